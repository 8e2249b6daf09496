"""Numbers on the command line go through one parser (``deckbuilder.numbers``): ASCII
digits only, and a range for every option. The walk over the parser fails on an option
added later that takes a number any other way."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from deckbuilder.cli import build_parser, main
from deckbuilder.numbers import is_number_type
from deckbuilder.services.playtest_service import MAX_BUDGET

DECK = Path(__file__).resolve().parent.parent / "resources" / "decks" / "redakai-advanced.txt"


def _options() -> list[tuple[str, argparse.Action]]:
    """(command words, action) of every argument of every command."""
    found: list[tuple[str, argparse.Action]] = []

    def walk(parser: argparse.ArgumentParser, words: tuple[str, ...]) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, child in action.choices.items():
                    walk(child, (*words, name))
            else:
                found.append((" ".join(words), action))

    walk(build_parser(), ())
    return found


NUMBERS = [(cmd, a) for cmd, a in _options() if is_number_type(a.type)]


def test_no_option_takes_a_number_through_int_or_float() -> None:
    bare = [f"{cmd} {a.dest}" for cmd, a in _options() if a.type in (int, float)]
    assert not bare, f"use deckbuilder.numbers.integer/decimal for: {bare}"


def test_the_walk_finds_the_numeric_options() -> None:
    names = {(cmd, a.option_strings[0] if a.option_strings else a.dest) for cmd, a in NUMBERS}
    for expected in [("goldfish", "--games"), ("goldfish", "--budget"),
                     ("matchup", "--workers"), ("compare", "--budget"),
                     ("proxies", "--margin"), ("collection set", "quantity")]:
        assert expected in names


@pytest.mark.parametrize("text", ["٣", "²", "３", "1e3", "0x10", "", "nan", "inf", "1_000"])
def test_every_numeric_option_refuses_what_is_not_ascii_digits(text: str) -> None:
    for cmd, action in NUMBERS:
        with pytest.raises(argparse.ArgumentTypeError):
            action.type(text)  # type: ignore[misc]
        del cmd


def test_every_numeric_option_has_a_range_and_keeps_to_it() -> None:
    for cmd, action in NUMBERS:
        kind = action.type
        low, high = kind.low, kind.high  # type: ignore[union-attr]
        assert low is not None and high is not None, f"{cmd} {action.dest}: no range"
        assert kind(str(low)) == low and kind(str(high)) == high  # type: ignore[misc]
        for outside in (low - 1, high + 1):
            with pytest.raises(argparse.ArgumentTypeError, match="out of range"):
                kind(str(outside))  # type: ignore[misc]


def _exit_code(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    with pytest.raises(SystemExit) as exit_info:
        main(list(args))
    return int(exit_info.value.code or 0), capsys.readouterr().err


@pytest.mark.parametrize("args", [
    ("goldfish", str(DECK), "--games", "٣"),
    ("goldfish", str(DECK), "--workers", "-1"),
    ("goldfish", str(DECK), "--policy", "planner", "--budget", "1000000000"),
    ("matchup", str(DECK), str(DECK), "--policy", "planner", "--budget", "1000000000"),
    ("compare", str(DECK), str(DECK), "--policy", "planner", "--budget", "1000000000"),
    ("matchup", str(DECK), str(DECK), "--workers", "0"),
    ("proxies", str(DECK), "--out", "x.pdf", "--margin", "٥"),
])
def test_the_audited_numbers_exit_2_naming_the_option(capsys, tmp_path, args) -> None:  # type: ignore[no-untyped-def]
    code, err = _exit_code(capsys, "--db", str(tmp_path / "db.sqlite3"), *args)
    assert code == 2
    assert f"argument {args[-2]}:" in err
    assert not (tmp_path / "db.sqlite3").exists()  # refused before anything is opened


def test_a_budget_at_the_limit_is_still_taken(capsys, starter_db) -> None:  # type: ignore[no-untyped-def]
    db = str(starter_db.path)
    starter_db.close()
    code = main(["--db", db, "goldfish", str(DECK), "--games", "1", "--max-turns", "1",
                 "--policy", "planner", "--budget", str(MAX_BUDGET), "--json"])
    assert code == 0, capsys.readouterr().err


def test_a_card_size_in_other_digits_is_refused(capsys, starter_db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    db = str(starter_db.path)
    starter_db.close()
    code = main(["--db", db, "proxies", str(DECK), "--out", str(tmp_path / "p.pdf"),
                 "--card-size", "٣٠x88"])
    assert code == 2
    assert "card size" in capsys.readouterr().err
    assert not (tmp_path / "p.pdf").exists()


def test_a_rules_option_in_other_digits_is_refused(capsys, starter_db) -> None:  # type: ignore[no-untyped-def]
    db = str(starter_db.path)
    starter_db.close()
    code = main(["--db", db, "goldfish", str(DECK), "--games", "1", "--set", "hand_limit=٧"])
    assert code == 2
    assert "whole number" in capsys.readouterr().err
