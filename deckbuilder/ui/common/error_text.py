"""The problems the lower layers report — deck lists, search queries, catalog and
collection files, deck files — in the window's language.

The rules and the catalog speak English (the command line prints their messages as they
are) and give each problem a stable ``code`` with its ``params``, as legality does for its
violations (see ``deck_models.violation_message``). Here each family of problems has a
table from code to a translatable template; the file, line, column and field are placed
around it in the window's language, while paths, card names and what the user typed stay
as they are. In English, and for a code this module does not know, the lower layer's own
English text is shown.

Templates use named ``{placeholders}`` (filled once, so a value holding braces is safe),
not ``%1``: the translator sees what each one stands for.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

import deckbuilder.rules.cards as game_tables
from deckbuilder.catalog.collection import CollectionFileError, UnknownRow
from deckbuilder.catalog.file_problems import MAX_REPORTED_ERRORS, CatalogFileError, FileProblem
from deckbuilder.catalog.pictures import PictureError
from deckbuilder.catalog.search import SearchError
from deckbuilder.rules.cards import CardDataError
from deckbuilder.rules.decklist import DeckParseError
from deckbuilder.services.deck_service import DeckFileError

Template = Callable[[Mapping[str, Any]], str]


def _tr(text: str) -> str:
    return QCoreApplication.translate("ErrorText", text)


def translated() -> bool:
    """Whether the window runs in another language than English."""
    app = QCoreApplication.instance()
    lang = app.property("deckbuilder_language") if app is not None else None
    return bool(lang) and lang != "en"


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def fill(template: str, params: Mapping[str, Any]) -> str:
    """``{name}`` → ``params["name"]``, in one pass; unknown names stay as written."""
    return _PLACEHOLDER.sub(
        lambda m: str(params[m.group(1)]) if m.group(1) in params else m.group(0), template)


def _t(template: str) -> Template:
    """A table entry that only fills the (already translated) template."""
    return lambda p: fill(template, p)


def _quoted(names: Any) -> str:
    """Card names as a list: “A”, “B” (in the window's quotes)."""
    return ", ".join(fill(_tr("“{name}”"), {"name": n}) for n in names)


# ----------------------------------------------------------------------------- deck lists

def _source(source: str) -> str:
    """The deck lists the program names itself; a file's path stays as it is."""
    return {"deck list": _tr("deck list"),
            "pasted deck list": _tr("pasted deck list")}.get(source, source)


def _unknown_deck_field(p: Mapping[str, Any]) -> str:
    if p.get("suggestion"):
        return fill(_tr("unknown field “{field}” — did you mean “{suggestion}”? "
                        "(fields: {fields})"), p)
    return fill(_tr("unknown field “{field}” (fields: {fields})"), p)


def deck_list_templates() -> dict[str, Template]:
    """DeckParseError codes (deckbuilder/rules/decklist.py) → their wording."""
    return {
        "copies-without-name": _t(_tr("a number of copies but no card name")),
        "copies-below-one": _t(_tr("the number of copies must be at least 1")),
        "too-many-copies-on-line": _t(_tr("at most {max} copies on one line")),
        "no-card-name": _t(_tr("no card name")),
        "not-text": _t(_tr("not a text file (it contains NUL bytes)")),
        "line-too-long": _t(_tr("the line is too long for a card entry")),
        "sb-needs-card": _t(_tr("“SB:” needs a card after it")),
        "header-after-cards": _t(_tr("“{key}:” must come before the first card")),
        "header-needs-value": _t(_tr("“{key}:” needs a value")),
        "json-invalid": _t(_tr("not valid JSON ({detail})")),
        "json-too-deep": _t(_tr("the JSON is nested too deeply to be a deck")),
        "json-not-deck": _t(_tr('expected {"format": "deckbuilder-deck", …}')),
        "json-version": _t(_tr("field “version”: expected 1, got {got}")),
        "json-unknown-field": _unknown_deck_field,
        "json-not-list": _t(_tr("field “{field}”: expected a list")),
        "json-bad-entry": _t(_tr('field “{field}”: expected {"name": text, "count": '
                                 'number}')),
        "json-no-name": _t(_tr("field “{field}.name”: expected a card name")),
        "json-bad-count": _t(_tr("field “{field}.count”: expected 1 to {max}, got {got}")),
        "json-not-text": _t(_tr("field “{field}”: expected a text")),
        "xml-too-large": _t(_tr("too large for a deck file (more than {max} characters)")),
        "xml-doctype": _t(_tr("a document type declaration (DTD) is not allowed in a deck "
                              "file")),
        "xml-invalid": _t(_tr("not valid XML ({detail})")),
        "xml-bad-count": _t(_tr("<{name}> {field}=“{got}”: expected a number of copies from "
                                "1 to {max}")),
        "xml-no-name": _t(_tr("<{name}> has no card name")),
        "xml-unknown-zone": _t(_tr("unknown zone “{value}” (Cockatrice decks have main, side "
                                   "and tokens)")),
        "deck-code-damaged": _t(_tr("the deck code is damaged ({detail}): copy it again, "
                                    "in full")),
        "deck-code-version": _t(_tr("a deck code of version {got}; this Deckbuilder reads "
                                    "version {max} (a newer Deckbuilder made it)")),
        "deck-code-unknown-card": _t(_tr("the deck code names the card {value} of {game}, "
                                         "which the catalog does not have")),
        "xml-unknown-root": _t(_tr("an XML file whose root is <{name}>; Deckbuilder reads "
                                   "Cockatrice .cod and OCTGN .o8d")),
        "name-too-long": _t(_tr("a card name has at most {max} characters, this one {length}")),
        "name-control-character": _t(_tr("a card name cannot hold the control character {character}")),
        "json-name-too-long": _t(_tr("field “{field}.name”: a card name has at most {max} "
                                     "characters, this one {length}")),
        "json-name-control-character": _t(_tr("field “{field}.name”: a card name cannot "
                                              "hold the control character {character}")),
        "json-number-too-long": _t(_tr("a number of thousands of digits: not a deck")),
        "json-lone-surrogate": _t(_tr("holds {escape}, which is not a character (a lone "
                                      "surrogate): not valid text")),
        "bad-count": _t(_tr("expected 1 to {max} copies, got {got}")),
        "too-many-copies-in-zone": _t(_tr("at most {max} copies of a card in one zone; these "
                                          "lines add up to {got}")),
        "text-control-character": _t(_tr("a deck list cannot hold the control character "
                                         "{character}")),
        "value-control-character": _t(_tr("field “{field}”: cannot hold the control "
                                          "character {character}")),
        "value-too-long": _t(_tr("field “{field}”: at most {max} characters, this one "
                                 "{length}")),
    }


def deck_parse_error_text(exc: DeckParseError) -> str:
    """The whole message: the list, the line, the problem and the line's text."""
    make = deck_list_templates().get(exc.code)
    if not translated() or make is None:
        return str(exc)
    params = {"source": _source(exc.source), "line": exc.line, "detail": make(exc.params),
              "text": exc.text}
    if exc.text:
        return fill(_tr("{source}: line {line}: {detail}: “{text}”"), params)
    return fill(_tr("{source}: line {line}: {detail}"), params)


# ----------------------------------------------------------------------------- search

def search_templates() -> dict[str, Template]:
    """SearchError codes (deckbuilder/catalog/search.py) → their wording."""
    return {
        "unclosed-quote": _t(_tr("unclosed quote")),
        "nothing-to-negate": _t(_tr("nothing to negate after “-”")),
        "unexpected-close": _t(_tr("unexpected “)”")),
        "unexpected-token": _t(_tr("unexpected “{token}”")),
        "or-needs-both": _t(_tr("OR needs something on both sides")),
        "and-needs-both": _t(_tr("AND needs something on both sides")),
        "expected-term": _t(_tr("expected a word or a filter")),
        "too-deep": _t(_tr("too deeply nested: at most {max} levels of parentheses and "
                           "negations")),
        "too-many-terms": _t(_tr("too many words and filters: at most {max}")),
        "empty-parens": _t(_tr("empty parentheses")),
        "missing-close": _t(_tr("missing “)”")),
        "needs-value": _t(_tr("“{field}{op}” needs a value")),
        "takes-colon": _t(_tr("“{field}” takes “:”")),
        "nothing-to-search": _t(_tr("nothing to search for: use letters or digits")),
        "unknown-game": _t(_tr("unknown game “{value}”; use {choices}")),
        "unknown-value": _t(_tr("unknown {field} “{value}”; use {choices}")),
        "unknown-flag": _t(_tr("unknown {field}: value “{value}”; use {choices}")),
        "unknown-field": _t(_tr("unknown field “{field}”")),
        "needs-number": _t(_tr("“{field}” needs a whole number, not “{value}”")),
        "number-too-large": _t(_tr("{value} is too large a number")),
        "only-equality": _t(_tr("“{field}” can only be compared with “:” or “!=”")),
    }


def search_error_text(exc: SearchError) -> str:
    """What is wrong with the query (the caller says where: ``exc.position``)."""
    make = search_templates().get(exc.code)
    if not translated() or make is None:
        return exc.message
    return make(exc.params)


# ----------------------------------------------------------------------------- card data

def _expected(p: Mapping[str, Any]) -> str:
    """“expected an integer from 1 to 5” for the ``expects`` of a card problem (the English
    of FieldSpec.expected(), whole, so the translator can make the verb agree)."""
    expects = p.get("expects")
    if expects == "int":
        if p.get("max") is not None:
            return fill(_tr("expected an integer from {min} to {max}"), p)
        if p.get("min") is not None:
            return fill(_tr("expected an integer ≥ {min}"), p)
        return _tr("expected an integer")
    if expects == "enum":
        return fill(_tr("expected one of {choices}"), p)
    phrase = {
        "str": _tr("expected a text"),
        "nonempty-str": _tr("expected a non-empty text"),
        "bool": _tr("expected true or false"),
        "str_list": _tr("expected a list of texts"),
        "bool3": _tr("expected a list of 3 true/false values (left, middle, right)"),
        "defense3": _tr('expected a list of 3 zones (left, middle, right), each null or '
                        '{"color": text, "value": integer ≥ 0}'),
        "effects": _tr('expected a list of effects like {"do": "damage", "amount": 2}'),
        "react": _tr('expected {"kairu": integer ≥ 0, "effects": [...]}'),
    }.get(str(expects))
    if phrase is None:
        raise KeyError(expects)  # a type this module does not know: the English is shown
    return phrase


def _unknown_kind(p: Mapping[str, Any]) -> str:
    game = game_tables.GAME_TITLES.get(str(p.get("game")), str(p.get("game")))
    return fill(_tr("expected one of {choices} for {game}, got {got}"), {**p, "game": game})


def _unknown_card_field(p: Mapping[str, Any]) -> str:
    game = game_tables.GAME_TITLES.get(str(p.get("game")), str(p.get("game")))
    return fill(_tr("unknown field {field} for a {game} {kind} card"), {**p, "game": game})


def card_data_templates() -> dict[str, Template]:
    """CardDataError codes (deckbuilder/rules/cards.py) → their wording: the detail only,
    the card and the field are named around it."""
    return {
        "not-card-object": _t(_tr("expected a card object, got {type}")),
        "name-too-long": _t(_tr("a card name has at most {max} characters, this one {length}")),
        "name-control-character": _t(_tr("a card name cannot hold the control character {character}")),
        "wrong-value": lambda p: fill(_tr("{expected}, got {got}"),
                                      {"expected": _expected(p), "got": p.get("got")}),
        "missing": lambda p: fill(_tr("missing; {expected}"), {"expected": _expected(p)}),
        "unknown-kind": _unknown_kind,
        "unknown-field": _unknown_card_field,
        "names-not-object": _t(_tr('expected an object of translations like {"ru": "…"}')),
        "restricted-needs-list": _t(_tr("a restricted strike card must list what it is "
                                        "restricted to")),
        "exclusive-needs-manufacturer": _t(_tr("an exclusive strike card needs a "
                                               "manufacturer")),
        "effects-not-list": _t(_tr("expected a list of effects")),
        "effect-not-object": _t(_tr('expected an effect object like {"do": "damage", '
                                    '"amount": 2}')),
        "unknown-key": _t(_tr("unknown key {key} (allowed: {allowed})")),
        "unknown-verb": _t(_tr("unknown effect verb {got}; expected one of {choices}")),
        "defense-needs-colour": _t(_tr("a defense effect needs a colour (text)")),
        "colour-only-defense": _t(_tr("only defense effects take a colour, not {verb}")),
        "zone-form": _t(_tr('expected null or {"color": text, "value": integer ≥ 0}, '
                            'got {got}')),
        "expected-colour": _t(_tr("expected a colour name, got {got}")),
        "value-too-long": _t(_tr("at most {max} characters, this one {length}")),
        "value-control-character": _t(_tr("cannot hold the control character {character}")),
    }


def card_data_detail(code: str | None, params: Mapping[str, Any], detail: str) -> str:
    """One problem of a card without its card and field (``detail``: the English)."""
    make = card_data_templates().get(code or "")
    if not translated() or make is None:
        return detail
    try:
        return make(params)
    except KeyError:
        return detail


def card_data_text(exc: CardDataError) -> str:
    """What is wrong with one field of a card (the first problem of ``exc``), in the
    window's language; the caller names the field."""
    return card_data_detail(exc.code, exc.params, exc.detail)


# ----------------------------------------------------------------------------- pictures

def _bomb(p: Mapping[str, Any]) -> str:
    if p.get("pixels") is not None:
        return fill(_tr("refused, the picture is far too large ({pixels} pixels)"), p)
    return fill(_tr("refused, the picture is far too large ({detail})"), p)


def _unsupported_format(p: Mapping[str, Any]) -> str:
    if p.get("format"):
        return fill(_tr("{format} pictures are not supported"), p)
    return _tr("pictures of an unknown format are not supported")


def picture_templates() -> dict[str, Template]:
    """PictureError codes (deckbuilder/catalog/pictures.py) → their wording: the reason
    only, the file is named before it."""
    return {
        "file-too-large": _t(_tr("the file is larger than {max_mb} MB")),
        "too-many-pixels": _t(_tr("{width}×{height} pixels is too large (at most {max_mp} "
                                  "megapixels)")),
        "decompression-bomb": _bomb,
        "not-a-picture": _t(_tr("not a picture Deckbuilder can read (PNG, JPEG, WebP, GIF, "
                                "BMP or TIFF)")),
        # Pillow's own reason (detail) is English only: kept inside the translated words.
        "damaged": _t(_tr("the picture is damaged ({detail})")),
        "unsupported-format": _unsupported_format,
        "cannot-read": _t(_tr("cannot read the picture ({reason})")),
        "not-a-file": _t(_tr("not a file (a folder, device or pipe); a picture must be a "
                             "file")),
        "changed": _t(_tr("the picture changed while it was imported; import again")),
        "crop-outside": _t(_tr("the crop box {left},{top}–{right},{bottom} is not inside "
                               "the {width}×{height} picture")),
        "cannot-crop": _t(_tr("the picture cannot be cropped ({detail})")),
    }


def picture_detail(code: str | None, params: Mapping[str, Any], detail: str) -> str:
    """A refused picture: its file, then the reason (``detail``: the English)."""
    make = picture_templates().get(code or "")
    if not translated() or make is None or "source" not in params:
        return detail
    return f"{params['source']}: {make(params)}"


def picture_error_text(exc: PictureError) -> str:
    """A refused picture (its file and the reason) in the window's language."""
    return picture_detail(exc.code, exc.params, str(exc))


# ----------------------------------------------------------------------------- files

def _where(at: Mapping[str, Any]) -> str:
    """“line 5, column Condition, field 'launch'” in the window's language."""
    parts = []
    if at.get("line") is not None:
        parts.append(fill(_tr("line {line}"), at))
    elif at.get("card") is not None:
        parts.append(fill(_tr("card #{card} {label}") if at.get("label")
                          else _tr("card #{card}"), at))
    if at.get("column") is not None:
        parts.append(fill(_tr("column {column}"), at))
    if at.get("field"):
        parts.append(fill(_tr("field “{field}”"), at))
    return ", ".join(parts)


def _unknown_card(p: Mapping[str, Any]) -> str:
    text = fill(_tr("unknown card “{name}”"), p)
    if p.get("game"):
        text += f" ({p['game']})"
    if p.get("suggestions"):
        text += fill(_tr(" — did you mean {suggestions}?"),
                     {"suggestions": _quoted(p["suggestions"])})
    return text


def _too_many_copies(p: Mapping[str, Any]) -> str:
    variant = f"{p['condition']}, {p['language']}" + (_tr(", foil") if p.get("foil") else "")
    params = {**p, "variant": variant}
    if p.get("lines") and p.get("old"):
        template = _tr("“{name}” ({variant}): lines {lines} add up to {total} added to the "
                       "{old} you have makes {new} copies; at most {max}")
    elif p.get("lines"):
        template = _tr("“{name}” ({variant}): lines {lines} add up to {total} makes {new} "
                       "copies; at most {max}")
    elif p.get("old"):
        template = _tr("“{name}” ({variant}): {total} added to the {old} you have makes "
                       "{new} copies; at most {max}")
    else:
        template = _tr("“{name}” ({variant}): {total} makes {new} copies; at most {max}")
    return fill(template, params)


def _cells_shifted(p: Mapping[str, Any]) -> str:
    sep = p.get("separator")
    name = {",": _tr("comma"), ";": _tr("semicolon"), "\t": _tr("tab")}.get(
        str(sep), repr(sep))
    return fill(_tr("{cells} cells but the header has {columns} columns (a cell holding a "
                    '{separator} must be in double quotes: "Name, with comma")'),
                {**p, "separator": name})


def _duplicate_card(p: Mapping[str, Any]) -> str:
    game = game_tables.GAME_TITLES.get(str(p.get("game")), str(p.get("game")))
    return fill(_tr("the {game} card “{name}” is already in the file ({first})"),
                {**p, "game": game, "first": _where(p.get("first") or {})})


def file_templates() -> dict[str, Template]:
    """FileProblem codes (catalog_io.py, catalog_cells.py, file_problems.py, collection.py,
    csv_records.py) → their wording."""
    return {
        # Reading the file.
        "no-such-file": _t(_tr("no such file")),
        "not-utf8": _t(_tr("not UTF-8 text (byte {byte})")),
        "bad-encoding": _t(_tr("not {encoding} text (byte {byte})")),
        "cannot-read": _t(_tr("cannot read ({reason})")),
        "empty-file": _t(_tr("the file is empty")),
        "csv-unclosed-quote": _t(_tr('a quoted cell is never closed: a " on this line has no '
                                     'closing " (inside quotes, write a quote as "")')),
        # Python's csv module words its errors in English only.
        "csv-error": _t(_tr("not valid CSV ({detail})")),
        # JSON catalogs.
        "json-invalid": _t(_tr("not valid JSON ({detail})")),
        "json-too-deep": _t(_tr("not a catalog: lists or objects are nested too deeply to "
                                "read (a catalog needs only a few levels)")),
        "cell-json-too-deep": _t(_tr("not valid JSON (nested too deeply)")),
        "not-catalog": _t(_tr("not a catalog: {detail}")),
        "format-wrong": _t(_tr('field "format": expected "{expected}", got {got}')),
        "version-wrong": _t(_tr('field "version": expected {expected}, got {got}')),
        "unknown-top-field": _t(_tr("unknown top-level field {field}")),
        "not-catalog-object": _t(_tr("expected a catalog object, got {type}")),
        "cards-not-list": _t(_tr('field "cards": expected a list of cards')),
        # The rules' and the picture store's own code and values, carried along.
        "card-data": lambda p: card_data_detail(p.get("code"), p.get("params") or {},
                                                str(p.get("detail"))),
        "picture-refused": lambda p: picture_detail(p.get("code"), p.get("params") or {},
                                                    str(p.get("detail"))),
        # A ValueError that is not ours: its English text as it is.
        "other": _t("{detail}"),
        "duplicate-card": _duplicate_card,
        "picture-outside": _t(_tr("the picture {picture} is outside the catalog file's "
                                  "folder ({folder}); pictures are read only from that "
                                  "folder and its subfolders unless others are allowed")),
        # CSV catalogs.
        "unknown-column": _t(_tr("unknown column {column}")),
        "column-repeated": _t(_tr("the column “{name}” is already column {first}")),
        "missing-column": _t(_tr("missing the “{name}” column")),
        "too-many-cells": _t(_tr("{cells} cells but only {columns} columns")),
        "not-a-field": _t(_tr("not a field of a {game} {kind} card")),
        "expected-bool": _t(_tr("expected true/false/yes/no/1/0, got {got}")),
        "effect-form": _t(_tr("expected an effect like “damage 2” or “defense 3 red”, "
                              "got {got}")),
        "number-after": _t(_tr("expected a number after {after}, got {got}")),
        "expected-integer-range": _t(_tr("expected an integer from {min} to {max}, "
                                         "got {got}")),
        "expected-integer-min": _t(_tr("expected an integer ≥ {min}, got {got}")),
        "expected-integer": _t(_tr("expected an integer, got {got}")),
        "defense-form": _t(_tr("expected zones like “red 3|-|blue 2”, got {got}")),
        "react-form": _t(_tr("expected a react like “2: defense 3 red|draw 1”, got {got}")),
        "names-object": _t(_tr('expected an object of translations like {"ru": "Имя"}, '
                               'got {got}')),
        "names-form": _t(_tr("expected “ru=Имя|de=Name”, got {got}")),
        # Collection CSV files.
        "column-repeats": _t(_tr("“{name}” repeats column {first} (“{first_name}”); which "
                                 "one counts? Remove one of them")),
        "no-name-column": _t(_tr("no card name column (expected “Name” or “Card Name”; "
                                 "found {found})")),
        "cells-shifted": _cells_shifted,
        "empty-name": _t(_tr("empty card name")),
        "name-too-long": _t(_tr("a card name has at most {max} characters, this one {length}")),
        "name-control-character": _t(_tr("a card name cannot hold the control character {character}")),
        "lone-surrogate": _t(_tr("holds {escape}, which is not a character (a lone "
                                 "surrogate): not valid text")),
        "bad-quantity": _t(_tr("expected a whole number from 0 to {max}, got {got}")),
        "unknown-condition": _t(_tr("unknown condition “{value}”; use NM, LP, MP, HP or DMG "
                                    "(or Near Mint, Lightly Played, Moderately Played, "
                                    "Heavily Played, Damaged)")),
        "language-too-long": _t(_tr("language “{value}” is too long")),
        "expected-foil": _t(_tr("expected foil/normal or true/false, got “{value}”")),
        "bad-trade-count": _t(_tr("expected a whole number from 0 to the row's {max} copies, "
                                  "got {got}")),
        "bad-price": _t(_tr("expected a price such as 0.25 or 1,50, got {value}")),
        "price-too-high": _t(_tr("a price of at most 1000000.00 a copy, got {value}")),
        "bad-currency": _t(_tr("expected a currency code such as USD or EUR, got {got}")),
        "unknown-game": _t(_tr("unknown game “{value}”; use {choices}")),
        "ambiguous-name": _t(_tr("“{name}” exists in several games ({games}); add a Game "
                                 "column")),
        "unknown-card": _unknown_card,
        "too-many-copies": _too_many_copies,
    }


def file_problem_text(p: FileProblem) -> str:
    """One problem of a catalog or collection file: the file, where in it, what."""
    make = file_templates().get(p.code)
    if not translated() or make is None:
        return str(p)
    where = _where({"line": p.line, "column": p.column, "card": p.card, "label": p.label,
                    "field": p.field})
    detail = make(p.params)
    return f"{p.path}: {where}: {detail}" if where else f"{p.path}: {detail}"


def file_problems(exc: CatalogFileError | CollectionFileError) -> list[str]:
    """Every problem of a refused file, one line each."""
    return [file_problem_text(p) for p in exc.problems]


def file_error_text(exc: CatalogFileError) -> str:
    """A refused catalog file as the command line says it (the file, “nothing was imported”
    when there is more than one problem, at most 50 of them), in the window's language."""
    if not translated():
        return str(exc)
    lines = file_problems(exc)
    shown = lines[:MAX_REPORTED_ERRORS]
    text = "\n".join(shown)
    if len(lines) > len(shown):
        text += "\n" + fill(_tr("… and {count} more problems"),
                            {"count": len(lines) - len(shown)})
    if len(lines) > 1:
        return fill(_tr("{path}: nothing was imported."), {"path": exc.path}) + "\n" + text
    return text


def unknown_row_text(row: UnknownRow, path: str) -> str:
    """A row of a collection file whose card is not in the catalog."""
    return file_problem_text(row.problem(path))


# ----------------------------------------------------------------------------- deck files

def deck_file_templates() -> dict[str, Template]:
    """DeckFileError codes (deckbuilder/services/deck_service.py) → their wording."""
    return {
        "no-such-file": _t(_tr("no such file")),
        "not-utf8": _t(_tr("not UTF-8 text (byte {byte})")),
        "bad-encoding": _t(_tr("not {encoding} text (byte {byte})")),
        "cannot-read": _t(_tr("cannot read ({reason})")),
        "no-ruleset": _t(_tr("the deck names no ruleset and none of its cards is known; add "
                             "a “Ruleset:” line or choose one")),
    }


def deck_file_error_text(exc: DeckFileError | DeckParseError) -> str:
    """A deck file that cannot be read (or a line of it that cannot)."""
    if isinstance(exc, DeckParseError):
        return deck_parse_error_text(exc)
    make = deck_file_templates().get(exc.code)
    if not translated() or make is None:
        return str(exc)
    detail = make(exc.params)
    return f"{exc.path}: {detail}" if exc.path else detail


#: Every family: its template table and the modules whose raise sites give its codes
#: (tests/ui/test_languages.py checks that each code given there has a template).
FAMILIES: dict[str, tuple[Callable[[], Mapping[str, Template]], tuple[str, ...]]] = {
    "deck list": (deck_list_templates, ("deckbuilder/rules/decklist.py",
                                        "deckbuilder/rules/deckfiles.py",
                                        "deckbuilder/rules/deckcode.py",
                                        # the XML reader of .cod and .o8d files
                                        "deckbuilder/rules/safe_xml.py")),
    "search": (search_templates, ("deckbuilder/catalog/search.py",)),
    "file": (file_templates, ("deckbuilder/catalog/catalog_io.py",
                              "deckbuilder/catalog/catalog_cells.py",
                              "deckbuilder/catalog/file_problems.py",
                              "deckbuilder/catalog/collection.py",
                              "deckbuilder/catalog/csv_records.py")),
    "deck file": (deck_file_templates, ("deckbuilder/services/deck_service.py",)),
    # A game's own card checks live in its descriptor module (a glob: every game).
    "card data": (card_data_templates, ("deckbuilder/rules/cards.py",
                                        "deckbuilder/rules/games/*/game.py")),
    # A picture file is read through the input gate, which gives its refusals' codes.
    "picture": (picture_templates, ("deckbuilder/catalog/pictures.py",
                                    "deckbuilder/text_files.py")),
}
