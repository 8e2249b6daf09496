"""The command line as the README tells a newcomer to use it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from deckbuilder.cli import main
from tests.conftest import run_main


@pytest.fixture
def db_path(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return path


def test_search_prints_matching_cards(capsys, db_path):  # type: ignore[no-untyped-def]
    code, out, err = run_main(capsys, "--db", str(db_path), "catalog", "search",
                         "game:redakai kind:character")
    assert code == 0
    lines = out.strip().splitlines()
    assert len(lines) >= 6
    assert all("[redakai character]" in line for line in lines)
    assert err.strip().endswith(f"{len(lines)} cards")


def test_search_json_can_be_imported_again(capsys, db_path, tmp_path):  # type: ignore[no-untyped-def]
    code, out, _ = run_main(capsys, "--db", str(db_path), "catalog", "search", "game:monsuno",
                       "--json")
    assert code == 0
    cards = json.loads(out)
    assert cards and all(c["game"] == "monsuno" for c in cards)
    dump = tmp_path / "found.json"
    dump.write_text(out, encoding="utf-8")
    other = tmp_path / "other.sqlite3"
    code, out, _ = run_main(capsys, "--db", str(other), "catalog", "import", str(dump))
    assert code == 0
    assert f"{len(cards)} cards" in out and "0 new" in out  # the starter set already has them
    # The pictures travel too: every card that has one names a file that exists.
    with_pictures = [c for c in cards if "image" in c]
    assert with_pictures and all(Path(c["image"]).is_file() for c in with_pictures)


def test_bad_query_exits_2_and_points_at_the_problem(capsys, db_path):  # type: ignore[no-untyped-def]
    code, _, err = run_main(capsys, "--db", str(db_path), "catalog", "search", "launch<=x")
    assert code == 2
    assert "position 9" in err
    assert err.rstrip().endswith("^")


def test_collection_set_export_import_round_trip(capsys, db_path, tmp_path):  # type: ignore[no-untyped-def]
    name = json.loads(run_main(capsys, "--db", str(db_path), "catalog", "search",
                          "game:monsuno kind:monsuno", "--json")[1])[0]["name"]
    code, out, _ = run_main(capsys, "--db", str(db_path), "collection", "set", "monsuno", name, "3")
    assert code == 0 and out.strip() == f"{name}: 3 owned"
    csv_path = tmp_path / "mine.csv"
    assert run_main(capsys, "--db", str(db_path), "collection", "export", str(csv_path))[0] == 0
    assert name in csv_path.read_text(encoding="utf-8")
    fresh = tmp_path / "fresh.sqlite3"
    code, out, _ = run_main(capsys, "--db", str(fresh), "collection", "import", str(csv_path))
    assert code == 0
    code, out, _ = run_main(capsys, "--db", str(fresh), "catalog", "search", "is:owned")
    assert out.strip().splitlines() == [line for line in out.strip().splitlines()
                                        if name in line] and "owned 3" in out


def test_unknown_card_suggests_a_name(capsys, db_path):  # type: ignore[no-untyped-def]
    name = json.loads(run_main(capsys, "--db", str(db_path), "catalog", "search",
                          "game:monsuno kind:monsuno", "--json")[1])[0]["name"]
    typo = name[:-1] + ("x" if name[-1] != "x" else "y")
    code, _, err = run_main(capsys, "--db", str(db_path), "collection", "set", "monsuno", typo, "1")
    assert code == 2
    assert f"did you mean {name!r}" in err


def test_bad_catalog_file_exits_2_and_changes_nothing(capsys, db_path, tmp_path):  # type: ignore[no-untyped-def]
    before = run_main(capsys, "--db", str(db_path), "catalog", "search", "")[1]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1, "cards": [
        {"game": "monsuno", "name": "New One", "kind": "strike", "launch": 1, "speed": 1,
         "damage": 1, "strike_type": "blade"},
        {"game": "monsuno", "name": "Broken", "kind": "strike", "launch": -4, "speed": 1,
         "damage": 1, "strike_type": "blade"},
    ]}), encoding="utf-8")
    code, _, err = run_main(capsys, "--db", str(db_path), "catalog", "import", str(bad))
    assert code == 2
    assert str(bad) in err and "card #2 'Broken'" in err and "'launch'" in err
    assert run_main(capsys, "--db", str(db_path), "catalog", "search", "")[1] == before


def test_db_variable_picks_the_database(tmp_path):  # type: ignore[no-untyped-def]
    env = dict(os.environ, DECKBUILDER_DB=str(tmp_path / "env.sqlite3"))
    out = subprocess.run([sys.executable, "-m", "deckbuilder", "catalog", "search",
                          "game:mc", "--limit", "3"], capture_output=True, text=True, env=env,
                         check=True)
    assert len(out.stdout.strip().splitlines()) == 3
    assert (tmp_path / "env.sqlite3").exists()


def test_version(capsys):  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as exc:
        main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.startswith("Deckbuilder ")


def test_window_opens_and_quits_with_exit_on_launch(tmp_path):  # type: ignore[no-untyped-def]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", DECKBUILDER_REPORT_STARTUP="1",
               XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    out = subprocess.run([sys.executable, "-m", "deckbuilder", "--db",
                          str(tmp_path / "w.sqlite3"), "--exit-on-launch"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "window shown after" in out.stdout


def _into_a_closed_pipe(db_path: Path, *args: str,
                        unbuffered: bool) -> subprocess.CompletedProcess[str]:
    """Run the command with its output going to a pipe nobody reads (as in `… | true`)."""
    env = dict(os.environ)
    env.pop("PYTHONUNBUFFERED", None)
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before anything is written
    try:
        return subprocess.run([sys.executable, "-m", "deckbuilder", "--db", str(db_path),
                               *args], stdout=write_end, stderr=subprocess.PIPE, text=True,
                              env=env, timeout=120)
    finally:
        os.close(write_end)


@pytest.mark.parametrize("unbuffered", [False, True])
def test_output_into_a_closed_pipe_is_not_an_error(db_path, tmp_path, unbuffered):  # type: ignore[no-untyped-def]
    # `deckbuilder check deck.txt | head -1`: the reader stopping early is no bad input —
    # no "Broken pipe" message, no exit 2, no "Exception ignored" from the interpreter.
    illegal = tmp_path / "short.txt"
    illegal.write_text("Ruleset: monsuno-hard\nTeam:\n1 Storm Vector\nDeck:\n3 Gale Lance\n",
                       encoding="utf-8")
    out = _into_a_closed_pipe(db_path, "check", str(illegal), unbuffered=unbuffered)
    assert out.stderr == ""
    # Buffered, the whole report is ready before the pipe is found closed, so the exit
    # code still says "not legal"; written line by line it stops at the first line.
    assert out.returncode == (0 if unbuffered else 1)
    # Output much bigger than a pipe buffer breaks in the middle of the command.
    out = _into_a_closed_pipe(db_path, "catalog", "search", "", "--json",
                              unbuffered=unbuffered)
    assert out.stderr == "" and out.returncode == 0


def test_the_readme_documents_every_goldfish_flag_and_rules_option():  # type: ignore[no-untyped-def]
    # The README is where a user looks up what `--set` accepts for their game.
    from deckbuilder.cli import build_parser
    from deckbuilder.rules.registry import all_rulesets, option_defaults

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    synopsis = readme[readme.index("deckbuilder goldfish "):readme.index("deckbuilder odds ")]
    goldfish = build_parser()._subparsers._group_actions[0].choices["goldfish"]  # type: ignore[union-attr]
    for action in goldfish._actions:
        for flag in action.option_strings:
            if flag.startswith("--") and flag != "--help":
                assert re.search(re.escape(flag) + r"\b(?!-)", synopsis), flag
    for ruleset in all_rulesets():
        if ruleset.engine is None:
            continue
        for name, value in option_defaults(ruleset.engine.options_type()).items():
            if isinstance(value, list):
                continue  # tables: set through tables_file or the window, not --set
            assert f"`{name}`" in readme, (ruleset.id, name)


def test_export_takes_the_game_as_search_does(capsys, db_path, tmp_path):  # type: ignore[no-untyped-def]
    import json

    out = tmp_path / "mc.json"
    code, _, err = run_main(capsys, "--db", str(db_path), "catalog", "export", str(out),
                       "--game", "mc", "--no-pictures")
    assert code == 0, err
    games = {c["game"] for c in json.loads(out.read_text(encoding="utf-8"))["cards"]}
    assert games == {"monster-cards"}
    with pytest.raises(SystemExit) as exit_info:
        run_main(capsys, "--db", str(db_path), "catalog", "export", str(out), "--game", "chess")
    assert exit_info.value.code == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_a_busy_database_gets_a_message_not_a_traceback(capsys, db_path, monkeypatch):  # type: ignore[no-untyped-def]
    import sqlite3

    import deckbuilder.catalog.db as dbmod

    monkeypatch.setattr(dbmod, "BUSY_TIMEOUT_MS", 200)  # not the real 10 s wait
    holder = sqlite3.connect(db_path)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        code, _, err = run_main(capsys, "--db", str(db_path), "collection", "set", "redakai",
                           "Blazing Jab", "2")
    finally:
        holder.rollback()
        holder.close()
    assert code == 2, err
    assert "busy" in err and "Traceback" not in err
