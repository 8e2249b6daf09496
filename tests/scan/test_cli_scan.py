"""`deckbuilder scan`, run as the user runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from deckbuilder.catalog.collection import CollectionRepository
from deckbuilder.catalog.db import Database
from deckbuilder.cli import main
from tests.scan.samples import BINDER, HERE, SINGLE


def _owned(path: Path) -> dict[int, int]:
    with Database.open(path) as db:
        return {i.card_id: i.quantity for i in CollectionRepository(db).items()}


def test_json_lists_every_card_with_corners_match_and_candidates(
        scan_db: Database, capsys: pytest.CaptureFixture[str]) -> None:
    path = scan_db.path
    scan_db.close()
    code = main(["--db", str(path), "scan", str(HERE / "binder-page.jpg"),
                 str(HERE / "unknown-card.webp"), "--json"])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    page, unknown = doc["photos"]
    assert page["file"].endswith("binder-page.jpg")
    assert [c["match"]["name"] for c in page["cards"]] == [n for _g, n in BINDER]
    first = page["cards"][0]
    assert len(first["corners"]) == 4 and all(len(p) == 2 for p in first["corners"])
    assert set(first["match"]) == {"game", "name", "score"}
    assert first["candidates"][0] == first["match"]
    assert len(first["candidates"]) > 1
    assert first["text"] is None  # only unknown cards are read
    (card,) = unknown["cards"]
    assert card["match"] is None and card["candidates"]
    assert "added" not in doc


def test_add_puts_every_recognised_card_in_the_collection(
        scan_db: Database, capsys: pytest.CaptureFixture[str]) -> None:
    path = scan_db.path
    scan_db.close()
    before = _owned(path)
    code = main(["--db", str(path), "scan", "--add", str(HERE / "binder-page.jpg"),
                 str(HERE / "single-exif-rotated.jpg"), str(HERE / "unknown-card.webp")])
    assert code == 0
    out = capsys.readouterr().out
    assert f"1. {SINGLE[1]}  [{SINGLE[0]}]" in out
    assert "unknown card" in out
    assert "10 card(s) added to the collection" in out
    assert f"added 1 × {SINGLE[1]} [{SINGLE[0]}], now" in out
    after = _owned(path)
    assert sum(after.values()) - sum(before.values()) == 10


def test_a_bad_photo_stops_the_scan_and_nothing_is_added(
        scan_db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = scan_db.path
    scan_db.close()
    before = _owned(path)
    bad = tmp_path / "receipt.jpg"
    bad.write_bytes(b"\xff\xd8 not really a jpeg")
    code = main(["--db", str(path), "scan", "--add", str(HERE / "binder-page.jpg"), str(bad)])
    assert code == 2
    err = capsys.readouterr().err
    assert "receipt.jpg" in err and ("damaged" in err or "can read" in err)
    assert _owned(path) == before


def test_min_score_is_checked_and_used(scan_db: Database,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    path = scan_db.path
    scan_db.close()
    with pytest.raises(SystemExit) as e:
        main(["--db", str(path), "scan", "--min-score", "2", str(HERE / "binder-page.jpg")])
    assert e.value.code == 2
    assert "argument --min-score: 2 is out of range: give a number from 0 to 1" \
        in capsys.readouterr().err
    # A threshold no match reaches: every card is reported unknown, with its candidates.
    main(["--db", str(path), "scan", "--min-score", "1", "--json",
          str(HERE / "single-exif-rotated.jpg")])
    (card,) = json.loads(capsys.readouterr().out)["photos"][0]["cards"]
    assert card["match"] is None and card["candidates"][0]["name"] == SINGLE[1]


def test_the_installed_command_says_plainly_when_tesseract_is_missing(
        scan_db: Database) -> None:
    path = scan_db.path
    scan_db.close()
    env = dict(os.environ, DECKBUILDER_TESSERACT="", PYTHONPATH=os.getcwd())
    done = subprocess.run([sys.executable, "-m", "deckbuilder", "--db", str(path), "scan",
                           "--json", str(HERE / "unknown-card.webp")],
                          capture_output=True, text=True, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    (card,) = json.loads(done.stdout)["photos"][0]["cards"]
    assert card["match"] is None and card["text"] is None
    assert "needs Tesseract" in done.stderr and "tesseract-ocr" in done.stderr
