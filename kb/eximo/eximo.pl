% kb/eximo/eximo.pl: the board and the piece relations of Eximo, as facts.
%
% GENERATED FILE, do not edit.  Regenerate with:
%     swipl kb/eximo/generate.pl > kb/eximo/eximo.pl
% tests/prolog/test_eximo.pl checks that it equals a fresh generation.
%
% Files a..h are 1..8 from White's left, ranks 1..8 from White's side;
% every one of the 64 squares is played.  Square number = (Rank-1)*8 + File,
% so a1 is 1, h1 is 8, a8 is 57 and h8 is 64.  White moves up the board,
% Black down; docs/eximo.md gives the rules these relations serve.

:- module(eximo_kb,
          [ square/4, step/3, jump/4, capture/4,
            start/2, drop_zone/2, far_row/2, first_player/1 ]).

%! square(?Name, ?File, ?Rank, ?Number)
%
%  The board has the square Name at (File, Rank), numbered Number.
square(a1, 1, 1, 1).
square(b1, 2, 1, 2).
square(c1, 3, 1, 3).
square(d1, 4, 1, 4).
square(e1, 5, 1, 5).
square(f1, 6, 1, 6).
square(g1, 7, 1, 7).
square(h1, 8, 1, 8).
square(a2, 1, 2, 9).
square(b2, 2, 2, 10).
square(c2, 3, 2, 11).
square(d2, 4, 2, 12).
square(e2, 5, 2, 13).
square(f2, 6, 2, 14).
square(g2, 7, 2, 15).
square(h2, 8, 2, 16).
square(a3, 1, 3, 17).
square(b3, 2, 3, 18).
square(c3, 3, 3, 19).
square(d3, 4, 3, 20).
square(e3, 5, 3, 21).
square(f3, 6, 3, 22).
square(g3, 7, 3, 23).
square(h3, 8, 3, 24).
square(a4, 1, 4, 25).
square(b4, 2, 4, 26).
square(c4, 3, 4, 27).
square(d4, 4, 4, 28).
square(e4, 5, 4, 29).
square(f4, 6, 4, 30).
square(g4, 7, 4, 31).
square(h4, 8, 4, 32).
square(a5, 1, 5, 33).
square(b5, 2, 5, 34).
square(c5, 3, 5, 35).
square(d5, 4, 5, 36).
square(e5, 5, 5, 37).
square(f5, 6, 5, 38).
square(g5, 7, 5, 39).
square(h5, 8, 5, 40).
square(a6, 1, 6, 41).
square(b6, 2, 6, 42).
square(c6, 3, 6, 43).
square(d6, 4, 6, 44).
square(e6, 5, 6, 45).
square(f6, 6, 6, 46).
square(g6, 7, 6, 47).
square(h6, 8, 6, 48).
square(a7, 1, 7, 49).
square(b7, 2, 7, 50).
square(c7, 3, 7, 51).
square(d7, 4, 7, 52).
square(e7, 5, 7, 53).
square(f7, 6, 7, 54).
square(g7, 7, 7, 55).
square(h7, 8, 7, 56).
square(a8, 1, 8, 57).
square(b8, 2, 8, 58).
square(c8, 3, 8, 59).
square(d8, 4, 8, 60).
square(e8, 5, 8, 61).
square(f8, 6, 8, 62).
square(g8, 7, 8, 63).
square(h8, 8, 8, 64).

