:- module(damas_book,
          [ book_load/2,                % +File, -Book
            book_read/3,                % +Stream, -Book, +Options
            book_new/3,                 % +Variant, +Entries, -Book
            book_save/3,                % +File, +Book, +Options
            book_write/3,               % +Stream, +Book, +Options
            book_variant/2,             % +Book, -Variant
            book_size/2,                % +Book, -Positions
            book_entry/3,               % +Book, ?Position, -Moves
            book_move/3,                % +Book, +Position, -Move
            book_move/4,                % +Book, +Position, -Move, +Options
            shipped_book/2,             % ?Variant, -File
            variant_book/2              % +Variant, -Book
          ]).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(predicate_options)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module('../damas').

/** <module> Opening books: moves prepared for the first positions of a game

An opening book holds, for positions of the opening, the moves worth
playing there and what is known of each: the score our search gave it
and, for a book made from games, how often it was played and how those
games ended.  A player that finds its position in the book plays a book
move at once instead of searching.

The books of the repository, kb/books/brazilian.book and
kb/books/international.book, are made by our own search (`make book`,
library(damas/book/build), docs/book.md says how); shipped_book/2 names
them and variant_book/2 loads one.

    ?- variant_book(brazilian, Book), initial_position(P),
       book_move(Book, P, Move).
    Move = '22-18'.

## The format

A book file is UTF-8 text, a line per position:

    # comment lines start with '#'; blank lines are skipped
    variant brazilian
    W:W21-32:B1-12<TAB>22-18 score=3<TAB>21-17 score=-2

The `variant` line comes before the first position.  A position line is
the position's FEN (docs/notation.md), then, each after a tab, its book
moves: the move in numeric notation (`22-18`, `26x17x10`: as
move_text/3 writes it; any text text_move/3 reads is taken), then
statistics `Name=Integer` separated by spaces: `score` (required;
hundredths of a man, for the side to move: higher is better for it),
and, for a book made from games, `games`, `wins`, `draws` and `losses`
(counted for the side that makes the move).  A position appears once,
a move once in its position, and every move must be legal there.

## Choosing a move

book_move/4 plays the best-scored move (the first of equals), or with
choice(weighted) a move at random weighted by its score: a move's
weight halves for every 10 hundredths of a man it scores below the best.
seed(S) makes the weighted choice a function of S and the position.
*/

:- predicate_options(book_read/3, 3, [source(any)]).
:- predicate_options(book_write/3, 3, [comments(list)]).
:- predicate_options(book_save/3, 3, [pass_to(book_write/3, 3)]).
:- predicate_options(book_move/4, 4,
                     [ choice(oneof([best, weighted])),
                       seed(integer)
                     ]).

%   A book is damas_book(Variant, Keys, Entries): Keys the positions'
%   keys in the order of the file, Entries an assoc from a key to
%   entry(Position, Moves).

position_key(position(_, Side, White, Black, Kings), key(Side, White, Black, Kings)).


                 /*******************************
                 *            READING           *
                 *******************************/

%!  book_load(+File, -Book) is det.
%
%   Book is the opening book of File (the format of the module
%   documentation).
%
%   @error syntax_error(damas_book(Line, Culprit)) with
%   context(book_load/2, Message) when line Line of File is wrong;
%   Message names the file and the line and says what is wrong, and
%   Culprit is one of: missing_variant (a position before the `variant`
%   line, or no `variant` line at all; then Line is the last line),
%   bad_variant_line, duplicate_variant, unknown_variant(Name),
%   bad_fen(Text), no_moves, illegal_move(Text), duplicate_move(Text),
%   duplicate_position, bad_statistic(Text), duplicate_statistic(Name),
%   missing_score(Move).
%   @error existence_error(source_sink, File) and the other errors of
%   open/4.

book_load(File, Book) :-
    setup_call_cleanup(open(File, read, Stream, [encoding(utf8)]),
                       book_read(Stream, Book, [source(File)]),
                       close(Stream)).

%!  book_read(+Stream, -Book, +Options) is det.
%
%   Book is the opening book read from Stream to its end.  Options:
%
%     - source(+Name)
%       The name of the text in error messages; default the stream's
%       file name, else `book`.
%
%   @error as book_load/2.

