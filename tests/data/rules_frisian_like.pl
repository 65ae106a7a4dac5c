/*  Test data for tests/c/draughts/test_board.c: rule facts as a variant states
    them, list values included.  The rules that are not about move
    generation must be skipped by the C reader, whatever the shape of
    their values (atoms, integers, lists of integers). */
rule(first_to_move, black).
rule(men_start_ranks(white), [1, 2]).
rule(men_start_ranks(black), [4]).
rule(orthogonal_captures, true).
rule(majority_capture, by_value).
rule(capture_precedence, [by_king, most_kings]).
rule(king_landing, behind_king).
rule(draw_repetition, 3).
rule(draw_by_agreement, false).
rule(pdn_game_type, 40).
% The same fact twice is one value.
rule(king_landing, behind_king).
