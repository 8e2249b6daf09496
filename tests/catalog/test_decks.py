"""Saved decks in the database: save, load, rename, duplicate, delete (DeckRepository)."""

from __future__ import annotations

import sqlite3
from dataclasses import replace

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.catalog.decks import DeckError, DeckRepository
from deckbuilder.paths import resource
from deckbuilder.rules.decklist import DeckEntry, DeckList, parse_deck
from deckbuilder.rules.registry import RULESET_IDS, UnknownRuleset
from deckbuilder.services.seeding import open_database


def _deck(name: str = "Storm Rush", ruleset: str | None = "monsuno-hard", **kw: object
          ) -> DeckList:
    base = DeckList(
        name=name, ruleset=ruleset,
        team=(DeckEntry("Quickforge", 1), DeckEntry("Charlemagne", 1), DeckEntry("Airswitch", 1)),
        deck=(DeckEntry("Storm Bolt", 3), DeckEntry("Core Shield", 1), DeckEntry("Jab", 2)),
        sideboard=(DeckEntry("Storm Bolt", 1), DeckEntry("Other Card", 2)),
        notes="A fast deck.",
    )
    return replace(base, **kw)  # type: ignore[arg-type]


@pytest.fixture
def repo(empty_db: Database) -> DeckRepository:
    return DeckRepository(empty_db)


# =========================================================================== save and load


def test_save_then_load_gives_the_same_deck(repo: DeckRepository) -> None:
    deck = _deck()
    deck_id = repo.save(deck)
    loaded_id, loaded = repo.load(deck_id)
    assert loaded_id == deck_id
    assert loaded == deck
    # By name too, in any case and with stray spaces.
    assert repo.load("  storm RUSH ") == (deck_id, deck)


def test_names_that_end_like_set_or_foil_suffixes_are_saved_as_they_are(
        repo: DeckRepository) -> None:
    # "Golem (MK) 2" may be a card's real name: the database keeps it, suffix and all.
    deck = _deck(deck=(DeckEntry("Golem (MK) 2", 13), DeckEntry("Bar *F*", 2),
                       DeckEntry("Golem", 1)))
    assert repo.load(repo.save(deck))[1] == deck


def test_entry_order_is_kept(repo: DeckRepository) -> None:
    deck = _deck(deck=tuple(DeckEntry(f"Card {c}", 1) for c in "ZYXABC"))
    repo.save(deck)
    assert [e.name for e in repo.load("Storm Rush")[1].deck] == [f"Card {c}" for c in "ZYXABC"]


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_a_deck_remembers_its_ruleset(repo: DeckRepository, ruleset_id: str) -> None:
    repo.save(_deck(name=f"Deck {ruleset_id}", ruleset=ruleset_id))
    assert repo.load(f"Deck {ruleset_id}")[1].ruleset == ruleset_id
    info = {d.name: d for d in repo.list()}[f"Deck {ruleset_id}"]
    assert info.ruleset == ruleset_id


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
def test_every_starter_deck_saves_and_loads_unchanged(repo: DeckRepository, ruleset_id: str
                                                      ) -> None:
    deck = parse_deck(resource("decks", f"{ruleset_id}.txt").read_text(encoding="utf-8"))
    deck_id = repo.save(deck)
    assert repo.load(deck_id)[1] == deck


def test_overwrite_replaces_every_entry(repo: DeckRepository) -> None:
    deck_id = repo.save(_deck())
    smaller = _deck(team=(DeckEntry("Quickforge", 1),), deck=(DeckEntry("Jab", 5),),
                    sideboard=(), ruleset="monsuno-medium", notes="")
    assert repo.save(smaller, deck_id) == deck_id
    assert repo.load(deck_id)[1] == smaller
    assert len(repo.list()) == 1


def test_the_name_is_space_normalised(repo: DeckRepository) -> None:
    deck_id = repo.save(_deck(name="  Storm    Rush "))
    assert repo.load(deck_id)[1].name == "Storm Rush"


