/* Building the engine's tables from the knowledge base's relations.

   The one idea here is the layout search: we look for a numbering of the
   playable squares as bits in which each diagonal direction is a single
   shift of the whole board, with unused ("ghost") bits where a shift would
   wrap around an edge.  Move generation can then move every piece at once
   with a shift and a mask, and still knows nothing of the board's shape. */
#include "draughts/board.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define MAX_SHIFT (DM_BB_BITS / 2)   /* enough for any board that fits in a bitboard */

int dm_fail(char *err, size_t errlen, const char *format, ...)
{
    if (err && errlen) {
        va_list args;
        va_start(args, format);
        vsnprintf(err, errlen, format, args);
        va_end(args);
    }
    return -1;
}

static int spec_bit(const dm_board *board, int square)
{
    return board->bit_of_square[square];
}

void dm_board_spec_clear(dm_board_spec *spec)
{
    memset(spec, 0, sizeof *spec);
    spec->rules = (dm_rules){
        .majority_capture = DM_MAJORITY_COUNT,
        .men_capture_backward = true,
        .men_capture_kings = true,
        .flying_kings = true,
        .captured_pieces_block = true,
        .crown_during_capture = false,
        .orthogonal_captures = false,
        .orthogonal_lines = false,
        .king_turns_back = true,
        .king_landing = DM_LANDING_ANYWHERE,
        .precedences = 0,
    };
}

/* ---- Rules ------------------------------------------------------------ */

typedef enum {
    RULE_MAJORITY, RULE_MEN_BACKWARD, RULE_MEN_KINGS, RULE_FLYING, RULE_BLOCK,
    RULE_CROWN, RULE_ORTHOGONAL, RULE_LANDING, RULE_PRECEDENCE, RULE_LINES,
    RULE_TURNS_BACK, RULE_COUNT
} rule_id;

static const char *const rule_names[RULE_COUNT] = {
    "majority_capture", "men_capture_backward", "men_capture_kings", "flying_kings",
    "captured_pieces_block", "crown_during_capture", "orthogonal_captures",
    "king_landing", "capture_precedence", "lines", "king_turns_back",
};

static const char *const precedence_names[DM_PRECEDENCES] = {
    "by_king", "most_kings", "earliest_king"
};

bool dm_rule_outside_move_generation(const char *name)
{
    return strcmp(name, "first_to_move") == 0 || strcmp(name, "men_start_ranks") == 0 ||
           strncmp(name, "draw_", 5) == 0 || strcmp(name, "pdn_game_type") == 0 ||
           strcmp(name, "game_won_by") == 0;
}

static int parse_bool(const char *value, bool *out)
{
    if (strcmp(value, "true") == 0)
        *out = true;
    else if (strcmp(value, "false") == 0)
        *out = false;
    else
        return -1;
    return 0;
}

/* "a,b,c" (blanks around the atoms allowed) into rules->precedence; a
   criterion named twice decides nothing the second time, so it is kept
   once. */
static int parse_precedence(const char *value, dm_rules *rules)
{
    rules->precedences = 0;
    const char *p = value;
    while (*p == ' ')
        p++;
    if (*p == '\0')
        return 0;
    for (;;) {
        while (*p == ' ')
            p++;
        size_t n = strcspn(p, ", ");
        int found = -1;
        for (int i = 0; i < DM_PRECEDENCES; i++)
            if (strlen(precedence_names[i]) == n && strncmp(p, precedence_names[i], n) == 0)
                found = i;
        if (found < 0)
            return -1;
        bool repeated = false;
        for (int i = 0; i < rules->precedences; i++)
            repeated |= rules->precedence[i] == (dm_precedence)found;
        if (!repeated)
            rules->precedence[rules->precedences++] = (dm_precedence)found;
        p += n;
        while (*p == ' ')
            p++;
        if (*p == '\0')
            return 0;
        if (*p++ != ',')
            return -1;
    }
}

