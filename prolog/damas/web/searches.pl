:- module(damas_web_searches,
          [ search_pool_start/2,        % -Pool, +Options
            search_pool_stop/1,         % +Pool
            search_pool_submit/5,       % +Pool, +Key, +Client, :Prepare, :Job
            with_engine_context/4,      % +Pool, +Position, -Context, :Goal
            contexts_for/3              % +Contexts, +Position, -Context
          ]).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module('../search', [search_context_new/2, search_context_clear/1,
                            search_context_fits/2, search_stop/1]).
:- use_module(background).

/** <module> The web board's searches: a fixed number, each with its table

Every search of a server of library(damas/web) runs with one of a fixed
set of search contexts (library(damas/search)), made when the server
starts: the server's memory for searching does not grow with its
clients, and the processors are shared by a known number of searches.
Each slot of the set is a pair of contexts, one for the boards of up
to 64 squares and one for the larger (12x12) boards, which another
engine searches (search_context_new/2, option wide/1); a search takes
the one its position needs (contexts_for/3).  A table's memory is
taken only as a search writes into it, so the pair costs no more than
the one its searches use.

  - Analyses run in `analysis_threads` threads of their own, each with
    its context.  An analysis asked for while all are busy waits its
    turn; at most `max_analyses` analyses run or wait at once, at most
    `client_analyses` of them for one client.  An analysis of a key
    (the web board's game) replaces the one of the same key that waits
    or runs: the running one is stopped at once.
  - An engine move runs in the request's own thread with one of
    `engine_searches` contexts, borrowed for the search; a request that
    finds none free waits up to `engine_wait` seconds for one.

@error damas_web_limit(analyses, server, Max) or
damas_web_limit(analyses, client, Max) when an analysis would be over
a limit; damas_web_limit(engine_searches, server, N) when no engine
context came free in time.
*/

:- meta_predicate
    search_pool_submit(+, +, +, 0, 1),
    with_engine_context(+, +, -, 0).

:- predicate_options(search_pool_start/2, 2,
                     [ analysis_threads(positive_integer),
                       max_analyses(positive_integer),
                       client_analyses(positive_integer),
                       engine_searches(positive_integer),
                       engine_wait(nonneg),
                       hash(nonneg)
                     ]).

%!  search_pool_start(-Pool, +Options) is det.
%
%   Makes the contexts and starts the threads of a pool of searches.
%   Options:
%
%     - analysis_threads(+N)
%       Analyses that run at once; default 2.
%     - max_analyses(+N)
%       Analyses that run or wait at once; default 8.
%     - client_analyses(+N)
%       Of them, of one client; default 2.
%     - engine_searches(+N)
%       Engine moves searched at once; default 2.
%     - engine_wait(+Seconds)
%       How long an engine move waits for a context; default 20.
%     - hash(+MegaBytes)
%       Each context's transposition table; default 16.
%
%   @error type_error(list, Options) and the type errors of the options.

search_pool_start(search_pool(Manager, Engines, Wait, EngineCount), Options) :-
    must_be(list, Options),
    option(analysis_threads(Threads), Options, 2),
    must_be(positive_integer, Threads),
    option(max_analyses(Max), Options, 8),
    must_be(positive_integer, Max),
    option(client_analyses(PerClient), Options, 2),
    must_be(positive_integer, PerClient),
    option(engine_searches(EngineCount), Options, 2),
    must_be(positive_integer, EngineCount),
    option(engine_wait(Wait), Options, 20),
    must_be(nonneg, Wait),
    option(hash(MegaBytes), Options, 16),
    must_be(nonneg, MegaBytes),
    message_queue_create(Engines),
    forall(between(1, EngineCount, _),
           ( context_pair(MegaBytes, Contexts),
             thread_send_message(Engines, Contexts)
           )),
    State = pool{idle: [], running: t, pending: [], contexts: t,
                 max: Max, per_client: PerClient, stopping: false,
                 workers: []},
    background_thread(manager_start(State, Threads, MegaBytes), Manager, []).

%!  search_pool_stop(+Pool) is det.
%
%   Stops the analyses (those waiting never run) and ends the pool's
%   threads; waits until they have ended.

search_pool_stop(search_pool(Manager, Engines, _, _)) :-
    catch(( thread_send_message(Manager, stop),
            thread_join(Manager, _)
          ),
          error(existence_error(_, _), _),
          true),
    catch(message_queue_destroy(Engines), _, true).

