"""Gomoku and Renju through Python: the puzzles the project ships (answers from an
independent solver), Black's forbidden points, moves refused with the reason."""

import os
import pathlib
import re
import signal
import threading
import time

import pytest

import tesuji
from conftest import PROBLEMS, ROOT

PUZZLES = sorted((PROBLEMS / "gomoku").glob("vc[ft]/*.txt"))
FORBIDDEN = sorted((ROOT / "crates" / "gomoku" / "tests" / "forbidden").glob("*.txt"))


def header(path: pathlib.Path) -> dict:
    fields = {}
    for line in path.read_text().splitlines():
        match = re.match(r"#\s*([a-z-]+):\s*(.*)", line)
        if match:
            fields.setdefault(match.group(1), match.group(2).strip())
    return fields


@pytest.mark.parametrize("path", PUZZLES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_shipped_puzzles(path):
    fields = header(path)
    board = tesuji.GomokuBoard.from_diagram(
        path.read_text(), rule=fields["rule"], to_move=fields["to-move"]
    )
    depth = int(fields["max-depth"]) if "max-depth" in fields else None
    solution = board.solve(fields["mode"], max_depth=depth, time=20)
    assert solution.result == fields["result"], solution
    assert solution.attacker == fields["to-move"][0].upper()
    if solution.result == "win":
        # The line replays: legal moves, ending in the attacker's five (or in White's
        # four whose five point is forbidden for Black).
        replay = board.copy()
        for point in solution.line:
            replay.play_next(point)
        assert replay.winner == solution.attacker or (
            solution.attacker == "W" and replay.forbidden()
        )


@pytest.mark.parametrize("path", FORBIDDEN, ids=lambda p: p.name)
def test_black_forbidden_points(path):
    fields = header(path)
    board = tesuji.GomokuBoard.from_diagram(path.read_text(), rule="renju", to_move="B")
    found = dict(board.forbidden())
    listed = fields.get("forbidden", "none")
    if listed != "none":
        for entry in listed.split(","):
            point, kind = entry.split()
            assert found.get(point) == kind, found
            with pytest.raises(tesuji.IllegalMove) as raised:
                board.play("B", point)
            assert raised.value.reason == kind
    for point in re.findall(r"\b[a-v]\d+\b", fields.get("allowed", "")):
        assert point not in found


def test_moves_undo_and_errors():
    board = tesuji.GomokuBoard.from_moves(["h8", (8, 8), "j8"], rule="standard")
    assert board.moves == [("B", "h8"), ("W", "i9"), ("B", "j8")]
    assert board.to_move == "W" and board.stone("i9") == "W"
    with pytest.raises(tesuji.IllegalMove) as raised:
        board.play("W", "h8")
    assert raised.value.reason == "occupied"
    assert board.undo() == ("B", "j8")
    assert board.to_move == "B"
    for bad, error in [("z99", tesuji.IllegalMove), ("h", ValueError), ((-1, 1), ValueError), (1.5, TypeError)]:
        with pytest.raises(error):
            board.play("B", bad)
    with pytest.raises(ValueError):
        tesuji.GomokuBoard(15, rule="go")
    with pytest.raises(ValueError):
        board.solve("vcx")
    assert "GomokuBoard 15x15 standard" in repr(board)


def test_a_five_in_a_row_wins_and_vcf_finds_a_four_three():
    board = tesuji.GomokuBoard.from_moves("h8 a1 i8 a2 j8 a3 k8 a4 l8")
    assert board.winner == "B"
    board = tesuji.GomokuBoard.from_diagram(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        to_move="B",
    )
    solution = board.solve("vct", all_moves=True)
    assert solution.result == "win" and solution.line
    assert set(solution.winning_moves) >= {solution.line[0]}


def test_ctrl_c_stops_a_gomoku_search(python_ctrl_c):
    # A VCT search that runs until a budget or a signal stops it (random stones, still
    # undecided after 3 s).
    board = tesuji.GomokuBoard.from_moves(
        "p9 p11 m11 k14 k9 n15 h15 i8 p8 o12 m14 h14 o16 o10 n10 j13 i11 i7 o7 k10 l14", size=22
    )
    timer = threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        board.solve("vct", time=60)
    assert time.monotonic() - start < 5
    assert board.solve("vcf", max_depth=3).result in ("win", "no-win")
