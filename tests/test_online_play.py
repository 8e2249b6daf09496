"""Playing online (issue 31, items 6 and 7): files another player's Cockatrice and Tabletop
Simulator can use, installed straight into those programs' folders, and read back.

Each writer is checked against the other program's rules — Cockatrice's card database
schema (v4) and where it finds pictures; TTS's saved-object structure (piles as
``DeckCustom`` with ``CustomDeck``, ``DeckIDs`` and ``ContainedObjects`` that carry
``Nickname``/``Description``; the thumbnail PNG beside the JSON) — by running the
commands as a user does."""

from __future__ import annotations

import json
import os
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest
import xmlschema
from PIL import Image

from deckbuilder import platform_folders
from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.catalog.db import Database
from deckbuilder.paths import resource
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.services.seeding import open_database
from tests.conftest import Cli, cli_runner

SCHEMA = Path(__file__).parent / "schemas" / "cockatrice_carddatabase_v4.xsd"
STARTER_DECKS = sorted(p.name for p in resource("decks").glob("*.txt"))
# TTS sheets are painted with Qt: one application for the whole run.
pytestmark = pytest.mark.usefixtures("qapp")


def _cards(db_path: str | Path) -> dict[tuple[str, str], object]:
    db = open_database(db_path)
    try:
        return {(r.card.game, r.card.name): r.card for r in CardRepository(db).all()}
    finally:
        db.close()


# ----------------------------------------------------------------------- platform folders

@pytest.mark.parametrize(("platform", "environ", "cockatrice", "tts"), [
    ("linux", {"HOME": "/home/ann"},
     PurePosixPath("/home/ann/.local/share/Cockatrice/Cockatrice"),
     PurePosixPath("/home/ann/.local/share/Tabletop Simulator/Saves/Saved Objects")),
    ("linux", {"HOME": "/home/ann", "XDG_DATA_HOME": "/data/ann"},
     PurePosixPath("/data/ann/Cockatrice/Cockatrice"),
     PurePosixPath("/home/ann/.local/share/Tabletop Simulator/Saves/Saved Objects")),
    ("win32", {"USERPROFILE": r"C:\Users\Ann", "LOCALAPPDATA": r"C:\Users\Ann\AppData\Local"},
     PureWindowsPath(r"C:\Users\Ann\AppData\Local\Cockatrice\Cockatrice"),
     PureWindowsPath(r"C:\Users\Ann\Documents\My Games\Tabletop Simulator\Saves"
                     r"\Saved Objects")),
    ("darwin", {"HOME": "/Users/ann"},
     PurePosixPath("/Users/ann/Library/Application Support/Cockatrice/Cockatrice"),
     PurePosixPath("/Users/ann/Library/Tabletop Simulator/Saves/Saved Objects")),
])
def test_the_other_programs_folders_per_platform(monkeypatch: pytest.MonkeyPatch,
                                                 platform: str, environ: dict[str, str],
                                                 cockatrice: object, tts: object) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    for name in ("HOME", "XDG_DATA_HOME", "USERPROFILE", "LOCALAPPDATA", "HOMEDRIVE",
                 "HOMEPATH", platform_folders.COCKATRICE_ENV, platform_folders.TTS_ENV):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    assert platform_folders.cockatrice_data_folder() == cockatrice
    assert platform_folders.tts_saved_objects_folder() == tts
    if isinstance(cockatrice, PureWindowsPath) == (os.name == "nt"):  # installable here
        assert platform_folders.cockatrice_folder() == Path(str(cockatrice))
        assert platform_folders.tts_folder() == Path(str(tts))
    # A folder the user names wins over the environment's, which wins over the system's.
    monkeypatch.setenv(platform_folders.TTS_ENV, "/env/tts")
    monkeypatch.setenv(platform_folders.COCKATRICE_ENV, "/env/cockatrice")
    assert platform_folders.tts_folder() == Path("/env/tts")
    assert platform_folders.cockatrice_folder() == Path("/env/cockatrice")
    assert platform_folders.cockatrice_folder("/elsewhere") == Path("/elsewhere")
    assert platform_folders.tts_folder("/elsewhere") == Path("/elsewhere")


# ----------------------------------------------------------------------------- Cockatrice

def _starter_with_picture(cli: Cli, tmp_path: Path) -> str:
    """Adds a card of the player's own, with a picture and a name no file name can hold
    as it is; returns the name."""
    picture = tmp_path / "in" / "vector.png"
    picture.parent.mkdir()
    Image.new("RGB", (63, 88), "#a03020").save(picture)
    catalog = tmp_path / "in" / "one.json"
    catalog.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1, "cards": [
        {"game": "monsuno", "name": "Home: Vector/2", "kind": "strike", "launch": 1,
         "speed": 1, "damage": 1, "strike_type": "venom", "image": "vector.png"}]}),
        encoding="utf-8")
    code, _, err = cli("catalog", "import", str(catalog))
    assert code == 0, err
    return "Home: Vector/2"


