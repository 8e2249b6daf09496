"""The starter decks play exactly as they did: ``goldfish --json`` and ``--trace`` output for
each starter deck, with a fixed seed, is compared byte for byte with files recorded before
the games were restructured (issue 16). A change that is meant to alter play regenerates them
with ``python -m tests.rules.test_golden_goldfish``."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from deckbuilder.cli import main

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "resources" / "decks"
GOLDEN = Path(__file__).resolve().parent / "golden"
STARTERS = sorted(p.stem for p in DECKS.glob("*.txt"))
GAMES, SEED, TRACE_GAMES = 50, 7, 1


def goldfish_json(db: Path, deck: str) -> str:
    """What ``deckbuilder goldfish DECK --json`` prints, run in process."""
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(["--db", str(db), "goldfish", str(DECKS / f"{deck}.txt"),
                     "--games", str(GAMES), "--seed", str(SEED), "--json"])
    assert code == 0
    return out.getvalue()


def goldfish_trace(db: Path, deck: str, trace: Path) -> str:
    import contextlib
    import io

    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        code = main(["--db", str(db), "goldfish", str(DECKS / f"{deck}.txt"),
                     "--games", str(TRACE_GAMES), "--seed", str(SEED), "--json",
                     "--trace", str(trace)])
    assert code == 0
    return trace.read_text(encoding="utf-8")


@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)


def test_there_is_a_golden_file_per_starter_deck() -> None:
    assert len(STARTERS) == 5
    for deck in STARTERS:
        assert (GOLDEN / f"{deck}.json").is_file(), deck
        assert (GOLDEN / f"{deck}.trace.jsonl").is_file(), deck


@pytest.mark.parametrize("deck", STARTERS)
def test_goldfish_json_is_unchanged(db: Path, deck: str) -> None:
    assert goldfish_json(db, deck) == (GOLDEN / f"{deck}.json").read_text(encoding="utf-8")


@pytest.mark.parametrize("deck", STARTERS)
def test_goldfish_trace_is_unchanged(db: Path, tmp_path: Path, deck: str) -> None:
    got = goldfish_trace(db, deck, tmp_path / "trace.jsonl")
    want = (GOLDEN / f"{deck}.trace.jsonl").read_text(encoding="utf-8")
    assert got == want


if __name__ == "__main__":  # regenerate (only when a change is meant to alter play)
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        db_path = Path(tmp) / "golden.sqlite3"
        for deck in STARTERS:
            (GOLDEN / f"{deck}.json").write_text(goldfish_json(db_path, deck), encoding="utf-8")
            goldfish_trace(db_path, deck, GOLDEN / f"{deck}.trace.jsonl")
            print("wrote", deck, file=sys.stderr)
