:- module(damas_play,
          [ play/0,
            play/1                      % +Options
          ]).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(predicate_options)).
:- use_module(play/session, [play_session/2]).
:- use_module(play/draughts, []).
% The engine's levels (level(easy) and so on), when the engine's search
% library, beside this file, is there.
:- if(( prolog_load_context(directory, Dir),
        directory_file_path(Dir, 'search.pl', Search),
        exists_file(Search) )).
:- use_module(search, []).
:- endif.

/** <module> Play draughts at the terminal

play/0 is the game behind `make play`: a person at a terminal plays
draughts (Brazilian, or any variant the library ships) against the
computer, against a friend at the same keyboard, or watches the
computer play itself.

The session starts with menus (which variant, who plays, and how
strong the computer is) unless options answer them, then shows the
board once a turn, from the side of the person who plays (`flip` turns
it round), with the last move marked: its path in brackets (on a
yellow ground in colour) and the pieces it took as `x`.  Each move is
written with its whole path and the pieces it took:

    White plays 12. e7xc5xe3xg1, taking the men on d6, d4 and f2

At the prompt the player types a move in either notation (`c3-d4` or
`22-18`, a capture `c3xe5` or `22x13`, or a capture's whole path
`c3xe5xc7`) or one of the commands that `help` lists: moves, hint,
history, undo, save FILE, load FILE, fen, board, flip, notation, draw,
resign, new, quit.  Every wrong entry is answered with a message and the
prompt again.

The session ends with `quit` or at the end of the input (Ctrl-D).  A
game with moves that was not saved is not lost: when the input is a
terminal, `quit` and Ctrl-D ask for a file to save it to (an empty
answer, or Ctrl-D again, leaves without saving); when it is not (a pipe
or a file, where no one answers, and where the next line must not be
taken for a file name), the game is written out in PDN after the
message that it is not saved.

An optional clock (option clock/1) gives each side a time for the game
and an increment per move.  The time of a move is taken when it is
played, so a side whose time ran out loses when it moves (the input is
read line by line: nothing interrupts a person who is typing).

Colours and Unicode pieces are used when the output is a terminal that
can show them (library(damas/play/board), terminal_style/3), plain ASCII
otherwise; options choose.

Everything is read line by line, so that the input may be a terminal or
a pipe; when the input is not a terminal each line read is echoed after
the prompt, so that a transcript reads as a dialogue.

The session is the one of every game of the family,
library(damas/play/session), which Eximo and Gomoku play on too; what is
draughts' own (the variants, the players, the notation, draw offers and
PDN) is library(damas/play/draughts).
*/

:- predicate_options(play/1, 1,
                     [ input(any),
                       output(any),
                       seed(integer),
                       white(any),
                       black(any),
                       level(any),
                       delay(number),
                       variant(atom),
                       fen(any),
                       notation(oneof([algebraic, numeric])),
                       clock(any),
                       colour(oneof([true, false, auto])),
                       pieces(oneof([ascii, unicode, auto])),
                       now(callable),
                       interactive(boolean)
                     ]).

:- meta_predicate
    play(:).


                 /*******************************
                 *           THE SESSION        *
                 *******************************/

%!  play is det.
%!  play(+Options) is det.
%
%   Runs an interactive session of games until `quit` or the end of the
%   input.  Options:
%
%     - input(+Stream), output(+Stream)
%       Where to read the player's lines and write the game; default
%       user_input and user_output.
%     - seed(+Integer)
%       Seed the random choices of the computer players, for a session
%       that can be repeated.
%     - white(+Player), black(+Player)
%       Who plays that side: `human`, the name of a level (`easy`,
%       `medium`, ...: level(Name) of library(damas/players)) or any
%       player of library(damas/players) (e.g. capture_first,
%       minimax(3)).  With both, no menu of players; with one, the other
%       side is the computer if this one is `human`, else a person.
%     - level(+Player)
%       The computer's level (a level name or a player, as above) for
%       the sides that no option names: no menu of levels.
%     - delay(+Seconds)
%       The pause after each move of the computer when the computer
%       plays itself; default 0.3 if the output is a terminal, else 0.
%     - variant(+Variant)
%       The variant to play (a shipped variant or a loaded knowledge
%       base); without it a menu offers the shipped variants,
%       Brazilian draughts the default (or Brazilian without a menu if
%       option fen/1 is given).
%     - fen(+Text)
%       The games start from this position (FEN of the variant's
%       board) instead of the variant's initial position.
%     - notation(+Notation)
%       How moves are shown: `algebraic` (c3-d4, the default) or
%       `numeric` (22-18).  The command `notation` changes it.
%     - clock(+Spec)
%       A clock: Spec is `Minutes` or `Minutes+Seconds`, the time of
%       each side for the game and the increment per move (as
%       clock_spec/3 of library(damas/play/clock) reads it, also from
%       the text `"5+3"`).  Default: no clock.
%     - colour(+When), pieces(+Kind)
%       ANSI colours (`true`, `false`, or `auto`, the default: when
%       the output is a terminal with TERM set and NO_COLOR not set)
%       and the pieces' characters (`ascii`, `unicode`, or `auto`, the
%       default: Unicode on a terminal that writes UTF-8).
%     - now(:Goal)
%       call(Goal, Seconds) gives the time for the clock; default
%       get_time/1.  Tests give a clock of their own.
%     - interactive(+Boolean)
%       Whether a person answers at the input; default `true` when the
%       input is a terminal.  Only then does leaving a game that is not
%       saved ask for a file; else the game is written out in PDN.
%
%   @error domain_error(clock, Spec), domain_error(notation, N) and
%   the errors of fen_position/3 and initial_position/2 for wrong
%   options, before anything is shown.

play :-
    play([]).

play(Module:Options) :-
    must_be(list, Options),
    (   selectchk(now(Now), Options, Options1)
    ->  Options2 = [now(Module:Now)|Options1]
    ;   Options2 = Options
    ),
    play_session(damas_play_draughts, Options2).
