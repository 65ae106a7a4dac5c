:- module(damas_reference,
          [ reference_legal_moves/2,      % +Position, -Moves
            reference_legal_move/2,       % +Position, -Move
            reference_make_move/3,        % +Position, +Move, -NewPosition
            reference_perft/3,            % +Position, +Depth, -Count
            reference_initial_position/2  % +Variant, -Position
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(solution_sequences)).

/** <module> The rules of draughts in pure Prolog, written to be read

This module states the rules of Brazilian draughts
(../../../shared/spec/rules-brazilian.md) as Prolog clauses, one rule of
the text in a clause or two, so that a student can read them and a
teacher can point at them.  It is also the reference the C engine is
tested against: both must give the same legal moves on every position.
It is slow (a thousand times slower than C) and makes no effort to be
anything else.

The geometry and the rule switches come from a knowledge-base module,
the _Variant_ (e.g. `brazilian`, from kb/brazilian.pl).  This module only
ever asks it questions:

  - casa(File, Rank, Colour, Square): the squares and their numbers;
  - movepeca(From, To, Side): a man of Side steps From -> To;
  - comepeca(From, Over, To): a man on From jumps Over, landing on To;
  - diagonal(From, Direction, To): the next square along a diagonal;
  - rule(Name, Value): the rule switches below.

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

## Rule switches

Each is read as Variant:rule(Name, Value).  When the variant has no fact
for a switch, the Brazilian value (given first) applies, as in the C
engine.

  - majority_capture (true): only the captures that take the most
    pieces are legal (the majority rule).  With false, every complete
    capture is legal.
  - men_capture_backward (true): men capture in all four directions.
    With false, a man captures only in its two forward directions (those
    of its movepeca/3 steps).
  - flying_kings (true): kings move and capture along whole diagonals.
    With false, a king steps one square, and captures only an adjacent
    piece, landing on the square just beyond it.
  - captured_pieces_block (true): captured pieces stay on the board
    until the move ends, so they cannot be jumped twice and they block
    the way (no Turkish strike).  With false, a captured piece is lifted
    at once: the capturing piece may then cross or land on its square
    (it still cannot take it twice, since it is gone).
  - crown_during_capture (false): a man that reaches the far row in the
    middle of a capture goes on as a man and is crowned only if the move
    ends there.  With true, it becomes a king at once, goes on capturing
    as a king, and stays a king wherever the move ends.
  - king_capture_preference (false): with true, and only when the
    majority rule applies, ties for the most pieces are broken in the
    Italian manner: first, a capture made by a king beats one made by a
    man; then, among those, the capture taking more kings wins.  (The
    further Italian criterion, "the king met first", is not applied.)

The initial position reads rule(first_to_move, Side) and
rule(men_start_ranks(Side), Ranks).

## Where each rule is

  - Men step forward; kings fly: piece_step/4, king_range/4.
  - Capturing is mandatory: legal_moves/2.
  - Men capture forward and backward: jump/6, man_captures_towards/4.
  - Kings capture at distance: king_jump_line/6; they must land where
    the capture goes on: king_landings_allowed/6.
  - Multi-capture: capture_sequence/6, capture_goes_on/6.
  - Captured pieces stay, block and cannot be jumped twice:
    board_after_jump/3, can_be_taken/4, first_piece_along/4.
  - The start square is empty during the move: capture/2.
  - Majority rule: majority/3, capture_worth/3.
  - Crowning: piece_after_jump/4 (during a capture), crowned/4 (at the
    end of the move), on_far_row/3.
  - Repeated captures are one move: captures/2.
*/


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

colour_of(man(Colour), Colour).
colour_of(king(Colour), Colour).

opponent(white, black).
opponent(black, white).

variant_of(position(Variant, _, _, _, _), Variant).

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

%!  rule_is(+Position, +Name, ?Value) is semidet.
%
%   The variant of Position sets rule Name to Value (the Brazilian
%   value when it has no fact for Name).

rule_is(Position, Name, Value) :-
    variant_of(Position, Variant),
    (   Variant:rule(Name, Value0)
    ->  Value = Value0
    ;   default_rule(Name, Value)
    ).

default_rule(majority_capture,        true).
default_rule(men_capture_backward,    true).
default_rule(flying_kings,            true).
default_rule(captured_pieces_block,   true).
default_rule(crown_during_capture,    false).
default_rule(king_capture_preference, false).

%!  on_far_row(+Position, +Side, +Square) is semidet.
%
%   Square is on the far row of Side: a man of Side standing there has
%   no step forward.  This is where a man is crowned.

on_far_row(Position, Side, Square) :-
    variant_of(Position, Variant),
    \+ Variant:movepeca(Square, _, Side).


                 /*******************************
                 *        INITIAL POSITION      *
                 *******************************/

%!  reference_initial_position(+Variant, -Position) is det.
%
%   Position is the start of a game of Variant: each side has a man on
%   every dark square of its rule(men_start_ranks(Side), Ranks), and the
%   side of rule(first_to_move, Side) is to move.
%
%   @error existence_error(rule, Name) if Variant lacks one of these
%   rules.

reference_initial_position(Variant, position(Variant, Side, White, Black, 0)) :-
    must_be(atom, Variant),
    required_rule(Variant, first_to_move, Side),
    men_at_start(Variant, white, White),
    men_at_start(Variant, black, Black).

men_at_start(Variant, Side, Men) :-
    required_rule(Variant, men_start_ranks(Side), Ranks),
    findall(Square,
            ( member(Rank, Ranks),
              Variant:casa(_, Rank, dark, Square)
            ),
            Squares),
    foldl(add_square, Squares, 0, Men).

add_square(Square, Set0, Set) :-
    Set is Set0 \/ (1 << (Square - 1)).

required_rule(Variant, Name, Value) :-
    (   Variant:rule(Name, Value0)
    ->  Value = Value0
    ;   existence_error(rule, Name)
    ).


                 /*******************************
                 *          LEGAL MOVES         *
                 *******************************/

%!  reference_legal_moves(+Position, -Moves) is det.
%
%   Moves is the list of the legal moves of the side to move, each a
%   term move(Path, Captured), in no particular order.  It is empty when
%   the side to move has lost (no piece, or no piece can move).

reference_legal_moves(Position, Moves) :-
    must_be(compound, Position),
    legal_moves(Position, Moves).

%!  reference_legal_move(+Position, -Move) is nondet.
%
%   Move is a legal move of the side to move; enumerates them all on
%   backtracking.

reference_legal_move(Position, Move) :-
    reference_legal_moves(Position, Moves),
    member(Move, Moves).

%!  legal_moves(+Position, -Moves) is det.
%
%   Capturing is mandatory: when some capture exists, the legal moves
%   are the captures the majority rule allows.  Otherwise they are the
%   plain steps.

legal_moves(Position, Moves) :-
    captures(Position, Captures),
    Captures \== [],
    !,
    majority(Position, Captures, Moves).
legal_moves(Position, Steps) :-
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
%   A man steps one square diagonally forward onto an empty square.  A
%   king moves any number of squares along a diagonal, every square it
%   crosses and lands on being empty (one square if kings do not fly).

piece_step(Position, man(Side), From, To) :-
    variant_of(Position, Variant),
    Variant:movepeca(From, To, Side),
    is_empty(Position, To).
piece_step(Position, king(_), From, To) :-
    variant_of(Position, Variant),
    Variant:diagonal(From, Direction, Next),
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
        (   rule_is(Position, flying_kings, true),
            variant_of(Position, Variant),
            Variant:diagonal(Square, Direction, Next)
        ->  king_range(Position, Direction, Next, Further)
        ;   Further = []
        )
    ;   Squares = []
    ).


                 /*******************************
                 *            CAPTURES          *
                 *******************************/

