"""The playtest window's log: one short line in words for every event an engine emits.

The words come from the game: each events module gives every event type its English line
as a :class:`~deckbuilder.rules.engine.Msg` (``LOG_LINES``, see
:mod:`deckbuilder.rules.events`), and the window translates it by key like every engine
text (:func:`deckbuilder.ui.playtest.engine_text.engine_text`). A test plays every ruleset and
checks that no event type is missing; an event without words raises ``KeyError``.
"""

from __future__ import annotations

from collections.abc import Callable

from deckbuilder.rules.engine import Event
from deckbuilder.rules.events import log_line, log_line_types
from deckbuilder.ui.playtest.engine_text import engine_text

#: The event types :func:`describe_event` has words for.
EVENT_TYPES = log_line_types()


def describe_event(event: Event, seat_title: Callable[[int], str]) -> str:
    """One short line in words for ``event`` in the window's language (players named by
    ``seat_title``: the state's, or one that translates it)."""
    return engine_text(log_line(event, seat_title))
