:- module(damas_web_background,
          [ background_thread/3,        % :Goal, -Id, +Options
            background_call/4           % +Thread, +Request, -Reply, +Resource
          ]).
:- use_module(library(error)).

/** <module> Threads that outlive the request that starts them

A thread inherits the current input and output of the thread that
creates it.  In an HTTP handler the current output is the connection,
which is closed when the request is answered: a thread created there
and still running afterwards writes to, or merely switches away from, a
freed stream, and SWI-Prolog 9.0.4 then stops the whole process on an
assertion (`get_stream_handle`).  background_thread/3 creates a thread
whose current input and output are the process's standard streams,
whoever calls it.

Such a thread that holds a server's state (its games, its console
queries) is asked with background_call/4: it receives
`request(Queue, Request)` and sends its reply to Queue, a term or
`error(E)`.
*/

:- meta_predicate background_thread(0, -, +).

%!  background_thread(:Goal, -Id, +Options) is det.
%
%   As thread_create/3, but the new thread starts with user_input and
%   user_output as its current input and output, never the caller's.
%
%   @error the errors of thread_create/3.

background_thread(Goal, Id, Options) :-
    must_be(list, Options),
    current_input(In),
    current_output(Out),
    setup_call_cleanup(
        ( set_input(user_input), set_output(user_output) ),
        thread_create(Goal, Id, Options),
        ( set_input(In), set_output(Out) )).

%!  background_call(+Thread, +Request, -Reply, +Resource) is det.
%
%   Sends request(Queue, Request) to Thread and waits for its reply on
%   a queue of its own, so that no stray reply is left in the caller's
%   queue; a reply error(E) is thrown here.
%
%   @error resource_error(Resource) if Thread is gone or does not
%   answer within 60 seconds.

background_call(Thread, Request, Reply, Resource) :-
    setup_call_cleanup(
        message_queue_create(Queue),
        ( catch(thread_send_message(Thread, request(Queue, Request)),
                error(existence_error(_, _), _),
                resource_error(Resource)),
          (   thread_get_message(Queue, Reply0, [timeout(60)])
          ->  true
          ;   resource_error(Resource)
          )
        ),
        message_queue_destroy(Queue)),
    (   Reply0 = error(E)
    ->  throw(E)
    ;   Reply = Reply0
    ).
