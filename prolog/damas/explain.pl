:- module(damas_explain,
          [ evaluation_terms/2,         % +Position, -Terms
            evaluation_terms/3,         % +Position, -Terms, +Options
            print_evaluation/1,         % +Position
            print_evaluation/2,         % +Position, +Options
            pieces_en_prise/3,          % +Position, ?Side, -Squares
            capture_threats/3,          % +Position, ?Side, -Threats
            piece_captures/3,           % +Position, +Square, -Moves
            piece_attacks/3,            % +Position, +Square, -Squares
            piece_reach/3,              % +Position, +Square, -Squares
            position_verdict/2,         % +Position, -Verdict
            position_verdict/3          % +Position, -Verdict, +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module(library(predicate_options)).
:- use_module('../damas').
:- use_module(kb, [variant_module/2, variant_rule/3]).
:- use_module(search, [evaluate/3, search/3, search_heuristic/1]).
:- use_module(game, [position_ending/2]).
:- use_module(endgame, [endgame_value/2]).

/** <module> Questions a student asks about a position

The engine and the rules answer in single numbers and lists of moves;
this library answers the questions behind them, each from the position
alone:

  - *Why does the engine think so?*  evaluation_terms/3 takes the
    static evaluation (evaluate/3 of library(damas/search)) apart into
    its named terms, whose points add up to the score exactly;
    print_evaluation/2 prints them as a table.
  - *What can be taken?*  pieces_en_prise/3: the pieces of a side that
    the opponent could take; capture_threats/3: the captures each piece
    of a side could make; piece_captures/3 and piece_attacks/3: those
    of one piece; piece_reach/3: the squares a piece can move to.
  - *Is it over by the rules?*  position_verdict/2: lost for the side
    to move when it has no legal move; otherwise which draw rules of
    the variant can end the game from here.  *Is it won with best
    play?*  position_verdict/3 asks the endgame database and the
    search too.

Wherever a square is asked, a number or its name on the position's
board (`c3`, `E5`) is taken (square_name/3); the answer speaks as it
was asked: squares come back as numbers when a number was asked, as
names (`d4`) when a name was, and so do the moves of piece_captures/3
(`a1xe5`, algebraic move text, which every predicate of the library
takes as a move).  Where no square is asked (pieces_en_prise/3,
capture_threats/3) squares are numbers, as everywhere in the library.  A position is a position term or
fen(Variant, FEN).  Captures follow the rules, majority rule included:
"could take" means a legal capture of that side if it were its turn.

Errors are those of library(damas) for a bad position or square, and:

  - error(existence_error(piece, Square), _) for a square that holds no
    piece where a piece is asked;
  - error(domain_error(damas_heuristic, H), _) for an unknown heuristic,
    error(domain_error(side, S), _) for a side that is not white or
    black.
*/

:- predicate_options(evaluation_terms/3, 3, [heuristic(atom)]).
:- predicate_options(print_evaluation/2, 2, [heuristic(atom)]).


                 /*******************************
                 *        THE EVALUATION        *
                 *******************************/

%!  evaluation_terms(+Position, -Terms) is det.
%!  evaluation_terms(+Position, -Terms, +Options) is det.
%
%   Terms is the static evaluation of Position for the side to move
%   (evaluate/3), taken apart: a list of Name-Points, in hundredths of
%   a man, whose Points add up to the score exactly.  Each term counts
%   the side to move's pieces minus the opponent's.  Options:
%
%     - heuristic(+H)
%       The heuristic of evaluate/3: `default` (the default),
%       `positional`, `triangle`, `material` or `hand_set`.
%
%   The terms of each heuristic (c_src/search/eval.h tells each one):
%
%     - `default`: the tuned terms man, king, advance, back_rank,
%       centre, flank, runaway, runaway_steps, triangle, backed,
%       threatened, king_mobility, trapped_king, long_diagonal, balance
%       and sole_king (kings of a side whose opponent has none), and the
%       hand-set en_prise_man, en_prise_king and stuck
%       (men held on the row before crowning by opponent men), each its
%       count times a weight that goes from the full board's to the
%       empty board's as pieces leave; `squares`, the square table's weights of the men (0 on
%       boards without one); `patterns`, the weights of the patterns of
%       the board's regions (0 without); `rounding`, what
%       the terms' points, each rounded to the unit, leave out of their
%       sum; `drawish_scale`, the points the scaling of drawish endings
%       takes away (0 when the ending is not drawish); `limit`, the
%       points the cut to +-20000 takes away (0 almost always).
%     - `material`: man (100 each), king (300 each), limit.
%     - `positional`: man (100 each), near_crowning (a man one step
%       from crowning, 140), king (200), limit.
%     - `triangle`: material (1000 * (p - b) / (p + b), p and b the men
%       plus three times the kings of each side), back_rank (10 a man),
%       triangle (25 a defensive triangle), limit.
%     - `hand_set` is one number: [hand_set-Score].
%
%   For example, Black is a man up:
%
%   ==
%   ?- evaluation_terms(fen(brazilian, "W:W29,32:B1,5,9"), Terms, [heuristic(material)]).
%   Terms = [man- -100, king-0, limit-0].
%   ==
%
%   @error domain_error(damas_heuristic, H) for another heuristic; the
%   errors of a bad position.

evaluation_terms(Position, Terms) :-
    evaluation_terms(Position, Terms, []).

evaluation_terms(Position, Terms, Options) :-
    evaluation_rows(Position, Options, _, Rows),
    maplist(row_term, Rows, Terms).

row_term(row(Name, _, _, Points), Name-Points).

%   evaluation_rows(+Position, +Options, -Heuristic, -Rows)
%
%   Rows are row(Name, Count, Weight, Points) for the side to move:
%   Count and Weight `none` where the row is a total, Weight a number
%   (the mixed weight of the default heuristic, in points per count).

evaluation_rows(Position0, Options, Heuristic, Rows) :-
    must_be(list, Options),
    option(heuristic(Heuristic), Options, default),
    must_be(atom, Heuristic),
    (   search_heuristic(Heuristic)
    ->  true
    ;   domain_error(damas_heuristic, Heuristic)
    ),
    checked(Position0, Position),
    side_to_move(Position, Side),
    side_sign(Side, Sign),
    (   Heuristic == hand_set
    ->  evaluate(Position, Score, [heuristic(hand_set)]),
        Rows = [row(hand_set, none, none, Score)]
    ;   damas:position_engine(Position, Engine),
        damas:engine_call(Engine, engine_evaluation_breakdown(Engine, Position, Breakdown)),
        heuristic_rows(Heuristic, Breakdown, Sign, Rows0),
        limit_row(Rows0, Rows)
    ).

side_sign(white, 1).
side_sign(black, -1).

%   heuristic_rows(+Heuristic, +Breakdown, +Sign, -Rows)
%
%   The rows of the score for White, before the limit, each turned to
%   the side to move by Sign.  The arithmetic and the weights of the
%   classroom heuristics are eval.c's, term by term (eval.h tells them;
%   tests/prolog/damas/test_explain.pl checks that the rows add up to
%   evaluate/3's score).

heuristic_rows(default, breakdown(Full0, Present0, Scale, Terms, Squares, Patterns, _),
               Sign, Rows) :-
    Full is max(1, Full0),                  % as eval.c, for the smallest boards
    Present is min(Present0, Full),
    maplist(default_term_row(Full, Present, Sign), Terms, TermRows, Raws),
    weights_raw(Squares, Full, Present, SquaresRaw),
    weights_raw(Patterns, Full, Present, PatternsRaw),
    sum_list([SquaresRaw, PatternsRaw|Raws], Raw),
    Unscaled is Raw // Full,
    Scaled is Unscaled * Scale // 64,
    SquaresPoints is Sign * round(SquaresRaw / Full),
    PatternsPoints is Sign * round(PatternsRaw / Full),
    rows_points(TermRows, TermPoints),
    Rounding is Sign * Unscaled - TermPoints - SquaresPoints - PatternsPoints,
    Drawish is Sign * (Scaled - Unscaled),
    append(TermRows,
           [ row(squares, none, none, SquaresPoints),
             row(patterns, none, none, PatternsPoints),
             row(rounding, none, none, Rounding),
             row(drawish_scale, Scale, none, Drawish)
           ], Rows).
heuristic_rows(material, breakdown(_, _, _, _, _, _, Census), Sign, Rows) :-
    Census = census(WhiteMen, WhiteKings, BlackMen, BlackKings, _, _),
    count_rows([man-(WhiteMen-BlackMen)-100, king-(WhiteKings-BlackKings)-300],
               Sign, Rows).
heuristic_rows(positional, breakdown(_, _, _, _, _, _, Census), Sign, Rows) :-
    Census = census(WhiteMen, WhiteKings, BlackMen, BlackKings, WhiteNear, BlackNear),
    count_rows([ man-((WhiteMen - WhiteNear) - (BlackMen - BlackNear))-100,
                 near_crowning-(WhiteNear-BlackNear)-140,
                 king-(WhiteKings-BlackKings)-200
               ], Sign, Rows).
heuristic_rows(triangle, breakdown(_, _, _, Terms, _, _, Census), Sign,
               [row(material, none, none, Material)|Rows]) :-
    Census = census(WhiteMen, WhiteKings, BlackMen, BlackKings, _, _),
    White is WhiteMen + 3 * WhiteKings,
    Black is BlackMen + 3 * BlackKings,
    (   White + Black =:= 0
    ->  Material = 0
    ;   Material is Sign * (1000 * (White - Black) // (White + Black))
    ),
    memberchk(term(back_rank, BackRank, _, _), Terms),
    memberchk(term(triangle, Triangles, _, _), Terms),
    count_rows([back_rank-BackRank-10, triangle-Triangles-25], Sign, Rows).

%   A term of the default heuristic: its count times its weight, mixed
%   between the full board's and the empty board's in proportion to
%   the pieces present; Raw is that times Full, as eval.c sums it.

default_term_row(Full, Present, Sign, term(Name, Count, FullWeight, EmptyWeight),
                 row(Name, SideCount, Weight, Points), Raw) :-
    Mixed is FullWeight * Present + EmptyWeight * (Full - Present),
    Raw is Count * Mixed,
    SideCount is Sign * Count,
    Weight is Mixed / Full,
    Points is Sign * round(Raw / Full).

weights_raw(weights(FullSum, EmptySum), Full, Present, Raw) :-
    Raw is FullSum * Present + EmptySum * (Full - Present).

%   Helper predicates, not lambdas, where a lambda would use a variable
%   of its clause: library(yall), when loaded before this file, compiles
%   such a variable as the lambda's own.

count_rows(Specs, Sign, Rows) :-
    maplist(count_row(Sign), Specs, Rows).

count_row(Sign, Name-Difference-Weight, row(Name, Count, Weight, Points)) :-
    Count is Sign * Difference,
    Points is Count * Weight.

rows_points(Rows, Sum) :-
    foldl([row(_, _, _, Points), Sum0, Sum1]>>(Sum1 is Sum0 + Points), Rows, 0, Sum).

%   The score is cut to +-20000 (DM_EVAL_LIMIT of eval.h).

limit_row(Rows0, Rows) :-
    rows_points(Rows0, Sum),
    Limited is max(-20000, min(20000, Sum)),
    Cut is Limited - Sum,
    append(Rows0, [row(limit, none, none, Cut)], Rows).

%!  print_evaluation(+Position) is det.
%!  print_evaluation(+Position, +Options) is det.
%
%   Prints the terms of evaluation_terms/3 as a table, for the side to
%   move: each term's count (own pieces minus the opponent's), its
%   weight and its points, the terms whose count and points are 0 left
%   out, and the total, which is evaluate/3's score.  Options as
%   evaluation_terms/3.
%
%   Here evaluate/2 gives -115 where search/3 finds a win (the shot
%   25-22!, which a static evaluation cannot see): White's men are
%   less advanced, on the flank, and stand on worse squares.
%
%   ==
%   ?- print_evaluation(fen(brazilian, "W:W12,17,21,25:B3,18,19,26")).
%   Evaluation for White to move (heuristic default), in hundredths of a man:
%     term                 count    weight    points
%     advance                 -3       4.7       -14
%     back_rank               -1      -7.0         7
%     centre                  -2     -19.3        39
%     flank                    2     -20.7       -41
%     backed                   1     -15.3       -15
%     balance                 -2       2.7        -5
%     squares                                    -87
%     patterns                                     2
%     rounding                                    -1
%     total                                     -115
%   true.
%   ==
%
%   @error the errors of evaluation_terms/3.

print_evaluation(Position) :-
    print_evaluation(Position, []).

print_evaluation(Position, Options) :-
    evaluation_rows(Position, Options, Heuristic, Rows),
    side_to_move(Position, Side),
    side_title(Side, Title),
    format("Evaluation for ~w to move (heuristic ~w), in hundredths of a man:~n",
           [Title, Heuristic]),
    format("  ~w~t~20|~t~w~28|~t~w~38|~t~w~48|~n", [term, count, weight, points]),
    forall(( member(Row, Rows), shown_row(Row) ),
           print_row(Row)),
    rows_points(Rows, Total),
    format("  ~w~t~20|~t~w~48|~n", [total, Total]).

side_title(white, 'White').
side_title(black, 'Black').

shown_row(row(drawish_scale, 64, _, 0)) :- !, fail.
shown_row(row(_, Count, _, Points)) :-
    (   Points =\= 0
    ;   number(Count), Count =\= 0
    ),
    !.

print_row(row(drawish_scale, Scale, _, Points)) :-
    !,
    format(string(Name), "drawish scale ~d/64", [Scale]),
    format("  ~w~t~38|~t~d~48|~n", [Name, Points]).
print_row(row(Name, Count, Weight, Points)) :-
    (   Count == none
    ->  format("  ~w~t~38|~t~d~48|~n", [Name, Points])
    ;   format("  ~w~t~20|~t~d~28|~t~1f~38|~t~d~48|~n", [Name, Count, Weight, Points])
    ).


                 /*******************************
                 *           CAPTURES           *
                 *******************************/

%!  pieces_en_prise(+Position, ?Side, -Squares) is nondet.
%
%   Squares are the pieces of Side that the opponent could take: the
%   pieces its legal captures take, it being the opponent's turn (as
%   it is in Position when Side has just moved).  An unbound Side is
%   white, then black.  Under the majority rule only the pieces of the
%   largest captures count: they are the ones that can be taken.
%
%   Black to move may take d4 (18); White, were it its turn, c5 (14)
%   or e5 (15):
%
%   ==
%   ?- pieces_en_prise(fen(brazilian, "B:W18,23:B14,15"), Side, Squares).
%   Side = white,
%   Squares = [18] ;
%   Side = black,
%   Squares = [14, 15].
%   ==
%
%   @error domain_error(side, S) for an atom other than white and
%   black, type_error(atom, S) for another term; the errors of a bad
%   position.

pieces_en_prise(Position0, Side, Squares) :-
    checked(Position0, Position),
    side(Side),
    opponent(Side, Opponent),
    to_move(Position, Opponent, Turned),
    legal_moves(Turned, Moves),
    foldl([move(_, Taken), S0, S]>>append(Taken, S0, S), Moves, [], All),
    sort(All, Squares).

%!  capture_threats(+Position, ?Side, -Threats) is nondet.
%
%   Threats are the captures each piece of Side could make if it were
%   Side's turn: a list of Square-Moves, by square, for each piece of
%   Side with a legal capture, Moves its captures.  [] when Side could
%   take nothing.  An unbound Side is white, then black.
%
%   ==
%   ?- capture_threats(fen(brazilian, "B:W18,23:B14,15"), white, Threats).
%   Threats = [18-['18x11', '18x9']].
%   ==
%
%   @error as pieces_en_prise/3.

capture_threats(Position0, Side, Threats) :-
    checked(Position0, Position),
    side(Side),
    to_move(Position, Side, Turned),
    legal_moves(Turned, Moves),
    include(move_is_capture, Moves, Captures),
    map_list_to_pairs(move_from, Captures, Pairs),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Threats).

