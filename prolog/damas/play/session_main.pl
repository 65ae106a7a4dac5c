:- module(damas_play_session_main,
          [ session_main/2,             % +Game, +Arguments
            common_option/2,            % +Argument, -Option
            bad_option/2,               % +Format, +Args
            common_options_usage/1      % +Out
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(clock, [clock_spec/3]).
:- use_module(errors, [message_string/2, side_name/2]).
:- use_module(session, [play_session/2]).

/** <module> The command line of the family's other games

What `swipl examples/start.pl --game=eximo` (or `--game=gomoku`) reads
after --game: the options of play_session/2 of
library(damas/play/session) as command-line options, and --help; and
the options every game of examples/start.pl reads alike (common_option/2,
common_options_usage/1), the draughts game's too.
*/

%!  session_main(+Game, +Arguments) is det.
%
%   The command line of `swipl examples/start.pl --game=NAME`: the
%   options --white=P, --black=P, --level=L, --seed=N, --fen=TEXT,
%   --max-moves=N, --clock=M[+S], --colour, --no-colour, --unicode,
%   --ascii and --help,
%   as play_session/2 takes them.  A wrong option is reported on
%   standard error, with the usage, and exit status 2.

session_main(Game, Arguments) :-
    argv_options(Arguments, Positional, Options0),
    (   memberchk(help(true), Options0)
    ->  usage(Game, user_output)
    ;   Positional \== []
    ->  format(user_error, "start.pl takes no arguments but options: ~w~n", [Positional]),
        usage(Game, user_error),
        halt(2)
    ;   catch(( maplist(main_option(Game), Options0, Options),
                check_fen(Game, Options) ),
              bad_option(Message), true),
        (   nonvar(Message)
        ->  format(user_error, "~w~n", [Message]),
            usage(Game, user_error),
            halt(2)
        ;   play_session(Game, Options)
        )
    ).

main_option(Game, Option0, Option) :-
    (   main_option_(Game, Option0, Option1)
    ->  Option = Option1
    ;   Option0 =.. [Side, Player],
        memberchk(Side, [white, black, level])
    ->  level_names(Game, LevelText),
        (   Side == level
        ->  What = "a level"
        ;   What = "human or a level"
        ),
        bad_option("--~w: ~w is not a player: ~w (~w)", [Side, Player, What, LevelText])
    ;   Option0 =.. [Name, Value]
    ->  bad_option("unknown option or wrong value: --~w=~w", [Name, Value])
    ;   bad_option("unknown option: ~q", [Option0])
    ).

level_names(Game, Text) :-
    Game:game_levels(Levels),
    pairs_keys(Levels, Names),
    atomic_list_concat(Names, ', ', Text).

main_option_(Game, white(P), white(P)) :-
    main_player(Game, P).
main_option_(Game, black(P), black(P)) :-
    main_player(Game, P).
main_option_(Game, level(L), level(L)) :-
    L \== human,
    main_player(Game, L).
main_option_(_, fen(F), fen(F)) :-
    atomic(F).
main_option_(_, max_moves(N), max_moves(N)) :-
    integer(N), N >= 0.
main_option_(_, Option0, Option) :-
    common_option(Option0, Option).

%!  common_option(+Argument, -Option) is semidet.
%
%   Option is the option of play_session/2 (and of play/1 of
%   library(damas/play)) that the command-line option Argument, as
%   argv_options/3 reads it, stands for: --seed=N, --clock=M[+S],
%   --colour, --no-colour (also --color), --unicode and --ascii.  Fails
%   for another option.
%
%   @throws bad_option(Message) for a clock that is not one.

common_option(seed(S), seed(S)) :-
    integer(S).
common_option(clock(Spec), clock(Spec)) :-
    (   catch(clock_spec(Spec, _, _), error(_, _), fail)
    ->  true
    ;   bad_option("--clock=MINUTES or --clock=MINUTES+SECONDS, not ~w", [Spec])
    ).
common_option(colour(B), colour(B)) :-
    boolean(B).
common_option(color(B), colour(B)) :-
    boolean(B).
common_option(unicode(B), pieces(P)) :-
    boolean(B),
    ( B == true -> P = unicode ; P = ascii ).
common_option(ascii(B), pieces(P)) :-
    boolean(B),
    ( B == true -> P = ascii ; P = unicode ).

boolean(true).
boolean(false).

main_player(_, human).
main_player(Game, Level) :-
    atom(Level),
    Game:game_levels(Levels),
    memberchk(Level-_, Levels).

check_fen(Game, Options) :-
    (   option(fen(Fen), Options)
    ->  catch(Game:game_text_position(Fen, _), Error, true),
        (   var(Error)
        ->  true
        ;   message_string(Error, Why),
            bad_option("--fen: not a position: ~w", [Why])
        )
    ;   true
    ).

%!  bad_option(+Format, +Args) is det.
%
%   Throws bad_option(Message), Message the option's error in words:
%   what the command line reports on standard error before its usage.

bad_option(Format, Args) :-
    format(string(Message), Format, Args),
    throw(bad_option(Message)).

usage(Game, Out) :-
    Game:game_name(Name),
    downcase_atom(Name, Lower),
    level_names(Game, LevelText),
    Game:game_start(Start),
    Game:game_position_text(Start, StartText),
    Game:game_sides(First, Second),
    side_name(First, FirstName),
    side_name(Second, SecondName),
    format(Out, "usage: swipl examples/start.pl --game=~w [OPTION...]~n~n", [Lower]),
    format(Out, "Plays ~w at the terminal; without options menus ask who plays.~n", [Name]),
    format(Out, "Options:~n~n", []),
    format(Out, "  --~w=PLAYER~t~20|who plays ~w (who moves first): human, or a~n",
           [First, FirstName]),
    format(Out, "~t~20|level: ~w~n", [LevelText]),
    format(Out, "  --~w=PLAYER~t~20|who plays ~w; with one of the two only, the~n",
           [Second, SecondName]),
    format(Out, "~t~20|other side is the computer if it names human,~n", []),
    format(Out, "~t~20|else you~n", []),
    format(Out, "  --level=LEVEL     the computer's level, no level menu~n", []),
    format(Out, "  --fen=TEXT        start from this position; the start is~n", []),
    format(Out, "                    ~w~n", [StartText]),
    format(Out, "  --max-moves=N     a game of two computers stops as a draw after N plies~n", []),
    common_options_usage(Out).

%!  common_options_usage(+Out) is det.
%
%   The last lines of the usage of every game of examples/start.pl:
%   the options they all take (clock, colours, pieces, seed, help).

common_options_usage(Out) :-
    format(Out, "  --clock=M[+S]     a clock: M minutes a side, S seconds more a move~n", []),
    format(Out, "  --colour, --no-colour~n", []),
    format(Out, "                    colours on or off (default: on a terminal with~n", []),
    format(Out, "                    TERM set, unless NO_COLOR is set)~n", []),
    format(Out, "  --unicode, --ascii~n", []),
    format(Out, "                    the pieces' characters (default: Unicode on a~n", []),
    format(Out, "                    UTF-8 terminal)~n", []),
    format(Out, "  --seed=N          seed the computer's random choices (an integer)~n", []),
    format(Out, "  --help            print this and stop~n", []).
