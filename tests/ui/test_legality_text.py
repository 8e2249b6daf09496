"""A deck's problems in the window's language (ui/common/legality_text.py): the words come
from the problem's code and the parameters the rules give, whatever game they are of."""

from __future__ import annotations

import pytest

from deckbuilder.rules.legality import check_deck
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.ui.common.legality_text import violation_message
from tests.rules.deck_samples import monsuno_deck, sample_catalog


@pytest.mark.usefixtures("russian")
def test_a_manufacturers_problem_names_the_manufacturer_in_russian() -> None:
    # The rules give the card's group (its manufacturer) under a name no game owns; the
    # window's sentence must still say which one, not "None".
    team = ("Quickforge", "Airswitch", "Nomad")  # no S.T.O.R.M. Monsuno
    for extra, code in (("Storm Bolt", "manufacturer-locked"),
                        ("Storm Gust", "manufacturer-mismatch")):
        deck = monsuno_deck(team, size=40, extra=[(2, extra)], ruleset="monsuno-hard")
        report = check_deck(deck, get_ruleset("monsuno-hard"), sample_catalog())
        (v,) = [v for v in report.violations if v.code == code]
        text = violation_message(v)
        assert extra in text and "storm" in text and "None" not in text, text
        assert text != v.message  # worded by the window, not the rules' English
