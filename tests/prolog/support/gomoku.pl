/*  What the Gomoku tests share.  Not a test file itself:
    tests/prolog/run_tests.pl loads test_*.pl only.
*/
:- module(test_gomoku_support,
          [ after/2                     % +Moves, -Position
          ]).

:- use_module(library(apply)).
:- use_module(library(gomoku)).

%!  after(+Moves, -Position) is det.
%
%   Position is the position after Moves from the empty board.

after(Moves, Position) :-
    gomoku_initial_position(P0),
    foldl([M, P1, P2]>>gomoku_make_move(P1, M, P2), Moves, P0, Position).
