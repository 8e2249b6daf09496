"""The card editor's field widgets: one editor per type of the card schema (numbers,
texts, colours, choices, lists, the three zones, defenses, effects, react), each with a
``value()`` in the catalog file's form and a ``changed`` signal."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QPalette,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.rules.cards import (
    EFFECT_VERBS,
    FieldSpec,
)
from deckbuilder.rules.registry import all_games
from deckbuilder.ui.cards.card_form import (
    split_list,
)
from deckbuilder.ui.common.game_text import kind_heading, value_cost
from deckbuilder.ui.common.style import ERROR_TINT, qcolour
from deckbuilder.ui.common.value_names import value_title


def suggestions(field: str) -> tuple[str, ...]:
    """The values offered while typing ``field`` (its game's descriptor says which; the set
    stays open: any text is accepted)."""
    return next((g.suggestions[field] for g in all_games() if field in g.suggestions), ())


COLOUR_WIDTH = 130
INT_CEILING = 9999


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardEditor", text)


def zone_names() -> tuple[str, str, str]:
    return _tr("Left"), _tr("Middle"), _tr("Right")


def kind_title(kind: str) -> str:
    """A card kind as the editor's headings name it ("Strike card")."""
    return kind_heading(kind)


def verb_help(verb: str) -> str:
    return {
        "speed": _tr("+amount attack speed this combat"),
        "damage": _tr("+amount damage this combat"),
        "heal": _tr("remove amount damage (Monsuno) / heal a damage zone (Redakai)"),
        "draw": _tr("draw amount cards"),
        "defense": _tr("+amount defense of a colour to your team this turn"),
        "power": _tr("+amount attack power this attack"),
    }.get(verb, "")


def tint(widget: QWidget, on: bool) -> None:
    """Mark a field red (its background), or clear the mark."""
    if on:
        pal = widget.palette()
        pal.setColor(QPalette.ColorRole.Base, qcolour(ERROR_TINT))
        widget.setPalette(pal)
    else:
        widget.setPalette(QPalette())


# ------------------------------------------------------------------ small widgets


# mypy checks the mixin as the widget it always comes before; at run time it is a plain
# class, so each widget class keeps its one Qt base.
if TYPE_CHECKING:
    _FocusWidget = QWidget
else:
    _FocusWidget = object


