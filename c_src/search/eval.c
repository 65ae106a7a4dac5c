/* Static evaluation: see eval.h for the terms of each heuristic. */
#include "search/eval.h"

#include <stdlib.h>
#include <string.h>

#if defined(__BMI2__) && !defined(DAMAS_WIDE)
#include <immintrin.h>
#endif

#include "search/eval_weights_10x10.h"
#include "search/eval_weights_8x8.h"

/* DM_HEURISTIC_DEFAULT's drawish endings, in 64ths of the score. */
enum { DRAWISH_DRAW = 2, DRAWISH_SMALL_EDGE = 16 };

/* DM_HEURISTIC_HAND_SET */
enum {
    MAN = 100,
    KING = 300,
    TRADE = 200,         /* the lead is worth lead * TRADE / material more */
    ADVANCE_OPEN = 2,    /* per forward step of a man, board full */
    ADVANCE_END = 6,     /* the same, board empty */
    BACK_RANK = 6,
    CENTRE = 5,
    KING_MOVE = 2,
    LONG_DIAGONAL = 10,
    DRAWN = 16,          /* kings-only endings that cannot be won */
    HARD_TO_WIN = 8      /* three kings against one on the long diagonal */
};

/* DM_HEURISTIC_POSITIONAL, scaled so that a man is worth 100. */
enum { POSITIONAL_SCALE = 20, POSITIONAL_MAN = 5, POSITIONAL_NEAR = 7,
       POSITIONAL_KING = 10 };

/* DM_HEURISTIC_TRIANGLE: (p - b) / (p + b) in thousandths. */
enum { TRIANGLE_SCALE = 1000, TRIANGLE_KING = 3, TRIANGLE_BACK_RANK = 10,
       TRIANGLE_BONUS = 25 };

/* DM_HEURISTIC_MATERIAL */
enum { MATERIAL_MAN = 100, MATERIAL_KING = 300 };

static const char *const heuristic_names[DM_HEURISTIC_COUNT] = {
    "default", "positional", "triangle", "material", "hand_set"
};

static const char *const term_names[DM_TERMS] = {
    [DM_TERM_MAN] = "man",
    [DM_TERM_KING] = "king",
    [DM_TERM_ADVANCE] = "advance",
    [DM_TERM_BACK_RANK] = "back_rank",
    [DM_TERM_CENTRE] = "centre",
    [DM_TERM_FLANK] = "flank",
    [DM_TERM_RUNAWAY] = "runaway",
    [DM_TERM_RUNAWAY_STEPS] = "runaway_steps",
    [DM_TERM_TRIANGLE] = "triangle",
    [DM_TERM_BACKED] = "backed",
    [DM_TERM_THREATENED] = "threatened",
    [DM_TERM_KING_MOBILITY] = "king_mobility",
    [DM_TERM_TRAPPED_KING] = "trapped_king",
    [DM_TERM_LONG_DIAGONAL] = "long_diagonal",
    [DM_TERM_BALANCE] = "balance",
    [DM_TERM_SOLE_KING] = "sole_king",
    [DM_TERM_EN_PRISE_MAN] = "en_prise_man",
    [DM_TERM_EN_PRISE_KING] = "en_prise_king",
    [DM_TERM_STUCK] = "stuck",
};

const char *dm_eval_term_name(int term)
{
    return term >= 0 && term < DM_TERMS ? term_names[term] : NULL;
}

const char *dm_heuristic_name(dm_heuristic heuristic)
{
    return (unsigned)heuristic < DM_HEURISTIC_COUNT ? heuristic_names[heuristic] : NULL;
}

int dm_heuristic_from_name(const char *name, dm_heuristic *heuristic)
{
    for (int h = 0; h < DM_HEURISTIC_COUNT; h++)
        if (strcmp(name, heuristic_names[h]) == 0) {
            *heuristic = (dm_heuristic)h;
            return 0;
        }
    return -1;
}

/* ---- Geometry ----------------------------------------------------------- */

/* The bits of b under mask, packed into the low bits in the mask's order. */
static inline unsigned gather(bb_t b, bb_t mask)
{
#if defined(__BMI2__) && !defined(DAMAS_WIDE)
    return (unsigned)_pext_u64(b, mask);
#else
    unsigned out = 0, k = 0;
    for (; mask; mask = bb_drop_first(mask), k++)
        if (b & (mask & -mask))
            out |= 1u << k;
    return out;
#endif
}

/* The pattern of region g for the side whose pieces are own. */
static inline int pattern_of(const dm_eval_region *g, bb_t own, bb_t other)
{
    return g->digits[gather(own, g->mask)] + 2 * g->digits[gather(other, g->mask)];
}

/* The neighbours of the squares in b along a shift. */
static bb_t step(const dm_eval_tables *t, bb_t b, int shift)
{
    return bb_shift(b, shift) & t->valid;
}

