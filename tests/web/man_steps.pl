% A right man_steps/3 for the majority lesson's exercise, written as a
% student would; tests/web/lesson.mjs and test_web_lesson.pl submit it.

man_steps(Position, Square, Steps) :-
    side_to_move(Position, Side),
    findall(To, man_step(Position, Side, Square, To), Steps).

man_step(Position, Side, From, To) :-
    square_name(From, Name),
    atom_chars(Name, [File, Rank]),
    atom_number(Rank, R0),
    (   Side == white -> R is R0 + 1 ; R is R0 - 1 ),
    member(Step, [-1, 1]),
    char_code(File, F0),
    F is F0 + Step,
    char_code(NewFile, F),
    atom_number(NewRank, R),
    atom_concat(NewFile, NewRank, NewName),
    catch(square_name(To, NewName), _, fail),
    piece_at(Position, To, empty).
