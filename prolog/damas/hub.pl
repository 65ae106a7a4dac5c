:- module(damas_hub,
          [ hub_main/0,                 % run from damas-hub
            hub_serve/3                 % +In, +Out, +Options
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module(library(readutil)).
:- use_module('../damas', [initial_position/2, make_move/3]).
:- use_module(book, [book_load/2, book_move/3, book_entry/3, book_variant/2]).
:- use_module(endgame, [endgame_load/1, endgame_database/2]).
:- use_module(game, [new_game/2, game_play/3, game_position/2]).
:- use_module(search, [search/3, search_context_new/2, search_context_clear/1,
                       search_heuristic/1, search_stop/1]).
:- use_module(hub/protocol).

/** <module> damas as a Hub engine

The Hub protocol (version 2, from Scan 3.1; pydraughts' HubEngine
speaks it) lets a GUI or a match runner drive an engine through its
standard input and output.  `make hub` builds the executable
build/bin/damas-hub, which runs hub_main/0; docs/hub.md describes the
commands, the parameters and the variant names.

The search runs in a thread of its own, so that `stop` and `ping` are
answered while it searches, and ends by search_stop/1.
*/

:- dynamic own_root/1.

% The checkout of this file: its kb/ lists the variants and holds the
% opening books.
:- prolog_load_context(directory, Dir),
   directory_file_path(Dir, '../..', Root0),
   absolute_file_name(Root0, Root, [file_type(directory)]),
   retractall(own_root(_)),
   asserta(own_root(Root)).


                 /*******************************
                 *           START-UP           *
                 *******************************/

%!  hub_main is det.
%
%   Serves the Hub protocol on standard input and output until `quit`
%   or the end of the input.  Command-line options:
%
%     - --variant=Variant
%       The variant played until the GUI sets another; default
%       `brazilian`.
%     - --book=Book
%       `true`: the opening book of the variant played, the
%       checkout's kb/books/Variant.book, when it has one; `false` (the
%       default): no book until the GUI sets the parameter `book`; a
%       file name: that book, for the variant it is of.
%
%   Any other option is refused: a message on standard error and exit
%   status 2.

hub_main :-
    current_prolog_flag(argv, Argv),
    argv_options(Argv, _Positional, Options),
    (   member(Option, Options),
        Option =.. [Name, Value],
        \+ memberchk(Name, [variant, book])
    ->  format(user_error, "damas-hub: unknown option --~w=~w (the options are \c
                            --variant and --book)~n", [Name, Value]),
        halt(2)
    ;   true
    ),
    own_root(Root),
    option(variant(Variant), Options, brazilian),
    option(book(Book), Options, false),
    set_stream(user_output, buffer(line)),
    set_stream(user_input, encoding(utf8)),
    set_stream(user_output, encoding(utf8)),
    hub_serve(user_input, user_output, [root(Root), variant(Variant), book(Book)]).

%!  hub_serve(+In, +Out, +Options) is det.
%
%   Reads Hub commands from In and answers on Out until `quit` or the
%   end of In.  Options: root(Dir), the checkout whose kb/ gives the
%   list of variants and the books (default the checkout of this file),
%   variant(V), the variant played at first, and book(B),
%   `true`, `false` (the default) or a book file (as --book of
%   hub_main/0).

hub_serve(In, Out, Options) :-
    own_root(OwnRoot),
    option(root(Root), Options, OwnRoot),
    option(variant(Variant0), Options, brazilian),
    (   known_variant(Variant0, Variant)
    ->  true
    ;   domain_error(damas_variant, Variant0)
    ),
    option(book(BookOption), Options, false),
    book_setting(BookOption, Book, BookFile),
    State = state{root: Root, variant: Variant, hash: 16, threads: 1,
                  heuristic: default, game: none, level: [time(1)],
                  context: none, search: none, database: true,
                  book: Book, book_file: BookFile, books: []},
    serve(In, Out, State).

serve(In, Out, State0) :-
    read_line_to_string(In, Line),
    (   Line == end_of_file
    ->  end_search(State0, stop, _)
    ;   (   catch(hub_line_command(Line, Command0, Arguments), SyntaxError,
                  ( error_line(Out, SyntaxError), Command0 = none ))
        ->  Command = Command0
        ;   Command = none              % a blank line
        ),
        (   Command == none
        ->  serve(In, Out, State0)
        ;   end_search(State0, if_finished, StateA),
            catch(command(Command, Arguments, Out, StateA, State1), Error,
                  ( error_line(Out, Error), State1 = StateA )),
            (   State1 == quit
            ->  true
            ;   serve(In, Out, State1)
            )
        )
    ).


                 /*******************************
                 *           COMMANDS           *
                 *******************************/

%   command(+Command, +Arguments, +Out, +State0, -State)
%
%   State is `quit` after quit.  While a search runs, only ping, stop,
%   ponder-hit and quit are taken; other commands are refused.  (A
%   search that has ended by itself is collected before each command.)

command(ping, _, Out, State, State) :-
    !,
    say(Out, pong, []).
command(quit, _, _, State, quit) :-
    !,
    end_search(State, stop, _).
command(stop, _, _, State0, State) :-
    !,
    end_search(State0, stop, State).
command('ponder-hit', _, _, State, State) :-
    !.
command(Command, Arguments, Out, State1, State) :-
    (   State1.search == none
    ->  idle_command(Command, Arguments, Out, State1, State)
    ;   State = State1,
        format(string(Message), "~w while searching: send stop first", [Command]),
        say(Out, error, [message=Message])
    ).

idle_command(hub, _, Out, State, State) :-
    !,
    identify(Out, State).
idle_command(init, _, Out, State0, State) :-
    !,
    new_context(State0, State1),
    opening_book(Out, State1, State, _),
    load_endgame(State),
    say(Out, ready, []).
idle_command('set-param', Arguments, Out, State0, State) :-
    !,
    required(name, Arguments, NameText),
    required(value, Arguments, Value),
    atom_string(Name, NameText),
    set_param(Name, Value, Out, State0, State).
idle_command('new-game', _, _, State0, State) :-
    !,
    (   State0.context \== none
    ->  search_context_clear(State0.context)
    ;   true
    ),
    State = State0.put(game, none).
idle_command(pos, Arguments, _, State0, State) :-
    !,
    required(pos, Arguments, Text),
    (   hub_argument(moves, Arguments, MovesText)
    ->  split_string(MovesText, " ", " ", Parts),
        exclude(==(""), Parts, MoveTexts)
    ;   MoveTexts = []
    ),
    hub_text_position(Text, State0.variant, Start),
    new_game([position(Start)], Game0),
    foldl(play_text, MoveTexts, Game0, Game),
    State = State0.put(game, Game).
idle_command(level, Arguments, _, State0, State) :-
    !,
    level_limits(Arguments, Level),
    State = State0.put(level, Level).
idle_command(go, Arguments, Out, State0, State) :-
    !,
    (   Arguments = [Mode=_|_]
    ->  true
    ;   Mode = think
    ),
    (   memberchk(Mode, [think, ponder, analyze, analyse])
    ->  true
    ;   domain_error(hub_go_mode, Mode)
    ),
    opening_book(Out, State0, State1, Book),
    (   Mode == think,
        State1.level \== infinite,
        book_answer(Out, State1, Book)
    ->  State = State1
    ;   start_search(Out, State1, State)
    ).
idle_command(Command, _, _, _, _) :-
    existence_error(hub_command, Command).

required(Name, Arguments, Value) :-
    (   hub_argument(Name, Arguments, Value)
    ->  true
    ;   existence_error(hub_argument, Name)
    ).

play_text(Text, Game0, Game) :-
    game_position(Game0, Position),
    (   hub_text_move(Position, Text, Move)
    ->  game_play(Game0, Move, Game)
    ;   domain_error(legal_hub_move, Text)
    ).


                 /*******************************
                 *     IDENTITY, PARAMETERS     *
                 *******************************/

identify(Out, State) :-
    say(Out, id, [name=damas, version='1.0', author="damas authors", country='Brazil']),
    variant_names(State.root, Names),
    atomic_list_concat(Names, ' ', Values),
    say(Out, param, [name=variant, value=State.variant, type=enum, values=Values]),
    forall(param_range(Name, Min, Max),
           say(Out, param, [name=Name, value=State.get(Name), type=int, min=Min, max=Max])),
    say(Out, param, [name=heuristic, value=State.heuristic, type=enum,
                     values="default hand_set positional triangle material"]),
    say(Out, param, [name=book, value=State.book, type=bool]),
    say(Out, param, [name=database, value=State.database, type=bool]),
    say(Out, wait, []).

%   param_range(?Name, ?Min, ?Max): the values the integer parameters
%   take; the search refuses more than 64 threads.

param_range(threads, 1, 64).
param_range(hash, 0, 65536).

%   The variants of the checkout's kb/draughts/ directory (the files the
%   library can play: not the boards or the generator), then the other
%   names the Hub knows them by.

