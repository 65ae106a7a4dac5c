/* The capture search: see quiescence.h. */
#include "search/quiescence.h"

#include "search/order.h"

/* Searches m's child (list index `index`) with the capture search and
   folds its value into *best, *alpha and the PV.  True when the node is
   done: a cutoff, or the search stopped. */
static bool capture_search_child(worker *c, const dm_position *pos, const dm_move *m,
                                 const dm_position *child, int index, int *best,
                                 int *alpha, int beta, int ply)
{
    enter_child(c, pos, m, child, ply);
    int value = -quiesce(c, child, -beta, -*alpha, ply + 1);
    if (c->stop)
        return true;
    if (value > *best) {
        *best = value;
        if (value > *alpha) {
            *alpha = value;
            update_pv(c, ply, index);
            if (value >= beta) {
                c->cutoffs++;
                return true;
            }
        }
    }
    return false;
}

/* Whether child, the position after a quiet move, is an exchange that
   move offers: the opponent must capture, each of its captures takes one
   piece, and after each the mover can capture back.  The evaluation sees
   the man offered, not that it is paid for at once.  The tables' capture
   test (blind to orthogonal captures) looks first: it may miss an offer,
   never take a move that is none.  lists[ply + 1] and lists[ply + 2] are
   scratch: the search below child fills them again. */
static bool offers_exchange(worker *c, const dm_position *child, int ply)
{
    if (!dm_eval_can_capture(c->eval, child))
        return false;
    int64_t quiet;
    dm_move_list *replies = &c->lists[ply + 1];
    int n = dm_generate_captures(c->board, child, replies, &quiet);
    if (n <= 0)
        return false;
    for (int i = 0; i < n; i++) {
        if (replies->move[i].captures != 1)
            return false;
        dm_position after;
        dm_make_move(c->board, child, &replies->move[i], &after);
        if (dm_generate_captures(c->board, &after, &c->lists[ply + 2], &quiet) <= 0)
            return false;
    }
    return true;
}

/* A quiet node of the capture search: its evaluation stands, unless a
   man steps to its crowning square, or a move offers an exchange, and
   does better.  The evaluation sees a man one step from its crowning,
   not that the step leaves a king that the opponent's replies may or may
   not catch: the capture search below the step finds out.  Exchanges are
   looked for only while no king stands: a king's captures are seldom a
   plain one for one, and its many moves would make the look costly. */
static int quiet_node(worker *c, const dm_position *pos, int alpha, int beta, int ply)
{
    int best = evaluate_at(c, pos, ply);
    bb_t crowning = dm_side_pieces(pos, pos->side) & ~pos->kings &
                    c->eval->side[pos->side].near_crowning;
    bool exchanges = !pos->kings && ply + 3 < DM_MAX_PLY;
    if (best >= beta || !(crowning || exchanges))
        return best;
    if (best > alpha)
        alpha = best;
    int n = dm_generate_moves(c->board, pos, &c->lists[ply]);
    for (int i = 0; i < n; i++) {
        const dm_move *m = &c->lists[ply].move[i];
        bool may_crown = crowning & bb_bit(m->from);
        if (!may_crown && !exchanges)
            continue;
        dm_position child;
        dm_make_move(c->board, pos, m, &child);
        bool crowns = may_crown && (child.kings & bb_bit(m->to));
        if (!crowns && !(exchanges && offers_exchange(c, &child, ply)))
            continue;
        if (capture_search_child(c, pos, m, &child, i, &best, &alpha, beta, ply))
            return c->stop ? 0 : best;
    }
    return best;
}

int quiesce(worker *c, const dm_position *pos, int alpha, int beta, int ply)
{
    c->pv_length[ply] = 0;
    if (!visit(c, ply))
        return 0;
    if (earlier_occurrences(c, ply) == REPETITION_DRAW)
        return DRAW;
    int known;
    if (first_king(c->limits, pos, ply, &known))
        return known;
    if (worker_endgame(c, pos, ply, true, &known))
        return known;
    if (ply >= DM_MAX_PLY - 1)
        return evaluate_at(c, pos, ply);
    /* A quiet position is evaluated (quiet_node): its moves need only be
       counted, unless a man may crown. */
    int64_t quiet;
    int n = dm_generate_captures(c->board, pos, &c->lists[ply], &quiet);
    if (n < 0) {
        c->status = DM_SEARCH_OVERFLOW;
        c->stop = true;
        return 0;
    }
    if (n == 0 && quiet == 0)
        return no_move_score(c->limits, ply);
    if (count_draw(c, pos, ply))
        return DRAW;
    const dm_move_list *list = &c->lists[ply];
    if (n == 0)
        return quiet_node(c, pos, alpha, beta, ply);

    /* Every move is a capture, and one must be made: no standing pat. */
    int score[DM_MAX_MOVES], best = -DM_SCORE_INFINITE;
    uint8_t order[DM_MAX_MOVES];
    dm_order_score(c->history, c->killer[ply], c->board, pos, list, -1, score);
    for (int i = 0; i < n; i++)
        order[i] = (uint8_t)i;
    for (int i = 0; i < n; i++) {
        int index = dm_order_pick(order, score, i, n);
        const dm_move *m = &list->move[index];
        dm_position child;
        dm_make_move(c->board, pos, m, &child);
        if (capture_search_child(c, pos, m, &child, index, &best, &alpha, beta, ply))
            return c->stop ? 0 : best;
    }
    return best;
}
