/* Positions: between square numbers and the internal layout. */
#include "draughts/position.h"

static bb_t to_internal(const dm_board *board, dm_square_mask squares)
{
    bb_t bits = 0;
    for (; squares; squares = bb_drop_first(squares))
        bits |= bb_bit(board->bit_of_square[bb_first(squares) + 1]);
    return bits;
}

static dm_square_mask to_squares(const dm_board *board, bb_t bits)
{
    dm_square_mask squares = 0;
    for (; bits; bits = bb_drop_first(bits))
        squares |= (dm_square_mask)1 << (board->square_of_bit[bb_first(bits)] - 1);
    return squares;
}

int dm_position_from_squares(const dm_board *board, const dm_square_sets *sets,
                             dm_position *out)
{
    dm_square_mask all = board->squares == DM_BB_BITS ? ~(dm_square_mask)0
                         : ((dm_square_mask)1 << board->squares) - 1;
    dm_square_mask pieces = sets->white | sets->black;
    if ((pieces & ~all) || (sets->white & sets->black) || (sets->kings & ~pieces) ||
        (sets->side != DM_WHITE && sets->side != DM_BLACK))
        return -1;
    dm_position pos = {
        .pieces = { to_internal(board, sets->white), to_internal(board, sets->black) },
        .kings = to_internal(board, sets->kings),
        .side = sets->side,
    };
    /* A man on its own promotion row would have been crowned. */
    for (int side = DM_WHITE; side <= DM_BLACK; side++)
        if (pos.pieces[side] & ~pos.kings & board->promotion[side])
            return -1;
    *out = pos;
    return 0;
}

void dm_position_to_squares(const dm_board *board, const dm_position *pos,
                            dm_square_sets *out)
{
    out->white = to_squares(board, pos->pieces[DM_WHITE]);
    out->black = to_squares(board, pos->pieces[DM_BLACK]);
    out->kings = to_squares(board, pos->kings);
    out->side = pos->side;
}
