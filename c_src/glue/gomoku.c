/* library(gomoku): the Gomoku engine of prolog/gomoku.pl, private to
   module damas like the draughts predicates and called from module gomoku
   as damas:gomoku_...:

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
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>

#include "glue/glue.h"

#include "gomoku/board.h"
#include "gomoku/search.h"
#include "search/tt.h"

/* The table of one search: 8 MB, lazily zeroed (tt.h), so only the pages
   a search touches cost anything. */
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
    return raise_domain_error("gomoku_board", culprit, message);
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

/* The search's should_stop: Prolog handles its signals (Ctrl-C,
   call_with_time_limit/2); one that raised an exception stops the search
   and leaves the exception pending. */
static int gomoku_should_stop(void *raised)
{
    if (*(bool *)raised || PL_handle_signals() < 0)
        *(bool *)raised = true;
    return *(bool *)raised;
}

static foreign_t gomoku_engine_search(term_t engine, term_t side, term_t black,
                                      term_t white, term_t options, term_t result)
{
    const gm_board *board = NULL;
    bool raised = false;
    gm_search_options o = { .should_stop = gomoku_should_stop, .context = &raised };
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
        ok = !raised && PL_unify_term(result, PL_FUNCTOR_CHARS, "gomoku_result", 5, PL_INT, r.move,
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

void glue_install_gomoku(void)
{
    static const glue_predicate predicates[] = {
        { "gomoku_engine_new", 3, (pl_function_t)gomoku_engine_new },
        { "gomoku_engine_analyse", 5, (pl_function_t)gomoku_engine_analyse },
        { "gomoku_engine_search", 6, (pl_function_t)gomoku_engine_search },
        { "gomoku_engine_classroom_move", 6, (pl_function_t)gomoku_engine_classroom_move },
    };
    ATOM_classroom = PL_new_atom("classroom");
    ATOM_engine = PL_new_atom("engine");
    FUNCTOR_window2 = PL_new_functor(PL_new_atom("window"), 2);
    FUNCTOR_options5 = PL_new_functor(PL_new_atom("options"), 5);
    GLUE_REGISTER("damas", predicates);
}
