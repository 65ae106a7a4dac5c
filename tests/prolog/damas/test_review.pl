/*  Tests of library(damas/review): the score of each position of a
    game from White's side, the part of a game asked for, the turning
    points and the end of a finished game.  Only defines the units;
    tests/prolog/run_tests.pl runs them.
*/
:- module(test_review, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(damas)).
:- use_module(library(damas/game)).
:- use_module(library(damas/review)).

played(Start, Texts, Game) :-
    new_game([position(Start)], Game0),
    foldl(play_text, Texts, Game0, Game).

play_text(Text, Game0, Game) :-
    game_position(Game0, Position),
    text_move(Position, Text, Move),
    game_play(Game0, Move, Game).

:- begin_tests(damas_review).

test(every_position_once) :-
    initial_position(brazilian, Start),
    played(Start, ["c3-d4", "f6-g5", "g3-f4"], Game),
    game_review(Game, Review, [nodes(1000)]),
    maplist([R, P]>>get_dict(ply, R, P), Review, Plies),
    assertion(Plies == [0, 1, 2, 3]),
    Review = [First|_],
    assertion(First.turning == false),
    assertion(abs(First.score) < 100).

% White to move with a man more: White's score is positive whoever is
% to move.
test(scores_are_whites) :-
    fen_position("B:W21,22,23,24:B9,10,11", Black),
    new_game([position(Black)], G1),
    game_review(G1, [R1], [nodes(2000)]),
    assertion(R1.score > 50),
    fen_position("W:W21,22,23,24:B9,10,11", White),
    new_game([position(White)], G2),
    game_review(G2, [R2], [nodes(2000)]),
    assertion(R2.score > 50).

% A man given away is a turning point against the side that played it;
% a quiet move is none.
test(blunder_is_a_turning_point) :-
    fen_position("W:W21,22,23,24,27:B5,6,7,8,14", Start),
    played(Start, ["23-18"], Blunder),
    game_review(Blunder, [_, After], [nodes(4000)]),
    assertion(After.turning == true),
    assertion(After.score < -100),
    played(Start, ["24-19"], Quiet),
    game_review(Quiet, [_, Calm], [nodes(4000)]),
    assertion(Calm.turning == false).

test(part_of_the_game) :-
    initial_position(brazilian, Start),
    played(Start, ["c3-d4", "f6-g5", "g3-f4", "g7-f6"], Game),
    game_review(Game, Review, [nodes(1000), from(2), count(2)]),
    maplist([R, P]>>get_dict(ply, R, P), Review, Plies),
    assertion(Plies == [2, 3]),
    game_review(Game, Past, [from(9)]),
    assertion(Past == []).

test(finished_game) :-
    fen_position("B:W22:B", Start),
    new_game([position(Start)], Game),
    game_review(Game, [R], []),
    assertion(R.score == 10000),
    assertion(R.outcome == win(white)).

test(bad_option, [error(type_error(positive_integer, none))]) :-
    new_game(Game),
    game_review(Game, _, [nodes(none)]).

:- end_tests(damas_review).
