"""The generic engine invariants (test_engine_generic.py) with no dummy at the table: every
seat plays the ruleset's starter deck (resources/decks/<ruleset>.txt) and every seat
decides, so the defender's choices are played too — Redakai react windows of the defender,
the Monsuno defender's strike card and out-of-turn Recover, MONSTER CARDS defences (and
MONSTER CARDS with 3 and 8 players).

Each table plays GAMES seeded games. Every seat of a game gets a policy from its seed:
``random``, ``greedy`` (the engine's own bot) or ``mixed`` (a coin picks one of the two at
every decision). Chance points are left to the state's generator or, half the time, set to
an explicit outcome as a person may pick it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache, partial
from itertools import chain
from typing import Any

import pytest

from deckbuilder.rules.cards import Card
from deckbuilder.rules.engine import (
    CHANCE,
    CHANCE_SAMPLE,
    TERMINAL,
    Action,
    Engine,
    Event,
    GameState,
    IllegalAction,
    Session,
)
from deckbuilder.rules.games import monster_cards, monsuno, redakai
from deckbuilder.rules.legality import ResolvedDeck
from deckbuilder.rules.registry import get_ruleset
from tests.rules.engine_support import (
    check_conserved_at_every_event,
    playable_rulesets,
    starter_deck,
)

#: (ruleset, seats) of every table played.
TABLES = [("redakai-advanced", 2), ("monsuno-medium", 2), ("monsuno-hard", 2),
          ("monsuno-tcg", 2), ("monster-cards", 2), ("monster-cards", 3), ("monster-cards", 8)]
TABLE_IDS = [f"{r}-{n}p" for r, n in TABLES]
GAMES = 100

#: No seat may begin more than TURN_LIMIT turns (``player_turns``; a Monsuno medium "turn"
#: is a clash). A Redakai seat draws a card every turn from its 41-card deck (3 in the
#: opening hand) and loses when it must draw from an empty one, so it begins 39 turns at
#: most; a MONSTER CARDS deck is the player's 20 life cards. Nothing bounds a Monsuno game
#: (two players who only Recover never end it), but these bots do attack. The longest games
#: of these seeds: Redakai 36 turns of a seat, Monsuno tcg 26, hard 21, medium 9 clashes,
#: MONSTER CARDS 16 — 60 is half as long again as Redakai's bound and more than twice the
#: longest Monsuno game, so only a game that has stopped moving on gets there.
TURN_LIMIT = 60
STEP_LIMIT = 5_000  # the longest game of these seeds takes under 200 steps

MODES = ("random", "greedy", "mixed")

#: Decisions a defender must get to make in these games (see :func:`defending`).
DEFENCES = {
    "redakai-advanced": {"redakai.react"},
    "monsuno-medium": {"monsuno.clash_card"},
    "monsuno-hard": {"monsuno.strike_card", "monsuno.recover"},
    "monsuno-tcg": {"monsuno.strike_card", "monsuno.recover"},
    "monster-cards": {"monster_cards.main"},
}

Policy = Callable[[GameState, random.Random], Action]


# --------------------------------------------------------------------------- tables

def copies(entries: Any, deck: ResolvedDeck) -> list[Card]:
    """One card per copy of the deck list entries."""
    out = []
    for e in entries:
        card = deck.card(e.name)
        assert card is not None, e.name
        out.extend([card] * e.count)
    return out


@cache
def prepared(ruleset_id: str, players: int) -> tuple[Engine, Any]:
    """The engine and its prepared cards for a table of ``players`` seats, each with its own
    copy of the starter deck and none of them the dummy."""
    engine = get_ruleset(ruleset_id).engine
    assert engine is not None
    deck = starter_deck(ruleset_id)
    main = copies(deck.deck.deck, deck)
    if ruleset_id == "monster-cards":
        return engine, monster_cards.prepare([main] * players, None, dummy=None)
    assert players == 2
    team = copies(deck.deck.team, deck)
    if ruleset_id == "redakai-advanced":
        return engine, redakai.prepare(team, main, team, main, None, dummy=None)
    return engine, monsuno.prepare(team, main, team, main, engine.options_type(), dummy=None)


def new_table(ruleset_id: str, players: int, seed: int) -> GameState:
    engine, prep = prepared(ruleset_id, players)
    state = engine.start(prep, seed)
    assert getattr(state, "dummy", None) is None
    assert state.num_players() == players
    return state


class Players:
    """The seats' policies of one game, drawn from its seed."""

    def __init__(self, ruleset_id: str, players: int, seed: int):
        engine, _prep = prepared(ruleset_id, players)
        self.policies: dict[str, Policy] = engine.policies()
        self.rng = random.Random(seed * 7_919 + players)
        self.modes = [self.rng.choice(MODES) for _ in range(players)]

    def choose(self, state: GameState) -> Action:
        rng = self.rng
        cp = state.current_player()
        if cp == CHANCE:
            if rng.random() < 0.5:
                return state.sample_chance()
            outcomes = [a for a, p in state.chance_outcomes() if p > 0]
            return outcomes[rng.randrange(len(outcomes))]
        mode = self.modes[cp]
        if mode == "mixed":
            mode = "greedy" if rng.random() < 0.5 else "random"
        action = self.policies[mode](state, rng)
        assert action in state.legal_actions(), f"the {mode} bot chose {action!r}"
        return action


