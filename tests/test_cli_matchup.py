"""`deckbuilder matchup` and `deckbuilder gauntlet`, run in process against a copy of the
starter database and the starter deck files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run_main

DECKS = Path(__file__).resolve().parents[1] / "resources" / "decks"
REDAKAI = DECKS / "redakai-advanced.txt"
MONSTER = DECKS / "monster-cards.txt"
HARD = DECKS / "monsuno-hard.txt"
MEDIUM = DECKS / "monsuno-medium.txt"


#: The strongest cards of the MONSTER CARDS starter deck → the weakest it lacks.
WEAKEST = {"Sunforge Sovereign": "Gearbug Scout", "Abyssal Kraken": "Ripple Sprite",
           "Pyre Dragon": "Gravemoss Shade", "Halo Seraph": "Marsh Leech",
           "Iron Sentry": "Soot Imp", "Nightshade Witch": "Grim Lantern Moth"}


@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)



def weakened(path: Path, tmp_path: Path, swap: dict[str, str]) -> Path:
    """The deck with some of its cards replaced by others."""
    text = path.read_text(encoding="utf-8")
    for old, new in swap.items():
        text = text.replace(f" {old}\n", f" {new}\n")
    out = tmp_path / ("weak-" + path.name)
    out.write_text(text.replace("Name: ", "Name: Weak "), encoding="utf-8")
    return out


def test_matchup_json_has_the_documented_shape(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "matchup", REDAKAI, REDAKAI, "--games", 30,
                         "--seed", 2, "--json")
    assert code == 0, err
    r = json.loads(out)
    assert r["games"] == 30
    for key in ("a", "b"):
        assert {"wins", "win_rate", "ci95"} <= set(r[key])
        lo, hi = r[key]["ci95"]
        assert 0 <= lo <= r[key]["win_rate"] <= hi <= 1
    assert r["a"]["wins"] + r["b"]["wins"] + r["draws"] + r["unfinished"] == 30
    assert set(r["on_the_play"]) == {"a_win_rate", "b_win_rate", "a", "b"}
    assert r["mean_turns"] > 1
    assert r["first_player"]["games"] == 30
    # The same seed gives the same games, however many processes play them.
    code, again, _ = run_main(capsys, "--db", db, "matchup", REDAKAI, REDAKAI, "--games", 30,
                         "--seed", 2, "--json", "--workers", 2)
    assert json.loads(again) == r


def _score(r: dict) -> float:  # type: ignore[type-arg]
    return (r["wins"] + r["draws"] / 2) / r["games"]


def test_a_monsuno_medium_mirror_shows_draws_and_the_score(capsys, db) -> None:  # type: ignore[no-untyped-def]
    """Many Monsuno medium games are drawn: the first player's rate must not read them as
    losses. Wins, draws and losses and the score (a draw = half) are shown for each deck,
    each deck going first, and the first player, in JSON (the win rates kept) and text."""
    args = ("--db", db, "matchup", MEDIUM, MEDIUM, "--games", 60, "--seed", 3)
    code, out, err = run_main(capsys, *args, "--json")
    assert code == 0, err
    r = json.loads(out)
    assert r["draws"] > 10  # the point of the test: a ruleset with many draws
    fp = r["first_player"]
    assert fp["games"] == 60 and fp["draws"] > 0
    assert fp["wins"] + fp["draws"] + fp["losses"] + fp["unfinished"] == 60
    for rec in (fp, r["a"], r["b"], r["on_the_play"]["a"], r["on_the_play"]["b"]):
        assert {"wins", "draws", "losses", "win_rate", "ci95", "score", "score_ci95"} <= set(rec)
        assert rec["score"] == pytest.approx(_score(rec), abs=1e-4)
        assert rec["score_ci95"][0] <= rec["score"] <= rec["score_ci95"][1]
        # The win rate counts a draw as not won, so the score is above it.
        assert rec["score"] > rec["win_rate"]
    # A mirror: the two decks' scores add up to one (no game unfinished).
    assert r["unfinished"] == 0 and r["a"]["score"] + r["b"]["score"] == pytest.approx(1)
    assert 0.35 < fp["score"] < 0.65 and fp["score"] - fp["win_rate"] > 0.1
    code, text, _ = run_main(capsys, *args)
    assert code == 0
    (first,) = [line for line in text.splitlines() if "going first:" in line
                and line.startswith("The player")]
    assert (f"{fp['wins']} won, {fp['draws']} drawn, {fp['losses']} lost" in first
            and f"score {100 * fp['score']:.1f}%" in first)
    for key in ("a", "b"):
        assert f"{r[key]['draws']} drawn" in text and f"score {100 * r[key]['score']:.1f}%" \
            in text


def test_matchup_json_is_identical_for_one_and_two_workers(capsys, db) -> None:  # type: ignore[no-untyped-def]
    """One runner for every batch: 60 games in two processes (chunks of 50 and 10) give
    the very same object as one process."""
    args = ("--db", db, "matchup", MEDIUM, MEDIUM, "--games", 60, "--seed", 5, "--json")
    code, one, err = run_main(capsys, *args, "--workers", 1)
    assert code == 0, err
    code, two, err = run_main(capsys, *args, "--workers", 2)
    assert code == 0, err
    assert one == two


def test_monster_cards_seats_every_deck_at_one_table(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "matchup", MONSTER, MONSTER, MONSTER,
                         "--games", 30, "--json")
    assert code == 0, err
    r = json.loads(out)
    assert len(r["decks"]) == 3
    assert sum(d["wins"] for d in r["decks"]) + r["draws"] + r["unfinished"] == 30
    assert all(d["ci95"][0] <= d["win_rate"] <= d["ci95"][1] for d in r["decks"])


def test_matchup_prints_a_report(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, _ = run_main(capsys, "--db", db, "matchup", HARD, HARD, "--games", 4,
                       "--policy", "planner", "--budget", 2)
    assert code == 0
    assert "95%" in out and "going first" in out and "planner" in out


def test_a_deck_beats_its_copy_with_the_best_cards_swapped_for_the_weakest(  # type: ignore[no-untyped-def]
        capsys, db, tmp_path) -> None:
    # The six strongest monsters of the starter deck become the weakest ones it lacks
    # (the deck stays legal: still one copy of each and under the cost cap).
    weak = weakened(MONSTER, tmp_path, WEAKEST)
    code, out, err = run_main(capsys, "--db", db, "check", weak)
    assert code == 0, out + err
    code, out, err = run_main(capsys, "--db", db, "matchup", MONSTER, weak, "--games", 100,
                         "--json")
    assert code == 0, err
    r = json.loads(out)
    assert r["a"]["win_rate"] > 0.9


def test_gauntlet_ranks_the_matchups(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    weak = weakened(MONSTER, tmp_path, WEAKEST)
    code, out, err = run_main(capsys, "--db", db, "gauntlet", MONSTER, weak, MONSTER,
                         "--games", 20, "--json")
    assert code == 0, err
    rows = json.loads(out)["rows"]
    assert len(rows) == 2
    assert rows[0]["win_rate"] >= rows[1]["win_rate"]
    assert all({"opponent", "win_rate", "ci95"} <= set(row) for row in rows)
    code, out, _ = run_main(capsys, "--db", db, "gauntlet", MONSTER, weak, "--games", 5)
    assert code == 0 and "Weak" in out


def test_bad_input_exits_2_naming_the_problem(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    code, _, err = run_main(capsys, "--db", db, "matchup", REDAKAI, REDAKAI, REDAKAI)
    assert code == 2 and "2 players" in err
    bad = tmp_path / "bad.txt"
    bad.write_text("Ruleset: redakai-advanced\nDeck:\n3 No Such Card\n", encoding="utf-8")
    code, _, err = run_main(capsys, "--db", db, "matchup", REDAKAI, bad, "--games", 2)
    assert code == 2 and "bad.txt" in err and "No Such Card" in err
    with pytest.raises(SystemExit) as exit_info:
        run_main(capsys, "--db", db, "matchup", REDAKAI, REDAKAI, "--games", 0)
    assert exit_info.value.code == 2 and "--games" in capsys.readouterr().err
