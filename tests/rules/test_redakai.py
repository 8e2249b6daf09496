"""Redakai advanced rules (RULES.md §6.1–6.2, §1.2, §1.4), one rule per test.

Each test builds the exact situation with small hand-made cards, then drives it through
``apply`` with legal actions and checks the state and the events. Setting a state field
directly (a hand, the Kairu, a damaged zone) is only used to reach a situation quickly.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.engine import CHANCE, TERMINAL, Event, IllegalAction
from deckbuilder.rules.games.redakai import (
    DISCARD,
    ENGINE,
    MAIN,
    REACT,
    RedakaiOptions,
    RedakaiState,
    greedy_policy,
    new_game,
)
from deckbuilder.rules.sim import play_goldfish
from tests.rules.engine_support import starter_deck

NO_ZONES = (False, False, False)
CLEAR = (None, None, None)


# --------------------------------------------------------------------------- card makers

def zone(color: str, value: int) -> dict[str, Any]:
    return {"color": color, "value": value}


def eff(verb: str, amount: int, color: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"do": verb, "amount": amount}
    if color is not None:
        out["color"] = color
    return out


def character(name: str, defense: Sequence[Any] = CLEAR,
              ability: Sequence[dict[str, Any]] = ()) -> Card:
    raw: dict[str, Any] = {"game": "redakai", "name": name, "kind": "character",
                           "defense": list(defense)}
    if ability:
        raw["ability"] = list(ability)
    return card_from_json(raw)


def attack(name: str, *, kairu: int = 0, power: int = 3, color: str = "red",
           hits: Sequence[bool] = (False, True, False), blanks: bool = False,
           react: dict[str, Any] | None = None,
           effects: Sequence[dict[str, Any]] = ()) -> Card:
    raw: dict[str, Any] = {"game": "redakai", "name": name, "kind": "attack", "kairu": kairu,
                           "power": power, "color": color, "hits": list(hits)}
    if blanks:
        raw["blanks_ability"] = True
    if react is not None:
        raw["react"] = react
    if effects:
        raw["effects"] = list(effects)
    return card_from_json(raw)


def monster(name: str, *, kairu: int = 0, defense: Sequence[Any] = CLEAR,
            heal: Sequence[bool] = NO_ZONES, react: dict[str, Any] | None = None,
            effects: Sequence[dict[str, Any]] = ()) -> Card:
    raw: dict[str, Any] = {"game": "redakai", "name": name, "kind": "monster", "kairu": kairu,
                           "defense": list(defense), "heal": list(heal)}
    if react is not None:
        raw["react"] = react
    if effects:
        raw["effects"] = list(effects)
    return card_from_json(raw)


def team(prefix: str, *defenses: Sequence[Any], abilities: Sequence[Any] = ()) -> list[Card]:
    """Three characters with different base names (``Ann``, ``Bob``, ``Cid`` + prefix)."""
    defs = list(defenses) + [CLEAR] * (3 - len(defenses))
    abil = list(abilities) + [()] * (3 - len(abilities))
    return [character(f"{base}{prefix} - Test", defs[i], abil[i])
            for i, base in enumerate(("Ann", "Bob", "Cid"))]


#: Filler deck card nobody can ever pay for: it keeps decks full without adding choices.
BOULDER = monster("Boulder", kairu=99, defense=[zone("red", 1), None, None])


# --------------------------------------------------------------------------- game makers

def make_game(hand: Iterable[Card] = (), opp_hand: Iterable[Card] = (), *,
              my_team: list[Card] | None = None, opp_team: list[Card] | None = None,
              deck: Iterable[Card] = (), opp_deck: Iterable[Card] = (), filler: int = 20,
              opp_filler: int = 20, dummy: int | None = 1,
              options: RedakaiOptions | None = None, seed: int = 0) -> RedakaiState:
    """A game at the "who goes first" chance point. ``hand``/``opp_hand`` are put in the
    hands; ``deck``/``opp_deck`` stay in the decks (under the filler unless the filler is
    0); opening hands are empty unless ``options`` says otherwise."""
    hand, opp_hand = list(hand), list(opp_hand)
    options = options or RedakaiOptions(opening_hand=0, hand_limit=50)
    p0_cards = hand + list(deck) + [BOULDER] * filler
    if dummy == 1:
        p1_cards: list[Card] = []
    else:
        p1_cards = opp_hand + list(opp_deck) + [BOULDER] * opp_filler
    state = new_game(my_team or team("a"), p0_cards, opp_team or team("z"), p1_cards,
                     options, seed=seed, dummy=dummy)
    for p, cards in ((0, hand), (1, opp_hand if dummy != 1 else [])):
        for card in cards:
            c = next(c for c in state.deck[p] if state.info[c].name == card.name)
            state.deck[p].remove(c)
            state.hand[p].append(c)
    return state


def begin(state: RedakaiState, first: int = 0, kairu: int | None = None) -> list[Event]:
    """Resolve the first-player chance step; optionally give the active player Kairu."""
    assert state.current_player() == CHANCE
    events = state.apply(("first", first))
    if kairu is not None:
        p = state.active
        state.kmax[p] = state.kcur[p] = kairu
    return events


def card_id(state: RedakaiState, p: int, name: str) -> int:
    """The instance of a card called ``name`` owned by ``p`` (the hand first)."""
    for zone_ids in (state.hand[p], state.deck[p], state.discard[p]):
        for c in zone_ids:
            if state.info[c].name == name:
                return c
    raise LookupError(name)


def names(events: Iterable[Event]) -> list[str]:
    return [e.name for e in events]


def first_event(events: Iterable[Event], name: str) -> Event:
    for e in events:
        if e.name == name:
            return e
    raise AssertionError(f"no {name!r} event in {names(events)}")


def hand_names(state: RedakaiState, p: int) -> list[str]:
    return sorted(state.hand_names(p))


def discard_names(state: RedakaiState, p: int) -> list[str]:
    return sorted(state.info[c].name for c in state.discard[p])


def stack_names(state: RedakaiState, p: int, i: int) -> list[str]:
    return [state.info[c].name for c in state.chars[p][i].stack]


def play_attack(state: RedakaiState, name: str, target: int) -> list[Event]:
    p = state.current_player()
    return state.apply(("attack", card_id(state, p, name), target))


def play_monster(state: RedakaiState, name: str, char: int) -> list[Event]:
    p = state.current_player()
    return state.apply(("monster", card_id(state, p, name), char))


def end_turn(state: RedakaiState) -> list[Event]:
    return state.apply(("end",))


# =========================================================================== §6.1 Kairu

def test_first_turn_kairu() -> None:
    cheap = attack("Cheap Shot", kairu=1)
    costly = attack("Costly Shot", kairu=2)
    state = make_game([cheap, costly], dummy=None, options=RedakaiOptions(opening_hand=0))
    assert state.kmax == [0, 0] and state.kcur == [0, 0]
    events = begin(state, 0)
    assert state.kmax[0] == 1 and state.kcur[0] == 1
    assert first_event(events, "kairu_refilled").maximum == 1
    legal = state.legal_actions()
    c_cheap, c_costly = card_id(state, 0, "Cheap Shot"), card_id(state, 0, "Costly Shot")
    assert ("attack", c_cheap, 0) in legal
    assert not any(a[0] == "attack" and a[1] == c_costly for a in legal)
    with pytest.raises(IllegalAction):
        state.apply(("attack", c_costly, 0))
    # The second player's first turn also goes from 0 to 1.
    assert state.kmax[1] == 0
    end_turn(state)
    assert state.active == 1 and state.kmax[1] == 1 and state.kcur[1] == 1


def test_kairu_refills_to_the_maximum_each_turn() -> None:
    state = make_game([attack("Jab", kairu=1)], dummy=1)
    begin(state, 0)
    play_attack(state, "Jab", 0)
    assert state.kcur[0] == 0
    end_turn(state)  # the dummy's turn passes by itself
    assert state.active == 0 and state.kmax[0] == 2 and state.kcur[0] == 2


@pytest.mark.parametrize(("cap", "expected"), [
    (None, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]),
    (3, [1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3]),
])
def test_kairu_cap(cap: int | None, expected: list[int]) -> None:
    options = RedakaiOptions(opening_hand=0, hand_limit=50)
    if cap is not None:
        options = RedakaiOptions(opening_hand=0, hand_limit=50, kairu_cap=cap)
    else:
        assert options.kairu_cap == 10  # the default of RULES.md §6.1
    state = make_game(options=options, filler=30)
    begin(state, 0)
    seen = [state.kmax[0]]
    for _ in range(len(expected) - 1):
        end_turn(state)
        assert state.active == 0
        seen.append(state.kmax[0])
        assert state.kcur[0] == state.kmax[0]
    assert seen == expected


# =========================================================================== hand limit

@pytest.mark.parametrize("limit", [6, 7])
def test_hand_limit(limit: int) -> None:
    cards = [attack(f"Card {i}", power=i) for i in range(6)]
    top = attack("Seventh Card", power=9)
    options = RedakaiOptions(opening_hand=0) if limit == 6 else \
        RedakaiOptions(opening_hand=0, hand_limit=limit)
    state = make_game(cards, deck=[top], filler=0, options=options)
    assert options.hand_limit == limit
    events = begin(state, 0)
    assert first_event(events, "card_drawn").card == "Seventh Card"
    assert len(state.hand[0]) == 7
    if limit == 7:
        # Seven cards are allowed: straight to the main phase.
        assert state.phase == MAIN
        assert state.decision().key == "redakai.main"
        return
    # Seven cards with a limit of six: a discard of the player's choice, nothing else.
    assert state.phase == DISCARD
    d = state.decision()
    assert d is not None and d.kind == "choose_one" and d.key == "redakai.discard"
    assert d.player == 0
    assert sorted(o.card for o in d.options) == hand_names(state, 0)
    assert all(a[0] == "discard" for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply(("end",))
    # The player keeps the weakest cards and throws away the strongest one: their choice.
    events = state.apply(("discard", card_id(state, 0, "Seventh Card")))
    e = first_event(events, "card_discarded")
    assert e.player == 0 and e.card == "Seventh Card"
    assert discard_names(state, 0) == ["Seventh Card"]
    assert len(state.hand[0]) == 6
    assert state.phase == MAIN and state.decision().key == "redakai.main"


def _fillers(n: int) -> list[Card]:
    """``n`` different cards nobody can pay for, to fill a hand."""
    return [attack(f"Filler {i}", kairu=99) for i in range(n)]


def discard_by_name(state: RedakaiState, name: str) -> list[Event]:
    return state.apply(("discard", card_id(state, state.current_player(), name)))


def test_hand_over_six_after_mid_turn_draw_discards_at_once() -> None:
    """RULES §6.1: a draw-3 attack that hits with 5 cards left in hand goes to 6, then 7:
    the player discards at once — the third card waits — and ends the turn with 6, never
    holding 8 through the opponent's turn."""
    triple = attack("Triple Draw", power=5, effects=[eff("draw", 3)])
    deck = [attack(f"Drawn {i}", kairu=99) for i in range(4)]
    state = make_game([triple, *_fillers(4)], deck=deck, filler=0,
                      options=RedakaiOptions(opening_hand=0))
    begin(state, 0)                          # the turn's draw: six in hand
    assert len(state.hand[0]) == 6 and state.phase == MAIN
    events = play_attack(state, "Triple Draw", 0)
    assert names(events)[-3:] == ["attack_hit", "card_drawn", "card_drawn"]
    assert len(state.hand[0]) == 7 and len(state.deck[0]) == 1
    last = state.deck_order(0)[0]
    assert state.phase == DISCARD and state.current_player() == 0
    assert state.decision().key == "redakai.discard"
    assert all(a[0] == "discard" for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        end_turn(state)
    events = discard_by_name(state, "Filler 0")
    # Back to six, then the third card of the draw — and a new discard at once.
    assert names(events) == ["card_discarded", "card_drawn"]
    assert first_event(events, "card_drawn").card == last
    assert state.phase == DISCARD and len(state.hand[0]) == 7
    discard_by_name(state, "Filler 1")
    assert state.phase == MAIN and len(state.hand[0]) == 6
    events = end_turn(state)
    assert first_event(events, "turn_started").player == 1
    assert len(state.hand[0]) <= 6


def test_hand_over_six_after_a_monster_draw_discards_before_its_other_effects() -> None:
    """RULES §6.1 "before anything else happens": the monster's later effect comes after
    the discard."""
    drake = monster("Drawing Drake", effects=[eff("draw", 2), eff("defense", 1, "red")])
    state = make_game([drake, *_fillers(4)], filler=5, options=RedakaiOptions(opening_hand=0))
    begin(state, 0)
    events = play_monster(state, "Drawing Drake", 0)
    assert names(events)[-2:] == ["card_drawn", "card_drawn"]
    assert "defense_raised" not in names(events)
    assert state.phase == DISCARD and len(state.hand[0]) == 7
    events = discard_by_name(state, "Filler 3")
    assert names(events) == ["card_discarded", "defense_raised"]
    assert state.phase == MAIN and state.team_bonus[0] == {"red": 1}


def test_hand_over_six_after_a_react_draw_is_discarded_by_the_defender_at_once() -> None:
    """The defender's react draw in the attacker's turn: the defender discards at once,
    then the react window goes on (the attacker may answer the react)."""
    jab = attack("Jab", power=5)
    boost = attack("Boost Counter", kairu=9, react={"kairu": 0, "effects": [eff("power", 1)]})
    study = attack("Study Counter", kairu=9, react={"kairu": 0, "effects": [eff("draw", 2)]})
    state = make_game([jab, boost], [study, *_fillers(5)], dummy=None,
                      options=RedakaiOptions(opening_hand=0))
    begin(state, 0)
    play_attack(state, "Jab", 0)
    state.apply(("pass",))                               # the attacker passes first
    assert state.current_player() == 1 and len(state.hand[1]) == 6
    events = state.apply(("react", card_id(state, 1, "Study Counter")))
    assert names(events)[-2:] == ["card_drawn", "card_drawn"]
    assert state.phase == DISCARD and len(state.hand[1]) == 7
    d = state.decision()
    assert d.player == 1 and d.key == "redakai.discard"
    assert state.active == 0                             # still the attacker's turn
    discard_by_name(state, "Filler 0")
    assert len(state.hand[1]) == 6
    assert state.phase == REACT and state.current_player() == 0
    assert ("react", card_id(state, 0, "Boost Counter")) in state.legal_actions()


def test_hand_over_six_at_the_turn_draw_is_discarded_before_the_abilities_draw() -> None:
    """The turn's draw takes six to seven: one discard at once, then the first
    character's draw ability (seven again, another discard), then the second's heal."""
    mine = team("a", abilities=[[eff("draw", 1)], [eff("heal", 1)]])
    state = make_game(_fillers(6), my_team=mine, filler=10,
                      options=RedakaiOptions(opening_hand=0))
    state.chars[0][1].damaged = [True, False, False]
    events = begin(state, 0)
    assert names(events)[-1] == "card_drawn" and names(events).count("card_drawn") == 1
    assert state.phase == DISCARD and len(state.hand[0]) == 7
    events = discard_by_name(state, "Filler 0")
    assert names(events) == ["card_discarded", "card_drawn"]
    assert state.phase == DISCARD and len(state.hand[0]) == 7
    events = discard_by_name(state, "Filler 1")
    assert names(events) == ["card_discarded", "zone_healed"]
    assert state.phase == MAIN and len(state.hand[0]) == 6
    assert state.chars[0][1].damaged == [False, False, False]


def test_an_opening_hand_over_the_limit_is_discarded_down_before_the_game_starts() -> None:
    options = RedakaiOptions(opening_hand=5, hand_limit=3)
    state = new_game(team("a"), [BOULDER] * 10, team("z"), [BOULDER] * 10, options,
                     dummy=None)
    for p in (0, 1):
        assert state.phase == DISCARD and state.current_player() == p
        assert state.decision().key == "redakai.discard"
        state.apply(state.legal_actions()[0])
        state.apply(state.legal_actions()[0])
        assert len(state.hand[p]) == 3
    assert state.current_player() == CHANCE
    begin(state, 0)
    assert state.phase == DISCARD and len(state.hand[0]) == 4   # the turn's draw


# =========================================================================== deck out

def test_deck_out_loses() -> None:
    state = make_game(filler=1, opp_filler=5, dummy=None)
    begin(state, 0)                      # player 0 draws their only card
    assert state.deck[0] == []
    end_turn(state)                      # player 1 draws
    assert state.active == 1 and not state.is_terminal()
    events = end_turn(state)             # player 0 must draw from an empty deck
    assert "decked_out" in names(events)
    assert first_event(events, "decked_out").player == 0
    assert state.current_player() == TERMINAL and state.winner == 1
    assert first_event(events, "game_won").player == 1
    assert state.legal_actions() == []


def test_the_dummy_never_decks_out() -> None:
    state = make_game(filler=40)         # the dummy has no deck at all
    assert state.deck[1] == []
    begin(state, 1)                      # the dummy starts; its turn passes by itself
    for _ in range(30):
        assert state.current_player() == 0
        end_turn(state)
    assert state.winner is None and not state.is_terminal()
    assert state.player_turns(1) == 31


# =========================================================================== attacks

def test_tie_stops_the_attack() -> None:
    wall = team("z", [zone("red", 3), None, None])
    tie = attack("Even Strike", power=3, hits=(True, True, False))
    state = make_game([tie], opp_team=wall)
    begin(state, 0)
    events = play_attack(state, "Even Strike", 0)
    e = first_event(events, "attack_stopped")
    assert e.player == 0 and e.power == 3 and e.defense == 3
    assert "attack_hit" not in names(events)
    assert discard_names(state, 0) == ["Even Strike"]
    ch = state.chars[1][0]
    assert ch.damaged == [False, False, False] and ch.stack == []
    assert state.phase == MAIN and state.atk is None


def test_one_more_power_than_defense_hits() -> None:
    wall = team("z", [zone("red", 3), None, None])
    state = make_game([attack("Strong Strike", power=4)], opp_team=wall)
    begin(state, 0)
    events = play_attack(state, "Strong Strike", 0)
    assert first_event(events, "attack_hit").defense == 3


def test_color_matching_sums_the_three_zones() -> None:
    target = team("z", [zone("red", 1), zone("red", 2), zone("blue", 5)])
    red3 = attack("Red Three", power=3, color="red", hits=(True, False, False))
    red4 = attack("Red Four", power=4, color="red", hits=(True, False, False))
    blue5 = attack("Blue Five", power=5, color="blue", hits=(False, True, False))
    green1 = attack("Green One", power=1, color="green", hits=(False, False, True))
    state = make_game([red3, red4, blue5, green1], opp_team=target)
    begin(state, 0, kairu=10)
    assert state.defense_of(1, 0, "red") == 3      # 1 + 2, the blue zone does not count
    assert state.defense_of(1, 0, "blue") == 5
    assert state.defense_of(1, 0, "green") == 0
    assert "attack_stopped" in names(play_attack(state, "Red Three", 0))   # 3 <= 1 + 2
    assert "attack_stopped" in names(play_attack(state, "Blue Five", 0))   # 5 <= 5
    assert "attack_hit" in names(play_attack(state, "Green One", 0))       # 1 > 0
    hit = first_event(play_attack(state, "Red Four", 0), "attack_hit")     # 4 > 3
    assert hit.defense == 3


def test_hit_stacks_the_attack_and_damages_its_zones() -> None:
    first = attack("Left Middle", power=2, hits=(True, True, False))
    second = attack("Middle Right", power=2, hits=(False, True, True))
    state = make_game([first, second])
    begin(state, 0)
    events = play_attack(state, "Left Middle", 1)
    hit = first_event(events, "attack_hit")
    assert hit.player == 0 and hit.card == "Left Middle"
    assert hit.target == state.card_name(state.chars[1][1].base)
    assert hit.damaged == ["left", "middle"]
    assert state.chars[1][1].damaged == [True, True, False]
    assert stack_names(state, 1, 1) == ["Left Middle"]
    assert "Left Middle" not in discard_names(state, 0)
    # The stacked card still belongs to player 0.
    assert state.card_locations()[0]["stacked"] == [state.chars[1][1].stack[0]]
    # A second hit only names the zones it newly damages; three damaged zones defeat.
    events = play_attack(state, "Middle Right", 1)
    assert first_event(events, "attack_hit").damaged == ["right"]
    assert stack_names(state, 1, 1) == ["Left Middle", "Middle Right"]
    assert state.chars[1][1].defeated
    assert first_event(events, "character_defeated").player == 1


def test_stacked_monster_covers_the_characters_value() -> None:
    mine = team("a", [zone("red", 2), zone("blue", 1), None])
    crab = monster("Crab Shell", defense=[zone("green", 4), None, zone("red", 3)])
    shrimp = monster("Shrimp Shell", defense=[zone("red", 1), None, None])
    red4 = attack("Red Four", power=4, color="red", hits=(True, False, False))
    red5 = attack("Red Five", power=5, color="red", hits=(True, False, False))
    state = make_game([crab, shrimp], [red4, red5], my_team=mine, dummy=None)
    begin(state, 0)
    events = play_monster(state, "Crab Shell", 0)
    assert first_event(events, "monster_played").character == "Anna - Test"
    ch = state.chars[0][0]
    # left: the monster's green 4 covers the red 2; middle: clear, the blue 1 shows;
    # right: the monster adds red 3 over an empty zone.
    assert ch.visible == [("green", 4), ("blue", 1), ("red", 3)]
    assert state.defense_of(0, 0, "red") == 3
    assert state.defense_of(0, 0, "blue") == 1
    assert state.defense_of(0, 0, "green") == 4
    # Another monster on top: only its non-clear zone changes what shows.
    play_monster(state, "Shrimp Shell", 0)
    assert ch.visible == [("red", 1), ("blue", 1), ("red", 3)]
    assert state.defense_of(0, 0, "red") == 4 and state.defense_of(0, 0, "green") == 0
    assert stack_names(state, 0, 0) == ["Crab Shell", "Shrimp Shell"]
    # The opponent's attacks meet what shows.
    end_turn(state)
    state.kmax[1] = state.kcur[1] = 5
    assert "attack_stopped" in names(play_attack(state, "Red Four", 0))    # 4 <= 1 + 3
    assert "attack_hit" in names(play_attack(state, "Red Five", 0))        # 5 > 4


def test_heal_zone() -> None:
    healer = monster("Moth Healer", defense=[None, zone("green", 2), None],
                     heal=(True, False, True))
    state = make_game([healer])
    begin(state, 0)
    ch = state.chars[0][1]
    ch.damaged = [True, True, False]
    events = play_monster(state, "Moth Healer", 1)
    healed = [e for e in events if e.name == "zone_healed"]
    assert [(e.character, e.zone) for e in healed] == [("Boba - Test", "left")]
    # The healed zone is clear again; damage in the other zone stays; the heal zone over
    # an undamaged zone does nothing.
    assert ch.damaged == [False, True, False]


def test_random_first_player() -> None:
    state = make_game()
    assert state.current_player() == CHANCE and state.decision() is None
    assert state.chance_outcomes() == [(("first", 0), 0.5), (("first", 1), 0.5)]
    firsts = set()
    for seed in range(20):
        s = make_game(seed=seed)
        events = s.apply(s.sample_chance())
        firsts.add(first_event(events, "first_player").player)
    assert firsts == {0, 1}


# =========================================================================== reacts

def _react_setup() -> tuple[RedakaiState, dict[str, Card]]:
    """Player 0 attacks player 1; both hold reacts; player 1 has a monster that reacts."""
    cards = {
        "strike": attack("Strike", power=4, color="red", hits=(True, False, False)),
        "strike2": attack("Second Strike", power=6, color="red", hits=(False, True, False)),
        "strike3": attack("Third Strike", power=6, color="red", hits=(False, True, False)),
        "boost": attack("Boost Counter", power=1, kairu=5,
                        react={"kairu": 1, "effects": [eff("power", 2)]}),
        "guard": attack("Guard Counter", power=1, kairu=5,
                        react={"kairu": 1, "effects": [eff("defense", 2, "red")]}),
        "guard2": attack("Guard Counter II", power=1, kairu=5,
                         react={"kairu": 1, "effects": [eff("defense", 1, "red")]}),
        "under": monster("Under Shell", defense=[zone("red", 1), None, None],
                         react={"kairu": 1, "effects": [eff("defense", 5, "red")]}),
        "top": monster("Top Shell", defense=[None, zone("blue", 1), None],
                       react={"kairu": 2, "effects": [eff("defense", 1, "red")]}),
    }
    state = make_game([cards["strike"], cards["strike2"], cards["strike3"], cards["boost"]],
                      [cards["guard"], cards["guard2"], cards["under"], cards["top"]],
                      dummy=None)
    # Player 1 goes first and transforms their first character twice.
    begin(state, 1, kairu=10)
    play_monster(state, "Under Shell", 0)
    play_monster(state, "Top Shell", 0)
    end_turn(state)
    state.kmax[0] = state.kcur[0] = 10
    state.kcur[1] = 10
    return state, cards


def test_react_order() -> None:
    state, _ = _react_setup()
    assert state.active == 0
    red_before = state.defense_of(1, 0, "red")
    assert red_before == 1
    events = play_attack(state, "Strike", 0)
    assert names(events) == ["attack_played"]
    # The attacker has the first chance to react.
    assert state.phase == REACT and state.current_player() == 0
    d = state.decision()
    assert d is not None and d.key == "redakai.react" and d.player == 0
    assert d.params == {"attack": "Strike", "target": "Annz - Test"}
    boost = card_id(state, 0, "Boost Counter")
    assert set(state.legal_actions()) == {("pass",), ("react", boost)}
    state.apply(("pass",))
    # Then the defender; one pass does not close the window.
    assert state.phase == REACT and state.current_player() == 1 and state.atk is not None
    guard = card_id(state, 1, "Guard Counter")
    legal = state.legal_actions()
    assert ("react", guard) in legal and ("react_monster", 0) in legal
    # Only the topmost monster of a character reacts (one action per character).
    assert [a for a in legal if a[0] == "react_monster"] == [("react_monster", 0)]
    kairu = state.kcur[1]
    events = state.apply(("react", guard))
    used = first_event(events, "react_used")
    assert used.player == 1 and used.card == "Guard Counter" and used.kairu == 1
    # An attack react comes from the hand: discarded and paid.
    assert "Guard Counter" in discard_names(state, 1)
    assert "Guard Counter" not in state.hand_names(1)
    assert state.kcur[1] == kairu - 1
    assert first_event(events, "defense_raised").fields() == {"color": "red", "amount": 2}
    # The react re-opens the attacker's chance.
    assert state.phase == REACT and state.current_player() == 0
    events = state.apply(("react", boost))
    assert first_event(events, "power_raised").amount == 2
    assert state.attack_power() == 6
    assert state.current_player() == 1
    # A monster react: the topmost monster's, paid, not discarded.
    kairu = state.kcur[1]
    events = state.apply(("react_monster", 0))
    used = first_event(events, "react_used")
    assert used.card == "Top Shell" and used.kairu == 2
    assert state.kcur[1] == kairu - 2
    assert stack_names(state, 1, 0) == ["Under Shell", "Top Shell"]
    # Top Shell gives red +1 (Under Shell's +5 is covered): 1 + 2 + 1 = 4 < 6.
    assert state.defense_of(1, 0, "red") == 4
    # Player 0 has nothing left but to pass (done for them); player 1 passes: both in a
    # row, the window closes and the attack resolves.
    assert state.current_player() == 1
    assert ("react_monster", 0) not in state.legal_actions()  # used this turn
    events = state.apply(("pass",))
    hit = first_event(events, "attack_hit")
    assert hit.power == 6 and hit.defense == 4
    assert state.phase == MAIN and state.atk is None


def test_react_window_needs_two_passes_in_a_row() -> None:
    state, _ = _react_setup()
    play_attack(state, "Strike", 0)
    state.apply(("pass",))                                   # attacker passes
    state.apply(("react", card_id(state, 1, "Guard Counter")))  # defender reacts
    assert state.current_player() == 0
    state.apply(("pass",))                                   # attacker passes again
    assert state.phase == REACT and state.current_player() == 1
    events = state.apply(("pass",))                          # defender passes: closed
    hit = first_event(events, "attack_hit")                  # 4 > 1 + 2
    assert hit.power == 4 and hit.defense == 3


def test_monster_reacts_once_in_each_react_window() -> None:
    state, _ = _react_setup()
    play_attack(state, "Strike", 0)
    state.apply(("pass",))
    state.apply(("react_monster", 0))
    state.apply(("pass",))   # attacker
    assert state.current_player() == 1
    # Still the same window: the monster has reacted already.
    assert ("react_monster", 0) not in state.legal_actions()
    state.apply(("pass",))   # defender
    assert state.phase == MAIN
    # The next attack opens a new window: the monster can react again.
    play_attack(state, "Second Strike", 1)
    state.apply(("pass",))
    assert state.current_player() == 1
    assert ("react_monster", 0) in state.legal_actions()


def test_a_chosen_pass_is_in_the_log() -> None:
    state, _ = _react_setup()
    play_attack(state, "Strike", 0)
    events = state.apply(("pass",))
    assert [e.player for e in events if e.name == "react_passed"] == [0]


def test_undo_through_a_react_window() -> None:
    from deckbuilder.rules.engine import Session

    state, _ = _react_setup()
    session = Session(state)
    keys = [state.state_key()]
    for action in [("attack", card_id(state, 0, "Strike"), 0), ("pass",),
                   ("react", card_id(state, 1, "Guard Counter")),
                   ("react", card_id(state, 0, "Boost Counter")), ("react_monster", 0),
                   ("pass",)]:
        session.apply(action)
        keys.append(session.state.state_key())
    assert session.state.phase == MAIN
    for expected in reversed(keys[:-1]):
        session.undo()
        assert session.state.state_key() == expected


def test_power_react_turns_a_stop_into_a_hit() -> None:
    wall = team("z", [zone("red", 3), None, None])
    even = attack("Even Strike", power=3, color="red")
    flare = attack("Flare Counter", kairu=9, react={"kairu": 0, "effects": [eff("power", 1)]})
    state = make_game([even, flare], opp_team=wall)
    begin(state, 0)
    events = play_attack(state, "Even Strike", 0)
    assert state.current_player() == 0 and state.phase == REACT
    events = state.apply(("react", card_id(state, 0, "Flare Counter")))
    assert names(events)[:2] == ["react_used", "power_raised"]
    hit = first_event(events, "attack_hit")
    assert hit.power == 4 and hit.defense == 3
    assert discard_names(state, 0) == ["Flare Counter"]
    assert stack_names(state, 1, 0) == ["Even Strike"]


def test_defense_react_lasts_the_turn() -> None:
    opp = team("z", [zone("red", 2), None, None], [zone("red", 2), None, None])
    s1 = attack("Strike One", power=3, hits=(True, False, False))
    s2 = attack("Strike Two", power=3, hits=(True, False, False))
    s3 = attack("Strike Three", power=3, hits=(True, False, False))
    ward = attack("Ward Counter", kairu=9, react={"kairu": 1,
                                                  "effects": [eff("defense", 2, "red")]})
    state = make_game([s1, s2, s3], [ward], opp_team=opp, dummy=None)
    begin(state, 0)
    state.kcur[1] = 1
    play_attack(state, "Strike One", 0)
    # The attacker has no react: passed for them. The defender uses the ward.
    assert state.current_player() == 1
    events = state.apply(("react", card_id(state, 1, "Ward Counter")))
    assert first_event(events, "attack_stopped").defense == 4
    # The whole team keeps red +2 for the rest of the turn.
    assert state.defense_of(1, 1, "red") == 4
    events = play_attack(state, "Strike Two", 1)
    assert "attack_stopped" in names(events)
    end_turn(state)
    # A new turn: the bonus is gone.
    assert state.active == 1
    assert state.defense_of(1, 1, "red") == 2
    end_turn(state)
    events = play_attack(state, "Strike Three", 1)
    assert "attack_hit" in names(events)


def test_a_defense_bonus_from_your_own_turn_is_gone_on_the_opponents() -> None:
    # RULES §1.4: "+amount defence ... to own team this turn".
    warder = attack("Warding Kick", power=2, effects=[eff("defense", 2, "blue")])
    state = make_game([warder], dummy=None)
    begin(state, 0)
    play_attack(state, "Warding Kick", 0)
    assert state.defense_of(0, 0, "blue") == 2
    end_turn(state)
    assert state.active == 1
    assert state.defense_of(0, 0, "blue") == 0


def test_an_effect_that_draws_from_an_empty_deck_loses() -> None:
    drawer = attack("Greedy Jab", power=5, hits=(True, False, False),
                    effects=[eff("draw", 2)])
    state = make_game([drawer], dummy=None)
    begin(state, 0)
    state.deck[0].clear()
    events = play_attack(state, "Greedy Jab", 0)
    assert names(events)[-2:] == ["decked_out", "game_won"]
    assert state.winner == 1


def test_a_hit_that_wins_is_not_undone_by_its_draw() -> None:
    finisher = attack("Last Jab", power=5, hits=(True, True, True), effects=[eff("draw", 1)])
    state = make_game([finisher])
    begin(state, 0)
    state.deck[0].clear()
    for ch in state.chars[1][1:]:
        ch.defeated = True
        ch.damaged = [True, True, True]
    events = play_attack(state, "Last Jab", 0)
    assert state.winner == 0
    assert "decked_out" not in names(events)



def test_the_attacker_with_no_react_and_the_dummy_pass_by_themselves() -> None:
    state = make_game([attack("Plain", power=2)])
    begin(state, 0)
    events = play_attack(state, "Plain", 0)
    assert names(events) == ["attack_played", "attack_hit"]
    assert state.phase == MAIN and state.current_player() == 0


# =========================================================================== defeat, win

def test_defeated_characters_cannot_be_transformed_or_targeted() -> None:
    sweep = attack("Sweep", power=1, hits=(True, True, True))
    poke = attack("Poke", power=1)
    shell = monster("Shell", defense=[zone("red", 1), None, None])
    state = make_game([sweep, poke, shell])
    begin(state, 0)
    events = play_attack(state, "Sweep", 2)
    assert first_event(events, "character_defeated").character == "Cidz - Test"
    assert state.chars[1][2].defeated
    c_poke = card_id(state, 0, "Poke")
    assert ("attack", c_poke, 2) not in state.legal_actions()
    assert ("attack", c_poke, 0) in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(("attack", c_poke, 2))
    # One of my own characters defeated: no monster can go on it.
    mine = state.chars[0][1]
    mine.damaged = [True, True, True]
    mine.defeated = True
    c_shell = card_id(state, 0, "Shell")
    assert ("monster", c_shell, 1) not in state.legal_actions()
    assert ("monster", c_shell, 0) in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(("monster", c_shell, 1))


def test_win_on_the_third_defeat() -> None:
    sweeps = [attack(f"Sweep {i}", power=1, hits=(True, True, True)) for i in range(3)]
    state = make_game(sweeps)
    begin(state, 0)
    for i in range(2):
        events = play_attack(state, f"Sweep {i}", i)
        assert "character_defeated" in names(events) and "game_won" not in names(events)
        assert not state.is_terminal()
    events = play_attack(state, "Sweep 2", 2)
    assert names(events)[-2:] == ["character_defeated", "game_won"]
    assert first_event(events, "game_won").player == 0
    assert state.winner == 0 and state.current_player() == TERMINAL
    assert state.legal_actions() == [] and state.decision() is None


def test_three_defeats_over_several_turns_win() -> None:
    a = attack("Left Hit", power=1, hits=(True, False, False))
    b = attack("Middle Right Hit", power=1, hits=(False, True, True))
    state = make_game([a, b], filler=5)
    begin(state, 0)
    for i in range(2):
        state.chars[1][i].damaged = [True, True, True]
        state.chars[1][i].defeated = True
    play_attack(state, "Left Hit", 2)
    assert not state.is_terminal()
    end_turn(state)
    events = play_attack(state, "Middle Right Hit", 2)
    assert "game_won" in names(events) and state.winner == 0


# =========================================================================== abilities

def test_blanks_ability() -> None:
    # Player 1's first character: red 1 printed, +3 red from its ability.
    opp = team("z", [zone("red", 1), None, None],
               abilities=[[eff("defense", 3, "red"), eff("power", 2)]])
    blank = attack("Blanking Hook", power=1, color="green", hits=(False, False, True),
                   blanks=True)
    red4 = attack("Red Four", power=4, color="red", hits=(True, False, False))
    counter = attack("Counter", power=1, color="red", hits=(True, False, False))
    state = make_game([blank, red4], [counter], opp_team=opp, dummy=None)
    begin(state, 0)
    assert state.defense_of(1, 0, "red") == 4
    assert state.ability_power(1) == 2
    events = play_attack(state, "Blanking Hook", 0)
    assert "attack_hit" in names(events)
    assert first_event(events, "ability_blanked").character == "Annz - Test"
    assert state.chars[1][0].blanked and not state.chars[1][0].defeated
    # The ability is switched off: no more defence bonus, no more power bonus.
    assert state.defense_of(1, 0, "red") == 1
    assert state.ability_power(1) == 0
    assert "attack_hit" in names(play_attack(state, "Red Four", 0))   # 4 > 1
    # For good: still blanked on later turns.
    end_turn(state)
    assert state.chars[1][0].blanked
    events = play_attack(state, "Counter", 0)
    assert first_event(events, "attack_hit").power == 1


def test_a_stopped_blanking_attack_blanks_nothing() -> None:
    opp = team("z", [zone("green", 5), None, None], abilities=[[eff("defense", 1, "red")]])
    blank = attack("Blanking Hook", power=1, color="green", blanks=True)
    state = make_game([blank], opp_team=opp)
    begin(state, 0)
    events = play_attack(state, "Blanking Hook", 0)
    assert "attack_stopped" in names(events) and "ability_blanked" not in names(events)
    assert not state.chars[1][0].blanked


def test_ability_power_and_defense_apply_while_active() -> None:
    mine = team("a", abilities=[[eff("power", 1)], [eff("power", 1)]])
    opp = team("z", [zone("red", 4), None, None],
               abilities=[[eff("defense", 1, "red"), eff("defense", 9, "blue")]])
    five = attack("Red Five", power=4, hits=(True, False, False))
    state = make_game([five], my_team=mine, opp_team=opp)
    begin(state, 0)
    # power 4 + 1 + 1 (both characters' abilities) = 6 > 4 + 1 (red only).
    assert state.defense_of(1, 0, "red") == 5
    assert state.defense_of(1, 1, "red") == 0       # the ability is the character's own
    hit = first_event(play_attack(state, "Red Five", 0), "attack_hit")
    assert hit.power == 6 and hit.defense == 5


def test_ability_of_a_defeated_character_stops() -> None:
    mine = team("a", abilities=[[eff("power", 3)]])
    state = make_game([attack("Jab", power=1)], my_team=mine)
    begin(state, 0)
    assert state.ability_power(0) == 3
    state.chars[0][0].damaged = [True, True, True]
    state.chars[0][0].defeated = True
    assert state.ability_power(0) == 0


def test_ability_draw_and_heal_at_the_start_of_the_turn() -> None:
    mine = team("a", abilities=[[eff("draw", 1)], [eff("heal", 1)]])
    state = make_game(my_team=mine, filler=10)
    begin(state, 0)
    assert len(state.hand[0]) == 2                   # the turn's draw + the ability's
    state.chars[0][1].damaged = [False, True, True]
    state.chars[0][2].damaged = [True, False, False]  # no healing ability: stays
    events = end_turn(state)
    assert len(state.hand[0]) == 4
    assert state.chars[0][1].damaged == [False, False, True]
    assert state.chars[0][2].damaged == [True, False, False]
    healed = [e for e in events if e.name == "zone_healed"]
    assert [e.zone for e in healed] == ["middle"]


# =========================================================================== effect verbs

def test_attack_power_effect_counts_when_played() -> None:
    wall = team("z", [zone("red", 3), None, None])
    surge = attack("Surge", power=2, effects=[eff("power", 2)])
    state = make_game([surge], opp_team=wall)
    begin(state, 0)
    events = play_attack(state, "Surge", 0)
    assert first_event(events, "attack_played").power == 4
    assert first_event(events, "attack_hit").power == 4


def test_attack_draw_effect_happens_when_it_hits() -> None:
    wall = team("z", [zone("red", 5), None, None])
    drawer = attack("Drawing Jab", power=2, effects=[eff("draw", 2)])
    blocked = attack("Blocked Jab", power=2, effects=[eff("draw", 2)])
    state = make_game([drawer, blocked], opp_team=wall, filler=10)
    begin(state, 0)
    n = len(state.hand[0])
    events = play_attack(state, "Blocked Jab", 0)            # stopped: no draw
    assert "card_drawn" not in names(events)
    assert len(state.hand[0]) == n - 1
    events = play_attack(state, "Drawing Jab", 1)            # hits: draws 2
    assert names(events).count("card_drawn") == 2
    assert names(events).index("attack_hit") < names(events).index("card_drawn")
    assert len(state.hand[0]) == n


def test_attack_heal_effect_heals_my_most_damaged_character_when_it_hits() -> None:
    mender = attack("Mending Kick", power=2, effects=[eff("heal", 1)])
    state = make_game([mender])
    begin(state, 0)
    state.chars[0][0].damaged = [True, False, False]
    state.chars[0][2].damaged = [False, True, True]
    events = play_attack(state, "Mending Kick", 0)
    assert state.chars[0][2].damaged == [False, False, True]
    assert state.chars[0][0].damaged == [True, False, False]
    assert first_event(events, "zone_healed").player == 0


def test_attack_defense_effect_raises_my_team_for_the_turn_when_it_hits() -> None:
    warder = attack("Warding Kick", power=2, effects=[eff("defense", 2, "blue")])
    state = make_game([warder])
    begin(state, 0)
    events = play_attack(state, "Warding Kick", 0)
    assert first_event(events, "defense_raised").fields() == {"color": "blue", "amount": 2}
    assert all(state.defense_of(0, i, "blue") == 2 for i in range(3))
    assert state.defense_of(0, 0, "red") == 0


def test_monster_effects_happen_when_played() -> None:
    drake = monster("Drawing Drake", defense=[zone("red", 1), None, None],
                    effects=[eff("draw", 1), eff("heal", 1), eff("defense", 1, "green")])
    state = make_game([drake], filler=5)
    begin(state, 0)
    state.chars[0][1].damaged = [False, True, False]
    state.chars[0][2].damaged = [True, True, False]   # more damaged, but not the target
    n = len(state.hand[0])
    events = play_monster(state, "Drawing Drake", 1)
    assert names(events) == ["monster_played", "card_drawn", "zone_healed", "defense_raised"]
    assert len(state.hand[0]) == n                     # -1 played, +1 drawn
    # heal goes to the character the monster is played on.
    assert state.chars[0][1].damaged == [False, False, False]
    assert state.chars[0][2].damaged == [True, True, False]
    assert state.defense_of(0, 0, "green") == 1


def test_a_monster_power_effect_is_carried_out_or_reported() -> None:
    shell = monster("Power Shell", effects=[eff("power", 2)])
    state = make_game([shell, attack("Jab", power=1)])
    begin(state, 0)
    played = play_monster(state, "Power Shell", 0)
    hit = first_event(play_attack(state, "Jab", 0), "attack_hit")
    carried_out = hit.power == 3 or "power_raised" in names(played)
    reported = ENGINE.not_simulated([shell]) == ["Power Shell"] or \
        "effect_not_simulated" in names(played)
    assert carried_out or reported


def test_heal_n_removes_damage_left_to_right() -> None:
    mender = monster("Big Mender", effects=[eff("heal", 2)])
    state = make_game([mender])
    begin(state, 0)
    state.chars[0][0].damaged = [True, True, False]
    events = play_monster(state, "Big Mender", 0)
    assert [e.zone for e in events if e.name == "zone_healed"] == ["left", "middle"]
    assert state.chars[0][0].damaged == [False, False, False]


def test_heal_one_of_two_takes_the_leftmost() -> None:
    mender = monster("Small Mender", effects=[eff("heal", 1)])
    state = make_game([mender])
    begin(state, 0)
    state.chars[0][0].damaged = [False, True, True]
    play_monster(state, "Small Mender", 0)
    assert state.chars[0][0].damaged == [False, False, True]


def test_react_heal_heals_the_attacked_character_if_it_is_mine() -> None:
    salve = attack("Salve Counter", kairu=9, react={"kairu": 0, "effects": [eff("heal", 1)]})
    strike = attack("Strike", power=1, hits=(False, False, True))
    state = make_game([strike], [salve], dummy=None)
    begin(state, 0)
    state.chars[1][0].damaged = [True, True, False]   # most damaged
    state.chars[1][1].damaged = [True, False, False]  # the one attacked
    play_attack(state, "Strike", 1)
    assert state.current_player() == 1
    events = state.apply(("react", card_id(state, 1, "Salve Counter")))
    healed = first_event(events, "zone_healed")
    assert healed.player == 1 and healed.character == "Bobz - Test"
    assert state.chars[1][1].damaged == [False, False, True]   # then hit on the right
    assert state.chars[1][0].damaged == [True, True, False]


def test_react_heal_of_the_attacker_heals_their_most_damaged_character() -> None:
    salve = attack("Salve Counter", kairu=9, react={"kairu": 0, "effects": [eff("heal", 1)]})
    strike = attack("Strike", power=1)
    state = make_game([strike, salve])
    begin(state, 0)
    state.chars[0][0].damaged = [False, True, False]
    state.chars[0][2].damaged = [True, False, True]
    play_attack(state, "Strike", 0)
    state.apply(("react", card_id(state, 0, "Salve Counter")))
    assert state.chars[0][2].damaged == [False, False, True]
    assert state.chars[0][0].damaged == [False, True, False]


def test_react_power_of_the_defender_raises_the_attack_as_documented() -> None:
    # The module docstring: a react's ``power`` raises the attack being resolved.
    pump = attack("Pump Counter", kairu=9, react={"kairu": 0, "effects": [eff("power", 1)]})
    strike = attack("Strike", power=2)
    state = make_game([strike], [pump], dummy=None)
    begin(state, 0)
    play_attack(state, "Strike", 0)
    events = state.apply(("react", card_id(state, 1, "Pump Counter")))
    assert first_event(events, "power_raised").player == 1
    assert first_event(events, "attack_hit").power == 3


# =========================================================================== cards, dummy

def test_cards_not_simulated() -> None:
    speedy = attack("Speedy Jab", effects=[eff("speed", 1)])
    dmg_react = attack("Damage Counter", react={"kairu": 0, "effects": [eff("damage", 2)]})
    speed_monster = monster("Speed Shell", effects=[eff("speed", 1)])
    fast_char = character("Dax - Quick", ability=[eff("speed", 2)])
    fine = [attack("Plain Jab"), attack("Drawing Jab", effects=[eff("draw", 1)]),
            attack("Power Counter", react={"kairu": 0, "effects": [eff("power", 1)]}),
            monster("Heal Shell", effects=[eff("heal", 1)]),
            character("Eve - Calm", ability=[eff("defense", 1, "red"), eff("power", 1)])]
    assert ENGINE.not_simulated(fine) == []
    assert ENGINE.not_simulated([speedy, dmg_react, speed_monster, fast_char, *fine]) == \
        ["Damage Counter", "Dax - Quick", "Speed Shell", "Speedy Jab"]
    assert ENGINE.not_simulated([speedy, speedy]) == ["Speedy Jab"]


def test_a_not_simulated_effect_still_plays_by_its_numbers() -> None:
    speedy = attack("Speedy Jab", power=2, effects=[eff("speed", 1)])
    state = make_game([speedy])
    begin(state, 0)
    events = play_attack(state, "Speedy Jab", 0)
    assert "attack_hit" in names(events)
    assert first_event(events, "effect_not_simulated").verb == "speed"


def test_dummy_never_plays_or_draws() -> None:
    # A dummy with a deck, Kairu and a monster that could react still does nothing.
    reacting = monster("Dummy Shell", react={"kairu": 0, "effects": [eff("defense", 9, "red")]})
    strike = attack("Strike", power=1, hits=(True, False, False))
    options = RedakaiOptions(hand_limit=50)
    state = new_game(team("a"), [strike] + [BOULDER] * 20, team("z"),
                     [reacting] + [attack(f"Dummy Attack {i}", power=9) for i in range(5)],
                     options, seed=3, dummy=1)
    assert state.hand[1] == [] and len(state.hand[0]) == 3
    deck_before = list(state.deck[1])
    shell = card_id(state, 1, "Dummy Shell")
    state.deck[1].remove(shell)
    state.chars[1][0].stack.append(shell)
    state.kcur[1] = state.kmax[1] = 10
    deck_before.remove(shell)
    begin(state, 1)                      # the dummy's first turn passes by itself
    c = card_id(state, 0, "Strike")
    if c in state.deck[0]:
        state.deck[0].remove(c)
        state.hand[0].append(c)
    events = play_attack(state, "Strike", 0)
    assert "react_used" not in names(events) and "attack_hit" in names(events)
    all_events: list[Event] = []
    for _ in range(10):
        assert state.current_player() == 0
        all_events.extend(end_turn(state))
    assert state.player_turns(1) == 11
    assert state.hand[1] == [] and state.deck[1] == deck_before
    assert state.discard[1] == []
    assert state.kmax[1] == 10   # never refilled or raised by the engine either
    dummy_events = {e.name for e in all_events if e.player == 1}
    assert dummy_events <= {"turn_started", "turn_ended"}


def test_the_dummy_decision_is_never_asked() -> None:
    state = ENGINE.new_goldfish(starter_deck("redakai-advanced"), seed=7)
    rng = random.Random(7)
    while not state.is_terminal() and state.player_turns(0) <= 25:
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance())
            continue
        assert state.current_player() == 0
        d = state.decision()
        assert d is not None and d.player == 0
        state.apply(greedy_policy(state, rng))


