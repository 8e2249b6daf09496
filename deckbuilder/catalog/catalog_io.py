"""Catalog files (RULES.md §1): JSON and CSV import/export.

An import reads and checks the whole file first and writes nothing unless every card is
valid; the write itself is one transaction. Errors name the file, the card (JSON) or line
(CSV), the field and what was expected.
"""

from __future__ import annotations

import csv
import io
import json
import shutil
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckbuilder.atomic import write_text_atomic
from deckbuilder.catalog.cards import CardRecord, CardRepository
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.pictures import PictureError, PictureStore
from deckbuilder.rules.cards import (
    COMMON_FIELDS,
    GAMES,
    SCHEMA,
    Card,
    CardDataError,
    FieldSpec,
    card_from_json,
    field_specs,
    name_key,
)

FORMAT_ID = "deckbuilder-catalog"
FORMAT_VERSION = 1
MAX_REPORTED_ERRORS = 50


class CatalogFileError(ValueError):
    """A catalog file was refused. ``errors`` lists every problem found, each naming the
    file, the card or line, and the field."""

    def __init__(self, path: str | Path, errors: list[str]):
        self.path = str(path)
        self.errors = errors
        shown = errors[:MAX_REPORTED_ERRORS]
        more = len(errors) - len(shown)
        text = "\n".join(shown) + (f"\n… and {more} more problems" if more > 0 else "")
        super().__init__(f"{path}: nothing was imported.\n{text}" if len(errors) > 1
                         else text)


@dataclass(frozen=True, slots=True)
class ParsedCard:
    card: Card
    image: Path | None
    where: str  # "card #3 'Name'" or "line 7"


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
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CatalogFileError(path, [f"{path}: line {exc.lineno}, column {exc.colno}: "
                                      f"not valid JSON ({exc.msg})"]) from None
    if isinstance(doc, list):
        cards_raw: Any = doc  # a bare list of cards, as `catalog search --json` prints
    elif isinstance(doc, dict):
        if doc.get("format") != FORMAT_ID:
            raise CatalogFileError(path, [f'{path}: field "format": expected "{FORMAT_ID}", '
                                          f"got {doc.get('format')!r}"])
        if doc.get("version") != FORMAT_VERSION:
            raise CatalogFileError(path, [f'{path}: field "version": expected {FORMAT_VERSION}, '
                                          f"got {doc.get('version')!r}"])
        extra = set(doc) - {"format", "version", "cards", "name", "description"}
        if extra:
            raise CatalogFileError(path, [f"{path}: unknown top-level field {sorted(extra)[0]!r}"])
        cards_raw = doc.get("cards")
    else:
        raise CatalogFileError(path, [f"{path}: expected a catalog object, got {type(doc).__name__}"])
    if not isinstance(cards_raw, list):
        raise CatalogFileError(path, [f'{path}: field "cards": expected a list of cards'])
    parsed, errors = [], []
    for i, raw in enumerate(cards_raw, 1):
        label = raw.get("name") if isinstance(raw, dict) else None
        where = f"card #{i}" + (f" {label!r}" if isinstance(label, str) else "")
        try:
            card = card_from_json(raw)
        except CardDataError as exc:
            field = f", field {exc.field!r}" if exc.field else ""
            errors.append(f"{path}: {where}{field}: {exc.detail}")
            continue
        parsed.append(ParsedCard(card, _resolve_image(card, path.parent), where))
    errors.extend(_duplicates(path, parsed))
    if errors:
        raise CatalogFileError(path, errors)
    return parsed


def _duplicates(path: Path, parsed: list[ParsedCard]) -> list[str]:
    seen: dict[tuple[str, str], str] = {}
    errors = []
    for p in parsed:
        key = (p.card.game, name_key(p.card.name))
        if key in seen:
            errors.append(f"{path}: {p.where}: the {p.card.game} card {p.card.name!r} is "
                          f"already in the file ({seen[key]})")
        else:
            seen[key] = p.where
    return errors


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise CatalogFileError(path, [f"{path}: no such file"]) from None
    except UnicodeDecodeError as exc:
        raise CatalogFileError(path, [f"{path}: not UTF-8 text (byte {exc.start})"]) from None
    except OSError as exc:
        raise CatalogFileError(path, [f"{path}: cannot read ({exc.strerror})"]) from None


