"""Makes the renju game positions of this folder: self-play games of tesuji's Gomocup
brain (`tesuji pbrain`, 300 ms a move, renju), each from a random three-stone opening
near the centre, cut after every third move from the ninth on, the side to move asked
for a VCT.

    python3 problems/renju-games/make.py --seed 5 --games 10 target/release/tesuji

The brain's moves depend on timing, so a run does not give the same games twice; the
positions here came from the command above. No answer is stated in the files: nothing
independent of tesuji knows them (`tesuji bench gomoku` times them and counts the
results)."""

import argparse
import os
import random
import subprocess

COLUMNS = "abcdefghijklmno"


class Brain:
    """One `tesuji pbrain` process, told the whole board before each move."""

    def __init__(self, binary):
        self.process = subprocess.Popen(
            [binary, "pbrain"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.say("START 15")
        assert self.answer() == "OK"
        self.say("INFO rule 4")  # renju
        self.say("INFO timeout_turn 300")

    def say(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def answer(self):
        while True:
            line = self.process.stdout.readline().strip()
            if not line.startswith(("MESSAGE", "DEBUG")):
                return line

    def move(self, moves, stones, me):
        self.say("BOARD")
        for x, y in moves:
            self.say(f"{x},{y},{1 if stones[(x, y)] == me else 2}")
        self.say("DONE")
        x, y = map(int, self.answer().split(","))
        return x, y

    def end(self):
        self.say("END")
        self.process.wait()


def makes_five(stones, x, y, color):
    """Black (1) wins with exactly five, White (2) with five or more."""
    for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
        run = 1
        for sign in (1, -1):
            k = 1
            while stones.get((x + sign * k * dx, y + sign * k * dy)) == color:
                run += 1
                k += 1
        if run == 5 or (color == 2 and run > 5):
            return True
    return False


def play(binary, rng):
    """One game's moves in our names (column letter, row from 1 at the bottom)."""
    brains = {1: Brain(binary), 2: Brain(binary)}
    moves, stones = [], {}
    while len(moves) < 3:
        point = (rng.randint(5, 9), rng.randint(5, 9))
        if point not in stones:
            stones[point] = 1 if len(moves) % 2 == 0 else 2
            moves.append(point)
    color = 2
    while len(moves) < 120:
        x, y = brains[color].move(moves, stones, color)
        stones[(x, y)] = color
        moves.append((x, y))
        if makes_five(stones, x, y, color):
            break
        color = 3 - color
    for brain in brains.values():
        brain.end()
    # The protocol's y is the row from the top.
    return [f"{COLUMNS[x]}{15 - y}" for x, y in moves]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for g in range(1, args.games + 1):
        moves = play(args.binary, rng)
        for k in range(9, len(moves), 3):
            with open(os.path.join(args.out, f"game{g:02d}-ply{k:02d}.txt"), "w") as f:
                f.write(
                    f"# Title: self-play game {g} of tesuji's pbrain brain "
                    f"(renju, 300 ms a move), after {k} moves\n"
                )
                f.write("# rule: renju\n# mode: vct\n# size: 15\n")
                f.write(" ".join(moves[:k]) + "\n")


if __name__ == "__main__":
    main()
