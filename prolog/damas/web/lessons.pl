:- module(damas_web_lessons,
          [ lesson_names/2,             % +Directory, -Names
            lesson_read/3,              % +Directory, +Name, -Lesson
            lesson_summary/2,           % +Lesson, -Summary
            lesson_page/2,              % +Lesson, -Page
            lesson_check_input/3        % +Directory, +Input, -ConsoleInput
          ]).
:- use_module(library(aggregate)).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(readutil)).
:- use_module('../../damas', [fen_position/3]).
:- use_module('../kb', [shipped_variant/1]).
:- use_module('../svg', [position_svg/3]).
:- use_module(console_library, []).

/** <module> Lessons a teacher writes, as the web board serves them

A lesson is one file, NAME.pl in the lesson folder (examples/lessons/
of the repository unless web_server/1 is told another with
`lesson_directory(Dir)`), NAME made of lower-case letters, digits and
`_`.  The file holds plain facts, which the server READS as terms and
never runs (a lesson's Prolog runs only in the console's child process,
library(damas/web/console)).  The page shows the items in the order of
the file:

    title("Changing the rules of draughts").        % once
    summary("One rule fact changes the game.").     % once, for /lessons
    variant(brazilian).      % once: the default of boards and exercises

    section("1. Capture the most pieces", "Text ...").
    board("W:W22,31:B11,18,27", [caption("White to move")]).
    query("shown(P), legal_moves(P, Moves)", [caption("The legal moves")]).
    exercise(man_steps, [ predicate(man_steps/3),
                          statement("Write man_steps(+Position, +Square, -Steps) ..."),
                          starter("man_steps(Position, Square, Steps) :-\n    ..."),
                          reference(piece_reach/3),
                          arguments(own_men), compare(set), positions(500) ]).
    solution:capture_count(P, N) :- legal_moves(P, [M|_]), ...

A section's text is "markdown-ish": paragraphs apart by an empty line,
lines starting `- ` a list, `code` in back quotes, **bold**.  A board
takes variant(V) (default the lesson's); a query runs on the last board
above it (its `shown(P)`, in that board's variant), and the exercise's
query line on the page too.

An exercise names the predicate the student writes (predicate/1), its
statement and starter program, and the reference it is compared with
(reference/1): a predicate of the console (library(damas/web/
console_library)) or one the lesson defines by clauses `solution:Head
:- Body`.  The check runs in the console's child process, as a query of
lesson_check/4 there: the student's program and the solution (its
predicates renamed, so that they cannot meet the student's) are
compared on the positions of random games, options positions(N)
(default 500, at most 2000), seed(S), variant(V), and arguments/1,
compare/1 and answers/1 of library(damas/web/lesson_check).  The
solution is loaded after the student's program, as a program of its
own in the same module: a student's predicate named as a console
predicate the solution calls is the one it calls.
*/

%!  lesson_names(+Directory, -Names) is det.
%
%   Names are the lessons of Directory (atoms), in alphabetical order.

lesson_names(Directory, Names) :-
    (   exists_directory(Directory)
    ->  directory_files(Directory, Files)
    ;   Files = []
    ),
    findall(Name, ( member(File, Files),
                    file_name_extension(Name, pl, File),
                    lesson_name(Name)
                  ), Names0),
    msort(Names0, Names).

lesson_name(Name) :-
    atom(Name),
    atom_length(Name, Length),
    between(1, 64, Length),
    atom_codes(Name, Codes),
    forall(member(C, Codes), ( code_type(C, csym), \+ code_type(C, upper) )).

%!  lesson_read(+Directory, +Name, -Lesson) is det.
%
%   Lesson is the lesson Name (an atom or string) of Directory, a dict
%   with `name`, `title`, `summary`, `variant`, `items` (board(Fen,
%   Variant, Caption), section(Title, Text), query(Text, Fen, Variant,
%   Caption), exercise(Id, Dict)) and `solution` (the clauses of
%   `solution:`).
%
%   @error existence_error(damas_lesson, Name) if there is no such
%   lesson (or Name is not a lesson name: nothing outside Directory is
%   read); syntax errors and domain_error(damas_lesson_term, Term) for
%   a file that is not a lesson.

