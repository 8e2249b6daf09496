"""What the command line prints: never a character a terminal would obey.

A deck or card name may come from anyone's file, and a database written by an older
version may still hold names with an escape sequence (``ESC [ 2 J`` clears the screen,
``ESC ] 52`` writes the clipboard), a carriage return that overwrites the line, or a bidi
override that shows the text in another order. The deck and card types refuse them now;
what was stored before is shown escaped. :func:`printable` is the one rule, and
:func:`printable_streams` applies it to everything a command writes to standard output
and standard error, so no ``print`` in any command can forget it.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterator
from typing import Any, TextIO

# C0 controls but tab and line feed, DEL, C1 controls, lone surrogates, the line and
# paragraph separators, bidi embeddings, overrides and isolates. A carriage return is
# shown escaped unless it ends a line (\r\n: Magic Workstation's .dec written to "-").
_SHOWN_ESCAPED = [*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), *range(0x7F, 0xA0),
                  *range(0xD800, 0xE000), 0x2028, 0x2029, *range(0x202A, 0x202F),
                  *range(0x2066, 0x206A)]
# \uXXXX: readable, and still JSON where it lands inside a JSON string (--json output).
_TABLE = {code: f"\\u{code:04x}" for code in _SHOWN_ESCAPED}
_LONE_CR = re.compile("\r(?!\n)")
# Found first, so that the usual text (a megabyte of --json) is passed on untouched:
# translate() looks every character up in the table.
_ANY_SHOWN_ESCAPED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff"
                                "\u2028-\u202e\u2066-\u2069]")


def printable(text: str) -> str:
    """``text`` with every control character (but tab and line feed), lone surrogate and
    bidi override written as a visible ``\\uXXXX`` escape (a carriage return too, unless a
    line feed follows it)."""
    if _ANY_SHOWN_ESCAPED.search(text) is None:
        return text
    return _LONE_CR.sub(r"\\u000d", text.translate(_TABLE))


class PrintableStream:
    """A text stream that writes :func:`printable` text to the stream it wraps; the rest
    (``buffer`` for bytes, ``fileno``, ``isatty``, ``flush``…) is the wrapped stream's."""

    def __init__(self, wrapped: TextIO):
        self.wrapped = wrapped

    def write(self, text: str) -> int:
        self.wrapped.write(printable(text))
        return len(text)

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.wrapped, name)


@contextlib.contextmanager
def printable_streams() -> Iterator[None]:
    """Within the block, ``sys.stdout`` and ``sys.stderr`` write printable text only."""
    out, err = sys.stdout, sys.stderr
    sys.stdout = PrintableStream(out)
    sys.stderr = PrintableStream(err)
    try:
        yield
    finally:
        sys.stdout, sys.stderr = out, err


__all__ = ["PrintableStream", "printable", "printable_streams"]
