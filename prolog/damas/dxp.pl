:- module(damas_dxp,
          [ dxp_main/0,                 % run from damas-dxp
            dxp_serve/1,                % +Options
            dxp_server_open/2,          % +Options, -Server
            dxp_server_port/2,          % +Server, -Port
            dxp_server_run/2,           % +Server, +Options
            dxp_server_close/1,         % +Server
            dxp_play/2                  % +Options, -Result
          ]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(main)).
:- use_module(library(option)).
:- use_module(library(socket)).
:- use_module('../damas').
:- use_module(endgame, [endgame_load/1]).
:- use_module(game).
:- use_module(dxp/channel).
:- use_module(dxp/session).

/** <module> damas as a DXP engine

DXP (the DamExchange protocol) is how draughts programs play each other
over TCP: Kingsrow, Scan and Damage speak it.  One program, the
follower, listens; the other, the initiator, connects and asks for a
game (GAMEREQ), which the follower accepts (GAMEACC); then each sends
its moves (MOVE) until one ends the game (GAMEEND).  damas plays either
role, International draughts by default; docs/dxp.md tells how to run
it (`make dxp` builds build/bin/damas-dxp) and what it supports.

The messages are library(damas/dxp/protocol), their framing on the
connection library(damas/dxp/channel), the game on a connection
library(damas/dxp/session); this module listens, connects and reads the
command line.  The follower serves each connection in a thread of its
own, up to a bound (max_connections(N), default 4): one initiator that
thinks for hours, or says nothing, keeps no other waiting.  A
connection beyond the bound is told so in words (a CHAT) and declined
(GAMEACC 3) at once, then closed: a search in each of a hundred
threads would give every game a hundredth of the machine.
*/

%!  dxp_main is det.
%
%   The command line of damas-dxp (`damas-dxp --help` lists its
%   options, docs/dxp.md tells more).  Without --connect, the follower:
%   listens on --host (default 127.0.0.1) and --port (default 27531;
%   0: a free port) and serves the initiators that connect until
%   killed; it prints the port it listens on.  With --connect, the
%   initiator: connects to the follower on --host and --port, plays one
%   game and prints how it ended.  The variant's endgame database
%   (library(damas/endgame)) is loaded at the start when `make egdb`
%   has built it, unless --database=false.

dxp_main :-
    current_prolog_flag(argv, Argv),
    catch(argv_options(Argv, _Positional, Flags, []), Error,
          ( print_message(error, Error), halt(2) )),
    command_options(Flags, Options),
    load_endgame(Flags, Options),
    (   option(connect(true), Flags)
    ->  dxp_play(Options, Result),
        format("~w~n", [Result.end]),
        game_moves(Result.game, Moves),
        length(Moves, Plies),
        format("~d plies~n", [Plies])
    ;   dxp_server_open(Options, Server),
        setup_call_cleanup(
            true,
            ( option(host(Host), Options, '127.0.0.1'),
              dxp_server_port(Server, Port),
              format(user_error, "damas-dxp: listening on ~w:~w~n", [Host, Port]),
              dxp_server_run(Server, Options)
            ),
            dxp_server_close(Server))
    ).

%   The options of the command line, for argv_options/4 (which answers
%   --help with their list).

opt_type(host, host, atom).
opt_type(port, port, between(0, 65535)).
opt_type(time, time, number).
opt_type(depth, depth, natural).
opt_type(hash, hash, nonneg).
opt_type(variant, variant, atom).
opt_type(name, name, atom).
opt_type(log, log, boolean).
opt_type(database, database, boolean).
opt_type(timeout, timeout, number).
opt_type(max_connections, max_connections, natural).
opt_type(connect, connect, boolean).
opt_type(colour, colour, oneof([white, black])).
opt_type(minutes, minutes, nonneg).
opt_type(moves, moves, nonneg).
opt_type(max_plies, max_plies, nonneg).

