/* search_bench: the search from the command line, and its figures.

   search_bench                        the benchmark: the time to reach
                                       depths 16, 18 and 20 from the start
                                       (64 MB table; median of 3 runs),
                                       nodes per second, and the nodes
                                       plain minimax and the search need
                                       for depth 6
   search_bench [options]              one search, printing each iteration
     --kb FILE        board relations  (default kb/draughts/board_8x8.pl)
     --rules FILE     rule facts       (default kb/draughts/brazilian.pl)
     --fen TEXT       position         (default W:W21-32:B1-12)
     --depth N        iterations up to N
     --time SECONDS   time budget
     --nodes N        node budget
     --hash MB        table size, 0 for none (default 64)
     --heuristic H    default, positional, triangle or material
     --threads N      search threads (default 1; also for the benchmark) */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/board.h"
#include "search/eval.h"
#include "tools/cli.h"
#include "draughts/fen.h"
#include "search/minimax.h"
#include "search/search.h"
#include "search/tt.h"

#define BENCH_DEPTH 20
#define BENCH_RUNS 3
#define COMPARE_DEPTH 6

typedef struct {
    const char *kb, *rules, *fen;
    size_t hash_mb;
    dm_search_limits limits;
} settings;

typedef struct {
    const dm_board *board;
    double seconds_at[DM_MAX_DEPTH + 1];
    uint64_t nodes_at[DM_MAX_DEPTH + 1];
    bool verbose;
} progress;

static void print_move(const dm_board *board, const dm_move *m)
{
    printf(" %d", board->square_of_bit[m->from]);
    if (m->captures == 0)
        printf("-%d", board->square_of_bit[m->to]);
    for (int i = 0; i < m->captures; i++)
        printf("x%d", board->square_of_bit[m->landing[i]]);
}

static void on_iteration(const dm_search_result *r, void *context)
{
    progress *p = context;
    p->seconds_at[r->depth] = r->seconds;
    p->nodes_at[r->depth] = r->nodes;
    if (!p->verbose)
        return;
    printf("depth %2d/%2d  score %6d  nodes %11llu  %7.3f s  pv", r->depth,
           r->selective_depth, r->score, (unsigned long long)r->nodes, r->seconds);
    for (int i = 0; i < r->pv_length; i++)
        print_move(p->board, &r->pv[i]);
    printf("\n");
    fflush(stdout);
}

static int run_search(const dm_board *board, const dm_position *pos, const settings *s,
                      dm_tt *tt, progress *p, dm_search_result *r)
{
    dm_search_limits limits = s->limits;
    limits.on_iteration = on_iteration;
    limits.context = p;
    dm_search_status status = dm_search(board, pos, &limits, tt, r);
    if (status != DM_SEARCH_OK)
        fprintf(stderr, "search_bench: search failed (%d)\n", (int)status);
    return status == DM_SEARCH_OK ? 0 : -1;
}

/* Depths 16, 18 and 20 from pos with a fresh table each run. */
static int time_depths(const dm_board *board, const dm_position *pos, const settings *s)
{
    static const int marks[] = { 16, 18, BENCH_DEPTH };
    enum { MARKS = sizeof marks / sizeof marks[0] };
    double at[MARKS][BENCH_RUNS], nps[BENCH_RUNS];
    uint64_t nodes[MARKS] = { 0 };
    settings deep = *s;
    deep.limits.max_depth = BENCH_DEPTH;
    dm_tt *tt = dm_tt_new((size_t)64 << 20);
    if (!tt)
        return -1;
    for (int run = 0; run < BENCH_RUNS; run++) {
        progress p = { .board = board };
        dm_search_result r;
        dm_tt_clear(tt);
        if (run_search(board, pos, &deep, tt, &p, &r)) {
            dm_tt_free(tt);
            return -1;
        }
        for (int m = 0; m < MARKS; m++) {
            at[m][run] = p.seconds_at[marks[m]];
            nodes[m] = p.nodes_at[marks[m]];
        }
        nps[run] = (double)r.nodes / r.seconds;
    }
    dm_tt_free(tt);
    printf("search from the start, 64 MB table, %d thread(s), median of %d runs:\n",
           s->limits.threads > 1 ? s->limits.threads : 1, BENCH_RUNS);
    for (int m = 0; m < MARKS; m++)
        printf("  depth %2d reached in %8.3f s  (%llu nodes)\n", marks[m],
               cli_median(at[m], BENCH_RUNS), (unsigned long long)nodes[m]);
    printf("  nodes per second: %.2f M\n", cli_median(nps, BENCH_RUNS) / 1e6);
    return 0;
}

