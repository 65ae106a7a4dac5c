/*  Tests of the opening books (library(damas/book)): reading, looking
    up and choosing, writing back, the errors of a bad book file; the
    shipped books (every move legal, the header saying how each was
    made); the builder (library(damas/book/build)) on a tiny depth, the
    same book twice; the search player's book option; and the Hub
    engine's parameter `book`, driven as a process.  No test depends on
    timing.  Only defines the units; tests/prolog/run_tests.pl runs them.
*/
:- module(test_book, []).

:- use_module(library(plunit)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(damas)).
:- use_module(library(damas/search)).
:- use_module(library(damas/players)).
:- use_module(library(damas/book)).
:- use_module(library(damas/book/build)).
:- use_module(library(damas/hub/protocol)).

:- use_module('../support/checkout').

%   A small book: the initial position with two moves, the position
%   after 22-18 with one.

small_book_text("# a comment, then a blank line\n\nvariant brazilian\nW:W21-32:B1-12\t22-18 score=3\t21-17 score=-2 games=4 wins=1 draws=2 losses=1\nB:W18,21,23-32:B1-12\t11-15 score=0\n").

%   with_book_file(+Text, :Goal): call(Goal, File) with Text in a
%   temporary file.

with_book_file(Text, Goal) :-
    tmp_file_stream(text, File, Stream),
    set_stream(Stream, encoding(utf8)),
    format(Stream, "~s", [Text]),
    close(Stream),
    setup_call_cleanup(true, call(Goal, File), delete_file(File)).

load_text(Text, Book) :-
    with_book_file(Text, load_file(Book)).

load_file(Book, File) :-
    book_load(File, Book).

%   load_error(+Text, -Line, -Culprit, -Message): loading Text raises
%   the book's syntax error.

load_error(Text, Line, Culprit, Message) :-
    catch(( load_text(Text, _), Error = none ), Error0, Error = Error0),
    Error = error(syntax_error(damas_book(Line, Culprit)), context(book_load/2, Message)).

pairs_scores(Moves, Scores) :-
    findall(Score, ( member(_-Stats, Moves), get_dict(score, Stats, Score) ), Scores).

msort_descending(Scores) :-
    msort(Scores, Ascending),
    reverse(Ascending, Scores).

build_with_openings(Book, File) :-
    book_build(brazilian, Book, [depth(1), positions(2), openings(File), hash(1)]).

session_with_book(Lines, Answers, File) :-
    atom_concat('--book=', File, Option),
    session([Option], Lines, Answers).

book_text(Book, Text) :-
    with_output_to(string(Text), book_write(current_output, Book, [])).


:- begin_tests(book_format).

test(load) :-
    small_book_text(Text),
    load_text(Text, Book),
    assertion(book_variant(Book, brazilian)),
    assertion(book_size(Book, 2)),
    initial_position(Start),
    book_entry(Book, Start, Moves),
    assertion(Moves = [move([22, 18], [])-_, move([21, 17], [])-_]),
    Moves = [_-First, _-Second],
    assertion(First.score == 3),
    assertion(Second == move_stats{score: -2, games: 4, wins: 1, draws: 2, losses: 1}).

test(best_move) :-
    small_book_text(Text),
    load_text(Text, Book),
    initial_position(Start),
    book_move(Book, Start, Move),
    assertion(Move == move([22, 18], [])),
    make_move(Start, Move, Next),
    book_move(Book, Next, Reply),
    assertion(Reply == move([11, 15], [])).

test(position_not_in_the_book, fail) :-
    small_book_text(Text),
    load_text(Text, Book),
    book_move(Book, fen(brazilian, "W:W21-32:B1-11,13"), _).

test(position_of_another_variant, fail) :-
    small_book_text(Text),
    load_text(Text, Book),
    initial_position(russian, Start),
    book_move(Book, Start, _).

