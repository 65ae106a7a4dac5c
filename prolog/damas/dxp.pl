:- module(damas_dxp,
          [ dxp_main/0,                 % run from damas-dxp
            dxp_serve/1,                % +Options
            dxp_server_open/2,          % +Options, -Server
            dxp_server_port/2,          % +Server, -Port
            dxp_server_run/2,           % +Server, +Options
            dxp_server_close/1,         % +Server
            dxp_play/2                  % +Options, -Result
          ]).
:- use_module(library(error)).
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
command line.  The follower serves one connection at a time: a second
initiator waits until the first one's connection ends.
*/

%!  dxp_main is det.
%
%   The command line of damas-dxp.  Without --connect, the follower:
%   listens on --host (default 127.0.0.1) and --port (default 27531)
%   and serves the initiators that connect, one after the other, until
%   killed.  With --connect, the initiator: connects to the follower on
%   --host and --port, plays one game and prints how it ended.  Options
%   of both: --time=Seconds (most a move takes; default 1 when the game
%   has no thinking time and no --depth is given), --depth=Plies, --hash=MB, --variant=Name
%   (default international), --name=Name, --log (every message on
%   standard error), --timeout=Seconds (the follower drops a connection
%   silent for that long; default: never).  Of --connect: --colour=white
%   or black (ours, default white), --minutes=M and --moves=N (the
%   thinking time of the request), --max-plies=N.  The variant's endgame
%   database (library(damas/endgame)) is loaded at the start when `make
%   egdb` has built it, unless --database=false.

dxp_main :-
    current_prolog_flag(argv, Argv),
    catch(argv_options(Argv, _Positional, Flags), Error,
          ( print_message(error, Error), halt(2) )),
    command_options(Flags, Options),
    load_endgame(Flags, Options),
    (   option(connect(true), Flags)
    ->  dxp_play(Options, Result),
        format("~w~n", [Result.end]),
        game_moves(Result.game, Moves),
        length(Moves, Plies),
        format("~d plies~n", [Plies])
    ;   option(host(Host), Options, '127.0.0.1'),
        option(port(Port), Options, 27531),
        format(user_error, "damas-dxp: listening on ~w:~w~n", [Host, Port]),
        dxp_serve(Options)
    ).

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

%   command_options(+Flags, -Options): argv_options/3's flags as the
%   options of dxp_serve/1 and dxp_play/2.

command_options(Flags, Options) :-
    findall(Option, command_option(Flags, Option), Options).

command_option(Flags, Option) :-
    member(Flag, Flags),
    flag_option(Flag, Option).

flag_option(host(H), host(A)) :- atom_string(A, H).
flag_option(port(P), port(P)).
flag_option(time(T), time(T)).
flag_option(depth(D), depth(D)).
flag_option(hash(H), hash(H)).
flag_option(variant(V), variant(A)) :- atom_string(A, V).
flag_option(name(N), name(A)) :- atom_string(A, N).
flag_option(log(B), log(B)).
flag_option(timeout(T), timeout(T)).
flag_option(colour(C), colour(A)) :- atom_string(A, C).
flag_option(minutes(M), minutes(M)).
flag_option(moves(M), moves(M)).
flag_option(max_plies(N), max_plies(N)).


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
%     - port(?Port): the port, default 27531; unbound, a free port is
%       taken (dxp_server_port/2 tells which).
%
%   @error the socket's errors (e.g. a port in use).

dxp_server_open(Options, dxp_server(Socket, Port)) :-
    option(host(Host), Options, '127.0.0.1'),
    (   option(port(Port), Options)
    ->  true
    ;   Port = 27531
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
%   Accepts connections on Server one after the other and serves each
%   as the follower (library(damas/dxp/session), whose options apply)
%   until it ends.  An error on a connection (printed) ends that
%   connection only; a signal's exception (thread_signal/2) ends the
%   server.  Options besides the session's:
%
%     - connections(+N): return after N connections (default: never);
%     - timeout(+Seconds): a connection that sends nothing for Seconds
%       while we wait for it is closed (default: never).

dxp_server_run(Server, Options) :-
    option(connections(N), Options, infinite),
    serve_connections(N, Server, Options).

serve_connections(0, _, _) :-
    !.
serve_connections(N, Server, Options) :-
    Server = dxp_server(Socket, _),
    tcp_accept(Socket, Client, Peer),
    serve_connection(Client, Peer, Options),
    (   N == infinite
    ->  N1 = N
    ;   N1 is N - 1
    ),
    serve_connections(N1, Server, Options).

serve_connection(Client, Peer, Options) :-
    log(Options, "connection from ~q", [Peer]),
    setup_call_cleanup(
        tcp_open_socket(Client, Pair),
        catch(follow(Pair, Options), error(Error, Context),
              print_message(error, error(Error, Context))),
        close(Pair, [force(true)])),
    log(Options, "connection from ~q closed", [Peer]).

follow(Pair, Options) :-
    stream_pair(Pair, In, Out),
    dxp_binary_streams(In, Out),
    read_timeout(In, Options),
    dxp_follow(In, Out, Options).

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