class _WheelOnlyWithFocus(_FocusWidget):
    """For a value widget in a scrolling form: the mouse wheel changes the value only once
    the widget has focus, so scrolling the form never changes a value by accident (the
    wheel then scrolls the form)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class NoWheelSpinBox(_WheelOnlyWithFocus, QSpinBox):
    """A spin box that ignores the mouse wheel unless it has focus."""


class NoWheelComboBox(_WheelOnlyWithFocus, QComboBox):
    """A combo box that ignores the mouse wheel unless it has focus."""


def colour_combo(parent: QWidget | None = None) -> NoWheelComboBox:
    """An editable combo of colours: the known ones by their titles, any other typed."""
    combo = NoWheelComboBox(parent)
    combo.setEditable(True)
    for colour in suggestions("color"):
        combo.addItem(value_title("color", colour), colour)
    combo.setCurrentIndex(-1)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    line = combo.lineEdit()
    if line is not None:
        line.setPlaceholderText(_tr("colour"))
    combo.setMinimumContentsLength(7)
    return combo


def colour_of(combo: QComboBox) -> str:
    """The colour a colour combo holds, as stored: a known colour's title (picked or typed)
    gives its raw key, so a Russian window still writes ``red``; other text is kept."""
    text = combo.currentText().strip()
    for i in range(combo.count()):
        if combo.itemText(i).casefold() == text.casefold():
            return str(combo.itemData(i))
    return text


def show_colour(combo: QComboBox, colour: str) -> None:
    """Put a stored colour in a colour combo, shown by its title."""
    combo.setEditText(value_title("color", colour) if colour else "")


def _zero_margins(layout: QHBoxLayout | QVBoxLayout | QGridLayout) -> None:
    layout.setContentsMargins(0, 0, 0, 0)


# ------------------------------------------------------------------ field editors


class FieldEditor(QWidget):
    """Edits one per-game field. ``value()`` is the field as it goes into the card
    object (None = absent); ``changed`` fires on every user edit."""

    changed = Signal()

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(parent)
        self.spec = spec

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def main_widget(self) -> QWidget:
        """The widget a test or the focus goes to."""
        return self

    def widget_for(self, rest: str) -> QWidget:
        """The part of the editor a validation path points to (``rest`` is what follows
        the field name, e.g. ``[2].value``)."""
        return self.main_widget()

    def _emit(self, *_args: object) -> None:
        self.changed.emit()


class IntEditor(FieldEditor):
    """A spin box with the field's range. An optional field gets a "—" value below the
    minimum that means "absent"."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.spin = NoWheelSpinBox()
        lo = spec.minimum if spec.minimum is not None else 0
        hi = spec.maximum if spec.maximum is not None else INT_CEILING
        self.optional = not spec.required
        if self.optional:
            self.spin.setRange(lo - 1, hi)
            self.spin.setSpecialValueText(
                "—" if spec.default is None
                else self.tr("— (%1)").replace("%1", str(spec.default)))
        else:
            self.spin.setRange(lo, hi)
        self.spin.setMinimumWidth(90)
        self.spin.setAccelerated(True)
        lay.addWidget(self.spin)
        if spec.maximum is not None:
            rng = QLabel(f"{lo}–{hi}")
            rng.setStyleSheet("color: palette(mid);")
            lay.addWidget(rng)
        lay.addStretch(1)
        self.set_value(None)
        self.spin.valueChanged.connect(self._emit)

    def main_widget(self) -> QWidget:
        return self.spin

    def value(self) -> int | None:
        v = self.spin.value()
        if self.optional and v == self.spin.minimum():
            return None
        return v

    def set_value(self, value: Any) -> None:
        if value is None:
            if self.optional:
                self.spin.setValue(self.spin.minimum())
            else:
                self.spin.setValue(self.spec.default if self.spec.default is not None
                                   else self.spin.minimum())
        else:
            self.spin.setValue(int(value))


class TextEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.line = QLineEdit()
        if spec.required:
            self.line.setPlaceholderText(self.tr("required"))
        offered = suggestions(spec.name)
        if offered:
            completer = QCompleter(list(offered), self.line)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            self.line.setCompleter(completer)
        lay.addWidget(self.line)
        self.line.textChanged.connect(self._emit)

    def main_widget(self) -> QWidget:
        return self.line

    def value(self) -> str | None:
        return self.line.text().strip() or None

    def set_value(self, value: Any) -> None:
        self.line.setText("" if value is None else str(value))


class ColourEditor(FieldEditor):
    """A colour: any text, with the known colours to pick from."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.combo = colour_combo()
        self.combo.setFixedWidth(COLOUR_WIDTH)
        line = self.combo.lineEdit()
        if line is not None and spec.required:
            line.setPlaceholderText(self.tr("required"))
        lay.addWidget(self.combo)
        lay.addStretch(1)
        self.combo.currentTextChanged.connect(self._emit)

    def main_widget(self) -> QWidget:
        return self.combo

    def value(self) -> str | None:
        return colour_of(self.combo) or None

    def set_value(self, value: Any) -> None:
        show_colour(self.combo, "" if value is None else str(value))


class BoolEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.box = QCheckBox(spec.help)
        lay.addWidget(self.box)
        lay.addStretch(1)
        self.box.toggled.connect(self._emit)

    def main_widget(self) -> QWidget:
        return self.box

    def value(self) -> bool:
        return self.box.isChecked()

    def set_value(self, value: Any) -> None:
        self.box.setChecked(bool(self.spec.default if value is None else value))


class EnumEditor(FieldEditor):
    """A combo of the allowed values, with an empty first choice when the field has no
    default ("— none —" when optional, "— choose —" when required)."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.combo = NoWheelComboBox()
        if spec.default is None:
            self.combo.addItem(self.tr("— choose —") if spec.required else self.tr("— none —"),
                               None)
        for choice in spec.choices:
            self.combo.addItem(self._display(choice), choice)
        self.combo.setMinimumContentsLength(12)
        lay.addWidget(self.combo)
        lay.addStretch(1)
        self.set_value(None)
        self.combo.currentIndexChanged.connect(self._emit)

    def _display(self, choice: str) -> str:
        cost = value_cost(self.spec.name, choice)
        if cost is not None:  # a value that adds to the deck cost (a skill)
            return self.tr("%1 — %2, cost %3").replace("%1", choice).replace(
                "%2", cost[0]).replace("%3", str(cost[1]))
        # The item data stays the raw value; only the shown title is translated.
        title = value_title(self.spec.name, choice)
        return title[:1].upper() + title[1:]

    def main_widget(self) -> QWidget:
        return self.combo

    def value(self) -> str | None:
        data = self.combo.currentData()
        return str(data) if data is not None else None

    def set_value(self, value: Any) -> None:
        if value is None:
            value = self.spec.default
        if value is None:
            self.combo.setCurrentIndex(0)
            return
        for i in range(self.combo.count()):
            data = self.combo.itemData(i)
            if isinstance(data, str) and data.casefold() == str(value).casefold():
                self.combo.setCurrentIndex(i)
                return


