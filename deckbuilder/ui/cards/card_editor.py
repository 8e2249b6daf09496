"""The card editor: create or change one card, its picture included.

The form is made from the card schema (``SCHEMA[(game, kind)]``), so a new field in the
rules shows up here by itself. Every change is checked by the same validation the importer
uses; problems are shown in red next to the field they concern and Save stays disabled
until the card is valid.
"""

from __future__ import annotations

import itertools
import re
import sqlite3
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QSettings, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

import deckbuilder.rules.cards as game_tables
from deckbuilder.catalog.card_repository import CardExistsError, CardRecord
from deckbuilder.catalog.pictures import PictureError
from deckbuilder.rules.cards import Card, field_specs
from deckbuilder.rules.game import Game
from deckbuilder.rules.registry import all_games, get_game
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.cards.card_detail import field_label
from deckbuilder.ui.cards.card_editor_pictures import (
    PREVIEW_SIZE,
    CardPictures,
    PictureArea,
    show_preview,
)
from deckbuilder.ui.cards.card_fields import (
    BoolEditor,
    ColourEditor,
    EnumEditor,
    FieldEditor,
    IntEditor,
    ListEditor,
    NoWheelComboBox,
    TextEditor,
    _zero_margins,
    kind_title,
    make_editor,
    tint,
    zone_names,
)
from deckbuilder.ui.cards.card_form import (
    CardForm,
    next_number,
    top_field,
)
from deckbuilder.ui.common.error_text import card_data_text, picture_error_text
from deckbuilder.ui.common.game_text import game_title
from deckbuilder.ui.common.geometry import fit_window
from deckbuilder.ui.common.style import BAD, GOOD, colour, set_tone

OTHER_RARITIES: tuple[str, ...] = ("common", "uncommon", "rare", "super rare")
SETTINGS_GAME = "card_editor/game"
SETTINGS_KIND = "card_editor/kind"


# ------------------------------------------------------------------ the dialog