%!  piece_captures(+Position, +Square, -Moves) is det.
%
%   Moves are the legal captures of the piece on Square if it were its
%   side's turn; [] when it has none (or another piece must take more,
%   under the majority rule).  Square is a number, and Moves are move
%   terms, or a square name, and Moves are their algebraic texts.
%
%   The flying king on a1 takes b2 and d4, and may land on e5, f6, g7
%   or h8:
%
%   ==
%   ?- piece_captures(fen(brazilian, "W:WK29:B18,25"), 29, Moves).
%   Moves = ['29x22x15', '29x22x11', '29x22x8', '29x22x4'].
%
%   ?- piece_captures(fen(brazilian, "W:WK29:B18,25"), a1, Moves).
%   Moves = [a1xe5, a1xf6, a1xg7, a1xh8].
%   ==
%
%   @error existence_error(piece, Square) for an empty square; the
%   errors of piece_at/3 for a square that is not one; the errors of a
%   bad position.

piece_captures(Position0, Square, Moves) :-
    checked(Position0, Position),
    captures_of(Position, Square, Turned, Captures),
    (   atom(Square)
    ->  maplist(algebraic_text(Turned), Captures, Moves)
    ;   Moves = Captures
    ).

%   captures_of(+Position, +Square, -Turned, -Captures): the captures
%   of the piece on Square, move terms legal in Turned, Position with
%   the piece's side to move.

