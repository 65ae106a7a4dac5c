/*  Test data for tests/c/draughts/test_board.c: one rule with two different values;
    the C reader must refuse it, naming it. */
rule(flying_kings, true).
rule(men_capture_backward, false).
rule(flying_kings, false).