def test_the_card_set_names_no_path_of_this_machine_and_validates(
        cli: Cli, tmp_path: Path, db_path: str) -> None:
    name = _starter_with_picture(cli, tmp_path)
    out = tmp_path / "share" / "cards.xml"
    out.parent.mkdir()
    code, _, err = cli("catalog", "export", str(out), "--format", "cockatrice")
    assert code == 0, err
    xmlschema.XMLSchema(SCHEMA).validate(str(out))
    text = out.read_text(encoding="utf-8")
    assert str(tmp_path) not in text and "file:" not in text and str(Path.home()) not in text
    root = ET.parse(out).getroot()
    assert not [p for p in root.iter("set") if p.get("picurl") or p.get("picURL")]
    # Cockatrice finds the picture by the card's name in pics/CUSTOM.
    assert (out.parent / "pics" / "CUSTOM" / "Home_ Vector_2.png").is_file()
    by_name = {c.findtext("name"): c for c in root.iter("card")}
    vector = by_name["Storm Vector"]
    printing = vector.find("set")
    assert printing is not None and printing.get("num") and printing.text
    assert vector.findtext("prop/manacost") == vector.findtext("prop/cmc") \
        == str(_cards(db_path)[("monsuno", "Storm Vector")].get("launch"))  # type: ignore[attr-defined]
    assert by_name[name].findtext("prop/game") == "monsuno"


def test_the_card_set_reimports_equal(capsys: pytest.CaptureFixture[str], cli: Cli,
                                      tmp_path: Path, db_path: str,
                                      empty_db: Database) -> None:
    _starter_with_picture(cli, tmp_path)
    out = tmp_path / "share" / "cards.xml"
    out.parent.mkdir()
    assert cli("catalog", "export", str(out), "--format", "cockatrice")[0] == 0
    fresh = str(empty_db.path)
    empty_db.close()
    code, stdout, err = cli_runner(capsys, fresh)("catalog", "import", str(out))
    assert code == 0, err
    before, after = _cards(db_path), _cards(fresh)
    assert after == before
    # Every picture came back from pics/CUSTOM beside the file.
    assert f"{len(before)} pictures" in stdout


V3_FILE = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_carddatabase version="3">
  <sets>
    <set><name>PG1</name><longname>Playgroup Set 1</longname><settype>Custom</settype>
      <releasedate>2026-01-01</releasedate></set>
  </sets>
  <cards>
    <card>
      <name>Garage Bolt</name>
      <set rarity="common" num="7" picURL="https://example.org/bolt.png">PG1</set>
      <color></color>
      <manacost>2</manacost>
      <cmc>2</cmc>
      <type>Monsuno — strike</type>
      <tablerow>1</tablerow>
      <text>Fast and cheap.</text>
      <launch>2</launch>
      <speed>4</speed>
      <damage>3</damage>
      <strike_type>power</strike_type>
    </card>
  </cards>
