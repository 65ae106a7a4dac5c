:- module(damas_lesson_check,
          [ lesson_compare/5            % +Positions, :Student, :Reference, +Options, -Words
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module('../../damas', [side_to_move/2, piece_at/3, legal_moves/2,
                              position_fen/3, canonical_position/2]).

/** <module> A lesson's exercise compared with its reference

The comparison behind lesson_check/4 of library(damas/web/console_library),
which runs in the web console's child process: a student's predicate and
the lesson's reference are called on the same arguments, position after
position, and the first position where their results differ is the
verdict.  Both are goals the sandbox has checked (they are the
meta-arguments of lesson_check/4); nothing here runs any other goal.

The predicates compared take a position first and give their result
last; between them come the arguments the option arguments(Kind) says,
one call for each of them:

  - `none`: Name(Position, Result);
  - `own_pieces`, `own_men`, `own_kings`: Name(Position, Square, Result),
    for each square (a number) holding a piece, a man or a king of the
    side to move;
  - `legal_moves`: Name(Position, Move, Result), for each legal move.

Option compare(How) says when two results agree: `exact` (the default:
the same term), `sorted` (the same list after msort/2) or `set` (the
same list after sort/2).  Option answers(first) (the default) compares
the first answers, a failure being an answer too; answers(all) the
lists of all answers, sorted.
*/

:- meta_predicate lesson_compare(+, :, :, +, -).

%!  lesson_compare(+Positions, :Student, :Reference, +Options, -Words) is det.
%
%   Words is a dict of the verdict, in strings a page shows:
%   `{verdict: "passed", count: N}` when Student and Reference (each
%   Name/Arity) agree on every call on Positions, else `{verdict:
%   "differs", index: I, fen: F, variant: V, call: C, yours: Y,
%   expected: E}` for the I-th position, the first where they do not:
%   C the call (as `man_steps(P, 22, R)`), Y and E the results; and
%   `square` when the call asks about a square.
%
%   @error domain_error(lesson_arguments, Kind) and
%   domain_error(lesson_compare, How) for unknown options;
%   domain_error(lesson_arity, Name/Arity) when an arity does not fit
%   the arguments.

lesson_compare(Positions, Student, Reference, Options, Words) :-
    option(arguments(Kind), Options, none),
    must_be(oneof([none, own_pieces, own_men, own_kings, legal_moves]), Kind),
    option(compare(How), Options, exact),
    must_be(oneof([exact, sorted, set]), How),
    option(answers(Answers), Options, first),
    must_be(oneof([first, all]), Answers),
    inputs_arity(Kind, Arity),
    goal_of(Student, Arity, StudentGoal),
    goal_of(Reference, Arity, ReferenceGoal),
    length(Positions, Count),
    (   nth1(Index, Positions, Position),
        call_inputs(Kind, Position, Inputs),
        outcome(StudentGoal, Position, Inputs, Answers, How, Yours),
        outcome(ReferenceGoal, Position, Inputs, Answers, How, Expected),
        Yours \=@= Expected
    ->  difference(Index, Position, StudentGoal, Inputs, Answers, Yours, Expected, Words)
    ;   Words = _{verdict: "passed", count: Count}
    ).

inputs_arity(none, 2) :- !.
inputs_arity(_, 3).

goal_of(Module:Name/Arity, Wanted, Module:Name/Arity) :-
    atom(Name), integer(Arity),
    !,
    (   Arity =:= Wanted
    ->  true
    ;   domain_error(lesson_arity, Name/Arity)
    ).
goal_of(_:Spec, _, _) :-
    type_error(predicate_indicator, Spec).

call_inputs(none, _, []).
call_inputs(own_pieces, Position, [Square]) :-
    side_to_move(Position, Side),
    piece_at(Position, Square, Piece),
    Piece \== empty,
    arg(1, Piece, Side).
call_inputs(own_men, Position, [Square]) :-
    side_to_move(Position, Side),
    piece_at(Position, Square, man(Side)).
call_inputs(own_kings, Position, [Square]) :-
    side_to_move(Position, Side),
    piece_at(Position, Square, king(Side)).
call_inputs(legal_moves, Position, [Move]) :-
    legal_moves(Position, Moves),
    member(Move, Moves).

%   outcome(+Spec, +Position, +Inputs, +Answers, +How, -Outcome):
%   answer(Result), answers(Results), false or error(Text).

outcome(Module:Name/_, Position, Inputs, Answers, How, Outcome) :-
    append([Position|Inputs], [Result], Arguments),
    Goal =.. [Name|Arguments],
    (   Answers == first
    ->  catch(( call(Module:Goal)
              ->  normal(How, Result, Outcome)
              ;   Outcome = false
              ),
              Error, error_outcome(Error, Outcome))
    ;   catch(( findall(Result, call(Module:Goal), Results0),
                msort(Results0, Results),
                Outcome = answers(Results)
              ),
              Error, error_outcome(Error, Outcome))
    ).

%   A time limit is not a result: it ends the check.

error_outcome(Error, _) :-
    Error == time_limit_exceeded,
    !,
    throw(Error).
error_outcome(Error, error(Text)) :-
    (   catch(message_lines_text(Error, Text), _, fail)
    ->  true
    ;   Text = "an error"
    ).

message_lines_text(Error, Text) :-
    '$messages':translate_message(Error, Lines, []),
    with_output_to(string(Text0), print_message_lines(current_output, '', Lines)),
    split_string(Text0, "", "\n ", [Text]).

normal(exact, Result, answer(Result)).
normal(sorted, Result, answer(Sorted)) :-
    (   is_list(Result) -> msort(Result, Sorted) ; Sorted = Result ).
normal(set, Result, answer(Set)) :-
    (   is_list(Result) -> sort(Result, Set) ; Set = Result ).

difference(Index, Position0, _:Name/_, Inputs, Answers, Yours, Expected, Words) :-
    canonical_position(Position0, Position),
    Position = position(Variant, _, _, _, _),
    position_fen(Position, Fen0, [ranges(true)]),
    atom_string(Fen0, Fen),
    atom_string(Variant, VariantText),
    maplist(input_text, Inputs, InputTexts),
    append([["P"], InputTexts, ["R"]], Parts),
    atomic_list_concat(Parts, ', ', ArgumentsText),
    format(string(Call), "~q(~w)", [Name, ArgumentsText]),
    outcome_text(Answers, Yours, YoursText),
    outcome_text(Answers, Expected, ExpectedText),
    Words0 = _{verdict: "differs", index: Index, fen: Fen, variant: VariantText,
               call: Call, yours: YoursText, expected: ExpectedText},
    % The square asked about, for the page to mark on the board.
    (   Inputs = [Square], integer(Square)
    ->  Words = Words0.put(square, Square)
    ;   Words = Words0
    ).

input_text(Input, Text) :-
    format(string(Text), "~q", [Input]).

outcome_text(_, answer(R), Text) :-
    format(string(Text), "R = ~W", [R, [quoted(true), max_depth(30), spacing(next_argument)]]).
outcome_text(_, answers(Rs), Text) :-
    format(string(Text), "all answers R: ~W",
           [Rs, [quoted(true), max_depth(30), spacing(next_argument)]]).
outcome_text(_, false, "false").
outcome_text(_, error(Message), Text) :-
    string_concat("error: ", Message, Text).
