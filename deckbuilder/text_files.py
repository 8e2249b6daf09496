"""Reading the files users bring — the one gate every user file comes in through — and
``-`` for standard input and output on the command line.

The gate (:func:`read_bytes`, :func:`read_text`, :func:`open_checked`): a user file is
read only if it is a regular file (or ``-``), of at most the size its kind of file may
have (:class:`InputKind`), checked on the opened descriptor before reading and again while
reading in chunks, so that ``/dev/zero``, a pipe with no writer, a folder or a file of
gigabytes is refused at once, for almost no memory, with one message that names the file
(:class:`InputFileError`, exit 2 on the command line). No reader of a user file does its
own ``open()``: ``tests/test_input_gate.py`` walks every command that reads one.

Spreadsheets save text in more than one encoding: UTF-8 (with or without a byte-order
mark), and Excel's "Unicode text" is UTF-16 with a byte-order mark. The mark says which,
so every reader decodes through :func:`decode_text` rather than assuming UTF-8. Excel on
Windows saves "CSV" in the system's legacy code page (Windows-1252 in western Europe and
America, Windows-1251 in Russia) with no mark at all: a kind of file that spreadsheets make
(:data:`COLLECTION_FILE`) names ``legacy_encodings`` that :func:`decode_detected` tries,
strictly, when the bytes are not UTF-8, and says which it assumed.
"""

from __future__ import annotations

import codecs
import errno
import os
import stat
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

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


#: How messages name the encodings :func:`decode_detected` reports.
ENCODING_NAMES = {
    "utf-8": "UTF-8", "utf-8-sig": "UTF-8 with BOM", "utf-16": "UTF-16",
    "utf-16-le": "UTF-16", "utf-16-be": "UTF-16", "utf-32": "UTF-32",
    "cp1251": "Windows-1251", "cp1252": "Windows-1252",
}


@dataclass(frozen=True, slots=True)
class DecodedText:
    """A user file's text and the encoding it was read in, as messages name it
    (``UTF-8``, ``Windows-1252``): shown to the user whenever it had to be guessed."""

    text: str
    encoding: str

    @property
    def guessed(self) -> bool:
        """Whether the encoding is a legacy code page assumed for bytes that are not
        UTF-8 (no byte-order mark or UTF-8 says so): worth saying to the user."""
        return self.encoding.startswith("Windows-")


#: The letters of Russian and Ukrainian: the words a Windows-1251 file is read for.
_CYRILLIC = frozenset("АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдежзийклмнопрстуфхцчшщъыьэюяЁёІіЇїЄєҐґ")


def _cyrillic_words(text: str) -> bool:
    """Whether every word holding a letter beyond ASCII is a Russian or Ukrainian word
    (and one at least has two letters).

    Bytes 0xC0-0xFF are Cyrillic letters in Windows-1251 and accented Latin letters in
    Windows-1252, so both decode most such files. A Russian name decoded as 1252 is a
    jumble of accented capitals and small letters; a French one decoded as 1251 mixes a
    Cyrillic letter into a Latin word ("Pokйmon"), and 1252's euro sign (0x80) comes out
    as 1251's Serbian "Ђ". Neither is written by people."""
    seen = False
    word: list[str] = []
    for ch in text + " ":
        if ch.isalpha():
            word.append(ch)
            continue
        if word and any(not c.isascii() for c in word):
            if not all(c in _CYRILLIC for c in word):
                return False
            seen = seen or len(word) >= 2
        word.clear()
    return seen


def decode_detected(data: bytes, legacy: tuple[str, ...] = ()) -> DecodedText:
    """The text of a file's bytes and the encoding assumed: the byte-order mark's, else
    UTF-8, else the first of ``legacy`` that decodes the bytes strictly (Windows-1251
    only for text whose non-ASCII words are all Cyrillic, see :func:`_cyrillic_words`).
    Raises the ``UnicodeDecodeError`` of UTF-8 when none fits."""
    encoding = text_encoding(data)
    try:
        return DecodedText(data.decode(encoding), ENCODING_NAMES.get(encoding, encoding))
    except UnicodeDecodeError as exc:
        if encoding != "utf-8" or not legacy:
            raise
        first_error = exc
    for candidate in legacy:
        try:
            text = data.decode(candidate)
        except UnicodeDecodeError:
            continue
        if candidate == "cp1251" and not _cyrillic_words(text):
            continue
        return DecodedText(text, ENCODING_NAMES.get(candidate, candidate))
    raise first_error


