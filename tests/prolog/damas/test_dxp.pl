/*  Tests of damas as a DXP engine (prolog/damas/dxp.pl and
    prolog/damas/dxp/): the messages (exact bytes, both ways, and every
    kind of bad message), their framing on a byte stream, positions and
    moves, and games on loopback: our follower against our initiator,
    and against a raw client that sends what it likes (bad messages,
    illegal moves, take-backs, a closed socket); the command line's
    --database flag.  Searches are limited by depth and games by a bound
    on the plies, so no result depends on timing; a read timeout of
    minutes only keeps a broken engine from hanging the suite.
    Only defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_dxp, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(socket)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(damas)).
:- use_module(library(damas/game)).
:- use_module(library(damas/dxp)).
:- use_module(library(damas/dxp/protocol)).
:- use_module(library(damas/dxp/channel)).
:- use_module(library(damas/dxp/board)).

:- use_module('../support/checkout').

%   Bounds that only a broken engine reaches.
read_bound(120).

text_message(Text, Message) :-
    string_codes(Text, Codes),
    dxp_message_codes(Message, Codes).

message_text(Message, Text) :-
    dxp_message_codes(Message, Codes),
    string_codes(Text, Codes).

parse_error(Text, Culprit) :-
    string_codes(Text, Codes),
    catch(( dxp_message_codes(_, Codes), Culprit = none ),
          error(syntax_error(Culprit0), _),
          Culprit = Culprit0).

initial_board("zzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwww").

%   The request of a game from the initial position, the follower
%   playing Colour.

request_text(Colour, Text) :-
    message_text(gamereq(1, tester, Colour, 0, 0, initial), Text).


:- begin_tests(dxp_protocol).

%   The examples of the protocol's description, byte for byte.

test(known_messages, Messages == [ move(12, 6, 11, []),
                                   move(12, 5, 25, [22, 12, 23, 20]),
                                   gameend(none, next_game),
                                   gameacc('Tornado voor Windows 4.0', accepted),
                                   gamereq(1, 'Tornado voor Windows 4.0', white, 60, 65,
                                           initial),
                                   backreq(5, black),
                                   backacc(not_supported),
                                   chat("What do you think about move 35?")
                                 ]) :-
    maplist(text_message,
            [ "M0012061100",
              "M001205250422122320",
              "E00",
              "ATornado voor Windows 4.0        0",
              "R01Tornado voor Windows 4.0        W060065A",
              "B005Z",
              "K1",
              "CWhat do you think about move 35?"
            ], Messages).

test(written_bytes, Texts == [ "M0012061100",
                               "M001205250422122320",
                               "E11",
                               "Adamas                           2",
                               "R01damas                           Z001100BWzzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwww",
                               "B012W",
                               "K0",
                               "C"
                             ]) :-
    initial_board(Board),
    maplist(message_text,
            [ move(12, 6, 11, []),
              move(12, 5, 25, [22, 12, 23, 20]),
              gameend(loss, no_next_game),
              gameacc(damas, declined),
              gamereq(1, damas, black, 1, 100, setup(white, Board)),
              backreq(12, white),
              backacc(accepted),
              chat("")
            ], Texts).

test(round_trips, Failed == []) :-
    initial_board(Board),
    Messages = [ gamereq(1, 'Kingsrow', black, 90, 75, initial),
                 gamereq(99, 'a name of exactly thirty-two ch.', white, 999, 0,
                         setup(black, Board)),
                 gamereq(1, '', white, 0, 0, setup(white, "ZeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeW")),
                 gameacc('Scan 3.1', declined_all),
                 gameacc(x, wrong_version),
                 move(9999, 50, 1, [45, 40, 34, 28, 23, 19, 14, 10, 5, 4, 3, 2, 1, 6, 7,
                                    8, 9, 11, 12, 13]),
                 move(0, 1, 1, [7, 18, 29]),
                 gameend(win, next_game),
                 gameend(draw, no_next_game),
                 chat("a chat of all the printable ASCII: !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~"),
                 backreq(0, black),
                 backreq(999, white),
                 backacc(continue)
               ],
    findall(M, ( member(M, Messages),
                 \+ ( dxp_message_codes(M, Codes),
                      dxp_message_codes(M2, Codes),
                      M2 == M,
                      dxp_message_codes(M2, Codes2),
                      Codes2 == Codes ) ),
            Failed).

test(names_lose_their_padding_both_ends, Name == 'Damage 2') :-
    text_message("A Damage 2                       0", gameacc(Name, accepted)).

test(unknown_letter, Culprit == unknown_message('X')) :-
    parse_error("X0012061100", Culprit).

test(lower_case_letter, Culprit == unknown_message(m)) :-
    parse_error("m0012061100", Culprit).

test(empty_message, Culprit == empty_message) :-
    parse_error("", Culprit).

test(wrong_lengths, Culprits == [ wrong_length(move, 10), wrong_length(move, 12),
                                  wrong_length(move, 11), wrong_length(gameend, 2),
                                  wrong_length(gameend, 4), wrong_length(gameacc, 33),
                                  wrong_length(gamereq, 42), wrong_length(gamereq, 44),
                                  wrong_length(gamereq, 93), wrong_length(backreq, 4),
                                  wrong_length(backacc, 3) ]) :-
    maplist(parse_error,
            [ "M001206110",                 % a digit short
              "M00120611000",               % a digit more
              "M0012061101",                % one capture announced, none given
              "E0",
              "E000",
              "ATornado voor Windows 4.0       0",
              "R01Tornado voor Windows 4.0        W060065",
              "R01Tornado voor Windows 4.0        W060065AW",
              "R01damas                           Z001100BWzzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwww",
              "B005",
              "K10"
            ], Culprits).

test(bad_fields, Culprits == [ bad_field(move, time), bad_field(move, from),
                               bad_field(move, to), bad_field(move, to),
                               bad_field(move, captured_count),
                               bad_field(move, captured_count),
                               bad_field(move, captured),
                               bad_field(gamereq, version),
                               bad_field(gamereq, follower_colour),
                               bad_field(gamereq, thinking_time),
                               bad_field(gamereq, starting_position),
                               bad_field(gamereq, side_to_move),
                               bad_field(gamereq, position),
                               bad_field(gameacc, acceptance_code),
                               bad_field(gameend, reason),
                               bad_field(gameend, stop_code),
                               bad_field(backreq, move_number),
                               bad_field(backacc, backacc_code) ]) :-
    maplist(parse_error,
            [ "M00x2061100",
              "M0012 61100",
              "M0012060000",                % square 00
              "M0012065100",                % square 51
              "M00120611-1",
              "M001206112100",              % 21 pieces: more than the board allows
              "M0012061101xx",
              "R0xTornado voor Windows 4.0        W060065A",
              "R01Tornado voor Windows 4.0        B060065A",
              "R01Tornado voor Windows 4.0        W0a0065A",
              "R01Tornado voor Windows 4.0        W060065C",
              "R01damas                           Z001100BXzzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwww",
              "R01damas                           Z001100BWzzzzzzzzzzzzzzzzzzzzeeeeeeeeeewwwwwwwwwwwwwwwwwwwb",
              "ATornado voor Windows 4.0        4",
              "E40",
              "E02",
              "B0-5Z",
              "K3"
            ], Culprits).

test(characters_outside_ascii, Culprits == [bad_character(0), bad_character(200)]) :-
    maplist([Codes, Culprit]>>catch(( dxp_message_codes(_, Codes), Culprit = none ),
                                    error(syntax_error(Culprit), _), true),
            [[0'M, 0], [0'C, 200]], Culprits).

test(too_long, Culprit == too_long(128)) :-
    length(Tail, 127),
    maplist(=(0'a), Tail),
    string_codes(Text, [0'C|Tail]),
    parse_error(Text, Culprit).

test(longest_chat) :-
    length(Tail, 126),
    maplist(=(0'a), Tail),
    dxp_message_codes(chat(Text), [0'C|Tail]),
    string_length(Text, 126).

test(writing_checks_fields, Errors == [ dxp_field(follower_name), dxp_field(to),
                                        dxp_field(time), dxp_field(captured),
                                        dxp_field(reason), dxp_field(position),
                                        dxp_field(text), dxp_message ]) :-
    length(Many, 21),
    maplist(=(5), Many),
    maplist([Message, Domain]>>catch(( dxp_message_codes(Message, _), Domain = none ),
                                     error(domain_error(Domain, _), _), true),
            [ gameacc('a name longer than thirty-two characters', accepted),
              move(0, 31, 51, []),
              move(10000, 31, 26, []),
              move(0, 31, 26, Many),
              gameend(resigned, next_game),
              gamereq(1, damas, white, 0, 0, setup(white, "wz")),
              chat("caf\u00e9"),
              hello(world)
            ], Errors).

test(writing_needs_a_whole_message, error(instantiation_error)) :-
    dxp_message_codes(move(0, 31, _, []), _).

:- end_tests(dxp_protocol).


                 /*******************************
                 *     FRAMING ON A STREAM      *
                 *******************************/

