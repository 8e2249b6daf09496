"""Deck files as other tools write them (RULES.md §2, issue 19): each convention is fed to
the ``check`` command exactly as that tool writes it, on a private copy of the starter
database."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.cli import main

Cli = Callable[..., tuple[int, str, str]]

# The monsuno-hard starter (Eclipse Venom): its team, its strike cards, its sideboard.
TEAM = ["Umbra Mantis", "Noctilux Serpent", "Gloomspire Bat"]
DECK = [(3, "Nightsting"), (2, "Umbral Coil"), (2, "Ashen Breath"), (1, "Eclipse Verdict"),
        (3, "Dusk Flutter"), (2, "Shade Siphon"), (2, "Mantis Scythe"), (1, "Toxin Bloom"),
        (2, "Hollow Echo"), (1, "Veil of Thorns"), (2, "Serpent's Hex"),
        (2, "Blackout Pulse"), (1, "Gloom Dive"), (2, "Venom Dart"), (2, "Quick Jab"),
        (2, "Tailwind"), (1, "Overdrive Core")]
SIDE = [(1, "Second Wind"), (1, "Brace Stance")]


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], starter_db: Database) -> Cli:
    db = str(starter_db.path)
    starter_db.close()

    def run(*args: str) -> tuple[int, str, str]:
        code = main(["--db", db, *args])
        out, err = capsys.readouterr()
        return code, out, err

    return run


def _check(cli: Cli, tmp_path: Path, text: str, name: str = "deck.txt",
           *extra: str) -> dict[str, Any]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    code, out, err = cli("check", str(path), "--json", *extra)
    assert code in (0, 1), err
    doc = json.loads(out)
    assert isinstance(doc, dict)
    return doc


def _lines(fmt: Callable[[int, str, int], str],
           cards: list[tuple[int, str]]) -> list[str]:
    return [fmt(n, name, i + 1) for i, (n, name) in enumerate(cards)]


def _is_the_starter(doc: dict[str, Any]) -> None:
    assert doc["counts"] == {"team": 3, "deck": sum(n for n, _ in DECK), "sideboard": 2}, doc
    assert doc["ruleset"] == "monsuno-hard"
    assert [v for v in doc["violations"] if v["severity"] == "error"] == []
    assert doc["legal"] is True


# ------------------------------------------------------------------ MTGO and Arena (issue 14.6)


def test_mtgo_list_cards_after_the_blank_line_are_the_sideboard(cli: Cli,
                                                                 tmp_path: Path) -> None:
    # MTGO's "Save as .txt": "N Name" lines, a blank line, the sideboard. No headers.
    main_part = [f"1 {n}" for n in TEAM] + [f"{n} {name}" for n, name in DECK]
    side = [f"{n} {name}" for n, name in SIDE]
    text = "\r\n".join([*main_part, "", *side]) + "\r\n"
    doc = _check(cli, tmp_path, text)
    _is_the_starter(doc)


def test_mtgo_sideboard_is_not_merged_so_copy_limits_are_judged_right(
        cli: Cli, tmp_path: Path) -> None:
    # A 4th Nightsting in the sideboard: merged into the deck it would break "≤ 3 copies".
    main_part = [f"1 {n}" for n in TEAM] + [f"{n} {name}" for n, name in DECK]
    text = "\n".join([*main_part, "", "1 Nightsting", "1 Second Wind"]) + "\n"
    doc = _check(cli, tmp_path, text, "mtgo.txt", "--ruleset", "monsuno-hard")
    assert doc["counts"] == {"team": 3, "deck": 31, "sideboard": 2}


def test_arena_export_with_about_preamble_and_set_codes(cli: Cli, tmp_path: Path) -> None:
    # Arena's export: About/Name preamble, then Deck and Sideboard with "(SET) number".
    # The team is in the Deck section (Arena has no team): it goes to the team.
    deck = _lines(lambda n, name, i: f"{n} {name} (MS1) {i}", [(1, t) for t in TEAM] + DECK)
    side = _lines(lambda n, name, i: f"{n} {name} (MS2) {40 + i}", SIDE)
    text = "\n".join(["About", "Name Eclipse Venom", "", "Deck", *deck, "", "Sideboard",
                      *side]) + "\n"
    _is_the_starter(_check(cli, tmp_path, text, "arena.txt"))
    code, out, _ = cli("check", str(tmp_path / "arena.txt"))
    assert code == 0
    assert out.startswith("Eclipse Venom — monsuno-hard (guessed from the cards): LEGAL"), out


def test_arena_commander_and_companion_sections_are_the_team(cli: Cli,
                                                             tmp_path: Path) -> None:
    text = "\n".join(["Commander", f"1 {TEAM[0]} (MS1) 1", f"1 {TEAM[1]} (MS1) 2", "",
                      "Companion", f"1 {TEAM[2]} (MS1) 3", "", "Deck",
                      *_lines(lambda n, name, i: f"{n} {name} (MS1) {i}", DECK), "",
                      "Sideboard", *_lines(lambda n, name, i: f"{n} {name}", SIDE)]) + "\n"
    _is_the_starter(_check(cli, tmp_path, text, "arena.txt"))


def test_arena_list_without_headers_uses_the_blank_line(cli: Cli, tmp_path: Path) -> None:
    # Arena's clipboard export of a deck with no "Deck" line: lines, blank, sideboard.
    deck = _lines(lambda n, name, i: f"{n} {name} (MS1) {i}", [(1, t) for t in TEAM] + DECK)
    side = _lines(lambda n, name, i: f"{n} {name} (MS1) {50 + i}", SIDE)
    _is_the_starter(_check(cli, tmp_path, "\n".join([*deck, "", *side]) + "\n"))


# ------------------------------------------------------------------------ other tools


def test_moxfield_export_with_finish_markers(cli: Cli, tmp_path: Path) -> None:
    # Moxfield's "Export for MTGA/Moxfield": lower/upper set codes, *F* and *E* finishes,
    # a "SIDEBOARD:" header.
    deck = [f"1 {TEAM[0]} (MS1) 1 *F*", f"1 {TEAM[1]} (ms1) 2", f"1 {TEAM[2]} (MS1) 3 *E*",
            *_lines(lambda n, name, i: f"{n} {name} (MS1) {i}"
                    + (" *F*" if i % 2 else ""), DECK)]
    text = "\n".join([*deck, "", "SIDEBOARD:", "1 Second Wind (MS1) 60 *F*",
                      "1 Brace Stance (MS1) 61"]) + "\n"
    _is_the_starter(_check(cli, tmp_path, text, "moxfield.txt"))


def test_tcgplayer_set_code_after_the_name(cli: Cli, tmp_path: Path) -> None:
    # TCGplayer's mass entry: "1 Name [SET]".
    deck = _lines(lambda n, name, i: f"{n} {name} [MS1]", [(1, t) for t in TEAM] + DECK)
    side = _lines(lambda n, name, i: f"{n} {name} [MS2]", SIDE)
    _is_the_starter(_check(cli, tmp_path, "\n".join([*deck, "", *side]) + "\n"))


def test_archidekt_lower_case_set_codes_categories_and_foil(cli: Cli,
                                                            tmp_path: Path) -> None:
    # Archidekt's text export: "1x Name (set) 12 *F* [Category]".
    deck = [f"1x {t} (ms1) {i} [Team]" for i, t in enumerate(TEAM, 1)]
    deck += _lines(lambda n, name, i: f"{n}x {name} (ms1) {i}"
                   + (" *F*" if i == 1 else "") + " [Strike]", DECK)
    side = _lines(lambda n, name, i: f"{n}x {name} (ms2) {i} [Sideboard]", SIDE)
    _is_the_starter(_check(cli, tmp_path, "\n".join([*deck, "", *side]) + "\n"))


def test_mws_dec_file(cli: Cli, tmp_path: Path) -> None:
    # Magic Workstation's .dec: header comments, "N [SET] Name", "SB:  N [SET] Name".
    lines = ["// Deck file for Magic Workstation (http://www.magicworkstation.com)",
             "// NAME : Eclipse Venom", "// CREATOR : Ana", "// FORMAT : Hard", ""]
    lines += [f"        1 [MS1] {t}" for t in TEAM]
    lines += [f"        {n} [MS1] {name}" for n, name in DECK]
    lines += [f"SB:  {n} [MS2] {name}" for n, name in SIDE]
    _is_the_starter(_check(cli, tmp_path, "\r\n".join(lines) + "\r\n", "venom.dec"))
    code, out, _ = cli("check", str(tmp_path / "venom.dec"))
    assert code == 0
    assert out.startswith("Eclipse Venom — monsuno-hard (guessed from the cards): LEGAL"), out


def test_set_code_and_number_suffix_without_parentheses(cli: Cli, tmp_path: Path) -> None:
    deck = _lines(lambda n, name, i: f"{n} {name} MS1 {i}", [(1, t) for t in TEAM] + DECK)
    text = "\n".join(["Deck", *deck, "Sideboard", "1 Second Wind (foil)",
                      "1 Brace Stance (FOIL)"]) + "\n"
    _is_the_starter(_check(cli, tmp_path, text))


# ------------------------------------------------------------- Archidekt's categories (31.1)

def _archidekt_export() -> str:
    # Archidekt's text export with "Categories" on: every card on one line, no blank line
    # between zones, ordered by name; each line "Nx Name (set) number [Categories] ^Tags^",
    # the category's deck settings as flags ({noDeck}, {noPrice}, {top}); the user's tags
    # between carets, on a line with or without categories.
    lines = [f"1x {t} (msn-1) {i} [Monsuno{{top}}]" for i, t in enumerate(TEAM, 1)]
    lines += _lines(lambda n, name, i: f"{n}x {name} (msn-1) {10 + i}"
                    + (" ^Have,#37d67a^" if i == 2 else " [Strike]"), DECK)
    lines += [f"{n}x {name} (msn-1) {40 + i} [Sideboard]" for i, (n, name) in
              enumerate(SIDE)]
    lines += ["1x Nightsting (msn-1) 11 *F* [Maybeboard{noDeck}{noPrice},Strike]",
              "2x Tailwind (msn-1) 20 [Ideas{noDeck}{noPrice}]"]
    return "\n".join(sorted(lines, key=lambda s: s.split(" ", 1)[1])) + "\n"


def test_archidekt_categories_sideboard_and_cards_outside_the_deck(cli: Cli,
                                                                   tmp_path: Path) -> None:
    # The sideboard lines sit among the others: only their category says where they go;
    # the Maybeboard and a {noDeck} category are left out.
    _is_the_starter(_check(cli, tmp_path, _archidekt_export(), "archidekt.txt"))


def test_archidekt_cards_left_out_are_said_so(cli: Cli, tmp_path: Path) -> None:
    (tmp_path / "archidekt.txt").write_text(_archidekt_export(), encoding="utf-8")
    code, out, err = cli("deck", "import", str(tmp_path / "archidekt.txt"))
    assert code == 0, err
    assert f"team 3, deck {sum(n for n, _ in DECK)}, sideboard 2" in out
    assert "left out" in err and "1 Nightsting" in err and "2 Tailwind" in err, err
    code, out, _ = cli("deck", "export", "archidekt", "-")
    assert "Import note: left out" in out
