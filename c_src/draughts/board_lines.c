/* The tables of a board whose lines are ranks and files (rule lines =
   orthogonal: Turkish draughts, every square played); see board.h.

   The knowledge base's orthogonal/3 directions (north, south, east,
   west) are the engine's directions 4 to 7 (DM_ALL_DIRECTIONS): 4 north,
   White's forward, 5 south, 6 east, 7 west, so that capture.c and the
   tables of dm_board read them as they read Frisian's orthogonal lines.
   There is no diagonal direction: the diagonal entries of the neighbour
   tables are all DM_NO_BIT.  No bit layout can make every direction one
   shift without wrapping round an edge when all 64 bits are squares, so
   these boards get masks (dm_board.line_from) instead of ghost bits. */
#include "draughts/board.h"

#include <string.h>

#define MAX_SHIFT 32
#define NORTH (DM_DIRECTIONS + 0)
#define SOUTH (DM_DIRECTIONS + 1)

/* dm_board_place_squares reads orthogonal/3 as it reads diagonal/3. */
_Static_assert(DM_ORTHOGONALS == DM_DIRECTIONS, "as many lines as diagonals");


/* The orthogonal/3 direction (0..3) from s to its neighbour t, or -1. */
static int line_between(const dm_board_spec *spec, int s, int t)
{
    for (int k = 0; k < DM_ORTHOGONALS; k++)
        if (t && spec->orthogonal[s][k] == t)
            return k;
    return -1;
}

static int count_neighbours(const dm_board_spec *spec, int k)
{
    int n = 0;
    for (int s = 1; s <= spec->squares; s++)
        n += spec->orthogonal[s][k] != 0;
    return n;
}

/* Each side's men step along some of the lines, and every step along them
   is in movepeca: they move all at once by direction.  White's steps go
   north and never south, Black's the other way round. */
static int check_steps(const dm_board_spec *spec, dm_board *board, char *err, size_t errlen)
{
    int steps[2][DM_ORTHOGONALS] = { { 0 } };
    for (int i = 0; i < spec->steps; i++) {
        int k = line_between(spec, spec->step[i].from, spec->step[i].to);
        if (k < 0)
            return dm_fail(err, errlen, "movepeca(%d, %d, _) is not along a rank or a file",
                           spec->step[i].from, spec->step[i].to);
        steps[spec->step[i].side][k]++;
    }
    for (int side = DM_WHITE; side <= DM_BLACK; side++) {
        unsigned directions = 0;
        for (int k = 0; k < DM_ORTHOGONALS; k++) {
            if (!steps[side][k])
                continue;
            if (steps[side][k] != count_neighbours(spec, k))
                return dm_fail(err, errlen, "movepeca omits some steps along its directions");
            directions |= 1u << (DM_DIRECTIONS + k);
        }
        unsigned forward = 1u << (side == DM_WHITE ? NORTH : SOUTH);
        unsigned backward = 1u << (side == DM_WHITE ? SOUTH : NORTH);
        if (!(directions & forward) || (directions & backward))
            return dm_fail(err, errlen, "%s men must step forward (%s) and never back",
                           side == DM_WHITE ? "white" : "black",
                           side == DM_WHITE ? "north" : "south");
        board->man_step_directions[side] = directions;
    }
    return 0;
}

/* comepeca must be exactly the two-square runs along the lines. */
static int check_jumps(const dm_board_spec *spec, char *err, size_t errlen)
{
    int expected = 0;
    for (int s = 1; s <= spec->squares; s++)
        for (int k = 0; k < DM_ORTHOGONALS; k++)
            expected += spec->orthogonal[s][k] && spec->orthogonal[spec->orthogonal[s][k]][k];
    for (int i = 0; i < spec->jumps; i++) {
        int from = spec->jump[i].from, over = spec->jump[i].over, to = spec->jump[i].to;
        int k = line_between(spec, from, over);
        if (k < 0 || spec->orthogonal[over][k] != to)
            return dm_fail(err, errlen, "comepeca(%d, %d, %d) is not along a rank or a file",
                           from, over, to);
    }
    if (spec->jumps != expected)
        return dm_fail(err, errlen, "comepeca has %d jumps, the ranks and files give %d",
                       spec->jumps, expected);
    return 0;
}

static int find_layout(const dm_board_spec *spec, dm_board *board, int shift[DM_ORTHOGONALS],
                       char *err, size_t errlen)
{
    int best_span = 65, bits[DM_MAX_SQUARES + 1];
    for (int a = 1; a <= MAX_SHIFT; a++)
        for (int b = 1; b <= MAX_SHIFT; b++) {
            if (a == b)
                continue;
            int tried[DM_ORTHOGONALS] = { a, -a, b, -b };
            /* A shift may wrap round an edge onto a real square: the
               masks of dm_board.line_from stop it. */
            int span = dm_board_place_squares(spec->squares, spec->orthogonal, tried, 64, true,
                                              bits);
            if (span > 0 && span < best_span) {
                best_span = span;
                memcpy(shift, tried, sizeof tried);
                memcpy(board->bit_of_square, bits, sizeof bits);
            }
        }
    if (best_span > 64)
        return dm_fail(err, errlen, "no bit layout makes every rank and file direction one shift "
                                 "(the ranks and files must form a grid)");
    return 0;
}

int dm_board_init_lines(dm_board *board, const dm_board_spec *spec, char *err,
                        size_t errlen)
{
    int shift[DM_ORTHOGONALS];
    if (check_steps(spec, board, err, errlen) || check_jumps(spec, err, errlen) ||
        find_layout(spec, board, shift, err, errlen))
        return -1;
    board->squares = spec->squares;
    for (int s = 1; s <= spec->squares; s++) {
        board->square_of_bit[board->bit_of_square[s]] = s;
        board->valid |= bb_bit(board->bit_of_square[s]);
    }
    /* No diagonal: the diagonal shifts are only there for the evaluation,
       which reads them as the board's lines. */
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        board->shift[d] = d < 2 ? shift[2 * d] : -shift[2 * (d - 2)];
        board->direction_of_kb[d] = d;
    }
    memset(board->neighbour, DM_NO_BIT, sizeof board->neighbour);
    for (int s = 1; s <= spec->squares; s++)
        for (int k = 0; k < DM_ORTHOGONALS; k++) {
            int t = spec->orthogonal[s][k];
            if (!t)
                continue;
            int from = board->bit_of_square[s], to = board->bit_of_square[t];
            if (to - from != shift[k])
                return dm_fail(err, errlen, "the lines of direction %d are not one shift", k);
            board->neighbour[from][DM_DIRECTIONS + k] = (uint8_t)to;
            board->line_from[DM_DIRECTIONS + k] |= bb_bit(from);
            board->line_shift[DM_DIRECTIONS + k] = shift[k];
        }
    /* A man is crowned where it can step no further forward. */
    board->promotion[DM_WHITE] = board->valid & ~board->line_from[NORTH];
    board->promotion[DM_BLACK] = board->valid & ~board->line_from[SOUTH];
    board->rules = spec->rules;
    board->general_captures = true;
    /* Men capture where they step (forward and sideways), and backward
       too when the rules say so. */
    for (int side = DM_WHITE; side <= DM_BLACK; side++)
        board->man_capture_directions[side] =
            spec->rules.men_capture_backward ? 0xF0u : board->man_step_directions[side];
    return 0;
}

