/*  Test data for tests/c/test_board.c: the Brazilian rules except that a
    man passing the far row during a capture would be crowned there, a rule
    the C engine does not implement (dm_kb_read must refuse it). */
rule(majority_capture, true).
rule(men_capture_backward, true).
rule(flying_kings, true).
rule(crown_during_capture, true).
rule(captured_pieces_block, true).
rule(king_capture_preference, false).
