/*  Sri Lankan draughts: the rules of international draughts on a 12x12
    board, 30 men a side on the five nearest ranks, as Canadian draughts,
    but with the board turned the other way: a light square at each
    player's left, so that the double corner is at the left and the single
    dark corner at the right.  Its 72 playing squares need the C engine's
    wide build (docs/architecture.md, "Wide boards").  docs/variants.md
    tells the rules and where they were checked; docs/rules.md what each
    rule name means.
*/
:- module(kb_srilankan,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

% The board turned: (1, 1) light, squares numbered from the upper left.
:- reexport(board_12x12_light).

%!  rule(?Name, ?Value)
%
%   The rules of Sri Lankan draughts in the vocabulary of docs/rules.md.

% The player with the light pieces moves first.
rule(first_to_move, white).
% Thirty men each, on the dark squares of the five nearest ranks.
rule(men_start_ranks(white), [1, 2, 3, 4, 5]).
rule(men_start_ranks(black), [8, 9, 10, 11, 12]).
% Men step forward one square and capture forward and backward; they
% take kings too.
rule(men_capture_backward, true).
rule(men_capture_kings, true).
% Kings fly, as in international draughts.
rule(flying_kings, true).
rule(king_landing, anywhere).
rule(captured_pieces_block, true).
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% The capture that takes the most pieces is compulsory.
rule(majority_capture, true).
rule(capture_precedence, []).
% Draws: those of international draughts.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 25).
rule(draw_three_kings_against_one, 16).
rule(draw_by_agreement, true).
% PDN: the standard's list of GameType numbers has none for Sri Lankan
% draughts, so no pdn_game_type is stated.
