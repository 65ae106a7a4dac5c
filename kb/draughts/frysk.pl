/*  Frysk!: Frisian draughts (kb/draughts/frisian.pl) with five men a
    side, each side's on its first row: White's on squares 46-50,
    Black's on 1-5.  Every other rule is Frisian's, as frisian.pl states
    it (the limits on moving the same king and Frisian's endgame counts
    are not in the vocabulary, as there).  docs/rules.md says what each
    rule name means; docs/variants.md tells the rules.
*/
:- module(kb_frysk,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_10x10).

%!  rule(?Name, ?Value)
%
%   The rules of Frysk! in the vocabulary of docs/rules.md.

% Start: five men a side on the first row, White moves first.
rule(first_to_move, white).
rule(men_start_ranks(white), [1]).
rule(men_start_ranks(black), [10]).
% Captures, kings and promotion: Frisian draughts'.
rule(men_capture_backward, true).
rule(orthogonal_captures, true).
rule(men_capture_kings, true).
rule(flying_kings, true).
rule(king_landing, anywhere).
rule(captured_pieces_block, true).
rule(crown_during_capture, false).
rule(majority_capture, by_value).
rule(capture_precedence, [by_king]).
% The end and the draws: Frisian draughts'.
rule(game_won_by, opponent_without_move).
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 20).
rule(draw_three_kings_against_one, 20).
rule(draw_by_agreement, true).
% PDN: no GameType number is assigned to Frysk!; games are saved
% without one and read back with the option variant(frysk).
