"""Deck codes (issue 31.8) through the command line: written by ``deck export --format
code``, read by ``deck import`` and ``check`` (from a file or standard input), and a damaged
code refused with exit 2 and a message that says so."""

from __future__ import annotations

import base64
import io
import json
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest

from deckbuilder.catalog.decks import DeckRepository
from deckbuilder.paths import resource
from deckbuilder.rules.deckcode import encode_deck_code
from deckbuilder.rules.decklist import DeckEntry, DeckList
from deckbuilder.services.seeding import open_database
from tests.conftest import Cli


def _saved(db_path: str, name: str) -> DeckList:
    db = open_database(db_path)
    try:
        return DeckRepository(db).load(name)[1]
    finally:
        db.close()


def _code_of(cli: Cli, deck_file: str = "monsuno-hard.txt") -> str:
    assert cli("deck", "import", str(resource("decks", deck_file)), "--name", "Mine")[0] == 0
    code, out, err = cli("deck", "export", "Mine", "-", "--format", "code")
    assert code == 0, err
    return out.strip()


def test_a_deck_code_is_short_and_names_cards_by_set_and_number(cli: Cli) -> None:
    text = _code_of(cli)
    assert text.startswith("DB1:") and len(text) < 300, text
    blob = base64.urlsafe_b64decode(text[4:] + "=" * (-len(text[4:]) % 4))
    payload = json.loads(zlib.decompress(blob[:-4]))
    assert payload[:3] == ["monsuno", "monsuno-hard", "Mine"]
    # Cards by their set and collector number, not by name (names change by language).
    assert all(len(e) == 3 and e[0] == "MSN-1" for zone in payload[3:] for e in zone)
    assert "Nightsting" not in zlib.decompress(blob[:-4]).decode("utf-8")


def test_deck_import_and_check_read_a_code_from_a_file_and_standard_input(
        cli: Cli, db_path: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = _code_of(cli)
    original = _saved(db_path, "Mine")
    path = tmp_path / "code.txt"
    path.write_text(text + "\n", encoding="utf-8")
    code, out, err = cli("check", str(path))
    assert code == 0, err
    assert out.startswith("Mine — monsuno-hard: LEGAL"), out
    # A chat wraps a long line: the code still reads.
    wrapped = "\n".join(text[i:i + 50] for i in range(0, len(text), 50))
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(wrapped.encode()),
                                                       encoding="utf-8"))
    code, out, err = cli("deck", "import", "-", "--name", "Pasted")
    assert code == 0, err
    again = _saved(db_path, "Pasted")
    assert (again.team, again.deck, again.sideboard, again.ruleset) == (
        original.team, original.deck, original.sideboard, original.ruleset)


def _flip(text: str, at: int) -> str:
    swapped = "A" if text[at] != "A" else "B"
    return text[:at] + swapped + text[at + 1:]


@pytest.mark.parametrize("damage, words", [
    (lambda t: _flip(t, len(t) // 2), "the deck code is damaged"),
    (lambda t: t[:-6], "the deck code is damaged"),
    (lambda t: t[:4] + "!!" + t[4:], "line 1"),
    (lambda t: "DB7:" + t[4:], "a deck code of version 7; this Deckbuilder reads version 1"),
])
def test_a_damaged_code_exits_2_and_saves_nothing(cli: Cli, tmp_path: Path,
                                                  damage: Callable[[str], str],
                                                  words: str) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(damage(_code_of(cli)), encoding="utf-8")
    code, out, err = cli("check", str(path))
    assert code == 2 and out == "", out
    assert f"{path}: line 1: " in err and words in err, err
    code, _, err = cli("deck", "import", str(path), "--name", "Broken")
    assert code == 2
    assert "Broken" not in cli("deck", "list")[1]


def test_a_code_naming_a_card_the_catalog_lacks_names_it(cli: Cli, tmp_path: Path) -> None:
    deck = DeckList(name="Far", ruleset="monsuno-tcg",
                    deck=(DeckEntry("Unseen Card", 2), DeckEntry("Nightsting", 1)))
    ids = {"Unseen Card": ("MSN-9", "404")}
    path = tmp_path / "far.txt"
    path.write_text(encode_deck_code(deck, "monsuno", ids.get), encoding="utf-8")
    code, _, err = cli("check", str(path))
    assert code == 2
    assert ("line 1: the deck code names the card MSN-9 404 of monsuno, which the catalog "
            "does not have") in err, err