test(entries_in_the_order_of_the_file, Fens == ['W:W21-32:B1-12', 'B:W18,21,23-32:B1-12']) :-
    small_book_text(Text),
    load_text(Text, Book),
    findall(Fen, ( book_entry(Book, Position, _), position_fen(Position, Fen, [ranges(true)]) ),
            Fens).

%   The weighted choice with a seed is a function of the seed and the
%   position: the same seed, the same move; over many seeds both moves
%   come, the better one more often (weights 1 and 2^-0.5).

test(weighted_choice_with_a_seed) :-
    small_book_text(Text),
    load_text(Text, Book),
    initial_position(Start),
    findall(Move, ( between(1, 200, Seed),
                    book_move(Book, Start, Move, [choice(weighted), seed(Seed)]) ),
            Moves),
    findall(Move, ( between(1, 200, Seed),
                    book_move(Book, Start, Move, [choice(weighted), seed(Seed)]) ),
            Again),
    assertion(Moves == Again),
    aggregate_all(count, member(move([22, 18], []), Moves), Best),
    aggregate_all(count, member(move([21, 17], []), Moves), Other),
    assertion(Best + Other =:= 200),
    assertion(Best > Other),
    assertion(Other > 40).

test(written_book_reads_back) :-
    small_book_text(Text),
    load_text(Text, Book),
    book_text(Book, Written),
    load_text(Written, Back),
    book_text(Back, Again),
    assertion(Written == Again),
    assertion(sub_string(Written, _, _, _, "21-17 score=-2 games=4 wins=1 draws=2 losses=1")).

test(new_book_from_entries) :-
    initial_position(Start),
    book_new(brazilian, [Start-['23-19'-_{score: 5}, move([22, 18], [])-_{score: 1}]], Book),
    book_move(Book, Start, Move),
    assertion(Move == move([23, 19], [])),
    book_text(Book, Text),
    assertion(sub_string(Text, _, _, _, "W:W21-32:B1-12\t23-19 score=5\t22-18 score=1")).

test(new_book_refuses_an_illegal_move, error(domain_error(legal_move, _), _)) :-
    initial_position(Start),
    book_new(brazilian, [Start-['22-19'-_{score: 0}]], _).

test(new_book_refuses_a_repeated_position, error(domain_error(damas_book_entry, _))) :-
    initial_position(Start),
    book_new(brazilian, [Start-['22-18'-_{score: 0}], Start-['21-17'-_{score: 0}]], _).

test(bad_options, error(domain_error(damas_book_choice, worst))) :-
    small_book_text(Text),
    load_text(Text, Book),
    initial_position(Start),
    book_move(Book, Start, _, [choice(worst)]).

test(not_a_book, error(type_error(damas_book, nonsense))) :-
    initial_position(Start),
    book_move(nonsense, Start, _).

test(missing_file, error(existence_error(source_sink, _), _)) :-
    book_load('/nonexistent/directory/none.book', _).

%   Each bad line is a syntax error naming the line and what is wrong;
%   the message names the file and the line.

test(bad_lines) :-
    forall(bad_book(Text, Line, Culprit),
           (   load_error(Text, Line1, Culprit1, Message)
           ->  assertion(Line1-Culprit1 == Line-Culprit),
               format(string(Where), ":~d: ", [Line]),
               assertion(sub_string(Message, _, _, _, Where))
           ;   assertion(failed_to_refuse(Text))
           )).

