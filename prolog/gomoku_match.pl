/*  library(gomoku_match), the name library(gomoku/match) had before each game's
    modules moved to a folder of their own; kept so that programs written
    for it still load.  New code loads library(gomoku/match).
*/
:- module(gomoku_match_old_name, []).
:- reexport(gomoku/match).
