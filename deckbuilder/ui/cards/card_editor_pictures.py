"""The card editor's picture column: the picture area (drop an image file on it, or
double-click it), choosing, framing and removing the picture, and the preview around it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QEvent,
    QIODevice,
    QObject,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QDragEnterEvent,
    QDragLeaveEvent,
    QDropEvent,
    QImage,
    QImageReader,
    QMouseEvent,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QPushButton,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.catalog.card_repository import CardRecord
from deckbuilder.catalog.pictures import PictureError, crop_picture
from deckbuilder.rules.cards import Card
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.cards.card_detail import field_label
from deckbuilder.ui.cards.card_fields import kind_title
from deckbuilder.ui.cards.picture_crop import CARD_RATIO, PictureCropDialog
from deckbuilder.ui.common.card_viewer import ClickToEnlarge, show_card_large
from deckbuilder.ui.common.error_text import picture_error_text
from deckbuilder.ui.common.value_names import card_stat_titles

Box = tuple[int, int, int, int]

PREVIEW_SIZE = QSize(250, 349)  # 63:88
PICTURE_FILTER = "*.png *.jpg *.jpeg *.webp *.gif *.bmp *.tif *.tiff"


class PictureArea(QLabel):
    """The card picture (or an invitation to add one); accepts a dropped image file."""

    fileDropped = Signal(str)
    activated = Signal()  # double-clicked: the user wants to choose a picture

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("pictureArea")
        self.setAcceptDrops(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFixedSize(PREVIEW_SIZE)
        self.setWordWrap(True)
        self._hover = False
        self._empty = True
        self._full = QPixmap()
        #: The card's name, for the large view's caption.
        self.card_name: Callable[[], str] = str
        # A click shows the picture large; a double-click still chooses another.
        ClickToEnlarge(self, lambda _pos: self.show_large(), after_double_click=True)
        self.show_pixmap(None)

    def _style(self) -> None:
        border = "2px dashed palette(highlight)" if self._hover else (
            "2px dashed palette(mid)" if self._empty else "1px solid palette(mid)")
        self.setStyleSheet(f"QLabel#pictureArea {{ border: {border}; border-radius: 6px; "
                           "color: palette(mid); padding: 0px; }")

    def show_pixmap(self, pixmap: QPixmap | None) -> None:
        if pixmap is None or pixmap.isNull():
            self._empty = True
            self.clear()
            self.setText(self.tr("No picture yet.\n\nDrop an image file here\n"
                                 "or choose one below."))
        else:
            self._empty = False
            self._full = pixmap
            inner = PREVIEW_SIZE - QSize(4, 4)
            self.setPixmap(pixmap.scaled(inner, Qt.AspectRatioMode.KeepAspectRatio,
                                         Qt.TransformationMode.SmoothTransformation))
        self._style()

    def is_empty(self) -> bool:
        return self._empty

    def show_large(self) -> bool:
        """The picture as large as the screen allows (nothing while there is none)."""
        if self._empty:
            return False
        full = self._full
        show_card_large(self, self.card_name(), lambda size: full.scaled(
            size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation))
        return True

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.activated.emit()
            event.accept()
        else:
            super().mouseDoubleClickEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_file(event) is not None:
            self._hover = True
            self._style()
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._hover = False
        self._style()
        super().dragLeaveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self._hover = False
        self._style()
        path = dropped_file(event)
        if path is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.fileDropped.emit(path)


def dropped_file(event: QDragEnterEvent | QDropEvent) -> str | None:
    """The local file a drag carries, if any."""
    mime = event.mimeData()
    if mime is None or not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile():
            return url.toLocalFile()
    return None


def read_image(data: bytes) -> QImage:
    """Decode a picture as Qt shows it: EXIF orientation applied, like ``crop_picture``."""
    buf = QBuffer()
    buf.setData(QByteArray(data))
    buf.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buf)
    reader.setAutoTransform(True)
    image = reader.read()
    buf.close()
    return image



def show_preview(title: QLabel, stats: QLabel, raw: dict[str, Any], card: Card | None,
                 game: str, kind: str) -> None:
    """The card's name over its picture and a line of its game, kind and figures under it."""
    name = " ".join(str(raw.get("name", "")).split())
    title.setText(name or QCoreApplication.translate("CardPictures", "(no name yet)"))
    title.setEnabled(bool(name))
    lines = [f"{game_tables.GAME_TITLES[game]} · {kind_title(kind)}"]
    if card is not None:
        # "— · — · —" (three clear zones) says nothing in a one-line summary.
        shown = [f"{field_label(k)} {v}" for k, v in card_stat_titles(card)
                 if v.strip("—· ")]
        if shown:
            lines.append(" · ".join(shown))
    stats.setText("\n".join(lines))


