/* Retrograde generation of endgame databases: see egdb_generate.h. */
#include "egdb/generate.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "draughts/movegen.h"
#include "egdb/files.h"

enum { UNRESOLVED = 3 };
#define MAX_DISTANCE 254

/* The two halves of a men configuration being solved: a configuration of
   a slice and its colour-swapped twin (one half when they coincide). */
typedef struct {
    dm_egdb_slice *slice;
    uint64_t men;                 /* men index in the slice */
    uint8_t *solved;              /* the slice's per-configuration flags */
} half;

typedef struct {
    const dm_board *board;
    dm_egdb *db;
    const dm_egdb_geometry *g;
    /* The slice pair being solved and its configurations' flags. */
    dm_egdb_slice *pair[2];
    uint8_t *solved[2];
    /* The configuration being solved: halves[0..halves-1], king_count
       positions each, local index = half * king_count + king index. */
    half halves[2];
    int half_count;
    uint64_t king_count;
    uint8_t *state, *count, *has_draw, *distance;
    uint32_t *level, *next_level;
    uint64_t level_size, next_size;
    char *err;
    size_t errlen;
    bool failed;
    /* With a directory: its manifest, the slices already listed there
       (kept, so a run with fewer pieces or kings only drops none) and
       those made or read, rewritten after each pair. */
    dm_egdb_manifest *manifest;
    dm_egdb_failure *failure;
} solver;

