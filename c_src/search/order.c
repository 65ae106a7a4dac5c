/* Move ordering: see order.h. */
#include "search/order.h"

#define HISTORY_DEPTH 32   /* a cutoff's depth, for its history bonus, at most */

static bool same_quiet(dm_quiet_move q, const dm_move *m)
{
    return q.from == m->from && q.to == m->to;
}

static bool crowns(const dm_board *board, const dm_position *pos, const dm_move *m)
{
    return !(pos->kings & bb_bit(m->from)) &&
           (m->crowned || (bb_bit(m->to) & board->promotion[pos->side]));
}

static int move_score(const dm_history history, const dm_quiet_move killer[2],
                      const dm_board *board, const dm_position *pos, const dm_move *m)
{
    if (m->captures)
        return DM_ORDER_CAPTURE + 8 * bb_count(m->captured & pos->kings) +
               4 * crowns(board, pos, m);
    if (crowns(board, pos, m))
        return DM_ORDER_CROWNING;
    if (same_quiet(killer[0], m))
        return DM_ORDER_KILLER + 1;
    if (same_quiet(killer[1], m))
        return DM_ORDER_KILLER;
    return history[pos->side][m->from][m->to];
}

void dm_order_score(const dm_history history, const dm_quiet_move killer[2],
                    const dm_board *board, const dm_position *pos,
                    const dm_move_list *list, int hash_move, int score[])
{
    for (int i = 0; i < list->count; i++)
        score[i] = i == hash_move ? DM_ORDER_HASH
                                  : move_score(history, killer, board, pos, &list->move[i]);
}

int dm_order_pick(uint8_t order[], const int score[], int from, int count)
{
    int best = from;
    for (int i = from + 1; i < count; i++)
        if (score[order[i]] > score[order[best]])
            best = i;
    uint8_t chosen = order[best];
    order[best] = order[from];
    order[from] = chosen;
    return chosen;
}

/* Moves a history score by bonus towards +-DM_HISTORY_LIMIT, the less
   the nearer it is: scores stay within the limit, and a move's recent
   results outweigh its old ones. */
static void adjust_history(int *h, int bonus)
{
    int64_t pull = (int64_t)*h * (bonus < 0 ? -bonus : bonus) / DM_HISTORY_LIMIT;
    *h += bonus - (int)pull;
}

/* The failed moves lose what the cutting move gains, so that a move that
   often fails is tried later, reduced more and pruned sooner. */
void dm_order_reward(dm_history history, dm_quiet_move killer[2], const dm_position *pos,
                     const dm_move_list *list, const uint8_t order[], int tried, int depth)
{
    const dm_move *m = &list->move[order[tried]];
    if (!same_quiet(killer[0], m)) {
        killer[1] = killer[0];
        killer[0] = (dm_quiet_move){ m->from, m->to };
    }
    int bonus = depth < HISTORY_DEPTH ? depth * depth : HISTORY_DEPTH * HISTORY_DEPTH;
    adjust_history(&history[pos->side][m->from][m->to], bonus);
    for (int i = 0; i < tried; i++) {
        const dm_move *failed = &list->move[order[i]];
        adjust_history(&history[pos->side][failed->from][failed->to], -bonus);
    }
}

void dm_order_age(dm_history history)
{
    for (int s = 0; s < 2; s++)
        for (int f = 0; f < DM_BB_BITS; f++)
            for (int t = 0; t < DM_BB_BITS; t++)
                history[s][f][t] /= 2;
}
