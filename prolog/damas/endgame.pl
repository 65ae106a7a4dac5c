:- module(damas_endgame,
          [ endgame_load/1,             % +Variant
            endgame_load/2,             % +Variant, +Options
            endgame_use/1,              % +Variant
            endgame_unload/1,           % +Variant
            endgame_database/2,         % +Variant, -Info
            endgame_directory/2,        % +Variant, -Directory
            endgame_value/2,            % +Position, -Value
            endgame_probe/3,            % +Position, -Value, -Distance
            endgame_generate/2          % +Variant, +Options
          ]).
:- use_module(library(error)).
:- use_module(library(filesex)).
:- use_module(library(option)).
:- use_module(library(predicate_options)).
:- use_module('../damas').
:- use_module(kb, [variant_rule/3]).

/** <module> Endgame databases: the exact value of positions with few pieces

An endgame database holds, for every position with few pieces (both
sides at least one, men and kings), whether the side to move wins,
draws or loses with best play.  It is made once per variant by
retrograde analysis in C with the engine's own move generator, so it
follows the variant's rules as the knowledge base states them, on 8x8
and 10x10 boards alike.  From the repository:

    make egdb                           # Brazilian, up to 5 pieces
    make egdb EGDB_VARIANTS="brazilian international:4"

writes the files under build/egdb/<Variant>/ (docs/endgame.md: what
they hold, sizes and times), one per material slice, each with a
checksum, and a manifest listing them.  endgame_generate/2 does the
same from Prolog.  A database is loaded whole or not at all: a file
missing, damaged or not a regular file is refused with an error naming
it, never read as values.

    ?- endgame_load(brazilian),
       fen_position('W:WK1,K2,K3:BK30', P),
       endgame_value(P, Value).
    Value = win.

    ?- endgame_load(international),
       fen_position('W:WK28:BK5', P, [variant(international)]),
       endgame_probe(P, Value, Distance).
    Value = win, Distance = 3.

Once a variant's database is loaded, search/3 of library(damas/search)
uses it (unless given endgame(false)): a position below the root that
the database covers is scored from it instead of being searched.

The values ignore the draw rules that count moves (in Brazilian
draughts 20 moves with kings only, or three kings against one not won
in 20 moves): a win is a win given unbounded time.  Slices of kings only
also hold the distance to conversion, the plies to the next capture
with best play (endgame_probe/3), which lets the engine win within
those counts.
*/

:- predicate_options(endgame_load/2, 2, [directory(atom)]).
:- predicate_options(endgame_generate/2, 2,
                     [ directory(atom),
                       pieces(integer),
                       kings_only(boolean)
                     ]).

%!  endgame_directory(+Variant, -Directory) is det.
%
%   Directory is where `make egdb` writes Variant's database:
%   build/egdb/Variant under the checkout this library was loaded from.

endgame_directory(Variant, Directory) :-
    must_be(atom, Variant),
    module_property(damas_endgame, file(File)),
    file_directory_name(File, Library),
    directory_file_path(Library, '../../build/egdb', Base0),
    absolute_file_name(Base0, Base),
    directory_file_path(Base, Variant, Directory).

%!  endgame_load(+Variant) is det.
%!  endgame_load(+Variant, +Options) is det.
%
%   Loads the endgame database of Variant into memory, its files
%   inflated (the 5-piece Brazilian one takes about 37 MB, the 5-piece
%   International one 398 MB, the 4-piece one 12 MB) and attaches it to the variant's
%   engine, in place of one loaded before.  Options:
%
%     - directory(+Directory)
%       Where the files are; default endgame_directory/2.
%
%   @error domain_error(endgame_variant_of_up_to_64_squares, Variant)
%   for a board of more than 64 squares.
%   @error existence_error(endgame_database, Directory) when Directory
%   holds no database (no manifest.txt, as with files of the first
%   format, without checksums), or one made for another board or other
%   rules (the message says which);
%   existence_error(endgame_file, Path) when a file the manifest lists
%   is missing;
%   permission_error(load, endgame_file, Path) when a file is damaged
%   (its checksum, size or header is wrong), of the first format, not a
%   regular file (a FIFO is refused without waiting on it) or cannot be
%   read (the message says which);
%   existence_error(damas_variant, Variant) for an unknown variant;
%   permission_error(use, endgame_database, Variant) for a variant not
%   won the usual way (its rule game_won_by, docs/rules.md), whose
%   values no database holds (endgame_value/2, endgame_probe/3 and
%   endgame_generate/2 refuse it too).

