/* Reading the knowledge base's text files into a dm_board_spec, for the C
   tests and benchmarks, which run without SWI-Prolog.  (Inside SWI-Prolog
   the glue hands the engine the loaded facts instead.)

   The reader understands only the one-line fact shapes that kb/draughts/generate.pl
   writes and kb/draughts/brazilian.pl uses:
       casa(File, Rank, dark, Number).   casa(File, Rank, light, none).
       movepeca(From, To, white|black).
       comepeca(From, Over, To).
       diagonal(From, north_east|north_west|south_east|south_west, To).
       orthogonal(From, north|south|east|west, To).
       rule(Name, Atom).   rule(Name, [Atom, ...]).
   Every other line (comments, directives, other facts) is skipped, and so
   are the rules that are not about move generation (first_to_move,
   men_start_ranks(Side), draw_...). */
#ifndef DAMAS_KB_READER_H
#define DAMAS_KB_READER_H

#include <stddef.h>

#include "draughts/board.h"

/* Reads board relations (movepeca, comepeca, diagonal, orthogonal; casa
   lines give the square count = number of dark casa facts) from board_path
   and rule facts from rules_path (rules_path may be NULL).  Starts with
   dm_board_spec_clear(spec).  For each move-generation rule line calls
   dm_board_set_rule(spec, name, value, err, errlen), a list value written
   "a,b", and fails if it returns -1 (an unknown rule, a value the rule
   does not take).  Returns 0, or -1 with a message in err (file missing,
   malformed fact line, square number out of range, too many facts).
   Direction index of spec->next[from][d]: north_east = 0, north_west = 1,
   south_east = 2, south_west = 3; of spec->orthogonal[from][d]: north = 0,
   south = 1, east = 2, west = 3. */
int dm_kb_read(const char *board_path, const char *rules_path,
               dm_board_spec *spec, char *err, size_t errlen);

#endif