variant_names(Root, Names) :-
    directory_file_path(Root, 'kb/draughts/*.pl', Pattern),
    expand_file_name(Pattern, Files),
    convlist(kb_variant, Files, Variants),
    findall(Alias, ( hub_variant(Alias, Variant), memberchk(Variant, Variants) ), Aliases),
    append(Variants, Aliases, Names).

kb_variant(File, Variant) :-
    file_base_name(File, Base),
    file_name_extension(Variant, pl, Base),
    \+ sub_atom(Variant, 0, _, _, board_),
    known_variant(Variant, Variant).

%   known_variant(+Name, -Variant): Name (a Hub or damas name) stands
%   for Variant, a variant the library can play.

known_variant(Name0, Variant) :-
    atom_string(Name, Name0),
    (   hub_variant(Name, Variant0)
    ->  true
    ;   Variant0 = Name
    ),
    catch(initial_position(Variant0, _), error(_, _), fail),
    Variant = Variant0.

set_param(variant, Value, _, State0, State) :-
    !,
    (   known_variant(Value, Variant)
    ->  State1 = State0.put(_{variant: Variant, game: none}),
        renew_context(State1, State)        % the board may need the other engine's
    ;   domain_error(damas_variant, Value)
    ).
set_param(threads, Value, _, State0, State) :-
    !,
    param_range(threads, Min, Max),
    integer_value(threads, Value, Min, Max, Threads),
    State1 = State0.put(threads, Threads),
    renew_context(State1, State).
