/* The search's cold per-thread steps: see worker.h. */
#include "search/worker.h"

#include <time.h>

#include "egdb/database.h"

#define POLL_EVERY 4               /* clock looks between should_stop calls */

double worker_clock(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

void worker_stop(worker *c, dm_stop_reason reason)
{
    if (!c->stop)
        c->reason = reason;
    c->stop = true;
}

void worker_check_limits(worker *c)
{
    const dm_search_limits *l = c->limits;
    c->next_check = c->nodes + CHECK_INTERVAL;
    if (__atomic_load_n(c->shared->stop, __ATOMIC_RELAXED))
        worker_stop(c, DM_STOP_STOPPED);
    if (!c->main)
        return;
    if (l->max_nodes) {
        if (c->nodes >= l->max_nodes)
            worker_stop(c, DM_STOP_NODES);
        else if (c->next_check > l->max_nodes)
            c->next_check = l->max_nodes;
    }
    if (l->max_seconds > 0 && worker_clock() >= c->deadline)
        worker_stop(c, DM_STOP_TIME_OUT);
    if (l->should_stop && ++c->checks % POLL_EVERY == 0 && l->should_stop(l->context))
        worker_stop(c, DM_STOP_STOPPED);
}

/* Whether the game went from a to b by a king step: the same men, no
   piece fewer. */
static bool reversible_between(const dm_position *a, const dm_position *b)
{
    for (int s = 0; s < 2; s++)
        if ((a->pieces[s] & ~a->kings) != (b->pieces[s] & ~b->kings) ||
            bb_count(a->pieces[s]) != bb_count(b->pieces[s]))
            return false;
    return true;
}

void worker_start_line(worker *c, const dm_position *root)
{
    const dm_search_limits *l = c->limits;
    c->base = l->history ? l->history_length : 0;
    for (int i = 0; i <= c->base; i++) {
        const dm_position *p = i < c->base ? &l->history[i] : root;
        c->line_key[i] = dm_zobrist_key(&c->keys, p);
        c->line_reversible[i] =
            i > 0 && reversible_between(i - 1 < c->base ? &l->history[i - 1] : root, p)
                ? c->line_reversible[i - 1] + 1 : 0;
    }
}

bool worker_endgame(const worker *c, const dm_position *pos, int ply, bool horizon,
                    int *score)
{
    const dm_egdb *db = c->limits->egdb;
    if (ply == 0 || !db)
        return false;
    int distance;
    dm_egdb_value value = dm_egdb_probe(db, pos, &distance);
    if (value == DM_EGDB_UNKNOWN)
        return false;
    if (value != DM_EGDB_DRAW) {
        /* Without a distance a win's score measures progress only by
           material and advancement, and every reply of a won position
           scores alike: settled at the first ply, the winner shuffles
           its kings in front of its men until a draw rule ends the game.
           Once the root is in the database such nodes are searched like
           any other, and the database scores the horizon. */
        if (distance == DM_EGDB_NO_DISTANCE && c->play_out_database && !horizon)
            return false;
        int left = plies_to_kings_only_limit(c, ply);
        int three = plies_to_three_kings_limit(c, pos, ply);
        if (three < left)
            left = three;
        if (distance == DM_EGDB_NO_DISTANCE ? left < 2 : distance > left)
            return false;
    }
    return dm_egdb_score(db, pos, score);
}
