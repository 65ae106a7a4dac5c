/* The static evaluation (eval.h): the geometry it derives from the board,
   and each heuristic's value on small positions worked out by hand.

   Squares are the knowledge base's numbers (docs/notation.md):
   White's back rank is 29-32 and its men crown on 1-4; Black's the other
   way round.  Neighbours as in test_movegen.c: on ranks 8, 6, 4, 2
   (squares 1-4, 9-12, 17-20, 25-28) square n has NW n-4, NE n-3, SW n+4,
   SE n+5; on ranks 7, 5, 3, 1 NW n-5, NE n-4, SW n+3, SE n+4. */
#include "support.h"

#include <string.h>

#include "eval.h"

static dm_eval_tables tables;

static int setup(void **state)
{
    if (support_setup_brazilian(state))
        return -1;
    dm_eval_init(&tables, *state);
    return 0;
}

static int score_of(const dm_board *board, const char *fen, dm_heuristic heuristic)
{
    dm_position pos;
    support_read_fen(board, fen, &pos);
    int score = dm_eval(&tables, &pos, heuristic);
    assert_int_equal(dm_evaluate(board, &pos, heuristic), score);
    return score;
}

/* fen must start with "W:"; the same position with Black to move scores
   the opposite. */
static void expect_score(const dm_board *board, const char *fen, dm_heuristic heuristic,
                         int expected)
{
    char black[128];
    assert_int_equal(score_of(board, fen, heuristic), expected);
    assert_true(fen[0] == 'W' && strlen(fen) < sizeof black);
    strcpy(black, fen);
    black[0] = 'B';
    assert_int_equal(score_of(board, black, heuristic), -expected);
}

static void expect_squares(const dm_board *board, bb_t bits, const char *squares)
{
    assert_int_equal(support_squares_of_bits(board, bits), support_squares(squares));
}

static void test_names(void **state)
{
    dm_heuristic h;
    for (int i = 0; i < DM_HEURISTIC_COUNT; i++) {
        assert_int_equal(dm_heuristic_from_name(dm_heuristic_name((dm_heuristic)i), &h), 0);
        assert_int_equal(h, i);
    }
    assert_string_equal(dm_heuristic_name(DM_HEURISTIC_TRIANGLE), "triangle");
    assert_null(dm_heuristic_name((dm_heuristic)DM_HEURISTIC_COUNT));
    assert_int_equal(dm_heuristic_from_name("best", &h), -1);
}

/* What dm_eval_init derives from the 8x8 board. */
static void test_geometry(void **state)
{
    const dm_board *board = *state;
    const dm_eval_side *white = &tables.side[DM_WHITE], *black = &tables.side[DM_BLACK];
    expect_squares(board, white->back_rank, "29,30,31,32");
    expect_squares(board, black->back_rank, "1,2,3,4");
    expect_squares(board, white->near_crowning, "5,6,7,8");
    expect_squares(board, black->near_crowning, "25,26,27,28");
    assert_int_equal(white->rows, 7);
    assert_int_equal(black->rows, 7);
    expect_squares(board, white->distance[1], "5,6,7,8");
    expect_squares(board, white->distance[4], "17,18,19,20");
    expect_squares(board, white->distance[7], "29,30,31,32");
    expect_squares(board, black->distance[2], "21,22,23,24");
    expect_squares(board, black->distance[7], "1,2,3,4");
    /* Two squares beyond in every direction: the inner 4x4. */
    expect_squares(board, tables.centre, "10,11,14,15,18,19,22,23");
    /* a1-h8, the only diagonal of eight squares. */
    expect_squares(board, tables.long_diagonal, "4,8,11,15,18,22,25,29");
}

/* Man 100, king 300. */
static void test_material(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:W22,K1:B11", DM_HEURISTIC_MATERIAL, 300);
    expect_score(board, "W:W21-32:B1-12", DM_HEURISTIC_MATERIAL, 0);
    expect_score(board, "W:W22:BK11,K12,13", DM_HEURISTIC_MATERIAL, -600);
}

/* White: man 6 one step from crowning (6-1, 6-2) 7, man 22 5, king 30 10:
   22.  Black: man 27 one step from crowning (27-31, 27-32) 7, man 11 5:
   12.  (22 - 12) * 20 = 200. */
