/* library(damas): the engine of a variant, built from its rules.  The
   foreign predicates are private to module damas (prolog/damas.pl), which
   checks options and gives them to these in a fixed shape:

       engine_new(+Squares, +Steps, +Jumps, +Lines, +Rules, -Engine)

   Lines holds diagonal(From, Dir, To) and orthogonal(From, Dir, To) terms;
   Rules holds rule(Name, Value) for the move-generation rules of
   docs/rules.md, Value an atom or a list of atoms (capture_precedence).
   Engine: see glue.h. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glue/glue.h"

#include "draughts/board.h"

static functor_t FUNCTOR_movepeca3, FUNCTOR_comepeca3, FUNCTOR_diagonal3,
    FUNCTOR_orthogonal3, FUNCTOR_rule2;

/* ---- Errors ----------------------------------------------------------- */

/* domain_error(damas_board, Culprit): the knowledge base's relations do not
   describe a board the engine can use. */
static int board_error(term_t culprit, const char *message)
{
    return raise_domain_error("damas_board", culprit, message);
}

static int board_error_culprit_squares(int squares, const char *message)
{
    term_t culprit = PL_new_term_ref();
    if (!culprit ||
        !PL_unify_term(culprit, PL_FUNCTOR_CHARS, "squares", 1, PL_INT, squares))
        return FALSE;
    return board_error(culprit, message);
}

/* ---- Terms to C ------------------------------------------------------- */

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
    return raise_domain_error("damas_rule", rule, message);
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

/* ---- The foreign predicate -------------------------------------------- */

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

void glue_install_engine(void)
{
    static const glue_predicate predicates[] = {
        { "engine_new", 6, (pl_function_t)engine_new },
    };
    FUNCTOR_movepeca3 = PL_new_functor(PL_new_atom("movepeca"), 3);
    FUNCTOR_comepeca3 = PL_new_functor(PL_new_atom("comepeca"), 3);
    FUNCTOR_diagonal3 = PL_new_functor(PL_new_atom("diagonal"), 3);
    FUNCTOR_orthogonal3 = PL_new_functor(PL_new_atom("orthogonal"), 3);
    FUNCTOR_rule2 = PL_new_functor(PL_new_atom("rule"), 2);
    GLUE_REGISTER("damas", predicates);
}
