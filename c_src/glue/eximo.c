/* library(eximo): the foreign predicates of prolog/eximo.pl, registered in
   module eximo and private to it:

       eximo_engine_new(+Facts, -Engine)
       eximo_engine_moves(+Engine, +Side, +White, +Black, -Moves)
       eximo_engine_perft(+Engine, +Side, +White, +Black, +Depth, -Count)
       eximo_engine_search(+Engine, +Side, +White, +Black, +MaxDepth, +Seconds, -Result)
       eximo_engine_evaluate(+Engine, +Side, +White, +Black, -Score)

   Facts are the relations of kb/eximo/eximo.pl as terms: step(Side, From, To),
   jump(Side, From, Over, To), capture(Side, From, Over, To), start(Side,
   Square), drop_zone(Side, Square), far_row(Side, Square) and
   first_player(Side).  White and Black are masks (bit n-1: square n).  A
   move is move(Kind, Path, Captured, Drops), Kind step, jump or capture,
   the lists of square numbers.  Result is result(Move, Score, Depth,
   Nodes), Move `none` when the side to move has lost.  The engine is a
   blob owning a malloc'ed ex_board, read-only once built. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "glue/glue.h"

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
    return raise_domain_error("eximo_board", culprit, message);
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

void glue_install_eximo(void)
{
    static const glue_predicate predicates[] = {
        { "eximo_engine_new", 2, (pl_function_t)eximo_engine_new },
        { "eximo_engine_moves", 5, (pl_function_t)eximo_engine_moves },
        { "eximo_engine_perft", 6, (pl_function_t)eximo_engine_perft },
        { "eximo_engine_search", 7, (pl_function_t)eximo_engine_search },
        { "eximo_engine_evaluate", 5, (pl_function_t)eximo_engine_evaluate },
    };
    GLUE_REGISTER("eximo", predicates);
}
