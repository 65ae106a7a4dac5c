/*  Converting won endings under the draw rules: the engine plays both
    sides of endings that the endgame database says are won, with the
    database loaded, and we count how many the winner wins before a draw
    rule (repetition, three kings against one not won in 20 moves, 20
    moves each of kings only) ends the game.

        make egdb                               # the database, first
        swipl tests/bench/conversion.pl [--games=100] [--time=0.1]
              [--seed=1] [--dir=build/egdb/brazilian] [--variant=brazilian]
              [--positions=FILE] [--defender=search|database]

    Half the games (rounded up) start from three kings against one, the
    lone king off the long diagonal a1-h8, the three to move and no
    capture pending; the others from random positions of 4 or 5 pieces
    (men and kings, either side to move, no capture pending) that the
    database says the side to move wins and that a search without the
    database does not see won within 6 plies.  Every position comes from a
    seeded random generator: a run is repeatable but for the clock.
    --positions=FILE plays instead the positions of FILE, a FEN a line
    (tests/data/match_endings.fen: the first database position of the
    drawn games of a strength match, in which one side had a win): the
    winner is the side the database says wins, whichever is to move;
    positions the database calls drawn are left out.
    Each side searches --time seconds a move.  The winner uses the
    database; the defender (--defender=search, the default) searches
    without it, as an engine without a database defends.  With
    --defender=database the defender probes it too: the probe settles
    every reply of a lost position at once, so it defends at one ply and
    makes conversion look easier than it is.  The search gets the game
    (game(Game)) where library(damas/search) takes it, else the
    positions played so far (history(Positions)).

    Figures, not a test: prints a line per game and the count of wins.
*/
:- initialization(main, main).

:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(main)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module(library(damas)).
:- use_module(library(damas/endgame)).
:- use_module(library(damas/game)).
:- use_module(library(damas/search)).

long_diagonal([29, 25, 22, 18, 15, 11, 8, 4]).

max_plies(600).          % a safety net: the draw rules end games sooner

main(Argv) :-
    argv_options(Argv, _, Options),
    option(games(Games), Options, 100),
    option(time(Time), Options, 0.1),
    option(seed(Seed), Options, 1),
    option(variant(Variant), Options, brazilian),
    (   option(dir(Dir), Options)
    ->  endgame_load(Variant, [directory(Dir)])
    ;   endgame_load(Variant)
    ),
    endgame_database(Variant, Info),
    format("database ~w: up to ~d pieces~n", [Info.directory, Info.pieces]),
    (   option(positions(File), Options)
    ->  file_positions(File, Variant, Starts),
        Kinds = [file]
    ;   set_random(seed(Seed)),
        KingGames is (Games + 1) // 2,
        OtherGames is Games - KingGames,
        findall(three_kings-P, (between(1, KingGames, _), three_kings_position(Variant, P)), Ks),
        findall(random-P, (between(1, OtherGames, _), random_won_position(Variant, Info.pieces, P)), Rs),
        append(Ks, Rs, Starts),
        Kinds = [three_kings, random]
    ),
    option(defender(Defender), Options, search),
    must_be(oneof([search, database]), Defender),
    foldl(play_one(Time, Defender), Starts, 1-[], _-Results),
    summary(Kinds, Results).

%   The won positions of File, a FEN a line (blank lines skipped).
file_positions(File, Variant, Starts) :-
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", " \t\r", Lines),
    exclude(==(""), Lines, Fens),
    findall(file-P,
            ( member(Fen, Fens),
              fen_position(Fen, P, [variant(Variant)]),
              endgame_value(P, Value),
              Value \== draw ),
            Starts).

play_one(Time, Defender, Kind-Start, I-Results, I1-[Kind-Won|Results]) :-
    I1 is I + 1,
    winner(Start, Winner),
    position_fen(Start, Fen),
    new_game([position(Start)], Game0),
    get_time(T0),
    play_out(Game0, Time, Winner-Defender, 0, Game, Result),
    get_time(T1),
    game_ply_count(Game, Plies),
    (   Result = result(win(Winner), _)
    ->  Won = true
    ;   Won = false
    ),
    Seconds is T1 - T0,
    format("~t~d~4| ~w~t~17| ~w~t~48| ~w ~w after ~d plies (~1f s)~n",
           [I, Kind, Fen, Won, Result, Plies, Seconds]),
    flush_output.

%   The side the database says wins Start.
winner(Start, Winner) :-
    side_to_move(Start, Side),
    endgame_value(Start, Value),
    (   Value == win
    ->  Winner = Side
    ;   Value == loss,
        opponent(Side, Winner)
    ).

opponent(white, black).
opponent(black, white).

play_out(Game, _, _, _, Game, Result) :-
    game_over(Game, Result),
    !.