# CSV cells -------------------------------------------------------------------------

TRUE_WORDS = {"true", "yes", "y", "1", "x"}
FALSE_WORDS = {"false", "no", "n", "0"}


def parse_bool(text: str) -> bool:
    t = text.strip().lower()
    if t in TRUE_WORDS:
        return True
    if t in FALSE_WORDS:
        return False
    raise ValueError(f"expected true/false/yes/no/1/0, got {text!r}")


def _split(text: str) -> list[str]:
    return [p.strip() for p in text.split("|")]


def _parse_effect(text: str) -> dict[str, Any]:
    parts = text.split(None, 2)  # verb, amount, then a colour that may have spaces
    if len(parts) < 2:
        raise ValueError(f"expected an effect like 'damage 2' or 'defense 3 red', got {text!r}")
    try:
        amount = int(parts[1])
    except ValueError:
        raise ValueError(f"expected a number after {parts[0]!r}, got {parts[1]!r}") from None
    eff: dict[str, Any] = {"do": parts[0].lower(), "amount": amount}
    if len(parts) == 3:
        eff["color"] = parts[2]
    return eff


def _parse_effects(text: str) -> list[dict[str, Any]]:
    return [_parse_effect(p) for p in _split(text) if p]


def cell_value(spec: FieldSpec, text: str) -> Any:
    """Turn a CSV cell into the JSON value of a field (compact forms or JSON)."""
    text = text.strip()
    if text[:1] in "[{":
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise ValueError(f"not valid JSON ({exc.msg})") from None
    t = spec.type
    if t == "int":
        try:
            return int(text)
        except ValueError:
            raise ValueError(f"expected {spec.expected()}, got {text!r}") from None
    if t == "bool":
        return parse_bool(text)
    if t in ("str", "enum"):
        return text
    if t == "str_list":
        return [p for p in _split(text) if p]
    if t == "bool3":
        return [parse_bool(p) for p in _split(text)]
    if t == "defense3":
        zones: list[Any] = []
        for part in _split(text):
            if part in ("", "-"):
                zones.append(None)
                continue
            bits = part.replace(":", " ").rsplit(None, 1)  # colours may have spaces
            if len(bits) != 2:
                raise ValueError(f"expected zones like 'red 3|-|blue 2', got {part!r}")
            try:
                zones.append({"color": bits[0], "value": int(bits[1])})
            except ValueError:
                raise ValueError(f"expected a number after {bits[0]!r}, got {bits[1]!r}") from None
        return zones
    if t == "effects":
        return _parse_effects(text)
    if t == "react":
        kairu_s, _, effects = text.partition(":")
        try:
            kairu = int(kairu_s)
        except ValueError:
            raise ValueError(f"expected a react like '2: defense 3 red|draw 1', got {text!r}") from None
        return {"kairu": kairu, "effects": _parse_effects(effects)}
    raise AssertionError(t)  # pragma: no cover