class ListEditor(FieldEditor):
    """A list of texts typed as ``a, b`` or ``a|b``."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.line = QLineEdit()
        self.line.setPlaceholderText(self.tr("e.g. blade, quake   (or blade|quake)"))
        lay.addWidget(self.line)
        self.line.textChanged.connect(self._emit)

    def main_widget(self) -> QWidget:
        return self.line

    def value(self) -> list[str] | None:
        return split_list(self.line.text()) or None

    def set_value(self, value: Any) -> None:
        self.line.setText(", ".join(value) if value else "")


class ZonesEditor(FieldEditor):
    """Three yes/no zones: left, middle, right."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.boxes = [QCheckBox(z) for z in zone_names()]
        for box in self.boxes:
            lay.addWidget(box)
            box.toggled.connect(self._emit)
        lay.addStretch(1)

    def main_widget(self) -> QWidget:
        return self.boxes[0]

    def value(self) -> list[bool]:
        return [b.isChecked() for b in self.boxes]

    def set_value(self, value: Any) -> None:
        values = list(value) if value else [False, False, False]
        for box, on in zip(self.boxes, values, strict=False):
            box.setChecked(bool(on))

    def widget_for(self, rest: str) -> QWidget:
        m = re.match(r"\[(\d+)\]", rest)
        if m and 1 <= int(m.group(1)) <= 3:
            return self.boxes[int(m.group(1)) - 1]
        return self


class DefenseZone(QWidget):
    """One defense zone: clear, or a colour and a value."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.title = QLabel(title)
        self.title.setMinimumWidth(52)
        self.clear = QCheckBox(self.tr("clear"))
        self.clear.setToolTip(self.tr("No defense in this zone"))
        self.colour = colour_combo()
        self.amount = NoWheelSpinBox()
        self.amount.setRange(0, 99)
        self.amount.setToolTip(self.tr("Defense value"))
        self.colour.setFixedWidth(COLOUR_WIDTH)
        lay.addWidget(self.title)
        lay.addWidget(self.clear)
        lay.addWidget(self.colour)
        lay.addWidget(self.amount)
        lay.addStretch(1)
        self.clear.toggled.connect(self._clear_toggled)

    def _clear_toggled(self, on: bool) -> None:
        self.colour.setEnabled(not on)
        self.amount.setEnabled(not on)

    def value(self) -> dict[str, Any] | None:
        if self.clear.isChecked():
            return None
        return {"color": colour_of(self.colour), "value": self.amount.value()}

    def set_value(self, value: Any) -> None:
        if value is None:
            self.clear.setChecked(True)
            self._clear_toggled(True)
            return
        self.clear.setChecked(False)
        self._clear_toggled(False)
        show_colour(self.colour, str(value.get("color", "")))
        self.amount.setValue(int(value.get("value", 0)))


class DefenseEditor(FieldEditor):
    """Three defense zones (left, middle, right)."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QVBoxLayout(self)
        _zero_margins(lay)
        lay.setSpacing(4)
        self.zones = [DefenseZone(z) for z in zone_names()]
        for zone in self.zones:
            lay.addWidget(zone)
            zone.clear.toggled.connect(self._emit)
            zone.colour.currentTextChanged.connect(self._emit)
            zone.amount.valueChanged.connect(self._emit)
        self.set_value(None)

    def main_widget(self) -> QWidget:
        return self.zones[0].clear

    def value(self) -> list[dict[str, Any] | None]:
        return [z.value() for z in self.zones]

    def set_value(self, value: Any) -> None:
        values = list(value) if value else [None, None, None]
        for zone, v in zip(self.zones, values, strict=False):
            zone.set_value(v)

    def widget_for(self, rest: str) -> QWidget:
        m = re.match(r"\[(\d+)\](?:\.(\w+))?", rest)
        if not m or not 1 <= int(m.group(1)) <= 3:
            return self
        zone = self.zones[int(m.group(1)) - 1]
        if m.group(2) == "value":
            return zone.amount
        return zone.colour