opt_help(help(header), "damas-dxp: damas as a DXP engine (docs/dxp.md)").
opt_help(help(usage), " [option ...]: a follower on 127.0.0.1:27531, or with --connect an initiator").
opt_help(host, "The address listened on or connected to (default 127.0.0.1)").
opt_help(port, "The port (default 27531; 0: a free one, which is printed)").
opt_help(time, "The most seconds a move takes, with or without a thinking time in the game request (default 1 without one, unless --depth)").
opt_help(depth, "The most plies a search goes").
opt_help(hash, "The search's transposition table in megabytes (default 16)").
opt_help(variant, "The variant played (default international)").
opt_help(name, "The name sent in GAMEREQ or GAMEACC (default damas)").
opt_help(log, "Every message sent and received on standard error").
opt_help(database, "Play with the variant's endgame database when built (default true)").
opt_help(timeout, "Seconds of silence after which the follower closes a connection; in a game with a thinking time, that time and these seconds (default 60)").
opt_help(max_connections, "The follower's connections served at once; one more is declined (default 4)").
opt_help(connect, "Be the initiator: connect, play one game, print how it ended").
opt_help(colour, "The initiator's colour (default white)").
opt_help(minutes, "The thinking time of the request: each side's minutes (0: none)").
opt_help(moves, "The thinking time of the request: for so many moves (0: the game)").
opt_help(max_plies, "The initiator ends the game on its turn once it has so many plies").

opt_meta(host, 'ADDRESS').
opt_meta(port, 'PORT').
opt_meta(time, 'SECONDS').
opt_meta(depth, 'PLIES').
opt_meta(hash, 'MB').
opt_meta(variant, 'VARIANT').
opt_meta(name, 'NAME').
opt_meta(timeout, 'SECONDS').
opt_meta(max_connections, 'N').
opt_meta(colour, 'white|black').
opt_meta(minutes, 'M').
opt_meta(moves, 'N').
opt_meta(max_plies, 'N').

%   load_endgame(+Flags, +Options): the searches probe a database once
%   it is loaded; without one built they play on by search alone.

load_endgame(Flags, Options) :-
    option(database(Load), Flags, true),
    must_be(boolean, Load),
    (   Load == true
    ->  option(variant(Variant), Options, international),
        catch(endgame_load(Variant), error(_, _), true)
    ;   true
    ).

%   command_options(+Flags, -Options): argv_options/4's flags (typed
%   by opt_type/3) as the options of dxp_serve/1 and dxp_play/2: all
%   but those of the command line alone.

command_options(Flags, Options) :-
    exclude(command_line_only, Flags, Options).

command_line_only(connect(_)).
command_line_only(database(_)).


                 /*******************************
                 *           FOLLOWER           *
                 *******************************/

%!  dxp_serve(+Options) is det.
%
%   Listens and serves DXP connections as the follower:
%   dxp_server_open/2, then dxp_server_run/2 until it returns, then
%   dxp_server_close/1.

dxp_serve(Options) :-
    dxp_server_open(Options, Server),
    setup_call_cleanup(true,
                       dxp_server_run(Server, Options),
                       dxp_server_close(Server)).

%!  dxp_server_open(+Options, -Server) is det.
%
%   Server listens for connections.  Options:
%
%     - host(+Host): the address listened on, default `'127.0.0.1'`
%       (loopback only; `'0.0.0.0'` for every interface);
%     - port(?Port): the port, default 27531; unbound or 0, a free port
%       is taken (dxp_server_port/2 tells which).
%
%   @error the socket's errors (e.g. a port in use).

dxp_server_open(Options, dxp_server(Socket, Port)) :-
    option(host(Host), Options, '127.0.0.1'),
    option(port(Asked), Options, 27531),
    (   Asked == 0
    ->  true                    % Port unbound: tcp_bind/2 takes a free one
    ;   Port = Asked
    ),
    tcp_socket(Socket),
    catch(( tcp_setopt(Socket, reuseaddr),
            tcp_bind(Socket, Host:Port),
            tcp_listen(Socket, 5)
          ),
          Error,
          ( tcp_close_socket(Socket), throw(Error) )).

