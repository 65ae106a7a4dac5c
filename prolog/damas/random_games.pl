:- module(damas_random_games,
          [ random_positions/3,         % +Count, -Positions, +Options
            random_game/4,              % +Start, -Positions, +State0, -State
            random_game/5,              % +Start, -Positions, +Options, +State0, -State
            random_state/2,             % +Seed, -State
            random_below/4              % +N, -I, +State0, -State
          ]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(pairs)).
:- use_module('../damas').
:- use_module(reference, [reference_initial_position/2]).
:- use_module(kb, [variant_module/2]).

/** <module> Seeded random games of draughts

Random games, for testing: they reach the positions that hand-made tests
miss.  The games are seeded and repeatable: the same seed and options
give the same games on every machine and in every thread, whatever else
uses SWI-Prolog's random numbers, because the generator's state is a
plain integer passed from call to call (a splitmix64 generator), never
a global.

The players are not uniform: a uniformly random player seldom builds a
long multi-capture.  So the player, with probability `offer_bias` (in
percent, default 70), looks one ply ahead and plays one of the moves
after which the opponent's capture takes the most pieces, two or more
(it sacrifices, and the capture it offers is often a chain); with
probability `men_bias` (default 10) it steps its most advanced man
towards the far row; otherwise, and whenever the bias finds no such
move, every legal move is equally likely.  Games last until a side
cannot move or `max_plies` (default 160) moves have been made.  From
the initial position of Brazilian draughts, of the distinct positions
met about a quarter have kings on the board, 5% a crowning move among
their legal moves and 2% a capture of three pieces or more.

    ?- random_positions(1000, Positions, [seed(42)]).

gives 1000 distinct positions (the first 1000 met, in order) reached in
the games played with seed 42 from the initial position of Brazilian
draughts.
*/

:- predicate_options(random_positions/3, 3,
                     [ seed(integer), variant(atom), max_plies(nonneg),
                       offer_bias(between(0, 100)), men_bias(between(0, 100)),
                       backend(oneof([c, reference]))
                     ]).
:- predicate_options(random_game/5, 3,
                     [ max_plies(nonneg), offer_bias(between(0, 100)),
                       men_bias(between(0, 100)), backend(oneof([c, reference]))
                     ]).


                 /*******************************
                 *           POSITIONS          *
                 *******************************/

%!  random_positions(+Count, -Positions, +Options) is det.
%
%   Positions are Count distinct positions reached in random games from
%   the initial position, in the order the games meet them: the games
%   are played with the generator seeded by Seed, one after the other,
%   until Count positions have been met.  Options:
%
%     - seed(+Seed)
%       The seed, an integer; default 1.
%     - variant(+Variant)
%       Whose initial position and rules; default `brazilian`.
%     - max_plies(+N), offer_bias(+Percent), men_bias(+Percent),
%       backend(+Backend)
%       As for random_game/5.
%
%   Does not terminate if the games never meet Count distinct positions.

random_positions(Count, Positions, Options) :-
    must_be(nonneg, Count),
    option(seed(Seed), Options, 1),
    option(variant(Variant), Options, brazilian),
    option(backend(Backend), Options, c),
    (   Backend == reference
    ->  reference_initial_position(Variant, Start)
    ;   initial_position(Variant, Start)
    ),
    random_state(Seed, State),
    empty_assoc(Seen),
    collect(Count, Start, Options, Seen, State, Positions).

collect(0, _, _, _, _, []) :-
    !.
collect(Count, Start, Options, Seen0, State0, Positions) :-
    random_game(Start, Game, Options, State0, State),
    add_new(Game, Count, Left, Seen0, Seen, Positions, Rest),
    collect(Left, Start, Options, Seen, State, Rest).

%   add_new(+Game, +Count0, -Count, +Seen0, -Seen, -Positions, ?Tail)
%
%   Positions (a difference list ending in Tail) are the positions of
%   Game not in Seen0, at most Count0 of them; Count are still wanted.

add_new([], Count, Count, Seen, Seen, Tail, Tail).
add_new([Position|Game], Count0, Count, Seen0, Seen, Positions, Tail) :-
    (   Count0 =:= 0
    ->  Count = 0, Seen = Seen0, Positions = Tail
    ;   get_assoc(Position, Seen0, _)
    ->  add_new(Game, Count0, Count, Seen0, Seen, Positions, Tail)
    ;   put_assoc(Position, Seen0, true, Seen1),
        Count1 is Count0 - 1,
        Positions = [Position|Positions1],
        add_new(Game, Count1, Count, Seen1, Seen, Positions1, Tail)
    ).


                 /*******************************
                 *             GAMES            *
                 *******************************/

%!  random_game(+Start, -Positions, +State0, -State) is det.
%!  random_game(+Start, -Positions, +Options, +State0, -State) is det.
%
%   Positions are the positions of one random game from Start, Start
%   first, each before a move; the game ends when the side to move has
%   no move (its last position is then included) or after max_plies
%   moves.  State0 and State are the generator's states before and
%   after the game (see random_state/2).  Options:
%
%     - max_plies(+N)
%       The longest game, in plies; default 160.
%     - offer_bias(+Percent)
%       The chance (0-100) that the player plays a move after which the
%       opponent's captures take the most pieces, two or more (if no
%       move offers two pieces, any move); default 70.
%     - men_bias(+Percent)
%       The chance (0-100) that the player steps its most advanced man
%       (if it has no man that can step, any move); default 10.
%       Otherwise every legal move is equally likely.
%     - backend(+Backend)
%       Whose rules make the moves (see legal_moves/3); default `c`.

