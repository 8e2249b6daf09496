"""The deck statistics panel as a user sees it: the charts hold the deck's numbers, a new
deck replaces them, and the odds calculator answers for the chosen cards."""

from __future__ import annotations

from math import comb

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from deckbuilder.rules.deckstats import deck_statistics
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.ui.common.charts import format_percent
from deckbuilder.ui.deck.deck_charts import DeckStatsPanel
from tests.rules.engine_support import deck_from_text, starter_deck

REDAKAI = "redakai-advanced"


@pytest.fixture
def panel(qtbot: QtBot) -> DeckStatsPanel:
    widget = DeckStatsPanel()
    qtbot.addWidget(widget)
    widget.resize(380, 900)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _click_card(qtbot: QtBot, panel: DeckStatsPanel, name: str) -> None:
    lst = panel.odds_cards
    row = next(r for r in range(lst.count())
               if lst.item(r).data(Qt.ItemDataRole.UserRole) == name)
    lst.scrollToItem(lst.item(row))
    rect = lst.visualItemRect(lst.item(row))
    qtbot.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_charts_hold_the_numbers_of_the_deck(panel: DeckStatsPanel) -> None:
    resolved = starter_deck(REDAKAI)
    panel.set_deck(resolved, get_ruleset(REDAKAI))
    stats = deck_statistics(resolved)
    assert panel.cost_values() == dict(stats.curve_bars())
    assert panel.kind_values() == stats.kinds
    assert panel.group_values() == stats.groups
    assert "red 17" in panel.group_labels()
    assert panel.cost_axis.titleText() == "Kairu"
    assert panel.cost_axis.categories() == [str(c) for c in stats.cost_range]
    assert panel.summary_label.text().startswith("41 card")
    assert not panel.note_label.isVisible()


def test_zero_bars_fill_the_gaps_of_the_curve(panel: DeckStatsPanel) -> None:
    resolved = deck_from_text("Deck:\n2 Emberpaw Cub\n1 Sunforge Sovereign\n", "monster-cards")
    panel.set_deck(resolved, get_ruleset("monster-cards"))
    values = panel.cost_values()
    assert list(values) == list(range(5, 19))
    assert values[5] == 2 and values[18] == 1 and sum(values.values()) == 3
    assert panel.cost_axis.titleText() == "Cost"


def test_a_new_deck_replaces_the_series(panel: DeckStatsPanel) -> None:
    panel.set_deck(starter_deck(REDAKAI), get_ruleset(REDAKAI))
    chart_before = panel.cost_chart
    resolved = starter_deck("monster-cards")
    panel.set_deck(resolved, get_ruleset("monster-cards"))
    stats = deck_statistics(resolved)
    assert panel.cost_chart is chart_before          # reused, not rebuilt
    assert len(panel.cost_series.barSets()) == 1
    assert len(panel.kind_series.barSets()) == 1
    assert len(panel.group_series.slices()) == len(stats.groups)
    assert panel.cost_values() == dict(stats.curve_bars())
    assert panel.kind_values() == {"monster": 20}
    assert panel.group_values() == stats.groups
    assert panel.cost_axis.titleText() == "Cost"


def test_odds_follow_the_chosen_cards_and_the_spins(qtbot: QtBot, panel: DeckStatsPanel) -> None:
    panel.set_deck(starter_deck(REDAKAI), get_ruleset(REDAKAI))
    assert panel.odds_turn.value() == 3
    _click_card(qtbot, panel, "Blazing Jab")
    assert panel.odds_label.text() == (
        "38.6% to hold at least 1 of Blazing Jab by turn 3 (6 cards seen of 41)")

    panel.odds_copies.setValue(2)
    qtbot.keyClick(panel.odds_turn, Qt.Key.Key_Up)       # turn 4: 3 + 4 = 7 cards seen
    p = sum(comb(3, i) * comb(38, 7 - i) for i in (2, 3)) / comb(41, 7)
    assert panel.odds_label.text() == (
        f"{format_percent(p)} to hold at least 2 of Blazing Jab by turn 4 "
        "(7 cards seen of 41)")

    _click_card(qtbot, panel, "Magma Fist")               # 6 copies together
    p = sum(comb(6, i) * comb(35, 7 - i) for i in range(2, 7)) / comb(41, 7)
    assert panel.odds_label.text().startswith(
        f"{format_percent(p)} to hold at least 2 of Blazing Jab, Magma Fist by turn 4")

    _click_card(qtbot, panel, "Blazing Jab")              # a second click drops it
    assert panel.selected_cards() == ["Magma Fist"]
    assert "of Magma Fist by turn 4" in panel.odds_label.text()


