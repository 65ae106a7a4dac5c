% kb/draughts/board_12x12.pl: the geometry of the 12x12 draughts board, as facts.
%
% GENERATED FILE, do not edit.  Regenerate with:
%     swipl kb/draughts/generate.pl 12 12 kb/draughts/board_12x12.pl
% tests/prolog/damas/test_kb.pl checks that it equals a fresh generation.
%
% Files 1..12 from White's left, ranks 1..12 from White's side up;
% (1, 1) is dark.  The 72 dark squares are numbered 1..72 in reading
% order as White sees the board, from b12 to k1.

:- module(board_12x12, [casa/4, movepeca/3, comepeca/3, diagonal/3, orthogonal/3]).

%! casa(?File, ?Rank, ?Colour, ?Number)
%
%  The board has a square at (File, Rank) of Colour, dark or light.
%  Play uses only the dark squares: Number is a dark square's number
%  and none for a light square.  One fact per square, as White reads
%  the board: top rank first, left to right.
casa(1, 12, light, none).
casa(2, 12, dark, 1).
casa(3, 12, light, none).
casa(4, 12, dark, 2).
casa(5, 12, light, none).
casa(6, 12, dark, 3).
casa(7, 12, light, none).
casa(8, 12, dark, 4).
casa(9, 12, light, none).
casa(10, 12, dark, 5).
casa(11, 12, light, none).
casa(12, 12, dark, 6).
casa(1, 11, dark, 7).
casa(2, 11, light, none).
casa(3, 11, dark, 8).
casa(4, 11, light, none).
casa(5, 11, dark, 9).
casa(6, 11, light, none).
casa(7, 11, dark, 10).
casa(8, 11, light, none).
casa(9, 11, dark, 11).
casa(10, 11, light, none).
casa(11, 11, dark, 12).
casa(12, 11, light, none).
casa(1, 10, light, none).
casa(2, 10, dark, 13).
casa(3, 10, light, none).
casa(4, 10, dark, 14).
casa(5, 10, light, none).
casa(6, 10, dark, 15).
casa(7, 10, light, none).
casa(8, 10, dark, 16).
casa(9, 10, light, none).
casa(10, 10, dark, 17).
casa(11, 10, light, none).
casa(12, 10, dark, 18).
casa(1, 9, dark, 19).
casa(2, 9, light, none).
casa(3, 9, dark, 20).
casa(4, 9, light, none).
casa(5, 9, dark, 21).
casa(6, 9, light, none).
casa(7, 9, dark, 22).
casa(8, 9, light, none).
casa(9, 9, dark, 23).
casa(10, 9, light, none).
casa(11, 9, dark, 24).
casa(12, 9, light, none).
casa(1, 8, light, none).
casa(2, 8, dark, 25).
casa(3, 8, light, none).
casa(4, 8, dark, 26).
casa(5, 8, light, none).
casa(6, 8, dark, 27).
casa(7, 8, light, none).
casa(8, 8, dark, 28).
casa(9, 8, light, none).
casa(10, 8, dark, 29).
casa(11, 8, light, none).
casa(12, 8, dark, 30).
casa(1, 7, dark, 31).
casa(2, 7, light, none).
casa(3, 7, dark, 32).
casa(4, 7, light, none).
casa(5, 7, dark, 33).
casa(6, 7, light, none).
casa(7, 7, dark, 34).
casa(8, 7, light, none).
casa(9, 7, dark, 35).
casa(10, 7, light, none).
casa(11, 7, dark, 36).
casa(12, 7, light, none).
casa(1, 6, light, none).
casa(2, 6, dark, 37).
casa(3, 6, light, none).
casa(4, 6, dark, 38).
casa(5, 6, light, none).
casa(6, 6, dark, 39).
casa(7, 6, light, none).
casa(8, 6, dark, 40).
casa(9, 6, light, none).
casa(10, 6, dark, 41).
casa(11, 6, light, none).
casa(12, 6, dark, 42).
casa(1, 5, dark, 43).
casa(2, 5, light, none).
casa(3, 5, dark, 44).
casa(4, 5, light, none).
casa(5, 5, dark, 45).
casa(6, 5, light, none).
casa(7, 5, dark, 46).
casa(8, 5, light, none).
casa(9, 5, dark, 47).
casa(10, 5, light, none).
casa(11, 5, dark, 48).
casa(12, 5, light, none).
casa(1, 4, light, none).
casa(2, 4, dark, 49).
casa(3, 4, light, none).
casa(4, 4, dark, 50).
casa(5, 4, light, none).
casa(6, 4, dark, 51).
casa(7, 4, light, none).
casa(8, 4, dark, 52).
casa(9, 4, light, none).
casa(10, 4, dark, 53).
casa(11, 4, light, none).
casa(12, 4, dark, 54).
casa(1, 3, dark, 55).
casa(2, 3, light, none).
casa(3, 3, dark, 56).
casa(4, 3, light, none).
casa(5, 3, dark, 57).
casa(6, 3, light, none).
casa(7, 3, dark, 58).
casa(8, 3, light, none).
casa(9, 3, dark, 59).
casa(10, 3, light, none).
casa(11, 3, dark, 60).
casa(12, 3, light, none).
casa(1, 2, light, none).
casa(2, 2, dark, 61).
casa(3, 2, light, none).
casa(4, 2, dark, 62).
casa(5, 2, light, none).
casa(6, 2, dark, 63).
casa(7, 2, light, none).
casa(8, 2, dark, 64).
casa(9, 2, light, none).
casa(10, 2, dark, 65).
casa(11, 2, light, none).
casa(12, 2, dark, 66).
casa(1, 1, dark, 67).
casa(2, 1, light, none).
casa(3, 1, dark, 68).
casa(4, 1, light, none).
casa(5, 1, dark, 69).
casa(6, 1, light, none).
casa(7, 1, dark, 70).
casa(8, 1, light, none).
casa(9, 1, dark, 71).
casa(10, 1, light, none).
casa(11, 1, dark, 72).
casa(12, 1, light, none).

