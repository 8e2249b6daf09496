"""Deck files of other tools through the command line: Cockatrice .cod and OCTGN .o8d read
(by content, whatever the extension) and written, MWS .dec written, and every starter deck
surviving a round trip through each format (issue 19)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import xmlschema

from deckbuilder.catalog.decks import DeckRepository
from deckbuilder.paths import resource
from deckbuilder.rules.deckfiles import octgn_card_id
from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.registry import RULESET_IDS
from deckbuilder.services.seeding import open_database
from tests.conftest import Cli

SCHEMAS = Path(__file__).parent / "schemas"

COD = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Gale Runner</deckname>
    <comments>Fast gusts.</comments>
    <zone name="main">
        <card number="1" name="Storm Vector"/>
        <card number="2" name="Gale Lance"/>
        <card number="2" name="Vector Dive"/>
        <card number="1" name="Hailstorm Volley"/>
    </zone>
    <zone name="side">
        <card number="1" name="Falcon Talon"/>
    </zone>
</cockatrice_deck>
"""

O8D = """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593">
  <section name="Main" shared="False">
    <card qty="1" id="2d7f4e44-5d62-4dbc-9b39-2f2a4d0f2f11">Storm Vector</card>
    <card qty="2" id="3e9b5a61-0f4b-44a3-8fd7-4a9a0b0d7c22">Gale Lance</card>
    <card qty="3" id="4f0c6b72-1a5c-45b4-90e8-5b0b1c1e8d33">Vector Dive</card>
  </section>
  <section name="Sideboard" shared="False">
    <card qty="1" id="5a1d7c83-2b6d-46c5-a1f9-6c1c2d2f9e44">Falcon Talon</card>
  </section>
  <notes><![CDATA[Played at the club.]]></notes>
</deck>
"""


def _saved(db_path: str, name: str) -> DeckList:
    db = open_database(db_path)
    try:
        return DeckRepository(db).load(name)[1]
    finally:
        db.close()


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# ------------------------------------------------------------------------------ reading


@pytest.mark.parametrize("name", ["gale.cod", "gale.txt", "gale"])
def test_check_reads_a_cockatrice_deck_by_its_content(cli: Cli, tmp_path: Path,
                                                      name: str) -> None:
    code, out, err = cli("check", str(_write(tmp_path, name, COD)), "--json")
    assert code == 0, err
    doc = json.loads(out)
    # The Monsuno in the main zone is the team (Cockatrice has no team zone).
    assert doc["counts"] == {"team": 1, "deck": 5, "sideboard": 1}
    assert doc["ruleset"] == "monsuno-medium"


def test_a_cockatrice_deck_as_recent_versions_write_it(cli: Cli, tmp_path: Path) -> None:
    # Newer Cockatrice adds a banner card, tags, printing attributes and a tokens zone.
    text = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <lastLoadedTimestamp>2024-05-01T10:00:00</lastLoadedTimestamp>
    <deckname>Gale Runner</deckname>
    <comments></comments>
    <bannerCard providerId="">Storm Vector</bannerCard>
    <tags>
        <tag>casual</tag>
    </tags>
    <zone name="main">
        <card number="1" name="Storm Vector" setShortName="MSN-1" collectorNumber="3" uuid=""/>
        <card number="2" name="Gale Lance" setShortName="MSN-1" collectorNumber="20"/>
        <card number="3" name="Vector Dive" setShortName="MSN-1" collectorNumber="21"/>
    </zone>
    <zone name="tokens">
        <card number="1" name="Gust Token"/>
    </zone>
</cockatrice_deck>
"""
    code, out, err = cli("check", str(_write(tmp_path, "new.cod", text)), "--json")
    assert code == 0, err
    assert json.loads(out)["counts"] == {"team": 1, "deck": 5, "sideboard": 0}


@pytest.mark.parametrize("name", ["gale.o8d", "gale.xml"])
def test_check_and_import_read_an_octgn_deck(cli: Cli, tmp_path: Path, db_path: str,
                                             name: str) -> None:
    path = _write(tmp_path, name, O8D)
    code, out, err = cli("check", str(path), "--json")
    assert code == 0, err
    assert json.loads(out)["counts"] == {"team": 1, "deck": 5, "sideboard": 1}
    code, out, err = cli("deck", "import", str(path), "--name", "From OCTGN")
    assert code == 0, err
    deck = _saved(db_path, "From OCTGN")
    assert [(e.name, e.count) for e in deck.team] == [("Storm Vector", 1)]
    assert [(e.name, e.count) for e in deck.deck] == [("Gale Lance", 2), ("Vector Dive", 3)]
    assert [(e.name, e.count) for e in deck.sideboard] == [("Falcon Talon", 1)]
    assert deck.notes == "Played at the club."


def test_octgn_sections_of_another_game_and_empty_ones(cli: Cli, tmp_path: Path,
                                                       db_path: str) -> None:
    # OCTGN writes every section its game definition names, empty ones too, and a game's
    # definition names its own: "Characters", "Side Deck", "Planes/Schemes" (shared).
    text = """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="844d5fe3-bdb5-4ad2-ba83-88c2c2db6d88" sleeveid="0">
  <section name="Characters" shared="False">
    <card qty="1" id="2d7f4e44-5d62-4dbc-9b39-2f2a4d0f2f11">Storm Vector</card>
  </section>
  <section name="Strike Deck" shared="False">
    <card qty="2" id="3e9b5a61-0f4b-44a3-8fd7-4a9a0b0d7c22">Gale Lance</card>
    <card qty="3" id="4f0c6b72-1a5c-45b4-90e8-5b0b1c1e8d33">Vector Dive</card>
  </section>
  <section name="Side Deck" shared="False">
    <card qty="1" id="5a1d7c83-2b6d-46c5-a1f9-6c1c2d2f9e44">Falcon Talon</card>
  </section>
  <section name="Command Zone" shared="False" />
  <section name="Planes/Schemes" shared="True" />
  <notes><![CDATA[]]></notes>
