/*  No file of the project points outside it: a user has the repository
    and nothing else.  Every text file is searched for paths to material
    that is not shipped, and every path to a file of the repository that
    a file mentions (docs/rules.md, ../data/perft.tsv, ...) must exist,
    and the README links every page of the manual (each .md file of docs/).
    Names with a capital in the last part (kb/Name.pl) are placeholders
    in prose, not paths.
*/

:- module(test_repository_links, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).

:- use_module('../support/checkout').

%   Directories that are not the project's sources: version control,
%   build outputs, the fuzzers' binary corpora.
skipped_directory('.git').
skipped_directory(build).
skipped_directory(lib).
skipped_directory(corpus).

text_extension(Ext) :-
    memberchk(Ext, [md, pl, c, h, tsv, pdn, sh, txt, '']).

%   project_file(-Relative, -Absolute): a text file of the project.
project_file(Relative, Absolute) :-
    checkout(Top),
    project_file(Top, '', Relative, Absolute).

project_file(Dir, Prefix, Relative, Absolute) :-
    directory_files(Dir, Entries),
    member(Entry, Entries),
    \+ memberchk(Entry, ['.', '..']),
    directory_file_path(Dir, Entry, Path),
    atom_concat(Prefix, Entry, Relative0),
    (   exists_directory(Path)
    ->  \+ skipped_directory(Entry),
        atom_concat(Relative0, '/', Prefix1),
        project_file(Path, Prefix1, Relative, Absolute)
    ;   file_name_extension(_, Ext, Entry),
        (   text_extension(Ext)
        ;   Entry == 'Makefile'
        ),
        \+ ( Ext == '', sub_atom(Entry, _, _, _, '.') ),
        Relative = Relative0,
        Absolute = Path
    ).

file_text(File, Text) :-
    catch(read_file_to_string(File, Text, [encoding(utf8)]), _, fail).

outside_marker("shared/spec").
outside_marker("shared/notes").
outside_marker("shared/data").
outside_marker("/work/").

:- begin_tests(repository_links).

test(no_path_outside_the_repository, true(Found == [])) :-
    findall(Relative-Marker,
            ( project_file(Relative, File),
              Relative \== 'tests/prolog/repository/test_repository_links.pl',
              file_text(File, Text),
              outside_marker(Marker),
              sub_string(Text, _, _, _, Marker)
            ),
            Found).

test(every_mentioned_file_exists, [true(Dead == []), nondet]) :-
    checkout(Top),
    findall(Relative-Path,
            ( project_file(Relative, File),
              \+ test_code(Relative),
              file_text(File, Text),
              mentioned_path(Text, Path),
              \+ path_exists(Top, Relative, Path)
            ),
            Dead0),
    sort(Dead0, Dead).

test(readme_links_every_manual_page, true(Missing == [])) :-
    checkout(Top),
    directory_file_path(Top, docs, Docs),
    directory_file_path(Top, 'README.md', Readme),
    read_file_to_string(Readme, Text, [encoding(utf8)]),
    directory_files(Docs, Entries),
    findall(Page,
            ( member(Entry, Entries),
              file_name_extension(_, md, Entry),
              atom_concat('docs/', Entry, Page),
              format(string(Link), "](~w)", [Page]),
              \+ sub_string(Text, _, _, _, Link)
            ),
            Missing0),
    msort(Missing0, Missing).

:- end_tests(repository_links).

%   Tests name files that must not exist, to check the errors.
test_code(Relative) :-
    atom_concat('tests/', Rest, Relative),
    \+ atom_concat('data/', _, Rest).

%   mentioned_path(+Text, -Path): Path is a relative path with a
%   directory and a file extension written in Text.
mentioned_path(Text, Path) :-
    string_codes(Text, Codes),
    phrase(paths(Paths), Codes),
    member(Path, Paths).

paths(Paths) -->                        % a printf directive: "%s/prolog/..."
    "%", [C],
    { code_type(C, alpha) },
    !,
    skip_name,
    paths(Paths).
paths(Paths) -->                        % a system header: <sys/stat.h>
    "<", header_name, ">",
    !,
    paths(Paths).
paths([Path|Paths]) -->
    path_token(Path),
    !,
    paths(Paths).
paths(Paths) -->
    [C],
    { code_type(C, csym) ; C == 0'/ ; C == 0'. ; C == 0'- },
    !,
    skip_name,
    paths(Paths).
paths(Paths) -->
    [_],
    !,
    paths(Paths).
paths([]) -->
    [].

path_token(Path) -->
    parents(Parents),
    name_part(First),
    more_parts([Second|Rest]),
    { true,
      last([Second|Rest], Last),
      file_name_extension(Base, Ext, Last),
      Base \== '',
      memberchk(Ext, [md, pl, c, h, tsv, pdn, sh]),
      \+ ( sub_atom(First, 0, 1, _, C0), char_type(C0, upper) ),  % DIR/...: a placeholder
      \+ ( sub_atom(Last, _, 1, _, C), char_type(C, upper) ),
      atomic_list_concat([First, Second|Rest], /, Path0),
      atom_concat(Parents, Path0, Path)
    }.

%   The rest of a word that is not a path from its start (an absolute
%   path, a URL): none of its parts is checked.
skip_name -->
    [C],
    { code_type(C, csym) ; C == 0'/ ; C == 0'. ; C == 0'- ; C == 0': },
    !,
    skip_name.
skip_name -->
    [].

parents(Parents) -->
    "../",
    !,
    parents(More),
    { atom_concat('../', More, Parents) }.
parents('') -->
    [].

more_parts([Part|Parts]) -->
    "/",
    name_part(Part),
    (   more_parts(Parts)
    ->  []
    ;   { Parts = [] }
    ).

name_part(Part) -->
    name_codes(Codes),
    { Codes = [C|_],
      C \== 0'.,
      atom_codes(Part, Codes)
    }.

name_codes([C|Cs]) -->
    [C],
    { code_type(C, csym) ; C == 0'- ; C == 0'. },
    !,
    name_codes0(Cs).

name_codes0([C|Cs]) -->
    [C],
    { code_type(C, csym) ; C == 0'- ; C == 0'. },
    !,
    name_codes0(Cs).
name_codes0([]) -->
    [].

%   A path is relative to the file that mentions it, to the top of the
%   repository or, as the C sources include each other's headers
%   ("draughts/board.h"), to c_src/; it stays inside the repository.
path_exists(Top, Relative, Path) :-
    file_directory_name(Relative, RelativeDir),
    member(Base, [RelativeDir, '.', c_src]),
    atomic_list_concat([Top, Base, Path], /, Full0),
    absolute_file_name(Full0, Full),
    atom_concat(Top, _, Full),
    (   exists_file(Full)
    ;   exists_directory(Full)
    ),
    !.

header_name -->
    [C],
    { code_type(C, csym) ; C == 0'/ ; C == 0'. },
    header_name_rest.

header_name_rest -->
    header_name,
    !.
header_name_rest -->
    [].
