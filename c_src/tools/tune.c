/* tune: fits the weights of the default evaluation (eval.h) for one
   board family to games and writes them to the family's weights file,
   c_src/search/eval_weights_8x8.h (--variant brazilian, the default) or
   eval_weights_10x10.h (--variant international).  Two steps: `make
   tune-data` plays the games (`tune generate`, cut into units that GNU
   parallel runs on one machine or many), `make tune` fits (`tune`, a
   minute or two) and always gives the same weights from the same data.

   What it does, and why:
   1. Games (tune generate).  From each Brazilian ballot opening of
      tests/data/openings_brazilian.tsv (in file order, --repeats times
      round; International: the initial position --repeats times, with
      more random moves early, as it has no ballot), one game of the engine against itself with the default
      evaluation as compiled, single-threaded, each side's moves limited
      to a node budget drawn between 1/2 and 3/2 of --nodes, and in each
      of the first RANDOM_PLIES plies a move drawn at random among the
      legal ones with a chance of RANDOM_PER_MILLE in 1000.  The budgets
      and the random moves make the games from one opening differ; all
      draws come from one xorshift generator seeded by --seed, and node
      limits do not depend on the machine's speed, so the same program
      and seed give the same games anywhere.  A game ends by the
      self-play rules (selfplay.h) or as soon as it reaches a position
      the endgame database (--egdb, the Brazilian one of `make egdb`)
      covers, with the database's exact result: the search reads such
      positions from the database instead of evaluating them, so the
      evaluation has nothing to learn there.
   2. Positions.  Every position of those games in which the side to move
      has no capture (a quiet position: the static evaluation is only
      asked about such positions by the search, and a pending capture
      would teach it the capture rather than the position), labelled with
      the game's result for White: 1 win, 1/2 draw, 0 loss.  They go to
      the data file (--data, build/tune-data/positions.bin).
   2b. Scores (tune score, optional).  A game's result says little about
      a position the game left undecided for many moves; a search of the
      position says more.  `tune score` searches every position of a data
      file at --nodes nodes with the compiled weights (and the endgame
      database, --egdb) and writes a copy of the file with White's score
      in each record.  The fit's label is then --lambda times the result
      plus (1 - lambda) times sigmoid(K' * score), K' the one at which the
      scores best predict the results.
   3. The fit (Texel's method).  The default evaluation is linear in its
      weights: sum over features (the terms, then the squares of the
      square table) of value * (w_full * p + w_empty * (1 - p)), p the
      share of the pieces left, times the drawish scale.  With
      sigmoid(s) = 1 / (1 + exp(-K s)) read as White's expected result
      when White's score is s, the tuner minimises the mean squared error
      between sigmoid(K * eval) and the results, first over K alone for
      the starting weights (material only: man 100, king 300), then over
      the weights by full-batch gradient descent (Adam), K refitted
      between rounds.  The man's weight with the board full stays 100, so
      scores remain in hundredths of a man; the en prise terms keep their
      hand-set weights (quiet positions have no piece en prise, so the
      data says nothing about them), and so do a few weights for the
      empty board that the games cannot teach (held_empty below).  A
      ridge penalty, --ridge times the
      squared distance of the weights from the starting ones, keeps
      features the games seldom show from taking weights the data cannot
      support.  The squared error of a logistic model, rather than its
      log-likelihood, is Texel's choice: it is bounded, so a few games
      lost from good positions do not dominate.
   4. It prints the error of the hand_set heuristic, of the weights
      compiled in, of the starting weights and of the fitted weights
      rounded to integers, and writes those integers to the weights file.

   The games are played by the weights compiled in, so a new data file
   made after new weights differs from the one they were fitted to: the
   weights file says what the data was.

   Game g (counted from 0) draws from a generator seeded by --seed and g
   alone, so it is the same game whichever unit plays it: --unit K/N plays
   the games g with g mod N = K - 1, and the N units' data files together
   hold the positions of one run of all the games (`tune check` prints a
   digest of a data set that does not depend on the records' order).

   tune generate [options]     play the games, write the data file
     --variant V   brazilian (default) or international: the board, the
                   rules and the defaults of the options below
     --unit K/N    play the K-th of N units of the games (default 1/1);
                   nothing is played if the data file is there already
     --repeats R   games from each opening (default 20)
     --games N     at most N games in all
     --nodes N     node budget per move (default 6000)
     --seed S      the generator's seed (default 20261123)
     --egdb DIR    the endgame database (default build/egdb/brazilian;
                   international: none; "-" for none)
     --openings FILE   (default tests/data/openings_brazilian.tsv;
                   international: "-", the initial position)
     --data FILE   (default build/tune-data/V/unit-K-of-N.bin, in a
                   directory that must exist); written under
                   FILE.partial and renamed when complete
   tune check [--variant V] [--data FILE|DIR]
                               games, positions and digest of the data
   tune score [--variant V] --data FILE --out FILE [--nodes N] [--egdb DIR]
                               the data file with every position's score
                               by a search of N nodes (default 6000);
                               nothing done if the out file is there
   tune [options]              fit to the data
     --variant V   as above
     --data FILE|DIR   a data file, or a directory: all its *.bin files
                   (default build/tune-data/V)
     --ridge R     weight of the penalty (default RIDGE_DEFAULT)
     --lambda L    the result's share of a scored position's label
                   (default 1: the results alone)
     --rounds N, --steps N   rounds of N descent steps (default 8, 250)
     --threads N   threads of the descent, 1 to 8 (default one a core);
                   the weights fitted do not depend on it
     --patterns no the pattern weights stay 0 (the terms and the square
                   table alone)
     --region-rows R   regions of R rows (3 or 4) for the patterns
                   (default the compiled weights file's); the compiled
                   weights' error is then theirs without patterns
     --holdout P   fit to all but the last P percent of the positions
                   (default 10) and print the error on those
     --out FILE    the weights file (default the family's,
                   c_src/search/eval_weights_8x8.h or _10x10.h; "-" for none)
     --quick       a smoke test: 40 games at 1000 nodes a move played on
                   the spot, fewer steps, no weights file written (unless
                   --out follows) */

#include <ctype.h>
#include <dirent.h>
#include <math.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tools/cli.h"
#include "egdb/database.h"
#include "search/eval.h"
#include "draughts/movegen.h"
#include "search/search.h"
#include "tools/selfplay.h"
#include "search/tt.h"

