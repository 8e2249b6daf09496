"""Pictures named by an imported catalog are read only from regular files of a sane size,
each file once, and only from the catalog's own folder unless the user allows others.
Run through ``deckbuilder catalog import`` in a child process, peak memory measured."""

from __future__ import annotations

import io
import json
import os
import struct
import zlib
from pathlib import Path

import pytest
from PIL import Image

from deckbuilder.catalog.db import Database
from tests.peak_memory import LIMIT_MB, run_cli


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "data" / "db.sqlite3"
    path.parent.mkdir()
    Database.open(path).close()
    return path


def _catalog(folder: Path, images: list[str]) -> Path:
    cards = [{"game": "monsuno", "name": f"Jab {i}", "kind": "strike", "launch": 0,
              "speed": 1, "damage": 5, "strike_type": "wind", "dominates": ["wave"],
              "image": image} for i, image in enumerate(images)]
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "catalog.json"
    path.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1,
                                "cards": cards}), encoding="utf-8")
    return path


def _png(padding: int = 0) -> bytes:
    """A small valid PNG; ``padding`` bytes of a private chunk make the file large."""
    buf = io.BytesIO()
    Image.new("RGB", (60, 84), "red").save(buf, "PNG")
    data = buf.getvalue()
    if not padding:
        return data
    body = b"\0" * padding
    chunk = struct.pack(">I", padding) + b"prVt" + body + \
        struct.pack(">I", zlib.crc32(b"prVt" + body))
    return data[:33] + chunk + data[33:]  # right after the IHDR chunk


def _stored(db: Path) -> int:
    with Database.open(db) as opened:
        return int(opened.conn.execute("SELECT count(*) FROM picture").fetchone()[0])


def test_a_device_is_refused_without_reading_it(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # Even with pictures from anywhere allowed.
    run = run_cli(db, "catalog", "import", str(_catalog(tmp_path / "cat", ["/dev/zero"])),
                  "--allow-outside-pictures")
    assert run.code == 2, run.err
    assert "/dev/zero: not a regular file (a device); give a file" in run.err
    assert "field 'image'" in run.err
    assert run.peak_mb < LIMIT_MB


def test_a_pipe_is_refused_without_waiting_for_it(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "cat"
    folder.mkdir()
    os.mkfifo(folder / "pipe.png")
    run = run_cli(db, "catalog", "import", str(_catalog(folder, ["pipe.png"])), timeout=20)
    assert run.code == 2, run.err
    assert "pipe.png: not a regular file (a pipe); give a file" in run.err
    assert run.peak_mb < LIMIT_MB


def test_a_huge_file_is_refused_unread(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "cat"
    folder.mkdir()
    with (folder / "huge.png").open("wb") as fh:
        fh.truncate(400 * 2**20)  # sparse: costs no disk
    run = run_cli(db, "catalog", "import", str(_catalog(folder, ["huge.png"])))
    assert run.code == 2, run.err
    assert "huge.png: larger than the 50 MB a picture may be" in run.err
    assert run.peak_mb < LIMIT_MB
    assert _stored(db) == 0


def test_one_picture_named_by_many_cards_is_read_once(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "cat"
    folder.mkdir()
    (folder / "big.png").write_bytes(_png(12 * 2**20))
    run = run_cli(db, "catalog", "import", str(_catalog(folder, ["big.png"] * 30)))
    assert run.code == 0, run.err
    assert "30 cards (30 new" in run.out
    assert _stored(db) == 1
    assert run.peak_mb < LIMIT_MB


def test_pictures_outside_the_folder_need_the_flag(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "card.png").write_bytes(_png())
    folder = tmp_path / "cat"
    messages = []
    # A file that exists and one that does not get the same answer: the import tells
    # nothing about the files of the computer.
    for outside in (elsewhere / "card.png", elsewhere / "nothing-here.png",
                    Path("/etc/passwd"), "../elsewhere/card.png"):
        run = run_cli(db, "catalog", "import", str(_catalog(folder, [str(outside)])))
        assert run.code == 2, run.err
        assert run.peak_mb < LIMIT_MB
        named = outside if Path(outside).is_absolute() else folder / outside
        messages.append(run.err.replace(str(named), "PICTURE"))
    assert len(set(messages)) == 1, messages
    assert "PICTURE is outside the catalog file's folder" in messages[0]
    assert "--allow-outside-pictures" in messages[0]
    assert _stored(db) == 0

    run = run_cli(db, "catalog", "import", str(_catalog(folder, [str(elsewhere / "card.png")])),
                  "--allow-outside-pictures")
    assert run.code == 0, run.err
    assert _stored(db) == 1


def test_a_link_out_of_the_folder_counts_as_outside(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "cat"
    folder.mkdir()
    (folder / "innocent.png").symlink_to("/etc/passwd")
    run = run_cli(db, "catalog", "import", str(_catalog(folder, ["innocent.png"])))
    assert run.code == 2, run.err
    assert "outside the catalog file's folder" in run.err
