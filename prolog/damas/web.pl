:- module(damas_web,
          [ web_server/1,               % +Options
            web_stop/1,                 % +Port
            web_game_count/1            % -Count
          ]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module(library(http/thread_httpd)).
:- use_module(library(http/http_dispatch)).
:- use_module(library(http/http_json)).
:- use_module('../damas').
:- use_module(kb, [shipped_variant/1]).
:- use_module(endgame, [endgame_use/1]).
:- use_module(game).
:- use_module(pdn).
:- use_module(search).
:- use_module(svg).
:- use_module(web/store).
:- use_module(web/searches).
:- use_module(web/input).
:- use_module(web/errors).
:- use_module(web/console).
:- use_module(web/lessons).
:- use_module(web/workers).
:- use_module(web/views).
:- use_module(review).

/** <module> The web board: play and analyse in a browser

web_server/1 starts an HTTP server, built on SWI-Prolog's own HTTP
libraries, that serves a board to play draughts in a browser: any
variant of library(damas), against the engine at any level of
search_level/2 or between two people, with undo, a new game from a FEN,
PDN download and upload, and an analysis mode that shows the engine's
score, depth and principal variation while it thinks.

    ?- web_server([port(8080)]).
    % then open http://localhost:8080/

The page (prolog/damas/web/static/: index.html, board.js, board.css,
console.js, console.css) is plain HTML, JavaScript and CSS: nothing is
fetched from elsewhere, and these five files, those of the lesson pages
(below) and the lesson files are all the server reads from the disk.
Under the board, a Prolog console runs a student's queries, each in a
confined process of its own (library(damas/web/console)).  The board
itself is drawn on the server by library(damas/svg).

Lessons (library(damas/web/lessons)) are pages of their own:
/lessons lists those of the lesson folder, /lesson/NAME shows one
(lesson.html, lesson.js, lesson.css), whose example queries run in the
console and whose exercises are checked there, by POST
/api/console/ask `{"lesson": NAME, "exercise": ID, "program": P}`;
GET /api/lessons and GET /api/lesson?name=NAME answer the list and the
lesson as JSON.  Lesson files are read as terms, never run here.

## A service

The server listens on the loopback interface only unless told
otherwise (option interface/1): nothing on the page asks who is
playing.  Every limit is an option of web_server/1: a request body is
at most `max_body` bytes, says it is JSON and its length, and nests at
most `max_depth` deep (measured before it is parsed); a connection
silent for `timeout` seconds is closed, and while silent clients hold
the `workers`, more are started, up to `max_workers`; the server holds at most
`max_games` games, `client_games` of one client (the address requests
come from); at most `max_analyses` analyses run or wait,
`client_analyses` of one client, in `analysis_threads` threads; engine
moves use `engine_searches` search contexts.  Searches use only the
server's fixed set of search contexts (library(damas/web/searches)),
so its memory does not grow with its clients.

## Games

Each browser tab plays its own game: the page asks for a new game, gets
its identifier (a random UUID) and keeps it for the tab
(sessionStorage).  The games live in library(damas/web/store), a
thread's state, not in the database; a game is dropped when its tab
says goodbye (/api/close), or after it has not been used for an hour.

## The interface

Every API answer is JSON.  A game's state is a dict with its `id`,
`version`, `variant`, `fen`, side to move `side`, the board as SVG
`svg`, the legal moves `moves` (each with its `text`, full-path
`full` text, `path` and `captures`), the moves played `history`, the
`players` (`human` or a level name per side), `turn` (`human` or
`engine`: who plays next), and `over` (null, or the result and its
reason); after an engine move also `engine` (its move, score, depth,
line).  Every request that answers a board, a move or a line takes
the viewer's choices `flip`, `numbers` and `notation`
(library(damas/web/views)).

  | Method, path      | Input (JSON body or query)         | Does |
  |-------------------|------------------------------------|------|
  | GET  /            |                                    | the page |
  | GET  /api/variants|                                    | variants and levels |
  | POST /api/new     | variant, fen, white, black, flip   | a new game: its state |
  | GET  /api/state   | id, flip                           | the state |
  | POST /api/move    | id, move (text) or path (squares)  | plays a human move |
  | POST /api/engine  | id, level, clock_remaining, clock_increment | the engine plays the side to move |
  | POST /api/undo    | id                                 | back to the last human turn |
  | POST /api/players | id, white, black                   | who plays each side |
  | GET  /api/pdn     | id                                 | the game as a PDN file |
  | POST /api/pdn     | id, pdn (text)                     | replaces the game by the PDN's first |
  | POST /api/analyse | id, time                           | starts an analysis |
  | GET  /api/analysis| id, flip                           | the analysis so far |
  | GET  /api/position| id, ply                            | the game's position after ply moves |
  | GET  /api/line    | id, moves                          | the analysis line's position after moves |
  | GET  /api/review  | id, from                           | the scores of the game's positions |
  | POST /api/close   | id                                 | forgets the game |
  | GET  /api/stats   |                                    | the number of games held |

A request that cannot be done changes nothing and gets a 4xx status
and the JSON `{"error": Message}`, Message saying what is wrong in
words (library(damas/web/errors)), never repeating the input: 400 bad
input, 404 no such game or address, 405 another method, 409 the game
changed meanwhile, 411, 413 and 415 a body without its length, too
large or not JSON, 429 over the client's share of games or analyses,
503 over the server's.  Anything else is a 500 that says no more, the
error going to the server's log.  Nothing a request does stops the
server.
*/

:- predicate_options(web_server/1, 1,
                     [ port(any),
                       interface(any),
                       workers(positive_integer),
                       max_workers(positive_integer),
                       timeout(positive_integer),
                       idle_minutes(nonneg),
                       max_body(positive_integer),
                       max_depth(positive_integer),
                       max_games(positive_integer),
                       client_games(positive_integer),
                       analysis_threads(positive_integer),
                       max_analyses(positive_integer),
                       client_analyses(positive_integer),
                       engine_searches(positive_integer),
                       console_seconds(positive_integer),
                       console_stack_mb(positive_integer),
                       console_memory_mb(positive_integer),
                       console_idle(positive_integer),
                       console_queries(positive_integer),
                       client_consoles(positive_integer),
                       console_isolation(oneof([auto, bwrap, unshare, rlimits])),
                       variants(list(atom)),
                       lesson_directory(atom)
                     ]).

%   The page's files: the only files the server reads from the disk.

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/web/static'], Assets),
   retractall(assets_directory(_)),
   assertz(assets_directory(Assets)).

:- dynamic assets_directory/1.

asset('board.js').
asset('board.css').
asset('console.js').
asset('console.css').
asset('lesson.js').
asset('lesson.css').

%   The lessons of examples/lessons/ unless web_server/1 says otherwise.

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../examples/lessons'], Lessons0),
   absolute_file_name(Lessons0, Lessons),
   retractall(default_lesson_directory(_)),
   assertz(default_lesson_directory(Lessons)).

:- dynamic default_lesson_directory/1.

:- http_handler(root(.), page, [prefix]).
:- http_handler(root(static), static_file, [prefix]).
:- http_handler(root(lessons), lesson_list_page, []).
:- http_handler(root(lesson), lesson_page, [prefix]).
:- http_handler(root(api/lessons), api(lessons, [get]), []).
:- http_handler(root(api/lesson), api(lesson, [get]), []).
:- http_handler(root(api), api_missing, [prefix]).
:- http_handler(root(api/variants), api(variants, [get]), []).
:- http_handler(root(api/new), api(new_game, [post]), []).
:- http_handler(root(api/state), api(state, [get]), []).
:- http_handler(root(api/move), api(move, [post]), []).
:- http_handler(root(api/engine), api(engine, [post]), []).
:- http_handler(root(api/undo), api(undo, [post]), []).
:- http_handler(root(api/players), api(players, [post]), []).
:- http_handler(root(api/pdn), api(pdn, [get, post]), []).
:- http_handler(root(api/analyse), api(analyse, [post]), []).
:- http_handler(root(api/analysis), api(analysis, [get]), []).
:- http_handler(root(api/close), api(close, [post]), []).
:- http_handler(root(api/position), api(position, [get]), []).
:- http_handler(root(api/line), api(line, [get]), []).
:- http_handler(root(api/review), api(review, [get]), []).
:- http_handler(root(api/stats), api(stats, [get]), []).
:- http_handler(root(api/console/ask), api(console_ask, [post]), []).
:- http_handler(root(api/console/next), api(console_next, [post]), []).
:- http_handler(root(api/console/stop), api(console_stop, [post]), []).


                 /*******************************
                 *            SERVER            *
                 *******************************/

%!  web_server(+Options) is det.
%
%   Starts the web board's HTTP server and returns; the server runs in
%   threads of its own.  Options:
%
%     - port(?Port)
%       The TCP port; default 8080.  An unbound Port is bound to a free
%       port the system chooses.
%     - interface(+Interface)
%       Where the server listens: `loopback` (the default: this
%       computer only), `any` (every interface of the computer: anyone
%       who reaches it can play, nothing asks who), or a host name or
%       IP address (an atom or string, e.g. '192.168.1.20').
%     - workers(+N)
%       Threads answering requests; default 16.
%     - max_workers(+N)
%       When all workers are busy (slow or silent clients), more are
%       started, up to N in all; each extra one ends after 10 seconds
%       without work.  Default 64.
%     - timeout(+Seconds)
%       A connection that sends nothing for Seconds while its request
%       is read is closed; default 10.
%     - idle_minutes(+Minutes)
%       Games unused for longer are dropped; default 60.
%     - max_body(+Bytes)
%       The largest request body; default 524288 (512 KB).
%     - max_depth(+Levels)
%       The deepest nesting of arrays and objects in a body; default 8.
%     - max_games(+N)
%       The most games the server holds; default 1000.
%     - client_games(+N)
%       The most games one client (one address) holds; default 50.
%     - analysis_threads(+N)
%       Analyses that run at once; default 2.
%     - max_analyses(+N)
%       Analyses that run or wait for a thread; default 8.
%     - client_analyses(+N)
%       Of them, of one client; default 2.
%     - engine_searches(+N)
%       Engine moves searched at once; default 2 (a request waits up to
%       20 seconds for its turn).
%     - console_seconds(+Seconds), console_stack_mb(+MB),
%       console_memory_mb(+MB), console_idle(+Seconds),
%       console_queries(+N), client_consoles(+N)
%       The limits of the Prolog console (library(damas/web/console)):
%       a query's time to each answer (default 10), its stacks (64 MB),
%       its process's memory (512 MB), the time a query waits for its
%       client to ask for more answers (120), the queries alive at once
%       (16) and of one client (4).
%     - console_isolation(+How)
%       How a console query's process is confined: `auto` (default,
%       the strongest this computer gives), `bwrap`, `unshare` or
%       `rlimits` (library(damas/web/console_process)).
%     - variants(+Variants)
%       Variants of one's own (docs/rules.md), loaded modules of their
%       files, offered beside the shipped ones on the board and in the
%       console; default [].
%     - lesson_directory(+Dir)
%       The folder of the lessons the server serves at /lessons
%       (library(damas/web/lessons)); default examples/lessons/ of the
%       repository.
%
%   @error the errors of http_server/2 (a port in use, ...);
%   type_error(list, Options); the type errors of the options;
%   domain_error(damas_web_interface, I) for a bad interface;
%   existence_error(damas_variant_file, V) for a variant that is not
%   a loaded module of a file.