book_read(Stream, Book, Options) :-
    must_be(list, Options),
    (   option(source(Source), Options)
    ->  true
    ;   stream_property(Stream, file_name(Source))
    ->  true
    ;   Source = book
    ),
    empty_assoc(Empty),
    read_lines(Stream, reader(Source, none, 0, [], Empty), reader(_, Variant, Last, Keys, Entries)),
    (   Variant == none
    ->  book_error(Source, Last, missing_variant, "no variant line")
    ;   true
    ),
    reverse(Keys, InOrder),
    Book = damas_book(Variant, InOrder, Entries).

read_lines(Stream, Reader0, Reader) :-
    read_line_to_string(Stream, Line0),
    (   Line0 == end_of_file
    ->  Reader = Reader0
    ;   Reader0 = reader(Source, Variant0, Number0, Keys0, Entries0),
        Number is Number0 + 1,
        split_string(Line0, "", " \t\r", [Line]),
        (   ( Line == "" ; sub_string(Line, 0, 1, _, "#") )
        ->  Variant = Variant0, Keys = Keys0, Entries = Entries0
        ;   split_string(Line, " \t", "", ["variant"|_])
        ->  variant_line(Line, Source, Number, Variant0, Variant),
            Keys = Keys0, Entries = Entries0
        ;   Variant0 == none
        ->  book_error(Source, Number, missing_variant, "a position before the variant line")
        ;   Variant = Variant0,
            position_line(Line, Source, Number, Variant, Keys0, Keys, Entries0, Entries)
        ),
        read_lines(Stream, reader(Source, Variant, Number, Keys, Entries), Reader)
    ).

variant_line(Line, Source, Number, Variant0, Variant) :-
    split_string(Line, " \t", " \t", Words0),
    exclude(==(""), Words0, Words),
    (   Words = ["variant", Name]
    ->  true
    ;   book_error(Source, Number, bad_variant_line,
                   "a variant line is `variant` and a variant's name")
    ),
    (   Variant0 == none
    ->  true
    ;   book_error(Source, Number, duplicate_variant, "a second variant line")
    ),
    atom_string(Variant, Name),
    (   catch(initial_position(Variant, _), error(_, _), fail)
    ->  true
    ;   format(string(Why), "~w is not a variant damas can play", [Name]),
        book_error(Source, Number, unknown_variant(Variant), Why)
    ).

position_line(Line, Source, Number, Variant, Keys0, Keys, Entries0, Entries) :-
    split_string(Line, "\t", " ", [Fen|Fields]),
    (   catch(fen_position(Fen, Position, [variant(Variant)]), error(Formal, Context), true)
    ->  true
    ;   Formal = none
    ),
    (   var(Formal)
    ->  true
    ;   (   Context = context(_, Detail), string(Detail)
        ->  format(string(Why), "not a FEN of ~w: ~w (~w)", [Variant, Fen, Detail])
        ;   format(string(Why), "not a FEN of ~w: ~w", [Variant, Fen])
        ),
        book_error(Source, Number, bad_fen(Fen), Why)
    ),
    position_key(Position, Key),
    (   get_assoc(Key, Entries0, _)
    ->  format(string(Why), "the position ~w is in the book already", [Fen]),
        book_error(Source, Number, duplicate_position, Why)
    ;   true
    ),
    exclude(==(""), Fields, MoveFields),
    (   MoveFields == []
    ->  book_error(Source, Number, no_moves, "a position without a move")
    ;   true
    ),
    foldl(move_field(Source, Number, Fen, Position), MoveFields, Moves, [], _),
    Keys = [Key|Keys0],
    put_assoc(Key, Entries0, entry(Position, Moves), Entries).

move_field(Source, Number, Fen, Position, Field, Move-Stats, Seen, [Move|Seen]) :-
    split_string(Field, " ", " ", Words0),
    exclude(==(""), Words0, [MoveText|StatTexts]),
    (   catch(text_move(Position, MoveText, Move), error(_, _), fail)
    ->  true
    ;   format(string(Why), "~w is not a legal move of ~w", [MoveText, Fen]),
        book_error(Source, Number, illegal_move(MoveText), Why)
    ),
    (   memberchk(Move, Seen)
    ->  format(string(Why), "the move ~w is given twice", [MoveText]),
        book_error(Source, Number, duplicate_move(MoveText), Why)
    ;   true
    ),
    foldl(statistic(Source, Number), StatTexts, move_stats{}, Stats),
    (   get_dict(score, Stats, _)
    ->  true
    ;   format(string(Why), "the move ~w has no score=", [MoveText]),
        book_error(Source, Number, missing_score(MoveText), Why)
    ).

