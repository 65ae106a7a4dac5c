/*  Tests of the Hub engine (prolog/damas/hub.pl), driven as a separate
    process through the protocol: the initialisation, ping, bad commands
    (an error line, never a crash), a game, every shipped variant, stop
    and ping while searching; of the protocol's lines, positions and
    moves (library(damas/hub/protocol)); and of the hub(Command) player:
    a match against the engine, and forfeits of engines that answer
    garbage, an illegal move or nothing.  No test depends on timing.
    Only defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_hub, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(damas)).
:- use_module(library(damas/game)).
:- use_module(library(damas/match)).
:- use_module(library(damas/players)).
:- use_module(library(damas/hub/protocol)).
:- use_module(library(damas/hub), []).
:- use_module(library(damas/hub/client)).
:- use_module('../../../prolog/damas/kb', [shipped_variant/1]).

:- use_module('../support/checkout').

test_root(Root) :-
    checkout(Root).

%   The engine as damas-hub runs it, without needing `make hub`.

hub_command([Swipl, '-q', '-g', 'damas_hub:hub_main', '-t', halt, File, '--']) :-
    current_prolog_flag(executable, Swipl),
    test_root(Root),
    directory_file_path(Root, 'prolog/damas/hub.pl', File).

mock_command(Answer, [sh, File, Answer]) :-
    test_root(Root),
    directory_file_path(Root, 'tests/data/hub_mock_engine.sh', File).


                 /*******************************
                 *     A RAW PROTOCOL DRIVER    *
                 *******************************/

engine_open(engine(Pid, In, Out)) :-
    hub_command([Executable|Arguments]),
    process_create(Executable, Arguments,
                   [stdin(pipe(In)), stdout(pipe(Out)), process(Pid)]),
    set_stream(In, encoding(utf8)),
    set_stream(Out, encoding(utf8)).

engine_close(engine(Pid, In, Out)) :-
    catch(close(In), _, true),
    (   catch(process_wait(Pid, Status, [timeout(60)]), _, Status = gone),
        Status \== timeout
    ->  true
    ;   catch(process_kill(Pid, kill), _, true),
        catch(process_wait(Pid, _), _, true)
    ),
    close(Out).

send(engine(_, In, _), Line) :-
    format(In, "~w~n", [Line]),
    flush_output(In).

%   receive_until(+Engine, +Command, -Lines): the lines up to and with
%   the first one whose command is Command.  A generous bound only
%   keeps a broken engine from hanging the suite.

receive_until(Engine, Command, Lines) :-
    Engine = engine(_, _, Out),
    wait_for_input([Out], Ready, 300),
    Ready \== [],
    read_line_to_string(Out, Line),
    Line \== end_of_file,
    (   hub_line_command(Line, Command0, _),
        Command0 == Command
    ->  Lines = [Line]
    ;   Lines = [Line|Rest],
        receive_until(Engine, Command, Rest)
    ).

line_command(Line, Command) :-
    hub_line_command(Line, Command, _).

%   ask(+Engine, +Line, -Error): sends Line, then a ping; Error is the
%   text of the error line answered before the pong, or `none`.

ask(Engine, Line, Error) :-
    send(Engine, Line),
    send(Engine, ping),
    receive_until(Engine, pong, Lines),
    (   member(L, Lines),
        hub_line_command(L, error, Arguments)
    ->  hub_argument(message, Arguments, Error)
    ;   Error = none
    ).

done_move(Lines, Position, Move) :-
    last(Lines, Done),
    hub_line_command(Done, done, Arguments),
    hub_argument(move, Arguments, Text),
    hub_text_move(Position, Text, Move).

with_engine(Goal) :-
    setup_call_cleanup(engine_open(Engine), call(Goal, Engine), engine_close(Engine)).



%   The conversations of the tests, each ending with the engine.

