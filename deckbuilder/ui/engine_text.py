"""The rules engines' texts in the window's language.

The engines (``deckbuilder/rules``) know nothing of Qt: decision prompts, option labels,
seat titles, zone titles, counters and card notes come out as :class:`Msg` values — a
message key (the English template, "Transform {character} into {card}") and its
parameters. :func:`engine_text` looks the key up with
``QCoreApplication.translate("EngineText", key)`` and fills in the parameters: card names
and numbers stay as they are, parameters that are themselves engine words (a seat title
such as "Dummy", a strike type, a skill) are translated by their own keys, and lists
(``Msg.joined``: a Redakai character's defence, a Monsuno's power slots) part by part. A
plain ``str`` from an engine is data (a card name, "3/5") and is shown as it is.

Every key the engines use is listed in :func:`_sources` so that
``resources/tools/i18n.py extract`` finds it; a test plays random games of every ruleset
and checks that each key the engines produce is listed and has a Russian translation.
To add a text: write it in the engine as ``Msg("…", field=value)``, add the same
``_tr("…")`` to :func:`_sources`, then run ``resources/tools/i18n.py extract`` and
translate it in the .ts file.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from deckbuilder.rules.engine import Msg

CONTEXT = "EngineText"


def _tr(text: str) -> str:
    return QCoreApplication.translate("EngineText", text)


def _english(text: str) -> str:
    return text


def _sources(_tr: Callable[[str], str] = _english) -> tuple[str, ...]:
    """Every message key of the engines, in the engines' own words.

    Each one is written as a ``_tr("…")`` call so that ``resources/tools/i18n.py extract``
    finds it (context "EngineText", the one of the module's ``_tr``); :data:`TEMPLATES` is
    the list built with ``_english`` in its place."""
    return (
        # --- seats (GameState.seat_title)
        _tr("You"), _tr("Dummy"), _tr("Player {number}"), _tr("Yourself (another turn)"),
        # --- zone titles
        _tr("Hand"), _tr("Deck"), _tr("Discard"), _tr("Graveyard"), _tr("Attacking"),
        _tr("Top of deck"), _tr("Strike card"), _tr("Attack zone"), _tr("Defense zone"),
        _tr("Field"), _tr("Discard zone"),
        # --- a player's counters, and their words
        _tr("Kairu"), _tr("Turns"), _tr("Life"), _tr("Role"), _tr("Clashes"),
        _tr("Monsuno left"), _tr("Status"),
        _tr("attacker"), _tr("defender"), _tr("{role} (advantage)"),
        _tr("winner"), _tr("out"), _tr("playing"), _tr("plays next"),
        # --- a zone's counters, and their words
        _tr("defence"), _tr("damaged"), _tr("life"), _tr("damage taken"), _tr("slots"),
        _tr("damage"), _tr("where"), _tr("launch"), _tr("owner"), _tr("power"),
        _tr("turn order"),
        _tr("not launched"), _tr("aside"), _tr("battlefield"), _tr("defeated"), _tr("none"),
        _tr("normal"), _tr("reversed"),
        # Redakai's damaged zones, by their first letter: left, middle, right.
        _tr("L"), _tr("M"), _tr("R"),
        # Redakai colours and Monsuno strike types (open sets in the data; these are the
        # ones of the starter catalogs).
        _tr("red"), _tr("blue"), _tr("green"), _tr("purple"),
        _tr("blade"), _tr("flame"), _tr("gust"), _tr("quake"), _tr("shock"), _tr("venom"),
        # --- notes on cards
        _tr("tired"), _tr("blanked"), _tr("power {power}"), _tr("powered up"),
        _tr("attacking"), _tr("defending"), _tr("face down"),
        # MONSTER CARDS skills (a card on a shared zone shows its skill)
        _tr("Dodge"), _tr("Double Edged"), _tr("Elemental Torrent"), _tr("Finishing Blow"),
        _tr("Friendship"), _tr("Giant Killing"), _tr("Heal"), _tr("Lightning"),
        _tr("Pressure"), _tr("Protect"), _tr("Return"), _tr("Reverse"), _tr("Revolution"),
        _tr("Ruin"), _tr("Snipe"), _tr("Species Pride"), _tr("Surge"), _tr("Swindle"),
        # --- Redakai decisions
        _tr("You hold more than {limit} cards: discard one"),
        _tr("{attack} attacks {target}: react or pass"),
        _tr("Play attacks and monsters ({kairu} Kairu left) or end the turn"),
        _tr("Discard {card}"),
        _tr("Pass"),
        _tr("React with {card} ({kairu} Kairu)"),
        _tr("End the turn"),
        _tr("Attack {target} with {card}"),
        _tr("Transform {character} into {card}"),
        # --- Monsuno decisions (medium rules)
        _tr("Clash: choose the strike card to play; the other goes to the bottom of your "
            "deck"),
        _tr("Clash: choose the strike card to play; the other goes to the bottom of your "
            "deck (your opponent played {card})"),
        _tr("You dominate: choose which card of each player deals damage"),
        _tr("{card} \u2014 {type}, speed {speed}, damage {damage}, dominates {icons}"),
        _tr("{card} deals {damage}"),
        _tr("{card} super strike deals {damage}"),
        # --- Monsuno decisions (hard and tournament rules)
        _tr("Your turn: launch a Monsuno, strike or recover"),
        _tr("Launch {monsuno} (cost {cost})"),
        _tr("Strike {target} with {monsuno}"),
        _tr("Recover: un-tire your Monsuno and draw up to {cards} cards"),
        _tr("Recover by discarding your hand and drawing {cards} (each of your Monsuno "
            "takes {damage} damage)"),
        _tr("Choose strike cards to pay {cost} launch for {monsuno}"),
        _tr("{card} (launch {launch})"),
        _tr("Choose a strike card for {monsuno} against {opponent}"),
        _tr("Choose a strike card for {monsuno} against {opponent} (the defender revealed "
            "{card})"),
        _tr("{monsuno} is powered up: use its super strike?"),
        _tr("Strike with {damage} damage, keep the clipped cards"),
        _tr("Super strike with {damage} damage, discarding {card}"),
        _tr("Recover out of turn"),
        _tr("Keep your hand and draw up to {cards}"),
        _tr("Discard your hand and draw {cards} (each of your Monsuno takes {damage} "
            "damage)"),
        # --- MONSTER CARDS decisions
        _tr("The Attack zone is empty: play a card to it"),
        _tr("{card} of {player} (power {power}) holds the Attack zone: defend against it "
            "or replace it"),
        _tr("Your {card} holds the Attack zone: play a Discard or Game-Changer card, or end "
            "the turn"),
        _tr("Your {card} holds the Attack zone: you play nothing this turn"),
        _tr("You have no card to play"),
        _tr("Snipe: choose who takes the next turn"),
        _tr("{player} (cards in deck: {cards})"),
        _tr("Attack with {card} (power {power})"),
        _tr("Attack with {card}: take {damage} damage from {attacker}, then {card} holds "
            "the Attack zone"),
        _tr("Defend with {card} against {attacker}"),
        _tr("Dodge with {card}: discard it and pass the turn unattacked"),
        _tr("Snipe with {card}: discard it and choose who plays next"),
        _tr("Put {card} on the field ({skill})"),
    )


#: Every message key of the engines (for tests and counts).
TEMPLATES: tuple[str, ...] = _sources()


def engine_text(text: str) -> str:
    """An engine's text in the window's language: a :class:`Msg` translated by its key
    (an untranslated key stays English), any other text as it is."""
    if not isinstance(text, Msg):
        return text
    if text.sep:
        return text.sep.join(engine_text(part) for part in text.parts)
    translated = QCoreApplication.translate(CONTEXT, text.key)
    if not text.params:
        return translated
    fields = {k: engine_text(v) if isinstance(v, Msg) else v for k, v in text.params.items()}
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


def chance_label(action: Sequence[Any], seat_title_of: Callable[[int], str]) -> str:
    """A chance outcome in words: who goes first, who wins the capsule toss, how the
    launch of a Monsuno round ends. ``seat_title_of`` is the state's ``seat_title``."""
    kind = action[0] if action else ""
    arg = action[1] if len(action) > 1 else None
    if kind in ("first", "toss") and isinstance(arg, int):
        who = seat_title(seat_title_of(arg))
        if kind == "first":
            return _tr("You go first") if arg == 0 else \
                _tr("{who} goes first").format(who=who)
        return _tr("You win the toss and attack first") if arg == 0 else \
            _tr("{who} wins the toss and attacks first").format(who=who)
    if kind == "launch":
        if arg == "miss":
            return _tr("The launch misses: the roles swap")
        if arg == "clash":
            return _tr("Both Monsuno are launched: clash")
        if arg == "both-out":
            return _tr("Both Monsuno are out: the attacker has the advantage")
    return " ".join(str(x) for x in action[1:]) or str(kind)