static void test_positional(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:W6,22,K30:B27,11", DM_HEURISTIC_POSITIONAL, 200);
    /* 5 (a7) has one forward square, 1: also one step from crowning. */
    expect_score(board, "W:W5:B12", DM_HEURISTIC_POSITIONAL, 40);
    expect_score(board, "W:W21-32:B1-12", DM_HEURISTIC_POSITIONAL, 0);
}

/* White: men 25, 29, 30: p = 3; on the back rank 29 and 30 (2 * 10);
   25's backward neighbours are 29 and 30, a triangle (25).  Black: men 1,
   6 and king 20: b = 2 + 3 = 5; on its back rank 1 (10); 6's backward
   neighbours are 1 and 2, and 2 is empty: no triangle.
   1000 * (3 - 5) / 8 = -250; -250 + 20 + 25 - 10 = -215. */
static void test_triangle(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:W25,29,30:B1,6,K20", DM_HEURISTIC_TRIANGLE, -215);
    /* At the start each side has three triangles (apexes 25, 26, 27 for
       White) and four back-rank men: 0. */
    expect_score(board, "W:W21-32:B1-12", DM_HEURISTIC_TRIANGLE, 0);
    /* Kings count 3: 1000 * (3 - 1) / 4 = 500, truncated toward zero for
       the loser too: 1000 * (1 - 2) / 3 = -333. */
    expect_score(board, "W:WK18:B11", DM_HEURISTIC_TRIANGLE, 500);
    expect_score(board, "W:W22:B9,10", DM_HEURISTIC_TRIANGLE, -333);
}

/* White: men 18, 30, king 29; Black: man 9, king 32.  Five pieces of the
   24 of a full board.
     material    500 - 400 = 100
     trade       100 * 200 / 900 = 22
     advancement White 18 is 3 steps from its back rank, 30 is on it: 3;
                 Black 9 is 2 steps from its back rank: 2.  (3 - 2) at
                 (6 * 24 - 4 * 5) / 24 per step: 124 / 24 = 5
     back rank   White 30, Black none: 1 * 6 * 5 / 24 = 1
     centre      White 18: 5
     king moves  29: 25, 22 (18 is White's): 2; 32: 27, 23 and 28: 3;
                 (2 - 3) * 2 = -2
     diagonal    29 is on a1-h8, 32 is not: 10
   100 + 22 + 5 + 1 + 5 - 2 + 10 = 141. */
static void test_default(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:W18,30,K29:B9,K32", DM_HEURISTIC_DEFAULT, 141);
    expect_score(board, "W:W21-32:B1-12", DM_HEURISTIC_DEFAULT, 0);
}

/* Two kings against one cannot win: White K29, K32 against K4.
     material 600 - 300 = 300, trade 300 * 200 / 900 = 66
     king moves 29: 25 22 18 15 11 8 (6); 32: 27 23 18 14 9 5 and 28 (7);
                4: 8 11 15 18 22 25 (6): (13 - 6) * 2 = 14
     diagonal   29 and 4 both on a1-h8: 0
   380, divided by 16: 23. */
static void test_default_drawn_ending(void **state)
{
    const dm_board *board = *state;
    expect_score(board, "W:WK29,K32:BK4", DM_HEURISTIC_DEFAULT, 23);
    /* A man more, and it is no longer a kings-only ending. */
    assert_true(score_of(board, "W:WK29,K32,26:BK4", DM_HEURISTIC_DEFAULT) > 300);
}

static void test_unknown_heuristic_is_default(void **state)
{
    const dm_board *board = *state;
    const char *fen = "W:W18,30,K29:B9,K32";
    assert_int_equal(score_of(board, fen, (dm_heuristic)99),
                     score_of(board, fen, DM_HEURISTIC_DEFAULT));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_geometry),
        cmocka_unit_test(test_material),
        cmocka_unit_test(test_positional),
        cmocka_unit_test(test_triangle),
        cmocka_unit_test(test_default),
        cmocka_unit_test(test_default_drawn_ending),
        cmocka_unit_test(test_unknown_heuristic_is_default),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
