/*  Tests of library(damas/play/variant_file), the variant that
    `examples/start.pl --variant=TEXT` plays: a shipped name, a variant
    file of one's own (examples/teacher_br.pl, files written here), the
    nearest name for a misspelt one, and errors that name the file and
    the line.  Only defines the unit; tests/prolog/run_tests.pl runs it.
*/
:- module(test_play_variant_file, []).

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(damas)).
:- use_module(library(damas/play)).
:- use_module(library(damas/play/variant_file)).
:- use_module(library(damas/kb), [nearest_variant/2, variant_rule/3]).
:- use_module('../support/checkout').

%   variant_text_file(+Name, +Lines, -File): a variant file Name.pl in a
%   fresh temporary directory, holding Lines; deleted with the directory
%   at the end of the test (cleanup).

variant_text_file(Name, Lines, File) :-
    tmp_file(variant_dir, Dir),
    make_directory(Dir),
    file_name_extension(Name, pl, Base),
    directory_file_path(Dir, Base, File),
    setup_call_cleanup(open(File, write, Out),
                       forall(member(Line, Lines), format(Out, "~w~n", [Line])),
                       close(Out)).

remove_variant_file(File) :-
    file_directory_name(File, Dir),
    delete_file(File),
    delete_directory(Dir).

message_of(Goal, Formal, Message) :-
    catch(Goal, error(Formal, context(_, Message)), true),
    assertion(string(Message)).

:- begin_tests(play_variant_file).

test(shipped_name, true(Variant == russian)) :-
    variant_argument(russian, Variant).

% examples/teacher_br.pl, found by its name in examples/.
test(teacher_br_by_name, true(Rule == false)) :-
    checkout_file(examples, Examples),
    variant_argument(teacher_br, Variant, [directories([Examples])]),
    assertion(Variant == teacher_br),
    variant_rule(teacher_br, flying_kings, Rule).

test(file_by_path, [ setup(variant_text_file(test_vf_good,
                                             [ ":- module(test_vf_good, [])."
                                             , ":- use_module(damas_kb(board_8x8))."
                                             , "rule(men_capture_backward, false)."
                                             ], File)),
                     cleanup(remove_variant_file(File)),
                     true(Variant == test_vf_good) ]) :-
    variant_argument(File, Variant),
    initial_position(Variant, Position),
    legal_moves(Position, Moves),
    assertion(Moves = [_|_]).

test(misspelt_name_suggests_nearest) :-
    message_of(variant_argument(brasilian, _), Formal, Message),
    assertion(Formal == existence_error(damas_variant, brasilian)),
    assertion(sub_string(Message, _, _, _, "unknown variant: brasilian; did you mean brazilian?")).

test(nearest_variant) :-
    assertion(nearest_variant(russain, russian)),
    assertion(nearest_variant(turkey, turkish)),
    assertion(\+ nearest_variant(chess, _)).

% play/1 names the nearest variant too, before anything is shown.
test(play_suggests_nearest) :-
    open_string("", In),
    message_of(play([variant(brasilian), input(In), output(user_error)]), Formal, Message),
    assertion(Formal = existence_error(damas_variant, brasilian)),
    assertion(sub_string(Message, _, _, _, "did you mean brazilian?")).

%   error_case(?Name, ?Lines, ?Formal, ?Line, ?Text): a variant file Name
%   of Lines whose loading raises Formal, its message starting with the
%   file and Line and holding Text.

error_case(test_vf_syntax,
           [ ":- module(test_vf_syntax, [])."
           , ":- use_module(damas_kb(board_8x8))."
           , "rule(flying_kings, false."
           ], syntax_error(variant_file), 3, "Syntax error").
error_case(test_vf_value,
           [ ":- module(test_vf_value, [])."
           , ":- use_module(damas_kb(board_8x8))."
           , ""
           , "rule(flying_kings, maybe)."
           ], domain_error(damas_rule, rule(flying_kings, maybe)), 4, "flying_kings").
error_case(test_vf_name,
           [ ":- module(test_vf_name, [])."
           , ":- use_module(damas_kb(board_8x8))."
           , "rule(flying_king, true)."
           ], domain_error(damas_rule_name, flying_king), 3, "did you mean flying_kings?").
error_case(test_vf_directive,
           [ ":- module(test_vf_directive, [])."
           , ":- use_module(damas_kb(board_9x9))."
           ], syntax_error(variant_file), 2, "board_9x9").

test(errors_name_file_and_line, [forall(error_case(Name, Lines, Formal, Line, Text))]) :-
    setup_call_cleanup(
        variant_text_file(Name, Lines, File),
        message_of(variant_argument(File, _), Raised, Message),
        remove_variant_file(File)),
    assertion(Raised == Formal),
    format(string(Where), "~w:~d: ", [File, Line]),
    assertion(sub_string(Message, 0, _, _, Where)),
    assertion(sub_string(Message, _, _, _, Text)).

test(not_a_module,
     [ setup(variant_text_file(test_vf_plain, ["rule(flying_kings, true)."], File)),
       cleanup(remove_variant_file(File)) ]) :-
    message_of(load_variant_file(File, _), Formal, Message),
    assertion(Formal == syntax_error(variant_file)),
    assertion(sub_string(Message, _, _, _, "not a module")).

test(no_such_file) :-
    message_of(load_variant_file('no/such/variant.pl', _), Formal, Message),
    assertion(Formal = existence_error(source_sink, _)),
    assertion(sub_string(Message, 0, _, _, "no/such/variant.pl: no such file")).

:- end_tests(play_variant_file).
