/* The Eximo engine (eximo_board, eximo_movegen, eximo_search) on hand-built
   positions, one or more per rule of docs/eximo.md, and perft from the
   start.

   The board is built from kb/eximo/eximo.pl, read line by line here (its facts
   are written one per line by kb/eximo/generate.pl), as library(eximo)
   builds it from the same facts.  Positions are written as lists of
   square names; squares a1..h8 are 1..64, bit n-1 for square n. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eximo/board.h"
#include "eximo/movegen.h"
#include "eximo/search.h"

static ex_side side_named(const char *name)
{
    return strcmp(name, "white") == 0 ? EX_WHITE : EX_BLACK;
}

static int setup(void **state)
{
    FILE *in = fopen("kb/eximo/eximo.pl", "r");
    if (!in)
        return -1;
    ex_board *board = malloc(sizeof *board);
    if (!board) {
        fclose(in);
        return -1;
    }
    ex_board_init(board);
    char line[256], side[16], error[256];
    int a, b, c, facts = 0;
    bool ok = true;
    while (ok && fgets(line, sizeof line, in)) {
        if (sscanf(line, "step(%15[a-z], %d, %d).", side, &a, &b) == 3)
            ok = ex_board_add_step(board, side_named(side), a, b, error, sizeof error);
        else if (sscanf(line, "jump(%15[a-z], %d, %d, %d).", side, &a, &b, &c) == 4)
            ok = ex_board_add_jump(board, side_named(side), a, b, c, error, sizeof error);
        else if (sscanf(line, "capture(%15[a-z], %d, %d, %d).", side, &a, &b, &c) == 4)
            ok = ex_board_add_capture(board, side_named(side), a, b, c, error, sizeof error);
        else if (sscanf(line, "start(%15[a-z], %d).", side, &a) == 2)
            ok = ex_board_add_square(board, EX_START, side_named(side), a, error, sizeof error);
        else if (sscanf(line, "drop_zone(%15[a-z], %d).", side, &a) == 2)
            ok = ex_board_add_square(board, EX_DROP_ZONE, side_named(side), a, error, sizeof error);
        else if (sscanf(line, "far_row(%15[a-z], %d).", side, &a) == 2)
            ok = ex_board_add_square(board, EX_FAR_ROW, side_named(side), a, error, sizeof error);
        else if (sscanf(line, "first_player(%15[a-z]).", side) == 1)
            board->first_player = side_named(side);
        else
            continue;
        facts++;
    }
    fclose(in);
    /* 308 steps, 240 jumps, 432 captures, 32 + 24 + 16 squares, 1 first player. */
    if (!ok || facts != 1053 || !ex_board_check(board, error, sizeof error)) {
        fprintf(stderr, "kb/eximo/eximo.pl: %s (%d facts)\n", ok ? "bad board" : error, facts);
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

/* The bit index of a square name such as "c3". */
static int sq(const char *name)
{
    return (name[1] - '1') * 8 + (name[0] - 'a');
}

/* A mask of the space-separated square names. */
static uint64_t squares(const char *names)
{
    uint64_t mask = 0;
    char copy[256];
    snprintf(copy, sizeof copy, "%s", names);
    for (char *t = strtok(copy, " "); t; t = strtok(NULL, " "))
        mask |= UINT64_C(1) << sq(t);
    return mask;
}

static ex_position position(ex_side side, const char *white, const char *black)
{
    ex_position pos = { .side = side };
    pos.pieces[EX_WHITE] = squares(white);
    pos.pieces[EX_BLACK] = squares(black);
    return pos;
}

static ex_move_list *moves_of(const ex_board *board, const ex_position *pos)
{
    ex_move_list *list = malloc(sizeof *list);
    assert_non_null(list);
    assert_true(ex_generate_moves(board, pos, list));
    return list;
}

/* The move of list whose route is the space-separated names, or NULL. */
static const ex_move *find_route(const ex_move_list *list, const char *route)
{
    uint8_t path[EX_MAX_PATH];
    int n = 0;
    char copy[256];
    snprintf(copy, sizeof copy, "%s", route);
    for (char *t = strtok(copy, " "); t; t = strtok(NULL, " "))
        path[n++] = (uint8_t)sq(t);
    for (int i = 0; i < list->count; i++)
        if (list->moves[i].length == n && memcmp(list->moves[i].path, path, (size_t)n) == 0)
            return &list->moves[i];
    return NULL;
}

static void start_position(void **state)
{
    const ex_board *board = *state;
    ex_position pos;
    ex_initial_position(board, &pos);
    assert_int_equal(pos.side, EX_WHITE);
    assert_true(pos.pieces[EX_WHITE] ==
                squares("b1 c1 d1 e1 f1 g1 b2 c2 d2 e2 f2 g2 b3 c3 f3 g3"));
    assert_true(pos.pieces[EX_BLACK] ==
                squares("b8 c8 d8 e8 f8 g8 b7 c7 d7 e7 f7 g7 b6 c6 f6 g6"));
}

/* Steps go forward or diagonally forward, to empty squares only. */
static void steps(void **state)
{
    ex_position pos = position(EX_WHITE, "d4 d5", "h8");
    ex_move_list *list = moves_of(*state, &pos);
    /* d4: c5, e5 (d5 is taken; d4:d6 is a jump); d5: c6, d6, e6. */
    assert_non_null(find_route(list, "d4 c5"));
    assert_non_null(find_route(list, "d4 e5"));
    assert_null(find_route(list, "d4 d5"));
    assert_non_null(find_route(list, "d4 d6"));
    assert_int_equal(find_route(list, "d4 d6")->kind, EX_MOVE_JUMP);
    assert_null(find_route(list, "d4 c4"));
    assert_null(find_route(list, "d4 d3"));
    assert_int_equal(list->count, 6);
    free(list);
    pos = position(EX_BLACK, "a1", "d5");
    list = moves_of(*state, &pos);
    assert_int_equal(list->count, 3);
    assert_non_null(find_route(list, "d5 c4"));
    assert_non_null(find_route(list, "d5 d4"));
    assert_non_null(find_route(list, "d5 e4"));
    free(list);
}

/* A jump over a friend must go on while it can; no capture during it. */
static void jumps_go_on(void **state)
{
    ex_position pos = position(EX_WHITE, "c2 c3 c5", "h8");
    ex_move_list *list = moves_of(*state, &pos);
    assert_null(find_route(list, "c2 c4"));
    assert_non_null(find_route(list, "c2 c4 c6"));
    free(list);
    /* The route may branch: both ends are moves, neither is required to be longest. */
    pos = position(EX_WHITE, "d2 d3 c5 e5", "a8");
    list = moves_of(*state, &pos);
    assert_non_null(find_route(list, "d2 d4 b6"));
    assert_non_null(find_route(list, "d2 d4 f6"));
    assert_null(find_route(list, "d2 d4"));
    free(list);
}

/* Capturing is mandatory, sideways too, and goes on while it can. */
static void captures(void **state)
{
    ex_position pos = position(EX_WHITE, "d4 a1", "e4 h8");
    ex_move_list *list = moves_of(*state, &pos);
    assert_int_equal(list->count, 1);
    assert_non_null(find_route(list, "d4 f4"));
    assert_true(list->moves[0].captured == squares("e4"));
    free(list);
    /* d4xf4 must go on over f5 to f6; then over e6 sideways to d6. */
    pos = position(EX_WHITE, "d4", "e4 f5 e6 a8");
    list = moves_of(*state, &pos);
    assert_int_equal(list->count, 1);
    assert_non_null(find_route(list, "d4 f4 f6 d6"));
    ex_position next;
    ex_make_move(*state, &pos, &list->moves[0], &next);
    assert_true(next.pieces[EX_BLACK] == squares("a8"));
    assert_true(next.pieces[EX_WHITE] == squares("d6"));
    assert_int_equal(next.side, EX_BLACK);
    free(list);
    /* No capture backwards. */
    pos = position(EX_WHITE, "d4", "d3 h8");
    list = moves_of(*state, &pos);
    assert_int_equal(list->count, 3);
    for (int i = 0; i < list->count; i++)
        assert_int_equal(list->moves[i].kind, EX_MOVE_STEP);
    free(list);
}

/* The far row: the piece leaves, its owner drops two, one or no pieces. */
static void far_row_drops(void **state)
{
    ex_position pos = position(EX_WHITE, "a7", "h1");
    ex_move_list *list = moves_of(*state, &pos);
    /* a7-a8 and a7-b8, each with C(12, 2) = 66 drops. */
    assert_int_equal(list->count, 2 * 66);
    ex_position next;
    ex_make_move(*state, &pos, &list->moves[0], &next);
    assert_int_equal(__builtin_popcountll(next.pieces[EX_WHITE]), 2);
    assert_true((next.pieces[EX_WHITE] & squares("a8 b8 a7")) == 0);
    free(list);
    /* One free drop square (b1): one drop. */
    pos = position(EX_WHITE, "a7 c1 d1 e1 f1 g1 b2 c2 d2 e2 f2 g2", "h5");
    list = moves_of(*state, &pos);
    const ex_move *m = find_route(list, "a7 a8");
    assert_non_null(m);
    assert_int_equal(m->drop_count, 1);
    assert_int_equal(m->drops[0], sq("b1"));
    free(list);
    /* A full drop zone: none. */
    pos = position(EX_WHITE, "a7 b1 c1 d1 e1 f1 g1 b2 c2 d2 e2 f2 g2", "h5");
    list = moves_of(*state, &pos);
    m = find_route(list, "a7 a8");
    assert_non_null(m);
    assert_int_equal(m->drop_count, 0);
    free(list);
}

/* A jump or capture route ends on the far row, even if it could go on. */
static void far_row_ends_routes(void **state)
{
    ex_position pos = position(EX_BLACK, "h5", "c3 c2");
    ex_move_list *list = moves_of(*state, &pos);
    const ex_move *m = find_route(list, "c3 c1");
    assert_non_null(m);
    assert_int_equal(m->kind, EX_MOVE_JUMP);
    /* Black's drop zone b7-g8 is empty: 66 ways. */
    int arrivals = 0;
    for (int i = 0; i < list->count; i++)
        if (list->moves[i].length == 2 && list->moves[i].path[0] == sq("c3") &&
            list->moves[i].path[1] == sq("c1"))
            arrivals++;
    assert_int_equal(arrivals, 66);
    free(list);
    /* b6xb8 reaches the far row and stops, though b8xd8 over c8 would
       go on. */
    pos = position(EX_WHITE, "b6 g1", "b7 c8 h1");
    list = moves_of(*state, &pos);
    assert_non_null(find_route(list, "b6 b8"));
    assert_null(find_route(list, "b6 b8 d8"));
    free(list);
}

/* No move: the side to move has lost (the search says so). */
static void no_move(void **state)
{
    ex_position pos = position(EX_BLACK, "d4", "");
    ex_move_list *list = moves_of(*state, &pos);
    assert_int_equal(list->count, 0);
    free(list);
    pos = position(EX_BLACK, "a3 a2", "a4");   /* a4 is blocked, no capture back */
    list = moves_of(*state, &pos);
    assert_int_equal(list->count, 1);          /* a4-b3 */
    free(list);
    ex_search_limits limits = { .max_depth = 3 };
    ex_search_result result;
    pos = position(EX_BLACK, "d4", "");
    assert_int_equal(ex_search(*state, &pos, &limits, &result), EX_SEARCH_NO_MOVE);
}

/* Counts of the reference rules of prolog/eximo.pl, computed with
       perft(P, D, N, [backend(reference)])
   from initial_position(P); tests/prolog/test_eximo.pl compares the two
   backends live on the same position. */
static void perft_from_start(void **state)
{
    static const uint64_t expected[] = { 1, 40, 1600, 60284, 2093190 };
    ex_position pos;
    ex_initial_position(*state, &pos);
    for (int depth = 0; depth <= 4; depth++) {
        uint64_t count;
        assert_true(ex_perft(*state, &pos, depth, &count));
        assert_int_equal(count, expected[depth]);
    }
}

/* The search takes a free piece and wins a race it can see. */
static void search_finds_win(void **state)
{
    /* White captures Black's last piece: d4xd6 wins at once. */
    ex_position pos = position(EX_WHITE, "d4 a1", "d5");
    ex_search_limits limits = { .max_depth = 4, .tt_bytes = 1 << 16 };
    ex_search_result result;
    assert_int_equal(ex_search(*state, &pos, &limits, &result), EX_SEARCH_OK);
    assert_int_equal(result.best.kind, EX_MOVE_CAPTURE);
    assert_true(result.score >= EX_WIN - EX_MAX_PLY);
    /* The evaluation is symmetric: mirrored colours give the same score. */
    ex_position white = position(EX_WHITE, "c3 d4", "e6");
    ex_position black = position(EX_BLACK, "e3", "c6 d5");
    assert_int_equal(ex_evaluate(*state, &white), ex_evaluate(*state, &black));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(start_position),
        cmocka_unit_test(steps),
        cmocka_unit_test(jumps_go_on),
        cmocka_unit_test(captures),
        cmocka_unit_test(far_row_drops),
        cmocka_unit_test(far_row_ends_routes),
        cmocka_unit_test(no_move),
        cmocka_unit_test(perft_from_start),
        cmocka_unit_test(search_finds_win),
    };
    return cmocka_run_group_tests_name("eximo", tests, setup, teardown);
}
