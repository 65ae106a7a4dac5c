:- module(damas_console_sessions,
          [ sessions_start/2,           % -Sessions, +Options
            sessions_stop/1,            % +Sessions
            sessions_reserve/3,         % +Sessions, +Client, ?Id
            sessions_attach/3,          % +Sessions, +Key, +Process
            sessions_wait/2,            % +Sessions, +Key
            sessions_take/3,            % +Sessions, +Key, -Process
            sessions_drop/3,            % +Sessions, +Key, -How
            sessions_end/2,             % +Sessions, +Key
            sessions_count/2            % +Sessions, -Count
          ]).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(option)).
:- use_module(library(uuid)).
:- use_module(library(process), [process_kill/2]).
:- use_module(background).
:- use_module(console_process, [console_process_stop/1]).

/** <module> The console queries a web server holds

The queries of the web console that are alive, held by one thread per
server as the games are (library(damas/web/store)): each has an
identifier, the client (address) that asked it, and its child process
(library(damas/web/console_process)).  A query is `running` while a
request waits for its next answer, and `waiting` while its child waits
for the client to ask for more.

The limits are kept here: at most `max_queries` alive in the server and
`client_queries` of one client; a waiting query is ended after `idle`
seconds.  Whoever runs a query owns its process (its pipes); the
sessions may only kill it, when its client stops it.  A waiting query's
process belongs to the sessions, which end it when it idles too long.

@error damas_web_limit(consoles, Scope, Max) over a limit;
existence_error(damas_console_query, Id) for a query that is not
alive or not the client's; permission_error(run, damas_console_query,
Id) for one that is running already; permission_error(create,
damas_console_query, Id) for an identifier the client uses already.
*/

%!  sessions_start(-Sessions, +Options) is det.
%
%   Starts the thread that holds a server's console queries.  Options:
%   max_queries(N) (default 16), client_queries(N) (4), idle(Seconds)
%   (120).

sessions_start(Sessions, Options) :-
    option(max_queries(Max), Options, 16),
    must_be(positive_integer, Max),
    option(client_queries(PerClient), Options, 4),
    must_be(positive_integer, PerClient),
    option(idle(Idle), Options, 120),
    must_be(positive_integer, Idle),
    State = sessions{queries: t, max: Max, per_client: PerClient, idle: Idle},
    background_thread(loop(State), Sessions, []).

%!  sessions_stop(+Sessions) is det.
%
%   Ends every query's process and the thread.

sessions_stop(Sessions) :-
    catch(( thread_send_message(Sessions, stop),
            thread_join(Sessions, _)
          ),
          error(existence_error(_, _), _),
          true).

%!  sessions_reserve(+Sessions, +Client, ?Id) is det.
%
%   Id is a new running query of Client, within the limits; its process
%   is to be attached.  An unbound Id is a new UUID; a bound one is the
%   client's choice (the page's, so that it can stop the query before
%   its first answer names it), and must not be one of the client's
%   queries alive.  The identifiers are the client's own: another
%   client's query of the same Id is another query.
%
%   @error permission_error(create, damas_console_query, Id) for an Id
%   in use.

sessions_reserve(Sessions, Client, Id) :-
    call_sessions(Sessions, reserve(Client, Id), Id).

%!  sessions_attach(+Sessions, +Key, +Process) is det.
%
%   The predicates below name a query by its Key, Client-Id.
%
%   Process runs the query Key.  Fails if the query was ended meanwhile
%   (its client stopped it): the caller stops Process.

sessions_attach(Sessions, Key, Process) :-
    call_sessions(Sessions, attach(Key, Process), true).

%!  sessions_wait(+Sessions, +Key) is det.
%
%   The running query Key waits for its client: its process now belongs
%   to the sessions.  Fails if it was ended meanwhile.

sessions_wait(Sessions, Key) :-
    call_sessions(Sessions, wait(Key), true).

%!  sessions_take(+Sessions, +Key, -Process) is det.
%
%   The waiting query Key runs again, with its Process.

sessions_take(Sessions, Key, Process) :-
    call_sessions(Sessions, take(Key), Process).

%!  sessions_drop(+Sessions, +Key, -How) is det.
%
%   The running query Key is gone (its caller stops its process); How is
%   `ended` if it was still held, `stopped` if its client had stopped
%   it meanwhile.

sessions_drop(Sessions, Key, How) :-
    call_sessions(Sessions, drop(Key), How).

%!  sessions_end(+Sessions, +Key) is det.
%
%   The client stops its query Key: a waiting query's process is ended,
%   a running one's killed (the request that runs it answers that it
%   was stopped).

sessions_end(Sessions, Key) :-
    call_sessions(Sessions, end(Key), _).