def play(ruleset_id: str, players: int, seed: int,
         check: Callable[[GameState], None] | None = None,
         session: Session | None = None) -> tuple[GameState, list[Action], list[Event]]:
    """Play one game to its end; ``check`` looks at every state on the way."""
    state = new_table(ruleset_id, players, seed) if session is None else session.state
    who = Players(ruleset_id, players, seed)
    actions: list[Action] = []
    events: list[Event] = []
    while True:
        if check is not None:
            check(state)
        if state.current_player() == TERMINAL:
            break
        turns = max(state.player_turns(p) for p in range(players))
        assert turns <= TURN_LIMIT, f"{ruleset_id} seed {seed}: no end after {turns} turns"
        assert len(actions) < STEP_LIMIT, f"{ruleset_id} seed {seed}: a game that never moves on"
        action = who.choose(state)
        actions.append(action)
        if session is None:
            events.extend(state.apply(action))
        else:
            events.extend(session.apply(action))
            state = session.state
    return state, actions, events


def check_conserved(state: GameState, every: frozenset[int] | None = None) -> None:
    """Each card of each player lies in exactly one zone, and (``every``) the cards at the
    table are the same as at the start: none lost, none doubled, none made up (a card may
    change owner, MONSTER CARDS' Swindle)."""
    owned = state.all_cards()
    where = state.card_locations()
    assert set(where) == set(owned) == set(range(state.num_players()))
    placed_all: list[int] = []
    for player, cards in owned.items():
        placed = sorted(chain.from_iterable(where[player].values()))
        assert placed == sorted(cards), f"player {player}: cards lost or doubled"
        placed_all.extend(placed)
    assert len(placed_all) == len(set(placed_all)), "a card in two players' zones"
    if every is not None:
        assert set(placed_all) == every, "cards lost or made up"


def all_instances(state: GameState) -> frozenset[int]:
    return frozenset(c for cards in state.all_cards().values() for c in cards)


def defending(state: GameState, player: int, action: Action) -> bool:
    """Whether ``player`` decides as the defender, not on their own turn or attack."""
    if state.ruleset_id == "monster-cards":
        return action[0] == "defend"
    if state.ruleset_id == "monsuno-medium":
        return player != getattr(state, "attacker", player)
    return player != getattr(state, "active", player)


# --------------------------------------------------------------------------- the tests

def test_every_ruleset_with_an_engine_has_a_two_player_table() -> None:
    assert {r for r, _n in TABLES} == set(playable_rulesets()) == set(DEFENCES)


