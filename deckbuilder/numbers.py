"""The one parser of numbers given by the user: command-line options and numbers inside
compound values (a card size ``63x88``).

``int()`` and ``float()`` take any Unicode digit (``--games ٣`` played 3 games, ``--card-size
٣٠x88`` printed 30 mm cards) and no range: ``--workers -1`` and ``--budget 1000000000``
were accepted, the latter until the machine ran out of memory. Every numeric option is
declared through :func:`integer` or :func:`decimal` with its range, so argparse refuses a
bad value with exit 2 and a message naming the option; ``tests/test_cli_numbers.py`` walks
the parser and fails on an option that takes a number any other way.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

#: Only ASCII: a decimal point, never a comma (a comma separates, e.g. in --back-offset).
_INTEGER = re.compile(r"[+-]?[0-9]{1,30}")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]{1,30}(?:\.[0-9]{0,30})?|\.[0-9]{1,30})")


def _ranged(kind: str, pattern: re.Pattern[str], convert: Callable[[str], float | int],
            low: float | None, high: float | None) -> Callable[[str], float | int]:
    def parse(text: str) -> float | int:
        value = text.strip()
        if not pattern.fullmatch(value):
            raise argparse.ArgumentTypeError(
                f"{text[:40]!r} is not {kind} (write it with the digits 0-9)")
        number = convert(value)
        if (low is not None and number < low) or (high is not None and number > high):
            raise argparse.ArgumentTypeError(f"{value} is out of range: {_span(low, high)}")
        return number

    # argparse names the type in its messages ("invalid integer value"); keep it readable.
    parse.__name__ = kind.split()[-1]
    parse.low, parse.high = low, high  # type: ignore[attr-defined]  # read by the tests
    return parse


def _span(low: float | None, high: float | None) -> str:
    if low is not None and high is not None:
        return f"give a number from {low:g} to {high:g}"
    if low is not None:
        return f"give a number of at least {low:g}"
    return f"give a number of at most {high:g}"


def integer(low: int | None, high: int | None) -> Callable[[str], int]:
    """An argparse ``type`` for a whole number from ``low`` to ``high`` (inclusive)."""
    return _ranged("a whole number", _INTEGER, int, low, high)  # type: ignore[return-value]


def decimal(low: float | None, high: float | None) -> Callable[[str], float]:
    """An argparse ``type`` for a decimal number from ``low`` to ``high`` (inclusive)."""
    return _ranged("a number", _DECIMAL, float, low, high)


def parse_decimal(text: str) -> float:
    """A decimal number written with ASCII digits (a comma taken as the decimal point, as
    in ``63,5``); ``ValueError`` otherwise. For values inside a compound option (``WxH``)."""
    value = text.strip().replace(",", ".")
    if not _DECIMAL.fullmatch(value):
        raise ValueError(f"not a number: {text!r}")
    return float(value)


def parse_integer(text: str) -> int:
    """A whole number written with ASCII digits; ``ValueError`` otherwise."""
    value = text.strip()
    if not _INTEGER.fullmatch(value):
        raise ValueError(f"not a whole number: {text!r}")
    return int(value)


def is_number_type(kind: object) -> bool:
    """Whether an argparse ``type`` is one of this module's parsers."""
    return hasattr(kind, "low") and hasattr(kind, "high")


#: Seeds are 64-bit: the same seed gives the same games on every machine.
SEED = integer(0, 2**63 - 1)
#: A batch of games: at about 4,000 games a second a million is minutes of work; beyond
#: that the per-game figures kept for the statistics start to cost gigabytes.
GAMES = integer(1, 1_000_000)
#: Processes for a batch; more than the cores are clamped with a note.
WORKERS = integer(1, 256)
