/* The search: see search.h. */
#include "search/search.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "egdb/database.h"
#include "search/order.h"
#include "search/quiescence.h"
#include "search/worker.h"

#define BRANCHING_MIN 1.5          /* assumed growth of an iteration's time, at least */
#define BRANCHING_MAX 8.0          /* and at most */
#define BRANCHING_FIRST 4.0        /* before two iterations show it */
#define PREDICTION_MARGIN 1.25     /* a predicted time, made safer */
#define ASPIRATION 30              /* first half-window around the last score */
#define ASPIRATION_FROM 5          /* iterations with a window, from this depth */
#define PROBCUT_FROM 5            /* depth of the nodes ProbCut tries, at least */
#define PROBCUT_REDUCTION 4       /* plies less for its shallow search */
#define PROBCUT_MARGIN 60         /* beyond the bound its result must be */
#define LATE_MOVE_DEPTH 2          /* late-move pruning at this depth and below */
#define LATE_MOVES(depth) (3 + (depth) * (depth))   /* moves it never prunes */

/* ---- The table and a node's moves --------------------------------------- */

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

/* The table key of a node.  A stored score holds for another node with the
   same position only if neither could reach a draw limit inside its search:
   near a limit the score depends on the counts.  A node of depth d reaches
   at most d + DM_MAX_EXTENSIONS plies of non-captures below it (the capture
   search plays captures only, and a capture resets both counts), so when
   both limits are further than that, the counts cannot matter and the
   plain key lets every such node share the entry; otherwise both distances
   go into the key, and the entry serves exactly those counts.  A node that
   probes with the plain key and finds a deeper entry gets a score no limit
   touched either, which is the usual use of a deeper result.  The times
   the position stood in the game before the root (`earlier`) go into the
   key as well: a score stored when it had stood there less often did not
   see the moves back that now draw by repetition, and would call a drawn
   line won. */
static uint64_t node_key(const worker *c, const dm_position *pos, int depth, int ply,
                         int earlier)
{
    uint64_t key = c->line_key[c->base + ply] ^ c->salt;
    int kings_only = plies_to_kings_only_limit(c, ply);
    int three_kings = plies_to_three_kings_limit(c, pos, ply);
    int horizon = (depth > 0 ? depth : 0) + DM_MAX_EXTENSIONS;
    if (kings_only > horizon && three_kings > horizon && earlier == 0)
        return key;
    uint64_t z = ((uint64_t)earlier << 32 | (uint64_t)kings_only << 16 |
                  (uint64_t)three_kings) + 1;
    z *= 0x9E3779B97F4A7C15u;
    z = (z ^ (z >> 29)) * 0xBF58476D1CE4E5B9u;
    return key ^ z ^ (z >> 32);
}

/* The table's move, when it is one of the list's. */
static int valid_hash_move(const dm_move_list *list, const dm_tt_entry *e)
{
    if (e->move == DM_TT_NO_MOVE || e->move >= list->count)
        return -1;
    const dm_move *m = &list->move[e->move];
    return m->from == e->from && m->to == e->to ? e->move : -1;
}

/* Generates the moves of a node into its list; -1 on overflow (the search
   stops). */
static int generate(worker *c, const dm_position *pos, int ply)
{
    int n = dm_generate_moves(c->board, pos, &c->lists[ply]);
    if (n < 0) {
        c->status = DM_SEARCH_OVERFLOW;
        c->stop = true;
    }
    return n;
}

/* ---- The main search ---------------------------------------------------- */

static int floor_log2(int n)
{
    return 31 - __builtin_clz((unsigned)n);
}

/* Late moves are searched less deep, the more so the deeper the node and
   the later the move: 1 + log2(depth) * log2(tried) / 3 plies, leaving at
   least one ply. */
static int reduction(const dm_move *m, int depth, int tried, int score, bool pv_node)
{
    if (m->captures || depth < 3 || tried < 2 || score >= DM_ORDER_KILLER)
        return 0;
    /* A PV node's late moves are the likeliest to matter: one ply less. */
    int r = 1 + floor_log2(depth) * floor_log2(tried) / 3 - pv_node;
    return r < depth - 2 ? r : depth - 2;
}