class CardEditorDialog(QDialog):
    """Create a card (``record`` None) or change one, with its picture.

    The picture is :attr:`pictures`, a controller of its own.
    ``cardSaved(card_id)`` is emitted after every successful save; ``saved_id`` holds the
    last saved card's id. For a new card, ``game``/``kind`` choose the form (else the last
    ones used, from QSettings).
    """

    cardSaved = Signal(int)

    def __init__(self, service: CatalogService, record: CardRecord | None = None, *,
                 game: str | None = None, kind: str | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.service = service
        self.record = record
        self.saved_id: int | None = None
        self.card: Card | None = None
        self.problems: dict[str, str] = {}
        #: Ask before Cancel/Esc throws away edits (tests switch this off).
        self.ask_before_discarding = True
        self._editors: dict[str, FieldEditor] = {}
        self._error_labels: dict[str, QLabel] = {}
        self._memory: dict[tuple[str, str], Any] = {}
        self._touched: set[str] = set()
        self._show_all = record is not None
        self._tinted: list[QWidget] = []
        self._first_problem: QWidget | None = None
        self._tab_signature: list[int] = []
        self._other_names: dict[str, str] = {}
        self._loading = True
        self._dirty = False
        self._game = ""
        self._kind = ""

        self.setMinimumSize(QSize(820, 600))
        fit_window(self, "card-editor", (980, 760))
        self._build()
        self._make_shortcuts()
        if record is not None:
            self._load_record(record)
        else:
            g, k = self._initial_game_kind(game, kind)
            self.set_game_kind(g, k)
            self.pictures.show_picture(None)
        self._update_title()
        self._loading = False
        self.validate()
        self.name_edit.setFocus()

    # -------------------------------------------------------------- building

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        body = QHBoxLayout()
        outer.addLayout(body, 1)

        self.form_scroll = QScrollArea()
        self.form_scroll.setWidgetResizable(True)
        self.form_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.form_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.form_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        left = QWidget()
        self.form_scroll.setWidget(left)
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 8, 0)
        body.addWidget(self.form_scroll, 1)

        # Common fields.
        self.common_box = QGroupBox(self.tr("Card"))
        self.common_form = self._new_form(self.common_box)
        self.game_combo = NoWheelComboBox()
        for g in game_tables.GAMES:
            self.game_combo.addItem(game_tables.GAME_TITLES[g], g)
        self.kind_combo = NoWheelComboBox()
        gk = QHBoxLayout()
        _zero_margins(gk)
        gk.addWidget(self.game_combo, 1)
        kind_label = QLabel(self.tr("&Kind:"))
        kind_label.setBuddy(self.kind_combo)
        gk.addSpacing(12)
        gk.addWidget(kind_label)
        gk.addWidget(self.kind_combo, 1)
        game_label = QLabel(self.tr("&Game:"))
        game_label.setBuddy(self.game_combo)
        self.common_form.addRow(game_label, self._with_error(gk, "game", "kind"))

        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("required, unique in the game"))
        font = self.name_edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.name_edit.setFont(font)
        self._add_common_row(self.tr("&Name:"), self.name_edit, "name")
        self.ru_edit = QLineEdit()
        self.ru_edit.setPlaceholderText(self.tr("optional"))
        self.ru_edit.setToolTip(self.tr("The card's name in Russian; search finds it too"))
        self._add_common_row(self.tr("&Russian name:"), self.ru_edit, "names")

        self.set_edit = QLineEdit()
        self.set_edit.setPlaceholderText(self.tr("e.g. MC-1"))
        self.number_edit = QLineEdit()
        self.number_edit.setPlaceholderText(self.tr("e.g. 007"))
        self.number_edit.setMaximumWidth(110)
        sn = QHBoxLayout()
        _zero_margins(sn)
        sn.addWidget(self.set_edit, 1)
        number_label = QLabel(self.tr("N&umber:"))
        number_label.setBuddy(self.number_edit)
        sn.addSpacing(12)
        sn.addWidget(number_label)
        sn.addWidget(self.number_edit)
        set_label = QLabel(self.tr("&Set:"))
        set_label.setBuddy(self.set_edit)
        self.common_form.addRow(set_label, self._with_error(sn, "set", "number"))

        self.rarity_combo = NoWheelComboBox()
        self.rarity_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.rarity_combo.setMinimumContentsLength(12)
        rarity_row = QHBoxLayout()
        _zero_margins(rarity_row)
        rarity_row.addWidget(self.rarity_combo)
        rarity_row.addStretch(1)
        rarity_label = QLabel(self.tr("Ra&rity:"))
        rarity_label.setBuddy(self.rarity_combo)
        self.common_form.addRow(rarity_label, self._with_error(rarity_row, "rarity"))
        left_lay.addWidget(self.common_box)

        # Per-game fields, rebuilt when the game or kind changes.
        self.specific_box = QGroupBox()
        self.specific_form = self._new_form(self.specific_box)
        left_lay.addWidget(self.specific_box)
        self.cost_label: QLabel = QLabel()

        left_lay.addStretch(1)

        # Preview and picture.
        right = QVBoxLayout()
        right.setSpacing(6)
        body.addSpacing(8)
        body.addLayout(right)
        self.preview_title = QLabel()
        self.preview_title.setObjectName("previewTitle")
        self.preview_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview_title.setWordWrap(True)
        self.preview_title.setFixedWidth(PREVIEW_SIZE.width())
        tfont = QFont(self.preview_title.font())
        tfont.setPointSizeF(tfont.pointSizeF() * 1.25)
        tfont.setBold(True)
        self.preview_title.setFont(tfont)
        right.addWidget(self.preview_title)
        self.picture_area = PictureArea()
        self.picture_area.card_name = self.name_edit.text
        self.picture_area.setToolTip(self.tr("Click to see the picture large; drop an image "
                                             "file here, or double-click to choose one"))
        right.addWidget(self.picture_area, 0, Qt.AlignmentFlag.AlignHCenter)
        self.preview_stats = QLabel()
        self.preview_stats.setObjectName("previewStats")
        self.preview_stats.setWordWrap(True)
        self.preview_stats.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview_stats.setFixedWidth(PREVIEW_SIZE.width())
        self.preview_stats.setContentsMargins(0, 2, 0, 2)
        right.addWidget(self.preview_stats)
        pic_buttons = QHBoxLayout()
        self.choose_button = QPushButton(self.tr("&Choose Picture…"))
        self.choose_button.setToolTip(self.tr("Pick an image file and frame the card part "
                                              "(Ctrl+O)"))
        self.remove_button = QPushButton(self.tr("Remo&ve Picture"))
        self.remove_button.setToolTip(self.tr("The card will have no picture"))
        for b in (self.choose_button, self.remove_button):
            b.setAutoDefault(False)
            pic_buttons.addWidget(b)
        right.addLayout(pic_buttons)
        self.picture_error = self._error_label()
        self.picture_error.setObjectName("pictureError")
        self.picture_error.setFixedWidth(PREVIEW_SIZE.width())
        right.addWidget(self.picture_error)
        # The rules text sits under the picture, where it is printed on a card.
        text_label = QLabel(self.tr("Rules &text:"))
        right.addSpacing(4)
        right.addWidget(text_label)
        self.text_edit = QPlainTextEdit()
        self.text_edit.setPlaceholderText(self.tr("What the card says (optional)"))
        self.text_edit.setTabChangesFocus(True)
        self.text_edit.setFixedWidth(PREVIEW_SIZE.width())
        self.text_edit.setMinimumHeight(self.fontMetrics().lineSpacing() * 4 + 12)
        text_label.setBuddy(self.text_edit)
        right.addWidget(self.text_edit, 1)
        self._error_labels["text"] = self._error_label()
        right.addWidget(self._error_labels["text"])

        # Summary and buttons.
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        outer.addWidget(line)
        self.summary = QLabel()
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        outer.addWidget(self.summary)
        bottom = QHBoxLayout()
        self.shortcut_hint = QLabel(self.tr("Ctrl+S save · Ctrl+Shift+Enter save and new · "
                                            "Ctrl+O picture"))
        self.shortcut_hint.setStyleSheet("color: palette(mid);")
        # Wraps rather than being cut off where the translation is longer (Russian).
        self.shortcut_hint.setWordWrap(True)
        bottom.addWidget(self.shortcut_hint, 1)
        self.buttons = QDialogButtonBox()
        self.save_button = self.buttons.addButton(self.tr("&Save"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.save_button.setToolTip(self.tr("Save the card and close (Ctrl+S, Ctrl+Enter)"))
        self.save_new_button = self.buttons.addButton(self.tr("Save and &New"),
                                                      QDialogButtonBox.ButtonRole.ActionRole)
        self.save_new_button.setToolTip(self.tr("Save the card and start the next one of the "
                                                "same game and kind (Ctrl+Shift+Enter)"))
        self.cancel_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        for b in (self.save_button, self.save_new_button, self.cancel_button):
            b.setAutoDefault(False)
            b.setDefault(False)
        bottom.addWidget(self.buttons)
        outer.addLayout(bottom)

        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.kind_combo.currentIndexChanged.connect(self._kind_chosen)
        self.name_edit.textChanged.connect(lambda _t: self._field_changed("name"))
        self.ru_edit.textChanged.connect(lambda _t: self._field_changed("names"))
        self.set_edit.textChanged.connect(lambda _t: self._field_changed("set"))
        self.number_edit.textChanged.connect(lambda _t: self._field_changed("number"))
        self.rarity_combo.currentTextChanged.connect(lambda _t: self._field_changed("rarity"))
        self.text_edit.textChanged.connect(lambda: self._field_changed("text"))
        self.pictures = CardPictures(self.service, self.picture_area, self.picture_error,
                                     self.remove_button, lambda: self.record, self)
        self.pictures.changed.connect(self._picture_changed)
        self.choose_button.clicked.connect(self.pictures.choose_picture)
        self.save_button.clicked.connect(self.save)
        self.save_new_button.clicked.connect(self.save_and_new)
        self.cancel_button.clicked.connect(self.reject)

    def _make_shortcuts(self) -> None:
        for keys, slot in ((QKeySequence.StandardKey.Save, self.save),
                           ("Ctrl+Return", self.save), ("Ctrl+Enter", self.save),
                           ("Ctrl+Shift+Return", self.save_and_new),
                           ("Ctrl+Shift+Enter", self.save_and_new),
                           (QKeySequence.StandardKey.Open, self.pictures.choose_picture)):
            sc = QShortcut(QKeySequence(keys), self)
            sc.activated.connect(slot)

    def _new_form(self, box: QGroupBox) -> QFormLayout:
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setVerticalSpacing(8)
        return form

    def _error_label(self) -> QLabel:
        label = QLabel()
        label.setObjectName("fieldError")
        label.setWordWrap(True)
        set_tone(label, "bad")
        label.hide()
        return label

    def _with_error(self, content: QWidget | QHBoxLayout, *fields: str) -> QWidget:
        """``content`` with a (hidden) red error line under it, registered for ``fields``."""
        box = QWidget()
        lay = QVBoxLayout(box)
        _zero_margins(lay)
        lay.setSpacing(2)
        if isinstance(content, QWidget):
            lay.addWidget(content)
        else:
            lay.addLayout(content)
        label = self._error_label()
        lay.addWidget(label)
        for f in fields:
            self._error_labels[f] = label
        return box

    def _add_common_row(self, text: str, widget: QWidget, field: str) -> None:
        label = QLabel(text)
        label.setBuddy(widget)
        self.common_form.addRow(label, self._with_error(widget, field))

    # -------------------------------------------------------------- game and kind

    def _initial_game_kind(self, game: str | None, kind: str | None) -> tuple[str, str]:
        s = QSettings()
        if game not in game_tables.GAMES:
            saved = str(s.value(SETTINGS_GAME, "") or "")
            first = next((g.id for g in all_games() if g.new_card_game), game_tables.GAMES[0])
            game = saved if saved in game_tables.GAMES else first
        assert game is not None
        if kind not in game_tables.KINDS[game]:
            saved = str(s.value(SETTINGS_KIND, "") or "")
            kind = saved if saved in game_tables.KINDS[game] else game_tables.KINDS[game][0]
        assert kind is not None
        return game, kind

    @property
    def game(self) -> str:
        return self._game

    @property
    def kind(self) -> str:
        return self._kind

    def set_game_kind(self, game: str, kind: str | None = None) -> None:
        """Show the form of ``game``/``kind`` (values of same-named fields are kept)."""
        if game not in game_tables.GAMES:
            raise ValueError(f"unknown game {game!r}")
        if kind not in game_tables.KINDS[game]:
            kind = self._kind if self._kind in game_tables.KINDS[game] else game_tables.KINDS[game][0]
        self.game_combo.blockSignals(True)
        self.game_combo.setCurrentIndex(self.game_combo.findData(game))
        self.game_combo.blockSignals(False)
        self.kind_combo.blockSignals(True)
        self.kind_combo.clear()
        for k in game_tables.KINDS[game]:
            self.kind_combo.addItem(kind_title(k), k)
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(kind))
        self.kind_combo.setEnabled(len(game_tables.KINDS[game]) > 1)
        self.kind_combo.blockSignals(False)
        if game != self._game:
            self._set_rarity_choices(game)
        self._game, self._kind = game, kind
        self._rebuild_fields()
        if not self._loading:
            self._dirty = True
            self.validate()

    def _game_chosen(self, _index: int) -> None:
        self.set_game_kind(str(self.game_combo.currentData()), self._kind)

    def _kind_chosen(self, _index: int) -> None:
        kind = self.kind_combo.currentData()
        if kind and kind != self._kind:
            self.set_game_kind(self._game, str(kind))

    def _set_rarity_choices(self, game: str) -> None:
        old = self.rarity_value()
        self.rarity_combo.blockSignals(True)
        self.rarity_combo.clear()
        costs = get_game(game).rarity_costs
        if costs:  # a closed set of rarities, each part of the deck cost
            self.rarity_combo.setEditable(False)
            for r, cost in costs.items():
                self.rarity_combo.addItem(
                    self.tr("%1  (cost %2)").replace("%1", r).replace("%2", str(cost)), r)
            self.rarity_combo.setToolTip(
                self.tr("%1: sets most of the deck cost").replace("%1", ", ".join(costs)))
        else:
            self.rarity_combo.setEditable(True)
            for r in OTHER_RARITIES:
                self.rarity_combo.addItem(r, r)
            line = self.rarity_combo.lineEdit()
            if line is not None:
                line.setPlaceholderText(self.tr("optional"))
            self.rarity_combo.setToolTip(self.tr("Printed rarity (free text)"))
            self.rarity_combo.setCurrentIndex(-1)
            self.rarity_combo.setEditText("")
        self.rarity_combo.blockSignals(False)
        self.set_rarity(old)

    def rarity_value(self) -> str | None:
        if self.rarity_combo.isEditable():
            return self.rarity_combo.currentText().strip() or None
        data = self.rarity_combo.currentData()
        return str(data) if data else None

    def set_rarity(self, value: str | None) -> None:
        if not self.rarity_combo.isEditable():
            idx = self.rarity_combo.findData((value or "").upper())
            self.rarity_combo.setCurrentIndex(idx if idx >= 0 else 0)
        else:
            self.rarity_combo.setEditText(value or "")

    def _rebuild_fields(self) -> None:
        for name, ed in self._editors.items():
            self._memory[(name, ed.spec.type)] = ed.value()
            self._error_labels.pop(name, None)
        while self.specific_form.rowCount():
            self.specific_form.removeRow(0)
        self._editors = {}
        self._tinted = []
        self._first_problem = None
        self._tab_signature = []
        self.specific_box.setTitle(f"{game_tables.GAME_TITLES[self._game]} · {kind_title(self._kind)}")
        self.cost_label = QLabel()
        self.cost_label.setObjectName("costLabel")
        if self._desc.has_deck_cost:
            cfont = self.cost_label.font()
            cfont.setBold(True)
            self.cost_label.setFont(cfont)
            if self._desc.cost_help:
                self.cost_label.setToolTip(game_title(self._desc.cost_help))
            self.specific_form.addRow(field_label("cost") + ":", self.cost_label)
        for spec in field_specs(self._game, self._kind):
            editor = make_editor(spec)
            key = (spec.name, spec.type)
            if key in self._memory:
                editor.set_value(self._memory[key])
            self._editors[spec.name] = editor
            label = QLabel(field_label(spec.name) + ":")
            label.setBuddy(editor.main_widget())
            if spec.help:
                label.setToolTip(spec.help)
            self.specific_form.addRow(label, self._with_error(editor, spec.name))
            editor.changed.connect(lambda name=spec.name: self._field_changed(name))

    # -------------------------------------------------------------- loading

    def _load_record(self, record: CardRecord) -> None:
        card = record.card
        self.set_game_kind(card.game, card.kind)
        self.game_combo.setEnabled(False)
        self.game_combo.setToolTip(self.tr("A saved card stays in its game"))
        self.name_edit.setText(card.name)
        self.ru_edit.setText(card.names.get("ru", ""))
        self._other_names = {k: v for k, v in card.names.items() if k != "ru"}
        self.set_edit.setText(card.set or "")
        self.number_edit.setText(card.number or "")
        self.set_rarity(card.rarity)
        self.text_edit.setPlainText(card.text or "")
        for spec in field_specs(card.game, card.kind):
            self._editors[spec.name].set_value(card.fields.get(spec.name))
        self.pictures.show_stored(record.picture or "")

    def _update_title(self) -> None:
        if self.record is None:
            self.setWindowTitle(self.tr("New Card"))
        else:
            self.setWindowTitle(self.tr("Edit Card — %1").replace("%1", self.record.card.name))

    # -------------------------------------------------------------- access (tests, window)

    def field_editor(self, name: str) -> FieldEditor:
        """The editor of a per-game field of the current form."""
        return self._editors[name]

    def field_widget(self, name: str) -> QWidget:
        """The input widget of a field: a common one (game, kind, name, names, set,
        number, rarity, text) or a per-game one (its spin box, line edit, combo or check
        box; composite editors are returned whole)."""
        common: dict[str, QWidget] = {
            "game": self.game_combo, "kind": self.kind_combo, "name": self.name_edit,
            "names": self.ru_edit, "ru": self.ru_edit, "set": self.set_edit,
            "number": self.number_edit, "rarity": self.rarity_combo, "text": self.text_edit,
        }
        if name in common:
            return common[name]
        editor = self._editors[name]
        if isinstance(editor, IntEditor | TextEditor | ColourEditor | BoolEditor | EnumEditor
                      | ListEditor):
            return editor.main_widget()
        return editor

    def error_widget(self, path: str) -> QWidget | None:
        """The widget a validation path (``defense[2].value``) points to."""
        top = top_field(path)
        if top in self._editors:
            return self._editors[top].widget_for(path[len(top):])
        try:
            return self.field_widget(top)
        except KeyError:
            return None

    def error_text(self, name: str) -> str:
        """The red message shown next to a field ('' when there is none)."""
        label = self._error_labels.get(name)
        if label is None or label.isHidden():
            return ""
        return label.text()

    @property
    def picture_bytes(self) -> bytes | None:
        """The new picture (PNG) that Save will store, if one was chosen."""
        return self.pictures.picture_bytes

    @property
    def removes_picture(self) -> bool:
        return self.pictures.removes_picture

    # -------------------------------------------------------------- validation

    def _picture_changed(self) -> None:
        self._dirty = True
        self.validate()

    def _field_changed(self, name: str) -> None:
        if self._loading:
            return
        self._touched.add(name)
        self._dirty = True
        self.validate()

    def form(self) -> CardForm:
        """The form's values as they stand, in the widget-free model."""
        values: dict[str, Any] = {
            "name": self.name_edit.text(), "ru": self.ru_edit.text(),
            "set": self.set_edit.text(), "number": self.number_edit.text(),
            "rarity": self.rarity_value(), "text": self.text_edit.toPlainText()}
        values.update({name: editor.value() for name, editor in self._editors.items()})
        return CardForm(self.service, self._game, self._kind, self.record, values,
                        dict(self._other_names))

    def raw_card(self) -> dict[str, Any]:
        """The card object (catalog file form) the form describes right now."""
        return self.form().raw()

    def _check(self, raw: dict[str, Any]
               ) -> tuple[Card | None, dict[str, tuple[str, str, bool]]]:
        """Every problem of the form (see :meth:`CardForm.check`): the field's path, what
        is wrong (in the window's language) and whether it is simply not filled in."""
        card, found = self.form().check(raw)
        problems: dict[str, tuple[str, str, bool]] = {}
        for top, p in found.items():
            if p.error is not None:
                # "Not filled in" by the code: the detail may be worded in Russian.
                problems[top] = (p.path, card_data_text(p.error), p.missing)
            else:
                problems[top] = (p.path, self.tr("Another %1 card is already called “%2”.")
                                 .replace("%1", game_tables.GAME_TITLES[self._game])
                                 .replace("%2", p.duplicate_of), False)
        return card, problems

    def _title_of(self, top: str) -> str:
        return {"name": self.tr("Name"), "names": self.tr("Russian name"),
                "text": self.tr("Rules text")}.get(top, field_label(top))

    def _message(self, top: str, path: str, detail: str, missing: bool) -> tuple[str, bool]:
        """A readable message for a problem, and whether it is just "not filled in"."""
        editor = self._editors.get(top)
        spec_type = editor.spec.type if editor is not None else ""
        rest = path[len(top):]
        missing = missing or (top == "name" and not self.name_edit.text().strip())
        if missing:
            text = self.tr("Choose one.") if spec_type == "enum" else self.tr("Required.")
        elif rest.endswith(".color"):
            text = self.tr("Choose or type a colour.")
        else:
            text = detail[:1].upper() + detail[1:]
            if not text.endswith("."):
                text += "."
        where = ""
        zone = re.match(r"\[(\d+)\]", rest)
        if spec_type in ("defense3", "bool3") and zone and 1 <= int(zone.group(1)) <= 3:
            where = zone_names()[int(zone.group(1)) - 1]
        elif spec_type in ("effects", "react"):
            m = re.search(r"\[(\d+)\]", rest)
            if m:
                where = self.tr("Effect %1").replace("%1", m.group(1))
            elif rest.startswith(".kairu"):
                where = self.tr("Kairu")
        return (f"{where}: {text}" if where else text), missing

    def validate(self) -> bool:
        """Check the form now; show the problems next to their fields. True when valid."""
        raw = self.raw_card()
        card, problems = self._check(raw)
        self.card = card
        for label in set(self._error_labels.values()):
            label.hide()
        for w in self._tinted:
            tint(w, False)
        self._tinted = []
        shown: list[str] = []
        needed: list[str] = []
        self.problems = {}
        first_widget: QWidget | None = None
        # Problems in the order of the form, so the summary and the focus go to the top one.
        order = self.form().order()
        ranked = sorted(problems.items(),
                        key=lambda item: order.index(item[0]) if item[0] in order
                        else len(order))
        for top, (path, detail, missing) in ranked:
            message, missing = self._message(top, path, detail, missing)
            self.problems[path or top] = message
            if missing and not (self._show_all or top in self._touched):
                needed.append(self._title_of(top))
                continue
            line = self._error_labels.get(top)
            if line is not None:
                if not line.isHidden():  # two fields share one line (set and number)
                    message = line.text() + "\n" + message
                line.setText(message)
                line.show()
            shown.append(f"{self._title_of(top)}: {message}")
            widget = self.error_widget(path or top)
            if widget is not None:
                tint(widget, True)
                self._tinted.append(widget)
                first_widget = first_widget or widget
        self._first_problem = first_widget
        self._fix_tab_order()
        self._show_summary(shown, needed)
        ok = not problems
        self.save_button.setEnabled(ok)
        self.save_new_button.setEnabled(ok)
        self._update_cost()
        show_preview(self.preview_title, self.preview_stats, raw, card, self._game, self._kind)
        if self._kind in self._desc.name_parts:
            self._name_placeholders(raw["name"], self._desc.name_parts[self._kind])
        return ok

    def _name_placeholders(self, name: str, fields: Mapping[str, int]) -> None:
        """Fields that default to a part of the card's name ("Base - Version"; the game's
        ``name_parts``) show that part as their placeholder."""
        name = " ".join(name.split())
        pieces = [p.strip() for p in name.split(" - ", 1)] if name else []
        hint_of = (self.tr("from the name (before “ - ”)"), self.tr("from the name (after “ - ”)"))
        for key, index in fields.items():
            part = pieces[index] if index < len(pieces) else ""
            ed = self._editors.get(key)
            if isinstance(ed, TextEditor):
                ed.line.setPlaceholderText(
                    self.tr("from the name: %1").replace("%1", part) if part else hint_of[index])

    def _fix_tab_order(self) -> None:
        """Tab goes down the form, then the picture, text and buttons, even though the
        per-game fields are made after the rest."""
        chain: list[QWidget] = [self.game_combo, self.kind_combo, self.name_edit, self.ru_edit,
                                self.set_edit, self.number_edit, self.rarity_combo]
        for editor in self._editors.values():
            chain.extend(_focus_widgets(editor))
        chain += [self.choose_button, self.remove_button, self.text_edit, self.save_button,
                  self.save_new_button, self.cancel_button]
        signature = [id(w) for w in chain]
        if signature == self._tab_signature:
            return
        self._tab_signature = signature
        for a, b in itertools.pairwise(chain):
            QWidget.setTabOrder(a, b)

    def _show_summary(self, shown: list[str], needed: list[str]) -> None:
        parts: list[str] = []
        if shown:
            head = self.tr("Problems to fix: %1").replace("%1", str(len(shown)))
            parts.append(f"<span style='color:{colour(BAD)}'><b>{_esc(head)}</b> — "
                         f"{_esc(shown[0])}</span>")
        if needed:
            parts.append("<span style='color:palette(dark)'>"
                         + _esc(self.tr("Still to fill in: %1").replace("%1", ", ".join(needed)))
                         + "</span>")
        if not parts:
            parts.append(f"<span style='color:{colour(GOOD)}'>✓ "
                         + _esc(self.tr("Ready to save.")) + "</span>")
        self.summary.setText(" &nbsp;·&nbsp; ".join(parts))
        self.summary.setToolTip("\n".join(shown))

    def summary_text(self) -> str:
        """The summary line as plain text."""
        doc = re.sub(r"<[^>]+>", "", self.summary.text()).replace("&nbsp;", " ")
        return doc.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")

    @property
    def _desc(self) -> Game:
        return get_game(self._game)

    def _update_cost(self) -> None:
        """The deck cost and its terms, as the game's descriptor counts them."""
        if not self._desc.has_deck_cost:
            return
        rarity = self.rarity_value() or (self._desc.rarities[:1] or (None,))[0]
        values = {name: ed.value() for name, ed in self._editors.items()}
        values = {k: v for k, v in values.items() if v is not None}
        total = self._desc.deck_cost(Card(self._game, "x", self._kind, rarity=rarity,
                                          fields=values))
        terms = []
        for template, args in self._desc.deck_cost_parts(rarity, values):
            term = game_title(template)
            for i, arg in enumerate(args, 1):
                term = term.replace(f"%{i}", game_title(arg) if isinstance(arg, str)
                                    else str(arg))
            terms.append(term)
        self.cost_label.setText(self.tr("Cost %1 = %2").replace("%1", str(total))
                                .replace("%2", " + ".join(terms)))

    def cost_text(self) -> str:
        """The deck cost line of a card of a game with a deck cost ('' for other games)."""
        return self.cost_label.text() if self._desc.has_deck_cost else ""

    # -------------------------------------------------------------- saving

    def save(self) -> bool:
        """Save and close. Returns False (and says why) when nothing was saved."""
        return self._save(start_new=False)

    def save_and_new(self) -> bool:
        """Save, then empty the form for the next card of the same game and kind."""
        return self._save(start_new=True)

    def _save(self, start_new: bool) -> bool:
        if not self.validate() or self.card is None:
            self._show_all = True
            self.validate()
            if self._first_problem is not None:
                self._first_problem.setFocus()
            return False
        card = self.card
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            new_id = self.form().save(picture=self.picture_bytes,
                                      remove_picture=self.removes_picture)
        except CardExistsError as exc:
            self._save_failed(str(exc))
            return False
        except PictureError as exc:
            self._save_failed(picture_error_text(exc))
            return False
        except KeyError:
            self._save_failed(self.tr("the card was deleted in the meantime"))
            return False
        except (OSError, sqlite3.Error) as exc:
            self._save_failed(str(exc))
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self.saved_id = new_id
        s = QSettings()
        s.setValue(SETTINGS_GAME, self._game)
        s.setValue(SETTINGS_KIND, self._kind)
        self._dirty = False
        self.cardSaved.emit(new_id)
        if start_new:
            self._start_next(card)
        else:
            self.accept()
        return True

    def _save_failed(self, message: str) -> None:
        self.summary.setText(f"<span style='color:{colour(BAD)}'><b>"
                             + _esc(self.tr("Not saved:")) + "</b> " + _esc(message)
                             + "</span>")

    def _start_next(self, saved: Card) -> None:
        """Empty the form for the next card; the set is kept and the number counts on."""
        self._loading = True
        self.record = None
        self._memory = {}
        self._touched = set()
        self._show_all = False
        self._other_names = {}
        self.game_combo.setEnabled(True)
        self.game_combo.setToolTip("")
        self.name_edit.clear()
        self.ru_edit.clear()
        self.number_edit.setText(next_number(saved.number or ""))
        self.set_rarity(None)
        self.text_edit.clear()
        for editor in self._editors.values():
            editor.set_value(None)
        self.pictures.clear()
        self._update_title()
        self._loading = False
        self._dirty = False
        self.validate()
        self.summary.setText(f"<span style='color:{colour(GOOD)}'>✓ " + _esc(
            self.tr("Saved “%1”. Next card:").replace("%1", saved.name)) + "</span>")
        self.name_edit.setFocus()

    def is_dirty(self) -> bool:
        return self._dirty

    def reject(self) -> None:
        if self._dirty and self.ask_before_discarding and self.isVisible():
            answer = QMessageBox.question(
                self, self.tr("Discard Changes?"),
                self.tr("This card has changes that are not saved. Throw them away?"),
                QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Discard:
                return
        super().reject()


def _focus_widgets(root: QWidget) -> list[QWidget]:
    """The widgets under ``root`` that Tab stops at, in the order they were made."""
    out = []
    window = root.window()
    for w in root.findChildren(QWidget):
        if w.window() is not window or not w.focusPolicy() & Qt.FocusPolicy.TabFocus:
            continue  # popups of combo boxes and completers are windows of their own
        parent = w.parentWidget()
        while parent is not None and parent is not root:
            if isinstance(parent, QAbstractSpinBox | QComboBox):
                break  # the line edit inside a spin box or combo box
            parent = parent.parentWidget()
        else:
            out.append(w)
    return out


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