play_out(Game, _, _, Plies, Game, result(unfinished, max_plies)) :-
    max_plies(Plies),
    !.
play_out(Game0, Time, Sides, Plies0, Game, Result) :-
    game_position(Game0, Position),
    search_options(Game0, Time, Options0),
    side_to_move(Position, Side),
    side_options(Sides, Side, Options0, Options),
    search(Position, R, Options),
    game_play(Game0, R.move, Game1),
    Plies is Plies0 + 1,
    play_out(Game1, Time, Sides, Plies, Game, Result).

side_options(Winner-_, Winner, Options, Options) :-
    !.
side_options(_-database, _, Options, Options) :-
    !.
side_options(_-search, _, Options, [endgame(false)|Options]).

%   The game where the search takes it (the draw rules' counts), else the
%   positions so far (repetitions).
search_options(Game, Time, [time(Time), game(Game)]) :-
    current_predicate_option(damas_search:search/3, 3, game(_)),
    !.
search_options(Game, Time, [time(Time), history(History)]) :-
    game_positions(Game, Positions),
    append(History, [_], Positions).

summary(Kinds, Results) :-
    forall(member(Kind, Kinds), aggregate_kind(Kind, Results)),
    include([_-true]>>true, Results, Won),
    length(Results, N),
    length(Won, W),
    format("won ~d of ~d~n", [W, N]).

aggregate_kind(Kind, Results) :-
    include([K-_]>>(K == Kind), Results, Of),
    include([_-true]>>true, Of, Won),
    length(Of, N),
    length(Won, W),
    format("~w: won ~d of ~d~n", [Kind, W, N]).


                 /*******************************
                 *     RANDOM WON POSITIONS     *
                 *******************************/

%   Three kings of a random colour against one, the lone king off the
%   long diagonal, the three to move, no capture pending for either side;
%   the database must call it won.
three_kings_position(Variant, Position) :-
    long_diagonal(Diagonal),
    repeat,
    random_member(Strong, [white, black]),
    numlist(1, 32, Squares),
    random_permutation(Squares, [Lone, A, B, C|_]),
    \+ memberchk(Lone, Diagonal),
    pieces_position(Variant, Strong, Strong, [king-A, king-B, king-C], [king-Lone], Position),
    quiet(Position),
    endgame_value(Position, win),
    !.

%   Random material of 4 to Max (at most 5) pieces, each side at least one,
%   men off their own promotion row, either side to move, no capture
%   pending for the side to move; the database must call it won for the
%   side to move, and the search alone must not see the win at once.
random_won_position(Variant, Max, Position) :-
    Top is min(Max, 5),
    repeat,
    random_between(4, Top, N),
    random_between(1, N, Mine0),
    Mine is min(Mine0, N - 1),
    Theirs is N - Mine,
    random_member(Side, [white, black]),
    numlist(1, 32, Squares),
    random_permutation(Squares, Shuffled),
    length(MySquares, Mine),
    length(TheirSquares, Theirs),
    append([MySquares, TheirSquares, _], Shuffled),
    maplist(random_piece, MySquares, MyPieces),
    maplist(random_piece, TheirSquares, TheirPieces),
    catch(pieces_position(Variant, Side, Side, MyPieces, TheirPieces, Position),
          error(syntax_error(_), _), fail),   % a man on its promotion row
    quiet(Position),
    endgame_value(Position, win),
    not_won_at_once(Position),
    !.

%   Not a win the search sees alone within 6 plies: some play is left.
not_won_at_once(Position) :-
    search(Position, R, [depth(6), endgame(false)]),
    R.outcome == unknown.

random_piece(Square, Kind-Square) :-
    random_member(Kind, [man, king]).

%   The position with Own's pieces for side Own and the others for the
%   other side, ToMove to move (through FEN, which checks it).
pieces_position(Variant, Own, ToMove, OwnPieces, OtherPieces, Position) :-
    (   Own == white
    ->  White = OwnPieces, Black = OtherPieces
    ;   White = OtherPieces, Black = OwnPieces
    ),
    field(White, WhiteText),
    field(Black, BlackText),
    (   ToMove == white -> S = 'W' ; S = 'B' ),
    format(atom(Fen), "~w:W~w:B~w", [S, WhiteText, BlackText]),
    fen_position(Fen, Position, [variant(Variant)]).

field(Pieces, Text) :-
    maplist(piece_text, Pieces, Texts),
    atomic_list_concat(Texts, ',', Text).

piece_text(king-Square, Text) :-
    format(atom(Text), "K~d", [Square]).
piece_text(man-Square, Square).

quiet(Position) :-
    legal_moves(Position, Moves),
    Moves \== [],
    \+ ( member(Move, Moves), move_is_capture(Move) ).