/* The squares from which a man of this side steps into b. */
static bb_t step_back(const dm_eval_tables *t, const dm_eval_side *s, bb_t b)
{
    return step(t, b, -s->forward[0]) | step(t, b, -s->forward[1]);
}

static void init_side(dm_eval_tables *t, const dm_board *board, dm_side side)
{
    dm_eval_side *s = &t->side[side];
    int first = side == DM_WHITE ? 0 : 2;
    bb_t promotion = board->promotion[side];
    s->forward[0] = board->shift[first];
    s->forward[1] = board->shift[first + 1];
    s->back_rank = board->promotion[dm_opponent(side)];
    s->near_crowning = step_back(t, s, promotion) & ~promotion;
    bb_t reached = promotion, layer = promotion;
    s->rows = 0;
    s->distance[0] = promotion;
    while (s->rows < DM_MAX_SQUARES) {
        layer = step_back(t, s, layer) & ~reached;
        if (!layer)
            break;
        reached |= layer;
        s->distance[++s->rows] = layer;
    }
    for (int bit = 0; bit < DM_BB_BITS; bit++) {
        if (!(t->valid & bb_bit(bit)))
            continue;
        bb_t cone = 0;
        for (bb_t front = bb_bit(bit); front; ) {
            front = step(t, front, s->forward[0]) | step(t, front, s->forward[1]);
            cone |= front;
        }
        bb_t zone = cone | bb_bit(bit);
        for (int d = 0; d < DM_DIRECTIONS; d++)
            zone |= step(t, cone | bb_bit(bit), t->shift[d]);
        s->cone[bit] = cone;
        s->runaway_zone[bit] = zone;
    }
    s->capture_directions = board->man_capture_directions[side] & 0xFu;
    memset(s->square_key, -1, sizeof s->square_key);
    int key = 0;
    for (int row = s->rows; row >= 0; row--) {
        bb_t squares = s->distance[row];
        int n = bb_count(squares);
        for (int i = 0; i < n; i++) {
            /* White counts a row from its lowest bit, Black from its
               highest: a turned board swaps the two. */
            int bit = 0;
            bb_t rest = squares;
            for (int j = 0; j < (side == DM_WHITE ? i : n - 1 - i); j++)
                rest = bb_drop_first(rest);
            bit = bb_first(rest);
            s->square_key[bit] = (signed char)key++;
            if (2 * i + 1 < n)
                s->left |= bb_bit(bit);
            else if (2 * i + 1 > n)
                s->right |= bb_bit(bit);
        }
    }
}

/* Squares with at least two squares beyond them in every direction. */
static bb_t find_centre(const dm_eval_tables *t)
{
    bb_t centre = t->valid;
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        bb_t one = step(t, t->valid, -t->shift[d]);   /* have a neighbour in d */
        centre &= step(t, one, -t->shift[d]);
    }
    return centre;
}

/* Squares with fewer than four neighbours, the back ranks excluded. */
static bb_t find_flank(const dm_eval_tables *t)
{
    bb_t inner = t->valid;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        inner &= step(t, t->valid, -t->shift[d]);
    return t->valid & ~inner & ~t->side[DM_WHITE].back_rank & ~t->side[DM_BLACK].back_rank;
}

/* The squares of the line through bit along a shift and its opposite. */
static bb_t line_through(const dm_eval_tables *t, int bit, int shift)
{
    bb_t line = bb_bit(bit);
    for (bb_t b = step(t, line, shift); b; b = step(t, b, shift))
        line |= b;
    for (bb_t b = step(t, bb_bit(bit), -shift); b; b = step(t, b, -shift))
        line |= b;
    return line;
}

/* Every longest diagonal line (one on 8x8 and 10x10). */
static bb_t find_long_diagonal(const dm_eval_tables *t)
{
    bb_t longest = 0;
    int length = 0;
    for (bb_t b = t->valid; b; b = bb_drop_first(b))
        for (int d = 0; d < 2; d++) {
            bb_t line = line_through(t, bb_first(b), t->shift[d]);
            if (bb_count(line) > length)
                length = bb_count(line), longest = 0;
            if (bb_count(line) == length)
                longest |= line;
        }
    return longest;
}

static int advancement(const dm_eval_side *s, bb_t men);

/* The square table with the terms of a man's square added in, for the
   evaluation's sum (explain): the terms are linear in the men, so this
   gives the same score to the unit. */
static void fold_squares(dm_eval_tables *t)
{
    const dm_eval_side *white = &t->side[DM_WHITE];
    memcpy(t->folded_square, t->weights.square, sizeof t->folded_square);
    if (!t->square_table)
        return;
    for (int bit = 0; bit < DM_BB_BITS; bit++) {
        int key = white->square_key[bit];
        if (key < 0)
            continue;
        bb_t b = bb_bit(bit);
        int in[DM_TERMS] = {
            [DM_TERM_ADVANCE] = advancement(white, b),
            [DM_TERM_BACK_RANK] = (b & white->back_rank) != 0,
            [DM_TERM_CENTRE] = (b & t->centre) != 0,
            [DM_TERM_FLANK] = (b & t->flank) != 0,
        };
        for (int phase = 0; phase < 2; phase++)
            for (int i = 0; i < DM_TERMS; i++)
                t->folded_square[phase][key] += in[i] * t->weights.weight[phase][i];
    }
}

