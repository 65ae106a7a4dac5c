:- module(damas_play_session_game,
          [ new_state/3,                % +IO, +Players, -State
            state_position/2,           % +State, -Position
            side_player/3,              % +State, ?Side, ?Player
            is_human/2,                 % +State, ?Side
            game_result/4,              % +IO, +State, -Outcome, -Why
            result_sentence/3,          % +Outcome, +Why, -Sentence
            move_limit/3,               % +IO, +State, -Plies
            move_number/3,              % +IO, +State, -Number
            history_lines/3,            % +IO, +State, -Lines
            undo_plies/5,               % +IO, +State0, -State, +Plies0, -Plies
            unsaved/1,                  % +State
            game_record/2,              % +State, -Record
            record_parts/4,             % +IO, +State, -Tags, -Movetext
            load_game/4,                % +IO, +File, +State0, -State
            game_call/3,                % +IO, +State, :Goal
            game_hook/3,                % +IO, :Goal, :Default
            player_words/3,             % +IO, +Player, -Words
            player_tag/4                % +IO, +State, +Side, -Name
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(clock, [clock_new/2]).
:- use_module(errors, [side_name/2, opponent/2]).
:- use_module(record, [load_record/3]).
:- use_module(dialogue, [undo_to_person/6]).

/** <module> The game of a terminal session, as values

The game that library(damas/play/session) plays, without a word
written: its state (a dict, new_state/3), its end, the numbers of its
moves, its history, what undo takes back, and the record that save
writes and load reads (library(damas/play/record)).  IO is the
session's dict: the keys game (the module of the game's rules, see
library(damas/play/session)), start and max_moves are read here.
*/

%!  new_state(+IO, +Players, -State) is det.
%
%   State is the state at the start of a game of Players
%   (_{white: W, black: B}, each `human` or a level), from IO's start
%   position: a dict with keys
%
%     - players: _{white: W, black: B}, each `human` or a level
%     - view: the side at the bottom of the board
%     - start: the position the game started from
%     - positions: the positions of the game, the current one first
%     - moves: its moves, the last one first
%     - ended: `none`, or result(Outcome, Reason) for an end that the
%       rules do not give: Reason `resignation` or move_limit(Plies)
%     - ended: `none`, or result(Outcome, Reason) for an end that the
%       rules do not give: Reason `resignation`, `agreement` (a draw
%       the players agreed), `time_forfeit` or move_limit(Plies)
%     - saved: the game (game_record/2) as last saved or loaded, or none
%     - date: the date of the game, for its record
%     - settings: the game's own settings (its game_settings/2, e.g.
%       the notation of the draughts game), from IO's settings
%     - clock: a clock of library(damas/play/clock), or `none`
%     - started: start(Plies, Time), when the side to move began to
%       think about ply Plies, or `none`
%
%   A position is whatever the game's predicates take for one: for the
%   draughts game a game term of library(damas/game), which knows its
%   own history.

new_state(IO, Players, State) :-
    get_time(Now),
    format_time(string(Date), "%Y.%m.%d", Now),
    players_view(IO, Players, View),
    Start = IO.start,
    (   IO.clock == none
    ->  Clock = none
    ;   clock_new(IO.clock, Clock)
    ),
    State = state{players: Players, view: View, start: Start, positions: [Start],
                  moves: [], ended: none, saved: none, date: Date,
                  settings: IO.settings, clock: Clock, started: none}.

%!  game_call(+IO, +State, :Goal) is semidet.
%
%   Calls Goal of the game of IO, with the settings of State as first
%   argument when the game defines the predicate with one argument
%   more (game_move_text(Settings, Position, Move, Text), say): the
%   games whose words depend on a setting take it, the others need not.

game_call(IO, State, Goal) :-
    Game = IO.game,
    functor(Goal, Name, Arity),
    Arity1 is Arity + 1,
    (   current_predicate(Game:Name/Arity1)
    ->  Goal =.. [Name|Args],
        Goal1 =.. [Name, State.settings|Args],
        call(Game:Goal1)
    ;   call(Game:Goal)
    ).

%!  game_hook(+IO, :Goal, :Default) is semidet.
%
%   Calls Goal of the game of IO if the game defines it, else Default:
%   the predicates of the interface that a game may leave out.

:- meta_predicate game_hook(+, +, 0).

game_hook(IO, Goal, Default) :-
    Game = IO.game,
    functor(Goal, Name, Arity),
    (   current_predicate(Game:Name/Arity)
    ->  call(Game:Goal)
    ;   call(Default)
    ).

%!  player_words(+IO, +Player, -Words) is det.
%
%   How the record and the messages name a computer player: the
%   game's game_player_words/2, else the level's name in words
%   (`capture first` for capture_first).

player_words(IO, Player, Words) :-
    game_hook(IO, game_player_words(Player, Words), level_words(Player, Words)).

level_words(Level, Words) :-
    (   atom(Level)
    ->  atomic_list_concat(Parts, '_', Level),
        atomic_list_concat(Parts, ' ', Words)
    ;   format(string(Words), "~w", [Level])
    ).

players_view(IO, Players, View) :-
    Game = IO.game,
    Game:game_sides(First, Second),
    (   Game:game_oriented(true),
        get_dict(First, Players, FirstPlayer),
        FirstPlayer \== human,
        get_dict(Second, Players, human)
    ->  View = Second
    ;   View = First
    ).

%!  state_position(+State, -Position) is det.
%
%   Position is the current position of the game of State.

state_position(State, Position) :-
    State.positions = [Position|_].

%!  side_player(+State, ?Side, ?Player) is nondet.
%
%   Player (`human` or a level) plays Side in State's game.

side_player(State, Side, Player) :-
    get_dict(Side, State.players, Player).

%!  is_human(+State, ?Side) is nondet.
%
%   A person plays Side.

is_human(State, Side) :-
    side_player(State, Side, human).

%!  game_result(+IO, +State, -Outcome, -Why) is semidet.
%
%   The game of State is over: Outcome `win(Side)` or `draw`, Why in
%   words.  The end is the one recorded (a resignation, the move limit),
%   else the rules' (the game's game_over/3).