/* Near the horizon, at a null-window node, a quiet move ordered after
   the first LATE_MOVES(depth) that neither the table, a killer nor a
   crowning put forward is not searched at all (late-move pruning): at
   depth 1 and 2 the history has seen such moves fail often enough.  The
   caller still searches those that give the opponent a capture. */
static bool prune_late(const dm_move *m, int depth, int tried, int score, int best)
{
    return depth <= LATE_MOVE_DEPTH && !m->captures && tried >= LATE_MOVES(depth) &&
           score < DM_ORDER_KILLER && !dm_score_is_loss(best);
}

static int search(worker *c, const dm_position *pos, int depth,
                  int alpha, int beta, int ply);

/* Searches one child with the null window first where it can. */
static int search_child(worker *c, const dm_position *child, int depth,
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

static void store(worker *c, uint64_t key, int depth, int best, int alpha,
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
static bool probe(worker *c, uint64_t key, int depth, int alpha, int beta,
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

/* A root move searched fully whose value beat alpha: the iteration's
   best so far, kept should the deadline cut the iteration. */
static void note_root_best(worker *c, int index, int value)
{
    c->iteration_best = index;
    c->iteration_score = value;
    c->iteration_pv_length = c->pv_length[0];
    memcpy(c->iteration_pv, c->pv[0], (size_t)c->pv_length[0]);
}

static int search(worker *c, const dm_position *pos, int depth,
                  int alpha, int beta, int ply)
{
    if (depth <= 0)
        return quiesce(c, pos, alpha, beta, ply);
    c->pv_length[ply] = 0;
    if (!visit(c, ply))
        return 0;
    int earlier = ply > 0 ? earlier_occurrences(c, ply) : 0;
    if (earlier == REPETITION_DRAW)
        return DRAW;
    int known;
    if (ply > 0 && first_king(c->limits, pos, ply, &known))
        return known;
    if (worker_endgame(c, pos, ply, false, &known))
        return known;
    if (ply >= DM_MAX_PLY - 1)
        return evaluate(c, pos);
    /* No line from here can end sooner than a win right now: the side to
       move loses here at once at the soonest and wins at the next ply,
       or, when having no move wins, the other way round. */
    bool no_move_wins = c->limits->game_won_by == DM_WON_BY_HAVING_NO_MOVE;
    int lowest = no_move_wins ? loss_at(ply + 1) : loss_at(ply);
    int highest = no_move_wins ? DM_SCORE_WIN - ply : DM_SCORE_WIN - ply - 1;
    if (alpha < lowest)
        alpha = lowest;
    if (beta > highest)
        beta = highest;
    if (alpha >= beta)
        return alpha;

    bool pv_node = beta - alpha > 1;
    uint64_t key = node_key(c, pos, depth, ply, earlier);
    dm_tt_entry entry = { .move = DM_TT_NO_MOVE };
    /* At a PV node only an exact result settles it (and not at the root,
       which must give a move): that is what makes a second search of the
       same position cheap.  The PV stops there; fill_pv goes on from the
       table. */
    if (probe(c, key, depth, alpha, beta, ply, &entry, &known) &&
        (!pv_node || (ply > 0 && entry.bound == DM_BOUND_EXACT)))
        return known;
    int n = generate(c, pos, ply);
    if (n <= 0)
        return n == 0 ? no_move_score(c->limits, ply) : 0;
    if (ply > 0 && count_draw(c, pos, ply))
        return DRAW;   /* after the loss check: a side without moves loses first */
    /* ProbCut: a shallow search that clears a bound by a margin predicts
       the deep one would (both bounds at a null-window node).  The bound
       goes into the table at the node's depth: the next search of the
       node then settles it the same way at once (without it a second
       search of the same root redid the shallow searches, against a
       table they had changed, and could end on another move). */
    if (!pv_node && ply > 0 && n > 1 && depth >= PROBCUT_FROM &&
        !dm_score_is_win(beta) && !dm_score_is_loss(alpha)) {
        int shallow = depth - PROBCUT_REDUCTION;
        int high = beta + PROBCUT_MARGIN, low = alpha - PROBCUT_MARGIN;
        int value = search(c, pos, shallow, high - 1, high, ply);
        if (c->stop)
            return 0;
        if (value >= high) {
            store(c, key, depth, beta, alpha, beta, ply, -1);
            return beta;
        }
        value = search(c, pos, shallow, low, low + 1, ply);
        if (c->stop)
            return 0;
        if (value <= low) {
            store(c, key, depth, alpha, alpha, beta, ply, -1);
            return alpha;
        }
        n = generate(c, pos, ply);   /* the shallow searches used the list */
    }
    const dm_move_list *list = &c->lists[ply];
    int hash_move = valid_hash_move(list, &entry);
    if (ply == 0 && c->root_best >= 0)
        hash_move = c->root_best;
    c->extensions[ply + 1] = c->extensions[ply];
    if (n == 1 && c->extensions[ply] < DM_MAX_EXTENSIONS) {
        depth++;   /* a forced move costs no depth */
        c->extensions[ply + 1]++;
    }

    int score[DM_MAX_MOVES], best = -DM_SCORE_INFINITE, best_index = -1, alpha0 = alpha;
    uint8_t order[DM_MAX_MOVES];
    dm_order_score(c->history, c->killer[ply], c->board, pos, list, hash_move, score);
    for (int i = 0; i < n; i++)
        order[i] = (uint8_t)i;
    for (int i = 0; i < n; i++) {
        int index = dm_order_pick(order, score, i, n);
        const dm_move *m = &list->move[index];
        bool late = !pv_node && prune_late(m, depth, i, score[index], best);
        dm_position child;
        dm_make_move(c->board, pos, m, &child);
        /* A quiet move that gives the opponent a capture is the check of
           draughts: the reply is forced, and a combination of several
           sacrifices is found only if none of them is pruned. */
        if (late && !dm_eval_can_capture(c->eval, &child))
            continue;
        enter_child(c, pos, m, &child, ply);
        int reduce = reduction(m, depth, i, score[index], pv_node);
        int value = search_child(c, &child, depth, alpha, beta, ply, i, reduce);
        if (c->stop)
            return 0;
        if (value > best) {
            best = value;
            best_index = index;
            if (value > alpha) {
                alpha = value;
                update_pv(c, ply, index);
                if (ply == 0)
                    note_root_best(c, index, value);
                if (alpha >= beta) {
                    c->cutoffs++;
                    if (!m->captures)   /* then no move of the list is one */
                        dm_order_reward(c->history, c->killer[ply], pos, list, order, i, depth);
                    break;
                }
            }
        }
    }
    store(c, key, depth, best, alpha0, beta, ply, best_index);
    return best;
}

/* ---- Iterative deepening ------------------------------------------------ */

/* The principal variation as moves, replayed from the root, and where the
   search's line stops at a table hit, continued with the table's moves
   (while they lead to positions not yet on the line). */
static void fill_pv(worker *c, const dm_position *root, dm_search_result *r)
{
    dm_position pos = *root;
    dm_move_list *list = &c->lists[DM_MAX_PLY - 1];
    uint64_t seen[DM_MAX_PLY];
    r->pv_length = 0;
    for (int k = 0; r->pv_length < DM_MAX_PLY - 1; k++) {
        int n = dm_generate_moves(c->board, &pos, list);
        if (n <= 0)
            break;
        uint64_t key = dm_zobrist_key(&c->keys, &pos);
        int index = -1;
        if (k < c->pv_length[0])
            index = c->pv[0][k] < n ? c->pv[0][k] : -1;
        else if (c->tt) {
            dm_tt_entry e;
            bool repeated = false;
            for (int i = 0; i < r->pv_length; i++)
                repeated |= seen[i] == key;
            if (!repeated && dm_tt_probe(c->tt, key ^ c->salt, &e) &&
                e.bound == DM_BOUND_EXACT)
                index = valid_hash_move(list, &e);
        }
        if (index < 0)
            break;
        seen[r->pv_length] = key;
        r->pv[r->pv_length++] = list->move[index];
        dm_position next;
        dm_make_move(c->board, &pos, &list->move[index], &next);
        pos = next;
    }
}

static void fill_statistics(const worker *c, dm_search_result *r)
{
    r->nodes = c->nodes;
    r->cutoffs = c->cutoffs;
    r->tt_hits = c->tt_hits;
    r->selective_depth = c->selective_depth;
    r->seconds = worker_clock() - c->start;
}

static int clamp_score(int score)
{
    return score < -DM_SCORE_INFINITE ? -DM_SCORE_INFINITE
           : score > DM_SCORE_INFINITE ? DM_SCORE_INFINITE : score;
}

/* One iteration, first within a window around the last score (guess),
   widened on the side where the score falls outside until it does not. */
static int search_root(worker *c, const dm_position *root, int depth, int guess)
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

/* The time the next iteration would take: its nodes, predicted from the
   nodes of the iterations so far, at the time per node of the last one,
   plus a margin.  Growth from nodes, not from each iteration's time: on a
   loaded machine one iteration may wait for a core and seem slow, while
   node counts do not depend on the machine.  Odd and even depths grow
   differently, so the growth is the mean of the last two ratios, within
   BRANCHING_MIN..BRANCHING_MAX.  (The larger of the two instead cut
   fewer iterations but left some 60% of the budget unused; the mean with
   the margin is the balance measured on a loaded machine.) */
static double predicted_seconds(const uint64_t nodes[], int depth, double seconds_per_node)
{
    double growth = BRANCHING_FIRST;
    if (depth >= 2 && nodes[depth - 1] > 0) {
        growth = (double)nodes[depth] / (double)nodes[depth - 1];
        if (depth >= 3 && nodes[depth - 2] > 0)
            growth = (growth + (double)nodes[depth - 1] / (double)nodes[depth - 2]) / 2;
    }
    growth = growth < BRANCHING_MIN ? BRANCHING_MIN
             : growth > BRANCHING_MAX ? BRANCHING_MAX : growth;
    return PREDICTION_MARGIN * (double)nodes[depth] * growth * seconds_per_node;
}

/* The move of an iteration the deadline (or the node limit) cut, when a
   root move was searched fully in it and beat the previous iteration's
   choice: it comes from a deeper search than anything completed. */
static void take_partial(worker *c, const dm_position *root, dm_search_result *r)
{
    if (c->iteration_best < 0 || c->iteration_best == c->root_best)
        return;
    r->best = c->lists[0].move[c->iteration_best];
    r->score = c->iteration_score;
    r->partial = true;
    c->pv_length[0] = c->iteration_pv_length;
    memcpy(c->pv[0], c->iteration_pv, (size_t)c->iteration_pv_length);
    fill_pv(c, root, r);
}

static int max_depth_of(const dm_search_limits *l)
{
    return l->max_depth > 0 && l->max_depth < DM_MAX_DEPTH ? l->max_depth : DM_MAX_DEPTH;
}

static void deepen(worker *c, const dm_position *root, dm_search_result *r)
{
    const dm_search_limits *l = c->limits;
    int max_depth = max_depth_of(l);
    uint64_t nodes[DM_MAX_DEPTH + 1] = { 0 }, before = c->nodes;
    double started = worker_clock();
    c->reason = DM_STOP_DEPTH;
    for (int depth = 1; depth <= max_depth; depth++) {
        c->iteration_best = -1;
        int value = search_root(c, root, depth, r->score);
        if (c->stop) {
            if (c->reason == DM_STOP_TIME_OUT || c->reason == DM_STOP_NODES)
                take_partial(c, root, r);
            break;
        }
        if (c->pv_length[0] == 0)
            break;
        c->root_best = c->pv[0][0];
        r->best = c->lists[0].move[c->root_best];
        r->score = value;
        r->depth = depth;
        fill_pv(c, root, r);
        fill_statistics(c, r);
        if (l->on_iteration)
            l->on_iteration(r, l->context);
        /* A stop asked for by now (by on_iteration, say) ends the search
           here: the next iteration could end before it looked. */
        if (__atomic_load_n(c->shared->stop, __ATOMIC_RELAXED)) {
            worker_stop(c, DM_STOP_STOPPED);
            break;
        }
        if (proven(value, depth)) {
            c->reason = DM_STOP_PROVEN;
            break;
        }
        nodes[depth] = c->nodes - before;
        before = c->nodes;
        double finished = worker_clock();
        double per_node = nodes[depth] ? (finished - started) / (double)nodes[depth] : 0;
        started = finished;
        /* A fixed time per move (no target: no clock to save time for)
           is spent to the deadline, which cuts the last iteration: its
           root moves searched by then still count (take_partial).  With
           a clock, time saved is time for later moves. */
        bool fixed_time = l->target_seconds <= 0;
        bool past_target = !fixed_time && finished - c->start >= l->target_seconds;
        if (l->max_seconds > 0 && depth < max_depth && !fixed_time &&
            (past_target ||
             finished + predicted_seconds(nodes, depth, per_node) > c->deadline)) {
            worker_stop(c, DM_STOP_TIME_PREDICTED);
            break;
        }
    }
}

/* A helper thread's iterations: the same root, every other helper one ply
   deeper, so that the threads are seldom in the same part of the tree;
   what they find reaches the main thread through the table. */
static void deepen_helper(worker *c, const dm_position *root, int offset)
{
    int max_depth = max_depth_of(c->limits), guess = 0;
    for (int depth = 1 + offset; depth <= max_depth && !c->stop; depth++) {
        c->iteration_best = -1;
        int value = search_root(c, root, depth, guess);
        if (c->stop || c->pv_length[0] == 0)
            break;
        c->root_best = c->pv[0][0];
        guess = value;
        if (proven(value, depth))
            break;
    }
}

static void only_move(worker *c, const dm_position *root, dm_search_result *r)
{
    r->best = c->lists[0].move[0];
    r->pv[0] = r->best;
    r->pv_length = 1;
    dm_position child;
    dm_make_move(c->board, root, &r->best, &child);
    /* A move that ends the game scores its end, not the evaluation. */
    int known;
    if (first_king(c->limits, &child, 1, &known))
        r->score = -known;
    else if (dm_generate_moves(c->board, &child, &c->lists[1]) == 0)
        r->score = -no_move_score(c->limits, 1);
    else
        r->score = -evaluate(c, &child);
}

static bool valid_limits(const dm_search_limits *l)
{
    return l->max_depth >= 0 && l->max_seconds >= 0 && l->target_seconds >= 0 &&
           l->history_length >= 0 &&
           (l->history || l->history_length == 0) && l->draw_repetition >= 0 &&
           l->draw_kings_only_moves >= 0 && l->draw_three_kings >= 0 &&
           l->root_kings_only >= 0 && l->root_three_kings >= 0 && l->threads >= 0 &&
           (int)l->game_won_by >= (int)DM_WON_BY_OPPONENT_WITHOUT_MOVE &&
           (int)l->game_won_by <= (int)DM_WON_BY_FIRST_KING &&
           l->threads <= DM_MAX_THREADS;
}

/* splitmix64-style mixing of the heuristic's number and the win rule: a
   table shared by searches under other rules keeps their scores apart. */
static uint64_t heuristic_salt(dm_heuristic heuristic, dm_game_won_by won_by)
{
    uint64_t z = ((uint64_t)heuristic + 1 + ((uint64_t)won_by << 16)) * 0x9E3779B97F4A7C15u;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    return z ^ (z >> 31);
}

static worker *new_worker(const dm_board *board, const dm_position *root,
                          const dm_search_limits *limits, const shared_state *shared,
                          dm_tt *tt, double start)
{
    worker *c = calloc(1, sizeof *c);
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
    c->shared = shared;
    c->tt = tt;
    c->start = start;
    c->deadline = c->start + limits->max_seconds;
    c->next_check = CHECK_INTERVAL;
    c->root_best = -1;
    c->iteration_best = -1;
    c->salt = heuristic_salt(limits->heuristic, limits->game_won_by);
    c->eval = limits->eval;
    dm_zobrist_init(&c->keys);
    worker_start_line(c, root);
    if (limits->egdb) {
        int distance;
        dm_egdb_value value = dm_egdb_probe(limits->egdb, root, &distance);
        c->play_out_database = (value == DM_EGDB_WIN || value == DM_EGDB_LOSS) &&
                               distance == DM_EGDB_NO_DISTANCE;
    }
    c->kings_only[0] = limits->root_kings_only;
    c->three_kings[0] = limits->draw_three_kings && three_kings_side(root) >= 0
                            ? limits->root_three_kings : NO_THREE_KINGS;
    return c;
}

static void free_worker(worker *c)
{
    if (!c)
        return;
    free(c->line_key);
    free(c->line_reversible);
    free(c);
}

/* ---- Threads ------------------------------------------------------------ */

/* Helper threads wait in a pool between searches (a context keeps its
   pool; dm_search makes one for the call).  Each round gives helper i its
   job[i] (a worker on the root, and how deep to start); the round ends
   when every job has seen the stop flag and returned. */
typedef struct thread_pool thread_pool;

typedef struct {
    thread_pool *pool;
    int index;
    unsigned first_round;          /* the round when the thread started */
    worker *w;
    const dm_position *root;
    int offset;
} helper;

struct thread_pool {
    pthread_mutex_t lock;
    pthread_cond_t wake, finished;
    int threads;                   /* started */
    pthread_t thread[DM_MAX_THREADS];
    helper job[DM_MAX_THREADS];
    int jobs;                      /* helpers with a job this round */
    int running;                   /* jobs not yet returned */
    unsigned round;
    bool quit;
};

static void run_job(helper *h)
{
    if (dm_generate_moves(h->w->board, h->root, &h->w->lists[0]) > 1)
        deepen_helper(h->w, h->root, h->offset);
}

static void *pool_thread(void *argument)
{
    helper *h = argument;
    thread_pool *p = h->pool;
    unsigned seen = h->first_round;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->quit && p->round == seen)
            pthread_cond_wait(&p->wake, &p->lock);
        if (p->quit)
            break;
        seen = p->round;
        if (h->index >= p->jobs)
            continue;
        pthread_mutex_unlock(&p->lock);
        run_job(h);
        pthread_mutex_lock(&p->lock);
        if (--p->running == 0)
            pthread_cond_signal(&p->finished);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

static thread_pool *pool_new(void)
{
    thread_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    if (pthread_mutex_init(&p->lock, NULL) != 0) {
        free(p);
        return NULL;
    }
    if (pthread_cond_init(&p->wake, NULL) != 0) {
        pthread_mutex_destroy(&p->lock);
        free(p);
        return NULL;
    }
    if (pthread_cond_init(&p->finished, NULL) != 0) {
        pthread_cond_destroy(&p->wake);
        pthread_mutex_destroy(&p->lock);
        free(p);
        return NULL;
    }
    return p;
}

static void pool_free(thread_pool *p)
{
    if (!p)
        return;
    pthread_mutex_lock(&p->lock);
    p->quit = true;
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->lock);
    for (int i = 0; i < p->threads; i++)
        pthread_join(p->thread[i], NULL);
    pthread_cond_destroy(&p->finished);
    pthread_cond_destroy(&p->wake);
    pthread_mutex_destroy(&p->lock);
    free(p);
}

/* Grows the pool to n threads if it can (fewer if the system says no: the
   search is then only slower); the threads it has.  The helpers block
   every signal: signals are for the caller's thread (SWI-Prolog handles
   them there, through should_stop), and a helper never calls back. */
static int pool_grow(thread_pool *p, int n)
{
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    while (p->threads < n) {
        helper *h = &p->job[p->threads];
        h->pool = p;
        h->index = p->threads;
        h->first_round = p->round;    /* no round runs now */
        if (pthread_create(&p->thread[p->threads], NULL, pool_thread, h) != 0)
            break;
        p->threads++;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return p->threads < n ? p->threads : n;
}

/* Starts up to threads - 1 helpers on the root; the number started. */
static int start_helpers(thread_pool *p, int threads, const dm_board *board,
                         const dm_position *root, const dm_search_limits *limits,
                         const shared_state *shared, dm_tt *tt, double start)
{
    int count = pool_grow(p, threads - 1);
    for (int i = 0; i < count; i++) {
        helper *h = &p->job[i];
        h->w = new_worker(board, root, limits, shared, tt, start);
        if (!h->w) {
            count = i;
            break;
        }
        h->root = root;
        h->offset = i % 2 == 0;
    }
    if (count) {
        pthread_mutex_lock(&p->lock);
        p->jobs = p->running = count;
        p->round++;
        pthread_cond_broadcast(&p->wake);
        pthread_mutex_unlock(&p->lock);
    }
    return count;
}

/* Stops the round's helpers and waits for them; the nodes they visited. */
static uint64_t stop_helpers(thread_pool *p, int count, int *stop)
{
    uint64_t nodes = 0;
    __atomic_store_n(stop, 1, __ATOMIC_RELAXED);
    pthread_mutex_lock(&p->lock);
    while (p->running > 0)
        pthread_cond_wait(&p->finished, &p->lock);
    p->jobs = 0;
    pthread_mutex_unlock(&p->lock);
    for (int i = 0; i < count; i++) {
        nodes += p->job[i].w->nodes;
        free_worker(p->job[i].w);
        p->job[i].w = NULL;
    }
    return nodes;
}

/* ---- The search --------------------------------------------------------- */

/* A search with table tt (or NULL), history table (kept by a context, or
   NULL), the stop flag other threads may set and a pool for the helper
   threads (*pool NULL: made here when needed, left for the caller). */
static dm_search_status run(const dm_board *board, const dm_position *pos,
                            const dm_search_limits *limits, dm_tt *tt,
                            dm_history history, int *stop, int threads,
                            thread_pool **pool, dm_search_result *result)
{
    memset(result, 0, sizeof *result);
    if (!valid_limits(limits))
        return DM_SEARCH_BAD_LIMITS;
    /* The database's values are those of the usual game. */
    dm_search_limits own = *limits;
    if (own.game_won_by != DM_WON_BY_OPPONENT_WITHOUT_MOVE)
        own.egdb = NULL;
    /* Tables built here serve every thread of the call. */
    dm_eval_tables *own_eval = NULL;
    if (!own.eval) {
        if (!(own_eval = malloc(sizeof *own_eval)))
            return DM_SEARCH_NO_MEMORY;
        dm_eval_init(own_eval, board);
        own.eval = own_eval;
    }
    limits = &own;
    shared_state shared = { stop };
    worker *c = new_worker(board, pos, limits, &shared, tt, worker_clock());
    if (!c) {
        free(own_eval);
        return DM_SEARCH_NO_MEMORY;
    }
    c->main = true;
    if (history)
        memcpy(c->history, history, sizeof c->history);
    if (limits->max_nodes)
        worker_check_limits(c);
    uint64_t helper_nodes = 0;
    int n = dm_generate_moves(board, pos, &c->lists[0]);
    int over;
    if (n < 0)
        c->status = DM_SEARCH_OVERFLOW;
    else if (first_king(limits, pos, 0, &over)) {
        result->score = over;
        c->reason = DM_STOP_NO_MOVE;
    } else if (n == 0) {
        result->score = no_move_score(limits, 0);
        c->reason = DM_STOP_NO_MOVE;
    } else {
        result->has_move = true;
        if (n == 1) {
            only_move(c, pos, result);
            c->reason = DM_STOP_SINGLE_MOVE;
        } else {
            /* Should no iteration finish: */
            result->best = result->pv[0] = c->lists[0].move[0];
            result->pv_length = 1;
            if (tt)
                dm_tt_new_search(tt);
            /* Lazy SMP needs the table: it is how the helpers help. */
            if (threads > 1 && tt && !*pool)
                *pool = pool_new();
            int count = threads > 1 && tt && *pool
                            ? start_helpers(*pool, threads, board, pos, limits, &shared,
                                            tt, c->start)
                            : 0;
            deepen(c, pos, result);
            if (count)
                helper_nodes = stop_helpers(*pool, count, stop);
        }
    }
    fill_statistics(c, result);
    result->nodes += helper_nodes;
    result->stop_reason = c->reason;
    result->stopped = c->stop && c->status == DM_SEARCH_OK;
    dm_search_status status = c->status;
    if (status != DM_SEARCH_OK)
        result->has_move = false;
    if (history && status == DM_SEARCH_OK)
        memcpy(history, c->history, sizeof c->history);
    free_worker(c);
    free(own_eval);
    return status;
}

dm_search_status dm_search(const dm_board *board, const dm_position *pos,
                           const dm_search_limits *limits, dm_tt *tt,
                           dm_search_result *result)
{
    int stop = 0;
    thread_pool *pool = NULL;
    dm_search_status status =
        run(board, pos, limits, tt, NULL, &stop, limits->threads, &pool, result);
    pool_free(pool);
    return status;
}

const char *dm_stop_reason_name(dm_stop_reason reason)
{
    static const char *const names[] = { "depth", "proven", "single_move", "no_move",
                                         "time_predicted", "time_out", "nodes",
                                         "stopped" };
    return (unsigned)reason < sizeof names / sizeof names[0] ? names[reason] : "unknown";
}

/* ---- Contexts ----------------------------------------------------------- */

struct dm_search_context {
    dm_tt *tt;                     /* NULL: no table */
    int threads;
    int busy;                      /* a search runs (atomic) */
    int stop;                      /* dm_search_context_stop was called (atomic) */
    dm_history history;                            /* the history heuristic, kept */
    const dm_board *board;         /* of the last search */
    thread_pool *pool;             /* NULL until a search needs helpers */
};

dm_search_context *dm_search_context_new(size_t tt_bytes, int threads)
{
    dm_search_context *x = calloc(1, sizeof *x);
    if (!x)
        return NULL;
    if (tt_bytes && !(x->tt = dm_tt_new(tt_bytes))) {
        free(x);
        return NULL;
    }
    x->threads = threads < 1 ? 1 : threads > DM_MAX_THREADS ? DM_MAX_THREADS : threads;
    return x;
}

void dm_search_context_free(dm_search_context *x)
{
    if (!x)
        return;
    pool_free(x->pool);
    dm_tt_free(x->tt);
    free(x);
}

static void forget(dm_search_context *x)
{
    if (x->tt)
        dm_tt_clear(x->tt);
    memset(x->history, 0, sizeof x->history);
}

bool dm_search_context_clear(dm_search_context *x)
{
    int idle = 0;
    if (!__atomic_compare_exchange_n(&x->busy, &idle, 1, false, __ATOMIC_ACQ_REL,
                                     __ATOMIC_ACQUIRE))
        return false;
    forget(x);
    __atomic_store_n(&x->busy, 0, __ATOMIC_RELEASE);
    return true;
}

void dm_search_context_stop(dm_search_context *x)
{
    if (__atomic_load_n(&x->busy, __ATOMIC_ACQUIRE))
        __atomic_store_n(&x->stop, 1, __ATOMIC_RELAXED);
}

size_t dm_search_context_tt_bytes(const dm_search_context *x)
{
    return x->tt ? dm_tt_bytes(x->tt) : 0;
}

int dm_search_context_threads(const dm_search_context *x)
{
    return x->threads;
}

dm_search_status dm_search_in_context(dm_search_context *x, const dm_board *board,
                                      const dm_position *pos,
                                      const dm_search_limits *limits,
                                      dm_search_result *result)
{
    int idle = 0;
    if (!__atomic_compare_exchange_n(&x->busy, &idle, 1, false, __ATOMIC_ACQ_REL,
                                     __ATOMIC_ACQUIRE)) {
        memset(result, 0, sizeof *result);
        return DM_SEARCH_BUSY;
    }
    __atomic_store_n(&x->stop, 0, __ATOMIC_RELAXED);
    /* Keys and move indexes mean something else under other rules: a
       context that moves to another board (variant) starts afresh. */
    if (x->board != board)
        forget(x);
    x->board = board;
    dm_order_age(x->history);
    int threads = limits->threads > 0 ? limits->threads : x->threads;
    dm_search_status status = run(board, pos, limits, x->tt, x->history, &x->stop,
                                  threads, &x->pool, result);
    __atomic_store_n(&x->stop, 0, __ATOMIC_RELAXED);
    __atomic_store_n(&x->busy, 0, __ATOMIC_RELEASE);
    return status;
}
