/*  Writes kb/eximo/eximo.pl, the board relations of Eximo, from its geometry:

        swipl kb/eximo/generate.pl > kb/eximo/eximo.pl

    (the output goes to standard output: swipl would load an argument
    ending in .pl as one more script).  tests/prolog/test_eximo.pl checks
    that the file equals a fresh generation (write_kb/1), so the facts and
    this description cannot drift apart.
*/

:- module(generate_eximo, [write_kb/1]).

:- if(( current_prolog_flag(associated_file, Script),
        prolog_load_context(source, Script) )).
:- initialization(main, main).
:- endif.

main :-
    write_kb(user_output).

%!  write_kb(+Out) is det.
%
%   Writes the text of kb/eximo/eximo.pl on the stream Out.

write_kb(Out) :-
    format(Out, "~s", [
"% kb/eximo/eximo.pl: the board and the piece relations of Eximo, as facts.
%
% GENERATED FILE, do not edit.  Regenerate with:
%     swipl kb/eximo/generate.pl > kb/eximo/eximo.pl
% tests/prolog/test_eximo.pl checks that it equals a fresh generation.
%
% Files a..h are 1..8 from White's left, ranks 1..8 from White's side;
% every one of the 64 squares is played.  Square number = (Rank-1)*8 + File,
% so a1 is 1, h1 is 8, a8 is 57 and h8 is 64.  White moves up the board,
% Black down; docs/eximo.md gives the rules these relations serve.

:- module(eximo_kb,
          [ square/4, step/3, jump/4, capture/4,
            start/2, drop_zone/2, far_row/2, first_player/1 ]).

"]),
    section(Out, "square(?Name, ?File, ?Rank, ?Number)",
            "The board has the square Name at (File, Rank), numbered Number.",
            square_fact),
    section(Out, "step(?Side, ?From, ?To)",
            "A piece of Side moves from From to the adjacent To: forward or\n%  diagonally forward.",
            step_fact),
    section(Out, "jump(?Side, ?From, ?Over, ?To)",
            "A piece of Side on From jumps over a friendly piece on Over to To:\n%  forward or diagonally forward, two squares in a line.",
            jump_fact),
    section(Out, "capture(?Side, ?From, ?Over, ?To)",
            "A piece of Side on From captures an enemy piece on Over, landing\n%  on To: forward, diagonally forward, left or right.",
            capture_fact),
    section(Out, "start(?Side, ?Square)",
            "A piece of Side stands on Square in the initial position.",
            start_fact),
    section(Out, "drop_zone(?Side, ?Square)",
            "Side drops its freed pieces on Square: its own first two rows,\n%  files b..g.",
            drop_fact),
    section(Out, "far_row(?Side, ?Square)",
            "A piece of Side that reaches Square leaves the board and frees\n%  pieces to drop.",
            far_fact),
    section(Out, "first_player(?Side)",
            "Side makes the first move of a game.",
            first_fact).

section(Out, Head, Comment, Generator) :-
    format(Out, "%! ~w~n%~n%  ~w~n", [Head, Comment]),
    forall(call(Generator, Fact), portray_clause(Out, Fact)),
    nl(Out).

coordinate(F, R) :- between(1, 8, R), between(1, 8, F).

square_number(F, R, N) :- N is (R-1)*8 + F.

square_name(F, R, Name) :-
    C is 0'a + F - 1,
    format(atom(Name), "~c~d", [C, R]).

forward(white, 1).
forward(black, -1).

side(white).
side(black).

square_fact(square(Name, F, R, N)) :-
    coordinate(F, R), square_number(F, R, N), square_name(F, R, Name).

%   The directions as (file, rank) steps for White; Black's are mirrored.
move_direction(0, 1).
move_direction(-1, 1).
move_direction(1, 1).

capture_direction(DF, DR) :- move_direction(DF, DR).
capture_direction(-1, 0).
capture_direction(1, 0).

on_board(F, R) :- between(1, 8, F), between(1, 8, R).

line(Side, Directions, F, R, Length, Squares) :-
    side(Side),
    coordinate(F, R),
    call(Directions, DF, DR0),
    forward(Side, Sign),
    DR is DR0 * Sign,
    numlist(0, Length, Offsets),
    maplist(line_square(F, R, DF, DR), Offsets, Squares).

line_square(F, R, DF, DR, K, N) :-
    F1 is F + K*DF, R1 is R + K*DR,
    on_board(F1, R1),
    square_number(F1, R1, N).

step_fact(step(Side, From, To)) :-
    line(Side, move_direction, _, _, 1, [From, To]).
jump_fact(jump(Side, From, Over, To)) :-
    line(Side, move_direction, _, _, 2, [From, Over, To]).
capture_fact(capture(Side, From, Over, To)) :-
    line(Side, capture_direction, _, _, 2, [From, Over, To]).

own_rank(white, K, K).
own_rank(black, K, R) :- R is 9 - K.

start_fact(start(Side, N)) :-
    side(Side),
    (   member(K, [1, 2]), between(2, 7, F)
    ;   K = 3, member(F, [2, 3, 6, 7])
    ),
    own_rank(Side, K, R),
    square_number(F, R, N).

drop_fact(drop_zone(Side, N)) :-
    side(Side), member(K, [1, 2]), between(2, 7, F),
    own_rank(Side, K, R), square_number(F, R, N).

far_fact(far_row(Side, N)) :-
    side(Side), own_rank(Side, 8, R), between(1, 8, F), square_number(F, R, N).

first_fact(first_player(white)).
