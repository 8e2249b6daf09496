"""The picture exports of ``deck export``: Tabletop Simulator (saved object + deck sheets),
the deck image (PNG) and the registration sheet (PDF), made by the command as a user runs
it and opened the way TTS, an image viewer and a PDF reader would (issue 19)."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from PIL import Image, ImageChops, ImageStat
from pypdf import PdfReader

from deckbuilder.paths import resource
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.seeding import open_database
from tests.conftest import Cli

# The pictures are painted with Qt: one application for the whole run (one a command
# made on its own would stop later tests from making widgets).
pytestmark = pytest.mark.usefixtures("qapp")

CARD_W, CARD_H = 409, 571  # a face on a TTS sheet: 10 × 7 of them fit TTS's 4096 px


def _picture(db_path: str, name: str, game: str = "monsuno") -> Image.Image:
    db = open_database(db_path)
    try:
        catalog = CatalogService(db)
        rec = catalog.cards.find(name, game)
        assert rec is not None and rec.picture
        return Image.open(catalog.picture_path(rec.picture)).convert("RGB")
    finally:
        db.close()


def _difference(a: Image.Image, b: Image.Image) -> float:
    """The mean difference of two pictures of one size, 0 (same) to 255."""
    return sum(ImageStat.Stat(ImageChops.difference(a.convert("RGB"), b.convert("RGB"))).mean) / 3


def _forty_card_deck(cli: Cli, tmp_path: Path) -> list[str]:
    """Saves "Forty": the monsuno-tcg starter's 40 strike cards; returns them in order."""
    starter = parse_deck(resource("decks", "monsuno-tcg.txt").read_text(encoding="utf-8"))
    text = "Name: Forty\nRuleset: monsuno-tcg\nDeck:\n" + "".join(
        f"{e.count} {e.name}\n" for e in starter.deck)
    path = tmp_path / "forty.txt"
    path.write_text(text, encoding="utf-8")
    assert cli("deck", "import", str(path))[0] == 0
    assert starter.count("deck") == 40
    return [e.name for e in starter.deck for _ in range(e.count)]


def test_tts_export_of_a_40_card_deck(cli: Cli, tmp_path: Path, db_path: str) -> None:
    names = _forty_card_deck(cli, tmp_path)
    out = tmp_path / "tts" / "Forty.json"
    out.parent.mkdir()
    code, stdout, err = cli("deck", "export", "Forty", str(out), "--format", "tts")
    assert code == 0, err
    assert "Forty-sheet1.png" in stdout and "Forty-back.png" in stdout
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert len(doc["ObjectStates"]) == 1
    deck = doc["ObjectStates"][0]
    assert deck["Name"] == "DeckCustom" and deck["Nickname"] == "Forty"
    assert len(deck["DeckIDs"]) == 40
    assert list(deck["CustomDeck"]) == ["1"]
    sheet_info = deck["CustomDeck"]["1"]
    assert (sheet_info["NumWidth"], sheet_info["NumHeight"]) == (10, 7)
    assert sheet_info["BackIsHidden"] is True
    # One contained card per copy, in deck order, each naming its face.
    contained = deck["ContainedObjects"]
    assert [c["Nickname"] for c in contained] == names
    assert [c["CardID"] for c in contained] == deck["DeckIDs"]
    assert all(c["Name"] == "Card" and "1" in c["CustomDeck"] for c in contained)
    # The same card has the same face; distinct cards get the slots in order from 100.
    first_ids = list(dict.fromkeys(deck["DeckIDs"]))
    assert first_ids == list(range(100, 100 + len(set(names))))

    sheet_path = Path(unquote(urlparse(sheet_info["FaceURL"]).path))
    back_path = Path(unquote(urlparse(sheet_info["BackURL"]).path))
    assert sheet_info["FaceURL"].startswith("file://") and sheet_path.parent == out.parent
    sheet = Image.open(sheet_path)
    assert sheet.size == (10 * CARD_W, 7 * CARD_H)
    assert abs(CARD_W / CARD_H - 63 / 88) < 0.005

    def face(slot: int) -> Image.Image:
        x, y = (slot % 10) * CARD_W, (slot // 10) * CARD_H
        return sheet.crop((x, y, x + CARD_W, y + CARD_H))

    first = _picture(db_path, names[0]).resize((CARD_W, CARD_H), Image.Resampling.LANCZOS)
    assert _difference(face(0), first) < 4
    assert _difference(face(1), first) > 10  # … and it is not just any card
    # The last slot is the hidden face: the card back.
    back = Image.open(back_path)
    assert back.size == (CARD_W, CARD_H)
    assert _difference(face(69), back) < 1


def test_tts_export_spreads_more_than_69_cards_over_two_sheets(cli: Cli,
                                                              tmp_path: Path) -> None:
    # 75 cards of the player's own (no pictures: their drawn faces), one copy each.
    cards = [{"game": "monsuno", "name": f"Home Strike {i:02}", "kind": "strike",
              "launch": 1, "speed": 1, "damage": 1, "strike_type": "venom"}
             for i in range(75)]
    catalog = tmp_path / "home.json"
    catalog.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1,
                                   "cards": cards}), encoding="utf-8")
    code, _, err = cli("catalog", "import", str(catalog))
    assert code == 0, err
    deck = tmp_path / "home.txt"
    deck.write_text("Name: Home\nRuleset: monsuno-tcg\nDeck:\n"
                    + "".join(f"1 {c['name']}\n" for c in cards), encoding="utf-8")
    assert cli("deck", "import", str(deck))[0] == 0
    out = tmp_path / "home-tts.json"
    code, _, err = cli("deck", "export", "Home", str(out), "--format", "tts")
    assert code == 0, err
    obj = json.loads(out.read_text(encoding="utf-8"))["ObjectStates"][0]
    assert list(obj["CustomDeck"]) == ["1", "2"]
    assert obj["DeckIDs"] == [*range(100, 169), *range(200, 206)]
    for sheet in ("1", "2"):
        path = Path(unquote(urlparse(obj["CustomDeck"][sheet]["FaceURL"]).path))
        assert path.name == f"home-tts-sheet{sheet}.png"
        assert Image.open(path).size == (10 * CARD_W, 7 * CARD_H)
    assert obj["ContainedObjects"][70]["CustomDeck"].keys() == {"2"}


