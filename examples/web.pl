/*  Serves the web board (library(damas/web)) until interrupted:

        swipl examples/web.pl [--port=8080] [--host=loopback] [...]   (make web)

    and prints the address to open in a browser.  --help lists the
    options: where to listen (this computer only, unless --host says
    otherwise) and the server's limits.
*/
:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(main)).
:- use_module(library(option)).
:- use_module(library(socket)).
:- use_module(library(damas/web)).
:- use_module(library(damas/play/variant_file), [variant_argument/3]).

:- initialization(main, main).

opt_type(port,             port,             between(0, 65535)).
opt_type(host,             host,             atom).
opt_type(workers,          workers,          natural).
opt_type(max_workers,      max_workers,      natural).
opt_type(timeout,          timeout,          natural).
opt_type(idle_minutes,     idle_minutes,     nonneg).
opt_type(max_body,         max_body,         natural).
opt_type(max_depth,        max_depth,        natural).
opt_type(max_games,        max_games,        natural).
opt_type(client_games,     client_games,     natural).
opt_type(analysis_threads, analysis_threads, natural).
opt_type(max_analyses,     max_analyses,     natural).
opt_type(client_analyses,  client_analyses,  natural).
opt_type(engine_searches,  engine_searches,  natural).
opt_type(console_seconds,  console_seconds,  natural).
opt_type(console_stack_mb, console_stack_mb, natural).
opt_type(console_idle,     console_idle,     natural).
opt_type(console_memory_mb, console_memory_mb, natural).
opt_type(console_queries,  console_queries,  natural).
opt_type(client_consoles,  client_consoles,  natural).
opt_type(console_isolation, console_isolation, oneof([auto, bwrap, unshare, rlimits])).
opt_type(variants,         variants,         atom).

opt_meta(port, 'PORT').
opt_meta(host, 'HOST').
opt_meta(timeout, 'SECONDS').
opt_meta(idle_minutes, 'MINUTES').
opt_meta(console_seconds, 'SECONDS').
opt_meta(console_idle, 'SECONDS').
opt_meta(console_stack_mb, 'MB').
opt_meta(console_memory_mb, 'MB').
opt_meta(max_body, 'BYTES').
opt_meta(Name, 'N') :-
    memberchk(Name, [workers, max_workers, max_depth, max_games, client_games, analysis_threads,
                     max_analyses, client_analyses, engine_searches, console_queries,
                     client_consoles]).

opt_help(help(usage), " [--port=8080] [--host=loopback] [option ...]").
opt_help(help(header), "Serves the damas web board; prints the address to open.").
opt_help(port, "TCP port; 0 for any free port (default 8080)").
opt_help(host, "Where to listen: loopback (default: this computer only), any (every interface: anyone who reaches it can play), or a host name or address").
opt_help(workers, "Threads answering requests (default 16)").
opt_help(max_workers, "Threads in all when those are busy with slow clients (default 64)").
opt_help(timeout, "Seconds of silence after which a connection is closed (default 10)").
opt_help(idle_minutes, "Minutes after which an unused game is dropped (default 60)").
opt_help(max_body, "Largest request body in bytes (default 524288)").
opt_help(max_depth, "Deepest nesting of a JSON body (default 8)").
opt_help(max_games, "Most games the server holds (default 1000)").
opt_help(client_games, "Most games of one client address (default 50)").
opt_help(analysis_threads, "Analyses that run at once (default 2)").
opt_help(max_analyses, "Analyses that run or wait (default 8)").
opt_help(client_analyses, "Of them, of one client address (default 2)").
opt_help(engine_searches, "Engine moves searched at once (default 2)").
opt_help(console_seconds, "Seconds a console query may take to its answer (default 10)").
opt_help(console_stack_mb, "Megabytes of stack of a console query (default 64)").
opt_help(console_idle, "Seconds a console query waits for Next or Stop (default 120)").
opt_help(console_memory_mb, "Megabytes of memory of a console query's process (default 512)").
opt_help(console_queries, "Console queries alive at once (default 16)").
opt_help(client_consoles, "Of them, of one client address (default 4)").
opt_help(console_isolation, "How a console query's process is confined: auto (default), bwrap, unshare or rlimits").
opt_help(variants, "Variant files of one's own to offer beside the shipped variants, separated by commas (e.g. examples/teacher_br.pl)").

main(Argv) :-
    argv_options(Argv, _, Options),
    option(port(Port0), Options, 8080),
    option(host(Host), Options, loopback),
    interface(Host, Interface),
    (   Port0 =:= 0
    ->  Port = _
    ;   Port = Port0
    ),
    option(variants(Files), Options, ''),
    own_variants(Files, Variants),
    exclude([O]>>functor(O, host, 1), Options, Limits0),
    exclude([O]>>functor(O, port, 1), Limits0, Limits1),
    exclude([O]>>functor(O, variants, 1), Limits1, Limits),
    set_prolog_flag(verbose, silent),
    web_server([port(Port), interface(Interface), variants(Variants)|Limits]),
    address_shown(Interface, Shown, Note),
    format("damas web board: http://~w:~w/  ~w(Ctrl-C stops it)~n", [Shown, Port, Note]),
    flush_output,
    thread_get_message(stop).

%   own_variants(+Files, -Variants): the variants of the files named,
%   loaded; a mistake in one stops the server before it starts, with
%   the file and the line.

own_variants('', []) :- !.
own_variants(Files, Variants) :-
    atomic_list_concat(Names, ',', Files),
    catch(maplist(own_variant, Names, Variants), E,
          ( print_message(error, E), halt(2) )).

own_variant(Name, Variant) :-
    variant_argument(Name, Variant, [directories([examples])]),
    (   current_module(Variant),
        module_property(Variant, file(_))
    ->  true
    ;   format(user_error, "~w is a shipped variant: the board offers it already~n", [Name]),
        halt(2)
    ).

interface(Host, loopback) :-
    memberchk(Host, [loopback, localhost, '127.0.0.1']),
    !.
interface(Host, any) :-
    memberchk(Host, [any, '0.0.0.0']),
    !.
interface(Host, Host).

address_shown(loopback, localhost, '') :- !.
address_shown(any, Name, '(every interface) ') :-
    !,
    gethostname(Name).
address_shown(Host, Host, '').
