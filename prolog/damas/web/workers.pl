:- module(damas_web_workers,
          [ extra_workers_start/2,      % -Manager, +MaxWorkers
            extra_workers_ask/3,        % +Manager, +Port, +Waiting
            extra_workers_stop/1        % +Manager
          ]).
:- use_module(library(aggregate)).
:- use_module(library(error)).
:- use_module(library(http/thread_httpd)).
:- use_module(background).

/** <module> Extra HTTP workers for a server's silent clients

library(http/thread_httpd) asks for more workers (hook
http:schedule_workers/1) from its accept loop, or from a worker that
requeues a keep-alive connection.  They are not added there but by a
thread of the server's own, its manager, as thread_httpd's
documentation advises, because a worker added while
http_stop_server/2 stops the workers broke the stop:

  - http_stop_server/2 counts the workers and sends each a `quit`; a
    worker created after the count may take a `quit` before its creator
    has registered it, and then ends without answering it, and
    http_stop_server/2 waits for ever for the answer;
  - the accept loop runs the hook in a catch/3 that takes every
    exception: the stop, a signal to that thread, which came while the
    hook ran was printed ("Unknown message: http_stop") and lost, and
    http_stop_server/2 waited for ever for the loop to end.

The server stops its manager before its workers
(extra_workers_stop/1): once it has, no worker is added.  The accept
loop then spends only the time of a message in the hook, and a stop
that comes even then is thrown again (the message_hook/3 below).
*/

%!  extra_workers_start(-Manager, +MaxWorkers) is det.
%
%   Starts the manager of a server: it adds workers when asked, up to
%   MaxWorkers workers in all; each added worker ends after 10 seconds
%   without work.
%
%   @error type_error(positive_integer, MaxWorkers).

extra_workers_start(Manager, MaxWorkers) :-
    must_be(positive_integer, MaxWorkers),
    background_thread(manager_loop(MaxWorkers), Manager, []).

%!  extra_workers_ask(+Manager, +Port, +Waiting) is det.
%
%   Asks Manager for workers for the server on Port, which has Waiting
%   connections that no worker has taken.  Does nothing once Manager
%   is stopped.

extra_workers_ask(Manager, Port, Waiting) :-
    catch(thread_send_message(Manager, add(Port, Waiting)),
          error(existence_error(_, _), _),
          true).

%!  extra_workers_stop(+Manager) is det.
%
%   Stops Manager and waits until it has ended: the workers it added
%   are all registered with the server, and it adds no more.

extra_workers_stop(Manager) :-
    catch(( thread_send_message(Manager, stop),
            thread_join(Manager, _)
          ),
          error(existence_error(_, _), _),
          true).

manager_loop(MaxWorkers) :-
    thread_get_message(Message),
    (   Message = add(Port, Waiting)
    ->  add_workers(Port, Waiting, MaxWorkers),
        manager_loop(MaxWorkers)
    ;   true
    ).

%   add_workers(+Port, +Waiting, +MaxWorkers): a worker for each waiting
%   connection, counted again here: several requests may have come for
%   the same connections.

add_workers(Port, Waiting, MaxWorkers) :-
    aggregate_all(count, http_current_worker(Port, _), Workers),
    Added is min(max(1, Waiting), MaxWorkers - Workers),
    forall(between(1, Added, _),
           catch(http_add_worker(Port, [max_idle_time(10)]),
                 error(existence_error(http_server, _), _),
                 true)).

%   A keep-alive connection that a worker requeued after the workers
%   were told to stop is left in the server's queue: thread_httpd only
%   warns of it, and does not close it (it closes only the connections
%   that it accepted).  Closed here.

:- multifile thread_httpd:discard_client_hook/1.

thread_httpd:discard_client_hook(requeue(In, Out, _Goal, _Options)) :-
    catch(close(In, [force(true)]), _, true),
    catch(close(Out, [force(true)]), _, true).

%   The accept loop of thread_httpd prints an exception of the hook
%   http:schedule_workers/1 and carries on; the only one that is not an
%   error of the hook is http_stop, the signal of http_stop_server/2 to
%   that loop.  It is thrown again, out of the printing and so out of
%   the hook's catch/3, and the loop ends as it should.

:- multifile user:message_hook/3.

user:message_hook(http_stop, error, _) :-
    throw(http_stop).
