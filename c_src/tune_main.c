/* tune: fits the weights of the default evaluation (eval.h) to games and
   writes them to c_src/eval_weights.h.  `make tune` runs it.

   What it does, and why:
   1. Games.  From each Brazilian ballot opening of
      tests/data/openings_brazilian.tsv (in file order), one game of the
      engine against itself, both sides searching to a fixed depth with
      the hand_set heuristic.  The hand-set player makes the games (and so
      the fit) independent of the weights being fitted, and fixed depths
      with a single thread make them reproducible: the same program gives
      the same games on any machine.
   2. Positions.  Every position of those games in which the side to move
      has no capture (a quiet position: the static evaluation is only
      asked about such positions by the search, and a pending capture
      would teach it the capture rather than the position), labelled with
      the game's result for White: 1 win, 1/2 draw, 0 loss.
   3. The fit (Texel's method).  The default evaluation is linear in its
      weights: sum over terms of term * (w_full * p + w_empty * (1 - p)),
      p the share of the pieces left, times the drawish scale.  With
      sigmoid(s) = 1 / (1 + exp(-K s)) read as White's expected result
      when White's score is s, the tuner minimises the mean squared error
      between sigmoid(K * eval) and the results, first over K alone for
      the starting weights (material only: man 100, king 300), then over
      the weights by full-batch gradient descent (Adam), K refitted
      between rounds.  The man's weight with the board full stays 100, so
      scores remain in hundredths of a man; the en prise terms keep their
      hand-set weights (quiet positions have no piece en prise, so the
      data says nothing about them).  A ridge penalty, RIDGE_DEFAULT
      times the squared distance of the weights from the starting ones,
      keeps terms the games seldom show (a king on the long diagonal
      with the board full, a trapped king) from taking weights the data
      cannot support: without it the fit is a little closer (0.0538
      against 0.0542 on the default games) but gives such terms weights
      of several men, and plays no better.  The squared error of a
      logistic model, rather than its log-likelihood, is Texel's choice:
      it is bounded, so a few games lost from good positions do not
      dominate.
   4. It prints the error of the hand_set heuristic, of the weights
      compiled in, of the starting weights and of the fitted weights
      rounded to integers, and writes those integers to the weights file.

   tune [options]
     --games N     openings to play from (default all 736)
     --depth D     search depth per move (default 10)
     --ridge R     weight of the penalty (default RIDGE_DEFAULT)
     --quick       a smoke test: 40 games at depth 4, fewer fitting
                   steps, no weights file written (unless --out follows)
     --out FILE    the weights file (default c_src/eval_weights.h; "-"
                   for none)
     --openings FILE   (default tests/data/openings_brazilian.tsv)
     --save FILE, --load FILE   keep the positions and results of the
                   games in FILE, or fit to those of FILE instead of
                   playing (for trying fits; the file is this build's
                   own, stale once the terms change) */

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "eval.h"
#include "movegen.h"
#include "search.h"
#include "selfplay.h"
#include "tt.h"

#define MAX_OPENINGS 1024
#define PARAMS (2 * DM_TERMS)
#define ANCHOR DM_TERM_MAN          /* its full-board weight stays put */
#define ANCHOR_VALUE 100
#define WEIGHT_LIMIT 2000
#define RIDGE_DEFAULT 1e-8

typedef struct {
    const char *kb, *rules, *openings, *out;
    int games, depth, rounds, steps;
    double ridge;
    const char *save, *load;
} settings;

/* One labelled position: the default evaluation's breakdown, the
   hand_set score, and the result for White. */
typedef struct {
    dm_eval_breakdown breakdown;
    int hand_set;
    float result;
} sample;

typedef struct {
    sample *samples;
    size_t count, capacity;
    size_t game_start;             /* first sample of the running game */
    const dm_board *board;
    const dm_eval_tables *tables;
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
        sample *more = realloc(d->samples, capacity * sizeof *more);
        if (!more) {
            fprintf(stderr, "tune: out of memory\n");
            exit(1);
        }
        d->samples = more, d->capacity = capacity;
    }
    sample *s = &d->samples[d->count++];
    dm_eval_explain(d->tables, pos, &s->breakdown);
    int stm = dm_eval(d->tables, pos, DM_HEURISTIC_HAND_SET);
    s->hand_set = pos->side == DM_WHITE ? stm : -stm;
}

/* Plays the games, keeping their quiet positions in d; returns the number
   of games, or -1. */
