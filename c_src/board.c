/* Building the engine's tables from the knowledge base's relations.

   The one idea here is the layout search: we look for a numbering of the
   playable squares as bits in which each diagonal direction is a single
   shift of the whole board, with unused ("ghost") bits where a shift would
   wrap around an edge.  Move generation can then move every piece at once
   with a shift and a mask, and still knows nothing of the board's shape. */
#include "board.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define MAX_SHIFT 32   /* enough for any board that fits in 64 bits */

static int fail(char *err, size_t errlen, const char *format, ...)
{
    if (err && errlen) {
        va_list args;
        va_start(args, format);
        vsnprintf(err, errlen, format, args);
        va_end(args);
    }
    return -1;
}

void dm_board_spec_clear(dm_board_spec *spec)
{
    memset(spec, 0, sizeof *spec);
    spec->rules.majority_capture = true;
    spec->rules.men_capture_backward = true;
    spec->rules.flying_kings = true;
}

/* Rules about move generation that the engine knows, with the one value it
   implements for those it cannot switch. */
static const struct { const char *name; bool implemented_value; } fixed_rules[] = {
    { "crown_during_capture", false },     /* crowned only where the move ends */
    { "captured_pieces_block", true },     /* no Turkish strike */
    { "king_capture_preference", false },  /* men and kings count the same */
};

int dm_board_set_rule(dm_board_spec *spec, const char *name, bool value,
                      char *err, size_t errlen)
{
    if (strcmp(name, "majority_capture") == 0)
        spec->rules.majority_capture = value;
    else if (strcmp(name, "men_capture_backward") == 0)
        spec->rules.men_capture_backward = value;
    else if (strcmp(name, "flying_kings") == 0)
        spec->rules.flying_kings = value;
    else {
        for (size_t i = 0; i < sizeof fixed_rules / sizeof fixed_rules[0]; i++)
            if (strcmp(name, fixed_rules[i].name) == 0) {
                if (value == fixed_rules[i].implemented_value)
                    return 0;
                return fail(err, errlen, "the C engine does not implement %s = %s",
                            name, value ? "true" : "false");
            }
        return 1;
    }
    return 0;
}

/* ---- Checking the relations ------------------------------------------- */

static bool is_square(const dm_board_spec *spec, int s)
{
    return s >= 1 && s <= spec->squares;
}

static int check_squares(const dm_board_spec *spec, char *err, size_t errlen)
{
    if (spec->squares < 1 || spec->squares > DM_MAX_SQUARES)
        return fail(err, errlen, "%d playable squares: between 1 and %d are supported",
                    spec->squares, DM_MAX_SQUARES);
    for (int s = 1; s <= spec->squares; s++)
        for (int d = 0; d < DM_DIRECTIONS; d++)
            if (spec->next[s][d] < 0 || spec->next[s][d] > spec->squares)
                return fail(err, errlen, "diagonal from %d leads to %d, no square",
                            s, spec->next[s][d]);
    if (spec->steps < 0 || spec->steps > DM_MAX_STEPS ||
        spec->jumps < 0 || spec->jumps > DM_MAX_JUMPS)
        return fail(err, errlen, "too many movepeca or comepeca facts");
    for (int i = 0; i < spec->steps; i++)
        if (!is_square(spec, spec->step[i].from) || !is_square(spec, spec->step[i].to) ||
            (spec->step[i].side != DM_WHITE && spec->step[i].side != DM_BLACK))
            return fail(err, errlen, "movepeca(%d, %d, _) names no square or side",
                        spec->step[i].from, spec->step[i].to);
    for (int i = 0; i < spec->jumps; i++)
        if (!is_square(spec, spec->jump[i].from) || !is_square(spec, spec->jump[i].over) ||
            !is_square(spec, spec->jump[i].to))
            return fail(err, errlen, "comepeca(%d, %d, %d) names no square",
                        spec->jump[i].from, spec->jump[i].over, spec->jump[i].to);
    return 0;
}

