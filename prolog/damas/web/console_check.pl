:- module(damas_console_check,
          [ console_checked_goal/2,     % +Module, +Goal
            console_checked_program/2,  % +Module, +Terms
            console_library_directive/1 % +Directive
          ]).
:- use_module(library(lists)).
:- use_module(library(occurs)).
:- use_module(library(sandbox), [safe_goal/1]).

/** <module> What a console query and program may say, before they run

The checks the web console's child process (library(damas/web/
console_child)) makes of a student's query and program before either
runs, on top of library(sandbox)'s safe_goal/1.  They close what the
sandbox of SWI-Prolog 9.0.4 leaves open to a console shared by a class:

  - Attributes: put_attr/3 is accepted by the sandbox for any module
    whose attribute hooks it can check, and a module without hooks
    passes; but the system itself wakes the `freeze` attribute and
    calls its goal unchecked.  An attribute may be put only in the
    student's own module, whose hooks are the student's program, which
    the sandbox checks.  The check looks for the atom put_attr anywhere
    in the query or program, so that call(put_attr, X, freeze, G) is
    caught too; a goal built at run time is refused by the sandbox
    (it cannot check what it cannot see).
  - Libraries: a query or directive may load only the libraries of
    plain Prolog listed in allowed_library/1; nothing else, and no file
    by a path.
  - Modules: a query and the program may not name a module other than
    their own (Module:Goal or Goal@Module): the sandbox lets a goal call
    the facts of any module, and the library's modules are reached
    through library(damas/web/console_library) only.

Each refusal is the sandbox's own error term,
permission_error(call, sandboxed, Goal), so that the console says the
same words for it.
*/

%!  console_checked_goal(+Module, +Goal) is det.
%
%   Goal, a query to run in Module, passes the checks above and
%   library(sandbox)'s safe_goal/1 (which walks into the program's
%   clauses that Goal reaches).  The program's clauses are checked as
%   the student wrote them (console_checked_program/2), not as compiled:
%   a library's goal expansion (clpfd's) may name its own module.
%
%   @error permission_error(call, sandboxed, Culprit) for what is
%   refused; instantiation_error if the sandbox cannot tell what is
%   called.

console_checked_goal(Module, Goal) :-
    checked_term(Module, Goal),
    safe_goal(Module:Goal).

%!  console_checked_program(+Module, +Terms) is det.
%
%   Terms, the clauses and directives of a student's program read as
%   terms, pass the checks above; the directives themselves are then
%   checked by library(sandbox) as the program is loaded.
%
%   @error as console_checked_goal/2.

console_checked_program(Module, Terms) :-
    maplist(checked_term(Module), Terms).

checked_term(Own, Term) :-
    attributes_own(Own, Term),
    libraries_allowed(Term),
    own_modules_only(Own, Term).

refuse(Goal) :-
    throw(error(permission_error(call, sandboxed, Goal), sandbox(Goal, []))).


                 /*******************************
                 *          ATTRIBUTES          *
                 *******************************/

attributes_own(Own, Term) :-
    (   sub_term(Sub, Term),
        names_put_attr(Sub),
        \+ own_put_attr_only(Own, Term)
    ->  refuse(put_attr/3)
    ;   true
    ).

names_put_attr(Term) :-
    (   atom(Term)
    ->  Term == put_attr
    ;   compound(Term),
        compound_name_arity(Term, put_attr, _)
    ).

%   Every occurrence of the atom put_attr is the name of a call
%   put_attr(_, Own, _).

own_put_attr_only(Own, Term) :-
    (   var(Term)
    ->  true
    ;   Term == put_attr
    ->  fail
    ;   atomic(Term)
    ->  true
    ;   compound_name_arguments(Term, Name, Args),
        (   Name == put_attr
        ->  Args = [_, Module, Value],
            atom(Module), Module == Own,
            own_put_attr_only(Own, Value)
        ;   maplist(own_put_attr_only(Own), Args)
        )
    ).


                 /*******************************
                 *           LIBRARIES          *
                 *******************************/

%!  console_library_directive(+Directive) is semidet.
%
%   Directive loads libraries, each one that console_checked_program/2
%   allows.

console_library_directive(Directive) :-
    loading(Directive, Specs),
    Specs \== [],
    forall(member(Spec, Specs),
           ( nonvar(Spec), Spec = library(Name), atom(Name), allowed_library(Name) )).

libraries_allowed(Term) :-
    forall(( sub_term(Load, Term),
             loading(Load, Specs)
           ),
           forall(member(Spec, Specs), library_allowed(Load, Spec))).

loading(Load, Specs) :-
    compound(Load),
    compound_name_arguments(Load, Name, [Spec|_]),
    memberchk(Name, [use_module, ensure_loaded, load_files, consult, include,
                     reexport, autoload, use_foreign_library, load_foreign_library]),
    (   is_list(Spec)
    ->  Specs = Spec
    ;   Specs = [Spec]
    ).

library_allowed(Load, Spec) :-
    (   nonvar(Spec),
        Spec = library(Name),
        atom(Name),
        allowed_library(Name)
    ->  true
    ;   functor(Load, Name, Arity),
        refuse(Name/Arity)
    ).

%   Plain Prolog, computing only.

allowed_library(aggregate).
allowed_library(apply).
allowed_library(apply_macros).
allowed_library(assoc).
allowed_library(clpfd).
allowed_library(dcg/basics).
allowed_library(dcg/high_order).
allowed_library(dif).
allowed_library(lists).
allowed_library(occurs).
allowed_library(option).
allowed_library(ordsets).
allowed_library(pairs).
allowed_library(rbtrees).
allowed_library(solution_sequences).
allowed_library(strings).
allowed_library(ugraphs).
allowed_library(when).
allowed_library(yall).


                 /*******************************
                 *            MODULES           *
                 *******************************/

%   Asserting into another module is named with the assert, the rest
%   with the module and the goal.

own_modules_only(Own, Term) :-
    (   sub_term(Changing, Term),
        compound(Changing),
        compound_name_arity(Changing, Name, Arity),
        database_change(Name, Arity),
        foreign_module_term(Own, Changing, _, _)
    ->  refuse(Changing)
    ;   foreign_module_term(Own, Term, Other, Called)
    ->  (   callable(Called)
        ->  refuse(Other:Called)
        ;   refuse(Other:module)
        )
    ;   true
    ).

database_change(Name, 1) :-
    memberchk(Name, [assert, asserta, assertz, retract, retractall, abolish]).
database_change(Name, 2) :-
    memberchk(Name, [assert, asserta, assertz, abolish]).

foreign_module_term(Own, Term, Other, Called) :-
    sub_term(Sub, Term),
        compound(Sub),
        (   Sub = Other:Called
        ;   Sub = '@'(Called, Other)
        ),
        atom(Other),
        Other \== Own,
        current_module(Other),
        !.