bad_book("# nothing but a comment\n", 1, missing_variant).
bad_book("W:W21-32:B1-12\t22-18 score=3\nvariant brazilian\n", 1, missing_variant).
bad_book("variant\n", 1, bad_variant_line).
bad_book("variant brazilian\nvariant brazilian\n", 2, duplicate_variant).
bad_book("# c\nvariant checkers_of_mars\n", 2, unknown_variant(checkers_of_mars)).
bad_book("variant brazilian\nW:W21-32:B1-13,12\t22-18 score=3\n", 2, bad_fen("W:W21-32:B1-13,12")).
bad_book("variant brazilian\nW:W21-32:B1-12\n", 2, no_moves).
bad_book("variant brazilian\n\nW:W21-32:B1-12\t22-19 score=3\n", 3, illegal_move("22-19")).
bad_book("variant brazilian\nW:W21-32:B1-12\t22-18 score=3\tc3-d4 score=1\n", 2, duplicate_move("c3-d4")).
bad_book("variant brazilian\nW:W21-32:B1-12\t22-18 score=3\nW:W21-32:B1-12\t22-17 score=3\n", 3, duplicate_position).
bad_book("variant brazilian\nW:W21-32:B1-12\t22-18 score=high\n", 2, bad_statistic("score=high")).
bad_book("variant brazilian\nW:W21-32:B1-12\t22-18 score=1 games=-2\n", 2, bad_statistic("games=-2")).
bad_book("variant brazilian\nW:W21-32:B1-12\t22-18 colour=red\n", 2, bad_statistic("colour=red")).
bad_book("variant brazilian\nW:W21-32:B1-12\t22-18 score=1 score=2\n", 2, duplicate_statistic(score)).
bad_book("variant brazilian\nW:W21-32:B1-12\t22-18 games=2\n", 2, missing_score("22-18")).

:- end_tests(book_format).


:- begin_tests(shipped_books).

test(both_variants_have_one, Variants == [brazilian, international]) :-
    findall(Variant, shipped_book(Variant, _), Variants0),
    msort(Variants0, Variants).

%   book_load/2 checks the moves as it reads; this goes through the
%   entries again, with the library's move generator, and checks the
%   builder's promises: the initial position is in the book, the moves
%   come best first, and the book has several hundred positions.

test(every_move_is_legal, forall(member(Variant, [brazilian, international]))) :-
    variant_book(Variant, Book),
    book_size(Book, Size),
    assertion(Size >= 300),
    forall(book_entry(Book, Position, Moves),
           ( assertion(Moves \== []),
             forall(member(Move-Stats, Moves),
                    ( assertion(legal_move(Position, Move)),
                      assertion(integer(Stats.score)) )),
             pairs_scores(Moves, Scores),
             assertion(msort_descending(Scores)) )),
    initial_position(Variant, Start),
    assertion(book_move(Book, Start, _)).

test(header_says_how_it_was_made, forall(member(Variant, [brazilian, international]))) :-
    shipped_book(Variant, File),
    read_file_to_string(File, Text, [encoding(utf8)]),
    format(string(Make), "make book BOOK_VARIANT=~w", [Variant]),
    sub_string(Text, Before, _, _, Make),
    sub_string(Text, Before, _, 0, Rest),
    assertion(sub_string(Text, 0, 1, _, "#")),
    assertion(sub_string(Rest, _, _, _, "prolog/damas/book/build.pl")),
    sub_string(Text, VariantAt, _, _, "\nvariant "),
    assertion(Before < VariantAt).

:- end_tests(shipped_books).


:- begin_tests(book_builder).

tiny_build(Book) :-
    book_build(brazilian, Book, [depth(2), positions(12), margin(20), hash(1)]).

%   The same options give the same book, move for move and score for
%   score: each build has its own search context, searched in a fixed
%   order.

test(same_options_same_book) :-
    tiny_build(Book1),
    tiny_build(Book2),
    book_text(Book1, Text1),
    book_text(Book2, Text2),
    assertion(Text1 == Text2),
    assertion(book_size(Book1, 12)).

%   The initial position comes first, every position keeps the moves
%   within the margin of its best, and every position but the first is
%   reached by book moves.

test(book_moves_within_the_margin) :-
    tiny_build(Book),
    findall(Position-Moves, book_entry(Book, Position, Moves), [Start-_|Entries]),
    assertion(initial_position(Start)),
    forall(book_entry(Book, _, Moves),
           ( pairs_scores(Moves, [Best|Scores]),
             forall(member(Score, Scores), assertion(Best - Score =< 20)) )),
    forall(member(Position-_, Entries),
           assertion(( book_entry(Book, Parent, ParentMoves),
                       member(Move-_, ParentMoves),
                       make_move(Parent, Move, Position) ))).

