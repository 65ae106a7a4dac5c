/* FEN (PDN 3.0) positions: W:W21-32:B1-12 */
#ifndef DAMAS_FEN_H
#define DAMAS_FEN_H

#include <stddef.h>

#include "draughts/board.h"
#include "draughts/position.h"

typedef enum {
    DM_FEN_OK = 0,
    DM_FEN_BAD_SIDE,           /* side to move is not W or B */
    DM_FEN_BAD_FIELD,          /* a field does not start with W or B */
    DM_FEN_DUPLICATE_FIELD,    /* the W or B field given twice */
    DM_FEN_MISSING_FIELD,      /* no piece field at all */
    DM_FEN_BAD_SQUARE,         /* not a square number */
    DM_FEN_SQUARE_RANGE,       /* a number that is no square of the board */
    DM_FEN_BAD_RANGE,          /* a range a-b with a > b */
    DM_FEN_DUPLICATE_SQUARE,   /* a square given twice */
    DM_FEN_MAN_ON_PROMOTION,   /* a man on its own side's promotion row */
    DM_FEN_TRAILING            /* text after the position */
} dm_fen_status;

typedef struct {
    dm_fen_status status;
    size_t offset;             /* where in the text */
    int square;                /* the square concerned, or 0 */
} dm_fen_error;

/* A short English description of status, for messages. */
const char *dm_fen_status_text(dm_fen_status status);

/* Reads text into out; on failure out is untouched and error says why. */
dm_fen_status dm_fen_read(const dm_board *board, const char *text,
                          dm_position *out, dm_fen_error *error);

/* Writes pos as FEN with every square listed (kings marked K), in
   ascending order.  Returns the length needed, excluding the final NUL; the
   text is complete only when that is below size. */
size_t dm_fen_write(const dm_board *board, const dm_position *pos,
                    char *buffer, size_t size);

#endif
