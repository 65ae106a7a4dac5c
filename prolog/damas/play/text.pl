:- module(damas_play_text,
          [ taken_text/4,               % +Position, +Move, +Notation, -Text
            announce_result/2,          % +Stream, +Game
            result_sentence/4,          % +Game, +Outcome, +Reason, -Sentence
            result_reason/4,            % +Game, +Outcome, +Reason, -Why
            lost_on_time/1,             % +Game
            history_lines/3,            % +Game, +Notation, -Lines
            and_list/2                  % +Items, -Text
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module('../../damas').
:- use_module('../game').
:- use_module('../kb', [variant_rule/3]).
:- use_module(board, [full_move_text/4]).
:- use_module(errors, [side_name/2, opponent/2]).

/** <module> The terminal game's sentences about moves and results

What library(damas/play) says about a game: the pieces a capture took,
how the game ended, and the list of its moves.
*/

%!  taken_text(+Position, +Move, +Notation, -Text) is det.
%
%   ", taking the men on d6, d4 and f2", or in the order taken when
%   men and kings mix: ", taking the king on d4 and the man on f2";
%   empty for a move that takes nothing.

taken_text(Position, move(_, Captured), Notation, Text) :-
    (   Captured == []
    ->  Text = ""
    ;   arg(1, Position, Variant),
        maplist(taken_piece(Position, Notation, Variant), Captured, Pieces),
        pairs_keys_values(Pieces, Kinds, Names),
        (   sort(Kinds, [Kind])
        ->  (   Names = [_]
            ->  kind_name(Kind, one, KindName)
            ;   kind_name(Kind, many, KindName)
            ),
            and_list(Names, NamesText),
            format(string(Taking), "the ~w on ~w", [KindName, NamesText])
        ;   maplist(piece_phrase, Pieces, Phrases),
            and_list(Phrases, Taking)
        ),
        format(string(Text), ", taking ~w", [Taking])
    ).

taken_piece(Position, Notation, Variant, Square, Kind-Name) :-
    piece_at(Position, Square, Piece),
    functor(Piece, Kind, 1),
    square_text(Notation, Variant, Square, Name).

kind_name(man, one, man).
kind_name(man, many, men).
kind_name(king, one, king).
kind_name(king, many, kings).

piece_phrase(Kind-Name, Phrase) :-
    format(string(Phrase), "the ~w on ~w", [Kind, Name]).

%!  and_list(+Items, -Text) is det.
%
%   Text is "a", "a and b", "a, b and c": Items in a sentence.

and_list([One], Text) :-
    !,
    format(string(Text), "~w", [One]).
and_list(Items, Text) :-
    append(Init, [Last], Items),
    atomic_list_concat(Init, ', ', InitText),
    format(string(Text), "~w and ~w", [InitText, Last]).

square_text(numeric, _, Number, Number).
square_text(algebraic, Variant, Number, Name) :-
    square_name(Number, Name, [variant(Variant)]).

%!  announce_result(+Stream, +Game) is det.
%
%   Writes "Game over: ..." with the result and its reason if Game is
%   over; nothing else.

announce_result(Out, Game) :-
    (   game_over(Game, result(Outcome, Reason))
    ->  result_sentence(Game, Outcome, Reason, Sentence),
        format(Out, "~nGame over: ~w~n", [Sentence])
    ;   true
    ).

%!  result_sentence(+Game, +Outcome, +Reason, -Sentence) is det.
%
%   Sentence says the result result(Outcome, Reason) of Game in words:
%   "White wins: Black has no legal move.".

result_sentence(Game, win(Side), Reason, Sentence) :-
    side_name(Side, Name),
    result_reason(Game, win(Side), Reason, Why),
    format(string(Sentence), "~w wins: ~w.", [Name, Why]).
result_sentence(Game, draw, Reason, Sentence) :-
    result_reason(Game, draw, Reason, Why),
    format(string(Sentence), "a draw: ~w.", [Why]).

%!  result_reason(+Game, +Outcome, +Reason, -Why) is det.
%
%   Why says in words why Game ended with result(Outcome, Reason), as
%   result_sentence/4 puts it after the winner: "Black has no legal
%   move", "the same position for the third time".

result_reason(Game, win(Side), Reason, Why) :-
    opponent(Side, Loser),
    side_name(Loser, LoserName),
    win_reason(Reason, Game, LoserName, Why).
result_reason(Game, draw, Reason, Why) :-
    game_start(Game, Start),
    draw_reason(Reason, Start, Why).

win_reason(no_legal_move, _, Loser, Why) :-
    format(string(Why), "~w has no legal move", [Loser]).
win_reason(having_no_move, _, _, "it has no legal move left, which wins this game").
win_reason(first_king, _, _, "it crowned the first king").
win_reason(resignation, Game, Loser, Why) :-
    (   lost_on_time(Game)
    ->  format(string(Why), "~w ran out of time", [Loser])
    ;   format(string(Why), "~w resigned", [Loser])
    ).

%!  lost_on_time(+Game) is semidet.
%
%   Game was lost on time: a resignation with the PDN tag
%   [Termination "time forfeit"].

lost_on_time(Game) :-
    game_tag(Game, 'Termination', Value),
    Value == "time forfeit",
    game_over(Game, result(_, resignation)).

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

%!  history_lines(+Game, +Notation, -Lines) is det.
%
%   The moves of Game, numbered as in PDN, a line per move number:
%   "1. c3-d4 f6-g5"; "1... f6-g5" when Black moved first.  Captures
%   with their whole path.

history_lines(Game, Notation, Lines) :-
    game_start(Game, Start),
    game_moves(Game, Moves),
    foldl(side_move_text(Notation), Moves, SideTexts, Start, _),
    numbered_lines(SideTexts, 1, Lines).

side_move_text(Notation, Move, Side-Text, Position, Next) :-
    side_to_move(Position, Side),
    full_move_text(Position, Move, Notation, Text),
    make_move(Position, Move, Next).

numbered_lines([], _, []).
numbered_lines([white-White|SideTexts0], Number, [Line|Lines]) :-
    (   SideTexts0 = [black-Black|SideTexts]
    ->  format(string(Line), "~d. ~w ~w", [Number, White, Black])
    ;   SideTexts = SideTexts0,
        format(string(Line), "~d. ~w", [Number, White])
    ),
    Next is Number + 1,
    numbered_lines(SideTexts, Next, Lines).
numbered_lines([black-Black|SideTexts], Number, [Line|Lines]) :-
    format(string(Line), "~d... ~w", [Number, Black]),
    Next is Number + 1,
    numbered_lines(SideTexts, Next, Lines).
