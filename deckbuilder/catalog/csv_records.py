"""Reading the records of a CSV text with the lines they span, for the catalog and the
collection importers.

Python's ``csv`` reader, when not strict, takes a quote that is never closed as the start
of one cell running to the end of the file: every later row silently becomes part of that
cell. The strict reader refuses that, but also refuses stray quotes that spreadsheets
write and read without complaint (``12" ruler``, ``"a"b``). So the reader stays forgiving
and only the last record, where an unclosed quote always ends up, is checked again.
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from collections.abc import Iterator


class CsvSyntaxError(ValueError):
    """The text is not CSV at ``line`` (1-based, counted in the text given).

    ``code`` says which problem it is, for the window's own wording: ``csv-unclosed-quote``,
    or ``csv-error`` for what the ``csv`` module refused (its English message is kept as
    ``params["detail"]``: Python does not tell its errors apart otherwise)."""

    def __init__(self, line: int, message: str, *, code: str):
        self.line = line
        self.code = code
        self.params = {"detail": message}
        super().__init__(message)


#: First characters that make a spreadsheet read a cell as a formula (a tab or a carriage
#: return is skipped by some before they look).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_PLAIN_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def neutralise(cell: str) -> str:
    """A cell for a CSV file a spreadsheet will open: ``=HYPERLINK(…)`` in a note must not
    run. A cell starting with a formula character gets a leading ``'`` (what spreadsheets
    themselves use to mark text), and so does one that already starts with ``'`` followed
    by such a character or a second ``'``, so that :func:`unneutralise` gives every value
    back exactly. A plain number (``-3``) is no formula and stays as it is."""
    if (cell.startswith(FORMULA_STARTS) and not _PLAIN_NUMBER.fullmatch(cell)) or \
            (cell.startswith("'") and cell[1:2] in (*FORMULA_STARTS, "'")):
        return "'" + cell
    return cell


def unneutralise(cell: str) -> str:
    """The value of a cell written by :func:`neutralise`: one leading ``'`` is dropped when
    a formula character or another ``'`` follows it (``'Tis`` from another tool stays)."""
    if cell.startswith("'") and cell[1:2] in (*FORMULA_STARTS, "'"):
        return cell[1:]
    return cell


def read_records(body: str, delimiter: str) -> Iterator[tuple[int, int, list[str]]]:
    """``(first line, last line, cells)`` of each record, blank ones included; each cell
    as :func:`unneutralise` gives it back.

    Raises :class:`CsvSyntaxError` (after yielding the records before it) for what the
    ``csv`` module refuses and for a quoted cell that is never closed.
    """
    reader = csv.reader(io.StringIO(body), delimiter=delimiter)
    end = 0
    pending: tuple[int, int, list[str]] | None = None
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            raise CsvSyntaxError(reader.line_num, str(exc), code="csv-error") from None
        # Each record is handed out once the next one is read: only the last record can
        # hold an unclosed quote, and it is checked before it is handed out.
        if pending is not None:
            yield pending
        pending = (end + 1, reader.line_num, [unneutralise(c) for c in cells])
        end = reader.line_num
    if pending is not None:
        if _ends_inside_quotes(body, pending[0], delimiter):
            raise CsvSyntaxError(pending[0], _UNCLOSED, code="csv-unclosed-quote")
        yield pending


_UNCLOSED = ('a quoted cell is never closed: a " on this line has no closing " '
             "(inside quotes, write a quote as \"\")")


def _ends_inside_quotes(body: str, first_line: int, delimiter: str) -> bool:
    """Whether the text from ``first_line`` on ends inside a quoted cell, read the way the
    forgiving ``csv`` reader reads it."""
    tail = itertools.islice(io.StringIO(body), first_line - 1, None)
    state = "start"  # start of a cell, in an unquoted cell, quoted, just after a quote
    for line in tail:
        for ch in line:
            if state == "quoted":
                if ch == '"':
                    state = "quote"
            elif state == "quote":  # a quote inside quotes: doubled, or the end
                if ch == '"':
                    state = "quoted"
                elif ch == delimiter or ch in "\r\n":
                    state = "start"
                else:
                    state = "plain"
            elif ch == delimiter or ch in "\r\n":
                state = "start"
            elif state == "start" and ch == '"':
                state = "quoted"
            else:
                state = "plain"
    return state == "quoted"
