/*  English draughts (American checkers): the 8x8 board of Brazilian
    draughts with its PDN numbering, men that capture only forward, kings
    that move and capture one square at a time, free choice among captures,
    and Black moves first.  Each rule fact stands under the rule of the
    game it encodes, as the standard descriptions of the game give it
    (docs/variants.md names them); docs/rules.md says what each rule name
    means.
*/
:- module(kb_english,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_8x8).

%!  rule(?Name, ?Value)
%
%   The rules of English draughts in the vocabulary of docs/rules.md.

% Start: Black moves first, from squares 1-12 (the three ranks at the top
% of the standard diagram); White holds 21-32.  The standard start in PDN
% is B:W21-32:B1-12.
rule(first_to_move, black).
rule(men_start_ranks(white), [1, 2, 3]).
rule(men_start_ranks(black), [6, 7, 8]).
% Men move and capture diagonally forward only.
rule(men_capture_backward, false).
rule(men_capture_kings, true).
% Kings move one square in any diagonal direction and capture an adjacent
% piece only (so king_landing, which is about flying kings, is not stated).
rule(flying_kings, false).
rule(captured_pieces_block, true).
% Promotion: a man that reaches the king row by a capture is crowned and
% the move ends; as men capture only forward it could not go on anyway.
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% Captures are compulsory, but when there are several the player chooses
% freely, not necessarily the longest.
rule(majority_capture, false).
rule(capture_precedence, []).
% Draws: the English rules leave draws to a claim (repetition, or 40 moves
% without progress on request); the library's defaults stand in for them.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 20).
rule(draw_three_kings_against_one, 20).
rule(draw_by_agreement, true).
% PDN: GameType 21 is English draughts.
rule(pdn_game_type, 21).
