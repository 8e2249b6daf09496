"""The playtest log: every event the engines emit has a line in words."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from deckbuilder.rules.engine import CHANCE, TERMINAL, Event, GameState, random_policy
from deckbuilder.ui.playtest_events import EVENT_NAMES, describe_event, generic_description
from tests.rules.engine_support import playable_rulesets
from tests.rules.test_table_views import new_hot_seat, new_monster_cards, new_state

GAMES = Path(__file__).resolve().parents[2] / "deckbuilder" / "rules" / "games"
RULESETS = playable_rulesets()
SEEDS = 30


def emitted_names() -> set[str]:
    """Every event name the engines can emit (read from their source)."""
    names: set[str] = set()
    for path in GAMES.rglob("*.py"):
        names |= set(re.findall(r'_emit\(\s*ev,\s*"(\w+)"', path.read_text(encoding="utf-8")))
    return names


def title(player: int) -> str:
    return "You" if player == 0 else "Dummy" if player == 1 else f"Player {player + 1}"


def events_of(state: GameState, seed: int) -> Iterator[tuple[Event, GameState]]:
    rng = random.Random(seed)
    while state.current_player() != TERMINAL and state.player_turns(0) <= 60:
        if state.current_player() == CHANCE:
            action = state.sample_chance()
        else:
            action = random_policy(state, rng)
        for event in state.apply(action):
            yield event, state


def check(event: Event, state: GameState) -> str:
    text = describe_event(event, state.seat_title)
    assert text.strip(), event
    assert "{" not in text and "}" not in text, text
    if "_" in event.name:
        assert event.name not in text, text
    assert "\n" not in text
    return text


def test_every_event_an_engine_emits_has_words() -> None:
    assert emitted_names() == set(EVENT_NAMES)


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_events_of_random_games_are_described(ruleset_id: str) -> None:
    seen: Counter[str] = Counter()
    for seed in range(SEEDS):
        for event, state in events_of(new_state(ruleset_id, seed), seed):
            check(event, state)
            seen[event.name] += 1
    assert len(seen) >= 8


@pytest.mark.usefixtures("qapp")
def test_events_of_other_games_are_described() -> None:
    """Games without a dummy and with more players reach the remaining events."""
    seen: set[str] = set()
    games: list[tuple[GameState, int]] = []
    for seed in range(10):
        games += [(new_hot_seat(r, seed), seed)
                  for r in ("monsuno-medium", "monsuno-hard", "monster-cards")]
        games += [(new_monster_cards(n, seed), seed) for n in (3, 8)]
    for state, seed in games:
        for event, st in events_of(state, seed):
            check(event, st)
            seen.add(event.name)
    assert {"strike_card_set", "card_clipped", "next_player_chosen", "combat"} <= seen


@pytest.mark.usefixtures("qapp")
def test_examples() -> None:
    assert describe_event(Event("card_drawn", 0, {"card": "Blazing Jab"}), title) == \
        "You draw Blazing Jab"
    assert describe_event(Event("card_drawn", 1, {"card": "Blazing Jab"}), title) == \
        "Dummy draws a card"
    hit = Event("attack_hit", 0, {"card": "Ashfall Hook", "target": "Training Dummy 1",
                                  "power": 6, "defense": 0, "damaged": ["right"]})
    assert describe_event(hit, title) == \
        "Ashfall Hook hits Training Dummy 1 (power 6 vs defence 0): right zone damaged"
    dealt = Event("damage_dealt", 0, {"source": "strike", "card": "Spark Needle",
                                      "amount": 12, "target": "Training Monsuno",
                                      "life": 48})
    assert describe_event(dealt, title) == \
        "Dummy's Training Monsuno takes 12 damage from your Spark Needle (life 48)"
    milled = Event("cards_milled", 1, {"amount": 1, "reason": "lightning", "deck": 4})
    assert describe_event(milled, title) == \
        "Dummy loses 1 card from the deck to the graveyard (Lightning); 4 left"
    assert describe_event(Event("game_drawn", -1), title) == "The game is a draw"
    swap = Event("cards_swapped", 2, {"other": 0, "given": "A", "taken": "B"})
    assert describe_event(swap, title) == "Swindle: Player 3 takes your B and gives you A"


@pytest.mark.usefixtures("qapp")
def test_unknown_events_and_missing_data_fall_back() -> None:
    odd = Event("solar_flare", 1, {"power": 3, "cards": ["A", "B"], "_turn": 4})
    assert describe_event(odd, title) == "Solar flare: who=Dummy, power=3, cards=[A, B]"
    # A known event with its data missing gets the plain line, not an error.
    for name in sorted(EVENT_NAMES):
        text = describe_event(Event(name, 0, {}), title)
        assert text.strip() and "{" not in text
    broken = Event("attack_hit", 0, {"card": "X", "damaged": None})
    assert describe_event(broken, title) == generic_description(broken, title)
    assert generic_description(Event("nothing", -1), title) == "Nothing"
