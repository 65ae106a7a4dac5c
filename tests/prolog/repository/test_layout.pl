/*  The promises of the source tree's layout (docs/architecture.md, "The
    map"): which folder of c_src/ may include which, no circle between
    two files, SWI-Prolog's headers in the glue alone, no source file of
    c_src/ or prolog/ with too much code to read, every folder of the
    tree named on the map, and the library names of before the map still
    loading.

    Only defines the unit; tests/prolog/run_tests.pl runs it.
*/
:- module(test_layout, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).
:- use_module(library(ugraphs)).
:- use_module(library(dcg/basics)).
:- use_module('../support/checkout').

%   folder_rank(?Folder, ?Rank): the folders of c_src/ in the order of
%   the map.  A file may include the headers of its own folder and of
%   folders of a lower rank: the dependencies all point one way, down.

folder_rank(draughts, 1).
folder_rank(egdb,     2).
folder_rank(search,   3).
folder_rank(eximo,    4).
folder_rank(gomoku,   4).
folder_rank(tools,    5).
folder_rank(glue,     5).

%   The most lines of code (not blank, not only comment) a source file
%   may have: a file with more is two files' work.  Comments do not
%   count, so that a file is brought under the cap by splitting it, never
%   by cutting what it explains.
max_code_lines(1400).

%   c_file(-Relative): a C source or header of c_src/, its path from the
%   top of the checkout.

c_file(Relative) :-
    checkout_file(c_src, Dir),
    directory_member(Dir, Path, [recursive(true), extensions([c, h])]),
    checkout(Top),
    atom_concat(Top, '/', Prefix),
    atom_concat(Prefix, Relative, Path).

%   source_file(-Relative, -Language): a C file of c_src/ or a Prolog
%   file of prolog/.

source_file(Relative, c) :-
    c_file(Relative).
source_file(Relative, prolog) :-
    checkout_file(prolog, Dir),
    directory_member(Dir, Path, [recursive(true), extensions([pl])]),
    checkout(Top),
    atom_concat(Top, '/', Prefix),
    atom_concat(Prefix, Relative, Path).

%   code_line_count(+Language, +Lines, -Count): Count of Lines hold code,
%   not only blanks and comments: /* */ in both languages, // in C, % in
%   Prolog.  Quoted text is skipped (a comment opener in it is text), and
%   so is a Prolog character code 0'c.

code_line_count(Language, Lines, Count) :-
    foldl(code_line(Language), Lines, 0-code, Count-_).

code_line(Language, Line, N0-State0, N-State) :-
    string_codes(Line, Codes),
    scan_line(Codes, Language, State0, State, false, Code),
    (   Code == true -> N is N0 + 1 ; N = N0 ).

%   scan_line(+Codes, +Language, +State0, -State, +Code0, -Code): State
%   is `comment` inside a block comment, else `code`; Code is true once
%   the line has shown code.

scan_line([], _, State, State, Code, Code) :-
    !.
scan_line(Codes, Language, comment, State, Code0, Code) :-
    !,
    (   append(_, [0'*, 0'/|Rest], Codes)
    ->  scan_line(Rest, Language, code, State, Code0, Code)
    ;   State = comment,
        Code = Code0
    ).
scan_line([0'/, 0'*|Rest], Language, code, State, Code0, Code) :-
    !,
    scan_line(Rest, Language, comment, State, Code0, Code).
scan_line([0'/, 0'/|_], c, code, code, Code, Code) :-
    !.
