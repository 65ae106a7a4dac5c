/* library(damas): positions, moves and perft.  The foreign predicates are
   private to module damas (prolog/damas.pl), which checks options and
   gives them to these in a fixed shape:

       engine_check_position(+Engine, +Position)
       engine_legal_moves(+Engine, +Position, -Moves)
       engine_make_move(+Engine, +Position, +Move, -NewPosition)
       engine_perft(+Engine, +Position, +Depth, +Options, -Count)

   Engine, Position and Move: see glue.h. */
#include <stdbool.h>
#include <stdint.h>

#include "glue/glue.h"

#include "draughts/movegen.h"
#include "draughts/perft.h"
#include "draughts/position.h"

static functor_t FUNCTOR_distinct_captures1, FUNCTOR_bulk1;

/* ---- Moves ------------------------------------------------------------ */


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

void glue_install_moves(void)
{
    static const glue_predicate predicates[] = {
        { "engine_check_position", 2, (pl_function_t)engine_check_position },
        { "engine_legal_moves", 3, (pl_function_t)engine_legal_moves },
        { "engine_make_move", 4, (pl_function_t)engine_make_move },
        { "engine_perft", 5, (pl_function_t)engine_perft },
    };
    FUNCTOR_distinct_captures1 = PL_new_functor(PL_new_atom("distinct_captures"), 1);
    FUNCTOR_bulk1 = PL_new_functor(PL_new_atom("bulk"), 1);
    GLUE_REGISTER("damas", predicates);
}
