/*  Tests of library(damas/web) as a service: what no client may do to
    the server.  Each limit of web_server/1 is met and answered with its
    status; requests that stopped the server (a JSON body nested 50,000
    deep, a run of analyses) leave it running; a bad request changes
    nothing, and one client's requests never take another's game.

    The requests that once stopped the server go to a server in a
    process of its own (examples/web.pl), so that a crash is a failed
    test and not the end of the run; the limits are tested against
    servers in this process, started with small limits.  Requests come
    from several addresses of 127.0.0.0/8 (tests/prolog/support/
    web_client.pl): each is another client.  Only defines the units;
    tests/prolog/run_tests.pl runs them.
*/
:- module(test_web_service, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(socket)).
:- use_module(library(filesex)).
:- use_module(library(damas/web)).
:- use_module(library(damas/web/input)).
:- use_module(library(damas/web/background)).

:- use_module('../support/checkout').
:- use_module('../support/web_client').
:- use_module('../support/web_process').


                 /*******************************
                 *     A SERVER OF ITS OWN      *
                 *******************************/

child_start(Arguments, Server) :-
    web_process_start(Arguments, Server).

child_stop(Server) :-
    web_process_stop(Server).

alive(Server) :-
    web_process_alive(Server).

start_child :-
    child_start([], Server),
    nb_setval(test_web_child, Server).

stop_child :-
    nb_getval(test_web_child, Server),
    child_stop(Server).

child(Server) :-
    nb_getval(test_web_child, Server).

child_json(Method, Path, Dict, Answer) :-
    child(server(_, Port)),
    web_json(Port, Method, Path, Dict, Answer, []).

%   serves(+Server): the server is running and answers.

serves(Server) :-
    assertion(alive(Server)),
    Server = server(_, Port),
    web_json(Port, get, '/api/stats', none, Status-_, []),
    assertion(Status == 200).

%   contains(+Text, +Part): semidet, so that a failed assertion prints
%   the goal and not the text, which may be long.

contains(Text, Part) :-
    sub_string(Text, _, _, _, Part),
    !.

