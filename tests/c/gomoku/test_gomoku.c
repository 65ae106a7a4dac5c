/* Gomoku's board and search (gomoku_board.h, gomoku_search.h), built from
   the windows of kb/gomoku/gomoku.pl as the Prolog side passes them.

   Points are written as on the board (h8) and turned into the engine's
   index (row - 1) * 15 + column - 1 here. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gomoku/board.h"
#include "gomoku/search.h"

#define KB "kb/gomoku/gomoku.pl"

static int point(const char *name)
{
    int column = name[0] - 'a' + 1, row = atoi(name + 1);
    return (row - 1) * 15 + column - 1;
}

/* Reads every window/6 fact of the knowledge base, one to a line. */
static int setup(void **state)
{
    static const char *directions[GM_DIRECTIONS] = { "horizontal", "vertical", "diagonal",
                                                      "antidiagonal" };
    FILE *in = fopen(KB, "r");
    gm_board *board = malloc(sizeof *board);
    int16_t (*points)[GM_ROW] = malloc(sizeof(int16_t[GM_MAX_WINDOWS][GM_ROW]));
    uint8_t direction[GM_MAX_WINDOWS];
    if (!in || !board || !points)
        return -1;
    char line[256], dir[32], p[GM_ROW][8];
    int count = 0;
    while (fgets(line, sizeof line, in))
        if (sscanf(line, "window(%31[a-z], %7[a-o0-9], %7[a-o0-9], %7[a-o0-9], %7[a-o0-9], %7[a-o0-9]).",
                   dir, p[0], p[1], p[2], p[3], p[4]) == 6 && count < GM_MAX_WINDOWS) {
            int d = 0;
            while (d < GM_DIRECTIONS && strcmp(dir, directions[d]) != 0)
                d++;
            direction[count] = (uint8_t)d;
            for (int i = 0; i < GM_ROW; i++)
                points[count][i] = (int16_t)point(p[i]);
            count++;
        }
    fclose(in);
    char error[128];
    int status = gm_board_init(board, 15, count, (const int16_t (*)[GM_ROW])points, direction,
                               error, sizeof error);
    free(points);
    if (status != 0) {
        fprintf(stderr, "gm_board_init: %s\n", error);
        free(board);
        return -1;
    }
    *state = board;
    return 0;
}

static int teardown(void **state)
{
    free(*state);
    return 0;
}

/* The position after the moves, Black first, names separated by blanks. */
static void play(const gm_board *board, gm_position *pos, const char *moves)
{
    char copy[512];
    snprintf(copy, sizeof copy, "%s", moves);
    gm_position_init(board, pos);
    for (char *name = strtok(copy, " "); name; name = strtok(NULL, " ")) {
        assert_int_equal(pos->cell[point(name)], GM_EMPTY);
        gm_make(board, pos, point(name));
    }
}

static void test_windows(void **state)
{
    const gm_board *board = *state;
    assert_int_equal(board->windows, 572);
    assert_int_equal(board->points, 225);
    /* A corner lies on one window of each of three lines, the centre on
       five of each of four. */
    assert_int_equal(board->point_windows[point("a1")], 3);
    assert_int_equal(board->point_windows[point("h8")], 20);
    assert_int_equal(board->next[0][point("a1")], point("b1"));
    assert_int_equal(board->next[1][point("a1")], point("a2"));
    assert_int_equal(board->next[2][point("a1")], point("b2"));
    assert_int_equal(board->previous[3][point("b4")], point("a5"));
    assert_int_equal(board->next[0][point("o1")], -1);
}

/* Five in each direction wins, four does not; the last stone may be
   anywhere in the row. */
static void test_wins_in_four_directions(void **state)
{
    const gm_board *board = *state;
    static const char *rows[][5] = {
        { "a1", "b1", "c1", "d1", "e1" },
        { "o11", "o12", "o13", "o14", "o15" },
        { "k11", "l12", "m13", "n14", "o15" },
        { "a5", "b4", "c3", "d2", "e1" },
        { "f9", "g8", "h7", "i6", "j5" },
    };
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++)
        for (int last = 0; last < 5; last++) {
            gm_position pos;
            gm_position_init(board, &pos);
            for (int i = 0; i < 5; i++)
                if (i != last)
                    gm_place(board, &pos, point(rows[r][i]), GM_WHITE);
            assert_int_equal(pos.winner, GM_NO_WINNER);
            assert_true(pos.fours[GM_WHITE] >= 1);
            gm_place(board, &pos, point(rows[r][last]), GM_WHITE);
            assert_int_equal(pos.winner, GM_WHITE);
        }
}

