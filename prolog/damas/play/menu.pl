:- module(damas_play_menu,
          [ choose_variant/2,           % +IO, -Variant
            other_game/3,               % ?Name, ?Label, ?Play
            session_players/3,          % +IO, +Options, -Players
            choose_players/3,           % +IO, +Choice, -Players
            levels/1,                   % -Levels
            default_level/2,            % +Levels, -Default
            level_menu/5,               % +IO, +Whose, +Entries, +Default, -Choice
            ask_number/6,               % +IO, +Question, +Low, +High, +Default, -N
            read_answer/3,              % +IO, +Prompt, -Line
            command_word/3              % +Line, -Word, -Argument
          ]).
:- use_module(library(aggregate)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module('../players').
:- use_module('../kb', [shipped_variant/1]).
:- use_module('../utf8_input').
:- use_module(errors, [short_integer_string/2]).

/** <module> The menus and the input of the terminal game

How library(damas/play) asks: the menus of variant, players and levels
(each skipped when play/1's options answer it), and the lines a person
types, read strictly as UTF-8.  IO is play/1's dict of streams and
settings (keys in, out, echo).
*/

%!  choose_variant(+IO, -Variant) is det.
%
%   Variant is the shipped variant the person chooses from a menu.

%   Variant is other_game(Name) when the person chooses one of the other
%   games of other_game/3, listed after the variants.

choose_variant(IO, Variant) :-
    findall(V, shipped_variant(V), Variants),
    findall(other_game(Name)-Label, other_game(Name, Label, _), Others),
    format(IO.out, "~nWhich game?~n", []),
    forall(nth1(N, Variants, V),
           format(IO.out, "  ~d. ~w~n", [N, V])),
    length(Variants, VariantCount),
    forall(nth1(I, Others, _-Label),
           ( N is VariantCount + I, format(IO.out, "  ~d. ~w~n", [N, Label]) )),
    length(Others, OtherCount),
    Count is VariantCount + OtherCount,
    ask_number(IO, "Your choice", 1, Count, 1, Choice),
    (   Choice =< VariantCount
    ->  nth1(Choice, Variants, Variant)
    ;   I is Choice - VariantCount,
        nth1(I, Others, Variant-_)
    ).

%!  other_game(?Name, ?Label, ?Play) is nondet.
%
%   A game of the family other than draughts joins the variant menu as
%   Label; call(Play, In, Out) plays it on the streams In and Out.  The
%   game's own library adds the clause (multifile), for example
%   library(eximo_play).

:- multifile other_game/3.

%!  session_players(+IO, +Options, -Players) is det.
%
%   Who plays, from the options white/1, black/1 and level/1 as far as
%   they tell, else from the menus.

session_players(IO, Options, Players) :-
    (   option(level(Level0), Options)
    ->  player_option(Level0, Level),
        Choice = level(Level)
    ;   Choice = menu
    ),
    (   option(white(White0), Options)
    ->  player_option(White0, White),
        (   option(black(Black0), Options)
        ->  player_option(Black0, Black)
        ;   other_side(IO, Choice, White, Black)
        ),
        Players = players(White, Black)
    ;   option(black(Black0), Options)
    ->  player_option(Black0, Black),
        other_side(IO, Choice, Black, White),
        Players = players(White, Black)
    ;   choose_players(IO, Choice, Players)
    ).

%   The player opposite a person is the computer; opposite the computer,
%   a person.

other_side(IO, Choice, Player, Other) :-
    (   Player == human
    ->  computer_player(IO, Choice, "the computer", Other)
    ;   Other = human
    ).

%   A level's name stands for its player.

player_option(Name, Player) :-
    (   atom(Name),
        Name \== human,
        levels(Levels),
        memberchk(Name-Player0, Levels)
    ->  Player = Player0
    ;   Player = Name
    ).

%!  choose_players(+IO, +Choice, -Players) is det.
%
%   Players (players(White, Black)) from the menu of who plays; Choice
%   is level(Player), the computer's player, or `menu` to ask.

choose_players(IO, Choice, Players) :-
    format(IO.out, "~nWho plays?~n", []),
    forall(mode(N, Text, _),
           format(IO.out, "  ~d. ~w~n", [N, Text])),
    ask_number(IO, "Your choice", 1, 4, 1, Mode),
    mode(Mode, _, Sides),
    mode_players(IO, Choice, Sides, Players).

mode(1, "you (White) against the computer", [human, computer]).
mode(2, "you (Black) against the computer", [computer, human]).
mode(3, "two players at this terminal", [human, human]).
mode(4, "the computer against itself", [computer, computer]).

mode_players(IO, Choice, [White0, Black0], players(White, Black)) :-
    (   White0 == computer, Black0 == computer
    ->  computer_player(IO, Choice, "White", White),
        computer_player(IO, Choice, "Black", Black)
    ;   side_choice(IO, Choice, White0, White),
        side_choice(IO, Choice, Black0, Black)
    ).

side_choice(_, _, human, human).
side_choice(IO, Choice, computer, Player) :-
    computer_player(IO, Choice, "the computer", Player).

computer_player(_, level(Player), _, Player) :-
    !.
computer_player(IO, menu, Whose, Player) :-
    choose_level(IO, Whose, Player).

choose_level(IO, Whose, Player) :-
    levels(Levels),
    findall(Name-Text, ( member(Name-Player1, Levels), player_text(Player1, Text) ),
            Entries),
    default_level(Levels, Default),
    level_menu(IO, Whose, Entries, Default, Choice),
    nth1(Choice, Levels, _-Player).

%!  level_menu(+IO, +Whose, +Entries, +Default, -Choice) is det.
%
%   The menu of the computer's levels of every terminal game: Entries
%   are Name-Text, what the level does in words, in a column that
%   starts after the longest name; Choice is the number the person
%   chooses, Default that of an empty answer.

level_menu(IO, Whose, Entries, Default, Choice) :-
    format(IO.out, "~nLevel of ~w:~n", [Whose]),
    aggregate_all(max(Length), ( member(Name-_, Entries), atom_length(Name, Length) ),
                  Longest),
    Column is Longest + 8,
    forall(nth1(N, Entries, Name-Text),
           format(IO.out, "  ~d. ~w~t~*|~w~n", [N, Name, Column, Text])),
    length(Entries, Count),
    ask_number(IO, "Your choice", 1, Count, Default, Choice).

%!  levels(-Levels) is det.
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

%!  default_level(+Levels, -Default) is det.
%
%   Default is the position of the middle level in Levels.

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

%!  ask_number(+IO, +Question, +Low, +High, +Default, -N) is det.
%
%   Asks until the answer is a number from Low to High; an empty answer
%   is Default, `quit` (or `exit`) stops the session.

ask_number(IO, Question, Low, High, Default, N) :-
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
    ;   format(IO.out, "Please answer with a number from ~d to ~d.~n", [Low, High]),
        ask_number(IO, Question, Low, High, Default, N)
    ).

