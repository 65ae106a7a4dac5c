/*  Thai draughts (mak-hot): the 8x8 board of Brazilian draughts with 8 men
    a side on the two nearest rows; men capture only forward; kings fly but
    land directly behind each piece they take; captured pieces leave the
    board at once; captures are free.  Each rule fact stands under the rule
    of the game it encodes, as docs/variants.md tells the game from the
    descriptions it cites; docs/rules.md says what each rule name means.
*/
:- module(kb_thai,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_8x8).

%!  rule(?Name, ?Value)
%
%   The rules of Thai draughts in the vocabulary of docs/rules.md.

% Start: the sources disagree on who moves first (White in most, Black in
% some; "no fixed rule" in others): White, as in the other variants here.
rule(first_to_move, white).
% Start: "each player starts with 8 pieces on the two rows closest to
% their own side".
rule(men_start_ranks(white), [1, 2]).
rule(men_start_ranks(black), [7, 8]).
% Men: "men can move and capture only forward".
rule(men_capture_backward, false).
rule(men_capture_kings, true).
% Kings move any distance along a diagonal ...
rule(flying_kings, true).
% ... and capture at a distance but "stop on the field directly behind the
% piece captured and must go on capturing from there, if possible".
rule(king_landing, behind_piece).
% Captures: "removal of the captured piece is immediate and occurs during
% the capture".
rule(captured_pieces_block, false).
% Promotion: "if a man in a capture reaches the back rank, the move ends
% there and the man is promoted" (men capture only forward anyway).
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% Captures: "there are no priorities of capture: a player may freely
% choose which capture to make".
rule(majority_capture, false).
rule(capture_precedence, []).
% Draws: the descriptions give no draw counts; the library's defaults.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 20).
rule(draw_three_kings_against_one, 20).
rule(draw_by_agreement, true).
% PDN: GameType 31 is Thai draughts.
rule(pdn_game_type, 31).
