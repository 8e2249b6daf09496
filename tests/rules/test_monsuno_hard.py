"""Monsuno hard and tournament rules (RULES.md §5.2, §1.1, §1.4), one rule per test.

Each test builds the exact situation with small hand-made cards (hands and decks are set
in a known order), then drives it through ``apply`` with legal actions and checks the state
and the events. Setting a state field directly (a Monsuno on the battlefield, its damage,
clipped cards) is only used to reach a situation quickly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.engine import CHANCE, TERMINAL, Event, IllegalAction
from deckbuilder.rules.games.monsuno import (
    ASIDE,
    FIELD,
    GONE,
    HARD_ENGINE,
    MAIN,
    PAY,
    RECOVER,
    STRIKE_CARD,
    SUPER,
    TCG_ENGINE,
    MonsunoHardOptions,
    MonsunoHardState,
    MonsunoTcgState,
    greedy_policy,
    minimal_covers,
    new_hard_game,
)
from deckbuilder.rules.games.monsuno.bots import hitting_power
from deckbuilder.rules.games.monsuno.shared import CardInfo
from deckbuilder.rules.registry import get_ruleset, option_defaults
from deckbuilder.rules.sim import play_goldfish
from tests.rules.engine_support import deck_from_text, starter_deck

# --------------------------------------------------------------------------- card makers


def mon(name: str, *, maker: str | None = "eklipse", launch: int = 0, life: int = 60,
        speed: int = 0, damage: int = 0, stype: str = "venom", slots: Sequence[str] = (),
        power: int = 0) -> Card:
    raw: dict[str, Any] = {"game": "monsuno", "name": name, "kind": "monsuno",
                           "launch": launch, "life": life, "speed": speed, "damage": damage,
                           "strike_type": stype, "power_slots": list(slots),
                           "power_damage": power}
    if maker:
        raw["manufacturer"] = maker
    return card_from_json(raw)


def eff(verb: str, amount: int, color: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"do": verb, "amount": amount}
    if color:
        out["color"] = color
    return out


def strike(name: str, *, maker: str | None = None, exclusive: bool = False, launch: int = 1,
           speed: int = 0, damage: int = 0, stype: str = "blade",
           dominates: Sequence[str] = (), timing: str = "damage", category: str = "normal",
           restricted: Sequence[str] = (), effects: Sequence[dict[str, Any]] = ()) -> Card:
    raw: dict[str, Any] = {"game": "monsuno", "name": name, "kind": "strike",
                           "launch": launch, "speed": speed, "damage": damage,
                           "strike_type": stype, "dominates": list(dominates),
                           "timing": timing, "category": category}
    if maker:
        raw["manufacturer"] = maker
    if exclusive:
        raw["exclusive"] = True
    if restricted:
        raw["restricted_to"] = list(restricted)
    if effects:
        raw["effects"] = list(effects)
    return card_from_json(raw)


def trio(prefix: str, **kw: Any) -> list[Card]:
    return [mon(f"{prefix}{i}", **kw) for i in (1, 2, 3)]


def fill(prefix: str, n: int) -> list[Card]:
    """Plain cards nobody cares about (launch 0, damage 0, an odd strike type)."""
    return [strike(f"{prefix} {i}", launch=0, stype="dust") for i in range(n)]


def make(hand: Sequence[Card] = (), deck: Sequence[Card] = (), *,
         opp_hand: Sequence[Card] = (), opp_deck: Sequence[Card] = (),
         team: Sequence[Card] | None = None, opp_team: Sequence[Card] | None = None,
         dummy: int | None = 1, options: MonsunoHardOptions | None = None,
         tcg: bool = False) -> MonsunoHardState:
    """A game at the "who goes first" chance point with exactly these hands and decks
    (decks top card first)."""
    team = list(team or trio("A"))
    opp_team = list(opp_team or trio("Z", maker="storm", stype="quake"))
    mine = list(hand) + list(deck)
    theirs = [] if dummy == 1 else list(opp_hand) + list(opp_deck)
    state = new_hard_game(team, mine, opp_team, theirs, options, seed=0, dummy=dummy, tcg=tcg)
    for p, h in ((0, hand), (1, opp_hand if dummy != 1 else ())):
        pool = sorted(state.hand[p] + state.deck[p])      # ids are in list order
        state.hand[p] = pool[:len(h)]
        state.deck[p] = list(reversed(pool[len(h):]))    # the top card is the list's end
    return state


def begin(state: MonsunoHardState, first: int = 0) -> list[Event]:
    assert state.current_player() == CHANCE
    return state.apply(("first", first))


def field(state: MonsunoHardState, p: int, *monsuno: int) -> None:
    for i in monsuno:
        state.where[p][i] = FIELD


def cid(state: MonsunoHardState, p: int, name: str) -> int:
    for zone in (state.hand[p], state.deck[p], state.discard[p], *state.clip[p]):
        for c in zone:
            if state.info[c].name == name:
                return c
    raise LookupError(name)


def play(state: MonsunoHardState, name: str) -> list[Event]:
    p = state.current_player()
    return state.apply(("play", cid(state, p, name)))


def names(state: MonsunoHardState, ids: Sequence[int]) -> list[str]:
    return [state.info[c].name for c in ids]


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.name for e in events]


def of(events: Sequence[Event], name: str) -> list[Event]:
    return [e for e in events if e.name == name]


def duel(hand: Sequence[Card], opp_hand: Sequence[Card], *, team: Sequence[Card] | None = None,
         opp_team: Sequence[Card] | None = None, deck: Sequence[Card] = (),
         opp_deck: Sequence[Card] = (), opp_on_field: bool = True,
         options: MonsunoHardOptions | None = None, tcg: bool = False) -> MonsunoHardState:
    """A two-player game, player 0 to act, both with Monsuno 0 on the battlefield (the
    defender's only if ``opp_on_field``), decks full of filler."""
    state = make(hand, list(deck) + fill("Mine", 8), opp_hand=opp_hand,
                 opp_deck=list(opp_deck) + fill("Theirs", 8), team=team, opp_team=opp_team,
                 dummy=None, options=options, tcg=tcg)
    begin(state, 0)
    field(state, 0, 0)
    if opp_on_field:
        field(state, 1, 0)
    return state


# =========================================================================== setup

def test_setup_three_monsuno_aside_a_hand_of_five_and_a_random_first_player() -> None:
    state = HARD_ENGINE.new_goldfish(starter_deck("monsuno-hard"), seed=4)
    assert state.where == [[ASIDE] * 3, [ASIDE] * 3]
    assert len(state.hand[0]) == 5 and len(state.deck[0]) == 31 - 5
    assert state.current_player() == CHANCE
    assert state.chance_outcomes() == [(("first", 0), 0.5), (("first", 1), 0.5)]
    firsts = set()
    for seed in range(20):
        s = HARD_ENGINE.new_goldfish(starter_deck("monsuno-hard"), seed=seed)
        events = s.apply(s.sample_chance())
        firsts.add(of(events, "first_player")[0].player)
    assert firsts == {0, 1}


def test_the_hand_size_is_an_option() -> None:
    options = MonsunoHardOptions(hand_size=3)
    state = HARD_ENGINE.new_goldfish(starter_deck("monsuno-hard"), seed=4, options=options)
    assert len(state.hand[0]) == 3
    assert HARD_ENGINE.opening_hand(options) == 3
    state.apply(("first", 0))
    state.hand[0] = state.hand[0][:1]
    state.apply(("recover",))
    assert len(state.hand[0]) == 3


# =========================================================================== launch

def test_launch_discards_strike_cards_whose_launch_values_cover_the_cost() -> None:
    state = make([strike("Three", launch=3), strike("One", launch=1), strike("Two", launch=2),
                  strike("Zero", launch=0)], fill("F", 10), team=trio("A", launch=4))
    begin(state)
    assert ("launch", 0) in state.legal_actions()
    state.apply(("launch", 0))
    assert state.phase == PAY and state.current_player() == 0
    d = state.decision()
    assert d is not None and d.kind == "choose_many" and d.key == "monsuno.launch_payment"
    assert d.prompt == "Choose strike cards to pay 4 launch for A1"
    assert d.tag == "pay" and d.minimum == 1 and d.maximum == 4
    # Only minimal payments are listed: no card of them could be left out.
    assert state.legal_actions() == [("pay", 0, 1), ("pay", 0, 2)]
    events = state.apply(("pay", 0, 1))
    assert state.where[0][0] == FIELD
    assert names(state, state.discard[0]) == ["Three", "One"]
    launched = of(events, "monsuno_launched")[0]
    assert launched.paid == ["Three", "One"] and launched.cost == 4
    assert state.active == 0 and state.player_turns(0) == 2    # the dummy's turn passed


def test_a_launch_needs_enough_launch_value_in_hand() -> None:
    state = make([strike("One", launch=1), strike("Two", launch=2)], fill("F", 5),
                 team=[mon("Dear", launch=4), mon("Cheap", launch=3), mon("Free")])
    begin(state)
    launches = [a for a in state.legal_actions() if a[0] == "launch"]
    assert launches == [("launch", 1), ("launch", 2)]
    with pytest.raises(IllegalAction):
        state.apply(("launch", 0))


def test_overpaying_is_accepted_but_a_short_or_malformed_payment_is_refused() -> None:
    state = make([strike("Three", launch=3), strike("One", launch=1), strike("Two", launch=2)],
                 fill("F", 5), team=trio("A", launch=4))
    begin(state)
    state.apply(("launch", 0))
    before = state.state_key()
    for bad in [("pay", 1, 2), ("pay", 2, 0), ("pay", 0, 0, 1), ("pay", 0, 9), ("pay",)]:
        with pytest.raises(IllegalAction) as info:
            state.apply(bad)
        assert state.state_key() == before
    assert "4 launch" in str(info.value)
    state.apply(("pay", 0, 1, 2))                 # all three: more than needed, still fine
    assert state.where[0][0] == FIELD and state.hand[0] == []


def test_a_launch_cost_of_zero_needs_no_payment() -> None:
    state = make([strike("One")], fill("F", 5))
    begin(state)
    events = state.apply(("launch", 1))
    assert state.where[0][1] == FIELD and state.phase == MAIN
    assert of(events, "monsuno_launched")[0].paid == []
    assert len(state.hand[0]) == 1


# =========================================================================== strike

def test_strike_needs_an_untired_battlefield_monsuno() -> None:
    state = make([strike("One")], fill("F", 5))
    begin(state)
    assert not [a for a in state.legal_actions() if a[0] == "strike"]
    field(state, 0, 1)
    state.tired[0][1] = True
    assert not [a for a in state.legal_actions() if a[0] == "strike"]
    state.tired[0][1] = False
    assert {a[1] for a in state.legal_actions() if a[0] == "strike"} == {1}


def test_strike_targets_the_opposing_battlefield_monsuno_when_there_are_some() -> None:
    state = duel([strike("One")], [strike("Two")], opp_on_field=False)
    field(state, 1, 1)
    assert [a for a in state.legal_actions() if a[0] == "strike"] == [("strike", 0, 1)]


def test_strike_targets_any_remaining_monsuno_when_the_defender_has_none_on_the_field() -> None:
    state = make([strike("One")], fill("F", 5))
    begin(state)
    field(state, 0, 0)
    state.where[1][1] = GONE
    assert [a for a in state.legal_actions() if a[0] == "strike"] == \
        [("strike", 0, 0), ("strike", 0, 2)]


# =========================================================================== recover

def test_recover_untires_every_monsuno_and_draws_up_to_five() -> None:
    state = make([strike("One"), strike("Two")], fill("F", 10))
    begin(state)
    field(state, 0, 0, 1)
    state.tired[0] = [True, True, False]
    events = state.apply(("recover",))
    assert state.tired[0] == [False, False, False]
    assert len(state.hand[0]) == 5 and len(of(events, "card_drawn")) == 3
    rec = of(events, "recovered")[0]
    assert rec.fields() == {"out_of_turn": False, "mulligan": False, "discarded": 0, "drawn": 3}
    assert state.player_turns(0) == 2                  # Recover was the whole turn


def test_recover_with_five_cards_may_discard_the_hand_and_draw_five_for_ten_damage() -> None:
    hand = fill("Old", 5)
    state = make(hand, fill("New", 10))
    begin(state)
    state.where[0][2] = GONE
    assert ("mulligan",) in state.legal_actions()
    events = state.apply(("mulligan",))
    assert sorted(names(state, state.discard[0])) == sorted(c.name for c in hand)
    assert all(n.startswith("New") for n in state.hand_names(0)) and len(state.hand[0]) == 5
    assert state.dmg[0] == [10, 10, 0]                # not-defeated ones, aside ones too
    assert of(events, "recovered")[0].mulligan is True


@pytest.mark.parametrize("damage", [0, 3, 10])
def test_the_recover_mulligan_damage_is_an_option(damage: int) -> None:
    state = make(fill("Old", 5), fill("New", 10),
                 options=MonsunoHardOptions(recover_mulligan_damage=damage))
    begin(state)
    state.apply(("mulligan",))
    assert state.dmg[0] == [damage] * 3


@pytest.mark.parametrize("allowed", [True, False])
def test_the_recover_mulligan_can_be_switched_off(allowed: bool) -> None:
    state = make(fill("Old", 5), fill("New", 10),
                 options=MonsunoHardOptions(recover_mulligan=allowed))
    begin(state)
    assert (("mulligan",) in state.legal_actions()) is allowed
    state.hand[0] = state.hand[0][:4]                  # fewer than five: never offered
    assert ("mulligan",) not in state.legal_actions()


def test_mulligan_damage_can_defeat_a_monsuno_without_an_extra_recover() -> None:
    state = make(fill("Old", 5), fill("New", 20))
    begin(state)
    state.dmg[0][1] = 55
    events = state.apply(("mulligan",))
    assert state.where[0][1] == GONE
    assert len(of(events, "recovered")) == 1 and len(state.hand[0]) == 5


def test_recover_is_the_only_choice_when_nothing_else_is_legal() -> None:
    state = make([strike("One", launch=1)], fill("F", 5), team=trio("A", launch=3))
    begin(state)
    assert state.legal_actions() == [("recover",)]
    d = state.decision()
    assert d is not None and d.key == "monsuno.turn" and len(d.options) == 1


# =========================================================================== combat: cards

def test_each_player_draws_one_card_when_combat_starts() -> None:
    state = duel([strike("Mine")], [strike("Theirs")], deck=[strike("Drawn A")],
                 opp_deck=[strike("Drawn D")])
    events = state.apply(("strike", 0, 0))
    assert [(e.player, e.card) for e in of(events, "card_drawn")] == \
        [(0, "Drawn A"), (1, "Drawn D")]
    assert sorted(state.hand_names(0)) == ["Drawn A", "Mine"]


def test_with_battlefield_monsuno_the_attacker_then_the_defender_choose_face_down() -> None:
    state = duel([strike("Mine")], [strike("Theirs")], deck=[strike("Drawn A")],
                 opp_deck=[strike("Drawn D")])
    state.apply(("strike", 0, 0))
    assert state.phase == STRIKE_CARD and state.current_player() == 0
    d = state.decision()
    assert d is not None and d.key == "monsuno.strike_card"
    assert d.prompt == "Choose a strike card for A1 against Z1"
    events = play(state, "Mine")
    assert of(events, "strike_card_set")[0].fields() == {"face_up": False}
    assert state.current_player() == 1
    d = state.decision()
    assert d is not None and "Mine" not in d.prompt and "opponent_card" not in d.params
    events = play(state, "Theirs")
    assert of(events, "strike_cards_revealed")[0].cards == ["Mine", "Theirs"]


def test_without_battlefield_monsuno_the_defender_picks_and_reveals_first() -> None:
    state = duel([strike("Mine")], [strike("Theirs")], deck=[strike("Drawn A")],
                 opp_deck=[strike("Drawn D")], opp_on_field=False)
    state.apply(("strike", 0, 2))
    assert state.current_player() == 1
    events = play(state, "Theirs")
    assert of(events, "strike_card_set")[0].fields() == {"card": "Theirs", "face_up": True}
    assert state.current_player() == 0
    d = state.decision()
    assert d is not None and d.params["opponent_card"] == "Theirs" and "Theirs" in d.prompt


def test_a_player_with_no_cards_in_hand_plays_none() -> None:
    state = duel([], [strike("Theirs"), strike("Other")])
    state.deck[0] = []
    state.discard[0] = []
    events = state.apply(("strike", 0, 0))
    assert [e.player for e in of(events, "no_strike_card")] == [0]
    assert state.current_player() == 1


# =========================================================================== domination

def test_a_card_dominates_when_an_icon_matches_the_other_cards_strike_type() -> None:
    for mine, theirs, winner in [
        (strike("Bite", stype="blade", dominates=["quake"]), strike("Rock", stype="quake"), 0),
        (strike("Bite", stype="blade"), strike("Counter", stype="quake",
                                              dominates=["blade"]), 1),
    ]:
        state = duel([mine, strike("Spare")], [theirs, strike("Spare D")],
                     team=trio("A", speed=0), opp_team=trio("Z", speed=0))
        state.apply(("strike", 0, 0))
        play(state, mine.name)
        events = play(state, theirs.name)
        dom = of(events, "domination")[0]
        assert dom.player == winner and dom.how == "icons"


@pytest.mark.parametrize("both", [True, False])
def test_when_both_or_neither_card_dominates_speed_decides(both: bool) -> None:
    icons = ["quake"] if both else []
    mine = strike("Bite", stype="blade", dominates=icons)
    theirs = strike("Rock", stype="quake", dominates=["blade"] if both else [])
    state = duel([mine, strike("Spare")], [theirs, strike("Spare D")],
                 team=trio("A", speed=1), opp_team=trio("Z", speed=4))
    state.apply(("strike", 0, 0))
    play(state, "Bite")
    events = play(state, "Rock")
    dom = of(events, "domination")[0]
    assert dom.how == "speed" and dom.player == 1


@pytest.mark.parametrize(("adds", "winner", "defender_speed"), [(False, 0, 4), (True, 1, 13)])
def test_the_defender_strike_card_speed_counts_only_with_the_option(
        adds: bool, winner: int, defender_speed: int) -> None:
    state = duel([strike("Quick", speed=3), strike("Spare")],
                 [strike("Quicker", speed=9), strike("Spare D")],
                 team=trio("A", speed=2), opp_team=trio("Z", speed=4),
                 options=MonsunoHardOptions(defender_adds_strike_speed=adds))
    state.apply(("strike", 0, 0))
    play(state, "Quick")
    events = play(state, "Quicker")
    dom = of(events, "domination")[0]
    assert dom.player == winner
    assert dom.speeds == {"0": 5, "1": defender_speed}


@pytest.mark.parametrize(("adds", "winner", "defender_speed"), [(False, 0, 4),
                                                           (True, 1, 4 + 1 + 5)])
def test_the_defender_strike_card_speed_effects_count_only_with_the_option(
        adds: bool, winner: int, defender_speed: int) -> None:
    # RULES §5.2 step 2: the attacker's speed is compared "against the defender's Monsuno
    # speed (option: both add their strike card)" — the card's speed effects are part of it.
    rush = strike("Rush", speed=1, timing="reveal", effects=[eff("speed", 5), eff("draw", 1)])
    state = duel([strike("Quick", speed=3), strike("Spare")], [rush, strike("Spare D")],
                 team=trio("A", speed=2), opp_team=trio("Z", speed=4),
                 options=MonsunoHardOptions(defender_adds_strike_speed=adds))
    state.apply(("strike", 0, 0))
    play(state, "Quick")
    events = play(state, "Rush")
    dom = of(events, "domination")[0]
    assert dom.player == winner and dom.speeds == {"0": 2 + 3, "1": defender_speed}
    # The card's other effects work either way; its speed effect is shown only if it counts.
    assert [e.verb for e in of(events, "effect_applied")] == \
        (["speed", "draw"] if adds else ["draw"])


@pytest.mark.parametrize("adds", [False, True])
def test_greedy_counts_the_defender_strike_speed_only_with_the_option(adds: bool) -> None:
    options = MonsunoHardOptions(defender_adds_strike_speed=adds)
    rush = strike("Rush", damage=3, timing="reveal", effects=[eff("speed", 5)])
    # The defender picking: Rush (4 + 5 > 5) dominates only with the option; without it
    # nothing does and the bot keeps its more valuable card.
    state = duel([strike("Plain"), strike("Spare")], [rush, strike("Heavy", damage=6)],
                 team=trio("A", speed=5, damage=1), opp_team=trio("Z", speed=4, damage=1),
                 options=options)
    state.deck[1] = []
    state.apply(("strike", 0, 0))
    play(state, "Plain")
    pick = greedy_policy(state, random.Random(0))
    assert (pick == ("play", cid(state, 1, "Rush"))) is adds
    # The attacker facing a revealed Rush: it stays dominant (5 ≥ 4) only without the
    # option, and only then spends its big card.
    state = duel([strike("Big", damage=6), strike("Small", damage=1)], [rush],
                 team=trio("A", speed=5, damage=1), opp_team=trio("Z", speed=4, damage=1),
                 opp_on_field=False, options=options)
    state.deck[0] = []
    state.apply(("strike", 0, 0))
    play(state, "Rush")                                  # the defender reveals first
    pick = greedy_policy(state, random.Random(0))
    assert pick == ("play", cid(state, 0, "Small" if adds else "Big"))


def test_tie_in_speed_goes_to_the_attacker() -> None:
    state = duel([strike("Nil"), strike("Spare")], [strike("Nil D"), strike("Spare D")],
                 team=trio("A", speed=3), opp_team=trio("Z", speed=3))
    state.apply(("strike", 0, 0))
    play(state, "Nil")
    events = play(state, "Nil D")
    dom = of(events, "domination")[0]
    assert dom.player == 0 and dom.speeds == {"0": 3, "1": 3}


def test_a_card_of_another_manufacturer_has_speed_zero_and_no_effects() -> None:
    foreign = strike("Storm Zip", maker="storm", speed=9, timing="reveal",
                     effects=[eff("speed", 5), eff("draw", 1)])
    state = duel([foreign, strike("Spare")], [strike("Nil D"), strike("Spare D")],
                 team=trio("A", speed=1, maker="eklipse"), opp_team=trio("Z", speed=2))
    state.apply(("strike", 0, 0))
    play(state, "Storm Zip")
    events = play(state, "Nil D")
    assert of(events, "effect_applied") == []
    dom = of(events, "domination")[0]
    assert dom.player == 1 and dom.speeds["0"] == 1


def test_a_neutral_or_own_manufacturer_card_keeps_its_speed_and_effects() -> None:
    for maker in (None, "eklipse"):
        zip_ = strike("Zip", maker=maker, speed=2, timing="reveal", effects=[eff("speed", 5)])
        state = duel([zip_, strike("Spare")], [strike("Nil D"), strike("Spare D")],
                     team=trio("A", speed=1, maker="eklipse"), opp_team=trio("Z", speed=7))
        state.apply(("strike", 0, 0))
        play(state, "Zip")
        events = play(state, "Nil D")
        assert of(events, "domination")[0].speeds["0"] == 8
        assert of(events, "domination")[0].player == 0


def test_an_exclusive_card_cannot_be_played_with_another_manufacturers_monsuno() -> None:
    locked = strike("Storm Only", maker="storm", exclusive=True, damage=20)
    state = duel([locked, strike("Plain")], [strike("Nil D"), strike("Spare D")],
                 team=trio("A", maker="eklipse"))
    state.deck[0] = []
    state.discard[0] = []
    events = state.apply(("strike", 0, 0))
    # Only one card may be played: it is played without a question.
    assert of(events, "strike_card_set")[0].player == 0
    assert names(state, state.hand[0]) == ["Storm Only"]
    state = duel([locked], [strike("Nil D"), strike("Spare D")], team=trio("A", maker="eklipse"))
    state.deck[0] = []
    events = state.apply(("strike", 0, 0))
    assert [e.player for e in of(events, "no_strike_card")] == [0]


# =========================================================================== damage

def test_the_dominant_deals_monsuno_and_card_damage_then_the_other_monsuno_hits_back() -> None:
    state = duel([strike("Hammer", damage=7, speed=5), strike("Spare")],
                 [strike("Big", damage=30), strike("Spare D")],
                 team=trio("A", damage=5), opp_team=trio("Z", damage=4))
    state.apply(("strike", 0, 0))
    play(state, "Hammer")
    events = play(state, "Big")
    dealt = [(e.player, e.amount) for e in of(events, "damage_dealt")]
    assert dealt == [(0, 12), (1, 4)]                  # dominant first, no card damage back
    assert state.dmg[1][0] == 12 and state.dmg[0][0] == 4


@pytest.mark.parametrize(("exceed", "defeated"), [(False, True), (True, False)])
def test_a_monsuno_is_defeated_when_its_damage_reaches_its_life(exceed: bool,
                                                                defeated: bool) -> None:
    state = duel([strike("Hammer", damage=7, speed=5), strike("Spare")],
                 [strike("Nil D"), strike("Spare D")], team=trio("A", damage=5),
                 opp_team=trio("Z", life=12),
                 options=MonsunoHardOptions(defeat_on_exceed=exceed))
    state.apply(("strike", 0, 0))
    play(state, "Hammer")
    events = play(state, "Nil D")
    assert state.dmg[1][0] == 12
    assert (state.where[1][0] == GONE) is defeated
    assert bool(of(events, "monsuno_defeated")) is defeated


def test_a_monsuno_defeated_by_the_dominant_deals_no_damage_back() -> None:
    state = duel([strike("Hammer", damage=7, speed=5), strike("Spare")],
                 [strike("Nil D"), strike("Spare D")], team=trio("A", damage=5),
                 opp_team=trio("Z", life=11, damage=9))
    state.apply(("strike", 0, 0))
    play(state, "Hammer")
    events = play(state, "Nil D")
    assert [e.player for e in of(events, "damage_dealt")] == [0]
    assert state.dmg[0][0] == 0


def test_the_owner_of_a_defeated_monsuno_recovers_out_of_turn_at_once() -> None:
    state = duel([strike("Hammer", damage=7, speed=5), strike("Spare")],
                 [strike("Nil D"), strike("Spare D")], team=trio("A", damage=5),
                 opp_team=trio("Z", life=11))
    state.where[1][1] = FIELD
    state.tired[1][1] = True
    state.apply(("strike", 0, 0))
    play(state, "Hammer")
    events = play(state, "Nil D")
    rec = of(events, "recovered")
    assert [(e.player, e.out_of_turn) for e in rec] == [(1, True)]
    assert kinds(events).index("recovered") < kinds(events).index("card_discarded")
    assert state.tired[1][1] is False and len(state.hand[1]) == 5
    assert state.current_player() == 1 and state.phase == MAIN    # then the defender's turn


def test_an_out_of_turn_recover_offers_the_mulligan_with_a_full_hand() -> None:
    state = duel([strike("Hammer", damage=7, speed=5), strike("Spare")],
                 [strike("Nil D"), *fill("Held", 5)], team=trio("A", damage=5),
                 opp_team=trio("Z", life=11))
    state.apply(("strike", 0, 0))
    play(state, "Hammer")
    play(state, "Nil D")                         # defender: 6 cards + 1 drawn − 1 played
    assert state.phase == RECOVER and state.current_player() == 1
    d = state.decision()
    assert d is not None and d.key == "monsuno.recover"
    assert state.legal_actions() == [("recover",), ("mulligan",)]
    state.apply(("mulligan",))
    assert state.dmg[1] == [12, 10, 10] and state.where[1][0] == GONE
    assert state.phase == MAIN and state.active == 1


def test_a_defeated_monsuno_sends_its_clipped_cards_to_the_discard_pile() -> None:
    state = duel([strike("Hammer", damage=7, speed=5), strike("Spare")],
                 [strike("Nil D"), strike("Spare D"), strike("Clipped", stype="quake")],
                 team=trio("A", damage=5), opp_team=trio("Z", life=11, slots=["quake"]))
    clipped = cid(state, 1, "Clipped")
    state.hand[1].remove(clipped)
    state.clip[1][0] = [clipped]
    state.apply(("strike", 0, 0))
    play(state, "Hammer")
    events = play(state, "Nil D")
    assert of(events, "monsuno_defeated")[0].discarded == ["Clipped"]
    assert "Clipped" in names(state, state.discard[1]) and state.clip[1][0] == []


# =========================================================================== after combat

def test_a_played_card_is_clipped_to_a_free_matching_slot_otherwise_discarded() -> None:
    for card_type, clipped in (("blade", True), ("flame", False)):
        played = strike("Played", stype=card_type, speed=5)
        state = duel([played, strike("Spare")], [strike("Nil D"), strike("Spare D")],
                     team=trio("A", slots=["blade", "shock"]))
        state.apply(("strike", 0, 0))
        play(state, "Played")
        events = play(state, "Nil D")
        assert (names(state, state.clip[0][0]) == ["Played"]) is clipped
        assert ("Played" in names(state, state.discard[0])) is not clipped
        assert bool(of(events, "card_clipped")) is clipped


def test_full_slots_power_up_and_the_super_strike_discards_the_chosen_clipped_card() -> None:
    state = duel([strike("Hammer", damage=7, speed=5), strike("Spare"),
                  strike("Old Blade"), strike("Old Shock", stype="shock")],
                 [strike("Nil D"), strike("Spare D")],
                 team=trio("A", damage=5, slots=["blade", "shock"], power=30))
    old = [cid(state, 0, "Old Blade"), cid(state, 0, "Old Shock")]
    for c in old:
        state.hand[0].remove(c)
    state.clip[0][0] = old[:]
    assert state.powered(0, 0)
    state.apply(("strike", 0, 0))
    play(state, "Hammer")
    play(state, "Nil D")
    assert state.phase == SUPER and state.current_player() == 0
    d = state.decision()
    assert d is not None and d.key == "monsuno.super_strike"
    assert state.legal_actions() == [("super", -1), ("super", old[0]), ("super", old[1])]
    events = state.apply(("super", old[0]))
    assert of(events, "super_strike")[0].discarded == "Old Blade"
    assert of(events, "damage_dealt")[0].amount == 30 + 7
    assert "Old Blade" in names(state, state.discard[0])
    # Hammer (a blade) takes the freed slot.
    assert sorted(names(state, state.clip[0][0])) == ["Hammer", "Old Shock"]


@pytest.mark.parametrize("tcg", [False, True])
@pytest.mark.parametrize("use", [True, False])
def test_powered_up_attacker_deals_power_damage_when_not_dominant(tcg: bool, use: bool) -> None:
    """RULES §5.2 step 3: a powered-up attacking Monsuno may deal ``power_damage`` instead
    of ``damage`` whether or not its player is dominant (seed 001: each Monsuno in the clash
    deals the damage on its card). The defender dominates here (speed 5 against 0): it
    hits first (4), then the attacker strikes back with its super strike — its power damage
    alone (30), the strike card's damage being only the dominant side's — or, declining,
    with its plain damage (5), keeping the clipped card."""
    state = duel([strike("Slow", damage=6), strike("Spare"), strike("Old Blade")],
                 [strike("Nil D"), strike("Spare D")], tcg=tcg,
                 team=trio("A", damage=5, slots=["blade"], power=30),
                 opp_team=trio("Z", maker="storm", stype="quake", speed=5, damage=4))
    c = cid(state, 0, "Old Blade")
    state.hand[0].remove(c)
    state.clip[0][0] = [c]
    state.apply(("strike", 0, 0))
    play(state, "Slow")
    events = play(state, "Nil D")
    assert of(events, "domination")[0].player == 1        # the defender is dominant
    assert state.phase == SUPER and state.current_player() == 0
    assert state.legal_actions() == [("super", -1), ("super", c)]
    events = state.apply(("super", c if use else -1))
    assert [(e.player, e.amount) for e in of(events, "damage_dealt")] == \
        [(1, 4), (0, 30 if use else 5)]
    assert bool(of(events, "super_strike")) is use
    assert ("Old Blade" in names(state, state.discard[0])) is use


def test_greedy_uses_the_super_strike_when_not_dominant() -> None:
    state = duel([strike("Slow", damage=6), strike("Spare"), strike("Old Blade")],
                 [strike("Nil D"), strike("Spare D")],
                 team=trio("A", damage=5, slots=["blade"], power=30),
                 opp_team=trio("Z", maker="storm", stype="quake", speed=5, damage=4))
    c = cid(state, 0, "Old Blade")
    state.hand[0].remove(c)
    state.clip[0][0] = [c]
    state.apply(("strike", 0, 0))
    play(state, "Slow")
    play(state, "Nil D")
    assert HARD_ENGINE.policies()["greedy"](state, random.Random(0)) == ("super", c)


def test_powered_up_damage_is_for_the_next_attack_never_when_defending() -> None:
    """RULES §5.2 (seed 001 "для своей следующей атаки"): a powered-up defender that is
    dominant deals its plain damage and stays powered up; its owner's next attack may use
    the super strike."""
    state = duel([strike("Slow"), strike("Spare")],
                 [strike("Nil D"), strike("Spare D"), strike("Old Quake", stype="quake")],
                 opp_team=trio("Z", maker="storm", stype="quake", speed=5, damage=4,
                               slots=["quake"], power=30))
    c = cid(state, 1, "Old Quake")
    state.hand[1].remove(c)
    state.clip[1][0] = [c]
    assert state.powered(1, 0)
    state.apply(("strike", 0, 0))
    play(state, "Slow")
    events = play(state, "Nil D")
    assert of(events, "domination")[0].player == 1        # the defender is dominant
    assert "super_strike" not in kinds(events)
    hit = of(events, "damage_dealt")[0]
    assert hit.player == 1 and hit.amount == 4     # its plain damage
    assert state.powered(1, 0) and names(state, state.clip[1][0]) == ["Old Quake"]
    # The defender's turn now: its next attack may use the super strike.
    assert state.phase == MAIN and state.active == 1
    state.tired[1][0] = False
    state.apply(("strike", 0, 0))
    while state.phase == STRIKE_CARD:
        state.apply(state.legal_actions()[0])
    assert state.phase == SUPER and state.current_player() == 1
    events = state.apply(("super", c))
    assert of(events, "super_strike")[0].damage == 30


@pytest.mark.parametrize(("ruleset", "defeated_at_life"), [("monsuno-hard", False),
                                                            ("monsuno-tcg", True)])
def test_monsuno_hard_defeats_when_damage_exceeds_life_and_tcg_when_it_reaches_it(
        ruleset: str, defeated_at_life: bool) -> None:
    """RULES §5.2: seed 001 defeats a Monsuno whose damage exceeds its life (the
    ``monsuno-hard`` default); the printed tournament rules at damage = life."""
    options = get_ruleset(ruleset).engine.options_type()
    assert options.defeat_on_exceed is not defeated_at_life
    for life, defeated in ((12, defeated_at_life), (11, True)):
        state = duel([strike("Hammer", damage=7, speed=5), strike("Spare")],
                     [strike("Nil D"), strike("Spare D")], team=trio("A", damage=5),
                     opp_team=trio("Z", life=life), options=options)
        state.apply(("strike", 0, 0))
        play(state, "Hammer")
        events = play(state, "Nil D")
        assert state.dmg[1][0] == 12
        assert (state.where[1][0] == GONE) is defeated
        assert bool(of(events, "monsuno_defeated")) is defeated
    # A goldfish game of each ruleset starts with its own default.
    state = get_ruleset(ruleset).engine.new_goldfish(starter_deck(ruleset), seed=1)
    assert state.options.defeat_on_exceed is not defeated_at_life


def test_both_monsuno_that_fought_become_tired() -> None:
    state = duel([strike("Nil"), strike("Spare")], [strike("Nil D"), strike("Spare D")])
    state.apply(("strike", 0, 0))
    play(state, "Nil")
    events = play(state, "Nil D")
    assert state.tired[0][0] and state.tired[1][0]
    assert sorted(e.player for e in of(events, "monsuno_tired")) == [0, 1]
    # Player 1's turn now; back on player 0's turn, A1 cannot strike.
    state.apply(("recover",))
    assert state.active == 0
    assert not [a for a in state.legal_actions() if a[0] == "strike"]


def test_against_no_battlefield_the_attacker_stays_fresh_and_the_defender_recovers() -> None:
    state = duel([strike("Nil"), strike("Spare")], [strike("Nil D"), strike("Spare D")],
                 opp_on_field=False)
    state.apply(("strike", 0, 1))
    play(state, "Nil D")
    events = play(state, "Nil")
    assert not state.tired[0][0]
    assert not state.tired[1][1]                       # tired, then recovered
    rec = of(events, "recovered")
    assert [(e.player, e.out_of_turn) for e in rec] == [(1, True)]
    assert len(state.hand[1]) == 5
    assert [e.player for e in of(events, "monsuno_tired")] == [1]


# =========================================================================== effects

def test_effects_resolve_at_their_timing_with_the_attackers_first() -> None:
    state = duel([strike("Scout A", timing="reveal", effects=[eff("draw", 1)]),
                  strike("Mend A", timing="after", effects=[eff("heal", 1)])],
                 [strike("Scout D", timing="reveal", effects=[eff("draw", 1)]),
                  strike("Spare D")])
    state.apply(("strike", 0, 0))
    play(state, "Scout A")
    events = play(state, "Scout D")
    names_ = kinds(events)
    fx = of(events, "effect_applied")
    assert [(e.player, e.card) for e in fx] == [(0, "Scout A"), (1, "Scout D")]
    assert names_.index("effect_applied") < names_.index("domination")


def test_after_effects_come_after_the_damage_and_before_clipping() -> None:
    state = duel([strike("Mend", timing="after", speed=5, effects=[eff("heal", 3)]),
                  strike("Spare")], [strike("Nil D"), strike("Spare D")],
                 team=trio("A", slots=["blade"]), opp_team=trio("Z", damage=4))
    state.dmg[0][0] = 10
    state.apply(("strike", 0, 0))
    play(state, "Mend")
    events = play(state, "Nil D")
    order = kinds(events)
    assert order.index("damage_dealt") < order.index("effect_applied") < \
        order.index("card_clipped")
    assert state.dmg[0][0] == 10 + 4 - 3


@pytest.mark.parametrize(("timing", "winner"), [("reveal", 0), ("domination", 0),
                                                ("damage", 1), ("after", 1)])
def test_a_speed_effect_counts_only_if_it_comes_before_the_comparison(timing: str,
                                                                       winner: int) -> None:
    state = duel([strike("Boost", timing=timing, effects=[eff("speed", 5)]), strike("Spare")],
                 [strike("Nil D"), strike("Spare D")], opp_team=trio("Z", speed=3))
    state.apply(("strike", 0, 0))
    play(state, "Boost")
    events = play(state, "Nil D")
    assert of(events, "domination")[0].player == winner


@pytest.mark.parametrize(("speed", "dealt"), [(5, 2 + 3 + 1), (0, 1)])
def test_a_damage_effect_adds_to_the_strike_card_only_when_dominant(speed: int,
                                                                    dealt: int) -> None:
    state = duel([strike("Spike", speed=speed, damage=2, effects=[eff("damage", 3)]),
                  strike("Spare")], [strike("Nil D"), strike("Spare D")],
                 team=trio("A", damage=1), opp_team=trio("Z", speed=3))
    state.apply(("strike", 0, 0))
    play(state, "Spike")
    play(state, "Nil D")
    assert state.dmg[1][0] == dealt


def test_a_power_effect_adds_to_the_monsuno_damage_even_when_not_dominant() -> None:
    state = duel([strike("Surge", damage=9, effects=[eff("power", 2)]), strike("Spare")],
                 [strike("Nil D"), strike("Spare D")],
                 team=trio("A", damage=1), opp_team=trio("Z", speed=3))
    state.apply(("strike", 0, 0))
    play(state, "Surge")
    play(state, "Nil D")
    assert state.dmg[1][0] == 1 + 2


def test_heal_removes_damage_from_the_own_monsuno_and_no_more() -> None:
    state = duel([strike("Mend", timing="reveal", effects=[eff("heal", 6)]), strike("Spare")],
                 [strike("Nil D"), strike("Spare D")])
    state.dmg[0][0] = 4
    state.apply(("strike", 0, 0))
    play(state, "Mend")
    play(state, "Nil D")
    assert state.dmg[0][0] == 0


def test_a_draw_effect_draws_cards() -> None:
    state = duel([strike("Scout", effects=[eff("draw", 2)]), strike("Spare")],
                 [strike("Nil D"), strike("Spare D")])
    state.apply(("strike", 0, 0))
    before = len(state.hand[0])
    play(state, "Scout")
    play(state, "Nil D")
    assert len(state.hand[0]) == before - 1 + 2


@pytest.mark.parametrize(("color", "taken"), [("blade", 5 + (7 - 5)), ("venom", (5 - 5) + 7),
                                              ("flame", 5 + 7)])
def test_defense_reduces_the_damage_of_its_strike_type(color: str, taken: int) -> None:
    wall = strike("Wall", timing="reveal", effects=[eff("defense", 5, color)])
    state = duel([strike("Cut", stype="blade", damage=7, speed=5), strike("Spare")],
                 [wall, strike("Spare D")], team=trio("A", damage=5, stype="venom"),
                 opp_team=trio("Z"))
    state.apply(("strike", 0, 0))
    play(state, "Cut")
    play(state, "Wall")
    # The Monsuno's part is venom, the card's part blade: a guard only reduces its type.
    assert state.dmg[1][0] == taken


@pytest.mark.parametrize(("restricted", "works"), [(["A1"], True), (["eklipse"], True),
                                                   (["Someone Else"], False),
                                                   (["storm"], False)])
def test_restricted_card_effects_work_only_with_the_listed_monsuno(restricted: list[str],
                                                                   works: bool) -> None:
    card = strike("Picky", category="restricted", restricted=restricted, damage=2, speed=5,
                  effects=[eff("damage", 4)])
    state = duel([card, strike("Spare")], [strike("Nil D"), strike("Spare D")])
    state.apply(("strike", 0, 0))
    play(state, "Picky")
    play(state, "Nil D")
    assert state.dmg[1][0] == 2 + (4 if works else 0)   # the printed numbers always count


def test_upgrade_effects_apply_only_while_clipped() -> None:
    upgrade = strike("Booster", category="upgrade", stype="blade", speed=5,
                     effects=[eff("power", 4)])
    state = duel([upgrade, strike("Spare"), strike("Later", speed=5)],
                 [strike("Nil D"), strike("Spare D"), strike("Nil D2"), strike("Spare D2")],
                 team=trio("A", damage=1, slots=["blade", "shock"]))
    state.apply(("strike", 0, 0))
    play(state, "Booster")
    events = play(state, "Nil D")
    assert of(events, "effect_applied") == [] and state.dmg[1][0] == 1
    assert names(state, state.clip[0][0]) == ["Booster"]
    # Next combat of that Monsuno: the clipped upgrade acts.
    state.tired[0][0] = False
    state.tired[1][0] = False
    state.apply(("recover",))                           # player 1's turn
    state.apply(("strike", 0, 0))
    play(state, "Later")
    events = play(state, state.hand_names(1)[0])
    assert [e.card for e in of(events, "effect_applied")] == ["Booster"]
    assert state.dmg[1][0] == 1 + (1 + 4)


# =========================================================================== the end

def test_defeating_all_three_opposing_monsuno_wins() -> None:
    state = make([strike("Hammer", damage=7, speed=1), strike("Spare")], fill("F", 5),
                 team=trio("A", damage=5))
    begin(state)
    field(state, 0, 0)
    state.where[1][0] = state.where[1][1] = GONE
    state.dmg[1][2] = 50
    state.apply(("strike", 0, 2))
    events = play(state, "Hammer")
    assert state.current_player() == TERMINAL and state.winner == 0
    assert kinds(events)[-1] == "game_won"
    assert state.legal_actions() == [] and state.decision() is None


@pytest.mark.parametrize("reshuffle", [True, False])
def test_an_empty_deck_reshuffles_the_discard_pile_only_with_the_option(reshuffle: bool) -> None:
    state = make([strike("Held")], [], options=MonsunoHardOptions(reshuffle_empty_deck=reshuffle))
    begin(state)
    field(state, 0, 0)
    state.discard[0] = state.hand[0][:]
    state.hand[0] = []
    events = state.apply(("strike", 0, 0))
    assert ("deck_reshuffled" in kinds(events)) is reshuffle
    assert ("deck_empty" in kinds(events)) is not reshuffle
    assert bool(of(events, "strike_card_set")) is reshuffle


# =========================================================================== dummy

def test_the_training_dummy_is_three_monsuno_of_life_60_speed_0_damage_0() -> None:
    state = HARD_ENGINE.new_goldfish(starter_deck("monsuno-hard"), seed=1)
    dummies = [state.info[m] for m in state.mons[1]]
    assert [(m.life, m.speed, m.damage, m.slots) for m in dummies] == [(60, 0, 0, ())] * 3
    assert state.hand[1] == [] and state.deck[1] == []


def test_the_dummy_never_launches_plays_recovers_or_decides() -> None:
    for seed in range(20):
        state = HARD_ENGINE.new_goldfish(starter_deck("monsuno-hard"), seed=seed)
        rng = random.Random(seed)
        events: list[Event] = []
        while not state.is_terminal() and state.player_turns(0) < 30:
            assert state.current_player() != 1
            if state.current_player() == CHANCE:
                events += state.apply(state.sample_chance())
            else:
                events += state.apply(greedy_policy(state, rng))
            assert FIELD not in state.where[1]
        assert state.winner == 0
        assert not [e for e in events if e.player == 1 and e.name in (
            "monsuno_launched", "recovered", "strike_card_set", "strike_declared")]
        # The player always struck under the no-battlefield rule: never tired.
        assert all(e.target_on_battlefield is False
                   for e in of(events, "strike_declared"))


def test_the_dummy_monsuno_can_come_from_a_dummy_deck() -> None:
    dummy = deck_from_text("Ruleset: monsuno-hard\nTeam:\n1 Granite Warden\n1 Ashveil Wyrm\n"
                           "1 Thornback Pangolin\n", "monsuno-hard")
    state = HARD_ENGINE.new_goldfish(starter_deck("monsuno-hard"), seed=2, dummy=dummy)
    assert [state.info[m].name for m in state.mons[1]] == \
        ["Granite Warden", "Ashveil Wyrm", "Thornback Pangolin"]
    short = deck_from_text("Ruleset: monsuno-hard\nTeam:\n1 Granite Warden\n", "monsuno-hard")
    with pytest.raises(ValueError, match="exactly 3"):
        HARD_ENGINE.prepare_goldfish(starter_deck("monsuno-hard"), dummy=short)


# =========================================================================== tcg, engine

def test_the_tournament_preset_plays_the_hard_rules() -> None:
    assert get_ruleset("monsuno-tcg").engine is TCG_ENGINE
    # The same options, but the printed tournament rules defeat at damage = life.
    assert option_defaults(TCG_ENGINE.options_type()) == \
        {**option_defaults(HARD_ENGINE.options_type()), "defeat_on_exceed": False}
    state = TCG_ENGINE.new_goldfish(starter_deck("monsuno-tcg"), seed=1)
    assert isinstance(state, MonsunoTcgState) and state.ruleset_id == "monsuno-tcg"
    assert isinstance(state.clone(), MonsunoTcgState)
    hard = make([strike("One")], fill("F", 5), tcg=True)
    assert hard.ruleset_id == "monsuno-tcg"


def test_cards_seen_is_the_opening_hand_plus_one_card_a_combat() -> None:
    # No combat (and so no combat draw) on a player's first turn: 5, 5, 6, 7…
    o = MonsunoHardOptions()
    assert [HARD_ENGINE.cards_seen(o, t, True) for t in range(4)] == [5, 5, 6, 7]
    assert HARD_ENGINE.cards_seen(o, 3, False) == 7
    assert TCG_ENGINE.cards_seen(MonsunoHardOptions(hand_size=4), 3, True) == 6


def test_every_effect_verb_is_simulated() -> None:
    for rid in ("monsuno-hard", "monsuno-tcg"):
        deck = starter_deck(rid)
        engine = get_ruleset(rid).engine
        assert engine.not_simulated(list(deck.cards.values())) == []
        assert engine.simulated_verbs == {"speed", "damage", "heal", "draw", "defense",
                                          "power"}


def test_minimal_covers_leave_out_nothing_that_could_be_spared() -> None:
    assert minimal_covers([3, 1, 2, 0], 4) == [(0, 1), (0, 2)]
    assert minimal_covers([2, 2, 2], 4) == [(0, 1), (0, 2), (1, 2)]
    assert minimal_covers([1, 1], 3) == []
    assert minimal_covers([5], 0) == [()]


# =========================================================================== greedy bot

def test_greedy_launches_the_hardest_hitter_it_can_pay_for() -> None:
    team = [mon("Dear", launch=4, damage=9), mon("Cheap", launch=2, damage=3),
            mon("Cheap Strong", launch=2, damage=5)]
    state = make([*fill("F", 2), strike("Payer", launch=6)], fill("G", 5), team=team)
    begin(state)
    assert greedy_policy(state, random.Random(0)) == ("launch", 0)
    # With launch 3 in hand, "Dear" is out of reach: the harder of the two cheap ones.
    state = make([*fill("F", 2), strike("Payer", launch=3)], fill("G", 5), team=team)
    begin(state)
    assert greedy_policy(state, random.Random(0)) == ("launch", 2)


def test_greedy_launches_the_cheaper_of_two_equal_hitters() -> None:
    team = [mon("Dear", launch=4, damage=5), mon("Weak", launch=1, damage=2),
            mon("Cheap", launch=2, damage=5)]
    state = make([*fill("F", 2), strike("Payer", launch=6)], fill("G", 5), team=team)
    begin(state)
    assert greedy_policy(state, random.Random(0)) == ("launch", 2)


def test_greedy_counts_a_quick_power_up_when_it_chooses_what_to_launch() -> None:
    # "Plain" hits for 9; "Quick" for 8, but two slots bring a super strike of 20: one
    # slot's share (12 / 2 = 6) makes it the harder hitter over a game.
    team = [mon("Plain", launch=2, damage=9), mon("Quick", launch=2, damage=8,
                                                  slots=["venom", "blade"], power=20),
            mon("Slow", launch=2, damage=8, slots=["venom"] * 6, power=20)]
    assert [hitting_power(CardInfo(m)) for m in team] == [9, 14, 10]
    state = make([*fill("F", 2), strike("Payer", launch=2)], fill("G", 5), team=team)
    begin(state)
    assert greedy_policy(state, random.Random(0)) == ("launch", 1)


def test_greedy_fills_a_power_slot_rather_than_hit_a_little_harder() -> None:
    # Monsuno power-up: 4 → 24 for two venom cards, so a venom card is worth 10 more damage
    # on top of its own: Drip (3 + 10) beats Axe (8) — but not a card that defeats.
    def pick(life: int, slots: Sequence[str]) -> str:
        state = make([strike("Axe", damage=8), strike("Drip", damage=3, stype="venom")],
                     fill("G", 5), team=trio("A", damage=4, slots=slots, power=24))
        begin(state)
        field(state, 0, 0)
        state.dmg[1] = [60 - life, 0, 0]
        state.apply(("strike", 0, 0))
        assert state.phase == STRIKE_CARD
        action = greedy_policy(state, random.Random(0))
        return state.info[action[1]].name

    assert pick(60, ["venom", "venom"]) == "Drip"
    assert pick(60, []) == "Axe"                          # no slots: the harder hit
    assert pick(12, ["venom", "venom"]) == "Axe"          # 4 + 8 defeats it


def test_greedy_super_strike_gives_up_the_clipped_card_easiest_to_clip_again() -> None:
    def given_up(hand: Sequence[Card], deck: Sequence[Card]) -> str:
        # (The strike draws the top card, a dust one: the draw pile is ``deck`` below it.)
        pile = [*deck, strike("Top", stype="dust")]
        state = duel([strike("Hammer", damage=7, speed=5), strike("Spare", stype="dust"),
                      strike("Old Blade", damage=9), strike("Old Shock", stype="shock"),
                      *hand],
                     [strike("Nil D"), strike("Spare D")], deck=pile,
                     team=trio("A", damage=5, slots=["blade", "shock"], power=30))
        state.deck[0] = [cid(state, 0, c.name) for c in pile]  # top card last
        for name in ("Old Blade", "Old Shock"):
            c = cid(state, 0, name)
            state.hand[0].remove(c)
            state.clip[0][0].append(c)
        state.apply(("strike", 0, 0))
        play(state, "Hammer")
        play(state, "Nil D")
        assert state.phase == SUPER
        action = greedy_policy(state, random.Random(0))
        return state.info[action[1]].name

    # A shock card in hand can fill the slot again after this very combat…
    assert given_up([strike("Zap", stype="shock")], []) == "Old Shock"
    # …else the type the draw pile has most of (Old Blade is worth more: the bot used to
    # keep it whatever the pile held).
    shocks = [strike(f"Shock {i}", stype="shock") for i in range(3)]
    assert given_up([], [*shocks, strike("Blade 1")]) == "Old Shock"
    blades = [strike(f"Blade {i}") for i in range(3)]
    assert given_up([], [*blades, strike("Shock 1", stype="shock")]) == "Old Blade"


def test_greedy_pays_with_the_least_useful_cards() -> None:
    team = trio("A", launch=2)
    hand = [strike("Big", launch=2, damage=12), strike("Junk", launch=2, damage=1),
            strike("Storm Only", maker="storm", exclusive=True, launch=2, damage=15)]
    state = make(hand, fill("G", 5), team=team)
    begin(state)
    state.apply(("launch", 0))
    assert greedy_policy(state, random.Random(0)) == ("pay", 2)


def test_greedy_recovers_when_its_monsuno_are_tired() -> None:
    state = make([strike("One", launch=3), strike("Two", launch=3)], fill("G", 5),
                 team=trio("A", launch=1))
    begin(state)
    field(state, 0, 0)
    state.tired[0][0] = True
    assert ("launch", 1) in state.legal_actions()
    assert greedy_policy(state, random.Random(0)) == ("recover",)


def test_greedy_strikes_the_target_it_can_defeat() -> None:
    state = make([strike("Hit", damage=6)], fill("G", 5), team=trio("A", damage=4))
    begin(state)
    field(state, 0, 0)
    state.dmg[1] = [30, 50, 10]
    assert greedy_policy(state, random.Random(0)) == ("strike", 0, 1)


def test_greedy_plays_the_card_that_dominates() -> None:
    state = duel([strike("Bite", dominates=["quake"], damage=3), strike("Slow", damage=8)],
                 [strike("Rock", stype="quake")], opp_team=trio("Z", speed=5),
                 team=trio("A", damage=2), opp_on_field=False)
    state.deck[0] = []
    state.apply(("strike", 0, 0))
    play(state, "Rock")                                  # the defender reveals first
    assert greedy_policy(state, random.Random(0)) == ("play", cid(state, 0, "Bite"))


@pytest.mark.parametrize("ruleset_id", ["monsuno-hard", "monsuno-tcg"])
def test_greedy_wins_the_goldfish_with_the_starter_deck(ruleset_id: str) -> None:
    engine = get_ruleset(ruleset_id).engine
    deck = starter_deck(ruleset_id)
    for seed in range(20):
        state = engine.new_goldfish(deck, seed=seed)
        result = play_goldfish(state, greedy_policy, random.Random(seed), 30, engine=engine)
        assert result.winner == 0 and result.kill_turn is not None
        assert result.kill_turn <= 20
        assert result.dead_turns <= 2


def test_decisions_list_exactly_the_legal_actions() -> None:
    state = duel([strike("A"), strike("B")], [strike("C"), strike("D")],
                 team=trio("A", launch=0))
    for _ in range(40):
        if state.is_terminal():
            break
        d = state.decision()
        assert d is not None and d.player == state.current_player()
        assert d.prompt and d.key.startswith("monsuno.")
        if d.kind == "choose_one":
            assert [o.action for o in d.options] == state.legal_actions()
        state.apply(greedy_policy(state, random.Random(0)))