# =========================================================================== illegal actions

def test_illegal_action_refused() -> None:
    big = attack("Big Strike", kairu=3, power=7)
    small = attack("Small Strike", kairu=1, power=2)
    state = make_game([big, small])
    begin(state, 0, kairu=2)
    before = state.state_key()
    c_big = card_id(state, 0, "Big Strike")
    with pytest.raises(IllegalAction) as info:
        state.apply(("attack", c_big, 0))
    assert "not legal" in str(info.value)
    assert state.state_key() == before
    # Not a window to react in, not a discard phase, not a character that exists.
    for action in [("pass",), ("react", c_big), ("discard", c_big),
                   ("attack", card_id(state, 0, "Small Strike"), 7),
                   ("monster", c_big, 0), ("first", 0)]:
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.state_key() == before
    # Once the Kairu is spent, even the cheap one is refused.
    small_id = card_id(state, 0, "Small Strike")
    state.kcur[0] = 0
    before = state.state_key()
    assert state.legal_actions() == [("end",)]
    with pytest.raises(IllegalAction):
        state.apply(("attack", small_id, 0))
    assert state.state_key() == before


def test_a_card_of_the_opponent_cannot_be_played() -> None:
    mine = attack("Mine", power=2)
    theirs = attack("Theirs", power=2)
    state = make_game([mine], [theirs], dummy=None)
    begin(state, 0)
    before = state.state_key()
    with pytest.raises(IllegalAction):
        state.apply(("attack", card_id(state, 1, "Theirs"), 0))
    assert state.state_key() == before


