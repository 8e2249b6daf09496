"""The catalog window as a user drives it: search, select, record owned copies."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.ui.catalog.catalog_model import CatalogModel


def _search(qtbot, window, text: str) -> None:  # type: ignore[no-untyped-def]
    window.catalog.search.clear()
    qtbot.keyClicks(window.catalog.search, text)
    qtbot.keyClick(window.catalog.search, Qt.Key.Key_Return)
    # The search runs on its own thread: wait for its results, as the user does.
    qtbot.waitUntil(lambda: not window.catalog.searching)


def _names(model: CatalogModel) -> list[str]:
    model.fetch_all()
    return [model.index(r, model.column_of("name")).data() for r in range(model.rowCount())]


def _cell(model: CatalogModel, row: int, key: str):  # type: ignore[no-untyped-def]
    return model.index(row, model.column_of(key)).data()


def test_window_opens_on_the_whole_starter_catalog(main_window, service):  # type: ignore[no-untyped-def]
    model = main_window.model
    assert model.total == service.cards.count() >= 130
    assert main_window.count_label.text().startswith(str(model.total))
    # The first card is selected and shown in the detail pane.
    assert main_window.detail.title.text() == _cell(model, 0, "name")


def test_a_search_narrows_the_table(qtbot, main_window):  # type: ignore[no-untyped-def]
    before = main_window.model.total
    _search(qtbot, main_window, "game:redakai kind:attack")
    names = _names(main_window.model)
    assert 0 < len(names) < before
    # A search limited to Redakai shows Redakai's own columns.
    assert main_window.model.column_of("kairu") >= 0
    assert main_window.model.column_of("game") == -1
    assert all(_cell(main_window.model, r, "kind") == "attack" for r in range(len(names)))
    _search(qtbot, main_window, "game:redakai kind:attack kairu<=1")
    fewer = _names(main_window.model)
    assert 0 < len(fewer) < len(names)
    assert all(int(_cell(main_window.model, r, "kairu")) <= 1 for r in range(len(fewer)))


def test_a_malformed_query_shows_where_and_keeps_the_results(qtbot, main_window):  # type: ignore[no-untyped-def]
    _search(qtbot, main_window, "game:monsuno")
    shown = main_window.model.total
    _search(qtbot, main_window, "game:monsuno (kind:strike")
    assert main_window.catalog.error.isVisible()
    assert "character" in main_window.catalog.error.text()
    assert main_window.model.total == shown


def test_owned_copies_edited_in_the_detail_pane_are_saved(qtbot, main_window, service):  # type: ignore[no-untyped-def]
    _search(qtbot, main_window, "game:monsuno kind:monsuno")
    main_window.catalog.table.selectRow(0)
    rec = main_window.detail.record
    assert rec is not None
    qtbot.mouseClick(main_window.detail.plus, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(main_window.detail.plus, Qt.MouseButton.LeftButton)
    assert service.owned(rec.id) == 2
    assert _cell(main_window.model, 0, "owned") == 2
    qtbot.mouseClick(main_window.detail.minus, Qt.MouseButton.LeftButton)
    assert service.owned(rec.id) == 1
    # The owned filter now finds exactly that card.
    _search(qtbot, main_window, "is:owned")
    assert _names(main_window.model) == [rec.card.name]


def test_owned_column_is_editable_in_the_table(qtbot, main_window, service):  # type: ignore[no-untyped-def]
    model = main_window.model
    idx = model.index(3, model.column_of("owned"))
    assert model.setData(idx, 4)
    cid = model.card_id(3)
    assert service.owned(cid) == 4
    assert not model.setData(idx, -1)
    assert service.owned(cid) == 4


def test_thumbnails_load_in_the_background(qtbot, main_window):  # type: ignore[no-untyped-def]
    model = main_window.model
    idx = model.index(0, model.column_of("picture"))
    model.data(idx, Qt.ItemDataRole.DecorationRole)
    qtbot.waitUntil(lambda: model.data(idx, Qt.ItemDataRole.DecorationRole) is not None,
                    timeout=5000)
    pix = model.data(idx, Qt.ItemDataRole.DecorationRole)
    assert 0 < pix.width() <= 34 and 0 < pix.height() <= 48


def test_catalog_model_passes_the_model_tester(qtmodeltester, service):  # type: ignore[no-untyped-def]
    model = CatalogModel(service)
    model.set_query("")
    qtmodeltester.check(model)
    model.set_query("game:monster-cards")
    qtmodeltester.check(model)


def test_rows_are_fetched_lazily(service):  # type: ignore[no-untyped-def]
    cards = CardRepository(service.db)
    model = CatalogModel(service)
    model.set_query("")
    assert model.total == cards.count()
    from deckbuilder.ui.catalog import catalog_model

    if model.total > catalog_model.BATCH:
        assert model.rowCount() == catalog_model.BATCH
        assert model.canFetchMore()
    model.fetch_all()
    assert model.rowCount() == model.total
    assert not model.canFetchMore()


def test_owned_quantities_persist_after_reopening_the_database(qtbot, main_window, service):  # type: ignore[no-untyped-def]
    from deckbuilder.services.catalog_service import CatalogService
    from deckbuilder.services.seeding import open_database
    from deckbuilder.ui.main_window import MainWindow

    _search(qtbot, main_window, "game:mc skill:dodge")
    main_window.catalog.table.selectRow(0)
    rec = main_window.detail.record
    main_window.detail.owned.setValue(3)
    path = service.db.path
    reopened = CatalogService(open_database(path))
    try:
        window = MainWindow(reopened)
        qtbot.addWidget(window, before_close_func=lambda w: w.editor.doc.undo_stack.setClean())
        _search(qtbot, window, "is:owned")
        assert _names(window.model) == [rec.card.name]
        assert _cell(window.model, 0, "owned") == 3
    finally:
        reopened.close()


def test_copies_keep_condition_language_foil_and_notes(qtbot, main_window, service):  # type: ignore[no-untyped-def]
    from deckbuilder.catalog.collection import Variant
    from deckbuilder.ui.catalog.variants_dialog import VariantsDialog

    main_window.catalog.table.selectRow(0)
    rec = main_window.detail.record
    dialog = VariantsDialog(service, rec.id, main_window)
    qtbot.addWidget(dialog)
    dialog.add_row(Variant("LP", "ru", True), 2, "from a trade")
    first_qty = dialog.table.cellWidget(0, 0)
    first_qty.setValue(1)
    dialog.save()
    items = {(it.variant, it.quantity, it.notes) for it in service.collection_items(rec.id)}
    assert items == {(Variant(), 1, ""), (Variant("LP", "ru", True), 2, "from a trade")}
    assert service.owned(rec.id) == 3


def test_filter_controls_write_into_the_query(qtbot, main_window):  # type: ignore[no-untyped-def]
    panel = main_window.catalog
    panel.game_box.setCurrentIndex(panel.game_box.findData("monster-cards"))
    assert "game:monster-cards" in panel.search.text()
    panel.group_box.setCurrentIndex(panel.group_box.findData("fire"))
    assert "element:fire" in panel.search.text()
    qtbot.waitUntil(lambda: not panel.searching)
    names = _names(main_window.model)
    assert names and all(
        main_window.model.record(r).card.fields["element"] == "fire" for r in range(len(names)))
    panel.owned_box.setChecked(True)
    assert panel.search.text().endswith("is:owned")
    panel.owned_box.setChecked(False)
    # Typing a filter moves the controls too.
    _search(qtbot, main_window, "game:redakai kind:monster")
    assert panel.game_box.currentData() == "redakai"
    assert panel.kind_box.currentData() == "monster"


def test_name_completion_offers_catalog_names(qtbot, main_window):  # type: ignore[no-untyped-def]
    panel = main_window.catalog
    panel.search.clear()
    qtbot.keyClicks(panel.search, "game:redakai blaz")
    # The names are read on the search thread, as the user types.
    qtbot.waitUntil(lambda: "Blazing Jab" in panel.names.stringList())
    panel._complete("Blazing Jab")
    assert panel.search.text() == 'game:redakai "Blazing Jab"'
    qtbot.waitUntil(lambda: not panel.searching)
    assert _names(main_window.model) == ["Blazing Jab"]


def test_every_search_help_example_finds_cards_in_the_starter_catalog(qtbot, main_window):  # type: ignore[no-untyped-def]
    from deckbuilder.ui.catalog.search_help import SearchHelpDialog, examples

    dlg = SearchHelpDialog(main_window)
    qtbot.addWidget(dlg)
    dlg.exampleChosen.connect(main_window._use_example)
    # Every link of the page, as the dialog shows it.
    hrefs: list[str] = []
    block = dlg.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            href = it.fragment().charFormat().anchorHref()
            if href and href not in hrefs:
                hrefs.append(href)
            it += 1
        block = block.next()
    assert len(hrefs) == len(examples()) >= 18
    for href, query in zip(hrefs, examples(), strict=True):
        dlg.browser.anchorClicked.emit(QUrl(href))
        # The query arrives as written: no %3C for <, no %22 for ".
        assert main_window.catalog.search.text() == query
        assert not main_window.catalog.error.isVisibleTo(main_window), \
            f"{query}: {main_window.catalog.error.text()}"
        assert main_window.model.total >= 1, f"{query} finds nothing"


def test_clicking_a_search_help_example_with_a_comparison(qtbot, main_window):  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QTextCursor

    from deckbuilder.ui.catalog.search_help import SearchHelpDialog

    dlg = SearchHelpDialog(main_window)
    qtbot.addWidget(dlg)
    dlg.exampleChosen.connect(main_window._use_example)
    dlg.show()
    qtbot.waitExposed(dlg)
    found = dlg.browser.document().find("launch<=3")
    assert not found.isNull()
    cursor = QTextCursor(found)
    cursor.setPosition(found.selectionStart() + 2)
    pos = dlg.browser.cursorRect(cursor).center()
    qtbot.mouseClick(dlg.browser.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert main_window.catalog.search.text() == "launch<=3"
    assert main_window.model.total >= 1
