"""Collection CSV import with a preview: every change and every problem is shown before
anything is written. Rows naming a card the catalog does not know are listed too, marked,
with a button that puts the closest known name in their place."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.catalog.collection import (
    CollectionChangedError,
    CollectionFileError,
    ImportPlan,
)
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.text_files import COLLECTION_FILE, read_decoded
from deckbuilder.ui.common.error_text import file_problems, unknown_row_text
from deckbuilder.ui.common.geometry import fit_window


class CollectionImportDialog(QDialog):
    """Plans the import on open and whenever an option changes; "Import" applies it."""

    def __init__(self, service: CatalogService, path: Path, parent: QWidget | None = None):
        super().__init__(parent)
        self.service = service
        self.path = path
        self.plan: ImportPlan | None = None
        self.summary = ""
        #: Names the user replaced by a suggestion: file line → the catalog's name.
        self.renames: dict[int, tuple[str, str]] = {}
        self.setWindowTitle(self.tr("Import Collection — %1").replace("%1", path.name))
        fit_window(self, "collection-import", (760, 520))
        lay = QVBoxLayout(self)
        opts = QHBoxLayout()
        opts.addWidget(QLabel(self.tr("Quantities in the file:")))
        self.mode = QComboBox()
        self.mode.addItem(self.tr("replace what I own of those cards"), "set")
        self.mode.addItem(self.tr("add to what I own"), "add")
        self.mode.addItem(self.tr("become my whole collection"), "replace")
        opts.addWidget(self.mode)
        opts.addStretch(1)
        lay.addLayout(opts)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        # Columns the import does not read, named before anything is written: a column the
        # user counted on (a quantity under a header we do not know) must not vanish unsaid.
        self.columns_note = QLabel()
        self.columns_note.setObjectName("columnsNote")
        self.columns_note.setWordWrap(True)
        self.columns_note.hide()
        lay.addWidget(self.columns_note)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Game"),
                                              self.tr("Variant"), self.tr("Now"),
                                              self.tr("After")])
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        lay.addWidget(self.table, 3)
        self.errors = QPlainTextEdit()
        self.errors.setReadOnly(True)
        self.errors.setObjectName("importErrors")
        lay.addWidget(self.errors, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = self.buttons.addButton(self.tr("Import"),
                                                    QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self._apply)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.mode.currentIndexChanged.connect(self.replan)
        self.replan()

    def corrected_text(self) -> tuple[str | None, str]:
        """The file with the names the user replaced (None when nothing was replaced) and
        the encoding it was read in."""
        if not self.renames:
            return None, "UTF-8"
        try:
            decoded = read_decoded(self.path, COLLECTION_FILE)
        except (OSError, UnicodeDecodeError):
            return None, "UTF-8"  # the plan reports the file's problem itself
        lines = decoded.text.splitlines(keepends=True)
        for line, (old, new) in self.renames.items():
            if 0 < line <= len(lines):
                ending = lines[line - 1][len(lines[line - 1].rstrip("\r\n")):]
                fields = next(csv.reader([lines[line - 1].rstrip("\r\n")]))
                fields = [new if f.strip() == old else f for f in fields]
                buf = io.StringIO()
                csv.writer(buf, lineterminator="").writerow(fields)
                lines[line - 1] = buf.getvalue() + ending
        return "".join(lines), decoded.encoding

    def use_suggestion(self, line: int, name: str, suggestion: str) -> None:
        """Read the row of ``line`` as naming ``suggestion`` instead of ``name``."""
        self.renames[line] = (name, suggestion)
        self.replan()

    def replan(self) -> None:
        self.table.setRowCount(0)
        self.errors.clear()
        self.columns_note.hide()
        text, encoding = self.corrected_text()
        try:
            plan = self.service.plan_collection_import(
                self.path, mode=self.mode.currentData(), skip_unknown=True,
                text=text, encoding=encoding)
        except CollectionFileError as exc:
            self._show_problems(exc)
            return
        self._show(plan)

    def _show_problems(self, exc: CollectionFileError) -> None:
        self.plan = None
        self.errors.setPlainText("\n".join(file_problems(exc)))
        self.errors.show()
        self.status.setText(self.tr("%n problem(s) found. Nothing will be imported until "
                                    "they are fixed.", "", len(exc.errors)))
        self.import_button.setEnabled(False)

    def _show(self, plan: ImportPlan, note: str = "") -> None:
        self.table.setRowCount(0)
        self.plan = plan
        changed = plan.changed
        self.table.setRowCount(len(changed))
        for row, c in enumerate(changed):
            v = c.variant
            variant = f"{v.condition} {v.language}" + (self.tr(" foil") if v.foil else "")
            for col, text in enumerate((c.name, game_tables.GAME_TITLES[c.game], variant, str(c.old),
                                        str(c.new))):
                self.table.setItem(row, col, QTableWidgetItem(text))
        # The unknown rows, marked, each with its closest known name one click away.
        tint = QColor(220, 60, 60, 45)
        for u in plan.unknown:
            row = self.table.rowCount()
            self.table.insertRow(row)
            texts = (u.name, game_tables.GAME_TITLES.get(u.game, u.game or "") if u.game else "",
                     self.tr("line %1").replace("%1", str(u.line)), self.tr("unknown"), "")
            for col, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setBackground(tint)
                item.setToolTip(unknown_row_text(u, self.path.name))
                self.table.setItem(row, col, item)
            if u.suggestions:
                button = QPushButton(self.tr("Use “%1”").replace("%1", u.suggestions[0]))
                button.setObjectName(f"useSuggestion{u.line}")
                button.clicked.connect(lambda _c=False, u=u: self.use_suggestion(
                    u.line, u.name, u.suggestions[0]))
                self.table.setCellWidget(row, 4, button)
        self.table.resizeColumnsToContents()
        skipped = [unknown_row_text(u, self.path.name) for u in plan.unknown]
        self.errors.setPlainText("\n".join(skipped))
        self.errors.setVisible(bool(skipped))
        self.status.setText(
            note + self.tr("%1 rows read, %2 cards will change.").replace("%1", str(plan.rows))
            .replace("%2", str(len(changed)))
            + (" " + self.tr("%n identical row(s) merged.", "", plan.merged) if plan.merged else "")
            + (" " + self.tr("%n unknown row(s) will be skipped.", "", len(skipped))
               if skipped else ""))
        self._show_columns(plan)
        self.import_button.setEnabled(True)

    def _show_columns(self, plan: ImportPlan) -> None:
        notes = []
        if plan.encoding_guessed:
            # A guessed code page is said before the import: a wrong guess shows in the
            # names of the preview.
            notes.append(self.tr("Read as %1 text.").replace("%1", plan.encoding))
        if plan.ignored_columns:
            names = ", ".join(f"“{c}”" for c in plan.ignored_columns)
            notes.append(self.tr("Columns not read: %1.").replace("%1", names))
        if plan.quantity_column is None:
            notes.append(self.tr("No quantity column (Quantity, Count, Qty, Amount or "
                                 "Copies): each row counts as 1 copy."))
        self.columns_note.setText("\n".join(notes))
        self.columns_note.setVisible(bool(notes))

    def _apply(self) -> None:
        if self.plan is None:
            return
        try:
            n = self.service.apply_collection_import(self.plan)
        except CollectionChangedError as exc:
            # Another window or command changed the collection since this preview: the
            # user approved other numbers, so show the new ones instead of writing.
            self._show(exc.plan, self.tr("The collection changed since this preview (another "
                                         "window or command wrote to it); nothing was "
                                         "imported. This is the new preview. "))
            return
        except CollectionFileError as exc:
            self._show_problems(exc)
            return
        self.summary = self.tr("Collection updated: %n card(s) changed", "", n)
        self.accept()
