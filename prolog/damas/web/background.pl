:- module(damas_web_background,
          [ background_thread/3         % :Goal, -Id, +Options
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
