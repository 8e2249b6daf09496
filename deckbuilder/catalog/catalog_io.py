"""Catalog files (RULES.md §1): JSON and CSV import/export.

An import reads and checks the whole file first and writes nothing unless every card is
valid; the write itself is one transaction. Errors name the file, the card (JSON) or line
(CSV), the field and what was expected.
"""

from __future__ import annotations

import collections.abc
import csv
import dataclasses
import hashlib
import io
import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckbuilder.catalog.card_repository import CardRecord, CardRepository
from deckbuilder.catalog.catalog_cells import (
    all_specs,
    cell_text,
    cell_value,
    names_cell_text,
    names_cell_value,
    sniff_dialect,
)
from deckbuilder.catalog.csv_records import CsvSyntaxError, neutralise, read_records
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.file_problems import (
    CatalogFileError,
    FileProblem,
    card_problems,
    cell_problem,
    csv_problem,
    decode_problem,
    read_problem,
)
from deckbuilder.catalog.pictures import PictureError, PictureStore, read_picture_file
from deckbuilder.outputs import OutputGroup, output_folder, write_stdout
from deckbuilder.rules.cards import (
    COMMON_FIELDS,
    GAMES,
    Card,
    CardDataError,
    card_from_json,
    field_specs,
    name_key,
    short_repr,
)
from deckbuilder.text_files import (
    CATALOG_FILE,
    STDIN_NAME,
    is_stdio,
    read_text,
    shown_name,
)

FORMAT_ID = "deckbuilder-catalog"
FORMAT_VERSION = 1


@dataclass(frozen=True, slots=True)
class ParsedCard:
    card: Card
    image: Path | None
    where: str  # "card #3 'Name'" or "line 7"
    # The same as FileProblem location fields (line=…, or card=… and label=…).
    at: Mapping[str, Any] = dataclasses.field(default_factory=dict)


class ImportCancelled(Exception):
    """An import stopped by its ``progress`` callback; nothing was written."""


#: Told each step of an import as it ends: ``("read", cards)``, ``("checked", cards with a
#: picture)``, ``("written", cards)`` (the last before the commit). Returning False stops the import
#: there with :class:`ImportCancelled`, and nothing is written.
ImportProgress = collections.abc.Callable[[str, int], bool]


def _step(progress: ImportProgress | None, step: str, count: int) -> None:
    if progress is not None and not progress(step, count):
        raise ImportCancelled(step)


@dataclass(frozen=True, slots=True)
class ImportReport:
    added: int
    updated: int
    pictures: int
    cards: int


# ----------------------------------------------------------------------------- reading

def _resolve_image(card: Card, base: Path) -> Path | None:
    if not card.image:
        return None
    p = Path(card.image).expanduser()
    return p if p.is_absolute() else (base / p)


