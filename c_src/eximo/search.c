#include "eximo/search.h"

#include "search/tt.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

static inline uint64_t bit(int square) { return UINT64_C(1) << square; }

/* Advancement by rank counted from the piece's own side (0..7): a piece
   near the far row is worth more, as it will turn into two. */
static const int advance_bonus[8] = { 0, 2, 5, 9, 14, 20, 28, 0 };
enum {
    PIECE = 100,
    ARRIVAL_PER_DROP = 30,   /* a piece one step from the far row, per free drop square (max 2) */
    HANGING = 30,            /* a piece the opponent can take now */
    TEMPO = 5
};

static int relative_rank(ex_side side, int square)
{
    int rank = square / 8;
    return side == EX_WHITE ? rank : 7 - rank;
}

/* Pieces of `side` that the other side could capture, were it to move. */
static uint64_t hanging(const ex_board *board, const ex_position *pos, ex_side side)
{
    ex_side other = (ex_side)!side;
    uint64_t occupied = pos->pieces[0] | pos->pieces[1], taken = 0;
    for (uint64_t p = pos->pieces[other]; p; p &= p - 1) {
        int at = __builtin_ctzll(p);
        const ex_hop *hops = board->capture[other][at];
        for (int i = 0; i < board->capture_count[other][at]; i++)
            if ((pos->pieces[side] & bit(hops[i].over)) && !(occupied & bit(hops[i].to)))
                taken |= bit(hops[i].over);
    }
    return taken;
}

static int side_score(const ex_board *board, const ex_position *pos, ex_side side)
{
    uint64_t occupied = pos->pieces[0] | pos->pieces[1];
    int free_drops = __builtin_popcountll(board->drop_zone[side] & ~occupied);
    if (free_drops > 2)
        free_drops = 2;
    int score = 0;
    for (uint64_t p = pos->pieces[side]; p; p &= p - 1) {
        int at = __builtin_ctzll(p);
        score += PIECE + advance_bonus[relative_rank(side, at)];
        if (board->step[side][at] & board->far_row[side] & ~occupied)
            score += ARRIVAL_PER_DROP * free_drops;
    }
    score -= HANGING * __builtin_popcountll(hanging(board, pos, side));
    return score;
}

int ex_evaluate(const ex_board *board, const ex_position *pos)
{
    ex_side side = pos->side;
    return side_score(board, pos, side) - side_score(board, pos, (ex_side)!side) + TEMPO;
}

/* Zobrist keys, one per side and square plus one for Black to move, from
   splitmix64 with a fixed seed: the same on every run. */
typedef struct {
    uint64_t piece[2][EX_SQUARES];
    uint64_t black_to_move;
} zobrist;

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
    z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
    return z ^ (z >> 31);
}

static void zobrist_init(zobrist *keys)
{
    uint64_t state = UINT64_C(0x45584D4F);   /* "EXMO" */
    for (int s = 0; s < 2; s++)
        for (int q = 0; q < EX_SQUARES; q++)
            keys->piece[s][q] = splitmix64(&state);
    keys->black_to_move = splitmix64(&state);
}

static uint64_t zobrist_key(const zobrist *keys, const ex_position *pos)
{
    uint64_t key = pos->side == EX_BLACK ? keys->black_to_move : 0;
    for (int s = 0; s < 2; s++)
        for (uint64_t p = pos->pieces[s]; p; p &= p - 1)
            key ^= keys->piece[s][__builtin_ctzll(p)];
    return key;
}

typedef struct {
    const ex_board *board;
    ex_move_list *lists;      /* one per ply */
    int *keys;                /* ordering keys, EX_MAX_MOVES per ply */
    dm_tt *tt;                /* NULL: none */
    zobrist zobrist;
    uint64_t nodes;
    struct timespec deadline;
    bool timed, stopped, overflow;
} context;

static bool time_is_up(context *c)
{
    if (!c->timed || (c->nodes & 1023))
        return false;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return now.tv_sec > c->deadline.tv_sec ||
           (now.tv_sec == c->deadline.tv_sec && now.tv_nsec >= c->deadline.tv_nsec);
}

/* Moves that reach the far row, then those that go furthest, first: a
   cheap order that finds the cut-offs of a race to the far row. */