lesson_read(Directory, Name0, Lesson) :-
    (   text_to_string(Name0, NameText),
        atom_string(Name, NameText),
        lesson_name(Name),
        directory_file_path(Directory, Name, Base),
        file_name_extension(Base, pl, File),
        exists_file(File),
        \+ read_link(File, _, _)
    ->  true
    ;   existence_error(damas_lesson, Name0)
    ),
    setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                       read_lesson_terms(In, Terms),
                       close(In)),
    lesson_from_terms(Name, Terms, Lesson).

read_lesson_terms(In, Terms) :-
    read_term(In, Term, [module(damas_web_lessons)]),
    (   Term == end_of_file
    ->  Terms = []
    ;   Terms = [Term|Rest],
        read_lesson_terms(In, Rest)
    ).

lesson_from_terms(Name, Terms, Lesson) :-
    (   memberchk(variant(Variant), Terms)
    ->  must_be(atom, Variant),
        (   shipped_variant(Variant)
        ->  true
        ;   domain_error(damas_lesson_variant, Variant)
        )
    ;   Variant = brazilian
    ),
    (   memberchk(title(Title0), Terms) -> text_to_string(Title0, Title) ; atom_string(Name, Title) ),
    (   memberchk(summary(Summary0), Terms) -> text_to_string(Summary0, Summary) ; Summary = "" ),
    include([T]>>( T = (solution:_ :- _) ; T = solution:_ ), Terms, Solution0),
    maplist([T, C]>>( T = (solution:H :- B) -> C = (H :- B) ; T = solution:C ), Solution0, Solution),
    foldl(lesson_item(Variant, Solution), Terms, start("", Variant)-Items0, _-[]),
    Lesson = lesson{name: Name, title: Title, summary: Summary, variant: Variant,
                    items: Items0, solution: Solution}.

%   lesson_item(+Variant, +Solution, +Term, +Last-Items0, -Last-Items):
%   Last is the last board, start(Fen, Variant), for the queries below it.

lesson_item(_, _, title(_), S, S) :- !.
lesson_item(_, _, summary(_), S, S) :- !.
lesson_item(_, _, variant(_), S, S) :- !.
lesson_item(_, _, (solution:_ :- _), S, S) :- !.
lesson_item(_, _, solution:_, S, S) :- !.
lesson_item(_, _, section(Title0, Text0), Last-[section(Title, Text)|Items], Last-Items) :-
    !,
    text_to_string(Title0, Title),
    text_to_string(Text0, Text).
lesson_item(Default, _, board(Fen0, Options), _-[board(Fen, Variant, Caption)|Items],
            start(Fen, Variant)-Items) :-
    !,
    text_to_string(Fen0, Fen),
    option(variant(Variant), Options, Default),
    fen_position(Fen, _, [variant(Variant)]),
    option(caption(Caption0), Options, ""),
    text_to_string(Caption0, Caption).
lesson_item(Default, Solution, query(Text), S0, S) :-
    !,
    lesson_item(Default, Solution, query(Text, []), S0, S).
lesson_item(_, _, query(Text0, Options), start(Fen, Variant)-[query(Text, Fen, Variant, Caption)|Items],
            start(Fen, Variant)-Items) :-
    !,
    text_to_string(Text0, Text),
    option(caption(Caption0), Options, ""),
    text_to_string(Caption0, Caption).
lesson_item(Default, Solution, exercise(Id, Options), Last-[exercise(Id, Exercise)|Items], Last-Items) :-
    !,
    must_be(atom, Id),
    exercise_options(Default, Solution, Options, Exercise0),
    Last = start(Fen, Variant),
    Exercise = Exercise0.put(_{fen: Fen, board_variant: Variant}).
