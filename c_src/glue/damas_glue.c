/* The bridge between SWI-Prolog and the engine: the one file that sees
   SWI-Prolog's headers.  It converts terms to the core's C values and back
   and raises errors; the work itself is done by the core.

   The foreign predicates are private to module damas (prolog/damas.pl),
   which checks options and gives them to these in a fixed shape:

       engine_new(+Squares, +Steps, +Jumps, +Lines, +Rules, -Engine)
       engine_check_position(+Engine, +Position)
       engine_legal_moves(+Engine, +Position, -Moves)
       engine_make_move(+Engine, +Position, +Move, -NewPosition)
       engine_perft(+Engine, +Position, +Depth, +Options, -Count)
       engine_fen_read(+Engine, +Text, ?Position)
       engine_fen_write(+Engine, +Position, -Text)
       engine_search(+Engine, +Position, +Options, -Result)
       engine_search_context_new(+MegaBytes, +Threads, -Context)
       engine_search_context_clear(+Context)
       engine_search_context_stop(+Context)
       engine_search_context_size(+Context, -Bytes, -Threads)
       engine_evaluate(+Engine, +Position, +Heuristic, -Score)
       engine_egdb_load(+Engine, +Directory)
       engine_egdb_unload(+Engine)
       engine_egdb_info(+Engine, -Info)
       engine_egdb_probe(+Engine, +Position, -Value, -Distance)
       engine_egdb_generate(+Engine, +Directory, +Pieces, +KingsOnly)

   Lines holds diagonal(From, Dir, To) and orthogonal(From, Dir, To) terms;
   Rules holds rule(Name, Value) for the move-generation rules of
   docs/rules.md, Value an atom or a list of atoms (capture_precedence).

   Engine is a blob owning a malloc'ed dm_board, read-only once built, so
   every thread may use it, and the endgame database attached to it
   (engine_egdb_load), which engine_search uses unless told not to.  Position is position(Variant, Side, White,
   Black, Kings), the last three masks over square numbers (bit n-1 stands
   for square n); Variant is the Prolog layer's business and is only copied.
   Move is move(Path, Captured): Path = [From|Landings] (a step: [From,
   To]), Captured the squares taken, in jump order. */
#include <SWI-Stream.h>
#include <SWI-Prolog.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <stdatomic.h>

#include "draughts/board.h"
#include "egdb/database.h"
#include "egdb/generate.h"
#include "search/eval.h"
#include "draughts/fen.h"
#include "draughts/move.h"
#include "draughts/movegen.h"
#include "draughts/perft.h"
#include "draughts/position.h"
#include "search/search.h"
#include "search/tt.h"

#define ERROR_SIZE 256

static atom_t ATOM_white, ATOM_black, ATOM_true, ATOM_false;
static functor_t FUNCTOR_position5, FUNCTOR_move2, FUNCTOR_movepeca3,
    FUNCTOR_comepeca3, FUNCTOR_diagonal3, FUNCTOR_orthogonal3, FUNCTOR_rule2,
    FUNCTOR_distinct_captures1, FUNCTOR_bulk1,
    FUNCTOR_hash1, FUNCTOR_depth1, FUNCTOR_time1, FUNCTOR_nodes1,
    FUNCTOR_heuristic1, FUNCTOR_history1, FUNCTOR_search_result12,
    FUNCTOR_context1, FUNCTOR_threads1, FUNCTOR_progress1, FUNCTOR_draw_rules3,
    FUNCTOR_draw_counts2, FUNCTOR_target1, FUNCTOR_endgame1;
static predicate_t PREDICATE_search_progress3;

/* ---- Errors ----------------------------------------------------------- */

/* Raises error(Formal, context(PredicateIndicator, Message)), where the
   formal term is already in formal; predicate NULL leaves it unbound. */
