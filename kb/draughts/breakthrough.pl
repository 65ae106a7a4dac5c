/*  Breakthrough draughts on the international board: every rule of
    international draughts, but the first side to crown a king wins, and
    the game ends with that move.  A side left without a legal move
    before that loses, as in the international game.  docs/rules.md
    says what each rule name means; docs/variants.md tells the rules.
*/
:- module(kb_breakthrough,
          [ rule/2, casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3 ]).

:- reexport(board_10x10).

%!  rule(?Name, ?Value)
%
%   The rules of breakthrough draughts in the vocabulary of
%   docs/rules.md.

% Start and moves: international draughts', unchanged.  No king is ever
% moved: the first crowning ends the game.
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
% The end: the side that crowns a king first wins.
rule(game_won_by, first_king).
% Draws: none can happen.  Men only go forward and there are no kings
% to move, so no position comes back, and the kings-only and three
% kings counts never start; the international values stand, unused.
rule(draw_repetition, 3).
rule(draw_kings_only_moves, 25).
rule(draw_three_kings_against_one, 16).
rule(draw_by_agreement, true).
% PDN: no GameType number is assigned to breakthrough; games are saved
% without one and read back with the option variant(breakthrough).
