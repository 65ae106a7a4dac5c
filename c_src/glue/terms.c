/* What several glue files share (glue.h): raising errors, the draughts
   engine blob, positions and moves as terms, and the atoms and functors
   they need. */
#include <stdlib.h>

#include "glue/glue.h"

atom_t ATOM_white, ATOM_black;
functor_t FUNCTOR_position5, FUNCTOR_move2, FUNCTOR_hash1;

/* ---- Errors ----------------------------------------------------------- */

/* Raises error(Formal, context(PredicateIndicator, Message)), where the
   formal term is already in formal; predicate NULL leaves it unbound. */
int raise_error(term_t formal, const char *predicate, int arity,
                const char *message)
{
    term_t ex = PL_new_term_ref(), context = PL_new_term_ref();
    if (!ex || !context)
        return FALSE;
    if (predicate) {
        if (!PL_unify_term(context, PL_FUNCTOR_CHARS, "context", 2,
                           PL_FUNCTOR_CHARS, "/", 2, PL_CHARS, predicate, PL_INT, arity,
                           PL_UTF8_STRING, message))
            return FALSE;
    } else if (!PL_unify_term(context, PL_FUNCTOR_CHARS, "context", 2,
                              PL_VARIABLE, PL_UTF8_STRING, message))
        return FALSE;
    if (!PL_unify_term(ex, PL_FUNCTOR_CHARS, "error", 2, PL_TERM, formal, PL_TERM, context))
        return FALSE;
    return PL_raise_exception(ex);
}

int raise_domain_error(const char *domain, term_t culprit, const char *message)
{
    term_t formal = PL_new_term_ref();
    if (!formal ||
        !PL_unify_term(formal, PL_FUNCTOR_CHARS, "domain_error", 2,
                       PL_CHARS, domain, PL_TERM, culprit))
        return FALSE;
    return raise_error(formal, NULL, 0, message);
}

int move_list_overflow(void)
{
    return PL_resource_error("damas_move_list");
}

/* ---- The engine blob -------------------------------------------------- */

const dm_egdb *engine_egdb(const dm_board *board, const char **directory)
{
    attached_egdb *a = atomic_load(&((engine_data *)board)->egdb);
    if (directory)
        *directory = a ? a->directory : NULL;
    return a ? a->db : NULL;
}

const dm_eval_tables *engine_eval(const dm_board *board)
{
    engine_data *e = (engine_data *)board;
    dm_eval_tables *tables = atomic_load(&e->eval), *none = NULL;
    if (tables)
        return tables;
    if (!(tables = malloc(sizeof *tables)))
        return NULL;
    dm_eval_init(tables, board);
    /* Two threads may build them at once: the first to store wins. */
    if (!atomic_compare_exchange_strong(&e->eval, &none, tables)) {
        free(tables);
        tables = none;
    }
    return tables;
}

static int release_engine(atom_t engine)
{
    engine_data *e = PL_blob_data(engine, NULL, NULL);
    free(atomic_load(&e->eval));
    for (attached_egdb *a = atomic_load(&e->egdb), *older; a; a = older) {
        older = a->older;
        dm_egdb_free(a->db);
        free(a->directory);
        free(a);
    }
    free(e);
    return TRUE;
}

static int write_engine(IOSTREAM *out, atom_t engine, int flags)
{
    (void)flags;
    const dm_board *board = PL_blob_data(engine, NULL, NULL);
    return Sfprintf(out, "<%s>(%d squares, %p)", ENGINE_BLOB_NAME, board->squares,
                    (const void *)board) >= 0;
}

PL_blob_t engine_blob = {
    .magic = PL_BLOB_MAGIC,
    .flags = PL_BLOB_UNIQUE | PL_BLOB_NOCOPY,
    .name = ENGINE_BLOB_NAME,
    .release = release_engine,
    .write = write_engine,
};

int get_engine(term_t t, const dm_board **board)
{
    void *data;
    PL_blob_t *type;
    if (PL_get_blob(t, &data, NULL, &type) && type == &engine_blob) {
        *board = data;
        return TRUE;
    }
    if (PL_is_variable(t))
        return PL_instantiation_error(t);
    return PL_type_error(ENGINE_BLOB_NAME, t);
}

/* ---- Positions -------------------------------------------------------- */

/* A square number of the board, 1..squares, read from t; other terms
   give FALSE without an exception. */
bool get_square(term_t t, int squares, int *square)
{
    return PL_get_integer(t, square) && *square >= 1 && *square <= squares;
}

/* error(type_error(damas_position, T), context(_, Message)) or the same
   with domain_error, formal being "type_error" or "domain_error".  The
   context names no predicate: the one the user called is not this one. */
static int position_error(const char *formal, term_t position, const char *message)
{
    term_t f = PL_new_term_ref();
    if (!f ||
        !PL_unify_term(f, PL_FUNCTOR_CHARS, formal, 2,
                       PL_CHARS, "damas_position", PL_TERM, position))
        return FALSE;
    return raise_error(f, NULL, 0, message);
}

#ifdef DAMAS_WIDE
/* SWI-Prolog's interface has no 128-bit integers: the wide engine's piece
   sets go through their decimal text. */
static bool get_square_mask(term_t t, dm_square_mask *mask)
{
    char *text;
    size_t length;
    if (!PL_get_nchars(t, &length, &text, CVT_INTEGER | BUF_STACK) || length == 0)
        return false;
    dm_square_mask m = 0, most = ~(dm_square_mask)0;
    for (size_t i = 0; i < length; i++) {
        if (text[i] < '0' || text[i] > '9')
            return false;   /* a minus sign */
        unsigned digit = (unsigned)(text[i] - '0');
        if (m > (most - digit) / 10)
            return false;
        m = m * 10 + digit;
    }
    *mask = m;
    return true;
}

