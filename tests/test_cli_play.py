"""`deckbuilder goldfish` and `deckbuilder odds`, run in process against a copy of the
starter database and the starter deck files."""

from __future__ import annotations

import json
from collections import Counter
from math import comb
from pathlib import Path

import pytest

from deckbuilder.rules.registry import get_ruleset
from tests.conftest import run_main

DECKS = Path(__file__).resolve().parents[1] / "resources" / "decks"
REDAKAI = DECKS / "redakai-advanced.txt"
DECK_SIZE = 41          # the starter deck's draw pile (its "Deck:" section)
TEAM_SIZE = 3



@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)


def goldfish(capsys, db: Path, *extra: str, games: int = 50) -> dict:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", str(games),
                         "--json", *extra)
    assert code == 0, err
    lines = out.strip().splitlines()
    assert len(lines) == 1
    result: dict = json.loads(lines[0])
    return result


def slowness(result: dict) -> float:
    """Mean turns to win, a game not won counting as one turn past the limit."""
    k = result["kill_turn"]
    total = sum(int(t) * n for t, n in k["histogram"].items())
    return (total + (result["max_turns"] + 1) * k["not_won"]) / result["games"]


# =========================================================================== goldfish --json

def test_goldfish_json_has_the_documented_shape(capsys, db) -> None:  # type: ignore[no-untyped-def]
    result = goldfish(capsys, db)
    assert {"ruleset", "games", "seed", "policy", "kill_turn", "in_hand_by_turn",
            "dead_turn_share", "not_simulated"} <= set(result)
    assert result["ruleset"] == "redakai-advanced"
    assert result["games"] == 50 and result["seed"] == 1 and result["policy"] == "greedy"
    k = result["kill_turn"]
    assert {"mean", "median", "p10", "p90", "histogram", "not_won"} <= set(k)
    assert sum(k["histogram"].values()) + k["not_won"] == 50
    assert k["not_won"] < 25                       # greedy wins most games
    assert k["p10"] <= k["median"] <= k["p90"]
    assert all(1 <= int(t) <= 20 for t in k["histogram"])
    deck_names = {"Blazing Jab", "Magma Fist", "Glowmoth Healer", "Duskwing Owl"}
    assert deck_names <= set(result["in_hand_by_turn"])
    assert "Eclipse Ward" not in result["in_hand_by_turn"]   # sideboard only
    for row in result["in_hand_by_turn"].values():
        assert len(row) == 20                      # --max-turns default
        assert row == sorted(row) and all(0.0 <= x <= 1.0 for x in row)
    assert 0.0 <= result["dead_turn_share"] <= 1.0
    assert result["not_simulated"] == []


def test_goldfish_max_turns_sets_the_row_length(capsys, db) -> None:  # type: ignore[no-untyped-def]
    result = goldfish(capsys, db, "--max-turns", "7", games=10)
    assert all(len(row) == 7 for row in result["in_hand_by_turn"].values())
    assert all(int(t) <= 7 for t in result["kill_turn"]["histogram"])


def test_goldfish_same_seed_same_bytes(capsys, db) -> None:  # type: ignore[no-untyped-def]
    args = ("--db", db, "goldfish", REDAKAI, "--games", "50", "--json", "--seed", "7")
    code1, out1, _ = run_main(capsys, *args)
    code2, out2, _ = run_main(capsys, *args)
    assert code1 == code2 == 0
    assert out1 == out2
    code3, out3, _ = run_main(capsys, *args, "--workers", "2")
    assert code3 == 0
    assert out3 == out1
    code4, out4, _ = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "50", "--json",
                         "--seed", "8")
    assert code4 == 0 and out4 != out1
    assert json.loads(out4)["seed"] == 8


def test_goldfish_text_report(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, _err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "20")
    assert code == 0
    assert "Ember Grove" in out and "20 games" in out
    assert "Kill turn" in out or "never defeated" in out
    assert "Blazing Jab" in out


# =========================================================================== trace

def test_goldfish_trace_is_json_lines_checkable_from_outside(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    trace = tmp_path / "trace.jsonl"
    code, out, _ = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "5", "--json",
                       "--trace", trace)
    assert code == 0
    result = json.loads(out)
    lines = trace.read_text(encoding="utf-8").splitlines()
    assert lines
    records = [json.loads(line) for line in lines]
    assert {r["game"] for r in records} == set(range(5))
    for r in records:
        assert {"game", "turn", "player", "event", "zones"} <= set(r)
        assert set(r["zones"]) == {"0", "1"}
        # Cards are conserved: the player's zones always hold the deck and the team.
        assert sum(r["zones"]["0"].values()) == DECK_SIZE + TEAM_SIZE, r
        assert r["zones"]["1"]["characters"] == TEAM_SIZE
        if r["event"] in ("attack_hit", "attack_stopped", "attack_played", "card_drawn"):
            assert isinstance(r["card"], str) and r["card"]
        if r["event"] == "attack_hit":
            assert r["power"] > r["defense"]
        if r["event"] == "attack_stopped":
            assert r["power"] <= r["defense"]
    by_game: dict[int, list[dict]] = {}
    for r in records:
        by_game.setdefault(r["game"], []).append(r)
    wins = 0
    for events in by_game.values():
        assert events[0]["event"] == "first_player"
        names = [e["event"] for e in events]
        # Every game ends with a win or at the turn limit; a win follows the third defeat.
        if "game_won" in names:
            wins += 1
            assert names[-1] == "game_won"
            defeated = [e for e in events if e["event"] == "character_defeated"]
            assert len(defeated) == 3 and all(e["player"] == 1 for e in defeated)
        turns = sum(1 for e in events if e["event"] == "turn_started" and e["player"] == 0)
        assert turns <= 21
        # The player's hand plus deck shrink by one for every card played.
        hits = Counter(e["event"] for e in events)
        assert hits["attack_hit"] + hits["attack_stopped"] == hits["attack_played"]
    k = result["kill_turn"]
    assert wins == 5 - k["not_won"]


