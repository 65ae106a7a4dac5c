% kb/draughts/board_10x10.pl: the geometry of the 10x10 draughts board, as facts.
%
% GENERATED FILE, do not edit.  Regenerate with:
%     swipl kb/draughts/generate.pl 10 10 kb/draughts/board_10x10.pl
% tests/prolog/damas/test_kb.pl checks that it equals a fresh generation.
%
% Files 1..10 from White's left, ranks 1..10 from White's side up;
% (1, 1) is dark.  The 50 dark squares are numbered 1..50 in reading
% order as White sees the board, from b10 to i1.

:- module(board_10x10, [casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3]).

%! casa(?File, ?Rank, ?Colour, ?Number)
%
%  The board has a square at (File, Rank) of Colour, dark or light.
%  Play uses only the dark squares: Number is a dark square's number
%  and none for a light square.  One fact per square, as White reads
%  the board: top rank first, left to right.
casa(1, 10, light, none).
casa(2, 10, dark, 1).
casa(3, 10, light, none).
casa(4, 10, dark, 2).
casa(5, 10, light, none).
casa(6, 10, dark, 3).
casa(7, 10, light, none).
casa(8, 10, dark, 4).
casa(9, 10, light, none).
casa(10, 10, dark, 5).
casa(1, 9, dark, 6).
casa(2, 9, light, none).
casa(3, 9, dark, 7).
casa(4, 9, light, none).
casa(5, 9, dark, 8).
casa(6, 9, light, none).
casa(7, 9, dark, 9).
casa(8, 9, light, none).
casa(9, 9, dark, 10).
casa(10, 9, light, none).
casa(1, 8, light, none).
casa(2, 8, dark, 11).
casa(3, 8, light, none).
casa(4, 8, dark, 12).
casa(5, 8, light, none).
casa(6, 8, dark, 13).
casa(7, 8, light, none).
casa(8, 8, dark, 14).
casa(9, 8, light, none).
casa(10, 8, dark, 15).
casa(1, 7, dark, 16).
casa(2, 7, light, none).
casa(3, 7, dark, 17).
casa(4, 7, light, none).
casa(5, 7, dark, 18).
casa(6, 7, light, none).
casa(7, 7, dark, 19).
casa(8, 7, light, none).
casa(9, 7, dark, 20).
casa(10, 7, light, none).
casa(1, 6, light, none).
casa(2, 6, dark, 21).
casa(3, 6, light, none).
casa(4, 6, dark, 22).
casa(5, 6, light, none).
casa(6, 6, dark, 23).
casa(7, 6, light, none).
casa(8, 6, dark, 24).
casa(9, 6, light, none).
casa(10, 6, dark, 25).
casa(1, 5, dark, 26).
casa(2, 5, light, none).
casa(3, 5, dark, 27).
casa(4, 5, light, none).
casa(5, 5, dark, 28).
casa(6, 5, light, none).
casa(7, 5, dark, 29).
casa(8, 5, light, none).
casa(9, 5, dark, 30).
casa(10, 5, light, none).
casa(1, 4, light, none).
casa(2, 4, dark, 31).
casa(3, 4, light, none).
casa(4, 4, dark, 32).
casa(5, 4, light, none).
casa(6, 4, dark, 33).
casa(7, 4, light, none).
casa(8, 4, dark, 34).
casa(9, 4, light, none).
casa(10, 4, dark, 35).
casa(1, 3, dark, 36).
casa(2, 3, light, none).
casa(3, 3, dark, 37).
casa(4, 3, light, none).
casa(5, 3, dark, 38).
casa(6, 3, light, none).
casa(7, 3, dark, 39).
casa(8, 3, light, none).
casa(9, 3, dark, 40).
casa(10, 3, light, none).
casa(1, 2, light, none).
casa(2, 2, dark, 41).
casa(3, 2, light, none).
casa(4, 2, dark, 42).
casa(5, 2, light, none).
casa(6, 2, dark, 43).
casa(7, 2, light, none).
casa(8, 2, dark, 44).
casa(9, 2, light, none).
casa(10, 2, dark, 45).
casa(1, 1, dark, 46).
casa(2, 1, light, none).
casa(3, 1, dark, 47).
casa(4, 1, light, none).
casa(5, 1, dark, 48).
casa(6, 1, light, none).
casa(7, 1, dark, 49).
casa(8, 1, light, none).
casa(9, 1, dark, 50).
casa(10, 1, light, none).

