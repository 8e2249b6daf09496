"""MONSTER CARDS (RULES.md §6.3–6.6), one rule per test.

Each test builds the exact situation with small hand-made cards (hands, the top of the
decks, the Attack zone and the Field set directly, only to reach the situation quickly),
then drives it through ``apply`` with legal actions and checks the state and the events.

The plain test card is fire / human / close / small: each of those meets itself with "–"
in its table, so two plain cards only differ where a test makes them differ.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.engine import CHANCE, TERMINAL, Event, IllegalAction, Session
from deckbuilder.rules.games.monster_cards import (
    ENGINE,
    SNIPE_CHOICE,
    MonsterCardsOptions,
    MonsterCardsState,
    new_game,
)

# --------------------------------------------------------------------------- card makers

_MADE: dict[str, Card] = {}


def card(name: str, *, rarity: str = "C", power: int = 1, element: str = "fire",
         species: str = "human", means: str = "close", size: str = "small",
         skill: str | None = None) -> Card:
    """A monster card; a name always means the same card within the test run."""
    raw: dict[str, Any] = {"game": "monster-cards", "kind": "monster", "name": name,
                           "rarity": rarity, "power": power, "element": element,
                           "species": species, "means": means, "size": size}
    if skill:
        raw["skill"] = skill
    made = card_from_json(raw)
    known = _MADE.setdefault(name, made)
    assert known == made, f"two different test cards called {name!r}"
    return made


FILLER = card("Filler")


def game(hands: Sequence[Sequence[Card]], *, n: int | None = None,
         decks: Sequence[Sequence[Card]] | None = None,
         graves: Sequence[Sequence[Card]] | None = None,
         attack: tuple[Card, int] | None = None, field: tuple[Card, int] | None = None,
         filler: int = 10, fillers: Sequence[int] | None = None,
         options: MonsterCardsOptions | None = None, dummy: int | None = None,
         first: int | None = 0, seed: int = 0) -> MonsterCardsState:
    """A game with these hands; ``decks`` are put on top of each deck (top card first) over
    ``filler`` plain cards; ``graves`` bottom first; ``attack``/``field`` = (card, owner).
    With ``first`` set, the first turn has begun (Lightning, then the draw to 3)."""
    n = n or len(hands)
    hands = [list(h) for h in hands] + [[] for _ in range(n - len(hands))]
    decks = [list(d) for d in (decks or [])] + [[] for _ in range(n - len(decks or []))]
    graves = [list(g) for g in (graves or [])] + [[] for _ in range(n - len(graves or []))]
    counts = list(fillers) if fillers is not None else [filler] * n
    cards: list[list[Card]] = []
    for p in range(n):
        extra = [c for pair in (attack, field) if pair is not None and pair[1] == p
                 for c in (pair[0],)]
        cards.append(hands[p] + decks[p] + graves[p] + extra + [FILLER] * counts[p])
    state = new_game(cards, options, seed=seed, dummy=dummy)
    pool = {p: state.deck[p][:] for p in range(n)}

    def take(p: int, c: Card) -> int:
        i = next(i for i in pool[p] if state.info[i].name == c.name)
        pool[p].remove(i)
        return i

    for p in range(n):
        state.hand[p] = [take(p, c) for c in hands[p]]
        top = [take(p, c) for c in decks[p]]
        state.grave[p] = [take(p, c) for c in graves[p]]
        if attack is not None and attack[1] == p:
            state.attack = take(p, attack[0])
        if field is not None and field[1] == p:
            state.field = take(p, field[0])
        state.deck[p] = pool[p] + top[::-1]
    if first is not None:
        state.apply(("first", first))
    return state


def cid(state: MonsterCardsState, p: int, name: str) -> int:
    """The instance of ``name`` owned by ``p`` (the hand first, then everywhere)."""
    for c in state.hand[p]:
        if state.info[c].name == name:
            return c
    for c, o in enumerate(state.owner):
        if o == p and state.info[c].name == name:
            return c
    raise LookupError(name)


def names(state: MonsterCardsState, ids: Iterable[int]) -> list[str]:
    return [state.info[c].name for c in ids]


def play(state: MonsterCardsState, kind: str, name: str) -> list[Event]:
    return state.apply((kind, cid(state, state.active, name)))


def first_event(events: Iterable[Event], name: str) -> Event:
    for e in events:
        if e.name == name:
            return e
    raise AssertionError(f"no {name!r} event")


def event_names(events: Iterable[Event]) -> list[str]:
    return [e.name for e in events]


def zone_of(state: MonsterCardsState, c: int) -> str:
    for zone, ids in state.card_locations()[state.owner[c]].items():
        if c in ids:
            return zone
    raise AssertionError("card nowhere")


def fight(attacker: Card, defender: Card, *, field: Card | None = None,
          options: MonsterCardsOptions | None = None) -> tuple[MonsterCardsState, Event]:
    """Player 1's ``attacker`` holds the Attack zone; player 0 defends with ``defender``.
    Returns the state after the play and the combat event."""
    state = game([[defender, FILLER, FILLER]], n=2, attack=(attacker, 1),
                 field=None if field is None else (field, 1), options=options)
    events = play(state, "defend", defender.name)
    return state, first_event(events, "combat")


def adv(ev: Event) -> tuple[int, int]:
    return ev.attacker_advantage, ev.defender_advantage


# =========================================================================== §6.3 the turn

def test_the_first_player_is_a_chance_step_over_every_seat() -> None:
    state = game([[]], n=3, first=None)
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == [("first", 0), ("first", 1), ("first", 2)]
    assert all(p == pytest.approx(1 / 3) for _, p in outcomes)
    state.apply(("first", 2))
    assert state.active == 2 and state.pturns == [0, 0, 1]


def test_draw_up_to_three_at_the_start_of_the_turn() -> None:
    a, b = card("Draw A"), card("Draw B")
    state = game([[card("Held")]], n=2, decks=[[a, b]])
    assert names(state, state.hand[0]) == ["Held", "Draw A", "Draw B"]
    assert len(state.deck[0]) == 10


def test_a_hand_bigger_than_three_keeps_its_cards() -> None:
    four = [card(f"Hand {i}") for i in range(4)]
    state = game([four], n=2)
    assert len(state.hand[0]) == 4 and len(state.deck[0]) == 10


def test_an_empty_attack_zone_takes_the_card_and_the_turn_passes() -> None:
    beast = card("Lone Beast", power=3)
    state = game([[beast, FILLER, FILLER]], n=2)
    legal = state.legal_actions()
    assert all(a[0] == "attack" for a in legal)        # no "defend": nobody attacks
    events = play(state, "attack", "Lone Beast")
    assert names(state, [state.attack]) == ["Lone Beast"]
    assert state.active == 1
    assert event_names(events)[:3] == ["card_played", "attacker_placed", "turn_ended"]


def test_replacing_the_attacker_costs_its_power() -> None:
    old = card("Old Attacker", power=4)
    new = card("New Attacker", power=2)
    state = game([[new, FILLER, FILLER]], n=2, attack=(old, 1))
    deck_before = len(state.deck[0])
    events = play(state, "attack", "New Attacker")
    assert len(state.deck[0]) == deck_before - 4
    assert len(state.grave[0]) == 4
    assert names(state, [state.attack]) == ["New Attacker"]
    assert names(state, state.discard[1]) == ["Old Attacker"]
    assert first_event(events, "replacement_damage").damage == 4


def test_damage_moves_the_top_cards_of_the_deck_to_the_graveyard() -> None:
    top = [card(f"Top {i}") for i in range(3)]
    state = game([[FILLER, FILLER, FILLER]], n=2, attack=(card("Hitter", power=2), 1),
                 decks=[top])
    play(state, "attack", "Filler")
    assert names(state, state.grave[0]) == ["Top 0", "Top 1"]
    assert state.deck_order(0)[0] == "Top 2"


def test_holding_the_attack_zone_plays_nothing() -> None:
    mine = card("My Holder", power=3)
    state = game([[FILLER, FILLER, FILLER]], n=2, attack=(mine, 0))
    assert state.legal_actions() == [("end",)]
    d = state.decision()
    assert d is not None and d.kind == "confirm" and d.key == "monster_cards.end"
    assert "holds the Attack zone" in d.prompt
    with pytest.raises(IllegalAction):
        play(state, "attack", "Filler")
    state.apply(("end",))
    assert state.active == 1 and len(state.hand[0]) == 3
    assert names(state, [state.attack]) == ["My Holder"]


def test_optional_plays_are_offered_while_holding() -> None:
    dodge = card("Holding Dodger", skill="Dodge")
    torrent = card("Holding Torrent", skill="Elemental Torrent")
    state = game([[dodge, torrent, FILLER]], n=2, attack=(card("Held Fort"), 0))
    legal = set(state.legal_actions())
    assert legal == {("discard_play", cid(state, 0, "Holding Dodger")),
                     ("field", cid(state, 0, "Holding Torrent")), ("end",)}
    d = state.decision()
    assert d is not None and d.key == "monster_cards.main" and d.kind == "choose_one"


def test_one_discard_and_one_field_play_per_turn_then_the_main_play() -> None:
    snipe = card("Sniper", skill="Snipe")
    dodge = card("Dodger", skill="Dodge")
    rev = card("Revolutionary", skill="Revolution")
    rev2 = card("Second Revolutionary", skill="Revolution")
    state = game([[snipe, dodge, rev, rev2]], n=2, attack=(card("Some Attacker"), 1))
    play(state, "discard_play", "Sniper")
    state.apply(("snipe", 1))
    legal = state.legal_actions()
    assert not any(a[0] == "discard_play" for a in legal)     # one Discard card a turn
    play(state, "field", "Revolutionary")
    legal = state.legal_actions()
    assert not any(a[0] == "field" for a in legal)            # one Game Changer a turn
    with pytest.raises(IllegalAction):
        play(state, "field", "Second Revolutionary")
    assert {a[0] for a in legal} == {"attack", "defend"}


def test_a_new_field_card_replaces_the_old() -> None:
    old = card("Old Pride", skill="Species Pride", species="dragon")
    new = card("New Revolution", skill="Revolution")
    state = game([[new, FILLER, FILLER]], n=2, field=(old, 1))
    events = play(state, "field", "New Revolution")
    assert names(state, [state.field]) == ["New Revolution"]
    assert names(state, state.discard[1]) == ["Old Pride"]
    assert first_event(events, "field_card_played").skill == "Revolution"
    assert state.active == 0            # the main play is still to come


def test_skill_cards_played_to_a_zone_are_plain_monsters() -> None:
    dodge = card("Plain Dodger", skill="Dodge", power=2)
    state = game([[dodge, FILLER, FILLER]], n=2)
    play(state, "attack", "Plain Dodger")
    assert names(state, [state.attack]) == ["Plain Dodger"]
    assert state.active == 1


# =========================================================================== §6.4 combat

def test_attack_card_wins_and_deals_its_power() -> None:
    atk = card("Winning Attacker", rarity="R", power=3)
    dfn = card("Losing Defender")
    state, ev = fight(atk, dfn)
    assert adv(ev) == (1, 0) and ev.result == "attacker"
    assert names(state, [state.attack]) == ["Winning Attacker"]   # it stays
    assert names(state, state.discard[0]) == ["Losing Defender"]
    assert len(state.grave[0]) == 3


def test_defense_card_wins_and_takes_the_attack_zone() -> None:
    atk = card("Losing Attacker", power=5)
    dfn = card("Winning Defender", rarity="SR")
    state, ev = fight(atk, dfn)
    assert adv(ev) == (0, 2) and ev.result == "defender"
    assert names(state, [state.attack]) == ["Winning Defender"]
    assert names(state, state.discard[1]) == ["Losing Attacker"]
    assert state.grave[0] == [] and state.grave[1] == []


def test_a_tie_sends_both_to_discard() -> None:
    state, ev = fight(card("Tie Attacker", power=4), card("Tie Defender"))
    assert adv(ev) == (0, 0) and ev.result == "tie"
    assert state.attack == -1
    assert names(state, state.discard[0]) == ["Tie Defender"]
    assert names(state, state.discard[1]) == ["Tie Attacker"]
    assert state.grave[0] == []


@pytest.mark.parametrize(("atk", "dfn", "expected"), [
    ("C", "C", (0, 0)), ("R", "C", (1, 0)), ("SR", "C", (2, 0)), ("UR", "C", (3, 0)),
    ("C", "UR", (0, 3)), ("R", "SR", (0, 1)), ("UR", "R", (2, 0)),
])
def test_rarity_gives_the_rank_difference_to_the_higher(atk: str, dfn: str,
                                                       expected: tuple[int, int]) -> None:
    _, ev = fight(card(f"Rank {atk} atk", rarity=atk), card(f"Rank {dfn} def", rarity=dfn))
    assert adv(ev) == expected


@pytest.mark.parametrize(("atk", "dfn", "expected"), [
    ("UR", "C", (0, 3)), ("C", "UR", (3, 0)), ("R", "SR", (1, 0)), ("SR", "SR", (0, 0)),
])
def test_revolution_reverses_rarity(atk: str, dfn: str, expected: tuple[int, int]) -> None:
    rev = card("Field Revolution", skill="Revolution", species="ghost")
    _, ev = fight(card(f"Rank {atk} atk", rarity=atk), card(f"Rank {dfn} def", rarity=dfn),
                  field=rev)
    assert adv(ev) == expected


def test_revolution_only_while_on_the_field() -> None:
    rev_in_play = card("Attacking Revolution", rarity="UR", skill="Revolution")
    _, ev = fight(rev_in_play, card("Rank C def", rarity="C"))
    assert adv(ev) == (3, 0)


# =========================================================================== §6.5 tables

# RULES.md §6.5, transcribed here independently of the engine's own copy.
RULES_TABLES = {
    "element": """
        normal fire water wood light dark
