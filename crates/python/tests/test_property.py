"""tesuji.Board against a small, independent pure-Python model of the Japanese rules
(simple ko, no suicide): random games through Python must agree with the model move by
move (stones, legal moves of both colours, reasons of illegal moves, captures), and undo
must walk back exactly through the positions played. A few named positions follow as
plain unit tests."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import tesuji

COLUMNS = "ABCDEFGHJKLMNOPQRST"


def name(point: tuple[int, int]) -> str:
    """(col, row) from 0, row 0 at the bottom -> GTP name ("A1" is the bottom left)."""
    col, row = point
    return COLUMNS[col] + str(row + 1)


def point(vertex: str) -> tuple[int, int]:
    """GTP name -> (col, row)."""
    return COLUMNS.index(vertex[0].upper()), int(vertex[1:]) - 1


def other(color: str) -> str:
    return "W" if color == "B" else "B"


# --------------------------------------------------------------------------------------
# The reference model
# --------------------------------------------------------------------------------------


class Reference:
    """Go under Japanese rules as the brief states them, kept deliberately simple.

    Stones are a dict {(col, row): "B" | "W"}. A move puts the stone down, removes every
    adjacent enemy chain left without liberties, then refuses the move if its own chain
    has no liberty (suicide). Simple ko: when a move captured exactly one stone and its
    stone then stands alone with exactly one liberty, the captured point is the ko point
    for the next move only; a move there that would itself capture exactly one stone and
    stand alone with one liberty is refused."""

    def __init__(self, width: int, height: int):
        self.width = width
        self.height = height
        self.stones: dict[tuple[int, int], str] = {}
        self.to_move = "B"
        self.captures = {"B": 0, "W": 0}
        self.ko_point: tuple[int, int] | None = None
        self.history: list[tuple] = []

    # -- geometry -----------------------------------------------------------------------

    def points(self):
        return [(c, r) for r in range(self.height) for c in range(self.width)]

    def neighbours(self, p):
        c, r = p
        for q in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
            if 0 <= q[0] < self.width and 0 <= q[1] < self.height:
                yield q

    # -- rules ----------------------------------------------------------------------------

    def attempt(self, color, p):
        """Outcome of `color` playing p: (None, new_stones, captured) when legal, else
        (reason, None, None). Changes nothing."""
        if p in self.stones:
            return "occupied", None, None
        stones = dict(self.stones)
        stones[p] = color
        captured = 0
        for n in self.neighbours(p):
            if stones.get(n) == other(color):
                chain, liberties = self.chain(stones, n)
                if not liberties:
                    for q in chain:
                        del stones[q]
                    captured += len(chain)
        chain, liberties = self.chain(stones, p)
        if not liberties:
            return "suicide", None, None
        makes_ko = captured == 1 and len(chain) == 1 and len(liberties) == 1
        if makes_ko and p == self.ko_point:
            return "ko", None, None
        return None, stones, captured

    def chain(self, stones, p):
        color = stones[p]
        chain, liberties, todo = {p}, set(), [p]
        while todo:
            q = todo.pop()
            for n in self.neighbours(q):
                s = stones.get(n)
                if s is None:
                    liberties.add(n)
                elif s == color and n not in chain:
                    chain.add(n)
                    todo.append(n)
        return chain, liberties

    def reason(self, color, p):
        """None if legal, else "occupied", "suicide" or "ko"."""
        if p in self.stones:
            return "occupied"
        # Shortcut, sound by the rules above: a stone with an empty neighbour keeps a
        # liberty (no suicide) and, away from the ko point, cannot be a ko retake.
        if p != self.ko_point and any(n not in self.stones for n in self.neighbours(p)):
            return None
        return self.attempt(color, p)[0]

    def legal_moves(self, color):
        return {name(p) for p in self.points() if self.reason(color, p) is None}

    def play(self, color, p):
        """Plays a legal move (p None is a pass); returns the reason when illegal."""
        if p is None:
            self._push(color, "pass")
            self.ko_point = None
            self.to_move = other(color)
            return None
        reason, stones, captured = self.attempt(color, p)
        if reason is not None:
            return reason
        self._push(color, name(p))
        before = self.stones
        self.stones = stones
        self.captures[color] += captured
        chain, liberties = self.chain(stones, p)
        if captured == 1 and len(chain) == 1 and len(liberties) == 1:
            (self.ko_point,) = [q for q in before if q not in stones]
        else:
            self.ko_point = None
        self.to_move = other(color)
        return None

    def undo(self):
        move, self.stones, self.to_move, self.captures, self.ko_point = self.history.pop()
        return move

    def _push(self, color, vertex):
        self.history.append(
            ((color, vertex), dict(self.stones), self.to_move, dict(self.captures), self.ko_point)
        )

    def grid(self):
        return [[self.stones.get((c, r)) for c in range(self.width)] for r in range(self.height)]


# --------------------------------------------------------------------------------------
# Helpers on the tesuji side
# --------------------------------------------------------------------------------------

SHAPES = [(5, 5), (6, 6), (7, 7), (8, 8), (9, 9), (7, 5)]


def new_board(width: int, height: int) -> tesuji.Board:
    if width == height:
        return tesuji.Board(width, rules="japanese")
    return tesuji.Board(rules="japanese", width=width, height=height)


def grid(board: tesuji.Board):
    return [[board.stone((c, r)) for c in range(board.width)] for r in range(board.height)]


def snapshot(board: tesuji.Board):
    return grid(board), board.to_move, board.captures


def assert_agree(board: tesuji.Board, ref: Reference):
    assert (board.width, board.height) == (ref.width, ref.height)
    assert grid(board) == ref.grid()
    assert board.to_move == ref.to_move
    assert board.captures == ref.captures
    for color in "BW":
        moves = board.legal_moves(color)
        assert len(moves) == len(set(moves)), f"duplicates in legal_moves({color!r})"
        assert set(moves) == ref.legal_moves(color), f"legal moves of {color}"
    assert set(board.legal_moves()) == ref.legal_moves(ref.to_move)


def as_vertex(p, as_tuple: bool):
    return p if as_tuple else name(p)


def draw_legal(data, ref: Reference, color: str):
    """A legal point for `color` drawn as an index into the reference's sorted moves,
    or None (a pass) when there is none."""
    moves = sorted(point(v) for v in ref.legal_moves(color))
    if not moves:
        return None
    return moves[data.draw(st.integers(0, len(moves) - 1), label="move index")]


def draw_capture(data, ref: Reference, color: str):
    """A legal capturing point for `color` (captures breed kos), or None if none."""
    capturing = []
    for q in ref.points():
        reason, _, captured = ref.attempt(color, q)
        if reason is None and captured > 0:
            capturing.append(q)
    if not capturing:
        return None
    return capturing[data.draw(st.integers(0, len(capturing) - 1), label="capture index")]


def check_position(board: tesuji.Board, ref: Reference, as_tuple: bool = False):
    """Full agreement after a move; whenever the reference has a ko, the immediate
    retake must be refused as "ko"."""
    assert_agree(board, ref)
    if ref.ko_point is not None and ref.reason(ref.to_move, ref.ko_point) == "ko":
        check_refused(board, ref, ref.to_move, ref.ko_point, as_tuple)


def check_refused(board: tesuji.Board, ref: Reference, color: str, p, as_tuple: bool):
    """`color` at p is illegal by the reference: tesuji must refuse it for the same
    reason and change nothing."""
    expected = ref.reason(color, p)
    assert expected is not None
    vertex = as_vertex(p, as_tuple)
    assert not board.is_legal(color, vertex)
    before = snapshot(board), board.hash, len(board.moves)
    with pytest.raises(tesuji.IllegalMove) as caught:
        board.play(color, vertex)
    assert caught.value.reason == expected, f"{color} {name(p)}"
    event(f"refused: {expected}")
    assert (snapshot(board), board.hash, len(board.moves)) == before


# --------------------------------------------------------------------------------------
# Properties
# --------------------------------------------------------------------------------------


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(shape=st.sampled_from(SHAPES), length=st.integers(0, 60), data=st.data())
def test_random_play_agrees_with_the_reference(shape, length, data):
    ref = Reference(*shape)
    board = new_board(*shape)
    assert_agree(board, ref)
    for _ in range(length):
        roll = data.draw(st.integers(0, 19), label="roll")
        as_tuple = data.draw(st.booleans(), label="tuple vertex")
        if roll <= 2:
            # An illegal attempt by either colour, ko and suicide preferred.
            color = data.draw(st.sampled_from("BW"), label="colour")
            reasons = ((ref.reason(color, p), p) for p in ref.points())
            illegal = sorted((r, p) for r, p in reasons if r is not None)
            rare = [(r, p) for r, p in illegal if r != "occupied"]
            pool = rare if rare and data.draw(st.booleans()) else illegal
            if pool:
                _, p = pool[data.draw(st.integers(0, len(pool) - 1), label="illegal")]
                check_refused(board, ref, color, p, as_tuple)
            continue
        # A move by the player to move, now and then by the other colour, or a pass.
        color = ref.to_move if roll != 3 else other(ref.to_move)
        p = None
        if roll >= 5:
            p = draw_capture(data, ref, color) if roll <= 7 else None
            p = p or draw_legal(data, ref, color)
        if p is not None:
            assert board.is_legal(color, as_vertex(p, as_tuple))
        captured = sum(ref.captures.values())
        assert ref.play(color, p) is None
        board.play(color, "pass" if p is None else as_vertex(p, as_tuple))
        if sum(ref.captures.values()) - captured > 1:
            event("multi-stone capture")
        assert board.moves[-1] == (color, "pass" if p is None else name(p))
        check_position(board, ref, as_tuple)


def play_random_game(data, shape, length, capture_bias=False, check=False):
    """Plays the same random game on both sides (checking every position if `check`);
    returns the board, the reference and the snapshots of tesuji's board after every
    prefix of the game."""
    ref = Reference(*shape)
    board = new_board(*shape)
    snapshots = [snapshot(board)]
    for _ in range(length):
        roll = data.draw(st.integers(0, 19), label="roll")
        color = ref.to_move if roll != 0 else other(ref.to_move)
        p = None
        if roll != 1:
            if capture_bias and roll >= 8:
                p = draw_capture(data, ref, color)
            if p is None:
                p = draw_legal(data, ref, color)
        assert ref.play(color, p) is None
        board.play(color, "pass" if p is None else name(p))
        if check:
            check_position(board, ref)
        snapshots.append(snapshot(board))
    return board, ref, snapshots


@settings(max_examples=80, deadline=None)
@given(shape=st.sampled_from(SHAPES), length=st.integers(0, 60), data=st.data())
def test_undo_walks_back_through_the_game(shape, length, data):
    board, ref, snapshots = play_random_game(data, shape, length)
    played = list(board.moves)
    assert len(played) == length
    k = data.draw(st.integers(0, length), label="undo count")
    for i in range(k):
        move = board.undo()
        assert move == played[length - 1 - i]
        assert ref.undo() == move
        assert snapshot(board) == snapshots[length - 1 - i]
    assert board.moves == played[: length - k]
    # The ko ban (and every other legal move) must come back with the position.
    assert_agree(board, ref)
    if ref.ko_point is not None:
        event("undo back to a position with a ko ban")
    # Replaying the undone moves gives the same positions again.
    for i, (color, vertex) in enumerate(played[length - k :]):
        board.play(color, vertex)
        assert snapshot(board) == snapshots[length - k + i + 1]
    # Undoing everything returns to the empty board, with Black to move.
    for _ in range(length):
        board.undo()
    assert snapshot(board) == snapshots[0]
    assert all(s is None for row in grid(board) for s in row)
    assert board.to_move == "B" and board.captures == {"B": 0, "W": 0}
    assert board.moves == []
    with pytest.raises(tesuji.Error):
        board.undo()


@settings(max_examples=60, deadline=None)
@given(shape=st.sampled_from([(5, 5), (6, 6), (7, 5)]), length=st.integers(10, 60), data=st.data())
def test_capture_counts_agree_with_the_reference(shape, length, data):
    # Crowded games that capture most of the time they can, so that the counts grow
    # and kos arise; every position is checked as in the test above.
    board, ref, snapshots = play_random_game(data, shape, length, capture_bias=True, check=True)
    assert board.captures == ref.captures
    assert snapshots[-1][2] == ref.captures
    # Counts never decrease, and every stone played is on the board or captured.
    for before, after in zip(snapshots, snapshots[1:]):
        assert after[2]["B"] >= before[2]["B"] and after[2]["W"] >= before[2]["W"]
    placed = {c: sum(1 for col, v in board.moves if col == c and v != "pass") for c in "BW"}
    on_board = {c: sum(row.count(c) for row in grid(board)) for c in "BW"}
    assert placed["B"] - on_board["B"] == board.captures["W"]
    assert placed["W"] - on_board["W"] == board.captures["B"]


# --------------------------------------------------------------------------------------
# Named positions
# --------------------------------------------------------------------------------------


def play_all(board: tesuji.Board, moves: str, ref: Reference | None = None):
    """Plays "B:A2 W:A1 ..." in order; the same moves go to a reference (a new one unless
    given), which must find each of them legal and agree with tesuji afterwards."""
    ref = ref or Reference(board.width, board.height)
    for move in moves.split():
        color, vertex = move.split(":")
        assert ref.play(color, None if vertex == "pass" else point(vertex)) is None
        board.play(color, vertex)
    assert_agree(board, ref)
    return ref


def test_a_single_stone_in_the_corner_is_captured():
    board = tesuji.Board(9)
    play_all(board, "B:A2 W:A1 B:B1")
    assert board.stone("A1") is None
    assert board.stone("A2") == "B" and board.stone("B1") == "B"
    assert board.captures == {"B": 1, "W": 0}
    assert board.to_move == "W"
    # Playing back into the corner would now be suicide for White.
    with pytest.raises(tesuji.IllegalMove) as caught:
        board.play("W", "A1")
    assert caught.value.reason == "suicide"


# Black C5 B4 C3, White D5 C4 E4 D3: Black D4 takes C4 and stands alone in atari.
KO = "B:C5 W:D5 B:B4 W:C4 B:C3 W:E4 B:J9 W:D3 B:D4"


def test_a_ko_retake_is_refused_then_allowed_after_moves_elsewhere():
    board = tesuji.Board(9)
    ref = play_all(board, KO)
    assert board.stone("C4") is None and board.captures == {"B": 1, "W": 0}
    assert ref.ko_point == point("C4") and ref.reason("W", point("C4")) == "ko"
    before = snapshot(board)
    assert not board.is_legal("W", "C4")
    assert "C4" not in board.legal_moves("W")
    with pytest.raises(tesuji.IllegalMove) as caught:
        board.play("W", "C4")
    assert caught.value.reason == "ko"
    assert snapshot(board) == before
    # A ko threat and its answer; then White may take back.
    play_all(board, "W:G7 B:G6 W:C4", ref)
    assert board.stone("C4") == "W" and board.stone("D4") is None
    assert board.captures == {"B": 1, "W": 1}
    # Now it is Black who may not retake at once.
    with pytest.raises(tesuji.IllegalMove) as caught:
        board.play("B", "D4")
    assert caught.value.reason == "ko"


def test_passes_lift_the_ko_ban():
    board = tesuji.Board(9)
    play_all(board, KO + " W:pass B:pass")
    assert board.is_legal("W", "C4")
    board.play("W", "C4")
    assert board.stone("D4") is None


def test_undo_restores_the_ko_ban():
    board = tesuji.Board(9)
    play_all(board, KO + " W:G7")
    assert board.undo() == ("W", "G7")
    assert not board.is_legal("W", "C4")


def test_suicide_is_refused_and_changes_nothing():
    board = tesuji.Board(9)
    # A single stone: White A1 between Black A2 and B1.
    play_all(board, "B:A2 W:pass B:B1")
    before = snapshot(board)
    with pytest.raises(tesuji.IllegalMove) as caught:
        board.play("W", "A1")
    assert caught.value.reason == "suicide"
    assert snapshot(board) == before
    # Two stones: White B1 would join A1, whose last liberty it is.
    board = tesuji.Board(9)
    play_all(board, "B:A2 W:A1 B:B2 W:pass B:C1")
    before = snapshot(board)
    assert "B1" not in board.legal_moves("W")
    with pytest.raises(tesuji.IllegalMove) as caught:
        board.play("W", "B1")
    assert caught.value.reason == "suicide"
    assert snapshot(board) == before


def test_a_multi_stone_capture_makes_a_move_that_looks_like_suicide_legal():
    # Black A2-A3 and B1 each have the single liberty A1, and every neighbour of A1 is
    # Black: White A1 takes all three stones instead of dying.
    board = tesuji.Board(9)
    ref = play_all(board, "B:A2 W:A4 B:A3 W:B3 B:B1 W:B2 B:pass W:C1 B:pass")
    assert board.is_legal("W", "A1")
    assert "A1" in board.legal_moves("W")
    board.play("W", "A1")
    assert ref.play("W", point("A1")) is None
    assert_agree(board, ref)
    assert [board.stone(v) for v in ("A1", "A2", "A3", "B1")] == ["W", None, None, None]
    assert board.captures == {"B": 0, "W": 3}
    # Three stones taken is no ko: nothing is banned, Black may play back at A2.
    assert ref.ko_point is None
    assert board.is_legal("B", "A2")
