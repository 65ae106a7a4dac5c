/*  Tests of library(damas/endgame): a database of up to 3 pieces made in a
    temporary directory (a fraction of a second), its values against the
    legal moves of library(damas), its use by search/3, and the errors.
    Only defines the units; tests/prolog/run_tests.pl runs them.

    Squares (White moves up): b8=1 d8=2 f8=3 h8=4 ... a1=29 c1=30 e1=31
    g1=32; the long diagonal a1-h8 is 29, 25, 22, 18, 15, 11, 8, 4.
*/
:- module(test_endgame, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(aggregate)).
:- use_module(library(filesex)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(damas)).
:- use_module(library(damas/endgame)).
:- use_module(library(damas/game)).
:- use_module(library(damas/search)).

:- dynamic database_directory/1.

%   Makes and loads the 3-piece database; the brazilian engine is shared
%   with the other test files, so cleanup takes it off again.
make_database(Pieces) :-
    tmp_file(egdb, Directory),
    endgame_generate(brazilian, [directory(Directory), pieces(Pieces)]),
    endgame_load(brazilian, [directory(Directory)]),
    asserta(database_directory(Directory)).

remove_database :-
    endgame_unload(brazilian),
    forall(retract(database_directory(Directory)),
           delete_directory_and_contents(Directory)).

value(Fen, Value) :-
    fen_position(Fen, Position),
    endgame_value(Position, Value).

opposite(win, loss).
opposite(draw, draw).
opposite(loss, win).

database_band(Score) :-
    Score > 20000,
    Score < 29000.

rank(loss, 0).
rank(draw, 1).
rank(win, 2).

%   The value a position has by its moves: the best of the values the
%   moves leave the opponent, turned round; a side without a move (or
%   without pieces) loses.
value_by_moves(Position, Value) :-
    legal_moves(Position, Moves),
    (   Moves == []
    ->  Value = loss
    ;   maplist(move_value(Position), Moves, Values),
        maplist(rank, Values, Ranks),
        max_list(Ranks, Best),
        rank(Value, Best)
    ).

move_value(Position, Move, Value) :-
    make_move(Position, Move, Next),
    (   legal_moves(Next, [])
    ->  Value = win
    ;   endgame_value(Next, Opponent),
        opposite(Opponent, Value)
    ).

%   Every position of a king against a king, and of a king against a man,
%   either side to move.
small_position(Position) :-
    member(Pieces, [kings, man]),
    between(1, 32, White),
    between(1, 32, Black),
    White =\= Black,
    member(Side, ['W', 'B']),
    (   Pieces == kings
    ->  format(atom(Fen), '~w:WK~d:BK~d', [Side, White, Black])
    ;   Black < 29,
        format(atom(Fen), '~w:WK~d:B~d', [Side, White, Black])
    ),
    fen_position(Fen, Position).


:- begin_tests(damas_endgame, [setup(make_database(3)), cleanup(remove_database)]).

test(loaded) :-
    endgame_database(brazilian, Info),
    database_directory(Directory),
    absolute_file_name(Directory, Absolute),
    assertion(Info.directory == Absolute),
    assertion(Info.pieces == 3),
    assertion(Info.positions > 0).

test(king_in_the_corner, Value == loss) :-
    % The king on a1 can only move along the long diagonal, where the
    % king on h8 takes it.
    value('W:WK29:BK4', Value).

test(two_kings_beat_a_man, Value == win) :-
    value('W:WK1,K2:B9', Value).

test(values_follow_from_moves) :-
    forall(small_position(Position),
           (   endgame_value(Position, Value),
               value_by_moves(Position, ByMoves),
               assertion(Value-Position == ByMoves-Position)
           )),
    aggregate_all(count, small_position(_), Count),
    assertion(Count > 3000).

test(distance, [Value-Distance == loss-2]) :-
    fen_position('W:WK29:BK4', Position),
    endgame_probe(Position, Value, Distance).

test(no_distance_with_men, Distance == none) :-
    fen_position('W:WK1,K2:B9', Position),
    endgame_probe(Position, _, Distance).

test(search_uses_database) :-
    % Two kings against two men, beyond the 3-piece database: a capture
    % leads into it.  The database's scores of a win lie beyond the
    % evaluation's (20000) and below a mate's (29000 and more); the
    % search alone finds an evaluation.
    fen_position('W:WK4,K32:B7,22', Position),
    search(Position, With, [depth(2)]),
    search(Position, Without, [depth(2), endgame(false)]),
    assertion(database_band(With.score)),
    assertion(\+ database_band(Without.score)).

test(too_many_pieces, error(existence_error(endgame_position, Position))) :-
    fen_position('W:WK1,K2,K3:BK30', Position),
    endgame_value(Position, _).

test(bad_position, error(type_error(damas_position, foo))) :-
    endgame_value(foo, _).

test(bad_endgame_option, error(type_error(boolean, maybe))) :-
    initial_position(Position),
    search(Position, _, [depth(1), endgame(maybe)]).

