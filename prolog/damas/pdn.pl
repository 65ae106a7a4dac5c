:- module(damas_pdn,
          [ read_pdn/2,                 % +Source, -Games
            read_pdn/3,                 % +Source, -Games, +Options
            read_pdn_file/2,            % +File, -Games
            read_pdn_file/3,            % +File, -Games, +Options
            load_game/2,                % +File, -Game
            write_pdn/2,                % +Stream, +Games
            write_pdn/3,                % +Stream, +Games, +Options
            save_game/2,                % +File, +Game
            save_game/3,                % +File, +Game, +Options
            save_pdn_file/3,            % +File, +Games, +Options
            pdn_result/2                % +Game, -Token
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(readutil)).
:- use_module(library(predicate_options)).
:- use_module(library(dcg/basics)).
:- use_module('../damas').
:- use_module(game).
:- use_module(kb, [shipped_variant/1, variant_rule/3]).
:- use_module(utf8_input).

/** <module> PDN: games of draughts in Portable Draughts Notation

Reads and writes files of games in PDN (Portable Draughts Notation),
the format of draughts software and databases.  A file holds any
number of games, each tag pairs followed by movetext:

```
[Event "Club evening"]
[White "Ana"]
[Black "Bruno"]
[GameType "26"]
[Result "2-0"]

1. c3-d4 f6-g5 2. g3-f4 {a quiet start} g7-f6 ... 2-0
```

The games read are game terms of library(damas/game), every move
checked for legality as it is replayed; write_pdn/3 writes them back,
and reading what it wrote gives the same game terms.

## What is read

  - *Tag pairs* `[Name "Value"]`, with `\"` and `\\` escapes in the
    value.  They are kept as the game's tags, except three that follow
    from the game:
      - FEN: the start position (PDN 3.0 FEN, as fen_position/3 reads
        it); without it the game starts from the initial position.
      - GameType: its first field is the PDN number of the variant (26
        for Brazilian draughts, 20 international, 21 English, ...: the
        rule pdn_game_type of each variant); the rest of it is ignored.
        It chooses the variant of the game among those the library
        ships, unless the option variant(Variant) fixes the variant:
        then it must be that variant's number.
      - Variant: the name of a shipped variant (`killer`; case does
        not matter), for a game without GameType: a variant with no
        PDN number (Killer draughts) is written with it.  A game with
        neither GameType nor Variant is Brazilian, or of the variant
        the option fixes.
      - Result: checked against the result token of the movetext.
  - *Move numbers* `12.` and `12...` are skipped: the moves themselves
    say whose turn it is.  A move number may touch its move (`1.c3-d4`).
  - *Moves* in numeric or algebraic notation, steps `22-18`, captures
    `22x13` or full paths `26x17x10`, with optional `!` and `?` marks
    after them (dropped).
  - *Comments* `{...}` are kept: a comment before the first move
    belongs to the game, one after a move to that move.  Comments up to
    the end of the line after `;`, variations `(...)` (nested), and
    numeric annotation glyphs `$3` are skipped.
  - *Result tokens*: `2-0`, `0-2`, `1-1` as in draughts, `1-0`, `0-1`,
    `1/2-1/2` as in chess, and `*` for a game that goes on.  A result
    token ends a game; so do the tags of the next game, and the end of
    the text.

The result must agree with the end of the game: where the rules end it
(game_over/2: no legal move, or a draw by rule) the result token, if
not `*`, must be that result.  Where the rules do not end it, a win
token records the loser's resignation (game_resign/3) and a draw token
a draw by agreement (game_agree_draw/2); `*` leaves the game going on.

## What is written

For each game: the Seven Tag Roster of PDN, Event, Site, Date, Round,
White, Black (each the game's tag, or the value that says it is not
known: `?`, and `????.??.??` for the date; reading drops these), then
the game's other tags in order, then GameType (for a variant with a
PDN number, its rule pdn_game_type: `26` for Brazilian; Variant with the
variant's name for one without), FEN (when the game does not start from
the initial position) and Result, a blank line, and the movetext, lines
at most 79 characters, moves numbered (`1.` before White's move,
`1...` before a move of Black that starts the movetext or follows a
comment), comments in braces, and the result token: `2-0`, `0-2`,
`1-1` or `*`.  Moves are written in algebraic notation, the default for
Brazilian draughts, or numeric (option notation(numeric)).  Games are
separated by a blank line.

## Errors

Anything wrong in the text raises

    error(syntax_error(pdn(Game, Move, Text)), context(read_pdn/2, Message))

where Game is the number of the game in the file (1 for the first),
Move the number of the move where the problem is (0 in the tags), Text
the offending text (a string), and Message (a string) says what is
wrong and on which line: a malformed tag, a bad FEN, an unterminated
comment or variation, unreadable move text, an illegal or ambiguous
move, a move after the end of the game, a result that contradicts the
game, bytes of a file or UTF-8 stream that are not valid UTF-8 (then
Move is 0 and Text shows the bytes, as `\xED\xA0\x80`).  No games are returned when there is an error.
*/

:- predicate_options(read_pdn/3, 3, [variant(atom)]).
:- predicate_options(read_pdn_file/3, 3, [pass_to(read_pdn/3, 3)]).
:- predicate_options(write_pdn/3, 3, [notation(oneof([algebraic, numeric]))]).
:- predicate_options(save_game/3, 3, [pass_to(write_pdn/3, 3)]).
:- predicate_options(save_pdn_file/3, 3, [pass_to(write_pdn/3, 3)]).


                 /*******************************
                 *            READING           *
                 *******************************/

%!  read_pdn(+Source, -Games) is det.
%!  read_pdn(+Source, -Games, +Options) is det.
%
%   Games are the games of the PDN text Source, in order, as game terms
%   (library(damas/game)).  Source is one of:
%
%     - file(+File): the contents of File (UTF-8);
%     - stream(+Stream): the rest of Stream;
%     - string(+Text): Text itself, an atom, string or code list.
%
%   Options:
%
%     - variant(+Variant)
%       The variant of every game; a GameType tag must then be its
%       number.  Without this option, each game's GameType tag chooses
%       its variant among the shipped ones, `brazilian` for a game
%       without GameType.
%
%   @error syntax_error(pdn(Game, Move, Text)) as described in the
%   module documentation; the errors of open/4 for a file that cannot
%   be read; domain_error(pdn_source, Source) for another Source;
%   instantiation_error for the option variant(Variant) with Variant
%   unbound; the errors of a variant that cannot be played.

read_pdn(Source, Games) :-
    read_pdn(Source, Games, []).

read_pdn(Source, Games, Options) :-
    must_be(list, Options),
    (   option(variant(Variant), Options)
    ->  must_be(atom, Variant),
        check_variant_usable(Variant),
        Choice = fixed(Variant)
    ;   Choice = by_game_type
    ),
    source_codes(Source, Codes),
    phrase(pdn_items(Items), Codes),
    group_games(Items, Groups),
    foldl(replay_game(Codes, Choice), Groups, Games, 1, _).

%   A variant the caller fixes must be usable before the text is read,
%   so that its errors are not reported as errors of the text.

check_variant_usable(Variant) :-
    initial_position(Variant, _).

source_codes(Source, _) :-
    var(Source),
    !,
    instantiation_error(Source).
source_codes(file(File), Codes) :-
    !,
    absolute_file_name(File, Path, [access(read)]),   % as read_file_to_codes/3
    setup_call_cleanup(open(Path, read, Stream, [encoding(utf8)]),
                       read_utf8_stream(Stream, Result),
                       close(Stream)),
    utf8_result_codes(Result, Codes).
source_codes(stream(Stream), Codes) :-
    !,
    read_utf8_stream(Stream, Result),
    utf8_result_codes(Result, Codes).
source_codes(string(Text), Codes) :-
    !,
    must_be(text, Text),
    text_to_string(Text, String),
    string_codes(String, Codes),
    (   append(Before, [Code|_], Codes),
        between(0xD800, 0xDFFF, Code)
    ->  format(string(Shown), "\\u~|~`0t~16R~4+", [Code]),
        invalid_text(Before, Shown, "not a character (a surrogate code point)")
    ;   true
    ).
source_codes(Source, _) :-
    domain_error(pdn_source, Source).

%   Text that is not valid UTF-8 is a syntax error like any other:
%   SWI-Prolog's own decoding warns at the user, and lets through
%   characters (surrogates, code points above U+10FFFF) that string
%   operations then refuse with representation errors.

utf8_result_codes(codes(Codes), Codes).
utf8_result_codes(invalid_utf8(Before, Bytes), _) :-
    bytes_text(Bytes, Text),
    invalid_text(Before, Text, "not valid UTF-8").

%   invalid_text(+Before, +Text, +Why): the error for Text, which follows
%   the valid text Before; the game is the one Before ends in.

invalid_text(Before, Text, Why) :-
    phrase(pdn_items(Items), Before),
    group_games(Items, Groups),
    length(Groups, Games),
    Game is max(1, Games),
    length(Before, Offset),
    aggregate_all(count, member(0'\n, Before), Newlines),
    Line is Newlines + 1,
    format(string(Message), "game ~d, line ~d: ~w: ~w (after character ~d)",
           [Game, Line, Text, Why, Offset]),
    throw(error(syntax_error(pdn(Game, 0, Text)), context(read_pdn/2, Message))).

%!  read_pdn_file(+File, -Games) is det.
%!  read_pdn_file(+File, -Games, +Options) is det.
%
%   As read_pdn(file(File), Games, Options).

read_pdn_file(File, Games) :-
    read_pdn(file(File), Games, []).

read_pdn_file(File, Games, Options) :-
    read_pdn(file(File), Games, Options).

%!  load_game(+File, -Game) is det.
%
%   Game is the first game of the PDN file File.
%
%   @error existence_error(pdn_game, File) if File holds no game; the
%   errors of read_pdn/3.

load_game(File, Game) :-
    read_pdn_file(File, Games),
    (   Games = [Game|_]
    ->  true
    ;   existence_error(pdn_game, File)
    ).


                 /*******************************
                 *         THE PDN GRAMMAR      *
                 *******************************/

%   pdn_items(-Items)// is det.
%
%   The PDN text as a list of items, each with Here, the text from its
%   start on (for line numbers in errors):
%
%     - tag(Name, Value, Here)
%     - comment(Text, Here)
%     - move(Text, Here)
%     - result(Token, Here)
%     - bad(What, Text, Here): text the grammar cannot read, What
%       saying how (bad_tag, open_comment, open_variation, stray).
%
%   Move numbers, variations, `;` comments and annotation glyphs leave
%   no item.  Never fails: what cannot be read is a bad/3 item.

pdn_items(Items) -->
    layout,
    (   eos
    ->  { Items = [] }
    ;   here(Here),
        pdn_item(Here, Items, Items1),
        (   { Items = [bad(Kind, _, _)|Tail], Tail == Items1, unclosed(Kind) }
        ->  { Items1 = [] },
            remainder(_)
        ;   pdn_items(Items1)
        )
    ).

%   A comment or variation left open runs to the end of the text, so
%   the text ends there: it is an error either way, and reading on, each
%   later "{" or "(" searched the rest of the text again (quadratic: a
%   file of "{" lines took hours).

unclosed(open_comment).
unclosed(open_variation).

here(Here, Here, Here).

layout -->
    blank,
    !,
    layout.
layout -->
    ";",
    !,
    skip_line,
    layout.
layout -->
    [].

skip_line -->
    string_without("\n", _),
    (   "\n"
    ->  []
    ;   []
    ).

pdn_item(Here, [Item|Items], Items) -->
    "[",
    !,
    (   tag_pair(Name, Value)
    ->  { Item = tag(Name, Value, Here) }
    ;   line_text(Text),
        { string_concat("[", Text, Open),
          Item = bad(bad_tag, Open, Here)
        }
    ).
pdn_item(Here, [Item|Items], Items) -->
    "{",
    !,
    (   string_without("}", Codes),
        "}"
    ->  { string_codes(Text0, Codes),
          normalize_space(string(Text), Text0),
          Item = comment(Text, Here)
        }
    ;   line_text(Text),
        { string_concat("{", Text, Open),
          Item = bad(open_comment, Open, Here)
        }
    ).
pdn_item(Here, Items, Rest) -->
    "(",
    !,
    (   variation_rest(0)
    ->  { Items = Rest }
    ;   line_text(Text),
        { string_concat("(", Text, Open),
          Items = [bad(open_variation, Open, Here)|Rest]
        }
    ).
pdn_item(_, Items, Items) -->
    "$",
    digits([_|_]),
    !.
pdn_item(Here, [result(Token, Here)|Items], Items) -->
    result_token(Token),
    end_of_token,
    !.
pdn_item(_, Items, Items) -->
    digits([_|_]),
    ".",
    !,
    dots.
pdn_item(Here, [Item|Items], Items) -->
    token_codes(Codes),
    !,
    { strip_marks(Codes, MoveCodes),
      string_codes(Text, MoveCodes),
      (   MoveCodes == []
      ->  Item = bad(stray, Text0, Here),
          string_codes(Text0, Codes)
      ;   Item = move(Text, Here)
      )
    }.
pdn_item(Here, [bad(stray, Text, Here)|Items], Items) -->
    [C],
    { string_codes(Text, [C]) }.

%   A tag pair after its "[": Name "Value" ].

tag_pair(Name, Value) -->
    blanks,
    tag_name(NameCodes),
    blanks,
    "\"",
    quoted(ValueCodes),
    blanks,
    "]",
    { atom_codes(Name, NameCodes),
      string_codes(Value, ValueCodes)
    }.

tag_name([C|Cs]) -->
    [C],
    { code_type(C, csymf) },
    tag_name_rest(Cs).

tag_name_rest([C|Cs]) -->
    [C],
    { code_type(C, csym) },
    !,
    tag_name_rest(Cs).
tag_name_rest([]) -->
    [].

quoted([]) -->
    "\"",
    !.
quoted([C|Cs]) -->
    "\\",
    [C],
    { C \== 0'\n },
    !,
    quoted(Cs).
quoted([C|Cs]) -->
    [C],
    { C \== 0'\n },
    quoted(Cs).

%   The rest of the line, for a message (at most 40 characters).

line_text(Text) -->
    string_without("\n", Codes),
    { string_codes(String, Codes),
      (   string_length(String, Length),
          Length > 40
      ->  sub_string(String, 0, 40, _, Start),
          string_concat(Start, "...", Text)
      ;   Text = String
      )
    }.

%   The rest of a variation after its "(": nested ones, comments and
%   anything else up to the matching ")".

variation_rest(Depth) -->
    ")",
    !,
    (   { Depth =:= 0 }
    ->  []
    ;   { Depth1 is Depth - 1 },
        variation_rest(Depth1)
    ).
variation_rest(Depth) -->
    "(",
    !,
    { Depth1 is Depth + 1 },
    variation_rest(Depth1).
variation_rest(Depth) -->
    "{",
    !,                  % an unclosed comment leaves the variation open
    string_without("}", _),
    "}",
    variation_rest(Depth).
variation_rest(Depth) -->
    [_],
    variation_rest(Depth).

result_token("2-0") --> "2-0".
result_token("0-2") --> "0-2".
result_token("1-1") --> "1-1".
result_token("1/2-1/2") --> "1/2-1/2".
result_token("1-0") --> "1-0".
result_token("0-1") --> "0-1".
result_token("*") --> "*".

end_of_token, [C] -->
    [C],
    !,
    { token_end(C) }.
end_of_token -->
    eos.

token_end(C) :-
    code_type(C, space),
    !.
token_end(C) :-
    memberchk(C, `{}()[];$`).

dots -->
    ".",
    !,
    dots.
dots -->
    [].

%   A move token: everything up to white space or a character that
%   starts or ends another item.

token_codes([C|Cs]) -->
    [C],
    { \+ token_end(C) },
    token_rest(Cs).

token_rest([C|Cs]) -->
    [C],
    { \+ token_end(C) },
    !,
    token_rest(Cs).
token_rest([]) -->
    [].

strip_marks(Codes, Move) :-
    reverse(Codes, Reversed),
    drop_marks(Reversed, Kept),
    reverse(Kept, Move).

drop_marks([C|Cs], Kept) :-
    memberchk(C, `!?`),
    !,
    drop_marks(Cs, Kept).
drop_marks(Cs, Cs).


                 /*******************************
                 *        ITEMS TO GAMES        *
                 *******************************/

%   group_games(+Items, -Groups) is det.
%
%   Groups are the items of each game.  A game ends with its result
%   token, or where a tag follows its movetext, or at the end.  Items
%   after the last game that hold neither tag nor move are dropped.

group_games([], []).
group_games([Item|Items], Groups) :-
    game_items([Item|Items], false, Game, Rest),
    (   \+ memberchk(tag(_, _, _), Game),
        \+ memberchk(move(_, _), Game),
        \+ memberchk(result(_, _), Game),
        \+ memberchk(bad(_, _, _), Game)
    ->  Groups = Rest1,
        group_games(Rest, Rest1)
    ;   Groups = [Game|Groups1],
        group_games(Rest, Groups1)
    ).

game_items([], _, [], []).
game_items([Item|Items], Moved, Game, Rest) :-
    (   Item = result(_, _)
    ->  Game = [Item],
        Rest = Items
    ;   Item = tag(_, _, _),
        Moved == true
    ->  Game = [],
        Rest = [Item|Items]
    ;   (   Item = move(_, _)
        ->  Moved1 = true
        ;   Moved1 = Moved
        ),
        Game = [Item|Game1],
        game_items(Items, Moved1, Game1, Rest)
    ).

%   replay_game(+Codes, +Choice, +Items, -Game, +Number0, -Number)
%
%   Game is the game that Items (of game Number0 of the text Codes)
%   describe; Choice is fixed(Variant) or by_game_type.

replay_game(Codes, Choice, Items, Game, Number0, Number) :-
    Number is Number0 + 1,
    Context = pdn(Codes, Number0),
    partition([I]>>(I = tag(_, _, _)), Items, Tags, Movetext),
    foldl(read_tag(Context), Tags, tags([], none, none), tags(PairsBackward, Fen, Result)),
    reverse(PairsBackward, Pairs),
    game_variant(Choice, Context, Pairs, Variant),
    start_position(Context, Variant, Fen, Start),
    new_game([position(Start), tags(Pairs)], Game0),
    foldl(replay_item(Context), Movetext, state(Game0, none), state(Game1, Token)),
    end_game(Context, Result, Token, Game1, Game).

read_tag(Context, tag(Name, Value, Here), tags(Pairs0, Fen0, Result0),
         tags(Pairs, Fen, Result)) :-
    (   Name == 'FEN'
    ->  Pairs = Pairs0, Result = Result0,
        Fen = fen(Value, Here)
    ;   Name == 'Result'
    ->  Pairs = Pairs0, Fen = Fen0,
        (   result_outcome(Value, _)
        ->  Result = result(Value, Here)
        ;   pdn_error(Context, 0, Value, Here, "not a result: expected 2-0, 0-2, 1-1 or *")
        )
    ;   Fen = Fen0, Result = Result0,
        (   roster_tag(Name, Value)
        ->  Pairs = Pairs0                  % "unknown", as the writer fills it in
        ;   Pairs = [Name-Value|Pairs0]     % last first: appending was quadratic
        )
    ).

%   roster_tag(?Name, ?Unknown): the tags of PDN's Seven Tag Roster but
%   Result, in the order they are written, each with the value that says
%   it is not known.

roster_pair(Name-_) :-
    roster_tag(Name, _).

roster_tag('Event', "?").
roster_tag('Site', "?").
roster_tag('Date', "????.??.??").
roster_tag('Round', "?").
roster_tag('White', "?").
roster_tag('Black', "?").


start_position(_, Variant, none, Start) :-
    !,
    initial_position(Variant, Start).
start_position(Context, Variant, fen(Text, Here), Start) :-
    catch(fen_position(Text, Start, [variant(Variant)]), error(E, C), true),
    (   var(E)
    ->  true
    ;   error_reason(error(E, C), Why),
        format(string(Message), "bad FEN tag: ~w", [Why]),
        pdn_error(Context, 0, Text, Here, Message)
    ).

%   game_variant(+Choice, +Context, +Pairs, -Variant)
%
%   Variant is the variant of a game of tags Pairs: the one the caller
%   fixed, whose number a GameType tag must be; else the shipped
%   variant whose number the GameType tag gives, or that the Variant
%   tag names, `brazilian` without either.

game_variant(fixed(Variant), Context, Pairs, Variant) :-
    (   memberchk('GameType'-Text, Pairs),
        variant_game_type(Variant, Number)
    ->  split_string(Text, ",", " ", [First|_]),
        (   game_type_number(First, Number)
        ->  true
        ;   format(string(Message), "GameType ~w is not the variant ~w (~w)",
                   [First, Variant, Number]),
            pdn_error(Context, 0, Text, none, Message)
        )
    ;   true
    ).
game_variant(by_game_type, Context, Pairs, Variant) :-
    (   memberchk('GameType'-Text, Pairs)
    ->  split_string(Text, ",", " ", [First|_]),
        (   game_type_number(First, Number),
            shipped_variant(Variant),
            variant_game_type(Variant, Number)
        ->  true
        ;   format(string(Message), "GameType ~w is not a variant of the library \c
                                     (give the option variant(Variant) for one of your own)",
                   [First]),
            pdn_error(Context, 0, Text, none, Message)
        )
    ;   memberchk('Variant'-Text, Pairs)
    ->  string_lower(Text, Lower),
        (   shipped_variant(Variant),
            atom_string(Variant, Lower)
        ->  true
        ;   format(string(Message), "Variant ~w is not a variant of the library \c
                                     (give the option variant(Variant) for one of your own)",
                   [Text]),
            pdn_error(Context, 0, Text, none, Message)
        )
    ;   Variant = brazilian
    ).

%   game_type_number(+Text, -Number) is semidet.
%
%   Text is a GameType number.  A long run of digits is no GameType, and
%   number_string/2 would take quadratic time to read it.

game_type_number(Text, Number) :-
    string_length(Text, Length),
    Length =< 30,
    number_string(Number, Text),
    integer(Number).

%   The PDN number of a variant, if it has one.

variant_game_type(Variant, Number) :-
    variant_rule(Variant, pdn_game_type, Number),
    integer(Number).

%   Only the last item of a game is a result token (group_games/2).

replay_item(Context, Item, state(Game0, _), state(Game, Token)) :-
    replay(Item, Context, Game0, Game, Token).

replay(comment(Text, _), _, Game0, Game, none) :-
    game_add_comment(Game0, Text, Game).
replay(result(Token, _), _, Game, Game, Token).
replay(bad(What, Text, Here), Context, Game, _, _) :-
    bad_item_message(What, Message),
    (   What == bad_tag
    ->  Move = 0
    ;   game_move_number(Game, Number),
        game_position(Game, Position),
        side_to_move(Position, Side),
        Move = Number-Side
    ),
    pdn_error(Context, Move, Text, Here, Message).
replay(move(Text, Here), Context, Game0, Game, none) :-
    catch(game_play(Game0, Text, Game), Error, true),
    (   var(Error)
    ->  true
    ;   Error = error(_, _)
    ->  game_move_number(Game0, Number),
        game_position(Game0, Position),
        side_to_move(Position, Side),
        error_reason(Error, Why),
        pdn_error(Context, Number-Side, Text, Here, Why)
    ;   throw(Error)
    ).

bad_item_message(bad_tag, "malformed tag pair, expected [Name \"Value\"]").
bad_item_message(open_comment, "comment without its closing }").
bad_item_message(open_variation, "variation without its closing )").
bad_item_message(stray, "unexpected character").

%   error_reason(+Error, -Why) is det.
%
%   Why says in words what is wrong, for the damas errors a move or a
%   FEN raises.

error_reason(error(syntax_error(move_text(_)), _), "not a move") :- !.
error_reason(error(domain_error(legal_move, _), context(_, Why)), Reason) :-
    string(Why),
    !,
    format(string(Reason), "not a legal move (~w)", [Why]).
error_reason(error(domain_error(unambiguous_move, _), context(_, candidates(Texts))),
             Reason) :-
    !,
    atomic_list_concat(Texts, ', ', List),
    format(string(Reason), "ambiguous, write the whole path: ~w", [List]).
error_reason(error(domain_error(square, S), _), Reason) :-
    !,
    format(string(Reason), "no square ~w on the board", [S]).
error_reason(error(domain_error(dark_square, S), _), Reason) :-
    !,
    format(string(Reason), "~w is a light square", [S]).
error_reason(error(permission_error(play, finished_game, result(Outcome, Why)), _),
             Reason) :-
    !,
    format(string(Reason), "the game was already over (~w, ~w)", [Outcome, Why]).
error_reason(error(syntax_error(_), context(_, Message)), Reason) :-
    string(Message),
    !,
    Reason = Message.
error_reason(Error, Reason) :-
    message_string(Error, Reason).

%   message_string(+Term, -String): the message print_message/2 would
%   print for Term, on one line.

message_string(Term, String) :-
    (   catch('$messages':translate_message(Term, Lines, []), _, fail)
    ->  with_output_to(string(String0),
                       print_message_lines(current_output, '', Lines)),
        normalize_space(string(String), String0)
    ;   format(string(String), "~q", [Term])
    ).

%   end_game(+Context, +ResultTag, +Token, +Game0, -Game)
%
%   Game is Game0 with the result that the Result tag and the result
%   token give, checked against game_over/2.

end_game(Context, ResultTag, Token0, Game0, Game) :-
    game_move_number(Game0, Number),
    (   Token0 == none
    ->  (   ResultTag = result(Token, _)
        ->  true
        ;   Token = "*"
        )
    ;   Token = Token0,
        (   ResultTag = result(TagToken, Here),
            result_outcome(TagToken, TagOutcome),
            result_outcome(Token, Outcome),
            TagOutcome \== unknown,
            Outcome \== unknown,
            TagOutcome \== Outcome
        ->  format(string(Message), "the Result tag ~w and the result ~w differ",
                   [TagToken, Token]),
            pdn_error(Context, Number, TagToken, Here, Message)
        ;   true
        )
    ),
    result_outcome(Token, Claimed),
    (   game_over(Game0, result(Outcome, Reason))
    ->  (   ( Claimed == unknown ; Claimed == Outcome )
        ->  Game = Game0
        ;   result_text(Outcome, Reason, Text),
            format(string(Message), "the result ~w contradicts the game: ~w", [Token, Text]),
            pdn_error(Context, Number, Token, none, Message)
        )
    ;   Claimed = win(Winner)
    ->  opponent(Winner, Loser),
        game_resign(Game0, Loser, Game)
    ;   Claimed == draw
    ->  catch(game_agree_draw(Game0, Game), error(_, _),
              pdn_error(Context, Number, Token, none,
                        "a draw the variant's rules do not allow"))
    ;   Game = Game0
    ).

result_outcome("2-0", win(white)).
result_outcome("1-0", win(white)).
result_outcome("0-2", win(black)).
result_outcome("0-1", win(black)).
result_outcome("1-1", draw).
result_outcome("1/2-1/2", draw).
result_outcome("*", unknown).

opponent(white, black).
opponent(black, white).

result_text(win(Side), Reason, Text) :-
    format(string(Text), "~w wins (~w)", [Side, Reason]).
result_text(draw, Reason, Text) :-
    format(string(Text), "a draw (~w)", [Reason]).

%   pdn_error(+Context, +Move, +Text, +Here, +Why)
%
%   Throws the syntax error of game Context's Move at Text.

pdn_error(pdn(Codes, Game), Move, Text0, Here, Why) :-
    text_to_string(Text0, Text),
    (   Move = Number-Side
    ->  true
    ;   Number = Move,
        Side = none
    ),
    (   Number =:= 0
    ->  Where0 = ""
    ;   Side == black
    ->  format(string(Where0), ", move ~d...", [Number])
    ;   format(string(Where0), ", move ~d", [Number])
    ),
    (   is_list(Here)
    ->  line_number(Codes, Here, Line),
        format(string(Where), "~w, line ~d", [Where0, Line])
    ;   Where = Where0
    ),
    format(string(Message), "game ~d~w: ~w: ~w", [Game, Where, Text, Why]),
    throw(error(syntax_error(pdn(Game, Number, Text)), context(read_pdn/2, Message))).

line_number(Codes, Here, Line) :-
    length(Codes, All),
    length(Here, Left),
    Offset is All - Left,
    length(Before, Offset),
    append(Before, _, Codes),
    aggregate_all(count, member(0'\n, Before), Newlines),
    Line is Newlines + 1.

:- multifile prolog:error_message//1.

prolog:error_message(syntax_error(pdn(_, _, _))) -->
    [ 'Bad PDN' ].


                 /*******************************
                 *            WRITING           *
                 *******************************/

%!  write_pdn(+Stream, +Games) is det.
%!  write_pdn(+Stream, +Games, +Options) is det.
%
%   Writes the list of game terms Games to Stream in PDN, as described
%   in the module documentation.  Options:
%
%     - notation(+Notation)
%       `algebraic` (c3-d4, the default) or `numeric` (22-18).
%
%   @error type_error(damas_game, G) for an element that is not a game.

write_pdn(Stream, Games) :-
    write_pdn(Stream, Games, []).

write_pdn(Stream, Games, Options) :-
    pdn_text(Games, Options, Text),
    write(Stream, Text).

pdn_text(Games, Options, Text) :-
    must_be(list, Games),
    option(notation(Notation), Options, algebraic),
    must_be(oneof([algebraic, numeric]), Notation),
    maplist(game_text(Notation), Games, Texts),
    atomic_list_concat(Texts, '\n', Text).

game_text(Notation, Game, Text) :-
    (   is_game(Game)
    ->  true
    ;   type_error(damas_game, Game)
    ),
    pdn_result(Game, Result),
    game_tags(Game, Tags0),
    game_start(Game, Start),
    arg(1, Start, Variant),
    (   variant_game_type(Variant, Type)
    ->  format(string(TypeText), "~d", [Type]),
        TypeTag = ['GameType'-TypeText]
    ;   atom_string(Variant, Name),
        TypeTag = ['Variant'-Name]
    ),
    (   initial_position(Variant, Start)
    ->  FenTag = []
    ;   position_fen(Start, Fen),
        FenTag = ['FEN'-Fen]
    ),
    findall(Name-Value,
            ( roster_tag(Name, Unknown),
              (   memberchk(Name-Value0, Tags0)
              ->  Value = Value0
              ;   Value = Unknown
              )
            ),
            Roster),
    exclude(roster_pair, Tags0, Others),
    append([Roster, Others, TypeTag, FenTag, ['Result'-Result]], Tags),
    maplist(tag_line, Tags, TagLines),
    movetext_tokens(Game, Notation, Tokens0),
    append(Tokens0, [Result], Tokens),
    wrap(Tokens, 79, Lines),
    append(TagLines, [""|Lines], AllLines),
    atomic_list_concat(AllLines, '\n', Body),
    string_concat(Body, "\n", Text).

%!  pdn_result(+Game, -Token) is det.
%
%   Token is the PDN result of Game as a string: "2-0" (White won),
%   "0-2" (Black won), "1-1" (a draw) or "*" (going on).

pdn_result(Game, Token) :-
    (   game_over(Game, result(Outcome, _))
    ->  outcome_token(Outcome, Token)
    ;   Token = "*"
    ).

outcome_token(win(white), "2-0").
outcome_token(win(black), "0-2").
outcome_token(draw, "1-1").

tag_line(Name-Value, Line) :-
    string_codes(Value, Codes),
    foldl(escape_code, Codes, Escaped, []),
    format(string(Line), "[~w \"~s\"]", [Name, Escaped]).

escape_code(0'", [0'\\, 0'"|T], T) :- !.
escape_code(0'\\, [0'\\, 0'\\|T], T) :- !.
escape_code(C, [C|T], T).

%   movetext_tokens(+Game, +Notation, -Tokens)
%
%   The words of the movetext without the result: moves (with their
%   numbers, as in "1. c3-d4") and comments, each kept on one line.

movetext_tokens(Game, Notation, Tokens) :-
    game_comments(Game, Comments),
    game_positions(Game, Positions),
    game_moves(Game, Moves),
    findall(Text, member(0-Text, Comments), Before0),
    maplist(comment_words, Before0, Before1),
    append(Before1, Before),
    game_start(Game, Start),
    side_to_move(Start, Side),
    move_tokens(Moves, Positions, 1, 1, Side, true, Comments, Notation, After),
    append(Before, After, Tokens).

%   A comment as words, so that long ones wrap like the moves: "{A",
%   "long", "one}".  Reading normalizes the spaces back.

comment_words(Text, Words) :-
    split_string(Text, " ", " ", Words0),
    exclude(==(""), Words0, Words1),
    (   Words1 == []
    ->  Words = ["{}"]
    ;   Words1 = [First|Rest],
        string_concat("{", First, First1),
        reverse([First1|Rest], [Last0|Middle]),
        string_concat(Last0, "}", Last),
        reverse([Last|Middle], Words)
    ).

move_tokens([], _, _, _, _, _, _, _, []).
move_tokens([Move|Moves], [Position|Positions], Ply, Number, Side, Fresh,
            Comments, Notation, Tokens) :-
    move_text(Position, Move, Text, [notation(Notation)]),
    (   Side == white
    ->  format(string(Token), "~d. ~w", [Number, Text]),
        Number1 = Number
    ;   Fresh == true
    ->  format(string(Token), "~d... ~w", [Number, Text]),
        Number1 is Number + 1
    ;   Token = Text,
        Number1 is Number + 1
    ),
    Tokens = [Token|Tokens1],
    findall(Note, member(Ply-Note, Comments), Notes0),
    maplist(comment_words, Notes0, Notes1),
    append(Notes1, Notes),
    append(Notes, Tokens2, Tokens1),
    ( Notes == [] -> Fresh1 = false ; Fresh1 = true ),
    opponent(Side, Next),
    Ply1 is Ply + 1,
    move_tokens(Moves, Positions, Ply1, Number1, Next, Fresh1, Comments,
                Notation, Tokens2).

%   wrap(+Words, +Width, -Lines): Words joined by spaces in lines of at
%   most Width characters (a longer word stands alone).

wrap([], _, []).
wrap([Word|Words], Width, [Line|Lines]) :-
    string_length(Word, Length),
    fill_line(Words, Width, Length, LineWords, Rest),
    atomic_list_concat([Word|LineWords], ' ', Line),
    wrap(Rest, Width, Lines).

fill_line([Word|Words], Width, Length0, [Word|LineWords], Rest) :-
    string_length(Word, Length1),
    Length is Length0 + 1 + Length1,
    Length =< Width,
    !,
    fill_line(Words, Width, Length, LineWords, Rest).
fill_line(Words, _, _, [], Words).


                 /*******************************
                 *            SAVING            *
                 *******************************/

%!  save_game(+File, +Game) is det.
%!  save_game(+File, +Game, +Options) is det.
%
%   Writes Game to File in PDN, replacing it if it exists, as
%   save_pdn_file(File, [Game], Options).

save_game(File, Game) :-
    save_pdn_file(File, [Game], []).

save_game(File, Game, Options) :-
    save_pdn_file(File, [Game], Options).

%!  save_pdn_file(+File, +Games, +Options) is det.
%
%   Writes the games Games to File in PDN (UTF-8), with the Options of
%   write_pdn/3, replacing File if it exists.  The text is made first,
%   then written to a new file `.NAME.PID-RANDOM.tmp` beside the target
%   and renamed to it once complete, so the target is either as it was
%   or holds every game: never half written.
%
%   When File is a symbolic link (or a chain of them), the target is the
%   file it points to, which is replaced the same way; the link stays.
%   Only a regular file is replaced: a directory, FIFO, device or
%   socket is refused, as is a file the user may not write.  The new
%   file gets the default permissions (umask), not the old file's.
%
%   Should the write fail or be interrupted by an exception (Ctrl-C,
%   call_with_time_limit/2), the temporary file is removed.  A process
%   ended by a signal while saving (SIGKILL; SIGTERM, which by default
%   ends SWI-Prolog without running cleanup handlers) leaves it behind,
%   File itself untouched (docs/interrupts.md).
%
%   @error type_error(atom, File); the errors of write_pdn/3;
%   existence_error(directory, Dir) when the target's directory does not
%   exist; permission_error(open, source_sink, File) with a message
%   saying why (not a regular file, not writable, no new file can be
%   made in the directory, a loop of links); the errors of
%   rename_file/2.

save_pdn_file(File, Games, Options) :-
    must_be(atom, File),
    pdn_text(Games, Options, Text),
    absolute_file_name(File, Path0),
    link_target(Path0, File, 0, Path),
    check_save_target(Path, File),
    file_directory_name(Path, Directory),
    file_base_name(Path, Base),
    current_prolog_flag(pid, Pid),
    random_between(0, 999999, Random),
    format(atom(TempBase), '.~w.~w-~w.tmp', [Base, Pid, Random]),
    directory_file_path(Directory, TempBase, Temp),
    setup_call_cleanup(
        true,
        ( setup_call_cleanup(open_temp_file(Temp, File, Directory, Out),
                             write(Out, Text),
                             close(Out)),
          rename_file(Temp, Path)
        ),
        remove_if_there(Temp)).

%   link_target(+Path, +File, +Hops, -Target): Target is what the chain of
%   symbolic links from Path ends at (Path itself if no link), which
%   may not exist yet.  Renaming over Path would replace the link by a
%   file, cutting it from what it pointed at.

link_target(Path, File, Hops, Target) :-
    (   catch(read_link(Path, Link, _), Error, link_refused(Error, File))
    ->  (   Hops >= 40
        ->  save_refused(File, 'too many levels of symbolic links')
        ;   true
        ),
        (   is_absolute_file_name(Link)
        ->  Next0 = Link
        ;   file_directory_name(Path, LinkDirectory),
            directory_file_path(LinkDirectory, Link, Next0)
        ),
        absolute_file_name(Next0, Next),
        Hops1 is Hops + 1,
        link_target(Next, File, Hops1, Target)
    ;   Target = Path
    ).

%   read_link/3 fails on a file that is no link; it throws on a loop.

link_refused(error(_, context(_, Why)), File) :-
    (   atom(Why) ; string(Why) ),
    !,
    save_refused(File, Why).
link_refused(_, File) :-
    save_refused(File, 'a symbolic link that leads nowhere').

%   An existing target must be a regular file the user may write: a
%   rename over a FIFO or a device (/dev/null, as root) would replace it
%   by a regular file.

check_save_target(Path, File) :-
    (   exists_file(Path)
    ->  (   access_file(Path, write)
        ->  true
        ;   save_refused(File, 'the file is not writable')
        )
    ;   exists_directory(Path)
    ->  save_refused(File, 'it is a directory')
    ;   access_file(Path, exist)
    ->  save_refused(File, 'not a regular file')
    ;   true
    ),
    file_directory_name(Path, Directory),
    (   exists_directory(Directory)
    ->  true
    ;   existence_error(directory, Directory)
    ).

%   The temporary file cannot be made although the directory exists
%   (no write permission, a file system such as /proc that makes no new
%   files): the error names File and says why, rather than report the
%   temporary file missing.

open_temp_file(Temp, File, Directory, Out) :-
    catch(open(Temp, write, Out, [encoding(utf8)]), Error, true),
    (   var(Error)
    ->  true
    ;   Error = error(_, context(_, Why)),
        (   atom(Why) ; string(Why) )
    ->  format(atom(Message), 'cannot make a new file in ~w (~w)', [Directory, Why]),
        save_refused(File, Message)
    ;   format(atom(Message), 'cannot make a new file in ~w', [Directory]),
        save_refused(File, Message)
    ).

save_refused(File, Message) :-
    throw(error(permission_error(open, source_sink, File),
                context(save_pdn_file/3, Message))).

remove_if_there(File) :-
    (   exists_file(File)
    ->  catch(delete_file(File), _, true)
    ;   true
    ).
