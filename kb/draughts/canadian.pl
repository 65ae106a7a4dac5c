/*  Canadian draughts (le jeu de dames canadien, "grand jeu"): the rules of
    international draughts on the 12x12 board, 30 men a side on the five
    nearest ranks, squares numbered 1-72 from Black's side.  Its 72
    playing squares are more than a 64-bit board holds: the C engine runs
    it in its wide build (docs/architecture.md, "Wide boards").  Each rule
    fact stands under what it encodes; docs/variants.md tells the rules,
    docs/rules.md what each rule name means.
*/
:- module(kb_canadian,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

% A dark square at each player's left, the double corner at the right, as
% in international draughts; numbered from the upper left, as there.
:- reexport(board_12x12).

%!  rule(?Name, ?Value)
%
%   The rules of Canadian draughts in the vocabulary of docs/rules.md.

% The player with the light pieces moves first.
rule(first_to_move, white).
% Thirty men each, on the dark squares of the five nearest ranks.
rule(men_start_ranks(white), [1, 2, 3, 4, 5]).
rule(men_start_ranks(black), [8, 9, 10, 11, 12]).
% Everything else as in international draughts: men step forward and
% capture forward and backward, men take kings, ...
rule(men_capture_backward, true).
rule(men_capture_kings, true).
% ... kings fly and land on any free square beyond the piece taken, ...
rule(flying_kings, true).
rule(king_landing, anywhere).
% ... pieces taken leave the board when the capture ends and block it
% until then, a man that passes its far rank during a capture is not
% crowned, ...
rule(captured_pieces_block, true).
rule(crown_during_capture, false).
rule(orthogonal_captures, false).
% ... and the capture that takes the most pieces is compulsory, kings and
% men counting alike.
rule(majority_capture, true).
rule(capture_precedence, []).
% Draws: those of international draughts.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 25).
rule(draw_three_kings_against_one, 16).
rule(draw_by_agreement, true).
% PDN: GameType 27 is Canadian draughts.
rule(pdn_game_type, 27).