#define MAX_OPENINGS 1024
#define ANCHOR DM_TERM_MAN          /* its full-board weight stays put */
#define ANCHOR_VALUE 100
#define WEIGHT_LIMIT 2000
#define RIDGE_DEFAULT 1e-8
#define RANDOM_PLIES 6              /* random moves among the first plies, */
#define RANDOM_PER_MILLE 100        /* each with this chance */
#define DATA_MAGIC 0x33656e7574616d64ull      /* "dmatune3" */
#define RESULTS_MAGIC 0x32656e7574616d64ull   /* "dmatune2": no scores (read only) */
#define NO_SCORE INT16_MIN
#define SCORE_LIMIT 3000            /* a search's score is clamped to it */

/* The variants the tuner knows: a weights file per board family. */
typedef struct {
    const char *name, *kb, *rules, *start, *openings, *egdb, *out;
    int random_plies, random_per_mille;
} family;

static const family families[] = {
    { "brazilian", "kb/draughts/board_8x8.pl", "kb/draughts/brazilian.pl", "W:W21-32:B1-12",
      "tests/data/openings_brazilian.tsv", "build/egdb/brazilian",
      "c_src/search/eval_weights_8x8.h", RANDOM_PLIES, RANDOM_PER_MILLE },
    /* No ballot for 10x10: every game starts from the initial position and
       its first plies are drawn at random more often. */
    { "international", "kb/draughts/board_10x10.pl", "kb/draughts/international.pl",
      "W:W31-50:B1-20", NULL, NULL, "c_src/search/eval_weights_10x10.h", 10, 350 },
};
#define FAMILIES (int)(sizeof families / sizeof families[0])

#define MAX_DATA_FILES 4096

typedef struct {
    const family *variant;
    const char *openings, *out, *egdb;
    int repeats, nodes, rounds, steps, games;
    int unit, units;                 /* this unit of the games, 1-based, of units */
    int holdout;                     /* percent of the data not fitted to */
    bool patterns;                   /* fit the pattern weights (else 0) */
    int region_rows;                 /* rows of a pattern region; 0: the family's */
    uint64_t seed;
    double ridge;
    const char *data;
    double lambda;                   /* the game's result's share of a label */
    int threads;                     /* threads of the fit's descent */
} settings;

/* One position of a game as stored in the data file: the pieces, the
   side to move, the game's result for White (0 loss, 1 draw, 2 win) and
   White's score by a search of the position (`tune score`; NO_SCORE in
   a file of results alone). */
typedef struct {
    uint64_t white, black, kings;
    uint32_t side;
    uint16_t result;
    int16_t score;
} record;
_Static_assert(offsetof(record, score) == offsetof(record, result) + 2 && sizeof(record) == 32,
               "a dmatune2 record's 32-bit result is the result and the score");

typedef struct {
    record *records;
    size_t count, capacity;
    const dm_board *board;
} data;

static bool has_capture(const dm_board *board, const dm_position *pos)
{
    dm_move_list list;
    int n = dm_generate_moves(board, pos, &list);
    return n > 0 && list.move[0].captures > 0;
}

static void visit(const dm_position *pos, void *context)
{
    data *d = context;
    if (has_capture(d->board, pos))
        return;
    if (d->count == d->capacity) {
        size_t capacity = d->capacity ? 2 * d->capacity : 4096;
        record *more = realloc(d->records, capacity * sizeof *more);
        if (!more) {
            fprintf(stderr, "tune: out of memory\n");
            exit(1);
        }
        d->records = more, d->capacity = capacity;
    }
    d->records[d->count++] = (record){ pos->pieces[DM_WHITE], pos->pieces[DM_BLACK],
                                       pos->kings, (uint32_t)pos->side, 1, NO_SCORE };
}

/* splitmix64: a game's own seed from the run's seed and the game's number,
   so that a game is the same whichever unit plays it. */
