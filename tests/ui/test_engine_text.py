"""The engines' English texts in the window's language (deckbuilder/ui/engine_text.py):
every text the playtest window shows from random games of every ruleset is recognised, and
translations keep card names and numbers as they are."""

from __future__ import annotations

import importlib.util
import random
import shutil
import subprocess
import sys
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from deckbuilder.rules.engine import CHANCE, TERMINAL, GameState, random_policy
from deckbuilder.rules.games.redakai import ENGINE as REDAKAI
from deckbuilder.rules.games.redakai import RedakaiOptions
from deckbuilder.ui.engine_text import (
    TEMPLATES,
    chance_label,
    clear_cache,
    engine_text,
    is_known,
    seat_title,
    translated_seats,
)
from tests.rules.engine_support import playable_rulesets, starter_deck
from tests.rules.test_table_views import new_hot_seat, new_monster_cards, new_state

ROOT = Path(__file__).resolve().parents[2]
RULESETS = playable_rulesets()
SEEDS = 12
TURN_LIMIT = 40
HOT_SEAT = ("monsuno-medium", "monsuno-hard", "monsuno-tcg", "monster-cards")

Texts = dict[str, set[str]]


def games(ruleset_id: str) -> Iterator[tuple[GameState, int]]:
    """Goldfish games, games without a dummy, and MONSTER CARDS with 3 to 8 players."""
    for seed in range(SEEDS):
        yield new_state(ruleset_id, seed), seed
        if ruleset_id in HOT_SEAT:
            yield new_hot_seat(ruleset_id, seed), seed
        if ruleset_id == "monster-cards":
            for players in (3, 5, 8):
                yield new_monster_cards(players, seed), seed
        if ruleset_id == "redakai-advanced":
            # A small hand limit reaches the discard decision.
            yield REDAKAI.new_goldfish(starter_deck(ruleset_id), seed=seed,
                                       options=RedakaiOptions(hand_limit=2)), seed


def card_names(state: GameState) -> set[str]:
    return {state.card_name(c) for cards in state.all_cards().values() for c in cards}


def collect(state: GameState, seed: int, texts: Texts, names: set[str]) -> None:
    """Play a random game and gather every engine text the window would show."""
    rng = random.Random(seed)
    names |= card_names(state)
    while True:
        player = state.current_player()
        for p in range(state.num_players()):
            texts["seat title"].add(state.seat_title(p))
        for view in state.table_view():
            texts["player title"].add(view.title)
            for name, value in view.counters:
                texts["player counter"].add(name)
                texts["player counter value"].add(value)
            for zone in view.zones:
                texts["zone title"].add(zone.title)
                for name, value in zone.counters:
                    texts["zone counter"].add(name)
                    texts["zone counter value"].add(value)
                for card in zone.cards:
                    texts["card note"].update(card.notes)
        if player == TERMINAL or state.player_turns(0) > TURN_LIMIT:
            return
        if player == CHANCE:
            outcomes = state.chance_outcomes()
            for action, _p in outcomes:
                label = chance_label(action, state.seat_title)
                # Words, not the bare action ("first 1", "launch both-out").
                assert label != " ".join(str(x) for x in action[1:]), action
                texts["chance outcome"].add(label)
            # Half the time a person picks the outcome; otherwise chance decides.
            action = outcomes[rng.randrange(len(outcomes))][0] if rng.random() < 0.5 \
                else state.sample_chance()
        else:
            decision = state.decision()
            assert decision is not None
            texts["prompt"].add(decision.prompt)
            texts["option label"].update(o.label for o in decision.options)
            action = random_policy(state, rng)
        state.apply(action)


@pytest.fixture(autouse=True)
def fresh_cache() -> Iterator[None]:
    clear_cache()
    yield
    clear_cache()


