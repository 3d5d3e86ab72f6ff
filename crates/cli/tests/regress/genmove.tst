# genmove: the answer is a legal vertex, `pass` or `resign`, and the move is played.
# Engines choose differently: where more than one move is correct, every correct one is
# accepted. A capture is required where it is the one good move (a cutting stone, a chain
# that would escape); a pass is accepted where the stones in atari are dead anyway; a
# resignation only where the engine may be losing. `pass` and `resign` are matched in any
# case (GNU Go writes PASS).

# ---------------------------------------------------------------------------------------
# An empty 5x5 board: any point, and it is then on the board.
boardsize 5
clear_board
komi 0
1 genmove black
#? [[A-E][1-5]|(?i:pass)]
2 list_stones black
#? [([A-E][1-5])?]
3 list_stones white
#? []

# ---------------------------------------------------------------------------------------
# A cutting stone in atari: White's C3 separates three black stones and has one liberty,
# C2. Black captures it.
#    A B C D E
#  4 . . X . . 4
#  3 . X O X . 3
#  2 . . . . . 2
clear_board
play black B3
play black C4
play black D3
play white C3
4 genmove black
#? [C2]
5 captures black
#? [1]
6 list_stones white
#? []
7 list_stones black
#? [C4 B3 D3 C2]
# The generated move is taken back like any other.
8 undo
#? []
9 list_stones white
#? [C3]
10 captures black
#? [0]
11 genmove purple
#? [\?.*]
12 genmove
#? [\?.*]

# ---------------------------------------------------------------------------------------
# Three white stones in atari at F4: if White extends there it escapes with three
# liberties; Black captures.
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
13 genmove black
#? [F4]
14 captures black
#? [3]
15 list_stones white
#? []

# ---------------------------------------------------------------------------------------
# Ko: Black has just taken at D3; White's C3 is illegal, so any legal point but C3.
#    A B C D E
#  5 X . . . . 5
#  4 . . X O . 4
#  3 . X . X O 3
#  2 . . X O . 2
boardsize 5
play black B3
play white D4
play black C4
play white D2
play black C2
play white E3
play black A5
play white C3
play black D3
16 genmove white
#? [B5|C5|D5|E5|A4|B4|E4|A3|A2|B2|E2|A1|B1|C1|D1|E1|(?i:pass|resign)]

# ---------------------------------------------------------------------------------------
# No legal move for White: both of Black's eyes are suicide for it.
#    A B C
#  3 X X . 3
#  2 X X X 2
#  1 . X X 1
boardsize 3
play black A2
play black A3
play black B1
play black B2
play black B3
play black C1
play black C2
17 genmove white
#? [(?i:pass|resign)]
18 list_stones white
#? []
# Black may fill an eye of its own (legal, however bad) or pass.
19 genmove black
#? [A1|C3|(?i:pass)]

# ---------------------------------------------------------------------------------------
# White's one legal move captures eight stones: Black's chain has the single liberty A1.
# The chain is dead whatever happens (it cannot make an eye nor fill A1), so White may
# capture or pass (GNU Go passes: dead stones need not be taken off); it is winning, so it
# may not resign.
#    A B C
#  3 X X X 3
#  2 X X X 2
#  1 . X X 1
clear_board
play black A2
play black A3
play black B1
play black B2
play black B3
play black C1
play black C2
play black C3
20 is_legal black A1
#? [0]
21 all_legal white
#? [A1]
22 genmove white
#? [A1|(?i:pass)]
# Capture or pass, undo returns to the same position.
23 undo
#? []
24 list_stones black
#? [A3 B3 C3 A2 B2 C2 B1 C1]
25 play white A1
#? []
26 captures white
#? [8]
27 list_stones black
#? []
28 all_legal black
#? [A3 B3 C3 A2 B2 C2 B1 C1]
# Black has every point but A1 (or passes, or resigns: eight stones down).
29 genmove black
#? [A[23]|[BC][1-3]|(?i:pass|resign)]

# ---------------------------------------------------------------------------------------
# 2x2: Black's two stones leave White nothing legal.
boardsize 2
play black A1
play black B2
30 genmove white
#? [(?i:pass|resign)]
31 genmove black
#? [A2|B1|(?i:pass)]
