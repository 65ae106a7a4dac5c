/*  Russian draughts (shashki): the 8x8 board of Brazilian draughts, men
    that capture backward and flying kings, but no majority rule, and a man
    that reaches the far row in the middle of a capture is crowned at once
    and goes on capturing as a king.  Each rule fact stands under the rule
    of the game it encodes, as the rules of the Russian Draughts Federation
    and the descriptions of the game give it (docs/variants.md names
    them); docs/rules.md says what each rule name means.
*/
:- module(kb_russian,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_8x8).

%!  rule(?Name, ?Value)
%
%   The rules of Russian draughts in the vocabulary of docs/rules.md.

% Start: the player with the white pieces moves first.
rule(first_to_move, white).
% Start: each player's 12 men stand on the dark squares of the three rows
% nearest to them.
rule(men_start_ranks(white), [1, 2, 3]).
rule(men_start_ranks(black), [6, 7, 8]).
% Men: "jumping can be done forward and backward".
rule(men_capture_backward, true).
rule(men_capture_kings, true).
% Kings move and capture any distance along a diagonal and may stop on any
% free square behind the piece taken.
rule(flying_kings, true).
rule(king_landing, anywhere).
% Captures: "a captured piece is left on the board until all captures in
% a sequence have been made but cannot be jumped again" (Turkish strike
% forbidden).
rule(captured_pieces_block, true).
% Promotion: a man that reaches the far row by a capture "continues
% jumping as a king on the same move, if possible".
rule(crown_during_capture, true).
rule(orthogonal_captures, false).
% Captures: "when there is more than one way to jump, one may choose which
% sequence to make, not necessarily the one that captures the most".
rule(majority_capture, false).
rule(capture_precedence, []).
% Draws: the same position for the third time.
rule(draw_repetition, 3).
% Draws: 15 moves by each side with only kings moving and nothing taken.
rule(draw_kings_only_moves, 15).
% Draws: three kings against a lone king must win within 15 moves.
rule(draw_three_kings_against_one, 15).
rule(draw_by_agreement, true).
% PDN: GameType 25 is Russian draughts.
rule(pdn_game_type, 25).