/* man_row_score from folded_square (eval.h). */
static void fold_man_rows(dm_eval_tables *t)
{
    memset(t->man_row_score, 0, sizeof t->man_row_score);
    for (int r = 0; r < t->man_rows; r++)
        for (int side = 0; side < 2; side++) {
            const signed char *key = t->side[side].square_key;
            int sign = side == DM_WHITE ? 1 : -1;
            int n = bb_count(t->man_row[r]);
            for (unsigned v = 0; v < 1u << n; v++) {
                int64_t sum[2] = { 0, 0 };
                int j = 0;
                for (bb_t b = t->man_row[r]; b; b = bb_drop_first(b), j++)
                    if (v & 1u << j)
                        for (int phase = 0; phase < 2; phase++)
                            sum[phase] += sign * t->folded_square[phase][key[bb_first(b)]];
                t->man_row_score[side][r][v] = sum[0] * 4294967296LL + sum[1];
            }
        }
}

/* The regions of the patterns as side sees them (eval.h), of
   t->region_rows rows. */
static void init_regions(dm_eval_tables *t, dm_side side)
{
    const int region_rows = t->region_rows, squares = region_rows * DM_REGION_KEYS;
    int bit_of_key[DM_EVAL_SQUARES];
    for (int bit = 0; bit < DM_BB_BITS; bit++)
        if (t->side[side].square_key[bit] >= 0)
            bit_of_key[t->side[side].square_key[bit]] = bit;
    int row = t->table_row, rows = t->table_squares / row, n = 0;
    for (int r = 0; r + region_rows <= rows; r++)
        for (int i = 0; i + DM_REGION_KEYS <= row; i++) {
            int key[DM_REGION_SQUARES_MAX];
            for (int j = 0; j < region_rows; j++)
                for (int k = 0; k < DM_REGION_KEYS; k++)
                    key[j * DM_REGION_KEYS + k] = (r + j) * row + i + k;
            dm_eval_region *g = &t->region[side][n++];
            g->mask = 0;
            for (int j = 0; j < squares; j++)
                g->mask |= bb_bit(bit_of_key[key[j]]);
            /* pext's j-th bit is the mask's j-th lowest: find its digit. */
            int power_of[DM_REGION_SQUARES_MAX], j = 0;
            for (bb_t b = g->mask; b; b = bb_drop_first(b), j++)
                for (int d = 0, power = 1; d < squares; d++, power *= 3)
                    if (bit_of_key[key[d]] == bb_first(b))
                        power_of[j] = power;
            for (int m = 0; m < 1 << squares; m++) {
                int value = 0;
                for (int k = 0; k < squares; k++)
                    if (m & (1 << k))
                        value += power_of[k];
                g->digits[m] = (unsigned short)value;
            }
        }
    t->regions = n;
}

/* A pattern weight difference as the packed table holds it: the tuner
   keeps pattern weights within +-DM_PATTERN_WEIGHT_LIMIT, so that the
   sums over all regions fit in 16 bits each. */
_Static_assert(DM_EVAL_REGIONS * 2 * DM_PATTERN_WEIGHT_LIMIT < 32768,
               "the pattern sums must fit in 16 bits");
static int clamp_pattern(int v)
{
    int limit = 2 * DM_PATTERN_WEIGHT_LIMIT;
    return v > limit ? limit : v < -limit ? -limit : v;
}

/* region_score from the pattern weights (eval.h). */
static void fold_regions(dm_eval_tables *t)
{
    memset(t->region_score, 0, sizeof t->region_score);
    for (int r = 0; r < t->regions; r++) {
        const dm_eval_region *w = &t->region[DM_WHITE][r];
        int b_index = -1;
        for (int q = 0; q < t->regions; q++)
            if (t->region[DM_BLACK][q].mask == w->mask)
                b_index = q;
        if (b_index < 0)
            continue;                  /* a board whose halves differ */
        const dm_eval_region *b = &t->region[DM_BLACK][b_index];
        int all = (1 << t->region_rows * DM_REGION_KEYS) - 1, n = t->pattern_states;
        /* Every pair of disjoint sets of the region's squares: black runs
           over the subsets of the squares white leaves free. */
        for (int white = 0; white <= all; white++)
            for (int black = all & ~white;; black = (black - 1) & ~white & all) {
                int pattern = w->digits[white] + 2 * w->digits[black];
                int iw = r * n + pattern;
                int ib = b_index * n + b->digits[black] + 2 * b->digits[white];
                int full = clamp_pattern(t->weights.pattern[0][iw] - t->weights.pattern[0][ib]);
                int empty = clamp_pattern(t->weights.pattern[1][iw] - t->weights.pattern[1][ib]);
                t->region_score[iw] = full * 65536 + empty;
                if (!black)
                    break;
            }
    }
}

