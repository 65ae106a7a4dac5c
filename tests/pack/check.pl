/*  The check that pack_install/2 runs (`make check` in a pack build, see
    the Makefile): it loads every library of the pack by its library name
    and compares the engine's perft counts with the published ones of
    tests/data/perft.tsv and tests/data/perft_variants.tsv up to depth 5,
    under a second in all.  It needs neither cmocka nor the long suite,
    which a user installing the pack may not have time for.  Prints

        pack check: P passed, F failed

    and exits 1 unless every check passed.  A library that prints an
    error while it loads fails its check: a user reading ERROR thinks the
    install broke.  Each library is loaded without importing its exports
    here (eximo and damas both export print_board/1: imported into one
    module, the second is an error).

    Usage, from anywhere:  swipl tests/pack/check.pl
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).

:- initialization(main, main).

%   The pack is not attached while pack_install builds it, so its
%   libraries are found beside this file.
:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../../prolog', Lib),
   asserta(user:file_search_path(library, Lib)),
   atom_concat(Dir, '/../data', Data),
   asserta(user:file_search_path(damas_test_data, Data)).

libraries([ damas, damas/kb, damas/reference, damas/game, damas/pdn,
            damas/search, damas/players, damas/match, damas/play,
            damas/random_games, damas/endgame, damas/svg, damas/hub, damas/explain,
            damas/book, damas/dxp, damas/web,
            eximo, eximo/match, eximo/play, gomoku, gomoku/match, gomoku/play,
            eximo_match, eximo_play, gomoku_match, gomoku_play ]).

main :-
    libraries(Libraries),
    foldl(load_library, Libraries, 0-0, Counts0),
    published_counts(Rows),
    foldl(check_count, Rows, Counts0, Passed-Failed),
    format("pack check: ~d passed, ~d failed~n", [Passed, Failed]),
    (   Failed =:= 0,
        Passed > 0
    ->  halt(0)
    ;   halt(1)
    ).

load_library(Library, P0-F0, Counts) :-
    flag(pack_check_errors, _, 0),
    (   catch(use_module(library(Library), []), E, (print_message(error, E), fail)),
        flag(pack_check_errors, 0, 0)
    ->  Counts = P-F0, P is P0 + 1
    ;   format("pack check: library(~w) did not load~n", [Library]),
        Counts = P0-F, F is F0 + 1
    ).

%   The rows of both tables of depth at most 5, for the shipped variants
%   from their start or a FEN (other rows describe other boards).
published_counts(Rows) :-
    findall(Row,
            ( member(File, ['perft.tsv', 'perft_variants.tsv']),
              absolute_file_name(damas_test_data(File), Path, [access(read)]),
              read_file_to_string(Path, Text, []),
              split_string(Text, "\n", "\r", Lines),
              member(Line, Lines),
              \+ sub_string(Line, 0, _, _, "#"),
              split_string(Line, "\t", "", [V, F, D, N|Rest]),
              number_string(Depth, D),
              Depth =< 5,
              number_string(Nodes, N),
              (   Rest = ["no"|_]
              ->  Distinct = false
              ;   Distinct = true
              ),
              atom_string(Variant, V),
              damas_kb:shipped_variant(Variant),
              (   F == "initial"
              ;   sub_string(F, _, _, _, ":")
              ),
              Row = count(Variant, F, Depth, Nodes, Distinct)
            ),
            Rows).

check_count(count(Variant, Fen, Depth, Nodes, Distinct), P0-F0, Counts) :-
    (   Fen == "initial"
    ->  damas:initial_position(Variant, Position)
    ;   damas:fen_position(Fen, Position, [variant(Variant)])
    ),
    damas:perft(Position, Depth, Count, [distinct_captures(Distinct)]),
    (   Count =:= Nodes
    ->  Counts = P-F0, P is P0 + 1
    ;   format("pack check: ~w ~w perft(~d) = ~d, published ~d~n",
               [Variant, Fen, Depth, Count, Nodes]),
        Counts = P0-F, F is F0 + 1
    ).

%   Every error message counts, also one printed without an exception
%   (as import/1 prints a clash of names).

:- multifile user:message_hook/3.

user:message_hook(_, error, _) :-
    flag(pack_check_errors, N, N + 1),
    fail.
