/*  The lessons of examples/ print what their .expected files say: each
    runs as a student would run it (swipl examples/lesson_x.pl, in a
    process of its own, with the same swipl and environment as the tests),
    and its standard output must equal examples/lesson_x.expected exactly.
    Only defines the unit; tests/prolog/run_tests.pl runs it.

    After changing a lesson on purpose, make its expected output anew:
        swipl examples/lesson_majority.pl > examples/lesson_majority.expected
    and read the difference: every lesson compares the C engine with the
    reference rules, and a line saying they disagree is a bug to fix, not
    an output to accept.

    Each lesson also has a page on the web board, examples/lessons/X.pl
    for examples/lesson_X.pl (tests/prolog/damas/test_web_lesson.pl runs
    its queries and exercises): every position the script shows is a
    board of its page, so that the two tell the same lesson.
*/
:- module(test_lesson, []).

:- use_module(library(plunit)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(lists)).

:- use_module('../support/checkout').

examples_directory(Examples) :-
    checkout_file(examples, Examples).

%   lesson_output(+Name, -Output, -Status): the standard output of
%   examples/Name.pl run as a script, and its exit status.

lesson_output(Name, Output, Status) :-
    examples_directory(Dir),
    format(atom(Script), '~w/~w.pl', [Dir, Name]),
    current_prolog_flag(executable, Swipl),
    setup_call_cleanup(
        process_create(Swipl, [Script],
                       [ stdout(pipe(Out)), stderr(std), cwd(Dir), process(Pid) ]),
        read_string(Out, _, Output),
        close(Out)),
    process_wait(Pid, Status).

expected_output(Name, Expected) :-
    examples_directory(Dir),
    format(atom(File), '~w/~w.expected', [Dir, Name]),
    read_file_to_string(File, Expected, []).


:- begin_tests(lessons).

test(lesson_majority, true(Output-Status == Expected-exit(0))) :-
    expected_output(lesson_majority, Expected),
    lesson_output(lesson_majority, Output, Status).
test(lesson_russian, true(Output-Status == Expected-exit(0))) :-
    expected_output(lesson_russian, Expected),
    lesson_output(lesson_russian, Output, Status).
test(lesson_thai, true(Output-Status == Expected-exit(0))) :-
    expected_output(lesson_thai, Expected),
    lesson_output(lesson_thai, Output, Status).

%   The expected outputs say what the lessons claim: that the C engine
%   agrees with the reference rules, and with the published counts.  A
%   lesson and its .expected changed together cannot hide a disagreement.
test(expected_outputs_show_no_disagreement, Bad == []) :-
    findall(Name, ( member(Name, [lesson_majority, lesson_russian, lesson_thai]),
                    expected_output(Name, Text),
                    (   sub_string(Text, _, _, _, "DISAGREE")
                    ;   \+ sub_string(Text, _, _, _, "the same")
                    ) ),
            Bad).

%   The positions of a script: the FENs it quotes.
script_fens(Name, Fens) :-
    examples_directory(Dir),
    format(atom(File), '~w/~w.pl', [Dir, Name]),
    read_file_to_string(File, Text, []),
    split_string(Text, "'", "", Parts),
    findall(Fen, ( member(Fen, Parts),
                   ( sub_string(Fen, 0, _, _, "W:") ; sub_string(Fen, 0, _, _, "B:") ) ),
            Fens0),
    sort(Fens0, Fens).

%   The boards of a web lesson, read as the server reads them: terms.
page_fens(Name, Fens) :-
    examples_directory(Dir),
    format(atom(File), '~w/lessons/~w.pl', [Dir, Name]),
    setup_call_cleanup(open(File, read, In), read_boards(In, Fens0), close(In)),
    sort(Fens0, Fens).

read_boards(In, Fens) :-
    read_term(In, Term, []),
    (   Term == end_of_file
    ->  Fens = []
    ;   Term = board(Fen, _)
    ->  Fens = [Fen|Rest],
        read_boards(In, Rest)
    ;   read_boards(In, Fens)
    ).

test(pages_show_the_scripts_positions, Missing == []) :-
    findall(Name-Fen, ( member(Script-Name, [lesson_majority-majority, lesson_russian-russian,
                                             lesson_thai-thai]),
                        script_fens(Script, Fens),
                        assertion(Fens \== []),
                        page_fens(Name, Boards),
                        member(Fen, Fens),
                        \+ memberchk(Fen, Boards) ),
            Missing).

:- end_tests(lessons).
