"""Driving the real app as a user does, for tests that go only through the widgets.
The fixtures ``driver`` and ``dialogs`` are available to every test under tests/ui.

- :class:`Dialogs` (fixture ``dialogs``) answers the modal dialogs a test cannot click in:
  the static file dialogs, text prompts and message boxes, from answers queued by the test,
  and keeps a record of every one shown. A dialog nobody queued an answer for is cancelled
  (a file dialog) or declined (a message box), never left waiting forever.
- :meth:`Dialogs.on_next_modal` acts on a dialog of our own (a preview, the proxy sheet)
  while its ``exec()`` runs, as a user clicking in it would.
- :class:`AppDriver` (fixture ``driver``) starts the app with its own start function on the
  test's temporary data folder and settings, finds menu actions by their text, presses
  window shortcuts and quits with Ctrl+Q.
- :func:`drag_rows` drags rows of one view onto another through the target view's own
  drag-and-drop handling; :func:`drop_at` drops any drag at a point of a widget.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QWidget,
)

Button = QMessageBox.StandardButton


@dataclass
class Shown:
    """One message box, file dialog or prompt that came up."""

    kind: str  # "question", "warning", "critical", "information", "about", "box",
    #            "open", "save", "directory", "text", "item"
    title: str
    text: str = ""


@dataclass
class Dialogs:
    """Answers for the modal dialogs, queued by the test; see the module docstring."""

    files: list[str | Path] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    answers: list[Button] = field(default_factory=list)
    #: What a question nobody queued an answer for gets (its "No"/"Cancel").
    decline: Button = Button.Cancel
    shown: list[Shown] = field(default_factory=list)

    # -- queueing ---------------------------------------------------------------

    def choose_file(self, path: str | Path) -> None:
        """The next file dialog (open or save) answers ``path``."""
        self.files.append(path)

    def type_text(self, text: str) -> None:
        """The next text prompt (QInputDialog.getText) answers ``text`` with OK."""
        self.texts.append(text)

    def answer(self, button: Button) -> None:
        """The next question box is answered with ``button``."""
        self.answers.append(button)

    def of_kind(self, *kinds: str) -> list[Shown]:
        return [s for s in self.shown if s.kind in kinds]

    # -- the replacements -------------------------------------------------------

    def _file(self, kind: str, caption: str, filters: str) -> tuple[str, str]:
        self.shown.append(Shown(kind, caption, filters))
        if not self.files:
            return "", ""
        path = str(self.files.pop(0))
        # The filter Qt would report: the one whose patterns match the name chosen.
        chosen = ""
        for f in filters.split(";;"):
            patterns = f[f.find("(") + 1:f.rfind(")")].split()
            if any(Path(path).match(p) for p in patterns):
                chosen = f
                break
        return path, chosen or filters.split(";;")[0]

    def _question(self, kind: str, args: tuple[Any, ...]) -> Button:
        title, text = (str(args[1]), str(args[2])) if len(args) >= 3 else ("", "")
        self.shown.append(Shown(kind, title, text))
        if kind == "question":
            return self.answers.pop(0) if self.answers else self.decline
        return Button.Ok

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        def file_dialog(kind: str) -> Callable[..., tuple[str, str]]:
            def answer(parent: object = None, caption: str = "", directory: str = "",
                       filter: str = "", *a: object, **k: object) -> tuple[str, str]:
                return self._file(kind, caption, str(k.get("filter", filter)))
            return answer

        def directory(parent: object = None, caption: str = "", *a: object,
                      **k: object) -> str:
            return self._file("directory", caption, "")[0]

        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(file_dialog("open")))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(file_dialog("save")))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(directory))

        def get_text(parent: object, title: str, label: str, *a: object,
                     **k: object) -> tuple[str, bool]:
            self.shown.append(Shown("text", title, label))
            if not self.texts:
                return "", False
            return self.texts.pop(0), True

        def get_item(parent: object, title: str, label: str, *a: object,
                     **k: object) -> tuple[str, bool]:
            self.shown.append(Shown("item", title, label))
            return "", False

        monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))
        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(get_item))
        for kind in ("question", "warning", "critical", "information"):
            monkeypatch.setattr(QMessageBox, kind, staticmethod(
                lambda *args, _k=kind, **kw: self._question(_k, args)))
        monkeypatch.setattr(QMessageBox, "about", staticmethod(
            lambda *args: self.shown.append(Shown("about", str(args[1]), str(args[2])))))

        def box_exec(box: QMessageBox) -> int:
            self.shown.append(Shown("box", box.windowTitle() or box.text(),
                                    f"{box.text()}\n{box.detailedText()}".strip()))
            escape = box.escapeButton()
            return int(box.standardButton(escape)) if escape is not None else int(Button.Ok)

        monkeypatch.setattr(QMessageBox, "exec", box_exec)

    # -- dialogs of our own, clicked in while they run ---------------------------

    def on_next_modal(self, act: Callable[[QDialog], None], *, timeout_ms: int = 20000,
                      kind: type[QDialog] = QDialog) -> list[BaseException]:
        """Run ``act(dialog)`` on the next modal dialog of type ``kind`` once it shows
        (its exec() is running then). If ``act`` fails or no such dialog comes in time,
        the dialog is rejected so the test never hangs; the error is in the list returned
        (check it is empty)."""
        errors: list[BaseException] = []
        waited = [0]

        def poll() -> None:
            dialog = QApplication.activeModalWidget()
            if not isinstance(dialog, kind) or not dialog.isVisible():
                waited[0] += 20
                if waited[0] < timeout_ms:
                    QTimer.singleShot(20, poll)
                    return
                errors.append(TimeoutError(f"no {kind.__name__} came up"))
                if isinstance(dialog, QDialog):
                    dialog.reject()  # another one: closed, or the test would hang
                return
            try:
                act(dialog)
            except BaseException as exc:  # handed back to the test, which checks the list
                errors.append(exc)
                dialog.reject()

        QTimer.singleShot(0, poll)
        return errors


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    d = Dialogs()
    d.install(monkeypatch)
    return d


def find_action(window: QWidget, *path: str) -> QAction:
    """A menu action by the texts a user reads: ``find_action(w, "File", "Save Deck")``
    (mnemonic '&'s and a trailing '…' do not matter)."""
    def plain(text: str) -> str:
        return text.replace("&", "").removesuffix("…").strip()

    assert isinstance(window, QMainWindow)
    actions = window.menuBar().actions()
    for i, name in enumerate(path):
        found = [a for a in actions if plain(a.text()) == plain(name)]
        assert found, f"no menu item {name!r} among {[plain(a.text()) for a in actions]}"
        action = found[0]
        if i == len(path) - 1:
            return action
        menu = action.menu()
        assert menu is not None, f"{name!r} is not a menu"
        menu.aboutToShow.emit()  # menus filled when shown (Open Recent) fill now
        actions = menu.actions()
    raise AssertionError("empty menu path")


def trigger(window: QWidget, *path: str) -> None:
    """Choose a menu item, as a click on it does; it must be enabled."""
    action = find_action(window, *path)
    assert action.isEnabled(), f"{' → '.join(path)} is disabled"
    action.trigger()


def drag_rows(source: QAbstractItemView, rows: list[int], target: QAbstractItemView,
              action: Qt.DropAction = Qt.DropAction.CopyAction) -> bool:
    """Drag these rows of ``source`` and drop them on ``target``: the mime data is what
    the source view's drag carries (its model's mimeData of the selected rows), delivered
    as real drag-enter, drag-move and drop events to the target view's viewport, so the
    view's own drop handling (and the model's canDrop/dropMimeData) decides. True if the
    drop was accepted."""
    model = source.model()
    indexes = [model.index(r, c) for r in rows for c in range(model.columnCount())]
    mime = model.mimeData(indexes)
    assert isinstance(mime, QMimeData)
    viewport = target.viewport()
    return drop_at(viewport, viewport.rect().center(), mime, action)


def drop_at(widget: QWidget, pos: QPoint, mime: QMimeData,
            action: Qt.DropAction = Qt.DropAction.CopyAction) -> bool:
    """Drag ``mime`` over ``widget`` to ``pos`` and drop it there, as real drag-enter,
    drag-move and drop events (the window system's part of a drag); True if the drop was
    accepted."""
    buttons = Qt.MouseButton.LeftButton
    mods = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, action, mime, buttons, mods)
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(pos, action, mime, buttons, mods)
    QApplication.sendEvent(widget, move)
    if not move.isAccepted():
        return False
    drop = QDropEvent(QPointF(pos), action, mime, buttons, mods)
    QApplication.sendEvent(widget, drop)
    return drop.isAccepted()


class AppDriver:
    """Starts the app as the launcher does (``deckbuilder.ui.app.start_app`` and
    ``start_window``), on this test's data folder and settings."""

    def __init__(self, qtbot: Any, dialogs: Dialogs, data_dir: Path):
        self.qtbot = qtbot
        self.dialogs = dialogs
        self.data_dir = data_dir
        self.windows: list[QMainWindow] = []

    def start(self, db_path: Path | None = None, open_files: list[Path] | None = None) -> Any:
        """Start (or start again): the app's own start, short of its event loop; the
        test's qtbot runs the events. ``db_path`` None is the default database of the
        temporary data folder (a first start seeds it)."""
        from deckbuilder.ui.app import start_app, start_window

        # pytest-qt turns uncaught errors in slots into failures; the app's own hook
        # would show them in a dialog instead.
        hooks = sys.excepthook, threading.excepthook
        start_app("en")
        sys.excepthook, threading.excepthook = hooks
        window = start_window(db_path, open_files=open_files or [])
        self.windows.append(window)
        self.qtbot.waitExposed(window)
        self.activate(window)
        return window

    def activate(self, window: QWidget) -> None:
        """Make it the active window: shortcuts only reach the active window."""
        import warnings

        window.activateWindow()
        with warnings.catch_warnings():
            # Deprecated, but the offscreen platform activates no window without it.
            warnings.simplefilter("ignore", DeprecationWarning)
            QApplication.setActiveWindow(window)
        self.qtbot.waitUntil(window.isActiveWindow, timeout=5000)

    def press(self, widget: QWidget, key: str) -> None:
        """Press a shortcut like "Ctrl+Q" on a widget; its window is made the active one
        first (a closed dialog may have left none active)."""
        from PySide6.QtGui import QKeySequence

        self.activate(widget.window())
        combo = QKeySequence(key)[0]
        self.qtbot.keyClick(widget, combo.key(), combo.keyboardModifiers())

    def quit(self, window: Any) -> bool:
        """Ctrl+Q; True when the window closed. Like the end of the app's run: the
        window goes and its database is closed."""
        self.activate(window)
        self.press(window, "Ctrl+Q")
        if window.isVisible():
            return False
        self.windows.remove(window)
        service = window.service
        window.deleteLater()
        QApplication.processEvents()
        service.close()
        return True

    def close_all(self) -> None:
        """End of test: unsaved decks are thrown away, every window closes."""
        for window in list(self.windows):
            self.dialogs.answers[:0] = [Button.Discard]
            window.close()
            service = window.service
            window.deleteLater()
            QApplication.processEvents()
            service.close()
        self.windows.clear()


@pytest.fixture
def driver(qtbot: Any, qapp: QApplication, dialogs: Dialogs, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> Iterator[AppDriver]:
    """The app on a temporary data folder (XDG_DATA_HOME from the shared conftest) and
    its own settings file."""
    config = tmp_path / "app-config"
    config.mkdir()
    # Qt works out the settings folder once per process; point it at this test's.
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(config))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(config))
    driver = AppDriver(qtbot, dialogs, tmp_path)
    yield driver
    driver.close_all()


def center(view: QAbstractItemView, row: int, column: int = 0) -> QPoint:
    """Where a cell is, in the view's viewport (for mouse clicks)."""
    return view.visualRect(view.model().index(row, column)).center()
