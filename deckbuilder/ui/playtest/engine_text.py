"""The rules engines' texts in the window's language.

The engines (``deckbuilder/rules``) know nothing of Qt: decision prompts, option labels,
seat titles, zone titles, counters and card notes come out as :class:`Msg` values — a
message key (the English template, "Transform {character} into {card}") and its
parameters. :func:`engine_text` looks the key up with
``QCoreApplication.translate("EngineText", key)`` and fills in the parameters: card names
are shown in the window's language where the card has a name in it (the cards' own
``names``, learnt by :func:`learn_card_names`), numbers as they are, parameters that are themselves engine words (a seat title
such as "Dummy", a strike type, a skill) are translated by their own keys, and lists
(``Msg.joined``: a Redakai character's defence, a Monsuno's power slots) part by part. A
plain ``str`` from an engine is data (a card name, "3/5") and is shown as it is.

``resources/tools/i18n.py extract`` finds every key in the engines' own code (the literal
``Msg("…")`` calls under ``deckbuilder/rules``, context "EngineText"), so a game's texts
live in its package only; a test plays random games of every ruleset and checks that each
key the engines produce is extracted and has a Russian translation. To add a text: write
it in the engine as ``Msg("…", field=value)``, run ``resources/tools/i18n.py extract`` and
translate it in the .ts file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from deckbuilder.rules.engine import Msg
from deckbuilder.ui.common.i18n import window_language

if TYPE_CHECKING:
    from deckbuilder.rules.cards import Card
    from deckbuilder.services.playtest_service import Playable

CONTEXT = "EngineText"


def _tr(text: str) -> str:
    return QCoreApplication.translate("EngineText", text)


#: Card name → its name in a language, per language (the cards' own ``names``), for the
#: cards of the games being played: the engines name cards in English, the table shows
#: them as the catalog does in the window's language.
_CARD_NAMES: dict[str, dict[str, str]] = {}


def builtin_cards(game: str) -> dict[str, Card]:
    """The dummies' built-in cards of a game by name (they are not in the catalog)."""
    from deckbuilder.rules.registry import find_game

    desc = find_game(game)
    cards = desc.training_cards() if desc is not None else []
    return {c.name: c for c in cards}


def learn_card_names(playable: Playable) -> None:
    """Remember the translated names of the cards of a playtest's deck and dummy, and of
    the game's built-in training cards (the dummy's own, in no catalog)."""
    decks = [playable.deck] + ([playable.dummy] if playable.dummy is not None else [])
    training = builtin_cards(playable.ruleset.game).values()
    for card in [*(c for d in decks for c in d.cards.values()), *training]:
        for lang, local in card.names.items():
            if local and local != card.name:
                _CARD_NAMES.setdefault(lang, {})[card.name] = local


def _name(text: str) -> str:
    """A card name in the window's language (any other data as it is)."""
    lang = window_language()
    return text if lang == "en" else _CARD_NAMES.get(lang, {}).get(text, text)


def engine_text(text: str) -> str:
    """An engine's text in the window's language: a :class:`Msg` translated by its key
    (an untranslated key stays English), any other text as it is."""
    if not isinstance(text, Msg):
        return _name(text)
    if text.sep:
        return text.sep.join(engine_text(part) for part in text.parts)
    if text.plural is not None:
        counted = QCoreApplication.translate(CONTEXT, text.key, "", text.plural)
        if counted == text.key.replace("%n", str(text.plural)):   # untranslated: English
            return str(text)
        return counted
    translated = QCoreApplication.translate(CONTEXT, text.key)
    if not text.params:
        return translated
    fields = {k: engine_text(v) if isinstance(v, str) else v for k, v in text.params.items()}
    try:
        return translated.format(**fields)
    except (KeyError, IndexError, ValueError):   # a broken translation: keep the English
        return text.key.format(**fields)


def seat_title(title: str) -> str:
    """A seat title of the engine ("You", "Dummy", "Player 3") in the window's language."""
    return engine_text(title)


def translated_seats(seat_title_of: Callable[[int], str]) -> Callable[[int], str]:
    """``state.seat_title`` with its titles translated (for the event log)."""
    return lambda player: seat_title(seat_title_of(player))


def chance_label(action: Sequence[Any], seat_title_of: Callable[[int], str],
                 words: Msg | None = None) -> str:
    """A chance outcome in words: who goes first, who wins the capsule toss, or the game's
    own ``words`` for it (``state.chance_text(action)``). ``seat_title_of`` is the state's
    ``seat_title``."""
    if words is not None:
        return engine_text(words)
    kind = action[0] if action else ""
    arg = action[1] if len(action) > 1 else None
    if kind in ("first", "toss") and isinstance(arg, int):
        who = seat_title(seat_title_of(arg))
        if kind == "first":
            return _tr("You go first") if arg == 0 else \
                _tr("{who} goes first").format(who=who)
        return _tr("You win the toss and attack first") if arg == 0 else \
            _tr("{who} wins the toss and attacks first").format(who=who)
    return " ".join(str(x) for x in action[1:]) or str(kind)
