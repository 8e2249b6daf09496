"""The picture exports of a deck: Tabletop Simulator (a saved object and its deck sheets),
a deck image (PNG) and a registration sheet (PDF). Qt paints them
(deckbuilder.proxies.deck_images) and is imported only here, when one is made.

Tabletop Simulator: the JSON is a saved object — put it (and the PNGs beside it) in TTS's
"Saved Objects" folder. It holds one ``DeckCustom`` of the team and the deck (the sideboard
stays out: it is not shuffled in). Each distinct card gets one face on a 10 × 7 deck sheet,
69 to a sheet, whose last slot is the hidden face; TTS card ids are ``sheet × 100 + slot``
as TTS numbers them, with ``CustomDeck`` keys the sheet numbers from 1. The sheets and
the card back are named after the JSON (``NAME-sheet1.png``, ``NAME-back.png``) and linked
by ``file://`` URLs, so the folder can be moved only as a whole; upload the PNGs and
replace the URLs to share the deck online."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from deckbuilder.outputs import OutputGroup, write_output
from deckbuilder.proxies.layout import card_size_for
from deckbuilder.rules.cards import Card, name_key
from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.registry import get_ruleset
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


def _transform(y: float = 1.0) -> dict[str, float]:
    return {"posX": 0.0, "posY": y, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
            "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}


def tts_object(title: str, cards: list[tuple[str, int]], sheet_urls: list[str],
               back_url: str, description: str = "") -> dict[str, Any]:
    """The saved object: ``cards`` are (name, TTS card id) per copy, in deck order."""
    custom = {str(i + 1): {"FaceURL": url, "BackURL": back_url, "NumWidth": 10,
                           "NumHeight": 7, "BackIsHidden": True, "UniqueBack": False,
                           "Type": 0}
              for i, url in enumerate(sheet_urls)}
    contained = []
    for i, (name, card_id) in enumerate(cards):
        sheet = str(card_id // 100)
        contained.append({
            "GUID": f"{0xC0000 + i:06x}", "Name": "Card", "Transform": _transform(),
            "Nickname": name, "Description": "", "CardID": card_id,
            "CustomDeck": {sheet: custom[sheet]}, "Hands": True, "SidewaysCard": False,
        })
    deck = {
        "GUID": "d0ec00", "Name": "DeckCustom", "Transform": _transform(),
        "Nickname": title, "Description": description, "Hands": False,
        "SidewaysCard": False, "HideWhenFaceDown": True,
        "DeckIDs": [card_id for _name, card_id in cards],
        "CustomDeck": custom, "ContainedObjects": contained,
    }
    return {"SaveName": "", "GameMode": "", "Date": "", "Table": "", "Sky": "", "Note": "",
            "Rules": "", "XmlUI": "", "LuaScript": "", "LuaScriptState": "",
            "ObjectStates": [deck], "TabStates": {}, "VersionNumber": ""}


def write_tts(service: DeckService, deck: DeckList, ruleset_id: str, path: Path) -> list[Path]:
    """The TTS saved object at ``path`` and its sheets and back beside it; returns them."""
    from deckbuilder.proxies.deck_images import (
        TTS_FACES_PER_SHEET,
        Face,
        card_back,
        png_bytes,
        tts_sheets,
    )
    from deckbuilder.proxies.pdf import ensure_gui_application

    game = get_ruleset(ruleset_id).game
    entries = _faces(service, deck, game, ("team", "deck"))
    if not entries:
        raise DeckPictureError("the deck has no cards to put on the table")
    ensure_gui_application()
    distinct: dict[str, int] = {}
    faces: list[Face] = []
    cards: list[tuple[str, int]] = []
    for count, card, picture in entries:
        key = name_key(card.name)
        if key not in distinct:
            distinct[key] = len(faces)
            faces.append(Face(card, picture))
        index = distinct[key]
        card_id = (index // TTS_FACES_PER_SHEET + 1) * 100 + index % TTS_FACES_PER_SHEET
        cards += [(card.name, card_id)] * count
    card_mm = card_size_for([game])
    path = Path(path).absolute()
    sheets = -(-len(faces) // TTS_FACES_PER_SHEET)
    sheet_paths = [path.with_name(f"{path.stem}-sheet{n}.png") for n in range(1, sheets + 1)]
    back_path = path.with_name(f"{path.stem}-back.png")
    # One output: every file checked before any is painted, all in place only when all
    # were written. The side files are names the app makes up: a symlink planted under
    # one is replaced, never written through.
    with OutputGroup(service.db.path) as group:
        outs = [group.add(p, follow_symlinks=False) for p in (*sheet_paths, back_path)]
        main = group.add(path)
        for out, sheet in zip(outs[:-1], tts_sheets(faces, game, card_mm), strict=True):
            out.write(png_bytes(sheet))
        outs[-1].write(png_bytes(card_back(game, card_mm)))
        doc = tts_object(deck.name or path.stem, cards, [p.as_uri() for p in sheet_paths],
                         back_path.as_uri(), get_ruleset(ruleset_id).title)
        main.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    written = [*sheet_paths, back_path]
    return [path, *written]


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


__all__ = ["DeckPictureError", "PictureWords", "deck_picture", "tts_object", "write_deck_image",
           "write_deck_sheet", "write_tts"]
