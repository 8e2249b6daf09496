"""The User Guide: every page opens, both languages have the same pages, links lead
somewhere real, the shortcut page knows every shortcut of the window code, the search
narrows the topics, and Help → User Guide opens one guide window."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from deckbuilder.ui.common.help_window import (
    HOME,
    PAGE_ROLE,
    TOPICS,
    HelpWindow,
    open_topic,
    page_names,
)

ROOT = Path(__file__).resolve().parents[2]
HELP = ROOT / "resources" / "help"
UI = ROOT / "deckbuilder" / "ui"
LANGUAGES = ("en", "ru")

#: What each QKeySequence.StandardKey the window code uses is on the shortcut page. Keys a
#: platform leaves without a binding are documented for the platform that has one.
STANDARD_KEYS = {
    "New": "Ctrl+N", "Open": "Ctrl+O", "Save": "Ctrl+S", "SaveAs": "Ctrl+Shift+S",
    "Quit": "Ctrl+Q", "Preferences": "Ctrl+,", "Find": "Ctrl+F", "Print": "Ctrl+P",
    "HelpContents": "F1", "Undo": "Ctrl+Z", "Redo": "Ctrl+Shift+Z", "Cancel": "Esc",
}
#: A string that is a whole key sequence: modifiers and a key, or a named key alone.
KEY_RE = re.compile(r"^(?:(?:Ctrl|Shift|Alt|Meta)\+)*"
                    r"(?:F\d{1,2}|Space|Return|Enter|Delete|Backspace|Esc|Escape|Tab|Home|End|"
                    r"Left|Right|Up|Down|PgUp|PgDown|[A-Z0-9]|[=+\-,.])$")
#: Modifier combinations written inside longer texts (tooltips, hints).
COMBO_RE = re.compile(r"(?<![\w+])(?:(?:Ctrl|Shift|Alt|Meta)\+)+"
                      r"(?:F\d{1,2}|Space|Return|Enter|Delete|Backspace|Esc|Home|End|Left|"
                      r"Right|Up|Down|[A-Z0-9](?![a-z])|[=\-,.])")


# ----------------------------------------------------------------------------- helpers

class _Page(HTMLParser):
    """Links, anchors and <code> texts of one page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.anchors: set[str] = set()
        self.codes: list[str] = []
        self._code: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "a" and a.get("href"):
            self.links.append(str(a["href"]))
        for key in ("name", "id"):
            if a.get(key):
                self.anchors.add(str(a[key]))
        if tag == "code":
            self._code = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "code" and self._code is not None:
            self.codes.append("".join(self._code).strip())
            self._code = None

    def handle_data(self, data: str) -> None:
        if self._code is not None:
            self._code.append(data)


def parse(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    return page


def ui_shortcuts() -> set[str]:
    """Every key sequence the window code defines: ``QKeySequence("…")``, whole keys passed
    to a call (``self._action(…, "F2")``), key strings in lists and in the tuples that loops
    turn into shortcuts, modifier combinations written in texts (tooltips), and the standard
    keys it uses (as :data:`STANDARD_KEYS` spells them)."""
    keys: set[str] = set()
    standard: set[str] = set()
    for path in sorted(UI.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        # FIELD_KEYS (ui/common/actions.py) lists the text fields' own editing keys that
        # the window hands back to a focused field: keys it defines none of.
        given_back = [ast.get_source_segment(source, node) or "" for node in ast.walk(tree)
                      if isinstance(node, ast.Assign)
                      and any(getattr(t, "id", "") == "FIELD_KEYS" for t in node.targets)]
        scanned = source
        for segment in given_back:
            scanned = scanned.replace(segment, "")
        standard |= set(re.findall(r"(?:StandardKey|std)\.([A-Z]\w+)", scanned))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                keys |= set(COMBO_RE.findall(node.value))
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QKeySequence" \
                    and node.args and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str):
                keys.add(node.args[0].value)
            if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(
                    node.func, "id", "")) not in ("tr", "translate", "_tr"):
                # self._action(text, slot, "F2"): a whole key passed to a helper
                for arg in [*node.args, *(k.value for k in node.keywords)]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) \
                            and len(arg.value) > 1 and KEY_RE.match(arg.value):
                        keys.add(arg.value)
            if isinstance(node, ast.List | ast.Tuple):
                items = [e.value for e in node.elts
                         if isinstance(e, ast.Constant) and isinstance(e.value, str)]
                # ["Ctrl+Shift+Z", "Ctrl+Y"], ["Space"]; not ("A", "D"), which are letters
                if items and len(items) == len(node.elts) and any(len(i) > 1 for i in items) \
                        and all(KEY_RE.match(i) for i in items):
                    keys |= set(items)
            if isinstance(node, ast.For) and isinstance(node.iter, ast.Tuple | ast.List) \
                    and "QKeySequence(" in ast.unparse(node):
                # for key, value in (("+", 1), ("Delete", -1)): QShortcut(QKeySequence(key))
                for elt in node.iter.elts:
                    first = elt.elts[0] if isinstance(elt, ast.Tuple) and elt.elts else elt
                    if isinstance(first, ast.Constant) and isinstance(first.value, str):
                        keys.add(first.value)
    unknown = standard - set(STANDARD_KEYS)
    assert not unknown, f"standard keys used but not in STANDARD_KEYS: {unknown}"
    return keys | {STANDARD_KEYS[k] for k in standard}


