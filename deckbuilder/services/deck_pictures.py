"""The picture exports of a deck: Tabletop Simulator (a saved object and its deck sheets),
a deck image (PNG) and a registration sheet (PDF). Qt paints them
(deckbuilder.proxies.deck_images) and is imported only here, when one is made.

Tabletop Simulator: the JSON is a saved object (TTS's "Saved Objects" folder; see
:func:`install_tts`). It holds one pile per zone: the team face up beside the deck, the
deck face down, the sideboard face down on the other side — each a ``DeckCustom`` (one
card alone: a ``Card``), marked ``deckbuilder:<zone>`` in its ``GMNotes`` so that
:mod:`deckbuilder.rules.tts_deck` reads it back. Every card carries its name and text
(``Nickname``, ``Description``): hovering over it in TTS reads the card. Each distinct
card gets one face on a 10 × 7 deck sheet, 69 to a sheet, whose last slot is the hidden
face; TTS card ids are ``sheet × 100 + slot``, with ``CustomDeck`` keys the sheet numbers
from 1. The sheets and the card back are named after the JSON (``NAME-sheet1.png``,
``NAME-back.png``) and the thumbnail TTS shows is ``NAME.png`` beside it.

Where the sheets are found: at ``--image-url-base`` + their file names, when the user has
put them online (every player then sees the cards); else at their ``file://`` address,
which only the exporter's own TTS can open (fine for an installed object played alone or
uploaded with TTS's Cloud Manager)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urlsplit

from deckbuilder.outputs import OutputGroup, output_folder, write_output
from deckbuilder.platform_folders import tts_folder
from deckbuilder.proxies.layout import card_size_for
from deckbuilder.rules.cards import GAME_TITLES, Card, card_stats, name_key
from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.registry import get_ruleset
from deckbuilder.rules.tts_deck import ZONE_MARK
from deckbuilder.services.catalog_service import CatalogService
from deckbuilder.services.deck_service import DeckService

if TYPE_CHECKING:
    from deckbuilder.proxies.deck_images import DeckPicture, Face


class DeckPictureError(ValueError):
    """A deck that cannot be pictured (cards the catalog does not know)."""


@dataclass(frozen=True)
class PictureWords:
    """The words a deck image or sheet shows, in the reader's language (the window passes
    its translations; English without). ``labels`` keys: team, sideboard, legal, illegal,
    unknown, sheet-title, player, deck, ruleset, total."""

    labels: Mapping[str, str] = field(default_factory=dict)
    kind_title: Callable[[str], str] | None = None
    ruleset_title: Callable[[str], str] | None = None
    violation: Callable[[Any], str] | None = None


def _faces(service: DeckService, deck: DeckList, game: str,
           zones: tuple[str, ...]) -> list[tuple[int, Card, Path | None]]:
    """(count, card, picture) for every entry of the zones, in deck order."""
    catalog = CatalogService(service.db)
    out = []
    unknown = []
    for zone in zones:
        for entry in deck.zone(zone):
            rec = service.cards.find(entry.name, game)
            if rec is None:
                unknown.append(entry.name)
                continue
            picture = catalog.picture_path(rec.picture) if rec.picture else None
            out.append((entry.count, rec.card,
                        picture if picture is not None and picture.exists() else None))
    if unknown:
        raise DeckPictureError("not in the catalog: " + ", ".join(
            repr(n) for n in dict.fromkeys(unknown)))
    return out


#: The piles of a saved object: zone, title, place on the table (x), face up.
TTS_PILES: tuple[tuple[str, str, float, bool], ...] = (
    ("team", "Team", -2.6, True), ("deck", "Deck", 0.0, False),
    ("sideboard", "Sideboard", 2.6, False))
#: The mark of a pile in its GMNotes (TTS's hidden notes), read back by rules.tts_deck.
TTS_ZONE_MARK = ZONE_MARK
# Characters a file name cannot hold on one system or another.
_NOT_FILE_CHAR = re.compile(r'[\\/:*?"<>|\x00-\x1f]')


@dataclass(frozen=True)
class TtsCard:
    """One copy on the table: its name, TTS card id and the text hovering shows."""

    name: str
    card_id: int
    description: str = ""


def _transform(x: float = 0.0, face_up: bool = False) -> dict[str, float]:
    return {"posX": x, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0,
            "rotZ": 0.0 if face_up else 180.0, "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}


def card_description(card: Card) -> str:
    """What TTS shows when hovering over the card: game and kind, the stats, the text."""
    head = f"{GAME_TITLES.get(card.game, card.game)} — {card.kind.replace('-', ' ')}"
    stats = " · ".join(f"{label} {value}" for label, value in card_stats(card))
    return "\n".join(part for part in (head, stats, card.text or "") if part)


def tts_object(title: str, piles: Mapping[str, list[TtsCard]], sheet_urls: list[str],
               back_url: str, description: str = "", ruleset: str = "") -> dict[str, Any]:
    """The saved object: ``piles`` maps team/deck/sideboard to their copies in order;
    ``ruleset`` (an id) is noted in the deck pile's GMNotes for reading back."""
    custom = {str(i + 1): {"FaceURL": url, "BackURL": back_url, "NumWidth": 10,
                           "NumHeight": 7, "BackIsHidden": True, "UniqueBack": False,
                           "Type": 0}
              for i, url in enumerate(sheet_urls)}
    guid = iter(range(0xC0000, 0xFFFFFF))
    objects = []
    for zone, zone_title, x, face_up in TTS_PILES:
        cards = piles.get(zone) or []
        if not cards:
            continue
        contained = [{
            "GUID": f"{next(guid):06x}", "Name": "Card", "Transform": _transform(x, face_up),
            "Nickname": c.name, "Description": c.description, "GMNotes": "",
            "CardID": c.card_id, "CustomDeck": {str(c.card_id // 100):
                                                custom[str(c.card_id // 100)]},
            "Hands": True, "SidewaysCard": False,
        } for c in cards]
        name = title if zone == "deck" else f"{title} — {zone_title}"
        mark = TTS_ZONE_MARK + zone + (f"\nRuleset: {ruleset}" if zone == "deck"
                                       and ruleset else "")
        if len(contained) == 1:  # TTS keeps a single card as a card, not a deck of one
            objects.append({**contained[0], "GMNotes": mark})
            continue
        sheets = dict.fromkeys(str(c.card_id // 100) for c in cards)
        objects.append({
            "GUID": f"{next(guid):06x}", "Name": "DeckCustom",
            "Transform": _transform(x, face_up), "Nickname": name,
            "Description": description, "GMNotes": mark, "Hands": False,
            "SidewaysCard": False, "HideWhenFaceDown": True,
            "DeckIDs": [c.card_id for c in cards],
            "CustomDeck": {k: custom[k] for k in sheets}, "ContainedObjects": contained,
        })
    return {"SaveName": "", "GameMode": "", "Date": "", "Table": "", "Sky": "", "Note": "",
            "Rules": "", "XmlUI": "", "LuaScript": "", "LuaScriptState": "",
            "ObjectStates": objects, "TabStates": {}, "VersionNumber": ""}


def check_url_base(base: str) -> str:
    """An ``--image-url-base`` as the sheets' addresses start (ending in ``/``); refuses
    anything but an http(s) address."""
    parts = urlsplit(base.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise DeckPictureError(f"the image address base must start with http:// or "
                               f"https://, got {base!r}")
    return base.strip().rstrip("/") + "/"


def write_tts(service: DeckService, deck: DeckList, ruleset_id: str, path: Path, *,
              image_url_base: str | None = None) -> list[Path]:
    """The TTS saved object at ``path``, its sheets, back and thumbnail beside it;
    returns them. ``image_url_base``: where the sheets will be online."""
    from deckbuilder.proxies.deck_images import (
        TTS_FACES_PER_SHEET,
        Face,
        card_back,
        png_bytes,
        tts_sheets,
        tts_thumbnail,
    )
    from deckbuilder.proxies.pdf import ensure_gui_application

    base = check_url_base(image_url_base) if image_url_base else None
    game = get_ruleset(ruleset_id).game
    zones = [(zone, _faces(service, deck, game, (zone,))) for zone, *_ in TTS_PILES]
    if not any(entries for zone, entries in zones if zone != "sideboard"):
        raise DeckPictureError("the deck has no cards to put on the table")
    ensure_gui_application()
    distinct: dict[str, int] = {}
    faces: list[Face] = []
    piles: dict[str, list[TtsCard]] = {}
    for zone, entries in zones:
        for count, card, picture in entries:
            key = name_key(card.name)
            if key not in distinct:
                distinct[key] = len(faces)
                faces.append(Face(card, picture))
            index = distinct[key]
            card_id = (index // TTS_FACES_PER_SHEET + 1) * 100 + index % TTS_FACES_PER_SHEET
            piles.setdefault(zone, []).extend(
                [TtsCard(card.name, card_id, card_description(card))] * count)
    card_mm = card_size_for([game])
    path = Path(path).absolute()
    sheets = -(-len(faces) // TTS_FACES_PER_SHEET)
    sheet_paths = [path.with_name(f"{path.stem}-sheet{n}.png") for n in range(1, sheets + 1)]
    back_path = path.with_name(f"{path.stem}-back.png")
    thumb_path = path.with_name(f"{path.stem}.png")

    def url(p: Path) -> str:
        return base + quote(p.name) if base else p.as_uri()

    # One output: every file checked before any is painted, all in place only when all
    # were written. The side files are names the app makes up: a symlink planted under
    # one is replaced, never written through.
    with OutputGroup(service.db.path) as group:
        outs = [group.add(p, follow_symlinks=False)
                for p in (*sheet_paths, back_path, thumb_path)]
        main = group.add(path)
        for out, sheet in zip(outs[:-2], tts_sheets(faces, game, card_mm), strict=True):
            out.write(png_bytes(sheet))
        outs[-2].write(png_bytes(card_back(game, card_mm)))
        outs[-1].write(png_bytes(tts_thumbnail(faces[0], card_mm)))
        doc = tts_object(deck.name or path.stem, piles, [url(p) for p in sheet_paths],
                         url(back_path), get_ruleset(ruleset_id).title, ruleset_id)
        main.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    return [path, *sheet_paths, back_path, thumb_path]


def tts_file_name(deck_name: str) -> str:
    """The saved object's file name for a deck (characters no file name may hold
    replaced)."""
    return (_NOT_FILE_CHAR.sub("_", deck_name).strip(" .") or "Deck") + ".json"


def install_tts(service: DeckService, deck: DeckList, ruleset_id: str,
                folder: str | Path | None = None, *,
                image_url_base: str | None = None) -> list[Path]:
    """Put the deck into Tabletop Simulator's Saved Objects folder (``folder``, default
    this system's; see deckbuilder.platform_folders); returns the files written."""
    target = tts_folder(folder)
    # The Saves folder is there once TTS has run; Saved Objects once something was saved.
    if not target.is_dir() and not target.parent.is_dir():
        raise DeckPictureError(
            f"{target}: no Tabletop Simulator folder there — start Tabletop Simulator "
            "once, or name its Saved Objects folder (--tts-folder, or Settings in the "
            "window)")
    made = output_folder(target, service.db.path)
    return write_tts(service, deck, ruleset_id, made / tts_file_name(deck.name or "Deck"),
                     image_url_base=image_url_base)


def deck_picture(service: DeckService, deck: DeckList, ruleset_id: str,
                 language: PictureWords | None = None) -> DeckPicture:
    """What the deck image and sheet show: groups (the team, the deck by kind, the
    sideboard), the ruleset and the legality verdict."""
    from deckbuilder.proxies.deck_images import DeckPicture, Entry, Face, Group

    ruleset = get_ruleset(ruleset_id)
    language = language or PictureWords()
    labels = dict(language.labels)
    words = {"team": "Team", "sideboard": "Sideboard", "legal": "Legal",
             "illegal": "Not legal", **labels}
    named = language.kind_title or (lambda kind: kind.replace("-", " "))

    def title_of(kind: str) -> str:
        title = named(kind)
        return title[:1].upper() + title[1:]

    ruleset_title = (language.ruleset_title(ruleset.id) if language.ruleset_title
                     else ruleset.title)
    catalog = CatalogService(service.db)

    def entry(name: str, count: int) -> tuple[str, Entry]:
        rec = service.cards.find(name, ruleset.game)
        if rec is None:
            return "", Entry(count, name)
        picture = catalog.picture_path(rec.picture) if rec.picture else None
        face = Face(rec.card, picture if picture is not None and picture.exists() else None)
        return rec.card.kind, Entry(count, rec.card.name, face)

    groups = []
    if deck.team:
        groups.append(Group(words["team"], tuple(entry(e.name, e.count)[1] for e in deck.team)))
    by_kind: dict[str, list[Entry]] = {}
    for e in deck.deck:
        kind, item = entry(e.name, e.count)
        by_kind.setdefault(kind, []).append(item)
    for kind, items in by_kind.items():
        groups.append(Group(title_of(kind) if kind else words.get("unknown", "Unknown cards"),
                            tuple(items)))
    if deck.sideboard:
        groups.append(Group(words["sideboard"],
                            tuple(entry(e.name, e.count)[1] for e in deck.sideboard)))
    report = service.check(deck, ruleset)
    errors = [language.violation(v) if language.violation else v.message
              for v in report.violations if v.severity == "error"]
    verdict = words["legal"] if report.legal else words["illegal"]
    return DeckPicture(title=deck.name or "Deck", ruleset=ruleset_title, verdict=verdict,
                       legal=report.legal, problems=tuple(errors), groups=tuple(groups),
                       card_mm=card_size_for([ruleset.game]), labels=labels)


def write_deck_image(service: DeckService, deck: DeckList, ruleset_id: str,
                     path: Path, language: PictureWords | None = None) -> list[Path]:
    from deckbuilder.proxies.deck_images import deck_image, png_bytes
    from deckbuilder.proxies.pdf import ensure_gui_application

    picture = deck_picture(service, deck, ruleset_id, language)
    ensure_gui_application()
    write_output(path, png_bytes(deck_image(picture)), service.db.path)
    return [Path(path)]


def write_deck_sheet(service: DeckService, deck: DeckList, ruleset_id: str,
                     path: Path, language: PictureWords | None = None) -> list[Path]:
    from deckbuilder.proxies.deck_images import deck_sheet_pdf
    from deckbuilder.proxies.pdf import ensure_gui_application

    picture = deck_picture(service, deck, ruleset_id, language)
    ensure_gui_application()
    data, _pages = deck_sheet_pdf(picture)
    write_output(path, data, service.db.path)
    return [Path(path)]


__all__ = ["DeckPictureError", "PictureWords", "TtsCard", "card_description", "deck_picture",
           "install_tts", "tts_file_name", "tts_object", "write_deck_image",
           "write_deck_sheet", "write_tts"]
