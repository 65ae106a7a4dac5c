/*  The manual's examples, run: every code block of README.md and of the
    pages of docs/ is run and what it prints compared with the page, or
    is marked as not run (tests/prolog/support/manual_pages.pl reads the
    blocks and says which kinds there are).

    Each page runs in a directory of its own: a temporary directory
    with a link to each entry of the checkout's top (examples/, kb/,
    prolog/, tests/, ...), and build/bin/damas-hub and damas-dxp as
    `make hub` and `make dxp` write them, so that a page's paths are
    those of a checkout and the files it writes are its own.  One
    SWI-Prolog toplevel (`swipl -p library=prolog` there) runs, in
    the order of the page, its queries and its shell commands:

    - ```prolog: a query starts with `?- ` and ends with the line that
      ends in `.`; the lines after it, up to a blank line, the next
      query or the end of the block, are its answer, which every query
      shows.  Answers are compared with the blanks collapsed; a `%` and
      what follows it on an answer line is a comment for the reader.
      An error shows its first line: the stack the toplevel prints
      below it is left out.  An answer line ending in ` ;` asks for
      the next answer; a last line `...` stops there, and a last line
      ending in ` ...` matches any answer that starts so; a `…` stands
      for any text (a long term, a time).
      A block that starts with `:- module(` is a file: its lines up to
      the first query are loaded, from a temporary file, and must load
      silently.  A block whose first line is a comment naming a file
      (`% name.pl`, maybe followed by `:` and words) is a file the reader
      saves under that name: its lines up to the first query are
      written to that file in the page's directory, and not loaded.
      Any other block without a query is a program fragment: its terms
      must read without a syntax error.
    - ```console: a line `$ COMMAND` (continued on the next line when it
      ends in `\`) is run by bash in the page's directory, and the
      lines up to the next command are its output, standard output and
      error together, compared line by line with the elisions of
      tests/prolog/support/manual_sessions.pl (`...`, `…`).
      `localhost:8080` in a command is a web server of examples/web.pl
      that the test starts on a free port, one for the whole manual.
    - ```hub: a Hub session, run against the engine of
      prolog/damas/hub.pl (manual_sessions.pl).
    - ```text: a display, not a command (no line starts with `$ ` or
      `?- `); ```LANGUAGE norun: REASON: not run, for the reason given.

    Without a terminal the toplevel prints no prompt and does not echo
    `;` or `.`: both sides are compared without them.
*/

:- module(test_manual, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).
:- use_module(library(aggregate)).

:- use_module('../support/checkout').
:- use_module('../support/manual_pages').
:- use_module('../support/manual_sessions').
:- use_module('../support/web_process').
:- use_module('../../../prolog/damas/web/console_process', [console_child_environment/1]).
:- use_module('../support/transcript',
              [ query_lines/3, answer_lines/3, toplevel_output/3,
                segments/2, normalised/2, stack_line/1
              ]).

%   page_items(+Page, -Items): the page's examples in order:
%   file(Line, Lines), named_file(Line, Name, Lines), fragment(Line,
%   Lines), query(Line, QueryLines, AnswerLines), command(Line,
%   Command, OutputLines), hub(Line, Lines), text(Line, Lines),
%   norun(Line, Reason) and unmarked(Line, Kind) for a block the test
%   cannot run; Lines are Number-Text but in queries and commands.
page_items(Page, Items) :-
    page_blocks(Page, Blocks),
    maplist(block_items, Blocks, ItemLists),
    append(ItemLists, Items).

block_items(block(Line, prolog, Lines), Items) :-
    !,
    prolog_items(Line, Lines, Items).
block_items(block(Line, console, Lines), Items) :-
    !,
    commands(Lines, Items0),
    (   Items0 == []
    ->  Items = [unmarked(Line, "console block without a `$ ` command")]
    ;   Items = Items0
    ).
