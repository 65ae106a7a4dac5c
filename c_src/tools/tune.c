/* tune: fits the weights of the default evaluation (eval.h) to games and
   writes them to c_src/search/eval_weights.h.  Two steps: `make tune-data`
   plays the games (`tune generate`, tens of minutes), `make tune` fits
   (`tune`, a minute or two) and always gives the same weights from the
   same data file.

   What it does, and why:
   1. Games (tune generate).  From each Brazilian ballot opening of
      tests/data/openings_brazilian.tsv (in file order, --repeats times
      round), one game of the engine against itself with the default
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

   tune generate [options]     play the games, write the data file
     --repeats R   games from each opening (default 20)
     --games N     at most N games in all
     --nodes N     node budget per move (default 6000)
     --seed S      the generator's seed (default 20261123)
     --egdb DIR    the endgame database (default build/egdb/brazilian;
                   "-" for none)
     --openings FILE   (default tests/data/openings_brazilian.tsv)
     --data FILE   (default build/tune-data/positions.bin)
   tune [options]              fit to the data file
     --data FILE   as above
     --ridge R     weight of the penalty (default RIDGE_DEFAULT)
     --rounds N, --steps N   rounds of N descent steps (default 8, 250)
     --out FILE    the weights file (default c_src/search/eval_weights.h; "-"
                   for none)
     --quick       a smoke test: 40 games at 1000 nodes a move played on
                   the spot, fewer steps, no weights file written (unless
                   --out follows) */

#include <ctype.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
#define DATA_MAGIC 0x31656e7574616d64ull   /* "dmatune1" */

typedef struct {
    const char *kb, *rules, *openings, *out, *egdb;
    int repeats, nodes, rounds, steps, games;
    uint64_t seed;
    double ridge;
    const char *data;
} settings;

/* One position of a game as stored in the data file: the pieces, the
   side to move, and the game's result for White (0 loss, 1 draw, 2 win). */
typedef struct {
    uint64_t white, black, kings;
    uint32_t side, result;
} record;

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
                                       pos->kings, (uint32_t)pos->side, 1 };
}

/* Plays the games, keeping their quiet positions in d; returns the number
   of games, or -1. */
static int play_games(const dm_board *board, const settings *st, data *d)
{
    static dm_position openings[MAX_OPENINGS];
    int n = selfplay_read_openings(st->openings, board, openings, MAX_OPENINGS);
    if (n < 0)
        return -1;
    char err[256];
    dm_egdb *egdb = st->egdb ? dm_egdb_load(board, st->egdb, err, sizeof err) : NULL;
    if (st->egdb && !egdb) {
        fprintf(stderr, "tune: %s\n", err);
        return -1;
    }
    dm_tt *tt = dm_tt_new((size_t)8 << 20);
    if (!tt)
        return -1;
    uint64_t seed = st->seed ? st->seed : 1;
    selfplay_options options = { egdb, RANDOM_PLIES, RANDOM_PER_MILLE, &seed };
    int outcome[3] = { 0 }, games = n * st->repeats;
    if (st->games && st->games < games)
        games = st->games;
    long plies_total = 0;
    double start = cli_now();
    for (int g = 0; g < games; g++) {
        size_t first = d->count;
        dm_search_limits players[2];
        for (int side = 0; side < 2; side++) {
            /* Budgets from 1/2 to 3/2 of --nodes: more variety. */
            uint64_t nodes = (uint64_t)st->nodes / 2 + selfplay_random(&seed) % (uint64_t)(st->nodes + 1);
            players[side] = (dm_search_limits){ .max_nodes = nodes,
                                                .heuristic = DM_HEURISTIC_DEFAULT };
        }
        int plies;
        selfplay_result r = selfplay_game(board, &openings[g % n], players, tt, &options,
                                          visit, d, &plies);
        if (r == SELFPLAY_ERROR) {
            fprintf(stderr, "tune: the search failed in game %d\n", g + 1);
            dm_tt_free(tt);
            dm_egdb_free(egdb);
            return -1;
        }
        for (size_t i = first; i < d->count; i++)
            d->records[i].result = (uint32_t)(r + 1);
        outcome[r + 1]++;
        plies_total += plies;
        if ((g + 1) % 500 == 0 || g + 1 == games)
            fprintf(stderr, "  %d games, %zu positions, %.0f s\n", g + 1, d->count,
                    cli_now() - start);
    }
    dm_tt_free(tt);
    dm_egdb_free(egdb);
    printf("games: %d, %d from each ballot opening, default evaluation at %d nodes a move "
           "(1/2 to 3/2 of it): White won %d, drew %d, lost %d; %.1f plies on average\n",
           games, st->repeats, st->nodes, outcome[2], outcome[1], outcome[0],
           (double)plies_total / games);
    printf("positions: %zu quiet ones (no capture for the side to move)\n", d->count);
    return games;
}

