/* The bridge between SWI-Prolog and the engines: the files of this folder
   are the only ones that see SWI-Prolog's headers.  They convert terms to
   the core's C values and back and raise errors; the work itself is done
   by the core.

   A file for each group of foreign predicates, each with its own table of
   them, registered by install_damas (install.c):

       engine.c    library(damas): engine_new, the board from the rules
       moves.c     library(damas): positions, moves, perft
       fen.c       library(damas): FEN
       search.c    library(damas/search): search, contexts, evaluation
       explain.c   library(damas/explain): the evaluation's terms
       endgame.c   library(damas/endgame): endgame databases
       gomoku.c    library(gomoku)
       eximo.c     library(eximo)
       descriptors.c  the web console's query process: inherited
                   descriptors closed

   The draughts files are compiled twice: as above into damas.so, and
   with -DDAMAS_WIDE (128-bit boards) into damas_wide.so, whose
   install_damas_wide (install_wide.c) registers them in module
   damas_wide instead (docs/architecture.md, "Wide boards").

   This header declares what more than one of them uses; terms.c and
   install.c define it.  -fvisibility=hidden keeps it inside damas.so:
   install_damas alone is exported.

   Engine is a blob owning a malloc'ed dm_board, read-only once built, so
   every thread may use it, and the endgame database attached to it
   (engine_egdb_load), which engine_search uses unless told not to.
   Position is position(Variant, Side, White, Black, Kings), the last three
   masks over square numbers (bit n-1 stands for square n); Variant is the
   Prolog layer's business and is only copied.  Move is move(Path,
   Captured): Path = [From|Landings] (a step: [From, To]), Captured the
   squares taken, in jump order. */
#ifndef DAMAS_GLUE_H
#define DAMAS_GLUE_H

#include <SWI-Stream.h>
#include <SWI-Prolog.h>

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draughts/board.h"
#include "draughts/move.h"
#include "draughts/position.h"
#include "egdb/database.h"
#include "search/eval.h"

#define ERROR_SIZE 256

/* Set once by glue_install_terms. */
extern atom_t ATOM_white, ATOM_black;
extern functor_t FUNCTOR_position5, FUNCTOR_move2, FUNCTOR_hash1;

/* ---- Errors ----------------------------------------------------------- */

int raise_error(term_t formal, const char *predicate, int arity,
                const char *message);
/* error(domain_error(Domain, Culprit), context(_, Message)). */
int raise_domain_error(const char *domain, term_t culprit, const char *message);
int move_list_overflow(void);

/* ---- The engine blob -------------------------------------------------- */

/* An endgame database attached to an engine.  Attaching another (or none)
   pushes a new link: a search running in another thread may still use the
   older one, so all live as long as the engine. */
typedef struct attached_egdb {
    dm_egdb *db;                   /* NULL: detached */
    char *directory;
    struct attached_egdb *older;
} attached_egdb;

/* The blob's data: the board first, so that the data is the board.  The
   evaluation tables, megabytes on 8x8, are built at the first search or
   evaluation that needs them (engine_eval) and shared by all after. */
typedef struct {
    dm_board board;
    _Atomic(attached_egdb *) egdb;
    _Atomic(dm_eval_tables *) eval;
} engine_data;

/* The blob type's name: prolog/damas.pl tells the engines apart by it. */
#ifdef DAMAS_WIDE
#define ENGINE_BLOB_NAME "damas_wide_engine"
#define SEARCH_CONTEXT_BLOB_NAME "damas_wide_search_context"
#else
#define ENGINE_BLOB_NAME "damas_engine"
#define SEARCH_CONTEXT_BLOB_NAME "damas_search_context"
#endif

extern PL_blob_t engine_blob;

int get_engine(term_t t, const dm_board **board);
const dm_egdb *engine_egdb(const dm_board *board, const char **directory);
/* The engine's evaluation tables; NULL when memory is short. */
const dm_eval_tables *engine_eval(const dm_board *board);

/* ---- Positions and moves ---------------------------------------------- */

bool get_square(term_t t, int squares, int *square);
int get_position(const dm_board *board, term_t t, dm_position *pos);
int unify_position(term_t t, const dm_board *board, const dm_position *pos);
int put_move(term_t t, const dm_board *board, const dm_move *m);

/* ---- Installation ----------------------------------------------------- */

typedef struct {
    const char *name;
    int arity;
    pl_function_t function;
} glue_predicate;

void glue_register(const char *module, const glue_predicate predicates[], size_t count);
#define GLUE_REGISTER(module, predicates) \
    glue_register(module, predicates, sizeof predicates / sizeof predicates[0])

/* One for each file: sets its atoms and functors, registers its table. */
void glue_install_terms(void);
void glue_install_engine(void);
void glue_install_moves(void);
void glue_install_fen(void);
void glue_install_search(void);
void glue_install_explain(void);
void glue_install_endgame(void);
void glue_install_gomoku(void);
void glue_install_eximo(void);
void glue_install_descriptors(void);

#endif
