"""The card detail pane: the picture, every field of the card, and the owned copies."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.catalog.card_repository import CardRecord
from deckbuilder.rules.cards import card_cost, field_specs
from deckbuilder.rules.registry import find_game
from deckbuilder.ui.common import game_text
from deckbuilder.ui.common.card_viewer import ClickToEnlarge, record_picture, show_card_large
from deckbuilder.ui.common.game_text import kind_title, ruleset_title
from deckbuilder.ui.common.thumbnails import PictureLoader
from deckbuilder.ui.common.value_names import rarity_title, value_text

__all__ = ["CardDetailPane", "field_label", "kind_title", "ruleset_title"]

PICTURE_SIZE = (300, 419)
#: The picture grows with a wide pane up to this (a 1920×1080 window gives the pane about
#: 460 px); the pictures are loaded at this size (ui/main_window.py).
LARGE_PICTURE_SIZE = (560, 782)
#: The most of the pane's height the picture takes: the name and fields below stay in view.
PICTURE_HEIGHT_SHARE = 0.72
MIN_PICTURE_WIDTH = 160
PICTURE_MARGIN = 12  # about the layout's margin on each side of the picture


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardDetail", text)


def field_label(name: str) -> str:
    """The translated label of a card field: a game's own (from its descriptor) or one of
    the fields every card has."""
    label = game_text.field_label(name)
    if label is not None:
        return label
    labels = {"rarity": _tr("Rarity"), "set": _tr("Set"), "number": _tr("Number"),
              "cost": _tr("Deck cost"), "kind": _tr("Kind"), "game": _tr("Game")}
    return labels.get(name, name.replace("_", " ").capitalize())


class CardDetailPane(QScrollArea):
    """Shows one card. ``ownedEdited(card_id, total)`` when the user changes the count."""

    ownedEdited = Signal(int, int)
    variantsRequested = Signal(int)  # card id: open the copies dialog
    editRequested = Signal(int)      # card id: open the card editor

    def __init__(self, pictures: PictureLoader | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.pictures = pictures
        self.record: CardRecord | None = None
        body = QWidget()
        self.setWidget(body)
        lay = QVBoxLayout(body)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The picture shrinks with a narrow pane (small screens) instead of being cut off.
        self.picture.setMinimumSize(QSize(MIN_PICTURE_WIDTH,
                                          MIN_PICTURE_WIDTH * PICTURE_SIZE[1] // PICTURE_SIZE[0]))
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.picture.setFixedHeight(PICTURE_SIZE[1])
        self.picture.setObjectName("cardPicture")
        ClickToEnlarge(self.picture, lambda _pos: self.show_large())
        lay.addWidget(self.picture)
        self.title = QLabel()
        self.title.setObjectName("cardTitle")
        self.title.setWordWrap(True)
        self.title.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        lay.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setWordWrap(True)
        lay.addWidget(self.subtitle)

        owned_row = QHBoxLayout()
        owned_row.addWidget(QLabel(_tr("Owned:")))
        self.minus = QToolButton()
        self.minus.setText("−")
        self.minus.setToolTip(_tr("One copy fewer (-)"))
        self.owned = QSpinBox()
        self.owned.setRange(0, 9999)
        self.owned.setAccessibleName(_tr("Owned copies"))
        self.plus = QToolButton()
        self.plus.setText("+")
        self.plus.setToolTip(_tr("One more copy (+)"))
        owned_row.addWidget(self.minus)
        owned_row.addWidget(self.owned)
        owned_row.addWidget(self.plus)
        owned_row.addStretch(1)
        lay.addLayout(owned_row)
        # A row of its own: the labels are long in some languages.
        buttons_row = QHBoxLayout()
        self.variants_button = QToolButton()
        self.variants_button.setText(_tr("Copies…"))
        self.variants_button.setToolTip(_tr("Condition, language, foil and notes of your copies"))
        buttons_row.addWidget(self.variants_button)
        self.edit_button = QToolButton()
        self.edit_button.setText(_tr("Edit Card…"))
        self.edit_button.setToolTip(_tr("Change this card (Ctrl+Shift+D)"))
        buttons_row.addWidget(self.edit_button)
        buttons_row.addStretch(1)
        lay.addLayout(buttons_row)
        self.variants = QLabel()
        self.variants.setWordWrap(True)
        self.variants.setStyleSheet("color: palette(mid);")
        lay.addWidget(self.variants)

        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        lay.addLayout(self.form)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setFrameShape(QFrame.Shape.StyledPanel)
        self.text.setMargin(6)
        lay.addWidget(self.text)
        lay.addStretch(1)

        self.minus.clicked.connect(lambda: self.owned.setValue(self.owned.value() - 1))
        self.plus.clicked.connect(lambda: self.owned.setValue(self.owned.value() + 1))
        self.owned.valueChanged.connect(self._owned_changed)
        self.variants_button.clicked.connect(self._variants_clicked)
        self.edit_button.clicked.connect(self._edit_clicked)
        if pictures is not None:
            pictures.loaded.connect(self._picture_loaded)
        self.set_record(None)

    def set_record(self, rec: CardRecord | None) -> None:
        self.record = rec
        while self.form.rowCount():
            self.form.removeRow(0)
        enabled = rec is not None
        for w in (self.minus, self.plus, self.owned, self.variants_button, self.edit_button):
            w.setEnabled(enabled)
        if rec is None:
            self.title.setText(_tr("No card selected"))
            self.subtitle.setText(_tr("Pick a card in the catalog to see it here."))
            self.picture.clear()
            self.picture.unsetCursor()
            self.picture.setToolTip("")
            self.text.hide()
            self.variants.clear()
            self.owned.blockSignals(True)
            self.owned.setValue(0)
            self.owned.blockSignals(False)
            return
        card = rec.card
        self.picture.setCursor(Qt.CursorShape.PointingHandCursor)
        self.picture.setToolTip(_tr("Click to see the card large"))
        self.title.setText(card.name)
        translated = [v for v in card.names.values() if v != card.name]
        parts = [game_tables.GAME_TITLES[card.game], kind_title(card.kind)]
        if card.set:
            parts.append(f"{card.set} {card.number or ''}".strip())
        sub = " · ".join(parts)
        if translated:
            sub = ", ".join(translated) + "\n" + sub
        self.subtitle.setText(sub)
        game = find_game(card.game)
        if game is not None and game.summary_shows_cost:
            self.form.addRow(field_label("rarity"), QLabel(rarity_title(card.rarity or "")))
            self.form.addRow(field_label("cost"), QLabel(str(card_cost(card))))
        elif card.rarity:
            self.form.addRow(field_label("rarity"), QLabel(rarity_title(card.rarity)))
        for spec in field_specs(card.game, card.kind):
            value = card.fields.get(spec.name)
            if value in (None, (), "") or (spec.type == "bool" and value is False):
                continue
            text = (_tr("yes") if value else _tr("no")) if spec.type == "bool" \
                else value_text(spec.name, spec.type, value)
            label = QLabel(text)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.form.addRow(field_label(spec.name), label)
        if card.text:
            self.text.setText(card.text)
            self.text.show()
        else:
            self.text.hide()
        self.owned.blockSignals(True)
        self.owned.setValue(rec.owned)
        self.owned.blockSignals(False)
        self._show_picture()

    def show_large(self) -> bool:
        """The card's picture (or drawn face) as large as the screen allows."""
        if self.record is None:
            return False
        root = self.pictures.root if self.pictures is not None else Path()
        show_card_large(self, self.record.card.name, record_picture(root, self.record))
        return True

    def _variants_clicked(self) -> None:
        if self.record is not None:
            self.variantsRequested.emit(self.record.id)

    def _edit_clicked(self) -> None:
        if self.record is not None:
            self.editRequested.emit(self.record.id)

    def set_variants(self, lines: list[str]) -> None:
        self.variants.setText("\n".join(lines))

    def _show_picture(self) -> None:
        rec = self.record
        if rec is None or not rec.picture or self.pictures is None:
            self.picture.setText(_tr("(no picture)"))
            return
        pix: QPixmap | None = self.pictures.get(rec.picture)
        if pix is None:
            self.picture.setText(_tr("Loading picture…"))
            return
        width = self._picture_width()
        self.picture.setFixedHeight(width * PICTURE_SIZE[1] // PICTURE_SIZE[0])
        if pix.width() > width:
            pix = pix.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        self.picture.setPixmap(pix)

    def _picture_width(self) -> int:
        """As wide as the pane allows (and as tall as a share of its height allows), up to
        the size the pictures are loaded at."""
        room = self.viewport().width() - 2 * PICTURE_MARGIN
        loaded = self.pictures.size[0] if self.pictures is not None else PICTURE_SIZE[0]
        tall = int(self.viewport().height() * PICTURE_HEIGHT_SHARE
                   * PICTURE_SIZE[0] / PICTURE_SIZE[1])
        return max(MIN_PICTURE_WIDTH, min(loaded, room, max(PICTURE_SIZE[0], tall)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.record is not None:
            self._show_picture()

    def _picture_loaded(self, rel: str) -> None:
        if self.record is not None and self.record.picture == rel:
            self._show_picture()

    def _owned_changed(self, value: int) -> None:
        if self.record is not None:
            self.ownedEdited.emit(self.record.id, value)