web_server(Options) :-
    must_be(list, Options),
    option(port(Port), Options, 8080),
    (   var(Port)
    ->  true
    ;   must_be(between(0, 65535), Port)
    ),
    option(interface(Interface), Options, loopback),
    server_address(Interface, Port, Address),
    option(workers(Workers), Options, 16),
    must_be(positive_integer, Workers),
    option(max_workers(MaxWorkers0), Options, 64),
    must_be(positive_integer, MaxWorkers0),
    MaxWorkers is max(Workers, MaxWorkers0),
    option(timeout(Timeout), Options, 10),
    must_be(positive_integer, Timeout),
    option(idle_minutes(Minutes), Options, 60),
    must_be(nonneg, Minutes),
    option(max_body(MaxBody), Options, 524288),
    must_be(positive_integer, MaxBody),
    option(max_depth(MaxDepth), Options, 8),
    must_be(positive_integer, MaxDepth),
    Idle is Minutes * 60,
    store_options(Options, StoreOptions),
    pool_options(Options, PoolOptions),
    % The engine plays with the endgame databases `make egdb` has built.
    forall(shipped_variant(Variant), endgame_use(Variant)),
    console_start(Options, Console),
    store_start(Store, [idle_seconds(Idle)|StoreOptions]),
    catch(search_pool_start(Pool, PoolOptions), E,
          ( store_stop(Store), console_stop(Console), throw(E) )),
    extra_workers_start(Extra, MaxWorkers),
    option(variants(Variants), Options, []),
    default_lesson_directory(DefaultLessons),
    option(lesson_directory(LessonDir), Options, DefaultLessons),
    must_be(atom, LessonDir),
    Config = server{store: Store, searches: Pool, console: Console,
                    variants: Variants, lessons: LessonDir,
                    max_workers: MaxWorkers,
                    extra_workers: Extra,
                    limits: _{max_body: MaxBody, max_depth: MaxDepth}},
    catch(http_server(damas_web:serve(Config),
                      [ port(Address), workers(Workers), timeout(Timeout),
                        keep_alive_timeout(2), silent(true)
                      ]),
          E,
          ( extra_workers_stop(Extra), search_pool_stop(Pool), store_stop(Store),
            console_stop(Console), throw(E) )).