%! step(?Side, ?From, ?To)
%
%  A piece of Side moves from From to the adjacent To: forward or
%  diagonally forward.
step(white, 1, 9).
step(white, 1, 10).
step(white, 2, 10).
step(white, 2, 9).
step(white, 2, 11).
step(white, 3, 11).
step(white, 3, 10).
step(white, 3, 12).
step(white, 4, 12).
step(white, 4, 11).
step(white, 4, 13).
step(white, 5, 13).
step(white, 5, 12).
step(white, 5, 14).
step(white, 6, 14).
step(white, 6, 13).
step(white, 6, 15).
step(white, 7, 15).
step(white, 7, 14).
step(white, 7, 16).
step(white, 8, 16).
step(white, 8, 15).
step(white, 9, 17).
step(white, 9, 18).
step(white, 10, 18).
step(white, 10, 17).
step(white, 10, 19).
step(white, 11, 19).
step(white, 11, 18).
step(white, 11, 20).
step(white, 12, 20).
step(white, 12, 19).
step(white, 12, 21).
step(white, 13, 21).
step(white, 13, 20).
step(white, 13, 22).
step(white, 14, 22).
step(white, 14, 21).
step(white, 14, 23).
step(white, 15, 23).
step(white, 15, 22).
step(white, 15, 24).
step(white, 16, 24).
step(white, 16, 23).
step(white, 17, 25).
step(white, 17, 26).
step(white, 18, 26).
step(white, 18, 25).
step(white, 18, 27).
step(white, 19, 27).
step(white, 19, 26).
step(white, 19, 28).
step(white, 20, 28).
step(white, 20, 27).
step(white, 20, 29).
step(white, 21, 29).
step(white, 21, 28).
step(white, 21, 30).
step(white, 22, 30).
step(white, 22, 29).
step(white, 22, 31).
step(white, 23, 31).
step(white, 23, 30).
step(white, 23, 32).
step(white, 24, 32).
step(white, 24, 31).
step(white, 25, 33).
step(white, 25, 34).
step(white, 26, 34).
step(white, 26, 33).
step(white, 26, 35).
step(white, 27, 35).
step(white, 27, 34).
step(white, 27, 36).
step(white, 28, 36).
step(white, 28, 35).
step(white, 28, 37).
step(white, 29, 37).
step(white, 29, 36).
step(white, 29, 38).
step(white, 30, 38).
step(white, 30, 37).
step(white, 30, 39).
step(white, 31, 39).
step(white, 31, 38).
step(white, 31, 40).
step(white, 32, 40).
step(white, 32, 39).
step(white, 33, 41).
step(white, 33, 42).
step(white, 34, 42).
step(white, 34, 41).
step(white, 34, 43).
step(white, 35, 43).
step(white, 35, 42).
step(white, 35, 44).
step(white, 36, 44).
step(white, 36, 43).
step(white, 36, 45).
step(white, 37, 45).
step(white, 37, 44).
step(white, 37, 46).
step(white, 38, 46).
step(white, 38, 45).
step(white, 38, 47).
step(white, 39, 47).
step(white, 39, 46).
step(white, 39, 48).
step(white, 40, 48).
step(white, 40, 47).
step(white, 41, 49).
step(white, 41, 50).
step(white, 42, 50).
step(white, 42, 49).
step(white, 42, 51).
step(white, 43, 51).
step(white, 43, 50).
step(white, 43, 52).
step(white, 44, 52).
step(white, 44, 51).
step(white, 44, 53).
step(white, 45, 53).
step(white, 45, 52).
step(white, 45, 54).
step(white, 46, 54).
step(white, 46, 53).
step(white, 46, 55).
step(white, 47, 55).
step(white, 47, 54).
step(white, 47, 56).
step(white, 48, 56).
step(white, 48, 55).
step(white, 49, 57).
step(white, 49, 58).
step(white, 50, 58).
step(white, 50, 57).
step(white, 50, 59).
step(white, 51, 59).
step(white, 51, 58).
step(white, 51, 60).
step(white, 52, 60).
step(white, 52, 59).
step(white, 52, 61).
step(white, 53, 61).
step(white, 53, 60).
step(white, 53, 62).
step(white, 54, 62).
step(white, 54, 61).
step(white, 54, 63).
step(white, 55, 63).
step(white, 55, 62).
step(white, 55, 64).
step(white, 56, 64).
step(white, 56, 63).
step(black, 9, 1).
step(black, 9, 2).
step(black, 10, 2).
step(black, 10, 1).
step(black, 10, 3).
step(black, 11, 3).
step(black, 11, 2).
step(black, 11, 4).
step(black, 12, 4).
step(black, 12, 3).
step(black, 12, 5).
step(black, 13, 5).
step(black, 13, 4).
step(black, 13, 6).
step(black, 14, 6).
step(black, 14, 5).
step(black, 14, 7).
step(black, 15, 7).
step(black, 15, 6).
step(black, 15, 8).
step(black, 16, 8).
step(black, 16, 7).
step(black, 17, 9).
step(black, 17, 10).
step(black, 18, 10).
step(black, 18, 9).
step(black, 18, 11).
step(black, 19, 11).
step(black, 19, 10).
step(black, 19, 12).
step(black, 20, 12).
step(black, 20, 11).
step(black, 20, 13).
step(black, 21, 13).
step(black, 21, 12).
step(black, 21, 14).
step(black, 22, 14).
step(black, 22, 13).
step(black, 22, 15).
step(black, 23, 15).
step(black, 23, 14).
step(black, 23, 16).
step(black, 24, 16).
step(black, 24, 15).
step(black, 25, 17).
step(black, 25, 18).
step(black, 26, 18).
step(black, 26, 17).
step(black, 26, 19).
step(black, 27, 19).
step(black, 27, 18).
step(black, 27, 20).
step(black, 28, 20).
step(black, 28, 19).
step(black, 28, 21).
step(black, 29, 21).
step(black, 29, 20).
step(black, 29, 22).
step(black, 30, 22).
step(black, 30, 21).
step(black, 30, 23).
step(black, 31, 23).
step(black, 31, 22).
step(black, 31, 24).
step(black, 32, 24).
step(black, 32, 23).
step(black, 33, 25).
step(black, 33, 26).
step(black, 34, 26).
step(black, 34, 25).
step(black, 34, 27).
step(black, 35, 27).
step(black, 35, 26).
step(black, 35, 28).
step(black, 36, 28).
step(black, 36, 27).
step(black, 36, 29).
step(black, 37, 29).
step(black, 37, 28).
step(black, 37, 30).
step(black, 38, 30).
step(black, 38, 29).
step(black, 38, 31).
step(black, 39, 31).
step(black, 39, 30).
step(black, 39, 32).
step(black, 40, 32).
step(black, 40, 31).
step(black, 41, 33).
step(black, 41, 34).
step(black, 42, 34).
step(black, 42, 33).
step(black, 42, 35).
step(black, 43, 35).
step(black, 43, 34).
step(black, 43, 36).
step(black, 44, 36).
step(black, 44, 35).
step(black, 44, 37).
step(black, 45, 37).
step(black, 45, 36).
step(black, 45, 38).
step(black, 46, 38).
step(black, 46, 37).
step(black, 46, 39).
step(black, 47, 39).
step(black, 47, 38).
step(black, 47, 40).
step(black, 48, 40).
step(black, 48, 39).
step(black, 49, 41).
step(black, 49, 42).
step(black, 50, 42).
step(black, 50, 41).
step(black, 50, 43).
step(black, 51, 43).
step(black, 51, 42).
step(black, 51, 44).
step(black, 52, 44).
step(black, 52, 43).
step(black, 52, 45).
step(black, 53, 45).
step(black, 53, 44).
step(black, 53, 46).
step(black, 54, 46).
step(black, 54, 45).
step(black, 54, 47).
step(black, 55, 47).
step(black, 55, 46).
step(black, 55, 48).
step(black, 56, 48).
step(black, 56, 47).
step(black, 57, 49).
step(black, 57, 50).
step(black, 58, 50).
step(black, 58, 49).
step(black, 58, 51).
step(black, 59, 51).
step(black, 59, 50).
step(black, 59, 52).
step(black, 60, 52).
step(black, 60, 51).
step(black, 60, 53).
step(black, 61, 53).
step(black, 61, 52).
step(black, 61, 54).
step(black, 62, 54).
step(black, 62, 53).
step(black, 62, 55).
step(black, 63, 55).
step(black, 63, 54).
step(black, 63, 56).
step(black, 64, 56).
step(black, 64, 55).

