/*  Tests of the web board's Prolog console (library(damas/web/console)):
    queries about the position shown, a student's own predicates, the
    sandbox's refusals and their messages, more answers on demand, the
    limits of each client and of the server, and that one client's
    pengine cannot see another's clauses nor the games.  They speak the
    pengines HTTP protocol as the page does (format json-damas), from
    several addresses of 127.0.0.0/8 (each another client), and once
    through pengine_rpc/3.

    The queries that run out of time or memory go to a server in a
    process of its own (examples/web.pl), so that a crash is a failed
    test and not the end of the run.  Only defines the units;
    tests/prolog/run_tests.pl runs them.
*/
:- module(test_web_console, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(filesex)).
:- use_module(library(pengines)).
:- use_module(library(damas/web)).

:- use_module('../support/checkout').
:- use_module('../support/web_client').


                 /*******************************
                 *            HELPERS           *
                 *******************************/

start_server(Options) :-
    web_server([port(Port)|Options]),
    nb_setval(test_web_console_port, Port).

stop_server :-
    nb_getval(test_web_console_port, Port),
    web_stop(Port).

port(Port) :-
    nb_getval(test_web_console_port, Port).

%   ask(+Port, +From, +Fields, -Status, -Event): creates a pengine of the
%   console with the query and fields of Fields (a dict: ask, src_text,
%   fen, ...), from the address From; Event is the first event that is
%   not the create or destroy wrapped around it.

ask(Port, From, Fields, Status, Event) :-
    Body = Fields.put(format, "json-damas"),
    web_json(Port, post, '/pengine/create', Body, Status-Reply, [from(From)]),
    (   Status == 200
    ->  unwrapped(Reply, Event)
    ;   Event = Reply
    ).

ask(Fields, Event) :-
    port(Port),
    ask(Port, '127.0.0.1', Fields, Status, Event),
    assertion(Status == 200).

unwrapped(Reply, Event) :-
    (   Reply.event == "create",
        get_dict(answer, Reply, Answer)
    ->  unwrapped(Answer, Event)
    ;   Reply.event == "destroy",
        get_dict(data, Reply, Data),
        is_dict(Data)
    ->  unwrapped(Data, Event)
    ;   Event = Reply
    ).

%   send(+Port, +From, +Id, +Event, -Reply): sends next, stop or destroy.

send(Port, From, Id, Event, Reply) :-
    format(atom(Path), '/pengine/send?id=~w&event=~w&format=json-damas', [Id, Event]),
    web_json(Port, get, Path, none, Status-Reply0, [from(From)]),
    assertion(Status == 200),
    unwrapped(Reply0, Reply).

destroy(Port, From, Id) :-
    send(Port, From, Id, destroy, _).

%   output_until_end(+Port, +Event, -Lines, -End): pulls the output
%   events that follow Event until another comes, End.

output_until_end(Port, Event, Lines, End) :-
    output_until_end(Port, Event, 0, Lines, End).

output_until_end(Port, Event, Lines0, Lines, End) :-
    (   Event.event == "output"
    ->  format(atom(Path), '/pengine/pull_response?id=~w&format=json-damas', [Event.id]),
        web_json(Port, get, Path, none, 200-Reply, []),
        unwrapped(Reply, Next),
        Lines1 is Lines0 + 1,
        output_until_end(Port, Next, Lines1, Lines, End)
    ;   Lines = Lines0,
        End = Event
    ).

%   binding(+Event, +Name, -Binding): the binding of Name in the first
%   answer of a success event.

binding(Event, Name, Binding) :-
    assertion(Event.event == "success"),
    Event.answers = [Answer|_],
    member(Binding, Answer),
    Binding.name == Name,
    !.

text(Event, Name, Text) :-
    binding(Event, Name, Binding),
    Text = Binding.text.

contains(Text, Part) :-
    sub_string(Text, _, _, _, Part),
    !.

refused(Fields, Part) :-
    ask(Fields, Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.data, Part)).


                 /*******************************
                 *            QUERIES           *
                 *******************************/

:- begin_tests(web_console,
               [ setup(start_server([client_consoles(2), console_pengines(3)])),
                 cleanup(stop_server)
               ]).

test(legal_moves_of_the_shown_position) :-
    ask(_{ask: "shown(P), legal_moves(P, Ms)", fen: "B:W18:B14"}, Event),
    text(Event, "Ms", Moves),
    assertion(Moves == "['14x23']"),
    binding(Event, "P", Position),
    assertion(Position.fen == "B:W18:B14"),
    assertion(sub_string(Position.svg, 0, _, _, "<svg")),
    assertion(Event.more == false).

