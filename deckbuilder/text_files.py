"""Reading the text files users bring from other tools, and ``-`` for standard input and
output on the command line.

Spreadsheets save text in more than one encoding: UTF-8 (with or without a byte-order
mark), and Excel's "Unicode text" is UTF-16 with a byte-order mark. The mark says which,
so every reader decodes through :func:`decode_text` rather than assuming UTF-8.
"""

from __future__ import annotations

import codecs
import sys
from pathlib import Path

from deckbuilder.outputs import write_output, write_stdout

#: The file argument that means standard input (reading) or standard output (writing).
STDIO = "-"
#: How messages name standard input, as Python's own tracebacks and compilers do.
STDIN_NAME = "<stdin>"

# UTF-32's marks begin with UTF-16's, so they are tried first.
_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def is_stdio(path: str | Path | None) -> bool:
    """Whether a file argument is ``-`` (standard input or output)."""
    return path is not None and str(path) == STDIO


def shown_name(path: str | Path) -> str:
    """The name messages give a file: ``<stdin>`` for ``-``."""
    return STDIN_NAME if is_stdio(path) else str(path)


def text_encoding(data: bytes) -> str:
    """The encoding of a text file's bytes: the one its byte-order mark names; UTF-16
    without a mark when every other byte of the start is zero (a text file holds no zero
    bytes otherwise); UTF-8 else."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return encoding
    head = data[:64]
    if len(head) >= 2 and 0 not in head[::2] and not any(head[1::2]):
        return "utf-16-le"
    if len(head) >= 2 and not any(head[::2]) and 0 not in head[1::2]:
        return "utf-16-be"
    return "utf-8"


def decode_text(data: bytes) -> str:
    """The text of a file's bytes (see :func:`text_encoding`), without its byte-order
    mark. Raises ``UnicodeDecodeError`` (``encoding`` says which was expected)."""
    return data.decode(text_encoding(data))


def read_bytes(path: str | Path) -> bytes:
    """A file's bytes, or standard input's for ``-``."""
    if is_stdio(path):
        stream = getattr(sys.stdin, "buffer", None)
        if stream is not None:
            return stream.read()
        return sys.stdin.read().encode("utf-8")  # a text-only stand-in for stdin
    return Path(path).read_bytes()


def read_text(path: str | Path) -> str:
    """A text file (or standard input for ``-``), decoded by :func:`decode_text`. Raises
    ``OSError`` or ``UnicodeDecodeError``."""
    return decode_text(read_bytes(path))


def encoding_name(exc: UnicodeDecodeError) -> str:
    """The encoding a decode error was expecting, as messages name it (``UTF-16``)."""
    return exc.encoding.upper().replace("-SIG", "").replace("-LE", "").replace("-BE", "")


def write_text(path: str | Path, text: str) -> None:
    """Write UTF-8 text to a file (through the output gate) or, for ``-``, to standard
    output."""
    write_output(path, text, stdio=True)


def write_stdout_bytes(data: bytes) -> None:
    """Write bytes to standard output, after what was printed before."""
    write_stdout(data)