random_game(Start, Positions, State0, State) :-
    random_game(Start, Positions, [], State0, State).

random_game(Start, Positions, Options, State0, State) :-
    option(max_plies(MaxPlies), Options, 160),
    must_be(nonneg, MaxPlies),
    option(men_bias(MenBias), Options, 10),
    option(offer_bias(OfferBias), Options, 70),
    must_be(between(0, 100), MenBias),
    must_be(between(0, 100), OfferBias),
    option(backend(Backend), Options, c),
    play(MaxPlies, Start, player(MenBias, OfferBias, Backend), Positions, State0, State).

play(Plies, Position, Player, [Position|Positions], State0, State) :-
    Player = player(_, _, Backend),
    legal_moves(Position, Moves, [backend(Backend)]),
    (   Plies > 0,
        Moves \== []
    ->  choose_move(Player, Position, Moves, Move, State0, State1),
        make_move(Position, Move, Next, [backend(Backend)]),
        Plies1 is Plies - 1,
        play(Plies1, Next, Player, Positions, State1, State)
    ;   Positions = [],
        State = State0
    ).

%   choose_move(+Player, +Position, +Moves, -Move, +State0, -State)
%
%   The player's choice among the legal Moves: one that offers the
%   opponent the longest capture, with probability OfferBias percent;
%   else a step of its most advanced man, with probability MenBias
%   percent (so the two share 100); else, or if the chosen bias finds
%   no move, any move.

choose_move(Player, Position, Moves, Move, State0, State) :-
    random_below(100, Percent, State0, State1),
    Player = player(MenBias, OfferBias, Backend),
    (   Percent < OfferBias
    ->  offering_moves(Backend, Position, Moves, Choices)
    ;   Percent < OfferBias + MenBias
    ->  most_advanced_steps(Position, Moves, Choices)
    ),
    Choices \== [],
    !,
    random_member_of(Choices, Move, State1, State).
choose_move(_, _, Moves, Move, State0, State) :-
    random_member_of(Moves, Move, State0, State).

%   offering_moves(+Backend, +Position, +Moves, -Offers)
%
%   Offers are the Moves after which the opponent's captures take the
%   most pieces, two or more; none if no move offers that much.

offering_moves(Backend, Position, Moves, Offers) :-
    map_list_to_pairs(offered(Backend, Position), Moves, Pairs),
    max_member(Most-_, Pairs),
    (   Most >= 2
    ->  findall(Move, member(Most-Move, Pairs), Offers)
    ;   Offers = []
    ).

offered(Backend, Position, Move, Most) :-
    make_move(Position, Move, Next, [backend(Backend)]),
    legal_moves(Next, Replies, [backend(Backend)]),
    foldl(most_captured, Replies, 0, Most).

most_captured(move(_, Captured), Most0, Most) :-
    length(Captured, N),
    Most is max(Most0, N).

%   most_advanced_steps(+Position, +Moves, -Steps)
%
%   Steps are the steps of Moves made by a man of the side to move
%   that is nearest to its far row: fewest steps still to go.

most_advanced_steps(Position, Moves, Steps) :-
    Position = position(Variant, _, _, _, Kings),
    include(man_step(Kings), Moves, ManSteps),
    map_list_to_pairs(rows_to_go(Variant), ManSteps, Pairs),
    (   Pairs == []
    ->  Steps = []
    ;   keysort(Pairs, [Least-_|_]),
        findall(Step, member(Least-Step, Pairs), Steps)
    ).

man_step(Kings, move([From, _], [])) :-
    Kings /\ (1 << (From - 1)) =:= 0.

rows_to_go(Variant, move([From, To], _), Rows) :-
    variant_module(Variant, Module),
    Module:casa(_, Rank, dark, From),
    Module:casa(_, Next, dark, To),
    (   Next > Rank
    ->  aggregate_all(max(R), Module:casa(_, R, _, _), Top),
        Rows is Top - Rank
    ;   Rows is Rank - 1
    ).

random_member_of(List, Element, State0, State) :-
    length(List, N),
    random_below(N, I, State0, State),
    nth0(I, List, Element).


                 /*******************************
                 *     THE RANDOM GENERATOR     *
                 *******************************/

%!  random_state(+Seed, -State) is det.
%
%   State is the generator's state for the integer Seed.

random_state(Seed, State) :-
    must_be(integer, Seed),
    State is Seed /\ 0xFFFFFFFFFFFFFFFF.

%!  random_below(+N, -I, +State0, -State) is det.
%
%   I is a pseudo-random integer in 0..N-1 (N > 0), State the state
%   after State0.  The generator is splitmix64 (Steele, Lea and Flood,
%   2014): the state advances by a fixed odd constant and is scrambled
%   into a 64-bit output; the output modulo N is used.

random_below(N, I, State0, State) :-
    State is (State0 + 0x9E3779B97F4A7C15) /\ 0xFFFFFFFFFFFFFFFF,
    Z1 is ((State xor (State >> 30)) * 0xBF58476D1CE4E5B9) /\ 0xFFFFFFFFFFFFFFFF,
    Z2 is ((Z1 xor (Z1 >> 27)) * 0x94D049BB133111EB) /\ 0xFFFFFFFFFFFFFFFF,
    Z is Z2 xor (Z2 >> 31),
    I is Z mod N.
