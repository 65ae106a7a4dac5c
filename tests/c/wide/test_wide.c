/* The wide engine (-DDAMAS_WIDE, 128-bit boards; docs/architecture.md,
   "Wide boards") on the 12x12 boards of 72 playing squares.

   Canadian draughts from the start against the published counts
   (tests/data/perft_variants.tsv holds the same numbers); Sri Lankan
   draughts is Canadian on the board turned light corner first, a mirror
   image, so its counts must be the same; a midgame position of a random
   Canadian game against the counts of the reference rules in Prolog
   (prolog/damas/reference.pl); and the layout and the square sets above
   square 64. */
#include "support.h"

#include <inttypes.h>
#include <stdio.h>

#include "draughts/fen.h"
#include "draughts/movegen.h"
#include "draughts/perft.h"

#define BOARD_12X12 "kb/draughts/board_12x12.pl"
#define BOARD_12X12_LIGHT "kb/draughts/board_12x12_light.pl"
#define CANADIAN "kb/draughts/canadian.pl"
#define SRILANKAN "kb/draughts/srilankan.pl"
#define START "W:W43-72:B1-30"

/* Canadian draughts from the start, depths 1-6: the test tables of the
   dctl draughts library (Rein Halberstadt), 12x12 board, captures with
   the same start, landing square and pieces taken counted once. */
static const uint64_t canadian_start[] = { 1, 11, 121, 1222, 10053, 79049, 584100 };
#define START_DEPTH 6

/* After 60 random moves of a Canadian game: the counts of the reference
   rules in Prolog (perft/4 with backend(reference)). */
#define MIDGAME "W:W41,42,49,51,52,53,55,57,59,60,61,63,65,66,67,68,69,70,71:" \
                "B1,2,4,5,6,7,8,9,10,11,14,16,17,18,20,22,24,25,30"
static const uint64_t midgame[] = { 1, 19, 288, 5172, 79926 };
#define MIDGAME_DEPTH 4

static void load(dm_board *board, const char *board_path, const char *rules_path)
{
    static dm_board_spec spec;
    support_load_spec(board_path, rules_path, &spec);
    support_init_board(board, &spec);
}

static uint64_t perft(const dm_board *board, const dm_position *pos, int depth, bool bulk)
{
    dm_perft_options options = { .bulk = bulk };
    uint64_t leaves = 0;
    assert_int_equal(dm_perft(board, pos, depth, &options, &leaves), DM_PERFT_OK);
    return leaves;
}

static void expect_counts(const dm_board *board, const char *fen, const uint64_t counts[],
                          int depth)
{
    dm_position pos;
    support_read_fen(board, fen, &pos);
    for (int d = 1; d <= depth; d++)
        for (int bulk = 0; bulk <= 1; bulk++) {
            uint64_t leaves = perft(board, &pos, d, bulk);
            if (leaves != counts[d]) {
                print_error("%s perft(%d), bulk %d: %" PRIu64 ", expected %" PRIu64 "\n",
                            fen, d, bulk, leaves, counts[d]);
                fail();
            }
        }
}

static void test_layout_uses_bits_above_64(void **state)
{
    static dm_board board;
    load(&board, BOARD_12X12, CANADIAN);
    assert_int_equal(board.squares, 72);
    assert_int_equal(bb_count(board.valid), 72);
    assert_true((board.valid >> 64) != 0);
}

static void test_canadian_start(void **state)
{
    static dm_board board;
    load(&board, BOARD_12X12, CANADIAN);
    expect_counts(&board, START, canadian_start, START_DEPTH);
}

/* The table of subtree counts hashes all 128 bits of a position. */
static void test_canadian_start_hashed(void **state)
{
    static dm_board board;
    load(&board, BOARD_12X12, CANADIAN);
    dm_position pos;
    support_read_fen(&board, START, &pos);
    dm_perft_options options = { .bulk = true, .hash_bytes = 1u << 20 };
    uint64_t leaves = 0;
    assert_int_equal(dm_perft(&board, &pos, START_DEPTH, &options, &leaves), DM_PERFT_OK);
    assert_int_equal(leaves, canadian_start[START_DEPTH]);
}

static void test_srilankan_start_mirrors_canadian(void **state)
{
    static dm_board board;
    load(&board, BOARD_12X12_LIGHT, SRILANKAN);
    expect_counts(&board, START, canadian_start, START_DEPTH);
}

static void test_canadian_midgame(void **state)
{
    static dm_board board;
    load(&board, BOARD_12X12, CANADIAN);
    expect_counts(&board, MIDGAME, midgame, MIDGAME_DEPTH);
}

/* Pieces on squares above 64 survive reading and writing a FEN. */
static void test_fen_round_trip_above_64(void **state)
{
    static dm_board board;
    load(&board, BOARD_12X12, CANADIAN);
    const char *fen = "B:W43,65,K72:BK1,30,64";
    dm_position pos;
    support_read_fen(&board, fen, &pos);
    char text[256];
    assert_true(dm_fen_write(&board, &pos, text, sizeof text) > 0);
    assert_string_equal(text, fen);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_layout_uses_bits_above_64),
        cmocka_unit_test(test_canadian_start),
        cmocka_unit_test(test_canadian_start_hashed),
        cmocka_unit_test(test_srilankan_start_mirrors_canadian),
        cmocka_unit_test(test_canadian_midgame),
        cmocka_unit_test(test_fen_round_trip_above_64),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
