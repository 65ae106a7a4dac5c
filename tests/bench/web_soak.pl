/*  The web board under load: starts the server (examples/web.pl, its
    default limits) as a process of its own and runs Clients clients at
    once for Seconds seconds over the loopback interface, each from an
    address of its own (127.0.0.11, 127.0.0.12, ...: one client each for
    the server's limits).  A client plays games of random moves against
    the engine (levels easy and medium), asks for an analysis every few
    moves and reads it, reads the state and the PDN now and then, undoes
    now and then, and closes each game.

        swipl tests/bench/web_soak.pl [--clients=100] [--seconds=60] [--seed=1]
                                                            (make web-soak)

    Prints the server's resident memory (VmRSS) at the start and every
    tenth of the run, the answers by status, the request rate, and the
    latency of each kind of request (p50, p95, p99, max).  A figure, not
    a test: it fails only if the server died, a request got no answer or
    a status other than 200, 429 and 503 (the server's limits), or a
    game was left behind.
*/
:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)),
   atom_concat(Dir, '/../../examples/web.pl', Server),
   asserta(server_script(Server)),
   atom_concat(Dir, '/../prolog/support/web_client', Client),
   asserta(client_module(Client)).
:- use_module(library(main)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(process)).
:- use_module(library(random)).
:- use_module(library(readutil)).

:- client_module(Client), use_module(Client).

:- initialization(main, main).

main(Argv) :-
    argv_options(Argv, _, Options),
    option(clients(Clients), Options, 100),
    option(seconds(Seconds), Options, 60),
    option(seed(Seed), Options, 1),
    must_be(between(1, 200), Clients),
    must_be(positive_integer, Seconds),
    server_script(Script),
    current_prolog_flag(executable, Swipl),
    process_create(Swipl, [Script, '--port=0'],
                   [stdout(pipe(Out)), process(Pid)]),
    call_cleanup(soak(Pid, Out, Clients, Seconds, Seed),
                 ( catch(process_kill(Pid, kill), _, true),
                   catch(process_wait(Pid, _), _, true)
                 )).

soak(Pid, Out, Clients, Seconds, Seed) :-
    read_line_to_string(Out, Line),
    (   sub_string(Line, B, _, _, "http://localhost:"),
        B1 is B + 17,
        sub_string(Line, B1, _, 0, Rest),
        split_string(Rest, "/", "", [PortText|_]),
        number_string(Port, PortText)
    ->  true
    ;   format(user_error, "the server did not start: ~s~n", [Line]),
        halt(1)
    ),
    format("web soak: ~d clients for ~d s against the server on port ~d (pid ~d)~n",
           [Clients, Seconds, Port, Pid]),
    rss_kb(Pid, Start),
    message_queue_create(Samples),
    get_time(T0),
    Deadline is T0 + Seconds,
    numlist(1, Clients, Is),
    maplist(start_client(Port, Deadline, Seed, Samples), Is, Threads),
    memory_watch(Pid, T0, Seconds, 10, Rss),
    maplist(thread_join, Threads, _),
    get_time(T1),
    collect(Samples, All),
    rss_kb(Pid, End),
    (   alive(Pid)
    ->  Deaths = 0
    ;   Deaths = 1
    ),
    (   Deaths =:= 0
    ->  web_json(Port, get, '/api/stats', none, _-Stats, []),
        Held = Stats.games
    ;   Held = unknown
    ),
    report(All, T1 - T0, [Start|Rss], End, Deaths, Held, Failed),
    (   Failed == false
    ->  true
    ;   halt(1)
    ).

start_client(Port, Deadline, Seed, Samples, I, Thread) :-
    A is 10 + I,
    format(atom(From), '127.0.0.~d', [A]),
    S is Seed * 1000 + I,
    thread_create(client(c{port: Port, from: From, deadline: Deadline,
                           samples: Samples, seed: S}),
                  Thread, []).

%   memory_watch(+Pid, +T0, +Seconds, +Parts, -Rss): the server's VmRSS at
%   each tenth of the run (kB), read while the clients play.

memory_watch(Pid, T0, Seconds, Parts, Rss) :-
    numlist(1, Parts, Ks),
    foldl(memory_at(Pid, T0, Seconds, Parts), Ks, Rss, []).

memory_at(Pid, T0, Seconds, Parts, K, [Kb|Rest], Rest) :-
    At is T0 + Seconds * K / Parts,
    get_time(Now),
    Wait is max(0, At - Now),
    sleep(Wait),
    (   catch(rss_kb(Pid, Kb0), _, fail)
    ->  Kb = Kb0
    ;   Kb = 0
    ).

rss_kb(Pid, Kb) :-
    format(atom(File), '/proc/~d/status', [Pid]),
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "", Lines),
    member(Line, Lines),
    string_concat("VmRSS:", Rest, Line),
    split_string(Rest, " \t", " \t", Parts),
    member(P, Parts),
    number_string(Kb, P),
    !.

alive(Pid) :-
    process_wait(Pid, Status, [timeout(0)]),
    Status == timeout.


                 /*******************************
                 *            CLIENTS           *
                 *******************************/

client(C) :-
    set_random(seed(C.seed)),
    catch(games(C), E, sample(C, client, 0, error(E))).

games(C) :-
    (   over(C)
    ->  true
    ;   (   random_member(Level, ["easy", "medium"]),
            request(C, new, post, '/api/new', _{black: Level}, 200-State)
        ->  play(C, State, 0),
            request(C, close, post, '/api/close', _{id: State.id}, _)
        ;   sleep(0.5)
        ),
        games(C)
    ).

