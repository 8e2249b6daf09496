"""The deck as card pictures (issue 30): the card view of the deck editor, driven through
its widgets as a player does — the switch (remembered), clicks, double-clicks, keys, drags
from the catalog and between zones, the red frame and its reason, the card shown large."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QDrag, QHelpEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from deckbuilder.rules.legality import ERROR
from deckbuilder.rules.registry import all_games
from deckbuilder.ui.common.style import BAD, qcolour
from deckbuilder.ui.deck.deck_groups import grouping_title
from deckbuilder.ui.deck.deck_models import SEVERITY_ROLE
from tests.ui.app_driver import drop_at

ROOT = Path(__file__).resolve().parents[2]
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"


def search(qtbot, window, text: str) -> None:  # type: ignore[no-untyped-def]
    window.catalog.search.clear()
    qtbot.keyClicks(window.catalog.search, text)
    qtbot.keyClick(window.catalog.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.catalog.searching)


def copies(window, zone: str, name: str) -> int:  # type: ignore[no-untyped-def]
    return window.editor.doc.deck.copies(name, (zone,))


def card_point(visual, zone: str, name: str) -> QPoint:  # type: ignore[no-untyped-def]
    """The middle of a card's picture in the view, scrolled into sight first."""
    visual.ensure_visible((zone, name))
    rect = visual.visual_rect((zone, name))
    assert not rect.isEmpty(), f"{name} is not shown in the {zone}"
    assert visual.viewport().rect().contains(rect.center())
    return rect.center()


def double_click(qtbot, widget: QWidget, pos: QPoint) -> None:  # type: ignore[no-untyped-def]
    """A double-click as the mouse makes it: a press and release, then the second press
    (pytest-qt's mouseDClick sends only that second one)."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(widget, Qt.MouseButton.LeftButton, pos=pos)


def zone_point(visual, zone: str) -> QPoint:  # type: ignore[no-untyped-def]
    """A point inside a zone's section, on its heading (always in the section)."""
    section = next(s for s in visual.sections if s.zone == zone)
    bar = visual.verticalScrollBar()
    bar.setValue(max(0, section.area.top() - 4))
    return section.heading.center() - QPoint(0, bar.value())


@pytest.fixture
def visual(qtbot, main_window):  # type: ignore[no-untyped-def]
    """The Redakai starter deck open, shown as pictures (the switch clicked)."""
    w = main_window
    w.resize(1400, 900)
    assert w.editor.import_path(REDAKAI)
    qtbot.mouseClick(w.editor.views.visual_button, Qt.MouseButton.LeftButton)
    assert w.editor.views.is_visual()
    view = w.editor.visual
    qtbot.waitUntil(lambda: view.isVisible() and bool(view.placed))
    return view


def test_the_switch_shows_the_pictures_and_is_remembered_at_the_next_start(  # type: ignore[no-untyped-def]
        qtbot, main_window, service) -> None:
    from deckbuilder.ui.main_window import MainWindow

    w = main_window
    assert not w.editor.views.is_visual() and not w.editor.visual.isVisible()
    qtbot.mouseClick(w.editor.views.visual_button, Qt.MouseButton.LeftButton)
    assert w.editor.visual.isVisible() and not w.editor.split.isVisible()
    assert w.editor.views.grouping_box.isVisible()
    again = MainWindow(service)
    qtbot.addWidget(again, before_close_func=lambda x: x.editor.doc.new())
    assert again.editor.views.is_visual() and again.editor.views.visual_button.isChecked()
    qtbot.mouseClick(again.editor.views.list_button, Qt.MouseButton.LeftButton)
    assert not again.editor.views.is_visual()
    third = MainWindow(service)
    qtbot.addWidget(third, before_close_func=lambda x: x.editor.doc.new())
    assert not third.editor.views.is_visual() and third.editor.views.list_button.isChecked()


