/* library(damas/explain): the static evaluation taken apart, for the
   classroom.  The foreign predicate is private to module damas; the
   arithmetic that turns it into points is in prolog/damas/explain.pl,
   where a student can read it:

       engine_evaluation_breakdown(+Engine, +Position, -Breakdown)

   Breakdown is

       breakdown(Full, Present, Scale, Terms, Squares, Patterns, Census)

   - Full: the pieces at the start (the evaluation's full board);
     Present: the pieces on the board, at most Full; Scale: the drawish
     scale in 64ths (64: none).
   - Terms: term(Name, Count, FullWeight, EmptyWeight) for each term of
     DM_HEURISTIC_DEFAULT in the order of eval.h, Count White's minus
     Black's, the weights those of a full and of an empty board.
   - Squares: weights(FullSum, EmptySum), the square table's weights of
     the men on the board, White's minus Black's; Patterns: the same for
     the regions' patterns.  Both weights(0, 0) on a board without them.
   - Census: census(WhiteMen, WhiteKings, BlackMen, BlackKings,
     WhiteNear, BlackNear), Near the men one step from crowning; what the
     classroom heuristics count.

   The evaluation combines these as dm_eval_combine does (eval.c): each
   term's Count times its weights mixed in proportion to Present, plus
   the sums, divided by Full, times Scale / 64. */
#include <stdlib.h>

#include "glue/glue.h"

#include "draughts/bitboard.h"
#include "search/eval.h"

static functor_t FUNCTOR_breakdown7, FUNCTOR_term4, FUNCTOR_weights2, FUNCTOR_census6;

/* term(Name, Count, FullWeight, EmptyWeight) for each term, as a list. */
static int put_terms(term_t list, const dm_eval_tables *tables, const dm_eval_breakdown *b)
{
    term_t element = PL_new_term_ref();
    if (!element || !PL_put_nil(list))
        return FALSE;
    for (int i = DM_TERMS - 1; i >= 0; i--) {
        PL_put_variable(element);
        if (!PL_unify_term(element, PL_FUNCTOR, FUNCTOR_term4,
                           PL_CHARS, dm_eval_term_name(i), PL_INT, b->term[i],
                           PL_INT, tables->weights.weight[0][i],
                           PL_INT, tables->weights.weight[1][i]) ||
            !PL_cons_list(list, element, list))
            return FALSE;
    }
    return TRUE;
}

static foreign_t engine_evaluation_breakdown(term_t engine, term_t position, term_t out)
{
    const dm_board *board = NULL;
    dm_position pos;
    if (!get_engine(engine, &board) || !get_position(board, position, &pos))
        return FALSE;
    const dm_eval_tables *tables = engine_eval(board);
    dm_eval_breakdown *b = malloc(sizeof *b);
    if (!tables || !b) {
        free(b);
        return PL_resource_error("memory");
    }
    dm_eval_explain(tables, &pos, b);

    long squares[2] = { 0, 0 }, patterns[2] = { 0, 0 };
    for (int i = 0; i < tables->table_squares; i++)
        for (int phase = 0; phase < 2; phase++)
            squares[phase] += (long)b->square[i] * tables->weights.square[phase][i];
    for (int r = 0; r < tables->regions; r++)
        for (int phase = 0; phase < 2; phase++)
            patterns[phase] += tables->weights.pattern[phase][b->pattern[DM_WHITE][r]] -
                               tables->weights.pattern[phase][b->pattern[DM_BLACK][r]];
    int men[2], kings[2], near[2];
    for (int s = 0; s < 2; s++) {
        bb_t own_men = pos.pieces[s] & ~pos.kings;
        men[s] = bb_count(own_men);
        kings[s] = bb_count(pos.pieces[s] & pos.kings);
        near[s] = bb_count(own_men & tables->side[s].near_crowning);
    }

    term_t terms = PL_new_term_ref();
    int ok = terms && put_terms(terms, tables, b) &&
             PL_unify_term(out, PL_FUNCTOR, FUNCTOR_breakdown7,
                           PL_INT, tables->full, PL_INT, b->present, PL_INT, b->scale,
                           PL_TERM, terms,
                           PL_FUNCTOR, FUNCTOR_weights2, PL_LONG, squares[0], PL_LONG, squares[1],
                           PL_FUNCTOR, FUNCTOR_weights2, PL_LONG, patterns[0], PL_LONG, patterns[1],
                           PL_FUNCTOR, FUNCTOR_census6,
                           PL_INT, men[DM_WHITE], PL_INT, kings[DM_WHITE],
                           PL_INT, men[DM_BLACK], PL_INT, kings[DM_BLACK],
                           PL_INT, near[DM_WHITE], PL_INT, near[DM_BLACK]);
    free(b);
    return ok;
}

void glue_install_explain(void)
{
    static const glue_predicate predicates[] = {
        { "engine_evaluation_breakdown", 3, (pl_function_t)engine_evaluation_breakdown },
    };
    FUNCTOR_breakdown7 = PL_new_functor(PL_new_atom("breakdown"), 7);
    FUNCTOR_term4 = PL_new_functor(PL_new_atom("term"), 4);
    FUNCTOR_weights2 = PL_new_functor(PL_new_atom("weights"), 2);
    FUNCTOR_census6 = PL_new_functor(PL_new_atom("census"), 6);
    GLUE_REGISTER("damas", predicates);
}
