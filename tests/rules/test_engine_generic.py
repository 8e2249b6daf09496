"""The tests every ruleset with an engine must pass, now and later (DESIGN.md §5):
random playthroughs end, cards are conserved at every step, a replay with the same seed
and choices gives the same game, illegal actions are refused and change nothing, and undo
restores the exact earlier state."""

from __future__ import annotations

import random

import pytest

from deckbuilder.rules.engine import CHANCE, TERMINAL, GameState, Session
from deckbuilder.rules.matchup import prepare_match
from deckbuilder.rules.pilots import redeal
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.rules.sim import GoldfishSpec, run_chunk
from tests.rules.engine_support import (
    check_conserved,
    check_conserved_at_every_event,
    check_illegal_refused,
    check_undo_walks_back,
    playable_rulesets,
    random_step,
    starter_deck,
)

RULESETS = playable_rulesets()
TURN_LIMIT = 60
STEP_LIMIT = 20_000


def new_state(ruleset_id: str, seed: int):  # type: ignore[no-untyped-def]
    engine = get_ruleset(ruleset_id).engine
    return engine.new_goldfish(starter_deck(ruleset_id), seed=seed)




def test_every_ruleset_with_an_engine_is_tested() -> None:
    assert "redakai-advanced" in RULESETS


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_random_playthroughs_end_within_the_turn_limit(ruleset_id: str) -> None:
    """Every random goldfish game ends on its own well within TURN_LIMIT turns of the
    player: random play does not stall against the dummy. Most are won, a few lost (a
    Redakai deck-out, Monsuno Recover damage, the MONSTER CARDS dummy's plays); the longest
    of these seeds takes 37 turns (Redakai, whose 41-card deck runs out by turn 39)."""
    ended = 0
    for seed in range(200):
        state = new_state(ruleset_id, seed)
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
    assert ended == 200


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_cards_are_conserved_at_every_step(ruleset_id: str) -> None:
    for seed in range(25):
        state = new_state(ruleset_id, seed)
        rng = random.Random(seed)
        check_conserved(state)
        while state.current_player() != TERMINAL and state.player_turns(0) <= TURN_LIMIT:
            state.apply(random_step(state, rng))
            check_conserved(state)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_traced_event_shows_each_card_in_exactly_one_zone(ruleset_id: str) -> None:
    """RULES.md §4: a card is never between zones when an event is emitted: at every
    event each card is in exactly one zone, and the event's zone sizes (the trace's
    ``zones``) add up to each player's cards."""
    for seed in range(25):
        state = check_conserved_at_every_event(new_state(ruleset_id, seed))
        owned = {p: len(cards) for p, cards in state.all_cards().items()}
        rng = random.Random(seed)
        while state.current_player() != TERMINAL and state.player_turns(0) <= TURN_LIMIT:
            for event in state.apply(random_step(state, rng)):
                zones = event.zones
                assert zones is not None
                totals = {p: sum(sizes.values()) for p, sizes in zones.items()}
                assert totals == owned, (f"seed {seed}: {event.name} {event.to_json()} "
                                         f"shows {zones}")


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_same_seed_and_choices_replay_the_same_game(ruleset_id: str) -> None:
    for seed in (3, 11, 42):
        state = new_state(ruleset_id, seed)
        rng = random.Random(seed)
        actions, events = [], []
        while state.current_player() != TERMINAL and state.player_turns(0) <= TURN_LIMIT:
            a = random_step(state, rng)
            actions.append(a)
            events.extend(state.apply(a))
        replay = new_state(ruleset_id, seed)
        replayed = []
        for a in actions:
            replayed.extend(replay.apply(a))
        assert replayed == events
        assert replay == state
        # Another seed deals another game.
        other = new_state(ruleset_id, seed + 1000)
        assert other != new_state(ruleset_id, seed)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_illegal_actions_are_refused_and_change_nothing(ruleset_id: str) -> None:
    check_illegal_refused(new_state(ruleset_id, 5), random.Random(5), TURN_LIMIT)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_undo_restores_the_exact_earlier_state(ruleset_id: str) -> None:
    check_undo_walks_back(Session(new_state(ruleset_id, 9)), random.Random(9))


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_batch_gives_the_same_figures_however_it_is_split(ruleset_id: str) -> None:
    engine = get_ruleset(ruleset_id).engine
    spec = GoldfishSpec(ruleset_id, starter_deck(ruleset_id), None, engine.options_type(),
                        "greedy", 4, 15)
    whole = run_chunk(spec, 0, 60)
    parts = run_chunk(spec, 0, 25)
    parts.merge(run_chunk(spec, 25, 35))
    assert whole.kill_turn_summary() == parts.kill_turn_summary()
    assert whole.in_hand_by_turn(["x"], 15) == parts.in_hand_by_turn(["x"], 15)
    assert whole.games == 60


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_hand_ids_name_the_hand_at_every_step(ruleset_id: str) -> None:
    """The batch runner watches the hand by ``hand_ids`` and names only the cards that came
    in: the ids must name what ``hand_names`` says, each card once, at every step."""
    for seed in range(10):
        state = new_state(ruleset_id, seed)
        rng = random.Random(seed)
        while True:
            for p in range(state.num_players()):
                ids = state.hand_ids(p)
                assert [state.card_name(c) for c in ids] == state.hand_names(p)
                assert len(set(ids)) == len(ids)
            if state.current_player() == TERMINAL or state.player_turns(0) > TURN_LIMIT:
                break
            state.apply(random_step(state, rng))


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_bots_marked_rng_free_play_the_same_games_with_any_generator(ruleset_id: str) -> None:
    """A batch lends the policies marked ``rng_free`` one generator for all its games: they
    must not draw from it, or a game would depend on the games played before it."""
    engine = get_ruleset(ruleset_id).engine
    marked = {n: f for n, f in engine.policies().items() if getattr(f, "rng_free", False)}
    assert "greedy" in marked
    prepared = engine.prepare_goldfish(starter_deck(ruleset_id))
    for policy in marked.values():
        for seed in range(20):
            games = []
            for rng_seed in (1, 2):
                state = engine.start(prepared, seed)
                rng = random.Random(rng_seed)
                actions = []
                while state.current_player() != TERMINAL and state.player_turns(0) <= 20:
                    if state.current_player() == CHANCE:
                        action = state.sample_chance()
                    else:
                        action = policy(state, rng)
                    actions.append(action)
                    state.apply(action)
                games.append(actions)
            assert games[0] == games[1]