/* The direction that undoes d, checked on every square. */
static int find_opposite(const dm_board_spec *spec, int d, char *err, size_t errlen)
{
    for (int back = 0; back < DM_DIRECTIONS; back++) {
        bool ok = back != d, used = false;
        for (int s = 1; ok && s <= spec->squares; s++) {
            int t = spec->next[s][d];
            if (t) {
                used = true;
                ok = spec->next[t][back] == s;
            }
        }
        if (ok && used)
            return back;
    }
    return fail(err, errlen, "diagonal direction %d has no opposite direction", d);
}

/* The direction in which t neighbours s, or -1. */
static int direction_between(const dm_board_spec *spec, int s, int t)
{
    for (int d = 0; d < DM_DIRECTIONS; d++)
        if (t && spec->next[s][d] == t)
            return d;
    return -1;
}

static int count_neighbours(const dm_board_spec *spec, int d)
{
    int n = 0;
    for (int s = 1; s <= spec->squares; s++)
        n += spec->next[s][d] != 0;
    return n;
}

/* Men of a side must step along two directions, and every step along them
   must be in movepeca: the engine moves all men at once by direction. */
static int step_directions(const dm_board_spec *spec, dm_side side, int found[2],
                           char *err, size_t errlen)
{
    bool used[DM_DIRECTIONS] = { false };
    int steps = 0;
    for (int i = 0; i < spec->steps; i++) {
        if (spec->step[i].side != side)
            continue;
        int d = direction_between(spec, spec->step[i].from, spec->step[i].to);
        if (d < 0)
            return fail(err, errlen, "movepeca(%d, %d, _) is not along a diagonal",
                        spec->step[i].from, spec->step[i].to);
        used[d] = true;
        steps++;
    }
    int n = 0, expected = 0;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        if (used[d]) {
            if (n == 2)
                return fail(err, errlen, "men step in more than two directions");
            found[n++] = d;
            expected += count_neighbours(spec, d);
        }
    if (n != 2)
        return fail(err, errlen, "men of a side must step in two directions");
    if (steps != expected)
        return fail(err, errlen, "movepeca omits some steps along its directions");
    return 0;
}

/* comepeca must be exactly the two-square runs along the diagonals. */
static int check_jumps(const dm_board_spec *spec, char *err, size_t errlen)
{
    int expected = 0;
    for (int s = 1; s <= spec->squares; s++)
        for (int d = 0; d < DM_DIRECTIONS; d++)
            expected += spec->next[s][d] && spec->next[spec->next[s][d]][d];
    for (int i = 0; i < spec->jumps; i++) {
        int from = spec->jump[i].from, over = spec->jump[i].over, to = spec->jump[i].to;
        int d = direction_between(spec, from, over);
        if (d < 0 || spec->next[over][d] != to)
            return fail(err, errlen, "comepeca(%d, %d, %d) is not along a diagonal",
                        from, over, to);
    }
    if (spec->jumps != expected)
        return fail(err, errlen, "comepeca has %d jumps, the diagonals give %d",
                    spec->jumps, expected);
    return 0;
}

/* ---- The layout search ------------------------------------------------ */

/* Places square 1 at 0 and every other square by following the diagonals
   with the given shifts.  Returns the span (highest bit + 1) after moving
   the lowest bit to 0, or -1 if the shifts contradict each other, collide,
   need more than 64 bits, or let a shift wrap onto a real square. */
