"""The Go board through Python: rules, errors that change nothing, vertices in both
forms, analysis, numpy, copies."""

import copy

import numpy as np
import pytest

import tesuji


def snapshot(board: tesuji.Board):
    return (
        [[board.stone((c, r)) for c in range(board.width)] for r in range(board.height)],
        board.to_move,
        board.captures,
        board.hash,
    )


def test_a_corner_stone_is_captured_and_counted():
    board = tesuji.Board(9)
    board.play("W", "A1")
    board.play("B", "A2")
    board.play("W", "pass")
    board.play("B", "B1")
    assert board.stone("A1") is None
    assert board.captures == {"B": 1, "W": 0}
    assert board.to_move == "W"


def test_vertices_as_strings_and_tuples_are_the_same_points():
    board = tesuji.Board(19)
    board.play("B", (3, 3))
    assert board.stone("D4") == "B"
    board.play("white", "q16")
    assert board.stone((15, 15)) == "W"
    assert board.chain("D4") == ["D4"]
    assert board.liberties((3, 3)) == 4
    assert sorted(board.liberty_points("D4")) == ["C4", "D3", "D5", "E4"]


@pytest.mark.parametrize(
    "diagram, color, vertex, reason",
    [
        (". X .\n. . .\n. . .", "W", "B3", "occupied"),
        (". X .\nX . .\n. . .", "W", "A3", "suicide"),
    ],
)
def test_an_illegal_move_says_why_and_changes_nothing(diagram, color, vertex, reason):
    board = tesuji.Board.from_diagram(diagram)
    before = snapshot(board)
    with pytest.raises(tesuji.IllegalMove) as raised:
        board.play(color, vertex)
    assert raised.value.reason == reason
    assert isinstance(raised.value, tesuji.Error)
    assert snapshot(board) == before
    assert not board.is_legal(color, vertex)


def test_a_ko_retake_waits_for_a_move_elsewhere():
    board = tesuji.Board.from_diagram(
        """
        . . . . .
        . X O . .
        X . X O .
        . X O . .
        . . . . .
        """
    )
    board.play("W", "B3")  # captures C3: the ko
    assert board.stone("C3") is None
    with pytest.raises(tesuji.IllegalMove) as raised:
        board.play("B", "C3")
    assert raised.value.reason == "ko"
    board.play("B", "E1")
    board.play("W", "E5")
    board.play("B", "C3")  # the retake, now legal
    assert board.stone("B3") is None


def test_rules_by_name():
    assert tesuji.Board(9, rules="chinese").rules == "chinese"
    with pytest.raises(ValueError, match="rules"):
        tesuji.Board(9, rules="martian")


def test_undo_takes_back_captures_exactly():
    board = tesuji.Board.from_diagram(". . .\nX O .\nO . .")
    before = snapshot(board)
    board.play("B", "B1")
    assert board.stone("A1") is None
    assert board.undo() == ("B", "B1")
    assert board.stone("A1") == "W"
    assert snapshot(board) == before
    with pytest.raises(tesuji.Error, match="no move"):
        board.undo()


def test_legal_moves_list_every_legal_point():
    board = tesuji.Board.from_diagram(". X .\nX . .\n. . .")
    white = board.legal_moves("W")
    assert "A3" not in white and "B3" not in white and "C3" in white
    assert len(board.legal_moves("B")) == 7
    assert all(board.is_legal("W", v) for v in white)


def test_copies_are_independent():
    board = tesuji.Board(9)
    board.play("B", "E5")
    for other in (board.copy(), copy.copy(board), copy.deepcopy(board)):
        other.play("W", "D4")
        assert board.stone("D4") is None
        assert other.stone("E5") == "B"
    assert board == board.copy()


def test_to_numpy_is_the_diagram_as_int8():
    board = tesuji.Board(width=4, height=3)
    board.play("B", "A1")
    board.play("W", "D3")
    array = board.to_numpy()
    assert array.dtype == np.int8 and array.shape == (3, 4)
    expected = np.array([[0, 0, 0, -1], [0, 0, 0, 0], [1, 0, 0, 0]], dtype=np.int8)
    assert (array == expected).all()
    array[0, 0] = 1  # the array is the caller's own
    assert board.stone("A3") is None


def test_the_diagram_reads_back():
    board = tesuji.Board(9)
    for color, vertex in [("B", "C3"), ("W", "D4"), ("B", "J9")]:
        board.play(color, vertex)
    again = tesuji.Board.from_diagram(str(board))
    assert [again.stone(v) for v in ("C3", "D4", "J9", "E5")] == ["B", "W", "B", None]
    assert "Board 9x9" in repr(board)


def test_benson_and_eye_spaces():
    board = tesuji.Board.from_diagram(
        """
        . . . . .
        . . . . .
        X X X X X
        . X . X X
        """
    )
    life = board.unconditional_life("B")
    assert sorted(life["alive"]) == ["A2", "B1", "B2", "C2", "D1", "D2", "E1", "E2"]
    assert {"A1", "C1"} <= set(life["territory"])
    assert board.unconditional_life("W") == {"alive": [], "territory": []}
    spaces = board.eye_spaces("B")
    assert sorted(tuple(s["points"]) for s in spaces) == [("A1",), ("C1",)]
    assert all(s["verdict"] == "one eye" and s["vital_point"] is None for s in spaces)


def test_capture_moves_name_the_stones_taken():
    board = tesuji.Board.from_diagram(". . .\n. . .\nX O .")
    assert board.capture_moves("W") == {"A2": ["A1"]}
    assert board.capture_moves("B") == {}


@pytest.mark.parametrize(
    "call, error",
    [
        (lambda b: b.play("B", "Z99"), ValueError),
        (lambda b: b.play("B", (20, 3)), tesuji.IllegalMove),
        (lambda b: b.play("B", (-1, 3)), ValueError),
        (lambda b: b.play("green", "D4"), ValueError),
        (lambda b: b.play(1, "D4"), TypeError),
        (lambda b: b.play("B", 3.5), TypeError),
        (lambda b: b.stone("pass"), ValueError),
        (lambda b: b.stone("T19"), ValueError),
        (lambda b: tesuji.Board(1), ValueError),
        (lambda b: tesuji.Board(26), ValueError),
        (lambda b: tesuji.Board.from_diagram("X Y"), ValueError),
    ],
)
def test_bad_arguments_raise_clear_errors(call, error):
    board = tesuji.Board(9)
    with pytest.raises(error):
        call(board)
    assert board.moves == []
