"""Loading the window's language: English (built in) or Russian (compiled .qm files)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from deckbuilder.paths import resource

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
