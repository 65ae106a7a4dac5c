/*  Lesson: changing the rules of draughts in Prolog

        swipl examples/lesson_majority.pl

    The rules of Brazilian draughts are written in Prolog, in
    prolog/damas/reference.pl: read them there, one rule a clause or two.
    They never name a board or a rule value: they ask the knowledge base,
    a module we call a _variant_, five questions:

        casa(File, Rank, Colour, Square)   the squares and their numbers
        movepeca(From, To, Side)           a man of Side steps From -> To
        comepeca(From, Over, To)           a man jumps From over Over to To
        diagonal(From, Direction, To)      the next square along a diagonal
        rule(Name, Value)                  the rule switches

    The Brazilian variant is kb/draughts/brazilian.pl (module kb_brazilian).  So
    to change the game we do not touch the rules: we write another
    variant.  This lesson does it three times, on small positions, and
    each time asks both the reference rules (the option
    backend(reference)) and the fast C engine for the legal moves: they
    read the same rules, by name, and must agree.

      1. Brazilian draughts: the majority rule (you must capture the most
         pieces you can).
      2. A variant that changes ONE rule fact: no majority rule.
      3. A variant whose rules are given by a CLAUSE: men capture only
         forward.
      4. A man crowned in the middle of a capture goes on as a king (the
         rule of Russian draughts).

    The board is numbered as in Brazilian books, 1-32 from Black's side
    (b8 = 1, a1 = 29); moves are printed in both notations.  The expected
    output is examples/lesson_majority.expected (a test checks it).
*/
:- use_module('../prolog/damas').
:- use_module('../kb/draughts/brazilian', []).
:- use_module(library(apply)).
:- use_module(library(lists)).

:- initialization(main, main).


                 /*******************************
                 *          THE VARIANTS        *
                 *******************************/

%   Every variant below plays on the board of Brazilian draughts: its
%   squares and diagonals are those of the module kb_brazilian, which
%   these clauses simply ask.

free_capture:casa(File, Rank, Colour, Square) :- kb_brazilian:casa(File, Rank, Colour, Square).
free_capture:movepeca(From, To, Side)         :- kb_brazilian:movepeca(From, To, Side).
free_capture:comepeca(From, Over, To)         :- kb_brazilian:comepeca(From, Over, To).
free_capture:diagonal(From, Direction, To)    :- kb_brazilian:diagonal(From, Direction, To).

%   Part 2.  ONE rule fact changes the game: the majority rule is off.
%   A rule the variant does not state keeps its Brazilian value.

free_capture:rule(majority_capture, false).

forward_men:casa(File, Rank, Colour, Square) :- kb_brazilian:casa(File, Rank, Colour, Square).
forward_men:movepeca(From, To, Side)         :- kb_brazilian:movepeca(From, To, Side).
forward_men:comepeca(From, Over, To)         :- kb_brazilian:comepeca(From, Over, To).
forward_men:diagonal(From, Direction, To)    :- kb_brazilian:diagonal(From, Direction, To).

%   Part 3.  The rules given by a CLAUSE rather than fact by fact: "every
%   rule is as in Brazilian draughts, except the ones in changed/2".
%   Here the one change is that men capture only forward, as in Italian,
%   Spanish and English draughts.  The same clause would make any other
%   variant: change the facts of changed/2.
%
%   The if-then-else commits to the first answer of changed/2, so the
%   clause cannot list the rules: asked rule(Name, Value) with Name
%   unbound, it names men_capture_backward only.  That does no harm: both
%   backends ask every rule by its name, rule(majority_capture, Value),
%   and then the answer is right, so the C engine and the reference rules
%   play the same game.

forward_men:rule(Name, Value) :-
    (   forward_men:changed(Name, NewValue)
    ->  Value = NewValue
    ;   kb_brazilian:rule(Name, Value)
    ).

forward_men:changed(men_capture_backward, false).

crown_in_passing:casa(File, Rank, Colour, Square) :- kb_brazilian:casa(File, Rank, Colour, Square).
crown_in_passing:movepeca(From, To, Side)         :- kb_brazilian:movepeca(From, To, Side).
crown_in_passing:comepeca(From, Over, To)         :- kb_brazilian:comepeca(From, Over, To).
crown_in_passing:diagonal(From, Direction, To)    :- kb_brazilian:diagonal(From, Direction, To).

