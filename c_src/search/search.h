/* The search: iterative deepening, principal variation search (alpha-beta
   with null windows), a transposition table, and a capture search at the
   horizon.

   Each iteration from depth 5 starts with a narrow window around the
   previous score and widens it where the score falls outside.  Per node:
   the transposition table (tt.h) gives a result or a first move; a node
   with a single legal move is searched one ply deeper (at most
   DM_MAX_EXTENSIONS times on a line); moves are tried hash move first,
   then captures taking kings or crowning, quiet crowning steps, two killer
   moves per ply and the history heuristic; late quiet moves are searched
   less deep first (late move reductions, one ply less at PV nodes), and
   at depth 1 and 2 of a null-window node not at all (late-move
   pruning), unless they give the opponent a capture: a sacrifice forces
   the reply, and a combination of several is found only if none of them
   is pruned.  At a null-window node of depth 5 or more, a search 4 plies
   shallower whose score clears either bound by a margin settles the
   node (ProbCut).  At depth 0 the capture search takes over: a side that
   must capture goes on capturing until it need not, so a forced capture
   is never cut off at the horizon; a quiet position is scored by the
   static evaluation (eval.h), or by the capture search after a man's step
   to its crowning square or, while no king stands, after a move that
   offers an exchange (the opponent must take one piece and can be taken
   back) when that does better.

   Draws: a position that repeats one on the line since the root, or that
   has occurred draw_repetition - 1 times before in the game, scores as a
   draw; so does a node where the kings-only count or the three-kings
   count reaches the variant's limit (docs/rules.md), the counts being
   part of the searched state, started from the root's values the caller
   gives.  A side with no legal move loses first, as in the game.

   Scores are for the side to move at the root.  A side with no legal move
   loses (wins, when limits->game_won_by is DM_WON_BY_HAVING_NO_MOVE; with
   DM_WON_BY_FIRST_KING a position with a king on the board is over too,
   won by the king's side, as position_ending/2 of library(damas/game)
   says): the score of a win found n plies from the root is
   DM_SCORE_WIN - n, of a loss -(DM_SCORE_WIN - n).  A root that is over
   by the first king gives no move, as one without a legal move does.

   Time: max_seconds alone is a fixed time per move, spent to the end
   (deepening goes on until the deadline cuts an iteration).  With a
   target_seconds too (a clock), an iteration starts only if the one
   before, times the branching factor the iterations so far show, lets it
   finish within max_seconds.  max_seconds is a hard deadline, and an
   iteration it (or max_nodes) cuts still gives its move when that move
   was searched fully and beat the first.

   A dm_search_context keeps what is worth keeping from one search to the
   next: the transposition table and the history heuristic, and runs
   helper threads (Lazy SMP: they search the same root at varied depths,
   sharing the lock-free table; the main thread's result is the answer).
   One context serves one search at a time.  The board is only read
   (threads may share it).  should_stop lets the caller interrupt (the
   Prolog glue polls signals through it); only the calling thread ever
   calls should_stop and on_iteration. */
#ifndef DAMAS_SEARCH_H
#define DAMAS_SEARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "draughts/board.h"
#include "search/eval.h"
#include "draughts/move.h"
#include "draughts/position.h"
#include "search/tt.h"

#define DM_MAX_PLY 128                 /* plies below the root, extensions included */
#define DM_MAX_DEPTH 100               /* iterations, at most */
#define DM_MAX_EXTENSIONS 16           /* single-move extensions on one line */
#define DM_MAX_THREADS 64
#define DM_SCORE_INFINITE 32000
#define DM_SCORE_WIN 30000
#define DM_SCORE_WIN_BOUND (DM_SCORE_WIN - DM_MAX_PLY)   /* beyond: a win */

static inline bool dm_score_is_win(int score) { return score > DM_SCORE_WIN_BOUND; }
static inline bool dm_score_is_loss(int score) { return score < -DM_SCORE_WIN_BOUND; }

/* How a game is won (docs/rules.md, rule game_won_by). */
typedef enum {
    DM_WON_BY_OPPONENT_WITHOUT_MOVE = 0,  /* a side with no legal move loses */
    DM_WON_BY_HAVING_NO_MOVE,             /* a side with no legal move wins */
    DM_WON_BY_FIRST_KING                  /* the first king wins; no move loses */
} dm_game_won_by;

typedef struct dm_search_result dm_search_result;
typedef struct dm_egdb dm_egdb;

/* Limits and settings.  Zero (or NULL) in a field means "no limit" or "the
   default"; a search without any limit runs to DM_MAX_DEPTH, so give one. */
