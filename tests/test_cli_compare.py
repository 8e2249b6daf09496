"""`deckbuilder compare` and the pilots of `deckbuilder goldfish`, run in process against a
copy of the starter database and the starter deck files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run_main

DECKS = Path(__file__).resolve().parents[1] / "resources" / "decks"
REDAKAI = DECKS / "redakai-advanced.txt"
MONSTER = DECKS / "monster-cards.txt"


@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)



def compare_json(capsys, db: Path, a: Path, b: Path, *extra: object) -> dict:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "compare", a, b, "--json", *extra)
    assert code == 0, err
    result: dict = json.loads(out)
    return result


def reordered(path: Path, tmp_path: Path) -> Path:
    """The same deck with its card lines in the opposite order (so it is shuffled into
    other orders by the same seed)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    head = [ln for ln in lines if not ln[:1].isdigit()]
    cards = [ln for ln in lines if ln[:1].isdigit()]
    out = tmp_path / ("copy-" + path.name)
    out.write_text("\n".join(head + cards[::-1]) + "\n", encoding="utf-8")
    return out


def without(path: Path, tmp_path: Path, names: set[str]) -> Path:
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines()
             if ln.split(" ", 1)[-1] not in names]
    out = tmp_path / ("weak-" + path.name)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def test_compare_json_has_the_documented_shape(capsys, db) -> None:  # type: ignore[no-untyped-def]
    r = compare_json(capsys, db, MONSTER, MONSTER, "--games", 40, "--seed", 3)
    assert {"a", "b", "difference", "p_a_faster", "p_b_faster"} <= set(r)
    assert r["a"]["games"] == r["b"]["games"] == 40
    assert r["a"]["kill_turn"] == r["b"]["kill_turn"]  # the same deck on the same seeds
    assert r["difference"] == {"mean": 0.0, "ci95": [0.0, 0.0]}
    assert r["p_a_faster"] == r["p_b_faster"] == 0.0
    assert r["verdict"] == "no difference found in 40 games"


def test_a_reordered_copy_is_not_found_different(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    copy = reordered(MONSTER, tmp_path)
    contains = 0
    for seed in range(1, 7):
        r = compare_json(capsys, db, MONSTER, copy, "--games", 60, "--seed", seed)
        lo, hi = r["difference"]["ci95"]
        contains += lo <= 0 <= hi
    # 95 % intervals: all six contain 0 with probability 0.74, at least five with 0.97.
    assert contains >= 5


def test_removing_the_best_attacks_makes_a_deck_slower(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    weak = without(REDAKAI, tmp_path, {"Inferno Lance", "Thornstorm", "Magma Fist",
                                       "Scorch Wave", "Bramble Kick", "Sporeburst"})
    r = compare_json(capsys, db, REDAKAI, weak, "--games", 60)
    _lo, hi = r["difference"]["ci95"]
    assert hi < 0, r["difference"]  # A (the full deck) kills sooner, beyond doubt
    assert r["verdict"].startswith("A kills")
    code, out, _err = run_main(capsys, "--db", db, "compare", REDAKAI, weak, "--games", 60)
    assert code == 0
    assert r["verdict"] in out and "Difference A − B" in out


def test_compare_refuses_a_bad_pilot_with_exit_2(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, _out, err = run_main(capsys, "--db", db, "compare", MONSTER, MONSTER, "--policy", "oracle")
    assert code == 2
    assert "unknown policy 'oracle'" in err and "planner" in err


def test_goldfish_planner_reports_the_bound_on_the_same_seeds(capsys, db) -> None:  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", 8, "--json",
                         "--policy", "planner", "--budget", 4, "--max-turns", 10)
    assert code == 0, err
    r = json.loads(out)
    assert r["policy"] == "planner"
    b = r["bound"]
    assert {"mean", "not_won_share", "gap_mean", "gap_ci95", "slower_share"} <= set(b)
    # The bound over the same seeds is what `--policy clairvoyant` gives.
    code, out, err = run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", 8, "--json",
                         "--policy", "clairvoyant", "--budget", 4, "--max-turns", 10)
    c = json.loads(out)["kill_turn"]
    values = [int(t) for t, n in c["histogram"].items() for _ in range(n)]
    assert b["mean"] == pytest.approx((sum(values) + 11 * c["not_won"]) / 8, abs=1e-3)
    code, out, err = run_main(capsys, "--db", db, "goldfish", MONSTER, "--games", 8,
                         "--policy", "planner", "--budget", 4, "--max-turns", 10)
    assert "Clairvoyant bound" in out and "behind it on average" in out


def test_compare_names_the_deck_that_cannot_be_played(capsys, db) -> None:  # type: ignore[no-untyped-def]
    redakai = DECKS / "redakai-advanced.txt"
    code, out, err = run_main(capsys, "--db", db, "compare", MONSTER, redakai, "--games", 5)
    assert code == 2 and out == ""
    assert str(redakai) in err and "not in the catalog" in err


def test_compare_shows_the_games_on_the_same_turn_and_a_score(capsys, db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A pair killed on the same turn is a tie, like a drawn game: the shares of A
    faster, B faster and the same turn add up to one, and A's score counts a tie as half
    (in JSON and in the text)."""
    copy = reordered(REDAKAI, tmp_path)
    r = compare_json(capsys, db, REDAKAI, copy, "--games", 60, "--seed", 4)
    assert r["p_same"] > 0
    assert r["p_a_faster"] + r["p_b_faster"] + r["p_same"] == pytest.approx(1, abs=2e-4)
    assert r["a_score"] == pytest.approx(r["p_a_faster"] + r["p_same"] / 2, abs=2e-4)
    lo, hi = r["a_score_ci95"]
    assert lo <= r["a_score"] <= hi
    code, out, _ = run_main(capsys, "--db", db, "compare", REDAKAI, copy, "--games", 60,
                       "--seed", 4)
    assert code == 0
    assert f"the same turn in {100 * r['p_same']:.1f}%" in out
    assert f"A's score (the same turn counting as half) {100 * r['a_score']:.1f}%" in out