static uint64_t game_seed(uint64_t seed, int game)
{
    uint64_t z = seed + 0x9e3779b97f4a7c15ull * (uint64_t)(game + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return z ? z : 1;
}

/* What the games' and the scores' searches use: the endgame database of
   --egdb (or none), a table, and the evaluation tables, built once. */
typedef struct {
    dm_egdb *egdb;
    dm_tt *tt;
    dm_eval_tables *eval;
} search_tools;

static void free_search_tools(search_tools *t)
{
    dm_egdb_free(t->egdb);
    dm_tt_free(t->tt);
    free(t->eval);
}

static int new_search_tools(const dm_board *board, const settings *st, search_tools *t)
{
    char err[256];
    *t = (search_tools){ 0 };
    t->egdb = st->egdb ? dm_egdb_load(board, st->egdb, err, sizeof err) : NULL;
    if (st->egdb && !t->egdb) {
        fprintf(stderr, "tune: %s\n", err);
        return -1;
    }
    t->tt = dm_tt_new((size_t)8 << 20);
    t->eval = malloc(sizeof *t->eval);
    if (!t->tt || !t->eval) {
        fprintf(stderr, "tune: out of memory\n");
        free_search_tools(t);
        return -1;
    }
    dm_eval_init(t->eval, board);
    return 0;
}

/* Plays this unit's games (game g, counted from 0, belongs to unit
   g mod units + 1), keeping their quiet positions in d; returns the number
   of games played, or -1. */
static int play_games(const dm_board *board, const dm_position *start, const settings *st,
                      data *d)
{
    static dm_position openings[MAX_OPENINGS];
    int n = 1;
    if (st->openings)
        n = selfplay_read_openings(st->openings, board, openings, MAX_OPENINGS);
    else
        openings[0] = *start;
    if (n <= 0)
        return -1;
    search_tools tools;
    if (new_search_tools(board, st, &tools))
        return -1;
    int outcome[3] = { 0 }, games = n * st->repeats, played = 0;
    if (st->games && st->games < games)
        games = st->games;
    long plies_total = 0;
    double t0 = cli_now();
    for (int g = st->unit - 1; g < games; g += st->units) {
        uint64_t seed = game_seed(st->seed, g);
        selfplay_options options = { tools.egdb, st->variant->random_plies,
                                     st->variant->random_per_mille, &seed };
        size_t first = d->count;
        dm_search_limits players[2];
        for (int side = 0; side < 2; side++) {
            /* Budgets from 1/2 to 3/2 of --nodes: more variety. */
            uint64_t nodes = (uint64_t)st->nodes / 2 + selfplay_random(&seed) % (uint64_t)(st->nodes + 1);
            players[side] = (dm_search_limits){ .max_nodes = nodes,
                                                .heuristic = DM_HEURISTIC_DEFAULT,
                                                .eval = tools.eval };
        }
        int plies;
        selfplay_result r = selfplay_game(board, &openings[g % n], players, tools.tt,
                                          &options, visit, d, &plies);
        if (r == SELFPLAY_ERROR) {
            fprintf(stderr, "tune: the search failed in game %d\n", g + 1);
            free_search_tools(&tools);
            return -1;
        }
        for (size_t i = first; i < d->count; i++)
            d->records[i].result = (uint16_t)(r + 1);
        outcome[r + 1]++;
        plies_total += plies;
        played++;
        if (played % 500 == 0)
            fprintf(stderr, "  %d games, %zu positions, %.0f s\n", played, d->count,
                    cli_now() - t0);
    }
    free_search_tools(&tools);
    printf("games: %d (unit %d of %d), %s, default evaluation at %d nodes a move "
           "(1/2 to 3/2 of it): White won %d, drew %d, lost %d; %.1f plies on average\n",
           played, st->unit, st->units,
           st->openings ? "from the ballot openings" : "from the initial position",
           st->nodes, outcome[2], outcome[1], outcome[0],
           played ? (double)plies_total / played : 0.0);
    printf("positions: %zu quiet ones (no capture for the side to move)\n", d->count);
    return played;
}

/* Scores every record of d by a search of its position at st->nodes a
   node budget, as White sees it.  A game's positions follow one another
   in the data, so one table serves them all: it is cleared at the start
   only, which keeps the scores the same from run to run. */
static int score_positions(const dm_board *board, const settings *st, data *d)
{
    search_tools tools;
    if (new_search_tools(board, st, &tools))
        return -1;
    double t0 = cli_now();
    int failed = 0;
    for (size_t i = 0; i < d->count; i++) {
        record *r = &d->records[i];
        dm_position pos = { .pieces = { r->white, r->black }, .kings = r->kings,
                            .side = (dm_side)r->side };
        dm_search_limits limits = { .max_nodes = (uint64_t)st->nodes,
                                    .heuristic = DM_HEURISTIC_DEFAULT, .egdb = tools.egdb,
                                    .eval = tools.eval };
        dm_search_result result;
        if (dm_search(board, &pos, &limits, tools.tt, &result) != DM_SEARCH_OK) {
            fprintf(stderr, "tune: the search failed on record %zu\n", i + 1);
            failed = 1;
            break;
        }
        int score = result.has_move ? result.score : -DM_SCORE_WIN;
        score = score > SCORE_LIMIT ? SCORE_LIMIT : score < -SCORE_LIMIT ? -SCORE_LIMIT : score;
        r->score = (int16_t)(pos.side == DM_WHITE ? score : -score);
        if ((i + 1) % 100000 == 0)
            fprintf(stderr, "  %zu of %zu positions, %.0f s\n", i + 1, d->count, cli_now() - t0);
    }
    free_search_tools(&tools);
    return failed ? -1 : 0;
}

/* A data file: DATA_MAGIC, the board's number of squares (a file of one
   family cannot be fitted to another), the number of games and of
   records, the records; native byte order (a build's own file, not to
   keep).  It is written under a temporary name and renamed, so that a
   unit's file exists only once the unit is complete: an interrupted run
   resumes by playing the units whose files are missing. */
static int save_data(const char *path, const data *d, int games)
{
    char partial[4096];
    if (snprintf(partial, sizeof partial, "%s.partial", path) >= (int)sizeof partial)
        return -1;
    FILE *out = fopen(partial, "wb");
    uint64_t magic = DATA_MAGIC, count = d->count;
    int squares = d->board->squares;
    int ok = out && fwrite(&magic, sizeof magic, 1, out) == 1 &&
             fwrite(&squares, sizeof squares, 1, out) == 1 &&
             fwrite(&games, sizeof games, 1, out) == 1 &&
             fwrite(&count, sizeof count, 1, out) == 1 &&
             fwrite(d->records, sizeof *d->records, d->count, out) == d->count;
    if (out && fclose(out))
        ok = 0;
    if (ok && rename(partial, path))
        ok = 0;
    if (!ok)
        fprintf(stderr, "tune: cannot write %s\n", path);
    return ok ? 0 : -1;
}

/* Appends the records of one data file to d. */
static int load_file(const char *path, data *d, int *games)
{
    FILE *in = fopen(path, "rb");
    uint64_t magic = 0, count = 0;
    int squares = 0, file_games = 0;
    int ok = in && fread(&magic, sizeof magic, 1, in) == 1 &&
             (magic == DATA_MAGIC || magic == RESULTS_MAGIC) &&
             fread(&squares, sizeof squares, 1, in) == 1 &&
             fread(&file_games, sizeof file_games, 1, in) == 1 &&
             fread(&count, sizeof count, 1, in) == 1 && count < ((uint64_t)1 << 28);
    if (ok && squares != d->board->squares) {
        fprintf(stderr, "tune: %s holds positions of a board of %d squares, not %d\n",
                path, squares, d->board->squares);
        fclose(in);
        return -1;
    }
    if (ok) {
        size_t total = d->count + (size_t)count;
        record *more = realloc(d->records, (total ? total : 1) * sizeof *more);
        ok = more != NULL;
        if (ok) {
            d->records = more;
            ok = fread(d->records + d->count, sizeof *d->records, (size_t)count, in) == count;
            /* A "dmatune2" record has no score: its result fills the 32
               bits that now hold the result and the score. */
            for (size_t i = d->count; ok && magic == RESULTS_MAGIC && i < total; i++) {
                uint32_t result;
                memcpy(&result, (const char *)&d->records[i] + offsetof(record, result),
                       sizeof result);
                d->records[i].result = (uint16_t)result;
                d->records[i].score = NO_SCORE;
            }
            for (size_t i = d->count; ok && i < total; i++)
                if (d->records[i].result > 2 || d->records[i].side > 1) {
                    fprintf(stderr, "tune: %s: record %zu is not a position with a result\n",
                            path, i - d->count + 1);
                    ok = 0;
                }
            if (ok)
                d->count = total, *games += file_games;
        }
    }
    if (in)
        fclose(in);
    if (!ok)
        fprintf(stderr, "tune: cannot read %s (make tune-data writes it)\n", path);
    return ok ? 0 : -1;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The data: one file, or every *.bin file of a directory (the units of
   `make tune-data`, merged in name order). */
static int load_data(const char *path, data *d, int *games)
{
    *games = 0;
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
        return load_file(path, d, games);
    DIR *dir = opendir(path);
    if (!dir) {
        fprintf(stderr, "tune: cannot read the directory %s\n", path);
        return -1;
    }
    static char *names[MAX_DATA_FILES];
    int n = 0, failed = 0;
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".bin") != 0)
            continue;
        if (n == MAX_DATA_FILES) {
            fprintf(stderr, "tune: more than %d data files in %s\n", MAX_DATA_FILES, path);
            failed = 1;
            break;
        }
        names[n] = malloc(strlen(path) + len + 2);
        if (!names[n]) {
            failed = 1;
            break;
        }
        sprintf(names[n++], "%s/%s", path, e->d_name);
    }
    closedir(dir);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    for (int i = 0; i < n; i++) {
        if (!failed && load_file(names[i], d, games))
            failed = 1;
        free(names[i]);
    }
    if (!failed && n == 0) {
        fprintf(stderr, "tune: no data file (*.bin) in %s\n", path);
        failed = 1;
    }
    return failed ? -1 : 0;
}

