/*  Play draughts at the terminal: against the computer, against a friend
    at the same keyboard, or watch the computer play itself.

        swipl examples/start.pl                    (or: make play)
        swipl examples/start.pl --variant=russian  (no variant menu)
        swipl examples/start.pl --seed=7           (the computer's random
                                                    choices repeat from one
                                                    run to the next)
        swipl examples/start.pl --help

    Menus ask which variant (docs/variants.md), who plays and how strong
    the computer is; then type moves (c3-d4 or 22-18, captures c3xe5 or
    22x13) or help for the commands.  quit or the end of input (Ctrl-D)
    ends the session.  The game itself is library(damas/play)
    (prolog/damas/play.pl).
*/
:- use_module('../prolog/damas/play').
:- use_module('../prolog/damas/kb', [shipped_variant/1]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, Positional, Options0),
    (   memberchk(help(true), Options0)
    ->  usage(user_output)
    ;   Positional \== []
    ->  format(user_error, "start.pl takes no arguments but options: ~w~n", [Positional]),
        usage(user_error),
        halt(2)
    ;   include(play_option, Options0, Options),
        exclude(play_option, Options0, Unknown),
        (   Unknown \== []
        ->  format(user_error, "unknown or malformed option(s): ~q~n", [Unknown]),
            usage(user_error),
            halt(2)
        ;   option(variant(Variant), Options),
            \+ shipped_variant(Variant)
        ->  format(user_error, "unknown variant: ~w~n", [Variant]),
            usage(user_error),
            halt(2)
        ;   play(Options)
        )
    ).

play_option(seed(Seed)) :-
    integer(Seed).
play_option(variant(Variant)) :-
    atom(Variant).

usage(Out) :-
    findall(V, shipped_variant(V), Variants),
    atomic_list_concat(Variants, ', ', VariantText),
    format(Out, "usage: swipl examples/start.pl [--variant=NAME] [--seed=N] [--help]~n~n", []),
    format(Out, "  --variant=NAME  play this variant, no variant menu; one of~n", []),
    format(Out, "                  ~w~n", [VariantText]),
    format(Out, "                  (docs/variants.md tells their rules)~n", []),
    format(Out, "  --seed=N        seed the computer's random choices (an integer)~n", []),
    format(Out, "  --help          print this and stop~n", []).

%   When standard output goes away (piped into head, say), stop quietly.

:- multifile user:message_hook/3.

user:message_hook(error(io_error(write, Stream), _), error, _) :-
    stream_property(Stream, alias(user_output)),
    halt(1).
