/* Gomoku's search and its two evaluations.

   The engine's evaluation sums, over the windows a colour can still fill,
   a value growing tenfold with each stone (gomoku_board.c keeps the sums
   incrementally).  The classroom heuristic is the contiguous-sequence
   function h = (v - l) * p / j; what the letters stand for is our reading
   of it, documented in docs/gomoku.md:
     v  the side's sequences: over every maximal run of two or more of its
        stones along a line, with at least one empty end, the run's length
        squared times its number of empty ends (1 or 2);
     l  the same sum for the opponent;
     p  a fixed weight, GM_CLASSROOM_WEIGHT, that keeps digits through the
        integer division;
     j  the stones on the board (at least 1): the game's progress.

   The search: negamax alpha-beta with principal variation search and
   iterative deepening, over the empty points within two points along a
   line of a stone, ordered by a threat value and cut to a width below the
   root; a four forces the reply (the blocking points only, without using
   depth: the threat extension); at the horizon a quiescence search plays
   on the moves that make a four, so a VCF (victory by continuous fours)
   is found past the nominal depth; a Zobrist transposition table (tt.h),
   which keeps the quiescence search's results too (the orders of the
   same fours transpose), and mate distance pruning (once a win is
   found, no line is searched that could only win later). */
#ifndef DAMAS_GOMOKU_SEARCH_H
#define DAMAS_GOMOKU_SEARCH_H

#include <stdint.h>

#include "gomoku/board.h"
#include "search/tt.h"

#define GM_WIN 30000                 /* a win now; a win in n plies: GM_WIN - n */
#define GM_WIN_BOUND 29000           /* beyond this, a score is a win or loss */
#define GM_CLASSROOM_WEIGHT 100
#define GM_MAX_PLY 128

typedef enum { GM_HEURISTIC_ENGINE = 0, GM_HEURISTIC_CLASSROOM = 1 } gm_heuristic;

typedef struct {
    int v, l, p, j;
} gm_classroom;

/* The classroom terms from side's point of view. */
void gm_classroom_terms(const gm_board *board, const gm_position *pos, int side,
                        gm_classroom *terms);

/* (v - l) * p / j, the division truncated toward zero. */
int gm_classroom_value(const gm_classroom *terms);

/* The position's value for the side to move under heuristic, a game
   already won or drawn included (-GM_WIN: the side to move has lost). */
int gm_evaluate(const gm_board *board, const gm_position *pos, gm_heuristic heuristic);

typedef struct {
    int depth;                 /* plies, 1..GM_MAX_PLY/2 */
    double seconds;            /* 0: no limit */
    uint64_t nodes;            /* 0: no limit */
    int width;                 /* candidates searched below the root; 0: all */
    gm_heuristic heuristic;
    dm_tt *tt;                 /* NULL: none */
    /* Asked every 1024 nodes (may be NULL): non-zero stops the search,
       which keeps the last depth it completed. */
    int (*should_stop)(void *context);
    void *context;
} gm_search_options;

typedef struct {
    int move;                  /* a point; -1 when the game is over */
    int score;                 /* for the side to move */
    int depth;                 /* the last depth completed */
    uint64_t nodes;
    double seconds;
} gm_search_result;

/* Searches pos (which is not changed) and fills result.  Returns 0, or -1
   when the game is already over. */
int gm_search(const gm_board *board, const gm_position *pos,
              const gm_search_options *options, gm_search_result *result);

/* The classroom player at one ply: the move whose position is best for
   the mover under the classroom heuristic, a win first; ties go to the
   point that random (a seed, advanced on each call) picks.  -1 when the
   game is over. */
int gm_classroom_move(const gm_board *board, const gm_position *pos, uint64_t *random);

#endif
