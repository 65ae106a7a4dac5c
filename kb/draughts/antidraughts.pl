/*  Antidraughts (give-away, losing draughts) on the international board:
    every rule of international draughts, but the side to move that has
    no legal move, because its pieces are all taken or all blocked, wins
    the game.  The aim is to lose one's pieces; capturing is as
    compulsory as in the international game, which is what makes giving
    pieces away a game.  docs/rules.md says what each rule name means;
    docs/variants.md tells the rules.
*/
:- module(kb_antidraughts,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_10x10).

%!  rule(?Name, ?Value)
%
%   The rules of antidraughts in the vocabulary of docs/rules.md.

% Start and moves: international draughts', unchanged.
rule(first_to_move, white).
rule(men_start_ranks(white), [1, 2, 3, 4]).
rule(men_start_ranks(black), [7, 8, 9, 10]).
rule(men_capture_backward, true).
rule(men_capture_kings, true).
rule(flying_kings, true).
rule(king_landing, anywhere).
rule(captured_pieces_block, true).
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
rule(majority_capture, true).
rule(capture_precedence, []).
% The end: the side to move without a legal move wins.
rule(game_won_by, having_no_move).
% Draws: international draughts' counts are kept.  Three kings against
% one is no winning material here (the side with three kings wants to
% lose them, and the lone king to keep away), but a game that gets
% there without an end in 16 moves is still a draw, as a long ending
% should be.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 25).
rule(draw_three_kings_against_one, 16).
rule(draw_by_agreement, true).
% PDN: no GameType number is assigned to antidraughts; games are saved
% without one and read back with the option variant(antidraughts).
