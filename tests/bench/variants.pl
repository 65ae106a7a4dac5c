/*  Every shipped variant through the C engine and the reference rules:

      - perft from the variant's initial position at the deepest depth
        that runs in about a second through the C backend (bulk counting,
        no hash table), and its leaves per second;
      - International perft(9);
      - perft(5) through both backends and the ratio of their times.

        swipl tests/bench/variants.pl

    Figures only; the tests check the counts (tests/prolog/test_variants.pl,
    tests/c/draughts/test_variants.c).  Times are CPU seconds of one run.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(damas)).
:- use_module(library(damas/kb)).

% A depth whose perft takes longer than this is the last one tried: the
% next would take several times as long.
second_budget(0.25).

main :-
    format("perft from each variant's start, C backend, deepest depth near 1 s~n"),
    format("~w~t~16|~w~t~24|~w~t~40|~w~t~52|~w~n",
           [variant, depth, leaves, seconds, 'leaves/s']),
    forall(shipped_variant(Variant), deepest_perft(Variant)),
    nl,
    initial_position(international, International),
    timed(perft(International, 9, Leaves9), Seconds9),
    Rate9 is Leaves9 / max(Seconds9, 1.0e-9),
    format("international perft(9): ~D leaves in ~3f s, ~0f leaves/s~n~n",
           [Leaves9, Seconds9, Rate9]),
    format("perft(5) from each variant's start, both backends~n"),
    format("~w~t~16|~w~t~26|~w~t~40|~w~t~56|~w~n",
           [variant, leaves, 'C s', 'reference s', ratio]),
    forall(shipped_variant(Variant), backend_ratio(Variant)).

deepest_perft(Variant) :-
    initial_position(Variant, Start),
    perft(Start, 1, _),                     % builds the engine: not timed
    second_budget(Budget),
    deepen(Start, 1, Budget, Depth, Leaves, Seconds),
    Rate is Leaves / max(Seconds, 1.0e-9),
    format("~w~t~16|~d~t~24|~D~t~40|~3f~t~52|~0f~n",
           [Variant, Depth, Leaves, Seconds, Rate]).

deepen(Start, Depth0, Budget, Depth, Leaves, Seconds) :-
    timed(perft(Start, Depth0, Leaves0), Seconds0),
    (   Seconds0 > Budget
    ->  Depth = Depth0, Leaves = Leaves0, Seconds = Seconds0
    ;   Depth1 is Depth0 + 1,
        deepen(Start, Depth1, Budget, Depth, Leaves, Seconds)
    ).

backend_ratio(Variant) :-
    initial_position(Variant, Start),
    c_seconds(Start, 5, Leaves, C),
    garbage_collect,
    timed(perft(Start, 5, Reference, [backend(reference)]), R),
    (   Reference =:= Leaves
    ->  true
    ;   format(user_error, "~w: the backends disagree: ~D against ~D~n",
               [Variant, Leaves, Reference]),
        halt(1)
    ),
    Ratio is R / C,
    format("~w~t~16|~D~t~26|~6f~t~40|~3f~t~56|~0f~n", [Variant, Leaves, C, R, Ratio]).

%   The C backend's time: the mean of as many runs as fill half a second.

c_seconds(Start, Depth, Leaves, Seconds) :-
    perft(Start, Depth, Leaves),
    statistics(cputime, T0),
    c_runs(Start, Depth, T0, 0, Runs),
    statistics(cputime, T1),
    Seconds is (T1 - T0) / Runs.

c_runs(Start, Depth, T0, Runs0, Runs) :-
    perft(Start, Depth, _),
    Runs1 is Runs0 + 1,
    statistics(cputime, T),
    (   T - T0 >= 0.5
    ->  Runs = Runs1
    ;   c_runs(Start, Depth, T0, Runs1, Runs)
    ).

timed(Goal, Seconds) :-
    statistics(cputime, T0),
    call(Goal),
    statistics(cputime, T1),
    Seconds is T1 - T0.
