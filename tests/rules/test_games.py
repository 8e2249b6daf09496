"""The game descriptors: every package under rules/games is a game the registry finds by id,
and a look at its card data does not load its rules engines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from deckbuilder.rules.cards import card_from_json
from deckbuilder.rules.registry import (
    RULESET_IDS,
    all_games,
    all_rulesets,
    get_game,
    get_ruleset,
)

ROOT = Path(__file__).resolve().parents[2]


def test_every_game_folder_is_a_game_in_display_order() -> None:
    folders = {p.name for p in (ROOT / "deckbuilder" / "rules" / "games").iterdir()
               if (p / "__init__.py").is_file()}
    games = all_games()
    assert len(games) == len(folders) == 3
    assert [g.id for g in games] == ["monsuno", "redakai", "monster-cards"]
    assert [g.order for g in games] == sorted(g.order for g in games)


def test_each_ruleset_belongs_to_the_game_that_lists_it() -> None:
    assert [r.id for r in all_rulesets()] == list(RULESET_IDS)
    for game in all_games():
        for rid in game.ruleset_ids:
            assert get_ruleset(rid).game == game.id
        assert game.ruleset_ids[0] in RULESET_IDS


def test_a_card_is_checked_by_its_games_schema_and_finisher() -> None:
    mc = get_game("monster-cards")
    card = card_from_json({"game": "monster-cards", "kind": "monster", "name": "Imp",
                           "rarity": "sr", "power": 2, "element": "fire", "species": "devil",
                           "means": "magic", "size": "small"})
    assert card.rarity == "SR"                       # the game's finisher upper-cases it
    assert mc.card_cost(card) == mc.deck_cost(card) == 8 + 1
    kai = card_from_json({"game": "redakai", "kind": "character", "name": "Kai - Blue Fire",
                          "defense": [None, None, None]})
    assert kai.fields["character"] == "Kai" and kai.fields["version"] == "Blue Fire"


def test_the_card_schema_loads_no_rules_engine() -> None:
    code = ("import sys, json; from deckbuilder.rules.cards import GAME_TITLES, field_specs; "
            "field_specs('monsuno', 'strike'); "
            "print(json.dumps([GAME_TITLES, sorted(m for m in sys.modules "
            "if m.startswith('deckbuilder.rules'))]))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    titles, loaded = json.loads(out.stdout)
    assert titles == {"monsuno": "Monsuno", "redakai": "Redakai",
                      "monster-cards": "MONSTER CARDS"}
    assert not [m for m in loaded if m.endswith((".rulesets", ".hard", ".medium", ".state"))]
    assert "deckbuilder.rules.engine" not in loaded


def test_a_deck_without_a_ruleset_gets_its_games_likeliest() -> None:
    from deckbuilder.rules.deckfiles import read_deck_text

    one = read_deck_text("Team:\n1 Storm Vector\nDeck:\n2 Gale Lance\n")
    three = read_deck_text("Team:\n1 A\n1 B\n1 C\n")
    monsuno = get_game("monsuno")
    assert monsuno.ruleset_for(one) == "monsuno-medium"
    assert monsuno.ruleset_for(three) == "monsuno-hard"
    assert get_game("redakai").ruleset_for(three) == "redakai-advanced"


def test_the_descriptor_reaches_its_training_cards_and_analysis_on_first_use() -> None:
    # The descriptor names these by "module:function" (rules.game.deferred), so that it
    # imports no engine module (they ask the registry, which reads the descriptor: a
    # cycle). A name that no longer points at its function fails here, not in a playtest.
    from deckbuilder.rules.impossible import Impossibility
    from tests.rules.engine_support import starter_deck

    for game in all_games():
        cards = game.training_cards()
        assert cards and {c.game for c in cards} == {game.id}
        for rid in game.ruleset_ids:
            engine = get_ruleset(rid).engine
            found = game.impossible(rid, starter_deck(rid), engine.options_type(), 10)
            assert all(isinstance(f, Impossibility) for f in found)