initialisation(Lines, E) :-
    send(E, hub),
    receive_until(E, wait, Lines),
    send(E, init),
    receive_until(E, ready, _),
    send(E, quit).

ping_lines(Lines, E) :-
    send(E, ""),                        % blank lines are skipped
    send(E, "   "),
    send(E, ping),
    receive_until(E, pong, Lines).

bad_commands(Lines, Answered, E) :-
    maplist(bad_command(E), Lines, Answered).

bad_command(E, Line, Answered) :-
    ask(E, Line, Error),
    (   Error == none
    ->  Answered = no
    ;   Answered = yes
    ).

answer(Line, Error, E) :-
    ask(E, Line, Error).

search_after_refused_levels(Lines, E) :-
    ask(E, "set-param name=book value=false", none),      % so that go searches
    ask(E, "level depth=2", none),
    ask(E, "level depth=1000", _),
    ask(E, "level move-time=1.0Inf", _),
    ask(E, "set-param name=threads value=65", _),
    send(E, "go think"),
    receive_until(E, done, Lines).

after_bad_commands(Lines, E) :-
    ask(E, "pos pos=nonsense", _),
    ask(E, "level depth=banana", _),
    send(E, "pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"),
    send(E, "level depth=3"),
    send(E, "go think"),
    receive_until(E, done, Lines).

a_game(Game, E) :-
    initial_position(Start),
    new_game([position(Start)], Game0),
    send(E, hub), receive_until(E, wait, _),
    send(E, init), receive_until(E, ready, _),
    send(E, "new-game"),
    play(E, Start, [], 40, Game0, Game).

play(_, _, _, 0, Game, Game) :-
    !.
play(_, _, _, _, Game, Game) :-
    game_over(Game, _),
    !.
play(E, Start, Texts, Left, Game0, Game) :-
    hub_position(Start, StartText),
    atomic_list_concat(Texts, ' ', Moves),
    hub_command_line(pos, [pos=StartText, moves=Moves], PosLine),
    send(E, PosLine),
    send(E, "level depth=2"),
    send(E, "go think"),
    receive_until(E, done, Lines),
    game_position(Game0, Position),
    done_move(Lines, Position, Move),
    hub_move(Position, Move, Text),
    game_play(Game0, Move, Game1),
    append(Texts, [Text], Texts1),
    Left1 is Left - 1,
    play(E, Start, Texts1, Left1, Game1, Game).

first_move(Variant, Start, Lines, E) :-
    hub_position(Start, Text),
    format(string(SetVariant), "set-param name=variant value=~w", [Variant]),
    format(string(Pos), "pos pos=~w", [Text]),
    ask(E, SetVariant, none),
    ask(E, Pos, none),
    send(E, "level depth=2"),
    send(E, "go think"),
    receive_until(E, done, Lines).

%   As first_move/4, the engine initialised (its search context made)
%   after the variant is set, and again after a variant of another
%   board is set.

first_move_after_init(Variant, Start, Lines, E) :-
    ask(E, "set-param name=variant value=brazilian", none),
    send(E, init),
    receive_until(E, ready, _),
    first_move(Variant, Start, Lines, E).

stopped_search(Lines, Seconds, E) :-
    send(E, "pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"),
    send(E, "level infinite"),
    send(E, "go analyse"),
    send(E, ping),
    receive_until(E, pong, _),
    get_time(T0),
    send(E, stop),
    receive_until(E, done, Lines),
    get_time(T1),
    Seconds is T1 - T0.

busy_command(Lines, E) :-
    send(E, "pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"),
    send(E, "level infinite"),
    send(E, "go think"),
    send(E, "level depth=1"),
    send(E, stop),
    receive_until(E, done, Lines).

%   timed_search(+Level, -Lines, -Seconds, +E): go think from the
%   initial position with Level (`none`: no level command), the lines
%   up to done and the wall time they took.

