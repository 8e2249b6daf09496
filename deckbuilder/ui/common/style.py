"""The app's look, set once: the Fusion style (the same on every desktop), a light or dark
palette following the system's colour scheme (Qt 6.5+ ``QStyleHints.colorScheme``), spacing
and type in one small style sheet, and icons (the desktop's icon theme, else the simple
SVGs packaged under resources/icons/ui).

Text buttons carry no stock icons (the old tick and cross on OK/Cancel): a button says what
it does in words; icons go on the tool buttons that have no room for words.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory, QWidget

from deckbuilder.paths import resource

#: Colours the app uses beyond the palette (legal/illegal, hints), light and dark.
ACCENT = {"light": "#2f6fb3", "dark": "#5c9ce6"}
GOOD = {"light": "#2e7d32", "dark": "#81c784"}
BAD = {"light": "#c62828", "dark": "#ef9a9a"}
#: A caution that is not an error (a picture too small to print sharply).
WARN = {"light": "#a15c00", "dark": "#ffb74d"}

#: Backgrounds that mark a row (a problem, a change). The text on them keeps the palette's
#: colour, so each dark variant is dark enough for light text.
ERROR_TINT = {"light": "#ffd6d6", "dark": "#5b2b2e"}
WARNING_TINT = {"light": "#fff0c8", "dark": "#574a22"}
ADDED_TINT = {"light": "#c8ecc8", "dark": "#2c5530"}
#: The frame of a playable card on the table, of a card or zone a choice aims at (a click
#: on it takes that choice), and of the one chosen.
PLAYABLE = {"light": "#2a7de1", "dark": "#5c9ce6"}
AIMED = {"light": "#e07b00", "dark": "#ffa040"}
CHOSEN = {"light": "#2fa84f", "dark": "#66bb6a"}
#: A face-down pile on the table (its count in white), in either scheme.
PILE_COLOUR = "#3b3f4a"
#: The large card view: dark in either scheme, like a photo viewer, so the card stands out.
VIEWER_BACKGROUND = "#15171a"
VIEWER_TEXT = "#e6e8eb"

#: Chart colours: mid tones that read on a light and a dark background alike. The slices
#: match the cards: Redakai colours, MONSTER CARDS elements and Monsuno manufacturers
#: (Core-Tech blue, S.T.O.R.M. red, Eklipse purple, neutral grey).
SERIES_COLOURS = ("#4a78c2", "#d9822b", "#3a9e5f", "#9b59b6")
NOT_WON_BAR_COLOUR = "#a0a0a0"
COST_BAR_COLOUR = SERIES_COLOURS[0]
KIND_BAR_COLOUR = "#5f9f8a"
#: Colours for groups the game's palette (``Game.palette``) does not know, handed out in sorted-key order.
SPARE_COLOURS = ("#26a69a", "#f57c00", "#7e57c2", "#8d6e63", "#ec407a", "#9ccc65",
                 "#5c6bc0", "#ffa726")

#: The tones a widget's text takes (``set_tone``): the app's style sheet colours each, in
#: the current scheme's variant, so a label set once reads well in light and dark alike.
TONES = {"good": GOOD, "bad": BAD, "warn": WARN, "accent": ACCENT}

# Spacing and type, once for every window: roomier tabs and headers, bold group titles
# (buttons keep the style's own metrics: a style sheet on them changes their minimum widths).
STYLE_SHEET = """
QTabBar::tab { padding: 5px 14px; }
QGroupBox { font-weight: 600; }
QGroupBox > * { font-weight: normal; }
QHeaderView::section { padding: 3px 6px; }
QStatusBar QLabel { padding: 0 6px; }
QDialogButtonBox { dialogbuttonbox-buttons-have-icons: 0; }
"""


def tone_style_sheet(kind: str) -> str:
    """The style sheet rules of the tones, in the ``kind`` ("light"/"dark") variant."""
    return "".join(f'*[tone="{name}"] {{ color: {table[kind]}; }}\n'
                   for name, table in TONES.items())


def set_tone(widget: QWidget, tone: str) -> None:
    """Colour a widget's text in one of the TONES ("" for the plain text colour)."""
    if widget.property("tone") == tone:
        return
    widget.setProperty("tone", tone)
    # A dynamic property is matched when the widget is polished: polish it again.
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def scheme() -> str:
    """"dark" when the system asks for a dark colour scheme, else "light"."""
    hints = QGuiApplication.styleHints()
    dark = hasattr(hints, "colorScheme") and hints.colorScheme() == Qt.ColorScheme.Dark
    return "dark" if dark else "light"


