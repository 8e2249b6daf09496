"""A fourth game is one folder for the window too (issue 29): the test suite's copy of the
Redakai package under a new id, with a field none of the three games has ("shine"),
works through the window's widgets with no change to the window's code."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTranslator
from PySide6.QtWidgets import QComboBox

from deckbuilder.catalog.db import Database
from deckbuilder.cli import main
from deckbuilder.rules.registry import find_game
from tests.proxies.pdf_support import text as pdf_text
from tests.rules.fourth_game import PACKAGE, fourth_game
from tests.ui.app_driver import Dialogs, trigger

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
LEFT = Qt.MouseButton.LeftButton

#: The fourth game's own field: a closed set of values on its attack cards, shown as a
#: column of the catalog table when the search is limited to the game.
SHINE_EXTRA = '''

GAME = _dataclasses.replace(
    GAME,
    schema={**GAME.schema,
            "attack": (*GAME.schema["attack"],
                       FieldSpec("shine", "enum", choices=("dim", "sun"), searchable=True,
                                 sortable=True, column=80))},
    # Its own choice of groupings for the deck's card view, cost first.
    deck_groupings=("cost", "kind"),
)
'''


@pytest.fixture
def fourth(tmp_path: Path) -> Iterator[str]:
    """The fourth game with its "shine" field, found by the registry; taken away
    afterwards."""
    with fourth_game(tmp_path, SHINE_EXTRA) as game_id:
        yield game_id


@pytest.fixture
def fourth_catalog(fourth: str, starter_db: Database, tmp_path: Path) -> list[dict]:
    """The fourth game's starter catalog (the Redakai one under the new id, its attacks
    shining "sun" and "dim" in turn), imported by the real command into the window's
    catalog; its cards."""
    doc = json.loads((RESOURCES / "catalogs" / "redakai.json").read_text(encoding="utf-8"))
    cards = []
    for i, card in enumerate(c for c in doc["cards"]):
        card = {k: v for k, v in card.items() if k != "image"}
        card["game"] = fourth
        if card["kind"] == "attack":
            card["shine"] = ("sun", "dim")[i % 2]
        cards.append(card)
    doc["cards"] = cards
    path = tmp_path / "fourth.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["--db", str(starter_db.path), "catalog", "import", str(path)]) == 0
    return cards


def _type(qtbot, panel, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClick(panel.search, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(panel.search, text)
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.searching, timeout=5000)


def _names(model) -> list[str]:  # type: ignore[no-untyped-def]
    model.fetch_all()
    col = model.column_of("name")
    return [model.index(r, col).data() for r in range(model.rowCount())]


def _column(model, key: str) -> list[object]:  # type: ignore[no-untyped-def]
    from deckbuilder.ui.catalog.catalog_model import SORT_ROLE

    model.fetch_all()
    col = model.column_of(key)
    return [model.index(r, col).data(SORT_ROLE) for r in range(model.rowCount())]


def _headers(model) -> list[str]:  # type: ignore[no-untyped-def]
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def test_searching_the_fourth_game_shows_its_own_columns(  # type: ignore[no-untyped-def]
        fourth, qtbot, main_window):
    panel = main_window.catalog
    _type(qtbot, panel, f"game:{fourth}")
    assert not panel.error.isVisible()
    headers = _headers(main_window.model)
    # The game's own fields, titled by its descriptor, the new one among them.
    assert "Kairu" in headers and "Shine level" in headers


def test_the_fourth_games_own_field_is_searched_and_sorted_in_the_window(  # type: ignore[no-untyped-def]
        fourth_catalog, qtbot, main_window):
    panel, model = main_window.catalog, main_window.model
    suns = sorted(c["name"] for c in fourth_catalog if c.get("shine") == "sun")
    assert suns
    _type(qtbot, panel, "game:fourth shine:sun")
    assert not panel.error.isVisible()
    assert sorted(_names(model)) == suns
    # Its column shows the value's title from the descriptor.
    col = model.column_of("shine")
    assert {model.index(r, col).data() for r in range(model.rowCount())} == {"Sunstone"}

    _type(qtbot, panel, "game:fourth kind:attack")
    assert set(_column(model, "shine")) == {"sun", "dim"}
    header = panel.table.horizontalHeader()
    col = model.column_of("shine")
    at = QPoint(header.sectionViewportPosition(col) + header.sectionSize(col) // 2,
                header.height() // 2)
    qtbot.mouseClick(header.viewport(), LEFT, pos=at)
    qtbot.waitUntil(lambda: not panel.searching, timeout=5000)
    shines = _column(model, "shine")
    assert shines == sorted(shines) and shines[0] != shines[-1]
    qtbot.mouseClick(header.viewport(), LEFT, pos=at)
    qtbot.waitUntil(lambda: not panel.searching, timeout=5000)
    qtbot.waitUntil(lambda: _column(model, "shine")[0] == "sun", timeout=5000)


def test_the_card_editor_offers_the_fourth_games_field(  # type: ignore[no-untyped-def]
        fourth, qtbot, main_window, dialogs: Dialogs):
    from deckbuilder.ui.cards.card_editor import CardEditorDialog

    seen: dict[str, object] = {}

    def look(dialog: CardEditorDialog) -> None:
        dialog.ask_before_discarding = False
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(fourth))
        dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData("attack"))
        shine = dialog.field_widget("shine")
        assert isinstance(shine, QComboBox)
        seen["choices"] = [shine.itemData(i) for i in range(shine.count())]
        seen["titles"] = [shine.itemText(i) for i in range(shine.count())]
        seen["title"] = dialog.specific_box.title()
        dialog.reject()

    errors = dialogs.on_next_modal(look, kind=CardEditorDialog)
    trigger(main_window, "Edit", "New Card…")
    assert not errors
    assert {"dim", "sun"} <= set(seen["choices"])  # type: ignore[arg-type]
    assert "Sunstone" in seen["titles"]  # type: ignore[operator]
    assert str(seen["title"]).startswith("Fourth Game")


def test_a_fourth_game_deck_is_edited_playtested_and_printed(  # type: ignore[no-untyped-def]
        fourth_catalog, qtbot, main_window, dialogs: Dialogs, tmp_path):
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QDialogButtonBox

    from deckbuilder.ui.proxies.proxy_dialog import ProxyDialog

    # The Redakai starter deck under the fourth game's ruleset, pasted as a user does.
    text = (RESOURCES / "decks" / "redakai-advanced.txt").read_text(encoding="utf-8")
    QGuiApplication.clipboard().setText(text.replace("redakai-advanced", "fourth-advanced"))

    def press_ok(dialog) -> None:  # type: ignore[no-untyped-def]
        box = dialog.findChild(QDialogButtonBox)
        qtbot.mouseClick(box.button(QDialogButtonBox.StandardButton.Ok), LEFT)

    errors = dialogs.on_next_modal(press_ok)
    trigger(main_window, "Deck", "Paste Deck List…")
    assert not errors
    doc = main_window.editor.doc
    assert doc.ruleset.id == "fourth-advanced"

    # The deck editor adds a card of the fourth game from the catalog.
    panel = main_window.catalog
    _type(qtbot, panel, "game:fourth shine:sun")
    names = _names(main_window.model)
    assert names
    before = _copies(doc.deck, names[0])
    panel.table.selectRow(0)
    trigger(main_window, "Deck", "Add to Deck")
    assert _copies(doc.deck, names[0]) == before + 1

    # The playtest table opens on the fourth game's engine.
    trigger(main_window, "Deck", "Playtest…")
    window = main_window.playtest_window
    assert window is not None and window.isVisible()
    window.close()

    # Proxies: the fourth game has no face painter; the generic face prints its field.
    out = tmp_path / "fourth.pdf"

    def save(dialog: ProxyDialog) -> None:
        assert dialog.save_pdf(out)
        dialog.reject()

    errors = dialogs.on_next_modal(save, kind=ProxyDialog)
    trigger(main_window, "File", "Print Proxies of the Deck…")
    assert not errors
    printed = pdf_text(out)
    assert "SHINE LEVEL" in printed and "Sunstone" in printed


def _copies(deck, name: str) -> int:  # type: ignore[no-untyped-def]
    return sum(entry.count for zone in (deck.team, deck.deck, deck.sideboard)
               for entry in zone if entry.name == name)


def test_a_fourth_game_deck_shows_as_pictures_in_its_own_groupings(  # type: ignore[no-untyped-def]
        fourth_catalog, qtbot, main_window):
    from deckbuilder.ui.deck.deck_groups import grouping_title

    text = (RESOURCES / "decks" / "redakai-advanced.txt").read_text(encoding="utf-8")
    editor = main_window.editor
    assert editor.apply_list_text(text.replace("redakai-advanced", "fourth-advanced"))
    qtbot.mouseClick(editor.views.visual_button, LEFT)
    game = find_game("fourth")
    assert game is not None
    box = editor.views.grouping_box
    assert [box.itemText(i) for i in range(box.count())] == [
        grouping_title(game, "cost"), grouping_title(game, "kind")]
    # Its first grouping is the default: the deck's cards under their cost.
    titles = [t for s in editor.visual.sections if s.zone == "deck" for _r, t in s.groups]
    assert titles and all(t.startswith(grouping_title(game, "cost")) for t in titles)
    assert {p.item for p in editor.visual.placed} == {
        (z, e.name) for z in ("team", "deck", "sideboard") for e in editor.doc.deck.zone(z)}


#: The fourth game's face prints a word none of the three games has, on its cost badge.
WORDY_FACE = '''
import dataclasses

from deckbuilder.rules.game import game_text

from .face import FACE as _FACE

FACE = dataclasses.replace(_FACE, cost_label=game_text("RELIC"),
                           words=(*_FACE.words, game_text("RELIC")))
'''


class _RelicInRussian(QTranslator):
    """The fourth game's translation of its new face word (in the context GameText, as
    ``i18n.py extract`` files a ``game_text`` of its folder)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        return "РЕЛИКВИЯ" if (context, source) == ("GameText", "RELIC") else None

    def isEmpty(self) -> bool:
        return False