%! movepeca(?From, ?To, ?Side)
%
%  A man of Side (white or black) may step from square From to the
%  diagonally adjacent square To.  Men step forward only: white men
%  north (toward higher ranks), black men south.
movepeca(6, 1, white).
movepeca(7, 2, white).
movepeca(7, 1, white).
movepeca(8, 3, white).
movepeca(8, 2, white).
movepeca(9, 4, white).
movepeca(9, 3, white).
movepeca(10, 5, white).
movepeca(10, 4, white).
movepeca(11, 7, white).
movepeca(11, 6, white).
movepeca(12, 8, white).
movepeca(12, 7, white).
movepeca(13, 9, white).
movepeca(13, 8, white).
movepeca(14, 10, white).
movepeca(14, 9, white).
movepeca(15, 10, white).
movepeca(16, 11, white).
movepeca(17, 12, white).
movepeca(17, 11, white).
movepeca(18, 13, white).
movepeca(18, 12, white).
movepeca(19, 14, white).
movepeca(19, 13, white).
movepeca(20, 15, white).
movepeca(20, 14, white).
movepeca(21, 17, white).
movepeca(21, 16, white).
movepeca(22, 18, white).
movepeca(22, 17, white).
movepeca(23, 19, white).
movepeca(23, 18, white).
movepeca(24, 20, white).
movepeca(24, 19, white).
movepeca(25, 20, white).
movepeca(26, 21, white).
movepeca(27, 22, white).
movepeca(27, 21, white).
movepeca(28, 23, white).
movepeca(28, 22, white).
movepeca(29, 24, white).
movepeca(29, 23, white).
movepeca(30, 25, white).
movepeca(30, 24, white).
movepeca(31, 27, white).
movepeca(31, 26, white).
movepeca(32, 28, white).
movepeca(32, 27, white).
movepeca(33, 29, white).
movepeca(33, 28, white).
movepeca(34, 30, white).
movepeca(34, 29, white).
movepeca(35, 30, white).
movepeca(36, 31, white).
movepeca(37, 32, white).
movepeca(37, 31, white).
movepeca(38, 33, white).
movepeca(38, 32, white).
movepeca(39, 34, white).
movepeca(39, 33, white).
movepeca(40, 35, white).
movepeca(40, 34, white).
movepeca(41, 37, white).
movepeca(41, 36, white).
movepeca(42, 38, white).
movepeca(42, 37, white).
movepeca(43, 39, white).
movepeca(43, 38, white).
movepeca(44, 40, white).
movepeca(44, 39, white).
movepeca(45, 40, white).
movepeca(46, 41, white).
movepeca(47, 42, white).
movepeca(47, 41, white).
movepeca(48, 43, white).
movepeca(48, 42, white).
movepeca(49, 44, white).
movepeca(49, 43, white).
movepeca(50, 45, white).
movepeca(50, 44, white).
movepeca(1, 7, black).
movepeca(1, 6, black).
movepeca(2, 8, black).
movepeca(2, 7, black).
movepeca(3, 9, black).
movepeca(3, 8, black).
movepeca(4, 10, black).
movepeca(4, 9, black).
movepeca(5, 10, black).
movepeca(6, 11, black).
movepeca(7, 12, black).
movepeca(7, 11, black).
movepeca(8, 13, black).
movepeca(8, 12, black).
movepeca(9, 14, black).
movepeca(9, 13, black).
movepeca(10, 15, black).
movepeca(10, 14, black).
movepeca(11, 17, black).
movepeca(11, 16, black).
movepeca(12, 18, black).
movepeca(12, 17, black).
movepeca(13, 19, black).
movepeca(13, 18, black).
movepeca(14, 20, black).
movepeca(14, 19, black).
movepeca(15, 20, black).
movepeca(16, 21, black).
movepeca(17, 22, black).
movepeca(17, 21, black).
movepeca(18, 23, black).
movepeca(18, 22, black).
movepeca(19, 24, black).
movepeca(19, 23, black).
movepeca(20, 25, black).
movepeca(20, 24, black).
movepeca(21, 27, black).
movepeca(21, 26, black).
movepeca(22, 28, black).
movepeca(22, 27, black).
movepeca(23, 29, black).
movepeca(23, 28, black).
movepeca(24, 30, black).
movepeca(24, 29, black).
movepeca(25, 30, black).
movepeca(26, 31, black).
movepeca(27, 32, black).
movepeca(27, 31, black).
movepeca(28, 33, black).
movepeca(28, 32, black).
movepeca(29, 34, black).
movepeca(29, 33, black).
movepeca(30, 35, black).
movepeca(30, 34, black).
movepeca(31, 37, black).
movepeca(31, 36, black).
movepeca(32, 38, black).
movepeca(32, 37, black).
movepeca(33, 39, black).
movepeca(33, 38, black).
movepeca(34, 40, black).
movepeca(34, 39, black).
movepeca(35, 40, black).
movepeca(36, 41, black).
movepeca(37, 42, black).
movepeca(37, 41, black).
movepeca(38, 43, black).
movepeca(38, 42, black).
movepeca(39, 44, black).
movepeca(39, 43, black).
movepeca(40, 45, black).
movepeca(40, 44, black).
movepeca(41, 47, black).
movepeca(41, 46, black).
movepeca(42, 48, black).
movepeca(42, 47, black).
movepeca(43, 49, black).
movepeca(43, 48, black).
movepeca(44, 50, black).
movepeca(44, 49, black).
movepeca(45, 50, black).

