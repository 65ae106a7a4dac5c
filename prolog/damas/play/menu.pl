:- module(damas_play_menu,
          [ choose_variant/2,           % +IO, -Variant
            other_game/3,               % ?Name, ?Label, ?Play
            levels/1,                   % -Levels
            level_menu/5,               % +IO, +Whose, +Entries, +Default, -Choice
            ask_number/6,               % +IO, +Question, +Low, +High, +Default, -N
            read_answer/3,              % +IO, +Prompt, -Line
            command_word/3              % +Line, -Word, -Argument
          ]).
:- use_module(library(aggregate)).
:- use_module(library(lists)).
:- use_module('../players').
:- use_module('../kb', [shipped_variant/1]).
:- use_module('../utf8_input').
:- use_module(errors, [short_integer_string/2]).

/** <module> The menus and the input of the terminal game

How the terminal session asks: the draughts game's menu of variants,
the computer's levels (of every game: level_menu/5; the draughts
levels: levels/1), numbers, and the lines a person types, read strictly
as UTF-8.  IO is the session's dict of streams and settings (keys in,
out, echo).
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