def test_list_shows_name_ruleset_and_cards_without_the_sideboard(repo: DeckRepository) -> None:
    repo.save(_deck(name="b deck"))
    repo.save(_deck(name="A deck", ruleset="monsuno-tcg", sideboard=()))
    infos = repo.list()
    assert [d.name for d in infos] == ["A deck", "b deck"]  # case-insensitive order
    assert [d.ruleset for d in infos] == ["monsuno-tcg", "monsuno-hard"]
    assert [d.cards for d in infos] == [3 + 6, 3 + 6]
    assert all(d.updated_at for d in infos)


def test_an_empty_deck_can_be_saved(repo: DeckRepository) -> None:
    deck = DeckList(name="Empty", ruleset="monster-cards")
    deck_id = repo.save(deck)
    assert repo.load(deck_id)[1] == deck
    assert repo.list()[0].cards == 0


def test_the_author_is_kept(repo: DeckRepository) -> None:
    deck = _deck(author="Bea")
    assert repo.load(repo.save(deck))[1] == deck


# =========================================================================== refused saves


def test_a_deck_needs_a_name_and_a_ruleset(repo: DeckRepository) -> None:
    with pytest.raises(DeckError, match="needs a name"):
        repo.save(_deck(name="   "))
    with pytest.raises(DeckError, match="no ruleset"):
        repo.save(_deck(ruleset=None))
    assert repo.list() == []


def test_an_unknown_ruleset_is_refused(repo: DeckRepository) -> None:
    with pytest.raises(UnknownRuleset, match="monsuno-hardd"):
        repo.save(_deck(ruleset="monsuno-hardd"))
    assert repo.list() == []


def test_a_name_clash_is_refused_in_any_case(repo: DeckRepository) -> None:
    repo.save(_deck())
    with pytest.raises(DeckError, match="already exists"):
        repo.save(_deck(name="STORM RUSH", deck=()))
    assert len(repo.list()) == 1
    assert repo.load("Storm Rush")[1] == _deck()


def test_overwriting_one_deck_with_the_name_of_another_is_refused(repo: DeckRepository) -> None:
    first = repo.save(_deck(name="First"))
    repo.save(_deck(name="Second"))
    with pytest.raises(DeckError, match="'Second' already exists"):
        repo.save(_deck(name="Second", deck=()), first)
    assert repo.load(first)[1] == _deck(name="First")


def test_save_with_an_unknown_ruleset_leaves_the_previous_version_intact(
        repo: DeckRepository) -> None:
    deck_id = repo.save(_deck())
    with pytest.raises(UnknownRuleset):
        repo.save(_deck(ruleset="no-such-rules", deck=()), deck_id)
    assert repo.load(deck_id)[1] == _deck()


def test_a_failing_write_rolls_back_completely(repo: DeckRepository) -> None:
    """The update of the deck row and the deletion of its entries are undone when an entry
    cannot be written (here a count of 0, which the database refuses)."""
    deck_id = repo.save(_deck())
    # The deck list refuses a count of 0 when it is made; forced in here to make the
    # database's own check fail halfway through the save.
    zero = DeckEntry("Broken", 1)
    object.__setattr__(zero, "count", 0)
    broken = _deck(name="Renamed", ruleset="monsuno-tcg", deck=(DeckEntry("Jab", 2), zero))
    with pytest.raises(sqlite3.IntegrityError):
        repo.save(broken, deck_id)
    assert repo.load(deck_id)[1] == _deck()
    assert [d.name for d in repo.list()] == ["Storm Rush"]


def test_saving_over_a_missing_id_is_refused(repo: DeckRepository) -> None:
    with pytest.raises(DeckError, match="no deck called"):
        repo.save(_deck(), 424242)
    assert repo.list() == []


# =========================================================================== rename


def test_rename(repo: DeckRepository) -> None:
    deck_id = repo.save(_deck())
    repo.rename("storm rush", "  Storm   Surge ")
    assert repo.find_id("Storm Surge") == deck_id
    assert repo.find_id("Storm Rush") is None
    assert repo.load(deck_id)[1] == _deck(name="Storm Surge")