%! jump(?Side, ?From, ?Over, ?To)
%
%  A piece of Side on From jumps over a friendly piece on Over to To:
%  forward or diagonally forward, two squares in a line.
jump(white, 1, 9, 17).
jump(white, 1, 10, 19).
jump(white, 2, 10, 18).
jump(white, 2, 11, 20).
jump(white, 3, 11, 19).
jump(white, 3, 10, 17).
jump(white, 3, 12, 21).
jump(white, 4, 12, 20).
jump(white, 4, 11, 18).
jump(white, 4, 13, 22).
jump(white, 5, 13, 21).
jump(white, 5, 12, 19).
jump(white, 5, 14, 23).
jump(white, 6, 14, 22).
jump(white, 6, 13, 20).
jump(white, 6, 15, 24).
jump(white, 7, 15, 23).
jump(white, 7, 14, 21).
jump(white, 8, 16, 24).
jump(white, 8, 15, 22).
jump(white, 9, 17, 25).
jump(white, 9, 18, 27).
jump(white, 10, 18, 26).
jump(white, 10, 19, 28).
jump(white, 11, 19, 27).
jump(white, 11, 18, 25).
jump(white, 11, 20, 29).
jump(white, 12, 20, 28).
jump(white, 12, 19, 26).
jump(white, 12, 21, 30).
jump(white, 13, 21, 29).
jump(white, 13, 20, 27).
jump(white, 13, 22, 31).
jump(white, 14, 22, 30).
jump(white, 14, 21, 28).
jump(white, 14, 23, 32).
jump(white, 15, 23, 31).
jump(white, 15, 22, 29).
jump(white, 16, 24, 32).
jump(white, 16, 23, 30).
jump(white, 17, 25, 33).
jump(white, 17, 26, 35).
jump(white, 18, 26, 34).
jump(white, 18, 27, 36).
jump(white, 19, 27, 35).
jump(white, 19, 26, 33).
jump(white, 19, 28, 37).
jump(white, 20, 28, 36).
jump(white, 20, 27, 34).
jump(white, 20, 29, 38).
jump(white, 21, 29, 37).
jump(white, 21, 28, 35).
jump(white, 21, 30, 39).
jump(white, 22, 30, 38).
jump(white, 22, 29, 36).
jump(white, 22, 31, 40).
jump(white, 23, 31, 39).
jump(white, 23, 30, 37).
jump(white, 24, 32, 40).
jump(white, 24, 31, 38).
jump(white, 25, 33, 41).
jump(white, 25, 34, 43).
jump(white, 26, 34, 42).
jump(white, 26, 35, 44).
jump(white, 27, 35, 43).
jump(white, 27, 34, 41).
jump(white, 27, 36, 45).
jump(white, 28, 36, 44).
jump(white, 28, 35, 42).
jump(white, 28, 37, 46).
jump(white, 29, 37, 45).
jump(white, 29, 36, 43).
jump(white, 29, 38, 47).
jump(white, 30, 38, 46).
jump(white, 30, 37, 44).
jump(white, 30, 39, 48).
jump(white, 31, 39, 47).
jump(white, 31, 38, 45).
jump(white, 32, 40, 48).
jump(white, 32, 39, 46).
jump(white, 33, 41, 49).
jump(white, 33, 42, 51).
jump(white, 34, 42, 50).
jump(white, 34, 43, 52).
jump(white, 35, 43, 51).
jump(white, 35, 42, 49).
jump(white, 35, 44, 53).
jump(white, 36, 44, 52).
jump(white, 36, 43, 50).
jump(white, 36, 45, 54).
jump(white, 37, 45, 53).
jump(white, 37, 44, 51).
jump(white, 37, 46, 55).
jump(white, 38, 46, 54).
jump(white, 38, 45, 52).
jump(white, 38, 47, 56).
jump(white, 39, 47, 55).
jump(white, 39, 46, 53).
jump(white, 40, 48, 56).
jump(white, 40, 47, 54).
jump(white, 41, 49, 57).
jump(white, 41, 50, 59).
jump(white, 42, 50, 58).
jump(white, 42, 51, 60).
jump(white, 43, 51, 59).
jump(white, 43, 50, 57).
jump(white, 43, 52, 61).
jump(white, 44, 52, 60).
jump(white, 44, 51, 58).
jump(white, 44, 53, 62).
jump(white, 45, 53, 61).
jump(white, 45, 52, 59).
jump(white, 45, 54, 63).
jump(white, 46, 54, 62).
jump(white, 46, 53, 60).
jump(white, 46, 55, 64).
jump(white, 47, 55, 63).
jump(white, 47, 54, 61).
jump(white, 48, 56, 64).
jump(white, 48, 55, 62).
jump(black, 17, 9, 1).
jump(black, 17, 10, 3).
jump(black, 18, 10, 2).
jump(black, 18, 11, 4).
jump(black, 19, 11, 3).
jump(black, 19, 10, 1).
jump(black, 19, 12, 5).
jump(black, 20, 12, 4).
jump(black, 20, 11, 2).
jump(black, 20, 13, 6).
jump(black, 21, 13, 5).
jump(black, 21, 12, 3).
jump(black, 21, 14, 7).
jump(black, 22, 14, 6).
jump(black, 22, 13, 4).
jump(black, 22, 15, 8).
jump(black, 23, 15, 7).
jump(black, 23, 14, 5).
jump(black, 24, 16, 8).
jump(black, 24, 15, 6).
jump(black, 25, 17, 9).
jump(black, 25, 18, 11).
jump(black, 26, 18, 10).
jump(black, 26, 19, 12).
jump(black, 27, 19, 11).
jump(black, 27, 18, 9).
jump(black, 27, 20, 13).
jump(black, 28, 20, 12).
jump(black, 28, 19, 10).
jump(black, 28, 21, 14).
jump(black, 29, 21, 13).
jump(black, 29, 20, 11).
jump(black, 29, 22, 15).
jump(black, 30, 22, 14).
jump(black, 30, 21, 12).
jump(black, 30, 23, 16).
jump(black, 31, 23, 15).
jump(black, 31, 22, 13).
jump(black, 32, 24, 16).
jump(black, 32, 23, 14).
jump(black, 33, 25, 17).
jump(black, 33, 26, 19).
jump(black, 34, 26, 18).
jump(black, 34, 27, 20).
jump(black, 35, 27, 19).
jump(black, 35, 26, 17).
jump(black, 35, 28, 21).
jump(black, 36, 28, 20).
jump(black, 36, 27, 18).
jump(black, 36, 29, 22).
jump(black, 37, 29, 21).
jump(black, 37, 28, 19).
jump(black, 37, 30, 23).
jump(black, 38, 30, 22).
jump(black, 38, 29, 20).
jump(black, 38, 31, 24).
jump(black, 39, 31, 23).
jump(black, 39, 30, 21).
jump(black, 40, 32, 24).
jump(black, 40, 31, 22).
jump(black, 41, 33, 25).
jump(black, 41, 34, 27).
jump(black, 42, 34, 26).
jump(black, 42, 35, 28).
jump(black, 43, 35, 27).
jump(black, 43, 34, 25).
jump(black, 43, 36, 29).
jump(black, 44, 36, 28).
jump(black, 44, 35, 26).
jump(black, 44, 37, 30).
jump(black, 45, 37, 29).
jump(black, 45, 36, 27).
jump(black, 45, 38, 31).
jump(black, 46, 38, 30).
jump(black, 46, 37, 28).
jump(black, 46, 39, 32).
jump(black, 47, 39, 31).
jump(black, 47, 38, 29).
jump(black, 48, 40, 32).
jump(black, 48, 39, 30).
jump(black, 49, 41, 33).
jump(black, 49, 42, 35).
jump(black, 50, 42, 34).
jump(black, 50, 43, 36).
jump(black, 51, 43, 35).
jump(black, 51, 42, 33).
jump(black, 51, 44, 37).
jump(black, 52, 44, 36).
jump(black, 52, 43, 34).
jump(black, 52, 45, 38).
jump(black, 53, 45, 37).
jump(black, 53, 44, 35).
jump(black, 53, 46, 39).
jump(black, 54, 46, 38).
jump(black, 54, 45, 36).
jump(black, 54, 47, 40).
jump(black, 55, 47, 39).
jump(black, 55, 46, 37).
jump(black, 56, 48, 40).
jump(black, 56, 47, 38).
jump(black, 57, 49, 41).
jump(black, 57, 50, 43).
jump(black, 58, 50, 42).
jump(black, 58, 51, 44).
jump(black, 59, 51, 43).
jump(black, 59, 50, 41).
jump(black, 59, 52, 45).
jump(black, 60, 52, 44).
jump(black, 60, 51, 42).
jump(black, 60, 53, 46).
jump(black, 61, 53, 45).
jump(black, 61, 52, 43).
jump(black, 61, 54, 47).
jump(black, 62, 54, 46).
jump(black, 62, 53, 44).
jump(black, 62, 55, 48).
jump(black, 63, 55, 47).
jump(black, 63, 54, 45).
jump(black, 64, 56, 48).
jump(black, 64, 55, 46).