@pytest.mark.parametrize(("ruleset_id", "players"), TABLES, ids=TABLE_IDS)
def test_games_end_within_the_turn_limit(ruleset_id: str, players: int) -> None:
    deciders: set[int] = set()
    defences: set[str] = set()
    winners: set[int | None] = set()
    modes: set[tuple[str, ...]] = set()
    for seed in range(GAMES):
        who = Players(ruleset_id, players, seed)
        modes.add(tuple(who.modes))

        def look(state: GameState) -> None:
            cp = state.current_player()
            if cp >= 0:
                deciders.add(cp)
                d = state.decision()
                assert d is not None
                if any(defending(state, cp, a) for a in state.legal_actions()):
                    defences.add(d.key)

        state, _actions, _events = play(ruleset_id, players, seed, look)
        assert state.winner is not None
        assert state.winner == -1 or 0 <= state.winner < players
        winners.add(state.winner)
    # Every seat decided, defences included, and the games went either way.
    assert deciders == set(range(players))
    assert DEFENCES[ruleset_id] <= defences, "a defender never had that choice"
    assert len(winners - {-1}) >= min(players, 3)
    for seat in range(players):
        assert {m[seat] for m in modes} == set(MODES)


@pytest.mark.parametrize(("ruleset_id", "players"), TABLES, ids=TABLE_IDS)
def test_cards_are_conserved_at_every_step(ruleset_id: str, players: int) -> None:
    for seed in range(GAMES):
        every = all_instances(new_table(ruleset_id, players, seed))
        play(ruleset_id, players, seed, partial(check_conserved, every=every))


def check_offered(state: GameState, every: frozenset[int],
                  sample: random.Random | None = None) -> None:
    """The decision and the legal actions agree, and each offered action applies (to a
    copy: the state itself stays as it was) and leaves the cards (``every`` card of the
    game) conserved. With ``sample``, only one offered action picked by it is applied."""
    cp = state.current_player()
    legal = state.legal_actions()
    if cp == TERMINAL:
        assert legal == [] and state.decision() is None
        return
    assert legal, "nothing to do in a game that is not over"
    assert len(set(legal)) == len(legal), "an action offered twice"
    if cp == CHANCE:
        outcomes = state.chance_outcomes()
        assert abs(sum(p for _a, p in outcomes) - 1) < 1e-9
        assert set(legal) == {a for a, _p in outcomes} | {CHANCE_SAMPLE}
    else:
        d = state.decision()
        assert d is not None and d.player == cp
        if d.kind in ("choose_one", "confirm"):
            assert sorted(map(repr, (o.action for o in d.options))) == sorted(map(repr, legal))
            assert d.kind != "confirm" or len(legal) == 1
        else:
            assert d.kind == "choose_many", d.kind
            for a in legal:
                idx = a[1:]
                assert a[0] == d.tag and d.minimum <= len(idx) <= d.maximum
                assert list(idx) == sorted(set(idx)) and idx[0] >= 0 and idx[-1] < len(d.options)
    before = state.state_key()
    for action in legal if sample is None else [legal[sample.randrange(len(legal))]]:
        after = state.clone()
        after.apply(action)
        check_conserved(after, every)
    assert state.state_key() == before, "applying to a copy changed the state"


@pytest.mark.parametrize(("ruleset_id", "players"), TABLES, ids=TABLE_IDS)
def test_every_event_shows_each_card_in_exactly_one_zone(ruleset_id: str, players: int) -> None:
    """RULES.md §4: no event is emitted while a card is between zones (or in two), for
    every seat — the defender's draws and discards included."""
    for seed in range(20):
        state = check_conserved_at_every_event(new_table(ruleset_id, players, seed))
        who = Players(ruleset_id, players, seed)
        while state.current_player() != TERMINAL:
            state.apply(who.choose(state))


@pytest.mark.parametrize(("ruleset_id", "players"), TABLES, ids=TABLE_IDS)
def test_only_legal_actions_are_offered_and_each_applies(ruleset_id: str, players: int) -> None:
    for seed in range(GAMES):
        # Every offered action of every step in a tenth of the games, one in the others.
        sample = None if seed % 10 == 0 else random.Random(seed)
        every = all_instances(new_table(ruleset_id, players, seed))
        check = partial(check_offered, every=every, sample=sample)
        state, _actions, _events = play(ruleset_id, players, seed, check)
        with pytest.raises(IllegalAction):
            state.apply(("end",))