%!  captures(+Position, -Captures) is det.
%
%   Captures are all the complete captures of the side to move.  Two
%   captures with the same start square, the same final square and the
%   same set of captured pieces are one move: only the first found is
%   kept.

captures(Position, Captures) :-
    findall(Capture,
            distinct(Key, ( capture(Position, Capture),
                            capture_key(Capture, Key) )),
            Captures).

capture_key(move([From|Landings], Captured), key(From, To, Taken)) :-
    last(Landings, To),
    msort(Captured, Taken).

%!  capture(+Position, -Move) is nondet.
%
%   Move is a complete capture by one piece of the side to move.  The
%   piece is lifted from its start square for the whole move, so that
%   square counts as empty: the piece may cross it or land on it.

capture(Position, move([From|Landings], Captured)) :-
    piece_to_move(Position, From, Piece),
    lift_piece(From, Position, Board),
    capture_sequence(Board, Piece, From, [], Landings, Captured).

%!  capture_sequence(+Board, +Piece, +At, +Taken, -Landings, -Captured) is nondet.
%
%   Piece, on square At of Board, having taken the pieces on the squares
%   Taken so far, jumps once more and then goes on capturing while it
%   can.  Landings are its landing squares from here to the end of the
%   move, Captured the squares of the pieces it takes, in order.

