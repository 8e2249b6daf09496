"""Card pictures for the window, loaded off the UI thread and cached in memory.

Workers make (or reuse) the on-disk thumbnail with Pillow and read it into a QImage; the
UI thread turns it into a QPixmap when the ``loaded`` signal arrives.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, Signal
from PySide6.QtGui import QImage, QPixmap

from deckbuilder.catalog.pictures import THUMB_SIZE, make_thumbnail

_KEEP = Qt.AspectRatioMode.KeepAspectRatio
_SMOOTH = Qt.TransformationMode.SmoothTransformation


class _Signals(QObject):
    done = Signal(str, QImage)


class _Job(QRunnable):
    def __init__(self, root: Path, rel: str, size: tuple[int, int], signals: _Signals):
        super().__init__()
        self.root, self.rel, self.size, self.signals = root, rel, size, signals

    def run(self) -> None:
        w, h = self.size
        try:
            if w <= THUMB_SIZE[0] and h <= THUMB_SIZE[1]:
                # Small sizes come from the cached on-disk thumbnail: fast to decode.
                path = make_thumbnail(self.root, self.rel)
            else:
                path = self.root / self.rel[:2] / self.rel
            image = QImage(str(path))
        except Exception:
            image = QImage()
        if not image.isNull() and (image.width() > w or image.height() > h):
            image = image.scaled(w, h, _KEEP, _SMOOTH)
        self.signals.done.emit(self.rel, image)


class PictureLoader(QObject):
    """Asynchronous picture cache for one pictures folder and one size."""

    loaded = Signal(str)  # relative picture path, now available through get()

    def __init__(self, root: Path, size: tuple[int, int] = THUMB_SIZE, capacity: int = 2000,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.root = root
        self.size = size
        self.capacity = capacity
        self._cache: OrderedDict[str, QPixmap] = OrderedDict()
        self._pending: set[str] = set()
        self._failed: set[str] = set()
        self._signals = _Signals()
        self._signals.done.connect(self._on_done)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max(2, QThreadPool.globalInstance().maxThreadCount()))

    def get(self, rel: str | None) -> QPixmap | None:
        """The picture if cached; otherwise starts loading it and returns None."""
        if not rel or rel in self._failed:
            return None
        pix = self._cache.get(rel)
        if pix is not None:
            self._cache.move_to_end(rel)
            return pix
        if rel not in self._pending:
            self._pending.add(rel)
            self.pool.start(_Job(self.root, rel, self.size, self._signals))
        return None

    def _on_done(self, rel: str, image: QImage) -> None:
        self._pending.discard(rel)
        if image.isNull():
            self._failed.add(rel)
            return
        self._cache[rel] = QPixmap.fromImage(image)
        while len(self._cache) > self.capacity:
            self._cache.popitem(last=False)
        self.loaded.emit(rel)

    def wait(self, msecs: int = 5000) -> bool:
        """Block until queued loads finish (tests and shutdown)."""
        return self.pool.waitForDone(msecs)
