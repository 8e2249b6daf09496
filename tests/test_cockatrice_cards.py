"""``catalog export FILE.xml --format cockatrice``: the catalog as a Cockatrice card
database (version 4), valid against the schema, with the pictures beside it (issue 19)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import xmlschema

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.services.seeding import open_database
from tests.conftest import Cli

SCHEMA = Path(__file__).parent / "schemas" / "cockatrice_carddatabase_v4.xsd"


def test_the_whole_catalog_validates_and_every_card_is_there(cli: Cli, tmp_path: Path,
                                                             db_path: str) -> None:
    out = tmp_path / "cockatrice" / "cards.xml"
    out.parent.mkdir()
    code, stdout, err = cli("catalog", "export", str(out), "--format", "cockatrice")
    assert code == 0, err
    xmlschema.XMLSchema(SCHEMA).validate(str(out))
    db = open_database(db_path)
    try:
        records = CardRepository(db).all()
    finally:
        db.close()
    assert f"{len(records)} cards written" in stdout
    root = ET.parse(out).getroot()
    assert root.tag == "cockatrice_carddatabase" and root.get("version") == "4"
    cards = {c.findtext("name"): c for c in root.iter("card")}
    assert len(root.findall("cards/card")) == len(records)
    set_names = {s.findtext("name") for s in root.findall("sets/set")}
    for rec in records:
        el = cards[rec.card.name]
        assert el.findtext("text") == (rec.card.text or "")
        printing = el.find("set")
        assert printing is not None and printing.text in set_names
        assert printing.get("picurl") is None  # no path of this machine (issue 31)
        if rec.picture:
            # The picture is beside the file, where Cockatrice looks for custom pictures.
            assert list((out.parent / "pics" / "CUSTOM").glob(
                rec.card.name.replace("/", "_") + ".*"))


def test_properties_per_game_field(cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "monsuno.xml"
    assert cli("catalog", "export", str(out), "--format", "cockatrice", "--game",
               "monsuno", "--no-pictures")[0] == 0
    root = ET.parse(out).getroot()
    card = next(c for c in root.iter("card") if c.findtext("name") == "Storm Vector")
    prop = card.find("prop")
    assert prop is not None
    assert prop.findtext("maintype") == "monsuno" and prop.findtext("life")
    assert {c.findtext("prop/type", "").split(" — ")[0] for c in root.iter("card")} == {
        "Monsuno"}
    assert not (tmp_path / "pics").exists()


def test_a_search_query_picks_the_cards(cli: Cli, tmp_path: Path) -> None:
    out = tmp_path / "team.xml"
    code, _, err = cli("catalog", "export", str(out), "kind:monsuno", "--format",
                       "cockatrice")
    assert code == 0, err
    root = ET.parse(out).getroot()
    kinds = {c.findtext("prop/maintype") for c in root.iter("card")}
    assert kinds == {"monsuno"} and len(root.findall("cards/card")) > 3
    xmlschema.XMLSchema(SCHEMA).validate(str(out))


def test_a_query_without_the_cockatrice_format_exits_2(cli: Cli, tmp_path: Path) -> None:
    code, _, err = cli("catalog", "export", str(tmp_path / "c.json"), "kind:monsuno")
    assert code == 2 and "--format cockatrice" in err
    assert not (tmp_path / "c.json").exists()