test(initial_position_without_fen) :-
    ask(_{ask: "shown(P), perft(P, 3, N)"}, Event),
    text(Event, "N", Count),
    assertion(Count == "302").

test(variant) :-
    ask(_{ask: "shown(P), side_to_move(P, S)", variant: "international",
          fen: "B:W50:B1"}, Event),
    text(Event, "S", Side),
    assertion(Side == "black"),
    binding(Event, "P", Position),
    assertion(contains(Position.svg, "data-files=\"10\"")).

test(search_and_evaluation) :-
    ask(_{ask: "shown(P), best_move(P, M, [depth(4)]), evaluation_terms(P, T)",
          fen: "W:W18:B14"}, Event),
    text(Event, "M", Move),
    assertion(Move == "'18x9'").

test(students_predicate) :-
    ask(_{ask: "first_capture(M)",
          src_text: "first_capture(M) :- shown(P), legal_move(P, M), move_is_capture(M).",
          fen: "B:W18:B14"}, Event),
    text(Event, "M", Move),
    assertion(Move == "'14x23'").

test(position_drawn_from_a_students_predicate) :-
    ask(_{ask: "after(Q)",
          src_text: "after(Q) :- shown(P), legal_move(P, M), make_move(P, M, Q).",
          fen: "B:W18:B14"}, Event),
    binding(Event, "Q", Position),
    assertion(Position.fen == "W:W:B23"),
    assertion(sub_string(Position.svg, 0, _, _, "<svg")).

test(next_answers_on_demand) :-
    port(Port),
    ask(Port, '127.0.0.1', _{ask: "member(X, [a, b, c])"}, 200, First),
    text(First, "X", "a"),
    assertion(First.more == true),
    send(Port, '127.0.0.1', First.id, next, Second),
    text(Second, "X", "b"),
    send(Port, '127.0.0.1', First.id, stop, Stopped),
    assertion(Stopped.event == "stop"),
    destroy(Port, '127.0.0.1', First.id).

test(failure) :-
    ask(_{ask: "shown(P), legal_moves(P, [])"}, Event),
    assertion(Event.event == "failure").

test(output_without_end) :-
    ask(_{ask: "repeat, format(\"~a~n\", [aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa]), fail"},
        Event),
    port(Port),
    output_until_end(Port, Event, Lines, End),
    assertion(Lines > 100),
    assertion(End.event == "error"),
    assertion(contains(End.data, "printed more than 65,536 characters")).

test(output) :-
    ask(_{ask: "format(\"hello~n\"), X = 1"}, Event),
    assertion(Event.event == "output"),
    assertion(Event.data == "hello\n").

test(pengine_rpc) :-
    port(Port),
    format(atom(URL), 'http://localhost:~w', [Port]),
    findall(Ms, pengine_rpc(URL, (shown(P), legal_moves(P, Ms)),
                            [application(damas_console)]),
            [Moves]),
    length(Moves, 7).

test(bad_fen) :-
    port(Port),
    ask(Port, '127.0.0.1', _{ask: "true", fen: "W:W99"}, Status, Reply),
    assertion(Status == 400),
    assertion(sub_string(Reply.error, 0, _, _, "The FEN is not valid")).

test(query_not_a_string) :-
    port(Port),
    ask(Port, '127.0.0.1', _{ask: 42}, Status, Reply),
    assertion(Status == 400),
    assertion(Reply.error == "ask must be a string.").

test(other_application, Status == 400) :-
    port(Port),
    ask(Port, '127.0.0.1', _{ask: "true", application: "pengine_sandbox"}, Status, _).

test(create_by_get, Status == 405) :-
    port(Port),
    web_json(Port, get, '/pengine/create', none, Status-_, []).

test(no_list_of_pengines, Status == 404) :-
    port(Port),
    web_json(Port, get, '/pengine/list?application=damas_console', none, Status-_, []).

:- end_tests(web_console).


                 /*******************************
                 *            REFUSED           *
                 *******************************/

:- begin_tests(web_console_refused,
               [ setup(start_server([])),
                 cleanup(stop_server)
               ]).

test(shell) :-
    refused(_{ask: "shell('ls')"}, "shell/1").

test(halt) :-
    refused(_{ask: "halt"}, "halt/0").

test(open_for_writing) :-
    refused(_{ask: "open('/tmp/damas_console_test', write, S), close(S)"}, "open/3").

test(assert_into_the_library) :-
    refused(_{ask: "assertz(damas:legal_moves(_, []))"}, "assertz(damas:legal_moves(_"),
    ask(_{ask: "shown(P), legal_moves(P, Ms)"}, Event),
    text(Event, "Ms", Moves),
    assertion(Moves \== "[]").