# ----------------------------------------------------------------------------- the gate

_MB = 2**20

#: Read this much at a time: a refused stream costs at most its kind's cap and one chunk.
_CHUNK = 1 << 20


@dataclass(frozen=True, slots=True)
class InputKind:
    """A kind of user file and the most it may hold. ``name`` is how messages say it
    ("larger than the 4 MB a deck file may be")."""

    name: str
    max_bytes: int
    #: Code pages tried, strictly and in order, for bytes that are not UTF-8 (files that
    #: spreadsheets save; see :func:`decode_detected`).
    legacy_encodings: tuple[str, ...] = ()

    @property
    def shown_cap(self) -> str:
        """The cap as messages give it (``4 MB``, ``64 GB``)."""
        if self.max_bytes >= 2**30 and self.max_bytes % 2**30 == 0:
            return f"{self.max_bytes // 2**30} GB"
        return f"{self.max_bytes // _MB} MB"


# The caps, each well above real use (the figures are what real files weigh) and low
# enough that a file refused for its size is refused unread, and one read from standard
# input to its cap fits the 300 MB a refused input may cost.

#: A deck list: text, JSON, Cockatrice .cod, OCTGN .o8d, MWS .dec. Real ones are a few KB;
#: the largest (an .o8d with long notes, a JSON deck) tens of KB: 4 MB is 100 times that.
DECK_FILE = InputKind("deck file", 4 * _MB)
#: A catalog JSON or CSV. Our JSON takes 440-550 bytes a card (the starter catalogs), CSV
#: less: a 100,000-card catalog, more than all three games ever printed, is about 55 MB.
CATALOG_FILE = InputKind("catalog file", 128 * _MB)
#: A collection CSV (ours, Moxfield, Deckbox, Dragon Shield, ManaBox): 60-120 bytes a row,
#: so 100,000 rows are about 12 MB. Excel on Windows saves them in the system's code page.
COLLECTION_FILE = InputKind("collection file", 64 * _MB, ("cp1251", "cp1252"))
#: A card picture: a 1200 dpi PNG scan of a card is about 20 MB.
PICTURE_FILE = InputKind("picture", 50 * _MB)
#: A photo to scan: a 50 Mpx phone photo is about 25 MB as JPEG, a 24 Mpx PNG about 50 MB.
PHOTO_FILE = InputKind("photo", 80 * _MB)
#: A MONSTER CARDS table file (``--set tables_file=PATH``): the full tables are about 5 KB.
TABLES_FILE = InputKind("table file", 1 * _MB)
#: A backup zip, opened in place (never read whole): the database (at most 8 GB, see
#: catalog.backup) and its pictures; a real collection's backup is a few hundred MB.
BACKUP_FILE = InputKind("backup", 64 * 2**30)


class InputFileError(OSError):
    """A user file the gate refused: not a regular file, or larger than its kind may be.

    An ``OSError`` whose ``filename`` is the file as messages name it and whose
    ``strerror`` is the reason: the command line prints ``deckbuilder: FILE: REASON`` and
    exits 2, and a reader that reports files it cannot read reports this one with the
    same words. ``code`` (``not-a-file``, ``file-too-large``) and ``params`` let the window
    word it in its language."""

    def __init__(self, path: str | Path, reason: str, code: str,
                 params: Mapping[str, Any] | None = None, err: int = errno.EINVAL):
        super().__init__(err, reason, shown_name(path))
        self.code = code
        self.params: dict[str, Any] = dict(params or {})

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.filename, self.strerror, self.code, self.params,
                             self.errno))


