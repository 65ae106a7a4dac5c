% kb/draughts/board_8x8_full.pl: the geometry of the 8x8 draughts board, as facts.
%
% GENERATED FILE, do not edit.  Regenerate with:
%     swipl kb/draughts/generate.pl 8 8 kb/draughts/board_8x8_full.pl --squares=all
% tests/prolog/damas/test_kb.pl checks that it equals a fresh generation.
%
% Files 1..8 from White's left, ranks 1..8 from White's side up;
% (1, 1) is dark.  The 64 dark squares are numbered 1..64 in reading
% order as White sees the board, from a8 to h1.
% Every square is played (--squares=all), so every square is dark.

:- module(board_8x8_full, [casa/4, movepeca/3, comepeca/3, orthogonal/3]).

%! casa(?File, ?Rank, ?Colour, ?Number)
%
%  The board has a square at (File, Rank); every square is played, so
%  every one is `dark` with its Number.  One fact per square, as White
%  reads the board: top rank first, left to right.
casa(1, 8, dark, 1).
casa(2, 8, dark, 2).
casa(3, 8, dark, 3).
casa(4, 8, dark, 4).
casa(5, 8, dark, 5).
casa(6, 8, dark, 6).
casa(7, 8, dark, 7).
casa(8, 8, dark, 8).
casa(1, 7, dark, 9).
casa(2, 7, dark, 10).
casa(3, 7, dark, 11).
casa(4, 7, dark, 12).
casa(5, 7, dark, 13).
casa(6, 7, dark, 14).
casa(7, 7, dark, 15).
casa(8, 7, dark, 16).
casa(1, 6, dark, 17).
casa(2, 6, dark, 18).
casa(3, 6, dark, 19).
casa(4, 6, dark, 20).
casa(5, 6, dark, 21).
casa(6, 6, dark, 22).
casa(7, 6, dark, 23).
casa(8, 6, dark, 24).
casa(1, 5, dark, 25).
casa(2, 5, dark, 26).
casa(3, 5, dark, 27).
casa(4, 5, dark, 28).
casa(5, 5, dark, 29).
casa(6, 5, dark, 30).
casa(7, 5, dark, 31).
casa(8, 5, dark, 32).
casa(1, 4, dark, 33).
casa(2, 4, dark, 34).
casa(3, 4, dark, 35).
casa(4, 4, dark, 36).
casa(5, 4, dark, 37).
casa(6, 4, dark, 38).
casa(7, 4, dark, 39).
casa(8, 4, dark, 40).
casa(1, 3, dark, 41).
casa(2, 3, dark, 42).
casa(3, 3, dark, 43).
casa(4, 3, dark, 44).
casa(5, 3, dark, 45).
casa(6, 3, dark, 46).
casa(7, 3, dark, 47).
casa(8, 3, dark, 48).
casa(1, 2, dark, 49).
casa(2, 2, dark, 50).
casa(3, 2, dark, 51).
casa(4, 2, dark, 52).
casa(5, 2, dark, 53).
casa(6, 2, dark, 54).
casa(7, 2, dark, 55).
casa(8, 2, dark, 56).
casa(1, 1, dark, 57).
casa(2, 1, dark, 58).
casa(3, 1, dark, 59).
casa(4, 1, dark, 60).
casa(5, 1, dark, 61).
casa(6, 1, dark, 62).
casa(7, 1, dark, 63).
casa(8, 1, dark, 64).

