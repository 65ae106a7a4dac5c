:- module(damas_play_dialogue,
          [ terminal_options/7,         % +Options, -In, -Out, -Seed, -Delay, -Echo, -Interactive
            display_style/4,            % +Out, +Options, -Colour, -Pieces
            say_goodbye/2,              % +Out, +Why
            prompt_line/3,              % +IO, +Prompt, -Line
            entry/5,                    % +Module, +IO, +State0, +Line, -State
            described_command/5,        % +Words, :Own, ?Word, ?Usage, ?Text
            list_commands/3,            % +Out, +Module, +IO
            say_taken_back/2,           % +Out, +Plies
            say_history/2,              % +Out, +Lines
            save_command/3,             % +IO, +File, :Save
            person_resigning/3,         % :IsHuman, +ToMove, -Side
            leave_unsaved_game/5,       % +IO, +Why, +Kind, :WriteOut, :Save
            undo_to_person/6            % :TakeBack, :PersonToMove, +S0, -S, +Plies0, -Plies
          ]).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module(board, [terminal_style/3]).
:- use_module(errors, [message_string/2]).
:- use_module(menu, [read_answer/3, command_word/3]).

/** <module> What the terminal games' dialogues share

The pieces of the dialogue of the terminal session
(library(damas/play/session)) that are not a game's: the options every
game reads, the prompt that waits for a line, the commands every game
has, leaving a game that is not saved, and how far undo goes back.  IO is the caller's
dict of streams and settings (keys in, out, echo, interactive).
*/

:- meta_predicate
    leave_unsaved_game(+, +, +, 0, 1),
    offer_save(+, 1),
    save_command(+, +, 1),
    described_command(+, 3, ?, ?, ?),
    person_resigning(1, +, -),
    undo_to_person(2, 1, +, -, +, -).

%!  terminal_options(+Options, -In, -Out, -Seed, -Delay, -Echo, -Interactive) is det.
%
%   The options both games read alike, checked in this order: the
%   streams In and Out (options input/1, output/1; default user_input
%   and user_output); Seed from option seed/1, which seeds the random
%   generator (unbound without the option); Delay, the pause after a
%   move of the computer (option delay/1; default 0.3 when Out is a
%   terminal, else 0); Echo, `true` unless In is a terminal (the game
%   then shows what it read); Interactive, whether a person answers
%   (option interactive/1; default: In is a terminal).
%
%   @error type_error or domain_error for a wrong option value.

terminal_options(Options, In, Out, Seed, Delay, Echo, Interactive) :-
    must_be(list, Options),
    option(input(In), Options, user_input),
    option(output(Out), Options, user_output),
    (   option(seed(Seed), Options)
    ->  must_be(integer, Seed),
        set_random(seed(Seed))
    ;   true
    ),
    (   option(delay(Delay), Options)
    ->  must_be(nonneg, Delay)
    ;   stream_property(Out, tty(true))
    ->  Delay = 0.3
    ;   Delay = 0
    ),
    (   stream_property(In, tty(true))
    ->  Echo = false,
        Terminal = true
    ;   Echo = true,
        Terminal = false
    ),
    option(interactive(Interactive), Options, Terminal),
    must_be(boolean, Interactive).

%!  display_style(+Out, +Options, -Colour, -Pieces) is det.
%
%   Colour (`true` or `false`) and Pieces (`ascii` or `unicode`) from
%   options colour/1 and pieces/1, or what the terminal Out can show
%   when they are `auto` (the default).
%
%   @error domain_error for another value.

display_style(Out, Options, Colour, Pieces) :-
    terminal_style(Out, Colour0, Pieces0),
    option(colour(Colour1), Options, auto),
    must_be(oneof([true, false, auto]), Colour1),
    (   Colour1 == auto
    ->  Colour = Colour0
    ;   Colour = Colour1
    ),
    option(pieces(Pieces1), Options, auto),
    must_be(oneof([ascii, unicode, auto]), Pieces1),
    (   Pieces1 == auto
    ->  Pieces = Pieces0
    ;   Pieces = Pieces1
    ).

