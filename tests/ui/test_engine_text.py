"""The engines' texts in the window's language (deckbuilder/ui/playtest/engine_text.py): every
message key the engines use in random games of every ruleset (prompts, options, the table,
the log lines of the events) is found by the translation tool and has a Russian translation; translations keep card names and numbers as they are
and translate the engine words inside a text by their own keys."""

from __future__ import annotations

import importlib.util
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from deckbuilder.rules.engine import CHANCE, TERMINAL, GameState, Msg, random_policy
from deckbuilder.rules.events import log_line
from deckbuilder.rules.games.monster_cards.state import SKILL_NAMES
from deckbuilder.rules.games.redakai import ENGINE as REDAKAI
from deckbuilder.rules.games.redakai import RedakaiOptions
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.ui.playtest.engine_text import (
    chance_label,
    engine_text,
    seat_title,
    translated_seats,
)
from tests.rules.engine_support import playable_rulesets, starter_deck
from tests.rules.test_table_views import new_hot_seat, new_monster_cards, new_state

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "deckbuilder_ru.ts"
RULESETS = playable_rulesets()
SEEDS = 12
TURN_LIMIT = 40
HOT_SEAT = ("monsuno-medium", "monsuno-hard", "monsuno-tcg", "monster-cards")
#: Texts shown as they are in every language: numbers, "3/5", a dash or a tick.
NEUTRAL = re.compile(r"-?\d+(?:/-?\d+)?|\u2014|\u2713|")
#: MONSTER CARDS skills are names printed on the cards: Russian keeps them in English.
PROPER_NAMES = frozenset(SKILL_NAMES) - {""}


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


