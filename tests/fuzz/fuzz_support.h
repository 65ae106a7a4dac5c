/* What the libFuzzer harnesses of tests/fuzz/ share: the boards of the
   knowledge base, read once, and a check that stops the run on a broken
   invariant (libFuzzer saves the input that did it).

   The harnesses open kb/ files by DAMAS_ROOT, the repository root the
   Makefile passes at build time, so they run from any directory. */
#ifndef DAMAS_FUZZ_SUPPORT_H
#define DAMAS_FUZZ_SUPPORT_H

#include <stdio.h>
#include <stdlib.h>

#include "draughts/board.h"
#include "tools/kb_reader.h"

#ifndef DAMAS_ROOT
#define DAMAS_ROOT "."
#endif

#define FUZZ_CHECK(condition)                                              \
    do {                                                                    \
        if (!(condition)) {                                                 \
            fprintf(stderr, "%s:%d: invariant broken: %s\n", __FILE__,      \
                    __LINE__, #condition);                                  \
            abort();                                                        \
        }                                                                   \
    } while (0)

/* The Brazilian rules on the 8x8 board (index 0) and on the 10x10 board
   (index 1), built on first use; aborts when the knowledge base cannot be
   read, since then nothing is being tested. */
static inline const dm_board *fuzz_board(int index)
{
    static dm_board boards[2];
    static int ready[2];
    static const char *const files[2] = { DAMAS_ROOT "/kb/draughts/board_8x8.pl",
                                          DAMAS_ROOT "/kb/draughts/board_10x10.pl" };
    index = index ? 1 : 0;
    if (!ready[index]) {
        static dm_board_spec spec;
        char err[256];
        if (dm_kb_read(files[index], DAMAS_ROOT "/kb/draughts/brazilian.pl", &spec, err, sizeof err) != 0 ||
            dm_board_init(&boards[index], &spec, err, sizeof err) != 0) {
            fprintf(stderr, "fuzz: cannot build the board of %s: %s\n", files[index], err);
            abort();
        }
        ready[index] = 1;
    }
    return &boards[index];
}

#endif
