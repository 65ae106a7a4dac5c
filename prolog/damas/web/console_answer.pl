:- module(damas_console_answer,
          [ console_answer_text/3,      % +Module, +Bindings, -Text
            console_answer_positions/2, % +Bindings, -Positions
            console_error_message/3,    % +Error, +Limits, -Message
            console_syntax_message/3    % +Error, +Text, -Message
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module('../../damas', [canonical_position/2, position_fen/2]).
:- use_module(console_variants, [console_variant/1]).

/** <module> A console answer as the SWI-Prolog toplevel writes it

The text of an answer of the web console is made by the toplevel's own
code (the modules '$toplevel' and '$messages' of SWI-Prolog 9.0.4): the
bindings in the order of the query, variables bound to each other
written `X = Y`, fresh variables named `_A`, `_B`, ..., residual goals
(freeze/2, dif/2, constraints) after the bindings, each value written
with the flag `answer_write_options` (quoted, portrayed, at most 10
deep), so that a student reads what `swipl` would print, and a term
nested thousands deep is written short.  The text has no final `.` or
`;`: the page adds it, as it knows whether the student asked for more.

Errors are said in words: those of the console's limits and checks,
and the rest as SWI-Prolog's own messages.
*/

%!  console_answer_text(+Module, +Bindings, -Text) is det.
%
%   Text is the answer of a query of Module, whose variables are
%   Bindings (Name = Var, in the order of the query), as the toplevel
%   writes it, or "true" when it shows no binding.

console_answer_text(Module, Bindings0, Text) :-
    findall(Text0, answer_text(Module, Bindings0, Text0), [Text1]),
    shortened(Text1, 20000, Text).

%   An answer is at most 20,000 characters: terms are written at most
%   10 deep, but an atom or a string may be megabytes long.

shortened(Text0, Max, Text) :-
    string_length(Text0, Length),
    (   Length =< Max
    ->  Text = Text0
    ;   sub_string(Text0, 0, Max, _, Start),
        string_concat(Start, "…", Text)
    ).

answer_text(Module, Bindings0, Text) :-
    term_attvars(Bindings0, AttVars),
    '$toplevel':translate_bindings(Bindings0, Bindings, AttVars, Module:Residuals),
    '$toplevel':name_vars(Bindings, Residuals, true),
    phrase('$messages':translate_message(query(yes(Bindings, true, Residuals))), Lines),
    with_output_to(string(Text0), print_message_lines(current_output, '', Lines)),
    answer_trimmed(Text0, Text).

%   Without the full stop and the empty line the toplevel ends with.

answer_trimmed(Text0, Text) :-
    split_string(Text0, "", "\n ", [Text1]),
    (   string_concat(Text2, ".", Text1)
    ->  Text = Text2
    ;   Text = Text1
    ).

%!  console_answer_positions(+Bindings, -Positions) is det.
%
%   Positions are the Name-(Variant-Fen) pairs of the bindings whose
%   value is a position of a variant the console offers (the page draws
%   them), Fen its FEN string; the first eight of them.

console_answer_positions(Bindings, Positions) :-
    foldl(answer_position, Bindings, Positions0, []),
    length(Positions0, N),
    Keep is min(N, 8),
    length(Positions, Keep),
    append(Positions, _, Positions0).

answer_position(Name = Value) -->
    (   { shown_position(Value, Position),
          Position = position(Variant, _, _, _, _),
          catch(position_fen(Position, Fen0), error(_, _), fail)
        }
    ->  { atom_string(Fen0, Fen) },
        [Name-(Variant-Fen)]
    ;   []
    ).

shown_position(Value, Position) :-
    compound(Value),
    (   Value = position(Variant, _, _, _, _)
    ;   Value = fen(Variant, _)
    ),
    atom(Variant),
    console_variant(Variant),
    catch(canonical_position(Value, Position), error(_, _), fail).


                 /*******************************
                 *            ERRORS            *
                 *******************************/

%!  console_error_message(+Error, +Limits, -Message) is det.
%
%   Message says Error in words.  Limits is the dict of the console's
%   limits (`seconds`, `output`), which some messages name.

console_error_message(Error, Limits, Message) :-
    (   catch(error_words(Error, Limits, Message0), _, fail)
    ->  Message = Message0
    ;   catch(message_to_codes(Error, Message0), _, fail)
    ->  Message = Message0
    ;   Message = "The query raised an error."
    ).

%   A message is at most 2,000 characters; an error term nested deeper
%   than the message could print is not printed (SWI-Prolog 9.0.4 may
%   abort writing it).

message_to_codes(Error, Message) :-
    (   deeper_than(Error, 200)
    ->  Message = "The query raised an error whose term is nested too deep to show."
    ;   message_to_string(Error, Message0),
        string(Message0),
        shortened(Message0, 2000, Message)
    ).

deeper_than(Term, Depth) :-
    compound(Term),
    (   Depth =< 0
    ->  true
    ;   Depth1 is Depth - 1,
        arg(_, Term, Arg),
        deeper_than(Arg, Depth1)
    ),
    !.

message_to_string(Term, String) :-
    translate_message(Term, Lines),
    with_output_to(string(String),
                   print_message_lines(current_output, '', Lines)).

translate_message(Term, Lines) :-
    phrase(prolog:message(Term), Lines), !.
translate_message(Term, Lines) :-
    phrase('$messages':translate_message(Term), Lines).

error_words(time_limit_exceeded, Limits, Message) :-
    format(string(Message),
           "The query gave no answer within ~w seconds: it was stopped.", [Limits.seconds]).
error_words(error(permission_error(call, sandboxed, Goal), _), _, Message) :-
    strip_module(Goal, _, Plain),
    compound(Plain),
    compound_name_arguments(Plain, Name, [_|_]),
    memberchk(Name, [assert, asserta, assertz, retract, retractall, abolish]),
    !,
    format(string(Message),
           "The console does not run ~W: a query may assert and retract facts of its own predicates only (declare them dynamic in the program: \":- dynamic seen/1.\"), not rules, nor the library's or the system's.",
           [Plain, [max_depth(6), quoted(true)]]).
error_words(error(permission_error(call, sandboxed, put_attr/3), _), _,
            "The console does not run put_attr/3 but for an attribute of the program's own module: the attribute hooks of another module are not checked.") :-
    !.
error_words(error(permission_error(call, sandboxed, Goal), Context), _, Message) :-
    (   Context = sandbox(_, Parents),
        is_list(Parents),
        last(Parents, Asked)
    ->  goal_name(Asked, Name),
        goal_name(Goal, Called),
        format(string(Through), " (it calls ~w)", [Called])
    ;   goal_name(Goal, Name),
        Through = ""
    ),
    format(string(Message),
           "The console does not run ~w~w: it could change the server or reach its files. A query may call plain Prolog and the library's predicates that compute, not the library's modules directly, and load only libraries of plain Prolog (lists, apply, aggregate, clpfd, ...).",
           [Name, Through]).
error_words(error(permission_error(Action, Type, Culprit), _), _, Message) :-
    sandbox_refusal(Action, Type),
    format(string(Message),
           "The console does not allow that: ~w of ~w ~W.",
           [Action, Type, Culprit, [max_depth(6), quoted(true)]]).
error_words(error(permission_error(use, damas_console_variant, Variant), _), _, Message) :-
    findall(V, console_variant(V), Vs),
    atomic_list_concat(Vs, ', ', Names),
    format(string(Message), "The console plays the shipped variants and the server's own only (~w), not ~W.",
           [Names, Variant, [max_depth(6), quoted(true)]]).
error_words(error(permission_error(use, damas_console_option, Option), _), _, Message) :-
    format(string(Message),
           "The console does not take the option ~W (no progress/1, context/1, more than one thread or more than 16 MB of table).",
           [Option, [max_depth(6), quoted(true)]]).
error_words(error(existence_error(procedure, Missing), _), _, Message) :-
    (   Missing = _:Head,
        callable(Head)
    ->  functor(Head, F, A)
    ;   Missing = _:F/A
    ->  true
    ;   Missing = F/A
    ),
    format(string(Message),
           "There is no predicate ~q: define it in the program, or check its name and number of arguments (a predicate that a query asserts must be declared dynamic in the program).",
           [F/A]).
error_words(error(resource_error(damas_console_output), _), Limits, Message) :-
    !,
    format(string(Message), "The query printed more than ~D characters: it was stopped.",
           [Limits.output]).
error_words(error(resource_error(Resource), _), _, Message) :-
    memory_resource(Resource),
    current_prolog_flag(stack_limit, Bytes),
    MB is Bytes // (1024 * 1024),
    format(string(Message),
           "The query needed more than the ~w MB of memory a query may use: it was stopped (an endless recursion, or a list that grows without end?).",
           [MB]).
error_words(error(resource_error(program_space), _), _,
            "The program and what the query asserts take more than the 8 MB a query may use.").
error_words(error(instantiation_error, sandbox(_, _)), _,
            "The console cannot check a goal that is only known when the query runs (call(G) with G unbound, or a goal built with =..): write the goal out.").
error_words(unwind(abort), _, "The query was stopped.").
error_words('$aborted', _, "The query was stopped.").

%   A goal is named with its module when that is a module of a file
%   (damas:legal_moves/2), not the query's own nor the system.

goal_name(Goal, Name) :-
    strip_module(Goal, Module, Plain),
    (   Plain = F/A,
        atom(F), integer(A)
    ->  format(string(Name), "~q", [F/A])
    ;   callable(Plain)
    ->  functor(Plain, F, A),
        (   Goal = Module:_,
            module_property(Module, file(_)),
            \+ module_property(Module, class(system))
        ->  format(string(Name), "~q", [Module:F/A])
        ;   format(string(Name), "~q", [F/A])
        )
    ;   format(string(Name), "~W", [Plain, [max_depth(4), quoted(true)]])
    ).

sandbox_refusal(modify, static_procedure).
sandbox_refusal(modify, static_module).
sandbox_refusal(_, sandboxed).

memory_resource(memory).
memory_resource(stack).
memory_resource(stack_overflow).
memory_resource(table_space).
memory_resource(Resource) :-
    atom(Resource),
    sub_atom(Resource, _, _, 0, '_stack').

%!  console_syntax_message(+Error, +Text, -Message) is semidet.
%
%   Message says the syntax error Error of the student's Text (a query
%   or a program) as the toplevel does: what is wrong, and the text cut
%   where it is wrong, without anything the console wrapped around it.

console_syntax_message(error(syntax_error(What), Context), Text, Message) :-
    syntax_what(What, Words),
    (   syntax_position(Context, Position),
        string_length(Text, Length),
        Position =< Length
    ->  sub_string(Text, 0, Position, _, Before),
        sub_string(Text, Position, _, 0, After),
        line_of(Before, Line),
        (   Line > 1
        ->  format(string(Where), " (line ~d)", [Line])
        ;   Where = ""
        ),
        format(string(Message), "Syntax error: ~w~w:~n~s~n** here **~n~s",
               [Words, Where, Before, After])
    ;   format(string(Message), "Syntax error: ~w", [Words])
    ).

syntax_what(What, Words) :-
    (   catch(message_to_string(error(syntax_error(What), _), Words0), _, fail)
    ->  split_string(Words0, "\n", " ", [First|_]),
        (   string_concat("Syntax error: ", Words, First)
        ->  true
        ;   Words = First
        )
    ;   format(string(Words), "~w", [What])
    ).

syntax_position(string(_, Position), Position) :- integer(Position).
syntax_position(stream(_, _, _, Position), Position) :- integer(Position).
syntax_position(file(_, _, _, Position), Position) :- integer(Position).

line_of(Before, Line) :-
    split_string(Before, "\n", "", Parts),
    length(Parts, Line).
