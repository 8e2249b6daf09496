"""Redakai: the advanced rules (RULES.md §6.1–6.2) — the engine and its bots (the ruleset is
declared in rulesets.py).

How the cards' effects are carried out (RULES.md §1.4 leaves the timing to us):

* attack ``effects``: ``power`` counts when the attack is played; ``draw``, ``heal`` and
  ``defense`` happen when it hits;
* monster ``effects``: when the monster is played;
* ``react`` effects: when the react is used (``power`` raises the attack being resolved,
  ``defense`` gives your whole team that much defence of the colour until the start of
  your next turn, ``heal`` heals the attacked character if it is yours, else your most
  damaged one);
* ``power`` outside a react (a monster's effect) raises every attack you play this turn;
  ``defense`` outside a react also lasts until the start of your next turn;
* character ``ability``: ``power`` (all your attacks) and ``defense`` (that character)
  always apply while the character is active (not defeated, not blanked); ``draw`` and
  ``heal`` happen at the start of its owner's turn, after the turn's draw;
* the hand limit (§6.1) is checked after every single card drawn: a hand over the limit is
  discarded down to it at once, by its owner (the defender too, in the attacker's turn).
  Whatever else the draw was part of — the rest of a ``draw N``, the card's other
  effects, the other characters' turn abilities — waits (``RedakaiState.pending``) and
  goes on after the discards;
* a monster's react belongs to the topmost monster of a character that is active; it can
  be used once per turn (a new monster played on the character brings a fresh react);
* ``heal N`` removes damage from N damaged zones (left to right) of a character;
* an attack with ``blanks_ability`` that hits blanks the target's ability for good;
* ``speed`` and ``damage`` mean nothing in Redakai: such cards are "not simulated".
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from deckbuilder.rules.cards import Card
from deckbuilder.rules.engine import (
    Action,
    Engine,
    GameState,
    Prepared,
    expand,
    prepare_seats,
    random_policy,
    shuffle,
)

from .bots import (  # noqa: F401  (the game's API, one import away)
    _greedy_react,
    _usefulness,
    greedy_policy,
)
from .state import (  # noqa: F401  (the game's API, one import away)
    DISCARD,
    LIMIT_CHECK,
    MAIN,
    OVER,
    REACT,
    SETUP,
    ZONE_NAMES,
    CardInfo,
    Char,
    Frame,
    RedakaiOptions,
    RedakaiState,
    _effects,
    training_characters,
)

# --------------------------------------------------------------------------- engine

def prepare(team: Sequence[Card], deck: Sequence[Card], opp_team: Sequence[Card],
            opp_deck: Sequence[Card], options: RedakaiOptions | None = None,
            dummy: int | None = 1) -> Prepared:
    return prepare_seats(((team, deck), (opp_team, opp_deck)), CardInfo,
                         options or RedakaiOptions(), dummy)


def start(prep: Prepared, seed: int) -> RedakaiState:
    """A new game (at the chance point "who goes first"): decks shuffled, hands drawn."""
    info = list(prep.info)
    state = RedakaiState(info, list(prep.owner), prep.options, seed, prep.dummy)
    for p in (0, 1):
        state.chars[p] = [Char(c, info[c].defense) for c in prep.teams[p]]
        deck = state.deck[p] = list(prep.decks[p])
        shuffle(state.rng, deck)
        if p != prep.dummy:
            hand = state.hand[p]
            for _ in range(prep.options.opening_hand):
                if deck:
                    hand.append(deck.pop())
    if prep.options.opening_hand > prep.options.hand_limit:
        # Opening hands over the limit are discarded down first (player 0, then 1), before
        # the first player is drawn.
        state.pending.extend((p, LIMIT_CHECK, 0, None) for p in (1, 0) if p != prep.dummy)
        state._go_on([])
    return state


def new_game(team: Sequence[Card], deck: Sequence[Card], opp_team: Sequence[Card],
             opp_deck: Sequence[Card], options: RedakaiOptions | None = None, seed: int = 0,
             dummy: int | None = 1) -> RedakaiState:
    """A new game from cards (tests and tools)."""
    return start(prepare(team, deck, opp_team, opp_deck, options, dummy), seed)


class RedakaiEngine(Engine):
    ruleset_id = "redakai-advanced"
    game = "redakai"
    simulated_verbs = frozenset({"power", "defense", "heal", "draw"})
    # Two rollouts per candidate are enough here: on the starter deck (200 games, seed 1)
    # the planner came 0.18 turns behind the bound with 2, 0.13 with 4, with a third
    # fewer instructions (valgrind: 351 → 228 M per game) — and Redakai decisions often
    # have eight candidates.
    planner_min_per = 2

    def options_type(self) -> RedakaiOptions:
        return RedakaiOptions()

    def prepare_goldfish(self, deck: Any, *, options: Any = None, dummy: Any = None) -> Prepared:
        team = expand(deck.deck.team, deck.card)
        main = expand(deck.deck.deck, deck.card)
        dummy_team = expand(dummy.deck.team, dummy.card) if dummy is not None \
            else _TRAINING
        if len(dummy_team) != 3:
            raise ValueError("the dummy needs exactly 3 characters")
        return prepare(team, main, dummy_team, [], options, dummy=1)

    def start(self, prepared: Any, seed: int) -> RedakaiState:
        return start(prepared, seed)

    def policies(self) -> dict[str, Callable[[GameState, random.Random], Action]]:
        return {"greedy": greedy_policy, "random": random_policy}

    def opening_hand(self, options: Any) -> int:
        return int(options.opening_hand)

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        # Every turn of the player starts with a draw, the first one included, whoever
        # goes first (RULES §6.1). Draw abilities of the characters and draw effects of
        # attacks add cards that depend on the team and on play: the simulation counts
        # them (Stats.draw_counts) and draw_odds weighs the exact odds with them.
        return int(options.opening_hand + turn * options.draw_per_turn)


_TRAINING = training_characters()
ENGINE = RedakaiEngine()
