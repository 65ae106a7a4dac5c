:- module(damas_book_build,
          [ book_build/3,               % +Variant, -Book, +Options
            book_build_main/0           % run by `make book`
          ]).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(heaps)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(predicate_options)).
:- use_module(library(readutil)).
:- use_module('../../damas').
:- use_module('../search').
:- use_module('../book').
:- use_module('../game', [position_ending/2]).

/** <module> Building an opening book from our own search

book_build/3 makes an opening book (library(damas/book)) by searching
the opening with our engine; `make book BOOK_VARIANT=brazilian` runs
book_build_main/0, which writes kb/books/brazilian.book (docs/book.md).

The build is best-first.  Each position taken from the queue is
expanded: every legal move is made and the position it leads to
searched to a fixed depth, which gives the move's score for the side
that makes it; the moves that score within a margin of the best are
the position's book moves, and the positions they lead to join the
queue.  A position's cost is its plies from the start times a cost per
ply, plus, for each move on the line that leads to it, how far that
move scored below the best there: the queue gives the cheapest
position first, so the book follows the best lines deepest and
dubious ones a few plies only.  The build ends when the book has its
number of positions, or the queue is empty.  A position that ends the
game (position_ending/2 of library(damas/game): no legal move, or in
breakthrough a king on the board) is not expanded.

Extra starting positions (the ballot openings of Brazilian draughts)
come from a file of tests/data/openings_*.tsv's form; each costs its
line's plies.

One search context with one thread serves the whole build, and the
order of the searches is fixed (ties in cost go to the position queued
first): the same options give the same book, move for move and score
for score.  The endgame database is not used.
*/

:- predicate_options(book_build/3, 3,
                     [ depth(positive_integer),
                       positions(positive_integer),
                       margin(nonneg),
                       ply_cost(nonneg),
                       max_plies(nonneg),
                       openings(atom),
                       hash(nonneg),
                       heuristic(atom),
                       progress(boolean)
                     ]).

%!  book_build(+Variant, -Book, +Options) is det.
%
%   Book is an opening book of Variant made by our search, as the module
%   documentation describes.  Options:
%
%     - depth(+D)
%       The depth of the search of each position after a move; default 12.
%     - positions(+N)
%       The positions of the book, at most; default 500.
%     - margin(+M)
%       A move is a book move when it scores at most M hundredths of a
%       man below the best; default 25.
%     - ply_cost(+C)
%       The cost of a ply, in hundredths of a man; default 10.
%     - max_plies(+P)
%       No position more than P plies from the start is expanded;
%       default 40.
%     - openings(+File)
%       More starting positions: a file of lines `Name<TAB>FEN` (lines
%       starting with `#`, and a first line `name<TAB>fen`, skipped),
%       each costing the plies of its name, the number of its words
%       after a `Label:` (`I-2: ab4 ba5` and `31-26 17-22` are 2 plies).
%     - hash(+MegaBytes)
%       The transposition table; default 64.
%     - heuristic(+H)
%       The search's evaluation; default `default`.
%     - progress(+Boolean)
%       `true`: a line on user_error every 100 positions.  Default
%       `false`.
%
%   @error the errors of search/3 and search_context_new/2 for the
%   depth, table and heuristic; type_error and domain_error for the
%   other options; the errors of reading the openings file, and
%   syntax_error(damas_openings(Line)) for a line that is not a
%   position of Variant.

book_build(Variant, Book, Options) :-
    must_be(list, Options),
    option(depth(Depth), Options, 12),
    must_be(positive_integer, Depth),
    option(positions(Limit), Options, 500),
    must_be(positive_integer, Limit),
    option(margin(Margin), Options, 25),
    must_be(nonneg, Margin),
    option(ply_cost(PlyCost), Options, 10),
    must_be(nonneg, PlyCost),
    option(max_plies(MaxPlies), Options, 40),
    must_be(nonneg, MaxPlies),
    option(hash(MegaBytes), Options, 64),
    option(heuristic(Heuristic), Options, default),
    option(progress(Progress), Options, false),
    must_be(boolean, Progress),
    initial_position(Variant, Start),
    (   option(openings(File), Options)
    ->  read_openings(File, Variant, Openings)
    ;   Openings = []
    ),
    foldl(opening_root(PlyCost), Openings, Roots0, 1, Next),
    Roots = [0-0-node(Start, 0)|Roots0],
    list_to_heap(Roots, Queue),
    search_context_new(Context, [hash(MegaBytes), threads(1)]),
    Search = [depth(Depth), context(Context), heuristic(Heuristic), endgame(false)],
    Settings = settings(Search, Margin, PlyCost, MaxPlies, Limit, Progress),
    empty_assoc(Seen),
    get_time(Began),
    expand(Queue, Next, Seen, 0, Settings, Began, Entries),
    book_new(Variant, Entries, Book).

