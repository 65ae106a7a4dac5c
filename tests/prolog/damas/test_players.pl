/*  Tests of library(damas/players): every player returns a legal move;
    capture_first takes the most pieces; minimax(1) and minimax(2) choose
    the moves worked out by hand below; the UFF score's parts.  Only
    defines the units; tests/prolog/run_tests.pl runs them.

    The positions' squares are numbered as docs/notation.md draws the
    8x8 board (b8=1 to g1=32, White moving up).
*/
:- module(test_players, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).
:- use_module(library(damas)).
:- use_module(library(damas/players)).
:- use_module('../support/variants').

%   test_players_free: Brazilian draughts without the majority rule,
%   where capture_first has a choice to make (see tests/prolog/support/variants.pl).
variant(test_players_free, [majority_capture-false]).

%   Positions a few plies into a game, reached by random moves from a
%   fixed seed, and the start.
sample_position(Position) :-
    initial_position(Start),
    set_random(seed(7)),
    between(0, 12, Plies),
    random_walk(Plies, Start, Position).

random_walk(0, Position, Position) :-
    !.
random_walk(N, Position0, Position) :-
    legal_moves(Position0, Moves),
    random_member(Move, Moves),
    make_move(Position0, Move, Position1),
    N1 is N - 1,
    random_walk(N1, Position1, Position).

is_legal(Position, Move) :-
    legal_moves(Position, Moves),
    memberchk(Move, Moves).

% A lone white king on a1 (29) hemmed in: black men on b2 (25) and c3
% (22) stand in its only diagonal, and the square behind b2 is taken, so
% White has no legal move.
no_move_fen("W:WK29:B22,25").


:- begin_tests(damas_players).

test(legal_moves, [forall(( sample_position(P),
                            member(Player, [random, capture_first, minimax(1), minimax(2)]) ))]) :-
    player_move(Player, P, Move),
    assertion(is_legal(P, Move)).

test(no_legal_move, [forall(member(Player, [random, capture_first, minimax(2)])), fail]) :-
    no_move_fen(Fen),
    fen_position(Fen, P),
    player_move(Player, P, _).

test(seeded_random_repeats, true(Moves1 == Moves2)) :-
    initial_position(P),
    set_random(seed(11)),
    findall(M, (between(1, 10, _), player_move(random, P, M)), Moves1),
    set_random(seed(11)),
    findall(M, (between(1, 10, _), player_move(random, P, M)), Moves2).

% Without the majority rule, the white man on c3 (22) may take d4 (18)
% and go on over f6 (11) to g7 (8), two pieces, or take b4 (17) and stop
% on a5 (13), one piece.  capture_first always takes two; random does
% not.
test(capture_first_longest, true(Texts == ['22x8'])) :-
    fen_position("W:W22:B11,17,18", P, [variant(test_players_free)]),
    legal_moves(P, Moves),
    assertion(length(Moves, 2)),
    set_random(seed(3)),
    findall(T, ( between(1, 20, _),
                 player_move(capture_first, P, M),
                 move_text(P, M, T) ),
            Texts0),
    sort(Texts0, Texts).

test(capture_first_quiet_moves_at_random, true(Texts == ['23-18', '23-19', '5-1'])) :-
    fen_position("W:W5,23:B4,16", P),
    set_random(seed(5)),
    findall(T, ( between(1, 40, _),
                 player_move(capture_first, P, M),
                 move_text(P, M, T) ),
            Texts0),
    sort(Texts0, Texts).

% White: men a7 (5), e3 (23); Black: men h8 (4), g5 (16).
%   5-1   crowns on b8; nothing to take, nothing hangs:
%         2 + 0 - 0 + 3*0 + 9*1 = 11
%   23-18 a quiet step:                     2 + 0 - 0 + 0 + 0 = 2
%   23-19 f4 can take g5 (h6 empty), and g5 can take f4 (e3 now empty):
%                                           2 + 1 - 1 + 0 + 0 = 2
test(uff_scores, true(Scores == ['23-18'-2, '23-19'-2, '5-1'-11])) :-
    fen_position("W:W5,23:B4,16", P),
    findall(T-S, ( legal_move(P, M),
                   uff_move_score(P, M, S),
                   move_text(P, M, T) ),
            Scores0),
    msort(Scores0, Scores).

