"""Type stubs of tesuji's native module (re-exported by the ``tesuji`` package)."""

import os
from typing import Literal, Optional, Sequence, Tuple, TypedDict, Union, final

import numpy

__version__: str
__all__ = [
    "__version__",
    "Error",
    "IllegalMove",
    "SgfError",
    "ProblemError",
    "Board",
    "Game",
    "read_sgf",
    "parse_sgf",
    "Solution",
    "solve",
    "GomokuBoard",
    "GomokuSolution",
]

_Color = Literal["B", "W", "b", "w", "black", "white", "Black", "White"]
"""A colour as accepted (any case); returned colours are always "B" or "W"."""
_Vertex = Union[str, Tuple[int, int]]
"""A GTP vertex ("D4", "pass") or a (col, row) tuple from 0, row 0 at the bottom."""
_Stone = Literal["B", "W"]

class Error(Exception):
    """The base of every error tesuji raises."""

class IllegalMove(Error):
    """A move the rules refuse; the board is left unchanged."""

    reason: str
    """'occupied', 'suicide', 'ko', 'superko' or 'off-board' (Gomoku: also
    'double-three', 'double-four', 'overline' for Black under renju)."""

class SgfError(Error):
    """SGF text that cannot be read."""

    file: str
    line: Optional[int]
    column: Optional[int]

class ProblemError(Error):
    """A position that is not a life-and-death problem tesuji can pose."""

class _UnconditionalLife(TypedDict):
    alive: list[str]
    territory: list[str]

class _EyeSpace(TypedDict):
    points: list[str]
    shape: str
    verdict: Literal["one eye", "alive", "unsettled", "unknown"]
    vital_point: Optional[str]
    opponent_stones: int

@final
class Board:
    """A Go board: stones, chains with exact liberties, captures, ko and superko as the
    rules say, the player to move, and undo of any number of moves."""

    def __new__(
        cls,
        size: int = 19,
        rules: str = "japanese",
        *,
        width: Optional[int] = None,
        height: Optional[int] = None,
    ) -> Board: ...
    @staticmethod
    def from_diagram(text: str, rules: str = "japanese") -> Board: ...
    def play(self, color: _Color, vertex: _Vertex) -> None: ...
    def undo(self) -> Tuple[_Stone, str]: ...
    def is_legal(self, color: _Color, vertex: _Vertex) -> bool: ...
    def legal_moves(self, color: Optional[_Color] = None) -> list[str]: ...
    def stone(self, vertex: _Vertex) -> Optional[_Stone]: ...
    def liberties(self, vertex: _Vertex) -> int: ...
    def liberty_points(self, vertex: _Vertex) -> list[str]: ...
    def chain(self, vertex: _Vertex) -> list[str]: ...
    @property
    def captures(self) -> dict[_Stone, int]: ...
    @property
    def hash(self) -> int: ...
    @property
    def to_move(self) -> _Stone: ...
    @to_move.setter
    def to_move(self, color: _Color) -> None: ...
    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def rules(self) -> str: ...
    @property
    def moves(self) -> list[Tuple[_Stone, str]]: ...
    def copy(self) -> Board: ...
    def __copy__(self) -> Board: ...
    def __deepcopy__(self, memo: object) -> Board: ...
    def to_numpy(self) -> numpy.ndarray: ...
    def unconditional_life(self, color: _Color) -> _UnconditionalLife: ...
    def eye_spaces(self, color: _Color) -> list[_EyeSpace]: ...
    def capture_moves(self, color: Optional[_Color] = None) -> dict[str, list[str]]: ...
    def to_sgf(self) -> str: ...
    def __eq__(self, other: object, /) -> bool: ...

@final
class Game:
    """One game tree of an SGF collection."""

    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def komi(self) -> float: ...
    @property
    def rules(self) -> Optional[str]: ...
    @property
    def comment(self) -> Optional[str]: ...
    @property
    def player(self) -> Optional[_Stone]: ...
    def position(
        self, move: Union[int, _Vertex, None] = None, rules: Optional[str] = None
    ) -> Board: ...
    def to_sgf(
        self, move: Union[int, _Vertex, None] = None, rules: Optional[str] = None
    ) -> str: ...