%! movepeca(?From, ?To, ?Side)
%
%  A man of Side (white or black) may step from square From to the
%  orthogonally adjacent square To: straight forward (white men north,
%  toward higher ranks, black men south) or sideways, never back.
movepeca(1, 2, white).
movepeca(2, 3, white).
movepeca(2, 1, white).
movepeca(3, 4, white).
movepeca(3, 2, white).
movepeca(4, 5, white).
movepeca(4, 3, white).
movepeca(5, 6, white).
movepeca(5, 4, white).
movepeca(6, 7, white).
movepeca(6, 5, white).
movepeca(7, 8, white).
movepeca(7, 6, white).
movepeca(8, 7, white).
movepeca(9, 1, white).
movepeca(9, 10, white).
movepeca(10, 2, white).
movepeca(10, 11, white).
movepeca(10, 9, white).
movepeca(11, 3, white).
movepeca(11, 12, white).
movepeca(11, 10, white).
movepeca(12, 4, white).
movepeca(12, 13, white).
movepeca(12, 11, white).
movepeca(13, 5, white).
movepeca(13, 14, white).
movepeca(13, 12, white).
movepeca(14, 6, white).
movepeca(14, 15, white).
movepeca(14, 13, white).
movepeca(15, 7, white).
movepeca(15, 16, white).
movepeca(15, 14, white).
movepeca(16, 8, white).
movepeca(16, 15, white).
movepeca(17, 9, white).
movepeca(17, 18, white).
movepeca(18, 10, white).
movepeca(18, 19, white).
movepeca(18, 17, white).
movepeca(19, 11, white).
movepeca(19, 20, white).
movepeca(19, 18, white).
movepeca(20, 12, white).
movepeca(20, 21, white).
movepeca(20, 19, white).
movepeca(21, 13, white).
movepeca(21, 22, white).
movepeca(21, 20, white).
movepeca(22, 14, white).
movepeca(22, 23, white).
movepeca(22, 21, white).
movepeca(23, 15, white).
movepeca(23, 24, white).
movepeca(23, 22, white).
movepeca(24, 16, white).
movepeca(24, 23, white).
movepeca(25, 17, white).
movepeca(25, 26, white).
movepeca(26, 18, white).
movepeca(26, 27, white).
movepeca(26, 25, white).
movepeca(27, 19, white).
movepeca(27, 28, white).
movepeca(27, 26, white).
movepeca(28, 20, white).
movepeca(28, 29, white).
movepeca(28, 27, white).
movepeca(29, 21, white).
movepeca(29, 30, white).
movepeca(29, 28, white).
movepeca(30, 22, white).
movepeca(30, 31, white).
movepeca(30, 29, white).
movepeca(31, 23, white).
movepeca(31, 32, white).
movepeca(31, 30, white).
movepeca(32, 24, white).
movepeca(32, 31, white).
movepeca(33, 25, white).
movepeca(33, 34, white).
movepeca(34, 26, white).
movepeca(34, 35, white).
movepeca(34, 33, white).
movepeca(35, 27, white).
movepeca(35, 36, white).
movepeca(35, 34, white).
movepeca(36, 28, white).
movepeca(36, 37, white).
movepeca(36, 35, white).
movepeca(37, 29, white).
movepeca(37, 38, white).
movepeca(37, 36, white).
movepeca(38, 30, white).
movepeca(38, 39, white).
movepeca(38, 37, white).
movepeca(39, 31, white).
movepeca(39, 40, white).
movepeca(39, 38, white).
movepeca(40, 32, white).
movepeca(40, 39, white).
movepeca(41, 33, white).
movepeca(41, 42, white).
movepeca(42, 34, white).
movepeca(42, 43, white).
movepeca(42, 41, white).
movepeca(43, 35, white).
movepeca(43, 44, white).
movepeca(43, 42, white).
movepeca(44, 36, white).
movepeca(44, 45, white).
movepeca(44, 43, white).
movepeca(45, 37, white).
movepeca(45, 46, white).
movepeca(45, 44, white).
movepeca(46, 38, white).
movepeca(46, 47, white).
movepeca(46, 45, white).
movepeca(47, 39, white).
movepeca(47, 48, white).
movepeca(47, 46, white).
movepeca(48, 40, white).
movepeca(48, 47, white).
movepeca(49, 41, white).
movepeca(49, 50, white).
movepeca(50, 42, white).
movepeca(50, 51, white).
movepeca(50, 49, white).
movepeca(51, 43, white).
movepeca(51, 52, white).
movepeca(51, 50, white).
movepeca(52, 44, white).
movepeca(52, 53, white).
movepeca(52, 51, white).
movepeca(53, 45, white).
movepeca(53, 54, white).
movepeca(53, 52, white).
movepeca(54, 46, white).
movepeca(54, 55, white).
movepeca(54, 53, white).
movepeca(55, 47, white).
movepeca(55, 56, white).
movepeca(55, 54, white).
movepeca(56, 48, white).
movepeca(56, 55, white).
movepeca(57, 49, white).
movepeca(57, 58, white).
movepeca(58, 50, white).
movepeca(58, 59, white).
movepeca(58, 57, white).
movepeca(59, 51, white).
movepeca(59, 60, white).
movepeca(59, 58, white).
movepeca(60, 52, white).
movepeca(60, 61, white).
movepeca(60, 59, white).
movepeca(61, 53, white).
movepeca(61, 62, white).
movepeca(61, 60, white).
movepeca(62, 54, white).
movepeca(62, 63, white).
movepeca(62, 61, white).
movepeca(63, 55, white).
movepeca(63, 64, white).
movepeca(63, 62, white).
movepeca(64, 56, white).
movepeca(64, 63, white).
movepeca(1, 9, black).
movepeca(1, 2, black).
movepeca(2, 10, black).
movepeca(2, 3, black).
movepeca(2, 1, black).
movepeca(3, 11, black).
movepeca(3, 4, black).
movepeca(3, 2, black).
movepeca(4, 12, black).
movepeca(4, 5, black).
movepeca(4, 3, black).
movepeca(5, 13, black).
movepeca(5, 6, black).
movepeca(5, 4, black).
movepeca(6, 14, black).
movepeca(6, 7, black).
movepeca(6, 5, black).
movepeca(7, 15, black).
movepeca(7, 8, black).
movepeca(7, 6, black).
movepeca(8, 16, black).
movepeca(8, 7, black).
movepeca(9, 17, black).
movepeca(9, 10, black).
movepeca(10, 18, black).
movepeca(10, 11, black).
movepeca(10, 9, black).
movepeca(11, 19, black).
movepeca(11, 12, black).
movepeca(11, 10, black).
movepeca(12, 20, black).
movepeca(12, 13, black).
movepeca(12, 11, black).
movepeca(13, 21, black).
movepeca(13, 14, black).
movepeca(13, 12, black).
movepeca(14, 22, black).
movepeca(14, 15, black).
movepeca(14, 13, black).
movepeca(15, 23, black).
movepeca(15, 16, black).
movepeca(15, 14, black).
movepeca(16, 24, black).
movepeca(16, 15, black).
movepeca(17, 25, black).
movepeca(17, 18, black).
movepeca(18, 26, black).
movepeca(18, 19, black).
movepeca(18, 17, black).
movepeca(19, 27, black).
movepeca(19, 20, black).
movepeca(19, 18, black).
movepeca(20, 28, black).
movepeca(20, 21, black).
movepeca(20, 19, black).
movepeca(21, 29, black).
movepeca(21, 22, black).
movepeca(21, 20, black).
movepeca(22, 30, black).
movepeca(22, 23, black).
movepeca(22, 21, black).
movepeca(23, 31, black).
movepeca(23, 24, black).
movepeca(23, 22, black).
movepeca(24, 32, black).
movepeca(24, 23, black).
movepeca(25, 33, black).
movepeca(25, 26, black).
movepeca(26, 34, black).
movepeca(26, 27, black).
movepeca(26, 25, black).
movepeca(27, 35, black).
movepeca(27, 28, black).
movepeca(27, 26, black).
movepeca(28, 36, black).
movepeca(28, 29, black).
movepeca(28, 27, black).
movepeca(29, 37, black).
movepeca(29, 30, black).
movepeca(29, 28, black).
movepeca(30, 38, black).
movepeca(30, 31, black).
movepeca(30, 29, black).
movepeca(31, 39, black).
movepeca(31, 32, black).
movepeca(31, 30, black).
movepeca(32, 40, black).
movepeca(32, 31, black).
movepeca(33, 41, black).
movepeca(33, 34, black).
movepeca(34, 42, black).
movepeca(34, 35, black).
movepeca(34, 33, black).
movepeca(35, 43, black).
movepeca(35, 36, black).
movepeca(35, 34, black).
movepeca(36, 44, black).
movepeca(36, 37, black).
movepeca(36, 35, black).
movepeca(37, 45, black).
movepeca(37, 38, black).
movepeca(37, 36, black).
movepeca(38, 46, black).
movepeca(38, 39, black).
movepeca(38, 37, black).
movepeca(39, 47, black).
movepeca(39, 40, black).
movepeca(39, 38, black).
movepeca(40, 48, black).
movepeca(40, 39, black).
movepeca(41, 49, black).
movepeca(41, 42, black).
movepeca(42, 50, black).
movepeca(42, 43, black).
movepeca(42, 41, black).
movepeca(43, 51, black).
movepeca(43, 44, black).
movepeca(43, 42, black).
movepeca(44, 52, black).
movepeca(44, 45, black).
movepeca(44, 43, black).
movepeca(45, 53, black).
movepeca(45, 46, black).
movepeca(45, 44, black).
movepeca(46, 54, black).
movepeca(46, 47, black).
movepeca(46, 45, black).
movepeca(47, 55, black).
movepeca(47, 48, black).
movepeca(47, 46, black).
movepeca(48, 56, black).
movepeca(48, 47, black).
movepeca(49, 57, black).
movepeca(49, 50, black).
movepeca(50, 58, black).
movepeca(50, 51, black).
movepeca(50, 49, black).
movepeca(51, 59, black).
movepeca(51, 52, black).
movepeca(51, 50, black).
movepeca(52, 60, black).
movepeca(52, 53, black).
movepeca(52, 51, black).
movepeca(53, 61, black).
movepeca(53, 54, black).
movepeca(53, 52, black).
movepeca(54, 62, black).
movepeca(54, 55, black).
movepeca(54, 53, black).
movepeca(55, 63, black).
movepeca(55, 56, black).
movepeca(55, 54, black).
movepeca(56, 64, black).
movepeca(56, 55, black).
movepeca(57, 58, black).
movepeca(58, 59, black).
movepeca(58, 57, black).
movepeca(59, 60, black).
movepeca(59, 58, black).
movepeca(60, 61, black).
movepeca(60, 59, black).
movepeca(61, 62, black).
movepeca(61, 60, black).
movepeca(62, 63, black).
movepeca(62, 61, black).
movepeca(63, 64, black).
movepeca(63, 62, black).
movepeca(64, 63, black).

