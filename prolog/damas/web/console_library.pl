:- module(damas_console_library,
          [ shown/1,                    % -Position
            initial_position/1,         % -Position
            initial_position/2,         % +Variant, -Position
            fen_position/2,             % +Text, -Position
            fen_position/3,             % +Text, -Position, +Options
            position_fen/2,             % +Position, -Text
            position_fen/3,             % +Position, -Text, +Options
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
            evaluation_terms/2,         % +Position, -Terms
            evaluation_terms/3,         % +Position, -Terms, +Options
            pieces_en_prise/3,          % +Position, ?Side, -Squares
            capture_threats/3,          % +Position, ?Side, -Threats
            piece_captures/3,           % +Position, +Square, -Moves
            piece_attacks/3,            % +Position, +Square, -Squares
            piece_reach/3,              % +Position, +Square, -Squares
            position_verdict/2,         % +Position, -Verdict
            best_move/2,                % +Position, -Move
            best_move/3,                % +Position, -Move, +Options
            search/3,                   % +Position, -Result, +Options
            evaluate/2,                 % +Position, -Score
            evaluate/3,                 % +Position, -Score, +Options
            search_level/2              % ?Level, ?Options
          ]).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(occurs)).
:- use_module('../../damas', []).
:- use_module(console_variants, [console_variant/1]).
:- use_module('../explain', []).
:- use_module('../search', []).

/** <module> The library as the web console offers it

The predicates a query of the web console (library(damas/web/console))
may call: those of library(damas), library(damas/explain) and
library(damas/search) that compute and print nothing, each the same as
the library's own after a check of its arguments.  The sandbox
(library(damas/web/console_safe)) lets a query call these and not the
library's own, because of what the checks refuse:

  - a variant that is not offered (console_variant/1: shipped, or of
    a variant file the server was started with): the library
    takes any loaded module as a variant and calls its clauses, so a
    student's own module would run code the sandbox never saw, and
    would leave the engine's tables of a module that is gone;
  - the options that reach outside the query: progress(Goal) and
    context(Context) of the search, more than one thread, more than
    16 MB of table (hash(MB)).
*/

%!  shown(-Position) is det.
%
%   Position is the position the board showed when the query was sent.
%
%   @error existence_error(damas_console_position, shown) outside a
%   console query (library(damas/web/console_child) sets the position
%   before the query runs).

shown(Position) :-
    (   nb_current(damas_console_shown, Shown)
    ->  Position = Shown
    ;   existence_error(damas_console_position, shown)
    ).

%!  initial_position(-Position) is det.
%!  initial_position(+Variant, -Position) is det.
%!  fen_position(+Text, -Position) is det.
%!  fen_position(+Text, -Position, +Options) is det.
%!  position_fen(+Position, -Text) is det.
%!  position_fen(+Position, -Text, +Options) is det.
%!  side_to_move(+Position, -Side) is det.
%!  piece_at(+Position, ?Square, ?Piece) is nondet.
%!  square_name(?Number, ?Name) is nondet.
%!  square_name(?Number, ?Name, +Options) is nondet.
%!  legal_move(+Position, -Move) is nondet.
%!  legal_move(+Position, -Move, +Options) is nondet.
%!  legal_moves(+Position, -Moves) is det.
%!  legal_moves(+Position, -Moves, +Options) is det.
%!  move_from(+Move, -Square) is det.
%!  move_to(+Move, -Square) is det.
%!  move_path(+Move, -Squares) is det.
%!  move_captures(+Move, -Squares) is det.
%!  move_is_capture(+Move) is semidet.
%!  make_move(+Position, +Move, -NewPosition) is det.
%!  make_move(+Position, +Move, -NewPosition, +Options) is det.
%!  text_move(+Position, +Text, -Move) is det.
%!  move_text(+Position, +Move, -Text) is det.
%!  move_text(+Position, +Move, -Text, +Options) is det.
%!  perft(+Position, +Depth, -Count) is det.
%!  perft(+Position, +Depth, -Count, +Options) is det.
%
%   Those of library(damas), for the variants the console offers.
%
%   @error permission_error(use, damas_console_variant, Variant) for a
%   variant that is not offered; permission_error(use,
%   damas_console_option, Option) for an option the console refuses;
%   and the library's own errors.

