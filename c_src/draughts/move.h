/* A move and a list of moves, in the internal layout. */
#ifndef DAMAS_MOVE_H
#define DAMAS_MOVE_H

#include <stdint.h>

#include "draughts/bitboard.h"

/* Most pieces one move can take.  On 8x8 the record is 10 (OEIS A329451);
   the bound leaves room for larger boards. */
#define DM_MAX_CAPTURES 24
/* More legal moves than any position on the boards we support can have;
   a generator that would exceed it reports overflow instead. */
#define DM_MAX_MOVES 256

typedef struct {
    bb_t captured;                      /* pieces taken, as a mask */
    uint8_t from, to;                   /* bit indexes */
    uint8_t captures;                   /* number of pieces taken */
    /* 1 when a man passed its far row during the capture and was crowned
       there (crown_during_capture): a king wherever the move ends. */
    uint8_t crowned;
    uint8_t landing[DM_MAX_CAPTURES];   /* where the piece lands after each jump */
    uint8_t taken[DM_MAX_CAPTURES];     /* the piece taken by each jump */
} dm_move;

typedef struct {
    int count;
    dm_move move[DM_MAX_MOVES];
} dm_move_list;

#endif
