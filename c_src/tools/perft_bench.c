/* perft_bench: perft from the command line, and the figures of `make bench`.

   perft_bench                         the benchmark: perft(11) from the start
                                       with bulk counting, without, and hashed
   perft_bench [options]               one count
     --kb FILE      board relations    (default kb/draughts/board_8x8.pl)
     --rules FILE   rule facts         (default kb/draughts/brazilian.pl)
     --fen TEXT     start position     (default W:W21-32:B1-12)
     --depth N      (default 11)
     --no-bulk      make every move of the last ply
     --every-path   count every capture path (no merging of duplicates)
     --hash MB      use a perft hash table of MB megabytes
     --divide       leaves below each move of the root */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/board.h"
#include "tools/cli.h"
#include "draughts/movegen.h"
#include "draughts/perft.h"

typedef struct {
    const char *kb, *rules, *fen;
    int depth;
    dm_perft_options perft;
    bool divide;
} settings;

static int count(const dm_board *board, const dm_position *pos, const settings *s,
                 uint64_t *leaves)
{
    dm_perft_status status = dm_perft(board, pos, s->depth, &s->perft, leaves);
    if (status != DM_PERFT_OK)
        fprintf(stderr, "perft_bench: perft failed (%d)\n", (int)status);
    return status == DM_PERFT_OK ? 0 : -1;
}

static int divide(const dm_board *board, const dm_position *pos, const settings *s)
{
    dm_move_list list;
    settings below = *s;
    below.depth = s->depth - 1;
    uint64_t total = 0;
    int n = s->perft.every_capture_path ? dm_generate_general(board, pos, &list, true)
                                        : dm_generate_moves(board, pos, &list);
    if (n < 0)
        return -1;
    for (int i = 0; i < list.count; i++) {
        const dm_move *m = &list.move[i];
        dm_position child;
        uint64_t leaves;
        dm_make_move(board, pos, m, &child);
        if (count(board, &child, &below, &leaves))
            return -1;
        printf("%d%c%d\t%llu\n", board->square_of_bit[m->from], m->captures ? 'x' : '-',
               board->square_of_bit[m->to], (unsigned long long)leaves);
        total += leaves;
    }
    printf("total\t%llu\n", (unsigned long long)total);
    return 0;
}

/* The median of several runs: these machines are shared and noisy. */
static int timed(const char *label, const dm_board *board, const dm_position *pos,
                 const settings *s)
{
    enum { RUNS = 5 };
    double seconds[RUNS];
    uint64_t leaves = 0;
    for (int i = 0; i < RUNS; i++) {
        double start = cli_now();
        if (count(board, pos, s, &leaves))
            return -1;
        seconds[i] = cli_now() - start;
    }
    double median = cli_median(seconds, RUNS);
    printf("%-32s depth %2d  %11llu leaves  median of %d: %6.3f s (%.3f-%.3f)  %7.1f M leaves/s\n",
           label, s->depth, (unsigned long long)leaves, RUNS, median, seconds[0],
           seconds[RUNS - 1], (double)leaves / median / 1e6);
    return 0;
}

static int benchmark(const dm_board *board, const dm_position *pos, settings s)
{
    int failed = 0;
    s.perft.bulk = true;
    failed |= timed("perft, bulk counting", board, pos, &s);
    s.perft.bulk = false;
    failed |= timed("perft, no bulk counting", board, pos, &s);
    s.perft.bulk = true;
    s.perft.hash_bytes = (size_t)8 << 20;
    failed |= timed("perft, bulk counting, 8 MB hash", board, pos, &s);
    return failed ? 1 : 0;
}

static int usage(void)
{
    fprintf(stderr, "usage: perft_bench [--kb FILE] [--rules FILE] [--fen TEXT] "
                    "[--depth N] [--no-bulk] [--every-path] [--hash MB] [--divide]\n");
    return 2;
}

int main(int argc, char **argv)
{
    settings s = { "kb/draughts/board_8x8.pl", "kb/draughts/brazilian.pl", "W:W21-32:B1-12", 11,
                   { .bulk = true }, false };
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(arg, "--no-bulk") == 0)
            s.perft.bulk = false;
        else if (strcmp(arg, "--every-path") == 0)
            s.perft.every_capture_path = true;
        else if (strcmp(arg, "--divide") == 0)
            s.divide = true;
        else if (!value)
            return usage();
        else if (strcmp(arg, "--kb") == 0)
            s.kb = value, i++;
        else if (strcmp(arg, "--rules") == 0)
            s.rules = value, i++;
        else if (strcmp(arg, "--fen") == 0)
            s.fen = value, i++;
        else if (strcmp(arg, "--depth") == 0)
            s.depth = atoi(value), i++;
        else if (strcmp(arg, "--hash") == 0) {
            /* A negative or huge size once wrapped to a huge table size. */
            char *end;
            long long mb = strtoll(value, &end, 10);
            if (*value == '\0' || *end != '\0' || mb < 0 ||
                (unsigned long long)mb > SIZE_MAX >> 20)
                return usage();
            s.perft.hash_bytes = (size_t)mb << 20, i++;
        }
        else
            return usage();
    }

    static dm_board board;
    dm_position pos;
    if (cli_load("perft_bench", s.kb, s.rules, s.fen, &board, &pos))
        return 1;
    if (argc == 1)
        return benchmark(&board, &pos, s);
    if (s.divide)
        return divide(&board, &pos, &s) ? 1 : 0;
    uint64_t leaves;
    if (count(&board, &pos, &s, &leaves))
        return 1;
    printf("%llu\n", (unsigned long long)leaves);
    return 0;
}