nested(Depth, Text) :-
    length(Open, Depth), maplist(=(0'[), Open),
    length(Close, Depth), maplist(=(0']), Close),
    append(Open, Close, Codes),
    string_codes(Text, Codes).

:- begin_tests(web_service_process, [setup(start_child), cleanup(stop_child)]).

% 100 KB, arrays 50,000 deep: SWI-Prolog 9.0.4 aborted on an assertion
% while it formatted the error message from the parsed term.
test(deep_array_body) :-
    child(Server),
    Server = server(_, Port),
    nested(50000, Text),
    web_request(Port, post, '/api/new', text(Text), reply(Status, _, Answer), []),
    assertion(Status == 400),
    assertion(sub_string(Answer, _, _, _, "nests")),
    serves(Server).

test(deep_array_field) :-
    child(Server),
    Server = server(_, Port),
    nested(50000, Nested),
    string_concat("{\"fen\": ", Nested, Text0),
    string_concat(Text0, "}", Text),
    web_request(Port, post, '/api/new', text(Text), reply(Status, _, Answer), []),
    assertion(Status == 400),
    assertion(sub_string(Answer, _, _, _, "nests")),
    serves(Server).

% An analysis thread created by the request's thread inherited its
% output, the HTTP connection, and the server died within 20 to 95
% analyses.
test(hundred_analyses_in_a_row) :-
    child(Server),
    child_json(post, '/api/new', _{}, 200-Game),
    forall(between(1, 100, _),
           ( child_json(post, '/api/analyse', _{id: Game.id, time: 0.05}, Status-_),
             assertion(Status == 200)
           )),
    serves(Server).

test(long_input_not_repeated) :-
    child(Server),
    length(Xs, 100000), maplist(=(0'x), Xs), string_codes(Long, Xs),
    child_json(post, '/api/new', _{variant: Long}, Status-Reply),
    assertion(Status == 400),
    string_length(Reply.error, Length),
    assertion(Length < 200),
    assertion(\+ contains(Reply.error, "xxxxxxxxxx")),
    serves(Server).

% Without Content-Type the answer was a 500 that printed the request.
test(no_content_type) :-
    child(server(_, Port)),
    web_request(Port, post, '/api/new', text("{}"), reply(Status, _, Text),
                [content_type(none)]),
    assertion(Status == 415),
    assertion(\+ contains(Text, "method(post)")).

test(no_length) :-
    child(server(_, Port)),
    web_request(Port, post, '/api/new', text("{}"), reply(Status, _, _), [length(false)]),
    assertion(Status == 411).

% /static/%00 was a 500 naming the install path and the host.
test(static_nul) :-
    child(server(_, Port)),
    checkout(Root),
    web_request(Port, get, '/static/%00', none, reply(Status, _, Text), []),
    assertion(Status == 404),
    assertion(\+ contains(Text, Root)),
    gethostname(Host),
    assertion(\+ contains(Text, Host)).

test(static_only_the_page, [forall(member(Path, ['/static/', '/static/index.html',
                                                  '/static/../web.pl', '/static/%2e%2e/store.pl',
                                                  '/static/board.js/x', '/web.pl']))]) :-
    child(server(_, Port)),
    web_request(Port, get, Path, none, reply(Status, _, _), []),
    assertion(Status == 404).

% The page's directory holds a link out of it: it is not served.
test(static_link_not_followed, [setup(make_link(Link)), cleanup(delete_file(Link))]) :-
    child(server(_, Port)),
    web_request(Port, get, '/static/test-link.pl', none, reply(Status, _, Text), []),
    assertion(Status == 404),
    assertion(\+ contains(Text, "module")).

test(server_still_serves) :-
    child(Server),
    serves(Server).

:- end_tests(web_service_process).

make_link(Link) :-
    checkout_file('prolog/damas/web/static/test-link.pl', Link),
    catch(delete_file(Link), _, true),
    link_file('../store.pl', Link, symbolic).

:- begin_tests(web_example).

% --help started a server that never ended.
test(help) :-
    checkout_file('examples/web.pl', Script),
    current_prolog_flag(executable, Swipl),
    process_create(Swipl, [Script, '--help'],
                   [stdout(pipe(Out)), stderr(pipe(Err)), process(Pid)]),
    wait_for_exit(Pid, 60, Status),
    (   Status == timeout
    ->  process_kill(Pid, kill), process_wait(Pid, _)
    ;   true
    ),
    read_string(Out, _, Text1), close(Out),
    read_string(Err, _, Text2), close(Err),
    string_concat(Text1, Text2, Text),
    assertion(Status == exit(0)),
    assertion(sub_string(Text, _, _, _, "--port")),
    assertion(sub_string(Text, _, _, _, "--host")).

:- end_tests(web_example).

%   wait_for_exit(+Pid, +Seconds, -Status): the process's exit status,
%   or `timeout` if it still runs after Seconds.  (process_wait/3 with a
%   timeout other than 0 does not return in SWI-Prolog 9.0.4.)

wait_for_exit(Pid, Seconds, Status) :-
    get_time(Start),
    Deadline is Start + Seconds,
    wait_until(Pid, Deadline, Status).

wait_until(Pid, Deadline, Status) :-
    process_wait(Pid, Status0, [timeout(0)]),
    get_time(Now),
    (   Status0 == timeout,
        Now < Deadline
    ->  sleep(0.1),
        wait_until(Pid, Deadline, Status)
    ;   Status = Status0
    ).


                 /*******************************
                 *        LIMITS, IN HERE       *
                 *******************************/

%   with_server(+Options, -Port, :Goal): Goal with a server of Options
%   on a free port, stopped afterwards.

:- meta_predicate with_server(+, -, 0).

with_server(Options, Port, Goal) :-
    setup_call_cleanup(web_server([port(Port)|Options]),
                       Goal,
                       web_stop(Port)).

json(Port, From, Method, Path, Dict, Answer) :-
    web_json(Port, Method, Path, Dict, Answer, [from(From)]).

new_game(Port, From, Id) :-
    json(Port, From, post, '/api/new', _{}, Status-State),
    assertion(Status == 200),
    Id = State.id.

connects(Address, Port) :-
    tcp_socket(Socket),
    call_cleanup(catch(tcp_connect(Socket, Address:Port), _, fail),
                 tcp_close_socket(Socket)).

:- begin_tests(web_limits).

test(loopback_by_default) :-
    with_server([], Port,
                ( assertion(connects('127.0.0.1', Port)),
                  assertion(\+ connects('127.0.0.2', Port))
                )).

test(interface_any) :-
    with_server([interface(any)], Port,
                assertion(connects('127.0.0.2', Port))).

test(interface_bad, [error(domain_error(damas_web_interface, 42))]) :-
    web_server([port(_), interface(42)]).

test(body_too_large) :-
    with_server([max_body(1000)], Port,
                ( length(Xs, 2000), maplist(=(0'a), Xs), string_codes(Fen, Xs),
                  json(Port, '127.0.0.1', post, '/api/new', _{fen: Fen}, Status-Reply),
                  assertion(Status == 413),
                  assertion(sub_string(Reply.error, _, _, _, "1,000 bytes")),
                  json(Port, '127.0.0.1', get, '/api/stats', none, 200-Stats),
                  assertion(Stats.games == 0)
                )).

test(body_too_deep) :-
    with_server([max_depth(3)], Port,
                ( web_request(Port, post, '/api/new', text("{\"path\": [[[1]]]}"),
                              reply(Status, _, Text), []),
                  assertion(Status == 400),
                  assertion(sub_string(Text, _, _, _, "3 levels")),
                  web_request(Port, post, '/api/new', text("{\"fen\": \"[[[[[[\"}"),
                              reply(Status2, _, _), []),
                  assertion(Status2 == 400)      % a bad FEN, not too deep
                )).

% Each client has its share; the server is full when the shares are.
test(games_per_client_and_server) :-
    with_server([client_games(2), max_games(3)], Port,
                ( new_game(Port, '127.0.0.2', A1),
                  new_game(Port, '127.0.0.2', _),
                  json(Port, '127.0.0.2', post, '/api/new', _{}, S1-R1),
                  assertion(S1 == 429),
                  assertion(sub_string(R1.error, _, _, _, "2 games")),
                  new_game(Port, '127.0.0.3', _),
                  json(Port, '127.0.0.4', post, '/api/new', _{}, S2-R2),
                  assertion(S2 == 503),
                  assertion(sub_string(R2.error, _, _, _, "3 games")),
                  json(Port, '127.0.0.2', get, '/api/stats', none, 200-Stats),
                  assertion(Stats.games == 3),
                  json(Port, '127.0.0.2', post, '/api/close', _{id: A1}, 200-_),
                  new_game(Port, '127.0.0.4', _)
                )).

% One analysis thread: the first analysis runs, the second waits; the
% third client finds the server full; a client over its share is
% refused, and the refused game's analysis is as it was.
test(analyses_per_client_and_server) :-
    with_server([analysis_threads(1), max_analyses(2), client_analyses(1)], Port,
                ( new_game(Port, '127.0.0.2', A),
                  new_game(Port, '127.0.0.2', A2),
                  new_game(Port, '127.0.0.3', B),
                  new_game(Port, '127.0.0.4', C),
                  json(Port, '127.0.0.2', post, '/api/analyse', _{id: A, time: 30}, 200-_),
                  json(Port, '127.0.0.2', post, '/api/analyse', _{id: A2, time: 30}, S1-R1),
                  assertion(S1 == 429),
                  assertion(sub_string(R1.error, _, _, _, "1 analysis running")),
                  format(atom(A2Path), '/api/analysis?id=~w', [A2]),
                  json(Port, '127.0.0.2', get, A2Path, none, 200-A2Analysis),
                  assertion(A2Analysis.generation == 0),
                  json(Port, '127.0.0.2', post, '/api/analyse', _{id: A, time: 30}, S2-Again),
                  assertion(S2 == 200),                % replaces its own
                  assertion(Again.generation == 2),
                  json(Port, '127.0.0.3', post, '/api/analyse', _{id: B, time: 30}, 200-_),
                  json(Port, '127.0.0.4', post, '/api/analyse', _{id: C, time: 30}, S3-R3),
                  assertion(S3 == 503),
                  assertion(sub_string(R3.error, _, _, _, "2 analyses"))
                )).

% A connection that sends one line of its request and no more held a
% worker for 60 seconds: with one worker, nobody else was answered.
test(idle_connection_closed) :-
    with_server([workers(1), timeout(1)], Port,
                setup_call_cleanup(
                    idle_connection(Port, In, Out),
                    ( web_request(Port, get, '/api/stats', none, reply(Status, _, _),
                                  [timeout(30)]),
                      assertion(Status == 200),
                      set_stream(In, timeout(30)),
                      catch(read_string(In, _, _), E, true),
                      assertion(var(E))                % closed by the server
                    ),
                    ( close(Out, [force(true)]), close(In, [force(true)]) ))).

% Silent connections hold a worker each until their timeout (here
% long): more workers are started for the others, up to max_workers.
% The server adds workers when it accepts a connection and sees none
% free; a worker just woken may still look free, so a client that
% gets no answer asks again on a new connection, as a browser would.
test(silent_connections_get_extra_workers) :-
    with_server([workers(1), max_workers(4), timeout(60)], Port,
                setup_call_cleanup(
                    ( idle_connection(Port, In1, Out1),
                      idle_connection(Port, In2, Out2)
                    ),
                    ( asked_again(Port, 10, Status),
                      assertion(Status == 200)
                    ),
                    ( close(Out1, [force(true)]), close(In1, [force(true)]),
                      close(Out2, [force(true)]), close(In2, [force(true)])
                    ))).

% thread_httpd's accept loop asks for workers (http:schedule_workers/1)
% in a catch/3 that takes every exception: a stop that came while a
% clause of that hook ran was printed ("Unknown message: http_stop") and
% lost, and web_stop/1 never returned.  The test's own clause of the
% hook (below) keeps the accept loop in the hook until the stop comes;
% the client holds its silent connections until the stop has returned.
test(stop_while_accept_loop_in_hook,
     [ setup(web_server([port(Port), workers(1), max_workers(1), timeout(2)])),
       cleanup(retractall(test_web_service:held_in_hook(_, _)))
     ]) :-
    thread_self(Me),
    assertz(test_web_service:held_in_hook(Port, Me)),
    setup_call_cleanup(
        message_queue_create(Opened),
        ( hook_entered(Port, Opened, 20),
          thread_create(web_stop(Port), Stopper, []),
          thread_ended(Stopper, 60, Status)
        ),
        close_opened(Opened)),
    assertion(Status == true).

test(wrong_method) :-
    with_server([], Port,
                ( json(Port, '127.0.0.1', get, '/api/new', none, Status-Reply),
                  assertion(Status == 405),
                  assertion(sub_string(Reply.error, _, _, _, "POST"))
                )).

test(nothing_there) :-
    with_server([], Port,
                forall(member(Path, ['/api/nothing', '/nothing', '/api']),
                       ( json(Port, '127.0.0.1', get, Path, none, Status-Reply),
                         assertion(Status == 404),
                         assertion(string(Reply.error))
                       ))).

:- end_tests(web_limits).

asked_again(Port, Times, Status) :-
    catch(web_request(Port, get, '/api/stats', none, reply(Status0, _, _), [timeout(2)]),
          error(timeout_error(_, _), _),
          Status0 = timeout),
    (   Status0 == timeout,
        Times > 1
    ->  Times1 is Times - 1,
        asked_again(Port, Times1, Status)
    ;   Status = Status0
    ).

%   The hook below stands for any clause of http:schedule_workers/1,
%   damas's own included, that runs when the server is stopped: for the
%   server of held_in_hook(Port, Test), once damas's clause has declined
%   (the server has all its workers), it tells Test that it runs and
%   waits for a message that is never sent.

:- dynamic held_in_hook/2.
:- multifile http:schedule_workers/1.

http:schedule_workers(Data) :-
    Data.reason == accept,
    held_in_hook(Data.port, Test),
    thread_send_message(Test, in_hook(Data.port)),
    thread_self(Me),
    thread_get_message(Me, never_sent, [timeout(120)]).

%   hook_entered(+Port, +Opened, +Tries): opens silent connections to
%   Port, sent to the queue Opened, until one finds the server's worker
%   busy and the accept loop in the hook above; fails after Tries.

hook_entered(Port, Opened, Tries) :-
    Tries > 0,
    idle_connection(Port, In, Out),
    thread_send_message(Opened, In-Out),
    thread_self(Me),
    (   thread_get_message(Me, in_hook(Port), [timeout(1)])
    ->  true
    ;   Tries1 is Tries - 1,
        hook_entered(Port, Opened, Tries1)
    ).

close_opened(Opened) :-
    (   thread_get_message(Opened, In-Out, [timeout(0)])
    ->  close(Out, [force(true)]),
        close(In, [force(true)]),
        close_opened(Opened)
    ;   message_queue_destroy(Opened)
    ).

%   thread_ended(+Thread, +Seconds, -Status): Thread's status once it
%   has ended, or `timeout` if it still runs after Seconds (it is left
%   running).

thread_ended(Thread, Seconds, Status) :-
    get_time(Start),
    Deadline is Start + Seconds,
    thread_ended_by(Thread, Deadline, Status).

thread_ended_by(Thread, Deadline, Status) :-
    thread_property(Thread, status(Status0)),
    get_time(Now),
    (   Status0 \== running
    ->  thread_join(Thread, Status)
    ;   Now > Deadline
    ->  Status = timeout
    ;   sleep(0.1),
        thread_ended_by(Thread, Deadline, Status)
    ).

idle_connection(Port, In, Out) :-
    tcp_socket(Socket),
    tcp_connect(Socket, '127.0.0.1':Port),
    tcp_open_socket(Socket, Pair),
    stream_pair(Pair, In, Out),
    format(Out, "GET /api/stats HTTP/1.1\r\n", []),
    flush_output(Out).

:- begin_tests(web_pieces).

test(depth_measured_on_the_text) :-
    assertion(json_depth_within("{\"a\": [1, [2]]}", 3)),
    assertion(\+ json_depth_within("{\"a\": [1, [2]]}", 2)),
    assertion(json_depth_within("{\"a\": \"[[[[[[\"}", 1)),
    assertion(json_depth_within("{\"a\": \"\\\"[[[[\"}", 1)),
    assertion(\+ json_depth_within("[[[[[[]]]]]]", 5)).

% A thread started from a thread whose output is about to close (an
% HTTP connection) writes to the standard output instead.
test(background_thread_has_standard_output) :-
    thread_self(Me),
    with_output_to(string(_),
                   background_thread(( current_output(Out0),
                                       thread_send_message(Me, out(Out0))
                                     ), Id, [])),
    thread_get_message(Me, out(Out)),
    thread_join(Id, _),
    stream_property(User, alias(user_output)),
    assertion(Out == User).

:- end_tests(web_pieces).
