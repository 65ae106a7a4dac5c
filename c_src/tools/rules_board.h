/* The board a rules file of the knowledge base is played on, for the
   tools that take a rules file alone (egdb_tool, egdb_check): the
   variants of kb/draughts/ state it with a directive such as
       :- reexport(board_10x10).
   which names board_10x10.pl in the same directory.  Without this, a
   tool defaulting to the 8x8 board would build International rules on
   an 8x8 board without a word. */
#ifndef DAMAS_RULES_BOARD_H
#define DAMAS_RULES_BOARD_H

#include <stddef.h>

/* Writes into board_path the board file rules_path reexports.  Returns 0,
   or -1 when the file cannot be read or reexports no board_*.pl module
   (board_path then unchanged). */
int rules_board(const char *rules_path, char *board_path, size_t size);

#endif