def extracted() -> list[Any]:
    """The messages ``resources/tools/i18n.py extract`` finds, as the tool finds them."""
    spec = importlib.util.spec_from_file_location("i18n_tool",
                                                  ROOT / "resources" / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = tool
    try:
        spec.loader.exec_module(tool)
        return list(tool.extract())
    finally:
        del sys.modules["i18n_tool"]


def engine_keys() -> set[str]:
    return {m.source for m in extracted() if m.context == "EngineText"}


def card_names(state: GameState) -> set[str]:
    return {state.card_name(c) for cards in state.all_cards().values() for c in cards}


def collect(state: GameState, seed: int, texts: dict[str, set[str]]) -> None:
    """Play a random game and gather every engine text the window would show, by what it
    is: a ``Msg``'s keys under "key", any other text under "data"."""
    rng = random.Random(seed)
    names = card_names(state)

    def add(text: str, what: str) -> None:
        if isinstance(text, Msg):
            assert text.key or text.sep, (what, text)   # never an empty message
            texts["key"].update(text.keys())
            texts["shown"].add(text)   # the Msg itself (a set keeps the first of equals)
        elif text in names and what in ("zone title", "data"):
            texts["card name"].add(text)
        else:
            assert NEUTRAL.fullmatch(text), (what, text)   # data, never a sentence
            texts["number"].add(text)

    while True:
        player = state.current_player()
        for p in range(state.num_players()):
            add(state.seat_title(p), "seat title")
        for view in state.table_view():
            add(view.title, "player title")
            for name, value in view.counters:
                add(name, "counter")
                add(value, "data")
            for zone in view.zones:
                add(zone.title, "zone title")
                for name, value in zone.counters:
                    add(name, "counter")
                    add(value, "data")
                for card in zone.cards:
                    for note in card.notes:
                        add(note, "note")
        if player == TERMINAL or state.player_turns(0) > TURN_LIMIT:
            return
        if player == CHANCE:
            outcomes = state.chance_outcomes()
            for action, _p in outcomes:
                label = chance_label(action, state.seat_title, state.chance_text(action))
                # Words, not the bare action ("first 1", "launch both-out").
                assert label != " ".join(str(x) for x in action[1:]), action
            action = outcomes[rng.randrange(len(outcomes))][0] if rng.random() < 0.5 \
                else state.sample_chance()
        else:
            decision = state.decision()
            assert decision is not None
            add(decision.prompt, "prompt")
            for o in decision.options:
                add(o.label, "option label")
            action = random_policy(state, rng)
        for event in state.apply(action):
            add(log_line(event, state.seat_title), "log line")


def russian_translations() -> dict[str, str]:
    """The finished Russian translations of the "EngineText" context, from the .ts file."""
    out: dict[str, str] = {}
    for context in ET.parse(TS).getroot().iter("context"):
        if context.findtext("name") != "EngineText":
            continue
        for message in context.iter("message"):
            tr = message.find("translation")
            forms = [f.text for f in tr.iter("numerusform") if f.text] if tr is not None \
                else []
            text = tr.text.strip() if tr is not None and tr.text else ""
            if tr is not None and (text or forms) and tr.get("type") is None:
                out[message.findtext("source") or ""] = text or forms[0]
    return out


@pytest.fixture
def fake_russian(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every "EngineText" message comes back as "RU:" + its English source."""
    real = QCoreApplication.translate

    def translate(context: str, source: str, *args: Any) -> str:
        if context == "EngineText":
            return "RU:" + source
        return real(context, source, *args)

    monkeypatch.setattr(QCoreApplication, "translate", staticmethod(translate))




@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_key_the_engines_use_has_a_russian_translation(ruleset_id: str,
                                                             russian: None) -> None:
    texts: dict[str, set[str]] = {"key": set(), "shown": set(), "card name": set(),
                                  "number": set()}
    for state, seed in games(ruleset_id):
        collect(state, seed, texts)
    keys = texts["key"]
    assert len(keys) > 25
    # Listed for the translation tool, translated in the .ts, and in the compiled file
    # the window loads: no English comes back.
    listed = engine_keys()
    assert not keys - listed, sorted(keys - listed)
    finished = russian_translations()
    assert not keys - set(finished), sorted(keys - set(finished))
    # A key of placeholders and punctuation only ("{who}: {card}") reads the same.
    english = sorted(k for k in keys - PROPER_NAMES
                     if QCoreApplication.translate("EngineText", k) == k
                     and re.search(r"[A-Za-z]", re.sub(r"\{\w+\}", "", k)))
    assert not english, english
    # Whole texts too: every one with words in it differs from its English.
    same = sorted(t for t in texts["shown"]
                  if engine_text(t) == t and set(t.keys()) - PROPER_NAMES)
    assert not same, same[:20]


def test_plain_texts_are_data_and_stay_as_they_are(qapp: Any) -> None:
    for text in ("Glowmoth Healer", "Training Dummy 2", "Transform", "5/5", ""):
        assert engine_text(text) == text


@pytest.mark.usefixtures("qapp")
def test_english_texts_stay_as_they_are() -> None:
    msgs = [Msg("Transform {character} into {card}", character="Tessia - Ember Veil",
                card="Glowmoth Healer"), Msg("Hand"),
            Msg.joined(" \u00b7 ", [Msg.joined(" ", [Msg("green"), "3"]),
                                     Msg.joined(" ", [Msg("blue"), "1"]), "\u2014"]),
            Msg.joined(" ", [Msg("L"), Msg("M")]),
            Msg("{card} \u2014 {type}, speed {speed}, damage {damage}, dominates {icons}",
                card="Quick Jab", type=Msg("blade"), speed=2, damage=5,
                icons=Msg.joined("/", [Msg("gust"), Msg("venom")]))]
    assert [engine_text(m) for m in msgs] == [
        "Transform Tessia - Ember Veil into Glowmoth Healer", "Hand",
        "green 3 \u00b7 blue 1 \u00b7 \u2014", "L M",
        "Quick Jab \u2014 blade, speed 2, damage 5, dominates gust/venom"]
    assert all(engine_text(m) == str(m) for m in msgs)


def test_chance_outcomes_in_words() -> None:
    def title(p: int) -> str:
        return "You" if p == 0 else "Dummy" if p == 1 else f"Player {p + 1}"

    assert chance_label(("first", 0), title) == "You go first"
    assert chance_label(("first", 1), title) == "Dummy goes first"
    assert chance_label(("first", 4), title) == "Player 5 goes first"
    assert chance_label(("toss", 0), title) == "You win the toss and attack first"
    assert chance_label(("toss", 1), title) == "Dummy wins the toss and attacks first"
    assert chance_label(("weather", "rain"), title) == "rain"
    # A game's own outcomes in its own words (the state says them; the window names no
    # game's chance).
    state = get_ruleset("monsuno-medium").engine.new_goldfish(
        starter_deck("monsuno-medium"), seed=1)

    def said(action: tuple[str, str]) -> str:
        return chance_label(action, title, state.chance_text(action))

    assert said(("launch", "miss")) == "The launch misses: the roles swap"
    assert said(("launch", "clash")) == "Both Monsuno are launched: clash"
    assert said(("launch", "both-out")) == \
        "Both Monsuno are out: the attacker has the advantage"
    assert said(("toss", 1)) == "Dummy wins the toss and attacks first"


def test_the_translation_tool_extracts_every_text() -> None:
    keys = engine_keys()
    # From the engines' code (each game's package), and the window's own chance words.
    assert {"Transform {character} into {card}", "You draw {card}", "Hand", "Giant Killing",
            "%n card(s)", "Swindle: {who} swaps a card with {other}"} <= keys
    assert "{who} goes first" in keys and "Both Monsuno are launched: clash" in keys


@pytest.mark.usefixtures("qapp", "fake_russian")
def test_translations_keep_card_names_and_translate_engine_words() -> None:
    transform = Msg("Transform {character} into {card}", character="Tessia - Ember Veil",
                    card="Glowmoth Healer")
    assert engine_text(transform) == "RU:Transform Tessia - Ember Veil into Glowmoth Healer"
    assert engine_text(Msg("Play attacks and monsters ({kairu} Kairu left) or end the turn",
                           kairu=5)) == \
        "RU:Play attacks and monsters (5 Kairu left) or end the turn"
    assert engine_text(Msg("Hand")) == "RU:Hand"
    # Seat titles inside a text are words: translated by their own keys.
    player = Msg("Player {number}", number=1)
    assert engine_text(Msg("{card} of {player} (power {power}) holds the Attack zone: "
                           "defend against it or replace it", card="Pyre Dragon",
                           player=player, power=4)) == \
        "RU:Pyre Dragon of RU:Player 1 (power 4) holds the Attack zone: defend against it " \
        "or replace it"
    assert engine_text(Msg("Put {card} on the field ({skill})", card="Halo Seraph",
                           skill=Msg("Species Pride"))) == \
        "RU:Put Halo Seraph on the field (RU:Species Pride)"
    assert engine_text(Msg("{role} (advantage)", role=Msg("attacker"))) == \
        "RU:RU:attacker (advantage)"
    # Lists: part by part, data kept.
    defence = Msg.joined(" \u00b7 ", [Msg.joined(" ", [Msg("green"), "3"]), "\u2014"])
    assert engine_text(defence) == "RU:green 3 \u00b7 \u2014"
    deals = Msg.joined("; ", [Msg("{card} deals {damage}", card="Falcon Talon", damage=7),
                              Msg("{card} super strike deals {damage}",
                                  card="Storm Vector", damage=19)])
    assert engine_text(deals) == "RU:Falcon Talon deals 7; RU:Storm Vector super strike deals 19"
    # A card named like an engine word is a card name: never looked up.
    assert engine_text(Msg("Discard {card}", card="Heal")) == "RU:Discard Heal"
    assert seat_title(Msg("Dummy")) == "RU:Dummy"
    assert translated_seats(lambda p: Msg("You") if p == 0 else Msg("Dummy"))(1) == "RU:Dummy"
    assert chance_label(("first", 1), lambda p: Msg("Dummy")) == "RU:RU:Dummy goes first"
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
    try:
        assert engine_text(Msg("Transform {character} into {card}",
                               character="Tessia - Ember Veil", card="Glowmoth Healer")) == \
            "Превратить Tessia - Ember Veil в Glowmoth Healer"
        assert engine_text(Msg("{card} of {player} (power {power}) holds the Attack zone: "
                               "defend against it or replace it", card="Pyre Dragon",
                               player=Msg("Player {number}", number=1), power=4)) == \
            "Pyre Dragon игрока Игрок 1 (сила 4) занимает зону атаки: защититесь или " \
            "замените его"
        defence = Msg.joined(" · ", [Msg.joined(" ", [Msg("green"), "3"]),
                                     Msg.joined(" ", [Msg("blue"), "1"]), "—"])
        assert engine_text(defence) == "зелёный 3 · blue 1 · —"
        assert engine_text(Msg.joined(" ", [Msg("L"), Msg("M"), Msg("R")])) == "Л С R"
        assert chance_label(("first", 1), lambda p: Msg("Dummy")) == "Первым ходит Манекен"
        assert engine_text(Msg("Hand")) == "Hand"   # not in this small translation
    finally:
        app.removeTranslator(translator)
    assert engine_text(Msg("Dummy")) == "Dummy"


def test_a_broken_translation_falls_back_to_english(monkeypatch: pytest.MonkeyPatch,
                                                    qapp: Any) -> None:
    monkeypatch.setattr(QCoreApplication, "translate",
                        staticmethod(lambda c, s, *a: "{nonsense} {card}"))
    assert engine_text(Msg("Discard {card}", card="Glowmoth Healer")) == \
        "Discard Glowmoth Healer"


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


CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_russian_window_shows_its_play_log_in_russian(qtbot: Any, service: Any,
                                                          russian: None,
                                                          ruleset_id: str) -> None:
    """A whole game played by the bot (the "Bot: to the end" button) in a Russian window:
    every log line, the prompt and the table are in Russian, with no English seat word."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from tests.ui.test_playtest_window import open_window

    window = open_window(qtbot, service, ruleset_id)
    qtbot.mouseClick(window.bot_end_button, Qt.MouseButton.LeftButton)
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert len(log) > 10
    names = sorted(card_names(window.state), key=len, reverse=True)

    def words(line: str) -> str:   # the line without its card names ("Training Dummy 1")
        for name in names:
            line = line.replace(name, "")
        return line

    english = [line for line in log if not CYRILLIC.search(words(line))
               or re.search(r"\b(You|Dummy|Your)\b", words(line))]
    assert not english, english[:10]
    head = window.findChild(QLabel, "player_1_counters")
    assert head is not None and CYRILLIC.search(head.text()), head
    assert not re.search(r"\b(Dummy|Turns|Life|Deck)\b", head.text()), head.text()