def test_rename_to_the_same_name_in_another_case(repo: DeckRepository) -> None:
    deck_id = repo.save(_deck())
    repo.rename("Storm Rush", "STORM RUSH")
    assert repo.load(deck_id)[1].name == "STORM RUSH"


def test_rename_clash_and_missing_deck(repo: DeckRepository) -> None:
    repo.save(_deck(name="First"))
    repo.save(_deck(name="Second"))
    with pytest.raises(DeckError, match="'second' already exists"):
        repo.rename("First", "second")
    with pytest.raises(DeckError, match="needs a name"):
        repo.rename("First", "  ")
    with pytest.raises(DeckError) as info:
        repo.rename("Third", "Fourth")
    assert "no deck called 'Third'" in str(info.value)
    assert "'First'" in str(info.value) and "'Second'" in str(info.value)  # the saved decks
    assert [d.name for d in repo.list()] == ["First", "Second"]


# =========================================================================== duplicate


def test_duplicate_with_and_without_a_name(repo: DeckRepository) -> None:
    original = repo.save(_deck())
    copy1 = repo.duplicate("Storm Rush")
    copy2 = repo.duplicate("Storm Rush")
    named = repo.duplicate(original, "Storm Rush II")
    assert len({original, copy1, copy2, named}) == 4
    assert repo.load(copy1)[1] == _deck(name="Storm Rush (copy)")
    assert repo.load(copy2)[1] == _deck(name="Storm Rush (copy 2)")
    assert repo.load(named)[1] == _deck(name="Storm Rush II")
    # The copies are independent.
    repo.save(_deck(deck=()), original)
    assert repo.load(copy1)[1].deck == _deck().deck


def test_duplicate_clash_and_missing_deck(repo: DeckRepository) -> None:
    repo.save(_deck(name="First"))
    repo.save(_deck(name="Second"))
    with pytest.raises(DeckError, match="already exists"):
        repo.duplicate("First", "SECOND")
    with pytest.raises(DeckError, match="no deck called 'Third'"):
        repo.duplicate("Third")
    assert len(repo.list()) == 2


# =========================================================================== delete


def test_delete_removes_the_deck_and_its_entries(repo: DeckRepository, empty_db: Database
                                                 ) -> None:
    keep = repo.save(_deck(name="Keep"))
    gone = repo.save(_deck(name="Gone"))
    repo.delete("gone")
    assert [d.name for d in repo.list()] == ["Keep"]
    assert empty_db.conn.execute("SELECT COUNT(*) FROM deck_entry WHERE deck_id=?",
                                 (gone,)).fetchone()[0] == 0
    with pytest.raises(DeckError, match="no deck called 'Gone'"):
        repo.load("Gone")
    with pytest.raises(DeckError, match="no deck called 'Gone'"):
        repo.delete("Gone")
    # A new deck never inherits the entries of a deleted one.
    new = repo.save(_deck(name="New", deck=(), sideboard=(), team=()))
    assert repo.load(new)[1].counts() == {"team": 0, "deck": 0, "sideboard": 0}
    assert repo.load(keep)[1] == _deck(name="Keep")


def test_decks_live_beside_the_catalog(starter_db: Database) -> None:
    """The starter database holds no decks; a saved deck survives closing and reopening."""
    repo = DeckRepository(starter_db)
    assert repo.list() == []
    repo.save(_deck())
    path = starter_db.path
    starter_db.close()
    db = open_database(path)
    try:
        assert DeckRepository(db).load("Storm Rush")[1] == _deck()
    finally:
        db.close()


@pytest.mark.parametrize("saved, other", [("Колода", "КОЛОДА"), ("Été", "été")])
def test_deck_names_are_case_insensitive_beyond_ascii(repo: DeckRepository, saved: str,
                                                      other: str) -> None:
    deck_id = repo.save(_deck(name=saved))
    assert repo.find_id(other) == deck_id
    with pytest.raises(DeckError, match="already exists"):
        repo.save(_deck(name=other))
