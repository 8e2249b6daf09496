"""The look set once for the app (ui/common/style.py) and English plural forms."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QStyle

import deckbuilder.ui
from deckbuilder.ui.common.i18n import install_translators
from deckbuilder.ui.common.style import (
    BAD,
    TONES,
    apply_style,
    colour,
    icon,
    palette,
    set_tone,
    tone_style_sheet,
)


def test_the_palette_has_a_light_and_a_dark_variant() -> None:
    light, dark = palette("light"), palette("dark")
    role = QPalette.ColorRole
    assert light.color(role.Window).lightness() > 200
    assert dark.color(role.Window).lightness() < 60
    for pal in (light, dark):
        # Text reads on its background in both.
        assert abs(pal.color(role.Text).lightness() - pal.color(role.Base).lightness()) > 150


def test_ok_and_cancel_have_no_stock_icons_and_our_icons_load(qapp) -> None:  # type: ignore[no-untyped-def]
    apply_style(qapp)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel)
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and ok.icon().isNull()
    for name in ("list-add", "list-remove", "swap", "media-playback-start", "view-grid"):
        assert not icon(name).isNull(), name


def test_the_app_style_sheet_is_what_takes_the_stock_icons_off(qapp) -> None:  # type: ignore[no-untyped-def]
    # The offscreen platform gives no stock icons anyway; a desktop theme (GNOME, KDE)
    # does. Show that the style sheet rule decides, whatever the platform says.
    apply_style(qapp)
    rule = "QDialogButtonBox { dialogbuttonbox-buttons-have-icons: %d; }"
    assert rule % 0 in qapp.styleSheet()
    hint = QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons
    for value in (1, 0):
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        box.setStyleSheet(rule % value)
        box.ensurePolished()
        assert box.style().styleHint(hint, None, box) == value
    plain = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
    plain.ensurePolished()
    assert plain.style().styleHint(hint, None, plain) == 0


def test_english_counts_say_1_card_and_2_cards(main_window, qapp) -> None:  # type: ignore[no-untyped-def]
    """Issue 18: "61 card(s)" in the status bar; Qt's %n plural forms in English too."""
    keep = install_translators(qapp, "en")
    try:
        w = main_window
        w.catalog.search.setText('"Blazing Jab"')
        w.catalog.run_search()
        assert w.count_label.text() == "1 card"
        w.catalog.search.setText("game:redakai")
        w.catalog.run_search()
        n = w.model.rowCount()
        assert n > 1 and w.count_label.text() == f"{n} cards"
        assert QCoreApplication.translate("DeckStatsPanel", "%n card(s)", "", 2) == "2 cards"
    finally:
        for t in keep:
            qapp.removeTranslator(t)
        qapp.setProperty("deckbuilder_language", None)


HEX_COLOUR = re.compile(r"(?<![\w&])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")


def test_no_ui_module_hard_codes_a_hex_colour() -> None:
    """Colours come from ui/common/style.py, where each has a light and a dark variant (or is a
    chart colour chosen to read on both): a "#c62828" written in a window reads badly in
    the other scheme."""
    ui = Path(deckbuilder.ui.__file__).parent
    found = []
    for path in sorted(ui.glob("*.py")):
        if path.name == "style.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found += [f"{path.name}:{node.lineno}: {m.group()}"
                          for m in HEX_COLOUR.finditer(node.value)]
    assert not found, "colours outside ui/common/style.py:\n" + "\n".join(found)


def test_a_tone_colours_text_in_the_current_scheme(qapp) -> None:  # type: ignore[no-untyped-def]
    apply_style(qapp)
    label = QLabel("Not legal")
    set_tone(label, "bad")
    label.ensurePolished()
    assert label.palette().color(QPalette.ColorRole.WindowText) == QColor(colour(BAD))
    set_tone(label, "")
    label.ensurePolished()
    assert label.palette().color(QPalette.ColorRole.WindowText) == \
        qapp.palette().color(QPalette.ColorRole.WindowText)
    # Every tone has a dark variant light enough to read on the dark window.
    window = palette("dark").color(QPalette.ColorRole.Window)
    for name, table in TONES.items():
        assert f'*[tone="{name}"] {{ color: {table["dark"]}; }}' in tone_style_sheet("dark")
        assert QColor(table["dark"]).lightness() - window.lightness() > 80, name
