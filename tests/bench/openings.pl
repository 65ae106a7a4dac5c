/*  Writes a file of balanced opening positions for engine matches on a
    variant without a published ballot: every line of --plies plies from
    the initial position that end where the side to move has no capture,
    searched to --depth by our own engine, the lines whose score stays within --margin hundredths of a man, the
    --count most balanced of them (ties by name), in name order.

        swipl tests/bench/openings.pl [--variant=international] [--plies=3]
              [--depth=12] [--margin=25] [--count=100]
              [--out=tests/data/openings_international.tsv]

    The file has the form of tests/data/openings_brazilian.tsv (name, tab,
    FEN), read by tests/bench/strength.pl --openings=FILE --variant=V.
    Same engine and options, same file.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).

:- use_module(library(damas)).
:- use_module(library(damas/search)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _, Options),
    option(variant(Variant), Options, international),
    option(plies(Plies), Options, 3),
    option(depth(Depth), Options, 12),
    option(margin(Margin), Options, 25),
    option(count(Count), Options, 100),
    format(atom(DefaultOut), "tests/data/openings_~w.tsv", [Variant]),
    option(out(Out), Options, DefaultOut),
    initial_position(Variant, Start),
    findall(Fen-Texts, line(Start, Plies, [], Texts, Fen), Lines0),
    sort(1, @<, Lines0, Lines),             % one line per position
    length(Lines, Positions),
    format(user_error, "~d positions after ~d plies; searching each to depth ~d~n",
           [Positions, Plies, Depth]),
    convlist(balanced(Variant, Depth, Margin), Lines, Scored),
    keysort(Scored, ByBalance),
    pairs_values(ByBalance, Balanced),
    length(Balanced, Kept),
    (   Kept >= Count -> length(Chosen0, Count), append(Chosen0, _, Balanced)
    ;   Chosen0 = Balanced
    ),
    sort(Chosen0, Chosen),
    length(Chosen, Written),
    setup_call_cleanup(open(Out, write, Stream),
                       write_openings(Stream, Variant, Plies, Depth, Margin, Chosen),
                       close(Stream)),
    format(user_error, "~d within ~d of equal; wrote the ~d most balanced to ~w~n",
           [Kept, Margin, Written, Out]).

%   line(+Position, +Plies, +Texts0, -Texts, -Fen): Texts the moves of a
%   line of Plies plies from Position, Fen where it leads.

line(Position, 0, Texts0, Texts, Fen) :-
    !,
    reverse(Texts0, Texts),
    position_fen(Position, Fen).
line(Position, Plies, Texts0, Texts, Fen) :-
    legal_move(Position, Move),
    move_text(Position, Move, Text),
    make_move(Position, Move, Next),
    Plies1 is Plies - 1,
    line(Next, Plies1, [Text|Texts0], Texts, Fen).

balanced(Variant, Depth, Margin, Fen-Texts, Distance-(Name-Fen)) :-
    fen_position(Fen, Position, [variant(Variant)]),
    \+ ( legal_move(Position, Move), move_is_capture(Move) ),
    search(Position, Result, [depth(Depth)]),
    Result.outcome == unknown,
    Distance is abs(Result.score),
    Distance =< Margin,
    atomic_list_concat(Texts, ' ', Name).

write_openings(Stream, Variant, Plies, Depth, Margin, Openings) :-
    format(Stream, "# ~w opening positions for engine matches: name (the moves from the initial position), FEN (numeric squares).~n",
           [Variant]),
    format(Stream, "# Made by tests/bench/openings.pl --variant=~w --plies=~d --depth=~d --margin=~d: every ~d-ply line ending without a capture to make, searched to depth ~d by damas, kept within ~d hundredths of a man of equal.~n",
           [Variant, Plies, Depth, Margin, Plies, Depth, Margin]),
    format(Stream, "name\tfen~n", []),
    forall(member(Name-Fen, Openings),
           format(Stream, "~w\t~w~n", [Name, Fen])).