class CardPictures(QObject):
    """The card editor's picture, a controller the editor owns: choose, drop, frame and
    remove it, with its problem shown under it. Handed the widgets it drives and the
    record edited; ``changed`` tells the editor the card's picture changed. It also takes
    a file dropped anywhere on the editor (an event filter on ``window``)."""

    #: The picture to be saved changed (chosen, dropped, removed).
    changed = Signal()

    def __init__(self, service: CatalogService, area: PictureArea, error: QLabel,
                 remove_button: QPushButton, record: Callable[[], CardRecord | None],
                 window: QWidget):
        super().__init__(window)
        self.service = service
        self.picture_area = area
        self.picture_error = error
        self.remove_button = remove_button
        self.record = record
        self.window = window
        #: The new picture (PNG) Save will store, if one was chosen.
        self.picture_bytes: bytes | None = None
        #: Whether Save removes the stored picture.
        self.removes_picture = False
        area.fileDropped.connect(self._picture_dropped)
        area.activated.connect(self.choose_picture)
        remove_button.clicked.connect(self.remove_picture)
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def clear(self) -> None:
        """No picture and nothing to save (a new card)."""
        self.picture_bytes = None
        self.removes_picture = False
        self.show_picture(None)
        self.picture_error.hide()

    def show_stored(self, picture: str) -> None:
        """The stored picture of the record (its problem said when it cannot be shown)."""
        pixmap = None
        if picture:
            path = self.service.picture_path(picture)
            pixmap = QPixmap(str(path))
            if pixmap.isNull():
                # Said by the editor before the picture had a controller: its translation.
                self.picture_error.setText(QCoreApplication.translate(
                    "CardEditorDialog", "The stored picture cannot be shown: %1")
                    .replace("%1", str(path)))
                self.picture_error.show()
        self.show_picture(pixmap)

    # -------------------------------------------------------------- picture

    def choose_picture(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Choose Picture"), str(QSettings().value("card_editor/picture_dir",
                                                                   "")),
            self.tr("Pictures (%1);;All files (*)").replace("%1", PICTURE_FILTER))
        if path:
            QSettings().setValue("card_editor/picture_dir", str(Path(path).parent))
            self.open_picture_file(path)

    def _load_picture_file(self, path: str | Path) -> tuple[bytes, QImage] | None:
        """Read and check a picture file; on a problem show it and return None."""
        path = Path(path)
        try:
            data = self.service.read_picture_file(path)
        except PictureError as exc:
            self._picture_problem(picture_error_text(exc))
            return None
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.service.check_picture(data, str(path))
            image = read_image(data)
        except PictureError as exc:
            self._picture_problem(picture_error_text(exc))
            return None
        finally:
            QApplication.restoreOverrideCursor()
        if image.isNull():
            self._picture_problem(self.tr("%1: the picture cannot be shown").replace(
                "%1", str(path)))
            return None
        return data, image

    def open_picture_file(self, path: str | Path) -> bool:
        """Use a picture file: check it, let the user frame the card part, keep the crop.
        Returns True when the picture was taken."""
        loaded = self._load_picture_file(path)
        if loaded is None:
            return False
        data, image = loaded
        dialog = PictureCropDialog(image, self.window, ratio=CARD_RATIO, source=Path(path).name)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return self._take_picture(data, dialog.crop_box(), str(path))

    def set_picture_file(self, path: str | Path, box: Box | None = None) -> bool:
        """As choosing a file, without the crop dialog: ``box`` (picture pixels: left, top,
        right, bottom) or the whole picture is kept. Returns True when taken."""
        loaded = self._load_picture_file(path)
        if loaded is None:
            return False
        data, image = loaded
        if box is None:
            box = (0, 0, image.width(), image.height())
        return self._take_picture(data, box, str(path))

    def _take_picture(self, data: bytes, box: Box, source: str) -> bool:
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            png = crop_picture(data, box, source)
        except PictureError as exc:
            self._picture_problem(picture_error_text(exc))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        pixmap = QPixmap()
        pixmap.loadFromData(png)
        self.picture_bytes = png
        self.removes_picture = False
        self.picture_error.hide()
        self.show_picture(pixmap)
        self.changed.emit()
        return True

    def _picture_problem(self, message: str) -> None:
        self.picture_error.setText(self.tr("Picture not used — %1").replace("%1", message))
        self.picture_error.show()

    def picture_error_text(self) -> str:
        return "" if self.picture_error.isHidden() else self.picture_error.text()

    def remove_picture(self) -> None:
        """The card will have no picture once saved."""
        record = self.record()
        self.picture_bytes = None
        self.removes_picture = record is not None and bool(record.picture)
        self.show_picture(None)
        self.picture_error.hide()
        self.changed.emit()

    def has_picture(self) -> bool:
        """Whether the card, as it would be saved, has a picture."""
        return not self.picture_area.is_empty()

    def show_picture(self, pixmap: QPixmap | None) -> None:
        self.picture_area.show_pixmap(pixmap)
        self.remove_button.setEnabled(self.has_picture())

    def _picture_dropped(self, path: str) -> None:
        # Leave the drop handler before the crop dialog runs its own event loop.
        QTimer.singleShot(0, lambda: self.open_picture_file(path))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A picture file dropped anywhere on the editor, as on the picture itself.
        if watched is self.window and isinstance(event, QDragEnterEvent):
            if dropped_file(event) is not None:
                event.acceptProposedAction()
            else:
                event.ignore()
            return True
        if watched is self.window and isinstance(event, QDropEvent):
            path = dropped_file(event)
            if path is None:
                event.ignore()
                return True
            event.acceptProposedAction()
            self._picture_dropped(path)
            return True
        return super().eventFilter(watched, event)