# =========================================================================== greedy bot

def test_greedy_bot_prefers_the_kill() -> None:
    wide = attack("Wide Hit", power=2, hits=(True, True, False))
    finisher = attack("Finisher", power=2, kairu=1, hits=(False, False, True))
    state = make_game([wide, finisher])
    begin(state, 0, kairu=5)
    state.chars[1][2].damaged = [True, True, False]
    action = greedy_policy(state, random.Random(0))
    assert action == ("attack", card_id(state, 0, "Finisher"), 2)
    # Without the kill on offer, the attack damaging the most new zones wins.
    state.chars[1][2].damaged = [False, False, False]
    action = greedy_policy(state, random.Random(0))
    assert action[0] == "attack" and action[1] == card_id(state, 0, "Wide Hit")


def test_greedy_bot_skips_attacks_that_would_be_stopped() -> None:
    wall = team("z", *[[zone("red", 9), None, None]] * 3)
    state = make_game([attack("Weak", power=3)], opp_team=wall)
    begin(state, 0)
    assert greedy_policy(state, random.Random(0)) == ("end",)


def test_greedy_bot_discards_the_least_useful_card() -> None:
    keep = [attack(f"Good {i}", power=5, hits=(True, True, False)) for i in range(5)]
    weak = attack("Weak Jab", power=1, hits=(False, True, False))
    state = make_game([*keep, attack("Good 5", power=5, hits=(True, True, False))],
                      deck=[weak], filler=0, options=RedakaiOptions(opening_hand=0))
    begin(state, 0)
    assert state.phase == DISCARD
    action = greedy_policy(state, random.Random(0))
    assert action == ("discard", card_id(state, 0, "Weak Jab"))
    state.apply(action)
    assert state.phase == MAIN


