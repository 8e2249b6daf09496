"""The machinery of the click-everything test (tests/ui/test_click_everything.py).

An :class:`Explorer` finds what a user can click in a window — every menu action, every
visible and enabled button on every tab — clicks each once and explores every window or
dialog that appears, recursively. Modal dialogs never block: the static QMessageBox,
QFileDialog, QInputDialog, QColorDialog and QFontDialog helpers are answered (file dialogs
with a path under the test's folder, message boxes declined), and ``QDialog.exec`` shows the
dialog without a local event loop, explores it and returns the dialog's result. Every
exception that reaches ``sys.excepthook`` (an exception in a slot or a virtual method) and
every "Something went wrong" box is a :class:`Finding` named by the path of clicks that led
to it (``MainWindow › File › Import Deck File… › …``).
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt, QThread, QThreadPool, QTimer
from PySide6.QtGui import QAction, QColor, QShortcut
from PySide6.QtPrintSupport import QPageSetupDialog, QPrintDialog
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFontDialog,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QMessageBox,
    QRadioButton,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QWidget,
)

#: The start of the text of the app's own unexpected-error box (deckbuilder.ui.app).
ERROR_BOX_TEXT = "Something went wrong"
SEP = " › "
#: Items tried per combo box (a long list is sampled from its start).
MAX_COMBO_ITEMS = 8
#: Combo boxes are tried after the plain buttons, before a dialog's closing buttons;
#: widgets that only show a pointing hand (cards on the table) after those.
COMBO_RANK = 1
HAND_RANK = 1

Std = QMessageBox.StandardButton
#: How a message box is declined: the first of these it offers. "Save the changes?" is
#: answered Discard, so New, Open and Import go on as after a user's "Don't Save".
DECLINE_ORDER = (Std.No, Std.Discard, Std.Cancel, Std.Abort, Std.Close, Std.Ignore, Std.Ok)


@dataclass
class Finding:
    """Something the click-everything test caught: where, and what."""

    path: str
    error: str
    details: str = ""

    def __str__(self) -> str:
        return f"{self.path}\n    {self.error}" + (
            "\n" + "\n".join("    " + line for line in self.details.splitlines())
            if self.details else "")


def clean_text(text: str) -> str:
    """A label without its mnemonic marks, on one line."""
    return " ".join(text.replace("&&", "\0").replace("&", "").replace("\0", "&").split())


def widget_key(obj: object) -> int:
    return int(shiboken6.getCppPointer(obj)[0])


def alive(obj: object) -> bool:
    return obj is not None and shiboken6.isValid(obj)


def window_label(window: QWidget) -> str:
    title = clean_text(window.windowTitle())
    kind = type(window).__name__
    return f"{kind} “{title}”" if title else kind


def button_label(button: QAbstractButton) -> str:
    text = clean_text(button.text()) or clean_text(button.toolTip().split("\n")[0])[:40]
    if text:
        return text
    parent = button.parentWidget()
    owner = parent.objectName() if parent is not None else ""
    name = button.objectName() or type(button).__name__ or "button"
    return f"{name} of {owner}" if owner else name


def tab_trail(widget: QWidget, window: QWidget) -> list[str]:
    """The tab titles above ``widget`` inside ``window``, outermost first."""
    trail: list[str] = []
    child: QWidget | None = widget
    parent = widget.parentWidget()
    while parent is not None and child is not window:
        grand = parent.parentWidget()
        if isinstance(parent, QStackedWidget) and isinstance(grand, QTabWidget):
            index = grand.indexOf(child)
            if index >= 0:
                trail.append(clean_text(grand.tabText(index)))
        child, parent = parent, grand
    return list(reversed(trail))


def _role_rank(button: QAbstractButton) -> int:
    """Buttons that close a dialog come last, the accepting one very last, so the rest of
    the dialog is clicked first and ``exec`` returns what the accepting button gave."""
    box = button.parentWidget()
    while box is not None and not isinstance(box, QDialogButtonBox):
        box = box.parentWidget() if not box.isWindow() else None
    if box is None:
        return 0
    role = box.buttonRole(button)
    R = QDialogButtonBox.ButtonRole
    if role in (R.AcceptRole, R.YesRole):
        return 4
    if role in (R.RejectRole, R.NoRole, R.DestructiveRole):
        return 3
    return 2


@dataclass
class FileAnswers:
    """How file dialogs are answered. ``samples`` maps the start of the patterns of a
    filter's first entry (``"*.csv"``) to a file to open; an open dialog with no sample is
    cancelled. Save dialogs get a new, non-existent path under ``save_dir``."""

    save_dir: Path
    samples: dict[str, Path] = field(default_factory=dict)
    saved: list[Path] = field(default_factory=list)

    def open_path(self, filter_text: str) -> str:
        # By the patterns, which are the same in every language.
        first = filter_text.split(";;")[0]
        patterns = first[first.find("(") + 1:first.rfind(")")] if "(" in first else first
        for start, path in self.samples.items():
            if patterns.startswith(start):
                return str(path)
        return ""

    def save_path(self, suggested: str, filter_text: str) -> str:
        name = Path(suggested).name if suggested else "file"
        if not Path(name).suffix:
            ext = _first_extension(filter_text)
            name += ext
        self.save_dir.mkdir(parents=True, exist_ok=True)
        path = self.save_dir / f"{len(self.saved) + 1:02d}-{name}"
        self.saved.append(path)
        return str(path)


def _first_extension(filter_text: str) -> str:
    start = filter_text.find("*.")
    if start < 0:
        return ""
    ext = filter_text[start + 1:].split()[0].rstrip(")")
    return "" if "*" in ext else ext


class Explorer:
    """Clicks everything reachable from a window; see the module docstring."""

    def __init__(self, qtbot: Any, answers: FileAnswers, *, max_depth: int = 4,
                 max_clicks_per_window: int = 60, skip: Callable[[str, object], str | None]
                 | None = None):
        self.qtbot = qtbot
        self.answers = answers
        self.max_depth = max_depth
        self.max_clicks_per_window = max_clicks_per_window
        self.skip = skip or (lambda _path, _obj: None)
        self.findings: list[Finding] = []
        self.clicked: list[str] = []
        self.skipped: list[tuple[str, str]] = []
        self.messages: list[tuple[str, str, str]] = []
        self.visited: set[str] = set()
        self.trail: list[str] = []
        self.threads: list[QThread] = []
        self.depth = 0
        self.in_dialogs: set[int] = set()
        self.seconds: dict[str, float] = {}

    # ------------------------------------------------------------------ reporting

    @property
    def here(self) -> str:
        return SEP.join(self.trail)

    def report_exception(self, kind: type[BaseException], exc: BaseException,
                         tb: Any) -> None:
        details = "".join(traceback.format_exception(kind, exc, tb)[-6:])
        self.findings.append(Finding(self.here or "(start-up)", f"{kind.__name__}: {exc}",
                                     details))

    @contextmanager
    def at(self, *steps: str) -> Iterator[None]:
        n = len(self.trail)
        self.trail.extend(steps)
        try:
            yield
        finally:
            del self.trail[n:]

    # ------------------------------------------------------------------ patches

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Answer every modal helper and catch every unexpected error (call it before the
        app starts; the app's own excepthook is wrapped once it is installed)."""
        ex = self
        # run_app replaces threading.excepthook for good: back to pytest's after the test
        # (sys.excepthook, which it replaces too, pytest-qt puts back itself).
        monkeypatch.setattr(threading, "excepthook", threading.excepthook)
        original_start = QThread.start

        def start(thread: QThread, *args: Any) -> None:
            ex.threads.append(thread)
            original_start(thread, *args)

        monkeypatch.setattr(QThread, "start", start)

        def message(kind: str) -> Callable[..., Any]:
            def answer(parent: Any = None, title: str = "", text: str = "",
                       buttons: Any = None, default: Any = None, **_kw: Any) -> Any:
                ex.note_message(kind, title, text)
                offered = buttons if buttons is not None else (
                    Std.Yes | Std.No if kind == "question" else Std.Ok)
                return ex.decline(offered)
            return answer

        for kind in ("question", "warning", "critical", "information"):
            monkeypatch.setattr(QMessageBox, kind, staticmethod(message(kind)))
        monkeypatch.setattr(QMessageBox, "about", staticmethod(
            lambda _p=None, title="", text="": ex.note_message("about", title, text)))
        monkeypatch.setattr(QMessageBox, "aboutQt", staticmethod(lambda *a, **k: None))

        def get_open(parent: Any = None, caption: str = "", directory: str = "",
                     filter: str = "", *_a: Any, **kw: Any) -> tuple[str, str]:
            filter = kw.get("filter", filter)
            path = ex.answers.open_path(filter)
            ex.note_message("open file", caption, path or "(cancelled)")
            return path, filter.split(";;")[0] if path else ""

        def get_opens(*a: Any, **kw: Any) -> tuple[list[str], str]:
            path, chosen = get_open(*a, **kw)
            return ([path] if path else []), chosen

        def get_save(parent: Any = None, caption: str = "", directory: str = "",
                     filter: str = "", *_a: Any, **kw: Any) -> tuple[str, str]:
            directory = kw.get("dir", kw.get("directory", directory))
            filter = kw.get("filter", filter)
            path = ex.answers.save_path(directory, filter)
            ex.note_message("save file", caption, path)
            return path, filter.split(";;")[0]

        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(get_open))
        monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(get_opens))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(get_save))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                            staticmethod(lambda *a, **k: ""))
        for name in ("getOpenFileUrl", "getOpenFileUrls", "getSaveFileUrl",
                     "getExistingDirectoryUrl"):
            monkeypatch.setattr(QFileDialog, name, staticmethod(
                lambda *a, _n=name, **k: pytest.fail(f"{ex.here}: QFileDialog.{_n} is not "
                                                     "answered by the click test")))

        def get_text(parent: Any = None, title: str = "", label: str = "", *a: Any,
                     **kw: Any) -> tuple[str, bool]:
            answer = f"Click test {len(ex.messages) + 1}"
            ex.note_message("input", title, answer)
            return answer, True

        monkeypatch.setattr(QInputDialog, "getText", staticmethod(get_text))
        monkeypatch.setattr(QInputDialog, "getMultiLineText", staticmethod(get_text))
        monkeypatch.setattr(QInputDialog, "getInt", staticmethod(
            lambda _p=None, _t="", _l="", value=0, *a, **k: (k.get("value", value), True)))
        monkeypatch.setattr(QInputDialog, "getDouble", staticmethod(
            lambda _p=None, _t="", _l="", value=0.0, *a, **k: (k.get("value", value), True)))
        monkeypatch.setattr(QInputDialog, "getItem", staticmethod(
            lambda _p=None, _t="", _l="", items=(), current=0, *a, **k:
            (list(items)[current] if items else "", bool(items))))
        monkeypatch.setattr(QColorDialog, "getColor", staticmethod(lambda *a, **k: QColor()))
        monkeypatch.setattr(QFontDialog, "getFont", staticmethod(
            lambda *a, **k: (QApplication.font(), False)))

        def dialog_exec(dialog: QDialog) -> int:
            return ex.run_dialog(dialog)

        def print_exec(dialog: QDialog) -> int:
            ex.note_message("print dialog", dialog.windowTitle(), "(cancelled)")
            return int(QDialog.DialogCode.Rejected)

        monkeypatch.setattr(QDialog, "exec", dialog_exec)
        monkeypatch.setattr(QPrintDialog, "exec", print_exec)
        monkeypatch.setattr(QPageSetupDialog, "exec", print_exec)
        monkeypatch.setattr(QMenu, "exec", lambda first, *a, **k: ex.run_menu(first))
        # ``menu.exec(pos)`` on an instance does not go through the patch above (PySide 6
        # binds an instance's overloaded ``exec`` itself): a menu that pops up at the
        # cursor is answered by a timer instead, from inside its own event loop.
        # (Owned by the application and gone with the run's app.exec, in the GUI thread:
        # a timer left to the garbage collector could be deleted from a worker thread.)
        app = QApplication.instance()
        timer = QTimer(app)
        timer.setInterval(20)
        timer.timeout.connect(self.answer_popup)
        app.aboutToQuit.connect(timer.stop)
        app.aboutToQuit.connect(timer.deleteLater)
        timer.start()

    def wrap_excepthook(self) -> None:
        """Record every exception that reaches the hook (and every one that ends a
        thread), then let the app's own hook show its box as it would (which the patched
        QMessageBox records too)."""
        previous = sys.excepthook
        ex = self

        def hook(kind: type[BaseException], exc: BaseException, tb: Any) -> None:
            ex.report_exception(kind, exc, tb)
            ex.hooked = True
            try:
                previous(kind, exc, tb)
            finally:
                ex.hooked = False

        self.hooked = False
        sys.excepthook = hook
        previous_thread_hook = threading.excepthook

        def thread_hook(args: threading.ExceptHookArgs) -> None:
            if args.exc_value is not None:
                ex.findings.append(Finding(
                    f"{ex.here} (thread {args.thread.name if args.thread else '?'})",
                    f"{args.exc_type.__name__}: {args.exc_value}",
                    "".join(traceback.format_exception(args.exc_value)[-6:])))
            previous_thread_hook(args)

        threading.excepthook = thread_hook

    def note_message(self, kind: str, title: str, text: str) -> None:
        self.messages.append((self.here, kind, f"{title}: {text}"))
        if ERROR_BOX_TEXT in text and not getattr(self, "hooked", False):
            self.findings.append(Finding(self.here, f"the app showed “{text.strip()}”"))

    def decline(self, offered: Any) -> Any:
        for button in DECLINE_ORDER:
            if offered & button:
                return button
        return Std.NoButton

    # ------------------------------------------------------------------ dialogs

    def run_dialog(self, dialog: QDialog) -> int:
        """``QDialog.exec`` without its event loop: explore the dialog, then return its
        result (message boxes are declined, file and print dialogs cancelled)."""
        if isinstance(dialog, QMessageBox):
            self.note_message("message box", dialog.windowTitle(), dialog.text())
            choice = self.decline(dialog.standardButtons())
            button = dialog.button(choice) if choice != Std.NoButton else None
            if button is not None:
                button.click()
                return int(dialog.result())
            dialog.done(int(QDialog.DialogCode.Rejected))
            return int(QDialog.DialogCode.Rejected)
        if isinstance(dialog, (QFileDialog, QPrintDialog, QPageSetupDialog, QColorDialog,
                               QFontDialog)):
            self.note_message("dialog", dialog.windowTitle(), "(cancelled)")
            return int(QDialog.DialogCode.Rejected)
        key = widget_key(dialog)
        label = window_label(dialog)
        if key in self.in_dialogs or self.depth >= self.max_depth:
            # A dialog shown again in a loop (``while dlg.exec()``), or too deep.
            self.skipped.append((self.here + SEP + label, "already explored or too deep"))
            return int(QDialog.DialogCode.Rejected)
        self.in_dialogs.add(key)
        dialog.setResult(int(QDialog.DialogCode.Rejected))
        dialog.show()
        self.settle()
        with self.at(label):
            self.explore(dialog)
        if not alive(dialog):
            return int(QDialog.DialogCode.Rejected)
        if dialog.isVisible():
            dialog.hide()
        return int(dialog.result())

    def run_menu(self, menu: QMenu | list[QAction]) -> QAction | None:
        """``QMenu.exec`` (a menu at the cursor: which target, which option) without its
        event loop: the first action not chosen before at this place, else none."""
        actions = menu.actions() if isinstance(menu, QMenu) else list(menu)
        for action in actions:
            if action.isSeparator() or action.menu() or not action.isEnabled():
                continue
            key = f"{self.here}{SEP}(menu) {clean_text(action.text())}"
            if key not in self.visited:
                self.visited.add(key)
                self.clicked.append(key)
                return action
        return None

    def answer_popup(self) -> None:
        """A menu shown at the cursor: click the entry :meth:`run_menu` picks (a user's
        click, so ``exec`` returns it), or close the menu when none is left."""
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu) or not menu.isVisible():
            return
        action = self.run_menu(menu)
        if action is None:
            menu.close()
        else:
            QTest.mouseClick(menu, Qt.MouseButton.LeftButton,
                             pos=menu.actionGeometry(action).center())

    # ------------------------------------------------------------------ settling

    def settle(self, timeout: float = 60.0) -> None:
        """Let the click's work finish: posted events, short single-shot timers (a
        debounced search), worker threads and thread pools."""
        deadline = time.monotonic() + timeout
        QApplication.processEvents()
        while time.monotonic() < deadline:
            busy = [t for t in self.threads if alive(t) and t.isRunning()]
            for top in QApplication.topLevelWidgets():
                if not alive(top):
                    continue
                busy += [p for p in top.findChildren(QThreadPool) if p.activeThreadCount()]
                busy += [t for t in top.findChildren(QTimer)
                         if t.isActive() and t.isSingleShot() and t.interval() <= 1000]
            if not busy:
                break
            self.qtbot.wait(10)
        self.threads = [t for t in self.threads if alive(t) and t.isRunning()]
        QApplication.processEvents()

    # ------------------------------------------------------------------ windows

    def visible_windows(self) -> dict[int, QWidget]:
        return {widget_key(w): w for w in QApplication.topLevelWidgets()
                if alive(w) and w.isVisible() and not isinstance(w, QMenu)
                and w.isWindow()
                and w.windowType() not in (Qt.WindowType.ToolTip, Qt.WindowType.Popup)
                and type(w).__name__ not in ("QTipLabel", "QComboBoxPrivateContainer")}

    @contextmanager
    def new_windows_explored(self) -> Iterator[None]:
        """Explore (then close) the windows that appear during the block."""
        before = set(self.visible_windows())
        yield
        for key, window in self.visible_windows().items():
            if key in before or key in self.in_dialogs or not alive(window):
                continue
            label = window_label(window)
            with self.at(label):
                if self.depth < self.max_depth:
                    self.explore(window)
                else:
                    self.skipped.append((self.here, "too deep"))
                if alive(window) and window.isVisible():
                    if isinstance(window, QDialog):
                        window.reject()
                    else:
                        window.close()
                    self.settle()

    def explore(self, window: QWidget, *, menus: bool = True, buttons: bool = True,
                only_menu: int | None = None) -> None:
        """Every menu action, then every button on every tab of ``window``."""
        self.depth += 1
        try:
            if menus:
                self.explore_menu_bar(window, only_menu)
            if buttons and alive(window):
                self.explore_buttons(window)
        finally:
            self.depth -= 1

    @staticmethod
    def window_key(window: QWidget) -> str:
        # By class: a dialog reached two ways is clicked through once.
        return type(window).__name__

    # ------------------------------------------------------------------ menus

    def menu_titles(self, window: QWidget) -> list[str]:
        if not isinstance(window, QMainWindow):
            return []
        return [clean_text(a.text()) for a in window.menuBar().actions() if a.menu()]

    def explore_menu_bar(self, window: QWidget, only: int | None = None) -> None:
        """Every menu of the bar, or only the one at index ``only``."""
        if not isinstance(window, QMainWindow):
            return
        menus = [a for a in window.menuBar().actions() if isinstance(a.menu(), QMenu)]
        for index, action in enumerate(menus):
            menu = action.menu()
            title = clean_text(action.text())
            if not isinstance(menu, QMenu) or (only is not None and index != only):
                continue
            with self.at(title):
                self.explore_menu(window, menu)

    def explore_menu(self, window: QWidget, menu: QMenu) -> None:
        # What a user sees on opening it (Open Recent fills itself on aboutToShow).
        menu.aboutToShow.emit()
        actions = [a for a in menu.actions() if not a.isSeparator()]
        menu.aboutToHide.emit()
        for action in actions:
            if not alive(action) or not alive(window):
                return
            label = clean_text(action.text()) or action.objectName() or "(no text)"
            sub = action.menu()
            if isinstance(sub, QMenu):
                with self.at(label):
                    self.explore_menu(window, sub)
                continue
            with self.at(label):
                self.trigger(action)

    def trigger(self, action: QAction) -> None:
        key = self.here
        if key in self.visited:
            return
        self.visited.add(key)
        reason = self.skip(key, action)
        if reason:
            self.skipped.append((key, reason))
            return
        if not action.isEnabled() or not action.isVisible():
            self.skipped.append((key, "disabled"))
            return
        self.clicked.append(key)
        t0 = time.perf_counter()
        with self.new_windows_explored():
            action.trigger()
            self.settle()
        self.seconds[key] = time.perf_counter() - t0

    # ------------------------------------------------------------------ buttons

    def clickables_of(self, window: QWidget) -> list[tuple[str, QWidget, int]]:
        """The visible buttons of ``window`` and each other item of its visible combo
        boxes, as (path, widget, combo item or -1), in the order they are clicked."""
        found: list[tuple[int, str, QWidget, int]] = []
        seen: dict[str, int] = {}

        def add(rank: int, path: str, widget: QWidget, item: int) -> None:
            seen[path] = seen.get(path, 0) + 1
            if seen[path] > 1:
                path += f" #{seen[path]}"
            found.append((rank, path, widget, item))

        for widget in window.findChildren(QWidget):
            if widget.window() is not window or not widget.isVisible():
                continue
            trail = tab_trail(widget, window)
            if isinstance(widget, QAbstractButton):
                if isinstance(widget.parentWidget(), QTabBar):
                    continue  # the tab bar's scroll arrows
                add(_role_rank(widget), SEP.join([*trail, button_label(widget)]), widget, -1)
            elif _invites_click(widget):
                add(HAND_RANK, SEP.join([*trail, widget_label(widget)]), widget, -1)
            elif isinstance(widget, QComboBox):
                label = combo_label(widget, window)
                for i in range(min(widget.count(), MAX_COMBO_ITEMS)):
                    if i != widget.currentIndex():
                        item = f"{label} = {clean_text(widget.itemText(i))}"
                        add(COMBO_RANK, SEP.join([*trail, item]), widget, i)
        found.sort(key=lambda entry: entry[0])
        return [(path, widget, item) for _rank, path, widget, item in found]

    def explore_buttons(self, window: QWidget) -> None:
        base = self.window_key(window)
        # Clicks per tab: a game on the playtest table makes new choice buttons after
        # every click, so each tab has a bound, and the other tabs still get their turn.
        per_tab: dict[str, int] = {}
        while alive(window):
            if not window.isVisible():
                window.show()  # a click closed it: there are more buttons to try
                self.settle()
            # A disabled button is not marked visited: a later click may enable it.
            todo = [(p, w, i) for p, w, i in self.clickables_of(window)
                    if base + SEP + p not in self.visited and w.isEnabled()
                    and (isinstance(w, QComboBox)
                         or per_tab.get(_tab_of(p), 0) < self.max_clicks_per_window)]
            if not todo:
                # The keys of what is shown (a tab's keys may work on that tab only).
                self.explore_keys(window)
                if not self.next_tab(window, base):
                    break
                continue
            path, widget, item = todo[0]
            self.visited.add(base + SEP + path)
            with self.at(*path.split(SEP)):
                if isinstance(widget, QComboBox):
                    done = self.choose(widget, item)
                elif isinstance(widget, QAbstractButton):
                    done = self.click(widget)
                else:
                    done = self.click_widget(widget)
            tab = _tab_of(path)
            # Combo boxes are bounded by their items already.
            per_tab[tab] = per_tab.get(tab, 0) + (done and not isinstance(widget, QComboBox))
            if per_tab[tab] == self.max_clicks_per_window:
                self.skipped.append((SEP.join([*self.trail, *([tab] if tab else [])]),
                                     f"stopped after {self.max_clicks_per_window} clicks"))

    def explore_keys(self, window: QWidget) -> None:
        """The keyboard-only commands: actions put on the window's widgets for their keys
        (not in a menu) and QShortcuts, each pressed once."""
        base = self.window_key(window)
        seen: set[int] = set()
        commands: list[tuple[str, QAction | QShortcut]] = []
        for widget in [window, *window.findChildren(QWidget)]:
            if widget.window() is not window or isinstance(widget, (QMenu, QMenuBar)):
                continue
            for action in widget.actions():
                if widget_key(action) in seen or action.menu() or action.isSeparator():
                    continue
                seen.add(widget_key(action))
                keys = action.shortcut().toString()
                name = clean_text(action.text())
                commands.append((f"key {keys} ({name})" if keys else name, action))
        for shortcut in window.findChildren(QShortcut):
            parent = shortcut.parent()
            if isinstance(parent, QWidget) and parent.window() is window:
                where = parent.objectName() or type(parent).__name__
                commands.append((f"key {shortcut.key().toString()} in {where}", shortcut))
        for label, command in commands:
            key = f"{base}{SEP}{label}"
            if key in self.visited or not alive(command) or not alive(window) \
                    or not command.isEnabled():
                continue
            self.visited.add(key)
            with self.at(label):
                self.clicked.append(self.here)
                with self.new_windows_explored():
                    if isinstance(command, QAction):
                        command.trigger()
                    else:
                        command.activated.emit()
                    self.settle()

    def next_tab(self, window: QWidget, base: str) -> bool:
        """Show the first tab not shown yet (by clicking it); False when none is left."""
        for tabs in window.findChildren(QTabWidget):
            if tabs.window() is not window or not tabs.isVisible():
                continue
            trail = [*tab_trail(tabs, window)]
            bar = tabs.tabBar()
            for i in range(tabs.count()):
                key = base + SEP + SEP.join([*trail, clean_text(tabs.tabText(i))]) + " (tab)"
                if key in self.visited:
                    continue
                self.visited.add(key)
                if not tabs.isTabEnabled(i) or not tabs.isTabVisible(i):
                    continue
                with self.at(*trail, clean_text(tabs.tabText(i))):
                    with self.new_windows_explored():
                        self.qtbot.mouseClick(bar, _left(), pos=bar.tabRect(i).center())
                        self.settle()
                    if tabs.currentIndex() != i:
                        tabs.setCurrentIndex(i)
                        self.settle()
                return True
        return False

    def click(self, button: QAbstractButton) -> bool:
        key = self.here
        reason = self.skip(key, button)
        if reason:
            self.skipped.append((key, reason))
            return False
        if not button.isEnabled():
            self.skipped.append((key, "disabled"))
            return False
        menu = button.menu() if hasattr(button, "menu") else None
        if isinstance(menu, QMenu):
            # Its menu would open in a local event loop: its actions are the clicks.
            self.explore_menu(button.window(), menu)
            return True
        self.clicked.append(key)
        t0 = time.perf_counter()
        with self.new_windows_explored():
            pos = _click_point(button)
            self.qtbot.mouseClick(button, _left(), pos=pos)
            self.settle()
        self.seconds[key] = time.perf_counter() - t0
        return True


    def click_widget(self, widget: QWidget) -> bool:
        """A widget of ours that shows the pointing hand (a card on the playtest table,
        a pile to look into): a left click."""
        key = self.here
        reason = self.skip(key, widget)
        if reason:
            self.skipped.append((key, reason))
            return False
        self.clicked.append(key)
        t0 = time.perf_counter()
        with self.new_windows_explored():
            self.qtbot.mouseClick(widget, _left(), pos=widget.rect().center())
            self.settle()
        self.seconds[key] = time.perf_counter() - t0
        return True

    def choose(self, combo: QComboBox, index: int) -> bool:
        """Pick an item as a user does from the list: the index changes, then
        ``activated`` (which only a user's choice emits) follows."""
        key = self.here
        reason = self.skip(key, combo)
        if reason:
            self.skipped.append((key, reason))
            return False
        if index >= combo.count():
            return False
        self.clicked.append(key)
        t0 = time.perf_counter()
        with self.new_windows_explored():
            combo.setCurrentIndex(index)
            combo.activated.emit(index)
            combo.textActivated.emit(combo.itemText(index))
            self.settle()
        self.seconds[key] = time.perf_counter() - t0
        return True


