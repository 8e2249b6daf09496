"""File › New Deck asks for the game and ruleset (remembered, Enter accepts) and the catalog
follows the new deck's game; File › Open Deck lists the starter decks beside the saved ones,
rulesets by their titles (issue 18). Driven through the menus, clicks and keys."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QComboBox, QDialog

from deckbuilder.ui.deck.deck_dialogs import NewDeckDialog, OpenDeckDialog
from tests.ui.app_driver import AppDriver, Dialogs, trigger

LEFT = Qt.MouseButton.LeftButton


def choose_in_combo(driver: AppDriver, combo: QComboBox, text: str) -> None:
    """Open the combo's list with a click and click the item reading ``text``."""
    driver.qtbot.mouseClick(combo, LEFT)
    view = combo.view()
    driver.qtbot.waitUntil(view.isVisible, timeout=3000)
    # A release right after the list opened is taken as the end of the opening click.
    driver.qtbot.wait(QApplication.styleHints().mouseDoubleClickInterval() + 50)
    row = combo.findText(text)
    assert row >= 0, f"{text!r} not in {[combo.itemText(i) for i in range(combo.count())]}"
    rect = view.visualRect(combo.model().index(row, 0))
    driver.qtbot.mouseClick(view.viewport(), LEFT, pos=rect.center())
    driver.qtbot.waitUntil(lambda: not view.isVisible(), timeout=3000)


def new_deck(driver: AppDriver, dialogs: Dialogs, window: object, game: str, ruleset: str,
             seen: list[list[str]] | None = None) -> None:
    """File › New Deck…, the game and the ruleset picked by clicks, Enter."""
    def pick(dialog: QDialog) -> None:
        assert isinstance(dialog, NewDeckDialog)
        chooser = dialog.chooser
        choose_in_combo(driver, chooser.game_box, game)
        titles = [chooser.rulesets.item(i).text() for i in range(chooser.rulesets.count())]
        if seen is not None:
            seen.append(titles)
        item = chooser.rulesets.item(titles.index(ruleset))
        driver.qtbot.mouseClick(chooser.rulesets.viewport(), LEFT,
                                pos=chooser.rulesets.visualItemRect(item).center())
        driver.qtbot.keyClick(chooser.rulesets, Qt.Key.Key_Return)

    errors = dialogs.on_next_modal(pick, kind=NewDeckDialog)
    trigger(window, "File", "New Deck")
    assert not errors, errors


def test_new_deck_asks_for_game_and_ruleset_and_the_catalog_follows(
        driver: AppDriver, dialogs: Dialogs) -> None:
    w = driver.start()
    seen: list[list[str]] = []
    new_deck(driver, dialogs, w, "MONSTER CARDS", "MONSTER CARDS")
    assert w.editor.doc.deck.ruleset == "monster-cards" and w.editor.doc.is_empty
    assert w.catalog.game_box.currentData() == "monster-cards"
    # The user looks at every game's cards; the next new deck's game brings the catalog
    # back to it.
    choose_in_combo(driver, w.catalog.game_box, "All games")
    new_deck(driver, dialogs, w, "Monsuno", "Monsuno — tournament (TCG)", seen)
    # Rulesets by their titles, the chosen game's only.
    assert seen == [["Monsuno — medium rules", "Monsuno — hard rules",
                     "Monsuno — tournament (TCG)"]]
    assert w.editor.doc.deck.ruleset == "monsuno-tcg"
    assert "Team 0/3" in w.editor.counts.text()
    assert w.catalog.game_box.currentData() == "monsuno"
    assert w.editor.ruleset_box.currentText() == "Monsuno — tournament (TCG)"

    # The next New Deck starts at the last choice; Escape changes nothing.
    w.editor.doc.add("deck", "Storm Vector", 1)
    shown: list[str] = []

    def look_and_cancel(dialog: QDialog) -> None:
        assert isinstance(dialog, NewDeckDialog)
        shown.append(dialog.chooser.game_box.currentText())
        shown.append(dialog.chooser.rulesets.currentItem().text())
        driver.qtbot.keyClick(dialog.chooser.rulesets, Qt.Key.Key_Escape)

    errors = dialogs.on_next_modal(look_and_cancel, kind=NewDeckDialog)
    driver.press(w, "Ctrl+N")
    assert not errors, errors
    assert shown == ["Monsuno", "Monsuno — tournament (TCG)"]
    assert w.editor.doc.deck.copies("Storm Vector") == 1
    assert not dialogs.of_kind("question")  # cancelled before any question