def test_every_card_of_every_zone_is_shown_with_its_copies(visual) -> None:  # type: ignore[no-untyped-def]
    deck = visual.doc.deck
    shown = {p.item for p in visual.placed}
    assert shown == {(z, e.name) for z in ("team", "deck", "sideboard") for e in deck.zone(z)}
    # Copies are one picture each, counted on it (and in its tool tip).
    assert "Copies in the deck: 3" in visual.tool_tip(("deck", "Blazing Jab"))


def test_double_click_adds_a_copy(qtbot, visual) -> None:  # type: ignore[no-untyped-def]
    w = visual.window()
    before = copies(w, "deck", "Vine Snap")
    double_click(qtbot, visual.viewport(), card_point(visual, "deck", "Vine Snap"))
    assert copies(w, "deck", "Vine Snap") == before + 1
    assert visual.selected_items() == [("deck", "Vine Snap")]
    # Double-clicking a catalog card adds it, and the view shows and selects it.
    search(qtbot, w, '"Thornstorm"')
    table = w.catalog.table
    rect = table.visualRect(table.model().index(0, w.model.column_of("name")))
    double_click(qtbot, table.viewport(), rect.center())
    assert copies(w, "deck", "Thornstorm") == 2
    assert visual.selected_items() == [("deck", "Thornstorm")]


def test_plus_minus_delete_and_enter_change_the_clicked_card(qtbot, visual) -> None:  # type: ignore[no-untyped-def]
    w = visual.window()
    qtbot.mouseClick(visual.viewport(), Qt.MouseButton.LeftButton,
                     pos=card_point(visual, "deck", "Magma Fist"))
    assert visual.hasFocus() and visual.selected_items() == [("deck", "Magma Fist")]
    n = copies(w, "deck", "Magma Fist")
    qtbot.keyClick(visual, Qt.Key.Key_Plus)
    assert copies(w, "deck", "Magma Fist") == n + 1
    qtbot.keyClick(visual, Qt.Key.Key_Minus)
    qtbot.keyClick(visual, Qt.Key.Key_Delete)
    assert copies(w, "deck", "Magma Fist") == n - 1
    qtbot.keyClick(visual, Qt.Key.Key_Return)
    assert copies(w, "deck", "Magma Fist") == n
    # The editor's buttons act on the picture selected.
    qtbot.mouseClick(w.editor.minus_button, Qt.MouseButton.LeftButton)
    assert copies(w, "deck", "Magma Fist") == n - 1
    qtbot.mouseClick(w.editor.side_button, Qt.MouseButton.LeftButton)
    assert copies(w, "sideboard", "Magma Fist") == 1
    # Ctrl+click adds a second card: one key press then changes both, as one undo step.
    qtbot.mouseClick(visual.viewport(), Qt.MouseButton.LeftButton,
                     pos=card_point(visual, "deck", "Vine Snap"))
    qtbot.mouseClick(visual.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.ControlModifier,
                     pos=card_point(visual, "deck", "Flare Step"))
    vine, flare = copies(w, "deck", "Vine Snap"), copies(w, "deck", "Flare Step")
    qtbot.keyClick(visual, Qt.Key.Key_Minus)
    assert (copies(w, "deck", "Vine Snap"), copies(w, "deck", "Flare Step")) == (vine - 1,
                                                                                  flare - 1)
    w.editor.act_undo.trigger()
    assert (copies(w, "deck", "Vine Snap"), copies(w, "deck", "Flare Step")) == (vine, flare)


def test_cards_dragged_from_the_catalog_land_in_the_zone_under_the_drop(  # type: ignore[no-untyped-def]
        qtbot, visual) -> None:
    w = visual.window()
    search(qtbot, w, '"Phantom Grasp"')
    table = w.catalog.table
    mime = table.model().mimeData([table.model().index(0, 1)])
    assert drop_at(visual.viewport(), zone_point(visual, "sideboard"), mime)
    assert copies(w, "sideboard", "Phantom Grasp") == 1
    assert drop_at(visual.viewport(), zone_point(visual, "deck"), mime)
    assert copies(w, "deck", "Phantom Grasp") == 2


