/* Endgame databases on the 10x10 board (International draughts: 50
   squares, flying kings, majority capture): the index over 50 squares and
   the engine's bit layout with ghost bits, the values against the
   engine's moves and a proving search, what the kings' endings hold, the
   files, and the search's use of the database.

   The group generates every slice of up to 3 pieces and the kings-only
   slices of 4 (seconds); the 5-piece database is checked by `make
   egdb-check EGDB_VARIANTS=international`.  Squares are the knowledge
   base's numbers, 1-50 from Black's side; the long diagonal is 46-5
   (46, 41, 37, 32, 28, 23, 19, 14, 10, 5). */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "egdb/database.h"
#include "egdb/files.h"
#include "egdb/generate.h"
#include "egdb_fixture.h"
#include "egdb_support.h"
#include "search/search.h"
#include "tools/rules_board.h"

#define LONG_DIAGONAL "5,10,14,19,23,28,32,37,41,46"
#define RULES_INTERNATIONAL "kb/draughts/international.pl"

static dm_board international;
static dm_egdb *database;

static int setup(void **state)
{
    char err[256];
    static dm_board_spec spec;
    if (dm_kb_read(SUPPORT_BOARD_10X10, RULES_INTERNATIONAL, &spec, err, sizeof err) != 0 ||
        dm_board_init(&international, &spec, err, sizeof err) != 0) {
        print_error("the International board: %s\n", err);
        return -1;
    }
    *state = &international;
    /* On two threads: the values are the same on one (test_egdb.c). */
    dm_egdb_generate_options every_then_kings[] = {
        { .max_pieces = 3, .jobs = 2 }, { .max_pieces = 4, .kings_only = true, .jobs = 2 }
    };
    return egdb_fixture_generate(&international, every_then_kings, 2, &database);
}

static int teardown(void **state)
{
    (void)state;
    dm_egdb_free(database);
    return 0;
}

/* The position of a slice index with the pieces as stored and `side` to
   move (for Black, a position of the colour-swapped slice).  False for an
   index without a position. */
static bool position_at(const dm_board *board, const dm_egdb_slice *slice, uint64_t index,
                        dm_side side, dm_position *pos)
{
    uint64_t white, black, kings;
    if (!dm_egdb_unindex(&database->geometry, slice, index, &white, &black, &kings))
        return false;
    dm_square_sets sets = { white, black, kings, side };
    assert_int_equal(dm_position_from_squares(board, &sets, pos), 0);
    return true;
}

static dm_egdb_value value_of_fen(const char *fen, int *distance)
{
    dm_position pos;
    support_read_fen(&international, fen, &pos);
    return egdb_known_value(database, &pos, distance);
}

/* ---- The index over 50 squares ----------------------------------------- */

/* Slice sizes count 50 squares, 45 of them open to a man of each colour
   (not its promotion row): nothing is left of the 8x8 board's 32 and 28. */
static void test_slice_sizes(void **state)
{
    (void)state;
    assert_int_equal(database->geometry.squares, 50);
    assert_int_equal(egdb_slice_of(database, 1, 0, 1, 0)->size, 50 * 49);
    assert_int_equal(egdb_slice_of(database, 0, 1, 0, 1)->size, 45 * 45);
    assert_int_equal(egdb_slice_of(database, 1, 1, 1, 0)->size, 45 * 49 * 48);
    /* C(50,3) * 47, then C(50,2) * C(48,2) */
    assert_int_equal(egdb_slice_of(database, 3, 0, 1, 0)->size, 19600 * 47);
    assert_int_equal(egdb_slice_of(database, 2, 0, 2, 0)->size, 1225 * 1128);
    /* A man's rows: nine steps from the far row to the promotion row. */
    assert_int_equal(database->geometry.rows, 10);
    /* Every material of 2 and 3 pieces, and the kings-only ones of 4. */
    int slices = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++)
        slices += database->slice[slot] != NULL;
    assert_int_equal(slices, 4 + 12 + 3);
}

/* Indexes to positions and back, through the engine's layout (which has
   ghost bits on 10x10): every index of the slices up to 3 pieces and a
   sample of the others, the position with Black to move found as its
   turned twin. */
static void test_index_round_trip(void **state)
{
    const dm_board *board = *state;
    long checked = 0;
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *slice = database->slice[slot];
        if (!slice)
            continue;
        uint64_t step = egdb_pieces_of(slice) <= 3 ? 1 : 97;
        for (uint64_t i = 0; i < slice->size; i += step) {
            uint64_t white, black, kings;
            if (!dm_egdb_unindex(&database->geometry, slice, i, &white, &black, &kings))
                continue;
            assert_true(((white | black) >> 50) == 0);
            assert_int_equal(dm_egdb_index(&database->geometry, slice, white, black, kings), i);
            dm_position pos;
            assert_true(position_at(&international, slice, i, DM_WHITE, &pos));
            dm_position turned = support_turned(board, &pos);
            uint64_t index;
            assert_ptr_equal(dm_egdb_locate(database, &turned, &index), slice);
            assert_int_equal(index, i);
            checked++;
        }
    }
    assert_true(checked > 800000);
}