%! movepeca(?From, ?To, ?Side)
%
%  A man of Side (white or black) may step from square From to the
%  diagonally adjacent square To.  Men step forward only: white men
%  north (toward higher ranks), black men south.
movepeca(7, 1, white).
movepeca(8, 2, white).
movepeca(8, 1, white).
movepeca(9, 3, white).
movepeca(9, 2, white).
movepeca(10, 4, white).
movepeca(10, 3, white).
movepeca(11, 5, white).
movepeca(11, 4, white).
movepeca(12, 6, white).
movepeca(12, 5, white).
movepeca(13, 8, white).
movepeca(13, 7, white).
movepeca(14, 9, white).
movepeca(14, 8, white).
movepeca(15, 10, white).
movepeca(15, 9, white).
movepeca(16, 11, white).
movepeca(16, 10, white).
movepeca(17, 12, white).
movepeca(17, 11, white).
movepeca(18, 12, white).
movepeca(19, 13, white).
movepeca(20, 14, white).
movepeca(20, 13, white).
movepeca(21, 15, white).
movepeca(21, 14, white).
movepeca(22, 16, white).
movepeca(22, 15, white).
movepeca(23, 17, white).
movepeca(23, 16, white).
movepeca(24, 18, white).
movepeca(24, 17, white).
movepeca(25, 20, white).
movepeca(25, 19, white).
movepeca(26, 21, white).
movepeca(26, 20, white).
movepeca(27, 22, white).
movepeca(27, 21, white).
movepeca(28, 23, white).
movepeca(28, 22, white).
movepeca(29, 24, white).
movepeca(29, 23, white).
movepeca(30, 24, white).
movepeca(31, 25, white).
movepeca(32, 26, white).
movepeca(32, 25, white).
movepeca(33, 27, white).
movepeca(33, 26, white).
movepeca(34, 28, white).
movepeca(34, 27, white).
movepeca(35, 29, white).
movepeca(35, 28, white).
movepeca(36, 30, white).
movepeca(36, 29, white).
movepeca(37, 32, white).
movepeca(37, 31, white).
movepeca(38, 33, white).
movepeca(38, 32, white).
movepeca(39, 34, white).
movepeca(39, 33, white).
movepeca(40, 35, white).
movepeca(40, 34, white).
movepeca(41, 36, white).
movepeca(41, 35, white).
movepeca(42, 36, white).
movepeca(43, 37, white).
movepeca(44, 38, white).
movepeca(44, 37, white).
movepeca(45, 39, white).
movepeca(45, 38, white).
movepeca(46, 40, white).
movepeca(46, 39, white).
movepeca(47, 41, white).
movepeca(47, 40, white).
movepeca(48, 42, white).
movepeca(48, 41, white).
movepeca(49, 44, white).
movepeca(49, 43, white).
movepeca(50, 45, white).
movepeca(50, 44, white).
movepeca(51, 46, white).
movepeca(51, 45, white).
movepeca(52, 47, white).
movepeca(52, 46, white).
movepeca(53, 48, white).
movepeca(53, 47, white).
movepeca(54, 48, white).
movepeca(55, 49, white).
movepeca(56, 50, white).
movepeca(56, 49, white).
movepeca(57, 51, white).
movepeca(57, 50, white).
movepeca(58, 52, white).
movepeca(58, 51, white).
movepeca(59, 53, white).
movepeca(59, 52, white).
movepeca(60, 54, white).
movepeca(60, 53, white).
movepeca(61, 56, white).
movepeca(61, 55, white).
movepeca(62, 57, white).
movepeca(62, 56, white).
movepeca(63, 58, white).
movepeca(63, 57, white).
movepeca(64, 59, white).
movepeca(64, 58, white).
movepeca(65, 60, white).
movepeca(65, 59, white).
movepeca(66, 60, white).
movepeca(67, 61, white).
movepeca(68, 62, white).
movepeca(68, 61, white).
movepeca(69, 63, white).
movepeca(69, 62, white).
movepeca(70, 64, white).
movepeca(70, 63, white).
movepeca(71, 65, white).
movepeca(71, 64, white).
movepeca(72, 66, white).
movepeca(72, 65, white).
movepeca(1, 8, black).
movepeca(1, 7, black).
movepeca(2, 9, black).
movepeca(2, 8, black).
movepeca(3, 10, black).
movepeca(3, 9, black).
movepeca(4, 11, black).
movepeca(4, 10, black).
movepeca(5, 12, black).
movepeca(5, 11, black).
movepeca(6, 12, black).
movepeca(7, 13, black).
movepeca(8, 14, black).
movepeca(8, 13, black).
movepeca(9, 15, black).
movepeca(9, 14, black).
movepeca(10, 16, black).
movepeca(10, 15, black).
movepeca(11, 17, black).
movepeca(11, 16, black).
movepeca(12, 18, black).
movepeca(12, 17, black).
movepeca(13, 20, black).
movepeca(13, 19, black).
movepeca(14, 21, black).
movepeca(14, 20, black).
movepeca(15, 22, black).
movepeca(15, 21, black).
movepeca(16, 23, black).
movepeca(16, 22, black).
movepeca(17, 24, black).
movepeca(17, 23, black).
movepeca(18, 24, black).
movepeca(19, 25, black).
movepeca(20, 26, black).
movepeca(20, 25, black).
movepeca(21, 27, black).
movepeca(21, 26, black).
movepeca(22, 28, black).
movepeca(22, 27, black).
movepeca(23, 29, black).
movepeca(23, 28, black).
movepeca(24, 30, black).
movepeca(24, 29, black).
movepeca(25, 32, black).
movepeca(25, 31, black).
movepeca(26, 33, black).
movepeca(26, 32, black).
movepeca(27, 34, black).
movepeca(27, 33, black).
movepeca(28, 35, black).
movepeca(28, 34, black).
movepeca(29, 36, black).
movepeca(29, 35, black).
movepeca(30, 36, black).
movepeca(31, 37, black).
movepeca(32, 38, black).
movepeca(32, 37, black).
movepeca(33, 39, black).
movepeca(33, 38, black).
movepeca(34, 40, black).
movepeca(34, 39, black).
movepeca(35, 41, black).
movepeca(35, 40, black).
movepeca(36, 42, black).
movepeca(36, 41, black).
movepeca(37, 44, black).
movepeca(37, 43, black).
movepeca(38, 45, black).
movepeca(38, 44, black).
movepeca(39, 46, black).
movepeca(39, 45, black).
movepeca(40, 47, black).
movepeca(40, 46, black).
movepeca(41, 48, black).
movepeca(41, 47, black).
movepeca(42, 48, black).
movepeca(43, 49, black).
movepeca(44, 50, black).
movepeca(44, 49, black).
movepeca(45, 51, black).
movepeca(45, 50, black).
movepeca(46, 52, black).
movepeca(46, 51, black).
movepeca(47, 53, black).
movepeca(47, 52, black).
movepeca(48, 54, black).
movepeca(48, 53, black).
movepeca(49, 56, black).
movepeca(49, 55, black).
movepeca(50, 57, black).
movepeca(50, 56, black).
movepeca(51, 58, black).
movepeca(51, 57, black).
movepeca(52, 59, black).
movepeca(52, 58, black).
movepeca(53, 60, black).
movepeca(53, 59, black).
movepeca(54, 60, black).
movepeca(55, 61, black).
movepeca(56, 62, black).
movepeca(56, 61, black).
movepeca(57, 63, black).
movepeca(57, 62, black).
movepeca(58, 64, black).
movepeca(58, 63, black).
movepeca(59, 65, black).
movepeca(59, 64, black).
movepeca(60, 66, black).
movepeca(60, 65, black).
movepeca(61, 68, black).
movepeca(61, 67, black).
movepeca(62, 69, black).
movepeca(62, 68, black).
movepeca(63, 70, black).
movepeca(63, 69, black).
movepeca(64, 71, black).
movepeca(64, 70, black).
movepeca(65, 72, black).
movepeca(65, 71, black).
movepeca(66, 72, black).