static int raise_error(term_t formal, const char *predicate, int arity,
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

/* domain_error(damas_board, Culprit): the knowledge base's relations do not
   describe a board the engine can use. */
static int board_error(term_t culprit, const char *message)
{
    term_t formal = PL_new_term_ref();
    if (!formal ||
        !PL_unify_term(formal, PL_FUNCTOR_CHARS, "domain_error", 2,
                       PL_CHARS, "damas_board", PL_TERM, culprit))
        return FALSE;
    return raise_error(formal, NULL, 0, message);
}

static int board_error_culprit_squares(int squares, const char *message)
{
    term_t culprit = PL_new_term_ref();
    if (!culprit ||
        !PL_unify_term(culprit, PL_FUNCTOR_CHARS, "squares", 1, PL_INT, squares))
        return FALSE;
    return board_error(culprit, message);
}

static int move_list_overflow(void)
{
    return PL_resource_error("damas_move_list");
}

/* ---- The engine blob -------------------------------------------------- */

/* An endgame database attached to an engine.  Attaching another (or none)
   pushes a new link: a search running in another thread may still use the
   older one, so all live as long as the engine. */
typedef struct attached_egdb {
    dm_egdb *db;                   /* NULL: detached */
    char *directory;
    struct attached_egdb *older;
} attached_egdb;

/* The blob's data: the board first, so that the data is the board. */
typedef struct {
    dm_board board;
    _Atomic(attached_egdb *) egdb;
} engine_data;

static const dm_egdb *engine_egdb(const dm_board *board, const char **directory)
{
    attached_egdb *a = atomic_load(&((engine_data *)board)->egdb);
    if (directory)
        *directory = a ? a->directory : NULL;
    return a ? a->db : NULL;
}

static int release_engine(atom_t engine)
{
    engine_data *e = PL_blob_data(engine, NULL, NULL);
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
    return Sfprintf(out, "<damas_engine>(%d squares, %p)", board->squares,
                    (const void *)board) >= 0;
}

static PL_blob_t engine_blob = {
    .magic = PL_BLOB_MAGIC,
    .flags = PL_BLOB_UNIQUE | PL_BLOB_NOCOPY,
    .name = "damas_engine",
    .release = release_engine,
    .write = write_engine,
};

static int get_engine(term_t t, const dm_board **board)
{
    void *data;
    PL_blob_t *type;
    if (PL_get_blob(t, &data, NULL, &type) && type == &engine_blob) {
        *board = data;
        return TRUE;
    }
    if (PL_is_variable(t))
        return PL_instantiation_error(t);
    return PL_type_error("damas_engine", t);
}

/* ---- Terms to C ------------------------------------------------------- */

/* A square number of the board, 1..squares, read from t; other terms
   give FALSE without an exception. */
static bool get_square(term_t t, int squares, int *square)
{
    return PL_get_integer(t, square) && *square >= 1 && *square <= squares;
}

/* The arguments index[0..count-1] of a fact, each a square of the board. */
static int get_fact_squares(term_t fact, int squares, int index[], int count,
                            int value[])
{
    term_t arg = PL_new_term_ref();
    if (!arg)
        return FALSE;
    for (int i = 0; i < count; i++) {
        if (!PL_get_arg(index[i], fact, arg))
            return FALSE;
        if (!get_square(arg, squares, &value[i]))
            return board_error(fact, "not a square of the board");
    }
    return TRUE;
}

static int get_side_atom(term_t t, dm_side *side)
{
    atom_t a;
    if (!PL_get_atom(t, &a))
        return FALSE;
    if (a == ATOM_white)
        *side = DM_WHITE;
    else if (a == ATOM_black)
        *side = DM_BLACK;
    else
        return FALSE;
    return TRUE;
}

static int add_step(term_t fact, dm_board_spec *spec)
{
    int index[2] = { 1, 2 }, square[2];
    term_t side_term = PL_new_term_ref();
    dm_side side;
    if (!side_term)
        return FALSE;
    if (!PL_is_functor(fact, FUNCTOR_movepeca3))
        return PL_type_error("movepeca", fact);
    if (!get_fact_squares(fact, spec->squares, index, 2, square))
        return FALSE;
    if (!PL_get_arg(3, fact, side_term))
        return FALSE;
    if (!get_side_atom(side_term, &side))
        return board_error(fact, "the side must be white or black");
    if (spec->steps == DM_MAX_STEPS)
        return board_error(fact, "too many movepeca facts");
    spec->step[spec->steps].from = square[0];
    spec->step[spec->steps].to = square[1];
    spec->step[spec->steps].side = side;
    spec->steps++;
    return TRUE;
}

static int add_jump(term_t fact, dm_board_spec *spec)
{
    int index[3] = { 1, 2, 3 }, square[3];
    if (!PL_is_functor(fact, FUNCTOR_comepeca3))
        return PL_type_error("comepeca", fact);
    if (!get_fact_squares(fact, spec->squares, index, 3, square))
        return FALSE;
    if (spec->jumps == DM_MAX_JUMPS)
        return board_error(fact, "too many comepeca facts");
    spec->jump[spec->jumps].from = square[0];
    spec->jump[spec->jumps].over = square[1];
    spec->jump[spec->jumps].to = square[2];
    spec->jumps++;
    return TRUE;
}

/* Directions in the order of spec->next (north_east, north_west,
   south_east, south_west) and of spec->orthogonal (north, south, east,
   west). */
static const char *const direction_names[DM_DIRECTIONS] = {
    "north_east", "north_west", "south_east", "south_west"
};
static const char *const orthogonal_names[DM_ORTHOGONALS] = {
    "north", "south", "east", "west"
};

/* diagonal(From, Dir, To) or orthogonal(From, Dir, To). */
static int add_line(term_t fact, dm_board_spec *spec)
{
    int index[2] = { 1, 3 }, square[2];
    term_t direction = PL_new_term_ref();
    bool diagonal = PL_is_functor(fact, FUNCTOR_diagonal3);
    const char *const *names = diagonal ? direction_names : orthogonal_names;
    int count = diagonal ? DM_DIRECTIONS : DM_ORTHOGONALS;
    char *name;
    int d;
    if (!direction)
        return FALSE;
    if (!diagonal && !PL_is_functor(fact, FUNCTOR_orthogonal3))
        return PL_type_error("damas_line", fact);
    if (!get_fact_squares(fact, spec->squares, index, 2, square))
        return FALSE;
    if (!PL_get_arg(2, fact, direction))
        return FALSE;
    if (!PL_get_atom_chars(direction, &name))
        return board_error(fact, "the direction must be an atom");
    for (d = 0; d < count; d++)
        if (strcmp(name, names[d]) == 0)
            break;
    if (d == count)
        return board_error(fact, diagonal ? "unknown diagonal direction"
                                          : "unknown orthogonal direction");
    int *next = diagonal ? &spec->next[square[0]][d] : &spec->orthogonal[square[0]][d];
    if (*next != 0 && *next != square[1])
        return board_error(fact, "two line facts for one square and direction");
    *next = square[1];
    return TRUE;
}

/* error(domain_error(damas_rule, Rule), context(_, Message)). */
static int rule_error(term_t rule, const char *message)
{
    term_t formal = PL_new_term_ref();
    if (!formal ||
        !PL_unify_term(formal, PL_FUNCTOR_CHARS, "domain_error", 2,
                       PL_CHARS, "damas_rule", PL_TERM, rule))
        return FALSE;
    return raise_error(formal, NULL, 0, message);
}

/* A rule's value as dm_board_set_rule takes it: an atom's text, or a
   proper list of atoms as "a,b".  FALSE, without an exception, for any
   other term or a text too long for size. */
static bool rule_value_text(term_t value, char *text, size_t size)
{
    char *chars;
    if (PL_get_atom_chars(value, &chars)) {
        if (strlen(chars) >= size)
            return false;
        strcpy(text, chars);
        return true;
    }
    term_t tail = PL_copy_term_ref(value), head = PL_new_term_ref();
    size_t length = 0;
    if (!tail || !head)
        return false;
    text[0] = '\0';
    while (PL_get_list(tail, head, tail)) {
        if (!PL_get_atom_chars(head, &chars))
            return false;
        size_t n = strlen(chars);
        if (length + n + 2 > size)
            return false;
        if (length)
            text[length++] = ',';
        memcpy(text + length, chars, n + 1);
        length += n;
    }
    return PL_get_nil(tail);
}

/* rule(Name, Value): a move-generation rule goes to the engine, which
   refuses names and values it does not know.  The rules that are not
   about move generation (first_to_move, men_start_ranks(Side), draw_...,
   pdn_game_type) are not the engine's business and are passed over. */
static int add_rule(term_t fact, dm_board_spec *spec)
{
    term_t name = PL_new_term_ref(), value = PL_new_term_ref();
    char err[ERROR_SIZE], text[ERROR_SIZE];
    atom_t name_atom;
    size_t arity;
    if (!name || !value)
        return FALSE;
    if (!PL_is_functor(fact, FUNCTOR_rule2))
        return PL_type_error("damas_rule", fact);
    if (!PL_get_arg(1, fact, name) || !PL_get_arg(2, fact, value))
        return FALSE;
    if (!PL_get_name_arity(name, &name_atom, &arity))
        return rule_error(fact, "a rule's name must be an atom");
    const char *chars = PL_atom_chars(name_atom);
    if (dm_rule_outside_move_generation(chars))
        return TRUE;
    if (arity != 0)
        return rule_error(fact, "no rule of move generation has a compound name");
    if (!rule_value_text(value, text, sizeof text)) {
        snprintf(err, sizeof err, "rule %s: the value must be an atom or a list of atoms",
                 chars);
        return rule_error(fact, err);
    }
    err[0] = '\0';
    if (dm_board_set_rule(spec, chars, text, err, sizeof err) == -1)
        return rule_error(fact, err);
    return TRUE;
}

/* Calls add(element, spec) on each element of a proper list. */
static int add_each(term_t list, dm_board_spec *spec,
                    int (*add)(term_t, dm_board_spec *))
{
    term_t tail = PL_copy_term_ref(list), head = PL_new_term_ref();
    if (!tail || !head)
        return FALSE;
    while (PL_get_list_ex(tail, head, tail))
        if (!add(head, spec))
            return FALSE;
    return PL_get_nil_ex(tail);
}

/* ---- Positions -------------------------------------------------------- */

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

/* A piece set argument: a non-negative integer below 2^64. */
static int get_mask(term_t position, term_t arg, uint64_t *mask)
{
    if (PL_is_variable(arg))
        return PL_instantiation_error(arg);
    if (!PL_is_integer(arg))
        return position_error("type_error", position,
                              "the piece sets must be integers, bit N-1 standing for square N");
    if (!PL_get_uint64(arg, mask))
        return position_error("domain_error", position,
                              "a piece set is negative or too large");
    return TRUE;
}

static int get_position(const dm_board *board, term_t t, dm_position *pos)
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
static int unify_position(term_t t, const dm_board *board, const dm_position *pos)
{
    term_t arg = PL_new_term_ref();
    dm_square_sets sets;
    if (!arg)
        return FALSE;
    dm_position_to_squares(board, pos, &sets);
    return PL_unify_functor(t, FUNCTOR_position5) &&
           PL_get_arg(2, t, arg) &&
           PL_unify_atom(arg, sets.side == DM_WHITE ? ATOM_white : ATOM_black) &&
           PL_get_arg(3, t, arg) && PL_unify_uint64(arg, sets.white) &&
           PL_get_arg(4, t, arg) && PL_unify_uint64(arg, sets.black) &&
           PL_get_arg(5, t, arg) && PL_unify_uint64(arg, sets.kings);
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

static int put_move(term_t t, const dm_board *board, const dm_move *m)
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

/* A move term read without trust: the squares of its path and the mask of
   its captured squares (internal bits).  FALSE, without an exception, when
   the term cannot be a move of this board. */
typedef struct {
    int path[DM_MAX_CAPTURES + 1];
    int length;
    bb_t captured;
    int captures;
} move_query;

static bool read_square_list(term_t list, const dm_board *board, int max,
                             int squares[], int *count)
{
    term_t tail = PL_copy_term_ref(list), head = PL_new_term_ref();
    if (!tail || !head)
        return false;
    *count = 0;
    while (PL_get_list(tail, head, tail)) {
        if (*count == max || !get_square(head, board->squares, &squares[*count]))
            return false;
        (*count)++;
    }
    return PL_get_nil(tail);
}

static bool read_move(term_t t, const dm_board *board, move_query *q)
{
    term_t path = PL_new_term_ref(), captured = PL_new_term_ref();
    int taken[DM_MAX_CAPTURES];
    if (!path || !captured || !PL_is_functor(t, FUNCTOR_move2) ||
        !PL_get_arg(1, t, path) || !PL_get_arg(2, t, captured) ||
        !read_square_list(path, board, DM_MAX_CAPTURES + 1, q->path, &q->length) ||
        !read_square_list(captured, board, DM_MAX_CAPTURES, taken, &q->captures) ||
        q->length < 2)
        return false;
    q->captured = 0;
    for (int i = 0; i < q->captures; i++)
        q->captured |= bb_bit(board->bit_of_square[taken[i]]);
    return true;
}

static bool move_matches(const dm_board *board, const dm_move *m, const move_query *q)
{
    const int *sq = board->square_of_bit;
    if (sq[m->from] != q->path[0] || sq[m->to] != q->path[q->length - 1] ||
        m->captured != q->captured || m->captures != q->captures)
        return false;
    if (m->captures == 0)
        return q->length == 2;
    if (q->length != m->captures + 1)
        return false;
    for (int i = 0; i < m->captures; i++)
        if (sq[m->landing[i]] != q->path[i + 1])
            return false;
    return true;
}

/* ---- The foreign predicates ------------------------------------------- */

static foreign_t engine_new(term_t squares, term_t steps, term_t jumps,
                            term_t lines, term_t rules, term_t engine)
{
    dm_board_spec *spec = malloc(sizeof *spec);
    engine_data *data = NULL;
    dm_board *board = NULL;
    char err[ERROR_SIZE];
    int n, ok;
    if (!spec)
        return PL_resource_error("memory");
    dm_board_spec_clear(spec);
    ok = PL_get_integer_ex(squares, &n);
    if (ok && (n < 1 || n > DM_MAX_SQUARES))
        ok = board_error_culprit_squares(n, "the number of squares is out of range");
    if (ok) {
        spec->squares = n;
        ok = add_each(steps, spec, add_step) && add_each(jumps, spec, add_jump) &&
             add_each(lines, spec, add_line) && add_each(rules, spec, add_rule);
    }
    if (ok) {
        data = calloc(1, sizeof *data);
        if (!data)
            ok = PL_resource_error("memory");
        else
            board = &data->board;
    }
    if (ok && dm_board_init(board, spec, err, sizeof err) != 0) {
        ok = board_error_culprit_squares(n, err);
    }
    free(spec);
    if (!ok) {
        free(data);
        return FALSE;
    }
    /* On failure the blob may exist already: atom GC releases it. */
    return PL_unify_blob(engine, data, sizeof *data, &engine_blob);
}

static foreign_t engine_check_position(term_t engine, term_t position)
{
    const dm_board *board = NULL;
    dm_position pos;
    return get_engine(engine, &board) && get_position(board, position, &pos);
}

static foreign_t engine_legal_moves(term_t engine, term_t position, term_t moves)
{
    const dm_board *board = NULL;
    dm_position pos;
    dm_move_list list;
    term_t result = PL_new_term_ref(), move = PL_new_term_ref();
    if (!result || !move || !get_engine(engine, &board) ||
        !get_position(board, position, &pos))
        return FALSE;
    int n = dm_generate_moves(board, &pos, &list);
    if (n < 0)
        return move_list_overflow();
    if (!PL_put_nil(result))
        return FALSE;
    for (int i = n - 1; i >= 0; i--)
        if (!put_move(move, board, &list.move[i]) || !PL_cons_list(result, move, result))
            return FALSE;
    return PL_unify(moves, result);
}

static foreign_t engine_make_move(term_t engine, term_t position, term_t move,
                                  term_t new_position)
{
    const dm_board *board = NULL;
    dm_position pos, next;
    dm_move_list list;
    move_query query;
    term_t variant = PL_new_term_ref();
    if (!variant || !get_engine(engine, &board) ||
        !get_position(board, position, &pos))
        return FALSE;
    if (!read_move(move, board, &query))
        return FALSE;
    /* A capture is one move whichever of its paths names it (the same
       start, landing square and pieces taken): the listed path first, then
       every other path. */
    for (int every_path = 0; every_path <= 1; every_path++) {
        int n = every_path ? dm_generate_general(board, &pos, &list, true)
                           : dm_generate_moves(board, &pos, &list);
        if (n < 0)
            return move_list_overflow();
        for (int i = 0; i < n; i++)
            if (move_matches(board, &list.move[i], &query)) {
                dm_make_move(board, &pos, &list.move[i], &next);
                return PL_get_arg(1, position, variant) &&
                       PL_unify_functor(new_position, FUNCTOR_position5) &&
                       PL_unify_arg(1, new_position, variant) &&
                       unify_position(new_position, board, &next);
            }
        if (query.captures < 2)
            break;   /* a step or a single jump has one path */
    }
    return FALSE;
}

/* Lets Prolog handle signals (Ctrl-C, call_with_time_limit/2); stops when
   one of them raised an exception. */
static int perft_should_stop(void *context)
{
    (void)context;
    return PL_handle_signals() < 0;
}

/* The options of engine_perft/5: bulk(Boolean), hash(MegaBytes) and
   distinct_captures(Boolean) (false: count every capture path); others are
   ignored. */
static int get_perft_options(term_t options, dm_perft_options *o)
{
    term_t tail = PL_copy_term_ref(options), head = PL_new_term_ref(),
           arg = PL_new_term_ref();
    if (!tail || !head || !arg)
        return FALSE;
    while (PL_get_list_ex(tail, head, tail)) {
        if (PL_is_functor(head, FUNCTOR_bulk1)) {
            int bulk;
            if (!PL_get_arg(1, head, arg) || !PL_get_bool_ex(arg, &bulk))
                return FALSE;
            o->bulk = bulk;
        } else if (PL_is_functor(head, FUNCTOR_hash1)) {
            size_t megabytes;
            if (!PL_get_arg(1, head, arg) || !PL_get_size_ex(arg, &megabytes))
                return FALSE;
            if (megabytes > SIZE_MAX >> 20)
                return PL_resource_error("memory");
            o->hash_bytes = megabytes << 20;
        } else if (PL_is_functor(head, FUNCTOR_distinct_captures1)) {
            int distinct;
            if (!PL_get_arg(1, head, arg) || !PL_get_bool_ex(arg, &distinct))
                return FALSE;
            o->every_capture_path = !distinct;
        }
    }
    return PL_get_nil_ex(tail);
}

/* error(evaluation_error(int_overflow), _): the count passed 2^64 - 1. */
static int perft_count_overflow(void)
{
    term_t ex = PL_new_term_ref();
    return ex &&
           PL_unify_term(ex, PL_FUNCTOR_CHARS, "error", 2,
                         PL_FUNCTOR_CHARS, "evaluation_error", 1, PL_CHARS, "int_overflow",
                         PL_VARIABLE) &&
           PL_raise_exception(ex);
}

static foreign_t engine_perft(term_t engine, term_t position, term_t depth_term,
                              term_t options, term_t count)
{
    const dm_board *board = NULL;
    dm_position pos;
    int depth;
    uint64_t leaves;
    dm_perft_options o = { .bulk = true, .should_stop = perft_should_stop };
    if (!get_engine(engine, &board) || !get_position(board, position, &pos) ||
        !PL_get_integer_ex(depth_term, &depth) || !get_perft_options(options, &o))
        return FALSE;
    if (depth < 0)
        return PL_domain_error("not_less_than_zero", depth_term);
    switch (dm_perft(board, &pos, depth, &o, &leaves)) {
    case DM_PERFT_OK:
        return PL_unify_uint64(count, leaves);
    case DM_PERFT_STOPPED:
        return FALSE;   /* the exception that stopped it is pending */
    case DM_PERFT_NO_MEMORY:
        return PL_resource_error("memory");
    case DM_PERFT_OVERFLOW:
        return move_list_overflow();
    case DM_PERFT_BAD_DEPTH:
        return PL_domain_error("perft_depth", depth_term);
    case DM_PERFT_TOO_MANY:
        return perft_count_overflow();
    }
    return FALSE;
}

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

/* ---- Search and evaluation -------------------------------------------- */

static double monotonic_seconds(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The search's should_stop: lets Prolog handle signals (Ctrl-C,
   call_with_time_limit/2) and stops when one of them raised an exception,
   noting it so that the search predicate fails with it pending.  The same
   record serves the progress callback, which runs in the calling thread
   (the search's helper threads never call Prolog). */
typedef struct {
    bool raised;
    const dm_board *board;
    term_t position, progress;     /* progress 0: none */
} search_signals;

static int search_should_stop(void *context)
{
    search_signals *signals = context;
    if (signals->raised || PL_handle_signals() < 0) {
        signals->raised = true;
        return 1;
    }
    return 0;
}

static int unify_search_result(term_t t, const dm_board *board,
                               const dm_search_result *r);

/* on_iteration: damas_search:search_progress(Goal, Position, Result), which
   calls Goal with the result dict.  An exception from it stops the search
   and is passed on; a failure is ignored. */
static void search_progress(const dm_search_result *r, void *context)
{
    search_signals *signals = context;
    if (!signals->progress || signals->raised)
        return;
    fid_t frame = PL_open_foreign_frame();
    if (!frame) {
        signals->raised = true;
        return;
    }
    term_t args = PL_new_term_refs(3);
    if (!args || !PL_put_term(args, signals->progress) ||
        !PL_put_term(args + 1, signals->position) ||
        !unify_search_result(args + 2, signals->board, r)) {
        signals->raised = true;
        PL_close_foreign_frame(frame);
        return;
    }
    if (!PL_call_predicate(NULL, PL_Q_PASS_EXCEPTION, PREDICATE_search_progress3, args) &&
        PL_exception(0))
        signals->raised = true;
    if (signals->raised)
        PL_close_foreign_frame(frame);     /* keeps the exception */
    else
        PL_discard_foreign_frame(frame);
}

static int get_heuristic(term_t t, dm_heuristic *heuristic)
{
    char *name;
    if (PL_is_variable(t))
        return PL_instantiation_error(t);
    if (!PL_get_atom_chars(t, &name))
        return PL_type_error("atom", t);
    if (dm_heuristic_from_name(name, heuristic) != 0)
        return PL_domain_error("damas_heuristic", t);
    return TRUE;
}

/* The positions of a proper list, oldest first, in a malloc'ed array
   (NULL for the empty list), each checked as get_position does. */
static int get_history(const dm_board *board, term_t list, dm_position **history,
                       int *length)
{
    term_t tail = PL_copy_term_ref(list), head = PL_new_term_ref();
    size_t n;
    if (!tail || !head)
        return FALSE;
    if (PL_skip_list(list, 0, &n) != PL_LIST)
        return PL_type_error("list", list);
    if (n > (size_t)1 << 20)
        return PL_resource_error("damas_search_history");
    if (n == 0)
        return TRUE;
    dm_position *positions = malloc(n * sizeof *positions);
    if (!positions)
        return PL_resource_error("memory");
    for (size_t i = 0; PL_get_list(tail, head, tail); i++)
        if (!get_position(board, head, &positions[i])) {
            free(positions);
            return FALSE;
        }
    *history = positions;
    *length = (int)n;
    return TRUE;
}

/* ---- Search contexts -------------------------------------------------- */

/* A blob owning a dm_search_context: the table and ordering knowledge a
   player keeps from move to move.  Not unique: two contexts are two
   blobs even when equal. */
static int release_search_context(atom_t context)
{
    dm_search_context **x = PL_blob_data(context, NULL, NULL);
    dm_search_context_free(*x);
    free(x);
    return TRUE;
}

static int write_search_context(IOSTREAM *out, atom_t context, int flags)
{
    (void)flags;
    dm_search_context **x = PL_blob_data(context, NULL, NULL);
    return Sfprintf(out, "<damas_search_context>(%p)", (void *)*x) >= 0;
}

static PL_blob_t search_context_blob = {
    .magic = PL_BLOB_MAGIC,
    .flags = PL_BLOB_NOCOPY,
    .name = "damas_search_context",
    .release = release_search_context,
    .write = write_search_context,
};

static int get_search_context(term_t t, dm_search_context **context)
{
    void *data;
    PL_blob_t *type;
    if (PL_get_blob(t, &data, NULL, &type) && type == &search_context_blob) {
        *context = *(dm_search_context **)data;
        return TRUE;
    }
    if (PL_is_variable(t))
        return PL_instantiation_error(t);
    return PL_type_error("damas_search_context", t);
}

static foreign_t engine_search_context_new(term_t megabytes_term, term_t threads_term,
                                           term_t context)
{
    size_t megabytes;
    int threads;
    if (!PL_get_size_ex(megabytes_term, &megabytes) ||
        !PL_get_integer_ex(threads_term, &threads))
        return FALSE;
    if (megabytes > SIZE_MAX >> 20)
        return PL_resource_error("memory");
    if (threads < 1 || threads > DM_MAX_THREADS)
        return PL_domain_error("damas_search_threads", threads_term);
    dm_search_context **x = malloc(sizeof *x);
    if (!x)
        return PL_resource_error("memory");
    if (!(*x = dm_search_context_new(megabytes << 20, threads))) {
        free(x);
        return PL_resource_error("memory");
    }
    /* On failure the blob may exist already: atom GC releases it. */
    return PL_unify_blob(context, x, sizeof *x, &search_context_blob);
}

static foreign_t engine_search_context_clear(term_t context)
{
    dm_search_context *x = NULL;
    if (!get_search_context(context, &x))
        return FALSE;
    return dm_search_context_clear(x) ||
           PL_permission_error("clear", "damas_search_context", context);
}

static foreign_t engine_search_context_stop(term_t context)
{
    dm_search_context *x = NULL;
    return get_search_context(context, &x) && (dm_search_context_stop(x), TRUE);
}

static foreign_t engine_search_context_size(term_t context, term_t bytes, term_t threads)
{
    dm_search_context *x = NULL;
    return get_search_context(context, &x) &&
           PL_unify_uint64(bytes, dm_search_context_tt_bytes(x)) &&
           PL_unify_integer(threads, dm_search_context_threads(x));
}

/* The options of engine_search/4, which module damas_search has checked:
   depth(D), time(Seconds), target(Seconds), nodes(N), heuristic(Name),
   hash(MegaBytes), history(Positions), context(Context), threads(N),
   progress(Goal),
   draw_rules(Repetition, KingsOnlyMoves, ThreeKingsMoves) and
   draw_counts(KingsOnlyPlies, ThreeKingsMoves), endgame(false) (the
   attached endgame database is not used).  Others are ignored.
   *history is malloc'ed. */
typedef struct {
    dm_search_limits limits;
    size_t hash_bytes;
    dm_search_context *context;    /* NULL: a table for the call */
    term_t progress;               /* 0: none */
} search_options;

static int get_nonneg_int(term_t t, int *value)
{
    if (!PL_get_integer_ex(t, value))
        return FALSE;
    return *value >= 0 ? TRUE : PL_domain_error("not_less_than_zero", t);
}

static int get_int_args(term_t term, int count, int *values[])
{
    term_t arg = PL_new_term_ref();
    if (!arg)
        return FALSE;
    for (int i = 0; i < count; i++)
        if (!PL_get_arg(i + 1, term, arg) || !get_nonneg_int(arg, values[i]))
            return FALSE;
    return TRUE;
}

static int get_search_options(const dm_board *board, term_t options,
                              search_options *o)
{
    term_t tail = PL_copy_term_ref(options), head = PL_new_term_ref(),
           arg = PL_new_term_ref();
    dm_search_limits *l = &o->limits;
    if (!tail || !head || !arg)
        return FALSE;
    while (PL_get_list_ex(tail, head, tail)) {
        if (!PL_get_arg(1, head, arg))
            continue;   /* an atom: not one of ours */
        if (PL_is_functor(head, FUNCTOR_depth1)) {
            if (!PL_get_integer_ex(arg, &l->max_depth))
                return FALSE;
            if (l->max_depth < 1 || l->max_depth > DM_MAX_DEPTH)
                return PL_domain_error("damas_search_depth", arg);
        } else if (PL_is_functor(head, FUNCTOR_time1)) {
            if (!PL_get_float_ex(arg, &l->max_seconds))
                return FALSE;
            if (!(l->max_seconds > 0))
                return PL_domain_error("positive_number", arg);
        } else if (PL_is_functor(head, FUNCTOR_target1)) {
            if (!PL_get_float_ex(arg, &l->target_seconds))
                return FALSE;
            if (!(l->target_seconds > 0))
                return PL_domain_error("positive_number", arg);
        } else if (PL_is_functor(head, FUNCTOR_nodes1)) {
            if (!PL_get_uint64_ex(arg, &l->max_nodes))
                return FALSE;
        } else if (PL_is_functor(head, FUNCTOR_heuristic1)) {
            if (!get_heuristic(arg, &l->heuristic))
                return FALSE;
        } else if (PL_is_functor(head, FUNCTOR_hash1)) {
            size_t megabytes;
            if (!PL_get_size_ex(arg, &megabytes))
                return FALSE;
            if (megabytes > SIZE_MAX >> 20)
                return PL_resource_error("memory");
            o->hash_bytes = megabytes << 20;
        } else if (PL_is_functor(head, FUNCTOR_context1)) {
            if (!get_search_context(arg, &o->context))
                return FALSE;
        } else if (PL_is_functor(head, FUNCTOR_threads1)) {
            if (!PL_get_integer_ex(arg, &l->threads))
                return FALSE;
            if (l->threads < 1 || l->threads > DM_MAX_THREADS)
                return PL_domain_error("damas_search_threads", arg);
        } else if (PL_is_functor(head, FUNCTOR_progress1)) {
            if (!(o->progress = PL_copy_term_ref(arg)))
                return FALSE;
        } else if (PL_is_functor(head, FUNCTOR_draw_rules3)) {
            int *values[] = { &l->draw_repetition, &l->draw_kings_only_moves,
                              &l->draw_three_kings };
            if (!get_int_args(head, 3, values))
                return FALSE;
        } else if (PL_is_functor(head, FUNCTOR_draw_counts2)) {
            int *values[] = { &l->root_kings_only, &l->root_three_kings };
            if (!get_int_args(head, 2, values))
                return FALSE;
        } else if (PL_is_functor(head, FUNCTOR_history1)) {
            dm_position *history = NULL;
            int length = 0;
            if (!get_history(board, arg, &history, &length))
                return FALSE;
            free((void *)l->history);
            l->history = history;
            l->history_length = length;
        } else if (PL_is_functor(head, FUNCTOR_endgame1)) {
            int use;
            if (!PL_get_bool_ex(arg, &use))
                return FALSE;
            if (!use)
                l->egdb = NULL;
        }
    }
    return PL_get_nil_ex(tail);
}

/* win(Plies) or loss(Plies) for a score that says the side to move wins or
   loses that many plies from the root, else `unknown`. */
static int unify_outcome(term_t t, int score)
{
    if (dm_score_is_win(score))
        return PL_unify_term(t, PL_FUNCTOR_CHARS, "win", 1, PL_INT, DM_SCORE_WIN - score);
    if (dm_score_is_loss(score))
        return PL_unify_term(t, PL_FUNCTOR_CHARS, "loss", 1, PL_INT, DM_SCORE_WIN + score);
    return PL_unify_atom_chars(t, "unknown");
}

/* Result = search_result(Move, Score, Outcome, PV, Depth, SelectiveDepth,
   Nodes, Cutoffs, TableHits, Seconds, Stopped, StopReason), Move `none`
   when the side to move has no legal move. */
static int unify_search_result(term_t t, const dm_board *board,
                               const dm_search_result *r)
{
    term_t a = PL_new_term_refs(12), move = PL_new_term_ref();
    if (!a || !move)
        return FALSE;
    if (r->has_move) {
        if (!put_move(a + 0, board, &r->best))
            return FALSE;
    } else if (!PL_put_atom_chars(a + 0, "none"))
        return FALSE;
    if (!PL_put_integer(a + 1, r->score) || !unify_outcome(a + 2, r->score) ||
        !PL_put_nil(a + 3))
        return FALSE;
    for (int i = r->pv_length - 1; i >= 0; i--)
        if (!put_move(move, board, &r->pv[i]) || !PL_cons_list(a + 3, move, a + 3))
            return FALSE;
    return PL_put_integer(a + 4, r->depth) &&
           PL_put_integer(a + 5, r->selective_depth) &&
           PL_put_uint64(a + 6, r->nodes) &&
           PL_put_uint64(a + 7, r->cutoffs) &&
           PL_put_uint64(a + 8, r->tt_hits) &&
           PL_put_float(a + 9, r->seconds) &&
           PL_put_atom(a + 10, r->stopped ? ATOM_true : ATOM_false) &&
           PL_put_atom_chars(a + 11, dm_stop_reason_name(r->stop_reason)) &&
           PL_cons_functor_v(move, FUNCTOR_search_result12, a) &&
           PL_unify(t, move);
}

static foreign_t engine_search(term_t engine, term_t position, term_t options,
                               term_t result)
{
    const dm_board *board = NULL;
    dm_position pos;
    search_signals signals = { .raised = false, .position = position };
    search_options o = {
        .limits = { .should_stop = search_should_stop, .on_iteration = search_progress,
                    .context = &signals },
        .hash_bytes = (size_t)16 << 20,
    };
    dm_search_result *r = NULL;
    dm_tt *tt = NULL;
    int ok;
    /* A time limit counts from here: what is set up below is part of it. */
    double start = monotonic_seconds();
    if (!get_engine(engine, &board) || !get_position(board, position, &pos))
        return FALSE;
    o.limits.egdb = engine_egdb(board, NULL);
    ok = get_search_options(board, options, &o);
    signals.board = board;
    signals.progress = o.progress;
    if (ok && !(r = malloc(sizeof *r)))
        ok = PL_resource_error("memory");
    if (ok && !o.context && o.hash_bytes > 0 && !(tt = dm_tt_new(o.hash_bytes)))
        ok = PL_resource_error("memory");
    if (ok && o.limits.max_seconds > 0) {
        double spent = monotonic_seconds() - start;
        double left = o.limits.max_seconds - spent;
        o.limits.max_seconds = left > 1e-3 ? left : 1e-3;
        if (o.limits.target_seconds > 0) {
            left = o.limits.target_seconds - spent;
            o.limits.target_seconds = left > 1e-3 ? left : 1e-3;
        }
    }
    if (ok) {
        dm_search_status status =
            o.context ? dm_search_in_context(o.context, board, &pos, &o.limits, r)
                      : dm_search(board, &pos, &o.limits, tt, r);
        switch (status) {
        case DM_SEARCH_BUSY:
            ok = PL_permission_error("search", "damas_search_context", options);
            break;
        case DM_SEARCH_OK:
            /* Stopped by an exception: it is pending, FALSE passes it on. */
            ok = !signals.raised && unify_search_result(result, board, r);
            break;
        case DM_SEARCH_NO_MEMORY:
            ok = PL_resource_error("memory");
            break;
        case DM_SEARCH_OVERFLOW:
            ok = move_list_overflow();
            break;
        case DM_SEARCH_BAD_LIMITS:
            ok = PL_domain_error("damas_search_options", options);
            break;
        }
    }
    dm_tt_free(tt);
    free(r);
    free((void *)o.limits.history);
    return ok;
}

static foreign_t engine_evaluate(term_t engine, term_t position, term_t heuristic_term,
                                 term_t score)
{
    const dm_board *board = NULL;
    dm_position pos;
    dm_heuristic heuristic;
    return get_engine(engine, &board) && get_position(board, position, &pos) &&
           get_heuristic(heuristic_term, &heuristic) &&
           PL_unify_integer(score, dm_evaluate(board, &pos, heuristic));
}

/* ---- Endgame databases ------------------------------------------------ */

static int attach_egdb(const dm_board *board, dm_egdb *db, const char *directory)
{
    attached_egdb *a = malloc(sizeof *a);
    char *copy = directory ? strdup(directory) : NULL;
    if (!a || (directory && !copy)) {
        free(a);
        free(copy);
        dm_egdb_free(db);
        return PL_resource_error("memory");
    }
    a->db = db;
    a->directory = copy;
    engine_data *e = (engine_data *)board;
    a->older = atomic_load(&e->egdb);
    while (!atomic_compare_exchange_weak(&e->egdb, &a->older, a))
        ;
    return TRUE;
}

/* Loads the database files of Directory for the engine's board and rules
   and attaches them to the engine, in place of any attached before. */
static foreign_t engine_egdb_load(term_t engine, term_t directory)
{
    const dm_board *board = NULL;
    char *dir, err[ERROR_SIZE];
    if (!get_engine(engine, &board) ||
        !PL_get_file_name(directory, &dir, PL_FILE_OSPATH | PL_FILE_SEARCH))
        return FALSE;
    dm_egdb *db = dm_egdb_load(board, dir, err, sizeof err);
    if (!db) {
        term_t formal = PL_new_term_ref();
        if (!formal ||
            !PL_unify_term(formal, PL_FUNCTOR_CHARS, "existence_error", 2,
                           PL_CHARS, "endgame_database", PL_TERM, directory))
            return FALSE;
        return raise_error(formal, NULL, 0, err);
    }
    return attach_egdb(board, db, dir);
}

static foreign_t engine_egdb_unload(term_t engine)
{
    const dm_board *board = NULL;
    return get_engine(engine, &board) &&
           (!engine_egdb(board, NULL) || attach_egdb(board, NULL, NULL));
}

/* Info = none, or egdb(Directory, MaxPieces, Positions, Bytes). */
static foreign_t engine_egdb_info(term_t engine, term_t info)
{
    const dm_board *board = NULL;
    const char *directory;
    if (!get_engine(engine, &board))
        return FALSE;
    const dm_egdb *db = engine_egdb(board, &directory);
    if (!db)
        return PL_unify_atom_chars(info, "none");
    return PL_unify_term(info, PL_FUNCTOR_CHARS, "egdb", 4, PL_UTF8_CHARS, directory,
                         PL_INT, db->max_pieces, PL_INT64, (int64_t)db->positions,
                         PL_INT64, (int64_t)db->bytes);
}

/* Value: win, draw, loss (for the side to move) or unknown (no slice, or
   no database); Distance: plies to the next conversion, or none. */
static foreign_t engine_egdb_probe(term_t engine, term_t position, term_t value,
                                   term_t distance)
{
    static const char *const names[] = { "unknown", "loss", "draw", "win" };
    const dm_board *board = NULL;
    dm_position pos;
    if (!get_engine(engine, &board) || !get_position(board, position, &pos))
        return FALSE;
    const dm_egdb *db = engine_egdb(board, NULL);
    int d = DM_EGDB_NO_DISTANCE;
    dm_egdb_value v = db ? dm_egdb_probe(db, &pos, &d) : DM_EGDB_UNKNOWN;
    if (!PL_unify_atom_chars(value, names[v + 1]))
        return FALSE;
    if (v == DM_EGDB_UNKNOWN || v == DM_EGDB_DRAW || d == DM_EGDB_NO_DISTANCE)
        return PL_unify_atom_chars(distance, "none");
    return PL_unify_integer(distance, d);
}

/* Generates the slices of up to Pieces pieces (only those without men when
   KingsOnly is true) into Directory, which must exist, keeping the files
   already there.  It runs to the end: signals wait. */
static foreign_t engine_egdb_generate(term_t engine, term_t directory, term_t pieces,
                                      term_t kings_only)
{
    const dm_board *board = NULL;
    char *dir, err[ERROR_SIZE];
    int n, only_kings;
    if (!get_engine(engine, &board) ||
        !PL_get_file_name(directory, &dir, PL_FILE_OSPATH) ||
        !PL_get_integer_ex(pieces, &n) || !PL_get_bool_ex(kings_only, &only_kings))
        return FALSE;
    if (n < 2 || n > DM_EGDB_MAX_PIECES)
        return PL_domain_error("endgame_pieces", pieces);
    dm_egdb *db = dm_egdb_new(board, err, sizeof err);
    if (!db)
        return PL_resource_error("memory");
    dm_egdb_generate_options options = { n, dir, NULL, only_kings };
    int status = dm_egdb_generate(db, &options, err, sizeof err);
    dm_egdb_free(db);
    if (status != 0) {
        term_t formal = PL_new_term_ref();
        if (!formal ||
            !PL_unify_term(formal, PL_FUNCTOR_CHARS, "permission_error", 3,
                           PL_CHARS, "generate", PL_CHARS, "endgame_database",
                           PL_TERM, directory))
            return FALSE;
        return raise_error(formal, NULL, 0, err);
    }
    return TRUE;
}

/* ---- Gomoku ----------------------------------------------------------- */

/* The Gomoku engine of prolog/gomoku.pl, private to module damas like the
   rest and called from module gomoku as damas:gomoku_...:

       gomoku_engine_new(+Size, +Windows, -Engine)
       gomoku_engine_analyse(+Engine, +Side, +Black, +White, -Analysis)
       gomoku_engine_search(+Engine, +Side, +Black, +White, +Options, -Result)
       gomoku_engine_classroom_move(+Engine, +Side, +Black, +White, +Seed, -Move)

   Windows is a list of window(Direction, [P1, ..., P5]), Direction 0..3
   and points 0-based indices.  A position is given as Side (black or
   white) and the lists of the points of Black's and White's stones.
   Analysis is gomoku_analysis(Winner, Counts, Classroom, Engine, Legal): Winner
   none, black or white; Counts the list of Black-White stone counts of
   every window, in the windows' order; Classroom classroom(V, L, P, J),
   the terms of the classroom heuristic for the side to move; Engine the
   engine's evaluation for the side to move; Legal the points where the
   side to move may play (none once the game is over).  Options is
   options(Depth, Seconds, Nodes, Width, Heuristic), Heuristic engine or
   classroom; Result is gomoku_result(Move, Score, Depth, Nodes, Seconds),
   Move a point or -1 (the game is over). */

#include "gomoku/board.h"
#include "gomoku/search.h"

/* The table of one search: 8 MB, calloc'ed, so only the pages a search
   touches cost anything. */
#define GOMOKU_TT_BYTES (8u << 20)

static int release_gomoku_engine(atom_t engine)
{
    free(PL_blob_data(engine, NULL, NULL));
    return TRUE;
}

static int write_gomoku_engine(IOSTREAM *out, atom_t engine, int flags)
{
    (void)flags;
    const gm_board *board = PL_blob_data(engine, NULL, NULL);
    return Sfprintf(out, "<gomoku_engine>(%dx%d, %p)", board->size, board->size,
                    (const void *)board) >= 0;
}

static atom_t ATOM_classroom, ATOM_engine;
static functor_t FUNCTOR_window2, FUNCTOR_options5;

static PL_blob_t gomoku_engine_blob = {
    .magic = PL_BLOB_MAGIC,
    .flags = PL_BLOB_UNIQUE | PL_BLOB_NOCOPY,
    .name = "gomoku_engine",
    .release = release_gomoku_engine,
    .write = write_gomoku_engine,
};

static int get_gomoku_engine(term_t t, const gm_board **board)
{
    void *data;
    PL_blob_t *type;
    if (PL_get_blob(t, &data, NULL, &type) && type == &gomoku_engine_blob) {
        *board = data;
        return TRUE;
    }
    if (PL_is_variable(t))
        return PL_instantiation_error(t);
    return PL_type_error("gomoku_engine", t);
}

static int gomoku_board_error(term_t culprit, const char *message)
{
    term_t formal = PL_new_term_ref();
    if (!formal ||
        !PL_unify_term(formal, PL_FUNCTOR_CHARS, "domain_error", 2,
                       PL_CHARS, "gomoku_board", PL_TERM, culprit))
        return FALSE;
    return raise_error(formal, NULL, 0, message);
}

static foreign_t gomoku_engine_new(term_t size_term, term_t windows, term_t engine)
{
    int size;
    if (!PL_get_integer_ex(size_term, &size))
        return FALSE;
    int16_t (*points)[GM_ROW] = malloc(sizeof(int16_t[GM_MAX_WINDOWS][GM_ROW]));
    uint8_t *direction = malloc(GM_MAX_WINDOWS);
    gm_board *board = malloc(sizeof *board);
    int ok = FALSE, count = 0;
    char error[ERROR_SIZE];
    term_t tail = PL_copy_term_ref(windows), head = PL_new_term_ref(),
           arg = PL_new_term_ref(), list = PL_new_term_ref();
    if (!points || !direction || !board) {
        ok = PL_resource_error("memory");
        goto done;
    }
    while (PL_get_list_ex(tail, head, tail)) {
        int d;
        if (count == GM_MAX_WINDOWS) {
            ok = gomoku_board_error(windows, "too many windows");
            goto done;
        }
        if (!PL_is_functor(head, FUNCTOR_window2) ||
            !PL_get_arg(1, head, arg) || !PL_get_integer(arg, &d) || d < 0 ||
            d >= GM_DIRECTIONS || !PL_get_arg(2, head, list)) {
            ok = gomoku_board_error(head, "a window is window(Direction, [P1, ..., P5])");
            goto done;
        }
        direction[count] = (uint8_t)d;
        for (int i = 0; i < GM_ROW; i++) {
            int p;
            if (!PL_get_list(list, arg, list) || !PL_get_integer(arg, &p) || p < 0 ||
                p >= GM_MAX_POINTS) {
                ok = gomoku_board_error(head, "a window is five points");
                goto done;
            }
            points[count][i] = (int16_t)p;
        }
        if (!PL_get_nil(list)) {
            ok = gomoku_board_error(head, "a window is five points");
            goto done;
        }
        count++;
    }
    if (PL_exception(0))
        goto done;
    if (gm_board_init(board, size, count, (const int16_t (*)[GM_ROW])points, direction,
                      error, sizeof error) != 0) {
        ok = gomoku_board_error(windows, error);
        goto done;
    }
    ok = PL_unify_blob(engine, board, sizeof *board, &gomoku_engine_blob);
    if (ok)
        board = NULL;   /* the blob owns it now: PL_BLOB_NOCOPY */
done:
    free(points);
    free(direction);
    free(board);
    return ok;
}

static int get_gomoku_stones(const gm_board *board, gm_position *pos, term_t stones,
                             int colour)
{
    term_t tail = PL_copy_term_ref(stones), head = PL_new_term_ref();
    while (PL_get_list_ex(tail, head, tail)) {
        int p;
        if (!PL_get_integer_ex(head, &p))
            return FALSE;
        if (p < 0 || p >= board->points)
            return PL_domain_error("gomoku_point", head);
        if (pos->cell[p] != GM_EMPTY)
            return PL_permission_error("place", "occupied_point", head);
        gm_place(board, pos, p, colour);
    }
    return !PL_exception(0);
}

static int get_gomoku_position(const gm_board *board, term_t side, term_t black,
                               term_t white, gm_position *pos)
{
    atom_t a;
    gm_position_init(board, pos);
    if (!PL_get_atom_ex(side, &a))
        return FALSE;
    if (a != ATOM_black && a != ATOM_white)
        return PL_domain_error("gomoku_side", side);
    if (!get_gomoku_stones(board, pos, black, GM_BLACK) ||
        !get_gomoku_stones(board, pos, white, GM_WHITE))
        return FALSE;
    if (a == ATOM_white) {
        pos->side = GM_WHITE;
        pos->key ^= board->white_to_move;
    }
    return TRUE;
}

static foreign_t gomoku_engine_analyse(term_t engine, term_t side, term_t black,
                                       term_t white, term_t analysis)
{
    const gm_board *board = NULL;
    gm_position *pos = malloc(sizeof *pos);
    if (!pos)
        return PL_resource_error("memory");
    int ok = get_gomoku_engine(engine, &board) &&
             get_gomoku_position(board, side, black, white, pos);
    if (ok) {
        term_t counts = PL_new_term_ref(), cell = PL_new_term_ref();
        ok = counts && cell && PL_put_nil(counts);
        for (int w = board->windows - 1; ok && w >= 0; w--)
            ok = PL_unify_term(cell, PL_FUNCTOR_CHARS, "-", 2, PL_INT, pos->count[w][GM_BLACK],
                               PL_INT, pos->count[w][GM_WHITE]) &&
                 PL_cons_list(counts, cell, counts) && PL_put_variable(cell);
        term_t legal = PL_new_term_ref();
        ok = ok && legal && PL_put_nil(legal);
        bool over = pos->winner != GM_NO_WINNER || pos->stones == board->points;
        for (int p = board->points - 1; ok && !over && p >= 0; p--)
            if (pos->cell[p] == GM_EMPTY)
                ok = PL_put_integer(cell, p) && PL_cons_list(legal, cell, legal);
        gm_classroom terms;
        gm_classroom_terms(board, pos, pos->side, &terms);
        const char *winner = pos->winner == GM_BLACK ? "black"
                           : pos->winner == GM_WHITE ? "white" : "none";
        ok = ok && PL_unify_term(analysis, PL_FUNCTOR_CHARS, "gomoku_analysis", 5,
                                 PL_CHARS, winner, PL_TERM, counts,
                                 PL_FUNCTOR_CHARS, "classroom", 4, PL_INT, terms.v,
                                 PL_INT, terms.l, PL_INT, terms.p, PL_INT, terms.j,
                                 PL_INT, gm_evaluate(board, pos, GM_HEURISTIC_ENGINE),
                                 PL_TERM, legal);
    }
    free(pos);
    return ok;
}

static foreign_t gomoku_engine_search(term_t engine, term_t side, term_t black,
                                      term_t white, term_t options, term_t result)
{
    const gm_board *board = NULL;
    gm_search_options o = { 0 };
    term_t arg = PL_new_term_ref();
    atom_t heuristic;
    int64_t nodes;
    if (!get_gomoku_engine(engine, &board) ||
        !PL_is_functor(options, FUNCTOR_options5))
        return PL_exception(0) ? FALSE : PL_domain_error("gomoku_search_options", options);
    if (!PL_get_arg(1, options, arg) || !PL_get_integer_ex(arg, &o.depth) ||
        !PL_get_arg(2, options, arg) || !PL_get_float_ex(arg, &o.seconds) ||
        !PL_get_arg(3, options, arg) || !PL_get_int64_ex(arg, &nodes) ||
        !PL_get_arg(4, options, arg) || !PL_get_integer_ex(arg, &o.width) ||
        !PL_get_arg(5, options, arg) || !PL_get_atom_ex(arg, &heuristic))
        return FALSE;
    o.nodes = nodes > 0 ? (uint64_t)nodes : 0;
    if (heuristic == ATOM_classroom)
        o.heuristic = GM_HEURISTIC_CLASSROOM;
    else if (heuristic == ATOM_engine)
        o.heuristic = GM_HEURISTIC_ENGINE;
    else
        return PL_domain_error("gomoku_heuristic", arg);
    gm_position *pos = malloc(sizeof *pos);
    if (!pos)
        return PL_resource_error("memory");
    int ok = get_gomoku_position(board, side, black, white, pos);
    if (ok) {
        o.tt = dm_tt_new(GOMOKU_TT_BYTES);
        gm_search_result r;
        gm_search(board, pos, &o, &r);
        dm_tt_free(o.tt);
        ok = PL_unify_term(result, PL_FUNCTOR_CHARS, "gomoku_result", 5, PL_INT, r.move,
                           PL_INT, r.score, PL_INT, r.depth, PL_INT64, (int64_t)r.nodes,
                           PL_FLOAT, r.seconds);
    }
    free(pos);
    return ok;
}

static foreign_t gomoku_engine_classroom_move(term_t engine, term_t side, term_t black,
                                              term_t white, term_t seed, term_t move)
{
    const gm_board *board = NULL;
    int64_t s;
    if (!get_gomoku_engine(engine, &board) || !PL_get_int64_ex(seed, &s))
        return FALSE;
    gm_position *pos = malloc(sizeof *pos);
    if (!pos)
        return PL_resource_error("memory");
    int ok = get_gomoku_position(board, side, black, white, pos);
    if (ok) {
        uint64_t random = (uint64_t)s;
        ok = PL_unify_integer(move, gm_classroom_move(board, pos, &random));
    }
    free(pos);
    return ok;
}

/* ---- Installation ----------------------------------------------------- */

static const struct {
    const char *name;
    int arity;
    pl_function_t function;
} predicates[] = {
    { "engine_new", 6, (pl_function_t)engine_new },
    { "engine_check_position", 2, (pl_function_t)engine_check_position },
    { "engine_legal_moves", 3, (pl_function_t)engine_legal_moves },
    { "engine_make_move", 4, (pl_function_t)engine_make_move },
    { "engine_perft", 5, (pl_function_t)engine_perft },
    { "engine_fen_read", 3, (pl_function_t)engine_fen_read },
    { "engine_fen_write", 3, (pl_function_t)engine_fen_write },
    { "engine_search", 4, (pl_function_t)engine_search },
    { "engine_evaluate", 4, (pl_function_t)engine_evaluate },
    { "engine_egdb_load", 2, (pl_function_t)engine_egdb_load },
    { "engine_egdb_unload", 1, (pl_function_t)engine_egdb_unload },
    { "engine_egdb_info", 2, (pl_function_t)engine_egdb_info },
    { "engine_egdb_probe", 4, (pl_function_t)engine_egdb_probe },
    { "engine_egdb_generate", 4, (pl_function_t)engine_egdb_generate },
    { "engine_search_context_new", 3, (pl_function_t)engine_search_context_new },
    { "engine_search_context_clear", 1, (pl_function_t)engine_search_context_clear },
    { "engine_search_context_stop", 1, (pl_function_t)engine_search_context_stop },
    { "engine_search_context_size", 3, (pl_function_t)engine_search_context_size },
    { "gomoku_engine_new", 3, (pl_function_t)gomoku_engine_new },
    { "gomoku_engine_analyse", 5, (pl_function_t)gomoku_engine_analyse },
    { "gomoku_engine_search", 6, (pl_function_t)gomoku_engine_search },
    { "gomoku_engine_classroom_move", 6, (pl_function_t)gomoku_engine_classroom_move },
};

/* ==== Eximo ================================================================
   The foreign predicates of library(eximo) (prolog/eximo.pl), registered in
   module eximo and private to it:

       eximo_engine_new(+Facts, -Engine)
       eximo_engine_moves(+Engine, +Side, +White, +Black, -Moves)
       eximo_engine_perft(+Engine, +Side, +White, +Black, +Depth, -Count)
       eximo_engine_search(+Engine, +Side, +White, +Black, +MaxDepth, +Seconds, -Result)
       eximo_engine_evaluate(+Engine, +Side, +White, +Black, -Score)

   Facts are the relations of kb/eximo.pl as terms: step(Side, From, To),
   jump(Side, From, Over, To), capture(Side, From, Over, To), start(Side,
   Square), drop_zone(Side, Square), far_row(Side, Square) and
   first_player(Side).  White and Black are masks (bit n-1: square n).  A
   move is move(Kind, Path, Captured, Drops), Kind step, jump or capture,
   the lists of square numbers.  Result is result(Move, Score, Depth,
   Nodes), Move `none` when the side to move has lost.  The engine is a
   blob owning a malloc'ed ex_board, read-only once built. */

#include "eximo/board.h"
#include "eximo/movegen.h"
#include "eximo/search.h"

static int eximo_release(atom_t engine)
{
    free(PL_blob_data(engine, NULL, NULL));
    return TRUE;
}

static PL_blob_t eximo_engine_blob = {
    .magic = PL_BLOB_MAGIC,
    .flags = PL_BLOB_UNIQUE | PL_BLOB_NOCOPY,
    .name = "eximo_engine",
    .release = eximo_release,
};

static int eximo_get_engine(term_t t, const ex_board **board)
{
    void *data;
    PL_blob_t *type;
    if (PL_get_blob(t, &data, NULL, &type) && type == &eximo_engine_blob) {
        *board = data;
        return TRUE;
    }
    return PL_type_error("eximo_engine", t);
}

static int eximo_get_side(term_t t, ex_side *side)
{
    atom_t a;
    if (PL_get_atom(t, &a) && (a == ATOM_white || a == ATOM_black)) {
        *side = a == ATOM_white ? EX_WHITE : EX_BLACK;
        return TRUE;
    }
    return PL_domain_error("eximo_side", t);
}

static int eximo_get_position(term_t side, term_t white, term_t black, ex_position *pos)
{
    if (!eximo_get_side(side, &pos->side) ||
        !PL_get_uint64_ex(white, &pos->pieces[EX_WHITE]) ||
        !PL_get_uint64_ex(black, &pos->pieces[EX_BLACK]))
        return FALSE;
    if (pos->pieces[EX_WHITE] & pos->pieces[EX_BLACK])
        return PL_domain_error("eximo_disjoint_masks", black);
    return TRUE;
}

static int eximo_fact_int(term_t fact, int n, int *value)
{
    term_t arg = PL_new_term_ref();
    return arg && PL_get_arg(n, fact, arg) && PL_get_integer_ex(arg, value);
}

static int eximo_fact_side(term_t fact, ex_side *side)
{
    term_t arg = PL_new_term_ref();
    return arg && PL_get_arg(1, fact, arg) && eximo_get_side(arg, side);
}

static int eximo_board_error(term_t culprit, const char *message)
{
    term_t formal = PL_new_term_ref();
    if (!formal ||
        !PL_unify_term(formal, PL_FUNCTOR_CHARS, "domain_error", 2,
                       PL_CHARS, "eximo_board", PL_TERM, culprit))
        return FALSE;
    return raise_error(formal, NULL, 0, message);
}

static int eximo_add_fact(ex_board *board, term_t fact, char *error, size_t size)
{
    atom_t name;
    size_t arity;
    ex_side side = EX_WHITE;
    int a = 0, b = 0, c = 0;
    if (!PL_get_name_arity(fact, &name, &arity))
        return PL_type_error("eximo_fact", fact);
    const char *s = PL_atom_chars(name);
    bool ok;
    if (!strcmp(s, "first_player") && arity == 1) {
        if (!eximo_fact_side(fact, &side))
            return FALSE;
        board->first_player = side;
        return TRUE;
    }
    if (!eximo_fact_side(fact, &side))
        return FALSE;
    if (!strcmp(s, "step") && arity == 3) {
        if (!eximo_fact_int(fact, 2, &a) || !eximo_fact_int(fact, 3, &b))
            return FALSE;
        ok = ex_board_add_step(board, side, a, b, error, size);
    } else if ((!strcmp(s, "jump") || !strcmp(s, "capture")) && arity == 4) {
        if (!eximo_fact_int(fact, 2, &a) || !eximo_fact_int(fact, 3, &b) ||
            !eximo_fact_int(fact, 4, &c))
            return FALSE;
        ok = s[0] == 'j' ? ex_board_add_jump(board, side, a, b, c, error, size)
                         : ex_board_add_capture(board, side, a, b, c, error, size);
    } else if (arity == 2 && (!strcmp(s, "start") || !strcmp(s, "drop_zone") ||
                              !strcmp(s, "far_row"))) {
        if (!eximo_fact_int(fact, 2, &a))
            return FALSE;
        ex_square_set set = s[0] == 's' ? EX_START : s[0] == 'd' ? EX_DROP_ZONE : EX_FAR_ROW;
        ok = ex_board_add_square(board, set, side, a, error, size);
    } else {
        return PL_domain_error("eximo_fact", fact);
    }
    return ok ? TRUE : eximo_board_error(fact, error);
}

static foreign_t eximo_engine_new(term_t facts, term_t engine)
{
    ex_board *board = malloc(sizeof *board);
    if (!board)
        return PL_resource_error("memory");
    ex_board_init(board);
    char error[ERROR_SIZE];
    term_t tail = PL_copy_term_ref(facts), head = PL_new_term_ref();
    while (PL_get_list(tail, head, tail))
        if (!eximo_add_fact(board, head, error, sizeof error)) {
            free(board);
            return FALSE;
        }
    if (!PL_get_nil_ex(tail)) {
        free(board);
        return FALSE;
    }
    if (!ex_board_check(board, error, sizeof error)) {
        free(board);
        return eximo_board_error(facts, error);
    }
    return PL_unify_blob(engine, board, sizeof *board, &eximo_engine_blob);
}

static int eximo_unify_squares(term_t list, const uint8_t *squares, int count)
{
    term_t tail = PL_copy_term_ref(list), head = PL_new_term_ref();
    for (int i = 0; i < count; i++)
        if (!PL_unify_list(tail, head, tail) || !PL_unify_integer(head, squares[i] + 1))
            return FALSE;
    return PL_unify_nil(tail);
}

static int eximo_unify_move(term_t t, const ex_board *board, ex_side side, const ex_move *m)
{
    static const char *const kinds[3] = { "step", "jump", "capture" };
    uint8_t captured[EX_MAX_PATH];
    int n = 0;
    /* The captured pieces in route order: each hop's `over` square. */
    if (m->kind == EX_MOVE_CAPTURE)
        for (int i = 1; i < m->length; i++) {
            int from = m->path[i - 1];
            for (int h = 0; h < board->capture_count[side][from]; h++)
                if (board->capture[side][from][h].to == m->path[i]) {
                    captured[n++] = board->capture[side][from][h].over;
                    break;
                }
        }
    term_t a = PL_new_term_refs(4);
    return a &&
           PL_put_atom_chars(a + 0, kinds[m->kind]) &&
           eximo_unify_squares(a + 1, m->path, m->length) &&
           eximo_unify_squares(a + 2, captured, n) &&
           eximo_unify_squares(a + 3, m->drops, m->drop_count) &&
           PL_unify_term(t, PL_FUNCTOR_CHARS, "move", 4,
                         PL_TERM, a + 0, PL_TERM, a + 1, PL_TERM, a + 2, PL_TERM, a + 3);
}

static int eximo_overflow(void)
{
    return PL_resource_error("eximo_move_list");
}

static foreign_t eximo_engine_moves(term_t engine, term_t side, term_t white, term_t black,
                                    term_t moves)
{
    const ex_board *board = NULL;
    ex_position pos;
    if (!eximo_get_engine(engine, &board) || !eximo_get_position(side, white, black, &pos))
        return FALSE;
    ex_move_list *list = malloc(sizeof *list);
    if (!list)
        return PL_resource_error("memory");
    int rc;
    if (!ex_generate_moves(board, &pos, list)) {
        rc = eximo_overflow();
    } else {
        term_t tail = PL_copy_term_ref(moves), head = PL_new_term_ref();
        rc = TRUE;
        for (int i = 0; rc && i < list->count; i++)
            rc = PL_unify_list(tail, head, tail) &&
                 eximo_unify_move(head, board, pos.side, &list->moves[i]);
        rc = rc && PL_unify_nil(tail);
    }
    free(list);
    return rc;
}

static foreign_t eximo_engine_perft(term_t engine, term_t side, term_t white, term_t black,
                                    term_t depth, term_t count)
{
    const ex_board *board = NULL;
    ex_position pos;
    int d;
    uint64_t n;
    if (!eximo_get_engine(engine, &board) || !eximo_get_position(side, white, black, &pos) ||
        !PL_get_integer_ex(depth, &d))
        return FALSE;
    if (!ex_perft(board, &pos, d, &n))
        return eximo_overflow();
    return PL_unify_uint64(count, n);
}

static foreign_t eximo_engine_search(term_t engine, term_t side, term_t white, term_t black,
                                     term_t max_depth, term_t seconds, term_t result)
{
    const ex_board *board = NULL;
    ex_position pos;
    ex_search_limits limits;
    ex_search_result r;
    if (!eximo_get_engine(engine, &board) || !eximo_get_position(side, white, black, &pos) ||
        !PL_get_integer_ex(max_depth, &limits.max_depth) ||
        !PL_get_float_ex(seconds, &limits.seconds))
        return FALSE;
    limits.tt_bytes = (size_t)16 << 20;
    switch (ex_search(board, &pos, &limits, &r)) {
    case EX_SEARCH_OVERFLOW: return eximo_overflow();
    case EX_SEARCH_NO_MEMORY: return PL_resource_error("memory");
    case EX_SEARCH_NO_MOVE:
        return PL_unify_term(result, PL_FUNCTOR_CHARS, "result", 4, PL_CHARS, "none",
                             PL_INT, -EX_WIN, PL_INT, 0, PL_INT64, (int64_t)0);
    case EX_SEARCH_OK: break;
    }
    term_t move = PL_new_term_ref();
    return move && eximo_unify_move(move, board, pos.side, &r.best) &&
           PL_unify_term(result, PL_FUNCTOR_CHARS, "result", 4, PL_TERM, move,
                         PL_INT, r.score, PL_INT, r.depth, PL_INT64, (int64_t)r.nodes);
}

static foreign_t eximo_engine_evaluate(term_t engine, term_t side, term_t white, term_t black,
                                       term_t score)
{
    const ex_board *board = NULL;
    ex_position pos;
    if (!eximo_get_engine(engine, &board) || !eximo_get_position(side, white, black, &pos))
        return FALSE;
    return PL_unify_integer(score, ex_evaluate(board, &pos));
}

static void install_eximo(void)
{
    static const struct {
        const char *name;
        int arity;
        pl_function_t function;
    } eximo_predicates[] = {
        { "eximo_engine_new", 2, (pl_function_t)eximo_engine_new },
        { "eximo_engine_moves", 5, (pl_function_t)eximo_engine_moves },
        { "eximo_engine_perft", 6, (pl_function_t)eximo_engine_perft },
        { "eximo_engine_search", 7, (pl_function_t)eximo_engine_search },
        { "eximo_engine_evaluate", 5, (pl_function_t)eximo_engine_evaluate },
    };
    for (size_t i = 0; i < sizeof eximo_predicates / sizeof eximo_predicates[0]; i++)
        if (!PL_register_foreign_in_module("eximo", eximo_predicates[i].name,
                                           eximo_predicates[i].arity,
                                           eximo_predicates[i].function, 0))
            Sdprintf("damas: could not register eximo:%s/%d\n", eximo_predicates[i].name,
                     eximo_predicates[i].arity);
}

/* ==== End of Eximo ========================================================= */

__attribute__((visibility("default"))) install_t install_damas(void)
{
    ATOM_white = PL_new_atom("white");
    ATOM_black = PL_new_atom("black");
    ATOM_true = PL_new_atom("true");
    ATOM_false = PL_new_atom("false");
    FUNCTOR_position5 = PL_new_functor(PL_new_atom("position"), 5);
    FUNCTOR_move2 = PL_new_functor(PL_new_atom("move"), 2);
    FUNCTOR_movepeca3 = PL_new_functor(PL_new_atom("movepeca"), 3);
    FUNCTOR_comepeca3 = PL_new_functor(PL_new_atom("comepeca"), 3);
    FUNCTOR_diagonal3 = PL_new_functor(PL_new_atom("diagonal"), 3);
    FUNCTOR_orthogonal3 = PL_new_functor(PL_new_atom("orthogonal"), 3);
    FUNCTOR_distinct_captures1 = PL_new_functor(PL_new_atom("distinct_captures"), 1);
    FUNCTOR_rule2 = PL_new_functor(PL_new_atom("rule"), 2);
    FUNCTOR_bulk1 = PL_new_functor(PL_new_atom("bulk"), 1);
    FUNCTOR_hash1 = PL_new_functor(PL_new_atom("hash"), 1);
    FUNCTOR_depth1 = PL_new_functor(PL_new_atom("depth"), 1);
    FUNCTOR_time1 = PL_new_functor(PL_new_atom("time"), 1);
    FUNCTOR_nodes1 = PL_new_functor(PL_new_atom("nodes"), 1);
    FUNCTOR_heuristic1 = PL_new_functor(PL_new_atom("heuristic"), 1);
    FUNCTOR_history1 = PL_new_functor(PL_new_atom("history"), 1);
    FUNCTOR_search_result12 = PL_new_functor(PL_new_atom("search_result"), 12);
    FUNCTOR_context1 = PL_new_functor(PL_new_atom("context"), 1);
    FUNCTOR_threads1 = PL_new_functor(PL_new_atom("threads"), 1);
    FUNCTOR_progress1 = PL_new_functor(PL_new_atom("progress"), 1);
    FUNCTOR_draw_rules3 = PL_new_functor(PL_new_atom("draw_rules"), 3);
    FUNCTOR_draw_counts2 = PL_new_functor(PL_new_atom("draw_counts"), 2);
    FUNCTOR_target1 = PL_new_functor(PL_new_atom("target"), 1);
    PREDICATE_search_progress3 = PL_predicate("search_progress", 3, "damas_search");
    FUNCTOR_endgame1 = PL_new_functor(PL_new_atom("endgame"), 1);
    ATOM_classroom = PL_new_atom("classroom");
    ATOM_engine = PL_new_atom("engine");
    FUNCTOR_window2 = PL_new_functor(PL_new_atom("window"), 2);
    FUNCTOR_options5 = PL_new_functor(PL_new_atom("options"), 5);

    for (size_t i = 0; i < sizeof predicates / sizeof predicates[0]; i++)
        if (!PL_register_foreign_in_module("damas", predicates[i].name,
                                           predicates[i].arity, predicates[i].function, 0))
            Sdprintf("damas: could not register %s/%d\n", predicates[i].name,
                     predicates[i].arity);
    install_eximo();
}
