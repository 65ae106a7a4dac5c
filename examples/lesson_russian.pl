/*  Lesson: Russian draughts from Brazilian draughts, in two facts

        swipl examples/lesson_russian.pl

    Russian and Brazilian draughts share their board, their men and their
    flying kings.  They differ in two rules (docs/variants.md):

      - no majority rule: among several captures the player chooses;
      - crowning in passing: a man that reaches the far row in the middle
        of a capture is crowned at once and goes on capturing as a king.

    So a student makes Russian draughts out of Brazilian by stating two
    rules, and the fast C engine plays it.  This lesson does it twice:

      1. by FACTS: rule(majority_capture, false) and
         rule(crown_during_capture, true);
      2. by CLAUSES: "the Russian rules are the Brazilian ones, but for
         these two", written with cuts (not steadfast: they answer right
         only when asked with the value unbound, which is how the library
         asks);

    then it plays both on positions where the two rules matter, compares
    the C engine with the reference rules in Prolog, and counts the moves
    from the start (perft) at C speed against the published counts of
    Russian draughts.  The expected output is
    examples/lesson_russian.expected (a test checks it).
*/
:- use_module('../prolog/damas').
:- use_module('../kb/draughts/brazilian', []).
:- use_module(lesson_support).

:- initialization(main, main).


                 /*******************************
                 *          THE VARIANTS        *
                 *******************************/

%   Both variants play on the board of Brazilian draughts: their squares
%   and lines are those of the module kb_brazilian, which they ask.

russian_by_facts:casa(File, Rank, Colour, Square) :- kb_brazilian:casa(File, Rank, Colour, Square).
russian_by_facts:movepeca(From, To, Side)         :- kb_brazilian:movepeca(From, To, Side).
russian_by_facts:comepeca(From, Over, To)         :- kb_brazilian:comepeca(From, Over, To).
russian_by_facts:diagonal(From, Direction, To)    :- kb_brazilian:diagonal(From, Direction, To).

%   Part 1.  Two facts.  Every rule the variant does not state has the
%   default of docs/rules.md, and the defaults are the Brazilian rules.

russian_by_facts:rule(majority_capture, false).
russian_by_facts:rule(crown_during_capture, true).

russian_by_clause:casa(File, Rank, Colour, Square) :- kb_brazilian:casa(File, Rank, Colour, Square).
russian_by_clause:movepeca(From, To, Side)         :- kb_brazilian:movepeca(From, To, Side).
russian_by_clause:comepeca(From, Over, To)         :- kb_brazilian:comepeca(From, Over, To).
russian_by_clause:diagonal(From, Direction, To)    :- kb_brazilian:diagonal(From, Direction, To).

%   Part 2.  Clauses: the two rules Russian changes, each cut so that it
%   does not also get its Brazilian value, then every other rule as
%   kb_brazilian states it.  This is not steadfast: asked "is the
%   majority rule on?", rule(majority_capture, true), the first head does
%   not match and the last clause answers yes from the Brazilian rules.
%   But the library always asks with the name bound and the value
%   unbound, rule(majority_capture, Value): then the first clause
%   answers false and its cut drops the Brazilian answer, so both
%   backends read the Russian rules.

russian_by_clause:rule(majority_capture, false) :- !.
russian_by_clause:rule(crown_during_capture, true) :- !.
russian_by_clause:rule(Name, Value) :-
    kb_brazilian:rule(Name, Value).


                 /*******************************
                 *          THE LESSON          *
                 *******************************/

main :-
    part_1,
    part_2,
    part_3,
    part_4.

%   Part 1.  The first rule: White can take one piece with the man on e1
%   or two with the man on c3.  Brazilian draughts leaves one move; the
%   Russian variant both.  The C engine plays the variant as it plays the
%   shipped ones, and the reference rules agree with it.

part_1 :-
    heading("1. Two facts: rule(majority_capture, false), rule(crown_during_capture, true)"),
    Fen = 'W:W22,31:B11,18,27',
    fen_position(Fen, Brazilian, [variant(brazilian)]),
    print_board(Brazilian),
    format("Brazilian draughts: the majority rule leaves one move:~n"),
    show_moves(Brazilian),
    fen_position(Fen, Russian, [variant(russian_by_facts)]),
    format("Russian, by facts: both captures are legal:~n"),
    show_moves(Russian),
    same_moves(Russian).

%   Part 2.  The second rule: the man on b6 takes c7 and lands on d8, its
%   far row.  In Brazilian draughts it stops there, still a man.  Crowned
%   in passing, it goes on as a king over e7 and f6 to take g5.

part_2 :-
    heading("2. Crowned in passing: the same variant, by clauses"),
    Fen = 'W:W9:B6,16',
    fen_position(Fen, Brazilian, [variant(brazilian)]),
    print_board(Brazilian),
    format("Brazilian draughts:~n"),
    show_moves(Brazilian),
    fen_position(Fen, Russian, [variant(russian_by_clause)]),
    format("Russian, by clauses:~n"),
    show_moves(Russian),
    same_moves(Russian),
    make_move(Russian, '9x20', After),
    format("After it, the piece on h4 is a king (W):~n"),
    print_board(After).

%   Part 3.  From the start: the number of move sequences of each length
%   (perft), counted by the C engine for the variant made of facts, and
%   the counts published for Russian draughts.  Where the two rules never
%   come into play the counts are those of Brazilian draughts; from depth
%   5 on they differ.

part_3 :-
    heading("3. Perft at C speed against the published Russian counts"),
    initial_position(russian_by_facts, Start),
    show_perft(Start, [1, 2, 3, 4, 5, 6, 7],
               [1-7, 2-49, 3-302, 4-1469, 5-7482, 6-37986, 7-190146]),
    initial_position(brazilian, Brazilian),
    perft(Brazilian, 5, BrazilianCount),
    format("Brazilian draughts at depth 5: ~d~n", [BrazilianCount]).

%   Part 4.  The three ways of stating Russian draughts are one game: the
%   two of this lesson and the shipped kb/draughts/russian.pl, counted by the C
%   engine and, less deep, by the reference rules.

part_4 :-
    heading("4. Facts, clause and the shipped variant are one game"),
    forall(member(Variant, [russian_by_facts, russian_by_clause, russian]),
           ( initial_position(Variant, Start),
             perft(Start, 6, C),
             perft(Start, 4, R, [backend(reference)]),
             format("  ~w~t~20|  depth 6 (C): ~d  depth 4 (reference): ~d~n",
                    [Variant, C, R])
           )).
