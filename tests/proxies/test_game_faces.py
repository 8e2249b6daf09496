"""A game's printed face lives in its own folder and is found through its descriptor
(``Game.face``): printing a card draws the face its game names, a game naming none gets
the generic face, and a game's face code loads no Qt."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from deckbuilder.paths import resource
from deckbuilder.proxies.faces import draw_card_face
from deckbuilder.proxies.labels import FACE_LABELS
from deckbuilder.proxies.layout import SheetOptions
from deckbuilder.rules import registry
from deckbuilder.rules.cards import Card, card_from_json
from deckbuilder.rules.face_design import game_face
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService
from deckbuilder.services.proxy_service import ProxyService
from tests.proxies.pdf_support import text
from tests.rules.fourth_game import PACKAGE, fourth_game


@pytest.fixture
def proxies(starter_db, qapp) -> ProxyService:  # type: ignore[no-untyped-def]
    return ProxyService(CatalogService(starter_db), DeckService(starter_db))


def _printed(proxies: ProxyService, card: dict[str, Any], out: Path) -> str:
    """The words of a proxy sheet of ``card``, added to the catalog without a picture (so
    its face is drawn), as the proxy window and ``deckbuilder proxies`` print it."""
    catalog = proxies.catalog
    card_id = catalog.save_card(catalog.check_card(card))
    proxies.write_pdf(proxies.card_items([(card_id, 1)]), SheetOptions(), out)
    return text(out)


STRIKE = {"game": "monsuno", "kind": "strike", "name": "Test Lash", "launch": 3, "speed": 1,
          "damage": 12, "strike_type": "venom", "manufacturer": "storm"}


def test_the_descriptor_names_the_face_that_draws_its_cards(
        proxies: ProxyService, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Monsuno's own face: the cost badge says "LAUNCH", the manufacturer is in the
    # subtitle band, the window has its speed and damage badges.
    words = _printed(proxies, STRIKE, tmp_path / "own.pdf")
    assert "3 LAUNCH" in words and "COST" not in words and "MANUFACTURER" not in words
    # The same game with a descriptor that names no face: the generic face, its fields
    # one a line in the descriptor's words.
    game = registry.get_game("monsuno")
    monkeypatch.setitem(registry._GAMES, "monsuno", dataclasses.replace(game, face=""))
    words = _printed(proxies, {**STRIKE, "name": "Test Lash Two"}, tmp_path / "generic.pdf")
    assert "3 COST" in words and "3 LAUNCH" not in words
    assert f"{game.field_labels['manufacturer'].upper()} S.T.O.R.M." in words


ATTACK = {"kind": "attack", "name": "Test Spike", "kairu": 3, "power": 6, "color": "purple",
          "hits": [True, False, True]}

#: The fourth game (a copy of the Redakai folder) keeps the face its folder brings.
OWN_FACE = f'\n\nGAME = _dataclasses.replace(GAME, face="{PACKAGE}.face:FACE")\n'


@pytest.mark.parametrize("extra", ["", OWN_FACE], ids=["generic", "own-face"])
def test_a_new_game_brings_its_face_in_its_own_folder(
        proxies: ProxyService, tmp_path: Path, extra: str) -> None:
    with fourth_game(tmp_path / "games", extra) as game_id:
        words = _printed(proxies, {"game": game_id, **ATTACK}, tmp_path / "fourth.pdf")
    if extra:   # the face of its folder: the Redakai-like attack window, a shield a zone
        assert "3 KAIRU" in words and "LEFT" in words and "MID" in words
        assert "COST" not in words
    else:       # no face named: the generic one, its fields one a line
        assert "3 COST" in words and "HITS L R" in words
        assert "KAIRU 3" in words and "LEFT" not in words and "MID" not in words


def test_a_games_face_loads_no_qt() -> None:
    # Each game's face is drawn through the protocol of rules/face_design.py: loading
    # every game's face (as a sheet does, through the descriptor) loads no Qt.
    code = ("import sys\n"
            "from deckbuilder.rules.face_design import game_face\n"
            "from deckbuilder.rules.registry import all_games\n"
            "faces = [game_face(g.id) for g in all_games() if g.face]\n"
            "print(len(faces), all(f is not None for f in faces), 'PySide6' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    count, loaded, qt = out.stdout.split()
    assert int(count) == len([g for g in registry.all_games() if g.face]) > 0
    assert loaded == "True" and qt == "False"


class _Asking(dict[str, str]):
    """A labels mapping that translates nothing and notes every word asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: set[str] = set()

    def __bool__(self) -> bool:     # the renderer skips an empty mapping
        return True

    def get(self, key: str, default: Any = None) -> Any:
        self.asked.add(key)
        return super().get(key, default)