%! comepeca(?From, ?Over, ?To)
%
%  A short jump: a man on From takes the piece on the adjacent square
%  Over and lands on To, the next square beyond it on the same diagonal.
%  All four directions, for both sides: men capture backward too.
comepeca(1, 8, 14).
comepeca(2, 9, 15).
comepeca(2, 8, 13).
comepeca(3, 10, 16).
comepeca(3, 9, 14).
comepeca(4, 11, 17).
comepeca(4, 10, 15).
comepeca(5, 12, 18).
comepeca(5, 11, 16).
comepeca(6, 12, 17).
comepeca(7, 13, 20).
comepeca(8, 14, 21).
comepeca(8, 13, 19).
comepeca(9, 15, 22).
comepeca(9, 14, 20).
comepeca(10, 16, 23).
comepeca(10, 15, 21).
comepeca(11, 17, 24).
comepeca(11, 16, 22).
comepeca(12, 17, 23).
comepeca(13, 8, 2).
comepeca(13, 20, 26).
comepeca(14, 9, 3).
comepeca(14, 8, 1).
comepeca(14, 21, 27).
comepeca(14, 20, 25).
comepeca(15, 10, 4).
comepeca(15, 9, 2).
comepeca(15, 22, 28).
comepeca(15, 21, 26).
comepeca(16, 11, 5).
comepeca(16, 10, 3).
comepeca(16, 23, 29).
comepeca(16, 22, 27).
comepeca(17, 12, 6).
comepeca(17, 11, 4).
comepeca(17, 24, 30).
comepeca(17, 23, 28).
comepeca(18, 12, 5).
comepeca(18, 24, 29).
comepeca(19, 13, 8).
comepeca(19, 25, 32).
comepeca(20, 14, 9).
comepeca(20, 13, 7).
comepeca(20, 26, 33).
comepeca(20, 25, 31).
comepeca(21, 15, 10).
comepeca(21, 14, 8).
comepeca(21, 27, 34).
comepeca(21, 26, 32).
comepeca(22, 16, 11).
comepeca(22, 15, 9).
comepeca(22, 28, 35).
comepeca(22, 27, 33).
comepeca(23, 17, 12).
comepeca(23, 16, 10).
comepeca(23, 29, 36).
comepeca(23, 28, 34).
comepeca(24, 17, 11).
comepeca(24, 29, 35).
comepeca(25, 20, 14).
comepeca(25, 32, 38).
comepeca(26, 21, 15).
comepeca(26, 20, 13).
comepeca(26, 33, 39).
comepeca(26, 32, 37).
comepeca(27, 22, 16).
comepeca(27, 21, 14).
comepeca(27, 34, 40).
comepeca(27, 33, 38).
comepeca(28, 23, 17).
comepeca(28, 22, 15).
comepeca(28, 35, 41).
comepeca(28, 34, 39).
comepeca(29, 24, 18).
comepeca(29, 23, 16).
comepeca(29, 36, 42).
comepeca(29, 35, 40).
comepeca(30, 24, 17).
comepeca(30, 36, 41).
comepeca(31, 25, 20).
comepeca(31, 37, 44).
comepeca(32, 26, 21).
comepeca(32, 25, 19).
comepeca(32, 38, 45).
comepeca(32, 37, 43).
comepeca(33, 27, 22).
comepeca(33, 26, 20).
comepeca(33, 39, 46).
comepeca(33, 38, 44).
comepeca(34, 28, 23).
comepeca(34, 27, 21).
comepeca(34, 40, 47).
comepeca(34, 39, 45).
comepeca(35, 29, 24).
comepeca(35, 28, 22).
comepeca(35, 41, 48).
comepeca(35, 40, 46).
comepeca(36, 29, 23).
comepeca(36, 41, 47).
comepeca(37, 32, 26).
comepeca(37, 44, 50).
comepeca(38, 33, 27).
comepeca(38, 32, 25).
comepeca(38, 45, 51).
comepeca(38, 44, 49).
comepeca(39, 34, 28).
comepeca(39, 33, 26).
comepeca(39, 46, 52).
comepeca(39, 45, 50).
comepeca(40, 35, 29).
comepeca(40, 34, 27).
comepeca(40, 47, 53).
comepeca(40, 46, 51).
comepeca(41, 36, 30).
comepeca(41, 35, 28).
comepeca(41, 48, 54).
comepeca(41, 47, 52).
comepeca(42, 36, 29).
comepeca(42, 48, 53).
comepeca(43, 37, 32).
comepeca(43, 49, 56).
comepeca(44, 38, 33).
comepeca(44, 37, 31).
comepeca(44, 50, 57).
comepeca(44, 49, 55).
comepeca(45, 39, 34).
comepeca(45, 38, 32).
comepeca(45, 51, 58).
comepeca(45, 50, 56).
comepeca(46, 40, 35).
comepeca(46, 39, 33).
comepeca(46, 52, 59).
comepeca(46, 51, 57).
comepeca(47, 41, 36).
comepeca(47, 40, 34).
comepeca(47, 53, 60).
comepeca(47, 52, 58).
comepeca(48, 41, 35).
comepeca(48, 53, 59).
comepeca(49, 44, 38).
comepeca(49, 56, 62).
comepeca(50, 45, 39).
comepeca(50, 44, 37).
comepeca(50, 57, 63).
comepeca(50, 56, 61).
comepeca(51, 46, 40).
comepeca(51, 45, 38).
comepeca(51, 58, 64).
comepeca(51, 57, 62).
comepeca(52, 47, 41).
comepeca(52, 46, 39).
comepeca(52, 59, 65).
comepeca(52, 58, 63).
comepeca(53, 48, 42).
comepeca(53, 47, 40).
comepeca(53, 60, 66).
comepeca(53, 59, 64).
comepeca(54, 48, 41).
comepeca(54, 60, 65).
comepeca(55, 49, 44).
comepeca(55, 61, 68).
comepeca(56, 50, 45).
comepeca(56, 49, 43).
comepeca(56, 62, 69).
comepeca(56, 61, 67).
comepeca(57, 51, 46).
comepeca(57, 50, 44).
comepeca(57, 63, 70).
comepeca(57, 62, 68).
comepeca(58, 52, 47).
comepeca(58, 51, 45).
comepeca(58, 64, 71).
comepeca(58, 63, 69).
comepeca(59, 53, 48).
comepeca(59, 52, 46).
comepeca(59, 65, 72).
comepeca(59, 64, 70).
comepeca(60, 53, 47).
comepeca(60, 65, 71).
comepeca(61, 56, 50).
comepeca(62, 57, 51).
comepeca(62, 56, 49).
comepeca(63, 58, 52).
comepeca(63, 57, 50).
comepeca(64, 59, 53).
comepeca(64, 58, 51).
comepeca(65, 60, 54).
comepeca(65, 59, 52).
comepeca(66, 60, 53).
comepeca(67, 61, 56).
comepeca(68, 62, 57).
comepeca(68, 61, 55).
comepeca(69, 63, 58).
comepeca(69, 62, 56).
comepeca(70, 64, 59).
comepeca(70, 63, 57).
comepeca(71, 65, 60).
comepeca(71, 64, 58).
comepeca(72, 65, 59).

