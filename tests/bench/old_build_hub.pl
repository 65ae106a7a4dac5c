/*  The Hub engine of this checkout on the library of an older one, for
    the strength match (tests/bench/strength.pl plays it as engine B):

        swipl tests/bench/old_build_hub.pl --root=DIR [--variant=V] [--book=B]

    This checkout's prolog/damas/hub.pl and hub/protocol.pl translate the
    protocol; every other file of prolog/ they load comes from DIR/prolog/
    instead (a user:prolog_load_file/2 hook), so that the modules damas,
    damas_search, damas_game and damas_endgame are the old checkout's.  A
    file the old checkout lacks comes from tests/bench/old_build/ at the
    same path: library(damas/book), which came with efcdfcd, has a
    stand-in there that has no book.  The old library must have what
    hub.pl calls: search contexts, search_stop/1 and the progress and
    clock options of search/3 (since f19f472; 08ea8d0, the default
    baseline, has them).  --variant and --book are hub_main/0's; the
    variants and books are those of DIR/kb/.
*/
:- initialization(main, main).

:- use_module(library(option)).

:- dynamic old_root/1, own_library/1, stand_ins/1.

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../../prolog', Library0),
   absolute_file_name(Library0, Library, [file_type(directory)]),
   asserta(own_library(Library)),
   directory_file_path(Dir, old_build, StandIns),
   asserta(stand_ins(StandIns)).

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _, Options),
    (   option(root(Root0), Options)
    ->  true
    ;   format(user_error, "usage: swipl tests/bench/old_build_hub.pl --root=DIR~n", []),
        halt(2)
    ),
    absolute_file_name(Root0, Root, [file_type(directory), access(read)]),
    asserta(old_root(Root)),
    own_library(Library),
    directory_file_path(Library, 'damas/hub.pl', Hub),
    load_files(Hub, [if(not_loaded)]),
    option(variant(Variant), Options, brazilian),
    option(book(Book), Options, false),
    set_stream(user_output, buffer(line)),
    set_stream(user_input, encoding(utf8)),
    set_stream(user_output, encoding(utf8)),
    damas_hub:hub_serve(user_input, user_output,
                        [root(Root), variant(Variant), book(Book)]).

:- multifile user:prolog_load_file/2.

%   A file of this checkout's prolog/ but the Hub front end's own is
%   loaded from the old checkout, or from its stand-in there.

user:prolog_load_file(Module:Spec, Options) :-
    old_root(Root),
    prolog_load_context(directory, Dir),
    absolute_file_name(Spec, Path, [ file_type(prolog), access(read),
                                     relative_to(Dir), file_errors(fail) ]),
    own_library(Library),
    atom_concat(Library, Relative, Path),
    \+ front_end_file(Relative),
    old_file(Root, Relative, Old),
    Old \== Path,                       % --root is this checkout
    load_files(Module:Old, Options).

front_end_file('/damas/hub.pl').
front_end_file('/damas/hub/protocol.pl').

old_file(Root, Relative, Old) :-
    atomic_list_concat([Root, '/prolog', Relative], Old0),
    (   exists_file(Old0)
    ->  Old = Old0
    ;   stand_ins(StandIns),
        atom_concat(StandIns, Relative, Old),
        exists_file(Old)
    ).
