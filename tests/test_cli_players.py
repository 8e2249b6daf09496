"""`deckbuilder goldfish --players N`: MONSTER CARDS against several bot seats, the
2-player goldfish and odds of MONSTER CARDS, and a clear refusal for rulesets that only
seat two players. Run in process against a copy of the starter database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run_main

DECKS = Path(__file__).resolve().parents[1] / "resources" / "decks"
MONSTER = DECKS / "monster-cards.txt"
REDAKAI = DECKS / "redakai-advanced.txt"



@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)


def goldfish(capsys, db: Path, *extra: object, games: int = 40) -> dict:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", games, "--json",
                         *extra)
    assert code == 0, err
    result: dict = json.loads(out)
    return result


def test_monster_cards_goldfish_json(capsys, db) -> None:  # type: ignore[no-untyped-def]
    result = goldfish(capsys, db)
    assert result["ruleset"] == "monster-cards" and result["players"] == 2
    k = result["kill_turn"]
    assert sum(k["histogram"].values()) + k["not_won"] == 40
    assert result["win_share"] == round((40 - k["not_won"]) / 40, 4)
    assert k["median"] is not None and 2 <= k["median"] <= 10
    rows = result["in_hand_by_turn"]
    assert "Pyre Dragon" in rows and len(rows) == 20
    for row in rows.values():
        assert row == sorted(row) and len(row) == 20 and row[-1] <= 1.0
    # A 20-card deck shows 3 cards on turn 1: a single copy is held in about 3/20 of the
    # games (all 20 rows together: exactly 3 cards per game).
    assert sum(row[0] for row in rows.values()) == pytest.approx(3.0)
    assert 0.0 <= result["dead_turn_share"] <= 1.0
    assert result["not_simulated"] == []
    assert result["options"]["hand_size"] == 3


def test_players_three_reports_the_win_share(capsys, db) -> None:  # type: ignore[no-untyped-def]
    result = goldfish(capsys, db, "--players", "3", "--max-turns", "40")
    assert result["players"] == 3
    k = result["kill_turn"]
    wins = sum(k["histogram"].values())
    assert result["win_share"] == round(wins / 40, 4)
    assert wins > 40 / 3                                # better than a fair share
    two = goldfish(capsys, db)
    # Three seats take longer to clear than one dummy.
    assert k["mean"] > two["kill_turn"]["mean"]


def test_players_same_seed_same_bytes(capsys, db) -> None:  # type: ignore[no-untyped-def]
    args = ("--db", db, "goldfish", MONSTER, "--games", "30", "--json", "--players", "4",
            "--seed", "5")
    code1, out1, _ = run_main(capsys, *args)
    code2, out2, _ = run_main(capsys, *args, "--workers", "2")
    assert code1 == code2 == 0 and out1 == out2
    code3, out3, _ = run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", "30", "--json",
                         "--seed", "5")
    assert code3 == 0 and out3 != out1


def test_players_text_report(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", "20",
                         "--players", "4")
    assert code == 0, err
    assert "4 players" in out and "3 greedy bots" in out
    assert "last one standing" in out and "Pyre Dragon" in out


def test_players_with_a_dummy_file_gives_the_bots_its_cards(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    dummy = tmp_path / "bots.txt"
    dummy.write_text("Ruleset: monster-cards\nDeck:\n20 Pebble Golem\n", encoding="utf-8")
    trace = tmp_path / "trace.jsonl"
    code, _out, err = run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", "3", "--json",
                          "--players", "3", "--dummy", dummy, "--trace", trace)
    assert code == 0, err
    records = [json.loads(line) for line in trace.read_text(encoding="utf-8").splitlines()]
    assert {r["game"] for r in records} == {0, 1, 2}
    for r in records:
        assert set(r["zones"]) == {"0", "1", "2"}
        assert sum(r["zones"]["1"].values()) == 20
    played = {(r["player"], r["card"]) for r in records if r["event"] == "card_played"}
    assert {name for p, name in played if p in (1, 2)} == {"Pebble Golem"}
    assert any(p == 0 for p, _ in played)


def test_players_for_a_two_player_ruleset_exits_2(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "3",
                         "--players", "3")
    assert code == 2 and out == ""
    assert "redakai-advanced" in err and "2 players" in err and "--players 3" in err
    assert "Traceback" not in err
    # Two players is what it always did.
    code, out, err = run_main(capsys, "--db", db, "goldfish", REDAKAI, "--games", "3", "--json",
                         "--players", "2")
    assert code == 0, err
    assert json.loads(out)["players"] == 2


@pytest.mark.parametrize("players", ["1", "9", "0"])
def test_players_out_of_range_exits_2(capsys, db, players) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as exit_info:
        run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", "3", "--players", players)
    out, err = capsys.readouterr()
    assert exit_info.value.code == 2 and out == ""
    assert "argument --players" in err and "from 2 to 8" in err and players in err


def test_monster_cards_odds_use_the_hand_of_three(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "odds", MONSTER, "--card", "Pyre Dragon",
                         "--by-turn", "3", "--json")
    assert code == 0, err
    data = json.loads(out)
    # The hand of three, then one card for each card played: at most 5 cards by turn 3,
    # fewer in the games where a card held the Attack zone (and drew nothing).
    lo, hi = data["cards_seen_range"]
    assert hi == 5 > lo and data["deck_size"] == 20
    assert lo / 20 < data["probability"] < 0.25


def test_a_table_file_option_from_the_command_line(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    tables = tmp_path / "tables.json"
    tables.write_text(json.dumps({"rarity": {"C": 4, "R": 3, "SR": 2, "UR": 1}}),
                      encoding="utf-8")
    normal = goldfish(capsys, db)
    flipped = goldfish(capsys, db, "--set", f"tables_file={tables}")
    assert flipped["options"]["rarity_ranks"] == [["C", 4], ["R", 3], ["SR", 2], ["UR", 1]]
    assert flipped != normal
    tables.write_text("{not json", encoding="utf-8")
    code, out, err = run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", "3", "--set",
                         f"tables_file={tables}")
    assert code == 2 and out == "" and "tables.json" in err and "Traceback" not in err