capture_sequence(Board0, Piece0, At, Taken,
                 [Landing|Landings], [Over|Captured]) :-
    jump(Board0, Piece0, At, Taken, Over, Landing),
    board_after_jump(Board0, Over, Board),
    piece_after_jump(Board, Piece0, Landing, Piece),
    capture_goes_on(Board, Piece, Landing, [Over|Taken], Landings, Captured).

%!  capture_goes_on(+Board, +Piece, +At, +Taken, -Landings, -Captured) is nondet.
%
%   Multi-capture: if the piece can capture again it must, in the same
%   move (every way of going on is tried); only where it cannot does the
%   move end.

capture_goes_on(Board, Piece, At, Taken, Landings, Captured) :-
    (   capture_sequence(Board, Piece, At, Taken, Landings, Captured)
    *-> true
    ;   Landings = [],
        Captured = []
    ).

%!  board_after_jump(+Board0, +Over, -Board) is det.
%
%   Captured pieces stay on the board until the move ends (they block
%   the way), unless rule(captured_pieces_block, false): then the piece
%   taken is lifted at once.

board_after_jump(Board0, Over, Board) :-
    (   rule_is(Board0, captured_pieces_block, true)
    ->  Board = Board0
    ;   lift_piece(Over, Board0, Board)
    ).

%!  piece_after_jump(+Board, +Piece0, +Landing, -Piece) is det.
%
%   No crowning in the middle of a capture: the piece goes on as it
%   started.  Unless rule(crown_during_capture, true): then a man that
%   lands on its far row becomes a king at once.

piece_after_jump(Board, man(Side), Landing, king(Side)) :-
    rule_is(Board, crown_during_capture, true),
    on_far_row(Board, Side, Landing),
    !.
piece_after_jump(_, Piece, _, Piece).

%!  jump(+Board, +Piece, +From, +Taken, -Over, -Landing) is nondet.
%
%   Piece on From can jump the enemy piece on Over, not taken yet, and
%   land on Landing.
%
%   A man jumps an adjacent enemy piece onto the empty square directly
%   beyond it, forward or backward (forward only when
%   rule(men_capture_backward, false)).
%
%   A king captures at distance (see king_jump_line/6).  Of the squares
%   it may land on beyond the piece taken, those from which the capture
%   can go on are the only ones allowed when there are any.

jump(Board, man(Side), From, Taken, Over, Landing) :-
    variant_of(Board, Variant),
    Variant:comepeca(From, Over, Landing),
    man_captures_towards(Board, Side, From, Over),
    can_be_taken(Board, Side, Taken, Over),
    is_empty(Board, Landing).
jump(Board, king(Side), From, Taken, Over, Landing) :-
    king_jump_line(Board, Side, From, Taken, Over, Landings),
    king_landings_allowed(Board, Side, Taken, Over, Landings, Allowed),
    member(Landing, Allowed).

%!  man_captures_towards(+Board, +Side, +From, +Over) is semidet.
%
%   A man of Side on From may capture towards Over: always forward
%   (where it steps), backward too unless rule(men_capture_backward,
%   false).