def bogus_actions(legal: list[Action], stale: list[Action], rng: random.Random) -> list[Action]:
    """Actions that are not legal now: made up, bent out of shape, or legal a moment ago."""
    a = legal[rng.randrange(len(legal))]
    out: list[Action] = [("no-such-action",), (), ("end", "extra"), (a[0], 10**6),
                         (*a, 10**6), (a[0], -1), a[:1] + ("x",) * (len(a) - 1)]
    out.extend(rng.sample(stale, min(2, len(stale))))
    return [b for b in out if b not in legal]


@pytest.mark.parametrize(("ruleset_id", "players"), TABLES, ids=TABLE_IDS)
def test_illegal_actions_are_refused_and_change_nothing(ruleset_id: str, players: int) -> None:
    tried = 0
    for seed in range(GAMES):
        rng = random.Random(seed)
        stale: list[Action] = []

        def refuse(state: GameState, rng: random.Random = rng,
                   stale: list[Action] = stale) -> None:
            nonlocal tried
            legal = state.legal_actions()
            if not legal or rng.random() < 0.85:  # a sample of the steps
                stale[:] = legal or stale
                return
            d = state.decision()
            # While paying a Monsuno launch any covering set of cards is accepted, not only
            # the minimal ones listed: another payment seen before may well be one.
            old = [] if d is not None and d.kind == "choose_many" else stale
            before = state.state_key()
            for action in bogus_actions(legal, old, rng):
                with pytest.raises(IllegalAction) as info:
                    state.apply(action)
                assert str(info.value)
                assert state.state_key() == before, f"{action!r} changed the state"
                tried += 1
            stale[:] = legal

        state, _actions, _events = play(ruleset_id, players, seed, refuse)
        assert state.legal_actions() == []
        before = state.state_key()
        for action in (("end",), CHANCE_SAMPLE, *stale):
            with pytest.raises(IllegalAction):
                state.apply(action)
        assert state.state_key() == before
    assert tried > 5 * GAMES


@pytest.mark.parametrize(("ruleset_id", "players"), TABLES, ids=TABLE_IDS)
def test_undo_back_to_the_start_restores_the_first_state(ruleset_id: str, players: int) -> None:
    for seed in range(GAMES):
        session = Session(new_table(ruleset_id, players, seed))
        first = session.state.state_key()
        keys: list[tuple[Any, ...]] = []
        every_step = seed % 5 == 0
        record = (lambda s, keys=keys: keys.append(s.state_key())) if every_step else None
        play(ruleset_id, players, seed, record, session)
        last = session.state.state_key()
        if every_step:
            # Step by step, through every state of the game, and forward again…
            assert len(session.steps) == len(keys) - 1
            for expected in reversed(keys[:-1]):
                session.undo()
                assert session.state.state_key() == expected
            assert not session.can_undo()
            session.redo(len(keys))
            assert session.state.state_key() == last
        # …or all at once.
        session.undo_to(0)
        assert session.state.state_key() == first
        assert session.state == new_table(ruleset_id, players, seed)


@pytest.mark.parametrize(("ruleset_id", "players"), TABLES, ids=TABLE_IDS)
def test_the_same_seed_replays_the_same_game(ruleset_id: str, players: int) -> None:
    for seed in range(GAMES):
        state, actions, events = play(ruleset_id, players, seed)
        # The same seed and policies choose the same actions and give the same game…
        again, actions2, events2 = play(ruleset_id, players, seed)
        assert actions2 == actions and events2 == events and again == state
        # …and so do the same actions replayed on a new game of that seed.
        replay = new_table(ruleset_id, players, seed)
        replayed: list[Event] = []
        for a in actions:
            replayed.extend(replay.apply(a))
        assert replayed == events
        assert replay == state
        assert new_table(ruleset_id, players, seed + 1000) != new_table(ruleset_id, players,
                                                                        seed)