@pytest.fixture
def fake_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every "EngineText" message comes back as "RU:" + its English source."""
    real = QCoreApplication.translate

    def translate(context: str, source: str, *args: Any) -> str:
        if context == "EngineText":
            return "RU:" + source
        return real(context, source, *args)

    monkeypatch.setattr(QCoreApplication, "translate", staticmethod(translate))
    clear_cache()


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_text_the_window_shows_is_known(ruleset_id: str) -> None:
    texts: Texts = defaultdict(set)
    names: set[str] = set()
    for state, seed in games(ruleset_id):
        collect(state, seed, texts, names)
    # Chance outcomes are already words (chance_label checked above that it knew them).
    unknown = sorted((kind, text) for kind, seen in texts.items() for text in seen
                     if kind != "chance outcome" and not is_known(text)
                     # Monsuno and Redakai characters' zones are titled with card names.
                     and not (kind == "zone title" and text in names))
    assert not unknown, unknown
    distinct = set().union(*texts.values())
    print(f"{ruleset_id}: {len(distinct)} distinct engine texts")
    assert len(distinct) > 40
    assert texts["prompt"] and texts["option label"] and texts["chance outcome"]


@pytest.mark.usefixtures("qapp")
def test_unknown_texts_come_back_unchanged() -> None:
    for text in ("Glowmoth Healer", "Training Dummy 2", "Something new happens", "",
                 "Transform"):
        assert engine_text(text) == text
    assert not is_known("Glowmoth Healer")
    assert not is_known("Something new happens")
    # A colour the starter catalogs do not have is kept; the rest is still translated.
    assert not is_known("yellow 3 · red 2")


@pytest.mark.usefixtures("qapp")
def test_english_texts_stay_as_they_are() -> None:
    for text in ("Transform Tessia - Ember Veil into Glowmoth Healer", "Hand", "5/5",
                 "green 3 · blue 1 · —", "flame ✓ · shock —", "L M",
                 "Quick Jab — blade, speed 2, damage 5, dominates gust/venom",
                 "Pyre Dragon of Player 1 (power 4) holds the Attack zone: defend against "
                 "it or replace it"):
        assert is_known(text), text
        assert engine_text(text) == text


def test_chance_outcomes_in_words() -> None:
    def title(p: int) -> str:
        return "You" if p == 0 else "Dummy" if p == 1 else f"Player {p + 1}"

    assert chance_label(("first", 0), title) == "You go first"
    assert chance_label(("first", 1), title) == "Dummy goes first"
    assert chance_label(("first", 4), title) == "Player 5 goes first"
    assert chance_label(("toss", 0), title) == "You win the toss and attack first"
    assert chance_label(("toss", 1), title) == "Dummy wins the toss and attacks first"
    assert chance_label(("launch", "miss"), title) == "The launch misses: the roles swap"
    assert chance_label(("launch", "clash"), title) == "Both Monsuno are launched: clash"
    assert chance_label(("launch", "both-out"), title) == \
        "Both Monsuno are out: the attacker has the advantage"
    assert chance_label(("weather", "rain"), title) == "rain"


def test_the_translation_tool_extracts_every_text() -> None:
    spec = importlib.util.spec_from_file_location("i18n_tool",
                                                  ROOT / "resources" / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = tool
    try:
        spec.loader.exec_module(tool)
        extracted = {m.source for m in tool.extract() if m.context == "EngineText"}
    finally:
        del sys.modules["i18n_tool"]
    assert set(TEMPLATES) <= extracted
    assert "{who} goes first" in extracted and "Both Monsuno are launched: clash" in extracted
    assert len(TEMPLATES) == len(set(TEMPLATES))


@pytest.mark.usefixtures("qapp", "fake_russian")
def test_translations_keep_card_names_and_translate_engine_words() -> None:
    assert engine_text("Transform Tessia - Ember Veil into Glowmoth Healer") == \
        "RU:Transform Tessia - Ember Veil into Glowmoth Healer"
    assert engine_text("Play attacks and monsters (5 Kairu left) or end the turn") == \
        "RU:Play attacks and monsters (5 Kairu left) or end the turn"
    assert engine_text("Hand") == "RU:Hand"
    assert engine_text("not launched") == "RU:not launched"
    assert engine_text("5/5") == "5/5"
    # Seat titles inside a text are words: translated in turn.
    assert engine_text("Pyre Dragon of Player 1 (power 4) holds the Attack zone: defend "
                       "against it or replace it") == \
        "RU:Pyre Dragon of RU:Player 1 (power 4) holds the Attack zone: defend against it " \
        "or replace it"
    assert engine_text("Player 3 (cards in deck: 12)") == \
        "RU:RU:Player 3 (cards in deck: 12)"
    assert engine_text("Put Halo Seraph on the field (Species Pride)") == \
        "RU:Put Halo Seraph on the field (RU:Species Pride)"
    assert engine_text("Quick Jab — blade, speed 2, damage 5, dominates gust/venom") == \
        "RU:Quick Jab — RU:blade, speed 2, damage 5, dominates RU:gust/RU:venom"
    assert engine_text("attacker (advantage)") == "RU:RU:attacker (advantage)"
    # Lists: part by part.
    assert engine_text("green 3 · blue 1 · —") == "RU:green 3 · RU:blue 1 · —"
    assert engine_text("flame ✓ · shock —") == "RU:flame ✓ · RU:shock —"
    assert engine_text("L M") == "RU:L RU:M"
    assert engine_text("Falcon Talon deals 7; Storm Vector super strike deals 19") == \
        "RU:Falcon Talon deals 7; RU:Storm Vector super strike deals 19"
    # The more specific template wins.
    assert engine_text("Choose a strike card for Voltfin Ray against Cinder Lynx (the "
                       "defender revealed Static Reef)") == \
        "RU:Choose a strike card for Voltfin Ray against Cinder Lynx (the defender " \
        "revealed Static Reef)"
    # A card named like an engine word inside a text is still a card name.
    assert engine_text("Discard Heal") == "RU:Discard Heal"
    assert seat_title("Dummy") == "RU:Dummy"
    assert translated_seats(lambda p: "You" if p == 0 else "Dummy")(1) == "RU:Dummy"
    assert chance_label(("first", 1), lambda p: "Dummy") == "RU:RU:Dummy goes first"
    assert engine_text("Glowmoth Healer") == "Glowmoth Healer"


@pytest.mark.usefixtures("qapp")
def test_a_real_translator(tmp_path: Path) -> None:
    lrelease = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent /
                                                         "pyside6-lrelease")
    if not Path(lrelease).exists():
        pytest.skip("pyside6-lrelease is not installed")
    messages = {"Transform {character} into {card}": "Превратить {character} в {card}",
                "{card} of {player} (power {power}) holds the Attack zone: defend against "
                "it or replace it": "{card} игрока {player} (сила {power}) занимает зону "
                                    "атаки: защититесь или замените его",
                "Player {number}": "Игрок {number}", "Dummy": "Манекен",
                "{who} goes first": "Первым ходит {who}", "green": "зелёный",
                "L": "Л", "M": "С"}
    body = "".join(f"<message><source>{s}</source><translation>{t}</translation></message>"
                   for s, t in messages.items())
    ts = tmp_path / "engine_ru.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" '
                  f'language="ru_RU"><context><name>EngineText</name>{body}</context></TS>',
                  encoding="utf-8")
    qm = tmp_path / "engine_ru.qm"
    subprocess.run([lrelease, str(ts), "-qm", str(qm)], check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    clear_cache()
    try:
        assert engine_text("Transform Tessia - Ember Veil into Glowmoth Healer") == \
            "Превратить Tessia - Ember Veil в Glowmoth Healer"
        assert engine_text("Pyre Dragon of Player 1 (power 4) holds the Attack zone: "
                           "defend against it or replace it") == \
            "Pyre Dragon игрока Игрок 1 (сила 4) занимает зону атаки: защититесь или " \
            "замените его"
        assert engine_text("green 3 · blue 1 · —") == "зелёный 3 · blue 1 · —"
        assert engine_text("L M R") == "Л С R"
        assert chance_label(("first", 1), lambda p: "Dummy") == "Первым ходит Манекен"
        assert engine_text("Hand") == "Hand"        # not in this small translation
    finally:
        app.removeTranslator(translator)
        clear_cache()
    assert engine_text("Dummy") == "Dummy"


def test_a_broken_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch,
                                                    qapp: Any) -> None:
    monkeypatch.setattr(QCoreApplication, "translate",
                        staticmethod(lambda c, s, *a: "{nonsense} {card}"))
    clear_cache()
    assert engine_text("Discard Glowmoth Healer") == "Discard Glowmoth Healer"


@pytest.mark.usefixtures("fake_russian")
def test_the_window_shows_engine_texts_translated(qtbot: Any, service: Any) -> None:
    from PySide6.QtWidgets import QLabel, QPushButton

    from tests.ui.test_playtest_window import open_window

    window = open_window(qtbot, service, "redakai-advanced")
    chance = [b.text() for b in window.choices_box.findChildren(QPushButton)
              if "%" in b.text()]
    assert any(t.startswith("RU:You go first") for t in chance), chance
    assert any(t.startswith("RU:RU:Dummy goes first") for t in chance), chance
    window.play(("first", 0))
    assert window.prompt.text().startswith("RU:Play attacks and monsters (")
    labels = [b.text() for b in window.choices_box.findChildren(QPushButton, "choiceButton")]
    assert labels and all(t.startswith("RU:") for t in labels), labels
    head = window.findChild(QLabel, "player_1_counters")
    assert head is not None and "RU:Dummy" in head.text() and "RU:Turns" in head.text()
    counters = window.findChild(QLabel, "counters_p1.char.0")
    assert counters is not None and "RU:defence" in counters.text()
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert log
    # The event log names the seats with the translated titles.
    window.bot_turn()
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("RU:Dummy" in line for line in log), log
