/* Perft: leaf counts of the legal move tree against the published numbers.

   tests/data/perft.tsv (the published counts) holds rows
   "variant <TAB> fen <TAB> depth <TAB> nodes" with a header line; it is read
   at run time, relative to the repository root.  Duplicate captures (same
   start, landing square and captured set) count once there, as in the
   engine.  Only the Brazilian rows are checked, up to the depths that keep
   the test quick. */
#include "support.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/perft.h"

#define PERFT_TSV "tests/data/perft.tsv"
#define MAX_ROWS 64

typedef struct {
    char fen[128];
    int depth;
    uint64_t nodes;
} perft_row;

static perft_row rows[MAX_ROWS];
static int row_count;

/* Reads the Brazilian rows of PERFT_TSV (once); fails the test when the
   file is missing or malformed. */
static void load_rows(void)
{
    if (row_count > 0)
        return;
    FILE *in = fopen(PERFT_TSV, "r");
    if (!in) {
        print_error("cannot open %s (run the tests from the repository root)\n", PERFT_TSV);
        fail();
    }
    char line[512];
    int number = 0;
    while (fgets(line, sizeof line, in)) {
        char variant[32], fen[128];
        int depth;
        unsigned long long nodes;
        number++;
        line[strcspn(line, "\r\n")] = '\0';
        if (number == 1 || line[0] == '\0')
            continue;   /* the header */
        if (sscanf(line, "%31[^\t]\t%127[^\t]\t%d\t%llu", variant, fen, &depth, &nodes) != 4) {
            fclose(in);
            print_error("%s:%d: malformed line \"%s\"\n", PERFT_TSV, number, line);
            fail();
        }
        if (strcmp(variant, "brazilian") != 0)
            continue;
        assert_true(row_count < MAX_ROWS);
        perft_row *row = &rows[row_count++];
        strcpy(row->fen, fen);
        row->depth = depth;
        row->nodes = nodes;
    }
    fclose(in);
    assert_true(row_count > 0);
}

/* Runs every row of depth <= max_depth with options; checks the count and
   that all depths 1..max_depth were present. */
static void check_rows(const dm_board *board, int max_depth,
                       const dm_perft_options *options)
{
    unsigned seen = 0;
    load_rows();
    for (int i = 0; i < row_count; i++) {
        const perft_row *row = &rows[i];
        if (row->depth > max_depth)
            continue;
        dm_position pos;
        uint64_t leaves = 12345;
        support_read_fen(board, row->fen, &pos);
        dm_perft_status status = dm_perft(board, &pos, row->depth, options, &leaves);
        if (status != DM_PERFT_OK || leaves != row->nodes) {
            print_error("perft(%s, %d) bulk=%d hash=%zu: status %d, %" PRIu64
                        " leaves, expected %" PRIu64 "\n", row->fen, row->depth,
                        (int)options->bulk, options->hash_bytes, (int)status, leaves,
                        row->nodes);
            fail();
        }
        if (row->depth >= 1 && row->depth <= 31)
            seen |= 1u << row->depth;
    }
    for (int d = 1; d <= max_depth; d++)
        if (!(seen & (1u << d))) {
            print_error("%s has no brazilian row of depth %d\n", PERFT_TSV, d);
            fail();
        }
}

/* Depths 1-9 counting the last ply in bulk (dm_count_moves). */
static void test_perft_bulk_to_depth_9(void **state)
{
    dm_perft_options options = { .bulk = true };
    check_rows(*state, 9, &options);
}

/* Depths 1-7 making every move of the last ply (dm_generate_moves). */
static void test_perft_without_bulk_to_depth_7(void **state)
{
    dm_perft_options options = { .bulk = false };
    check_rows(*state, 7, &options);
}

/* Depths 1-9 with a 1 MB hash table of subtree counts, with and without
   bulk counting (the latter to depth 7). */
static void test_perft_hashed_to_depth_9(void **state)
{
    dm_perft_options options = { .bulk = true, .hash_bytes = 1 << 20 };
    check_rows(*state, 9, &options);
    options.bulk = false;
    check_rows(*state, 7, &options);
}

/* A tiny table (a few entries, so nearly every store replaces another) must
   not change a count either. */
static void test_perft_small_hash(void **state)
{
    dm_perft_options options = { .bulk = true, .hash_bytes = 1000 };
    check_rows(*state, 8, &options);
}

/* Depth 0 is the position itself: 1 leaf, with any options, even where the
   side to move has no move; below it such a position has 0 leaves. */
