:- module(damas_web,
          [ web_server/1,               % +Options
            web_stop/1,                 % +Port
            web_game_count/1            % -Count
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module(library(http/thread_httpd)).
:- use_module(library(http/http_dispatch)).
:- use_module(library(http/http_json)).
:- use_module(library(http/http_parameters)).
:- use_module(library(http/http_server_files)).
:- use_module('../damas').
:- use_module(kb, [shipped_variant/1]).
:- use_module(game).
:- use_module(pdn).
:- use_module(search).
:- use_module(svg).
:- use_module(web/store).

/** <module> The web board: play and analyse in a browser

web_server/1 starts an HTTP server, built on SWI-Prolog's own HTTP
libraries, that serves a board to play draughts in a browser: any
variant of library(damas), against the engine at any level of
search_level/2 or between two people, with undo, a new game from a FEN,
PDN download and upload, and an analysis mode that shows the engine's
score, depth and principal variation while it thinks.

    ?- web_server([port(8080)]).
    % then open http://localhost:8080/

The page (prolog/damas/web/static/: index.html, board.js, board.css) is plain
HTML, JavaScript and CSS served from this directory: nothing is
fetched from elsewhere.  The board itself is drawn on the server by
library(damas/svg).

## Games

Each browser tab plays its own game: the page asks for a new game, gets
its identifier and keeps it for the tab (sessionStorage).  The games
live in library(damas/web/store), one thread's state, not in the
database; a game is dropped when its tab says goodbye (/api/close), or
after it has not been used for an hour.

## The interface

Every API answer is JSON.  A game's state is a dict with its `id`,
`version`, `variant`, `fen`, side to move `side`, the board as SVG
`svg`, the legal moves `moves` (each with its `text`, full-path
`full` text, `path` and `captures`), the moves played `history`, the
`players` (`human` or a level name per side), `turn` (`human` or
`engine`: who plays next), and `over` (null, or the result and its
reason).

  | Method, path      | Input (JSON body or query)         | Does |
  |-------------------|------------------------------------|------|
  | GET  /            |                                    | the page |
  | GET  /api/variants|                                    | variants and levels |
  | POST /api/new     | variant, fen, white, black, flip   | a new game: its state |
  | GET  /api/state   | id, flip                           | the state |
  | POST /api/move    | id, move (text) or path (squares)  | plays a human move |
  | POST /api/engine  | id                                 | the engine plays the side to move |
  | POST /api/undo    | id                                 | back to the last human turn |
  | POST /api/players | id, white, black                   | who plays each side |
  | GET  /api/pdn     | id                                 | the game as a PDN file |
  | POST /api/pdn     | id, pdn (text)                     | replaces the game by the PDN's first |
  | POST /api/analyse | id, time                           | starts an analysis |
  | GET  /api/analysis| id, flip                           | the analysis so far |
  | POST /api/close   | id                                 | forgets the game |
  | GET  /api/stats   |                                    | the number of games held |

A request that cannot be done gets status 400 (bad input: a bad FEN,
PDN, move or option), 404 (no such game) or 409 (the game changed
meanwhile) and the JSON `{"error": Message}`, Message saying what is
wrong in words; anything else that goes wrong in a request is a 500
with its message.  Every request is answered: nothing a request does
stops the server.
*/

:- predicate_options(web_server/1, 1, [port(any), idle_minutes(nonneg), workers(positive_integer)]).

:- multifile user:file_search_path/2.
:- dynamic user:file_search_path/2.

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/web/static'], Assets),
   (   user:file_search_path(damas_web_assets, Assets)
   ->  true
   ;   assertz(user:file_search_path(damas_web_assets, Assets))
   ).

:- http_handler(root(.), serve_page, []).
:- http_handler(root(static), serve_files_in_directory(damas_web_assets), [prefix]).
:- http_handler(root('favicon.ico'), no_content, []).
:- http_handler(root(api/variants), api(variants), []).
:- http_handler(root(api/new), api(new_game), [method(post)]).
:- http_handler(root(api/state), api(state), [method(get)]).
:- http_handler(root(api/move), api(move), [method(post)]).
:- http_handler(root(api/engine), api(engine), [method(post)]).
:- http_handler(root(api/undo), api(undo), [method(post)]).
:- http_handler(root(api/players), api(players), [method(post)]).
:- http_handler(root(api/pdn), pdn, [methods([get, post])]).
:- http_handler(root(api/analyse), api(analyse), [method(post)]).
:- http_handler(root(api/analysis), api(analysis), [method(get)]).
:- http_handler(root(api/close), api(close), [method(post)]).
:- http_handler(root(api/stats), api(stats), [method(get)]).


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
%     - idle_minutes(+Minutes)
%       Games unused for longer are dropped; default 60.
%     - workers(+N)
%       Threads answering requests; default 4.
%
%   @error the errors of http_server/2 (a port in use, ...);
%   type_error(list, Options); type_error(nonneg, M) for idle_minutes.

web_server(Options) :-
    must_be(list, Options),
    option(port(Port), Options, 8080),
    option(idle_minutes(Minutes), Options, 60),
    must_be(nonneg, Minutes),
    option(workers(Workers), Options, 4),
    must_be(positive_integer, Workers),
    Seconds is Minutes * 60,
    store_set_idle_limit(Seconds),
    http_server(http_dispatch, [port(Port), workers(Workers)]).

%!  web_stop(+Port) is det.
%
%   Stops the server on Port that web_server/1 started.  The games stay
%   in the store until they are idle too long.

web_stop(Port) :-
    http_stop_server(Port, []).

%!  web_game_count(-Count) is det.
%
%   Count is the number of games the server holds.

web_game_count(Count) :-
    store_count(Count).


                 /*******************************
                 *           REQUESTS           *
                 *******************************/

serve_page(Request) :-
    http_reply_file(damas_web_assets('index.html'), [unsafe(true)], Request).

no_content(_Request) :-
    format("Status: 204~n~n").

%   api(+Action, +Request): reads the request's input, runs the action,
%   answers its JSON, and turns any error into a JSON error answer.

api(Action, Request) :-
    catch(( request_input(Request, Input),
            (   action(Action, Input, Reply)
            ->  true
            ;   throw(error(failed(Action), _))
            )
          ),
          Error,
          error_reply(Error, Status, Reply)),
    (   var(Status)
    ->  reply_json_dict(Reply)
    ;   reply_json_dict(Reply, [status(Status)])
    ).

%   The input: the JSON object of a POST, the query of a GET, as a dict
%   with string values (numbers and lists as JSON gives them).

request_input(Request, Input) :-
    memberchk(method(Method), Request),
    (   Method == post
    ->  catch(http_read_json_dict(Request, Input0, [value_string_as(string)]),
              error(E, _),
              bad_json(E)),
        (   is_dict(Input0)
        ->  Input = Input0
        ;   domain_error(json_object, Input0)
        )
    ;   http_parameters(Request, [], [form_data(Pairs)]),
        maplist([Name=Value, Name-String]>>atom_string(Value, String), Pairs, KVs),
        dict_pairs(Input, input, KVs)
    ).

bad_json(_) :-
    throw(error(syntax_error(json), context(_, "the request body is not JSON"))).

%   error_reply(+Error, -Status, -Reply)

error_reply(error(existence_error(damas_web_game, Id), _), 404, _{error: Message}) :-
    !,
    format(string(Message), "There is no game ~w (it may have expired): start a new game.", [Id]).
error_reply(error(permission_error(modify, damas_web_game, _), _), 409, _{error: Message}) :-
    !,
    Message = "The game changed meanwhile (another tab, or an undo): it is shown as it is now.".
error_reply(Error, Status, _{error: Message}) :-
    error_message(Error, Message),
    (   client_error(Error)
    ->  Status = 400
    ;   Status = 500,
        print_message(warning, damas_web(request_failed(Error)))
    ).

client_error(error(Formal, _)) :-
    client_formal(Formal).

client_formal(syntax_error(_)).
client_formal(type_error(_, _)).
client_formal(domain_error(_, _)).
client_formal(existence_error(_, _)).
client_formal(permission_error(_, _, _)).
client_formal(instantiation_error).
client_formal(representation_error(_)).
client_formal(missing_input(_)).
client_formal(duplicate_key(_)).

%   error_message(+Error, -Message): Error in words, as the toplevel
%   would print it.

error_message(Error, Message) :-
    (   catch(message_lines(Error, Lines), _, fail)
    ->  with_output_to(string(Text), print_message_lines(current_output, '', Lines)),
        split_string(Text, "", " \n", [Message])
    ;   format(string(Message), "~q", [Error])
    ).

message_lines(error(missing_input(Name), _), [Format-[Name]]) :-
    !,
    Format = "The request lacks ~w.".
message_lines(Error, Lines) :-
    '$messages':translate_message(Error, Lines, []).

:- multifile prolog:message//1.

prolog:message(damas_web(request_failed(Error))) -->
    [ 'damas web: a request failed: ~p'-[Error] ].

%   required(+Input, +Name, -Value): Value of Name in the request, or an
%   error that says it is missing.

required(Input, Name, Value) :-
    (   get_dict(Name, Input, Value),
        Value \== null
    ->  true
    ;   throw(error(missing_input(Name), _))
    ).

optional(Input, Name, Default, Value) :-
    (   get_dict(Name, Input, Value0),
        Value0 \== null,
        Value0 \== ""
    ->  Value = Value0
    ;   Value = Default
    ).

input_flip(Input, Flip) :-
    optional(Input, flip, false, Flip0),
    (   memberchk(Flip0, [true, "true", "1"])
    ->  Flip = true
    ;   memberchk(Flip0, [false, "false", "0"])
    ->  Flip = false
    ;   domain_error(boolean, Flip0)
    ).

input_id(Input, Id) :-
    required(Input, id, Id0),
    (   string(Id0)
    ->  Id = Id0
    ;   type_error(string, Id0)
    ).


                 /*******************************
                 *            ACTIONS           *
                 *******************************/

%   action(+Action, +Input, -Reply)

:- discontiguous action/3.

action(variants, _, _{variants: Variants, levels: Levels}) :-
    findall(V, shipped_variant(V), Variants),
    findall(L, search_level(L, _), Levels).
action(new_game, Input, State) :-
    optional(Input, variant, "brazilian", VariantText),
    text_atom(VariantText, Variant),
    optional(Input, fen, "", Fen),
    (   Fen == ""
    ->  initial_position(Variant, Position)
    ;   must_be(string, Fen),
        fen_position(Fen, Position, [variant(Variant)])
    ),
    input_players(Input, _{white: "human", black: "human"}, Players),
    new_game([position(Position)], Game),
    Entry = _{game: Game, players: Players, analysis: _{generation: 0, state: "none"}},
    store_create(Entry, Id),
    input_flip(Input, Flip),
    game_state(Id, Flip, State).
action(state, Input, State) :-
    input_id(Input, Id),
    input_flip(Input, Flip),
    game_state(Id, Flip, State).
action(move, Input, State) :-
    input_id(Input, Id),
    store_get(Id, Entry),
    game_position(Entry.game, Position),
    (   get_dict(path, Input, Path),
        Path \== null
    ->  path_move(Position, Path, Move)
    ;   required(Input, move, Text),
        must_be(string, Text),
        text_move(Position, Text, Move)
    ),
    side_to_move(Position, Side),
    (   get_dict(Side, Entry.players, "human")
    ->  true
    ;   permission_error(move, engine_side, Side)
    ),
    game_play(Entry.game, Move, Game),
    store_put(Id, Entry.version, Entry.put(game, Game)),
    input_flip(Input, Flip),
    game_state(Id, Flip, State).
action(engine, Input, State) :-
    input_id(Input, Id),
    store_get(Id, Entry),
    Game0 = Entry.game,
    (   game_over(Game0, Result)
    ->  throw(error(permission_error(play, finished_game, Result), _))
    ;   true
    ),
    game_position(Game0, Position),
    side_to_move(Position, Side),
    get_dict(Side, Entry.players, Player),
    (   Player == "human"
    ->  optional(Input, level, "", LevelText),
        (   LevelText == ""
        ->  permission_error(engine_move, human_side, Side)
        ;   text_atom(LevelText, Level)
        )
    ;   atom_string(Level, Player)
    ),
    game_positions(Game0, Positions),
    append(History, [_], Positions),
    search(Position, Result, [level(Level), history(History)]),
    Move = Result.move,
    (   Move == none
    ->  permission_error(engine_move, no_legal_move, Side)
    ;   true
    ),
    game_play(Game0, Move, Game),
    store_put(Id, Entry.version, Entry.put(game, Game)),
    input_flip(Input, Flip),
    game_state(Id, Flip, State0),
    engine_summary(Position, Result, Summary),
    State = State0.put(engine, Summary).
action(undo, Input, State) :-
    input_id(Input, Id),
    store_get(Id, Entry),
    (   game_undo(Entry.game, Game1)
    ->  back_to_human(Game1, Entry.players, Game),
        store_put(Id, Entry.version, Entry.put(game, Game))
    ;   permission_error(undo, damas_game, "no move to undo")
    ),
    input_flip(Input, Flip),
    game_state(Id, Flip, State).
action(players, Input, State) :-
    input_id(Input, Id),
    store_get(Id, Entry),
    input_players(Input, Entry.players, Players),
    store_put(Id, Entry.version, Entry.put(players, Players)),
    input_flip(Input, Flip),
    game_state(Id, Flip, State).
action(analyse, Input, _{generation: Generation, state: "running"}) :-
    input_id(Input, Id),
    optional(Input, time, 2, Time0),
    (   string(Time0)
    ->  (   catch(number_string(Time, Time0), _, fail)
        ->  true
        ;   type_error(number, Time0)
        )
    ;   Time = Time0
    ),
    must_be(number, Time),
    (   Time > 0, Time =< 30
    ->  true
    ;   domain_error(analysis_seconds, Time)
    ),
    start_analysis(Id, Time, Generation).
action(analysis, Input, Analysis) :-
    input_id(Input, Id),
    input_flip(Input, Flip),
    store_get(Id, Entry),
    analysis_reply(Entry, Flip, Analysis).
action(close, Input, _{closed: Id}) :-
    input_id(Input, Id),
    store_delete(Id).
action(stats, _, _{games: Count}) :-
    store_count(Count).

text_atom(Text, Atom) :-
    (   string(Text)
    ->  atom_string(Atom, Text)
    ;   type_error(string, Text)
    ).

%   input_players(+Input, +Default, -Players): who plays each side,
%   `human` or a level of search_level/2.

input_players(Input, Default, Players) :-
    optional(Input, white, Default.white, White),
    optional(Input, black, Default.black, Black),
    maplist(check_player, [White, Black]),
    Players = _{white: White, black: Black}.

check_player(Player) :-
    must_be(string, Player),
    (   Player == "human"
    ->  true
    ;   atom_string(Level, Player),
        search_level(Level, _)
    ->  true
    ;   domain_error(damas_web_player, Player)
    ).

%   path_move(+Position, +Path, -Move): the legal move along Path, a
%   list of squares (numbers or algebraic names).

path_move(Position, Path, Move) :-
    must_be(list, Path),
    Position = position(Variant, _, _, _, _),
    maplist(path_square(Variant), Path, Squares),
    legal_moves(Position, Moves),
    (   member(Move, Moves),
        move_path(Move, Squares)
    ->  true
    ;   atomic_list_concat(Squares, '-', Text),
        throw(error(domain_error(legal_move, Text),
                    context(_, "no legal move goes along that path")))
    ).

path_square(Variant, Square0, Square) :-
    (   string(Square0)
    ->  atom_string(Square1, Square0)
    ;   Square1 = Square0
    ),
    (   integer(Square1)
    ->  square_name(Square1, _, [variant(Variant)]),
        Square = Square1
    ;   square_name(Square, Square1, [variant(Variant)])
    ).

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

engine_summary(Position, Result, _{move: Text, score: Score, depth: Depth,
                                   pv: PV, time: Time, nodes: Nodes}) :-
    move_text(Position, Result.move, Text0),
    atom_string(Text0, Text),
    Score = Result.score,
    Depth = Result.depth,
    maplist([T, S]>>atom_string(T, S), Result.pv_text, PV),
    Time = Result.time,
    Nodes = Result.nodes.


                 /*******************************
                 *             STATE            *
                 *******************************/

%   game_state(+Id, +Flip, -State): the JSON state of game Id.

game_state(Id, Flip, State) :-
    store_get(Id, Entry),
    Game = Entry.game,
    game_position(Game, Position),
    Position = position(Variant, Side, _, _, _),
    position_fen(Position, Fen0),
    atom_string(Fen0, Fen),
    game_moves(Game, Played),
    game_start(Game, Start),
    history_texts(Played, Start, History),
    (   last(Played, LastMove)
    ->  SvgOptions = [last_move(LastMove)],
        move_path(LastMove, LastPath)
    ;   SvgOptions = [],
        LastPath = null
    ),
    position_svg(Position, SVG, [flip(Flip), coordinates(both), square_size(56)|SvgOptions]),
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
              side: Side, flip: Flip, svg: SVG, moves: Moves,
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

history_texts([], _, []).
history_texts([Move|Moves], Position, [Text|Texts]) :-
    move_text(Position, Move, Text0),
    atom_string(Text0, Text),
    make_move(Position, Move, Next),
    history_texts(Moves, Next, Texts).

over_json(result(Outcome, Reason), _{outcome: OutcomeText, reason: Reason, text: Text}) :-
    outcome_words(Outcome, OutcomeText),
    reason_words(Reason, Why),
    format(string(Text), "~w: ~w.", [OutcomeText, Why]).

outcome_words(win(white), "White wins").
outcome_words(win(black), "Black wins").
outcome_words(draw, "Draw").

reason_words(no_legal_move, "the side to move has no legal move").
reason_words(repetition, "the same position came back too often").
reason_words(three_kings_against_one, "three kings did not win against one in time").
reason_words(kings_only_moves, "too many king moves without a capture or a man's move").
reason_words(resignation, "resignation").
reason_words(agreement, "agreed").


                 /*******************************
                 *              PDN             *
                 *******************************/

%   GET: the game as a PDN file; POST: the first game of the PDN text
%   replaces the game (its players stay).

pdn(Request) :-
    memberchk(method(get), Request),
    !,
    catch(( request_input(Request, Input),
            input_id(Input, Id),
            store_get(Id, Entry),
            with_output_to(string(Text),
                           write_pdn(current_output, [Entry.game], [notation(numeric)]))
          ),
          Error,
          error_reply(Error, Status, Reply)),
    (   var(Status)
    ->  format("Content-Type: application/x-pdn; charset=UTF-8~n"),
        format("Content-Disposition: attachment; filename=\"damas.pdn\"~n~n"),
        format("~s", [Text])
    ;   reply_json_dict(Reply, [status(Status)])
    ).
pdn(Request) :-
    api(load_pdn, Request).

action(load_pdn, Input, State) :-
    input_id(Input, Id),
    required(Input, pdn, Text),
    must_be(string, Text),
    store_get(Id, Entry),
    read_pdn(string(Text), Games),
    (   Games = [Game|_]
    ->  true
    ;   throw(error(syntax_error(pdn(1, 0, "")),
                    context(_, "the PDN text holds no game")))
    ),
    store_put(Id, Entry.version, Entry.put(game, Game)),
    input_flip(Input, Flip),
    game_state(Id, Flip, State).


                 /*******************************
                 *           ANALYSIS           *
                 *******************************/

%   An analysis runs in a thread of its own and writes what it has found
%   into the game's entry (library(damas/web/store)), where
%   /api/analysis reads it.  Each analysis has a generation number; a
%   later one makes the earlier stale, whose further results are then
%   dropped.

start_analysis(Id, Time, Generation) :-
    store_get(Id, Entry),
    game_position(Entry.game, Position),
    game_positions(Entry.game, Positions),
    append(History, [_], Positions),
    position_fen(Position, Fen0),
    atom_string(Fen0, Fen),
    store_start_analysis(Id, _{state: "running", fen: Fen, depth: 0,
                               score: null, pv: [], pv_text: []},
                         Generation, Running),
    thread_create(analyse(Id, Generation, Position, History, Time, Running),
                  _, [detached(true)]).

%   The thread was created by a request's thread, whose output is the
%   HTTP connection, closed by now: messages go to user_error.

analyse(Id, Generation, Position, History, Time, Running) :-
    set_output(user_output),
    set_input(user_input),
    catch(ignore(analyse_(Id, Generation, Position, History, Time, Running)),
          Error,
          analysis_failed(Id, Generation, Running, Error)).

analysis_failed(_, _, _, damas_web_stale_analysis) :-
    !.
analysis_failed(Id, Generation, Running, Error) :-
    error_message(Error, Message),
    Failed = Running.put(_{state: "error", error: Message}),
    ignore(store_update_analysis(Id, Generation, Failed)).

analyse_(Id, Generation, Position, History, Time, Running) :-
    (   progress_option_supported
    ->  search(Position, Result,
               [time(Time), history(History),
                progress(damas_web:analysis_progress(Id, Generation, Position, Running))])
    ;   get_time(Start),
        Deadline is Start + Time,
        deepening(Id, Generation, Position, History, Deadline, Running, 1, Result)
    ),
    analysis_info(Position, Result, Running, "done", Final),
    ignore(store_update_analysis(Id, Generation, Final)).

%   library(damas/search) gains a progress(:Goal) option that reports
%   every completed iteration; without it, the deepening is done here, a
%   search per depth, each reported.

progress_option_supported :-
    predicate_property(damas_search:search(_, _, _), meta_predicate(Head)),
    arg(3, Head, :).

:- public analysis_progress/5.

%   A stale analysis (a later one was asked for, or the game is gone)
%   is ended by an exception from the progress goal, which the search
%   passes through.

analysis_progress(Id, Generation, Position, Running, Info) :-
    analysis_info(Position, Info, Running, "running", Analysis),
    (   store_update_analysis(Id, Generation, Analysis)
    ->  true
    ;   throw(damas_web_stale_analysis)
    ).

deepening(Id, Generation, Position, History, Deadline, Running, Depth, Result) :-
    get_time(Now),
    Left is max(0.01, Deadline - Now),
    search(Position, Result0, [depth(Depth), time(Left), history(History)]),
    (   ( Result0.stopped == true
        ; Result0.move == none
        ; Result0.depth < Depth               % a single move, or proven
        ; Result0.outcome \== unknown
        ; Depth >= 60
        )
    ->  Result = Result0
    ;   analysis_info(Position, Result0, Running, "running", Analysis),
        get_time(After),
        (   (   After >= Deadline
            ;   \+ store_update_analysis(Id, Generation, Analysis)  % stale, or the game gone
            )
        ->  Result = Result0
        ;   Depth1 is Depth + 1,
            deepening(Id, Generation, Position, History, Deadline, Running, Depth1, Result)
        )
    ).

analysis_info(_Position, Result, Running, State, Analysis) :-
    maplist([T, S]>>atom_string(T, S), Result.pv_text, Texts),
    (   Result.outcome == unknown
    ->  Outcome = null
    ;   format(string(Outcome), "~w", [Result.outcome])
    ),
    Analysis = Running.put(_{state: State, depth: Result.depth, score: Result.score,
                             pv: Result.pv, pv_text: Texts, outcome: Outcome,
                             nodes: Result.nodes}).

analysis_reply(Entry, Flip, Reply) :-
    A = Entry.analysis,
    (   get_dict(fen, A, Fen)
    ->  game_position(Entry.game, position(Variant, _, _, _, _)),
        fen_position(Fen, Position, [variant(Variant)]),
        position_svg(Position, SVG, [flip(Flip), coordinates(none),
                                     square_size(36), pv(A.pv)]),
        dict_pairs(A, _, Pairs0),
        exclude([K-_]>>(K == pv), Pairs0, Pairs),
        dict_pairs(Reply0, _, Pairs),
        Reply = Reply0.put(svg, SVG)
    ;   Reply = _{generation: A.generation, state: A.state}
    ).