set_param(hash, Value, _, State0, State) :-
    !,
    param_range(hash, Min, Max),
    integer_value(hash, Value, Min, Max, MegaBytes),
    State1 = State0.put(hash, MegaBytes),
    renew_context(State1, State).
set_param(heuristic, Value, _, State0, State) :-
    !,
    atom_string(Heuristic, Value),
    (   search_heuristic(Heuristic)
    ->  State = State0.put(heuristic, Heuristic)
    ;   domain_error(damas_heuristic, Heuristic)
    ).
set_param(database, Value, _, State0, State) :-
    !,
    (   Value == "true"
    ->  State = State0.put(database, true)
    ;   Value == "false"
    ->  State = State0.put(database, false)
    ;   type_error(bool, Value)
    ).
set_param(book, Value, Out, State0, State) :-
    !,
    (   Value == "true"
    ->  opening_book(Out, State0.put(book, true), State, _)
    ;   Value == "false"
    ->  State = State0.put(book, false)
    ;   type_error(bool, Value)
    ).
set_param(Name, _, _, _, _) :-
    existence_error(hub_param, Name).

%   integer_value(+Name, +Text, +Min, +Max, -Integer): Text, the value
%   of Name, is a whole number (hub_integer/2) from Min to Max (`inf`
%   for no bound).  A value is checked when it is given, so that `go`
%   never meets a limit the search refuses.

integer_value(Name, Text, Min, Max, Integer) :-
    (   Max == inf
    ->  format(string(Expected), "~w: a whole number, ~d or more", [Name, Min])
    ;   format(string(Expected), "~w: a whole number from ~d to ~d", [Name, Min, Max])
    ),
    (   hub_integer(Text, Integer)
    ->  (   Integer >= Min,
            ( Max == inf -> true ; Integer =< Max )
        ->  true
        ;   Max == inf
        ->  value_error(domain_error(not_less_than(Min), Integer), Expected)
        ;   value_error(domain_error(between(Min, Max), Integer), Expected)
        )
    ;   shown_text(Text, Shown),
        value_error(type_error(integer, Shown), Expected)
    ).

%   seconds_value(+Name, +Text, +Zero, -Seconds): Text, the value of
%   Name, is a time in seconds (hub_decimal/2); Zero is `allowed` or
%   `refused`.

