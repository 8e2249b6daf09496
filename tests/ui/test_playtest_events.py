"""The playtest log: every event the engines emit has a line in words."""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

import pytest

import deckbuilder.rules.games as games_package
from deckbuilder.rules import events as common
from deckbuilder.rules.engine import CHANCE, TERMINAL, Event, GameState, random_policy
from deckbuilder.rules.games.monster_cards.events import CardsMilled, CardsSwapped
from deckbuilder.rules.games.monsuno.events import ClashDamage
from deckbuilder.rules.games.redakai.events import AttackHit
from deckbuilder.ui.playtest.engine_text import translated_seats
from deckbuilder.ui.playtest.playtest_events import EVENT_TYPES, describe_event
from tests.rules.engine_support import playable_rulesets
from tests.rules.test_table_views import new_hot_seat, new_monster_cards, new_state

RULESETS = playable_rulesets()
SEEDS = 30


def event_types() -> set[type[Event]]:
    """Every event type of the engines: those of ``rules/events.py`` and of each game's
    ``events`` module."""
    modules = [common]
    for info in pkgutil.iter_modules(games_package.__path__):
        if info.ispkg:
            modules.append(importlib.import_module(f"{games_package.__name__}.{info.name}"
                                                   ".events"))
    return {v for m in modules for v in vars(m).values()
            if isinstance(v, type) and issubclass(v, Event) and v is not Event}


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


def test_every_event_type_has_words() -> None:
    types = event_types()
    assert len(types) > 50
    assert types == set(EVENT_TYPES)


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
    assert describe_event(common.CardDrawn(player=0, card="Blazing Jab"), title) == \
        "You draw Blazing Jab"
    assert describe_event(common.CardDrawn(player=1, card="Blazing Jab"), title) == \
        "Dummy draws a card"
    hit = AttackHit(player=0, card="Ashfall Hook", target="Training Dummy 1", power=6,
                    defense=0, damaged=["right"])
    assert describe_event(hit, title) == \
        "Ashfall Hook hits Training Dummy 1 (power 6 vs defence 0): right zone damaged"
    dealt = ClashDamage(player=0, source="strike", card="Spark Needle", amount=12,
                        target="Training Monsuno", life=48)
    assert describe_event(dealt, title) == \
        "Dummy's Training Monsuno takes 12 damage from your Spark Needle (life 48)"
    milled = CardsMilled(player=1, amount=1, reason="lightning", deck=4)
    assert describe_event(milled, title) == \
        "Dummy loses 1 card from the deck to the graveyard (Lightning); 4 left"
    assert describe_event(common.GameDrawn(player=-1), title) == "The game is a draw"
    swap = CardsSwapped(player=2, other=0, given="A", taken="B")
    assert describe_event(swap, title) == "Swindle: Player 3 takes your B and gives you A"


@pytest.mark.usefixtures("qapp")
def test_an_event_without_words_is_an_error() -> None:
    """No silent fallback: a new event type must get its line (the test above finds it)."""

    @dataclass(frozen=True, slots=True, kw_only=True)
    class SolarFlare(Event):
        name: ClassVar[str] = "solar_flare"
        power: int

    with pytest.raises(KeyError):
        describe_event(SolarFlare(player=1, power=3), title)




def test_the_log_in_russian(russian: None) -> None:
    """The game's English lines are translated by key; seats, reasons and plurals too."""
    state = new_state("monster-cards", 1)
    seat = translated_seats(state.seat_title)
    # (A card with no Russian name: one that has one is named in Russian once a playtest
    # has learnt it, see test_playtest_russian.py.)
    assert describe_event(common.CardDrawn(player=0, card="Nameless Test Card"), seat) == \
        "Вы берёте Nameless Test Card"
    assert describe_event(common.CardDrawn(player=1, card="Nameless Test Card"), seat) == \
        "Манекен берёт карту"
    # The window's own seat function or the state's: the same words.
    milled = CardsMilled(player=1, amount=3, reason="lightning", deck=4)
    line = describe_event(milled, state.seat_title)
    assert line == describe_event(milled, seat)
    assert line == "Из колоды игрока Манекен на кладбище уходит 3 карты (Lightning); " \
        "в колоде осталось 4"
