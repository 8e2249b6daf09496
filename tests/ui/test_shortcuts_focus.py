"""Every key of the main window's menus works from every place the focus can be in.

A text field claims its platform's editing keys before any shortcut sees them: on a Linux
desktop Ctrl+E is "end of line", so Export Deck… (Ctrl+E) did nothing from the search box,
which has the focus at start. The walk below presses each action's keys with the focus in
each of the window's main widgets and checks the key reached that action.

The offscreen platform the suite runs on has no emacs editing keys, so the walk is also run
once on an X server (Xvfb) where there is one: that run failed before the fix.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from deckbuilder.ui.common.actions import FIELD_KEYS

ROOT = Path(__file__).resolve().parents[2]
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"


class Caught(QObject):
    """Takes the shortcut event an action would act on, and records it instead (the walk
    must not open forty dialogs or quit)."""

    def __init__(self) -> None:
        super().__init__()
        self.hit: list[QAction] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Shortcut and isinstance(watched, QAction):
            self.hit.append(watched)
            return True
        return False


def focus_places(window) -> dict[str, QWidget]:  # type: ignore[no-untyped-def]
    """The widgets a user puts the focus in: the search box, the catalog table, the card's
    Owned box, each deck table."""
    places: dict[str, QWidget] = {
        "search box": window.catalog.search,
        "catalog table": window.catalog.table,
        "owned copies box": window.detail.owned,
    }
    for zone, table in window.editor.tables.items():
        places[f"deck table {zone}"] = table
    return places


def reaches(action: QAction, place: QWidget) -> bool:
    """Whether the action's key should reach it with the focus in ``place``: window keys
    everywhere, a widget's own keys (Rename Deck's F2 in the deck editor) inside it."""
    if action.shortcutContext() == Qt.ShortcutContext.WindowShortcut:
        return True
    owner = action.parent()
    return isinstance(owner, QWidget) and (owner is place or owner.isAncestorOf(place))


def field_keeps(place: QWidget, seq: QKeySequence) -> bool:
    """A text field keeps copy, paste, undo and the like for its own text."""
    from deckbuilder.ui.common.actions import _TEXT_FIELDS

    if not isinstance(place, _TEXT_FIELDS):
        return False
    return any(seq in QKeySequence.keyBindings(k) for k in FIELD_KEYS)


def test_every_menu_key_works_from_every_focus(qtbot, main_window):  # type: ignore[no-untyped-def]
    w = main_window
    assert w.editor.import_path(REDAKAI)
    w.editor.doc.add("deck", "Blazing Jab", 1)  # something to undo: Undo is enabled
    w.activateWindow()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # offscreen needs it
        QApplication.setActiveWindow(w)
    qtbot.waitUntil(w.isActiveWindow, timeout=5000)
    # The focus is in the search box at start: the first place a user presses a key.
    assert QApplication.focusWidget() is w.catalog.search
    actions = [a for a in w.findChildren(QAction) if a.shortcuts() and a.isEnabled()]
    assert any(a.shortcut() == QKeySequence("Ctrl+E") for a in actions)
    caught = Caught()
    for action in actions:
        action.installEventFilter(caught)
    missed: list[str] = []
    tried = 0
    for name, place in focus_places(w).items():
        for action in actions:
            if not reaches(action, place):
                continue
            for seq in action.shortcuts():
                if field_keeps(place, seq):
                    continue
                place.setFocus()
                assert QApplication.focusWidget() is place or place.isAncestorOf(
                    QApplication.focusWidget())
                caught.hit.clear()
                combo = seq[0]
                qtbot.keyClick(QApplication.focusWidget(), combo.key(),
                               combo.keyboardModifiers())
                tried += 1
                if caught.hit != [action]:
                    missed.append(f"{seq.toString()} ({action.text()}) from the {name}")
    assert tried > 100
    assert not missed, "keys that did not reach their action:\n" + "\n".join(missed)


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("xvfb-run") is None or not sys.platform.startswith("linux"),
                    reason="needs Xvfb for a desktop keyboard scheme")
def test_every_menu_key_works_from_every_focus_on_an_x_desktop() -> None:
    """The same walk on X11, whose line edits claim Ctrl+E and Ctrl+K (emacs keys)."""
    env = dict(os.environ, QT_QPA_PLATFORM="xcb")
    run = subprocess.run(
        ["xvfb-run", "-a", sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         f"{__file__}::test_every_menu_key_works_from_every_focus"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
