"""Shared fixtures. Qt must be told to render offscreen before anything imports it, or
pytest aborts without a summary on a machine with no display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.services.seeding import open_database

#: The fast tier, ``pytest -m fast`` (README, "Working on Deckbuilder"): the rules, the
#: catalog, the services and the quick command-line tests, for use while working. Every
#: test under these paths that is not marked slow gets the ``fast`` marker here, so a new
#: test joins the tier by where it lives. CI still runs everything (./quickstart test).
FAST_PATHS = (
    "rules/", "catalog/",
    # the services, through their own tests (the gate tests that walk every door, the
    # validated model's and the fuzz tests run in the whole suite: a minute more)
    "test_autosave.py", "test_deck_files.py", "test_deck_formats.py",
    "test_cockatrice_cards.py",
    # the command line: the quick files (the goldfish, odds, matchup and play commands run
    # batches of games in subprocesses: whole-suite only)
    "test_cli.py", "test_cli_decks.py", "test_cli_files.py", "test_cli_limits.py",
    "test_cli_numbers.py", "test_cli_outputs.py", "test_cli_completion.py",
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    tests = Path(__file__).parent
    for item in items:
        try:
            where = item.path.relative_to(tests).as_posix()
        except ValueError:
            continue
        if where.startswith(FAST_PATHS) and item.get_closest_marker("slow") is None:
            item.add_marker(pytest.mark.fast)


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory: pytest.TempPathFactory,
                        monkeypatch: pytest.MonkeyPatch) -> None:
    """No test touches the real user data folder or settings."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))  # the log file
    monkeypatch.delenv("DECKBUILDER_DB", raising=False)
    monkeypatch.delenv("DECKBUILDER_LOG_DIR", raising=False)
    # Nor installs into the real Cockatrice or Tabletop Simulator (folders not made: an
    # install says it finds no such program unless a test makes them).
    monkeypatch.setenv("DECKBUILDER_COCKATRICE_DIR", str(home / "Cockatrice"))
    monkeypatch.setenv("DECKBUILDER_TTS_DIR", str(home / "TTS" / "Saves" / "Saved Objects"))


@pytest.fixture(scope="session")
def starter_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the starter catalogs, made once per session and copied per test."""
    path = tmp_path_factory.mktemp("template") / "starter.sqlite3"
    db = open_database(path)
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return path


@pytest.fixture
def starter_db(starter_template: Path, tmp_path: Path) -> Iterator[Database]:
    """An open database holding the starter catalogs (a private copy)."""
    import shutil

    target = tmp_path / "db.sqlite3"
    shutil.copyfile(starter_template, target)
    pics = starter_template.with_name(starter_template.stem + ".pictures")
    if pics.exists():
        shutil.copytree(pics, target.with_name(target.stem + ".pictures"))
    db = open_database(target)
    yield db
    db.close()


@pytest.fixture
def empty_db(tmp_path: Path) -> Iterator[Database]:
    """An open database with the schema and no cards."""
    db = Database.open(tmp_path / "empty.sqlite3")
    yield db
    db.close()


#: A command run the way a user types it: ``cli("deck", "list")`` → (exit code, stdout, stderr).
Cli = Callable[..., tuple[int, str, str]]


@pytest.fixture
def db_path(starter_db: Database) -> str:
    """The starter catalog's file, closed, for commands that open it themselves."""
    path = str(starter_db.path)
    starter_db.close()
    return path


def run_main(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    """The command line run in process with ``args`` (paths and numbers as their text),
    as a user types it: (exit code, stdout, stderr)."""
    from deckbuilder.cli import main

    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def cli_runner(capsys: pytest.CaptureFixture[str], db: str) -> Cli:
    """The command line on the database ``db`` (``--db`` given), its output captured."""

    def run(*args: object) -> tuple[int, str, str]:
        return run_main(capsys, "--db", db, *args)

    return run


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], db_path: str) -> Cli:
    """The command line on the starter catalog."""
    return cli_runner(capsys, db_path)
