/* install_damas_wide, which SWI-Prolog calls when it loads damas_wide.so:
   the draughts predicates of the wide engine (128-bit boards, for boards
   of more than 64 playing squares; docs/architecture.md, "Wide boards"),
   registered in module damas_wide so that they stand beside the 64-bit
   engine's ones of module damas.  prolog/damas.pl picks the module by the
   engine's blob type. */
#include "glue/glue.h"

void glue_register(const char *module, const glue_predicate predicates[], size_t count)
{
    (void)module;
    for (size_t i = 0; i < count; i++)
        if (!PL_register_foreign_in_module("damas_wide", predicates[i].name,
                                           predicates[i].arity, predicates[i].function, 0))
            Sdprintf("damas: could not register damas_wide:%s/%d\n", predicates[i].name,
                     predicates[i].arity);
}

/* glue_install_terms first: the others' predicates use its atoms. */
__attribute__((visibility("default"))) install_t install_damas_wide(void)
{
    glue_install_terms();
    glue_install_engine();
    glue_install_moves();
    glue_install_fen();
    glue_install_search();
    glue_install_explain();
    glue_install_endgame();
}
