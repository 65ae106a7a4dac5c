:- module(damas_console_variants,
          [ console_variant/1,          % ?Variant
            console_variants_load/1     % +Files
          ]).
:- use_module(library(apply)).
:- use_module('../kb', [shipped_variant/1]).

/** <module> The variants a console query may play

In the child process of a console query (library(damas/web/
console_child)): the shipped variants, and those of the variant files
the server was started with (web_server/1's option variants/1), which
the child loads before it reads its query.  A variant of a student's
own module is never one of them: the library would call its clauses,
which the sandbox never saw.
*/

%!  console_variant(?Variant) is nondet.
%
%   Variant is one the console offers.

console_variant(Variant) :-
    shipped_variant(Variant).
console_variant(Variant) :-
    nb_current(damas_console_variants, Variants),
    member(Variant, Variants).

%!  console_variants_load(+Files) is det.
%
%   Loads the variant files Files (each a module, loaded with no
%   imports) and offers their variants.

console_variants_load(Files) :-
    maplist(variant_loaded, Files, Variants),
    nb_setval(damas_console_variants, Variants).

variant_loaded(File, Variant) :-
    use_module(File, []),
    absolute_file_name(File, Path, [file_type(prolog), access(read)]),
    module_property(Variant, file(Path)),
    !.