def palette(kind: str) -> QPalette:
    """The light or dark palette."""
    pal = QPalette()
    role = QPalette.ColorRole
    if kind == "dark":
        colours = {
            role.Window: "#202327", role.WindowText: "#e6e8eb", role.Base: "#17191c",
            role.AlternateBase: "#24282d", role.ToolTipBase: "#2b3036",
            role.ToolTipText: "#e6e8eb", role.Text: "#e6e8eb", role.Button: "#2b3036",
            role.ButtonText: "#e6e8eb", role.BrightText: "#ff6b6b", role.Link: "#7ab3f0",
            role.Highlight: ACCENT["dark"], role.HighlightedText: "#0d0f11",
            role.PlaceholderText: "#8a929c", role.Mid: "#3a4047", role.Dark: "#121416",
            role.Light: "#3d444c", role.Midlight: "#33393f", role.Shadow: "#000000",
        }
    else:
        colours = {
            role.Window: "#f3f4f6", role.WindowText: "#1d2126", role.Base: "#ffffff",
            role.AlternateBase: "#f6f7f9", role.ToolTipBase: "#ffffff",
            role.ToolTipText: "#1d2126", role.Text: "#1d2126", role.Button: "#f8f9fa",
            role.ButtonText: "#1d2126", role.BrightText: "#c62828", role.Link: "#2f6fb3",
            role.Highlight: ACCENT["light"], role.HighlightedText: "#ffffff",
            role.PlaceholderText: "#7b8490", role.Mid: "#c4c9d0", role.Dark: "#9aa1ab",
            role.Light: "#ffffff", role.Midlight: "#e4e7eb", role.Shadow: "#6b7280",
        }
    for r, c in colours.items():
        pal.setColor(r, QColor(c))
    disabled = QColor("#6c737c" if kind == "dark" else "#a0a6ae")
    for r in (role.WindowText, role.Text, role.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, r, disabled)
    return pal


def apply_style(app: QApplication) -> None:
    """Set the style, palette and style sheet on ``app``, and follow the system's colour
    scheme when it changes. Once per application: setting a style again repolishes every
    widget alive, for nothing."""
    if app.property("deckbuilder_styled"):
        return
    base = QStyleFactory.create("Fusion")
    if base is not None:
        # (No Python proxy style for the one hint we change: Qt asks a style for hints
        # about 15,000 times while the first window is built, each call a trip into Python.
        # The style sheet's dialogbuttonbox-buttons-have-icons does the same in C++.)
        app.setStyle(base)
    _follow_scheme(app)
    hints = QGuiApplication.styleHints()
    if hasattr(hints, "colorSchemeChanged"):
        hints.colorSchemeChanged.connect(lambda _s: _follow_scheme(app))
    app.setProperty("deckbuilder_styled", True)


def _follow_scheme(app: QApplication) -> None:
    kind = scheme()
    app.setPalette(palette(kind))
    app.setStyleSheet(STYLE_SHEET + tone_style_sheet(kind))


def icon(name: str) -> QIcon:
    """The desktop theme's icon ``name`` (freedesktop names), else ours."""
    ours = resource("icons", "ui", f"{name}.svg")
    fallback = QIcon(str(ours)) if ours.exists() else QIcon()
    return QIcon.fromTheme(name, fallback)


def set_icon(widget: QWidget, name: str) -> None:
    widget.setIcon(icon(name))  # type: ignore[attr-defined]


def colour(table: dict[str, str]) -> str:
    """One of the light/dark colours above (GOOD, BAD, ERROR_TINT, …) for the current
    scheme."""
    return table[scheme()]


def frame_style(table: dict[str, str], width: int = 2, line: str = "solid") -> str:
    """A style sheet's border in one of the colours above (a card you can use, chosen)."""
    return f"border: {width}px {line} {colour(table)}; border-radius: 4px;"


def qcolour(table: dict[str, str]) -> QColor:
    """``colour`` as a QColor (for item models and painters)."""
    return QColor(table[scheme()])
