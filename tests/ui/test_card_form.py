"""The card editor's form model filled and saved with no window, on a real starter
database: every problem at once, duplicates, the deck cost, saving and editing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.rules.games.monster_cards.values import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_SIZES,
    MC_SKILLS,
    MC_SPECIES,
)
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.cards.card_form import CardForm

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def catalog(starter_db: Database) -> CatalogService:
    return CatalogService(starter_db)


def monster(catalog: CatalogService, **values: object) -> CardForm:
    base: dict[str, object] = {"name": "Form Test Beast", "rarity": "C", "power": 3,
                               "element": MC_ELEMENTS[0], "species": MC_SPECIES[0],
                               "means": MC_MEANS[0], "size": MC_SIZES[0]}
    base.update(values)
    return CardForm(catalog, "monster-cards", "monster", values=base)


def test_the_form_module_loads_no_qt() -> None:
    code = ("import sys, deckbuilder.ui.cards.card_form; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout.strip()
    assert out == "[]"


def test_every_problem_is_found_at_once(catalog: CatalogService) -> None:
    form = monster(catalog, name="", power=9, element=None)
    card, problems = form.check()
    assert card is None
    assert {"name", "power", "element"} <= set(problems)
    assert problems["element"].missing and not problems["power"].missing
    assert problems["power"].error is not None and problems["power"].path == "power"


def test_a_name_another_card_of_the_game_has_is_a_problem(catalog: CatalogService) -> None:
    taken = catalog.cards.all("monster-cards")[0].card.name
    _card, problems = monster(catalog, name=taken.upper()).check()
    assert problems["name"].duplicate_of == taken and problems["name"].error is None


def test_the_deck_cost_follows_rarity_power_and_skill(catalog: CatalogService) -> None:
    plain = monster(catalog).deck_cost()
    assert plain is not None
    assert monster(catalog, power=4).deck_cost() == plain + 1
    skill = next(iter(MC_SKILLS))
    assert monster(catalog, skill=skill).deck_cost() > plain  # type: ignore[operator]
    assert CardForm(catalog, "redakai", "character").deck_cost() is None


def test_a_saved_form_is_a_card_of_the_catalog_and_edits_in_place(
        catalog: CatalogService) -> None:
    form = monster(catalog, ru="Тестовый зверь", text="  Roars.  ")
    card_id = form.save()
    record = catalog.record(card_id)
    assert record is not None and record.card.name == "Form Test Beast"
    assert record.card.names == {"ru": "Тестовый зверь"} and record.card.text == "Roars."
    again = CardForm.of_record(catalog, record)
    assert again.check()[0] == record.card  # its own name is no duplicate
    again.values["power"] = 5
    assert again.save() == card_id
    edited = catalog.record(card_id)
    assert edited is not None and edited.card.fields["power"] == 5


def test_a_form_with_problems_saves_nothing(catalog: CatalogService) -> None:
    before = len(catalog.cards.all("monster-cards"))
    with pytest.raises(ValueError, match="power"):
        monster(catalog, power=0).save()
    assert len(catalog.cards.all("monster-cards")) == before