void dm_eval_set_weights(dm_eval_tables *t, const dm_eval_weights *weights)
{
    t->weights = *weights;
    fold_squares(t);
    fold_man_rows(t);
    fold_regions(t);
}

/* Cuts the board into regions of `rows` rows (eval.h). */
static void set_regions(dm_eval_tables *t, int rows)
{
    t->region_rows = rows;
    t->pattern_states = 1;
    for (int i = 0; i < rows * DM_REGION_KEYS; i++)
        t->pattern_states *= 3;
    init_regions(t, DM_WHITE);
    init_regions(t, DM_BLACK);
}

int dm_eval_set_region_rows(dm_eval_tables *t, int rows)
{
    if (!t->regions || rows < DM_REGION_ROWS_MIN || rows > DM_REGION_ROWS_MAX)
        return -1;
    set_regions(t, rows);
    memset(t->weights.pattern, 0, sizeof t->weights.pattern);
    fold_regions(t);
    return 0;
}

void dm_eval_init(dm_eval_tables *t, const dm_board *board)
{
    memset(t, 0, sizeof *t);
    t->valid = board->valid;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        t->shift[d] = board->shift[d];
    t->flying_kings = board->rules.flying_kings;
    t->men_capture_kings = board->rules.men_capture_kings;
    t->full = 3 * board->squares / 4;
    init_side(t, board, DM_WHITE);
    init_side(t, board, DM_BLACK);
    t->centre = find_centre(t);
    t->flank = find_flank(t);
    t->long_diagonal = find_long_diagonal(t);
    static const dm_eval_weights weights_8x8 = {
        { DM_EVAL_8X8_WEIGHTS_FULL, DM_EVAL_8X8_WEIGHTS_EMPTY },
        { DM_EVAL_8X8_SQUARE_WEIGHTS_FULL, DM_EVAL_8X8_SQUARE_WEIGHTS_EMPTY },
        { DM_EVAL_8X8_PATTERN_WEIGHTS_FULL, DM_EVAL_8X8_PATTERN_WEIGHTS_EMPTY } };
    static const dm_eval_weights weights_10x10 = {
        { DM_EVAL_10X10_WEIGHTS_FULL, DM_EVAL_10X10_WEIGHTS_EMPTY },
        { DM_EVAL_10X10_SQUARE_WEIGHTS_FULL, DM_EVAL_10X10_SQUARE_WEIGHTS_EMPTY },
        { DM_EVAL_10X10_PATTERN_WEIGHTS_FULL, DM_EVAL_10X10_PATTERN_WEIGHTS_EMPTY } };
    bool family = t->flying_kings && (board->squares == 32 || board->squares == 50) &&
                  t->side[DM_WHITE].rows < DM_EVAL_ROWS;
    for (int r = 0; family && r <= t->side[DM_WHITE].rows; r++)
        family = bb_count(t->side[DM_WHITE].distance[r]) <= DM_EVAL_ROW_SQUARES;
    if (family) {
        t->man_rows = t->side[DM_WHITE].rows + 1;
        memcpy(t->man_row, t->side[DM_WHITE].distance, sizeof(bb_t) * (size_t)t->man_rows);
    }
    t->square_table = family;
    t->table_squares = family ? board->squares : 0;
    t->table_row = bb_count(board->promotion[DM_WHITE]);   /* a row's squares */
    if (family)
        set_regions(t, board->squares == 50 ? DM_EVAL_10X10_REGION_ROWS
                                            : DM_EVAL_8X8_REGION_ROWS);
    dm_eval_set_weights(t, board->squares == 50 ? &weights_10x10 : &weights_8x8);
}

/* ---- Counting ----------------------------------------------------------- */

/* Forward steps the men have made from their own back rank, summed. */
static int advancement(const dm_eval_side *s, bb_t men)
{
    int steps = 0;
    for (int k = 1; k < s->rows; k++)
        steps += (s->rows - k) * bb_count(men & s->distance[k]);
    return steps;
}

/* Squares the kings can move to (each king counted on its own). */
static int king_moves(const dm_eval_tables *t, bb_t kings, bb_t empty)
{
    int n = 0;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        for (bb_t ray = bb_shift(kings, t->shift[d]) & empty; ray;
             ray = t->flying_kings ? bb_shift(ray, t->shift[d]) & empty : 0)
            n += bb_count(ray);
    return n;
}

/* Men at the apex of a defensive triangle (see eval.h). */
static int triangles(const dm_eval_tables *t, const dm_eval_side *s, bb_t men)
{
    bb_t guards = men & s->back_rank;
    return bb_count(men & step(t, guards, s->forward[0]) & step(t, guards, s->forward[1]));
}