def test_choice_survives_an_edit_of_the_deck(qtbot: QtBot, panel: DeckStatsPanel) -> None:
    ruleset = get_ruleset(REDAKAI)
    panel.set_deck(deck_from_text("Deck:\n3 Blazing Jab\n3 Vine Snap\n", REDAKAI), ruleset)
    _click_card(qtbot, panel, "Vine Snap")
    panel.set_deck(deck_from_text("Deck:\n3 Blazing Jab\n2 Vine Snap\n1 Magma Fist\n",
                                  REDAKAI), ruleset)
    assert panel.selected_cards() == ["Vine Snap"]
    assert panel.odds is not None and panel.odds.copies_in_deck == 2
    assert "(6 cards seen of 6)" in panel.odds_label.text()


def test_monsuno_medium_counts_clashes(qtbot: QtBot, panel: DeckStatsPanel) -> None:
    panel.set_deck(starter_deck("monsuno-medium"), get_ruleset("monsuno-medium"))
    assert panel.odds_turn_label.text() == "by clash"
    _click_card(qtbot, panel, "Gale Lance")
    p = 1 - comb(8, 6) / comb(10, 6)
    assert panel.odds_label.text() == (
        f"{format_percent(p)} to see at least 1 of Gale Lance by clash 3 "
        "(6 cards seen of 10)")
    assert "rules engine" in panel.odds_model_label.text()
    assert "Estimate" not in panel.odds_model_label.text()


@pytest.mark.parametrize("text", ["", "Characters:\n1 Tessia - Ember Veil\n"])
def test_an_empty_deck_shows_the_note(panel: DeckStatsPanel, text: str) -> None:
    panel.set_deck(starter_deck(REDAKAI), get_ruleset(REDAKAI))
    panel.set_deck(deck_from_text(text, REDAKAI), get_ruleset(REDAKAI))
    assert panel.note_label.isVisible()
    assert "empty" in panel.note_label.text()
    assert not panel.cost_view.isVisible() and not panel.odds_box.isVisible()
    assert panel.cost_values() == {} and panel.kind_values() == {}
    assert panel.group_values() == {}
    assert panel.odds_cards.count() == 0 and panel.odds is None


def test_no_deck_shows_the_note_and_a_deck_brings_the_charts_back(
        panel: DeckStatsPanel) -> None:
    panel.set_deck(None, None)
    assert panel.note_label.isVisible() and panel.note_label.text()
    assert panel.group_values() == {}
    panel.set_deck(starter_deck("monsuno-tcg"), get_ruleset("monsuno-tcg"))
    assert not panel.note_label.isVisible() and panel.cost_view.isVisible()
    assert panel.group_values() == {"core-tech": 30, "neutral": 10}
    assert "team launch 12 / 15" in panel.summary_label.text()


def test_unknown_cards_only_say_so(panel: DeckStatsPanel) -> None:
    panel.set_deck(deck_from_text("Deck:\n3 Nothing Like It\n", REDAKAI), get_ruleset(REDAKAI))
    assert panel.note_label.isVisible()
    assert "catalog" in panel.note_label.text()


