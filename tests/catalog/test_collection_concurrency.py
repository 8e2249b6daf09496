"""Several writers on one collection at once: real processes on one database file. Nothing
a run reports as done may be lost to another run's write."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from deckbuilder.catalog.catalog_io import import_catalog
from deckbuilder.catalog.db import Database

CARDS = 500
RUNS = 4


def _catalog(path: Path, n: int) -> Path:
    cards = [{"game": "monsuno", "name": f"Jab {i:04d}", "kind": "strike", "launch": 0,
              "speed": 1, "damage": 5, "strike_type": "wind", "dominates": ["wave"]}
             for i in range(n)]
    path.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1,
                                "cards": cards}), encoding="utf-8")
    return path


@pytest.fixture
def big_db(tmp_path: Path) -> Path:
    """A database file of CARDS cards, closed (the processes open it themselves)."""
    path = tmp_path / "shared.sqlite3"
    db = Database.open(path)
    import_catalog(db, _catalog(tmp_path / "cards.json", CARDS))
    db.close()
    return path


def _owned(path: Path) -> dict[int, int]:
    db = Database.open(path)
    try:
        return dict(db.conn.execute("SELECT card_id, SUM(quantity) FROM collection_entry "
                                    "GROUP BY card_id ORDER BY card_id").fetchall())
    finally:
        db.close()


def test_imports_at_once_in_add_mode_lose_no_copy(big_db, tmp_path):  # type: ignore[no-untyped-def]
    text = "Game,Name,Quantity\n" + "".join(f"monsuno,Jab {i:04d},1\n" for i in range(CARDS))
    # Each run reads its file from standard input (a pipe; a named pipe is refused by
    # the input gate): the runs start Python at their own pace, then all get their file
    # at about the same moment, as when the imports truly overlap.
    procs = [subprocess.Popen([sys.executable, "-m", "deckbuilder", "--db", str(big_db),
                               "collection", "import", "-", "--mode", "add"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
             for _ in range(RUNS)]
    for p in procs:
        assert p.stdin is not None
        p.stdin.write(text)
    for p in procs:
        assert p.stdin is not None
        p.stdin.close()
        p.stdin = None  # closed: communicate() below only reads
    reported = 0
    for p in procs:
        out, err = p.communicate(timeout=120)
        if p.returncode == 0:
            found = re.search(r"(\d+) cards changed", out)
            assert found, out
            # Each card changed by a successful run got one more copy.
            reported += int(found.group(1))
        else:  # a run may give up on a busy database, saying so; it then wrote nothing
            assert "busy" in err, err
    owned = _owned(big_db)
    assert reported >= CARDS
    assert sum(owned.values()) == reported
    assert set(owned.values()) == {reported // CARDS}
