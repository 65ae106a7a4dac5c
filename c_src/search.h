/* The search: iterative deepening, principal variation search (alpha-beta
   with null windows), a transposition table, and a capture search at the
   horizon.

   Each iteration from depth 5 starts with a narrow window around the
   previous score and widens it where the score falls outside.  Per node:
   the transposition table (tt.h) gives a result or a first move; a node
   with a single legal move is searched one ply deeper; moves are
   tried hash move first, then captures taking kings or crowning, quiet
   crowning steps, two killer moves per ply and the history heuristic;
   late quiet moves are searched less deep first (late move reductions).
   At depth 0 the capture search takes over: a side that must capture goes
   on capturing until it need not, so a forced capture is never cut off at
   the horizon; a quiet position is scored by the static evaluation
   (eval.h).  A position that repeats one on the path (or in the game
   history the caller gives) scores as a draw.

   Scores are for the side to move at the root.  A side with no legal move
   loses: the score of a win found n plies from the root is
   DM_SCORE_WIN - n, of a loss -(DM_SCORE_WIN - n).

   All state belongs to the call: the board is only read (threads may share
   it), the transposition table is the caller's (one per thread), the rest
   is allocated and freed inside dm_search.  should_stop lets the caller
   interrupt (the Prolog glue polls signals through it); a stopped search
   leaves nothing behind. */
#ifndef DAMAS_SEARCH_H
#define DAMAS_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "board.h"
#include "eval.h"
#include "move.h"
#include "position.h"
#include "tt.h"

#define DM_MAX_PLY 128                 /* plies below the root, extensions included */
#define DM_MAX_DEPTH 100               /* iterations, at most */
#define DM_SCORE_INFINITE 32000
#define DM_SCORE_WIN 30000
#define DM_SCORE_WIN_BOUND (DM_SCORE_WIN - DM_MAX_PLY)   /* beyond: a win */

static inline bool dm_score_is_win(int score) { return score > DM_SCORE_WIN_BOUND; }
static inline bool dm_score_is_loss(int score) { return score < -DM_SCORE_WIN_BOUND; }

typedef struct dm_search_result dm_search_result;
typedef struct dm_egdb dm_egdb;

/* Limits and settings.  Zero (or NULL) in a field means "no limit" or "the
   default"; a search without any limit runs to DM_MAX_DEPTH, so give one. */
typedef struct {
    int max_depth;             /* iterations up to this depth */
    double max_seconds;        /* wall-clock budget of the call */
    uint64_t max_nodes;        /* nodes visited, approximately */
    dm_heuristic heuristic;    /* static evaluation */
    /* Polled every few thousand nodes; non-zero stops the search. */
    int (*should_stop)(void *context);
    void *context;
    /* Called after every completed iteration with the result so far. */
    void (*on_iteration)(const dm_search_result *result, void *context);
    /* The game's positions before the root, oldest first (those since the
       last capture or man move are enough); may be NULL.  The search
       scores a position met again, in the game or on its own line, as a
       draw, at its first repetition. */
    const dm_position *history;
    int history_length;
    /* An endgame database (egdb.h), or NULL: a position below the root
       that it covers is scored by it (dm_egdb_score) and not searched. */
    const dm_egdb *egdb;
} dm_search_limits;

struct dm_search_result {
    bool has_move;             /* false: the side to move has no legal move */
    dm_move best;              /* legal in the root position when has_move */
    int score;                 /* of best, for the side to move; with depth
                                  0 only the static evaluation after the
                                  single legal move, or 0 */
    int depth;                 /* last completed iteration (0: none, or a
                                  single legal move) */
    int selective_depth;       /* deepest ply visited */
    uint64_t nodes;            /* positions visited, capture search included */
    uint64_t cutoffs;          /* beta cutoffs */
    uint64_t tt_hits;          /* table probes that found the position */
    double seconds;
    bool stopped;              /* a limit other than max_depth, or should_stop,
                                  ended the search */
    int pv_length;             /* the principal variation, best first */
    dm_move pv[DM_MAX_PLY];
};

typedef enum {
    DM_SEARCH_OK = 0,
    DM_SEARCH_NO_MEMORY = -1,
    DM_SEARCH_OVERFLOW = -2,    /* a position had more than DM_MAX_MOVES moves */
    DM_SEARCH_BAD_LIMITS = -3   /* negative limits or history_length */
} dm_search_status;

/* Searches pos within limits and fills *result.  tt may be NULL.  A search
   ended by time, nodes or should_stop gives the best move of the last
   completed iteration (the first legal move if none completed).  With a
   single legal move the search returns it at once (depth 0).  On an error
   result->has_move is false. */
dm_search_status dm_search(const dm_board *board, const dm_position *pos,
                           const dm_search_limits *limits, dm_tt *tt,
                           dm_search_result *result);

#endif
