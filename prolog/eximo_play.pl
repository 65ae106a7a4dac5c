/*  library(eximo_play), the name library(eximo/play) had before each game's
    modules moved to a folder of their own; kept so that programs written
    for it still load.  New code loads library(eximo/play).
*/
:- module(eximo_play_old_name, []).
:- reexport(eximo/play).
