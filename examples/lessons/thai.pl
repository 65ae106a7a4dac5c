/*  Lesson: Thai draughts, one rule at a time.

    The web board's page of examples/lesson_thai.pl, at /lesson/thai
    (library(damas/web/lessons) describes this file's facts).  The
    variants the script makes a rule at a time are shown here by the
    shipped kb/draughts/thai.pl, which states all of them.
*/

title("Thai draughts, one rule at a time").
summary("Kings that land behind the piece they take, pieces that leave at once, eight men a side.").
variant(thai).

section("What Thai draughts changes",
"Thai draughts (mak-hot) plays on the board of Brazilian draughts, but its kings and its captures work differently:

- a king that takes a piece lands on the square directly behind it, `rule(king_landing, behind_piece)`;
- a piece taken leaves the board at once, so its square is free to cross during the rest of the capture, `rule(captured_pieces_block, false)`;
- men capture only forward, each side has 8 men on two rows, and there is no majority rule.").

section("1. Kings land directly behind",
"The white king on a1 takes the man on d4. In Brazilian draughts it may land on e5, f6, g7 or h8, but only from f6 can it go on, taking e7, so it must land there. Landing directly behind d4, on e5, it has nothing more to take.").

board("W:WK29:B7,18", [variant(brazilian), caption("Brazilian rules")]).

query("shown(P), legal_moves(P, Moves)", [caption("Brazilian: one move, two pieces.")]).

board("W:WK29:B7,18", [caption("Thai rules")]).

query("shown(P), legal_moves(P, Moves)", [caption("Thai: the king lands on e5.")]).

section("2. A piece taken leaves at once",
"The white king on c5 can take b6 and land on a7; from there the only way on is back over b6 again, to take d4 and then d2. In Brazilian draughts b6 stays on the board until the move ends and blocks that way.").

board("W:WK14:B9,13,18,26", [variant(brazilian), caption("Brazilian rules")]).

query("shown(P), legal_moves(P, Moves)", [caption("Brazilian draughts.")]).

board("W:WK14:B9,13,18,26", [caption("Thai rules")]).

query("shown(P), legal_moves(P, Moves)", [caption("Thai draughts.")]).

section("3. The whole game",
"Eight men each, on two rows. Counted from the start by the C engine.").

query("initial_position(thai, P), between(1, 5, Depth), perft(P, Depth, Count)",
      [caption("Ask Next for each depth.")]).

section("Exercise: who can capture",
"Write the predicate that finds the pieces that can capture. It is compared with the teacher's solution on 300 positions of random Thai games.").

exercise(capturing_pieces,
         [ predicate(capturing_pieces/2),
           statement("Write `capturing_pieces(+Position, -Squares)`: Squares are the squares (numbers) of the pieces of the side to move that can capture, in ascending order, without repeats ([] when none can)."),
           starter("capturing_pieces(Position, Squares) :-
    findall(From, legal_move(Position, _), Squares).   % only captures, and their squares
"),
           reference(capturing_pieces/2),
           positions(300)
         ]).

solution:capturing_pieces(Position, Squares) :-
    findall(From, ( legal_move(Position, M), move_is_capture(M), move_from(M, From) ), Froms),
    sort(Froms, Squares).