/* Free-style: six in a row wins, made by filling the gap of XX.XXX. */
static void test_overline_wins(void **state)
{
    const gm_board *board = *state;
    gm_position pos;
    play(board, &pos, "c3 a15 d4 c15 f6 e15 g7 g15 h8 i15");
    assert_int_equal(pos.winner, GM_NO_WINNER);
    gm_make(board, &pos, point("e5"));
    assert_int_equal(pos.winner, GM_BLACK);
    gm_unmake(board, &pos, point("e5"));
    assert_int_equal(pos.winner, GM_NO_WINNER);
    /* Broken rows do not win: X.XXXX with one gap is not five. */
    play(board, &pos, "a1 a15 c1 c15 d1 e15 e1 g15 f1 i15");
    assert_int_equal(pos.winner, GM_NO_WINNER);
}

static uint64_t lcg(uint64_t *state)
{
    *state = *state * 6364136223846793005u + 1442695040888963407u;
    return *state >> 33;
}

static void assert_same_counts(const gm_board *board, const gm_position *pos)
{
    gm_position fresh;
    gm_recompute(board, pos, &fresh);
    assert_memory_equal(pos->count, fresh.count, sizeof pos->count[0] * (size_t)board->windows);
    assert_int_equal(pos->winner, fresh.winner);
    assert_int_equal(pos->fours[0], fresh.fours[0]);
    assert_int_equal(pos->fours[1], fresh.fours[1]);
    assert_int_equal(pos->pattern[0], fresh.pattern[0]);
    assert_int_equal(pos->pattern[1], fresh.pattern[1]);
    assert_true(pos->key == fresh.key);
    assert_int_equal(pos->stones, fresh.stones);
}

/* Random games to the end: after every move and every take-back, the
   incremental counts equal the counts recomputed from the cells. */
static void test_incremental_counts(void **state)
{
    const gm_board *board = *state;
    uint64_t seed = 12345;
    int wins = 0;
    for (int game = 0; game < 200; game++) {
        gm_position pos;
        int moves[GM_MAX_POINTS], played = 0;
        gm_position_init(board, &pos);
        while (pos.winner == GM_NO_WINNER && pos.stones < board->points) {
            int p;
            /* Near the middle, so that rows happen. */
            do
                p = (int)(lcg(&seed) % 7 + 4) * 15 + (int)(lcg(&seed) % 7 + 4);
            while (pos.cell[p] != GM_EMPTY && pos.stones < 49);
            if (pos.cell[p] != GM_EMPTY)
                break;
            gm_make(board, &pos, p);
            moves[played++] = p;
            assert_same_counts(board, &pos);
        }
        wins += pos.winner != GM_NO_WINNER;
        while (played > 0) {
            gm_unmake(board, &pos, moves[--played]);
            assert_same_counts(board, &pos);
        }
        assert_int_equal(pos.stones, 0);
        assert_true(pos.key == 0);
    }
    assert_true(wins > 0);
}

/* h = (v - l) * p / j worked out by hand: Black's run h8-i8 is open at
   both ends (2 * 2 * 2 = 8), White's g8 alone is no run. */
static void test_classroom_terms(void **state)
{
    const gm_board *board = *state;
    gm_position pos;
    play(board, &pos, "h8 g8 i8");
    gm_classroom t;
    gm_classroom_terms(board, &pos, GM_BLACK, &t);
    assert_int_equal(t.v, 2 * 2 * 1);      /* g8 closes the left end */
    assert_int_equal(t.l, 0);
    assert_int_equal(t.p, GM_CLASSROOM_WEIGHT);
    assert_int_equal(t.j, 3);
    assert_int_equal(gm_classroom_value(&t), 4 * 100 / 3);
    play(board, &pos, "h8 a1 i8 a3 j9");
    gm_classroom_terms(board, &pos, GM_WHITE, &t);
    /* Black: h8-i8 (8), i8-j9 (8); White: nothing in a row. */
    assert_int_equal(t.v, 0);
    assert_int_equal(t.l, 16);
}

static gm_search_result search(const gm_board *board, const gm_position *pos, int depth)
{
    gm_search_options options = { .depth = depth, .width = 10,
                                  .heuristic = GM_HEURISTIC_ENGINE,
                                  .tt = dm_tt_new(1u << 20) };
    gm_search_result result;
    assert_int_equal(gm_search(board, pos, &options, &result), 0);
    dm_tt_free(options.tt);
    return result;
}

static void test_search_wins_in_one(void **state)
{
    const gm_board *board = *state;
    gm_position pos;
    /* Black h8 i8 j8 k8 against White's scattered stones. */
    play(board, &pos, "h8 a1 i8 a3 j8 a5 k8 o15");
    gm_search_result r = search(board, &pos, 3);
    assert_true(r.move == point("g8") || r.move == point("l8"));
    assert_true(r.score > GM_WIN_BOUND);
}

static void test_search_blocks_a_four(void **state)
{
    const gm_board *board = *state;
    gm_position pos;
    /* White has d4 e5 f6 g7 closed at c3 by Black; Black must take h8. */
    play(board, &pos, "c3 d4 m13 e5 m2 f6 b13 g7");
    gm_search_result r = search(board, &pos, 4);
    assert_int_equal(r.move, point("h8"));
}

