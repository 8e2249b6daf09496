"""Owned copies of one card in detail: condition, language, foil, notes."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.catalog.collection import CONDITIONS, Variant
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.common.geometry import fit_window

LANGUAGE_CODES = ("en", "ru", "de", "fr", "es", "it", "pt", "ja", "zh", "ko", "pl", "uk")


class VariantsDialog(QDialog):
    """Edit every owned variant of a card; Save writes them all at once."""

    def __init__(self, service: CatalogService, card_id: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.service = service
        self.card_id = card_id
        rec = service.record(card_id)
        name = rec.card.name if rec else "?"
        self.setWindowTitle(self.tr("Copies of %1").replace("%1", name))
        fit_window(self, "variants", (620, 320))
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel(self.tr("One row per kind of copy you own. Conditions: NM near "
                                     "mint, LP lightly played, MP moderately played, HP heavily "
                                     "played, DMG damaged.")))
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("variantsTable")
        self.table.setHorizontalHeaderLabels([self.tr("Copies"), self.tr("Condition"),
                                              self.tr("Language"), self.tr("Foil"),
                                              self.tr("Notes")])
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add Row"))
        self.remove_button = QPushButton(self.tr("Remove Row"))
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        lay.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.add_button.clicked.connect(lambda: self.add_row(Variant(), 1, ""))
        self.remove_button.clicked.connect(self.remove_row)
        for it in service.collection_items(card_id):
            self.add_row(it.variant, it.quantity, it.notes)
        if not self.table.rowCount():
            self.add_row(Variant(), 0, "")

    def add_row(self, variant: Variant, quantity: int, notes: str) -> None:
        r = self.table.rowCount()
        self.table.insertRow(r)
        qty = QSpinBox()
        qty.setRange(0, 9999)
        qty.setValue(quantity)
        cond = QComboBox()
        cond.addItems(list(CONDITIONS))
        cond.setCurrentText(variant.condition)
        lang = QComboBox()
        lang.setEditable(True)
        lang.addItems(list(LANGUAGE_CODES))
        lang.setCurrentText(variant.language)
        foil = QCheckBox()
        foil.setChecked(variant.foil)
        note = QLineEdit(notes)
        for c, w in enumerate((qty, cond, lang, foil, note)):
            self.table.setCellWidget(r, c, w)

    def remove_row(self) -> None:
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()},
                      reverse=True)
        for r in rows or [self.table.rowCount() - 1]:
            if r >= 0:
                self.table.removeRow(r)

    def rows(self) -> list[tuple[Variant, int, str]]:
        out = []
        for r in range(self.table.rowCount()):
            qty, cond, lang, foil, note = (self.table.cellWidget(r, c) for c in range(5))
            assert isinstance(qty, QSpinBox) and isinstance(cond, QComboBox)
            assert isinstance(lang, QComboBox) and isinstance(foil, QCheckBox)
            assert isinstance(note, QLineEdit)
            language = lang.currentText().strip().lower() or "en"
            out.append((Variant(cond.currentText(), language, foil.isChecked()), qty.value(),
                        note.text().strip()))
        return out

    def save(self) -> None:
        try:
            self.service.set_variants(self.card_id, self.rows())
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Not saved"), str(exc))
            return
        self.accept()
