"""``deckbuilder --exit-on-launch --open FILE`` is a smoke test that no-one watches: a file
that cannot be opened is said on stderr with exit code 2, never in a dialog that waits."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path


def _launch(tmp_path: Path, starter_template: Path, *files: Path) -> subprocess.CompletedProcess[str]:
    db = tmp_path / "w.sqlite3"
    if not db.exists():
        shutil.copyfile(starter_template, db)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    return subprocess.run([sys.executable, "-m", "deckbuilder", "--db", str(db),
                           "--exit-on-launch", "--open", *map(str, files)],
                          capture_output=True, text=True, env=env, timeout=90)


def test_files_that_cannot_be_opened_exit_2_with_the_reason(tmp_path: Path,
                                                            starter_template: Path) -> None:
    binary = tmp_path / "program.txt"
    binary.write_bytes(Path(sys.executable).read_bytes()[:4000])
    folder = tmp_path / "a-folder"
    folder.mkdir()
    nested = tmp_path / "nested.json"
    nested.write_text('{"cards":' + "[\n" * 50_000 + "]\n" * 50_000 + "}", encoding="utf-8")
    missing = tmp_path / "missing.txt"
    out = _launch(tmp_path, starter_template, binary, folder, missing, nested)
    assert out.returncode == 2, out.stderr
    lines = [line for line in out.stderr.splitlines() if line.startswith("deckbuilder: ")]
    for path, reason in ((binary, "not UTF-8"), (folder, "not a regular file (a folder)"),
                         (missing, "no such file"), (nested, "nested too deeply")):
        assert any(str(path.name) in line and reason in line for line in lines), out.stderr


def test_a_good_deck_file_opens_and_the_window_quits(tmp_path: Path,
                                                     starter_template: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Ruleset: monsuno-tcg\n3 Charger\n", encoding="utf-8")
    out = _launch(tmp_path, starter_template, deck)
    assert out.returncode == 0, out.stderr
    assert "deckbuilder:" not in out.stderr