%!  search_pool_submit(+Pool, +Key, +Client, :Prepare, :Job) is det.
%
%   Runs call(Job, Contexts) in an analysis thread of Pool, Contexts its
%   pair of search contexts, cleared (contexts_for/3 takes the one a
%   position needs): now if a thread is free, else when one
%   becomes free.  Job replaces the job of the same Key that waits (it
%   will not run) or runs (its search is stopped).  Once the job is
%   within the limits, and before anything else changes, Prepare is
%   called once (in the pool's own thread): its bindings are Job's and
%   the caller's, and an exception of Prepare refuses the job.  An
%   exception of Job is printed as a warning.
%
%   @error damas_web_limit(analyses, server, Max) when `max_analyses`
%   jobs run or wait; damas_web_limit(analyses, client, Max) when
%   `client_analyses` of Client's do.  Either way nothing changes.

search_pool_submit(search_pool(Manager, _, _, _), Key, Client, Prepare, Job) :-
    must_be(ground, Key),
    must_be(ground, Client),
    setup_call_cleanup(
        message_queue_create(Queue),
        ( catch(thread_send_message(Manager, submit(Key, Client, Prepare-Job, Queue)),
                error(existence_error(_, _), _),
                resource_error(damas_web_searches)),
          (   thread_get_message(Queue, Reply, [timeout(60)])
          ->  true
          ;   resource_error(damas_web_searches)
          )
        ),
        message_queue_destroy(Queue)),
    (   Reply = error(E)
    ->  throw(E)
    ;   Reply = ok(Prepare)
    ).

%!  with_engine_context(+Pool, +Position, -Context, :Goal) is semidet.
%
%   Calls Goal once with Context bound to one of Pool's engine contexts
%   for Position's board, cleared, that no other search uses meanwhile.
%
%   @error damas_web_limit(engine_searches, server, N) when no context
%   came free within `engine_wait` seconds.

with_engine_context(search_pool(_, Engines, Wait, Count), Position, Context, Goal) :-
    setup_call_cleanup(
        engine_contexts(Engines, Wait, Count, Contexts),
        ( contexts_for(Contexts, Position, Context),
          search_context_clear(Context),
          once(Goal)
        ),
        thread_send_message(Engines, Contexts)).

engine_contexts(Engines, Wait, Count, Contexts) :-
    (   thread_get_message(Engines, Contexts, [timeout(Wait)]),
        Contexts = contexts(_, _)
    ->  true
    ;   throw(error(damas_web_limit(engine_searches, server, Count), _))
    ).

%!  contexts_for(+Contexts, +Position, -Context) is det.
%
%   Context is the one of the pair Contexts (as a job of
%   search_pool_submit/5 gets it) that searches Position's board.

contexts_for(contexts(Narrow, Wide), Position, Context) :-
    (   search_context_fits(Narrow, Position)
    ->  Context = Narrow
    ;   Context = Wide
    ).

context_pair(MegaBytes, contexts(Narrow, Wide)) :-
    search_context_new(Narrow, [hash(MegaBytes)]),
    search_context_new(Wide, [hash(MegaBytes), wide(true)]).


                 /*******************************
                 *            MANAGER           *
                 *******************************/

%   The manager thread owns the bookkeeping: which thread is idle,
%   which job runs where (and whose it is), which jobs wait.  Workers
%   tell it when they are ready for a job; requests ask it to take one.

manager_start(State0, Threads, MegaBytes) :-
    thread_self(Manager),
    numlist(1, Threads, Is),
    foldl(start_worker(Manager, MegaBytes), Is, [], Workers),
    manager_loop(State0.put(workers, Workers)).

start_worker(Manager, MegaBytes, _, Workers, [Worker|Workers]) :-
    thread_create(worker_start(Manager, MegaBytes), Worker, []).

%   A search is stopped by search_stop/1 only once it has started: a
%   job told to stop just before its search starts would run its whole
%   time.  So while a stopped job has not ended, the manager tells it
%   again every quarter of a second.

manager_loop(State0) :-
    (   stopped_runs(State0, [])
    ->  thread_get_message(Message)
    ;   thread_self(Manager),
        thread_get_message(Manager, Message0, [timeout(0.25)])
    ->  Message = Message0
    ;   Message = stop_again
    ),
    (   catch(manager_handle(Message, State0, State), E,
              ( print_message(warning, E), State = State0 ))
    ->  true
    ;   State = State0
    ),
    (   State.stopping == true,
        State.workers == []
    ->  true
    ;   manager_loop(State)
    ).

manager_handle(submit(Key, Client, Prepare-Job, Queue), State0, State) :-
    (   State0.stopping == true
    ->  Reply = error(error(resource_error(damas_web_searches), _)),
        State = State0
    ;   catch(accept(Key, Client, Prepare, Job, State0, State), E, true)
    ->  (   var(E)
        ->  Reply = ok(Prepare)
        ;   Reply = error(E),
            State = State0
        )
    ;   Reply = error(error(failed(accept), _)),
        State = State0
    ),
    catch(thread_send_message(Queue, Reply), _, true).
manager_handle(ready(Worker, Context), State0, State) :-
    (   del_assoc(Worker, State0.running, _, Running)
    ->  true
    ;   Running = State0.running
    ),
    put_assoc(Worker, State0.contexts, Context, Contexts),
    State1 = State0.put(_{running: Running, contexts: Contexts}),
    (   State1.stopping == true
    ->  thread_send_message(Worker, stop),
        thread_join(Worker, _),
        selectchk(Worker, State1.workers, Workers),
        State = State1.put(workers, Workers)
    ;   State1.pending = [job(Key, Client, Job)|Pending]
    ->  thread_send_message(Worker, job(Job)),
        put_assoc(Worker, Running, run(Key, Client, false), Running1),
        State = State1.put(_{pending: Pending, running: Running1})
    ;   State = State1.put(idle, [Worker|State1.idle])
    ).
manager_handle(stop_again, State, State) :-
    stopped_runs(State, Workers),
    maplist(stop_search(State), Workers).
manager_handle(stop, State0, State) :-
    forall(member(Worker, State0.idle),
           ( thread_send_message(Worker, stop),
             thread_join(Worker, _)
           )),
    subtract(State0.workers, State0.idle, Busy),
    map_assoc([run(K, C, _), run(K, C, true)]>>true, State0.running, Running),
    State = State0.put(_{stopping: true, idle: [], pending: [], workers: Busy,
                         running: Running}),
    manager_handle(stop_again, State, _).

%   accept(+Key, +Client, +Job, +State0, -State): the job is taken, or
%   an error says which limit it is over; the limits are checked before
%   anything changes.

accept(Key, Client, Prepare, Job, State0, State) :-
    (   selectchk(job(Key, OldClient, _), State0.pending, job(Key, OldClient, Job), Pending)
    ->  once(Prepare),
        State = State0.put(pending, Pending)          % replaces a waiting job
    ;   assoc_to_list(State0.running, Runs),
        include(active_other_key(Key), Runs, Active),
        length(Active, Running),
        length(State0.pending, Waiting),
        (   Running + Waiting >= State0.max
        ->  throw(error(damas_web_limit(analyses, server, State0.max), _))
        ;   include(client_run(Client), Active, Mine),
            include(client_job(Client), State0.pending, MineWaiting),
            length(Mine, M1),
            length(MineWaiting, M2),
            M1 + M2 >= State0.per_client
        ->  throw(error(damas_web_limit(analyses, client, State0.per_client), _))
        ;   true
        ),
        once(Prepare),
        foldl(stop_same_key(Key), Runs, State0, State1),
        (   State1.idle = [Worker|Idle]
        ->  thread_send_message(Worker, job(Job)),
            put_assoc(Worker, State1.running, run(Key, Client, false), Running1),
            State = State1.put(_{idle: Idle, running: Running1})
        ;   append(State1.pending, [job(Key, Client, Job)], Pending),
            State = State1.put(pending, Pending)
        )
    ).

active_other_key(Key, _-run(K, _, Stopping)) :-
    Stopping == false,
    K \== Key.

client_run(Client, _-run(_, Client, _)).

client_job(Client, job(_, Client, _)).

stop_same_key(Key, Worker-run(K, Client, Stopping), State0, State) :-
    (   K == Key,
        Stopping == false
    ->  stop_search(State0, Worker),
        put_assoc(Worker, State0.running, run(K, Client, true), Running),
        State = State0.put(running, Running)
    ;   State = State0
    ).

stopped_runs(State, Workers) :-
    findall(Worker, gen_assoc(Worker, State.running, run(_, _, true)), Workers).

stop_search(State, Worker) :-
    (   get_assoc(Worker, State.contexts, contexts(Narrow, Wide))
    ->  search_stop(Narrow),
        search_stop(Wide)
    ;   true
    ).


                 /*******************************
                 *            WORKERS           *
                 *******************************/

worker_start(Manager, MegaBytes) :-
    context_pair(MegaBytes, Contexts),
    thread_self(Me),
    worker_loop(Manager, Me, Contexts).

worker_loop(Manager, Me, Contexts) :-
    thread_send_message(Manager, ready(Me, Contexts)),
    thread_get_message(Message),
    (   Message = job(Job)
    ->  Contexts = contexts(Narrow, Wide),
        catch(( search_context_clear(Narrow),
                search_context_clear(Wide),
                ignore(call(Job, Contexts))
              ),
              E,
              print_message(warning, E)),
        worker_loop(Manager, Me, Contexts)
    ;   true
    ).
