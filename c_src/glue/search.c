/* library(damas/search): the search and the evaluation.  The foreign
   predicates are private to module damas (prolog/damas.pl) and called from
   module damas_search (prolog/damas/search.pl), which checks options and
   gives them to these in a fixed shape:

       engine_search(+Engine, +Position, +Options, -Result)
       engine_search_context_new(+MegaBytes, +Threads, -Context)
       engine_search_context_clear(+Context)
       engine_search_context_stop(+Context)
       engine_search_context_size(+Context, -Bytes, -Threads)
       engine_search_context_destroy(+Context)
       engine_search_contexts(-Count, -Bytes)
       engine_evaluate(+Engine, +Position, +Heuristic, -Score)

   Engine, Position and Move: see glue.h. */
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "glue/glue.h"

#include "search/eval.h"
#include "search/search.h"
#include "search/tt.h"

static atom_t ATOM_true, ATOM_false;
static functor_t FUNCTOR_depth1, FUNCTOR_time1, FUNCTOR_nodes1, FUNCTOR_heuristic1,
    FUNCTOR_history1, FUNCTOR_search_result12, FUNCTOR_context1, FUNCTOR_threads1,
    FUNCTOR_progress1, FUNCTOR_draw_rules3, FUNCTOR_draw_counts2, FUNCTOR_target1,
    FUNCTOR_endgame1, FUNCTOR_game_won_by1;
static predicate_t PREDICATE_search_progress3;

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

/* A blob refers to a handle owning a dm_search_context: the table and
   ordering knowledge a player keeps from move to move.  Not unique: two
   contexts are two blobs even when equal.

   The context is freed when the last of its holders lets it go: the blob
   (until engine_search_context_destroy/1, or atom garbage collection) and
   each call using it (a search, a clear...), so destroying one that a
   search in another thread is using stops that search and frees the
   context when it returns. */
typedef struct {
    dm_search_context *context;
    size_t bytes;                  /* its table's */
    atomic_int holders;            /* the blob, while not destroyed, and calls */
    atomic_bool destroyed;
} context_handle;

/* The contexts not yet freed, and their tables' bytes.  Atom garbage
   collection frees the contexts no term refers to any more, but nothing
   runs it for memory outside Prolog's stacks (150 contexts dropped after
   a search each kept 2.4 GB): engine_search_context_new runs it when
   the tables not yet freed pass gc_threshold, which then becomes twice
   what is left, at least MIN_GC_THRESHOLD. */
#define MIN_GC_THRESHOLD ((size_t)256 << 20)
static atomic_size_t live_contexts, live_bytes;
static atomic_size_t gc_threshold = MIN_GC_THRESHOLD;
static predicate_t PREDICATE_garbage_collect_atoms0;

static void let_go(context_handle *h)
{
    if (atomic_fetch_sub(&h->holders, 1) == 1) {
        dm_search_context_free(h->context);
        h->context = NULL;
        atomic_fetch_sub(&live_contexts, 1);
        atomic_fetch_sub(&live_bytes, h->bytes);
    }
}

/* The blob lets go of its context, once. */
static void destroy(context_handle *h)
{
    bool was = false;
    if (atomic_compare_exchange_strong(&h->destroyed, &was, true)) {
        dm_search_context_stop(h->context);
        let_go(h);
    }
}

static int release_search_context(atom_t context)
{
    context_handle *h = PL_blob_data(context, NULL, NULL);
    destroy(h);
    free(h);
    return TRUE;
}

static int write_search_context(IOSTREAM *out, atom_t context, int flags)
{
    (void)flags;
    return Sfprintf(out, "<%s>(%p)", SEARCH_CONTEXT_BLOB_NAME,
                    PL_blob_data(context, NULL, NULL)) >= 0;
}

static PL_blob_t search_context_blob = {
    .magic = PL_BLOB_MAGIC,
    .flags = PL_BLOB_NOCOPY,
    .name = SEARCH_CONTEXT_BLOB_NAME,
    .release = release_search_context,
    .write = write_search_context,
};

static int get_handle(term_t t, context_handle **handle)
{
    void *data;
    PL_blob_t *type;
    if (PL_get_blob(t, &data, NULL, &type) && type == &search_context_blob) {
        *handle = data;
        return TRUE;
    }
    if (PL_is_variable(t))
        return PL_instantiation_error(t);
    return PL_type_error("damas_search_context", t);
}

/* The context of t, held until let_go(*handle); an existence error once
   destroyed. */
static int hold_search_context(term_t t, context_handle **handle,
                               dm_search_context **context)
{
    context_handle *h = NULL;
    if (!get_handle(t, &h))
        return FALSE;
    int holders = atomic_load(&h->holders);
    do {
        if (holders == 0)
            goto destroyed;
    } while (!atomic_compare_exchange_weak(&h->holders, &holders, holders + 1));
    if (atomic_load(&h->destroyed)) {
        let_go(h);
        goto destroyed;
    }
    *handle = h;
    *context = h->context;
    return TRUE;
destroyed:;
    term_t formal = PL_new_term_ref();
    return formal &&
           PL_unify_term(formal, PL_FUNCTOR_CHARS, "existence_error", 2,
                         PL_CHARS, "damas_search_context", PL_TERM, t) &&
           raise_error(formal, NULL, 0, "the search context was destroyed");
}

/* Atom garbage collection, when the tables not yet freed pass the
   threshold; false with an exception when it raised one. */
