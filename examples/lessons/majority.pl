/*  Lesson: changing the rules of draughts in Prolog.

    The web board's page of examples/lesson_majority.pl: the same
    positions and rules, as a page a student works through at
    /lesson/majority (library(damas/web/lessons) describes this file's
    facts).  The variants made here by rule facts are the shipped
    Brazilian and Russian draughts, which differ in the rules this
    lesson is about.
*/

title("Changing the rules of draughts").
summary("The majority rule, one rule fact that changes the game, and a first predicate about men.").
variant(brazilian).

section("The rules are a knowledge base",
"The rules of Brazilian draughts are written in Prolog, in `prolog/damas/reference.pl`. They never name a board or a rule value: they ask a module we call a **variant** five questions:

- `casa(File, Rank, Colour, Square)`: the squares and their numbers
- `movepeca(From, To, Side)`: a man of Side steps From -> To
- `comepeca(From, Over, To)`: a man jumps From over Over to To
- `diagonal(From, Direction, To)`: the next square along a diagonal
- `rule(Name, Value)`: the rule switches

To change the game we do not touch the rules: we write another variant. The board is numbered as in Brazilian books, 1-32 from Black's side (b8 = 1, a1 = 29).").

section("1. Capture the most pieces",
"White can take one piece with the man on e1 (31x24, over f2) or two with the man on c3 (22x15x8, over d4 and f6). The **majority rule** of Brazilian draughts allows only the capture of two.").

board("W:W22,31:B11,18,27", [caption("White to move")]).

query("shown(P), legal_moves(P, Moves)",
      [caption("The legal moves of the board above: one move, it takes two pieces.")]).

section("2. One rule fact changed",
"The variant `free_capture` of `examples/lesson_majority.pl` is Brazilian draughts with one more fact, `rule(majority_capture, false)`: then both captures are legal. Russian draughts states the same fact, so the same pieces under the Russian rules show it.").

board("W:W22,31:B11,18,27", [variant(russian), caption("The same pieces, Russian rules")]).

query("shown(P), legal_moves(P, Moves)",
      [caption("Both captures are legal without the majority rule.")]).

query("fen_position(\"W:W22,31:B11,18,27\", P, [variant(russian)]), legal_move(P, M), move_captures(M, Taken)",
      [caption("Each capture and the pieces it takes (ask Next for the second).")]).

section("3. Rules given by a clause: men capture only forward",
"The white man on d4 can capture backward, over e3 to f2 and on over g3 to h4 (two pieces), or forward over c5 to b6 (one piece). In Brazilian draughts the majority rule chooses the backward capture. The variant `forward_men` of the script states its rules by a clause, every rule as in Brazilian but `changed(men_capture_backward, false)`: then the forward capture is all that is left. Czech draughts is such a game, on the same board.").

board("W:W18:B14,23,24", [caption("White to move: Brazilian rules")]).

query("shown(P), legal_moves(P, Moves)", [caption("Brazilian: d4xf2xh4, two pieces.")]).

board("W:W18:B14,23,24", [variant(czech), caption("The same, men capture only forward")]).

query("shown(P), legal_moves(P, Moves)", [caption("Men capture only forward: d4xb6.")]).

section("4. Crowning in passing",
"The white man on b6 takes c7 and lands on d8, its far row. In Brazilian draughts it is still a man there: it stops, and is crowned when the move ends. With `rule(crown_during_capture, true)` (as in Russian draughts) it goes on as a king over e7 and f6 to take g5.").

board("W:W9:B6,16", [caption("White to move: Brazilian rules")]).

query("shown(P), legal_moves(P, Moves)", [caption("Brazilian: b6xd8 only.")]).

board("W:W9:B6,16", [variant(russian), caption("The same, crowned in passing")]).

query("shown(P), legal_moves(P, [M]), make_move(P, M, After)",
      [caption("Russian: 9x2x20, and the piece on h4 is a king.")]).

section("Exercise: the steps of a man",
"A man steps one square diagonally forward, onto an empty square. Write the predicate below, using `side_to_move/2`, `piece_at/3` and `square_name/2` (a square's name, such as `c3`, gives its file and rank). Your predicate is compared with the engine's `piece_reach/3` on 500 positions of random games, for every man of the side to move.").

exercise(man_steps,
         [ predicate(man_steps/3),
           statement("Write `man_steps(+Position, +Square, -Steps)`: Steps are the empty squares (numbers) the man on Square can step to, in any order."),
           starter("% man_steps(+Position, +Square, -Steps)
man_steps(Position, Square, Steps) :-
    side_to_move(Position, Side),
    findall(To, man_step(Position, Side, Square, To), Steps).

% One step: a diagonal neighbour, forward for Side, and empty.
man_step(Position, Side, From, To) :-
    square_name(From, Name),
    atom_chars(Name, [File, Rank]),
    fail.   % complete this clause
"),
           reference(piece_reach/3),
           arguments(own_men),
           compare(set),
           positions(500)
         ]).

section("Exercise: how many pieces a capture takes",
"Under the majority rule every legal move takes the same number of pieces, the most any capture can take. Write `capture_count/2`; it is compared with the teacher's solution on 500 positions.").

exercise(capture_count,
         [ predicate(capture_count/2),
           statement("Write `capture_count(+Position, -N)`: N is the number of pieces the moves of the side to move take (0 when no capture is possible)."),
           starter("capture_count(Position, N) :-
    legal_moves(Position, Moves),
    N = 0.   % count the pieces one of the Moves takes
"),
           reference(capture_count/2),
           positions(500)
         ]).

solution:capture_count(Position, N) :-
    legal_moves(Position, [Move|_]),
    !,
    move_captures(Move, Taken),
    length(Taken, N).
solution:capture_count(_, 0).