typedef struct {
    bb_t men[2], kings[2];
    int man_count[2], king_count[2];
} census;

static census count_pieces(const dm_position *pos)
{
    census c;
    for (int s = 0; s < 2; s++) {
        c.men[s] = pos->pieces[s] & ~pos->kings;
        c.kings[s] = pos->pieces[s] & pos->kings;
        c.man_count[s] = bb_count(c.men[s]);
        c.king_count[s] = bb_count(c.kings[s]);
    }
    return c;
}

/* ---- The heuristics, from White's point of view ------------------------- */

/* DM_HEURISTIC_HAND_SET: how much a kings-only ending that the stronger
   side cannot (easily) win is divided by; 1 for every other position. */
static int drawn_divisor(const dm_eval_tables *t, const census *c)
{
    if (c->man_count[DM_WHITE] || c->man_count[DM_BLACK])
        return 1;
    for (int weak = 0; weak < 2; weak++) {
        int strong = 1 - weak;
        if (c->king_count[weak] != 1)
            continue;
        if (c->king_count[strong] <= 2)
            return DRAWN;
        if (c->king_count[strong] == 3 && (c->kings[weak] & t->long_diagonal))
            return HARD_TO_WIN;
    }
    return 1;
}

static int hand_set_score(const dm_eval_tables *t, const dm_position *pos)
{
    census c = count_pieces(pos);
    bb_t empty = t->valid & ~(pos->pieces[DM_WHITE] | pos->pieces[DM_BLACK]);
    int material[2], advance = 0, back = 0, centre = 0, mobility = 0, diagonal = 0;
    for (int s = 0; s < 2; s++) {
        int sign = s == DM_WHITE ? 1 : -1;
        const dm_eval_side *side = &t->side[s];
        material[s] = MAN * c.man_count[s] + KING * c.king_count[s];
        advance += sign * advancement(side, c.men[s]);
        back += sign * bb_count(c.men[s] & side->back_rank);
        centre += sign * bb_count(c.men[s] & t->centre);
        mobility += sign * king_moves(t, c.kings[s], empty);
        diagonal += sign * bb_count(c.kings[s] & t->long_diagonal);
    }
    int lead = material[DM_WHITE] - material[DM_BLACK];
    int all = material[DM_WHITE] + material[DM_BLACK];
    int pieces = c.man_count[0] + c.man_count[1] + c.king_count[0] + c.king_count[1];
    int full = t->full > 0 ? t->full : 1;
    int present = pieces < full ? pieces : full;
    int score = lead + (all ? lead * TRADE / all : 0);
    score += advance * (ADVANCE_END * full - (ADVANCE_END - ADVANCE_OPEN) * present) / full;
    score += back * BACK_RANK * present / full;
    score += CENTRE * centre + KING_MOVE * mobility + LONG_DIAGONAL * diagonal;
    return score / drawn_divisor(t, &c);
}

/* ---- DM_HEURISTIC_DEFAULT ---------------------------------------------- */

/* The pieces of `victims` that `men` could take with one jump along the
   capture directions (bit d: along shift[d]), the square behind the
   victim empty.  Shifts 0 and 1 are the board's two positive ones and 2
   and 3 their negatives (dm_board_init), and no mask is needed: a shift
   off a square lands on a ghost bit or off the word, never on another
   square, and `victims` holds squares only.  Every quiet move of the
   capture search asks this (dm_eval_can_capture): written out per
   direction it costs 7% fewer instructions in a 10x10 search, though
   hardly any less time. */
static inline bb_t men_attacked(const dm_eval_tables *t, unsigned directions, bb_t men,
                                bb_t victims, bb_t empty)
{
    int a = t->shift[0], b = t->shift[1];
    bb_t hit = 0;
    if (directions & 1u)
        hit |= (men << a) & victims & (empty >> a);
    if (directions & 2u)
        hit |= (men << b) & victims & (empty >> b);
    if (directions & 4u)
        hit |= (men >> a) & victims & (empty << a);
    if (directions & 8u)
        hit |= (men >> b) & victims & (empty << b);
    return hit;
}

/* The pieces of `victims` that `kings` could take with one jump, from any
   distance along an empty line with flying kings. */
static bb_t kings_attacked(const dm_eval_tables *t, bb_t kings, bb_t victims, bb_t empty)
{
    bb_t hit = 0;
    for (int d = 0; d < DM_DIRECTIONS; d++) {
        int shift = t->shift[d];
        bb_t reach = step(t, kings, shift);
        if (t->flying_kings)
            for (bb_t ray = reach & empty; ray; ray = step(t, ray, shift) & empty)
                reach |= step(t, ray, shift);
        hit |= reach & victims & step(t, empty, -shift);
    }
    return hit;
}