def cell_text(spec: FieldSpec | None, value: Any) -> str:
    """The compact CSV form of a field value (inverse of :func:`cell_value`)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if spec is None or spec.type in ("int", "str", "enum"):
        return str(value)
    if spec.type == "str_list":
        return "|".join(value)
    if spec.type == "bool3":
        return "|".join("true" if v else "false" for v in value)
    if spec.type == "defense3":
        return "|".join("-" if z is None else f"{z['color']} {z['value']}" for z in value)
    if spec.type == "effects":
        return "|".join(_effect_text(e) for e in value)
    if spec.type == "react":
        return f"{value['kairu']}: " + "|".join(_effect_text(e) for e in value["effects"])
    raise AssertionError(spec.type)  # pragma: no cover


def _effect_text(e: dict[str, Any]) -> str:
    return f"{e['do']} {e['amount']}" + (f" {e['color']}" if e.get("color") else "")


def _all_specs() -> dict[str, FieldSpec]:
    specs: dict[str, FieldSpec] = {}
    for fields in SCHEMA.values():
        for s in fields:
            specs.setdefault(s.name, s)
    return specs


def sniff_dialect(text: str) -> tuple[str, str]:
    """Strip an Excel ``sep=`` line and guess the delimiter; returns (text, delimiter)."""
    first, _, rest = text.partition("\n")
    if first.strip().lower().startswith("sep=") and len(first.strip()) == 5:
        return rest, first.strip()[4]
    header = first
    counts = {d: header.count(d) for d in (",", ";", "\t")}
    best = max(counts, key=lambda d: counts[d])
    return text, best if counts[best] else ","


def read_csv_catalog(path: Path, text: str | None = None) -> list[ParsedCard]:
    """Parse and validate a CSV catalog file: one card per row, columns by header name."""
    if text is None:
        text = _read_text(path)
    body, delim = sniff_dialect(text)
    offset = text.count("\n") - body.count("\n")
    reader = csv.reader(io.StringIO(body), delimiter=delim)
    try:
        header = next(reader)
    except StopIteration:
        raise CatalogFileError(path, [f"{path}: the file is empty"]) from None
    except csv.Error as exc:
        raise CatalogFileError(path, [f"{path}: line {1 + offset}: {exc}"]) from None
    specs = _all_specs()
    known = set(COMMON_FIELDS) | set(specs)
    columns: list[str | None] = []
    errors: list[str] = []
    for i, h in enumerate(header):
        key = h.strip().lower().replace(" ", "_")
        if key.startswith("names.") or (key.startswith("name_") and len(key) <= 8):
            columns.append("names." + key.split(".", 1)[-1].removeprefix("name_"))
        elif key in known:
            columns.append(key)
        elif key == "":
            columns.append(None)
        else:
            errors.append(f"{path}: line {1 + offset}, column {i + 1}: unknown column {h!r}")
            columns.append(None)
    for req in ("game", "name", "kind"):
        if req not in columns:
            errors.append(f"{path}: line {1 + offset}: missing the {req!r} column")
    if errors:
        raise CatalogFileError(path, errors)
    parsed: list[ParsedCard] = []
    while True:
        try:
            row = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:
            errors.append(f"{path}: line {reader.line_num + offset}: {exc}")
            break
        line = reader.line_num + offset
        if not any(cell.strip() for cell in row):
            continue
        if len(row) > len(columns):
            errors.append(f"{path}: line {line}: {len(row)} cells but only {len(columns)} columns")
            continue
        raw: dict[str, Any] = {}
        names: dict[str, str] = {}
        row_errors = []
        game = kind = ""
        for col, cell in zip(columns, row, strict=False):
            if col in ("game",):
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
                for part in _split(cell):
                    lang, eq, value = part.partition("=")
                    if not eq:
                        row_errors.append(f"{path}: line {line}, field 'names': expected "
                                          f"'ru=Имя|de=Name', got {part!r}")
                    else:
                        names[lang.strip()] = value.strip()
                continue
            if col in COMMON_FIELDS:
                raw[col] = cell.strip() if col not in ("game", "kind") else cell.strip().lower()
                continue
            spec = game_specs.get(col)
            if spec is None:
                row_errors.append(f"{path}: line {line}, field {col!r}: not a field of a "
                                  f"{game or '?'} {kind or '?'} card")
                continue
            try:
                raw[col] = cell_value(spec, cell)
            except ValueError as exc:
                row_errors.append(f"{path}: line {line}, field {col!r}: {exc}")
        if names:
            raw["names"] = names
        if row_errors:
            errors.extend(row_errors)
            continue
        try:
            card = card_from_json(raw)
        except CardDataError as exc:
            field = f", field {exc.field!r}" if exc.field else ""
            errors.append(f"{path}: line {line}{field}: {exc.detail}")
            continue
        parsed.append(ParsedCard(card, _resolve_image(card, path.parent), f"line {line}"))
    errors.extend(_duplicates(path, parsed))
    if errors:
        raise CatalogFileError(path, errors)
    return parsed


def read_catalog(path: str | Path) -> list[ParsedCard]:
    """Read a catalog file of either form (by extension; JSON when unsure)."""
    path = Path(path)
    text = _read_text(path)
    if path.suffix.lower() in (".csv", ".tsv", ".txt"):
        return read_csv_catalog(path, text)
    return read_json_catalog(path, text)


# ----------------------------------------------------------------------------- import

def import_catalog(db: Database, path: str | Path, *, origin: str = "import") -> ImportReport:
    """Import a catalog file all-or-nothing; pictures named by the cards are stored too."""
    path = Path(path)
    parsed = read_catalog(path)
    return import_parsed(db, path, parsed, origin=origin)


def import_parsed(db: Database, path: Path, parsed: list[ParsedCard], *,
                  origin: str = "import") -> ImportReport:
    store = PictureStore(db)
    # Read and check every picture before writing anything, so a refused file leaves
    # neither rows nor picture files behind.
    blobs: dict[tuple[str, str], tuple[bytes, str]] = {}
    errors = []
    for p in parsed:
        if p.image is None:
            continue
        try:
            data = p.image.read_bytes()
        except OSError as exc:
            errors.append(f"{path}: {p.where}, field 'image': cannot read {p.image} "
                          f"({exc.strerror})")
            continue
        try:
            store.check(data, str(p.image))
        except PictureError as exc:
            errors.append(f"{path}: {p.where}, field 'image': {exc}")
            continue
        blobs[(p.card.game, name_key(p.card.name))] = (data, str(p.image))
    if errors:
        raise CatalogFileError(path, errors)
    pictures: dict[tuple[str, str], int | None] = {}
    with db.transaction():
        for key, (data, source) in blobs.items():
            pictures[key] = store.add_bytes(data, source)
        # The stored card does not keep the file path: its picture lives in the store.
        cards = [_without_image(p.card) for p in parsed]
        result = CardRepository(db).upsert(cards, origin=origin, pictures=pictures)
    return ImportReport(added=result.added, updated=result.updated, pictures=len(pictures),
                        cards=len(parsed))


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
    point at them with relative paths, so the export imports again anywhere.
    """
    path = Path(path)
    if game is not None and game not in GAMES:
        raise ValueError(f"unknown game {game!r}; use one of {', '.join(GAMES)}")
    records = CardRepository(db).all(game)
    store = PictureStore(db)
    images: dict[int, str] = {}
    if pictures and any(r.picture for r in records):
        folder = path.with_name(path.stem + "-pictures")
        folder.mkdir(parents=True, exist_ok=True)
        for r in records:
            if r.picture:
                target = folder / r.picture
                if not target.exists():
                    shutil.copyfile(store.path_of(r.picture), target)
                images[r.id] = f"{folder.name}/{r.picture}"
    if path.suffix.lower() == ".csv":
        text = cards_to_csv([_with_image(r, images.get(r.id)) for r in records])
    else:
        text = cards_to_json([_with_image(r, images.get(r.id)) for r in records])
    write_text_atomic(path, text)
    return len(records)


def cards_to_json(cards: Iterable[dict[str, Any]]) -> str:
    doc = {"format": FORMAT_ID, "version": FORMAT_VERSION, "cards": list(cards)}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


def cards_to_csv(cards: list[dict[str, Any]]) -> str:
    specs = _all_specs()
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
                row.append("|".join(f"{k}={v}" for k, v in (value or {}).items()))
            else:
                row.append(cell_text(specs.get(key), value))
        writer.writerow(row)
    return buf.getvalue()
