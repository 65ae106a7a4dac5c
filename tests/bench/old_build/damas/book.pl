/*  The stand-in for library(damas/book) of tests/bench/old_build_hub.pl,
    for a checkout from before the opening books (commit efcdfcd): it
    has no book, and refuses to read one.
*/
:- module(damas_book,
          [ book_load/2,                % +File, -Book
            book_move/3,                % +Book, +Position, -Move
            book_entry/3,               % +Book, +Position, -Moves
            book_variant/2              % +Book, ?Variant
          ]).
:- use_module(library(error)).

%!  book_load(+File, -Book) is det.
%
%   Always an existence_error: the old checkout reads no book.

book_load(File, _) :-
    existence_error(damas_book_library, File).

%!  book_move(+Book, +Position, -Move) is semidet.
%!  book_entry(+Book, +Position, -Moves) is semidet.
%!  book_variant(+Book, ?Variant) is semidet.
%
%   Fail: there is no book.

book_move(_, _, _) :-
    fail.
book_entry(_, _, _) :-
    fail.
book_variant(_, _) :-
    fail.
