/* Gomoku's search and evaluations: see gomoku_search.h. */
#include "gomoku/search.h"

#include <stdbool.h>
#include <string.h>
#include <time.h>

/* ---- The classroom heuristic ------------------------------------------ */

void gm_classroom_terms(const gm_board *board, const gm_position *pos, int side,
                        gm_classroom *terms)
{
    int sum[2] = { 0, 0 };
    for (int d = 0; d < GM_DIRECTIONS; d++)
        for (int p = 0; p < board->points; p++) {
            int c = pos->cell[p];
            if (c == GM_EMPTY)
                continue;
            int before = board->previous[d][p];
            if (before >= 0 && pos->cell[before] == c)
                continue;                       /* not a run's first stone */
            int length = 1, q = board->next[d][p];
            while (q >= 0 && pos->cell[q] == c) {
                length++;
                q = board->next[d][q];
            }
            int open = (before >= 0 && pos->cell[before] == GM_EMPTY) +
                       (q >= 0 && pos->cell[q] == GM_EMPTY);
            if (length >= 2)
                sum[c] += length * length * open;
        }
    terms->v = sum[side];
    terms->l = sum[side ^ 1];
    terms->p = GM_CLASSROOM_WEIGHT;
    terms->j = pos->stones > 0 ? pos->stones : 1;
}

int gm_classroom_value(const gm_classroom *terms)
{
    return (terms->v - terms->l) * terms->p / terms->j;
}

/* ---- The engine's evaluation ------------------------------------------ */

static int clamp(int score)
{
    return score > GM_WIN_BOUND - 1000 ? GM_WIN_BOUND - 1000
         : score < -(GM_WIN_BOUND - 1000) ? -(GM_WIN_BOUND - 1000) : score;
}

/* The side to move's windows count a little more: it plays first. */
static int engine_value(const gm_position *pos)
{
    int own = pos->pattern[pos->side], other = pos->pattern[pos->side ^ 1];
    return clamp(own + own / 4 - other);
}

int gm_evaluate(const gm_board *board, const gm_position *pos, gm_heuristic heuristic)
{
    if (pos->winner != GM_NO_WINNER)
        return pos->winner == pos->side ? GM_WIN : -GM_WIN;
    if (pos->stones == board->points)
        return 0;
    if (heuristic == GM_HEURISTIC_CLASSROOM) {
        gm_classroom terms;
        gm_classroom_terms(board, pos, pos->side, &terms);
        return clamp(gm_classroom_value(&terms));
    }
    return engine_value(pos);
}

/* ---- Random numbers for ties ------------------------------------------ */

static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

int gm_classroom_move(const gm_board *board, const gm_position *pos, uint64_t *random)
{
    if (pos->winner != GM_NO_WINNER || pos->stones == board->points)
        return -1;
    gm_position work = *pos;
    int best = -1, best_value = 0, ties = 0;
    for (int p = 0; p < board->points; p++) {
        if (work.cell[p] != GM_EMPTY)
            continue;
        int mover = work.side;
        gm_make(board, &work, p);
        int value;
        if (work.winner == mover)
            value = GM_WIN;
        else {
            gm_classroom terms;
            gm_classroom_terms(board, &work, mover, &terms);
            value = gm_classroom_value(&terms);
        }
        gm_unmake(board, &work, p);
        if (best < 0 || value > best_value) {
            best = p;
            best_value = value;
            ties = 1;
        } else if (value == best_value && next_random(random) % (uint64_t)++ties == 0) {
            best = p;
        }
    }
    return best;
}

/* ---- The search -------------------------------------------------------- */

typedef struct {
    const gm_board *board;
    gm_position pos;
    gm_search_options options;
    struct timespec start;
    uint64_t nodes;
    bool stopped;
} context;

static double elapsed(const context *ctx)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - ctx->start.tv_sec) +
           (double)(now.tv_nsec - ctx->start.tv_nsec) / 1e9;
}