%! comepeca(?From, ?Over, ?To)
%
%  A short jump: a man on From takes the piece on the adjacent square
%  Over and lands on To, the next square beyond it on the same diagonal.
%  All four directions, for both sides: men capture backward too.
comepeca(1, 7, 12).
comepeca(2, 8, 13).
comepeca(2, 7, 11).
comepeca(3, 9, 14).
comepeca(3, 8, 12).
comepeca(4, 10, 15).
comepeca(4, 9, 13).
comepeca(5, 10, 14).
comepeca(6, 11, 17).
comepeca(7, 12, 18).
comepeca(7, 11, 16).
comepeca(8, 13, 19).
comepeca(8, 12, 17).
comepeca(9, 14, 20).
comepeca(9, 13, 18).
comepeca(10, 14, 19).
comepeca(11, 7, 2).
comepeca(11, 17, 22).
comepeca(12, 8, 3).
comepeca(12, 7, 1).
comepeca(12, 18, 23).
comepeca(12, 17, 21).
comepeca(13, 9, 4).
comepeca(13, 8, 2).
comepeca(13, 19, 24).
comepeca(13, 18, 22).
comepeca(14, 10, 5).
comepeca(14, 9, 3).
comepeca(14, 20, 25).
comepeca(14, 19, 23).
comepeca(15, 10, 4).
comepeca(15, 20, 24).
comepeca(16, 11, 7).
comepeca(16, 21, 27).
comepeca(17, 12, 8).
comepeca(17, 11, 6).
comepeca(17, 22, 28).
comepeca(17, 21, 26).
comepeca(18, 13, 9).
comepeca(18, 12, 7).
comepeca(18, 23, 29).
comepeca(18, 22, 27).
comepeca(19, 14, 10).
comepeca(19, 13, 8).
comepeca(19, 24, 30).
comepeca(19, 23, 28).
comepeca(20, 14, 9).
comepeca(20, 24, 29).
comepeca(21, 17, 12).
comepeca(21, 27, 32).
comepeca(22, 18, 13).
comepeca(22, 17, 11).
comepeca(22, 28, 33).
comepeca(22, 27, 31).
comepeca(23, 19, 14).
comepeca(23, 18, 12).
comepeca(23, 29, 34).
comepeca(23, 28, 32).
comepeca(24, 20, 15).
comepeca(24, 19, 13).
comepeca(24, 30, 35).
comepeca(24, 29, 33).
comepeca(25, 20, 14).
comepeca(25, 30, 34).
comepeca(26, 21, 17).
comepeca(26, 31, 37).
comepeca(27, 22, 18).
comepeca(27, 21, 16).
comepeca(27, 32, 38).
comepeca(27, 31, 36).
comepeca(28, 23, 19).
comepeca(28, 22, 17).
comepeca(28, 33, 39).
comepeca(28, 32, 37).
comepeca(29, 24, 20).
comepeca(29, 23, 18).
comepeca(29, 34, 40).
comepeca(29, 33, 38).
comepeca(30, 24, 19).
comepeca(30, 34, 39).
comepeca(31, 27, 22).
comepeca(31, 37, 42).
comepeca(32, 28, 23).
comepeca(32, 27, 21).
comepeca(32, 38, 43).
comepeca(32, 37, 41).
comepeca(33, 29, 24).
comepeca(33, 28, 22).
comepeca(33, 39, 44).
comepeca(33, 38, 42).
comepeca(34, 30, 25).
comepeca(34, 29, 23).
comepeca(34, 40, 45).
comepeca(34, 39, 43).
comepeca(35, 30, 24).
comepeca(35, 40, 44).
comepeca(36, 31, 27).
comepeca(36, 41, 47).
comepeca(37, 32, 28).
comepeca(37, 31, 26).
comepeca(37, 42, 48).
comepeca(37, 41, 46).
comepeca(38, 33, 29).
comepeca(38, 32, 27).
comepeca(38, 43, 49).
comepeca(38, 42, 47).
comepeca(39, 34, 30).
comepeca(39, 33, 28).
comepeca(39, 44, 50).
comepeca(39, 43, 48).
comepeca(40, 34, 29).
comepeca(40, 44, 49).
comepeca(41, 37, 32).
comepeca(42, 38, 33).
comepeca(42, 37, 31).
comepeca(43, 39, 34).
comepeca(43, 38, 32).
comepeca(44, 40, 35).
comepeca(44, 39, 33).
comepeca(45, 40, 34).
comepeca(46, 41, 37).
comepeca(47, 42, 38).
comepeca(47, 41, 36).
comepeca(48, 43, 39).
comepeca(48, 42, 37).
comepeca(49, 44, 40).
comepeca(49, 43, 38).
comepeca(50, 44, 39).