static int order_key(const ex_board *board, ex_side side, const ex_move *m)
{
    int last = m->path[m->length - 1];
    int key = __builtin_popcountll(m->captured) * 64;
    if (board->far_row[side] & bit(last))
        key += 32 + m->drop_count * 8;
    return key + relative_rank(side, last) - relative_rank(side, m->path[0]);
}

/* Computes the ordering keys of list; `first` (an index, or -1) gets the
   highest.  The moves are then taken best first by pick_next, which only
   sorts as far as the search goes before a cut-off. */
static void order_keys(const ex_board *board, ex_side side, const ex_move_list *list,
                       int first, int *keys)
{
    for (int i = 0; i < list->count; i++)
        keys[i] = order_key(board, side, &list->moves[i]);
    if (first >= 0 && first < list->count)
        keys[first] = 1 << 20;
}

static void pick_next(ex_move_list *list, int *keys, int i)
{
    int best = i;
    for (int j = i + 1; j < list->count; j++)
        if (keys[j] > keys[best])
            best = j;
    if (best != i) {
        ex_move move = list->moves[i];
        list->moves[i] = list->moves[best];
        list->moves[best] = move;
        int key = keys[i];
        keys[i] = keys[best];
        keys[best] = key;
    }
}

/* The index of the stored move in list, or -1.  The table keeps a move's
   start and end squares only (the list is reordered as it is searched, so
   an index would not last): the first move with both comes first. */
static int stored_move(const ex_move_list *list, const dm_tt_entry *entry)
{
    if (entry->move == DM_TT_NO_MOVE)
        return -1;
    for (int i = 0; i < list->count; i++) {
        const ex_move *m = &list->moves[i];
        if (m->path[0] == entry->from && m->path[m->length - 1] == entry->to)
            return i;
    }
    return -1;
}

/* Win scores are stored as distances from the node, not the root. */
static int score_to_tt(int score, int ply)
{
    return score >= EX_WIN - EX_MAX_PLY ? score + ply
         : score <= -EX_WIN + EX_MAX_PLY ? score - ply : score;
}

static int score_from_tt(int score, int ply)
{
    return score >= EX_WIN - EX_MAX_PLY ? score - ply
         : score <= -EX_WIN + EX_MAX_PLY ? score + ply : score;
}

static int negamax(context *c, const ex_position *pos, int depth, int ply, int alpha, int beta)
{
    c->nodes++;
    if (time_is_up(c))
        c->stopped = true;
    if (c->stopped || c->overflow)
        return 0;
    ex_move_list *list = &c->lists[ply];
    if (!ex_generate_moves(c->board, pos, list)) {
        c->overflow = true;
        return 0;
    }
    if (list->count == 0)
        return -EX_WIN + ply;
    if (depth <= 0 || ply >= EX_MAX_PLY - 1)
        return ex_evaluate(c->board, pos);
    uint64_t key = 0;
    int first = -1;
    dm_tt_entry entry;
    if (c->tt) {
        key = zobrist_key(&c->zobrist, pos);
        if (dm_tt_probe(c->tt, key, &entry)) {
            first = stored_move(list, &entry);
            int score = score_from_tt(entry.score, ply);
            if (entry.depth >= depth &&
                (entry.bound == DM_BOUND_EXACT ||
                 (entry.bound == DM_BOUND_LOWER && score >= beta) ||
                 (entry.bound == DM_BOUND_UPPER && score <= alpha)))
                return score;
        }
    }
    int *keys = c->keys + (size_t)ply * EX_MAX_MOVES;
    order_keys(c->board, pos->side, list, first, keys);
    int best = -EX_WIN - 1, best_index = -1, alpha0 = alpha;
    for (int i = 0; i < list->count; i++) {
        pick_next(list, keys, i);
        ex_position next;
        ex_make_move(c->board, pos, &list->moves[i], &next);
        /* A capture is forced and keeps the tension: it does not use a ply
           at the horizon, so the search does not stop in the middle of an
           exchange. */
        int extension = (depth == 1 && list->moves[i].kind == EX_MOVE_CAPTURE) ? 1 : 0;
        int score = -negamax(c, &next, depth - 1 + extension, ply + 1, -beta, -alpha);
        if (c->stopped || c->overflow)
            return 0;
        if (score > best) {
            best = score;
            best_index = i;
        }
        if (score > alpha)
            alpha = score;
        if (alpha >= beta)
            break;
    }
    if (c->tt) {
        const ex_move *m = &list->moves[best_index];
        dm_tt_entry store = {
            .score = score_to_tt(best, ply),
            .depth = depth,
            .bound = best >= beta ? DM_BOUND_LOWER : best > alpha0 ? DM_BOUND_EXACT : DM_BOUND_UPPER,
            .move = 0,   /* "has a move": stored_move goes by from and to */
            .from = m->path[0],
            .to = m->path[m->length - 1],
        };
        dm_tt_store(c->tt, key, &store);
    }
    return best;
}