statistic(Source, Number, Text, Stats0, Stats) :-
    (   split_string(Text, "=", "", [NameText, ValueText]),
        atom_string(Name, NameText),
        statistic_name(Name, Type),
        catch(number_string(Value, ValueText), error(_, _), fail),
        is_of_type(Type, Value)
    ->  (   get_dict(Name, Stats0, _)
        ->  format(string(Why), "~w is given twice", [Name]),
            book_error(Source, Number, duplicate_statistic(Name), Why)
        ;   put_dict(Name, Stats0, Value, Stats)
        )
    ;   format(string(Why),
               "~w is not a statistic: score=Integer, games=, wins=, draws= or losses=Count",
               [Text]),
        book_error(Source, Number, bad_statistic(Text), Why)
    ).

%   statistic_name(?Name, ?Type): the statistics of a book move, in the
%   order they are written.

statistic_name(score,  integer).
statistic_name(games,  nonneg).
statistic_name(wins,   nonneg).
statistic_name(draws,  nonneg).
statistic_name(losses, nonneg).

book_error(Source, Line, Culprit, Why) :-
    format(string(Message), "~w:~d: ~w", [Source, Line, Why]),
    throw(error(syntax_error(damas_book(Line, Culprit)), context(book_load/2, Message))).

:- multifile prolog:error_message//1.

prolog:error_message(syntax_error(damas_book(_, _))) -->
    [ 'Bad opening book' ].


                 /*******************************
                 *      MAKING AND WRITING      *
                 *******************************/

%!  book_new(+Variant, +Entries, -Book) is det.
%
%   Book is the opening book of Variant with Entries, a list of
%   Position-Moves in the order the book lists them: Moves a non-empty
%   list of Move-Stats, Move a legal move of Position (a term or text),
%   Stats a dict with at least `score` (see the module documentation).
%
%   @error domain_error(damas_book_entry, Entry) for an entry that is
%   not of this form, names an illegal move or a move twice, or
%   repeats a position (or one of another variant); the errors of a
%   bad position or move.

book_new(Variant, Entries, damas_book(Variant, Keys, Assoc)) :-
    must_be(atom, Variant),
    initial_position(Variant, _),
    must_be(list, Entries),
    empty_assoc(Empty),
    foldl(new_entry(Variant), Entries, Keys, Empty, Assoc).

new_entry(Variant, Entry, Key, Assoc0, Assoc) :-
    (   Entry = Position0-Moves0,
        is_list(Moves0),
        Moves0 \== []
    ->  true
    ;   domain_error(damas_book_entry, Entry)
    ),
    canonical_position(Position0, Position),
    (   arg(1, Position, Variant)
    ->  true
    ;   domain_error(damas_book_entry, Entry)
    ),
    position_key(Position, Key),
    (   get_assoc(Key, Assoc0, _)
    ->  domain_error(damas_book_entry, Entry)
    ;   true
    ),
    maplist(new_move(Entry, Position), Moves0, Moves),
    pairs_keys(Moves, Terms),
    (   sort(Terms, Unique), length(Unique, N), length(Terms, N)
    ->  true
    ;   domain_error(damas_book_entry, Entry)
    ),
    put_assoc(Key, Assoc0, entry(Position, Moves), Assoc).

new_move(Entry, Position, Move0-Stats0, Move-Stats) :-
    !,
    (   is_dict(Stats0),
        get_dict(score, Stats0, Score),
        integer(Score)
    ->  dict_pairs(Stats0, _, Pairs),
        dict_pairs(Stats, move_stats, Pairs)
    ;   domain_error(damas_book_entry, Entry)
    ),
    (   atomic(Move0)
    ->  text_move(Position, Move0, Move)
    ;   legal_move(Position, Move0)
    ->  Move = Move0
    ;   domain_error(damas_book_entry, Entry)
    ).
new_move(Entry, _, _, _) :-
    domain_error(damas_book_entry, Entry).

%!  book_save(+File, +Book, +Options) is det.
%
%   Writes Book to File (UTF-8) as book_write/3 does.

