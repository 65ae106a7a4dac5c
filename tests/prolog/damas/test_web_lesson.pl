/*  Tests of the web board's lessons (library(damas/web/lessons)): the
    list, the page, the lesson as JSON, and exercises checked in the
    console's confined child process: a right program passes, a wrong
    one is shown the first position where it differs, a hostile one is
    refused in the console's words.  Lesson files are read, never run,
    and only those of the lesson folder are served.  The browser test
    (tests/web/lesson.mjs) works a lesson through in Chromium when it is
    there.  Only defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_web_lesson, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).
:- use_module(library(damas/web)).
:- use_module(library(damas/web/lessons)).

:- use_module('../support/checkout').
:- use_module('../support/web_client').
:- use_module('../support/browser').


                 /*******************************
                 *            HELPERS           *
                 *******************************/

start_server :-
    web_server([port(Port)]),
    nb_setval(test_web_lesson_port, Port).

stop_server :-
    nb_getval(test_web_lesson_port, Port),
    web_stop(Port).

port(Port) :-
    nb_getval(test_web_lesson_port, Port).

get_json(Path, Status, Reply) :-
    port(Port),
    web_json(Port, get, Path, none, Status-Reply, []).

get_text(Path, Status, Text) :-
    port(Port),
    web_request(Port, get, Path, none, reply(Status, _, Text), []).

%   check(+Exercise, +Program, -Event): the check of Program for the
%   exercise of the majority lesson (or Lesson-Exercise).

check(Lesson-Exercise, Program, Event) :-
    !,
    port(Port),
    web_json(Port, post, '/api/console/ask',
             _{lesson: Lesson, exercise: Exercise, program: Program},
             Status-Event, []),
    assertion(Status == 200).
check(Exercise, Program, Event) :-
    check("majority"-Exercise, Program, Event).

%   A right man_steps/3, the one tests/web/lesson.mjs submits too.

right_man_steps(Program) :-
    checkout_file('tests/web/man_steps.pl', File),
    read_file_to_string(File, Program, []).

contains(Text, Part) :-
    sub_string(Text, _, _, _, Part),
    !.

lessons_directory(Dir) :-
    checkout_file('examples/lessons', Dir).


:- begin_tests(web_lesson_pages, [setup(start_server), cleanup(stop_server)]).

test(list) :-
    get_json('/api/lessons', Status, Reply),
    assertion(Status == 200),
    maplist(name_title, Reply.lessons, Pairs),
    assertion(memberchk("majority"-"Changing the rules of draughts", Pairs)),
    assertion(memberchk("russian"-_, Pairs)),
    assertion(memberchk("thai"-_, Pairs)).

name_title(Lesson, Name-Title) :-
    get_dict(name, Lesson, Name),
    get_dict(title, Lesson, Title).

kind(Kind, Item) :-
    get_dict(kind, Item, Kind).

test(pages) :-
    get_text('/lessons', S1, Page1),
    assertion(S1 == 200),
    assertion(contains(Page1, "/static/lesson.js")),
    get_text('/lesson/majority', S2, Page2),
    assertion(S2 == 200),
    assertion(Page2 == Page1),
    get_text('/static/lesson.js', S3, _),
    get_text('/static/lesson.css', S4, _),
    assertion(S3-S4 == 200-200).

test(no_such_page, Statuses == [404, 404, 404, 404]) :-
    maplist([P, S]>>get_text(P, S, _),
            ['/lesson/nothing', '/lesson/..%2F..%2Fexamples%2Fweb', '/lesson/Majority',
             '/lesson/majority.pl'],
            Statuses).

test(lesson_json) :-
    get_json('/api/lesson?name=majority', Status, Lesson),
    assertion(Status == 200),
    assertion(Lesson.title == "Changing the rules of draughts"),
    Items = Lesson.items,
    include(kind("board"), Items, Boards),
    assertion(length(Boards, 6)),
    forall(( member(B, Boards), get_dict(svg, B, SVG) ), assertion(sub_string(SVG, 0, _, _, "<svg"))),
    include(kind("query"), Items, [Query|_]),
    assertion(Query.query == "shown(P), legal_moves(P, Moves)"),
    assertion(Query.fen == "W:W22,31:B11,18,27"),
    include(kind("exercise"), Items, [Steps, Count]),
    assertion(Steps.predicate == "man_steps/3"),
    assertion(Steps.positions == 500),
    assertion(Steps.reference == "the engine's piece_reach/3"),
    assertion(Count.reference == "the teacher's solution").

