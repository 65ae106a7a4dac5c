/*  Turkish draughts: hand-built positions whose legal moves were computed
    independently by pydraughts 0.6.7 (github AttackingOrDefending/pydraughts,
    MIT; its squares are numbered as kb/draughts/board_8x8_full.pl's, 1 = a8
    to 64 = h1), checked through both backends: a king's capture turning a
    right angle, never back (king_turns_back false), a capture crossing the
    square of a piece taken earlier in the move (captured_pieces_block
    false), a man's capture sideways then forward, the majority rule, and a
    man reaching the last rank during a capture, crowned only at the end.
    The perft counts from the start are in ../data/perft_variants.tsv
    (test_variants.pl).  Only defines the units; run_tests.pl runs them.
*/
:- module(test_turkish, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(damas)).

%   pydraughts_moves(?Name, ?Fen, ?Moves): the distinct legal moves
%   pydraughts gives, each From-To-Captured with Captured the sorted
%   squares taken.

% The king takes d6 and turns east to take f7; turning back south over
% d6 to take d2 as well would take three.
pydraughts_moves(king_turns_not_back, "W:WK36:B20,14,52",
                 [36-15-[14, 20], 36-16-[14, 20]]).
% The king takes c4, g6, e8 and crosses c4's square, already empty, to
% take c2.
pydraughts_moves(king_crosses_a_taken_square, "W:WK33:B35,23,5,51",
                 [33-59-[5, 23, 35, 51]]).
% Three turns: north over d2, north again over d4, east over f5.
pydraughts_moves(king_goes_on_and_turns, "W:WK60:B52,36,38,30",
                 [60-31-[30, 36, 52], 60-32-[30, 36, 52]]).
pydraughts_moves(king_three_pieces, "W:WK57:B41,27,29,45,53",
                 [57-30-[27, 29, 41], 57-31-[27, 29, 41], 57-32-[27, 29, 41]]).
% A man takes sideways (c3), forward (d4), sideways (e5); the single
% capture g2xg3 takes fewer.
pydraughts_moves(man_sideways_then_forward, "W:W42,55:B43,36,29,47",
                 [42-30-[29, 36, 43]]).
% Reaching the last rank during the capture, the man goes on as a man: it
% cannot take g8 from a distance.
pydraughts_moves(man_not_crowned_during_capture, "W:W19:B11,7",
                 [19-3-[11]]).
% Black men step south and sideways, never north.  (No king here:
% pydraughts 0.6.7 lets a king's quiet move pass over pieces along a rank
% or file, which no rule allows.)
pydraughts_moves(black_men_steps, "B:W44,45,37:B29,53",
                 [29-28-[], 29-30-[], 53-52-[], 53-54-[], 53-61-[]]).

move_triple(Move, From-To-Captured) :-
    move_from(Move, From),
    move_to(Move, To),
    move_captures(Move, Captured0),
    msort(Captured0, Captured).

moves(Fen, Backend, Triples) :-
    fen_position(Fen, Position, [variant(turkish)]),
    legal_moves(Position, Moves, [backend(Backend)]),
    maplist(move_triple, Moves, Triples0),
    msort(Triples0, Triples).

:- begin_tests(turkish).

test(pydraughts_moves, [forall(( pydraughts_moves(_, Fen, Expected0),
                                 member(Backend, [c, reference]) )),
                        true(Moves == Expected)]) :-
    msort(Expected0, Expected),
    moves(Fen, Backend, Moves).

test(crowned_at_the_end_of_the_capture, [forall(member(Backend, [c, reference])),
                                         true(Piece == king(white))]) :-
    fen_position("W:W19:B11,7", Position, [variant(turkish)]),
    legal_moves(Position, [Move], [backend(Backend)]),
    make_move(Position, Move, After),
    piece_at(After, 3, Piece).

test(start_position, Fen == "W:W41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56:B9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24") :-
    initial_position(turkish, Start),
    position_fen(Start, Fen0),
    atom_string(Fen0, Fen).

% With rule(lines, orthogonal), a board whose steps go along diagonals is
% refused by name, whichever backend reads it.
test(diagonal_steps_are_no_orthogonal_lines,
     [setup(initial_position(brazilian, _)),
      forall(member(Backend, [c, reference])),
      error(domain_error(damas_board, movepeca(_, _, _)), _)]) :-
    fen_position("W:W21:B12", Position, [variant(test_turkish_diagonal)]),
    legal_moves(Position, _, [backend(Backend)]).

:- end_tests(turkish).

test_turkish_diagonal:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N).
test_turkish_diagonal:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S).
test_turkish_diagonal:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T).
test_turkish_diagonal:orthogonal(F, D, T) :- kb_brazilian:orthogonal(F, D, T).
test_turkish_diagonal:rule(lines, orthogonal).