store_options(Options, StoreOptions) :-
    include(option_named([max_games, client_games]), Options, StoreOptions).

pool_options(Options, PoolOptions) :-
    include(option_named([analysis_threads, max_analyses, client_analyses,
                          engine_searches]),
            Options, PoolOptions).

option_named(Names, Option) :-
    compound(Option),
    compound_name_arity(Option, Name, 1),
    memberchk(Name, Names).

%   server_address(+Interface, ?Port, -Address): the address of
%   http_server/2's port/1 option.

server_address(Interface, _, _) :-
    var(Interface),
    !,
    instantiation_error(Interface).
server_address(loopback, Port, ip(127, 0, 0, 1):Port) :- !.
server_address(any, Port, Port) :- !.
server_address(Host0, Port, Host:Port) :-
    (   string(Host0)
    ->  atom_string(Host, Host0)
    ;   atom(Host0)
    ->  Host = Host0
    ;   Host0 = ip(_, _, _, _)
    ->  Host = Host0
    ;   domain_error(damas_web_interface, Host0)
    ).

%   A connection is given to a worker that waits for one; when none
%   waits, thread_httpd calls this hook, and a worker is added for each
%   connection waiting, up to the server's max_workers: clients that
%   open connections and say nothing hold a worker each for `timeout`
%   seconds, and the others are still answered.  (A worker that has
%   just been given a connection may still count as waiting, so the
%   hook may not be called for every connection: it starts as many
%   workers as connections wait.)  The workers are added by the
%   server's own thread (library(damas/web/workers)), which web_stop/1
%   stops first: one added while the server stops broke the stop.  The
%   hook is called for every server of the process: it fails for the
%   others, and for a server that has all its workers.

:- multifile http:schedule_workers/1.

http:schedule_workers(Data) :-
    Port = Data.port,
    server_config(Port, Config),
    aggregate_all(count, http_current_worker(Port, _), Workers),
    Workers < Config.max_workers,
    extra_workers_ask(Config.extra_workers, Port, Data.waiting).

%!  web_stop(+Port) is det.
%
%   Stops the server on Port that web_server/1 started, its analyses,
%   and drops its games.  Requests being answered are waited for; a
%   connection that says nothing holds the stop at most `timeout`
%   seconds.
%
%   @error existence_error(damas_web_server, Port) if none runs there.

web_stop(Port) :-
    (   server_config(Port, Config)
    ->  extra_workers_stop(Config.extra_workers),
        http_stop_server(Port, []),
        search_pool_stop(Config.searches),
        store_stop(Config.store),
        console_stop(Config.console)
    ;   existence_error(damas_web_server, Port)
    ).

server_config(Port, Config) :-
    http_server_property(Port, goal(Goal)),
    strip_module(Goal, _, serve(Config)).

%!  web_game_count(-Count) is det.
%
%   Count is the number of games the servers of web_server/1 hold.

web_game_count(Count) :-
    findall(N, ( server_config(_, Config),
                 store_count(Config.store, N)
               ),
            Ns),
    sum_list(Ns, Count).

:- public serve/2.

%   serve(+Config, +Request): the server's goal; the handlers find the
%   server's store, searches and limits in a global variable of the
%   request's thread.

serve(Config, Request) :-
    b_setval(damas_web_server, Config),
    http_dispatch(Request).

server(Config) :-
    b_getval(damas_web_server, Config).


                 /*******************************
                 *           REQUESTS           *
                 *******************************/

%   page(+Request): the page at /, nothing elsewhere.

page(Request) :-
    memberchk(path(Path), Request),
    (   Path == '/'
    ->  assets_directory(Dir),
        directory_file_path(Dir, 'index.html', File),
        http_reply_file(File, [unsafe(true)], Request)
    ;   error_reply(error(damas_web_request(not_found), _))
    ).

%   The lesson pages: one page, lesson.html, that asks /api/lessons or
%   /api/lesson for what it shows.

lesson_list_page(Request) :-
    lesson_html(Request).