def test_trace_keeps_every_field_of_the_event(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    trace = tmp_path / "trace.jsonl"
    code, _, _ = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "1", "--json",
                     "--trace", trace)
    assert code == 0
    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    first = records[0]["player"]
    count = Counter()  # type: ignore[var-annotated]
    checked = 0
    for r in records:
        if r["event"] == "turn_started":
            count[r["player"]] += 1
            if r["player"] != first:
                # The event says which of *that player's* turns begins (its own "turn"
                # field); for the second player it never equals the global turn counter.
                values = [v for k, v in r.items() if k not in ("game", "player", "event")]
                assert count[r["player"]] in values, r
                checked += 1
    assert checked >= 1


def test_trace_tells_which_zones_an_attack_damaged(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    trace = tmp_path / "trace.jsonl"
    code, _, _ = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "2", "--json",
                     "--trace", trace)
    assert code == 0
    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    hits = [r for r in records if r["event"] == "attack_hit"]
    assert hits
    # The greedy bot plays attacks that damage a new zone, and each hit names its zones;
    # or, with nothing to damage, one whose hit draws a card (the trace shows the draw).
    for r in hits:
        if not r["damaged"]:
            after = records[records.index(r) + 1]
            assert after["event"] == "card_drawn" and after["player"] == r["player"], after
            continue
        assert {"left", "middle", "right"} & set(r["damaged"]), r


# =========================================================================== options, policy

def test_set_kairu_cap_changes_the_result(capsys, db) -> None:  # type: ignore[no-untyped-def]
    normal = goldfish(capsys, db, games=30)
    capped = goldfish(capsys, db, "--set", "kairu_cap=2", games=30)
    assert capped != normal
    assert slowness(capped) > slowness(normal)
    if "options" in capped:
        assert capped["options"]["kairu_cap"] == 2


@pytest.mark.parametrize(("setting", "words"), [
    ("nope=1", ["nope"]),
    ("kairu_cap=abc", ["kairu_cap", "abc"]),
    ("kairu_cap=-1", ["kairu_cap"]),
    ("kairu_cap", ["kairu_cap"]),
])
def test_bad_option_exits_2(capsys, db, setting, words) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "3", "--set",
                         setting)
    assert code == 2
    assert out == ""
    assert err.startswith("deckbuilder: ")
    for w in words:
        assert w in err
    assert "Traceback" not in err


def test_random_policy_works(capsys, db) -> None:  # type: ignore[no-untyped-def]
    result = goldfish(capsys, db, "--policy", "random", games=10)
    assert result["policy"] == "random" and result["games"] == 10
    greedy = goldfish(capsys, db, games=10)
    assert slowness(result) > slowness(greedy)


def test_unknown_policy_exits_2(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "3", "--policy",
                         "smart")
    assert code == 2 and out == ""
    assert "smart" in err and "greedy" in err


@pytest.mark.parametrize("args", [("--games", "0"), ("--max-turns", "0")])
def test_bad_counts_exit_2(capsys, db, args) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as exit_info:
        run_main(capsys, "--db", db, "goldfish", REDAKAI, *args)
    err = capsys.readouterr().err
    assert exit_info.value.code == 2
    assert f"argument {args[0]}: 0 is out of range: give a number from 1 to" in err


