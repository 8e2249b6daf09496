"""Nothing the user reads is cut off at 1280×720 (issue 30): the catalog's filter boxes
show their whole choice for every game, and the Name column stays in view however far the
table is scrolled sideways."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox


def cut(box: QComboBox) -> bool:
    """Whether the box shows its current text shortened with "…"."""
    opt = QStyleOptionComboBox()
    box.initStyleOption(opt)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    return box.fontMetrics().horizontalAdvance(box.currentText()) > field.width() + 1


def test_the_catalog_filters_show_their_whole_choice_at_720p(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    w.resize(1280, 720)
    width = w.width()
    w.splitter.setSizes([width * 45 // 100, width * 24 // 100, width * 31 // 100])
    qtbot.wait(1)
    panel = w.catalog
    seen: list[str] = []
    for i in range(panel.game_box.count()):
        panel.game_box.setCurrentIndex(i)
        qtbot.waitUntil(lambda: not w.model.searching, timeout=10_000)
        qtbot.wait(1)
        for box in (panel.game_box, panel.kind_box, panel.group_box):
            seen.append(box.currentText())
            assert not cut(box), f"{box.currentText()!r} is cut at {box.width()} px"
    assert "MONSTER CARDS" in seen and "All games" in seen


def test_the_name_column_stays_in_view_when_the_catalog_scrolls_sideways(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QTableView

    w = main_window
    w.resize(1280, 720)
    width = w.width()
    w.splitter.setSizes([width * 45 // 100, width * 24 // 100, width * 31 // 100])
    qtbot.wait(1)
    table = w.catalog.table
    bar = table.horizontalScrollBar()
    assert bar.maximum() > 0  # more columns than room: the table scrolls sideways
    name_col = w.model.column_of("name")
    bar.setValue(bar.maximum())
    qtbot.wait(1)
    # Where the Name column was, the user still reads the names.
    frozen = table.findChild(QTableView, "frozenColumns")
    assert frozen is not None and frozen.isVisible()
    assert not frozen.isColumnHidden(name_col)
    rect = frozen.visualRect(w.model.index(3, name_col))
    assert rect.isValid() and frozen.viewport().rect().contains(rect.center())
    assert frozen.mapTo(table, QPoint(0, 0)).x() <= table.frameWidth()
    # A click on a name there picks that card, as on the table.
    qtbot.mouseClick(frozen.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.current_card_id() == w.model.card_id(3)
    assert w.detail.record is not None and w.detail.record.id == w.model.card_id(3)
    # Scrolled back, the table's own columns show again.
    bar.setValue(0)
    qtbot.wait(1)
    assert not frozen.isVisible()
