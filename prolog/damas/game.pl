:- module(damas_game,
          [ new_game/1,                 % -Game
            new_game/2,                 % +Options, -Game
            is_game/1,                  % @Term
            game_position/2,            % +Game, -Position
            game_start/2,               % +Game, -StartPosition
            game_moves/2,               % +Game, -Moves
            game_positions/2,           % +Game, -Positions
            game_ply_count/2,           % +Game, -Plies
            game_tags/2,                % +Game, -Tags
            game_tag/3,                 % +Game, ?Name, ?Value
            game_set_tag/4,             % +Game0, +Name, +Value, -Game
            game_comments/2,            % +Game, -Comments
            game_add_comment/3,         % +Game0, +Text, -Game
            game_play/3,                % +Game0, +Move, -Game
            game_undo/2,                % +Game0, -Game
            game_resign/3,              % +Game0, +Side, -Game
            game_agree_draw/2,          % +Game0, -Game
            game_over/2,                % +Game, -Result
            position_ending/2,          % +Position, -Result
            game_move_number/2,         % +Game, -Number
            game_rule/3,                % +Game, +Name, -Value
            game_draw_counts/3          % +Game, -KingsOnly, -ThreeKings
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module('../damas').
:- use_module(kb, [variant_rule/3]).

/** <module> Games of draughts: history, undo and the end of the game

A game is a Prolog term that holds where it started, every move played
since, the PDN tags and comments, and a resignation or an agreed draw
when one was recorded.  Nothing is stored in the database: a game is a
value, passed from one predicate to the next, and undo is going back to
an older value.

    ?- new_game(G0), game_play(G0, "c3-d4", G1), game_play(G1, "f6-g5", G2),
       game_moves(G2, Moves).
    Moves = [move([22, 18], []), move([11, 16], [])].

## The end of the game

game_over/2 says whether the game is over, with whom the result
favours and why.  The rules are those of the section "End of the game"
of the Brazilian rules; every count is read from the rules of the
position's variant (`kb/draughts/brazilian.pl` for Brazilian draughts) through
library(damas/kb), so that another variant changes them without
touching this file; a variant that does not state a draw rule gets its
default of docs/rules.md.  In this
order:

  1. A recorded *resignation* (game_resign/3): the other side wins.  An
     agreed draw (game_agree_draw/2, allowed when the variant has
     rule(draw_by_agreement, true)): a draw.
  2. *The end the variant's rule game_won_by gives* (position_ending/2):
     usually the side to move that has no piece, or none that can move,
     loses (`no_legal_move`); in antidraughts it wins (`having_no_move`);
     in breakthrough the first king wins (`first_king`).  This comes
     before every draw, so that a move that wins on the last allowed
     move still wins.
  3. *Repetition*: the current position (the same pieces on the same
     squares and the same side to move) has occurred N times in the
     game, the start position and the current one included, where N is
     the value of rule(draw_repetition, N) (3 in Brazilian draughts: the
     third occurrence draws).
  4. *Three kings against one*: a side that has exactly three pieces,
     all kings, against a side with exactly one piece, a king, is the
     stronger side.  Counting starts when that material first stands on
     the board (the move that brought it about does not count), and
     every move the stronger side makes after that counts one.  When the
     stronger side has made N such moves, N from
     rule(draw_three_kings_against_one, N) (20), and has not won, the
     game is drawn.  Any capture ends the count (the material changes).
     Three kings and a man, or four kings, against a king is not this
     rule (the kings-only rule below still applies).
  5. *Kings only*: the last 2N moves (N by each side), N from
     rule(draw_kings_only_moves, N) (20, so 40 plies), were each a move
     of a king that captured nothing.  A move of a man, or any capture,
     starts the count again from zero.

A game set up from a position (new_game/2 with position(P)) starts every
count at zero there: what happened before the set-up is not known.

Once game_over/2 holds, game_play/3 refuses further moves, so a result,
once reached, stands.

## The game term

A game is `damas_game(Tags, Start, Notes, Plies, Ending)`, to be taken
apart only through this module's predicates:

  - Tags: the PDN tags, a list of Name-Value, Name an atom and Value a
    string, in the order given.  Result, FEN, GameType and Variant are not kept:
    they follow from the game (library(damas/pdn) writes them).
  - Start: the start position.
  - Notes: the comments before the first move, a list of strings.
  - Plies: the moves played, the last first, each a term
    `ply(Move, Position, KingsOnly, ThreeKings, Notes)`: the legal move
    term, the position after it, the counts of the draw rules after it
    (KingsOnly the number of consecutive king moves without capture;
    ThreeKings `none` or Stronger-Moves), and the comments after it.
  - Ending: `playing`, resigned(Side) or `agreed_draw`.
*/

:- predicate_options(new_game/2, 1,
                     [ position(any),
                       variant(atom),
                       tags(list)
                     ]).


                 /*******************************
                 *           NEW GAMES          *
                 *******************************/

%!  new_game(-Game) is det.
%!  new_game(+Options, -Game) is det.
%
%   Game is a game at its start, no move played.  Options:
%
%     - position(+Position)
%       The start position (a damas position term); default the initial
%       position of the variant.
%     - variant(+Variant)
%       The variant whose initial position starts the game when no
%       position is given; default `brazilian`.
%     - tags(+Tags)
%       PDN tags, a list of Name-Value (Name an atom, Value any text or
%       number); default []. Result, FEN, GameType and Variant are left out,
%       as they follow from the game.
%
%   @error type_error(damas_position, P) or domain_error(damas_position, P)
%   for a position that is not one; type_error(pdn_tag, T) for a tag
%   that is not Name-Value.

new_game(Game) :-
    new_game([], Game).

new_game(Options, Game) :-
    must_be(list, Options),
    (   option(position(Start0), Options)
    ->  canonical_position(Start0, Start),
        position_fen(Start, _)              % checks it
    ;   option(variant(Variant), Options, brazilian),
        initial_position(Variant, Start)
    ),
    option(tags(Tags0), Options, []),
    must_be(list, Tags0),
    maplist(checked_tag, Tags0, Tags1),
    exclude([Name-_]>>derived_tag(Name), Tags1, Tags2),
    merge_tags(Tags2, Tags),
    Game = damas_game(Tags, Start, [], [], playing).

checked_tag(Tag, Name-Value) :-
    (   Tag = Name-Value0,
        atom(Name),
        (   atomic(Value0)
        ;   is_list(Value0)
        ),
        tag_value(Value0, Value)
    ->  true
    ;   type_error(pdn_tag, Tag)
    ).

%   merge_tags(+Tags0, -Tags): as set_tag/4 on each tag in turn (a name
%   given twice keeps its first place and its last value), in n log n
%   time: tag by tag it was quadratic, and a PDN file of many thousand
%   tags took minutes.

merge_tags(Tags0, Tags) :-
    foldl([Name-Value, Name-(I0-Value), I0, I]>>(I is I0 + 1), Tags0, Indexed, 0, _),
    sort(1, @=<, Indexed, ByName),                  % stable: in order within a name
    group_pairs_by_key(ByName, Groups),
    maplist([Name-Occurrences, First-(Name-Value)]>>
            ( Occurrences = [First-_|_], last(Occurrences, _-Value) ),
            Groups, Placed),
    keysort(Placed, Sorted),
    pairs_values(Sorted, Tags).

tag_value(Value0, Value) :-
    (   number(Value0)
    ->  number_string(Value0, Value)
    ;   catch(text_to_string(Value0, Value), error(_, _), fail)
    ).

%   Tags that follow from the game itself.

derived_tag('Result').
derived_tag('FEN').
derived_tag('GameType').
derived_tag('Variant').

set_tag(Tags0, Name, _, Tags0) :-
    derived_tag(Name),
    !.
set_tag(Tags0, Name, Value, Tags) :-
    (   selectchk(Name-_, Tags0, Name-Value, Tags1)
    ->  Tags = Tags1
    ;   append(Tags0, [Name-Value], Tags)
    ).

%!  is_game(@Term) is semidet.
%
%   Term is a game term of this module (by its outer shape).

is_game(Term) :-
    compound(Term),
    Term = damas_game(_, _, _, _, _).

must_be_game(Game) :-
    (   var(Game)
    ->  instantiation_error(Game)
    ;   is_game(Game)
    ->  true
    ;   type_error(damas_game, Game)
    ).


                 /*******************************
                 *           ACCESSORS          *
                 *******************************/

%!  game_position(+Game, -Position) is det.
%
%   Position is the current position of Game: the start position after
%   every move played.

game_position(Game, Position) :-
    must_be_game(Game),
    current_position(Game, Position).

current_position(damas_game(_, Start, _, Plies, _), Position) :-
    (   Plies = [ply(_, Last, _, _, _)|_]
    ->  Position = Last
    ;   Position = Start
    ).

%!  game_start(+Game, -StartPosition) is det.
%
%   StartPosition is the position Game started from.

game_start(Game, Start) :-
    must_be_game(Game),
    arg(2, Game, Start).

%!  game_moves(+Game, -Moves) is det.
%
%   Moves are the move terms played in Game, first to last, each the
%   legal move as legal_moves/2 gives it.

game_moves(Game, Moves) :-
    must_be_game(Game),
    arg(4, Game, Plies),
    foldl(ply_move, Plies, [], Moves).

ply_move(ply(Move, _, _, _, _), Moves, [Move|Moves]).

%!  game_positions(+Game, -Positions) is det.
%
%   Positions are the positions of Game from its start to now: one
%   more than the moves played.

game_positions(Game, [Start|Positions]) :-
    must_be_game(Game),
    Game = damas_game(_, Start, _, Plies, _),
    foldl(ply_position, Plies, [], Positions).

ply_position(ply(_, Position, _, _, _), Positions, [Position|Positions]).

%!  game_ply_count(+Game, -Plies) is det.
%
%   Plies is the number of moves played in Game (both sides counted).

game_ply_count(Game, Count) :-
    must_be_game(Game),
    arg(4, Game, Plies),
    length(Plies, Count).

%!  game_move_number(+Game, -Number) is det.
%
%   Number is the number of the next move in the PDN count: 1 at the
%   start, one more each time White is to move again.  A game set up
%   with Black to move starts with 1 (written `1...`).

game_move_number(Game, Number) :-
    game_ply_count(Game, Plies),
    game_start(Game, Start),
    side_to_move(Start, First),
    (   First == white
    ->  Number is Plies // 2 + 1
    ;   Number is (Plies + 1) // 2 + 1
    ).

%!  game_tags(+Game, -Tags) is det.
%
%   Tags are the PDN tags of Game, a list of Name-Value with Name an
%   atom and Value a string, in the order they were given.

game_tags(Game, Tags) :-
    must_be_game(Game),
    arg(1, Game, Tags).

%!  game_tag(+Game, ?Name, ?Value) is nondet.
%
%   Game has the tag Name with the string Value.

game_tag(Game, Name, Value) :-
    game_tags(Game, Tags),
    member(Name-Value, Tags).

%!  game_set_tag(+Game0, +Name, +Value, -Game) is det.
%
%   Game is Game0 with the tag Name set to Value (replacing the old
%   value, else added last).  Result, FEN, GameType and Variant are
%   ignored.
%
%   @error type_error(pdn_tag, Name-Value) if Name is not an atom or
%   Value not text.

game_set_tag(Game0, Name, Value, Game) :-
    must_be_game(Game0),
    Game0 = damas_game(Tags0, Start, Notes, Plies, Ending),
    checked_tag(Name-Value, Name1-Value1),
    set_tag(Tags0, Name1, Value1, Tags),
    Game = damas_game(Tags, Start, Notes, Plies, Ending).

%!  game_comments(+Game, -Comments) is det.
%
%   Comments are the comments of Game, each Ply-Text: Text (a string)
%   stands after the Ply-th move, 0 for those before the first move.

game_comments(Game, Comments) :-
    must_be_game(Game),
    Game = damas_game(_, _, Notes, Plies, _),
    findall(0-Text, member(Text, Notes), Before),
    length(Plies, Count),
    ply_comments(Plies, Count, [], After),
    append(Before, After, Comments).

ply_comments([], _, Comments, Comments).
ply_comments([ply(_, _, _, _, Notes)|Plies], N, Comments0, Comments) :-
    findall(N-Text, member(Text, Notes), Here),
    append(Here, Comments0, Comments1),
    N1 is N - 1,
    ply_comments(Plies, N1, Comments1, Comments).

%!  game_add_comment(+Game0, +Text, -Game) is det.
%
%   Game is Game0 with the comment Text after the last move played (or
%   before the first, when none was).  Surrounding white space is
%   removed.
%
%   @error domain_error(pdn_comment, Text) if Text holds a `}`, which a
%   PDN comment cannot hold.

game_add_comment(Game0, Text0, Game) :-
    must_be_game(Game0),
    must_be(text, Text0),
    text_to_string(Text0, Text1),
    (   sub_string(Text1, _, _, _, "}")
    ->  domain_error(pdn_comment, Text0)
    ;   true
    ),
    normalize_space(string(Text), Text1),
    Game0 = damas_game(Tags, Start, Notes0, Plies0, Ending),
    (   Plies0 = [ply(Move, Position, K, T, PlyNotes0)|Older]
    ->  append(PlyNotes0, [Text], PlyNotes),
        Plies = [ply(Move, Position, K, T, PlyNotes)|Older],
        Notes = Notes0
    ;   append(Notes0, [Text], Notes),
        Plies = Plies0
    ),
    Game = damas_game(Tags, Start, Notes, Plies, Ending).

%!  game_rule(+Game, +Name, -Value) is det.
%
%   Value is the value of the rule Name (a name of the vocabulary of
%   docs/rules.md) in the variant of Game's position: the value the
%   variant states, else the rule's default.
%
%   @error domain_error(damas_rule_name, Name) for a name the
%   vocabulary does not know.

game_rule(Game, Name, Value) :-
    game_start(Game, Start),
    position_rule(Start, Name, Value).

position_rule(Position, Name, Value) :-
    arg(1, Position, Variant),
    variant_rule(Variant, Name, Value).


                 /*******************************
                 *         PLAYING MOVES        *
                 *******************************/

%!  game_play(+Game0, +Move, -Game) is det.
%
%   Game is Game0 after the legal move Move of the side to move, given
%   as a move term or as text in either notation (`22-18`, `c3-d4`,
%   `22x13`, `26x17x10`).
%
%   @error the errors of make_move/3 for a move that is not legal, is
%   ambiguous or is not move text: domain_error(legal_move, Move),
%   domain_error(unambiguous_move, Text), syntax_error(move_text(Text)),
%   and domain_error(square, S) or domain_error(dark_square, S) for a
%   square off the board or a light one.
%   @error permission_error(play, finished_game, Result) if Game0 is
%   over (game_over/2), Result its result.

game_play(Game0, Move, Game) :-
    must_be_game(Game0),
    (   game_over(Game0, Result)
    ->  throw(error(permission_error(play, finished_game, Result),
                    context(game_play/3, "the game is over")))
    ;   true
    ),
    current_position(Game0, Position),
    legal_move_of(Position, Move, Legal),
    make_move(Position, Legal, Next),
    Game0 = damas_game(Tags, Start, Notes, Plies0, Ending),
    counts(Plies0, Start, Counts0),
    next_counts(Counts0, Position, Legal, Next, KingsOnly, ThreeKings),
    Game = damas_game(Tags, Start, Notes,
                      [ply(Legal, Next, KingsOnly, ThreeKings, [])|Plies0],
                      Ending).

%   legal_move_of(+Position, +Move, -Legal) is det.
%
%   Legal is the legal move, as legal_moves/2 has it, that the move term
%   or text Move denotes.

legal_move_of(Position, Move, Legal) :-
    (   var(Move)
    ->  instantiation_error(Move)
    ;   Move = move(_, _),
        legal_move(Position, Move)
    ->  Legal = Move
    ;   Move = move(_, _)
    ->  move_text(Position, Move, Text),    % resolves it, or says why not
        text_move(Position, Text, Legal)
    ;   text_move(Position, Move, Legal)
    ).

%   The draw counts at the start, and after each move.

counts([], Start, counts(0, ThreeKings)) :-
    three_kings_start(Start, ThreeKings).
counts([ply(_, _, KingsOnly, ThreeKings, _)|_], _, counts(KingsOnly, ThreeKings)).

three_kings_start(Position, Stronger-0) :-
    three_kings_against_one(Position, Stronger),
    !.
three_kings_start(_, none).

next_counts(counts(KingsOnly0, ThreeKings0), Position, Move, Next,
            KingsOnly, ThreeKings) :-
    (   king_move_without_capture(Position, Move)
    ->  KingsOnly is KingsOnly0 + 1
    ;   KingsOnly = 0
    ),
    side_to_move(Position, Mover),
    (   three_kings_against_one(Next, Stronger)
    ->  (   ThreeKings0 = Stronger-Moves0,
            \+ move_is_capture(Move)
        ->  (   Mover == Stronger
            ->  Moves is Moves0 + 1
            ;   Moves = Moves0
            ),
            ThreeKings = Stronger-Moves
        ;   ThreeKings = Stronger-0
        )
    ;   ThreeKings = none
    ).

king_move_without_capture(Position, Move) :-
    \+ move_is_capture(Move),
    move_from(Move, From),
    piece_at(Position, From, Piece),       % Piece unbound: see piece_at/3
    Piece = king(_).

%!  game_undo(+Game0, -Game) is semidet.
%
%   Game is Game0 one step back: without its recorded resignation or
%   agreed draw if it has one, else without its last move (and the
%   comments after it).  Fails if Game0 has neither: nothing to undo.

game_undo(Game0, Game) :-
    must_be_game(Game0),
    Game0 = damas_game(Tags, Start, Notes, Plies0, Ending0),
    (   Ending0 \== playing
    ->  Game = damas_game(Tags, Start, Notes, Plies0, playing)
    ;   Plies0 = [_|Plies]
    ->  Game = damas_game(Tags, Start, Notes, Plies, playing)
    ).

%!  game_resign(+Game0, +Side, -Game) is det.
%
%   Game is Game0 where Side (`white` or `black`) has resigned: the
%   other side wins (result(win(Other), resignation)).  Either side may
%   resign, whoever is to move.
%
%   @error domain_error(side, Side) for another Side;
%   permission_error(resign, finished_game, Result) if Game0 is over.

game_resign(Game0, Side, Game) :-
    must_be_game(Game0),
    must_be(oneof([white, black]), Side),
    not_over(Game0, resign),
    setarg_ending(Game0, resigned(Side), Game).

%!  game_agree_draw(+Game0, -Game) is det.
%
%   Game is Game0 ended by a draw the players agreed
%   (result(draw, agreement)).
%
%   @error permission_error(agree_draw, finished_game, Result) if Game0
%   is over; permission_error(agree_draw, damas_variant, Variant) if the
%   variant's rule draw_by_agreement is `false`.

game_agree_draw(Game0, Game) :-
    must_be_game(Game0),
    not_over(Game0, agree_draw),
    (   game_rule(Game0, draw_by_agreement, true)
    ->  true
    ;   game_start(Game0, Start),
        arg(1, Start, Variant),
        throw(error(permission_error(agree_draw, damas_variant, Variant),
                    context(game_agree_draw/2,
                            "the variant has no draw by agreement")))
    ),
    setarg_ending(Game0, agreed_draw, Game).

not_over(Game, Action) :-
    (   game_over(Game, Result)
    ->  throw(error(permission_error(Action, finished_game, Result),
                    context(_, "the game is over")))
    ;   true
    ).

setarg_ending(damas_game(Tags, Start, Notes, Plies, _), Ending,
              damas_game(Tags, Start, Notes, Plies, Ending)).


                 /*******************************
                 *       THE END OF THE GAME    *
                 *******************************/

%!  game_over(+Game, -Result) is semidet.
%
%   Game is over with Result, a term result(Outcome, Reason):
%
%     - Outcome is win(white), win(black) or `draw`;
%     - Reason is `resignation` or `agreement` for a recorded ending,
%       `no_legal_move`, `having_no_move` or `first_king` for the ends
%       of position_ending/2, `repetition`, `three_kings_against_one`
%       or `kings_only_moves` for the draws.
%
%   Fails while the game goes on.  See the module documentation for
%   how each rule counts.

game_over(Game, Result) :-
    must_be_game(Game),
    Game = damas_game(_, _, _, _, Ending),
    current_position(Game, Position),
    (   recorded_ending(Ending, Result0)
    ->  true
    ;   position_ending(Position, Result1)
    ->  Result0 = Result1
    ;   rule_draw(Game, Position, Reason)
    ->  Result0 = result(draw, Reason)
    ),
    Result = Result0.

%!  position_ending(+Position, -Result) is semidet.
%
%   Position ends the game by its variant's rule game_won_by
%   (docs/rules.md), whatever led to it: Result is
%   result(win(Winner), Reason), Reason one of
%
%     - `no_legal_move`: the side to move has no legal move (no piece,
%       or none that can move) and loses (`opponent_without_move`, the
%       usual rule, and `first_king` before any king);
%     - `having_no_move`: the side to move has no legal move and wins
%       (`having_no_move`, antidraughts);
%     - `first_king`: a king stands on the board, and its side has won
%       (`first_king`, breakthrough: the game ends with the move that
%       crowns); with kings of both sides, a position only a set-up
%       gives, the side that did not move last.
%
%   Fails while the game goes on.  Position may be a position term or
%   fen(Variant, FEN).
%
%   ==
%   ?- position_ending(fen(antidraughts, "W:B1"), R).
%   R = result(win(white), having_no_move).
%   ==
%
%   @error the errors of a bad position.

position_ending(Position0, Result) :-
    canonical_position(Position0, Position),
    Position = position(Variant, Side, White, Black, Kings),
    variant_rule(Variant, game_won_by, WonBy),
    opponent(Side, Other),
    (   WonBy == first_king,
        side_pieces(Side, White, Black, Own, Theirs),
        (   Theirs /\ Kings =\= 0
        ->  Winner = Other
        ;   Own /\ Kings =\= 0
        ->  Winner = Side
        )
    ->  Result = result(win(Winner), first_king)
    ;   \+ legal_move(Position, _)
    ->  (   WonBy == having_no_move
        ->  Result = result(win(Side), having_no_move)
        ;   Result = result(win(Other), no_legal_move)
        )
    ).

side_pieces(white, White, Black, White, Black).
side_pieces(black, White, Black, Black, White).

recorded_ending(resigned(Side), result(win(Winner), resignation)) :-
    opponent(Side, Winner).
recorded_ending(agreed_draw, result(draw, agreement)).

opponent(white, black).
opponent(black, white).

%   rule_draw(+Game, +Position, -Reason) is semidet.
%
%   One clause per draw rule, in the order they are tried.

rule_draw(Game, Position, repetition) :-
    position_rule(Position, draw_repetition, Times),
    game_positions(Game, Positions),
    aggregate_all(count, (member(P, Positions), P == Position), Seen),
    Seen >= Times.
rule_draw(Game, Position, three_kings_against_one) :-
    position_rule(Position, draw_three_kings_against_one, Moves),
    last_counts(Game, counts(_, _-Made)),
    Made >= Moves.
rule_draw(Game, Position, kings_only_moves) :-
    position_rule(Position, draw_kings_only_moves, Moves),
    last_counts(Game, counts(KingsOnly, _)),
    KingsOnly >= 2 * Moves.

%!  game_draw_counts(+Game, -KingsOnly, -ThreeKings) is det.
%
%   The draw counts of Game's current position (see game_over/2):
%   KingsOnly the plies in a row that moved a king and took nothing;
%   ThreeKings `none`, or Stronger-Moves when three kings stand against
%   one, Moves the moves Stronger made since that material first stood.
%   The engine (search/3, option game(Game)) starts its counts from
%   these.

game_draw_counts(Game, KingsOnly, ThreeKings) :-
    must_be_game(Game),
    last_counts(Game, counts(KingsOnly, ThreeKings)).

last_counts(damas_game(_, Start, _, Plies, _), Counts) :-
    counts(Plies, Start, Counts).

%   three_kings_against_one(+Position, -Stronger) is semidet.
%
%   Stronger has exactly three pieces, all kings, and the other side
%   exactly one, a king.

three_kings_against_one(position(_, _, White, Black, Kings), Stronger) :-
    (   only_kings(White, Kings, 3),
        only_kings(Black, Kings, 1)
    ->  Stronger = white
    ;   only_kings(Black, Kings, 3),
        only_kings(White, Kings, 1)
    ->  Stronger = black
    ).

only_kings(Pieces, Kings, Count) :-
    popcount(Pieces) =:= Count,
    Pieces /\ Kings =:= Pieces.