def read_json_catalog(path: Path, text: str | None = None) -> list[ParsedCard]:
    """Parse and validate a JSON catalog file (raises :class:`CatalogFileError`)."""
    if text is None:
        text = _read_text(path)
    def refuse(message: str, *, code: str, **params: Any) -> CatalogFileError:
        return CatalogFileError(path, [FileProblem(str(path), message, code, params)])

    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CatalogFileError(path, [FileProblem(
            str(path), f"not valid JSON ({exc.msg})", code="json-invalid",
            params={"detail": exc.msg}, line=exc.lineno, column=exc.colno)]) from None
    except RecursionError:
        raise refuse(TOO_DEEP, code="json-too-deep") from None
    except ValueError as exc:  # a number of thousands of digits (Python's own limit)
        raise refuse(f"not a catalog: {exc}", code="not-catalog", detail=str(exc)) from None
    if isinstance(doc, list):
        cards_raw: Any = doc  # a bare list of cards, as `catalog search --json` prints
    elif isinstance(doc, dict):
        if doc.get("format") != FORMAT_ID:
            got = short_repr(doc.get("format"))
            raise refuse(f'field "format": expected "{FORMAT_ID}", got {got}',
                         code="format-wrong", expected=FORMAT_ID, got=got)
        if doc.get("version") != FORMAT_VERSION:
            got = short_repr(doc.get("version"))
            raise refuse(f'field "version": expected {FORMAT_VERSION}, got {got}',
                         code="version-wrong", expected=FORMAT_VERSION, got=got)
        extra = set(doc) - {"format", "version", "cards", "name", "description"}
        if extra:
            name = short_repr(sorted(extra)[0])
            raise refuse(f"unknown top-level field {name}", code="unknown-top-field",
                         field=name)
        cards_raw = doc.get("cards")
    else:
        raise refuse(f"expected a catalog object, got {type(doc).__name__}",
                     code="not-catalog-object", type=type(doc).__name__)
    if not isinstance(cards_raw, list):
        raise refuse('field "cards": expected a list of cards', code="cards-not-list")
    parsed: list[ParsedCard] = []
    errors: list[FileProblem] = []
    for i, raw in enumerate(cards_raw, 1):
        label = raw.get("name") if isinstance(raw, dict) else None
        shown = short_repr(label) if isinstance(label, str) else None
        where = f"card #{i}" + (f" {shown}" if shown else "")
        at: dict[str, Any] = {"card": i, "label": shown}
        bad = lone_surrogate(raw)
        if bad is not None:
            errors.append(FileProblem(str(path), f"holds {bad}, which is not a character "
                                      "(a lone surrogate): not valid text",
                                      code="lone-surrogate", params={"escape": bad}, **at))
            continue
        try:
            card = card_from_json(raw)
        except CardDataError as exc:
            errors.extend(card_problems(path, at, exc))
            continue
        parsed.append(ParsedCard(card, _resolve_image(card, path.parent), where, at))
    errors.extend(_duplicates(path, parsed))
    if errors:
        raise CatalogFileError(path, errors)
    return parsed