%   The teacher's solution stays on the server.
test(solution_not_shown) :-
    get_text('/api/lesson?name=majority', _, Text),
    assertion(\+ contains(Text, "move_captures(Move, Taken)")).

test(no_such_lesson, Statuses == [404, 404, 400]) :-
    maplist([P, S]>>get_json(P, S, _),
            ['/api/lesson?name=..%2Fweb', '/api/lesson?name=nothing', '/api/lesson'],
            Statuses).

:- end_tests(web_lesson_pages).


:- begin_tests(web_lesson_checks, [setup(start_server), cleanup(stop_server)]).

test(right_program_passes) :-
    right_man_steps(Program),
    check("man_steps", Program, Event),
    assertion(Event.event == "success"),
    assertion(Event.check.verdict == "passed"),
    assertion(Event.check.count == 500).

test(wrong_program_differs) :-
    check("man_steps", "man_steps(_, _, []).", Event),
    assertion(Event.event == "success"),
    Check = Event.check,
    assertion(Check.verdict == "differs"),
    assertion(Check.index == 1),
    assertion(Check.fen == "W:W21-32:B1-12"),
    assertion(Event.more == false),
    assertion(Check.call == "man_steps(P, 21, R)"),
    assertion(Check.yours == "R = []"),
    assertion(Check.expected == "R = [17]"),
    assertion(Check.square == 21),
    % The board marks the man asked about.
    assertion(sub_string(Check.svg, _, _, _, "highlight\" data-square=\"21\"")).

%   A man that steps backward too: right on the first positions, found
%   out later.
test(subtly_wrong_program_differs_later) :-
    check("man_steps", "man_steps(P, S, R) :- piece_reach(P, S, R0), exclude(==(1), R0, R).", Event),
    Check = Event.check,
    assertion(Check.verdict == "differs"),
    assertion(Check.index > 1),
    assertion(contains(Check.expected, "1")).

test(teachers_solution_as_reference) :-
    check("capture_count",
          "capture_count(P, N) :- findall(K, (legal_move(P, M), move_captures(M, C), length(C, K)), Ks), max_list([0|Ks], N).",
          Event),
    assertion(Event.check.verdict-Event.check.count == "passed"-500),
    check("capture_count", "capture_count(_, 0).", Wrong),
    assertion(Wrong.check.verdict == "differs"),
    assertion(Wrong.check.yours == "R = 0").

%   The student's predicate raising an error at a position is a
%   difference, said in words.
test(error_is_a_difference) :-
    check("capture_count", "capture_count(_, _) :- X is foo + 1, X > 0.", Event),
    assertion(Event.check.verdict == "differs"),
    assertion(contains(Event.check.yours, "error: ")).

%   A program that ends in the middle of a clause is the student's
%   syntax error, and says nothing of the teacher's solution.
test(unfinished_program_keeps_the_solution) :-
    check("capture_count", "capture_count(_, 0) :-\n    true", Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.message, "In the program")),
    assertion(\+ contains(Event.message, "solution")),
    assertion(\+ contains(Event.message, "move_captures")).

test(undefined_predicate) :-
    check("man_steps", "", Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.message, "man_steps/3")).

test(hostile_programs_refused) :-
    forall(member(Program-Part,
                  [ "man_steps(_, _, []) :- shell(ls)."-"shell",
                    ":- initialization(shell(ls)).\nman_steps(_, _, [])."-"shell",
                    "man_steps(P, _, R) :- damas:legal_moves(P, R)."-"damas:legal_moves/2",
                    "man_steps(_, _, []) :- open('/etc/passwd', read, _)."-"open"
                  ]),
           ( check("man_steps", Program, Event),
             assertion(Event.event == "error"),
             assertion(contains(Event.message, Part)),
             assertion(\+ get_dict(check, Event, _))
           )).

test(other_lessons) :-
    check("russian"-"majority_moves",
          "majority_moves(P, Ms) :- legal_moves(P, All), aggregate_all(max(N), (member(M, All), move_captures(M, C), length(C, N)), Most), !, findall(M, (member(M, All), move_captures(M, C), length(C, Most)), Ms).\nmajority_moves(_, []).",
          Russian),
    assertion(Russian.check.verdict-Russian.check.count == "passed"-500),
    check("thai"-"capturing_pieces", "capturing_pieces(_, []).", Thai),
    assertion(Thai.check.verdict == "differs"),
    assertion(Thai.check.variant == "thai").

