"""The deck commands of the command line: rulesets, check, deck import/export/list/rename/
duplicate/delete. Run in-process on a private copy of the starter database."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.paths import resource
from deckbuilder.rules.decklist import DeckEntry, parse_deck
from deckbuilder.rules.registry import RULESET_IDS
from tests.conftest import Cli, cli_runner

STARTERS = {rid: resource("decks", f"{rid}.txt") for rid in RULESET_IDS}
STARTER_NAMES = {"monsuno-medium": "Gale Runner", "monsuno-hard": "Eclipse Venom",
                 "monsuno-tcg": "Core Bastion", "redakai-advanced": "Ember Grove",
                 "monster-cards": "Wild Menagerie"}


@pytest.fixture
def db(starter_db: Database) -> str:
    path = starter_db.path
    starter_db.close()
    return str(path)


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], db: str) -> Cli:
    """``cli("check", …)`` → (exit code, stdout, stderr) on the test database."""
    return cli_runner(capsys, db)


def _hard_deck_text(strikes: int, extra_lines: str = "") -> str:
    """The monsuno-hard starter cut down to ``strikes`` strike cards (3 copies at most)."""
    deck = parse_deck(STARTERS["monsuno-hard"].read_text(encoding="utf-8"))
    lines = ["Name: Cut Down", "Ruleset: monsuno-hard", "", "Team:"]
    lines += [f"{e.count} {e.name}" for e in deck.team]
    lines += ["", "Deck:"]
    left = strikes
    for e in deck.deck:
        n = min(e.count, left)
        if n:
            lines.append(f"{n} {e.name}")
        left -= n
    assert left == 0
    return "\n".join(lines) + "\n" + extra_lines


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _one_json(out: str) -> dict[str, Any]:
    assert out.count("\n") == 1 and out.endswith("\n"), out  # one line, one object
    doc = json.loads(out)
    assert isinstance(doc, dict)
    return doc


# =========================================================================== rulesets


def test_rulesets_lists_every_ruleset(cli: Cli) -> None:
    code, out, _ = cli("rulesets")
    assert code == 0
    for rid in RULESET_IDS:
        assert rid in out
    assert "deck ≥ 30" in out and "team launch ≤ 15" in out and "cost ≤ 200" in out


def test_rulesets_json_names_the_options(cli: Cli) -> None:
    code, out, _ = cli("rulesets", "--json")
    assert code == 0
    doc = json.loads(out)
    assert [r["id"] for r in doc] == list(RULESET_IDS)
    hard = doc[1]
    assert hard["deck"]["deck_min"] == 30 and hard["deck"]["copy_limit"] == 3
    assert hard["team_kinds"] == ["monsuno"] and hard["deck_kinds"] == ["strike"]


# =========================================================================== check


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_starter_deck_checks_legal(cli: Cli, ruleset_id: str) -> None:
    code, out, err = cli("check", str(STARTERS[ruleset_id]), "--json")
    assert code == 0, err
    doc = _one_json(out)
    assert doc == {"ruleset": ruleset_id, "legal": True, "counts": doc["counts"],
                   "violations": []}
    deck = parse_deck(STARTERS[ruleset_id].read_text(encoding="utf-8"))
    assert doc["counts"] == deck.counts()
    # And in words.
    code, out, _ = cli("check", str(STARTERS[ruleset_id]))
    assert code == 0
    assert out.splitlines()[0] == f"{STARTER_NAMES[ruleset_id]} — {ruleset_id}: LEGAL"


def test_check_json_of_an_illegal_deck(cli: Cli, tmp_path: Path) -> None:
    path = _write(tmp_path, "cut.txt", _hard_deck_text(28, "\nSideboard:\n4 Nightsting\n"))
    code, out, err = cli("check", str(path), "--json")
    assert code == 1
    assert err == ""
    doc = _one_json(out)
    assert set(doc) == {"ruleset", "legal", "counts", "violations"}
    assert doc["ruleset"] == "monsuno-hard" and doc["legal"] is False
    assert doc["counts"] == {"team": 3, "deck": 28, "sideboard": 4}
    assert doc["violations"] == [
        {"code": "deck-too-small", "severity": "error",
         "message": "Only 28 strike cards — the deck needs at least 30", "cards": []},
        {"code": "too-many-copies", "severity": "error",
         "message": "7 copies of 'Nightsting' (deck and sideboard) — at most 3 allowed",
         "cards": ["Nightsting"]},
    ]


def test_check_text_of_an_illegal_deck(cli: Cli, tmp_path: Path) -> None:
    path = _write(tmp_path, "cut.txt", _hard_deck_text(28))
    code, out, _ = cli("check", str(path))
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "Cut Down — monsuno-hard: NOT LEGAL (1 error)"
    assert lines[1] == "Team 3 · Deck 28 · Sideboard 0"
    assert "Only 28 strike cards — the deck needs at least 30  [deck-too-small]" in lines[2]


def test_check_names_unknown_cards_with_a_suggestion_and_cards_of_other_games(
        cli: Cli, tmp_path: Path) -> None:
    text = _hard_deck_text(30).replace("3 Nightsting", "3 Nightstink") + "1 Blazing Jab\n"
    code, out, _ = cli("check", str(_write(tmp_path, "typo.txt", text)), "--json")
    assert code == 1
    found = {v["code"]: v for v in _one_json(out)["violations"]}
    assert found["unknown-card"]["cards"] == ["Nightstink"]
    assert "did you mean 'Nightsting'" in found["unknown-card"]["message"]
    assert found["wrong-game"]["message"] == ("'Blazing Jab' is a Redakai card, not a Monsuno "
                                              "card")


def test_ruleset_option_overrides_the_file(cli: Cli) -> None:
    code, out, _ = cli("check", str(STARTERS["monsuno-hard"]), "--ruleset", "monsuno-tcg",
                       "--json")
    assert code == 1
    doc = _one_json(out)
    assert doc["ruleset"] == "monsuno-tcg"
    assert [v["message"] for v in doc["violations"]] == [
        "Only 31 strike cards — the deck needs at least 40"]
    # The other way round: the TCG deck is a legal hard deck too.
    code, out, _ = cli("check", str(STARTERS["monsuno-tcg"]), "--ruleset", "MONSUNO-HARD",
                       "--json")
    assert code == 0 and _one_json(out)["ruleset"] == "monsuno-hard"


def test_set_option_changes_the_deck_rules(cli: Cli, tmp_path: Path) -> None:
    path = _write(tmp_path, "25.txt", _hard_deck_text(25))
    code, out, _ = cli("check", str(path), "--json")
    assert code == 1
    assert _one_json(out)["violations"][0]["message"] == ("Only 25 strike cards — the deck "
                                                          "needs at least 30")
    code, out, _ = cli("check", str(path), "--set", "deck_min=20", "--json")
    assert code == 0
    assert _one_json(out)["violations"] == []
    # Several options at once.
    code, out, _ = cli("check", str(STARTERS["monsuno-tcg"]), "--set", "launch_cap=11",
                       "--set", "copy_limit=2", "--json")
    assert code == 1
    got = {v["code"] for v in _one_json(out)["violations"]}
    assert got == {"launch-total", "too-many-copies"}


@pytest.mark.parametrize("setting, words", [
    ("deck_mn=20", ["deck_mn", "deck_min"]),
    ("deck_min=abc", ["deck_min", "abc"]),
    ("deck_min=-3", ["deck_min", "negative"]),
    ("deck_min", ["OPTION=VALUE"]),
    ("=20", ["OPTION=VALUE"]),
])
def test_bad_set_option_exits_2(cli: Cli, setting: str, words: list[str]) -> None:
    code, out, err = cli("check", str(STARTERS["monsuno-hard"]), "--set", setting)
    assert code == 2
    assert out == ""
    assert err.startswith("deckbuilder: ")
    for word in words:
        assert word in err


def test_set_deck_min_none_does_not_crash(cli: Cli) -> None:
    code, _out, err = cli("check", str(STARTERS["monsuno-hard"]), "--set", "deck_min=none")
    assert code in (0, 2)
    if code == 2:
        assert "deck_min" in err


def test_unknown_ruleset_exits_2(cli: Cli) -> None:
    code, out, err = cli("check", str(STARTERS["monsuno-hard"]), "--ruleset", "monsuno-hrad")
    assert code == 2 and out == ""
    assert "unknown ruleset 'monsuno-hrad'" in err and "monsuno-hard" in err


def test_unparsable_deck_file_exits_2_naming_the_file_and_line(cli: Cli, tmp_path: Path) -> None:
    path = _write(tmp_path, "bad.txt", "Name: Bad\nTeam:\n1 Storm Vector\n\nDeck:\n3x\n")
    code, out, err = cli("check", str(path))
    assert code == 2 and out == ""
    assert f"{path}: line 6:" in err
    assert "'3x'" in err


@pytest.mark.parametrize("text, line", [
    ("Deck:\n0 Gale Lance\n", 2),
    ("SB:\n", 1),
    ("Deck:\n1 Gale Lance\nRuleset: monsuno-hard\n", 3),
])
def test_more_unparsable_lines(cli: Cli, tmp_path: Path, text: str, line: int) -> None:
    path = _write(tmp_path, "bad.txt", text)
    code, _, err = cli("check", str(path))
    assert code == 2
    assert f"{path}: line {line}:" in err


def test_missing_deck_file_exits_2(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "nowhere.txt"
    code, _, err = cli("check", str(path))
    assert code == 2
    assert str(path) in err and "no such file" in err


def test_a_flat_list_puts_the_monsuno_in_the_team(cli: Cli, tmp_path: Path) -> None:
    text = ("Ruleset: monsuno-medium\nStorm Vector\n2 Gale Lance\n2x Vector Dive\n"
            "1 Hailstorm Volley\nfalcon talon\n")
    code, out, _ = cli("check", str(_write(tmp_path, "flat.txt", text)), "--json")
    assert code == 0
    doc = _one_json(out)
    assert doc["counts"] == {"team": 1, "deck": 6, "sideboard": 0}
    assert doc["violations"] == []


def test_the_ruleset_is_guessed_when_the_file_has_none(cli: Cli, tmp_path: Path) -> None:
    text = STARTERS["redakai-advanced"].read_text(encoding="utf-8").replace(
        "Ruleset: redakai-advanced\n", "")
    code, out, _ = cli("check", str(_write(tmp_path, "noruleset.txt", text)))
    assert code == 0
    assert "redakai-advanced (guessed from the cards): LEGAL" in out.splitlines()[0]


def test_suffixes_of_other_deck_tools_are_dropped_in_flat_and_json_lists(
        cli: Cli, tmp_path: Path) -> None:
    # Set/number and foil suffixes as Moxfield-like tools write them: the team is found,
    # the ruleset guessed, and the cards count as the catalog's.
    text = "Storm Vector (MS1) 3\n3 Gale Lance *F*\n2x Vector Dive (MS1) 12 *F*\n"
    code, out, err = cli("check", str(_write(tmp_path, "flat.txt", text)), "--json")
    assert code == 0, out + err
    assert _one_json(out)["counts"] == {"team": 1, "deck": 5, "sideboard": 0}
    doc = {"format": "deckbuilder-deck", "version": 1, "name": "J",
           "team": [{"name": "Storm Vector (MS1) 3", "count": 1}],
           "deck": [{"name": "Gale Lance *F*", "count": 3},
                    {"name": "Vector Dive (MS1) 12", "count": 2}]}
    code, out, err = cli("check", str(_write(tmp_path, "j.json", json.dumps(doc))))
    assert code == 0, out + err
    assert "monsuno-medium (guessed from the cards): LEGAL" in out.splitlines()[0]


def test_collection_check_warns_per_card(cli: Cli) -> None:
    medium = str(STARTERS["monsuno-medium"])
    # Without --collection there is no ownership check at all.
    assert _one_json(cli("check", medium, "--json")[1])["violations"] == []
    assert cli("collection", "set", "monsuno", "Storm Vector", "1")[0] == 0
    assert cli("collection", "set", "monsuno", "gale lance", "1")[0] == 0
    code, out, _ = cli("check", medium, "--collection", "--json")
    assert code == 0  # warnings only: still legal
    doc = _one_json(out)
    assert doc["legal"] is True
    assert all(v["code"] == "not-owned" and v["severity"] == "warning"
               for v in doc["violations"])
    by_card = {v["cards"][0]: v["message"] for v in doc["violations"]}
    assert "Storm Vector" not in by_card
    assert by_card["Gale Lance"] == "You own 1 of the 2 'Gale Lance' the deck needs — 1 missing"
    assert by_card["Vector Dive"] == "You own 0 of the 2 'Vector Dive' the deck needs — 2 missing"
    assert set(by_card) == {"Gale Lance", "Vector Dive", "Hailstorm Volley", "Falcon Talon",
                            "Quick Jab", "Tailwind", "Spark Needle"}
    # Own everything: no warnings.
    deck = parse_deck(STARTERS["monsuno-medium"].read_text(encoding="utf-8"))
    for name in deck.names():
        assert cli("collection", "set", "monsuno", name, str(deck.copies(name)))[0] == 0
    code, out, _ = cli("check", medium, "--collection", "--json")
    assert code == 0 and _one_json(out)["violations"] == []
    code, out, _ = cli("check", medium, "--collection")
    assert out.splitlines()[0].endswith(": LEGAL")


# =========================================================================== saved decks


def test_import_list_export_round_trip(cli: Cli, tmp_path: Path) -> None:
    for rid, path in STARTERS.items():
        code, out, err = cli("deck", "import", str(path))
        assert code == 0, err
        assert out.startswith(f"saved deck {STARTER_NAMES[rid]!r} ({rid}):")
        assert "— legal" in out
        assert err == ""
    code, out, _ = cli("deck", "list", "--json")
    assert code == 0
    listed = {d["name"]: d for d in json.loads(out)}
    assert set(listed) == set(STARTER_NAMES.values())
    for rid, name in STARTER_NAMES.items():
        deck = parse_deck(STARTERS[rid].read_text(encoding="utf-8"))
        assert listed[name]["ruleset"] == rid
        assert listed[name]["cards"] == deck.count("team") + deck.count("deck")
    code, out, _ = cli("deck", "list")
    assert code == 0 and len(out.splitlines()) == 5
    assert any(line.startswith("Eclipse Venom  [monsuno-hard]  34 cards")
               for line in out.splitlines())
    for rid, name in STARTER_NAMES.items():
        target = tmp_path / f"{rid}.out.txt"
        code, out, _ = cli("deck", "export", name.lower(), str(target))
        assert code == 0
        assert str(target) in out
        original = parse_deck(STARTERS[rid].read_text(encoding="utf-8"))
        assert parse_deck(target.read_text(encoding="utf-8")) == original
        # The exported file checks legal again.
        assert cli("check", str(target))[0] == 0


def test_export_to_the_terminal(cli: Cli) -> None:
    assert cli("deck", "import", str(STARTERS["monster-cards"]))[0] == 0
    code, out, _ = cli("deck", "export", "Wild Menagerie", "-")
    assert code == 0
    assert parse_deck(out) == parse_deck(STARTERS["monster-cards"].read_text(encoding="utf-8"))


def test_import_uses_catalog_names_and_the_ruleset_option(cli: Cli, tmp_path: Path) -> None:
    text = ("Name: Spelled Freely\nTeam:\n1 Штормовой вектор\nDeck:\n2 GALE LANCE\n"
            "2 vector dive\n1 Hailstorm Volley\n")
    path = _write(tmp_path, "free.txt", text)
    code, out, err = cli("deck", "import", str(path), "--ruleset", "monsuno-medium")
    assert code == 0, err
    assert "(monsuno-medium)" in out and "— legal" in out
    code, out, _ = cli("deck", "export", "Spelled Freely", "-")
    assert code == 0
    deck = parse_deck(out)
    assert deck.ruleset == "monsuno-medium"
    assert [e.name for e in deck.team] == ["Storm Vector"]
    assert [e.name for e in deck.deck] == ["Gale Lance", "Vector Dive", "Hailstorm Volley"]


def test_import_reports_an_illegal_deck_but_saves_it(cli: Cli, tmp_path: Path) -> None:
    path = _write(tmp_path, "cut.txt", _hard_deck_text(28))
    code, out, err = cli("deck", "import", str(path))
    assert code == 0
    assert "— not legal" in out
    assert "Only 28 strike cards — the deck needs at least 30" in err


def test_import_name_clash_replace_and_rename(cli: Cli) -> None:
    hard = str(STARTERS["monsuno-hard"])
    assert cli("deck", "import", hard)[0] == 0
    code, _, err = cli("deck", "import", hard)
    assert code == 2
    assert "'Eclipse Venom' already exists" in err and "--replace" in err
    assert cli("deck", "import", hard, "--replace")[0] == 0
    assert cli("deck", "import", hard, "--name", "Venom II")[0] == 0
    code, out, _ = cli("deck", "list", "--json")
    assert sorted(d["name"] for d in json.loads(out)) == ["Eclipse Venom", "Venom II"]


def test_import_without_a_name_uses_the_file_name(cli: Cli, tmp_path: Path) -> None:
    text = STARTERS["monsuno-medium"].read_text(encoding="utf-8").replace(
        "Name: Gale Runner\n", "")
    path = _write(tmp_path, "my gale deck.txt", text)
    assert cli("deck", "import", str(path))[0] == 0
    assert [d["name"] for d in json.loads(cli("deck", "list", "--json")[1])] == ["my gale deck"]


@pytest.mark.parametrize("text, words", [
    ("Name: X\nRuleset: monsuno-hard\nTeam:\n1 Storm Vector\nSB:\n", ["line 5", "SB:"]),
    ("Name: X\nRuleset: no-such-rules\nTeam:\n1 Storm Vector\n", ["unknown ruleset"]),
    ("Name: X\nDeck:\n2 Zzqx Wvvb\n", ["no ruleset"]),
])
def test_a_bad_import_exits_2_and_saves_nothing(cli: Cli, tmp_path: Path, text: str,
                                                words: list[str]) -> None:
    path = _write(tmp_path, "bad.txt", text)
    code, out, err = cli("deck", "import", str(path))
    assert code == 2 and out == ""
    for word in words:
        assert word in err
    assert json.loads(cli("deck", "list", "--json")[1]) == []


def test_rename_duplicate_delete(cli: Cli) -> None:
    assert cli("deck", "import", str(STARTERS["monsuno-medium"]))[0] == 0
    code, out, _ = cli("deck", "rename", "gale runner", "Gale Racer")
    assert code == 0 and "'Gale Racer'" in out
    code, out, _ = cli("deck", "duplicate", "Gale Racer")
    assert code == 0 and "'Gale Racer (copy)'" in out
    assert cli("deck", "duplicate", "Gale Racer", "Third Gale")[0] == 0
    names = sorted(d["name"] for d in json.loads(cli("deck", "list", "--json")[1]))
    assert names == ["Gale Racer", "Gale Racer (copy)", "Third Gale"]
    # Clashes and missing decks are input errors.
    code, _, err = cli("deck", "rename", "Third Gale", "GALE RACER")
    assert code == 2 and "already exists" in err
    code, _, err = cli("deck", "duplicate", "Nope")
    assert code == 2 and "no deck called 'Nope'" in err
    assert cli("deck", "delete", "Gale Racer (copy)")[0] == 0
    code, _, err = cli("deck", "delete", "Gale Racer (copy)")
    assert code == 2 and "no deck called" in err
    code, _, err = cli("deck", "export", "Nope", "-")
    assert code == 2 and "no deck called 'Nope'" in err
    names = sorted(d["name"] for d in json.loads(cli("deck", "list", "--json")[1]))
    assert names == ["Gale Racer", "Third Gale"]
    # The copy is the same deck under another name.
    a = parse_deck(cli("deck", "export", "Gale Racer", "-")[1])
    b = parse_deck(cli("deck", "export", "Third Gale", "-")[1])
    assert (a.team, a.deck, a.sideboard, a.ruleset) == (b.team, b.deck, b.sideboard, b.ruleset)


def test_empty_deck_list(cli: Cli) -> None:
    code, out, err = cli("deck", "list")
    assert code == 0 and out == ""
    assert "no saved decks yet" in err


# =========================================================================== file forms


def test_a_json_deck_file_checks_and_imports(cli: Cli, tmp_path: Path) -> None:
    from deckbuilder.rules.decklist import deck_to_json_text

    deck = parse_deck(STARTERS["monsuno-medium"].read_text(encoding="utf-8"))
    path = _write(tmp_path, "gale.json", deck_to_json_text(deck))
    code, out, _ = cli("check", str(path), "--json")
    assert code == 0 and _one_json(out)["ruleset"] == "monsuno-medium"
    assert cli("deck", "import", str(path))[0] == 0
    assert parse_deck(cli("deck", "export", "Gale Runner", "-")[1]) == deck


def test_a_byte_order_mark_is_ignored(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + STARTERS["monster-cards"].read_bytes())
    code, out, _ = cli("check", str(path))
    assert code == 0
    assert out.startswith("Wild Menagerie — monster-cards: LEGAL")


def test_a_file_that_is_not_utf8_exits_2(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("Name: L\n1 Café Golem\n".encode("latin-1"))
    code, _, err = cli("check", str(path))
    assert code == 2
    assert str(path) in err and "not UTF-8" in err


def test_export_into_a_missing_folder_names_the_file_given(cli: Cli, tmp_path: Path) -> None:
    assert cli("deck", "import", str(STARTERS["monster-cards"]))[0] == 0
    target = tmp_path / "no such folder" / "deck.txt"
    code, _, err = cli("deck", "export", "Wild Menagerie", str(target))
    assert code == 2
    assert f"{target}:" in err and ".part" not in err


def test_export_to_a_json_file_writes_the_json_form(cli: Cli, tmp_path: Path) -> None:
    from deckbuilder.rules.decklist import DeckList

    assert cli("deck", "import", str(STARTERS["monster-cards"]))[0] == 0
    original = parse_deck(STARTERS["monster-cards"].read_text(encoding="utf-8"))
    for name in ("menagerie.json", "MENAGERIE.JSON"):
        target = tmp_path / name
        code, out, _ = cli("deck", "export", "Wild Menagerie", str(target))
        assert code == 0 and str(target) in out
        doc = json.loads(target.read_text(encoding="utf-8"))  # JSON, not the text format
        assert doc["format"] == "deckbuilder-deck"
        assert DeckList.from_json(doc) == original
        # … and it checks and imports like any deck file.
        assert cli("check", str(target))[0] == 0
    # Any other name still gets the text format.
    target = tmp_path / "menagerie.deck"
    assert cli("deck", "export", "Wild Menagerie", str(target))[0] == 0
    assert parse_deck(target.read_text(encoding="utf-8")) == original


@pytest.mark.parametrize("key, hint", [("Team", "team"), ("decks", "deck")])
def test_a_json_deck_with_a_misspelt_zone_exits_2(cli: Cli, tmp_path: Path, key: str,
                                                  hint: str) -> None:
    # It used to read as an empty zone: "NOT LEGAL", exit 1, the cards silently gone.
    doc = {"format": "deckbuilder-deck", "version": 1, "ruleset": "monsuno-medium",
           "team": [{"name": "Storm Vector", "count": 1}],
           "deck": [{"name": "Gale Lance", "count": 5}]}
    doc[key] = doc.pop(hint)
    path = _write(tmp_path, "typo.json", json.dumps(doc, indent=1))
    code, out, err = cli("check", str(path))
    assert code == 2 and out == ""
    assert f"unknown field {key!r}" in err and f"did you mean {hint!r}" in err
    line = json.dumps(doc, indent=1).splitlines().index(f' "{key}": [') + 1
    assert f"{path}: line {line}:" in err


def test_a_bad_value_in_a_pretty_printed_json_deck_names_its_line(cli: Cli,
                                                                  tmp_path: Path) -> None:
    text = ('{\n "format": "deckbuilder-deck",\n "version": 1,\n "ruleset": "monsuno-medium",\n'
            ' "team": [{"name": "Storm Vector", "count": 1}],\n "deck": [\n'
            '  {"name": "Gale Lance", "count": 5},\n  {"name": "Vector Dive", "count": "2"}\n'
            ' ]\n}\n')
    path = _write(tmp_path, "pretty.json", text)
    code, _, err = cli("check", str(path))
    assert code == 2
    assert f"{path}: line 8: field 'deck[2]'.count" in err


def test_suffixed_names_check_as_the_card_of_that_name(cli: Cli, tmp_path: Path) -> None:
    # A card really called "Golem (MK) 2" (cost 5) next to "Golem" (cost 16): the deck line
    # "13 Golem (MK) 2" is 13 × the first (65), not 13 × the second (208 > 200).
    monster = {"game": "monster-cards", "kind": "monster", "element": "normal",
               "species": "machine", "means": "close", "size": "small"}
    catalog = {"format": "deckbuilder-catalog", "version": 1, "cards": [
        {**monster, "name": "Golem (MK) 2", "rarity": "C", "power": 1},
        {**monster, "name": "Golem", "rarity": "UR", "power": 5},
    ]}
    assert cli("catalog", "import", str(_write(tmp_path, "golems.json",
                                               json.dumps(catalog))))[0] == 0
    path = _write(tmp_path, "golems.txt", "Name: Golems\nRuleset: monster-cards\n"
                  "13 Golem (MK) 2\n1 Emberpaw Cub (MC1) 7\n")
    code, out, err = cli("check", str(path), "--json")
    assert code == 0, out + err
    assert _one_json(out)["violations"] == []
    # Saved and exported, the name reads back unchanged.
    assert cli("deck", "import", str(path))[0] == 0
    exported = parse_deck(cli("deck", "export", "Golems", "-")[1])
    assert exported.deck == (DeckEntry("Golem (MK) 2", 13), DeckEntry("Emberpaw Cub", 1))


def test_deck_min_above_deck_max_exits_2_naming_both(cli: Cli) -> None:
    code, out, err = cli("check", str(STARTERS["redakai-advanced"]), "--set", "deck_max=10")
    assert code == 2 and out == ""
    assert "deck_min (40)" in err and "deck_max (10)" in err
    code, out, err = cli("check", str(STARTERS["monster-cards"]), "--set", "deck_min=30")
    assert code == 2 and "deck_min (30)" in err and "deck_max (20)" in err
    # Both moved together is fine.
    code, _, err = cli("check", str(STARTERS["monster-cards"]), "--set", "deck_min=5",
                       "--set", "deck_max=25")
    assert code in (0, 1) and err == ""
