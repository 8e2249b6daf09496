"""Search as you type (issue 18, "Responsive at scale"): the query runs on a thread of its
own and its results arrive in the list and the grid; a newer query's results are never
overwritten by an older one's; a malformed query says what is wrong, as before."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, Qt

LEFT = Qt.MouseButton.LeftButton


def _type(qtbot, panel, text: str) -> None:  # type: ignore[no-untyped-def]
    """Replace the search text key by key, as a user does (Ctrl+A, then type)."""
    qtbot.keyClick(panel.search, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(panel.search, text)


def _expected(service, query: str) -> list[str]:  # type: ignore[no-untyped-def]
    return [r.card.name for r in service.records(service.search_ids(query))]


def _list_names(window) -> list[str]:  # type: ignore[no-untyped-def]
    model = window.model
    model.fetch_all()
    col = model.column_of("name")
    return [model.index(r, col).data() for r in range(model.rowCount())]


def _grid_names(window) -> list[str]:  # type: ignore[no-untyped-def]
    grid = window.catalog.grid
    model = grid.model()
    return [model.index(r, grid.modelColumn()).data() for r in range(model.rowCount())]


def test_typing_shows_the_matching_cards_in_the_list_then_in_the_grid(  # type: ignore[no-untyped-def]
        qtbot, main_window, service):
    panel = main_window.catalog
    query = "game:redakai kind:attack blaz"
    want = _expected(service, query)
    assert 0 < len(want) < main_window.model.total
    _type(qtbot, panel, query)
    # No Enter: the search starts when the typing pauses and its results come by themselves.
    qtbot.waitUntil(lambda: _list_names(main_window) == want, timeout=5000)
    assert main_window.count_label.text().startswith(str(len(want)))
    assert not panel.error.isVisible()

    qtbot.mouseClick(panel.grid_button, LEFT)
    assert panel.grid.isVisible()
    query = "game:monsuno kind:monsuno"
    want = _expected(service, query)
    assert want and "Blazing Jab" not in want
    _type(qtbot, panel, query)
    qtbot.waitUntil(lambda: _grid_names(main_window) == want, timeout=5000)
    # The filter controls follow what was typed.
    assert panel.game_box.currentData() == "monsuno"


def test_fast_typing_ends_with_the_last_querys_results_never_an_older_one(  # type: ignore[no-untyped-def]
        qtbot, main_window, service):
    panel = main_window.catalog
    model = main_window.model
    shown: list[str] = []
    model.resultsChanged.connect(lambda _n: shown.append(model.query))
    # Two searches asked for in a row (Enter after each). The first one's results are
    # ready before the second is asked for, but the window, busy meanwhile (the sleep
    # takes no events), has not taken them yet: they must not be shown.
    _type(qtbot, panel, "game:monsuno")
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    time.sleep(0.5)
    _type(qtbot, panel, "game:redakai")
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    assert panel.searching
    qtbot.waitUntil(lambda: not panel.searching, timeout=5000)
    assert shown == ["game:redakai"]
    assert _list_names(main_window) == _expected(service, "game:redakai")
    # A pause longer than the typing delay changes nothing afterwards.
    qtbot.wait(400)
    assert shown == ["game:redakai"]


def test_a_malformed_query_says_where_and_keeps_the_last_results(  # type: ignore[no-untyped-def]
        qtbot, main_window, service):
    panel = main_window.catalog
    _type(qtbot, panel, "game:redakai")
    qtbot.waitUntil(lambda: not panel.searching, timeout=5000)
    before = _list_names(main_window)
    qtbot.keyClick(panel.search, Qt.Key.Key_End)
    qtbot.keyClicks(panel.search, " kairu<=")
    qtbot.waitUntil(panel.error.isVisible, timeout=5000)
    assert panel.error.text().startswith("Search problem at character")
    assert _list_names(main_window) == before
    qtbot.keyClicks(panel.search, "2")
    qtbot.waitUntil(lambda: not panel.error.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: _list_names(main_window)
                    == _expected(service, panel.search.text()), timeout=5000)


def test_sorting_while_a_search_is_on_its_way_keeps_the_typed_query(  # type: ignore[no-untyped-def]
        qtbot, main_window, service):
    panel = main_window.catalog
    model = main_window.model
    _type(qtbot, panel, "game:monsuno")
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    # The user clicks a column title before the results are in.
    header = panel.table.horizontalHeader()
    col = model.column_of("name")
    qtbot.mouseClick(header.viewport(), LEFT,
                     pos=QPoint(
                         header.sectionViewportPosition(col) + header.sectionSize(col) // 2,
                         header.height() // 2))
    qtbot.waitUntil(lambda: not panel.searching, timeout=5000)
    assert model.query == "game:monsuno"
    names = _list_names(main_window)
    assert names and all(model.record(r).card.game == "monsuno" for r in range(len(names)))
    assert names in (sorted(names, key=str.casefold), sorted(names, key=str.casefold,
                                                              reverse=True))


def test_names_that_arrive_after_enter_do_not_pop_up_over_the_results(  # type: ignore[no-untyped-def]
        qtbot, main_window):
    """The name suggestions are read on the search thread too. Enter says "search for
    this": suggestions still on their way then must not open a list over the results
    (whose Enter would replace the query with a name)."""
    panel = main_window.catalog
    panel.search.setFocus()
    _type(qtbot, panel, "blaz")
    qtbot.keyClick(panel.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not panel.searching, timeout=5000)
    # Give any suggestion in flight the time to arrive and be shown.
    deadline = time.monotonic() + 0.5
    while time.monotonic() < deadline:
        qtbot.wait(20)
    popup = panel.completer.popup()
    assert popup is None or not popup.isVisible()
    assert panel.search.text() == "blaz"
