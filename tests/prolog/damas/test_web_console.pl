/*  Tests of the web board's Prolog console (library(damas/web/console)):
    queries about the position shown, a student's own predicates, answers
    as the SWI-Prolog toplevel writes them, the checks and their
    messages, more answers on demand, the limits of each client and of
    the server, and that nothing one query does (an escape from the
    sandbox, a crash, a loop that catches its abort, atoms without end,
    terms nested 60,000 deep) reaches the server or another query.  They
    speak the console's JSON requests as the page does, from several
    addresses of 127.0.0.0/8 (each another client).

    The queries that run out of time or memory, or crash their process,
    go to a server in a process of its own (examples/web.pl), so that a
    crash of the server would be a failed test and not the end of the
    run; its resident memory is measured before and after.  Only defines
    the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_web_console, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(thread), [concurrent_maplist/4]).
:- use_module(library(filesex)).
:- use_module(library(http/thread_httpd), [http_server_property/2]).
:- use_module(library(damas/web)).
:- use_module(library(damas/web/console), [console_property/2]).
:- use_module(library(damas/web/console_process),
              [console_confined/5, console_child_environment/1,
               console_isolation_works/1, console_process_start/3,
               console_process_send/2, console_process_stop/1]).
:- use_module(library(socket)).
:- use_module(library(damas/web/console_spare)).

:- use_module('../support/checkout').
:- use_module('../support/web_client').
:- use_module('../support/web_process').
:- use_module('../support/browser').
:- use_module('../support/hostile_queries').


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

%   ask(+Port, +From, +Fields, -Status, -Event): asks the query of Fields
%   (a dict: query, program, fen, variant) from the address From.

ask(Port, From, Fields, Status, Event) :-
    web_json(Port, post, '/api/console/ask', Fields, Status-Event, [from(From)]).

ask(Fields, Event) :-
    port(Port),
    ask(Port, '127.0.0.1', Fields, Status, Event),
    assertion(Status == 200).

next(Port, From, Id, Event) :-
    web_json(Port, post, '/api/console/next', _{id: Id}, Status-Event, [from(From)]),
    assertion(Status == 200).

stop(Port, From, Id) :-
    web_json(Port, post, '/api/console/stop', _{id: Id}, _, [from(From)]).

text(Event, Text) :-
    assertion(Event.event == "success"),
    Text = Event.text.

contains(Text, Part) :-
    sub_string(Text, _, _, _, Part),
    !.

refused(Fields, Part) :-
    ask(Fields, Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.message, Part)).


                 /*******************************
                 *            QUERIES           *
                 *******************************/

:- begin_tests(web_console,
               [ setup(start_server([client_consoles(2), console_queries(3)])),
                 cleanup(stop_server)
               ]).

test(legal_moves_of_the_shown_position) :-
    ask(_{query: "shown(P), legal_moves(P, Ms)", fen: "B:W18:B14"}, Event),
    text(Event, Text),
    assertion(Text == "P = fen(brazilian, \"B:W18:B14\"),\nMs = ['14x23']"),
    Event.positions = [Position],
    assertion(Position.name == "P"),
    assertion(Position.fen == "B:W18:B14"),
    assertion(sub_string(Position.svg, 0, _, _, "<svg")),
    assertion(Event.more == false).

test(initial_position_without_fen) :-
    ask(_{query: "shown(P), perft(P, 3, N)"}, Event),
    text(Event, Text),
    assertion(contains(Text, "N = 302")).

test(variant) :-
    ask(_{query: "shown(P), side_to_move(P, S)", variant: "international",
          fen: "B:W50:B1"}, Event),
    text(Event, Text),
    assertion(contains(Text, "S = black")),
    Event.positions = [Position],
    assertion(contains(Position.svg, "data-files=\"10\"")).

test(search_and_evaluation) :-
    ask(_{query: "shown(P), best_move(P, M, [depth(4)]), evaluation_terms(P, T)",
          fen: "W:W18:B14"}, Event),
    text(Event, Text),
    assertion(contains(Text, "M = '18x9'")).

test(students_predicate) :-
    ask(_{query: "first_capture(M)",
          program: "first_capture(M) :- shown(P), legal_move(P, M), move_is_capture(M).",
          fen: "B:W18:B14"}, Event),
    text(Event, Text),
    assertion(Text == "M = '14x23'").

