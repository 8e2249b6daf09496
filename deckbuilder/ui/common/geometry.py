"""Window sizes that fit the screen, remembered per screen size.

Every window and dialog calls :func:`fit_window` once, in place of ``resize``: it opens at the
size the user last left it on a screen of this size, or else at its preferred size shrunk to
the screen's available area (a 1280×720 laptop gets no window whose buttons are off screen),
centred on the screen. Its splitters come back too. The size is saved when the window closes
or hides (a dialog's ``exec`` ends with a hide), under a key holding the screen's size: a
window left maximised on a big monitor does not open oversized on the laptop.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QSplitter, QWidget

#: Room left for the title bar and borders the window manager adds around a window.
FRAME = QSize(16, 48)


def screen_of(window: QWidget) -> QScreen | None:
    parent = window.parentWidget()
    screen = (parent.window().screen() if parent is not None else None) or window.screen()
    return screen or QGuiApplication.primaryScreen()


def available(window: QWidget) -> QRect:
    """The screen area the window may take (the desktop minus panels and docks)."""
    screen = screen_of(window)
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 720)


def settings_key(window: QWidget, name: str) -> str:
    area = available(window)
    return f"geometry/{name}/{area.width()}x{area.height()}"


def fitted_size(window: QWidget, preferred: QSize) -> QSize:
    """``preferred`` shrunk to the available area, and never below the window's minimum."""
    area = available(window).size() - FRAME
    size = preferred.boundedTo(area)
    return size.expandedTo(window.minimumSize().boundedTo(area))


class _Keeper(QObject):
    """Saves the window's geometry and splitters when it closes or hides."""

    def __init__(self, window: QWidget, key: str, splitters: dict[str, QSplitter]):
        super().__init__(window)
        self.key = key
        self.splitters = splitters

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Close, QEvent.Type.Hide) \
                and isinstance(watched, QWidget) and watched.isWindow():
            save_window(watched, self.key, self.splitters)
        return False


def save_window(window: QWidget, key: str, splitters: dict[str, QSplitter] | None = None) -> None:
    s = QSettings()
    s.setValue(f"{key}/window", window.saveGeometry())
    for name, splitter in (splitters or {}).items():
        s.setValue(f"{key}/{name}", splitter.saveState())


def fit_window(window: QWidget, name: str, preferred: QSize | tuple[int, int],
               splitters: dict[str, QSplitter] | None = None, *, share: float = 0.0) -> str:
    """Size ``window`` for this screen (see the module docstring); returns its settings key.
    ``share``: a big window (the main one, the playtest table) takes at least this share of
    a large screen."""
    if isinstance(preferred, tuple):
        preferred = QSize(*preferred)
    if share:
        room = available(window).size()
        preferred = preferred.expandedTo(QSize(int(room.width() * share),
                                               int(room.height() * share)))
    key = settings_key(window, name)
    splitters = dict(splitters or {})
    s = QSettings()
    area = available(window)
    saved = s.value(f"{key}/window")
    restored = isinstance(saved, QByteArray) and window.restoreGeometry(saved)
    if not restored or not area.contains(window.frameGeometry().center()):
        size = fitted_size(window, preferred)
        window.resize(size)
        # Centred on the screen (a dialog would otherwise centre on a parent that may hang
        # off the screen's edge).
        window.move(area.x() + max(0, (area.width() - size.width() - FRAME.width()) // 2),
                    area.y() + max(0, (area.height() - size.height() - FRAME.height()) // 2))
    else:
        window.resize(window.size().boundedTo(area.size() - FRAME))
    for split_name, splitter in splitters.items():
        state = s.value(f"{key}/{split_name}")
        if isinstance(state, QByteArray):
            splitter.restoreState(state)
    keeper = getattr(window, "_geometry_keeper", None)
    if keeper is None:
        keeper = _Keeper(window, key, splitters)
        window.installEventFilter(keeper)
        window._geometry_keeper = keeper  # type: ignore[attr-defined]
    else:
        keeper.key, keeper.splitters = key, splitters
    return key