/* The pieces of `victims` that the attacker's `men` and `kings` could take
   with one jump: a man along its capture directions (not a king where men
   cannot take kings), a king as kings_attacked says.  Orthogonal captures
   are left out: an estimate, not the move generator. */
static inline bb_t attacked(const dm_eval_tables *t, const dm_eval_side *attacker, bb_t men,
                            bb_t kings, bb_t victims, bb_t all_kings, bb_t empty)
{
    bb_t man_victims = t->men_capture_kings ? victims : victims & ~all_kings;
    bb_t hit = men_attacked(t, attacker->capture_directions, men, man_victims, empty);
    return kings ? hit | kings_attacked(t, kings, victims, empty) : hit;
}

bool dm_eval_can_capture(const dm_eval_tables *t, const dm_position *pos)
{
    dm_side s = pos->side, other = dm_opponent(s);
    bb_t kings = pos->pieces[s] & pos->kings;
    bb_t empty = t->valid & ~(pos->pieces[DM_WHITE] | pos->pieces[DM_BLACK]);
    return attacked(t, &t->side[s], pos->pieces[s] & ~kings, kings, pos->pieces[other],
                    pos->kings, empty) != 0;
}

/* Kings that cannot move. */
static int trapped_kings(const dm_eval_tables *t, bb_t kings, bb_t empty)
{
    bb_t free = 0;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        free |= step(t, empty, -t->shift[d]);
    return bb_count(kings & ~free);
}

/* Men not on their back rank with every backward square held by an own
   piece or off the board. */
static int backed_men(const dm_eval_tables *t, const dm_eval_side *s, bb_t men, bb_t own)
{
    bb_t backed = men & ~s->back_rank;
    for (int f = 0; f < 2; f++) {
        bb_t behind_is_square = step(t, t->valid, s->forward[f]);  /* a square behind */
        backed &= ~behind_is_square | step(t, own, s->forward[f]);
    }
    return bb_count(backed);
}

/* Men one step from crowning with no square ahead of them that is not
   an opponent man's. */
static int stuck_men(const dm_eval_tables *t, const dm_eval_side *s, bb_t men,
                     bb_t opponent_men)
{
    return bb_count(men & s->near_crowning & ~step_back(t, s, t->valid & ~opponent_men));
}

/* The drawish scale (eval.h), in 64ths, with `strong` the side ahead. */
static int drawish_scale_for(const dm_eval_tables *t, const census *c, int strong)
{
    int weak = 1 - strong;
    if (c->man_count[weak] || !c->king_count[weak])
        return DM_EVAL_SCALE_FULL;
    int strong_pieces = c->man_count[strong] + c->king_count[strong];
    if (c->king_count[weak] == 1 && strong_pieces <= 2)
        return DRAWISH_DRAW;
    if (c->man_count[strong])
        return DM_EVAL_SCALE_FULL;
    if (c->king_count[weak] == 1 && c->king_count[strong] == 3 &&
        (c->kings[weak] & t->long_diagonal))
        return DRAWISH_DRAW;
    if (c->king_count[weak] >= 2 && c->king_count[strong] <= 2 * c->king_count[weak])
        return DRAWISH_SMALL_EDGE;
    return DM_EVAL_SCALE_FULL;
}

/* The side ahead counts men 1, kings 3; with the material level the
   smaller scale of the two readings, so that colours stay alike. */
static int drawish_scale(const dm_eval_tables *t, const census *c)
{
    if (!t->flying_kings)
        return DM_EVAL_SCALE_FULL;
    int white = c->man_count[DM_WHITE] + 3 * c->king_count[DM_WHITE];
    int black = c->man_count[DM_BLACK] + 3 * c->king_count[DM_BLACK];
    if (white != black)
        return drawish_scale_for(t, c, white > black ? DM_WHITE : DM_BLACK);
    int a = drawish_scale_for(t, c, DM_WHITE), b = drawish_scale_for(t, c, DM_BLACK);
    return a < b ? a : b;
}

/* Squares from which some man of side s, stepping forward, could come
   next to (or onto) a piece of `others`: the men outside it are the
   runaways, those whose runaway_zone holds none of them.  A zone is the
   man's square and its forward cone with their neighbours, so this is
   the neighbours of `others` closed under stepping back. */
static bb_t runaway_blocked(const dm_eval_tables *t, const dm_eval_side *s, bb_t men,
                            bb_t others)
{
    bb_t blocked = others;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        blocked |= step(t, others, -t->shift[d]);
    while (men & ~blocked) {
        bb_t more = blocked | step_back(t, s, blocked);
        if (more == blocked)
            break;
        blocked = more;
    }
    return blocked;
}

/* The breakdown of pos; with sum_squares (on a board with the square
   table), the square table and the patterns are not filled in but summed
   at once under the tables' weights (full board, empty board) into
   square_sum, and the terms of one man's square (advance, back rank,
   centre, flank) are left at 0: man_row_score includes them
   (dm_eval_tables.folded_square).  That saves the evaluation a pass
   over the table and four terms. */
