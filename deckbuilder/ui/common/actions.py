"""Menu and toolbar actions made one way for every window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

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


#: Editing keys a text field keeps even when a window action has the same key: with the
#: focus in a field, Ctrl+C copies the field's text and Ctrl+Z undoes its typing.
FIELD_KEYS = (QKeySequence.StandardKey.Copy, QKeySequence.StandardKey.Cut,
              QKeySequence.StandardKey.Paste, QKeySequence.StandardKey.Undo,
              QKeySequence.StandardKey.Redo, QKeySequence.StandardKey.SelectAll,
              QKeySequence.StandardKey.MoveToNextWord,
              QKeySequence.StandardKey.MoveToPreviousWord,
              QKeySequence.StandardKey.SelectNextWord,
              QKeySequence.StandardKey.SelectPreviousWord,
              QKeySequence.StandardKey.DeleteStartOfWord,
              QKeySequence.StandardKey.DeleteEndOfWord)

_TEXT_FIELDS = (QLineEdit, QAbstractSpinBox, QPlainTextEdit, QTextEdit)
_COMMAND_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                      | Qt.KeyboardModifier.MetaModifier)


class WindowKeys(QObject):
    """A window's menu keys work whichever of its fields has the focus.

    A text field claims the keys of its platform's editing bindings before any shortcut
    sees them: on Linux desktops Ctrl+E (end of line) and Ctrl+K (delete to the end) are
    emacs keys, so Export Deck… did nothing from the search box, where the focus is at
    start. This gate lets a field keep plain typing and the common editing keys
    (:data:`FIELD_KEYS`) and hands every other key that an enabled action of the window
    owns to that action. It is installed once per window (:func:`keep_window_keys`) and
    put on each field as the field takes the focus, so fields made later are covered."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(new, _TEXT_FIELDS) and new.window() is self.window:
            new.removeEventFilter(self)  # once per field, however often it is focused
            new.installEventFilter(self)

    def owned_by_action(self, event: QKeyEvent) -> bool:
        """True when the key belongs to an enabled action of the window and is not one of
        the keys a field needs for editing."""
        if not event.modifiers() & _COMMAND_MODIFIERS:
            return False  # typing, arrows, Home/End, Delete: the field's own
        if any(event.matches(key) for key in FIELD_KEYS):
            return False
        pressed = QKeySequence(event.keyCombination())
        for action in self.window.findChildren(QAction):
            if action.isEnabled() and any(
                    s.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                    for s in action.shortcuts()):
                return True
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and self.owned_by_action(event):
            event.ignore()  # not overridden: the shortcut map gives the key to the action
            return True
        return False


def keep_window_keys(window: QWidget) -> WindowKeys:
    """Install :class:`WindowKeys` on ``window`` (and its field that has the focus now)."""
    keys = WindowKeys(window)
    keys._focus_changed(None, QApplication.focusWidget())
    return keys