captures_of(Position, Square, Turned, Captures) :-
    piece_square(Position, Square, From, Piece),
    colour(Piece, Side),
    to_move(Position, Side, Turned),
    legal_moves(Turned, All),
    include(capture_from(From), All, Captures).

capture_from(From, Move) :-
    move_is_capture(Move),
    move_from(Move, From).

algebraic_text(Position, Move, Text) :-
    move_text(Position, Move, Text, [notation(algebraic)]).

%!  piece_attacks(+Position, +Square, -Squares) is det.
%
%   Squares are the opponent's pieces that the piece on Square could
%   take, in one or another of its captures (piece_captures/3), in
%   ascending order of their numbers; names when Square is a name.
%
%   ==
%   ?- piece_attacks(fen(brazilian, "W:WK29:B18,25"), 29, Squares).
%   Squares = [18, 25].
%
%   ?- piece_attacks(fen(brazilian, "W:WK29:B18,25"), a1, Squares).
%   Squares = [d4, b2].
%   ==
%
%   @error as piece_captures/3.

piece_attacks(Position0, Square, Squares) :-
    checked(Position0, Position),
    captures_of(Position, Square, _, Moves),
    foldl([move(_, Taken), S0, S]>>append(Taken, S0, S), Moves, [], All),
    sort(All, Numbers),
    squares_as_asked(Position, Square, Numbers, Squares).