static int parse_rule(rule_id id, const char *value, dm_rules *r)
{
    switch (id) {
    case RULE_MAJORITY:
        if (strcmp(value, "by_value") == 0) {
            r->majority_capture = DM_MAJORITY_VALUE;
            return 0;
        } else {
            bool on;
            if (parse_bool(value, &on))
                return -1;
            r->majority_capture = on ? DM_MAJORITY_COUNT : DM_MAJORITY_NONE;
            return 0;
        }
    case RULE_MEN_BACKWARD: return parse_bool(value, &r->men_capture_backward);
    case RULE_MEN_KINGS: return parse_bool(value, &r->men_capture_kings);
    case RULE_FLYING: return parse_bool(value, &r->flying_kings);
    case RULE_BLOCK: return parse_bool(value, &r->captured_pieces_block);
    case RULE_CROWN: return parse_bool(value, &r->crown_during_capture);
    case RULE_ORTHOGONAL: return parse_bool(value, &r->orthogonal_captures);
    case RULE_LANDING:
        if (strcmp(value, "anywhere") == 0)
            r->king_landing = DM_LANDING_ANYWHERE;
        else if (strcmp(value, "behind_piece") == 0)
            r->king_landing = DM_LANDING_BEHIND_PIECE;
        else if (strcmp(value, "behind_king") == 0)
            r->king_landing = DM_LANDING_BEHIND_KING;
        else
            return -1;
        return 0;
    case RULE_PRECEDENCE: return parse_precedence(value, r);
    case RULE_LINES:
        if (strcmp(value, "diagonal") == 0)
            r->orthogonal_lines = false;
        else if (strcmp(value, "orthogonal") == 0)
            r->orthogonal_lines = true;
        else
            return -1;
        return 0;
    case RULE_TURNS_BACK: return parse_bool(value, &r->king_turns_back);
    case RULE_COUNT: break;
    }
    return -1;
}

int dm_board_set_rule(dm_board_spec *spec, const char *name, const char *value,
                      char *err, size_t errlen)
{
    int id = 0;
    while (id < RULE_COUNT && strcmp(name, rule_names[id]) != 0)
        id++;
    if (id == RULE_COUNT)
        return dm_fail(err, errlen, "%s is no rule of move generation the C engine knows",
                       name);
    dm_rules rules = spec->rules;
    if (parse_rule((rule_id)id, value, &rules))
        return dm_fail(err, errlen, "rule %s does not take the value %s%s%s", name,
                       id == RULE_PRECEDENCE ? "[" : "", value,
                       id == RULE_PRECEDENCE ? "]" : "");
    spec->rules = rules;
    return 0;
}

/* Whether the whole-board generator of movegen.c implements these rules:
   any majority by count or none, men backward or not, flying kings or
   not, and nothing else. */
static bool needs_general_captures(const dm_rules *r)
{
    return r->majority_capture == DM_MAJORITY_VALUE || !r->men_capture_kings ||
           !r->captured_pieces_block || r->crown_during_capture ||
           r->orthogonal_captures || r->king_landing != DM_LANDING_ANYWHERE ||
           r->precedences > 0 || r->orthogonal_lines || !r->king_turns_back;
}

/* Whether single jumps by men, all taking one piece, are ranked by the
   piece they take: a king is worth more by value, and most_kings and
   earliest_king prefer the jump that takes one (by_king ranks the piece
   that captures, a man in every one of them). */
static bool prefers_taking_kings(const dm_rules *r)
{
    bool prefer = r->majority_capture == DM_MAJORITY_VALUE;
    for (int i = 0; i < r->precedences; i++)
        prefer |= r->precedence[i] != DM_PRECEDENCE_BY_KING;
    return prefer;
}

/* ---- Checking the relations ------------------------------------------- */

static bool is_square(const dm_board_spec *spec, int s)
{
    return s >= 1 && s <= spec->squares;
}

