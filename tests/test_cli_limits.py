"""Inputs without limits get a clear refusal (exit 2, naming the file, line or option),
cheaply: card sizes, worker counts, turn limits, card names, numbers. The costly ones run
in a child process with their peak memory measured."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckbuilder.catalog.db import Database
from tests.conftest import run_main
from tests.peak_memory import LIMIT_MB, run_cli

DECK = Path(__file__).resolve().parent.parent / "resources" / "decks" / "redakai-advanced.txt"



@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = Path(starter_db.path)
    starter_db.close()
    return path


def _attack(name: str) -> dict[str, object]:
    return {"game": "redakai", "name": name, "kind": "attack", "kairu": 1, "power": 1,
            "color": "red", "hits": [True, False, False]}


def _cards(db: Path) -> int:
    with Database.open(db) as opened:
        return int(opened.conn.execute("SELECT count(*) FROM card").fetchone()[0])


# ----------------------------------------------------------------------------- proxies

def test_a_tiny_card_size_is_refused_at_once(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    run_ = run_cli(db, "proxies", str(DECK), "--out", str(tmp_path / "p.pdf"),
                   "--card-size", "0.1x0.1", timeout=30)
    assert run_.code == 2, run_.err
    assert "card size '0.1x0.1': each side must be from 20 to 500 mm" in run_.err
    assert run_.peak_mb < LIMIT_MB
    assert not (tmp_path / "p.pdf").exists()


@pytest.mark.parametrize("value", ["nan", "inf"])
def test_a_length_that_is_not_a_number_names_the_option(capsys, db, tmp_path, qapp,  # type: ignore[no-untyped-def]
                                                        value) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run_main(capsys, "--db", db, "proxies", DECK, "--out", tmp_path / "p.pdf", "--gap", value)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert f"argument --gap: {value!r} is not a number" in err


# ----------------------------------------------------------------------------- goldfish

def test_max_turns_is_capped_with_a_clear_message(db) -> None:  # type: ignore[no-untyped-def]
    run_ = run_cli(db, "goldfish", str(DECK), "--games", "2", "--max-turns", "1000000000",
                   timeout=30)
    assert run_.code == 2, run_.err
    assert "argument --max-turns: 1000000000 is out of range: give a number from 1 to 1000" \
        in run_.err
    assert run_.peak_mb < LIMIT_MB


def test_more_workers_than_cores_are_clamped_with_a_note(capsys, db) -> None:  # type: ignore[no-untyped-def]
    import os

    code, out, err = run_main(capsys, "--db", db, "goldfish", DECK, "--games", "4", "--json",
                         "--workers", "256")
    assert code == 0, err
    cores = os.cpu_count() or 1
    assert f"--workers 256 is more than the {cores} cores of this computer; using " \
        f"{cores}" in err
    assert json.loads(out)["games"] == 4


# ----------------------------------------------------------------------------- names

def test_a_huge_card_name_is_refused_at_catalog_import(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    before = _cards(db)
    path = tmp_path / "huge-name.json"
    path.write_text(json.dumps([_attack("A" * 2_000_000)]), encoding="utf-8")
    run_ = run_cli(db, "catalog", "import", str(path))
    assert run_.code == 2, run_.err
    assert "field 'name': a card name has at most 200 characters, this one 2000000" in run_.err
    assert run_.peak_mb < LIMIT_MB
    assert _cards(db) == before


def test_a_huge_name_in_a_collection_file_is_refused_without_suggestions(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "mine.csv"
    path.write_text("Name,Quantity\n" + "Fire Slash" * 10_000 + ",1\n", encoding="utf-8")
    run_ = run_cli(db, "collection", "import", str(path), "--skip-unknown")
    assert run_.code == 2, run_.err
    assert "line 2, column Name: a card name has at most 200 characters" in run_.err
    assert "did you mean" not in run_.err
    assert run_.peak_mb < LIMIT_MB


def test_a_long_name_in_a_deck_list_is_refused_without_suggestions(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "deck.txt"
    path.write_text("Ruleset: redakai-advanced\n2 " + "Fire Slash " * 30 + "\n",
                    encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "check", path)
    assert code == 2
    assert f"{path}: line 2: a card name has at most 200 characters, this one 329" in err
    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps({"format": "deckbuilder-deck", "version": 1,
                                "deck": [{"name": "Fire Slash" * 30, "count": 1}]}),
                    encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "check", deck)
    assert code == 2
    assert "field 'deck[1]'.name: a card name has at most 200 characters" in err


@pytest.mark.parametrize("bad", ["Bad\x00Name", "Bad\x1bName", "Bad\x7fName"])
def test_control_characters_in_a_name_are_refused(capsys, db, tmp_path, bad) -> None:  # type: ignore[no-untyped-def]
    before = _cards(db)
    catalog = tmp_path / "cat.json"
    catalog.write_text(json.dumps([_attack(bad)]), encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "catalog", "import", catalog)
    assert code == 2
    assert "field 'name': a card name cannot hold the control character U+00" in err
    assert _cards(db) == before
    coll = tmp_path / "mine.csv"
    coll.write_text(f"Name,Quantity\n{bad},1\n", encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "collection", "import", coll, "--skip-unknown")
    assert code == 2
    assert "line 2, column Name: a card name cannot hold the control character" in err


def test_a_lone_surrogate_is_refused_naming_the_card(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    catalog = tmp_path / "cat.json"
    catalog.write_text('[{"game": "redakai", "name": "Lone \\ud800 one", "kind": "attack", '
                       '"kairu": 1, "power": 1, "color": "red", '
                       '"hits": [true, false, false]}]', encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "catalog", "import", catalog)
    assert code == 2
    assert f"{catalog}: card #1 'Lone \\ud800 one': holds \\ud800, which is not a " \
        "character" in err
    deck = tmp_path / "deck.json"
    deck.write_text('{"format": "deckbuilder-deck", "version": 1,\n"name": "Mine \\ud800", '
                    '"ruleset": "redakai-advanced", "deck": [{"name": "Fire Slash"}]}',
                    encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "deck", "import", deck)
    assert code == 2
    assert f"{deck}: line 2: holds \\ud800, which is not a character" in err


# ----------------------------------------------------------------------------- numbers

def test_a_count_of_thousands_of_digits_names_the_file_and_line(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path / "deck.json"
    deck.write_text('{"format": "deckbuilder-deck", "version": 1,\n "deck": [{"name": '
                    '"Fire Slash", "count": ' + "9" * 5000 + "}]}", encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "check", deck)
    assert code == 2
    assert f"{deck}: line 2: a number of thousands of digits" in err


def test_quantities_take_ascii_digits_only(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    coll = tmp_path / "mine.csv"
    coll.write_text("Name,Quantity\nFire Slash,٣\n", encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "collection", "import", coll)
    assert code == 2
    assert "line 2, column Quantity: expected a whole number from 0 to 9999, got '٣'" in err
    catalog = tmp_path / "cat.csv"
    catalog.write_text("game,name,kind,kairu,power,color,hits\n"
                       "redakai,Digit Test,attack,٣,1,red,true|false|false\n", encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "catalog", "import", catalog)
    assert code == 2
    assert "line 2, field 'kairu'" in err and "got '٣'" in err
    # In a deck list "٣ Fire Slash" is not three copies.
    deck = tmp_path / "deck.txt"
    deck.write_text("Ruleset: redakai-advanced\n٣ Fire Slash\n", encoding="utf-8")
    code, out, err = run_main(capsys, "--db", db, "check", deck, "--json")
    assert json.loads(out)["counts"]["deck"] != 3