/* ---- The fit --------------------------------------------------------------- */

/* The evaluation is linear in its weights: feature f (a term, then a
   square of the table, then a region's pattern) has a weight for the full board, parameter f, and
   one for the empty board, parameter FEATURES + f. */
#define PATTERN_FEATURE (DM_TERMS + DM_EVAL_SQUARES)   /* the first one */
#define FEATURES (PATTERN_FEATURE + DM_EVAL_PATTERNS)
#define PARAMS (2 * FEATURES)
#define MAX_ACTIVE (DM_TERMS + DM_EVAL_SQUARES + 2 * DM_EVAL_REGIONS)

/* A position's features, sparse: the evaluation is
   sum over active f of value * (w[f] * full + w[FEATURES + f] * empty). */
typedef struct {
    float full, empty;             /* p * scale and (1 - p) * scale */
    float result;                  /* for White: 1, 1/2, 0 */
    int first, count;              /* into the matrix's active lists */
} row;

typedef struct {
    row *rows;
    int *feature;
    signed char *value;
    size_t count;
    dm_eval_breakdown *breakdown;  /* for the engine's integer error */
} matrix;

static matrix features(const data *d, const dm_board *board, const dm_eval_tables *t)
{
    matrix m = { malloc(d->count * sizeof *m.rows),
                 malloc(d->count * MAX_ACTIVE * sizeof *m.feature),
                 malloc(d->count * MAX_ACTIVE * sizeof *m.value), d->count,
                 malloc(d->count * sizeof *m.breakdown) };
    if (!m.rows || !m.feature || !m.value || !m.breakdown) {
        fprintf(stderr, "tune: out of memory\n");
        exit(1);
    }
    double full = t->full > 0 ? t->full : 1;
    size_t used = 0;
    (void)board;
    for (size_t n = 0; n < d->count; n++) {
        const record *r = &d->records[n];
        dm_position pos = { .pieces = { r->white, r->black }, .kings = r->kings,
                            .side = (dm_side)r->side };
        dm_eval_breakdown *b = &m.breakdown[n];
        dm_eval_explain(t, &pos, b);
        double p = b->present / full, scale = (double)b->scale / DM_EVAL_SCALE_FULL;
        row *x = &m.rows[n];
        x->full = (float)(p * scale), x->empty = (float)((1 - p) * scale);
        x->result = (float)r->result / 2.0f;
        x->first = (int)used, x->count = 0;
        int all[PATTERN_FEATURE];
        memcpy(all, b->term, sizeof b->term);
        memcpy(all + DM_TERMS, b->square, sizeof b->square);
        for (int f = 0; f < PATTERN_FEATURE; f++) {
            int v = all[f];
            if (v) {
                m.feature[used] = f, m.value[used] = (signed char)v;
                used++, x->count++;
            }
        }
        /* A pattern White and Black both see in a region cancels out. */
        for (int side = 0; side < 2; side++)
            for (int r = 0; r < t->regions; r++) {
                m.feature[used] = PATTERN_FEATURE + b->pattern[side][r];
                m.value[used] = (signed char)(side == DM_WHITE ? 1 : -1);
                used++, x->count++;
            }
    }
    return m;
}

static void free_matrix(matrix *m)
{
    free(m->rows), free(m->feature), free(m->value), free(m->breakdown);
}

static double sigmoid(double k, double score)
{
    return 1.0 / (1.0 + exp(-k * score));
}

static double score_of(const matrix *m, size_t n, const double *w)
{
    const row *x = &m->rows[n];
    double a = 0, b = 0;
    for (int i = x->first; i < x->first + x->count; i++) {
        a += m->value[i] * w[m->feature[i]];
        b += m->value[i] * w[FEATURES + m->feature[i]];
    }
    return a * x->full + b * x->empty;
}

/* The error at a K, for the golden-section search. */
typedef double (*error_at_k)(const void *context, double k);

static double best_k(error_at_k f, const void *context, double *k_out)
{
    const double phi = 0.6180339887498949;
    double lo = log(1e-4), hi = log(1e-1);
    double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
    double fa = f(context, exp(a)), fb = f(context, exp(b));
    for (int i = 0; i < 60; i++) {
        if (fa < fb) {
            hi = b, b = a, fb = fa;
            a = hi - phi * (hi - lo);
            fa = f(context, exp(a));
        } else {
            lo = a, a = b, fa = fb;
            b = lo + phi * (hi - lo);
            fb = f(context, exp(b));
        }
    }
    *k_out = exp((lo + hi) / 2);
    return f(context, *k_out);
}

/* The scores of a set of weights, computed once per K search. */
typedef struct {
    const matrix *m;
    double *score;
} scored;

static double scored_error(const void *context, double k)
{
    const scored *c = context;
    double e = 0;
    for (size_t n = 0; n < c->m->count; n++) {
        double diff = c->m->rows[n].result - sigmoid(k, c->score[n]);
        e += diff * diff;
    }
    return e / (double)c->m->count;
}

static double weights_error(const matrix *m, const double *w, double *k)
{
    scored c = { m, malloc(m->count * sizeof(double)) };
    for (size_t n = 0; n < m->count; n++)
        c.score[n] = score_of(m, n, w);
    double e = best_k(scored_error, &c, k);
    free(c.score);
    return e;
}

