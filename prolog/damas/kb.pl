:- module(damas_kb,
          [ shipped_variant/1,          % ?Variant
            variant_module/2,           % +Variant, -Module
            nearest_variant/2,          % +Name, -Nearest
            check_variant/1,            % +Variant
            variant_rule/3,             % +Variant, +Name, -Value
            variant_rules/2,            % +Variant, -Rules
            variant_movegen_rules/2,    % +Variant, -Rules
            variant_board/2,            % +Variant, -Board
            variant_stamp/2,            % +Variant, -Stamp
            variant_stamp_current/1,    % +Stamp
            rule_vocabulary/5           % ?Name, ?Domain, ?Default, ?Reader, ?Meaning
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(isub)).

/** <module> Variants: knowledge bases read by name, checked once

A variant of draughts is a module of board relations (casa/4,
movepeca/3, comepeca/3, diagonal/3, and orthogonal/3 when it captures
along ranks and files; orthogonal/3 instead of diagonal/3 when its lines
are ranks and files, Turkish) and rule facts rule(Name, Value) in the
vocabulary of docs/rules.md.  This module is the one place that knows
the variants the library ships, the vocabulary, and how a variant is
checked; both backends (the C engine and library(damas/reference)) and
the game, PDN and play modules read variants through it.

A rule is always read by name: for each name of the vocabulary the
library asks Module:rule(Name, Value) with Name bound and collects every
answer, so a fact, a clause or an if-then-else on the name give the same
game.  The rule names a variant states are found by asking rule(Name, _)
with Name unbound and by reading the heads of its rule/2 clauses; only
to reject a name the vocabulary does not know.

A variant is checked in full on first use (its relations and all its
rules), and the checked rules are kept per variant, with a stamp: the
last_modified_generation (module_property/2) of the variant's module and
of the modules its relations come from (the board it imports or
re-exports).  Any change to a clause of those modules, by reloading its
file (`make.`, consult/1, use_module/2) or by assert and retract,
changes the stamp, and the next query checks the variant again and uses
its new rules: a variant is live, as a program is.  Both backends read
the variant through this cache (module damas keys its C engine on the
stamp, see variant_stamp/2).  What the stamp does not see is a change to
another module that a rule's clause body calls.

Errors:

  - error(instantiation_error, _) for an unbound variant;
  - error(existence_error(damas_variant, V), context(_, Message)) for
    a variant that is neither shipped nor a loaded module, Message
    saying how to load one's own variant;
    error(existence_error(procedure, Module:PI), _) for a variant that
    lacks a board relation;
  - error(domain_error(damas_rule_name, Name), context(_, Message)) for
    a rule name the vocabulary does not know (Message suggests the
    nearest known name);
  - error(domain_error(damas_rule, rule(Name, Value)), context(_,
    Message)) for a value outside the rule's domain (Message lists the
    values it takes), and error(domain_error(damas_rule, rule(Name,
    several(Values))), context(_, Message)) when the variant gives one
    rule several different values;
  - error(domain_error(damas_board, Culprit), context(_, Message)) for
    board relations that make no board, Culprit the wrong fact (a
    casa/4, movepeca/3, comepeca/3, diagonal/3 or orthogonal/3 fact, a
    rule(men_start_ranks(Side), Ranks) fact) or squares(N) for a board
    of N dark squares that the library cannot hold (none, or more than
    112: boards of 65 to 112 go to the C engine's wide build).
*/


                 /*******************************
                 *       SHIPPED VARIANTS       *
                 *******************************/

%!  shipped_variant(?Variant) is nondet.
%
%   Variant is a variant the library ships as kb/draughts/Variant.pl, module
%   kb_Variant.  Enumerates them Brazilian first (the default variant),
%   then alphabetically.

shipped_variant(brazilian).
shipped_variant(antidraughts).
shipped_variant(breakthrough).
shipped_variant(canadian).
shipped_variant(czech).
shipped_variant(english).
shipped_variant(frisian).
shipped_variant(frysk).
shipped_variant(international).
shipped_variant(italian).
shipped_variant(killer).
shipped_variant(pool).
shipped_variant(russian).
shipped_variant(spanish).
shipped_variant(srilankan).
shipped_variant(thai).
shipped_variant(turkish).

%!  variant_module(+Variant, -Module) is det.
%
%   Module is the module of Variant's relations.  A shipped variant
%   (see shipped_variant/1) is loaded from kb/draughts/Variant.pl on first use,
%   module kb_Variant; any other atom names a loaded module, a user's
%   own knowledge base.
%
%   @error instantiation_error if Variant is unbound;
%   type_error(atom, Variant) if it is not an atom;
%   existence_error(damas_variant, Variant) if it is neither shipped
%   nor a loaded module (the message says how to load a variant file).

variant_module(Variant, Module) :-
    must_be(atom, Variant),
    (   shipped_variant(Variant)
    ->  atom_concat(kb_, Variant, Module),
        (   current_module(Module),
            shipped_module_loaded(Module)
        ->  true
        ;   with_mutex(damas_kb, load_shipped(Variant, Module))
        )
    ;   current_module(Variant)
    ->  Module = Variant
    ;   unknown_variant(Variant)
    ).

%   A teacher who types the name of a variant file not yet loaded gets
%   the step that is missing, and the shipped names.

unknown_variant(Variant) :-
    findall(Name, shipped_variant(Name), Names),
    atomic_list_concat(Names, ', ', Shipped),
    (   nearest_variant(Variant, Nearest)
    ->  format(string(Hint), "did you mean ~q? Else ", [Nearest])
    ;   Hint = ""
    ),
    format(string(Message),
           "~q is neither a shipped variant (~w) nor a loaded module: \c
            ~wload the file of module ~q first, e.g. \c
            ?- use_module('~w.pl', []). (docs/rules.md, \"A variant of your own\")",
           [Variant, Shipped, Hint, Variant, Variant]),
    throw(error(existence_error(damas_variant, Variant), context(_, Message))).

%!  nearest_variant(+Name, -Nearest) is semidet.
%
%   Nearest is the shipped variant that Name, which is not one, was
%   most likely meant to be: `brazilian` for `brasilian`, `russian`
%   for `russain`, `turkish` for `turkey`.  Fails when none is near.

nearest_variant(Name, Nearest) :-
    atom(Name),
    \+ shipped_variant(Name),
    downcase_atom(Name, Lower),
    findall(Score-Variant,
            ( shipped_variant(Variant),
              variant_likeness(Lower, Variant, Score)
            ),
            Scores),
    max_member(Best-Nearest, Scores),
    Best >= 0.7.

%   How alike a name is to a variant's, from 0 to 1: the same letters in
%   another order (a transposition) or a common start of four letters
%   or more count as alike as a close spelling.

variant_likeness(Name, Variant, 1.0) :-
    Name == Variant,
    !.
variant_likeness(Name, Variant, 0.95) :-
    atom_chars(Name, Chars),
    atom_chars(Variant, VariantChars),
    msort(Chars, Sorted),
    msort(VariantChars, Sorted),
    !.
variant_likeness(Name, Variant, Score) :-
    isub(Name, Variant, Similarity, [normalize(true)]),
    (   atom_length(Name, Length),
        Length >= 4,
        sub_atom(Name, 0, 4, _, Start),
        sub_atom(Variant, 0, 4, _, Start)
    ->  Score is max(Similarity, 0.75)
    ;   Score = Similarity
    ).

:- dynamic shipped_module_loaded/1.     % Module

%   kb/draughts/ is beside prolog/, as in a checkout or an installed pack.  A
%   user's variant names its files by the alias damas_kb, e.g.
%   `:- reexport(damas_kb(board_8x8)).`, from wherever it is.

:- dynamic kb_directory/1.
:- multifile user:file_search_path/2.
:- dynamic user:file_search_path/2.

:- prolog_load_context(directory, Dir),
   atomic_list_concat([Dir, '/../../kb/draughts'], KbDir0),
   absolute_file_name(KbDir0, KbDir),
   retractall(kb_directory(_)),
   asserta(kb_directory(KbDir)),
   (   user:file_search_path(damas_kb, KbDir)
   ->  true
   ;   assertz(user:file_search_path(damas_kb, KbDir))
   ).

load_shipped(_, Module) :-
    shipped_module_loaded(Module),
    !.
load_shipped(Variant, Module) :-
    kb_directory(Dir),
    atomic_list_concat([Dir, /, Variant, '.pl'], File),
    (   exists_file(File)
    ->  true
    ;   existence_error(damas_variant, Variant)
    ),
    use_module(File, []),
    (   module_property(Module, file(Loaded)),
        same_file(Loaded, File)
    ->  assertz(shipped_module_loaded(Module))
    ;   format(string(Message), "~w does not define the module ~w", [File, Module]),
        throw(error(existence_error(damas_variant, Variant), context(_, Message)))
    ).


                 /*******************************
                 *          VOCABULARY          *
                 *******************************/

%!  rule_vocabulary(?Name, ?Domain, ?Default, ?Reader, ?Meaning) is nondet.
%
%   The rule vocabulary of docs/rules.md, one row per rule name, in the
%   order of that table.  Domain is one of:
%
%     - oneof(Values): one of the atoms Values;
%     - subset_list(Values): a list of distinct atoms of Values, in the
%       order the rule applies them;
%     - ranks: a list of distinct integers, ranks of the board;
%     - integer_from(Min): an integer >= Min.
%
%   Default is the value of a rule the variant does not state, or
%   start_ranks(Side) for the start ranks computed from the board
%   height, or `none` for pdn_game_type (no PDN number).  Reader is
%   `movegen` for the rules that decide the legal moves (both backends
%   read them; the C engine gets them as engine rules) and `library`
%   for those the Prolog library reads (start, draws, notation).
%   Meaning is a one-line string.

rule_vocabulary(first_to_move, oneof([white, black]), white, library,
                "the side that moves first").
rule_vocabulary(men_start_ranks(white), ranks, start_ranks(white), library,
                "the ranks whose dark squares hold White's men at the start").
rule_vocabulary(men_start_ranks(black), ranks, start_ranks(black), library,
                "the ranks whose dark squares hold Black's men at the start").
rule_vocabulary(lines, oneof([diagonal, orthogonal]), diagonal, movegen,
                "the lines pieces move and capture along: diagonals, or ranks and files").
rule_vocabulary(men_capture_backward, oneof([true, false]), true, movegen,
                "men capture backward as well as forward").
rule_vocabulary(men_capture_kings, oneof([true, false]), true, movegen,
                "a man may capture a king").
rule_vocabulary(flying_kings, oneof([true, false]), true, movegen,
                "kings move and capture along whole lines").
rule_vocabulary(king_landing, oneof([anywhere, behind_piece, behind_king]),
                anywhere, movegen,
                "where a flying king lands after taking a piece").
rule_vocabulary(captured_pieces_block, oneof([true, false]), true, movegen,
                "captured pieces stay on the board until the move ends").
rule_vocabulary(king_turns_back, oneof([true, false]), true, movegen,
                "a king may turn 180 degrees between two captures of one move").
rule_vocabulary(crown_during_capture, oneof([true, false]), false, movegen,
                "a man reaching its far row during a capture goes on as a king").
rule_vocabulary(orthogonal_captures, oneof([true, false]), false, movegen,
                "pieces also capture along ranks and files").
rule_vocabulary(majority_capture, oneof([true, false, by_value]), true, movegen,
                "a capture taking the most pieces (or value) must be played").
rule_vocabulary(capture_precedence,
                subset_list([by_king, most_kings, earliest_king]), [], movegen,
                "tie-breaks among the captures the majority rule leaves").
rule_vocabulary(game_won_by,
                oneof([opponent_without_move, having_no_move, first_king]),
                opponent_without_move, library,
                "how a game is won: the opponent left without a move, having none oneself, or crowning first").
rule_vocabulary(draw_repetition, integer_from(2), 3, library,
                "a position's N-th occurrence is a draw").
rule_vocabulary(draw_kings_only_moves, integer_from(1), 20, library,
                "N moves by each side with only kings moving and nothing taken is a draw").
rule_vocabulary(draw_three_kings_against_one, integer_from(1), 20, library,
                "three kings against one: drawn if not won within N moves").
rule_vocabulary(draw_by_agreement, oneof([true, false]), true, library,
                "the players may agree a draw in interactive play").
rule_vocabulary(pdn_game_type, integer_from(1), none, library,
                "the PDN GameType number of the variant").

%   Names of former versions of the vocabulary, for the error message.

renamed_rule(king_capture_preference, capture_precedence).

known_rule_name(Name) :-
    rule_vocabulary(Name, _, _, _, _).


                 /*******************************
                 *        READING RULES         *
                 *******************************/

%!  variant_rule(+Variant, ?Name, -Value) is nondet.
%
%   Value is the value of the vocabulary rule Name in Variant: the value
%   the variant states, else the rule's default.  With Name unbound,
%   every rule of the vocabulary on backtracking, in the order of
%   variant_rules/2; with Name bound, det.  The whole variant is checked
%   on first use (see check_variant/1).  library(damas) exports it:
%
%   ==
%   ?- variant_rule(russian, Name, Value).
%   Name = first_to_move,
%   Value = white ;
%   Name = men_start_ranks(white),
%   Value = [1, 2, 3] ;
%   ...
%   ?- variant_rule(russian, flying_kings, Flying).
%   Flying = true.
%   ==
%
%   @error instantiation_error if Name is neither unbound nor ground;
%   domain_error(damas_rule_name, Name) if Name is not in the
%   vocabulary; the errors of check_variant/1.

variant_rule(Variant, Name, Value) :-
    var(Name),
    !,
    variant_rules(Variant, Rules),
    member(rule(Name, Value), Rules).
variant_rule(Variant, Name, Value) :-
    atom(Variant),
    ground(Name),
    variant_rule_cache(Variant, Name, Stamp, Value0),
    variant_stamp_current(Stamp),
    !,
    Value = Value0.
variant_rule(Variant, Name, Value) :-
    (   ground(Name)
    ->  true
    ;   instantiation_error(Name)
    ),
    (   known_rule_name(Name)
    ->  true
    ;   unknown_rule_name(Name)
    ),
    checked_rules(Variant, Rules),
    memberchk(rule(Name, Value0), Rules),
    Value = Value0.

%!  variant_rules(+Variant, -Rules) is det.
%
%   Rules is the list of rule(Name, Value) terms of every rule of the
%   vocabulary for Variant, in the order of rule_vocabulary/5, defaults
%   filled in.  pdn_game_type is left out when the variant does not
%   state it.  library(damas) exports it: the rules of a variant are
%   one query.
%
%   ==
%   ?- variant_rules(russian, Rules).
%   Rules = [rule(first_to_move, white), rule(men_start_ranks(white), [1, 2, 3]), ...].
%   ==
%
%   @error the errors of check_variant/1.

variant_rules(Variant, Rules) :-
    checked_rules(Variant, Rules0),
    exclude(==(rule(pdn_game_type, none)), Rules0, Rules).

%!  variant_movegen_rules(+Variant, -Rules) is det.
%
%   Rules is the list of rule(Name, Value) of the rules that decide the
%   legal moves (Reader `movegen` in rule_vocabulary/5), each once, in
%   vocabulary order: the engine's rules.
%
%   @error the errors of check_variant/1.

variant_movegen_rules(Variant, Rules) :-
    checked_rules(Variant, All),
    include(movegen_rule, All, Rules).

movegen_rule(rule(Name, _)) :-
    rule_vocabulary(Name, _, _, movegen, _).

%!  variant_board(+Variant, -Board) is det.
%
%   Board is board(Squares, Steps, Jumps, Lines), Variant's board as the
%   engines take it: the number of dark squares, the lists of its
%   movepeca(From, To, Side) and comepeca(From, Over, To) facts, and its
%   lines: its diagonal(From, Direction, To) facts, followed by its
%   orthogonal(From, Direction, To) facts when the variant's rule
%   orthogonal_captures is `true`; only its orthogonal/3 facts when its
%   rule lines is `orthogonal`.  All checked.
%
%   @error the errors of check_variant/1.

variant_board(Variant, Board) :-
    checked_variant(Variant, Stamp, _),
    (   variant_board_cache(Variant, Stamp, Board0)
    ->  Board = Board0
    ;   variant_board(Variant, Board)   % checked again meanwhile
    ).

%!  check_variant(+Variant) is det.
%
%   Variant is a usable variant: a module (see variant_module/2) with
%   the board relations, which make a board, and rules that are all in
%   the vocabulary with values in their domains, one value each.  The
%   check runs once per variant, and again after any clause of its
%   modules changed (see variant_stamp/2); its result is kept.
%
%   @error see the module's list of errors.

check_variant(Variant) :-
    checked_rules(Variant, _).

:- dynamic variant_cache/3.             % Variant, Stamp, Rules
:- dynamic variant_board_cache/3.       % Variant, Stamp, Board
:- dynamic variant_rule_cache/4.        % Variant, Name, Stamp, Value

checked_rules(Variant, Rules) :-
    checked_variant(Variant, _, Rules).

%   checked_variant(+Variant, -Stamp, -Rules)
%
%   The cache entry of Variant, checked anew when its stamp is out of
%   date (a clause of its modules changed) or there is none.  The board,
%   a large term, is kept apart, and each rule has a fact of its own
%   too: a call of a dynamic predicate copies what it returns, and the
%   reference rules ask for a rule many times a move.

checked_variant(Variant, Stamp, Rules) :-
    atom(Variant),
    variant_cache(Variant, Stamp0, Rules0),
    variant_stamp_current(Stamp0),
    !,
    Stamp = Stamp0,
    Rules = Rules0.
checked_variant(Variant, Stamp, Rules) :-
    variant_module(Variant, Module),
    with_mutex(damas_kb, cached_or_checked(Variant, Module)),
    variant_cache(Variant, Stamp0, Rules0),
    Stamp = Stamp0,
    Rules = Rules0.

%   The generations are taken before the facts are read: a change made
%   while they are read leaves the entry out of date, not wrong.  A
%   variant checked again to the same rules and board keeps its
%   Contents, so that what was built from it (module damas's engine,
%   with its endgame database) is kept too; new contents are named by
%   the generations they were read at, which no earlier check of the
%   variant had (generations only grow).

cached_or_checked(Variant, _) :-
    variant_cache(Variant, Stamp, _),
    variant_stamp_current(Stamp),
    !.
cached_or_checked(Variant, Module) :-
    relation_modules(Module, Modules),
    maplist(module_generation, Modules, Generations),
    check_relations(Module),
    check_rule_names(Variant, Module),
    board_height(Module, Height),
    findall(Name, known_rule_name(Name), Names),
    maplist(read_rule(Variant, Module, Height), Names, Rules),
    check_board(Variant, Module, Rules, Board),
    (   variant_cache(Variant, stamp(Contents0, _), Rules),
        variant_board_cache(Variant, _, Board)
    ->  Contents = Contents0
    ;   Contents = Generations
    ),
    Stamp = stamp(Contents, Generations),
    retractall(variant_cache(Variant, _, _)),
    retractall(variant_board_cache(Variant, _, _)),
    retractall(variant_rule_cache(Variant, _, _, _)),
    assertz(variant_board_cache(Variant, Stamp, Board)),
    forall(member(rule(Name, Value), Rules),
           assertz(variant_rule_cache(Variant, Name, Stamp, Value))),
    assertz(variant_cache(Variant, Stamp, Rules)).

%!  variant_stamp(+Variant, -Stamp) is det.
%
%   Stamp stands for the checked rules and board of Variant as they are
%   now: stamp(Contents, Generations), Contents a term that changes
%   when the checked rules or board change, Generations the list of
%   Module-Generation of the modules the variant's relations come from
%   when it was checked.  Checks the variant first if it changed (see
%   variant_stamp_current/1) or was never checked.  Whatever is built
%   from a variant is kept with its stamp, and used while
%   variant_stamp_current/1 holds for it.
%
%   @error the errors of check_variant/1.

variant_stamp(Variant, Stamp) :-
    checked_variant(Variant, Stamp, _).

%!  variant_stamp_current(+Stamp) is semidet.
%
%   No clause of the modules of Stamp (see variant_stamp/2) was added,
%   changed or removed since Stamp was taken: what was built from the
%   variant then still holds.  A fraction of a microsecond for each
%   module.

variant_stamp_current(stamp(_, Generations)) :-
    generations_current(Generations).

generations_current([]).
generations_current([Module-Generation|More]) :-
    module_property(Module, last_modified_generation(Generation)),
    generations_current(More).

module_generation(Module, Module-Generation) :-
    module_property(Module, last_modified_generation(Generation)).

%   relation_modules(+Module, -Modules): Module and the modules that
%   define the relations and rules it has (a board it imports or
%   re-exports), each once.

relation_modules(Module, Modules) :-
    findall(Definer,
            ( member(Name/Arity, [casa/4, movepeca/3, comepeca/3, diagonal/3,
                                  orthogonal/3, rule/2]),
              functor(Head, Name, Arity),
              predicate_property(Module:Head, defined),
              predicate_property(Module:Head, implementation_module(Definer)),
              \+ module_property(Definer, class(system))
            ),
            Definers),
    sort([Module|Definers], Modules).

%   read_rule(+Variant, +Module, +Height, +Name, -Rule)
%
%   Rule is rule(Name, Value), Value the one value Module states for
%   Name (asked with Name bound), or the default.

read_rule(Variant, Module, Height, Name, rule(Name, Value)) :-
    rule_vocabulary(Name, Domain, Default, _, _),
    (   defines_rules(Module)
    ->  findall(V, Module:rule(Name, V), Values0)
    ;   Values0 = []
    ),
    (   member(V, Values0),
        \+ ground(V)
    ->  domain_text(Domain, Allowed),
        format(string(Message), "variant ~w: the value of rule ~q must be ground, \c
                                 ~s", [Variant, Name, Allowed]),
        throw(error(domain_error(damas_rule, rule(Name, V)), context(_, Message)))
    ;   true
    ),
    sort(Values0, Values),
    (   Values == []
    ->  default_value(Default, Height, Value)
    ;   Values = [Value]
    ->  check_value(Variant, Name, Domain, Value)
    ;   format(string(Message), "variant ~w gives rule ~q several values: ~q",
               [Variant, Name, Values]),
        throw(error(domain_error(damas_rule, rule(Name, several(Values))),
                    context(_, Message)))
    ).

default_value(start_ranks(Side), Height, Ranks) :-
    !,
    Count is (Height - 2) // 2,
    (   Side == white
    ->  numlist_or_empty(1, Count, Ranks)
    ;   First is Height - Count + 1,
        numlist_or_empty(First, Height, Ranks)
    ).
default_value(Value, _, Value).

numlist_or_empty(Low, High, List) :-
    (   Low =< High
    ->  numlist(Low, High, List)
    ;   List = []
    ).

check_value(Variant, Name, Domain, Value) :-
    (   in_domain(Domain, Value)
    ->  true
    ;   domain_text(Domain, Allowed),
        format(string(Message), "variant ~w: rule ~q takes ~s, not ~q",
               [Variant, Name, Allowed, Value]),
        throw(error(domain_error(damas_rule, rule(Name, Value)), context(_, Message)))
    ).

in_domain(oneof(Values), Value) :-
    atom(Value),
    memberchk(Value, Values).
in_domain(subset_list(Values), List) :-
    is_list(List),
    forall(member(X, List), ( atom(X), memberchk(X, Values) )),
    sort(List, Set),
    same_length(Set, List).
in_domain(ranks, List) :-
    is_list(List),
    forall(member(X, List), integer(X)),
    sort(List, Set),
    same_length(Set, List).
in_domain(integer_from(Min), Value) :-
    integer(Value),
    Value >= Min.

domain_text(oneof(Values), Text) :-
    atomic_list_concat(Values, ', ', List),
    format(string(Text), "one of ~w", [List]).
domain_text(subset_list(Values), Text) :-
    atomic_list_concat(Values, ', ', List),
    format(string(Text), "a list of distinct atoms among ~w", [List]).
domain_text(ranks, "a list of distinct integer ranks").
domain_text(integer_from(Min), Text) :-
    format(string(Text), "an integer >= ~d", [Min]).


                 /*******************************
                 *          RULE NAMES          *
                 *******************************/

%   check_rule_names(+Variant, +Module)
%
%   Every rule name Module states is in the vocabulary.  The names are
%   the answers of rule(Name, _) with Name unbound, and the names in the
%   heads of its rule/2 clauses: a clause written for a bound name may
%   throw, loop or answer only in part when asked with Name unbound, so
%   the enumeration is guarded and its errors ignored (each name is
%   asked again, bound, when it is read).

check_rule_names(Variant, Module) :-
    (   defines_rules(Module)
    ->  stated_rule_names(Module, Names),
        forall(member(Name, Names), check_rule_name(Variant, Name))
    ;   true
    ).

stated_rule_names(Module, Names) :-
    findall(Name, enumerated_rule_name(Module, Name), Names1),
    findall(Name, clause_rule_name(Module, Name), Names2),
    append(Names1, Names2, Names0),
    include(nonvar, Names0, Names3),
    sort(Names3, Names).

enumerated_rule_name(Module, Name) :-
    catch(call_with_inference_limit(
              findall(N, limit(10000, catch(Module:rule(N, _), error(_, _), fail)), Ns),
              1000000, _),
          error(_, _), Ns = []),
    (   is_list(Ns)
    ->  member(Name, Ns)
    ;   fail
    ).

clause_rule_name(Module, Name) :-
    catch(clause(Module:rule(Name, _), _), error(_, _), fail).

check_rule_name(_, Name) :-
    known_rule_name(Name),
    !.
check_rule_name(_, men_start_ranks(Side)) :-    % a clause for both sides
    var(Side),
    !.
check_rule_name(Variant, Name) :-
    unknown_rule_name(Variant, Name).

unknown_rule_name(Name) :-
    unknown_rule_name(_, Name).

unknown_rule_name(Variant, Name) :-
    (   nonvar(Variant)
    ->  format(string(Where), "variant ~w: ", [Variant])
    ;   Where = ""
    ),
    (   nearest_rule_name(Name, Nearest)
    ->  format(string(Hint), "; did you mean ~q?", [Nearest])
    ;   Hint = "; see docs/rules.md"
    ),
    format(string(Message), "~s~q is not a rule name of the vocabulary~s",
           [Where, Name, Hint]),
    throw(error(domain_error(damas_rule_name, Name), context(_, Message))).

nearest_rule_name(Name, Nearest) :-
    renamed_rule(Name, Nearest),
    !.
nearest_rule_name(Name, Nearest) :-
    format(string(Text), "~q", [Name]),
    findall(Similarity-Known,
            ( known_rule_name(Known),
              format(string(KnownText), "~q", [Known]),
              isub(Text, KnownText, Similarity, [normalize(true)])
            ),
            Pairs),
    max_member(Best-Nearest, Pairs),
    Best >= 0.7.

%   The module defines rule/2 itself or imports it, but not from the
%   system (SWI-Prolog has a rule/2 of its own).  A variant that states
%   no rule at all plays by the defaults.

defines_rules(Module) :-
    defines(Module, rule/2).

defines(Module, Name/Arity) :-
    functor(Head, Name, Arity),
    predicate_property(Module:Head, defined),
    predicate_property(Module:Head, implementation_module(Definer)),
    \+ module_property(Definer, class(system)).


                 /*******************************
                 *             BOARD            *
                 *******************************/

check_relations(Module) :-
    forall(member(PI, [casa/4, movepeca/3, comepeca/3]),
           must_define(Module, PI)).

must_define(Module, PI) :-
    (   defines(Module, PI)
    ->  true
    ;   existence_error(procedure, Module:PI)
    ).

board_height(Module, Height) :-
    findall(R, Module:casa(_, R, _, _), Ranks),
    (   Ranks == []
    ->  Height = 0
    ;   include(integer, Ranks, IntRanks),
        IntRanks \== []
    ->  max_list(IntRanks, Height)
    ;   Height = 0
    ).

%   check_board(+Variant, +Module, +Rules, -Board)
%
%   The relations make a board; Board is board(Squares, Steps, Jumps,
%   Lines) as variant_board/2 gives it.

check_board(Variant, Module, Rules, board(Squares, Steps, Jumps, Lines)) :-
    findall(casa(F, R, C, N), Module:casa(F, R, C, N), Casas),
    maplist(check_casa(Variant), Casas),
    check_one_casa_per_square(Variant, Casas),
    include([casa(_, _, dark, _)]>>true, Casas, Dark),
    length(Dark, Squares),
    (   between(1, 112, Squares)
    ->  true
    ;   board_error(Variant, squares(Squares),
                    "a board has 1 to 112 dark squares")
    ),
    check_numbers(Variant, Dark, Squares),
    findall(movepeca(F, T, S), Module:movepeca(F, T, S), Steps),
    maplist(check_step(Variant, Squares), Steps),
    findall(comepeca(F, O, T), Module:comepeca(F, O, T), Jumps),
    maplist(check_jump(Variant, Squares), Jumps),
    (   memberchk(rule(lines, orthogonal), Rules)
    ->  orthogonal_lines(Variant, Module, Squares, Orthogonals),
        check_steps_along_lines(Variant, Steps, Orthogonals, "a rank or a file"),
        check_jumps_along_lines(Variant, Jumps, Orthogonals, "a rank or a file"),
        Lines = Orthogonals
    ;   must_define(Module, diagonal/3),
        findall(diagonal(F, D, T), Module:diagonal(F, D, T), Diagonals),
        maplist(check_line(Variant, Squares, [north_east, north_west, south_east, south_west]),
                Diagonals),
        check_steps_along_lines(Variant, Steps, Diagonals, "a diagonal"),
        check_jumps_along_lines(Variant, Jumps, Diagonals, "a diagonal"),
        (   memberchk(rule(orthogonal_captures, true), Rules)
        ->  orthogonal_lines(Variant, Module, Squares, Orthogonals),
            append(Diagonals, Orthogonals, Lines)
        ;   Lines = Diagonals
        )
    ),
    check_start_ranks(Variant, Module, Rules).

orthogonal_lines(Variant, Module, Squares, Orthogonals) :-
    must_define(Module, orthogonal/3),
    findall(orthogonal(F, D, T), Module:orthogonal(F, D, T), Orthogonals),
    maplist(check_line(Variant, Squares, [north, south, east, west]), Orthogonals).

check_casa(Variant, Casa) :-
    Casa = casa(F, R, C, N),
    (   integer(F), F >= 1,
        integer(R), R >= 1,
        (   C == dark, integer(N)
        ;   C == light, N == none
        )
    ->  true
    ;   board_error(Variant, Casa,
                    "a square is casa(File, Rank, dark, Number) or \c
                     casa(File, Rank, light, none), File and Rank positive integers")
    ).

check_one_casa_per_square(Variant, Casas) :-
    (   append(_, [casa(F, R, C1, N1)|Later], Casas),
        memberchk(casa(F, R, C2, N2), Later)
    ->  format(string(Message), "casa(~q, ~q, ~q, ~q) and casa(~q, ~q, ~q, ~q) \c
                                 describe the same square",
               [F, R, C1, N1, F, R, C2, N2]),
        board_message_error(Variant, casa(F, R, C2, N2), Message)
    ;   true
    ).

check_numbers(Variant, Dark, Squares) :-
    forall(member(Casa, Dark),
           (   Casa = casa(_, _, _, N),
               between(1, Squares, N)
           ->  true
           ;   format(string(Message), "the dark squares are numbered 1 to ~d", [Squares]),
               board_message_error(Variant, Casa, Message)
           )),
    (   append(_, [casa(F1, R1, dark, N)|Later], Dark),
        memberchk(casa(F2, R2, dark, N), Later)
    ->  format(string(Message), "casa(~q, ~q, dark, ~q) and casa(~q, ~q, dark, ~q) \c
                                 give two squares the number ~q",
               [F1, R1, N, F2, R2, N, N]),
        board_message_error(Variant, casa(F2, R2, dark, N), Message)
    ;   true
    ).

check_step(Variant, Squares, Step) :-
    Step = movepeca(F, T, S),
    (   square(Squares, F), square(Squares, T), F \== T,
        ( S == white ; S == black )
    ->  true
    ;   board_error(Variant, Step,
                    "a step goes between two dark squares of the board, \c
                     for white or black")
    ).

check_jump(Variant, Squares, Jump) :-
    Jump = comepeca(F, O, T),
    (   square(Squares, F), square(Squares, O), square(Squares, T),
        F \== O, O \== T, F \== T
    ->  true
    ;   board_error(Variant, Jump,
                    "a jump goes from a dark square over another to a third")
    ).

check_line(Variant, Squares, Directions, Line) :-
    Line =.. [Relation, F, D, T],
    (   square(Squares, F), square(Squares, T), F \== T,
        atom(D), memberchk(D, Directions)
    ->  true
    ;   atomic_list_concat(Directions, ', ', DirectionText),
        format(string(Message), "~w(From, Direction, To) joins two dark squares \c
                                 of the board, Direction one of ~w",
               [Relation, DirectionText]),
        board_message_error(Variant, Line, Message)
    ).

square(Squares, N) :-
    integer(N),
    between(1, Squares, N).

%   The C engine moves men by whole-board shifts along the board's
%   lines (the diagonals, or with rule(lines, orthogonal) the ranks and
%   files), and refuses a board whose steps or jumps do not follow them
%   (see c_src/draughts/board.c); these checks give its errors for every
%   backend.  A step goes to the next square along a line; the jumps are
%   exactly the two-square runs along the lines, each stated once.

check_steps_along_lines(Variant, Steps, Lines, LineName) :-
    (   member(Step, Steps),
        Step = movepeca(F, T, _),
        \+ ( member(Line, Lines), arg(1, Line, F), arg(3, Line, T) )
    ->  format(string(Message), "~W is not along ~s",
               [Step, [quoted(true), spacing(next_argument)], LineName]),
        board_message_error(Variant, Step, Message)
    ;   true
    ).

check_jumps_along_lines(Variant, Jumps, Diagonals, LineName) :-
    (   member(Jump, Jumps),
        \+ diagonal_jump(Diagonals, Jump)
    ->  format(string(Message), "~W is not along ~s",
               [Jump, [quoted(true), spacing(next_argument)], LineName]),
        board_message_error(Variant, Jump, Message)
    ;   true
    ),
    (   append(_, [Jump|Later], Jumps),
        memberchk(Jump, Later)
    ->  format(string(Message), "~W is stated twice", [Jump, [quoted(true), spacing(next_argument)]]),
        board_message_error(Variant, Jump, Message)
    ;   true
    ),
    (   diagonal_jump(Diagonals, Jump),
        \+ memberchk(Jump, Jumps)
    ->  format(string(Message), "the lines give the jump ~W, which comepeca/3 lacks",
               [Jump, [quoted(true), spacing(next_argument)]]),
        board_message_error(Variant, Jump, Message)
    ;   true
    ).

% A two-square run along one line: Lines are diagonal/3 or orthogonal/3
% terms.
diagonal_jump(Lines, comepeca(F, O, T)) :-
    member(Line, Lines),
    Line =.. [Relation, F, D, O],
    Next =.. [Relation, O, D, T],
    memberchk(Next, Lines).

%   Each side's start ranks are ranks of the board, the sides' ranks
%   differ, and a man on them is not already where it is crowned (it
%   has a step).

check_start_ranks(Variant, Module, Rules) :-
    memberchk(rule(men_start_ranks(white), White), Rules),
    memberchk(rule(men_start_ranks(black), Black), Rules),
    check_side_ranks(Variant, Module, white, White),
    check_side_ranks(Variant, Module, black, Black),
    (   member(Rank, White),
        memberchk(Rank, Black)
    ->  format(string(Message), "rank ~d is a start rank of both sides", [Rank]),
        board_message_error(Variant, rule(men_start_ranks(black), Black), Message)
    ;   true
    ).

check_side_ranks(Variant, Module, Side, Ranks) :-
    Rule = rule(men_start_ranks(Side), Ranks),
    forall(member(Rank, Ranks),
           (   Module:casa(_, Rank, _, _)
           ->  true
           ;   format(string(Message), "rank ~q is not a rank of the board", [Rank]),
               board_message_error(Variant, Rule, Message)
           )),
    forall(( member(Rank, Ranks),
             Module:casa(_, Rank, dark, N)
           ),
           (   Module:movepeca(N, _, Side)
           ->  true
           ;   format(string(Message), "a ~w man would start on square ~d, \c
                                        where it is crowned", [Side, N]),
               board_message_error(Variant, Rule, Message)
           )).

board_error(Variant, Culprit, Why) :-
    format(string(Message), "~s", [Why]),
    board_message_error(Variant, Culprit, Message).

board_message_error(Variant, Culprit, Message0) :-
    format(string(Message), "variant ~w: ~s", [Variant, Message0]),
    throw(error(domain_error(damas_board, Culprit), context(_, Message))).
