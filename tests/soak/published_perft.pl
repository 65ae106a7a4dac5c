/*  Soak test: the C engine's perft against the published counts of
    ../data/perft_published.tsv (the start positions from depth 8 on,
    named test positions of several variants), as deep as a time budget
    allows.

        swipl tests/soak/published_perft.pl [TotalSeconds [RowSeconds]]

    Defaults: 150 seconds in all, 30 for one row.  The published numbers
    run to billions of leaves, so the rows run from the smallest count
    up, and a row is counted only if its estimated time fits both
    limits: the time of the previous depth of the same position times
    the growth of the published count (a table of subtree counts makes
    the real growth smaller) or, for a position's first depth, its count
    at a slow rate.  Once a position's row is skipped, its deeper rows
    are skipped too.  A row that overruns twice its limit anyway is
    stopped and reported as skipped.  Every count runs with hash(64):
    the table stores the whole position (pieces, kings, side to move)
    with the remaining depth, so it cannot change a count.

    One line per row; the exit status is 1 if any count differs from
    the published one, or a row cannot be read.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)),
   directory_file_path(Dir, '../data/perft_published.tsv', File),
   asserta(published_file(File)).

:- use_module(library(damas)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(time)).

%   Leaves a second assumed for a position's first depth: slower than
%   the engine counts without a table, so the guess errs on the safe side.
first_depth_rate(20_000_000).

main :-
    current_prolog_flag(argv, Argv),
    limits(Argv, Total, PerRow),
    published_rows(FileRows),
    cheapest_first(FileRows, Rows),
    length(Rows, Count),
    format("~D published counts; budget ~w s in all, ~w s a row~n",
           [Count, Total, PerRow]),
    get_time(Start),
    check_rows(Rows, Start, Total, PerRow, [], tally(0, 0, 0), Tally),
    get_time(End),
    Seconds is End - Start,
    Tally = tally(Same, Different, Skipped),
    format("~D ok, ~D DIFFERENT or unreadable, ~D skipped, in ~2f s~n",
           [Same, Different, Skipped, Seconds]),
    (   Different > 0
    ->  halt(1)
    ;   true
    ).

limits([], 150, 30).
limits([T], Total, 30) :-
    atom_number(T, Total).
limits([T, R|_], Total, PerRow) :-
    atom_number(T, Total),
    atom_number(R, PerRow).

%   published_rows(-Rows): row(Variant, Fen, Depth, Nodes, Distinct) in
%   the order of the file.

published_rows(Rows) :-
    published_file(File),
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "\r", Lines),
    findall(Row, (member(Line, Lines), line_row(Line, Row)), Rows).

line_row(Line, row(Variant, Fen, Depth, Nodes, Distinct)) :-
    \+ sub_string(Line, 0, 1, _, "#"),
    split_string(Line, "\t", "", [VariantText, Fen, DepthText, NodesText, DistinctText|_]),
    number_string(Depth, DepthText),
    number_string(Nodes, NodesText),
    atom_string(Variant, VariantText),
    distinct_option(DistinctText, Distinct).

distinct_option("yes", true).
distinct_option("no", false).

%   cheapest_first(+Rows, -Sorted): by published count, so that when the
%   budget runs short the deepest rows of every position go, not whole
%   positions at the end of the file.  A position's depths stay in
%   order (its counts grow with depth), which the estimate relies on.

cheapest_first(Rows, Sorted) :-
    findall(Nodes-Row, (member(Row, Rows), Row = row(_, _, _, Nodes, _)), Keyed),
    keysort(Keyed, SortedKeyed),
    findall(Row, member(_-Row, SortedKeyed), Sorted).

%   check_rows(+Rows, +Start, +Total, +PerRow, +Seen, +Tally0, -Tally)
%   Seen holds seen(Key, Nodes, Seconds) for the last depth counted of
%   each position, or skipped(Key) once one was skipped.

check_rows([], _, _, _, _, Tally, Tally).
check_rows([Row|Rows], Start, Total, PerRow, Seen0, Tally0, Tally) :-
    Row = row(Variant, Fen, _Depth, Nodes, Distinct),
    Key = Variant-Fen-Distinct,
    get_time(Now),
    Left is Total - (Now - Start),
    (   memberchk(skipped(Key), Seen0)
    ->  Outcome = skipped('a shallower depth was skipped')
    ;   estimate(Key, Nodes, Seen0, Estimate),
        (   Estimate > PerRow
        ->  format(atom(Why), 'estimated ~1f s > ~w s a row', [Estimate, PerRow]),
            Outcome = skipped(Why)
        ;   Estimate > Left
        ->  format(atom(Why), 'estimated ~1f s > ~1f s left', [Estimate, Left]),
            Outcome = skipped(Why)
        ;   Limit is 2 * PerRow,
            count_row(Row, Limit, Outcome)
        )
    ),
    report(Row, Outcome),
    record(Outcome, Key, Nodes, Seen0, Seen),
    tally(Outcome, Nodes, Tally0, Tally1),
    check_rows(Rows, Start, Total, PerRow, Seen, Tally1, Tally).

estimate(Key, Nodes, Seen, Estimate) :-
    (   memberchk(seen(Key, Before, Seconds), Seen)
    ->  Estimate is max(Seconds, 0.001) * Nodes / max(Before, 1)
    ;   first_depth_rate(Rate),
        Estimate is Nodes / Rate
    ).

%   count_row(+Row, +Limit, -Outcome): counted(Got, Seconds),
%   skipped(Why) if it overran Limit, or error(Message).

count_row(row(Variant, Fen, Depth, _, Distinct), Limit, Outcome) :-
    catch(( row_position(Variant, Fen, Position),
            get_time(T0),
            call_with_time_limit(Limit,
                                 perft(Position, Depth, Got,
                                       [hash(64), distinct_captures(Distinct)])),
            get_time(T1),
            Seconds is T1 - T0,
            Outcome = counted(Got, Seconds)
          ),
          Error,
          error_outcome(Error, Limit, Outcome)).

error_outcome(time_limit_exceeded, Limit, skipped(Why)) :-
    !,
    format(atom(Why), 'stopped after ~w s', [Limit]).
error_outcome(Error, _, error(Message)) :-
    format(atom(Message), '~q', [Error]).

%   "initial": the variant's start.  A FEN is read in that variant's
%   numbering.

row_position(Variant, "initial", Position) :-
    !,
    initial_position(Variant, Position).
row_position(Variant, Fen, Position) :-
    fen_position(Fen, Position, [variant(Variant)]).

report(row(Variant, Fen, Depth, Nodes, Distinct), Outcome) :-
    distinct_label(Distinct, Label),
    fen_label(Fen, Short),
    format("~w ~w ~w depth ~d: expected ~D, ", [Variant, Short, Label, Depth, Nodes]),
    outcome_text(Outcome, Nodes, Fen).

outcome_text(counted(Got, Seconds), Nodes, Fen) :-
    (   Got =:= Nodes
    ->  format("got ~D, ~3f s, ok~n", [Got, Seconds])
    ;   format("got ~D, ~3f s, DIFFERENT (fen ~w)~n", [Got, Seconds, Fen])
    ).
outcome_text(skipped(Why), _, _) :-
    format("skipped (~w)~n", [Why]).
outcome_text(error(Message), _, Fen) :-
    format("ERROR on fen ~w: ~w~n", [Fen, Message]).

distinct_label(true, distinct).
distinct_label(false, 'every path').

fen_label(Fen, Label) :-
    (   string_length(Fen, Length),
        Length > 28
    ->  sub_string(Fen, 0, 25, _, Head),
        string_concat(Head, "...", Label)
    ;   Label = Fen
    ).

record(counted(_, Seconds), Key, Nodes, Seen0, [seen(Key, Nodes, Seconds)|Seen]) :-
    !,
    delete(Seen0, seen(Key, _, _), Seen).
record(skipped(_), Key, _, Seen, [skipped(Key)|Seen]) :-
    !.
record(error(_), Key, _, Seen, [skipped(Key)|Seen]).

tally(counted(Got, _), Nodes, tally(S0, D0, K), tally(S, D, K)) :-
    !,
    (   Got =:= Nodes
    ->  S is S0 + 1, D = D0
    ;   S = S0, D is D0 + 1
    ).
tally(skipped(_), _, tally(S, D, K0), tally(S, D, K)) :-
    !,
    K is K0 + 1.
tally(error(_), _, tally(S, D0, K), tally(S, D, K)) :-
    D is D0 + 1.