test(position_drawn_from_a_students_predicate) :-
    ask(_{query: "after(Q)",
          program: "after(Q) :- shown(P), legal_move(P, M), make_move(P, M, Q).",
          fen: "B:W18:B14"}, Event),
    Event.positions = [Position],
    assertion(Position.fen == "W:W:B23"),
    assertion(sub_string(Position.svg, 0, _, _, "<svg")).

test(next_answers_on_demand) :-
    port(Port),
    ask(Port, '127.0.0.1', _{query: "member(X, [a, b, c])"}, 200, First),
    text(First, "X = a"),
    assertion(First.more == true),
    next(Port, '127.0.0.1', First.id, Second),
    text(Second, "X = b"),
    stop(Port, '127.0.0.1', First.id),
    web_json(Port, post, '/api/console/next', _{id: First.id}, Status-_, []),
    assertion(Status == 404).

test(last_answer_has_no_more) :-
    port(Port),
    ask(Port, '127.0.0.1', _{query: "member(X, [a, b])"}, 200, First),
    next(Port, '127.0.0.1', First.id, Second),
    text(Second, "X = b"),
    assertion(Second.more == false).

test(failure) :-
    ask(_{query: "shown(P), legal_moves(P, [])"}, Event),
    assertion(Event.event == "failure").

test(true_without_bindings) :-
    ask(_{query: "X = 1, X > 0"}, Event),
    text(Event, Text),
    assertion(Text == "X = 1"),
    ask(_{query: "true"}, True),
    text(True, "true").

test(output_without_end) :-
    ask(_{query: "repeat, format(\"~a~n\", [aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa]), fail"},
        Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.message, "printed more than 65,536 characters")),
    string_length(Event.output, Length),
    assertion(Length =< 65536).

test(output) :-
    ask(_{query: "format(\"hello~n\"), X = 1"}, Event),
    assertion(Event.output == "hello\n"),
    text(Event, "X = 1").

test(bad_fen) :-
    port(Port),
    ask(Port, '127.0.0.1', _{query: "true", fen: "W:W99"}, Status, Reply),
    assertion(Status == 400),
    assertion(sub_string(Reply.error, 0, _, _, "The FEN is not valid")).

test(query_not_a_string) :-
    port(Port),
    ask(Port, '127.0.0.1', _{query: 42}, Status, Reply),
    assertion(Status == 400),
    assertion(Reply.error == "query must be a string.").

test(ask_by_get, Status == 405) :-
    port(Port),
    web_json(Port, get, '/api/console/ask', none, Status-_, []).

%   The pengines protocol is not served: its own answer formats wrote
%   terms of any depth and size.

test(no_pengines, Statuses == [404, 404]) :-
    port(Port),
    web_json(Port, post, '/pengine/create', _{format: "json", ask: "true"}, S1-_, []),
    web_json(Port, get, '/pengine/list?application=damas_console', none, S2-_, []),
    Statuses = [S1, S2].

%   A syntax error shows the student's own text, cut where it is wrong,
%   with nothing the console wrapped around it.

test(syntax_error_without_wrapper) :-
    ask(_{query: "shown(P), legal_moves(P Ms)"}, Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.message, "Syntax error: Operator expected")),
    assertion(contains(Event.message, "shown(P), legal_moves(P\n** here **\n Ms)")),
    assertion(\+ contains(Event.message, "ask(")),
    assertion(\+ contains(Event.message, "shown(P), legal_moves(P ** here")).

test(syntax_error_of_the_program_names_its_line) :-
    ask(_{query: "p", program: "p.\nq :- r(."}, Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.message, "In the program: Syntax error")),
    assertion(contains(Event.message, "(line 2)")).

%   A library of plain Prolog may be loaded, and its operators hold in
%   the program and in the answers.

test(clpfd_in_a_program) :-
    ask(_{query: "p(X)", program: ":- use_module(library(clpfd)).\np(X) :- X #> 3, X #< 6."},
        Event),
    text(Event, "X in 4..5").

:- end_tests(web_console).


                 /*******************************
                 *    AS THE TOPLEVEL WRITES     *
                 *******************************/

%   The same queries, asked of swipl's toplevel (its standard input not
%   a terminal, one answer each) and of the console: the console's text
%   and its final "." are what the toplevel prints.