timed_search(Level, Lines, Seconds, E) :-
    ask(E, "set-param name=book value=false", none),
    send(E, "pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww"),
    (   Level == none
    ->  true
    ;   ask(E, Level, none)
    ),
    get_time(T0),
    send(E, "go think"),
    receive_until(E, done, Lines),
    get_time(T1),
    Seconds is T1 - T0.

end_of_input(Status, engine(Pid, In, _)) :-
    send(engine(Pid, In, _), "level infinite"),
    send(engine(Pid, In, _), "go think"),
    close(In),
    process_wait(Pid, Status, [timeout(300)]).


:- begin_tests(hub_engine).

test(initialisation) :-
    with_engine(initialisation(Lines)),
    Lines = [Id|_],
    assertion(line_command(Id, id)),
    once(( member(Line, Lines),
           hub_line_command(Line, param, Arguments),
           hub_argument(name, Arguments, "variant") )),
    hub_argument(values, Arguments, Values),
    split_string(Values, " ", "", Names),
    forall(shipped_variant(Variant),
           ( atom_string(Variant, Name),
             assertion(memberchk(Name, Names)) )),
    assertion(memberchk("normal", Names)),
    % Every name is a variant or one of Scan's names.
    forall(member(Name, Names),
           assertion(( atom_string(Variant, Name), shipped_variant(Variant)
                     ; memberchk(Name, ["normal", "standard", "american", "checkers",
                                        "bt", "losing"])
                     ))).

test(ping, Lines == ["pong"]) :-
    with_engine(ping_lines(Lines)).

test(bad_commands_answer_an_error, Answered == [yes, yes, yes, yes, yes, yes, yes, yes, yes, yes]) :-
    with_engine(bad_commands([ "frobnicate now",
                               "set-param name=variant value=no_such_variant",
                               "set-param name=nonsense value=1",
                               "set-param name=hash value=lots",
                               "pos pos=Xbbb",
                               "pos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww moves=\"22-18 22-18\"",
                               "level depth=deep",
                               "level",
                               "go sideways",
                               "pos pos=\"Wbbbb"
                             ], Answered)).

%   Numbers are read by the protocol's grammar (digits, a fraction for
%   times), not as Prolog reads them, and their ranges are checked when
%   they are given: a search never starts with a limit it refuses.

test(numbers_are_checked_when_given,
     Answered == [yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes, yes]) :-
    with_engine(bad_commands([ "level depth=0'a",
                               "level depth=1_000",
                               "level depth=\" 3\"",
                               "level depth=1000",
                               "level depth=0",
                               "level nodes=0x10",
                               "level move-time=1.0Inf",
                               "level move-time=1e3",
                               "level move-time=0",
                               "level time=-1",
                               "level time=60 inc=0.5 moves=0",
                               "set-param name=threads value=65",
                               "set-param name=threads value=0",
                               "set-param name=hash value=65537"
                             ], Answered)).

test(good_numbers_are_taken, Answered == [no, no, no, no, no, no, no, no]) :-
    with_engine(bad_commands([ "level depth=100",
                               "level depth=007",
                               "level nodes=123456789012345678",
                               "level move-time=0.25",
                               "level move-time=3",
                               "level time=0 inc=2.5 moves=40",
                               "set-param name=threads value=64",
                               "set-param name=hash value=0"
                             ], Answered)).

%   A value of a million digits is refused at once (Prolog's reader
%   takes quadratic time over it), with an error line of ordinary length.