game_result(IO, State, Outcome, Why) :-
    (   State.ended = result(Outcome, Reason)
    ->  reason_words(Reason, State, Why)
    ;   state_position(State, Position),
        Game = IO.game,
        Game:game_over(Position, Outcome, Why)
    ).

reason_words(resignation, State, Why) :-
    State.ended = result(win(Winner), _),
    opponent(Winner, Loser),
    side_name(Loser, Name),
    format(string(Why), "~w resigned", [Name]).
reason_words(agreement, _, "agreed by the players").
reason_words(time_forfeit, State, Why) :-
    State.ended = result(win(Winner), _),
    opponent(Winner, Loser),
    side_name(Loser, Name),
    format(string(Why), "~w ran out of time", [Name]).
reason_words(move_limit(Plies), _, Why) :-
    format(string(Why), "~d plies without an end (the rules have no draw)", [Plies]).

%!  result_sentence(+Outcome, +Why, -Sentence) is det.
%
%   Sentence says the end in words, as the draughts game does: "White
%   wins: Black has no legal move.", "a draw: the board is full.".

result_sentence(win(Side), Why, Sentence) :-
    side_name(Side, Name),
    format(string(Sentence), "~w wins: ~w.", [Name, Why]).
result_sentence(draw, Why, Sentence) :-
    format(string(Sentence), "a draw: ~w.", [Why]).

%!  unsaved(+State) is semidet.
%
%   The game holds something saving would keep (a move, a
%   resignation), and was not saved or loaded as it is.

unsaved(State) :-
    game_record(State, Record),
    Record \== State.saved,
    (   State.moves \== []
    ;   State.ended = result(_, Reason),
        Reason \= move_limit(_)
    ),
    !.

%!  game_record(+State, -Record) is det.
%
%   Record is the game of State as a value, to compare with the one
%   saved (the key saved of State).

game_record(State, game(State.start, State.moves, State.ended)).

%!  move_limit(+IO, +State, -Plies) is semidet.
%
%   No person plays the game of State and it reached the move limit
%   of IO, at Plies: it stops.  Eximo's rules have no draw, and two
%   computers could go on for ever.

