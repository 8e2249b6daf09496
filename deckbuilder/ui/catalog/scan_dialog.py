"""Collection → Scan Cards…: photos (dropped or picked) or a camera in, a review table of
the recognised cards, and "Add to Collection" as one change."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import Any

import numpy as np
from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QDragEnterEvent,
    QDropEvent,
    QImage,
    QKeySequence,
    QPixmap,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.scan import ocr
from deckbuilder.scan.camera import FrameSource, StillCard
from deckbuilder.scan.detect import find_quads
from deckbuilder.scan.images import ScanError
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.scan_service import (
    Added,
    CardMatch,
    Certainty,
    ScanCancelled,
    ScannedCard,
    ScannedPhoto,
    ScanService,
    certainty,
)
from deckbuilder.ui.common.background import Job
from deckbuilder.ui.common.camera import CAMERA_KEY, CameraLookup

THUMB = QSize(72, 100)
PHOTO_FILTER = "*.jpg *.jpeg *.png *.webp *.heic *.heif"


def rgb_to_pixmap(rgb: np.ndarray, size: QSize = THUMB) -> QPixmap:
    rgb = np.ascontiguousarray(rgb)
    h, w = rgb.shape[:2]
    image = QImage(rgb.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()
    return QPixmap.fromImage(image).scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                                           Qt.TransformationMode.SmoothTransformation)


def qimage_to_rgb(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    w, h = image.width(), image.height()
    data = np.frombuffer(image.constBits(), np.uint8, count=image.bytesPerLine() * h)
    return data.reshape(h, image.bytesPerLine())[:, :3 * w].reshape(h, w, 3).copy()


def certainty_words(match: CardMatch | None) -> str:
    """A match's certainty as the review shows it: "sure", "check this" or "unknown"
    (the score itself is in the tooltip)."""
    kind = certainty(match)
    if kind is Certainty.SURE:
        return QApplication.translate("ScanDialog", "sure")
    if kind is Certainty.CHECK:
        return QApplication.translate("ScanDialog", "check this")
    return QApplication.translate("ScanDialog", "unknown")


def score_tip(score: float) -> str:
    return QApplication.translate("ScanDialog", "Match score %1 (0 to 1)").replace(
        "%1", f"{score:.2f}")


@dataclass
class ReviewRow:
    """One found card under review: what was found, the chosen card (None: unknown),
    how many copies and whether to add it."""

    source: str
    found: ScannedCard
    choice: CardMatch | None
    count: int = 1
    accepted: bool = True


_ROOT = QModelIndex()


class Column(IntEnum):
    PHOTO = 0
    PICTURE = 1
    CARD = 2
    SCORE = 3
    COUNT = 4
    ADD = 5


class ScanResultsModel(QAbstractTableModel):
    """The review table: one row per found card."""

    def __init__(self, pictures_dir: Path, parent: QObject | None = None):
        super().__init__(parent)
        self.rows: list[ReviewRow] = []
        self.pictures_dir = pictures_dir
        self._pixmaps: dict[str, QPixmap] = {}

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Photo"), self.tr("Catalog"), self.tr("Card"), self.tr("Match"),
                self.tr("Copies"), self.tr("Add"))[section]

    def _picture(self, rel: str | None) -> QPixmap | None:
        if not rel:
            return None
        if rel not in self._pixmaps:
            self._pixmaps[rel] = QPixmap(str(self.pictures_dir / rel[:2] / rel)).scaled(
                THUMB, Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation)
        return self._pixmaps[rel]

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.UserRole:
            return row
        if role == Qt.ItemDataRole.DecorationRole:
            if col == Column.PHOTO:
                return rgb_to_pixmap(row.found.crop)
            if col == Column.PICTURE and row.choice is not None:
                return self._picture(row.choice.picture)
            return None
        if role == Qt.ItemDataRole.CheckStateRole and col == Column.ADD:
            return Qt.CheckState.Checked if row.accepted else Qt.CheckState.Unchecked
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if col == Column.CARD:
                if row.choice is None:
                    read = f" — “{row.found.name}”" if row.found.name else ""
                    return self.tr("Unknown card") + read
                return f"{row.choice.name}  [{row.choice.game}]"
            if col == Column.SCORE:
                return certainty_words(row.choice)
            if col == Column.COUNT:
                return row.count
        if role == Qt.ItemDataRole.ToolTipRole:
            if col == Column.PHOTO:
                return row.source
            if col == Column.SCORE:
                return score_tip(row.choice.score if row.choice else (
                    row.found.candidates[0].score if row.found.candidates else 0.0))
        return None

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (Column.CARD, Column.COUNT):
            return base | Qt.ItemFlag.ItemIsEditable
        if index.column() == Column.ADD:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def setData(self, index: QModelIndex | QPersistentModelIndex, value: Any,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        row = self.rows[index.row()]
        col = index.column()
        if col == Column.ADD and role == Qt.ItemDataRole.CheckStateRole:
            row.accepted = Qt.CheckState(value) == Qt.CheckState.Checked
        elif col == Column.COUNT and role == Qt.ItemDataRole.EditRole:
            row.count = max(1, min(999, int(value)))
        elif col == Column.CARD and role == Qt.ItemDataRole.EditRole:
            row.choice = value if isinstance(value, CardMatch) else None
            first = self.index(index.row(), 0)
            self.dataChanged.emit(first, self.index(index.row(), len(Column) - 1))
            return True
        else:
            return False
        self.dataChanged.emit(index, index)
        return True

    def add_photo(self, photo: ScannedPhoto) -> None:
        if not photo.cards:
            return
        start = len(self.rows)
        self.beginInsertRows(QModelIndex(), start, start + len(photo.cards) - 1)
        self.rows += [ReviewRow(photo.source, c, c.match) for c in photo.cards]
        self.endInsertRows()

    def replace_rows(self, rows: list[ReviewRow]) -> list[ReviewRow]:
        """Put ``rows`` in the table; returns the rows it held."""
        self.beginResetModel()
        old, self.rows = self.rows, rows
        self.endResetModel()
        return old

    def to_add(self) -> list[tuple[int, int]]:
        return [(r.choice.card_id, r.count) for r in self.rows
                if r.accepted and r.choice is not None]


class CandidateDelegate(QStyledItemDelegate):
    """The Card column's editor: a dropdown of the row's candidates, and "Unknown card"."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        combo = QComboBox(parent)
        combo.setObjectName("candidateChoice")
        row: ReviewRow = index.data(Qt.ItemDataRole.UserRole)
        for c in row.found.candidates:
            combo.addItem(f"{c.name}  [{c.game}]  ({certainty_words(c)})", c)
            combo.setItemData(combo.count() - 1, score_tip(c.score),
                              Qt.ItemDataRole.ToolTipRole)
        combo.addItem(QApplication.translate("ScanDialog", "Unknown card"), None)
        # Commit as soon as a choice is made: the list closes, the row changes.
        combo.activated.connect(lambda _i: self.commitData.emit(combo))
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex | QPersistentModelIndex) -> None:
        assert isinstance(editor, QComboBox)
        row: ReviewRow = index.data(Qt.ItemDataRole.UserRole)
        ids = [c.card_id for c in row.found.candidates]
        pos = ids.index(row.choice.card_id) if row.choice and row.choice.card_id in ids else -1
        editor.setCurrentIndex(pos if pos >= 0 else editor.count() - 1)

    def setModelData(self, editor: QWidget, model: Any,
                     index: QModelIndex | QPersistentModelIndex) -> None:
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