static int play_games(const dm_board *board, const settings *st, data *d)
{
    static dm_position openings[MAX_OPENINGS];
    int n = selfplay_read_openings(st->openings, board, openings, MAX_OPENINGS);
    if (n < 0)
        return -1;
    if (st->games < n)
        n = st->games;
    dm_search_limits player = { .max_depth = st->depth, .heuristic = DM_HEURISTIC_HAND_SET };
    dm_search_limits players[2] = { player, player };
    dm_tt *tt = dm_tt_new((size_t)8 << 20);
    if (!tt)
        return -1;
    int outcome[3] = { 0 };
    long plies_total = 0;
    double start = cli_now();
    for (int g = 0; g < n; g++) {
        d->game_start = d->count;
        int plies;
        selfplay_result r = selfplay_game(board, &openings[g], players, tt, visit, d, &plies);
        if (r == SELFPLAY_ERROR) {
            fprintf(stderr, "tune: the search failed in game %d\n", g + 1);
            dm_tt_free(tt);
            return -1;
        }
        float label = r == SELFPLAY_WHITE_WINS ? 1.0f : r == SELFPLAY_DRAW ? 0.5f : 0.0f;
        for (size_t i = d->game_start; i < d->count; i++)
            d->samples[i].result = label;
        outcome[r + 1]++;
        plies_total += plies;
        if ((g + 1) % 100 == 0 || g + 1 == n)
            fprintf(stderr, "  %d games, %zu positions, %.0f s\n", g + 1, d->count,
                    cli_now() - start);
    }
    dm_tt_free(tt);
    printf("games: %d from the ballot openings, hand_set at depth %d: White won %d, "
           "drew %d, lost %d; %.1f plies on average\n", n, st->depth, outcome[2],
           outcome[1], outcome[0], (double)plies_total / n);
    printf("positions: %zu quiet ones (no capture for the side to move)\n", d->count);
    return n;
}

/* ---- The fit --------------------------------------------------------------- */

/* The features of each sample, as doubles: x[i] = term_i * p * scale,
   x[DM_TERMS + i] = term_i * (1 - p) * scale, so that the evaluation is
   the dot product with the parameters. */
typedef struct {
    double *x;         /* count * PARAMS */
    double *result;
    size_t count;
} matrix;

static matrix features(const data *d, const dm_eval_tables *t)
{
    matrix m = { malloc(d->count * PARAMS * sizeof(double)),
                 malloc(d->count * sizeof(double)), d->count };
    if (!m.x || !m.result) {
        fprintf(stderr, "tune: out of memory\n");
        exit(1);
    }
    double full = t->full > 0 ? t->full : 1;
    for (size_t n = 0; n < d->count; n++) {
        const dm_eval_breakdown *b = &d->samples[n].breakdown;
        double p = b->present / full, scale = (double)b->scale / DM_EVAL_SCALE_FULL;
        for (int i = 0; i < DM_TERMS; i++) {
            m.x[n * PARAMS + i] = b->term[i] * p * scale;
            m.x[n * PARAMS + DM_TERMS + i] = b->term[i] * (1 - p) * scale;
        }
        m.result[n] = d->samples[n].result;
    }
    return m;
}

static double sigmoid(double k, double score)
{
    return 1.0 / (1.0 + exp(-k * score));
}

static double dot(const double *x, const double *w)
{
    double s = 0;
    for (int j = 0; j < PARAMS; j++)
        s += x[j] * w[j];
    return s;
}

static double error_of(const matrix *m, const double *w, double k)
{
    double e = 0;
    for (size_t n = 0; n < m->count; n++) {
        double diff = m->result[n] - sigmoid(k, dot(&m->x[n * PARAMS], w));
        e += diff * diff;
    }
    return e / (double)m->count;
}

/* The error of given scores (White's view) at the best K, found by
   golden-section search over log K; *best_k gets that K. */
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

typedef struct {
    const matrix *m;
    const double *w;
} weighted;

static double weighted_error(const void *context, double k)
{
    const weighted *c = context;
    return error_of(c->m, c->w, k);
}

static double hand_set_error(const void *context, double k)
{
    const data *d = context;
    double e = 0;
    for (size_t n = 0; n < d->count; n++) {
        double diff = d->samples[n].result - sigmoid(k, d->samples[n].hand_set);
        e += diff * diff;
    }
    return e / (double)d->count;
}