static int check_squares(const dm_board_spec *spec, char *err, size_t errlen)
{
    if (spec->squares < 1 || spec->squares > DM_MAX_SQUARES)
        return dm_fail(err, errlen, "%d playable squares: between 1 and %d are supported",
                       spec->squares, DM_MAX_SQUARES);
    for (int s = 1; s <= spec->squares; s++)
        for (int d = 0; d < DM_DIRECTIONS; d++)
            if (spec->next[s][d] < 0 || spec->next[s][d] > spec->squares)
                return dm_fail(err, errlen, "diagonal from %d leads to %d, no square",
                               s, spec->next[s][d]);
    for (int s = 1; s <= spec->squares; s++)
        for (int d = 0; d < DM_ORTHOGONALS; d++)
            if (spec->orthogonal[s][d] < 0 || spec->orthogonal[s][d] > spec->squares)
                return dm_fail(err, errlen, "orthogonal line from %d leads to %d, no square",
                               s, spec->orthogonal[s][d]);
    if (spec->steps < 0 || spec->steps > DM_MAX_STEPS ||
        spec->jumps < 0 || spec->jumps > DM_MAX_JUMPS)
        return dm_fail(err, errlen, "too many movepeca or comepeca facts");
    for (int i = 0; i < spec->steps; i++)
        if (!is_square(spec, spec->step[i].from) || !is_square(spec, spec->step[i].to) ||
            (spec->step[i].side != DM_WHITE && spec->step[i].side != DM_BLACK))
            return dm_fail(err, errlen, "movepeca(%d, %d, _) names no square or side",
                           spec->step[i].from, spec->step[i].to);
    for (int i = 0; i < spec->jumps; i++)
        if (!is_square(spec, spec->jump[i].from) || !is_square(spec, spec->jump[i].over) ||
            !is_square(spec, spec->jump[i].to))
            return dm_fail(err, errlen, "comepeca(%d, %d, %d) names no square",
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
    return dm_fail(err, errlen, "diagonal direction %d has no opposite direction", d);
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
            return dm_fail(err, errlen, "movepeca(%d, %d, _) is not along a diagonal",
                           spec->step[i].from, spec->step[i].to);
        used[d] = true;
        steps++;
    }
    int n = 0, expected = 0;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        if (used[d]) {
            if (n == 2)
                return dm_fail(err, errlen, "men step in more than two directions");
            found[n++] = d;
            expected += count_neighbours(spec, d);
        }
    if (n != 2)
        return dm_fail(err, errlen, "men of a side must step in two directions");
    if (steps != expected)
        return dm_fail(err, errlen, "movepeca omits some steps along its directions");
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
            return dm_fail(err, errlen, "comepeca(%d, %d, %d) is not along a diagonal",
                           from, over, to);
    }
    if (spec->jumps != expected)
        return dm_fail(err, errlen, "comepeca has %d jumps, the diagonals give %d",
                       spec->jumps, expected);
    return 0;
}

/* ---- The layout search ------------------------------------------------ */

