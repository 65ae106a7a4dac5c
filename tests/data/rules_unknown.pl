/*  Test data for tests/c/draughts/test_board.c: a rule the vocabulary does not
    know (king_capture_preference was replaced by capture_precedence); the
    C reader must refuse it, naming it. */
rule(majority_capture, true).
rule(king_capture_preference, false).