static int compare_minimax(const dm_board *board, const dm_position *pos, const settings *s)
{
    dm_minimax_result plain;
    if (dm_minimax(board, pos, COMPARE_DEPTH, s->limits.heuristic, &plain))
        return -1;
    settings fixed = *s;
    fixed.limits.max_depth = COMPARE_DEPTH;
    dm_tt *tt = dm_tt_new((size_t)64 << 20);
    progress p = { .board = board };
    dm_search_result with_table, without_table;
    if (!tt || run_search(board, pos, &fixed, tt, &p, &with_table) ||
        run_search(board, pos, &fixed, NULL, &p, &without_table)) {
        dm_tt_free(tt);
        return -1;
    }
    dm_tt_free(tt);
    printf("depth %d from the start:\n", COMPARE_DEPTH);
    printf("  plain minimax              %10llu nodes\n", (unsigned long long)plain.nodes);
    printf("  search, 64 MB table        %10llu nodes  (%.1f times fewer)\n",
           (unsigned long long)with_table.nodes,
           (double)plain.nodes / (double)with_table.nodes);
    printf("  search, no table           %10llu nodes  (%.1f times fewer)\n",
           (unsigned long long)without_table.nodes,
           (double)plain.nodes / (double)without_table.nodes);
    printf("  (the search's nodes include its capture search and every iteration "
           "from depth 1)\n");
    return 0;
}

static int search_once(const dm_board *board, const dm_position *pos, const settings *s)
{
    dm_tt *tt = s->hash_mb ? dm_tt_new(s->hash_mb << 20) : NULL;
    if (s->hash_mb && !tt)
        return -1;
    progress p = { .board = board, .verbose = true };
    dm_search_result r;
    int failed = run_search(board, pos, s, tt, &p, &r);
    dm_tt_free(tt);
    if (failed)
        return -1;
    if (!r.has_move) {
        printf("no legal move\n");
        return 0;
    }
    printf("best");
    print_move(board, &r.best);
    printf("  score %d  depth %d  nodes %llu  cutoffs %llu  table hits %llu  "
           "%.3f s  %.2f M nodes/s  stop %s%s\n", r.score, r.depth,
           (unsigned long long)r.nodes, (unsigned long long)r.cutoffs,
           (unsigned long long)r.tt_hits, r.seconds,
           r.seconds > 0 ? (double)r.nodes / r.seconds / 1e6 : 0.0,
           dm_stop_reason_name(r.stop_reason), r.partial ? "  (partial iteration)" : "");
    return 0;
}

static int usage(void)
{
    fprintf(stderr, "usage: search_bench [--kb FILE] [--rules FILE] [--fen TEXT] "
                    "[--depth N] [--time SECONDS] [--nodes N] [--hash MB] "
                    "[--heuristic NAME] [--threads N]\n");
    return 2;
}

int main(int argc, char **argv)
{
    settings s = { "kb/draughts/board_8x8.pl", "kb/draughts/brazilian.pl", "W:W21-32:B1-12", 64, { 0 } };
    for (int i = 1; i < argc; i += 2) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (!value)
            return usage();
        if (strcmp(arg, "--kb") == 0)
            s.kb = value;
        else if (strcmp(arg, "--rules") == 0)
            s.rules = value;
        else if (strcmp(arg, "--fen") == 0)
            s.fen = value;
        else if (strcmp(arg, "--depth") == 0)
            s.limits.max_depth = atoi(value);
        else if (strcmp(arg, "--time") == 0)
            s.limits.max_seconds = atof(value);
        else if (strcmp(arg, "--nodes") == 0)
            s.limits.max_nodes = strtoull(value, NULL, 10);
        else if (strcmp(arg, "--hash") == 0)
            s.hash_mb = (size_t)atoi(value);
        else if (strcmp(arg, "--threads") == 0)
            s.limits.threads = atoi(value);
        else if (strcmp(arg, "--heuristic") == 0) {
            if (dm_heuristic_from_name(value, &s.limits.heuristic))
                return usage();
        } else
            return usage();
    }

    static dm_board board;
    dm_position pos;
    if (cli_load("search_bench", s.kb, s.rules, s.fen, &board, &pos))
        return 1;
    /* Built once, as an engine does: no search's time includes them. */
    static dm_eval_tables eval;
    dm_eval_init(&eval, &board);
    s.limits.eval = &eval;
    bool bench_options_only = argc == 3 && strcmp(argv[1], "--threads") == 0;
    if (argc > 1 && !bench_options_only) {
        if (!s.limits.max_depth && !s.limits.max_seconds && !s.limits.max_nodes)
            s.limits.max_depth = 12;
        return search_once(&board, &pos, &s) ? 1 : 0;
    }
    if (time_depths(&board, &pos, &s) || compare_minimax(&board, &pos, &s))
        return 1;
    return 0;
}