%   The search's scores: a book move's score is minus the score of the
%   position after it, searched to the depth asked.

test(scores_are_the_search_s) :-
    tiny_build(Book),
    initial_position(Start),
    book_entry(Book, Start, [Move-Stats|_]),
    make_move(Start, Move, Next),
    search(Next, Result, [depth(2), endgame(false), hash(1)]),
    assertion(Stats.score =:= -Result.score).

%   A starting position of the openings file is expanded at the cost of
%   its plies (here 1: right after the initial position).

test(openings_are_roots) :-
    Fen = 'W:W21-32:B1-11,13',
    format(string(Text), "# test\nname\tfen\nX-1: x\t~w\n", [Fen]),
    with_book_file(Text, build_with_openings(Book)),
    findall(Position, book_entry(Book, Position, _), [_, Second]),
    assertion(position_fen(Second, Fen, [ranges(true)])).

test(bad_openings_line, error(syntax_error(damas_openings(2)), _)) :-
    with_book_file("name\tfen\nX-1: x\tW:W99:B1\n", build_with_openings(_)).

:- end_tests(book_builder).


:- begin_tests(book_player).

test(search_player_plays_the_book_move) :-
    initial_position(Start),
    book_new(brazilian, [Start-['21-17'-_{score: 4}]], Book),
    player_move(search([depth(1), book(Book)]), Start, Move, Stats),
    assertion(Move == move([21, 17], [])),
    assertion(Stats.book == true),
    assertion(Stats.score == 4),
    assertion(Stats.nodes == 0).

test(search_player_without_the_book_searches) :-
    initial_position(Start),
    book_new(brazilian, [Start-['21-17'-_{score: 4}]], Book),
    fen_position("B:W18,21,23-32:B1-12", Other),
    player_move(search([depth(2), book(Book)]), Other, _, Stats),
    assertion(\+ get_dict(book, Stats, _)),
    assertion(Stats.nodes > 0),
    player_move(search([depth(2), book(false)]), Start, _, Stats2),
    assertion(Stats2.nodes > 0).

:- end_tests(book_player).


                 /*******************************
                 *        THE HUB ENGINE        *
                 *******************************/

hub_command(Arguments, [Swipl, '-q', '-g', 'damas_hub:hub_main', '-t', halt, File, '--'|Arguments]) :-
    current_prolog_flag(executable, Swipl),
    checkout_file('prolog/damas/hub.pl', File).

%   session(+Arguments, +Lines, -Answers): the engine started with
%   Arguments is sent Lines, then quit; Answers are the lines it wrote.
%   After hub, init, go and ping the next line waits for their answer
%   (wait, ready, done, pong): a command sent while the engine searches
%   would be refused.

session(Arguments, Lines, Answers) :-
    hub_command(Arguments, [Executable|Rest]),
    setup_call_cleanup(
        process_create(Executable, Rest,
                       [stdin(pipe(In)), stdout(pipe(Out)), process(Pid)]),
        ( set_stream(In, encoding(utf8)),
          set_stream(Out, encoding(utf8)),
          foldl(exchange(In, Out), Lines, Answers, Tail),
          format(In, "quit~n", []),
          close(In),
          read_stream_to_codes(Out, Codes),
          split_string(Codes, "\n", "", Rest0),
          exclude(==(""), Rest0, Tail)
        ),
        ( close(Out, [force(true)]),
          process_wait(Pid, _, [timeout(300)])
        )).

exchange(In, Out, Line, Answers, Tail) :-
    format(In, "~w~n", [Line]),
    flush_output(In),
    split_string(Line, " ", "", [Command|_]),
    (   answer_of(Command, Answer)
    ->  read_until(Out, Answer, Answers, Tail)
    ;   Answers = Tail
    ).

