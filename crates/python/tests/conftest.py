"""Shared paths: the repository's shipped problems and the `tesuji` binary (built by the
test script before pytest runs) that the Python answers are compared with."""

import os
import pathlib
import signal

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
PROBLEMS = ROOT / "problems"


@pytest.fixture(scope="session")
def tesuji_binary() -> pathlib.Path:
    path = pathlib.Path(os.environ.get("TESUJI_BIN", ROOT / "target" / "release" / "tesuji"))
    if not path.exists():
        pytest.fail(f"{path} is missing: build it with `cargo build --release` first")
    return path


@pytest.fixture
def python_ctrl_c():
    """Python's own Ctrl-C handler for the test: a shell that starts the tests in the
    background (`cmd &` without job control) hands them SIGINT ignored, and Python then
    never raises KeyboardInterrupt, whatever tesuji does."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)
