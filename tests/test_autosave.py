"""Crash safety of open deck editors at the service level, across real processes: the
edits of an editor that died come back, those of one still open are left alone."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from deckbuilder.catalog.db import Database
from deckbuilder.rules.decklist import DeckEntry, DeckList
from deckbuilder.services.autosave import AUTOSAVE_KEY, DeckAutosave
from deckbuilder.services.deck_service import DeckService

ROOT = Path(__file__).resolve().parents[1]

#: An editor in another process: keeps an unsaved deck, says so, then dies without
#: cleaning up (``os._exit``) or waits to be told to go.
EDITOR = """
import os, sys
from deckbuilder.catalog.db import Database
from deckbuilder.rules.decklist import DeckEntry, DeckList
from deckbuilder.services.autosave import DeckAutosave
from deckbuilder.services.deck_service import DeckService
slot = DeckAutosave(DeckService(Database.open(sys.argv[1])))
slot.keep(DeckList(name=sys.argv[2], ruleset="redakai-advanced",
                   deck=(DeckEntry("Blazing Jab", 2),)), None)
print("kept", flush=True)
if sys.argv[3] == "crash":
    os._exit(9)
sys.stdin.readline()
"""


def _editor(db: Path, name: str, how: str) -> subprocess.Popen[str]:
    proc = subprocess.Popen([sys.executable, "-c", EDITOR, str(db), name, how],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "kept"
    return proc


def _recover(slot: DeckAutosave) -> list[DeckList]:
    shown: list[DeckList] = []

    def open_deck(deck: DeckList, deck_id: int | None) -> tuple[DeckList, int | None]:
        shown.append(deck)
        return deck, deck_id

    slot.recover(open_deck)
    return shown


def test_the_edits_of_a_crashed_editor_come_back_once(starter_db: Database) -> None:
    proc = _editor(Path(starter_db.path), "Crashed deck", "crash")
    assert proc.wait() == 9
    mine = DeckAutosave(DeckService(starter_db))
    shown = _recover(mine)
    assert [d.name for d in shown] == ["Crashed deck"]
    assert shown[0].deck == (DeckEntry("Blazing Jab", 2),)
    # Moved into this editor's slot: another editor opened meanwhile finds nothing.
    assert mine.stored() is not None
    assert _recover(DeckAutosave(DeckService(starter_db))) == []
    assert list(starter_db.settings_under(AUTOSAVE_KEY)) == [mine.key]


def test_the_edits_of_an_editor_still_open_are_left_alone(starter_db: Database) -> None:
    proc = _editor(Path(starter_db.path), "Open deck", "wait")
    try:
        assert _recover(DeckAutosave(DeckService(starter_db))) == []
        assert any("Open deck" in v for v in starter_db.settings_under(AUTOSAVE_KEY).values())
    finally:
        assert proc.stdin is not None
        proc.stdin.write("\n")
        proc.stdin.flush()
        proc.wait()