answer_of("hub", wait).
answer_of("init", ready).
answer_of("go", done).
answer_of("ping", pong).

%   A generous bound only keeps a broken engine from hanging the suite.

read_until(Out, Answer, [Line|Answers], Tail) :-
    wait_for_input([Out], [_], 300),
    read_line_to_string(Out, Line),
    Line \== end_of_file,
    (   hub_line_command(Line, Answer, _)
    ->  Answers = Tail
    ;   read_until(Out, Answer, Answers, Tail)
    ).

%   done_moves(+Answers, -Moves): the moves of the done lines, in order
%   (as text); book_infos(+Answers, -Count): the info lines that say
%   book=true.

done_moves(Answers, Moves) :-
    findall(Move, ( member(Line, Answers),
                    hub_line_command(Line, done, Arguments),
                    hub_argument(move, Arguments, Move) ),
            Moves).

book_infos(Answers, Count) :-
    aggregate_all(count, ( member(Line, Answers),
                           hub_line_command(Line, info, Arguments),
                           hub_argument(book, Arguments, "true") ),
                  Count).

:- begin_tests(book_hub).

%   The move the engine plays without a book, then a book that holds
%   another move of the same position: with the book on the engine
%   plays the book's move and says so; with it off, the searched one.

test(book_move_played_with_book_on_only) :-
    initial_position(Start),
    session(['--book=false'], ["hub", "init", "level depth=2", "go think"], Answers0),
    done_moves(Answers0, [Searched]),
    hub_text_move(Start, Searched, SearchedMove),
    legal_moves(Start, Moves),
    once(( member(Other, Moves), Other \== SearchedMove )),
    move_text(Start, Other, OtherText),
    format(string(BookText), "variant brazilian~n~w\t~w score=0~n", ['W:W21-32:B1-12', OtherText]),
    Lines = ["init", "level depth=2", "go think",
             "set-param name=book value=false", "go think",
             "set-param name=book value=true", "go think"],
    with_book_file(BookText, session_with_book(Lines, Answers)),
    done_moves(Answers, [First, Second, Third]),
    hub_move(Start, Other, OtherHub0),
    atom_string(OtherHub0, OtherHub),
    assertion(First == OtherHub),
    assertion(Second == Searched),
    assertion(Third == OtherHub),
    assertion(book_infos(Answers, 2)).

%   The shipped book, off by default (no match has shown it wins yet):
%   with the parameter set, the engine's first move is the book's, at
%   once; without it, a search.

test(shipped_book_when_asked) :-
    initial_position(Start),
    variant_book(brazilian, Book),
    book_move(Book, Start, BookMove),
    hub_move(Start, BookMove, Expected0),
    atom_string(Expected0, Expected),
    session([], ["hub", "set-param name=book value=true", "init", "level depth=1",
                 "go think"], Answers),
    assertion(done_moves(Answers, [Expected])),
    assertion(book_infos(Answers, 1)).

test(book_off_by_default) :-
    session([], ["hub", "init", "level depth=1", "go think"], Answers),
    assertion(memberchk("param name=book value=false type=bool", Answers)),
    assertion(book_infos(Answers, 0)).

%   Analysis, and a search without limit, always search: the book's
%   position here has its move in the book.

test(analysis_searches) :-
    small_book_text(Text),
    with_book_file(Text, session_with_book(["init", "level depth=2", "go analyse",
                                            "go think", "go ponder"], Answers)),
    assertion(book_infos(Answers, 1)),
    assertion(done_moves(Answers, [_, "22-18", _])),
    assertion(( member(Line, Answers), sub_string(Line, 0, _, _, "info depth=2") )).

test(book_parameter_values) :-
    session(['--book=false'], ["hub", "set-param name=book value=maybe", "ping"], Answers),
    assertion(memberchk("param name=book value=false type=bool", Answers)),
    assertion(( member(Line, Answers), sub_string(Line, 0, _, _, "error") )).

:- end_tests(book_hub).