static void explain(const dm_eval_tables *t, const dm_position *pos, dm_eval_breakdown *out,
                    bool sum_squares, int square_sum[2])
{
    census c = count_pieces(pos);
    bb_t occupied = pos->pieces[DM_WHITE] | pos->pieces[DM_BLACK];
    bb_t empty = t->valid & ~occupied;
    int *term = out->term;
    memset(term, 0, sizeof out->term);
    if (!sum_squares) {
        memset(out->square, 0, sizeof out->square);
        memset(out->pattern, 0, sizeof out->pattern);
    }
    for (int s = 0; s < 2; s++) {
        int sign = s == DM_WHITE ? 1 : -1, other = 1 - s;
        const dm_eval_side *side = &t->side[s];
        bb_t men = c.men[s];
        term[DM_TERM_MAN] += sign * c.man_count[s];
        term[DM_TERM_KING] += sign * c.king_count[s];
        if (!(t->square_table && sum_squares)) {
            term[DM_TERM_ADVANCE] += sign * advancement(side, men);
            term[DM_TERM_BACK_RANK] += sign * bb_count(men & side->back_rank);
            term[DM_TERM_CENTRE] += sign * bb_count(men & t->centre);
            term[DM_TERM_FLANK] += sign * bb_count(men & t->flank);
        }
        int lean = bb_count(men & side->left) - bb_count(men & side->right);
        term[DM_TERM_BALANCE] -= sign * (lean < 0 ? -lean : lean);
        if (t->square_table && !sum_squares)
            for (bb_t b = men; b; b = bb_drop_first(b))
                out->square[side->square_key[bb_first(b)]] += sign;
        if (!c.king_count[other] && men) {
            bb_t runaways = men & ~runaway_blocked(t, side, men, pos->pieces[other]);
            if (runaways) {
                term[DM_TERM_RUNAWAY] += sign * bb_count(runaways);
                term[DM_TERM_RUNAWAY_STEPS] += sign * advancement(side, runaways);
            }
        }
        term[DM_TERM_TRIANGLE] += sign * triangles(t, side, men);
        term[DM_TERM_BACKED] += sign * backed_men(t, side, men, pos->pieces[s]);
        term[DM_TERM_STUCK] += sign * stuck_men(t, side, men, c.men[other]);
        if (c.kings[s]) {
            term[DM_TERM_SOLE_KING] += sign * !c.king_count[other];
            term[DM_TERM_KING_MOBILITY] += sign * king_moves(t, c.kings[s], empty);
            term[DM_TERM_TRAPPED_KING] += sign * trapped_kings(t, c.kings[s], empty);
            term[DM_TERM_LONG_DIAGONAL] += sign * bb_count(c.kings[s] & t->long_diagonal);
        }
        /* Pieces of s the opponent attacks: a threat when s is to move,
           a piece en prise when the opponent is. */
        bb_t hit = attacked(t, &t->side[other], c.men[other], c.kings[other],
                            pos->pieces[s], pos->kings, empty);
        if (hit && s == (int)pos->side) {
            term[DM_TERM_THREATENED] += sign * bb_count(hit);
        } else if (hit) {
            term[DM_TERM_EN_PRISE_MAN] += sign * bb_count(hit & ~pos->kings);
            term[DM_TERM_EN_PRISE_KING] += sign * bb_count(hit & pos->kings);
        }
    }
    if (sum_squares && t->square_table) {
        int64_t men = 0;
        for (int r = 0; r < t->man_rows; r++)
            men += t->man_row_score[DM_WHITE][r][gather(c.men[DM_WHITE], t->man_row[r])] +
                   t->man_row_score[DM_BLACK][r][gather(c.men[DM_BLACK], t->man_row[r])];
        int32_t empty_part = (int32_t)(uint32_t)(men & 0xffffffff);
        square_sum[0] += (int)((men - empty_part) / 4294967296LL);
        square_sum[1] += empty_part;
    }
    if (sum_squares && t->regions) {
        int32_t packed = 0;
        const dm_eval_region *g = t->region[DM_WHITE];
        for (int r = 0; r < t->regions; r++)
            packed += t->region_score[r * t->pattern_states +
                                      pattern_of(&g[r], pos->pieces[DM_WHITE], pos->pieces[DM_BLACK])];
        int16_t empty_part = (int16_t)(uint16_t)(packed & 0xffff);
        square_sum[0] += (packed - empty_part) / 65536;
        square_sum[1] += empty_part;
    } else if (!sum_squares) {
        for (int s = 0; s < 2; s++) {
            bb_t own = pos->pieces[s], other = pos->pieces[1 - s];
            const dm_eval_region *g = t->region[s];
            for (int r = 0; r < t->regions; r++)
                out->pattern[s][r] = r * t->pattern_states + pattern_of(&g[r], own, other);
        }
    }
    int pieces = bb_count(occupied);
    out->present = pieces < t->full ? pieces : t->full;
    out->scale = drawish_scale(t, &c);
}