/* Labels mixing the game's result with the search's score: lambda *
   result + (1 - lambda) * sigmoid(K * score), K the one at which the
   search's scores best predict the results of the fitted positions.  A
   position's result is the game's, and says little about the position
   alone when the game was decided many moves later; the search's score
   is the position's own.  Positions without a score keep the result. */
static void mix_labels(matrix *m, const data *d, matrix *held_out, const data *held,
                       double lambda)
{
    /* K is fitted to the scored positions alone. */
    matrix with_scores = { malloc(m->count * sizeof *with_scores.rows), NULL, NULL, 0, NULL };
    scored c = { &with_scores, malloc(m->count * sizeof(double)) };
    if (!with_scores.rows || !c.score) {
        fprintf(stderr, "tune: out of memory\n");
        exit(1);
    }
    for (size_t n = 0; n < m->count; n++)
        if (d->records[n].score != NO_SCORE) {
            with_scores.rows[with_scores.count] = m->rows[n];
            c.score[with_scores.count++] = d->records[n].score;
        }
    double k = 0, e = with_scores.count ? best_k(scored_error, &c, &k) : 0;
    free(c.score);
    free(with_scores.rows);
    printf("search scores: %zu of %zu positions, error %.6f (K %.5f); labels %.2f result, "
           "%.2f score\n", with_scores.count, m->count, e, k, lambda, 1 - lambda);
    matrix *ms[2] = { m, held_out };
    const data *ds[2] = { d, held };
    for (int i = 0; i < 2; i++)
        for (size_t n = 0; n < ms[i]->count; n++) {
            int s = ds[i]->records[n].score;
            if (s != NO_SCORE)
                ms[i]->rows[n].result = (float)(lambda * ms[i]->rows[n].result +
                                                (1 - lambda) * sigmoid(k, s));
        }
}

/* The error of integer weights evaluated as the engine does
   (dm_eval_combine: integer arithmetic), or of the hand_set heuristic
   when weights is NULL, at the best K. */
static double engine_error(const matrix *m, const data *d, const dm_eval_tables *t,
                           const dm_eval_weights *weights, double *k)
{
    scored c = { m, malloc(m->count * sizeof(double)) };
    for (size_t n = 0; n < m->count; n++) {
        if (weights) {
            c.score[n] = dm_eval_combine(t, weights, &m->breakdown[n]);
        } else {
            const record *r = &d->records[n];
            dm_position pos = { .pieces = { r->white, r->black }, .kings = r->kings,
                                .side = (dm_side)r->side };
            int stm = dm_eval(t, &pos, DM_HEURISTIC_HAND_SET);
            c.score[n] = pos.side == DM_WHITE ? stm : -stm;
        }
    }
    double e = best_k(scored_error, &c, k);
    free(c.score);
    return e;
}

/* Weights for a nearly empty board that the games cannot teach: they end
   as soon as the endgame database covers them (5 pieces), so a man's
   worth and a runaway's there are only extrapolated from fuller boards,
   and came out low (a man 57, a runaway -12 + 5 a step, a lone man
   marked down as unbalanced), which is wrong for boards without a
   database and for variants without flying kings.  They keep the values
   of the previous fit (hand_set's games at depth 10, played to the end;
   it had no balance term).  A king's worth there, too, is held at three
   such men: with patterns of six squares the fits gave it anything from
   -32 to 95 (they learn the ending's few kings from the patterns), and
   three kings then no longer beat one. */
static const struct { int term, weight; } held_empty[] = {
    { DM_TERM_MAN, 84 }, { DM_TERM_KING, 252 }, { DM_TERM_RUNAWAY, 5 },
    { DM_TERM_RUNAWAY_STEPS, 18 }, { DM_TERM_BALANCE, 0 },
};

static bool held(int j)
{
    for (size_t i = 0; i < sizeof held_empty / sizeof held_empty[0]; i++)
        if (j == FEATURES + held_empty[i].term)
            return true;
    return false;
}

static bool tuned(int j, bool patterns)
{
    int f = j % FEATURES;
    if (f >= PATTERN_FEATURE && !patterns)
        return false;
    return !held(j) && (f >= DM_TERMS || (f < DM_TUNED_TERMS && j != ANCHOR));
}

/* The gradient of the mean squared error is summed over the rows in
   DESCENT_SLICES fixed slices, each into a buffer of its own, and the
   buffers then in their order: the sums, and so the fitted weights, are
   the same whatever the number of threads that share the slices. */
#define DESCENT_SLICES 8
#define MAX_FIT_THREADS DESCENT_SLICES

typedef struct {
    const matrix *m;
    const double *w;
    double k;
    double *const *grad;           /* DESCENT_SLICES buffers, shared by the threads */
    int first_slice, stride;       /* this thread's slices: first, first + stride, ... */
} gradient_work;

static void *gradient_slices(void *context)
{
    const gradient_work *g = context;
    const matrix *m = g->m;
    for (int slice = g->first_slice; slice < DESCENT_SLICES; slice += g->stride) {
        double *grad = g->grad[slice];
        memset(grad, 0, PARAMS * sizeof *grad);
        size_t from = m->count * (size_t)slice / DESCENT_SLICES;
        size_t to = m->count * (size_t)(slice + 1) / DESCENT_SLICES;
        for (size_t n = from; n < to; n++) {
            const row *x = &m->rows[n];
            double s = sigmoid(g->k, score_of(m, n, g->w));
            double d = -2.0 * (x->result - s) * s * (1 - s) * g->k;
            double gf = d * x->full, ge = d * x->empty;
            for (int i = x->first; i < x->first + x->count; i++) {
                grad[m->feature[i]] += gf * m->value[i];
                grad[FEATURES + m->feature[i]] += ge * m->value[i];
            }
        }
    }
    return NULL;
}

