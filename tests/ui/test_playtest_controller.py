"""The playtest controller driven with no window: what the Table tab's buttons do (play,
bot steps, undo/redo, another dummy, other options), on a real starter database."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path

import pytest

from deckbuilder.catalog.db import Database
from deckbuilder.rules.engine import TERMINAL, IllegalAction
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.playtest_service import PlaytestError, PlaytestService
from deckbuilder.ui.playtest.playtest_controller import PlaytestController

ROOT = Path(__file__).resolve().parents[2]


def controller(db: Database, ruleset: str, seed: int = 7) -> PlaytestController:
    decks = DeckService(db)
    playtest = PlaytestService(decks)
    deck = decks.read_file(ROOT / "resources" / "decks" / f"{ruleset}.txt")
    rules, _ = decks.ruleset_for(deck)
    return PlaytestController(playtest, playtest.playable(deck, rules), seed=seed)


def test_the_controller_module_loads_no_qt() -> None:
    code = ("import sys, deckbuilder.ui.playtest.playtest_controller; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout.strip()
    assert out == "[]"


@pytest.mark.parametrize("ruleset", ["monsuno-medium", "redakai-advanced", "monster-cards"])
def test_the_bot_plays_a_game_to_its_end_and_undo_walks_it_back(starter_db: Database,
                                                                ruleset: str) -> None:
    c = controller(starter_db, ruleset)
    first = c.state.table_view()
    steps = c.bot_to_end()
    assert steps and c.over and c.state.current_player() == TERMINAL
    assert c.bot_step() is None  # nothing more to play
    undone = 0
    while c.undo():
        undone += 1
    assert undone == len(steps)
    assert c.state.table_view() == first
    assert c.redo() and not c.over


def test_the_same_seed_replays_the_same_game(starter_db: Database) -> None:
    a = controller(starter_db, "redakai-advanced", seed=11)
    b = controller(starter_db, "redakai-advanced", seed=11)
    assert [len(s) for s in a.bot_to_end()] == [len(s) for s in b.bot_to_end()]
    assert a.state.table_view() == b.state.table_view()
    a.restart()
    assert not a.over and not a.can_undo()


def test_an_illegal_action_is_refused_and_changes_nothing(starter_db: Database) -> None:
    c = controller(starter_db, "monsuno-medium")
    before = c.state.table_view()
    with pytest.raises(IllegalAction):
        c.play(("no-such-action",))
    assert c.state.table_view() == before and not c.can_undo()


def test_a_bot_turn_stops_when_the_players_turn_changes(starter_db: Database) -> None:
    c = controller(starter_db, "redakai-advanced")
    start = c.state.player_turns(0)
    c.bot_turn()
    assert c.over or c.state.player_turns(0) == start + 1


def test_a_dummy_picked_card_by_card_plays_from_a_new_game(starter_db: Database) -> None:
    c = controller(starter_db, "redakai-advanced")
    assert c.dummy_team() == ("character", 3)
    names = [r.card.name for r in c.dummy_team_cards()[:3]]
    c.bot_step()
    c.choose_dummy(c.team_dummy(names, "Dummy"))
    assert c.playable.dummy is not None and not c.can_undo()
    assert {e.name for e in c.playable.dummy.deck.team} == set(names)


def test_a_dummy_of_another_game_is_refused_and_the_game_goes_on(
        starter_db: Database) -> None:
    c = controller(starter_db, "redakai-advanced")
    other = controller(starter_db, "monsuno-medium")
    c.bot_step()
    before = c.playable
    with pytest.raises(PlaytestError):
        c.choose_dummy(other.playable.deck.deck)
    assert c.playable is before and c.can_undo()


def test_new_options_restart_the_game_and_check_the_deck_again(starter_db: Database) -> None:
    c = controller(starter_db, "redakai-advanced")
    c.bot_step()
    options = dataclasses.replace(c.options, kairu_cap=1)
    report = c.set_options(options)
    assert c.options is options and c.playable.options is options
    assert c.playable.legality is report and not c.can_undo()