def test_a_card_dragged_to_another_zone_moves_one_copy(qtbot, visual, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = visual.window()
    dropped: list[bool] = []

    def drag_to_sideboard(drag: QDrag, *_args: object) -> Qt.DropAction:
        # The window system's drag loop: the mouse goes to the sideboard and lets go.
        dropped.append(drop_at(visual.viewport(), zone_point(visual, "sideboard"),
                               drag.mimeData(), Qt.DropAction.MoveAction))
        return Qt.DropAction.MoveAction

    monkeypatch.setattr(QDrag, "exec", drag_to_sideboard)
    start = card_point(visual, "deck", "Scorch Wave")
    before = copies(w, "deck", "Scorch Wave")
    qtbot.mousePress(visual.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(visual.viewport(), start + QPoint(30, 30))
    qtbot.mouseRelease(visual.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(30, 30))
    assert dropped == [True]
    assert copies(w, "deck", "Scorch Wave") == before - 1
    assert copies(w, "sideboard", "Scorch Wave") == 1
    # Dropped back on its own zone: nothing moves.
    assert not drop_at(visual.viewport(), zone_point(visual, "sideboard"),
                       w.editor.models["sideboard"].mimeData(
                           [w.editor.models["sideboard"].index(
                               w.editor.models["sideboard"].row_of("Scorch Wave"), 0)]),
                       Qt.DropAction.MoveAction)
    # A card of the view dropped on a table of the list view lands there too.
    monkeypatch.undo()
    mime = w.editor.models["deck"].mimeData(
        [w.editor.models["deck"].index(w.editor.models["deck"].row_of("Vine Snap"), 0)])
    assert w.editor.models["sideboard"].dropMimeData(mime, Qt.DropAction.MoveAction, -1, -1,
                                                     w.editor.models["sideboard"].index(-1, -1))


def test_a_card_breaking_a_rule_is_framed_red_with_the_reason_on_hover(qtbot, visual) -> None:  # type: ignore[no-untyped-def]
    w = visual.window()
    item = ("deck", "Blazing Jab")
    qtbot.mouseClick(visual.viewport(), Qt.MouseButton.LeftButton,
                     pos=card_point(visual, *item))
    qtbot.keyClick(visual, Qt.Key.Key_Plus)  # a fourth copy: over the copy limit
    assert not w.editor.doc.report.legal
    assert w.editor.models["deck"].index(
        w.editor.models["deck"].row_of("Blazing Jab"), 1).data(SEVERITY_ROLE) == ERROR
    visual.clear_selection()  # the selection's frame would hide the red one
    pos = card_point(visual, *item)
    rect = visual.visual_rect(item)
    image = visual.viewport().grab().toImage()
    red = qcolour(BAD)

    def near(c: QColor) -> bool:
        return abs(c.red() - red.red()) + abs(c.green() - red.green()) \
            + abs(c.blue() - red.blue()) < 60

    edge = [image.pixelColor(rect.left() + dx, rect.center().y()) for dx in range(-3, 1)]
    assert any(near(c) for c in edge), [c.name() for c in edge]
    # An untouched card has no red frame.
    other = visual.visual_rect(("deck", "Vine Snap"))
    assert not any(near(image.pixelColor(other.left() + dx, other.center().y()))
                   for dx in range(-3, 1))
    # The mouse resting on it: the tool tip gives the reason.
    QApplication.sendEvent(visual.viewport(), QHelpEvent(QEvent.Type.ToolTip, pos,
                                                         visual.viewport().mapToGlobal(pos)))
    assert "4 copies of 'Blazing Jab'" in QToolTip.text()
    QToolTip.hideText()


def test_the_mouse_on_a_card_shows_it_in_the_card_pane_and_space_shows_it_large(  # type: ignore[no-untyped-def]
        qtbot, visual) -> None:
    from deckbuilder.ui.common.card_viewer import current_viewer

    w = visual.window()
    qtbot.mouseMove(visual.viewport(), card_point(visual, "deck", "Ember Drake"))
    assert w.detail.record is not None and w.detail.record.card.name == "Ember Drake"
    qtbot.mouseMove(visual.viewport(), card_point(visual, "team", "Tessia - Ember Veil"))
    assert w.detail.record.card.name == "Tessia - Ember Veil"
    qtbot.mouseClick(visual.viewport(), Qt.MouseButton.LeftButton,
                     pos=card_point(visual, "deck", "Sporeburst"))
    qtbot.keyClick(visual, Qt.Key.Key_Space)
    viewer = current_viewer()
    assert viewer is not None and viewer.card == "Sporeburst"
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    assert current_viewer() is None
    # The arrow keys walk the cards; Space shows the one reached.
    qtbot.keyClick(visual, Qt.Key.Key_Right)
    name = visual.selected_items()[0][1]
    assert name != "Sporeburst"
    qtbot.keyClick(visual, Qt.Key.Key_Space)
    viewer = current_viewer()
    assert viewer is not None and viewer.card == name
    viewer.close()


def test_the_groupings_are_the_games_own(qtbot, visual) -> None:  # type: ignore[no-untyped-def]
    w = visual.window()
    box = w.editor.views.grouping_box
    game = next(g for g in all_games() if g.id == w.editor.doc.ruleset.game)
    assert [box.itemText(i) for i in range(box.count())] == [
        grouping_title(game, g) for g in game.deck_groupings]
    kinds = {p.group.title for p in visual.placed if p.zone == "deck"}
    cost = box.findData("cost")
    assert cost >= 0
    box.setCurrentIndex(cost)
    titles = [t for s in visual.sections if s.zone == "deck" for _r, t in s.groups]
    assert titles and titles != sorted(kinds)
    label = grouping_title(game, "cost")
    assert all(t.startswith(label) for t in titles)
    # In cost order, each group once.
    numbers = [int(t.split()[-1]) for t in titles if t.split()[-1].isdigit()]
    assert numbers == sorted(set(numbers))
    # Remembered per game for the next start.
    from deckbuilder.ui.main_window import MainWindow

    again = MainWindow(w.service)
    qtbot.addWidget(again, before_close_func=lambda x: x.editor.doc.new())
    again.editor.import_path(REDAKAI)
    assert again.editor.views.grouping_box.currentData() == "cost"
    again.editor.views.grouping_box.setCurrentIndex(0)


def test_in_russian_the_groupings_and_headings_are_russian(qtbot, russian, visual) -> None:  # type: ignore[no-untyped-def]
    w = visual.window()
    box = w.editor.views.grouping_box
    english = {"Kind", "Kairu", "Colour"}
    texts = {box.itemText(i) for i in range(box.count())}
    assert texts and not texts & english
    box.setCurrentIndex(box.findData("kind"))
    headings = {t for s in visual.sections for _r, t in s.groups}
    assert headings and not headings & {"Character", "Monster", "Attack"}
    assert all(any("а" <= ch <= "я" for ch in t.lower()) for t in headings)


def test_owned_and_missing_copies_are_marked(qtbot, visual) -> None:  # type: ignore[no-untyped-def]
    w = visual.window()
    item = ("deck", "Blazing Jab")
    # Nothing owned of the game: nothing to compare with, no marks.
    assert "You own" not in visual.tool_tip(item)
    rec = w.service.find_card("Blazing Jab", "redakai")
    w.service.set_owned(rec.id, 1)
    w.editor.doc.refresh()
    assert "You own 1 — 2 missing" in visual.tool_tip(item)
    assert "You own" in visual.tool_tip(("deck", "Vine Snap"))


# ------------------------------------------------------------------ building a starter deck

STARTERS = sorted((ROOT / "resources" / "decks").glob("*.txt"))


class Counted:
    """The user's hands: every click and key press goes through here and is counted (a
    double-click counts two, typed text one per character)."""

    def __init__(self, qtbot) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.actions = 0
        self.clicks = 0

    def click(self, widget: QWidget, pos: QPoint | None = None) -> None:
        self.actions += 1
        self.clicks += 1
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton,
                              pos=pos if pos is not None else widget.rect().center())

    def key(self, widget: QWidget, key: Qt.Key,
            mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.actions += 1
        self.qtbot.keyClick(widget, key, mods)

    def type(self, widget: QWidget, text: str) -> None:
        self.actions += len(text)
        for ch in text:
            if ch.isascii():
                self.qtbot.keyClicks(widget, ch)
            else:  # a key of a keyboard that has it ("é"): QTest types ASCII only
                for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                    QApplication.sendEvent(widget, QKeyEvent(kind, 0,
                                                             Qt.KeyboardModifier.NoModifier,
                                                             ch))


def build(qtbot, w, path: Path) -> tuple[Counted, dict[str, dict[str, int]]]:  # type: ignore[no-untyped-def]
    """Build the deck of ``path`` in the open (empty) deck through the widgets: each card
    searched by name in the catalog, its row clicked, Enter (Ctrl+Enter for the
    sideboard) adds it, the editor's + button each further copy. The actions it took and
    the deck built (zone → card → copies)."""
    from deckbuilder.rules.cards import name_key

    deck = w.editor.service.read_file(path)
    hands = Counted(qtbot)
    table, box = w.catalog.table, w.catalog.search
    name_col = w.model.column_of("name")
    for zone in ("team", "deck", "sideboard"):
        for entry in deck.zone(zone):
            hands.click(box)
            hands.key(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
            hands.type(box, f'"{entry.name}"')
            hands.key(box, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: not w.catalog.searching)
            rows = [r for r in range(w.model.rowCount())
                    if name_key(w.model.record(r).card.name) == name_key(entry.name)]
            assert rows, f"{entry.name} not found in the catalog"
            hands.click(table.viewport(), table.visualRect(
                w.model.index(rows[0], name_col)).center())
            hands.key(table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier
                      if zone == "sideboard" else Qt.KeyboardModifier.NoModifier)
            for _ in range(entry.count - 1):
                hands.click(w.editor.plus_button)
    built = {z: {name_key(e.name): e.count for e in w.editor.doc.deck.zone(z)}
             for z in ("team", "deck", "sideboard")}
    return hands, built


@pytest.mark.slow  # a whole deck typed and clicked twice: up to ten seconds
@pytest.mark.parametrize("path", STARTERS, ids=[p.stem for p in STARTERS])
def test_a_starter_deck_takes_no_more_clicks_in_the_card_view(qtbot, main_window,  # type: ignore[no-untyped-def]
                                                              path: Path) -> None:
    from deckbuilder.rules.cards import name_key

    w = main_window
    w.resize(1400, 900)
    deck = w.editor.service.read_file(path)
    ruleset, _ = w.editor.service.ruleset_for(deck)
    want = {z: {name_key(e.name): e.count for e in deck.zone(z)}
            for z in ("team", "deck", "sideboard")}
    w.editor.doc.new(ruleset.id)
    assert not w.editor.views.is_visual()
    in_list, built = build(qtbot, w, path)
    assert built == want
    w.editor.doc.new(ruleset.id)
    qtbot.mouseClick(w.editor.views.visual_button, Qt.MouseButton.LeftButton)
    in_pictures, built = build(qtbot, w, path)
    assert built == want
    print(f"\n{path.name}: list view {in_list.clicks} clicks, {in_list.actions} actions "
          f"(clicks and keys); card view {in_pictures.clicks} clicks, "
          f"{in_pictures.actions} actions")
    assert in_pictures.clicks <= in_list.clicks
    assert in_pictures.actions <= in_list.actions
