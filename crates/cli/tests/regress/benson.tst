# unconditional_status: Benson's unconditional life, in GNU Go's words. Every position
# here is one where GNU Go's (stronger) analysis and Benson's agree.

# Two eyes in the corner (A1, C1) under a white wall.
#   3 O O O O O
#   2 X X X X X
#   1 . X . X X
boardsize 5
clear_board
play black A2
play black B2
play black C2
play black D2
play black E2
play black B1
play black D1
play black E1
play white A3
play white B3
play white C3
play white D3
play white E3
1 unconditional_status A2
#? [alive]
2 unconditional_status E1
#? [alive]
3 unconditional_status A1
#? [black_territory]
4 unconditional_status C1
#? [black_territory]
5 unconditional_status C3
#? [undecided]
6 unconditional_status C4
#? [undecided]
7 unconditional_status Z9
#? [\?.*]
8 unconditional_status
#? [\?.*]

# A white stone inside: C1 with its only liberty D1 also Black's.
#   3 O O O O O O
#   2 X X X X X X
#   1 . X O . X X
boardsize 6
clear_board
play black A2
play black B2
play black C2
play black D2
play black E2
play black F2
play black B1
play black E1
play black F1
play white A3
play white B3
play white C3
play white D3
play white E3
play white F3
play white C1
9 unconditional_status C1
#? [dead]
10 unconditional_status D1
#? [black_territory]
11 unconditional_status B2
#? [alive]

# Both colours alive on a 5x5 board; the middle row is no one's.
#   5 . O . O O
#   4 O O O O O
#   3 . . . . .
#   2 X X X X X
#   1 . X . X X
boardsize 5
clear_board
play black A2
play black B2
play black C2
play black D2
play black E2
play black B1
play black D1
play black E1
play white A4
play white B4
play white C4
play white D4
play white E4
play white B5
play white D5
play white E5
12 unconditional_status B4
#? [alive]
13 unconditional_status C5
#? [white_territory]
14 unconditional_status A5
#? [white_territory]
15 unconditional_status C3
#? [undecided]
16 unconditional_status B2
#? [alive]

# A lone stone and an empty board decide nothing.
boardsize 9
clear_board
17 unconditional_status E5
#? [undecided]
play black E5
18 unconditional_status E5
#? [undecided]
