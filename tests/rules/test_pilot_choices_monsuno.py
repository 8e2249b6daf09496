"""Rule-level choices of the planner on a hand-made Monsuno hard position, where the greedy
bot goes wrong: the position is set up from a real starter game, the cards moved between
the real zones so every card stays in exactly one place."""

from __future__ import annotations

import random

from deckbuilder.rules.engine import CHANCE, TERMINAL
from deckbuilder.rules.games.monsuno import ASIDE, GONE, HARD_ENGINE, MAIN, MonsunoHardState
from deckbuilder.rules.pilots import Planner
from tests.rules.engine_support import check_conserved, starter_deck

GREEDY = HARD_ENGINE.policies()["greedy"]


def _game() -> MonsunoHardState:
    prepared = HARD_ENGINE.prepare_goldfish(starter_deck("monsuno-hard"),
                                            options=HARD_ENGINE.options_type())
    state = HARD_ENGINE.start(prepared, 11)
    while state.current_player() == CHANCE:
        state.apply_unchecked(state.sample_chance())
    assert isinstance(state, MonsunoHardState)
    return state


def _set_hand(state: MonsunoHardState, names: list[str], top: list[str]) -> list[int]:
    """Player 0's hand becomes exactly ``names`` and the deck's top cards ``top`` (first
    drawn first); every other card stays in the deck."""
    pool = state.deck[0] + state.hand[0]

    def take(name: str) -> int:
        c = next(c for c in pool if state.info[c].name == name)
        pool.remove(c)
        return c

    hand = [take(n) for n in names]
    tops = [take(n) for n in top]
    state.hand[0] = hand
    state.deck[0] = pool + tops[::-1]  # the top card is the last one
    check_conserved(state)
    return hand


def _kill_turn(state: MonsunoHardState, policy, limit: int = 8) -> int:  # type: ignore[no-untyped-def]
    st = state.clone()
    rng = random.Random(0)
    while st.current_player() != TERMINAL and st.pturns[0] <= limit:
        cp = st.current_player()
        st.apply_unchecked(st.sample_chance() if cp == CHANCE else
                           policy(st, rng) if cp == 0 else GREEDY(st, rng))
    return st.pturns[0] if st.winner == 0 else limit + 1


def test_planner_pays_the_launch_with_the_cards_it_does_not_need_for_lethal() -> None:
    """Kairu does not carry over in Redakai (RULES §6.1: it is refilled to the maximum at
    the start of each turn, so there is nothing to hold), and Monsuno has no Kairu: its
    energy is the launch value of the strike cards discarded to launch a Monsuno (§5.2).
    The nearest honest equivalent of "holding Kairu for a lethal attack next turn" is
    which cards pay that launch. The dummy has one Monsuno left with 15 life to lose;
    Gloomspire Bat (damage 5) is being launched for 2. Ashen Breath alone pays it, and is
    also the one card that makes next turn's strike lethal (5 + 9 + 2 damage exceeds 15;
    Venom Dart's 5 + 7 does not). The greedy bot pays with the card worth least by its
    numbers — Ashen Breath (worth 12, against 15 for Venom Dart with Quick Jab) — and
    cannot kill next turn; the planner pays with the other two and kills."""
    state = _game()
    state.active, state.phase, state.pturns[0] = 0, MAIN, 3
    life = state.info[state.mons[1][2]].life
    state.where[1] = [GONE, GONE, ASIDE]
    state.dmg[1] = [life + 1, life + 1, life - 15]
    bat = next(i for i, m in enumerate(state.mons[0]) if state.info[m].name == "Gloomspire Bat")
    hand = _set_hand(state, ["Ashen Breath", "Venom Dart", "Quick Jab", "Dusk Flutter"],
                     ["Tailwind", "Dusk Flutter"])
    state.apply(("launch", bat))
    breath = ("pay", hand.index(next(c for c in hand
                                     if state.info[c].name == "Ashen Breath")))
    assert GREEDY(state, random.Random(0)) == breath
    choice = Planner(GREEDY, budget=16)(state, random.Random(0))
    assert choice != breath and choice in state.legal_actions()
    after = state.clone()
    after.apply_unchecked(choice)
    assert [state.info[c].name for c in after.hand[0]] == ["Ashen Breath", "Dusk Flutter"]
    assert _kill_turn(after, GREEDY) == 4   # the strike next turn is lethal
    assert _kill_turn(state, GREEDY) > 4    # greedy alone does not kill next turn