move_limit(IO, State, Plies) :-
    integer(IO.max_moves),
    \+ is_human(State, _),
    length(State.moves, Plies),
    Plies >= IO.max_moves.

%!  move_number(+IO, +State, -Number) is det.
%
%   Number is the number of the move about to be played, as in PDN:
%   the first side's move and the second side's reply share a number.

move_number(IO, State, Number) :-
    Game = IO.game,
    Game:game_sides(First, _),
    Game:game_side_to_move(State.start, StartSide),
    length(State.moves, Plies),
    (   StartSide == First -> Offset = 0 ; Offset = 1 ),
    Number is (Plies + Offset) // 2 + 1.

%!  history_lines(+IO, +State, -Lines) is det.
%
%   Lines are the moves of the game, numbered as in PDN, a line per
%   number: "1. b3-b4 g6-g5"; "1... g6-g5" when the second side moved
%   first.

history_lines(IO, State, Lines) :-
    movetext(IO, State, Tokens),
    numbered_lines(Tokens, Lines).

numbered_lines([], []).
numbered_lines([Number, Move|Tokens0], [Line|Lines]) :-
    (   sub_atom(Number, _, _, 0, '...')
    ->  format(string(Line), "~w ~w", [Number, Move]),
        Tokens = Tokens0
    ;   Tokens0 = [Reply|Tokens],
        \+ sub_atom(Reply, _, _, 0, '.')
    ->  format(string(Line), "~w ~w ~w", [Number, Move, Reply])
    ;   format(string(Line), "~w ~w", [Number, Move]),
        Tokens = Tokens0
    ),
    numbered_lines(Tokens, Lines).

%   movetext(+IO, +State, -Tokens): the move numbers and the moves of
%   the game, in order.

movetext(IO, State, Tokens) :-
    Game = IO.game,
    Game:game_sides(First, _),
    reverse(State.moves, Moves),
    reverse(State.positions, Positions),
    Game:game_side_to_move(State.start, StartSide),
    (   StartSide == First -> Offset = 0 ; Offset = 1 ),
    foldl(move_tokens(IO, State, First, Offset), Moves, TokenLists, Positions-0, _),
    append(TokenLists, Tokens).

move_tokens(IO, State, First, Offset, Move, Tokens, [Position|Positions]-Ply,
            Positions-Ply1) :-
    Game = IO.game,
    Game:game_side_to_move(Position, Side),
    game_call(IO, State, game_move_text(Position, Move, Text)),
    Number is (Ply + Offset) // 2 + 1,
    (   Side == First
    ->  format(atom(Label), "~d.", [Number]),
        Tokens = [Label, Text]
    ;   Ply =:= 0
    ->  format(atom(Label), "~d...", [Number]),
        Tokens = [Label, Text]
    ;   Tokens = [Text]
    ),
    Ply1 is Ply + 1.

%!  undo_plies(+IO, +State0, -State, +Plies0, -Plies) is det.
%
%   State is State0 with its last moves taken back, up to and with the
%   last move of a person (every computer move after it goes too);
%   Plies0 plus the number taken back is Plies.  No move of a person:
%   nothing is taken back.

undo_plies(IO, State0, State, Plies0, Plies) :-
    undo_to_person(take_back, person_to_move(IO), State0, State, Plies0, Plies).

take_back(State0, State) :-
    State0.moves = [_|Moves],
    State0.positions = [_|Positions],
    State = State0.put(_{moves: Moves, positions: Positions}).

person_to_move(IO, State) :-
    State.positions = [Position|_],
    Game = IO.game,
    Game:game_side_to_move(Position, Mover),
    is_human(State, Mover).

%!  record_parts(+IO, +State, -Tags, -Movetext) is det.
%
%   The game of State as a record of library(damas/play/record): its
%   tags (Game, Event, Date, White, Black, FEN when it did not start
%   from the start, Result, Termination for a recorded end) and its
%   movetext, the result token last.

