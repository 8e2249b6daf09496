"""MONSTER CARDS with 2 to 8 players: the generic engine checks of
``test_engine_generic.py`` at 3 and 8 seats (every seat a bot), the greedy bot, and the
goldfish batches (kill turn, win share) with several players."""

from __future__ import annotations

import random

import pytest

from deckbuilder.rules.cards import (
    Card,
)
from deckbuilder.rules.engine import CHANCE, TERMINAL, Session, random_policy
from deckbuilder.rules.games.monster_cards import (
    ENGINE,
    MAIN,
    MonsterCardsOptions,
    MonsterCardsState,
    greedy_policy,
    new_game,
)
from deckbuilder.rules.games.monster_cards.values import (
    MC_ELEMENTS,
    MC_MEANS,
    MC_SIZES,
    MC_SKILLS,
    MC_SPECIES,
)
from deckbuilder.rules.sim import GoldfishSpec, play_goldfish, run_chunk
from tests.rules.engine_support import (
    check_conserved,
    check_illegal_refused,
    check_undo_walks_back,
    random_step,
    starter_deck,
)
from tests.rules.test_monster_cards import FILLER, card, cid, game

RULESET = "monster-cards"
TURN_LIMIT = 60
STEP_LIMIT = 20_000
SEATS = [2, 3, 8]


def new_state(players: int, seed: int) -> MonsterCardsState:
    prep = ENGINE.prepare_goldfish(starter_deck(RULESET), players=players)
    return ENGINE.start(prep, seed)




# =========================================================================== generic, N seats

@pytest.mark.parametrize("players", SEATS)
def test_random_playthroughs_end_within_the_turn_limit(players: int) -> None:
    ended = 0
    for seed in range(200):
        state = new_state(players, seed)
        rng = random.Random(seed)
        steps = 0
        while state.current_player() != TERMINAL:
            state.apply(random_step(state, rng))
            steps += 1
            assert steps < STEP_LIMIT, "a game that never moves on"
            if state.player_turns(0) > TURN_LIMIT:
                break
        ended += state.current_player() == TERMINAL
        assert state.player_turns(0) <= TURN_LIMIT + 1
        if state.is_terminal():
            assert state.winner is not None
            assert state.winner == -1 or state.alive[state.winner]
            assert sum(state.alive) == (0 if state.winner == -1 else 1)
    assert ended >= 150


@pytest.mark.parametrize("players", SEATS)
def test_cards_are_conserved_at_every_step(players: int) -> None:
    for seed in range(25):
        state = new_state(players, seed)
        rng = random.Random(seed)
        check_conserved(state)
        while state.current_player() != TERMINAL and state.player_turns(0) <= TURN_LIMIT:
            state.apply(random_step(state, rng))
            check_conserved(state)
            # Between two actions nothing is half-played.
            assert state.played == -1 or state.is_terminal()


def _swindle_deck() -> list[Card]:
    """20 cards: 3 Swindlers and one card of each of the 17 other skills, with random
    attributes so combats go every way (the starter deck has no Swindle card)."""
    pick = random.Random(67)
    deck = [card("Swindler", skill="Swindle")] * 3
    for skill in MC_SKILLS:
        if skill != "Swindle":
            deck.append(card(f"Mixed {skill}", rarity=pick.choice(["C", "R", "SR", "UR"]),
                             power=pick.randint(1, 5), element=pick.choice(MC_ELEMENTS),
                             species=pick.choice(MC_SPECIES), means=pick.choice(MC_MEANS),
                             size=pick.choice(MC_SIZES), skill=skill))
    return deck


@pytest.mark.parametrize("players", SEATS)
def test_cards_are_conserved_with_swindle_in_every_deck(players: int) -> None:
    """Swindle moves cards between hands (and owners): no card may be lost or doubled,
    and a card in the Attack zone always belongs to a player still in the game."""
    deck = _swindle_deck()
    swaps = 0
    for seed in range(40):
        state = new_game([deck] * players, seed=seed)
        rng = random.Random(seed)
        steps = 0
        while state.current_player() != TERMINAL and steps < 3000:
            if state.current_player() == CHANCE:
                action = state.sample_chance()
            elif rng.random() < 0.5:
                action = random_policy(state, rng)
            else:
                action = greedy_policy(state, rng)
            events = state.apply(action)
            steps += 1
            swaps += sum(e.name == "cards_swapped" for e in events)
            check_conserved(state)
            assert state.attack < 0 or state.alive[state.owner[state.attack]]
            if state.phase == MAIN and state.holding(state.active):
                # Nobody is offered to fight or replace their own card.
                assert all(a[0] not in ("attack", "defend") for a in state.legal_actions())
        assert state.current_player() == TERMINAL, "a game that never ends"
    assert swaps > 40                        # Swindle really fired, many times