</deck>
"""
    path = _write(tmp_path, "gale.o8d", text)
    code, out, err = cli("check", str(path), "--json")
    assert code == 0, err
    assert json.loads(out)["counts"] == {"team": 1, "deck": 5, "sideboard": 1}
    code, out, err = cli("check", str(path))
    assert code == 0, err
    # One note line says what was made of the sections Deckbuilder has no name for.
    notes = [line for line in err.splitlines() if "note:" in line]
    assert len(notes) == 1, err
    assert "Characters → by kind" in notes[0] and "Side Deck → sideboard" in notes[0]
    assert "Planes" not in notes[0]
    assert cli("deck", "import", str(path), "--name", "Sections")[0] == 0
    assert "Strike Deck → by kind" in _saved(db_path, "Sections").notes


def test_an_unknown_xml_file_exits_2_saying_what_it_is(cli: Cli, tmp_path: Path) -> None:
    # MTGO's .dek is XML too, and not one of ours: say so, never "Unknown card '<?xml…'".
    text = ('<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/'
            '2001/XMLSchema">\n  <NetDeckID>0</NetDeckID>\n  <Cards CatID="1" Quantity="4" '
            'Sideboard="false" Name="Gale Lance" />\n</Deck>\n')
    path = _write(tmp_path, "deck.dek", text)
    code, out, err = cli("check", str(path))
    assert code == 2 and out == ""
    assert (f"{path}: line 2: an XML file whose root is <Deck>; Deckbuilder reads "
            "Cockatrice .cod and OCTGN .o8d") in err
    code, _, err = cli("deck", "import", str(path))
    assert code == 2 and "root is <Deck>" in err


@pytest.mark.parametrize("text, words", [
    ('<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n]>\n'
     "<cockatrice_deck><deckname>&lol;</deckname></cockatrice_deck>\n",
     "line 2: a document type declaration (DTD) is not allowed"),
    ('<?xml version="1.0"?>\n<!DOCTYPE x SYSTEM "file:///etc/passwd">\n<x/>\n',
     "line 2: a document type declaration (DTD) is not allowed"),
    ('<?xml version="1.0"?>\n<cockatrice_deck>\n<zone name="main">\n'
     '<card number="many" name="Gale Lance"/>\n</zone>\n</cockatrice_deck>\n',
     "line 4: <card> number='many': expected a number of copies from 1 to 999"),
    ('<?xml version="1.0"?>\n<cockatrice_deck>\n<zone name="main">\n'
     '<card number="2"/>\n</zone>\n</cockatrice_deck>\n', "line 4: <card> has no card name"),
    ('<?xml version="1.0"?>\n<cockatrice_deck>\n<zone name="graveyard"/>\n'
     "</cockatrice_deck>\n", "line 3: unknown zone 'graveyard'"),
    ('<?xml version="1.0"?>\n<cockatrice_deck>\n<zone name="main">\n</cockatrice_deck>\n',
     "line 4: not valid XML (mismatched tag)"),
])
def test_a_bad_xml_deck_exits_2_naming_the_line_and_saves_nothing(
        cli: Cli, tmp_path: Path, text: str, words: str) -> None:
    path = _write(tmp_path, "bad.cod", text)
    code, out, err = cli("check", str(path))
    assert code == 2 and out == ""
    assert f"{path}: {words}" in err
    assert cli("deck", "import", str(path), "--ruleset", "monsuno-medium")[0] == 2
    assert "bad" not in cli("deck", "list")[1]


def test_a_huge_xml_file_is_refused_before_parsing(cli: Cli, tmp_path: Path) -> None:
    text = "<cockatrice_deck><comments>" + "x" * 2_100_000 + "</comments></cockatrice_deck>"
    code, _, err = cli("check", str(_write(tmp_path, "huge.cod", text)))
    assert code == 2 and "too large for a deck file" in err


# ------------------------------------------------------------------------------ writing


def test_cod_export_is_valid_against_cockatrices_schema(cli: Cli, tmp_path: Path) -> None:
    schema = xmlschema.XMLSchema(SCHEMAS / "cockatrice_deck.xsd")
    assert cli("deck", "import", str(resource("decks", "monsuno-hard.txt")))[0] == 0
    out = tmp_path / "venom.cod"
    code, _, err = cli("deck", "export", "Eclipse Venom", str(out))
    assert code == 0, err
    schema.validate(str(out))
    doc = schema.to_dict(str(out))
    zones = {z["@name"]: z["card"] for z in doc["zone"]}
    assert set(zones) == {"main", "side"}
    # The team leads the main zone; the sideboard is "side".
    assert [c["@name"] for c in zones["main"][:3]] == ["Umbra Mantis", "Noctilux Serpent",
                                                       "Gloomspire Bat"]
    assert sum(c["@number"] for c in zones["main"]) == 34
    assert [(c["@name"], c["@number"]) for c in zones["side"]] == [("Second Wind", 1),
                                                                   ("Brace Stance", 1)]
    assert doc["deckname"] == "Eclipse Venom" and "Ruleset: monsuno-hard" in doc["comments"]


def test_o8d_export_has_stable_card_ids(cli: Cli, tmp_path: Path) -> None:
    assert cli("deck", "import", str(resource("decks", "monsuno-medium.txt")))[0] == 0
    first, second = tmp_path / "a.o8d", tmp_path / "b.o8d"
    assert cli("deck", "export", "Gale Runner", str(first))[0] == 0
    assert cli("deck", "export", "Gale Runner", str(second), "--format", "o8d")[0] == 0
    text = first.read_text(encoding="utf-8")
    assert text == second.read_text(encoding="utf-8")
    assert text.startswith('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<deck ')
    assert (f'<card qty="2" id="{octgn_card_id("monsuno", "Gale Lance")}">Gale Lance</card>'
            in text)
    assert octgn_card_id("monsuno", "gale lance") == octgn_card_id("monsuno", "Gale Lance")
    assert octgn_card_id("redakai", "Gale Lance") != octgn_card_id("monsuno", "Gale Lance")


def test_o8d_notes_are_cdata_as_octgns_loader_reads_them(cli: Cli, tmp_path: Path) -> None:
    # OCTGN's deck loader takes the notes from the CDATA child of <notes> only: plain
    # text there is lost, and with it the Ruleset: line.
    from xml.dom import minidom

    assert cli("deck", "import", str(resource("decks", "monsuno-medium.txt")))[0] == 0
    path = tmp_path / "gale.o8d"
    assert cli("deck", "export", "Gale Runner", str(path))[0] == 0
    notes = minidom.parse(str(path)).getElementsByTagName("notes")[0]
    assert notes.childNodes, "empty notes"
    assert all(n.nodeType == n.CDATA_SECTION_NODE for n in notes.childNodes)
    assert "Ruleset: monsuno-medium" in "".join(n.data for n in notes.childNodes)


def test_mws_export_and_the_terminal(cli: Cli, tmp_path: Path) -> None:
    assert cli("deck", "import", str(resource("decks", "monsuno-hard.txt")))[0] == 0
    code, out, _ = cli("deck", "export", "Eclipse Venom", "-", "--format", "dec")
    assert code == 0
    lines = out.splitlines()
    assert "// NAME : Eclipse Venom" in lines and "// RULESET : monsuno-hard" in lines
    assert any(line.strip().endswith("] Nightsting") and line.strip().startswith("3 [")
               for line in lines), out
    assert [line for line in lines if line.startswith("SB:")] == [
        line for line in lines if "Second Wind" in line or "Brace Stance" in line]
    code, _, err = cli("deck", "export", "Eclipse Venom", "-", "--format", "image")
    assert code == 2 and "give a file" in err


# Every format another player's tool or this app reads back: by the file's extension, or
# by name (a deck code). Tabletop Simulator is written only (no reader yet).
ROUND_TRIPS = [(".cod", None), (".o8d", None), (".dec", None), (".txt", None),
               (".deck.json", None), (".json", None), (".txt", "code")]


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
@pytest.mark.parametrize("extension, fmt", ROUND_TRIPS)
def test_every_starter_deck_survives_a_round_trip(cli: Cli, tmp_path: Path, db_path: str,
                                                  ruleset_id: str, extension: str,
                                                  fmt: str | None) -> None:
    assert cli("deck", "import", str(resource("decks", f"{ruleset_id}.txt")),
               "--name", "Original")[0] == 0
    original = _saved(db_path, "Original")
    path = tmp_path / f"exported{extension}"
    code, _, err = cli("deck", "export", "Original", str(path),
                       *(("--format", fmt) if fmt else ()))
    assert code == 0, err
    written = path.read_text("utf-8")
    if extension.endswith(".json"):
        assert json.loads(written)["format"] == "deckbuilder-deck"
    if fmt == "code":
        assert written.startswith("DB1:") and len(written.splitlines()) == 1
    code, _, err = cli("deck", "import", str(path), "--name", "Again")
    assert code == 0, err
    again = _saved(db_path, "Again")
    for zone in ("team", "deck", "sideboard"):
        assert again.zone(zone) == original.zone(zone), (zone, path.read_text("utf-8"))
    assert again.ruleset == original.ruleset == ruleset_id
