"""The User Guide: a list of topics, the page, Back/Forward/Home and a search box that
narrows the topics to those whose text mentions every word typed.

The pages are plain HTML files in ``resources/help/<language>/``; the window shows those of
the language the app runs in (Russian or English) and falls back to English. Links between
pages are relative file links, so the browser's own history gives Back and Forward.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QKeySequence, QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from deckbuilder.paths import resource
from deckbuilder.ui.common.geometry import fit_window

FALLBACK_LANGUAGE = "en"
#: The topics in reading order; any other page found in the folder comes after them.
TOPICS = ("getting-started.html", "catalog.html", "collection.html", "scanning.html",
          "decks.html", "rulesets.html", "playtest.html", "matchups.html", "proxies.html",
          "playing-online.html", "backups.html", "shortcuts.html")
HOME = TOPICS[0]
PAGE_ROLE = Qt.ItemDataRole.UserRole

# Applied to every page, so the pages themselves need no styling of their own.
STYLE = """
h2 { margin-top: 4px; margin-bottom: 8px; }
h3 { margin-top: 16px; margin-bottom: 4px; }
p, li { line-height: 125%; }
table { margin-top: 4px; margin-bottom: 8px; border-collapse: collapse; }
th { text-align: left; }
td, th { padding: 3px 6px; }
code { font-family: monospace; }
pre { font-family: monospace; margin-left: 12px; }
"""


def help_language(explicit: str | None = None) -> str:
    """The language of the pages to show: ``explicit``, else the one the app was started in
    (see :func:`deckbuilder.ui.common.i18n.install_translators`), if its pages exist; else English."""
    lang = explicit
    if not lang:
        app = QCoreApplication.instance()
        value = app.property("deckbuilder_language") if app is not None else None
        lang = str(value) if value else FALLBACK_LANGUAGE
    lang = lang.lower()[:2]
    return lang if pages_dir(lang).is_dir() else FALLBACK_LANGUAGE


def pages_dir(lang: str) -> Path:
    return resource("help", lang)


def page_names(lang: str) -> list[str]:
    """The page files of a language: the known topics first, then any others by name."""
    folder = pages_dir(lang)
    found = {p.name for p in folder.glob("*.html")} if folder.is_dir() else set()
    return [t for t in TOPICS if t in found] + sorted(found - set(TOPICS))


def plain_text(page_html: str) -> str:
    """The words of a page, without its tags (for the search)."""
    body = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", page_html)
    body = re.sub(r"(?s)<[^>]+>", " ", body)
    return " ".join(html.unescape(body).split())


def fold(text: str) -> str:
    """Case- and ё-insensitive form of a text, for matching what a user types."""
    return text.casefold().replace("ё", "е")


@dataclass(frozen=True)
class HelpPage:
    name: str
    title: str
    text: str  # folded plain text, title included

    def matches(self, words: list[str]) -> bool:
        return all(w in self.text for w in words)


def read_page(path: Path) -> HelpPage:
    raw = path.read_text(encoding="utf-8")
    m = re.search(r"(?is)<title>(.*?)</title>", raw) or re.search(r"(?is)<h2[^>]*>(.*?)</h2>",
                                                                   raw)
    title = plain_text(m.group(1)) if m else path.stem
    return HelpPage(path.name, title, fold(title + " " + plain_text(raw)))


class HelpWindow(QWidget):
    """The guide's window (a top-level window, not modal). ``lang`` forces a language."""

    def __init__(self, parent: QWidget | None = None, lang: str | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("helpWindow")
        self.setWindowTitle(self.tr("Deckbuilder User Guide"))
        fit_window(self, "help", (1000, 720))
        self.lang = help_language(lang)
        self.folder = pages_dir(self.lang)
        self.pages = [read_page(self.folder / name) for name in page_names(self.lang)]

        left = QWidget()
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setObjectName("helpSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search the guide"))
        self.search.setToolTip(self.tr("Type words to list only the pages that mention all "
                                       "of them (Ctrl+F)"))
        left_lay.addWidget(self.search)
        self.topics = QListWidget()
        self.topics.setObjectName("helpTopics")
        for page in self.pages:
            item = QListWidgetItem(page.title)
            item.setData(PAGE_ROLE, page.name)
            self.topics.addItem(item)
        left_lay.addWidget(self.topics, 1)
        self.no_match = QLabel()
        self.no_match.setObjectName("helpNoMatch")
        self.no_match.setWordWrap(True)
        self.no_match.hide()
        left_lay.addWidget(self.no_match)

        right = QWidget()
        right_lay = QVBoxLayout(right)
        right_lay.setContentsMargins(0, 0, 0, 0)
        nav = QHBoxLayout()
        self.back_button = QPushButton(self.tr("Back"))
        self.back_button.setToolTip(self.tr("The page before (Alt+Left)"))
        self.forward_button = QPushButton(self.tr("Forward"))
        self.forward_button.setToolTip(self.tr("The page after (Alt+Right)"))
        self.home_button = QPushButton(self.tr("Home"))
        self.home_button.setToolTip(self.tr("The first page (Alt+Home)"))
        for b in (self.back_button, self.forward_button, self.home_button):
            b.setAutoDefault(False)
            nav.addWidget(b)
        nav.addStretch(1)
        right_lay.addLayout(nav)
        self.browser = QTextBrowser()
        self.browser.setObjectName("helpPage")
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDefaultStyleSheet(STYLE)
        right_lay.addWidget(self.browser, 1)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setSizes([220, 780])
        lay = QVBoxLayout(self)
        lay.addWidget(split)

        self.back_button.setEnabled(False)
        self.forward_button.setEnabled(False)
        self.back_button.clicked.connect(self.browser.backward)
        self.forward_button.clicked.connect(self.browser.forward)
        self.home_button.clicked.connect(lambda: self.open_topic(HOME))
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.browser.forwardAvailable.connect(self.forward_button.setEnabled)
        self.browser.sourceChanged.connect(self._source_changed)
        self.topics.currentItemChanged.connect(self._topic_chosen)
        self.search.textChanged.connect(self.filter_topics)
        for keys, slot in (("Alt+Left", self.browser.backward),
                           ("Alt+Right", self.browser.forward),
                           ("Alt+Home", lambda: self.open_topic(HOME)),
                           (QKeySequence.StandardKey.Find, self._focus_search)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(slot)

        if self.pages:
            self.open_topic(HOME)
        else:
            self.browser.setPlainText(self.tr("The guide's pages are missing; reinstall "
                                              "Deckbuilder."))

    # ------------------------------------------------------------------ pages

    def page_path(self, name: str) -> Path | None:
        """The file of a topic given as ``decks``, ``decks.html`` (a ``#part`` is ignored)."""
        base = name.split("#", 1)[0].strip()
        if base and not base.endswith(".html"):
            base += ".html"
        path = self.folder / base
        return path if base and path.is_file() else None

    def open_topic(self, name: str) -> bool:
        """Show a page (``decks``, ``decks.html`` or ``decks.html#problems``); an unknown
        name shows the first page. True when the page asked for was found."""
        path = self.page_path(name)
        found = path is not None
        if path is None:
            path = self.page_path(HOME)
            if path is None:
                return False
        url = QUrl.fromLocalFile(str(path))
        if found and "#" in name:
            url.setFragment(name.split("#", 1)[1])
        self.browser.setSource(url)
        return found

    def current_page(self) -> str:
        """The file name of the page shown."""
        return Path(self.browser.source().toLocalFile()).name

    def _source_changed(self, url: QUrl) -> None:
        name = Path(url.toLocalFile()).name
        self.topics.blockSignals(True)
        try:
            for row in range(self.topics.count()):
                item = self.topics.item(row)
                if item.data(PAGE_ROLE) == name and not item.isHidden():
                    self.topics.setCurrentItem(item)
                    break
            else:
                self.topics.setCurrentRow(-1)
        finally:
            self.topics.blockSignals(False)
        self._mark_search_words()

    def _topic_chosen(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is not None and item.data(PAGE_ROLE) != self.current_page():
            self.open_topic(str(item.data(PAGE_ROLE)))

    # ------------------------------------------------------------------ search

    def search_words(self) -> list[str]:
        return fold(self.search.text()).split()

    def visible_topics(self) -> list[str]:
        return [str(self.topics.item(r).data(PAGE_ROLE)) for r in range(self.topics.count())
                if not self.topics.item(r).isHidden()]

    def filter_topics(self, _text: str = "") -> None:
        """Hide the topics that do not mention every word of the search box."""
        words = self.search_words()
        first: QListWidgetItem | None = None
        for row, page in enumerate(self.pages):
            item = self.topics.item(row)
            hidden = bool(words) and not page.matches(words)
            item.setHidden(hidden)
            if not hidden and first is None:
                first = item
        self.no_match.setText(self.tr("No page mentions “%1”.").replace(
            "%1", self.search.text().strip()))
        self.no_match.setVisible(first is None)
        current = self.topics.currentItem()
        if words and first is not None and (current is None or current.isHidden()):
            self.topics.setCurrentItem(first)  # shows it
        else:
            self._mark_search_words()

    def _mark_search_words(self) -> None:
        """Select the first place on the page where a searched word occurs."""
        words = self.search.text().split()
        if not words:
            return
        cursor = self.browser.textCursor()
        cursor.movePosition(QTextCursor.MoveOperation.Start)
        self.browser.setTextCursor(cursor)
        if not self.browser.find(words[0]) and "ё" in words[0].lower():
            self.browser.find(words[0].replace("ё", "е").replace("Ё", "Е"))

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()


def open_topic(name: str = "", parent: QWidget | None = None) -> HelpWindow:
    """Show the guide (one window per parent, reused) at the page ``name``; an empty name
    keeps the page an already open guide shows. Returns the window."""
    window = _windows.get(id(parent))
    if window is None or not _alive(window) or window.parentWidget() is not parent:
        window = HelpWindow(parent)
        _windows[id(parent)] = window
    if name:
        window.open_topic(name)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


_windows: dict[int, HelpWindow] = {}


def _alive(widget: QWidget) -> bool:
    import shiboken6

    return bool(shiboken6.isValid(widget))