/* ---- The values against the engine's moves ------------------------------ */

/* Every position of up to 3 pieces and every 11th of the kings-only
   slices of 4, either side to move: its value is the best of its moves'
   values, and in kings-only slices its distance that of its best move,
   which makes every win and loss well founded. */
static void test_values_follow_from_moves(void **state)
{
    assert_true(egdb_check_values_follow(*state, database, position_at, 3, 4, 11) > 2000000);
}

/* Random positions of 3 and 4 pieces: where a plain minimax proves a
   result within 4 plies, the database has the same (5 plies cost seconds
   on 10x10, whose flying kings have up to 17 moves each). */
static void test_agrees_with_search(void **state)
{
    egdb_check_agrees_with_search(*state, database, position_at, 4, 50000);
}

/* ---- Known results ------------------------------------------------------ */

/* A king against a king: a draw but where a capture is forced at once
   (every win proven by the minimax within 3 plies, every loss within 4).
   The king in the corner 46 can only go along the long diagonal, where
   the king on 5 takes it wherever it stops. */
static void test_king_against_king(void **state)
{
    const dm_board *board = *state;
    const dm_egdb_slice *slice = egdb_slice_of(database, 1, 0, 1, 0);
    int draws = 0, decided = 0;
    for (uint64_t i = 0; i < slice->size; i++)
        for (int side = DM_WHITE; side <= DM_BLACK; side++) {
            dm_position pos;
            assert_true(position_at(&international, slice, i, (dm_side)side, &pos));
            long nodes = 1000000;
            switch (egdb_known_value(database, &pos, NULL)) {
            case DM_EGDB_WIN:
                assert_int_equal(egdb_prove(board, &pos, 3, &nodes), 1);
                decided++;
                break;
            case DM_EGDB_LOSS:
                assert_int_equal(egdb_prove(board, &pos, 4, &nodes), -1);
                decided++;
                break;
            default:
                draws++;
            }
        }
    assert_true(draws > 4 * decided);
    int distance;
    assert_int_equal(value_of_fen("W:WK46:BK5", &distance), DM_EGDB_LOSS);
    assert_int_equal(distance, 2);
    /* The king on 5 is as caught by one that holds the long diagonal:
       White steps along it (28-32), and Black's king must come out. */
    assert_int_equal(value_of_fen("W:WK28:BK5", &distance), DM_EGDB_WIN);
    assert_int_equal(distance, 3);
}

/* Kings against a lone king with no capture pending, by whether the lone
   king and the strong ones stand on the long diagonal (what `make
   egdb-check` prints for the 5-piece database, four kings included).
   Two kings against one: the lone king on the long diagonal, neither of
   the two on it: a draw whoever moves, and the two win nowhere unless
   the lone king is caught on an edge or the diagonal.  Three against
   one: the lone king on the long diagonal, to move, none of the three on
   it: a draw; and unlike 8x8, the three do not win off the diagonal in
   general: most such positions are drawn. */
static void test_kings_against_one(void **state)
{
    const dm_board *board = *state;
    uint64_t diagonal = egdb_long_diagonal(board);
    assert_int_equal(diagonal, support_squares(LONG_DIAGONAL));
    egdb_kings_tally two, three;
    assert_true(egdb_kings_against_one(board, database, 2, diagonal, &two));
    assert_true(egdb_kings_against_one(board, database, 3, diagonal, &three));
    for (int lone_to_move = 0; lone_to_move < 2; lone_to_move++) {
        const long *c = two.count[lone_to_move][1][0];
        assert_true(c[DM_EGDB_DRAW] > 6000);
        assert_int_equal(c[DM_EGDB_WIN] + c[DM_EGDB_LOSS], 0);
    }
    const long *held = three.count[1][1][0];
    assert_true(held[DM_EGDB_DRAW] > 70000);
    assert_int_equal(held[DM_EGDB_WIN] + held[DM_EGDB_LOSS], 0);
    long won = 0, drawn = 0;
    for (int strong_on = 0; strong_on < 2; strong_on++) {
        won += three.count[0][0][strong_on][DM_EGDB_WIN];
        drawn += three.count[0][0][strong_on][DM_EGDB_DRAW];
    }
    assert_true(won > 10000 && drawn > 4 * won);
}

