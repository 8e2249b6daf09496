"""Starter cards and decks for engine tests, read without the SQL catalog, and the checks
every engine must pass whatever its table."""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path

import pytest

from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.decklist import parse_deck
from deckbuilder.rules.engine import (
    CHANCE,
    TERMINAL,
    Action,
    GameState,
    IllegalAction,
    Session,
    random_policy,
)
from deckbuilder.rules.legality import MemoryCatalog, ResolvedDeck, resolve
from deckbuilder.rules.registry import all_rulesets, get_ruleset

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


@cache
def starter_cards() -> tuple[Card, ...]:
    cards: list[Card] = []
    for path in sorted((RESOURCES / "catalogs").glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        cards.extend(card_from_json({k: v for k, v in raw.items() if k != "image"})
                     for raw in doc["cards"])
    return tuple(cards)


@cache
def catalog() -> MemoryCatalog:
    return MemoryCatalog(starter_cards())


def starter_deck(ruleset_id: str) -> ResolvedDeck:
    text = (RESOURCES / "decks" / f"{ruleset_id}.txt").read_text(encoding="utf-8")
    deck = parse_deck(text)
    return resolve(deck, get_ruleset(ruleset_id).game, catalog())


def deck_from_text(text: str, ruleset_id: str) -> ResolvedDeck:
    return resolve(parse_deck(text), get_ruleset(ruleset_id).game, catalog())


def playable_rulesets() -> list[str]:
    return [r.id for r in all_rulesets() if r.engine is not None]


# --------------------------------------------------------------------------- engine checks


def random_step(state: GameState, rng: random.Random) -> Action:
    """A random legal move, or chance's own draw at a chance point."""
    if state.current_player() == CHANCE:
        return state.sample_chance()
    return random_policy(state, rng)


def check_conserved(state: GameState) -> None:
    """Every card of every player is in exactly one of that player's zones."""
    owned = state.all_cards()
    where = state.card_locations()
    assert set(owned) == set(where) == set(range(state.num_players()))
    for player, cards in owned.items():
        placed = sorted(c for ids in where[player].values() for c in ids)
        assert placed == sorted(cards), f"player {player}: cards lost or doubled"


def check_conserved_at_every_event(state: GameState) -> GameState:
    """The state, made to check :func:`check_conserved` whenever an event is emitted (each
    traced event asks for the zone sizes at that moment), so that a card caught between
    two zones — or in two at once — fails at the event that shows it."""
    base = type(state)

    class Watched(base):  # type: ignore[valid-type,misc]
        __slots__ = ()

        def zone_counts(self) -> dict[int, dict[str, int]]:
            check_conserved(self)
            return super().zone_counts()

    state.__class__ = Watched
    state.tracing = True
    return state


def check_illegal_refused(state: GameState, rng: random.Random, turn_limit: int,
                          extra: tuple[Action, ...] = ()) -> None:
    """Play a random game; at every step made-up actions (and ``extra``) raise and leave
    the state as it was. Nothing at all is legal once the game is over."""
    tried = 0
    while state.current_player() != TERMINAL and state.player_turns(0) <= turn_limit:
        legal = state.legal_actions()
        before = state.state_key()
        bogus = [("no-such-action",), (legal[0][0], 10**6), (), ("end", "extra"), *extra]
        for action in bogus:
            if action in legal:
                continue
            with pytest.raises(IllegalAction):
                state.apply(action)
            assert state.state_key() == before
            tried += 1
        state.apply(random_step(state, rng))
    assert tried > 20
    if state.current_player() == TERMINAL:
        assert state.legal_actions() == []
        with pytest.raises(IllegalAction):
            state.apply(("end",))


def check_undo_walks_back(session: Session, rng: random.Random) -> None:
    """Up to 300 random steps; undo goes back through exactly the same states, redo forward
    again, and undo_to jumps to any point."""
    keys = [session.state.state_key()]
    while session.state.current_player() != TERMINAL and len(keys) < 300:
        session.apply(random_step(session.state, rng))
        keys.append(session.state.state_key())
    for expected in reversed(keys[:-1]):
        session.undo()
        assert session.state.state_key() == expected
    assert not session.can_undo()
    for expected in keys[1:]:
        session.redo()
        assert session.state.state_key() == expected
    session.undo_to(len(keys) // 2)
    assert session.state.state_key() == keys[len(keys) // 2]