%!  piece_reach(+Position, +Square, -Squares) is det.
%
%   Squares are the empty squares the piece on Square could move to
%   without capturing, if it were its side's turn and no capture were
%   due, in ascending order: for a man its steps forward, for a king
%   every square along its diagonals up to the first piece (only the
%   next square when the variant's kings do not fly).  These are the
%   rules of library(damas/reference) (piece_step/4 there).
%
%   The king on c3 (22) reaches 10 squares (h8 is taken); a man, two:
%
%   ==
%   ?- piece_reach(fen(brazilian, "W:WK22:B4"), 22, Squares), length(Squares, N).
%   Squares = [8, 11, 13, 15, 17, 18, 25, 26, 29|...],
%   N = 10.
%
%   ?- piece_reach(fen(brazilian, "W:W22:B4"), c3, Squares).
%   Squares = [b4, d4].
%   ==
%
%   @error as piece_captures/3.

piece_reach(Position0, Square, Squares) :-
    checked(Position0, Position),
    piece_square(Position, Square, From, Piece),
    Position = position(Variant, _, _, _, _),
    variant_module(Variant, Module),
    findall(To, piece_step(Position, Module, Piece, From, To), Tos),
    sort(Tos, Numbers),
    squares_as_asked(Position, Square, Numbers, Squares).

piece_step(Position, Module, man(Side), From, To) :-
    Module:movepeca(From, To, Side),
    piece_at(Position, To, empty).
piece_step(Position, Module, king(_), From, To) :-
    Position = position(Variant, _, _, _, _),
    variant_rule(Variant, flying_kings, Flying),
    member(Direction, [north_east, north_west, south_east, south_west]),
    Module:diagonal(From, Direction, Next),
    along(Position, Module, Flying, Direction, Next, To).

%   along(+Position, +Module, +Flying, +Direction, +Square, -To): To is
%   Square or, when kings fly, a square further along Direction, every
%   square up to it empty.

along(Position, Module, Flying, Direction, Square, To) :-
    piece_at(Position, Square, empty),
    (   To = Square
    ;   Flying == true,
        Module:diagonal(Square, Direction, Next),
        along(Position, Module, Flying, Direction, Next, To)
    ).


                 /*******************************
                 *          THE VERDICT         *
                 *******************************/

%!  position_verdict(+Position, -Verdict) is det.
%
%   Verdict is what the rules of Position's variant say of Position
%   alone, without the game that led to it:
%
%     - result(win(Winner), Reason) when the position ends the game by
%       its variant's rule game_won_by, as position_ending/2 and
%       game_over/2 of library(damas/game) say: Reason `no_legal_move`
%       when the side to move has no legal move (no piece, or none that
%       can move) and has lost, `having_no_move` when it has none and
%       has won (antidraughts), `first_king` when a king stands on the
%       board (breakthrough);
%     - undecided(DrawRules) otherwise.  No rule of the vocabulary
%       draws a position by its material alone: every draw rule counts
%       moves or repetitions, which the game holds and the position
%       does not.  DrawRules lists the draw rules that the material on
%       the board brings into play, with the variant's counts (a
%       repetition can draw any position, and is not listed):
%         - three_kings_against_one(Stronger, Moves): Stronger has
%           three kings and nothing else against a lone king; drawn if
%           Stronger has not won within Moves moves of its own from
%           when that material first stood (rule
%           draw_three_kings_against_one);
%         - kings_only_moves(Moves): both sides have a king, so each
%           may go on moving only kings; drawn after Moves moves by each
%           side with only kings moving and nothing taken (rule
%           draw_kings_only_moves).
%
%   ==
%   ?- position_verdict(fen(brazilian, "W:WK1,K2,K3:BK32"), Verdict).
%   Verdict = undecided([three_kings_against_one(white, 20), kings_only_moves(20)]).
%
%   ?- position_verdict(fen(brazilian, "B:W5,6,10:B1"), Verdict).
%   Verdict = result(win(white), no_legal_move).
%   ==
%
%   This is the verdict of the rules on the position as it stands, not
%   of play from it: where search/3 answers win(7), White taking all
%   within 7 plies whatever Black does, the rules have not ended the
%   game, and say undecided([]).  position_verdict/3 asks the endgame
%   database and the search as well, and says which answered.
%
%   @error the errors of a bad position.