%! comepeca(?From, ?Over, ?To)
%
%  A short jump: a man on From takes the piece on the adjacent square
%  Over and lands on To, the next square beyond it on the same rank or
%  file.  All four directions, for both sides (men_capture_backward
%  rules out the backward ones).
comepeca(1, 9, 17).
comepeca(1, 2, 3).
comepeca(2, 10, 18).
comepeca(2, 3, 4).
comepeca(3, 11, 19).
comepeca(3, 4, 5).
comepeca(3, 2, 1).
comepeca(4, 12, 20).
comepeca(4, 5, 6).
comepeca(4, 3, 2).
comepeca(5, 13, 21).
comepeca(5, 6, 7).
comepeca(5, 4, 3).
comepeca(6, 14, 22).
comepeca(6, 7, 8).
comepeca(6, 5, 4).
comepeca(7, 15, 23).
comepeca(7, 6, 5).
comepeca(8, 16, 24).
comepeca(8, 7, 6).
comepeca(9, 17, 25).
comepeca(9, 10, 11).
comepeca(10, 18, 26).
comepeca(10, 11, 12).
comepeca(11, 19, 27).
comepeca(11, 12, 13).
comepeca(11, 10, 9).
comepeca(12, 20, 28).
comepeca(12, 13, 14).
comepeca(12, 11, 10).
comepeca(13, 21, 29).
comepeca(13, 14, 15).
comepeca(13, 12, 11).
comepeca(14, 22, 30).
comepeca(14, 15, 16).
comepeca(14, 13, 12).
comepeca(15, 23, 31).
comepeca(15, 14, 13).
comepeca(16, 24, 32).
comepeca(16, 15, 14).
comepeca(17, 9, 1).
comepeca(17, 25, 33).
comepeca(17, 18, 19).
comepeca(18, 10, 2).
comepeca(18, 26, 34).
comepeca(18, 19, 20).
comepeca(19, 11, 3).
comepeca(19, 27, 35).
comepeca(19, 20, 21).
comepeca(19, 18, 17).
comepeca(20, 12, 4).
comepeca(20, 28, 36).
comepeca(20, 21, 22).
comepeca(20, 19, 18).
comepeca(21, 13, 5).
comepeca(21, 29, 37).
comepeca(21, 22, 23).
comepeca(21, 20, 19).
comepeca(22, 14, 6).
comepeca(22, 30, 38).
comepeca(22, 23, 24).
comepeca(22, 21, 20).
comepeca(23, 15, 7).
comepeca(23, 31, 39).
comepeca(23, 22, 21).
comepeca(24, 16, 8).
comepeca(24, 32, 40).
comepeca(24, 23, 22).
comepeca(25, 17, 9).
comepeca(25, 33, 41).
comepeca(25, 26, 27).
comepeca(26, 18, 10).
comepeca(26, 34, 42).
comepeca(26, 27, 28).
comepeca(27, 19, 11).
comepeca(27, 35, 43).
comepeca(27, 28, 29).
comepeca(27, 26, 25).
comepeca(28, 20, 12).
comepeca(28, 36, 44).
comepeca(28, 29, 30).
comepeca(28, 27, 26).
comepeca(29, 21, 13).
comepeca(29, 37, 45).
comepeca(29, 30, 31).
comepeca(29, 28, 27).
comepeca(30, 22, 14).
comepeca(30, 38, 46).
comepeca(30, 31, 32).
comepeca(30, 29, 28).
comepeca(31, 23, 15).
comepeca(31, 39, 47).
comepeca(31, 30, 29).
comepeca(32, 24, 16).
comepeca(32, 40, 48).
comepeca(32, 31, 30).
comepeca(33, 25, 17).
comepeca(33, 41, 49).
comepeca(33, 34, 35).
comepeca(34, 26, 18).
comepeca(34, 42, 50).
comepeca(34, 35, 36).
comepeca(35, 27, 19).
comepeca(35, 43, 51).
comepeca(35, 36, 37).
comepeca(35, 34, 33).
comepeca(36, 28, 20).
comepeca(36, 44, 52).
comepeca(36, 37, 38).
comepeca(36, 35, 34).
comepeca(37, 29, 21).
comepeca(37, 45, 53).
comepeca(37, 38, 39).
comepeca(37, 36, 35).
comepeca(38, 30, 22).
comepeca(38, 46, 54).
comepeca(38, 39, 40).
comepeca(38, 37, 36).
comepeca(39, 31, 23).
comepeca(39, 47, 55).
comepeca(39, 38, 37).
comepeca(40, 32, 24).
comepeca(40, 48, 56).
comepeca(40, 39, 38).
comepeca(41, 33, 25).
comepeca(41, 49, 57).
comepeca(41, 42, 43).
comepeca(42, 34, 26).
comepeca(42, 50, 58).
comepeca(42, 43, 44).
comepeca(43, 35, 27).
comepeca(43, 51, 59).
comepeca(43, 44, 45).
comepeca(43, 42, 41).
comepeca(44, 36, 28).
comepeca(44, 52, 60).
comepeca(44, 45, 46).
comepeca(44, 43, 42).
comepeca(45, 37, 29).
comepeca(45, 53, 61).
comepeca(45, 46, 47).
comepeca(45, 44, 43).
comepeca(46, 38, 30).
comepeca(46, 54, 62).
comepeca(46, 47, 48).
comepeca(46, 45, 44).
comepeca(47, 39, 31).
comepeca(47, 55, 63).
comepeca(47, 46, 45).
comepeca(48, 40, 32).
comepeca(48, 56, 64).
comepeca(48, 47, 46).
comepeca(49, 41, 33).
comepeca(49, 50, 51).
comepeca(50, 42, 34).
comepeca(50, 51, 52).
comepeca(51, 43, 35).
comepeca(51, 52, 53).
comepeca(51, 50, 49).
comepeca(52, 44, 36).
comepeca(52, 53, 54).
comepeca(52, 51, 50).
comepeca(53, 45, 37).
comepeca(53, 54, 55).
comepeca(53, 52, 51).
comepeca(54, 46, 38).
comepeca(54, 55, 56).
comepeca(54, 53, 52).
comepeca(55, 47, 39).
comepeca(55, 54, 53).
comepeca(56, 48, 40).
comepeca(56, 55, 54).
comepeca(57, 49, 41).
comepeca(57, 58, 59).
comepeca(58, 50, 42).
comepeca(58, 59, 60).
comepeca(59, 51, 43).
comepeca(59, 60, 61).
comepeca(59, 58, 57).
comepeca(60, 52, 44).
comepeca(60, 61, 62).
comepeca(60, 59, 58).
comepeca(61, 53, 45).
comepeca(61, 62, 63).
comepeca(61, 60, 59).
comepeca(62, 54, 46).
comepeca(62, 63, 64).
comepeca(62, 61, 60).
comepeca(63, 55, 47).
comepeca(63, 62, 61).
comepeca(64, 56, 48).
comepeca(64, 63, 62).

