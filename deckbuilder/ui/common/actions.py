"""Menu and toolbar actions made one way for every window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

#: Keys for standard actions a platform may leave without one.
FALLBACK_KEYS = {QKeySequence.StandardKey.Quit: "Ctrl+Q",
                 QKeySequence.StandardKey.Preferences: "Ctrl+,"}


def make_action(parent: QWidget, text: str, slot: Callable[..., object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "") -> QAction:
    """An action with its key and tip, triggering ``slot``."""
    act = QAction(text, parent)
    if isinstance(shortcut, QKeySequence.StandardKey) and shortcut in FALLBACK_KEYS \
            and not QKeySequence.keyBindings(shortcut):
        # Some platforms bind no key to a standard action (Quit and Preferences have none
        # on plain Linux and Windows): then the common one of other desktop apps.
        act.setShortcut(QKeySequence(FALLBACK_KEYS[shortcut]))
    elif shortcut is not None:
        act.setShortcut(QKeySequence(shortcut))
    if tip:
        act.setStatusTip(tip)
        act.setToolTip(tip)
    act.triggered.connect(slot)
    return act
