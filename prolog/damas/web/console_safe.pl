:- module(damas_console_safe, []).
:- use_module(console_library).

/** <module> What the web console's sandbox lets a query call

The declarations that let library(sandbox) accept a query of the web
console (library(damas/web/console)) calling the predicates of
library(damas/web/console_library).  Each is declared safe whole, as a
primitive: the sandbox does not walk into them, and would refuse them
if it did, because they end in foreign predicates of the C engine,
which the sandbox refuses unless declared.  They are safe because they
only compute: no file, no flag, no database, no stream (the printing
predicates of the library are not among them), no thread, and no goal
of the caller's is ever called (console_library checks the variant and
the options first).  Nothing else of the library is declared: a query
that names damas:legal_moves/2 directly, or any other module's
predicate, is checked by the sandbox as any other goal.

library(sandbox) itself is not loaded here (see
library(damas/web/console)): it checks these declarations when it is
loaded, at the first query.
*/

:- multifile sandbox:safe_primitive/1.

sandbox:safe_primitive(damas_console_library:best_move(_, _)).
sandbox:safe_primitive(damas_console_library:best_move(_, _, _)).
sandbox:safe_primitive(damas_console_library:capture_threats(_, _, _)).
sandbox:safe_primitive(damas_console_library:evaluate(_, _)).
sandbox:safe_primitive(damas_console_library:evaluate(_, _, _)).
sandbox:safe_primitive(damas_console_library:evaluation_terms(_, _)).
sandbox:safe_primitive(damas_console_library:evaluation_terms(_, _, _)).
sandbox:safe_primitive(damas_console_library:fen_position(_, _)).
sandbox:safe_primitive(damas_console_library:fen_position(_, _, _)).
sandbox:safe_primitive(damas_console_library:initial_position(_)).
sandbox:safe_primitive(damas_console_library:initial_position(_, _)).
sandbox:safe_primitive(damas_console_library:legal_move(_, _)).
sandbox:safe_primitive(damas_console_library:legal_move(_, _, _)).
sandbox:safe_primitive(damas_console_library:legal_moves(_, _)).
sandbox:safe_primitive(damas_console_library:legal_moves(_, _, _)).
sandbox:safe_primitive(damas_console_library:make_move(_, _, _)).
sandbox:safe_primitive(damas_console_library:make_move(_, _, _, _)).
sandbox:safe_primitive(damas_console_library:move_captures(_, _)).
sandbox:safe_primitive(damas_console_library:move_from(_, _)).
sandbox:safe_primitive(damas_console_library:move_is_capture(_)).
sandbox:safe_primitive(damas_console_library:move_path(_, _)).
sandbox:safe_primitive(damas_console_library:move_text(_, _, _)).
sandbox:safe_primitive(damas_console_library:move_text(_, _, _, _)).
sandbox:safe_primitive(damas_console_library:move_to(_, _)).
sandbox:safe_primitive(damas_console_library:perft(_, _, _)).
sandbox:safe_primitive(damas_console_library:perft(_, _, _, _)).
sandbox:safe_primitive(damas_console_library:piece_at(_, _, _)).
sandbox:safe_primitive(damas_console_library:piece_attacks(_, _, _)).
sandbox:safe_primitive(damas_console_library:piece_captures(_, _, _)).
sandbox:safe_primitive(damas_console_library:piece_reach(_, _, _)).
sandbox:safe_primitive(damas_console_library:pieces_en_prise(_, _, _)).
sandbox:safe_primitive(damas_console_library:position_fen(_, _)).
sandbox:safe_primitive(damas_console_library:position_fen(_, _, _)).
sandbox:safe_primitive(damas_console_library:position_verdict(_, _)).
sandbox:safe_primitive(damas_console_library:search(_, _, _)).
sandbox:safe_primitive(damas_console_library:search_level(_, _)).
sandbox:safe_primitive(damas_console_library:shown(_)).
sandbox:safe_primitive(damas_console_library:side_to_move(_, _)).
sandbox:safe_primitive(damas_console_library:square_name(_, _)).
sandbox:safe_primitive(damas_console_library:square_name(_, _, _)).
sandbox:safe_primitive(damas_console_library:text_move(_, _, _)).

%   lesson_check/4 calls the student's predicate and the reference,
%   both named Name/Arity: the sandbox checks them as goals of the
%   query's module, and lesson_check/4 itself only draws positions and
%   compares (library(damas/web/lesson_check)).

:- multifile sandbox:safe_meta/2.

sandbox:safe_meta(damas_console_library:lesson_check(Student, Reference, _, _), [S, R]) :-
    lesson_goal(Student, S),
    lesson_goal(Reference, R).

lesson_goal(Spec, Goal) :-
    (   Spec = Module:Name/Arity
    ->  atom(Module),
        Goal = Module:Plain
    ;   Spec = Name/Arity,
        Goal = Plain
    ),
    atom(Name),
    integer(Arity),
    between(0, 8, Arity),
    functor(Plain, Name, Arity).
