/*  The web board's memory: starts the server (examples/web.pl) as a
    process of its own, plays games through its HTTP interface, each
    move chosen at random among the legal moves the state lists, until
    the game is over (or MaxPlies plies), and closes each game; prints
    the server's resident memory (VmRSS) at the start, half-way and at
    the end, the games it still holds, and the request rate.

        swipl tests/bench/web_games.pl [--games=1000] [--max-plies=300] [--seed=1]

    A figure, not a test: it asserts nothing about the memory, but fails
    if a request fails or a closed game is still there.
*/
:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)),
   atom_concat(Dir, '/../../examples/web.pl', Server),
   asserta(server_script(Server)).
:- use_module(library(main)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(random)).
:- use_module(library(http/http_client)).
:- use_module(library(http/http_json)).

:- initialization(main, main).

main(Argv) :-
    argv_options(Argv, _, Options),
    option(games(Games), Options, 1000),
    option(max_plies(MaxPlies), Options, 300),
    option(seed(Seed), Options, 1),
    set_random(seed(Seed)),
    server_script(Script),
    process_create(path(swipl), [Script, '--port=0'],
                   [stdout(pipe(Out)), process(Pid)]),
    call_cleanup(bench(Out, Pid, Games, MaxPlies),
                 ( catch(process_kill(Pid), _, true),
                   catch(process_wait(Pid, _), _, true)
                 )).

bench(Out, Pid, Games, MaxPlies) :-
    read_line_to_string(Out, Line),
    (   sub_string(Line, B, _, _, "http://localhost:"),
        sub_string(Line, B, _, 0, Rest),
        split_string(Rest, ":/", "", ["http", "", "", "localhost", PortText|_]),
        number_string(Port, PortText)
    ->  true
    ;   format(user_error, "the server did not start: ~s~n", [Line]),
        halt(1)
    ),
    format(atom(Base), 'http://localhost:~w', [Port]),
    rss_kb(Pid, Start),
    format("server started: VmRSS ~D kB~n", [Start]),
    Half is Games // 2,
    get_time(T0),
    play_games(Base, 1, Half, MaxPlies, 0, Plies1),
    rss_kb(Pid, Middle),
    stats(Base, Held1),
    format("after ~D games: VmRSS ~D kB, games held ~D~n", [Half, Middle, Held1]),
    Next is Half + 1,
    play_games(Base, Next, Games, MaxPlies, Plies1, Plies),
    get_time(T1),
    rss_kb(Pid, End),
    stats(Base, Held),
    Seconds is T1 - T0,
    Requests is Plies + 2 * Games,
    format("after ~D games (~D plies): VmRSS ~D kB, games held ~D~n",
           [Games, Plies, End, Held]),
    format("~D requests in ~2f s: ~1f requests/s~n",
           [Requests, Seconds, Requests / Seconds]),
    (   Held =:= 0
    ->  true
    ;   format(user_error, "closed games are still held~n", []),
        halt(1)
    ).

play_games(_, I, N, _, Plies, Plies) :-
    I > N,
    !.
play_games(Base, I, N, MaxPlies, Plies0, Plies) :-
    post(Base, '/api/new', _{}, State),
    play(Base, State, MaxPlies, 0, GamePlies),
    post(Base, '/api/close', _{id: State.id}, _),
    Plies1 is Plies0 + GamePlies,
    I1 is I + 1,
    play_games(Base, I1, N, MaxPlies, Plies1, Plies).

play(Base, State, MaxPlies, Plies0, Plies) :-
    (   ( State.over \== null ; Plies0 >= MaxPlies )
    ->  Plies = Plies0
    ;   random_member(Move, State.moves),
        post(Base, '/api/move', _{id: State.id, path: Move.path}, Next),
        Plies1 is Plies0 + 1,
        play(Base, Next, MaxPlies, Plies1, Plies)
    ).

post(Base, Path, Dict, Reply) :-
    atom_concat(Base, Path, URL),
    http_post(URL, json(Dict), Reply,
              [status_code(Code), json_object(dict), value_string_as(string)]),
    (   Code == 200
    ->  true
    ;   format(user_error, "~w: ~w ~p~n", [Path, Code, Reply]),
        halt(1)
    ).

stats(Base, Games) :-
    atom_concat(Base, '/api/stats', URL),
    http_get(URL, Reply, [json_object(dict)]),
    Games = Reply.games.

rss_kb(Pid, KB) :-
    format(atom(File), '/proc/~w/status', [Pid]),
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "", Lines),
    member(Line, Lines),
    split_string(Line, ":", " \t", ["VmRSS", Value]),
    split_string(Value, " ", "", [Number|_]),
    number_string(KB, Number),
    !.