def test_a_fourth_games_face_prints_its_own_new_word_translated(  # type: ignore[no-untyped-def]
        qtbot, qapp, starter_db: Database, tmp_path: Path) -> None:
    # A face that prints a new word needs it only in its folder (its FaceStyle.words)
    # and in the translations: the proxy window prints it in the window's language.
    import importlib

    from deckbuilder.services.catalog_service import CatalogService
    from deckbuilder.services.deck_service import DeckService
    from deckbuilder.services.proxy_service import ProxyService
    from deckbuilder.ui.proxies.proxy_dialog import ProxyDialog

    extra = f'\n\nGAME = _dataclasses.replace(GAME, face="{PACKAGE}.wordy_face:FACE")\n'
    translator = _RelicInRussian(qapp)
    qapp.installTranslator(translator)
    try:
        with fourth_game(tmp_path / "games", extra) as game_id:
            (tmp_path / "games" / "fourth" / "wordy_face.py").write_text(WORDY_FACE,
                                                                         encoding="utf-8")
            importlib.invalidate_caches()
            catalog = CatalogService(starter_db)
            proxies = ProxyService(catalog, DeckService(starter_db))
            card = catalog.check_card({"game": game_id, "kind": "attack", "name": "Test Spike",
                                       "kairu": 3, "power": 6, "color": "purple",
                                       "hits": [True, False, True]})
            dialog = ProxyDialog(proxies.card_items([(catalog.save_card(card), 1)]))
            qtbot.addWidget(dialog)
            out = tmp_path / "relic.pdf"
            assert dialog.save_pdf(out)
    finally:
        qapp.removeTranslator(translator)
    printed = pdf_text(out)
    assert "3 РЕЛИКВИЯ" in printed and "RELIC" not in printed
