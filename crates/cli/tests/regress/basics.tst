# The GTP protocol itself: administrative commands, board setup, play and undo, and bad
# input answered with `?` while the engine keeps running.
#
# Error messages differ between engines: an expected error is `[\?.*]`, any message.
# `[!\?.*]` is "any successful answer". Lists of vertices are in GNU Go's order (row by row
# from the top, left to right).

1 protocol_version
#? [2]
# Any one-line name and version (the version may be empty).
2 name
#? [[^\n]+]
3 version
#? [[^\n]*]

4 known_command play
#? [true]
5 known_command genmove
#? [true]
6 known_command loadsgf
#? [true]
7 known_command is_legal
#? [true]
8 known_command all_legal
#? [true]
9 known_command xyzzy
#? [false]
# list_commands: one command a line.
10 list_commands
#? [(.*\n)?protocol_version(\n.*)?]
11 list_commands
#? [(.*\n)?undo(\n.*)?]
12 list_commands
#? [(.*\n)?countlib(\n.*)?]
13 list_commands
#? [!(.*\n)?xyzzy(\n.*)?]

# An unknown command is an error, and the engine goes on.
14 xyzzy
#? [\?.*]
15 protocol_version
#? [2]

# ---------------------------------------------------------------------------------------
# Board size and komi.
16 boardsize 0
#? [\?.*]
17 boardsize 26
#? [\?.*]
18 boardsize nine
#? [\?.*]
19 boardsize 9
#? []
20 clear_board
#? []
21 komi 6.5
#? []
22 komi -7
#? []
23 komi 0
#? []
24 komi lots
#? [\?.*]
25 showboard
#? [!\?.*]

# ---------------------------------------------------------------------------------------
# play: colours and vertices in any case, pass, and everything that is not a legal move.
26 play black c3
#? []
27 play w D4
#? []
28 list_stones black
#? [C3]
29 list_stones WHITE
#? [D4]
# Occupied, a bad colour, off the 9x9 board (K is the tenth column: I is skipped), no
# column I, a missing vertex, no arguments at all.
30 play white C3
#? [\?.*]
31 play purple E5
#? [\?.*]
32 play black K5
#? [\?.*]
33 play black J10
#? [\?.*]
34 play black I5
#? [\?.*]
35 play black
#? [\?.*]
36 play
#? [\?.*]
# None of them changed the board.
37 list_stones black
#? [C3]
38 list_stones white
#? [D4]
39 play B pass
#? []
40 play white PASS
#? []
41 is_legal black c3
#? [0]
42 is_legal black J9
#? [1]
43 is_legal black K9
#? [\?.*]
44 is_legal purple J9
#? [\?.*]
45 list_stones purple
#? [\?.*]
46 countlib
#? [\?.*]

# ---------------------------------------------------------------------------------------
# undo: passes are moves too; an empty history is an error.
47 undo
#? []
48 undo
#? []
49 undo
#? []
50 list_stones white
#? []
51 list_stones black
#? [C3]
52 undo
#? []
53 list_stones black
#? []
54 undo
#? [\?.*]

# undo puts captured stones back and takes the capture off the count.
#    A B C D E
#  2 X . . . . 2
#  1 O X . . . 1   (Black's B1 captures A1)
boardsize 5
play black A2
play white A1
play black B1
55 captures black
#? [1]
56 list_stones white
#? []
57 undo
#? []
58 list_stones white
#? [A1]
59 captures black
#? [0]
60 countlib A1
#? [1]
# The board is as it was: B1 can be played again, and captures again.
61 play black B1
#? []
62 captures black
#? [1]

# clear_board empties the board, the capture counts and the history.
63 clear_board
#? []
64 list_stones black
#? []
65 captures black
#? [0]
66 undo
#? [\?.*]

# boardsize gives an empty board of the new size.
play black C3
67 boardsize 19
#? []
68 list_stones black
#? []
69 play black T19
#? []
70 countlib T19
#? [2]
71 findlib T19
#? [S19 T18]
72 is_legal white A1
#? [1]
73 is_legal white U1
#? [\?.*]

# quit answers, then the engine ends.
74 quit
#? []
