/*  The results record (tests/bench/results/matches.tsv): the match runner
    writes a row at the end of every match, to the file --record names
    and to no file with --no-record; every row of the repository's table
    is whole and its figures are those of its wins, draws and losses;
    results.pl summarises a table; and each figure of docs/strength.md
    is the record's, the sum of matches it holds on the commit named.

    The match played here is two games between two copies of the mock
    Hub engine (tests/data/hub_mock_engine.sh) answering "garbage": the
    side to move first loses each game, so A wins one and loses one.
*/

:- module(test_results, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(dcg/basics)).

:- use_module('../support/checkout').
:- use_module('../../bench/record').

%   swipl(+Arguments, -Output): runs swipl with Arguments from the
%   checkout's top; Output is its standard output; the test fails
%   unless it exits 0.
swipl(Arguments, Output) :-
    checkout(Top),
    current_prolog_flag(executable, Swipl),
    setup_call_cleanup(
        process_create(Swipl, Arguments,
                       [ cwd(Top), stdin(null), stdout(pipe(Out)),
                         stderr(null), process(Pid) ]),
        ( read_string(Out, _, Output), process_wait(Pid, Status) ),
        close(Out)),
    assertion(Status == exit(0)).

mock_match(Extra, Output) :-
    append([ [ 'tests/bench/strength.pl', '--games=2', '--parallel=1',
               '--a=sh tests/data/hub_mock_engine.sh garbage',
               '--b=sh tests/data/hub_mock_engine.sh garbage' ],
             Extra ], Arguments),
    swipl(Arguments, Output).

temporary_record(File) :-
    tmp_file(damas_record, File).

:- begin_tests(results_record).

test(match_writes_its_row, [cleanup(delete_file(File))]) :-
    temporary_record(File),
    atom_concat('--record=', File, RecordOption),
    mock_match([RecordOption, '--note=mock'], _),
    mock_match([RecordOption], _),
    read_record(File, Rows),
    assertion(length(Rows, 2)),
    Rows = [Row|_],
    assertion(Row.kind == "match"),
    assertion(Row.variant == "brazilian"),
    assertion(Row.engine == "sh tests/data/hub_mock_engine.sh garbage"),
    assertion(Row.limit == "0.1 s"),
    assertion([Row.games, Row.wins, Row.draws, Row.losses] == ["2", "1", "0", "1"]),
    assertion([Row.score, Row.elo] == ["50.0", "0"]),
    assertion(Row.note == "mock"),
    assertion(sub_string(Row.command, 0, _, _,
                         "swipl tests/bench/strength.pl --games=2 --parallel=1 --a=\"sh tests/data/hub_mock_engine.sh garbage\"")),
    assertion(sub_string(Row.command, _, _, _, RecordOption)),
    split_string(Row.date, "-", "", DateParts),
    assertion(length(DateParts, 3)),
    assertion(Row.commit \== "").

test(no_record_writes_none) :-
    default_record_file(File),
    size_file(File, Before),
    mock_match(['--no-record'], Output),
    size_file(File, After),
    assertion(After == Before),
    assertion(\+ sub_string(Output, _, _, _, "recorded in")).

test(node_odds_reach_each_engine,
     [cleanup(maplist(delete_file, [File, LinesA, LinesB]))]) :-
    temporary_record(File),
    tmp_file(damas_lines_a, LinesA),
    tmp_file(damas_lines_b, LinesB),
    atom_concat('--record=', File, RecordOption),
    format(atom(OptionA), "--a=sh tests/data/hub_mock_engine.sh garbage ~w", [LinesA]),
    format(atom(OptionB), "--b=sh tests/data/hub_mock_engine.sh garbage ~w", [LinesB]),
    swipl([ 'tests/bench/strength.pl', '--games=2', '--parallel=1',
            '--nodes=800', '--b-nodes=100', OptionA, OptionB, RecordOption ], _),
    read_record(File, [Row]),
    assertion(Row.limit == "800 nodes (B: 100 nodes)"),
    read_file_to_string(LinesA, TextA, []),
    read_file_to_string(LinesB, TextB, []),
    assertion(sub_string(TextA, _, _, _, "level nodes=800")),
    assertion(\+ sub_string(TextA, _, _, _, "nodes=100")),
    assertion(sub_string(TextB, _, _, _, "level nodes=100")),
    assertion(\+ sub_string(TextB, _, _, _, "nodes=800")).