lesson_page(Request) :-
    server(Config),
    (   memberchk(path_info(Info), Request),
        atom_concat('/', Name, Info),
        catch(lesson_read(Config.lessons, Name, _), error(_, _), fail)
    ->  lesson_html(Request)
    ;   error_reply(error(damas_web_request(not_found), _))
    ).

lesson_html(Request) :-
    assets_directory(Dir),
    directory_file_path(Dir, 'lesson.html', File),
    http_reply_file(File, [unsafe(true)], Request).

%   checked_reply(+Reply0, -Reply): the answer of an exercise's check,
%   its differing position drawn.

checked_reply(Reply0, Reply) :-
    (   get_dict(check, Reply0, Check),
        Check.verdict == "differs",
        atom_string(Variant, Check.variant),
        shipped_variant(Variant),
        catch(fen_position(Check.fen, Position, [variant(Variant)]), error(_, _), fail)
    ->  (   integer(Check.get(square))
        ->  Marked = [highlight([Check.square])]
        ;   Marked = []
        ),
        position_svg(Position, SVG, [square_size(32)|Marked]),
        Reply = Reply0.put(check, Check.put(svg, SVG))
    ;   Reply = Reply0
    ).

%   static_file(+Request): one of the page's files, if it is a plain
%   file and not a link (that could lead anywhere on the disk).

static_file(Request) :-
    (   memberchk(path_info(Info), Request),
        atom_concat('/', Name, Info),
        asset(Name),
        assets_directory(Dir),
        directory_file_path(Dir, Name, File),
        \+ read_link(File, _, _),
        exists_file(File)
    ->  http_reply_file(File, [unsafe(true)], Request)
    ;   error_reply(error(damas_web_request(not_found), _))
    ).

api_missing(_Request) :-
    error_reply(error(damas_web_request(not_found), _)).

%   api(+Action, +Methods, +Request): reads the request's input, runs
%   the action, answers its JSON (or the PDN file), and turns any error
%   into a JSON error answer.

api(Action, Methods, Request) :-
    catch(api_reply(Action, Methods, Request, Reply), Error, true),
    (   var(Error)
    ->  send_reply(Reply)
    ;   error_reply(Error)
    ).

api_reply(Action, Methods, Request, Reply) :-
    memberchk(method(Method), Request),
    (   memberchk(Method, Methods)
    ->  true
    ;   throw(error(damas_web_request(method(Methods)), _))
    ),
    server(Config),
    request_input(Request, Config.limits, Input),
    request_client(Request, Client),
    Context = context{store: Config.store, searches: Config.searches,
                      console: Config.console, variants: Config.variants,
                      client: Client, lessons: Config.lessons},
    (   action(Action, Method, Context, Input, Reply)
    ->  true
    ;   throw(error(failed(Action), _))
    ).

send_reply(pdn(Text)) :-
    !,
    format("Content-Type: application/x-pdn; charset=UTF-8~n"),
    format("Content-Disposition: attachment; filename=\"damas.pdn\"~n~n"),
    format("~s", [Text]).
send_reply(Dict) :-
    reply_json_dict(Dict).

%   error_reply(+Error): the answer to a request that raised Error.
%   The body of a refused request may not have been read: the
%   connection is closed after the answer, so that the rest of the body
%   is not read as the next request.

error_reply(Error) :-
    error_answer(Error, Status, Message),
    (   Status =:= 500
    ->  print_message(warning, damas_web(request_failed(Error)))
    ;   true
    ),
    error_headers(Error, Status),
    reply_json_dict(_{error: Message}, [status(Status)]).

error_headers(Error, Status) :-
    (   memberchk(Status, [429, 503])
    ->  format("Retry-After: 5~n")
    ;   true
    ),
    (   Error = error(damas_web_request(method(Methods)), _)
    ->  atomic_list_concat(Methods, ', ', Allow0),
        upcase_atom(Allow0, Allow),
        format("Allow: ~w~n", [Allow])
    ;   true
    ),
    (   Error = error(damas_web_request(What), _),
        memberchk(What, [content_type, length_required, too_large(_)])
    ->  format("Connection: close~n")
    ;   true
    ).

:- multifile prolog:message//1.

%   The error is printed shallow: whatever part of a request it holds
%   is within the server's limits, and a line of the log is enough.

prolog:message(damas_web(request_failed(Error))) -->
    [ 'damas web: a request failed: ~W'-[Error, [max_depth(8), quoted(true)]] ].

%   request_client(+Request, -Client): the address the request came
%   from, which the limits of each client count by.

request_client(Request, Client) :-
    (   memberchk(peer(ip(A, B, C, D)), Request)
    ->  format(atom(Client), '~w.~w.~w.~w', [A, B, C, D])
    ;   memberchk(peer(Peer), Request),
        ground(Peer)
    ->  Client = Peer
    ;   Client = unknown
    ).


                 /*******************************
                 *             INPUT            *
                 *******************************/

%   optional_string(+Input, +Name, +Default, -Value): a string input,
%   Default when it is absent, null or "".

optional_string(Input, Name, Default, Value) :-
    (   get_dict(Name, Input, Value0),
        Value0 \== null,
        Value0 \== ""
    ->  (   string(Value0)
        ->  Value = Value0
        ;   throw(error(damas_web_input(Name, "a string"), _))
        )
    ;   Value = Default
    ).

required_string(Input, Name, Value) :-
    (   get_dict(Name, Input, Value0),
        Value0 \== null
    ->  (   string(Value0)
        ->  Value = Value0
        ;   throw(error(damas_web_input(Name, "a string"), _))
        )
    ;   throw(error(missing_input(Name), _))
    ).

input_id(Input, Id) :-
    required_string(Input, id, Id).

%   input_count(+Input, +Name, -N): a number of moves, 0 or more (a
%   JSON number, or its digits in a query); 0 when absent.

