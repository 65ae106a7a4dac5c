/* Move ordering (search/order.h): the kinds of moves in their order, the
   picking, the killers and the history a cutoff changes. */
#include "support.h"

#include <string.h>

#include "search/order.h"

#define START "W:W21-32:B1-12"

/* The moves of fen, scored with the given history and killers and no
   table move. */
static int score_list(const dm_board *board, const char *fen, const dm_history history,
                      const dm_quiet_move killer[2], dm_move_list *list, int score[])
{
    dm_position pos;
    support_read_fen(board, fen, &pos);
    int n = dm_generate_moves(board, &pos, list);
    assert_true(n > 0);
    dm_order_score(history, killer, board, &pos, list, -1, score);
    return n;
}

static int index_of(const dm_board *board, const dm_move_list *list, const char *text)
{
    return (int)(support_find_move(board, list, text) - list->move);
}

static void test_kinds(void **state)
{
    const dm_board *board = *state;
    static dm_history history;
    memset(history, 0, sizeof history);
    dm_move_list list;
    int score[DM_MAX_MOVES];
    dm_position pos;
    support_read_fen(board, START, &pos);
    dm_generate_moves(board, &pos, &list);
    const dm_move *a = support_find_move(board, &list, "22-18");
    const dm_move *b = support_find_move(board, &list, "21-17");
    const dm_move *h = support_find_move(board, &list, "24-20");
    history[DM_WHITE][h->from][h->to] = 500;
    dm_quiet_move killer[2] = { { a->from, a->to }, { b->from, b->to } };
    int n = score_list(board, START, history, killer, &list, score);
    for (int i = 0; i < n; i++) {
        const dm_move *m = &list.move[i];
        int expected = m->from == killer[0].from && m->to == killer[0].to ? DM_ORDER_KILLER + 1
                       : m->from == killer[1].from && m->to == killer[1].to ? DM_ORDER_KILLER
                       : history[DM_WHITE][m->from][m->to];
        assert_int_equal(score[i], expected);
    }
    assert_int_equal(score[index_of(board, &list, "24-20")], 500);
    dm_order_score(history, killer, board, &pos, &list, 3, score);
    assert_int_equal(score[3], DM_ORDER_HASH);

    /* A quiet crowning step comes before the killers. */
    n = score_list(board, "W:W6:B27", history, killer, &list, score);
    assert_int_equal(n, 2);
    for (int i = 0; i < n; i++)
        assert_int_equal(score[i], DM_ORDER_CROWNING);

    /* Of two captures, the one that takes a king comes first. */
    n = score_list(board, "W:W26,28:B22,K23", history, killer, &list, score);
    assert_int_equal(n, 2);
    assert_int_equal(score[index_of(board, &list, "26x19")], DM_ORDER_CAPTURE + 8);
    assert_int_equal(score[index_of(board, &list, "26x17")], DM_ORDER_CAPTURE);
}

static void test_pick(void **state)
{
    (void)state;
    int score[] = { 5, 9, 1, 9, -3 };
    uint8_t order[] = { 0, 1, 2, 3, 4 };
    int picked[5];
    for (int i = 0; i < 5; i++)
        picked[i] = dm_order_pick(order, score, i, 5);
    int expected[] = { 1, 3, 0, 2, 4 };
    assert_memory_equal(picked, expected, sizeof expected);
}

/* The start position's moves, tried in list order, with an empty
   history and no killers. */
typedef struct {
    dm_history history;
    dm_quiet_move killer[2];
    dm_position pos;
    dm_move_list list;
    uint8_t order[DM_MAX_MOVES];
    int n;
} start_moves;

static void start(const dm_board *board, start_moves *s)
{
    memset(s, 0, sizeof *s);
    support_read_fen(board, START, &s->pos);
    s->n = dm_generate_moves(board, &s->pos, &s->list);
    for (int i = 0; i < s->n; i++)
        s->order[i] = (uint8_t)i;
}

/* A cutoff raises the cutting move by depth squared, lowers the moves
   tried before it as much, leaves the others, and makes the move the
   first killer (the old first one becomes the second). */
static void test_reward(void **state)
{
    const dm_board *board = *state;
    static start_moves s;
    start(board, &s);
    dm_order_reward(s.history, s.killer, &s.pos, &s.list, s.order, 3, 4);
    for (int i = 0; i < s.n; i++) {
        const dm_move *m = &s.list.move[i];
        assert_int_equal(s.history[DM_WHITE][m->from][m->to], i < 3 ? -16 : i == 3 ? 16 : 0);
        assert_int_equal(s.history[DM_BLACK][m->from][m->to], 0);
    }
    assert_int_equal(s.killer[0].from, s.list.move[3].from);
    assert_int_equal(s.killer[0].to, s.list.move[3].to);
    dm_order_reward(s.history, s.killer, &s.pos, &s.list, s.order, 5, 2);
    assert_int_equal(s.killer[0].from, s.list.move[5].from);
    assert_int_equal(s.killer[1].from, s.list.move[3].from);
    assert_int_equal(s.killer[1].to, s.list.move[3].to);
    /* The same killer again does not push the second out. */
    dm_order_reward(s.history, s.killer, &s.pos, &s.list, s.order, 5, 2);
    assert_int_equal(s.killer[1].from, s.list.move[3].from);
}

/* However many cutoffs, scores stay within the limit, below the killers,
   and come near it. */
static void test_history_bounded(void **state)
{
    const dm_board *board = *state;
    static start_moves s;
    start(board, &s);
    for (int k = 0; k < 100000; k++)
        dm_order_reward(s.history, s.killer, &s.pos, &s.list, s.order, 1, 64);
    int up = s.history[DM_WHITE][s.list.move[1].from][s.list.move[1].to];
    int down = s.history[DM_WHITE][s.list.move[0].from][s.list.move[0].to];
    assert_true(up <= DM_HISTORY_LIMIT && up > DM_HISTORY_LIMIT / 2);
    assert_true(down >= -DM_HISTORY_LIMIT && down < -DM_HISTORY_LIMIT / 2);
    assert_true(DM_HISTORY_LIMIT < DM_ORDER_KILLER);
    dm_order_age(s.history);
    assert_int_equal(s.history[DM_WHITE][s.list.move[1].from][s.list.move[1].to], up / 2);
    assert_int_equal(s.history[DM_WHITE][s.list.move[0].from][s.list.move[0].to], down / 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kinds),
        cmocka_unit_test(test_pick),
        cmocka_unit_test(test_reward),
        cmocka_unit_test(test_history_bounded),
    };
    return cmocka_run_group_tests(tests, support_setup_brazilian, NULL);
}
