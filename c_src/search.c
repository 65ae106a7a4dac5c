/* The search: see search.h. */
#include "search.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "egdb.h"
#include "hash.h"
#include "movegen.h"

#define CHECK_INTERVAL 1024        /* nodes between looks at the clock */
#define POLL_EVERY 4               /* clock looks between should_stop calls */
#define SOFT_TIME 0.5              /* no new iteration past this share of the time */
#define HISTORY_LIMIT (1 << 20)    /* history scores are halved beyond */
#define DRAW 0
#define REPETITION_SPAN 256        /* plies a repetition is looked for */
#define ASPIRATION 30              /* first half-window around the last score */
#define ASPIRATION_FROM 5          /* iterations with a window, from this depth */

/* Move ordering: larger first. */
enum {
    ORDER_HASH = 1 << 30,
    ORDER_CAPTURE = 1 << 26,
    ORDER_CROWNING = 1 << 25,
    ORDER_KILLER = 1 << 24
};

typedef struct {
    uint8_t from, to;
} quiet_move;

typedef struct {
    const dm_board *board;
    const dm_search_limits *limits;
    dm_tt *tt;
    dm_eval_tables eval;
    dm_zobrist keys;
    uint64_t salt;                 /* the heuristic's mark on table keys */
    double start, deadline;
    uint64_t nodes, cutoffs, tt_hits, next_check;
    unsigned checks;
    int selective_depth;
    bool stop;
    dm_search_status status;
    int root_best;                 /* index of the previous iteration's move */
    /* The line from the oldest history position to the current node:
       keys, and the reversible plies (king steps) that led to each. */
    uint64_t *line_key;
    int *line_reversible;
    int base;                      /* the root's index in the line */
    quiet_move killer[DM_MAX_PLY][2];
    int history[2][64][64];
    int pv_length[DM_MAX_PLY];
    uint8_t pv[DM_MAX_PLY][DM_MAX_PLY];   /* move indexes in each node's list */
    dm_move_list lists[DM_MAX_PLY];
} search_context;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ---- Limits ------------------------------------------------------------- */

static void check_limits(search_context *c)
{
    const dm_search_limits *l = c->limits;
    c->next_check = c->nodes + CHECK_INTERVAL;
    if (l->max_nodes) {
        if (c->nodes >= l->max_nodes)
            c->stop = true;
        else if (c->next_check > l->max_nodes)
            c->next_check = l->max_nodes;
    }
    if (l->max_seconds > 0 && now() >= c->deadline)
        c->stop = true;
    if (l->should_stop && ++c->checks % POLL_EVERY == 0 && l->should_stop(l->context))
        c->stop = true;
}

/* Counts a node; false when the search must stop. */
static bool visit(search_context *c, int ply)
{
    if (++c->nodes >= c->next_check)
        check_limits(c);
    if (ply > c->selective_depth)
        c->selective_depth = ply;
    return !c->stop;
}

/* ---- Scores ------------------------------------------------------------- */

static int evaluate(const search_context *c, const dm_position *pos)
{
    return dm_eval(&c->eval, pos, c->limits->heuristic);
}

static int loss_at(int ply) { return -(DM_SCORE_WIN - ply); }

/* The table holds win distances from the stored node, not from the root. */
static int score_to_tt(int score, int ply)
{
    return dm_score_is_win(score) ? score + ply
           : dm_score_is_loss(score) ? score - ply : score;
}

static int score_from_tt(int score, int ply)
{
    return dm_score_is_win(score) ? score - ply
           : dm_score_is_loss(score) ? score + ply : score;
}

/* ---- The line: repetitions ---------------------------------------------- */

static bool is_king_step(const dm_position *pos, const dm_move *m)
{
    return m->captures == 0 && (pos->kings & bb_bit(m->from));
}

static void enter_child(search_context *c, const dm_position *pos, const dm_move *m,
                        int ply)
{
    int i = c->base + ply;
    c->line_key[i + 1] = dm_zobrist_after(&c->keys, c->board, pos, m, c->line_key[i]);
    if (c->tt)
        dm_tt_prefetch(c->tt, c->line_key[i + 1] ^ c->salt);
    c->line_reversible[i + 1] = is_king_step(pos, m) ? c->line_reversible[i] + 1 : 0;
}