@pytest.mark.parametrize("players", SEATS)
def test_undo_and_redo_are_exact_across_swindles(players: int) -> None:
    swaps = 0
    for seed in range(5):
        session = Session(new_game([_swindle_deck()] * players, seed=seed))
        rng = random.Random(seed)
        keys = [session.state.state_key()]
        while session.state.current_player() != TERMINAL and len(keys) < 400:
            events = session.apply(random_step(session.state, rng))
            swaps += sum(e.name == "cards_swapped" for e in events)
            keys.append(session.state.state_key())
        for expected in reversed(keys[:-1]):
            session.undo()
            assert session.state.state_key() == expected
            check_conserved(session.state)
        for expected in keys[1:]:
            session.redo()
            assert session.state.state_key() == expected
    assert swaps > 0


@pytest.mark.parametrize("players", SEATS)
def test_same_seed_and_choices_replay_the_same_game(players: int) -> None:
    for seed in (3, 11, 42):
        state = new_state(players, seed)
        rng = random.Random(seed)
        actions, events = [], []
        while state.current_player() != TERMINAL and state.player_turns(0) <= TURN_LIMIT:
            a = random_step(state, rng)
            actions.append(a)
            events.extend(state.apply(a))
        replay = new_state(players, seed)
        replayed = []
        for a in actions:
            replayed.extend(replay.apply(a))
        assert replayed == events
        assert replay == state
        assert new_state(players, seed + 1000) != new_state(players, seed)


@pytest.mark.parametrize("players", SEATS)
def test_illegal_actions_are_refused_and_change_nothing(players: int) -> None:
    check_illegal_refused(new_state(players, 5), random.Random(5), TURN_LIMIT,
                          extra=(("snipe", players), ("attack", -1)))


@pytest.mark.parametrize("players", SEATS)
def test_undo_restores_the_exact_earlier_state(players: int) -> None:
    check_undo_walks_back(Session(new_state(players, 9)), random.Random(9))