%!  dxp_server_port(+Server, -Port) is det.
%
%   Port is the port Server listens on.

dxp_server_port(dxp_server(_, Port), Port).

%!  dxp_server_close(+Server) is det.
%
%   Server stops listening.

dxp_server_close(dxp_server(Socket, _)) :-
    catch(tcp_close_socket(Socket), _, true).

%!  dxp_server_run(+Server, +Options) is det.
%
%   Accepts connections on Server and serves each as the follower
%   (library(damas/dxp/session), whose options apply, timeout(Seconds)
%   among them) in a thread of its own until it ends.  An error on a
%   connection (printed) ends that connection only; a signal's
%   exception (thread_signal/2) ends the server and the connections it
%   serves.  Options besides the session's:
%
%     - connections(+N): return after N connections, once all of them
%       have ended (default: never);
%     - max_connections(+N): the connections served at once (default
%       4); one more gets a CHAT that says so and GAMEACC `3` (no game
%       now) and is closed.
%
%   @error type_error(positive_integer, N) for max_connections(N).

dxp_server_run(Server, Options) :-
    option(connections(N), Options, infinite),
    option(max_connections(Max), Options, 4),
    must_be(positive_integer, Max),
    Running = running([]),
    setup_call_cleanup(true,
                       serve_connections(N, Server, Running, Max, Options),
                       stop_connections(Running)).

%   serve_connections(+N, +Server, +Running, +Max, +Options): Running's
%   argument is the list of the threads that serve a connection, each
%   game(Thread) or busy(Thread) (a connection declined); as many
%   connections may be declined at once as served, and one more is
%   closed at once.  Threads that have ended are joined at each new
%   connection.  A thread that serves a game says so to the server
%   before it closes its socket (served_ended/1): a peer that connects
%   again as soon as it sees the close is not declined for a thread
%   that is only finishing.

serve_connections(0, _, Running, _, _) :-
    !,
    arg(1, Running, Threads),
    forall(member(Thread, Threads),
           ( arg(1, Thread, Id), thread_join(Id, _) )),
    nb_setarg(1, Running, []).
serve_connections(N, Server, Running, Max, Options) :-
    Server = dxp_server(Socket, _),
    tcp_accept(Socket, Client, Peer),
    thread_self(Me),
    join_ended(Running, Me),
    arg(1, Running, Threads),
    aggregate_all(count, member(game(_), Threads), Serving),
    aggregate_all(count, member(busy(_), Threads), Declining),
    (   Serving < Max
    ->  Thread = game(Id),
        Goal = serve_connection(Client, Peer, Me, Options)
    ;   Declining < Max
    ->  Thread = busy(Id),
        Goal = decline_connection(Client, Peer, Max, Options)
    ;   Thread = none
    ),
    (   Thread == none
    ->  log(Options, "connection from ~q closed: too many at once", [Peer]),
        tcp_close_socket(Client)
    ;   catch(thread_create(catch(Goal, dxp_server_stopped, true), Id, []),
              error(resource_error(Resource), _),
              Id = none),
        (   Id == none          % no thread to be had: this connection only is lost
        ->  log(Options, "connection from ~q closed: no thread (~w)", [Peer, Resource]),
            tcp_close_socket(Client)
        ;   nb_setarg(1, Running, [Thread|Threads])
        )
    ),
    (   N == infinite
    ->  N1 = N
    ;   N1 is N - 1
    ),
    serve_connections(N1, Server, Running, Max, Options).

join_ended(Running, Me) :-
    findall(Id, thread_get_message(Me, damas_dxp_served(Id), [timeout(0)]), Served),
    arg(1, Running, Threads),
    partition(still_serving(Served), Threads, Alive, Ended),
    forall(member(Thread, Ended),
           ( arg(1, Thread, Id), thread_join(Id, _) )),
    nb_setarg(1, Running, Alive).

still_serving(Served, Thread) :-
    arg(1, Thread, Id),
    \+ memberchk(Id, Served),
    thread_property(Id, status(running)).

%   served_ended(+Server): tells the server thread that this thread's
%   connection is done, so that its place is free (serve_connections/5).

