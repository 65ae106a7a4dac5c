/*  library(eximo_match), the name library(eximo/match) had before each game's
    modules moved to a folder of their own; kept so that programs written
    for it still load.  New code loads library(eximo/match).
*/
:- module(eximo_match_old_name, []).
:- reexport(eximo/match).
