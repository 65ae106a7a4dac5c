:- module(damas_console_spare,
          [ spare_start/3,              % +Isolation, +Limits, -Spare
            spare_take/2,               % +Spare, -Process
            spare_stop/1                % +Spare
          ]).
:- use_module(library(error)).
:- use_module(library(process), [process_wait/3]).
:- use_module(background).
:- use_module(console_process, [console_process_start/3, console_process_stop/1]).

/** <module> A console child started before its query

Starting a query's child process (swipl, the library, the confinement:
library(damas/web/console_process)) takes 0.2 to 0.5 seconds, longer
than most answers.  A server keeps one child started and ready in a
thread of its own: a query takes it, and the thread starts the next.
A spare has run nothing and is handed out once, so every query still
has a process of its own, confined and limited as before.  The
spare's CPU limit counts the start, as it did when the query started
its own child.

The thread that starts a child must outlive it: SWI-Prolog's
process_create/3 gives a child the parent-death signal SIGTERM, which
Linux sends when the *thread* that created it ends.  A child started by
an HTTP worker died with that worker, and the server's extra workers
end after 10 seconds without work, while a query may wait 120 seconds
for `next`.  The spare's thread lives as long as the server's console,
so its children do too.
*/

%!  spare_start(+Isolation, +Limits, -Spare) is det.
%
%   Spare is a thread that keeps one child of Isolation and Limits (as
%   console_process_start/3 takes them) ready.

spare_start(Isolation, Limits, Spare) :-
    must_be(oneof([bwrap, unshare, rlimits]), Isolation),
    must_be(dict, Limits),
    background_thread(spare_loop(Isolation, Limits), Spare, []).

%!  spare_take(+Spare, -Process) is semidet.
%
%   Process is the spare child, now the caller's to use and to stop.
%   Waits while the spare is starting; fails when there is none to be
%   had (the thread is gone, or its child could not start or died), and
%   the caller then starts its own.

spare_take(Spare, Process) :-
    setup_call_cleanup(
        message_queue_create(Queue),
        ( catch(thread_send_message(Spare, take(Queue)), error(_, _), fail),
          thread_get_message(Queue, Reply, [timeout(35)])
        ),
        message_queue_destroy(Queue)),
    Reply = spare(Process).

%!  spare_stop(+Spare) is det.
%
%   Stops the thread and the child it holds.

spare_stop(Spare) :-
    catch(( thread_send_message(Spare, stop),
            thread_join(Spare, _)
          ),
          error(existence_error(_, _), _),
          true).

spare_loop(Isolation, Limits) :-
    started(Isolation, Limits, Held),
    thread_get_message(Message),
    (   Message = take(Queue)
    ->  hand_over(Isolation, Limits, Held, Queue),
        spare_loop(Isolation, Limits)
    ;   stop_held(Held)
    ).

started(Isolation, Limits, Held) :-
    (   catch(console_process_start(Isolation, Limits, Process), _, fail)
    ->  Held = Process
    ;   Held = none
    ).

%   hand_over(+Isolation, +Limits, +Held, +Queue): the child goes to the
%   queue of the query that asked, if it is alive (else one started
%   now) and the query still waits; with none to be had the query is
%   told so.

hand_over(Isolation, Limits, Held, Queue) :-
    (   Held \== none,
        alive(Held)
    ->  Reply = spare(Held)
    ;   stop_held(Held),
        started(Isolation, Limits, Fresh),
        (   Fresh == none
        ->  Reply = none
        ;   Reply = spare(Fresh)
        )
    ),
    catch(thread_send_message(Queue, Reply), error(_, _),
          ( Reply = spare(Orphan) -> console_process_stop(Orphan) ; true )).

alive(console_process(Pid, _, _)) :-
    catch(process_wait(Pid, Status, [timeout(0)]), error(_, _), fail),
    Status == timeout.

stop_held(none) :-
    !.
stop_held(Process) :-
    console_process_stop(Process).