def scan_job(db_path: Path, paths: list[Path], game: str | None) -> Job:
    """Scans photos on a thread of its own, on its own connection to the catalog: each
    photo is published as it is done; the result is True when cancelled. A photo that
    cannot be read ends the job with that error."""
    def work(job: Job) -> bool:
        catalog = CatalogService.open(db_path)
        try:
            scanner = catalog.scanner(game)
            scanner.prepare(cancelled=lambda: job.cancelled)
            for n, path in enumerate(paths):
                if job.cancelled:
                    return True
                job.publish(scanner.scan_file(path))
                job.report(n + 1, len(paths), "")
        except ScanCancelled:
            return True
        finally:
            catalog.close()
        return False
    return Job(work)


class CameraPanel(QWidget):
    """A live view of a frame source, with "Capture" and automatic counting of a card
    held still (a flash of the view and a beep say it was counted)."""

    captured = Signal(object)  # an RGB frame to recognise

    def __init__(self, source: FrameSource, parent: QWidget | None = None):
        super().__init__(parent)
        self.source = source
        self.still = StillCard()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.view = QLabel()
        self.view.setObjectName("cameraView")
        self.view.setMinimumSize(320, 240)
        self.view.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.view, 1)
        row = QHBoxLayout()
        self.capture_button = QPushButton(self.tr("&Capture"))
        self.capture_button.setToolTip(self.tr("Recognise the cards in view now (Space)"))
        self.capture_button.setShortcut(Qt.Key.Key_Space)
        self.capture_button.clicked.connect(self.capture)
        self.auto_box = QCheckBox(self.tr("Count a card held still &automatically"))
        self.auto_box.setChecked(True)
        row.addWidget(self.capture_button)
        row.addWidget(self.auto_box, 1)
        lay.addLayout(row)
        self.timer = QTimer(self)
        self.timer.setInterval(150)
        self.timer.timeout.connect(self.poll)
        self.timer.start()
        self._frame: np.ndarray | None = None

    def poll(self) -> None:
        frame = self.source.frame()
        if frame is None:
            return
        self._frame = frame
        self.view.setPixmap(rgb_to_pixmap(frame, self.view.size()))
        if self.auto_box.isChecked():
            small = frame[::2, ::2] if max(frame.shape[:2]) > 1000 else frame
            # Outlines only: the live view runs on the window's thread every 150 ms; the
            # still it captures is then scanned thoroughly (straight sides too).
            if self.still.feed(find_quads(small, thorough=False),
                               (small.shape[1], small.shape[0])):
                self.capture()

    def capture(self) -> None:
        if self._frame is None:
            return
        self.captured.emit(self._frame)
        QApplication.beep()
        self.view.setStyleSheet("border: 4px solid white;")
        # Tied to the view: no flash ends on a camera panel already closed.
        QTimer.singleShot(200, self.view, lambda: self.view.setStyleSheet(""))

    def stop(self) -> None:
        self.timer.stop()
        stop = getattr(self.source, "stop", None)
        if callable(stop):
            stop()