def test_open_deck_lists_starter_decks_and_opens_one(driver: AppDriver, dialogs: Dialogs) -> None:
    w = driver.start()
    rows: dict[str, list[str]] = {}
    groups: list[str] = []

    def open_starter(dialog: QDialog) -> None:
        assert isinstance(dialog, OpenDeckDialog)
        groups.extend(h.text() for h in dialog.headings)
        for item in dialog.rows():
            o = dialog.overview(item)
            rows[o.name] = [item.text().split("\n")[1], str(o.cards)]
        target = dialog.tile("Eclipse Venom")
        view = target.listWidget()
        driver.qtbot.mouseClick(view.viewport(), LEFT, pos=view.visualItemRect(target).center())
        driver.qtbot.mouseClick(dialog.open_button, LEFT)

    errors = dialogs.on_next_modal(open_starter, kind=OpenDeckDialog)
    trigger(w, "File", "Open Deck")
    assert not errors, errors
    assert groups == ["Your decks", "Starter decks"]
    assert rows["Eclipse Venom"][0] == "Monsuno — hard rules"
    assert rows["Ember Grove"][0] == "Redakai — advanced rules"
    assert rows["Wild Menagerie"][0] == "MONSTER CARDS"
    ed = w.editor
    assert ed.doc.deck.name == "Eclipse Venom" and ed.doc.deck.ruleset == "monsuno-hard"
    assert ed.doc.deck_id is None and sum(ed.doc.deck.counts().values()) == int(
        rows["Eclipse Venom"][1])
    assert not ed.welcome.isVisible()
    assert w.catalog.game_box.currentData() == "monsuno"

    # Saved, it is listed under the user's decks by its ruleset's title; typing filters
    # both groups (by a ruleset's title too); Enter opens the saved deck.
    dialogs.type_text("My Venom")
    driver.press(w, "Ctrl+S")
    new_deck(driver, dialogs, w, "Redakai", "Redakai — advanced rules")
    visible: list[tuple[str, str]] = []

    def filter_and_open(dialog: QDialog) -> None:
        assert isinstance(dialog, OpenDeckDialog)
        driver.qtbot.keyClicks(dialog.filter, "hard")
        visible.extend((dialog.overview(i).name, i.text().split("\n")[1])
                       for i in dialog.rows())
        driver.qtbot.keyClick(dialog.filter, Qt.Key.Key_Return)

    errors = dialogs.on_next_modal(filter_and_open, kind=OpenDeckDialog)
    driver.press(w, "Ctrl+O")
    assert not errors, errors
    assert visible == [("My Venom", "Monsuno — hard rules"),
                       ("Eclipse Venom", "Monsuno — hard rules")]
    assert ed.doc.deck.name == "My Venom" and ed.doc.deck_id is not None
    assert w.catalog.game_box.currentData() == "monsuno"