input_count(Input, Name, N) :-
    (   get_dict(Name, Input, Value),
        Value \== null,
        Value \== ""
    ->  (   integer(Value)
        ->  N0 = Value
        ;   string(Value),
            string_length(Value, Length),
            Length =< 9,
            catch(number_string(N0, Value), _, fail)
        ->  true
        ;   N0 = none
        ),
        (   integer(N0),
            N0 >= 0
        ->  N = N0
        ;   throw(error(damas_web_input(Name, "a number of moves, 0 or more"), _))
        )
    ;   N = 0
    ).

%   input_variant(+Context, +Input, -Variant): a variant the server
%   offers, found without making an atom of the client's text.

input_variant(C, Input, Variant) :-
    optional_string(Input, variant, "brazilian", Text),
    (   offered_variant(C, Variant),
        atom_string(Variant, Text)
    ->  true
    ;   throw(error(damas_web_input(variant, "one of the variants that /api/variants lists"), _))
    ).

%   input_players(+Input, +Default, -Players): who plays each side,
%   `human` or a level of search_level/2.

input_players(Input, Default, Players) :-
    input_player(Input, white, Default.white, White),
    input_player(Input, black, Default.black, Black),
    Players = _{white: White, black: Black}.

input_player(Input, Side, Default, Player) :-
    optional_string(Input, Side, Default, Player),
    (   Player == "human"
    ->  true
    ;   level_text(_, Player)
    ->  true
    ;   levels_text(Levels),
        format(string(Expected), "human or an engine level (~w)", [Levels]),
        throw(error(damas_web_input(Side, Expected), _))
    ).

level_text(Level, Text) :-
    search_level(Level, _),
    atom_string(Level, Text).

levels_text(Text) :-
    findall(L, search_level(L, _), Levels),
    atomic_list_concat(Levels, ', ', Text).

%   input_level(+Input, -Level): the level of /api/engine, or none.

input_level(Input, Level) :-
    optional_string(Input, level, "", Text),
    (   Text == ""
    ->  Level = none
    ;   level_text(Level, Text)
    ->  true
    ;   levels_text(Levels),
        format(string(Expected), "an engine level (~w)", [Levels]),
        throw(error(damas_web_input(level, Expected), _))
    ).

input_seconds(Input, Seconds) :-
    input_number(Input, time, above(0), 30, Seconds0),
    (   Seconds0 == none
    ->  Seconds = 2
    ;   Seconds = Seconds0
    ).

%   input_number(+Input, +Name, +Low, +High, -Value): a number (JSON,
%   or its text in a query) above Low (above(L)) or at least it
%   (at_least(L)), and at most High; `none` when absent.

input_number(Input, Name, Low, High, Value) :-
    (   get_dict(Name, Input, Value0),
        Value0 \== null,
        Value0 \== ""
    ->  (   string(Value0),
            string_length(Value0, Length),
            Length =< 20,
            catch(number_string(Value1, Value0), _, fail)
        ->  true
        ;   Value1 = Value0
        ),
        (   number(Value1),
            low_bound(Low, Value1),
            Value1 =< High
        ->  Value = Value1
        ;   low_words(Low, Words),
            format(string(Expected), "a number of seconds ~w and at most ~w", [Words, High]),
            throw(error(damas_web_input(Name, Expected), _))
        )
    ;   Value = none
    ).

low_bound(above(Low), Value) :- Value > Low.
low_bound(at_least(Low), Value) :- Value >= Low.

low_words(above(Low), Words) :- format(string(Words), "above ~w", [Low]).
low_words(at_least(Low), Words) :- format(string(Words), "of ~w or more", [Low]).

%   input_clock(+Input, -Options): the search options of the side's
%   clock, when the page plays with one: its time left and increment.

input_clock(Input, Options) :-
    input_number(Input, clock_remaining, above(0), 36000, Remaining),
    (   Remaining == none
    ->  Options = []
    ;   input_number(Input, clock_increment, at_least(0), 600, Increment0),
        (   Increment0 == none -> Increment = 0 ; Increment = Increment0 ),
        Options = [clock(Remaining, Increment)]
    ).

%   The library's errors about a bad FEN, move or PDN, in words.

bad_input(What, Error) :-
    library_reason(Error, Reason),
    throw(error(damas_web_bad(What, Reason), _)).

refused(Message) :-
    throw(error(damas_web_refused(Message), _)).

%   offered_variant(+Context, ?Variant): the shipped variants, then the
%   server's own (web_server/1's option variants/1).

offered_variant(_, Variant) :-
    shipped_variant(Variant).
offered_variant(C, Variant) :-
    member(Variant, C.variants).


                 /*******************************
                 *            ACTIONS           *
                 *******************************/

%   action(+Action, +Method, +Context, +Input, -Reply)

action(variants, get, C, _, _{variants: Variants, levels: Levels}) :-
    findall(V, offered_variant(C, V), Variants),
    findall(L, search_level(L, _), Levels).
action(new_game, post, C, Input, State) :-
    input_variant(C, Input, Variant),
    optional_string(Input, fen, "", Fen),
    (   Fen == ""
    ->  initial_position(Variant, Position)
    ;   catch(fen_position(Fen, Position, [variant(Variant)]),
              error(Formal, Context),
              bad_input(fen, error(Formal, Context)))
    ),
    input_players(Input, _{white: "human", black: "human"}, Players),
    input_view(Input, View),
    game_tags_now(Players, Tags),
    new_game([position(Position), tags(Tags)], Game),
    Entry = _{game: Game, players: Players, analysis: _{generation: 0, state: "none"}},
    store_create(C.store, C.client, Entry, Id),
    game_state(C.store, Id, View, State).
action(state, get, C, Input, State) :-
    input_id(Input, Id),
    input_view(Input, View),
    game_state(C.store, Id, View, State).