test(empty_directory, error(existence_error(endgame_database, _))) :-
    tmp_file(egdb_empty, Directory),
    make_directory(Directory),
    call_cleanup(endgame_load(brazilian, [directory(Directory)]),
                 delete_directory(Directory)).

test(other_rules, error(existence_error(endgame_database, _))) :-
    % The Brazilian files are no database of Russian draughts.
    database_directory(Directory),
    endgame_load(russian, [directory(Directory)]).

test(bad_pieces, error(domain_error(endgame_pieces, 9))) :-
    tmp_file(egdb_none, Directory),
    call_cleanup(endgame_generate(brazilian, [directory(Directory), pieces(9)]),
                 delete_directory_and_contents(Directory)).

:- end_tests(damas_endgame).


%   International draughts (10x10, 50 squares numbered from Black's
%   side, flying kings, majority capture): the 3-piece database, made in
%   under a second.  The long diagonal runs 46 (a1) to 5 (j10).
:- dynamic international_directory/1.

make_international_database :-
    tmp_file(egdb10, Directory),
    endgame_generate(international, [directory(Directory), pieces(3)]),
    endgame_load(international, [directory(Directory)]),
    asserta(international_directory(Directory)).

remove_international_database :-
    endgame_unload(international),
    forall(retract(international_directory(Directory)),
           delete_directory_and_contents(Directory)).

international_value(Fen, Value, Distance) :-
    fen_position(Fen, Position, [variant(international)]),
    endgame_probe(Position, Value, Distance).

%   Every position of a king against a king on 10x10, either side to
%   move.
international_kings(Position) :-
    between(1, 50, White),
    between(1, 50, Black),
    White =\= Black,
    member(Side, ['W', 'B']),
    format(atom(Fen), '~w:WK~d:BK~d', [Side, White, Black]),
    fen_position(Fen, Position, [variant(international)]).

:- begin_tests(damas_endgame_international,
               [ setup(make_international_database),
                 cleanup(remove_international_database)
               ]).

test(loaded) :-
    endgame_database(international, Info),
    assertion(Info.pieces == 3),
    % 2 and 3 pieces on 50 squares, men on 45 of them.
    assertion(Info.positions == 822545).

test(king_in_the_corner, Value-Distance == loss-2) :-
    % The king on 46 can only go along the long diagonal, where the king
    % on 5 takes it wherever it stops.
    international_value('W:WK46:BK5', Value, Distance).

test(corner_king_caught, Value-Distance == win-3) :-
    % White holds the long diagonal (28-32), and Black's king in the
    % corner must come out onto it.
    international_value('W:WK28:BK5', Value, Distance).

test(king_against_king_is_drawn_but_for_captures) :-
    aggregate_all(count, ( international_kings(Position),
                           endgame_value(Position, draw) ), Draws),
    aggregate_all(count, international_kings(_), All),
    assertion(All == 4900),
    assertion(Draws > 4000).

test(values_follow_from_moves) :-
    forall(international_kings(Position),
           (   endgame_value(Position, Value),
               value_by_moves(Position, ByMoves),
               assertion(Value-Position == ByMoves-Position)
           )).

test(search_uses_database) :-
    % White's king on 46 must take the man on 37, into the database: two
    % kings against a man.  The search scores the database's win and
    % lands where it wins; without the database, an evaluation.
    fen_position('W:WK46,K1:B37,3', Position, [variant(international)]),
    forall(legal_move(Position, Move), move_is_capture(Move)),
    search(Position, With, [depth(2)]),
    search(Position, Without, [depth(2), endgame(false)]),
    assertion(database_band(With.score)),
    assertion(\+ database_band(Without.score)),
    make_move(Position, With.move, After),
    assertion(endgame_value(After, loss)).

test(not_a_brazilian_database, error(existence_error(endgame_database, _))) :-
    international_directory(Directory),
    endgame_load(brazilian, [directory(Directory)]).

:- end_tests(damas_endgame_international).


%   with_database(-Directory, :Goal): Goal with the 3-piece database
%   made in a fresh directory, which is removed afterwards.  Nothing is
%   loaded.
with_database(Directory, Goal) :-
    tmp_file(egdb_files, Directory),
    setup_call_cleanup(
        endgame_generate(brazilian, [directory(Directory), pieces(3)]),
        Goal,
        delete_directory_and_contents(Directory)).

slice_path(Directory, Name, Path) :-
    directory_file_path(Directory, Name, Path).

%   xor_byte(+Path, +Offset, +Mask): flips the bits of Mask in the byte at
%   Offset of the file.
xor_byte(Path, Offset, Mask) :-
    setup_call_cleanup(
        open(Path, read, In, [type(binary)]),
        (   seek(In, Offset, bof, _),
            get_byte(In, Byte0)
        ),
        close(In)),
    Byte is Byte0 xor Mask,
    setup_call_cleanup(
        open(Path, update, Out, [type(binary)]),
        (   seek(Out, Offset, bof, _),
            put_byte(Out, Byte)
        ),
        close(Out)).

%   The header is 64 bytes, the table of the two blocks' sizes 8; the
%   compressed values of a king against two kings (14,880 positions),
%   then its distances, follow.
king_against_two(Directory, Path) :-
    slice_path(Directory, 'wk1wm0bk2bm0.egdb', Path).