/* The draws of three kings against one hold against a search: sampled
   positions with no capture pending, either side to move, that the
   database draws are never proven won or lost by the minimax within 5
   plies.  (Its wins are checked by their distances: a distance counts
   plies to the next capture, a sacrifice often, not to the end.) */
static void test_three_kings_draws_hold(void **state)
{
    const dm_board *board = *state;
    const dm_egdb_slice *slice = egdb_slice_of(database, 3, 0, 1, 0);
    int draws = 0;
    for (uint64_t i = 0; i < slice->size && draws < 20; i += 211) {
        dm_position pos;
        assert_true(position_at(&international, slice, i, (dm_side)(i & 1), &pos));
        dm_position other = pos;
        other.side = dm_opponent(pos.side);
        if (egdb_has_capture(&international, &pos) || egdb_has_capture(&international, &other) ||
            egdb_known_value(database, &pos, NULL) != DM_EGDB_DRAW)
            continue;
        long nodes = 2000000;
        assert_int_equal(egdb_prove(board, &pos, 5, &nodes), 0);
        assert_true(nodes > 0);
        draws++;
    }
    assert_int_equal(draws, 20);
}

/* Majority capture decides.  Black's king on 28 (e5) may take the king
   on 23 alone and land safely beyond it, but from 19 (g7) it can go on
   to take the king on 13 as well, so it must, and then it lands on 8
   (e9), the only square before the king on 2, which takes it. */
static void test_majority_capture(void **state)
{
    const dm_board *board = *state;
    dm_position pos;
    dm_move_list list;
    support_read_fen(board, "B:WK2,K13,K23:BK28", &pos);
    assert_int_equal(dm_generate_moves(board, &pos, &list), 1);
    assert_int_equal(list.move[0].captures, 2);
    int distance;
    assert_int_equal(egdb_known_value(database, &pos, &distance), DM_EGDB_LOSS);
    assert_int_equal(distance, 1);   /* its own capture is the conversion */
}

/* ---- Files -------------------------------------------------------------- */

/* Written and read back the same; refused by the 8x8 Brazilian board, and
   an 8x8 database refused by the 10x10 board, both naming the reason. */
static void test_files(void **state)
{
    const dm_board *board = *state;
    char dir[] = "/tmp/damas_egdb10_XXXXXX", other[] = "/tmp/damas_egdb8_XXXXXX", err[512];
    assert_non_null(mkdtemp(dir));
    dm_egdb *made = dm_egdb_new(board, err, sizeof err);
    dm_egdb_generate_options options = { .max_pieces = 3, .directory = dir, .kings_only = false };
    assert_int_equal(dm_egdb_generate(made, &options, err, sizeof err), 0);
    dm_egdb *loaded = dm_egdb_load(board, dir, err, sizeof err);
    if (!loaded)
        fail_msg("%s", err);
    assert_int_equal(loaded->max_pieces, 3);
    assert_int_equal(loaded->positions, made->positions);
    for (int slot = 0; slot < DM_EGDB_SLICE_SLOTS; slot++) {
        const dm_egdb_slice *a = made->slice[slot], *b = loaded->slice[slot];
        assert_true((a == NULL) == (b == NULL));
        if (!a)
            continue;
        assert_memory_equal(a->values, b->values, (a->size + 4) / 5);
        assert_memory_equal(a->values, database->slice[slot]->values, (a->size + 4) / 5);
        if (a->distances)
            assert_memory_equal(a->distances, b->distances, a->size);
    }
    dm_egdb_free(loaded);
    dm_egdb_free(made);

    dm_board brazilian;
    dm_board_spec spec;
    support_load_spec(SUPPORT_BOARD_8X8, SUPPORT_RULES_BRAZILIAN, &spec);
    support_init_board(&brazilian, &spec);
    assert_null(dm_egdb_load(&brazilian, dir, err, sizeof err));
    assert_non_null(strstr(err, "another board or other rules"));

    assert_non_null(mkdtemp(other));
    made = dm_egdb_new(&brazilian, err, sizeof err);
    dm_egdb_generate_options small = { .max_pieces = 2, .directory = other, .kings_only = false };
    assert_int_equal(dm_egdb_generate(made, &small, err, sizeof err), 0);
    dm_egdb_free(made);
    assert_null(dm_egdb_load(board, other, err, sizeof err));
    assert_non_null(strstr(err, "another board or other rules"));
    support_remove_directory(dir);
    support_remove_directory(other);
}

/* egdb_tool and egdb_check take the board the rules file reexports:
   given International rules alone they once built them on the 8x8
   board, a database of no variant. */