action(move, post, C, Input, State) :-
    input_id(Input, Id),
    input_view(Input, View),
    store_get(C.store, Id, Entry),
    game_position(Entry.game, Position),
    (   get_dict(path, Input, Path),
        Path \== null
    ->  path_move(Position, Path, Move)
    ;   required_string(Input, move, Text),
        catch(text_move(Position, Text, Move), Error, bad_move(Error))
    ),
    side_to_move(Position, Side),
    (   get_dict(Side, Entry.players, "human")
    ->  true
    ;   refused("It is the engine's turn: it plays this side.")
    ),
    game_play(Entry.game, Move, Game),
    store_put(C.store, Id, Entry.version, Entry.put(game, Game)),
    game_state(C.store, Id, View, State).
action(engine, post, C, Input, State) :-
    input_id(Input, Id),
    input_view(Input, View),
    input_level(Input, AskedLevel),
    store_get(C.store, Id, Entry),
    Game0 = Entry.game,
    (   game_over(Game0, _)
    ->  refused("The game is finished: start a new game, or undo.")
    ;   true
    ),
    game_position(Game0, Position),
    side_to_move(Position, Side),
    get_dict(Side, Entry.players, Player),
    (   Player \== "human"
    ->  level_text(Level, Player)
    ;   AskedLevel \== none
    ->  Level = AskedLevel
    ;   refused("A human plays this side: give a level to have the engine move for them.")
    ),
    input_clock(Input, Clock),
    game_positions(Game0, Positions),
    append(History, [_], Positions),
    with_engine_context(C.searches, Position, Context,
                        search(Position, Result,
                               [level(Level), history(History), context(Context)|Clock])),
    Move = Result.move,
    (   Move == none
    ->  refused("The side to move has no legal move.")
    ;   true
    ),
    game_play(Game0, Move, Game),
    store_put(C.store, Id, Entry.version, Entry.put(game, Game)),
    game_state(C.store, Id, View, State0),
    engine_summary(View, Position, Result, Summary),
    State = State0.put(engine, Summary).
action(undo, post, C, Input, State) :-
    input_id(Input, Id),
    input_view(Input, View),
    store_get(C.store, Id, Entry),
    (   game_undo(Entry.game, Game1)
    ->  back_to_human(Game1, Entry.players, Game),
        store_put(C.store, Id, Entry.version, Entry.put(game, Game))
    ;   refused("There is no move to undo.")
    ),
    game_state(C.store, Id, View, State).
action(players, post, C, Input, State) :-
    input_id(Input, Id),
    input_view(Input, View),
    store_get(C.store, Id, Entry),
    input_players(Input, Entry.players, Players),
    player_tags(Entry.game, Players, Game),
    store_put(C.store, Id, Entry.version, Entry.put(_{players: Players, game: Game})),
    game_state(C.store, Id, View, State).
action(pdn, get, C, Input, pdn(Text)) :-
    input_id(Input, Id),
    input_view(Input, View),
    store_get(C.store, Id, Entry),
    with_output_to(string(Text),
                   write_pdn(current_output, [Entry.game], [notation(View.notation)])).
action(pdn, post, C, Input, State) :-
    input_id(Input, Id),
    input_view(Input, View),
    required_string(Input, pdn, Text),
    store_get(C.store, Id, Entry),
    catch(read_pdn(string(Text), Games), Error, bad_input(pdn, Error)),
    (   Games = [Game|_]
    ->  true
    ;   throw(error(damas_web_bad(pdn, "the text holds no game"), _))
    ),
    store_put(C.store, Id, Entry.version, Entry.put(game, Game)),
    game_state(C.store, Id, View, State).
action(analyse, post, C, Input, _{generation: Generation, state: "queued"}) :-
    input_id(Input, Id),
    input_seconds(Input, Seconds),
    start_analysis(C, Id, Seconds, Generation).
action(analysis, get, C, Input, Analysis) :-
    input_id(Input, Id),
    input_view(Input, View),
    store_get(C.store, Id, Entry),
    analysis_reply(Entry, View, Analysis).
action(position, get, C, Input, Reply) :-
    input_id(Input, Id),
    input_view(Input, View),
    input_count(Input, ply, Ply),
    store_get(C.store, Id, Entry),
    game_ply_view(Entry.game, Ply, View, Reply).
action(line, get, C, Input, Reply) :-
    input_id(Input, Id),
    input_view(Input, View),
    input_count(Input, moves, Count),
    store_get(C.store, Id, Entry),
    A = Entry.analysis,
    (   get_dict(fen, A, Fen)
    ->  game_position(Entry.game, position(Variant, _, _, _, _)),
        fen_position(Fen, Position, [variant(Variant)]),
        line_view(Position, A.pv, Count, View, Reply0),
        Reply = Reply0.put(generation, A.generation)
    ;   refused("There is no analysis: ask for one first.")
    ).
action(review, get, C, Input, _{review: Review, complete: Complete}) :-
    input_id(Input, Id),
    input_view(Input, View),
    input_count(Input, from, From),
    store_get(C.store, Id, Entry),
    Game = Entry.game,
    game_position(Game, Position),
    review_positions(Count),
    with_engine_context(C.searches, Position, Context,
                        game_review(Game, Review0,
                                    [from(From), count(Count), nodes(4000),
                                     context(Context)])),
    game_positions(Game, Positions),
    maplist(review_json(View, Positions), Review0, Review),
    length(Positions, Length),
    (   From + Count >= Length
    ->  Complete = true
    ;   Complete = false
    ).
action(close, post, C, Input, _{closed: true}) :-
    input_id(Input, Id),
    store_delete(C.store, Id).
action(stats, get, C, _, _{games: Count}) :-
    store_count(C.store, Count).
action(console_ask, post, C, Input, Reply) :-
    (   get_dict(lesson, Input, _)
    ->  lesson_check_input(C.lessons, Input, Check),
        console_ask(C.console, C.client, Check, Reply0),
        checked_reply(Reply0, Reply)
    ;   console_ask(C.console, C.client, Input, Reply)
    ).
