"""The card pane's picture grows with the window (issue 30: it stayed about 300 px wide on a
1920×1080 screen) and still fits a 1280×720 one."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.app_driver import center


def picture_width(qtbot, window, size: tuple[int, int]) -> int:  # type: ignore[no-untyped-def]
    window.resize(*size)
    width = window.width()
    window.splitter.setSizes([width * 45 // 100, width * 24 // 100, width * 31 // 100])
    table = window.catalog.table
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=center(table, 1, 1))
    label = window.detail.picture
    qtbot.waitUntil(lambda: label.pixmap() is not None and not label.pixmap().isNull(),
                    timeout=10_000)
    qtbot.wait(1)
    window.detail._show_picture()  # as the pane's own resize does once the size settles
    return label.pixmap().width()


def test_the_card_picture_uses_the_room_of_a_large_window(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    large = picture_width(qtbot, w, (1920, 1080))
    assert large >= 400, large
    pane = w.detail.viewport().width()
    assert large <= pane  # never wider than the pane
    # The name and the fields under it stay in view.
    assert w.detail.picture.height() < w.detail.viewport().height() * 0.8
    small = picture_width(qtbot, w, (1280, 720))
    assert small < large and small <= w.detail.viewport().width()