block_items(block(Line, hub, Lines), [hub(Line, Lines)]) :- !.
block_items(block(Line, text, Lines), [text(Line, Lines)]) :- !.
block_items(block(Line, norun(Reason), _), [norun(Line, Reason)]) :- !.
block_items(block(Line, indented, _), [unmarked(Line, "indented block: fence it with an info string")]) :- !.
block_items(block(Line, unknown(Info), _), [unmarked(Line, Message)]) :-
    format(string(Message), "info string `~w`: none of prolog, console, hub, text, LANGUAGE norun: REASON", [Info]).

prolog_items(Line, Lines, Items) :-
    (   Lines = [_-Comment|Lines1],
        named_file(Comment, Name)
    ->  file_part(Lines1, FileLines, Rest),
        Items = [named_file(Line, Name, FileLines)|Queries]
    ;   Lines = [_-First|_],
        string_concat(":- module(", _, First)
    ->  file_part(Lines, FileLines, Rest),
        Items = [file(Line, FileLines)|Queries]
    ;   pairs_values(Lines, Texts),
        \+ ( member(T, Texts), string_concat("?- ", _, T) )
    ->  Items = [fragment(Line, Lines)],
        Rest = []
    ;   Rest = Lines,
        Items = Queries
    ),
    queries(Rest, Queries).

named_file(Comment, Name) :-
    string_concat("% ", After, Comment),
    split_string(After, " ", "", [Word|_]),
    (   string_concat(Name0, ":", Word) -> true ; Name0 = Word ),
    file_name_extension(_, pl, Name0),
    \+ sub_string(Name0, _, _, _, "/"),
    atom_string(Name, Name0).

file_part(Lines, FileLines, Rest) :-
    append(FileLines, Rest, Lines),
    (   Rest = [_-Query|_]
    ->  string_concat("?- ", _, Query)
    ;   true
    ),
    !.

queries([], []) :- !.
queries([N-Line|Lines], Items) :-
    string_concat("?- ", _, Line),
    !,
    pairs_values([N-Line|Lines], Texts),
    query_lines(Texts, Query, RestTexts),
    answer_lines(RestTexts, Answer, AfterTexts),
    length(AfterTexts, K),
    length(After, K),
    append(_, After, Lines),
    Items = [query(N, Query, Answer)|More],
    queries(After, More).
queries([N-Line|Lines], Items) :-
    (   split_string(Line, "", " \t", [""])
    ->  Items = More
    ;   Items = [unmarked(N, "a line of a prolog block that is neither a query nor its answer")|More]
    ),
    queries(Lines, More).

%   commands(+Lines, -Items): the block's `$ ` commands and their output.
commands([], []).
commands([N-Line|Lines], Items) :-
    (   string_concat("$ ", First, Line)
    ->  continued(First, Lines, Command, Rest0),
        output_lines(Rest0, Output, Rest),
        Items = [command(N, Command, Output)|More],
        commands(Rest, More)
    ;   Items = [unmarked(N, "console line before its first `$ ` command")|More],
        commands(Lines, More)
    ).

continued(Text, Lines, Command, Rest) :-
    (   string_concat(_, "\\", Text),
        Lines = [_-Next|Lines1]
    ->  continued(Next, Lines1, Command0, Rest),
        atomic_list_concat([Text, '\n', Command0], Command1),
        atom_string(Command1, Command)
    ;   Command = Text,
        Rest = Lines
    ).

output_lines([], [], []).
output_lines([N-Line|Lines], Output, Rest) :-
    (   string_concat("$ ", _, Line)
    ->  Output = [],
        Rest = [N-Line|Lines]
    ;   Output = [Line|More],
        output_lines(Lines, More, Rest)
    ).

