/*  The two backends of library(damas) side by side: perft(6) from the
    initial position of Brazilian draughts (37,628 leaves) through the C
    engine and through the reference rules in pure Prolog, in one run, and
    the ratio of their times.  Both count the last ply in bulk (the number
    of legal moves, without making them).

        swipl tests/bench/backends.pl [Depth]       (default depth 6)

    The C engine's time is the mean of as many runs as fill a second;
    the reference's, one run.  Figures only; the tests check results.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(damas)).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = [Arg|_]
    ->  atom_number(Arg, Depth)
    ;   Depth = 6
    ),
    initial_position(Start),
    perft(Start, Depth, Leaves),            % builds the engine: not timed
    c_seconds(Start, Depth, Leaves, Runs, C),
    reference_seconds(Start, Depth, Leaves, Reference),
    Ratio is Reference / C,
    format("perft(~d) from the initial position: ~D leaves~n", [Depth, Leaves]),
    format("  C backend          ~9f s   (mean of ~D runs)~n", [C, Runs]),
    format("  reference backend  ~9f s~n", [Reference]),
    format("  ratio              ~0f times faster in C (the goal: 1,000 or more)~n", [Ratio]).

c_seconds(Position, Depth, Leaves, Runs, Seconds) :-
    statistics(cputime, T0),
    c_runs(Position, Depth, Leaves, T0, 0, Runs),
    statistics(cputime, T1),
    Seconds is (T1 - T0) / Runs.

c_runs(Position, Depth, Leaves, T0, Runs0, Runs) :-
    perft(Position, Depth, Count, [backend(c)]),
    must_equal(Count, Leaves),
    Runs1 is Runs0 + 1,
    statistics(cputime, T),
    (   T - T0 >= 1.0
    ->  Runs = Runs1
    ;   c_runs(Position, Depth, Leaves, T0, Runs1, Runs)
    ).

reference_seconds(Position, Depth, Leaves, Seconds) :-
    garbage_collect,
    statistics(cputime, T0),
    perft(Position, Depth, Count, [backend(reference)]),
    statistics(cputime, T1),
    must_equal(Count, Leaves),
    Seconds is T1 - T0.

must_equal(Count, Leaves) :-
    (   Count =:= Leaves
    ->  true
    ;   format(user_error, "the backends disagree: ~D and ~D leaves~n", [Count, Leaves]),
        halt(1)
    ).
