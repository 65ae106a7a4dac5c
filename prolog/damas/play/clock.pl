:- module(damas_play_clock,
          [ clock_spec/3,               % +Spec, -Seconds, -Increment
            clock_new/2,                % +Spec, -Clock
            clock_charge/4,             % +Clock0, +Side, +Elapsed, -Outcome
            clock_text/2,               % +Clock, -Text
            time_text/2                 % +Seconds, -Text
          ]).
:- use_module(library(error)).

/** <module> The chess clock of the terminal game

A clock is a value clock(White, Black, Increment): the seconds left to
each side and the seconds added after each move (Fischer increment).
The game asks the time (library(damas/play) takes it from a goal, so
that tests can give a clock of their own) when a side's turn starts and
when its move comes, and charges the difference here.
*/

%!  clock_spec(+Spec, -Seconds, -Increment) is det.
%
%   Spec is `Minutes` or `Minutes+Seconds`: the time for the game in
%   minutes and the increment per move in seconds, numbers (or their
%   text, as `5+3` on a command line).  Seconds and Increment are in
%   seconds.
%
%   @error domain_error(clock, Spec) if Spec is not one; a time of
%   zero or less or over 10,000 minutes, or an increment below zero or
%   over an hour, is not one.

clock_spec(Spec, Seconds, Increment) :-
    (   spec_numbers(Spec, Minutes, Increment0),
        Minutes > 0,
        Minutes =< 10000,               % also keeps out inf and nan
        Increment0 >= 0,
        Increment0 =< 3600
    ->  Seconds is Minutes * 60,
        Increment = Increment0
    ;   domain_error(clock, Spec)
    ).

spec_numbers(Minutes+Increment, Minutes, Increment) :-
    number(Minutes),
    number(Increment),
    !.
spec_numbers(Minutes, Minutes, 0) :-
    number(Minutes),
    !.
spec_numbers(Text, Minutes, Increment) :-
    (   atom(Text)
    ;   string(Text)
    ),
    split_string(Text, "+", " ", Parts),
    maplist(number_text, Parts, Numbers),
    (   Numbers = [Minutes]
    ->  Increment = 0
    ;   Numbers = [Minutes, Increment]
    ).

number_text(Text, Number) :-
    string_length(Text, Length),
    Length =< 20,
    catch(number_string(Number, Text), error(_, _), fail).

%!  clock_new(+Spec, -Clock) is det.
%
%   Clock is a clock at the start of a game, each side with the time of
%   Spec (see clock_spec/3).

clock_new(Spec, clock(Seconds, Seconds, Increment)) :-
    clock_spec(Spec, Seconds, Increment).

%!  clock_charge(+Clock0, +Side, +Elapsed, -Outcome) is det.
%
%   Side took Elapsed seconds for its move.  Outcome is ok(Clock), the
%   time taken off and the increment added, or `flagged` when Side had
%   less time left than it took.

clock_charge(clock(White0, Black0, Increment), Side, Elapsed, Outcome) :-
    must_be(oneof([white, black]), Side),
    must_be(number, Elapsed),
    (   Side == white
    ->  Left is White0 - Elapsed
    ;   Left is Black0 - Elapsed
    ),
    (   Left < 0
    ->  Outcome = flagged
    ;   Left1 is Left + Increment,
        (   Side == white
        ->  Outcome = ok(clock(Left1, Black0, Increment))
        ;   Outcome = ok(clock(White0, Left1, Increment))
        )
    ).

%!  clock_text(+Clock, -Text) is det.
%
%   Text shows both clocks: `White 4:57, Black 5:00` (hours when there
%   are: `1:02:03`).  Seconds are counted down, so a clock shows 0:00
%   only once it has run out.

clock_text(clock(White, Black, _), Text) :-
    time_text(White, WhiteText),
    time_text(Black, BlackText),
    format(string(Text), "White ~w, Black ~w", [WhiteText, BlackText]).

%!  time_text(+Seconds, -Text) is det.
%
%   Text is the time Seconds as a clock shows it: `4:57`, `1:02:03`,
%   rounded up to the second; a negative time shows `0:00`.

time_text(Seconds0, Text) :-
    Seconds is max(0, ceiling(Seconds0)),
    Hours is Seconds // 3600,
    Minutes is Seconds // 60 mod 60,
    Rest is Seconds mod 60,
    (   Hours > 0
    ->  format(string(Text), "~d:~|~`0t~d~2+:~|~`0t~d~2+", [Hours, Minutes, Rest])
    ;   format(string(Text), "~d:~|~`0t~d~2+", [Minutes, Rest])
    ).
