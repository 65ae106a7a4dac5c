:- module(damas_play_dialogue,
          [ prompt_line/3,              % +IO, +Prompt, -Line
            leave_unsaved_game/5,       % +IO, +Why, +Kind, :WriteOut, :Save
            undo_to_person/6            % :TakeBack, :PersonToMove, +S0, -S, +Plies0, -Plies
          ]).
:- use_module(menu, [read_answer/3]).

/** <module> What the terminal games' dialogues share

The pieces of the dialogue that the draughts game (library(damas/play))
and the session of the family's other games
(library(damas/play/session)) say alike, written once so that the two
cannot drift apart: the prompt that waits for a line, leaving a game
that is not saved, and how far undo goes back.  IO is the caller's
dict of streams and settings (keys in, out, echo, interactive).
*/

:- meta_predicate
    leave_unsaved_game(+, +, +, 0, 1),
    offer_save(+, 1),
    undo_to_person(2, 1, +, -, +, -).

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