/* The data file: DATA_MAGIC, the number of games and of records, the
   records; native byte order (a build's own file, not to keep). */
static int save_data(const char *path, const data *d, int games)
{
    FILE *out = fopen(path, "wb");
    uint64_t magic = DATA_MAGIC, count = d->count;
    int ok = out && fwrite(&magic, sizeof magic, 1, out) == 1 &&
             fwrite(&games, sizeof games, 1, out) == 1 &&
             fwrite(&count, sizeof count, 1, out) == 1 &&
             fwrite(d->records, sizeof *d->records, d->count, out) == d->count;
    if (out && fclose(out))
        ok = 0;
    if (!ok)
        fprintf(stderr, "tune: cannot write %s\n", path);
    return ok ? 0 : -1;
}

static int load_data(const char *path, data *d, int *games)
{
    FILE *in = fopen(path, "rb");
    uint64_t magic = 0, count = 0;
    int ok = in && fread(&magic, sizeof magic, 1, in) == 1 && magic == DATA_MAGIC &&
             fread(games, sizeof *games, 1, in) == 1 &&
             fread(&count, sizeof count, 1, in) == 1 && count < ((uint64_t)1 << 28);
    if (ok) {
        d->count = (size_t)count;
        d->records = malloc(d->count * sizeof *d->records);
        ok = d->records && fread(d->records, sizeof *d->records, d->count, in) == d->count;
    }
    if (in)
        fclose(in);
    if (!ok)
        fprintf(stderr, "tune: cannot read %s (make tune-data writes it)\n", path);
    return ok ? 0 : -1;
}

/* ---- The fit --------------------------------------------------------------- */

/* The evaluation is linear in its weights: feature f (a term, then a
   square of the table) has a weight for the full board, parameter f, and
   one for the empty board, parameter FEATURES + f. */
#define FEATURES (DM_TERMS + DM_EVAL_SQUARES)
#define PARAMS (2 * FEATURES)
#define MAX_ACTIVE FEATURES

/* A position's features, sparse: the evaluation is
   sum over active f of value * (w[f] * full + w[FEATURES + f] * empty). */
typedef struct {
    float full, empty;             /* p * scale and (1 - p) * scale */
    float result;                  /* for White: 1, 1/2, 0 */
    int first, count;              /* into the matrix's active lists */
} row;

