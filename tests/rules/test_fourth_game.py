"""A fourth game is one new folder: a copy of the Redakai package under a new id, with a
kind, a field, a value and an event of its own, is found by the registry, plays a goldfish
game, and the window's label and log functions speak its English words with no change to
the window's code (docs/ARCHITECTURE.md, "How to add a game")."""

from __future__ import annotations

import importlib
import random
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import deckbuilder.rules.games as games_package
from deckbuilder.rules import registry
from deckbuilder.rules.engine import CHANCE, TERMINAL, random_policy
from deckbuilder.rules.events import log_line_types
from tests.rules.engine_support import starter_deck

PACKAGE = "deckbuilder.rules.games.fourth"

#: Added to the copied descriptor: words no other game has, each different from its id.
DESCRIPTOR_EXTRA = '''

import dataclasses as _dataclasses

GAME = _dataclasses.replace(
    GAME,
    kinds=(*GAME.kinds, "relic"),
    kind_titles={**GAME.kind_titles, "relic": game_text("ancient relic")},
    kind_headings={**GAME.kind_headings, "relic": game_text("Ancient relic")},
    field_labels={**GAME.field_labels, "shine": game_text("Shine level")},
    field_names={**GAME.field_names, "shine": game_text("shine level")},
    value_titles={**GAME.value_titles,
                  "shine": {"dim": game_text("barely glowing"), "sun": "Sunstone"}},
)
'''

#: A new event with its log line, in the game's own events module.
EVENTS_EXTRA = '''

@dataclass(frozen=True, slots=True, kw_only=True)
class RelicGlows(Event):
    name: ClassVar[str] = "relic_glows"
    card: str


def _relic_glows(w: Words[RelicGlows]) -> Msg:
    return w.pick(Msg("Your {card} glows"), Msg("{who}'s {card} glows"), card=w.e.card)


LOG_LINES = {**LOG_LINES, RelicGlows: _relic_glows}
'''


def _copy_redakai(target: Path) -> None:
    source = Path(games_package.__path__[0]) / "redakai"
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
    for path in target.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        text = (text.replace("deckbuilder.rules.games.redakai", PACKAGE)
                .replace('"redakai-advanced"', '"fourth-advanced"')
                .replace('"redakai"', '"fourth"')
                .replace('game_text("Redakai \u2014 advanced rules")',
                         'game_text("Fourth \u2014 advanced rules")')
                .replace('title="Redakai"', 'title="Fourth Game"')
                .replace("order=1,", "order=3,")
                .replace('search_aliases=("rk",)', 'search_aliases=("fg",)'))
        if path.name == "game.py":
            text += DESCRIPTOR_EXTRA
        if path.name == "events.py":
            text += EVENTS_EXTRA
        path.write_text(text, encoding="utf-8")


@pytest.fixture
def fourth(tmp_path: Path) -> Iterator[str]:
    """The copy as ``deckbuilder.rules.games.fourth``, through the registry's discovery hook
    (a folder added to the games package's path); taken away afterwards."""
    _copy_redakai(tmp_path / "fourth")
    games_package.__path__.append(str(tmp_path))
    registry.rediscover()
    try:
        yield "fourth"
    finally:
        games_package.__path__.remove(str(tmp_path))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]
        registry.rediscover()


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