%! orthogonal(?From, ?Direction, ?To)
%
%  To is the next square after From along a rank or a file: Direction
%  is north, south (toward higher, lower ranks), east or west (toward
%  higher, lower files).  No fact past the edge.  These are the board's
%  only lines (there is no diagonal/3): with rule(lines, orthogonal),
%  kings move and capture along chains of these facts.
orthogonal(1, south, 9).
orthogonal(1, east, 2).
orthogonal(2, south, 10).
orthogonal(2, east, 3).
orthogonal(2, west, 1).
orthogonal(3, south, 11).
orthogonal(3, east, 4).
orthogonal(3, west, 2).
orthogonal(4, south, 12).
orthogonal(4, east, 5).
orthogonal(4, west, 3).
orthogonal(5, south, 13).
orthogonal(5, east, 6).
orthogonal(5, west, 4).
orthogonal(6, south, 14).
orthogonal(6, east, 7).
orthogonal(6, west, 5).
orthogonal(7, south, 15).
orthogonal(7, east, 8).
orthogonal(7, west, 6).
orthogonal(8, south, 16).
orthogonal(8, west, 7).
orthogonal(9, north, 1).
orthogonal(9, south, 17).
orthogonal(9, east, 10).
orthogonal(10, north, 2).
orthogonal(10, south, 18).
orthogonal(10, east, 11).
orthogonal(10, west, 9).
orthogonal(11, north, 3).
orthogonal(11, south, 19).
orthogonal(11, east, 12).
orthogonal(11, west, 10).
orthogonal(12, north, 4).
orthogonal(12, south, 20).
orthogonal(12, east, 13).
orthogonal(12, west, 11).
orthogonal(13, north, 5).
orthogonal(13, south, 21).
orthogonal(13, east, 14).
orthogonal(13, west, 12).
orthogonal(14, north, 6).
orthogonal(14, south, 22).
orthogonal(14, east, 15).
orthogonal(14, west, 13).
orthogonal(15, north, 7).
orthogonal(15, south, 23).
orthogonal(15, east, 16).
orthogonal(15, west, 14).
orthogonal(16, north, 8).
orthogonal(16, south, 24).
orthogonal(16, west, 15).
orthogonal(17, north, 9).
orthogonal(17, south, 25).
orthogonal(17, east, 18).
orthogonal(18, north, 10).
orthogonal(18, south, 26).
orthogonal(18, east, 19).
orthogonal(18, west, 17).
orthogonal(19, north, 11).
orthogonal(19, south, 27).
orthogonal(19, east, 20).
orthogonal(19, west, 18).
orthogonal(20, north, 12).
orthogonal(20, south, 28).
orthogonal(20, east, 21).
orthogonal(20, west, 19).
orthogonal(21, north, 13).
orthogonal(21, south, 29).
orthogonal(21, east, 22).
orthogonal(21, west, 20).
orthogonal(22, north, 14).
orthogonal(22, south, 30).
orthogonal(22, east, 23).
orthogonal(22, west, 21).
orthogonal(23, north, 15).
orthogonal(23, south, 31).
orthogonal(23, east, 24).
orthogonal(23, west, 22).
orthogonal(24, north, 16).
orthogonal(24, south, 32).
orthogonal(24, west, 23).
orthogonal(25, north, 17).
orthogonal(25, south, 33).
orthogonal(25, east, 26).
orthogonal(26, north, 18).
orthogonal(26, south, 34).
orthogonal(26, east, 27).
orthogonal(26, west, 25).
orthogonal(27, north, 19).
orthogonal(27, south, 35).
orthogonal(27, east, 28).
orthogonal(27, west, 26).
orthogonal(28, north, 20).
orthogonal(28, south, 36).
orthogonal(28, east, 29).
orthogonal(28, west, 27).
orthogonal(29, north, 21).
orthogonal(29, south, 37).
orthogonal(29, east, 30).
orthogonal(29, west, 28).
orthogonal(30, north, 22).
orthogonal(30, south, 38).
orthogonal(30, east, 31).
orthogonal(30, west, 29).
orthogonal(31, north, 23).
orthogonal(31, south, 39).
orthogonal(31, east, 32).
orthogonal(31, west, 30).
orthogonal(32, north, 24).
orthogonal(32, south, 40).
orthogonal(32, west, 31).
orthogonal(33, north, 25).
orthogonal(33, south, 41).
orthogonal(33, east, 34).
orthogonal(34, north, 26).
orthogonal(34, south, 42).
orthogonal(34, east, 35).
orthogonal(34, west, 33).
orthogonal(35, north, 27).
orthogonal(35, south, 43).
orthogonal(35, east, 36).
orthogonal(35, west, 34).
orthogonal(36, north, 28).
orthogonal(36, south, 44).
orthogonal(36, east, 37).
orthogonal(36, west, 35).
orthogonal(37, north, 29).
orthogonal(37, south, 45).
orthogonal(37, east, 38).
orthogonal(37, west, 36).
orthogonal(38, north, 30).
orthogonal(38, south, 46).
orthogonal(38, east, 39).
orthogonal(38, west, 37).
orthogonal(39, north, 31).
orthogonal(39, south, 47).
orthogonal(39, east, 40).
orthogonal(39, west, 38).
orthogonal(40, north, 32).
orthogonal(40, south, 48).
orthogonal(40, west, 39).
orthogonal(41, north, 33).
orthogonal(41, south, 49).
orthogonal(41, east, 42).
orthogonal(42, north, 34).
orthogonal(42, south, 50).
orthogonal(42, east, 43).
orthogonal(42, west, 41).
orthogonal(43, north, 35).
orthogonal(43, south, 51).
orthogonal(43, east, 44).
orthogonal(43, west, 42).
orthogonal(44, north, 36).
orthogonal(44, south, 52).
orthogonal(44, east, 45).
orthogonal(44, west, 43).
orthogonal(45, north, 37).
orthogonal(45, south, 53).
orthogonal(45, east, 46).
orthogonal(45, west, 44).
orthogonal(46, north, 38).
orthogonal(46, south, 54).
orthogonal(46, east, 47).
orthogonal(46, west, 45).
orthogonal(47, north, 39).
orthogonal(47, south, 55).
orthogonal(47, east, 48).
orthogonal(47, west, 46).
orthogonal(48, north, 40).
orthogonal(48, south, 56).
orthogonal(48, west, 47).
orthogonal(49, north, 41).
orthogonal(49, south, 57).
orthogonal(49, east, 50).
orthogonal(50, north, 42).
orthogonal(50, south, 58).
orthogonal(50, east, 51).
orthogonal(50, west, 49).
orthogonal(51, north, 43).
orthogonal(51, south, 59).
orthogonal(51, east, 52).
orthogonal(51, west, 50).
orthogonal(52, north, 44).
orthogonal(52, south, 60).
orthogonal(52, east, 53).
orthogonal(52, west, 51).
orthogonal(53, north, 45).
orthogonal(53, south, 61).
orthogonal(53, east, 54).
orthogonal(53, west, 52).
orthogonal(54, north, 46).
orthogonal(54, south, 62).
orthogonal(54, east, 55).
orthogonal(54, west, 53).
orthogonal(55, north, 47).
orthogonal(55, south, 63).
orthogonal(55, east, 56).
orthogonal(55, west, 54).
orthogonal(56, north, 48).
orthogonal(56, south, 64).
orthogonal(56, west, 55).
orthogonal(57, north, 49).
orthogonal(57, east, 58).
orthogonal(58, north, 50).
orthogonal(58, east, 59).
orthogonal(58, west, 57).
orthogonal(59, north, 51).
orthogonal(59, east, 60).
orthogonal(59, west, 58).
orthogonal(60, north, 52).
orthogonal(60, east, 61).
orthogonal(60, west, 59).
orthogonal(61, north, 53).
orthogonal(61, east, 62).
orthogonal(61, west, 60).
orthogonal(62, north, 54).
orthogonal(62, east, 63).
orthogonal(62, west, 61).
orthogonal(63, north, 55).
orthogonal(63, east, 64).
orthogonal(63, west, 62).
orthogonal(64, north, 56).
orthogonal(64, west, 63).