%   read_all(+Bytes, -Received): everything dxp_read/2 makes of Bytes.

read_all(Bytes, Received) :-
    tmp_file_stream(binary, File, Out0),
    maplist(put_byte(Out0), Bytes),
    close(Out0),
    setup_call_cleanup(open(File, read, In, [type(binary)]),
                       read_until_end(In, Received),
                       ( close(In), delete_file(File) )).

read_until_end(In, Received) :-
    dxp_read(In, R),
    (   R == end_of_file
    ->  Received = [end_of_file]
    ;   R == too_long
    ->  Received = [too_long|Rest],
        dxp_skip_message(In),
        read_until_end(In, Rest)
    ;   R = bad(error(syntax_error(Culprit), _), _)
    ->  Received = [bad(Culprit)|Rest],
        read_until_end(In, Rest)
    ;   Received = [R|Rest],
        read_until_end(In, Rest)
    ).

:- begin_tests(dxp_channel).

test(messages_end_with_nul, Received == [ message(gameend(none, next_game)),
                                          message(backacc(accepted)),
                                          bad(empty_message),
                                          bad(unknown_message('Q')),
                                          end_of_file ]) :-
    append([`E00`, [0], `K0`, [0], [0], `Q`, [0]], Bytes),
    read_all(Bytes, Received).