class QtCameraSource(QObject):
    """Frames of a QtMultimedia camera (the one chosen in Settings, else the default)."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        from PySide6.QtMultimedia import QCamera, QMediaCaptureSession, QMediaDevices, QVideoSink

        wanted = str(QSettings().value(CAMERA_KEY, "") or "")
        devices = QMediaDevices.videoInputs()
        if not devices:
            raise RuntimeError("no camera")
        device = next((d for d in devices if bytes(d.id().data()).decode(errors="replace")
                       == wanted), QMediaDevices.defaultVideoInput())
        self.camera = QCamera(device, self)
        self.session = QMediaCaptureSession(self)
        self.sink = QVideoSink(self)
        self.session.setCamera(self.camera)
        self.session.setVideoSink(self.sink)
        self._latest: QImage | None = None
        self.sink.videoFrameChanged.connect(self._frame_changed)
        self.camera.start()

    def _frame_changed(self, frame: Any) -> None:
        self._latest = frame.toImage()

    def frame(self) -> np.ndarray | None:
        if self._latest is None or self._latest.isNull():
            return None
        return qimage_to_rgb(self._latest)

    def stop(self) -> None:
        self.camera.stop()


#: Makes the card editor for a new card: (service, the game chosen or None, the parent).
#: The dialog it returns has the card editor's ``cardSaved`` signal, ``save()``,
#: ``save_new_button``, ``pictures``, ``name_edit`` and ``text_edit``.
CardEditorFactory = Callable[[CatalogService, "str | None", QWidget], Any]


class ScanDialog(QDialog):
    """Scan cards from photos or a camera, review them, add them to the collection."""

    def __init__(self, service: CatalogService, parent: QWidget | None = None, *,
                 game: str | None = None, frame_source: FrameSource | None = None,
                 card_editor: CardEditorFactory | None = None):
        super().__init__(parent)
        self.service = service
        # Handed in by the main window (the card editor is the cards package's, which the
        # catalog package does not import); without it no card can be made from a scan.
        self.card_editor = card_editor
        self.game = game
        self.frame_source = frame_source
        self.summary = ""
        self.added = 0
        # What the last "Add to Collection" put in, and the rows it came from, for Undo.
        self._last_add: list[Added] = []
        self._added_rows: list[ReviewRow] = []
        self._job: Job | None = None
        self._frame_scanner: ScanService | None = None
        self.camera: CameraPanel | None = None
        self.setWindowTitle(self.tr("Scan Cards"))
        self.setAcceptDrops(True)
        self.resize(980, 680)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.photos_button = QPushButton(self.tr("Add &Photos…"))
        self.photos_button.setToolTip(self.tr("Pick photos of cards: on a table, in sleeves, "
                                              "or a binder page (or drop them here)"))
        self.photos_button.clicked.connect(self.pick_photos)
        self.camera_button = QPushButton(self.tr("Use &Camera"))
        self.camera_button.setToolTip(self.tr("Hold cards under a camera; each card held "
                                              "still is counted"))
        self.camera_button.clicked.connect(self.start_camera)
        self._camera_wanted = False
        self.camera_lookup: CameraLookup | None = None
        if frame_source is None:
            self.camera_lookup = CameraLookup(self)
            self.camera_lookup.done.connect(self._cameras_found)
        self.hint = QLabel(self.tr("Drop photos here, or pick them."))
        top.addWidget(self.photos_button)
        top.addWidget(self.camera_button)
        top.addWidget(self.hint, 1)
        lay.addLayout(top)
        self.camera_area = QVBoxLayout()
        lay.addLayout(self.camera_area)
        prog = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setVisible(False)
        self.cancel_scan_button = QPushButton(self.tr("Stop Scanning"))
        self.cancel_scan_button.setVisible(False)
        self.cancel_scan_button.clicked.connect(self.cancel_scan)
        prog.addWidget(self.progress, 1)
        prog.addWidget(self.cancel_scan_button)
        lay.addLayout(prog)
        self.model = ScanResultsModel(service.pictures_dir, self)
        self.table = QTableView()
        self.table.setObjectName("scanResults")
        self.table.setModel(self.model)
        self.table.setItemDelegateForColumn(Column.CARD, CandidateDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.SelectedClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed)
        self.table.verticalHeader().setDefaultSectionSize(THUMB.height() + 6)
        self.table.horizontalHeader().setSectionResizeMode(Column.CARD,
                                                           QHeaderView.ResizeMode.Stretch)
        for col in (Column.PHOTO, Column.PICTURE):
            self.table.setColumnWidth(col, THUMB.width() + 12)
        lay.addWidget(self.table, 1)
        self.ocr_note = QLabel()
        self.ocr_note.setWordWrap(True)
        self.ocr_note.setVisible(False)
        lay.addWidget(self.ocr_note)
        bottom = QHBoxLayout()
        self.create_button = QPushButton(self.tr("C&reate Card…"))
        self.create_button.setToolTip(self.tr("Make a catalog card from an unknown card's "
                                              "photo and the text read from it"))
        self.create_button.clicked.connect(self.create_cards)
        self.create_button.setVisible(card_editor is not None)
        self.add_button = QPushButton(self.tr("&Add to Collection"))
        self.add_button.setDefault(True)
        self.add_button.clicked.connect(self.add_to_collection)
        self.undo_button = QPushButton(self.tr("&Undo"))
        self.undo_button.setToolTip(self.tr("Take back the copies the last "
                                            "“Add to Collection” put in (Ctrl+Z)"))
        QShortcut(QKeySequence.StandardKey.Undo, self, self.undo_add)
        self.undo_button.setEnabled(False)
        self.undo_button.clicked.connect(self.undo_add)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.close_dialog)
        bottom.addWidget(self.create_button)
        bottom.addStretch(1)
        bottom.addWidget(self.undo_button)
        bottom.addWidget(self.add_button)
        bottom.addWidget(self.close_button)
        lay.addLayout(bottom)
        self.model.rowsInserted.connect(self._update_buttons)
        self.model.dataChanged.connect(self._update_buttons)
        self.table.selectionModel().currentRowChanged.connect(self._update_buttons)
        self._update_buttons()

    # ------------------------------------------------------------------ photos

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.scan_photos(paths)

    def pick_photos(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Photos of Cards"), "",
            self.tr("Photos") + f" ({PHOTO_FILTER});;" + self.tr("All files (*)"))
        if names:
            self.scan_photos([Path(n) for n in names])

    def scan_photos(self, paths: list[Path]) -> None:
        """Scan photos in the background; rows appear photo by photo."""
        if self._job is not None:
            return
        self.progress.setRange(0, len(paths))
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.cancel_scan_button.setVisible(True)
        self.hint.setText(self.tr("Scanning…"))
        self._job = scan_job(self.service.db_path, paths, self.game)
        self._job.progressed.connect(lambda n, _total, _text: self.progress.setValue(n))
        self._job.published.connect(self._photo_scanned)
        self._job.succeeded.connect(self._scan_finished)
        self._job.failed.connect(self._scan_failed)
        self._update_buttons()
        self._job.start()

    def cancel_scan(self) -> None:
        if self._job is not None:
            self._job.cancel()

    def _photo_scanned(self, photo: ScannedPhoto) -> None:
        self.model.add_photo(photo)
        if any(c.match is None for c in photo.cards) and not ocr.available():
            self.ocr_note.setText(self.tr(
                "Text of unknown cards is not read: Tesseract is not installed (packages "
                "tesseract-ocr, tesseract-ocr-eng and tesseract-ocr-rus)."))
            self.ocr_note.setVisible(True)

    def _scan_failed(self, error: Exception) -> None:
        self._scan_finished(False)
        if not isinstance(error, ScanError | OSError):
            raise error  # a bug: to the app's error dialog and the log
        QMessageBox.warning(self, self.tr("Scan Cards"), str(error))

    def _scan_finished(self, cancelled: object) -> None:
        if self._job is None:
            return
        # The result comes just before the thread ends: wait for that moment.
        self._job.wait()
        self._job = None
        self.progress.setVisible(False)
        self.cancel_scan_button.setVisible(False)
        found = len(self.model.rows)
        self.hint.setText(self.tr("Scanning stopped.") if cancelled
                          else self.tr("%n card(s) found.", "", found))
        self._update_buttons()

    def wait_for_scan(self, timeout_ms: int = 60_000) -> None:
        """Block until the background scan is done (tests, and closing)."""
        if self._job is not None:
            self._job.wait(timeout_ms)
            QApplication.processEvents()

    # ------------------------------------------------------------------ camera

    def _cameras_found(self, cameras: list[tuple[str, str]]) -> None:
        if not cameras:
            # Said at once, before anyone clicks: the button cannot do anything.
            self.camera_button.setEnabled(False)
            self.camera_button.setToolTip(self.tr("No camera was found."))
            if self._camera_wanted:
                self.hint.setText(self.tr("No camera was found."))
        if self._camera_wanted:
            self._camera_wanted = False
            self.camera_button.setEnabled(bool(cameras))
            if cameras:
                self.start_camera()

    def start_camera(self) -> None:
        if self.camera is not None:
            return
        source = self.frame_source
        if source is None:
            lookup = self.camera_lookup
            if lookup is not None and lookup.cameras is None:
                # Still looking: say so now, and start when the look ends.
                self._camera_wanted = True
                self.camera_button.setEnabled(False)
                self.hint.setText(self.tr("Looking for cameras…"))
                return
            try:
                if lookup is not None and not lookup.cameras:
                    raise RuntimeError("no camera")
                source = QtCameraSource(self)
            except (RuntimeError, ImportError):
                self.hint.setText(self.tr("No camera was found."))
                QMessageBox.information(self, self.tr("Scan Cards"),
                                        self.tr("No camera was found."))
                return
            self.hint.setText(self.tr("Drop photos here, or pick them."))
        self.camera = CameraPanel(source, self)
        self.camera.captured.connect(self.scan_frame)
        self.camera_area.addWidget(self.camera)

    def scan_frame(self, rgb: np.ndarray) -> None:
        """Recognise the cards of one camera frame (quick: done at once)."""
        if self._frame_scanner is None:
            self._frame_scanner = self.service.scanner(self.game)
        self._photo_scanned(self._frame_scanner.scan_image(rgb, self.tr("camera")))
        self._update_buttons()

    # ------------------------------------------------------------------ results

    def _current(self) -> ReviewRow | None:
        index = self.table.currentIndex()
        return self.model.rows[index.row()] if index.isValid() else None

    def _update_buttons(self, *_args: object) -> None:
        scanning = self._job is not None
        self.add_button.setEnabled(bool(self.model.to_add()) and not scanning)
        self.undo_button.setEnabled(bool(self._last_add) and not scanning)
        row = self._current()
        self.create_button.setEnabled(row is not None and row.choice is None)

    def add_to_collection(self) -> None:
        counts = self.model.to_add()
        if not counts:
            return
        try:
            added = self.service.scanner().add_to_collection(counts)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Scan Cards"), str(exc))
            return
        n = sum(a.added for a in added)
        self.added += n
        self.summary = self.tr("%n card(s) added to the collection", "", n)
        # The added rows leave the table so a further scan cannot add them twice; Undo
        # brings them back for correcting.
        self._last_add = added
        self._added_rows = self.model.replace_rows([])
        self.hint.setText(self.summary)
        self._update_buttons()

    def undo_add(self) -> None:
        """Take back exactly the copies of the last add, in one transaction."""
        if not self._last_add or self._job is not None:
            return
        try:
            undone = self.service.scanner().undo_add(self._last_add)
        except (ValueError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Scan Cards"), str(exc))
            return
        removed = sum(u.removed for u in undone)
        self.added -= removed
        self._last_add = []
        self.model.replace_rows(self._added_rows + self.model.rows)
        self._added_rows = []
        self.summary = self.tr("%n card(s) taken back out of the collection", "", removed)
        short = [u for u in undone if u.short]
        if short:
            names = ", ".join(f"{u.name} ({u.short})" for u in short)
            self.summary += " " + self.tr(
                "Some copies had already been removed meanwhile, so fewer were "
                "taken back: %1").replace("%1", names)
        self.hint.setText(self.summary)
        self._update_buttons()

    def close_dialog(self) -> None:
        # Accepted when the collection was changed, so the main window shows the summary.
        if self.added:
            self.accept()
        else:
            self.reject()

    def create_cards(self) -> None:
        """Open the card editor for the current unknown card, then each next one ("Save
        and Next"), pre-filled with the photo and the text read from it."""
        if self.card_editor is None:
            return
        start = self.table.currentIndex().row()
        rows = [i for i in range(max(0, start), len(self.model.rows))
                if self.model.rows[i].choice is None]
        for n, i in enumerate(rows):
            row = self.model.rows[i]
            dlg = self.card_editor(self.service, self.game, self)
            dlg.setObjectName("scanCardEditor")
            self._prefill(dlg, row)
            go_on = [False]
            dlg.save_new_button.clicked.disconnect()
            if n + 1 < len(rows):
                dlg.save_new_button.setText(self.tr("Save and &Next"))
                dlg.save_new_button.clicked.connect(
                    lambda _c=False, d=dlg, g=go_on: g.__setitem__(0, d.save()))
            else:
                dlg.save_new_button.setVisible(False)
            dlg.cardSaved.connect(lambda card_id, i=i: self._card_created(i, card_id))
            dlg.exec()
            if not go_on[0]:
                break

    def _prefill(self, dlg: Any, row: ReviewRow) -> None:
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "scan.png"
            from PIL import Image

            Image.fromarray(row.found.crop).save(path)
            dlg.pictures.set_picture_file(path)
        if row.found.name:
            dlg.name_edit.setText(row.found.name)
        if row.found.text:
            dlg.text_edit.setPlainText(row.found.text)

    def _card_created(self, i: int, card_id: int) -> None:
        rec = self.service.record(card_id)
        if rec is None:
            return
        choice = CardMatch(card_id, rec.card.game, rec.card.name, 1.0, rec.picture)
        self.model.setData(self.model.index(i, Column.CARD), choice)

    def done(self, result: int) -> None:
        self.cancel_scan()
        self.wait_for_scan()
        if self.camera_lookup is not None:
            self.camera_lookup.wait()
        if self.camera is not None:
            self.camera.stop()
        super().done(result)
