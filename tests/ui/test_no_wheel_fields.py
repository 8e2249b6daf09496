"""The card form's number and choice fields ignore the wheel until they have focus, so a
user scrolling the form does not change a value by passing over it."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget

from deckbuilder.ui.cards.card_fields import NoWheelComboBox, NoWheelSpinBox


def _wheel_up(widget) -> None:  # type: ignore[no-untyped-def]
    pos = QPointF(widget.rect().center())
    event = QWheelEvent(pos, QPointF(widget.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                        QPoint(0, 120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_the_wheel_changes_a_value_only_once_the_field_has_focus(qtbot) -> None:  # type: ignore[no-untyped-def]
    form = QWidget()
    qtbot.addWidget(form)
    lay = QVBoxLayout(form)
    other = QLineEdit()  # where the focus is while the user scrolls
    spin = NoWheelSpinBox()
    combo = NoWheelComboBox()
    combo.addItems(["one", "two", "three"])
    combo.setCurrentIndex(1)
    for w in (other, spin, combo):
        lay.addWidget(w)
    form.show()
    qtbot.waitExposed(form)
    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    _wheel_up(spin)
    _wheel_up(combo)
    assert spin.value() == 0 and combo.currentIndex() == 1
    for w in (spin, combo):
        w.setFocus()
        qtbot.waitUntil(w.hasFocus)
        _wheel_up(w)
    assert spin.value() == 1
    assert combo.currentIndex() == 0  # up: the item before