@pytest.fixture
def russian() -> Iterator[None]:
    """The app as if started in Russian (the property install_translators sets)."""
    app = QCoreApplication.instance()
    assert app is not None
    before = app.property("deckbuilder_language")
    app.setProperty("deckbuilder_language", "ru")
    yield
    app.setProperty("deckbuilder_language", before)


# ----------------------------------------------------------------------------- pages

def test_the_known_topics_exist_in_both_languages() -> None:
    for lang in LANGUAGES:
        assert page_names(lang) == list(TOPICS), lang


def test_each_english_page_has_a_russian_page_of_the_same_name() -> None:
    en = {p.name for p in (HELP / "en").glob("*.html")}
    ru = {p.name for p in (HELP / "ru").glob("*.html")}
    assert en and en == ru


def test_every_link_leads_to_an_existing_page_and_anchor() -> None:
    checked = 0
    for lang in LANGUAGES:
        for path in sorted((HELP / lang).glob("*.html")):
            for href in parse(path).links:
                if re.match(r"^[a-z]+:", href):
                    continue  # http:, mailto: — outside the guide
                name, _, anchor = href.partition("#")
                target = (path.parent / name) if name else path
                assert target.is_file(), f"{path.relative_to(ROOT)}: {href} leads nowhere"
                if anchor:
                    assert anchor in parse(target).anchors, \
                        f"{path.relative_to(ROOT)}: no anchor {anchor!r} in {target.name}"
                checked += 1
    assert checked > 20


def test_the_russian_pages_are_russian_and_the_english_are_not() -> None:
    for path in (HELP / "ru").glob("*.html"):
        text = re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8"))
        assert len(re.findall("[а-яё]", text, re.I)) > 300, path.name
    for path in (HELP / "en").glob("*.html"):
        text = re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8"))
        # Only the names of the language and of Russian CSV headers are in Cyrillic.
        assert len(re.findall("[а-яё]", text, re.I)) < 40, path.name


def test_the_shortcut_scan_finds_the_shortcuts_it_should() -> None:
    found = ui_shortcuts()
    # One of each way a shortcut is written in the window code.
    assert {"Ctrl+T", "Shift+F1", "Space", "Delete", "Ctrl+Shift+Return", "Ctrl+R",
            "F2", "Ctrl+N", "Esc", "+"} <= found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_shortcut_page_names_every_shortcut_of_the_window_code(lang: str) -> None:
    codes = set(parse(HELP / lang / "shortcuts.html").codes)
    missing = sorted(ui_shortcuts() - codes)
    assert not missing, f"{lang}/shortcuts.html does not mention {missing}"


def test_the_shortcut_page_names_no_key_sequence_qt_cannot_read() -> None:
    for code in parse(HELP / "en" / "shortcuts.html").codes:
        if code not in ("+", "-", "="):
            assert not QKeySequence(code).isEmpty(), code


# ----------------------------------------------------------------------------- window

