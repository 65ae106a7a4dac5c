#define _POSIX_C_SOURCE 200809L

#include "tools/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "draughts/fen.h"
#include "tools/kb_reader.h"

int cli_load(const char *program, const char *kb, const char *rules,
             const char *fen, dm_board *board, dm_position *pos)
{
    char err[256];
    dm_fen_error fen_error;
    dm_board_spec *spec = malloc(sizeof *spec);   /* too big for the stack */
    if (!spec) {
        fprintf(stderr, "%s: out of memory\n", program);
        return -1;
    }
    int failed = dm_kb_read(kb, rules, spec, err, sizeof err) ||
                 dm_board_init(board, spec, err, sizeof err);
    free(spec);
    if (failed) {
        fprintf(stderr, "%s: %s\n", program, err);
        return -1;
    }
    if (dm_fen_read(board, fen, pos, &fen_error) != DM_FEN_OK) {
        fprintf(stderr, "%s: bad FEN at %zu: %s\n", program, fen_error.offset,
                dm_fen_status_text(fen_error.status));
        return -1;
    }
    return 0;
}

double cli_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

double cli_median(double *values, int n)
{
    qsort(values, (size_t)n, sizeof values[0], by_value);
    return values[n / 2];
}
