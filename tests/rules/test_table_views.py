"""The table the playtest window draws (``GameState.table_view``) and the cards and zones
the options name (``Option.instance`` / ``Option.target``), for every ruleset with an
engine: random games, checked at every step."""

from __future__ import annotations

import random
import re

import pytest

from deckbuilder.rules.engine import CHANCE, TERMINAL, GameState, expand, random_policy
from deckbuilder.rules.games.monster_cards import ENGINE as MC_ENGINE
from deckbuilder.rules.games.monster_cards import MonsterCardsState
from deckbuilder.rules.registry import get_ruleset
from tests.rules.engine_support import playable_rulesets, starter_deck

RULESETS = playable_rulesets()
TURN_LIMIT = 40
KINDS = {"hand", "pile", "row", "stack", "slot"}
STATES = {"", "tired", "defeated", "blanked", "face-down", "attached"}
PLAYER_KEY = re.compile(r"^p(\d+)\.([a-z_]+)(?:\.\d+)?$")


def new_state(ruleset_id: str, seed: int) -> GameState:
    engine = get_ruleset(ruleset_id).engine
    assert engine is not None
    state: GameState = engine.new_goldfish(starter_deck(ruleset_id), seed=seed)
    return state


def new_monster_cards(players: int, seed: int) -> GameState:
    prep = MC_ENGINE.prepare_goldfish(starter_deck("monster-cards"), players=players)
    return MC_ENGINE.start(prep, seed)


def check_table(state: GameState) -> set[str]:
    """Everything the window relies on, in the state as it is now. Returns the card
    states shown."""
    before = state.state_key()
    views = state.table_view()
    decision = state.decision()
    state.table_view()
    assert state.state_key() == before, "table_view()/decision() changed the state"

    n = state.num_players()
    assert [v.player for v in views] == list(range(n))
    for v in views:
        assert v.title == state.seat_title(v.player)
        assert all(isinstance(k, str) and isinstance(x, str) for k, x in v.counters)

    owned = state.all_cards()
    owner = {c: p for p, cards in owned.items() for c in cards}
    where = state.card_locations()
    keys: set[str] = set()
    listed: list[int] = []
    states: set[str] = set()
    hidden: dict[int, str] = {}       # instance → key of the pile that counts it
    for v in views:
        for z in v.zones:
            assert z.key not in keys, f"zone key {z.key} twice"
            keys.add(z.key)
            assert z.kind in KINDS, z.kind
            for cv in z.cards:
                assert cv.state in STATES, cv.state
                states.add(cv.state)
                assert cv.name == state.card_name(cv.instance)
            listed.extend(cv.instance for cv in z.cards)
            if z.kind == "pile" and z.count is not None and z.count and not z.cards:
                # A pile shown by its count only: the count must be the real zone's size.
                m = PLAYER_KEY.match(z.key)
                assert m, f"pile {z.key} with a count but no cards names no player zone"
                p, zone = int(m.group(1)), m.group(2)
                real = where[p][zone]
                assert z.count == len(real), f"{z.key}: count {z.count} != {len(real)}"
                for c in real:
                    hidden[c] = z.key
            elif z.count is not None and z.cards:
                assert z.count == len(z.cards), z.key
            if z.kind == "pile" and z.count == 0:
                assert not z.cards
    assert len(listed) == len(set(listed)), "a card shown twice"
    assert not set(listed) & set(hidden), "a card both shown and counted in a pile"
    assert sorted(listed + list(hidden)) == sorted(owner), "cards missing from the table"

    if decision is None:
        return states
    p = decision.player
    pairs = set()
    for o in decision.options:
        if o.target is not None:
            assert o.target in keys, f"option {o.label!r} aims at unknown zone {o.target}"
        if o.instance is not None:
            assert owner[o.instance] == p, f"option {o.label!r}: not the player's card"
            assert o.instance in listed or hidden.get(o.instance, "").startswith(f"p{p}.")
            if o.card is not None:
                assert o.card == state.card_name(o.instance)
        if o.instance is not None or o.target is not None:
            pair = (o.instance, o.target)
            assert pair not in pairs, f"two options for the same drag {pair}"
            pairs.add(pair)
    return states


def play_and_check(state: GameState, seed: int, states: set[str] | None = None) -> int:
    """Play a random game, checking the table at every step; the card states shown are
    added to ``states``."""
    rng = random.Random(seed)
    steps = 0
    seen = check_table(state)
    while state.current_player() != TERMINAL and state.player_turns(0) <= TURN_LIMIT:
        if state.current_player() == CHANCE:
            action = state.sample_chance()
        else:
            action = random_policy(state, rng)
        state.apply(action)
        seen |= check_table(state)
        steps += 1
    if states is not None:
        states |= seen
    return steps


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_table_shows_every_card_once_and_options_name_its_zones(ruleset_id: str) -> None:
    steps = 0
    states: set[str] = set()
    for seed in range(25):
        steps += play_and_check(new_state(ruleset_id, seed), seed, states)
    assert steps > 100
    if ruleset_id in ("monsuno-hard", "monsuno-tcg"):
        assert {"tired", "defeated"} <= states


@pytest.mark.parametrize("players", [3, 8])
def test_monster_cards_tables_with_more_players(players: int) -> None:
    for seed in range(10):
        state = new_monster_cards(players, seed)
        assert len(state.table_view()) == players
        play_and_check(state, seed)


