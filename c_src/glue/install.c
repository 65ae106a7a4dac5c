/* install_damas, which SWI-Prolog calls when it loads damas.so: each glue
   file registers the predicates of its own table. */
#include <stdbool.h>
#include <string.h>

#include "glue/glue.h"

/* A failure is reported and the rest still registered: the library stays
   usable without the one predicate.  The message names the module of the
   predicates not in damas, as it always has. */
void glue_register(const char *module, const glue_predicate predicates[], size_t count)
{
    bool qualify = strcmp(module, "damas") != 0;
    for (size_t i = 0; i < count; i++)
        if (!PL_register_foreign_in_module(module, predicates[i].name,
                                           predicates[i].arity, predicates[i].function, 0))
            Sdprintf("damas: could not register %s%s%s/%d\n", qualify ? module : "",
                     qualify ? ":" : "", predicates[i].name, predicates[i].arity);
}

/* glue_install_terms first: the others' predicates use its atoms. */
__attribute__((visibility("default"))) install_t install_damas(void)
{
    glue_install_terms();
    glue_install_engine();
    glue_install_moves();
    glue_install_fen();
    glue_install_search();
    glue_install_explain();
    glue_install_endgame();
    glue_install_gomoku();
    glue_install_eximo();
    glue_install_descriptors();
}
