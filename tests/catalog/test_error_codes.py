"""Problems of the catalog layer carry a stable code and values besides their English text
(which the command line prints unchanged), so the window can word them in its language;
and name completion offers translated names."""

from __future__ import annotations

from pathlib import Path

import pytest

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.catalog.catalog_io import read_catalog
from deckbuilder.catalog.collection import CollectionFileError, CollectionRepository
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.file_problems import CatalogFileError, FileProblem
from deckbuilder.catalog.search import SearchError, compile_query
from deckbuilder.services.catalog_service import CatalogService


def search_error(query: str) -> SearchError:
    with pytest.raises(SearchError) as info:
        compile_query(query)
    return info.value


@pytest.mark.parametrize(("query", "code", "params", "message"), [
    ("game:monsuno (OR storm)", "expected-term", {}, "expected a word or a filter"),
    ("colour:red", "unknown-field", {"field": "colour"}, "unknown field 'colour'"),
    ("launch>=many", "needs-number", {"field": "launch", "value": "many"},
     "'launch' needs a whole number, not 'many'"),
    ("game:zz", "unknown-game", {"value": "zz", "choices": "monsuno, redakai, monster-cards"},
     "unknown game 'zz'; use monsuno, redakai, monster-cards"),
    ("a )", "unexpected-close", {}, "unexpected ')'"),
])
def test_a_search_error_has_a_code_and_its_values(query: str, code: str,
                                                  params: dict[str, str],
                                                  message: str) -> None:
    err = search_error(query)
    assert (err.code, dict(err.params), err.message) == (code, params, message)


def test_a_collection_problem_names_its_place_and_code(catalog_db: Database,
                                                       tmp_path: Path) -> None:
    path = tmp_path / "c.csv"
    path.write_text("Count,Name,Condition\n1,Sly Fox,NM\n1,Sly Fox,Awful\n1,Sly Foxx,NM\n",
                    encoding="utf-8")
    with pytest.raises(CollectionFileError) as info:
        CollectionRepository(catalog_db).plan_import(path)
    bad, unknown = info.value.problems
    assert (bad.line, bad.column, bad.code, dict(bad.params)) == (
        3, "Condition", "unknown-condition", {"value": "Awful"})
    assert unknown.code == "unknown-card" and unknown.params["name"] == "Sly Foxx"
    assert unknown.params["suggestions"] == ("Sly Fox",)
    # The English lines are the problems' text, as before.
    assert info.value.errors == [str(bad), str(unknown)]
    assert info.value.errors[0] == (
        f"{path}: line 3, column Condition: unknown condition 'Awful'; use NM, LP, MP, HP or "
        "DMG (or Near Mint, Lightly Played, Moderately Played, Heavily Played, Damaged)")