static int fail(solver *s, const char *message)
{
    if (!s->failed)
        snprintf(s->err, s->errlen, "%s", message);
    s->failed = true;
    return -1;
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static void put_value(dm_egdb_slice *slice, uint64_t index, int value)
{
    static const uint8_t power[5] = { 1, 3, 9, 27, 81 };
    slice->values[index / 5] += (uint8_t)(value * power[index % 5]);
}

/* The internal position of a local index (White to move). */
static void position_of(const solver *s, uint64_t local, dm_position *pos)
{
    const half *h = &s->halves[local / s->king_count];
    uint64_t white, black, kings;
    dm_egdb_unindex(s->g, h->slice, h->men * s->king_count + local % s->king_count,
                    &white, &black, &kings);
    dm_square_sets sets = { white, black, kings, DM_WHITE };
    dm_position_from_squares(s->board, &sets, pos);
}

/* pos (any side to move) as White-to-move square masks. */
static void normalise(const solver *s, const dm_position *pos, uint64_t *white,
                      uint64_t *black, uint64_t *kings)
{
    dm_square_sets sets;
    dm_position_to_squares(s->board, pos, &sets);
    if (pos->side == DM_WHITE) {
        *white = sets.white;
        *black = sets.black;
        *kings = sets.kings;
        return;
    }
    uint64_t turned[3] = { 0, 0, 0 }, in[3] = { sets.black, sets.white, sets.kings };
    for (int i = 0; i < 3; i++)
        for (uint64_t m = in[i]; m; m = bb_drop_first(m))
            turned[i] |= (uint64_t)1 << (s->g->squares - 1 - bb_first(m));
    *white = turned[0];
    *black = turned[1];
    *kings = turned[2];
}

/* The local index of pos, a position of the configuration being solved
   (Black to move: the twin half), or UINT64_MAX on a mismatch. */
static uint64_t local_of(const solver *s, const dm_position *pos)
{
    uint64_t white, black, kings;
    normalise(s, pos, &white, &black, &kings);
    for (int i = 0; i < s->half_count; i++) {
        const half *h = &s->halves[i];
        uint64_t index = dm_egdb_index(s->g, h->slice, white, black, kings);
        if (index != UINT64_MAX && index / s->king_count == h->men)
            return (uint64_t)i * s->king_count + index % s->king_count;
    }
    return UINT64_MAX;
}

/* The value of a position outside the configuration, for its side to
   move; -1 on error. */
static int value_outside(solver *s, const dm_position *pos)
{
    if (!pos->pieces[pos->side])
        return DM_EGDB_LOSS;
    uint64_t index;
    const dm_egdb_slice *slice = dm_egdb_locate(s->db, pos, &index);
    if (!slice)
        return fail(s, "a move leads to a slice not solved yet");
    for (int i = 0; i < 2; i++)
        if (slice == s->pair[i] && !s->solved[i][index / slice->king_count])
            return fail(s, "a man's move leads to a configuration not solved yet "
                           "(the board's men do not advance row by row)");
    return dm_egdb_slice_value(slice, index);
}

static void push(solver *s, uint64_t local)
{
    s->next_level[s->next_size++] = (uint32_t)local;
}

/* Decides what the moves leaving the configuration decide. */
static void first_pass(solver *s)
{
    dm_move_list list;
    uint64_t total = (uint64_t)s->half_count * s->king_count;
    for (uint64_t local = 0; local < total && !s->failed; local++) {
        dm_position pos, child;
        position_of(s, local, &pos);
        int n = dm_generate_moves(s->board, &pos, &list);
        if (n < 0) {
            fail(s, "a position has too many moves");
            return;
        }
        int inside = 0;
        bool win = false, draw = false;
        for (int i = 0; i < n && !win; i++) {
            const dm_move *m = &list.move[i];
            dm_make_move(s->board, &pos, m, &child);
            bool king_step = m->captures == 0 && (pos.kings & bb_bit(m->from));
            if (king_step) {
                inside++;
                continue;
            }
            int value = value_outside(s, &child);
            if (value < 0)
                return;
            win = value == DM_EGDB_LOSS;
            draw |= value == DM_EGDB_DRAW;
        }
        s->has_draw[local] = draw;
        s->count[local] = (uint8_t)inside;
        if (win) {
            s->state[local] = DM_EGDB_WIN;
            s->distance[local] = 1;
            push(s, local);
        } else if (inside == 0) {
            s->state[local] = draw ? DM_EGDB_DRAW : DM_EGDB_LOSS;
            s->distance[local] = n == 0 ? 0 : 1;
            if (!draw)
                push(s, local);
        } else {
            s->state[local] = UNRESOLVED;
        }
    }
}

/* Spreads the values of one level (all at the same distance) to the
   positions one king's step before them. */
static void spread(solver *s, uint64_t local, int distance)
{
    dm_position pos, before, all;
    dm_move_list list;
    position_of(s, local, &pos);
    /* Black's king steps into this position, taken back: as moves of a
       Black owning every piece, which can capture nothing. */
    bb_t occupied = pos.pieces[DM_WHITE] | pos.pieces[DM_BLACK];
    bb_t black_kings = pos.pieces[DM_BLACK] & pos.kings;
    all.pieces[DM_WHITE] = 0;
    all.pieces[DM_BLACK] = occupied;
    all.kings = pos.kings;
    all.side = DM_BLACK;
    int n = dm_generate_moves(s->board, &all, &list);
    if (n < 0) {
        fail(s, "a position has too many moves");
        return;
    }
    int value = s->state[local];
    for (int i = 0; i < n; i++) {
        const dm_move *m = &list.move[i];
        if (!(black_kings & bb_bit(m->from)) || m->captures)
            continue;
        bb_t from = bb_bit(m->from), to = bb_bit(m->to);
        before = pos;
        before.pieces[DM_BLACK] = (pos.pieces[DM_BLACK] & ~from) | to;
        before.kings = (pos.kings & ~from) | to;
        before.side = DM_BLACK;
        uint64_t p = local_of(s, &before);
        if (p == UINT64_MAX) {
            fail(s, "a king's step taken back leaves the configuration");
            return;
        }
        if (s->state[p] != UNRESOLVED)
            continue;
        if (value == DM_EGDB_LOSS) {
            s->state[p] = DM_EGDB_WIN;
        } else if (--s->count[p] == 0) {
            if (s->has_draw[p]) {
                s->state[p] = DM_EGDB_DRAW;
                continue;
            }
            s->state[p] = DM_EGDB_LOSS;
        } else {
            continue;
        }
        s->distance[p] = (uint8_t)(distance + 1 > MAX_DISTANCE ? MAX_DISTANCE : distance + 1);
        push(s, p);
    }
}

static void solve_configuration(solver *s)
{
    s->next_size = 0;
    first_pass(s);
    /* Levels in order of distance: the first pass gives levels 0 and 1
       mixed, so level 0 (no move) is taken first. */
    for (int distance = 0; s->next_size && !s->failed; distance++) {
        uint32_t *swap = s->level;
        s->level = s->next_level;
        s->next_level = swap;
        s->level_size = s->next_size;
        s->next_size = 0;
        for (uint64_t i = 0; i < s->level_size && !s->failed; i++) {
            uint64_t local = s->level[i];
            if (s->distance[local] != distance && distance < MAX_DISTANCE) {
                push(s, local);   /* a later level */
                continue;
            }
            spread(s, local, distance);
        }
    }
    for (int i = 0; i < s->half_count; i++) {
        half *h = &s->halves[i];
        for (uint64_t k = 0; k < s->king_count; k++) {
            uint64_t local = (uint64_t)i * s->king_count + k, index = h->men * s->king_count + k;
            int value = s->state[local] == UNRESOLVED ? DM_EGDB_DRAW : s->state[local];
            put_value(h->slice, index, value);
            if (h->slice->distances)
                h->slice->distances[index] = value == DM_EGDB_DRAW ? 0 : s->distance[local];
        }
        h->solved[h->men] = 1;
    }
}

/* Sum of the men's distances to their promotion rows: a man's move lowers
   it, so configurations are solved in increasing order of it. */
typedef struct {
    uint64_t men;
    int key;
} ordered;

static int by_key(const void *a, const void *b)
{
    const ordered *x = a, *y = b;
    return x->key != y->key ? x->key - y->key : (x->men > y->men) - (x->men < y->men);
}

static uint64_t turn(const dm_egdb_geometry *g, uint64_t mask)
{
    uint64_t out = 0;
    for (; mask; mask = bb_drop_first(mask))
        out |= (uint64_t)1 << (g->squares - 1 - bb_first(mask));
    return out;
}

static dm_egdb_slice *new_slice(solver *s, const dm_egdb_material *m)
{
    dm_egdb_slice *slice = calloc(1, sizeof *slice);
    if (!slice)
        return NULL;
    slice->material = *m;
    dm_egdb_slice_size(s->g, slice);
    slice->values = calloc((slice->size + 4) / 5 + 1, 1);
    if (m->white_men == 0 && m->black_men == 0)
        slice->distances = calloc(slice->size + 1, 1);
    if (!slice->values || (m->white_men == 0 && m->black_men == 0 && !slice->distances)) {
        free(slice->values);
        free(slice->distances);
        free(slice);
        return NULL;
    }
    return slice;
}

static int solve_pair(solver *s, dm_egdb_slice *a, dm_egdb_slice *b)
{
    const dm_egdb_geometry *g = s->g;
    s->pair[0] = a;
    s->pair[1] = b;
    uint64_t configurations = a->white_men_count * a->black_men_count;
    s->king_count = a->king_count;
    s->solved[0] = calloc(configurations, 1);
    s->solved[1] = a == b ? s->solved[0] : calloc(configurations, 1);
    ordered *order = malloc(configurations * sizeof *order);
    uint64_t local_size = 2 * s->king_count;
    s->state = malloc(local_size);
    s->count = malloc(local_size);
    s->has_draw = malloc(local_size);
    s->distance = malloc(local_size);
    s->level = malloc(local_size * sizeof *s->level);
    s->next_level = malloc(local_size * sizeof *s->next_level);
    if (!s->solved[0] || !s->solved[1] || !order || !s->state || !s->count ||
        !s->has_draw || !s->distance || !s->level || !s->next_level) {
        fail(s, "out of memory");
        goto done;
    }
    for (uint64_t men = 0; men < configurations; men++) {
        uint64_t white, black, kings;
        order[men].men = men;
        order[men].key = 0;
        if (!dm_egdb_unindex(g, a, men * s->king_count, &white, &black, &kings)) {
            order[men].key = -1;   /* no position: done first */
            continue;
        }
        for (uint64_t m = white & ~kings; m; m = bb_drop_first(m))
            order[men].key += g->promotion_distance[DM_WHITE][bb_first(m) + 1];
        for (uint64_t m = black & ~kings; m; m = bb_drop_first(m))
            order[men].key += g->promotion_distance[DM_BLACK][bb_first(m) + 1];
    }
    qsort(order, configurations, sizeof *order, by_key);
    for (uint64_t i = 0; i < configurations && !s->failed; i++) {
        uint64_t men = order[i].men, white, black, kings;
        if (s->solved[0][men])
            continue;
        if (order[i].key < 0) {
            /* Men on one square: indexes without positions, kept as draws. */
            for (uint64_t k = 0; k < s->king_count; k++)
                put_value(a, men * s->king_count + k, DM_EGDB_DRAW);
            s->solved[0][men] = 1;
            continue;
        }
        dm_egdb_unindex(g, a, men * s->king_count, &white, &black, &kings);
        /* The twin: the men turned round, colours swapped, kings anywhere. */
        uint64_t twin_white = turn(g, black & ~kings), twin_black = turn(g, white & ~kings);
        uint64_t twin_kings = 0, free_squares = ~(twin_white | twin_black) &
            (g->squares == 64 ? ~(uint64_t)0 : ((uint64_t)1 << g->squares) - 1);
        for (int k = 0; k < b->material.white_kings; k++) {
            uint64_t sq = free_squares & -free_squares;
            twin_white |= sq;
            twin_kings |= sq;
            free_squares &= ~sq;
        }
        for (int k = 0; k < b->material.black_kings; k++) {
            uint64_t sq = free_squares & -free_squares;
            twin_black |= sq;
            twin_kings |= sq;
            free_squares &= ~sq;
        }
        uint64_t twin = dm_egdb_index(g, b, twin_white, twin_black, twin_kings);
        if (twin == UINT64_MAX) {
            fail(s, "the colour-swapped men configuration has no index");
            break;
        }
        twin /= s->king_count;
        s->halves[0] = (half){ a, men, s->solved[0] };
        s->half_count = 1;
        if (a != b || twin != men)
            s->halves[s->half_count++] = (half){ b, twin, s->solved[1] };
        solve_configuration(s);
    }
    /* Every configuration of the twin with a position was solved as a twin. */
    for (uint64_t men = 0; a != b && men < configurations && !s->failed; men++) {
        uint64_t white, black, kings;
        if (s->solved[1][men])
            continue;
        if (dm_egdb_unindex(g, b, men * s->king_count, &white, &black, &kings)) {
            fail(s, "a men configuration is no configuration's colour-swapped twin");
            break;
        }
        for (uint64_t k = 0; k < s->king_count; k++)
            put_value(b, men * s->king_count + k, DM_EGDB_DRAW);
        s->solved[1][men] = 1;
    }
done:
    free(order);
    free(s->solved[0]);
    if (s->solved[1] != s->solved[0])
        free(s->solved[1]);
    free(s->state);
    free(s->count);
    free(s->has_draw);
    free(s->distance);
    free(s->level);
    free(s->next_level);
    return s->failed ? -1 : 0;
}

static void count_values(const dm_egdb_slice *slice, uint64_t counts[3])
{
    for (uint64_t i = 0; i < slice->size; i++)
        counts[dm_egdb_slice_value(slice, i)]++;
}

static void log_slice(FILE *log, const dm_egdb_slice *slice, double seconds, bool read)
{
    if (!log)
        return;
    char name[64];
    uint64_t counts[3] = { 0, 0, 0 };
    count_values(slice, counts);
    dm_egdb_file_name(&slice->material, name, sizeof name);
    fprintf(log, "%-20s %11llu positions  win %11llu  draw %11llu  loss %11llu  %8.2f s%s\n",
            name, (unsigned long long)slice->size, (unsigned long long)counts[DM_EGDB_WIN],
            (unsigned long long)counts[DM_EGDB_DRAW], (unsigned long long)counts[DM_EGDB_LOSS],
            seconds, read ? " (read)" : "");
    fflush(log);
}

static void free_slice(dm_egdb_slice *slice)
{
    if (slice) {
        free(slice->values);
        free(slice->distances);
        free(slice);
    }
}

static void add_slice(dm_egdb *db, dm_egdb_slice *slice)
{
    const dm_egdb_material *m = &slice->material;
    db->slice[dm_egdb_slot(m)] = slice;
    db->positions += slice->size;
    db->bytes += (slice->size + 4) / 5 + (slice->distances ? slice->size : 0);
    int pieces = m->white_kings + m->white_men + m->black_kings + m->black_men;
    if (pieces > db->max_pieces)
        db->max_pieces = pieces;
}

/* Reads the file of slice m from the directory, if there: 1 when read, 0
   when absent or of the first format (to be made again), -1 when
   refused. */
static int read_existing(solver *s, const dm_egdb_material *m, const char *directory)
{
    int slot = dm_egdb_slot(m);
    const uint64_t *listed = s->manifest->listed[slot] ? &s->manifest->checksum[slot] : NULL;
    bool second_format = false;
    int status = dm_egdb_read_slice(s->db, directory, m, listed, &second_format, s->failure);
    if (status < 0 && s->failure->fault == DM_EGDB_FAULT_OLD_FORMAT)
        return 0;
    if (status < 0)
        return fail(s, s->failure->message);
    /* Files of the second format hold the same values uncompressed. */
    if (status > 0 && second_format &&
        dm_egdb_write_slice(s->db, s->db->slice[slot], directory, s->err, s->errlen) != 0) {
        s->failed = true;
        return -1;
    }
    return status;
}

/* Lists slices a and b in the manifest, written again when that changes
   it. */
static int list_pair(solver *s, const dm_egdb_slice *a, const dm_egdb_slice *b,
                     const char *directory)
{
    bool changed = false;
    for (int i = 0; i < 2; i++) {
        const dm_egdb_slice *slice = i ? b : a;
        int slot = dm_egdb_slot(&slice->material);
        changed |= !s->manifest->listed[slot] || s->manifest->checksum[slot] != slice->checksum;
        s->manifest->listed[slot] = true;
        s->manifest->checksum[slot] = slice->checksum;
    }
    if (changed &&
        dm_egdb_write_manifest(s->g, directory, s->manifest, s->err, s->errlen) != 0) {
        s->failed = true;
        return -1;
    }
    return 0;
}

/* Solves (or reads) the slice of material m and its twin. */
static int make_pair(solver *s, const dm_egdb_material *m,
                     const dm_egdb_generate_options *options)
{
    dm_egdb_material twin = { m->black_kings, m->black_men, m->white_kings, m->white_men };
    dm_egdb *db = s->db;
    if (db->slice[dm_egdb_slot(m)])
        return 0;
    bool symmetric = memcmp(m, &twin, sizeof twin) == 0;
    if (options->directory) {
        double start = now();
        int a = read_existing(s, m, options->directory);
        int b = a < 0 ? -1 : symmetric ? a : read_existing(s, &twin, options->directory);
        if (a < 0 || b < 0)
            return -1;
        if (a && b) {
            if (list_pair(s, db->slice[dm_egdb_slot(m)], db->slice[dm_egdb_slot(&twin)],
                          options->directory) != 0)
                return -1;
            log_slice(options->log, db->slice[dm_egdb_slot(m)], now() - start, true);
            if (!symmetric)
                log_slice(options->log, db->slice[dm_egdb_slot(&twin)], 0, true);
            return 0;
        }
        /* One of the two alone is of no use: both are made again. */
        for (int i = 0; i < 2; i++) {
            int slot = dm_egdb_slot(i ? &twin : m);
            if (db->slice[slot]) {
                const dm_egdb_slice *gone = db->slice[slot];
                db->positions -= gone->size;
                db->bytes -= (gone->size + 4) / 5 + (gone->distances ? gone->size : 0);
                free_slice(db->slice[slot]);
                db->slice[slot] = NULL;
            }
        }
    }
    double start = now();
    dm_egdb_slice *a = new_slice(s, m), *b = symmetric ? a : new_slice(s, &twin);
    if (!a || !b) {
        free_slice(a);
        if (b != a)
            free_slice(b);
        return fail(s, "out of memory");
    }
    /* In the database already while being solved: moves from one men
       configuration to another of the same slice look it up. */
    add_slice(db, a);
    if (!symmetric)
        add_slice(db, b);
    if (solve_pair(s, a, b) != 0)
        return -1;
    double seconds = now() - start;
    log_slice(options->log, a, seconds, false);
    if (!symmetric)
        log_slice(options->log, b, seconds, false);
    if (options->directory &&
        (dm_egdb_write_slice(db, a, options->directory, s->err, s->errlen) != 0 ||
         (!symmetric && dm_egdb_write_slice(db, b, options->directory, s->err, s->errlen) != 0) ||
         list_pair(s, a, b, options->directory) != 0))
        return -1;
    return 0;
}

int dm_egdb_generate(dm_egdb *db, const dm_egdb_generate_options *options,
                     char *err, size_t errlen)
{
    solver s = { .board = db->board, .db = db, .g = &db->geometry, .err = err,
                 .errlen = errlen };
    if (options->max_pieces < 2 || options->max_pieces > DM_EGDB_MAX_PIECES) {
        snprintf(err, errlen, "the pieces must be 2 to %d", DM_EGDB_MAX_PIECES);
        return -1;
    }
    if (options->directory) {
        s.manifest = malloc(sizeof *s.manifest);
        s.failure = malloc(sizeof *s.failure);
        if (!s.manifest || !s.failure) {
            fail(&s, "out of memory");
            goto done;
        }
        if (dm_egdb_read_manifest(s.g, options->directory, s.manifest, s.failure) < 0) {
            fail(&s, s.failure->message);
            goto done;
        }
    }
    /* Captures lower the pieces, promotions the men: both lead to slices
       made before. */
    for (int pieces = 2; pieces <= options->max_pieces && !s.failed; pieces++)
        for (int men = 0; men <= pieces && !s.failed; men++)
            for (int wm = 0; wm <= men && !s.failed; wm++) {
                int bm = men - wm;
                for (int wk = 0; wk <= pieces - men && !s.failed; wk++) {
                    int bk = pieces - men - wk;
                    if (wk + wm == 0 || bk + bm == 0 || (options->kings_only && men > 0))
                        continue;
                    dm_egdb_material m = { wk, wm, bk, bm };
                    if (make_pair(&s, &m, options) != 0)
                        s.failed = true;
                }
            }
done:
    free(s.manifest);
    free(s.failure);
    return s.failed ? -1 : 0;
}
