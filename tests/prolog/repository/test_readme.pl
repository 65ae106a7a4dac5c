/*  The README's tour and the longer one of docs/tour.md, run: every `?- `
    query of a page's prolog blocks goes, in order, to one SWI-Prolog
    toplevel for that page, started in the checkout as the README says
    (`swipl -p library=prolog`), and what the toplevel prints must be the
    answer the page shows below the query.

    The pages' conventions, which this file reads:
    - A query starts with `?- ` and ends with the line that ends in `.`;
      the lines after it, up to a blank line, the next query or the end
      of the block, are its answer.  Every query shows its answer.
    - Answers are compared with the blanks collapsed; a `%` and what
      follows it on an answer line is a comment for the reader.  An
      error shows its first line: the stack the toplevel prints below
      it is left out.
    - An answer line ending in ` ;` asks for the next answer; a last
      line `...` stops there (the toplevel would give more).  Without a
      terminal the toplevel reads each of these keys from a line of
      its own.
    - A block that starts with `:- module(` is a file: its lines up to
      the first query are loaded, from a temporary file, before it.
    - A block whose first line is a comment naming a file (`% name.pl`)
      followed by `:- module(` is a file the reader saves under that
      name: its lines after the comment up to the first query are
      written to that file in the toplevel's working directory, and
      not loaded; the README's own queries load it.

    Without a terminal the toplevel prints no prompt and does not echo
    `;` or `.`: both sides are compared without them.

    The toplevel runs in a temporary directory, where the named files
    are, with `-p library=` the checkout's prolog/ directory: the same
    library as `swipl -p library=prolog` in the checkout.
*/

:- module(test_readme, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).
:- use_module(library(dcg/basics)).

:- use_module('../support/checkout').
:- use_module('../support/transcript',
              [ query_lines/3, answer_lines/3, query_input/4, toplevel_output/3,
                segments/2, normalised/2, stack_line/1
              ]).

%   tour_page(-Page): a page whose queries are run, from the checkout's top.
tour_page('README.md').
tour_page('docs/tour.md').

%   readme_items(+Page, -Items): the page's files and queries in order,
%   each file(Lines), named_file(Name, Lines) or query(Number,
%   QueryLines, AnswerLines).
readme_items(Page, Items) :-
    checkout(Top),
    directory_file_path(Top, Page, File),
    read_file_to_string(File, Text, [encoding(utf8)]),
    split_string(Text, "\n", "\r", Lines),
    blocks(Lines, Blocks),
    foldl(block_items, Blocks, ItemLists, 1, _),
    append(ItemLists, Items).

%   blocks(+Lines, -Blocks): the lines of each ```prolog block.
blocks([], []).
blocks([Line|Lines], Blocks) :-
    (   string_concat("```prolog", _, Line)
    ->  append(Block, ["```"|Rest], Lines),
        !,
        Blocks = [Block|More],
        blocks(Rest, More)
    ;   blocks(Lines, Blocks)
    ).

block_items(Lines, Items, N0, N) :-
    (   Lines = [Comment, First|_],
        string_concat("% ", Name0, Comment),
        split_string(Name0, "", " ", [Name]),
        file_name_extension(_, pl, Name),
        string_concat(":- module(", _, First)
    ->  Lines = [_|Lines1],
        append(FileLines, [Query|Rest], Lines1),
        string_concat("?- ", _, Query),
        !,
        Items = [named_file(Name, FileLines)|Queries],
        queries([Query|Rest], Queries, N0, N)
    ;   Lines = [First|_],
        string_concat(":- module(", _, First)
    ->  append(FileLines, [Query|Rest], Lines),
        string_concat("?- ", _, Query),
        !,
        Items = [file(FileLines)|Queries],
        queries([Query|Rest], Queries, N0, N)
    ;   queries(Lines, Items, N0, N)
    ).

queries([], [], N, N) :- !.
queries([Line|Lines], Items, N0, N) :-
    string_concat("?- ", _, Line),
    !,
    query_lines([Line|Lines], Query, Rest0),
    answer_lines(Rest0, Answer, Rest),
    Items = [query(N0, Query, Answer)|More],
    N1 is N0 + 1,
    queries(Rest, More, N1, N).
queries([_|Lines], Items, N0, N) :-
    queries(Lines, Items, N0, N).

%   without_comment(+Line, -Text): Line without a `%` comment.
without_comment(Line, Text) :-
    (   sub_string(Line, Before, _, _, "%")
    ->  sub_string(Line, 0, Before, _, Text)
    ;   Text = Line
    ).

