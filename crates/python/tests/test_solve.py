"""The life-and-death solver through Python: the same answers as `tesuji solve --json`
on the problems the project ships, the GIL released while it searches, Ctrl-C, and
arguments checked."""

import json
import os
import signal
import subprocess
import threading
import time

import pytest

import tesuji
from conftest import PROBLEMS

# A capturing race from a book (Lee Changho, "Tesuji", 6-1-13: Black to play, the book
# kills with D1) that tesuji does not settle in a few seconds: a search that runs until
# its budget or a signal stops it.
HARD = (
    "(;GM[1]FF[4]SZ[19]PL[B]AB[br][cq][dq][ep][fp][gp][gq]"
    "AW[er][dp][cp][bp][bq][eq][fq]C[Black to play])"
)

FOLDERS = ["eye-shapes", "corner", "capture", "ko", "seki", "graded", "tesuji"]
MAX_NODES = 300_000


def problem_files():
    return sorted(p for folder in FOLDERS for p in (PROBLEMS / folder).glob("*.sgf"))


@pytest.fixture(scope="module")
def cli_answers(tesuji_binary):
    out = subprocess.run(
        [str(tesuji_binary), "solve", "--json", "--max-nodes", str(MAX_NODES)]
        + [str(PROBLEMS / f) for f in FOLDERS],
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    answers = {}
    for line in out.splitlines():
        record = json.loads(line)
        answers[os.path.realpath(record["file"])] = record
    return answers


@pytest.mark.parametrize("path", problem_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_shipped_problems_answer_as_the_command_line(path, cli_answers):
    expected = cli_answers[os.path.realpath(path)]
    solution = tesuji.solve(path, max_nodes=MAX_NODES)
    assert solution.status == expected["status"]
    assert solution.correct_moves == expected["correct_moves"]
    assert solution.pv == expected["pv"]
    assert solution.refutations == expected["refutations"]
    assert solution.refuted_without_line == expected["refuted_without_line"]
    assert (solution.to_play, solution.goal) == (expected["to_play"], expected["goal"])
    assert solution.targets == expected["target"]
    assert solution.region == expected["region"]
    assert solution.inferred == expected["inferred"]
    assert solution.reposed == expected.get("reposed", False)
    assert solution.outside_open == expected.get("outside_open", False)
    assert solution.outside_near == expected.get("outside_near", False)


def test_the_solution_tree_reads_back_with_its_right_lines():
    path = PROBLEMS / "eye-shapes" / "01-straight-three-kill.sgf"
    solution = tesuji.solve(str(path))
    assert (solution.status, solution.correct_moves) == ("success", ["K1"])
    (tree,) = tesuji.parse_sgf(solution.to_sgf())
    assert "RIGHT" in solution.to_sgf()
    assert tree.position() != tree.position(1) or tree.player == "W"
    assert "success" in repr(solution)


def test_a_board_is_a_problem_and_its_player_moves_first():
    board = tesuji.Board.from_diagram(
        """
        . . . . . . .
        O O O O O . .
        X X X X O . .
        . . . X O . .
        """
    )
    live = tesuji.solve(board, targets=["D2"], region="A1:C1")
    assert (live.to_play, live.goal, live.status) == ("B", "live", "success")
    assert live.correct_moves == ["B1"]
    board.to_move = "W"
    kill = tesuji.solve(board, targets=["D2"], region="A1:C1")
    assert (kill.to_play, kill.goal, kill.status) == ("W", "kill", "success")
    assert kill.correct_moves == ["B1"]


def test_a_budget_leaves_the_status_unknown():
    solution = tesuji.solve(HARD, max_nodes=2_000)
    assert solution.status == "unknown" and solution.correct_moves == []
    assert 0 < solution.nodes <= 4_000


def test_threads_solve_at_once():
    # With the GIL held the two searches would take turns: 2 x 1.5 s.
    start = time.monotonic()
    threads = [threading.Thread(target=tesuji.solve, args=(HARD,), kwargs={"time": 1.5}) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert time.monotonic() - start < 2.6


def test_ctrl_c_stops_a_search(python_ctrl_c):
    timer = threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        tesuji.solve(HARD, time=60)
    assert time.monotonic() - start < 5
    # Nothing leaked: the next search runs as usual.
    assert tesuji.solve(PROBLEMS / "eye-shapes" / "01-straight-three-kill.sgf").status == "success"


@pytest.mark.parametrize(
    "kwargs, error",
    [
        ({"problem": 42}, TypeError),
        ({"problem": "(;GM[1]SZ[9]AB[cc"}, tesuji.SgfError),
        ({"problem": tesuji.Board(9)}, tesuji.ProblemError),
        ({"problem": HARD, "goal": "win"}, ValueError),
        ({"problem": HARD, "to_play": "red"}, ValueError),
        ({"problem": HARD, "targets": ["Z99"]}, ValueError),
        ({"problem": HARD, "targets": ["A1"]}, tesuji.ProblemError),
        ({"problem": HARD, "region": "A1-B2"}, ValueError),
        ({"problem": HARD, "time": -1}, ValueError),
        ({"problem": HARD, "memory_mb": 0}, ValueError),
        ({"problem": HARD, "ko_rule": "eternal"}, ValueError),
        ({"problem": "no/such/file.sgf"}, FileNotFoundError),
    ],
)
def test_bad_arguments_raise_clear_errors(kwargs, error):
    with pytest.raises(error):
        tesuji.solve(**kwargs)


def test_a_defender_beaten_by_the_filled_outside_is_answered_on_the_open_board():
    # maeda-10k-5k/171: the book's R3 lives; the frame's fill of White's outside made it
    # a failure, so the answer is that of the board with the outside left open.
    sgf = (
        "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[nq][nr][ns][rr][pr][ps][oq]"
        "AW[mr][mq][mp][np][op][pp][pq][qr][rp]C[Black to play](;B[qq]C[RIGHT]))"
    )
    solution = tesuji.solve(sgf, max_nodes=400_000)
    assert solution.status == "success"
    assert solution.outside_open and not solution.reposed
    assert "R3" in solution.correct_moves