served_ended(Server) :-
    thread_self(Me),
    thread_send_message(Server, damas_dxp_served(Me)).

%   The server ends: the connections it still serves end with it, and
%   their messages to the server (served_ended/1) leave its queue.

stop_connections(Running) :-
    arg(1, Running, Threads),
    forall(member(Thread, Threads),
           ( arg(1, Thread, Id),
             catch(thread_signal(Id, throw(dxp_server_stopped)), error(_, _), true),
             thread_join(Id, _)
           )),
    thread_self(Me),
    forall(thread_get_message(Me, damas_dxp_served(_), [timeout(0)]),
           true).

serve_connection(Client, Peer, Server, Options) :-
    log(Options, "connection from ~q", [Peer]),
    setup_call_cleanup(
        tcp_open_socket(Client, Pair),
        catch(follow(Pair, Options), error(Error, Context),
              print_message(error, error(Error, Context))),
        ( served_ended(Server),
          close(Pair, [force(true)])
        )),
    log(Options, "connection from ~q closed", [Peer]).

follow(Pair, Options) :-
    stream_pair(Pair, In, Out),
    dxp_binary_streams(In, Out),
    dxp_follow(In, Out, Options).

%   decline_connection(+Client, +Peer, +Max, +Options): the follower
%   already serves Max connections.  The CHAT and the GAMEACC are sent
%   at once, so that the initiator reads them as the answer to its
%   GAMEREQ whenever that comes; the connection is closed when the
%   initiator closes it, or after 5 seconds (or 1000 bytes): a socket
%   closed with a GAMEREQ unread may reset the connection before the
%   initiator has read the answer.

decline_connection(Client, Peer, Max, Options) :-
    log(Options, "connection from ~q declined: ~d served already", [Peer, Max]),
    option(name(Name), Options, damas),
    format(string(Why), "damas: busy: ~d games at once already; try again later", [Max]),
    setup_call_cleanup(
        tcp_open_socket(Client, Pair),
        catch(( stream_pair(Pair, In, Out),
                dxp_binary_streams(In, Out),
                dxp_write(Out, chat(Why)),
                dxp_write(Out, gameacc(Name, declined_all)),
                set_stream(In, timeout(5)),
                drain(In, 1000)
              ),
              error(_, _), true),
        close(Pair, [force(true)])).

%   drain(+In, +Bytes): reads until the end of In, at most Bytes.

drain(In, Bytes) :-
    get_byte(In, Byte),
    (   ( Byte == -1 ; Bytes =< 1 )
    ->  true
    ;   Left is Bytes - 1,
        drain(In, Left)
    ).

read_timeout(In, Options) :-
    (   option(timeout(Seconds), Options)
    ->  set_stream(In, timeout(Seconds))
    ;   true
    ).

log(Options, Format, Arguments) :-
    (   option(log(true), Options)
    ->  format(user_error, "dxp ", []),
        format(user_error, Format, Arguments),
        nl(user_error)
    ;   true
    ).


                 /*******************************
                 *           INITIATOR          *
                 *******************************/

%!  dxp_play(+Options, -Result) is det.
%
%   Connects to a DXP follower, plays one game as the initiator and
%   closes the connection.  Options: host(Host) (default `'127.0.0.1'`),
%   port(Port) (default 27531), timeout(Seconds) (the follower's
%   silence after which the connection is given up, its end `closed`;
%   default: never), and those of dxp_initiate/4 in
%   library(damas/dxp/session), which gives Result.
%
%   @error the socket's errors when the connection cannot be made.

dxp_play(Options, Result) :-
    option(host(Host), Options, '127.0.0.1'),
    option(port(Port), Options, 27531),
    setup_call_cleanup(
        tcp_connect(Host:Port, Pair, []),
        ( stream_pair(Pair, In, Out),
          dxp_binary_streams(In, Out),
          read_timeout(In, Options),
          dxp_initiate(In, Out, Options, Result)
        ),
        close(Pair, [force(true)])).