test(gomoku_match_writes_its_row, [cleanup(delete_file(File))]) :-
    temporary_record(File),
    atom_concat('--record=', File, RecordOption),
    swipl([ 'tests/bench/gomoku.pl', '--games=2', '--level=easy', '--depth=1',
            '--note=mock', RecordOption ], _),
    read_record(File, [Row]),
    assertion([Row.kind, Row.variant] == ["match", "gomoku"]),
    assertion([Row.engine, Row.opponent] == ["level easy", "level classroom"]),
    maplist(number_string, [N, W, D, L], [Row.games, Row.wins, Row.draws, Row.losses]),
    assertion(N =:= 2),
    assertion(W + D + L =:= 2),
    assertion(Row.note == "mock"),
    atomic_list_concat([ 'swipl tests/bench/gomoku.pl --games=2 --level=easy',
                         ' --depth=1 --note=mock ', RecordOption ], Command),
    assertion(atom_string(Command, Row.command)).

test(commit_ignores_changes_to_the_record,
     [ setup(git_checkout(Dir)),
       cleanup(delete_directory_and_contents(Dir)) ]) :-
    checkout_commit(Dir, Clean),
    directory_file_path(Dir, 'tests/bench/results/matches.tsv', Record),
    append_line(Record),
    checkout_commit(Dir, AfterRecord),
    directory_file_path(Dir, 'engine.pl', Engine),
    append_line(Engine),
    checkout_commit(Dir, AfterEngine),
    assertion(\+ sub_string(Clean, _, _, _, "+")),
    assertion(AfterRecord == Clean),
    string_concat(Clean, "+", Changed),
    assertion(AfterEngine == Changed).

test(row_of_a_tab_stays_one_line, [cleanup(delete_file(File))]) :-
    temporary_record(File),
    record_row(File, _{date:'2026-12-01', kind:match, note:"two\tparts\nand a line"}),
    read_record(File, [Row]),
    assertion(Row.note == "two parts and a line"),
    assertion(Row.engine == "-").

test(every_row_of_the_record_is_whole, [nondet]) :-
    default_record_file(File),
    read_record(File, Rows),
    assertion(Rows = [_, _|_]),
    include(bad_row, Rows, Bad),
    assertion(Bad == []).

test(summary_latest_and_best, [cleanup(delete_file(File))]) :-
    temporary_record(File),
    forall(member(Commit-(W-D-L)-Kept, [ aaa1111-(10-80-10)-'-',
                                         bbb2222-(30-60-10)-'-',
                                         ccc3333-(10-70-20)-'-',
                                         ddd4444-(50-50-0)-no ]),
           ( match_figures(W, D, L, Figures),
             record_row(File, Figures.put(_{date:'2026-12-01', commit:Commit,
                                             kind:match, variant:brazilian,
                                             engine:'damas-hub', opponent:'08ea8d0',
                                             limit:'0.1 s', command:'make strength',
                                             kept:Kept}))
           )),
    atom_concat('--record=', File, RecordOption),
    swipl(['tests/bench/results.pl', RecordOption], Output),
    split_string(Output, "\n", "", Lines),
    assertion(memberchk("4 rows: 4 matches, 0 fits; 0 kept a change, 1 did not, 0 discarded", Lines)),
    assertion(memberchk("brazilian against 08ea8d0 at 0.1 s: 4 matches", Lines)),
    assertion(( member(Latest, Lines), sub_string(Latest, _, _, _, "latest: 2026-12-01 ccc3333") )),
    assertion(( member(Best, Lines), sub_string(Best, _, _, _, "best: 2026-12-01 ddd4444") )).

test(strength_page_figures_are_in_the_record, [nondet]) :-
    strength_figures(Figures),
    assertion(Figures = [_, _|_]),
    default_record_file(File),
    read_record(File, Rows),
    exclude(recorded(Rows), Figures, Missing),
    assertion(Missing == []).

:- end_tests(results_record).