def test_catalog_problems_name_the_card_or_line_and_the_first_of_a_duplicate(
        tmp_path: Path) -> None:
    path = tmp_path / "cat.csv"
    head = "game,name,kind,launch,speed,damage,strike_type,names\n"
    path.write_text(head + "monsuno,Storm Bolt,strike,1,1,1,fire,ru\n"
                    "monsuno,Storm Bolt,strike,1,1,1,fire,\n"
                    "monsuno,storm bolt,strike,1,1,1,fire,\n", encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        read_catalog(path)
    codes = [(p.line, p.field, p.code) for p in info.value.problems]
    assert (2, "names", "names-form") in codes
    [dup] = [p for p in info.value.problems if p.code == "duplicate-card"]
    assert dup.line == 4 and dict(dup.params["first"]) == {"line": 3}
    assert str(dup) == (f"{path}: line 4: the monsuno card 'storm bolt' is already in the "
                        "file (line 3)")

    missing = tmp_path / "none.json"
    with pytest.raises(CatalogFileError) as info:
        read_catalog(missing)
    assert info.value.problems == [FileProblem(str(missing), "no such file", "no-such-file")]
    assert str(info.value) == f"{missing}: no such file"


def test_json_catalog_problems_name_the_card_by_place_and_name(tmp_path: Path) -> None:
    path = tmp_path / "cat.json"
    path.write_text('{"format": "deckbuilder-catalog", "version": 1, "cards": [3, '
                    '{"game": "monsuno", "name": "X", "kind": "zz"}]}', encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        read_catalog(path)
    first, second = info.value.problems
    assert (first.card, first.label, first.code) == (1, None, "card-data")
    assert (second.card, second.label, second.field) == (2, "'X'", "kind")
    assert info.value.errors[1].startswith(f"{path}: card #2 'X', field 'kind': expected one ")


def test_a_card_problem_carries_the_rules_code_and_values(tmp_path: Path) -> None:
    """The rules' own code rides along inside ``card-data``, so the window can word the
    detail; the English line stays what the command line prints."""
    path = tmp_path / "cat.csv"
    path.write_text("game,name,kind,rarity,power,element,species,means,size\n"
                    "monster-cards,Too Strong,monster,R,9,fire,beast,close,small\n"
                    "monster-cards,No Size,monster,R,2,fire,beast,close,\n", encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        read_catalog(path)
    power, size = info.value.problems
    assert (power.line, power.field, power.code) == (2, "power", "card-data")
    assert power.params["code"] == "wrong-value"
    assert dict(power.params["params"]) == {"expects": "int", "min": 1, "max": 5, "got": "9"}
    assert str(power) == (f"{path}: line 2, field 'power': expected an integer from 1 to 5, "
                          "got 9")
    assert (size.line, size.field, size.params["code"]) == (3, "size", "missing")
    assert size.params["detail"] == size.detail == ("missing; expected one of small, medium, "
                                                    "large")


def test_a_refused_picture_carries_the_picture_stores_code(catalog_db: Database,
                                                           tmp_path: Path) -> None:
    from deckbuilder.catalog.catalog_io import import_catalog

    (tmp_path / "scan.png").write_bytes(b"not a picture at all")
    path = tmp_path / "cat.json"
    path.write_text('{"format": "deckbuilder-catalog", "version": 1, "cards": [{"game": '
                    '"monster-cards", "name": "Pictured", "kind": "monster", "rarity": "R", '
                    '"power": 2, "element": "fire", "species": "beast", "means": "close", '
                    '"size": "small", "image": "scan.png"}]}', encoding="utf-8")
    with pytest.raises(CatalogFileError) as info:
        import_catalog(catalog_db, path)
    [problem] = info.value.problems
    assert (problem.card, problem.field, problem.code) == (1, "image", "picture-refused")
    assert problem.params["code"] == "not-a-picture"
    assert problem.params["params"] == {"source": str(tmp_path / "scan.png")}
    assert str(info.value) == (f"{path}: card #1 'Pictured', field 'image': "
                               f"{tmp_path / 'scan.png'}: not a picture Deckbuilder can read "
                               "(PNG, JPEG, WebP, GIF, BMP or TIFF)")


def test_completion_offers_translated_names(starter_db: Database) -> None:
    cards = CardRepository(starter_db)
    assert cards.names(prefix="Тесс") == ["Тессия - Морозный венец", "Тессия - Тлеющая вуаль"]
    assert cards.names(prefix="тессия - м") == ["Тессия - Морозный венец"]
    assert cards.names(prefix="Тесс", game="monsuno") == []
    assert cards.names(prefix="Тесс", limit=1) == ["Тессия - Морозный венец"]
    # Catalog names as before, and both kinds in one list in name order.
    assert cards.names(prefix="Tess") == ["Tessia - Ember Veil", "Tessia - Frost Crown"]
    service = CatalogService(starter_db)
    assert service.complete_names("Тесс", 12) == cards.names(prefix="Тесс")
    # What completion offers, the search finds.
    assert service.search('"Тессия - Морозный венец"').count() == 1
