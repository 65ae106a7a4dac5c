/*  Frisian draughts (frysk dammen): international draughts' board and
    start, but men and kings also capture along ranks and files, and the
    capture of the highest value must be played (a king is worth more than
    a man and less than two).  Its limits on moving the same king and its
    endgame counts are not in the rule vocabulary: docs/variants.md lists
    them as not implemented.  Each rule fact stands under the rule of the
    game it encodes (the official rules of the Frisian Draughts Association,
    as docs/variants.md tells them); docs/rules.md says what each name
    means.
*/
:- module(kb_frisian,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_10x10).

%!  rule(?Name, ?Value)
%
%   The rules of Frisian draughts in the vocabulary of docs/rules.md.

% Start: "twenty black men stand on squares 1 to 20 and twenty white men
% on squares 31 to 50"; "the player with the white men starts".
rule(first_to_move, white).
rule(men_start_ranks(white), [1, 2, 3, 4]).
rule(men_start_ranks(black), [7, 8, 9, 10]).
% Men: "capturing with a man can take place in any direction (a choice of
% eight) along the horizontal, vertical and diagonal lines".
rule(men_capture_backward, true).
rule(orthogonal_captures, true).
rule(men_capture_kings, true).
% Kings move any distance, along the diagonals only, and capture in the
% eight directions, landing on any free square beyond the piece taken.
rule(flying_kings, true).
rule(king_landing, anywhere).
rule(captured_pieces_block, true).
% Promotion: "a man can be promoted to a king if it ends up on the king
% row after a shot or a simple move".
rule(crown_during_capture, false).
% Captures: the shot of the highest value is compulsory, a king counting
% for less than two men and more than one.
rule(majority_capture, by_value).
% Captures: "if the same value capture is possible using either a king or
% a man, the king must be used".
rule(capture_precedence, [by_king]).
% Draws: Frisian's endgame counts (two kings against one, one against
% one) are not in the vocabulary; the library's defaults stand.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 20).
rule(draw_three_kings_against_one, 20).
rule(draw_by_agreement, true).
% PDN: GameType 40 is Frisian draughts.
rule(pdn_game_type, 40).
