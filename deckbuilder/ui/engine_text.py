"""The rules engines' English texts in the window's language.

The engines (``deckbuilder/rules``) speak English and know nothing of Qt: decision prompts,
option labels, seat titles, zone titles, counters and card notes come out as plain strings
("Transform Tessia - Ember Veil into Glowmoth Healer", "Kairu", "not launched"). This module
recognises them and looks their translation up with
``QCoreApplication.translate("EngineText", …)``:

* a text without fields ("Hand", "End the turn", "not launched") is a dictionary look-up;
* a text with fields matches one of the templates below, e.g. ``"Transform {character} into
  {card}"``, each compiled once into a full-match regular expression; the translated
  template gets the same fields. Card names stay as they are; numbers too; fields that are
  themselves engine words (a seat title such as "Dummy", a strike type, a skill) are
  translated in turn;
* lists the engines join with " · " (a Redakai character's defence, a Monsuno's power slots)
  or "; " (a Monsuno damage choice) are translated part by part, and a few word + mark
  pieces ("green 3", "flame ✓", the damaged zones "L M") word by word.

A text nothing matches comes back unchanged (:func:`is_known` tells; the tests play random
games of every ruleset and check that every text the window shows is known). Results are
cached per language (the ``deckbuilder_language`` property :func:`install_translators` puts
on the application); :func:`clear_cache` empties the cache when a translator changes
otherwise.

To add a text: write it as one more ``_tr("…")`` in :func:`_sources`, then run
``resources/tools/i18n.py extract`` and translate it in the .ts file.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication

CONTEXT = "EngineText"


def _tr(text: str) -> str:
    return QCoreApplication.translate("EngineText", text)


def _english(text: str) -> str:
    return text


def _sources(_tr: Callable[[str], str] = _english) -> tuple[str, ...]:
    """Every English text of the engines this module knows, in the engines' own words.

    Each one is written as a ``_tr("…")`` call so that ``resources/tools/i18n.py extract``
    finds it (context "EngineText", the one of the module's ``_tr``); the table is built
    with ``_english`` in its place, and the translation is looked up when a text is shown.
    Field names say what a field holds (see ``_NUMBER_FIELDS``, ``_WORD_FIELDS``,
    ``_LIST_FIELDS``; any other field is a card name)."""
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


#: Fields holding a whole number.
_NUMBER_FIELDS = frozenset({"number", "limit", "kairu", "damage", "cost", "launch", "cards",
                            "power", "speed"})
#: Fields holding an engine word (translated in turn): a seat, a role, a strike type, a skill.
_WORD_FIELDS = frozenset({"player", "role", "type", "skill"})
#: Fields holding engine words joined by "/" (a strike card's domination icons).
_LIST_FIELDS = frozenset({"icons"})

_FIELD = re.compile(r"\{(\w+)\}")


class _Template:
    """One English text with ``{fields}``, compiled into a full-match regex."""

    __slots__ = ("fields", "literal", "prefix", "regex", "source", "suffix")

    def __init__(self, source: str):
        self.source = source
        parts = _FIELD.split(source)     # literal, field, literal, field, …, literal
        literals, names = parts[0::2], parts[1::2]
        self.prefix, self.suffix = literals[0], literals[-1]
        self.literal = sum(len(s) for s in literals)
        pattern = [re.escape(literals[0])]
        seen: set[str] = set()
        for name, lit in zip(names, literals[1:], strict=True):
            if name in seen:
                pattern.append(f"(?P={name})")
            else:
                seen.add(name)
                body = r"-?\d+" if name in _NUMBER_FIELDS else r".+?"
                pattern.append(f"(?P<{name}>{body})")
            pattern.append(re.escape(lit))
        self.fields = tuple(seen)
        self.regex = re.compile("".join(pattern), re.DOTALL)


def _compile() -> tuple[dict[str, str], tuple[_Template, ...]]:
    exact: dict[str, str] = {}
    templates: list[_Template] = []
    for source in _sources():
        if _FIELD.search(source):
            templates.append(_Template(source))
        else:
            exact[source] = source
    # The most specific first: "{card} super strike deals {damage}" before "{card} deals
    # {damage}", a prompt with "(the defender revealed {card})" before the one without.
    templates.sort(key=lambda t: -t.literal)
    return exact, tuple(templates)


_EXACT, _TEMPLATES = _compile()

#: Every English text this module knows (for tests and counts).
TEMPLATES: tuple[str, ...] = _sources()

#: Texts shown as they are in every language: numbers, "3/5", a dash for nothing.
_NEUTRAL = re.compile(r"-?\d+(?:/-?\d+)?|\u2014|")
#: An engine word followed by a number or a mark: "green 3", "flame ✓", "shock —".
_WORD_MARK = re.compile(r"(?P<word>\S.*?) (?P<mark>-?\d+|\u2713|\u2014)")
#: Redakai's damaged zones: "L", "L M R".
_LETTERS = re.compile(r"[A-Z](?: [A-Z])*")
_LISTS = (" \u00b7 ", "; ")


def _translate_source(source: str, fields: dict[str, str]) -> str:
    text = QCoreApplication.translate(CONTEXT, source)
    if not fields:
        return text
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError):   # a broken translation: keep the English
        return source.format(**fields)


@lru_cache(maxsize=8192)
def _lookup(text: str, language: str) -> tuple[str, bool]:
    """``text`` translated, and whether every part of it was recognised."""
    if text in _EXACT:
        return _translate_source(text, {}), True
    if _NEUTRAL.fullmatch(text):
        return text, True
    partial: tuple[str, bool] | None = None
    for sep in _LISTS:
        if sep in text:
            parts = [_lookup(part, language) for part in text.split(sep)]
            joined = sep.join(p[0] for p in parts)
            if all(p[1] for p in parts):
                return joined, True
            partial = partial or (joined, False)
    for t in _TEMPLATES:
        if not (text.startswith(t.prefix) and text.endswith(t.suffix)):
            continue
        m = t.regex.fullmatch(text)
        if m is None:
            continue
        known = True
        fields = m.groupdict()
        for name, value in fields.items():
            if name in _WORD_FIELDS:
                fields[name], ok = _lookup(value, language)
                known = known and ok
            elif name in _LIST_FIELDS:
                items = [_lookup(v, language) for v in value.split("/")]
                fields[name] = "/".join(i[0] for i in items)
                known = known and all(i[1] for i in items)
        return _translate_source(t.source, fields), known
    if partial is not None:
        return partial
    m = _WORD_MARK.fullmatch(text)
    if m is not None and m["word"] in _EXACT:
        return f"{_translate_source(m['word'], {})} {m['mark']}", True
    if _LETTERS.fullmatch(text):
        letters = text.split(" ")
        if all(letter in _EXACT for letter in letters):
            return " ".join(_translate_source(letter, {}) for letter in letters), True
    return text, False


def _language() -> str:
    app = QCoreApplication.instance()
    if app is None:
        return ""
    return str(app.property("deckbuilder_language") or "")


def engine_text(text: str) -> str:
    """An engine's English text in the window's language (unchanged when unknown)."""
    return _lookup(text, _language())[0]


def is_known(text: str) -> bool:
    """Whether :func:`engine_text` recognises every part of ``text``."""
    return _lookup(text, _language())[1]


def clear_cache() -> None:
    """Forget the translations looked up so far (after a translator changed)."""
    _lookup.cache_clear()


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
