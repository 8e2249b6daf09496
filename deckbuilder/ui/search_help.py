"""The search syntax help, shown from the "?" button next to the search box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget


def _tr(text: str) -> str:
    return QCoreApplication.translate("SearchHelp", text)


def help_html() -> str:
    rows = [
        ("storm", _tr("cards whose name (in any language) or rules text has a word starting "
                      "with “storm”")),
        ('"iron gale"', _tr("an exact phrase")),
        ("game:redakai", _tr("one game: monsuno, redakai, monster-cards (or mc)")),
        ("kind:strike", _tr("card kind: monsuno, strike, character, attack, monster")),
        ("m:storm", _tr("Monsuno manufacturer (core-tech, storm, eklipse)")),
        ("color:red", _tr("Redakai colour of an attack or of a defence zone")),
        ("element:fire  species:dragon  means:magic  size:large",
         _tr("MONSTER CARDS attributes")),
        ('skill:"double edged"', _tr("MONSTER CARDS skill (quote names with spaces)")),
        ("launch<=3  kairu=2  power>=4  life>50  cost<10",
         _tr("compare any number: launch, life, speed, damage, kairu, power, cost, owned")),
        ("set:MSN-1  rarity:SR", _tr("set code and rarity")),
        ("dom:blade  slot:flame", _tr("domination icons and power slots of Monsuno cards")),
        ("is:owned  owned>=3", _tr("cards in your collection")),
        ("is:unique  is:exclusive  is:neutral  is:custom",
         _tr("strike card keywords; cards you made yourself")),
        ("has:picture  has:react  has:heal  has:skill", _tr("cards that have something")),
        ("name:bolt  text:draw", _tr("look only in names, or only in rules text")),
        ("-m:eklipse", _tr("a minus sign excludes")),
        ("color:red OR color:blue", _tr("either side")),
        ("(kind:attack OR kind:monster) kairu<=2", _tr("parentheses group")),
    ]
    body = "".join(
        f"<tr><td style='padding:3px 12px 3px 0'><code>{q}</code></td><td>{d}</td></tr>"
        for q, d in rows
    )
    intro = _tr("Type words and filters; everything must match. Searches ignore case and "
                "accents, and Russian names work too (ё and е are the same). "
                "Click an example to try it.")
    return f"<p>{intro}</p><table>{body}</table>"


class SearchHelpDialog(QDialog):
    """Explains the syntax; clicking an example puts it in the search box."""

    exampleChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(_tr("Search syntax"))
        self.resize(640, 560)
        lay = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        html = help_html()
        # Each example becomes a link that fills the search box.
        import re

        html = re.sub(r"<code>(.*?)</code>",
                      lambda m: f"<a href='q:{m.group(1)}'><code>{m.group(1)}</code></a>", html)
        self.browser.setHtml(html)
        self.browser.anchorClicked.connect(
            lambda url: self.exampleChosen.emit(url.toString()[2:].replace("%22", '"')
                                                .replace("%20", " ")))
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
