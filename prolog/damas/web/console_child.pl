:- module(damas_console_child,
          [ console_child_main/0
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(prolog_stream)).
:- use_module(library(http/json)).
:- use_module(library(sandbox), [safe_goal/1]).
:- use_module(library(time), [alarm/4, install_alarm/2, uninstall_alarm/1,
                              remove_alarm/1, call_with_time_limit/2]).
:- use_module('../../damas', [fen_position/3, initial_position/2]).
:- use_module(console_library, []).
:- use_module(console_safe, []).
:- use_module(console_check).
:- use_module(console_answer).
:- use_module(console_variants, [console_variants_load/1]).

/** <module> One console query, in a process of its own

The program of the child process that library(damas/web/console_process)
starts for each query of the web console:

    swipl --stack-limit=64m -g damas_console_child:console_child_main -t halt console_child.pl -- [VariantFile ...]

It loads the library and the server's variant files, says `ready`,
then reads one request from its
standard input, a term

    request(Query, Program, Variant, Fen, Limits)

(Query and Program the student's texts, Variant a variant the console
offers (library(damas/web/console_variants)), Fen a FEN string or "",
Limits a dict with `seconds`, the time to each answer, `output`, the
most characters the query may print, and optionally `solution`, the
text of a lesson's solution to load after the program), loads the
program into a module of its own, checks the program and the query (library(damas/web/console_check)
and library(sandbox)), and runs the query.  Each answer, the failure, or
the error is one line of JSON on its standard output:

    {"event":"success", "text":..., "positions":[{"name":..,"variant":..,"fen":..}], "more":true, "output":...}
    {"event":"failure", "output":...}
    {"event":"error", "message":..., "output":...}

An answer of lesson_check/4 (library(damas/web/console_library)) also
has `"check"`, the words of its verdict.  After an answer with `more`,
it reads `next.` (the next answer) or
`stop.` (or the end of its input) and ends.  What the query prints
comes with the next event, as `output`.  The process ends after its
last event: nothing of one query outlives it.

The parent trusts none of this: it reads the lines within limits, kills
the process at its own deadline, and the operating system bounds its
memory, CPU time and files (library(damas/web/console_process)).
*/

%!  console_child_main is det.
%
%   Serves one request as described above, then halts.  It first
%   closes what it inherited beyond its streams (the server's listening
%   socket, other queries' pipes: close_inherited/0).

console_child_main :-
    close_inherited,
    current_prolog_flag(argv, VariantFiles),
    console_variants_load(VariantFiles),
    stream_property(Protocol, alias(user_output)),
    stream_property(Commands, alias(user_input)),
    set_stream(Protocol, encoding(utf8)),
    set_stream(Commands, encoding(utf8)),
    send(Protocol, _{event: ready}),
    catch(read_term(Commands, Request, []), _, Request = end_of_file),
    (   Request = request(Query, Program, Variant, Fen, Limits),
        string(Query), string(Program), atom(Variant), string(Fen), is_dict(Limits)
    ->  isolate_streams,
        serve(Query, Program, Variant, Fen, Limits, Protocol, Commands)
    ;   true
    ),
    halt(0).

serve(Query, Program, Variant, Fen, Limits, Protocol, Commands) :-
    Module = console,
    % As the toplevel writes answers, with the operators of the module.
    set_prolog_flag(answer_write_options,
                    [ quoted(true), portray(true), max_depth(10),
                      spacing(next_argument), module(Module)
                    ]),
    nb_setval(damas_console_limit, Limits.output),
    catch(( shown_position(Variant, Fen),
            call_with_time_limit(Limits.seconds,
                                 prepare(Module, Program, Limits.get(solution, ""),
                                         Query, Goal, Bindings))
          ),
          Error,
          true),
    (   nonvar(Error)
    ->  send_error(Protocol, Error, Limits, Query, Program)
    ;   catch(answers(Module, Goal, Bindings, Limits, Protocol, Commands), Error2, true)
    ->  (   nonvar(Error2)
        ->  send_error(Protocol, Error2, Limits, Query, Program)
        ;   true
        )
    ;   send_event(Protocol, _{event: failure})
    ).

shown_position(Variant, Fen) :-
    (   Fen == ""
    ->  initial_position(Variant, Position)
    ;   fen_position(Fen, Position, [variant(Variant)])
    ),
    nb_setval(damas_console_shown, Position).

%   close_inherited: every descriptor but those of Prolog's own streams
%   (the standard ones) is closed; the server's were inherited with the
%   process (c_src/glue/descriptors.c says why).

close_inherited :-
    findall(N, stream_property(_, file_no(N)), Kept),
    damas:close_inherited_descriptors(Kept).

%   The query cannot read the commands nor write the protocol: its
%   input is empty, and what it prints (on user_output or user_error)
%   is counted and kept for the next event.

isolate_streams :-
    open_string("", Empty),
    set_stream(Empty, alias(user_input)),
    set_input(Empty),
    nb_setval(damas_console_output, output(0, [])),
    open_prolog_stream(damas_console_child, write, Out, []),
    set_stream(Out, buffer(full)),
    set_stream(Out, alias(user_output)),
    set_stream(Out, alias(user_error)),
    set_output(Out).

:- public stream_write/2, stream_close/1.

stream_write(_Stream, Text) :-
    nb_getval(damas_console_output, output(Written0, Parts)),
    string_length(Text, Length),
    Written is Written0 + Length,
    nb_getval(damas_console_limit, Max),
    (   Written =< Max
    ->  nb_setval(damas_console_output, output(Written, [Text|Parts]))
    ;   throw(error(resource_error(damas_console_output), _))
    ).

stream_close(_Stream).

printed(Output) :-
    catch(flush_output(user_output), _, true),
    nb_getval(damas_console_output, output(Written, Parts)),
    reverse(Parts, InOrder),
    atomic_list_concat(InOrder, Output0),
    atom_string(Output0, Output),
    nb_setval(damas_console_output, output(Written, [])).


                 /*******************************
                 *      PROGRAM AND QUERY       *
                 *******************************/

prepare(Module, Program, Solution, Query, Goal, Bindings) :-
    add_import_module(Module, damas_console_library, start),
    set_module(Module:program_space(8_000_000)),
    load_program(Module, console_program, Program),
    % A lesson's solution (library(damas/web/lessons)), loaded as a
    % program of its own: the student's text, whole or broken, is not
    % read with it, and its errors never show the solution's text.
    catch(load_program(Module, console_solution, Solution), Error,
          ( Error == time_limit_exceeded -> throw(Error) ; throw(damas_console_solution) )),
    catch(term_string(Goal, Query, [variable_names(Bindings), module(Module)]),
          error(syntax_error(What), Context),
          throw(damas_console_syntax(query, error(syntax_error(What), Context)))),
    console_checked_goal(Module, Goal).

%   The program is read once to be checked, operators first (its op/3
%   directives hold for its later terms, as when it is loaded).  Its
%   directives that load a library (those console_check allows) are
%   run then, outside the sandbox, which would refuse the operators a
%   library such as clpfd exports; they are blanked in the text, lines
%   kept, which is then loaded sandboxed: library(sandbox) checks the
%   other directives as they run.  Errors printed while it loads are
%   errors of the program.

load_program(_, _, "") :-
    !.
load_program(Module, Id, Program) :-
    program_terms(Module, Program, Read),
    pairs_keys(Read, Terms),
    console_checked_program(Module, Terms),
    foldl(library_loaded(Module), Read, Program, Rest),
    nb_setval(damas_console_load_errors, []),
    setup_call_cleanup(
        ( open_string(Rest, In), nb_setval(damas_console_loading, true) ),
        load_files(Module:Id,
                   [stream(In), module(Module), sandboxed(true), silent(true)]),
        ( close(In), nb_setval(damas_console_loading, false) )),
    nb_getval(damas_console_load_errors, Errors),
    (   reverse(Errors, [First|_])
    ->  throw(damas_console_program(First))
    ;   true
    ).

library_loaded(Module, (:- Directive)-(Start-End), Text0, Text) :-
    console_library_directive(Directive),
    !,
    Module:Directive,
    blanked(Text0, Start, End, Text).
library_loaded(_, _, Text, Text).

blanked(Text0, Start, End, Text) :-
    Length is End - Start,
    sub_string(Text0, 0, Start, _, Before),
    sub_string(Text0, Start, Length, _, Old),
    sub_string(Text0, End, _, 0, After),
    string_codes(Old, Codes0),
    maplist([C0, C]>>( C0 == 0'\n -> C = C0 ; C = 0'\s ), Codes0, Codes),
    string_codes(Blank, Codes),
    atomic_list_concat([Before, Blank, After], Text1),
    atom_string(Text1, Text).

%   program_terms(+Module, +Program, -Read): the Term-(Start-End) pairs
%   of Program, Start and End the character offsets of Term's text.

program_terms(Module, Program, Read) :-
    setup_call_cleanup(
        open_string(Program, In),
        read_terms(In, Module, Read),
        close(In)).

read_terms(In, Module, Read) :-
    character_count(In, Start),
    catch(read_term(In, Term, [module(Module)]),
          error(syntax_error(What), Context),
          throw(damas_console_syntax(program, error(syntax_error(What), Context)))),
    character_count(In, End),
    (   Term == end_of_file
    ->  Read = []
    ;   (   Term = (:- op(P, T, N)),
            catch(op(P, T, Module:N), _, fail)
        ->  true
        ;   Term = (:- Directive),
            console_library_directive(Directive)
        ->  Module:Directive
        ;   true
        ),
        Read = [Term-(Start-End)|Rest],
        read_terms(In, Module, Rest)
    ).

:- multifile user:message_hook/3.

user:message_hook(Message, error, _Lines) :-
    nb_current(damas_console_loading, true),
    nb_getval(damas_console_load_errors, Errors),
    nb_setval(damas_console_load_errors, [Message|Errors]).


                 /*******************************
                 *            ANSWERS           *
                 *******************************/

%   Each answer must come within the time limit: an alarm is set before
%   the query runs and again before it is asked for the next answer.

answers(Module, Goal, Bindings, Limits, Protocol, Commands) :-
    Seconds = Limits.seconds,
    alarm(Seconds, throw(time_limit_exceeded), Alarm, [install(false), remove(false)]),
    install_alarm(Alarm, Seconds),
    call_cleanup(Module:Goal, Det = true),
    uninstall_alarm(Alarm),
    send_answer(Protocol, Module, Bindings, Det),
    (   Det == true
    ->  true
    ;   read_command(Commands, Command),
        (   Command == next
        ->  install_alarm(Alarm, Seconds),
            fail
        ;   true
        )
    ).

read_command(Commands, Command) :-
    catch(read_term(Commands, Command0, []), _, Command0 = stop),
    (   Command0 == next
    ->  Command = next
    ;   Command = stop
    ).

send_answer(Protocol, Module, Bindings, Det) :-
    (   catch(console_answer_text(Module, Bindings, Text), _, fail)
    ->  true
    ;   Text = "The answer could not be written."
    ),
    catch(console_answer_positions(Bindings, Pairs), _, Pairs = []),
    maplist([Name-(Variant-Fen), _{name: Name, variant: Variant, fen: Fen}]>>true,
            Pairs, Positions),
    (   Det == true
    ->  More = false
    ;   More = true
    ),
    Event = _{event: success, text: Text, positions: Positions, more: More},
    % A lesson's exercise checked (lesson_check/4) says its verdict in words.
    (   nb_current(damas_lesson_verdict, Check)
    ->  nb_delete(damas_lesson_verdict),
        send_event(Protocol, Event.put(check, Check))
    ;   send_event(Protocol, Event)
    ).

send_error(Protocol, damas_console_syntax(What, Error), _, Query, Program) :-
    !,
    (   What == query
    ->  Text = Query, Intro = ""
    ;   Text = Program, Intro = "In the program: "
    ),
    (   console_syntax_message(Error, Text, Message0)
    ->  true
    ;   Message0 = "Syntax error."
    ),
    string_concat(Intro, Message0, Message),
    send_event(Protocol, _{event: error, message: Message}).
send_error(Protocol, damas_console_solution, _, _, _) :-
    !,
    send_event(Protocol, _{event: error,
                           message: "The lesson's own solution could not be loaded: the lesson is at fault, not your program. Tell the teacher."}).
send_error(Protocol, damas_console_program(Error), Limits, _, _) :-
    !,
    console_error_message(Error, Limits, Message0),
    string_concat("In the program: ", Message0, Message),
    send_event(Protocol, _{event: error, message: Message}).
send_error(Protocol, Error, Limits, _, _) :-
    console_error_message(Error, Limits, Message),
    send_event(Protocol, _{event: error, message: Message}).

%   send_event(+Protocol, +Event): Event with what the query printed.

send_event(Protocol, Event) :-
    (   catch(printed(Output), _, Output = "")
    ->  true
    ;   Output = ""
    ),
    send(Protocol, Event.put(output, Output)).

send(Protocol, Dict) :-
    with_output_to(string(Line),
                   json_write_dict(current_output, Dict, [width(0)])),
    format(Protocol, "~s~n", [Line]),
    flush_output(Protocol).
