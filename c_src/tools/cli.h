/* What the command-line tools (perft_bench, search_bench) share: loading a
   board from kb/ files and a position from FEN, and timing. */
#ifndef DAMAS_CLI_H
#define DAMAS_CLI_H

#include "draughts/board.h"
#include "draughts/position.h"

/* Builds board from the KB files and reads fen into pos.  On failure
   prints "program: why" on stderr and returns -1. */
int cli_load(const char *program, const char *kb, const char *rules,
             const char *fen, dm_board *board, dm_position *pos);

/* Seconds on a monotonic clock. */
double cli_now(void);

/* The median of n values (n > 0); sorts them. */
double cli_median(double *values, int n);

#endif
