/*  Play draughts at the terminal: against the computer, against a friend
    at the same keyboard, or watch the computer play itself.

        swipl examples/start.pl                    (or: make play)
        swipl examples/start.pl --variant=russian --black=human --level=hard
        swipl examples/start.pl --white=easy --black=expert --clock=1+1
        swipl examples/start.pl --game=eximo       (or --game=gomoku)
        swipl examples/start.pl --help             (every option)

    Menus ask what the options do not say: which variant
    (docs/variants.md), who plays and how strong the computer is; then
    type moves (c3-d4 or 22-18, captures c3xe5 or 22x13) or help for the
    commands.  quit or the end of input (Ctrl-D) ends the session, and
    offers to save a game that is not saved.  The game itself is
    library(damas/play) (prolog/damas/play.pl); docs/terminal.md tells
    all of it.  The menu of variants also offers the family's other
    games, Eximo and Gomoku, which --game=eximo and --game=gomoku start
    at once, with the same commands (library(eximo/play),
    library(gomoku/play)).
*/
:- use_module('../prolog/damas').
:- use_module('../prolog/damas/play').
:- use_module('../prolog/eximo/play', [eximo_play_main/1]).  % Eximo joins the variant menu
:- use_module('../prolog/damas/play/session_main',
              [common_option/2, bad_option/2, common_options_usage/1]).