typedef struct {
    int max_depth;             /* iterations up to this depth */
    double max_seconds;        /* wall-clock budget of the call, all used */
    /* With max_seconds, a target within it (a clock's share of the time
       left): no iteration starts past it, and max_seconds is only the
       deadline an iteration must be expected to meet. */
    double target_seconds;
    uint64_t max_nodes;        /* nodes visited, approximately */
    dm_heuristic heuristic;    /* static evaluation */
    /* The board's evaluation tables (dm_eval_init on the same board),
       read-only, so any number of searches may share them; NULL: the
       search builds its own for the call, megabytes written each time. */
    const dm_eval_tables *eval;
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
       that it covers is scored by it (dm_egdb_score) and not searched;
       but when the root is a win or loss without a distance, the wins
       and losses without one are searched in the main search and
       scored by it only at the horizon (docs/endgame.md). */
    const dm_egdb *egdb;
    /* Draw rules (docs/rules.md); 0 means the rule does not apply, and for
       draw_repetition that a position met again is a draw at once. */
    int draw_repetition;        /* the N-th occurrence is a draw */
    int draw_kings_only_moves;  /* N moves each (2N plies) of king steps */
    int draw_three_kings;       /* N moves of the side with three kings */
    /* The root's counts, from the game: plies of king steps without a
       capture, and moves the stronger side made since three kings against
       one first stood (read only when the root has that material). */
    int root_kings_only;
    int root_three_kings;
    /* How the game is won.  Under any rule but the usual one the search
       probes no endgame database (its values are the usual game's) and,
       for having_no_move, scores a quiet position by the evaluation
       negated: fewer pieces and fewer moves are then the better. */
    dm_game_won_by game_won_by;
    int threads;               /* 0 or 1: the calling thread alone */
} dm_search_limits;

/* Why a search ended. */
typedef enum {
    DM_STOP_DEPTH = 0,         /* max_depth completed (or DM_MAX_DEPTH) */
    DM_STOP_PROVEN,            /* a win or loss no deeper search changes */
    DM_STOP_SINGLE_MOVE,       /* one legal move: played at once */
    DM_STOP_NO_MOVE,           /* no legal move */
    DM_STOP_TIME_PREDICTED,    /* the next iteration would not finish in time */
    DM_STOP_TIME_OUT,          /* the deadline came inside an iteration */
    DM_STOP_NODES,             /* max_nodes */
    DM_STOP_STOPPED            /* should_stop, or dm_search_context_stop */
} dm_stop_reason;

const char *dm_stop_reason_name(dm_stop_reason reason);

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
    dm_stop_reason stop_reason;
    bool partial;              /* best comes from the iteration the deadline
                                  or max_nodes cut (depth + 1), searched
                                  fully there; score is then a lower bound */
    int pv_length;             /* the principal variation, best first */
    dm_move pv[DM_MAX_PLY];
};

typedef enum {
    DM_SEARCH_OK = 0,
    DM_SEARCH_NO_MEMORY = -1,
    DM_SEARCH_OVERFLOW = -2,    /* a position had more than DM_MAX_MOVES moves */
    DM_SEARCH_BAD_LIMITS = -3,  /* negative limits or history_length */
    DM_SEARCH_BUSY = -4         /* the context is searching in another thread */
} dm_search_status;

/* Searches pos within limits and fills *result.  tt may be NULL.  A search
   ended by time, nodes or should_stop gives the best move of the last
   completed iteration (the first legal move if none completed), or by
   time or nodes that of the cut iteration (result->partial) as said
   above.  With a
   single legal move the search returns it at once (depth 0).  On an error
   result->has_move is false. */
dm_search_status dm_search(const dm_board *board, const dm_position *pos,
                           const dm_search_limits *limits, dm_tt *tt,
                           dm_search_result *result);

/* ---- Contexts ------------------------------------------------------------ */

typedef struct dm_search_context dm_search_context;

/* A context with a table of at most tt_bytes (0: no table) whose searches
   use `threads` threads unless their limits say otherwise.  NULL when
   memory is short. */
dm_search_context *dm_search_context_new(size_t tt_bytes, int threads);

void dm_search_context_free(dm_search_context *context);   /* NULL is allowed */

/* Forgets the table and the move ordering knowledge; false (and nothing
   done) while the context is searching. */
bool dm_search_context_clear(dm_search_context *context);

/* From any thread: the search running with context ends as soon as it can,
   with the best move of its last completed iteration; nothing if idle. */
void dm_search_context_stop(dm_search_context *context);

size_t dm_search_context_tt_bytes(const dm_search_context *context);
int dm_search_context_threads(const dm_search_context *context);

/* dm_search with the context's table, ordering knowledge and threads
   (limits->threads, when not 0, overrides the context's); a search on
   another board than the last one's clears the context first.
   DM_SEARCH_BUSY if the context is already searching. */
dm_search_status dm_search_in_context(dm_search_context *context,
                                      const dm_board *board, const dm_position *pos,
                                      const dm_search_limits *limits,
                                      dm_search_result *result);

#endif