def _face_down_to_seat_0(state: GameState) -> set[int]:
    """The cards the table shows player 0 face down (the window's own view)."""
    return {card.instance for side in state.table_view() for zone in side.zones
            for card in zone.cards if card.state == "face-down"}


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_engine_states_what_each_seat_cannot_see(ruleset_id: str) -> None:
    """The hidden-information contract (``GameState.hidden_from``), at every step of random
    games between two real decks: every engine implements it; what a seat cannot see
    covers every draw pile, every other seat's hand and every card the table shows face
    down, never the seat's own hand; each pool is one seat's cards; and dealing it anew
    (as the pilots do) conserves every card, keeps every zone's size and moves no card the
    seat can see — its hand and every face-up zone stay exactly as they were."""
    engine = get_ruleset(ruleset_id).engine
    assert type(engine.start(prepare_match(engine, [starter_deck(ruleset_id)] * 2,
                                           engine.options_type()), 0)).hidden_from \
        is not GameState.hidden_from, "the engine does not say what a seat cannot see"
    face_down = 0
    for game in range(3):
        state = engine.start(prepare_match(engine, [starter_deck(ruleset_id)] * 2,
                                           engine.options_type()), game)
        rng = random.Random(game)
        steps = 0
        while state.current_player() != TERMINAL and steps < 150:
            where = state.card_locations()
            for seat in (None, *range(state.num_players())):
                pools = state.hidden_from(seat)
                hidden = [c for h in pools for c in h.cards()]
                assert len(hidden) == len(set(hidden)), "a card in two pools"
                for h in pools:
                    assert len({state.owner[c] for c in h.cards()}) <= 1
                    for down in h.face_down:
                        assert down.allowed is None or down.allowed(down.holder[down.index])
                covered = set(hidden)
                for p, zones in where.items():
                    assert set(zones["deck"]) <= covered
                    if seat is not None and p != seat:
                        assert set(state.hand_ids(p)) <= covered
                if seat is not None:
                    assert not covered & set(state.hand_ids(seat))
                if seat == 0:
                    down_0 = _face_down_to_seat_0(state)
                    assert down_0 <= covered
                    face_down += bool(down_0)
                dealt = state.clone()
                redeal(dealt, seat, random.Random(steps))
                check_conserved(dealt)
                after = dealt.card_locations()
                for p, zones in where.items():
                    for zone, ids in zones.items():
                        assert len(after[p][zone]) == len(ids)
                        assert [c for c in ids if c not in covered] == \
                            [c for c in after[p][zone] if c not in covered], (p, zone)
                if seat is not None:
                    assert dealt.hand_ids(seat) == state.hand_ids(seat)
                for h in dealt.hidden_from(seat):
                    for down in h.face_down:
                        assert down.allowed is None or down.allowed(down.holder[down.index])
            state.apply(random_step(state, rng))
            steps += 1
    if ruleset_id.startswith("monsuno"):
        assert face_down, "no strike card was ever face down"


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 40, 60, 129])
def test_shuffle_gives_the_permutation_random_shuffle_gives(length: int) -> None:
    # Every saved game, trace and golden figure depends on the decks being shuffled
    # exactly as random.Random.shuffle does it.
    from deckbuilder.rules.engine import shuffle

    for seed in range(200):
        ours, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(length)), list(range(length))
        shuffle(ours, a)
        theirs.shuffle(b)
        assert a == b
        assert ours.getstate() == theirs.getstate()
