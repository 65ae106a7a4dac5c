/* Generating endgame databases (egdb.h) by retrograde analysis.

   Slices are solved in an order in which every move leaving a slice
   leads to one solved before: fewer pieces first (captures), then fewer
   men (promotions).  A slice is solved together with its colour-swapped
   twin (White's kings and men against Black's swapped), since a move of
   one leads to a position of the other with Black to move.  Inside, the
   positions are cut by their men's squares: a man's move cannot be taken
   back, so the men configurations are solved most advanced first, and in
   each only the kings' moves that are not captures link positions to one
   another.  There the values spread backwards from the positions that a
   move out of the configuration, or the lack of any move, decides:
   a position is won once one move reaches a position lost for the
   opponent, lost once every move reaches one won for the opponent; what
   never resolves is a draw (neither side can force anything).  Taking a
   king's move back is a king's move of the same geometry, made here with
   the engine's own generator on the board with every piece given to the
   side that moved (so that no capture gets in the way), and a predecessor
   that had a capture to make was already decided by its own moves.

   Every move comes from the engine (dm_generate_moves, dm_make_move_as),
   so the rules are the knowledge base's. */
#ifndef DAMAS_EGDB_GENERATE_H
#define DAMAS_EGDB_GENERATE_H

#include <stdbool.h>
#include <stdio.h>

#include "egdb/database.h"

typedef struct {
    int max_pieces;          /* every slice with 2..max_pieces pieces */
    const char *directory;   /* where to write (and find already made)
                                slice files; NULL: in memory only */
    FILE *log;               /* a line per slice, with the slices done of
                                how many and the time; may be NULL */
    bool kings_only;         /* only the slices without men (a capture
                                from one leads to another) */
    int jobs;                /* threads solving pairs at once; 0: one */
    const dm_egdb_material *slice;  /* not NULL: this slice and its twin
                                alone, every slice its moves lead to read
                                from the directory (an error if absent),
                                and the manifest left alone */
} dm_egdb_generate_options;

/* Fills db (from dm_egdb_new) with every slice of up to max_pieces pieces,
   reading those whose files already exist in the directory.  A pair of
   slices is solved once every pair its moves lead to is (docs/endgame.md):
   with jobs > 1 the pairs ready are solved on that many threads at once,
   and the values come out the same byte for byte.  Returns 0, or -1 with
   a message in err. */
int dm_egdb_generate(dm_egdb *db, const dm_egdb_generate_options *options,
                     char *err, size_t errlen);

/* Whether a move from a position of material `from` (either side to
   move) can lead to one of material `to` (other than from itself):
   neither side's pieces nor men grow in number. */
bool dm_egdb_leads_to(const dm_egdb_material *from, const dm_egdb_material *to);

/* Pairs of slices whose moves lead to none of the others' slices: those
   of the same number of pieces and of men.  Calls each(material, data)
   for one slice of each pair of up to max_pieces pieces (kings only if
   asked), level by level (fewer pieces first, then fewer men), and
   level_end(data) after each level; solving the levels in that order,
   the pairs of a level at once, is an order the generator accepts. */
void dm_egdb_levels(int max_pieces, bool kings_only,
                    void (*each)(const dm_egdb_material *, void *),
                    void (*level_end)(void *), void *data);

#endif