test(bad_check_requests, Statuses == [404, 404, 400]) :-
    port(Port),
    maplist([Body, S]>>web_json(Port, post, '/api/console/ask', Body, S-_, []),
            [ _{lesson: "nothing", exercise: "man_steps", program: ""},
              _{lesson: "majority", exercise: "nothing", program: ""},
              _{lesson: "majority", exercise: 3, program: ""}
            ],
            Statuses).

%   Every example query of every lesson answers (no error): the lessons
%   stay runnable as the library changes.
test(every_example_query_answers) :-
    lessons_directory(Dir),
    lesson_names(Dir, Names),
    assertion(Names == [majority, russian, thai]),
    port(Port),
    forall(( member(Name, Names),
             lesson_read(Dir, Name, Lesson),
             member(query(Text, Fen, Variant, _), Lesson.items)
           ),
           ( atom_string(Variant, VariantText),
             web_json(Port, post, '/api/console/ask',
                      _{query: Text, fen: Fen, variant: VariantText}, 200-Event, []),
             assertion(Name-Text-Event.event == Name-Text-"success"),
             (   Event.more == true
             ->  web_json(Port, post, '/api/console/stop', _{id: Event.id}, _, [])
             ;   true
             )
           )).

:- end_tests(web_lesson_checks).


:- begin_tests(web_lesson_files, [setup(lesson_folder), cleanup(remove_lesson_folder)]).

%   A folder with a lesson whose directive would stop the process, and a
%   link to a file outside it.

lesson_folder :-
    tmp_file(lessons, Dir),
    make_directory(Dir),
    nb_setval(test_web_lesson_folder, Dir),
    directory_file_path(Dir, 'halting.pl', Halting),
    setup_call_cleanup(open(Halting, write, Out),
                       format(Out, "title(\"T\").~n:- initialization(halt(3)).~n", []),
                       close(Out)),
    directory_file_path(Dir, 'broken.pl', Broken),
    setup_call_cleanup(open(Broken, write, Out2),
                       format(Out2, "exercise(e, [predicate(p/2), reference(p/2)]).~n~w~n",
                              ["solution:p(_, x).\nsolution:(:- initialization(shell(ls)))."]),
                       close(Out2)),
    checkout_file('examples/lessons/majority.pl', Majority),
    directory_file_path(Dir, 'linked.pl', Linked),
    link_file(Majority, Linked, symbolic).

remove_lesson_folder :-
    nb_getval(test_web_lesson_folder, Dir),
    delete_directory_and_contents(Dir).

test(directive_read_not_run, throws(error(domain_error(damas_lesson_term, (:- _)), _))) :-
    nb_getval(test_web_lesson_folder, Dir),
    lesson_read(Dir, halting, _).

test(link_not_followed, throws(error(existence_error(damas_lesson, linked), _))) :-
    nb_getval(test_web_lesson_folder, Dir),
    lesson_read(Dir, linked, _).

test(names_only, throws(error(existence_error(damas_lesson, '../lessons/halting'), _))) :-
    nb_getval(test_web_lesson_folder, Dir),
    lesson_read(Dir, '../lessons/halting', _).

%   A solution that does not load (the sandbox refuses its directive)
%   is the lesson's fault, and said so.
test(broken_solution) :-
    nb_getval(test_web_lesson_folder, Dir),
    web_server([port(Port), lesson_directory(Dir)]),
    call_cleanup(web_json(Port, post, '/api/console/ask',
                          _{lesson: "broken", exercise: "e", program: "p(_, x)."},
                          Status-Event, []),
                 web_stop(Port)),
    assertion(Status == 200),
    assertion(Event.event == "error"),
    assertion(contains(Event.message, "lesson's own solution")).

:- end_tests(web_lesson_files).


                 /*******************************
                 *          THE BROWSER         *
                 *******************************/

%   The browser test runs when Chromium and playwright-core are there
%   (make deps installs them); it saves build/lesson-1280.png and
%   build/lesson-420.png (docs/pictures/ has copies).

:- if(browser_test_possible).

:- begin_tests(web_lesson_browser, [setup(start_server), cleanup(stop_server)]).

test(lesson_in_chromium) :-
    checkout_file(build, Build),
    make_directory_path(Build),
    directory_file_path(Build, 'lesson-1280.png', Wide),
    directory_file_path(Build, 'lesson-420.png', Narrow),
    port(Port),
    format(atom(URL), 'http://localhost:~w/', [Port]),
    browser_script('tests/web/lesson.mjs', [URL, Wide, Narrow], Output, Status),
    assertion(Status == exit(0)),
    assertion(sub_string(Output, _, _, _, "lesson: ok")).

:- end_tests(web_lesson_browser).

:- endif.