endgame_load(Variant) :-
    endgame_load(Variant, []).

endgame_load(Variant, Options) :-
    must_be(atom, Variant),
    must_be(list, Options),
    (   option(directory(Directory0), Options)
    ->  must_be(atom, Directory0),
        absolute_file_name(Directory0, Directory)
    ;   endgame_directory(Variant, Directory)
    ),
    won_the_usual_way(Variant),
    endgame_engine(Variant, Engine),
    damas:engine_call(Engine, engine_egdb_load(Engine, Directory)).

%!  endgame_use(+Variant) is det.
%
%   Loads Variant's database from endgame_directory/2 when that
%   directory has one (`make play` and `make egdb` build them) and none
%   is loaded for Variant yet; does nothing when it has none, for a
%   variant not won the usual way and on a board of more than 64
%   squares.  A database refused (a file damaged or missing) is not
%   loaded, and a warning says why: the game goes on without it.
%
%   @error existence_error(damas_variant, Variant) for an unknown
%   variant.

endgame_use(Variant) :-
    must_be(atom, Variant),
    variant_rule(Variant, game_won_by, WonBy),
    endgame_directory(Variant, Directory),
    directory_file_path(Directory, 'manifest.txt', Manifest),
    % The engine is asked for only when there is a database to give it.
    (   WonBy == opponent_without_move,
        exists_file(Manifest),
        damas:variant_engine(Variant, Engine),
        damas:engine_module(Engine, damas)
    ->  with_mutex(damas_endgame, use_if_none(Engine, Directory))
    ;   true
    ).

use_if_none(Engine, Directory) :-
    (   damas:engine_call(Engine, engine_egdb_info(Engine, none))
    ->  catch(damas:engine_call(Engine, engine_egdb_load(Engine, Directory)), Error,
              print_message(warning, Error))
    ;   true
    ).

%   endgame_engine(+Variant, -Engine)
%
%   Engine is Variant's engine, whose board the databases can cover:
%   their indexes and files are made of 64-bit square sets, so the
%   boards of more than 64 squares, which the wide engine plays
%   (docs/architecture.md, "Wide boards"), have none.

endgame_engine(Variant, Engine) :-
    damas:variant_engine(Variant, Engine),
    endgame_board(Variant, Engine).

endgame_board(Variant, Engine) :-
    (   damas:engine_module(Engine, damas)
    ->  true
    ;   domain_error(endgame_variant_of_up_to_64_squares, Variant)
    ).

%   won_the_usual_way(+Variant): a database holds the values of a game
%   that a side without a legal move loses; for a variant whose rule
%   game_won_by says otherwise its values would be wrong, silently.

won_the_usual_way(Variant) :-
    variant_rule(Variant, game_won_by, WonBy),
    (   WonBy == opponent_without_move
    ->  true
    ;   format(string(Message),
               "variant ~w is won by ~w: an endgame database holds the values \c
                of games that a side without a legal move loses", [Variant, WonBy]),
        throw(error(permission_error(use, endgame_database, Variant),
                    context(_, Message)))
    ).

%!  endgame_unload(+Variant) is det.
%
%   The variant's engine forgets its database (search/3 no longer uses
%   it).  The memory is kept until the engine itself goes: a search in
%   another thread may still be reading it.

endgame_unload(Variant) :-
    damas:variant_engine(Variant, Engine),
    damas:engine_call(Engine, engine_egdb_unload(Engine)).

%!  endgame_database(+Variant, -Info) is semidet.
%
%   Info describes the database loaded for Variant: the dict
%   `endgame{directory: Directory, pieces: MaxPieces, positions: N,
%   bytes: Bytes}`.  Fails when none is loaded.

endgame_database(Variant, Info) :-
    damas:variant_engine(Variant, Engine),
    damas:engine_call(Engine, engine_egdb_info(Engine, egdb(Directory, Pieces, Positions, Bytes))),
    Info = endgame{directory: Directory, pieces: Pieces, positions: Positions,
                   bytes: Bytes}.

