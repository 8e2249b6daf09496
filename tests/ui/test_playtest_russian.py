"""In Russian the playtest table names the cards in Russian, and rarities read in Russian
in the catalog and the card pane (issue 30: card names, rarity and other values stayed
English)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QPushButton

from tests.ui.test_playtest_window import open_window


def test_the_playtest_table_names_the_cards_in_russian(russian: None, qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "monsuno-tcg")
    window.show()
    qtbot.waitExposed(window)
    rec = service.cards.find("Cinder Lynx", "monsuno")
    assert rec is not None and rec.card.names.get("ru") == "Пепельная рысь"
    # Play on until a choice or a zone names one of the team.
    texts: list[str] = []
    for _ in range(12):
        qtbot.wait(1)
        texts = [lab.text() for lab in window.table.findChildren(QLabel)] + \
            [b.text() for b in window.choices_box.findChildren(QPushButton)] + \
            [window.prompt.text()]
        if any("Пепельная рысь" in t for t in texts):
            break
        window.bot_step()
    assert any("Пепельная рысь" in t for t in texts), texts
    assert not any("Cinder Lynx" in t for t in texts), [t for t in texts if "Cinder" in t]
    # The log says it in Russian too.
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert not any("Cinder Lynx" in line for line in log), log


def test_rarity_reads_in_russian(russian: None, main_window) -> None:  # type: ignore[no-untyped-def]
    w = main_window
    panel = w.catalog
    panel.search.setText("game:redakai")
    panel.run_search()
    row = next(r for r in range(w.model.rowCount()) if w.model.record(r).card.rarity == "uncommon")
    w.catalog.table.selectRow(row)
    labels = [lab.text() for lab in w.detail.findChildren(QLabel)]
    assert "необычная" in labels and "uncommon" not in labels


@pytest.mark.parametrize(("ruleset", "english", "russian_name"), [
    ("monsuno-tcg", "Training Monsuno", "Тренировочный монсуно"),
    ("redakai-advanced", "Training Dummy", "Тренировочный манекен"),
    ("monster-cards", "Training Monster", "Тренировочный монстр"),
])
def test_the_training_dummy_is_named_in_russian(russian: None, qtbot, service, ruleset,  # type: ignore[no-untyped-def]
                                               english, russian_name) -> None:
    """The dummy's built-in cards are in no catalog; their Russian names come with them."""
    window = open_window(qtbot, service, ruleset)
    window.show()
    qtbot.waitExposed(window)
    texts: list[str] = []
    for _ in range(12):
        texts = [lab.text() for lab in window.table.findChildren(QLabel)] + \
            [lab.toolTip() for lab in window.table.findChildren(QLabel)] + \
            [window.log.item(i).text() for i in range(window.log.count())]
        if any(russian_name in t for t in texts):
            break
        window.bot_step()
    assert any(russian_name in t for t in texts), texts
    assert not any(english in t for t in texts), [t for t in texts if english in t]
    window.close()
