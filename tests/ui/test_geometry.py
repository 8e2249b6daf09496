"""Window sizes: shrunk to the screen, remembered per screen size."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import QDialog, QSplitter, QVBoxLayout, QWidget

from deckbuilder.ui.common.geometry import FRAME, available, fit_window


def _dialog() -> tuple[QDialog, QSplitter]:
    dlg = QDialog()
    split = QSplitter()
    split.addWidget(QWidget())
    split.addWidget(QWidget())
    QVBoxLayout(dlg).addWidget(split)
    return dlg, split


def test_a_big_window_is_shrunk_to_the_screen_and_its_size_comes_back(qtbot, qapp) -> None:
    qapp.setOrganizationName("deckbuilder-tests")
    qapp.setApplicationName("deckbuilder-tests-geometry")
    QSettings().clear()
    dlg, split = _dialog()
    qtbot.addWidget(dlg)
    area = available(dlg)
    fit_window(dlg, "probe", (area.width() * 3, area.height() * 3), {"split": split})
    assert dlg.width() <= area.width() - FRAME.width()
    assert dlg.height() <= area.height() - FRAME.height()
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.resize(QSize(400, 300))
    split.setSizes([50, 300])
    dlg.close()

    again, split2 = _dialog()
    qtbot.addWidget(again)
    key = fit_window(again, "probe", (900, 700), {"split": split2})
    assert f"{area.width()}x{area.height()}" in key
    assert again.size() == QSize(400, 300)
    assert split2.sizes()[0] < split2.sizes()[1]
    QSettings().clear()
