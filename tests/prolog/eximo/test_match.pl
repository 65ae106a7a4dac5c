/*  Tests of library(eximo/match): a game ends with an outcome its plies
    count, a match alternates colours and its scores add up.  Only defines
    the unit; tests/prolog/run_tests.pl runs it.
*/
:- module(test_eximo_match, []).

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(random)).
:- use_module(library(eximo/match)).

:- begin_tests(eximo_match).

test(match_game_ends) :-
    set_random(seed(7)),
    play_game(random, capture_first, [max_moves(400)], game(Outcome, Plies, Moves)),
    assertion(memberchk(Outcome, [white, black, draw])),
    length(Moves, Plies).

test(match_alternates_colours) :-
    match(random, random, 4, [seed(3), max_moves(300)], match(A, B, D, Games)),
    assertion(A + B + D =:= 4),
    assertion(forall(member(game(W, C, _), Games), memberchk(W-C, [a-white, a-black, b-white, b-black, draw-none]))).

:- end_tests(eximo_match).
