"""Images for a Print Shop…: one picture per card at a print-on-demand shop's template size,
the backs and an order list, written into a folder in the background (with Cancel).

The proxy dialog opens it with the cards it would print (its copies, translation and
sideboard choices already applied), so the shop gets the same cards as the PDF would.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.logs import JobLog
from deckbuilder.proxies.card_images import DEFAULT_SHOP, ORDER_FILE, PRINT_SHOPS, CardImages
from deckbuilder.proxies.layout import PrintItem, card_size_for
from deckbuilder.ui.common.background import Job, JobDialog


def _images_work(items: Sequence[PrintItem], folder: Path, shop: str,
                 labels: Mapping[str, str] | None, text: str) -> Callable[[Job], object]:
    def work(job: Job) -> object:
        from deckbuilder.proxies.card_images import write_card_images

        def step(done: int, total: int) -> bool:
            job.report(done, total, text)
            return not job.cancelled

        try:
            return write_card_images(items, folder, PRINT_SHOPS[shop], labels=labels,
                                     progress=step)
        except InterruptedError:
            return "cancelled"
    return work


class PrintShopDialog(QDialog):
    """Choose the shop and the folder; Save writes the pictures and says what it wrote."""

    def __init__(self, items: Sequence[PrintItem], labels: Mapping[str, str] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Images for a Print Shop"))
        self.setObjectName("printShopDialog")
        self.items = [i for i in items if i.count > 0]
        self.labels = labels
        self.written: CardImages | None = None
        card_mm = card_size_for(i.card.game for i in self.items)
        lay = QVBoxLayout(self)
        intro = QLabel(self.tr("One picture per card with its bleed, at the size the shop's "
                               "template asks for, a back picture and a list of how many "
                               "copies of each to order (%1).").replace("%1", ORDER_FILE))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        self.shop = QComboBox()
        self.shop.setObjectName("shop")
        titles = {"mpc": self.tr("MakePlayingCards (poker size)"),
                  "drivethrucards": self.tr("DriveThruCards (poker size)"),
                  "plain": self.tr("The card's own size with 3 mm bleed")}
        for key, shop in PRINT_SHOPS.items():
            (w, h), _trim = shop.pixels(card_mm)
            self.shop.addItem(f"{titles.get(key, shop.title)} — {w} × {h} px, {shop.dpi} dpi",
                              key)
        saved = str(QSettings().value("proxies/print_shop", DEFAULT_SHOP))
        self.shop.setCurrentIndex(max(0, self.shop.findData(saved)))
        form.addRow(self.tr("Shop:"), self.shop)
        row = QHBoxLayout()
        self.folder = QLineEdit(str(QSettings().value("proxies/print_shop_folder", "") or ""))
        self.folder.setObjectName("folder")
        self.folder.setPlaceholderText(self.tr("A folder for the pictures"))
        self.browse = QPushButton(self.tr("Browse…"))
        row.addWidget(self.folder, 1)
        row.addWidget(self.browse)
        form.addRow(self.tr("Folder:"), row)
        lay.addLayout(form)
        copies = sum(i.count for i in self.items)
        self.summary = QLabel(self.tr("Pictures: %1 · copies to order: %2")
                              .replace("%1", str(len(self.items))).replace("%2", str(copies)))
        lay.addWidget(self.summary)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setEnabled(bool(self.items))
        lay.addWidget(self.buttons)
        self.browse.clicked.connect(self._browse)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Folder for the pictures"),
                                                  self.folder.text())
        if chosen:
            self.folder.setText(chosen)

    def save(self) -> bool:
        """Write the pictures; True (and the dialog closes) when they were written."""
        text = self.folder.text().strip()
        if not text:
            QMessageBox.warning(self, self.tr("No folder"),
                                self.tr("Choose a folder for the pictures."))
            return False
        shop = str(self.shop.currentData())
        settings = QSettings()
        settings.setValue("proxies/print_shop", shop)
        settings.setValue("proxies/print_shop_folder", text)
        title = self.tr("Writing the card pictures…")
        log = JobLog("print shop images", folder=text, cards=len(self.items), shop=shop)
        dialog = JobDialog(title, Job(_images_work(self.items, Path(text), shop, self.labels,
                                                   title)), self)
        dialog.run()
        if dialog.value == "cancelled":
            log.end("cancelled")
            return False
        if dialog.error is not None:
            if not isinstance(dialog.error, OSError):
                raise dialog.error
            log.end("failed", error=str(dialog.error))
            QMessageBox.warning(self, self.tr("Pictures not written"), str(dialog.error))
            return False
        assert isinstance(dialog.value, CardImages)
        self.written = dialog.value
        log.end("done")
        QMessageBox.information(
            self, self.tr("Pictures written"),
            self.tr("Card pictures (%1) and their backs written to %2. Upload them to the "
                    "shop and order the copies listed in %3.")
            .replace("%1", str(len(self.written.fronts)))
            .replace("%2", str(self.written.folder)).replace("%3", ORDER_FILE))
        self.accept()
        return True