def read_sgf(path: Union[str, os.PathLike[str]]) -> list[Game]: ...
def parse_sgf(text: str, name: str = "<string>") -> list[Game]: ...

@final
class Solution:
    """A solved life-and-death problem."""

    @property
    def status(self) -> Literal["success", "ko", "failure", "unknown"]: ...
    @property
    def correct_moves(self) -> list[str]: ...
    @property
    def pv(self) -> list[str]: ...
    @property
    def refutations(self) -> dict[str, list[str]]: ...
    @property
    def refuted_without_line(self) -> list[str]: ...
    @property
    def undecided(self) -> list[str]: ...
    @property
    def reposed(self) -> bool: ...
    @property
    def outside_open(self) -> bool: ...
    @property
    def outside_near(self) -> bool: ...
    @property
    def nodes(self) -> int: ...
    @property
    def seconds(self) -> float: ...
    @property
    def to_play(self) -> _Stone: ...
    @property
    def goal(self) -> Literal["kill", "live"]: ...
    @property
    def targets(self) -> list[str]: ...
    @property
    def region(self) -> Optional[str]: ...
    @property
    def inferred(self) -> dict[str, str]: ...
    def to_sgf(self) -> str: ...

def solve(
    problem: Union[Board, Game, str, os.PathLike[str]],
    to_play: Optional[_Color] = None,
    goal: Optional[Literal["kill", "live"]] = None,
    targets: Optional[Sequence[_Vertex]] = None,
    region: Optional[str] = None,
    time: Optional[float] = None,
    max_nodes: Optional[int] = None,
    memory_mb: int = 64,
    ko_rule: Optional[Literal["simple", "positional", "situational"]] = None,
) -> Solution: ...

_Point = Union[str, Tuple[int, int]]
"""A Gomoku point ("h8") or a (col, row) tuple from 0, row 0 at the bottom."""

@final
class GomokuSolution:
    """The answer of a VCF/VCT search for the player to move."""

    result: Literal["win", "no-win", "unknown"]
    mode: Literal["vcf", "vct"]
    attacker: _Stone
    line: list[str]
    winning_moves: list[str]
    undecided_moves: list[str]
    nodes: int
    seconds: float

@final
class GomokuBoard:
    """A Gomoku board under freestyle, standard or renju rules."""

    def __new__(cls, size: int = 15, rule: str = "freestyle") -> GomokuBoard: ...
    @staticmethod
    def from_moves(
        moves: Union[str, Sequence[_Point]], size: int = 15, rule: str = "freestyle"
    ) -> GomokuBoard: ...
    @staticmethod
    def from_diagram(
        text: str, rule: str = "freestyle", to_move: Optional[_Color] = None
    ) -> GomokuBoard: ...
    def play(self, color: _Color, point: _Point) -> None: ...
    def play_next(self, point: _Point) -> None: ...
    def undo(self) -> Tuple[_Stone, str]: ...
    def stone(self, point: _Point) -> Optional[_Stone]: ...
    def forbidden(self) -> list[Tuple[str, str]]: ...
    @property
    def winner(self) -> Optional[_Stone]: ...
    @property
    def to_move(self) -> _Stone: ...
    @to_move.setter
    def to_move(self, color: _Color) -> None: ...
    @property
    def size(self) -> int: ...
    @property
    def rule(self) -> str: ...
    @property
    def moves(self) -> list[Tuple[_Stone, str]]: ...
    def copy(self) -> GomokuBoard: ...
    def solve(
        self,
        mode: Literal["vcf", "vct"] = "vcf",
        max_depth: Optional[int] = None,
        time: Optional[float] = None,
        max_nodes: Optional[int] = None,
        memory_mb: int = 64,
        all_moves: bool = False,
    ) -> GomokuSolution: ...
