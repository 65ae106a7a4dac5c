/*  Lesson: Thai draughts, one rule at a time

        swipl examples/lesson_thai.pl

    Thai draughts (mak-hot) plays on the board of Brazilian draughts, but
    its kings and its captures work differently (docs/variants.md):

      - a king that takes a piece lands on the square directly behind it,
        not anywhere beyond it (rule king_landing);
      - a piece taken leaves the board at once, so its square is free to
        cross during the rest of the capture (rule captured_pieces_block);
      - men capture only forward, each side has 8 men on two rows, and
        there is no majority rule.

    This lesson makes the game a rule at a time: the first two by FACTS,
    each on a position where it changes the legal moves; then the whole
    game by CLAUSES, and counts its moves from the start (perft) at C
    speed, against the shipped kb/draughts/thai.pl and the reference rules.  The
    expected output is examples/lesson_thai.expected (a test checks it).
*/
:- use_module('../prolog/damas').
:- use_module('../kb/draughts/brazilian', []).
:- use_module(lesson_support).
:- use_module(library(lists)).

:- initialization(main, main).


                 /*******************************
                 *          THE VARIANTS        *
                 *******************************/

%   All three variants play on the board of Brazilian draughts, whose
%   relations they ask.

thai_kings:casa(File, Rank, Colour, Square) :- kb_brazilian:casa(File, Rank, Colour, Square).
thai_kings:movepeca(From, To, Side)         :- kb_brazilian:movepeca(From, To, Side).
thai_kings:comepeca(From, Over, To)         :- kb_brazilian:comepeca(From, Over, To).
thai_kings:diagonal(From, Direction, To)    :- kb_brazilian:diagonal(From, Direction, To).

%   Part 1.  One fact: a king lands directly behind the piece it takes.

thai_kings:rule(king_landing, behind_piece).

quick_removal:casa(File, Rank, Colour, Square) :- kb_brazilian:casa(File, Rank, Colour, Square).
quick_removal:movepeca(From, To, Side)         :- kb_brazilian:movepeca(From, To, Side).
quick_removal:comepeca(From, Over, To)         :- kb_brazilian:comepeca(From, Over, To).
quick_removal:diagonal(From, Direction, To)    :- kb_brazilian:diagonal(From, Direction, To).

%   Part 2.  One fact: a piece taken leaves the board at once.

quick_removal:rule(captured_pieces_block, false).

my_thai:casa(File, Rank, Colour, Square) :- kb_brazilian:casa(File, Rank, Colour, Square).
my_thai:movepeca(From, To, Side)         :- kb_brazilian:movepeca(From, To, Side).
my_thai:comepeca(From, Over, To)         :- kb_brazilian:comepeca(From, Over, To).
my_thai:diagonal(From, Direction, To)    :- kb_brazilian:diagonal(From, Direction, To).

%   Part 3.  The whole game by clauses.  Three rules are switched off by
%   one clause; the start ranks of both sides by another, which computes
%   them from the side; and the king's landing by a fact.  Every rule not
%   named here has its default, which is the Brazilian value.

my_thai:rule(Name, false) :-
    memberchk(Name, [men_capture_backward, majority_capture, captured_pieces_block]).
my_thai:rule(men_start_ranks(Side), Ranks) :-
    (   Side == white
    ->  Ranks = [1, 2]
    ;   Ranks = [7, 8]
    ).
my_thai:rule(king_landing, behind_piece).


                 /*******************************
                 *          THE LESSON          *
                 *******************************/

main :-
    part_1,
    part_2,
    part_3.

%   Part 1.  The white king on a1 takes the man on d4.  In Brazilian
%   draughts it may land on e5, f6, g7 or h8, but only from f6 can it go
%   on, taking e7, so it must land there: one move, two pieces.  Landing
%   directly behind d4, on e5, it has nothing more to take.

part_1 :-
    heading("1. One fact: rule(king_landing, behind_piece)"),
    Fen = 'W:WK29:B7,18',
    fen_position(Fen, Brazilian, [variant(brazilian)]),
    print_board(Brazilian),
    format("Brazilian draughts:~n"),
    show_moves(Brazilian),
    fen_position(Fen, Thai, [variant(thai_kings)]),
    format("Kings land directly behind the piece they take:~n"),
    show_moves(Thai),
    same_moves(Thai).

%   Part 2.  The white king on c5 can take b6 and land on a7; from there
%   the only way on is back along the same diagonal, over b6 again, to
%   take d4 and then d2.  In Brazilian draughts b6 stays on the board
%   until the move ends and blocks that way, so the king must take d4
%   and d2 instead.  When b6 leaves at once, the king takes all three.

part_2 :-
    heading("2. One fact: rule(captured_pieces_block, false)"),
    Fen = 'W:WK14:B9,13,18,26',
    fen_position(Fen, Brazilian, [variant(brazilian)]),
    print_board(Brazilian),
    format("Brazilian draughts:~n"),
    show_moves(Brazilian),
    fen_position(Fen, Quick, [variant(quick_removal)]),
    format("A piece taken leaves the board at once:~n"),
    show_moves(Quick),
    same_moves(Quick).

%   Part 3.  The whole game: 8 men each, on two rows.  Counted from the
%   start by the C engine, the variant of clauses and the shipped
%   kb/draughts/thai.pl give the same numbers; so does the reference rules'
%   count, less deep.

part_3 :-
    heading("3. Thai draughts by clauses, counted at C speed"),
    initial_position(my_thai, Start),
    print_board(Start),
    initial_position(thai, Shipped),
    format("  depth  my_thai    kb/draughts/thai.pl~n"),
    forall(member(Depth, [1, 2, 3, 4, 5, 6, 7]),
           ( perft(Start, Depth, Mine),
             perft(Shipped, Depth, Theirs),
             format("  ~t~d~5|  ~t~d~16|  ~t~d~28|~n", [Depth, Mine, Theirs])
           )),
    perft(Start, 5, Reference, [backend(reference)]),
    format("The reference rules at depth 5: ~d~n", [Reference]).
