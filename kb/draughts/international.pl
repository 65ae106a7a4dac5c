/*  International draughts (FMJD): the rules of Brazilian draughts on the
    10x10 board, 20 men a side on the four nearest rows, squares numbered
    1-50 from Black's side.  Each rule fact stands under the article of the
    official FMJD rules it encodes, as docs/variants.md tells them;
    docs/rules.md says what each rule name means.
*/
:- module(kb_international,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

% "The board is placed so that the first square at each player's left is
% dark"; squares are numbered "from left to right, starting at the first
% square of the upper row".
:- reexport(board_10x10).

%!  rule(?Name, ?Value)
%
%   The rules of international draughts in the vocabulary of docs/rules.md.

% Start: "the player with the white men moves first".
rule(first_to_move, white).
% Start: 20 black men on squares 1-20, 20 white men on 31-50.
rule(men_start_ranks(white), [1, 2, 3, 4]).
rule(men_start_ranks(black), [7, 8, 9, 10]).
% Men capture forward and backward.
rule(men_capture_backward, true).
rule(men_capture_kings, true).
% Kings fly, and after a capture may land on any free square beyond the
% piece taken.
rule(flying_kings, true).
rule(king_landing, anywhere).
% Captures: pieces are removed after the capture ends; a piece may not be
% jumped twice (Turkish strike forbidden).
rule(captured_pieces_block, true).
% Promotion: a man passing the king row during a capture and leaving it
% again stays a man.
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% Captures: "the capture of the greatest number of pieces is compulsory";
% kings and men count the same and there is no other priority.
rule(majority_capture, true).
rule(capture_precedence, []).
% Draws: the same position for the third time with the same side to move.
rule(draw_repetition, 3).
% Draws: "during 25 successive moves by each player only kings moved,
% without any capture".
rule(draw_kings_only_moves, 25).
% Draws: three kings (or two kings and a man, or a king and two men)
% against a lone king: 16 more moves at most.  The vocabulary knows only
% the three-king case (docs/variants.md).
rule(draw_three_kings_against_one, 16).
rule(draw_by_agreement, true).
% PDN: GameType 20 is international draughts.
rule(pdn_game_type, 20).