%! diagonal(?From, ?Direction, ?To)
%
%  To is the next dark square after From in Direction: north_east,
%  north_west, south_east or south_west (north is toward higher ranks,
%  east toward higher files).  No fact past the edge.  Flying kings move
%  and capture along chains of these facts.
diagonal(1, south_east, 7).
diagonal(1, south_west, 6).
diagonal(2, south_east, 8).
diagonal(2, south_west, 7).
diagonal(3, south_east, 9).
diagonal(3, south_west, 8).
diagonal(4, south_east, 10).
diagonal(4, south_west, 9).
diagonal(5, south_west, 10).
diagonal(6, north_east, 1).
diagonal(6, south_east, 11).
diagonal(7, north_east, 2).
diagonal(7, north_west, 1).
diagonal(7, south_east, 12).
diagonal(7, south_west, 11).
diagonal(8, north_east, 3).
diagonal(8, north_west, 2).
diagonal(8, south_east, 13).
diagonal(8, south_west, 12).
diagonal(9, north_east, 4).
diagonal(9, north_west, 3).
diagonal(9, south_east, 14).
diagonal(9, south_west, 13).
diagonal(10, north_east, 5).
diagonal(10, north_west, 4).
diagonal(10, south_east, 15).
diagonal(10, south_west, 14).
diagonal(11, north_east, 7).
diagonal(11, north_west, 6).
diagonal(11, south_east, 17).
diagonal(11, south_west, 16).
diagonal(12, north_east, 8).
diagonal(12, north_west, 7).
diagonal(12, south_east, 18).
diagonal(12, south_west, 17).
diagonal(13, north_east, 9).
diagonal(13, north_west, 8).
diagonal(13, south_east, 19).
diagonal(13, south_west, 18).
diagonal(14, north_east, 10).
diagonal(14, north_west, 9).
diagonal(14, south_east, 20).
diagonal(14, south_west, 19).
diagonal(15, north_west, 10).
diagonal(15, south_west, 20).
diagonal(16, north_east, 11).
diagonal(16, south_east, 21).
diagonal(17, north_east, 12).
diagonal(17, north_west, 11).
diagonal(17, south_east, 22).
diagonal(17, south_west, 21).
diagonal(18, north_east, 13).
diagonal(18, north_west, 12).
diagonal(18, south_east, 23).
diagonal(18, south_west, 22).
diagonal(19, north_east, 14).
diagonal(19, north_west, 13).
diagonal(19, south_east, 24).
diagonal(19, south_west, 23).
diagonal(20, north_east, 15).
diagonal(20, north_west, 14).
diagonal(20, south_east, 25).
diagonal(20, south_west, 24).
diagonal(21, north_east, 17).
diagonal(21, north_west, 16).
diagonal(21, south_east, 27).
diagonal(21, south_west, 26).
diagonal(22, north_east, 18).
diagonal(22, north_west, 17).
diagonal(22, south_east, 28).
diagonal(22, south_west, 27).
diagonal(23, north_east, 19).
diagonal(23, north_west, 18).
diagonal(23, south_east, 29).
diagonal(23, south_west, 28).
diagonal(24, north_east, 20).
diagonal(24, north_west, 19).
diagonal(24, south_east, 30).
diagonal(24, south_west, 29).
diagonal(25, north_west, 20).
diagonal(25, south_west, 30).
diagonal(26, north_east, 21).
diagonal(26, south_east, 31).
diagonal(27, north_east, 22).
diagonal(27, north_west, 21).
diagonal(27, south_east, 32).
diagonal(27, south_west, 31).
diagonal(28, north_east, 23).
diagonal(28, north_west, 22).
diagonal(28, south_east, 33).
diagonal(28, south_west, 32).
diagonal(29, north_east, 24).
diagonal(29, north_west, 23).
diagonal(29, south_east, 34).
diagonal(29, south_west, 33).
diagonal(30, north_east, 25).
diagonal(30, north_west, 24).
diagonal(30, south_east, 35).
diagonal(30, south_west, 34).
diagonal(31, north_east, 27).
diagonal(31, north_west, 26).
diagonal(31, south_east, 37).
diagonal(31, south_west, 36).
diagonal(32, north_east, 28).
diagonal(32, north_west, 27).
diagonal(32, south_east, 38).
diagonal(32, south_west, 37).
diagonal(33, north_east, 29).
diagonal(33, north_west, 28).
diagonal(33, south_east, 39).
diagonal(33, south_west, 38).
diagonal(34, north_east, 30).
diagonal(34, north_west, 29).
diagonal(34, south_east, 40).
diagonal(34, south_west, 39).
diagonal(35, north_west, 30).
diagonal(35, south_west, 40).
diagonal(36, north_east, 31).
diagonal(36, south_east, 41).
diagonal(37, north_east, 32).
diagonal(37, north_west, 31).
diagonal(37, south_east, 42).
diagonal(37, south_west, 41).
diagonal(38, north_east, 33).
diagonal(38, north_west, 32).
diagonal(38, south_east, 43).
diagonal(38, south_west, 42).
diagonal(39, north_east, 34).
diagonal(39, north_west, 33).
diagonal(39, south_east, 44).
diagonal(39, south_west, 43).
diagonal(40, north_east, 35).
diagonal(40, north_west, 34).
diagonal(40, south_east, 45).
diagonal(40, south_west, 44).
diagonal(41, north_east, 37).
diagonal(41, north_west, 36).
diagonal(41, south_east, 47).
diagonal(41, south_west, 46).
diagonal(42, north_east, 38).
diagonal(42, north_west, 37).
diagonal(42, south_east, 48).
diagonal(42, south_west, 47).
diagonal(43, north_east, 39).
diagonal(43, north_west, 38).
diagonal(43, south_east, 49).
diagonal(43, south_west, 48).
diagonal(44, north_east, 40).
diagonal(44, north_west, 39).
diagonal(44, south_east, 50).
diagonal(44, south_west, 49).
diagonal(45, north_west, 40).
diagonal(45, south_west, 50).
diagonal(46, north_east, 41).
diagonal(47, north_east, 42).
diagonal(47, north_west, 41).
diagonal(48, north_east, 43).
diagonal(48, north_west, 42).
diagonal(49, north_east, 44).
diagonal(49, north_west, 43).
diagonal(50, north_east, 45).
diagonal(50, north_west, 44).