normal    D - - - - -
fire      - - D A - -
water     - A - D - -
wood      - D A - - -
light     - - - - D A
dark      - - - - A D""",
    "means": """
        close range magic special guard
close     - D A A D
range     A - D A D
magic     D A - A D
special   - - - - A
guard     D D D D -""",
    "size": """
        small medium large
small     - D A
medium    A - D
large     D A -""",
    "species": """
        human beast sea elemental dragon god devil machine insect ghost
human     - A A D A A D D A D
beast     D - A - A D - D A -
sea       D D - D A - A A A -
elemental D D - D - D D D D A
dragon    A - A - A - A D A -
god       A A - - A - D - D A
devil     A - D D A D A - A -
machine   A A D - A - - - A D
insect    D D D A D A D A - -
ghost     A - - D - D - A - A""",
}


def _rows() -> list[tuple[str, str, list[tuple[str, str]]]]:
    out = []
    for table, text in RULES_TABLES.items():
        lines = [ln.split() for ln in text.strip().splitlines()]
        cols = lines[0]
        for row in lines[1:]:
            out.append((table, row[0], list(zip(cols, row[1:], strict=True))))
    return out


@pytest.mark.parametrize(("table", "row", "cells"), _rows(),
                         ids=[f"{t}-{r}" for t, r, _ in _rows()])
def test_attribute_table_row(table: str, row: str, cells: list[tuple[str, str]]) -> None:
    """Every cell of the row, through a real combat: A = attacker +1, D = defender +1."""
    for col, mark in cells:
        atk_values: dict[str, Any] = {table: row}
        def_values: dict[str, Any] = {table: col}
        atk = card(f"{table} {row} atk", **atk_values)
        dfn = card(f"{table} {col} def", **def_values)
        _, ev = fight(atk, dfn)
        expected = {"A": (1, 0), "D": (0, 1), "-": (0, 0)}[mark]
        assert adv(ev) == expected, f"{table}: {row} attacking {col}"
        if mark != "-":
            assert ev.gains == [(table, "attacker" if mark == "A" else "defender", 1)]


def test_the_tables_are_data_that_can_be_swapped() -> None:
    options = MonsterCardsOptions(size_table=(("small", "small", "D"),))
    _state, ev = fight(card("Swap Atk"), card("Swap Def"), options=options)
    assert adv(ev) == (0, 1)
    # The other tables keep their defaults.
    assert options.element_table == MonsterCardsOptions().element_table


def test_a_table_file_replaces_the_tables_it_names(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import json

    from deckbuilder.rules.games.monster_cards import tables_to_mapping
    from deckbuilder.rules.registry import OptionError, with_options

    doc = tables_to_mapping(MonsterCardsOptions())
    assert doc["element"]["fire"] == {"water": "D", "wood": "A"}
    assert doc["rarity"] == {"C": 1, "R": 2, "SR": 3, "UR": 4}
    path = tmp_path / "tables.json"
    path.write_text(json.dumps({"element": {"fire": {"fire": "A"}},
                                "rarity": {"C": 1, "R": 5, "SR": 6, "UR": 7},
                                "size": "  small medium large\nsmall D - -\nmedium - - -\n"
                                        "large - - -"}), encoding="utf-8")
    options = with_options(MonsterCardsOptions(), {"tables_file": str(path)})
    assert options.element_table == (("fire", "fire", "A"),)
    assert options.size_table == (("small", "small", "D"),)
    assert options.means_table == MonsterCardsOptions().means_table
    _, ev = fight(card("File Atk", rarity="R"), card("File Def"), options=options)
    assert adv(ev) == (4 + 1, 1)        # rank 5 − 1, the new fire/fire A, small/small D
    # A bad file is a clear option error.
    path.write_text('{"element": {"fire": {"wood": "X"}}}', encoding="utf-8")
    with pytest.raises(OptionError, match="fire against wood"):
        with_options(MonsterCardsOptions(), {"tables_file": str(path)})
    with pytest.raises(OptionError, match=r"nowhere\.json"):
        with_options(MonsterCardsOptions(), {"tables_file": str(tmp_path / "nowhere.json")})
    path.write_text('{"colour": {}}', encoding="utf-8")
    with pytest.raises(OptionError, match="colour"):
        with_options(MonsterCardsOptions(), {"tables_file": str(path)})


def test_bad_tables_and_options_are_refused() -> None:
    with pytest.raises(ValueError, match="A or D"):
        MonsterCardsOptions(element_table=(("fire", "wood", "X"),))
    with pytest.raises(ValueError, match="twice"):
        MonsterCardsOptions(size_table=(("small", "large", "A"), ("small", "large", "D")))
    with pytest.raises(ValueError, match="hand_size"):
        MonsterCardsOptions(hand_size=0)


# =========================================================================== losing

def test_a_deck_at_zero_loses_at_once_even_by_drawing() -> None:
    state = game([[]], n=2, fillers=[2, 10], first=None)
    events = state.apply(("first", 0))
    assert state.is_terminal() and state.winner == 1
    lost = first_event(events, "player_lost")
    assert lost.player == 0 and lost.reason == "deck at 0"
    assert names(state, state.hand[0]) == ["Filler", "Filler"]


def test_damage_that_empties_the_deck_loses_and_the_last_player_wins() -> None:
    state = game([[FILLER, FILLER, FILLER]], n=2, fillers=[3, 10],
                 attack=(card("Killer", power=5), 1))
    events = play(state, "attack", "Filler")
    assert state.winner == 1 and state.current_player() == TERMINAL
    assert event_names(events)[-1] == "game_won" and events[-1].player == 1
    assert state.legal_actions() == []


def test_everybody_at_zero_at_once_is_a_draw() -> None:
    surge = card("Surger", skill="Surge")
    state = game([[surge, FILLER, FILLER]], n=2, fillers=[1, 1])
    events = play(state, "attack", "Surger")
    assert state.is_terminal() and state.winner == -1
    assert "game_drawn" in event_names(events)
    assert sorted(e.player for e in events if e.name == "player_lost") == [0, 1]


def test_with_three_players_a_loser_leaves_and_play_goes_on() -> None:
    surge = card("Three Surger", skill="Surge")
    holder = card("Doomed Holder", power=2)
    state = game([[surge, FILLER, FILLER]], n=3, fillers=[10, 1, 10],
                 attack=(holder, 1))
    events = play(state, "defend", "Three Surger")
    assert not state.is_terminal()
    assert state.alive == [True, False, True]
    # The loser's card left the Attack zone, so the defender took it.
    assert names(state, state.discard[1]) == ["Doomed Holder"]
    assert names(state, [state.attack]) == ["Three Surger"]
    assert first_event(events, "player_lost").player == 1
    assert state.active == 2                    # seat 1 is skipped
    state.apply(("attack", state.hand[2][0]))
    assert state.active == 0


# =========================================================================== §6.6 skills

def test_dodge_passes_the_turn_without_being_attacked() -> None:
    dodge = card("Quick Dodger", skill="Dodge")
    big = card("Big Attacker", power=5)
    state = game([[dodge, FILLER, FILLER]], n=2, attack=(big, 1))
    events = play(state, "discard_play", "Quick Dodger")
    assert state.active == 1 and state.grave[0] == []
    assert names(state, [state.attack]) == ["Big Attacker"]
    assert names(state, state.discard[0]) == ["Quick Dodger"]
    assert "card_played" not in event_names(events)
    assert len(state.hand[0]) == 2


def test_dodge_is_not_offered_for_a_card_without_it() -> None:
    state = game([[FILLER, FILLER, FILLER]], n=2, attack=(card("Any Attacker"), 1))
    assert not any(a[0] in ("discard_play", "field") for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        play(state, "discard_play", "Filler")


def test_double_edged_counts_each_advantage_point() -> None:
    # Attacker R fire human vs defender C wood elemental: attacker +1 rarity, +1 element;
    # the defender +1 species (human attacking elemental is D). 2 against 1.
    atk = card("Edged Attacker", rarity="R", power=1, skill="Double Edged")
    dfn = card("Elemental Wood", element="wood", species="elemental")
    state, ev = fight(atk, dfn)
    assert adv(ev) == (2, 1)
    # The defender's owner: 2 (Double Edged) + 1 (the attack's power); the attacker's
    # owner: 1 (the defending card's point).
    assert len(state.grave[0]) == 2 + 1
    assert len(state.grave[1]) == 1


def test_double_edged_defending_counts_the_same_way() -> None:
    atk = card("Plain R Attacker", rarity="R", power=1)
    dfn = card("Edged Elemental", element="wood", species="elemental", skill="Double Edged")
    state, ev = fight(atk, dfn)
    assert adv(ev) == (2, 1)
    assert len(state.grave[0]) == 2 + 1 and len(state.grave[1]) == 1


def test_two_double_edged_cards_both_count() -> None:
    atk = card("Edged R Attacker", rarity="R", power=1, skill="Double Edged")
    dfn = card("Edged Elemental", element="wood", species="elemental", skill="Double Edged")
    state, _ev = fight(atk, dfn)
    assert len(state.grave[0]) == 4 + 1 and len(state.grave[1]) == 2


def test_without_double_edged_only_the_attack_damages() -> None:
    state, ev = fight(card("Plain R Attacker", rarity="R", power=1),
                      card("Elemental Wood", element="wood", species="elemental"))
    assert adv(ev) == (2, 1)
    assert len(state.grave[0]) == 1 and state.grave[1] == []


def test_elemental_torrent_changes_the_attackers_element() -> None:
    # normal attacking wood: nobody; as fire (the field card's element): fire beats wood.
    atk = card("Normal Attacker", element="normal")
    dfn = card("Wood Defender", element="wood")
    _, plain = fight(atk, dfn)
    assert adv(plain) == (0, 0)
    torrent = card("Fire Torrent", element="fire", skill="Elemental Torrent",
                   species="ghost")
    _, ev = fight(atk, dfn, field=torrent)
    assert adv(ev) == (1, 0)
    assert ev.gains == [("element", "attacker", 1)]


def test_elemental_torrent_gives_plus_one_to_an_attacker_of_its_element() -> None:
    atk = card("Fire Attacker")                       # fire, like the torrent
    dfn = card("Water Defender", element="water")     # fire attacking water: D
    torrent = card("Fire Torrent", element="fire", skill="Elemental Torrent",
                   species="ghost")
    _, plain = fight(atk, dfn)
    assert adv(plain) == (0, 1)
    _, ev = fight(atk, dfn, field=torrent)
    assert adv(ev) == (1, 1)                          # +1 instead; the table still applies
    assert ("elemental torrent", "attacker", 1) in ev.gains


def test_elemental_torrent_leaves_the_defender_alone() -> None:
    atk = card("Water Attacker 2", element="water")
    dfn = card("Normal Defender", element="normal")   # water against normal: nobody
    torrent = card("Normal Torrent", element="normal", skill="Elemental Torrent",
                   species="ghost")
    _, ev = fight(atk, dfn, field=torrent)
    assert adv(ev) == (0, 1)                          # the attacker is normal now: D


FB_ATK: dict[str, Any] = dict(element="fire", species="human", means="close", size="small")
FB_DEF: dict[str, Any] = dict(element="wood", species="beast", means="magic", size="large")


def test_finishing_blow_wins_all_four_attributes_and_the_defender_loses() -> None:
    atk = card("Finisher", skill="Finishing Blow", **FB_ATK)
    dfn = card("Victim", **FB_DEF)
    state, ev = fight(atk, dfn)
    assert adv(ev) == (4, 0)
    assert state.is_terminal() and state.winner == 1
    assert state.alive == [False, True]
    assert len(state.deck[0]) > 0                     # lost with cards left


def test_finishing_blow_needs_all_four() -> None:
    atk = card("Finisher", skill="Finishing Blow", **FB_ATK)
    dfn = card("Small Victim", **{**FB_DEF, "size": "small"})
    state, ev = fight(atk, dfn)
    assert adv(ev) == (3, 0)
    assert not state.is_terminal() and state.alive == [True, True]


def test_finishing_blow_only_when_attacking() -> None:
    # The Finishing Blow card defends and wins all four attributes as defender (the
    # mirror of the attack above): nothing happens to the attacking player.
    dfn = card("Defending Finisher", skill="Finishing Blow", **FB_ATK)
    atk = card("Mirror Attacker", **FB_DEF)
    state, ev = fight(atk, dfn)
    assert adv(ev)[1] >= 3
    assert not state.is_terminal() and state.alive == [True, True]
    assert names(state, [state.attack]) == ["Defending Finisher"]


def test_finishing_blow_with_three_players_removes_only_the_defender() -> None:
    atk = card("Finisher", skill="Finishing Blow", **FB_ATK)
    dfn = card("Victim", **FB_DEF)
    state = game([[dfn, FILLER, FILLER]], n=3, attack=(atk, 1))
    events = play(state, "defend", "Victim")
    assert state.alive == [False, True, True] and not state.is_terminal()
    assert first_event(events, "player_lost").reason == "finishing blow"
    assert names(state, [state.attack]) == ["Finisher"]
    assert names(state, state.discard[0]) == ["Victim"]
    assert state.active == 1


def test_friendship_as_defender_discards_both_and_gives_another_turn() -> None:
    friend = card("Friendly Defender", skill="Friendship")
    atk = card("Fierce Attacker", rarity="UR", power=5)
    state = game([[friend, FILLER, FILLER]], n=2, attack=(atk, 1))
    events = play(state, "defend", "Friendly Defender")
    assert "combat" not in event_names(events)
    assert state.attack == -1 and state.grave[0] == []
    assert names(state, state.discard[0]) == ["Friendly Defender"]
    assert names(state, state.discard[1]) == ["Fierce Attacker"]
    assert state.active == 0 and state.pturns == [2, 0]


def test_friendship_does_nothing_when_attacking_or_unopposed() -> None:
    friend = card("Friendly Attacker", skill="Friendship")
    state = game([[friend, FILLER, FILLER]], n=2, attack=(card("Old Attacker", power=4), 1))
    play(state, "attack", "Friendly Attacker")
    assert state.active == 1 and names(state, [state.attack]) == ["Friendly Attacker"]
    state = game([[friend, FILLER, FILLER]], n=2)
    play(state, "attack", "Friendly Attacker")
    assert state.active == 1 and names(state, [state.attack]) == ["Friendly Attacker"]


def test_friendship_wins_over_snipe_in_the_same_turn() -> None:
    friend = card("Friendly Defender", skill="Friendship")
    snipe = card("Sniper", skill="Snipe")
    state = game([[friend, snipe, FILLER]], n=3, attack=(card("Any Attacker"), 1))
    play(state, "discard_play", "Sniper")
    state.apply(("snipe", 2))
    play(state, "defend", "Friendly Defender")
    assert state.active == 0


@pytest.mark.parametrize(("attacker_power", "bonus"), [(3, True), (4, True), (2, False),
                                                       (1, False)])
def test_giant_killing_threshold(attacker_power: int, bonus: bool) -> None:
    # The Giant Killing card (power 1) defends and gains size (small vs medium: D) and
    # means (close vs range: D) — 2 gains, each 1 bigger when the attacker is 2+ stronger.
    atk = card(f"Giant {attacker_power}", power=attacker_power, size="small", means="close")
    dfn = card("Giant Killer", skill="Giant Killing", size="medium", means="range",
               power=1)
    _, ev = fight(atk, dfn)
    assert adv(ev) == (0, 4 if bonus else 2)


def test_giant_killing_adds_to_every_gain_of_its_card() -> None:
    # Attacking with Giant Killing: rarity +2 (SR vs C) and element (fire vs wood) +1,
    # against a defender of power 5: each gain +1 → 3 + 2 = 5. The defender's gain
    # (species: human attacking elemental) is not touched.
    atk = card("Killer SR", rarity="SR", power=1, skill="Giant Killing")
    dfn = card("Wood Giant", element="wood", species="elemental", power=5)
    _, ev = fight(atk, dfn)
    assert adv(ev) == (5, 1)
    assert ("rarity", "attacker", 3) in ev.gains


def test_giant_killing_counts_torrent_and_pride_gains() -> None:
    atk = card("Dragon Killer", power=1, species="dragon", skill="Giant Killing")
    dfn = card("Dragon Giant", power=4, species="dragon")   # dragon v dragon: A
    pride = card("Dragon Pride", species="dragon", skill="Species Pride")
    _, ev = fight(atk, dfn, field=pride)
    # Attacker: species 1+1, pride 1+1; defender: pride 1.
    assert adv(ev) == (4, 1)


def test_heal_returns_the_top_of_the_graveyard_to_the_top_of_the_deck() -> None:
    healer = card("Healer", skill="Heal")
    g1, g2 = card("Grave Bottom"), card("Grave Top")
    state = game([[healer, FILLER, FILLER]], n=2, graves=[[g1, g2]])
    events = play(state, "attack", "Healer")
    assert state.deck_order(0)[0] == "Grave Top"
    assert names(state, state.grave[0]) == ["Grave Bottom"]
    assert first_event(events, "card_healed").player == 0


def test_heal_with_an_empty_graveyard_does_nothing() -> None:
    healer = card("Healer", skill="Heal")
    state = game([[healer, FILLER, FILLER]], n=2)
    before = len(state.deck[0])
    events = play(state, "attack", "Healer")
    assert len(state.deck[0]) == before and "card_healed" not in event_names(events)


def test_heal_comes_before_the_replacement_damage() -> None:
    healer = card("Healer", skill="Heal")
    state = game([[healer, FILLER, FILLER]], n=2, graves=[[card("Grave Top")]],
                 attack=(card("Hitter", power=2), 1))
    play(state, "attack", "Healer")
    # Back on top, then milled again by the 2 damage (with one filler).
    assert names(state, state.grave[0]) == ["Grave Top", "Filler"]


def _lightning_mills(events: Iterable[Event]) -> list[int]:
    return [e.player for e in events
            if e.name == "cards_milled" and e.reason == "lightning"]


def test_lightning_mills_the_next_player_but_never_its_owner() -> None:
    bolt = card("Storm Caller", skill="Lightning")
    dodge = card("Quick Dodger", skill="Dodge")
    state = game([[FILLER, FILLER, FILLER]], n=2, attack=(bolt, 1), first=None)
    events = state.apply(("first", 0))
    assert _lightning_mills(events) == [0] and len(state.grave[0]) == 1
    # Dodge: the owner's turn begins with no mill, and the next one of player 0 mills again.
    state = game([[dodge, FILLER, FILLER]], n=2, attack=(bolt, 1), first=None)
    state.apply(("first", 0))
    events = play(state, "discard_play", "Quick Dodger")
    assert state.active == 1 and _lightning_mills(events) == []
    events = state.apply(("end",))                   # the owner holds the Attack zone
    assert state.active == 0 and _lightning_mills(events) == [0]
    assert len(state.grave[0]) == 2 and state.grave[1] == []


def test_lightning_fires_for_every_opponent_while_it_stays() -> None:
    bolt = card("Storm Caller", skill="Lightning")
    dodge = card("Quick Dodger", skill="Dodge")
    state = game([[dodge, FILLER, FILLER], [], [dodge, FILLER, FILLER]],
                 attack=(bolt, 1), first=2)
    assert len(state.grave[2]) == 1
    events = play(state, "discard_play", "Quick Dodger")     # seat 2 → seat 0
    assert _lightning_mills(events) == [0]
    events = play(state, "discard_play", "Quick Dodger")     # seat 0 → the owner
    assert _lightning_mills(events) == []
    events = state.apply(("end",))                            # the owner → seat 2
    assert _lightning_mills(events) == [2]
    assert [len(g) for g in state.grave] == [1, 0, 2]


def test_lightning_stops_when_it_leaves_the_attack_zone() -> None:
    bolt = card("Storm Caller", skill="Lightning")
    state = game([[FILLER, FILLER, FILLER]], n=3, attack=(bolt, 2))
    assert len(state.grave[0]) == 1
    events = play(state, "attack", "Filler")         # replaced: 1 damage, gone
    assert names(state, state.discard[2]) == ["Storm Caller"]
    assert state.active == 1 and _lightning_mills(events) == []
    assert state.grave[1] == []


def test_lightning_in_the_hand_does_nothing() -> None:
    bolt = card("Storm Caller", skill="Lightning")
    state = game([[bolt, FILLER, FILLER], [bolt]], n=2, attack=(card("Quiet"), 1))
    assert state.grave == [[], []]


def test_pressure_mills_the_owner_of_the_current_attack_card() -> None:
    presser = card("Presser", skill="Pressure")
    state = game([[presser, FILLER, FILLER]], n=3, attack=(card("Pressed", power=1), 2))
    events = play(state, "defend", "Presser")
    milled = [e for e in events if e.name == "cards_milled" and e.reason == "pressure"]
    assert [e.player for e in milled] == [2]
    assert len(state.grave[2]) == 1 and len(state.grave[1]) == 0


def test_pressure_with_an_empty_attack_zone_does_nothing() -> None:
    presser = card("Presser", skill="Pressure")
    state = game([[presser, FILLER, FILLER]], n=2)
    play(state, "attack", "Presser")
    assert state.grave == [[], []]


@pytest.mark.parametrize(("power", "taken"), [(5, 2), (4, 1), (3, 0), (2, 0)])
def test_protect_reduces_the_damage_of_a_lost_defence(power: int, taken: int) -> None:
    guard = card("Protector", skill="Protect")
    atk = card(f"Striker {power}", rarity="R", power=power)
    state, ev = fight(atk, guard)
    assert ev.result == "attacker"
    assert len(state.grave[0]) == taken


def test_protect_does_nothing_when_attacking() -> None:
    guard = card("Protector", skill="Protect")
    state = game([[card("Strong Defender", rarity="UR"), FILLER, FILLER]], n=2,
                 attack=(guard, 1))
    play(state, "defend", "Strong Defender")
    assert state.grave == [[], []]
    # And replacing a Protect attacker costs its full power.
    big_guard = card("Big Protector", power=4, skill="Protect")
    state = game([[FILLER, FILLER, FILLER]], n=2, attack=(big_guard, 1))
    play(state, "attack", "Filler")
    assert len(state.grave[0]) == 4


def test_return_goes_back_to_its_owners_hand_after_a_winning_attack() -> None:
    ret = card("Boomerang", rarity="R", power=2, skill="Return")
    state, _ev = fight(ret, card("Target"))
    assert state.attack == -1
    assert "Boomerang" in names(state, state.hand[1])
    assert len(state.grave[0]) == 2


def test_return_also_fires_on_the_replacement_damage() -> None:
    ret = card("Boomerang", rarity="R", power=2, skill="Return")
    state = game([[FILLER, FILLER, FILLER]], n=2, attack=(ret, 1))
    events = play(state, "attack", "Filler")
    assert "Boomerang" in names(state, state.hand[1]) and state.discard[1] == []
    assert first_event(events, "card_returned").player == 1


def test_return_does_not_fire_when_it_loses_or_deals_nothing() -> None:
    ret = card("Boomerang", rarity="R", power=2, skill="Return")
    state, _ev = fight(ret, card("Rank SR def", rarity="SR"))
    assert names(state, state.discard[1]) == ["Boomerang"]
    state, _ev = fight(ret, card("Protector", skill="Protect"))
    assert names(state, [state.attack]) == ["Boomerang"]      # 0 damage: it stays


def test_reverse_turns_the_order_around_while_on_the_field() -> None:
    rev = card("Reverser", skill="Reverse")
    state = game([[rev, FILLER, FILLER]], n=4)
    play(state, "field", "Reverser")
    play(state, "attack", "Filler")
    assert state.active == 3
    state.apply(("defend", state.hand[3][0]))
    assert state.active == 2
    # Another Game Changer replaces it: the order goes forward again.
    other = card("Pride Breaker", skill="Species Pride")
    state = game([[other, FILLER, FILLER]], n=4, field=(rev, 2))
    assert state.next_in_order(0) == 3
    play(state, "field", "Pride Breaker")
    assert state.next_in_order(0) == 1
    play(state, "attack", "Filler")
    assert state.active == 1


def test_reverse_skips_players_who_lost() -> None:
    rev = card("Reverser", skill="Reverse")
    state = game([[FILLER, FILLER, FILLER]], n=4, field=(rev, 1))
    state.alive[3] = False
    assert state.next_in_order(0) == 2


def test_ruin_discards_the_hand_of_the_player_it_damages() -> None:
    ruin = card("Ruiner", rarity="R", power=2, skill="Ruin")
    state, _ev = fight(ruin, card("Ruined"))
    assert state.hand[0] == []
    assert sorted(names(state, state.discard[0])) == ["Filler", "Filler", "Ruined"]


def test_ruin_on_the_replacement_damage_and_not_when_it_loses() -> None:
    ruin = card("Ruiner", rarity="R", power=2, skill="Ruin")
    state = game([[card("Replacer"), FILLER, FILLER]], n=2, attack=(ruin, 1))
    play(state, "attack", "Replacer")
    assert state.hand[0] == [] and names(state, [state.attack]) == ["Replacer"]
    state, _ev = fight(ruin, card("Rank SR def", rarity="SR"))
    assert len(state.hand[0]) == 2


def test_snipe_chooses_who_takes_the_next_turn() -> None:
    snipe = card("Sniper", skill="Snipe")
    state = game([[snipe, FILLER, FILLER]], n=4)
    events = play(state, "discard_play", "Sniper")
    assert state.phase == SNIPE_CHOICE and "discard_skill_played" in event_names(events)
    d = state.decision()
    assert d is not None and d.key == "monster_cards.snipe" and d.player == 0
    assert [o.action for o in d.options] == [("snipe", q) for q in range(4)]
    assert "choose who takes the next turn" in d.prompt
    state.apply(("snipe", 2))
    play(state, "attack", "Filler")
    assert state.active == 2
    state.apply(("defend", state.hand[2][0]))
    assert state.active == 3                          # and on from there


def test_snipe_can_choose_yourself() -> None:
    snipe = card("Sniper", skill="Snipe")
    state = game([[snipe, FILLER, FILLER]], n=2)
    play(state, "discard_play", "Sniper")
    state.apply(("snipe", 0))
    play(state, "attack", "Filler")
    assert state.active == 0 and state.pturns == [2, 0]


def test_snipe_cannot_choose_a_player_who_lost() -> None:
    snipe = card("Sniper", skill="Snipe")
    state = game([[snipe, FILLER, FILLER]], n=3)
    state.alive[1] = False
    play(state, "discard_play", "Sniper")
    assert state.legal_actions() == [("snipe", 0), ("snipe", 2)]
    with pytest.raises(IllegalAction):
        state.apply(("snipe", 1))


def test_species_pride_gives_plus_one_to_its_species() -> None:
    pride = card("Dragon Pride", species="dragon", skill="Species Pride")
    # human vs human: nobody; a dragon attacker gets +1; a dragon defender too.
    _, ev = fight(card("Plain Human A"), card("Plain Human D"), field=pride)
    assert adv(ev) == (0, 0)
    _, ev = fight(card("Proud Dragon", species="dragon"), card("Sea Serpent D", species="sea"),
                  field=pride)
    # dragon attacking sea: A (table) + 1 (pride)
    assert adv(ev) == (2, 0)
    assert ("species pride", "attacker", 1) in ev.gains
    _, ev = fight(card("Sea Serpent A", species="sea"), card("Proud Dragon D",
                                                             species="dragon"), field=pride)
    # sea attacking dragon: A (table); the defender gets +1 (pride)
    assert adv(ev) == (1, 1)


def test_surge_mills_every_player_including_you() -> None:
    surge = card("Surger", skill="Surge")
    state = game([[surge, FILLER, FILLER]], n=3)
    events = play(state, "attack", "Surger")
    assert [len(g) for g in state.grave] == [1, 1, 1]
    assert sorted(e.player for e in events if e.name == "cards_milled") == [0, 1, 2]


def test_surge_skips_players_who_lost() -> None:
    surge = card("Surger", skill="Surge")
    state = game([[surge, FILLER, FILLER]], n=3)
    state.alive[1] = False
    play(state, "attack", "Surger")
    assert [len(g) for g in state.grave] == [1, 0, 1]


def test_swindle_swaps_a_random_card_with_the_opposing_cards_owner() -> None:
    swindler = card("Swindler", skill="Swindle")
    mine = [card("Mine A"), card("Mine B")]
    theirs = [card("Theirs A"), card("Theirs B"), card("Theirs C")]
    outcomes = set()
    for seed in range(30):
        state = game([[swindler, *mine], theirs], n=3, attack=(card("Opposing"), 1),
                     seed=seed)
        events = play(state, "defend", "Swindler")
        e = first_event(events, "cards_swapped")
        assert e.player == 0 and e.other == 1
        hand0, hand1 = names(state, state.hand[0]), names(state, state.hand[1])
        assert len(hand0) == 2 and len(hand1) == 3
        assert sum(n.startswith("Theirs") for n in hand0) == 1
        assert sum(n.startswith("Mine") for n in hand1) == 1
        outcomes.add((tuple(sorted(hand0)), tuple(sorted(hand1))))
    assert len(outcomes) > 3                           # random, not always the same cards


def test_swindle_needs_an_opposing_card_and_two_hands() -> None:
    swindler = card("Swindler", skill="Swindle")
    # No attacker: no opposing card.
    state = game([[swindler, FILLER, FILLER], [card("Theirs A")]], n=2)
    events = play(state, "attack", "Swindler")
    assert "cards_swapped" not in event_names(events)
    # The opposing card's owner holds nothing.
    state = game([[swindler, FILLER, FILLER]], n=2, attack=(card("Opposing"), 1))
    events = play(state, "defend", "Swindler")
    assert "cards_swapped" not in event_names(events)
    # My own hand is empty once the Swindler is played.
    state = game([[swindler], [card("Theirs A")]], n=2, attack=(card("Opposing"), 1),
                 options=MonsterCardsOptions(hand_size=1))
    events = play(state, "defend", "Swindler")
    assert "cards_swapped" not in event_names(events)


def _swindled(given: Card, taken: Card, fillers: Sequence[int] = (10, 10)
              ) -> tuple[MonsterCardsState, int, int]:
    """Player 0 defends with a Swindler against player 1's plain attacker; with one card
    left in each hand the swap is certain: ``given`` goes to player 1, ``taken`` to player
    0. The combat is a tie, so the Attack zone is empty and it is player 1's turn.
    Returns the state and the instances of ``given`` and ``taken``."""
    state = game([[card("Swindler", skill="Swindle"), given], [taken]], n=2,
                 attack=(card("Opposing"), 1), fillers=fillers,
                 options=MonsterCardsOptions(hand_size=2))
    g, t = cid(state, 0, given.name), cid(state, 1, taken.name)
    events = play(state, "defend", "Swindler")
    e = first_event(events, "cards_swapped")
    assert (e.given, e.taken) == (given.name, taken.name)
    assert state.attack == -1 and state.active == 1
    assert g in state.hand[1] and t in state.hand[0]
    return state, g, t


def test_a_swindled_card_is_played_and_held_by_the_player_who_received_it() -> None:
    state, gem, prize = _swindled(card("Swindled Gem", power=2), card("Stolen Prize"))
    assert state.owner[gem] == 1 and state.owner[prize] == 0
    state.apply(("attack", gem))                    # player 1 plays the card it received
    assert state.attack == gem and zone_of(state, gem) == "attack"
    assert state.card_locations()[1]["attack"] == [gem]
    assert state.holding(1) and not state.holding(0)
    # Player 0 faces player 1's attacker: it may defend or replace, not just wait.
    assert state.active == 0 and ("attack", prize) in state.legal_actions()
    d = state.decision()
    assert d is not None and "Player 2" in d.prompt and "Your" not in d.prompt
    events = state.apply(("attack", prize))         # replacing: the Gem hits player 0
    assert first_event(events, "replacement_damage").player == 1
    assert len(state.grave[0]) == 2 and gem in state.discard[1]
    assert state.attack == prize and state.holding(0)
    # Player 1 now faces player 0's card and may not defend against its own.
    assert state.active == 1 and state.legal_actions()[0][0] == "defend"


def test_a_swindled_return_card_goes_back_to_its_new_owners_hand() -> None:
    ret = card("Boomerang", rarity="R", power=2, skill="Return")
    state, boomerang, prize = _swindled(ret, card("Stolen Prize"))
    state.apply(("attack", boomerang))
    events = state.apply(("attack", prize))         # the replacement damage fires Return
    assert first_event(events, "card_returned").player == 1
    assert boomerang in state.hand[1] and zone_of(state, boomerang) == "hand"


def test_a_swindled_card_leaves_the_game_with_the_player_who_received_it() -> None:
    # Player 1 is 1 card from losing after its draw; the Surge it gave away finishes it.
    state, gem, surger = _swindled(card("Swindled Gem", power=2),
                                   card("Stolen Surger", skill="Surge"), fillers=(10, 2))
    state.apply(("attack", gem))
    events = state.apply(("defend", surger))
    assert state.alive == [True, False] and state.winner == 0
    left = first_event(events, "card_discarded")
    assert left.player == 1 and left.zone == "attack"
    assert gem in state.discard[1] and state.attack != gem
    owned, where = state.all_cards(), state.card_locations()
    for p in (0, 1):
        assert sorted(c for ids in where[p].values() for c in ids) == sorted(owned[p])


def test_swindle_is_undone_exactly() -> None:
    state = game([[card("Swindler", skill="Swindle"), card("Swindled Gem", power=2)],
                  [card("Stolen Prize")]], n=2, attack=(card("Opposing"), 1),
                 options=MonsterCardsOptions(hand_size=2))
    session = Session(state)
    before = state.clone()
    session.apply(("defend", cid(state, 0, "Swindler")))
    assert session.state.owner != before.owner        # the owners moved …
    assert session.state != before                    # … and the state key sees it
    session.undo()
    assert session.state == before and session.state.owner == before.owner
    assert cid(session.state, 0, "Swindled Gem") in session.state.hand[0]


# =========================================================================== the dummy

def test_dummy_defends_with_the_first_card_of_its_hand() -> None:
    state = ENGINE.new_goldfish(_starter(), seed=3)
    assert state.dummy == 1
    state.apply(("first", 1))
    # Nobody attacked: the dummy put its first card in the Attack zone by itself.
    assert state.active == 0 and state.owner[state.attack] == 1
    assert names(state, [state.attack]) == ["Training Monster"]
    assert len(state.hand[1]) == 2


def test_dummy_attacks_an_empty_zone_and_holds_it() -> None:
    dodge = card("Quick Dodger", skill="Dodge")
    state = game([[dodge, FILLER, FILLER], [card("Dummy First"), card("Dummy Second")]],
                 n=2, dummy=1, attack=(card("Dummy Holder", power=2), 1))
    # The player dodges: the dummy's card still holds the Attack zone, so the dummy
    # plays nothing (it draws to 3 all the same) and the turn comes back.
    events = play(state, "discard_play", "Quick Dodger")
    assert state.active == 0 and state.pturns == [2, 1]
    assert names(state, [state.attack]) == ["Dummy Holder"]
    assert "card_played" not in event_names(events)
    assert names(state, state.hand[1])[:2] == ["Dummy First", "Dummy Second"]
    # Replaced: the dummy now defends with its first card against the player's card.
    events = state.apply(("attack", state.hand[0][0]))
    first = next(e for e in events if e.name == "card_played" and e.player == 1)
    assert first.fields() == {"card": "Dummy First", "zone": "defense"}


def test_the_dummy_never_decides() -> None:
    import random

    from deckbuilder.rules.engine import random_policy

    for seed in range(20):
        state = ENGINE.new_goldfish(_starter(), seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            cp = state.current_player()
            assert cp != 1
            state.apply(state.sample_chance() if cp == CHANCE else random_policy(state, rng))


def test_the_built_in_dummy_deck_is_twenty_vanilla_cards() -> None:
    state = ENGINE.new_goldfish(_starter(), seed=1)
    dummy = [state.info[c] for c in state.all_cards()[1]]
    assert len(dummy) == 20
    for ci in dummy:
        assert (ci.rarity, ci.power, ci.element, ci.skill_name) == ("C", 1, "normal", "")
        assert (ci.species, ci.means, ci.size) == ("beast", "close", "medium")


def test_more_than_two_players_are_all_bots() -> None:
    prep = ENGINE.prepare_goldfish(_starter(), players=3)
    state = ENGINE.start(prep, 4)
    assert state.dummy is None and state.num_players() == 3
    assert [len(v) for v in state.all_cards().values()] == [20, 20, 20]
    with pytest.raises(ValueError, match="2 to 8"):
        ENGINE.prepare_goldfish(_starter(), players=9)


def _starter():  # type: ignore[no-untyped-def]
    from tests.rules.engine_support import starter_deck

    return starter_deck("monster-cards")


# =========================================================================== decisions

def test_every_pending_choice_is_described() -> None:
    dodge = card("Quick Dodger", skill="Dodge")
    rev = card("Revolutionary", skill="Revolution")
    state = game([[dodge, rev, FILLER]], n=2, attack=(card("Big Attacker", power=5), 1))
    d = state.decision()
    assert d is not None and d.kind == "choose_one" and d.key == "monster_cards.main"
    assert "Big Attacker" in d.prompt and "Player 2" in d.prompt
    assert d.params["power"] == 5
    assert {o.action for o in d.options} == set(state.legal_actions())
    labels = " | ".join(o.label for o in d.options)
    for words in ("Defend with Filler", "Attack with Filler: take 5 damage", "Dodge with",
                  "Put Revolutionary on the field"):
        assert words in labels
    assert all(o.card for o in d.options)
    state = game([[FILLER, FILLER, FILLER]], n=2)
    d = state.decision()
    assert d is not None and d.prompt == "The Attack zone is empty: play a card to it"
    state.apply(("attack", state.hand[0][0]))
    assert state.decision() is not None and state.decision().player == 1  # type: ignore[union-attr]
    done = game([[]], n=2, fillers=[1, 10])
    assert done.is_terminal() and done.decision() is None


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    state = game([[FILLER, FILLER, FILLER]], n=2)
    before = state.state_key()
    other = state.deck[0][0]
    for action in [("defend", state.hand[0][0]),        # nobody attacks
                   ("attack", other),                   # not in the hand
                   ("attack", state.hand[0][0], 1),
                   ("field", state.hand[0][0]),         # no Game Changer
                   ("snipe", 1), ("end",)]:
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.state_key() == before


def test_a_card_of_another_player_cannot_be_played() -> None:
    state = game([[FILLER, FILLER, FILLER], [card("Not Yours")]], n=2)
    with pytest.raises(IllegalAction):
        state.apply(("attack", cid(state, 1, "Not Yours")))


# =========================================================================== engine

def test_cards_seen_model() -> None:
    options = MonsterCardsOptions()
    assert [ENGINE.cards_seen(options, t, True) for t in range(5)] == [0, 3, 4, 5, 6]
    assert ENGINE.cards_seen(options, 3, False) == 5
    assert ENGINE.opening_hand(options) == 3
    assert ENGINE.cards_seen(MonsterCardsOptions(hand_size=5), 2, True) == 6


def test_every_skill_is_simulated() -> None:
    from tests.rules.engine_support import starter_cards

    cards = [c for c in starter_cards() if c.game == "monster-cards"]
    assert {c.fields.get("skill") for c in cards} >= {"Dodge", "Snipe", "Reverse", "Heal"}
    assert ENGINE.not_simulated(cards) == []


def test_the_ruleset_keeps_its_deck_rules() -> None:
    from deckbuilder.rules.registry import get_ruleset

    rules = get_ruleset("monster-cards").deck_rules
    assert (rules.deck_min, rules.deck_max, rules.cost_cap, rules.team_size) == \
        (1, 20, 200, None)
    assert get_ruleset("monster-cards").engine is ENGINE