:- begin_tests(damas_endgame_files).

test(bit_flipped, error(permission_error(load, endgame_file, Path), context(_, Message))) :-
    % Read as it was, one flipped bit turned a value into another.
    with_database(Directory,
                  (   king_against_two(Directory, Path),
                      xor_byte(Path, 80, 0x08),
                      catch(endgame_load(brazilian, [directory(Directory)]), E,
                            ( E = error(_, context(_, Message)),
                              assertion(sub_string(Message, _, _, _, "checksum")),
                              throw(E) ))
                  )).

test(value_area_zeroed, error(permission_error(load, endgame_file, Path))) :-
    with_database(Directory,
                  (   king_against_two(Directory, Path),
                      setup_call_cleanup(
                          open(Path, update, Stream, [type(binary)]),
                          (   size_file(Path, Size),
                              seek(Stream, 72, bof, _),
                              forall(between(73, Size, _), put_byte(Stream, 0))
                          ),
                          close(Stream)),
                      endgame_load(brazilian, [directory(Directory)])
                  )).

test(slice_missing, error(existence_error(endgame_file, Path))) :-
    % Once skipped without a word: its positions were then unknown.
    with_database(Directory,
                  (   slice_path(Directory, 'wk1wm1bk0bm1.egdb', Path),
                      delete_file(Path),
                      endgame_load(brazilian, [directory(Directory)])
                  )).

test(fifo, error(permission_error(load, endgame_file, Path))) :-
    % Opening a FIFO to read it waited for a writer, for ever.
    with_database(Directory,
                  (   slice_path(Directory, 'wk1wm0bk1bm0.egdb', Path),
                      delete_file(Path),
                      process_create(path(mkfifo), [Path], []),
                      endgame_load(brazilian, [directory(Directory)])
                  )).

test(manifest_damaged, error(permission_error(load, endgame_file, Path))) :-
    with_database(Directory,
                  (   slice_path(Directory, 'manifest.txt', Path),
                      xor_byte(Path, 60, 0x01),
                      endgame_load(brazilian, [directory(Directory)])
                  )).

test(no_manifest, error(existence_error(endgame_database, Directory))) :-
    with_database(Directory,
                  (   slice_path(Directory, 'manifest.txt', Path),
                      delete_file(Path),
                      endgame_load(brazilian, [directory(Directory)])
                  )).

test(whole_database_loads, Pieces == 3) :-
    with_database(Directory,
                  (   endgame_load(brazilian, [directory(Directory)]),
                      endgame_database(brazilian, Info),
                      endgame_unload(brazilian)
                  )),
    get_dict(pieces, Info, Pieces).

:- end_tests(damas_endgame_files).


%   Two kings and a man against a king, won by the 4-piece database (made
%   in a few seconds): the winner searches 8 plies with it, the defender
%   8 plies without, under the draw rules.  Settled at the first ply, as
%   the search once did with every win it has no distance for, two of
%   these five ended drawn by repetition: every king move scored alike.
:- begin_tests(damas_endgame_conversion,
               [setup(make_database(4)), cleanup(remove_database)]).

test(two_kings_and_a_man_win) :-
    forall(member(Fen, ['W:WK11,K12,30:BK13', 'W:WK11,K29,25:BK32',
                        'W:WK17,K18,22:BK32', 'W:WK17,K32,7:BK1',
                        'W:WK32,K2,28:BK1']),
           (   fen_position(Fen, Position),
               assertion(endgame_value(Position, win)),
               new_game([position(Position)], Game),
               play_out(Game, Result),
               assertion(Fen-Result == Fen-win(white))
           )).

play_out(Game, Result) :-
    game_over(Game, result(Result, _)),
    !.
play_out(Game0, Result) :-
    game_ply_count(Game0, Plies),
    Plies < 300,
    game_position(Game0, Position),
    side_to_move(Position, Side),
    (   Side == white
    ->  Options = []
    ;   Options = [endgame(false)]
    ),
    search(Position, Found, [depth(8), game(Game0)|Options]),
    game_play(Game0, Found.move, Game),
    play_out(Game, Result).

:- end_tests(damas_endgame_conversion).

:- begin_tests(damas_endgame_use).

frisian_manifest(Manifest) :-
    endgame_directory(frisian, Directory),
    directory_file_path(Directory, 'manifest.txt', Manifest).

test(absent_database_left_alone,
     [ condition((frisian_manifest(M), \+ exists_file(M))),
       fail ]) :-
    % The terminal game calls it for every new game: without a database
    % it loads nothing and says nothing.
    endgame_use(frisian),
    endgame_database(frisian, _).

test(not_won_the_usual_way, fail) :-
    % No database holds its values: nothing is looked for.
    endgame_use(antidraughts),
    endgame_database(antidraughts, _).

test(unknown_variant, error(existence_error(damas_variant, no_such_variant), _)) :-
    endgame_use(no_such_variant).

test(not_an_atom, error(type_error(atom, 42), _)) :-
    endgame_use(42).

:- end_tests(damas_endgame_use).