def lone_surrogate(value: Any) -> str | None:
    """The first lone surrogate (``\\ud800``: JSON can escape one, but it is no character
    and cannot be stored) in a JSON value, as its escape; None when there is none."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"\\u{ord(exc.object[exc.start]):04x}"
    return None


TOO_DEEP = ("not a catalog: lists or objects are nested too deeply to read (a catalog "
            "needs only a few levels)")


def _duplicates(path: Path, parsed: list[ParsedCard]) -> list[FileProblem]:
    seen: dict[tuple[str, str], ParsedCard] = {}
    errors = []
    for p in parsed:
        key = (p.card.game, name_key(p.card.name))
        if key in seen:
            first = seen[key]
            errors.append(FileProblem(
                str(path), f"the {p.card.game} card {p.card.name!r} is already in the file "
                f"({first.where})", code="duplicate-card",
                params={"game": p.card.game, "name": p.card.name, "first": first.at},
                **p.at))
        else:
            seen[key] = p
    return errors


def _read_text(path: Path) -> str:
    """The text of a catalog file (``-``: standard input), whatever its byte-order mark."""
    try:
        return read_text(path, CATALOG_FILE)
    except UnicodeDecodeError as exc:
        raise CatalogFileError(shown_name(path), [decode_problem(Path(shown_name(path)),
                                                                 exc)]) from None
    except OSError as exc:
        raise CatalogFileError(shown_name(path), [read_problem(Path(shown_name(path)),
                                                               exc)]) from None


def read_csv_catalog(path: Path, text: str | None = None) -> list[ParsedCard]:
    """Parse and validate a CSV catalog file: one card per row, columns by header name."""
    if text is None:
        text = _read_text(path)
    body, delim = sniff_dialect(text)
    offset = text.count("\n") - body.count("\n")
    records = read_records(body, delim)
    try:
        _, _, header = next(records)
    except StopIteration:
        raise CatalogFileError(path, [FileProblem(str(path), "the file is empty",
                                                  code="empty-file")]) from None
    except CsvSyntaxError as exc:
        raise CatalogFileError(path, [csv_problem(path, exc, offset)]) from None
    specs = all_specs()
    known = set(COMMON_FIELDS) | set(specs)
    columns: list[str | None] = []
    errors: list[FileProblem] = []
    for i, h in enumerate(header):
        key = h.strip().lower().replace(" ", "_")
        if key.startswith("names.") or (key.startswith("name_") and len(key) <= 8):
            columns.append("names." + key.split(".", 1)[-1].removeprefix("name_"))
        elif key in known:
            columns.append(key)
        elif key == "":
            columns.append(None)
        else:
            errors.append(FileProblem(str(path), "unknown column " + short_repr(h),
                                      code="unknown-column", params={"column": short_repr(h)},
                                      line=1 + offset, column=i + 1))
            columns.append(None)
    for i, col in enumerate(columns):
        if col is not None and columns.index(col) < i:
            first = columns.index(col) + 1
            errors.append(FileProblem(str(path), f"the column {col!r} is already column "
                                      f"{first}", code="column-repeated",
                                      params={"name": col, "first": first},
                                      line=1 + offset, column=i + 1))
    for req in ("game", "name", "kind"):
        if req not in columns:
            errors.append(FileProblem(str(path), f"missing the {req!r} column",
                                      code="missing-column", params={"name": req},
                                      line=1 + offset))
    if errors:
        raise CatalogFileError(path, errors)
    parsed: list[ParsedCard] = []
    try:
        for _first, last, row in records:
            line = last + offset
            if not any(cell.strip() for cell in row):
                continue
            if len(row) > len(columns):
                errors.append(FileProblem(str(path), f"{len(row)} cells but only "
                                          f"{len(columns)} columns", code="too-many-cells",
                                          params={"cells": len(row), "columns": len(columns)},
                                          line=line))
                continue
            card = _csv_card(path, line, columns, row, errors)
            if card is not None:
                parsed.append(ParsedCard(card, _resolve_image(card, path.parent),
                                         f"line {line}", {"line": line}))
    except CsvSyntaxError as exc:
        errors.append(csv_problem(path, exc, offset))
    errors.extend(_duplicates(path, parsed))
    if errors:
        raise CatalogFileError(path, errors)
    return parsed


def _csv_card(path: Path, line: int, columns: list[str | None], row: list[str],
              errors: list[FileProblem]) -> Card | None:
    """The card of one CSV row, or None after adding every problem of the row to
    ``errors``."""
    raw: dict[str, Any] = {}
    names: dict[str, str] = {}
    row_errors: list[FileProblem] = []
    bad_cells: set[str] = set()
    game = kind = ""
    for col, cell in zip(columns, row, strict=False):
        if col == "game":
            game = cell.strip().lower()
        if col == "kind":
            kind = cell.strip().lower()
    game_specs = {s.name: s for s in field_specs(game, kind)}
    for col, cell in zip(columns, row, strict=False):
        if col is None or not cell.strip():
            continue
        if col.startswith("names."):
            names[col[6:]] = cell.strip()
            continue
        if col == "names":
            try:
                names.update(names_cell_value(cell))
            except ValueError as exc:
                row_errors.append(cell_problem(path, exc, line=line, field="names"))
                bad_cells.add(col)
            continue
        if col in COMMON_FIELDS:
            raw[col] = cell.strip() if col not in ("game", "kind") else cell.strip().lower()
            continue
        spec = game_specs.get(col)
        if spec is None:
            row_errors.append(FileProblem(str(path), f"not a field of a {game or '?'} "
                                          f"{kind or '?'} card", code="not-a-field",
                                          params={"game": game or "?", "kind": kind or "?"},
                                          line=line, field=col))
            continue
        try:
            raw[col] = cell_value(spec, cell)
        except ValueError as exc:
            row_errors.append(cell_problem(path, exc, line=line, field=col))
            bad_cells.add(col)
    if names:
        raw["names"] = names
    try:
        card = card_from_json(raw)
    except CardDataError as exc:
        # Every problem of the row: the cells that could not be read, then what the card
        # check finds in the others (a field whose cell failed is not "missing" as well).
        errors.extend(row_errors)
        errors.extend(card_problems(path, {"line": line}, exc, frozenset(bad_cells)))
        return None
    if row_errors:
        errors.extend(row_errors)
        return None
    return card


def read_catalog(path: str | Path, text: str | None = None) -> list[ParsedCard]:
    """Read a catalog file of either form (by extension; JSON when unsure). ``-`` reads
    standard input: JSON when it starts with ``{`` or ``[``, CSV otherwise; its pictures'
    paths are relative to the current folder. ``text``: the file's text, already read.
    (A Cockatrice card database too: deckbuilder.catalog.cockatrice_io.)"""
    path = Path(path)
    if text is None:
        text = _read_text(path)
    if is_stdio(path):
        path = Path(STDIN_NAME)
        is_csv = not text.lstrip().startswith(("{", "["))
    else:
        is_csv = path.suffix.lower() in (".csv", ".tsv", ".txt")
    if is_csv:
        return read_csv_catalog(path, text)
    return read_json_catalog(path, text)


# ----------------------------------------------------------------------------- import

def import_catalog(db: Database, path: str | Path, *, origin: str = "import",
                   allow_outside_pictures: bool = False,
                   progress: ImportProgress | None = None) -> ImportReport:
    """Import a catalog file all-or-nothing; pictures named by the cards are stored too
    (see :func:`import_parsed` for which)."""
    path = Path(path)
    parsed = read_catalog(path)
    _step(progress, "read", len(parsed))
    return import_parsed(db, Path(shown_name(path)), parsed, origin=origin,
                         allow_outside_pictures=allow_outside_pictures, progress=progress)


def import_parsed(db: Database, path: Path, parsed: list[ParsedCard], *,
                  origin: str = "import", allow_outside_pictures: bool = False,
                  progress: ImportProgress | None = None,
                  trusted_pictures: bool = False) -> ImportReport:
    """Write cards read from ``path`` (all or nothing), with the pictures they name: read
    only from regular files of at most :data:`~deckbuilder.catalog.pictures.MAX_BYTES`,
    inside ``path``'s folder unless ``allow_outside_pictures`` (or stored by Deckbuilder
    in a pictures folder), each file once however many cards name it."""
    store = PictureStore(db)
    # Read and check every picture before writing anything, so a refused file leaves
    # neither rows nor picture files behind. Only each file's hash is kept: a catalog
    # naming many large pictures must not hold them all in memory at once.
    folder = Path(os.path.abspath(path)).parent.resolve()
    checked: dict[Path, str | FileProblem] = {}
    wanted: dict[tuple[str, str], Path] = {}
    errors: list[FileProblem] = []
    for p in parsed:
        if p.image is None:
            continue
        try:
            real = p.image.resolve()
        except (OSError, RuntimeError):  # a loop of links: refused when read
            real = Path(os.path.abspath(p.image))
        if real not in checked:
            checked[real] = _check_picture(store, path, p.image, real, folder,
                                           allow_outside_pictures, trusted_pictures)
        found = checked[real]
        if isinstance(found, FileProblem):
            errors.append(dataclasses.replace(found, field="image", **p.at))
            continue
        wanted[(p.card.game, name_key(p.card.name))] = real
    if errors:
        raise CatalogFileError(path, errors)
    _step(progress, "checked", sum(p.image is not None for p in parsed))
    pictures: dict[tuple[str, str], int | None] = {}
    stored: dict[Path, int] = {}
    written: list[Path] = []
    try:
        with db.transaction():
            for key, real in wanted.items():
                if real not in stored:
                    data = read_picture_file(real, sha256=str(checked[real]))
                    stored[real] = store.add_bytes(data, str(real), written=written)
                pictures[key] = stored[real]
            # The stored card does not keep the file path: its picture lives in the store.
            cards = [_without_image(p.card) for p in parsed]
            result = CardRepository(db).upsert(cards, origin=origin, pictures=pictures)
            _step(progress, "written", len(parsed))  # a stop here rolls it all back
    except BaseException:
        store.forget_files(written)  # rows and files go together
        raise
    return ImportReport(added=result.added, updated=result.updated, pictures=len(pictures),
                        cards=len(parsed))


#: A picture as Deckbuilder stores it: NAME.pictures/ab/ab…(64 hex).png. Reading one
#: (e.g. from ``catalog search --json`` of another database) reveals nothing else.
_STORED_PICTURE = re.compile(r"[0-9a-f]{64}\.(png|jpg|webp|gif|bmp|tif)")


def _stored_picture(real: Path) -> bool:
    return bool(_STORED_PICTURE.fullmatch(real.name)) and real.parent.name == real.name[:2] \
        and real.parent.parent.name.endswith(".pictures")


def _check_picture(store: PictureStore, path: Path, image: Path, real: Path, folder: Path,
                   allow_outside: bool, trusted: bool = False) -> str | FileProblem:
    """The picture's hash, or why it is refused."""
    if not allow_outside and not real.is_relative_to(folder) and not _stored_picture(real):
        # Decided from the path alone, before the file is looked at: the message is the
        # same whether or not such a file exists.
        return FileProblem(
            str(path), f"the picture {image} is outside the catalog file's folder "
            f"({folder}); pictures are read only from that folder and its subfolders "
            "unless others are allowed (--allow-outside-pictures)", code="picture-outside",
            params={"picture": str(image), "folder": str(folder)})
    try:
        data = read_picture_file(image)
        store.check(data, str(image), trusted=trusted)
    except PictureError as exc:
        # The picture store's code and values ride along, as for a card's problems.
        return FileProblem(str(path), str(exc), code="picture-refused",
                           params={"detail": str(exc), "code": exc.code,
                                   "params": exc.params})
    return hashlib.sha256(data).hexdigest()


def _without_image(card: Card) -> Card:
    if card.image is None:
        return card
    return Card(card.game, card.name, card.kind, card.set, card.number, card.rarity, card.text,
                None, card.names, card.fields)


# ----------------------------------------------------------------------------- export

def _with_image(record: CardRecord, image: str | None) -> dict[str, Any]:
    d = record.card.to_json()
    if image:
        d["image"] = image
    return d


def export_catalog(db: Database, path: str | Path, *, game: str | None = None,
                   pictures: bool = True) -> int:
    """Write the catalog (or one game) to a JSON or CSV file; returns the card count.

    Pictures are copied into a folder next to the file (``NAME-pictures/``) and the cards
    point at them with relative paths, so the export imports again anywhere. ``-`` writes
    JSON to standard output, the cards naming their pictures where the catalog keeps them
    (as ``catalog search --json`` does).
    """
    path = Path(path)
    if game is not None and game not in GAMES:
        raise ValueError(f"unknown game {game!r}; use one of {', '.join(GAMES)}")
    if is_stdio(path):
        records = CardRepository(db).all(game)
        store = PictureStore(db)
        where = {r.id: str(store.path_of(r.picture)) for r in records
                 if pictures and r.picture}
        write_stdout(_catalog_text(path, records, where))
        return len(records)
    # One output through the gate: the file and every picture copied beside it are
    # checked (never the database, its side files, its pictures or a special file) and
    # put in place together at the end.
    with OutputGroup(db.path) as group:
        out = group.add(path)
        records = CardRepository(db).all(game)
        store = PictureStore(db)
        images: dict[int, str] = {}
        if pictures and any(r.picture for r in records):
            folder_name = path.stem + "-pictures"
            folder = output_folder(path.with_name(folder_name), db.path)
            for r in records:
                if r.picture:
                    target = folder / r.picture
                    # The same name is the same picture (its content hash): one already
                    # there stays, unless it is a link (replaced, never written through).
                    if target.is_symlink() or not target.is_file():
                        group.copy(store.path_of(r.picture), target, follow_symlinks=False)
                    images[r.id] = f"{folder_name}/{r.picture}"
        out.write(_catalog_text(path, records, images))
    return len(records)


def _catalog_text(path: Path, records: list[CardRecord], images: dict[int, str]) -> str:
    cards = [_with_image(r, images.get(r.id)) for r in records]
    return cards_to_csv(cards) if path.suffix.lower() == ".csv" else cards_to_json(cards)


def cards_to_json(cards: Iterable[dict[str, Any]]) -> str:
    doc = {"format": FORMAT_ID, "version": FORMAT_VERSION, "cards": list(cards)}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def cards_to_csv(cards: list[dict[str, Any]]) -> str:
    specs = all_specs()
    fields: dict[str, None] = dict.fromkeys(["game", "name", "kind", "set", "number", "rarity",
                                             "text", "image", "names"])
    for c in cards:
        for key in c:
            fields.setdefault(key, None)
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(list(fields))
    for c in cards:
        row = []
        for key in fields:
            value = c.get(key)
            if key == "names":
                row.append(names_cell_text(value or {}))
            else:
                row.append(cell_text(specs.get(key), value))
        writer.writerow([neutralise(cell) for cell in row])
    return buf.getvalue()
