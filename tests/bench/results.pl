/*  A summary of the results record (tests/bench/results/matches.tsv):

        swipl tests/bench/results.pl [--record=FILE]

    (make results runs it.)  Prints how many rows the record holds (matches
    and fits, changes kept and not), then for each variant and opponent
    and limit the number of matches, the latest and the best of them (by
    Elo; a tie goes to the later).  The latest is the latest row that is
    not of a change dropped, when there is one.  Rows marked `discarded`
    are counted but never shown as the latest or the best.
*/
:- initialization(main, main).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(aggregate)).
:- use_module(record).

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _, Options),
    (   option(record(File), Options)
    ->  true
    ;   default_record_file(File)
    ),
    read_record(File, Rows),
    counts(Rows),
    include(is_kind("match"), Rows, Matches),
    map_list_to_pairs(variant_opponent, Matches, Keyed0),
    keysort(Keyed0, Keyed),
    group_pairs_by_key(Keyed, Groups),
    forall(member(Group, Groups), print_group(Group)).

is_kind(Kind, Row) :-
    get_dict(kind, Row, Kind).

variant_opponent(Row, Row.variant-Row.opponent-Row.limit).

%   A row of what the engine is, or of a change it keeps: not one of a
%   change dropped, which is the latest only when nothing else is.
measured_or_kept(Row) :-
    \+ get_dict(kept, Row, "no").

discarded(Row) :-
    get_dict(kept, Row, "discarded").

counts(Rows) :-
    length(Rows, N),
    aggregate_all(count, ( member(R, Rows), R.kind == "match" ), Matches),
    aggregate_all(count, ( member(R, Rows), R.kind == "fit" ), Fits),
    aggregate_all(count, ( member(R, Rows), R.kept == "yes" ), Kept),
    aggregate_all(count, ( member(R, Rows), R.kept == "no" ), Dropped),
    aggregate_all(count, ( member(R, Rows), R.kept == "discarded" ), Discarded),
    format("~d rows: ~d matches, ~d fits; ~d kept a change, ~d did not, ~d discarded~n",
           [N, Matches, Fits, Kept, Dropped, Discarded]).

print_group((Variant-Opponent-Limit)-Rows) :-
    length(Rows, N),
    (   N =:= 1 -> Noun = match ; Noun = matches ),
    format("~n~s against ~s at ~s: ~d ~w~n", [Variant, Opponent, Limit, N, Noun]),
    exclude(discarded, Rows, Shown),
    (   Shown == []
    ->  true
    ;   (   include(measured_or_kept, Shown, Standing),
            last(Standing, Latest)
        ->  true
        ;   last(Shown, Latest)
        ),
        (   best(Shown, Best),
            Best \== Latest
        ->  print_row("latest", Latest),
            print_row("best", Best)
        ;   print_row("latest, best", Latest)
        )
    ).

%   best(+Rows, -Best): the row of the highest finite Elo, the later of
%   equal ones (Rows are in the table's order, oldest first).

best(Rows, Best) :-
    findall(Elo-I, ( nth1(I, Rows, R), number_string(Elo, R.elo) ), Scored),
    Scored \== [],
    max_member(_-I, Scored),
    nth1(I, Rows, Best).

print_row(Label, R) :-
    (   R.wins == "-"
    ->  format(string(Result), "~s games", [R.games])
    ;   format(string(Result), "~s/~s/~s", [R.wins, R.draws, R.losses])
    ),
    maplist(signed, [R.elo, R.elo_low, R.elo_high], [Elo, Low, High]),
    format("  ~s: ~s ~s ~s: ~s, ~s%, Elo ~s (~s to ~s)~n    ~s~n",
           [Label, R.date, R.commit, R.engine, Result, R.score,
            Elo, Low, High, R.command]).

%   signed(+Text, -Signed): an Elo figure with its sign.
signed(Text, Signed) :-
    (   number_string(N, Text),
        N > 0
    ->  string_concat("+", Text, Signed)
    ;   Signed = Text
    ).