static void test_board_of_rules(void **state)
{
    (void)state;
    char path[256] = "unchanged";
    assert_int_equal(rules_board(RULES_INTERNATIONAL, path, sizeof path), 0);
    assert_string_equal(path, SUPPORT_BOARD_10X10);
    assert_int_equal(rules_board(SUPPORT_RULES_BRAZILIAN, path, sizeof path), 0);
    assert_string_equal(path, SUPPORT_BOARD_8X8);
    assert_int_equal(rules_board("kb/draughts/italian.pl", path, sizeof path), 0);
    assert_string_equal(path, "kb/draughts/board_8x8_light.pl");
    /* A board file reexports no board; a file that is not there. */
    strcpy(path, "unchanged");
    assert_int_equal(rules_board(SUPPORT_BOARD_10X10, path, sizeof path), -1);
    assert_int_equal(rules_board("kb/draughts/no_such_variant.pl", path, sizeof path), -1);
    assert_string_equal(path, "unchanged");
    /* Too small a buffer: refused, not cut short. */
    assert_int_equal(rules_board(RULES_INTERNATIONAL, path, 10), -1);
    assert_string_equal(path, "unchanged");
}

/* ---- The search --------------------------------------------------------- */

static void search(const dm_board *board, const dm_position *pos, const dm_egdb *db,
                   dm_search_result *result)
{
    dm_search_limits limits = { .max_depth = 3, .egdb = db };
    assert_int_equal(dm_search(board, pos, &limits, NULL, result), DM_SEARCH_OK);
}

/* Three kings against one, won with the next capture 9 plies or more
   away: at depth 3 the search without the database sees no win; with it,
   the score is a database win and the move keeps the win. */
static void test_search_finds_win(void **state)
{
    const dm_board *board = *state;
    static dm_search_result with, without;
    const dm_egdb_slice *slice = egdb_slice_of(database, 3, 0, 1, 0);
    int found = 0;
    for (uint64_t i = 0; i < slice->size && found < 5; i += 7) {
        dm_position pos, after;
        int distance;
        assert_true(position_at(&international, slice, i, DM_WHITE, &pos));
        if (egdb_known_value(database, &pos, &distance) != DM_EGDB_WIN || distance < 9)
            continue;
        search(board, &pos, database, &with);
        search(board, &pos, NULL, &without);
        assert_true(with.score > DM_EVAL_LIMIT && with.score < DM_SCORE_WIN_BOUND);
        assert_true(without.score < DM_EVAL_LIMIT);
        dm_make_move(board, &pos, &with.best, &after);
        assert_int_equal(egdb_known_value(database, &after, NULL), DM_EGDB_LOSS);
        found++;
    }
    assert_int_equal(found, 5);
}

/* Both sides playing the search with the database from won endings of
   three kings against one: each capture comes after exactly the
   database's distance, and the winner takes the last piece. */
static void test_search_converts(void **state)
{
    const dm_board *board = *state;
    static dm_search_result result;
    static dm_move_list list;
    const dm_egdb_slice *slice = egdb_slice_of(database, 3, 0, 1, 0);
    int games = 0;
    for (uint64_t i = 3; i < slice->size && games < 4; i += 1009) {
        dm_position pos;
        int distance, plies = 0, captures = 0;
        assert_true(position_at(&international, slice, i, DM_WHITE, &pos));
        if (egdb_has_capture(&international, &pos) ||
            egdb_known_value(database, &pos, &distance) != DM_EGDB_WIN || distance < 5)
            continue;
        while (dm_generate_moves(board, &pos, &list) > 0) {
            search(board, &pos, database, &result);
            assert_true(result.has_move);
            bool capture = result.best.captures > 0;
            dm_make_move(board, &pos, &result.best, &pos);
            plies++;
            if (capture) {
                assert_int_equal(plies, distance);
                captures++;
                plies = 0;
                if (dm_generate_moves(board, &pos, &list) == 0)
                    break;
                egdb_known_value(database, &pos, &distance);
            }
            assert_true(plies <= distance);
        }
        assert_int_equal(pos.side, DM_BLACK);
        assert_true(captures > 0);
        games++;
    }
    assert_int_equal(games, 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_slice_sizes),
        cmocka_unit_test(test_index_round_trip),
        cmocka_unit_test(test_values_follow_from_moves),
        cmocka_unit_test(test_agrees_with_search),
        cmocka_unit_test(test_king_against_king),
        cmocka_unit_test(test_kings_against_one),
        cmocka_unit_test(test_three_kings_draws_hold),
        cmocka_unit_test(test_majority_capture),
        cmocka_unit_test(test_files),
        cmocka_unit_test(test_board_of_rules),
        cmocka_unit_test(test_search_finds_win),
        cmocka_unit_test(test_search_converts),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
