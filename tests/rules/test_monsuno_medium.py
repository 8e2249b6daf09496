"""Monsuno medium rules (RULES.md §5.1), one rule per test.

Each test builds the exact situation with small hand-made cards (decks are stacked in a
known order), then drives it through ``apply`` with legal actions and checks the state and
the events. Setting a state field directly (attached cards, life) is only used to reach a
situation quickly.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.engine import CHANCE, CHANCE_SAMPLE, TERMINAL, Event, IllegalAction
from deckbuilder.rules.games.monsuno import (
    DAMAGE,
    LAUNCH,
    MEDIUM_ENGINE,
    PICK,
    MonsunoMediumOptions,
    MonsunoMediumState,
    greedy_policy,
    new_medium_game,
)
from deckbuilder.rules.registry import OptionError, get_ruleset, with_options
from deckbuilder.rules.sim import play_goldfish
from tests.rules.engine_support import deck_from_text, starter_deck

# --------------------------------------------------------------------------- card makers


def mon(name: str, *, maker: str | None = "storm", life: int = 60, speed: int = 0,
        damage: int = 0, stype: str = "gust", slots: Sequence[str] = (),
        power: int = 0) -> Card:
    raw: dict[str, Any] = {"game": "monsuno", "name": name, "kind": "monsuno", "launch": 0,
                           "life": life, "speed": speed, "damage": damage,
                           "strike_type": stype, "power_slots": list(slots),
                           "power_damage": power}
    if maker:
        raw["manufacturer"] = maker
    return card_from_json(raw)


def strike(name: str, *, maker: str | None = None, speed: int = 0, damage: int = 0,
           stype: str = "blade", dominates: Sequence[str] = (),
           effects: Sequence[dict[str, Any]] = ()) -> Card:
    raw: dict[str, Any] = {"game": "monsuno", "name": name, "kind": "strike", "launch": 1,
                           "speed": speed, "damage": damage, "strike_type": stype,
                           "dominates": list(dominates)}
    if maker:
        raw["manufacturer"] = maker
    if effects:
        raw["effects"] = list(effects)
    return card_from_json(raw)


FILLER = [strike(f"Filler {i}", damage=1, stype="dust") for i in range(6)]
TRAINING = mon("Training Monsuno", maker=None, stype="training")


def make(deck: Sequence[Card] = (), opp_deck: Sequence[Card] = (), *,
         me: Card | None = None, opp: Card | None = None, dummy: int | None = 1,
         options: MonsunoMediumOptions | None = None, seed: int = 0) -> MonsunoMediumState:
    """A game at the toss. ``deck`` and ``opp_deck`` are stacked top card first."""
    state = new_medium_game([me or mon("Mine", damage=5, speed=3)], list(deck),
                            [opp or TRAINING], list(opp_deck), options, seed=seed, dummy=dummy)
    for p in (0, 1):
        # Instances are numbered in list order: the lowest id goes on top (the list's end).
        state.deck[p].sort(reverse=True)
    return state


def names(state: MonsunoMediumState, ids: Sequence[int]) -> list[str]:
    return [state.info[c].name for c in ids]


def card(state: MonsunoMediumState, p: int, name: str) -> int:
    for zone in (state.look[p], state.deck[p], state.discard[p], state.attached[p]):
        for c in zone:
            if state.info[c].name == name:
                return c
    raise LookupError(name)


def start(state: MonsunoMediumState, first: int = 0, outcome: str = "clash") -> list[Event]:
    assert state.current_player() == CHANCE
    events = state.apply(("toss", first))
    events += state.apply(("launch", outcome))
    return events


def play(state: MonsunoMediumState, name: str) -> list[Event]:
    p = state.current_player()
    return state.apply(("play", card(state, p, name)))


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.name for e in events]


def domination(events: Sequence[Event]) -> Event:
    return next(e for e in events if e.name == "domination")


def damage(state: MonsunoMediumState, action: tuple[str, str, str] | None = None) -> list[Event]:
    """Answer the damage choice if there is one (by the bot rule unless ``action``)."""
    if state.phase != DAMAGE:
        return []
    return state.apply(action or greedy_policy(state, random.Random(0)))


# =========================================================================== setup

def test_life_starts_at_the_monsuno_life() -> None:
    state = make(FILLER, me=mon("Big", life=77), opp=mon("Other", life=33))
    assert state.life == [77, 33]


def test_toss_is_a_fifty_fifty_chance_step() -> None:
    state = make(FILLER)
    assert state.current_player() == CHANCE
    assert state.chance_outcomes() == [(("toss", 0), 0.5), (("toss", 1), 0.5)]
    assert state.decision() is None
    firsts = Counter()
    for seed in range(400):
        s = make(FILLER, seed=seed)
        s.apply(CHANCE_SAMPLE)
        firsts[s.attacker] += 1
    assert 150 < firsts[0] < 250


def test_toss_winner_attacks_first_and_roles_swap_every_round() -> None:
    state = make(FILLER * 3)
    events = state.apply(("toss", 1))
    assert state.attacker == 1 and state.phase == LAUNCH
    assert [e.player for e in events if e.name == "round_started"] == [1]
    state.apply(("launch", "clash"))           # the dummy attacks; the player picks
    play(state, "Filler 0")
    damage(state)
    assert state.attacker == 0
    assert state.player_turns(0) == 1 and state.player_turns(1) == 1


# =========================================================================== launch

def test_launch_is_a_chance_step_with_the_default_probabilities() -> None:
    state = make(FILLER)
    state.apply(("toss", 0))
    assert state.current_player() == CHANCE
    outcomes = dict(state.chance_outcomes())
    assert outcomes == pytest.approx({("launch", "miss"): 0.3, ("launch", "clash"): 0.5,
                                      ("launch", "both-out"): 0.2})
    assert set(state.legal_actions()) == {("launch", "miss"), ("launch", "clash"),
                                          ("launch", "both-out"), CHANCE_SAMPLE}


def test_launch_probabilities_are_options_and_weights() -> None:
    options = MonsunoMediumOptions(launch_miss=1, launch_clash=1, launch_both_out=2)
    state = make(FILLER, options=options)
    state.apply(("toss", 0))
    assert dict(state.chance_outcomes()) == pytest.approx(
        {("launch", "miss"): 0.25, ("launch", "clash"): 0.25, ("launch", "both-out"): 0.5})
    # A zero weight removes the outcome altogether.
    state = make(FILLER, options=MonsunoMediumOptions(launch_miss=0.0))
    state.apply(("toss", 0))
    assert ("launch", "miss") not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(("launch", "miss"))


def test_sampled_launches_follow_the_probabilities() -> None:
    counts: Counter[str] = Counter()
    for seed in range(1000):
        s = make(FILLER, seed=seed)
        s.apply(("toss", 0))
        for e in s.apply(CHANCE_SAMPLE):
            if e.name == "launch":
                counts[e.outcome] += 1
    assert 240 < counts["miss"] < 360
    assert 440 < counts["clash"] < 560
    assert 150 < counts["both-out"] < 250


@pytest.mark.parametrize("settings", [{"launch_miss": "-0.1"},
                                      {"launch_miss": "0", "launch_clash": "0",
                                       "launch_both_out": "0"},
                                      {"launch_clash": "nan"}])
def test_bad_launch_probabilities_are_refused(settings: dict[str, str]) -> None:
    with pytest.raises(OptionError):
        with_options(MonsunoMediumOptions(), settings)


def test_a_person_may_pick_the_launch_outcome() -> None:
    state = make(FILLER)
    state.apply(("toss", 0))
    events = state.apply(("launch", "both-out"))
    assert [e.outcome for e in events if e.name == "launch"] == ["both-out"]
    assert state.advantage


def test_miss_swaps_roles_and_restarts_the_round() -> None:
    state = make(FILLER)
    state.apply(("toss", 0))
    deck_before = list(state.deck[0])
    events = state.apply(("launch", "miss"))
    assert state.attacker == 1 and state.phase == LAUNCH
    assert state.deck[0] == deck_before          # no clash, no card taken
    assert kinds(events) == ["launch", "round_started"]
    assert state.player_turns(0) == state.player_turns(1) == 0   # a miss is no clash


def test_clash_has_no_advantage_and_both_out_gives_the_attacker_advantage() -> None:
    state = make(FILLER)
    start(state, 0, "clash")
    assert not state.advantage
    state = make(FILLER)
    start(state, 0, "both-out")
    assert state.advantage


# =========================================================================== clash

def test_clash_takes_two_cards_plays_one_and_puts_the_other_on_the_bottom() -> None:
    a, b = strike("A", damage=3), strike("B", damage=4)
    state = make([a, b, *FILLER])
    start(state, 0)
    assert state.phase == PICK and state.current_player() == 0
    assert state.hand_names(0) == ["A", "B"]
    d = state.decision()
    assert d is not None and d.kind == "choose_one" and d.key == "monsuno.clash_card"
    assert "bottom" in d.prompt
    assert {o.card for o in d.options} == {"A", "B"}
    events = play(state, "B")
    assert names(state, state.deck[0][:1]) == ["A"]         # A went to the bottom
    assert [e.card for e in events if e.name == "card_to_bottom"] == ["A"]
    assert state.hand_names(0) == []


def test_without_advantage_the_attacker_chooses_first_and_the_defender_sees_nothing() -> None:
    state = make([strike("A"), strike("B"), *FILLER], [strike("C"), strike("D"), *FILLER],
                 dummy=None)
    start(state, 0, "clash")
    assert state.current_player() == 0
    events = play(state, "A")
    assert state.current_player() == 1
    d = state.decision()
    assert d is not None and "A" not in d.prompt and "opponent_card" not in d.params
    set_events = [e for e in events if e.name == "strike_card_set"]
    assert set_events and set_events[0].card is None


def test_with_advantage_the_defender_chooses_first_and_the_attacker_sees_it() -> None:
    state = make([strike("A"), strike("B"), *FILLER], [strike("C"), strike("D"), *FILLER],
                 dummy=None)
    start(state, 0, "both-out")
    assert state.current_player() == 1
    events = play(state, "D")
    assert [e.card for e in events if e.name == "strike_card_set"] == ["D"]
    assert state.current_player() == 0
    d = state.decision()
    assert d is not None and d.params["opponent_card"] == "D" and "D" in d.prompt


def test_a_player_with_one_card_plays_it_and_with_none_plays_nothing() -> None:
    state = make([strike("Only", damage=2)], options=MonsunoMediumOptions(
        reshuffle_empty_deck=False))
    events = start(state, 0)
    assert state.phase in (DAMAGE, LAUNCH)           # nothing to choose
    assert [e.cards for e in events if e.name == "strike_cards_revealed"] == \
        [["Only", None]]
    assert "no_strike_card" in kinds(events)          # the dummy
    damage(state)
    state.apply(("launch", "clash"))                 # the dummy's round: the player has none
    assert state.phase == LAUNCH and state.attacker == 0


# =========================================================================== domination

def test_a_strike_card_icon_matching_the_opponent_monsuno_type_dominates() -> None:
    me = mon("Slow", speed=0, damage=1, stype="gust")
    opp = mon("Fast", speed=9, damage=1, stype="flame")
    state = make([strike("Douse", dominates=["flame"]), strike("Other", damage=0)],
                 me=me, opp=opp)
    state.apply(("toss", 1))
    state.apply(("launch", "clash"))
    events = play(state, "Douse")
    dom = [e for e in events if e.name == "domination"]
    assert dom[0].player == 0 and dom[0].how == "icons"


def test_icons_on_both_sides_fall_back_to_speed() -> None:
    me = mon("Mine", speed=4, stype="gust")
    opp = mon("Theirs", speed=1, stype="flame")
    state = make([strike("Douse", dominates=["flame"]), strike("Other")],
                 [strike("Gale Cut", dominates=["gust"]), strike("Other 2")],
                 me=me, opp=opp, dummy=None)
    start(state, 1, "clash")
    play(state, "Gale Cut")
    events = play(state, "Douse")
    dom = domination(events)
    assert dom.how == "speed" and dom.player == 0
    assert dom.speeds == {"0": 4, "1": 1}


def test_the_higher_total_speed_dominates() -> None:
    me = mon("Mine", speed=2, maker="storm")
    opp = mon("Theirs", speed=5)
    state = make([strike("Zip", speed=4), strike("Crawl", speed=0)], me=me, opp=opp)
    state.apply(("toss", 1))
    state.apply(("launch", "clash"))
    events = play(state, "Zip")
    dom = domination(events)
    assert dom.player == 0 and dom.speeds == {"1": 5, "0": 6}


def test_tie_in_speed_goes_to_the_attacker() -> None:
    me = mon("Mine", speed=3)
    opp = mon("Theirs", speed=3)
    for attacker in (0, 1):
        state = make([strike("Nil"), strike("Nil 2")], me=me, opp=opp)
        state.apply(("toss", attacker))
        state.apply(("launch", "clash"))
        events = play(state, "Nil")
        dom = domination(events)
        assert dom.player == attacker and dom.how == "speed"


def test_a_strike_card_of_another_manufacturer_counts_speed_zero() -> None:
    me = mon("Mine", speed=2, maker="storm")
    opp = mon("Theirs", speed=4)
    state = make([strike("Eklipse Zip", speed=9, maker="eklipse"), strike("Nil")],
                 me=me, opp=opp)
    state.apply(("toss", 1))
    state.apply(("launch", "clash"))
    events = play(state, "Eklipse Zip")
    dom = domination(events)
    assert dom.player == 1 and dom.speeds["0"] == 2


def test_a_neutral_or_same_manufacturer_strike_card_keeps_its_speed() -> None:
    me = mon("Mine", speed=2, maker="storm")
    opp = mon("Theirs", speed=4)
    for maker in (None, "storm"):
        state = make([strike("Zip", speed=9, maker=maker), strike("Nil")], me=me, opp=opp)
        state.apply(("toss", 1))
        state.apply(("launch", "clash"))
        events = play(state, "Zip")
        dom = domination(events)
        assert dom.player == 0 and dom.speeds["0"] == 11


# =========================================================================== damage

def test_the_dominator_chooses_which_card_of_each_player_deals_damage() -> None:
    me = mon("Mine", speed=5, damage=4)
    opp = mon("Theirs", damage=6)
    state = make([strike("Hammer", damage=9), strike("Nil")],
                 [strike("Needle", damage=1), strike("Nil 2")], me=me, opp=opp, dummy=None)
    start(state, 0)
    play(state, "Hammer")
    play(state, "Needle")
    assert state.phase == DAMAGE and state.current_player() == 0
    d = state.decision()
    assert d is not None and d.key == "monsuno.damage_choice"
    assert len(d.options) == 4
    # A person may choose against their own interest; the choice is applied as made.
    events = state.apply(("damage", "monsuno", "monsuno"))
    dealt = {e.player: e.amount for e in events if e.name == "damage_dealt"}
    assert dealt == {0: 4, 1: 6}
    assert state.life == [60 - 6, 60 - 4]


def test_a_bot_dominator_picks_its_higher_and_the_opponent_lower_card() -> None:
    me = mon("Mine", speed=5, damage=4)
    opp = mon("Theirs", damage=6)
    state = make([strike("Hammer", damage=9), strike("Nil")],
                 [strike("Needle", damage=1), strike("Nil 2")], me=me, opp=opp, dummy=None)
    start(state, 0)
    play(state, "Hammer")
    play(state, "Needle")
    assert greedy_policy(state, random.Random(0)) == ("damage", "strike", "strike")
    # The dummy dominating decides the same way on its own (on its own attack round, the
    # only one in which it deals damage).
    fast = mon("Fast Dummy", speed=9, damage=3)
    state = make([strike("Hammer", damage=9), strike("Nil")], opp=fast)
    start(state, 1)
    events = play(state, "Hammer")
    assert state.phase == LAUNCH                      # nobody was asked
    dealt = {e.player: (e.source, e.amount) for e in events
             if e.name == "damage_dealt"}
    assert dealt == {0: ("monsuno", 5), 1: ("monsuno", 3)}


def test_a_single_possible_damage_choice_is_applied_at_once() -> None:
    state = make([strike("Only", damage=2)], options=MonsunoMediumOptions(
        reshuffle_empty_deck=False))
    start(state, 0)
    damage(state)
    state.apply(("launch", "clash"))                   # the player has no card left
    # Sources: the player's Monsuno, the dummy's Monsuno: one combination, no question.
    assert state.phase == LAUNCH


# =========================================================================== attach

def test_a_strike_card_attaches_to_a_matching_free_slot() -> None:
    me = mon("Mine", speed=5, damage=1, slots=["gust", "gust", "shock"], power=20)
    state = make([strike("Gust A", stype="gust"), strike("Quake", stype="quake"),
                  *FILLER], me=me)
    events = start(state, 0)
    events += play(state, "Gust A")
    events += damage(state, ("damage", "monsuno", "monsuno"))
    assert names(state, state.attached[0]) == ["Gust A"]
    assert "card_attached" in kinds(events)


def test_a_strike_card_without_a_free_matching_slot_is_discarded() -> None:
    me = mon("Mine", speed=5, damage=1, slots=["gust", "shock"], power=20)
    for played in ("Gust B", "Blade"):
        state = make([strike("Gust A", stype="gust"), strike("Gust B", stype="gust"),
                      strike("Blade", stype="blade"), *FILLER], me=me)
        gust_a = card(state, 0, "Gust A")
        state.deck[0].remove(gust_a)
        state.attached[0] = [gust_a]                    # the gust slot is taken
        start(state, 0)
        events = play(state, played)
        events += damage(state, ("damage", "monsuno", "monsuno"))
        assert names(state, state.attached[0]) == ["Gust A"]
        assert names(state, state.discard[0]) == [played]
        assert [e.reason for e in events if e.name == "card_discarded"] == \
            ["no free slot"]


def test_filling_every_slot_gives_the_attacker_a_super_strike() -> None:
    me = mon("Mine", speed=5, damage=4, slots=["gust"], power=30)
    state = make([strike("Gust A", stype="gust", damage=2), strike("Nil"), *FILLER], me=me)
    start(state, 0)
    play(state, "Gust A")
    events = damage(state, ("damage", "monsuno", "monsuno"))
    assert state.powered(0) and "powered_up" in kinds(events)
    # The next round the player defends: no super strike then.
    state.apply(("launch", "clash"))
    play(state, state.hand_names(0)[0])
    assert state.phase == DAMAGE
    assert all(a[1] != "super" for a in state.legal_actions())
    damage(state, ("damage", "monsuno", "monsuno"))
    # Attacking again: the super strike is one of the player's sources; the bot uses it.
    state.apply(("launch", "clash"))
    play(state, state.hand_names(0)[0])
    assert ("damage", "super", "monsuno") in state.legal_actions()
    assert greedy_policy(state, random.Random(0)) == ("damage", "super", "monsuno")


def test_the_super_strike_sends_the_attached_cards_to_the_discard_pile() -> None:
    me = mon("Mine", speed=5, damage=4, slots=["gust"], power=30)
    state = make([strike("Gust A", stype="gust"), strike("Blade 1"), strike("Blade 2"),
                  strike("Gust B", stype="gust"), *FILLER], me=me)
    gust_a = card(state, 0, "Gust A")
    state.deck[0].remove(gust_a)
    state.attached[0] = [gust_a]
    start(state, 0)
    play(state, "Blade 1")
    life = state.life[1]
    events = state.apply(("damage", "super", "monsuno"))
    assert state.life[1] == life - 30
    assert "super_strike" in kinds(events)
    assert "Gust A" in names(state, state.discard[0]) and state.attached[0] == []


def test_a_monsuno_without_slots_is_never_powered_up() -> None:
    state = make(FILLER, me=mon("Slotless", speed=5, damage=3, power=50))
    start(state, 0)
    play(state, state.hand_names(0)[0])
    assert all(a[1] != "super" for a in state.legal_actions())


# =========================================================================== the end

def test_a_player_at_zero_life_or_less_loses() -> None:
    state = make([strike("Hammer", damage=10), strike("Nil")], me=mon("Mine", speed=5))
    state.life[1] = 10
    start(state, 0)
    play(state, "Hammer")
    events = state.apply(("damage", "strike", "monsuno"))
    assert state.current_player() == TERMINAL and state.winner == 0
    assert state.life[1] == 0
    assert kinds(events)[-1] == "game_won"
    assert state.legal_actions() == []


def test_both_players_at_zero_at_once_is_a_draw() -> None:
    # Two players: a dummy would deal nothing on the player's attack round.
    state = make([strike("Hammer", damage=10), strike("Nil")], me=mon("Mine", speed=5),
                 opp=mon("Hitter", damage=8), dummy=None)
    state.life = [8, 10]
    start(state, 0)
    play(state, "Hammer")
    events = state.apply(("damage", "strike", "monsuno"))
    assert state.is_terminal() and state.winner == -1
    assert kinds(events)[-1] == "game_drawn"


# =========================================================================== empty deck

def test_an_empty_deck_is_refilled_from_the_shuffled_discard_pile() -> None:
    state = make([strike("A"), strike("B")], me=mon("Mine", speed=5))
    start(state, 0)
    play(state, "A")                                   # B to the bottom; A discarded
    damage(state)
    assert names(state, state.deck[0]) == ["B"] and names(state, state.discard[0]) == ["A"]
    events = state.apply(("launch", "clash"))         # takes B, then reshuffles for A
    assert "deck_reshuffled" in kinds(events)
    assert sorted(state.hand_names(0)) == ["A", "B"] and state.discard[0] == []


def test_without_reshuffling_an_empty_deck_draws_nothing() -> None:
    options = MonsunoMediumOptions(reshuffle_empty_deck=False)
    state = make([strike("A"), strike("B")], me=mon("Mine", speed=5), options=options)
    start(state, 0)
    play(state, "A")
    damage(state)
    events = state.apply(("launch", "clash"))         # only B is left: it is played
    assert "deck_reshuffled" not in kinds(events) and "deck_empty" in kinds(events)
    assert state.played[0] == -1 or names(state, [state.played[0]]) == ["B"]
    damage(state)
    events = state.apply(("launch", "clash"))
    assert "no_strike_card" in kinds(events) and "deck_empty" in kinds(events)
    assert state.hand_names(0) == [] and sorted(names(state, state.discard[0])) == ["A", "B"]


def test_with_both_piles_empty_the_player_plays_nothing() -> None:
    state = make([], me=mon("Mine", speed=5, damage=2))
    events = start(state, 0)
    assert kinds(events).count("no_strike_card") == 2
    assert state.life[1] == 58                          # the Monsuno still deals damage


# =========================================================================== dummy

def test_the_training_dummy_has_life_60_speed_0_damage_0_and_no_slots() -> None:
    prep = MEDIUM_ENGINE.prepare_goldfish(starter_deck("monsuno-medium"))
    state = MEDIUM_ENGINE.start(prep, 1)
    dummy = state.info[state.mon[1]]
    assert (dummy.life, dummy.speed, dummy.damage, dummy.slots) == (60, 0, 0, ())
    assert state.deck[1] == [] and state.life[1] == 60


def test_the_dummy_plays_no_strike_card_and_deals_its_monsuno_damage() -> None:
    opp = mon("Biter", damage=4, speed=0)
    state = make([strike("Hammer", damage=9), strike("Nil")], me=mon("Mine", speed=5),
                 opp=opp)
    state.apply(("toss", 1))                            # the dummy attacks
    state.apply(("launch", "both-out"))              # the player (defender) picks first
    events = play(state, "Hammer")
    assert "no_strike_card" in kinds(events) and state.played[1] == -1
    assert [e.cards for e in events if e.name == "strike_cards_revealed"] == \
        [["Hammer", None]]
    state.apply(("damage", "strike", "monsuno"))
    assert state.life == [56, 51]


def test_a_dummy_monsuno_deals_its_damage_in_every_clash() -> None:
    # RULES §5.1: the dummy's Monsuno is its only card, so step 5 makes it deal its damage
    # in every clash — the player's attack rounds too.
    opp = mon("Biter", damage=5, speed=0)
    state = make([strike("Hammer", damage=9), strike("Nil"), strike("Tap", damage=1),
                  strike("Nil 2")], me=mon("Mine", speed=5, damage=2), opp=opp)
    start(state, 0)                                     # the player attacks
    play(state, "Hammer")
    d = state.decision()
    assert d is not None and all(o.label.endswith("Biter deals 5") for o in d.options)
    events = state.apply(("damage", "strike", "monsuno"))
    assert [(e.player, e.amount) for e in events if e.name == "damage_dealt"] == \
        [(0, 9), (1, 5)]
    assert state.life == [55, 51]
    assert state.attacker == 1                          # the dummy's round
    events = state.apply(("launch", "clash"))
    events += play(state, "Tap")
    events += damage(state, ("damage", "monsuno", "monsuno"))
    assert [(e.player, e.amount) for e in events if e.name == "damage_dealt"] == \
        [(0, 2), (1, 5)]
    assert state.life == [50, 49]


def test_a_dominant_dummy_deals_its_damage_when_the_player_attacks() -> None:
    """The dummy dominates by speed in the player's attack round: its Monsuno's damage
    counts, and it gives the player the lower of the player's two sources."""
    state = make([strike("Hammer", damage=9), strike("Nil")],
                 me=mon("Mine", speed=0, damage=2), opp=mon("Quick", speed=6, damage=4))
    start(state, 0)
    events = play(state, "Hammer")
    assert domination(events).player == 1
    assert [(e.player, e.amount) for e in events if e.name == "damage_dealt"] == \
        [(0, 2), (1, 4)]
    assert state.life == [56, 58]


