#include "eximo/board.h"

#include <stdio.h>
#include <string.h>

void ex_board_init(ex_board *board)
{
    memset(board, 0, sizeof *board);
    board->first_player = EX_WHITE;
}

static bool square_ok(int square, char *error, size_t size)
{
    if (square >= 1 && square <= EX_SQUARES)
        return true;
    snprintf(error, size, "square %d is not on the board (1..64)", square);
    return false;
}

static bool side_ok(ex_side side, char *error, size_t size)
{
    if (side == EX_WHITE || side == EX_BLACK)
        return true;
    snprintf(error, size, "side %d is neither white nor black", (int)side);
    return false;
}

bool ex_board_add_step(ex_board *board, ex_side side, int from, int to,
                       char *error, size_t size)
{
    if (!side_ok(side, error, size) || !square_ok(from, error, size) ||
        !square_ok(to, error, size))
        return false;
    uint64_t bit = UINT64_C(1) << (to - 1);
    if (board->step[side][from - 1] & bit) {
        snprintf(error, size, "step(%d, %d) given twice", from, to);
        return false;
    }
    board->step[side][from - 1] |= bit;
    return true;
}

static bool add_hop(ex_hop *hops, uint8_t *count, int max, const char *what,
                    int from, int over, int to, char *error, size_t size)
{
    if (!square_ok(from, error, size) || !square_ok(over, error, size) ||
        !square_ok(to, error, size))
        return false;
    for (int i = 0; i < *count; i++)
        if (hops[i].over == over - 1 && hops[i].to == to - 1) {
            snprintf(error, size, "%s(%d, %d, %d) given twice", what, from, over, to);
            return false;
        }
    if (*count >= max) {
        snprintf(error, size, "more than %d %s facts from square %d", max, what, from);
        return false;
    }
    hops[*count] = (ex_hop){ (uint8_t)(over - 1), (uint8_t)(to - 1) };
    (*count)++;
    return true;
}

bool ex_board_add_jump(ex_board *board, ex_side side, int from, int over, int to,
                       char *error, size_t size)
{
    if (!side_ok(side, error, size) || !square_ok(from, error, size))
        return false;
    return add_hop(board->jump[side][from - 1], &board->jump_count[side][from - 1],
                   EX_MAX_JUMPS, "jump", from, over, to, error, size);
}

bool ex_board_add_capture(ex_board *board, ex_side side, int from, int over, int to,
                          char *error, size_t size)
{
    if (!side_ok(side, error, size) || !square_ok(from, error, size))
        return false;
    return add_hop(board->capture[side][from - 1], &board->capture_count[side][from - 1],
                   EX_MAX_CAPTURES, "capture", from, over, to, error, size);
}

bool ex_board_add_square(ex_board *board, ex_square_set set, ex_side side, int square,
                         char *error, size_t size)
{
    if (!side_ok(side, error, size) || !square_ok(square, error, size))
        return false;
    uint64_t bit = UINT64_C(1) << (square - 1);
    switch (set) {
    case EX_START: board->start[side] |= bit; return true;
    case EX_DROP_ZONE: board->drop_zone[side] |= bit; return true;
    case EX_FAR_ROW: board->far_row[side] |= bit; return true;
    }
    snprintf(error, size, "unknown square set %d", (int)set);
    return false;
}

bool ex_board_check(const ex_board *board, char *error, size_t size)
{
    static const char *const names[2] = { "white", "black" };
    for (int s = 0; s < 2; s++) {
        if (!board->start[s] || !board->drop_zone[s] || !board->far_row[s]) {
            snprintf(error, size, "%s has no start, drop zone or far row", names[s]);
            return false;
        }
        if (board->start[s] & board->far_row[s]) {
            snprintf(error, size, "a start square of %s is on its far row", names[s]);
            return false;
        }
        if (board->drop_zone[s] & board->far_row[s]) {
            snprintf(error, size, "a drop square of %s is on its far row", names[s]);
            return false;
        }
    }
    if (board->start[0] & board->start[1]) {
        snprintf(error, size, "both sides start on one square");
        return false;
    }
    return true;
}
