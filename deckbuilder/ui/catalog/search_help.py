"""The search syntax help, shown from the "?" button next to the search box."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, QUrl, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from deckbuilder.ui.common.geometry import fit_window


def _tr(text: str) -> str:
    return QCoreApplication.translate("SearchHelp", text)


def help_rows() -> list[tuple[tuple[str, ...], str]]:
    """(examples, what they show) per line of the help. Each example is a query of its
    own, clicked separately, and finds cards in the starter catalog (a test checks it):
    an example that finds nothing looks like a broken search."""
    return [
        (("storm",), _tr("cards whose name (in any language) or rules text has a word "
                         "starting with “storm”")),
        (('"storm vector"',), _tr("an exact phrase")),
        (("game:redakai",), _tr("one game: monsuno, redakai, monster-cards (or mc)")),
        (("kind:strike",), _tr("card kind: monsuno, strike, character, attack, monster")),
        (("m:storm",), _tr("Monsuno manufacturer (core-tech, storm, eklipse)")),
        (("color:red",), _tr("Redakai colour of an attack or of a defence zone")),
        (("element:fire", "species:dragon", "means:magic", "size:large"),
         _tr("MONSTER CARDS attributes")),
        (('skill:"double edged"',), _tr("MONSTER CARDS skill (quote names with spaces)")),
        (("launch<=3", "kairu=2", "power>=4", "life>50", "cost<10", "defense>=4"),
         _tr("compare any number: launch, life, speed, damage, kairu, power, cost, owned, "
             "defense (Redakai: the three zones together)")),
        (("strike:blade",), _tr("Monsuno strike type (also strike_type:, st:)")),
        (("set:MSN-1", "rarity:SR"), _tr("set code and rarity")),
        (("dom:blade", "slot:flame"), _tr("domination icons and power slots of Monsuno cards")),
        # is:owned itself finds nothing until copies are recorded, so it is named, not
        # offered as an example.
        (("-is:owned", "owned<4"), _tr("cards you do not own yet; cards you own fewer than 4 "
                                       "of (is:owned: the cards you own)")),
        (("is:unique", "is:exclusive", "is:neutral"),
         _tr("strike card keywords (is:custom: cards you made yourself)")),
        (("has:picture", "has:react", "has:heal", "has:skill"),
         _tr("cards that have something")),
        (("name:golem", "text:draw"), _tr("look only in names, or only in rules text")),
        (("-m:eklipse",), _tr("a minus sign excludes")),
        (("color:red OR color:blue",), _tr("either side")),
        (("(kind:attack OR kind:monster) kairu<=2",), _tr("parentheses group")),
    ]


def examples() -> list[str]:
    """Every clickable example, in the order of the help."""
    return [q for queries, _ in help_rows() for q in queries]


def help_html() -> str:
    """The help page; example number i links to ``q:i``. The link carries the number, not
    the query: a URL would percent-encode < > " and spaces."""
    body = []
    i = 0
    for queries, what in help_rows():
        links = []
        for q in queries:
            links.append(f"<a href='q:{i}'><code>{escape(q)}</code></a>")
            i += 1
        body.append(f"<tr><td style='padding:3px 12px 3px 0'>{'&nbsp; '.join(links)}</td>"
                    f"<td>{escape(what, quote=False)}</td></tr>")
    intro = _tr("Type words and filters; everything must match. Searches ignore case and "
                "accents, and Russian names work too (ё and е are the same). "
                "Click an example to try it.")
    return f"<p>{escape(intro, quote=False)}</p><table>{''.join(body)}</table>"


class SearchHelpDialog(QDialog):
    """Explains the syntax; clicking an example puts it in the search box."""

    exampleChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(_tr("Search syntax"))
        fit_window(self, "search-help", (640, 560))
        lay = QVBoxLayout(self)
        self.examples = examples()
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.setHtml(help_html())
        self.browser.anchorClicked.connect(self._clicked)
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)

    def _clicked(self, url: QUrl) -> None:
        scheme, _, number = url.toString().partition(":")
        if scheme == "q" and number.isdigit() and int(number) < len(self.examples):
            self.exampleChosen.emit(self.examples[int(number)])