static bool out_of_budget(context *ctx)
{
    if (ctx->stopped)
        return true;
    if (ctx->options.nodes && ctx->nodes >= ctx->options.nodes)
        ctx->stopped = true;
    else if ((ctx->nodes & 1023) == 0 &&
             ((ctx->options.seconds > 0 && elapsed(ctx) >= ctx->options.seconds) ||
              (ctx->options.should_stop && ctx->options.should_stop(ctx->options.context))))
        ctx->stopped = true;
    return ctx->stopped;
}

/* Threat values of a point for the side to move: making its own windows
   fuller (attack) and spoiling the opponent's (defence). */
static const int attack_value[GM_ROW] = { 1, 4, 30, 500, 100000 };
static const int defence_value[GM_ROW] = { 0, 3, 25, 300, 50000 };

static int threat_value(const gm_board *board, const gm_position *pos, int point)
{
    int own = pos->side, other = own ^ 1, value = 0;
    for (int i = 0; i < board->point_windows[point]; i++) {
        int w = board->point_window[point][i];
        int mine = pos->count[w][own], theirs = pos->count[w][other];
        if (theirs == 0)
            value += attack_value[mine];
        if (mine == 0)
            value += defence_value[theirs];
    }
    return value;
}

typedef struct {
    int point[GM_MAX_POINTS];
    int value[GM_MAX_POINTS];
    int count;
} move_list;

static void add_move(move_list *list, const gm_board *board, const gm_position *pos,
                     int point, bool *seen)
{
    if (seen[point] || pos->cell[point] != GM_EMPTY)
        return;
    seen[point] = true;
    list->point[list->count] = point;
    list->value[list->count] = threat_value(board, pos, point);
    list->count++;
}

/* The empty points of the windows where colour has four and its opponent
   none: where colour wins, so where the other must play. */
static void four_points(const gm_board *board, const gm_position *pos, int colour,
                        move_list *list)
{
    bool seen[GM_MAX_POINTS] = { false };
    list->count = 0;
    for (int w = 0; w < board->windows; w++)
        if (pos->count[w][colour] == GM_ROW - 1 && pos->count[w][colour ^ 1] == 0)
            for (int i = 0; i < GM_ROW; i++)
                add_move(list, board, pos, board->window_point[w][i], seen);
}

/* The points where the side to move makes a four (a window with three of
   its stones, none of the other's). */
static void four_making_points(const gm_board *board, const gm_position *pos, move_list *list)
{
    bool seen[GM_MAX_POINTS] = { false };
    int own = pos->side;
    list->count = 0;
    for (int w = 0; w < board->windows; w++)
        if (pos->count[w][own] == GM_ROW - 2 && pos->count[w][own ^ 1] == 0)
            for (int i = 0; i < GM_ROW; i++)
                add_move(list, board, pos, board->window_point[w][i], seen);
}

/* The empty points within two points of a stone along a line. */
static void candidate_points(const gm_board *board, const gm_position *pos, move_list *list)
{
    bool seen[GM_MAX_POINTS] = { false };
    list->count = 0;
    if (pos->stones == 0) {
        int centre = (board->size / 2) * board->size + board->size / 2;
        add_move(list, board, pos, centre, seen);
        return;
    }
    for (int p = 0; p < board->points; p++) {
        if (pos->cell[p] == GM_EMPTY)
            continue;
        for (int d = 0; d < GM_DIRECTIONS; d++) {
            int q = p, r = p;
            for (int step = 0; step < 2; step++) {
                if (q >= 0 && (q = board->next[d][q]) >= 0)
                    add_move(list, board, pos, q, seen);
                if (r >= 0 && (r = board->previous[d][r]) >= 0)
                    add_move(list, board, pos, r, seen);
            }
        }
    }
}

/* Sorts by value, highest first, the tt_move (if in the list) before all;
   stable, so equal values keep the points' order. */
static void order_moves(move_list *list, int tt_move)
{
    for (int i = 0; i < list->count; i++)
        if (list->point[i] == tt_move)
            list->value[i] = 1 << 30;
    for (int i = 1; i < list->count; i++) {
        int p = list->point[i], v = list->value[i], j = i - 1;
        while (j >= 0 && list->value[j] < v) {
            list->point[j + 1] = list->point[j];
            list->value[j + 1] = list->value[j];
            j--;
        }
        list->point[j + 1] = p;
        list->value[j + 1] = v;
    }
}