seconds_value(Name, Text, Zero, Seconds) :-
    (   Zero == allowed
    ->  format(string(Expected), "~w: seconds, 0 or more, such as 2 or 0.5", [Name])
    ;   format(string(Expected), "~w: seconds, more than 0, such as 2 or 0.5", [Name])
    ),
    (   hub_decimal(Text, Seconds)
    ->  (   ( Zero == allowed ; Seconds > 0 )
        ->  true
        ;   value_error(domain_error(positive_number, Seconds), Expected)
        )
    ;   shown_text(Text, Shown),
        value_error(type_error(number, Shown), Expected)
    ).

value_error(Formal, Expected) :-
    throw(error(Formal, context(_, Expected))).

%   shown_text(+Text, -Shown): Text as an error shows it, cut short when
%   it is longer than a number can be.

shown_text(Text, Shown) :-
    hub_number_length(Max),
    string_length(Text, Length),
    (   Length =< Max
    ->  Shown = Text
    ;   sub_string(Text, 0, Max, _, Start),
        format(string(Shown), "~w... (~D characters)", [Start, Length])
    ).


                 /*******************************
                 *            LEVELS            *
                 *******************************/

%   level_limits(+Arguments, -Level): Level is infinite, or a list of
%   search/3 limits, or clock(Remaining, Increment, Moves) for the side's
%   clock.

level_limits(Arguments, Level) :-
    (   hub_argument(infinite, Arguments, _)
    ->  Level = infinite
    ;   hub_argument(depth, Arguments, D)
    ->  integer_value(depth, D, 1, 100, Depth),
        Level = [depth(Depth)]
    ;   hub_argument(nodes, Arguments, N)
    ->  integer_value(nodes, N, 1, inf, Nodes),
        Level = [nodes(Nodes)]
    ;   hub_argument('move-time', Arguments, T)
    ->  seconds_value('move-time', T, refused, Seconds),
        Level = [time(Seconds)]
    ;   hub_argument(time, Arguments, T)
    ->  seconds_value(time, T, allowed, Remaining),
        (   hub_argument(inc, Arguments, I)
        ->  seconds_value(inc, I, allowed, Increment)
        ;   Increment = 0
        ),
        (   hub_argument(moves, Arguments, M)
        ->  integer_value(moves, M, 1, inf, Moves)
        ;   Moves = none
        ),
        Level = clock(Remaining, Increment, Moves)
    ;   existence_error(hub_argument, 'depth, nodes, move-time, time or infinite')
    ).

%   level_options(+Level, -Limits): the search/3 limits of a level.

level_options(infinite, [depth(100)]).
level_options(Limits, Limits) :-
    is_list(Limits).
level_options(clock(Remaining0, Increment, Moves), Options) :-
    (   Moves == none
    ->  Horizon = 30,
        ToGo = []
    ;   Horizon = min(Moves, 30),
        ToGo = [moves_to_go(Moves)]
    ),
    move_overhead(Overhead),
    Remaining is max(0, Remaining0 - Overhead * Horizon),
    Options = [clock(Remaining, Increment)|ToGo].

%   move_overhead(-Seconds): what a move costs on the clock beside the
%   search: the position and moves read again, the messages both ways,
%   the client's own work (about 15 to 20 ms a move measured through
%   the match runner on this project's test machine).  The clock given
%   to the search keeps that back for the moves it must last, so that
%   a short clock does not fall on the overhead alone.

move_overhead(0.025).


                 /*******************************
                 *            SEARCH            *
                 *******************************/

%   The endgame databases (library(damas/endgame)): with the parameter
%   database true (the default), a search uses the variant's database
%   when `make egdb` has built it, and plays on without it when not.
%   `init` loads it already, so that the first move's time is not spent
%   reading files; a search loads it if the variant changed since.

endgame_options(State, Options) :-
    load_endgame(State),
    (   State.database == false
    ->  Options = [endgame(false)]
    ;   Options = []
    ).

load_endgame(State) :-
    (   State.database == true,
        Variant = State.variant,
        \+ endgame_database(Variant, _)
    ->  catch(endgame_load(Variant), error(_, _), true)
    ;   true
    ).

new_context(State0, State) :-
    (   State0.context == none
    ->  initial_position(State0.variant, Start),
        search_context_new(Context, [hash(State0.hash), threads(State0.threads), for(Start)]),
        State = State0.put(context, Context)
    ;   State = State0
    ).

renew_context(State0, State) :-
    (   State0.context == none
    ->  State = State0
    ;   new_context(State0.put(context, none), State)
    ).

