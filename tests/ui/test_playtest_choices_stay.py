"""The playtest's choices stay where the cursor is (issue 30): the first choice of every
decision starts at the same place, whatever the length of the prompt above it or the
number of choices, so a second click in one place is not taken by a button that moved
there."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QWidget

from deckbuilder.rules.engine import TERMINAL
from tests.ui.test_playtest_window import click_one_step, open_window


def first_choice_top(window) -> int | None:  # type: ignore[no-untyped-def]
    item = window.choices.itemAt(0)
    widget = item.widget() if item is not None else None
    if not isinstance(widget, QWidget):
        return None
    return widget.mapTo(window, widget.rect().topLeft()).y()


def test_the_first_choice_stays_in_one_place_decision_after_decision(qtbot, service) -> None:  # type: ignore[no-untyped-def]
    window = open_window(qtbot, service, "redakai-advanced")
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    rng = random.Random(3)
    tops: dict[int, str] = {}
    prompts: set[int] = set()
    for _ in range(14):
        if window.state.current_player() == TERMINAL:
            break
        qtbot.wait(1)  # the layout places the new buttons, as before a user's click
        top = first_choice_top(window)
        if top is not None:
            tops.setdefault(top, window.prompt.text())
            prompts.add(len(window.prompt.text()))
        click_one_step(window, rng)
    assert len(prompts) >= 3  # short and long prompts came
    assert len(tops) == 1, f"the first choice moved: {tops}"
    # A long prompt is still there whole (smaller, and as the tool tip).
    assert window.prompt.toolTip() == window.prompt.text()
