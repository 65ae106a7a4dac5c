/*  The results record: tests/bench/results/matches.tsv, one row a match
    or a fit, tab-separated, with a header line.  strength.pl appends a
    row at the end of every match; results.pl prints a summary of the
    table; tests/prolog/repository/test_results.pl checks both.

    record_match/5 writes the row of a bench script's match: strength.pl's
    and gomoku.pl's.

    The columns (tests/bench/results/notes.md says how to read them):

        date commit kind variant engine opponent limit games wins draws
        losses score elo elo_low elo_high command kept note
*/
:- module(match_record,
          [ record_columns/1,       % -Columns
            default_record_file/1,  % -File
            record_row/2,           % +File, +Row
            record_match/5,         % +Root, +Script, +Argv, +Options, +Match
            checkout_commit/2,      % +Root, -Commit
            read_record/2,          % +File, -Rows
            match_figures/4,        % +W, +D, +L, -Figures
            elo_interval/6          % +W, +D, +L, -Elo, -Low, -High
          ]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(process)).
:- use_module(library(readutil)).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/results/matches.tsv', File),
   asserta(record_file(File)).
:- dynamic record_file/1.

%!  record_columns(-Columns:list(atom)) is det.
%
%   The table's columns, in order.

record_columns([ date, commit, kind, variant, engine, opponent, limit,
                 games, wins, draws, losses, score, elo, elo_low, elo_high,
                 command, kept, note ]).

%!  default_record_file(-File:atom) is det.
%
%   The repository's table, tests/bench/results/matches.tsv.

default_record_file(File) :-
    record_file(File).

%!  record_row(+File:atom, +Row:dict) is det.
%
%   Appends Row to the table in File, writing the header first when
%   File does not exist or is empty.  A column Row does not give is
%   written as `-`; tabs and line breaks in a value become spaces, so
%   that a row stays one line of the table.

record_row(File, Row) :-
    must_be(atom, File),
    must_be(dict, Row),
    record_columns(Columns),
    maplist(cell(Row), Columns, Cells),
    (   exists_file(File),
        size_file(File, Size),
        Size > 0
    ->  Header = false
    ;   Header = true
    ),
    setup_call_cleanup(
        open(File, append, Stream, [encoding(utf8)]),
        (   (   Header == true
            ->  atomic_list_concat(Columns, '\t', HeaderLine),
                format(Stream, "~w~n", [HeaderLine])
            ;   true
            ),
            atomic_list_concat(Cells, '\t', Line),
            format(Stream, "~w~n", [Line])
        ),
        close(Stream)).

cell(Row, Column, Cell) :-
    (   get_dict(Column, Row, Value),
        Value \== ''
    ->  format(string(Text), "~w", [Value]),
        split_string(Text, "\t\n\r", "", Parts),
        atomic_list_concat(Parts, ' ', Cell)
    ;   Cell = '-'
    ).