def _tab_of(path: str) -> str:
    return SEP.join(path.split(SEP)[:-1])


def _invites_click(widget: QWidget) -> bool:
    """Not a button, but shows the pointing hand: the app's sign of a clickable thing."""
    return (not isinstance(widget, (QAbstractButton, QComboBox))
            and widget.testAttribute(Qt.WidgetAttribute.WA_SetCursor)
            and widget.cursor().shape() == Qt.CursorShape.PointingHandCursor)


def widget_label(widget: QWidget) -> str:
    tip = clean_text(widget.toolTip().split("\n")[0])[:40]
    return tip or widget.objectName() or type(widget).__name__


def combo_label(combo: QComboBox, window: QWidget) -> str:
    """A combo box's name as a user reads it: its label in a form, its tooltip, or its
    object name."""
    for label in window.findChildren(QLabel):
        if label.buddy() is combo and label.text():
            return clean_text(label.text()).rstrip(":")
    return (clean_text(combo.toolTip())[:40] or combo.objectName()
            or type(combo).__name__)


def _left() -> Qt.MouseButton:
    return Qt.MouseButton.LeftButton


def _click_point(button: QAbstractButton) -> QPoint:
    """Where a user clicks: a check box or radio button on its box (a wide one's middle
    may be empty space), anything else in the middle."""
    if isinstance(button, (QCheckBox, QRadioButton)):
        return QPoint(min(8, button.width() // 2), button.height() // 2)
    return button.rect().center()
