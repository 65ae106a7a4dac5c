:- module(gomoku,
          [ gomoku_initial_position/1,  % -Position
            gomoku_point/3,             % ?Point, ?Column, ?Row
            gomoku_side_to_move/2,      % +Position, -Side
            gomoku_stone_at/3,          % +Position, ?Point, ?Colour
            gomoku_legal_move/2,        % +Position, ?Point
            gomoku_legal_moves/2,       % +Position, -Points
            gomoku_make_move/3,         % +Position, +Move, -NewPosition
            gomoku_game_over/2,         % +Position, -Result
            gomoku_text_position/2,     % +Text, -Position
            gomoku_position_text/2,     % +Position, -Text
            gomoku_print_board/1,       % +Position
            gomoku_print_board/2,       % +Stream, +Position
            gomoku_classroom_terms/3,   % +Position, +Side, -Terms
            gomoku_evaluate/3,          % +Position, +Heuristic, -Score
            gomoku_best_move/3,         % +Position, -Point, +Options
            gomoku_search/3,            % +Position, -Result, +Options
            gomoku_level/1              % ?Level
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(ordsets)).
:- use_module(library(random)).
% The foreign library is library(damas)'s; its Gomoku predicates are
% private to module damas and called here as damas:gomoku_engine_...
:- use_module(damas, []).
:- use_module('../kb/gomoku/gomoku', []).

/** <module> Gomoku: rules, text, evaluation and search

Free-style Gomoku on the 15x15 board of the knowledge base kb/gomoku/gomoku.pl:
Black moves first, the players put one stone each in turn on an empty
point, and five or more stones of one colour in a line (a row, a column
or a diagonal) win; a full board without such a line is a draw.

The rules here are the readable reference: they read the knowledge
base's point/3 and window/6 facts (every line of five points) and
nothing else.  A C engine built from the same facts keeps counts of
stones per window and searches; tests/prolog/test_gomoku.pl checks the
two against each other.  The predicates carry a gomoku_ prefix so that
this library and library(damas) load together.

A position is a ground term

    gomoku(Side, Black, White)

Side is `black` or `white`, the side to move; Black and White are the
ordered sets (library(ordsets)) of the points of each colour's stones,
points named as on the board: a column letter a..o and a row 1..15, so
h8 is the centre.  Black has as many stones as White when Black is to
move, one more when White is.

The text of a position has three fields separated by `/`: the side to
move (`b` or `w`), Black's points and White's points, each a list of
points separated by commas, possibly empty.  The empty board is `b//`;
after h8 and i9 it is `b/h8/i9`.

Errors are ISO error terms:

  - error(instantiation_error, _) where a needed value is unbound;
  - error(type_error(gomoku_position, T), _) for a term that is not a
    position, error(domain_error(gomoku_position, T), context(_, Why))
    for one whose stones are inconsistent;
  - error(syntax_error(gomoku_point(Text)), context(PI, Message)) for
    move text that is not a point, error(syntax_error(Culprit),
    context(gomoku_text_position/2, Message)) for text that is not a
    position, Culprit one of bad_side, missing_field, trailing_field,
    bad_point(Text), duplicate_point(Point) and stone_counts;
  - error(domain_error(legal_move, Point), context(PI, Why)) for a move
    on an occupied point or after the end of the game;
  - error(domain_error(gomoku_level, L), _), domain_error(gomoku_heuristic,
    H), domain_error(gomoku_option, O) for search options it does not take.
*/

                 /*******************************
                 *   THE KNOWLEDGE BASE'S BOARD *
                 *******************************/

%!  gomoku_point(?Point, ?Column, ?Row) is nondet.
%
%   Point is a point of the board at Column and Row (1-based, row 1 at
%   Black's side): the knowledge base's point/3.

gomoku_point(Point, Column, Row) :-
    kb_gomoku:point(Point, Column, Row).

board_size(Size) :-
    kb_gomoku:rule(board_size, Size).

%   The rules this library plays; another value in the knowledge base is
%   an error, not a silently different game.
check_rules :-
    forall(member(Name-Expected, [row_length-5, overline_wins-true, first_player-black]),
           (   kb_gomoku:rule(Name, Value), Value == Expected
           ->  true
           ;   throw(error(domain_error(gomoku_rule, Name),
                           context(_, "this library plays free-style Gomoku: a row of 5, overlines win, Black first")))
           )).

:- initialization(check_rules).


                 /*******************************
                 *          POSITIONS           *
                 *******************************/

%!  gomoku_initial_position(-Position) is det.
%
%   Position is the empty board, Black to move.

gomoku_initial_position(gomoku(black, [], [])).

%!  gomoku_side_to_move(+Position, -Side) is det.
%
%   Side (black or white) is to move in Position.

gomoku_side_to_move(Position, Side) :-
    must_be_position(Position),
    Position = gomoku(Side, _, _).

%!  gomoku_stone_at(+Position, ?Point, ?Colour) is nondet.
%
%   A stone of Colour (black or white) is on Point in Position.

gomoku_stone_at(Position, Point, Colour) :-
    must_be_position(Position),
    Position = gomoku(_, Black, White),
    (   Colour = black, member(Point, Black)
    ;   Colour = white, member(Point, White)
    ).

%   must_be_position(+Term): a position, or an error saying what is wrong.
must_be_position(Term) :-
    (   var(Term)
    ->  instantiation_error(Term)
    ;   Term = gomoku(Side, Black, White),
        atom(Side), is_list(Black), is_list(White)
    ->  (   position_problem(Side, Black, White, Why)
        ->  throw(error(domain_error(gomoku_position, Term), context(_, Why)))
        ;   true
        )
    ;   type_error(gomoku_position, Term)
    ).

position_problem(Side, _, _, Why) :-
    \+ memberchk(Side, [black, white]),
    !,
    format(string(Why), "the side to move is black or white, not ~q", [Side]).
position_problem(_, Black, White, Why) :-
    member(Stones, [Black, White]),
    member(P, Stones),
    \+ ( atom(P), gomoku_point(P, _, _) ),
    !,
    format(string(Why), "~q is not a point of the board", [P]).
position_problem(_, Black, White, Why) :-
    member(Stones, [Black, White]),
    \+ is_ordset(Stones),
    !,
    format(string(Why), "~q is not an ordered set of points", [Stones]).
position_problem(_, Black, White, Why) :-
    ord_intersection(Black, White, [P|_]),
    !,
    format(string(Why), "~w holds stones of both colours", [P]).
position_problem(Side, Black, White, Why) :-
    length(Black, B),
    length(White, W),
    \+ ( Side == black, B =:= W ; Side == white, B =:= W + 1 ),
    !,
    format(string(Why), "~d black and ~d white stones with ~w to move: Black moves first, one stone a move",
           [B, W, Side]).

other(black, white).
other(white, black).


                 /*******************************
                 *        THE RULES             *
                 *******************************/

%!  gomoku_game_over(+Position, -Result) is semidet.
%
%   The game is over in Position with Result: win(Colour) when Colour has
%   five stones on a window of the board (five or more in a line), draw
%   when the board is full.  Fails while the game goes on.

gomoku_game_over(Position, Result) :-
    must_be_position(Position),
    game_over(Position, Result).

game_over(gomoku(_, Black, White), Result) :-
    (   five(Black)
    ->  Result = win(black)
    ;   five(White)
    ->  Result = win(white)
    ;   length(Black, B),
        length(White, W),
        board_size(Size),
        B + W =:= Size * Size
    ->  Result = draw
    ).

%   Stones fill a window.
five(Stones) :-
    kb_gomoku:window(_, P1, P2, P3, P4, P5),
    ord_memberchk(P1, Stones),
    ord_memberchk(P2, Stones),
    ord_memberchk(P3, Stones),
    ord_memberchk(P4, Stones),
    ord_memberchk(P5, Stones),
    !.

%!  gomoku_legal_move(+Position, ?Point) is nondet.
%
%   Point is an empty point and the game is not over: the side to move
%   may put a stone there.  On backtracking, the points in the knowledge
%   base's order (bottom row first, left to right).

gomoku_legal_move(Position, Point) :-
    must_be_position(Position),
    \+ game_over(Position, _),
    Position = gomoku(_, Black, White),
    gomoku_point(Point, _, _),
    \+ ord_memberchk(Point, Black),
    \+ ord_memberchk(Point, White).

%!  gomoku_legal_moves(+Position, -Points) is det.
%
%   Points is the list of the legal moves, in gomoku_legal_move/2's order.

gomoku_legal_moves(Position, Points) :-
    findall(P, gomoku_legal_move(Position, P), Points).

%!  gomoku_make_move(+Position, +Move, -NewPosition) is det.
%
%   NewPosition is Position after the side to move puts a stone on Move,
%   a point (h8) or its text ("h8", 'H8').
%
%   @error syntax_error(gomoku_point(Text)) if Move is not a point's text.
%   @error domain_error(legal_move, Point) if the point is taken or the
%   game is over.

gomoku_make_move(Position, Move, NewPosition) :-
    must_be_position(Position),
    move_point(Move, Point, gomoku_make_move/3),
    Position = gomoku(Side, Black, White),
    (   game_over(Position, Result)
    ->  format(string(Why), "the game is over (~w)", [Result]),
        throw(error(domain_error(legal_move, Point), context(gomoku_make_move/3, Why)))
    ;   ( ord_memberchk(Point, Black) ; ord_memberchk(Point, White) )
    ->  format(string(Why), "~w is taken", [Point]),
        throw(error(domain_error(legal_move, Point), context(gomoku_make_move/3, Why)))
    ;   other(Side, Next),
        (   Side == black
        ->  ord_add_element(Black, Point, Black1),
            NewPosition = gomoku(Next, Black1, White)
        ;   ord_add_element(White, Point, White1),
            NewPosition = gomoku(Next, Black, White1)
        )
    ).

%   move_point(+Move, -Point, +PI): the point that Move (a point, or its
%   text in any case, blanks around it allowed) names.
move_point(Move, _, _) :-
    var(Move),
    !,
    instantiation_error(Move).
move_point(Move, Point, PI) :-
    (   atom(Move) ; string(Move) ),
    !,
    normalize_space(atom(Text0), Move),
    downcase_atom(Text0, Text),
    (   gomoku_point(Text, _, _)
    ->  Point = Text
    ;   board_size(Size),
        Last is 0'a + Size - 1,
        format(string(Message),
               "~q is not a point: a column a..~c and a row 1..~d, as h8", [Move, Last, Size]),
        throw(error(syntax_error(gomoku_point(Move)), context(PI, Message)))
    ).
move_point(Move, _, _) :-
    type_error(gomoku_move, Move).


                 /*******************************
                 *            TEXT              *
                 *******************************/

%!  gomoku_text_position(+Text, -Position) is det.
%
%   Position is the position Text (an atom or string) writes, in the
%   format of the module's documentation: `Side/Black/White`.
%
%   @error syntax_error(Culprit) with context(gomoku_text_position/2,
%   Message) for text that is not a position.

gomoku_text_position(Text, Position) :-
    must_be(text, Text),
    split_string(Text, "/", " \t\n", Fields),
    (   Fields = [SideText, BlackText, WhiteText]
    ->  true
    ;   length(Fields, N), N < 3
    ->  text_error(missing_field, "three fields: side/black points/white points, as b/h8/i9")
    ;   text_error(trailing_field, "only three fields: side/black points/white points")
    ),
    (   SideText == "b" -> Side = black
    ;   SideText == "w" -> Side = white
    ;   format(string(M), "the side to move is b or w, not \"~w\"", [SideText]),
        text_error(bad_side, M)
    ),
    text_points(BlackText, Black),
    text_points(WhiteText, White),
    (   ord_intersection(Black, White, [P|_])
    ->  format(string(M), "~w holds stones of both colours", [P]),
        text_error(duplicate_point(P), M)
    ;   true
    ),
    (   position_problem(Side, Black, White, Why)
    ->  text_error(stone_counts, Why)
    ;   Position = gomoku(Side, Black, White)
    ).

text_points("", []) :-
    !.
text_points(Text, Points) :-
    split_string(Text, ",", " ", Parts),
    maplist(text_point, Parts, Points0),
    msort(Points0, Sorted),
    (   append(_, [P, P|_], Sorted)
    ->  format(string(M), "~w is written twice", [P]),
        text_error(duplicate_point(P), M)
    ;   Points = Sorted
    ).

text_point(Part, Point) :-
    atom_string(Point, Part),
    (   gomoku_point(Point, _, _)
    ->  true
    ;   format(string(M), "\"~w\" is not a point: a column a..o and a row 1..15, as h8", [Part]),
        text_error(bad_point(Part), M)
    ).

text_error(Culprit, Message) :-
    throw(error(syntax_error(Culprit), context(gomoku_text_position/2, Message))).

%!  gomoku_position_text(+Position, -Text) is det.
%
%   Text (a string) writes Position: gomoku_text_position/2 reads it back.

gomoku_position_text(Position, Text) :-
    must_be_position(Position),
    Position = gomoku(Side, Black, White),
    sub_atom(Side, 0, 1, _, S),
    atomic_list_concat(Black, ',', B),
    atomic_list_concat(White, ',', W),
    format(string(Text), "~w/~w/~w", [S, B, W]).

%!  gomoku_print_board(+Position) is det.
%
%   Prints Position on the current output: see gomoku_print_board/2.

gomoku_print_board(Position) :-
    gomoku_print_board(current_output, Position).

%!  gomoku_print_board(+Stream, +Position) is det.
%
%   Prints Position on Stream: the board, top row first, X for Black's
%   stones, O for White's, a dot for an empty point, then who is to move
%   or how the game ended.

gomoku_print_board(Stream, Position) :-
    must_be_position(Position),
    board_size(Size),
    Position = gomoku(Side, Black, White),
    column_letters(Size, Letters),
    format(Stream, "    ~w~n", [Letters]),
    forall(between(1, Size, Up),
           ( Row is Size + 1 - Up,
             format(Stream, "~t~d~3| ", [Row]),
             forall(between(1, Size, Column),
                    ( gomoku_point(P, Column, Row),
                      (   ord_memberchk(P, Black) -> C = 'X'
                      ;   ord_memberchk(P, White) -> C = 'O'
                      ;   C = '.'
                      ),
                      format(Stream, "~w ", [C]) )),
             format(Stream, "~d~n", [Row]) )),
    format(Stream, "    ~w~n", [Letters]),
    (   game_over(Position, Result)
    ->  format(Stream, "Game over: ~w~n", [Result])
    ;   format(Stream, "~w to move~n", [Side])
    ).

column_letters(Size, Text) :-
    numlist(1, Size, Columns),
    maplist([C, L]>>(Code is 0'a + C - 1, char_code(L, Code)), Columns, Letters),
    atomic_list_concat(Letters, ' ', Text).


                 /*******************************
                 *   THE CLASSROOM HEURISTIC    *
                 *******************************/

%!  gomoku_classroom_terms(+Position, +Side, -Terms) is det.
%
%   Terms is classroom(V, L, P, J), the terms of the classroom heuristic
%   h = (V - L) * P / J from Side's point of view.  Our reading of the
%   letters (docs/gomoku.md): V sums, over every maximal run of two or
%   more of Side's stones along a line with at least one empty end, the
%   run's length squared times its empty ends (1 or 2); L is the same sum
%   for the opponent; P is the weight 100; J the stones on the board (at
%   least 1).

gomoku_classroom_terms(Position, Side, classroom(V, L, 100, J)) :-
    must_be_position(Position),
    must_be(oneof([black, white]), Side),
    Position = gomoku(_, Black, White),
    (   Side == black
    ->  Own = Black, Other = White
    ;   Own = White, Other = Black
    ),
    sequences_value(Own, Black, White, V),
    sequences_value(Other, Black, White, L),
    length(Black, B),
    length(White, W),
    J is max(1, B + W).

%   A direction's step, read off the windows: Next follows Point in a
%   window of Direction.
%   Every two neighbours of a line are the first two points of a window,
%   or, near the line's end, the last two.
next_point(Direction, Point, Next) :-
    (   kb_gomoku:window(Direction, Point, Next, _, _, _)
    ->  true
    ;   kb_gomoku:window(Direction, _, _, _, Point, Next)
    ->  true
    ).

%   The sum over the runs of Stones (one colour) of length^2 * empty ends.
sequences_value(Stones, Black, White, Value) :-
    findall(S,
            ( member(Direction, [horizontal, vertical, diagonal, antidiagonal]),
              member(First, Stones),
              \+ ( next_point(Direction, Before, First), ord_memberchk(Before, Stones) ),
              run_end(Direction, First, Stones, 1, Length, After),
              Length >= 2,
              ( next_point(Direction, B, First) -> empty_count(B, Black, White, E1) ; E1 = 0 ),
              empty_count(After, Black, White, E2),
              S is Length * Length * (E1 + E2)
            ),
            Values),
    sum_list(Values, Value).

%   run_end(+Direction, +Point, +Stones, +Length0, -Length, -After): the
%   run of Stones from Point on has Length stones; After is the point
%   past its end, or none.
run_end(Direction, Point, Stones, Length0, Length, After) :-
    (   next_point(Direction, Point, Next)
    ->  (   ord_memberchk(Next, Stones)
        ->  Length1 is Length0 + 1,
            run_end(Direction, Next, Stones, Length1, Length, After)
        ;   Length = Length0,
            After = Next
        )
    ;   Length = Length0,
        After = none
    ).

empty_count(none, _, _, 0) :-
    !.
empty_count(Point, Black, White, Count) :-
    (   ( ord_memberchk(Point, Black) ; ord_memberchk(Point, White) )
    ->  Count = 0
    ;   Count = 1
    ).


                 /*******************************
                 *    EVALUATION AND SEARCH     *
                 *******************************/

%!  gomoku_evaluate(+Position, +Heuristic, -Score) is det.
%
%   Score is Position's value for the side to move under Heuristic:
%   `classroom` (the classroom function, computed here by the readable
%   rules) or `engine` (the C engine's sum of window values).  A game
%   already over is worth 30000 (won) or -30000 (lost), a draw 0.

gomoku_evaluate(Position, Heuristic, Score) :-
    must_be_position(Position),
    must_be(atom, Heuristic),
    (   game_over(Position, Result)
    ->  Position = gomoku(Side, _, _),
        (   Result == draw -> Score = 0
        ;   Result == win(Side) -> Score = 30000
        ;   Score = -30000
        )
    ;   Heuristic == classroom
    ->  Position = gomoku(Side, _, _),
        gomoku_classroom_terms(Position, Side, classroom(V, L, P, J)),
        Score0 is (V - L) * P // J,
        Score is max(-28000, min(28000, Score0))
    ;   Heuristic == engine
    ->  engine_analysis(Position, gomoku_analysis(_, _, _, Score, _))
    ;   domain_error(gomoku_heuristic, Heuristic)
    ).

%!  gomoku_level(?Level) is nondet.
%
%   Level is a level of gomoku_best_move/3: random, classroom (the
%   classroom heuristic at one ply), easy, medium or hard.

gomoku_level(Level) :-
    level_options(Level, _).

%   The engine's settings of a level: depth in plies, candidates per node
%   below the root, and for hard a time limit.
level_options(random, []).
level_options(classroom, []).
level_options(easy, [depth(2), width(8)]).
level_options(medium, [depth(4), width(10)]).
level_options(hard, [depth(10), width(12), time(2.0)]).

%!  gomoku_best_move(+Position, -Point, +Options) is det.
%
%   Point is the move chosen for the side to move in Position.  Options:
%
%     - level(Level): one of gomoku_level/1 (default medium); random
%       and classroom pick their move here, the others search;
%     - depth(D), width(W), time(Seconds), nodes(N): the search's limits,
%       over the level's;
%     - heuristic(H): the search's evaluation, engine (default) or
%       classroom;
%     - seed(S): an integer seeding random's choice and classroom's
%       choice among equal moves (default: a random seed).
%
%   The search looks at Prolog's signals, so call_with_time_limit/2 and
%   Ctrl-C stop it too.
%
%   @error domain_error(legal_move, Position) if the game is over.
%   @error type_error(number, T) or domain_error(positive_number, T)
%   for time(T); type_error(positive_integer, N) for depth(N) or
%   nodes(N), type_error(nonneg, W) for width(W);
%   domain_error(gomoku_option, O) for an option it does not take.

gomoku_best_move(Position, Point, Options) :-
    gomoku_search(Position, Result, Options),
    Result = gomoku_result(Point, _, _, _, _).

%!  gomoku_search(+Position, -Result, +Options) is det.
%
%   As gomoku_best_move/3, with Result = gomoku_result(Point, Score,
%   Depth, Nodes, Seconds): the score for the side to move (0 for random
%   and classroom), the last depth the search completed, the nodes it
%   visited and its time.

gomoku_search(Position, Result, Options) :-
    must_be_position(Position),
    must_be(list, Options),
    maplist(check_option, Options),
    (   game_over(Position, GameResult)
    ->  format(string(Why), "the game is over (~w)", [GameResult]),
        throw(error(domain_error(legal_move, Position), context(gomoku_search/3, Why)))
    ;   true
    ),
    option(level(Level), Options, medium),
    (   level_options(Level, LevelOptions)
    ->  true
    ;   domain_error(gomoku_level, Level)
    ),
    search_level(Level, Position, LevelOptions, Options, Result).

check_option(Option) :-
    (   var(Option)
    ->  instantiation_error(Option)
    ;   option_type(Option, Type)
    ->  arg(1, Option, Value),
        check_value(Type, Value)
    ;   domain_error(gomoku_option, Option)
    ).

%   must_be/2 of SWI-Prolog 9.0 has no type positive_number.
check_value(positive_number, Value) :-
    !,
    must_be(number, Value),
    (   Value > 0
    ->  true
    ;   domain_error(positive_number, Value)
    ).
check_value(Type, Value) :-
    must_be(Type, Value).

option_type(level(_), atom).
option_type(depth(_), positive_integer).
option_type(width(_), nonneg).
option_type(time(_), positive_number).
option_type(nodes(_), positive_integer).
option_type(heuristic(_), oneof([engine, classroom])).
option_type(seed(_), integer).

search_level(random, Position, _, Options, gomoku_result(Point, 0, 0, 0, 0.0)) :-
    !,
    seed_of(Options, Seed),
    gomoku_legal_moves(Position, Points),
    length(Points, N),
    Index is Seed mod N,
    nth0(Index, Points, Point).
search_level(classroom, Position, _, Options, gomoku_result(Point, 0, 1, 0, 0.0)) :-
    !,
    seed_of(Options, Seed),
    engine(Engine),
    c_position(Position, Side, Black, White),
    damas:gomoku_engine_classroom_move(Engine, Side, Black, White, Seed, Index),
    index_point(Index, Point).
search_level(_, Position, LevelOptions, Options,
             gomoku_result(Point, Score, Depth, Nodes, Seconds)) :-
    merge_options(Options, LevelOptions, All),
    option(depth(D), All, 4),
    option(time(T0), All, 0),
    T is float(T0),
    option(nodes(N), All, 0),
    option(width(W), All, 10),
    option(heuristic(H), All, engine),
    engine(Engine),
    c_position(Position, Side, Black, White),
    damas:gomoku_engine_search(Engine, Side, Black, White, options(D, T, N, W, H),
                               gomoku_result(Index, Score, Depth, Nodes, Seconds)),
    index_point(Index, Point).

seed_of(Options, Seed) :-
    (   option(seed(Seed), Options)
    ->  true
    ;   random_between(0, 0x7fffffff, Seed)
    ).


                 /*******************************
                 *        THE C ENGINE          *
                 *******************************/

:- dynamic engine_cache/1.

%   engine(-Engine): the C engine of the knowledge base's board, built on
%   first use from its windows.
engine(Engine) :-
    (   engine_cache(Engine0)
    ->  Engine = Engine0
    ;   with_mutex(gomoku_engine, cached_or_new_engine(Engine))
    ).

cached_or_new_engine(Engine) :-
    (   engine_cache(Engine)
    ->  true
    ;   board_size(Size),
        findall(window(D, Indices),
                ( kb_gomoku:window(Direction, P1, P2, P3, P4, P5),
                  direction_number(Direction, D),
                  maplist(point_index, [P1, P2, P3, P4, P5], Indices) ),
                Windows),
        damas:gomoku_engine_new(Size, Windows, Engine),
        assertz(engine_cache(Engine))
    ).

direction_number(horizontal, 0).
direction_number(vertical, 1).
direction_number(diagonal, 2).
direction_number(antidiagonal, 3).

%   The engine's index of a point: rows of the board one after another.
point_index(Point, Index) :-
    gomoku_point(Point, Column, Row),
    board_size(Size),
    Index is (Row - 1) * Size + Column - 1.

index_point(Index, Point) :-
    board_size(Size),
    Column is Index mod Size + 1,
    Row is Index // Size + 1,
    gomoku_point(Point, Column, Row).

c_position(gomoku(Side, Black, White), Side, BlackIndices, WhiteIndices) :-
    maplist(point_index, Black, BlackIndices),
    maplist(point_index, White, WhiteIndices).

%   engine_analysis(+Position, -Analysis): what the C engine makes of
%   Position, gomoku_analysis(Winner, Counts, Classroom, Score, Legal) (see
%   c_src/glue/gomoku.c); the differential tests compare it with the
%   readable rules.
engine_analysis(Position, Analysis) :-
    engine(Engine),
    c_position(Position, Side, Black, White),
    damas:gomoku_engine_analyse(Engine, Side, Black, White, Analysis).