toplevel_queries([ "X = f(Y, Z, _W), Y = 1",
                   "length(L, 2), M = L",
                   "freeze(X, true)",
                   "dif(X, a)",
                   "B = 2, A = 1",
                   "X = \"é\", Y = 'hello world', Z = [1, 2.5, c]",
                   "true",
                   "fail",
                   "X = f(X)",
                   "length(L, 30000), foldl([_, A, f(A)]>>true, L, x, T), L = _"
                 ]).

toplevel_answers(Queries, Answers) :-
    current_prolog_flag(executable, Swipl),
    setup_call_cleanup(
        process_create(Swipl, ['-q', '--no-packs'],
                       [stdin(pipe(In)), stdout(pipe(Out)), stderr(null), process(Pid)]),
        ( set_stream(In, encoding(utf8)),
          set_stream(Out, encoding(utf8)),
          forall(member(Q, Queries), format(In, "~s.~n", [Q])),
          close(In),
          read_string(Out, _, Text)
        ),
        ( close(Out), process_wait(Pid, _) )),
    split_string(Text, "", "\n", [Trimmed]),
    atomic_list_concat(Parts, '\n\n', Trimmed),
    maplist(atom_string, Parts, Answers).

console_answer(Query, Answer) :-
    ask(_{query: Query}, Event),
    (   Event.event == "success"
    ->  string_concat(Event.text, ".", Answer)
    ;   Event.event == "failure"
    ->  Answer = "false."
    ;   Answer = Event.message
    ).

:- begin_tests(web_console_toplevel, [setup(start_server([])), cleanup(stop_server)]).

test(answers_as_the_toplevel_writes_them) :-
    toplevel_queries(Queries),
    toplevel_answers(Queries, Expected),
    maplist(console_answer, Queries, Answers),
    assertion(Answers == Expected).

:- end_tests(web_console_toplevel).


                 /*******************************
                 *            REFUSED           *
                 *******************************/

:- begin_tests(web_console_refused,
               [ setup(start_server([])),
                 cleanup(stop_server)
               ]).

test(shell) :-
    refused(_{query: "shell('ls')"}, "shell/1").

test(halt) :-
    refused(_{query: "halt"}, "halt/0").

test(open_for_writing) :-
    refused(_{query: "open('/tmp/damas_console_test', write, S), close(S)"}, "open/3").

test(assert_into_the_library) :-
    refused(_{query: "assertz(damas:legal_moves(_, []))"}, "assertz(damas:legal_moves(_"),
    ask(_{query: "shown(P), legal_moves(P, Ms)"}, Event),
    text(Event, Text),
    assertion(\+ contains(Text, "Ms = []")).

test(flag) :-
    refused(_{query: "set_prolog_flag(stack_limit, 1000000000000)"}, "set_prolog_flag/2").

test(library_module_directly) :-
    refused(_{query: "shown(P), damas:legal_moves(P, Ms)"}, "damas:legal_moves/2").

test(unsafe_goal_in_a_students_predicate) :-
    refused(_{query: "clean", program: "clean :- delete_file('x')."}, "clean/0").

test(unsafe_directive) :-
    refused(_{query: "true", program: ":- shell(ls)."}, "In the program: The console does not run shell/1").

test(variant_of_a_students_module) :-
    refused(_{query: "legal_moves(position(lists, white, 1, 2, 0), Ms)"},
            "shipped variants and the server's own only").

test(search_progress_goal) :-
    refused(_{query: "shown(P), search(P, R, [depth(2), progress(halt)])"}, "progress(halt)").

test(game_store) :-
    port(Port),
    web_json(Port, post, '/api/new', _{}, 200-Game, []),
    format(string(Query), "damas_web_store:store_get(_, ~q, E)", [Game.id]),
    refused(_{query: Query}, "store_get/3").

%   H01: an attribute of the system's freeze (woken with no hook the
%   sandbox could check), or any other module's, in any form.

test(attribute_of_freeze) :-
    forall(member(Q, [ "put_attr(X, freeze, shell('touch /tmp/damas_escaped')), X = 1",
                       "call(put_attr, X, freeze, shell(id)), X = 1",
                       "G = put_attr(X, freeze, halt), call(G), X = 1",
                       "put_attr(X, when, true)"
                     ]),
           ( ask(_{query: Q}, Event),
             assertion(Event.event == "error"),
             assertion(\+ exists_file('/tmp/damas_escaped'))
           )),
    refused(_{query: "p(X), X = 1", program: "p(X) :- put_attr(X, freeze, shell(id))."},
            "put_attr/3").