%!  sessions_count(+Sessions, -Count) is det.
%
%   Count is the number of queries alive.

sessions_count(Sessions, Count) :-
    call_sessions(Sessions, count, Count).

call_sessions(Sessions, Request, Reply) :-
    background_call(Sessions, Request, Reply0, damas_console_sessions),
    (   Reply0 == failed
    ->  fail
    ;   Reply = Reply0
    ).


                 /*******************************
                 *          THE THREAD          *
                 *******************************/

loop(State0) :-
    thread_self(Me),
    (   thread_get_message(Me, Message, [timeout(1)])
    ->  true
    ;   Message = tick
    ),
    get_time(Now),
    swept(State0, Now, State1),
    (   Message == stop
    ->  assoc_to_values(State1.queries, Queries),
        maplist(query_killed, Queries)
    ;   Message = request(Queue, Request)
    ->  (   catch(handle(Request, Now, State1, State2, Reply), E,
                  ( State2 = State1, Reply = error(E) ))
        ->  true
        ;   State2 = State1,
            Reply = failed
        ),
        catch(thread_send_message(Queue, Reply), _, true),
        loop(State2)
    ;   loop(State1)
    ).

%   A query is query(Client, Process, Status, Since): Process `none`
%   until attached, Status `running` or `waiting`.

handle(reserve(Client, Id), _, State0, State, Id) :-
    assoc_to_values(State0.queries, Queries),
    length(Queries, Alive),
    aggregate_count(Client, Queries, Own),
    (   Own >= State0.per_client
    ->  throw(error(damas_web_limit(consoles, client, State0.per_client), _))
    ;   Alive >= State0.max
    ->  throw(error(damas_web_limit(consoles, server, State0.max), _))
    ;   (   var(Id)
        ->  uuid(Id)
        ;   get_assoc(Client-Id, State0.queries, _)
        ->  permission_error(create, damas_console_query, Id)
        ;   true
        ),
        put_query(State0, Client-Id, query(Client, none, running, 0), State)
    ).
handle(attach(Key, Process), _, State0, State, true) :-
    get_assoc(Key, State0.queries, query(Client, none, running, Since)),
    put_query(State0, Key, query(Client, Process, running, Since), State).
handle(wait(Key), Now, State0, State, true) :-
    get_assoc(Key, State0.queries, query(Client, Process, running, _)),
    put_query(State0, Key, query(Client, Process, waiting, Now), State).
handle(take(Key), _, State0, State, Process) :-
    (   get_assoc(Key, State0.queries, query(Client, Process, Status, Since))
    ->  (   Status == waiting
        ->  put_query(State0, Key, query(Client, Process, running, Since), State)
        ;   Key = _-Id,
            permission_error(run, damas_console_query, Id)
        )
    ;   Key = _-Id,
        existence_error(damas_console_query, Id)
    ).
handle(drop(Key), _, State0, State, How) :-
    (   del_assoc(Key, State0.queries, _, Queries)
    ->  How = ended,
        State = State0.put(queries, Queries)
    ;   How = stopped,
        State = State0
    ).
handle(end(Key), _, State0, State, true) :-
    (   del_assoc(Key, State0.queries, Query, Queries)
    ->  query_killed(Query),
        State = State0.put(queries, Queries)
    ;   Key = _-Id,
        existence_error(damas_console_query, Id)
    ).
handle(count, _, State, State, Count) :-
    assoc_to_keys(State.queries, Ids),
    length(Ids, Count).

put_query(State0, Key, Query, State) :-
    put_assoc(Key, State0.queries, Query, Queries),
    State = State0.put(queries, Queries).

aggregate_count(Client, Queries, Count) :-
    include(query_of(Client), Queries, Own),
    length(Own, Count).

query_of(Client, query(Client, _, _, _)).

%   A waiting query's process is the sessions': it is stopped, pipes
%   and all; a running one's only killed, its owner closes the pipes.

query_killed(query(_, none, _, _)) :- !.
query_killed(query(_, Process, waiting, _)) :-
    !,
    console_process_stop(Process).
query_killed(query(_, console_process(Pid, _, _), running, _)) :-
    catch(process_kill(Pid, kill), _, true).

swept(State0, Now, State) :-
    assoc_to_list(State0.queries, Pairs),
    partition(idle_too_long(Now, State0.idle), Pairs, Idle, Kept),
    (   Idle == []
    ->  State = State0
    ;   forall(member(_-Query, Idle), query_killed(Query)),
        list_to_assoc(Kept, Queries),
        State = State0.put(queries, Queries)
    ).

idle_too_long(Now, Idle, _-query(_, _, waiting, Since)) :-
    Now - Since > Idle.
