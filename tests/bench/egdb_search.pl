/*  What the endgame database is worth to the search, at a fixed depth (no
    clock: a run gives the same figures on any machine).

        make egdb EGDB_VARIANTS=international     # the database, first
        swipl tests/bench/egdb_search.pl [--variant=international]
              [--dir=build/egdb/international] [--positions=200]
              [--depth=6] [--games=20] [--seed=1]

    1. --positions positions that the database says the side to move
       wins, no capture pending for either side: a third of them three
       kings against a lone king, a third four kings (with a 5-piece
       database), the others random positions of 4 and 5 pieces (at most
       the database's), men and kings, either side to move.  Each is
       searched to --depth plies with the database and without it: how
       often the search scores it won (with the database: a score in the
       database's band, above the evaluation's 20000; without: a win it
       proves, outcome win(_)), and how often the move it plays keeps the
       win by the database.
    2. Of each kind, the first --games / 3 positions that the search
       without the database does not prove won are played out under the
       variant's draw rules,
       the winner searching --depth plies a move with the database, then
       again without it; the defender searches without it.  How many the
       winner wins.

    Figures, not a test.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(main)).
:- use_module(library(option)).
:- use_module(library(random)).
:- use_module(library(damas)).
:- use_module(library(damas/endgame)).
:- use_module(library(damas/game)).
:- use_module(library(damas/search)).

max_plies(400).          % a safety net: the draw rules end games sooner

main(Argv) :-
    argv_options(Argv, _, Options),
    option(variant(Variant), Options, international),
    option(positions(Count), Options, 200),
    option(depth(Depth), Options, 6),
    option(games(Games), Options, 20),
    option(seed(Seed), Options, 1),
    (   option(dir(Dir), Options)
    ->  endgame_load(Variant, [directory(Dir)])
    ;   endgame_load(Variant)
    ),
    endgame_database(Variant, Info),
    format("database ~w: up to ~d pieces, ~D positions~n",
           [Info.directory, Info.pieces, Info.positions]),
    squares(Variant, Squares),
    set_random(seed(Seed)),
    Third is Count // 3,
    Random is Count - 2 * Third,
    Kinds = [ 'three kings against one'-kings_won_position(3),
              'four kings against one'-kings_won_position(4),
              'random 4 and 5 pieces'-random_won_position ],
    maplist(kind_rows(Variant, Squares, Info.pieces, Depth), Kinds, [Third, Third, Random],
            KindRows),
    PerKind is max(1, Games // 3),
    findall(S, ( member(_-Rows, KindRows),
                 findall(S0, member(S0-_-false-_-_-_, Rows), Unproven),
                 length(Unproven, Available),
                 Take is min(PerKind, Available),
                 length(Taken, Take),
                 append(Taken, _, Unproven),
                 member(S, Taken) ), Playing),
    format("~nplayed out at depth ~d, the defender without the database:~n", [Depth]),
    maplist(play_both(Depth), Playing, Outcomes),
    aggregate_results(Outcomes).

%   Kind-Rows: Count positions of a kind (Generator), each searched with
%   and without the database.
kind_rows(Variant, Squares, Max, Depth, Kind-Generator, Count, Kind-Rows) :-
    findall(P, ( between(1, Count, _),
                 call(Generator, Variant, Squares, Max, P) ), Starts),
    maplist(compare_searches(Depth), Starts, Rows),
    report(Kind, Depth, Rows).

%   The square numbers of Variant's board.
squares(Variant, Squares) :-
    findall(N, ( between(1, 64, N),
                 catch(square_name(N, _, [variant(Variant)]), _, fail) ), Squares).

%   Row: Start-Band-Proven-KeepsWith-KeepsWithout-Nodes: whether the search
%   with the database scores Start won (the database's band or a mate
%   found), whether the one
%   without proves a win, whether each one's move keeps the win.
compare_searches(Depth, Start, Start-Band-Proven-KeepsWith-KeepsWithout-Nodes) :-
    search(Start, With, [depth(Depth)]),
    search(Start, Without, [depth(Depth), endgame(false)]),
    (   With.score > 20000 -> Band = true ; Band = false ),
    (   Without.outcome = win(_) -> Proven = true ; Proven = false ),
    keeps_win(Start, With.move, KeepsWith),
    keeps_win(Start, Without.move, KeepsWithout),
    Nodes = With.nodes-Without.nodes.

keeps_win(Start, Move, Keeps) :-
    make_move(Start, Move, After),
    (   legal_moves(After, [])
    ->  Keeps = true
    ;   endgame_value(After, loss)
    ->  Keeps = true
    ;   Keeps = false
    ).

report(Kind, Depth, Rows) :-
    length(Rows, N),
    count(Rows, [_-true-_-_-_-_]>>true, Band),
    count(Rows, [_-_-true-_-_-_]>>true, Proven),
    count(Rows, [_-_-_-true-_-_]>>true, KeepsWith),
    count(Rows, [_-_-_-_-true-_]>>true, KeepsWithout),
    foldl([_-_-_-_-_-(A-B), X0-Y0, X-Y]>>(X is X0 + A, Y is Y0 + B), Rows, 0-0, NodesWith-NodesWithout),
    format("~w: ~d won positions, searched to depth ~d:~n", [Kind, N, Depth]),
    format("  with the database:    scored won ~d, move keeps the win ~d, ~D nodes~n",
           [Band, KeepsWith, NodesWith]),
    format("  without the database: proven won ~d, move keeps the win ~d, ~D nodes~n",
           [Proven, KeepsWithout, NodesWithout]).

count(List, Goal, Count) :-
    include(Goal, List, Included),
    length(Included, Count).

play_both(Depth, Start, With-Without) :-
    side_to_move(Start, Winner),
    play(Start, Depth, Winner, true, With),
    play(Start, Depth, Winner, false, Without),
    position_fen(Start, Fen),
    format("  ~w~t~40| with: ~w~t~70| without: ~w~n", [Fen, With, Without]),
    flush_output.

play(Start, Depth, Winner, UseDatabase, Outcome) :-
    new_game([position(Start)], Game0),
    play_out(Game0, Depth, Winner, UseDatabase, 0, Result),
    (   Result = result(win(Winner), _)
    ->  Outcome = won
    ;   Result = result(draw, Why)
    ->  Outcome = drawn(Why)
    ;   Outcome = Result
    ).

play_out(Game, _, _, _, _, Result) :-
    game_over(Game, Result),
    !.
play_out(_, _, _, _, Plies, result(unfinished, max_plies)) :-
    max_plies(Plies),
    !.
play_out(Game0, Depth, Winner, UseDatabase, Plies0, Result) :-
    game_position(Game0, Position),
    side_to_move(Position, Side),
    (   Side == Winner, UseDatabase == true
    ->  Options = [depth(Depth), game(Game0)]
    ;   Options = [depth(Depth), game(Game0), endgame(false)]
    ),
    search(Position, R, Options),
    game_play(Game0, R.move, Game),
    Plies is Plies0 + 1,
    play_out(Game, Depth, Winner, UseDatabase, Plies, Result).

aggregate_results(Outcomes) :-
    length(Outcomes, N),
    count(Outcomes, [won-_]>>true, With),
    count(Outcomes, [_-won]>>true, Without),
    format("won with the database ~d of ~d, without it ~d of ~d~n", [With, N, Without, N]).


                 /*******************************
                 *     RANDOM WON POSITIONS     *
                 *******************************/

