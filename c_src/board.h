/* The board: tables the engine builds from the knowledge base's relations.

   The caller (the Prolog glue, or a test reading kb/ files) fills a
   dm_board_spec with the relations exactly as the knowledge base states them;
   dm_board_init derives everything else: a bit layout in which every
   diagonal direction is one uniform shift, the masks of each side's
   promotion squares, and the rule switches.  A dm_board is read-only after
   initialisation, so any number of threads may share one. */
#ifndef DAMAS_BOARD_H
#define DAMAS_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include "bitboard.h"

#define DM_MAX_SQUARES 64   /* playable squares a bitboard can hold */
#define DM_DIRECTIONS 4     /* diagonal directions */
#define DM_MAX_STEPS (2 * DM_DIRECTIONS * DM_MAX_SQUARES)
#define DM_MAX_JUMPS (DM_DIRECTIONS * DM_MAX_SQUARES)

typedef enum { DM_WHITE = 0, DM_BLACK = 1 } dm_side;

static inline dm_side dm_opponent(dm_side side) { return (dm_side)(1 - side); }

/* The rule switches that change move generation.  Rules the engine does not
   implement are refused by dm_board_init (see dm_board_set_rule). */
typedef struct {
    bool majority_capture;      /* must take the most pieces */
    bool men_capture_backward;  /* men jump in all four directions */
    bool flying_kings;          /* kings move and capture at distance */
} dm_rules;

/* The knowledge base, as relations over square numbers 1..squares. */
typedef struct {
    int squares;                                     /* playable squares */
    int next[DM_MAX_SQUARES + 1][DM_DIRECTIONS];     /* diagonal/3, 0 = edge */
    int steps;
    struct { int from, to; dm_side side; } step[DM_MAX_STEPS];   /* movepeca/3 */
    int jumps;
    struct { int from, over, to; } jump[DM_MAX_JUMPS];            /* comepeca/3 */
    dm_rules rules;
} dm_board_spec;

/* Derived tables.  Bit positions are the engine's own ("internal") layout;
   square numbers are the knowledge base's. */
typedef struct {
    int squares;
    int bit_of_square[DM_MAX_SQUARES + 1];
    int square_of_bit[64];               /* 0 for ghost bits */
    bb_t valid;                          /* bits that are real squares */
    /* Shift amount of each direction.  Directions 0 and 1 are White's
       forward ones (positive shifts); 2 is the opposite of 0 and 3 of 1. */
    int shift[DM_DIRECTIONS];
    int direction_of_kb[DM_DIRECTIONS];  /* kb direction index -> ours */
    bb_t promotion[2];                   /* squares where a man of a side is crowned */
    dm_rules rules;
} dm_board;

/* Starts a spec with no relations and the default (Brazilian) rules. */
void dm_board_spec_clear(dm_board_spec *spec);

/* Sets one movegen rule by name from the knowledge base's rule facts.
   Returns 0 when the engine implements that value, -1 when it does not
   (then err names the rule), and 1 when the rule is not about move
   generation (ignored). */
int dm_board_set_rule(dm_board_spec *spec, const char *name, bool value,
                      char *err, size_t errlen);

/* Builds the tables.  Returns 0, or -1 with a message in err when the
   relations are inconsistent or admit no uniform-shift layout. */
int dm_board_init(dm_board *board, const dm_board_spec *spec,
                  char *err, size_t errlen);

#endif