lesson_item(_, _, Term, _, _) :-
    domain_error(damas_lesson_term, Term).

exercise_options(Default, Solution, Options, Exercise) :-
    must_be(list, Options),
    option(predicate(Name/Arity), Options),
    must_be(atom, Name),
    must_be(between(2, 3), Arity),
    option(statement(Statement0), Options, ""),
    text_to_string(Statement0, Statement),
    option(starter(Starter0), Options, ""),
    text_to_string(Starter0, Starter),
    option(reference(RefName/Arity), Options),
    (   defines(Solution, RefName/Arity)
    ->  Reference = solution(RefName/Arity)
    ;   functor(Head, RefName, Arity),
        predicate_property(damas_console_library:Head, exported)
    ->  Reference = library(RefName/Arity)
    ;   existence_error(damas_lesson_reference, RefName/Arity)
    ),
    option(variant(Variant), Options, Default),
    option(positions(Count), Options, 500),
    must_be(between(1, 2000), Count),
    option(seed(Seed), Options, 1),
    must_be(integer, Seed),
    option(arguments(Kind), Options, none),
    option(compare(How), Options, exact),
    option(answers(Answers), Options, first),
    Exercise = exercise{predicate: Name/Arity, statement: Statement, starter: Starter,
                        reference: Reference, variant: Variant, positions: Count,
                        check: [variant(Variant), positions(Count), seed(Seed),
                                arguments(Kind), compare(How), answers(Answers)]}.

defines(Clauses, Name/Arity) :-
    member(Clause, Clauses),
    clause_head(Clause, Head),
    functor(Head, Name, Arity),
    !.

%   clause_head(+Clause, -Head): the head Clause defines, a DCG rule's
%   without its two arguments; a directive defines none.

clause_head((:- _), _) :- !, fail.
clause_head((Head :- _), Head) :- !, callable(Head).
clause_head((Head --> _), Head) :- !, callable(Head).
clause_head(Head, Head) :- callable(Head).

%!  lesson_summary(+Lesson, -Summary) is det.
%
%   Summary is the JSON dict of Lesson in the list of lessons.

lesson_summary(Lesson, _{name: Lesson.name, title: Lesson.title, summary: Lesson.summary,
                         variant: Lesson.variant, exercises: N}) :-
    aggregate_all(count, member(exercise(_, _), Lesson.items), N).

%!  lesson_page(+Lesson, -Page) is det.
%
%   Page is the JSON dict of Lesson for its page: the title, the
%   variant and the items, each a dict with `kind` (section, board,
%   query or exercise); boards drawn as SVG; a query and an exercise
%   with the last board above them (`fen`, and `variant` or
%   `board_variant`), which their `shown(P)` is.  The solution is not in
%   it.

lesson_page(Lesson, _{name: Lesson.name, title: Lesson.title, summary: Lesson.summary,
                      variant: Lesson.variant, items: Items}) :-
    maplist(page_item, Lesson.items, Items).

page_item(section(Title, Text), _{kind: section, title: Title, text: Text}).
page_item(board(Fen, Variant, Caption),
          _{kind: board, fen: Fen, variant: Variant, caption: Caption, svg: SVG}) :-
    fen_position(Fen, Position, [variant(Variant)]),
    position_svg(Position, SVG, [square_size(40)]).
page_item(query(Text, Fen, Variant, Caption),
          _{kind: query, query: Text, fen: Fen, variant: Variant, caption: Caption}).
page_item(exercise(Id, E),
          _{kind: exercise, id: Id, predicate: Predicate, statement: E.statement,
            starter: E.starter, variant: E.variant, positions: E.positions,
            reference: Reference, fen: E.fen, board_variant: E.board_variant}) :-
    E.predicate = Name/Arity,
    format(string(Predicate), "~w/~w", [Name, Arity]),
    (   E.reference = library(RName/RArity)
    ->  format(string(Reference), "the engine's ~w/~w", [RName, RArity])
    ;   Reference = "the teacher's solution"
    ).

