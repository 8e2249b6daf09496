"""The playtest table's cards fill the room they have, and the hover preview of a table card
goes over the side panel, never over a pile (issue 18)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from deckbuilder.ui.playtest.playtest_table import MIN_SCALE, TILE, CardTile
from tests.ui.test_playtest_opponent import against_starter
from tests.ui.test_playtest_window import open_window


def _hand_width(window) -> int:  # type: ignore[no-untyped-def]
    hand = next(z for k, z in window.table.zones.items() if k.endswith("hand"))
    return hand.findChildren(CardTile)[0].pixmap().width()


def test_cards_grow_with_the_window_and_the_preview_spares_the_piles(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, service, "monsuno-tcg")
    # 680 high: the opponent controls take a second row above the table.
    w.resize(1100, 680)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(200)
    small = _hand_width(w)
    # A small screen shrinks the cards a little, so the whole table shows without scrolling.
    assert small >= TILE.width() * MIN_SCALE - 1
    scroll = w.table.parentWidget().parentWidget()
    assert not scroll.verticalScrollBar().isVisible()
    w.resize(1900, 1040)
    # Resizing refits after a short pause (not on every pixel of a drag).
    qtbot.waitUntil(lambda: _hand_width(w) > small * 1.3, timeout=3000)
    # Still no scrolling needed: the table fits its room.
    qtbot.wait(50)
    assert not scroll.verticalScrollBar().isVisible()

    # Hovering a hand card: the preview sits over the side panel, clear of the table.
    hand = next(z for k, z in w.table.zones.items() if k.endswith("hand"))
    tile = hand.findChildren(CardTile)[0]
    QTest.mouseMove(tile, tile.rect().center())
    assert w.preview.show_now(tile)
    popup = w.preview.popup
    table = QRect(w.table.mapToGlobal(QPoint(0, 0)), w.table.parentWidget().size())
    assert not popup.frameGeometry().intersects(table)
    piles = [z for k, z in w.table.zones.items() if z.zone.kind == "pile"]
    for pile in piles:
        assert not popup.geometry().intersects(QRect(pile.mapToGlobal(QPoint(0, 0)), pile.size()))
    w.preview.hide()
    w.close()


def test_the_sample_hand_shows_the_cards_large(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, service, "monsuno-tcg")
    w.resize(1260, 680)
    w.show()
    qtbot.waitExposed(w)
    bar = w.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    qtbot.mouseClick(w.deal_button, Qt.MouseButton.LeftButton)
    hand = w.sample_hand
    qtbot.waitUntil(lambda: hand.iconSize().width() >= 180, timeout=3000)
    # Every card of the opening hand in one row, all on screen.
    rects = [hand.visualItemRect(hand.item(i)) for i in range(hand.count())]
    assert len({r.top() for r in rects}) == 1
    assert all(hand.viewport().rect().contains(r) for r in rects)
    w.close()


def _used(window) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """How much of the table's visible room its zones take, across and down."""
    table = window.table
    room = table.room()
    right = max(z.mapTo(table, QPoint(z.width(), z.height())).x() for z in table.zones.values())
    bottom = max(z.mapTo(table, QPoint(z.width(), z.height())).y() for z in table.zones.values())
    return right / room.width(), bottom / room.height()