</cockatrice_carddatabase>
"""


def test_a_version_3_card_database_is_imported(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path, empty_db: Database) -> None:
    path = tmp_path / "cards.xml"
    path.write_text(V3_FILE, encoding="utf-8")
    fresh = str(empty_db.path)
    empty_db.close()
    code, _, err = cli_runner(capsys, fresh)("catalog", "import", str(path))
    assert code == 0, err
    card = _cards(fresh)[("monsuno", "Garage Bolt")]
    assert (card.set, card.number, card.rarity, card.text) == (  # type: ignore[attr-defined]
        "PG1", "7", "common", "Fast and cheap.")
    assert card.get("speed") == 4 and card.kind == "strike"  # type: ignore[attr-defined]


@pytest.mark.parametrize(("change", "expected"), [
    (lambda t: t.replace("<type>Monsuno — strike</type>", "<type>Creature — Elf</type>"),
     "line 8, field 'game'"),
    (lambda t: t.replace("<speed>4</speed>", "<speed>fast</speed>"), "line 8, field 'speed'"),
    (lambda t: t.replace("<cockatrice_carddatabase",
                         '<!DOCTYPE x [<!ENTITY a "aaaa">]>\n<cockatrice_carddatabase'),
     "document type declaration"),
    (lambda t: t.replace("cockatrice_carddatabase", "deck"), "<deck>"),
])
def test_a_bad_card_database_is_refused_naming_line_and_field(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, empty_db: Database,
        change: Callable[[str], str], expected: str) -> None:
    path = tmp_path / "cards.xml"
    path.write_text(change(V3_FILE), encoding="utf-8")
    fresh = str(empty_db.path)
    empty_db.close()
    code, _, err = cli_runner(capsys, fresh)("catalog", "import", str(path))
    assert code == 2 and str(path) in err and expected in err, err
    assert _cards(fresh) == {}


def test_install_into_cockatrice(cli: Cli, tmp_path: Path) -> None:
    name = _starter_with_picture(cli, tmp_path)
    data = tmp_path / "Cockatrice"
    data.mkdir()
    code, stdout, err = cli("catalog", "export", "--format", "cockatrice", "--install",
                            "--cockatrice-folder", str(data), "--game", "monsuno",
                            "kind:strike")
    assert code == 0, err
    installed = data / "customsets" / "deckbuilder-monsuno.xml"
    assert str(installed) in stdout
    xmlschema.XMLSchema(SCHEMA).validate(str(installed))
    names = {c.findtext("name") for c in ET.parse(installed).getroot().iter("card")}
    assert name in names and "Storm Vector" not in names  # only the search's cards
    pictures = {p.name for p in (data / "pics" / "CUSTOM").iterdir()}
    assert "Home_ Vector_2.png" in pictures and "Storm Vector.png" not in pictures


def test_install_into_cockatrice_without_its_folder_says_where(cli: Cli,
                                                               tmp_path: Path) -> None:
    missing = tmp_path / "no-cockatrice"
    code, _, err = cli("catalog", "export", "--format", "cockatrice", "--install",
                       "--cockatrice-folder", str(missing))
    assert code == 2 and str(missing) in err and "--cockatrice-folder" in err
    assert not missing.exists()


def test_install_folders_never_reach_the_apps_own_data(cli: Cli, db_path: str) -> None:
    # The folder option is no output file, but what goes into it passes the gate.
    pictures = Path(db_path).with_name(Path(db_path).stem + ".pictures")
    pictures.mkdir(exist_ok=True)
    before = sorted(pictures.rglob("*"))
    code, _, err = cli("catalog", "export", "--format", "cockatrice", "--install",
                       "--cockatrice-folder", str(pictures))
    assert code == 2 and "choose another" in err
    name = _import_starter(cli, "monster-cards.txt")
    code, _, err = cli("deck", "export", name, "--format", "tts", "--install",
                       "--tts-folder", str(pictures))
    assert code == 2 and "choose another" in err
    assert sorted(pictures.rglob("*")) == before


# ----------------------------------------------------------------------- Tabletop Simulator

def _import_starter(cli: Cli, file_name: str) -> str:
    code, out, err = cli("deck", "import", str(resource("decks", file_name)))
    assert code == 0, err
    return out.split("'")[1]


def test_tts_piles_fields_and_thumbnail(cli: Cli, tmp_path: Path) -> None:
    starter = parse_deck(resource("decks", "monsuno-hard.txt").read_text("utf-8"))
    assert len(starter.team) > 1
    first = starter.team[0].name
    deck = tmp_path / "d.txt"
    deck.write_text(f"Name: Piles\nRuleset: {starter.ruleset}\nTeam:\n" + "".join(
        f"{e.count} {e.name}\n" for e in starter.team) + "Deck:\n" + "".join(
        f"{e.count} {e.name}\n" for e in starter.deck) + f"Sideboard:\n2 {first}\n",
        encoding="utf-8")
    code, _, err = cli("deck", "import", str(deck))
    assert code == 0, err
    out = tmp_path / "tts" / "Piles.json"
    out.parent.mkdir()
    code, _, err = cli("deck", "export", "Piles", str(out), "--format", "tts",
                       "--image-url-base", "https://example.org/decks")
    assert code == 0, err
    doc = json.loads(out.read_text(encoding="utf-8"))
    piles = {o["GMNotes"].split("\n")[0]: o for o in doc["ObjectStates"]}
    assert set(piles) == {"deckbuilder:team", "deckbuilder:deck", "deckbuilder:sideboard"}
    for mark, pile in piles.items():
        assert pile["Name"] == "DeckCustom", mark
        contained = pile["ContainedObjects"]
        assert [c["CardID"] for c in contained] == pile["DeckIDs"]
        assert {str(i // 100) for i in pile["DeckIDs"]} == set(pile["CustomDeck"])
        for c in contained:
            assert c["Name"] == "Card" and c["Nickname"] and c["Description"]
            assert set(c["CustomDeck"]) == {str(c["CardID"] // 100)}
    team, main_pile, side = (piles[f"deckbuilder:{z}"] for z in ("team", "deck", "sideboard"))
    # The team lies face up beside the face-down deck; the sideboard is its own pile.
    assert team["Transform"]["rotZ"] == 0 and main_pile["Transform"]["rotZ"] == 180
    assert len({p["Transform"]["posX"] for p in piles.values()}) == 3
    assert [c["Nickname"] for c in side["ContainedObjects"]] == [first] * 2
    vector = next(c for c in team["ContainedObjects"] if c["Nickname"] == first)
    assert "Monsuno" in vector["Description"] and "life" in vector["Description"]
    # The hosted sheets: every address under the base, none on this machine.
    text = out.read_text(encoding="utf-8")
    assert "file:" not in text and str(tmp_path) not in text
    urls = {u for p in piles.values() for d in p["CustomDeck"].values()
            for u in (d["FaceURL"], d["BackURL"])}
    assert urls == {"https://example.org/decks/Piles-sheet1.png",
                    "https://example.org/decks/Piles-back.png"}
    # TTS shows a saved object by the PNG of the same name beside it.
    thumbnail = Image.open(out.with_suffix(".png"))
    assert thumbnail.format == "PNG" and thumbnail.size == (256, 256)


def test_tts_image_url_base_must_be_a_web_address(cli: Cli, tmp_path: Path) -> None:
    name = _import_starter(cli, "monster-cards.txt")
    out = tmp_path / "x.json"
    code, _, err = cli("deck", "export", name, str(out), "--format", "tts",
                       "--image-url-base", "/home/me/sheets")
    assert code == 2 and "http" in err and not out.exists()


def test_install_into_tts(cli: Cli, tmp_path: Path) -> None:
    name = _import_starter(cli, "redakai-advanced.txt")
    saved = tmp_path / "TTS" / "Saves" / "Saved Objects"
    saved.parent.mkdir(parents=True)
    code, stdout, err = cli("deck", "export", name, "--format", "tts", "--install",
                            "--tts-folder", str(saved))
    assert code == 0, err
    installed = saved / f"{name}.json"
    assert str(installed) in stdout and installed.is_file()
    assert (saved / f"{name}.png").is_file() and (saved / f"{name}-sheet1.png").is_file()
    code, _, err = cli("deck", "export", name, "--format", "tts", "--install",
                       "--tts-folder", str(tmp_path / "nothing" / "here"))
    assert code == 2 and "--tts-folder" in err


# Each painting 4096-pixel sheets takes seconds: one in the fast tier, the rest slow.
@pytest.mark.parametrize("starter", [
    pytest.param(name, marks=() if i == 0 else pytest.mark.slow)
    for i, name in enumerate(STARTER_DECKS)])
def test_every_starter_deck_comes_back_from_tts(cli: Cli, tmp_path: Path,
                                                starter: str) -> None:
    name = _import_starter(cli, starter)
    out = tmp_path / "tts.json"
    code, _, err = cli("deck", "export", name, str(out), "--format", "tts")
    assert code == 0, err
    code, _, err = cli("deck", "import", str(out), "--name", "back")
    assert code == 0, err
    original = parse_deck(resource("decks", starter).read_text(encoding="utf-8"))
    path = tmp_path / "back.txt"
    assert cli("deck", "export", "back", str(path))[0] == 0
    back = parse_deck(path.read_text(encoding="utf-8"))
    for zone in ("team", "deck", "sideboard"):
        assert sorted((e.name, e.count) for e in back.zone(zone)) == \
            sorted((e.name, e.count) for e in original.zone(zone)), zone
    assert back.ruleset == original.ruleset


def test_a_tts_card_without_a_name_is_refused_naming_its_line(cli: Cli,
                                                              tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps({"ObjectStates": [{"Name": "DeckCustom", "ContainedObjects": [
        {"Name": "Card", "GUID": "aa0001", "Nickname": "Storm Vector", "CardID": 100},
        {"Name": "Card", "GUID": "aa0002", "Nickname": "", "CardID": 101}]}]}, indent=1),
        encoding="utf-8")
    code, _, err = cli("deck", "import", str(path))
    assert code == 2 and "Nickname" in err and "line 14" in err, err


@pytest.mark.parametrize(("args", "expected"), [
    (("catalog", "export", "--install"), "--format cockatrice"),
    (("catalog", "export", "c.xml", "--format", "cockatrice", "--cockatrice-folder", "d"),
     "only with --install"),
    (("catalog", "export", "--format", "cockatrice"), "give the file"),
    (("deck", "export", "DECK", "out.json", "--format", "tts", "--install"), "no file"),
    (("deck", "export", "DECK", "--install"), "--format tts --install"),
    (("deck", "export", "DECK", "out.txt", "--image-url-base", "https://x.org/"),
     "only with --format tts"),
])
def test_install_options_misused_exit_2_and_write_nothing(
        cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: tuple[str, ...],
        expected: str) -> None:
    monkeypatch.chdir(tmp_path)
    name = _import_starter(cli, "monster-cards.txt")
    code, _, err = cli(*(name if a == "DECK" else a for a in args))
    assert code == 2 and expected in err, err
    assert [p.name for p in tmp_path.iterdir() if p.suffix in (".xml", ".json", ".txt")] == []
