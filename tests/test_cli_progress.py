"""Long commands show a progress line on a terminal, and nothing when their standard error
is a pipe or a file (scripts, CI) or with --quiet. Run as the user runs them: a child
process whose standard error is a real pseudo-terminal."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

DECKS = Path(__file__).resolve().parent.parent / "resources" / "decks"
REDAKAI = str(DECKS / "redakai-advanced.txt")
CATALOGS = DECKS.parent / "catalogs"
PHOTOS = Path(__file__).resolve().parent / "scan" / "samples"
#: Commands whose result is not JSON (no --json option).
PLAIN = {"catalog import", "restore", "backup"}

COMMANDS = {
    "goldfish": ["goldfish", REDAKAI, "--games", "300"],
    "compare": ["compare", REDAKAI, REDAKAI, "--games", "150"],
    "matchup": ["matchup", REDAKAI, REDAKAI, "--games", "60"],
    "gauntlet": ["gauntlet", REDAKAI, REDAKAI, REDAKAI, "--games", "30"],
    "odds": ["odds", REDAKAI, "--card", "Vine Snap", "--by-turn", "3", "--games", "300"],
    "catalog import": ["catalog", "import", str(CATALOGS / "redakai.json"),
                       "--allow-outside-pictures"],
    "scan": ["scan", str(PHOTOS / "binder-page.jpg")],
}


def _run(db: Path, args: list[str], *, terminal: bool) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) of ``deckbuilder --db DB ARGS``; stderr on a
    pseudo-terminal when ``terminal``."""
    json = [] if " ".join(args[:2]) in PLAIN or args[0] in PLAIN else ["--json"]
    cmd = [sys.executable, "-m", "deckbuilder", "--db", str(db), *args, *json]
    if not terminal:
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
        return done.returncode, done.stdout, done.stderr
    main, child = pty.openpty()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=child, text=True)
    os.close(child)
    seen = b""
    while True:
        try:
            chunk = os.read(main, 4096)
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        seen += chunk
    out = proc.communicate(timeout=300)[0]
    os.close(main)
    return proc.returncode, out, seen.decode("utf-8", "replace")


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from deckbuilder.services.seeding import open_database

    path = tmp_path_factory.mktemp("progress") / "db.sqlite3"
    open_database(path).close()
    return path


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_terminal_sees_the_progress_and_a_pipe_does_not(db: Path, command: str) -> None:
    code, out, err = _run(db, COMMANDS[command], terminal=True)
    assert code == 0, err
    assert f"{command}: " in err and "\r" in err  # redrawn in place, then erased
    if command != "catalog import":  # (its steps have no total)
        assert " / " in err and "%" in err
    if command not in PLAIN:
        assert out.startswith("{")  # the result itself is untouched
    code, out, err = _run(db, COMMANDS[command], terminal=False)
    assert code == 0
    assert f"{command}: " not in err and "\r" not in err


def test_quiet_silences_it_on_a_terminal(db: Path) -> None:
    code, _, err = _run(db, [*COMMANDS["goldfish"], "--quiet"], terminal=True)
    assert code == 0
    assert "goldfish: " not in err


def test_restore_shows_its_progress_on_a_terminal(db: Path, tmp_path: Path) -> None:
    backup = tmp_path / "all.zip"
    code, _, err = _run(db, ["backup", str(backup)], terminal=False)
    assert code == 0, err
    code, _, err = _run(db, ["restore", str(backup), "--yes"], terminal=True)
    assert code == 0, err
    assert "restore: unpacking" in err and "restore: installing" in err
    code, _, err = _run(db, ["restore", str(backup), "--yes"], terminal=False)
    assert code == 0 and "restore:" not in err