class EffectRow(QWidget):
    """One effect: +amount, verb, colour (for defense only), remove button."""

    removeRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QHBoxLayout(self)
        _zero_margins(lay)
        self.amount = NoWheelSpinBox()
        self.amount.setRange(0, 99)
        self.amount.setPrefix("+")
        self.amount.setValue(1)
        self.amount.setToolTip(self.tr("Amount"))
        self.verb = NoWheelComboBox()
        for verb in EFFECT_VERBS:
            self.verb.addItem(verb, verb)
            self.verb.setItemData(self.verb.count() - 1, verb_help(verb),
                                  Qt.ItemDataRole.ToolTipRole)
        self.verb.setCurrentIndex(EFFECT_VERBS.index("damage"))
        self.verb.setToolTip(self.tr("What the effect does"))
        self.colour = colour_combo()
        self.colour.setToolTip(self.tr("Colour of the defense (defense effects only)"))
        self.remove = QToolButton()
        self.remove.setText("✕")
        self.remove.setToolTip(self.tr("Remove this effect"))
        self.remove.setAutoRaise(True)
        self.verb.setMinimumContentsLength(8)
        self.colour.setFixedWidth(COLOUR_WIDTH)
        lay.addWidget(self.amount)
        lay.addWidget(self.verb)
        lay.addWidget(self.colour)
        lay.addWidget(self.remove)
        lay.addStretch(1)
        self.verb.currentIndexChanged.connect(self._verb_changed)
        self.remove.clicked.connect(lambda: self.removeRequested.emit(self))
        self._verb_changed()

    def _verb_changed(self, *_args: object) -> None:
        self.colour.setEnabled(self.verb.currentData() == "defense")

    def value(self) -> dict[str, Any]:
        verb = str(self.verb.currentData())
        out: dict[str, Any] = {"do": verb, "amount": self.amount.value()}
        if verb == "defense":
            out["color"] = colour_of(self.colour)
        return out

    def set_value(self, value: Any) -> None:
        verb = str(value.get("do", "damage"))
        idx = self.verb.findData(verb)
        self.verb.setCurrentIndex(max(0, idx))
        self.amount.setValue(int(value.get("amount", 0)))
        show_colour(self.colour, str(value.get("color") or ""))
        self._verb_changed()