def test_the_medium_kill_turn_counts_clashes() -> None:
    """RULES §5.1: a clash is a turn of both players, a missed launch is no turn; the
    kill turn is the number of clashes until the dummy falls."""
    deck = starter_deck("monsuno-medium")
    misses = 0
    for seed in range(6):
        state = MEDIUM_ENGINE.new_goldfish(deck, seed=seed)
        seen: list[str] = []

        def note(_state: Any, e: Event, seen: list[str] = seen) -> None:
            seen.append(e.outcome if e.name == "launch" else e.name)

        result = play_goldfish(state, greedy_policy, random.Random(seed), 40, on_event=note,
                               engine=MEDIUM_ENGINE)
        misses += seen.count("miss")
        assert result.winner == 0
        assert result.kill_turn == seen.count("clash_started")
        assert seen.count("clash_started") == seen.count("clash") + seen.count("both-out")
    assert misses > 0


def test_the_dummy_monsuno_can_come_from_a_dummy_deck() -> None:
    dummy = deck_from_text("Ruleset: monsuno-medium\nTeam:\n1 Granite Warden\n",
                           "monsuno-medium")
    prep = MEDIUM_ENGINE.prepare_goldfish(starter_deck("monsuno-medium"), dummy=dummy)
    state = MEDIUM_ENGINE.start(prep, 3)
    assert state.info[state.mon[1]].name == "Granite Warden" and state.life[1] == 85
    two = deck_from_text("Ruleset: monsuno-medium\nTeam:\n1 Granite Warden\n1 Cinder Lynx\n",
                         "monsuno-medium")
    with pytest.raises(ValueError, match="exactly 1"):
        MEDIUM_ENGINE.prepare_goldfish(starter_deck("monsuno-medium"), dummy=two)