static void test_perft_depth_zero(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    uint64_t leaves = 0;
    dm_perft_options plain = { .bulk = false }, bulk = { .bulk = true },
                     hashed = { .bulk = true, .hash_bytes = 1 << 20 };
    support_read_fen(board, "W:W21-32:B1-12", &pos);
    assert_int_equal(dm_perft(board, &pos, 0, &plain, &leaves), DM_PERFT_OK);
    assert_int_equal(leaves, 1);
    leaves = 0;
    assert_int_equal(dm_perft(board, &pos, 0, &hashed, &leaves), DM_PERFT_OK);
    assert_int_equal(leaves, 1);

    support_read_fen(board, "W:W29:B22,25", &pos);   /* White is blocked */
    for (int d = 0; d <= 4; d++) {
        leaves = 99;
        assert_int_equal(dm_perft(board, &pos, d, &plain, &leaves), DM_PERFT_OK);
        assert_int_equal(leaves, d == 0 ? 1 : 0);
        leaves = 99;
        assert_int_equal(dm_perft(board, &pos, d, &bulk, &leaves), DM_PERFT_OK);
        assert_int_equal(leaves, d == 0 ? 1 : 0);
    }
}

/* A table too large to allocate is DM_PERFT_NO_MEMORY at once.  Sizes
   near SIZE_MAX once wrapped the size computation, which then looped
   forever before the first node (the program hung). */
static void test_perft_huge_hash(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    support_read_fen(board, "W:W21-32:B1-12", &pos);
    const size_t sizes[] = { SIZE_MAX, (size_t)1 << 63, ((size_t)1 << 63) + ((size_t)1 << 62) };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        dm_perft_options options = { .bulk = true, .hash_bytes = sizes[i] };
        uint64_t leaves = 12345;
        assert_int_equal(dm_perft(board, &pos, 3, &options, &leaves), DM_PERFT_NO_MEMORY);
    }
}

/* Depth is at most DM_PERFT_MAX_DEPTH: deeper, the recursion overflowed
   the C stack.  Two kings never finish a game, and their hashed count
   passes 2^64 quickly: DM_PERFT_TOO_MANY, not a wrapped count. */
static void test_perft_depth_limits(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    uint64_t leaves = 12345;
    support_read_fen(board, "W:WK29:BK1", &pos);
    dm_perft_options hashed = { .bulk = true, .hash_bytes = 1 << 20 };
    assert_int_equal(dm_perft(board, &pos, DM_PERFT_MAX_DEPTH + 1, &hashed, &leaves),
                     DM_PERFT_BAD_DEPTH);
    assert_int_equal(dm_perft(board, &pos, 100000, &hashed, &leaves), DM_PERFT_BAD_DEPTH);
    assert_int_equal(dm_perft(board, &pos, DM_PERFT_MAX_DEPTH, &hashed, &leaves),
                     DM_PERFT_TOO_MANY);
    assert_int_equal(leaves, 0);
    assert_int_equal(dm_perft(board, &pos, 12, &hashed, &leaves), DM_PERFT_OK);
    assert_true(leaves > 0);
}

typedef struct {
    int calls;
    int stop_at;        /* answer non-zero from this call on; 0: never */
} stopper;

static int should_stop(void *context)
{
    stopper *s = context;
    s->calls++;
    return s->stop_at > 0 && s->calls >= s->stop_at;
}

/* should_stop is called with the given context while perft runs; a
   non-zero answer stops the count: DM_PERFT_STOPPED and leaves == 0, with
   or without bulk counting or hash table.  An answer of 0 changes nothing. */
static void test_perft_should_stop(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    support_read_fen(board, "W:W21-32:B1-12", &pos);
    const struct { bool bulk; size_t hash; } kinds[] = {
        { true, 0 }, { false, 0 }, { true, 1 << 20 },
    };
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        for (int stop_at = 1; stop_at <= 3; stop_at += 2) {
            stopper s = { 0, stop_at };
            dm_perft_options options = { .bulk = kinds[k].bulk,
                                         .hash_bytes = kinds[k].hash,
                                         .should_stop = should_stop, .context = &s };
            uint64_t leaves = 12345;
            int depth = kinds[k].bulk ? 9 : 8;
            assert_int_equal(dm_perft(board, &pos, depth, &options, &leaves),
                             DM_PERFT_STOPPED);
            assert_int_equal(leaves, 0);
            assert_true(s.calls >= stop_at);   /* asked until it said stop */
        }
        /* Never stopping: the right count, and it was asked. */
        stopper s = { 0, 0 };
        dm_perft_options options = { .bulk = kinds[k].bulk, .hash_bytes = kinds[k].hash,
                                     .should_stop = should_stop, .context = &s };
        uint64_t leaves = 0;
        assert_int_equal(dm_perft(board, &pos, 7, &options, &leaves), DM_PERFT_OK);
        assert_int_equal(leaves, 187302);
        assert_true(s.calls > 0);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_bulk_to_depth_9),
        cmocka_unit_test(test_perft_without_bulk_to_depth_7),
        cmocka_unit_test(test_perft_hashed_to_depth_9),
        cmocka_unit_test(test_perft_small_hash),
        cmocka_unit_test(test_perft_huge_hash),
        cmocka_unit_test(test_perft_depth_limits),
        cmocka_unit_test(test_perft_depth_zero),
        cmocka_unit_test(test_perft_should_stop),
    };
    return cmocka_run_group_tests(tests, support_setup_brazilian, NULL);
}
