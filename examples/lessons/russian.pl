/*  Lesson: Russian draughts from Brazilian draughts, in two facts.

    The web board's page of examples/lesson_russian.pl, at
    /lesson/russian (library(damas/web/lessons) describes this file's
    facts).  The console runs the shipped variants, so the variant the
    script makes of two rule facts is shown here as the shipped
    kb/draughts/russian.pl, which states the same two rules.
*/

title("Russian draughts in two facts").
summary("Russian and Brazilian draughts differ in two rule facts: no majority rule, and crowning in passing.").
variant(russian).

section("Two rules apart",
"Russian and Brazilian draughts share their board, their men and their flying kings. They differ in two rules:

- no majority rule: among several captures the player chooses, `rule(majority_capture, false)`;
- crowning in passing: a man that reaches the far row in the middle of a capture is crowned at once and goes on capturing as a king, `rule(crown_during_capture, true)`.

A variant that states these two facts and asks `kb_brazilian` for everything else is Russian draughts, and the C engine plays it as fast as a shipped variant (run `swipl examples/lesson_russian.pl` to see it made).").

section("1. The first rule: the player chooses",
"White can take one piece with the man on e1 or two with the man on c3. Brazilian draughts leaves one move; Russian draughts both.").

board("W:W22,31:B11,18,27", [caption("White to move (Russian)")]).

query("shown(P), legal_moves(P, Moves)", [caption("Russian: both captures.")]).

query("fen_position(\"W:W22,31:B11,18,27\", P, [variant(brazilian)]), legal_moves(P, Moves)",
      [caption("Brazilian: the capture of two only.")]).

section("2. The second rule: crowned in passing",
"The man on b6 takes c7 and lands on d8, its far row. In Brazilian draughts it stops there, still a man. Crowned in passing, it goes on as a king over e7 and f6 to take g5.").

board("W:W9:B6,16", [caption("White to move (Russian)")]).

query("shown(P), legal_moves(P, [M]), make_move(P, M, After), piece_at(After, 20, Piece)",
      [caption("The piece that lands on h4 (20) is a king.")]).

section("3. Counting moves from the start",
"Perft counts the move sequences of each length from the start. Where the two rules never come into play the counts are those of Brazilian draughts; from depth 5 on they differ. The published Russian counts are 7, 49, 302, 1469, 7482, 37986.").

query("initial_position(russian, P), between(1, 6, Depth), perft(P, Depth, Count)",
      [caption("Ask Next for each depth.")]).

query("initial_position(brazilian, P), perft(P, 5, Count)",
      [caption("Brazilian draughts at depth 5.")]).

section("Exercise: the majority rule by hand",
"Without the majority rule, a Russian position may offer captures of different sizes. Write the predicate that keeps only the moves Brazilian draughts would allow among them: those that take the most pieces. It is compared with the teacher's solution on 500 positions of random Russian games.").

exercise(majority_moves,
         [ predicate(majority_moves/2),
           statement("Write `majority_moves(+Position, -Moves)`: Moves are the legal moves of Position that take the most pieces (all of them when none captures), in any order."),
           starter("majority_moves(Position, Moves) :-
    legal_moves(Position, All),
    Moves = All.   % keep the moves that take the most pieces
"),
           reference(majority_moves/2),
           compare(sorted),
           positions(500)
         ]).

solution:majority_moves(Position, Moves) :-
    legal_moves(Position, All),
    findall(N, ( member(M, All), move_captures(M, C), length(C, N) ), Ns),
    (   max_list(Ns, Most) -> true ; Most = 0 ),
    findall(M, ( member(M, All), move_captures(M, C), length(C, Most) ), Moves).