book_save(File, Book, Options) :-
    must_be_book(Book),
    setup_call_cleanup(open(File, write, Stream, [encoding(utf8)]),
                       book_write(Stream, Book, Options),
                       close(Stream)).

%!  book_write(+Stream, +Book, +Options) is det.
%
%   Writes Book in the format of the module documentation: the comment
%   lines, the variant line, then the positions in the book's order,
%   each with its FEN (with ranges) and its moves in numeric notation.
%   book_read/3 reads back the same book.  Options:
%
%     - comments(+Lines)
%       Text (atoms or strings) written first, each line after `# `.

book_write(Stream, Book, Options) :-
    must_be_book(Book),
    must_be(list, Options),
    option(comments(Comments), Options, []),
    must_be(list, Comments),
    forall(member(Comment, Comments), format(Stream, "# ~w~n", [Comment])),
    Book = damas_book(Variant, Keys, Entries),
    format(Stream, "variant ~w~n", [Variant]),
    forall(member(Key, Keys),
           ( get_assoc(Key, Entries, entry(Position, Moves)),
             write_entry(Stream, Position, Moves)
           )).

write_entry(Stream, Position, Moves) :-
    position_fen(Position, Fen, [ranges(true)]),
    format(Stream, "~w", [Fen]),
    forall(member(Move-Stats, Moves),
           ( move_text(Position, Move, Text),
             format(Stream, "\t~w", [Text]),
             forall(( statistic_name(Name, _), get_dict(Name, Stats, Value) ),
                    format(Stream, " ~w=~w", [Name, Value]))
           )),
    nl(Stream).


                 /*******************************
                 *            LOOKING UP        *
                 *******************************/

%!  book_variant(+Book, -Variant) is det.
%
%   Variant is the variant of Book's positions.

book_variant(Book, Variant) :-
    must_be_book(Book),
    arg(1, Book, Variant).

%!  book_size(+Book, -Positions) is det.
%
%   Positions is the number of positions of Book.

book_size(Book, Positions) :-
    must_be_book(Book),
    arg(2, Book, Keys),
    length(Keys, Positions).

%!  book_entry(+Book, ?Position, -Moves) is nondet.
%
%   Moves are the book moves of Position, a list of Move-Stats in the
%   book's order, Move a move term and Stats the dict
%   move_stats{score: S, ...} of its statistics.  With Position bound
%   (a position or fen/2 term), fails if Position is not in Book (a
%   position of another variant never is); unbound, enumerates the
%   book's positions in the book's order, as position terms.

book_entry(Book, Position0, Moves) :-
    must_be_book(Book),
    Book = damas_book(Variant, Keys, Entries),
    (   var(Position0)
    ->  member(Key, Keys),
        get_assoc(Key, Entries, entry(Position0, Moves))
    ;   canonical_position(Position0, Position),
        arg(1, Position, Variant),
        position_key(Position, Key),
        get_assoc(Key, Entries, entry(_, Moves))
    ).

%!  book_move(+Book, +Position, -Move) is semidet.
%!  book_move(+Book, +Position, -Move, +Options) is semidet.
%
%   Move (a move term) is a book move of Position; fails if Position is
%   not in Book.  Options:
%
%     - choice(+How)
%       `best` (the default): the move of the highest score, the first
%       of equals; `weighted`: a move at random, its weight halved for
%       every 10 hundredths of a man it scores below the best.
%     - seed(+Integer)
%       With choice(weighted), the random choice is a function of
%       Integer and Position (the same seed, the same move); without,
%       it uses library(random)'s state of the calling thread.
%
%   @error type_error(list, Options); type_error(atom, How) and
%   domain_error(damas_book_choice, How); type_error(integer, Seed);
%   type_error(damas_book, Book); the errors of a bad position.

book_move(Book, Position, Move) :-
    book_move(Book, Position, Move, []).

book_move(Book, Position0, Move, Options) :-
    must_be_book(Book),
    must_be(list, Options),
    option(choice(Choice), Options, best),
    must_be(atom, Choice),
    (   memberchk(Choice, [best, weighted])
    ->  true
    ;   domain_error(damas_book_choice, Choice)
    ),
    (   option(seed(Seed), Options)
    ->  must_be(integer, Seed)
    ;   Seed = none
    ),
    canonical_position(Position0, Position),
    book_entry(Book, Position, Moves),
    choose(Choice, Seed, Position, Moves, Move).