/* The gradient at w, summed over the rows, into grad[0]. */
static void gradient(const matrix *m, const double *w, double k, int threads,
                     double *grad[DESCENT_SLICES])
{
    gradient_work work[MAX_FIT_THREADS];
    pthread_t helper[MAX_FIT_THREADS];
    for (int t = 0; t < threads; t++)
        work[t] = (gradient_work){ m, w, k, grad, t, threads };
    int started = 1;
    for (; started < threads; started++)
        if (pthread_create(&helper[started], NULL, gradient_slices, &work[started]) != 0)
            break;
    /* A helper that could not start leaves its slices to this thread. */
    for (int t = started; t < threads; t++)
        gradient_slices(&work[t]);
    gradient_slices(&work[0]);
    for (int t = 1; t < started; t++)
        pthread_join(helper[t], NULL);
    for (int slice = 1; slice < DESCENT_SLICES; slice++)
        for (int j = 0; j < PARAMS; j++)
            grad[0][j] += grad[slice][j];
}

/* Adam over the tuned parameters, K fixed; steps full-batch steps on the
   mean squared error plus ridge * (w - prior)^2 summed over them. */
static void descend(const matrix *m, double *w, const double *prior, double ridge, bool patterns,
                    double k, int steps, double rate, int threads)
{
    static double first[PARAMS], second[PARAMS];
    double *grad[DESCENT_SLICES];
    for (int slice = 0; slice < DESCENT_SLICES; slice++)
        if (!(grad[slice] = malloc(PARAMS * sizeof(double)))) {
            fprintf(stderr, "tune: out of memory\n");
            exit(1);
        }
    memset(first, 0, sizeof first), memset(second, 0, sizeof second);
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-12;
    for (int step = 1; step <= steps; step++) {
        gradient(m, w, k, threads, grad);
        double bias1 = 1 - pow(beta1, step), bias2 = 1 - pow(beta2, step);
        for (int j = 0; j < PARAMS; j++) {
            if (!tuned(j, patterns))
                continue;
            double gj = grad[0][j] / (double)m->count + 2 * ridge * (w[j] - prior[j]);
            first[j] = beta1 * first[j] + (1 - beta1) * gj;
            second[j] = beta2 * second[j] + (1 - beta2) * gj * gj;
            double mh = first[j] / bias1;
            double vh = second[j] / bias2;
            w[j] -= rate * mh / (sqrt(vh) + eps);
            /* Pattern weights stay within what the engine's packed
               table holds (eval.h). */
            double limit = j % FEATURES >= PATTERN_FEATURE ? DM_PATTERN_WEIGHT_LIMIT : WEIGHT_LIMIT;
            if (w[j] > limit)
                w[j] = limit;
            if (w[j] < -limit)
                w[j] = -limit;
        }
    }
    for (int slice = 0; slice < DESCENT_SLICES; slice++)
        free(grad[slice]);
}

static int *param(dm_eval_weights *out, int j)
{
    int phase = j / FEATURES, f = j % FEATURES;
    return f < DM_TERMS          ? &out->weight[phase][f]
         : f < PATTERN_FEATURE   ? &out->square[phase][f - DM_TERMS]
         : &out->pattern[phase][f - PATTERN_FEATURE];
}

static void to_engine(const double *w, dm_eval_weights *out)
{
    for (int j = 0; j < PARAMS; j++)
        *param(out, j) = (int)lround(w[j]);
}

/* The family's name in the weights file's macros: "8X8", "10X10". */
static const char *family_tag(const dm_eval_tables *t)
{
    return t->table_squares == 50 ? "10X10" : "8X8";
}

static int write_weights(const char *path, const dm_eval_tables *t, const dm_eval_weights *w,
                         const settings *st, int games, size_t positions, double before,
                         double after)
{
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "tune: cannot write %s\n", path);
        return -1;
    }
    const char *tag = family_tag(t);
    char labels[160] = "";
    if (st->lambda < 1)
        snprintf(labels, sizeof labels,
                 "\n   labels %g of the game's result and %g of a search's score (`make\n"
                 "   tune-score`);", st->lambda, 1 - st->lambda);
    fprintf(out,
            "/* The weights of DM_HEURISTIC_DEFAULT (eval.h) on %s boards, per term\n"
            "   and per square of the square table (square_key numbering): with the\n"
            "   board full, and with it empty.  Generated by `make tune\n"
            "   TUNE_VARIANT=%s` (c_src/tools/tune.c) from the data of `make\n"
            "   tune-data`: %d self-play games, %zu quiet positions, ridge %g;%s\n"
            "   mean squared error %.6f with the starting weights (material only),\n"
            "   %.6f with these.  Do not edit by hand. */\n"
            "#ifndef DAMAS_EVAL_WEIGHTS_%s_H\n#define DAMAS_EVAL_WEIGHTS_%s_H\n",
            t->table_squares == 50 ? "10x10" : "8x8", st->variant->name, games, positions,
            st->ridge, labels, before, after, tag, tag);
    static const char *const names[2] = { "FULL", "EMPTY" };
    for (int phase = 0; phase < 2; phase++) {
        fprintf(out, "\n#define DM_EVAL_%s_WEIGHTS_%s { \\\n", tag, names[phase]);
        for (int i = 0; i < DM_TERMS; i++) {
            fprintf(out, "    [DM_TERM_");
            for (const char *c = dm_eval_term_name(i); *c; c++)
                fputc(toupper((unsigned char)*c), out);
            fprintf(out, "] = %d%s\n", w->weight[phase][i], i + 1 < DM_TERMS ? ", \\" : " }");
        }
    }
    int n = t->table_squares, row = t->table_row;
    for (int phase = 0; phase < 2; phase++) {
        fprintf(out, "\n#define DM_EVAL_%s_SQUARE_WEIGHTS_%s { \\\n   ", tag, names[phase]);
        for (int i = 0; i < n; i++)
            fprintf(out, " %d%s%s", w->square[phase][i], i + 1 < n ? "," : " }",
                    i + 1 < n && i % row == row - 1 ? " \\\n   " : "");
        fprintf(out, "\n");
    }
    int states = t->pattern_states, patterns = t->regions * states;
    fprintf(out, "\n/* The rows of a region of the patterns (eval.h). */\n"
                 "#define DM_EVAL_%s_REGION_ROWS %d\n", tag, t->region_rows);
    for (int phase = 0; phase < 2; phase++) {
        fprintf(out, "\n/* [region * %d + pattern], a line a region. */\n"
                     "#define DM_EVAL_%s_PATTERN_WEIGHTS_%s { \\\n   ", states, tag,
                names[phase]);
        if (!patterns)
            fprintf(out, " 0 }");
        for (int i = 0; i < patterns; i++)
            fprintf(out, " %d%s%s", w->pattern[phase][i], i + 1 < patterns ? "," : " }",
                    i + 1 < patterns && i % states == states - 1
                        ? " \\\n   " : "");
        fprintf(out, "\n");
    }
    fprintf(out, "\n#endif\n");
    return fclose(out) == 0 ? 0 : -1;
}