position_verdict(Position0, Verdict) :-
    checked(Position0, Position),
    (   position_ending(Position, Ending)
    ->  Verdict = Ending
    ;   findall(Rule, draw_rule(Position, Rule), Rules),
        Verdict = undecided(Rules)
    ).

%!  position_verdict(+Position, -Verdict, +Options) is det.
%
%   As position_verdict/2, and where the rules leave the position
%   undecided, what best play makes of it, from the sources Options
%   name (none by default: then this is position_verdict/2):
%
%     - endgame(+Boolean): with `true`, the variant's endgame database
%       (library(damas/endgame)), when `make egdb` has built it and it
%       covers the position: Verdict is forced(Outcome, endgame),
%       Outcome win(Winner) or `draw` with best play (the database
%       does not count moves: a draw rule that counts them may end a
%       won game first).  Default `false`.
%     - search(+SearchOptions): search/3 of library(damas/search) with
%       SearchOptions (its limits: depth(D), time(S), ...), when the
%       database has not answered: Verdict is forced(win(Winner),
%       search(Plies)) when the search proves that Winner takes the
%       game within Plies plies whatever the other does; otherwise the
%       rules' undecided(DrawRules).  A search within time limits
%       may prove more or less from one call to the next; one within
%       depth(D) alone always answers the same.
%
%   White to move wins within 7 plies: the rules alone cannot say it,
%   the search does:
%
%   ==
%   ?- position_verdict(fen(brazilian, "W:W15,16:B5"), Verdict, []).
%   Verdict = undecided([]).
%
%   ?- position_verdict(fen(brazilian, "W:W15,16:B5"), Verdict, [search([depth(12)])]).
%   Verdict = forced(win(white), search(7)).
%   ==
%
%   @error the errors of a bad position; type_error(list, Options);
%   type_error(boolean, B) for endgame(B); the errors of search/3 for
%   bad SearchOptions.

