"""What is wrong with a catalog or collection file, said once for every reader: where (the
file; the line, or the card of a JSON list; the column; the field), in English for the
command line and as a code with its values for the window, which words it in its language.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckbuilder.catalog.csv_records import CsvSyntaxError
from deckbuilder.rules.cards import CardDataError
from deckbuilder.text_files import InputFileError, encoding_name

MAX_REPORTED_ERRORS = 50


@dataclass(frozen=True, slots=True)
class FileProblem:
    """One problem of a catalog or collection file: where it is (the file; the line, or the
    card of a JSON list; the column; the field) and what is wrong.

    ``detail`` is the English text the command line prints (``str()`` gives the whole
    line); ``code`` and ``params`` say the same for the window, which words it in its own
    language (deckbuilder.ui.common.error_text) and falls back to the English for a code it does
    not know."""

    path: str
    detail: str
    code: str
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    line: int | None = None
    column: int | str | None = None  # a column's number, or its header as the file has it
    card: int | None = None  # JSON: the card's place in the list, from 1
    label: str | None = None  # JSON: that card's name as written (short_repr), if any
    field: str | None = None

    def __str__(self) -> str:
        parts = []
        if self.line is not None:
            parts.append(f"line {self.line}")
        elif self.card is not None:
            parts.append(f"card #{self.card}" + (f" {self.label}" if self.label else ""))
        if self.column is not None:
            parts.append(f"column {self.column}")
        if self.field:
            parts.append(f"field {self.field!r}")
        where = ", ".join(parts)
        return f"{self.path}: {where}: {self.detail}" if where else f"{self.path}: {self.detail}"


class CellError(ValueError):
    """A cell (or a value) that cannot be read. ``str()`` is English; ``code`` and
    ``params`` are carried into the :class:`FileProblem` of the cell."""

    def __init__(self, message: str, *, code: str, **params: Any):
        super().__init__(message)
        self.code = code
        self.params = params


def cell_problem(path: Path | str, exc: ValueError, **where: Any) -> FileProblem:
    """The problem of a cell whose reading raised ``exc``. A ValueError without a code
    (not one of ours) keeps its English text as the detail."""
    if isinstance(exc, CellError):
        return FileProblem(str(path), str(exc), exc.code, exc.params, **where)
    return FileProblem(str(path), str(exc), code="other", params={"detail": str(exc)},
                       **where)


class CatalogFileError(ValueError):
    """A catalog file was refused. ``errors`` lists every problem found, each naming the
    file, the card or line, and the field; ``problems`` are the same as
    :class:`FileProblem` values (for the window's translation)."""

    def __init__(self, path: str | Path, problems: list[FileProblem]):
        self.path = str(path)
        self.problems = problems
        self.errors = errors = [str(p) for p in problems]
        shown = errors[:MAX_REPORTED_ERRORS]
        more = len(errors) - len(shown)
        text = "\n".join(shown) + (f"\n… and {more} more problems" if more > 0 else "")
        super().__init__(f"{path}: nothing was imported.\n{text}" if len(errors) > 1
                         else text)


def card_problems(path: Path, at: Mapping[str, Any], exc: CardDataError,
                   skip: frozenset[str] = frozenset()) -> list[FileProblem]:
    """One problem per problem of a card, each naming the file, the card or line, the field.
    Problems of the fields in ``skip`` (already reported from their CSV cells) are left out.
    The rules' own code and values ride along under ``code``/``params``, so the window words
    the detail in its language (its English ``detail`` when the code is unknown)."""
    out = []
    for p in exc.problems:
        if p.field and _top_field(p.field) in skip:
            continue
        out.append(FileProblem(str(path), p.detail, code="card-data",
                               params={"detail": p.detail, "code": p.code,
                                       "params": p.params},
                               field=p.field, **at))
    return out


def _top_field(field: str) -> str:
    """``defense[2].value`` → ``defense``."""
    return field.split("[", 1)[0].split(".", 1)[0]


def read_problem(path: Path, exc: OSError) -> FileProblem:
    """Why a file could not be read: missing, not UTF-8, or what the system said."""
    if isinstance(exc, FileNotFoundError):
        return FileProblem(str(path), "no such file", code="no-such-file")
    if isinstance(exc, InputFileError):
        # The gate's own words ("not a regular file", "larger than"), as every reader.
        return FileProblem(str(path), str(exc.strerror), code=exc.code, params=exc.params)
    return FileProblem(str(path), f"cannot read ({exc.strerror})", code="cannot-read",
                       params={"reason": exc.strerror})


def decode_problem(path: Path, exc: UnicodeDecodeError) -> FileProblem:
    encoding = encoding_name(exc)
    if encoding == "UTF-8":
        return FileProblem(str(path), f"not UTF-8 text (byte {exc.start})", code="not-utf8",
                           params={"byte": exc.start})
    # A byte-order mark promised another encoding that the rest does not keep to.
    return FileProblem(str(path), f"not {encoding} text (byte {exc.start})",
                       code="bad-encoding", params={"encoding": encoding, "byte": exc.start})


def csv_problem(path: Path, exc: CsvSyntaxError, offset: int = 0) -> FileProblem:
    """The problem of text that is not CSV (``offset``: lines before the CSV body)."""
    return FileProblem(str(path), str(exc), exc.code, exc.params, line=exc.line + offset)