typedef struct {
    row *rows;
    short *feature;
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
        int all[FEATURES];
        memcpy(all, b->term, sizeof b->term);
        memcpy(all + DM_TERMS, b->square, sizeof b->square);
        for (int f = 0; f < FEATURES; f++) {
            int v = all[f];
            if (v) {
                m.feature[used] = (short)f, m.value[used] = (signed char)v;
                used++, x->count++;
            }
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
   it had no balance term). */
static const struct { int term, weight; } held_empty[] = {
    { DM_TERM_MAN, 84 }, { DM_TERM_RUNAWAY, 5 }, { DM_TERM_RUNAWAY_STEPS, 18 },
    { DM_TERM_BALANCE, 0 },
};

static bool held(int j)
{
    for (size_t i = 0; i < sizeof held_empty / sizeof held_empty[0]; i++)
        if (j == FEATURES + held_empty[i].term)
            return true;
    return false;
}

static bool tuned(int j)
{
    int f = j % FEATURES;
    return !held(j) && (f >= DM_TERMS || (f < DM_TUNED_TERMS && j != ANCHOR));
}

/* Adam over the tuned parameters, K fixed; steps full-batch steps on the
   mean squared error plus ridge * (w - prior)^2 summed over them. */
static void descend(const matrix *m, double *w, const double *prior, double ridge, double k,
                    int steps, double rate)
{
    static double first[PARAMS], second[PARAMS], grad[PARAMS];
    memset(first, 0, sizeof first), memset(second, 0, sizeof second);
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-12;
    for (int step = 1; step <= steps; step++) {
        memset(grad, 0, sizeof grad);
        for (size_t n = 0; n < m->count; n++) {
            const row *x = &m->rows[n];
            double s = sigmoid(k, score_of(m, n, w));
            double g = -2.0 * (x->result - s) * s * (1 - s) * k;
            double gf = g * x->full, ge = g * x->empty;
            for (int i = x->first; i < x->first + x->count; i++) {
                grad[m->feature[i]] += gf * m->value[i];
                grad[FEATURES + m->feature[i]] += ge * m->value[i];
            }
        }
        for (int j = 0; j < PARAMS; j++) {
            if (!tuned(j))
                continue;
            double gj = grad[j] / (double)m->count + 2 * ridge * (w[j] - prior[j]);
            first[j] = beta1 * first[j] + (1 - beta1) * gj;
            second[j] = beta2 * second[j] + (1 - beta2) * gj * gj;
            double mh = first[j] / (1 - pow(beta1, step));
            double vh = second[j] / (1 - pow(beta2, step));
            w[j] -= rate * mh / (sqrt(vh) + eps);
            if (w[j] > WEIGHT_LIMIT)
                w[j] = WEIGHT_LIMIT;
            if (w[j] < -WEIGHT_LIMIT)
                w[j] = -WEIGHT_LIMIT;
        }
    }
}

static int *param(dm_eval_weights *out, int j)
{
    int phase = j / FEATURES, f = j % FEATURES;
    return f < DM_TERMS ? &out->weight[phase][f] : &out->square[phase][f - DM_TERMS];
}

static void to_engine(const double *w, dm_eval_weights *out)
{
    for (int j = 0; j < PARAMS; j++)
        *param(out, j) = (int)lround(w[j]);
}

static int write_weights(const char *path, const dm_eval_weights *w, const settings *st,
                         int games, size_t positions, double before, double after)
{
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "tune: cannot write %s\n", path);
        return -1;
    }
    fprintf(out,
            "/* The weights of DM_HEURISTIC_DEFAULT (eval.h), per term and per square\n"
            "   of the square table (square_key numbering): with the board full, and\n"
            "   with it empty.  Generated by `make tune` (c_src/tools/tune.c) from the\n"
            "   data of `make tune-data`: %d self-play games, %zu quiet positions,\n"
            "   ridge %g; mean squared error %.6f with the starting weights\n"
            "   (material only), %.6f with these.  Do not edit by hand. */\n"
            "#ifndef DAMAS_EVAL_WEIGHTS_H\n#define DAMAS_EVAL_WEIGHTS_H\n",
            games, positions, st->ridge, before, after);
    static const char *const names[2] = { "FULL", "EMPTY" };
    for (int phase = 0; phase < 2; phase++) {
        fprintf(out, "\n#define DM_EVAL_WEIGHTS_%s { \\\n", names[phase]);
        for (int i = 0; i < DM_TERMS; i++) {
            fprintf(out, "    [DM_TERM_");
            for (const char *c = dm_eval_term_name(i); *c; c++)
                fputc(toupper((unsigned char)*c), out);
            fprintf(out, "] = %d%s\n", w->weight[phase][i], i + 1 < DM_TERMS ? ", \\" : " }");
        }
    }
    for (int phase = 0; phase < 2; phase++) {
        fprintf(out, "\n#define DM_EVAL_SQUARE_WEIGHTS_%s { \\\n   ", names[phase]);
        for (int i = 0; i < DM_EVAL_SQUARES; i++)
            fprintf(out, " %d%s%s", w->square[phase][i], i + 1 < DM_EVAL_SQUARES ? "," : " }",
                    i + 1 < DM_EVAL_SQUARES && i % 4 == 3 ? " \\\n   " : "");
        fprintf(out, "\n");
    }
    fprintf(out, "\n#endif\n");
    return fclose(out) == 0 ? 0 : -1;
}

static void print_weights(const dm_eval_weights *w)
{
    printf("  %-16s %6s %6s\n", "term", "full", "empty");
    for (int i = 0; i < DM_TERMS; i++)
        printf("  %-16s %6d %6d%s\n", dm_eval_term_name(i), w->weight[0][i],
               w->weight[1][i], i < DM_TUNED_TERMS ? "" : "  (hand-set)");
    for (int phase = 0; phase < 2; phase++) {
        printf("  squares, board %s, from the own back rank:\n", phase ? "empty" : "full");
        for (int r = 0; r < DM_EVAL_SQUARES / 4; r++)
            printf("    %5d %5d %5d %5d\n", w->square[phase][4 * r], w->square[phase][4 * r + 1],
                   w->square[phase][4 * r + 2], w->square[phase][4 * r + 3]);
    }
}

