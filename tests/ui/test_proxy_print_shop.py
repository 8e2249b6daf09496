"""The proxy dialog's back offset and its Images for a Print Shop… button, clicked."""

from __future__ import annotations

import csv
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from deckbuilder.ui.proxies.print_shop import PrintShopDialog

# The autouse fixture that starts each test from the default options.
from tests.ui.test_proxy_dialog import _fresh_options, make_dialog  # noqa: F401


def _type(qtbot, spin, text: str) -> None:  # type: ignore[no-untyped-def]
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin.lineEdit(), text)
    qtbot.keyClick(spin.lineEdit(), Qt.Key.Key_Tab)


def test_the_back_offset_moves_the_backs_and_is_remembered(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    d = make_dialog(qtbot, service)
    # Only backs can be moved: the offset waits until Card backs is ticked.
    assert not d.back_x.isEnabled()
    qtbot.mouseClick(d.backs, Qt.MouseButton.LeftButton, pos=QPoint(8, d.backs.height() // 2))
    assert d.back_x.isEnabled() and d.back_y.isEnabled()
    _type(qtbot, d.back_x, "2")
    _type(qtbot, d.back_y, "-1")
    d.refresh()
    assert d.options().back_offset == (2.0, -1.0)
    back = d._sheet.layout.back_slots[0].card
    plain = d._sheet.layout.slots[0].card
    pw = d._sheet.layout.page[0]
    assert abs(back[0] - (pw - plain[0] - plain[2] + 2.0)) < 1e-6
    assert abs(back[1] - (plain[1] - 1.0)) < 1e-6
    d.close_button.click()
    again = make_dialog(qtbot, service)
    assert (again.back_x.value(), again.back_y.value()) == (2.0, -1.0)


def test_images_for_a_print_shop_are_written_by_clicking(qtbot, service, tmp_path,  # type: ignore[no-untyped-def]
                                                        monkeypatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _parent, _title, text, *a, **k: told.append(text))
    d = make_dialog(qtbot, service)
    folder = tmp_path / "for the shop"
    done: list[PrintShopDialog] = []

    def fill_and_save() -> None:
        shop = next(w for w in QApplication.topLevelWidgets()
                    if isinstance(w, PrintShopDialog) and w.isVisible())
        shop.shop.setCurrentIndex(shop.shop.findData("drivethrucards"))
        qtbot.keyClicks(shop.folder, str(folder))
        qtbot.mouseClick(shop.save_button, Qt.MouseButton.LeftButton)
        done.append(shop)

    QTimer.singleShot(0, fill_and_save)
    qtbot.mouseClick(d.shop_button, Qt.MouseButton.LeftButton)
    assert done and done[0].written is not None
    with open(folder / "cards.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert sum(int(r["copies"]) for r in rows) == sum(i.count for i in d.print_items())
    assert Image.open(folder / rows[0]["file"]).size == (825, 1125)
    assert told and str(folder) in told[0] and "cards.csv" in told[0]
    # The shop and the folder are offered again next time.
    again = PrintShopDialog(d.print_items())
    qtbot.addWidget(again)
    assert again.shop.currentData() == "drivethrucards"
    assert again.folder.text() == str(folder)


def test_a_print_shop_folder_inside_the_pictures_store_is_refused(qtbot, service,  # type: ignore[no-untyped-def]
                                                                  tmp_path,
                                                                  monkeypatch) -> None:
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text, *a, **k: warned.append(text))
    d = make_dialog(qtbot, service)
    shop = PrintShopDialog(d.print_items(), parent=d)
    qtbot.addWidget(shop)
    store = Path(service.db.pictures_dir)
    before = sorted(p.name for p in store.iterdir())
    shop.folder.setText(str(store / "shop"))
    qtbot.mouseClick(shop.save_button, Qt.MouseButton.LeftButton)
    assert warned and shop.written is None
    assert sorted(p.name for p in store.iterdir()) == before
