"""What a user sees of the engines' rules in `deckbuilder goldfish --trace` (RULES.md §4,
§6.1): the command run in process against a copy of the starter database, its trace file
read back line by line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_main

DECKS = Path(__file__).resolve().parents[1] / "resources" / "decks"



@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)


def traced(capsys, db: Path, tmp_path: Path, deck: Path, *extra: str,  # type: ignore[no-untyped-def]
           games: int = 3) -> list[dict[str, Any]]:
    trace = tmp_path / "trace.jsonl"
    code, _out, err = run_main(capsys, "--db", db, "goldfish", deck, "--games", games, "--json",
                          "--trace", trace, *extra)
    assert code == 0, err
    return [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("ruleset", ["monsuno-medium", "monsuno-hard", "monsuno-tcg",
                                     "redakai-advanced", "monster-cards"])
def test_trace_zones_hold_every_card_at_every_event(capsys, db, tmp_path,  # type: ignore[no-untyped-def]
                                                    ruleset) -> None:
    """Each line's ``zones`` shows every card in one zone: a player's zone sizes add up to
    the same total all game long — a drawn card is never in no zone (it once was, in
    Monsuno, at its card_drawn line)."""
    records = traced(capsys, db, tmp_path, DECKS / f"{ruleset}.txt")
    assert any(r["event"] == "card_drawn" for r in records)
    totals: dict[int, dict[str, int]] = {}
    for r in records:
        sizes = {p: sum(zones.values()) for p, zones in r["zones"].items()}
        first = totals.setdefault(r["game"], sizes)
        assert sizes == first, f"{r['event']} in game {r['game']}: {r['zones']}"


def test_trace_shows_a_hand_over_six_discarded_in_the_turn_of_the_draw(  # type: ignore[no-untyped-def]
        capsys, db, tmp_path) -> None:
    """Redakai (RULES §6.1): an attack that draws 3 on a hit takes the hand over 6 in the
    middle of the turn; the player discards down to 6 at once, so no turn ends — and no
    opponent's turn passes — with more than 6 cards in hand."""
    catalog = tmp_path / "insight.json"
    catalog.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1, "cards": [
        {"game": "redakai", "name": "Deep Insight", "kind": "attack", "kairu": 0, "power": 5,
         "color": "red", "hits": [False, True, False],
         "effects": [{"do": "draw", "amount": 3}]}]}), encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "catalog", "import", catalog)
    assert code == 0, err
    deck = tmp_path / "insight.txt"
    deck.write_text("Ruleset: redakai-advanced\nCharacters:\n1 Tessia - Ember Veil\n"
                    "1 Brannoc - Stone Oath\n1 Korrow - Night Lantern\n"
                    "Deck:\n20 Deep Insight\n20 Volcanic Crash\n", encoding="utf-8")
    records = traced(capsys, db, tmp_path, deck, "--max-turns", "4", games=5)
    ended = [r for r in records if r["event"] == "turn_ended"]
    assert ended
    assert all(r["zones"]["0"]["hand"] <= 6 for r in ended), \
        [r["zones"]["0"]["hand"] for r in ended]
    # The discards come in the turn of the draw, right after the hit and its draws.
    mid_turn = []
    last = ""
    for r in records:
        if r["event"] == "card_discarded" and last == "attack_hit":
            mid_turn.append(r)
        if r["event"] not in ("card_drawn", "card_discarded"):
            last = r["event"]
    assert mid_turn
    assert all(r["reason"] == "hand limit" and r["player"] == 0 for r in mid_turn)