def new_hot_seat(ruleset_id: str, seed: int) -> GameState:
    """A game where both players choose (no dummy), both with the starter deck."""
    from deckbuilder.rules.games import monster_cards, monsuno

    deck = starter_deck(ruleset_id)
    main = expand(deck.deck.deck, deck.card)
    if ruleset_id == "monster-cards":
        return monster_cards.new_game([main, main], seed=seed, dummy=None)
    team = expand(deck.deck.team, deck.card)
    if ruleset_id == "monsuno-medium":
        return monsuno.new_medium_game(team, main, team, main, seed=seed, dummy=None)
    return monsuno.new_hard_game(team, main, team, main, seed=seed, dummy=None,
                                 tcg=ruleset_id == "monsuno-tcg")


@pytest.mark.parametrize("ruleset_id", ["monsuno-medium", "monsuno-hard", "monsuno-tcg",
                                        "monster-cards"])
def test_tables_of_games_without_a_dummy(ruleset_id: str) -> None:
    states: set[str] = set()
    for seed in range(15):
        play_and_check(new_hot_seat(ruleset_id, seed), seed, states)
    if ruleset_id.startswith("monsuno"):
        # The opponent's strike card lies face down until both are revealed.
        assert {"face-down", "attached"} <= states


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_playing_options_name_a_card_and_a_zone(ruleset_id: str) -> None:
    """Across random games, options that play cards carry an instance and a target."""
    seen_instance = seen_target = 0
    for seed in range(5):
        state = new_state(ruleset_id, seed)
        rng = random.Random(seed)
        while state.current_player() != TERMINAL and state.player_turns(0) <= TURN_LIMIT:
            d = state.decision()
            if d is not None:
                for o in d.options:
                    if state.is_play(o.action) and o.action[0] != "pay":
                        assert o.instance is not None, o.label
                        assert o.target is not None, o.label
                    seen_instance += o.instance is not None
                    seen_target += o.target is not None
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance())
            else:
                state.apply(random_policy(state, rng))
    assert seen_instance and seen_target


def test_monsuno_hard_zones() -> None:
    state = new_state("monsuno-hard", 1)
    state.apply(("first", 0))
    views = state.table_view()
    keys = [z.key for z in views[0].zones]
    assert keys == ["p0.mon.0", "p0.mon.1", "p0.mon.2", "p0.hand", "p0.strike", "p0.deck",
                    "p0.discard"]
    # The dummy has no hand, deck or strike card.
    assert [z.key for z in views[1].zones] == ["p1.mon.0", "p1.mon.1", "p1.mon.2"]
    mon = views[0].zones[0]
    assert mon.kind == "stack" and "not launched" in mon.cards[0].notes
    assert dict(mon.counters)["where"] == "not launched"
    assert len(views[0].zones[3].cards) == 5
    d = state.decision()
    assert d is not None
    launches = [o for o in d.options if o.action[0] == "launch"]
    for o in launches:
        assert o.target == f"p0.mon.{o.action[1]}"
        assert o.instance == views[0].zones[o.action[1]].cards[0].instance


def test_monsuno_medium_hides_the_opponents_card_until_revealed() -> None:
    from deckbuilder.rules.games.monsuno import PICK, new_medium_game

    deck = starter_deck("monsuno-medium")
    team, main = expand(deck.deck.team, deck.card), expand(deck.deck.deck, deck.card)
    # No dummy: both players choose (a hot-seat game).
    state = new_medium_game(team, main, team, main, seed=3, dummy=None)
    state.apply(("toss", 1))
    state.apply(("launch", "clash"))
    assert state.phase == PICK and state.pending[0] == 1
    d = state.decision()
    assert d is not None
    state.apply(d.options[0].action)
    strike = next(z for z in state.table_view()[1].zones if z.key == "p1.strike")
    assert [c.state for c in strike.cards] == ["face-down"]
    d = state.decision()
    assert d is not None and d.player == 0
    assert {o.target for o in d.options} == {"p0.strike"}
    assert {o.instance for o in d.options} == set(state.look[0])


def test_monster_cards_shared_zones() -> None:
    state = new_state("monster-cards", 2)
    state.apply(("first", 0))
    views = state.table_view()
    keys = [z.key for z in views[0].zones]
    assert keys == ["p0.hand", "p0.deck", "p0.graveyard", "attack", "defense", "field",
                    "discard"]
    assert [z.key for z in views[1].zones] == ["p1.hand", "p1.deck", "p1.graveyard"]
    assert views[1].zones[0].kind == "pile"      # the dummy's hand, face down
    d = state.decision()
    assert d is not None
    assert {o.target for o in d.options if o.action[0] == "attack"} == {"attack"}
    c = d.options[0].instance
    assert c is not None
    state.apply(("attack", c))   # the dummy then defends (and may win the Attack zone)
    attack = next(z for z in state.table_view()[0].zones if z.key == "attack")
    assert isinstance(state, MonsterCardsState)
    assert [cv.instance for cv in attack.cards] == [state.attack]
    assert attack.cards[0].notes[0] == state.seat_title(state.owner[state.attack])
    assert dict(attack.counters)["owner"] in ("You", "Dummy")
