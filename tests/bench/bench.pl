/*  The Prolog side of `make bench`: what a user of the library pays.

    Prints perft(11) from the initial position through perft/3 (one foreign
    call), and the average cost of one legal_moves/2 call on the initial
    position over 100,000 calls.  Figures only; the tests check results.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(damas)).

main :-
    initial_position(Start),
    bench_perft(Start, 11),
    bench_legal_moves(Start, 100 000).

bench_perft(Position, Depth) :-
    get_time(T0),
    perft(Position, Depth, Leaves),
    get_time(T1),
    Seconds is T1 - T0,
    format("Prolog perft/3, bulk counting    depth ~d  ~D leaves  ~3f s  ~1f M leaves/s~n",
           [Depth, Leaves, Seconds, Leaves / Seconds / 1.0e6]).

bench_legal_moves(Position, Calls) :-
    statistics(cputime, C0),
    \+ \+ ( between(1, Calls, _), legal_moves(Position, _), fail ; true ),
    statistics(cputime, C1),
    statistics(cputime, E0),
    \+ \+ ( between(1, Calls, _), fail ; true ),
    statistics(cputime, E1),
    Micro is ((C1 - C0) - (E1 - E0)) / Calls * 1.0e6,
    format("legal_moves/2 on the initial position: ~2f microseconds a call (mean of ~D)~n",
           [Micro, Calls]).
