"""A newcomer's first command behaves the same whichever command it is: every command that
opens a database that does not exist yet finds it filled with the starter catalogs.

Before, ``matchup``, ``gauntlet`` and ``scan`` opened the file bare (every card "not in the
catalog", no photo matched) while ``check``, ``goldfish`` and ``compare`` seeded it. The
commands now all open the catalog through ``services.seeding.open_database``; the first
test walks every command of the parser, so a command added later is covered, and the last
one keeps the bare opener out of ``cli/``.
"""

from __future__ import annotations

import argparse
import ast
import json
import sqlite3
from pathlib import Path

import pytest

from deckbuilder.cli import build_parser, main
from tests.scan.samples import HERE as PHOTOS
from tests.scan.samples import SINGLE

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "resources" / "decks"
REDAKAI = DECKS / "redakai-advanced.txt"
MONSUNO = DECKS / "monsuno-medium.txt"


def _commands() -> dict[str, argparse.ArgumentParser]:
    """Every runnable command by its words ("deck export"), from the parser itself."""
    found: dict[str, argparse.ArgumentParser] = {}

    def walk(parser: argparse.ArgumentParser, words: tuple[str, ...]) -> None:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not subs:
            found[" ".join(words)] = parser
        for action in subs:
            for name, child in action.choices.items():
                walk(child, (*words, name))

    walk(build_parser(), ())
    return found


def _arguments(tmp: Path) -> dict[str, list[str] | None]:
    """The rest of a first command line for each command (None: it does not open the
    catalog, or it needs a deck saved earlier, which a first use cannot have)."""
    deck_copy = tmp / "copy.txt"
    deck_copy.write_text(REDAKAI.read_text(encoding="utf-8"), encoding="utf-8")
    return {
        "catalog import": None,  # its own file decides what the catalog holds
        "catalog export": [str(tmp / "out.json"), "--no-pictures"],
        "catalog search": ["game:redakai"],
        "collection import": None,
        "collection export": [str(tmp / "mine.csv")],
        "collection set": ["redakai", "Vine Snap", "1"],
        "collection list": ["game:redakai", "--json"],
        "collection summary": ["--json"],
        "collection wishlist": None,  # needs a deck saved earlier
        "collection tradelist": [],
        "rulesets": None,
        "check": [str(REDAKAI), "--json"],
        "deck import": [str(REDAKAI)],
        "deck list": [],
        "deck export": None, "deck rename": None, "deck duplicate": None,
        "deck delete": None,
        "goldfish": [str(REDAKAI), "--games", "2", "--json"],
        "compare": [str(REDAKAI), str(deck_copy), "--games", "2", "--json"],
        "odds": [str(REDAKAI), "--card", "Vine Snap", "--by-turn", "3", "--json"],
        "matchup": [str(REDAKAI), str(deck_copy), "--games", "2", "--json"],
        "gauntlet": [str(REDAKAI), str(deck_copy), "--games", "2", "--json"],
        "proxies": [str(REDAKAI), "--out", str(tmp / "p.pdf")],
        "backup": [str(tmp / "b.zip")],
        "restore": None,  # replaces the catalog with the backup's
        "scan": [str(PHOTOS / "single-exif-rotated.jpg"), "--json"],
        "completion": None,  # prints a script; opens no catalog
    }


def _starter_cards(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return int(conn.execute("SELECT count(*) FROM card").fetchone()[0])


@pytest.mark.parametrize("command", sorted(_commands()))
def test_a_first_command_finds_the_starter_catalog(command, tmp_path, capsys,  # type: ignore[no-untyped-def]
                                                   qapp) -> None:
    lines = _arguments(tmp_path)
    # A command added later must say how it behaves on a first use.
    assert command in lines, f"add {command!r} to _arguments in this test"
    rest = lines[command]
    if rest is None:
        pytest.skip("does not open the catalog on its own, or needs earlier use")
    db = tmp_path / "new" / "first.sqlite3"
    db.parent.mkdir()
    code = main(["--db", str(db), *command.split(), *rest])
    out, err = capsys.readouterr()
    assert code in (0, 1), err  # 1: a check that found the deck illegal is still a run
    assert "not in the catalog" not in out + err
    assert _starter_cards(db) > 0


def test_scan_on_a_new_database_recognises_a_starter_card(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["--db", str(tmp_path / "first.sqlite3"), "scan", "--json",
                 str(PHOTOS / "single-exif-rotated.jpg")])
    assert code == 0
    (card,) = json.loads(capsys.readouterr().out)["photos"][0]["cards"]
    assert card["match"] is not None and card["match"]["name"] == SINGLE[1]


def test_matchup_on_a_new_database_plays_the_starter_decks(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["--db", str(tmp_path / "first.sqlite3"), "matchup", str(MONSUNO),
                 str(MONSUNO), "--games", "4", "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert json.loads(out)["games"] == 4


def test_no_command_opens_the_catalog_without_the_first_use_seeding() -> None:
    """``catalog.db.Database`` opens a file bare; commands go through
    ``services.seeding.open_database``, which fills a new file with the starter catalogs."""
    offenders = []
    for path in sorted((ROOT / "deckbuilder" / "cli").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "deckbuilder.catalog.db":
                offenders += [f"{path.name}:{node.lineno}" for a in node.names
                              if a.name == "Database"]
    assert not offenders, f"commands opening the database bare: {offenders}"