def test_the_dummy_never_decides() -> None:
    for seed in range(30):
        state = MEDIUM_ENGINE.new_goldfish(starter_deck("monsuno-medium"), seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal() and state.player_turns(0) < 30:
            assert state.current_player() != 1
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance())
            else:
                state.apply(greedy_policy(state, rng))


# =========================================================================== engine, bots

def test_medium_rules_simulate_no_effects() -> None:
    deck = starter_deck("monsuno-medium")
    cards = list(deck.cards.values())
    assert MEDIUM_ENGINE.not_simulated(cards) == ["Gale Lance", "Hailstorm Volley", "Tailwind"]
    assert get_ruleset("monsuno-medium").engine is MEDIUM_ENGINE


def test_a_turn_is_a_clash_and_each_clash_shows_two_cards() -> None:
    o = MonsunoMediumOptions()
    assert MEDIUM_ENGINE.opening_hand(o) == 0
    assert [MEDIUM_ENGINE.cards_seen(o, t, True) for t in range(4)] == [0, 2, 4, 6]
    assert MEDIUM_ENGINE.cards_seen(o, 3, False) == 6
    state = make(FILLER * 2)
    state.apply(("toss", 0))
    state.apply(("launch", "miss"))
    assert state.player_turns(0) == 0
    events = state.apply(("launch", "both-out"))
    assert state.player_turns(0) == 1 and len(state.hand_names(0)) == 2
    assert [e.fields() for e in events if e.name == "clash_started"] == \
        [{"clash": 1, "advantage": True}]


