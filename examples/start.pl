/*  Play Brazilian draughts at the terminal: against the computer, against
    a friend at the same keyboard, or watch the computer play itself.

        swipl examples/start.pl              (or: make play)
        swipl examples/start.pl --seed=7     (the computer's random choices
                                              repeat from one run to the next)

    A menu asks who plays and how strong the computer is; then type moves
    (c3-d4 or 22-18, captures c3xe5 or 22x13) or help for the commands.
    quit or the end of input (Ctrl-D) ends the session.  The game itself
    is library(damas/play) (prolog/damas/play.pl).
*/
:- use_module('../prolog/damas/play').

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _Positional, Options0),
    include(play_option, Options0, Options),
    play(Options).

play_option(seed(Seed)) :-
    integer(Seed).

%   When standard output goes away (piped into head, say), stop quietly.

:- multifile user:message_hook/3.

user:message_hook(error(io_error(write, Stream), _), error, _) :-
    stream_property(Stream, alias(user_output)),
    halt(1).