%!  record_match(+Root:atom, +Script:atom, +Argv:list(atom), +Options:list,
%!               +Match:dict) is det.
%
%   The match that the bench script Script (a path from Root, the
%   checkout's top) played with the arguments Argv, as a row of the
%   table: Match gives the columns variant, engine, opponent and limit
%   and the match's wins, draws and losses; the row adds the date, the
%   commit of Root (checkout_commit/2), the figures of match_figures/4
%   and the command `swipl Script Argv...`.  Options are the script's:
%   record(File) (the table, default default_record_file/1; `false`: no
%   row) and note(Text), the note column.  Writes nothing for a match of
%   no game.

record_match(Root, Script, Argv, Options, Match) :-
    option(record(File0), Options, default),
    _{wins:W, draws:D, losses:L} :< Match,
    (   File0 == false
    ->  true
    ;   W + D + L =:= 0
    ->  true
    ;   (   File0 == default
        ->  default_record_file(File)
        ;   File = File0
        ),
        match_figures(W, D, L, Figures),
        get_time(Now),
        format_time(atom(Date), '%F', Now),
        checkout_commit(Root, Commit),
        command_line(Script, Argv, Command),
        option(note(Note), Options, '-'),
        Row = Match.put(Figures).put(_{date:Date, commit:Commit, kind:match,
                                       command:Command, kept:'-', note:Note}),
        record_row(File, Row),
        format("recorded in ~w~n", [File])
    ).

%!  checkout_commit(+Root:atom, -Commit) is det.
%
%   The short commit of HEAD of the checkout at Root, with `+` when
%   tracked files have changed, changes to tests/bench/results/ aside:
%   the rows a series of matches adds to the record change nothing
%   the next match plays.  `-` outside git.

checkout_commit(Root, Commit) :-
    (   git_output(Root, ['rev-parse', '--short', 'HEAD'], Head),
        Head \== ""
    ->  (   git_output(Root, [status, '--porcelain', '--untracked-files=no',
                              '--', '.', ':(exclude)tests/bench/results'], "")
        ->  Commit = Head
        ;   string_concat(Head, "+", Commit)
        )
    ;   Commit = '-'
    ).

git_output(Root, Arguments, Output) :-
    catch(setup_call_cleanup(
              process_create(path(git), ['-C', Root|Arguments],
                             [stdout(pipe(Out)), stderr(null), process(Pid)]),
              ( read_string(Out, _, Text), process_wait(Pid, exit(0)) ),
              close(Out)),
          _, fail),
    split_string(Text, "", " \n", [Output]).

%   command_line(+Script, +Argv, -Command): the command that reruns the
%   match, a value with a blank in double quotes.

command_line(Script, Argv, Command) :-
    maplist(quoted_argument, Argv, Words),
    atomic_list_concat([swipl, Script|Words], ' ', Command).

quoted_argument(Argument, Word) :-
    (   sub_atom(Argument, _, _, _, ' '),
        sub_atom(Argument, Before, _, _, '=')
    ->  sub_atom(Argument, 0, Before, _, Name),
        Start is Before + 1,
        sub_atom(Argument, Start, _, 0, Value),
        format(atom(Word), '~w="~w"', [Name, Value])
    ;   Word = Argument
    ).

%!  read_record(+File:atom, -Rows:list(dict)) is det.
%
%   The rows of the table in File, each a dict whose keys are the
%   columns and whose values are strings.  A line whose number of cells
%   is not the header's is a syntax error naming the line.

read_record(File, Rows) :-
    read_file_to_string(File, Text, [encoding(utf8)]),
    split_string(Text, "\n", "\r", Lines0),
    exclude(==(""), Lines0, [HeaderLine|Lines]),
    split_string(HeaderLine, "\t", "", HeaderCells),
    maplist(atom_string, Columns, HeaderCells),
    length(Columns, Width),
    foldl(row(Columns, Width), Lines, Rows, 2, _).

row(Columns, Width, Line, Row, N0, N) :-
    N is N0 + 1,
    split_string(Line, "\t", "", Cells),
    (   length(Cells, Width)
    ->  pairs_keys_values(Pairs, Columns, Cells),
        dict_pairs(Row, row, Pairs)
    ;   format(string(Message), "line ~d has not ~d cells", [N0, Width]),
        syntax_error(Message)
    ).

%!  match_figures(+W, +D, +L, -Figures:dict) is det.
%
%   The columns a match's result fills: games, wins, draws, losses,
%   score (per cent, one decimal), elo, elo_low and elo_high.

match_figures(W, D, L, Figures) :-
    N is W + D + L,
    Score is (W + D / 2) / N,
    format(string(Percent), "~1f", [100 * Score]),
    elo_interval(W, D, L, Elo, Low, High),
    Figures = _{games:N, wins:W, draws:D, losses:L, score:Percent,
                elo:Elo, elo_low:Low, elo_high:High}.

%!  elo_interval(+W, +D, +L, -Elo, -Low, -High) is det.
%
%   The Elo difference of the score and the bounds of its 95% interval
%   (score +- 1.96 standard errors of the mean game score), each
%   rounded, or the atom '-inf' or '+inf' when a score is 0 or 1.

elo_interval(W, D, L, Elo, Low, High) :-
    N is W + D + L,
    S is (W + D / 2) / N,
    Variance is (W * (1 - S)**2 + D * (0.5 - S)**2 + L * S**2) / N,
    Error is 1.96 * sqrt(Variance / N),
    elo(S, Elo),
    SLow is S - Error,
    SHigh is S + Error,
    elo(SLow, Low),
    elo(SHigh, High).

elo(S, Elo) :-
    (   S =< 0
    ->  Elo = '-inf'
    ;   S >= 1
    ->  Elo = '+inf'
    ;   Elo is round(-400 * log10(1 / S - 1))
    ).