/* Win scores count plies from the root in the search, from the node in
   the table. */
static int score_to_tt(int score, int ply)
{
    return score > GM_WIN_BOUND ? score + ply : score < -GM_WIN_BOUND ? score - ply : score;
}

static int score_from_tt(int score, int ply)
{
    return score > GM_WIN_BOUND ? score - ply : score < -GM_WIN_BOUND ? score + ply : score;
}

/* Four-making moves the quiescence search may play in a row, and how many
   it tries at a node (the best by threat value): enough for the VCFs of
   play, without the search growing with every three on the board. */
#define QUIESCENCE_FOURS 8
#define QUIESCENCE_WIDTH 6

/* The table's depth of a node: its depth shifted by QUIESCENCE_FOURS, so
   that the quiescence search's nodes (depths 0 to -QUIESCENCE_FOURS) are
   kept too and a result with more fours left serves a node with fewer.
   Without them a depth-1 search re-read the same fours in every order:
   15 million nodes on a board full of threes. */
static int table_depth(int depth) { return depth + QUIESCENCE_FOURS; }

static int negamax(context *ctx, int depth, int alpha, int beta, int ply)
{
    const gm_board *board = ctx->board;
    gm_position *pos = &ctx->pos;
    ctx->nodes++;
    if (pos->winner != GM_NO_WINNER)
        return -(GM_WIN - ply);          /* the move that led here won */
    if (pos->stones == board->points)
        return 0;
    int own = pos->side;
    if (pos->fours[own] > 0)
        return GM_WIN - ply - 1;         /* wins with the next stone */
    if (ply >= GM_MAX_PLY - 1 || out_of_budget(ctx))
        return gm_evaluate(board, pos, ctx->options.heuristic);
    /* Mate distance pruning: no line from here wins sooner than with the
       side to move's next stone but one, nor loses sooner than with the
       opponent's next. */
    if (alpha < -(GM_WIN - ply - 2))
        alpha = -(GM_WIN - ply - 2);
    if (beta > GM_WIN - ply - 3)
        beta = GM_WIN - ply - 3;
    if (alpha >= beta)
        return alpha;

    int alpha0 = alpha, tt_move = -1;
    dm_tt_entry entry;
    if (ctx->options.tt && dm_tt_probe(ctx->options.tt, pos->key, &entry)) {
        if (entry.move != DM_TT_NO_MOVE)
            tt_move = entry.from << 7 | entry.move;
        if (entry.depth >= table_depth(depth)) {
            int s = score_from_tt(entry.score, ply);
            if (entry.bound == DM_BOUND_EXACT ||
                (entry.bound == DM_BOUND_LOWER && s >= beta) ||
                (entry.bound == DM_BOUND_UPPER && s <= alpha))
                return s;
        }
    }

    move_list list;
    bool forced = pos->fours[own ^ 1] > 0;
    int best = -GM_WIN - 1, best_move = -1;
    if (forced) {
        four_points(board, pos, own ^ 1, &list);
        /* Two points to block: one stone cannot, and the side to move
           has no four of its own to win first. */
        if (list.count >= 2)
            return -(GM_WIN - ply - 2);
    } else if (depth <= 0) {
        int stand = gm_evaluate(board, pos, ctx->options.heuristic);
        if (stand >= beta || depth <= -QUIESCENCE_FOURS)
            return stand;
        if (stand > alpha)
            alpha = stand;
        best = stand;
        four_making_points(board, pos, &list);
    } else {
        candidate_points(board, pos, &list);
    }
    order_moves(&list, tt_move);
    int count = list.count;
    if (!forced && depth > 0 && ply > 0 && ctx->options.width > 0 && count > ctx->options.width)
        count = ctx->options.width;
    if (!forced && depth <= 0 && count > QUIESCENCE_WIDTH)
        count = QUIESCENCE_WIDTH;

    for (int i = 0; i < count; i++) {
        int move = list.point[i];
        /* A forced reply costs no depth (the threat extension); in the
           quiescence search every four costs one. */
        int child = forced ? depth : depth - 1;
        gm_make(board, pos, move);
        int score;
        if (i == 0 || forced)
            score = -negamax(ctx, child, -beta, -alpha, ply + 1);
        else {
            score = -negamax(ctx, child, -alpha - 1, -alpha, ply + 1);
            if (score > alpha && score < beta)
                score = -negamax(ctx, child, -beta, -alpha, ply + 1);
        }
        gm_unmake(board, pos, move);
        if (ctx->stopped)
            return best > -GM_WIN - 1 ? best : 0;
        if (score > best) {
            best = score;
            best_move = move;
        }
        if (score > alpha)
            alpha = score;
        if (alpha >= beta)
            break;
    }
    if (best == -GM_WIN - 1)                /* forced with no point: cannot be */
        best = -(GM_WIN - ply - 2);

    if (ctx->options.tt) {
        dm_tt_entry store = {
            .score = score_to_tt(best, ply),
            .depth = table_depth(depth),
            .bound = best >= beta ? DM_BOUND_LOWER
                   : best > alpha0 ? DM_BOUND_EXACT : DM_BOUND_UPPER,
            .move = best_move >= 0 ? (best_move & 0x7F) : DM_TT_NO_MOVE,
            .from = (uint8_t)(best_move >= 0 ? best_move >> 7 : 0),
            .to = 0,
        };
        dm_tt_store(ctx->options.tt, pos->key, &store);
    }
    return best;
}