%! capture(?Side, ?From, ?Over, ?To)
%
%  A piece of Side on From captures an enemy piece on Over, landing
%  on To: forward, diagonally forward, left or right.
capture(white, 1, 9, 17).
capture(white, 1, 10, 19).
capture(white, 1, 2, 3).
capture(white, 2, 10, 18).
capture(white, 2, 11, 20).
capture(white, 2, 3, 4).
capture(white, 3, 11, 19).
capture(white, 3, 10, 17).
capture(white, 3, 12, 21).
capture(white, 3, 2, 1).
capture(white, 3, 4, 5).
capture(white, 4, 12, 20).
capture(white, 4, 11, 18).
capture(white, 4, 13, 22).
capture(white, 4, 3, 2).
capture(white, 4, 5, 6).
capture(white, 5, 13, 21).
capture(white, 5, 12, 19).
capture(white, 5, 14, 23).
capture(white, 5, 4, 3).
capture(white, 5, 6, 7).
capture(white, 6, 14, 22).
capture(white, 6, 13, 20).
capture(white, 6, 15, 24).
capture(white, 6, 5, 4).
capture(white, 6, 7, 8).
capture(white, 7, 15, 23).
capture(white, 7, 14, 21).
capture(white, 7, 6, 5).
capture(white, 8, 16, 24).
capture(white, 8, 15, 22).
capture(white, 8, 7, 6).
capture(white, 9, 17, 25).
capture(white, 9, 18, 27).
capture(white, 9, 10, 11).
capture(white, 10, 18, 26).
capture(white, 10, 19, 28).
capture(white, 10, 11, 12).
capture(white, 11, 19, 27).
capture(white, 11, 18, 25).
capture(white, 11, 20, 29).
capture(white, 11, 10, 9).
capture(white, 11, 12, 13).
capture(white, 12, 20, 28).
capture(white, 12, 19, 26).
capture(white, 12, 21, 30).
capture(white, 12, 11, 10).
capture(white, 12, 13, 14).
capture(white, 13, 21, 29).
capture(white, 13, 20, 27).
capture(white, 13, 22, 31).
capture(white, 13, 12, 11).
capture(white, 13, 14, 15).
capture(white, 14, 22, 30).
capture(white, 14, 21, 28).
capture(white, 14, 23, 32).
capture(white, 14, 13, 12).
capture(white, 14, 15, 16).
capture(white, 15, 23, 31).
capture(white, 15, 22, 29).
capture(white, 15, 14, 13).
capture(white, 16, 24, 32).
capture(white, 16, 23, 30).
capture(white, 16, 15, 14).
capture(white, 17, 25, 33).
capture(white, 17, 26, 35).
capture(white, 17, 18, 19).
capture(white, 18, 26, 34).
capture(white, 18, 27, 36).
capture(white, 18, 19, 20).
capture(white, 19, 27, 35).
capture(white, 19, 26, 33).
capture(white, 19, 28, 37).
capture(white, 19, 18, 17).
capture(white, 19, 20, 21).
capture(white, 20, 28, 36).
capture(white, 20, 27, 34).
capture(white, 20, 29, 38).
capture(white, 20, 19, 18).
capture(white, 20, 21, 22).
capture(white, 21, 29, 37).
capture(white, 21, 28, 35).
capture(white, 21, 30, 39).
capture(white, 21, 20, 19).
capture(white, 21, 22, 23).
capture(white, 22, 30, 38).
capture(white, 22, 29, 36).
capture(white, 22, 31, 40).
capture(white, 22, 21, 20).
capture(white, 22, 23, 24).
capture(white, 23, 31, 39).
capture(white, 23, 30, 37).
capture(white, 23, 22, 21).
capture(white, 24, 32, 40).
capture(white, 24, 31, 38).
capture(white, 24, 23, 22).
capture(white, 25, 33, 41).
capture(white, 25, 34, 43).
capture(white, 25, 26, 27).
capture(white, 26, 34, 42).
capture(white, 26, 35, 44).
capture(white, 26, 27, 28).
capture(white, 27, 35, 43).
capture(white, 27, 34, 41).
capture(white, 27, 36, 45).
capture(white, 27, 26, 25).
capture(white, 27, 28, 29).
capture(white, 28, 36, 44).
capture(white, 28, 35, 42).
capture(white, 28, 37, 46).
capture(white, 28, 27, 26).
capture(white, 28, 29, 30).
capture(white, 29, 37, 45).
capture(white, 29, 36, 43).
capture(white, 29, 38, 47).
capture(white, 29, 28, 27).
capture(white, 29, 30, 31).
capture(white, 30, 38, 46).
capture(white, 30, 37, 44).
capture(white, 30, 39, 48).
capture(white, 30, 29, 28).
capture(white, 30, 31, 32).
capture(white, 31, 39, 47).
capture(white, 31, 38, 45).
capture(white, 31, 30, 29).
capture(white, 32, 40, 48).
capture(white, 32, 39, 46).
capture(white, 32, 31, 30).
capture(white, 33, 41, 49).
capture(white, 33, 42, 51).
capture(white, 33, 34, 35).
capture(white, 34, 42, 50).
capture(white, 34, 43, 52).
capture(white, 34, 35, 36).
capture(white, 35, 43, 51).
capture(white, 35, 42, 49).
capture(white, 35, 44, 53).
capture(white, 35, 34, 33).
capture(white, 35, 36, 37).
capture(white, 36, 44, 52).
capture(white, 36, 43, 50).
capture(white, 36, 45, 54).
capture(white, 36, 35, 34).
capture(white, 36, 37, 38).
capture(white, 37, 45, 53).
capture(white, 37, 44, 51).
capture(white, 37, 46, 55).
capture(white, 37, 36, 35).
capture(white, 37, 38, 39).
capture(white, 38, 46, 54).
capture(white, 38, 45, 52).
capture(white, 38, 47, 56).
capture(white, 38, 37, 36).
capture(white, 38, 39, 40).
capture(white, 39, 47, 55).
capture(white, 39, 46, 53).
capture(white, 39, 38, 37).
capture(white, 40, 48, 56).
capture(white, 40, 47, 54).
capture(white, 40, 39, 38).
capture(white, 41, 49, 57).
capture(white, 41, 50, 59).
capture(white, 41, 42, 43).
capture(white, 42, 50, 58).
capture(white, 42, 51, 60).
capture(white, 42, 43, 44).
capture(white, 43, 51, 59).
capture(white, 43, 50, 57).
capture(white, 43, 52, 61).
capture(white, 43, 42, 41).
capture(white, 43, 44, 45).
capture(white, 44, 52, 60).
capture(white, 44, 51, 58).
capture(white, 44, 53, 62).
capture(white, 44, 43, 42).
capture(white, 44, 45, 46).
capture(white, 45, 53, 61).
capture(white, 45, 52, 59).
capture(white, 45, 54, 63).
capture(white, 45, 44, 43).
capture(white, 45, 46, 47).
capture(white, 46, 54, 62).
capture(white, 46, 53, 60).
capture(white, 46, 55, 64).
capture(white, 46, 45, 44).
capture(white, 46, 47, 48).
capture(white, 47, 55, 63).
capture(white, 47, 54, 61).
capture(white, 47, 46, 45).
capture(white, 48, 56, 64).
capture(white, 48, 55, 62).
capture(white, 48, 47, 46).
capture(white, 49, 50, 51).
capture(white, 50, 51, 52).
capture(white, 51, 50, 49).
capture(white, 51, 52, 53).
capture(white, 52, 51, 50).
capture(white, 52, 53, 54).
capture(white, 53, 52, 51).
capture(white, 53, 54, 55).
capture(white, 54, 53, 52).
capture(white, 54, 55, 56).
capture(white, 55, 54, 53).
capture(white, 56, 55, 54).
capture(white, 57, 58, 59).
capture(white, 58, 59, 60).
capture(white, 59, 58, 57).
capture(white, 59, 60, 61).
capture(white, 60, 59, 58).
capture(white, 60, 61, 62).
capture(white, 61, 60, 59).
capture(white, 61, 62, 63).
capture(white, 62, 61, 60).
capture(white, 62, 63, 64).
capture(white, 63, 62, 61).
capture(white, 64, 63, 62).
capture(black, 1, 2, 3).
capture(black, 2, 3, 4).
capture(black, 3, 2, 1).
capture(black, 3, 4, 5).
capture(black, 4, 3, 2).
capture(black, 4, 5, 6).
capture(black, 5, 4, 3).
capture(black, 5, 6, 7).
capture(black, 6, 5, 4).
capture(black, 6, 7, 8).
capture(black, 7, 6, 5).
capture(black, 8, 7, 6).
capture(black, 9, 10, 11).
capture(black, 10, 11, 12).
capture(black, 11, 10, 9).
capture(black, 11, 12, 13).
capture(black, 12, 11, 10).
capture(black, 12, 13, 14).
capture(black, 13, 12, 11).
capture(black, 13, 14, 15).
capture(black, 14, 13, 12).
capture(black, 14, 15, 16).
capture(black, 15, 14, 13).
capture(black, 16, 15, 14).
capture(black, 17, 9, 1).
capture(black, 17, 10, 3).
capture(black, 17, 18, 19).
capture(black, 18, 10, 2).
capture(black, 18, 11, 4).
capture(black, 18, 19, 20).
capture(black, 19, 11, 3).
capture(black, 19, 10, 1).
capture(black, 19, 12, 5).
capture(black, 19, 18, 17).
capture(black, 19, 20, 21).
capture(black, 20, 12, 4).
capture(black, 20, 11, 2).
capture(black, 20, 13, 6).
capture(black, 20, 19, 18).
capture(black, 20, 21, 22).
capture(black, 21, 13, 5).
capture(black, 21, 12, 3).
capture(black, 21, 14, 7).
capture(black, 21, 20, 19).
capture(black, 21, 22, 23).
capture(black, 22, 14, 6).
capture(black, 22, 13, 4).
capture(black, 22, 15, 8).
capture(black, 22, 21, 20).
capture(black, 22, 23, 24).
capture(black, 23, 15, 7).
capture(black, 23, 14, 5).
capture(black, 23, 22, 21).
capture(black, 24, 16, 8).
capture(black, 24, 15, 6).
capture(black, 24, 23, 22).
capture(black, 25, 17, 9).
capture(black, 25, 18, 11).
capture(black, 25, 26, 27).
capture(black, 26, 18, 10).
capture(black, 26, 19, 12).
capture(black, 26, 27, 28).
capture(black, 27, 19, 11).
capture(black, 27, 18, 9).
capture(black, 27, 20, 13).
capture(black, 27, 26, 25).
capture(black, 27, 28, 29).
capture(black, 28, 20, 12).
capture(black, 28, 19, 10).
capture(black, 28, 21, 14).
capture(black, 28, 27, 26).
capture(black, 28, 29, 30).
capture(black, 29, 21, 13).
capture(black, 29, 20, 11).
capture(black, 29, 22, 15).
capture(black, 29, 28, 27).
capture(black, 29, 30, 31).
capture(black, 30, 22, 14).
capture(black, 30, 21, 12).
capture(black, 30, 23, 16).
capture(black, 30, 29, 28).
capture(black, 30, 31, 32).
capture(black, 31, 23, 15).
capture(black, 31, 22, 13).
capture(black, 31, 30, 29).
capture(black, 32, 24, 16).
capture(black, 32, 23, 14).
capture(black, 32, 31, 30).
capture(black, 33, 25, 17).
capture(black, 33, 26, 19).
capture(black, 33, 34, 35).
capture(black, 34, 26, 18).
capture(black, 34, 27, 20).
capture(black, 34, 35, 36).
capture(black, 35, 27, 19).
capture(black, 35, 26, 17).
capture(black, 35, 28, 21).
capture(black, 35, 34, 33).
capture(black, 35, 36, 37).
capture(black, 36, 28, 20).
capture(black, 36, 27, 18).
capture(black, 36, 29, 22).
capture(black, 36, 35, 34).
capture(black, 36, 37, 38).
capture(black, 37, 29, 21).
capture(black, 37, 28, 19).
capture(black, 37, 30, 23).
capture(black, 37, 36, 35).
capture(black, 37, 38, 39).
capture(black, 38, 30, 22).
capture(black, 38, 29, 20).
capture(black, 38, 31, 24).
capture(black, 38, 37, 36).
capture(black, 38, 39, 40).
capture(black, 39, 31, 23).
capture(black, 39, 30, 21).
capture(black, 39, 38, 37).
capture(black, 40, 32, 24).
capture(black, 40, 31, 22).
capture(black, 40, 39, 38).
capture(black, 41, 33, 25).
capture(black, 41, 34, 27).
capture(black, 41, 42, 43).
capture(black, 42, 34, 26).
capture(black, 42, 35, 28).
capture(black, 42, 43, 44).
capture(black, 43, 35, 27).
capture(black, 43, 34, 25).
capture(black, 43, 36, 29).
capture(black, 43, 42, 41).
capture(black, 43, 44, 45).
capture(black, 44, 36, 28).
capture(black, 44, 35, 26).
capture(black, 44, 37, 30).
capture(black, 44, 43, 42).
capture(black, 44, 45, 46).
capture(black, 45, 37, 29).
capture(black, 45, 36, 27).
capture(black, 45, 38, 31).
capture(black, 45, 44, 43).
capture(black, 45, 46, 47).
capture(black, 46, 38, 30).
capture(black, 46, 37, 28).
capture(black, 46, 39, 32).
capture(black, 46, 45, 44).
capture(black, 46, 47, 48).
capture(black, 47, 39, 31).
capture(black, 47, 38, 29).
capture(black, 47, 46, 45).
capture(black, 48, 40, 32).
capture(black, 48, 39, 30).
capture(black, 48, 47, 46).
capture(black, 49, 41, 33).
capture(black, 49, 42, 35).
capture(black, 49, 50, 51).
capture(black, 50, 42, 34).
capture(black, 50, 43, 36).
capture(black, 50, 51, 52).
capture(black, 51, 43, 35).
capture(black, 51, 42, 33).
capture(black, 51, 44, 37).
capture(black, 51, 50, 49).
capture(black, 51, 52, 53).
capture(black, 52, 44, 36).
capture(black, 52, 43, 34).
capture(black, 52, 45, 38).
capture(black, 52, 51, 50).
capture(black, 52, 53, 54).
capture(black, 53, 45, 37).
capture(black, 53, 44, 35).
capture(black, 53, 46, 39).
capture(black, 53, 52, 51).
capture(black, 53, 54, 55).
capture(black, 54, 46, 38).
capture(black, 54, 45, 36).
capture(black, 54, 47, 40).
capture(black, 54, 53, 52).
capture(black, 54, 55, 56).
capture(black, 55, 47, 39).
capture(black, 55, 46, 37).
capture(black, 55, 54, 53).
capture(black, 56, 48, 40).
capture(black, 56, 47, 38).
capture(black, 56, 55, 54).
capture(black, 57, 49, 41).
capture(black, 57, 50, 43).
capture(black, 57, 58, 59).
capture(black, 58, 50, 42).
capture(black, 58, 51, 44).
capture(black, 58, 59, 60).
capture(black, 59, 51, 43).
capture(black, 59, 50, 41).
capture(black, 59, 52, 45).
capture(black, 59, 58, 57).
capture(black, 59, 60, 61).
capture(black, 60, 52, 44).
capture(black, 60, 51, 42).
capture(black, 60, 53, 46).
capture(black, 60, 59, 58).
capture(black, 60, 61, 62).
capture(black, 61, 53, 45).
capture(black, 61, 52, 43).
capture(black, 61, 54, 47).
capture(black, 61, 60, 59).
capture(black, 61, 62, 63).
capture(black, 62, 54, 46).
capture(black, 62, 53, 44).
capture(black, 62, 55, 48).
capture(black, 62, 61, 60).
capture(black, 62, 63, 64).
capture(black, 63, 55, 47).
capture(black, 63, 54, 45).
capture(black, 63, 62, 61).
capture(black, 64, 56, 48).
capture(black, 64, 55, 46).
capture(black, 64, 63, 62).

