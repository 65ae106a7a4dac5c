:- module(damas_match,
          [ run_match/3,                % +PlayerA, +PlayerB, +Options
            match/4,                    % +PlayerA, +PlayerB, +Options, -Summary
            print_match_summary/1,      % +Summary
            print_match_summary/2       % +Stream, +Summary
          ]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module('../damas').
:- use_module(game).
:- use_module(players).

/** <module> Matches between players

A match is a series of games between two players of
library(damas/players), with the colours alternating: player A has
White in the odd games, player B in the even ones.  The games of a pair
(1 and 2, 3 and 4, ...) start from the same opening, so each player
gets each side of it.

    ?- run_match(level(easy), minimax(3), [games(4), seed(1)]).

A game ends by the rules of library(damas/game): the side to move
without a legal move loses, and the draws of the variant's rule facts
(repetition, kings only, three kings against one) apply.  A game that
reaches the move cap is counted a draw (`move_cap`).  A player that
returns a move that is not legal loses the game (`illegal_move`), and
so does one that fails to choose a move when it has a legal one
(`player_failed`); the summary counts both.

The summary table gives, for each player, the wins, draws and losses,
the score (a win 1, a draw 1/2, in percent of the games), the moves it
made and its average time per move (the opening moves are not its own
and do not count).
*/

:- predicate_options(match/4, 3,
                     [ games(positive_integer),
                       variant(atom),
                       opening_moves(nonneg),
                       openings(atom),
                       positions(list),
                       max_moves(positive_integer),
                       seed(integer),
                       log(atom),
                       progress(boolean)
                     ]).
:- predicate_options(run_match/3, 3, [pass_to(match/4, 3)]).


                 /*******************************
                 *            MATCHES           *
                 *******************************/

%!  run_match(+PlayerA, +PlayerB, +Options) is det.
%
%   Plays the match of match/4, printing a line per game as it ends and
%   the summary table at the end.

run_match(PlayerA, PlayerB, Options) :-
    merge_options(Options, [progress(true)], Options1),
    match(PlayerA, PlayerB, Options1, Summary),
    print_match_summary(Summary).

%!  match(+PlayerA, +PlayerB, +Options, -Summary) is det.
%
%   Plays a match of games between PlayerA and PlayerB (terms of
%   current_player/1) and gives its Summary, a dict
%
%       match{games: N, players: [RowA, RowB], results: Games}
%
%   where each Row is a dict row{player: P, wins: W, draws: D, losses: L,
%   score: Percent, moves: M, seconds: S, average_time: A, nodes: V,
%   pruned: C, illegal_moves: I, failures: F} (S the seconds of all its
%   moves, V and C the sums of its moves' nodes visited and pruned, I
%   and F the games it lost by an illegal move or by failing to move),
%   and Games the list of game{number: N, white: P, black: P, outcome:
%   O, reason: R, detail: S, plies: K, white_moves: T, black_moves: T},
%   O being win(white), win(black) or `draw`, R the reason
%   (`no_legal_move`, `having_no_move`, `first_king`, `repetition`,
%   `kings_only_moves`,
%   `three_kings_against_one`, `move_cap`, `illegal_move`,
%   `player_failed`, `player_error`, `time_forfeit`), S a string that says more about a
%   forfeit ("" otherwise), K the plies played, and T the totals
%   moves(Count, Seconds, Nodes, Pruned) of a side's moves.  F counts
%   the games lost by `player_failed` or `player_error` (a player that
%   raised an error, such as a Hub engine that died or gave a garbled
%   answer).  The engine processes of hub players are started once
%   for the match and reaped at its end (with_players/2).  Options:
%
%     - games(+N)
%       Number of games; default 2.
%     - opening_moves(+K)
%       Each pair of games starts after K random moves (plies), played
%       for variety and not counted as either player's; default 2.
%     - variant(+Variant)
%       The variant played; default `brazilian`.
%     - openings(+File)
%       Start each pair of games from the next position of File, a
%       tab-separated file with a header line and rows `Name<TAB>FEN`
%       (lines starting with # are comments), such as
%       examples/openings-brazilian.tsv, FENs of the variant played;
%       the K random moves follow it.  Default: the initial position.
%     - positions(+Positions)
%       As openings(File), the start positions given as a list.
%     - max_moves(+Cap)
%       A game that reaches Cap moves (plies, both sides counted, the
%       opening moves included) is a draw; default 200.
%     - seed(+S)
%       Seeds the random choices (openings and players) with
%       set_random(seed(S)), for a repeatable match; default: not
%       seeded.
%     - log(+File)
%       Writes a log of every game to File: a line per move with the
%       time, the nodes visited and pruned, the move, the pieces taken,
%       whether it crowned, and the depth and score an engine gave
%       it; and the result of each game.
%     - progress(+Boolean)
%       Print a line to user_error as each game ends; default `false`.
%     - clock(+Seconds, +Moves)
%       Each side has a clock: Seconds for its first Moves moves, and
%       Seconds more for each Moves moves after (time left over carries
%       on); Moves 0: Seconds for the whole game.  A player is told its
%       clock before each move (player_move/5's clock/3 option), and a
%       side whose moves have taken longer than its clock loses
%       (`time_forfeit`).  Default: no clock.
%
%   @error domain_error(damas_player, P) for an unknown player; the
%   errors of must_be/2 for bad option values.

match(PlayerA, PlayerB, Options, Summary) :-
    must_be_player(PlayerA),
    must_be_player(PlayerB),
    must_be(list, Options),
    option(games(Games), Options, 2),
    must_be(positive_integer, Games),
    option(opening_moves(K), Options, 2),
    must_be(nonneg, K),
    option(max_moves(Cap), Options, 200),
    must_be(positive_integer, Cap),
    option(progress(Progress), Options, false),
    must_be(boolean, Progress),
    match_clock(Options, Clock),
    (   option(seed(Seed), Options)
    ->  must_be(integer, Seed),
        set_random(seed(Seed))
    ;   true
    ),
    starts(Options, Starts),
    Setup = setup(PlayerA, PlayerB, K, limits(Cap, Clock), Starts, Progress),
    (   option(log(File), Options)
    ->  setup_call_cleanup(open(File, write, Log),
                           with_players([PlayerA, PlayerB],
                                        play_games(Setup, Games, Log, Results)),
                           close(Log))
    ;   with_players([PlayerA, PlayerB], play_games(Setup, Games, none, Results))
    ),
    summary(PlayerA, PlayerB, Results, Summary).

match_clock(Options, Clock) :-
    (   option(clock(Seconds, Moves), Options)
    ->  must_be(number, Seconds),
        (   Seconds > 0
        ->  true
        ;   domain_error(positive_number, Seconds)
        ),
        must_be(nonneg, Moves),
        Clock = clock(Seconds, Moves)
    ;   Clock = none
    ).

must_be_player(Player) :-
    (   \+ ground(Player)
    ->  instantiation_error(Player)
    ;   current_player(Player)
    ->  true
    ;   domain_error(damas_player, Player)
    ).

%   starts(+Options, -Starts): the start positions of the pairs of
%   games, used in turn: those of the openings file, or the initial
%   position.

starts(Options, Starts) :-
    option(variant(Variant), Options, brazilian),
    must_be(atom, Variant),
    (   option(positions(Starts0), Options)
    ->  must_be(list, Starts0),
        (   Starts0 == []
        ->  domain_error(non_empty_list, Starts0)
        ;   Starts = Starts0
        )
    ;   option(openings(File), Options)
    ->  openings_file_positions(File, Variant, Starts)
    ;   initial_position(Variant, Start),
        Starts = [Start]
    ).

openings_file_positions(File, Variant, Positions) :-
    read_file_to_string(File, Text, []),
    split_string(Text, "\n", "\r", Lines),
    exclude(comment_or_blank, Lines, [_Header|Rows]),
    maplist(row_position(Variant), Rows, Positions),
    (   Positions == []
    ->  domain_error(openings_file, File)
    ;   true
    ).

comment_or_blank(Line) :-
    (   Line == ""
    ;   sub_string(Line, 0, 1, _, "#")
    ),
    !.

row_position(Variant, Row, Position) :-
    split_string(Row, "\t", " ", [_Name, Fen|_]),
    fen_position(Fen, Position, [variant(Variant)]).


                 /*******************************
                 *            GAMES             *
                 *******************************/

%   play_games(+Setup, +Games, +Log, -Results)
%
%   Results are the game results of games 1..Games.  The games of a pair
%   share an opening: K random moves from the pair's start position.

play_games(Setup, Games, Log, Results) :-
    numlist(1, Games, Numbers),
    foldl(play_numbered_game(Setup, Log), Numbers, Results, none, _).

play_numbered_game(Setup, Log, Number, Result, Opening0, Opening) :-
    (   Number mod 2 =:= 1
    ->  new_opening(Setup, Number, Opening)
    ;   Opening = Opening0
    ),
    play_game(Setup, Number, Opening, Log, Result),
    report_progress(Setup, Result).

%   new_opening(+Setup, +Number, -Opening): the start of the pair of
%   games from Number on: a start position and the random moves that
%   follow it, each a legal move.

new_opening(setup(_, _, K, _, Starts, _), Number, opening(Start, Moves)) :-
    length(Starts, N),
    I is ((Number - 1) // 2) mod N,
    nth0(I, Starts, Start),
    random_moves(K, Start, Moves).

random_moves(0, _, []) :-
    !.
random_moves(K, Position, [Move|Moves]) :-
    legal_moves(Position, Legal),
    random_member(Move, Legal),
    !,
    make_move(Position, Move, Next),
    K1 is K - 1,
    random_moves(K1, Next, Moves).
random_moves(_, _, []).                 % no legal move: the opening stops

%   play_game(+Setup, +Number, +Opening, +Log, -Result)

play_game(setup(PlayerA, PlayerB, _, Limits, _, _), Number, opening(Start, Moves),
          Log, Result) :-
    colours(Number, PlayerA, PlayerB, White, Black),
    % Each engine keeps one search context for the game: its table and
    % move ordering carry from one of its moves to the next.
    player_search_context(White, Start, WhiteContext),
    player_search_context(Black, Start, BlackContext),
    Players = players(White-WhiteContext, Black-BlackContext),
    log_game_start(Log, Number, White, Black, Start),
    new_game([position(Start)], Game0),
    foldl(play_opening_move(Log, Number), Moves, Game0, Game1),
    no_moves(NoMoves),
    play_to_end(Game1, Players, Limits, Log, Number, Game, Ending,
                sides(NoMoves, NoMoves), sides(WhiteMoves, BlackMoves)),
    game_ply_count(Game, Plies),
    ending_detail(Ending, Outcome, Reason, Detail),
    Result = game{number: Number, white: White, black: Black,
                  outcome: Outcome, reason: Reason, detail: Detail, plies: Plies,
                  white_moves: WhiteMoves, black_moves: BlackMoves},
    log_game_end(Log, Result).

colours(Number, A, B, White, Black) :-
    (   Number mod 2 =:= 1
    ->  White = A, Black = B
    ;   White = B, Black = A
    ).

play_opening_move(Log, Number, Move, Game0, Game) :-
    game_position(Game0, Position),
    game_play(Game0, Move, Game),
    log_move(Log, Number, Game0, opening, Position, Move,
             stats{time: 0, nodes: 0, pruned: 0}).

%   play_to_end(+Game0, +Players, +Limits, +Log, +Number, -Game, -Result,
%               +Moves0, -Moves)
%
%   Plays Game0 on to its end: the rules end it, or the move cap, or an
%   illegal move, or a clock.  Limits is limits(Cap, Clock).  Moves0
%   and Moves are sides(White, Black), each the totals moves(Count,
%   Seconds, Nodes, Pruned) of that side's moves.

play_to_end(Game, _, _, _, _, Game, Result, Moves, Moves) :-
    game_over(Game, Result),
    !.
play_to_end(Game, _, limits(Cap, _), _, _, Game, result(draw, move_cap), Moves, Moves) :-
    game_ply_count(Game, Plies),
    Plies >= Cap,
    !.
play_to_end(Game0, Players, Limits, Log, Number, Game, Result, Moves0, Moves) :-
    game_position(Game0, Position),
    side_to_move(Position, Side),
    side_player(Side, Players, Player-Context),
    game_history(Game0, History),
    (   Context == none
    ->  Options0 = [history(History)]
    ;   Options0 = [game(Game0), context(Context)]
    ),
    Limits = limits(_, Clock),
    side_totals(Side, Moves0, SideMoves),
    clock_options(Clock, SideMoves, Options0, Options),
    (   catch(player_move(Player, Position, Move, Stats, Options),
              error(Error, _),
              true)
    ->  (   nonvar(Error)
        ->  player_error(Error, Reason, Detail),
            forfeit(Game0, Side, Reason, Game, Result0, Moves0, Moves),
            Result0 = result(Outcome, Reason),
            Result = result(Outcome, Reason, Detail)
        ;   legal_move(Position, Move)
        ->  game_play(Game0, Move, Game1),
            log_move(Log, Number, Game0, Player, Position, Move, Stats),
            add_move(Side, Stats, Moves0, Moves1),
            (   flag_fell(Clock, SideMoves, Stats)
            ->  forfeit(Game1, Side, time_forfeit, Game, Result, Moves1, Moves)
            ;   play_to_end(Game1, Players, Limits, Log, Number, Game, Result,
                            Moves1, Moves)
            )
        ;   forfeit(Game0, Side, illegal_move, Game, Result, Moves0, Moves)
        )
    ;   forfeit(Game0, Side, player_failed, Game, Result, Moves0, Moves)
    ).

%   player_error(+Error, -Reason, -Detail): a player's error costs it the
%   game: an engine that answered an illegal move loses by
%   `illegal_move`, any other error by `player_error`; Detail says what
%   happened.

player_error(hub_engine_error(Kind, Detail), Reason, Detail) :-
    !,
    (   Kind == illegal_move
    ->  Reason = illegal_move
    ;   Reason = player_error
    ).
player_error(Error, player_error, Detail) :-
    error_detail(error(Error, _), Detail).

error_detail(Error, Detail) :-
    (   catch(error_detail_(Error, Text), _, fail)
    ->  Detail = Text
    ;   format(string(Detail), "~q", [Error])
    ).

error_detail_(Error, Text) :-
    phrase('$messages':translate_message(Error), Lines),
    with_output_to(string(Text), print_message_lines(current_output, '', Lines)).

ending_detail(result(Outcome, Reason), Outcome, Reason, "").
ending_detail(result(Outcome, Reason, Detail), Outcome, Reason, Detail).

%   forfeit(+Game0, +Side, +Reason, -Game, -Result, +Moves0, -Moves): Side
%   made no legal move although it had one, and loses.

forfeit(Game, Side, Reason, Game, result(win(Winner), Reason), Moves, Moves) :-
    opponent(Side, Winner).

%   clock_options(+Clock, +SideMoves, +Options0, -Options): the clock of
%   the side to move, clock(Remaining, 0, MovesToGo) (MovesToGo `none`
%   for a clock that lasts the game), added to the player's options.
%   flag_fell(+Clock, +SideMoves, +Stats): the move of Stats took the
%   side past its clock.

clock_options(none, _, Options, Options).
clock_options(clock(Seconds, Moves), SideMoves, Options0, Options) :-
    side_clock(Seconds, Moves, SideMoves, Remaining, MovesToGo),
    append(Options0, [clock(Remaining, 0, MovesToGo)], Options).

flag_fell(clock(Seconds, Moves), SideMoves, Stats) :-
    side_clock(Seconds, Moves, SideMoves, Remaining, _),
    Stats.time > Remaining.

%   side_clock(+Seconds, +Moves, +SideMoves, -Remaining, -MovesToGo):
%   with Count moves made in Used seconds, the time controls reached
%   so far have given Seconds each.

side_clock(Seconds, Moves, moves(Count, Used, _, _), Remaining, MovesToGo) :-
    (   Moves =:= 0
    ->  Remaining is Seconds - Used,
        MovesToGo = none
    ;   Remaining is Seconds * (Count // Moves + 1) - Used,
        MovesToGo is Moves - Count mod Moves
    ).

side_totals(white, sides(White, _), White).
side_totals(black, sides(_, Black), Black).

%   The positions before the current one, oldest first.

game_history(Game, History) :-
    game_positions(Game, Positions),
    append(History, [_Current], Positions),
    !.

side_player(white, players(White, _), White).
side_player(black, players(_, Black), Black).

no_moves(moves(0, 0, 0, 0)).

add_move(white, Stats, sides(White0, Black), sides(White, Black)) :-
    add_stats(Stats, White0, White).
add_move(black, Stats, sides(White, Black0), sides(White, Black)) :-
    add_stats(Stats, Black0, Black).

add_stats(Stats, moves(N0, S0, V0, P0), moves(N, S, V, P)) :-
    N is N0 + 1,
    S is S0 + Stats.time,
    V is V0 + Stats.nodes,
    P is P0 + Stats.pruned.

opponent(white, black).
opponent(black, white).


                 /*******************************
                 *              LOG             *
                 *******************************/

%   The log is tab-separated, one line per move under a header, with a
%   comment line (#) at the start and end of each game:
%
%       # game 1: white random, black minimax(3), from W:W21,...:B1,...
%       game ply side player move captured crowned seconds nodes pruned depth score
%       1 1 white opening 22-18 0 no 0.000000 0 0
%       ...
%       # game 1: win(black) (no_legal_move) after 61 plies
%
%   depth and score are what the player said of its move, for players
%   that say it (engines: the depth of the last iteration, the score
%   for the side that moved in hundredths of a man), else empty.

log_game_start(none, _, _, _, _) :-
    !.
log_game_start(Log, Number, White, Black, Start) :-
    position_fen(Start, Fen),
    format(Log, "# game ~d: white ~q, black ~q, from ~w~n", [Number, White, Black, Fen]),
    format(Log, "game\tply\tside\tplayer\tmove\tcaptured\tcrowned\tseconds\tnodes\tpruned\tdepth\tscore~n", []).

log_move(none, _, _, _, _, _, _) :-
    !.
log_move(Log, Number, Game0, Player, Position, Move, Stats) :-
    game_ply_count(Game0, Plies0),
    Ply is Plies0 + 1,
    side_to_move(Position, Side),
    move_text(Position, Move, Text),
    move_captures(Move, Captured),
    length(Captured, Taken),
    crowned(Position, Move, Crowned),
    format(Log, "~d\t~d\t~w\t~q\t~w\t~d\t~w\t~6f\t~d\t~d\t~w\t~w~n",
           [Number, Ply, Side, Player, Text, Taken, Crowned,
            Stats.time, Stats.nodes, Stats.pruned,
            Stats.get(depth, ''), Stats.get(score, '')]),
    flush_output(Log).

crowned(Position, Move, Crowned) :-
    move_from(Move, From),
    move_to(Move, To),
    make_move(Position, Move, Next),
    (   piece_at(Position, From, man(_)),
        piece_at(Next, To, king(_))
    ->  Crowned = yes
    ;   Crowned = no
    ).

log_game_end(none, _) :-
    !.
log_game_end(Log, Result) :-
    format(Log, "# game ~d: ~q (~w) after ~d plies~n",
           [Result.number, Result.outcome, Result.reason, Result.plies]),
    (   Result.detail == ""
    ->  nl(Log)
    ;   format(Log, "# ~w~n~n", [Result.detail])
    ),
    flush_output(Log).

report_progress(setup(_, _, _, _, _, false), _) :-
    !.
report_progress(_, Result) :-
    format(user_error, "game ~d: ~q (white) - ~q (black): ~q, ~w, ~d plies~n",
           [Result.number, Result.white, Result.black, Result.outcome,
            Result.reason, Result.plies]),
    (   Result.detail == ""
    ->  true
    ;   format(user_error, "  ~w~n", [Result.detail])
    ).


                 /*******************************
                 *            SUMMARY           *
                 *******************************/

%   summary(+A, +B, +Results, -Summary)

summary(PlayerA, PlayerB, Results, Summary) :-
    length(Results, Games),
    player_row(a, PlayerA, Results, RowA),
    player_row(b, PlayerB, Results, RowB),
    Summary = match{games: Games, players: [RowA, RowB], results: Results}.

player_row(Which, Player, Results, Row) :-
    foldl(count_result(Which), Results, counts(0, 0, 0, 0, 0), counts(W, D, L, I, F)),
    no_moves(NoMoves),
    foldl(sum_moves(Which), Results, NoMoves, moves(Moves, Seconds, Nodes, Pruned)),
    length(Results, N),
    Score is 100 * (W + D / 2) / N,
    (   Moves > 0
    ->  Average is Seconds / Moves
    ;   Average = 0
    ),
    Row = row{player: Player, wins: W, draws: D, losses: L, score: Score,
              illegal_moves: I, failures: F, moves: Moves, seconds: Seconds,
              average_time: Average, nodes: Nodes, pruned: Pruned}.

sum_moves(Which, Result, moves(N0, S0, V0, P0), moves(N, S, V, P)) :-
    game_side(Which, Result.number, Side),
    side_moves(Side, Result, moves(N1, S1, V1, P1)),
    N is N0 + N1,
    S is S0 + S1,
    V is V0 + V1,
    P is P0 + P1.

side_moves(white, Result, Result.white_moves).
side_moves(black, Result, Result.black_moves).

count_result(Which, Result, counts(W0, D0, L0, I0, F0), counts(W, D, L, I, F)) :-
    game_side(Which, Result.number, Side),
    outcome_for(Result.outcome, Side, Points),
    (   Points == win -> W is W0 + 1, D = D0, L = L0
    ;   Points == draw -> W = W0, D is D0 + 1, L = L0
    ;   W = W0, D = D0, L is L0 + 1
    ),
    count_forfeit(illegal_move, Result.reason, Points, I0, I),
    count_forfeit(player_failed, Result.reason, Points, F0, F1),
    count_forfeit(player_error, Result.reason, Points, F1, F).

count_forfeit(Reason, Reason, loss, N0, N) :-
    !,
    N is N0 + 1.
count_forfeit(_, _, _, N, N).

%   Player A has White in the odd games.

game_side(a, Number, Side) :-
    (   Number mod 2 =:= 1 -> Side = white ; Side = black ).
game_side(b, Number, Side) :-
    (   Number mod 2 =:= 1 -> Side = black ; Side = white ).

outcome_for(draw, _, draw).
outcome_for(win(Side), Side, win) :-
    !.
outcome_for(win(_), _, loss).


                 /*******************************
                 *         PRINTING             *
                 *******************************/

%!  print_match_summary(+Summary) is det.
%!  print_match_summary(+Stream, +Summary) is det.
%
%   Prints the summary of match/4 as a table:
%
%   ```
%   Match of 4 games
%   player          wins draws losses  score  moves  avg time/move
%   level(easy)        3     1      0  87.5%     92       0.0021 s
%   minimax(3)         0     1      3  12.5%     90       0.0080 s
%   ```

print_match_summary(Summary) :-
    print_match_summary(current_output, Summary).

print_match_summary(Stream, Summary) :-
    format(Stream, "Match of ~d games~n", [Summary.games]),
    maplist(player_name, Summary.players, Names),
    aggregate_all(max(L), (member(N, [player|Names]), atom_length(N, L)), Longest),
    Width is Longest + 2,
    format(Stream, "~w~t~*|~t~w~6+~t~w~6+~t~w~7+~t~w~8+~t~w~7+~t~w~15+~n",
           [player, Width, wins, draws, losses, score, moves, 'avg time/move']),
    maplist(print_row(Stream, Width), Summary.players, Names),
    forall(member(Row, Summary.players),
           print_forfeits(Stream, Row)).

player_name(Row, Name) :-
    format(atom(Name), "~q", [Row.player]).

print_row(Stream, Width, Row, Name) :-
    format(Stream, "~w~t~*|~t~d~6+~t~d~6+~t~d~7+~t~1f%~8+~t~d~7+~t~4f s~15+~n",
           [Name, Width, Row.wins, Row.draws, Row.losses, Row.score, Row.moves,
            Row.average_time]).

print_forfeits(Stream, Row) :-
    (   Row.illegal_moves > 0
    ->  format(Stream, "~q lost ~d games by an illegal move~n",
               [Row.player, Row.illegal_moves])
    ;   true
    ),
    (   Row.failures > 0
    ->  format(Stream, "~q lost ~d games by failing to choose a move or by an error~n",
               [Row.player, Row.failures])
    ;   true
    ).
