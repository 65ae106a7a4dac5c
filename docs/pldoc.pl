/*  Writes the PlDoc HTML of every library of prolog/ into a directory:

        swipl docs/pldoc.pl build/doc        (what `make doc` runs)

    The libraries are loaded first, so that the documentation knows
    their foreign predicates; nothing is fetched from the network.
*/

:- use_module(library(doc_files)).
:- use_module(library(filesex)).
:- use_module(library(readutil)).
:- use_module(library(pairs)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = [Out0]
    ->  true
    ;   format(user_error, "usage: swipl docs/pldoc.pl OUTPUT-DIRECTORY~n", []),
        halt(2)
    ),
    prolog_load_context_directory(Here),
    directory_file_path(Here, '../prolog', Prolog0),
    absolute_file_name(Prolog0, Prolog),
    asserta(user:file_search_path(library, Prolog)),
    % The sub-libraries: every file of the folders of prolog/ (damas/,
    % damas/play/, eximo/, ...), each loaded by its library name.
    findall(Library-File,
            ( directory_member(Prolog, File, [ recursive(true), extensions([pl]) ]),
              atom_concat(Prolog, '/', Prefix),
              atom_concat(Prefix, Relative, File),
              sub_atom(Relative, _, _, _, '/'),
              file_name_extension(Library, pl, Relative)
            ),
            Subs0),
    msort(Subs0, Subs),
    forall(member(Library-_, Subs), use_module(library(Library))),
    use_module(library(damas)),
    make_directory_path(Out0),
    absolute_file_name(Out0, Out),
    doc_save(Prolog, [ doc_root(Out),
                       format(html),
                       title('damas: draughts for SWI-Prolog')
                     ]),
    % Not recursive(true): PlDoc would take the directory prolog/damas
    % for the file damas.pl.  Each sub-library is a page of its own.
    forall(member(_-File, Subs),
           doc_save(File, [ doc_root(Out),
                            source_root(Prolog),
                            format(html)
                          ])),
    pairs_keys(Subs, Libraries),
    sub_library_index(Out, Libraries),
    format("PlDoc HTML in ~w/index.html~n", [Out]).

%   The page of the sub-libraries, build/doc/damas/index.html, and a
%   link to it from the main page.

sub_library_index(Out, Libraries) :-
    directory_file_path(Out, 'damas/index.html', Index),
    setup_call_cleanup(
        open(Index, write, Stream, [encoding(utf8)]),
        ( format(Stream, "<!DOCTYPE html>~n<html><head><meta charset=\"utf-8\">~n", []),
          format(Stream, "<title>damas: the sub-libraries</title>~n", []),
          format(Stream, "<link rel=\"stylesheet\" href=\"../pldoc.css\"></head><body>~n", []),
          format(Stream, "<h1>The sub-libraries</h1>~n<ul>~n", []),
          forall(member(Library, Libraries),
                 format(Stream, "<li><a href=\"../~w.html\">library(~w)</a></li>~n",
                        [Library, Library])),
          format(Stream, "</ul>~n<p><a href=\"../index.html\">library(damas)</a></p>~n", []),
          format(Stream, "</body></html>~n", [])
        ),
        close(Stream)),
    directory_file_path(Out, 'index.html', Main),
    read_file_to_string(Main, Text, [encoding(utf8)]),
    (   sub_string(Text, Before, _, After, "</body>")
    ->  sub_string(Text, 0, Before, _, Head),
        sub_string(Text, _, After, 0, Tail),
        setup_call_cleanup(
            open(Main, write, Out1, [encoding(utf8)]),
            format(Out1, "~s<p><a href=\"damas/index.html\">The sub-libraries \c
                          (library(damas/...))</a></p>~n</body>~s",
                   [Head, Tail]),
            close(Out1))
    ;   true
    ).

:- dynamic here/1.
:- prolog_load_context(directory, Dir), asserta(here(Dir)).

prolog_load_context_directory(Dir) :-
    here(Dir).