@pytest.mark.parametrize("players", SEATS)
def test_every_decision_matches_the_legal_actions(players: int) -> None:
    for seed in range(10):
        state = new_state(players, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.current_player() != CHANCE:
                d = state.decision()
                assert d is not None and d.player == state.current_player()
                assert d.key.startswith("monster_cards.") and d.prompt
                assert [o.action for o in d.options] == state.legal_actions()
                assert all(o.label for o in d.options)
            state.apply(random_step(state, rng))


@pytest.mark.parametrize("players", [3, 8])
def test_a_batch_gives_the_same_figures_however_it_is_split(players: int) -> None:
    spec = GoldfishSpec(RULESET, starter_deck(RULESET), None, MonsterCardsOptions(),
                        "greedy", 4, 15, players)
    whole = run_chunk(spec, 0, 40)
    parts = run_chunk(spec, 0, 15)
    parts.merge(run_chunk(spec, 15, 25))
    assert whole.kill_turn_summary() == parts.kill_turn_summary()
    assert whole.games == 40


# =========================================================================== goldfish

def _batch(policy: str, games: int = 200, players: int = 2,  # type: ignore[no-untyped-def]
           max_turns: int = 20):
    spec = GoldfishSpec(RULESET, starter_deck(RULESET), None, MonsterCardsOptions(), policy,
                        1, max_turns, players)
    return run_chunk(spec, 0, games)


def test_greedy_finishes_goldfish_games() -> None:
    stats = _batch("greedy")
    k = stats.kill_turn_summary()
    assert k["not_won"] <= 10
    # 20 vanilla cards lose 3 by the first draw and at least 2 (a draw and a power-1
    # hit) a turn: the dummy cannot last beyond its 9th turn.
    assert all(2 <= t <= 10 for t in stats.kill_turns)


def test_greedy_is_better_than_random() -> None:
    greedy = _batch("greedy").kill_turn_summary()
    rand = _batch("random").kill_turn_summary()
    assert greedy["mean"] < rand["mean"]
    assert greedy["not_won"] <= rand["not_won"]


def test_kill_turn_counts_the_players_own_turns() -> None:
    state = ENGINE.new_goldfish(starter_deck(RULESET), seed=7)
    result = play_goldfish(state, greedy_policy, random.Random(0), 20, engine=ENGINE)
    assert state.winner == 0
    assert result.kill_turn == state.pturns[0]
    assert state.pturns[1] in (state.pturns[0] - 1, state.pturns[0])


@pytest.mark.parametrize("players", [3, 5, 8])
def test_several_bot_seats_report_a_win_share(players: int) -> None:
    stats = _batch("greedy", 60, players, max_turns=40)
    wins = sum(stats.kill_turns.values())
    assert stats.games == 60 and 0 < wins <= 60
    # The starter deck beats vanilla bots far more often than its fair share, and more
    # slowly with more seats.
    assert wins / 60 > 2 / players
    two = _batch("greedy", 60, 2).kill_turn_summary()["mean"]
    assert stats.kill_turn_summary()["mean"] > two


def test_bots_in_every_seat_play_their_turns() -> None:
    state = new_state(4, 2)
    state.apply(state.sample_chance())
    rng = random.Random(2)
    seen = set()
    while not state.is_terminal():
        seen.add(state.current_player())
        state.apply(greedy_policy(state, rng))
    assert seen == {0, 1, 2, 3}
    assert state.winner is not None


# =========================================================================== greedy choices

def test_greedy_defends_with_the_card_that_wins() -> None:
    loser = card("Weak Defender", rarity="C")
    winner = card("Strong Defender", rarity="SR")
    state = game([[loser, winner, FILLER]], n=2, attack=(card("R Attacker", rarity="R",
                                                             power=3), 1))
    assert greedy_policy(state, random.Random(0)) == ("defend", cid(state, 0,
                                                                    "Strong Defender"))


def test_greedy_plays_its_strongest_card_to_an_empty_attack_zone() -> None:
    cards = [card("Power One", power=1), card("Power Four", power=4),
             card("Power Two", power=2)]
    state = game([cards], n=2)
    assert greedy_policy(state, random.Random(0)) == ("attack", cid(state, 0, "Power Four"))


def test_greedy_replaces_rather_than_losing_a_defence() -> None:
    atk = card("UR Attacker", rarity="UR", power=2)
    state = game([[card("Power Three", power=3), FILLER, FILLER]], n=2, attack=(atk, 1))
    assert greedy_policy(state, random.Random(0)) == ("attack", cid(state, 0, "Power Three"))


def test_greedy_dodges_a_big_attacker_it_cannot_beat() -> None:
    atk = card("UR Giant", rarity="UR", power=5)
    dodge = card("Quick Dodger", skill="Dodge")
    state = game([[dodge, FILLER, FILLER]], n=2, attack=(atk, 1))
    assert greedy_policy(state, random.Random(0)) == ("discard_play",
                                                      cid(state, 0, "Quick Dodger"))
    # Against a small attacker it takes the hit and the Attack zone instead.
    state = game([[dodge, card("Power Four", power=4), FILLER]], n=2,
                 attack=(card("Power One"), 1))
    action = greedy_policy(state, random.Random(0))
    assert action[0] in ("attack", "defend")


def test_greedy_puts_revolution_on_the_field_when_it_wins_the_combat() -> None:
    atk = card("UR Giant", rarity="UR", power=5)
    rev = card("Revolutionary", skill="Revolution")
    state = game([[rev, FILLER, FILLER]], n=2, attack=(atk, 1))
    assert greedy_policy(state, random.Random(0)) == ("field", cid(state, 0, "Revolutionary"))
    state.apply(("field", cid(state, 0, "Revolutionary")))
    action = greedy_policy(state, random.Random(0))
    assert action[0] == "defend"
    state.apply(action)
    assert state.owner[state.attack] == 0          # the C card won thanks to Revolution


def test_greedy_avoids_a_play_that_empties_its_deck() -> None:
    # Replacing the power-2 attacker with a power-5 card is the best trade (it would be
    # chosen with a big deck), but 2 damage empties a 2-card deck: a tie is chosen.
    hand = [card("Power Five", power=5), FILLER, FILLER]
    atk = card("Power Two", power=2)
    roomy = game([hand], n=2, attack=(atk, 1))
    assert greedy_policy(roomy, random.Random(0)) == ("attack", cid(roomy, 0, "Power Five"))
    state = game([hand], n=2, attack=(atk, 1), fillers=[2, 10])
    assert len(state.deck[0]) == 2
    assert greedy_policy(state, random.Random(0))[0] == "defend"


def test_greedy_ends_the_turn_while_holding() -> None:
    dodge = card("Quick Dodger", skill="Dodge")
    state = game([[dodge, FILLER, FILLER]], n=2, attack=(card("My Fort"), 0))
    assert greedy_policy(state, random.Random(0)) == ("end",)


def test_greedy_snipe_choice_is_the_opponent_with_the_fewest_cards() -> None:
    snipe = card("Sniper", skill="Snipe")
    state = game([[snipe, FILLER, FILLER]], n=4, fillers=[10, 9, 4, 6])
    state.apply(("discard_play", cid(state, 0, "Sniper")))
    assert greedy_policy(state, random.Random(0)) == ("snipe", 2)