def test_greedy_plays_the_card_that_dominates() -> None:
    me = mon("Mine", speed=1, damage=2, stype="gust")
    opp = mon("Fast", speed=6, damage=7, stype="flame")
    state = make([strike("Big Slow", damage=9), strike("Douse", damage=3,
                                                       dominates=["flame"])], me=me, opp=opp)
    start(state, 0)
    # Big Slow loses on speed: the dummy dominates, deals its 7 and gives the player's
    # lowest (2, net −5). Douse dominates by its icon: the player deals its highest and
    # the dummy its only source (3 − 7, net −4).
    assert greedy_policy(state, random.Random(0)) == ("play", card(state, 0, "Douse"))


def test_greedy_wins_the_goldfish_with_the_starter_deck() -> None:
    deck = starter_deck("monsuno-medium")
    for seed in range(20):
        state = MEDIUM_ENGINE.new_goldfish(deck, seed=seed)
        result = play_goldfish(state, greedy_policy, random.Random(seed), 20,
                               engine=MEDIUM_ENGINE)
        assert result.winner == 0 and result.kill_turn is not None
        assert result.kill_turn <= 12


def test_decisions_name_the_situation() -> None:
    state = make([strike("A", damage=5), strike("B"), *FILLER], me=mon("Mine", speed=5))
    start(state, 0)
    d = state.decision()
    assert d is not None and d.player == 0 and d.kind == "choose_one"
    assert [o.action for o in d.options] == state.legal_actions()
    play(state, "A")
    d = state.decision()
    assert d is not None and d.key == "monsuno.damage_choice" and "dominate" in d.prompt
    assert [o.action for o in d.options] == state.legal_actions()
    assert all("deals" in o.label for o in d.options)


def test_clone_is_independent_and_equal() -> None:
    state = make([strike("A"), strike("B"), *FILLER])
    start(state, 0)
    copy = state.clone()
    assert copy == state
    play(copy, "A")
    assert copy != state and state.phase == PICK
