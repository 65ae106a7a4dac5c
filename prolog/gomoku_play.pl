/*  library(gomoku_play), the name library(gomoku/play) had before each game's
    modules moved to a folder of their own; kept so that programs written
    for it still load.  New code loads library(gomoku/play).
*/
:- module(gomoku_play_old_name, []).
:- reexport(gomoku/play).