static int collect_dropped_contexts(size_t coming)
{
    if (atomic_load(&live_bytes) + coming <= atomic_load(&gc_threshold))
        return TRUE;
    if (!PL_call_predicate(NULL, PL_Q_PASS_EXCEPTION, PREDICATE_garbage_collect_atoms0, 0) &&
        PL_exception(0))
        return FALSE;
    size_t left = 2 * (atomic_load(&live_bytes) + coming);
    atomic_store(&gc_threshold, left > MIN_GC_THRESHOLD ? left : MIN_GC_THRESHOLD);
    return TRUE;
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
    if (!collect_dropped_contexts(megabytes << 20))
        return FALSE;
    context_handle *h = malloc(sizeof *h);
    if (!h)
        return PL_resource_error("memory");
    if (!(h->context = dm_search_context_new(megabytes << 20, threads))) {
        free(h);
        return PL_resource_error("memory");
    }
    h->bytes = dm_search_context_tt_bytes(h->context);
    atomic_init(&h->holders, 1);
    atomic_init(&h->destroyed, false);
    atomic_fetch_add(&live_contexts, 1);
    atomic_fetch_add(&live_bytes, h->bytes);
    /* On failure the blob may exist already: atom GC releases it. */
    return PL_unify_blob(context, h, sizeof *h, &search_context_blob);
}

/* Frees the context now, or when the search using it (told to stop)
   returns; true also when already destroyed. */
static foreign_t engine_search_context_destroy(term_t context)
{
    context_handle *h = NULL;
    if (!get_handle(context, &h))
        return FALSE;
    destroy(h);
    return TRUE;
}

static foreign_t engine_search_context_clear(term_t context)
{
    context_handle *h = NULL;
    dm_search_context *x = NULL;
    if (!hold_search_context(context, &h, &x))
        return FALSE;
    int ok = dm_search_context_clear(x) ||
             PL_permission_error("clear", "damas_search_context", context);
    let_go(h);
    return ok;
}

static foreign_t engine_search_context_stop(term_t context)
{
    context_handle *h = NULL;
    dm_search_context *x = NULL;
    if (!hold_search_context(context, &h, &x))
        return FALSE;
    dm_search_context_stop(x);
    let_go(h);
    return TRUE;
}

static foreign_t engine_search_context_size(term_t context, term_t bytes, term_t threads)
{
    context_handle *h = NULL;
    dm_search_context *x = NULL;
    if (!hold_search_context(context, &h, &x))
        return FALSE;
    int ok = PL_unify_uint64(bytes, dm_search_context_tt_bytes(x)) &&
             PL_unify_integer(threads, dm_search_context_threads(x));
    let_go(h);
    return ok;
}

/* For the tests: the contexts not yet freed and their tables' bytes. */
static foreign_t engine_search_contexts(term_t count, term_t bytes)
{
    return PL_unify_uint64(count, atomic_load(&live_contexts)) &&
           PL_unify_uint64(bytes, atomic_load(&live_bytes));
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
    context_handle *handle;        /* context's, held until the call ends */
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
            if (o->handle)
                let_go(o->handle);
            o->handle = NULL;
            if (!hold_search_context(arg, &o->handle, &o->context))
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
        } else if (PL_is_functor(head, FUNCTOR_game_won_by1)) {
            static const char *const names[] = { "opponent_without_move",
                                                 "having_no_move", "first_king" };
            atom_t atom;
            if (!PL_get_atom_ex(arg, &atom))
                return FALSE;
            const char *name = PL_atom_chars(atom);
            int found = -1;
            for (int i = 0; i < 3; i++)
                if (strcmp(name, names[i]) == 0)
                    found = i;
            if (found < 0)
                return PL_domain_error("damas_game_won_by", arg);
            l->game_won_by = (dm_game_won_by)found;
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
    if (!(o.limits.eval = engine_eval(board)))
        return PL_resource_error("memory");
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
    if (o.handle)
        let_go(o.handle);
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
    const dm_eval_tables *tables;
    if (!get_engine(engine, &board) || !get_position(board, position, &pos) ||
        !get_heuristic(heuristic_term, &heuristic))
        return FALSE;
    if (!(tables = engine_eval(board)))
        return PL_resource_error("memory");
    return PL_unify_integer(score, dm_eval(tables, &pos, heuristic));
}

void glue_install_search(void)
{
    static const glue_predicate predicates[] = {
        { "engine_search", 4, (pl_function_t)engine_search },
        { "engine_evaluate", 4, (pl_function_t)engine_evaluate },
        { "engine_search_context_new", 3, (pl_function_t)engine_search_context_new },
        { "engine_search_context_clear", 1, (pl_function_t)engine_search_context_clear },
        { "engine_search_context_stop", 1, (pl_function_t)engine_search_context_stop },
        { "engine_search_context_size", 3, (pl_function_t)engine_search_context_size },
        { "engine_search_context_destroy", 1, (pl_function_t)engine_search_context_destroy },
        { "engine_search_contexts", 2, (pl_function_t)engine_search_contexts },
    };
    ATOM_true = PL_new_atom("true");
    ATOM_false = PL_new_atom("false");
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
    PREDICATE_garbage_collect_atoms0 = PL_predicate("garbage_collect_atoms", 0, "system");
    FUNCTOR_endgame1 = PL_new_functor(PL_new_atom("endgame"), 1);
    FUNCTOR_game_won_by1 = PL_new_functor(PL_new_atom("game_won_by"), 1);
    GLUE_REGISTER("damas", predicates);
}