%!  evaluation_terms(+Position, -Terms) is det.
%!  evaluation_terms(+Position, -Terms, +Options) is det.
%!  pieces_en_prise(+Position, ?Side, -Squares) is nondet.
%!  capture_threats(+Position, ?Side, -Threats) is nondet.
%!  piece_captures(+Position, +Square, -Moves) is det.
%!  piece_attacks(+Position, +Square, -Squares) is det.
%!  piece_reach(+Position, +Square, -Squares) is det.
%!  position_verdict(+Position, -Verdict) is det.
%
%   Those of library(damas/explain), with the checks above.

%!  best_move(+Position, -Move) is det.
%!  best_move(+Position, -Move, +Options) is det.
%!  search(+Position, -Result, +Options) is det.
%!  evaluate(+Position, -Score) is det.
%!  evaluate(+Position, -Score, +Options) is det.
%!  search_level(?Level, ?Options) is nondet.
%
%   Those of library(damas/search), with the checks above: a search
%   runs in one thread with its own table of at most 16 MB, and ends
%   at its own limit (depth, time, nodes, level) or the console's.

term_expansion(offered(Module:Head), (Head :- checked(Head), Module:Head)).

offered(damas:initial_position(_)).
offered(damas:initial_position(_, _)).
offered(damas:fen_position(_, _)).
offered(damas:fen_position(_, _, _)).
offered(damas:position_fen(_, _)).
offered(damas:position_fen(_, _, _)).
offered(damas:side_to_move(_, _)).
offered(damas:piece_at(_, _, _)).
offered(damas:square_name(_, _)).
offered(damas:square_name(_, _, _)).
offered(damas:legal_move(_, _)).
offered(damas:legal_move(_, _, _)).
offered(damas:legal_moves(_, _)).
offered(damas:legal_moves(_, _, _)).
offered(damas:move_from(_, _)).
offered(damas:move_to(_, _)).
offered(damas:move_path(_, _)).
offered(damas:move_captures(_, _)).
offered(damas:move_is_capture(_)).
offered(damas:make_move(_, _, _)).
offered(damas:make_move(_, _, _, _)).
offered(damas:text_move(_, _, _)).
offered(damas:move_text(_, _, _)).
offered(damas:move_text(_, _, _, _)).
offered(damas:perft(_, _, _)).
offered(damas:perft(_, _, _, _)).
offered(damas_explain:evaluation_terms(_, _)).
offered(damas_explain:evaluation_terms(_, _, _)).
offered(damas_explain:pieces_en_prise(_, _, _)).
offered(damas_explain:capture_threats(_, _, _)).
offered(damas_explain:piece_captures(_, _, _)).
offered(damas_explain:piece_attacks(_, _, _)).
offered(damas_explain:piece_reach(_, _, _)).
offered(damas_explain:position_verdict(_, _)).
offered(damas_search:best_move(_, _)).
offered(damas_search:best_move(_, _, _)).
offered(damas_search:search(_, _, _)).
offered(damas_search:evaluate(_, _)).
offered(damas_search:evaluate(_, _, _)).
offered(damas_search:search_level(_, _)).

%   checked(+Goal): Goal's arguments name only offered variants and
%   hold no option the console refuses.  The search options are read
%   as library(option) does: a list of Name(Value) or Name=Value.

checked(Goal) :-
    (   Goal = initial_position(Variant, _),
        nonvar(Variant)
    ->  offered(Variant)
    ;   true
    ),
    forall(( sub_term(Term, Goal), compound(Term) ),
           checked_term(Term)).

checked_term(Term) :-
    (   variant_of(Term, Variant)
    ->  offered(Variant)
    ;   refused_option(Term)
    ->  permission_error(use, damas_console_option, Term)
    ;   true
    ).

variant_of(position(Variant, _, _, _, _), Variant) :- nonvar(Variant).
variant_of(fen(Variant, _), Variant) :- nonvar(Variant).
variant_of(variant(Variant), Variant) :- nonvar(Variant).

offered(Variant) :-
    (   atom(Variant),
        console_variant(Variant)
    ->  true
    ;   permission_error(use, damas_console_variant, Variant)
    ).

refused_option(progress(_)).
refused_option(context(_)).
refused_option(Name = Value) :-
    atom(Name),
    Option =.. [Name, Value],
    refused_option(Option).
refused_option(threads(N)) :- N \== 1.
refused_option(hash(MB)) :- \+ ( integer(MB), MB >= 0, MB =< 16 ).