def _asked_words(card: Card) -> set[str]:
    """The printed words drawing ``card``'s face looks up (not its values, ``field=…``)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    labels = _Asking()
    img = QImage(126, 176, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(img)
    try:
        draw_card_face(painter, QRectF(0, 0, 126, 176), card, 50.0, labels=labels)
    finally:
        painter.end()
    return {k for k in labels.asked if "=" not in k}


def _starter_cards(game_id: str) -> list[Card]:
    data = json.loads(Path(resource("catalogs", f"{game_id}.json")).read_text("utf-8"))
    return [card_from_json({k: v for k, v in raw.items() if k != "image"})
            for raw in data["cards"]]


def _rare_cards(cards: list[Card]) -> list[Card]:
    """Cards no starter catalog has: a Monsuno without power slots, and a strike card
    whose timing the face does not know (it says "Effect")."""
    slots = next((c for c in cards if c.get("power_slots")), None)
    timed = next((c for c in cards if c.get("timing") and c.get("effects")), None)
    out = []
    if slots is not None:
        out.append(dataclasses.replace(slots, fields={**slots.fields, "power_slots": []}))
    if timed is not None:
        out.append(dataclasses.replace(timed, fields={**timed.fields, "timing": "zz"}))
    return out


def test_a_face_declares_exactly_the_words_it_prints(qapp) -> None:  # type: ignore[no-untyped-def]
    # The proxy window translates a game's face from the words its folder lists
    # (FaceStyle.words, translated with the game's texts): a word drawn but not listed
    # would print in English on a Russian sheet, a word listed but never drawn is stale.
    checked = 0
    for game in registry.all_games():
        face = game_face(game.id)
        if face is None:
            continue
        cards = _starter_cards(game.id)
        asked = set().union(*(_asked_words(c) for c in [*cards, *_rare_cards(cards)]))
        # (the unknown timing is printed as it is: its chip asks for it too)
        assert asked - set(FACE_LABELS) - {"zz"} == set(face.words), game.id
        checked += 1
    assert checked == 3


def test_a_faces_word_not_written_as_game_text_is_refused(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A plain string never reaches the translation file: the face is refused when it
    # loads, before a sheet prints the word in English.
    face = game_face("monsuno")
    assert face is not None
    monkeypatch.setattr(sys.modules[__name__], "PLAIN_FACE",
                        dataclasses.replace(face, words=(*face.words, "SHINY")),
                        raising=False)
    game = registry.get_game("monsuno")
    monkeypatch.setitem(registry._GAMES, "monsuno",
                        dataclasses.replace(game, face=f"{__name__}:PLAIN_FACE"))
    with pytest.raises(TypeError, match=r"not written as game_text\(\.\.\.\): SHINY"):
        game_face("monsuno")


class _Translating(_Asking):
    """A labels mapping that "translates" every word and value into Cyrillic capitals, so
    any Latin letters left on a face were printed without asking for a translation."""

    def get(self, key: str, default: Any = None) -> Any:
        self.asked.add(key)
        return "Ж" * max(1, len(key.split("=", 1)[-1]) // 2)


def _drawn_texts(card: Card, labels: Any) -> list[str]:
    """Every string ``card``'s face draws (the canvas's one text call)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from deckbuilder.proxies.faces import canvas

    drawn: list[str] = []
    original = canvas._Canvas.text

    def recording(self: Any, text: str, *args: Any, **kwargs: Any) -> None:
        drawn.append(text)
        original(self, text, *args, **kwargs)

    img = QImage(252, 352, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(img)
    canvas._Canvas.text = recording  # type: ignore[method-assign]
    try:
        draw_card_face(painter, QRectF(0, 0, 252, 352), card, 100.0, labels=labels)
    finally:
        canvas._Canvas.text = original  # type: ignore[method-assign]
        painter.end()
    return drawn


def _own_words_in_cyrillic(card: Card) -> Card:
    """``card`` with its own words (name, rules text, set, rarity, free-text fields)
    written in Cyrillic: they are printed as written, so what Latin is left on its face
    was printed without asking for a translation."""
    game = registry.get_game(card.game)
    fields = dict(card.fields)
    for spec in game.fields_of(card.kind):
        value = fields.get(spec.name)
        if spec.type == "str" and value:
            fields[spec.name] = "Своё"
        elif spec.type == "str_list" and value:
            fields[spec.name] = ["Своё"] * len(value)
    return dataclasses.replace(card, name="Имя карты", text="Текст карты." if card.text else
                               card.text, set="НАБ" if card.set else card.set,
                               rarity="редкая" if card.rarity else card.rarity, fields=fields)


def test_a_russian_face_prints_no_english_word_of_its_own(qapp) -> None:  # type: ignore[no-untyped-def]
    # Every word a face prints that is not the card's own (its name, its text, a free-text
    # field) is asked for in the sheet's language: a word drawn as written ("Neutral",
    # a zone's colour) stays English on a Russian proxy sheet.
    import re

    untranslated: dict[str, set[str]] = {}
    for game in registry.all_games():
        if game_face(game.id) is None:
            continue
        cards = _starter_cards(game.id)
        for card in [*cards, *_rare_cards(cards)]:
            # A value of a field whose values the game does not title (Monster Cards'
            # skills) is a proper name, printed as written; so is the unknown timing "zz"
            # of _rare_cards.
            names = {"zz", "ZZ"} | {
                word for spec in game.fields_of(card.kind)
                if spec.type == "enum" and spec.name not in game.value_titles
                for word in re.findall(r"[A-Za-z]+", str(card.get(spec.name) or ""))}
            for drawn in _drawn_texts(_own_words_in_cyrillic(card), _Translating()):
                words = set(re.findall(r"[A-Za-z]+", drawn)) - names
                if words:
                    untranslated.setdefault(game.id, set()).update(words)
    assert not untranslated, repr(untranslated)