ex_search_status ex_search(const ex_board *board, const ex_position *pos,
                           const ex_search_limits *limits, ex_search_result *result)
{
    memset(result, 0, sizeof *result);
    context c = { .board = board };
    c.lists = malloc(EX_MAX_PLY * sizeof *c.lists);
    c.keys = malloc((size_t)EX_MAX_PLY * EX_MAX_MOVES * sizeof *c.keys);
    ex_move_list *root = malloc(sizeof *root);
    if (limits->tt_bytes > 0)
        c.tt = dm_tt_new(limits->tt_bytes);
    if (!c.lists || !c.keys || !root || (limits->tt_bytes > 0 && !c.tt)) {
        free(c.lists);
        free(c.keys);
        free(root);
        dm_tt_free(c.tt);
        return EX_SEARCH_NO_MEMORY;
    }
    zobrist_init(&c.zobrist);
    ex_search_status status = EX_SEARCH_OK;
    if (!ex_generate_moves(board, pos, root)) {
        status = EX_SEARCH_OVERFLOW;
        goto done;
    }
    if (root->count == 0) {
        status = EX_SEARCH_NO_MOVE;
        goto done;
    }
    if (limits->seconds > 0) {
        c.timed = true;
        clock_gettime(CLOCK_MONOTONIC, &c.deadline);
        double whole = (double)(long)limits->seconds;
        c.deadline.tv_sec += (time_t)whole;
        c.deadline.tv_nsec += (long)((limits->seconds - whole) * 1e9);
        if (c.deadline.tv_nsec >= 1000000000L) {
            c.deadline.tv_sec++;
            c.deadline.tv_nsec -= 1000000000L;
        }
    }
    int *root_keys = malloc(EX_MAX_MOVES * sizeof *root_keys);
    if (!root_keys) {
        status = EX_SEARCH_NO_MEMORY;
        goto done;
    }
    order_keys(board, pos->side, root, -1, root_keys);
    for (int i = 0; i < root->count; i++)
        pick_next(root, root_keys, i);
    result->best = root->moves[0];
    int max_depth = limits->max_depth < 1 ? 1 : limits->max_depth;
    if (max_depth > EX_MAX_PLY - 2)
        max_depth = EX_MAX_PLY - 2;
    int best_index = 0;
    for (int depth = 1; depth <= max_depth; depth++) {
        /* The first iteration always finishes: there is a move to give. */
        c.timed = depth > 1 && limits->seconds > 0;
        /* The previous iteration's best first, the others as they were. */
        if (best_index > 0) {
            ex_move move = root->moves[best_index];
            memmove(&root->moves[1], &root->moves[0], (size_t)best_index * sizeof move);
            root->moves[0] = move;
        }
        int alpha = -EX_WIN - 1, beta = EX_WIN + 1, iteration_best = 0;
        for (int i = 0; i < root->count; i++) {
            ex_position next;
            ex_make_move(board, pos, &root->moves[i], &next);
            int score = -negamax(&c, &next, depth - 1, 1, -beta, -alpha);
            if (c.stopped || c.overflow)
                break;
            if (score > alpha) {
                alpha = score;
                iteration_best = i;
            }
        }
        if (c.overflow) {
            status = EX_SEARCH_OVERFLOW;
            break;
        }
        if (c.stopped)
            break;
        best_index = iteration_best;
        result->best = root->moves[best_index];
        result->score = alpha;
        result->depth = depth;
        if (alpha >= EX_WIN - EX_MAX_PLY || alpha <= -EX_WIN + EX_MAX_PLY)
            break;
    }
    result->nodes = c.nodes;
    free(root_keys);
done:
    free(c.lists);
    free(c.keys);
    free(root);
    dm_tt_free(c.tt);
    return status;
}