opening_root(PlyCost, Plies-Position, Cost-Sequence-node(Position, Plies), Sequence, Next) :-
    Cost is Plies * PlyCost,
    Next is Sequence + 1.

%   expand(+Queue, +Next, +Seen, +Count, +Settings, +Began, -Entries):
%   Entries are the book entries of the positions taken from Queue, in
%   order, until the book has its positions.  Next numbers the positions
%   queued, so that equal costs go first-queued first; Seen holds the
%   keys of the positions taken already (a transposition is expanded
%   once, at its cheapest).

expand(_, _, _, Count, settings(_, _, _, _, Limit, _), _, []) :-
    Count >= Limit,
    !.
expand(Queue0, Next0, Seen0, Count0, Settings, Began, Entries) :-
    (   get_from_heap(Queue0, Cost-_, node(Position, Plies), Queue1)
    ->  Position = position(_, Side, White, Black, Kings),
        Key = key(Side, White, Black, Kings),
        Settings = settings(Search, Margin, PlyCost, MaxPlies, _, Progress),
        (   (   get_assoc(Key, Seen0, _)
            ;   Plies > MaxPlies
            ;   position_ending(Position, _)
            )
        ->  expand(Queue1, Next0, Seen0, Count0, Settings, Began, Entries)
        ;   put_assoc(Key, Seen0, true, Seen),
            scored_moves(Position, Search, Scored),
            pairs_keys(Scored, Scores),
            max_list(Scores, Best),
            include(kept(Best, Margin), Scored, Kept),
            maplist(book_move_stats, Kept, Moves),
            Entries = [Position-Moves|Entries1],
            Plies1 is Plies + 1,
            foldl(queue_child(Position, Best, Cost, PlyCost, Plies1), Kept,
                  Queue1-Next0, Queue-Next),
            Count is Count0 + 1,
            progress(Progress, Count, Began),
            expand(Queue, Next, Seen, Count, Settings, Began, Entries1)
        )
    ;   Entries = []
    ).

%   scored_moves(+Position, +Search, -Scored): Scored is Score-Move for
%   each legal move, Score the move's value for the side making it, best
%   first (a stable sort: equals keep the order of the legal moves).

scored_moves(Position, Search, Scored) :-
    legal_moves(Position, Moves),
    maplist(move_score(Position, Search), Moves, Pairs),
    sort(1, @>=, Pairs, Scored).

move_score(Position, Search, Move, Score-Move) :-
    make_move(Position, Move, Next),
    search(Next, Result, Search),
    Score is -Result.score.

kept(Best, Margin, Score-_) :-
    Best - Score =< Margin.

book_move_stats(Score-Move, Move-move_stats{score: Score}).

queue_child(Position, Best, Cost0, PlyCost, Plies, Score-Move, Queue0-Next0, Queue-Next) :-
    make_move(Position, Move, Child),
    Cost is Cost0 + PlyCost + Best - Score,
    add_to_heap(Queue0, Cost-Next0, node(Child, Plies), Queue),
    Next is Next0 + 1.

progress(true, Count, Began) :-
    Count mod 100 =:= 0,
    !,
    get_time(Now),
    Seconds is Now - Began,
    format(user_error, "~D positions in ~1f s~n", [Count, Seconds]).
progress(_, _, _).


                 /*******************************
                 *           OPENINGS           *
                 *******************************/

%   read_openings(+File, +Variant, -Openings): Openings is Plies-Position
%   for each line of File.

read_openings(File, Variant, Openings) :-
    read_file_to_string(File, Text, [encoding(utf8)]),
    split_string(Text, "\n", "\r", Lines),
    findall(Number-Line, nth1(Number, Lines, Line), Numbered),
    convlist(opening(File, Variant), Numbered, Openings).

