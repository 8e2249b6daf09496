"""A fourth game is one new folder: a copy of the Redakai package under a new id, with a
kind, a field, a value and an event of its own, is found by the registry, plays a goldfish
game, and the window's label and log functions speak its English words with no change to
the window's code (docs/ARCHITECTURE.md, "How to add a game")."""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckbuilder.rules import registry
from deckbuilder.rules.engine import CHANCE, TERMINAL, random_policy
from deckbuilder.rules.events import log_line_types
from tests.rules.engine_support import starter_deck
from tests.rules.fourth_game import PACKAGE, fourth_game


@pytest.fixture
def fourth(tmp_path: Path) -> Iterator[str]:
    """The fourth game, found by the registry; taken away afterwards."""
    with fourth_game(tmp_path) as game_id:
        yield game_id


def test_the_registry_finds_the_fourth_game(fourth: str) -> None:
    game = registry.get_game(fourth)
    assert game.title == "Fourth Game"
    assert registry.game_ids()[-1] == fourth
    assert [r.id for r in registry.rulesets_for_game(fourth)] == ["fourth-advanced"]
    assert registry.get_ruleset("fourth-advanced").engine is not None
    assert "fourth-advanced" in registry.RULESET_IDS


def test_the_fourth_game_plays_a_goldfish_game(fourth: str, qapp: object) -> None:
    from deckbuilder.ui.playtest.playtest_events import describe_event

    engine = registry.get_ruleset("fourth-advanced").engine
    state = engine.new_goldfish(starter_deck("redakai-advanced"), seed=3)
    rng = random.Random(3)
    lines = []
    while state.current_player() != TERMINAL and state.player_turns(0) <= 30:
        action = state.sample_chance() if state.current_player() == CHANCE \
            else random_policy(state, rng)
        for event in state.apply(action):
            assert type(event).__module__ == f"{PACKAGE}.events" or \
                type(event).__module__ == "deckbuilder.rules.events"
            lines.append(describe_event(event, state.seat_title))
    assert len(lines) > 20
    assert all(line.strip() and "{" not in line for line in lines)
    assert any(line.startswith("You draw ") for line in lines)


def test_the_window_speaks_the_fourth_games_words(fourth: str, qapp: object) -> None:
    from deckbuilder.ui.cards.card_detail import field_label, kind_title, ruleset_title
    from deckbuilder.ui.cards.card_fields import kind_title as kind_heading
    from deckbuilder.ui.common.value_names import field_title, known_values, value_title
    from deckbuilder.ui.playtest.playtest_events import describe_event

    assert kind_title("relic") == "ancient relic"
    assert kind_heading("relic") == "Ancient relic"
    assert field_label("shine") == "Shine level"
    assert field_title("shine") == "shine level"
    assert value_title("shine", "dim") == "barely glowing"
    assert known_values("shine") == {"dim": "barely glowing", "sun": "Sunstone"}
    assert ruleset_title("fourth-advanced") == "Fourth \u2014 advanced rules"
    glows = importlib.import_module(f"{PACKAGE}.events").RelicGlows
    assert glows in log_line_types()

    def seats(p: int) -> str:
        return "You" if p == 0 else "Dummy"

    assert describe_event(glows(player=0, card="Orb"), seats) == "Your Orb glows"
    assert describe_event(glows(player=1, card="Orb"), seats) == "Dummy's Orb glows"


def test_the_fourth_game_is_gone_afterwards() -> None:
    """The hook leaves nothing behind for the other tests."""
    assert "fourth" not in registry.game_ids()
    assert "fourth-advanced" not in registry.RULESET_IDS
