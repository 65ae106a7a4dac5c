/* Eximo's computer player: an evaluation and an alpha-beta search with
   iterative deepening.  Every search keeps its state in its own context,
   so threads may search at once with one board. */
#ifndef EXIMO_SEARCH_H
#define EXIMO_SEARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eximo/board.h"
#include "eximo/movegen.h"

/* Scores are in hundredths of a piece, from the side to move's view;
   a won game scores EX_WIN less the plies to the win.  Every score fits
   the 16 bits of a transposition table entry (tt.h). */
#define EX_WIN 30000
#define EX_MAX_PLY 64

/* The evaluation of pos for the side to move: material, advancement,
   what reaching the far row would bring (drop potential) and pieces the
   opponent can capture at once (safety).  pos must have legal moves. */
int ex_evaluate(const ex_board *board, const ex_position *pos);

typedef struct {
    int max_depth;          /* 1..EX_MAX_PLY-2 */
    double seconds;         /* 0: no time limit */
    size_t tt_bytes;        /* transposition table size; 0: none */
} ex_search_limits;

typedef enum {
    EX_SEARCH_OK,           /* best holds a move */
    EX_SEARCH_NO_MOVE,      /* the side to move has lost */
    EX_SEARCH_OVERFLOW,     /* a move list or route did not fit */
    EX_SEARCH_NO_MEMORY
} ex_search_status;

typedef struct {
    ex_move best;
    int score;              /* of the deepest finished iteration */
    int depth;              /* that iteration's depth */
    uint64_t nodes;
} ex_search_result;

/* Searches pos to limits->max_depth, deepening one ply at a time, and
   stops early when the time is up (the last finished iteration decides;
   depth 1 always finishes). */
ex_search_status ex_search(const ex_board *board, const ex_position *pos,
                           const ex_search_limits *limits, ex_search_result *result);

#endif