%! start(?Side, ?Square)
%
%  A piece of Side stands on Square in the initial position.
start(white, 2).
start(white, 3).
start(white, 4).
start(white, 5).
start(white, 6).
start(white, 7).
start(white, 10).
start(white, 11).
start(white, 12).
start(white, 13).
start(white, 14).
start(white, 15).
start(white, 18).
start(white, 19).
start(white, 22).
start(white, 23).
start(black, 58).
start(black, 59).
start(black, 60).
start(black, 61).
start(black, 62).
start(black, 63).
start(black, 50).
start(black, 51).
start(black, 52).
start(black, 53).
start(black, 54).
start(black, 55).
start(black, 42).
start(black, 43).
start(black, 46).
start(black, 47).

%! drop_zone(?Side, ?Square)
%
%  Side drops its freed pieces on Square: its own first two rows,
%  files b..g.
drop_zone(white, 2).
drop_zone(white, 3).
drop_zone(white, 4).
drop_zone(white, 5).
drop_zone(white, 6).
drop_zone(white, 7).
drop_zone(white, 10).
drop_zone(white, 11).
drop_zone(white, 12).
drop_zone(white, 13).
drop_zone(white, 14).
drop_zone(white, 15).
drop_zone(black, 58).
drop_zone(black, 59).
drop_zone(black, 60).
drop_zone(black, 61).
drop_zone(black, 62).
drop_zone(black, 63).
drop_zone(black, 50).
drop_zone(black, 51).
drop_zone(black, 52).
drop_zone(black, 53).
drop_zone(black, 54).
drop_zone(black, 55).

%! far_row(?Side, ?Square)
%
%  A piece of Side that reaches Square leaves the board and frees
%  pieces to drop.
far_row(white, 57).
far_row(white, 58).
far_row(white, 59).
far_row(white, 60).
far_row(white, 61).
far_row(white, 62).
far_row(white, 63).
far_row(white, 64).
far_row(black, 1).
far_row(black, 2).
far_row(black, 3).
far_row(black, 4).
far_row(black, 5).
far_row(black, 6).
far_row(black, 7).
far_row(black, 8).

%! first_player(?Side)
%
%  Side makes the first move of a game.
first_player(white).

