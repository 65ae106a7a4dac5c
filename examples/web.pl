/*  Serves the web board (library(damas/web)) until interrupted:

        swipl examples/web.pl [--port=8080]        (make web)

    and prints the address to open in a browser.
*/
:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(main)).
:- use_module(library(damas/web)).

:- initialization(main, main).

main(Argv) :-
    argv_options(Argv, _, Options),
    option(port(Port), Options, 8080),
    must_be(between(0, 65535), Port),
    (   Port =:= 0
    ->  ServerOptions = [port(_)]
    ;   ServerOptions = [port(Port)]
    ),
    set_prolog_flag(verbose, silent),
    web_server(ServerOptions),
    memberchk(port(Bound), ServerOptions),
    format("damas web board: http://localhost:~w/  (Ctrl-C stops it)~n", [Bound]),
    flush_output,
    thread_get_message(stop).