%   The page's directory: the checkout's entries and build/bin.
page_directory(Dir) :-
    tmp_file(damas_manual, Dir),
    make_directory(Dir),
    checkout(Top),
    directory_files(Top, Entries),
    forall(( member(Entry, Entries),
             \+ memberchk(Entry, ['.', '..', '.git', build])
           ),
           ( directory_file_path(Top, Entry, From),
             directory_file_path(Dir, Entry, To),
             link_file(From, To, symbolic)
           )),
    directory_file_path(Dir, 'build/bin', Bin),
    make_directory_path(Bin),
    engine_script(Top, Bin, 'damas-hub', hub, hub_main),
    engine_script(Top, Bin, 'damas-dxp', dxp, dxp_main).

%   As the Makefile's build/bin/damas-hub and damas-dxp.
engine_script(Top, Bin, Name, Module, Main) :-
    current_prolog_flag(executable, Swipl),
    directory_file_path(Bin, Name, File),
    setup_call_cleanup(open(File, write, Stream),
                       format(Stream, "#!/bin/sh\nexec ~w -q -g damas_~w:~w -t halt \"~w/prolog/damas/~w.pl\" -- \"$@\"\n",
                              [Swipl, Module, Main, Top, Module]),
                       close(Stream)),
    chmod(File, +x).

%   The toplevel's input: each item after a marker query whose output,
%   `@@@ Line`, opens its segment of the transcript.
toplevel_input(Items, Dir, Port, Input) :-
    foldl(item_input(Dir, Port), Items, Parts, 0, _),
    append(Parts, Parts1),
    atomic_list_concat(Parts1, Input).

item_input(Dir, _, file(Line, Lines), [Marker, Load], N0, N) :-
    N is N0 + 1,
    format(atom(File), "~w/manual_file_~d.pl", [Dir, N]),
    write_lines(File, Lines),
    marker(Line, Marker),
    format(atom(Load), "load_files(~q, [silent(true)]).~n", [File]).
item_input(Dir, _, named_file(_, Name, Lines), [], N, N) :-
    directory_file_path(Dir, Name, File),
    write_lines(File, Lines).
item_input(_, _, query(Line, Query, Answer), [Marker, QueryText, Keys], N, N) :-
    marker(Line, Marker),
    answer_keys(Answer, Keys),
    Query = [First|More],
    string_concat("?- ", FirstText, First),
    atomic_list_concat([FirstText|More], '\n', QueryText0),
    atom_concat(QueryText0, '\n', QueryText).
item_input(_, Port, command(Line, Command0, _), [Marker, Run], N, N) :-
    marker(Line, Marker),
    port_command(Command0, Port, Command),
    command_environment(Environment),
    format(atom(Run),
           "flush_output, process_create(path(timeout), ['120', bash, '-c', ~q], [stdin(null), process(Pid), environment(~q)]), process_wait(Pid, _), format(\"~~n@@@ done~~n\").~n",
           [Command, Environment]).

item_input(_, _, Item, [], N, N) :-
    \+ memberchk(Item, [file(_, _), named_file(_, _, _), query(_, _, _), command(_, _, _)]).

%   command_environment(-Environment): a page's commands run as a reader
%   types them.  Under `make sanitize` the toplevel has AddressSanitizer
%   preloaded, which the programs of the commands (curl, bash) would
%   inherit: curl then hung for good in its resolver.  They run without
%   it, on the plain library, with the environment of the console's
%   children.

command_environment(Environment) :-
    console_child_environment(Environment).

marker(Line, Marker) :-
    format(atom(Marker), "format(\"~~n@@@ ~d~~n\").~n", [Line]).

write_lines(File, Lines) :-
    pairs_values(Lines, Texts),
    atomic_list_concat(Texts, '\n', Text),
    setup_call_cleanup(open(File, write, Stream, [encoding(utf8)]),
                       format(Stream, "~w~n", [Text]),
                       close(Stream)).

port_command(Command0, Port, Command) :-
    (   var(Port)
    ->  Command = Command0
    ;   format(atom(Address), "localhost:~d", [Port]),
        atomic_list_concat(Parts, 'localhost:8080', Command0),
        atomic_list_concat(Parts, Address, Command)
    ).

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