def test_the_window_opens_every_topic(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = HelpWindow(lang="en")
    qtbot.addWidget(window)
    window.show()
    assert window.current_page() == HOME
    assert window.topics.count() == len(TOPICS)
    for row in range(window.topics.count()):
        item = window.topics.item(row)
        assert item.text() and not item.text().endswith(".html")
        window.topics.setCurrentItem(item)
        assert window.current_page() == TOPICS[row]
        assert len(window.browser.toPlainText()) > 500
        assert window.browser.documentTitle() == item.text()


def test_links_back_forward_and_home(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = HelpWindow(lang="en")
    qtbot.addWidget(window)
    assert not window.back_button.isEnabled()
    assert window.open_topic("decks.html")
    assert window.topics.currentItem().data(PAGE_ROLE) == "decks.html"
    # A link inside a page, as a click on it would follow it.
    window.browser.setSource(window.browser.source().resolved("rulesets.html#monster-cards"))
    assert window.current_page() == "rulesets.html"
    assert window.topics.currentItem().text() == "The five rulesets"
    assert window.back_button.isEnabled()
    window.back_button.click()
    assert window.current_page() == "decks.html"
    assert window.forward_button.isEnabled()
    window.forward_button.click()
    assert window.current_page() == "rulesets.html"
    window.home_button.click()
    assert window.current_page() == HOME
    assert not window.open_topic("no-such-page")
    assert window.current_page() == HOME
    assert window.open_topic("proxies")
    assert window.current_page() == "proxies.html"


def test_the_search_narrows_the_topics(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = HelpWindow(lang="en")
    qtbot.addWidget(window)
    window.show()
    assert window.visible_topics() == list(TOPICS)
    window.search.setText("calibration")
    assert "proxies.html" in window.visible_topics()
    assert "rulesets.html" not in window.visible_topics()
    assert window.current_page() in window.visible_topics()
    assert window.browser.textCursor().selectedText().lower() == "calibration"
    window.search.setText("Kairu cap")  # every word must be on the page
    assert "rulesets.html" in window.visible_topics()
    assert "proxies.html" not in window.visible_topics()
    window.search.setText("zzzqqq")
    assert window.visible_topics() == []
    assert window.no_match.isVisibleTo(window)
    window.search.clear()
    assert window.visible_topics() == list(TOPICS)
    assert not window.no_match.isVisibleTo(window)


def test_in_russian_the_russian_pages_are_shown(qtbot, russian) -> None:  # type: ignore[no-untyped-def]
    window = HelpWindow()
    qtbot.addWidget(window)
    assert window.lang == "ru"
    assert "/help/ru/" in window.browser.source().toLocalFile().replace("\\", "/")
    assert window.topics.item(0).text() == "Начало работы"
    assert "Главное окно" in window.browser.toPlainText()
    window.search.setText("калибровки")
    assert window.visible_topics() == ["proxies.html"]


def test_search_treats_yo_and_ye_alike(qtbot, russian) -> None:  # type: ignore[no-untyped-def]
    window = HelpWindow()
    qtbot.addWidget(window)
    window.search.setText("надежность")  # the page says "надёжность"
    assert "backups.html" in window.visible_topics()
    window.search.setText("ЕЩЁ ОДНА КОПИЯ")
    assert "collection.html" in window.visible_topics()


def test_an_unknown_language_falls_back_to_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = HelpWindow(lang="de")
    qtbot.addWidget(window)
    assert window.lang == "en"
    assert window.topics.item(0).text() == "Getting started"


# ----------------------------------------------------------------------------- main window

def test_help_menu_opens_one_guide_window(main_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    help_menu = main_window.menuBar().actions()[-1].menu()
    first = help_menu.actions()[0]
    assert first is main_window.act_user_guide
    assert first.text() == "&User Guide"
    assert first.shortcut() == QKeySequence("Shift+F1")
    first.trigger()
    window = main_window.help_window
    assert isinstance(window, HelpWindow) and window.isVisible()
    assert not window.isModal()
    window.open_topic("decks")
    first.trigger()  # raises the same window, on the page it shows
    assert main_window.help_window is window
    assert window.current_page() == "decks.html"
    assert open_topic("playtest.html", main_window) is window
    assert window.current_page() == "playtest.html"
    assert main_window.act_search_help.shortcut() == QKeySequence("F1")
