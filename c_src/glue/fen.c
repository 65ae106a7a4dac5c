/* library(damas): FEN, read and written by the engine.  The foreign
   predicates are private to module damas (prolog/damas.pl), which checks
   options and gives them to these in a fixed shape:

       engine_fen_read(+Engine, +Text, ?Position)
       engine_fen_write(+Engine, +Position, -Text)

   Engine and Position: see glue.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glue/glue.h"

#include "draughts/fen.h"

/* The name of what dm_fen_read found wrong, as a culprit term. */
static int put_fen_culprit(term_t culprit, const dm_fen_error *e)
{
    switch (e->status) {
    case DM_FEN_BAD_SIDE: return PL_put_atom_chars(culprit, "bad_side");
    case DM_FEN_BAD_FIELD: return PL_put_atom_chars(culprit, "bad_field");
    case DM_FEN_DUPLICATE_FIELD: return PL_put_atom_chars(culprit, "duplicate_field");
    case DM_FEN_MISSING_FIELD: return PL_put_atom_chars(culprit, "missing_field");
    case DM_FEN_BAD_SQUARE: return PL_put_atom_chars(culprit, "bad_square");
    case DM_FEN_BAD_RANGE: return PL_put_atom_chars(culprit, "bad_range");
    case DM_FEN_TRAILING: return PL_put_atom_chars(culprit, "trailing_text");
    case DM_FEN_SQUARE_RANGE:
        return PL_unify_term(culprit, PL_FUNCTOR_CHARS, "square_out_of_range", 1,
                             PL_INT, e->square);
    case DM_FEN_DUPLICATE_SQUARE:
        return PL_unify_term(culprit, PL_FUNCTOR_CHARS, "duplicate_square", 1,
                             PL_INT, e->square);
    case DM_FEN_MAN_ON_PROMOTION:
        return PL_unify_term(culprit, PL_FUNCTOR_CHARS, "man_on_promotion_row", 1,
                             PL_INT, e->square);
    case DM_FEN_OK:
        break;
    }
    return PL_put_atom_chars(culprit, "fen");
}

/* error(syntax_error(Culprit), context(fen_position/2, Message)); the
   offset in the message counts characters, not bytes. */
static int fen_syntax_error(const char *text, const dm_fen_error *e)
{
    term_t formal = PL_new_term_ref(), culprit = PL_new_term_ref();
    char message[ERROR_SIZE];
    size_t characters = 0;
    if (!formal || !culprit)
        return FALSE;
    for (size_t i = 0; i < e->offset; i++)
        characters += ((unsigned char)text[i] & 0xC0) != 0x80;
    snprintf(message, sizeof message, "%s (at character %zu)",
             dm_fen_status_text(e->status), characters);
    if (!put_fen_culprit(culprit, e) ||
        !PL_unify_term(formal, PL_FUNCTOR_CHARS, "syntax_error", 1, PL_TERM, culprit))
        return FALSE;
    return raise_error(formal, "fen_position", 2, message);
}

static foreign_t engine_fen_read(term_t engine, term_t text, term_t position)
{
    const dm_board *board = NULL;
    dm_position pos;
    dm_fen_error e;
    size_t length;
    char *chars;
    if (!get_engine(engine, &board) ||
        !PL_get_nchars(text, &length, &chars,
                       CVT_ATOM | CVT_STRING | CVT_EXCEPTION | REP_UTF8 | BUF_STACK))
        return FALSE;
    if (dm_fen_read(board, chars, &pos, &e) != DM_FEN_OK)
        return fen_syntax_error(chars, &e);
    /* The reader stops at a NUL: what follows one is trailing text. */
    if (strlen(chars) != length) {
        e.status = DM_FEN_TRAILING;
        e.offset = strlen(chars);
        e.square = 0;
        return fen_syntax_error(chars, &e);
    }
    return unify_position(position, board, &pos);
}

static foreign_t engine_fen_write(term_t engine, term_t position, term_t text)
{
    const dm_board *board = NULL;
    dm_position pos;
    char buffer[512];
    if (!get_engine(engine, &board) || !get_position(board, position, &pos))
        return FALSE;
    size_t length = dm_fen_write(board, &pos, buffer, sizeof buffer);
    if (length < sizeof buffer)
        return PL_unify_chars(text, PL_ATOM | REP_UTF8, length, buffer);
    char *big = malloc(length + 1);
    if (!big)
        return PL_resource_error("memory");
    dm_fen_write(board, &pos, big, length + 1);
    int ok = PL_unify_chars(text, PL_ATOM | REP_UTF8, length, big);
    free(big);
    return ok;
}

void glue_install_fen(void)
{
    static const glue_predicate predicates[] = {
        { "engine_fen_read", 3, (pl_function_t)engine_fen_read },
        { "engine_fen_write", 3, (pl_function_t)engine_fen_write },
    };
    GLUE_REGISTER("damas", predicates);
}
