"""Loading the window's language: English (built in) or Russian (compiled .qm files)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from deckbuilder.paths import resource

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card

LANGUAGES = {"en": "English", "ru": "Русский"}


def chosen_language(explicit: str | None = None) -> str:
    """``explicit`` if given, else the Settings choice, else the system locale."""
    if explicit:
        lang = explicit.lower()[:2]
    else:
        saved = QSettings().value("ui/language", "")
        lang = str(saved) if saved else QLocale.system().name()[:2]
    return lang if lang in LANGUAGES else "en"


def install_translators(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Install our translation and Qt's own (dialog buttons); returns them (keep a ref)."""
    installed: list[QTranslator] = []
    app.setProperty("deckbuilder_language", lang)
    if lang == "en":
        # English's plural forms ("%n card(s)" → "1 card", "2 cards").
        plurals = QTranslator(app)
        if plurals.load(str(resource("translations", "deckbuilder_en.qm"))):
            app.installTranslator(plurals)
            installed.append(plurals)
        return installed
    ours = QTranslator(app)
    if ours.load(str(resource("translations", f"deckbuilder_{lang}.qm"))):
        app.installTranslator(ours)
        installed.append(ours)
    qt = QTranslator(app)
    if qt.load(QLocale(lang), "qtbase", "_",
               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        installed.append(qt)
    QLocale.setDefault(QLocale(lang))
    return installed


def window_language() -> str:
    """The language the window speaks ("en", "ru"), as :func:`install_translators` set it."""
    app = QCoreApplication.instance()
    lang = app.property("deckbuilder_language") if app is not None else None
    return str(lang or "en")


def card_name(card: Card) -> str:
    """A card's name in the window's language with the original beside it ("Пылающий удар
    (Blazing Jab)"); the original alone where the card has no translation."""
    lang = window_language()
    local = card.names.get(lang) if lang != "en" else None
    return f"{local} ({card.name})" if local and local != card.name else card.name
