/* Boards whose lines are ranks and files (rule lines = orthogonal, Turkish
   draughts on kb/draughts/board_8x8_full.pl, every square played): the
   tables lines.c builds, the boards it refuses, and the Turkish rules on
   hand-built positions (their moves as pydraughts gives them, see
   tests/prolog/test_turkish.pl), each checked turned round as well.

   Squares are numbered 1 = a8 to 64 = h1, row by row: square n has north
   n-8, south n+8, west n-1, east n+1 (same rank). */
#include "support.h"

#include <string.h>

#include "draughts/movegen.h"

#define BOARD_FULL "kb/draughts/board_8x8_full.pl"

#define TURKISH(turns_back)                                                     \
    RULES({ "lines", "orthogonal" }, { "men_capture_backward", "false" },      \
          { "captured_pieces_block", "false" }, { "king_turns_back", turns_back })

static dm_board turkish, turning_back;

static int setup(void **state)
{
    (void)state;
    support_variant_board(&turkish, BOARD_FULL, TURKISH("false"));
    support_variant_board(&turning_back, BOARD_FULL, TURKISH("true"));
    return 0;
}

static void test_tables(void **state)
{
    (void)state;
    assert_int_equal(turkish.squares, 64);
    assert_true(turkish.valid == ~(bb_t)0);
    assert_true(turkish.general_captures);
    assert_true(support_squares_of_bits(&turkish, turkish.promotion[DM_WHITE]) ==
                support_squares("1,2,3,4,5,6,7,8"));
    assert_true(support_squares_of_bits(&turkish, turkish.promotion[DM_BLACK]) ==
                support_squares("57,58,59,60,61,62,63,64"));
    /* No diagonal neighbour anywhere; h4 (40) has no east neighbour,
       although the next bit may be a square. */
    for (int bit = 0; bit < 64; bit++)
        for (int d = 0; d < DM_DIRECTIONS; d++)
            assert_int_equal(turkish.neighbour[bit][d], DM_NO_BIT);
    int h4 = turkish.bit_of_square[40];
    assert_int_equal(turkish.neighbour[h4][DM_DIRECTIONS + 2], DM_NO_BIT);
    assert_int_equal(turkish.square_of_bit[turkish.neighbour[h4][DM_DIRECTIONS + 3]], 39);
    assert_int_equal(turkish.square_of_bit[turkish.neighbour[h4][DM_DIRECTIONS + 0]], 32);
}

/* Men step forward and sideways, never back; a king along ranks and
   files up to the first piece. */
static void test_quiet_moves(void **state)
{
    (void)state;
    expect_moves_both(&turkish, "W:W44:B12",
                      MOVES({ "44-36", "" }, { "44-43", "" }, { "44-45", "" }));
    expect_moves_both(&turkish, "W:W41,60,K57:B24",
                      MOVES({ "41-33", "" }, { "41-42", "" }, { "57-49", "" }, { "57-58", "" },
                            { "57-59", "" }, { "60-52", "" }, { "60-59", "" }, { "60-61", "" }));
}

/* The king takes d6, turns east and takes f7.  Going back south over d6
   to take d2 too would take three: only where the king may turn back. */
static void test_king_does_not_turn_back(void **state)
{
    (void)state;
    expect_moves_both(&turkish, "W:WK36:B20,14,52",
                      MOVES({ "36x15", "14,20" }, { "36x16", "14,20" }));
    static dm_move_list list;
    dm_position pos;
    support_read_fen(&turning_back, "W:WK36:B20,14,52", &pos);
    assert_true(dm_generate_moves(&turning_back, &pos, &list) > 0);
    assert_int_equal(list.move[0].captures, 3);
}

/* Pieces leave as they are taken: the king crosses c4's square again. */
static void test_king_crosses_a_taken_square(void **state)
{
    (void)state;
    expect_moves_both(&turkish, "W:WK33:B35,23,5,51", MOVES({ "33x59", "5,23,35,51" }));
}

/* A man takes sideways, forward, sideways; the single jump g2xg4 takes
   fewer. */
static void test_man_captures_sideways(void **state)
{
    (void)state;
    expect_moves_both(&turkish, "W:W42,55:B43,36,29,47", MOVES({ "42x44x28x30", "29,36,43" }));
    /* Never backward. */
    expect_moves_both(&turkish, "W:W36:B44,12", MOVES({ "36-28", "" }, { "36-35", "" },
                                                     { "36-37", "" }));
}

/* On the last rank in the middle of a capture the man goes on as a man
   (it cannot take g8 from c8) and is crowned where the move ends. */
static void test_crowned_at_the_end(void **state)
{
    (void)state;
    expect_after(&turkish, "W:W19:B11,7", MOVES({ "19x3", "11" }), "19x3", "3", "7", "3");
}

static void expect_init_fails_with(const dm_board_spec *spec, const char *words)
{
    static dm_board board;
    char err[256] = "";
    assert_int_equal(dm_board_init(&board, spec, err, sizeof err), -1);
    if (!strstr(err, words)) {
        print_error("message \"%s\" lacks \"%s\"\n", err, words);
        fail();
    }
}

static void test_boards_refused(void **state)
{
    (void)state;
    static dm_board_spec spec, work;
    char err[256];
    support_load_spec(BOARD_FULL, NULL, &spec);
    assert_int_equal(dm_board_set_rule(&spec, "lines", "orthogonal", err, sizeof err), 0);
    support_init_board(&turkish, &spec);

    /* A step missing: the men would not move by one shift. */
    work = spec;
    work.steps--;
    expect_init_fails_with(&work, "omits");
    /* White stepping back, every step south there is. */
    work = spec;
    for (int square = 1; square <= 56; square++) {
        work.step[work.steps].from = square;
        work.step[work.steps].to = square + 8;
        work.step[work.steps].side = DM_WHITE;
        work.steps++;
    }
    expect_init_fails_with(&work, "never back");
    /* A jump that turns. */
    work = spec;
    work.jump[0].to = work.jump[0].over + 1 == work.jump[0].to ? work.jump[0].over - 8
                                                              : work.jump[0].over + 1;
    expect_init_fails_with(&work, "not along a rank or a file");

    /* The dark-square board's diagonal steps are no ranks or files. */
    support_load_spec(SUPPORT_BOARD_8X8, NULL, &work);
    assert_int_equal(dm_board_set_rule(&work, "lines", "orthogonal", err, sizeof err), 0);
    expect_init_fails_with(&work, "not along a rank or a file");

    assert_int_equal(dm_board_set_rule(&work, "lines", "both", err, sizeof err), -1);
    assert_int_equal(dm_board_set_rule(&work, "king_turns_back", "maybe", err, sizeof err), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tables),
        cmocka_unit_test(test_quiet_moves),
        cmocka_unit_test(test_king_does_not_turn_back),
        cmocka_unit_test(test_king_crosses_a_taken_square),
        cmocka_unit_test(test_man_captures_sideways),
        cmocka_unit_test(test_crowned_at_the_end),
        cmocka_unit_test(test_boards_refused),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
