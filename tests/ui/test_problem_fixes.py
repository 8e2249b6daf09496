"""The Problems tab as a player meets it (issue 30): errors above warnings, counted apart
in its header, room for the first error, and a fix on each row where one is obvious —
clicked as a button, or chosen from its menu by its text."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from deckbuilder.rules.legality import ERROR

ROOT = Path(__file__).resolve().parents[2]
HARD = ROOT / "resources" / "decks" / "monsuno-hard.txt"
REDAKAI = ROOT / "resources" / "decks" / "redakai-advanced.txt"


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    """English plural forms, as the app installs them ("1 error", "2 warnings")."""
    from deckbuilder.ui.common.i18n import install_translators

    keep = install_translators(qapp, "en")
    yield
    for translator in keep:
        qapp.removeTranslator(translator)


def rows(editor) -> list[str]:  # type: ignore[no-untyped-def]
    model = editor.problems_model
    return [model.index(r, 0).data() for r in range(model.rowCount())]


def row_of(editor, code: str, card: str | None = None) -> int:  # type: ignore[no-untyped-def]
    model = editor.problems_model
    return next(r for r in range(model.rowCount())
                if model.violation(r) is not None and model.violation(r).code == code
                and (card is None or card in model.violation(r).cards))


def fix_texts(button) -> list[str]:  # type: ignore[no-untyped-def]
    """The fixes a row offers: its button's, or each of its menu's."""
    menu = button.menu()
    return [button.text()] if menu is None else [a.text() for a in menu.actions()]


def choose_fix(qtbot, button, text: str) -> None:  # type: ignore[no-untyped-def]
    """Click the fix button, or choose the fix from its menu by its text."""
    menu = button.menu()
    if menu is None:
        assert button.text() == text
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    next(a for a in menu.actions() if a.text() == text).trigger()


def broken_hard_deck(main_window):  # type: ignore[no-untyped-def]
    """The Monsuno hard starter with a card of another maker (a warning), then an
    exclusive card of a third (an error, reported after that warning by the rules), and
    a fourth copy of a card (an error)."""
    editor = main_window.editor
    assert editor.import_path(HARD)
    with editor.doc.batch("break"):
        editor.doc.add("deck", "Bedrock Slam", 1)
        editor.doc.add("deck", "Cyclone Edge", 1)
        editor.doc.add("deck", "Nightsting", 1)
    return editor


def test_errors_come_first_and_the_header_counts_them_apart(main_window, english) -> None:  # type: ignore[no-untyped-def]
    editor = broken_hard_deck(main_window)
    report = editor.doc.report
    # The rules report the maker warning before the exclusive card's error...
    codes = [v.code for v in report.violations]
    assert codes.index("manufacturer-mismatch") < codes.index("manufacturer-locked")
    # ...the tab shows every error above every warning.
    severities = [editor.problems_model.violation(r).severity
                  for r in range(editor.problems_model.rowCount())]
    assert severities == sorted(severities, key=lambda s: s != ERROR)
    assert rows(editor)[0].startswith("✗") and rows(editor)[-1].startswith("⚠")
    assert editor.problems_panel.header.text() == "2 errors, 1 warning"


def test_the_fix_button_removes_the_extra_copy(qtbot, main_window, english) -> None:  # type: ignore[no-untyped-def]
    editor = broken_hard_deck(main_window)
    row = row_of(editor, "too-many-copies", "Nightsting")
    button = editor.problems_panel.fix_button(row)
    # A button named after its fix, or "Fix" with the one fix in its menu where the
    # panel is too narrow for the words.
    assert button is not None and fix_texts(button) == ["Remove 1 extra card"]
    choose_fix(qtbot, button, "Remove 1 extra card")
    assert editor.doc.deck.copies("Nightsting") == 3
    assert not [v for v in editor.doc.report.violations if v.code == "too-many-copies"]
    # One undo step takes the fix back.
    editor.act_undo.trigger()
    assert editor.doc.deck.copies("Nightsting") == 4


def test_a_locked_card_is_moved_to_the_sideboard(qtbot, main_window, english) -> None:  # type: ignore[no-untyped-def]
    editor = broken_hard_deck(main_window)
    button = editor.problems_panel.fix_button(row_of(editor, "manufacturer-locked"))
    assert button is not None
    move = "Move “Cyclone Edge” to the sideboard"
    assert move in fix_texts(button)
    choose_fix(qtbot, button, move)
    assert editor.doc.deck.copies("Cyclone Edge", ("sideboard",)) == 1
    assert editor.doc.deck.copies("Cyclone Edge", ("deck",)) == 0
    assert "manufacturer-locked" not in [v.code for v in editor.doc.report.violations]


def test_a_team_card_of_the_missing_kind_comes_from_your_collection(qtbot, main_window, service, english) -> None:  # type: ignore[no-untyped-def]
    """A card whose maker has no team card: the fix offers the owned team cards with that
    maker (found from the problem's data, not from the game), in place of one of a full
    team; one not owned is not offered."""
    owned = service.find_card("Cinder Lynx", "monsuno")
    assert owned is not None
    service.set_owned(owned.id, 1)
    editor = broken_hard_deck(main_window)
    button = editor.problems_panel.fix_button(row_of(editor, "manufacturer-mismatch"))
    assert button is not None
    texts = fix_texts(button)
    swap = "Put “Cinder Lynx” in the team instead of “Gloomspire Bat” (you own it)"
    assert swap in texts, texts
    assert not [t for t in texts if "Granite Warden" in t]  # same maker, not owned
    choose_fix(qtbot, button, swap)
    team = [e.name for e in editor.doc.deck.team]
    assert "Cinder Lynx" in team and "Gloomspire Bat" not in team and len(team) == 3
    assert "manufacturer-mismatch" not in [v.code for v in editor.doc.report.violations
                                           if "Bedrock Slam" in v.cards]


def test_a_misspelt_card_is_replaced_by_a_suggestion(qtbot, tmp_path, main_window, english) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path / "typo.txt"
    deck.write_text(REDAKAI.read_text(encoding="utf-8").replace("3 Blazing Jab", "3 Blazing Jabb"),
                    encoding="utf-8")
    editor = main_window.editor
    assert editor.import_path(deck)
    button = editor.problems_panel.fix_button(row_of(editor, "unknown-card"))
    assert button is not None
    choose_fix(qtbot, button, "Replace with “Blazing Jab”")
    assert editor.doc.deck.copies("Blazing Jab") == 3 and editor.doc.report.legal


def test_the_tab_grows_to_show_the_first_error(qtbot, main_window, english) -> None:  # type: ignore[no-untyped-def]
    editor = main_window.editor
    assert editor.import_path(REDAKAI)
    split = editor.outer_split
    total = sum(split.sizes())
    split.setSizes([total, 0])  # the divider dragged down to the bottom
    editor.doc.add("deck", "Blazing Jab", 1)
    view = editor.problems

    def first_error_shown() -> bool:
        rect = view.visualRect(editor.problems_model.index(0, 0))
        return (rect.height() > 0
                and view.viewport().visibleRegion().boundingRect().contains(rect))

    qtbot.waitUntil(first_error_shown)
    assert not editor.problems_panel.header.visibleRegion().isEmpty()
    assert editor.problems_panel.header.text() == "1 error"


def test_a_team_card_in_the_deck_is_moved_to_the_team(qtbot, main_window, english) -> None:  # type: ignore[no-untyped-def]
    """The zone a card belongs in comes from the ruleset's kinds of each zone."""
    editor = main_window.editor
    assert editor.import_path(REDAKAI)
    leader = editor.doc.deck.team[0].name
    editor.doc.move(leader, "team", "deck")
    button = editor.problems_panel.fix_button(row_of(editor, "wrong-zone", leader))
    assert button is not None
    choose_fix(qtbot, button, f"Move “{leader}” to the team")
    assert editor.doc.deck.copies(leader, ("team",)) == 1
    assert editor.doc.report.legal


def test_an_empty_deck_offers_no_fixes(main_window) -> None:  # type: ignore[no-untyped-def]
    """An empty deck's to-do list is not a list of mistakes: nothing to fix yet."""
    editor = main_window.editor
    editor.doc.new("redakai-advanced")
    model = editor.problems_model
    assert model.rowCount() >= 1 and model.violation(0) is not None
    assert all(editor.problems_panel.fix_button(r) is None for r in range(model.rowCount()))
