/* Perft: the number of leaf nodes of the legal move tree to a given depth. */
#ifndef DAMAS_PERFT_H
#define DAMAS_PERFT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draughts/board.h"
#include "draughts/position.h"

/* The deepest count: the recursion keeps a move list (16 KB) per ply on
   the C stack, and a deeper count could not finish anyway. */
#define DM_PERFT_MAX_DEPTH 64

typedef struct {
    bool bulk;                /* count the last ply instead of making it */
    size_t hash_bytes;        /* perft hash table size; 0 for none */
    /* Count every capture path as its own move, instead of one move per
       start, landing square and set of pieces taken. */
    bool every_capture_path;
    /* Called every few thousand nodes when not NULL; a non-zero answer stops
       the count (then dm_perft returns DM_PERFT_STOPPED). */
    int (*should_stop)(void *context);
    void *context;
} dm_perft_options;

typedef enum {
    DM_PERFT_OK = 0,
    DM_PERFT_STOPPED = -1,    /* should_stop asked to stop */
    DM_PERFT_NO_MEMORY = -2,  /* the hash table could not be allocated */
    DM_PERFT_OVERFLOW = -3,   /* a position had more than DM_MAX_MOVES moves */
    DM_PERFT_BAD_DEPTH = -4,  /* depth above DM_PERFT_MAX_DEPTH */
    DM_PERFT_TOO_MANY = -5    /* the count does not fit in 64 bits */
} dm_perft_status;

dm_perft_status dm_perft(const dm_board *board, const dm_position *pos,
                         int depth, const dm_perft_options *options,
                         uint64_t *leaves);

#endif