static void print_weights(const dm_eval_tables *t, const dm_eval_weights *w)
{
    printf("  %-16s %6s %6s\n", "term", "full", "empty");
    for (int i = 0; i < DM_TERMS; i++)
        printf("  %-16s %6d %6d%s\n", dm_eval_term_name(i), w->weight[0][i],
               w->weight[1][i], i < DM_TUNED_TERMS ? "" : "  (hand-set)");
    int used = 0, largest = 0;
    for (int phase = 0; phase < 2; phase++)
        for (int i = 0; i < t->regions * t->pattern_states; i++) {
            int v = abs(w->pattern[phase][i]);
            used += v != 0;
            largest = v > largest ? v : largest;
        }
    printf("  patterns: %d regions of %d rows, %d weights not 0 (largest %d)\n", t->regions,
           t->region_rows, used, largest);
    for (int phase = 0; phase < 2; phase++) {
        if (!t->table_squares)
            break;
        printf("  squares, board %s, from the own back rank:\n", phase ? "empty" : "full");
        for (int i = 0; i < t->table_squares; i++)
            printf("%s%5d%s", i % t->table_row ? " " : "    ", w->square[phase][i],
                   i % t->table_row == t->table_row - 1 ? "\n" : "");
    }
}

/* A digest of the records that does not depend on their order: the data
   of units merged is the data of one run if the digests agree. */
static uint64_t digest(const data *d)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < d->count; i++) {
        const record *r = &d->records[i];
        uint64_t h = game_seed(r->white, (int)r->side);
        h = game_seed(h ^ r->black, (int)r->result);
        sum += game_seed(h ^ r->kings, 0);
    }
    return sum;
}

static int usage(void)
{
    fprintf(stderr, "usage: tune generate [--variant V] [--unit K/N] [--repeats R] [--games N] "
                    "[--nodes N] [--seed S] [--egdb DIR] [--openings FILE] [--data FILE]\n"
                    "       tune check [--variant V] [--data FILE|DIR]\n"
                    "       tune score [--variant V] --data FILE --out FILE [--nodes N] "
                    "[--egdb DIR]\n"
                    "       tune [--variant V] [--data FILE|DIR] [--ridge R] [--holdout P] [--rounds N] "
                    "[--steps N] [--threads N] [--lambda L] [--region-rows R] [--out FILE] [--quick]\n"
                    "  V: brazilian (8x8, the default) or international (10x10)\n");
    return 2;
}

static const family *family_named(const char *name)
{
    for (int i = 0; i < FAMILIES; i++)
        if (strcmp(families[i].name, name) == 0)
            return &families[i];
    return NULL;
}

/* "K/N" with 1 <= K <= N. */
static bool read_unit(const char *text, int *unit, int *units)
{
    char *end;
    long k = strtol(text, &end, 10);
    if (end == text || *end != '/')
        return false;
    const char *rest = end + 1;
    long n = strtol(rest, &end, 10);
    if (end == rest || *end || k < 1 || n < k || n > 1000000)
        return false;
    *unit = (int)k, *units = (int)n;
    return true;
}

/* The fit's threads unless --threads says: one a core, as many as the
   descent has slices at most. */
static int fit_threads_default(void)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores < 1 ? 1 : cores > MAX_FIT_THREADS ? MAX_FIT_THREADS : (int)cores;
}