action(lessons, get, C, _, _{lessons: Lessons}) :-
    lesson_names(C.lessons, Names),
    findall(Summary, ( member(Name, Names),
                       catch(lesson_read(C.lessons, Name, Lesson), E,
                             ( print_message(warning, E), fail )),
                       lesson_summary(Lesson, Summary) ),
            Lessons).
action(lesson, get, C, Input, Page) :-
    (   get_dict(name, Input, Name)
    ->  true
    ;   throw(error(missing_input(name), _))
    ),
    lesson_read(C.lessons, Name, Lesson),
    lesson_page(Lesson, Page).
action(console_next, post, C, Input, Reply) :-
    console_next(C.console, C.client, Input, Reply).
action(console_stop, post, C, Input, Reply) :-
    console_end(C.console, C.client, Input, Reply).

bad_move(error(domain_error(unambiguous_move, _), context(_, candidates(Moves)))) :-
    is_list(Moves),
    !,
    atomic_list_concat(Moves, ' or ', Choices),
    format(string(Reason), "give its whole path, ~w", [Choices]),
    throw(error(damas_web_bad(ambiguous_move, Reason), _)).
bad_move(error(syntax_error(Syntax), Context)) :-
    !,
    bad_input(move_text, error(syntax_error(Syntax), Context)).
bad_move(error(Formal, Context)) :-
    !,
    bad_input(move, error(Formal, Context)).
bad_move(Error) :-
    throw(Error).

%   path_move(+Position, +Path, -Move): the legal move along Path, a
%   list of squares (numbers or algebraic names).

path_move(Position, Path, Move) :-
    Position = position(Variant, _, _, _, _),
    (   is_list(Path),
        length(Path, Length),
        Length >= 2,
        Length =< 64,
        maplist(path_square(Variant), Path, Squares)
    ->  true
    ;   throw(error(damas_web_input(path, "a list of the squares of this board"), _))
    ),
    legal_moves(Position, Moves),
    (   member(Move, Moves),
        move_path(Move, Squares)
    ->  true
    ;   throw(error(damas_web_bad(path, ""), _))
    ).

path_square(Variant, Square0, Square) :-
    (   integer(Square0)
    ->  catch(square_name(Square0, _, [variant(Variant)]), _, fail),
        Square = Square0
    ;   string(Square0),
        string_length(Square0, Length),
        Length =< 4,
        atom_string(Name, Square0),
        catch(square_name(Square, Name, [variant(Variant)]), _, fail)
    ).

%   The tags of a new game: PDN's Seven Tag Roster as far as the board
%   knows it (library(damas/pdn) writes the rest as unknown).

game_tags_now(Players, ['Event'-"Casual game", 'Site'-"damas web board", 'Date'-Date,
                        'White'-White, 'Black'-Black]) :-
    get_time(Now),
    format_time(string(Date), "%Y.%m.%d", Now),
    player_name(Players.white, White),
    player_name(Players.black, Black).

player_tags(Game0, Players, Game) :-
    player_name(Players.white, White),
    player_name(Players.black, Black),
    game_set_tag(Game0, 'White', White, Game1),
    game_set_tag(Game1, 'Black', Black, Game).

%   A review has at most this many positions, each searched briefly;
%   the page asks for the rest.

review_positions(120).

review_json(View, Positions, R, _{ply: Ply, score: Score, outcome: Outcome,
                                  turning: R.turning, best: Best}) :-
    Ply = R.ply,
    Score = R.score,
    format(string(Outcome), "~w", [R.outcome]),
    (   R.best == none
    ->  Best = null
    ;   nth0(Ply, Positions, Position),
        view_move_text(View, Position, R.best, Best)
    ).

white_score(_, null, null) :- !.
white_score(white, Score, Score).
white_score(black, Score, White) :-
    White is -Score.

%   back_to_human(+Game0, +Players, -Game): undo on, past the engine's
%   moves, to a position where a human is to move (or the start).

back_to_human(Game0, Players, Game) :-
    game_position(Game0, Position),
    side_to_move(Position, Side),
    (   get_dict(Side, Players, "human")
    ->  Game = Game0
    ;   game_undo(Game0, Game1)
    ->  back_to_human(Game1, Players, Game)
    ;   Game = Game0
    ).

engine_summary(View, Position, Result, _{move: Text, score: Score, depth: Depth,
                                         pv: PV, time: Time, nodes: Nodes}) :-
    view_move_text(View, Position, Result.move, Text),
    Score = Result.score,
    Depth = Result.depth,
    view_line_texts(View, Position, Result.pv, PV),
    Time = Result.time,
    Nodes = Result.nodes.


                 /*******************************
                 *             STATE            *
                 *******************************/

%   game_state(+Store, +Id, +View, -State): the JSON state of game Id.

game_state(Store, Id, View, State) :-
    store_get(Store, Id, Entry),
    Game = Entry.game,
    game_position(Game, Position),
    Position = position(Variant, Side, _, _, _),
    position_fen(Position, Fen0),
    atom_string(Fen0, Fen),
    game_moves(Game, Played),
    game_start(Game, Start),
    view_line_texts(View, Start, Played, History),
    (   last(Played, LastMove)
    ->  game_positions(Game, Positions),
        append(_, [Before, _], Positions),
        view_svg(View, Before, LastMove, 56, SVG),
        move_path(LastMove, LastPath)
    ;   view_svg(View, Position, none, 56, SVG),
        LastPath = null
    ),
    (   game_over(Game, Result)
    ->  over_json(Result, Over),
        Moves = []
    ;   Over = null,
        legal_moves(Position, Legal),
        maplist(move_json(Position), Legal, Moves)
    ),
    get_dict(Side, Entry.players, Player),
    (   Player == "human"
    ->  Turn = "human"
    ;   Turn = "engine"
    ),
    game_ply_count(Game, Plies),
    State = _{id: Id, version: Entry.version, variant: Variant, fen: Fen,
              side: Side, flip: View.flip, svg: SVG, moves: Moves,
              history: History, lastMove: LastPath, over: Over,
              players: Entry.players, turn: Turn, ply: Plies}.