scan_line([0'%|_], prolog, code, code, Code, Code) :-
    !.
scan_line([C|Rest], Language, code, State, Code0, Code) :-
    code_type(C, space),
    !,
    scan_line(Rest, Language, code, State, Code0, Code).
scan_line([0'0, 0''|Rest0], prolog, code, State, _, Code) :-
    !,
    (   Rest0 = [_|Rest] -> true ; Rest = [] ),
    scan_line(Rest, prolog, code, State, true, Code).
scan_line([Quote|Rest0], Language, code, State, _, Code) :-
    memberchk(Quote, [0'", 0'']),
    !,
    after_quoted(Rest0, Quote, Rest),
    scan_line(Rest, Language, code, State, true, Code).
scan_line([_|Rest], Language, code, State, _, Code) :-
    scan_line(Rest, Language, code, State, true, Code).

after_quoted([], _, []) :-
    !.
after_quoted([0'\\, _|Rest0], Quote, Rest) :-
    !,
    after_quoted(Rest0, Quote, Rest).
after_quoted([Quote|Rest], Quote, Rest) :-
    !.
after_quoted([_|Rest0], Quote, Rest) :-
    after_quoted(Rest0, Quote, Rest).

c_lines(Relative, Lines) :-
    checkout_file(Relative, Path),
    read_file_to_string(Path, Text, []),
    split_string(Text, "\n", "", Lines).

%   c_include(?File, ?Kind, ?Header): File includes Header, of Kind
%   `engine` (a quoted path from c_src/, e.g. "draughts/board.h") or
%   `system` (<SWI-Prolog.h>).

c_include(File, Kind, Header) :-
    c_file(File),
    c_lines(File, Lines),
    member(Line, Lines),
    string_codes(Line, Codes),
    phrase(include_line(Kind, Header), Codes, _).

include_line(Kind, Header) -->
    blanks, "#", blanks, "include", blanks,
    (   "\""
    ->  { Kind = engine }, string_without(`"`, Codes)
    ;   "<", { Kind = system }, string_without(`>`, Codes)
    ),
    { atom_codes(Header, Codes) }.

folder_of(Path, Folder) :-
    atomic_list_concat([c_src, Folder, _], '/', Path).

%   module_of(+Path, -Module): a .c file and its .h are one module,
%   named by the path without the extension, from c_src/.

module_of(Path, Module) :-
    (   atom_concat('c_src/', Inner, Path) -> true ; Inner = Path ),
    file_name_extension(Module, _, Inner).

engine_include(File, Header) :-
    c_include(File, engine, Header).

:- begin_tests(layout).

test(swi_prolog_headers_in_the_glue_only, Outside == []) :-
    findall(File, ( c_include(File, _, Header),
                    sub_atom(Header, 0, _, _, 'SWI-'),
                    \+ folder_of(File, glue) ),
            Outside).

test(includes_point_down_the_map, Upward == []) :-
    findall(File-Header,
            ( engine_include(File, Header),
              folder_of(File, From),
              atomic_list_concat([To|_], '/', Header),
              From \== To,
              \+ ( folder_rank(From, RankFrom), folder_rank(To, RankTo),
                   RankTo < RankFrom ) ),
            Upward).

test(every_include_is_a_file, Missing == []) :-
    findall(File-Header,
            ( engine_include(File, Header),
              atom_concat('c_src/', Header, Relative),
              checkout_file(Relative, Path),
              \+ exists_file(Path) ),
            Missing).

test(every_folder_is_on_the_map, Unranked == []) :-
    checkout_file(c_src, Dir),
    directory_files(Dir, Entries),
    findall(Entry, ( member(Entry, Entries),
                     \+ sub_atom(Entry, 0, _, _, '.'),
                     \+ folder_rank(Entry, _) ),
            Unranked).

test(no_file_directly_in_c_src, Loose == []) :-
    findall(File, ( c_file(File), \+ folder_of(File, _) ), Loose).

test(no_circle_between_files, Circles == []) :-
    findall(From-To, ( engine_include(File, Header),
                       module_of(File, From), module_of(Header, To),
                       From \== To ),
            Edges0),
    sort(Edges0, Edges),
    vertices_edges_to_ugraph([], Edges, Graph),
    transitive_closure(Graph, Closure),
    findall(Module, ( member(Module-Reached, Closure),
                      memberchk(Module, Reached) ),
            Circles).

test(source_files_are_short, Long == []) :-
    max_code_lines(Max),
    findall(File-N, ( source_file(File, Language), c_lines(File, Lines),
                      code_line_count(Language, Lines, N), N > Max ),
            Long).

% The count itself: comments, blank lines and a string holding a comment
% opener are told apart from code.
test(code_lines_counted, Counts == [2, 1, 2, 1]) :-
    maplist([Language-Text, N]>>( split_string(Text, "\n", "", Lines),
                                  code_line_count(Language, Lines, N) ),
            [ c-"/* a\n   comment */\nint x;\n\n// more\nint y; /* and */",
              c-"char *s = \"/*\";\n/* only a comment */",
              prolog-"% a comment\n/* a\n   block */ a.\nb :- c.  % and",
              prolog-"a(0'%).\n%  b."
            ],
            Counts).

% The map in docs/architecture.md names every folder of the sources, so
% that a reader finds any part from the page.
test(the_map_names_every_folder, Unnamed == []) :-
    checkout_file('docs/architecture.md', Doc),
    read_file_to_string(Doc, Text, []),
    findall(Folder, ( member(Top, [c_src, prolog, kb, 'tests/c', 'tests/prolog']),
                      checkout_file(Top, Dir),
                      directory_member(Dir, Path, [recursive(true), file_type(directory)]),
                      \+ sub_atom(Path, _, _, _, node_modules),
                      checkout(Root), atom_concat(Root, '/', Prefix),
                      atom_concat(Prefix, Folder, Path),
                      atom_concat(Folder, '/', Named),
                      \+ sub_string(Text, _, _, _, Named) ),
            Unnamed).

% library(eximo_play) and the others were loose files of prolog/ before
% each game had its folder; a program written for them still loads them
% and gets the same predicates.
old_library_name(eximo_play,   eximo/play).
old_library_name(eximo_match,  eximo/match).
old_library_name(gomoku_play,  gomoku/play).
old_library_name(gomoku_match, gomoku/match).

test(old_library_names_still_load, Different == []) :-
    findall(Old, ( old_library_name(Old, New),
                   use_module(library(Old)),
                   library_exports(Old, OldExports),
                   library_exports(New, NewExports),
                   OldExports \== NewExports ),
            Different).

library_exports(Library, Exports) :-
    absolute_file_name(library(Library), File, [file_type(prolog), access(read)]),
    module_property(Module, file(File)),
    module_property(Module, exports(Exports0)),
    msort(Exports0, Exports).

:- end_tests(layout).
