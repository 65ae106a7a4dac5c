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
   gives.  A side with no legal move loses first, as in the game.  A
   position that stood in the game before the root has table entries of
   its own for the times it stood there: a score stored when it had stood
   there less often may not know the moves back that now draw.

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
#include "draughts/move.h"
#include "draughts/position.h"
#include "search/limits.h"
#include "search/tt.h"

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