%!  say_goodbye(+Out, +Why) is det.
%
%   The last words of a session that ends with Why, `end_of_input` or
%   `quit`.

say_goodbye(Out, end_of_input) :-
    format(Out, "~nEnd of input: goodbye.~n", []),
    flush_output(Out).
say_goodbye(Out, quit) :-
    format(Out, "Goodbye.~n", []),
    flush_output(Out).

%!  prompt_line(+IO, +Prompt, -Line) is det.
%
%   Line is the first line that is not empty the person types after
%   Prompt.

prompt_line(IO, Prompt, Line) :-
    read_answer(IO, Prompt, Line0),
    (   Line0 == ""
    ->  prompt_line(IO, Prompt, Line)
    ;   Line = Line0
    ).

%!  entry(+Module, +IO, +State0, +Line, -State) is det.
%
%   Acts on a line the person typed: a command of Module (its
%   command(+IO, ?Word, ?Usage, ?Text) names them, command(+Word,
%   +Argument, +IO, +State0, -State) does one; exit and bye are quit),
%   else a move
%   (Module's human_move(+IO, +State0, +Line, -State)).  Whatever goes
%   wrong is said, and the game goes on as it was; a damas_play(Stop)
%   ball goes up.

entry(Module, IO, State0, Line, State) :-
    catch(command_or_move(Module, IO, State0, Line, State1), Error, true),
    (   var(Error)
    ->  State = State1
    ;   Error = damas_play(_)
    ->  throw(Error)
    ;   message_string(Error, Message),
        format(IO.out, "Sorry, that went wrong: ~w~nThe game goes on.~n", [Message]),
        State = State0
    ).

command_or_move(Module, IO, State0, Line, State) :-
    command_word(Line, Word, Argument),
    (   Module:command(IO, Word, _, _)
    ->  Module:command(Word, Argument, IO, State0, State)
    ;   memberchk(Word, [exit, bye])
    ->  Module:command(quit, Argument, IO, State0, State)
    ;   Module:human_move(IO, State0, Line, State)
    ).

%!  described_command(+Words, :Own, ?Word, ?Usage, ?Text) is nondet.
%
%   Word is one of the commands Words of a game, in their order, as
%   help describes it: Usage how to type it, Text what it does.  The
%   game's call(Own, Word, Usage, Text) describes the commands that
%   are its own; the commands every terminal game has are described
%   here.

described_command(Words, Own, Word, Usage, Text) :-
    member(Word, Words),
    (   call(Own, Word, Usage0, Text0)
    ->  Usage = Usage0,
        Text = Text0
    ;   common_command(Word, Usage, Text)
    ).

%!  list_commands(+Out, +Module, +IO) is det.
%
%   The table of the commands of Module (its command(+IO, ?Word, ?Usage,
%   ?Text)) that help shows.

list_commands(Out, Module, IO) :-
    forall(Module:command(IO, _, Usage, Text),
           format(Out, "  ~w~t~32|~w~n", [Usage, Text])).

%   The commands every terminal game has.

common_command(help, "help", "this list").
common_command(moves, "moves", "the legal moves").
common_command(hint, "hint", "a move the computer suggests").
common_command(history, "history", "the moves of the game so far").
common_command(undo, "undo", "take back your last move (and the computer's reply)").
common_command(board, "board", "show the board again").
common_command(flip, "flip", "turn the board round").
common_command(resign, "resign", "give up the game").
common_command(new, "new", "start a new game").
common_command(quit, "quit", "leave (offers to save the game)").

%!  say_taken_back(+Out, +Plies) is det.
%
%   Says that undo took back Plies (1 or more) moves.

say_taken_back(Out, Plies) :-
    (   Plies =:= 1
    ->  format(Out, "Took back 1 move.~n~n", [])
    ;   format(Out, "Took back ~d moves.~n~n", [Plies])
    ).

%!  say_history(+Out, +Lines) is det.
%
%   The answer to `history`: the lines of the moves, or that there is
%   none yet.

say_history(Out, Lines) :-
    (   Lines == []
    ->  format(Out, "No move yet.~n", [])
    ;   forall(member(Line, Lines), format(Out, "~w~n", [Line]))
    ).

%!  save_command(+IO, +File, :Save) is semidet.
%
%   The command `save FILE`: call(Save, File) saves the game (semidet,
%   saying why it fails).  Without a file name, says how to use it and
%   fails.

save_command(IO, File, Save) :-
    (   File == ''
    ->  format(IO.out, "Usage: save FILE~n", []),
        fail
    ;   call(Save, File)
    ).

%!  person_resigning(:IsHuman, +ToMove, -Side) is det.
%
%   The side that resigns: ToMove, the side to move, if a person plays
%   it, else a side a person plays (call(IsHuman, Side)); ToMove when
%   no person plays.

person_resigning(IsHuman, ToMove, Side) :-
    (   call(IsHuman, ToMove)
    ->  Side = ToMove
    ;   call(IsHuman, Side)
    ->  true
    ;   Side = ToMove
    ).

%!  leave_unsaved_game(+IO, +Why, +Kind, :WriteOut, :Save) is det.
%
%   The session stops (Why `quit` or `end_of_input`) in a game that is
%   not saved: it is offered to be saved, call(Save, File) saving it
%   (semidet: it says why it fails).  With no one to answer (IO's
%   interactive is `false`) the game is written out by WriteOut
%   instead, so that a transcript keeps it, and the next line of a
%   script is never taken for a file name; Kind ("" or " in PDN") says
%   what comes.

leave_unsaved_game(IO, Why, Kind, WriteOut, Save) :-
    (   IO.interactive == false
    ->  (   Why == end_of_input
        ->  format(IO.out, "~nThe input ended and the game is not saved; here it is~w:~n~n",
                   [Kind])
        ;   format(IO.out, "The game is not saved; here it is~w:~n~n", [Kind])
        ),
        call(WriteOut),
        (   Why == quit
        ->  nl(IO.out)
        ;   true
        )
    ;   Why == end_of_input
    ->  nl(IO.out),
        catch(offer_save(IO, Save), damas_play(_), not_saved(IO))
    ;   catch(offer_save(IO, Save), damas_play(_), not_saved(IO))
    ).

offer_save(IO, Save) :-
    read_answer(IO, "The game is not saved. Save it to which file? (Enter: do not save) ",
                Answer),
    (   memberchk(Answer, ["", "n", "no"])
    ->  not_saved(IO)
    ;   atom_string(File, Answer),
        (   call(Save, File)
        ->  true
        ;   offer_save(IO, Save)
        )
    ).

not_saved(IO) :-
    format(IO.out, "~nThe game was not saved.~n", []).

%!  undo_to_person(:TakeBack, :PersonToMove, +S0, -S, +Plies0, -Plies) is det.
%
%   Takes back moves (call(TakeBack, S0, S1), semidet) until one made
%   by a person is taken back: call(PersonToMove, S1) succeeds when a
%   person is to move in S1.  Plies0 plus the number taken back is
%   Plies; none (Plies 0) if no person has moved.

undo_to_person(TakeBack, PersonToMove, S0, S, Plies0, Plies) :-
    (   call(TakeBack, S0, S1)
    ->  Plies1 is Plies0 + 1,
        (   call(PersonToMove, S1)
        ->  S = S1,
            Plies = Plies1
        ;   undo_to_person(TakeBack, PersonToMove, S1, S, Plies1, Plies)
        )
    ;   S = S0,
        Plies = 0
    ).
