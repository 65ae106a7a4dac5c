/*  Figures of library(eximo), not tests:

        swipl tests/bench/eximo.pl [--games=N] [--seed=S]     (or: make eximo-bench)

    - perft from the start with the C engine, deeper until a depth takes
      more than about a second;
    - perft(4) from the start with both backends and their time ratio;
    - a match of level hard against the capture-first player (the
      classroom program's), colours alternating, N games (default 100).
*/
:- use_module('../../prolog/eximo').
:- use_module('../../prolog/eximo/match').
:- use_module(library(main)).

:- initialization(main, main).

main(Argv) :-
    argv_options(Argv, _, Options),
    option(games(Games), Options, 100),
    option(seed(Seed), Options, 1),
    initial_position(P),
    format("perft from the start, C engine:~n", []),
    perft_until_a_second(P, 1),
    timed(perft(P, 4, C4, [backend(c)]), TC),
    timed(perft(P, 4, R4, [backend(reference)]), TR),
    (   C4 =:= R4 -> true ; format("perft(4) DIFFERS: ~d against ~d~n", [C4, R4]) ),
    Ratio is TR / max(TC, 0.0001),
    format("perft(4) = ~d: C ~3f s, reference ~3f s, ratio ~0f~n", [C4, TC, TR, Ratio]),
    format("match: hard against capture_first, ~d games, seed ~d~n", [Games, Seed]),
    timed(match(hard, capture_first, Games, [seed(Seed), max_moves(300)],
                match(A, B, D, Results)), TM),
    Score is A + D / 2,
    aggregate_all(count, member(game(a, white, _), Results), AWhite),
    aggregate_all(count, member(game(a, black, _), Results), ABlack),
    aggregate_all(sum(Plies), member(game(_, _, Plies), Results), TotalPlies),
    AveragePlies is TotalPlies / max(1, Games),
    format("hard ~d wins (~d as White, ~d as Black), capture_first ~d wins, ~d draws: \c
            hard scores ~1f of ~d; ~1f plies a game; ~0f s~n",
           [A, AWhite, ABlack, B, D, Score, Games, AveragePlies, TM]).

perft_until_a_second(P, D) :-
    timed(perft(P, D, N), T),
    format("  perft(~d) = ~d  ~3f s~n", [D, N, T]),
    (   T < 0.5, D < 12
    ->  D1 is D + 1,
        perft_until_a_second(P, D1)
    ;   true
    ).

timed(Goal, Seconds) :-
    get_time(T0),
    call(Goal),
    get_time(T1),
    Seconds is T1 - T0.
