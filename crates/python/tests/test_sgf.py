"""SGF through Python: games and positions, records written and read back, errors that
say where."""

import pytest

import tesuji

GAME = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]AB[cc]PL[W];W[ee];B[dd];W[];B[ef])"


def test_positions_along_the_main_line():
    (game,) = tesuji.parse_sgf(GAME)
    assert (game.width, game.height, game.komi, game.rules) == (9, 9, 6.5, "Chinese")
    end = game.position()
    assert [end.stone(v) for v in ("C7", "E5", "D6", "E4")] == ["B", "W", "B", "B"]
    assert end.to_move == "W"
    assert end.rules == "chinese"
    before_second = game.position(2)
    assert before_second.stone("E5") == "W" and before_second.stone("D6") is None
    assert before_second.to_move == "B"
    assert game.position("D6").stone("D6") is None
    with pytest.raises(ValueError):
        game.position(0)


def test_a_record_reads_back_to_the_same_position():
    (game,) = tesuji.parse_sgf(GAME)
    (again,) = tesuji.parse_sgf(game.to_sgf())
    assert again.position() == game.position()
    board = game.position(3)
    (from_board,) = tesuji.parse_sgf(board.to_sgf())
    assert from_board.position() == board


def test_files_and_collections(tmp_path):
    path = tmp_path / "two.sgf"
    path.write_text(GAME + "(;GM[1]SZ[5]AB[aa])")
    games = tesuji.read_sgf(path)
    assert len(games) == 2 and games[1].width == 5
    assert tesuji.read_sgf(str(path))[1].position().stone("A5") == "B"
    with pytest.raises(FileNotFoundError):
        tesuji.read_sgf(tmp_path / "missing.sgf")


@pytest.mark.parametrize(
    "text, where",
    [
        ("(;GM[1]SZ[9]AB[cc", (1, 15)),
        ("(;GM[1]SZ[9]\n;B[ee];W[ee])", (2, 7)),
        ("(;GM[2]SZ[9])", None),
        ("(;GM[1]SZ[40])", None),
    ],
)
def test_errors_name_the_file_and_the_place(text, where):
    with pytest.raises(tesuji.SgfError) as raised:
        games = tesuji.parse_sgf(text, "bad.sgf")
        for game in games:
            game.position()
    error = raised.value
    assert isinstance(error, tesuji.Error)
    assert error.file == "bad.sgf" and str(error).startswith("bad.sgf")
    if where is not None:
        assert (error.line, error.column) == where, str(error)
