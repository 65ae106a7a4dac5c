/*  Takes the pictures of the web board that docs/web.md shows:

        swipl tests/web/pictures.pl        (make web-pictures)

    starts a server on a free port, runs tests/web/pictures.mjs against it
    (headless Chromium, playwright-core: make deps) and writes
    docs/pictures/web-board-1280.png, web-board-420.png,
    web-analysis-1280.png, web-analysis-420.png, web-console-1280.png and
    web-console-420.png.
*/
:- use_module(library(filesex)).
:- use_module(library(process)).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)),
   asserta(user:pictures_directory(Dir)).

:- use_module(library(damas/web)).

:- initialization(main, main).

main :-
    pictures_directory(Dir),
    directory_file_path(Dir, 'pictures.mjs', Script),
    directory_file_path(Dir, '../../docs/pictures', Pictures0),
    absolute_file_name(Pictures0, Pictures),
    web_server([port(Port)]),
    format(atom(URL), 'http://localhost:~w/', [Port]),
    absolute_file_name(path(node), Node, [access(execute)]),
    process_create(Node, [Script, URL, Pictures], [process(Pid)]),
    process_wait(Pid, Status),
    web_stop(Port),
    (   Status == exit(0)
    ->  true
    ;   halt(1)
    ).