int dm_board_place_squares(int squares, const int next[][DM_DIRECTIONS],
                           const int shift[DM_DIRECTIONS], int bits, bool wrap_allowed,
                           int bit_of_square[])
{
    int queue[DM_MAX_SQUARES], head = 0, tail = 0;
    bool placed[DM_MAX_SQUARES + 1] = { false };
    bit_of_square[1] = 0;
    placed[1] = true;
    queue[tail++] = 1;
    while (head < tail) {
        int s = queue[head++];
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            int t = next[s][d];
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
    if (tail != squares)
        return -1;   /* not connected: the caller reports it */
    int low = 0, high = 0;
    for (int s = 2; s <= squares; s++) {
        if (bit_of_square[s] < low) low = bit_of_square[s];
        if (bit_of_square[s] > high) high = bit_of_square[s];
    }
    if (high - low >= bits)
        return -1;
    int owner[DM_BB_BITS] = { 0 };
    for (int s = 1; s <= squares; s++) {
        bit_of_square[s] -= low;
        if (owner[bit_of_square[s]])
            return -1;
        owner[bit_of_square[s]] = s;
    }
    if (!wrap_allowed)
        for (int s = 1; s <= squares; s++)
            for (int d = 0; d < DM_DIRECTIONS; d++) {
                int beyond = bit_of_square[s] + shift[d];
                if (!next[s][d] && beyond >= 0 && beyond < bits && owner[beyond])
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
    int best_span = DM_BB_BITS + 1, bits[DM_MAX_SQUARES + 1];
    for (int a = 1; a <= MAX_SHIFT; a++)
        for (int b = 1; b <= MAX_SHIFT; b++) {
            if (a == b)
                continue;
            int kb_shift[DM_DIRECTIONS];
            kb_shift[order[0]] = a;
            kb_shift[order[1]] = b;
            kb_shift[order[2]] = -a;
            kb_shift[order[3]] = -b;
            int span = dm_board_place_squares(spec->squares, spec->next, kb_shift, DM_BB_BITS,
                                              false, bits);
            if (span > 0 && span < best_span) {
                best_span = span;
                for (int d = 0; d < DM_DIRECTIONS; d++)
                    board->shift[d] = kb_shift[order[d]];
                memcpy(board->bit_of_square, bits, sizeof bits);
            }
        }
    if (best_span > DM_BB_BITS)
        return dm_fail(err, errlen, "no bit layout makes every diagonal one shift");
    return 0;
}

/* ---- Per-square tables ------------------------------------------------ */

/* The engine's diagonal pair whose two steps make each orthogonal
   direction 4..7 (see DM_ALL_DIRECTIONS). */
static const int orthogonal_pair[DM_ORTHOGONALS][2] = { { 0, 1 }, { 2, 3 }, { 0, 3 }, { 1, 2 } };

/* The square two diagonal steps from s, along a then b, or b then a (one
   of the two may leave the board at an edge); 0 if neither exists. */
static int two_steps(const dm_board_spec *spec, const int kb_of[DM_DIRECTIONS], int s,
                     int a, int b)
{
    int first = spec->next[s][kb_of[a]];
    if (first && spec->next[first][kb_of[b]])
        return spec->next[first][kb_of[b]];
    first = spec->next[s][kb_of[b]];
    return first ? spec->next[first][kb_of[a]] : 0;
}

static const char *const orthogonal_names[DM_ORTHOGONALS] = { "north", "south", "east", "west" };

/* orthogonal/3 must give, for each of its directions, exactly the squares
   two diagonal steps away along one fixed pair of diagonals: then each is
   one of our directions 4..7 and men's forward, backward and sideways
   orthogonal captures follow from their diagonal ones. */
static int build_orthogonal(const dm_board_spec *spec, const int kb_of[DM_DIRECTIONS],
                            dm_board *board, char *err, size_t errlen)
{
    bool taken[DM_ORTHOGONALS] = { false };
    for (int d = 0; d < DM_ORTHOGONALS; d++) {
        int facts = 0;
        for (int s = 1; s <= spec->squares; s++)
            facts += spec->orthogonal[s][d] != 0;
        if (!facts)
            return dm_fail(err, errlen,
                           "orthogonal_captures needs orthogonal/3 facts; there is no "
                           "orthogonal(_, %s, _)", orthogonal_names[d]);
        int found = -1;
        for (int k = 0; k < DM_ORTHOGONALS && found < 0; k++) {
            if (taken[k])
                continue;
            bool ok = true, used = false;
            for (int s = 1; ok && s <= spec->squares; s++) {
                int t = spec->orthogonal[s][d];
                used |= t != 0;
                ok = t == two_steps(spec, kb_of, s, orthogonal_pair[k][0], orthogonal_pair[k][1]);
            }
            if (ok && used)
                found = k;
        }
        if (found < 0)
            return dm_fail(err, errlen,
                           "orthogonal_captures: the orthogonal(_, %s, _) facts are not "
                           "every next dark square along one rank or file direction",
                           orthogonal_names[d]);
        taken[found] = true;
        for (int s = 1; s <= spec->squares; s++) {
            int t = spec->orthogonal[s][d];
            board->neighbour[spec_bit(board, s)][DM_DIRECTIONS + found] =
                t ? (uint8_t)spec_bit(board, t) : DM_NO_BIT;
        }
    }
    return 0;
}

static void build_neighbours(const dm_board_spec *spec, const int kb_of[DM_DIRECTIONS],
                             dm_board *board)
{
    memset(board->neighbour, DM_NO_BIT, sizeof board->neighbour);
    for (int s = 1; s <= spec->squares; s++)
        for (int d = 0; d < DM_DIRECTIONS; d++) {
            int t = spec->next[s][kb_of[d]];
            board->neighbour[spec_bit(board, s)][d] = t ? (uint8_t)spec_bit(board, t) : DM_NO_BIT;
        }
    const dm_rules *r = &spec->rules;
    for (int side = DM_WHITE; side <= DM_BLACK; side++) {
        /* Forward: 0, 1 and 4 for White, their opposites for Black;
           sideways 6 and 7 for both. */
        unsigned forward = side == DM_WHITE ? 0x3u : 0xCu;
        unsigned backward = 0xFu & ~forward;
        unsigned directions = forward | (r->men_capture_backward ? backward : 0);
        if (r->orthogonal_captures) {
            unsigned straight = side == DM_WHITE ? 1u << 4 : 1u << 5;
            unsigned back = side == DM_WHITE ? 1u << 5 : 1u << 4;
            directions |= straight | 1u << 6 | 1u << 7 | (r->men_capture_backward ? back : 0);
        }
        board->man_capture_directions[side] = directions;
    }
}

/* The whole-board steps of every direction the neighbour tables hold.
   Each neighbour is one fixed shift away along its direction (a diagonal
   by the layout, an orthogonal square as two diagonal steps,
   build_orthogonal), so the shift is read from any square that has one;
   checked on all of them all the same, as movegen.c relies on it. */
static int build_lines(dm_board *board, char *err, size_t errlen)
{
    for (int d = 0; d < DM_ALL_DIRECTIONS; d++) {
        board->line_from[d] = 0;
        board->line_shift[d] = 0;
        for (int bit = 0; bit < DM_BB_BITS; bit++) {
            int next = board->neighbour[bit][d];
            if (next == DM_NO_BIT)
                continue;
            if (board->line_from[d] && board->line_shift[d] != next - bit)
                return dm_fail(err, errlen, "the lines of direction %d are not one shift", d);
            board->line_from[d] |= bb_bit(bit);
            board->line_shift[d] = next - bit;
        }
    }
    return 0;
}

int dm_board_init(dm_board *board, const dm_board_spec *spec,
                  char *err, size_t errlen)
{
    int white[2], black[2];
    memset(board, 0, sizeof *board);
    if (spec->rules.orthogonal_lines)
        return check_squares(spec, err, errlen) ? -1
                                                : dm_board_init_lines(board, spec, err, errlen);
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
        return dm_fail(err, errlen, "black men must step opposite to white men");
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
    board->general_captures = needs_general_captures(&spec->rules);
    board->single_jumps_prefer_kings = prefers_taking_kings(&spec->rules);
    board->rule_copy = (spec->rules.men_capture_backward ? DM_COPY_BACKWARD : 0u) |
                       (spec->rules.flying_kings ? DM_COPY_FLYING : 0u) |
                       (spec->rules.majority_capture != DM_MAJORITY_NONE ? DM_COPY_MAJORITY : 0u);

    int kb_of[DM_DIRECTIONS];
    for (int d = 0; d < DM_DIRECTIONS; d++)
        kb_of[board->direction_of_kb[d]] = d;
    build_neighbours(spec, kb_of, board);
    if (spec->rules.orthogonal_captures &&
        build_orthogonal(spec, kb_of, board, err, errlen))
        return -1;
    return build_lines(board, err, errlen);
}
