/*  What the manual's examples print, compared with what the page shows
    (tests/prolog/repository/test_manual.pl): lines with the page's
    elisions, and Hub sessions run against the engine.  Not a test file
    itself.

    Elisions: an expected line `...` stands for any lines, none
    included; a `…` in an expected line stands for any text within
    that line (a time, a node count, a game's identifier).
*/
:- module(manual_sessions,
          [ lines_match/2,              % +Expected, +Actual
            line_matches/2,             % +Expected, +Actual
            hub_session_mismatch/3      % +Dir, +Lines, -Mismatch
          ]).

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).

:- use_module(checkout).

%!  lines_match(+Expected, +Actual) is semidet.
%
%   The lines Actual are the lines Expected, with their elisions.

lines_match([], []).
lines_match(["..."|Expected], Actual) :-
    !,
    append(_, Rest, Actual),
    lines_match(Expected, Rest),
    !.
lines_match([E|Expected], [A|Actual]) :-
    line_matches(E, A),
    lines_match(Expected, Actual).

%!  line_matches(+Expected, +Actual) is semidet.
%
%   Actual is the line Expected, a `…` in it standing for any text;
%   blanks at the end of either do not count.

line_matches(Expected0, Actual0) :-
    split_string(Expected0, "", " \t", [Expected]),
    split_string(Actual0, "", " \t", [Actual]),
    atomic_list_concat(Pieces, '…', Expected),
    pieces_match(Pieces, Actual).

pieces_match([Piece], Actual) :-
    !,
    atom_string(Piece, Actual).
pieces_match([First|Pieces], Actual) :-
    atom_string(First, FirstText),
    string_concat(FirstText, Rest, Actual),
    tail_match(Pieces, Rest).

tail_match([Last], Rest) :-
    !,
    string_concat(_, Last, Rest).
tail_match([Piece|Pieces], Rest) :-
    sub_string(Rest, B, L, _, Piece),
    Start is B + L,
    sub_string(Rest, Start, _, 0, After),
    tail_match(Pieces, After),
    !.

%!  hub_session_mismatch(+Dir, +Lines, -Mismatch) is det.
%
%   Runs the Hub session Lines (Number-Text; a line without indent is
%   sent to the engine, the indented lines after it are its answers)
%   with damas-hub in Dir.  Mismatch is none, or Number-Expected-Actual
%   for the first answer that differs.  The engine's answers are read
%   as the page shows them, so that `go` is answered before the next
%   line is sent; after the last line the engine's input is closed and
%   what it prints besides is a mismatch.

hub_session_mismatch(Dir, Lines, Mismatch) :-
    hub_command(Swipl, Arguments),
    setup_call_cleanup(
        process_create(Swipl, Arguments,
                       [ cwd(Dir), stdin(pipe(In)), stdout(pipe(Out)),
                         stderr(null), process(Pid) ]),
        session(Lines, In, Out, Mismatch),
        ( catch(close(In), _, true),
          catch(close(Out), _, true),
          catch(process_kill(Pid, kill), _, true),
          catch(process_wait(Pid, _), _, true) )).

hub_command(Swipl, ['-q', '-g', 'damas_hub:hub_main', '-t', halt, File, '--']) :-
    current_prolog_flag(executable, Swipl),
    checkout_file('prolog/damas/hub.pl', File).

session(Lines, In, Out, Mismatch) :-
    set_stream(In, encoding(utf8)),
    set_stream(Out, encoding(utf8)),
    exchanges(Lines, Exchanges),
    (   member(Sent-Answers, Exchanges),
        format(In, "~w~n", [Sent]),
        flush_output(In),
        answers_mismatch(Answers, Out, Mismatch0)
    ->  Mismatch = Mismatch0
    ;   close(In),
        read_lines(Out, Rest),
        last_number(Lines, Last),
        (   Rest == []
        ->  Mismatch = none
        ;   atomic_list_concat(Rest, '\n', Text),
            Mismatch = Last-"(nothing more)"-Text
        )
    ).

%   exchanges(+Lines, -Exchanges): each sent line with the answers
%   below it, Number-Text each, without their indent.
exchanges([], []).
exchanges([_-Line|Lines], [Sent-Answers|More]) :-
    split_string(Line, "", " ", [Sent]),
    answer_lines(Lines, Answers, Rest),
    exchanges(Rest, More).

answer_lines([N-Line|Lines], [N-Text|Answers], Rest) :-
    sub_string(Line, 0, 1, _, " "),
    !,
    split_string(Line, "", " ", [Text]),
    answer_lines(Lines, Answers, Rest).
answer_lines(Lines, [], Lines).

%   answers_mismatch(+Answers, +Out, -Mismatch) succeeds when an
%   answer differs.
answers_mismatch([N-"..."|Answers], Out, Mismatch) :-
    !,
    (   Answers = [N1-Next|More]
    ->  skip_to(Out, N1, Next, More, Mismatch)
    ;   Mismatch = N-"..."-"(a `...` of a Hub session must be followed by the answer it skips to)"
    ).
answers_mismatch([N-Expected|Answers], Out, Mismatch) :-
    (   engine_line(Out, Actual)
    ->  (   line_matches(Expected, Actual)
        ->  answers_mismatch(Answers, Out, Mismatch)
        ;   Mismatch = N-Expected-Actual
        )
    ;   Mismatch = N-Expected-"(no more answers)"
    ).

skip_to(Out, N, Expected, Answers, Mismatch) :-
    (   engine_line(Out, Actual)
    ->  (   line_matches(Expected, Actual)
        ->  answers_mismatch(Answers, Out, Mismatch)
        ;   skip_to(Out, N, Expected, Answers, Mismatch)
        )
    ;   Mismatch = N-Expected-"(no more answers)"
    ).

%   engine_line(+Out, -Line): the engine's next line, within a minute.
engine_line(Out, Line) :-
    wait_for_input([Out], [_], 60),
    read_line_to_string(Out, Line),
    Line \== end_of_file.

read_lines(Out, Lines) :-
    read_line_to_string(Out, Line),
    (   Line == end_of_file
    ->  Lines = []
    ;   Lines = [Line|More],
        read_lines(Out, More)
    ).

last_number(Lines, N) :-
    last(Lines, N-_).
