/*  Test variants: a test file that loads this module may write

        variant(Module, [Name-Value, ...]).

    to define the module Module as the Brazilian game (board and rules)
    with the rule facts Name-Value instead of the Brazilian ones for those
    names; a Name may be given twice (a variant that states a rule twice).
    Not a test file itself: tests/prolog/run_tests.pl loads test_*.pl only.
*/
:- module(variant_support, [term_expansion/2]).

:- use_module(library(lists)).
:- use_module('../../../kb/draughts/brazilian', []).

term_expansion(variant(Module, Changes), Clauses) :-
    findall(Clause, variant_clause(Module, Changes, Clause), Clauses).

variant_clause(Module, Changes, Module:rule(Name, Value)) :-
    member(Name-Value, Changes).
variant_clause(Module, Changes,
               (Module:rule(Name, Value) :-
                    kb_brazilian:rule(Name, Value),
                    \+ memberchk(Name-_, Changes))).
variant_clause(Module, _, (Module:casa(F, R, C, N) :- kb_brazilian:casa(F, R, C, N))).
variant_clause(Module, _, (Module:movepeca(F, T, S) :- kb_brazilian:movepeca(F, T, S))).
variant_clause(Module, _, (Module:comepeca(F, O, T) :- kb_brazilian:comepeca(F, O, T))).
variant_clause(Module, _, (Module:diagonal(F, D, T) :- kb_brazilian:diagonal(F, D, T))).
variant_clause(Module, _, (Module:orthogonal(F, D, T) :- kb_brazilian:orthogonal(F, D, T))).