position_verdict(Position0, Verdict, Options) :-
    must_be(list, Options),
    option(endgame(Endgame), Options, false),
    must_be(boolean, Endgame),
    checked(Position0, Position),
    position_verdict(Position, Verdict0),
    (   Verdict0 = undecided(_),
        play_verdict(Endgame, Position, Options, Verdict1)
    ->  Verdict = Verdict1
    ;   Verdict = Verdict0
    ).

play_verdict(true, Position, _, forced(Outcome, endgame)) :-
    catch(endgame_value(Position, Value), error(Error, Context),
          (   no_endgame(Error)
          ->  fail
          ;   throw(error(Error, Context))
          )),
    !,
    side_to_move(Position, Side),
    value_outcome(Value, Side, Outcome).
play_verdict(_, Position, Options, forced(win(Winner), search(Plies))) :-
    option(search(SearchOptions), Options),
    search(Position, Result, SearchOptions),
    side_to_move(Position, Side),
    (   Result.outcome = win(Plies)
    ->  Winner = Side
    ;   Result.outcome = loss(Plies)
    ->  opponent(Side, Winner)
    ).

%   no_endgame(+Error): the database is not there for the position (not
%   built, a board it cannot hold, too many pieces); any other error is
%   raised.

no_endgame(existence_error(endgame_database, _)).
no_endgame(existence_error(endgame_position, _)).
no_endgame(domain_error(endgame_variant_of_up_to_64_squares, _)).

