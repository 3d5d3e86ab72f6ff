# owl_attack, owl_defend, dragon_status: life and death, in GNU Go's formats.
#
# owl_attack VERTEX: can the opponent of the chain at VERTEX, moving first, capture it?
# owl_defend VERTEX: can its owner, moving first, save it? The answer is `0` (no), or a
# result code and the move: `1 MOVE` (yes), `2 MOVE` or `3 MOVE` (yes, through a ko:
# GNU Go's 2 when the player takes the ko first, 3 when it needs an approach move;
# tesuji answers 2 for every ko). A chain that lives without a move: `1 PASS`.
# dragon_status VERTEX: `alive`, `dead`, `critical ATTACK DEFENSE` or `unknown`.
# An empty vertex: `? vertex must not be empty`; a bad one: `? invalid coordinate`.
#
# tesuji reads a chain (GNU Go a dragon, which may be several chains): the positions here
# are ones where the two are the same, and where GNU Go's owl reads right.

# ---------------------------------------------------------------------------------------
# The straight three in the corner of 19x19: B1 decides, whoever plays it.
#    A B C D E F
#  4 . . . . . .
#  3 O O O O O .
#  2 X X X X O .
#  1 . . . X O .
loadsgf sgf/owl-straight-three.sgf
1 owl_attack A2
#? [1 B1]
2 owl_defend A2
#? [1 B1]
3 dragon_status A2
#? [critical B1 B1]
# Any stone of the chain asks the same.
4 owl_attack D1
#? [1 B1]
5 dragon_status D1
#? [critical B1 B1]
# The enclosing white stones are alive: nothing to attack, nothing to defend.
6 owl_attack E2
#? [0]
7 owl_defend E2
#? [1 PASS]
8 dragon_status E3
#? [alive]
# Bad vertices answer `?`, and the engine goes on.
9 owl_attack C1
#? [\? vertex must not be empty]
10 owl_defend T19
#? [\? vertex must not be empty]
11 dragon_status B1
#? [\? vertex must not be empty]
12 owl_attack Z9
#? [\? invalid coordinate]
13 owl_defend
#? [\? invalid coordinate]
14 dragon_status A20
#? [\? invalid coordinate]
15 owl_attack pass
#? [\? invalid coordinate]
16 owl_attack A2
#? [1 B1]
# White takes the vital point: Black is dead, whoever moves.
play white B1
17 owl_defend A2
#? [0]
18 dragon_status A2
#? [dead]
19 owl_attack A2
#? [1 (A1|C1|PASS)]
# Taken back: critical again.
undo
20 dragon_status A2
#? [critical B1 B1]
# Black lives at B1: alive.
play black B1
21 owl_attack A2
#? [0]
22 owl_defend A2
#? [1 PASS]
23 dragon_status B1
#? [alive]

# ---------------------------------------------------------------------------------------
# The same on a 7x7 board, whose frame still has room for eyes.
loadsgf sgf/owl-straight-three-7x7.sgf
24 owl_attack A2
#? [1 B1]
25 owl_defend A2
#? [1 B1]
26 dragon_status A2
#? [critical B1 B1]
27 owl_attack E2
#? [0]

# ---------------------------------------------------------------------------------------
# A bent four (B1 C1 D1 D2) away from the corner point: alive whoever moves.
#    A B C D E F
#  4 O O O O O O
#  3 O O X X X O
#  2 X X X . X O
#  1 X . . . X O
loadsgf sgf/owl-bent-four.sgf
28 owl_attack C2
#? [0]
29 owl_defend C2
#? [1 PASS]
30 dragon_status C2
#? [alive]
# White plays inside, at C1: only D1 answers it.
play white C1
31 owl_defend C2
#? [1 D1]
32 dragon_status C2
#? [critical D1 D1]
play black D1
33 owl_attack A1
#? [0]
34 dragon_status A1
#? [alive]