def test_not_simulated_cards_are_listed(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    catalog = tmp_path / "quick.json"
    catalog.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1, "cards": [
        {"game": "redakai", "name": "Quick Jab", "kind": "attack", "kairu": 0, "power": 2,
         "color": "red", "hits": [False, True, False],
         "effects": [{"do": "speed", "amount": 1}]}]}), encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "catalog", "import", catalog)
    assert code == 0, err
    deck = tmp_path / "quick.txt"
    deck.write_text(REDAKAI.read_text(encoding="utf-8").replace("Deck:\n", "Deck:\n1 Quick Jab\n"),
                    encoding="utf-8")
    code, out, err = run_main(capsys, "--db", db, "goldfish", deck, "--games", "5", "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["not_simulated"] == ["Quick Jab"]
    assert "Quick Jab" in result["in_hand_by_turn"]
    code, out, _ = run_main(capsys, "--db", db, "goldfish", deck, "--games", "5")
    assert code == 0 and "not simulated" in out and "Quick Jab" in out


# =========================================================================== dummy

def test_dummy_file_with_catalog_characters(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    dummy = tmp_path / "dummy.txt"
    dummy.write_text("Ruleset: redakai-advanced\nCharacters:\n1 Oskel - Iron Quill\n"
                     "1 Mirada - Thorn Dancer\n1 Korrow - Night Lantern\n", encoding="utf-8")
    training = goldfish(capsys, db, games=30)
    walled = goldfish(capsys, db, "--dummy", str(dummy), games=30)
    assert walled["games"] == 30
    assert slowness(walled) > slowness(training)


def test_dummy_file_with_unknown_cards_exits_2(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    dummy = tmp_path / "dummy.txt"
    dummy.write_text("Ruleset: redakai-advanced\nCharacters:\n1 Nobody - At All\n"
                     "1 Mirada - Thorn Dancer\n1 Korrow - Night Lantern\n", encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "3", "--dummy",
                       dummy)
    assert code == 2 and "Nobody - At All" in err


def test_dummy_file_with_two_characters_exits_2(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    dummy = tmp_path / "dummy.txt"
    dummy.write_text("Ruleset: redakai-advanced\nCharacters:\n1 Mirada - Thorn Dancer\n"
                     "1 Korrow - Night Lantern\n", encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "3", "--dummy",
                       dummy)
    assert code == 2 and "3" in err and "Traceback" not in err


# =========================================================================== odds

def test_odds_json_is_the_hypergeometric_value(capsys, db) -> None:  # type: ignore[no-untyped-def]
    # By turn 1 the rules fix the count: 3 in the opening hand + 1 draw = 4 cards seen.
    code, out, err = run_main(capsys, "--db", db, "odds", REDAKAI, "--card", "Magma Fist",
                         "--by-turn", "1", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["cards_seen_range"] == [4, 4] and data["standard_error"] == 0
    assert data["probability"] == pytest.approx(1 - comb(38, 4) / comb(41, 4), abs=1e-6)
    assert data["cards_seen"] == 4 and data["deck_size"] == 41
    assert data["copies_in_deck"] == 3 and data["ruleset"] == "redakai-advanced"


def test_odds_count_the_draw_effects_the_games_played(capsys, db) -> None:  # type: ignore[no-untyped-def]
    # By turn 3 the schedule says 3 + 3 = 6 cards, but draw abilities draw more in some
    # games: the chance is the exact one for each count, weighted by the games that drew
    # it, so it lies between the chances for the fewest and the most cards drawn.
    code, out, err = run_main(capsys, "--db", db, "odds", REDAKAI, "--card", "Magma Fist",
                         "--by-turn", "3", "--json")
    assert code == 0, err
    data = json.loads(out)
    lo, hi = data["cards_seen_range"]
    assert lo == 6 < hi and data["simulated_games"] == 2000 and data["seed"] == 1
    assert lo < data["cards_seen_mean"] < hi
    assert 1 - comb(38, lo) / comb(41, lo) < data["probability"] < \
        1 - comb(38, hi) / comb(41, hi)
    assert 0 < data["standard_error"] < 0.01


def test_odds_of_two_cards_together(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run_main(capsys, "--db", db, "odds", REDAKAI, "--card", "blazing jab", "--card",
                       "Vine Snap", "--copies", "2", "--by-turn", "1", "--json")
    assert code == 0
    data = json.loads(out)
    seen = 4
    p = 1 - (comb(35, seen) + 6 * comb(35, seen - 1)) / comb(41, seen)
    assert data["probability"] == pytest.approx(p, abs=1e-6)
    assert data["cards"] == ["Blazing Jab", "Vine Snap"] and data["copies_in_deck"] == 6


def test_odds_text_output(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run_main(capsys, "--db", db, "odds", REDAKAI, "--card", "Magma Fist",
                       "--by-turn", "1")
    assert code == 0
    assert "27.11%" in out and "41-card deck" in out and "in all 2,000 greedy games" in out


def test_odds_of_a_card_not_in_the_deck_exits_2(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, _, err = run_main(capsys, "--db", db, "odds", REDAKAI, "--card", "Volcanic Crash",
                       "--by-turn", "3")
    assert code == 2 and "Volcanic Crash" in err


# =========================================================================== no engine

def test_a_ruleset_without_an_engine_exits_2(capsys, db, monkeypatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # Every shipped ruleset has an engine now; a ruleset registered without one stands in
    # for a game whose engine is not written yet.
    import dataclasses

    from deckbuilder.rules import registry

    base = get_ruleset("monsuno-hard")
    monkeypatch.setitem(registry._REGISTRY, "monsuno-hard",
                        dataclasses.replace(base, engine_source=None))
    path = DECKS / "monsuno-hard.txt"
    code, out, err = run_main(capsys, "--db", db, "goldfish", path, "--games", "3")
    assert code == 2 and out == ""
    assert "monsuno-hard" in err and "engine" in err
    assert "Traceback" not in err
    code, _, err = run_main(capsys, "--db", db, "odds", path, "--card", "x", "--by-turn", "1")
    assert code == 2 and "monsuno-hard" in err