test(uff_features,
     true(F == features{can_capture: 1, can_be_captured: 1, captured: 0, became_king: 0})) :-
    fen_position("W:W5,23:B4,16", P),
    uff_move_features(P, "23-19", F).

% Under the majority rule the only move of this position is 22x8,
% taking d4 and f6; afterwards neither side can take anything.
test(uff_capture_scores_three_a_piece, true(S =:= 2 + 0 - 0 + 3*2 + 0)) :-
    fen_position("W:W22:B11,17,18", P),
    legal_moves(P, [M]),
    uff_move_score(P, M, S).

test(minimax_1_best_score, true(T == '5-1')) :-
    fen_position("W:W5,23:B4,16", P),
    player_move(minimax(1), P, M),
    move_text(P, M, T).

% White: men c7 (6), b6 (9), d6 (10), f6 (11); Black: a man on a5 (13).
% Depth 1: crowning, 6-1 or 6-2, scores 2 - 1 + 9 = 10 (it empties c7,
% so a5 can take b6), every other move 2.  Depth 2 sees the reply: after
% a crowning, a5 takes b6, d6 and f6 (a5xc7xe5xg7), and the new king
% cannot take the man on g7: 2 + 3*3 = 11 for Black, a balance of
% 10 - 11 = -1; after any other move Black's only
% move a5-b4 scores 2, a balance of 2 - 2 = 0.  So minimax(2) does not
% crown.
test(minimax_1_crowns, true(From == 6)) :-
    fen_position("W:W6,9,10,11:B13", P),
    player_move(minimax(1), P, M),
    move_from(M, From).

test(minimax_2_sees_the_reply, [forall(between(1, 5, Seed)), true(From \== 6)]) :-
    fen_position("W:W6,9,10,11:B13", P),
    set_random(seed(Seed)),
    player_move(minimax(2), P, M),
    move_from(M, From).

% White: men a3 (21), c3 (22); Black: a man on a5 (13).  Every move
% scores 2 at depth 1.  Depth 2 sees that after 21-17 (a3-b4) Black has
% no move (its man's only step is to b4, and b4 cannot be taken, c3
% being behind it): a win, worth more than any balance of scores.
test(minimax_2_takes_a_win, true(T == '21-17')) :-
    fen_position("W:W21,22:B13", P),
    player_move(minimax(2), P, M),
    move_text(P, M, T).

test(stats, true(Keys == [nodes, pruned, time])) :-
    initial_position(P),
    player_move(minimax(2), P, _, Stats),
    dict_keys(Stats, Keys),
    assertion(Stats.nodes =:= 1 + 7 + 49),
    assertion(Stats.pruned =:= 0),
    assertion(Stats.time >= 0).

test(unknown_player, error(domain_error(damas_player, foo))) :-
    initial_position(P),
    player_move(foo, P, _).

test(bad_depth, error(domain_error(damas_player, minimax(0)))) :-
    initial_position(P),
    player_move(minimax(0), P, _).

test(unbound_player, error(instantiation_error)) :-
    initial_position(P),
    player_move(_, P, _).

test(current_players, true(Kinds == [capture_first, hub, hub, minimax, random, search])) :-
    findall(Name, ( current_player(Player),
                    \+ Player = level(_),
                    functor(Player, Name, _) ),
            Kinds0),
    msort(Kinds0, Kinds).

test(descriptions, [forall(current_player(Player))]) :-
    player_description(Player, Text),
    assertion(string(Text)).

:- end_tests(damas_players).

dict_keys(Dict, Keys) :-
    dict_pairs(Dict, _, Pairs),
    pairs_keys(Pairs, Keys).
