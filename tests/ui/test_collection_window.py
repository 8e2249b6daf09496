"""Collection › Collection… (issue #30 item 2): the collection window, opened from the menu
and clicked as a user would: its figures are the ones `deckbuilder collection summary`
prints, the wishlist and trade list buttons write the files the commands write, and the
catalog's grid view shows owned counts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from deckbuilder.cli import main
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.ui.collection.collection_models import (
    CompletionModel,
    DecksModel,
    NeedsModel,
    OwnedCardsModel,
)
from deckbuilder.ui.collection.collection_window import CollectionWindow
from tests.ui.test_collection_import_columns import menu_action

ROOT = Path(__file__).resolve().parents[2]
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"
MONSUNO = ROOT / "resources" / "decks" / "monsuno-tcg.txt"
DECKBOX_HEADER = ("Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,"
                  "Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,My Price")


@pytest.fixture
def owned(service: CatalogService, tmp_path: Path) -> CatalogService:
    """Two saved decks and a few cards owned, through the service the window uses."""
    decks = service.deck_service()
    for deck in (REDAKAI, MONSUNO):
        decks.import_file(deck)
    path = tmp_path / "deckbox.csv"
    path.write_text(DECKBOX_HEADER + "\n"
                    "2,0,Blazing Jab,,,Near Mint,English,,,,,,,,$0.50\n"
                    "7,2,Vine Snap,,,Near Mint,English,,,,,,,,$0.10\n", encoding="utf-8")
    service.apply_collection_import(service.plan_collection_import(path), previewed=False)
    return service


def open_collection(qtbot, window) -> CollectionWindow:  # type: ignore[no-untyped-def]
    menu_action(window, "Collection…").trigger()
    shown = window.collection.overview
    assert isinstance(shown, CollectionWindow) and shown.isVisible()
    qtbot.addWidget(shown)
    return shown


def cli_json(service: CatalogService, capsys: pytest.CaptureFixture[str], *args: str) -> dict:  # type: ignore[type-arg]
    capsys.readouterr()
    assert main(["--db", str(service.db_path), *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_window_shows_the_figures_the_command_prints(  # type: ignore[no-untyped-def]
        qtbot, main_window, owned: CatalogService, capsys, qtmodeltester) -> None:
    window = open_collection(qtbot, main_window)
    summary = cli_json(owned, capsys, "collection", "summary", "--json")
    assert window.totals.text() == (
        f"Copies: {summary['copies']} · Distinct cards: {summary['distinct']} · On the "
        f"trade list: {summary['trade']} · Value: 1.70 USD")
    assert summary["value"] == {"USD": "1.70"}
    # Completion: one row per game, then its sets, as the command lists them.
    rows = [[window.completion_model.index(r, c).data() for c in range(4)]
            for r in range(window.completion_model.rowCount())]
    expected = []
    for g in summary["games"]:
        expected.append([{"monsuno": "Monsuno", "redakai": "Redakai",
                          "monster-cards": "MONSTER CARDS"}[g["game"]], str(g["owned"]),
                         str(g["total"]), f"{g['percent']:.1f}%"])
        expected += [[f"    {s['set']}", str(s["owned"]), str(s["total"]),
                      f"{s['percent']:.1f}%"] for s in summary["sets"] if s["game"] == g["game"]]
    assert rows == expected
    # The decks and what each lacks.
    window.tabs.setCurrentIndex(2)
    decks = [(window.decks_model.index(r, 0).data(), window.decks_model.index(r, 3).data())
             for r in range(window.decks_model.rowCount())]
    assert decks == [(d["name"], str(d["missing"])) for d in summary["decks"]]
    # The cards tab lists what `collection list` lists.
    listed = cli_json(owned, capsys, "collection", "list", "--json")
    assert [(window.cards_model.index(r, 0).data(), window.cards_model.index(r, 4).data())
            for r in range(window.cards_model.rowCount())] == [
        (c["name"], str(c["copies"])) for c in listed]
    for model in (window.cards_model, window.completion_model, window.decks_model,
                  window.needs_model):
        assert isinstance(model, OwnedCardsModel | CompletionModel | DecksModel | NeedsModel)
        qtmodeltester.check(model)


def test_choosing_a_deck_shows_what_it_lacks(  # type: ignore[no-untyped-def]
        qtbot, main_window, owned: CatalogService) -> None:
    window = open_collection(qtbot, main_window)
    window.tabs.setCurrentIndex(2)
    view = window.decks_view
    row = next(r for r in range(view.model().rowCount())
               if view.model().index(r, 0).data() == "Ember Grove")
    rect = view.visualRect(view.model().index(row, 1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    lacks = {window.needs_model.index(r, 0).data(): window.needs_model.index(r, 3).data()
             for r in range(window.needs_model.rowCount())}
    assert lacks["Blazing Jab"] == "1" and lacks["Magma Fist"] == "3"
    assert "Vine Snap" not in lacks


def test_the_export_buttons_write_what_the_commands_write(  # type: ignore[no-untyped-def]
        qtbot, main_window, owned: CatalogService, tmp_path: Path, monkeypatch, capsys) -> None:
    window = open_collection(qtbot, main_window)
    window.tabs.setCurrentIndex(2)
    view = window.decks_view
    # Tick both decks (the check box of the name cell).
    for row in range(view.model().rowCount()):
        index = view.model().index(row, 0)
        rect = view.visualRect(index)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=QPoint(rect.left() + 12, rect.center().y()))
    assert sorted(window.wishlist_decks()) == ["Core Bastion", "Ember Grove"]
    names = window.wishlist_decks()
    wish = tmp_path / "wish.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(wish), ""))
    qtbot.mouseClick(window.wishlist_button, Qt.MouseButton.LeftButton)
    assert "written to" in window.status.currentMessage()
    cli_wish = tmp_path / "cli-wish.csv"
    assert main(["--db", str(owned.db_path), "collection", "wishlist", *names,
                 "--out", str(cli_wish)]) == 0
    assert wish.read_bytes() == cli_wish.read_bytes()
    assert "Magma Fist" in wish.read_text(encoding="utf-8")

    trade = tmp_path / "trade.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(trade), ""))
    qtbot.mouseClick(window.tradelist_button, Qt.MouseButton.LeftButton)
    cli_trade = tmp_path / "cli-trade.txt"
    assert main(["--db", str(owned.db_path), "collection", "tradelist",
                 "--out", str(cli_trade)]) == 0
    assert trade.read_bytes() == cli_trade.read_bytes()
    assert "\n4 Vine Snap\n" in trade.read_text(encoding="utf-8")
    capsys.readouterr()


def test_the_search_box_finds_owned_cards_by_the_search_syntax(  # type: ignore[no-untyped-def]
        qtbot, main_window, owned: CatalogService) -> None:
    window = open_collection(qtbot, main_window)
    qtbot.keyClicks(window.search, "vine")
    qtbot.keyClick(window.search, Qt.Key.Key_Return)
    assert [window.cards_model.index(r, 0).data()
            for r in range(window.cards_model.rowCount())] == ["Vine Snap"]
    window.search.setText("kind:(")
    window.run_search()
    assert window.search_note.text().startswith("Bad search")


def test_owning_more_copies_updates_an_open_collection_window(  # type: ignore[no-untyped-def]
        qtbot, main_window, owned: CatalogService) -> None:
    window = open_collection(qtbot, main_window)
    before = window.totals.text()
    rec = owned.cards.find("Magma Fist", "redakai")
    assert rec is not None
    row = main_window.model.row_of(rec.id)
    if row is None:
        main_window.catalog.search.setText("Magma Fist")
        main_window.catalog.run_search()
        qtbot.waitUntil(lambda: main_window.model.row_of(rec.id) is not None)
        row = main_window.model.row_of(rec.id)
    main_window.catalog.table.selectRow(row)
    menu_action(main_window, "One More Copy Owned").trigger()
    assert window.totals.text() != before and "Copies: 10 " in window.totals.text()


def test_the_catalog_grid_shows_owned_counts(  # type: ignore[no-untyped-def]
        qtbot, main_window, owned: CatalogService) -> None:
    main_window.catalog.search.setText("game:redakai vine snap")
    main_window.catalog.run_search()
    qtbot.mouseClick(main_window.catalog.grid_button, Qt.MouseButton.LeftButton)
    grid = main_window.catalog.grid
    qtbot.waitUntil(lambda: grid.model().rowCount() > 0)
    texts = [grid.model().index(r, grid.modelColumn()).data()
             for r in range(grid.model().rowCount())]
    assert "Vine Snap\n7 owned" in texts
    QApplication.processEvents()