int main(int argc, char **argv)
{
    bool generate = argc > 1 && strcmp(argv[1], "generate") == 0, quick = false;
    bool check = argc > 1 && strcmp(argv[1], "check") == 0;
    bool rescore = argc > 1 && strcmp(argv[1], "score") == 0;
    int first_option = 1 + (generate || check || rescore);
    /* The variant first: it gives the other settings' defaults. */
    const family *variant = &families[0];
    for (int i = first_option; i + 1 < argc; i++)
        if (strcmp(argv[i], "--variant") == 0 && !(variant = family_named(argv[i + 1]))) {
            fprintf(stderr, "tune: no variant %s\n", argv[i + 1]);
            return usage();
        }
    /* tune score writes data, never the weights file: its --out has no default. */
    settings st = { variant, variant->openings, rescore ? NULL : variant->out, variant->egdb,
                    20, 6000, 8, 250, 0, 1, 1, 10, true, 0, 20261123, RIDGE_DEFAULT, NULL, 1.0,
                    fit_threads_default() };
    for (int i = first_option; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--quick") == 0) {
            quick = true;
            st.games = 40, st.nodes = 1000, st.rounds = 3, st.steps = 100, st.out = "-";
            continue;
        }
        if (!value)
            return usage();
        i++;
        if (strcmp(arg, "--variant") == 0)
            continue;
        else if (strcmp(arg, "--unit") == 0) {
            if (!read_unit(value, &st.unit, &st.units))
                return usage();
        } else if (strcmp(arg, "--repeats") == 0)
            st.repeats = atoi(value);
        else if (strcmp(arg, "--games") == 0)
            st.games = atoi(value);
        else if (strcmp(arg, "--nodes") == 0)
            st.nodes = atoi(value);
        else if (strcmp(arg, "--seed") == 0)
            st.seed = strtoull(value, NULL, 10);
        else if (strcmp(arg, "--egdb") == 0)
            st.egdb = strcmp(value, "-") == 0 ? NULL : value;
        else if (strcmp(arg, "--out") == 0)
            st.out = value;
        else if (strcmp(arg, "--openings") == 0)
            st.openings = strcmp(value, "-") == 0 ? NULL : value;
        else if (strcmp(arg, "--data") == 0)
            st.data = value;
        else if (strcmp(arg, "--ridge") == 0)
            st.ridge = atof(value);
        else if (strcmp(arg, "--lambda") == 0)
            st.lambda = atof(value);
        else if (strcmp(arg, "--region-rows") == 0)
            st.region_rows = atoi(value);
        else if (strcmp(arg, "--patterns") == 0)
            st.patterns = strcmp(value, "no") != 0;
        else if (strcmp(arg, "--holdout") == 0)
            st.holdout = atoi(value);
        else if (strcmp(arg, "--rounds") == 0)
            st.rounds = atoi(value);
        else if (strcmp(arg, "--steps") == 0)
            st.steps = atoi(value);
        else if (strcmp(arg, "--threads") == 0)
            st.threads = atoi(value);
        else
            return usage();
    }
    if (st.repeats <= 0 || st.nodes <= 0 || st.rounds < 0 || st.steps <= 0 || st.games < 0 ||
        st.holdout < 0 || st.holdout > 50 ||
        st.threads < 1 || st.threads > MAX_FIT_THREADS || !(st.lambda >= 0 && st.lambda <= 1))
        return usage();
    /* The data's default place: the variant's directory of units, as
       `make tune-data` fills it. */
    static char default_data[256];
    if (!st.data) {
        if (generate)
            snprintf(default_data, sizeof default_data, "build/tune-data/%s/unit-%d-of-%d.bin",
                     variant->name, st.unit, st.units);
        else
            snprintf(default_data, sizeof default_data, "build/tune-data/%s", variant->name);
        st.data = default_data;
    }

    static dm_board board;
    static dm_eval_tables tables;
    dm_position start;
    if (cli_load("tune", variant->kb, variant->rules, variant->start, &board, &start))
        return 1;
    dm_eval_init(&tables, &board);
    /* Before any data is loaded, which takes a minute at full size; the
       family's own layout keeps its weights, for the compiled weights'
       error below. */
    if (st.region_rows && st.region_rows != tables.region_rows &&
        dm_eval_set_region_rows(&tables, st.region_rows)) {
        if (tables.regions)
            fprintf(stderr, "tune: --region-rows takes %d to %d\n", DM_REGION_ROWS_MIN,
                    DM_REGION_ROWS_MAX);
        else
            fprintf(stderr, "tune: this board has no patterns\n");
        return 1;
    }
    data d = { .board = &board };
    double t0 = cli_now();
    int games = 0;   /* load_file adds each file's games */
    if (generate) {
        struct stat done;
        if (stat(st.data, &done) == 0) {
            printf("%s is there already: unit %d of %d done\n", st.data, st.unit, st.units);
            return 0;
        }
        if ((games = play_games(&board, &start, &st, &d)) < 0 || save_data(st.data, &d, games))
            return 1;
        printf("wrote %s in %.0f s\n", st.data, cli_now() - t0);
        free(d.records);
        return 0;
    }
    if (rescore) {
        if (!st.out) {
            fprintf(stderr, "tune score: --out FILE names the scored data file\n");
            return usage();
        }
        struct stat done;
        if (stat(st.out, &done) == 0) {
            printf("%s is there already\n", st.out);
            return 0;
        }
        if (load_file(st.data, &d, &games) || score_positions(&board, &st, &d) ||
            save_data(st.out, &d, games))
            return 1;
        printf("scored %zu positions at %d nodes in %.0f s: %s\n", d.count, st.nodes,
               cli_now() - t0, st.out);
        free(d.records);
        return 0;
    }
    if (check) {
        if (load_data(st.data, &d, &games))
            return 1;
        printf("%s: %d games, %zu positions, digest %016llx\n", st.data, games, d.count,
               (unsigned long long)digest(&d));
        free(d.records);
        return 0;
    }
    if (quick ? (games = play_games(&board, &start, &st, &d)) < 0 : load_data(st.data, &d, &games))
        return 1;
    if (d.count == 0) {
        fprintf(stderr, "tune: no positions\n");
        return 1;
    }
    /* The last --holdout percent of the records (whole games, but for
       the one cut: records are kept game by game) are not fitted to:
       their error tells whether the fit learned the games or the data. */
    size_t held = d.count * (size_t)st.holdout / 100;
    data fit_data = d, held_data = d;
    fit_data.count = d.count - held;
    held_data.records = d.records + fit_data.count, held_data.count = held;
    matrix m = features(&fit_data, &board, &tables);
    matrix held_out = features(&held_data, &board, &tables);
    printf("data: %s, %d games, %zu positions, %zu of them held out\n", st.data, games,
           d.count, held);

    /* Static: the weights of the larger layouts do not fit in a stack. */
    double k;
    static double w[PARAMS];
    printf("error of hand_set:               %.6f\n", engine_error(&m, &d, &tables, NULL, &k));
    printf("error of the compiled weights:   %.6f\n",
           engine_error(&m, &d, &tables, &tables.weights, &k));
    if (st.lambda < 1)
        mix_labels(&m, &fit_data, &held_out, &held_data, st.lambda);

    for (int phase = 0; phase < 2; phase++) {
        w[phase * FEATURES + DM_TERM_MAN] = ANCHOR_VALUE;
        w[phase * FEATURES + DM_TERM_KING] = 3 * ANCHOR_VALUE;
        for (int i = DM_TUNED_TERMS; i < DM_TERMS; i++)
            w[phase * FEATURES + i] = tables.weights.weight[phase][i];
    }
    for (size_t i = 0; i < sizeof held_empty / sizeof held_empty[0]; i++)
        w[FEATURES + held_empty[i].term] = held_empty[i].weight;
    static double prior[PARAMS];
    memcpy(prior, w, sizeof prior);
    double before = weights_error(&m, w, &k), k_held;
    printf("error before (material only):    %.6f (K %.5f)\n", before, k);
    double held_before = held ? weights_error(&held_out, w, &k_held) : 0;
    for (int round = 0; round < st.rounds; round++) {
        double rate = round < st.rounds / 2 ? 2.0 : 0.5;
        descend(&m, w, prior, st.ridge, st.patterns, k, st.steps, rate, st.threads);
        double e = weights_error(&m, w, &k);
        printf("  round %d: error %.6f (K %.5f)\n", round + 1, e, k);
        fflush(stdout);
    }
    static dm_eval_weights fitted;
    to_engine(w, &fitted);
    double after = engine_error(&m, &d, &tables, &fitted, &k);
    printf("error after (integer weights):   %.6f (K %.5f)\n", after, k);
    if (held)
        printf("held-out error: %.6f before, %.6f after\n", held_before,
               weights_error(&held_out, w, &k_held));
    print_weights(&tables, &fitted);
    printf("fit %.0f s\n", cli_now() - t0);
    int failed = 0;
    if (strcmp(st.out, "-") != 0) {
        failed = write_weights(st.out, &tables, &fitted, &st, games, d.count, before, after);
        if (!failed)
            printf("wrote %s\n", st.out);
    }
    free_matrix(&m);
    free_matrix(&held_out);
    free(d.records);
    return failed ? 1 : 0;
}
