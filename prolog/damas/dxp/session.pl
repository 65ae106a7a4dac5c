:- module(damas_dxp_session,
          [ dxp_follow/3,               % +In, +Out, +Options
            dxp_initiate/4              % +In, +Out, +Options, -Result
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module('../../damas').
:- use_module('../game').
:- use_module('../search').
:- use_module(protocol).
:- use_module(channel).
:- use_module(board).

/** <module> A DXP game on a connection, as follower or initiator

The follower waits for game requests, answers them and plays; the
initiator asks for a game and plays it.  Both play the same way once the
game is on: on their turn they search and send a MOVE; on the other's
turn they read a message and check it against the rules.  The streams
are a connection's, made binary (dxp_binary_streams/2); this module
does not know sockets.

A message that is not a message, or not one the game expects (a move
that is not legal, a GAMEACC in the middle of a game, a BACKACC never
asked for), is answered by a CHAT that says what was wrong, then a
GAMEEND: the game, if there was one, is over, and the follower waits
for the next request.  A GAMEREQ that cannot be read, or whose start
position cannot be played, is answered by a GAMEACC that declines it.
Nothing a peer sends throws out of this module: only the loss of the
connection ends it early.

Options of both roles:

  - name(+Name): the name sent in GAMEREQ or GAMEACC (default `damas`);
  - variant(+Variant): the variant played (default `international`);
  - time(+Seconds): the most a move may take, whatever thinking time
    the game request gives; without one (000) every move takes it;
    default 1 without a thinking time, or none with depth(D);
  - depth(+Plies): the most plies a search goes (besides the time);
  - hash(+MegaBytes): the search's transposition table (default 16);
  - log(+Boolean): with `true`, every message sent and received is
    written on user_error (default `false`).

Of the follower:

  - timeout(+Seconds): the longest the follower waits for its peer
    (default 60; `infinite`: for ever).  Out of a game the connection
    is closed after Seconds of silence; in a game whose request gives
    a thinking time of M minutes, the peer may take M * 60 + Seconds
    for a move, its whole clock and the same margin.  A silent
    connection holds a place among those the follower serves at once,
    so it must not hold it for ever.
*/

                 /*******************************
                 *           FOLLOWER           *
                 *******************************/

%!  dxp_follow(+In, +Out, +Options) is det.
%
%   Serves the connection In/Out as the follower until it ends or the
%   initiator ends a game with the stop code `no_next_game`: answers
%   each GAMEREQ and plays the games it accepts.  Options as in the
%   module documentation.

dxp_follow(In, Out, Options) :-
    option(timeout(Seconds), Options, 60),
    (   Seconds == infinite
    ->  true
    ;   must_be(number, Seconds),
        Seconds > 0
    ->  true
    ;   domain_error(positive_seconds, Seconds)
    ),
    Conn = conn(In, Out, [role(follower)|Options]),
    catch(idle(Conn), dxp_connection_lost, true).

%   idle(+Conn): no game is being played.  A GAMEEND is an
%   acknowledgement of ours, or ends a game that is not there: neither
%   is answered (two programs that answered each other's would never
%   stop).

idle(Conn) :-
    silence_limit(Conn, idle),
    receive(Conn, Received),
    idle_received(Received, Conn).

idle_received(end_of_file, _) :-
    !.
idle_received(message(Request), Conn) :-
    Request = gamereq(_, _, _, _, _, _),
    !,
    request(Request, Conn).
idle_received(message(chat(_)), Conn) :-
    !,
    idle(Conn).
idle_received(message(gameend(_, _)), Conn) :-
    !,
    idle(Conn).
idle_received(bad(_, [0'R|Codes]), Conn) :-
    !,
    (   append(`01`, _, Codes)
    ->  Code = declined
    ;   Code = wrong_version
    ),
    own_name(Conn, Name),
    send(Conn, gameacc(Name, Code)),
    idle(Conn).
idle_received(Received, Conn) :-
    refuse_received(Conn, Received),
    idle(Conn).

%   request(+GameRequest, +Conn): answers it, and plays the game when it
%   is accepted.

request(gamereq(Version, _Initiator, Colour, Minutes, Moves, Start), Conn) :-
    own_name(Conn, Name),
    (   Version =\= 1
    ->  send(Conn, gameacc(Name, wrong_version)),
        idle(Conn)
    ;   start_game(Conn, Colour, Minutes, Moves, Start, State)
    ->  send(Conn, gameacc(Name, accepted)),
        silence_limit(Conn, game(Minutes)),
        play(Conn, State, End),
        follower_after(End, Conn)
    ;   send(Conn, gameacc(Name, declined)),
        idle(Conn)
    ).

follower_after(end(How, _), Conn) :-
    (   How = request(Request)
    ->  request(Request, Conn)
    ;   How == closed
    ->  true
    ;   How = received(_, no_next_game)
    ->  true
    ;   idle(Conn)
    ).

%   start_game(+Conn, +Colour, +Minutes, +Moves, +Start, -State): the
%   state at the start of a game in which we play Colour; fails if
%   Start is not a position of the variant, or one with no move to
%   play.

start_game(Conn, Colour, Minutes, Moves, Start, State) :-
    Conn = conn(_, _, Options),
    option(variant(Variant), Options, international),
    catch(start_position(Variant, Start, Position), error(_, _), fail),
    new_game([position(Position)], Game),
    \+ game_over(Game, _),
    State = dxp{game: Game, colour: Colour, minutes: Minutes, moves: Moves,
                used: 0.0}.

%   silence_limit(+Conn, +Phase): how long the follower waits for its
%   peer, out of a game (`idle`) or in one (game(Minutes)), as the
%   option timeout(Seconds) of the module documentation says.

silence_limit(conn(In, _, Options), Phase) :-
    option(timeout(Seconds), Options, 60),
    (   Seconds == infinite
    ->  Limit = infinite
    ;   Phase = game(Minutes)
    ->  Limit is Seconds + Minutes * 60
    ;   Limit = Seconds
    ),
    set_stream(In, timeout(Limit)).

start_position(Variant, initial, Position) :-
    initial_position(Variant, Position).
start_position(Variant, setup(Side, Board), Position) :-
    dxp_setup_position(Variant, Side, Board, Position).


                 /*******************************
                 *           INITIATOR          *
                 *******************************/

%!  dxp_initiate(+In, +Out, +Options, -Result) is det.
%
%   Asks the follower at the other end of In/Out for a game, plays it
%   and ends it with a GAMEEND whose stop code is `no_next_game`.
%   Options, besides those of the module documentation:
%
%     - colour(+Colour): our colour, `white` (default) or `black`;
%     - position(+Position): the start position (default the
%       variant's initial one, sent as such);
%     - minutes(+Minutes): the thinking time of the game request, each
%       side's minutes for the whole game (default 0: none; then every
%       move takes the time of time(Seconds));
%     - moves(+Moves): the number of moves of the request (default 0);
%     - max_plies(+Plies): we end the game on our turn once it has
%       Plies plies (default: no bound).
%
%   Result is a dict with the keys `end` and `game` (the library(damas/game)
%   game as played, every move checked), and `follower` (its name, or
%   `''` if it never said).  `end` is one of
%
%     - declined(Code): the follower answered GAMEACC with Code;
%     - sent(Reason): we ended the game by a GAMEEND with Reason
%       (`loss`, `draw`: the rules ended it; `none`: max_plies);
%     - received(Reason, Stop): the follower ended it, we acknowledged;
%     - error(Why): the follower sent what the game did not expect (we
%       answered by CHAT and GAMEEND); Why is a string;
%     - `closed`: the connection ended first.

dxp_initiate(In, Out, Options0, Result) :-
    Options = [role(initiator)|Options0],
    Conn = conn(In, Out, Options),
    option(variant(Variant), Options, international),
    option(colour(Colour), Options, white),
    must_be(oneof([white, black]), Colour),
    option(minutes(Minutes), Options, 0),
    option(moves(Moves), Options, 0),
    (   option(position(Position0), Options)
    ->  canonical_position(Position0, Position),
        dxp_board(Position, Side, Board),
        Start = setup(Side, Board)
    ;   initial_position(Variant, Position),
        Start = initial
    ),
    new_game([position(Position)], Game),
    opponent(Colour, FollowerColour),
    own_name(Conn, Name),
    State = dxp{game: Game, colour: Colour, minutes: Minutes, moves: Moves,
                used: 0.0},
    catch(initiate(Conn, gamereq(1, Name, FollowerColour, Minutes, Moves, Start),
                   State, Follower, End),
          dxp_connection_lost,
          ( End = end(closed, Game), Follower = '' )),
    End = end(How, Played),
    Result = dxp{end: How, game: Played, follower: Follower}.

initiate(Conn, Request, State, Follower, End) :-
    send(Conn, Request),
    acceptance(Conn, Follower, Code),
    (   Code == accepted
    ->  play(Conn, State, End0),
        initiator_after(End0, Conn, End)
    ;   Code == closed
    ->  End = end(closed, State.game)
    ;   Code = error(Why)
    ->  End = end(error(Why), State.game)
    ;   End = end(declined(Code), State.game)
    ).

%   acceptance(+Conn, -Follower, -Code): the follower's GAMEACC; a CHAT
%   before it is read over.

acceptance(Conn, Follower, Code) :-
    receive(Conn, Received),
    (   Received = message(gameacc(Follower, Code))
    ->  true
    ;   Received = message(chat(_))
    ->  acceptance(Conn, Follower, Code)
    ;   Received == end_of_file
    ->  Follower = '', Code = closed
    ;   Follower = '',
        refusal(Received, Why),
        refuse_received(Conn, Received),
        Code = error(Why)
    ).

%   After a GAMEEND of ours, the follower's acknowledgement is read
%   (and whatever comes before it, over).

initiator_after(end(How, Game), Conn, End) :-
    (   How = request(_)
    ->  refuse(Conn, "a GAMEREQ from the follower"),
        End = end(error("a GAMEREQ from the follower"), Game)
    ;   How = sent(_)
    ->  catch(acknowledgement(Conn), dxp_connection_lost, true),
        End = end(How, Game)
    ;   End = end(How, Game)
    ).

acknowledgement(Conn) :-
    receive(Conn, Received),
    (   ( Received = message(gameend(_, _)) ; Received == end_of_file )
    ->  true
    ;   acknowledgement(Conn)
    ).


                 /*******************************
                 *           THE GAME           *
                 *******************************/

%   play(+Conn, +State, -End): plays until the game is over; End is
%   end(How, Game), Game the game as played and How sent(Reason),
%   received(Reason, Stop), error(Why), closed or request(GameRequest).

play(Conn, State0, End) :-
    catch(once(step(Conn, State0, Next)),
          dxp_connection_lost,
          Next = end(closed, State0.game)),
    (   Next = continue(State)
    ->  play(Conn, State, End)
    ;   End = Next
    ).

step(Conn, State, Next) :-
    game_position(State.game, Position),
    side_to_move(Position, Side),
    (   Side == State.colour
    ->  our_turn(Conn, State, Next)
    ;   receive(Conn, Received),
        their_turn(Received, Conn, State, Next)
    ).

our_turn(Conn, State, Next) :-
    Game = State.game,
    (   game_over(Game, result(Outcome, _))
    ->  outcome_reason(Outcome, State.colour, Reason),
        end_game(Conn, Reason, Game, Next)
    ;   Conn = conn(_, _, Options),
        option(max_plies(Bound), Options),
        game_ply_count(Game, Plies),
        Plies >= Bound
    ->  end_game(Conn, none, Game, Next)
    ;   think(Conn, State, Move, Seconds, Used),
        dxp_move(Move, From, To, Captured),
        send(Conn, move(Seconds, From, To, Captured)),
        game_play(Game, Move, Game1),
        Next = continue(State.put(_{game: Game1, used: Used}))
    ).

outcome_reason(draw, _, draw).
outcome_reason(win(Winner), Us, Reason) :-
    (   Winner == Us
    ->  Reason = win
    ;   Reason = loss
    ).

end_game(Conn, Reason, Game, end(sent(Reason), Game)) :-
    stop_code(Conn, Stop),
    send(Conn, gameend(Reason, Stop)).

%   The follower is ready for another game; the initiator plays one.

stop_code(conn(_, _, Options), Stop) :-
    (   option(role(follower), Options)
    ->  Stop = next_game
    ;   Stop = no_next_game
    ).

their_turn(end_of_file, _, State, end(closed, State.game)).
their_turn(message(Message), Conn, State, Next) :-
    their_message(Message, Conn, State, Next).
their_turn(Received, Conn, State, end(error(Why), State.game)) :-
    Received \= message(_),
    Received \== end_of_file,
    refusal(Received, Why),
    refuse_received(Conn, Received).

their_message(move(_, From, To, Captured), Conn, State, Next) :-
    game_position(State.game, Position),
    (   dxp_legal_move(Position, From, To, Captured, Move)
    ->  game_play(State.game, Move, Game),
        Next = continue(State.put(game, Game))
    ;   format(string(Why), "no legal move goes from ~d to ~d taking ~w",
               [From, To, Captured]),
        refuse_in_game(Conn, Why, State, Next)
    ).
their_message(gameend(Reason, Stop), Conn, State, end(received(Reason, Stop), State.game)) :-
    stop_code(Conn, Ours),
    send(Conn, gameend(none, Ours)).
their_message(chat(_), _, State, continue(State)).
their_message(backreq(Number, Side), Conn, State, continue(State1)) :-
    (   back_to(State.game, Number, Side, Game)
    ->  send(Conn, backacc(accepted)),
        State1 = State.put(game, Game)
    ;   send(Conn, backacc(continue)),
        State1 = State
    ).
their_message(Request, Conn, State, Next) :-
    Request = gamereq(_, _, _, _, _, _),
    (   Conn = conn(_, _, Options),
        option(role(follower), Options)
    ->  Next = end(request(Request), State.game)
    ;   refuse_in_game(Conn, "a GAMEREQ sent to the initiator", State, Next)
    ).
their_message(Message, Conn, State, Next) :-
    functor(Message, Type, _),
    memberchk(Type, [gameacc, backacc]),
    format(string(Why), "a ~w message that answers nothing", [Type]),
    refuse_in_game(Conn, Why, State, Next).

%   back_to(+Game0, +MoveNumber, +Side, -Game): Game is Game0 taken back
%   to move MoveNumber with Side to move (move 1 is the first of the
%   game); fails if the game has no such position.

back_to(Game0, Number, Side, Game) :-
    game_start(Game0, Start),
    side_to_move(Start, First),
    game_ply_count(Game0, Plies),
    side_index(Side, S),
    side_index(First, F),
    Ply is (Number - 1) * 2 + S - F,
    between(0, Plies, Ply),
    Undo is Plies - Ply,
    undo(Undo, Game0, Game).

side_index(white, 0).
side_index(black, 1).

undo(0, Game, Game) :-
    !.
undo(N, Game0, Game) :-
    game_undo(Game0, Game1),
    N1 is N - 1,
    undo(N1, Game1, Game).

opponent(white, black).
opponent(black, white).


                 /*******************************
                 *            SEARCH            *
                 *******************************/

%   think(+Conn, +State, -Move, -Seconds, -Used): Move is the search's
%   choice in the game's position, Seconds the whole seconds it took
%   (for the MOVE message), Used our time spent in the game so far.

think(Conn, State, Move, Seconds, Used) :-
    Conn = conn(_, _, Options),
    limits(State, Options, Limits),
    option(hash(Hash), Options, 16),
    game_position(State.game, Position),
    get_time(T0),
    search(Position, Result, [game(State.game), hash(Hash)|Limits]),
    get_time(T1),
    Move = Result.move,
    Elapsed is T1 - T0,
    Used is State.used + Elapsed,
    Seconds is min(9999, round(Elapsed)).

%   limits(+State, +Options, -Limits): the search's limits.  With a
%   thinking time for the game, the clock: what is left of it (less a
%   second kept back for the messages), with the moves left to the
%   time control when the request counts them (moves_to_go/1 of
%   library(damas/search), which shares the clock among them).  time(S)
%   caps a move; without a thinking time or a depth, a move takes S
%   (default 1).

limits(State, Options, Limits) :-
    (   option(depth(Depth), Options)
    ->  DepthLimits = [depth(Depth)]
    ;   DepthLimits = []
    ),
    clock_limits(State, ClockLimits),
    (   option(time(Cap), Options)
    ->  capped(ClockLimits, Cap, TimeLimits)
    ;   DepthLimits == [], ClockLimits == []
    ->  TimeLimits = [time(1)]
    ;   TimeLimits = ClockLimits
    ),
    append(DepthLimits, TimeLimits, Limits).

clock_limits(State, ClockLimits) :-
    (   State.minutes > 0
    ->  Remaining is max(0.05, State.minutes * 60 - State.used - 1),
        game_move_number(State.game, Number),
        (   State.moves > 0,
            Left is State.moves - Number + 1,
            Left > 0
        ->  ClockLimits = [clock(Remaining, 0), moves_to_go(Left)]
        ;   ClockLimits = [clock(Remaining, 0)]
        )
    ;   ClockLimits = []
    ).

%   capped(+ClockLimits, +Cap, -Limits): the search caps a clock by
%   the time(S) beside it (library(damas/search)).

capped(ClockLimits, Cap, Limits) :-
    append(ClockLimits, [time(Cap)], Limits).


                 /*******************************
                 *           MESSAGES           *
                 *******************************/

own_name(conn(_, _, Options), Name) :-
    option(name(Name), Options, damas).

%   receive(+Conn, -Received): the next message (dxp_read/2); a stream
%   error (a reset connection, a read timeout) is the connection's end.

receive(conn(In, _, Options), Received) :-
    catch(dxp_read(In, Received), error(Error, _),
          ( log_line(Options, "connection lost: ~q", [Error]),
            throw(dxp_connection_lost) )),
    log_received(Options, Received).

send(conn(_, Out, Options), Message) :-
    log_sent(Options, Message),
    catch(dxp_write(Out, Message), error(Error, _),
          ( is_stream_error(Error)
          ->  log_line(Options, "connection lost: ~q", [Error]),
              throw(dxp_connection_lost)
          ;   throw(error(Error, _))
          )).

is_stream_error(io_error(_, _)).
is_stream_error(socket_error(_, _)).
is_stream_error(socket_error(_)).
is_stream_error(existence_error(stream, _)).

%   refusal(+Received, -Why): what was wrong with Received, a message
%   refused, in one line of text.

refusal(too_long, "a message of more than 127 characters") :-
    !.
refusal(bad(error(syntax_error(Culprit), _), _), Why) :-
    !,
    format(string(Why), "not a DXP message: ~q", [Culprit]).
refusal(message(Message), Why) :-
    !,
    functor(Message, Type, _),
    format(string(Why), "a ~w message out of place", [Type]).
refusal(Received, Why) :-
    format(string(Why), "~q", [Received]).

%   refuse_received(+Conn, +Received): Received is refused.  The rest
%   of a message too long is then skipped: the follower reads on, the
%   initiator's game is over.

refuse_received(Conn, Received) :-
    refusal(Received, Why),
    refuse(Conn, Why),
    (   Received == too_long,
        Conn = conn(In, _, Options),
        option(role(follower), Options)
    ->  catch(dxp_skip_message(In), error(_, _), throw(dxp_connection_lost))
    ;   true
    ).

%   refuse(+Conn, +Why): a CHAT that says Why, then a GAMEEND.

refuse(Conn, Why) :-
    format(string(Text0), "damas: ~w", [Why]),
    ascii_chat(Text0, Text),
    send(Conn, chat(Text)),
    stop_code(Conn, Stop),
    send(Conn, gameend(none, Stop)).

refuse_in_game(Conn, Why, State, end(error(Why), State.game)) :-
    refuse(Conn, Why).

ascii_chat(Text0, Text) :-
    string_codes(Text0, Codes0),
    maplist(ascii_code, Codes0, Codes1),
    (   length(Codes1, Length), Length > 126
    ->  length(Codes, 126),
        append(Codes, _, Codes1)
    ;   Codes = Codes1
    ),
    string_codes(Text, Codes).

ascii_code(C0, C) :-
    (   between(32, 126, C0)
    ->  C = C0
    ;   C = 0'?
    ).

log_sent(Options, Message) :-
    (   option(log(true), Options)
    ->  catch(dxp_message_codes(Message, Codes), _, Codes = `?`),
        log_line(Options, "> ~s", [Codes])
    ;   true
    ).

log_received(Options, Received) :-
    (   option(log(true), Options)
    ->  (   Received = message(Message)
        ->  dxp_message_codes(Message, Codes),
            log_line(Options, "< ~s", [Codes])
        ;   Received = bad(_, Codes)
        ->  ascii_chat(Codes, Printable),
            log_line(Options, "< ~s (not a message)", [Printable])
        ;   log_line(Options, "< ~w", [Received])
        )
    ;   true
    ).

log_line(Options, Format, Arguments) :-
    (   option(log(true), Options)
    ->  option(role(Role), Options, follower),
        format(user_error, "dxp ~w ", [Role]),
        format(user_error, Format, Arguments),
        nl(user_error)
    ;   true
    ).
