# The rules through GTP: captures, suicide, ko, and the commands that look at the board
# (is_legal, all_legal, countlib, findlib, list_stones, captures).
#
# Every answer below was worked out by hand from the diagram beside it, then checked
# against GNU Go 3.8. Lists of vertices are in GNU Go's order: row by row from the top,
# left to right within a row (D4 E3 D2). The engine's default rules are assumed to forbid
# suicide of one or more stones (GNU Go's default; Chinese, Japanese and AGA rules).

# ---------------------------------------------------------------------------------------
# One stone captured in the open.
#
#    A B C D E
#  5 . . . . O 5
#  4 . . X . . 4
#  3 . X O X . 3      White C3 has one liberty, C2.
#  2 . . . . . 2
#  1 . . . . . 1
boardsize 5
clear_board
play black B3
play white C3
play black C4
play white E5
play black D3

1 countlib C3
#? [1]
2 findlib C3
#? [C2]
3 is_legal black C2
#? [1]
4 play black C2
#? []
5 list_stones white
#? [E5]
6 list_stones black
#? [C4 B3 D3 C2]
7 captures black
#? [1]
8 captures white
#? [0]
# C4 stands alone again, with the captured stone's point as a liberty.
9 countlib C4
#? [4]
10 findlib C4
#? [C5 B4 D4 C3]
# An empty point has no chain: an error.
11 countlib C3
#? [\?.*]
12 findlib C3
#? [\?.*]

# ---------------------------------------------------------------------------------------
# Capture before suicide: White's A1 has no liberty of its own but takes two black chains,
# each with the single liberty A1, at once.
#
#    A B C D E
#  5 . . . . X 5
#  4 . . . . X 4
#  3 O . . . . 3
#  2 X O . . . 2
#  1 . X O . . 1
clear_board
play black A2
play white A3
play black B1
play white B2
play black E5
play white C1
play black E4

13 captures white
#? [0]
14 countlib A2
#? [1]
15 countlib B1
#? [1]
16 is_legal white A1
#? [1]
# Black's A1 would join A2 and B1 into a chain with no liberty, capturing nothing.
17 is_legal black A1
#? [0]
18 play white A1
#? []
19 captures white
#? [2]
20 list_stones black
#? [E5 E4]
21 countlib A1
#? [2]
22 findlib A1
#? [A2 B1]

# ---------------------------------------------------------------------------------------
# Suicide of one stone is refused; filling one's own point is not suicide.
#
#    A B C D E
#  2 X . . . . 2
#  1 . X . . . 1
clear_board
play black A2
play black B1

23 is_legal white A1
#? [0]
24 play white A1
#? [\?.*]
# The refused move left nothing behind.
25 list_stones white
#? []
26 captures black
#? [0]
27 is_legal black A1
#? [1]

# ---------------------------------------------------------------------------------------
# Suicide of several stones is refused too: White's B1 would leave the chain A1 A2 B1
# without a liberty, and it captures nothing (every black stone keeps two liberties).
#
#    A B C D E
#  3 X . . . . 3
#  2 O X . . . 2
#  1 O . X . . 1
clear_board
play black A3
play white A2
play black B2
play white A1
play black C1

28 countlib A1
#? [1]
29 findlib A2
#? [B1]
30 is_legal white B1
#? [0]
31 play white B1
#? [\?.*]
32 list_stones white
#? [A2 A1]
# Black's B1 captures the two white stones.
33 is_legal black B1
#? [1]
34 play black B1
#? []
35 captures black
#? [2]
36 list_stones white
#? []
37 countlib B1
#? [5]

# ---------------------------------------------------------------------------------------
# Ko: Black takes at D3; White may not retake at C3 at once. After a ko threat elsewhere
# (White A1) and Black's answer (A2), the retake is legal.
#
#    A B C D E                      A B C D E
#  5 X . . . . 5                  5 X . . . . 5
#  4 . . X O . 4    Black D3      4 . . X O . 4
#  3 . X O . O 3    ------->      3 . X . X O 3
#  2 . . X O . 2                  2 . . X O . 2
#  1 . . . . . 1                  1 . . . . . 1
clear_board
play black B3
play white D4
play black C4
play white D2
play black C2
play white E3
play black A5
play white C3

38 countlib C3
#? [1]
39 play black D3
#? []
40 captures black
#? [1]
41 countlib D3
#? [1]
42 is_legal white C3
#? [0]
# Every empty point but the ko is legal for White.
43 all_legal white
#? [B5 C5 D5 E5 A4 B4 E4 A3 A2 B2 E2 A1 B1 C1 D1 E1]
44 play white C3
#? [\?.*]
45 list_stones white
#? [D4 E3 D2]
# Black may fill the ko.
46 is_legal black C3
#? [1]
# The threat and its answer.
47 play white A1
#? []
48 play black A2
#? []
49 is_legal white C3
#? [1]
50 play white C3
#? []
51 captures white
#? [1]
52 list_stones black
#? [A5 C4 B3 A2 C2]
# Now Black may not retake at once.
53 is_legal black D3
#? [0]
54 play black D3
#? [\?.*]

# ---------------------------------------------------------------------------------------
# A chain's liberties are counted once each (B3 touches two of its stones).
#
#    A B C D E
#  4 . . . . . 4
#  3 . . X . . 3
#  2 . X X . . 2
#  1 . . . . . 1
clear_board
play black B2
play black C2
play black C3

55 countlib B2
#? [7]
56 findlib C2
#? [C4 B3 D3 A2 D2 B1 C1]
57 countlib A1
#? [\?.*]
# A lone stone in the corner has two liberties.
play white E1
58 countlib E1
#? [2]
59 findlib E1
#? [E2 D1]
60 list_stones black
#? [C3 B2 C2]

# ---------------------------------------------------------------------------------------
# all_legal on tiny boards.
#
#    A B C
#  3 . . O 3      White's A1 would be suicide; Black's A1 is legal.
#  2 X . . 2
#  1 . X . 1
boardsize 3
play black A2
play black B1
play white C3

61 all_legal white
#? [A3 B3 B2 C2 C1]
62 all_legal black
#? [A3 B3 B2 C2 A1 C1]

#    A B
#  2 . X 2        Either empty point would be suicide for White.
#  1 X . 1
boardsize 2
play black A1
play black B2

63 all_legal white
#? []
64 all_legal black
#? [A2 B1]
# Black fills A2: its chain has one liberty left, and White's B1 captures all three.
play black A2
65 countlib A1
#? [1]
66 is_legal white B1
#? [1]
67 play white B1
#? []
68 captures white
#? [3]
69 list_stones black
#? []
70 all_legal black
#? [A2 B2 A1]