test(attribute_of_the_own_module) :-
    ask(_{query: "put_attr(X, console, 1), get_attr(X, console, V)"}, Event),
    text(Event, Text),
    assertion(contains(Text, "V = 1")).

%   H08: no library but plain Prolog's, no file by a path, in a query or
%   a directive.

test(library_loads) :-
    forall(member(Q, [ "use_module(library(http/http_log))",
                       "ensure_loaded(library(process))",
                       "load_files(library(pengines), [])",
                       "use_module('prolog/damas')",
                       "consult(library(filesex))",
                       "[library(http/thread_httpd)]"
                     ]),
           ( ask(_{query: Q}, Event),
             assertion(Event.event == "error")
           )),
    refused(_{query: "true", program: ":- use_module(library(http/http_log))."},
            "use_module/1").

test(plain_library_loads) :-
    ask(_{query: "use_module(library(lists)), last([1, 2], X)"}, Event),
    text(Event, Text),
    assertion(contains(Text, "X = 2")).

%   H10: a position the library refuses is an answer like another.

test(position_the_library_refuses) :-
    ask(_{query: "X = position(canadian, white, 1, 2, 0)"}, Event),
    text(Event, Text),
    assertion(Text == "X = position(canadian, white, 1, 2, 0)"),
    assertion(Event.positions == []).

%   H11, H06: a query text is at most 16,384 characters; deeper nesting
%   within that is parsed in the query's process, within its limits.

