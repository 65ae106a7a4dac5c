/*  Writes the diagrams of docs/pictures/ with library(damas/svg):

        swipl examples/pictures.pl [DIRECTORY]      (make pictures)

    DIRECTORY defaults to docs/pictures beside this file's directory.
*/
:- use_module(library(filesex)).
:- prolog_load_context(directory, Dir),
   atom_concat(Dir, '/../prolog', Lib),
   asserta(user:file_search_path(library, Lib)).
:- use_module(library(damas)).
:- use_module(library(damas/svg)).
:- use_module(library(damas/search)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, Argv),
    (   Argv = [Directory0|_]
    ->  true
    ;   source_file(main, File),
        file_directory_name(File, Examples),
        directory_file_path(Examples, '../docs/pictures', Directory0)
    ),
    absolute_file_name(Directory0, Directory),
    make_directory_path(Directory),
    forall(picture(Name, Position, Options),
           write_picture(Directory, Name, Position, Options)).

write_picture(Directory, Name, Position, Options) :-
    file_name_extension(Name, svg, Base),
    directory_file_path(Directory, Base, File),
    setup_call_cleanup(open(File, write, Out, [encoding(utf8)]),
                       write_position_svg(Out, Position, Options),
                       close(Out)),
    format("~w~n", [File]).

%   picture(-Name, -Position, -Options): the diagrams, each showing
%   something the documentation tells.

% The Brazilian start, both coordinates: c3 is 22.
picture(brazilian_start, P, [coordinates(both)]) :-
    initial_position(brazilian, P).
% The flying king on c3 must take d4 and f6 (README): both landing
% squares, each arrow through the square between the captures.
picture(brazilian_king_capture, P, [coordinates(both), arrows(Moves)]) :-
    fen_position("W:WK22:B11,18,27", P),
    legal_moves(P, Moves).
% The Italian board is turned: a1 is not played, h1 is (numbered 32).
picture(italian_start, P, [coordinates(both)]) :-
    initial_position(italian, P).
% The Spanish numbering starts at White's h1.
picture(spanish_start, P, [coordinates(both)]) :-
    initial_position(spanish, P).
% International draughts from the start, the engine's line at depth 6
% after 32-28, seen from Black's side.
picture(international_pv, P, [coordinates(numeric), flip(true),
                              last_move(Last), pv(PV)]) :-
    initial_position(international, P0),
    text_move(P0, "32-28", Last),
    make_move(P0, Last, P),
    search(P, Result, [depth(6)]),
    PV = Result.pv.
