:- module(damas_dxp_board,
          [ dxp_board/3,                % +Position, -Side, -Board
            dxp_setup_position/4,       % +Variant, +Side, +Board, -Position
            dxp_move/4,                 % +Move, -From, -To, -Captured
            dxp_legal_move/5            % +Position, +From, +To, +Captured, -Move
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).
:- use_module('../../damas').
:- use_module('../kb', [variant_board/2]).

/** <module> DXP positions and moves as damas terms

A DXP position is the side to move and one character per square, 1 to
50 (`e` empty, `w` and `z` men, `W` and `Z` kings); a DXP move is its
start and end squares and the squares of the pieces it takes, in any
order.  This module converts both to and from the terms of
library(damas).
*/

%!  dxp_board(+Position, -Side, -Board) is det.
%
%   Side is the side to move in Position and Board the string of its
%   squares in DXP's characters.

dxp_board(Position, Side, Board) :-
    side_to_move(Position, Side),
    canonical_position(Position, position(Variant, _, _, _, _)),
    variant_board(Variant, board(Squares, _, _, _)),
    numlist(1, Squares, Numbers),
    maplist(square_char(Position), Numbers, Chars),
    string_chars(Board, Chars).

square_char(Position, Square, Char) :-
    piece_at(Position, Square, Piece),
    piece_char(Piece, Char),
    !.

piece_char(empty,        e).
piece_char(man(white),   w).
piece_char(man(black),   z).
piece_char(king(white), 'W').
piece_char(king(black), 'Z').

%!  dxp_setup_position(+Variant, +Side, +Board, -Position) is det.
%
%   Position is the position of Variant with Side to move and the
%   pieces of Board, a DXP board string.
%
%   @error domain_error(dxp_board(Variant), Board) when Board does not
%   have one character per square of Variant's board; the errors of
%   fen_position/3 for a position that cannot be (a man on its
%   crowning row).

dxp_setup_position(Variant, Side, Board, Position) :-
    variant_board(Variant, board(Squares, _, _, _)),
    string_chars(Board, Chars),
    (   length(Chars, Squares)
    ->  true
    ;   domain_error(dxp_board(Variant), Board)
    ),
    numlist(1, Squares, Numbers),
    pairs_keys_values(Pairs, Numbers, Chars),
    convlist(piece_of(white), Pairs, White),
    convlist(piece_of(black), Pairs, Black),
    side_letter(Side, Letter),
    atomic_list_concat(White, ',', WhiteText),
    atomic_list_concat(Black, ',', BlackText),
    format(string(Fen), "~w:W~w:B~w", [Letter, WhiteText, BlackText]),
    fen_position(Fen, Position, [variant(Variant)]).

piece_of(Side, Square-Char, Text) :-
    piece_char(Piece, Char),
    compound(Piece),
    arg(1, Piece, Side),
    (   Piece = king(_)
    ->  format(atom(Text), "K~d", [Square])
    ;   Text = Square
    ).

side_letter(white, 'W').
side_letter(black, 'B').

%!  dxp_move(+Move, -From, -To, -Captured) is det.
%
%   Move goes from From to To and takes the pieces on Captured, in the
%   order it takes them.

dxp_move(Move, From, To, Captured) :-
    move_from(Move, From),
    move_to(Move, To),
    move_captures(Move, Captured).

%!  dxp_legal_move(+Position, +From, +To, +Captured, -Move) is semidet.
%
%   Move is the legal move of Position from From to To that takes the
%   pieces on Captured (in any order).  A capture whose message gives no
%   captured piece (some programs leave them out) is found by From and
%   To alone when only one legal move goes from From to To.  Fails when
%   no legal move, or more than one, fits.

dxp_legal_move(Position, From, To, Captured, Move) :-
    msort(Captured, Taken),
    findall(Move0, ( legal_move(Position, Move0),
                     dxp_move(Move0, From, To, Captured0),
                     fits(Captured0, Taken) ),
            Moves),
    sort(Moves, [Move]).

fits(Captured, Taken) :-
    (   Taken == []
    ->  true
    ;   msort(Captured, Taken)
    ).
