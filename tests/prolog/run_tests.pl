/*  Runs every plunit test file under this one's folder (test_*.pl, in
    the folders that mirror prolog/: damas/ for library(damas/...), and
    repository/ for the checkout as a whole) and prints

        plunit passed=P failed=F

    on standard output as its last line, for tests/run.sh.  Exits 1 when a
    test failed, a file did not load cleanly, or no summary came out.

    Usage, from anywhere:  swipl tests/prolog/run_tests.pl [--shard=I/N]

    With --shard=I/N only every N-th file from the I-th on (in the sorted
    order) is loaded and run, so that N processes share the suite; the
    summary line counts that share (tests/run.sh adds the N of them).

    Test files can load the library as an installed pack would see it:
    :- use_module(library(damas)).

    How the counts are obtained (SWI-Prolog 9.0.4): plunit's report prints
    print_message(silent, plunit(Summary)) with Summary a dict of
    passed/failed/sto/blocked counts; a message hook keeps it.  plunit does
    not count everything, so the same hook also counts:
    - while loading: every error message (a syntax error only prints one and
      drops the clause) and every failed directive;
    - while running: a setup or condition goal that fails or throws (plunit
      then skips the unit's or the test's tests without counting them).
*/

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(filesex)).
:- use_module(library(lists)).
:- use_module(library(option)).

:- initialization(main, main).

:- dynamic test_directory/1.

:- prolog_load_context(directory, Dir),
   asserta(test_directory(Dir)),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _, Options),
    (   option(shard(Shard), Options)
    ->  shard(Shard, I, N)
    ;   I = 1, N = 1
    ),
    test_directory(Dir),
    findall(File, directory_member(Dir, File, [ recursive(true),
                                                matches('test_*.pl') ]),
            Files0),
    msort(Files0, All),
    findall(File, ( nth1(K, All, File), (K - 1) mod N =:= I - 1 ), Files),
    nb_setval(plunit_summary, none),
    foldl(load_test_file, Files, 0, LoadFailures),
    nb_setval(test_phase, run),
    nb_setval(test_phase_errors, 0),
    catch(ignore(run_tests), E, print_message(error, E)),
    nb_getval(test_phase_errors, RunErrors),
    nb_getval(plunit_summary, Summary),
    totals(Summary, LoadFailures, RunErrors, Passed, Failed),
    format("plunit passed=~d failed=~d~n", [Passed, Failed]),
    (   Failed =:= 0 -> halt(0) ; halt(1) ).

%   shard(+Text, -I, -N): Text is I/N, 1 =< I =< N.

shard(Text, I, N) :-
    (   atomic(Text),
        atomic_list_concat([IText, NText], /, Text),
        atom_number(IText, I), integer(I),
        atom_number(NText, N), integer(N),
        between(1, N, I)
    ->  true
    ;   format(user_error, "run_tests.pl: --shard=~w: not I/N with 1 =< I =< N~n", [Text]),
        halt(2)
    ).

%   A file fails to load if loading it printed an error or threw.
load_test_file(File, Failures0, Failures) :-
    nb_setval(test_phase, load),
    nb_setval(test_phase_errors, 0),
    catch(load_files(File, []), E, print_message(error, E)),
    nb_getval(test_phase_errors, Errors),
    (   Errors =:= 0
    ->  Failures = Failures0
    ;   print_message(error, format("~w did not load cleanly: its tests count as one failure", [File])),
        Failures is Failures0 + 1
    ).

totals(none, LoadFailures, RunErrors, 0, Failed) :-
    !,
    print_message(error, format("plunit printed no summary", [])),
    Failed is LoadFailures + RunErrors + 1.
totals(Summary, LoadFailures, RunErrors, Passed, Failed) :-
    Passed = Summary.passed,
    % A failed assertion also marks its test failed: failed_assertions is not added.
    Failed is Summary.failed + Summary.sto + LoadFailures + RunErrors.

:- multifile user:message_hook/3.

user:message_hook(plunit(Summary), silent, _) :-
    is_dict(Summary),
    nb_setval(plunit_summary, Summary),
    fail.
user:message_hook(Message, Kind, _) :-
    nb_current(test_phase, Phase),
    counts_as_error(Phase, Kind, Message),
    nb_getval(test_phase_errors, N0),
    N is N0 + 1,
    nb_setval(test_phase_errors, N),
    fail.

counts_as_error(load, error, _).
counts_as_error(load, warning, goal_failed(directive, _)).
counts_as_error(run, error, error(goal_failed(_), _)).   % a setup goal failed
counts_as_error(run, error, plunit(error(_, _, _))).     % setup or condition threw
