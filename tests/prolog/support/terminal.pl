/*  What the tests of the other games' terminal sessions share (Eximo's
    and Gomoku's, tests/prolog/eximo/ and tests/prolog/gomoku/): a
    session played from scripted lines in this process, and
    examples/start.pl run through a pipe.  Not a test file itself:
    tests/prolog/run_tests.pl loads test_*.pl only.
*/
:- module(test_terminal_support,
          [ scripted/4,                 % +Play, +Lines, +Options, -Output
            input_text/2,               % +Lines, -Text
            start_program/5,            % +Args, +Input, -Output, -Errors, -Status
            run_program/7,              % +Command, +Args, +Input, +Environment, -Output, -Errors, -Status
            without_returns/2,          % +Output0, -Output
            terminal_program/4,         % +Args, +Input, -Output, -Status
            have_script/0,
            has/2,                      % +Output, +Text
            occurrences/3,              % +Output, +Text, -Count
            after_last/3                % +Output, +Text, -Rest
          ]).

:- use_module(library(apply)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(checkout).

:- meta_predicate
    scripted(1, +, +, -).

%!  scripted(:Play, +Lines, +Options, -Output) is det.
%
%   Output is what call(Play, [input(In), output(Out)|Options]) writes
%   when the person types Lines (atoms, strings, or lists of parts to
%   join), then the input ends.

scripted(Play, Lines, Options, Output) :-
    input_text(Lines, Text),
    setup_call_cleanup(
        open_string(Text, In),
        with_output_to(string(Output),
                       ( current_output(Out),
                         call(Play, [input(In), output(Out)|Options])
                       )),
        close(In)).

%!  input_text(+Lines, -Text) is det.
%
%   Text is what the person types as Lines: each line (text, or a list
%   of parts to join) followed by a newline.

input_text(Lines, Text) :-
    maplist(input_line, Lines, WithNewlines),
    atomic_list_concat(WithNewlines, Text0),
    atom_string(Text0, Text).

%   A line is text, or a list of parts to join.

input_line(Line, WithNewline) :-
    (   is_list(Line)
    ->  atomic_list_concat(Line, Line1)
    ;   Line1 = Line
    ),
    atomic_list_concat([Line1, '\n'], WithNewline).

%!  start_program(+Args, +Input, -Output, -Errors, -Status) is det.
%
%   Runs `swipl examples/start.pl Args` in the repository's root with
%   Input on its standard input (a pipe).

start_program(Args, Input, Output, Errors, Status) :-
    current_prolog_flag(executable, Swipl),
    run_program(Swipl, ['examples/start.pl'|Args], Input, [], Output, Errors, Status).

%!  run_program(+Command, +Args, +Input, +Environment, -Output, -Errors, -Status) is det.
%
%   Runs Command Args in the repository's root, with the variables of
%   Environment (Name=Value) set and Input on its standard input (a
%   pipe): text, or bytes(Bytes) to send bytes as they are.  Output and
%   Errors are what it wrote.

run_program(Command, Args, Input, Environment, Output, Errors, Status) :-
    checkout(Root),
    process_create(Command, Args,
                   [ stdin(pipe(In)), stdout(pipe(Out)), stderr(pipe(Err)),
                     cwd(Root), process(Pid), environment(Environment)
                   ]),
    thread_create(read_all(Err, Errors0), Reader, []),
    call_cleanup(write_input(In, Input), close(In)),
    read_string(Out, _, Output),
    close(Out),
    thread_join(Reader, exited(Errors0)),
    Errors = Errors0,
    process_wait(Pid, Status).

write_input(In, bytes(Bytes)) :-
    !,
    set_stream(In, encoding(octet)),
    maplist(put_byte(In), Bytes).
write_input(In, Input) :-
    write(In, Input).

%!  terminal_program(+Args, +Input, -Output, -Status) is det.
%
%   Runs `swipl examples/start.pl Args` on a pseudo-terminal (script(1)
%   gives it one and passes Input to it); Output without its carriage
%   returns.

terminal_program(Args, Input, Output, Status) :-
    current_prolog_flag(executable, Swipl),
    checkout(Root),
    atomic_list_concat(Args, ' ', ArgText),
    format(atom(Command), "'~w' examples/start.pl ~w", [Swipl, ArgText]),
    process_create(path(script), ['-qec', Command, '/dev/null'],
                   [ stdin(pipe(In)), stdout(pipe(Out)), stderr(null),
                     cwd(Root), process(Pid)
                   ]),
    call_cleanup(write(In, Input), close(In)),
    read_string(Out, _, Output0),
    close(Out),
    process_wait(Pid, Status),
    without_returns(Output0, Output).

%!  without_returns(+Output0, -Output) is det.
%
%   Output is the string Output0 without its carriage returns (a
%   terminal writes one before each newline).

without_returns(Output0, Output) :-
    split_string(Output0, "\r", "", Parts),
    atomic_list_concat(Parts, Output1),
    atom_string(Output1, Output).

%!  have_script is semidet.
%
%   script(1) is there, for terminal_program/4.

have_script :-
    absolute_file_name(path(script), _, [access(execute), file_errors(fail)]).

read_all(Stream, String) :-
    read_string(Stream, _, String),
    close(Stream),
    thread_exit(String).

%!  has(+Output, +Text) is semidet.

has(Output, Text) :-
    sub_string(Output, _, _, _, Text),
    !.

%!  occurrences(+Output, +Text, -Count) is det.

occurrences(Output, Text, Count) :-
    aggregate_all(count, sub_string(Output, _, _, _, Text), Count).

%!  after_last(+Output, +Text, -Rest) is semidet.
%
%   Rest is what Output holds after the last Text.

after_last(Output, Text, Rest) :-
    aggregate_all(max(B), sub_string(Output, B, _, _, Text), Before),
    string_length(Text, Length),
    Start is Before + Length,
    sub_string(Output, Start, _, 0, Rest).