def test_without_a_ruleset_the_charts_show_and_the_odds_ask_for_one(
        qtbot: QtBot, panel: DeckStatsPanel) -> None:
    resolved = starter_deck(REDAKAI)
    panel.set_deck(resolved, None)
    assert panel.group_values() == deck_statistics(resolved).groups
    _click_card(qtbot, panel, "Blazing Jab")
    assert "ruleset" in panel.odds_label.text()
    assert panel.odds is None


@pytest.mark.parametrize(("p", "decimals", "shown"), [
    (0.0, 1, "0.0%"), (0.0004, 1, "<0.1%"), (0.386, 1, "38.6%"), (0.9996, 1, ">99.9%"),
    (1.0, 1, "100.0%"), (0.005, 0, "<1%"), (0.386, 0, "39%"), (0.996, 0, ">99%"),
    (1.0, 0, "100%"),
])
def test_percentages_never_round_a_possible_event_away(p: float, decimals: int,
                                                      shown: str) -> None:
    assert format_percent(p, decimals) == shown


def test_the_odds_explain_each_rulesets_draw_schedule(qtbot: QtBot,
                                                     panel: DeckStatsPanel) -> None:
    # Monsuno hard: the opening hand, then the combat draw from the second turn on.
    panel.set_deck(starter_deck("monsuno-hard"), get_ruleset("monsuno-hard"))
    _click_card(qtbot, panel, "Nightsting")
    panel.odds_turn.setValue(1)
    assert panel.odds is not None and panel.odds.cards_seen == 5
    assert "from the second on" in panel.odds_model_label.text()
    assert "play changes the count" in panel.odds_model_label.text()
    # MONSTER CARDS: a card played every turn is the schedule; the note says what changes it.
    panel.set_deck(starter_deck("monster-cards"), get_ruleset("monster-cards"))
    _click_card(qtbot, panel, "Pyre Dragon")
    panel.odds_turn.setValue(3)
    assert "(5 cards seen of 20)" in panel.odds_label.text()
    assert "holds the Attack zone" in panel.odds_model_label.text()
    assert "a simulation measures" in panel.odds_model_label.text()
    # Monsuno medium: clashes, and a missed launch is no clash.
    panel.set_deck(starter_deck("monsuno-medium"), get_ruleset("monsuno-medium"))
    _click_card(qtbot, panel, "Gale Lance")
    assert "launch misses has no clash" in panel.odds_model_label.text()


def test_only_a_game_with_a_deck_cost_shows_the_deck_cost(panel: DeckStatsPanel) -> None:
    panel.set_deck(starter_deck("monster-cards"), get_ruleset("monster-cards"))
    assert "deck cost 184 / 200" in panel.summary_label.text()
    assert "team launch" not in panel.summary_label.text()
    panel.set_deck(starter_deck("monsuno-tcg"), get_ruleset("monsuno-tcg"))
    assert "deck cost" not in panel.summary_label.text()


def test_at_720p_the_legend_and_the_cost_axis_cut_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 30: in the statistics pane of a 1280×720 window the legend read "Core-Tech…"
    and "S.T.O.R.M…", and the MONSTER CARDS cost axis only "…"."""
    import html

    from deckbuilder.rules.registry import get_ruleset
    from deckbuilder.ui.deck.deck_charts import DeckStatsPanel
    from tests.rules.engine_support import starter_deck

    panel = DeckStatsPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 900)  # the pane's width at 1280×720
    panel.show()
    qtbot.waitExposed(panel)
    panel.set_deck(starter_deck("monsuno-tcg"), get_ruleset("monsuno-tcg"))
    qtbot.wait(1)
    shown = html.unescape(panel.legend_text()).replace("\u200b", "").replace("\xa0", " ")
    for label in panel.group_labels():
        assert label in shown
    assert any(label.startswith("Core-Tech") for label in panel.group_labels())
    legend = panel.group_legend
    assert legend.height() >= legend.heightForWidth(legend.width())  # no line clipped
    panel.set_deck(starter_deck("monster-cards"), get_ruleset("monster-cards"))
    qtbot.wait(1)
    assert len(panel.cost_axis.categories()) > 9
    assert panel.elided_texts() == []