def test_on_a_big_screen_the_cards_fill_the_table(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    w = open_window(qtbot, service, "monsuno-tcg")
    scroll = w.table.parentWidget().parentWidget()
    w.resize(1280, 680)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(300)
    small = _hand_width(w)
    assert not scroll.verticalScrollBar().isVisible()
    assert not scroll.horizontalScrollBar().isVisible()
    w.resize(1900, 1000)
    qtbot.waitUntil(lambda: _hand_width(w) > small * 1.3, timeout=3000)
    qtbot.wait(300)
    # The card names and their text (the table's labels do not grow) take their share; the
    # cards take the rest of the room, all the way across or down.
    assert max(_used(w)) >= 0.85, _used(w)
    assert max(_used(w)) <= 1.0
    # (1.6×, not 2×: since issue 30 your cards are larger on the small screen already.)
    assert _hand_width(w) >= 1.6 * small
    assert not scroll.verticalScrollBar().isVisible()
    assert not scroll.horizontalScrollBar().isVisible()
    # Back to the small window: the cards shrink again, still no scrolling.
    w.resize(1280, 680)
    qtbot.waitUntil(lambda: _hand_width(w) <= small * 1.1, timeout=3000)
    qtbot.wait(50)
    assert max(_used(w)) <= 1.0
    assert not scroll.verticalScrollBar().isVisible()
    w.close()


def test_a_window_closed_while_its_table_waits_to_refit_leaves_the_catalog_alone(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    """Closing the playtest window (or quitting) just after a resize: the refit that was
    waiting must not rebuild the hidden table, which reads card pictures from the catalog
    (at quit the catalog is closed by then; CI once saw that error)."""
    w = open_window(qtbot, service, "monsuno-tcg")
    w.resize(1100, 680)
    w.show()
    qtbot.waitExposed(w)
    qtbot.wait(200)
    w.resize(1900, 1040)
    assert w.table._refit.isActive()
    w.close()
    service.close()
    # (An exception in the event loop fails the test.)
    qtbot.wait(400)


@pytest.mark.parametrize("ruleset", ["monsuno-tcg", "redakai-advanced"])
def test_at_720p_your_hand_and_battlefield_stay_readable(qtbot, service, ruleset) -> None:  # type: ignore[no-untyped-def]
    """Issue 30: at 1280×720 the two sides at one size left your cards about 65 px wide.
    The other side is smaller, its figures beside its cards: yours are 100 px or more."""
    w = open_window(qtbot, service, ruleset)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    for _ in range(6):
        w.bot_step()  # cards on the battlefield

    def own_widths() -> dict[str, int]:
        # The pictures as drawn (a card with notes is drawn again with them: at its size).
        return {k: min(t.pixmap().width() for t in z.findChildren(CardTile))
                for k, z in w.table.zones.items()
                if k.startswith("p0.") and z.findChildren(CardTile)}

    qtbot.waitUntil(lambda: len(own_widths()) >= 2 and min(own_widths().values()) >= 100,
                    timeout=5000)
    widths = own_widths()
    assert any(k.endswith("hand") for k in widths) and len(widths) >= 3, widths
    # The other side is still there, smaller, and the whole table shows without scrolling.
    other = [z.findChildren(CardTile)[0].pixmap().width() for k, z in w.table.zones.items()
             if k.startswith("p1.") and z.findChildren(CardTile)]
    assert other and max(other) < min(widths.values())
    scroll = w.table.parentWidget().parentWidget()
    assert not scroll.verticalScrollBar().isVisible()
    w.close()


def _against_the_starter_deck(qtbot, service, monkeypatch, ruleset: str):  # type: ignore[no-untyped-def]
    """The window with the ruleset's starter deck chosen as the opponent and "Opponent
    plays" ticked (the computer plays fast), a few turns into the game."""
    w = against_starter(qtbot, service, monkeypatch, ruleset)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    for _ in range(12):  # the battlefield fills: stacks under the characters, clipped cards
        qtbot.waitUntil(lambda: not w.seats.opponent_to_act(), timeout=20_000)
        w.bot_step()
    qtbot.waitUntil(lambda: not w.seats.opponent_to_act(), timeout=20_000)
    return w


def _drawn_widths(window, own: bool) -> list[int]:  # type: ignore[no-untyped-def]
    """The card pictures as drawn on your side (or the other side, shared zones included)."""
    return [t.pixmap().width() for k, z in window.table.zones.items()
            if k.startswith("p0.") == own for t in z.findChildren(CardTile)]


@pytest.mark.parametrize("ruleset", ["monsuno-medium", "monsuno-hard", "monsuno-tcg",
                                     "redakai-advanced", "monster-cards"])
def test_on_a_maximized_720p_window_your_cards_stay_readable(qtbot, service, monkeypatch, ruleset) -> None:  # type: ignore[no-untyped-def]
    """Issue 30 item 6, on a real 1280×720 screen: the maximized window's client area is
    about 1280×650 (the desktop's panel and the title bar take the rest). With the
    opponent playing, your hand and battlefield are 100 px wide or more there (they were
    68–91 px), with no scrolling; on 1920×1080 they grow."""
    w = _against_the_starter_deck(qtbot, service, monkeypatch, ruleset)
    scroll = w.table.parentWidget().parentWidget()
    widths: dict[tuple[int, int], int] = {}
    for size in ((1280, 650), (1280, 720), (1920, 1080)):
        w.resize(*size)
        # Nothing in the window keeps it taller than the screen's room.
        qtbot.waitUntil(lambda s=size: (w.width(), w.height()) == s, timeout=3000)
        qtbot.waitUntil(lambda: not w.table._refit.isActive(), timeout=3000)
        qtbot.wait(50)
        own = _drawn_widths(w, True)
        assert len(own) >= 2, own
        widths[size] = min(own)
        assert not scroll.verticalScrollBar().isVisible(), size
        assert not scroll.horizontalScrollBar().isVisible(), size
        if not ruleset.startswith("monster"):  # (its shared zones are everyone's)
            assert max(_drawn_widths(w, False)) < min(own), size
    assert widths[(1280, 650)] >= 100, widths
    assert widths[(1280, 720)] >= widths[(1280, 650)], widths
    assert widths[(1920, 1080)] >= 1.5 * widths[(1280, 650)], widths
    w.close()


def test_the_other_sides_piles_and_your_fanned_stacks_still_take_clicks(qtbot, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The room for your cards at 720p comes from a compact table: the other side's piles
    are one line in its title row, and the cards under a character fan out from under
    each other. Each stays in reach: every card of yours shows a part to point at, and a
    click on the other side's discard pile still opens it."""
    w = _against_the_starter_deck(qtbot, service, monkeypatch, "redakai-advanced")
    w.resize(1280, 650)
    # The table drawn anew at its size and laid out (a zone just made is 640×480 until then).
    qtbot.waitUntil(lambda: w.height() == 650, timeout=3000)
    qtbot.waitUntil(lambda: not w.table._refit.isActive(), timeout=3000)
    qtbot.wait(50)
    table = w.table
    head = table.findChild(QLabel, "player_1_counters")
    for key in ("p1.hand", "p1.deck", "p1.discard"):
        pile = table.zones[key]
        # In the title row: beside the side's name, not in a row of its own under its cards.
        assert pile.mapTo(table, QPoint(0, 0)).y() <= head.mapTo(table, QPoint(0, 0)).y() \
            + head.height(), key
        assert pile.height() < 40, (key, pile.height())
    fanned = 0
    for key, zone in table.zones.items():
        tiles = zone.findChildren(CardTile)
        if not key.startswith("p0.") or zone.zone.kind != "stack" or len(tiles) < 3:
            continue
        # Narrower than its cards side by side …
        assert zone.width() < sum(t.width() for t in tiles), key
        fanned += 1
        # … and yet each card is the one under the mouse at its own left edge.
        for tile in tiles:
            point = tile.mapTo(table, QPoint(4, tile.height() // 2))
            assert table.childAt(point) is tile, (key, tile.view.name)
    assert fanned >= 2
    discard = table.findChild(QLabel, "pile_p1.discard")
    qtbot.mouseClick(discard, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.pile_dialog is not None and w.pile_dialog.isVisible(), timeout=3000)
    assert "Player 2" in w.pile_dialog.windowTitle()
    w.pile_dialog.close()
    w.close()
