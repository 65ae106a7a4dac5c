/* What a search is given and what it gives back: its limits and
   settings, its scores, its result and why it stopped.  search.h says
   how the search uses them; the search's own files (worker.h) need these
   types without the functions. */
#ifndef DAMAS_SEARCH_LIMITS_H
#define DAMAS_SEARCH_LIMITS_H

#include <stdbool.h>
#include <stdint.h>

#include "draughts/move.h"
#include "draughts/position.h"
#include "search/eval.h"

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

#endif