class EffectsEditor(FieldEditor):
    """A short list of effects with add and remove buttons."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QVBoxLayout(self)
        _zero_margins(lay)
        lay.setSpacing(4)
        self.rows_box = QVBoxLayout()
        self.rows_box.setSpacing(4)
        lay.addLayout(self.rows_box)
        self.rows: list[EffectRow] = []
        bottom = QHBoxLayout()
        self.add_button = QPushButton(self.tr("+ Add Effect"))
        self.add_button.setToolTip(self.tr("Add an effect the game engine can play"))
        self.add_button.setAutoDefault(False)
        self.empty_label = QLabel(self.tr("no effects"))
        self.empty_label.setStyleSheet("color: palette(mid);")
        bottom.addWidget(self.empty_label)
        bottom.addWidget(self.add_button)
        bottom.addStretch(1)
        lay.addLayout(bottom)
        self.add_button.clicked.connect(self._add_clicked)

    def _add_clicked(self) -> None:
        row = self.add_row()
        row.amount.setFocus()
        row.amount.selectAll()

    def add_row(self, value: dict[str, Any] | None = None) -> EffectRow:
        row = EffectRow()
        if value is not None:
            row.set_value(value)
        self.rows.append(row)
        self.rows_box.addWidget(row)
        row.removeRequested.connect(self.remove_row)
        row.amount.valueChanged.connect(self._emit)
        row.verb.currentIndexChanged.connect(self._emit)
        row.colour.currentTextChanged.connect(self._emit)
        self.empty_label.setVisible(False)
        self.changed.emit()
        return row

    def remove_row(self, row: object) -> None:
        if not isinstance(row, EffectRow) or row not in self.rows:
            return
        self.rows.remove(row)
        self.rows_box.removeWidget(row)
        row.hide()
        row.deleteLater()
        self.empty_label.setVisible(not self.rows)
        self.changed.emit()

    def main_widget(self) -> QWidget:
        return self.rows[0].amount if self.rows else self.add_button

    def value(self) -> list[dict[str, Any]] | None:
        return [r.value() for r in self.rows] or None

    def set_value(self, value: Any) -> None:
        for row in list(self.rows):
            self.remove_row(row)
        for eff in value or ():
            self.add_row(dict(eff))

    def widget_for(self, rest: str) -> QWidget:
        m = re.match(r"\[(\d+)\](?:\.(\w+))?", rest)
        if not m or not 1 <= int(m.group(1)) <= len(self.rows):
            return self
        row = self.rows[int(m.group(1)) - 1]
        return {"do": row.verb, "amount": row.amount, "color": row.colour}.get(
            m.group(2) or "", row)


class ReactEditor(FieldEditor):
    """Redakai react: "has a react" + its Kairu cost + its effects."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None):
        super().__init__(spec, parent)
        lay = QVBoxLayout(self)
        _zero_margins(lay)
        top = QHBoxLayout()
        self.has_react = QCheckBox(self.tr("has a react"))
        self.has_react.setToolTip(self.tr("Usable from the hand by discarding the card"))
        self.kairu = NoWheelSpinBox()
        self.kairu.setRange(0, 99)
        self.kairu.setSuffix(self.tr(" Kairu"))
        self.kairu.setToolTip(self.tr("Kairu cost of the react"))
        top.addWidget(self.has_react)
        top.addWidget(self.kairu)
        top.addStretch(1)
        lay.addLayout(top)
        self.effects = EffectsEditor(FieldSpec("effects", "effects", default=()))
        lay.addWidget(self.effects)
        self.has_react.toggled.connect(self._toggled)
        self.has_react.toggled.connect(self._emit)
        self.kairu.valueChanged.connect(self._emit)
        self.effects.changed.connect(self._emit)
        self._toggled(False)

    def _toggled(self, on: bool) -> None:
        self.kairu.setEnabled(on)
        self.effects.setEnabled(on)

    def main_widget(self) -> QWidget:
        return self.has_react

    def value(self) -> dict[str, Any] | None:
        if not self.has_react.isChecked():
            return None
        return {self.spec.cost_key: self.kairu.value(), "effects": self.effects.value() or []}

    def set_value(self, value: Any) -> None:
        self.has_react.setChecked(value is not None)
        self._toggled(value is not None)
        self.kairu.setValue(int(value.get(self.spec.cost_key, 0)) if value else 0)
        self.effects.set_value(value.get("effects") if value else None)

    def widget_for(self, rest: str) -> QWidget:
        if rest.startswith(".kairu"):
            return self.kairu
        if rest.startswith(".effects"):
            return self.effects.widget_for(rest[len(".effects"):])
        return self.has_react


EDITOR_TYPES: dict[str, type[FieldEditor]] = {
    "int": IntEditor, "str": TextEditor, "bool": BoolEditor, "enum": EnumEditor,
    "str_list": ListEditor, "bool3": ZonesEditor, "defense3": DefenseEditor,
    "effects": EffectsEditor, "react": ReactEditor,
}


def make_editor(spec: FieldSpec, parent: QWidget | None = None) -> FieldEditor:
    """The editor widget of one schema field."""
    if spec.type == "str" and spec.name == "color":
        editor: FieldEditor = ColourEditor(spec, parent)
    else:
        editor = EDITOR_TYPES[spec.type](spec, parent)
    if spec.help:
        editor.setToolTip(spec.help)
    return editor


# ------------------------------------------------------------------ picture area
