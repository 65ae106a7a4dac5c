/* The weights of DM_HEURISTIC_DEFAULT (eval.h) on 10x10 boards: the 8x8
   terms, no square table yet (`make tune TUNE_VARIANT=international`
   fits them). */
#ifndef DAMAS_EVAL_WEIGHTS_10X10_H
#define DAMAS_EVAL_WEIGHTS_10X10_H

#define DM_EVAL_10X10_WEIGHTS_FULL { \
    [DM_TERM_MAN] = 100, \
    [DM_TERM_KING] = 280, \
    [DM_TERM_ADVANCE] = 4, \
    [DM_TERM_BACK_RANK] = 29, \
    [DM_TERM_CENTRE] = -12, \
    [DM_TERM_FLANK] = 5, \
    [DM_TERM_RUNAWAY] = -8, \
    [DM_TERM_RUNAWAY_STEPS] = 7, \
    [DM_TERM_TRIANGLE] = -1, \
    [DM_TERM_BACKED] = -5, \
    [DM_TERM_THREATENED] = -12, \
    [DM_TERM_KING_MOBILITY] = 20, \
    [DM_TERM_TRAPPED_KING] = -4, \
    [DM_TERM_LONG_DIAGONAL] = 18, \
    [DM_TERM_BALANCE] = 9, \
    [DM_TERM_EN_PRISE_MAN] = -50, \
    [DM_TERM_EN_PRISE_KING] = -150 }

#define DM_EVAL_10X10_WEIGHTS_EMPTY { \
    [DM_TERM_MAN] = 84, \
    [DM_TERM_KING] = 226, \
    [DM_TERM_ADVANCE] = 14, \
    [DM_TERM_BACK_RANK] = 2, \
    [DM_TERM_CENTRE] = -8, \
    [DM_TERM_FLANK] = -38, \
    [DM_TERM_RUNAWAY] = 5, \
    [DM_TERM_RUNAWAY_STEPS] = 18, \
    [DM_TERM_TRIANGLE] = 22, \
    [DM_TERM_BACKED] = -10, \
    [DM_TERM_THREATENED] = -9, \
    [DM_TERM_KING_MOBILITY] = -3, \
    [DM_TERM_TRAPPED_KING] = -12, \
    [DM_TERM_LONG_DIAGONAL] = -37, \
    [DM_TERM_BALANCE] = 0, \
    [DM_TERM_EN_PRISE_MAN] = -50, \
    [DM_TERM_EN_PRISE_KING] = -150 }

#define DM_EVAL_10X10_SQUARE_WEIGHTS_FULL { \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0 }

#define DM_EVAL_10X10_SQUARE_WEIGHTS_EMPTY { \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0, \
    0, 0, 0, 0, 0 }

#define DM_EVAL_10X10_PATTERN_WEIGHTS_FULL { 0 }

#define DM_EVAL_10X10_PATTERN_WEIGHTS_EMPTY { 0 }

#endif
