/* eval_match: two heuristics play each other at a fixed search depth, for
   `make eval-match`.  From each of the first N ballot openings of
   tests/data/openings_brazilian.tsv, two games with the colours swapped
   (selfplay.h: its draw rules, a fresh table per game), so that an opening
   that favours one colour favours both heuristics once.  Prints the
   result, the score of the first heuristic, and the Elo difference with a
   95% interval.  The interval treats each opening's pair of games as one
   sample (its mean score), which keeps the openings' own bias out of the
   error bar.

   eval_match [--openings N] [--depth D] [--a H] [--b H]
     --openings N   openings, two games each (default 100: 200 games)
     --depth D      search depth per move (default 8)
     --a H, --b H   the heuristics (default: default against hand_set) */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"
#include "search/eval.h"
#include "search/search.h"
#include "tools/selfplay.h"
#include "search/tt.h"

#define MAX_OPENINGS 1024
#define OPENINGS_FILE "tests/data/openings_brazilian.tsv"

/* Elo difference of an expected score in (0, 1). */
static double elo_of(double score)
{
    if (score <= 0)
        return -INFINITY;
    if (score >= 1)
        return INFINITY;
    return -400.0 * log10(1.0 / score - 1.0);
}

static int usage(void)
{
    fprintf(stderr, "usage: eval_match [--openings N] [--depth D] [--a HEURISTIC] "
                    "[--b HEURISTIC]\n");
    return 2;
}

int main(int argc, char **argv)
{
    int openings_wanted = 100, depth = 8;
    dm_heuristic a = DM_HEURISTIC_DEFAULT, b = DM_HEURISTIC_HAND_SET;
    for (int i = 1; i < argc; i += 2) {
        if (i + 1 >= argc)
            return usage();
        const char *arg = argv[i], *value = argv[i + 1];
        if (strcmp(arg, "--openings") == 0)
            openings_wanted = atoi(value);
        else if (strcmp(arg, "--depth") == 0)
            depth = atoi(value);
        else if (strcmp(arg, "--a") == 0) {
            if (dm_heuristic_from_name(value, &a))
                return usage();
        } else if (strcmp(arg, "--b") == 0) {
            if (dm_heuristic_from_name(value, &b))
                return usage();
        } else
            return usage();
    }
    if (openings_wanted <= 0 || depth <= 0)
        return usage();

    static dm_board board;
    static dm_position openings[MAX_OPENINGS];
    dm_position start;
    if (cli_load("eval_match", "kb/draughts/board_8x8.pl", "kb/draughts/brazilian.pl", "W:W21-32:B1-12",
                 &board, &start))
        return 1;
    int n = selfplay_read_openings(OPENINGS_FILE, &board, openings, MAX_OPENINGS);
    if (n < 0)
        return 1;
    if (openings_wanted < n)
        n = openings_wanted;
    dm_tt *tt = dm_tt_new((size_t)8 << 20);
    if (!tt)
        return 1;
    static dm_eval_tables eval;
    dm_eval_init(&eval, &board);
    dm_search_limits limits_a = { .max_depth = depth, .heuristic = a, .eval = &eval };
    dm_search_limits limits_b = { .max_depth = depth, .heuristic = b, .eval = &eval };
    int wins = 0, draws = 0, losses = 0;
    double sum = 0, sum_squares = 0, start_time = cli_now();
    for (int o = 0; o < n; o++) {
        double pair = 0;
        for (int a_colour = 0; a_colour < 2; a_colour++) {
            dm_search_limits players[2];
            players[a_colour] = limits_a;
            players[1 - a_colour] = limits_b;
            int plies;
            selfplay_result r = selfplay_game(&board, &openings[o], players, tt, NULL, NULL, NULL,
                                              &plies);
            if (r == SELFPLAY_ERROR) {
                fprintf(stderr, "eval_match: the search failed\n");
                dm_tt_free(tt);
                return 1;
            }
            int for_a = a_colour == DM_WHITE ? (int)r : -(int)r;
            wins += for_a > 0, draws += for_a == 0, losses += for_a < 0;
            pair += for_a > 0 ? 1.0 : for_a == 0 ? 0.5 : 0.0;
        }
        pair /= 2;
        sum += pair;
        sum_squares += pair * pair;
        if ((o + 1) % 25 == 0)
            fprintf(stderr, "  %d games: +%d =%d -%d, %.0f s\n", 2 * (o + 1), wins, draws,
                    losses, cli_now() - start_time);
    }
    dm_tt_free(tt);
    double score = sum / n;
    double variance = n > 1 ? (sum_squares - n * score * score) / (n - 1) : 0;
    double margin = 1.96 * sqrt(variance / n);
    printf("%s against %s, depth %d, %d games from %d ballot openings (colours swapped):\n",
           dm_heuristic_name(a), dm_heuristic_name(b), depth, 2 * n, n);
    printf("  +%d =%d -%d, score %.1f%% (95%%: %.1f%% .. %.1f%%)\n", wins, draws, losses,
           100 * score, 100 * (score - margin), 100 * (score + margin));
    printf("  Elo difference %+.0f (95%%: %+.0f .. %+.0f)\n", elo_of(score),
           elo_of(score - margin), elo_of(score + margin));
    return 0;
}