%! orthogonal(?From, ?Direction, ?To)
%
%  To is the next dark square after From along a rank or a file, two
%  files or two ranks away: Direction is north, south (toward higher,
%  lower ranks), east or west (toward higher, lower files).  No fact
%  past the edge.  Read only by variants with orthogonal captures
%  (Frisian), which capture along chains of these facts.
orthogonal(1, south, 11).
orthogonal(1, east, 2).
orthogonal(2, south, 12).
orthogonal(2, east, 3).
orthogonal(2, west, 1).
orthogonal(3, south, 13).
orthogonal(3, east, 4).
orthogonal(3, west, 2).
orthogonal(4, south, 14).
orthogonal(4, east, 5).
orthogonal(4, west, 3).
orthogonal(5, south, 15).
orthogonal(5, west, 4).
orthogonal(6, south, 16).
orthogonal(6, east, 7).
orthogonal(7, south, 17).
orthogonal(7, east, 8).
orthogonal(7, west, 6).
orthogonal(8, south, 18).
orthogonal(8, east, 9).
orthogonal(8, west, 7).
orthogonal(9, south, 19).
orthogonal(9, east, 10).
orthogonal(9, west, 8).
orthogonal(10, south, 20).
orthogonal(10, west, 9).
orthogonal(11, north, 1).
orthogonal(11, south, 21).
orthogonal(11, east, 12).
orthogonal(12, north, 2).
orthogonal(12, south, 22).
orthogonal(12, east, 13).
orthogonal(12, west, 11).
orthogonal(13, north, 3).
orthogonal(13, south, 23).
orthogonal(13, east, 14).
orthogonal(13, west, 12).
orthogonal(14, north, 4).
orthogonal(14, south, 24).
orthogonal(14, east, 15).
orthogonal(14, west, 13).
orthogonal(15, north, 5).
orthogonal(15, south, 25).
orthogonal(15, west, 14).
orthogonal(16, north, 6).
orthogonal(16, south, 26).
orthogonal(16, east, 17).
orthogonal(17, north, 7).
orthogonal(17, south, 27).
orthogonal(17, east, 18).
orthogonal(17, west, 16).
orthogonal(18, north, 8).
orthogonal(18, south, 28).
orthogonal(18, east, 19).
orthogonal(18, west, 17).
orthogonal(19, north, 9).
orthogonal(19, south, 29).
orthogonal(19, east, 20).
orthogonal(19, west, 18).
orthogonal(20, north, 10).
orthogonal(20, south, 30).
orthogonal(20, west, 19).
orthogonal(21, north, 11).
orthogonal(21, south, 31).
orthogonal(21, east, 22).
orthogonal(22, north, 12).
orthogonal(22, south, 32).
orthogonal(22, east, 23).
orthogonal(22, west, 21).
orthogonal(23, north, 13).
orthogonal(23, south, 33).
orthogonal(23, east, 24).
orthogonal(23, west, 22).
orthogonal(24, north, 14).
orthogonal(24, south, 34).
orthogonal(24, east, 25).
orthogonal(24, west, 23).
orthogonal(25, north, 15).
orthogonal(25, south, 35).
orthogonal(25, west, 24).
orthogonal(26, north, 16).
orthogonal(26, south, 36).
orthogonal(26, east, 27).
orthogonal(27, north, 17).
orthogonal(27, south, 37).
orthogonal(27, east, 28).
orthogonal(27, west, 26).
orthogonal(28, north, 18).
orthogonal(28, south, 38).
orthogonal(28, east, 29).
orthogonal(28, west, 27).
orthogonal(29, north, 19).
orthogonal(29, south, 39).
orthogonal(29, east, 30).
orthogonal(29, west, 28).
orthogonal(30, north, 20).
orthogonal(30, south, 40).
orthogonal(30, west, 29).
orthogonal(31, north, 21).
orthogonal(31, south, 41).
orthogonal(31, east, 32).
orthogonal(32, north, 22).
orthogonal(32, south, 42).
orthogonal(32, east, 33).
orthogonal(32, west, 31).
orthogonal(33, north, 23).
orthogonal(33, south, 43).
orthogonal(33, east, 34).
orthogonal(33, west, 32).
orthogonal(34, north, 24).
orthogonal(34, south, 44).
orthogonal(34, east, 35).
orthogonal(34, west, 33).
orthogonal(35, north, 25).
orthogonal(35, south, 45).
orthogonal(35, west, 34).
orthogonal(36, north, 26).
orthogonal(36, south, 46).
orthogonal(36, east, 37).
orthogonal(37, north, 27).
orthogonal(37, south, 47).
orthogonal(37, east, 38).
orthogonal(37, west, 36).
orthogonal(38, north, 28).
orthogonal(38, south, 48).
orthogonal(38, east, 39).
orthogonal(38, west, 37).
orthogonal(39, north, 29).
orthogonal(39, south, 49).
orthogonal(39, east, 40).
orthogonal(39, west, 38).
orthogonal(40, north, 30).
orthogonal(40, south, 50).
orthogonal(40, west, 39).
orthogonal(41, north, 31).
orthogonal(41, east, 42).
orthogonal(42, north, 32).
orthogonal(42, east, 43).
orthogonal(42, west, 41).
orthogonal(43, north, 33).
orthogonal(43, east, 44).
orthogonal(43, west, 42).
orthogonal(44, north, 34).
orthogonal(44, east, 45).
orthogonal(44, west, 43).
orthogonal(45, north, 35).
orthogonal(45, west, 44).
orthogonal(46, north, 36).
orthogonal(46, east, 47).
orthogonal(47, north, 37).
orthogonal(47, east, 48).
orthogonal(47, west, 46).
orthogonal(48, north, 38).
orthogonal(48, east, 49).
orthogonal(48, west, 47).
orthogonal(49, north, 39).
orthogonal(49, east, 50).
orthogonal(49, west, 48).
orthogonal(50, north, 40).
orthogonal(50, west, 49).
