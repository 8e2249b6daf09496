"""Scanning cards: photos (or camera frames) in, recognised catalog cards out, and the
recognised cards added to the collection. Shared by ``deckbuilder scan`` and the window's
Scan Cards dialog."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import pairwise
from pathlib import Path

import numpy as np

from deckbuilder.catalog.collection import CollectionRepository
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.fingerprints import FingerprintRepository, ScanEntry
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.proxies.layout import DEFAULT_CARD, card_size_for
from deckbuilder.scan import detect, glare, locate, names, ocr
from deckbuilder.scan import fingerprint as fp
from deckbuilder.scan.images import ScanError, check_photo_file, load_picture, read_photo

#: How many candidates each card keeps (the best and the next ones).
CANDIDATES = 5


class ScanCancelled(Exception):
    """The user cancelled a scan; nothing was written."""


@dataclass(frozen=True, slots=True)
class CardMatch:
    """A catalog card a found card may be, with the match score (0–1, higher is surer).
    ``read``: the name read off the card when it was matched by its name (its picture
    matched nothing), else None."""

    card_id: int
    game: str
    name: str
    score: float
    picture: str | None = None
    read: str | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"game": self.game, "name": self.name,
                                  "score": round(self.score, 3)}
        if self.read is not None:
            out["read"] = self.read
        return out


class Certainty(Enum):
    """How sure a match is, as the review shows it in words rather than a number."""

    SURE = "sure"
    CHECK = "check"
    UNKNOWN = "unknown"


def certainty(match: CardMatch | None, sure: float = fp.SURE_SCORE) -> Certainty:
    """A match is "sure" from ``sure`` up and "check this" under it (a candidate the
    user picked below the threshold too); no match is "unknown"."""
    if match is None:
        return Certainty.UNKNOWN
    return Certainty.SURE if match.score >= sure else Certainty.CHECK


@dataclass(slots=True)
class ScannedCard:
    """A card found in a photo: its corners in the photo's pixels, the upright cut-out
    (RGB), the match (None: not in the catalog), the candidates best first, and the text
    read from it (only for unknown cards, and only when Tesseract is installed)."""

    corners: tuple[tuple[float, float], ...]
    crop: np.ndarray
    match: CardMatch | None
    candidates: tuple[CardMatch, ...]
    text: str | None = None
    name: str | None = None

    def to_json(self) -> dict[str, object]:
        return {"corners": [[round(x, 1), round(y, 1)] for x, y in self.corners],
                "match": self.match.to_json() if self.match else None,
                "candidates": [c.to_json() for c in self.candidates],
                "text": "\n".join(t for t in (self.name, self.text) if t) or None}


@dataclass(slots=True)
class ScannedPhoto:
    """The cards found in one photo, in reading order."""

    source: str
    cards: list[ScannedCard] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {"file": self.source, "cards": [c.to_json() for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Added:
    """One card added to the collection by a scan: copies added and the new total."""

    card_id: int
    game: str
    name: str
    added: int
    owned: int


@dataclass(frozen=True, slots=True)
class Undone:
    """One card taken back by undoing a scan's add: copies asked for, copies really
    taken (fewer when some were removed meanwhile) and the new total."""

    card_id: int
    game: str
    name: str
    wanted: int
    removed: int
    owned: int

    @property
    def short(self) -> int:
        return self.wanted - self.removed


#: How many of a found card's other outlines are matched in full when its own matches
#: nothing (see :meth:`ScanService.recognise_found`).
ALTERNATIVE_TRIES = 3
#: How many cards located by their art (:mod:`deckbuilder.scan.locate`) near an outline
#: that matched nothing are cut out and matched.
LOCATE_TRIES = 2
#: Two reported outlines overlapping this much (intersection over union) are one card:
#: cards on a table or in a binder do not lie half over each other.
SAME_CARD_IOU = 0.5
#: A catalog of up to this many pictures has all their art features in one index (made
#: once, at the first need: about 6 ms a picture); in a larger one a card is looked for
#: among the :data:`ART_SHORTLIST` cards whose fingerprints look most like the guesses at
#: its outline.
ART_INDEX_CARDS = 1000
ART_SHORTLIST = 40

Corners = tuple[tuple[float, float], ...]

#: A card named by reading its name must be among this many catalog cards whose
#: fingerprints look most like the cut-out (of 175 in the starter catalogs: about the
#: best tenth). Glare over the art leaves the right card out of the five candidates
#: (:data:`CANDIDATES`) but seldom out of the best twenty; the name read must name it
#: too, so a misread name or a look-alike picture alone never names a card.
NAME_POOL = 20
#: A name read only in part (:func:`names.part_match`) names a card only among the
#: picture's best-looking few.
PART_POOL = 3
#: A card is read for its name only when glare covers at least this share of it and its
#: best candidate scores at least NAME_READ_SCORE (see :meth:`ScanService._may_read_name`).
#: On our tuning set (seed 2026, 120 singles, 60 unknowns), the catalog cards that glare
#: left unmatched had 5-24 % of their area under glare and a best candidate of 0.29-0.46
#: (the one under 0.25, at 0.14, had its own card 97th likeliest: no name could help);
#: of the 60 cards in no catalog, most showed 0-2.5 % "glare" (their own pale print at
#: the rim, not a reflection), and 6 passed both bars (read, but named nothing).
NAME_READ_GLARE = 0.04
NAME_READ_SCORE = 0.25


class ScanService:
    """Recognises cards of the catalog (of one game, or all) in photos."""

    def __init__(self, db: Database, *, game: str | None = None,
                 min_score: float = fp.DEFAULT_MIN_SCORE, read_text: bool = True,
                 read_names: bool | None = None):
        self.db = db
        self.game = game
        self.min_score = min_score
        #: read_text: an unknown card's name and text are read (for Create card...);
        #: read_names: a glared card's name is read to recognise it (as read_text unless
        #: given: the bench recognises as the app does without the unknowns' text).
        self.read_text = read_text
        self.read_names = read_text if read_names is None else read_names
        self.card_mm = card_size_for([game]) if game else DEFAULT_CARD
        self._index: fp.FingerprintIndex | None = None
        self._entries: dict[int, ScanEntry] = {}
        self._art: dict[int, fp.CatalogArt | None] = {}
        self._names: dict[int, tuple[str, ...]] = {}
        self._lock = threading.Lock()
        self._art_index: locate.ArtIndex | None = None
        self._art_lock = threading.Lock()

    # ------------------------------------------------------------------ the index

    def prepare(self, progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> int:
        """Make the fingerprints the catalog lacks (first scan, new or changed pictures)
        and load the index; returns how many fingerprints were made."""
        repo = FingerprintRepository(self.db)
        entries = repo.entries(fp.VERSION, self.game)
        store = PictureStore(self.db)
        missing = {e.picture_id: e.picture for e in entries if e.fingerprint is None}
        made: dict[int, bytes] = {}
        for n, (picture_id, rel) in enumerate(sorted(missing.items()), 1):
            if cancelled is not None and cancelled():
                raise ScanCancelled
            try:
                made[picture_id] = fp.to_bytes(fp.descriptor(load_picture(store.path_of(rel))))
            except OSError:
                continue  # a picture missing from disk: its card cannot be recognised
            if progress is not None:
                progress(n, len(missing))
        if made:
            repo.store(fp.VERSION, made.items())
        keys, vectors = [], []
        self._entries = {}
        for e in entries:
            data = e.fingerprint if e.fingerprint is not None else made.get(e.picture_id)
            if data is None:
                continue
            keys.append(e.card_id)
            vectors.append(fp.from_bytes(data))
            self._entries[e.card_id] = e
        self._index = fp.FingerprintIndex(keys, vectors)
        self._names = self._catalog_names()
        return len(made)

    def _catalog_names(self) -> dict[int, tuple[str, ...]]:
        """Every indexed card's name and its translations (for matching a read name)."""
        out: dict[int, tuple[str, ...]] = {}
        for card_id, name, translated in self.db.conn.execute("SELECT id, name, names FROM card"):
            if card_id in self._entries:
                more = json.loads(translated) if translated else {}
                out[int(card_id)] = (name, *(str(v) for v in more.values() if v))
        return out

    @property
    def index(self) -> fp.FingerprintIndex:
        if self._index is None:
            self.prepare()
        assert self._index is not None
        return self._index

    def _art_of(self, card_id: object) -> fp.CatalogArt | None:
        """A catalog card's art (made at the first need, then kept); None without a
        readable picture."""
        assert isinstance(card_id, int)
        with self._lock:
            if card_id not in self._art:
                rel = self._entries[card_id].picture
                try:
                    picture = load_picture(PictureStore(self.db).path_of(rel))
                except OSError:
                    self._art[card_id] = None
                else:
                    self._art[card_id] = fp.CatalogArt(picture)
            return self._art[card_id]

    def _art_index_near(self, rgb: np.ndarray, near: np.ndarray | None) -> locate.ArtIndex:
        """The catalog cards' art features to look for a card in: every card's, in one
        index made at the first need (one ORB per picture: 175 pictures in about a
        second), while the catalog has at most :data:`ART_INDEX_CARDS`; in a larger one
        only the cards whose fingerprints come closest to the cut-outs along the guesses
        at the card's outline that ``near`` allows (:func:`locate.guesses`), so a large
        catalog's scan costs a few dozen pictures' features, not all of them (none for
        a photo with no outline)."""
        keys = self.index.keys
        if len(keys) <= ART_INDEX_CARDS:
            with self._art_lock:
                if self._art_index is None:
                    self._art_index = self._art_index_of(keys)
                return self._art_index
        if near is None:
            return locate.ArtIndex([], [], self.card_mm)
        crops = [detect.warp_card(rgb, q, self.card_mm)
                 for q in locate.guesses(near, rgb.shape)]
        vectors = np.stack([fp.descriptor(c) for c in crops]
                           + [fp.descriptor(c[::-1, ::-1]) for c in crops])
        best = (self.index.matrix @ vectors.T).max(axis=1)
        return self._art_index_of([keys[int(i)] for i in np.argsort(-best)[:ART_SHORTLIST]])

    def _art_index_of(self, keys: Sequence[object]) -> locate.ArtIndex:
        """An art index of these cards: each card's art as its picture is and blurred
        (:data:`locate.BLURRED`), under the card's key."""
        arts = [(k, art) for k in keys if (art := self._art_of(k)) is not None]
        return locate.ArtIndex([k for k, _art in arts] * 2,
                               [art.features for _k, art in arts]
                               + [art.blurred(locate.BLURRED) for _k, art in arts], self.card_mm)

    def _match(self, c: fp.Candidate) -> CardMatch:
        assert isinstance(c.key, int)
        e = self._entries[c.key]
        return CardMatch(e.card_id, e.game, e.name, c.score, e.picture)

    # ------------------------------------------------------------------ scanning

    def recognise(self, crop: np.ndarray) -> tuple[CardMatch | None, tuple[CardMatch, ...],
                                                   np.ndarray]:
        """Match one upright-or-upside-down cut-out; returns the match, the candidates
        and the cut-out turned upright."""
        found = self.index.search(crop, top=CANDIDATES, min_score=self.min_score,
                                  art_of=self._art_of)
        cands = tuple(self._match(c) for c in found.candidates)
        best = self._match(found.best) if found.best is not None else None
        upright = np.ascontiguousarray(crop[::-1, ::-1]) if found.upside_down else crop
        return best, cands, upright

    def recognise_found(self, card: detect.FoundCard, rgb: np.ndarray | None = None,
                        scale: float = 1.0, others: Sequence[Corners] = ()) -> tuple[
            Corners, CardMatch | None, tuple[CardMatch, ...], np.ndarray]:
        """Match a found card; when its outline gives no match, try the other outlines
        found for it (a busy table can pull a corner out) and take the first that
        matches: the :data:`ALTERNATIVE_TRIES` whose fingerprints look most like a catalog
        card's, best first (a full match costs tens of milliseconds, a fingerprint one).
        When none matches, or one only under :data:`fp.SURE_SCORE`, and the photo
        ``rgb`` (of which ``scale`` converts pixels to the corners') is given, the card
        is looked for by its art near the outline (a cloth round it or a piece of it may
        have been outlined instead; see :meth:`_located`; ``others`` are the other
        cards' outlines in the photo).
        A card nothing matches keeps its first outline: it is reported
        unknown with the outline most likely its own, not with a scrap of it that
        happened to score a little higher.
        Returns the corners used, the match, the candidates and the upright cut-out."""
        best, cands, upright = self.recognise(card.image)
        named: tuple[Corners, CardMatch, tuple[CardMatch, ...], np.ndarray] | None = None
        if best is not None:
            named = card.corners, best, cands, upright
        else:
            # (sorted() computes each key once.)
            tries = sorted(card.alternatives, key=lambda alt: -self.index.likeness(alt[1]))
            for alt_corners, image in tries[:ALTERNATIVE_TRIES]:
                a_best, a_cands, a_upright = self.recognise(image)
                if a_best is not None:
                    named = alt_corners, a_best, a_cands, a_upright
                    break
        if rgb is None or (named is not None and named[1].score >= fp.SURE_SCORE):
            return named if named is not None else (card.corners, best, cands, upright)
        # Nothing named, or named only "check this": a piece of the card outlined may
        # still be named (its art's features agree), and its own outline then scores
        # higher. Only the same card is taken from the art: what the outline named
        # stays named.
        quad = np.array(card.corners, np.float32) / scale
        by_art = self._located(rgb, quad, scale,
                               [np.array(o, np.float32) / scale for o in others])
        if by_art is not None and (named is None or (
                by_art[1].card_id == named[1].card_id and by_art[1].score > named[1].score)):
            return by_art
        return named if named is not None else (card.corners, best, cands, upright)

    def _located(self, rgb: np.ndarray, near: np.ndarray | None, scale: float,
                 others: Sequence[np.ndarray] = ()) -> tuple[
            Corners, CardMatch, tuple[CardMatch, ...], np.ndarray] | None:
        """The card whose art is near the outline ``near`` in ``rgb``'s pixels (None:
        anywhere in it), cut out along the outline its art gives and matched like any
        cut-out: the same :meth:`recognise` and threshold decide, so a card is never
        named by its art's features alone. The card found must be the outline's own:
        overlapping it (see :func:`locate.related`) and more than any of ``others``, the
        other outlines of the photo (a neighbour in a binder page is theirs)."""
        box = None if near is None else locate.neighbourhood(near, rgb.shape)
        index = self._art_index_near(rgb, near)
        for found in index.locate(rgb, box, near, tries=LOCATE_TRIES):
            if near is not None and not locate.related(found.corners, near):
                continue
            if near is not None and any(detect.iou(found.corners, o)
                                        > detect.iou(found.corners, near) for o in others):
                continue  # another outline's card, found from here
            best, cands, upright = self.recognise(
                detect.warp_card(rgb, found.corners, self.card_mm))
            if best is not None:
                return (tuple((float(x) * scale, float(y) * scale) for x, y in found.corners),
                        best, cands, upright)
        return None

    def find(self, rgb: np.ndarray, scale: float = 1.0) -> list[detect.FoundCard]:
        """The cards' outlines in an RGB image (``scale``: see :func:`detect.find_cards`)."""
        return detect.find_cards(rgb, self.card_mm, scale)

    def recognise_cards(self, rgb: np.ndarray, found: Sequence[detect.FoundCard],
                        scale: float = 1.0) -> list[ScannedCard]:
        """Recognise the cards :meth:`find` found in ``rgb``. A photo in which no
        outline was found gets one look for a catalog card's art anywhere in it. Two
        outlines that end up on one card (two wrong outlines located by its art) give
        one card: the first, unless only a later one is named."""
        results = []
        for card in found:
            got = self.recognise_found(card, rgb, scale,
                                       [o.corners for o in found if o is not card])
            # Corners that are none of the finder's come from the card's art.
            by_art = got[0] not in {card.corners, *(a for a, _image in card.alternatives)}
            results.append((*got, by_art))
        if not found:
            whole = self._located(rgb, None, scale)
            if whole is not None:
                results.append((*whole, True))
        cards: list[ScannedCard] = []
        for corners, best, cands, upright, by_art in results:
            scanned = ScannedCard(corners, upright, best, cands)
            same = next((k for k, c in enumerate(cards)
                         if _overlap(c.corners, corners) >= SAME_CARD_IOU), None)
            if same is None:
                cards.append(scanned)
            elif by_art and cards[same].match is None:
                cards[same] = scanned  # the art named the card an outline of it did not
            elif not by_art and not _one_card(scanned.match, cards[same].match):
                # Two outlines found as such: both reported, unless both named one card
                # (two pieces of a card a glare streak cut in two, each grown to it).
                cards.append(scanned)
        for scanned in cards:
            if scanned.match is None and self._may_read_name(scanned):
                named = self.recognise_by_name(scanned.crop)
                if named is not None:
                    scanned.match, scanned.crop = named
                    continue
            if scanned.match is None and self.read_text and ocr.available():
                read = ocr.read_card(scanned.crop)
                scanned.name, scanned.text = read.name or None, read.text or None
        return cards

    def _may_read_name(self, card: ScannedCard) -> bool:
        """Whether a found card that matched nothing has its name read (about 0.5 s a
        card): only when a sleeve's glare covers enough of it to hide its picture
        (:data:`NAME_READ_GLARE`, :func:`glare.glare_mask`) and its best candidate looks
        somewhat like it (:data:`NAME_READ_SCORE`), so that a card in no catalog, the
        common unmatched card, is seldom read. Never with a threshold at or over "sure":
        that leaves no "check this" band for a card named by reading."""
        if not (self.read_names and self.min_score < fp.SURE_SCORE and card.candidates
                and card.candidates[0].score >= NAME_READ_SCORE and ocr.available()):
            return False
        mask = glare.glare_mask(card.crop)
        return mask is not None and int(np.count_nonzero(mask)) >= NAME_READ_GLARE * mask.size

    def recognise_by_name(self, crop: np.ndarray) -> tuple[CardMatch, np.ndarray] | None:
        """A second opinion for a cut-out whose picture matched nothing (glare, blur): read
        the lines at its top, either way up, and take the catalog card whose name one of
        them is (:func:`names.best_match` over the whole catalog, names and translations),
        if every line read as a name names that one card AND it is among the picture's
        best-looking :data:`NAME_POOL`: two weak signs that agree, so a misread name alone
        or a look-alike picture alone never names a card. With no whole name read, the
        start or end of one (:func:`names.part_match`) is taken alike, among the
        best-looking :data:`PART_POOL` only. The lines are read as the cut-out is, then,
        if they name nothing, with its light evened out (:func:`ocr.even_light`: a glare
        over part of a name can hide all of it from Tesseract). The match scores the
        threshold, so the review shows it as "check this", never "sure".
        Returns the match and the cut-out turned the way its name was read, or None."""
        for even in (False, True):
            named = self._named_by_reading(crop, ocr.read_top_lines(crop, even))
            if named is not None:
                return named
        return None

    def _named_by_reading(self, crop: np.ndarray, read_lines: tuple[list[str], list[str]]
                          ) -> tuple[CardMatch, np.ndarray] | None:
        """:meth:`recognise_by_name` for the lines read at the cut-out's top and bottom
        (:func:`ocr.read_top_lines`)."""
        hits: dict[int, tuple[bool, str]] = {}
        parts: dict[int, tuple[bool, str]] = {}
        for turned, lines in enumerate(read_lines):
            # A name split in two by the reading (psm 11 reads words apart) is tried whole.
            tries = [*lines, *(f"{a} {b}" for a, b in pairwise(lines))]
            for read in tries:
                found = names.best_match(read, self._names)
                if found is not None:
                    hits.setdefault(found.key, (bool(turned), read))
                part = names.part_match(read, self._names)
                if part is not None:
                    parts.setdefault(part, (bool(turned), read))
        # A whole name read; else the start or end of one (the glare over the rest of
        # it), a weaker sign, so the picture must look most like that card of all but a few.
        pool = NAME_POOL if hits else PART_POOL
        hits = hits or parts
        if len(hits) != 1:
            return None
        ((card_id, (turned, read)),) = hits.items()
        if card_id not in self.index.likeliest(crop, pool):
            return None  # a name read clearly, of a card the picture does not look like
        e = self._entries[card_id]
        score = min(self.min_score, fp.SURE_SCORE - 0.001)
        image = np.ascontiguousarray(crop[::-1, ::-1]) if turned else crop
        return CardMatch(e.card_id, e.game, e.name, score, e.picture, read), image

    def scan_image(self, rgb: np.ndarray, source: str = "frame",
                   scale: float = 1.0) -> ScannedPhoto:
        """Find and recognise every card in an RGB image (a photo or a camera frame)."""
        return ScannedPhoto(source, self.recognise_cards(rgb, self.find(rgb, scale), scale))

    def scan_file(self, path: str | Path) -> ScannedPhoto:
        """Find and recognise every card in a photo file (:class:`ScanError` if it cannot
        be read)."""
        rgb, scale = read_photo(path)
        return self.scan_image(rgb, str(path), scale)

    def scan_files(self, paths: Sequence[str | Path],
                   progress: Callable[[int, int], None] | None = None,
                   cancelled: Callable[[], bool] | None = None) -> list[ScannedPhoto]:
        """Every photo in turn; every photo is read and checked before any is scanned,
        so a bad one stops the scan before work is wasted."""
        for path in paths:
            check_photo_file(path)
        self.index  # noqa: B018  (makes missing fingerprints before the first photo)
        out = []
        for n, path in enumerate(paths):
            if cancelled is not None and cancelled():
                raise ScanCancelled
            out.append(self.scan_file(path))
            if progress is not None:
                progress(n + 1, len(paths))
        return out

    # ------------------------------------------------------------------ the collection

    def add_to_collection(self, counts: Iterable[tuple[int, int]]) -> list[Added]:
        """Add copies (card id, how many) to the collection as one transaction; copies go
        to the plain variant (NM, English, not foil)."""
        totals: dict[int, int] = {}
        for card_id, n in counts:
            if n > 0:
                totals[card_id] = totals.get(card_id, 0) + n
        repo = CollectionRepository(self.db)
        added = []
        with self.db.transaction() as conn:
            for card_id, n in sorted(totals.items()):
                row = conn.execute("SELECT game, name FROM card WHERE id=?",
                                   (card_id,)).fetchone()
                if row is None:
                    raise ScanError(f"card #{card_id} is no longer in the catalog",
                                    code="card-gone", source="", card_id=card_id)
                owned = repo.owned(card_id) + n
                repo.set_total(card_id, owned)
                added.append(Added(card_id, row[0], row[1], n, owned))
        return added

    def undo_add(self, added: Iterable[Added]) -> list[Undone]:
        """Take back the copies an :meth:`add_to_collection` put in, as one transaction.
        Copies removed meanwhile (by another window or command) are not taken twice:
        only what is still owned is taken, and the shortfall is reported."""
        repo = CollectionRepository(self.db)
        undone = []
        with self.db.transaction() as conn:
            for a in added:
                if a.added <= 0:
                    continue
                exists = conn.execute("SELECT 1 FROM card WHERE id=?", (a.card_id,)).fetchone()
                have = repo.owned(a.card_id) if exists else 0
                take = min(a.added, have)
                if take:
                    repo.set_total(a.card_id, have - take)
                undone.append(Undone(a.card_id, a.game, a.name, a.added, take, have - take))
        return undone


def _one_card(a: CardMatch | None, b: CardMatch | None) -> bool:
    """Whether two matches name one catalog card."""
    return a is not None and b is not None and a.card_id == b.card_id


def _overlap(a: Corners, b: Corners) -> float:
    """Intersection over union of two outlines."""
    return detect.iou(np.array(a, np.float32), np.array(b, np.float32))


def matched_counts(photos: Iterable[ScannedPhoto]) -> list[tuple[int, int]]:
    """(card id, copies) of every matched card of the photos."""
    counts: dict[int, int] = {}
    for photo in photos:
        for card in photo.cards:
            if card.match is not None:
                counts[card.match.card_id] = counts.get(card.match.card_id, 0) + 1
    return sorted(counts.items())
