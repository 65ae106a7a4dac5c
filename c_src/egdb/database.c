/* Endgame databases: index and probe (database.h); the files are files.c's. */
#include "egdb/database.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Geometry ----------------------------------------------------------- */

static int opposite(int direction) { return (direction + 2) % DM_DIRECTIONS; }

static uint64_t square_mask_of_bits(const dm_board *board, bb_t bits)
{
    uint64_t squares = 0;
    for (; bits; bits = bb_drop_first(bits))
        squares |= (uint64_t)1 << (board->square_of_bit[bb_first(bits)] - 1);
    return squares;
}

static uint64_t mirror_squares(int squares, uint64_t mask)
{
    uint64_t out = 0;
    for (; mask; mask = bb_drop_first(mask))
        out |= (uint64_t)1 << (squares - 1 - bb_first(mask));
    return out;
}

static uint64_t fnv(uint64_t hash, int64_t value)
{
    for (int i = 0; i < 8; i++) {
        hash ^= (uint64_t)(value >> (8 * i)) & 0xFF;
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

/* Everything about the board that changes a position's value: its lines
   (in square numbers, so that a change of the internal layout keeps the
   files valid), its promotion rows and its rules. */
static uint64_t fingerprint(const dm_board *board)
{
    const dm_rules *r = &board->rules;
    uint64_t h = 0xcbf29ce484222325ULL;
    h = fnv(h, board->squares);
    for (int s = 1; s <= board->squares; s++)
        for (int k = 0; k < DM_DIRECTIONS; k++) {
            int next = board->neighbour[board->bit_of_square[s]][board->direction_of_kb[k]];
            h = fnv(h, next == DM_NO_BIT ? 0 : board->square_of_bit[next]);
        }
    for (int side = 0; side < 2; side++) {
        h = fnv(h, (int64_t)square_mask_of_bits(board, board->promotion[side]));
        unsigned kb_directions = 0;
        for (int k = 0; k < DM_DIRECTIONS; k++)
            if (board->man_capture_directions[side] & (1u << board->direction_of_kb[k]))
                kb_directions |= 1u << k;
        h = fnv(h, kb_directions);
    }
    h = fnv(h, r->majority_capture);
    h = fnv(h, r->men_capture_backward);
    h = fnv(h, r->men_capture_kings);
    h = fnv(h, r->flying_kings);
    h = fnv(h, r->captured_pieces_block);
    h = fnv(h, r->crown_during_capture);
    h = fnv(h, r->orthogonal_captures);
    /* Mixed in only where they differ from the default, so that the
       databases of the other rule sets keep their keys. */
    if (r->orthogonal_lines)
        h = fnv(h, 0x4c494e45);
    if (!r->king_turns_back)
        h = fnv(h, 0x5455524e);
    h = fnv(h, r->king_landing);
    h = fnv(h, r->precedences);
    for (int i = 0; i < r->precedences; i++)
        h = fnv(h, r->precedence[i]);
    return h;
}

static int fail(char *err, size_t errlen, const char *message)
{
    snprintf(err, errlen, "%s", message);
    return -1;
}

/* The turn maps square n to squares + 1 - n; it must map every line of the
   board onto the line the opposite way, and each side's promotion row and
   capture directions onto the other's. */
static bool symmetric(const dm_board *board, const int mirror_bit[64])
{
    int last = board->rules.orthogonal_captures ? DM_ALL_DIRECTIONS : DM_DIRECTIONS;
    for (int b = 0; b < 64; b++) {
        if (!(board->valid & bb_bit(b)))
            continue;
        for (int d = 0; d < last; d++) {
            int back = d < DM_DIRECTIONS ? opposite(d) : (d ^ 1);
            int next = board->neighbour[b][d];
            int turned = board->neighbour[mirror_bit[b]][back];
            if ((next == DM_NO_BIT) != (turned == DM_NO_BIT))
                return false;
            if (next != DM_NO_BIT && mirror_bit[next] != turned)
                return false;
        }
    }
    uint64_t white = square_mask_of_bits(board, board->promotion[DM_WHITE]);
    uint64_t black = square_mask_of_bits(board, board->promotion[DM_BLACK]);
    if (mirror_squares(board->squares, white) != black)
        return false;
    unsigned turned = 0;
    for (int d = 0; d < DM_DIRECTIONS; d++)
        if (board->man_capture_directions[DM_WHITE] & (1u << d))
            turned |= 1u << opposite(d);
    return turned == (board->man_capture_directions[DM_BLACK] & 0xF);
}

int dm_egdb_geometry_init(dm_egdb_geometry *g, const dm_board *board,
                          char *err, size_t errlen)
{
    memset(g, 0, sizeof *g);
    int n = board->squares;
    /* The indexes and the files are made of 64-bit square masks: the wide
       engine's boards (docs/architecture.md) have no databases. */
    if (n < 1 || n > 64)
        return fail(err, errlen,
                    "endgame databases cover boards of 1 to 64 playing squares only");
    g->squares = n;
    for (int b = 0; b < 64; b++)
        g->mirror_bit[b] = (board->valid & bb_bit(b))
                               ? board->bit_of_square[n + 1 - board->square_of_bit[b]]
                               : DM_NO_BIT;
    if (!symmetric(board, g->mirror_bit))
        return fail(err, errlen,
                    "the board is not the same for both sides turned round by 180 degrees");
    uint64_t all = n == 64 ? ~(uint64_t)0 : ((uint64_t)1 << n) - 1;
    for (int side = 0; side < 2; side++) {
        g->allowed_men[side] = all & ~square_mask_of_bits(board, board->promotion[side]);
        int rank = 0;
        for (int s = 0; s < n; s++) {
            g->men_rank_of_square[side][s] = -1;
            if (g->allowed_men[side] & ((uint64_t)1 << s)) {
                g->men_rank_of_square[side][s] = rank;
                g->men_square_of_rank[side][rank++] = s;
            }
        }
        /* Distances to the promotion row along the side's forward
           directions (White: engine directions 0 and 1, Black: 2 and 3),
           by relaxation. */
        int *distance = g->promotion_distance[side];
        for (int s = 1; s <= n; s++)
            distance[s] = (board->promotion[side] & bb_bit(board->bit_of_square[s])) ? 0 : n;
        for (bool changed = true; changed;) {
            changed = false;
            for (int s = 1; s <= n; s++)
                for (int d = 2 * side; d < 2 * side + 2; d++) {
                    int next = board->neighbour[board->bit_of_square[s]][d];
                    if (next == DM_NO_BIT)
                        continue;
                    int through = distance[board->square_of_bit[next]] + 1;
                    if (through < distance[s]) {
                        distance[s] = through;
                        changed = true;
                    }
                }
        }
        for (int s = 1; s <= n; s++)
            if (distance[s] < n && distance[s] + 1 > g->rows)
                g->rows = distance[s] + 1;
    }
    for (int i = 0; i <= DM_MAX_SQUARES; i++)
        for (int k = 0; k <= DM_EGDB_MAX_PIECES; k++)
            g->binomial[i][k] = k == 0 ? 1 : i == 0 ? 0
                                : g->binomial[i - 1][k - 1] + g->binomial[i - 1][k];
    g->fingerprint = fingerprint(board);
    return 0;
}

int dm_egdb_slot(const dm_egdb_material *m)
{
    int c[4] = { m->white_kings, m->white_men, m->black_kings, m->black_men };
    int slot = 0;
    for (int i = 0; i < 4; i++) {
        if (c[i] < 0 || c[i] > DM_EGDB_MAX_PIECES)
            return -1;
        slot = slot * (DM_EGDB_MAX_PIECES + 1) + c[i];
    }
    return slot;
}

void dm_egdb_slice_size(const dm_egdb_geometry *g, dm_egdb_slice *slice)
{
    const dm_egdb_material *m = &slice->material;
    int men = m->white_men + m->black_men;
    int free_squares = g->squares - men;
    slice->white_men_count = g->binomial[bb_count(g->allowed_men[DM_WHITE])][m->white_men];
    slice->black_men_count = g->binomial[bb_count(g->allowed_men[DM_BLACK])][m->black_men];
    slice->king_count = free_squares < m->white_kings + m->black_kings ? 0
        : g->binomial[free_squares][m->white_kings] *
          g->binomial[free_squares - m->white_kings][m->black_kings];
    slice->size = slice->white_men_count * slice->black_men_count * slice->king_count;
}

/* ---- Ranking ------------------------------------------------------------ */

/* The colex rank of the set bits of mask, each renumbered by its place
   among the set bits of space (a subset of space). */
static uint64_t rank_in(const dm_egdb_geometry *g, uint64_t mask, uint64_t space)
{
    uint64_t rank = 0;
    int i = 1;
    for (; mask; mask = bb_drop_first(mask), i++) {
        int s = bb_first(mask);
        rank += g->binomial[bb_count(space & (((uint64_t)1 << s) - 1))][i];
    }
    return rank;
}

/* The k places (0-based, ascending) of colex rank `rank` among n: places[i-1]
   is the largest c with C(c, i) <= what is left of the rank, found by
   bisection below the place above it (a scan from the top cost a third of
   the generation's time on 10x10). */
static void unrank(const dm_egdb_geometry *g, uint64_t rank, int k, int n, int places[])
{
    int high = n - 1;
    for (int i = k; i >= 2; i--) {
        int low = i - 1;             /* C(i - 1, i) = 0 */
        while (low < high) {
            int middle = (low + high + 1) / 2;
            if (g->binomial[middle][i] <= rank)
                low = middle;
            else
                high = middle - 1;
        }
        places[i - 1] = low;
        rank -= g->binomial[low][i];
        high = low - 1;
    }
    if (k >= 1)
        places[0] = (int)rank;       /* C(c, 1) = c */
}

/* The bit of the (place + 1)-th set bit of space.  Each step moves up by
   the set bits still missing: the bits passed over can hold no more than
   that, so it never goes beyond, and it stops in as many steps as space
   has runs of clear bits below the answer (few: the spaces are all the
   squares but a few). */
static int select_bit(uint64_t space, int place)
{
    int bit = place;
    for (;;) {
        uint64_t below = bit >= 63 ? space : space & (((uint64_t)2 << bit) - 1);
        int missing = place + 1 - bb_count(below);
        if (missing == 0)
            return bit;
        bit += missing;
    }
}

/* The square mask of the places, counted among the set bits of space. */
static uint64_t squares_at(const int places[], int k, uint64_t space)
{
    uint64_t out = 0;
    for (int i = 0; i < k; i++)
        out |= (uint64_t)1 << select_bit(space, places[i]);
    return out;
}

static uint64_t all_squares(const dm_egdb_geometry *g)
{
    return g->squares == 64 ? ~(uint64_t)0 : ((uint64_t)1 << g->squares) - 1;
}

uint64_t dm_egdb_index_kings(const dm_egdb_geometry *g, const dm_egdb_slice *slice,
                             uint64_t free_squares, uint64_t white_kings,
                             uint64_t black_kings)
{
    int left = bb_count(free_squares) - slice->material.white_kings;
    return rank_in(g, white_kings, free_squares) * g->binomial[left][slice->material.black_kings] +
           rank_in(g, black_kings, free_squares & ~white_kings);
}

void dm_egdb_unindex_kings(const dm_egdb_geometry *g, const dm_egdb_slice *slice,
                           uint64_t king_index, uint64_t free_squares,
                           uint64_t *white_kings, uint64_t *black_kings)
{
    const dm_egdb_material *m = &slice->material;
    int places[DM_EGDB_MAX_PIECES];
    int left = bb_count(free_squares) - m->white_kings;
    uint64_t black_placements = g->binomial[left][m->black_kings];
    unrank(g, king_index / black_placements, m->white_kings, bb_count(free_squares), places);
    *white_kings = squares_at(places, m->white_kings, free_squares);
    unrank(g, king_index % black_placements, m->black_kings, left, places);
    *black_kings = squares_at(places, m->black_kings, free_squares & ~*white_kings);
}

uint64_t dm_egdb_index(const dm_egdb_geometry *g, const dm_egdb_slice *slice,
                       uint64_t white, uint64_t black, uint64_t kings)
{
    const dm_egdb_material *m = &slice->material;
    uint64_t white_men = white & ~kings, black_men = black & ~kings;
    uint64_t white_kings = white & kings, black_kings = black & kings;
    if (bb_count(white_men) != m->white_men || bb_count(black_men) != m->black_men ||
        bb_count(white_kings) != m->white_kings || bb_count(black_kings) != m->black_kings ||
        (white_men & ~g->allowed_men[DM_WHITE]) || (black_men & ~g->allowed_men[DM_BLACK]))
        return UINT64_MAX;
    uint64_t free_squares = all_squares(g) & ~white_men & ~black_men;
    uint64_t men = rank_in(g, white_men, g->allowed_men[DM_WHITE]) * slice->black_men_count +
                   rank_in(g, black_men, g->allowed_men[DM_BLACK]);
    return men * slice->king_count +
           dm_egdb_index_kings(g, slice, free_squares, white_kings, black_kings);
}

bool dm_egdb_unindex(const dm_egdb_geometry *g, const dm_egdb_slice *slice,
                     uint64_t index, uint64_t *white, uint64_t *black,
                     uint64_t *kings)
{
    const dm_egdb_material *m = &slice->material;
    int places[DM_EGDB_MAX_PIECES];
    uint64_t king_index = index % slice->king_count, men = index / slice->king_count;
    uint64_t white_space = g->allowed_men[DM_WHITE], black_space = g->allowed_men[DM_BLACK];
    unrank(g, men / slice->black_men_count, m->white_men, bb_count(white_space), places);
    uint64_t white_men = squares_at(places, m->white_men, white_space);
    unrank(g, men % slice->black_men_count, m->black_men, bb_count(black_space), places);
    uint64_t black_men = squares_at(places, m->black_men, black_space);
    if (white_men & black_men)
        return false;
    uint64_t white_kings, black_kings;
    dm_egdb_unindex_kings(g, slice, king_index, all_squares(g) & ~white_men & ~black_men,
                          &white_kings, &black_kings);
    *white = white_men | white_kings;
    *black = black_men | black_kings;
    *kings = white_kings | black_kings;
    return true;
}

/* ---- Probing ------------------------------------------------------------ */

/* pos as White-to-move square masks: turned round when Black is to move. */
static void normalise(const dm_egdb *db, const dm_position *pos, uint64_t *white,
                      uint64_t *black, uint64_t *kings)
{
    const dm_board *board = db->board;
    bool turn = pos->side == DM_BLACK;
    int n = db->geometry.squares;
    uint64_t sets[2] = { 0, 0 }, k = 0;
    for (int side = 0; side < 2; side++)
        for (bb_t b = pos->pieces[side]; b; b = bb_drop_first(b)) {
            int bit = bb_first(b), s = board->square_of_bit[bit] - 1;
            uint64_t sq = (uint64_t)1 << (turn ? n - 1 - s : s);
            sets[turn ? 1 - side : side] |= sq;
            if (pos->kings & bb_bit(bit))
                k |= sq;
        }
    *white = sets[0];
    *black = sets[1];
    *kings = k;
}

static const dm_egdb_slice *slice_of(const dm_egdb *db, uint64_t white, uint64_t black,
                                     uint64_t kings)
{
    dm_egdb_material m = {
        bb_count(white & kings), bb_count(white & ~kings),
        bb_count(black & kings), bb_count(black & ~kings),
    };
    int slot = dm_egdb_slot(&m);
    return slot < 0 ? NULL : db->slice[slot];
}

const dm_egdb_slice *dm_egdb_locate(const dm_egdb *db, const dm_position *pos,
                                    uint64_t *index)
{
    int pieces = bb_count(pos->pieces[0] | pos->pieces[1]);
    if (pieces > db->max_pieces)
        return NULL;
    uint64_t white, black, kings;
    normalise(db, pos, &white, &black, &kings);
    const dm_egdb_slice *slice = slice_of(db, white, black, kings);
    if (!slice)
        return NULL;
    *index = dm_egdb_index(&db->geometry, slice, white, black, kings);
    return *index == UINT64_MAX ? NULL : slice;
}

dm_egdb_value dm_egdb_probe(const dm_egdb *db, const dm_position *pos, int *distance)
{
    uint64_t index;
    const dm_egdb_slice *slice = dm_egdb_locate(db, pos, &index);
    if (!slice)
        return DM_EGDB_UNKNOWN;
    if (distance)
        *distance = slice->distances ? slice->distances[index] : DM_EGDB_NO_DISTANCE;
    return (dm_egdb_value)dm_egdb_slice_value(slice, index);
}

bool dm_egdb_score(const dm_egdb *db, const dm_position *pos, int *score)
{
    uint64_t index;
    const dm_egdb_slice *slice = dm_egdb_locate(db, pos, &index);
    if (!slice)
        return false;
    int value = dm_egdb_slice_value(slice, index);
    if (value == DM_EGDB_DRAW) {
        *score = 0;
        return true;
    }
    int pieces = bb_count(pos->pieces[0] | pos->pieces[1]);
    int winner_score = DM_EGDB_SCORE_WIN - DM_EGDB_SCORE_PIECE * pieces;
    if (slice->distances) {
        winner_score -= slice->distances[index];
    } else {
        /* In the stored (White-to-move) frame the winner is White on a win. */
        const dm_egdb_geometry *g = &db->geometry;
        uint64_t white, black, kings;
        normalise(db, pos, &white, &black, &kings);
        int side = value == DM_EGDB_WIN ? DM_WHITE : DM_BLACK;
        uint64_t own = side == DM_WHITE ? white : black;
        int advancement = bb_count(own & kings) * g->rows;
        for (uint64_t men = own & ~kings; men; men = bb_drop_first(men))
            advancement += g->rows - 1 - g->promotion_distance[side][bb_first(men) + 1];
        winner_score += DM_EGDB_SCORE_MEN_BASE + 8 * advancement;
    }
    *score = value == DM_EGDB_WIN ? winner_score : -winner_score;
    return true;
}

/* ---- The database ------------------------------------------------------ */

dm_egdb *dm_egdb_new(const dm_board *board, char *err, size_t errlen)
{
    dm_egdb *db = calloc(1, sizeof *db);
    if (!db) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    db->board = board;
    if (dm_egdb_geometry_init(&db->geometry, board, err, errlen) != 0) {
        free(db);
        return NULL;
    }
    return db;
}

void dm_egdb_free(dm_egdb *db)
{
    if (!db)
        return;
    for (int i = 0; i < DM_EGDB_SLICE_SLOTS; i++)
        if (db->slice[i]) {
            free(db->slice[i]->values);
            free(db->slice[i]->distances);
            free(db->slice[i]);
        }
    free(db);
}