opening(File, Variant, Number-Line, Plies-Position) :-
    Line \== "",
    \+ sub_string(Line, 0, 1, _, "#"),
    Line \== "name\tfen",
    (   split_string(Line, "\t", " ", [Name, Fen]),
        catch(fen_position(Fen, Position, [variant(Variant)]), error(_, _), fail)
    ->  name_plies(Name, Plies)
    ;   format(string(Message), "~w:~d: not a name, a tab and a FEN of ~w",
               [File, Number, Variant]),
        throw(error(syntax_error(damas_openings(Number)), context(book_build/3, Message)))
    ).

name_plies(Name, Plies) :-
    (   sub_string(Name, _, _, After, ":")
    ->  sub_string(Name, _, After, 0, Moves)
    ;   Moves = Name
    ),
    split_string(Moves, " ", " ", Words0),
    exclude(==(""), Words0, Words),
    length(Words, Plies).


                 /*******************************
                 *          FROM MAKE           *
                 *******************************/

%!  book_build_main is det.
%
%   Builds a book and writes it, its header saying how it was made.
%   The command-line options (after `--`) are those of book_build/3
%   written `--depth=14`, `--positions=2000`, `--margin=25`,
%   `--ply-cost=10`, `--max-plies=40`, `--openings=FILE`, `--hash=64`,
%   and besides `--variant=V` (default `brazilian`), `--out=FILE`
%   (default kb/books/V.book) and `--made-by=TEXT` (the command to name
%   in the header, as `make book` gives it).  Progress goes to
%   user_error.

book_build_main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _, Options0),
    option(variant(Variant), Options0, brazilian),
    format(atom(DefaultOut), "kb/books/~w.book", [Variant]),
    option(out(Out), Options0, DefaultOut),
    build_options(Options0, Options),
    get_time(Start),
    book_build(Variant, Book, [progress(true)|Options]),
    get_time(End),
    Seconds is round(End - Start),
    book_size(Book, Size),
    header(Variant, Size, Options0, Options, Comments),
    book_save(Out, Book, [comments(Comments)]),
    format(user_error, "~w: ~D positions, built in ~d s~n", [Out, Size, Seconds]).

%   build_options(+Options0, -Options): the options of book_build/3
%   among the command line's.

build_options(Options0, Options) :-
    include(build_option, Options0, Options).

build_option(Option) :-
    functor(Option, Name, 1),
    memberchk(Name, [depth, positions, margin, ply_cost, max_plies, openings, hash]).

header(Variant, Size, Options0, Options, Comments) :-
    findall(Text, ( member(Option, Options), option_text(Option, Text) ), Texts),
    atomic_list_concat(Texts, ' ', Arguments),
    option(depth(Depth), Options, 12),
    option(margin(Margin), Options, 25),
    option(positions(Limit), Options, 500),
    option(ply_cost(PlyCost), Options, 10),
    format(string(Command),
           "  swipl -g damas_book_build:book_build_main -t halt prolog/damas/book/build.pl -- --variant=~w ~w",
           [Variant, Arguments]),
    (   option(made_by(MadeBy), Options0)
    ->  format(string(Made), "Made by `~w`, which runs:", [MadeBy])
    ;   Made = "Made by:"
    ),
    (   option(openings(Openings), Options)
    ->  format(string(From), "the initial position and the openings of ~w", [Openings])
    ;   From = "the initial position"
    ),
    format(string(C1), "damas opening book: ~w, ~D positions.", [Variant, Size]),
    format(string(C3), "From ~w, best first:", [From]),
    format(string(C4), "each legal move of a position is made and the position after it searched to depth ~d", [Depth]),
    format(string(C5), "by damas' own search (one thread, no endgame database); the moves within ~d hundredths", [Margin]),
    format(string(C6), "of a man of the best are kept, and the positions they lead to expanded cheapest first,", []),
    format(string(C7), "a ply costing ~d plus each move's distance below the best, up to ~D positions.",
           [PlyCost, Limit]),
    Comments = [ C1,
                 Made,
                 Command,
                 C3, C4, C5, C6, C7,
                 "Format (docs/book.md): a line per position, its FEN, then for each book move a tab,",
                 "the move and score=S, hundredths of a man for the side that makes it."
               ].

option_text(Option, Text) :-
    Option =.. [Name0, Value],
    atomic_list_concat(Parts, '_', Name0),
    atomic_list_concat(Parts, '-', Name),
    format(atom(Text), "--~w=~w", [Name, Value]).
