"""Writing a deck in the formats of other tools: our text, JSON and deck code, Cockatrice ``.cod``,
OCTGN ``.o8d``, Magic Workstation ``.dec``, Tabletop Simulator (a saved object and its
deck sheets), a deck image (PNG) and a registration sheet (PDF).

The pictures are painted with Qt (deckbuilder.proxies.deck_images); as for proxy sheets,
Qt is imported only when such a file is actually made, so this layer stays Qt-free."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from deckbuilder.outputs import check_output_path, write_output
from deckbuilder.rules.deckcode import encode_deck_code
from deckbuilder.rules.deckfiles import export_cod, export_mws, export_o8d
from deckbuilder.rules.decklist import DeckList, deck_to_json_text, export_deck
from deckbuilder.services.deck_service import DeckService


@dataclass(frozen=True)
class ExportFormat:
    id: str
    extension: str
    title: str  # English; the window words it in its own language


#: Every format ``deck export`` writes, in the order the window lists them.
FORMATS: tuple[ExportFormat, ...] = (
    ExportFormat("text", ".txt", "Deck list"),
    # A double extension of our own, which the desktop's MIME database tells from any
    # other JSON (packaging/linux); a plain .json is still read and written as ours.
    ExportFormat("json", ".deck.json", "JSON deck"),
    ExportFormat("cod", ".cod", "Cockatrice deck"),
    ExportFormat("o8d", ".o8d", "OCTGN deck"),
    ExportFormat("dec", ".dec", "Magic Workstation deck"),
    ExportFormat("code", ".txt", "Deck code"),
    ExportFormat("tts", ".json", "Tabletop Simulator saved object"),
    ExportFormat("image", ".png", "Deck image"),
    ExportFormat("sheet", ".pdf", "Deck registration sheet"),
)
FORMAT_IDS: tuple[str, ...] = tuple(f.id for f in FORMATS)
# By extension: the first format with it (a .json file is our JSON deck, as it was
# before .deck.json; Tabletop Simulator's saved object and a deck code are asked for by
# name). The longest extension that ends the file's name wins.
_BY_EXTENSION: dict[str, str] = {}
for _f in FORMATS:
    _BY_EXTENSION.setdefault(_f.extension, _f.id)
_BY_EXTENSION[".json"] = "json"


class ExportError(ValueError):
    """A deck that cannot be written in the format asked for (the message says why)."""


def format_for(path: str | Path, fmt: str | None = None) -> str:
    """The format to write: the one asked for, else the file's extension's, else text."""
    if fmt is not None:
        if fmt not in FORMAT_IDS:
            raise ExportError(f"unknown format {fmt!r}; use {', '.join(FORMAT_IDS)}")
        return fmt
    name = Path(path).name.lower()
    return next((_BY_EXTENSION[ext] for ext in sorted(_BY_EXTENSION, key=len, reverse=True)
                 if name.endswith(ext) and len(name) > len(ext)), "text")


def deck_text(deck: DeckList, fmt: str, game: str,
              set_of: Callable[[str], str | None] | None = None) -> str:
    """The deck in one of the text formats (text, json, cod, o8d, dec)."""
    if fmt == "text":
        return export_deck(deck)
    if fmt == "json":
        return deck_to_json_text(deck)
    if fmt == "cod":
        return export_cod(deck)
    if fmt == "o8d":
        return export_o8d(deck, game)
    if fmt == "dec":
        return export_mws(deck, set_of)
    raise ExportError(f"{fmt!r} is not a text format")


TEXT_FORMATS = ("text", "json", "cod", "o8d", "dec", "code")


def service_deck_text(service: DeckService, deck: DeckList, fmt: str) -> str:
    """The deck in a text format, with the catalog's help (the game, the set codes)."""
    if fmt in ("text", "json"):
        return deck_text(deck, fmt, "")
    game = service.ruleset_for(deck)[0].game
    lookup = service.lookup()
    if fmt == "code":
        # A code is a line to paste: the newline ends it as a text file's last line.
        return encode_deck_code(deck, game, lambda name: lookup.card_id(name, game)) + "\n"

    def set_of(name: str) -> str | None:
        card = lookup.card(name, game)
        return card.set if card is not None and card.set else None

    return deck_text(deck, fmt, game, set_of)


def write_deck(service: DeckService, deck: DeckList, path: str | Path,
               fmt: str | None = None, language: Any = None, *,
               image_url_base: str | None = None) -> list[Path]:
    """Write ``deck`` to ``path`` in ``fmt`` (or the extension's format); returns every
    file written (a Tabletop Simulator export writes its deck sheets and thumbnail beside
    the JSON, found at ``image_url_base`` when given). ``language`` (a
    deck_pictures.PictureWords) words the deck image and sheet."""
    fmt = format_for(path, fmt)
    if image_url_base and fmt != "tts":
        raise ExportError("an image address base is used only for Tabletop Simulator")
    path = Path(path)
    # Refused before any work (the pictures take seconds); each file is checked again by
    # the gate when it is written.
    check_output_path(path, service.db.path)
    if fmt in TEXT_FORMATS:
        write_output(path, service_deck_text(service, deck, fmt), service.db.path)
        return [path]
    from deckbuilder.services import deck_pictures

    ruleset, _guessed = service.ruleset_for(deck)
    try:
        if fmt == "tts":
            return deck_pictures.write_tts(service, deck, ruleset.id, path,
                                           image_url_base=image_url_base)
        if fmt == "image":
            return deck_pictures.write_deck_image(service, deck, ruleset.id, path, language)
        return deck_pictures.write_deck_sheet(service, deck, ruleset.id, path, language)
    except deck_pictures.DeckPictureError as exc:
        raise ExportError(f"{path}: {exc}") from None


def install_deck_tts(service: DeckService, deck: DeckList, folder: str | Path | None = None,
                     *, image_url_base: str | None = None) -> list[Path]:
    """Install ``deck`` into Tabletop Simulator's Saved Objects folder (``folder``, default
    this system's); returns the files written, the saved object first."""
    from deckbuilder.services import deck_pictures

    ruleset, _guessed = service.ruleset_for(deck)
    try:
        return deck_pictures.install_tts(service, deck, ruleset.id, folder,
                                         image_url_base=image_url_base)
    except deck_pictures.DeckPictureError as exc:
        raise ExportError(str(exc)) from None


__all__ = ["FORMATS", "FORMAT_IDS", "ExportError", "ExportFormat", "format_for",
           "install_deck_tts", "write_deck"]