%!  endgame_value(+Position, -Value) is det.
%
%   Value is `win`, `draw` or `loss` for the side to move in Position
%   with best play, ignoring the draw rules that count moves.  When no
%   database is loaded for the position's variant, the one in
%   endgame_directory/2 is loaded first.
%
%   @error domain_error(endgame_variant_of_up_to_64_squares, Variant)
%   for a board of more than 64 squares.
%   @error existence_error(endgame_database, Directory) when the
%   variant has none; the other errors of endgame_load/2 when its files
%   are refused; existence_error(endgame_position, Position) when
%   the database does not cover the position (too many pieces, or a
%   side without any); the errors of a bad position.

endgame_value(Position, Value) :-
    endgame_probe(Position, Value, _).

%!  endgame_probe(+Position, -Value, -Distance) is det.
%
%   As endgame_value/2; Distance is the number of plies to the next
%   capture (or to the end of the game) with best play, the winner
%   hastening it and the loser putting it off, for a won or lost
%   position with kings only, and `none` otherwise.

endgame_probe(Position0, Value, Distance) :-
    canonical_position(Position0, Position),
    damas:position_engine(Position, Engine),
    Position = position(Variant, _, _, _, _),
    endgame_board(Variant, Engine),
    damas:engine_call(Engine, engine_check_position(Engine, Position)),
    won_the_usual_way(Variant),
    (   damas:engine_call(Engine, engine_egdb_info(Engine, none))
    ->  Position = position(Variant, _, _, _, _),
        with_mutex(damas_endgame, load_if_none(Variant, Engine))
    ;   true
    ),
    damas:engine_call(Engine, engine_egdb_probe(Engine, Position, Value0, Distance0)),
    (   Value0 == unknown
    ->  existence_error(endgame_position, Position)
    ;   Value = Value0,
        Distance = Distance0
    ).

load_if_none(Variant, Engine) :-
    (   damas:engine_call(Engine, engine_egdb_info(Engine, none))
    ->  endgame_directory(Variant, Directory),
        damas:engine_call(Engine, engine_egdb_load(Engine, Directory))
    ;   true
    ).

%!  endgame_generate(+Variant, +Options) is det.
%
%   Makes Variant's database by retrograde analysis, writing one file
%   per material slice, and keeps the files already there (so a run
%   with more pieces adds to one with fewer), on one thread a core.
%   On 8x8, up to 5 pieces takes under a minute, 6 pieces a quarter of
%   an hour; on 10x10 (International), 4 pieces seconds, 5 pieces about
%   ten minutes (docs/endgame.md).  Files of the second format
%   (uncompressed) are rewritten compressed, those of the first format
%   (without checksums) made again.  It does not load
%   the result: endgame_load/2 does.  Runs to the end without looking
%   at signals.  Options:
%
%     - directory(+Directory)
%       Where to write; made if missing; default endgame_directory/2.
%     - pieces(+N)
%       Every ending of 2 to N pieces (N from 2 to 6); default 5.
%     - kings_only(+Boolean)
%       Only the endings without men; default false.
%
%   @error domain_error(endgame_variant_of_up_to_64_squares, Variant)
%   for a board of more than 64 squares.
%   @error domain_error(endgame_pieces, N);
%   permission_error(generate, endgame_database, Directory) when a
%   file cannot be written, a file already there is damaged, or the
%   board is not the same for both sides turned round (the message says
%   which).

endgame_generate(Variant, Options) :-
    must_be(atom, Variant),
    must_be(list, Options),
    (   option(directory(Directory0), Options)
    ->  must_be(atom, Directory0),
        absolute_file_name(Directory0, Directory)
    ;   endgame_directory(Variant, Directory)
    ),
    option(pieces(Pieces), Options, 5),
    must_be(integer, Pieces),
    option(kings_only(KingsOnly), Options, false),
    must_be(boolean, KingsOnly),
    won_the_usual_way(Variant),
    endgame_engine(Variant, Engine),
    make_directory_path(Directory),
    damas:engine_call(Engine, engine_egdb_generate(Engine, Directory, Pieces, KingsOnly)).
