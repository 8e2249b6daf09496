"""Collection → Scan Cards…: photos dropped in, the review table worked by clicks, the
camera through a fake frame source, unknown cards made into catalog cards."""

from __future__ import annotations

import random
import re

import numpy as np
import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QSpinBox,
    QStyle,
    QStyleOptionViewItem,
)

from deckbuilder.scan import synth
from deckbuilder.scan.fingerprint import SURE_SCORE
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.card_editing import new_card_editor
from deckbuilder.ui.catalog.scan_dialog import Column, ScanDialog
from tests.scan.samples import BINDER, HERE, SINGLE, picture


@pytest.fixture
def dialog(qtbot, service: CatalogService):  # type: ignore[no-untyped-def]
    # As the main window opens it (collection_actions.scan_cards): with the card editor.
    dlg = ScanDialog(service, card_editor=new_card_editor)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def _plain(text: str) -> str:
    """The message as written in the code: once a window has installed the English plural
    forms, "%n card(s)" reads "10 cards" (and "1 card"), which is what the user sees."""
    return re.sub(r"\b(\d+) cards?(?![(\w])", r"\1 card(s)", text)


def _drop(dlg: ScanDialog, paths: list) -> None:  # type: ignore[type-arg]
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    # As a drag from the file manager: it enters (and is accepted), then drops.
    enter = QDragEnterEvent(dlg.rect().center(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(dlg, enter)
    assert enter.isAccepted()
    centre = QPointF(dlg.rect().center())
    event = QDropEvent(centre, Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(dlg, event)


def _scan(qtbot, dlg: ScanDialog, paths: list) -> None:  # type: ignore[no-untyped-def,type-arg]
    _drop(dlg, paths)
    qtbot.waitUntil(lambda: dlg._job is None and not dlg.progress.isVisible(),
                    timeout=120_000)


def _click_cell(qtbot, dlg: ScanDialog, row: int, col: int, double: bool = False) -> None:  # type: ignore[no-untyped-def]
    rect = dlg.table.visualRect(dlg.model.index(row, col))
    # A double click is a click, then the second press.
    qtbot.mouseClick(dlg.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    if double:
        qtbot.mouseDClick(dlg.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _click_check(qtbot, dlg: ScanDialog, row: int) -> None:  # type: ignore[no-untyped-def]
    index = dlg.model.index(row, Column.ADD)
    opt = QStyleOptionViewItem()
    dlg.table.itemDelegateForIndex(index).initStyleOption(opt, index)
    opt.rect = dlg.table.visualRect(index)
    box = dlg.table.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator,
                                           opt, dlg.table)
    qtbot.mouseClick(dlg.table.viewport(), Qt.MouseButton.LeftButton, pos=box.center())


def test_the_menu_opens_the_scan_window(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    menu = next(a.menu() for a in main_window.menuBar().actions()
                if a.text().replace("&", "") == "Collection")
    action = next(a for a in menu.actions() if a.text().replace("&", "") == "Scan Cards…")
    seen = []

    def close_it() -> None:
        dlg = QApplication.activeModalWidget()
        seen.append(type(dlg).__name__)
        assert dlg is not None
        # The main window hands the card editor in: "Create Card…" is offered.
        seen.append(not dlg.create_button.isHidden())  # type: ignore[attr-defined]
        dlg.reject()

    QTimer.singleShot(200, close_it)
    action.trigger()
    assert seen == ["ScanDialog", True]


def test_dropped_photos_are_reviewed_and_added_by_clicks(qtbot, dialog, service,
                                                         qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    _scan(qtbot, dialog, [HERE / "binder-page.jpg", HERE / "unknown-card.webp"])
    model = dialog.model
    qtmodeltester.check(model)
    assert model.rowCount() == 10
    names = [model.index(r, Column.CARD).data() for r in range(10)]
    assert names[:9] == [f"{n}  [{g}]" for g, n in BINDER]
    assert names[9].startswith("Unknown card")
    assert _plain(dialog.hint.text()) == "10 card(s) found."
    ids = {n: service.cards.find(n, g).id for g, n in BINDER}
    before = {n: service.owned(i) for n, i in ids.items()}

    # Row 0: not this one after all.
    _click_check(qtbot, dialog, 0)
    assert model.index(0, Column.ADD).data(Qt.ItemDataRole.CheckStateRole) \
        == Qt.CheckState.Unchecked
    # Row 1: three copies of it in the pocket.
    _click_cell(qtbot, dialog, 1, Column.COUNT, double=True)
    spin = dialog.table.viewport().findChild(QSpinBox)
    assert spin is not None
    spin.selectAll()
    qtbot.keyClicks(spin, "3")
    # Clicking on to another row ends the edit.
    _click_cell(qtbot, dialog, 5, Column.SCORE)
    assert model.rows[1].count == 3
    # Row 2: correct the match with the next candidate of the dropdown.
    _click_cell(qtbot, dialog, 2, Column.CARD, double=True)
    combo = dialog.table.viewport().findChild(QComboBox, "candidateChoice")
    assert combo is not None and combo.currentIndex() == 0
    second = model.rows[2].found.candidates[1]
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert model.rows[2].choice == second
    assert model.index(2, Column.CARD).data().startswith(second.name)

    owned_second = service.owned(second.card_id)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.added == 1 * 6 + 3 + 1  # rows 3-8, row 1 ×3, row 2 corrected
    assert _plain(dialog.hint.text()) == "10 card(s) added to the collection"
    assert service.owned(ids[BINDER[0][1]]) == before[BINDER[0][1]]
    assert service.owned(ids[BINDER[1][1]]) == before[BINDER[1][1]] + 3
    assert service.owned(ids[BINDER[2][1]]) == before[BINDER[2][1]]
    assert service.owned(second.card_id) == owned_second + 1
    for _g, name in BINDER[3:]:
        assert service.owned(ids[name]) == before[name] + 1
    # The added cards left the table: adding again cannot count them twice.
    assert model.rowCount() == 0 and not dialog.add_button.isEnabled()
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_undo_takes_back_exactly_what_add_put_in(qtbot, dialog, service) -> None:  # type: ignore[no-untyped-def]
    _scan(qtbot, dialog, [HERE / "binder-page.jpg"])
    ids = [service.cards.find(n, g).id for g, n in BINDER]
    service.set_owned(ids[0], 2)
    before = [service.owned(i) for i in ids]
    assert not dialog.undo_button.isEnabled()
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert [service.owned(i) for i in ids] == [b + 1 for b in before]
    assert dialog.undo_button.isEnabled()

    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert [service.owned(i) for i in ids] == before
    assert _plain(dialog.hint.text()) == "9 card(s) taken back out of the collection"
    assert not dialog.undo_button.isEnabled()
    # The rows are back for correcting; add again, then someone removes copies
    # meanwhile: Undo takes only what is still there, and says so.
    assert dialog.model.rowCount() == 9
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    service.set_owned(ids[1], 0)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert service.owned(ids[1]) == 0
    assert [service.owned(i) for i in ids[2:]] == before[2:]
    assert service.owned(ids[0]) == before[0] == 2
    assert "already been removed" in dialog.hint.text()
    assert _plain(dialog.hint.text()).startswith("8 card(s) taken back out of the collection")
    assert f"{BINDER[1][1]} (1)" in dialog.hint.text()


def test_closing_without_adding_writes_nothing(qtbot, dialog, service) -> None:  # type: ignore[no-untyped-def]
    _scan(qtbot, dialog, [HERE / "single-exif-rotated.jpg"])
    card = service.cards.find(SINGLE[1], SINGLE[0])
    before = service.owned(card.id)
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert service.owned(card.id) == before


def test_stop_scanning_stops_between_photos(qtbot, dialog) -> None:  # type: ignore[no-untyped-def]
    _drop(dialog, [HERE / "binder-page.jpg"] * 8)
    assert dialog.cancel_scan_button.isVisible() and dialog.progress.isVisible()
    assert not dialog.add_button.isEnabled()
    qtbot.mouseClick(dialog.cancel_scan_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog._job is None, timeout=120_000)
    assert dialog.hint.text() == "Scanning stopped."
    assert dialog.model.rowCount() < 8 * 9
    assert not dialog.progress.isVisible()


def test_a_bad_photo_is_named_in_a_message(qtbot, dialog, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "shopping.png"
    bad.write_text("milk, eggs", encoding="utf-8")
    shown = []
    monkeypatch.setattr("deckbuilder.ui.catalog.scan_dialog.QMessageBox.warning",
                        lambda _parent, _title, text: shown.append(text))
    _scan(qtbot, dialog, [bad])
    assert len(shown) == 1 and "shopping.png" in shown[0]
    assert dialog.model.rowCount() == 0


class FakeCamera:
    """A camera that always sees the same picture."""

    def __init__(self, frame: np.ndarray):
        self.frames = 0
        self._frame = frame

    def frame(self) -> np.ndarray:
        self.frames += 1
        return self._frame


def test_a_card_held_still_under_the_camera_is_counted_once(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(12)
    photo = synth.single_photo(rng, picture(*SINGLE), None, size=(800, 600), max_tilt=10,
                               table="wood")
    camera = FakeCamera(photo.image)
    dlg = ScanDialog(service, frame_source=camera)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.mouseClick(dlg.camera_button, Qt.MouseButton.LeftButton)
    assert dlg.camera is not None
    qtbot.waitUntil(lambda: dlg.model.rowCount() == 1, timeout=60_000)
    assert dlg.model.rows[0].choice is not None
    assert dlg.model.rows[0].choice.name == SINGLE[1]
    seen = camera.frames
    qtbot.waitUntil(lambda: camera.frames > seen + 6, timeout=60_000)
    assert dlg.model.rowCount() == 1  # still the same card: not counted again
    qtbot.mouseClick(dlg.camera.capture_button, Qt.MouseButton.LeftButton)
    assert dlg.model.rowCount() == 2
    dlg.reject()


def test_create_card_opens_the_editor_with_the_photo_and_the_read_text(qtbot, dialog) -> None:  # type: ignore[no-untyped-def]
    _scan(qtbot, dialog, [HERE / "unknown-card.webp"])
    assert dialog.model.rowCount() == 1
    _click_cell(qtbot, dialog, 0, Column.SCORE)
    assert dialog.create_button.isEnabled()
    seen: dict[str, object] = {}

    def look() -> None:
        editor = QApplication.activeModalWidget()
        assert editor is not None and editor.objectName() == "scanCardEditor"
        seen["picture"] = editor.pictures.has_picture()  # type: ignore[attr-defined]
        seen["name"] = editor.name_edit.text()  # type: ignore[attr-defined]
        seen["next"] = editor.save_new_button.isVisible()  # type: ignore[attr-defined]
        editor.ask_before_discarding = False  # type: ignore[attr-defined]
        editor.reject()

    QTimer.singleShot(300, look)
    qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    assert seen["picture"] is True
    # The only unknown card: no "Save and Next".
    assert seen["next"] is False
    assert seen["name"] == (dialog.model.rows[0].found.name or "")



def test_the_camera_choice_is_kept_in_settings(qtbot, main_window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QSettings

    from deckbuilder.ui.common.camera import CAMERA_KEY
    from deckbuilder.ui.main_window import SettingsDialog

    dialog = SettingsDialog(main_window)
    qtbot.addWidget(dialog)
    combo = dialog.camera
    # No camera on a test machine: the system default is offered, and chosen.
    assert combo.itemText(0) == "The system's default camera"
    QSettings().setValue(CAMERA_KEY, "gone-camera")
    dialog.accept()
    assert QSettings().value(CAMERA_KEY) == ""


def test_save_and_next_walks_two_unknown_cards_into_the_catalog(qtbot, dialog, service,
                                                                tmp_path) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.test_card_editor import combo_choose, fill_monster

    second = tmp_path / "another-unknown.webp"
    second.write_bytes((HERE / "unknown-card.webp").read_bytes())
    _scan(qtbot, dialog, [HERE / "unknown-card.webp", second])
    assert dialog.model.rowCount() == 2
    assert all(r.choice is None for r in dialog.model.rows)
    count = service.cards.count()
    seen: list[tuple[str, bool, bool]] = []
    names = iter(["Scanned Drake", "Scanned Wyrm"])

    def work_editor() -> None:
        editor = QApplication.activeModalWidget()
        if editor is None or editor.objectName() != "scanCardEditor" \
                or editor.property("handled"):
            return
        editor.setProperty("handled", True)
        combo_choose(editor.game_combo, "monster-cards")  # type: ignore[attr-defined]
        combo_choose(editor.kind_combo, "monster")  # type: ignore[attr-defined]
        name = next(names)
        fill_monster(qtbot, editor, name)  # type: ignore[arg-type]
        more = editor.save_new_button.isVisible()  # type: ignore[attr-defined]
        seen.append((name, more, editor.pictures.has_picture()))  # type: ignore[attr-defined]
        editor.number_edit.setText(f"{len(seen):03}")  # type: ignore[attr-defined]
        button = editor.save_new_button if more else editor.save_button  # type: ignore[attr-defined]
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    timer = QTimer()
    timer.timeout.connect(work_editor)
    timer.start(100)
    _click_cell(qtbot, dialog, 0, Column.SCORE)
    qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    timer.stop()

    # The first editor offers "Save and Next", the last one only "Save".
    assert [(n, m) for n, m, _p in seen] == [("Scanned Drake", True), ("Scanned Wyrm", False)]
    assert all(p for _n, _m, p in seen)
    assert service.cards.count() == count + 2
    made = [service.cards.find(n, "monster-cards") for n in ("Scanned Drake", "Scanned Wyrm")]
    assert all(c is not None for c in made)
    assert [r.choice.card_id for r in dialog.model.rows] == [c.id for c in made]  # type: ignore[union-attr]
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert [service.owned(c.id) for c in made] == [1, 1]  # type: ignore[union-attr]


def test_the_match_column_says_sure_check_this_or_unknown_in_words(qtbot, dialog) -> None:  # type: ignore[no-untyped-def]
    _scan(qtbot, dialog, [HERE / "binder-page.jpg", HERE / "unknown-card.webp"])
    model = dialog.model
    assert model.headerData(Column.SCORE, Qt.Orientation.Horizontal) == "Match"
    words = [model.index(r, Column.SCORE).data() for r in range(model.rowCount())]
    # Each row in words, by its score: no bare number like "0.96" in the cell.
    for row, word in zip(model.rows, words, strict=True):
        if row.choice is None:
            assert word == "unknown"
        else:
            assert word == ("sure" if row.choice.score >= SURE_SCORE else "check this")
    assert words[-1] == "unknown" and "sure" in words
    # The number is still there, in the tooltip.
    tip = model.index(0, Column.SCORE).data(Qt.ItemDataRole.ToolTipRole)
    assert f"{model.rows[0].choice.score:.2f}" in tip
    # Picking a weaker candidate from the dropdown makes the row "check this".
    weak = next(c for c in model.rows[0].found.candidates if c.score < SURE_SCORE)
    model.setData(model.index(0, Column.CARD), weak)
    assert model.index(0, Column.SCORE).data() == "check this"


def test_the_match_words_are_russian_in_russian(qtbot, dialog, russian) -> None:  # type: ignore[no-untyped-def]
    _scan(qtbot, dialog, [HERE / "binder-page.jpg", HERE / "unknown-card.webp"])
    model = dialog.model
    words = {model.index(r, Column.SCORE).data() for r in range(model.rowCount())}
    assert "неизвестна" in words and "уверенно" in words
    assert not words & {"sure", "check this", "unknown"}


def test_use_camera_says_at_once_while_cameras_are_looked_for(qtbot, service, dialogs,  # type: ignore[no-untyped-def]
                                                              monkeypatch) -> None:
    """The cameras are looked for in the background as the dialog opens (the first look
    takes seconds); Use Camera meanwhile says it is looking, then that there is none
    (issue 30: it was silent for 3–6 s)."""
    import threading

    import deckbuilder.ui.common.camera as camera

    release = threading.Event()

    def slow_names() -> list[tuple[str, str]]:
        release.wait(30)  # the multimedia backend loading
        return []

    monkeypatch.setattr(camera, "camera_names", slow_names)
    dlg = ScanDialog(service)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.mouseClick(dlg.camera_button, Qt.MouseButton.LeftButton)
    # At once, while the look goes on: the window answers, and says what it is doing.
    assert dlg.hint.text() == "Looking for cameras…"
    assert not dlg.camera_button.isEnabled()
    assert not dialogs.shown
    release.set()
    qtbot.waitUntil(lambda: dlg.hint.text() == "No camera was found.", timeout=10_000)
    assert dlg.camera is None
    assert not dlg.camera_button.isEnabled()
    assert dlg.camera_button.toolTip() == "No camera was found."


def test_with_no_camera_the_button_says_so_before_any_click(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    """The test machine has no camera: once the look has ended the button is off, its
    tip saying why."""
    dlg = ScanDialog(service)
    qtbot.addWidget(dlg)
    assert dlg.camera_lookup is not None
    qtbot.waitUntil(lambda: dlg.camera_lookup.cameras is not None, timeout=20_000)
    assert dlg.camera_lookup.cameras == []
    assert not dlg.camera_button.isEnabled()
    assert dlg.camera_button.toolTip() == "No camera was found."
