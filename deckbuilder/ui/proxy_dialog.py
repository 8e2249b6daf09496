"""Print Proxies: every sheet option, a live preview of the pages, Save PDF… (in the
background, with Cancel) and Print… (the system print dialog)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Qt, QThread, QTimer, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.proxies.layout import (
    PAPERS,
    LayoutError,
    PrintItem,
    SheetOptions,
    default_paper,
)
from deckbuilder.proxies.render import Sheet

PREVIEW_DPI = 40


class _PdfWorker(QObject):
    progress = Signal(int)
    finished = Signal(str)  # "" on success, else the error

    def __init__(self, items: list[PrintItem], options: SheetOptions, path: Path):
        super().__init__()
        self.items, self.options, self.path = items, options, path
        self.cancelled = False

    def run(self) -> None:
        from deckbuilder.proxies.pdf import write_pdf
        from deckbuilder.proxies.render import Sheet

        try:
            sheet = Sheet(self.items, self.options)

            def step(page: int) -> bool:
                self.progress.emit(page)
                return not self.cancelled

            write_pdf(sheet, self.path, step)
        except InterruptedError:
            self.finished.emit("cancelled")
            return
        except (OSError, LayoutError) as exc:
            self.finished.emit(str(exc))
            return
        self.finished.emit("")


class ProxyDialog(QDialog):
    """``items``: what to print (copies per card). In deck mode, ``deck_items(missing_only,
    sideboard)`` recomputes them when those boxes change."""

    def __init__(self, items: list[PrintItem], *, title: str = "",
                 deck_items: object = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print Proxies") + (f" — {title}" if title else ""))
        self.resize(1080, 760)
        self._deck_items = deck_items
        self.items = list(items)
        self.page = 0
        self._sheet: Sheet | None = None
        self.saved_path: Path | None = None
        outer = QHBoxLayout(self)

        left = QVBoxLayout()
        outer.addLayout(left, 0)
        self.table = QTableWidget(0, 2)
        self.table.setObjectName("proxyCards")
        self.table.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Copies")])
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setMinimumWidth(300)
        left.addWidget(self.table, 1)

        box = QGroupBox(self.tr("Sheet"))
        form = QFormLayout(box)
        self.paper = QComboBox()
        self.paper.setObjectName("paper")
        for key, (w, h) in PAPERS.items():
            self.paper.addItem(f"{key.upper() if len(key) == 2 else key.title()} "
                               f"({w:g} × {h:g} mm)", key)
        self.paper.addItem(self.tr("Custom size"), "custom")
        form.addRow(self.tr("Paper:"), self.paper)
        custom = QHBoxLayout()
        self.custom_w = self._mm_spin(50, 1000, 210)
        self.custom_h = self._mm_spin(50, 1000, 297)
        custom.addWidget(self.custom_w)
        custom.addWidget(QLabel("×"))
        custom.addWidget(self.custom_h)
        form.addRow(self.tr("Custom (mm):"), custom)
        self.landscape = QCheckBox(self.tr("Landscape"))
        form.addRow("", self.landscape)
        self.margin = self._mm_spin(0, 50, 5)
        form.addRow(self.tr("Margins:"), self.margin)
        self.gap = self._mm_spin(0, 20, 0)
        form.addRow(self.tr("Gap between cards:"), self.gap)
        self.bleed = self._mm_spin(0, 3, 0)
        self.bleed.setToolTip(self.tr("Extra picture around each card (0–3 mm), so a slightly "
                                      "off cut leaves no white edge"))
        form.addRow(self.tr("Bleed:"), self.bleed)
        self.cut_marks = QComboBox()
        self.cut_marks.addItem(self.tr("Corner crop marks"), "corners")
        self.cut_marks.addItem(self.tr("Cut lines across the page"), "lines")
        self.cut_marks.addItem(self.tr("None"), "none")
        form.addRow(self.tr("Cut marks:"), self.cut_marks)
        self.backs = QCheckBox(self.tr("Card backs (mirrored, for double-sided printing)"))
        form.addRow("", self.backs)
        self.calibration = QCheckBox(self.tr("Calibration page first (a ruler grid)"))
        form.addRow("", self.calibration)
        self.translation = QComboBox()
        self.translation.addItem(self.tr("Card name only"), "")
        self.translation.addItem(self.tr("Also the Russian name"), "ru")
        form.addRow(self.tr("Drawn cards show:"), self.translation)
        self.missing_only = QCheckBox(self.tr("Only copies my collection lacks"))
        self.sideboard = QCheckBox(self.tr("Include the sideboard"))
        self.sideboard.setChecked(True)
        if deck_items is not None:
            form.addRow("", self.missing_only)
            form.addRow("", self.sideboard)
        left.addWidget(box)
        hint = QLabel(self.tr("Print at 100 % (turn off “fit to page”). Print the calibration "
                              "page first to check your printer."))
        hint.setWordWrap(True)
        left.addWidget(hint)

        right = QVBoxLayout()
        outer.addLayout(right, 1)
        nav = QHBoxLayout()
        self.prev_button = QPushButton("◀")
        self.next_button = QPushButton("▶")
        self.page_label = QLabel()
        self.page_label.setObjectName("pageLabel")
        nav.addWidget(self.prev_button)
        nav.addWidget(self.page_label, 1, Qt.AlignmentFlag.AlignCenter)
        nav.addWidget(self.next_button)
        right.addLayout(nav)
        self.preview = QLabel()
        self.preview.setObjectName("preview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.preview)
        right.addWidget(scroll, 1)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        right.addWidget(self.error)
        buttons = QHBoxLayout()
        self.save_button = QPushButton(self.tr("Save PDF…"))
        self.save_button.setDefault(True)
        self.print_button = QPushButton(self.tr("Print…"))
        self.close_button = QPushButton(self.tr("Close"))
        buttons.addStretch(1)
        for b in (self.print_button, self.save_button, self.close_button):
            buttons.addWidget(b)
        right.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.refresh)
        for spin in (self.custom_w, self.custom_h, self.margin, self.gap, self.bleed):
            spin.valueChanged.connect(self._changed)
        for combo in (self.paper, self.cut_marks, self.translation):
            combo.currentIndexChanged.connect(self._changed)
        for check in (self.landscape, self.backs, self.calibration):
            check.toggled.connect(self._changed)
        self.missing_only.toggled.connect(self._items_changed)
        self.sideboard.toggled.connect(self._items_changed)
        self.prev_button.clicked.connect(lambda: self.show_page(self.page - 1))
        self.next_button.clicked.connect(lambda: self.show_page(self.page + 1))
        self.save_button.clicked.connect(self.save_pdf)
        self.print_button.clicked.connect(self.print_sheet)
        self.close_button.clicked.connect(self.reject)
        self._restore()
        self._fill_table()
        self.refresh()

    @staticmethod
    def _mm_spin(lo: float, hi: float, value: float) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setRange(lo, hi)
        spin.setDecimals(1)
        spin.setSingleStep(0.5)
        spin.setSuffix(" mm")
        spin.setValue(value)
        return spin

    # ------------------------------------------------------------------ options

    def options(self) -> SheetOptions:
        return SheetOptions(
            paper=self.paper.currentData(),
            custom_size=(self.custom_w.value(), self.custom_h.value()),
            landscape=self.landscape.isChecked(),
            margin=self.margin.value(), gap=self.gap.value(), bleed=self.bleed.value(),
            cut_marks=self.cut_marks.currentData(), backs=self.backs.isChecked(),
            calibration=self.calibration.isChecked())

    def _restore(self) -> None:
        s = QSettings()
        paper = str(s.value("proxies/paper", "") or default_paper(_system_territory()))
        self.paper.setCurrentIndex(max(0, self.paper.findData(paper)))
        for key, spin in (("custom_w", self.custom_w), ("custom_h", self.custom_h),
                          ("margin", self.margin), ("gap", self.gap), ("bleed", self.bleed)):
            value = s.value(f"proxies/{key}")
            if value not in (None, ""):
                spin.setValue(float(str(value)))
        marks = str(s.value("proxies/cut_marks", "corners"))
        self.cut_marks.setCurrentIndex(max(0, self.cut_marks.findData(marks)))
        for key, box in (("landscape", self.landscape), ("backs", self.backs),
                         ("calibration", self.calibration)):
            box.setChecked(str(s.value(f"proxies/{key}", "false")).lower() == "true")
        self.translation.setCurrentIndex(max(0, self.translation.findData(
            str(s.value("proxies/translation", "")))))

    def _remember(self) -> None:
        s = QSettings()
        o = self.options()
        s.setValue("proxies/paper", o.paper)
        for key, value in (("custom_w", o.custom_size[0]), ("custom_h", o.custom_size[1]),
                           ("margin", o.margin), ("gap", o.gap), ("bleed", o.bleed)):
            s.setValue(f"proxies/{key}", value)
        s.setValue("proxies/cut_marks", o.cut_marks)
        for key, value in (("landscape", o.landscape), ("backs", o.backs),
                           ("calibration", o.calibration)):
            s.setValue(f"proxies/{key}", "true" if value else "false")
        s.setValue("proxies/translation", self.translation.currentData())

    # ------------------------------------------------------------------ items

    def _fill_table(self) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        for item in self.items:
            r = self.table.rowCount()
            self.table.insertRow(r)
            cell = QTableWidgetItem(item.card.name + ("" if item.picture else
                                                      self.tr(" (drawn face)")))
            cell.setFlags(cell.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(r, 0, cell)
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setValue(item.count)
            spin.valueChanged.connect(lambda v, row=r: self._count_changed(row, v))
            self.table.setCellWidget(r, 1, spin)
        self.table.blockSignals(False)

    def _count_changed(self, row: int, value: int) -> None:
        self.items[row] = replace(self.items[row], count=value)
        self._changed()

    def _items_changed(self) -> None:
        if callable(self._deck_items):
            self.items = list(self._deck_items(self.missing_only.isChecked(),
                                               self.sideboard.isChecked()))
            self._fill_table()
        self._changed()

    def print_items(self) -> list[PrintItem]:
        lang = self.translation.currentData()
        out = []
        for item in self.items:
            if item.count <= 0:
                continue
            tr = item.card.names.get(lang) if lang else None
            out.append(replace(item, translation=tr if tr and tr != item.card.name else None))
        return out

    # ------------------------------------------------------------------ preview

    def _changed(self) -> None:
        self._timer.start()

    def refresh(self) -> None:
        self._timer.stop()
        try:
            self._sheet = Sheet(self.print_items(), self.options())
        except LayoutError as exc:
            self._sheet = None
            self.error.setText(str(exc))
            self.preview.clear()
            self.page_label.setText("")
            self.save_button.setEnabled(False)
            self.print_button.setEnabled(False)
            return
        self.error.setText("")
        has_pages = self._sheet.page_count > 0
        self.save_button.setEnabled(has_pages)
        self.print_button.setEnabled(has_pages)
        self.show_page(min(self.page, max(0, self._sheet.page_count - 1)))

    @property
    def page_count(self) -> int:
        return self._sheet.page_count if self._sheet is not None else 0

    def show_page(self, index: int) -> None:
        sheet = self._sheet
        if sheet is None or sheet.page_count == 0:
            self.preview.setText(self.tr("Nothing to print"))
            self.page_label.setText("")
            self.prev_button.setEnabled(False)
            self.next_button.setEnabled(False)
            return
        self.page = max(0, min(index, sheet.page_count - 1))
        image = render_page(sheet, self.page, PREVIEW_DPI * 2)
        self.preview.setPixmap(QPixmap.fromImage(image))
        kind = sheet.pages[self.page].kind
        what = {"front": "", "back": self.tr(" (backs)"),
                "calibration": self.tr(" (calibration)")}[kind]
        per = sheet.layout.per_page
        self.page_label.setText(
            self.tr("Page %1 of %2%3 — %4 cards a page, %5 cards in all")
            .replace("%1", str(self.page + 1)).replace("%2", str(sheet.page_count))
            .replace("%3", what).replace("%4", str(per)).replace("%5", str(len(sheet.copies))))
        self.prev_button.setEnabled(self.page > 0)
        self.next_button.setEnabled(self.page < sheet.page_count - 1)

    # ------------------------------------------------------------------ output

    def save_pdf(self, path: str | Path | None = None) -> bool:
        """Write the PDF in the background with a progress dialog; True when written."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save Proxies as PDF"),
                                                    "proxies.pdf", self.tr("PDF files (*.pdf)"))
            if not chosen:
                return False
            path = chosen
        self._remember()
        items, options = self.print_items(), self.options()
        worker = _PdfWorker(items, options, Path(path))
        thread = QThread(self)
        worker.moveToThread(thread)
        progress = QProgressDialog(self.tr("Writing the PDF…"), self.tr("Cancel"), 0,
                                   self.page_count, self)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)
        result: dict[str, str] = {}
        worker.progress.connect(progress.setValue)
        progress.canceled.connect(lambda: setattr(worker, "cancelled", True))
        worker.finished.connect(lambda msg: result.setdefault("message", msg))
        worker.finished.connect(thread.quit)
        thread.started.connect(worker.run)
        thread.start()
        while thread.isRunning():
            thread.wait(30)
            from PySide6.QtWidgets import QApplication

            QApplication.processEvents()
        progress.close()
        message = result.get("message", "")
        if message == "cancelled":
            return False
        if message:
            QMessageBox.warning(self, self.tr("PDF not written"), message)
            return False
        self.saved_path = Path(path)
        return True

    def print_sheet(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from deckbuilder.proxies.pdf import print_sheet

        self._remember()
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setFullPage(True)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        print_sheet(Sheet(self.print_items(), self.options()), printer, printer.resolution())


def render_page(sheet: Sheet, index: int, dpi: float) -> QImage:
    """One page as an image (the preview), at ``dpi``."""
    w, h = sheet.layout.page
    image = QImage(max(1, round(w / 25.4 * dpi)), max(1, round(h / 25.4 * dpi)),
                   QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    sheet.paint_page(painter, index, dpi)
    painter.end()
    return image


def _system_territory() -> str:
    from PySide6.QtCore import QLocale

    name = QLocale.system().name()  # e.g. en_US
    return name.split("_")[1] if "_" in name else ""