%! diagonal(?From, ?Direction, ?To)
%
%  To is the next dark square after From in Direction: north_east,
%  north_west, south_east or south_west (north is toward higher ranks,
%  east toward higher files).  No fact past the edge.  Flying kings move
%  and capture along chains of these facts.
diagonal(1, south_east, 8).
diagonal(1, south_west, 7).
diagonal(2, south_east, 9).
diagonal(2, south_west, 8).
diagonal(3, south_east, 10).
diagonal(3, south_west, 9).
diagonal(4, south_east, 11).
diagonal(4, south_west, 10).
diagonal(5, south_east, 12).
diagonal(5, south_west, 11).
diagonal(6, south_west, 12).
diagonal(7, north_east, 1).
diagonal(7, south_east, 13).
diagonal(8, north_east, 2).
diagonal(8, north_west, 1).
diagonal(8, south_east, 14).
diagonal(8, south_west, 13).
diagonal(9, north_east, 3).
diagonal(9, north_west, 2).
diagonal(9, south_east, 15).
diagonal(9, south_west, 14).
diagonal(10, north_east, 4).
diagonal(10, north_west, 3).
diagonal(10, south_east, 16).
diagonal(10, south_west, 15).
diagonal(11, north_east, 5).
diagonal(11, north_west, 4).
diagonal(11, south_east, 17).
diagonal(11, south_west, 16).
diagonal(12, north_east, 6).
diagonal(12, north_west, 5).
diagonal(12, south_east, 18).
diagonal(12, south_west, 17).
diagonal(13, north_east, 8).
diagonal(13, north_west, 7).
diagonal(13, south_east, 20).
diagonal(13, south_west, 19).
diagonal(14, north_east, 9).
diagonal(14, north_west, 8).
diagonal(14, south_east, 21).
diagonal(14, south_west, 20).
diagonal(15, north_east, 10).
diagonal(15, north_west, 9).
diagonal(15, south_east, 22).
diagonal(15, south_west, 21).
diagonal(16, north_east, 11).
diagonal(16, north_west, 10).
diagonal(16, south_east, 23).
diagonal(16, south_west, 22).
diagonal(17, north_east, 12).
diagonal(17, north_west, 11).
diagonal(17, south_east, 24).
diagonal(17, south_west, 23).
diagonal(18, north_west, 12).
diagonal(18, south_west, 24).
diagonal(19, north_east, 13).
diagonal(19, south_east, 25).
diagonal(20, north_east, 14).
diagonal(20, north_west, 13).
diagonal(20, south_east, 26).
diagonal(20, south_west, 25).
diagonal(21, north_east, 15).
diagonal(21, north_west, 14).
diagonal(21, south_east, 27).
diagonal(21, south_west, 26).
diagonal(22, north_east, 16).
diagonal(22, north_west, 15).
diagonal(22, south_east, 28).
diagonal(22, south_west, 27).
diagonal(23, north_east, 17).
diagonal(23, north_west, 16).
diagonal(23, south_east, 29).
diagonal(23, south_west, 28).
diagonal(24, north_east, 18).
diagonal(24, north_west, 17).
diagonal(24, south_east, 30).
diagonal(24, south_west, 29).
diagonal(25, north_east, 20).
diagonal(25, north_west, 19).
diagonal(25, south_east, 32).
diagonal(25, south_west, 31).
diagonal(26, north_east, 21).
diagonal(26, north_west, 20).
diagonal(26, south_east, 33).
diagonal(26, south_west, 32).
diagonal(27, north_east, 22).
diagonal(27, north_west, 21).
diagonal(27, south_east, 34).
diagonal(27, south_west, 33).
diagonal(28, north_east, 23).
diagonal(28, north_west, 22).
diagonal(28, south_east, 35).
diagonal(28, south_west, 34).
diagonal(29, north_east, 24).
diagonal(29, north_west, 23).
diagonal(29, south_east, 36).
diagonal(29, south_west, 35).
diagonal(30, north_west, 24).
diagonal(30, south_west, 36).
diagonal(31, north_east, 25).
diagonal(31, south_east, 37).
diagonal(32, north_east, 26).
diagonal(32, north_west, 25).
diagonal(32, south_east, 38).
diagonal(32, south_west, 37).
diagonal(33, north_east, 27).
diagonal(33, north_west, 26).
diagonal(33, south_east, 39).
diagonal(33, south_west, 38).
diagonal(34, north_east, 28).
diagonal(34, north_west, 27).
diagonal(34, south_east, 40).
diagonal(34, south_west, 39).
diagonal(35, north_east, 29).
diagonal(35, north_west, 28).
diagonal(35, south_east, 41).
diagonal(35, south_west, 40).
diagonal(36, north_east, 30).
diagonal(36, north_west, 29).
diagonal(36, south_east, 42).
diagonal(36, south_west, 41).
diagonal(37, north_east, 32).
diagonal(37, north_west, 31).
diagonal(37, south_east, 44).
diagonal(37, south_west, 43).
diagonal(38, north_east, 33).
diagonal(38, north_west, 32).
diagonal(38, south_east, 45).
diagonal(38, south_west, 44).
diagonal(39, north_east, 34).
diagonal(39, north_west, 33).
diagonal(39, south_east, 46).
diagonal(39, south_west, 45).
diagonal(40, north_east, 35).
diagonal(40, north_west, 34).
diagonal(40, south_east, 47).
diagonal(40, south_west, 46).
diagonal(41, north_east, 36).
diagonal(41, north_west, 35).
diagonal(41, south_east, 48).
diagonal(41, south_west, 47).
diagonal(42, north_west, 36).
diagonal(42, south_west, 48).
diagonal(43, north_east, 37).
diagonal(43, south_east, 49).
diagonal(44, north_east, 38).
diagonal(44, north_west, 37).
diagonal(44, south_east, 50).
diagonal(44, south_west, 49).
diagonal(45, north_east, 39).
diagonal(45, north_west, 38).
diagonal(45, south_east, 51).
diagonal(45, south_west, 50).
diagonal(46, north_east, 40).
diagonal(46, north_west, 39).
diagonal(46, south_east, 52).
diagonal(46, south_west, 51).
diagonal(47, north_east, 41).
diagonal(47, north_west, 40).
diagonal(47, south_east, 53).
diagonal(47, south_west, 52).
diagonal(48, north_east, 42).
diagonal(48, north_west, 41).
diagonal(48, south_east, 54).
diagonal(48, south_west, 53).
diagonal(49, north_east, 44).
diagonal(49, north_west, 43).
diagonal(49, south_east, 56).
diagonal(49, south_west, 55).
diagonal(50, north_east, 45).
diagonal(50, north_west, 44).
diagonal(50, south_east, 57).
diagonal(50, south_west, 56).
diagonal(51, north_east, 46).
diagonal(51, north_west, 45).
diagonal(51, south_east, 58).
diagonal(51, south_west, 57).
diagonal(52, north_east, 47).
diagonal(52, north_west, 46).
diagonal(52, south_east, 59).
diagonal(52, south_west, 58).
diagonal(53, north_east, 48).
diagonal(53, north_west, 47).
diagonal(53, south_east, 60).
diagonal(53, south_west, 59).
diagonal(54, north_west, 48).
diagonal(54, south_west, 60).
diagonal(55, north_east, 49).
diagonal(55, south_east, 61).
diagonal(56, north_east, 50).
diagonal(56, north_west, 49).
diagonal(56, south_east, 62).
diagonal(56, south_west, 61).
diagonal(57, north_east, 51).
diagonal(57, north_west, 50).
diagonal(57, south_east, 63).
diagonal(57, south_west, 62).
diagonal(58, north_east, 52).
diagonal(58, north_west, 51).
diagonal(58, south_east, 64).
diagonal(58, south_west, 63).
diagonal(59, north_east, 53).
diagonal(59, north_west, 52).
diagonal(59, south_east, 65).
diagonal(59, south_west, 64).
diagonal(60, north_east, 54).
diagonal(60, north_west, 53).
diagonal(60, south_east, 66).
diagonal(60, south_west, 65).
diagonal(61, north_east, 56).
diagonal(61, north_west, 55).
diagonal(61, south_east, 68).
diagonal(61, south_west, 67).
diagonal(62, north_east, 57).
diagonal(62, north_west, 56).
diagonal(62, south_east, 69).
diagonal(62, south_west, 68).
diagonal(63, north_east, 58).
diagonal(63, north_west, 57).
diagonal(63, south_east, 70).
diagonal(63, south_west, 69).
diagonal(64, north_east, 59).
diagonal(64, north_west, 58).
diagonal(64, south_east, 71).
diagonal(64, south_west, 70).
diagonal(65, north_east, 60).
diagonal(65, north_west, 59).
diagonal(65, south_east, 72).
diagonal(65, south_west, 71).
diagonal(66, north_west, 60).
diagonal(66, south_west, 72).
diagonal(67, north_east, 61).
diagonal(68, north_east, 62).
diagonal(68, north_west, 61).
diagonal(69, north_east, 63).
diagonal(69, north_west, 62).
diagonal(70, north_east, 64).
diagonal(70, north_west, 63).
diagonal(71, north_east, 65).
diagonal(71, north_west, 64).
diagonal(72, north_east, 66).
diagonal(72, north_west, 65).