:- use_module('../prolog/damas/players', [current_player/1]).
:- use_module('../prolog/damas/kb', [shipped_variant/1]).
:- use_module('../prolog/damas/play/variant_file', [variant_argument/3, load_variant_file/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(option)).

:- use_module('../prolog/gomoku/play', [gomoku_play_main/1]).  % so does Gomoku
:- initialization(main, main).

%   games(?Games): the games start.pl plays, --game=NAME.

games([draughts, eximo, gomoku]).

%   --game=gomoku or --game=eximo starts that game at once with the
%   other options, that game's own (--game=eximo --help lists them);
%   without it the menu of variants also lists the other games.
main :-
    program_arguments(Argv),
    (   select(GameOption, Argv, Rest),
        atom_concat('--game=', Game, GameOption)
    ->  (   Game == gomoku
        ->  gomoku_play_main(Rest)
        ;   Game == eximo
        ->  eximo_play_main(Rest)
        ;   Game == draughts
        ->  draughts_main(Rest)
        ;   games(Games),
            atomic_list_concat(Games, ', ', GameText),
            format(user_error, "--game is one of ~w, not ~w~n", [GameText, Game]),
            halt(2)
        )
    ;   draughts_main(Argv)
    ).

%   swipl takes every argument that ends in .pl for a file to load, even
%   --variant=teacher_br.pl, and leaves it out of the flag argv: the
%   options are read from the whole command line (flag os_argv), after
%   this file's name, and no option is loaded as a file.

:- multifile user:prolog_load_file/2.

user:prolog_load_file(_:Spec, _) :-
    atom(Spec),
    sub_atom(Spec, 0, _, _, '--'),
    file_name_extension(_, pl, Spec).

program_arguments(Arguments) :-
    current_prolog_flag(os_argv, OsArgv),
    source_file(user:main, This),
    (   append(_, [Script|After], OsArgv),
        catch(absolute_file_name(Script, This, [file_type(prolog), file_errors(fail)]),
              _, fail)
    ->  (   After = ['--'|Arguments]
        ->  true
        ;   Arguments = After
        )
    ;   current_prolog_flag(argv, Arguments)
    ).

draughts_main(Argv) :-
    argv_options(Argv, Positional, Options0),
    (   memberchk(help(true), Options0)
    ->  usage(user_output)
    ;   Positional \== []
    ->  format(user_error, "start.pl takes no arguments but options: ~w~n", [Positional]),
        usage(user_error),
        halt(2)
    ;   catch(foldl(play_option, Options0, Options1, []), bad_option(Message), true),
        (   nonvar(Message)
        ->  format(user_error, "~w~n", [Message]),
            usage(user_error),
            halt(2)
        ;   check_fen(Options1, FenMessage),
            nonvar(FenMessage)
        ->  format(user_error, "~w~n", [FenMessage]),
            halt(2)
        ;   play(Options1)
        )
    ).

%   play_option(+Option, -Options, ?Tail)
%
%   The options of play/1 that a command-line option stands for; throws
%   bad_option(Message) for one that is unknown or has a wrong value.

play_option(Option0, [Option|T], T) :-
    common_option(Option0, Option),
    !.
play_option(variant(Text), [variant(Variant)|T], T) :-
    !,
    source_file(user:main, This),
    file_directory_name(This, Examples),
    catch(variant_argument(Text, Variant, [directories([Examples])]),
          error(Formal, context(_, Message)),
          bad_variant("--variant", Formal, Message)).
play_option(variant_file(File), [variant(Variant)|T], T) :-
    !,
    catch(load_variant_file(File, Variant), error(Formal, context(_, Message)),
          bad_variant("--variant-file", Formal, Message)).
play_option(white(Text), [white(Player)|T], T) :-
    !,
    player_text(white, Text, Player).
play_option(black(Text), [black(Player)|T], T) :-
    !,
    player_text(black, Text, Player).
play_option(level(Text), [level(Player)|T], T) :-
    !,
    player_text(level, Text, Player),
    (   Player == human
    ->  bad_option("--level names the computer's level, not human", [])
    ;   true
    ).
play_option(fen(Fen), [fen(Fen)|T], T) :-
    atomic(Fen),
    !.
play_option(notation(Notation), [notation(Notation)|T], T) :-
    memberchk(Notation, [algebraic, numeric]),
    !.
play_option(notation(Notation), _, _) :-
    !,
    bad_option("--notation is algebraic or numeric, not ~w", [Notation]).
play_option(Option, _, _) :-
    Option =.. [Name, Value],
    !,
    bad_option("unknown option or wrong value: --~w=~w", [Name, Value]).
play_option(Option, _, _) :-
    bad_option("unknown option: ~q", [Option]).

%   A variant name that names none is a wrong option (the usage
%   follows); a variant file with a mistake is said alone, the file and
%   the line first.

bad_variant(Option, Formal, Message) :-
    var(Message),
    !,
    format(string(Text), "~q", [Formal]),
    bad_variant(Option, Formal, Text).
bad_variant(Option, existence_error(damas_variant, _), Message) :-
    !,
    bad_option("~w: ~w", [Option, Message]).
bad_variant(Option, _, Message) :-
    format(user_error, "~w: the variant file does not load:~n~w~n", [Option, Message]),
    halt(2).

%   player_text(+Side, +Text, -Player)
%
%   `human`, a level's name (easy, medium, ...), or a player of
%   library(damas/players) written as a term (random, capture_first,
%   minimax(3), "search([time(0.5)])").

player_text(_, human, human) :-
    !.
player_text(_, Text, level(Text)) :-
    atom(Text),
    current_player(level(Text)),
    !.
player_text(_, Text, Player) :-
    catch(term_string(Player, Text), _, fail),
    ground(Player),
    catch(current_player(Player), _, fail),
    !.
player_text(Side, Text, _) :-
    findall(L, current_player(level(L)), Levels),
    atomic_list_concat(Levels, ', ', LevelText),
    bad_option("--~w: ~w is not a player: human, a level (~w), random, capture_first, minimax(N) or search(Options)",
               [Side, Text, LevelText]).

%   The FEN must be one of the variant's board before the game starts.

check_fen(Options, Message) :-
    (   option(fen(Fen), Options)
    ->  option(variant(Variant), Options, brazilian),
        catch(fen_position(Fen, _, [variant(Variant)]), Error, true),
        (   var(Error)
        ->  true
        ;   Error = error(_, context(_, Why)),
            ( atom(Why) ; string(Why) )
        ->  format(string(Message), "--fen: not a position of ~w: ~w", [Variant, Why])
        ;   format(string(Message), "--fen: not a position of ~w: ~q", [Variant, Error])
        )
    ;   true
    ).

usage(Out) :-
    findall(V, shipped_variant(V), Variants),
    atomic_list_concat(Variants, ', ', VariantText),
    findall(L, current_player(level(L)), Levels),
    atomic_list_concat(Levels, ', ', LevelText),
    games(Games),
    atomic_list_concat(Games, ', ', GameText),
    format(Out, "usage: swipl examples/start.pl [OPTION...]~n~n", []),
    format(Out, "Without options menus ask what to play.  Options:~n~n", []),
    format(Out, "  --game=GAME       the game, one of ~w: draughts~n", [GameText]),
    format(Out, "                    (the default) takes the options below; eximo~n", []),
    format(Out, "                    and gomoku (docs/eximo.md, docs/gomoku.md) take~n", []),
    format(Out, "                    theirs: --game=eximo --help lists them~n", []),
    format(Out, "  --variant=NAME    play this variant, no variant menu; one of~n", []),
    format(Out, "                    ~w~n", [VariantText]),
    format(Out, "                    (docs/variants.md tells their rules), or a variant~n", []),
    format(Out, "                    file of your own: --variant=teacher_br plays~n", []),
    format(Out, "                    teacher_br.pl (docs/rules.md, \"A variant of your own\")~n", []),
    format(Out, "  --variant-file=FILE~n", []),
    format(Out, "                    play the variant of this file~n", []),
    format(Out, "  --white=PLAYER    who plays White: human, a level (~w),~n", [LevelText]),
    format(Out, "  --black=PLAYER    random, capture_first or minimax(N); with one of~n", []),
    format(Out, "                    them only, the other side is the computer if it~n", []),
    format(Out, "                    names human, else you~n", []),
    format(Out, "  --level=LEVEL     the computer's level, no level menu~n", []),
    format(Out, "  --fen=FEN         start from this position (of --variant's board,~n", []),
    format(Out, "                    Brazilian without it), e.g. W:W21,22:B9,10~n", []),
    format(Out, "  --notation=N      algebraic (c3-d4, the default) or numeric (22-18)~n", []),
    common_options_usage(Out).

%   When standard output goes away (piped into head, say), stop quietly.

:- multifile user:message_hook/3.

user:message_hook(Message, error, _) :-
    % The error itself, or the error of main/0 that raised it.
    sub_term(Error, Message),
    nonvar(Error),
    Error = error(io_error(write, Stream), _),
    stream_property(Stream, alias(user_output)),
    halt(1).
