:- module(damas_play_record,
          [ write_record/3,             % +Stream, +Tags, +Movetext
            save_record/3,              % +File, +Tags, +Movetext
            load_record/3,              % +File, -Tags, -Tokens
            read_record/3               % +Text, -Tags, -Tokens
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(dcg/basics)).

/** <module> Game records of the family's other games

The file that `save FILE` writes in the terminal games of Eximo and
Gomoku, and `load FILE` reads: the layout of PDN (and of chess's PGN),
tag pairs and then the moves, numbered, with the result last:

```
[Game "Eximo"]
[White "Human"]
[Black "Computer (easy)"]
[Result "*"]

1. b3-b4 g6-g5 2. c3-c4 *
```

PDN itself is read by library(damas/pdn), for draughts; its readers
take `!` for an annotation, which Eximo's moves use (`g7-g8!b1,c1`).
This module knows nothing of any game's moves: it writes the tokens it
is given and reads back the tokens that are neither move numbers nor
the result.
*/

%!  write_record(+Stream, +Tags, +Movetext) is det.
%
%   Writes the tag pairs Tags (Name-Value) and the tokens Movetext (move
%   numbers, moves and the result token, atoms or strings) to Stream,
%   the movetext in lines of at most 79 characters.

write_record(Stream, Tags, Movetext) :-
    must_be(list, Tags),
    must_be(list, Movetext),
    forall(member(Name-Value, Tags),
           ( escaped(Value, Escaped),
             format(Stream, "[~w \"~w\"]~n", [Name, Escaped])
           )),
    nl(Stream),
    foldl(write_token(Stream), Movetext, 0, _),
    nl(Stream).

escaped(Value, Escaped) :-
    format(string(Text), "~w", [Value]),
    split_string(Text, "\\", "", Parts0),
    atomic_list_concat(Parts0, "\\\\", Text1),
    split_string(Text1, "\"", "", Parts1),
    atomic_list_concat(Parts1, "\\\"", Escaped).

write_token(Stream, Token, Column0, Column) :-
    atom_length(Token, Length),
    (   Column0 =:= 0
    ->  format(Stream, "~w", [Token]),
        Column = Length
    ;   Column0 + 1 + Length > 79
    ->  format(Stream, "~n~w", [Token]),
        Column = Length
    ;   format(Stream, " ~w", [Token]),
        Column is Column0 + 1 + Length
    ).

%!  save_record(+File, +Tags, +Movetext) is det.
%
%   Writes the record to File (UTF-8), as write_record/3.
%
%   @error the errors of open/4 when File cannot be written.

save_record(File, Tags, Movetext) :-
    setup_call_cleanup(open(File, write, Stream, [encoding(utf8)]),
                       write_record(Stream, Tags, Movetext),
                       close(Stream)).

%!  load_record(+File, -Tags, -Tokens) is det.
%
%   Reads the record in File, as read_record/3.
%
%   @error the errors of open/4, and of read_record/3.

load_record(File, Tags, Tokens) :-
    read_file_to_string(File, Text, [encoding(utf8)]),
    read_record(Text, Tags, Tokens).

%!  read_record(+Text, -Tags, -Tokens) is det.
%
%   Tags are the tag pairs of the record Text (Name-Value, an atom and
%   a string) and Tokens the rest, as atoms, without move numbers
%   (`12.`, `12...`, also touching the next move) and comments in
%   braces; the result token, if any, is the last.
%
%   @error syntax_error(game_record(What)) for a tag that is not
%   `[Name "Value"]` or a comment that is not closed.

read_record(Text, Tags, Tokens) :-
    string_codes(Text, Codes),
    (   phrase(record(Tags, Tokens0), Codes)
    ->  true
    ;   syntax_error(game_record(tag_pair))
    ),
    (   memberchk(unclosed_comment, Tokens0)
    ->  syntax_error(game_record(unclosed_comment))
    ;   exclude(==(comment), Tokens0, Tokens)
    ).

record(Tags, Tokens) -->
    blanks,
    tags(Tags),
    tokens(Tokens).

tags([Name-Value|Tags]) -->
    "[", !, blanks,
    tag_name(Name), blanks,
    "\"", quoted(Codes), blanks, "]", blanks,
    { string_codes(Value, Codes) },
    tags(Tags).
tags([]) -->
    [].

tag_name(Name) -->
    [C], { code_type(C, alpha) },
    tag_name_rest(Cs),
    { atom_codes(Name, [C|Cs]) }.

tag_name_rest([C|Cs]) -->
    [C], { code_type(C, csym) }, !,
    tag_name_rest(Cs).
tag_name_rest([]) -->
    [].

quoted([C|Cs]) -->
    "\\", [C], !,
    quoted(Cs).
quoted([]) -->
    "\"", !.
quoted([C|Cs]) -->
    [C],
    quoted(Cs).

tokens(Tokens) -->
    blanks,
    (   eos
    ->  { Tokens = [] }
    ;   "{"
    ->  (   string_without(`}`, _), "}"
        ->  { Tokens = [comment|Rest] }
        ;   remainder(_),
            { Tokens = [unclosed_comment] , Rest = [] }
        ),
        tokens(Rest)
    ;   move_number
    ->  tokens(Tokens)
    ;   nonblanks(Codes),
        { atom_codes(Token, Codes),
          Tokens = [Token|Rest]
        },
        tokens(Rest)
    ).

%   A move number, 12. or 12..., its dots left out of a move that
%   touches it.

move_number -->
    digits([_|_]), ".", dots.

dots -->
    ".", !, dots.
dots -->
    [].
