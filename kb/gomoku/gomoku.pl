% kb/gomoku/gomoku.pl: the Gomoku board and its five-point windows, as facts.
%
% GENERATED FILE, do not edit.  Regenerate with:
%     swipl kb/gomoku/generate.pl 15 kb/gomoku/gomoku.pl
%
% Columns a.. from the left, rows 1.. from the bottom (Black's side).

:- module(kb_gomoku, [rule/2, point/3, window/6]).

%! rule(?Name, ?Value)
%
%  The rules of free-style Gomoku: the board's size, the row that
%  wins, whether a longer row (an overline) wins too, who starts.
rule(board_size, 15).
rule(row_length, 5).
rule(overline_wins, true).
rule(first_player, black).

%! point(?Name, ?Column, ?Row)
%
%  The board has point Name (a1, b1, ...) at Column and Row, both
%  1-based; one fact a point, bottom row first, left to right.
point(a1, 1, 1).
point(b1, 2, 1).
point(c1, 3, 1).
point(d1, 4, 1).
point(e1, 5, 1).
point(f1, 6, 1).
point(g1, 7, 1).
point(h1, 8, 1).
point(i1, 9, 1).
point(j1, 10, 1).
point(k1, 11, 1).
point(l1, 12, 1).
point(m1, 13, 1).
point(n1, 14, 1).
point(o1, 15, 1).
point(a2, 1, 2).
point(b2, 2, 2).
point(c2, 3, 2).
point(d2, 4, 2).
point(e2, 5, 2).
point(f2, 6, 2).
point(g2, 7, 2).
point(h2, 8, 2).
point(i2, 9, 2).
point(j2, 10, 2).
point(k2, 11, 2).
point(l2, 12, 2).
point(m2, 13, 2).
point(n2, 14, 2).
point(o2, 15, 2).
point(a3, 1, 3).
point(b3, 2, 3).
point(c3, 3, 3).
point(d3, 4, 3).
point(e3, 5, 3).
point(f3, 6, 3).
point(g3, 7, 3).
point(h3, 8, 3).
point(i3, 9, 3).
point(j3, 10, 3).
point(k3, 11, 3).
point(l3, 12, 3).
point(m3, 13, 3).
point(n3, 14, 3).
point(o3, 15, 3).
point(a4, 1, 4).
point(b4, 2, 4).
point(c4, 3, 4).
point(d4, 4, 4).
point(e4, 5, 4).
point(f4, 6, 4).
point(g4, 7, 4).
point(h4, 8, 4).
point(i4, 9, 4).
point(j4, 10, 4).
point(k4, 11, 4).
point(l4, 12, 4).
point(m4, 13, 4).
point(n4, 14, 4).
point(o4, 15, 4).
point(a5, 1, 5).
point(b5, 2, 5).
point(c5, 3, 5).
point(d5, 4, 5).
point(e5, 5, 5).
point(f5, 6, 5).
point(g5, 7, 5).
point(h5, 8, 5).
point(i5, 9, 5).
point(j5, 10, 5).
point(k5, 11, 5).
point(l5, 12, 5).
point(m5, 13, 5).
point(n5, 14, 5).
point(o5, 15, 5).
point(a6, 1, 6).
point(b6, 2, 6).
point(c6, 3, 6).
point(d6, 4, 6).
point(e6, 5, 6).
point(f6, 6, 6).
point(g6, 7, 6).
point(h6, 8, 6).
point(i6, 9, 6).
point(j6, 10, 6).
point(k6, 11, 6).
point(l6, 12, 6).
point(m6, 13, 6).
point(n6, 14, 6).
point(o6, 15, 6).
point(a7, 1, 7).
point(b7, 2, 7).
point(c7, 3, 7).
point(d7, 4, 7).
point(e7, 5, 7).
point(f7, 6, 7).
point(g7, 7, 7).
point(h7, 8, 7).
point(i7, 9, 7).
point(j7, 10, 7).
point(k7, 11, 7).
point(l7, 12, 7).
point(m7, 13, 7).
point(n7, 14, 7).
point(o7, 15, 7).
point(a8, 1, 8).
point(b8, 2, 8).
point(c8, 3, 8).
point(d8, 4, 8).
point(e8, 5, 8).
point(f8, 6, 8).
point(g8, 7, 8).
point(h8, 8, 8).
point(i8, 9, 8).
point(j8, 10, 8).
point(k8, 11, 8).
point(l8, 12, 8).
point(m8, 13, 8).
point(n8, 14, 8).
point(o8, 15, 8).
point(a9, 1, 9).
point(b9, 2, 9).
point(c9, 3, 9).
point(d9, 4, 9).
point(e9, 5, 9).
point(f9, 6, 9).
point(g9, 7, 9).
point(h9, 8, 9).
point(i9, 9, 9).
point(j9, 10, 9).
point(k9, 11, 9).
point(l9, 12, 9).
point(m9, 13, 9).
point(n9, 14, 9).
point(o9, 15, 9).
point(a10, 1, 10).
point(b10, 2, 10).
point(c10, 3, 10).
point(d10, 4, 10).
point(e10, 5, 10).
point(f10, 6, 10).
point(g10, 7, 10).
point(h10, 8, 10).
point(i10, 9, 10).
point(j10, 10, 10).
point(k10, 11, 10).
point(l10, 12, 10).
point(m10, 13, 10).
point(n10, 14, 10).
point(o10, 15, 10).
point(a11, 1, 11).
point(b11, 2, 11).
point(c11, 3, 11).
point(d11, 4, 11).
point(e11, 5, 11).
point(f11, 6, 11).
point(g11, 7, 11).
point(h11, 8, 11).
point(i11, 9, 11).
point(j11, 10, 11).
point(k11, 11, 11).
point(l11, 12, 11).
point(m11, 13, 11).
point(n11, 14, 11).
point(o11, 15, 11).
point(a12, 1, 12).
point(b12, 2, 12).
point(c12, 3, 12).
point(d12, 4, 12).
point(e12, 5, 12).
point(f12, 6, 12).
point(g12, 7, 12).
point(h12, 8, 12).
point(i12, 9, 12).
point(j12, 10, 12).
point(k12, 11, 12).
point(l12, 12, 12).
point(m12, 13, 12).
point(n12, 14, 12).
point(o12, 15, 12).
point(a13, 1, 13).
point(b13, 2, 13).
point(c13, 3, 13).
point(d13, 4, 13).
point(e13, 5, 13).
point(f13, 6, 13).
point(g13, 7, 13).
point(h13, 8, 13).
point(i13, 9, 13).
point(j13, 10, 13).
point(k13, 11, 13).
point(l13, 12, 13).
point(m13, 13, 13).
point(n13, 14, 13).
point(o13, 15, 13).
point(a14, 1, 14).
point(b14, 2, 14).
point(c14, 3, 14).
point(d14, 4, 14).
point(e14, 5, 14).
point(f14, 6, 14).
point(g14, 7, 14).
point(h14, 8, 14).
point(i14, 9, 14).
point(j14, 10, 14).
point(k14, 11, 14).
point(l14, 12, 14).
point(m14, 13, 14).
point(n14, 14, 14).
point(o14, 15, 14).
point(a15, 1, 15).
point(b15, 2, 15).
point(c15, 3, 15).
point(d15, 4, 15).
point(e15, 5, 15).
point(f15, 6, 15).
point(g15, 7, 15).
point(h15, 8, 15).
point(i15, 9, 15).
point(j15, 10, 15).
point(k15, 11, 15).
point(l15, 12, 15).
point(m15, 13, 15).
point(n15, 14, 15).
point(o15, 15, 15).

%! window(?Direction, ?P1, ?P2, ?P3, ?P4, ?P5)
%
%  P1..P5 are five consecutive points of a line in Direction
%  (horizontal, vertical, diagonal or antidiagonal), in order.
%  Five stones of one colour on a window is a row that wins.
window(horizontal, a1, b1, c1, d1, e1).
window(horizontal, b1, c1, d1, e1, f1).
window(horizontal, c1, d1, e1, f1, g1).
window(horizontal, d1, e1, f1, g1, h1).
window(horizontal, e1, f1, g1, h1, i1).
window(horizontal, f1, g1, h1, i1, j1).
window(horizontal, g1, h1, i1, j1, k1).
window(horizontal, h1, i1, j1, k1, l1).
window(horizontal, i1, j1, k1, l1, m1).
window(horizontal, j1, k1, l1, m1, n1).
window(horizontal, k1, l1, m1, n1, o1).
window(horizontal, a2, b2, c2, d2, e2).
window(horizontal, b2, c2, d2, e2, f2).
window(horizontal, c2, d2, e2, f2, g2).
window(horizontal, d2, e2, f2, g2, h2).
window(horizontal, e2, f2, g2, h2, i2).
window(horizontal, f2, g2, h2, i2, j2).
window(horizontal, g2, h2, i2, j2, k2).
window(horizontal, h2, i2, j2, k2, l2).
window(horizontal, i2, j2, k2, l2, m2).
window(horizontal, j2, k2, l2, m2, n2).
window(horizontal, k2, l2, m2, n2, o2).
window(horizontal, a3, b3, c3, d3, e3).
window(horizontal, b3, c3, d3, e3, f3).
window(horizontal, c3, d3, e3, f3, g3).
window(horizontal, d3, e3, f3, g3, h3).
window(horizontal, e3, f3, g3, h3, i3).
window(horizontal, f3, g3, h3, i3, j3).
window(horizontal, g3, h3, i3, j3, k3).
window(horizontal, h3, i3, j3, k3, l3).
window(horizontal, i3, j3, k3, l3, m3).
window(horizontal, j3, k3, l3, m3, n3).
window(horizontal, k3, l3, m3, n3, o3).
window(horizontal, a4, b4, c4, d4, e4).
window(horizontal, b4, c4, d4, e4, f4).
window(horizontal, c4, d4, e4, f4, g4).
window(horizontal, d4, e4, f4, g4, h4).
window(horizontal, e4, f4, g4, h4, i4).
window(horizontal, f4, g4, h4, i4, j4).
window(horizontal, g4, h4, i4, j4, k4).
window(horizontal, h4, i4, j4, k4, l4).
window(horizontal, i4, j4, k4, l4, m4).
window(horizontal, j4, k4, l4, m4, n4).
window(horizontal, k4, l4, m4, n4, o4).
window(horizontal, a5, b5, c5, d5, e5).
window(horizontal, b5, c5, d5, e5, f5).
window(horizontal, c5, d5, e5, f5, g5).
window(horizontal, d5, e5, f5, g5, h5).
window(horizontal, e5, f5, g5, h5, i5).
window(horizontal, f5, g5, h5, i5, j5).
window(horizontal, g5, h5, i5, j5, k5).
window(horizontal, h5, i5, j5, k5, l5).
window(horizontal, i5, j5, k5, l5, m5).
window(horizontal, j5, k5, l5, m5, n5).
window(horizontal, k5, l5, m5, n5, o5).
window(horizontal, a6, b6, c6, d6, e6).
window(horizontal, b6, c6, d6, e6, f6).
window(horizontal, c6, d6, e6, f6, g6).
window(horizontal, d6, e6, f6, g6, h6).
window(horizontal, e6, f6, g6, h6, i6).
window(horizontal, f6, g6, h6, i6, j6).
window(horizontal, g6, h6, i6, j6, k6).
window(horizontal, h6, i6, j6, k6, l6).
window(horizontal, i6, j6, k6, l6, m6).
window(horizontal, j6, k6, l6, m6, n6).
window(horizontal, k6, l6, m6, n6, o6).
window(horizontal, a7, b7, c7, d7, e7).
window(horizontal, b7, c7, d7, e7, f7).
window(horizontal, c7, d7, e7, f7, g7).
window(horizontal, d7, e7, f7, g7, h7).
window(horizontal, e7, f7, g7, h7, i7).
window(horizontal, f7, g7, h7, i7, j7).
window(horizontal, g7, h7, i7, j7, k7).
window(horizontal, h7, i7, j7, k7, l7).
window(horizontal, i7, j7, k7, l7, m7).
window(horizontal, j7, k7, l7, m7, n7).
window(horizontal, k7, l7, m7, n7, o7).
window(horizontal, a8, b8, c8, d8, e8).
window(horizontal, b8, c8, d8, e8, f8).
window(horizontal, c8, d8, e8, f8, g8).
window(horizontal, d8, e8, f8, g8, h8).
window(horizontal, e8, f8, g8, h8, i8).
window(horizontal, f8, g8, h8, i8, j8).
window(horizontal, g8, h8, i8, j8, k8).
window(horizontal, h8, i8, j8, k8, l8).
window(horizontal, i8, j8, k8, l8, m8).
window(horizontal, j8, k8, l8, m8, n8).
window(horizontal, k8, l8, m8, n8, o8).
window(horizontal, a9, b9, c9, d9, e9).
window(horizontal, b9, c9, d9, e9, f9).
window(horizontal, c9, d9, e9, f9, g9).
window(horizontal, d9, e9, f9, g9, h9).
window(horizontal, e9, f9, g9, h9, i9).
window(horizontal, f9, g9, h9, i9, j9).
window(horizontal, g9, h9, i9, j9, k9).
window(horizontal, h9, i9, j9, k9, l9).
window(horizontal, i9, j9, k9, l9, m9).
window(horizontal, j9, k9, l9, m9, n9).
window(horizontal, k9, l9, m9, n9, o9).
window(horizontal, a10, b10, c10, d10, e10).
window(horizontal, b10, c10, d10, e10, f10).
window(horizontal, c10, d10, e10, f10, g10).
window(horizontal, d10, e10, f10, g10, h10).
window(horizontal, e10, f10, g10, h10, i10).
window(horizontal, f10, g10, h10, i10, j10).
window(horizontal, g10, h10, i10, j10, k10).
window(horizontal, h10, i10, j10, k10, l10).
window(horizontal, i10, j10, k10, l10, m10).
window(horizontal, j10, k10, l10, m10, n10).
window(horizontal, k10, l10, m10, n10, o10).
window(horizontal, a11, b11, c11, d11, e11).
window(horizontal, b11, c11, d11, e11, f11).
window(horizontal, c11, d11, e11, f11, g11).
window(horizontal, d11, e11, f11, g11, h11).
window(horizontal, e11, f11, g11, h11, i11).
window(horizontal, f11, g11, h11, i11, j11).
window(horizontal, g11, h11, i11, j11, k11).
window(horizontal, h11, i11, j11, k11, l11).
window(horizontal, i11, j11, k11, l11, m11).
window(horizontal, j11, k11, l11, m11, n11).
window(horizontal, k11, l11, m11, n11, o11).
window(horizontal, a12, b12, c12, d12, e12).
window(horizontal, b12, c12, d12, e12, f12).
window(horizontal, c12, d12, e12, f12, g12).
window(horizontal, d12, e12, f12, g12, h12).
window(horizontal, e12, f12, g12, h12, i12).
window(horizontal, f12, g12, h12, i12, j12).
window(horizontal, g12, h12, i12, j12, k12).
window(horizontal, h12, i12, j12, k12, l12).
window(horizontal, i12, j12, k12, l12, m12).
window(horizontal, j12, k12, l12, m12, n12).
window(horizontal, k12, l12, m12, n12, o12).
window(horizontal, a13, b13, c13, d13, e13).
window(horizontal, b13, c13, d13, e13, f13).
window(horizontal, c13, d13, e13, f13, g13).
window(horizontal, d13, e13, f13, g13, h13).
window(horizontal, e13, f13, g13, h13, i13).
window(horizontal, f13, g13, h13, i13, j13).
window(horizontal, g13, h13, i13, j13, k13).
window(horizontal, h13, i13, j13, k13, l13).
window(horizontal, i13, j13, k13, l13, m13).
window(horizontal, j13, k13, l13, m13, n13).
window(horizontal, k13, l13, m13, n13, o13).
window(horizontal, a14, b14, c14, d14, e14).
window(horizontal, b14, c14, d14, e14, f14).
window(horizontal, c14, d14, e14, f14, g14).
window(horizontal, d14, e14, f14, g14, h14).
window(horizontal, e14, f14, g14, h14, i14).
window(horizontal, f14, g14, h14, i14, j14).
window(horizontal, g14, h14, i14, j14, k14).
window(horizontal, h14, i14, j14, k14, l14).
window(horizontal, i14, j14, k14, l14, m14).
window(horizontal, j14, k14, l14, m14, n14).
window(horizontal, k14, l14, m14, n14, o14).
window(horizontal, a15, b15, c15, d15, e15).
window(horizontal, b15, c15, d15, e15, f15).
window(horizontal, c15, d15, e15, f15, g15).
window(horizontal, d15, e15, f15, g15, h15).
window(horizontal, e15, f15, g15, h15, i15).
window(horizontal, f15, g15, h15, i15, j15).
window(horizontal, g15, h15, i15, j15, k15).
window(horizontal, h15, i15, j15, k15, l15).
window(horizontal, i15, j15, k15, l15, m15).
window(horizontal, j15, k15, l15, m15, n15).
window(horizontal, k15, l15, m15, n15, o15).
window(vertical, a1, a2, a3, a4, a5).
window(vertical, b1, b2, b3, b4, b5).
window(vertical, c1, c2, c3, c4, c5).
window(vertical, d1, d2, d3, d4, d5).
window(vertical, e1, e2, e3, e4, e5).
window(vertical, f1, f2, f3, f4, f5).
window(vertical, g1, g2, g3, g4, g5).
window(vertical, h1, h2, h3, h4, h5).
window(vertical, i1, i2, i3, i4, i5).
window(vertical, j1, j2, j3, j4, j5).
window(vertical, k1, k2, k3, k4, k5).
window(vertical, l1, l2, l3, l4, l5).
window(vertical, m1, m2, m3, m4, m5).
window(vertical, n1, n2, n3, n4, n5).
window(vertical, o1, o2, o3, o4, o5).
window(vertical, a2, a3, a4, a5, a6).
window(vertical, b2, b3, b4, b5, b6).
window(vertical, c2, c3, c4, c5, c6).
window(vertical, d2, d3, d4, d5, d6).
window(vertical, e2, e3, e4, e5, e6).
window(vertical, f2, f3, f4, f5, f6).
window(vertical, g2, g3, g4, g5, g6).
window(vertical, h2, h3, h4, h5, h6).
window(vertical, i2, i3, i4, i5, i6).
window(vertical, j2, j3, j4, j5, j6).
window(vertical, k2, k3, k4, k5, k6).
window(vertical, l2, l3, l4, l5, l6).
window(vertical, m2, m3, m4, m5, m6).
window(vertical, n2, n3, n4, n5, n6).
window(vertical, o2, o3, o4, o5, o6).
window(vertical, a3, a4, a5, a6, a7).
window(vertical, b3, b4, b5, b6, b7).
window(vertical, c3, c4, c5, c6, c7).
window(vertical, d3, d4, d5, d6, d7).
window(vertical, e3, e4, e5, e6, e7).
window(vertical, f3, f4, f5, f6, f7).
window(vertical, g3, g4, g5, g6, g7).
window(vertical, h3, h4, h5, h6, h7).
window(vertical, i3, i4, i5, i6, i7).
window(vertical, j3, j4, j5, j6, j7).
window(vertical, k3, k4, k5, k6, k7).
window(vertical, l3, l4, l5, l6, l7).
window(vertical, m3, m4, m5, m6, m7).
window(vertical, n3, n4, n5, n6, n7).
window(vertical, o3, o4, o5, o6, o7).
window(vertical, a4, a5, a6, a7, a8).
window(vertical, b4, b5, b6, b7, b8).
window(vertical, c4, c5, c6, c7, c8).
window(vertical, d4, d5, d6, d7, d8).
window(vertical, e4, e5, e6, e7, e8).
window(vertical, f4, f5, f6, f7, f8).
window(vertical, g4, g5, g6, g7, g8).
window(vertical, h4, h5, h6, h7, h8).
window(vertical, i4, i5, i6, i7, i8).
window(vertical, j4, j5, j6, j7, j8).
window(vertical, k4, k5, k6, k7, k8).
window(vertical, l4, l5, l6, l7, l8).
window(vertical, m4, m5, m6, m7, m8).
window(vertical, n4, n5, n6, n7, n8).
window(vertical, o4, o5, o6, o7, o8).
window(vertical, a5, a6, a7, a8, a9).
window(vertical, b5, b6, b7, b8, b9).
window(vertical, c5, c6, c7, c8, c9).
window(vertical, d5, d6, d7, d8, d9).
window(vertical, e5, e6, e7, e8, e9).
window(vertical, f5, f6, f7, f8, f9).
window(vertical, g5, g6, g7, g8, g9).
window(vertical, h5, h6, h7, h8, h9).
window(vertical, i5, i6, i7, i8, i9).
window(vertical, j5, j6, j7, j8, j9).
window(vertical, k5, k6, k7, k8, k9).
window(vertical, l5, l6, l7, l8, l9).
window(vertical, m5, m6, m7, m8, m9).
window(vertical, n5, n6, n7, n8, n9).
window(vertical, o5, o6, o7, o8, o9).
window(vertical, a6, a7, a8, a9, a10).
window(vertical, b6, b7, b8, b9, b10).
window(vertical, c6, c7, c8, c9, c10).
window(vertical, d6, d7, d8, d9, d10).
window(vertical, e6, e7, e8, e9, e10).
window(vertical, f6, f7, f8, f9, f10).
window(vertical, g6, g7, g8, g9, g10).
window(vertical, h6, h7, h8, h9, h10).
window(vertical, i6, i7, i8, i9, i10).
window(vertical, j6, j7, j8, j9, j10).
window(vertical, k6, k7, k8, k9, k10).
window(vertical, l6, l7, l8, l9, l10).
window(vertical, m6, m7, m8, m9, m10).
window(vertical, n6, n7, n8, n9, n10).
window(vertical, o6, o7, o8, o9, o10).
window(vertical, a7, a8, a9, a10, a11).
window(vertical, b7, b8, b9, b10, b11).
window(vertical, c7, c8, c9, c10, c11).
window(vertical, d7, d8, d9, d10, d11).
window(vertical, e7, e8, e9, e10, e11).
window(vertical, f7, f8, f9, f10, f11).
window(vertical, g7, g8, g9, g10, g11).
window(vertical, h7, h8, h9, h10, h11).
window(vertical, i7, i8, i9, i10, i11).
window(vertical, j7, j8, j9, j10, j11).
window(vertical, k7, k8, k9, k10, k11).
window(vertical, l7, l8, l9, l10, l11).
window(vertical, m7, m8, m9, m10, m11).
window(vertical, n7, n8, n9, n10, n11).
window(vertical, o7, o8, o9, o10, o11).
window(vertical, a8, a9, a10, a11, a12).
window(vertical, b8, b9, b10, b11, b12).
window(vertical, c8, c9, c10, c11, c12).
window(vertical, d8, d9, d10, d11, d12).
window(vertical, e8, e9, e10, e11, e12).
window(vertical, f8, f9, f10, f11, f12).
window(vertical, g8, g9, g10, g11, g12).
window(vertical, h8, h9, h10, h11, h12).
window(vertical, i8, i9, i10, i11, i12).
window(vertical, j8, j9, j10, j11, j12).
window(vertical, k8, k9, k10, k11, k12).
window(vertical, l8, l9, l10, l11, l12).
window(vertical, m8, m9, m10, m11, m12).
window(vertical, n8, n9, n10, n11, n12).
window(vertical, o8, o9, o10, o11, o12).
window(vertical, a9, a10, a11, a12, a13).
window(vertical, b9, b10, b11, b12, b13).
window(vertical, c9, c10, c11, c12, c13).
window(vertical, d9, d10, d11, d12, d13).
window(vertical, e9, e10, e11, e12, e13).
window(vertical, f9, f10, f11, f12, f13).
window(vertical, g9, g10, g11, g12, g13).
window(vertical, h9, h10, h11, h12, h13).
window(vertical, i9, i10, i11, i12, i13).
window(vertical, j9, j10, j11, j12, j13).
window(vertical, k9, k10, k11, k12, k13).
window(vertical, l9, l10, l11, l12, l13).
window(vertical, m9, m10, m11, m12, m13).
window(vertical, n9, n10, n11, n12, n13).
window(vertical, o9, o10, o11, o12, o13).
window(vertical, a10, a11, a12, a13, a14).
window(vertical, b10, b11, b12, b13, b14).
window(vertical, c10, c11, c12, c13, c14).
window(vertical, d10, d11, d12, d13, d14).
window(vertical, e10, e11, e12, e13, e14).
window(vertical, f10, f11, f12, f13, f14).
window(vertical, g10, g11, g12, g13, g14).
window(vertical, h10, h11, h12, h13, h14).
window(vertical, i10, i11, i12, i13, i14).
window(vertical, j10, j11, j12, j13, j14).
window(vertical, k10, k11, k12, k13, k14).
window(vertical, l10, l11, l12, l13, l14).
window(vertical, m10, m11, m12, m13, m14).
window(vertical, n10, n11, n12, n13, n14).
window(vertical, o10, o11, o12, o13, o14).
window(vertical, a11, a12, a13, a14, a15).
window(vertical, b11, b12, b13, b14, b15).
window(vertical, c11, c12, c13, c14, c15).
window(vertical, d11, d12, d13, d14, d15).
window(vertical, e11, e12, e13, e14, e15).
window(vertical, f11, f12, f13, f14, f15).
window(vertical, g11, g12, g13, g14, g15).
window(vertical, h11, h12, h13, h14, h15).
window(vertical, i11, i12, i13, i14, i15).
window(vertical, j11, j12, j13, j14, j15).
window(vertical, k11, k12, k13, k14, k15).
window(vertical, l11, l12, l13, l14, l15).
window(vertical, m11, m12, m13, m14, m15).
window(vertical, n11, n12, n13, n14, n15).
window(vertical, o11, o12, o13, o14, o15).
window(diagonal, a1, b2, c3, d4, e5).
window(diagonal, b1, c2, d3, e4, f5).
window(diagonal, c1, d2, e3, f4, g5).
window(diagonal, d1, e2, f3, g4, h5).
window(diagonal, e1, f2, g3, h4, i5).
window(diagonal, f1, g2, h3, i4, j5).
window(diagonal, g1, h2, i3, j4, k5).
window(diagonal, h1, i2, j3, k4, l5).
window(diagonal, i1, j2, k3, l4, m5).
window(diagonal, j1, k2, l3, m4, n5).
window(diagonal, k1, l2, m3, n4, o5).
window(diagonal, a2, b3, c4, d5, e6).
window(diagonal, b2, c3, d4, e5, f6).
window(diagonal, c2, d3, e4, f5, g6).
window(diagonal, d2, e3, f4, g5, h6).
window(diagonal, e2, f3, g4, h5, i6).
window(diagonal, f2, g3, h4, i5, j6).
window(diagonal, g2, h3, i4, j5, k6).
window(diagonal, h2, i3, j4, k5, l6).
window(diagonal, i2, j3, k4, l5, m6).
window(diagonal, j2, k3, l4, m5, n6).
window(diagonal, k2, l3, m4, n5, o6).
window(diagonal, a3, b4, c5, d6, e7).
window(diagonal, b3, c4, d5, e6, f7).
window(diagonal, c3, d4, e5, f6, g7).
window(diagonal, d3, e4, f5, g6, h7).
window(diagonal, e3, f4, g5, h6, i7).
window(diagonal, f3, g4, h5, i6, j7).
window(diagonal, g3, h4, i5, j6, k7).
window(diagonal, h3, i4, j5, k6, l7).
window(diagonal, i3, j4, k5, l6, m7).
window(diagonal, j3, k4, l5, m6, n7).
window(diagonal, k3, l4, m5, n6, o7).
window(diagonal, a4, b5, c6, d7, e8).
window(diagonal, b4, c5, d6, e7, f8).
window(diagonal, c4, d5, e6, f7, g8).
window(diagonal, d4, e5, f6, g7, h8).
window(diagonal, e4, f5, g6, h7, i8).
window(diagonal, f4, g5, h6, i7, j8).
window(diagonal, g4, h5, i6, j7, k8).
window(diagonal, h4, i5, j6, k7, l8).
window(diagonal, i4, j5, k6, l7, m8).
window(diagonal, j4, k5, l6, m7, n8).
window(diagonal, k4, l5, m6, n7, o8).
window(diagonal, a5, b6, c7, d8, e9).
window(diagonal, b5, c6, d7, e8, f9).
window(diagonal, c5, d6, e7, f8, g9).
window(diagonal, d5, e6, f7, g8, h9).
window(diagonal, e5, f6, g7, h8, i9).
window(diagonal, f5, g6, h7, i8, j9).
window(diagonal, g5, h6, i7, j8, k9).
window(diagonal, h5, i6, j7, k8, l9).
window(diagonal, i5, j6, k7, l8, m9).
window(diagonal, j5, k6, l7, m8, n9).
window(diagonal, k5, l6, m7, n8, o9).
window(diagonal, a6, b7, c8, d9, e10).
window(diagonal, b6, c7, d8, e9, f10).
window(diagonal, c6, d7, e8, f9, g10).
window(diagonal, d6, e7, f8, g9, h10).
window(diagonal, e6, f7, g8, h9, i10).
window(diagonal, f6, g7, h8, i9, j10).
window(diagonal, g6, h7, i8, j9, k10).
window(diagonal, h6, i7, j8, k9, l10).
window(diagonal, i6, j7, k8, l9, m10).
window(diagonal, j6, k7, l8, m9, n10).
window(diagonal, k6, l7, m8, n9, o10).
window(diagonal, a7, b8, c9, d10, e11).
window(diagonal, b7, c8, d9, e10, f11).
window(diagonal, c7, d8, e9, f10, g11).
window(diagonal, d7, e8, f9, g10, h11).
window(diagonal, e7, f8, g9, h10, i11).
window(diagonal, f7, g8, h9, i10, j11).
window(diagonal, g7, h8, i9, j10, k11).
window(diagonal, h7, i8, j9, k10, l11).
window(diagonal, i7, j8, k9, l10, m11).
window(diagonal, j7, k8, l9, m10, n11).
window(diagonal, k7, l8, m9, n10, o11).
window(diagonal, a8, b9, c10, d11, e12).
window(diagonal, b8, c9, d10, e11, f12).
window(diagonal, c8, d9, e10, f11, g12).
window(diagonal, d8, e9, f10, g11, h12).
window(diagonal, e8, f9, g10, h11, i12).
window(diagonal, f8, g9, h10, i11, j12).
window(diagonal, g8, h9, i10, j11, k12).
window(diagonal, h8, i9, j10, k11, l12).
window(diagonal, i8, j9, k10, l11, m12).
window(diagonal, j8, k9, l10, m11, n12).
window(diagonal, k8, l9, m10, n11, o12).
window(diagonal, a9, b10, c11, d12, e13).
window(diagonal, b9, c10, d11, e12, f13).
window(diagonal, c9, d10, e11, f12, g13).
window(diagonal, d9, e10, f11, g12, h13).
window(diagonal, e9, f10, g11, h12, i13).
window(diagonal, f9, g10, h11, i12, j13).
window(diagonal, g9, h10, i11, j12, k13).
window(diagonal, h9, i10, j11, k12, l13).
window(diagonal, i9, j10, k11, l12, m13).
window(diagonal, j9, k10, l11, m12, n13).
window(diagonal, k9, l10, m11, n12, o13).
window(diagonal, a10, b11, c12, d13, e14).
window(diagonal, b10, c11, d12, e13, f14).
window(diagonal, c10, d11, e12, f13, g14).
window(diagonal, d10, e11, f12, g13, h14).
window(diagonal, e10, f11, g12, h13, i14).
window(diagonal, f10, g11, h12, i13, j14).
window(diagonal, g10, h11, i12, j13, k14).
window(diagonal, h10, i11, j12, k13, l14).
window(diagonal, i10, j11, k12, l13, m14).
window(diagonal, j10, k11, l12, m13, n14).
window(diagonal, k10, l11, m12, n13, o14).
window(diagonal, a11, b12, c13, d14, e15).
window(diagonal, b11, c12, d13, e14, f15).
window(diagonal, c11, d12, e13, f14, g15).
window(diagonal, d11, e12, f13, g14, h15).
window(diagonal, e11, f12, g13, h14, i15).
window(diagonal, f11, g12, h13, i14, j15).
window(diagonal, g11, h12, i13, j14, k15).
window(diagonal, h11, i12, j13, k14, l15).
window(diagonal, i11, j12, k13, l14, m15).
window(diagonal, j11, k12, l13, m14, n15).
window(diagonal, k11, l12, m13, n14, o15).
window(antidiagonal, a5, b4, c3, d2, e1).
window(antidiagonal, b5, c4, d3, e2, f1).
window(antidiagonal, c5, d4, e3, f2, g1).
window(antidiagonal, d5, e4, f3, g2, h1).
window(antidiagonal, e5, f4, g3, h2, i1).
window(antidiagonal, f5, g4, h3, i2, j1).
window(antidiagonal, g5, h4, i3, j2, k1).
window(antidiagonal, h5, i4, j3, k2, l1).
window(antidiagonal, i5, j4, k3, l2, m1).
window(antidiagonal, j5, k4, l3, m2, n1).
window(antidiagonal, k5, l4, m3, n2, o1).
window(antidiagonal, a6, b5, c4, d3, e2).
window(antidiagonal, b6, c5, d4, e3, f2).
window(antidiagonal, c6, d5, e4, f3, g2).
window(antidiagonal, d6, e5, f4, g3, h2).
window(antidiagonal, e6, f5, g4, h3, i2).
window(antidiagonal, f6, g5, h4, i3, j2).
window(antidiagonal, g6, h5, i4, j3, k2).
window(antidiagonal, h6, i5, j4, k3, l2).
window(antidiagonal, i6, j5, k4, l3, m2).
window(antidiagonal, j6, k5, l4, m3, n2).
window(antidiagonal, k6, l5, m4, n3, o2).
window(antidiagonal, a7, b6, c5, d4, e3).
window(antidiagonal, b7, c6, d5, e4, f3).
window(antidiagonal, c7, d6, e5, f4, g3).
window(antidiagonal, d7, e6, f5, g4, h3).
window(antidiagonal, e7, f6, g5, h4, i3).
window(antidiagonal, f7, g6, h5, i4, j3).
window(antidiagonal, g7, h6, i5, j4, k3).
window(antidiagonal, h7, i6, j5, k4, l3).
window(antidiagonal, i7, j6, k5, l4, m3).
window(antidiagonal, j7, k6, l5, m4, n3).
window(antidiagonal, k7, l6, m5, n4, o3).
window(antidiagonal, a8, b7, c6, d5, e4).
window(antidiagonal, b8, c7, d6, e5, f4).
window(antidiagonal, c8, d7, e6, f5, g4).
window(antidiagonal, d8, e7, f6, g5, h4).
window(antidiagonal, e8, f7, g6, h5, i4).
window(antidiagonal, f8, g7, h6, i5, j4).
window(antidiagonal, g8, h7, i6, j5, k4).
window(antidiagonal, h8, i7, j6, k5, l4).
window(antidiagonal, i8, j7, k6, l5, m4).
window(antidiagonal, j8, k7, l6, m5, n4).
window(antidiagonal, k8, l7, m6, n5, o4).
window(antidiagonal, a9, b8, c7, d6, e5).
window(antidiagonal, b9, c8, d7, e6, f5).
window(antidiagonal, c9, d8, e7, f6, g5).
window(antidiagonal, d9, e8, f7, g6, h5).
window(antidiagonal, e9, f8, g7, h6, i5).
window(antidiagonal, f9, g8, h7, i6, j5).
window(antidiagonal, g9, h8, i7, j6, k5).
window(antidiagonal, h9, i8, j7, k6, l5).
window(antidiagonal, i9, j8, k7, l6, m5).
window(antidiagonal, j9, k8, l7, m6, n5).
window(antidiagonal, k9, l8, m7, n6, o5).
window(antidiagonal, a10, b9, c8, d7, e6).
window(antidiagonal, b10, c9, d8, e7, f6).
window(antidiagonal, c10, d9, e8, f7, g6).
window(antidiagonal, d10, e9, f8, g7, h6).
window(antidiagonal, e10, f9, g8, h7, i6).
window(antidiagonal, f10, g9, h8, i7, j6).
window(antidiagonal, g10, h9, i8, j7, k6).
window(antidiagonal, h10, i9, j8, k7, l6).
window(antidiagonal, i10, j9, k8, l7, m6).
window(antidiagonal, j10, k9, l8, m7, n6).
window(antidiagonal, k10, l9, m8, n7, o6).
window(antidiagonal, a11, b10, c9, d8, e7).
window(antidiagonal, b11, c10, d9, e8, f7).
window(antidiagonal, c11, d10, e9, f8, g7).
window(antidiagonal, d11, e10, f9, g8, h7).
window(antidiagonal, e11, f10, g9, h8, i7).
window(antidiagonal, f11, g10, h9, i8, j7).
window(antidiagonal, g11, h10, i9, j8, k7).
window(antidiagonal, h11, i10, j9, k8, l7).
window(antidiagonal, i11, j10, k9, l8, m7).
window(antidiagonal, j11, k10, l9, m8, n7).
window(antidiagonal, k11, l10, m9, n8, o7).
window(antidiagonal, a12, b11, c10, d9, e8).
window(antidiagonal, b12, c11, d10, e9, f8).
window(antidiagonal, c12, d11, e10, f9, g8).
window(antidiagonal, d12, e11, f10, g9, h8).
window(antidiagonal, e12, f11, g10, h9, i8).
window(antidiagonal, f12, g11, h10, i9, j8).
window(antidiagonal, g12, h11, i10, j9, k8).
window(antidiagonal, h12, i11, j10, k9, l8).
window(antidiagonal, i12, j11, k10, l9, m8).
window(antidiagonal, j12, k11, l10, m9, n8).
window(antidiagonal, k12, l11, m10, n9, o8).
window(antidiagonal, a13, b12, c11, d10, e9).
window(antidiagonal, b13, c12, d11, e10, f9).
window(antidiagonal, c13, d12, e11, f10, g9).
window(antidiagonal, d13, e12, f11, g10, h9).
window(antidiagonal, e13, f12, g11, h10, i9).
window(antidiagonal, f13, g12, h11, i10, j9).
window(antidiagonal, g13, h12, i11, j10, k9).
window(antidiagonal, h13, i12, j11, k10, l9).
window(antidiagonal, i13, j12, k11, l10, m9).
window(antidiagonal, j13, k12, l11, m10, n9).
window(antidiagonal, k13, l12, m11, n10, o9).
window(antidiagonal, a14, b13, c12, d11, e10).
window(antidiagonal, b14, c13, d12, e11, f10).
window(antidiagonal, c14, d13, e12, f11, g10).
window(antidiagonal, d14, e13, f12, g11, h10).
window(antidiagonal, e14, f13, g12, h11, i10).
window(antidiagonal, f14, g13, h12, i11, j10).
window(antidiagonal, g14, h13, i12, j11, k10).
window(antidiagonal, h14, i13, j12, k11, l10).
window(antidiagonal, i14, j13, k12, l11, m10).
window(antidiagonal, j14, k13, l12, m11, n10).
window(antidiagonal, k14, l13, m12, n11, o10).
window(antidiagonal, a15, b14, c13, d12, e11).
window(antidiagonal, b15, c14, d13, e12, f11).
window(antidiagonal, c15, d14, e13, f12, g11).
window(antidiagonal, d15, e14, f13, g12, h11).
window(antidiagonal, e15, f14, g13, h12, i11).
window(antidiagonal, f15, g14, h13, i12, j11).
window(antidiagonal, g15, h14, i13, j12, k11).
window(antidiagonal, h15, i14, j13, k12, l11).
window(antidiagonal, i15, j14, k13, l12, m11).
window(antidiagonal, j15, k14, l13, m12, n11).
window(antidiagonal, k15, l14, m13, n12, o11).
