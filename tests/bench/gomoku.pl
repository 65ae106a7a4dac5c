/*  Gomoku figures, not tests: a match of an engine level against the
    classroom heuristic at one ply, and the search's nodes per second.

        swipl tests/bench/gomoku.pl [--games=100] [--level=medium]
                                    [--seed=1] [--opening=2] [--depth=6]
                                    [--record=FILE | --no-record] [--note=TEXT]
        make gomoku-bench

    The engine level (A) has Black in the odd games; every game opens
    with --opening random stones near the centre, from the seed, so the
    games differ.  The speed is measured by searches to --depth plies
    (width 12) of the positions halfway through eight games between two
    easy players.  The match is a row of the results record
    (tests/bench/record.pl), as strength.pl's: appended to
    tests/bench/results/matches.tsv or to --record's FILE, none with
    --no-record, --note's TEXT in its note column.
*/
:- use_module('../../prolog/gomoku').
:- use_module('../../prolog/gomoku/match').
:- use_module(record).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).

:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../..', Root0),
   absolute_file_name(Root0, Root, [file_type(directory)]),
   asserta(repository_root(Root)).
:- dynamic repository_root/1.

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _, Options),
    option(games(Games), Options, 100),
    option(level(Level), Options, medium),
    option(seed(Seed), Options, 1),
    option(opening(Opening), Options, 2),
    option(depth(Depth), Options, 6),
    format("Match: level ~w (A) against the classroom heuristic at one ply (B), ~d games~n",
           [Level, Games]),
    get_time(T0),
    gomoku_match(level(Level), level(classroom),
                 [games(Games), seed(Seed), opening(Opening), progress(true)],
                 match(N, A, B, D)),
    get_time(T1),
    Score is A + D / 2,
    format("A ~d wins, B ~d wins, ~d draws: A scores ~1f of ~d (~1f s)~n",
           [A, B, D, Score, N, T1 - T0]),
    repository_root(Root),
    format(atom(Engine), "level ~w", [Level]),
    record_match(Root, 'tests/bench/gomoku.pl', Argv, Options,
                 _{variant:gomoku, engine:Engine, opponent:'level classroom',
                   limit:level, wins:A, draws:D, losses:B}),
    search_speed(Depth).

search_speed(Depth) :-
    numlist(1, 8, Seeds),
    foldl(speed_at(Depth), Seeds, 0-0.0, Nodes-Seconds),
    (   Seconds > 0
    ->  Rate is Nodes / Seconds,
        format("Search, depth ~d, width 12: ~d nodes in ~3f s, ~0f nodes/s~n",
               [Depth, Nodes, Seconds, Rate])
    ;   true
    ).

%   The position halfway through a game between two easy players.
speed_at(Depth, Seed, N0-S0, N-S) :-
    gomoku_play_game(level(easy), level(easy), [seed(Seed), opening(4)], game(_, Moves)),
    length(Moves, Length),
    Stones is Length // 2,
    length(Prefix, Stones),
    append(Prefix, _, Moves),
    gomoku_initial_position(P0),
    foldl([M, P1, P2]>>gomoku_make_move(P1, M, P2), Prefix, P0, P),
    gomoku_search(P, gomoku_result(Move, Score, D, Nodes, Secs), [depth(Depth), width(12)]),
    format("  game ~d after ~d stones: ~w (score ~d, depth ~d), ~d nodes, ~3f s~n",
           [Seed, Stones, Move, Score, D, Nodes, Secs]),
    N is N0 + Nodes,
    S is S0 + Secs.
