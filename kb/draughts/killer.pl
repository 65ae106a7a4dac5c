/*  Killer draughts: international draughts with one change, the
    "demotion rule" for captures by a king.  Each rule fact stands under the
    rule it encodes (the rules of Christian Freeling's Killer Draughts,
    as docs/variants.md tells them); docs/rules.md says what each name
    means.
*/
:- module(kb_killer,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_10x10).

%!  rule(?Name, ?Value)
%
%   The rules of Killer draughts in the vocabulary of docs/rules.md.

% "All rules of draughts apply except capture with a king": the values of
% kb/draughts/international.pl ...
rule(first_to_move, white).
rule(men_start_ranks(white), [1, 2, 3, 4]).
rule(men_start_ranks(black), [7, 8, 9, 10]).
rule(men_capture_backward, true).
rule(men_capture_kings, true).
rule(flying_kings, true).
% ... but "if a king must make a capture, and the last piece captured is
% also a king, then the capture must end on the square immediately after
% the last piece captured".  (The rule concerns the last piece only: a
% king taken in the middle of a capture does not restrict where the
% capturing king lands, as long as the capture can go on from there; see
% docs/variants.md.)
rule(king_landing, behind_king).
rule(captured_pieces_block, true).
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
rule(majority_capture, true).
rule(capture_precedence, []).
% Draws: those of international draughts.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 25).
rule(draw_three_kings_against_one, 16).
rule(draw_by_agreement, true).
% PDN: the standard's list of GameType numbers has no Killer draughts, so
% no pdn_game_type is stated (docs/variants.md).