%! orthogonal(?From, ?Direction, ?To)
%
%  To is the next dark square after From along a rank or a file, two
%  files or two ranks away: Direction is north, south (toward higher,
%  lower ranks), east or west (toward higher, lower files).  No fact
%  past the edge.  Read only by variants with orthogonal captures
%  (Frisian), which capture along chains of these facts.
orthogonal(1, south, 13).
orthogonal(1, east, 2).
orthogonal(2, south, 14).
orthogonal(2, east, 3).
orthogonal(2, west, 1).
orthogonal(3, south, 15).
orthogonal(3, east, 4).
orthogonal(3, west, 2).
orthogonal(4, south, 16).
orthogonal(4, east, 5).
orthogonal(4, west, 3).
orthogonal(5, south, 17).
orthogonal(5, east, 6).
orthogonal(5, west, 4).
orthogonal(6, south, 18).
orthogonal(6, west, 5).
orthogonal(7, south, 19).
orthogonal(7, east, 8).
orthogonal(8, south, 20).
orthogonal(8, east, 9).
orthogonal(8, west, 7).
orthogonal(9, south, 21).
orthogonal(9, east, 10).
orthogonal(9, west, 8).
orthogonal(10, south, 22).
orthogonal(10, east, 11).
orthogonal(10, west, 9).
orthogonal(11, south, 23).
orthogonal(11, east, 12).
orthogonal(11, west, 10).
orthogonal(12, south, 24).
orthogonal(12, west, 11).
orthogonal(13, north, 1).
orthogonal(13, south, 25).
orthogonal(13, east, 14).
orthogonal(14, north, 2).
orthogonal(14, south, 26).
orthogonal(14, east, 15).
orthogonal(14, west, 13).
orthogonal(15, north, 3).
orthogonal(15, south, 27).
orthogonal(15, east, 16).
orthogonal(15, west, 14).
orthogonal(16, north, 4).
orthogonal(16, south, 28).
orthogonal(16, east, 17).
orthogonal(16, west, 15).
orthogonal(17, north, 5).
orthogonal(17, south, 29).
orthogonal(17, east, 18).
orthogonal(17, west, 16).
orthogonal(18, north, 6).
orthogonal(18, south, 30).
orthogonal(18, west, 17).
orthogonal(19, north, 7).
orthogonal(19, south, 31).
orthogonal(19, east, 20).
orthogonal(20, north, 8).
orthogonal(20, south, 32).
orthogonal(20, east, 21).
orthogonal(20, west, 19).
orthogonal(21, north, 9).
orthogonal(21, south, 33).
orthogonal(21, east, 22).
orthogonal(21, west, 20).
orthogonal(22, north, 10).
orthogonal(22, south, 34).
orthogonal(22, east, 23).
orthogonal(22, west, 21).
orthogonal(23, north, 11).
orthogonal(23, south, 35).
orthogonal(23, east, 24).
orthogonal(23, west, 22).
orthogonal(24, north, 12).
orthogonal(24, south, 36).
orthogonal(24, west, 23).
orthogonal(25, north, 13).
orthogonal(25, south, 37).
orthogonal(25, east, 26).
orthogonal(26, north, 14).
orthogonal(26, south, 38).
orthogonal(26, east, 27).
orthogonal(26, west, 25).
orthogonal(27, north, 15).
orthogonal(27, south, 39).
orthogonal(27, east, 28).
orthogonal(27, west, 26).
orthogonal(28, north, 16).
orthogonal(28, south, 40).
orthogonal(28, east, 29).
orthogonal(28, west, 27).
orthogonal(29, north, 17).
orthogonal(29, south, 41).
orthogonal(29, east, 30).
orthogonal(29, west, 28).
orthogonal(30, north, 18).
orthogonal(30, south, 42).
orthogonal(30, west, 29).
orthogonal(31, north, 19).
orthogonal(31, south, 43).
orthogonal(31, east, 32).
orthogonal(32, north, 20).
orthogonal(32, south, 44).
orthogonal(32, east, 33).
orthogonal(32, west, 31).
orthogonal(33, north, 21).
orthogonal(33, south, 45).
orthogonal(33, east, 34).
orthogonal(33, west, 32).
orthogonal(34, north, 22).
orthogonal(34, south, 46).
orthogonal(34, east, 35).
orthogonal(34, west, 33).
orthogonal(35, north, 23).
orthogonal(35, south, 47).
orthogonal(35, east, 36).
orthogonal(35, west, 34).
orthogonal(36, north, 24).
orthogonal(36, south, 48).
orthogonal(36, west, 35).
orthogonal(37, north, 25).
orthogonal(37, south, 49).
orthogonal(37, east, 38).
orthogonal(38, north, 26).
orthogonal(38, south, 50).
orthogonal(38, east, 39).
orthogonal(38, west, 37).
orthogonal(39, north, 27).
orthogonal(39, south, 51).
orthogonal(39, east, 40).
orthogonal(39, west, 38).
orthogonal(40, north, 28).
orthogonal(40, south, 52).
orthogonal(40, east, 41).
orthogonal(40, west, 39).
orthogonal(41, north, 29).
orthogonal(41, south, 53).
orthogonal(41, east, 42).
orthogonal(41, west, 40).
orthogonal(42, north, 30).
orthogonal(42, south, 54).
orthogonal(42, west, 41).
orthogonal(43, north, 31).
orthogonal(43, south, 55).
orthogonal(43, east, 44).
orthogonal(44, north, 32).
orthogonal(44, south, 56).
orthogonal(44, east, 45).
orthogonal(44, west, 43).
orthogonal(45, north, 33).
orthogonal(45, south, 57).
orthogonal(45, east, 46).
orthogonal(45, west, 44).
orthogonal(46, north, 34).
orthogonal(46, south, 58).
orthogonal(46, east, 47).
orthogonal(46, west, 45).
orthogonal(47, north, 35).
orthogonal(47, south, 59).
orthogonal(47, east, 48).
orthogonal(47, west, 46).
orthogonal(48, north, 36).
orthogonal(48, south, 60).
orthogonal(48, west, 47).
orthogonal(49, north, 37).
orthogonal(49, south, 61).
orthogonal(49, east, 50).
orthogonal(50, north, 38).
orthogonal(50, south, 62).
orthogonal(50, east, 51).
orthogonal(50, west, 49).
orthogonal(51, north, 39).
orthogonal(51, south, 63).
orthogonal(51, east, 52).
orthogonal(51, west, 50).
orthogonal(52, north, 40).
orthogonal(52, south, 64).
orthogonal(52, east, 53).
orthogonal(52, west, 51).
orthogonal(53, north, 41).
orthogonal(53, south, 65).
orthogonal(53, east, 54).
orthogonal(53, west, 52).
orthogonal(54, north, 42).
orthogonal(54, south, 66).
orthogonal(54, west, 53).
orthogonal(55, north, 43).
orthogonal(55, south, 67).
orthogonal(55, east, 56).
orthogonal(56, north, 44).
orthogonal(56, south, 68).
orthogonal(56, east, 57).
orthogonal(56, west, 55).
orthogonal(57, north, 45).
orthogonal(57, south, 69).
orthogonal(57, east, 58).
orthogonal(57, west, 56).
orthogonal(58, north, 46).
orthogonal(58, south, 70).
orthogonal(58, east, 59).
orthogonal(58, west, 57).
orthogonal(59, north, 47).
orthogonal(59, south, 71).
orthogonal(59, east, 60).
orthogonal(59, west, 58).
orthogonal(60, north, 48).
orthogonal(60, south, 72).
orthogonal(60, west, 59).
orthogonal(61, north, 49).
orthogonal(61, east, 62).
orthogonal(62, north, 50).
orthogonal(62, east, 63).
orthogonal(62, west, 61).
orthogonal(63, north, 51).
orthogonal(63, east, 64).
orthogonal(63, west, 62).
orthogonal(64, north, 52).
orthogonal(64, east, 65).
orthogonal(64, west, 63).
orthogonal(65, north, 53).
orthogonal(65, east, 66).
orthogonal(65, west, 64).
orthogonal(66, north, 54).
orthogonal(66, west, 65).
orthogonal(67, north, 55).
orthogonal(67, east, 68).
orthogonal(68, north, 56).
orthogonal(68, east, 69).
orthogonal(68, west, 67).
orthogonal(69, north, 57).
orthogonal(69, east, 70).
orthogonal(69, west, 68).
orthogonal(70, north, 58).
orthogonal(70, east, 71).
orthogonal(70, west, 69).
orthogonal(71, north, 59).
orthogonal(71, east, 72).
orthogonal(71, west, 70).
orthogonal(72, north, 60).
orthogonal(72, west, 71).
