"""tesuji: proves outcomes in board games.

The Go rules core (:class:`Board`), SGF (:func:`read_sgf`, :func:`parse_sgf`,
:class:`Game`), Benson's unconditional life, eye spaces and capture hints (methods of
:class:`Board`), the life-and-death solver (:func:`solve`, :class:`Solution`), and
Gomoku/Renju with VCF/VCT proofs (:class:`GomokuBoard`), all from the Rust libraries
of tesuji. Every exception tesuji raises is a :class:`tesuji.Error` (besides
``TypeError`` and ``ValueError`` for arguments of the wrong type or value).
"""

from tesuji._core import (
    Board,
    Error,
    Game,
    GomokuBoard,
    GomokuSolution,
    IllegalMove,
    ProblemError,
    SgfError,
    Solution,
    __version__,
    parse_sgf,
    read_sgf,
    solve,
)

__all__ = [
    "Board",
    "Error",
    "Game",
    "GomokuBoard",
    "GomokuSolution",
    "IllegalMove",
    "ProblemError",
    "SgfError",
    "Solution",
    "__version__",
    "parse_sgf",
    "read_sgf",
    "solve",
]