test(a_long_number_is_refused) :-
    length(Codes, 1000000),
    maplist(=(0'7), Codes),
    string_codes(Digits, Codes),
    string_concat("level depth=", Digits, Line),
    with_engine(answer(Line, Error)),
    assertion(Error \== none),
    string_length(Error, Length),
    assertion(Length < 200).

%   After refused levels, go searches by the last level taken (depth 2
%   here): no info line goes deeper.

test(go_searches_the_level_taken) :-
    initial_position(Start),
    with_engine(search_after_refused_levels(Lines)),
    assertion(done_move(Lines, Start, _)),
    forall(( member(Line, Lines), hub_line_command(Line, info, Arguments) ),
           ( hub_argument(depth, Arguments, Depth),
             assertion(memberchk(Depth, ["1", "2"])) )).

test(still_plays_after_bad_commands) :-
    initial_position(Start),
    with_engine(after_bad_commands(Lines)),
    assertion(done_move(Lines, Start, _)).

%   A game of the engine against itself at depth 2, each move asked for
%   with the whole game so far, up to its end or 40 plies.

test(a_game) :-
    with_engine(a_game(Game)),
    game_ply_count(Game, Plies),
    assertion(Plies > 0).

test(every_variant, forall(shipped_variant(Variant))) :-
    initial_position(Variant, Start),
    with_engine(first_move(Variant, Start, Lines)),
    assertion(done_move(Lines, Start, _)).

% A 12x12 board is searched by the wide engine, whose search context
% the engine makes when the variant is set after init.
test(wide_board_after_init) :-
    initial_position(canadian, Start),
    with_engine(first_move_after_init(canadian, Start, Lines)),
    assertion(\+ ( member(Line, Lines), hub_line_command(Line, error, _) )),
    assertion(done_move(Lines, Start, _)).

test(scan_name_normal_is_international) :-
    initial_position(international, Start),
    with_engine(first_move(normal, Start, Lines)),
    assertion(done_move(Lines, Start, _)).

% Scan's names of breakthrough and antidraughts.
test(scan_names_bt_and_losing, forall(member(Name-Variant, [bt-breakthrough,
                                                            losing-antidraughts]))) :-
    hub_variant(Name, Variant),
    initial_position(Variant, Start),
    with_engine(first_move(Name, Start, Lines)),
    assertion(done_move(Lines, Start, _)).

%   An infinite search ends on stop with a legal move; ping is answered
%   while it runs.  The time from stop to done is shown, not tested.

test(stop_while_searching) :-
    initial_position(Start),
    with_engine(stopped_search(Lines, Seconds)),
    assertion(done_move(Lines, Start, _)),
    print_message(informational, format("damas-hub: stop to done in ~3f s", [Seconds])).

test(commands_while_searching_are_refused) :-
    initial_position(Start),
    with_engine(busy_command(Lines)),
    assertion(done_move(Lines, Start, _)),
    assertion(( member(L, Lines), line_command(L, error) )).

%   The time levels of docs/hub.md are kept: a move of a second, a
%   clock of two seconds, and no level (a second) each end well within
%   10 s, a bound only a search past its limit reaches.

test(time_levels_are_kept, forall(member(Level, ["level move-time=1",
                                                 "level time=2 inc=0 moves=1",
                                                 "level time=2 inc=1",
                                                 none]))) :-
    initial_position(Start),
    with_engine(timed_search(Level, Lines, Seconds)),
    assertion(done_move(Lines, Start, _)),
    assertion(Seconds < 10).

test(end_of_input_ends_the_engine, Status == exit(0)) :-
    with_engine(end_of_input(Status)).

% An option damas-hub does not have (--root, which played another
% checkout's library, is gone) is refused in words, not ignored.
test(unknown_option_refused, Status-Named == exit(2)-true) :-
    hub_command([Executable|Arguments0]),
    append(Arguments0, ['--root=/tmp'], Arguments),
    process_create(Executable, Arguments,
                   [stdin(null), stdout(null), stderr(pipe(Error)), process(Pid)]),
    read_string(Error, _, Text),
    close(Error),
    process_wait(Pid, Status),
    (   sub_string(Text, _, _, _, "--root=/tmp") -> Named = true ; Named = false ).

:- end_tests(hub_engine).


:- begin_tests(hub_protocol).

%   A clock level's moves reach the search as the moves to the time
%   control, over which it shares the clock, less the overhead of the
%   moves it must last (move_overhead/1: 25 ms, for at most 30 moves).
test(clock_levels, Options =@= [[clock(59.75, 0.5), moves_to_go(10)],
                                [clock(59.25, 0.5), moves_to_go(40)],
                                [clock(59.25, 0)],
                                [clock(0, 0)]]) :-
    maplist(level_search_options, ["level time=60 inc=0.5 moves=10",
                                   "level time=60 inc=0.5 moves=40",
                                   "level time=60",
                                   "level time=0.5"],
            Options).

level_search_options(Line, Options) :-
    hub_line_command(Line, level, Arguments),
    damas_hub:level_limits(Arguments, Level),
    damas_hub:level_options(Level, Options).

test(quoted_values) :-
    hub_line_command("set-param name=x value=\"a b=c\" flag empty=\"\"", Command, Arguments),
    assertion(Command == 'set-param'),
    assertion(Arguments == [name="x", value="a b=c", flag="", empty=""]).

test(written_lines_read_back) :-
    hub_command_line(info, [depth=3, pv="22-18 11-15", note=""], Line),
    assertion(Line == "info depth=3 pv=\"22-18 11-15\" note=\"\""),
    hub_line_command(Line, info, Arguments),
    assertion(Arguments == [depth="3", pv="22-18 11-15", note=""]).

test(unterminated_quote, error(syntax_error(hub_unterminated_quote))) :-
    hub_line_command("pos pos=\"W", _, _).

test(positions_round_trip, forall(shipped_variant(Variant))) :-
    initial_position(Variant, Start),
    legal_moves(Start, [Move|_]),
    make_move(Start, Move, Next),
    hub_position(Next, Text),
    hub_text_position(Text, Variant, Back),
    assertion(Back == Next).

test(start_position_text) :-
    initial_position(Start),
    hub_position(Start, Text),
    assertion(Text == 'Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww').

test(kings, Text == 'WBeeeeeeeeeeeebeeeWeeeebeeeweeeee') :-
    fen_position("W:W27,K18:B14,23,K1", Position),
    hub_position(Position, Text).

test(bad_position, error(syntax_error(hub_position))) :-
    hub_text_position("Wbbbx", brazilian, _).

test(captured_squares_in_any_order) :-
    fen_position("W:W27:B23,15,8", Position),
    legal_moves(Position, [Move]),
    move_captures(Move, Captured),
    length(Captured, 3),
    hub_move(Position, Move, Text),
    atomic_list_concat([From, To|Taken], x, Text),
    reverse(Taken, Reversed),
    atomic_list_concat([From, To|Reversed], x, Other),
    hub_text_move(Position, Other, Back),
    assertion(Back == Move).

test(quiet_move) :-
    initial_position(Start),
    hub_text_move(Start, "22-18", Move),
    assertion(Move == move([22, 18], [])).

test(not_legal, fail) :-
    initial_position(Start),
    hub_text_move(Start, "22-19", _).

test(prolog_numbers_are_not_squares, error(syntax_error(hub_move))) :-
    initial_position(Start),
    hub_text_move(Start, "2_2-1_8", _).

test(integers) :-
    assertion(hub_integer("007", 7)),
    forall(member(Text, ["", "0'a", "1_000", "0x1F", " 3", "3 ", "-3", "+3", "1.0", "1e3",
                         "1r3", "\u0663", "1234567890123456789"]),
           assertion(\+ hub_integer(Text, _))).

test(decimals) :-
    assertion(hub_decimal("2", 2)),
    assertion(hub_decimal("0.25", 0.25)),
    forall(member(Text, ["1.0Inf", "inf", "nan", "1.5NaN", "1e3", "1.", ".5", "-1", "0'a",
                         "1_000.5", "0.12345678901234567"]),
           assertion(\+ hub_decimal(Text, _))).

test(not_a_move, error(syntax_error(hub_move))) :-
    initial_position(Start),
    hub_text_move(Start, "e2e4", _).

:- end_tests(hub_protocol).


:- begin_tests(hub_player).

test(match_against_the_engine) :-
    hub_command(Command),
    match(hub(Command, [depth(2)]), random, [games(2), max_moves(30), seed(3)], Summary),
    Summary.players = [Hub, _],
    assertion(Hub.illegal_moves == 0),
    assertion(Hub.failures == 0),
    assertion(Hub.moves > 0).

%   A match clock reaches the engine as its level: the first move of a
%   game of 90 seconds for 40 moves.
test(match_clock_is_the_level, [setup(tmp_file_stream(text, Record, Out)),
                                cleanup(delete_file(Record))]) :-
    close(Out),
    mock_command("22-18", [Shell, File, Answer]),
    match(hub([Shell, File, Answer, Record]), random,
          [games(1), opening_moves(0), clock(90, 40)], _),
    read_file_to_string(Record, Text, []),
    split_string(Text, "\n", "", Lines),
    assertion(memberchk("level time=90 inc=0 moves=40", Lines)).

test(garbage_answer_forfeits) :-
    mock_command(garbage, Command),
    match(hub(Command), random, [games(2), opening_moves(0)], Summary),
    forall(member(Game, Summary.results),
           ( assertion(Game.reason == player_error),
             assertion(sub_string(Game.detail, _, _, _, "garbage")) )),
    Summary.players = [Hub, _],
    assertion(Hub.losses == 2).

test(illegal_answer_forfeits) :-
    mock_command("1-2", Command),
    match(hub(Command), random, [games(2), opening_moves(0)], Summary),
    forall(member(Game, Summary.results),
           assertion(Game.reason == illegal_move)),
    Summary.players = [Hub, _],
    assertion(Hub.illegal_moves == 2).

test(silent_engine_forfeits) :-
    mock_command(silent, Command),
    match(hub(Command, [move_time(0.01), timeout(0.2)]), random,
          [games(1), opening_moves(0)], Summary),
    Summary.results = [Game],
    assertion(Game.reason == player_error),
    assertion(Game.outcome == win(black)).

test(missing_executable_forfeits) :-
    match(hub(['/nonexistent/damas-hub']), random, [games(1), opening_moves(0)], Summary),
    Summary.results = [Game],
    assertion(Game.reason == player_error).

test(stopped_engine_is_reaped) :-
    hub_command(Command),
    hub_engine_start(Command, Engine, [variant(brazilian)]),
    initial_position(Start),
    hub_engine_move(Engine, Start, Move, _, [depth(1)]),
    assertion(legal_move(Start, Move)),
    hub_engine_stop(Engine),
    Engine = hub_engine(Pid, _, _, _),
    catch(process_kill(Pid, 0), Error, true),
    assertion(nonvar(Error)).

%   The engine gets its variant and every parameter before init (a
%   variant once bound a name that the parameters then had to match).

test(parameters_are_sent, Lines == [ "hub",
                                     "set-param name=variant value=brazilian",
                                     "set-param name=threads value=2",
                                     "set-param name=hash value=64",
                                     "init" ]) :-
    tmp_file_stream(text, Record, Stream),
    close(Stream),
    mock_command(garbage, Command0),
    append(Command0, [Record], Command),
    hub_engine_start(Command, Engine,
                     [variant(brazilian), params([threads="2", hash=64])]),
    hub_engine_stop(Engine),
    read_file_to_string(Record, Text, []),
    delete_file(Record),
    split_string(Text, "\n", "", Lines0),
    subtract(Lines0, ["quit", ""], Lines).

test(hub_player_is_a_player) :-
    assertion(current_player(hub([engine]))),
    assertion(current_player(hub(["engine", '--flag'], [move_time(0.1)]))),
    assertion(\+ current_player(hub([]))),
    assertion(\+ current_player(hub(engine))).

:- end_tests(hub_player).