%!  read_answer(+IO, +Prompt, -Line) is det.
%
%   Line is the next line of input, white space removed at both ends;
%   at the end of the input the session stops.  A line that is not
%   valid UTF-8 is answered and asked again.

read_answer(IO, Prompt, Line) :-
    Out = IO.out,
    format(Out, "~w", [Prompt]),
    flush_output(Out),
    read_utf8_line(IO.in, Line0),
    (   Line0 == end_of_file
    ->  throw(damas_play(end_of_input))
    ;   Line0 = invalid_utf8(Bytes)
    ->  bytes_text(Bytes, Shown),
        echo(IO, Shown),
        format(Out, "That line is not valid UTF-8 text (~w); please type it again.~n",
               [Shown]),
        read_answer(IO, Prompt, Line)
    ;   sub_string(Line0, _, _, _, "\u0000")
    ->  % split_string/4 takes a NUL character for a separator and a pad
        % character whatever its arguments say: the line would fall apart.
        echo(IO, ""),
        format(Out, "That line holds a NUL character; please type it again.~n", []),
        read_answer(IO, Prompt, Line)
    ;   split_string(Line0, "", " \t\r\n", [Line]),
        echo(IO, Line)
    ).

echo(IO, Text) :-
    (   IO.echo == true
    ->  format(IO.out, "~w~n", [Text])
    ;   true
    ).

%!  command_word(+Line, -Word, -Argument) is det.
%
%   Word is the first word of Line in lower case (an atom), Argument the
%   rest with its spaces normalised (an atom).

command_word(Line, Word, Argument) :-
    split_string(Line, " \t", " \t", [First|Rest]),
    string_lower(First, Lower),
    atom_string(Word, Lower),
    atomic_list_concat(Rest, ' ', Argument0),
    normalize_space(atom(Argument), Argument0).
