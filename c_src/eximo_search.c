#include "eximo_search.h"

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

typedef struct {
    const ex_board *board;
    ex_move_list *lists;      /* one per ply */
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

static void order_moves(const ex_board *board, ex_side side, ex_move_list *list, int first)
{
    int keys[EX_MAX_MOVES];
    for (int i = 0; i < list->count; i++)
        keys[i] = order_key(board, side, &list->moves[i]);
    if (first > 0 && first < list->count)
        keys[first] = 1 << 20;
    /* Insertion sort: lists are short but for drops, which share a key. */
    for (int i = 1; i < list->count; i++) {
        int key = keys[i];
        ex_move move = list->moves[i];
        int j = i - 1;
        while (j >= 0 && keys[j] < key) {
            keys[j + 1] = keys[j];
            list->moves[j + 1] = list->moves[j];
            j--;
        }
        keys[j + 1] = key;
        list->moves[j + 1] = move;
    }
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
    order_moves(c->board, pos->side, list, -1);
    int best = -EX_WIN - 1;
    for (int i = 0; i < list->count; i++) {
        ex_position next;
        ex_make_move(c->board, pos, &list->moves[i], &next);
        /* A capture is forced and keeps the tension: it does not use a ply
           at the horizon, so the search does not stop in the middle of an
           exchange. */
        int extension = (depth == 1 && list->moves[i].kind == EX_MOVE_CAPTURE) ? 1 : 0;
        int score = -negamax(c, &next, depth - 1 + extension, ply + 1, -beta, -alpha);
        if (c->stopped || c->overflow)
            return 0;
        if (score > best)
            best = score;
        if (score > alpha)
            alpha = score;
        if (alpha >= beta)
            break;
    }
    return best;
}

ex_search_status ex_search(const ex_board *board, const ex_position *pos,
                           const ex_search_limits *limits, ex_search_result *result)
{
    memset(result, 0, sizeof *result);
    context c = { .board = board };
    c.lists = malloc(EX_MAX_PLY * sizeof *c.lists);
    ex_move_list *root = malloc(sizeof *root);
    if (!c.lists || !root) {
        free(c.lists);
        free(root);
        return EX_SEARCH_NO_MEMORY;
    }
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
    order_moves(board, pos->side, root, -1);
    result->best = root->moves[0];
    int max_depth = limits->max_depth < 1 ? 1 : limits->max_depth;
    if (max_depth > EX_MAX_PLY - 2)
        max_depth = EX_MAX_PLY - 2;
    int best_index = 0;
    for (int depth = 1; depth <= max_depth; depth++) {
        /* The first iteration always finishes: there is a move to give. */
        c.timed = depth > 1 && limits->seconds > 0;
        order_moves(board, pos->side, root, best_index);
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
done:
    free(c.lists);
    free(root);
    return status;
}