play(C, State, Moves) :-
    (   ( over(C) ; State.over \== null ; Moves >= 60 )
    ->  true
    ;   State.turn == "engine"
    ->  (   request(C, engine, post, '/api/engine', _{id: State.id}, 200-Next)
        ->  true
        ;   sleep(0.5),
            Next = State
        ),
        play(C, Next, Moves)
    ;   random_member(Move, State.moves),
        (   request(C, move, post, '/api/move', _{id: State.id, path: Move.path}, 200-Next0)
        ->  true
        ;   Next0 = State
        ),
        Moves1 is Moves + 1,
        extras(C, Next0, Moves1, Next),
        play(C, Next, Moves1)
    ).

%   Every sixth move an analysis, read three times; every tenth the
%   state and the PDN; every fifteenth an undo.

extras(C, State0, Moves, State) :-
    (   Moves mod 6 =:= 0
    ->  analyse(C, State0.id)
    ;   true
    ),
    (   Moves mod 10 =:= 0
    ->  format(atom(StatePath), '/api/state?id=~w', [State0.id]),
        request(C, state, get, StatePath, none, _),
        format(atom(PdnPath), '/api/pdn?id=~w', [State0.id]),
        request(C, pdn, get, PdnPath, none, _)
    ;   true
    ),
    (   Moves mod 15 =:= 0,
        request(C, undo, post, '/api/undo', _{id: State0.id}, 200-Undone)
    ->  State = Undone
    ;   format(atom(Path), '/api/state?id=~w', [State0.id]),
        (   Moves mod 15 =:= 0,
            request(C, state, get, Path, none, 200-Fresh)
        ->  State = Fresh
        ;   State = State0
        )
    ).

analyse(C, Id) :-
    (   request(C, analyse, post, '/api/analyse', _{id: Id, time: 0.5}, 200-_)
    ->  format(atom(Path), '/api/analysis?id=~w', [Id]),
        forall(between(1, 3, _),
               ( sleep(0.2),
                 request(C, analysis, get, Path, none, _)
               ))
    ;   true
    ).

over(C) :-
    get_time(Now),
    Now >= C.deadline.

%   request(+C, +Kind, +Method, +Path, +Dict, -Answer): one request,
%   its time and status sent to the collector.  Fails if it got no
%   answer.

request(C, Kind, Method, Path, Dict, Answer) :-
    get_time(T0),
    catch(web_json(C.port, Method, Path, Dict, Answer0, [from(C.from), timeout(120)]),
          E, true),
    get_time(T1),
    Ms is (T1 - T0) * 1000,
    (   var(E)
    ->  Answer0 = Status-_,
        sample(C, Kind, Ms, Status),
        Answer = Answer0
    ;   sample(C, Kind, Ms, error(E)),
        fail
    ).

sample(C, Kind, Ms, Status) :-
    thread_send_message(C.samples, sample(Kind, Ms, Status)).

collect(Queue, Samples) :-
    (   thread_get_message(Queue, Sample, [timeout(0)])
    ->  Samples = [Sample|Rest],
        collect(Queue, Rest)
    ;   Samples = []
    ).


                 /*******************************
                 *            REPORT            *
                 *******************************/

report(Samples, Elapsed, Rss, End, Deaths, Held, Failed) :-
    length(Samples, N),
    Seconds is Elapsed,
    format("~D requests in ~1f s: ~1f requests/s~n", [N, Seconds, N / Seconds]),
    maplist([Kb, Mb]>>(Mb is round(Kb / 1024)), Rss, RssMb),
    EndMb is round(End / 1024),
    atomic_list_concat(RssMb, ' ', RssText),
    format("server VmRSS, MB, at the start and every tenth of the run: ~w; after: ~d~n",
           [RssText, EndMb]),
    maplist([sample(_, _, S), S-1]>>true, Samples, StatusPairs),
    keysort(StatusPairs, SortedStatus),
    group_pairs_by_key(SortedStatus, ByStatus),
    format("answers by status:"),
    forall(member(S-Ones, ByStatus),
           ( length(Ones, Count), status_text(S, T), format(" ~w ~D", [T, Count]) )),
    nl,
    format("~w~t~12|~t~w~20|~t~w~28|~t~w~36|~t~w~44|~t~w~52|  (ms)~n",
           [kind, count, p50, p95, p99, max]),
    maplist([sample(K, Ms, _), K-Ms]>>true, Samples, KindPairs),
    keysort(KindPairs, SortedKinds),
    group_pairs_by_key(SortedKinds, ByKind),
    pairs_values(KindPairs, AllMs),
    forall(member(K-Ms, [all-AllMs|ByKind]), latency_line(K, Ms)),
    format("server deaths: ~d; games left on the server: ~w~n", [Deaths, Held]),
    (   Deaths =:= 0,
        Held == 0,
        forall(member(S-_, ByStatus), memberchk(S, [200, 429, 503]))
    ->  Failed = false
    ;   Failed = true,
        format(user_error, "web soak: FAILED (a death, an unexpected answer or a game left)~n", [])
    ).

status_text(error(_), 'no answer') :- !.
status_text(S, S).

latency_line(_, []) :- !.
latency_line(Kind, Ms0) :-
    msort(Ms0, Ms),
    length(Ms, N),
    maplist(percentile(Ms, N), [0.50, 0.95, 0.99, 1.0], [P50, P95, P99, Max]),
    format("~w~t~12|~t~D~20|~t~1f~28|~t~1f~36|~t~1f~44|~t~1f~52|~n",
           [Kind, N, P50, P95, P99, Max]).

percentile(Sorted, N, P, Value) :-
    I is max(1, ceiling(P * N)),
    nth1(I, Sorted, Value).
