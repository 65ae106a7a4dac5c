:- module(damas_play,
          [ play/0,
            play/1                      % +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module(library(predicate_options)).
:- use_module('../damas').
:- use_module(game).
:- use_module(pdn).
:- use_module(players).
:- use_module(kb, [shipped_variant/1, variant_rule/3]).
:- use_module(utf8_input).
% The engine's levels (level(easy) and so on), when the engine's search
% library, beside this file, is there.
:- if(( prolog_load_context(directory, Dir),
        directory_file_path(Dir, 'search.pl', Search),
        exists_file(Search) )).
:- use_module(search, []).
:- endif.

/** <module> Play draughts at the terminal

play/0 is the game behind `make play`: a person at a terminal plays
draughts (Brazilian, or another variant the library ships) against the
computer, against a friend at the same keyboard, or watches the
computer play itself.

The session starts with menus (which variant, who plays, and how
strong the computer is), then shows the board after every move together with the
move just played.  At the prompt the player types a move in either
notation (`c3-d4` or `22-18`, a capture `c3xe5` or `22x13`, or a
capture's whole path `c3xe5xc7`) or one of the commands that `help`
lists: moves, hint, undo, save FILE, load FILE, fen, draw, resign,
notation, board, new, quit.  Every wrong entry is answered with a
message and the prompt again.  The session ends with `quit` or at the
end of the input (Ctrl-D); games are saved in PDN with `save FILE`
(library(damas/pdn)).

Everything is read line by line, so that the input may be a terminal or
a pipe; when the input is not a terminal each line read is echoed after
the prompt, so that a transcript reads as a dialogue.
*/

:- predicate_options(play/1, 1,
                     [ input(any),
                       output(any),
                       seed(integer),
                       white(any),
                       black(any),
                       delay(number),
                       variant(atom)
                     ]).


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
%       With both, no menu: each is `human` or a player of
%       library(damas/players) (e.g. level(easy), capture_first).
%     - delay(+Seconds)
%       The pause after each move of the computer when the computer
%       plays itself; default 0.3 if the output is a terminal, else 0.
%     - variant(+Variant)
%       The variant to play (a shipped variant or a loaded knowledge
%       base); without it a menu offers the shipped variants,
%       Brazilian draughts the default.

play :-
    play([]).

play(Options) :-
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
    ->  Echo = false
    ;   Echo = true
    ),
    (   option(variant(Variant), Options)
    ->  initial_position(Variant, _)        % checks it before the session
    ;   true
    ),
    IO = io(In, Out, Echo, Delay),
    format(Out, "Draughts (damas)~n", []),
    % No "|: " of the toplevel before a read from a terminal: the game
    % writes its own prompts.
    setup_call_cleanup(prompt(Old, ''),
                       catch(sessions(IO, Options), damas_play(Stop), true),
                       prompt(_, Old)),
    goodbye(Stop, Out).

goodbye(end_of_input, Out) :-
    format(Out, "~nEnd of input: goodbye.~n", []),
    flush_output(Out).
goodbye(quit, Out) :-
    format(Out, "Goodbye.~n", []),
    flush_output(Out).

sessions(IO, Options) :-
    (   option(variant(Variant), Options)
    ->  true
    ;   choose_variant(IO, Variant)
    ),
    (   option(white(White), Options),
        option(black(Black), Options)
    ->  Players = players(White, Black)
    ;   choose_players(IO, Players)
    ),
    players_game(Players, Variant, Game),
    State = state(Players, algebraic, Game),
    show_start(IO, State),
    turn(IO, State).

%   A new game, its tags saying who plays.

players_game(players(White, Black), Variant, Game) :-
    get_time(Now),
    format_time(string(Date), "%Y.%m.%d", Now),
    player_tag(White, WhiteName),
    player_tag(Black, BlackName),
    new_game([variant(Variant),
              tags(['Event'-"Casual game", 'Date'-Date,
                    'White'-WhiteName, 'Black'-BlackName])], Game).

player_tag(human, "Human") :-
    !.
player_tag(Player, Name) :-
    format(string(Name), "Computer (~q)", [Player]).

%   The state of a session: state(Players, Notation, Game), Players
%   players(White, Black), each `human` or the player term of a
%   computer player (library(damas/players)), Notation how moves are
%   shown (algebraic or numeric), Game the game term.

state_game(state(_, _, Game), Game).
state_notation(state(_, Notation, _), Notation).

set_game(state(Players, Notation, _), Game, state(Players, Notation, Game)).

side_player(state(players(White, _), _, _), white, White).
side_player(state(players(_, Black), _, _), black, Black).

is_human(State, Side) :-
    side_player(State, Side, human).


                 /*******************************
                 *            THE MENU          *
                 *******************************/

choose_variant(IO, Variant) :-
    IO = io(_, Out, _, _),
    findall(V, shipped_variant(V), Variants),
    format(Out, "~nWhich draughts?~n", []),
    forall(nth1(N, Variants, V),
           format(Out, "  ~d. ~w~n", [N, V])),
    length(Variants, Count),
    ask_number(IO, "Your choice", 1, Count, 1, Choice),
    nth1(Choice, Variants, Variant).

choose_players(IO, Players) :-
    IO = io(_, Out, _, _),
    format(Out, "~nWho plays?~n", []),
    forall(mode(N, Text, _),
           format(Out, "  ~d. ~w~n", [N, Text])),
    ask_number(IO, "Your choice", 1, 4, 1, Mode),
    mode(Mode, _, Sides),
    mode_players(IO, Sides, Players).

mode(1, "you (White) against the computer", [human, computer]).
mode(2, "you (Black) against the computer", [computer, human]).
mode(3, "two players at this terminal", [human, human]).
mode(4, "the computer against itself", [computer, computer]).

mode_players(IO, [White0, Black0], players(White, Black)) :-
    (   White0 == computer, Black0 == computer
    ->  choose_level(IO, "White", White),
        choose_level(IO, "Black", Black)
    ;   side_choice(IO, White0, White),
        side_choice(IO, Black0, Black)
    ).

side_choice(_, human, human).
side_choice(IO, computer, Player) :-
    choose_level(IO, "the computer", Player).

choose_level(IO, Whose, Player) :-
    IO = io(_, Out, _, _),
    levels(Levels),
    format(Out, "~nLevel of ~w:~n", [Whose]),
    forall(nth1(N, Levels, Name-Player1),
           ( player_text(Player1, Text),
             format(Out, "  ~d. ~w~t~14|~w~n", [N, Name, Text])
           )),
    length(Levels, Count),
    default_level(Levels, Default),
    ask_number(IO, "Your choice", 1, Count, Default, Choice),
    nth1(Choice, Levels, _-Player).

%   levels(-Levels) is det.
%
%   The computer players on offer, Name-Player, weakest first: `random`,
%   then the engine's levels if library(damas/search) gives any, else
%   the players of library(damas/players) that stand in for them.

levels([random-random|Levels]) :-
    findall(Level-Player,
            ( current_player(Player),           % Player unbound: enumerates
              Player = level(Level),
              atom(Level)
            ),
            Levels0),
    (   Levels0 = [_|_]
    ->  Levels = Levels0
    ;   Levels = [ easy-capture_first,
                   medium-minimax(2),
                   hard-minimax(4)
                 ]
    ).

default_level(Levels, Default) :-
    (   nth1(Default, Levels, medium-_)
    ->  true
    ;   Default = 2
    ).

player_text(Player, Text) :-
    (   catch(player_description(Player, Text0), _, fail)
    ->  Text = Text0
    ;   format(string(Text), "~q", [Player])
    ).

%   ask_number(+IO, +Question, +Low, +High, +Default, -N)
%
%   Asks until the answer is a number from Low to High; an empty answer
%   is Default.

ask_number(IO, Question, Low, High, Default, N) :-
    IO = io(_, Out, _, _),
    format(string(Prompt), "~w [~d]: ", [Question, Default]),
    read_answer(IO, Prompt, Line),
    (   Line == ""
    ->  N = Default
    ;   command_word(Line, Word, _),
        memberchk(Word, [quit, exit])
    ->  throw(damas_play(quit))
    ;   short_integer_string(Line, N0),
        between(Low, High, N0)
    ->  N = N0
    ;   format(Out, "Please answer with a number from ~d to ~d.~n", [Low, High]),
        ask_number(IO, Question, Low, High, Default, N)
    ).

%   read_answer(+IO, +Prompt, -Line) is det.
%
%   Line is the next line of input, white space removed at both ends;
%   at the end of the input the session stops.  A line that is not
%   valid UTF-8 is answered and asked again.

read_answer(IO, Prompt, Line) :-
    IO = io(In, Out, Echo, _),
    format(Out, "~w", [Prompt]),
    flush_output(Out),
    read_utf8_line(In, Line0),
    (   Line0 == end_of_file
    ->  throw(damas_play(end_of_input))
    ;   Line0 = invalid_utf8(Bytes)
    ->  bytes_text(Bytes, Shown),
        (   Echo == true
        ->  format(Out, "~w~n", [Shown])
        ;   true
        ),
        format(Out, "That line is not valid UTF-8 text (~w); please type it again.~n",
               [Shown]),
        read_answer(IO, Prompt, Line)
    ;   sub_string(Line0, _, _, _, "\u0000")
    ->  % split_string/4 takes a NUL character for a separator and a pad
        % character whatever its arguments say: the line would fall apart.
        (   Echo == true
        ->  format(Out, "~n", [])
        ;   true
        ),
        format(Out, "That line holds a NUL character; please type it again.~n", []),
        read_answer(IO, Prompt, Line)
    ;   split_string(Line0, "", " \t\r\n", [Line]),
        (   Echo == true
        ->  format(Out, "~w~n", [Line])
        ;   true
        )
    ).


                 /*******************************
                 *            THE TURNS         *
                 *******************************/

show_start(IO, State) :-
    IO = io(_, Out, _, _),
    state_game(State, Game),
    game_position(Game, Position),
    format(Out, "~nType help for the commands.~n~n", []),
    print_board(Out, Position).

%   turn(+IO, +State)
%
%   One turn of the session: the end of the game, the computer's move,
%   or the prompt for a person's move or command.

turn(IO, State) :-
    state_game(State, Game),
    game_position(Game, Position),
    side_to_move(Position, Side),
    (   game_over(Game, _)
    ->  prompt_line(IO, State, "Game over (type new, undo, save FILE or quit)> ", Line),
        entry(IO, State, Line, State1)
    ;   side_player(State, Side, Player),
        Player \== human
    ->  computer_plays(IO, State, Player, State1)
    ;   game_move_number(Game, Number),
        side_name(Side, Name),
        (   State = state(players(human, human), _, _)
        ->  format(string(Prompt), "~w, move ~d> ", [Name, Number])
        ;   format(string(Prompt), "~w (you), move ~d> ", [Name, Number])
        ),
        prompt_line(IO, State, Prompt, Line),
        entry(IO, State, Line, State1)
    ),
    turn(IO, State1).

prompt_line(IO, State, Prompt, Line) :-
    read_answer(IO, Prompt, Line0),
    (   Line0 == ""
    ->  prompt_line(IO, State, Prompt, Line)
    ;   Line = Line0
    ).

%   entry(+IO, +State0, +Line, -State)
%
%   Acts on a line the person typed.  Whatever goes wrong is said, and
%   the game goes on as it was.

entry(IO, State0, Line, State) :-
    catch(entry_(IO, State0, Line, State1), Error, true),
    (   var(Error)
    ->  State = State1
    ;   Error = damas_play(_)
    ->  throw(Error)
    ;   IO = io(_, Out, _, _),
        message_string(Error, Message),
        format(Out, "Sorry, that went wrong: ~w~nThe game goes on.~n", [Message]),
        State = State0
    ).

entry_(IO, State0, Line, State) :-
    command_word(Line, Word, Argument),
    (   command(Word, _, _)
    ->  command(Word, Argument, IO, State0, State)
    ;   human_move(IO, State0, Line, State)
    ).

command_word(Line, Word, Argument) :-
    split_string(Line, " \t", " \t", [First|Rest]),
    string_lower(First, Lower),
    atom_string(Word, Lower),
    atomic_list_concat(Rest, ' ', Argument0),
    normalize_space(atom(Argument), Argument0).

%   computer_plays(+IO, +State0, +Player, -State)

computer_plays(IO, State0, Player, State) :-
    IO = io(_, Out, _, Delay),
    state_game(State0, Game0),
    game_position(Game0, Position),
    computer_move(Out, Player, Position, Move),
    play_and_show(IO, State0, Move, computer, State),
    (   Delay > 0,
        State = state(players(W, B), _, _),
        W \== human, B \== human
    ->  sleep(Delay)
    ;   true
    ).

%   computer_move(+Out, +Player, +Position, -Move) is det.
%
%   The move of Player; capture_first stands in should Player fail or
%   raise an error (a player not available yet).

computer_move(Out, Player, Position, Move) :-
    catch(player_move(Player, Position, Move0), Error, true),
    (   var(Error),
        nonvar(Move0)
    ->  Move = Move0
    ;   (   nonvar(Error)
        ->  message_string(Error, Message)
        ;   Message = "no move"
        ),
        format(Out, "(the player ~q is not available (~w): capture_first plays instead)~n",
               [Player, Message]),
        player_move(capture_first, Position, Move)
    ).

human_move(IO, State0, Text, State) :-
    IO = io(_, Out, _, _),
    state_game(State0, Game0),
    game_position(Game0, Position),
    catch(game_play(Game0, Text, _), Error, true),
    (   var(Error)
    ->  play_and_show(IO, State0, Text, human, State)
    ;   move_error_lines(Position, State0, Text, Error, Lines),
        forall(member(L, Lines), format(Out, "~w~n", [L])),
        State = State0
    ).

%   play_and_show(+IO, +State0, +Move, +Who, -State)
%
%   Plays Move, then shows it, the board, and the result if that ends
%   the game.

play_and_show(IO, State0, Move, Who, State) :-
    IO = io(_, Out, _, _),
    state_game(State0, Game0),
    game_position(Game0, Position),
    game_move_number(Game0, Number),
    side_to_move(Position, Side),
    game_play(Game0, Move, Game),
    game_moves(Game, Moves),
    last(Moves, Played),
    state_notation(State0, Notation),
    move_text(Position, Played, Text, [notation(Notation)]),
    side_name(Side, Name),
    (   Side == white
    ->  Numbered = "~d."
    ;   Numbered = "~d..."
    ),
    format(string(NumberText), Numbered, [Number]),
    (   Who == computer,
        is_human(State0, _)
    ->  Suffix = " (computer)"
    ;   Suffix = ""
    ),
    format(Out, "~n~w~w plays ~w ~w~n", [Name, Suffix, NumberText, Text]),
    set_game(State0, Game, State),
    game_position(Game, Next),
    print_board(Out, Next),
    announce_result(Out, Game).

announce_result(Out, Game) :-
    (   game_over(Game, result(Outcome, Reason))
    ->  game_start(Game, Start),
        result_sentence(Outcome, Reason, Start, Sentence),
        format(Out, "~nGame over: ~w~n", [Sentence])
    ;   true
    ).

result_sentence(win(Side), Reason, Start, Sentence) :-
    side_name(Side, Name),
    opponent(Side, Loser),
    side_name(Loser, LoserName),
    win_reason(Reason, LoserName, Start, Why),
    format(string(Sentence), "~w wins: ~w.", [Name, Why]).
result_sentence(draw, Reason, Start, Sentence) :-
    draw_reason(Reason, Start, Why),
    format(string(Sentence), "a draw: ~w.", [Why]).

win_reason(no_legal_move, Loser, _, Why) :-
    format(string(Why), "~w has no legal move", [Loser]).
win_reason(resignation, Loser, _, Why) :-
    format(string(Why), "~w resigned", [Loser]).

draw_reason(agreement, _, "agreed by the players").
draw_reason(repetition, Start, Why) :-
    rule_count(Start, draw_repetition, N),
    format(string(Why), "the same position for the ~w time", [N]).
draw_reason(kings_only_moves, Start, Why) :-
    rule_count(Start, draw_kings_only_moves, N),
    format(string(Why),
           "~w moves by each side with kings only and no capture", [N]).
draw_reason(three_kings_against_one, Start, Why) :-
    rule_count(Start, draw_three_kings_against_one, N),
    format(string(Why),
           "three kings against one, not won in ~w moves", [N]).

rule_count(Start, Name, N) :-
    arg(1, Start, Variant),
    variant_rule(Variant, Name, N0),
    (   Name == draw_repetition
    ->  ordinal(N0, N)
    ;   N = N0
    ).

ordinal(1, first) :- !.
ordinal(2, second) :- !.
ordinal(3, third) :- !.
ordinal(N, Text) :-
    format(atom(Text), "~dth", [N]).


                 /*******************************
                 *       WRONG MOVES, IN WORDS  *
                 *******************************/

%   move_error_lines(+Position, +State, +Text, +Error, -Lines) is det.
%
%   Lines (strings) tell the person why the move Text was refused.

move_error_lines(_, _, Text, error(syntax_error(move_text(_)), _), [Line1, Line2]) :-
    !,
    format(string(Line1), "I cannot read \"~w\" as a move or a command.", [Text]),
    Line2 = "Type a move such as c3-d4 or 22-18 (captures c3xe5 or 22x13), or help.".
move_error_lines(_, _, _, error(domain_error(square, Square), _), [Line]) :-
    !,
    format(string(Line), "There is no square ~w on the board.", [Square]).
move_error_lines(_, _, _, error(domain_error(dark_square, Square), _), [Line]) :-
    !,
    format(string(Line),
           "~w is a light square: the pieces stand on the dark squares only.",
           [Square]).
move_error_lines(_, _, Text, error(domain_error(unambiguous_move, _),
                                   context(_, candidates(Paths))), [Line1, Line2]) :-
    !,
    format(string(Line1),
           "~w is ambiguous: more than one capture goes that way.", [Text]),
    atomic_list_concat(Paths, ' or ', Alternatives),
    format(string(Line2), "Write the whole path: ~w.", [Alternatives]).
move_error_lines(Position, State, Text, error(domain_error(legal_move, _), context(_, Why)),
                 Lines) :-
    !,
    illegal_move_lines(Position, State, Text, Why, Lines).
move_error_lines(_, _, _, error(permission_error(play, finished_game, _), _),
                 ["The game is over: type new for another game, or undo."]) :-
    !.
move_error_lines(_, _, Text, Error, [Line]) :-
    message_string(Error, Message),
    format(string(Line), "~w: ~w", [Text, Message]).

illegal_move_lines(Position, State, Text, Why, Lines) :-
    side_to_move(Position, Side),
    (   text_from_square(Text, Square0),
        catch(piece_at(Position, Square0, Piece0), error(_, _), fail)
    ->  Square = Square0,
        Piece = Piece0
    ;   Square = none,
        Piece = unknown
    ),
    illegal_lines(Piece, Square, Side, Position, State, Text, Why, Lines).

illegal_lines(Piece, Square, Side, _, _, _, _, [Line]) :-
    piece_side(Piece, Owner),
    Owner \== Side,
    !,
    side_name(Side, Name),
    piece_name(Piece, PieceName),
    format(string(Line), "Not your piece: ~w holds ~w. You play ~w.",
           [Square, PieceName, Name]).
illegal_lines(empty, Square, _, _, _, _, _, [Line]) :-
    !,
    format(string(Line), "There is no piece on ~w.", [Square]).
illegal_lines(_, _, _, Position, State, _, _, [Line1, Line2]) :-
    legal_moves(Position, [First|Moves]),
    move_is_capture(First),
    !,
    state_notation(State, Notation),
    maplist(legal_text(Position, Notation), [First|Moves], Texts),
    move_captures(First, Captured),
    length(Captured, Count),
    (   Count =:= 1
    ->  Line1 = "A capture is mandatory."
    ;   format(string(Line1),
               "A capture is mandatory, of the most pieces: ~d.", [Count])
    ),
    atomic_list_concat(Texts, ', ', List),
    format(string(Line2), "Your captures: ~w.", [List]).
illegal_lines(_, _, _, _, _, Text, Why, [Line1, Line2]) :-
    format(string(Line1), "No such move: ~w (~w).", [Text, Why]),
    Line2 = "Type moves for the list of legal moves.".

piece_side(man(Side), Side).
piece_side(king(Side), Side).

piece_name(man(Side), Name) :-
    side_name(Side, Side1),
    format(string(Name), "a ~w man", [Side1]).
piece_name(king(Side), Name) :-
    side_name(Side, Side1),
    format(string(Name), "a ~w king", [Side1]).

%   text_from_square(+Text, -Square) is semidet.
%
%   Square is the first square of the move text Text, as written: a
%   number, or an algebraic name in lower case.

text_from_square(Text, Square) :-
    split_string(Text, "-xX", " ", [First|_]),
    First \== "",
    (   short_integer_string(First, Square0)
    ->  Square = Square0
    ;   string_lower(First, Lower),
        atom_string(Square, Lower)
    ).

%   short_integer_string(+String, -N) is semidet.
%
%   N is the integer String (of at most 30 characters) holds.  Longer
%   text is no answer to any question here, and number_string/2 takes
%   time quadratic in the number of digits.

short_integer_string(String, N) :-
    string_length(String, Length),
    Length =< 30,
    catch(number_string(N, String), error(_, _), fail),
    integer(N).

legal_text(Position, Notation, Move, Text) :-
    move_text(Position, Move, Text, [notation(Notation)]).

side_name(white, "White").
side_name(black, "Black").

opponent(white, black).
opponent(black, white).

%   message_string(+Term, -String): the message print_message/2 would
%   print for Term, on one line.

message_string(Term, String) :-
    (   catch('$messages':translate_message(Term, Lines, []), _, fail)
    ->  with_output_to(string(String0),
                       print_message_lines(current_output, '', Lines)),
        normalize_space(string(String), String0)
    ;   format(string(String), "~q", [Term])
    ).


                 /*******************************
                 *           COMMANDS           *
                 *******************************/

%   command(?Word, ?Usage, ?Text): the commands, for help.

command(help, "help", "this list").
command(moves, "moves", "the legal moves").
command(hint, "hint", "a move the computer suggests").
command(undo, "undo", "take back your last move (and the computer's reply)").
command(save, "save FILE", "save the game to FILE in PDN").
command(load, "load FILE", "load the first game of the PDN file FILE").
command(fen, "fen", "the position in FEN").
command(board, "board", "show the board again").
command(notation, "notation [algebraic|numeric]", "how moves are shown").
command(draw, "draw", "offer a draw").
command(resign, "resign", "give up the game").
command(new, "new", "start a new game").
command(quit, "quit", "leave").

%   command(+Word, +Argument, +IO, +State0, -State)

command(help, _, io(_, Out, _, _), State, State) :-
    format(Out, "Type a move, in numbers or letters: 22-18 or c3-d4, a capture~n", []),
    format(Out, "22x13 or c3xe5, or a capture's whole path 26x17x10.  Commands:~n", []),
    forall(command(_, Usage, Text),
           format(Out, "  ~w~t~32|~w~n", [Usage, Text])).
command(moves, _, io(_, Out, _, _), State, State) :-
    state_game(State, Game),
    game_position(Game, Position),
    legal_moves(Position, Moves),
    (   Moves == []
    ->  format(Out, "No legal move.~n", [])
    ;   state_notation(State, Notation),
        other_notation(Notation, Other),
        findall(Both,
                ( member(Move, Moves),
                  legal_text(Position, Notation, Move, T1),
                  legal_text(Position, Other, Move, T2),
                  format(string(Both), "~w (~w)", [T1, T2])
                ),
                Texts),
        length(Moves, Count),
        (   Count =:= 1
        ->  format(Out, "1 legal move:~n", [])
        ;   format(Out, "~d legal moves:~n", [Count])
        ),
        forall(member(T, Texts), format(Out, "  ~w~n", [T]))
    ).
command(hint, _, io(_, Out, _, _), State, State) :-
    state_game(State, Game),
    game_position(Game, Position),
    (   game_over(Game, _)
    ->  format(Out, "The game is over.~n", [])
    ;   hint_player(State, Player),
        computer_move(Out, Player, Position, Move),
        state_notation(State, Notation),
        legal_text(Position, Notation, Move, Text),
        format(Out, "Hint: ~w~n", [Text])
    ).
command(undo, _, IO, State0, State) :-
    undo(IO, State0, State).
command(save, File, io(_, Out, _, _), State, State) :-
    (   File == ''
    ->  format(Out, "Usage: save FILE~n", [])
    ;   state_game(State, Game),
        state_notation(State, Notation),
        catch(save_game(File, Game, [notation(Notation)]), Error, true),
        (   var(Error)
        ->  game_ply_count(Game, Plies),
            format(Out, "Saved the game (~d moves) to ~w.~n", [Plies, File])
        ;   file_error_text(Error, Message),
            format(Out, "Could not save to ~w: ~w.~n", [File, Message])
        )
    ).
command(load, File, IO, State0, State) :-
    IO = io(_, Out, _, _),
    (   File == ''
    ->  format(Out, "Usage: load FILE~n", []),
        State = State0
    ;   catch(load_game(File, Game), Error, true),
        (   var(Error)
        ->  set_game(State0, Game, State),
            game_ply_count(Game, Plies),
            format(Out, "Loaded a game of ~d moves from ~w.~n~n", [Plies, File]),
            game_position(Game, Position),
            print_board(Out, Position),
            announce_result(Out, Game)
        ;   Error = error(syntax_error(pdn(_, _, _)), context(_, Message))
        ->  format(Out, "Could not load ~w: ~w~n", [File, Message]),
            State = State0
        ;   file_error_text(Error, Message),
            format(Out, "Could not load ~w: ~w.~n", [File, Message]),
            State = State0
        )
    ).
command(fen, _, io(_, Out, _, _), State, State) :-
    state_game(State, Game),
    game_position(Game, Position),
    position_fen(Position, Fen),
    format(Out, "~w~n", [Fen]).
command(board, _, io(_, Out, _, _), State, State) :-
    state_game(State, Game),
    game_position(Game, Position),
    print_board(Out, Position).
command(notation, Argument, io(_, Out, _, _), State0, State) :-
    State0 = state(Players, Notation0, Game),
    (   Argument == ''
    ->  other_notation(Notation0, Notation)
    ;   memberchk(Argument, [algebraic, numeric])
    ->  Notation = Argument
    ;   Notation = Notation0,
        format(Out, "Usage: notation [algebraic|numeric]~n", [])
    ),
    State = state(Players, Notation, Game),
    format(Out, "Moves are shown in ~w notation.~n", [Notation]).
command(draw, _, IO, State0, State) :-
    offer_draw(IO, State0, State).
command(resign, _, io(_, Out, _, _), State0, State) :-
    state_game(State0, Game0),
    (   game_over(Game0, _)
    ->  format(Out, "The game is over already.~n", []),
        State = State0
    ;   resigning_side(State0, Side),
        game_resign(Game0, Side, Game),
        set_game(State0, Game, State),
        announce_result(Out, Game)
    ).
command(new, _, IO, State0, State) :-
    state_game(State0, Game0),
    game_start(Game0, Start0),
    arg(1, Start0, Variant),
    choose_players(IO, Players),
    players_game(Players, Variant, Game),
    State = state(Players, algebraic, Game),
    show_start(IO, State).
command(quit, _, _, _, _) :-
    throw(damas_play(quit)).
command(exit, _, _, _, _) :-
    throw(damas_play(quit)).

%   file_error_text(+Error, -Text): what went wrong with a file, in
%   words.

file_error_text(error(existence_error(source_sink, _), context(_, Why)), Text) :-
    (   atom(Why) ; string(Why) ),
    !,
    format(string(Text), "~w", [Why]).
file_error_text(error(existence_error(source_sink, _), _), "no such file") :-
    !.
file_error_text(error(existence_error(pdn_game, _), _), "no game in the file") :-
    !.
file_error_text(error(_, context(_, Why)), Text) :-
    (   atom(Why) ; string(Why) ),
    !,
    format(string(Text), "~w", [Why]).
file_error_text(error(permission_error(_, _, _), _), "permission denied") :-
    !.
file_error_text(Error, Text) :-
    message_string(Error, Text).

other_notation(algebraic, numeric).
other_notation(numeric, algebraic).

%   The person who resigns: the side to move if a person plays it, else
%   the person of the game.

resigning_side(State, Side) :-
    state_game(State, Game),
    game_position(Game, Position),
    side_to_move(Position, ToMove),
    (   is_human(State, ToMove)
    ->  Side = ToMove
    ;   is_human(State, Side)
    ->  true
    ;   Side = ToMove
    ).

%   The player that gives hints: the computer's, else the middle level.

hint_player(State, Player) :-
    (   side_player(State, _, Player0),
        Player0 \== human
    ->  Player = Player0
    ;   levels(Levels),
        default_level(Levels, Default),
        nth1(Default, Levels, _-Player)
    ).

%   undo(+IO, +State0, -State)
%
%   Takes back a recorded resignation or draw; else the last move of a
%   person and every computer move after it; with two people, the last
%   move.

undo(io(_, Out, _, _), State0, State) :-
    state_game(State0, Game0),
    (   game_over(Game0, result(_, Reason)),
        memberchk(Reason, [resignation, agreement]),
        game_undo(Game0, Game)
    ->  set_game(State0, Game, State),
        taken_back(Reason, Text),
        format(Out, "~w~n", [Text])
    ;   undo_plies(State0, Game0, Game, 0, Plies),
        Plies > 0
    ->  set_game(State0, Game, State),
        (   Plies =:= 1
        ->  format(Out, "Took back 1 move.~n~n", [])
        ;   format(Out, "Took back ~d moves.~n~n", [Plies])
        ),
        game_position(Game, Position),
        print_board(Out, Position)
    ;   format(Out, "Nothing to undo.~n", []),
        State = State0
    ).

taken_back(resignation, "The resignation is taken back.").
taken_back(agreement, "The draw is taken back.").

%   Undoes moves until one made by a person is undone; none (Plies 0)
%   if no person has moved.

undo_plies(State, Game0, Game, Plies0, Plies) :-
    (   game_undo(Game0, Game1)
    ->  Plies1 is Plies0 + 1,
        game_position(Game1, Position),
        side_to_move(Position, Mover),
        (   is_human(State, Mover)
        ->  Game = Game1,
            Plies = Plies1
        ;   undo_plies(State, Game1, Game, Plies1, Plies)
        )
    ;   Game = Game0,
        Plies = 0
    ).

%   offer_draw(+IO, +State0, -State)
%
%   A person offers a draw: another person answers; the computer
%   accepts when it is not ahead in material (a king counting three
%   men).

offer_draw(IO, State0, State) :-
    IO = io(_, Out, _, _),
    state_game(State0, Game0),
    game_position(Game0, Position),
    side_to_move(Position, Side),
    opponent(Side, Other),
    (   game_over(Game0, _)
    ->  format(Out, "The game is over already.~n", []),
        State = State0
    ;   \+ game_rule(Game0, draw_by_agreement, true)
    ->  format(Out, "These rules have no draw by agreement.~n", []),
        State = State0
    ;   is_human(State0, Other)
    ->  side_name(Other, Name),
        format(string(Question), "~w, do you accept a draw? (yes/no) ", [Name]),
        read_answer(IO, Question, Answer),
        (   sub_atom_icasechk(Answer, 0, y)
        ->  agree_draw(Out, State0, State)
        ;   format(Out, "The draw is declined.~n", []),
            State = State0
        )
    ;   material(Position, Other, Mine),
        material(Position, Side, Yours),
        Mine =< Yours
    ->  format(Out, "The computer accepts the draw.~n", []),
        agree_draw(Out, State0, State)
    ;   format(Out, "The computer declines the draw.~n", []),
        State = State0
    ).

agree_draw(Out, State0, State) :-
    state_game(State0, Game0),
    game_agree_draw(Game0, Game),
    set_game(State0, Game, State),
    announce_result(Out, Game).

material(Position, Side, Value) :-
    aggregate_all(sum(V),
                  ( piece_at(Position, _, Piece),
                    piece_value(Piece, Side, V)
                  ),
                  Value).

piece_value(man(Side), Side, 1).
piece_value(king(Side), Side, 3).