test(flag) :-
    refused(_{ask: "set_prolog_flag(stack_limit, 1000000000000)"}, "set_prolog_flag/2").

test(library_module_directly) :-
    refused(_{ask: "shown(P), damas:legal_moves(P, Ms)"}, "damas:legal_moves/2").

%   The sandbox lets a query call any module's facts: these would name
%   the other pengines (and their clients' addresses).

test(facts_of_another_module) :-
    refused(_{ask: "pengines:current_pengine(Id, _, _, _, _, _)"},
            "pengines:current_pengine/6"),
    refused(_{ask: "peek", src_text: "peek :- pengines:pengine_user(_, _)."},
            "pengines:pengine_user/2").

test(unsafe_goal_in_a_students_predicate) :-
    refused(_{ask: "clean", src_text: "clean :- delete_file('x')."}, "clean/0").

test(variant_of_a_students_module) :-
    refused(_{ask: "legal_moves(position(lists, white, 1, 2, 0), Ms)"}, "shipped variants only").

test(search_progress_goal) :-
    refused(_{ask: "shown(P), search(P, R, [depth(2), progress(halt)])"}, "progress(halt)").

test(game_store) :-
    port(Port),
    web_json(Port, post, '/api/new', _{}, 200-Game, []),
    format(string(Query), "damas_web_store:store_get(_, ~q, E)", [Game.id]),
    refused(_{ask: Query}, "store_get/3").

%   A refused query's pengine ends with it: a client that typed more
%   refused queries than its share of pengines may still ask.

test(refused_queries_end_their_pengines) :-
    forall(between(1, 6, _), refused(_{ask: "shell(ls)"}, "shell/1")),
    ask(_{ask: "X = 1"}, Event),
    text(Event, "X", "1").

:- end_tests(web_console_refused).


                 /*******************************
                 *      ISOLATION AND LIMITS    *
                 *******************************/

:- begin_tests(web_console_clients,
               [ setup(start_server([client_consoles(2), console_pengines(3)])),
                 cleanup(stop_server)
               ]).

%   One student's pengine asserts and stays alive (it has more
%   answers); another's, with the same program, sees none of it, and
%   may not call into the first one's module.

test(isolation) :-
    port(Port),
    Program = ":- dynamic seen/1.",
    ask(Port, '127.0.0.2', _{ask: "assertz(seen(secret)), member(X, [1, 2])",
                             src_text: Program}, 200, Own),
    assertion(Own.more == true),
    ask(Port, '127.0.0.2', _{ask: "seen(X)", src_text: Program}, 200, OwnLater),
    assertion(OwnLater.event == "failure"),
    ask(Port, '127.0.0.3', _{ask: "seen(X)", src_text: Program}, 200, Other),
    assertion(Other.event == "failure"),
    format(string(Reach), "'~w':seen(X)", [Own.id]),
    ask(Port, '127.0.0.3', _{ask: Reach}, 200, Reached),
    assertion(Reached.event == "error"),
    destroy(Port, '127.0.0.2', Own.id).

test(predicates_of_one_student_unknown_to_another) :-
    port(Port),
    ask(Port, '127.0.0.2', _{ask: "mine(X)", src_text: "mine(1)."}, 200, Own),
    text(Own, "X", "1"),
    ask(Port, '127.0.0.3', _{ask: "mine(X)"}, 200, Other),
    assertion(Other.event == "error"),
    assertion(contains(Other.data, "There is no predicate mine/1")).

test(client_and_server_limits) :-
    port(Port),
    Waiting = _{ask: "member(X, [1, 2])"},
    ask(Port, '127.0.0.4', Waiting, 200, A1),
    ask(Port, '127.0.0.4', Waiting, 200, A2),
    ask(Port, '127.0.0.4', Waiting, Status1, Refused1),
    assertion(Status1 == 429),
    assertion(contains(Refused1.error, "2 console queries")),
    ask(Port, '127.0.0.5', Waiting, 200, B1),
    ask(Port, '127.0.0.6', Waiting, Status2, Refused2),
    assertion(Status2 == 503),
    assertion(contains(Refused2.error, "3 console queries")),
    destroy(Port, '127.0.0.4', A1.id),
    ask(Port, '127.0.0.6', _{ask: "X = 1"}, 200, C1),
    text(C1, "X", "1"),
    destroy(Port, '127.0.0.4', A2.id),
    destroy(Port, '127.0.0.5', B1.id).

:- end_tests(web_console_clients).

%   A server started after queries ran elsewhere in the process gets the
%   stack limit it was given (the pool of pengine threads is made again):
%   a list of a million numbers fits in the 64 MB of the servers before,
%   not in 16 MB.