static int try_layout(const dm_board_spec *spec, const int shift[DM_DIRECTIONS],
                      int bit_of_square[])
{
    int n = spec->squares, queue[DM_MAX_SQUARES], head = 0, tail = 0;
    bool placed[DM_MAX_SQUARES + 1] = { false };
    bit_of_square[1] = 0;
    placed[1] = true;
    queue[tail++] = 1;
    while (head < tail) {
        int s = queue[head++];
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            int t = spec->next[s][d];
            if (!t)
                continue;
            int bit = bit_of_square[s] + shift[d];
            if (!placed[t]) {
                placed[t] = true;
                bit_of_square[t] = bit;
                queue[tail++] = t;
            } else if (bit_of_square[t] != bit)
                return -1;
        }
    }
    if (tail != n)
        return -1;   /* not connected: the caller reports it */
    int low = bit_of_square[1], high = low;
    for (int s = 2; s <= n; s++) {
        if (bit_of_square[s] < low) low = bit_of_square[s];
        if (bit_of_square[s] > high) high = bit_of_square[s];
    }
    if (high - low >= 64)
        return -1;
    int owner[64];
    for (int b = 0; b < 64; b++)
        owner[b] = 0;
    for (int s = 1; s <= n; s++) {
        bit_of_square[s] -= low;
        if (owner[bit_of_square[s]])
            return -1;
        owner[bit_of_square[s]] = s;
    }
    for (int s = 1; s <= n; s++)
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            int beyond = bit_of_square[s] + shift[d];
            if (!spec->next[s][d] && beyond >= 0 && beyond < 64 && owner[beyond])
                return -1;
        }
    return high - low + 1;
}

/* Directions are ordered so that 0 and 1 are White's forward ones and 2, 3
   their opposites; White's forward shifts are positive.  Chooses the most
   compact layout. */
static int find_layout(const dm_board_spec *spec, const int order[DM_DIRECTIONS],
                       dm_board *board, char *err, size_t errlen)
{
    int best_span = 65, bits[DM_MAX_SQUARES + 1];
    for (int a = 1; a <= MAX_SHIFT; a++)
        for (int b = 1; b <= MAX_SHIFT; b++) {
            if (a == b)
                continue;
            int kb_shift[DM_DIRECTIONS];
            kb_shift[order[0]] = a;
            kb_shift[order[1]] = b;
            kb_shift[order[2]] = -a;
            kb_shift[order[3]] = -b;
            int span = try_layout(spec, kb_shift, bits);
            if (span > 0 && span < best_span) {
                best_span = span;
                for (int d = 0; d < DM_DIRECTIONS; d++)
                    board->shift[d] = kb_shift[order[d]];
                memcpy(board->bit_of_square, bits, sizeof bits);
            }
        }
    if (best_span > 64)
        return fail(err, errlen, "no bit layout makes every diagonal one shift");
    return 0;
}

int dm_board_init(dm_board *board, const dm_board_spec *spec,
                  char *err, size_t errlen)
{
    int white[2], black[2];
    memset(board, 0, sizeof *board);
    if (check_squares(spec, err, errlen) || check_jumps(spec, err, errlen) ||
        step_directions(spec, DM_WHITE, white, err, errlen) ||
        step_directions(spec, DM_BLACK, black, err, errlen))
        return -1;
    int order[DM_DIRECTIONS] = { white[0], white[1], 0, 0 };
    for (int i = 0; i < 2; i++) {
        order[2 + i] = find_opposite(spec, white[i], err, errlen);
        if (order[2 + i] < 0)
            return -1;
    }
    if (!((black[0] == order[2] && black[1] == order[3]) ||
          (black[0] == order[3] && black[1] == order[2])))
        return fail(err, errlen, "black men must step opposite to white men");
    if (find_layout(spec, order, board, err, errlen))
        return -1;

    board->squares = spec->squares;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        board->direction_of_kb[order[d]] = d;
    for (int s = 1; s <= spec->squares; s++) {
        board->square_of_bit[board->bit_of_square[s]] = s;
        board->valid |= bb_bit(board->bit_of_square[s]);
    }
    /* A man is crowned where it can step no further forward. */
    bb_t can_step[2] = { 0, 0 };
    for (int i = 0; i < spec->steps; i++)
        can_step[spec->step[i].side] |= bb_bit(board->bit_of_square[spec->step[i].from]);
    board->promotion[DM_WHITE] = board->valid & ~can_step[DM_WHITE];
    board->promotion[DM_BLACK] = board->valid & ~can_step[DM_BLACK];
    board->rules = spec->rules;
    return 0;
}