%   start_search(+Out, +State0, -State): the search of the current
%   position starts in a thread of its own, which writes the info lines
%   and the done line.

start_search(Out, State0, State) :-
    new_context(State0, State1),
    (   State1.game == none
    ->  initial_position(State1.variant, Start),
        new_game([position(Start)], Game)
    ;   Game = State1.game
    ),
    level_options(State1.level, Limits),
    endgame_options(State1, Endgame),
    Job = job{game: Game, limits: Limits, endgame: Endgame, heuristic: State1.heuristic,
              threads: State1.threads, context: State1.context},
    Store = store(none),
    thread_self(Me),
    thread_create(search_thread(Me, Out, Job, Store), Thread, []),
    State = State1.put(search, search(Thread, Job)).

%   end_search(+State0, +How, -State): How is `stop` (stop the search and
%   wait for its done line) or `if_finished` (collect a search that has
%   ended by itself, else leave it running).  The search thread says
%   damas_hub_done before it writes its done line: a GUI may send its
%   next command as soon as it reads the line, before the thread has
%   exited.

end_search(State0, How, State) :-
    (   State0 == quit
    ->  State = quit
    ;   State0.search = search(Thread, Job)
    ->  (   How == stop
        ->  stop_context_search(Thread, Job.context),
            thread_join(Thread, _),
            thread_self(Me),
            ignore(thread_get_message(Me, damas_hub_done(Thread), [timeout(0)])),
            State = State0.put(search, none)
        ;   (   thread_self(Me),
                thread_get_message(Me, damas_hub_done(Thread), [timeout(0)])
            ;   \+ thread_property(Thread, status(running))
            )
        ->  thread_join(Thread, _),
            State = State0.put(search, none)
        ;   State = State0
        )
    ;   State = State0
    ).

%   search_stop/1 does nothing to a context that is not searching yet: a
%   stop that comes before the thread's search has begun is sent again
%   until the thread has ended.

stop_context_search(Thread, Context) :-
    search_stop(Context),
    (   thread_property(Thread, status(running))
    ->  sleep(0.005),
        stop_context_search(Thread, Context)
    ;   true
    ).

%   search_thread(+Parent, +Out, +Job, +Store): Store holds the result
%   of the last completed depth; the done line comes from it whatever
%   stopped the search.

search_thread(Parent, Out, Job, Store) :-
    catch(run_search(Out, Job, Store), Error, error_line(Out, Error)),
    thread_self(Me),
    thread_send_message(Parent, damas_hub_done(Me)),
    report(Out, Job, Store).

%   run_search(+Out, +Job, +Store)

run_search(Out, Job, Store) :-
    game_position(Job.game, Position),
    append(Job.limits,
           [ context(Job.context), game(Job.game), threads(Job.threads),
             heuristic(Job.heuristic), progress(damas_hub:progress(Out, Store))
           | Job.endgame], Options),
    search(Position, Result, Options),
    nb_setarg(1, Store, Result),
    ( Result.depth == 0 -> info(Out, Result) ; true ).

%!  progress(+Out, +Store, +Info) is det.
%
%   The search's progress goal: Info, the result of a completed depth,
%   is written as an info line and kept for the done line.

progress(Out, Store, Info) :-
    nb_setarg(1, Store, Info),
    info(Out, Info).

%   report(+Out, +Job, +Store): the done line, from the last completed
%   depth, or a quick search when there is none.

report(Out, Job, Store) :-
    arg(1, Store, Result0),
    game_position(Job.game, Position),
    (   Result0 == none
    ->  catch(search(Position, Result, [depth(1)]), Error,
              ( error_line(Out, Error), Result = none ))
    ;   Result = Result0
    ),
    (   Result \== none,
        Result.move \== none
    ->  hub_move(Position, Result.move, Move),
        (   Result.pv = [_, Reply|_]
        ->  make_move(Position, Result.move, Next),
            hub_move(Next, Reply, Ponder),
            say(Out, done, [move=Move, ponder=Ponder])
        ;   say(Out, done, [move=Move])
        )
    ;   say(Out, error, [message="the side to move has no legal move"]),
        say(Out, done, [move=none])
    ).