%   without_comment(+Line, -Text): Line without a `%` comment.
without_comment(Line, Text) :-
    (   sub_string(Line, Before, _, _, "%")
    ->  sub_string(Line, 0, Before, _, Text)
    ;   Text = Line
    ).

%   page_transcript(+Page, +Items, -Segments, -Dir): runs the page's
%   toplevel; Segments are Line-Lines, what each item printed.
page_transcript(Items, Port, Segments) :-
    page_directory(Dir),
    call_cleanup(( toplevel_input(Items, Dir, Port, Input),
                   toplevel_output(Dir, Input, Lines),
                   segments(Lines, Segments) ),
                 delete_directory_and_contents(Dir)).

%   The marker query's own answer, `true.`, opens each segment.
actual_text(Lines0, Text) :-
    exclude(stack_line, Lines0, Lines),
    answer_text(Lines, Text0),
    (   string_concat("true. ", Text1, Text0)
    ->  Text = Text1
    ;   string_concat("true.", Text1, Text0)
    ->  Text = Text1
    ;   Text = Text0
    ).

%   answer_text(+Lines, -Text): the lines without comments, with the
%   blanks collapsed.
answer_text(Lines, Text) :-
    maplist(without_comment, Lines, Lines1),
    normalised(Lines1, Text).

answer_matches(Expected, Actual) :-
    (   string_concat(Prefix, " ...", Expected)
    ->  string_concat(Prefix, "…", Pattern),
        line_matches(Pattern, Actual)
    ;   Expected == "..."
    ->  true
    ;   line_matches(Expected, Actual)
    ).

%   command_output(+Lines0, -Lines): a command's output, without the
%   marker's `true.` and the blank lines around it.
command_output(Lines0, Lines) :-
    exclude(==(""), Lines0, Lines1),
    (   Lines1 = ["true."|Lines2] -> true ; Lines2 = Lines1 ),
    trimmed(Lines0, Lines2, Lines).

%   Keeps the blank lines inside the output, not those before or after.
trimmed(_, Lines, Lines) :- Lines == [], !.
trimmed(Lines0, [First|_], Lines) :-
    append(_, [First|After0], Lines0),
    !,
    reverse(After0, Reversed0),
    drop_blank(Reversed0, Reversed),
    reverse(Reversed, After),
    Lines = [First|After].

drop_blank([""|Lines0], Lines) :- !, drop_blank(Lines0, Lines).
drop_blank(Lines, Lines).

item_mismatch(Page, Segments, query(Line, Query, Answer)) :-
    answer_text(Answer, Expected),
    (   memberchk(Line-Lines, Segments)
    ->  actual_text(Lines, Actual)
    ;   Actual = "<no output>"
    ),
    \+ answer_matches(Expected, Actual),
    atomic_list_concat(Query, '\n', QueryText),
    format(user_error, "~w:~d: query~n~w~nthe page shows:~n  ~w~ntoplevel prints:~n  ~w~n",
           [Page, Line, QueryText, Expected, Actual]).
item_mismatch(Page, Segments, file(Line, _)) :-
    (   memberchk(Line-Lines, Segments)
    ->  actual_text(Lines, Actual)
    ;   Actual = "<no output>"
    ),
    Actual \== "",
    format(user_error, "~w:~d: the file does not load silently:~n  ~w~n", [Page, Line, Actual]).
item_mismatch(Page, Segments, command(Line, Command, Expected)) :-
    (   memberchk(Line-Lines0, Segments)
    ->  command_output(Lines0, Actual)
    ;   Actual = ["<no output>"]
    ),
    \+ lines_match(Expected, Actual),
    atomic_list_concat(Expected, '\n  ', ExpectedText),
    atomic_list_concat(Actual, '\n  ', ActualText),
    format(user_error, "~w:~d: $ ~w~nthe page shows:~n  ~w~nthe command prints:~n  ~w~n",
           [Page, Line, Command, ExpectedText, ActualText]).
