"""The look set once for the app (ui/style.py) and English plural forms."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QDialogButtonBox, QStyle

from deckbuilder.ui.i18n import install_translators
from deckbuilder.ui.style import apply_style, icon, palette


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
    assert qapp.style().styleHint(QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons) == 0
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel)
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and ok.icon().isNull()
    for name in ("list-add", "list-remove", "swap", "media-playback-start", "view-grid"):
        assert not icon(name).isNull(), name


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
