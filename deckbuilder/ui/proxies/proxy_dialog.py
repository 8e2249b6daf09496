"""Print Proxies: every sheet option, a live preview of the pages, Save PDF… (in the
background, with Cancel) and Print… (the system print dialog).

Every option is remembered as soon as it changes (and again on close), so the dialog opens as
it was left. The words printed on the sheets (calibration page, page notes, drawn card faces)
are translated here with tr() and handed to the renderer as a mapping, which keeps the
proxies package free of the UI and the command line in English.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QBrush, QImage, QPainter, QPixmap
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
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.logs import JobLog
from deckbuilder.proxies.labels import SHEET_LABELS
from deckbuilder.proxies.layout import (
    MAX_BACK_OFFSET,
    MAX_CARD_MM,
    PAPERS,
    LayoutError,
    PrintItem,
    SheetOptions,
    card_size_for,
    compute_layout,
    default_paper,
)
from deckbuilder.proxies.render import MIN_PPI, Sheet
from deckbuilder.ui.common.background import Job, JobDialog
from deckbuilder.ui.common.card_viewer import ClickToEnlarge, card_picture, show_card_large
from deckbuilder.ui.common.face_labels import face_labels
from deckbuilder.ui.common.geometry import fit_window
from deckbuilder.ui.common.style import WARN, qcolour, set_tone

#: The preview never renders coarser than this (a tiny window still shows a page).
MIN_PREVIEW_DPI = 12


def _pdf_work(items: list[PrintItem], options: SheetOptions, path: Path,
              labels: Mapping[str, str] | None, pages: int, text: str) -> Callable[[Job], str]:
    """The PDF writing as a background job; its result is "cancelled" or ""."""
    def work(job: Job) -> str:
        from deckbuilder.proxies.pdf import write_pdf
        from deckbuilder.proxies.render import Sheet

        sheet = Sheet(items, options, labels)

        def step(page: int) -> bool:
            job.report(page, pages, text)
            return not job.cancelled

        try:
            write_pdf(sheet, path, step)
        except InterruptedError:
            return "cancelled"
        return ""
    return work


class ProxyDialog(QDialog):
    """``items``: what to print (copies per card). In deck mode, ``deck_items(missing_only,
    sideboard)`` recomputes them when those boxes change."""

    def __init__(self, items: list[PrintItem], *, title: str = "",
                 deck_items: Callable[[bool, bool], list[PrintItem]] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Print Proxies") + (f" — {title}" if title else ""))
        fit_window(self, "proxies", (1080, 760))
        self._deck_items = deck_items
        self.items = list(items)
        self.page = 0
        self._sheet: Sheet | None = None
        self._restoring = False
        self.saved_path: Path | None = None
        self.labels = self.sheet_labels()
        # The cards' game decides the default card size (and where a changed size is kept).
        self._games = sorted({i.card.game for i in items})
        self.game_card_size = card_size_for(self._games)
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
        card = QHBoxLayout()
        self.card_w = self._mm_spin(20, MAX_CARD_MM, self.game_card_size[0])
        self.card_h = self._mm_spin(20, MAX_CARD_MM, self.game_card_size[1])
        self.card_w.setObjectName("cardWidth")
        self.card_h.setObjectName("cardHeight")
        self.card_reset = QToolButton()
        self.card_reset.setText("↺")
        self.card_reset.setToolTip(
            self.tr("Back to the game's card size (%1 × %2 mm)")
            .replace("%1", f"{self.game_card_size[0]:g}")
            .replace("%2", f"{self.game_card_size[1]:g}"))
        card.addWidget(self.card_w)
        card.addWidget(QLabel("×"))
        card.addWidget(self.card_h)
        card.addWidget(self.card_reset)
        form.addRow(self.tr("Card size:"), card)
        self.margin = self._mm_spin(0, 50, 5)
        self.margin.setToolTip(self.tr("Paper left free around the cards; the bleed may "
                                       "reach into it"))
        form.addRow(self.tr("Margins:"), self.margin)
        self.gap = self._mm_spin(0, 20, 0)
        form.addRow(self.tr("Gap between cards:"), self.gap)
        self.bleed = self._mm_spin(0, 3, 0)
        self.bleed.setToolTip(self.tr("Extra picture around each card (0–3 mm), so a slightly "
                                      "off cut leaves no white edge. Between two cards it "
                                      "fills at most half the gap."))
        form.addRow(self.tr("Bleed:"), self.bleed)
        self.cut_marks = QComboBox()
        self.cut_marks.addItem(self.tr("Corner crop marks"), "corners")
        self.cut_marks.addItem(self.tr("Cut lines across the page"), "lines")
        self.cut_marks.addItem(self.tr("None"), "none")
        form.addRow(self.tr("Cut marks:"), self.cut_marks)
        self.backs = QCheckBox(self.tr("Card backs (mirrored, for double-sided printing)"))
        form.addRow("", self.backs)
        offset = QHBoxLayout()
        self.back_x = self._mm_spin(-MAX_BACK_OFFSET, MAX_BACK_OFFSET, 0)
        self.back_y = self._mm_spin(-MAX_BACK_OFFSET, MAX_BACK_OFFSET, 0)
        for spin, name in ((self.back_x, "backOffsetX"), (self.back_y, "backOffsetY")):
            spin.setObjectName(name)
            spin.setSingleStep(0.1)
        self.back_x.setPrefix(self.tr("right "))
        self.back_y.setPrefix(self.tr("down "))
        offset.addWidget(self.back_x)
        offset.addWidget(self.back_y)
        self.back_offset_label = QLabel(self.tr("Back offset:"))
        self.back_offset_label.setToolTip(self.tr(
            "Moves every back page, for a duplex printer that does not print the back "
            "exactly behind the front. Print the calibration page with backs on, hold it up "
            "to the light and add the numbers the back's cross shows."))
        form.addRow(self.back_offset_label, offset)
        self.calibration = QCheckBox(self.tr("Calibration page first (a ruler grid)"))
        self.calibration.setToolTip(self.tr("With card backs on, its back carries a cross "
                                            "to measure the back offset"))
        form.addRow("", self.calibration)
        self.page_labels = QCheckBox(self.tr("Page numbers in the margin"))
        self.page_labels.setChecked(True)
        self.page_labels.setToolTip(self.tr("Small grey page numbers and which pages are "
                                            "fronts or backs, for printing both sides by "
                                            "hand"))
        form.addRow("", self.page_labels)
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
        # Wraps rather than widening the window when the text is long (Russian, backs).
        self.page_label.setWordWrap(True)
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.zoom = QComboBox()
        self.zoom.setObjectName("zoom")
        self.zoom.addItem(self.tr("Whole page"), "fit")
        self.zoom.addItem(self.tr("100 %"), "100")
        self.zoom.setToolTip(self.tr("Zoom: the whole page in the window, or the real size"))
        nav.addWidget(self.prev_button)
        nav.addWidget(self.page_label, 1)
        nav.addWidget(self.zoom)
        nav.addWidget(self.next_button)
        right.addLayout(nav)
        self.preview = QLabel()
        self.preview.setObjectName("preview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setToolTip(self.tr("Click a card to see it large"))
        ClickToEnlarge(self.preview, self.show_large)
        self.preview_area = QScrollArea()
        self.preview_area.setWidgetResizable(True)
        self.preview_area.setWidget(self.preview)
        # Re-fit the page when the view changes size.
        self.preview_area.viewport().installEventFilter(self)
        right.addWidget(self.preview_area, 1)
        self.notes = QLabel()
        self.notes.setObjectName("notes")
        self.notes.setWordWrap(True)
        set_tone(self.notes, "warn")
        right.addWidget(self.notes)
        self.error = QLabel()
        self.error.setObjectName("error")
        set_tone(self.error, "bad")
        self.error.setWordWrap(True)
        right.addWidget(self.error)
        # Save PDF… says what it wrote, as the deck export and the backup do: the dialog
        # stays open over the window's status bar, so the word is said here.
        self.saved_note = QLabel()
        self.saved_note.setObjectName("savedNote")
        self.saved_note.setWordWrap(True)
        self.saved_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        set_tone(self.saved_note, "good")
        right.addWidget(self.saved_note)
        buttons = QHBoxLayout()
        self.save_button = QPushButton(self.tr("Save PDF…"))
        self.save_button.setDefault(True)
        self.print_button = QPushButton(self.tr("Print…"))
        self.shop_button = QPushButton(self.tr("Images for a Print Shop…"))
        self.shop_button.setToolTip(self.tr("One picture per card with bleed, at the size a "
                                            "print-on-demand card shop asks for"))
        self.close_button = QPushButton(self.tr("Close"))
        buttons.addWidget(self.shop_button)
        buttons.addStretch(1)
        for b in (self.print_button, self.save_button, self.close_button):
            buttons.addWidget(b)
        right.addLayout(buttons)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.refresh)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(80)
        self._fit_timer.timeout.connect(lambda: self.show_page(self.page))
        for spin in (self.custom_w, self.custom_h, self.card_w, self.card_h, self.margin,
                     self.gap, self.bleed, self.back_x, self.back_y):
            spin.valueChanged.connect(self._changed)
        for combo in (self.paper, self.cut_marks, self.translation):
            combo.currentIndexChanged.connect(self._changed)
        for check in (self.landscape, self.backs, self.calibration, self.page_labels):
            check.toggled.connect(self._changed)
        self.zoom.currentIndexChanged.connect(self._zoom_changed)
        self.card_reset.clicked.connect(self._reset_card_size)
        self.missing_only.toggled.connect(self._items_changed)
        self.sideboard.toggled.connect(self._items_changed)
        self.prev_button.clicked.connect(lambda: self.show_page(self.page - 1))
        self.next_button.clicked.connect(lambda: self.show_page(self.page + 1))
        # Not save_pdf itself: clicked's 'checked' would land in its path.
        self.save_button.clicked.connect(lambda: self.save_pdf())
        self.print_button.clicked.connect(self.print_sheet)
        self.shop_button.clicked.connect(self.save_images)
        self.backs.toggled.connect(self._backs_toggled)
        self.close_button.clicked.connect(self.reject)
        self._restore()
        self._backs_toggled(self.backs.isChecked())
        self._fill_table()
        self._zoom_changed()
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

    # ------------------------------------------------------------------ translations

    def sheet_labels(self) -> dict[str, str]:
        """The printed words in the window's language (keys: English, as in
        ``deckbuilder.proxies.labels``): the words of the drawn faces (shared with the
        window's own drawn faces, :func:`face_labels`) and the sheet's (the literals below
        follow ``SHEET_LABELS``' order)."""
        translated = [
            self.tr("100 mm — measure this bar; if it is not exactly 100 mm, turn off "
                    "'fit to page' / 'scale' in the print dialog"),
            self.tr("100 mm"),
            self.tr("card %1 × %2 mm"),
            self.tr("Deckbuilder calibration page — paper %1 × %2 mm, grid squares 10 mm"),
            self.tr("page %1 of %2"),
            self.tr("fronts"),
            self.tr("backs of page %1"),
            self.tr("calibration"),
            self.tr("back of the calibration page"),
            self.tr("Double-sided check: print this sheet on both sides, hold it up to the "
                    "light and read where the cross on the back meets each scale. Add the "
                    "two numbers to the back offset (now %1, %2 mm)."),
            self.tr("back of the calibration page — read this cross from the front"),
        ]
        labels = face_labels()
        labels.update(zip(SHEET_LABELS, translated, strict=True))
        return labels

    def layout_message(self, exc: LayoutError) -> str:
        """A LayoutError in the window's language (from its code; the English message for
        a code this dialog does not know)."""
        p = exc.params

        def mm(key: str) -> str:
            return f"{float(str(p.get(key, 0))):g}"

        if exc.code == "no_fit":
            return (self.tr("A %1 × %2 mm card does not fit on a %3 × %4 mm page with %5 mm "
                            "margins. Choose larger paper, landscape, smaller margins or a "
                            "smaller card.")
                    .replace("%1", mm("card_w")).replace("%2", mm("card_h"))
                    .replace("%3", mm("page_w")).replace("%4", mm("page_h"))
                    .replace("%5", mm("margin")))
        if exc.code == "bleed":
            return self.tr("The bleed must be between 0 and %1 mm.").replace("%1", mm("max"))
        if exc.code == "negative":
            return self.tr("Margins and gaps cannot be negative.")
        if exc.code == "size":
            return self.tr("Sizes must be more than 0 mm.")
        if exc.code == "card_size_range":
            return self.tr("Each side of a card must be from %1 to %2 mm.") \
                .replace("%1", mm("min")).replace("%2", mm("max"))
        if exc.code == "back_offset":
            return self.tr("The back offset must be within ±%1 mm each way.") \
                .replace("%1", mm("max"))
        if exc.code == "not_a_number":
            return self.tr("Lengths must be numbers of millimetres.")
        return str(exc)

    # ------------------------------------------------------------------ options

    def options(self) -> SheetOptions:
        return SheetOptions(
            paper=self.paper.currentData(),
            custom_size=(self.custom_w.value(), self.custom_h.value()),
            landscape=self.landscape.isChecked(),
            card_size=(self.card_w.value(), self.card_h.value()),
            margin=self.margin.value(), gap=self.gap.value(), bleed=self.bleed.value(),
            cut_marks=self.cut_marks.currentData(), backs=self.backs.isChecked(),
            calibration=self.calibration.isChecked(),
            page_labels=self.page_labels.isChecked(),
            back_offset=(self.back_x.value(), self.back_y.value()))

    def _card_size_key(self) -> str:
        # Per game: a size chosen for one game's cards does not follow another game's.
        return "proxies/card_size/" + ("+".join(self._games) or "default")

    def _restore(self) -> None:
        self._restoring = True
        try:
            s = QSettings()
            paper = str(s.value("proxies/paper", "") or default_paper(_system_territory()))
            self.paper.setCurrentIndex(max(0, self.paper.findData(paper)))
            for key, spin in (("custom_w", self.custom_w), ("custom_h", self.custom_h),
                              ("margin", self.margin), ("gap", self.gap),
                              ("bleed", self.bleed), ("back_x", self.back_x),
                              ("back_y", self.back_y)):
                value = s.value(f"proxies/{key}")
                if value not in (None, ""):
                    spin.setValue(float(str(value)))
            size = str(s.value(self._card_size_key(), "") or "")
            if "x" in size:
                w, _, h = size.partition("x")
                try:
                    self.card_w.setValue(float(w))
                    self.card_h.setValue(float(h))
                except ValueError:
                    pass
            marks = str(s.value("proxies/cut_marks", "corners"))
            self.cut_marks.setCurrentIndex(max(0, self.cut_marks.findData(marks)))
            for key, box, default in (("landscape", self.landscape, False),
                                      ("backs", self.backs, False),
                                      ("calibration", self.calibration, False),
                                      ("page_labels", self.page_labels, True),
                                      ("missing_only", self.missing_only, False),
                                      ("sideboard", self.sideboard, True)):
                value = str(s.value(f"proxies/{key}", "true" if default else "false"))
                box.setChecked(value.lower() == "true")
            self.translation.setCurrentIndex(max(0, self.translation.findData(
                str(s.value("proxies/translation", "")))))
            self.zoom.setCurrentIndex(max(0, self.zoom.findData(
                str(s.value("proxies/zoom", "fit")))))
        finally:
            self._restoring = False
        if callable(self._deck_items) and (self.missing_only.isChecked()
                                           or not self.sideboard.isChecked()):
            self.items = list(self._deck_items(self.missing_only.isChecked(),
                                               self.sideboard.isChecked()))

    def remember(self) -> None:
        """Keep every option for the next time the dialog opens."""
        if self._restoring:
            return
        s = QSettings()
        s.setValue("proxies/paper", self.paper.currentData())
        for key, spin in (("custom_w", self.custom_w), ("custom_h", self.custom_h),
                          ("margin", self.margin), ("gap", self.gap), ("bleed", self.bleed),
                          ("back_x", self.back_x), ("back_y", self.back_y)):
            s.setValue(f"proxies/{key}", spin.value())
        s.setValue(self._card_size_key(), f"{self.card_w.value():g}x{self.card_h.value():g}")
        s.setValue("proxies/cut_marks", self.cut_marks.currentData())
        for key, box in (("landscape", self.landscape), ("backs", self.backs),
                         ("calibration", self.calibration), ("page_labels", self.page_labels),
                         ("missing_only", self.missing_only), ("sideboard", self.sideboard)):
            s.setValue(f"proxies/{key}", "true" if box.isChecked() else "false")
        s.setValue("proxies/translation", self.translation.currentData())
        s.setValue("proxies/zoom", self.zoom.currentData())

    def done(self, result: int) -> None:
        # Close, Escape and the window's close button all end here.
        self.remember()
        super().done(result)

    def _backs_toggled(self, on: bool) -> None:
        # The offset moves back pages: without backs there is nothing to move.
        for widget in (self.back_x, self.back_y, self.back_offset_label):
            widget.setEnabled(on)

    def _reset_card_size(self) -> None:
        self.card_w.setValue(self.game_card_size[0])
        self.card_h.setValue(self.game_card_size[1])

    # ------------------------------------------------------------------ items

    def _fill_table(self) -> None:
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        for item in self.items:
            r = self.table.rowCount()
            self.table.insertRow(r)
            cell = QTableWidgetItem(item.card.name)
            cell.setFlags(cell.flags() & ~Qt.ItemFlag.ItemIsEditable)
            self.table.setItem(r, 0, cell)
            spin = QSpinBox()
            spin.setRange(0, 99)
            spin.setValue(item.count)
            spin.valueChanged.connect(lambda v, row=r: self._count_changed(row, v))
            self.table.setCellWidget(r, 1, spin)
        self.table.blockSignals(False)
        self._mark_cards()

    def _mark_cards(self) -> None:
        """Name cells: "(drawn face)" for cards without a picture, "low resolution: N ppi"
        in orange for pictures that print below 300 ppi at the chosen card size."""
        try:
            probe = Sheet([], self.options())
        except LayoutError:
            probe = None
        for r, item in enumerate(self.items):
            cell = self.table.item(r, 0)
            if cell is None:
                continue
            text, tip, low = item.card.name, "", False
            if item.picture is None:
                text += self.tr(" (drawn face)")
            elif probe is not None:
                ppi = probe.picture_ppi(item)
                if ppi is not None and ppi < MIN_PPI - 1e-6:
                    low = True
                    text += self.tr(" — low resolution: %1 ppi").replace("%1", str(int(ppi)))
                    tip = self.tr("This picture has fewer than %1 pixels per inch at this "
                                  "card size and may print blurry. A larger picture prints "
                                  "sharper.").replace("%1", str(MIN_PPI))
            cell.setText(text)
            cell.setToolTip(tip)
            cell.setForeground(QBrush(qcolour(WARN)) if low else QBrush())

    def _count_changed(self, row: int, value: int) -> None:
        self.items[row] = replace(self.items[row], count=value)
        self._changed()

    def _items_changed(self) -> None:
        if self._restoring:
            return
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
        if not self._restoring:
            self._timer.start()

    def refresh(self) -> None:
        self._timer.stop()
        self.remember()
        try:
            self._sheet = Sheet(self.print_items(), self.options(), self.labels)
        except LayoutError as exc:
            self._sheet = None
            self.error.setText(self.layout_message(exc))
            self.notes.setText("")
            self.preview.clear()
            self.page_label.setText("")
            self.save_button.setEnabled(False)
            self.print_button.setEnabled(False)
            return
        self.error.setText("")
        self._mark_cards()
        self.notes.setText(self._notes(self._sheet))
        has_pages = self._sheet.page_count > 0
        self.save_button.setEnabled(has_pages)
        self.print_button.setEnabled(has_pages)
        self.show_page(min(self.page, max(0, self._sheet.page_count - 1)))

    def _notes(self, sheet: Sheet) -> str:
        """Why fewer cards fit than without the gap, how the bleed meets the gap, and which
        pictures print blurry."""
        o = sheet.options
        notes = []
        if o.gap > 0:
            try:
                tight = compute_layout(replace(o, gap=0.0)).per_page
            except LayoutError:
                tight = 0
            if tight > sheet.layout.per_page:
                notes.append(self.tr("With a %1 mm gap %2 cards fit a page; without the gap "
                                     "%3 would.")
                             .replace("%1", f"{o.gap:g}")
                             .replace("%2", str(sheet.layout.per_page))
                             .replace("%3", str(tight)))
        if o.bleed > 0 and o.gap == 0:
            notes.append(self.tr("The cards touch, so the bleed goes only round the outside "
                                 "of the grid; for bleed around every card set the gap to "
                                 "%1 mm.").replace("%1", f"{2 * o.bleed:g}"))
        elif o.bleed > 0 and o.gap < 2 * o.bleed:
            notes.append(self.tr("Between cards the bleed fills half the gap (%1 mm); for the "
                                 "full bleed around every card set the gap to %2 mm.")
                         .replace("%1", f"{o.gap / 2:g}")
                         .replace("%2", f"{2 * o.bleed:g}"))
        low = sheet.low_resolution()
        if low:
            # The names are in the card list, marked; a long list here would crowd the view.
            notes.append(self.tr("Pictures that may print blurry at this card size (below "
                                 "%2 ppi): %1, marked in the card list.")
                         .replace("%1", str(len(low))).replace("%2", str(MIN_PPI)))
        return "\n".join(notes)

    @property
    def page_count(self) -> int:
        return self._sheet.page_count if self._sheet is not None else 0

    def _zoom_changed(self) -> None:
        fit = self.zoom.currentData() == "fit"
        # Fitting needs the whole view: scroll bars would shrink it and refit for ever.
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fit
                  else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.preview_area.setHorizontalScrollBarPolicy(policy)
        self.preview_area.setVerticalScrollBarPolicy(policy)
        self.remember()
        self.show_page(self.page)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.preview_area.viewport() and event.type() == QEvent.Type.Resize
                and self.zoom.currentData() == "fit"):
            self._fit_timer.start()
        return super().eventFilter(watched, event)

    def preview_dpi(self) -> float:
        """The preview's resolution: the whole page in the view, or the screen's (100 %)."""
        if self._sheet is None:
            return MIN_PREVIEW_DPI
        if self.zoom.currentData() == "100":
            return float(self.logicalDpiX())
        pw, ph = self._sheet.layout.page
        view = self.preview_area.viewport().size()
        room_w, room_h = max(1, view.width() - 8), max(1, view.height() - 8)
        return max(MIN_PREVIEW_DPI, min(room_w / (pw / 25.4), room_h / (ph / 25.4)))

    def show_page(self, index: int) -> None:
        sheet = self._sheet
        if sheet is None or sheet.page_count == 0:
            self.preview.setText(self.tr("Nothing to print"))
            self.page_label.setText("")
            self.prev_button.setEnabled(False)
            self.next_button.setEnabled(False)
            return
        self.page = max(0, min(index, sheet.page_count - 1))
        # Rendered at the screen's pixel density, shown at the logical size: sharp on HiDPI.
        ratio = self.devicePixelRatioF() or 1.0
        image = render_page(sheet, self.page, self.preview_dpi() * ratio)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self.preview.setPixmap(pixmap)
        kind = sheet.pages[self.page].kind
        what = {"front": "", "back": self.tr(" (backs)"),
                "calibration": self.tr(" (calibration)"),
                "calibration_back": self.tr(" (back of the calibration page)")}[kind]
        per = sheet.layout.per_page
        self.page_label.setText(
            self.tr("Page %1 of %2%3 — %4 cards a page, %5 cards in all")
            .replace("%1", str(self.page + 1)).replace("%2", str(sheet.page_count))
            .replace("%3", what).replace("%4", str(per)).replace("%5", str(len(sheet.copies))))
        self.prev_button.setEnabled(self.page > 0)
        self.next_button.setEnabled(self.page < sheet.page_count - 1)

    def card_at(self, pos: QPoint) -> PrintItem | None:
        """The card printed at ``pos`` of the preview (on a page of fronts)."""
        sheet, pixmap = self._sheet, self.preview.pixmap()
        if sheet is None or pixmap.isNull() or not 0 <= self.page < sheet.page_count:
            return None
        page = sheet.pages[self.page]
        if page.kind != "front":
            return None
        ratio = pixmap.devicePixelRatio() or 1.0
        width, height = pixmap.width() / ratio, pixmap.height() / ratio
        # The page is centred in the label; millimetres from its top left corner.
        per_mm = width / sheet.layout.page[0]
        x = (pos.x() - (self.preview.width() - width) / 2) / per_mm
        y = (pos.y() - (self.preview.height() - height) / 2) / per_mm
        for slot, copy in zip(sheet.slots_of(page), page.cards, strict=True):
            left, top, w, h = slot.card
            if left <= x <= left + w and top <= y <= top + h:
                return sheet.copies[copy]
        return None

    def show_large(self, pos: QPoint) -> bool:
        """Show the card at ``pos`` of the preview as large as the screen allows."""
        item = self.card_at(pos)
        if item is None:
            return False
        show_card_large(self, item.card.name, card_picture(item.picture, item.card))
        return True

    # ------------------------------------------------------------------ output

    def save_pdf(self, path: str | Path | None = None) -> bool:
        """Write the PDF in the background with a progress dialog; True when written."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save Proxies as PDF"),
                                                    "proxies.pdf", self.tr("PDF files (*.pdf)"))
            if not chosen:
                return False
            path = chosen
        self.remember()
        self.saved_note.setText("")
        items, options = self.print_items(), self.options()
        log = JobLog("proxies PDF", file=path, cards=len(items), pages=self.page_count)
        title = self.tr("Writing the PDF…")
        job = Job(_pdf_work(items, options, Path(path), self.labels, self.page_count, title))
        dialog = JobDialog(title, job, self)
        dialog.run()
        error = dialog.error
        if dialog.value == "cancelled" or (error is None and job.cancelled):
            log.end("cancelled")
            return False
        if error is not None:
            if not isinstance(error, (OSError, LayoutError)):
                raise error
            log.end("failed", error=str(error))
            QMessageBox.warning(self, self.tr("PDF not written"), str(error))
            return False
        log.end("done")
        self.saved_path = Path(path)
        self.saved_note.setText(
            self.tr("Saved %n page(s) to %1", "", self.page_count).replace("%1", str(path)))
        return True

    def save_images(self) -> bool:
        """Images for a Print Shop…: the cards of this dialog, one picture each."""
        from deckbuilder.ui.proxies.print_shop import PrintShopDialog

        self.remember()
        dialog = PrintShopDialog(self.print_items(), self.labels, self)
        return dialog.exec() == QDialog.DialogCode.Accepted

    def print_sheet(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from deckbuilder.proxies.pdf import print_sheet

        self.remember()
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setFullPage(True)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            # Printing to a file goes through the output gate (refused: the database, a
            # device…); a write error is said, not passed over.
            print_sheet(Sheet(self.print_items(), self.options(), self.labels), printer,
                        printer.resolution())
        except OSError as exc:
            QMessageBox.warning(self, self.tr("PDF not written"),
                                f"{exc.filename}: {exc.strerror}" if exc.filename
                                else str(exc))


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