item_mismatch(Page, _, fragment(Line, Lines)) :-
    pairs_values(Lines, Texts),
    atomic_list_concat(Texts, '\n', Text),
    \+ catch(term_string_all(Text), _, fail),
    format(user_error, "~w:~d: the program does not read as Prolog~n", [Page, Line]).

term_string_all(Text) :-
    setup_call_cleanup(open_string(Text, Stream),
                       read_all(Stream),
                       close(Stream)).

read_all(Stream) :-
    read_term(Stream, Term, [syntax_errors(error)]),
    (   Term == end_of_file
    ->  true
    ;   read_all(Stream)
    ).

needs_server(Items) :-
    member(command(_, Command, _), Items),
    sub_atom(Command, _, _, _, 'localhost:8080'),
    !.

%   The web server of the manual's curl commands, started once.
:- dynamic manual_server/1.

server_port(Items, Port) :-
    (   needs_server(Items)
    ->  (   manual_server(server(_, Port))
        ->  true
        ;   web_process_start([], Server),
            asserta(manual_server(Server)),
            Server = server(_, Port)
        )
    ;   true
    ).

stop_server :-
    forall(retract(manual_server(Server)), web_process_stop(Server)).

page_with_examples(Page) :-
    manual_page(Page),
    page_items(Page, Items),
    once(( member(Item, Items),
           \+ Item = text(_, _),
           \+ Item = norun(_, _) )).

:- begin_tests(manual, [cleanup(stop_server)]).

test(every_block_is_run_or_marked, Unmarked == []) :-
    findall(Page:Line-Why,
            ( manual_page(Page), page_items(Page, Items),
              member(unmarked(Line, Why), Items) ),
            Unmarked),
    forall(member(Page:Line-Why, Unmarked),
           format(user_error, "~w:~d: ~w~n", [Page, Line, Why])).

%   The reading of the pages finds their examples: a reading that
%   found none would pass every test below.
test(examples_found) :-
    forall(member(Kind-Least, [query-70, command-15, hub-3, named_file-5, norun-1, text-1]),
           ( aggregate_all(count,
                           ( manual_page(Page), page_items(Page, Items),
                             member(Item, Items), functor(Item, Kind, _) ),
                           N),
             assertion(N >= Least) )).

test(every_query_shows_its_answer, NoAnswer == []) :-
    findall(Page:Line,
            ( manual_page(Page), page_items(Page, Items),
              member(query(Line, _, []), Items) ),
            NoAnswer),
    forall(member(Page:Line, NoAnswer),
           format(user_error, "~w:~d: the query shows no answer~n", [Page, Line])).

test(text_is_no_command, Commands == []) :-
    findall(Page:N,
            ( manual_page(Page), page_items(Page, Items),
              member(text(_, Lines), Items),
              member(N-Text, Lines),
              ( string_concat("$ ", _, Text) ; string_concat("?- ", _, Text) ) ),
            Commands),
    forall(member(Page:N, Commands),
           format(user_error, "~w:~d: a command in a text block: make it console or prolog~n", [Page, N])).

test(examples_as_printed, [forall(page_with_examples(Page)), true(Mismatches == []), nondet]) :-
    page_items(Page, Items),
    server_port(Items, Port),
    page_transcript(Items, Port, Segments),
    findall(Line, ( member(Item, Items),
                    arg(1, Item, Line),
                    item_mismatch(Page, Segments, Item) ),
            Mismatches).

test(hub_sessions_as_shown, [forall(( manual_page(Page), page_items(Page, Items),
                                      member(hub(Line, Lines), Items) )),
                             true(Mismatch == none)]) :-
    checkout(Top),
    hub_session_mismatch(Top, Lines, Mismatch),
    (   Mismatch = N-Expected-Actual
    ->  format(user_error, "~w:~d: the Hub session of line ~d~nthe page shows:~n  ~w~nthe engine answers:~n  ~w~n",
               [Page, N, Line, Expected, Actual])
    ;   true
    ).

:- end_tests(manual).