%   The toplevel's input: each query after a marker query whose output
%   splits the transcript, with the key presses its answer shows.
toplevel_input(Items, Dir, Input) :-
    foldl(item_input(Dir), Items, Parts, 0, _),
    append(Parts, Parts1),
    atomic_list_concat(Parts1, Input).

item_input(Dir, file(Lines), [Load], N0, N) :-
    N is N0 + 1,
    format(atom(File), "~w/readme_file_~d.pl", [Dir, N]),
    atomic_list_concat(Lines, '\n', Text),
    setup_call_cleanup(open(File, write, Stream, [encoding(utf8)]),
                       format(Stream, "~w~n", [Text]),
                       close(Stream)),
    format(atom(Load), "format(\"~~n@@@ file~~n\"), load_files(~q, [silent(true)]).~n", [File]).
item_input(Dir, named_file(Name, Lines), [], N, N) :-
    directory_file_path(Dir, Name, File),
    atomic_list_concat(Lines, '\n', Text),
    setup_call_cleanup(open(File, write, Stream, [encoding(utf8)]),
                       format(Stream, "~w~n", [Text]),
                       close(Stream)).
item_input(_, query(Number, Query, Answer), Parts, N, N) :-
    answer_keys(Answer, Keys),
    query_input(Number, Query, Keys, Parts).

answer_keys(Answer, Keys) :-
    maplist(without_comment, Answer, Lines0),
    maplist([L0, L]>>split_string(L0, "", " \t", [L]), Lines0, Lines),
    include([L]>>string_concat(_, ";", L), Lines, More),
    length(More, N),
    length(Semicolons, N),
    maplist(=(';\n'), Semicolons),
    (   last(Lines, "...")
    ->  append(Semicolons, ['.\n'], KeyList)
    ;   KeyList = Semicolons
    ),
    atomic_list_concat(KeyList, Keys).

%   transcript(+Items, -Segments): runs the toplevel; Segments are
%   Number-Text, the output after the marker of each query.
transcript(Items, Segments) :-
    tmp_file(damas_readme, Dir),
    make_directory(Dir),
    toplevel_input(Items, Dir, Input),
    toplevel_output(Dir, Input, Lines),
    delete_directory_and_contents(Dir),
    segments(Lines, Segments).

%   readme_text(+Lines, -Text): the lines without comments, the `;`
%   and `.` the toplevel does not echo, with the blanks collapsed.
readme_text(Lines, Text) :-
    maplist(without_comment, Lines, Lines1),
    normalised(Lines1, Text).

%   The marker query's own answer, `true.`, opens each segment.  The
%   README shows the first line of an error, without the stack that
%   the toplevel prints below it.
actual_text(Lines0, Text) :-
    exclude(stack_line, Lines0, Lines),
    readme_text(Lines, Text0),
    (   string_concat("true. ", Text1, Text0)
    ->  Text = Text1
    ;   string_concat("true.", Text1, Text0)
    ->  Text = Text1
    ;   Text = Text0
    ).

answer_matches(Expected, Actual) :-
    (   string_concat(Prefix, " ...", Expected)
    ->  string_concat(Prefix, _, Actual)
    ;   Expected == "..."
    ->  true
    ;   Expected == Actual
    ).

:- begin_tests(readme).

test(every_query_shows_its_answer,
     forall(( tour_page(Page), readme_items(Page, Items),
              member(query(N, Query, Answer), Items) ))) :-
    (   Answer == []
    ->  format(user_error, "~w query ~d shows no answer: ~w~n", [Page, N, Query]),
        fail
    ;   true
    ).

test(tour_as_printed, [forall(tour_page(Page)), true(Mismatches == []), nondet]) :-
    readme_items(Page, Items),
    assertion(memberchk(query(_, _, _), Items)),
    transcript(Items, Segments),
    findall(N, ( member(query(N, Query, Answer), Items),
                 \+ query_as_shown(Page, Segments, N, Query, Answer)
               ),
            Mismatches).

query_as_shown(Page, Segments, N, Query, Answer) :-
    readme_text(Answer, Expected),
    (   memberchk(N-Lines, Segments)
    ->  actual_text(Lines, Actual)
    ;   Actual = "<no output>"
    ),
    (   answer_matches(Expected, Actual)
    ->  true
    ;   atomic_list_concat(Query, '\n', QueryText),
        format(user_error, "~w query ~d:~n~w~nthe page shows:~n  ~w~ntoplevel prints:~n  ~w~n",
               [Page, N, QueryText, Expected, Actual]),
        fail
    ).

:- end_tests(readme).