def test_tts_export_refuses_unknown_cards_and_writes_nothing(cli: Cli, tmp_path: Path) -> None:
    path = tmp_path / "odd.txt"
    path.write_text("Ruleset: monsuno-medium\nTeam:\n1 Storm Vector\nDeck:\n2 No Such Card\n",
                    encoding="utf-8")
    assert cli("deck", "import", str(path))[0] == 0
    out = tmp_path / "out"
    out.mkdir()
    code, _, err = cli("deck", "export", "odd", str(out / "odd.json"), "--format", "tts")
    assert code == 2 and "'No Such Card'" in err
    assert list(out.iterdir()) == []


def test_deck_image_shows_the_cards_by_group(cli: Cli, tmp_path: Path, db_path: str) -> None:
    assert cli("deck", "import", str(resource("decks", "monsuno-hard.txt")))[0] == 0
    out = tmp_path / "venom.png"
    code, _, err = cli("deck", "export", "Eclipse Venom", str(out))
    assert code == 0, err
    img = Image.open(out)
    assert img.format == "PNG" and img.width == 2 * 28 + 8 * 180 + 7 * 12
    # The first thumbnail (under the header and the "Team (3)" title) is the first team
    # card's picture; its count badge sits in the corner, so compare the top half.
    thumb_h = round(180 * 88 / 63)
    top = 150 + 48
    shown = img.crop((28, top, 28 + 180, top + thumb_h // 2))
    expected = _picture(db_path, "Umbra Mantis").resize((180, thumb_h),
                                                        Image.Resampling.LANCZOS)
    assert _difference(shown, expected.crop((0, 0, 180, thumb_h // 2))) < 6


def test_deck_sheet_lists_every_card_the_totals_and_the_verdict(cli: Cli,
                                                                tmp_path: Path) -> None:
    starter = resource("decks", "redakai-advanced.txt")
    assert cli("deck", "import", str(starter))[0] == 0
    deck = parse_deck(starter.read_text(encoding="utf-8"))
    out = tmp_path / "sheet.pdf"
    code, _, err = cli("deck", "export", deck.name, str(out))
    assert code == 0, err
    # (pypdf gives the words with tabs, the count on a line of its own, "fi" as a ligature)
    text = " ".join(unicodedata.normalize("NFKC", " ".join(
        page.extract_text() for page in PdfReader(out).pages)).split())
    for words in ("Deck registration sheet", "Player name:", "Deck name:", deck.name,
                  "Redakai — advanced rules", "Legal",
                  f"Team {deck.count('team')} · ", f"Sideboard {deck.count('sideboard')}"):
        assert words in text, words
    for e in (*deck.team, *deck.deck, *deck.sideboard):
        assert f"{e.count} {e.name} " in text + " ", e
