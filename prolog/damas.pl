:- module(damas,
          [ initial_position/1,         % -Position
            initial_position/2,         % +Variant, -Position
            fen_position/2,             % +Text, -Position
            fen_position/3,             % +Text, -Position, +Options
            position_fen/2,             % +Position, -Text
            position_fen/3,             % +Position, -Text, +Options
            canonical_position/2,       % +Term, -Position
            side_to_move/2,             % +Position, -Side
            piece_at/3,                 % +Position, ?Square, ?Piece
            square_name/2,              % ?Number, ?Name
            square_name/3,              % ?Number, ?Name, +Options
            legal_move/2,               % +Position, -Move
            legal_move/3,               % +Position, -Move, +Options
            legal_moves/2,              % +Position, -Moves
            legal_moves/3,              % +Position, -Moves, +Options
            move_from/2,                % +Move, -Square
            move_to/2,                  % +Move, -Square
            move_path/2,                % +Move, -Squares
            move_captures/2,            % +Move, -Squares
            move_is_capture/1,          % +Move
            make_move/3,                % +Position, +Move, -NewPosition
            make_move/4,                % +Position, +Move, -NewPosition, +Options
            text_move/3,                % +Position, +Text, -Move
            move_text/3,                % +Position, +Move, -Text
            move_text/4,                % +Position, +Move, -Text, +Options
            perft/3,                    % +Position, +Depth, -Count
            perft/4,                    % +Position, +Depth, -Count, +Options
            print_board/1,              % +Position
            print_board/2,              % +Stream, +Position
            variant_rule/3,             % +Variant, ?Name, -Value
            variant_rules/2             % +Variant, -Rules
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module(library(dcg/basics)).

/** <module> Draughts: positions, legal moves, notation, perft

This library plays Brazilian draughts (damas brasileiras), the default,
and every variant a knowledge base describes.  A variant is a module of
board relations (casa/4, movepeca/3, comepeca/3, diagonal/3, and
orthogonal/3 for captures along ranks and files) and rule facts
rule(Name, Value) in the vocabulary of docs/rules.md, each read by
name.  The library ships `brazilian`, `czech`, `english`, `frisian`,
`international`, `italian`, `killer`, `pool`, `russian`, `spanish`,
`thai` and `turkish` (kb/draughts/Name.pl, see docs/variants.md); a Variant argument is
one of these names, or the name of a user's own loaded module.
library(damas/kb) checks a variant in full on first use (every error
names the wrong fact or rule); from its facts a C engine builds its
tables once per variant and generates moves and counts perft.  Both are
done again when the variant's clauses change (its file edited and
reloaded with `make.`): the next query plays the new rules.  A
variant's rules, defaults filled in, are one query: variant_rules/2
(the list) or variant_rule/3 (one by name, or each on backtracking),
both of library(damas/kb) and exported here:

    ?- variant_rule(russian, draw_kings_only_moves, Moves).
    Moves = 15.

A position is a ground term

    position(Variant, Side, White, Black, Kings)

where Side is `white` or `black` (the side to move) and White, Black
and Kings are integers used as sets of square numbers: bit N-1 stands
for square N.  The toplevel, print/1 and messages show a position as
fen(Variant, "FEN"), and every predicate that takes a position takes
that term too (canonical_position/2); a move shows as its text
(`'22x15x8'`), which every predicate that takes a move reads.  Positions are values: nothing about a game is stored in
the database, so queries backtrack, compose and run in threads.

A move is a term move(Path, Captured): Path is the start square
followed by each square the piece lands on (for a step [From, To]),
Captured the squares of the pieces taken, in the order they are taken.
Squares are numbers (1-32 on 8x8) in terms this library returns; every
predicate that takes a square also accepts an algebraic atom such as
`c3`, in either case (`C3`).  Move text is `22-18` or `c3-d4` for a step, `22x13` or `c3xe5`
for a capture, and the full path `26x17x10` when two captures share
start and landing square.

## Two backends

The rules are implemented twice: by the C engine (fast) and by the
reference rules of library(damas/reference) (pure Prolog, written to be
read, and thousands of times slower: perft(6) from the start takes a
second instead of a fifth of a millisecond; tests/bench/backends.pl
measures it).  The predicates that apply the rules, legal_moves/3,
legal_move/3, make_move/4 and perft/4, take the option
backend(Backend): `c` (the default, as for legal_moves/2, legal_move/2,
make_move/3 and perft/3) or `reference`.  Both give the same moves,
each capture once, though not necessarily in the same order nor along
the same path when two paths take the same pieces;
tests/prolog/damas/test_differential.pl compares them on many thousands of
positions.

Both backends play every rule of the vocabulary.  FEN, square names,
move text and printing read the board relations, so they work the same
for every variant, on any board size and whichever corner is dark.

Errors are ISO error terms:

  - error(instantiation_error, _) where a needed value is unbound;
  - error(type_error(damas_position, T), _) for a term that is not a
    position, error(domain_error(damas_position, T), _) for a position
    whose pieces are inconsistent (a square taken twice, a king mark on
    an empty square, a man on its own promotion row);
  - error(type_error(square, T), _), error(domain_error(square, N), _)
    for a square argument (or a square of a move term) off the board,
    error(domain_error(dark_square, A), _) for a light square;
  - error(syntax_error(Culprit), context(fen_position/2, Message)) for
    a malformed FEN, Culprit one of bad_side, bad_field,
    duplicate_field, missing_field, bad_square, bad_range,
    trailing_text, square_out_of_range(N), duplicate_square(N) or
    man_on_promotion_row(N);
  - error(syntax_error(move_text(Text)), context(PI, Message)) for text
    that is not a move;
  - error(domain_error(legal_move, Move), context(PI, Why)) for a move
    that is not legal, Why a string saying why: move text that names a
    square the board does not have, or a light square, is one such
    (Why names the square);
  - error(domain_error(unambiguous_move, Text), context(PI,
    candidates(Texts))) for move text that denotes more than one legal
    move, Texts the full-path texts of the candidates;
  - error(existence_error(damas_variant, V), _) for a variant that is
    neither shipped nor a loaded module,
    error(existence_error(procedure, Module:PI), _) for one that lacks
    a board relation, error(domain_error(damas_board, Culprit),
    context(_, Message)) for relations that make no board (Culprit the
    wrong fact, or squares(N)),
    error(domain_error(damas_rule_name, Name), context(_, Message)) for
    a rule name the vocabulary does not know,
    error(domain_error(damas_rule, rule(Name, Value)), context(_,
    Message)) for a value the rule does not take, and
    error(domain_error(damas_rule, rule(Name, several(Values))),
    context(_, Message)) for a rule given several values (see
    library(damas/kb) and docs/rules.md);
  - error(domain_error(damas_backend, B), _) for a backend other than
    `c` and `reference`.
*/

:- predicate_options(fen_position/3, 3, [variant(atom), halfmove_clock(-integer),
                                         fullmove_number(-integer)]).
:- predicate_options(position_fen/3, 3, [ranges(boolean), halfmove_clock(nonneg),
                                         fullmove_number(positive_integer)]).
:- predicate_options(square_name/3, 3, [variant(atom)]).
:- predicate_options(move_text/4, 4, [notation(oneof([numeric, algebraic]))]).
:- predicate_options(legal_moves/3, 3, [backend(oneof([c, reference]))]).
:- predicate_options(legal_move/3, 3, [backend(oneof([c, reference]))]).
:- predicate_options(make_move/4, 4, [backend(oneof([c, reference]))]).
:- predicate_options(perft/4, 4, [bulk(boolean), hash(nonneg),
                                  distinct_captures(boolean),
                                  backend(oneof([c, reference]))]).


                 /*******************************
                 *        FOREIGN LIBRARY       *
                 *******************************/

%   The foreign libraries are two (docs/architecture.md, "Wide boards"):
%   damas.so, the engine of boards up to 64 playing squares, and
%   damas_wide.so, the same engine with 128-bit boards for larger ones,
%   whose predicates are in module damas_wide.  Each is the first of:
%   the directory in the
%   environment variable DAMAS_FOREIGN_DIR, when set (`make sanitize`
%   points it at the sanitized build); lib/<arch>/ beside this file's
%   directory, as in a checkout or an installed pack; SWI-Prolog's
%   foreign search path.  The first two are looked for by their own
%   paths: an installed pack's lib/ comes early on the foreign search
%   path, and a checkout must run the engine it builds, not the pack's.

engine_file(LibraryDir, Name, File) :-
    engine_directory(LibraryDir, Dir),
    directory_file_path(Dir, Name, Base),
    absolute_file_name(Base, File,
                       [ file_type(executable),
                         access(read),
                         file_errors(fail)
                       ]),
    !.

engine_directory(_, Dir) :-
    getenv('DAMAS_FOREIGN_DIR', Dir),
    Dir \== ''.
engine_directory(LibraryDir, Dir) :-
    own_engine_directory(LibraryDir, Dir).

own_engine_directory(LibraryDir, Dir) :-
    current_prolog_flag(arch, Arch),
    atomic_list_concat([LibraryDir, '/../lib/', Arch], Dir0),
    absolute_file_name(Dir0, Dir).

%   A checkout that was never built has no damas.so: the loader's own
%   error (`cannot open shared object file`) does not say what to do,
%   so the library looks first and names the command that builds it.

load_engine_library(LibraryDir, Name) :-
    engine_file(LibraryDir, Name, File),
    !,
    use_foreign_library(File).
load_engine_library(_, Name) :-
    absolute_file_name(foreign(Name), _,
                       [ file_type(executable),
                         access(read),
                         file_errors(fail)
                       ]),
    !,
    use_foreign_library(foreign(Name)).
load_engine_library(LibraryDir, Name) :-
    own_engine_directory(LibraryDir, Dir),
    file_name_extension(Name, so, File),
    directory_file_path(Dir, File, Expected),
    file_directory_name(LibraryDir, Top),
    format(string(Message),
           "the C engine is not built: run `make` in ~w, \c
            then load the library again",
           [Top]),
    throw(error(existence_error(foreign_library, Expected),
                context(damas:use_foreign_library/1, Message))).

:- prolog_load_context(directory, Dir),
   load_engine_library(Dir, damas),
   load_engine_library(Dir, damas_wide).

% Variants: the knowledge bases, read by name and checked once.
:- use_module('damas/kb',
              [ variant_module/2,
                variant_rule/3,
                variant_rules/2,
                variant_movegen_rules/2,
                variant_board/2,
                variant_stamp/2,
                variant_stamp_current/1,
                check_variant/1
              ]).
% An unknown procedure of one of the damas libraries not loaded: the
% message says which library to load.
:- use_module('damas/hints', []).
% The rules in pure Prolog: the reference backend.
:- use_module('damas/reference',
              [ reference_legal_moves/2,
                reference_make_move/3,
                reference_perft/4
              ]).


                 /*******************************
                 *           VARIANTS           *
                 *******************************/

%   variant_engine(+Variant, -Engine) is det.
%
%   Engine is the C engine of Variant's board and rules, built on first
%   use and kept with the variant's stamp (variant_stamp/2 of
%   library(damas/kb)): used while no clause of the variant's modules
%   has changed, built anew from the new rules after a change (a
%   reloaded file), kept when the variant is checked again to the same
%   rules and board.  Every thread may use it.  library(damas/kb) checks
%   the variant and gives its board, its lines and its move-generation
%   rules, each once, with their defaults.

:- dynamic variant_engine_cache/3.     % Variant, Stamp, Engine

variant_engine(Variant, Engine) :-
    must_be(atom, Variant),
    atom_variant_engine(Variant, Engine).

%   The same for an atom Variant: position_engine/2 has checked it, and
%   saves the check on every move it asks for.

atom_variant_engine(Variant, Engine) :-
    (   variant_engine_cache(Variant, Stamp, Engine0),
        variant_stamp_current(Stamp)
    ->  Engine = Engine0
    ;   with_mutex(damas_engines, cached_or_new_engine(Variant, Engine))
    ).

cached_or_new_engine(Variant, Engine) :-
    variant_stamp(Variant, Stamp),
    Stamp = stamp(Contents, _),
    (   variant_engine_cache(Variant, stamp(Contents, _), Engine0)
    ->  Engine = Engine0
    ;   new_engine(Variant, Engine)
    ),
    retractall(variant_engine_cache(Variant, _, _)),
    assertz(variant_engine_cache(Variant, Stamp, Engine)).

new_engine(Variant, Engine) :-
    variant_board(Variant, board(Squares, Steps, Jumps, Lines)),
    variant_movegen_rules(Variant, Rules),
    (   Squares > 64
    ->  damas_wide:engine_new(Squares, Steps, Jumps, Lines, Rules, Engine)
    ;   engine_new(Squares, Steps, Jumps, Lines, Rules, Engine)
    ).

%   engine_module(+Engine, -Module) is det.
%
%   Module holds the foreign predicates of Engine: damas for the 64-bit
%   engine, damas_wide for the wide one, told apart by their blob types.

engine_module(Engine, Module) :-
    (   blob(Engine, damas_wide_engine)
    ->  Module = damas_wide
    ;   Module = damas
    ).

%   engine_call(+Engine, :Goal)
%
%   Calls Goal, a foreign predicate of the engines, in Engine's module:
%   for library(damas/search), library(damas/endgame) and
%   library(damas/explain).

engine_call(Engine, Goal) :-
    engine_module(Engine, Module),
    call(Module:Goal).

%   variant_option(+Options, -Variant) is det.
%
%   Variant is the atom of the option variant(Variant) of Options, or
%   `brazilian`; an unbound one is an error, not a choice.

variant_option(Options, Variant) :-
    must_be(list, Options),
    option(variant(Variant), Options, brazilian),
    must_be(atom, Variant).

%   position_engine(+Position, -Engine) is det.
%
%   The engine of Position's variant.  Checks only the outer shape; the
%   engine checks the rest when it reads the position.

position_engine(Position, Engine) :-
    (   var(Position)
    ->  instantiation_error(Position)
    ;   Position = position(Variant, _, _, _, _)
    ->  (   var(Variant)
        ->  instantiation_error(Variant)
        ;   atom(Variant)
        ->  atom_variant_engine(Variant, Engine)
        ;   type_error(damas_position, Position)
        )
    ;   type_error(damas_position, Position)
    ).

%   checked_position(+Position) is det.
%
%   Position is a whole, consistent position (else an error), for the
%   predicates that read it in Prolog.

checked_position(Position) :-
    position_engine(Position, Engine),
    engine_module(Engine, Module),
    Module:engine_check_position(Engine, Position).


                 /*******************************
                 *           BACKENDS           *
                 *******************************/

%   backend_option(+Options, -Backend) is det.
%
%   Backend is `c` or `reference`, from the option backend(Backend) of
%   the list Options (default `c`).

backend_option(Options, Backend) :-
    must_be(list, Options),
    option(backend(Backend), Options, c),
    (   var(Backend)
    ->  instantiation_error(Backend)
    ;   memberchk(Backend, [c, reference])
    ->  true
    ;   domain_error(damas_backend, Backend)
    ).

%   backend_position(+Backend, +Position) is det.
%
%   Position is a whole, consistent position that Backend can read; else
%   an error.  For the C backend, this builds the engine of Position's
%   variant, which raises the errors of a variant it cannot play.  For
%   the reference backend no engine is built: this checks the position
%   in Prolog and raises the errors the engine would for a bad one.

backend_position(c, Position) :-
    checked_position(Position).
backend_position(reference, Position) :-
    reference_position(Position).

reference_position(Position) :-
    (   var(Position)
    ->  instantiation_error(Position)
    ;   Position = position(Variant, Side, White, Black, Kings)
    ->  true
    ;   position_error(type_error, Position,
                       "expected position(Variant, Side, White, Black, Kings)")
    ),
    (   var(Variant)
    ->  instantiation_error(Variant)
    ;   atom(Variant)
    ->  check_variant(Variant),
        variant_module(Variant, Module)
    ;   type_error(damas_position, Position)
    ),
    (   var(Side)
    ->  instantiation_error(Side)
    ;   memberchk(Side, [white, black])
    ->  true
    ;   atom(Side)
    ->  position_error(domain_error, Position, "the side to move must be white or black")
    ;   position_error(type_error, Position, "the side to move must be white or black")
    ),
    maplist(reference_mask(Position), [White, Black, Kings]),
    variant_squares(Variant, Squares),
    Board is (1 << Squares) - 1,
    Pieces is White \/ Black,
    Men is Pieces /\ \ Kings,
    (   White /\ Black =:= 0,
        Pieces /\ \ Board =:= 0,
        Kings /\ \ Pieces =:= 0,
        \+ ( side_mask(Colour, White, Black, Own),
             mask_square(Own /\ Men, Square),
             \+ Module:movepeca(Square, _, Colour)
           )
    ->  true
    ;   position_error(domain_error, Position,
                       "a piece is off the board or shares its square, \c
                        a king mark is on an empty square, \c
                        or a man stands on its own promotion row")
    ).

reference_mask(_, Mask) :-
    var(Mask),
    !,
    instantiation_error(Mask).
reference_mask(Position, Mask) :-
    (   integer(Mask)
    ->  (   Mask >= 0,
            Mask < 1 << 128     % as the wide engine (docs/architecture.md)
        ->  true
        ;   position_error(domain_error, Position, "a piece set is negative or too large")
        )
    ;   position_error(type_error, Position,
                       "the piece sets must be integers, bit N-1 standing for square N")
    ).

position_error(Formal, Position, Message) :-
    Culprit =.. [Formal, damas_position, Position],
    throw(error(Culprit, context(_, Message))).


                 /*******************************
                 *           POSITIONS          *
                 *******************************/

%!  initial_position(-Position) is det.
%!  initial_position(+Variant, -Position) is det.
%
%   Position is the start of a game of Variant (default `brazilian`):
%   men of each side on the dark squares of the ranks of the rule
%   men_start_ranks(Side), the side of the rule first_to_move to move.
%   A variant that does not state these rules gets their defaults (see
%   docs/rules.md): White moves first, each side's men on the (R-2)/2
%   ranks nearest to it on a board of R ranks.
%
%   @error the errors of a variant that cannot be played (see the
%   module's list).

initial_position(Position) :-
    initial_position(brazilian, Position).

initial_position(Variant, Position) :-
    must_be(atom, Variant),
    variant_rule(Variant, first_to_move, Side),
    variant_rule(Variant, men_start_ranks(white), WhiteRanks),
    variant_rule(Variant, men_start_ranks(black), BlackRanks),
    variant_module(Variant, Module),
    ranks_mask(Module, WhiteRanks, White),
    ranks_mask(Module, BlackRanks, Black),
    Position = position(Variant, Side, White, Black, 0).

ranks_mask(Module, Ranks, Mask) :-
    aggregate_all(sum(1 << (N - 1)),
                  ( member(Rank, Ranks),
                    Module:casa(_, Rank, dark, N)
                  ),
                  Mask).

%!  fen_position(+Text, -Position) is det.
%!  fen_position(+Text, -Position, +Options) is det.
%
%   Position is the position that the FEN Text (PDN 3.0, e.g.
%   `W:W21-32:B1-12`, kings marked K) describes.  Text is an atom, a
%   string, or a list of codes or characters.  Besides PDN 3.0 the
%   reader takes what other programs write:
%
%     - the PDN tag around it: `[FEN "W:W21-32:B1-12"]`;
%     - Lidraughts' clock fields after the pieces: `:H0:F1`, the
%       half-move clock (plies since the last capture or man move) and
%       the number of the full move, each at most once;
%     - squares by algebraic name instead of number, in either case:
%       `W:Wc3,Kd4:BE5`.  A letter K (or k) before digits marks a king,
%       so on a board of twelve files the square k1 is written by its
%       number.
%
%   Options:
%
%     - variant(+Variant)
%       The variant whose board the squares are on; default `brazilian`.
%       It must be given: an unbound Variant is an instantiation
%       error, not a question.
%     - halfmove_clock(-Plies)
%       Plies is the H field of Text, 0 without one.
%     - fullmove_number(-Number)
%       Number is the F field of Text, 1 without one.
%
%   A side may have no piece: `W:W28` and `B:BK1` are positions.
%
%   @error syntax_error(Culprit) with context(fen_position/2, Message)
%   when Text is not a valid FEN of the board; Culprit is bad_side,
%   bad_field, duplicate_field, missing_field, bad_square, bad_range,
%   trailing_text, square_out_of_range(N), duplicate_square(N) or
%   man_on_promotion_row(N), and Message says where.
%   @error instantiation_error if the option variant(Variant) has
%   Variant unbound; the errors of a variant that cannot be played.

fen_position(Text, Position) :-
    fen_position(Text, Position, []).

fen_position(Text, Position, Options) :-
    variant_option(Options, Variant),
    must_be(text, Text),
    text_to_string(Text, String),
    variant_engine(Variant, Engine),
    engine_fen_text(Variant, String, EngineText, HalfMoves, FullMove),
    Read = position(Variant, _, _, _, _),
    engine_module(Engine, Module),
    Module:engine_fen_read(Engine, EngineText, Read),
    output_option(halfmove_clock(HalfMoves), Options),
    output_option(fullmove_number(FullMove), Options),
    Position = Read.

%   output_option(+Option, +Options): unifies Option with the option of
%   the same name in Options, if there is one (and fails if that does
%   not unify: option/3 would take its default instead).

output_option(Option, Options) :-
    functor(Option, Name, 1),
    functor(Given, Name, 1),
    (   memberchk(Given, Options)
    ->  Given = Option
    ;   true
    ).

%   engine_fen_text(+Variant, +String, -EngineText, -HalfMoves, -FullMove)
%
%   EngineText is String as the engine's PDN 3.0 reader takes it: the
%   tag, the clock fields and the algebraic squares of the extensions
%   above become blanks and square numbers of the same length (leading
%   zeros), so that an offset the engine reports in an error is the
%   offset in String.  HalfMoves and FullMove are the clock fields'
%   values, or 0 and 1.

engine_fen_text(Variant, String, EngineText, HalfMoves, FullMove) :-
    string_codes(String, Codes0),
    untagged_fen(Codes0, Codes1),
    split_fields(Codes1, [Side|Fields0]),
    reverse(Fields0, Reversed0),
    clock_fields(Reversed0, Reversed, [], Clocks),
    reverse(Reversed, Fields),
    option(h(HalfMoves), Clocks, 0),
    option(f(FullMove), Clocks, 1),
    length(Side, SideLength),
    foldl(numbered_field(Variant), Fields, Numbered, SideLength, _),
    append([Side|Numbered], Codes),
    string_codes(EngineText, Codes).

%   untagged_fen(+Codes, -Untagged) is det.
%
%   Untagged is Codes with the PDN tag `[FEN "..."]` around the FEN
%   turned into blanks, or Codes if they are not a tag.

untagged_fen(Codes, Untagged) :-
    phrase((blanks, "[", blanks, "FEN", blanks, "\""), Codes, Rest),
    phrase((string_without(`"`, Inner), "\"", blanks, "]", blanks), Rest, After),
    After == [],
    !,
    length(Codes, Length),
    length(Rest, RestLength),
    length(Inner, InnerLength),
    Before is Length - RestLength,
    Behind is RestLength - InnerLength,
    blanks_of_length(Before, Blanks0),
    blanks_of_length(Behind, Blanks1),
    append([Blanks0, Inner, Blanks1], Untagged).
untagged_fen(Codes, Codes).

blanks_for(Codes, Blanks) :-
    length(Codes, N),
    blanks_of_length(N, Blanks).

blanks_of_length(N, Blanks) :-
    length(Blanks, N),
    maplist(=(0' ), Blanks).

split_fields(Codes, [Field|Fields]) :-
    (   append(Field, [0':|Rest], Codes)
    ->  split_fields(Rest, Fields)
    ;   Field = Codes,
        Fields = []
    ).

%   clock_fields(+Reversed0, -Reversed, +Clocks0, -Clocks) is det.
%
%   The last fields that are clock fields (H or F and a number, each
%   letter once) become blanks, their colon too.  Reversed0 are the
%   fields after the side, last first, each a list of codes; Reversed
%   the same fields, each with its colon or a blank in front.  A field
%   after the clocks, or a clock given twice, stays for the engine to
%   reject.

clock_fields([Field|Fields0], [Blanks|Fields], Clocks0, Clocks) :-
    phrase(clock_field(Clock), Field),
    functor(Clock, Letter, 1),
    \+ ( member(Given, Clocks0), functor(Given, Letter, 1) ),
    !,
    blanks_for([0':|Field], Blanks),
    clock_fields(Fields0, Fields, [Clock|Clocks0], Clocks).
clock_fields(Fields0, Fields, Clocks, Clocks) :-
    maplist(colon_field, Fields0, Fields).

colon_field(Field, [0':|Field]).

clock_field(Clock) -->
    blanks,
    [Code],
    { memberchk(Code-Letter, [0'H-h, 0'h-h, 0'F-f, 0'f-f]) },
    blanks,
    digits([D|Ds]),
    blanks,
    (   "."
    ->  blanks
    ;   []
    ),
    eos,
    { square_digits([D|Ds], Significant),
      number_codes(Value, Significant),
      Clock =.. [Letter, Value]
    }.

%   numbered_field(+Variant, +Field, -Numbered, +Offset0, -Offset)
%
%   Numbered is Field (its colon in front) with every algebraic square
%   of a W or B field replaced by its number; Offset0 is where Field
%   starts in the text, for errors.

numbered_field(Variant, Field, Numbered, Offset0, Offset) :-
    length(Field, Length),
    Offset is Offset0 + Length,
    (   Field = [0':|Rest],
        phrase((blanks, [Colour]), Rest, Squares0),
        memberchk(Colour, `WwBb`)
    ->  length(Squares0, SquaresLength),
        SquaresOffset is Offset - SquaresLength,
        numbered_squares(Squares0, Variant, SquaresOffset, Squares),
        append(Head, Squares0, Field),
        !,
        append(Head, Squares, Numbered)
    ;   Numbered = Field
    ).

%   numbered_squares(+Codes, +Variant, +Offset, -Numbered) is det.
%
%   A letter other than K followed by digits is an algebraic square; K
%   before digits marks a king, as in PDN.

numbered_squares([], _, _, []).
numbered_squares([Letter|Codes0], Variant, Offset, Numbered) :-
    code_type(Letter, alpha),
    \+ memberchk(Letter, `Kk_`),
    Codes0 = [Digit|_],
    code_type(Digit, digit(_)),
    !,
    phrase(digits(Digits), Codes0, Rest),
    length([Letter|Digits], Width),
    algebraic_fen_square(Variant, [Letter|Digits], Offset, Number),
    format(codes(NumberCodes), "~`0t~d~*|", [Number, Width]),
    Next is Offset + Width,
    numbered_squares(Rest, Variant, Next, Numbered0),
    append(NumberCodes, Numbered0, Numbered).
numbered_squares([Code|Codes], Variant, Offset, [Code|Numbered]) :-
    Next is Offset + 1,
    numbered_squares(Codes, Variant, Next, Numbered).

algebraic_fen_square(Variant, Codes, Offset, Number) :-
    atom_codes(Name, Codes),
    (   catch(square_number(Variant, Name, Number0), error(_, _), fail),
        Number0 < 100
    ->  Number = Number0
    ;   format(string(Message),
               "~w is no dark square of this board (at character ~d)",
               [Name, Offset]),
        throw(error(syntax_error(bad_square), context(fen_position/2, Message)))
    ).

%!  position_fen(+Position, -Text) is det.
%!  position_fen(+Position, -Text, +Options) is det.
%
%   Text is the FEN of Position as an atom, every piece listed in
%   ascending square order, kings marked K: `W:W21,...,32:B1,...,12`.
%   Options:
%
%     - ranges(+Boolean)
%       If `true`, three or more consecutive squares of the same kind
%       of piece are written as a range: `W:W21-32:B1-12`.  Default
%       `false`.
%     - halfmove_clock(+Plies)
%     - fullmove_number(+Number)
%       Adds Lidraughts' clock fields `:H`Plies and `:F`Number (both,
%       with 0 and 1 for the one not given).

position_fen(Position, Text) :-
    position_fen(Position, Text, []).

position_fen(Position0, Text, Options) :-
    canonical_position(Position0, Position),
    must_be(list, Options),
    option(ranges(Ranges), Options, false),
    must_be(boolean, Ranges),
    position_engine(Position, Engine),
    engine_module(Engine, Module),
    Module:engine_fen_write(Engine, Position, Fen),
    (   Ranges == true
    ->  ranged_fen(Position, Fen0)
    ;   Fen0 = Fen
    ),
    (   (   option(halfmove_clock(_), Options)
        ;   option(fullmove_number(_), Options)
        )
    ->  option(halfmove_clock(HalfMoves), Options, 0),
        option(fullmove_number(FullMove), Options, 1),
        must_be(nonneg, HalfMoves),
        must_be(positive_integer, FullMove),
        format(atom(Text), "~w:H~d:F~d", [Fen0, HalfMoves, FullMove])
    ;   Text = Fen0
    ).

%   ranged_fen(+Position, -Fen) is det.
%
%   Fen is the FEN of Position with runs of three or more squares of
%   one kind written as ranges; Position is checked.

ranged_fen(position(_, Side, White, Black, Kings), Fen) :-
    side_letter(Side, Letter),
    ranged_squares(White, Kings, WhiteText),
    ranged_squares(Black, Kings, BlackText),
    format(atom(Fen), "~w:W~w:B~w", [Letter, WhiteText, BlackText]).

side_letter(white, 'W').
side_letter(black, 'B').

ranged_squares(Pieces, Kings, Text) :-
    findall(Kind-Square,
            ( mask_square(Pieces, Square),
              (   Kings /\ (1 << (Square - 1)) =\= 0
              ->  Kind = 'K'
              ;   Kind = ''
              )
            ),
            Squares),
    runs(Squares, Runs),
    maplist(run_text, Runs, Texts),
    atomic_list_concat(Texts, ',', Text).

runs([], []).
runs([Kind-First|Squares0], [run(Kind, First, Last)|Runs]) :-
    run_end(Squares0, Kind, First, Last, Squares),
    runs(Squares, Runs).

run_end([Kind-Next|Squares0], Kind, Previous, Last, Squares) :-
    Next =:= Previous + 1,
    !,
    run_end(Squares0, Kind, Next, Last, Squares).
run_end(Squares, _, Last, Last, Squares).

run_text(run(Kind, First, Last), Text) :-
    (   Last - First >= 2
    ->  format(atom(Text), "~w~d-~d", [Kind, First, Last])
    ;   Last =:= First + 1
    ->  format(atom(Text), "~w~d,~w~d", [Kind, First, Kind, Last])
    ;   format(atom(Text), "~w~d", [Kind, First])
    ).

%!  canonical_position(+Term, -Position) is det.
%
%   Position is the position term position(Variant, Side, White, Black,
%   Kings) that Term stands for: Term itself, or fen(Variant, Text), the
%   form in which the toplevel and print/1 show a position, read by
%   fen_position/3.  Every predicate of this library that takes a
%   position takes either form.
%
%   @error the errors of fen_position/3 for a fen/2 term.

canonical_position(Term, Position) :-
    (   compound(Term),
        Term = fen(Variant, Text)
    ->  (   var(Variant)
        ->  instantiation_error(Variant)
        ;   fen_position(Text, Position, [variant(Variant)])
        )
    ;   Position = Term
    ).

%!  side_to_move(+Position, -Side) is det.
%
%   Side (`white` or `black`) is to move in Position.

side_to_move(Position0, Side) :-
    canonical_position(Position0, Position),
    checked_position(Position),
    arg(2, Position, Side).

%!  piece_at(+Position, ?Square, ?Piece) is nondet.
%
%   Piece stands on Square in Position.  Piece is one of man(white),
%   king(white), man(black), king(black) or `empty`.  With Square bound
%   (a number or an algebraic atom) this is a lookup.  With Square
%   unbound it enumerates, in ascending order, the occupied squares, or
%   the empty squares when Piece is `empty`, as square numbers.
%
%   @error domain_error(damas_piece, Piece) if Piece is bound to
%   something else; domain_error(square, S) for a number or name off
%   the board, domain_error(dark_square, Name) for a light square,
%   type_error(square, S) for anything else.

piece_at(Position0, Square, Piece) :-
    canonical_position(Position0, Position),
    checked_position(Position),
    (   var(Piece)
    ->  true
    ;   \+ \+ piece(Piece)       % do not bind a partial Piece such as king(_)
    ->  true
    ;   domain_error(damas_piece, Piece)
    ),
    Position = position(Variant, _, White, Black, Kings),
    (   nonvar(Square)
    ->  square_number(Variant, Square, N),
        square_piece(N, White, Black, Kings, Piece)
    ;   Piece == empty
    ->  variant_squares(Variant, Squares),
        Empty is ((1 << Squares) - 1) /\ \ (White \/ Black),
        mask_square(Empty, Square),
        Piece = empty
    ;   mask_square(White \/ Black, Square),
        square_piece(Square, White, Black, Kings, Piece)
    ).

piece(man(white)).
piece(king(white)).
piece(man(black)).
piece(king(black)).
piece(empty).

square_piece(N, White, Black, Kings, Piece) :-
    Bit is 1 << (N - 1),
    (   White /\ Bit =\= 0
    ->  piece_of_colour(Bit, Kings, white, Piece)
    ;   Black /\ Bit =\= 0
    ->  piece_of_colour(Bit, Kings, black, Piece)
    ;   Piece = empty
    ).

piece_of_colour(Bit, Kings, Colour, Piece) :-
    (   Kings /\ Bit =\= 0
    ->  Piece = king(Colour)
    ;   Piece = man(Colour)
    ).

%   mask_square(+Mask, -Square) is nondet.
%
%   Square is a square in the set Mask, lowest first.

mask_square(Mask, Square) :-
    Mask =\= 0,
    Low is lsb(Mask),
    (   Square is Low + 1
    ;   Rest is Mask /\ \ (1 << Low),
        mask_square(Rest, Square)
    ).

variant_squares(Variant, Squares) :-
    variant_board(Variant, board(Squares, _, _, _)).


                 /*******************************
                 *            SQUARES           *
                 *******************************/

%!  square_name(?Number, ?Name) is nondet.
%!  square_name(?Number, ?Name, +Options) is nondet.
%
%   Name is the algebraic name (e.g. `c3`) of the dark square Number
%   (e.g. 22), from the variant's casa/4 facts.  Works in both
%   directions, and enumerates the squares in number order when both
%   are unbound.  Options:
%
%     - variant(+Variant)
%       Whose board; default `brazilian`.  An unbound Variant is an
%       instantiation error.
%
%   @error type_error(integer, Number) if Number is bound to a
%   non-integer; domain_error(square, N) for a number off the board;
%   domain_error(dark_square, Name) for a light square;
%   type_error(square, Name) if Name is not a square name;
%   instantiation_error for an unbound variant; the errors of a
%   variant that cannot be played.

square_name(Number, Name) :-
    square_name(Number, Name, []).

square_name(Number, Name, Options) :-
    variant_option(Options, Variant),
    check_variant(Variant),
    (   nonvar(Number)
    ->  must_be(integer, Number),
        square_number(Variant, Number, _),
        number_name(Variant, Number, Name)
    ;   nonvar(Name)
    ->  must_be(atom, Name),
        square_number(Variant, Name, Number)
    ;   variant_squares(Variant, Squares),
        between(1, Squares, Number),
        number_name(Variant, Number, Name)
    ).

number_name(Variant, Number, Name) :-
    variant_module(Variant, Module),
    Module:casa(File, Rank, dark, Number),
    !,
    FileCode is 0'a + File - 1,
    format(atom(Name), '~c~d', [FileCode, Rank]).

%   square_number(+Variant, +Square, -Number) is det.
%
%   Number is the number of Square, a square number or an algebraic
%   atom, on Variant's board; errors for anything else.

square_number(_, Square, _) :-
    var(Square),
    !,
    instantiation_error(Square).
square_number(Variant, Square, Number) :-
    integer(Square),
    !,
    variant_module(Variant, Module),
    (   Module:casa(_, _, dark, Square)
    ->  Number = Square
    ;   domain_error(square, Square)
    ).
square_number(Variant, Square, Number) :-
    atom(Square),
    downcase_atom(Square, Name),
    algebraic_file_rank(Name, File, Rank),
    !,
    variant_module(Variant, Module),
    (   Module:casa(File, Rank, Colour, Number0)
    ->  (   Colour == dark
        ->  Number = Number0
        ;   domain_error(dark_square, Square)
        )
    ;   domain_error(square, Square)
    ).
square_number(_, Square, _) :-
    type_error(square, Square).

%   algebraic_file_rank(+Name, -File, -Rank) is semidet.
%
%   Name is a lower-case file letter and a rank without leading zeros.

algebraic_file_rank(Name, File, Rank) :-
    atom_codes(Name, [Letter, Digit|Digits]),
    code_type(Letter, lower),
    Digit \== 0'0,
    maplist([C]>>code_type(C, digit), [Digit|Digits]),
    File is Letter - 0'a + 1,
    number_codes(Rank, [Digit|Digits]).


                 /*******************************
                 *             MOVES            *
                 *******************************/

%!  legal_moves(+Position, -Moves) is det.
%!  legal_moves(+Position, -Moves, +Options) is det.
%
%   Moves is the list of the legal moves of the side to move, each
%   capture once (same start, landing square and captured set).  A
%   capture is mandatory, of the most pieces (majority rule).  Options:
%
%     - backend(+Backend)
%       `c` (the default) for the C engine, `reference` for the rules
%       in pure Prolog of library(damas/reference).  The two give the
%       same moves, possibly in another order, and a capture possibly
%       along another path through the same pieces.
%
%   @error domain_error(damas_backend, Backend) for another backend;
%   the errors of a variant that cannot be played and of a bad
%   position (see the module's).

legal_moves(Position0, Moves) :-
    canonical_position(Position0, Position),
    position_engine(Position, Engine),
    engine_module(Engine, Module),
    Module:engine_legal_moves(Engine, Position, Moves).

legal_moves(Position0, Moves, Options) :-
    canonical_position(Position0, Position),
    backend_option(Options, Backend),
    backend_position(Backend, Position),
    backend_legal_moves(Backend, Position, Moves).

%   backend_legal_moves(+Backend, +Position, -Moves) is det.
%
%   As legal_moves/3, Position being known to suit Backend.

backend_legal_moves(c, Position, Moves) :-
    legal_moves(Position, Moves).
backend_legal_moves(reference, Position, Moves) :-
    reference_legal_moves(Position, Moves).

%!  legal_move(+Position, ?Move) is nondet.
%!  legal_move(+Position, ?Move, +Options) is nondet.
%
%   Move is a legal move in Position; enumerates them on backtracking,
%   in the order of legal_moves/2, or of legal_moves/3 with the same
%   Options.  The squares of a Move term given in part or in full may
%   be numbers or algebraic names, as in piece_at/3: the moves from c3
%   are `legal_move(P, move([c3|_], _))`.
%
%   @error for a square of Move that is not a number, the errors of
%   piece_at/3 for a name that is no dark square of the board.

legal_move(Position, Move) :-
    legal_moves(Position, Moves),
    numbered_move(Position, Move, Numbered),
    member(Numbered, Moves).

legal_move(Position, Move, Options) :-
    legal_moves(Position, Moves, Options),
    numbered_move(Position, Move, Numbered),
    member(Numbered, Moves).

%   numbered_move(+Position, ?Move, -Numbered): Numbered is Move with the
%   square names of its bound parts as numbers.  Anything that is not a
%   move term, unbound parts and numbers stay as they are.

numbered_move(Position0, Move, Numbered) :-
    (   nonvar(Move),
        Move = move(Path, Captured)
    ->  canonical_position(Position0, Position),
        arg(1, Position, Variant),
        partial_map(named_square_number(Variant), Path, NumberedPath),
        partial_map(named_square_number(Variant), Captured, NumberedCaptured),
        Numbered = move(NumberedPath, NumberedCaptured)
    ;   Numbered = Move
    ).

named_square_number(Variant, Square, Number) :-
    (   ( var(Square) ; integer(Square) )
    ->  Number = Square
    ;   square_number(Variant, Square, Number)
    ).

%   partial_map(:Goal, ?List0, ?List): maplist/3 over the elements of a
%   list that may be partial or no list at all; the tail stays as it is.

partial_map(Goal, List0, List) :-
    (   nonvar(List0),
        List0 = [X0|Xs0]
    ->  call(Goal, X0, X),
        List = [X|Xs],
        partial_map(Goal, Xs0, Xs)
    ;   List = List0
    ).

%!  move_from(+Move, -Square) is det.
%!  move_to(+Move, -Square) is det.
%!  move_path(+Move, -Squares) is det.
%!  move_captures(+Move, -Squares) is det.
%!  move_is_capture(+Move) is semidet.
%
%   The parts of a move term move(Path, Captured): the start square, the
%   final square, the path ([From|Landings]; [From, To] for a step), the
%   squares of the pieces taken in jump order; move_is_capture/1 is true
%   if the move takes a piece.  The squares are numbers: a move term
%   does not know its board, on which a square name's number depends
%   (square_name/3 converts; legal_move/2 takes names, knowing the
%   position).
%
%   @error type_error(damas_move, Move) if Move is not a move term.
%   @error type_error(integer, S) if a square S asked for is bound to
%   anything but a number, such as a name.

move_from(Move, From) :-
    must_be_move(Move),
    must_be_square_number(move_from/2, From),
    arg(1, Move, [From|_]).

move_to(Move, To) :-
    must_be_move(Move),
    must_be_square_number(move_to/2, To),
    arg(1, Move, Path),
    last(Path, To).

move_path(Move, Path) :-
    must_be_move(Move),
    partial_map(square_number_or_var(move_path/2), Path, _),
    arg(1, Move, Path).

move_captures(Move, Captured) :-
    must_be_move(Move),
    partial_map(square_number_or_var(move_captures/2), Captured, _),
    arg(2, Move, Captured).

square_number_or_var(PI, Square, Square) :-
    must_be_square_number(PI, Square).

must_be_square_number(PI, Square) :-
    (   ( var(Square) ; integer(Square) )
    ->  true
    ;   throw(error(type_error(integer, Square),
                    context(PI, "a move term holds square numbers: a name's number \c
                                 depends on the board (square_name/3 converts)")))
    ).

move_is_capture(Move) :-
    move_captures(Move, [_|_]).

must_be_move(Move) :-
    (   var(Move)
    ->  instantiation_error(Move)
    ;   Move = move(_, _)
    ->  true
    ;   type_error(damas_move, Move)
    ).

%!  make_move(+Position, +Move, -NewPosition) is det.
%
%   NewPosition is Position after Move, a legal move given as a move
%   term or as text (atom or string) in numeric or algebraic notation
%   (see text_move/3).  A move term is matched against the legal moves
%   by start, final square and captured set; its path may leave out
%   squares, as in text, or go another way through the same pieces.
%
%   @error domain_error(legal_move, Move) with context(make_move/3,
%   Why) if Move is not legal in Position, Why a string saying why;
%   so is text that names no dark square of the board (`33-29`,
%   `e4-f5`, `z9-c3`), Why naming the square.
%   @error domain_error(unambiguous_move, Text) with
%   context(make_move/3, candidates(Texts)) if Text fits several moves.
%   @error syntax_error(move_text(Text)) if Text is not move text.
%   @error type_error(damas_move, Move) if Move is neither; the errors
%   of piece_at/3 for a square of a move term that is no square of the
%   board.

make_move(Position0, Move, NewPosition) :-
    canonical_position(Position0, Position),
    backend_make_move(c, Position, Move, make_move/3, NewPosition).

%!  make_move(+Position, +Move, -NewPosition, +Options) is det.
%
%   As make_move/3, by the rules of the backend that Options choose
%   (see legal_moves/3): the move is matched against that backend's
%   legal moves and made by its rules.
%
%   @error as make_move/3 and legal_moves/3, with context make_move/4.

make_move(Position0, Move, NewPosition, Options) :-
    canonical_position(Position0, Position),
    backend_option(Options, Backend),
    backend_make_move(Backend, Position, Move, make_move/4, NewPosition).

backend_make_move(c, Position, Move, PI, NewPosition) :-
    position_engine(Position, Engine),
    resolve_move(c, Position, Move, PI, Legal),
    engine_module(Engine, Module),
    (   Module:engine_make_move(Engine, Position, Legal, NewPosition0)
    ->  NewPosition = NewPosition0
    ;   illegal_move(Move, PI, "the engine refused it")
    ).
backend_make_move(reference, Position, Move, PI, NewPosition) :-
    reference_position(Position),
    resolve_move(reference, Position, Move, PI, Legal),
    reference_make_move(Position, Legal, NewPosition).

%!  text_move(+Position, +Text, -Move) is det.
%
%   Move is the legal move of Position that Text denotes.  Text is an
%   atom or string: `From-To` for a step, `FromxTo` for a capture, or a
%   capture's path `FromxSqx...xTo` through squares where the piece
%   lands, in order (not all of them need to be given).  Squares are
%   numbers or algebraic names (`22-18`, `c3-d4`, `26x17x10`).
%
%   @error as make_move/3, with context text_move/3.

text_move(Position0, Text, Move) :-
    canonical_position(Position0, Position),
    must_be(text, Text),
    position_engine(Position, _),
    resolve_text(c, Position, Text, text_move/3, Move).

%!  move_text(+Position, +Move, -Text) is det.
%!  move_text(+Position, +Move, -Text, +Options) is det.
%
%   Text (an atom) writes the legal move Move of Position: `From-To` for
%   a step, `FromxTo` for a capture unless another legal capture shares
%   its start and final square, then its whole path `FromxLx...xTo`.
%   Move is a move term or text.  Options:
%
%     - notation(+Notation)
%       `numeric` (22-18, the default) or `algebraic` (c3-d4).
%
%   @error as make_move/3, with context move_text/4;
%   domain_error(notation, N) for an unknown notation.

move_text(Position, Move, Text) :-
    move_text(Position, Move, Text, []).

move_text(Position0, Move, Text, Options) :-
    canonical_position(Position0, Position),
    option(notation(Notation), Options, numeric),
    must_be(atom, Notation),
    (   memberchk(Notation, [numeric, algebraic])
    ->  true
    ;   domain_error(notation, Notation)
    ),
    position_engine(Position, _),
    resolve_move(c, Position, Move, move_text/4, Legal),
    legal_moves(Position, Moves),
    short_or_full_text(Position, Moves, Legal, Notation, Text).

short_or_full_text(Position, Moves, move(Path, Captured), Notation, Text) :-
    Path = [From|_],
    last(Path, To),
    (   Captured == []
    ->  Separator = '-',
        Squares = [From, To]
    ;   Separator = x,
        (   aggregate_all(count, capture_between(Moves, From, To), 1)
        ->  Squares = [From, To]
        ;   Squares = Path
        )
    ),
    arg(1, Position, Variant),
    squares_text(Variant, Notation, Squares, Separator, Text).

capture_between(Moves, From, To) :-
    member(move([From|Landings], [_|_]), Moves),
    last(Landings, To).

squares_text(Variant, Notation, Squares, Separator, Text) :-
    maplist(square_in_notation(Notation, Variant), Squares, Names),
    atomic_list_concat(Names, Separator, Text).

square_in_notation(numeric, _, Number, Number).
square_in_notation(algebraic, Variant, Number, Name) :-
    number_name(Variant, Number, Name).

%   resolve_move(+Backend, +Position, +Move, +PI, -Legal) is det.
%
%   Legal is the legal move (as Backend's legal moves have it) that
%   Move, a move term or text, denotes in Position; errors name PI.  A
%   capture along another path through the same pieces, as the other
%   backend may give it, is the same move.

resolve_move(_, _, Move, _, _) :-
    var(Move),
    !,
    instantiation_error(Move).
resolve_move(Backend, Position, Move, PI, Legal) :-
    (   atom(Move)
    ;   string(Move)
    ),
    !,
    resolve_text(Backend, Position, Move, PI, Legal).
resolve_move(Backend, Position, Move, PI, Legal) :-
    Move = move(Path, Captured),
    !,
    must_be(list, Path),
    must_be(list, Captured),
    arg(1, Position, Variant),
    maplist(square_number(Variant), Path, Squares),
    maplist(square_number(Variant), Captured, Taken),
    (   Squares = [_, _|_]
    ->  true
    ;   illegal_move(Move, PI, "a move goes from one square to another")
    ),
    (   Taken == []
    ->  Kind = step
    ;   Kind = capture
    ),
    backend_legal_moves(Backend, Position, Moves),
    msort(Taken, TakenSet),
    include(takes_set(TakenSet), Moves, SameCaptures),
    matching_moves(SameCaptures, Kind, Squares, Matches),
    (   Matches = [Legal|_]
    ->  true
    ;   Squares = [From|_],
        last(Squares, To),
        member(Legal, SameCaptures),
        move_from(Legal, From),
        move_to(Legal, To)
    ->  true
    ;   squares_illegal_why(Position, Moves, Kind, Squares, Squares, Why),
        illegal_move(Move, PI, Why)
    ).
resolve_move(_, _, Move, _, _) :-
    type_error(damas_move, Move).

takes_set(TakenSet, move(_, Captured)) :-
    msort(Captured, TakenSet).

%   resolve_text(+Backend, +Position, +Text, +PI, -Legal) is det.

resolve_text(Backend, Position, Text, PI, Legal) :-
    text_to_string(Text, String),
    string_codes(String, Codes),
    (   phrase(move_squares(Kind, Tokens), Codes)
    ->  true
    ;   syntax_error_move(Text, PI)
    ),
    arg(1, Position, Variant),
    maplist(text_square(Variant, Text, PI), Tokens, Squares),
    backend_legal_moves(Backend, Position, Moves),
    matching_moves(Moves, Kind, Squares, Matches),
    (   Matches = [Legal]
    ->  true
    ;   Matches == []
    ->  squares_illegal_why(Position, Moves, Kind, Squares, Tokens, Why),
        illegal_move(Text, PI, Why)
    ;   Tokens = [First|_],
        (   integer(First)
        ->  Notation = numeric
        ;   Notation = algebraic
        ),
        maplist(full_path_text(Variant, Notation), Matches, Candidates),
        throw(error(domain_error(unambiguous_move, Text),
                    context(PI, candidates(Candidates))))
    ).

%   text_square(+Variant, +Text, +PI, +Token, -Square) is det.
%
%   Square is the number of the square Token of the move text Text
%   names.  Text that names no square of the board denotes no legal
%   move: one error, whatever is wrong with the square.

text_square(Variant, Text, PI, Token, Square) :-
    catch(square_number(Variant, Token, Square), Error,
          no_square(Error, Text, PI, Token)).

no_square(error(Formal, _), Text, PI, Token) :-
    no_square_why(Formal, Token, Why),
    !,
    illegal_move(Text, PI, Why).
no_square(Error, _, _, _) :-
    throw(Error).

no_square_why(domain_error(dark_square, _), Token, Why) :-
    format(string(Why), "~w is a light square: the pieces stand on the dark squares only",
           [Token]).
no_square_why(domain_error(square, _), Token, Why) :-
    format(string(Why), "there is no square ~w on the board", [Token]).
no_square_why(type_error(square, _), Token, Why) :-
    format(string(Why), "there is no square ~w on the board", [Token]).

full_path_text(Variant, Notation, move(Path, _), Text) :-
    squares_text(Variant, Notation, Path, x, Text).

syntax_error_move(Text, PI) :-
    throw(error(syntax_error(move_text(Text)),
                context(PI, "expected a move such as 22-18, c3-d4, 22x13 or 26x17x10"))).

illegal_move(Move, PI, Why) :-
    throw(error(domain_error(legal_move, Move), context(PI, Why))).

%   move_squares(-Kind, -Tokens)// is semidet.
%
%   Move text: two squares joined by "-" (Kind = step), or two or more
%   joined by "x" (Kind = capture).  Tokens are integers for numeric
%   squares and atoms for algebraic ones.  A square of more than 100
%   digits (leading zeros not counted) is not move text.

move_squares(Kind, [From, To|More]) -->
    blanks,
    square_token(From),
    separator(Kind),
    square_token(To),
    more_squares(Kind, More),
    blanks.

more_squares(capture, [Square|More]) -->
    separator(capture),
    !,
    square_token(Square),
    more_squares(capture, More).
more_squares(_, []) -->
    [].

separator(step) --> "-".
separator(capture) --> "x".
separator(capture) --> "X".

square_token(Number) -->
    digits([D|Ds]),
    !,
    { square_digits([D|Ds], Significant),
      number_codes(Number, Significant)
    }.
square_token(Name) -->
    [Letter],
    { code_type(Letter, alpha),
      code_type(Letter, to_upper(Upper)),
      code_type(Lower, to_lower(Upper)),
      between(0'a, 0'z, Lower)
    },
    digits([D|Ds]),
    { square_digits([D|Ds], _),
      atom_codes(Name, [Lower, D|Ds])
    }.

%   square_digits(+Digits, -Significant) is semidet.
%
%   Significant are Digits without leading zeros, at most 100 of them:
%   no board has a square of more, and turning a long run of digits
%   into a number costs time quadratic in its length (a line of a
%   million digits took 20 seconds to reject).

square_digits(Digits, Significant) :-
    drop_zeros(Digits, Significant0),
    (   Significant0 == []
    ->  Significant = [0'0]
    ;   Significant = Significant0
    ),
    length(Significant, Length),
    Length =< 100.

drop_zeros([0'0|Digits], Significant) :-
    !,
    drop_zeros(Digits, Significant).
drop_zeros(Digits, Digits).

%   matching_moves(+Moves, +Kind, +Squares, -Matches) is det.
%
%   Matches are the Moves of Kind (step or capture) that Squares denote:
%   the move starts on the first square, ends on the last, and passes
%   through the others in order.

matching_moves(Moves, Kind, Squares, Matches) :-
    include(move_fits(Kind, Squares), Moves, Matches).

move_fits(step, [From, To], move([From, To], [])).
move_fits(capture, [From|Squares], move([From|Landings], [_|_])) :-
    last(Squares, To),
    last(Landings, To),
    subsequence(Squares, Landings).

subsequence([], _).
subsequence([X|Xs], [X|Ys]) :-
    !,
    subsequence(Xs, Ys).
subsequence(Xs, [_|Ys]) :-
    subsequence(Xs, Ys).

%   squares_illegal_why(+Position, +Moves, +Kind, +Squares, +Written, -Why)
%
%   Why (a string) says why no legal move of Moves is the move of Kind
%   along Squares; Written are the squares as the user wrote them.

squares_illegal_why(Position, Moves, Kind, Squares, Written, Why) :-
    Squares = [From|_],
    Written = [FromText|_],
    last(Written, ToText),
    Position = position(_, Side, White, Black, _),
    side_mask(Side, White, Black, Own),
    (   Own /\ (1 << (From - 1)) =:= 0
    ->  format(string(Why), "no piece of the side to move on ~w", [FromText])
    ;   Moves = [move(_, [_|_])|_]
    ->  max_captures(Moves, Most),
        pieces(Most, Pieces),
        (   Kind == step
        ->  format(string(Why), "a capture is mandatory (of ~s)", [Pieces])
        ;   \+ memberchk(move([From|_], _), Moves)
        ->  format(string(Why), "a capture of ~s is mandatory, and the piece on ~w cannot make one",
                   [Pieces, FromText])
        ;   Written = [_, _]
        ->  format(string(Why), "no legal capture goes from ~w to ~w (a capture must take ~s)",
                   [FromText, ToText, Pieces])
        ;   format(string(Why), "no legal capture goes from ~w to ~w through those squares (a capture must take ~s)",
                   [FromText, ToText, Pieces])
        )
    ;   Kind == capture
    ->  Why = "there is nothing to capture"
    ;   \+ memberchk(move([From|_], _), Moves)
    ->  format(string(Why), "the piece on ~w cannot move", [FromText])
    ;   format(string(Why), "the piece on ~w cannot move to ~w", [FromText, ToText])
    ).

side_mask(white, White, _, White).
side_mask(black, _, Black, Black).

max_captures(Moves, Most) :-
    aggregate_all(max(N),
                  ( member(move(_, Captured), Moves),
                    length(Captured, N)
                  ),
                  Most).

pieces(1, "1 piece") :- !.
pieces(N, Text) :-
    format(string(Text), "~d pieces", [N]).


                 /*******************************
                 *             PERFT            *
                 *******************************/

%!  perft(+Position, +Depth, -Count) is det.
%!  perft(+Position, +Depth, -Count, +Options) is det.
%
%   Count is the number of leaf nodes of the tree of legal moves from
%   Position, Depth plies deep (1 at depth 0).  The count runs in C and
%   can be interrupted (Ctrl-C, call_with_time_limit/2, SIGTERM) where
%   SWI-Prolog delivers signals.  It does not while a file loads: a
%   count in a directive, or in `:- initialization(main).` without a
%   second argument, runs to its end whatever time limit it is given,
%   and the process ignores SIGTERM.  Run long counts from
%   `:- initialization(main, main).`, `swipl -g Goal`, the top level or
%   a thread instead (docs/interrupts.md).  Options:
%
%     - bulk(+Boolean)
%       Count the moves at the last ply instead of making them; default
%       `true`.  The result is the same.
%     - hash(+MegaBytes)
%       Size of a table of subtree counts; default 0 (none).
%     - distinct_captures(+Boolean)
%       `true` (the default): two captures with the same start square,
%       landing square and set of captured pieces are one move, as in
%       legal_moves/2.  `false`: every path of a capture counts, as
%       some published perft tables count.
%     - backend(+Backend)
%       `c` (the default) or `reference`, as for legal_moves/3.  The
%       reference backend counts in Prolog (reference_perft/4), with
%       bulk counting and no table whatever the options bulk and hash
%       say.
%
%   Depth is at most 64 (the C engine recurses on the C stack, a ply
%   at a time, and no deeper count could finish).
%
%   @error type_error(integer, Depth), domain_error(not_less_than_zero,
%   Depth) for a bad depth, domain_error(perft_depth, Depth) for a depth
%   above 64; resource_error(memory) if the table cannot be allocated
%   (any size too large for memory, however large);
%   evaluation_error(int_overflow) if Count would pass 2^64-1 (the C
%   backend); the errors of legal_moves/3.

perft(Position, Depth, Count) :-
    perft(Position, Depth, Count, []).

perft(Position0, Depth, Count, Options) :-
    canonical_position(Position0, Position),
    must_be(integer, Depth),
    (   Depth < 0
    ->  domain_error(not_less_than_zero, Depth)
    ;   Depth > 64
    ->  domain_error(perft_depth, Depth)
    ;   true
    ),
    must_be(list, Options),
    option(bulk(Bulk), Options, true),
    must_be(boolean, Bulk),
    option(hash(MegaBytes), Options, 0),
    must_be(nonneg, MegaBytes),
    option(distinct_captures(Distinct), Options, true),
    must_be(boolean, Distinct),
    (   MegaBytes >= 1<<44      % 2^64 bytes: more than any memory
    ->  resource_error(memory)
    ;   true
    ),
    backend_option(Options, Backend),
    backend_perft(Backend, Position, Depth,
                  [bulk(Bulk), hash(MegaBytes), distinct_captures(Distinct)], Count).

backend_perft(c, Position, Depth, EngineOptions, Count) :-
    position_engine(Position, Engine),
    engine_module(Engine, Module),
    Module:engine_perft(Engine, Position, Depth, EngineOptions, Count).
backend_perft(reference, Position, Depth, EngineOptions, Count) :-
    reference_position(Position),
    memberchk(distinct_captures(Distinct), EngineOptions),
    reference_perft(Position, Depth, Count, [distinct_captures(Distinct)]).


                 /*******************************
                 *            DISPLAY           *
                 *******************************/

%!  print_board(+Position) is det.
%!  print_board(+Stream, +Position) is det.
%
%   Prints Position as a board to Stream (default current output), one
%   character a square: `w`/`W` a white man/king, `b`/`B` a black
%   man/king, `.` an empty dark square, `-` a light square.  Ranks are
%   labelled down the left, highest first, files below; a last line
%   says who is to move.  The start of Brazilian draughts:
%
%   ```
%   8 - b - b - b - b
%   7 b - b - b - b -
%   6 - b - b - b - b
%   5 . - . - . - . -
%   4 - . - . - . - .
%   3 w - w - w - w -
%   2 - w - w - w - w
%   1 w - w - w - w -
%     a b c d e f g h
%   White to move
%   ```

print_board(Position) :-
    print_board(current_output, Position).

print_board(Stream, Position0) :-
    canonical_position(Position0, Position),
    checked_position(Position),
    Position = position(Variant, Side, _, _, _),
    variant_module(Variant, Module),
    aggregate_all(max(F), Module:casa(F, _, _, _), Files),
    aggregate_all(max(R), Module:casa(_, R, _, _), Ranks),
    atom_length(Ranks, Width),
    forall(between(1, Ranks, I),
           ( Rank is Ranks + 1 - I,
             print_rank(Stream, Module, Position, Files, Width, Rank)
           )),
    format(Stream, "~t~*|", [Width]),
    forall(between(1, Files, File),
           ( FileCode is 0'a + File - 1,
             format(Stream, " ~c", [FileCode])
           )),
    nl(Stream),
    side_name(Side, Name),
    format(Stream, "~w to move~n", [Name]).

print_rank(Stream, Module, Position, Files, Width, Rank) :-
    format(Stream, "~t~d~*|", [Rank, Width]),
    forall(between(1, Files, File),
           ( square_char(Module, Position, File, Rank, Char),
             format(Stream, " ~c", [Char])
           )),
    nl(Stream).

square_char(Module, position(_, _, White, Black, Kings), File, Rank, Char) :-
    (   Module:casa(File, Rank, dark, N)
    ->  square_piece(N, White, Black, Kings, Piece),
        piece_char(Piece, Char)
    ;   Char = 0'-
    ).

piece_char(man(white), 0'w).
piece_char(king(white), 0'W).
piece_char(man(black), 0'b).
piece_char(king(black), 0'B).
piece_char(empty, 0'.).

side_name(white, 'White').
side_name(black, 'Black').

%   Positions print at the toplevel and in messages as fen(Variant,
%   "FEN"), which every predicate that takes a position reads back
%   (canonical_position/2); moves print as their text along the whole
%   path ('22-18', '22x15x8'), which make_move/3 and the other
%   predicates that take a move read back.  Only ground terms of the
%   right shape print so: anything else prints as it is.

:- multifile user:portray/1.

user:portray(Position) :-
    compound(Position),
    compound_name_arity(Position, position, 5),
    catch(position_fen(Position, Fen, [ranges(true)]), error(_, _), fail),
    arg(1, Position, Variant),
    format('fen(~q, "~w")', [Variant, Fen]).
user:portray(Move) :-
    compound(Move),
    Move = move(Path, Captured),
    is_list(Path),
    is_list(Captured),
    Path = [_, _|_],
    maplist(positive_integer_term, Path),
    maplist(positive_integer_term, Captured),
    (   Captured == []
    ->  Path = [_, _],
        Separator = '-'
    ;   length(Path, Squares),
        length(Captured, Taken),
        Squares =:= Taken + 1,
        Separator = x
    ),
    atomic_list_concat(Path, Separator, Text),
    writeq(Text).

positive_integer_term(N) :-
    integer(N),
    N > 0.
