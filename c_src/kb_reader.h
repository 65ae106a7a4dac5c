/* Reading the knowledge base's text files into a dm_board_spec, for the C
   tests and benchmarks, which run without SWI-Prolog.  (Inside SWI-Prolog
   the glue hands the engine the loaded facts instead.)

   The reader understands only the one-line fact shapes that kb/generate.pl
   writes and kb/brazilian.pl uses:
       casa(File, Rank, dark, Number).   casa(File, Rank, light, none).
       movepeca(From, To, white|black).
       comepeca(From, Over, To).
       diagonal(From, north_east|north_west|south_east|south_west, To).
       rule(Name, true|false).
   Every other line (comments, directives, other facts, rules with other
   values) is skipped. */
#ifndef DAMAS_KB_READER_H
#define DAMAS_KB_READER_H

#include <stddef.h>

#include "board.h"

/* Reads board relations (movepeca, comepeca, diagonal; casa lines give the
   square count = number of dark casa facts) from board_path and
   rule(Name, true|false) facts from rules_path (rules_path may be NULL).
   Starts with dm_board_spec_clear(spec).  For each boolean rule line calls
   dm_board_set_rule(spec, name, value, err, errlen) and fails if it returns
   -1.  Returns 0, or -1 with a message in err (file missing, malformed fact
   line, square number out of range, too many facts).
   Direction index of spec->next[from][d]: north_east = 0, north_west = 1,
   south_east = 2, south_west = 3. */
int dm_kb_read(const char *board_path, const char *rules_path,
               dm_board_spec *spec, char *err, size_t errlen);

#endif