def test_greedy_bot_discards_what_damages_no_zone_first() -> None:
    """A monster damages nothing: it goes before the weakest attack, whose zone the
    dummy still needs damaged (the bot used to keep the big defender instead)."""
    keep = [attack(f"Good {i}", power=5, hits=(True, True, False)) for i in range(5)]
    weak = attack("Weak Jab", power=1, hits=(False, True, False))
    shell = monster("Big Shell", defense=[zone("red", 5), zone("red", 5), None])
    state = make_game([*keep, shell], deck=[weak], filler=0,
                      options=RedakaiOptions(opening_hand=0))
    begin(state, 0)
    assert state.phase == DISCARD
    assert greedy_policy(state, random.Random(0)) == ("discard", card_id(state, 0, "Big Shell"))


def test_greedy_bot_uses_a_defense_react_to_stop_a_hit() -> None:
    ward = attack("Ward Counter", kairu=9,
                  react={"kairu": 1, "effects": [eff("defense", 2, "red")]})
    strike = attack("Strike", power=2)
    state = make_game([strike], [ward], dummy=None)
    begin(state, 0)
    state.kcur[1] = 1
    play_attack(state, "Strike", 0)
    assert state.current_player() == 1
    assert greedy_policy(state, random.Random(0)) == ("react", card_id(state, 1, "Ward Counter"))


def test_greedy_finishes_games() -> None:
    engine = ENGINE
    deck = starter_deck("redakai-advanced")
    prepared = engine.prepare_goldfish(deck)
    won = 0
    for seed in range(50):
        state = engine.start(prepared, seed)
        result = play_goldfish(state, greedy_policy, random.Random(seed), 20, engine=engine)
        if result.kill_turn is not None:
            assert 1 <= result.kill_turn <= 20
            won += 1
    assert won > 25


def test_greedy_is_better_than_random() -> None:
    from deckbuilder.rules.engine import random_policy

    prepared = ENGINE.prepare_goldfish(starter_deck("redakai-advanced"))

    def mean_turns(policy: Any) -> float:
        total = 0
        for seed in range(30):
            r = play_goldfish(ENGINE.start(prepared, seed), policy, random.Random(seed), 20)
            total += r.kill_turn if r.kill_turn is not None else 21
        return total / 30

    assert mean_turns(greedy_policy) < mean_turns(random_policy)
