"""Card pictures for the window, loaded off the UI thread and cached in memory.

Tasks of a :class:`~deckbuilder.ui.common.background.TaskPool` make (or reuse) the on-disk
thumbnail with Pillow and read it into a QImage; the UI thread turns it into a QPixmap
when the result arrives, then says so with ``loaded``.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QImage, QPixmap

from deckbuilder.catalog.pictures import THUMB_SIZE, make_thumbnail
from deckbuilder.ui.common.background import TaskPool

_KEEP = Qt.AspectRatioMode.KeepAspectRatio
_SMOOTH = Qt.TransformationMode.SmoothTransformation


def _load(root: Path, rel: str, size: tuple[int, int]) -> QImage:
    w, h = size
    try:
        if w <= THUMB_SIZE[0] and h <= THUMB_SIZE[1]:
            # Small sizes come from the cached on-disk thumbnail: fast to decode.
            path = make_thumbnail(root, rel)
        else:
            path = root / rel[:2] / rel
        image = QImage(str(path))
    except Exception:
        image = QImage()
    if not image.isNull() and (image.width() > w or image.height() > h):
        image = image.scaled(w, h, _KEEP, _SMOOTH)
    return image


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
        self.tasks = TaskPool(self)
        self.tasks.finished.connect(self._on_done)

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
            self.tasks.submit(rel, partial(_load, self.root, rel, self.size))
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
        return self.tasks.wait(msecs)