man_captures_towards(Board, Side, From, Over) :-
    (   rule_is(Board, men_capture_backward, true)
    ->  true
    ;   variant_of(Board, Variant),
        Variant:movepeca(From, Over, Side)
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

%!  king_jump_line(+Board, +Side, +From, +Taken, -Over, -Landings) is nondet.
%
%   A king captures at distance: along one diagonal from From, every
%   square up to the enemy piece on Over is empty, and Landings are the
%   empty squares beyond Over up to the next occupied square (at least
%   one).  If kings do not fly, Over is next to From and Landings is the
%   one square beyond it.  A piece already taken stops the king like any
%   other piece (no Turkish strike) while it stays on the board.

king_jump_line(Board, Side, From, Taken, Over, Landings) :-
    variant_of(Board, Variant),
    Variant:diagonal(From, Direction, Next),
    first_piece_along(Board, Direction, Next, Over),
    can_be_taken(Board, Side, Taken, Over),
    Variant:diagonal(Over, Direction, Beyond),
    king_range(Board, Direction, Beyond, Landings),
    Landings \== [].

%!  first_piece_along(+Board, +Direction, +Square, -Occupied) is semidet.
%
%   Occupied is the first occupied square along Direction from Square
%   on.  A king that does not fly looks at Square only.

first_piece_along(Board, Direction, Square, Occupied) :-
    (   is_empty(Board, Square)
    ->  rule_is(Board, flying_kings, true),
        variant_of(Board, Variant),
        Variant:diagonal(Square, Direction, Next),
        first_piece_along(Board, Direction, Next, Occupied)
    ;   Occupied = Square
    ).

%!  king_landings_allowed(+Board, +Side, +Taken, +Over, +Landings, -Allowed) is det.
%
%   Where the capture of Over can go on from some of the squares
%   Landings beyond it, it must: Allowed are those squares.  Where it
%   cannot go on from any, Allowed are all of them, each ending a move.

king_landings_allowed(Board, Side, Taken, Over, Landings, Allowed) :-
    board_after_jump(Board, Over, Next),
    include(king_can_jump(Next, Side, [Over|Taken]), Landings, GoingOn),
    (   GoingOn == []
    ->  Allowed = Landings
    ;   Allowed = GoingOn
    ).

%!  king_can_jump(+Board, +Side, +Taken, +Square) is semidet.
%
%   A king of Side on Square can capture again.

king_can_jump(Board, Side, Taken, Square) :-
    \+ \+ king_jump_line(Board, Side, Square, Taken, _, _).


                 /*******************************
                 *          MAJORITY RULE       *
                 *******************************/

%!  majority(+Position, +Captures, -Moves) is det.
%
%   Majority rule: the player must play a capture that takes the
%   largest number of pieces; men and kings count the same.  Among the
%   moves tied for the best, the player chooses freely.  Without the
%   rule, every capture is legal.

majority(Position, Captures, Moves) :-
    rule_is(Position, majority_capture, true),
    !,
    map_list_to_pairs(capture_worth(Position), Captures, Pairs),
    pairs_keys(Pairs, Worths),
    max_member(Best, Worths),
    findall(Move, member(Best-Move, Pairs), Moves).
majority(_, Captures, Captures).

%!  capture_worth(+Position, +Capture, -Worth) is det.
%
%   Worth compares captures by the standard order of terms, greater
%   being better.  It is the number of pieces taken, or, with
%   rule(king_capture_preference, true), worth(Pieces, ByKing, Kings):
%   the number of pieces taken, then 1 for a capture made by a king (0
%   by a man), then the number of kings taken.

capture_worth(Position, move(_, Captured), Pieces) :-
    rule_is(Position, king_capture_preference, false),
    !,
    length(Captured, Pieces).
capture_worth(Position, move([From|_], Captured),
              worth(Pieces, ByKing, Kings)) :-
    length(Captured, Pieces),
    (   occupant(Position, From, king(_))
    ->  ByKing = 1
    ;   ByKing = 0
    ),
    include(is_king_on(Position), Captured, KingsTaken),
    length(KingsTaken, Kings).

is_king_on(Position, Square) :-
    occupant(Position, Square, king(_)).


                 /*******************************
                 *          MAKING MOVES        *
                 *******************************/

%!  reference_make_move(+Position, +Move, -NewPosition) is det.
%
%   NewPosition is Position after the legal Move: the piece goes from
%   its start square to its last landing square, the captured pieces
%   are removed (only now, at the end of the move), a man that ends its
%   move on its far row is crowned, and the other side is to move.
%   With rule(crown_during_capture, true) a man that landed on its far
%   row anywhere in the move is crowned.

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
    (   rule_is(Position, crown_during_capture, true)
    ->  member(Square, Landings)
    ;   last(Landings, Square)
    ).

other_side_to_move(position(V, Side, W, B, K), position(V, Other, W, B, K)) :-
    opponent(Side, Other).


                 /*******************************
                 *             PERFT            *
                 *******************************/

%!  reference_perft(+Position, +Depth, -Count) is det.
%
%   Count is the number of move sequences of Depth moves (plies) from
%   Position: the leaves of the game tree Depth plies deep.  Depth 0
%   counts Position itself.
%
%   @error type_error(nonneg, Depth) unless Depth is a non-negative
%   integer.

reference_perft(Position, Depth, Count) :-
    must_be(nonneg, Depth),
    perft(Depth, Position, Count).

perft(0, _, 1) :-
    !.
perft(1, Position, Count) :-
    !,
    legal_moves(Position, Moves),
    length(Moves, Count).
perft(Depth, Position, Count) :-
    Depth1 is Depth - 1,
    legal_moves(Position, Moves),
    foldl(add_subtree(Depth1, Position), Moves, 0, Count).

add_subtree(Depth, Position, Move, Count0, Count) :-
    reference_make_move(Position, Move, Next),
    perft(Depth, Next, Subtree),
    Count is Count0 + Subtree.
