/* Engine games for the tuner and the evaluation match: one game between
   two search settings, and the opening positions to start games from.

   A game ends when the side to move has no legal move (it loses), or as a
   draw: at the third occurrence of a position, after SELFPLAY_QUIET_PLIES
   plies without a capture or a man's move, or after SELFPLAY_MAX_PLIES
   plies.  These are the self-play's own adjudication rules, simpler than
   any variant's draw rules (library(damas/game) has those): they only
   have to end games in a reproducible way.  Every search is
   single-threaded and limited by depth or nodes, and the table is cleared
   at the start of each game, so the same inputs give the same game. */
#ifndef DAMAS_SELFPLAY_H
#define DAMAS_SELFPLAY_H

#include <stdint.h>

#include "draughts/board.h"
#include "egdb/database.h"
#include "draughts/position.h"
#include "search/search.h"
#include "search/tt.h"

#define SELFPLAY_MAX_PLIES 300
#define SELFPLAY_QUIET_PLIES 60

typedef enum {
    SELFPLAY_BLACK_WINS = -1,
    SELFPLAY_DRAW = 0,
    SELFPLAY_WHITE_WINS = 1,
    SELFPLAY_ERROR = -2          /* the search failed (memory, overflow) */
} selfplay_result;

/* Optional ways of playing a game (NULL in selfplay_game: none).
   egdb: the game ends when it reaches a position the database covers,
   with the database's result (and the players' searches use it).
   random_plies, random_per_mille, seed: in each of the first random_plies
   plies, with that chance, the move is drawn at random among the legal
   ones instead of searched, the draws taken from the generator *seed
   (xorshift), so that games from the same opening differ but the same
   seed gives the same game. */
typedef struct {
    const dm_egdb *egdb;
    int random_plies;
    int random_per_mille;
    uint64_t *seed;
} selfplay_options;

/* The next number of the xorshift generator at *seed (not 0). */
uint64_t selfplay_random(uint64_t *seed);

/* Called with every position of the game before its move is searched. */
typedef void (*selfplay_visit)(const dm_position *pos, void *context);

/* Plays from start, White's moves searched with player[DM_WHITE], Black's
   with player[DM_BLACK] (their history fields are ignored: the game
   supplies its own).  tt may be NULL.  visit may be NULL.  *plies gets the
   game's length. */
selfplay_result selfplay_game(const dm_board *board, const dm_position *start,
                              const dm_search_limits player[2], dm_tt *tt,
                              const selfplay_options *options,
                              selfplay_visit visit, void *context, int *plies);

/* Reads up to max positions from a tab-separated file of "name <TAB> fen"
   lines ('#' comments and a header line "name<TAB>fen" skipped).  Returns
   the number read, or -1 (with a message on stderr) when the file cannot
   be opened or a FEN is not a position of board. */
int selfplay_read_openings(const char *path, const dm_board *board,
                           dm_position *out, int max);

#endif
