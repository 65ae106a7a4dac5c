/*  Hostile console queries, generated: what a student who wants to
    escape the web console, stop it for the others or fill its memory
    would try.  Used by tests/prolog/damas/test_web_console.pl (a few
    dozen of them) and tests/soak/console_soak.pl (as many as it is
    given time for).  Not a test file itself.
*/
:- module(hostile_queries,
          [ hostile_query/3             % +Seed, -Kind, -Fields
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(random)).

%!  hostile_query(+Seed, -Kind, -Fields) is det.
%
%   Fields is the dict of a console query (query and program) of the
%   Kind chosen by Seed, its sizes and names drawn from Seed too.

hostile_query(Seed, Kind, Fields) :-
    set_random(seed(Seed)),
    findall(K, kind(K), Kinds),
    random_member(Kind, Kinds),
    query(Kind, Fields).

kind(deep_answer).
kind(deep_print).
kind(deep_throw).
kind(deep_error).
kind(huge_atom).
kind(catch_abort).
kind(cleanup_loop).
kind(attribute_hook).
kind(library_load).
kind(module_call).
kind(prefix_operators).
kind(nested_text).
kind(printing_loop).
kind(assert_rules).
kind(long_list).

query(deep_answer, _{query: Q}) :-
    random_between(1000, 60000, N),
    format(string(Q), "length(L, ~d), foldl([_, A, f(A)]>>true, L, x, T)", [N]).
query(deep_print, _{query: Q}) :-
    random_between(1000, 60000, N),
    random_member(Directive, ["~p", "~q", "~w", "~W"]),
    (   Directive == "~W"
    ->  Args = "[T, [portray(true)]]"
    ;   Args = "[T]"
    ),
    format(string(Q), "length(L, ~d), foldl([_, A, f(A)]>>true, L, x, T), format(\"~w~~n\", ~w)",
           [N, Directive, Args]).
query(deep_throw, _{query: Q}) :-
    random_between(1000, 60000, N),
    format(string(Q), "length(L, ~d), foldl([_, A, [A]]>>true, L, x, T), throw(T)", [N]).
query(deep_error, _{query: Q}) :-
    random_between(1000, 60000, N),
    random_member(Formal, ["type_error(integer, T)", "domain_error(x, T)",
                           "existence_error(procedure, T)"]),
    format(string(Q), "length(L, ~d), foldl([_, A, g(A)]>>true, L, x, T), throw(error(~w, _))",
           [N, Formal]).
query(huge_atom, _{query: Q}) :-
    random_between(20, 30, N),
    numlist(1, N, Ns),
    format(string(Q), "foldl([_, X0, X]>>atom_concat(X0, X0, X), ~w, a, A), atom_length(A, Len)",
           [Ns]).
query(catch_abort, _{query: Q}) :-
    random_member(Q, [ "catch(repeat, _, true), fail",
                       "catch((repeat, fail), _, (repeat, fail))"
                     ]).
query(catch_abort, _{query: "r", program: "r :- catch(repeat, _, r), fail."}).
query(cleanup_loop, _{query: Q}) :-
    random_member(Q, [ "setup_call_cleanup(true, (repeat, fail), (repeat, fail))",
                       "catch(setup_call_cleanup(true, repeat, true), _, (repeat, fail))"
                     ]).
query(attribute_hook, _{query: Q}) :-
    random_member(Module, [freeze, when, dif, clpfd, '$attvar', system, user, lists]),
    random_member(Goal, ["shell('touch /tmp/escaped')", "halt", "open('/tmp/escaped', write, _)"]),
    random_member(Form, ["put_attr(X, ~q, ~w), X = 1",
                         "call(put_attr, X, ~q, ~w), X = 1",
                         "G = put_attr(X, ~q, ~w), call(G), X = 1"]),
    format(string(Q), Form, [Module, Goal]).
query(library_load, _{query: Q}) :-
    random_member(Spec, ["library(http/http_log)", "library(process)", "library(filesex)",
                         "library(pengines)", "'prolog/damas'", "'../etc/passwd'",
                         "library(http/thread_httpd)"]),
    random_member(Form, ["use_module(~w)", "ensure_loaded(~w)", "consult(~w)",
                         "load_files(~w, [])", "[~w]"]),
    format(string(Q), Form, [Spec]).
query(module_call, _{query: Q}) :-
    random_member(Q, [ "system:shell(ls)", "damas:legal_moves(P, Ms)",
                       "damas_web_store:store_get(_, x, E)", "user:assertz(foo)",
                       "'$syspreds':shell(ls, _)", "shell(ls)@system",
                       "assertz(damas:legal_moves(_, []))"
                     ]).
query(prefix_operators, _{query: Q}) :-
    random_between(1000, 16000, N),
    length(Minus, N),
    maplist(=(0'-), Minus),
    atom_codes(Prefix, Minus),
    format(string(Q), "X = ~w1", [Prefix]).
query(nested_text, _{query: Q}) :-
    random_between(1000, 8000, N),
    length(Open, N), maplist(=(0'[), Open),
    length(Close, N), maplist(=(0']), Close),
    format(string(Q), "X = ~s~s", [Open, Close]).
query(printing_loop, _{query: Q}) :-
    random_member(Q, [ "repeat, format(\"x~n\"), fail",
                       "format(\"x~n\"), repeat, fail",
                       "repeat, write(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa), fail"
                     ]).
query(assert_rules, _{query: Q, program: ":- dynamic big/1."}) :-
    random_between(20, 26, N),
    format(string(Q), "length(L, ~d), foldl([_, X0, X]>>atom_concat(X0, X0, X), L, b, A), assertz(big(A))",
           [N]).
query(long_list, _{query: Q}) :-
    random_member(Q, [ "numlist(1, 100000000, L)", "length(L, _), fail",
                       "findall(X, between(1, inf, X), L)"
                     ]).