choose(best, _, _, [Move0-Stats0|Moves], Move) :-
    foldl(better, Moves, Move0-Stats0.score, Move-_).
choose(weighted, Seed, Position, Moves, Move) :-
    maplist(move_score, Moves, Scores),
    max_list(Scores, Best),
    maplist(weight(Best), Scores, Weights),
    sum_list(Weights, Total),
    random_fraction(Seed, Position, Fraction),
    Target is Fraction * Total,
    pairs_keys(Moves, Terms),
    pick(Terms, Weights, Target, Move).

move_score(_-Stats, Stats.score).

weight(Best, Score, Weight) :-
    Weight is 0.5 ** ((Best - Score) / 10).

better(Move-Stats, Move0-Score0, Best) :-
    (   Stats.score > Score0
    ->  Best = Move-Stats.score
    ;   Best = Move0-Score0
    ).

pick([Move], _, _, Move) :-
    !.
pick([Move|Moves], [Weight|Weights], Target, Chosen) :-
    (   Target < Weight
    ->  Chosen = Move
    ;   Target1 is Target - Weight,
        pick(Moves, Weights, Target1, Chosen)
    ).

%   random_fraction(+Seed, +Position, -Fraction): a number in [0, 1),
%   from the thread's random state, or for a seed from SplitMix64 over
%   the seed and the position's fields.

random_fraction(none, _, Fraction) :-
    !,
    random(Fraction).
random_fraction(Seed, position(_, Side, White, Black, Kings), Fraction) :-
    (   Side == white -> SideBit = 0 ; SideBit = 1 ),
    foldl(mix, [Seed, SideBit, White, Black, Kings], 0, Hash),
    Fraction is Hash / 2**64.

mix(Value, Hash0, Hash) :-
    Mask = 0xFFFFFFFFFFFFFFFF,
    Z1 is ((Hash0 xor Value) + 0x9E3779B97F4A7C15) /\ Mask,
    Z2 is ((Z1 xor (Z1 >> 30)) * 0xBF58476D1CE4E5B9) /\ Mask,
    Z3 is ((Z2 xor (Z2 >> 27)) * 0x94D049BB133111EB) /\ Mask,
    Hash is Z3 xor (Z3 >> 31).

must_be_book(Book) :-
    (   var(Book)
    ->  instantiation_error(Book)
    ;   Book = damas_book(_, _, _)
    ->  true
    ;   type_error(damas_book, Book)
    ).


                 /*******************************
                 *        THE SHIPPED BOOKS     *
                 *******************************/

:- dynamic book_directory/1.

%   kb/books/ is beside prolog/, as in a checkout or an installed pack.

:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../../kb/books', Books0),
   absolute_file_name(Books0, Books),
   retractall(book_directory(_)),
   asserta(book_directory(Books)).

%!  shipped_book(?Variant, -File) is nondet.
%
%   File is the book of Variant that the repository ships,
%   kb/books/Variant.book.  Enumerates the variants that have one.

shipped_book(Variant, File) :-
    book_directory(Dir),
    (   atom(Variant)
    ->  file_name_extension(Variant, book, Base),
        directory_file_path(Dir, Base, File),
        exists_file(File)
    ;   directory_file_path(Dir, '*.book', Pattern),
        expand_file_name(Pattern, Files),
        member(File, Files),
        file_base_name(File, Base),
        file_name_extension(Variant, book, Base)
    ).

%!  variant_book(+Variant, -Book) is semidet.
%
%   Book is the shipped book of Variant (shipped_book/2), loaded once per
%   thread (again when the file changes); fails if Variant has none.
%
%   @error the errors of book_load/2.

variant_book(Variant, Book) :-
    must_be(atom, Variant),
    shipped_book(Variant, File),
    time_file(File, Modified),
    (   nb_current(damas_book_cache, Cache)
    ->  true
    ;   Cache = []
    ),
    (   memberchk(Variant-cached(Modified, Book0), Cache)
    ->  Book = Book0
    ;   book_load(File, Book),
        (   selectchk(Variant-_, Cache, Rest) -> true ; Rest = Cache ),
        nb_setval(damas_book_cache, [Variant-cached(Modified, Book)|Rest])
    ).