:- begin_tests(web_console_settings,
               [ setup(start_server([console_stack_mb(16)])),
                 cleanup(stop_server)
               ]).

test(stack_limit_of_a_later_server) :-
    refused(_{ask: "numlist(1, 1000000, _List), length(_List, N)"}, "16 MB").

:- end_tests(web_console_settings).


                 /*******************************
                 *   A SERVER OF ITS OWN: LIMITS *
                 *******************************/

child_start :-
    checkout_file('examples/web.pl', Script),
    current_prolog_flag(executable, Swipl),
    process_create(Swipl, [Script, '--port=0', '--console_seconds=2', '--console_stack_mb=32'],
                   [stdout(pipe(Out)), process(Pid)]),
    read_line_to_string(Out, Line),
    close(Out),
    (   sub_string(Line, B, _, _, "http://localhost:"),
        B1 is B + 17,
        sub_string(Line, B1, _, 0, Rest),
        split_string(Rest, "/", "", [PortText|_]),
        number_string(Port, PortText)
    ->  nb_setval(test_web_console_child, server(Pid, Port))
    ;   process_kill(Pid),
        throw(error(existence_error(damas_web_server, Line), _))
    ).

child_stop :-
    nb_getval(test_web_console_child, server(Pid, _)),
    catch(process_kill(Pid, kill), _, true),
    catch(process_wait(Pid, _), _, true).

child_ask(Fields, Event) :-
    nb_getval(test_web_console_child, server(_, Port)),
    ask(Port, '127.0.0.1', Fields, Status, Event),
    assertion(Status == 200).

%   The server still answers, and its process runs.

child_serves :-
    nb_getval(test_web_console_child, server(Pid, _)),
    process_wait(Pid, Status, [timeout(0)]),
    assertion(Status == timeout),
    child_ask(_{ask: "shown(P), legal_moves(P, Ms)"}, Event),
    assertion(Event.event == "success").

child_stopped(Fields, Part) :-
    child_ask(Fields, Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.data, Part)),
    child_serves.

:- begin_tests(web_console_process, [setup(child_start), cleanup(child_stop)]).

test(endless_loop) :-
    child_stopped(_{ask: "between(1, inf, _), fail"}, "within 2 seconds").

test(perft_too_deep) :-
    child_stopped(_{ask: "shown(P), perft(P, 40, N)"}, "within 2 seconds").

test(search_without_limit) :-
    child_stopped(_{ask: "shown(P), search(P, R, [depth(60)])"}, "within 2 seconds").

test(list_without_end) :-
    child_stopped(_{ask: "length(L, _), fail"}, "32 MB").

test(endless_recursion) :-
    child_stopped(_{ask: "grow(0)", src_text: "grow(N) :- M is N + 1, grow(M), true."},
                  "32 MB").

test(answer_too_large) :-
    child_stopped(_{ask: "numlist(1, 10000000, L)"}, "32 MB").

:- end_tests(web_console_process).


                 /*******************************
                 *          THE BROWSER         *
                 *******************************/

%   The browser test runs when Chromium and playwright-core are there
%   (make deps installs them); it saves build/web-console.png.

browser_test_possible :-
    absolute_file_name(path(chromium), _, [access(execute), file_errors(fail)]),
    absolute_file_name(path(node), _, [access(execute), file_errors(fail)]),
    checkout_file('tests/web/node_modules/playwright-core/package.json', Package),
    exists_file(Package).

:- if(browser_test_possible).

:- begin_tests(web_console_browser, [setup(start_server([])), cleanup(stop_server)]).

test(console_in_chromium) :-
    checkout_file('tests/web/console.mjs', Script),
    checkout_file(build, Build),
    make_directory_path(Build),
    directory_file_path(Build, 'web-console.png', Screenshot),
    port(Port),
    format(atom(URL), 'http://localhost:~w/', [Port]),
    absolute_file_name(path(node), Node, [access(execute)]),
    setup_call_cleanup(
        % Under make sanitize the sanitizer runtimes are preloaded into
        % swipl; the browser must not inherit them (it spins).
        process_create(Node, [Script, URL, Screenshot],
                       [ stdout(pipe(Out)), stderr(std), process(Pid),
                         environment(['LD_PRELOAD'='', 'ASAN_OPTIONS'=''])
                       ]),
        read_string(Out, _, Output),
        close(Out)),
    process_wait(Pid, Status),
    format(user_error, "~s", [Output]),
    assertion(Status == exit(0)),
    assertion(sub_string(Output, _, _, _, "console: ok")).

:- end_tests(web_console_browser).

:- endif.