def test_the_greeting_offers_the_rulesets_and_new_deck_starts_at_its_choice(
        driver: AppDriver, dialogs: Dialogs) -> None:
    """The first start's greeting is the same game-and-ruleset choice as New Deck, and
    the two remember one choice."""
    w = driver.start()
    welcome = w.editor.welcome
    assert welcome.isVisible()
    choose_in_combo(driver, welcome.chooser.game_box, "Monsuno")
    rulesets = welcome.chooser.rulesets
    item = rulesets.findItems("Monsuno — tournament (TCG)", Qt.MatchFlag.MatchExactly)[0]
    driver.qtbot.mouseClick(rulesets.viewport(), LEFT, pos=rulesets.visualItemRect(item).center())
    driver.qtbot.mouseClick(welcome.starter_button, LEFT)
    ed = w.editor
    assert not welcome.isVisible()
    assert (ed.doc.deck.name, ed.doc.deck.ruleset) == ("Core Bastion", "monsuno-tcg")
    assert w.catalog.game_box.currentData() == "monsuno"
    offered: list[str] = []

    def look_and_cancel(dialog: QDialog) -> None:
        assert isinstance(dialog, NewDeckDialog)
        offered.append(dialog.chooser.rulesets.currentItem().text())
        driver.qtbot.keyClick(dialog.chooser.rulesets, Qt.Key.Key_Escape)

    errors = dialogs.on_next_modal(look_and_cancel, kind=NewDeckDialog)
    trigger(w, "File", "New Deck")
    assert not errors, errors
    assert offered == ["Monsuno — tournament (TCG)"]
    assert ed.doc.deck.name == "Core Bastion"


def test_open_deck_is_a_gallery_of_pictures_verdicts_counts_and_changes(
        driver: AppDriver, dialogs: Dialogs) -> None:
    """Issue 30: each deck a tile with its key card's picture, game and ruleset, legal or
    not, its card count and when it last changed; the starter decks in their own group."""
    import dataclasses

    from deckbuilder.paths import resource
    from deckbuilder.ui.deck.deck_gallery import GalleryList

    w = driver.start()
    decks = w.editor.service
    starter = decks.read_file(resource("decks", "monsuno-hard.txt"))
    decks.save(dataclasses.replace(starter, name="Legal Venom"))
    decks.save(dataclasses.replace(starter.add("deck", "Nightsting", 1), name="Four Stings"))
    seen: dict[str, object] = {}

    def look(dialog: QDialog) -> None:
        assert isinstance(dialog, OpenDeckDialog)
        assert isinstance(dialog.saved_list, GalleryList)
        seen["saved"] = [dialog.overview(i).name for i in dialog.saved_list.shown()]
        seen["starters"] = [dialog.overview(i).name for i in dialog.starter_list.shown()]
        legal, bad = dialog.tile("Legal Venom"), dialog.tile("Four Stings")
        seen["legal"] = legal.text().split("\n")
        seen["bad"] = bad.text().split("\n")
        seen["tip"] = legal.toolTip()
        icon = legal.icon().pixmap(dialog.saved_list.iconSize())
        seen["picture"] = (icon.width(), icon.height(), icon.toImage().pixelColor(
            icon.width() // 2, icon.height() // 2).name())
        dialog.reject()

    from deckbuilder.ui.common.i18n import install_translators

    app = QApplication.instance()
    keep = install_translators(app, "en")  # English plural forms, as the app has them
    try:
        errors = dialogs.on_next_modal(look, kind=OpenDeckDialog)
        trigger(w, "File", "Open Deck")
    finally:
        for translator in keep:
            app.removeTranslator(translator)
    assert not errors, errors
    assert sorted(seen["saved"]) == ["Four Stings", "Legal Venom"]  # type: ignore[arg-type]
    assert "Eclipse Venom" in seen["starters"]  # type: ignore[operator]
    name, ruleset, verdict, changed = seen["legal"]  # type: ignore[misc]
    assert (name, ruleset) == ("Legal Venom", "Monsuno — hard rules")
    assert verdict == f"✓ Legal · {sum(starter.counts().values())} cards"
    assert changed.startswith("Changed ")
    assert seen["bad"][2].startswith("✗ Not legal")  # type: ignore[index]
    assert "Game: Monsuno" in seen["tip"] and "Key card: Umbra Mantis" in seen["tip"]  # type: ignore[operator]
    width, height, _colour = seen["picture"]  # type: ignore[misc]
    assert width > 40 and height > 60
