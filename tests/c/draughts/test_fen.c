/* FEN (PDN 3.0) positions: dm_fen_read and dm_fen_write.

   The format (docs/notation.md): <side>:W<squares>:B<squares>, a K
   before a square marks a king, ranges a-b are allowed, the W and B fields
   and the squares may come in any order, a trailing '.' and surrounding
   white space are tolerated.  Errors are reported with no partial result.

   Error offsets: the index in the text of the character where the problem
   is found; for a square (or a range) that cannot be placed, the first
   digit of that square (or range) number, after any K. */
#include "support.h"

#include <stdio.h>
#include <string.h>

#define INITIAL_WRITTEN "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"

/* Reads fen and checks the pieces (as square lists), the side to move, and
   that dm_fen_write gives `written` back, which reads as the same position. */
static void expect_fen(const dm_board *board, const char *fen, dm_side side,
                       const char *white, const char *black, const char *kings,
                       const char *written)
{
    dm_position pos, again;
    dm_square_sets sets;
    char buffer[256];
    support_read_fen(board, fen, &pos);
    dm_position_to_squares(board, &pos, &sets);
    assert_int_equal(sets.side, side);
    assert_int_equal(sets.white, support_squares(white));
    assert_int_equal(sets.black, support_squares(black));
    assert_int_equal(sets.kings, support_squares(kings));
    size_t length = dm_fen_write(board, &pos, buffer, sizeof buffer);
    assert_int_equal(length, strlen(written));
    assert_string_equal(buffer, written);
    support_read_fen(board, buffer, &again);
    assert_true(support_same_position(&again, &pos));
}

/* The initial position, written with a range, is written back with every
   square listed; the ranges expand to 21..32 and 1..12, no kings. */
static void test_initial_position(void **state)
{
    const dm_board *board = *state;
    expect_fen(board, "W:W21-32:B1-12", DM_WHITE, "21,22,23,24,25,26,27,28,29,30,31,32",
               "1,2,3,4,5,6,7,8,9,10,11,12", "", INITIAL_WRITTEN);
    expect_fen(board, INITIAL_WRITTEN, DM_WHITE, "21,22,23,24,25,26,27,28,29,30,31,32",
               "1,2,3,4,5,6,7,8,9,10,11,12", "", INITIAL_WRITTEN);
}

/* Kings: a white KING may stand on 1-4 (White's promotion row, where a
   white man may not) and a black king on 29-32.  The example of
   notation.md: white king 4, men 22, 23; black man 11, king 30. */
static void test_kings(void **state)
{
    const dm_board *board = *state;
    expect_fen(board, "W:WK4,22,23:B11,K30", DM_WHITE, "4,22,23", "11,30", "4,30",
               "W:WK4,22,23:B11,K30");
    /* Kings and men in any order, both sides with kings, Black to move. */
    expect_fen(board, "B:W23,K1,22:BK32,K29,5", DM_BLACK, "1,22,23", "5,29,32",
               "1,29,32", "B:WK1,22,23:B5,K29,K32");
}

/* The order of the fields and of the squares does not matter; ranges mix
   with single squares; the writer always puts W first, squares ascending. */
static void test_order_and_ranges(void **state)
{
    const dm_board *board = *state;
    expect_fen(board, "B:B1-12:W21-32", DM_BLACK, "21,22,23,24,25,26,27,28,29,30,31,32",
               "1,2,3,4,5,6,7,8,9,10,11,12", "",
               "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    expect_fen(board, "B:W28,K30,21-24:B5-7,1,K26", DM_BLACK, "21,22,23,24,28,30",
               "1,5,6,7,26", "26,30", "B:W21,22,23,24,28,K30:B1,5,6,7,K26");
    /* A range of one square. */
    expect_fen(board, "W:W22-22:B9", DM_WHITE, "22", "9", "", "W:W22:B9");
}