%   git_checkout(-Dir): a new git repository in a temporary directory
%   with one commit of two files, engine.pl and the record.
git_checkout(Dir) :-
    tmp_file(damas_checkout, Dir),
    directory_file_path(Dir, 'tests/bench/results', Results),
    make_directory_path(Results),
    directory_file_path(Dir, 'engine.pl', Engine),
    directory_file_path(Results, 'matches.tsv', Record),
    append_line(Engine),
    append_line(Record),
    git(Dir, [init, '-q']),
    git(Dir, [add, '.']),
    git(Dir, ['-c', 'user.name=test', '-c', 'user.email=test@localhost',
              commit, '-q', '-m', 'Start']).

git(Dir, Arguments) :-
    process_create(path(git), ['-C', Dir|Arguments],
                   [stdout(null), stderr(null), process(Pid)]),
    process_wait(Pid, Status),
    assertion(Status == exit(0)).

append_line(File) :-
    setup_call_cleanup(open(File, append, Stream),
                       format(Stream, "a line~n", []),
                       close(Stream)).

%   strength_figures(-Figures): figure(Commit, W, D, L) for each row of
%   the table of docs/strength.md.
strength_figures(Figures) :-
    checkout_file('docs/strength.md', Page),
    read_file_to_string(Page, Text, [encoding(utf8)]),
    split_string(Text, "\n", "", Lines),
    findall(figure(Commit, W, D, L),
            ( member(Line, Lines),
              split_string(Line, "|", " ", ["", _Game, _Engine, _Against, Result, Commit0, ""]),
              string_codes(Result, Codes),
              phrase(result(W, D, L), Codes),
              atom_string(Commit0, Commit)
            ),
            Figures).

result(W, D, L) -->
    string(_), integer(W), " wins, ", integer(D), " draws, ", integer(L),
    " losses in ", integer(N), " games", !,
    { N =:= W + D + L }.
result(W, 0, 0) -->
    string(_), integer(W), " wins in ", integer(N), " games", !,
    { N =:= W }.

%   recorded(+Rows, +Figure): some of the record's matches on the commit
%   add up to the figure.
recorded(Rows, figure(Commit, W, D, L)) :-
    findall(Wi-Di-Li,
            ( member(Row, Rows),
              Row.commit == Commit,
              Row.kind == "match",
              Row.wins \== "-",
              maplist(number_string, [Wi, Di, Li], [Row.wins, Row.draws, Row.losses])
            ),
            Results),
    sublist(Results, Chosen),
    Chosen \== [],
    foldl([Wa-Da-La, W0-D0-L0, W1-D1-L1]>>( W1 is W0 + Wa, D1 is D0 + Da, L1 is L0 + La ),
          Chosen, 0-0-0, W-D-L),
    !.
recorded(_, Figure) :-
    format(user_error, "docs/strength.md: ~q is not in the record~n", [Figure]),
    fail.

sublist([], []).
sublist([X|Xs], [X|Ys]) :-
    sublist(Xs, Ys).
sublist([_|Xs], Ys) :-
    sublist(Xs, Ys).

%   bad_row(+Row): a row that is not whole, or whose figures are not
%   those of its wins, draws and losses; printed for the reader.
bad_row(Row) :-
    \+ good_row(Row),
    format(user_error, "bad row of the record: ~q~n", [Row]).

good_row(Row) :-
    split_string(Row.date, "-", "", [Y, M, D]),
    maplist(number_string, _, [Y, M, D]),
    memberchk(Row.kind, ["match", "fit"]),
    memberchk(Row.kept, ["yes", "no", "-", "discarded"]),
    Row.variant \== "-",
    Row.engine \== "-",
    Row.command \== "-",
    (   Row.kind == "match",
        Row.wins \== "-"
    ->  maplist(number_string, [W, Dr, L, N], [Row.wins, Row.draws, Row.losses, Row.games]),
        N =:= W + Dr + L,
        match_figures(W, Dr, L, Figures),
        format(string(Elo), "~w", [Figures.elo]),
        format(string(Low), "~w", [Figures.elo_low]),
        format(string(High), "~w", [Figures.elo_high]),
        [Row.score, Row.elo, Row.elo_low, Row.elo_high] == [Figures.score, Elo, Low, High]
    ;   true
    ).
