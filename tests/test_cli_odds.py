"""`deckbuilder odds` gives the window's figure: by turn N it counts every card the games
drew into the hand (refills, draw effects, the hard rules' combat draw), not a fixed
number a turn. For every starter deck and turns 1–15 its answer must agree with the share
of an independent simulation's games that held the card by then, within the standard
error of the difference. The old fixed-count figures were 3–15 standard errors low."""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

import pytest

from deckbuilder.cli import main
from deckbuilder.rules.deckstats import deck_cards
from deckbuilder.rules.sim import GoldfishSpec, Stats, engine_for, run_batch
from tests.rules.engine_support import playable_rulesets, starter_deck

DECKS = Path(__file__).resolve().parents[1] / "resources" / "decks"
TURNS = 15
#: Games of the command's own batch (its figure's standard error, reported in its JSON,
#: allows for them) and of the independent reference batch (another seed).
CLI_GAMES = 400
REFERENCE_GAMES = 4000
REFERENCE_SEED = 77
#: Standard errors of the difference allowed: 75 comparisons (5 decks × 15 turns) at 4
#: standard errors leave a false alarm under 0.5 % (two-sided normal tail 6.3e-5 each).
Z = 4.0


@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)


@cache
def reference(ruleset: str) -> Stats:
    deck = starter_deck(ruleset)
    options = engine_for(ruleset).options_type()
    return run_batch(GoldfishSpec(ruleset, deck, None, options, seed=REFERENCE_SEED,
                                  max_turns=TURNS), REFERENCE_GAMES)


def most_copies(ruleset: str) -> str:
    """The card of the starter deck with the most copies (the first in the list)."""
    cards = deck_cards(starter_deck(ruleset))
    return max(cards, key=lambda cn: cn[1])[0].name


def odds_json(capsys, db: Path, ruleset: str, card: str, turn: int) -> dict:  # type: ignore[no-untyped-def,type-arg]
    code = main(["--db", str(db), "odds", str(DECKS / f"{ruleset}.txt"), "--card", card,
                 "--by-turn", str(turn), "--games", str(CLI_GAMES), "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    result: dict = json.loads(out)  # type: ignore[type-arg]
    return result


def test_every_starter_deck_is_checked() -> None:
    assert {p.stem for p in DECKS.glob("*.txt")} == set(playable_rulesets())


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", sorted(playable_rulesets()))
def test_odds_agree_with_a_simulation_at_turns_1_to_15(capsys, db, ruleset: str) -> None:  # type: ignore[no-untyped-def]
    card = most_copies(ruleset)
    held = reference(ruleset).in_hand_by_turn([card], TURNS)[card]
    for turn in range(1, TURNS + 1):
        r = odds_json(capsys, db, ruleset, card, turn)
        assert r["simulated_games"] == CLI_GAMES
        share = held[turn - 1]
        p = r["probability"]
        # The command's figure and the reference share are independent estimates of the
        # same chance: the variance of their difference is the sum of theirs.
        se = math.sqrt(r["standard_error"] ** 2 + share * (1 - share) / REFERENCE_GAMES)
        assert abs(p - share) <= Z * se, (card, turn, p, share, se)


def test_at_turn_10_the_hard_rules_count_the_refills(capsys, db) -> None:  # type: ignore[no-untyped-def]
    """One turn of the check above, quick: Monsuno tcg, where refills and draw effects
    add the most cards (the fixed count, 14 cards, was 7 standard errors low)."""
    card = most_copies("monsuno-tcg")
    share = reference("monsuno-tcg").in_hand_by_turn([card], TURNS)[card][9]
    r = odds_json(capsys, db, "monsuno-tcg", card, 10)
    se = math.sqrt(r["standard_error"] ** 2 + share * (1 - share) / REFERENCE_GAMES)
    assert abs(r["probability"] - share) <= Z * se
    assert r["cards_seen_mean"] > 14


def test_the_help_says_what_by_turn_counts(capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit):
        main(["odds", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "by the end of your turn N" in text
    assert "refills, draw effects" in text
    assert "the combat draw of turn N itself" in text
    assert "weighted by the games that drew it" in text
