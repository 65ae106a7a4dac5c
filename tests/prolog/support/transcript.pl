/*  Examples in documentation, run: the `?- ` queries of a Prolog file's
    PlDoc `==` blocks go, in order,
    to one SWI-Prolog toplevel (the library of this checkout on its
    path), and what the toplevel prints must be the answer the
    documentation shows.  The conventions are the manual's (see
    tests/prolog/repository/test_manual.pl): a query ends with the line
    that ends in `.`, its answer is the lines after it up to a blank
    line, the next query or the end of the block; an answer line ending
    in ` ;` asks for the next answer; an error shows its first line;
    answers are compared with the blanks collapsed.  Not a test file
    itself.
*/
:- module(test_transcript,
          [ pldoc_examples/2,           % +File, -Examples
            example_mismatches/3,       % +Setup, +Examples, -Mismatches
            query_lines/3,              % +Lines, -Query, -Rest
            answer_lines/3,             % +Lines, -Answer, -Rest
            query_input/4,              % +Number, +Query, +Keys, -Parts
            toplevel_output/3,          % +Dir, +Input, -Lines
            segments/2,                 % +Lines, -Segments
            normalised/2,               % +Lines, -Text
            stack_line/1                % +Line
          ]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).

:- use_module(checkout).

%!  pldoc_examples(+File, -Examples) is det.
%
%   The same for the `==` blocks of the comments of File, a Prolog
%   file whose comment lines start with `%`.

pldoc_examples(File, Examples) :-
    file_lines(File, Lines0),
    convlist([L0, L]>>( string_concat("%", L1, L0),
                        (   string_concat("   ", L, L1)
                        ->  true
                        ;   split_string(L1, "", " ", [L])
                        )
                      ), Lines0, Lines),
    fenced(Lines, ==("=="), "==", Blocks),
    blocks_examples(File, Blocks, Examples).

file_lines(File, Lines) :-
    checkout_file(File, Path),
    read_file_to_string(Path, Text, [encoding(utf8)]),
    split_string(Text, "\n", "\r", Lines).

fenced([], _, _, []).
fenced([Line|Lines], Opens, Close, Blocks) :-
    (   call(Opens, Line),
        append(Block, [Close|Rest], Lines)
    ->  Blocks = [Block|More],
        fenced(Rest, Opens, Close, More)
    ;   fenced(Lines, Opens, Close, Blocks)
    ).

blocks_examples(File, Blocks, Examples) :-
    foldl(block_examples(File), Blocks, Lists, 1, _),
    append(Lists, Examples).

block_examples(File, Lines, Examples, N0, N) :-
    (   Lines = []
    ->  Examples = [],
        N = N0
    ;   Lines = [Line|_],
        string_concat("?- ", _, Line)
    ->  query_lines(Lines, Query, Rest1),
        answer_lines(Rest1, Answer, Rest2),
        Examples = [example(File-N0, Query, Answer)|More],
        N1 is N0 + 1,
        block_examples(File, Rest2, More, N1, N)
    ;   Lines = [_|Rest],
        block_examples(File, Rest, Examples, N0, N)
    ).

%!  query_lines(+Lines, -Query, -Rest) is det.
%
%   Query is the lines of the query Lines start with, up to the line
%   that ends in `.` (before a `%` comment); Rest the lines after it.

query_lines([Line|Lines], [Line|Query], Rest) :-
    (   (   sub_string(Line, Before, _, _, "%")
        ->  sub_string(Line, 0, Before, _, Code)
        ;   Code = Line
        ),
        split_string(Code, "", " \t", [Stripped]),
        string_concat(_, ".", Stripped)
    ->  Query = [],
        Rest = Lines
    ;   query_lines(Lines, Query, Rest)
    ).

%!  answer_lines(+Lines, -Answer, -Rest) is det.
%
%   Answer is the lines of Lines up to a blank line, the next query or
%   the end; Rest what follows.

answer_lines([], [], []).
answer_lines([Line|Lines], Answer, Rest) :-
    (   (   split_string(Line, "", " \t", [""])
        ;   string_concat("?- ", _, Line)
        )
    ->  Answer = [],
        Rest = [Line|Lines]
    ;   Answer = [Line|More],
        answer_lines(Lines, More, Rest)
    ).

%!  example_mismatches(+Setup, +Examples, -Mismatches) is det.
%
%   Runs Setup (a list of goal texts, whose output is not compared)
%   and then Examples in one toplevel.  Mismatches lists
%   Where-Expected-Actual for each example whose answer differs.

example_mismatches(Setup, Examples, Mismatches) :-
    checkout(Top),
    maplist([Goal, Text]>>format(atom(Text), "~w.~n", [Goal]), Setup, SetupInput),
    foldl(example_input, Examples, Inputs, 1, _),
    append([SetupInput|Inputs], Parts),
    atomic_list_concat(Parts, Input),
    toplevel_output(Top, Input, Lines),
    segments(Lines, Segments),
    foldl(example_mismatch(Segments), Examples, Found, 1, _),
    exclude(==(none), Found, Mismatches).