value_outcome(draw, _, draw).
value_outcome(win, Side, win(Side)).
value_outcome(loss, Side, win(Winner)) :-
    opponent(Side, Winner).

draw_rule(Position, three_kings_against_one(Stronger, Moves)) :-
    Position = position(Variant, _, White, Black, Kings),
    (   only_kings(White, Kings, 3), only_kings(Black, Kings, 1)
    ->  Stronger = white
    ;   only_kings(Black, Kings, 3), only_kings(White, Kings, 1)
    ->  Stronger = black
    ),
    variant_rule(Variant, draw_three_kings_against_one, Moves).
draw_rule(Position, kings_only_moves(Moves)) :-
    Position = position(Variant, _, White, Black, Kings),
    White /\ Kings =\= 0,
    Black /\ Kings =\= 0,
    variant_rule(Variant, draw_kings_only_moves, Moves).

only_kings(Pieces, Kings, Count) :-
    popcount(Pieces) =:= Count,
    Pieces /\ Kings =:= Pieces.


                 /*******************************
                 *            HELPERS           *
                 *******************************/

%   checked(+Term, -Position): Position is the position term of Term (a
%   position or fen(Variant, FEN)), checked whole.

checked(Term, Position) :-
    canonical_position(Term, Position),
    side_to_move(Position, _).

%   squares_as_asked(+Position, +Asked, +Numbers, -Squares): Numbers
%   as names when the square Asked was a name, else as they are.

squares_as_asked(Position, Asked, Numbers, Squares) :-
    (   atom(Asked)
    ->  Position = position(Variant, _, _, _, _),
        maplist(square_named(Variant), Numbers, Squares)
    ;   Squares = Numbers
    ).

square_named(Variant, Number, Name) :-
    square_name(Number, Name, [variant(Variant)]).

%   side(?Side): white, then black; a bound Side is checked.

side(Side) :-
    (   var(Side)
    ->  member(Side, [white, black])
    ;   must_be(atom, Side),
        (   memberchk(Side, [white, black])
        ->  true
        ;   domain_error(side, Side)
        )
    ).

opponent(white, black).
opponent(black, white).

to_move(position(Variant, _, White, Black, Kings), Side,
        position(Variant, Side, White, Black, Kings)).

colour(man(Side), Side).
colour(king(Side), Side).

%   piece_square(+Position, +Square, -Number, -Piece): the piece on
%   Square (a number or a name), which must hold one.

piece_square(Position, Square, Number, Piece) :-
    must_be(nonvar, Square),
    Position = position(Variant, _, _, _, _),
    (   integer(Square)
    ->  square_name(Square, _, [variant(Variant)]),
        Number = Square
    ;   atom(Square)
    ->  square_name(Number, Square, [variant(Variant)])
    ;   type_error(square, Square)
    ),
    piece_at(Position, Number, Piece0),
    (   Piece0 == empty
    ->  format(string(Message), "no piece stands on ~w", [Square]),
        throw(error(existence_error(piece, Square), context(_, Message)))
    ;   Piece = Piece0
    ).