def _file_type(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _not_a_file(path: str | Path, mode: int) -> InputFileError:
    what = _file_type(mode)
    return InputFileError(path, f"not a regular file ({what}); give a file",
                          code="not-a-file", params={"type": what})


def _too_large(path: str | Path, kind: InputKind) -> InputFileError:
    return InputFileError(path, f"larger than the {kind.shown_cap} a {kind.name} may be",
                          code="file-too-large",
                          params={"kind": kind.name, "max_mb": kind.max_bytes // _MB},
                          err=errno.EFBIG)


# Non-blocking, so that opening a pipe with no writer returns at once (and the type check
# below refuses it); no controlling terminal from a terminal device named as a file.
_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_BINARY", 0))


def _open_regular(path: str | Path, kind: InputKind) -> int:
    """A descriptor of ``path`` once it is known to be a regular file within ``kind``'s
    cap. The checks are made on the opened descriptor, so the file checked is the file
    read (no race with a rename between a check and the open)."""
    fd = os.open(path, _OPEN_FLAGS)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise _not_a_file(path, st.st_mode)
        if st.st_size > kind.max_bytes:
            raise _too_large(path, kind)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _read_capped(read: Any, path: str | Path, kind: InputKind) -> bytes:
    """Everything ``read(n)`` gives until it gives nothing, refusing the input as soon as
    it passes ``kind``'s cap (a file may grow after its size was checked; a stream has
    no size to check)."""
    chunks: list[bytes] = []
    total = 0
    while chunk := read(min(_CHUNK, kind.max_bytes + 1 - total)):
        total += len(chunk)
        if total > kind.max_bytes:
            chunks.clear()
            raise _too_large(path, kind)
        chunks.append(chunk)
    return b"".join(chunks)


def read_bytes(path: str | Path, kind: InputKind) -> bytes:
    """A user file's bytes (standard input's for ``-``), through the gate: a regular file
    of at most ``kind.max_bytes``, read in chunks. Raises :class:`InputFileError`, or the
    ``OSError`` of a file that cannot be opened (``FileNotFoundError``, …)."""
    if is_stdio(path):
        stream = getattr(sys.stdin, "buffer", None)
        if stream is not None:
            return _read_capped(stream.read, path, kind)
        # A text-only stand-in for stdin (a test's): its characters, as UTF-8.
        return _read_capped(lambda n: sys.stdin.read(n).encode("utf-8"), path, kind)
    with os.fdopen(_open_regular(path, kind), "rb") as fh:
        return _read_capped(fh.read, path, kind)


def read_text(path: str | Path, kind: InputKind) -> str:
    """A user text file (or standard input for ``-``) through the gate
    (:func:`read_bytes`), decoded by :func:`read_decoded`. Raises ``OSError`` (an
    :class:`InputFileError` for a refused file) or ``UnicodeDecodeError``."""
    return read_decoded(path, kind).text


def read_decoded(path: str | Path, kind: InputKind) -> DecodedText:
    """A user text file through the gate and the encoding it was read in: the mark's,
    UTF-8, or one of ``kind.legacy_encodings`` (:func:`decode_detected`). Raises as
    :func:`read_text`."""
    return decode_detected(read_bytes(path, kind), kind.legacy_encodings)


def open_checked(path: str | Path, kind: InputKind) -> BinaryIO:
    """A user file opened for reading in place (a zip needs to seek), once the gate has
    found it a regular file within ``kind``'s cap. The caller closes it. Standard input
    is not one: ``-`` is a file of that name here."""
    return os.fdopen(_open_regular(path, kind), "rb")


class InputArgument:
    """The ``type=`` of a command-line argument that names a file the command reads (see
    :func:`input_file`): the path as given, and the kind of file it is."""

    def __init__(self, kind: InputKind):
        self.kind = kind

    def __call__(self, value: str) -> Path:
        return Path(value)

    def __repr__(self) -> str:
        return f"input_file({self.kind.name})"


def input_file(kind: InputKind) -> InputArgument:
    """Mark a command-line argument as a file the command reads, of this kind: the path
    is read later through the gate; the mark lets the test that walks every command
    (``tests/test_input_gate.py``) find the argument and aim every refusal at it."""
    return InputArgument(kind)


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
