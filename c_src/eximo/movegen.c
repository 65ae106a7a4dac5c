#include "eximo/movegen.h"

#include <stdlib.h>
#include <string.h>

static inline uint64_t bit(int square) { return UINT64_C(1) << square; }

void ex_initial_position(const ex_board *board, ex_position *pos)
{
    pos->side = board->first_player;
    pos->pieces[EX_WHITE] = board->start[EX_WHITE];
    pos->pieces[EX_BLACK] = board->start[EX_BLACK];
}

/* The generator's state while it follows one piece's route. */
typedef struct {
    const ex_board *board;
    ex_side side;
    uint64_t own;        /* the side's pieces without the moving one */
    uint64_t enemy;      /* what is left of the enemy's */
    ex_move move;        /* the route so far */
    ex_move_list *list;
    bool overflow;
} route;

/* Adds the route's move, once for each way of dropping the freed pieces
   when it ends on the far row. */
static void emit(route *r)
{
    ex_move *m = &r->move;
    int last = m->path[m->length - 1];
    ex_move_list *list = r->list;
    if (!(r->board->far_row[r->side] & bit(last))) {
        if (list->count >= EX_MAX_MOVES) { r->overflow = true; return; }
        m->drop_count = 0;
        list->moves[list->count++] = *m;
        return;
    }
    uint64_t free = r->board->drop_zone[r->side] & ~(r->own | r->enemy);
    int n = __builtin_popcountll(free);
    if (n <= 1) {
        if (list->count >= EX_MAX_MOVES) { r->overflow = true; return; }
        m->drop_count = (uint8_t)n;
        if (n == 1)
            m->drops[0] = (uint8_t)__builtin_ctzll(free);
        list->moves[list->count++] = *m;
        return;
    }
    for (uint64_t a = free; a; a &= a - 1) {
        int first = __builtin_ctzll(a);
        for (uint64_t b = a & (a - 1); b; b &= b - 1) {
            if (list->count >= EX_MAX_MOVES) { r->overflow = true; return; }
            m->drop_count = 2;
            m->drops[0] = (uint8_t)first;
            m->drops[1] = (uint8_t)__builtin_ctzll(b);
            list->moves[list->count++] = *m;
        }
    }
}

/* Goes on capturing from the route's last square; a route that can go on
   must (the captured piece leaves at once), and the far row ends it. */
static void extend_capture(route *r)
{
    ex_move *m = &r->move;
    int at = m->path[m->length - 1];
    const ex_hop *hops = r->board->capture[r->side][at];
    int count = r->board->capture_count[r->side][at];
    bool went_on = false;
    for (int i = 0; i < count; i++) {
        uint64_t over = bit(hops[i].over), to = bit(hops[i].to);
        if (!(r->enemy & over) || ((r->own | r->enemy) & to))
            continue;
        went_on = true;
        if (m->length >= EX_MAX_PATH) { r->overflow = true; return; }
        r->enemy &= ~over;
        m->captured |= over;
        m->path[m->length++] = hops[i].to;
        if (r->board->far_row[r->side] & to)
            emit(r);
        else
            extend_capture(r);
        m->length--;
        m->captured &= ~over;
        r->enemy |= over;
    }
    if (!went_on && m->length > 1)
        emit(r);
}

/* The same for jumps over friendly pieces, which stay. */
static void extend_jump(route *r)
{
    ex_move *m = &r->move;
    int at = m->path[m->length - 1];
    const ex_hop *hops = r->board->jump[r->side][at];
    int count = r->board->jump_count[r->side][at];
    bool went_on = false;
    for (int i = 0; i < count; i++) {
        uint64_t over = bit(hops[i].over), to = bit(hops[i].to);
        if (!(r->own & over) || ((r->own | r->enemy) & to))
            continue;
        went_on = true;
        if (m->length >= EX_MAX_PATH) { r->overflow = true; return; }
        m->path[m->length++] = hops[i].to;
        if (r->board->far_row[r->side] & to)
            emit(r);
        else
            extend_jump(r);
        m->length--;
    }
    if (!went_on && m->length > 1)
        emit(r);
}

bool ex_has_capture(const ex_board *board, const ex_position *pos)
{
    ex_side side = pos->side;
    uint64_t own = pos->pieces[side], enemy = pos->pieces[!side], occupied = own | enemy;
    for (uint64_t p = own; p; p &= p - 1) {
        int at = __builtin_ctzll(p);
        const ex_hop *hops = board->capture[side][at];
        for (int i = 0; i < board->capture_count[side][at]; i++)
            if ((enemy & bit(hops[i].over)) && !(occupied & bit(hops[i].to)))
                return true;
    }
    return false;
}

bool ex_generate_moves(const ex_board *board, const ex_position *pos, ex_move_list *list)
{
    ex_side side = pos->side;
    route r = { .board = board, .side = side, .enemy = pos->pieces[!side],
                .list = list, .overflow = false };
    list->count = 0;
    bool capture = ex_has_capture(board, pos);
    for (uint64_t p = pos->pieces[side]; p && !r.overflow; p &= p - 1) {
        int at = __builtin_ctzll(p);
        r.own = pos->pieces[side] & ~bit(at);
        r.move.captured = 0;
        r.move.length = 1;
        r.move.path[0] = (uint8_t)at;
        if (capture) {
            r.move.kind = EX_MOVE_CAPTURE;
            extend_capture(&r);
            continue;
        }
        r.move.kind = EX_MOVE_STEP;
        uint64_t empty = ~(pos->pieces[0] | pos->pieces[1]);
        for (uint64_t t = board->step[side][at] & empty; t; t &= t - 1) {
            r.move.path[1] = (uint8_t)__builtin_ctzll(t);
            r.move.length = 2;
            emit(&r);
        }
        r.move.length = 1;
        r.move.kind = EX_MOVE_JUMP;
        extend_jump(&r);
    }
    return !r.overflow;
}

void ex_make_move(const ex_board *board, const ex_position *pos, const ex_move *move,
                  ex_position *next)
{
    ex_side side = pos->side;
    uint64_t own = pos->pieces[side] & ~bit(move->path[0]);
    int last = move->path[move->length - 1];
    if (!(board->far_row[side] & bit(last)))
        own |= bit(last);
    for (int i = 0; i < move->drop_count; i++)
        own |= bit(move->drops[i]);
    next->pieces[side] = own;
    next->pieces[!side] = pos->pieces[!side] & ~move->captured;
    next->side = (ex_side)!side;
}

static bool perft_below(const ex_board *board, const ex_position *pos, int depth,
                        ex_move_list *lists, uint64_t *count)
{
    ex_move_list *list = &lists[0];
    if (!ex_generate_moves(board, pos, list))
        return false;
    if (depth == 1) {
        *count += (uint64_t)list->count;
        return true;
    }
    for (int i = 0; i < list->count; i++) {
        ex_position next;
        ex_make_move(board, pos, &list->moves[i], &next);
        if (!perft_below(board, &next, depth - 1, lists + 1, count))
            return false;
    }
    return true;
}

bool ex_perft(const ex_board *board, const ex_position *pos, int depth, uint64_t *count)
{
    *count = 0;
    if (depth <= 0) {
        *count = 1;
        return true;
    }
    ex_move_list *lists = malloc((size_t)depth * sizeof *lists);
    if (!lists)
        return false;
    bool ok = perft_below(board, pos, depth, lists, count);
    free(lists);
    return ok;
}