%!  toplevel_output(+Dir, +Input, -Lines) is det.
%
%   Lines is what an SWI-Prolog toplevel, started in Dir with the
%   library of this checkout on its path and no terminal, prints (on
%   standard output and error) when it reads Input.

toplevel_output(Dir, Input, Lines) :-
    checkout(Top),
    directory_file_path(Top, prolog, Library),
    atom_concat('library=', Library, LibraryPath),
    current_prolog_flag(executable, Swipl),
    tmp_file_stream(text, OutputFile, OutStream0),
    close(OutStream0),
    setup_call_cleanup(
        open(OutputFile, write, OutStream, [encoding(utf8)]),
        ( process_create(Swipl, ['-p', LibraryPath, '--no-tty', '-q'],
                         [ cwd(Dir), stdin(pipe(In)),
                           stdout(stream(OutStream)), stderr(stream(OutStream)),
                           process(Pid)
                         ]),
          set_stream(In, encoding(utf8)),
          write(In, Input),
          close(In),
          process_wait(Pid, _)
        ),
        close(OutStream)),
    read_file_to_string(OutputFile, Output, [encoding(utf8)]),
    delete_file(OutputFile),
    split_string(Output, "\n", "\r", Lines).

example_input(example(_, Query, Answer), Parts, N0, N) :-
    N is N0 + 1,
    answer_keys(Answer, Keys),
    query_input(N0, Query, Keys, Parts).

%!  query_input(+Number, +Query, +Keys, -Parts) is det.
%
%   Parts is the toplevel's input for a query: a marker query, whose
%   output `@@@ Number` opens the query's segment (segments/2), Query
%   (its lines, the first with `?- `) and Keys, the keys its answer
%   asks for.

query_input(Number, Query, Keys, [Marker, QueryText, Keys]) :-
    format(atom(Marker), "format(\"~~n@@@ ~d~~n\").~n", [Number]),
    Query = [First|More],
    string_concat("?- ", FirstText, First),
    atomic_list_concat([FirstText|More], '\n', QueryText0),
    atom_concat(QueryText0, '\n', QueryText).


answer_keys(Answer, Keys) :-
    maplist([L0, L]>>split_string(L0, "", " \t", [L]), Answer, Lines),
    include([L]>>string_concat(_, ";", L), Lines, More),
    length(More, N),
    length(Semicolons, N),
    maplist(=(';\n'), Semicolons),
    atomic_list_concat(Semicolons, Keys).

%!  segments(+Lines, -Segments) is det.
%
%   Segments are Number-Text for each marker `@@@ Number` of the
%   toplevel's output Lines: Text the lines up to the next marker.  A
%   marker that is not a number opens a segment that is left out.

segments([], []).
segments([Line|Lines], Segments) :-
    (   string_concat("@@@ ", Tag, Line)
    ->  segment_lines(Lines, Text, Rest),
        (   number_string(N, Tag)
        ->  Segments = [N-Text|More]
        ;   Segments = More
        ),
        segments(Rest, More)
    ;   segments(Lines, Segments)
    ).

segment_lines([], [], []).
segment_lines([Line|Lines], Text, Rest) :-
    (   string_concat("@@@ ", _, Line)
    ->  Text = [],
        Rest = [Line|Lines]
    ;   Text = [Line|More],
        segment_lines(Lines, More, Rest)
    ).

example_mismatch(Segments, example(Where, _, Answer), Found, N0, N) :-
    N is N0 + 1,
    normalised(Answer, Expected),
    (   memberchk(N0-Lines0, Segments)
    ->  exclude(stack_line, Lines0, Lines),
        normalised(Lines, Actual0),
        (   string_concat("true. ", Actual, Actual0)
        ->  true
        ;   string_concat("true.", Actual, Actual0)
        ->  true
        ;   Actual = Actual0
        )
    ;   Actual = "<no output>"
    ),
    (   Expected == Actual
    ->  Found = none
    ;   Found = Where-Expected-Actual
    ).

%!  normalised(+Lines, -Text) is det.
%
%   Text is Lines with the blanks collapsed and without the `;` that
%   the toplevel does not echo.

normalised(Lines, Text) :-
    atomic_list_concat(Lines, ' ', Joined),
    split_string(Joined, " \t\n", " \t\n", Words0),
    exclude(==(""), Words0, Words1),
    exclude(==(";"), Words1, Words),
    atomic_list_concat(Words, ' ', Text0),
    atom_string(Text0, Text).

%!  stack_line(+Line) is semidet.
%
%   Line is part of the stack the toplevel prints below an error.

stack_line(Line) :-
    string_concat("ERROR:", Rest0, Line),
    split_string(Rest0, "", " ", [Rest]),
    (   Rest == ""
    ;   member(Start, ["In:", "[", "Note: some frames", "Re-run your program"]),
        string_concat(Start, _, Rest)
    ),
    !.
