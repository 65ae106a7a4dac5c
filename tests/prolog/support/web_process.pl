/*  A web server of examples/web.pl in a process of its own, for the
    tests that must survive its death (a crash is then a failed test,
    not the end of the run) and measure it from outside.  Not a test
    file itself: tests/prolog/run_tests.pl loads test_*.pl only.
*/
:- module(web_process,
          [ web_process_start/2,        % +Arguments, -Server
            web_process_stop/1,         % +Server
            web_process_alive/1,        % +Server
            web_process_resident_kb/2   % +Server, -KB
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../../examples/web.pl', Script0),
   absolute_file_name(Script0, Script),
   asserta(web_script(Script)).

:- dynamic web_script/1.

%!  web_process_start(+Arguments, -Server) is det.
%
%   Starts examples/web.pl with Arguments (its command-line options)
%   on a free port; Server is server(Pid, Port).

web_process_start(Arguments, server(Pid, Port)) :-
    web_script(Script),
    current_prolog_flag(executable, Swipl),
    process_create(Swipl, [Script, '--port=0'|Arguments],
                   [stdout(pipe(Out)), process(Pid)]),
    read_line_to_string(Out, Line),
    close(Out),
    (   string(Line),
        sub_string(Line, B, _, _, "http://localhost:"),
        B1 is B + 17,
        sub_string(Line, B1, _, 0, Rest),
        split_string(Rest, "/", "", [PortText|_]),
        number_string(Port, PortText)
    ->  true
    ;   process_kill(Pid),
        throw(error(existence_error(damas_web_server, Line), _))
    ).

%!  web_process_stop(+Server) is det.

web_process_stop(server(Pid, _)) :-
    catch(process_kill(Pid, kill), _, true),
    catch(process_wait(Pid, _), _, true).

%!  web_process_alive(+Server) is semidet.

web_process_alive(server(Pid, _)) :-
    process_wait(Pid, Status, [timeout(0)]),
    Status == timeout.

%!  web_process_resident_kb(+Server, -KB) is det.
%
%   KB is the server's resident memory (VmRSS) in kilobytes.

web_process_resident_kb(server(Pid, _), KB) :-
    format(atom(File), '/proc/~w/status', [Pid]),
    read_file_to_string(File, Status, []),
    split_string(Status, "\n", "", Lines),
    member(Line, Lines),
    split_string(Line, " \t", " \t", ["VmRSS:"|Words]),
    exclude(==(""), Words, [Number|_]),
    number_string(KB, Number),
    !.