%   Part 4.  A man that reaches the far row in the middle of a capture is
%   crowned there and goes on capturing as a king (as in Russian draughts).

crown_in_passing:rule(crown_during_capture, true).


                 /*******************************
                 *          THE LESSON          *
                 *******************************/

main :-
    part_1,
    part_2,
    part_3,
    part_4.

%   Part 1.  White can take one piece with the man on e1 (31x24, over f2)
%   or two with the man on c3 (22x15x8, over d4 and f6).  The majority
%   rule allows only the capture of two.

part_1 :-
    heading("1. Brazilian draughts: capture the most pieces"),
    fen_position('W:W22,31:B11,18,27', Position),
    print_board(Position),
    format("White can take one piece or two; the majority rule leaves one move:~n"),
    show_moves(Position).

%   Part 2.  The same position, the same pieces, under the rules of
%   free_capture: both captures are legal.

part_2 :-
    heading("2. One rule fact changed: rule(majority_capture, false)"),
    fen_position('W:W22,31:B11,18,27', Brazilian),
    under_rules(free_capture, Brazilian, Position),
    format("The same position without the majority rule: both captures are legal.~n"),
    show_moves(Position),
    same_backends(Position).

%   Part 3.  The white man on d4 can capture backward, over e3 to f2 and
%   on over g3 to h4 (two pieces), or forward over c5 to b6 (one piece).
%   In Brazilian draughts the majority rule chooses the backward capture;
%   when men capture only forward, the forward one is all that is left.

part_3 :-
    heading("3. Rules given by a clause: men capture only forward"),
    fen_position('W:W18:B14,23,24', Brazilian),
    print_board(Brazilian),
    format("Brazilian rules:~n"),
    show_moves(Brazilian),
    under_rules(forward_men, Brazilian, Position),
    format("Men capture only forward:~n"),
    show_moves(Position),
    same_backends(Position).

%   Part 4.  The white man on b6 takes c7 and lands on d8, its far row.
%   In Brazilian draughts it is still a man there: it cannot go on, and
%   is crowned when the move ends.  Crowned in passing, it goes on as a
%   king, flying over e7 and f6 to take g5, and stays a king.

part_4 :-
    heading("4. One rule fact: crowning in passing"),
    fen_position('W:W9:B6,16', Brazilian),
    print_board(Brazilian),
    format("Brazilian rules:~n"),
    show_moves(Brazilian),
    under_rules(crown_in_passing, Brazilian, Position),
    format("Crowning in passing:~n"),
    show_moves(Position),
    same_backends(Position),
    make_move(Position, '9x20', After),
    format("After it, the piece on h4 is a king (W):~n"),
    print_board(After).


                 /*******************************
                 *            HELPERS           *
                 *******************************/

%   under_rules(+Variant, +Position0, -Position)
%
%   Position has the pieces and the side to move of Position0, and the
%   rules of Variant: a position names its variant in its first argument.

under_rules(Variant, position(_, Side, White, Black, Kings),
            position(Variant, Side, White, Black, Kings)).

%   same_backends(+Position)
%
%   Prints whether the C engine gives Position the legal moves the
%   reference rules give (it must).

same_backends(Position) :-
    legal_moves(Position, C0, [backend(c)]),
    legal_moves(Position, R0, [backend(reference)]),
    msort(C0, C),
    msort(R0, R),
    (   C == R
    ->  format("The C engine gives the same moves.~n")
    ;   format("The C engine DISAGREES: ~q~n", [C])
    ).

%   show_moves(+Position)
%
%   Prints the legal moves of Position by the reference rules, one a
%   line, in the order of their squares.

show_moves(Position) :-
    legal_moves(Position, Moves0, [backend(reference)]),
    msort(Moves0, Moves),
    forall(member(Move, Moves), show_move(Move)).

show_move(move(Path, Captured)) :-
    (   Captured == []
    ->  Separator = '-'
    ;   Separator = x
    ),
    maplist(square_name, Path, Names),
    atomic_list_concat(Names, Separator, Algebraic),
    atomic_list_concat(Path, Separator, Numeric),
    (   Captured == []
    ->  format("  ~w  (~w)~n", [Algebraic, Numeric])
    ;   maplist(square_name, Captured, Taken),
        atomic_list_concat(Taken, ', ', TakenText),
        format("  ~w  (~w)  takes ~w~n", [Algebraic, Numeric, TakenText])
    ).

heading(Title) :-
    format("~n~s~n", [Title]).
