/* Retrograde generation of endgame databases: see egdb_generate.h. */
#include "egdb/generate.h"

#include <pthread.h>
#include <stdatomic.h>
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
    uint64_t white_men, black_men;    /* square masks, White to move */
    uint64_t free_squares;        /* the squares the men leave */
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
    /* Whether each slot's slice is solved (or read): a move may lead
       to those and to the pair's own slices only. */
    const atomic_bool *done;
    char err[512];
    bool failed;
} solver;

static int fail(solver *s, const char *message)
{
    if (!s->failed)
        snprintf(s->err, sizeof s->err, "%s", message);
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

/* The internal position of a local index (White to move), and its
   square masks: the men are the half's, only the kings are unranked. */
static void position_of(const solver *s, uint64_t local, dm_position *pos,
                        dm_square_sets *sets)
{
    const half *h = &s->halves[local / s->king_count];
    uint64_t white_kings, black_kings;
    dm_egdb_unindex_kings(s->g, h->slice, local % s->king_count, h->free_squares,
                          &white_kings, &black_kings);
    *sets = (dm_square_sets){ h->white_men | white_kings, h->black_men | black_kings,
                              white_kings | black_kings, DM_WHITE };
    dm_position_from_squares(s->board, sets, pos);
}

static uint64_t turn(const dm_egdb_geometry *g, uint64_t mask)
{
    uint64_t out = 0;
    for (; mask; mask = bb_drop_first(mask))
        out |= (uint64_t)1 << (g->squares - 1 - bb_first(mask));
    return out;
}

/* The value of a position outside the configuration, for its side to
   move; -1 on error. */
static int value_outside(solver *s, const dm_position *pos)
{
    if (!pos->pieces[pos->side])
        return DM_EGDB_LOSS;
    uint64_t index;
    const dm_egdb_slice *slice = dm_egdb_locate(s->db, pos, &index);
    if (!slice || (slice != s->pair[0] && slice != s->pair[1] &&
                   !atomic_load_explicit(&s->done[dm_egdb_slot(&slice->material)],
                                         memory_order_relaxed)))
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
        dm_square_sets sets;
        position_of(s, local, &pos, &sets);
        int n = dm_generate_moves(s->board, &pos, &list);
        if (n < 0) {
            fail(s, "a position has too many moves");
            return;
        }
        int inside = 0;
        bool win = false, draw = false;
        for (int i = 0; i < n && !win; i++) {
            const dm_move *m = &list.move[i];
            bool king_step = m->captures == 0 && (pos.kings & bb_bit(m->from));
            if (king_step) {
                inside++;
                continue;
            }
            dm_make_move(s->board, &pos, m, &child);
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
    dm_position pos, all;
    dm_square_sets sets;
    dm_move_list list;
    position_of(s, local, &pos, &sets);
    /* Black's king steps into this position, taken back: as moves of a
       Black owning every piece, which can capture nothing.  Only its own
       kings are kings there: the other pieces only stand in the way, and
       a man's steps cost less to generate than a flying king's. */
    bb_t occupied = pos.pieces[DM_WHITE] | pos.pieces[DM_BLACK];
    bb_t black_kings = pos.pieces[DM_BLACK] & pos.kings;
    all.pieces[DM_WHITE] = 0;
    all.pieces[DM_BLACK] = occupied;
    all.kings = black_kings;
    all.side = DM_BLACK;
    int n = dm_generate_moves(s->board, &all, &list);
    if (n < 0) {
        fail(s, "a position has too many moves");
        return;
    }
    /* A predecessor has Black to move: it is stored turned round, colours
       swapped, in the twin half, with the same men; its white kings are
       this position's black ones turned, one of them stepped back. */
    int value = s->state[local], squares = s->g->squares;
    int twin = s->half_count == 1 ? 0 : 1 - (int)(local / s->king_count);
    const half *o = &s->halves[twin];
    uint64_t turned_black_kings = turn(s->g, sets.black & sets.kings);
    uint64_t turned_white_kings = turn(s->g, sets.white & sets.kings);
    for (int i = 0; i < n; i++) {
        const dm_move *m = &list.move[i];
        if (!(black_kings & bb_bit(m->from)) || m->captures)
            continue;
        int from = squares - s->board->square_of_bit[m->from];
        int to = squares - s->board->square_of_bit[m->to];
        uint64_t kings = (turned_black_kings & ~((uint64_t)1 << from)) | (uint64_t)1 << to;
        uint64_t p = (uint64_t)twin * s->king_count +
                     dm_egdb_index_kings(s->g, o->slice, o->free_squares, kings,
                                         turned_white_kings);
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
        uint64_t all_squares = g->squares == 64 ? ~(uint64_t)0 : ((uint64_t)1 << g->squares) - 1;
        uint64_t white_men = white & ~kings, black_men = black & ~kings;
        s->halves[0] = (half){ a, men, s->solved[0], white_men, black_men,
                               all_squares & ~white_men & ~black_men };
        s->half_count = 1;
        if (a != b || twin != men) {
            uint64_t twin_white_men = turn(g, black_men), twin_black_men = turn(g, white_men);
            s->halves[s->half_count++] = (half){ b, twin, s->solved[1], twin_white_men,
                                                 twin_black_men,
                                                 all_squares & ~twin_white_men & ~twin_black_men };
        }
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

/* A byte at a time (the log counts every slice, read ones too): each of
   the 243 bytes' wins, draws and losses, tabulated first. */
static void count_values(const dm_egdb_slice *slice, uint64_t counts[3])
{
    uint8_t of_byte[243][3] = { { 0 } };
    uint64_t per_byte[243] = { 0 };
    for (int b = 0; b < 243; b++)
        for (int i = 0, rest = b; i < 5; i++, rest /= 3)
            of_byte[b][rest % 3]++;
    uint64_t whole = slice->size / 5;
    for (uint64_t i = 0; i < whole; i++)
        per_byte[slice->values[i] < 243 ? slice->values[i] : 0]++;
    for (int b = 0; b < 243; b++)
        for (int v = 0; v < 3; v++)
            counts[v] += per_byte[b] * of_byte[b][v];
    for (uint64_t i = whole * 5; i < slice->size; i++)
        counts[dm_egdb_slice_value(slice, i)]++;
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

static void drop_slice(dm_egdb *db, int slot)
{
    dm_egdb_slice *gone = db->slice[slot];
    if (!gone)
        return;
    db->positions -= gone->size;
    db->bytes -= (gone->size + 4) / 5 + (gone->distances ? gone->size : 0);
    free_slice(gone);
    db->slice[slot] = NULL;
}

/* ---- Pairs, and the order they can be solved in ------------------------- */

static dm_egdb_material twin_of(const dm_egdb_material *m)
{
    return (dm_egdb_material){ m->black_kings, m->black_men, m->white_kings, m->white_men };
}

static bool same_material(const dm_egdb_material *a, const dm_egdb_material *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

bool dm_egdb_leads_to(const dm_egdb_material *from, const dm_egdb_material *to)
{
    return !same_material(from, to) && to->white_men <= from->white_men &&
           to->black_men <= from->black_men &&
           to->white_kings + to->white_men <= from->white_kings + from->white_men &&
           to->black_kings + to->black_men <= from->black_kings + from->black_men;
}

/* Whether the pair of slice a needs the pair of slice b solved first:
   a move from a position of a, with White to move, leads to one of b or
   of its twin with Black to move (and a twin's moves likewise). */
static bool pair_needs(const dm_egdb_material *a, const dm_egdb_material *b)
{
    dm_egdb_material b_twin = twin_of(b);
    return !same_material(a, b) && !same_material(a, &b_twin) &&
           (dm_egdb_leads_to(a, b) || dm_egdb_leads_to(a, &b_twin));
}

void dm_egdb_levels(int max_pieces, bool kings_only,
                    void (*each)(const dm_egdb_material *, void *),
                    void (*level_end)(void *), void *data)
{
    for (int pieces = 2; pieces <= max_pieces; pieces++)
        for (int men = 0; men <= (kings_only ? 0 : pieces); men++) {
            bool any = false;
            for (int wm = 0; wm <= men; wm++)
                for (int wk = 0; wk <= pieces - men; wk++) {
                    int bm = men - wm, bk = pieces - men - wk;
                    /* One slice of each pair: the twin (bk, bm, wk, wm)
                       comes up too, and the first of the two is taken. */
                    if (wk + wm == 0 || bk + bm == 0 || wm > bm || (wm == bm && wk > bk))
                        continue;
                    dm_egdb_material m = { wk, wm, bk, bm };
                    each(&m, data);
                    any = true;
                }
            if (any && level_end)
                level_end(data);
        }
}

/* ---- Solving pairs on several threads ---------------------------------- */

enum { WAITING, RUNNING, DONE };

typedef struct {
    dm_egdb_material material;    /* the pair's first slice */
    int state;
} job;

typedef struct {
    dm_egdb *db;
    const dm_egdb_generate_options *options;
    job jobs[DM_EGDB_SLICE_SLOTS];
    int job_count;
    int slices, slices_done;
    atomic_bool done[DM_EGDB_SLICE_SLOTS];
    /* With a directory: its manifest, the slices already listed there
       (kept, so a run with fewer pieces or kings only drops none) and
       those made or read, rewritten after each pair. */
    dm_egdb_manifest *manifest;
    dm_egdb_failure *failure;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    double start;
    char *err;
    size_t errlen;
    bool failed;
} scheduler;

static int scheduler_fail(scheduler *q, const char *message)
{
    if (!q->failed)
        snprintf(q->err, q->errlen, "%s", message);
    q->failed = true;
    return -1;
}

static void add_job(const dm_egdb_material *m, void *data)
{
    scheduler *q = data;
    q->jobs[q->job_count++] = (job){ *m, WAITING };
    dm_egdb_material twin = twin_of(m);
    q->slices += same_material(m, &twin) ? 1 : 2;
}

static void log_slice(scheduler *q, const dm_egdb_slice *slice, double seconds, bool read)
{
    FILE *log = q->options->log;
    if (!log)
        return;
    char name[64];
    uint64_t counts[3] = { 0, 0, 0 };
    count_values(slice, counts);
    dm_egdb_file_name(&slice->material, name, sizeof name);
    q->slices_done++;
    fprintf(log, "[%3d/%d slices, %7.1f s] %-18s %11llu positions  win %11llu  draw %11llu  "
                 "loss %11llu  %8.2f s%s\n",
            q->slices_done, q->slices, now() - q->start, name, (unsigned long long)slice->size,
            (unsigned long long)counts[DM_EGDB_WIN], (unsigned long long)counts[DM_EGDB_DRAW],
            (unsigned long long)counts[DM_EGDB_LOSS], seconds, read ? " (read)" : "");
    fflush(log);
}

/* Lists the pair of slice m in the manifest, written again when that
   changes it (not for a slice generated by itself: several such runs at
   once would write it over one another). */
static int list_pair(scheduler *q, const dm_egdb_material *m)
{
    const char *directory = q->options->directory;
    if (!directory || q->options->slice)
        return 0;
    dm_egdb_material twin = twin_of(m);
    bool changed = false;
    for (int i = 0; i < 2; i++) {
        const dm_egdb_slice *slice = q->db->slice[dm_egdb_slot(i ? &twin : m)];
        int slot = dm_egdb_slot(&slice->material);
        changed |= !q->manifest->listed[slot] || q->manifest->checksum[slot] != slice->checksum;
        q->manifest->listed[slot] = true;
        q->manifest->checksum[slot] = slice->checksum;
    }
    if (changed && dm_egdb_write_manifest(&q->db->geometry, directory, q->manifest, q->err,
                                          q->errlen) != 0) {
        q->failed = true;
        return -1;
    }
    return 0;
}

/* Reads the file of slice m from the directory, if there: 1 when read, 0
   when absent or of the first format (to be made again), -1 when
   refused.  A file of the second format is written again compressed. */
static int read_existing(scheduler *q, const dm_egdb_material *m)
{
    const char *directory = q->options->directory;
    int slot = dm_egdb_slot(m);
    const uint64_t *listed = q->manifest->listed[slot] ? &q->manifest->checksum[slot] : NULL;
    bool second_format = false;
    int status = dm_egdb_read_slice(q->db, directory, m, listed, &second_format, q->failure);
    if (status < 0 && q->failure->fault == DM_EGDB_FAULT_OLD_FORMAT)
        return 0;
    if (status < 0)
        return scheduler_fail(q, q->failure->message);
    if (status > 0 && second_format &&
        dm_egdb_write_slice(q->db, q->db->slice[slot], directory, q->err, q->errlen) != 0) {
        q->failed = true;
        return -1;
    }
    return status;
}

/* Reads the pair of job j if both its files are there; one alone is of
   no use and is dropped.  Returns 1 when read, 0 when not, -1. */
static int read_pair(scheduler *q, job *j)
{
    dm_egdb_material twin = twin_of(&j->material);
    bool symmetric = same_material(&j->material, &twin);
    double start = now();
    int a = read_existing(q, &j->material);
    int b = a < 0 ? -1 : symmetric ? a : read_existing(q, &twin);
    if (a < 0 || b < 0)
        return -1;
    if (a && b) {
        log_slice(q, q->db->slice[dm_egdb_slot(&j->material)], now() - start, true);
        if (!symmetric)
            log_slice(q, q->db->slice[dm_egdb_slot(&twin)], 0, true);
        return list_pair(q, &j->material) == 0 ? 1 : -1;
    }
    drop_slice(q->db, dm_egdb_slot(&j->material));
    drop_slice(q->db, dm_egdb_slot(&twin));
    return 0;
}

static void mark_done(scheduler *q, job *j)
{
    dm_egdb_material twin = twin_of(&j->material);
    j->state = DONE;
    atomic_store_explicit(&q->done[dm_egdb_slot(&j->material)], true, memory_order_relaxed);
    atomic_store_explicit(&q->done[dm_egdb_slot(&twin)], true, memory_order_relaxed);
}

/* The first waiting job whose pairs needed are all done; NULL when none
   is, *waiting then saying whether any job still waits. */
static job *ready_job(scheduler *q, bool *waiting)
{
    *waiting = false;
    for (int i = 0; i < q->job_count; i++) {
        job *j = &q->jobs[i];
        if (j->state != WAITING)
            continue;
        *waiting = true;
        bool ready = true;
        for (int k = 0; k < q->job_count && ready; k++)
            ready = q->jobs[k].state == DONE || !pair_needs(&j->material, &q->jobs[k].material);
        if (ready)
            return j;
    }
    return NULL;
}

/* Solves one pair, and writes its files: 0, or -1 with s->err. */
static int solve_job(solver *s, scheduler *q, const job *j)
{
    dm_egdb_material twin = twin_of(&j->material);
    dm_egdb_slice *a = s->db->slice[dm_egdb_slot(&j->material)];
    dm_egdb_slice *b = s->db->slice[dm_egdb_slot(&twin)];
    const char *directory = q->options->directory;
    s->failed = false;
    if (solve_pair(s, a, b) != 0)
        return -1;
    if (directory && (dm_egdb_write_slice(s->db, a, directory, s->err, sizeof s->err) != 0 ||
                      (a != b && dm_egdb_write_slice(s->db, b, directory, s->err,
                                                     sizeof s->err) != 0)))
        return -1;
    return 0;
}

static void *worker(void *data)
{
    scheduler *q = data;
    solver *s = calloc(1, sizeof *s);
    pthread_mutex_lock(&q->lock);
    if (!s)
        scheduler_fail(q, "out of memory");
    else
        *s = (solver){ .board = q->db->board, .db = q->db, .g = &q->db->geometry,
                       .done = q->done };
    while (!q->failed) {
        bool waiting;
        job *j = ready_job(q, &waiting);
        if (!j) {
            if (!waiting)
                break;
            bool running = false;
            for (int i = 0; i < q->job_count; i++)
                running |= q->jobs[i].state == RUNNING;
            /* Never so (a pair needs only pairs of the list, with fewer
               pieces or men): a wait for ever made an error instead. */
            if (!running) {
                scheduler_fail(q, "no pair of slices left can be solved: they wait for one another");
                break;
            }
            pthread_cond_wait(&q->changed, &q->lock);
            continue;
        }
        j->state = RUNNING;
        pthread_mutex_unlock(&q->lock);
        double start = now();
        int status = solve_job(s, q, j);
        pthread_mutex_lock(&q->lock);
        if (status != 0) {
            scheduler_fail(q, s->err);
        } else {
            mark_done(q, j);
            dm_egdb_material twin = twin_of(&j->material);
            log_slice(q, q->db->slice[dm_egdb_slot(&j->material)], now() - start, false);
            if (!same_material(&j->material, &twin))
                log_slice(q, q->db->slice[dm_egdb_slot(&twin)], now() - start, false);
            list_pair(q, &j->material);
        }
        pthread_cond_broadcast(&q->changed);
    }
    pthread_cond_broadcast(&q->changed);
    pthread_mutex_unlock(&q->lock);
    free(s);
    return NULL;
}

/* The jobs: every pair, or with options->slice that one, the pairs it
   needs read (and refused when missing). */
static int plan(scheduler *q)
{
    const dm_egdb_generate_options *o = q->options;
    dm_egdb_levels(o->max_pieces, o->kings_only, add_job, NULL, q);
    if (!o->slice)
        return 0;
    dm_egdb_material target = *o->slice, twin = twin_of(&target);
    int pieces = target.white_kings + target.white_men + target.black_kings + target.black_men;
    int kept = 0;
    if (!o->directory || dm_egdb_slot(&target) < 0 || target.white_kings + target.white_men == 0 ||
        target.black_kings + target.black_men == 0 || pieces > DM_EGDB_MAX_PIECES)
        return scheduler_fail(q, "a slice generated by itself needs a directory, and both "
                                 "sides a piece, of at most 6 pieces in all");
    for (int i = 0; i < q->job_count; i++) {
        const dm_egdb_material *m = &q->jobs[i].material;
        if (same_material(m, &target) || same_material(m, &twin))
            q->jobs[kept++] = (job){ target, WAITING };
        else if (pair_needs(&target, m))
            q->jobs[kept++] = q->jobs[i];
    }
    q->job_count = kept;
    q->slices = 0;
    for (int i = 0; i < kept; i++) {
        dm_egdb_material kept_twin = twin_of(&q->jobs[i].material);
        q->slices += same_material(&q->jobs[i].material, &kept_twin) ? 1 : 2;
    }
    return 0;
}

int dm_egdb_generate(dm_egdb *db, const dm_egdb_generate_options *options,
                     char *err, size_t errlen)
{
    int max_pieces = options->max_pieces;
    if (options->slice)
        max_pieces = options->slice->white_kings + options->slice->white_men +
                     options->slice->black_kings + options->slice->black_men;
    if (max_pieces < 2 || max_pieces > DM_EGDB_MAX_PIECES) {
        snprintf(err, errlen, "the pieces must be 2 to %d", DM_EGDB_MAX_PIECES);
        return -1;
    }
    dm_egdb_generate_options o = *options;
    o.max_pieces = max_pieces;
    scheduler *q = calloc(1, sizeof *q);
    if (!q) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    *q = (scheduler){ .db = db, .options = &o, .err = err, .errlen = errlen, .start = now() };
    pthread_mutex_init(&q->lock, NULL);
    pthread_cond_init(&q->changed, NULL);
    for (int i = 0; i < DM_EGDB_SLICE_SLOTS; i++)
        atomic_init(&q->done[i], false);
    q->manifest = calloc(1, sizeof *q->manifest);
    q->failure = malloc(sizeof *q->failure);
    if (!q->manifest || !q->failure) {
        scheduler_fail(q, "out of memory");
        goto done;
    }
    if (plan(q) != 0)
        goto done;
    if (o.directory && !o.slice &&
        dm_egdb_read_manifest(&db->geometry, o.directory, q->manifest, q->failure) < 0) {
        scheduler_fail(q, q->failure->message);
        goto done;
    }
    /* Slices already solved, in db or in the directory. */
    for (int i = 0; i < q->job_count && !q->failed; i++) {
        job *j = &q->jobs[i];
        if (db->slice[dm_egdb_slot(&j->material)]) {
            mark_done(q, j);
            continue;
        }
        if (o.directory && read_pair(q, j) > 0)
            mark_done(q, j);
        else if (!q->failed && o.slice && !same_material(&j->material, o.slice)) {
            char name[64], message[4200];
            dm_egdb_file_name(&j->material, name, sizeof name);
            snprintf(message, sizeof message, "%s/%s (or its twin) is missing: a slice "
                     "generated by itself reads every slice its moves lead to",
                     o.directory, name);
            scheduler_fail(q, message);
        }
    }
    /* The rest, made at once so that no thread changes db while others
       probe it; each thread writes the values of its own pair only. */
    for (int i = 0; i < q->job_count && !q->failed; i++) {
        job *j = &q->jobs[i];
        if (j->state == DONE)
            continue;
        dm_egdb_material twin = twin_of(&j->material);
        bool symmetric = same_material(&j->material, &twin);
        solver sizes = { .g = &db->geometry };
        dm_egdb_slice *a = new_slice(&sizes, &j->material);
        dm_egdb_slice *b = symmetric ? a : new_slice(&sizes, &twin);
        if (!a || !b) {
            free_slice(a);
            if (b != a)
                free_slice(b);
            scheduler_fail(q, "out of memory");
            break;
        }
        add_slice(db, a);
        if (!symmetric)
            add_slice(db, b);
    }
    if (!q->failed) {
        int threads = o.jobs < 1 ? 1 : o.jobs > 64 ? 64 : o.jobs, started = 0;
        pthread_t thread[64];
        for (; started < threads - 1; started++)
            if (pthread_create(&thread[started], NULL, worker, q) != 0)
                break;
        worker(q);
        for (int i = 0; i < started; i++)
            pthread_join(thread[i], NULL);
    }
done:
    pthread_cond_destroy(&q->changed);
    pthread_mutex_destroy(&q->lock);
    free(q->manifest);
    free(q->failure);
    bool failed = q->failed;
    free(q);
    return failed ? -1 : 0;
}