int gm_search(const gm_board *board, const gm_position *pos,
              const gm_search_options *options, gm_search_result *result)
{
    static const gm_search_result none = { -1, 0, 0, 0, 0.0 };
    *result = none;
    if (pos->winner != GM_NO_WINNER || pos->stones == board->points)
        return -1;
    context ctx = { .board = board, .pos = *pos, .options = *options };
    clock_gettime(CLOCK_MONOTONIC, &ctx.start);
    if (ctx.options.tt)
        dm_tt_new_search(ctx.options.tt);
    int max_depth = options->depth < 1 ? 1
                  : options->depth > GM_MAX_PLY / 2 ? GM_MAX_PLY / 2 : options->depth;

    move_list list;
    if (pos->fours[pos->side] > 0)
        four_points(board, pos, pos->side, &list);
    else if (pos->fours[pos->side ^ 1] > 0)
        four_points(board, pos, pos->side ^ 1, &list);
    else
        candidate_points(board, pos, &list);
    order_moves(&list, -1);
    result->move = list.point[0];

    for (int depth = 1; depth <= max_depth; depth++) {
        int alpha = -GM_WIN - 1, beta = GM_WIN + 1, best = -GM_WIN - 1, best_move = -1;
        for (int i = 0; i < list.count; i++) {
            int move = list.point[i];
            gm_make(board, &ctx.pos, move);
            int score;
            if (i == 0)
                score = -negamax(&ctx, depth - 1, -beta, -alpha, 1);
            else {
                score = -negamax(&ctx, depth - 1, -alpha - 1, -alpha, 1);
                if (score > alpha)
                    score = -negamax(&ctx, depth - 1, -beta, -alpha, 1);
            }
            gm_unmake(board, &ctx.pos, move);
            if (ctx.stopped)
                break;
            if (score > best) {
                best = score;
                best_move = move;
            }
            if (score > alpha)
                alpha = score;
        }
        if (ctx.stopped)
            break;
        result->move = best_move;
        result->score = best;
        result->depth = depth;
        /* The best move first at the next depth. */
        for (int i = 0; i < list.count; i++)
            if (list.point[i] == best_move) {
                memmove(&list.point[1], &list.point[0], (size_t)i * sizeof list.point[0]);
                list.point[0] = best_move;
                break;
            }
        if (best > GM_WIN_BOUND || best < -GM_WIN_BOUND)
            break;                                   /* a proven result */
    }
    result->nodes = ctx.nodes;
    result->seconds = elapsed(&ctx);
    return 0;
}
