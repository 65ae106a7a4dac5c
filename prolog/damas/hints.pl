:- module(damas_hints, []).
:- use_module(library(apply)).
:- use_module(library(filesex)).
:- use_module(library(lists)).

/** <module> Which library to load: hints for an unknown procedure

library(damas) loads the rules; the questions about a position, the
game, the search and the rest are libraries of their own
(library(damas/explain), library(damas/game), ...), each loaded when it
is needed.  A student who calls pieces_en_prise/3 after loading
library(damas) alone is told "Unknown procedure" and nothing more.
This module adds to that message the library that exports the
procedure and the query that loads it:

    ?- pieces_en_prise(fen(brazilian, "B:W18,23:B14,15"), white, S).
    ERROR: Unknown procedure: pieces_en_prise/3
    ERROR:   pieces_en_prise/3 is exported by library(damas/explain); load it with
    ERROR:     ?- use_module(library(damas/explain)).

The libraries are found by reading the module header of each file
under the directory of library(damas) when such a message is printed,
so the hint follows the files as they are: no list to keep up to date.
Autoloading them instead would load a library the user never asked
for (and, in the web console, one the console does not allow).
*/

:- multifile prolog:message//1.

prolog:message(error(existence_error(procedure, Missing), _)) -->
    { procedure_name(Missing, PI),
      exporting_libraries(PI, [Library|_])
    },
    [ 'Unknown procedure: ~q'-[Missing], nl,
      '  ~q is exported by ~w; load it with'-[PI, Library], nl,
      '    ?- use_module(~w).'-[Library] ].

procedure_name(_:PI, PI) :-
    !,
    ground(PI).
procedure_name(PI, PI) :-
    ground(PI).

%   exporting_libraries(+PI, -Libraries): the libraries of the damas
%   family (library(damas) and library(damas/...)) that export PI, in
%   the order of their file names, so that the library that defines a
%   predicate comes before one deeper down that passes it on (the web
%   console's library(damas/web/console_library)); [] if none does.

:- dynamic library_directory_of_damas/1.

:- prolog_load_context(directory, Dir),
   retractall(library_directory_of_damas(_)),
   file_directory_name(Dir, Top),
   asserta(library_directory_of_damas(Top)).

exporting_libraries(PI, Libraries) :-
    library_directory_of_damas(Top),
    directory_file_path(Top, damas, Dir),
    directory_file_path(Top, 'damas.pl', Main),
    findall(File, directory_member(Dir, File, [extensions([pl]), recursive(true)]), Files0),
    msort(Files0, Files),
    include(exports(PI), [Main|Files], Exporting),
    maplist(library_term(Top), Exporting, Libraries).

exports(PI, File) :-
    catch(setup_call_cleanup(open(File, read, In),
                             read_term(In, Term, []),
                             close(In)),
          _, fail),
    Term = (:- module(_, Exports)),
    is_list(Exports),
    memberchk(PI, Exports).

%   library_term(+Top, +File, -Library): library(damas/explain) of
%   Top/damas/explain.pl.

library_term(Top, File, library(Library)) :-
    directory_file_path(Top, Relative, File),
    file_name_extension(Base, pl, Relative),
    atomic_list_concat([First|Rest], /, Base),
    foldl(path_part, Rest, First, Library).

path_part(Part, Path, Path/Part).
