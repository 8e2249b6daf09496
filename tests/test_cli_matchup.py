"""`deckbuilder matchup` and `deckbuilder gauntlet`, run in process against a copy of the
starter database and the starter deck files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckbuilder.cli import main

DECKS = Path(__file__).resolve().parents[1] / "resources" / "decks"
REDAKAI = DECKS / "redakai-advanced.txt"
MONSTER = DECKS / "monster-cards.txt"
HARD = DECKS / "monsuno-hard.txt"


#: The strongest cards of the MONSTER CARDS starter deck → the weakest it lacks.
WEAKEST = {"Sunforge Sovereign": "Gearbug Scout", "Abyssal Kraken": "Ripple Sprite",
           "Pyre Dragon": "Gravemoss Shade", "Halo Seraph": "Marsh Leech",
           "Iron Sentry": "Soot Imp", "Nightshade Witch": "Grim Lantern Moth"}


@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)


def run(capsys, *args: object) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def weakened(path: Path, tmp_path: Path, swap: dict[str, str]) -> Path:
    """The deck with some of its cards replaced by others."""
    text = path.read_text(encoding="utf-8")
    for old, new in swap.items():
        text = text.replace(f" {old}\n", f" {new}\n")
    out = tmp_path / ("weak-" + path.name)
    out.write_text(text.replace("Name: ", "Name: Weak "), encoding="utf-8")
    return out


def test_matchup_json_has_the_documented_shape(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(capsys, "--db", db, "matchup", REDAKAI, REDAKAI, "--games", 30,
                         "--seed", 2, "--json")
    assert code == 0, err
    r = json.loads(out)
    assert r["games"] == 30
    for key in ("a", "b"):
        assert {"wins", "win_rate", "ci95"} <= set(r[key])
        lo, hi = r[key]["ci95"]
        assert 0 <= lo <= r[key]["win_rate"] <= hi <= 1
    assert r["a"]["wins"] + r["b"]["wins"] + r["draws"] + r["unfinished"] == 30
    assert set(r["on_the_play"]) == {"a_win_rate", "b_win_rate"}
    assert r["mean_turns"] > 1
    assert r["first_player"]["games"] == 30
    # The same seed gives the same games, however many processes play them.
    code, again, _ = run(capsys, "--db", db, "matchup", REDAKAI, REDAKAI, "--games", 30,
                         "--seed", 2, "--json", "--workers", 2)
    assert json.loads(again) == r


def test_monster_cards_seats_every_deck_at_one_table(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run(capsys, "--db", db, "matchup", MONSTER, MONSTER, MONSTER,
                         "--games", 30, "--json")
    assert code == 0, err
    r = json.loads(out)
    assert len(r["decks"]) == 3
    assert sum(d["wins"] for d in r["decks"]) + r["draws"] + r["unfinished"] == 30
    assert all(d["ci95"][0] <= d["win_rate"] <= d["ci95"][1] for d in r["decks"])


def test_matchup_prints_a_report(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run(capsys, "--db", db, "matchup", HARD, HARD, "--games", 4,
                       "--policy", "planner", "--budget", 2)
    assert code == 0
    assert "95%" in out and "going first" in out and "planner" in out


def test_a_deck_beats_its_copy_with_the_best_cards_swapped_for_the_weakest(  # type: ignore[no-untyped-def]
        capsys, db, tmp_path) -> None:
    # The six strongest monsters of the starter deck become the weakest ones it lacks
    # (the deck stays legal: still one copy of each and under the cost cap).
    weak = weakened(MONSTER, tmp_path, WEAKEST)
    code, out, err = run(capsys, "--db", db, "check", weak)
    assert code == 0, out + err
    code, out, err = run(capsys, "--db", db, "matchup", MONSTER, weak, "--games", 100,
                         "--json")
    assert code == 0, err
    r = json.loads(out)
    assert r["a"]["win_rate"] > 0.9


def test_gauntlet_ranks_the_matchups(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    weak = weakened(MONSTER, tmp_path, WEAKEST)
    code, out, err = run(capsys, "--db", db, "gauntlet", MONSTER, weak, MONSTER,
                         "--games", 20, "--json")
    assert code == 0, err
    rows = json.loads(out)["rows"]
    assert len(rows) == 2
    assert rows[0]["win_rate"] >= rows[1]["win_rate"]
    assert all({"opponent", "win_rate", "ci95"} <= set(row) for row in rows)
    code, out, _ = run(capsys, "--db", db, "gauntlet", MONSTER, weak, "--games", 5)
    assert code == 0 and "Weak" in out


def test_bad_input_exits_2_naming_the_problem(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    code, _, err = run(capsys, "--db", db, "matchup", REDAKAI, REDAKAI, REDAKAI)
    assert code == 2 and "2 players" in err
    bad = tmp_path / "bad.txt"
    bad.write_text("Ruleset: redakai-advanced\nDeck:\n3 No Such Card\n", encoding="utf-8")
    code, _, err = run(capsys, "--db", db, "matchup", REDAKAI, bad, "--games", 2)
    assert code == 2 and "bad.txt" in err and "No Such Card" in err
    with pytest.raises(SystemExit) as exit_info:
        run(capsys, "--db", db, "matchup", REDAKAI, REDAKAI, "--games", 0)
    assert exit_info.value.code == 2 and "--games" in capsys.readouterr().err
