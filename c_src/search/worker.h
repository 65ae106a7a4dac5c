/* One thread's search state, and the per-node steps that the main search
   (search.c) and the capture search (quiescence.c) share: counting nodes,
   evaluating, following the line for repetitions and draw counts.  The
   small steps are inline: they run at every node, and a call across files
   would cost each node.  Private to the search folder. */
#ifndef DAMAS_SEARCH_WORKER_H
#define DAMAS_SEARCH_WORKER_H

#include <string.h>

#include "draughts/hash.h"
#include "draughts/movegen.h"
#include "search/order.h"
#include "search/limits.h"
#include "search/tt.h"

#define CHECK_INTERVAL 1024        /* nodes between looks at the clock */
#define EVAL_CACHE_SIZE (1 << 16)  /* entries of a worker's evaluation cache, a power of 2 */
#define DRAW 0
#define REPETITION_SPAN 256        /* plies a repetition is looked for */
#define COUNT_FAR 255              /* plies to a draw limit: this or more is "far" */
#define NO_THREE_KINGS (-1)

/* What the threads of one search share. */
typedef struct {
    int *stop;                     /* read with relaxed atomics; set to end all */
} shared_state;

/* One thread's search. */
typedef struct {
    const dm_board *board;
    const dm_search_limits *limits;
    const shared_state *shared;
    bool main;                     /* the calling thread: limits and callbacks */
    dm_tt *tt;
    const dm_eval_tables *eval;    /* limits->eval, or the call's own (run) */
    dm_zobrist keys;
    uint64_t salt;                 /* the heuristic's mark on table keys */
    double start, deadline;
    uint64_t nodes, cutoffs, tt_hits, next_check;
    unsigned checks;
    int selective_depth;
    bool stop;
    dm_search_status status;
    dm_stop_reason reason;         /* why stop was set */
    int root_best;                 /* index of the previous iteration's move */
    /* The root is a database win or loss without distances (men on the
       board): its wins are played out below the root, not settled at once
       (see worker_endgame()). */
    bool play_out_database;
    /* The best root move of the running iteration, once a move's value
       beat alpha in full (-1: none yet). */
    int iteration_best, iteration_score, iteration_pv_length;
    uint8_t iteration_pv[DM_MAX_PLY];
    /* The line from the oldest history position to the current node:
       keys, and the reversible plies (king steps) that led to each. */
    uint64_t *line_key;
    int *line_reversible;
    int base;                      /* the root's index in the line */
    /* The draw counts of each node on the current line, by ply: king steps
       in a row without a capture, and the stronger side's moves since three
       kings against one stood (NO_THREE_KINGS if they do not); extensions
       made above the node. */
    int kings_only[DM_MAX_PLY + 1];
    int three_kings[DM_MAX_PLY + 1];
    int extensions[DM_MAX_PLY + 1];
    /* Evaluations of this search by position key: each iteration
       evaluates again most leaves of the one before. */
    struct { uint32_t check; int32_t score; } eval_cache[EVAL_CACHE_SIZE];
    dm_quiet_move killer[DM_MAX_PLY][2];
    dm_history history;
    int pv_length[DM_MAX_PLY];
    uint8_t pv[DM_MAX_PLY][DM_MAX_PLY];   /* move indexes in each node's list */
    dm_move_list lists[DM_MAX_PLY];
} worker;

/* ---- Cold steps (worker.c) ---------------------------------------------- */

/* Seconds on the monotonic clock. */
double worker_clock(void);

/* Ends the search for reason, unless it already ends for another. */
void worker_stop(worker *c, dm_stop_reason reason);

/* Looks at the limits (nodes, clock, the caller's should_stop, the other
   threads), every CHECK_INTERVAL nodes. */
void worker_check_limits(worker *c);

/* Fills the line with the game before the root, and the root. */
void worker_start_line(worker *c, const dm_position *root);

/* Whether the endgame database settles pos, a node below the root, and
   its score: beyond any evaluation, below a mate score (egdb.h).  The
   database's values ignore the draw counts, so a win or loss is taken only
   when the counts cannot end the game first: in a kings-only ending when
   the capture it promises comes within the plies left before either limit
   (the capture resets both counts); in an ending with men, when the winner
   still has a move in hand to reset the kings-only count with a man. */
bool worker_endgame(const worker *c, const dm_position *pos, int ply, bool horizon,
                    int *score);

/* ---- Per-node steps ----------------------------------------------------- */

/* Counts a node; false when the search must stop. */
static inline bool visit(worker *c, int ply)
{
    if (++c->nodes >= c->next_check)
        worker_check_limits(c);
    if (ply > c->selective_depth)
        c->selective_depth = ply;
    return !c->stop;
}

/* ---- Scores ------------------------------------------------------------- */

static inline int evaluate(const worker *c, const dm_position *pos)
{
    int score = dm_eval(c->eval, pos, c->limits->heuristic);
    return c->limits->game_won_by == DM_WON_BY_HAVING_NO_MOVE ? -score : score;
}

/* The evaluation of the node at ply on the current line, from the cache
   when it holds it.  Its index and check are different bits of the key,
   so a wrong score needs 48 bits to agree by chance. */
static inline int evaluate_at(worker *c, const dm_position *pos, int ply)
{
    uint64_t key = c->line_key[c->base + ply];
    size_t slot = (size_t)(key & (EVAL_CACHE_SIZE - 1));
    uint32_t check = (uint32_t)(key >> 32) | 1u;   /* 0: an empty slot */
    if (c->eval_cache[slot].check == check)
        return c->eval_cache[slot].score;
    int score = evaluate(c, pos);
    c->eval_cache[slot].check = check;
    c->eval_cache[slot].score = score;
    return score;
}

