"""The card editor as a user drives it: make and change cards, with their pictures; and the
crop that turns any picture into a card-shaped one."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QMimeData, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QColor, QDropEvent, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLineEdit, QSpinBox

from deckbuilder.catalog.pictures import PictureError, crop_picture
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.cards.card_editor import CardEditorDialog
from deckbuilder.ui.cards.card_fields import DefenseEditor, EffectsEditor, EnumEditor, ReactEditor
from deckbuilder.ui.cards.card_form import next_number, split_list
from deckbuilder.ui.cards.picture_crop import CropView, PictureCropDialog

RESOURCES = Path(__file__).resolve().parents[2] / "resources" / "pictures"
WYVERN = RESOURCES / "monster-cards" / "canopy-wyvern.png"
CARD = 63 / 88

MakeEditor = Callable[..., CardEditorDialog]


@pytest.fixture
def make_editor(qtbot, qapp, service: CatalogService) -> Iterator[MakeEditor]:
    qapp.setOrganizationName("deckbuilder-tests")
    qapp.setApplicationName("deckbuilder-tests")
    # Qt reads the settings folder once per process: start each test from a clean slate.
    QSettings().remove("card_editor")

    def make(record=None, **kw) -> CardEditorDialog:
        dialog = CardEditorDialog(service, record, **kw)
        dialog.ask_before_discarding = False
        qtbot.addWidget(dialog)
        return dialog

    yield make
    QSettings().remove("card_editor")


def combo_choose(combo: QComboBox, data: str) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def fill_monster(qtbot, editor: CardEditorDialog, name: str = "Storm Drake") -> None:
    """Type a complete MONSTER CARDS monster the way a user would."""
    editor.name_edit.clear()
    qtbot.keyClicks(editor.name_edit, name)
    editor.ru_edit.setText("Штормовой дракон")  # QTest cannot type non-ASCII keys
    qtbot.keyClicks(editor.set_edit, "MC-2")
    qtbot.keyClicks(editor.number_edit, "007")
    combo_choose(editor.rarity_combo, "SR")
    power = editor.field_widget("power")
    assert isinstance(power, QSpinBox)
    power.setValue(3)
    for field, value in (("element", "light"), ("species", "dragon"), ("means", "range"),
                         ("size", "large"), ("skill", "Snipe")):
        combo = editor.field_widget(field)
        assert isinstance(combo, QComboBox)
        combo_choose(combo, value)
    qtbot.keyClicks(editor.text_edit, "Snipe: hits the back row.")


def stored_size(service: CatalogService, rel: str) -> tuple[int, int]:
    with Image.open(service.picture_path(rel)) as im:
        return im.size


def png_file(path: Path, size: tuple[int, int], color: str = "#3a6") -> Path:
    Image.new("RGB", size, color).save(path, "PNG")
    return path


def ratio_ok(w: float, h: float, tolerance: float = 0.005) -> bool:
    return abs(w / h - CARD) < tolerance


# ------------------------------------------------------------------ creating cards


def test_a_new_monster_card_with_a_cropped_picture_is_saved(qtbot, make_editor, service):
    editor = make_editor(game="monster-cards", kind="monster")
    fill_monster(qtbot, editor)
    assert editor.save_button.isEnabled()
    # Frame a smaller part of the picture, as the crop dialog would.
    crop = PictureCropDialog(QImage(str(WYVERN)))
    qtbot.addWidget(crop)
    crop.view.zoom(0.6)
    crop.view.move_by(-40, -60)
    box = crop.crop_box()
    assert editor.pictures.set_picture_file(WYVERN, box)
    assert editor.pictures.has_picture()

    count = service.cards.count()
    with qtbot.waitSignal(editor.cardSaved) as saved:
        qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert editor.result() == QDialog.DialogCode.Accepted
    assert saved.args == [editor.saved_id]
    assert service.cards.count() == count + 1

    assert service.search_ids("storm drake") == [editor.saved_id]
    assert service.search_ids("штормовой дракон") == [editor.saved_id]
    rec = service.record(editor.saved_id)
    assert rec is not None
    card = rec.card
    assert (card.game, card.kind, card.name, card.set, card.number, card.rarity) == (
        "monster-cards", "monster", "Storm Drake", "MC-2", "007", "SR")
    assert card.names == {"ru": "Штормовой дракон"}
    assert card.text == "Snipe: hits the back row."
    assert dict(card.fields) == {"power": 3, "element": "light", "species": "dragon",
                                 "means": "range", "size": "large", "skill": "Snipe"}
    assert rec.origin == "user"
    assert rec.picture is not None
    assert service.picture_path(rec.picture).is_file()
    w, h = stored_size(service, rec.picture)
    assert (w, h) == (box[2] - box[0], box[3] - box[1])
    assert w < 745 and ratio_ok(w, h)


def test_untouched_required_fields_are_listed_not_shouted(qtbot, make_editor):
    editor = make_editor(game="monster-cards", kind="monster")
    # A fresh form: nothing is red yet, the summary says what is still to fill in.
    assert editor.error_text("name") == ""
    assert editor.error_text("element") == ""
    assert "Name" in editor.summary_text() and "Element" in editor.summary_text()
    assert not editor.save_button.isEnabled()
    # Trying to save shows every problem next to its field and focuses the first one.
    editor.show()
    qtbot.waitExposed(editor)
    editor.field_widget("size").setFocus()
    assert not editor.save()
    assert editor.error_text("name") == "Required."
    assert editor.error_text("element") == "Choose one."
    assert editor.error_text("size") == "Choose one."
    assert editor.focusWidget() is editor.name_edit  # the first problem of the form
    assert editor.summary_text().startswith("Problems to fix: 5 — Name: Required.")


def test_an_empty_required_text_is_an_error_next_to_its_field(qtbot, make_editor, service):
    editor = make_editor(game="monsuno", kind="strike")
    editor.show()
    qtbot.waitExposed(editor)
    qtbot.keyClicks(editor.name_edit, "Storm Bolt X")
    strike_type = editor.field_widget("strike_type")
    assert isinstance(strike_type, QLineEdit)
    qtbot.keyClicks(strike_type, "shock")
    assert editor.save_button.isEnabled()
    strike_type.clear()
    assert editor.error_text("strike_type") == "Required."
    label = editor._error_labels["strike_type"]
    assert label.isVisible()
    # The message sits right under the field it is about.
    field = strike_type.parentWidget()
    assert field is not None
    assert label.parentWidget() is field.parentWidget()
    assert label.geometry().top() >= field.geometry().bottom()
    assert abs(label.geometry().left() - field.geometry().left()) <= 2
    assert not editor.save_button.isEnabled()
    assert not editor.save_new_button.isEnabled()
    count = service.cards.count()
    assert not editor.save()
    assert service.cards.count() == count
    assert service.cards.find("Storm Bolt X", "monsuno") is None


def test_a_name_used_by_another_card_of_the_game_is_refused(qtbot, make_editor, service):
    editor = make_editor(game="monster-cards", kind="monster")
    fill_monster(qtbot, editor, name="emberpaw  CUB")
    assert "already called “Emberpaw Cub”" in editor.error_text("name")
    assert not editor.save_button.isEnabled()
    count = service.cards.count()
    assert not editor.save()
    assert service.cards.count() == count
    # The same name in another game is fine.
    editor.name_edit.setText("Granite Warden")
    assert editor.error_text("name") == ""
    assert editor.save_button.isEnabled()


def test_a_defense_effect_without_colour_is_flagged_on_its_colour_box(qtbot, make_editor,
                                                                     service):
    editor = make_editor(game="redakai", kind="attack")
    qtbot.keyClicks(editor.name_edit, "Ember Parry II")
    colour = editor.field_widget("color")
    assert isinstance(colour, QComboBox)
    colour.setEditText("red")
    effects = editor.field_editor("effects")
    assert isinstance(effects, EffectsEditor)
    qtbot.mouseClick(effects.add_button, Qt.MouseButton.LeftButton)
    assert editor.save_button.isEnabled()  # +1 damage is a fine effect
    row = effects.rows[0]
    assert not row.colour.isEnabled()
    combo_choose(row.verb, "defense")
    assert row.colour.isEnabled()
    assert editor.error_text("effects") == "Effect 1: Choose or type a colour."
    assert editor.error_widget("effects[1].color") is row.colour
    assert row.colour.palette().base().color() != editor.name_edit.palette().base().color()
    assert not editor.save_button.isEnabled()
    assert not editor.save()
    assert service.cards.find("Ember Parry II", "redakai") is None

    row.colour.setEditText("blue")
    assert editor.error_text("effects") == ""
    assert editor.save()
    rec = service.cards.find("Ember Parry II", "redakai")
    assert rec is not None
    assert rec.card.fields["effects"] == ({"do": "defense", "amount": 1, "color": "blue"},)


def test_defense_zones_and_react_are_edited_and_errors_point_into_them(qtbot, make_editor,
                                                                      service):
    editor = make_editor(game="redakai", kind="monster")
    qtbot.keyClicks(editor.name_edit, "Frost Stag")
    defense = editor.field_editor("defense")
    assert isinstance(defense, DefenseEditor)
    middle = defense.zones[1]
    middle.clear.setChecked(False)
    assert editor.error_text("defense") == "Middle: Choose or type a colour."
    assert editor.error_widget("defense[2].color") is middle.colour
    assert editor.error_widget("defense[2].value") is middle.amount
    middle.colour.setEditText("blue")
    middle.amount.setValue(4)
    react = editor.field_editor("react")
    assert isinstance(react, ReactEditor)
    react.has_react.setChecked(True)
    react.kairu.setValue(2)
    row = react.effects.add_row({"do": "defense", "amount": 2})
    assert editor.error_text("react") == "Effect 1: Choose or type a colour."
    assert editor.error_widget("react.effects[1].color") is row.colour
    row.colour.setEditText("green")
    heal = editor.field_editor("heal")
    heal.boxes[2].setChecked(True)
    assert editor.save()
    rec = service.cards.find("Frost Stag", "redakai")
    assert rec is not None
    f = rec.card.fields
    assert f["defense"] == (None, {"color": "blue", "value": 4}, None)
    assert f["react"] == {"kairu": 2, "effects": ({"do": "defense", "amount": 2,
                                                    "color": "green"},)}
    assert f["heal"] == (False, False, True)


def test_a_list_field_takes_commas_or_bars(qtbot, make_editor, service):
    assert split_list("blade, quake ,") == ["blade", "quake"]
    assert split_list("blade|quake, storm") == ["blade", "quake, storm"]
    editor = make_editor(game="monsuno", kind="monsuno")
    qtbot.keyClicks(editor.name_edit, "Gale Warden")
    for field, value in (("launch", 3), ("life", 60), ("speed", 2), ("damage", 8)):
        spin = editor.field_widget(field)
        assert isinstance(spin, QSpinBox)
        spin.setValue(value)
    qtbot.keyClicks(editor.field_widget("strike_type"), "gust")
    qtbot.keyClicks(editor.field_widget("power_slots"), "gust|gust|blade")
    power_damage = editor.field_widget("power_damage")
    assert isinstance(power_damage, QSpinBox)
    assert power_damage.text() == "— (0)"  # optional: shown empty until set
    assert editor.save()
    rec = service.cards.find("Gale Warden", "monsuno")
    assert rec is not None
    assert rec.card.fields["power_slots"] == ("gust", "gust", "blade")
    assert rec.card.fields["power_damage"] == 0
    assert rec.card.fields["life"] == 60


def test_the_deck_cost_follows_rarity_power_and_skill(qtbot, make_editor):
    editor = make_editor(game="monster-cards", kind="monster")
    assert editor.cost_text() == "Cost 5 = C 5 + power 1−1"
    combo_choose(editor.rarity_combo, "SR")
    assert editor.cost_text() == "Cost 8 = SR 8 + power 1−1"
    power = editor.field_widget("power")
    assert isinstance(power, QSpinBox)
    assert power.maximum() == 5  # a power above 5 cannot even be typed
    qtbot.keyClick(power, Qt.Key.Key_Up)
    qtbot.keyClick(power, Qt.Key.Key_Up)
    assert editor.cost_text() == "Cost 10 = SR 8 + power 3−1"
    skill = editor.field_widget("skill")
    assert isinstance(skill, QComboBox)
    combo_choose(skill, "Dodge")
    assert editor.cost_text() == "Cost 11 = SR 8 + power 3−1 + Discard skill 1"
    combo_choose(skill, "Reverse")
    assert editor.cost_text() == "Cost 14 = SR 8 + power 3−1 + Game Changer skill 4"
    combo_choose(editor.rarity_combo, "UR")
    assert editor.cost_text().startswith("Cost 18 = UR 12")
    assert editor.cost_label.isVisible() or not editor.isVisible()


# ------------------------------------------------------------------ changing cards


def test_editing_a_card_renames_it_in_place(qtbot, make_editor, service):
    rec = service.cards.find("Ember Parry", "redakai")
    assert rec is not None and rec.picture
    editor = make_editor(rec)
    # The form shows the card as it is.
    assert not editor.game_combo.isEnabled()
    assert editor.kind_combo.currentData() == "attack"
    assert editor.field_widget("kairu").value() == 1
    react = editor.field_editor("react")
    assert isinstance(react, ReactEditor)
    assert react.has_react.isChecked() and react.kairu.value() == 1
    assert react.effects.rows[0].colour.currentText() == "red"
    assert editor.pictures.has_picture()
    assert editor.summary_text().startswith("✓")

    count = service.cards.count()
    editor.name_edit.selectAll()
    qtbot.keyClicks(editor.name_edit, "Ember Parry Prime")
    assert editor.save()
    assert editor.saved_id == rec.id
    assert service.cards.count() == count
    assert service.cards.find("Ember Parry", "redakai") is None
    again = service.record(rec.id)
    assert again is not None
    assert again.card.name == "Ember Parry Prime"
    assert again.card.fields == rec.card.fields
    assert again.picture == rec.picture  # the picture was kept
    assert again.origin == rec.origin


def test_keeping_its_own_name_is_not_a_duplicate(make_editor, service):
    rec = service.cards.find("Emberpaw Cub", "monster-cards")
    editor = make_editor(rec)
    assert editor.error_text("name") == ""
    power = editor.field_widget("power")
    power.setValue(2)
    assert editor.cost_text() == "Cost 6 = C 5 + power 2−1"
    assert editor.save()
    assert service.record(rec.id).card.fields["power"] == 2


def test_removing_a_picture_saves_the_card_without_one(make_editor, service):
    rec = service.cards.find("Ember Parry", "redakai")
    editor = make_editor(rec)
    editor.pictures.remove_picture()
    assert not editor.pictures.has_picture()
    assert editor.save()
    assert service.record(rec.id).picture is None


def test_the_form_follows_game_and_kind_and_keeps_shared_fields(qtbot, make_editor):
    editor = make_editor(game="redakai", kind="attack")
    editor.field_widget("kairu").setValue(3)
    editor.field_editor("effects").add_row({"do": "draw", "amount": 1})
    editor.field_widget("power").setValue(4)
    combo_choose(editor.kind_combo, "monster")
    assert "power" not in editor._editors and "defense" in editor._editors
    assert editor.field_widget("kairu").value() == 3
    assert editor.field_editor("effects").value() == [{"do": "draw", "amount": 1}]
    combo_choose(editor.kind_combo, "attack")
    assert editor.field_widget("power").value() == 4
    combo_choose(editor.game_combo, "monster-cards")
    assert editor.kind_combo.currentData() == "monster"
    assert isinstance(editor.field_editor("element"), EnumEditor)
    assert editor.rarity_combo.currentData() == "C"
    assert not editor.rarity_combo.isEditable()


# ------------------------------------------------------------------ pictures


def test_a_corrupt_picture_is_refused_and_the_old_one_kept(qtbot, make_editor, service,
                                                          tmp_path):
    rec = service.cards.find("Ember Parry", "redakai")
    editor = make_editor(rec)
    bad = tmp_path / "scan.png"
    bad.write_bytes(b"\x89PNG\r\n\x1a\nthis is not really a picture")
    assert not editor.pictures.set_picture_file(bad)
    assert "scan.png" in editor.pictures.picture_error_text()
    assert editor.picture_bytes is None
    assert editor.pictures.has_picture()
    truncated = tmp_path / "cut.png"
    truncated.write_bytes(WYVERN.read_bytes()[:4000])
    assert not editor.pictures.set_picture_file(truncated)
    assert "cut.png" in editor.pictures.picture_error_text()
    assert not editor.pictures.set_picture_file(tmp_path / "missing.png")
    assert "missing.png" in editor.pictures.picture_error_text()
    # The dialog is still usable: a good picture replaces the message, and it saves.
    assert editor.pictures.set_picture_file(WYVERN)
    assert editor.pictures.picture_error_text() == ""
    assert editor.save()
    again = service.record(rec.id)
    assert again.picture != rec.picture
    assert stored_size(service, again.picture) == (745, 1040)


def test_a_box_outside_the_picture_is_refused(make_editor, tmp_path):
    editor = make_editor(game="monster-cards")
    pic = png_file(tmp_path / "small.png", (63, 88))
    assert not editor.pictures.set_picture_file(pic, (0, 0, 630, 880))
    assert "small.png" in editor.pictures.picture_error_text()
    assert editor.picture_bytes is None


def test_a_failed_save_says_why_and_saves_nothing(qtbot, make_editor, service, monkeypatch):
    editor = make_editor(game="monster-cards", kind="monster")
    fill_monster(qtbot, editor)
    assert editor.pictures.set_picture_file(WYVERN)

    def broken(data: bytes, source: str = "picture") -> int:
        raise PictureError(f"{source}: the disk is full")

    monkeypatch.setattr(service.pictures, "add_bytes", broken)
    count = service.cards.count()
    assert not editor.save()
    assert "Not saved" in editor.summary_text() and "disk is full" in editor.summary_text()
    assert editor.result() != QDialog.DialogCode.Accepted
    assert service.cards.count() == count
    assert editor.saved_id is None


def test_dropping_an_image_file_opens_the_crop_and_takes_the_picture(qtbot, make_editor,
                                                                     monkeypatch, tmp_path):
    wide = png_file(tmp_path / "wide.png", (900, 500))
    seen: list[tuple[int, int]] = []

    def accept(self: PictureCropDialog) -> int:
        seen.append((self.view.image.width(), self.view.image.height()))
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(PictureCropDialog, "exec", accept)
    editor = make_editor(game="monster-cards")
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(wide))])
    area = editor.picture_area
    drop = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    area.dropEvent(drop)
    qtbot.waitUntil(lambda: editor.picture_bytes is not None)
    assert seen == [(900, 500)]
    assert editor.picture_bytes is not None
    with Image.open(io.BytesIO(editor.picture_bytes)) as im:
        # The largest card-shaped part of a wide picture: full height.
        assert im.height == 500 and ratio_ok(im.width, im.height)


# ------------------------------------------------------------------ save and new, settings


def test_save_and_new_clears_the_form_for_the_next_card(qtbot, make_editor, service):
    editor = make_editor(game="monster-cards", kind="monster")
    fill_monster(qtbot, editor)
    assert editor.pictures.set_picture_file(WYVERN)
    saved: list[int] = []
    editor.cardSaved.connect(saved.append)
    qtbot.mouseClick(editor.save_new_button, Qt.MouseButton.LeftButton)
    assert saved and saved[0] == editor.saved_id
    assert service.cards.find("Storm Drake", "monster-cards") is not None
    # Same game and kind, an empty card; the set stays and the number counts on.
    assert editor.result() != QDialog.DialogCode.Accepted
    assert (editor.game, editor.kind) == ("monster-cards", "monster")
    assert editor.name_edit.text() == "" and editor.ru_edit.text() == ""
    assert editor.text_edit.toPlainText() == ""
    assert editor.set_edit.text() == "MC-2" and editor.number_edit.text() == "008"
    assert editor.field_editor("element").value() is None
    assert editor.field_editor("power").value() == 1
    assert editor.picture_bytes is None and not editor.pictures.has_picture()
    assert editor.record is None
    assert not editor.save_button.isEnabled()
    assert "Saved “Storm Drake”" in editor.summary_text()
    # The next card goes in as a new card, not over the first one.
    fill_monster(qtbot, editor, name="Storm Drakeling")
    assert editor.save()
    assert editor.saved_id != saved[0]
    assert service.cards.find("Storm Drake", "monster-cards") is not None


def test_a_new_card_starts_with_the_last_game_and_kind(qtbot, make_editor):
    editor = make_editor(game="redakai", kind="monster")
    qtbot.keyClicks(editor.name_edit, "Quick Newt")
    assert editor.save()
    assert QSettings().value("card_editor/game") == "redakai"
    assert QSettings().value("card_editor/kind") == "monster"
    again = make_editor()
    assert (again.game, again.kind) == ("redakai", "monster")
    assert again.game_combo.isEnabled()


def test_keyboard_shortcuts_save(qtbot, make_editor, service):
    editor = make_editor(game="redakai", kind="monster")
    with qtbot.waitActive(editor):
        editor.show()
        editor.activateWindow()
    qtbot.keyClicks(editor.name_edit, "Shortcut Newt")
    qtbot.keyClick(editor.name_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert editor.saved_id is not None
    assert editor.result() == QDialog.DialogCode.Accepted
    assert service.cards.find("Shortcut Newt", "redakai") is not None

    other = make_editor(game="redakai", kind="monster")
    with qtbot.waitActive(other):
        other.show()
        other.activateWindow()
    qtbot.keyClicks(other.name_edit, "Shortcut Newt")
    qtbot.keyClick(other.name_edit, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert other.saved_id is None  # a duplicate name: Ctrl+S refuses and says so
    assert other.isVisible() and "already called" in other.error_text("name")
    other.name_edit.setText("Shortcut Newt 2")
    qtbot.keyClick(other.name_edit, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert other.saved_id is not None


def test_next_number_keeps_the_padding() -> None:
    assert next_number("007") == "008"
    assert next_number("MC-099") == "MC-100"
    assert next_number("12a") == "13a"
    assert next_number("") == ""


# ------------------------------------------------------------------ the crop dialog


def _drag(view: CropView, start: QPointF, end: QPointF) -> None:
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    mods = Qt.KeyboardModifier.NoModifier
    for kind, pos, button, buttons in (
        (QMouseEvent.Type.MouseButtonPress, start, left, left),
        (QMouseEvent.Type.MouseMove, (start + end) / 2, none, left),
        (QMouseEvent.Type.MouseMove, end, none, left),
        (QMouseEvent.Type.MouseButtonRelease, end, left, none),
    ):
        QApplication.sendEvent(view, QMouseEvent(kind, pos, view.mapToGlobal(pos), button,
                                                 buttons, mods))


def test_the_crop_frame_keeps_the_card_shape_and_reports_picture_pixels(qtbot):
    image = QImage(3000, 1500, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    dialog = PictureCropDialog(image)
    qtbot.addWidget(dialog)
    dialog.resize(700, 520)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.view
    # At first: the largest centred card-shaped part (full height of a wide picture).
    left, top, right, bottom = dialog.crop_box()
    assert (top, bottom) == (0, 1500)
    assert abs((left + right) / 2 - 1500) <= 1
    assert ratio_ok(right - left, bottom - top)
    assert view.scale() < 0.3  # the picture is shown much smaller than it is

    # Dragging inside the frame moves it by the mouse distance in picture pixels.
    before = dialog.crop_box()
    centre = view.crop_on_screen().center()
    _drag(view, centre, centre + QPointF(-60, 0))
    moved = dialog.crop_box()
    assert moved[2] - moved[0] == before[2] - before[0]
    assert abs((before[0] - moved[0]) - 60 / view.scale()) <= 2
    assert (moved[1], moved[3]) == (0, 1500)  # no room to move vertically

    # Dragging far to the left stops at the picture's edge.
    centre = view.crop_on_screen().center()
    _drag(view, centre, centre + QPointF(-2000, 0))
    assert dialog.crop_box()[0] == 0

    # Dragging the bottom-right corner inwards shrinks the frame around the top-left one,
    # still card-shaped; the corner follows the mouse along the axis it moved least.
    corner = view.crop_on_screen().bottomRight()
    _drag(view, corner, corner + QPointF(-40, -80))
    small = dialog.crop_box()
    assert small[:2] == (0, 0)
    assert small[3] < 1500
    assert ratio_ok(small[2] - small[0], small[3] - small[1])
    assert abs((moved[2] - moved[0] - small[2]) - 40 / view.scale()) <= 3

    # Pulling the corner beyond the picture stops at its bottom.
    corner = view.crop_on_screen().bottomRight()
    _drag(view, corner, corner + QPointF(500, 500))
    grown = dialog.crop_box()
    assert grown[3] == 1500 and ratio_ok(grown[2] - grown[0], 1500)

    # The keyboard keeps the shape too.
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    box = dialog.crop_box()
    assert box[3] - box[1] < 1500 and ratio_ok(box[2] - box[0], box[3] - box[1])
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.crop_box() == (left, top, right, bottom)
    assert "pixels" in dialog.size_label.text()


def test_the_crop_dialog_warns_about_a_small_part(qtbot):
    image = QImage(200, 300, QImage.Format.Format_RGB32)
    image.fill(QColor("black"))
    dialog = PictureCropDialog(image)
    qtbot.addWidget(dialog)
    assert dialog.crop_box() == (0, 10, 200, 289)
    assert "blurry" in dialog.size_label.text()
    dialog.set_crop_box((0, 0, 100, 140))
    left, top, right, bottom = dialog.crop_box()
    assert right - left == 100 and ratio_ok(100, bottom - top, 0.01)


# ------------------------------------------------------------------ crop_picture


def _png(size: tuple[int, int], mode: str = "RGB") -> bytes:
    buf = io.BytesIO()
    color = (10, 120, 200, 128) if mode == "RGBA" else (10, 120, 200)
    Image.new(mode, size, color).save(buf, "PNG")
    return buf.getvalue()


def test_crop_picture_cuts_the_box_and_returns_png() -> None:
    out = crop_picture(_png((400, 300)), (50, 10, 113, 98))
    with Image.open(io.BytesIO(out)) as im:
        assert im.format == "PNG" and im.size == (63, 88) and im.mode == "RGB"


def test_crop_picture_shrinks_a_large_crop_keeping_the_ratio() -> None:
    out = crop_picture(_png((2600, 3800)), (0, 0, 2520, 3520))
    with Image.open(io.BytesIO(out)) as im:
        assert im.width <= 1490 and im.height <= 2080
        assert im.height == 2080 or im.width == 1490
        assert ratio_ok(im.width, im.height)


def test_crop_picture_keeps_transparency_and_jpeg_becomes_png() -> None:
    with Image.open(io.BytesIO(crop_picture(_png((100, 140), "RGBA"), (0, 0, 63, 88)))) as im:
        assert im.mode == "RGBA"
    buf = io.BytesIO()
    Image.new("CMYK", (126, 176)).save(buf, "JPEG")
    with Image.open(io.BytesIO(crop_picture(buf.getvalue(), (0, 0, 126, 176)))) as im:
        assert im.format == "PNG" and im.mode == "RGB"


@pytest.mark.parametrize("data", [b"not a picture at all", _png((80, 80))[:60]])
def test_crop_picture_refuses_a_broken_file_naming_it(data: bytes) -> None:
    with pytest.raises(PictureError, match=r"holiday\.png"):
        crop_picture(data, (0, 0, 10, 10), source="holiday.png")


def test_crop_picture_refuses_a_box_outside_the_picture() -> None:
    with pytest.raises(PictureError, match=r"scan\.png.*not inside"):
        crop_picture(_png((100, 100)), (50, 0, 150, 100), source="scan.png")
    with pytest.raises(PictureError):
        crop_picture(_png((100, 100)), (10, 10, 10, 20))


def test_field_widgets_are_the_natural_inputs(make_editor) -> None:
    editor = make_editor(game="monsuno", kind="strike")
    assert isinstance(editor.field_widget("launch"), QSpinBox)
    assert isinstance(editor.field_widget("strike_type"), QLineEdit)
    assert isinstance(editor.field_widget("timing"), QComboBox)
    assert isinstance(editor.field_widget("effects"), EffectsEditor)
    assert editor.field_widget("name") is editor.name_edit