test(a_message_cut_by_the_end, Received == [message(chat("hi")), end_of_file]) :-
    append([`Chi`, [0], `M00120611`], Bytes),
    read_all(Bytes, Received).

test(too_long_is_skipped_to_its_nul, Received == [too_long, message(gameend(none, next_game)),
                                                  end_of_file]) :-
    length(Long, 5000),
    maplist(=(0'a), Long),
    append([[0'C|Long], [0], `E00`, [0]], Bytes),
    read_all(Bytes, Received).

%   The 128th byte is the first too many: it is read, not the rest; a
%   peer can be answered before it ends its message.

test(too_long_said_at_once, Received-Next == too_long-0'c) :-
    length(Long, 126),
    maplist(=(0'a), Long),
    append([[0'C|Long], `bcd`], Bytes),
    tmp_file_stream(binary, File, Out),
    maplist(put_byte(Out), Bytes),
    close(Out),
    setup_call_cleanup(open(File, read, In, [type(binary)]),
                       ( dxp_read(In, Received), get_byte(In, Next) ),
                       ( close(In), delete_file(File) )).

test(line_ends_around_a_message, Received == [message(gameend(none, next_game)),
                                              message(backacc(accepted)), end_of_file]) :-
    append([`E00\r\n`, [0], `\nK0`, [0]], Bytes),
    read_all(Bytes, Received).

test(written_with_nul, Bytes == `M0012061100\u0000`) :-
    tmp_file_stream(binary, File, Out),
    dxp_write(Out, move(12, 6, 11, [])),
    close(Out),
    read_file_to_codes(File, Bytes, [type(binary)]),
    delete_file(File).

:- end_tests(dxp_channel).


:- begin_tests(dxp_board).

test(initial_board, Side-Board == white-Expected) :-
    initial_board(Expected),
    initial_position(international, P),
    dxp_board(P, Side, Board).

test(setup_round_trip, Side-Board == black-Board0) :-
    Board0 = "eeeeeeeeeeeeeeeeeeeeeeWeeeeezeeeeeeeeeeeeeeeeeeeew",
    dxp_setup_position(international, black, Board0, P),
    position_fen(P, Fen),
    Fen == 'B:WK23,50:B29',
    dxp_board(P, Side, Board).

test(setup_initial, P == Initial) :-
    initial_board(Board),
    dxp_setup_position(international, white, Board, P),
    initial_position(international, Initial).

test(setup_man_on_its_crowning_row, error(syntax_error(man_on_promotion_row(1)))) :-
    dxp_setup_position(international, white, "weeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee", _).

test(setup_of_another_size, error(domain_error(dxp_board(international), "wz"))) :-
    dxp_setup_position(international, white, "wz", _).

test(capture_in_any_order, Paths == [[34, 23, 32], [34, 23, 32]]) :-
    fen_position('W:W33,34:B28,29', P, [variant(international)]),
    dxp_legal_move(P, 34, 32, [28, 29], M1),
    dxp_legal_move(P, 34, 32, [29, 28], M2),
    maplist(move_path, [M1, M2], Paths).

test(capture_without_its_pieces, Path == [34, 23, 32]) :-
    fen_position('W:W33,34:B28,29', P, [variant(international)]),
    dxp_legal_move(P, 34, 32, [], M),
    move_path(M, Path).

test(not_legal, Fits == []) :-
    fen_position('W:W33,34:B28,29', P, [variant(international)]),
    findall(x, ( member(F-T-C, [34-32-[28], 34-32-[28, 29, 30], 33-29-[], 34-30-[]]),
                 dxp_legal_move(P, F, T, C, _) ),
            Fits).

test(move_fields, From-To-Captured == 34-32-[29, 28]) :-
    fen_position('W:W33,34:B28,29', P, [variant(international)]),
    legal_moves(P, [M]),
    dxp_move(M, From, To, Captured).

:- end_tests(dxp_board).


                 /*******************************
                 *      GAMES ON LOOPBACK       *
                 *******************************/

%   with_follower(+Options, +Connections, -Port, :Goal): Goal runs while
%   our follower serves Connections connections on Port (a free one);
%   the follower's thread must then end by itself, with success.

with_follower(Options, Connections, Port, Goal) :-
    dxp_server_open([port(Port)], Server),
    dxp_server_port(Server, Port),
    thread_create(dxp_server_run(Server, [connections(Connections)|Options]), Thread, []),
    setup_call_catcher_cleanup(
        true,
        once(Goal),
        Catcher,
        stop_follower(Catcher, Thread, Server, Status)),
    Status == true.

stop_follower(Catcher, Thread, Server, Status) :-
    (   Catcher == exit
    ->  true
    ;   catch(thread_signal(Thread, throw(test_over)), _, true)
    ),
    thread_join(Thread, Status),
    dxp_server_close(Server).

follower_options([depth(2), timeout(Bound)]) :-
    read_bound(Bound).

%   A raw client: sends any bytes, reads the messages as text.

raw_open(Port, raw(Pair, In, Out)) :-
    tcp_connect('127.0.0.1':Port, Pair, []),
    stream_pair(Pair, In, Out),
    dxp_binary_streams(In, Out),
    read_bound(Bound),
    set_stream(In, timeout(Bound)).

raw_close(raw(Pair, _, _)) :-
    close(Pair, [force(true)]).

raw_send(Raw, Text) :-
    string_codes(Text, Codes),
    append(Codes, [0], Bytes),
    raw_send_bytes(Raw, Bytes).

raw_send_bytes(raw(_, _, Out), Bytes) :-
    maplist(put_byte(Out), Bytes),
    flush_output(Out).

%   raw_receive(+Raw, -Text): the next message's text, or end_of_file.

raw_receive(raw(_, In, _), Text) :-
    dxp_read(In, Received),
    (   Received = message(Message)
    ->  message_text(Message, Text)
    ;   Text = Received
    ).

%   The answer to a bad message: a CHAT, then E00.

refused(Raw) :-
    raw_receive(Raw, Chat),
    sub_string(Chat, 0, _, _, "Cdamas: "),
    raw_receive(Raw, End),
    End == "E00".

%   conversation(+Port, :Talk): Talk(Raw) on a connection of its own.

conversation(Port, Talk) :-
    setup_call_cleanup(raw_open(Port, Raw), once(call(Talk, Raw)), raw_close(Raw)).

accepted("Adamas                           0").

%   A game's moves are legal, replayed from its start.

legal_game(Game) :-
    game_start(Game, Start),
    game_moves(Game, Moves),
    foldl(replay, Moves, Start, _).

replay(Move, Position0, Position) :-
    make_move(Position0, Move, Position).

%   The conversations of the tests, each with its answers last.

request_answer(Request, Raw, Answer) :-
    raw_send(Raw, Request),
    raw_receive(Raw, Answer).

ask(Request, Answer, Raw) :-
    request_answer(Request, Raw, Answer).

bad_requests([A1, A2, A3], Raw) :-
    request_answer("R01Someone                         X000000A", Raw, A1),
    % a white man on square 1, its crowning row
    request_answer("R01Someone                         Z000000BWweeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
                   Raw, A2),
    request_text(black, Request),
    request_answer(Request, Raw, A3).

garbage(Raw) :-
    raw_send(Raw, "garbage"),
    refused(Raw).

bad_messages_then_request(Answer, Raw) :-
    length(Long, 400),
    maplist(=(0'a), Long),
    string_codes(LongText, [0'C|Long]),
    forall(member(Bad, [ LongText,
                         "M0012061100",             % no game
                         "Adamas                           0",
                         "K0",
                         "M00120699",
                         "\u0001\u007f"
                       ]),
           ( raw_send(Raw, Bad), refused(Raw) )),
    raw_send(Raw, "E00"),                           % no game: not answered
    raw_send(Raw, "Chello"),                        % not answered
    request_text(black, Request),
    request_answer(Request, Raw, Answer).

illegal_move(Answer, Raw) :-
    request_text(black, Request),
    request_answer(Request, Raw, Accepted),
    accepted(Accepted),
    raw_send(Raw, "M0000343500"),                   % not a diagonal
    refused(Raw),
    raw_send(Raw, "E00"),                           % our acknowledgement
    request_answer(Request, Raw, Answer).

move_of_an_empty_square(Raw) :-
    request_text(black, Request),
    request_answer(Request, Raw, Accepted),
    accepted(Accepted),
    request_answer("M0000343000", Raw, Reply),      % 34-30, legal
    sub_string(Reply, 0, 1, _, "M"),
    raw_send(Raw, "M0000343000"),                   % 34 is empty now
    refused(Raw).

take_back([Back, Refused, Ack], Raw) :-
    request_text(white, Request),
    request_answer(Request, Raw, Accepted),
    accepted(Accepted),
    raw_receive(Raw, First),
    sub_string(First, 0, 1, _, "M"),
    raw_send(Raw, "Cwhat a move"),
    request_answer("B001W", Raw, Back),
    raw_receive(Raw, Again),
    sub_string(Again, 0, 1, _, "M"),
    request_answer("B005W", Raw, Refused),
    request_answer("E10", Raw, Ack).

no_next_game([Ack, End], Raw) :-
    request_text(black, Request),
    request_answer(Request, Raw, Accepted),
    accepted(Accepted),
    request_answer("E01", Raw, Ack),
    raw_receive(Raw, End).

%   200 bytes and no NUL: answered at once; the rest up to the NUL is
%   skipped.

too_long_answered_at_once(Answer, Raw) :-
    length(Long, 200),
    maplist(=(0'a), Long),
    raw_send_bytes(Raw, [0'C|Long]),
    refused(Raw),
    raw_send(Raw, "the end of the long message"),
    request_text(black, Request),
    request_answer(Request, Raw, Answer).

%   A new request in the middle of a game starts the new game: the
%   follower, White now, moves first.

new_request_in_a_game([Second, Reply], Raw) :-
    request_text(black, Black),
    request_answer(Black, Raw, First),
    accepted(First),
    request_answer("M0000343000", Raw, Move),
    sub_string(Move, 0, 1, _, "M"),
    request_text(white, White),
    request_answer(White, Raw, Second),
    raw_receive(Raw, Reply0),
    sub_string(Reply0, 0, 1, _, Reply).

accepted_then_closed(Colour, Raw) :-
    request_text(Colour, Request),
    request_answer(Request, Raw, Accepted),
    accepted(Accepted).

:- begin_tests(dxp_games).

test(follower_against_initiator) :-
    follower_options(Options),
    read_bound(Bound),
    with_follower(Options, 1, Port,
                  dxp_play([port(Port), depth(1), max_plies(40), timeout(Bound)], Result)),
    assertion(Result.follower == damas),
    game_ply_count(Result.game, Plies),
    (   Result.end = sent(none)
    ->  assertion(Plies >= 40)
    ;   assertion(( Result.end = received(Reason, next_game),
                    memberchk(Reason, [loss, draw, win]) ))
    ),
    assertion(legal_game(Result.game)).

test(initiator_as_black_from_a_setup) :-
    follower_options(Options),
    fen_position('W:W31,32,33:B18,19,20', P, [variant(international)]),
    with_follower(Options, 1, Port,
                  dxp_play([port(Port), depth(1), colour(black), position(P), max_plies(10)],
                           Result)),
    game_start(Result.game, Start),
    assertion(Start == P),
    assertion(Result.end \= error(_)),
    assertion(Result.end \== closed),
    assertion(legal_game(Result.game)).

test(brazilian_by_the_same_protocol, End-Variant == sent(none)-brazilian) :-
    with_follower([variant(brazilian), depth(1)], 1, Port,
                  dxp_play([port(Port), variant(brazilian), depth(1), max_plies(10)], Result)),
    End = Result.end,
    game_start(Result.game, position(Variant, _, _, _, _)),
    assertion(legal_game(Result.game)).

%   White takes Black's last piece.  The follower as Black has no move
%   and says it lost; as White, it takes and our initiator says it lost.

test(follower_loses_by_the_rules, End-Plies == received(loss, next_game)-1) :-
    follower_options(Options),
    fen_position('W:W33:B28', P, [variant(international)]),
    with_follower(Options, 1, Port,
                  dxp_play([port(Port), depth(1), position(P)], Result)),
    End = Result.end,
    game_ply_count(Result.game, Plies).

test(initiator_loses_by_the_rules, End-Plies == sent(loss)-1) :-
    follower_options(Options),
    fen_position('W:W33:B28', P, [variant(international)]),
    with_follower(Options, 1, Port,
                  dxp_play([port(Port), depth(1), colour(black), position(P)], Result)),
    End = Result.end,
    game_ply_count(Result.game, Plies).

test(no_move_at_the_start_is_declined, End == declined(declined)) :-
    follower_options(Options),
    fen_position('W:W:B28', P, [variant(international)]),
    with_follower(Options, 1, Port,
                  dxp_play([port(Port), depth(1), colour(black), position(P)], Result)),
    End = Result.end.

test(other_version_declined, Answer == "Adamas                           1") :-
    follower_options(Options),
    with_follower(Options, 1, Port,
                  conversation(Port, ask("R02Someone                         W000000A", Answer))).

test(other_version_of_another_layout_declined, Answer == "Adamas                           1") :-
    follower_options(Options),
    with_follower(Options, 1, Port,
                  conversation(Port, ask("R03Someone", Answer))).

test(bad_requests_declined, Answers == [ "Adamas                           2",
                                         "Adamas                           2",
                                         "Adamas                           0" ]) :-
    follower_options(Options),
    with_follower(Options, 1, Port, conversation(Port, bad_requests(Answers))).

%   Garbage gets a CHAT and a GAMEEND, and the follower serves the next
%   connection.

test(garbage_then_next_connection, Answer == "Adamas                           0") :-
    follower_options(Options),
    request_text(black, Request),
    with_follower(Options, 2, Port,
                  ( conversation(Port, garbage),
                    conversation(Port, ask(Request, Answer))
                  )).

test(bad_messages_then_a_game_on_the_same_connection, Answer == "Adamas                           0") :-
    follower_options(Options),
    with_follower(Options, 1, Port,
                  conversation(Port, bad_messages_then_request(Answer))).

test(too_long_answered_before_its_nul, Answer == "Adamas                           0") :-
    follower_options(Options),
    with_follower(Options, 1, Port, conversation(Port, too_long_answered_at_once(Answer))).

test(illegal_move_ends_the_game, Answer == "Adamas                           0") :-
    follower_options(Options),
    with_follower(Options, 1, Port, conversation(Port, illegal_move(Answer))).

test(move_of_an_empty_square_ends_the_game) :-
    follower_options(Options),
    with_follower(Options, 1, Port, conversation(Port, move_of_an_empty_square)).

%   The follower plays White: it moves first; take it back, it moves
%   again; a take-back beyond the game is refused; our GAMEEND is
%   acknowledged.

test(take_back_and_end, Answers == ["K0", "K2", "E00"]) :-
    follower_options(Options),
    with_follower(Options, 1, Port, conversation(Port, take_back(Answers))).

%   The initiator asks for no next game: the follower closes the
%   connection after its acknowledgement.

test(no_next_game_closes, Answers == ["E00", end_of_file]) :-
    follower_options(Options),
    with_follower(Options, 1, Port, conversation(Port, no_next_game(Answers))).

test(new_request_in_a_game, Answers == ["Adamas                           0", "M"]) :-
    follower_options(Options),
    with_follower(Options, 1, Port, conversation(Port, new_request_in_a_game(Answers))).

test(closed_in_the_middle_of_a_game) :-
    follower_options(Options),
    with_follower(Options, 2, Port,
                  ( conversation(Port, accepted_then_closed(black)),
                    conversation(Port, accepted_then_closed(white))
                  )).

%   Our initiator against a follower that answers nonsense: a CHAT and
%   a GAMEEND to it.

test(initiator_refuses_a_bad_answer, Received == ["C", "E01"]) :-
    dxp_server_open([port(Port)], Server),
    dxp_server_port(Server, Port),
    Server = dxp_server(Socket, _),
    thread_create(dxp_play([port(Port), depth(1)], _), Thread, []),
    tcp_accept(Socket, Client, _),
    tcp_open_socket(Client, Pair),
    stream_pair(Pair, In, Out),
    dxp_binary_streams(In, Out),
    Raw = raw(Pair, In, Out),
    raw_receive(Raw, Request),
    sub_string(Request, 0, 1, _, "R"),
    request_answer("Xnonsense", Raw, Chat),
    raw_receive(Raw, End),
    raw_close(Raw),
    thread_join(Thread, Status),
    dxp_server_close(Server),
    assertion(Status == true),
    sub_string(Chat, 0, 1, _, C),
    Received = [C, End].

:- end_tests(dxp_games).


                 /*******************************
                 *            LIMITS            *
                 *******************************/

%   The follower's limits: the time of a move, the connections served
%   at once, the silence it waits through.  A bound of 10 s on a move
%   capped at 1 s is generous; a broken follower fails by the raw
%   client's read timeout of 30 s.

short_read(raw(_, In, _)) :-
    set_stream(In, timeout(30)).

%   The follower plays White and moves first; the request gives 999
%   minutes for Moves moves.

capped_first_move(Moves, Seconds, Raw) :-
    short_read(Raw),
    message_text(gamereq(1, tester, white, 999, Moves, initial), Request),
    request_answer(Request, Raw, Accepted),
    accepted(Accepted),
    get_time(T0),
    raw_receive(Raw, Move),
    get_time(T1),
    sub_string(Move, 0, 1, _, "M"),
    Seconds is T1 - T0.

%   A connection in a game, waiting for our move, while Goal runs.

while_in_a_game(Port, Goal) :-
    setup_call_cleanup(raw_open(Port, Raw),
                       ( request_text(black, Request),
                         request_answer(Request, Raw, Accepted),
                         accepted(Accepted),
                         once(Goal)
                       ),
                       raw_close(Raw)).

silent(Received, Raw) :-
    short_read(Raw),
    raw_receive(Raw, Received).

second_request(Answer, Raw) :-
    short_read(Raw),
    request_text(black, Request),
    request_answer(Request, Raw, Answer).

declined_in_words([Chat, Answer], Raw) :-
    short_read(Raw),
    request_text(black, Request),
    raw_send(Raw, Request),
    raw_receive(Raw, Chat),
    raw_receive(Raw, Answer).

%   The follower's silence limits, as set on a stream: 60 s out of a
%   game by default, and in a game the request's thinking time more.

silence_limits(Options, Limits) :-
    setup_call_cleanup(
        open_null_stream(Stream),
        findall(Limit,
                ( member(Phase, [idle, game(0), game(999)]),
                  damas_dxp_session:silence_limit(conn(Stream, Stream, Options), Phase),
                  stream_property(Stream, timeout(Limit))
                ),
                Limits),
        close(Stream)).

%   damas-dxp as its script runs it, without needing `make dxp`.

dxp_command(Arguments, Swipl, [ '-q', '-g', 'damas_dxp:dxp_main', '-t', halt, File, '--'
                              | Arguments ]) :-
    current_prolog_flag(executable, Swipl),
    checkout_file('prolog/damas/dxp.pl', File).

%   with_dxp_process(+Arguments, :Goal): Goal(Pid, Err) while damas-dxp
%   runs with Arguments, its standard error on Err; killed after.

with_dxp_process(Arguments, Goal) :-
    dxp_command(Arguments, Swipl, Command),
    setup_call_cleanup(
        process_create(Swipl, Command, [stdout(null), stderr(pipe(Err)), process(Pid)]),
        call(Goal, Pid, Err),
        ( catch(process_kill(Pid, kill), _, true),
          catch(process_wait(Pid, _), _, true),
          close(Err)
        )).

listening_port(Port, _Pid, Err) :-
    wait_for_input([Err], [Err], 60),
    read_line_to_string(Err, Line),
    split_string(Line, ":", " ", Parts),
    last(Parts, PortText),
    number_string(Port, PortText).

help_text(Status, Text, Pid, Err) :-
    process_wait(Pid, Status, [timeout(60)]),
    read_string(Err, _, Text).

%   thinking_limits(+Moves, +Options, -Limits): the search limits of
%   the first move of a game of 5 minutes for Moves moves.
thinking_limits(Moves, Options, Limits) :-
    initial_position(international, Start),
    new_game([position(Start)], Game),
    State = dxp{game: Game, colour: 'W', minutes: 5, moves: Moves, used: 0.0},
    damas_dxp_session:limits(State, Options, Limits).

:- begin_tests(dxp_limits).

test(time_caps_a_long_thinking_time, forall(member(Moves, [1, 0]))) :-
    read_bound(Bound),
    with_follower([time(1), timeout(Bound)], 1, Port,
                  conversation(Port, capped_first_move(Moves, Seconds))),
    assertion(Seconds < 10).

test(a_connection_in_a_game_keeps_no_other_waiting, Answer == "Adamas                           0") :-
    follower_options(Options),
    with_follower(Options, 2, Port,
                  while_in_a_game(Port, conversation(Port, second_request(Answer)))).

test(one_connection_too_many_declined_in_words,
     [Busy, Answer] == ["Cdamas: busy: 1 games at once already; try again later",
                        "Adamas                           3"]) :-
    follower_options(Options),
    with_follower([max_connections(1)|Options], 2, Port,
                  while_in_a_game(Port, conversation(Port, declined_in_words([Busy, Answer])))).

test(our_initiator_declined_when_busy, End == declined(declined_all)) :-
    follower_options(Options),
    with_follower([max_connections(1)|Options], 2, Port,
                  while_in_a_game(Port, dxp_play([port(Port), depth(1), timeout(30)], Result))),
    End = Result.end.

%   A silent connection is closed after its timeout, and the place it
%   held is the next connection's.

test(a_silent_connection_is_closed, [Closed, Answer] == [end_of_file, "Adamas                           0"]) :-
    with_follower([max_connections(1), depth(2), timeout(1)], 2, Port,
                  ( conversation(Port, silent(Closed)),
                    conversation(Port, second_request(Answer))
                  )).

%   A thinking time for so many moves is the search's clock with the
%   moves left to the time control (library(damas/search) shares it
%   among them); without a count, the clock alone; time(S) caps both.

test(thinking_time_limits, Limits == [clock(299.0, 0), moves_to_go(75), time(2)]) :-
    thinking_limits(75, [time(2)], Limits).

test(thinking_time_without_moves, Limits == [clock(299.0, 0)]) :-
    thinking_limits(0, [], Limits).

test(silence_limits, Limits =@= [60.0, 60.0, 60000.0]) :-
    silence_limits([], Limits).

test(silence_limits_of_the_option, Limits =@= [5.0, 5.0, 59945.0]) :-
    silence_limits([timeout(5)], Limits).

test(bad_max_connections, error(type_error(positive_integer, 0))) :-
    dxp_server_open([port(_)], Server),
    call_cleanup(dxp_server_run(Server, [max_connections(0), connections(0)]),
                 dxp_server_close(Server)).

:- end_tests(dxp_limits).


                 /*******************************
                 *         COMMAND LINE         *
                 *******************************/

%   damas-dxp's --database flag is a boolean: a misspelt value is an
%   error, never read as the default.

:- begin_tests(dxp_command_line).

test(database_flag_is_boolean, error(type_error(boolean, maybe))) :-
    damas_dxp:load_endgame([database(maybe)], [variant(international)]).

%   --help prints the options and exits; it starts no follower.

test(help_prints_the_options, Status == exit(0)) :-
    with_dxp_process(['--help'], help_text(Status, Text)),
    assertion(sub_string(Text, _, _, _, "--port=PORT")),
    assertion(sub_string(Text, _, _, _, "--timeout=SECONDS")).

%   --port=0 takes a free port and prints it: a follower listens there.

test(port_zero_prints_the_port_taken) :-
    with_dxp_process(['--port=0', '--database=false'],
                     [Pid, Err]>>( listening_port(Port, Pid, Err),
                                   assertion(Port > 0),
                                   tcp_connect('127.0.0.1':Port, Pair, []),
                                   close(Pair) )).

test(a_bad_flag_is_refused, Status == exit(2)) :-
    with_dxp_process(['--port=many'], help_text(Status, Text)),
    assertion(sub_string(Text, _, _, _, "--port")).

:- end_tests(dxp_command_line).