/* A victory by continuous fours, with the depth at one ply: the
   quiescence search must read it.  Black has h8 i8 j8 (g8 is White's),
   k10 k11 (k12 White's) and l9 m9 n9 (o9 White's).  k9 makes a four that
   White must block at j9, then k8 makes two fours (h8-k8 and k8-k11). */
static void test_search_finds_vcf(void **state)
{
    const gm_board *board = *state;
    gm_position pos;
    play(board, &pos, "h8 g8 i8 k12 j8 o9 k10 a1 k11 a3 l9 a5 m9 a7 n9 a15");
    assert_int_equal(pos.fours[GM_BLACK], 0);
    gm_search_result r = search(board, &pos, 1);
    assert_true(r.score > GM_WIN_BOUND);
    /* Whatever the first four (j9 wins too, by an open four on i8-l11
       after k9), White is lost after it. */
    gm_make(board, &pos, r.move);
    assert_true(search(board, &pos, 1).score < -GM_WIN_BOUND);
    /* Without m9 and n9 the fours run out before a double four. */
    play(board, &pos, "h8 g8 i8 k12 j8 o9 k10 a1 k11 a3 l9 a5 c13 a7 c15 a15");
    r = search(board, &pos, 1);
    assert_true(r.score < GM_WIN_BOUND);
}

/* The position of the stones, Black's and White's as lists of names
   (Black's as many as White's or one more), the side to move following
   from the counts. */
static void place(const gm_board *board, gm_position *pos, const char *black,
                  const char *white)
{
    char b[512], w[512], *next_b, *next_w;
    snprintf(b, sizeof b, "%s", black);
    snprintf(w, sizeof w, "%s", white);
    gm_position_init(board, pos);
    char *stone_b = strtok_r(b, " ", &next_b), *stone_w = strtok_r(w, " ", &next_w);
    while (stone_b) {
        gm_make(board, pos, point(stone_b));
        stone_b = strtok_r(NULL, " ", &next_b);
        if (stone_w) {
            gm_make(board, pos, point(stone_w));
            stone_w = strtok_r(NULL, " ", &next_w);
        }
    }
    assert_null(stone_w);
    assert_int_equal(pos->winner, GM_NO_WINNER);
}

/* Boards full of threes from games between two easy players: at one ply
   the quiescence search read the same fours in every order (1.8 and 5.7
   million nodes); the table keeps its results, and once a win is found
   no line that could only win later is searched. */
static void test_search_depth_one_is_cheap(void **state)
{
    const gm_board *board = *state;
    gm_position pos;
    place(board, &pos, "d12 g10 g12 g8 h10 h11 h9 i10 i6 i7 i8",
          "e11 f10 f11 f7 g6 g9 h6 h8 i9 j6 j9");
    gm_search_result r = search(board, &pos, 1);
    assert_true(r.score > GM_WIN_BOUND);
    assert_true(r.nodes < 20000);
    place(board, &pos,
          "d8 f11 f9 g10 g11 g5 g7 h11 h12 h3 h6 h9 i12 i7 i8 j12 j4 j8 j9 k10 k4 k8 "
          "l11 l12 l4 l5 l7 l8 m10 m6 n10 n6 o13 o7 o9",
          "e12 e8 f4 f8 g2 g8 h7 h8 i10 i11 i4 i6 i9 j10 j13 j5 j7 k11 k12 k3 k6 k9 "
          "l10 l6 l9 m11 m12 m8 m9 n11 n12 n5 n7 n8 n9");
    r = search(board, &pos, 1);
    assert_true(r.move >= 0);
    assert_true(r.nodes < 20000);
}

static int stop_at_once(void *calls)
{
    ++*(int *)calls;
    return 1;
}

/* should_stop (the Prolog side's signals) ends a search that would not
   end by itself; the move is then the first of the list. */
static void test_search_should_stop(void **state)
{
    const gm_board *board = *state;
    gm_position pos;
    play(board, &pos, "h8 i9");
    int calls = 0;
    dm_tt *tt = dm_tt_new(1 << 20);
    gm_search_options options = { .depth = 60, .width = 0, .tt = tt,
                                  .should_stop = stop_at_once, .context = &calls };
    gm_search_result r;
    assert_int_equal(gm_search(board, &pos, &options, &r), 0);
    dm_tt_free(tt);
    assert_int_equal(calls, 1);
    assert_true(r.nodes < 100000);
    assert_true(r.move >= 0 && pos.cell[r.move] == GM_EMPTY);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_windows),
        cmocka_unit_test(test_wins_in_four_directions),
        cmocka_unit_test(test_overline_wins),
        cmocka_unit_test(test_incremental_counts),
        cmocka_unit_test(test_classroom_terms),
        cmocka_unit_test(test_search_wins_in_one),
        cmocka_unit_test(test_search_blocks_a_four),
        cmocka_unit_test(test_search_finds_vcf),
        cmocka_unit_test(test_search_depth_one_is_cheap),
        cmocka_unit_test(test_search_should_stop),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
