#include "egdb_support.h"

#include "draughts/movegen.h"

uint64_t egdb_next_random(uint64_t *state)
{
    uint64_t x = *state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return *state = x;
}

dm_egdb_value egdb_value_of(const dm_egdb *db, const dm_position *pos, int *distance)
{
    if (!pos->pieces[pos->side])
        return DM_EGDB_LOSS;
    return dm_egdb_probe(db, pos, distance);
}

const char *egdb_moves_fault(const dm_board *board, const dm_egdb *db,
                             const dm_position *pos)
{
    dm_move_list list;
    int distance, n = dm_generate_moves(board, pos, &list);
    if (n < 0)
        return "the moves do not fit in a move list";
    int v = egdb_value_of(db, pos, &distance);
    int best = DM_EGDB_LOSS, fastest = 1000, slowest = 0;
    for (int k = 0; k < n; k++) {
        dm_position child;
        dm_make_move(board, pos, &list.move[k], &child);
        int d, after = egdb_value_of(db, &child, &d);
        if (after == DM_EGDB_UNKNOWN)
            return "a move leaves the database";
        after = 2 - after;
        if (after > best)
            best = after;
        int plies = list.move[k].captures ? 1 : 1 + d;
        if (after == DM_EGDB_WIN && plies < fastest)
            fastest = plies;
        if (plies > slowest)
            slowest = plies;
    }
    if (v != best)
        return "the value is not the best move's";
    if (distance != DM_EGDB_NO_DISTANCE &&
        ((v == DM_EGDB_WIN && distance != fastest) || (v == DM_EGDB_LOSS && distance != slowest)))
        return "the distance is not the best move's";
    return NULL;
}

int egdb_prove(const dm_board *board, const dm_position *pos, int depth, long *nodes)
{
    dm_move_list list;
    int n = dm_generate_moves(board, pos, &list);
    if (n < 0)
        return 0;
    if (n == 0)
        return -1;
    if (depth == 0 || --*nodes <= 0)
        return 0;
    int best = -1;
    for (int i = 0; i < n && best < 1; i++) {
        dm_position child;
        dm_make_move(board, pos, &list.move[i], &child);
        int v = -egdb_prove(board, &child, depth - 1, nodes);
        if (v > best)
            best = v;
    }
    return best;
}
