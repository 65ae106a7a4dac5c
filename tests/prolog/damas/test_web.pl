/*  Tests of library(damas/web): every endpoint over HTTP, with good and
    bad input, against a server started on a free port; the games store;
    and, when Chromium and playwright-core are installed (make deps),
    the page end to end in headless Chromium (tests/web/e2e.mjs).  Only
    defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_web, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(process)).
:- use_module(library(filesex)).
:- use_module(library(sgml)).
:- use_module(library(xpath)).
:- use_module(library(http/http_client)).
:- use_module(library(http/http_open)).
:- use_module(library(http/http_json)).
:- use_module(library(damas)).
:- use_module(library(damas/search)).
:- use_module(library(damas/web)).
:- use_module(library(damas/web/store)).

:- use_module('../support/checkout').
:- use_module('../support/browser').

repository_root(Root) :-
    checkout(Root).

%   One server for the tests, on a port the system chooses; the port is
%   kept in a global variable of the thread that runs the tests.

start_server :-
    web_server([port(Port)]),
    nb_setval(test_web_port, Port).

stop_server :-
    nb_getval(test_web_port, Port),
    web_stop(Port).

url(Path, URL) :-
    nb_getval(test_web_port, Port),
    format(atom(URL), 'http://localhost:~w~w', [Port, Path]).

post(Path, Dict, Code, Reply) :-
    url(Path, URL),
    http_post(URL, json(Dict), Reply,
              [status_code(Code), json_object(dict), value_string_as(string)]).

post_raw(Path, Body, Code, Reply) :-
    url(Path, URL),
    http_post(URL, atom('application/json', Body), Reply,
              [status_code(Code), json_object(dict), value_string_as(string)]).

get(Path, Code, Reply) :-
    url(Path, URL),
    http_get(URL, Reply, [status_code(Code), json_object(dict), value_string_as(string)]).

get_text(Path, Code, Text, Headers) :-
    url(Path, URL),
    setup_call_cleanup(
        http_open(URL, In, [status_code(Code), headers(Headers)]),
        read_string(In, _, Text),
        close(In)).

same_dict(A, B) :-
    dict_pairs(A, _, Pairs),
    dict_pairs(B, _, Pairs).

new_game(Options, State) :-
    post('/api/new', Options, Code, State),
    assertion(Code == 200).

state_path(Id, Path) :-
    format(atom(Path), '/api/state?id=~w', [Id]).

%   bad(+Code, +Reply, +Part): the request failed with Code and a
%   message that contains Part.

bad(Code, Reply, ExpectedCode, Part) :-
    assertion(Code == ExpectedCode),
    assertion(string(Reply.error)),
    assertion(sub_string(Reply.error, _, _, _, Part)).

svg_dom(SVG, DOM) :-
    setup_call_cleanup(open_string(SVG, In),
                       load_structure(In, DOM, [dialect(xml), space(remove)]),
                       close(In)).

piece_count(SVG, Count) :-
    svg_dom(SVG, DOM),
    aggregate_all(count, ( xpath(DOM, //circle(@class=C), _),
                           sub_atom(C, 0, _, _, 'piece ')
                         ), Count).

%   engine_reply(+Id, +Move, -Replied): the human plays Move (a dict
%   with its move text or path) in game Id, then the engine replies with
%   one of the legal moves; Replied is the state after the reply.

engine_reply(Id, Move, Replied) :-
    post('/api/move', Move.put(id, Id), 200, Played),
    assertion(Played.turn == "engine"),
    post('/api/engine', _{id: Id}, Code, Replied),
    assertion(Code == 200),
    assertion(Replied.ply == 2),
    assertion(Replied.turn == "human"),
    maplist([M, T]>>get_dict(text, M, T), Played.moves, Texts),
    assertion(memberchk(Replied.engine.move, Texts)).

:- begin_tests(web_http, [setup(start_server), cleanup(stop_server)]).

test(page) :-
    get_text('/', Code, Text, _),
    assertion(Code == 200),
    assertion(sub_string(Text, _, _, _, "static/board.js")),
    forall(member(File, ['/static/board.js', '/static/board.css']),
           ( get_text(File, C, T, _),
             assertion(C == 200),
             string_length(T, L),
             assertion(L > 100)
           )).

test(no_file_outside_the_assets) :-
    get_text('/static/../web.pl', Code, _, _),
    assertion(Code \== 200),
    get_text('/static/nothing.js', Code2, _, _),
    assertion(Code2 == 404).

test(variants) :-
    get('/api/variants', Code, Reply),
    assertion(Code == 200),
    assertion(memberchk("international", Reply.variants)),
    assertion(memberchk("italian", Reply.variants)),
    findall(S, (search_level(L, _), atom_string(L, S)), Levels),
    assertion(Reply.levels == Levels).

test(new_game_default) :-
    new_game(_{}, S),
    assertion(S.variant == "brazilian"),
    assertion(S.ply == 0),
    assertion(S.turn == "human"),
    assertion(S.over == null),
    length(S.moves, N),
    assertion(N == 7),
    piece_count(S.svg, Pieces),
    assertion(Pieces == 24).

test(new_game_variants, [forall(member(V-Moves-Pieces, ["international"-9-40, "italian"-7-24,
                                                      "spanish"-7-24, "thai"-7-16]))]) :-
    new_game(_{variant: V, flip: true}, S),
    assertion(S.variant == V),
    length(S.moves, N),
    assertion(N == Moves),
    piece_count(S.svg, P),
    assertion(P == Pieces),
    sub_string(S.svg, _, _, _, "data-flip=\"true\""),
    !.

test(new_game_from_fen) :-
    new_game(_{fen: "W:WK22:B11,18,27", black: "easy"}, S),
    assertion(S.fen == "W:WK22:B11,18,27"),
    assertion(same_dict(S.players, _{white: "human", black: "easy"})),
    findall(F, member(M, S.moves), Fs0), length(Fs0, 2),
    maplist([M, F]>>get_dict(full, M, F), S.moves, Fulls),
    msort(Fulls, Sorted),
    assertion(Sorted == ["22x15x4", "22x15x8"]).

test(new_game_bad_fen) :-
    post('/api/new', _{fen: "W:W99:B1"}, Code, Reply),
    bad(Code, Reply, 400, "no such square").

% The message is words, not fen_position/2's error term.
test(new_game_bad_fen_readable) :-
    post('/api/new', _{fen: "W:W22,22:B1"}, Code, Reply),
    bad(Code, Reply, 400, "The FEN is not valid: a square is given twice"),
    assertion(\+ sub_string(Reply.error, _, _, _, "fen_position")),
    assertion(\+ sub_string(Reply.error, _, _, _, "duplicate_square")),
    assertion(\+ sub_string(Reply.error, _, _, _, "(22)")).

test(new_game_bad_variant) :-
    post('/api/new', _{variant: "chess"}, Code, Reply),
    bad(Code, Reply, 400, "variant must be one of"),
    assertion(\+ sub_string(Reply.error, _, _, _, "chess")).

test(new_game_bad_player) :-
    post('/api/new', _{white: "grandmaster"}, Code, Reply),
    bad(Code, Reply, 400, "white must be human or an engine level"),
    assertion(\+ sub_string(Reply.error, _, _, _, "grandmaster")).

test(new_game_bad_types) :-
    post('/api/new', _{variant: 3}, Code, Reply),
    bad(Code, Reply, 400, "string"),
    post('/api/new', _{flip: "sideways"}, Code2, Reply2),
    bad(Code2, Reply2, 400, "flip must be true or false").

test(not_json) :-
    post_raw('/api/new', 'garbage', Code, Reply),
    bad(Code, Reply, 400, "not JSON"),
    post_raw('/api/move', '[1, 2]', Code2, Reply2),
    bad(Code2, Reply2, 400, "must be a JSON object").

test(move_by_text_and_path) :-
    new_game(_{}, S0),
    post('/api/move', _{id: S0.id, move: "22-18"}, C1, S1),
    assertion(C1 == 200),
    assertion(S1.history == ["22-18"]),
    assertion(S1.side == "black"),
    post('/api/move', _{id: S0.id, path: ["f6", 15]}, C2, S2),
    assertion(C2 == 200),
    assertion(S2.history == ["22-18", "11-15"]),
    assertion(S2.lastMove == [11, 15]),
    assertion(S2.moves = [_]),
    S2.moves = [Capture],
    assertion(same_dict(Capture, _{text: "18x11", full: "18x11", path: [18, 11], captures: [15]})).

% Two captures from d2 land on d6 (English men do not take backwards):
% the path tells them apart, the short text is ambiguous.
test(move_choose_capture_path) :-
    new_game(_{variant: "english", fen: "W:W26:B22,14,23,15"}, S0),
    maplist([M, F]>>get_dict(full, M, F), S0.moves, Fulls0),
    msort(Fulls0, Fulls),
    assertion(Fulls == ["26x17x10", "26x19x10"]),
    post('/api/move', _{id: S0.id, move: "26x10"}, Code, Reply),
    bad(Code, Reply, 400, "26x19x10"),
    post('/api/move', _{id: S0.id, path: [26, 17, 10]}, 200, S1),
    assertion(S1.history == ["26x17x10"]).

test(move_illegal) :-
    new_game(_{}, S0),
    post('/api/move', _{id: S0.id, move: "22-15"}, Code, Reply),
    bad(Code, Reply, 400, "the piece on 22 cannot move to 15"),
    post('/api/move', _{id: S0.id, path: [22, 99]}, Code2, Reply2),
    bad(Code2, Reply2, 400, "squares of this board"),
    post('/api/move', _{id: S0.id, path: [22, 14]}, Code3, Reply3),
    bad(Code3, Reply3, 400, "path"),
    post('/api/move', _{id: S0.id, move: "hello"}, Code4, Reply4),
    bad(Code4, Reply4, 400, "not written right"),
    state_path(S0.id, Path),
    get(Path, 200, S),
    assertion(S.ply == 0).

test(move_missing_input) :-
    post('/api/move', _{move: "22-18"}, Code, Reply),
    bad(Code, Reply, 400, "lacks id"),
    new_game(_{}, S0),
    post('/api/move', _{id: S0.id}, Code2, Reply2),
    bad(Code2, Reply2, 400, "lacks move").

test(unknown_game) :-
    post('/api/move', _{id: "no-such-game", move: "22-18"}, Code, Reply),
    bad(Code, Reply, 404, "no such game"),
    get('/api/state?id=no-such-game', Code2, Reply2),
    bad(Code2, Reply2, 404, "no such game"),
    get('/api/state', Code3, Reply3),
    bad(Code3, Reply3, 400, "lacks id").

test(query_key_twice) :-
    get('/api/state?id=a&id=b', Code, Reply),
    bad(Code, Reply, 400, "id").

test(move_on_engine_side) :-
    new_game(_{white: "easy"}, S0),
    assertion(S0.turn == "engine"),
    post('/api/move', _{id: S0.id, move: "22-18"}, Code, Reply),
    bad(Code, Reply, 400, "the engine's turn").

test(engine_plays_each_level, [forall(( search_level(Level, _), Level \== master ))]) :-
    atom_string(Level, L),
    new_game(_{black: L}, S0),
    engine_reply(S0.id, _{move: "22-18"}, S2),
    assertion(S2.history == ["22-18", S2.engine.move]).

% 12x12 boards are searched by the wide engine, with contexts of their
% own: an engine move and an analysis there once answered 500.  Turkish
% (64 squares, every one played) stands beside them.
test(engine_and_analysis_on_every_board,
     [forall(member(V, ["canadian", "srilankan", "turkish", "international"]))]) :-
    new_game(_{variant: V, black: "easy"}, S0),
    S0.moves = [First|_],
    engine_reply(S0.id, _{path: First.path}, S2),
    post('/api/analyse', _{id: S0.id, time: 0.3}, 200, Started),
    format(atom(Path), '/api/analysis?id=~w', [S0.id]),
    analysis_done(Path, Started.generation, 200, Analysis),
    assertion(Analysis.state == "done"),
    assertion(Analysis.depth >= 1),
    Analysis.pv_text = [Best|_],
    maplist([M, T]>>get_dict(text, M, T), S2.moves, Texts),
    assertion(memberchk(Best, Texts)).

% With the page's clock the engine keeps to the time its side has left
% (its level's depth still caps it); a clock that is not a time is
% refused and changes nothing.
test(engine_with_a_clock) :-
    new_game(_{black: "master"}, S0),
    post('/api/move', _{id: S0.id, move: "22-18"}, 200, _),
    post('/api/engine', _{id: S0.id, clock_remaining: 0.3, clock_increment: 0}, Code, S2),
    assertion(Code == 200),
    assertion(S2.engine.time < 1.0),
    assertion(S2.ply == 2),
    post('/api/undo', _{id: S0.id}, 200, _),
    post('/api/move', _{id: S0.id, move: "22-18"}, 200, _),
    post('/api/engine', _{id: S0.id, clock_remaining: -1}, Code2, Reply2),
    bad(Code2, Reply2, 400, "clock_remaining must be a number of seconds above 0"),
    post('/api/engine', _{id: S0.id, clock_remaining: 10, clock_increment: "x"}, Code3, _),
    assertion(Code3 == 400),
    state_path(S0.id, Path),
    get(Path, 200, S),
    assertion(S.ply == 1).

test(engine_refuses_human_side) :-
    new_game(_{}, S0),
    post('/api/engine', _{id: S0.id}, Code, Reply),
    bad(Code, Reply, 400, "A human plays this side"),
    post('/api/engine', _{id: S0.id, level: "grandmaster"}, Code2, _),
    assertion(Code2 == 400),
    post('/api/engine', _{id: S0.id, level: "easy"}, Code3, S3),
    assertion(Code3 == 200),
    assertion(S3.ply == 1).

test(undo) :-
    new_game(_{black: "easy"}, S0),
    post('/api/undo', _{id: S0.id}, Code, Reply),
    bad(Code, Reply, 400, "undo"),
    post('/api/move', _{id: S0.id, move: "22-18"}, 200, _),
    post('/api/engine', _{id: S0.id}, 200, S2),
    assertion(S2.ply == 2),
    post('/api/undo', _{id: S0.id}, 200, S3),
    assertion(S3.ply == 0),         % past the engine's reply: the human's turn
    assertion(S3.turn == "human").

test(players) :-
    new_game(_{}, S0),
    post('/api/players', _{id: S0.id, white: "hard", black: "human"}, 200, S1),
    assertion(same_dict(S1.players, _{white: "hard", black: "human"})),
    assertion(S1.turn == "engine"),
    post('/api/players', _{id: S0.id, black: "nobody"}, Code, Reply),
    bad(Code, Reply, 400, "black must be"),
    state_path(S0.id, Path),
    get(Path, 200, S2),
    assertion(same_dict(S2.players, _{white: "hard", black: "human"})).

test(pdn_download) :-
    new_game(_{}, S0),
    post('/api/move', _{id: S0.id, move: "22-18"}, 200, _),
    post('/api/move', _{id: S0.id, move: "11-15"}, 200, _),
    format(atom(Path), '/api/pdn?id=~w', [S0.id]),
    get_text(Path, Code, Text, Headers),
    assertion(Code == 200),
    assertion(sub_string(Text, _, _, _, "1. 22-18 11-15")),
    assertion(memberchk(content_disposition(disposition(attachment, _)), Headers)),
    get_text('/api/pdn?id=nothing', Code2, _, _),
    assertion(Code2 == 404).

% The download has PDN's Seven Tag Roster, who played in words, the
% variant and, from a set position, its FEN; in the notation asked for.
test(pdn_download_headers) :-
    new_game(_{fen: "W:W21,22:B9,10", black: "medium"}, S0),
    post('/api/move', _{id: S0.id, move: "22-18"}, 200, _),
    post('/api/players', _{id: S0.id, white: "human", black: "easy"}, 200, _),
    format(atom(Path), '/api/pdn?id=~w&notation=algebraic', [S0.id]),
    get_text(Path, 200, Text, _),
    split_string(Text, "\n", "", Lines),
    include([L]>>sub_string(L, 0, 1, _, "["), Lines, Tags),
    maplist([L, N]>>(split_string(L, "[ ", "", ["", N|_])), Tags, Names),
    assertion(Names == ["Event", "Site", "Date", "Round", "White", "Black",
                        "GameType", "FEN", "Result"]),
    assertion(memberchk("[White \"Human\"]", Tags)),
    assertion(memberchk("[Black \"Engine (easy)\"]", Tags)),
    assertion(memberchk("[FEN \"W:W21,22:B9,10\"]", Tags)),
    assertion(sub_string(Text, _, _, _, "1. c3-d4")),
    format(atom(Numeric), '/api/pdn?id=~w', [S0.id]),
    get_text(Numeric, 200, NumericText, _),
    assertion(sub_string(NumericText, _, _, _, "1. 22-18")).

% The move list is navigable: each ply's position, its last move, the
% captured piece drawn faint; a ply that is not the game's is refused.
test(position_of_each_ply) :-
    new_game(_{}, S0),
    post('/api/pdn', _{id: S0.id, pdn: "1. 22-18 11-15 2. 18x11 *\n"}, 200, _),
    format(atom(P0), '/api/position?id=~w&ply=0', [S0.id]),
    get(P0, 200, V0),
    assertion(V0.fen == S0.fen),
    assertion(V0.lastMove == null),
    format(atom(P3), '/api/position?id=~w&ply=3&numbers=true', [S0.id]),
    get(P3, 200, V3),
    assertion(V3.lastMove == [18, 11]),
    assertion(V3.side == "black"),
    svg_dom(V3.svg, DOM),
    assertion(xpath(DOM, //g(@'data-ghost'='15'), _)),
    assertion(xpath(DOM, //text(@class=number), _)),
    format(atom(P9), '/api/position?id=~w&ply=9', [S0.id]),
    get(P9, C9, R9),
    bad(C9, R9, 400, "ply must be"),
    format(atom(PX), '/api/position?id=~w&ply=-1', [S0.id]),
    get(PX, CX, _),
    assertion(CX == 400).

test(notation_of_the_state) :-
    new_game(_{notation: "algebraic"}, S0),
    post('/api/move', _{id: S0.id, move: "22-18", notation: "algebraic"}, 200, S1),
    assertion(S1.history == ["c3-d4"]),
    post('/api/new', _{notation: "chess"}, Code, Reply),
    bad(Code, Reply, 400, "notation must be").

% The line of an analysis, move by move, and the scores of a game's
% positions from White's side with its turning points.
test(analysis_line_and_review) :-
    new_game(_{}, S0),
    format(atom(L0), '/api/line?id=~w&moves=1', [S0.id]),
    get(L0, C0, R0),
    bad(C0, R0, 400, "no analysis"),
    post('/api/analyse', _{id: S0.id, time: 0.3}, 200, Started),
    format(atom(Path), '/api/analysis?id=~w&notation=algebraic', [S0.id]),
    analysis_done(Path, Started.generation, 200, Analysis),
    assertion(number(Analysis.white_score)),
    Analysis.pv_text = [First|_],
    sub_string(First, 0, 1, _, File),
    assertion(sub_string("abcdefgh", _, 1, _, File)),
    format(atom(L1), '/api/line?id=~w&moves=1', [S0.id]),
    get(L1, 200, V1),
    assertion(V1.ply == 1),
    assertion(V1.side == "black"),
    length(Analysis.pv_text, Length),
    TooFar is Length + 1,
    format(atom(L2), '/api/line?id=~w&moves=~w', [S0.id, TooFar]),
    get(L2, C2, _),
    assertion(C2 == 400),
    post('/api/pdn', _{id: S0.id, pdn: "1. 22-18 11-15 2. 18x11 *\n"}, 200, _),
    format(atom(RP), '/api/review?id=~w', [S0.id]),
    get(RP, 200, Review),
    assertion(Review.complete == true),
    maplist([E, P]>>get_dict(ply, E, P), Review.review, Plies),
    assertion(Plies == [0, 1, 2, 3]),
    forall(member(E, Review.review),
           ( assertion(integer(E.score)),
             assertion(memberchk(E.turning, [true, false]))
           )),
    format(atom(RP2), '/api/review?id=~w&from=2', [S0.id]),
    get(RP2, 200, Review2),
    maplist([E, P]>>get_dict(ply, E, P), Review2.review, Plies2),
    assertion(Plies2 == [2, 3]).

test(review_on_12x12) :-
    new_game(_{variant: "canadian"}, S0),
    S0.moves = [First|_],
    post('/api/move', _{id: S0.id, path: First.path}, 200, _),
    format(atom(RP), '/api/review?id=~w', [S0.id]),
    get(RP, 200, Review),
    length(Review.review, N),
    assertion(N == 2).

test(pdn_upload) :-
    new_game(_{}, S0),
    post('/api/pdn', _{id: S0.id, pdn: "[Event \"t\"]\n1. 22-18 11-15 2. 18x11 8x15 *\n"}, Code, S1),
    assertion(Code == 200),
    assertion(S1.history == ["22-18", "11-15", "18x11", "8x15"]),
    assertion(S1.ply == 4).

test(pdn_upload_bad) :-
    new_game(_{}, S0),
    post('/api/pdn', _{id: S0.id, pdn: "1. 22-18 99-98 *"}, Code, Reply),
    bad(Code, Reply, 400, "PDN"),
    post('/api/pdn', _{id: S0.id, pdn: ""}, Code2, Reply2),
    bad(Code2, Reply2, 400, "no game"),
    post('/api/pdn', _{id: S0.id}, Code3, Reply3),
    bad(Code3, Reply3, 400, "lacks pdn"),
    state_path(S0.id, Path),
    get(Path, 200, S),
    assertion(S.ply == 0).

test(analysis) :-
    new_game(_{}, S0),
    post('/api/analyse', _{id: S0.id, time: 0.5}, Code, Started),
    assertion(Code == 200),
    format(atom(Path), '/api/analysis?id=~w', [S0.id]),
    analysis_done(Path, Started.generation, 200, Analysis),
    assertion(Analysis.state == "done"),
    assertion(Analysis.depth >= 1),
    Analysis.pv_text = [First|_],
    maplist([M, T]>>get_dict(text, M, T), S0.moves, Texts),
    assertion(memberchk(First, Texts)),
    svg_dom(Analysis.svg, _).

% The small board drew the whole line, some 40 arrows over the board:
% it draws the first four moves.
test(analysis_arrows_limited) :-
    new_game(_{}, S0),
    post('/api/analyse', _{id: S0.id, time: 0.5}, 200, Started),
    format(atom(Path), '/api/analysis?id=~w', [S0.id]),
    analysis_done(Path, Started.generation, 200, Analysis),
    svg_dom(Analysis.svg, DOM),
    aggregate_all(count, ( xpath(DOM, //polyline(@class=C), _),
                           sub_atom(C, 0, _, _, 'arrow pv')
                         ), Arrows),
    length(Analysis.pv_text, Length),
    Expected is min(4, Length),
    assertion(Arrows == Expected).

test(analysis_bad_time) :-
    new_game(_{}, S0),
    post('/api/analyse', _{id: S0.id, time: -1}, Code, Reply),
    bad(Code, Reply, 400, "time must be"),
    post('/api/analyse', _{id: S0.id, time: "soon"}, Code2, _),
    assertion(Code2 == 400).

test(game_over) :-
    new_game(_{fen: "W:W:B1", black: "easy"}, S),
    assertion(S.over.outcome == "Black wins"),
    assertion(S.moves == []),
    post('/api/move', _{id: S.id, move: "22-18"}, Code, _),
    assertion(Code == 400),
    post('/api/engine', _{id: S.id, level: "easy"}, Code2, Reply2),
    bad(Code2, Reply2, 400, "finished").

test(games_are_separate) :-
    new_game(_{}, A),
    new_game(_{}, B),
    assertion(A.id \== B.id),
    post('/api/move', _{id: A.id, move: "22-18"}, 200, _),
    state_path(B.id, Path),
    get(Path, 200, B1),
    assertion(B1.ply == 0).

test(close) :-
    new_game(_{}, S),
    post('/api/close', _{id: S.id}, 200, _),
    state_path(S.id, Path),
    get(Path, Code, _),
    assertion(Code == 404).

test(server_still_serves) :-
    get_text('/', Code, _, _),
    assertion(Code == 200).

:- end_tests(web_http).

%   analysis_done(+Path, +Generation, +Code, -Analysis): polls until the
%   analysis of Generation is no longer running; the search has a time
%   limit, so this ends.

analysis_done(Path, Generation, Code, Analysis) :-
    get(Path, Code0, Analysis0),
    (   Code0 == 200,
        Analysis0.generation == Generation,
        memberchk(Analysis0.state, ["queued", "running"])
    ->  sleep(0.05),
        analysis_done(Path, Generation, Code, Analysis)
    ;   Code = Code0,
        Analysis = Analysis0
    ).

:- begin_tests(web_store, [setup(start_store), cleanup(stop_store)]).

start_store :-
    store_start(Store, [max_games(3), client_games(2)]),
    nb_setval(test_web_store, Store).

stop_store :-
    nb_getval(test_web_store, Store),
    store_stop(Store).

store(Store) :-
    nb_getval(test_web_store, Store).

test(version_checked, [error(permission_error(modify, damas_web_game, Id))]) :-
    store(S),
    store_create(S, a, _{n: 1}, Id),
    call_cleanup(( store_get(S, Id, E),
                   store_put(S, Id, E.version, E.put(n, 2)),
                   store_put(S, Id, E.version, E.put(n, 3))
                 ),
                 store_delete(S, Id)).

test(delete_frees) :-
    store(S),
    store_count(S, N0),
    store_create(S, a, _{n: 1}, Id),
    store_count(S, N1),
    assertion(N1 =:= N0 + 1),
    store_delete(S, Id),
    store_count(S, N2),
    assertion(N2 =:= N0),
    catch(store_get(S, Id, _), error(existence_error(damas_web_game, Id), _), true).

test(stale_analysis_dropped) :-
    store(S),
    store_create(S, a, _{game: none}, Id),
    store_start_analysis(S, Id, _{depth: 0}, G1, _),
    store_start_analysis(S, Id, _{depth: 0}, G2, _),
    assertion(G2 =:= G1 + 1),
    assertion(\+ store_update_analysis(S, Id, G1, _{generation: G1, depth: 5})),
    assertion(store_update_analysis(S, Id, G2, _{generation: G2, depth: 7})),
    store_get(S, Id, E),
    assertion(E.analysis.depth == 7),
    store_delete(S, Id).

% The client keeps its game through a put; its share and the server's
% are counted, and a refused game changes nothing.
test(limits) :-
    store(S),
    store_create(S, a, _{n: 1}, A1),
    store_create(S, a, _{n: 2}, A2),
    store_get(S, A1, E),
    store_put(S, A1, E.version, E.put(n, 3)),
    catch(store_create(S, a, _{n: 4}, _), error(Client, _), true),
    assertion(Client == damas_web_limit(games, client, 2)),
    store_create(S, b, _{n: 5}, B1),
    catch(store_create(S, c, _{n: 6}, _), error(Server, _), true),
    assertion(Server == damas_web_limit(games, server, 3)),
    store_count(S, Count),
    assertion(Count == 3),
    store_get(S, A1, E1),
    assertion(E1.client == a),
    maplist(store_delete(S), [A1, A2, B1]).

test(stopped_store_answers_busy, [error(resource_error(damas_web_store))]) :-
    store_start(S, []),
    store_stop(S),
    store_count(S, _).

:- end_tests(web_store).

%   The browser test runs when Chromium and playwright-core are there
%   (make deps installs them); it saves build/web-screenshot.png.

:- if(browser_test_possible).

:- begin_tests(web_browser, [setup(start_server), cleanup(stop_server)]).

test(end_to_end) :-
    repository_root(Root),
    directory_file_path(Root, build, Build),
    make_directory_path(Build),
    directory_file_path(Build, 'web-screenshot.png', Screenshot),
    url('/', URL),
    browser_script('tests/web/e2e.mjs', [URL, Screenshot], Output, Status),
    assertion(Status == exit(0)),
    assertion(sub_string(Output, _, _, _, "e2e: ok")).

:- end_tests(web_browser).

:- endif.