static inline int loss_at(int ply) { return -(DM_SCORE_WIN - ply); }

/* The score of a side to move that has no legal move. */
static inline int no_move_score(const dm_search_limits *limits, int ply)
{
    return limits->game_won_by == DM_WON_BY_HAVING_NO_MOVE ? -loss_at(ply) : loss_at(ply);
}

/* Whether pos is over by the first king (DM_WON_BY_FIRST_KING), and its
   score: the side that just moved crowned (a king of its own stands), or
   a set-up position gave the side to move one. */
static inline bool first_king(const dm_search_limits *limits, const dm_position *pos,
                              int ply, int *score)
{
    if (limits->game_won_by != DM_WON_BY_FIRST_KING || !pos->kings)
        return false;
    bool theirs = (pos->pieces[dm_opponent(pos->side)] & pos->kings) != 0;
    *score = theirs ? loss_at(ply) : -loss_at(ply);
    return true;
}

/* ---- The line: repetitions ---------------------------------------------- */

static inline bool is_king_step(const dm_position *pos, const dm_move *m)
{
    return m->captures == 0 && (pos->kings & bb_bit(m->from));
}

/* The side with three kings against a lone king, or -1. */
static inline int three_kings_side(const dm_position *pos)
{
    for (int s = 0; s < 2; s++) {
        bb_t strong = pos->pieces[s], weak = pos->pieces[1 - s];
        if (bb_count(strong) == 3 && bb_count(weak) == 1 &&
            (strong & ~pos->kings) == 0 && (weak & ~pos->kings) == 0)
            return s;
    }
    return -1;
}

/* The three-kings count after m led from pos to child (library(damas/game)
   counts the same way): it starts at 0 when the material first stands,
   grows by the stronger side's moves, and a capture starts it again. */
static inline int next_three_kings(const worker *c, const dm_position *pos,
                                   const dm_move *m, const dm_position *child, int count)
{
    if (!c->limits->draw_three_kings)
        return NO_THREE_KINGS;
    int stronger = three_kings_side(child);
    if (stronger < 0)
        return NO_THREE_KINGS;
    if (count == NO_THREE_KINGS || m->captures)
        return 0;
    return count + ((int)pos->side == stronger);
}

static inline void enter_child(worker *c, const dm_position *pos, const dm_move *m,
                               const dm_position *child, int ply)
{
    int i = c->base + ply;
    bool king_step = is_king_step(pos, m);
    c->line_key[i + 1] = dm_zobrist_after(&c->keys, c->board, pos, m, c->line_key[i]);
    if (c->tt)
        dm_tt_prefetch(c->tt, c->line_key[i + 1] ^ c->salt);
    c->line_reversible[i + 1] = king_step ? c->line_reversible[i] + 1 : 0;
    c->kings_only[ply + 1] = king_step ? c->kings_only[ply] + 1 : 0;
    c->three_kings[ply + 1] = next_three_kings(c, pos, m, child, c->three_kings[ply]);
}

/* Plies from the node to the nearest draw limit (0: reached), at most
   COUNT_FAR. */
static inline int plies_to_kings_only_limit(const worker *c, int ply)
{
    int n = c->limits->draw_kings_only_moves;
    if (!n)
        return COUNT_FAR;
    int left = 2 * n - c->kings_only[ply];
    return left < 0 ? 0 : left > COUNT_FAR ? COUNT_FAR : left;
}

static inline int plies_to_three_kings_limit(const worker *c, const dm_position *pos, int ply)
{
    int n = c->limits->draw_three_kings, count = c->three_kings[ply];
    if (!n || count == NO_THREE_KINGS)
        return COUNT_FAR;
    if (count >= n)
        return 0;
    /* The stronger side's (n - count)-th move from here ends it. */
    int left = 2 * (n - count) - ((int)pos->side == three_kings_side(pos));
    return left > COUNT_FAR ? COUNT_FAR : left;
}

static inline bool count_draw(const worker *c, const dm_position *pos, int ply)
{
    return plies_to_kings_only_limit(c, ply) == 0 ||
           plies_to_three_kings_limit(c, pos, ply) == 0;
}

/* Whether the node is a draw by repetition, and if not, how many times
   its position stood in the game before the root.  A position recurs at
   the earliest four plies later, and never across a man's move or a
   capture.  A position met again inside the search is a draw: the side
   that chose to go back can go back again.  One from the game before
   the root draws at its draw_repetition-th occurrence (0: at once).  The
   look back stops after REPETITION_SPAN plies (the draw rules end a game
   of king moves long before). */
#define REPETITION_DRAW (-1)

static inline int earlier_occurrences(const worker *c, int ply)
{
    int i = c->base + ply;
    int span = c->line_reversible[i] < REPETITION_SPAN ? c->line_reversible[i]
                                                       : REPETITION_SPAN;
    int times = c->limits->draw_repetition, seen = 1;
    for (int back = 4; back <= span; back += 2)
        if (c->line_key[i - back] == c->line_key[i]) {
            if (times <= 0 || i - back > c->base || ++seen >= times)
                return REPETITION_DRAW;
        }
    return seen - 1;
}

/* ---- The principal variation -------------------------------------------- */

static inline void update_pv(worker *c, int ply, int index)
{
    c->pv[ply][0] = (uint8_t)index;
    int n = c->pv_length[ply + 1];
    memcpy(&c->pv[ply][1], c->pv[ply + 1], (size_t)n);
    c->pv_length[ply] = n + 1;
}

#endif