/* The error of integer weights evaluated as the engine does
   (dm_eval_combine: integer arithmetic), at its best K. */
typedef struct {
    const data *d;
    const dm_eval_tables *t;
    const dm_eval_weights *w;
} engine_weights;

static double engine_error(const void *context, double k)
{
    const engine_weights *c = context;
    double e = 0;
    for (size_t n = 0; n < c->d->count; n++) {
        int score = dm_eval_combine(c->t, c->w, &c->d->samples[n].breakdown);
        double diff = c->d->samples[n].result - sigmoid(k, score);
        e += diff * diff;
    }
    return e / (double)c->d->count;
}

static bool tuned(int j)
{
    int term = j % DM_TERMS;
    return term < DM_TUNED_TERMS && j != ANCHOR;
}

/* Adam over the tuned parameters, K fixed; steps full-batch steps on the
   mean squared error plus ridge * (w - prior)^2 summed over them. */
static void descend(const matrix *m, double *w, const double *prior, double ridge, double k,
                    int steps, double rate)
{
    double first[PARAMS] = { 0 }, second[PARAMS] = { 0 }, grad[PARAMS];
    const double beta1 = 0.9, beta2 = 0.999, eps = 1e-12;
    for (int step = 1; step <= steps; step++) {
        memset(grad, 0, sizeof grad);
        for (size_t n = 0; n < m->count; n++) {
            const double *x = &m->x[n * PARAMS];
            double s = sigmoid(k, dot(x, w));
            double g = -2.0 * (m->result[n] - s) * s * (1 - s) * k;
            for (int j = 0; j < PARAMS; j++)
                grad[j] += g * x[j];
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

static void to_engine(const double *w, dm_eval_weights *out)
{
    for (int j = 0; j < PARAMS; j++)
        out->weight[j / DM_TERMS][j % DM_TERMS] = (int)lround(w[j]);
}

static int write_weights(const char *path, const dm_eval_weights *w, const settings *st,
                         size_t games, size_t positions, double before, double after)
{
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "tune: cannot write %s\n", path);
        return -1;
    }
    fprintf(out,
            "/* The weights of DM_HEURISTIC_DEFAULT (eval.h), per term: with the board\n"
            "   full, and with it empty.  Generated by `make tune` (c_src/tune_main.c):\n"
            "   %zu self-play games from the ballot openings, hand_set at depth %d,\n"
            "   %zu quiet positions, ridge %g; mean squared error %.6f with the\n"
            "   starting weights (material only), %.6f with these.  Do not edit by\n"
            "   hand. */\n"
            "#ifndef DAMAS_EVAL_WEIGHTS_H\n#define DAMAS_EVAL_WEIGHTS_H\n",
            games, st->depth, positions, st->ridge, before, after);
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
    fprintf(out, "\n#endif\n");
    return fclose(out) == 0 ? 0 : -1;
}

static void print_weights(const dm_eval_weights *w)
{
    printf("  %-16s %6s %6s\n", "term", "full", "empty");
    for (int i = 0; i < DM_TERMS; i++)
        printf("  %-16s %6d %6d%s\n", dm_eval_term_name(i), w->weight[0][i],
               w->weight[1][i], i < DM_TUNED_TERMS ? "" : "  (hand-set)");
}

/* The positions of a run, kept in a file of this program's own (native
   byte order and layout: for trying fits on one machine, not to keep). */
static int save_samples(const char *path, const data *d, int games)
{
    FILE *out = fopen(path, "wb");
    int ok = out && fwrite(&games, sizeof games, 1, out) == 1 &&
             fwrite(&d->count, sizeof d->count, 1, out) == 1 &&
             fwrite(d->samples, sizeof *d->samples, d->count, out) == d->count;
    if (out && fclose(out))
        ok = 0;
    if (!ok)
        fprintf(stderr, "tune: cannot write %s\n", path);
    return ok ? 0 : -1;
}

static int load_samples(const char *path, data *d, int *games)
{
    FILE *in = fopen(path, "rb");
    int ok = in && fread(games, sizeof *games, 1, in) == 1 &&
             fread(&d->count, sizeof d->count, 1, in) == 1 && d->count < ((size_t)1 << 26);
    if (ok) {
        d->samples = malloc(d->count * sizeof *d->samples);
        ok = d->samples && fread(d->samples, sizeof *d->samples, d->count, in) == d->count;
    }
    if (in)
        fclose(in);
    if (!ok)
        fprintf(stderr, "tune: cannot read %s\n", path);
    return ok ? 0 : -1;
}

static int usage(void)
{
    fprintf(stderr, "usage: tune [--games N] [--depth D] [--quick] [--out FILE] "
                    "[--openings FILE] [--ridge R] [--save FILE] [--load FILE]\n");
    return 2;
}

int main(int argc, char **argv)
{
    settings st = { "kb/board_8x8.pl", "kb/brazilian.pl", "tests/data/openings_brazilian.tsv",
                    "c_src/eval_weights.h", MAX_OPENINGS, 10, 8, 250, RIDGE_DEFAULT, NULL, NULL };
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--quick") == 0) {
            st.games = 40, st.depth = 4, st.rounds = 3, st.steps = 100, st.out = "-";
            continue;
        }
        if (!value)
            return usage();
        i++;
        if (strcmp(arg, "--games") == 0)
            st.games = atoi(value);
        else if (strcmp(arg, "--depth") == 0)
            st.depth = atoi(value);
        else if (strcmp(arg, "--out") == 0)
            st.out = value;
        else if (strcmp(arg, "--openings") == 0)
            st.openings = value;
        else if (strcmp(arg, "--ridge") == 0)
            st.ridge = atof(value);
        else if (strcmp(arg, "--save") == 0)
            st.save = value;
        else if (strcmp(arg, "--load") == 0)
            st.load = value;
        else
            return usage();
    }
    if (st.games <= 0 || st.depth <= 0)
        return usage();

    static dm_board board;
    static dm_eval_tables tables;
    dm_position start;
    if (cli_load("tune", st.kb, st.rules, "W:W21-32:B1-12", &board, &start))
        return 1;
    dm_eval_init(&tables, &board);
    data d = { .board = &board, .tables = &tables };
    double t0 = cli_now();
    int games;
    if (st.load ? load_samples(st.load, &d, &games) : (games = play_games(&board, &st, &d)) < 0)
        return 1;
    if (st.save && save_samples(st.save, &d, games))
        return 1;
    double t1 = cli_now();
    if (d.count == 0) {
        fprintf(stderr, "tune: no positions\n");
        return 1;
    }
    matrix m = features(&d, &tables);

    double k, w[PARAMS] = { 0 };
    double hand_error = best_k(hand_set_error, &d, &k);
    printf("error of hand_set:               %.6f (K %.5f)\n", hand_error, k);
    engine_weights compiled = { &d, &tables, &tables.weights };
    printf("error of the compiled weights:   %.6f\n", best_k(engine_error, &compiled, &k));

    for (int phase = 0; phase < 2; phase++) {
        w[phase * DM_TERMS + DM_TERM_MAN] = ANCHOR_VALUE;
        w[phase * DM_TERMS + DM_TERM_KING] = 3 * ANCHOR_VALUE;
        for (int i = DM_TUNED_TERMS; i < DM_TERMS; i++)
            w[phase * DM_TERMS + i] = tables.weights.weight[phase][i];
    }
    double prior[PARAMS];
    memcpy(prior, w, sizeof prior);
    weighted current = { &m, w };
    double before = best_k(weighted_error, &current, &k);
    printf("error before (material only):    %.6f (K %.5f)\n", before, k);
    for (int round = 0; round < st.rounds; round++) {
        double rate = round < st.rounds / 2 ? 2.0 : 0.5;
        descend(&m, w, prior, st.ridge, k, st.steps, rate);
        double e = best_k(weighted_error, &current, &k);
        printf("  round %d: error %.6f (K %.5f)\n", round + 1, e, k);
        fflush(stdout);
    }
    dm_eval_weights fitted;
    to_engine(w, &fitted);
    engine_weights result = { &d, &tables, &fitted };
    double after = best_k(engine_error, &result, &k);
    printf("error after (integer weights):   %.6f (K %.5f)\n", after, k);
    print_weights(&fitted);
    printf("games %.0f s, fit %.0f s\n", t1 - t0, cli_now() - t1);
    int failed = 0;
    if (strcmp(st.out, "-") != 0) {
        failed = write_weights(st.out, &fitted, &st, (size_t)games, d.count, before, after);
        if (!failed)
            printf("wrote %s\n", st.out);
    }
    free(m.x);
    free(m.result);
    free(d.samples);
    return failed ? 1 : 0;
}