void dm_eval_explain(const dm_eval_tables *t, const dm_position *pos, dm_eval_breakdown *out)
{
    explain(t, pos, out, false, NULL);
}

/* The terms' weighted sum, and the square table's given as its sums of
   weights for the full and the empty board, scaled as the evaluation. */
static int combine(const dm_eval_tables *t, const dm_eval_weights *w,
                   const dm_eval_breakdown *b, const int square_sum[2])
{
    int full = t->full > 0 ? t->full : 1;
    int present = b->present < full ? b->present : full;
    int sum = square_sum[0] * present + square_sum[1] * (full - present);
    for (int i = 0; i < DM_TERMS; i++)
        if (b->term[i])
            sum += b->term[i] * (w->weight[0][i] * present + w->weight[1][i] * (full - present));
    return sum / full * b->scale / DM_EVAL_SCALE_FULL;
}

int dm_eval_combine(const dm_eval_tables *t, const dm_eval_weights *w,
                    const dm_eval_breakdown *b)
{
    int square_sum[2] = { 0, 0 };
    for (int i = 0; i < t->table_squares; i++)
        for (int phase = 0; phase < 2; phase++)
            square_sum[phase] += b->square[i] * w->square[phase][i];
    for (int r = 0; r < t->regions; r++)
        for (int phase = 0; phase < 2; phase++)
            square_sum[phase] += w->pattern[phase][b->pattern[DM_WHITE][r]] -
                                 w->pattern[phase][b->pattern[DM_BLACK][r]];
    return combine(t, w, b, square_sum);
}

static int default_score(const dm_eval_tables *t, const dm_position *pos)
{
    dm_eval_breakdown b;
    int square_sum[2] = { 0, 0 };
    explain(t, pos, &b, true, square_sum);
    return combine(t, &t->weights, &b, square_sum);
}

static int positional_score(const dm_eval_tables *t, const dm_position *pos)
{
    census c = count_pieces(pos);
    int score = 0;
    for (int s = 0; s < 2; s++) {
        int near = bb_count(c.men[s] & t->side[s].near_crowning);
        int value = POSITIONAL_MAN * (c.man_count[s] - near) + POSITIONAL_NEAR * near +
                    POSITIONAL_KING * c.king_count[s];
        score += s == DM_WHITE ? value : -value;
    }
    return POSITIONAL_SCALE * score;
}

static int triangle_score(const dm_eval_tables *t, const dm_position *pos)
{
    census c = count_pieces(pos);
    int material[2], bonus = 0;
    for (int s = 0; s < 2; s++) {
        const dm_eval_side *side = &t->side[s];
        int value = TRIANGLE_BACK_RANK * bb_count(c.men[s] & side->back_rank) +
                    TRIANGLE_BONUS * triangles(t, side, c.men[s]);
        material[s] = c.man_count[s] + TRIANGLE_KING * c.king_count[s];
        bonus += s == DM_WHITE ? value : -value;
    }
    int all = material[DM_WHITE] + material[DM_BLACK];
    int ratio = all ? TRIANGLE_SCALE * (material[DM_WHITE] - material[DM_BLACK]) / all : 0;
    return ratio + bonus;
}

static int material_score(const dm_position *pos)
{
    census c = count_pieces(pos);
    return MATERIAL_MAN * (c.man_count[DM_WHITE] - c.man_count[DM_BLACK]) +
           MATERIAL_KING * (c.king_count[DM_WHITE] - c.king_count[DM_BLACK]);
}

int dm_eval(const dm_eval_tables *tables, const dm_position *pos,
            dm_heuristic heuristic)
{
    int score;
    switch (heuristic) {
    case DM_HEURISTIC_POSITIONAL: score = positional_score(tables, pos); break;
    case DM_HEURISTIC_TRIANGLE:   score = triangle_score(tables, pos); break;
    case DM_HEURISTIC_MATERIAL:   score = material_score(pos); break;
    case DM_HEURISTIC_HAND_SET:   score = hand_set_score(tables, pos); break;
    default:                      score = default_score(tables, pos); break;
    }
    if (score > DM_EVAL_LIMIT)
        score = DM_EVAL_LIMIT;
    if (score < -DM_EVAL_LIMIT)
        score = -DM_EVAL_LIMIT;
    return pos->side == DM_WHITE ? score : -score;
}

int dm_evaluate(const dm_board *board, const dm_position *pos,
                dm_heuristic heuristic, int *score)
{
    dm_eval_tables *tables = malloc(sizeof *tables);
    if (!tables)
        return -1;
    dm_eval_init(tables, board);
    *score = dm_eval(tables, pos, heuristic);
    free(tables);
    return 0;
}