static int usage(void)
{
    fprintf(stderr, "usage: tune generate [--repeats R] [--games N] [--nodes N] [--seed S] "
                    "[--egdb DIR] [--openings FILE] [--data FILE]\n"
                    "       tune [--data FILE] [--ridge R] [--rounds N] [--steps N] "
                    "[--out FILE] [--quick]\n");
    return 2;
}

int main(int argc, char **argv)
{
    settings st = { "kb/draughts/board_8x8.pl", "kb/draughts/brazilian.pl", "tests/data/openings_brazilian.tsv",
                    "c_src/search/eval_weights.h", "build/egdb/brazilian", 20, 6000, 8, 250, 0,
                    20261123, RIDGE_DEFAULT, "build/tune-data/positions.bin" };
    bool generate = argc > 1 && strcmp(argv[1], "generate") == 0, quick = false;
    for (int i = 1 + generate; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--quick") == 0) {
            quick = true;
            st.games = 40, st.nodes = 1000, st.rounds = 3, st.steps = 100, st.out = "-";
            continue;
        }
        if (!value)
            return usage();
        i++;
        if (strcmp(arg, "--repeats") == 0)
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
            st.openings = value;
        else if (strcmp(arg, "--data") == 0)
            st.data = value;
        else if (strcmp(arg, "--ridge") == 0)
            st.ridge = atof(value);
        else if (strcmp(arg, "--rounds") == 0)
            st.rounds = atoi(value);
        else if (strcmp(arg, "--steps") == 0)
            st.steps = atoi(value);
        else
            return usage();
    }
    if (st.repeats <= 0 || st.nodes <= 0 || st.rounds < 0 || st.steps <= 0)
        return usage();

    static dm_board board;
    static dm_eval_tables tables;
    dm_position start;
    if (cli_load("tune", st.kb, st.rules, "W:W21-32:B1-12", &board, &start))
        return 1;
    dm_eval_init(&tables, &board);
    data d = { .board = &board };
    double t0 = cli_now();
    int games;
    if (generate) {
        if ((games = play_games(&board, &st, &d)) < 0 || save_data(st.data, &d, games))
            return 1;
        printf("wrote %s in %.0f s\n", st.data, cli_now() - t0);
        free(d.records);
        return 0;
    }
    if (quick ? (games = play_games(&board, &st, &d)) < 0 : load_data(st.data, &d, &games))
        return 1;
    if (d.count == 0) {
        fprintf(stderr, "tune: no positions\n");
        return 1;
    }
    matrix m = features(&d, &board, &tables);
    printf("data: %s, %d games, %zu positions\n", st.data, games, d.count);

    double k, w[PARAMS] = { 0 };
    printf("error of hand_set:               %.6f\n", engine_error(&m, &d, &tables, NULL, &k));
    printf("error of the compiled weights:   %.6f\n",
           engine_error(&m, &d, &tables, &tables.weights, &k));

    for (int phase = 0; phase < 2; phase++) {
        w[phase * FEATURES + DM_TERM_MAN] = ANCHOR_VALUE;
        w[phase * FEATURES + DM_TERM_KING] = 3 * ANCHOR_VALUE;
        for (int i = DM_TUNED_TERMS; i < DM_TERMS; i++)
            w[phase * FEATURES + i] = tables.weights.weight[phase][i];
    }
    for (size_t i = 0; i < sizeof held_empty / sizeof held_empty[0]; i++)
        w[FEATURES + held_empty[i].term] = held_empty[i].weight;
    double prior[PARAMS];
    memcpy(prior, w, sizeof prior);
    double before = weights_error(&m, w, &k);
    printf("error before (material only):    %.6f (K %.5f)\n", before, k);
    for (int round = 0; round < st.rounds; round++) {
        double rate = round < st.rounds / 2 ? 2.0 : 0.5;
        descend(&m, w, prior, st.ridge, k, st.steps, rate);
        double e = weights_error(&m, w, &k);
        printf("  round %d: error %.6f (K %.5f)\n", round + 1, e, k);
        fflush(stdout);
    }
    dm_eval_weights fitted;
    to_engine(w, &fitted);
    double after = engine_error(&m, &d, &tables, &fitted, &k);
    printf("error after (integer weights):   %.6f (K %.5f)\n", after, k);
    print_weights(&fitted);
    printf("fit %.0f s\n", cli_now() - t0);
    int failed = 0;
    if (strcmp(st.out, "-") != 0) {
        failed = write_weights(st.out, &fitted, &st, games, d.count, before, after);
        if (!failed)
            printf("wrote %s\n", st.out);
    }
    free_matrix(&m);
    free(d.records);
    return failed ? 1 : 0;
}
