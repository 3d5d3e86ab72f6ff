# loadsgf FILE [MOVENUMBER|VERTEX], as GNU Go defines it: the answer is the colour to play.
# MOVENUMBER N loads the position before move N (moves 1..N-1 played; setup stones are
# not moves, passes are); VERTEX loads the position before the first move at VERTEX (the
# answer is then that move's colour); with neither, or past the end, the whole main line.
# The colour to play is the colour of the next move when stopped before one, else PL,
# else the opposite of the last move, else White after handicap stones (HA 2 or more),
# else Black (no file here makes PL and the next move disagree). Paths are relative to
# tests/regress.
#
# The positions (sgf/*.sgf) are drawn in each file's comment; the answers were worked out
# by hand and checked against GNU Go 3.8. Lists are in GNU Go's order (row by row from the
# top, left to right).

# ---------------------------------------------------------------------------------------
# sgf/setup.sgf: 9x9, setup stones only, PL[W].
#    A B C D E F G H J
#  6 . . . . O . . . . 6
#  5 . . . . . . . . . 5
#  4 . . . X O X . . . 4
#  3 . . . . X . . . . 3
1 loadsgf sgf/setup.sgf
#? [white]
2 list_stones black
#? [D4 F4 E3]
3 list_stones white
#? [E6 E4]
4 countlib E4
#? [1]
5 findlib E4
#? [E5]
6 countlib E6
#? [4]
7 is_legal black E5
#? [1]
# The board is 9x9: J9 is on it, K9 is not.
8 is_legal black J9
#? [1]
9 is_legal black K9
#? [\?.*]
10 captures black
#? [0]

# ---------------------------------------------------------------------------------------
# sgf/ko.sgf: 5x5, setup stones, then 1 W C3, 2 B D3 (a ko capture).
#    A B C D E      after move 2    A B C D E
#  4 . . X O . 4                  4 . . X O . 4
#  3 . X . . O 3                  3 . X . X O 3
#  2 . . X O . 2                  2 . . X O . 2
11 loadsgf sgf/ko.sgf
#? [white]
12 list_stones black
#? [C4 B3 D3 C2]
13 list_stones white
#? [D4 E3 D2]
14 captures black
#? [1]
# The ko is remembered: White may not retake at once.
15 is_legal white C3
#? [0]
16 countlib D3
#? [1]
17 is_legal white F1
#? [\?.*]
# After a threat and its answer the retake is legal.
play white A1
play black A2
18 is_legal white C3
#? [1]

# Before move 2: White's C3 is on the board, Black to play.
19 loadsgf sgf/ko.sgf 2
#? [black]
20 list_stones white
#? [D4 C3 E3 D2]
21 countlib C3
#? [1]
22 list_stones black
#? [C4 B3 C2]
23 captures black
#? [0]
# Before move 1: setup only; the first move is White's.
24 loadsgf sgf/ko.sgf 1
#? [white]
25 list_stones white
#? [D4 E3 D2]
# Before the first move at D3 (move 2, Black's).
26 loadsgf sgf/ko.sgf D3
#? [black]
27 is_legal black D3
#? [1]
28 list_stones white
#? [D4 C3 E3 D2]
# Before the first move at C3 (move 1, White's).
29 loadsgf sgf/ko.sgf C3
#? [white]
30 list_stones white
#? [D4 E3 D2]
# Past the end: the whole game.
31 loadsgf sgf/ko.sgf 3
#? [white]
32 list_stones black
#? [C4 B3 D3 C2]

# ---------------------------------------------------------------------------------------
# sgf/game.sgf: 9x9, no setup. Main line: 1 B A2, 2 W A3, 3 B A1, 4 W B2, 5 B E5,
# 6 W B1 (captures A1 A2), 7 B pass, 8 W E6, 9 B D5; a variation at move 3 (B J1) is
# not the main line.
#    A B C D E      at the end
#  6 . . . . O 6
#  5 . . . X X 5
#  3 O . . . . 3
#  2 . O . . . 2
#  1 . O . . . 1
33 loadsgf sgf/game.sgf
#? [white]
34 list_stones black
#? [D5 E5]
35 list_stones white
#? [E6 A3 B2 B1]
36 captures white
#? [2]
37 countlib A3
#? [3]
38 countlib B1
#? [5]
39 is_legal black A1
#? [1]
# Before move 6: Black's A1 A2 in atari.
40 loadsgf sgf/game.sgf 6
#? [white]
41 list_stones black
#? [E5 A2 A1]
42 countlib A1
#? [1]
43 findlib A2
#? [B1]
44 captures white
#? [0]
# The same position by the vertex of move 6.
45 loadsgf sgf/game.sgf B1
#? [white]
46 list_stones black
#? [E5 A2 A1]
# Black's pass is move 7: before move 8 White plays; before move 9, Black.
47 loadsgf sgf/game.sgf 8
#? [white]
48 list_stones white
#? [A3 B2 B1]
49 loadsgf sgf/game.sgf 9
#? [black]
# J1 is played in the variation only: the whole main line is loaded.
50 loadsgf sgf/game.sgf J1
#? [white]
51 list_stones black
#? [D5 E5]
# The moves of the file can be taken back: undo removes Black's D5.
52 undo
#? []
53 list_stones black
#? [E5]

# ---------------------------------------------------------------------------------------
# sgf/handicap.sgf: 9x9, two handicap stones (AB G7 C3), PL[W], then 1 W E5, 2 B E6.
54 loadsgf sgf/handicap.sgf
#? [white]
55 list_stones black
#? [G7 E6 C3]
56 list_stones white
#? [E5]
57 loadsgf sgf/handicap.sgf 1
#? [white]
58 list_stones white
#? []
59 loadsgf sgf/handicap.sgf 2
#? [black]

# sgf/handicap-nopl.sgf: the same two stones, no PL, no move: White plays first.
60 loadsgf sgf/handicap-nopl.sgf
#? [white]
61 list_stones black
#? [G7 C3]

# ---------------------------------------------------------------------------------------
# sgf/corner19.sgf: 19x19: 1 B T1, 2 W S1, 3 B Q16, 4 W T2 (captures T1).
62 loadsgf sgf/corner19.sgf
#? [black]
63 list_stones black
#? [Q16]
64 list_stones white
#? [T2 S1]
65 captures white
#? [1]
# Black's T1 would be suicide: S1 and T2 each keep two liberties.
66 is_legal black T1
#? [0]
67 countlib S1
#? [3]

# ---------------------------------------------------------------------------------------
# A file that is not there is an error, and the position is left as it was.
68 loadsgf sgf/no-such-file.sgf
#? [\?.*]
69 list_stones black
#? [Q16]
