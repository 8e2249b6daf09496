"""Monsuno: the medium, hard and tournament (TCG) engines and their bots (the rulesets are
declared in rulesets.py).

The package has four parts: the cards and options shared by both engines (``shared``),
the medium engine (``medium``, RULES.md §5.1), the hard engine (``hard``, RULES.md §5.2, also
used by ``monsuno-tcg``), the bots (``bots``); this module starts games and holds the
engines (``rulesets`` declares the rulesets).

Rule decisions where RULES.md is silent
=======================================

Both engines
------------
* Strike types, icons and manufacturers are compared case-insensitively. A strike card with
  a ``manufacturer`` used with a Monsuno of another manufacturer (or with one that has none,
  like the training Monsuno) counts speed 0 and has no effects. A neutral card (no
  manufacturer) works with every Monsuno.
* Empty deck: when a card must be drawn and the deck is empty, the discard pile is
  shuffled into a new deck (option ``reshuffle_empty_deck``, shuffled by the game's seeded
  generator); with the option off, or both piles empty, nothing is drawn.
* Attaching (medium) and clipping (hard) a played strike card happen automatically
  whenever its strike type matches a free power slot: the rules say "may", and doing it
  never hurts in these rules. A Monsuno without power slots is never powered up.
* The built-in training Monsuno has life 60, speed 0, damage 0, no slots, no manufacturer
  and the strike type ``training``, which no card's icons name.

Medium rules (``monsuno-medium``)
---------------------------------
* A *round* is one launch by its attacker; a miss ends it (roles swap and the next round
  begins), so attackers alternate strictly. For the statistics a medium *turn* is a
  **clash**: ``player_turns`` counts the clashes a player took part in (both players take
  part in every clash), so the kill turn is the number of clashes until the dummy falls,
  and "in hand by turn T" and the exact odds are "by clash T". A round that misses is
  not a turn of anyone. ``GameState.turn`` counts rounds.
* The launch probabilities are weights: the engine divides them by their sum, so setting
  one keeps the proportions of the others. An outcome of weight 0 is never offered.
* In the clash each player takes up to two cards. With two, the player chooses which to
  play (the other goes to the bottom of the deck); with one, it is played; with none, the
  player plays nothing. Without advantage the attacker chooses first and the defender
  second, and nothing says which card the attacker set down until both are revealed; with
  advantage the defender chooses first and the card is shown to the attacker.
* Medium rules play the printed numbers only: card effects are not part of §5.1, so the
  engine simulates no effect verb and the goldfish report lists cards with effects as
  "effect not simulated". ``exclusive`` has no meaning in medium rules.
* Damage sources of a player: the Monsuno (``damage``), the played strike card, and — for
  the attacker whose slots are all filled — the super strike (``power_damage``). The
  dominator picks one source per player. A chosen super strike sends the attached cards to
  the discard pile before this clash's cards are attached. A bot dominator (and the dummy)
  picks its highest and the opponent's lowest; on ties the Monsuno comes before the strike
  card and the super strike last, so a super strike is only spent when it is better.
* The dummy plays no strike card, so its only source is its Monsuno: it deals its
  Monsuno's damage in every clash, attacking or defending (§5.1, step 5 applies to it as to
  any player). Choices the dummy would make, and choices with a single possibility, are
  automatic.

Hard rules (``monsuno-hard``, ``monsuno-tcg``)
-----------------------------------------------
* Recover is always legal (and the only choice when nothing else is). The "discard your
  hand and draw 5" Recover is offered when the player holds ``hand_size`` cards or more
  (option ``recover_mulligan``), both on their turn and when they Recover out of turn.
* Launching a Monsuno with cost 0 needs no payment. Otherwise the player chooses strike
  cards from the hand (a ``choose_many`` decision): ``legal_actions`` lists the minimal
  payments (no card could be left out), while ``apply`` accepts any set of cards whose
  launch values cover the cost.
* Combat: the attacker draws, then the defender. Picks are attacker then defender (the
  defender's decision shows nothing of the attacker's card) — or defender first, revealed,
  when the defender had no battlefield Monsuno. An ``exclusive`` card of another
  manufacturer cannot be chosen; a player whose hand holds no card they may play plays
  none; a player with exactly one such card plays it.
* Effect verbs, applied at the card's ``timing`` (attacker's effects first):
  ``speed`` +N to that player's speed this combat — but the defender's strike card adds
  to the speed comparison only with ``defender_adds_strike_speed`` (§5.2: the attacker's
  speed is compared "against the defender's Monsuno speed"), so with the option off its
  printed speed and its ``speed`` effects both count nothing (no ``effect_applied`` event
  is sent for such a speed effect). Speed effects of the defender's clipped ``upgrade``
  cards are part of its Monsuno and always count; ``damage`` +N to the strike
  card's damage, so it counts only when that player is dominant; ``power`` +N to the
  player's Monsuno damage this combat (it always counts); ``heal`` removes N damage from the
  player's fighting Monsuno; ``draw`` draws N cards; ``defense`` N of colour C reduces the
  damage of strike type C that the player's fighting Monsuno takes this combat by N (a
  Monsuno's damage has its Monsuno's strike type, the strike card's damage has the card's).
* Timings: ``reveal`` right after both cards are shown, ``domination`` before the
  comparison, ``damage`` before any damage is dealt, ``after`` after the damage and before
  clipping (so a card clipped now does not act again at once).
* ``restricted`` cards keep their numbers but their effects work only with a Monsuno whose
  name or manufacturer is in ``restricted_to``. ``upgrade`` cards have no effect when
  played; once clipped, their effects apply in every combat of that Monsuno.
* Damage: the dominant side deals its Monsuno's damage (or the super strike) plus its strike
  card's damage. A Monsuno defeated by it leaves the game at once and deals no damage back;
  otherwise the other Monsuno then deals its damage. A defeated Monsuno's clipped cards go
  to the discard pile, and its owner Recovers out of turn at once — at most once per combat
  (a defender who had no battlefield Monsuno and lost the Monsuno does not Recover twice).
* The super strike is offered to the attacker whose striking Monsuno has all its slots
  filled, dominant or not (§5.2 step 3: "whether or not its player is dominant"; seed
  001: each Monsuno in the clash deals the damage on its card), never to a defender (§5.2:
  "on its owner's next attack" — a powered-up defender deals its plain damage and stays
  powered up). It is asked once both cards are revealed, before any damage; it replaces
  the Monsuno's ``damage`` (power effects still add), and the dominant strike card's
  damage adds only when the attacker is dominant. Using it discards the clipped card its
  owner names — when the attacker's Monsuno is defeated before it strikes back, nothing
  is dealt and nothing discarded. A bot uses it when ``power_damage`` is higher than
  ``damage``.
* The dummy never launches, never plays a strike card and never Recovers: its turns pass at
  once, so it never attacks. Its Monsuno stay off the battlefield, so the player strikes
  under the no-battlefield rule (any remaining Monsuno as target, the striker is not tired).

Odds model (``Engine.cards_seen``)
----------------------------------
* Medium: no hand; a player looks at the top 2 cards in every clash (a medium turn), so
  by clash T they have seen 2T cards. The card put back goes to the bottom, so these are
  different cards until the deck has run through (the odds then cap at the deck size).
* Hard: ``hand_size`` cards in the opening hand, then one card a turn from the second
  turn on — the combat draw, counted on the turn it happens. The first turn has no combat:
  no Monsuno of the player is on the battlefield yet, so it launches (or Recovers), and the
  dummy never attacks. So hand_size + T − 1 by turn T (hand_size by turn 0 and 1). A
  Recover that refills what a launch paid, the "discard and draw 5" Recover and ``draw``
  effects draw more; the simulation tab weighs the odds with the counts its games drew.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, cast

from deckbuilder.rules.cards import Card
from deckbuilder.rules.engine import (
    Action,
    Engine,
    GameState,
    IllegalAction,
    Policy,
    random_policy,
    shuffle,
)

from .bots import (  # noqa: F401  (the game's API, one import away)
    _card_worth,
    _hard_pick,
    _hard_turn,
    greedy_policy,
    hard_greedy,
    medium_greedy,
)
from .hard import (  # noqa: F401  (the game's API, one import away)
    ASIDE,
    COMBAT,
    FIELD,
    FINISHED,
    GONE,
    MAIN,
    PAY,
    RECOVER,
    SETUP,
    ST_AFTER,
    ST_END,
    ST_HIT1,
    ST_HIT2,
    ST_PICK,
    ST_POWER,
    STRIKE_CARD,
    SUPER,
    WHERE_NAMES,
    Combat,
    MonsunoHardState,
    MonsunoTcgState,
)
from .medium import (  # noqa: F401  (the game's API, one import away)
    BOTH_OUT,
    CLASH,
    DAMAGE,
    LAUNCH,
    LAUNCH_OUTCOMES,
    MISS,
    OVER,
    PICK,
    TOSS,
    MonsunoMediumState,
    _strike_label,
)
from .shared import (  # noqa: F401  (the game's API, one import away)
    TRAINING_TYPE,
    CardInfo,
    MonsunoHardOptions,
    MonsunoMediumOptions,
    MonsunoTcgOptions,
    Prepared,
    _dummy_team,
    _MonsunoState,
    _norm,
    _prepare_goldfish,
    effects_work,
    may_play,
    minimal_covers,
    mismatched,
    prepare,
    training_monsuno,
)

# =========================================================================== starting games

def start_medium(prep: Prepared, seed: int) -> MonsunoMediumState:
    """A new medium game (at the toss): decks shuffled."""
    info = list(prep.info)
    mon = (prep.teams[0][0], prep.teams[1][0])
    state = MonsunoMediumState(info, list(prep.owner), mon, prep.options, seed, prep.dummy)
    for p in (0, 1):
        deck = state.deck[p] = list(prep.decks[p])
        shuffle(state.rng, deck)
    return state


def start_hard(prep: Prepared, seed: int, tcg: bool = False) -> MonsunoHardState:
    """A new hard game (at the chance point "who goes first"): decks shuffled, hands
    drawn."""
    info = list(prep.info)
    cls = MonsunoTcgState if tcg else MonsunoHardState
    state = cls(info, list(prep.owner), (prep.teams[0], prep.teams[1]), prep.options, seed,
                prep.dummy)
    n = prep.options.hand_size
    for p in (0, 1):
        deck = state.deck[p] = list(prep.decks[p])
        shuffle(state.rng, deck)
        if p != prep.dummy:
            hand = state.hand[p]
            for _ in range(n):
                if deck:
                    hand.append(deck.pop())
    return state


def new_medium_game(team: Sequence[Card], deck: Sequence[Card], opp_team: Sequence[Card],
                    opp_deck: Sequence[Card], options: MonsunoMediumOptions | None = None,
                    seed: int = 0, dummy: int | None = 1) -> MonsunoMediumState:
    """A new medium game from cards (tests and tools); teams hold one Monsuno each."""
    if len(team) != 1 or len(opp_team) != 1:
        raise ValueError("the medium rules need exactly 1 Monsuno per player")
    return start_medium(prepare(team, deck, opp_team, opp_deck,
                                options or MonsunoMediumOptions(), dummy), seed)


def new_hard_game(team: Sequence[Card], deck: Sequence[Card], opp_team: Sequence[Card],
                  opp_deck: Sequence[Card], options: MonsunoHardOptions | None = None,
                  seed: int = 0, dummy: int | None = 1, tcg: bool = False) -> MonsunoHardState:
    """A new hard game from cards (tests and tools); teams hold three Monsuno each."""
    if len(team) != 3 or len(opp_team) != 3:
        raise ValueError("the hard rules need exactly 3 Monsuno per player")
    if options is None:
        options = MonsunoTcgOptions() if tcg else MonsunoHardOptions()
    return start_hard(prepare(team, deck, opp_team, opp_deck, options, dummy), seed, tcg)


# =========================================================================== engines

class MonsunoMediumEngine(Engine):
    """The medium rules engine (RULES.md §5.1). Card effects are not part of these rules,
    so every card with effects is reported as not simulated."""

    ruleset_id = "monsuno-medium"
    #: Odds and charts count clashes: each shows the top 2 cards of the deck (RULES.md §5.1).
    turn_unit = "clash"
    game = "monsuno"
    simulated_verbs: frozenset[str] = frozenset()

    def options_type(self) -> MonsunoMediumOptions:
        return MonsunoMediumOptions()

    def prepare_goldfish(self, deck: Any, *, options: Any = None, dummy: Any = None) -> Prepared:
        return _prepare_goldfish(deck, dummy, options if options is not None
                                 else MonsunoMediumOptions(), 1, "medium")

    def start(self, prepared: Any, seed: int) -> MonsunoMediumState:
        return start_medium(prepared, seed)

    def policies(self) -> dict[str, Callable[[GameState, random.Random], Action]]:
        # (Each engine's own bot, not the one that tells the rule sets apart first: the
        # bot is asked every decision of every game.)
        bot = cast(Policy, medium_greedy)
        return {"greedy": bot, "random": random_policy}

    def opening_hand(self, options: Any) -> int:
        return 0

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        # A medium "turn" is a clash; each shows the top two cards of the deck.
        return 2 * max(0, turn)


class MonsunoHardEngine(Engine):
    """The hard rules engine (RULES.md §5.2); ``monsuno-tcg`` uses it with its own id."""

    game = "monsuno"
    simulated_verbs = frozenset({"speed", "damage", "heal", "draw", "defense", "power"})

    def __init__(self, ruleset_id: str = "monsuno-hard"):
        self.ruleset_id = ruleset_id

    def options_type(self) -> MonsunoHardOptions:
        return MonsunoTcgOptions() if self.ruleset_id == "monsuno-tcg" \
            else MonsunoHardOptions()

    def prepare_goldfish(self, deck: Any, *, options: Any = None, dummy: Any = None) -> Prepared:
        return _prepare_goldfish(deck, dummy, options if options is not None
                                 else self.options_type(), 3, "hard")

    def start(self, prepared: Any, seed: int) -> MonsunoHardState:
        return start_hard(prepared, seed, tcg=self.ruleset_id == "monsuno-tcg")

    def policies(self) -> dict[str, Callable[[GameState, random.Random], Action]]:
        # (cast: the engine only ever gives it the states it starts)
        bot = cast(Policy, hard_greedy)
        return {"greedy": bot, "random": random_policy}

    def opening_hand(self, options: Any) -> int:
        return int(options.hand_size)

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        # The opening hand, then the combat draw of every turn from the second on: on the
        # first turn no Monsuno of the player is on the battlefield, so there is no strike
        # and no combat (the first turn launches), and the dummy never attacks. Going first
        # or second is the same against the dummy, whose turns pass at once.
        return int(options.hand_size) + max(0, turn - 1)


MEDIUM_ENGINE = MonsunoMediumEngine()
HARD_ENGINE = MonsunoHardEngine("monsuno-hard")
TCG_ENGINE = MonsunoHardEngine("monsuno-tcg")

__all__ = [
    "HARD_ENGINE", "MEDIUM_ENGINE", "TCG_ENGINE", "CardInfo", "IllegalAction",
    "MonsunoHardOptions", "MonsunoHardState", "MonsunoMediumOptions", "MonsunoMediumState",
    "MonsunoTcgOptions", "MonsunoTcgState", "greedy_policy", "new_hard_game", "new_medium_game",
]


# =========================================================================== rulesets