%   Random material of 4 to Max (at most 5) pieces, each side at least one,
%   men off their own promotion row, either side to move, no capture
%   pending; the database must call it won for the side to move.
random_won_position(Variant, Squares, Max, Position) :-
    Top is min(Max, 5),
    repeat,
    random_between(4, Top, N),
    random_between(1, N, Mine0),
    Mine is min(Mine0, N - 1),
    Theirs is N - Mine,
    random_member(Side, [white, black]),
    random_permutation(Squares, Shuffled),
    length(MySquares, Mine),
    length(TheirSquares, Theirs),
    append([MySquares, TheirSquares, _], Shuffled),
    maplist(random_piece, MySquares, MyPieces),
    maplist(random_piece, TheirSquares, TheirPieces),
    catch(side_position(Variant, Side, MyPieces, TheirPieces, Position),
          error(syntax_error(_), _), fail),   % a man on its promotion row
    quiet(Position),
    catch(endgame_value(Position, win), error(existence_error(endgame_position, _), _),
          fail),                             % a slice the database lacks
    !.

%   N kings against one, a random side strong and to move, no capture
%   pending; the database (of at least N + 1 pieces) must call it won.
kings_won_position(N, Variant, Squares, Max, Position) :-
    N < Max,
    repeat,
    random_member(Side, [white, black]),
    random_permutation(Squares, [Lone|Shuffled]),
    length(Strong, N),
    append(Strong, _, Shuffled),
    maplist([S, king-S]>>true, Strong, StrongPieces),
    side_position(Variant, Side, StrongPieces, [king-Lone], Position),
    quiet(Position),
    endgame_value(Position, win),
    !.

random_piece(Square, Kind-Square) :-
    random_member(Kind, [man, king]).

%   Side's pieces Own against Other, Side to move (through FEN, which
%   checks it).
side_position(Variant, Side, Own, Other, Position) :-
    (   Side == white
    ->  White = Own, Black = Other, S = 'W'
    ;   White = Other, Black = Own, S = 'B'
    ),
    field(White, WhiteText),
    field(Black, BlackText),
    format(atom(Fen), "~w:W~w:B~w", [S, WhiteText, BlackText]),
    fen_position(Fen, Position, [variant(Variant)]).

field(Pieces, Text) :-
    maplist(piece_text, Pieces, Texts),
    atomic_list_concat(Texts, ',', Text).

piece_text(king-Square, Text) :-
    format(atom(Text), "K~d", [Square]).
piece_text(man-Square, Square).

%   Neither side has a capture to make, and the side to move has a move.
quiet(Position) :-
    legal_moves(Position, Moves),
    Moves \== [],
    \+ ( member(Move, Moves), move_is_capture(Move) ),
    Position = position(Variant, Side, White, Black, Kings),
    (   Side == white -> Other = black ; Other = white ),
    legal_moves(position(Variant, Other, White, Black, Kings), Theirs),
    \+ ( member(Move, Theirs), move_is_capture(Move) ).