/* Whether the node repeats an earlier position of the line.  A position
   recurs at the earliest four plies later, and never across a man's move
   or a capture.  The look back stops after REPETITION_SPAN plies (the
   draw rules end a game of king moves long before). */
static bool repeats(const search_context *c, int ply)
{
    int i = c->base + ply;
    int span = c->line_reversible[i] < REPETITION_SPAN ? c->line_reversible[i]
                                                       : REPETITION_SPAN;
    for (int back = 4; back <= span; back += 2)
        if (c->line_key[i - back] == c->line_key[i])
            return true;
    return false;
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

static void start_line(search_context *c, const dm_position *root)
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

/* ---- Move ordering ------------------------------------------------------ */

static bool same_quiet(quiet_move q, const dm_move *m)
{
    return q.from == m->from && q.to == m->to;
}

static bool crowns(const search_context *c, const dm_position *pos, const dm_move *m)
{
    return !(pos->kings & bb_bit(m->from)) &&
           (m->crowned || (bb_bit(m->to) & c->board->promotion[pos->side]));
}

static int order_score(const search_context *c, const dm_position *pos,
                       const dm_move *m, int ply)
{
    if (m->captures)
        return ORDER_CAPTURE + 8 * bb_count(m->captured & pos->kings) +
               4 * crowns(c, pos, m);
    if (crowns(c, pos, m))
        return ORDER_CROWNING;
    if (same_quiet(c->killer[ply][0], m))
        return ORDER_KILLER + 1;
    if (same_quiet(c->killer[ply][1], m))
        return ORDER_KILLER;
    return c->history[pos->side][m->from][m->to];
}

static void score_moves(const search_context *c, const dm_position *pos,
                        const dm_move_list *list, int hash_move, int ply, int score[])
{
    for (int i = 0; i < list->count; i++)
        score[i] = i == hash_move ? ORDER_HASH : order_score(c, pos, &list->move[i], ply);
}

/* Brings the best-scored of order[from..] to order[from]. */
static int pick(uint8_t order[], const int score[], int from, int count)
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

static void reward_quiet(search_context *c, const dm_position *pos, const dm_move *m,
                         int depth, int ply)
{
    quiet_move q = { m->from, m->to };
    if (!same_quiet(c->killer[ply][0], m)) {
        c->killer[ply][1] = c->killer[ply][0];
        c->killer[ply][0] = q;
    }
    int *h = &c->history[pos->side][m->from][m->to];
    *h += depth * depth;
    if (*h > HISTORY_LIMIT)
        for (int s = 0; s < 2; s++)
            for (int f = 0; f < 64; f++)
                for (int t = 0; t < 64; t++)
                    c->history[s][f][t] /= 2;
}

/* The table's move, when it is one of the list's. */
static int valid_hash_move(const dm_move_list *list, const dm_tt_entry *e)
{
    if (e->move == DM_TT_NO_MOVE || e->move >= list->count)
        return -1;
    const dm_move *m = &list->move[e->move];
    return m->from == e->from && m->to == e->to ? e->move : -1;
}

static void update_pv(search_context *c, int ply, int index)
{
    c->pv[ply][0] = (uint8_t)index;
    int n = c->pv_length[ply + 1];
    memcpy(&c->pv[ply][1], c->pv[ply + 1], (size_t)n);
    c->pv_length[ply] = n + 1;
}

/* Generates the moves of a node into its list; -1 on overflow (the search
   stops). */
static int generate(search_context *c, const dm_position *pos, int ply)
{
    int n = dm_generate_moves(c->board, pos, &c->lists[ply]);
    if (n < 0) {
        c->status = DM_SEARCH_OVERFLOW;
        c->stop = true;
    }
    return n;
}

/* ---- The endgame database ---------------------------------------------- */

/* Whether the endgame database settles pos, a node below the root, and
   its score: beyond any evaluation, below a mate score (egdb.h). */
static bool endgame(const search_context *c, const dm_position *pos, int ply, int *score)
{
    return ply > 0 && c->limits->egdb && dm_egdb_score(c->limits->egdb, pos, score);
}

/* ---- The capture search ------------------------------------------------- */

static int quiesce(search_context *c, const dm_position *pos, int alpha, int beta, int ply)
{
    c->pv_length[ply] = 0;
    if (!visit(c, ply))
        return 0;
    if (repeats(c, ply))
        return DRAW;
    int known;
    if (endgame(c, pos, ply, &known))
        return known;
    if (ply >= DM_MAX_PLY - 1)
        return evaluate(c, pos);
    int n = generate(c, pos, ply);
    if (n <= 0)
        return n == 0 ? loss_at(ply) : 0;
    const dm_move_list *list = &c->lists[ply];
    if (!list->move[0].captures)
        return evaluate(c, pos);

    /* Every move is a capture, and one must be made: no standing pat. */
    int score[DM_MAX_MOVES], best = -DM_SCORE_INFINITE;
    uint8_t order[DM_MAX_MOVES];
    score_moves(c, pos, list, -1, ply, score);
    for (int i = 0; i < n; i++)
        order[i] = (uint8_t)i;
    for (int i = 0; i < n; i++) {
        int index = pick(order, score, i, n);
        const dm_move *m = &list->move[index];
        dm_position child;
        dm_make_move(c->board, pos, m, &child);
        enter_child(c, pos, m, ply);
        int value = -quiesce(c, &child, -beta, -alpha, ply + 1);
        if (c->stop)
            return 0;
        if (value > best) {
            best = value;
            if (value > alpha) {
                alpha = value;
                update_pv(c, ply, index);
                if (alpha >= beta) {
                    c->cutoffs++;
                    break;
                }
            }
        }
    }
    return best;
}

/* ---- The main search ---------------------------------------------------- */

static int reduction(const dm_move *m, int depth, int tried, int score)
{
    if (m->captures || depth < 3 || tried < 2 || score >= ORDER_KILLER)
        return 0;
    return tried >= 5 && depth >= 5 ? 2 : 1;
}

static int search(search_context *c, const dm_position *pos, int depth,
                  int alpha, int beta, int ply);

/* Searches one child with the null window first where it can. */
static int search_child(search_context *c, const dm_position *child, int depth,
                        int alpha, int beta, int ply, int tried, int reduce)
{
    if (tried == 0)
        return -search(c, child, depth - 1, -beta, -alpha, ply + 1);
    int value = -search(c, child, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1);
    if (value > alpha && reduce && !c->stop)
        value = -search(c, child, depth - 1, -alpha - 1, -alpha, ply + 1);
    if (value > alpha && value < beta && !c->stop)
        value = -search(c, child, depth - 1, -beta, -alpha, ply + 1);
    return value;
}

static void store(search_context *c, uint64_t key, int depth, int best, int alpha,
                  int beta, int ply, int best_index)
{
    if (!c->tt)
        return;
    const dm_move *m = best_index >= 0 ? &c->lists[ply].move[best_index] : NULL;
    dm_bound bound = best >= beta ? DM_BOUND_LOWER : best > alpha ? DM_BOUND_EXACT
                                                                : DM_BOUND_UPPER;
    bool keep_move = m && bound != DM_BOUND_UPPER;
    dm_tt_entry e = { score_to_tt(best, ply), depth, bound,
                      keep_move ? best_index : DM_TT_NO_MOVE,
                      keep_move ? m->from : 0, keep_move ? m->to : 0 };
    dm_tt_store(c->tt, key, &e);
}

/* Looks pos up in the table: fills *entry when it is there, and returns
   true when the stored result settles the node (its score in *score). */
static bool probe(search_context *c, uint64_t key, int depth, int alpha, int beta,
                  int ply, dm_tt_entry *entry, int *score)
{
    if (!c->tt || !dm_tt_probe(c->tt, key, entry))
        return false;
    c->tt_hits++;
    *score = score_from_tt(entry->score, ply);
    return entry->depth >= depth &&
           (entry->bound == DM_BOUND_EXACT ||
            (entry->bound == DM_BOUND_LOWER && *score >= beta) ||
            (entry->bound == DM_BOUND_UPPER && *score <= alpha));
}

static int search(search_context *c, const dm_position *pos, int depth,
                  int alpha, int beta, int ply)
{
    if (depth <= 0)
        return quiesce(c, pos, alpha, beta, ply);
    c->pv_length[ply] = 0;
    if (!visit(c, ply))
        return 0;
    if (ply > 0 && repeats(c, ply))
        return DRAW;
    int known;
    if (endgame(c, pos, ply, &known))
        return known;
    if (ply >= DM_MAX_PLY - 1)
        return evaluate(c, pos);
    /* No line from here can end sooner than a win right now. */
    if (alpha < loss_at(ply))
        alpha = loss_at(ply);
    if (beta > DM_SCORE_WIN - ply - 1)
        beta = DM_SCORE_WIN - ply - 1;
    if (alpha >= beta)
        return alpha;

    bool pv_node = beta - alpha > 1;
    uint64_t key = c->line_key[c->base + ply] ^ c->salt;
    dm_tt_entry entry = { .move = DM_TT_NO_MOVE };
    if (probe(c, key, depth, alpha, beta, ply, &entry, &known) && !pv_node)
        return known;
    int n = generate(c, pos, ply);
    if (n <= 0)
        return n == 0 ? loss_at(ply) : 0;
    const dm_move_list *list = &c->lists[ply];
    int hash_move = valid_hash_move(list, &entry);
    if (ply == 0 && c->root_best >= 0)
        hash_move = c->root_best;
    if (n == 1)
        depth++;   /* a forced move costs no depth */

    int score[DM_MAX_MOVES], best = -DM_SCORE_INFINITE, best_index = -1, alpha0 = alpha;
    uint8_t order[DM_MAX_MOVES];
    score_moves(c, pos, list, hash_move, ply, score);
    for (int i = 0; i < n; i++)
        order[i] = (uint8_t)i;
    for (int i = 0; i < n; i++) {
        int index = pick(order, score, i, n);
        const dm_move *m = &list->move[index];
        dm_position child;
        dm_make_move(c->board, pos, m, &child);
        enter_child(c, pos, m, ply);
        int reduce = pv_node ? 0 : reduction(m, depth, i, score[index]);
        int value = search_child(c, &child, depth, alpha, beta, ply, i, reduce);
        if (c->stop)
            return 0;
        if (value > best) {
            best = value;
            best_index = index;
            if (value > alpha) {
                alpha = value;
                update_pv(c, ply, index);
                if (alpha >= beta) {
                    c->cutoffs++;
                    if (!m->captures)
                        reward_quiet(c, pos, m, depth, ply);
                    break;
                }
            }
        }
    }
    store(c, key, depth, best, alpha0, beta, ply, best_index);
    return best;
}

/* ---- Iterative deepening ------------------------------------------------ */

/* The principal variation as moves, replayed from the root. */
static void fill_pv(search_context *c, const dm_position *root, dm_search_result *r)
{
    dm_position pos = *root;
    dm_move_list *list = &c->lists[DM_MAX_PLY - 1];
    r->pv_length = 0;
    for (int k = 0; k < c->pv_length[0]; k++) {
        int n = dm_generate_moves(c->board, &pos, list);
        int index = c->pv[0][k];
        if (index >= n)
            break;
        r->pv[r->pv_length++] = list->move[index];
        dm_position next;
        dm_make_move(c->board, &pos, &list->move[index], &next);
        pos = next;
    }
}

static void fill_statistics(const search_context *c, dm_search_result *r)
{
    r->nodes = c->nodes;
    r->cutoffs = c->cutoffs;
    r->tt_hits = c->tt_hits;
    r->selective_depth = c->selective_depth;
    r->seconds = now() - c->start;
}

static int clamp_score(int score)
{
    return score < -DM_SCORE_INFINITE ? -DM_SCORE_INFINITE
           : score > DM_SCORE_INFINITE ? DM_SCORE_INFINITE : score;
}

/* One iteration, first within a window around the last score (guess),
   widened on the side where the score falls outside until it does not. */
static int search_root(search_context *c, const dm_position *root, int depth, int guess)
{
    if (depth < ASPIRATION_FROM || dm_score_is_win(guess) || dm_score_is_loss(guess))
        return search(c, root, depth, -DM_SCORE_INFINITE, DM_SCORE_INFINITE, 0);
    int window = ASPIRATION, alpha = guess - window, beta = guess + window;
    for (;;) {
        int value = search(c, root, depth, alpha, beta, 0);
        if (c->stop || (value > alpha && value < beta))
            return value;
        window *= 4;
        if (value <= alpha)
            alpha = clamp_score(guess - window);
        else
            beta = clamp_score(guess + window);
    }
}

/* A win or loss no deeper search can improve on. */
static bool proven(int score, int depth)
{
    int distance = DM_SCORE_WIN - abs(score);
    return (dm_score_is_win(score) || dm_score_is_loss(score)) && distance <= depth;
}

static void deepen(search_context *c, const dm_position *root, dm_search_result *r)
{
    const dm_search_limits *l = c->limits;
    int max_depth = l->max_depth > 0 && l->max_depth < DM_MAX_DEPTH ? l->max_depth
                                                                     : DM_MAX_DEPTH;
    for (int depth = 1; depth <= max_depth; depth++) {
        int value = search_root(c, root, depth, r->score);
        if (c->stop || c->pv_length[0] == 0)
            break;
        c->root_best = c->pv[0][0];
        r->best = c->lists[0].move[c->root_best];
        r->score = value;
        r->depth = depth;
        fill_pv(c, root, r);
        fill_statistics(c, r);
        if (l->on_iteration)
            l->on_iteration(r, l->context);
        if (proven(value, depth))
            break;
        if (l->max_seconds > 0 && now() - c->start >= SOFT_TIME * l->max_seconds) {
            c->stop = true;
            break;
        }
    }
}

static void only_move(search_context *c, const dm_position *root, dm_search_result *r)
{
    r->best = c->lists[0].move[0];
    r->pv[0] = r->best;
    r->pv_length = 1;
    dm_position child;
    dm_make_move(c->board, root, &r->best, &child);
    r->score = -evaluate(c, &child);
}

static bool valid_limits(const dm_search_limits *l)
{
    return l->max_depth >= 0 && l->max_seconds >= 0 && l->history_length >= 0 &&
           (l->history || l->history_length == 0);
}

/* splitmix64-style mixing of the heuristic's number. */
static uint64_t heuristic_salt(dm_heuristic heuristic)
{
    uint64_t z = ((uint64_t)heuristic + 1) * 0x9E3779B97F4A7C15u;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    return z ^ (z >> 31);
}

static search_context *new_context(const dm_board *board, const dm_search_limits *limits,
                                   dm_tt *tt)
{
    search_context *c = calloc(1, sizeof *c);
    size_t line = (size_t)limits->history_length + DM_MAX_PLY + 1;
    if (!c)
        return NULL;
    c->line_key = malloc(line * sizeof *c->line_key);
    c->line_reversible = malloc(line * sizeof *c->line_reversible);
    if (!c->line_key || !c->line_reversible) {
        free(c->line_key);
        free(c->line_reversible);
        free(c);
        return NULL;
    }
    c->board = board;
    c->limits = limits;
    c->tt = tt;
    c->start = now();
    c->deadline = c->start + limits->max_seconds;
    c->next_check = CHECK_INTERVAL;
    c->root_best = -1;
    c->salt = heuristic_salt(limits->heuristic);
    dm_eval_init(&c->eval, board);
    dm_zobrist_init(&c->keys);
    return c;
}

static void free_context(search_context *c)
{
    free(c->line_key);
    free(c->line_reversible);
    free(c);
}

dm_search_status dm_search(const dm_board *board, const dm_position *pos,
                           const dm_search_limits *limits, dm_tt *tt,
                           dm_search_result *result)
{
    memset(result, 0, sizeof *result);
    if (!valid_limits(limits))
        return DM_SEARCH_BAD_LIMITS;
    search_context *c = new_context(board, limits, tt);
    if (!c)
        return DM_SEARCH_NO_MEMORY;
    start_line(c, pos);
    if (limits->max_nodes)
        check_limits(c);
    int n = dm_generate_moves(board, pos, &c->lists[0]);
    if (n < 0)
        c->status = DM_SEARCH_OVERFLOW;
    else if (n == 0)
        result->score = loss_at(0);
    else {
        result->has_move = true;
        if (n == 1)
            only_move(c, pos, result);
        else {
            /* Should no iteration finish: */
            result->best = result->pv[0] = c->lists[0].move[0];
            result->pv_length = 1;
            if (tt)
                dm_tt_new_search(tt);
            deepen(c, pos, result);
        }
    }
    fill_statistics(c, result);
    result->stopped = c->stop && c->status == DM_SEARCH_OK;
    dm_search_status status = c->status;
    if (status != DM_SEARCH_OK)
        result->has_move = false;
    free_context(c);
    return status;
}
