:- module(damas_reference,
          [ reference_legal_moves/2,      % +Position, -Moves
            reference_legal_move/2,       % +Position, -Move
            reference_make_move/3,        % +Position, +Move, -NewPosition
            reference_perft/3,            % +Position, +Depth, -Count
            reference_perft/4,            % +Position, +Depth, -Count, +Options
            reference_initial_position/2  % +Variant, -Position
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(solution_sequences)).
:- use_module(kb, [variant_module/2, variant_rule/3]).

/** <module> The rules of draughts in pure Prolog, written to be read

This module states the rules of draughts as Prolog clauses, one rule of
the text in a clause or two, so that a student can read them and a
teacher can point at them.  The rules are those of docs/rules.md (the
rule vocabulary) for every variant of docs/variants.md, and of any
variant a user writes in that vocabulary.  It is also the reference the
C engine is tested against: both must give the same legal moves on
every position.  It is slow (a thousand times slower than C) and makes
no effort to be anything else.

The geometry and the rules come from the knowledge base of the
_Variant_ (e.g. `brazilian`, from kb/draughts/brazilian.pl), found through
library(damas/kb).  This module only ever asks it questions:

  - casa(File, Rank, Colour, Square): the squares and their numbers;
  - movepeca(From, To, Side): a man of Side steps From -> To;
  - comepeca(From, Over, To): a man on From jumps Over, landing on To;
  - diagonal(From, Direction, To): the next square along a diagonal;
  - orthogonal(From, Direction, To): the next dark square along a rank
    or a file (asked only when orthogonal captures are played);
  - the value of each rule, read by name (variant_rule/3 of
    library(damas/kb), which gives the default of a rule the variant
    does not state and raises the error for a value the rule does not
    take).

## Positions and moves

A position is the ground term

    position(Variant, Side, White, Black, Kings)

Side (`white` or `black`) is to move.  White, Black and Kings are sets
of squares written as integers: bit N-1 is set when square N holds such
a piece; Kings holds the kings of both colours.  The rules below never
look at bits: they ask occupant/3 what stands on a square.

A move is `move(Path, Captured)`.  Path is `[From|Landings]`: for a step
`[From, To]`; for a capture the start square followed by the square the
piece lands on after each jump.  Captured lists the squares of the
pieces taken, in the order they were jumped; it is `[]` for a step.

## Where each rule is

  - Men step forward; kings move along the diagonals: piece_step/4,
    king_range/4 (one square when `flying_kings` is false).
  - Capturing is mandatory: legal_moves/3.
  - Men capture forward, and backward unless `men_capture_backward` is
    false: man_jump/5, man_captures_towards/5; along ranks and files
    too with `orthogonal_captures`: man_jump/5, capture_direction/2.
  - Men may take kings unless `men_capture_kings` is false:
    man_may_take/2.
  - Kings capture at distance (`flying_kings`): king_jump_line/7,
    first_piece_along/4.
  - Where a king lands (`king_landing`), and that it must land where
    the capture goes on: king_landing_squares/4,
    king_landings_allowed/6, final_landings/4.
  - Multi-capture: capture_sequence/7, capture_goes_on/7.
  - Captured pieces stay, block and cannot be jumped twice, or are
    removed at once (`captured_pieces_block`): board_after_jump/3,
    can_be_taken/4.
  - The start square is empty during the move: capture/2.
  - Crowning: piece_after_jump/4 (during a capture, with
    `crown_during_capture`), crowned/4 (at the end of the move),
    on_far_row/3.
  - The majority rule (`majority_capture`): majority/3, pieces_taken/3,
    value_taken/3.
  - The tie-breaks (`capture_precedence`): precedence/3,
    made_by_king/3, kings_taken/3, no_sooner_king/3.
  - Captures with the same start, landing and pieces are one move:
    one_per_key/2 (perft's `distinct_captures(false)` keeps them all);
    what a path is: jump/8.
  - The start: reference_initial_position/2 (`first_to_move`,
    `men_start_ranks(Side)`).
*/


                 /*******************************
                 *   THE VARIANT'S KNOWLEDGE    *
                 *******************************/

%!  kb(+Position, -Module) is det.
%
%   Module is the knowledge base of the variant of Position: the module
%   whose board relations this module asks.

kb(position(Variant, _, _, _, _), Module) :-
    variant_module(Variant, Module).

%!  rule_value(+Position, +Name, -Value) is det.
%
%   Value is the value of the rule Name in the variant of Position (its
%   default when the variant does not state it).

rule_value(position(Variant, _, _, _, _), Name, Value) :-
    variant_rule(Variant, Name, Value0),
    Value = Value0.


                 /*******************************
                 *       SQUARES AND PIECES     *
                 *******************************/

%!  occupant(+Position, +Square, -Piece) is det.
%
%   Piece is what stands on Square: man(Colour), king(Colour) or empty.

occupant(position(_, _, White, Black, Kings), Square, Piece) :-
    Bit is 1 << (Square - 1),
    (   White /\ Bit =\= 0
    ->  piece_of_colour(Kings, Bit, white, Piece)
    ;   Black /\ Bit =\= 0
    ->  piece_of_colour(Kings, Bit, black, Piece)
    ;   Piece = empty
    ).

piece_of_colour(Kings, Bit, Colour, Piece) :-
    (   Kings /\ Bit =\= 0
    ->  Piece = king(Colour)
    ;   Piece = man(Colour)
    ).

is_empty(Position, Square) :-
    occupant(Position, Square, empty).

is_king_on(Position, Square) :-
    occupant(Position, Square, king(_)).

colour_of(man(Colour), Colour).
colour_of(king(Colour), Colour).

opponent(white, black).
opponent(black, white).

%!  piece_to_move(+Position, -Square, -Piece) is nondet.
%
%   Piece, on Square, belongs to the side to move.

piece_to_move(Position, Square, Piece) :-
    Position = position(_, Side, White, Black, _),
    side_squares(Side, White, Black, Squares),
    square_in(Squares, Square),
    occupant(Position, Square, Piece).

side_squares(white, White, _, White).
side_squares(black, _, Black, Black).

%!  square_in(+Set, -Square) is nondet.
%
%   Square is one of the squares of Set, lowest first.

square_in(Set, Square) :-
    Set =\= 0,
    Low is lsb(Set),
    (   Square is Low + 1
    ;   Rest is Set /\ \(1 << Low),
        square_in(Rest, Square)
    ).

%!  lift_piece(+Square, +Position0, -Position) is det.
%
%   Position is Position0 with Square emptied.

lift_piece(Square, position(V, S, White0, Black0, Kings0),
           position(V, S, White, Black, Kings)) :-
    Keep is \(1 << (Square - 1)),
    White is White0 /\ Keep,
    Black is Black0 /\ Keep,
    Kings is Kings0 /\ Keep.

%!  put_piece(+Square, +Piece, +Position0, -Position) is det.
%
%   Position is Position0 with Piece put on the empty Square.

put_piece(Square, Piece, position(V, S, White0, Black0, Kings0),
          position(V, S, White, Black, Kings)) :-
    Bit is 1 << (Square - 1),
    colour_of(Piece, Colour),
    (   Colour == white
    ->  White is White0 \/ Bit, Black = Black0
    ;   White = White0, Black is Black0 \/ Bit
    ),
    (   Piece = king(_)
    ->  Kings is Kings0 \/ Bit
    ;   Kings = Kings0
    ).

%!  on_far_row(+Position, +Side, +Square) is semidet.
%
%   Square is on the far row of Side: a man of Side standing there has
%   no step forward, to another rank (a sideways step, rule(lines,
%   orthogonal), stays on the rank).  This is where a man is crowned.

on_far_row(Position, Side, Square) :-
    kb(Position, KB),
    \+ ( KB:movepeca(Square, To, Side),
         \+ same_rank(KB, Square, To) ).

same_rank(KB, Square, To) :-
    KB:casa(_, Rank, _, Square),
    KB:casa(_, Rank, _, To).


                 /*******************************
                 *          DIRECTIONS          *
                 *******************************/

%   The diagonal directions, along diagonal/3, and the orthogonal ones,
%   along orthogonal/3.  North is Black's side.

diagonal_direction(north_east).
diagonal_direction(north_west).
diagonal_direction(south_east).
diagonal_direction(south_west).

orthogonal_direction(north).
orthogonal_direction(south).
orthogonal_direction(east).
orthogonal_direction(west).

%!  next_along(+KB, +Direction, +Square, -Next) is semidet.
%
%   Next is the next square from Square along Direction: the next
%   square of the diagonal, or the next dark square of the rank or file.

next_along(KB, Direction, Square, Next) :-
    (   diagonal_direction(Direction)
    ->  KB:diagonal(Square, Direction, Next)
    ;   KB:orthogonal(Square, Direction, Next)
    ).

%!  capture_direction(+Position, -Direction) is nondet.
%
%   Pieces capture along the diagonals, and along ranks and files when
%   rule(orthogonal_captures, true).  (Kings still move only along the
%   diagonals.)  With rule(lines, orthogonal), only along ranks and
%   files.

capture_direction(Position, Direction) :-
    rule_value(Position, lines, orthogonal),
    !,
    orthogonal_direction(Direction).
capture_direction(_, Direction) :-
    diagonal_direction(Direction).
capture_direction(Position, Direction) :-
    rule_value(Position, orthogonal_captures, true),
    orthogonal_direction(Direction).

%!  line_direction(+Position, -Direction) is nondet.
%
%   Kings move along the diagonals, or along ranks and files with
%   rule(lines, orthogonal).

line_direction(Position, Direction) :-
    (   rule_value(Position, lines, orthogonal)
    ->  orthogonal_direction(Direction)
    ;   diagonal_direction(Direction)
    ).

%!  straight_backward(+Side, -Direction) is det.
%
%   Direction is straight back towards Side's own side of the board.

straight_backward(white, south).
straight_backward(black, north).


                 /*******************************
                 *        INITIAL POSITION      *
                 *******************************/

%!  reference_initial_position(+Variant, -Position) is det.
%
%   Position is the start of a game of Variant: each side has a man on
%   every dark square of the ranks of rule(men_start_ranks(Side),
%   Ranks), and the side of rule(first_to_move, Side) is to move.
%
%   @error existence_error(damas_variant, Variant) if Variant is not a
%   variant (see library(damas/kb)).

reference_initial_position(Variant, position(Variant, Side, White, Black, 0)) :-
    must_be(atom, Variant),
    variant_module(Variant, KB),
    variant_rule(Variant, first_to_move, Side),
    men_at_start(Variant, KB, white, White),
    men_at_start(Variant, KB, black, Black).

men_at_start(Variant, KB, Side, Men) :-
    variant_rule(Variant, men_start_ranks(Side), Ranks),
    findall(Square,
            ( member(Rank, Ranks),
              KB:casa(_, Rank, dark, Square)
            ),
            Squares),
    foldl(add_square, Squares, 0, Men).

add_square(Square, Set0, Set) :-
    Set is Set0 \/ (1 << (Square - 1)).


                 /*******************************
                 *          LEGAL MOVES         *
                 *******************************/

%!  reference_legal_moves(+Position, -Moves) is det.
%
%   Moves is the list of the legal moves of the side to move, each a
%   term move(Path, Captured), in no particular order.  It is empty when
%   the side to move has lost (no piece, or no piece can move).  Two
%   captures with the same start square, landing square and captured
%   pieces are one move: one of their paths is given.

reference_legal_moves(Position, Moves) :-
    must_be(compound, Position),
    legal_moves(Position, true, Moves).

%!  reference_legal_move(+Position, -Move) is nondet.
%
%   Move is a legal move of the side to move; enumerates them all on
%   backtracking.

reference_legal_move(Position, Move) :-
    reference_legal_moves(Position, Moves),
    member(Move, Moves).

%!  legal_moves(+Position, +Distinct, -Moves) is det.
%
%   Capturing is mandatory: when some capture exists, the legal moves
%   are the captures the majority rule and the tie-breaks allow.
%   Otherwise they are the plain steps.  With Distinct `true`, captures
%   with the same start, landing square and captured pieces are one
%   move; with `false`, every path is a move of its own.  The paths are
%   merged last: earliest_king looks at the order in which the pieces
%   are taken, so of two paths through the same pieces one may be legal
%   and the other not, and the move is legal by the first.

legal_moves(Position, Distinct, Moves) :-
    findall(Capture, capture(Position, Capture), Captures),
    Captures \== [],
    !,
    majority(Position, Captures, Most),
    precedence(Position, Most, Preferred),
    (   Distinct == true
    ->  one_per_key(Preferred, Moves)
    ;   Moves = Preferred
    ).
legal_moves(Position, _, Steps) :-
    findall(Step, step(Position, Step), Steps).


                 /*******************************
                 *             STEPS            *
                 *******************************/

%!  step(+Position, -Move) is nondet.
%
%   Move is a plain (non-capturing) move of the side to move.

step(Position, move([From, To], [])) :-
    piece_to_move(Position, From, Piece),
    piece_step(Position, Piece, From, To).

%!  piece_step(+Position, +Piece, +From, -To) is nondet.
%
%   A man steps one square (movepeca/3: diagonally forward; forward or
%   sideways with rule(lines, orthogonal)) onto an empty square.  A
%   king moves any number of squares along a line (line_direction/2),
%   every square it crosses and lands on being empty (one square if
%   kings do not fly).

piece_step(Position, man(Side), From, To) :-
    kb(Position, KB),
    KB:movepeca(From, To, Side),
    is_empty(Position, To).
piece_step(Position, king(_), From, To) :-
    kb(Position, KB),
    line_direction(Position, Direction),
    next_along(KB, Direction, From, Next),
    king_range(Position, Direction, Next, Squares),
    member(To, Squares).

%!  king_range(+Position, +Direction, +Square, -Squares) is det.
%
%   Squares are the empty squares a king reaches along Direction
%   starting at Square: Square and the next ones up to the first
%   occupied square or the edge; only Square if kings do not fly; none
%   if Square is occupied.

king_range(Position, Direction, Square, Squares) :-
    (   is_empty(Position, Square)
    ->  Squares = [Square|Further],
        (   rule_value(Position, flying_kings, true),
            kb(Position, KB),
            next_along(KB, Direction, Square, Next)
        ->  king_range(Position, Direction, Next, Further)
        ;   Further = []
        )
    ;   Squares = []
    ).


                 /*******************************
                 *            CAPTURES          *
                 *******************************/

%!  capture(+Position, -Move) is nondet.
%
%   Move is a complete capture by one piece of the side to move, along
%   one path: every path is found, and two paths through the same
%   pieces are two solutions.  The piece is lifted from its start
%   square for the whole move, so that square counts as empty: the
%   piece may cross it or land on it.

capture(Position, move([From|Landings], Captured)) :-
    piece_to_move(Position, From, Piece),
    lift_piece(From, Position, Board),
    capture_sequence(Board, Piece, From, stopped, [], Landings, Captured).

%!  capture_sequence(+Board, +Piece, +At, +Came, +Taken, -Landings, -Captured) is nondet.
%
%   Piece, on square At of Board, having taken the pieces on the squares
%   Taken so far, jumps once more and then goes on capturing while it
%   can.  Landings are its landing squares from here to the end of the
%   move, Captured the squares of the pieces it takes, in order.  Came
%   tells how the piece came to At (see jump/8).

capture_sequence(Board0, Piece0, At, Came, Taken,
                 [Landing|Landings], [Over|Captured]) :-
    jump(Board0, Piece0, At, Came, Taken, Over, Landing, Arrived),
    board_after_jump(Board0, Over, Board),
    piece_after_jump(Board, Piece0, Landing, Piece),
    capture_goes_on(Board, Piece, Landing, Arrived, [Over|Taken], Landings, Captured).

%!  capture_goes_on(+Board, +Piece, +At, +Came, +Taken, -Landings, -Captured) is nondet.
%
%   Multi-capture: if the piece can capture again it must, in the same
%   move (every way of going on is tried); only where it cannot does the
%   move end.

capture_goes_on(Board, Piece, At, Came, Taken, Landings, Captured) :-
    (   can_jump(Board, Piece, At, Taken)
    ->  capture_sequence(Board, Piece, At, Came, Taken, Landings, Captured)
    ;   Landings = [],
        Captured = []
    ).

can_jump(Board, Piece, At, Taken) :-
    \+ \+ jump(Board, Piece, At, stopped, Taken, _, _, _).

%!  board_after_jump(+Board0, +Over, -Board) is det.
%
%   Captured pieces stay on the board until the move ends (they block
%   the way), unless rule(captured_pieces_block, false): then the piece
%   taken is removed at once, and its square is free to cross and to
%   land on.

board_after_jump(Board0, Over, Board) :-
    (   rule_value(Board0, captured_pieces_block, true)
    ->  Board = Board0
    ;   lift_piece(Over, Board0, Board)
    ).

%!  piece_after_jump(+Board, +Piece0, +Landing, -Piece) is det.
%
%   No crowning in the middle of a capture: the piece goes on as it
%   started.  Unless rule(crown_during_capture, true): then a man that
%   lands on its far row becomes a king at once and goes on as a king.

piece_after_jump(Board, man(Side), Landing, king(Side)) :-
    rule_value(Board, crown_during_capture, true),
    on_far_row(Board, Side, Landing),
    !.
piece_after_jump(_, Piece, _, Piece).

%!  jump(+Board, +Piece, +From, +Came, +Taken, -Over, -Landing, -Arrived) is nondet.
%
%   Piece on From can jump the enemy piece on Over, not taken yet, and
%   land on Landing.  A man jumps a piece next to it onto the empty
%   square directly beyond (man_jump/5).  A king captures at distance
%   (king_jump_line/7) and lands on one of the squares
%   king_landings_allowed/6 leaves.
%
%   Came and Arrived tell how the piece came to From and to Landing:
%   `stopped` on the square directly behind the piece it took (or on
%   its start square), passing(Direction) for a king further along
%   Direction.  Such a king crossed the square directly behind without
%   stopping there: going on along Direction, it would take the next
%   piece from that square as well, in the same motion, so that path is
%   the one from the square directly behind (it matters only to count
%   every path, perft's distinct_captures(false)).

jump(Board, man(Side), From, _, Taken, Over, Landing, stopped) :-
    man_jump(Board, Side, From, Over, Landing),
    can_be_taken(Board, Side, Taken, Over),
    man_may_take(Board, Over),
    is_empty(Board, Landing).
jump(Board, king(Side), From, Came, Taken, Over, Landing, Arrived) :-
    king_jump_line(Board, Side, From, Taken, Direction, Over, Landings),
    Came \== passing(Direction),
    king_landings_allowed(Board, Side, Taken, Over, Landings, Allowed),
    member(Landing, Allowed),
    (   Landings = [Landing|_]
    ->  Arrived = stopped
    ;   Arrived = passing(Direction)
    ).

%!  man_jump(+Board, +Side, +From, -Over, -Landing) is nondet.
%
%   A man of Side on From may jump the square Over, next to it, landing
%   on Landing: diagonally (comepeca/3), and along a rank or a file
%   over the next dark square when rule(orthogonal_captures, true); in
%   the directions man_captures_towards/5 allows.

man_jump(Board, Side, From, Over, Landing) :-
    kb(Board, KB),
    KB:comepeca(From, Over, Landing),
    man_captures_towards(Board, KB, Side, From, Over).
man_jump(Board, Side, From, Over, Landing) :-
    rule_value(Board, orthogonal_captures, true),
    kb(Board, KB),
    orthogonal_direction(Direction),
    KB:orthogonal(From, Direction, Over),
    KB:orthogonal(Over, Direction, Landing),
    man_captures_towards(Board, KB, Side, From, Direction).

%!  man_captures_towards(+Board, +KB, +Side, +From, +Towards) is semidet.
%
%   A man of Side on From may capture towards Towards (the square it
%   jumps, on a diagonal; a direction, on a rank or a file).  Men
%   capture backward as well as forward, unless
%   rule(men_capture_backward, false): then only diagonally where they
%   step (movepeca/3), and along ranks and files forward or sideways,
%   never straight back.

man_captures_towards(Board, KB, Side, From, Towards) :-
    (   rule_value(Board, men_capture_backward, true)
    ->  true
    ;   orthogonal_direction(Towards)
    ->  \+ straight_backward(Side, Towards)
    ;   KB:movepeca(From, Towards, Side)
    ).

%!  man_may_take(+Board, +Over) is semidet.
%
%   A man may take any piece, unless rule(men_capture_kings, false):
%   then it may not take a king.

man_may_take(Board, Over) :-
    (   rule_value(Board, men_capture_kings, true)
    ->  true
    ;   \+ is_king_on(Board, Over)
    ).

%!  can_be_taken(+Board, +Side, +Taken, +Square) is semidet.
%
%   Square holds an enemy piece of Side that has not been taken yet in
%   this move: a piece cannot be jumped twice.

can_be_taken(Board, Side, Taken, Square) :-
    occupant(Board, Square, Piece),
    colour_of(Piece, Colour),
    opponent(Side, Colour),
    \+ memberchk(Square, Taken).

%!  king_jump_line(+Board, +Side, +From, +Taken, -Direction, -Over, -Landings) is nondet.
%
%   A king captures at distance: along Direction from From (a capture
%   direction, see capture_direction/2), every square up to the enemy
%   piece on Over is empty, and Landings, at least one, are the squares
%   beyond Over it may land on (king_landing_squares/4).  If kings do
%   not fly, Over is next to From.  A piece already taken stops the
%   king like any other piece (no Turkish strike) while it stays on
%   the board.  With rule(king_turns_back, false) the king may not go
%   back towards the piece it has just taken.

king_jump_line(Board, Side, From, Taken, Direction, Over, Landings) :-
    kb(Board, KB),
    capture_direction(Board, Direction),
    \+ turns_back(Board, KB, From, Direction, Taken),
    next_along(KB, Direction, From, Next),
    first_piece_along(Board, Direction, Next, Over),
    can_be_taken(Board, Side, Taken, Over),
    next_along(KB, Direction, Over, Beyond),
    king_landing_squares(Board, Direction, Beyond, Landings),
    Landings \== [].

%   turns_back(+Board, +KB, +From, +Direction, +Taken): going along
%   Direction from From would take the king back over the piece it took
%   last, which rule(king_turns_back, false) forbids.

turns_back(Board, KB, From, Direction, [Last|_]) :-
    rule_value(Board, king_turns_back, false),
    reaches_along(KB, Direction, From, Last).

reaches_along(KB, Direction, From, Square) :-
    next_along(KB, Direction, From, Next),
    (   Next == Square
    ->  true
    ;   reaches_along(KB, Direction, Next, Square)
    ).

%!  first_piece_along(+Board, +Direction, +Square, -Occupied) is semidet.
%
%   Occupied is the first occupied square along Direction from Square
%   on.  A king that does not fly looks at Square only.

first_piece_along(Board, Direction, Square, Occupied) :-
    (   is_empty(Board, Square)
    ->  rule_value(Board, flying_kings, true),
        kb(Board, KB),
        next_along(KB, Direction, Square, Next),
        first_piece_along(Board, Direction, Next, Occupied)
    ;   Occupied = Square
    ).

%!  king_landing_squares(+Board, +Direction, +Beyond, -Squares) is det.
%
%   Squares are where a king may land after taking a piece, Beyond
%   being the square directly behind it: the empty squares from Beyond
%   on up to the next piece (king_range/4); only Beyond with
%   rule(king_landing, behind_piece).

king_landing_squares(Board, Direction, Beyond, Squares) :-
    king_range(Board, Direction, Beyond, Range),
    (   rule_value(Board, king_landing, behind_piece)
    ->  first_of(Range, Squares)
    ;   Squares = Range
    ).

first_of([], []).
first_of([First|_], [First]).

%!  king_landings_allowed(+Board, +Side, +Taken, +Over, +Landings, -Allowed) is det.
%
%   Where the capture of Over can go on from some of the squares
%   Landings beyond it, it must: Allowed are those squares.  Where it
%   cannot go on from any, the move ends there, on one of the squares
%   final_landings/4 allows.

king_landings_allowed(Board, Side, Taken, Over, Landings, Allowed) :-
    board_after_jump(Board, Over, Next),
    include(king_can_jump(Next, Side, [Over|Taken]), Landings, GoingOn),
    (   GoingOn \== []
    ->  Allowed = GoingOn
    ;   final_landings(Board, Over, Landings, Allowed)
    ).

%!  final_landings(+Board, +Over, +Landings, -Allowed) is det.
%
%   A king that ends its move by taking the piece on Over may stop on
%   any of the squares Landings beyond it, except with
%   rule(king_landing, behind_king) when Over holds a king: then only
%   directly behind it (Killer).

final_landings(Board, Over, Landings, Allowed) :-
    (   rule_value(Board, king_landing, behind_king),
        is_king_on(Board, Over)
    ->  first_of(Landings, Allowed)
    ;   Allowed = Landings
    ).

%!  king_can_jump(+Board, +Side, +Taken, +Square) is semidet.
%
%   A king of Side on Square can capture again.

king_can_jump(Board, Side, Taken, Square) :-
    \+ \+ king_jump_line(Board, Side, Square, Taken, _, _, _).


                 /*******************************
                 *  MAJORITY RULE, TIE-BREAKS   *
                 *******************************/

%!  majority(+Position, +Captures, -Kept) is det.
%
%   The majority rule: with rule(majority_capture, true) the player
%   must play a capture that takes the most pieces, men and kings
%   counting the same; with `by_value`, the most value, a king being
%   worth more than a man and less than two; with `false`, any capture.

majority(Position, Captures, Kept) :-
    rule_value(Position, majority_capture, Majority),
    majority(Majority, Position, Captures, Kept).

majority(true, Position, Captures, Kept) :-
    keep_best(pieces_taken(Position), Captures, Kept).
majority(by_value, Position, Captures, Kept) :-
    keep_best(value_taken(Position), Captures, Kept).
majority(false, _, Captures, Captures).

%!  pieces_taken(+Position, +Capture, -Pieces) is det.
%!  value_taken(+Position, +Capture, -Value) is det.
%
%   Pieces is the number of pieces Capture takes; Value their value, in
%   hundredths of a man: 100 for a man, 199 for a king.

pieces_taken(_, move(_, Captured), Pieces) :-
    length(Captured, Pieces).

value_taken(Position, move(_, Captured), Value) :-
    foldl(add_value(Position), Captured, 0, Value).

add_value(Position, Square, Value0, Value) :-
    occupant(Position, Square, Piece),
    piece_value(Piece, PieceValue),
    Value is Value0 + PieceValue.

piece_value(man(_), 100).
piece_value(king(_), 199).

%!  precedence(+Position, +Captures, -Kept) is det.
%
%   The tie-breaks of rule(capture_precedence, Criteria), applied in
%   order to the captures the majority rule leaves, each keeping the
%   captures that are best by it:
%
%     - by_king: a capture made by a king beats one made by a man;
%     - most_kings: the capture that takes the most kings;
%     - earliest_king: the capture that takes a king sooner.

precedence(Position, Captures, Kept) :-
    rule_value(Position, capture_precedence, Criteria),
    foldl(tie_break(Position), Criteria, Captures, Kept).

tie_break(Position, Criterion, Captures, Kept) :-
    best_by(Criterion, Position, Captures, Kept).

best_by(by_king, Position, Captures, Kept) :-
    keep_best(made_by_king(Position), Captures, Kept).
best_by(most_kings, Position, Captures, Kept) :-
    keep_best(kings_taken(Position), Captures, Kept).
best_by(earliest_king, Position, Captures, Kept) :-
    include(no_sooner_king(Position, Captures), Captures, Kept).

%!  made_by_king(+Position, +Capture, -ByKing) is det.
%
%   ByKing is 1 when a king makes Capture, 0 when a man does.

made_by_king(Position, move([From|_], _), ByKing) :-
    (   is_king_on(Position, From)
    ->  ByKing = 1
    ;   ByKing = 0
    ).

%!  kings_taken(+Position, +Capture, -Kings) is det.
%
%   Kings is the number of kings Capture takes.

kings_taken(Position, move(_, Captured), Kings) :-
    include(is_king_on(Position), Captured, KingsTaken),
    length(KingsTaken, Kings).

%!  no_sooner_king(+Position, +Captures, +Capture) is semidet.
%
%   No capture of Captures takes a king sooner than Capture.

no_sooner_king(Position, Captures, Capture) :-
    king_jumps(Position, Capture, Jumps),
    \+ ( member(Other, Captures),
         king_jumps(Position, Other, OtherJumps),
         king_sooner(OtherJumps, Jumps)
       ).

%!  king_jumps(+Position, +Capture, -Jumps) is det.
%
%   Jumps are the numbers of the jumps of Capture that take a king (1
%   for its first jump), in order.

king_jumps(Position, move(_, Captured), Jumps) :-
    findall(Jump,
            ( nth1(Jump, Captured, Square),
              is_king_on(Position, Square)
            ),
            Jumps).

%!  king_sooner(+Jumps1, +Jumps2) is semidet.
%
%   A capture taking kings at the jumps Jumps1 takes a king sooner than
%   one taking them at Jumps2: compared first king with first king, then
%   second with second, ..., at the first difference it takes its king
%   at an earlier jump, or it takes a king where the other takes none.

king_sooner([Jump1|Jumps1], [Jump2|Jumps2]) :-
    (   Jump1 < Jump2
    ->  true
    ;   Jump1 =:= Jump2,
        king_sooner(Jumps1, Jumps2)
    ).
king_sooner([_|_], []).

%!  keep_best(:Worth, +Captures, -Best) is det.
%
%   Best are the Captures of the greatest Worth, call(Worth, Capture,
%   Value) giving the worth of each, in their order.

keep_best(Worth, Captures, Best) :-
    map_list_to_pairs(Worth, Captures, Pairs),
    pairs_keys(Pairs, Worths),
    max_list(Worths, Most),
    findall(Capture, member(Most-Capture, Pairs), Best).

%!  one_per_key(+Captures, -Moves) is det.
%
%   Two captures with the same start square, the same final square and
%   the same set of captured pieces are one move: Moves keeps the first
%   of each.

one_per_key(Captures, Moves) :-
    findall(Capture,
            distinct(Key, ( member(Capture, Captures),
                            capture_key(Capture, Key) )),
            Moves).

capture_key(move([From|Landings], Captured), key(From, To, Taken)) :-
    last(Landings, To),
    msort(Captured, Taken).


                 /*******************************
                 *          MAKING MOVES        *
                 *******************************/

%!  reference_make_move(+Position, +Move, -NewPosition) is det.
%
%   NewPosition is Position after the legal Move: the piece goes from
%   its start square to its last landing square, the captured pieces
%   are removed, a man that ends its move on its far row is crowned,
%   and the other side is to move.  With rule(crown_during_capture,
%   true) a man that landed on its far row anywhere in the move is
%   crowned.

reference_make_move(Position0, move(Path, Captured), Position) :-
    Path = [From|Landings],
    last(Landings, To),
    occupant(Position0, From, Piece0),
    crowned(Position0, Piece0, Landings, Piece),
    foldl(lift_piece, [From|Captured], Position0, Position1),
    put_piece(To, Piece, Position1, Position2),
    other_side_to_move(Position2, Position).

%!  crowned(+Position, +Piece0, +Landings, -Piece) is det.
%
%   A man that ends its move on its far row becomes a king; with
%   rule(crown_during_capture, true), one that landed there anywhere in
%   the move (it went on capturing as a king).

crowned(Position, man(Side), Landings, king(Side)) :-
    crowning_square(Position, Landings, Square),
    on_far_row(Position, Side, Square),
    !.
crowned(_, Piece, _, Piece).

crowning_square(Position, Landings, Square) :-
    (   rule_value(Position, crown_during_capture, true)
    ->  member(Square, Landings)
    ;   last(Landings, Square)
    ).

other_side_to_move(position(V, Side, W, B, K), position(V, Other, W, B, K)) :-
    opponent(Side, Other).


                 /*******************************
                 *             PERFT            *
                 *******************************/

%!  reference_perft(+Position, +Depth, -Count) is det.
%!  reference_perft(+Position, +Depth, -Count, +Options) is det.
%
%   Count is the number of move sequences of Depth moves (plies) from
%   Position: the leaves of the game tree Depth plies deep.  Depth 0
%   counts Position itself.  Options:
%
%     - distinct_captures(+Bool)
%       `true` (the default): captures with the same start, landing
%       square and captured pieces are one move, as for
%       reference_legal_moves/2.  `false`: every path of a capture
%       counts.
%
%   @error type_error(nonneg, Depth) unless Depth is a non-negative
%   integer; type_error(boolean, Value) for distinct_captures(Value)
%   not `true` or `false`.

reference_perft(Position, Depth, Count) :-
    reference_perft(Position, Depth, Count, []).

reference_perft(Position, Depth, Count, Options) :-
    must_be(nonneg, Depth),
    must_be(list, Options),
    option(distinct_captures(Distinct), Options, true),
    must_be(boolean, Distinct),
    must_be(compound, Position),
    perft(Depth, Distinct, Position, Count).

perft(0, _, _, 1) :-
    !.
perft(1, Distinct, Position, Count) :-
    !,
    legal_moves(Position, Distinct, Moves),
    length(Moves, Count).
perft(Depth, Distinct, Position, Count) :-
    Depth1 is Depth - 1,
    legal_moves(Position, Distinct, Moves),
    foldl(add_subtree(Depth1, Distinct, Position), Moves, 0, Count).

add_subtree(Depth, Distinct, Position, Move, Count0, Count) :-
    reference_make_move(Position, Move, Next),
    perft(Depth, Distinct, Next, Subtree),
    Count is Count0 + Subtree.