/* Surrounding white space and a trailing '.' are tolerated. */
static void test_white_space_and_final_dot(void **state)
{
    const dm_board *board = *state;
    const char *texts[] = {
        "W:W21-32:B1-12.", "  W:W21-32:B1-12", "W:W21-32:B1-12  \n",
        "\t W:W21-32:B1-12.\n", "W:W21-32:B1-12 . ",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        expect_fen(board, texts[i], DM_WHITE, "21,22,23,24,25,26,27,28,29,30,31,32",
                   "1,2,3,4,5,6,7,8,9,10,11,12", "", INITIAL_WRITTEN);
}

/* A side may have no pieces (an empty field): written as an empty field. */
static void test_empty_fields(void **state)
{
    const dm_board *board = *state;
    expect_fen(board, "W:W:B1,2", DM_WHITE, "", "1,2", "", "W:W:B1,2");
    expect_fen(board, "B:W5:B", DM_BLACK, "5", "", "", "B:W5:B");
    expect_fen(board, "W:W:B", DM_WHITE, "", "", "", "W:W:B");
}

/* A colour may be left out altogether: it has no pieces (W:W28 is a lone
   white man, B:BK1 a lone black king).  The writer still gives both
   fields.  The one field may come with white space and a final dot, and
   a field given twice is still an error (test_errors). */
static void test_one_side_only(void **state)
{
    const dm_board *board = *state;
    expect_fen(board, "W:W28", DM_WHITE, "28", "", "", "W:W28:B");
    expect_fen(board, "B:BK1", DM_BLACK, "", "1", "1", "B:W:BK1");
    expect_fen(board, "B:B1-12  ", DM_BLACK, "", "1,2,3,4,5,6,7,8,9,10,11,12", "",
               "B:W:B1,2,3,4,5,6,7,8,9,10,11,12");
    expect_fen(board, " W:W21-32.", DM_WHITE, "21,22,23,24,25,26,27,28,29,30,31,32", "", "",
               "W:W21,22,23,24,25,26,27,28,29,30,31,32:B");
    expect_fen(board, "W:W", DM_WHITE, "", "", "", "W:W:B");
}

/* Every position met along a game written and read back is the same
   position: a deterministic walk of 2000 plies from the start (restarting
   when a side has no move), choosing moves with a fixed LCG.  Kings appear
   along the way. */
static void test_round_trip_along_games(void **state)
{
    const dm_board *board = *state;
    dm_position pos, again;
    static dm_move_list list;
    char buffer[256];
    uint32_t seed = 12345;
    bool saw_king = false;
    support_read_fen(board, "W:W21-32:B1-12", &pos);
    for (int ply = 0; ply < 2000; ply++) {
        size_t length = dm_fen_write(board, &pos, buffer, sizeof buffer);
        assert_true(length < sizeof buffer);
        assert_int_equal(length, strlen(buffer));
        support_read_fen(board, buffer, &again);
        assert_true(support_same_position(&again, &pos));
        saw_king |= pos.kings != 0;
        int n = dm_generate_moves(board, &pos, &list);
        assert_true(n >= 0);
        if (n == 0) {
            support_read_fen(board, "W:W21-32:B1-12", &pos);
            continue;
        }
        seed = seed * 1103515245u + 12345u;
        dm_make_move(board, &pos, &list.move[(seed >> 16) % (uint32_t)n], &again);
        pos = again;
    }
    assert_true(saw_king);
}

/* ---- Errors ------------------------------------------------------------- */

typedef struct {
    const char *text;
    dm_fen_status status;
    size_t offset;
    int square;         /* the square concerned, or 0 */
} bad_fen;

/* Every error status of fen.h, with where it is found (see the top of the
   file for the convention).  A failing read must leave the output position
   exactly as it was. */
static const bad_fen bad_fens[] = {
    /* side to move not W or B */
    { "X:W21-32:B1-12", DM_FEN_BAD_SIDE, 0, 0 },
    { "  X:W21:B1", DM_FEN_BAD_SIDE, 2, 0 },
    { "", DM_FEN_BAD_SIDE, 0, 0 },
    { ":W21:B1", DM_FEN_BAD_SIDE, 0, 0 },
    /* a piece field starting with neither W nor B */
    { "W:X21:B1", DM_FEN_BAD_FIELD, 2, 0 },
    { "W:W21-32:X1-12", DM_FEN_BAD_FIELD, 9, 0 },
    /* the same field twice */
    { "W:W21-32:W1-12", DM_FEN_DUPLICATE_FIELD, 9, 0 },
    { "B:B1:B2", DM_FEN_DUPLICATE_FIELD, 5, 0 },
    /* no piece field at all */
    { "W", DM_FEN_MISSING_FIELD, 1, 0 },
    { "B  ", DM_FEN_MISSING_FIELD, 3, 0 },
    { "W.", DM_FEN_MISSING_FIELD, 1, 0 },
    /* not a square number */
    { "W:W21,x:B1", DM_FEN_BAD_SQUARE, 6, 0 },
    { "W:W21,,22:B1", DM_FEN_BAD_SQUARE, 6, 0 },
    { "W:W21-:B1", DM_FEN_BAD_SQUARE, 6, 0 },
    { "W:WK:B1", DM_FEN_BAD_SQUARE, 4, 0 },
    /* a number that is no square of the 8x8 board */
    { "W:W0:B1", DM_FEN_SQUARE_RANGE, 3, 0 },
    { "W:W21,33:B1", DM_FEN_SQUARE_RANGE, 6, 33 },
    { "W:W21:B1,K33", DM_FEN_SQUARE_RANGE, 10, 33 },
    { "W:W30-33:B1", DM_FEN_SQUARE_RANGE, 3, 33 },
    /* a range going down */
    { "W:W21-32:B12-5", DM_FEN_BAD_RANGE, 10, 12 },
    /* a square given twice: in one field, in a range, across W and B */
    { "W:W21,21:B1", DM_FEN_DUPLICATE_SQUARE, 6, 21 },
    { "W:W21-25,K24:B1", DM_FEN_DUPLICATE_SQUARE, 10, 24 },
    { "W:W21-32:B1-12,22", DM_FEN_DUPLICATE_SQUARE, 15, 22 },
    { "W:W22:B22", DM_FEN_DUPLICATE_SQUARE, 7, 22 },
    /* a man on its own side's promotion row: white 1-4, black 29-32 */
    { "W:W4:B12", DM_FEN_MAN_ON_PROMOTION, 3, 4 },
    { "W:W1-5:B12", DM_FEN_MAN_ON_PROMOTION, 3, 1 },
    { "W:W21:B12,29", DM_FEN_MAN_ON_PROMOTION, 10, 29 },
    { "B:B32:WK1", DM_FEN_MAN_ON_PROMOTION, 3, 32 },
    /* text after the position */
    { "W:W21-32:B1-12 x", DM_FEN_TRAILING, 15, 0 },
    { "W:W21-32:B1-12..", DM_FEN_TRAILING, 15, 0 },
    { "W:W21:B1:W5", DM_FEN_TRAILING, 8, 0 },
    { "W:W21:B1.x", DM_FEN_TRAILING, 9, 0 },
};

static void test_errors(void **state)
{
    const dm_board *board = *state;
    dm_position read, before, pos;
    support_read_fen(board, "B:WK7,20:B15,K26", &read);
    /* The reader's result has padding it never set: comparing it byte for
       byte read uninitialised memory (valgrind said so).  A copy of its
       fields over a known pattern has every byte defined, padding too. */
    memset(&before, 0xA5, sizeof before);
    before.pieces[DM_WHITE] = read.pieces[DM_WHITE];
    before.pieces[DM_BLACK] = read.pieces[DM_BLACK];
    before.kings = read.kings;
    before.side = read.side;
    for (size_t i = 0; i < sizeof bad_fens / sizeof bad_fens[0]; i++) {
        const bad_fen *b = &bad_fens[i];
        dm_fen_error error = { DM_FEN_OK, 999, 999 };
        memcpy(&pos, &before, sizeof pos);   /* padding included */
        dm_fen_status status = dm_fen_read(board, b->text, &pos, &error);
        if (status != b->status || error.status != b->status ||
            error.offset != b->offset || error.square != b->square) {
            print_error("\"%s\": expected status %d (%s) at offset %zu, square %d;\n"
                        "    got status %d (%s), error.status %d, offset %zu, square %d\n",
                        b->text, (int)b->status, dm_fen_status_text(b->status), b->offset,
                        b->square, (int)status, dm_fen_status_text(status),
                        (int)error.status, error.offset, error.square);
            fail();
        }
        /* No partial result: not a byte of the output changed. */
        assert_memory_equal(&pos, &before, sizeof pos);
    }
}

/* Every status has a description, and they differ. */
static void test_status_texts(void **state)
{
    (void)state;
    for (int s = DM_FEN_OK; s <= DM_FEN_TRAILING; s++) {
        const char *text = dm_fen_status_text((dm_fen_status)s);
        assert_non_null(text);
        assert_true(strlen(text) > 0);
        for (int t = DM_FEN_OK; t < s; t++)
            assert_string_not_equal(text, dm_fen_status_text((dm_fen_status)t));
    }
}

/* A successful read reports DM_FEN_OK in the error record. */
static void test_success_clears_error(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_fen_error error = { DM_FEN_BAD_RANGE, 77, 5 };
    assert_int_equal(dm_fen_read(board, "W:W21-32:B1-12", &pos, &error), DM_FEN_OK);
    assert_int_equal(error.status, DM_FEN_OK);
}

/* dm_fen_write with any buffer size returns the full length and never
   writes at or past buffer[size]; with size > length the text is complete
   and NUL-terminated.  Checked for every size from 0 to length + 2 on the
   initial position and one with kings. */
static void test_write_buffer_sizes(void **state)
{
    const dm_board *board = *state;
    const char *fens[] = { "W:W21-32:B1-12", "B:WK4,22,23:B11,K30" };
    const char *written[] = { INITIAL_WRITTEN, "B:WK4,22,23:B11,K30" };
    for (size_t f = 0; f < 2; f++) {
        dm_position pos;
        char buffer[128];
        size_t length = strlen(written[f]);
        support_read_fen(board, fens[f], &pos);
        assert_true(length + 3 < sizeof buffer);
        for (size_t size = 0; size <= length + 2; size++) {
            memset(buffer, '#', sizeof buffer);
            assert_int_equal(dm_fen_write(board, &pos, buffer, size), length);
            for (size_t i = size; i < sizeof buffer; i++)
                if (buffer[i] != '#') {
                    print_error("size %zu: byte %zu written\n", size, i);
                    fail();
                }
            if (size > length)
                assert_string_equal(buffer, written[f]);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_initial_position),
        cmocka_unit_test(test_kings),
        cmocka_unit_test(test_order_and_ranges),
        cmocka_unit_test(test_white_space_and_final_dot),
        cmocka_unit_test(test_empty_fields),
        cmocka_unit_test(test_one_side_only),
        cmocka_unit_test(test_round_trip_along_games),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_status_texts),
        cmocka_unit_test(test_success_clears_error),
        cmocka_unit_test(test_write_buffer_sizes),
    };
    return cmocka_run_group_tests(tests, support_setup_brazilian, NULL);
}