# ---------------------------------------------------------------------------------------
# A ko: Black's eye space A2 A1 B1 C1 in the corner is short of liberties. White B1
# kills through a ko; Black A1 or B1 lives outright.
#    A B C D E
#  4 O O O . .
#  3 X X O O O
#  2 . X X X O
#  1 . . . X O
loadsgf sgf/owl-corner-ko.sgf
35 owl_attack B2
#? [[23] B1]
36 owl_defend B2
#? [1 (A1|B1)]
37 dragon_status B2
#? [critical B1 (A1|B1)]
# White B1, Black A1, White A2 takes the ko: Black may not retake at once, and lives only
# by winning the ko; White connects at A1 or captures at C1.
play white B1
play black A1
play white A2
38 owl_defend B2
#? [[23] A1]
39 owl_attack B2
#? [1 (A1|C1)]

# ---------------------------------------------------------------------------------------
# Seki: Black's eye E1 against White's eye A1, and the shared liberty C1 that neither can
# fill. Both live. (GNU Go's owl_attack reads both groups as dead, `1 PASS`, though its
# dragon_status says alive: tests/gtp.rs checks tesuji's `0` and `1 PASS` there.)
#    A B C D E F G
#  4 O O O O O O O
#  3 X X X X X X O
#  2 O O O X X X O
#  1 . O . X . X O
loadsgf sgf/owl-seki.sgf
40 dragon_status D2
#? [alive]
41 dragon_status E3
#? [alive]
42 dragon_status B2
#? [alive]
43 dragon_status B1
#? [alive]
44 owl_attack E1
#? [\? vertex must not be empty]
45 dragon_status C1
#? [\? vertex must not be empty]

# ---------------------------------------------------------------------------------------
# A problem that fills a 7x7 board (no room for a frame): Black's straight three against
# White's group with two eyes. C2 decides; genmove plays it for White.
#    A B C D E F G
#  7 . O . O O O O 7
#  6 O O O O O O O 6
#  5 O O O O O O O 5
#  4 O O O O O O O 4
#  3 X X X X X O O 3
#  2 X . . . X O O 2
#  1 X X X X X O O 1
loadsgf sgf/owl-whole-board-7x7.sgf
46 owl_attack A3
#? [1 C2]
47 owl_defend A3
#? [1 C2]
48 dragon_status E1
#? [critical C2 C2]
49 owl_attack A6
#? [0]
50 dragon_status A6
#? [alive]
51 genmove white
#? [C2]
52 owl_defend A3
#? [0]
53 dragon_status A3
#? [dead]

# ---------------------------------------------------------------------------------------
# A crowded 5x5 board (a game, no frame): Black's group has two eyes (A5, C5 with C1
# joined by D1-D2); White's A3-B1 is dead.
#    A B C D E
#  5 . X . O . 5
#  4 X X X O O 4
#  3 O O X O . 3
#  2 . O X X O 2
#  1 . O . X O 1
boardsize 5
play black B5
play black A4
play black B4
play black C4
play black C3
play black C2
play black D2
play black D1
play white D5
play white D4
play white E4
play white D3
play white A3
play white B3
play white B2
play white B1
play white E2
play white E1
54 owl_attack C3
#? [0]
55 owl_defend C3
#? [1 PASS]
56 dragon_status C3
#? [alive]
57 dragon_status B2
#? [dead]
58 owl_attack E1
#? [1 E3]

# ---------------------------------------------------------------------------------------
# Three white stones in atari in the middle of a 7x7 board: F4 captures them, and White
# moving first cannot save them (F4 runs into a net).
#    A B C D E F G
#  5 . . X X X . . 5
#  4 . X O O O . . 4
#  3 . . X X X . . 3
#    A B C D E F G
#  5 . . X X X . . 5
#  4 . X O O O . . 4
#  3 . . X X X . . 3
boardsize 7
play black C5
play black D5
play black E5
play black B4
play black C3
play black D3
play black E3
play white C4
play white D4
play white E4
59 owl_attack D4
#? [1 F4]
60 owl_defend D4
#? [0]
61 dragon_status E4
#? [dead]
62 known_command owl_attack
#? [true]
63 known_command owl_defend
#? [true]
64 known_command dragon_status
#? [true]