test(query_too_long) :-
    port(Port),
    length(Codes, 20000), maplist(=(0'-), Codes),
    format(string(Query), "X = ~s1", [Codes]),
    ask(Port, '127.0.0.1', _{query: Query}, Status, Reply),
    assertion(Status == 400),
    assertion(contains(Reply.error, "at most 16,384 characters")).

:- end_tests(web_console_refused).


                 /*******************************
                 *      ISOLATION AND LIMITS    *
                 *******************************/

:- begin_tests(web_console_clients,
               [ setup(start_server([client_consoles(2), console_queries(3)])),
                 cleanup(stop_server)
               ]).

%   One student's query asserts and stays alive (it has more answers);
%   another's, with the same program, sees none of it.

test(isolation) :-
    port(Port),
    Program = ":- dynamic seen/1.",
    ask(Port, '127.0.0.2', _{query: "assertz(seen(secret)), member(X, [1, 2])",
                             program: Program}, 200, Own),
    assertion(Own.more == true),
    ask(Port, '127.0.0.2', _{query: "seen(X)", program: Program}, 200, OwnLater),
    assertion(OwnLater.event == "failure"),
    ask(Port, '127.0.0.3', _{query: "seen(X)", program: Program}, 200, Other),
    assertion(Other.event == "failure"),
    stop(Port, '127.0.0.2', Own.id).

test(predicates_of_one_student_unknown_to_another) :-
    port(Port),
    ask(Port, '127.0.0.2', _{query: "mine(X)", program: "mine(1)."}, 200, Own),
    text(Own, "X = 1"),
    ask(Port, '127.0.0.3', _{query: "mine(X)"}, 200, Other),
    assertion(Other.event == "error"),
    assertion(contains(Other.message, "There is no predicate mine/1")).

test(another_clients_query) :-
    port(Port),
    ask(Port, '127.0.0.2', _{query: "member(X, [1, 2])"}, 200, Own),
    web_json(Port, post, '/api/console/next', _{id: Own.id}, S1-_, [from('127.0.0.3')]),
    web_json(Port, post, '/api/console/stop', _{id: Own.id}, S2-_, [from('127.0.0.3')]),
    assertion(S1-S2 == 404-404),
    next(Port, '127.0.0.2', Own.id, Second),
    text(Second, "X = 2").

test(client_and_server_limits) :-
    port(Port),
    Waiting = _{query: "member(X, [1, 2])"},
    ask(Port, '127.0.0.4', Waiting, 200, A1),
    ask(Port, '127.0.0.4', Waiting, 200, A2),
    ask(Port, '127.0.0.4', Waiting, Status1, Refused1),
    assertion(Status1 == 429),
    assertion(contains(Refused1.error, "2 console queries")),
    ask(Port, '127.0.0.5', Waiting, 200, B1),
    ask(Port, '127.0.0.6', Waiting, Status2, Refused2),
    assertion(Status2 == 503),
    assertion(contains(Refused2.error, "3 console queries")),
    stop(Port, '127.0.0.4', A1.id),
    ask(Port, '127.0.0.6', _{query: "X = 1"}, 200, C1),
    text(C1, "X = 1"),
    stop(Port, '127.0.0.4', A2.id),
    stop(Port, '127.0.0.5', B1.id).

%   A refused query's process ends with it: a client that typed more
%   refused queries than its share may still ask.

test(refused_queries_end_their_processes) :-
    port(Port),
    forall(between(1, 4, _),
           ( ask(Port, '127.0.0.7', _{query: "shell(ls)"}, 200, E),
             assertion(E.event == "error") )),
    ask(Port, '127.0.0.7', _{query: "X = 1"}, 200, Event),
    text(Event, "X = 1").

:- end_tests(web_console_clients).

%   A variant of one's own, from a file the server was started with (in
%   /tmp, which a query's process sees empty but for such files).

own_variant_start :-
    checkout_file('examples/teacher_br.pl', Example),
    tmp_file(variant, Dir),
    make_directory(Dir),
    directory_file_path(Dir, 'class_br.pl', File),
    read_file_to_string(Example, Text0, []),
    atomic_list_concat(Parts, teacher_br, Text0),
    atomic_list_concat(Parts, class_br, Text),
    setup_call_cleanup(open(File, write, Out), write(Out, Text), close(Out)),
    use_module(File, []),
    nb_setval(test_web_console_variant_dir, Dir),
    start_server([variants([class_br])]).

own_variant_stop :-
    stop_server,
    nb_getval(test_web_console_variant_dir, Dir),
    delete_directory_and_contents(Dir).

:- begin_tests(web_console_own_variant, [setup(own_variant_start), cleanup(own_variant_stop)]).

test(own_variant) :-
    ask(_{query: "shown(P), legal_moves(P, Ms), length(Ms, N)", variant: "class_br",
          fen: "W:WK29:B22"}, Event),
    text(Event, Text),
    assertion(contains(Text, "P = fen(class_br, \"W:WK29:B22\")")),
    % Its kings are short: the king on 29 (a1) steps, it cannot take 22.
    assertion(contains(Text, "Ms = ['29-25']")),
    Event.positions = [Position],
    assertion(sub_string(Position.svg, 0, _, _, "<svg")).

test(own_variant_on_the_board) :-
    port(Port),
    web_json(Port, get, '/api/variants', none, 200-Variants, []),
    assertion(memberchk("class_br", Variants.variants)),
    web_json(Port, post, '/api/new', _{variant: "class_br", fen: "W:WK29:B22"}, 200-Game, []),
    maplist([M, T]>>get_dict(text, M, T), Game.moves, Texts),
    assertion(Texts == ["29-25"]).

test(another_module_is_still_refused) :-
    refused(_{query: "legal_moves(position(lists, white, 1, 2, 0), Ms)"}, "class_br").

:- end_tests(web_console_own_variant).

%   The weaker confinements still run a query, and still stop one.

:- begin_tests(web_console_isolation).

%   Each confinement whose trial run works here runs a query and stops
%   one; rlimits always does.  unshare needs root, and a library that
%   user nobody may read (a clone in a folder of mode 0700 is not).

test(each_isolation) :-
    assertion(console_isolation_works(rlimits)),
    forall(( member(I, [unshare, rlimits]), console_isolation_works(I) ),
           assertion(isolation_works(I))).

%   A confinement asked for that does not work here is refused when the
%   server starts, not at every query.

test(isolation_asked) :-
    (   console_isolation_works(unshare)
    ->  web_server([port(Port), console_isolation(unshare)]),
        web_stop(Port)
    ;   catch(web_server([port(_), console_isolation(unshare)]),
              error(domain_error(_, unshare), _),
              Refused = true),
        Refused == true
    ).

isolation_works(Isolation) :-
    web_server([port(Port), console_isolation(Isolation), console_seconds(1)]),
    call_cleanup(
        ( ask(Port, '127.0.0.1', _{query: "shown(P), legal_moves(P, Ms), length(Ms, N)"},
              200, Event),
          Event.event == "success",
          sub_string(Event.text, _, _, _, "N = 7"),
          ask(Port, '127.0.0.1', _{query: "repeat, fail"}, 200, Stopped),
          Stopped.event == "error" ),
        web_stop(Port)).

%   process_limits(-Limits): small limits for the processes these tests
%   start themselves.

process_limits(limits{stack_mb: 32, memory_mb: 256, cpu_seconds: 20, variant_files: []}).

%   The child kept ready is handed out once: two takes give two
%   processes, each alive and ready for its query.  (They live as long
%   as the spare's thread, which created them: SWI-Prolog's children
%   get SIGTERM when the thread that made them ends.)

test(spare_handed_out_once) :-
    process_limits(Limits),
    spare_start(rlimits, Limits, Spare),
    call_cleanup(
        ( spare_take(Spare, First),
          spare_take(Spare, Second),
          First = console_process(Pid1, _, _),
          Second = console_process(Pid2, _, _),
          assertion(Pid1 \== Pid2),
          forall(member(P, [First, Second]),
                 ( P = console_process(Pid, _, _),
                   assertion(process_wait(Pid, timeout, [timeout(0)])),
                   console_process_stop(P)
                 ))
        ),
        spare_stop(Spare)).

test(spare_stopped_with_its_child) :-
    process_limits(Limits),
    spare_start(rlimits, Limits, Spare),
    spare_take(Spare, Taken),
    console_process_stop(Taken),
    spare_stop(Spare),
    assertion(\+ catch(spare_take(Spare, _), _, fail)).

%   A query's process keeps no descriptor of the server's but its
%   standard streams: not a listening socket (here one of the test's
%   own, as the server's was), in any confinement.

test(no_inherited_descriptors, forall(( member(I, [bwrap, unshare, rlimits]),
                                        console_isolation_works(I) ))) :-
    setup_call_cleanup(
        ( tcp_socket(Socket),
          tcp_bind(Socket, '127.0.0.1':_),
          tcp_listen(Socket, 1)
        ),
        child_descriptors(I, Descriptors),
        tcp_close_socket(Socket)),
    assertion(Descriptors == [0, 1, 2]).

%   A process stopped in the middle of a query leaves nothing behind,
%   whatever runs it (unshare forks the swipl, which a change of user
%   had freed from dying with its parent: it went on with the query).

test(stopped_process_ends, forall(( member(I, [bwrap, unshare, rlimits]),
                                    console_isolation_works(I) ))) :-
    process_limits(Limits),
    console_process_start(I, Limits, Process),
    Process = console_process(Pid, _, _),
    child_swipl(Pid, Child),
    console_process_send(Process,
                         request("repeat, fail", "", brazilian, "",
                                 _{seconds: 100, output: 1000, solution: ""})),
    sleep(0.5),
    console_process_stop(Process),
    format(atom(Dir), '/proc/~w', [Child]),
    assertion(gone_within(Dir, 100)).

gone_within(Dir, Tries) :-
    (   \+ exists_directory(Dir)
    ->  true
    ;   Tries > 0,
        sleep(0.1),
        Tries1 is Tries - 1,
        gone_within(Dir, Tries1)
    ).

child_descriptors(Isolation, Descriptors) :-
    process_limits(Limits),
    setup_call_cleanup(
        console_process_start(Isolation, Limits, Process),
        ( Process = console_process(Pid, _, _),
          child_swipl(Pid, Child),
          format(atom(Dir), '/proc/~w/fd', [Child]),
          directory_numbers(Dir, Descriptors)
        ),
        console_process_stop(Process)).

%   child_swipl(+Pid, -Child): the swipl process of the query, Pid or a
%   descendant of it (under bwrap or unshare).

child_swipl(Pid, Pid) :-
    format(atom(Comm), '/proc/~w/comm', [Pid]),
    read_file_to_string(Comm, Name, []),
    split_string(Name, "", "\n", ["swipl"]),
    !.
child_swipl(Pid, Child) :-
    directory_files('/proc', Entries),
    member(Entry, Entries),
    atom_number(Entry, Other),
    format(atom(Stat), '/proc/~w/stat', [Other]),
    catch(read_file_to_string(Stat, Text, []), _, fail),
    sub_string(Text, Close, _, _, ") "),
    sub_string(Text, Close, _, 0, After),
    split_string(After, " ", "", [_, _, ParentText|_]),
    number_string(Pid, ParentText),
    child_swipl(Other, Child),
    !.

directory_numbers(Dir, Numbers) :-
    directory_files(Dir, Entries),
    findall(N, ( member(E, Entries), atom_number(E, N) ), Numbers0),
    msort(Numbers0, Numbers).

:- end_tests(web_console_isolation).

:- begin_tests(web_console_settings,
               [ setup(start_server([console_stack_mb(16)])),
                 cleanup(stop_server)
               ]).

test(stack_limit) :-
    refused(_{query: "numlist(1, 1000000, _List), length(_List, N)"}, "16 MB").

:- end_tests(web_console_settings).

%   Where bubblewrap runs (make deps installs it), a query's process has
%   no network and can write nowhere but its own empty /tmp.

bwrap_isolation :-
    web_server([port(Port)]),
    server_console(Port, Console),
    console_property(Console, isolation(Isolation)),
    web_stop(Port),
    Isolation == bwrap.

server_console(Port, Console) :-
    http_server_property(Port, goal(Goal)),
    strip_module(Goal, _, serve(Config)),
    Console = Config.console.

:- if(bwrap_isolation).

:- begin_tests(web_console_confined, [setup(start_server([])), cleanup(stop_server)]).

%   What the process itself may do, without the sandbox: a shell in the
%   same confinement as a query's swipl.

test(confined) :-
    port(Port),
    server_console(Port, Console),
    console_property(Console, limits(Limits)),
    checkout_file('.', Checkout),
    process_id(Server),
    format(string(Script),
           "id -u; nice; test -s /etc/shadow && echo reads-shadow; ls /root; \c
            touch '~w/confined_probe' 2>/dev/null && echo wrote-checkout; \c
            touch /tmp/probe && echo wrote-tmp; tail -n +3 /proc/net/dev | cut -d: -f1; \c
            kill -0 ~w 2>/dev/null && echo sees-server; echo end",
           [Checkout, Server]),
    console_confined(bwrap, Limits, [sh, '-c', Script], Program, Arguments),
    console_child_environment(Environment),
    setup_call_cleanup(
        process_create(Program, Arguments, [stdout(pipe(Out)), stderr(null), process(Pid),
                                            environment(Environment)]),
        read_string(Out, _, Output),
        ( close(Out), process_wait(Pid, _) )),
    split_string(Output, "\n", " ", Lines0),
    exclude(==(""), Lines0, Lines1),
    !,
    Lines = Lines1,
    assertion(Lines == ["65534", "10", "wrote-tmp", "lo", "end"]).

:- end_tests(web_console_confined).

:- endif.


                 /*******************************
                 *   A SERVER OF ITS OWN: LIMITS *
                 *******************************/

child_start :-
    web_process_start(['--console_seconds=2', '--console_stack_mb=32',
                       '--console_memory_mb=256'], Server),
    nb_setval(test_web_console_child, Server).

child_stop :-
    nb_getval(test_web_console_child, Server),
    web_process_stop(Server).

child_ask(Fields, Event) :-
    nb_getval(test_web_console_child, server(_, Port)),
    ask(Port, '127.0.0.1', Fields, Status, Event),
    assertion(Status == 200).

%   The server still answers, and its process runs.

child_serves :-
    nb_getval(test_web_console_child, Server),
    assertion(web_process_alive(Server)),
    child_ask(_{query: "shown(P), legal_moves(P, Ms)"}, Event),
    assertion(Event.event == "success").

child_stopped(Fields, Part) :-
    child_ask(Fields, Event),
    assertion(Event.event == "error"),
    assertion(contains(Event.message, Part)),
    child_serves.

%   The server's memory grew by less than 20 MB.  Under make sanitize
%   the server runs with AddressSanitizer, whose quarantine keeps freed
%   memory by the hundred megabytes: the figure then says nothing.

memory_flat(Before, After) :-
    (   getenv('LD_PRELOAD', Preload),
        sub_atom(Preload, _, _, _, asan)
    ->  true
    ;   After - Before < 20000
    ).

child_resident_kb(KB) :-
    nb_getval(test_web_console_child, Server),
    web_process_resident_kb(Server, KB).

:- begin_tests(web_console_process, [setup(child_start), cleanup(child_stop)]).

test(endless_loop) :-
    child_stopped(_{query: "between(1, inf, _), fail"}, "within 2 seconds").

test(perft_too_deep) :-
    child_stopped(_{query: "shown(P), perft(P, 40, N)"}, "within 2 seconds").

test(search_without_limit) :-
    child_stopped(_{query: "shown(P), search(P, R, [depth(60)])"}, "within 2 seconds").

test(list_without_end) :-
    child_stopped(_{query: "length(L, _), fail"}, "32 MB").

test(endless_recursion) :-
    child_stopped(_{query: "grow(0)", program: "grow(N) :- M is N + 1, grow(M), true."},
                  "32 MB").

test(answer_too_large) :-
    child_stopped(_{query: "numlist(1, 10000000, L)"}, "32 MB").

%   H02: a query that prints, then loops, is stopped at its limit all
%   the same.

test(printing_then_looping) :-
    child_stopped(_{query: "format(\"x~n\"), repeat, fail"}, "within 2 seconds").

%   H04: a query that catches its abort and loops on is stopped too,
%   and its place is free again.

test(abort_caught) :-
    forall(member(Fields, [ _{query: "catch((repeat, fail), _, (repeat, fail))"},
                            _{query: "r", program: "r :- catch((repeat, fail), _, r)."},
                            _{query: "setup_call_cleanup(true, (repeat, fail), (repeat, fail))"},
                            _{query: "catch(setup_call_cleanup(true, repeat, true), _, (repeat, fail)), fail"}
                          ]),
           child_stopped(Fields, "within 2 seconds")),
    forall(between(1, 4, _), child_serves).

%   H03, H06: terms nested 30,000 deep answered, printed, thrown, thrown
%   in an error term: each is an answer or an error in words, and the
%   server goes on.

test(deep_terms) :-
    forall(member(Query, [ "length(L, 30000), foldl([_, A, f(A)]>>true, L, x, T)",
                           "length(L, 30000), foldl([_, A, f(A)]>>true, L, x, T), format(\"~p~n\", [T])",
                           "length(L, 30000), foldl([_, A, f(A)]>>true, L, x, T), throw(T)",
                           "length(L, 30000), foldl([_, A, f(A)]>>true, L, x, T), throw(error(type_error(integer, T), _))"
                         ]),
           ( child_ask(_{query: Query}, Event),
             assertion(memberchk(Event.event, ["success", "error"])),
             child_serves
           )).

%   H05: atoms count against the query's memory; the server's does not
%   grow.

test(atoms_without_end) :-
    child_resident_kb(Before),
    child_ask(_{query: "foldl([_, X0, X]>>atom_concat(X0, X0, X), [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27], a, A)"},
              Event),
    assertion(Event.event == "error"),
    child_serves,
    child_resident_kb(After),
    assertion(memory_flat(Before, After)).

%   The generated hostile queries of tests/prolog/support/hostile_queries.pl:
%   no server death, no escape, memory flat.

test(hostile_queries) :-
    child_resident_kb(Before),
    numlist(1, 30, Seeds),
    nb_getval(test_web_console_child, server(_, Port)),
    concurrent_maplist(hostile_outcome(Port), Seeds, Outcomes),
    assertion(forall(member(O, Outcomes), memberchk(O, ["success", "failure", "error"]))),
    child_serves,
    assertion(\+ exists_file('/tmp/escaped')),
    child_resident_kb(After),
    assertion(memory_flat(Before, After)).

%   Three clients at a time: each its own address.

hostile_outcome(Port, Seed, Outcome) :-
    hostile_query(Seed, _Kind, Fields),
    From is Seed mod 3 + 2,
    format(atom(Address), '127.0.0.~w', [From]),
    ask(Port, Address, Fields, Status, Event),
    (   Status == 200
    ->  Outcome = Event.event
    ;   Outcome = status(Status)
    ).

:- end_tests(web_console_process).


                 /*******************************
                 *          THE BROWSER         *
                 *******************************/

%   The browser test runs when Chromium and playwright-core are there
%   (make deps installs them); it saves build/web-console.png.

:- if(browser_test_possible).

:- begin_tests(web_console_browser, [setup(start_server([])), cleanup(stop_server)]).

test(console_in_chromium) :-
    checkout_file(build, Build),
    make_directory_path(Build),
    directory_file_path(Build, 'web-console.png', Screenshot),
    port(Port),
    format(atom(URL), 'http://localhost:~w/', [Port]),
    browser_script('tests/web/console.mjs', [URL, Screenshot], Output, Status),
    assertion(Status == exit(0)),
    assertion(sub_string(Output, _, _, _, "console: ok")).

:- end_tests(web_console_browser).

:- endif.
