/*  Tests of library(gomoku/match): a game between two players ends with
    a result its moves lead to, and a match's scores add up.  Only defines
    the unit; tests/prolog/run_tests.pl runs it.
*/
:- module(test_gomoku_match, []).

:- use_module(library(plunit)).
:- use_module(library(gomoku)).
:- use_module(library(gomoku/match)).
:- use_module('../support/gomoku').

:- begin_tests(gomoku_match).

test(game_ends_with_a_result) :-
    gomoku_play_game(level(easy), level(classroom), [seed(1), opening(2)], Game),
    Game = game(Result, Moves),
    memberchk(Result, [win(black), win(white), draw]),
    % The moves replay to a position whose result is the game's.
    after(Moves, P),
    gomoku_game_over(P, Result).

test(match_scores_add_up) :-
    gomoku_match(level(easy), level(random), [games(2), seed(3), opening(1)], Summary),
    Summary = match(Games, WinsA, WinsB, Draws),
    Games =:= 2,
    WinsA + WinsB + Draws =:= 2.

:- end_tests(gomoku_match).