move_json(Position, Move, _{text: Text, full: Full, path: Path, captures: Captures}) :-
    move_text(Position, Move, Text0),
    atom_string(Text0, Text),
    move_path(Move, Path),
    move_captures(Move, Captures),
    (   Captures == []
    ->  Separator = "-"
    ;   Separator = "x"
    ),
    atomic_list_concat(Path, Separator, Full0),
    atom_string(Full0, Full).

over_json(result(Outcome, Reason), _{outcome: OutcomeText, reason: Reason, text: Text}) :-
    outcome_words(Outcome, OutcomeText),
    reason_words(Reason, Why),
    format(string(Text), "~w: ~w.", [OutcomeText, Why]).

outcome_words(win(white), "White wins").
outcome_words(win(black), "Black wins").
outcome_words(draw, "Draw").

reason_words(no_legal_move, "the side to move has no legal move").
reason_words(having_no_move, "the side to move has no legal move, which wins this game").
reason_words(first_king, "the first king was crowned").
reason_words(repetition, "the same position came back too often").
reason_words(three_kings_against_one, "three kings did not win against one in time").
reason_words(kings_only_moves, "too many king moves without a capture or a man's move").
reason_words(resignation, "resignation").
reason_words(agreement, "agreed").


                 /*******************************
                 *           ANALYSIS           *
                 *******************************/

%   An analysis runs in a thread of the server's search pool
%   (library(damas/web/searches)) and writes what it has found into the
%   game's entry (library(damas/web/store)), where /api/analysis reads
%   it.  Each analysis has a generation number; a later one makes the
%   earlier stale, whose further results are then dropped, and the pool
%   stops its search.  The generation is taken only once the pool has
%   accepted the analysis: a refused one changes nothing.

start_analysis(C, Id, Seconds, Generation) :-
    store_get(C.store, Id, Entry),
    game_position(Entry.game, Position),
    game_positions(Entry.game, Positions),
    append(History, [_], Positions),
    position_fen(Position, Fen0),
    atom_string(Fen0, Fen),
    Queued = _{state: "queued", fen: Fen, depth: 0, score: null, pv: [],
               pv_text: [], outcome: null, nodes: 0},
    Store = C.store,
    search_pool_submit(C.searches, Id, C.client,
                       damas_web:new_generation(Store, Id, Queued, Generation),
                       damas_web:analyse(Store, Id, Generation, Position, History,
                                         Seconds, Queued)).

:- public new_generation/4, analyse/8, analysis_progress/6.

new_generation(Store, Id, Queued, Generation) :-
    store_start_analysis(Store, Id, Queued, Generation, _).

analyse(Store, Id, Generation, Position, History, Seconds, Queued, Contexts) :-
    contexts_for(Contexts, Position, Context),
    Running = Queued.put(_{state: "running", generation: Generation}),
    (   store_update_analysis(Store, Id, Generation, Running)
    ->  catch(analyse_(Store, Id, Generation, Position, History, Seconds, Running, Context),
              Error,
              analysis_failed(Store, Id, Generation, Running, Error))
    ;   true                                    % stale before it started
    ).

analyse_(Store, Id, Generation, Position, History, Seconds, Running, Context) :-
    search(Position, Result,
           [ time(Seconds), history(History), context(Context),
             progress(damas_web:analysis_progress(Store, Id, Generation, Position, Running))
           ]),
    analysis_info(Result, Running, "done", Final),
    ignore(store_update_analysis(Store, Id, Generation, Final)).

analysis_failed(_, _, _, _, damas_web_stale_analysis) :-
    !.
analysis_failed(Store, Id, Generation, Running, Error) :-
    error_answer(Error, _, Message),
    Failed = Running.put(_{state: "error", error: Message}),
    ignore(store_update_analysis(Store, Id, Generation, Failed)).

%   A stale analysis (a later one was asked for, or the game is gone)
%   is ended by an exception from the progress goal, which the search
%   passes through.

analysis_progress(Store, Id, Generation, _Position, Running, Info) :-
    analysis_info(Info, Running, "running", Analysis),
    (   store_update_analysis(Store, Id, Generation, Analysis)
    ->  true
    ;   throw(damas_web_stale_analysis)
    ).

analysis_info(Result, Running, State, Analysis) :-
    maplist([T, S]>>atom_string(T, S), Result.pv_text, Texts),
    (   Result.outcome == unknown
    ->  Outcome = null
    ;   format(string(Outcome), "~w", [Result.outcome])
    ),
    Analysis = Running.put(_{state: State, depth: Result.depth, score: Result.score,
                             pv: Result.pv, pv_text: Texts, outcome: Outcome,
                             nodes: Result.nodes}).

%   The small board shows the first moves of the line: a longer line
%   covers the board with arrows.

analysis_arrows(4).

analysis_reply(Entry, View, Reply) :-
    A = Entry.analysis,
    (   get_dict(fen, A, Fen)
    ->  game_position(Entry.game, position(Variant, _, _, _, _)),
        fen_position(Fen, Position, [variant(Variant)]),
        analysis_arrows(Arrows),
        length(A.pv, Length),
        Shown is min(Arrows, Length),
        length(Line, Shown),
        append(Line, _, A.pv),
        position_svg(Position, SVG, [flip(View.flip), coordinates(none),
                                     square_size(36), pv(Line)]),
        dict_pairs(A, _, Pairs0),
        exclude([K-_]>>(K == pv), Pairs0, Pairs),
        dict_pairs(Reply0, _, Pairs),
        view_line_texts(View, Position, A.pv, Texts),
        side_to_move(Position, Side),
        white_score(Side, A.score, WhiteScore),
        Reply = Reply0.put(_{svg: SVG, pv_text: Texts, side: Side,
                             white_score: WhiteScore})
    ;   Reply = _{generation: A.generation, state: A.state}
    ).