info(Out, Result) :-
    Score is Result.score / 100,
    format(string(ScoreText), "~2f", [Score]),
    format(string(Time), "~3f", [Result.time]),
    MNPS is Result.nps / 1.0e6,
    format(string(Speed), "~3f", [MNPS]),
    maplist([Move, Text]>>hub_move(_, Move, Text), Result.pv, Texts),
    atomic_list_concat(Texts, ' ', PV),
    say(Out, info, [depth=Result.depth, score=ScoreText, nodes=Result.nodes,
                    time=Time, nps=Speed, pv=PV]).


                 /*******************************
                 *         OPENING BOOK         *
                 *******************************/

%   The opening books (library(damas/book)): with the parameter book
%   true (false by default), `go think` answers a book move at once when the
%   position is in the book of the variant played; `go analyse`, `go
%   ponder` and `level infinite` always search.

%   book_setting(+Option, -Book, -File): the parameter book and the book
%   file (`none`: the variant's own) of the --book option.

book_setting(true, true, none) :- !.
book_setting(false, false, none) :- !.
book_setting(File0, true, File) :-
    absolute_file_name(File0, File, [access(read)]).

%   opening_book(+Out, +State0, -State, -Book): Book is the book of the
%   variant played, `none` when the parameter book is false or the
%   variant has none.  A book is read once (State's books keep it, and
%   `none` for a file that could not be read, after its error line).

opening_book(Out, State0, State, Book) :-
    (   State0.book == true,
        book_file(State0, File)
    ->  (   memberchk(File-Book0, State0.books)
        ->  State = State0
        ;   catch(book_load(File, Book0), Error,
                  ( error_line(Out, Error), Book0 = none )),
            State = State0.put(books, [File-Book0|State0.books])
        ),
        (   Book0 \== none,
            book_variant(Book0, State0.variant)
        ->  Book = Book0
        ;   Book = none
        )
    ;   State = State0,
        Book = none
    ).

book_file(State, File) :-
    (   State.book_file \== none
    ->  File = State.book_file
    ;   directory_file_path(State.root, 'kb/books', Directory),
        file_name_extension(State.variant, book, Base),
        directory_file_path(Directory, Base, File),
        exists_file(File)
    ).

%   book_answer(+Out, +State, +Book): the position of the game is in
%   Book; its best move is the done line, after an info line that says
%   it comes from the book (depth 0, its score, book=true), with the
%   book's reply as the move to ponder on.

book_answer(Out, State, Book) :-
    Book \== none,
    (   State.game == none
    ->  initial_position(State.variant, Position)
    ;   game_position(State.game, Position)
    ),
    book_move(Book, Position, Move),
    book_entry(Book, Position, Moves),
    memberchk(Move-Stats, Moves),
    hub_move(Position, Move, MoveText),
    make_move(Position, Move, Next),
    (   book_move(Book, Next, Reply)
    ->  hub_move(Next, Reply, ReplyText),
        format(string(PV), "~w ~w", [MoveText, ReplyText]),
        Done = [move=MoveText, ponder=ReplyText]
    ;   PV = MoveText,
        Done = [move=MoveText]
    ),
    Score is Stats.score / 100,
    format(string(ScoreText), "~2f", [Score]),
    say(Out, info, [depth=0, score=ScoreText, nodes=0, time="0.000", nps="0.000",
                    pv=PV, book=true]),
    say(Out, done, Done).


                 /*******************************
                 *            OUTPUT            *
                 *******************************/

%   say(+Out, +Command, +Arguments): one line; the search thread and the
%   command loop both write, a line at a time.

say(Out, Command, Arguments) :-
    hub_command_line(Command, Arguments, Line),
    with_mutex(damas_hub_output,
               ( format(Out, "~s~n", [Line]),
                 flush_output(Out)
               )).

error_line(Out, Error) :-
    error_text(Error, Message),
    say(Out, error, [message=Message]).

%   error_text(+Error, -Text): the message of Error on one line, its
%   double quotes made single (one would end the quoted value).

error_text(Error, Text) :-
    (   catch(phrase('$messages':translate_message(Error), Lines), _, fail)
    ->  with_output_to(string(Text0), print_message_lines(current_output, '', Lines))
    ;   format(string(Text0), "~q", [Error])
    ),
    split_string(Text0, "\n", " ", Parts0),
    exclude(==(""), Parts0, Parts),
    atomic_list_concat(Parts, ' ', OneLine),
    split_string(OneLine, "\"", "", Pieces),
    atomic_list_concat(Pieces, '\'', Quoted),
    atom_string(Quoted, Text).
