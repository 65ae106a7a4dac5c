#include "egdb_support.h"

#include <string.h>

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

uint64_t egdb_long_diagonal(const dm_board *board)
{
    uint64_t longest = 0;
    int best = 0, ties = 0;
    for (int b = 0; b < 64; b++) {
        if (!(board->valid & bb_bit(b)))
            continue;
        /* Lines start where nothing lies behind them: directions 0 and 1
           are undone by 2 and 3. */
        for (int d = 0; d < 2; d++) {
            if (board->neighbour[b][d + 2] != DM_NO_BIT)
                continue;
            uint64_t line = 0;
            int length = 0;
            for (int at = b; at != DM_NO_BIT; at = board->neighbour[at][d], length++)
                line |= (uint64_t)1 << (board->square_of_bit[at] - 1);
            if (length > best) {
                best = length;
                longest = line;
                ties = 0;
            } else if (length == best) {
                ties++;
            }
        }
    }
    return ties ? 0 : longest;
}

static bool has_capture(const dm_board *board, const dm_position *pos)
{
    dm_move_list list;
    int n = dm_generate_moves(board, pos, &list);
    return n > 0 && list.move[0].captures > 0;
}

bool egdb_kings_against_one(const dm_board *board, const dm_egdb *db, int strong,
                            uint64_t diagonal, egdb_kings_tally *tally)
{
    dm_egdb_material m = { strong, 0, 1, 0 };
    const dm_egdb_slice *slice = db->slice[dm_egdb_slot(&m)];
    memset(tally, 0, sizeof *tally);
    if (!slice)
        return false;
    for (uint64_t i = 0; i < slice->size; i++) {
        uint64_t white, black, kings;
        if (!dm_egdb_unindex(&db->geometry, slice, i, &white, &black, &kings))
            continue;
        for (int lone_to_move = 0; lone_to_move < 2; lone_to_move++) {
            dm_square_sets sets = { white, black, kings, lone_to_move ? DM_BLACK : DM_WHITE };
            dm_position pos, other;
            if (dm_position_from_squares(board, &sets, &pos) != 0)
                continue;
            other = pos;
            other.side = dm_opponent(pos.side);
            if (has_capture(board, &pos) || has_capture(board, &other))
                continue;
            int value = egdb_value_of(db, &pos, NULL);
            if (value == DM_EGDB_UNKNOWN)
                return false;
            tally->count[lone_to_move][(black & diagonal) != 0][(white & diagonal) != 0][value]++;
        }
    }
    return true;
}