%!  lesson_check_input(+Directory, +Input, -ConsoleInput) is det.
%
%   ConsoleInput is the console query (library(damas/web/console):
%   query, program, solution, variant) that checks the program of Input (a dict:
%   `lesson`, `exercise`, `program`, optionally `id`) against the
%   exercise's reference.
%
%   @error existence_error(damas_lesson, Name),
%   existence_error(damas_lesson_exercise, Id); damas_web_input/2 for
%   input of the wrong type.

lesson_check_input(Directory, Input, ConsoleInput) :-
    string_field(Input, lesson, LessonName),
    string_field(Input, exercise, ExerciseText),
    (   get_dict(program, Input, Program)
    ->  (   string(Program) -> true ; throw(error(damas_web_input(program, "a string"), _)) )
    ;   Program = ""
    ),
    lesson_read(Directory, LessonName, Lesson),
    (   member(exercise(Id, Exercise), Lesson.items),
        atom_string(Id, ExerciseText)
    ->  true
    ;   existence_error(damas_lesson_exercise, ExerciseText)
    ),
    renamed_solution(Lesson.solution, Renamed, Map),
    (   Exercise.reference = solution(RName/Arity)
    ->  memberchk(RName-Reference, Map)
    ;   Exercise.reference = library(Reference/Arity)
    ),
    Exercise.predicate = Name/Arity,
    format(string(Query), "lesson_check(~q, ~q, ~q, Verdict)",
           [Name/Arity, Reference/Arity, Exercise.check]),
    with_output_to(string(SolutionText),
                   forall(member(Clause, Renamed), portray_clause(Clause))),
    atom_string(Exercise.variant, Variant),
    ConsoleInput0 = _{query: Query, program: Program, solution: SolutionText,
                      variant: Variant},
    (   get_dict(id, Input, QueryId)
    ->  ConsoleInput = ConsoleInput0.put(id, QueryId)
    ;   ConsoleInput = ConsoleInput0
    ).

string_field(Input, Key, Text) :-
    (   get_dict(Key, Input, Text)
    ->  (   string(Text) -> true ; throw(error(damas_web_input(Key, "a string"), _)) )
    ;   throw(error(missing_input(Key), _))
    ).

%   renamed_solution(+Clauses, -Renamed, -Map): the predicates the
%   solution defines get names of their own, with a random number that
%   a student's program cannot know; every functor of those names in
%   the clauses is renamed, whatever its arity (a closure such as
%   maplist(step(P), Ss) names step/3 as step/1).

renamed_solution(Clauses, Renamed, Map) :-
    findall(Name, ( member(C, Clauses),
                    clause_head(C, H),
                    functor(H, Name, _) ), Names0),
    sort(Names0, Names),
    random_between(1, 1_000_000_000, Secret),
    maplist(secret_name(Secret), Names, Map),
    maplist(renamed(Map), Clauses, Renamed).

%   secret_name(+Secret, +Name, -Pair): Name-NewName.  (A lambda here
%   would take Secret from the clause only if library(yall) was not
%   loaded before this file: its goal expansion copies the lambda.)

secret_name(Secret, Name, Name-New) :-
    format(atom(New), '~w_solution_~d', [Name, Secret]).

renamed(Map, Term0, Term) :-
    (   var(Term0)
    ->  Term = Term0
    ;   atom(Term0)
    ->  (   memberchk(Term0-New, Map) -> Term = New ; Term = Term0 )
    ;   compound(Term0)
    ->  compound_name_arguments(Term0, Name0, Args0),
        (   memberchk(Name0-Name, Map) -> true ; Name = Name0 ),
        maplist(renamed(Map), Args0, Args),
        compound_name_arguments(Term, Name, Args)
    ;   Term = Term0
    ).
