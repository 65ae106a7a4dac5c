/* The capture search at the horizon of the main search (search.c): see
   quiescence.c.  Private to the search folder. */
#ifndef DAMAS_SEARCH_QUIESCENCE_H
#define DAMAS_SEARCH_QUIESCENCE_H

#include "search/worker.h"

/* The value of pos, the node at ply on c's line, for the side to move,
   within the window alpha..beta: captures are played out to a quiet
   position, whose evaluation stands unless a man's step to its crowning
   square or an exchange offer does better.  0 when the search stopped. */
int quiesce(worker *c, const dm_position *pos, int alpha, int beta, int ply);

#endif
