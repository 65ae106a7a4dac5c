/*  Tests of the hint that names the library of an unknown procedure
    (prolog/damas/hints.pl, loaded by library(damas)): the message of
    pieces_en_prise/3 called before library(damas/explain) is loaded
    names that library and the query that loads it; a procedure of no
    damas library keeps SWI-Prolog's own message.  A fresh swipl, as a
    student starts it, prints the hint too.
    Only defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_hints, []).

:- use_module(library(plunit)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(damas)).

:- use_module('../support/checkout').

%   message_text(+Term, -Text): the message of Term as printed.

message_text(Term, Text) :-
    phrase('$messages':translate_message(Term), Lines),
    with_output_to(string(Text), print_message_lines(current_output, '', Lines)).

unknown(PI, Text) :-
    message_text(error(existence_error(procedure, PI), _), Text).

:- begin_tests(damas_hints).

test(names_the_library) :-
    unknown(pieces_en_prise/3, Text),
    assertion(sub_string(Text, _, _, _, "Unknown procedure: pieces_en_prise/3")),
    assertion(sub_string(Text, _, _, _, "?- use_module(library(damas/explain)).")).

test(qualified, true(sub_string(Text, _, _, _, "use_module(library(damas/game))"))) :-
    unknown(user:new_game/2, Text).

test(a_library_in_a_folder, true(sub_string(Text, _, _, _, "use_module(library(damas/dxp/protocol))"))) :-
    unknown(dxp_message_codes/2, Text).

test(other_procedures_keep_their_message, true(\+ sub_string(Text, _, _, _, "use_module"))) :-
    unknown(no_such_procedure_of_damas/7, Text).

%   A student's session: library(damas) loaded, then the question.

test(in_a_fresh_toplevel) :-
    current_prolog_flag(executable, Swipl),
    checkout_file(prolog, Library),
    format(atom(LibraryPath), "library=~w", [Library]),
    tmp_file_stream(text, Answer, Out),
    close(Out),
    setup_call_cleanup(
        open(Answer, write, Err),
        ( process_create(Swipl, ['-q', '-p', LibraryPath, '-g', 'use_module(library(damas))',
                                 '-g', 'pieces_en_prise(fen(brazilian, "B:W18,23:B14,15"), white, _)',
                                 '-t', halt],
                         [stdin(null), stdout(null), stderr(stream(Err)), process(Pid)]),
          process_wait(Pid, _, [timeout(120)])
        ),
        close(Err)),
    read_file_to_string(Answer, Text, []),
    delete_file(Answer),
    assertion(sub_string(Text, _, _, _, "use_module(library(damas/explain))")).

:- end_tests(damas_hints).
