/*  How the search spends a time budget: on 50 positions of random games
    (fixed seed, every one with two legal moves or more), a search of
    time(Budget) from a fresh table each, and

      - the share of searches the deadline cut inside an iteration
        (stop_reason `time_out`);
      - the mean share of the budget used.

        swipl tests/bench/search_time.pl            (budgets 0.1 and 1 s)
        swipl tests/bench/search_time.pl 0.5        (one budget)

    Figures only, and they depend on the machine's load: nothing here is
    a test.  With an older library that has no stop_reason, a search that
    used 99% of its budget or more counts as cut.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(random)).
:- use_module(library(solution_sequences)).
:- use_module(library(damas)).
:- use_module(library(damas/search)).

main(Argv) :-
    (   Argv = [Text]
    ->  atom_number(Text, Budget),
        Budgets = [Budget]
    ;   Budgets = [0.1, 1]
    ),
    findall(P, limit(50, sample_position(P)), Positions),
    forall(member(B, Budgets), report(Positions, B)).

main :-
    current_prolog_flag(argv, Argv),
    main(Argv).

sample_position(Position) :-
    set_random(seed(11)),
    initial_position(Start),
    between(1, 400, _),
    Plies is 2 + random(40),
    random_walk(Plies, Start, Position),
    legal_moves(Position, Moves),
    length(Moves, N),
    N > 1.

random_walk(0, Position, Position) :-
    !.
random_walk(N, Position0, Position) :-
    legal_moves(Position0, Moves),
    Moves \== [],
    random_member(Move, Moves),
    make_move(Position0, Move, Position1),
    N1 is N - 1,
    random_walk(N1, Position1, Position).

report(Positions, Budget) :-
    maplist(timed_search(Budget), Positions, Results),
    pairs_keys_values(Results, Cuts, Shares),
    length(Positions, N),
    sum_list(Cuts, Cut),
    sum_list(Shares, Share),
    CutShare is 100 * Cut / N,
    Used is 100 * Share / N,
    format("time(~w): ~d positions, cut by the deadline ~1f%, budget used ~1f% (mean)~n",
           [Budget, N, CutShare, Used]).

timed_search(Budget, Position, Cut-Share) :-
    (   catch(search_context_new(Context, []), error(existence_error(_, _), _), fail)
    ->  search(Position, Result, [time(Budget), context(Context)])
    ;   search(Position, Result, [time(Budget)])
    ),
    (   get_dict(stop_reason, Result, Reason)
    ->  (   Reason == time_out -> Cut = 1 ; Cut = 0 )
    ;   (   Result.time >= 0.99 * Budget -> Cut = 1 ; Cut = 0 )
    ),
    Share is Result.time / Budget.