static int unify_square_mask(term_t t, dm_square_mask mask)
{
    char text[48];
    size_t at = sizeof text - 1;
    text[at] = '\0';
    do {
        text[--at] = (char)('0' + (int)(mask % 10));
        mask /= 10;
    } while (mask);
    term_t value = PL_new_term_ref();
    return value && PL_put_term_from_chars(value, REP_UTF8, (size_t)-1, text + at) &&
           PL_unify(t, value);
}
#else
static bool get_square_mask(term_t t, dm_square_mask *mask)
{
    return PL_get_uint64(t, mask);
}

static int unify_square_mask(term_t t, dm_square_mask mask)
{
    return PL_unify_uint64(t, mask);
}
#endif

/* A piece set argument: a non-negative integer below 2^64 (2^128 in the
   wide engine). */
static int get_mask(term_t position, term_t arg, dm_square_mask *mask)
{
    if (PL_is_variable(arg))
        return PL_instantiation_error(arg);
    if (!PL_is_integer(arg))
        return position_error("type_error", position,
                              "the piece sets must be integers, bit N-1 standing for square N");
    if (!get_square_mask(arg, mask))
        return position_error("domain_error", position,
                              "a piece set is negative or too large");
    return TRUE;
}

int get_position(const dm_board *board, term_t t, dm_position *pos)
{
    term_t arg = PL_new_term_ref();
    dm_square_sets sets;
    atom_t side;
    if (!arg)
        return FALSE;
    if (PL_is_variable(t))
        return PL_instantiation_error(t);
    if (!PL_is_functor(t, FUNCTOR_position5))
        return position_error("type_error", t,
                              "expected position(Variant, Side, White, Black, Kings)");
    if (!PL_get_arg(2, t, arg))
        return FALSE;
    if (PL_is_variable(arg))
        return PL_instantiation_error(arg);
    if (!PL_get_atom(arg, &side))
        return position_error("type_error", t, "the side to move must be white or black");
    if (side == ATOM_white)
        sets.side = DM_WHITE;
    else if (side == ATOM_black)
        sets.side = DM_BLACK;
    else
        return position_error("domain_error", t, "the side to move must be white or black");
    if (!PL_get_arg(3, t, arg) || !get_mask(t, arg, &sets.white) ||
        !PL_get_arg(4, t, arg) || !get_mask(t, arg, &sets.black) ||
        !PL_get_arg(5, t, arg) || !get_mask(t, arg, &sets.kings))
        return FALSE;
    if (dm_position_from_squares(board, &sets, pos) != 0)
        return position_error("domain_error", t,
                              "a piece is off the board or shares its square, "
                              "a king mark is on an empty square, "
                              "or a man stands on its own promotion row");
    return TRUE;
}

/* Unifies t with position(Variant, Side, White, Black, Kings); Variant is
   left as t has it. */
int unify_position(term_t t, const dm_board *board, const dm_position *pos)
{
    term_t arg = PL_new_term_ref();
    dm_square_sets sets;
    if (!arg)
        return FALSE;
    dm_position_to_squares(board, pos, &sets);
    return PL_unify_functor(t, FUNCTOR_position5) &&
           PL_get_arg(2, t, arg) &&
           PL_unify_atom(arg, sets.side == DM_WHITE ? ATOM_white : ATOM_black) &&
           PL_get_arg(3, t, arg) && unify_square_mask(arg, sets.white) &&
           PL_get_arg(4, t, arg) && unify_square_mask(arg, sets.black) &&
           PL_get_arg(5, t, arg) && unify_square_mask(arg, sets.kings);
}

/* ---- Moves ------------------------------------------------------------ */

/* list = the square numbers of bits[0..n-1], after first unless it is 0. */
static int put_square_list(term_t list, const dm_board *board, int first,
                           const uint8_t *bits, int n)
{
    term_t head = PL_new_term_ref();
    if (!head || !PL_put_nil(list))
        return FALSE;
    for (int i = n - 1; i >= 0; i--)
        if (!PL_put_integer(head, board->square_of_bit[bits[i]]) ||
            !PL_cons_list(list, head, list))
            return FALSE;
    if (first)
        return PL_put_integer(head, first) && PL_cons_list(list, head, list);
    return TRUE;
}

int put_move(term_t t, const dm_board *board, const dm_move *m)
{
    term_t path = PL_new_term_ref(), captured = PL_new_term_ref();
    int from = board->square_of_bit[m->from];
    if (!path || !captured)
        return FALSE;
    if (m->captures == 0) {
        if (!put_square_list(path, board, from, &m->to, 1))
            return FALSE;
    } else if (!put_square_list(path, board, from, m->landing, m->captures))
        return FALSE;
    return put_square_list(captured, board, 0, m->taken, m->captures) &&
           PL_cons_functor(t, FUNCTOR_move2, path, captured);
}

void glue_install_terms(void)
{
    ATOM_white = PL_new_atom("white");
    ATOM_black = PL_new_atom("black");
    FUNCTOR_position5 = PL_new_functor(PL_new_atom("position"), 5);
    FUNCTOR_move2 = PL_new_functor(PL_new_atom("move"), 2);
    FUNCTOR_hash1 = PL_new_functor(PL_new_atom("hash"), 1);
}