record_parts(IO, State, Tags, Movetext) :-
    Game = IO.game,
    Game:game_name(Name),
    player_tag(IO, State, white, White),
    player_tag(IO, State, black, Black),
    (   game_result(IO, State, Outcome, _)
    ->  result_token(Outcome, Result)
    ;   Result = '*'
    ),
    Game:game_start(Initial),
    (   State.start == Initial
    ->  FenTags = []
    ;   Game:game_position_text(State.start, Fen),
        FenTags = ['FEN'-Fen]
    ),
    (   State.ended = result(_, Reason)
    ->  termination(Reason, Termination),
        EndTags = ['Termination'-Termination]
    ;   EndTags = []
    ),
    append([['Game'-Name, 'Event'-"Casual game", 'Date'-State.date,
             'White'-White, 'Black'-Black],
            FenTags, ['Result'-Result], EndTags], Tags),
    movetext(IO, State, Tokens),
    append(Tokens, [Result], Movetext).

player_tag(IO, State, Side, Name) :-
    side_player(State, Side, Player),
    (   Player == human
    ->  Name = "Human"
    ;   player_words(IO, Player, Words),
        format(string(Name), "Computer (~w)", [Words])
    ).

result_token(win(white), '1-0').
result_token(win(black), '0-1').
result_token(draw, '1/2-1/2').

termination(resignation, "resignation").
termination(agreement, "agreement").
termination(time_forfeit, "time forfeit").
termination(move_limit(_), "move limit").

%!  load_game(+IO, +File, +State0, -State) is det.
%
%   State is State0 with the game of File, replayed move by move, for
%   the players of State0.
%
%   @error syntax_error(game_record(Why)) when the file is not a game of
%   this game, or a move is not legal.

load_game(IO, File, State0, State) :-
    Game = IO.game,
    load_record(File, Tags, Tokens),
    Game:game_name(Name),
    (   memberchk('Game'-GameTag, Tags),
        atom_string(Name, GameTag)
    ->  true
    ;   memberchk('Game'-GameTag, Tags)
    ->  format(string(Why), "a game of ~w, not ~w", [GameTag, Name]),
        throw(error(syntax_error(game_record(game)), context(_, Why)))
    ;   format(string(Why), "no [Game \"~w\"] tag: not a game that save wrote", [Name]),
        throw(error(syntax_error(game_record(game)), context(_, Why)))
    ),
    (   memberchk('FEN'-Fen, Tags)
    ->  Game:game_text_position(Fen, Start)
    ;   Game:game_start(Start)
    ),
    (   append(MoveTexts, [Result], Tokens),
        result_token(_, Result)
    ->  true
    ;   append(MoveTexts, ['*'], Tokens)
    ->  Result = '*'
    ;   MoveTexts = Tokens,
        Result = '*'
    ),
    foldl(replay(Game), MoveTexts, Moves, [Start]-1, PositionsBack-_),
    PositionsBack = [End|_],
    reverse(Moves, MovesBack),
    (   memberchk('Date'-Date, Tags)
    ->  true
    ;   Date = State0.date
    ),
    State1 = State0.put(_{start: Start, moves: MovesBack, positions: PositionsBack,
                          ended: none, date: Date}),
    recorded_end(IO, State1, End, Result, State2),
    game_record(State2, Record),
    State = State2.put(saved, Record).

replay(Game, Text, Move, Positions-N, [Next|Positions]-N1) :-
    Positions = [Position|_],
    catch(Game:game_read_move(Position, Text, Move), Error, true),
    (   var(Error)
    ->  Game:game_make_move(Position, Move, Next),
        N1 is N + 1
    ;   Game:game_move_error(Position, Text, Error, [Line|_]),
        format(string(Why), "move ~d of the file (~w): ~w", [N, Text, Line]),
        throw(error(syntax_error(game_record(move)), context(_, Why)))
    ).

%   A result that the rules do not give is a resignation (a win) or the
%   move limit (a draw).

recorded_end(IO, State0, End, Result, State) :-
    Game = IO.game,
    (   Game:game_over(End, _, _)
    ->  State = State0
    ;   Result == '*'
    ->  State = State0
    ;   result_token(win(Winner), Result)
    ->  State = State0.put(ended, result(win(Winner), resignation))
    ;   length(State0.moves, Plies),
        State = State0.put(ended, result(draw, move_limit(Plies)))
    ).
