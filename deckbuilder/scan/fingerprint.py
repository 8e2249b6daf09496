"""Picture fingerprints and matching a cut-out card against them.

A fingerprint is the card's picture reduced to what survives a photo: the brightness at
32 × 44 divided by its own blurred self (uneven light and exposure cancel out) and the
colour at 8 × 11 as chromaticity (independent of how bright the light is), each centred
and scaled to unit length. Two fingerprints are compared by their dot product (a
normalised cross-correlation): 1 is the same picture, near 0 an unrelated one. A card
photographed upside down is compared a second time turned round.

The best few are then checked by the ORB local features of their art box (how many agree
under one perspective transform, :func:`agreeing_features`): a card of the same frame
with other art scores low, so a card made from a catalog card's frame is not taken for
it. A sleeve's glare (:mod:`deckbuilder.scan.glare`) is left out of the photo's side of
that check. A best score under the threshold means the card is not in the catalog.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np

from deckbuilder.scan.glare import glare_mask

#: Stored with each fingerprint: a fingerprint of another version is made again.
VERSION = 1
GREY_SIZE = (32, 44)
COLOUR_SIZE = (8, 11)
GREY_WEIGHT, COLOUR_WEIGHT = 0.85, 0.53
#: Best scores under this are "not in the catalog" (calibrated by ``python -m bench scan``).
DEFAULT_MIN_SCORE = 0.5
#: A match scoring this much or more is shown as "sure", one between the threshold and
#: this as "check this". Cards in no catalog score at most 0.47 in ``python -m bench
#: scan`` (both sets); 0.75 needs the art's local features to agree well beyond that.
SURE_SCORE = 0.75
#: A border this wide (share of the width) is left out: a cut-out's edge may hold a
#: sliver of the table or of the sleeve.
INSET = 0.03


def _inset(rgb: np.ndarray) -> np.ndarray:
    h, w = rgb.shape[:2]
    d = max(1, round(w * INSET))
    return rgb[d:h - d, d:w - d]


def _unit(v: np.ndarray) -> np.ndarray:
    v = v - v.mean()
    n = float(np.linalg.norm(v))
    return v / n if n > 1e-6 else v


def descriptor(rgb: np.ndarray) -> np.ndarray:
    """The fingerprint vector (float32, unit length) of an upright card image (RGB)."""
    card = _inset(rgb)
    small = cv2.resize(card, (GREY_SIZE[0] * 2, GREY_SIZE[1] * 2), interpolation=cv2.INTER_AREA)
    small = small.astype(np.float32) + 4.0
    grey = cv2.resize(small.mean(axis=2), GREY_SIZE, interpolation=cv2.INTER_AREA)
    flat = cv2.GaussianBlur(grey, (0, 0), 6.0)
    grey_part = _unit(np.log(grey) - np.log(flat)).ravel()
    colour = cv2.resize(small, COLOUR_SIZE, interpolation=cv2.INTER_AREA)
    total = colour.sum(axis=2, keepdims=True)
    chroma = colour[:, :, :2] / total
    colour_part = np.concatenate([_unit(chroma[:, :, 0]).ravel(), _unit(chroma[:, :, 1]).ravel()])
    n = float(np.linalg.norm(colour_part))
    if n > 1e-6:
        colour_part = colour_part / n
    vec = np.concatenate([grey_part * GREY_WEIGHT, colour_part * COLOUR_WEIGHT])
    return (vec / np.linalg.norm(vec)).astype(np.float32)


def to_bytes(vec: np.ndarray) -> bytes:
    """A fingerprint as stored in the database (float16: 3 KB a picture)."""
    return vec.astype(np.float16).tobytes()


def from_bytes(data: bytes) -> np.ndarray:
    return np.frombuffer(data, dtype=np.float16).astype(np.float32)


def size() -> int:
    return GREY_SIZE[0] * GREY_SIZE[1] + 2 * COLOUR_SIZE[0] * COLOUR_SIZE[1]


@dataclass(frozen=True, slots=True)
class Candidate:
    """One catalog entry a card may be: its key (what the index was given) and score."""

    key: object
    score: float


@dataclass(frozen=True, slots=True)
class Match:
    """The result for one card: the best candidate when it clears the threshold (else
    None: not in the catalog), the candidates best first, and whether the card lay upside
    down in the photo."""

    best: Candidate | None
    candidates: tuple[Candidate, ...]
    upside_down: bool


_ORBS: dict[int, Any] = {}
#: The art box of the three games' cards (share of the height): what tells two cards of
#: the same frame apart, and what a card made from a catalog card's frame does not share.
ART_BAND = (0.2, 0.64)
ART_SIDES = (0.1, 0.9)
#: A candidate's score: this much from the fingerprint, the rest from the art's local
#: features (their agreeing matches, counted up to FULL_INLIERS).
SIMILARITY_SHARE = 0.35
FULL_INLIERS = 30
#: Agreeing features spread over less than this share of the art count for less, in
#: proportion; under a glare over the art, as the square root of the proportion (the glare
#: leaves them a strip or a corner to agree in: counted in proportion, the true card
#: under a streak scored as an unrelated one). The guard is kept whole for a card without
#: glare: it is what keeps a card made from a catalog card's frame unknown.
SPREAD = 0.2
#: How many of the best candidates get their art compared.
VERIFY = 3
#: The ORB features looked for in a catalog picture's art and in a photographed card's
#: with a glare over its art: more in that photo, as the glare's edges and a blur leave
#: fewer strong ones of the art's (catalog pictures are sharp; their features are made
#: once, lazily).
CATALOG_FEATURES = 300
QUERY_FEATURES = 500
#: Features this close to a glare (pixels of the 240-wide art box) are not looked for:
#: their patches straddle its edge, and would agree with nothing.
GLARE_RIM = 15
#: A fingerprint cell this much under a glare is left out of the correlation.
GLARE_CELL = 0.1
#: A glare changes the art's check only when it covers this share of the art box: a card
#: without glare over its art is matched exactly as if it had none.
GLARE_OVER_ART = 0.04


@dataclass(frozen=True, slots=True)
class Features:
    """ORB key points (as coordinates) and descriptors of a card's art box, and the art
    box's size (width, height) in the same pixels."""

    points: np.ndarray
    descriptors: np.ndarray | None
    size: tuple[int, int] = (240, 240)
    #: Whether a glare hid part of the art (features left out there and next to it).
    glared: bool = False
    #: How sharp the art box is (:func:`sharpness`; 0: not measured).
    sharpness: float = 0.0


#: The blurs (Gaussian sigma, pixels of the 240-wide art box) a catalog picture's art may
#: be given to look as blurred as a photographed card's (see :class:`CatalogArt`).
BLUR_LADDER = (0.8, 1.2, 1.6, 2.0, 2.5, 3.0)


def sharpness(grey: np.ndarray, allowed: np.ndarray | None = None) -> float:
    """How sharp a grey art box is: the variance of its Laplacian (over ``allowed``'s
    non-zero pixels, all without it). A blur lowers it; noise and JPEG raise it a little."""
    lap = cv2.Laplacian(grey, cv2.CV_64F)
    if allowed is not None:
        lap = lap[allowed > 0]
    return float(lap.var()) if lap.size else 0.0


class CatalogArt:
    """A catalog picture's art box and its ORB features: sharp (:attr:`features`), and as
    blurred as a photographed card's (:meth:`as_blurred_as`). A blurred photo's ORB finds
    other corners than the sharp picture's: on photos of the worst kind (motion blur,
    sleeve, glare, thumb; ``synth.worst_single``) the true card's features agreed too
    little in 16 of 70, in 10 with the picture blurred alike as a second look, while
    cards in no catalog gained nothing (at most 7 agreeing either way)."""

    def __init__(self, rgb: np.ndarray):
        self._grey = _art_grey(rgb)
        self.features = _detect(self._grey, None, CATALOG_FEATURES)
        self._ladder: list[float] | None = None
        self._blurred: dict[float, Features] = {}

    def as_blurred_as(self, sharp: float) -> Features | None:
        """The features of the art blurred (by the least of :data:`BLUR_LADDER` that
        does, else the most) to a sharpness of at most ``sharp``; None when the picture
        is no sharper than that already."""
        if sharp <= 0 or self.features.sharpness <= sharp:
            return None
        if self._ladder is None:
            self._ladder = [sharpness(cv2.GaussianBlur(self._grey, (0, 0), s))
                            for s in BLUR_LADDER]
        return self.blurred(next((s for s, v in zip(BLUR_LADDER, self._ladder, strict=True)
                                  if v <= sharp), BLUR_LADDER[-1]))

    def blurred(self, sigma: float) -> Features:
        """The features of the art blurred by ``sigma`` (made once)."""
        if sigma not in self._blurred:
            self._blurred[sigma] = _detect(cv2.GaussianBlur(self._grey, (0, 0), sigma), None,
                                           CATALOG_FEATURES)
        return self._blurred[sigma]


def _art_box(card: np.ndarray) -> np.ndarray:
    """The art box of a card image (or of a mask of one), inset as :func:`_inset`."""
    h, w = card.shape[:2]
    return card[round(h * ART_BAND[0]):round(h * ART_BAND[1]),
                round(w * ART_SIDES[0]):round(w * ART_SIDES[1])]


def _orb(features: int) -> Any:
    orb = _ORBS.get(features)
    if orb is None:
        orb = _ORBS[features] = cv2.ORB.create(nfeatures=features, fastThreshold=10,
                                               edgeThreshold=15)
    return orb


def _art_grey(rgb: np.ndarray) -> np.ndarray:
    """An upright card's art box, grey, 240 pixels wide."""
    grey = cv2.cvtColor(_art_box(_inset(rgb)), cv2.COLOR_RGB2GRAY)
    size = (240, round(240 * grey.shape[0] / grey.shape[1]))
    return cv2.resize(grey, size, interpolation=cv2.INTER_AREA)


def _detect(grey: np.ndarray, allowed: np.ndarray | None, features: int) -> Features:
    keypoints, descriptors = _orb(features).detectAndCompute(grey, allowed)
    return Features(np.array([k.pt for k in keypoints], np.float32).reshape(-1, 2), descriptors,
                    (grey.shape[1], grey.shape[0]), allowed is not None,
                    sharpness(grey, allowed))


def art_features(rgb: np.ndarray, glare: np.ndarray | None = None) -> Features:
    """The ORB features of an upright card's art box. With ``glare`` (a mask of the card,
    255 = glare) over :data:`GLARE_OVER_ART` of the art: none there nor next to it, and
    :data:`QUERY_FEATURES` of them."""
    grey = _art_grey(rgb)
    allowed = None
    if glare is not None:
        over = cv2.resize(_art_box(_inset(glare)), (grey.shape[1], grey.shape[0]),
                          interpolation=cv2.INTER_NEAREST)
        if np.count_nonzero(over) >= GLARE_OVER_ART * over.size:
            allowed = cv2.bitwise_not(cv2.dilate(over, np.ones((GLARE_RIM, GLARE_RIM),
                                                               np.uint8)))
    return _detect(grey, allowed, CATALOG_FEATURES if allowed is None else QUERY_FEATURES)


def agreeing_features(a: Features, b: Features) -> float:
    """How many ORB features of two art boxes agree (ratio test, then the inliers of one
    homography), discounted when they crowd into a small part of the art (a strip of a
    shared background is not the same art; :data:`SPREAD`): tens for the same art, a
    handful else."""
    if a.descriptors is None or b.descriptors is None or len(a.points) < 8 \
            or len(b.points) < 8:
        return 0.0
    matcher = cv2.BFMatcher(cv2.NORM_HAMMING)
    good = [pair[0] for pair in matcher.knnMatch(a.descriptors, b.descriptors, k=2)
            if len(pair) == 2 and pair[0].distance < 0.8 * pair[1].distance]
    if len(good) < 8:
        return float(len(good))
    src = a.points[[m.queryIdx for m in good]]
    dst = b.points[[m.trainIdx for m in good]]
    _h, mask = cv2.findHomography(src, dst, cv2.RANSAC, 6.0)
    if mask is None:
        return 0.0
    inliers = src[mask.ravel() > 0]
    if len(inliers) < 3:
        return float(len(inliers))
    spread = min(1.0, cv2.contourArea(cv2.convexHull(inliers)) / float(np.prod(a.size)) / SPREAD)
    return len(inliers) * (math.sqrt(spread) if a.glared else spread)


def combined_score(similarity: float, inliers: float) -> float:
    return (SIMILARITY_SHARE * max(0.0, similarity)
            + (1 - SIMILARITY_SHARE) * min(1.0, inliers / FULL_INLIERS))


class FingerprintIndex:
    """The fingerprints of a catalog's pictures, searchable by a cut-out card."""

    def __init__(self, keys: Sequence[object], vectors: Sequence[np.ndarray]):
        self.keys = list(keys)
        self.matrix = (np.vstack(list(vectors)).astype(np.float32) if vectors
                       else np.zeros((0, size()), np.float32))

    def __len__(self) -> int:
        return len(self.keys)

    def _similarity(self, rgb: np.ndarray, glare: np.ndarray | None) -> np.ndarray:
        """Every catalog fingerprint's correlation with a cut-out card's, over the cells
        the glare leaves (all of them without one)."""
        q = descriptor(rgb)
        if glare is None:
            return self.matrix @ q
        m = _inset(glare).astype(np.float32) / 255
        grey = cv2.resize(m, GREY_SIZE, interpolation=cv2.INTER_AREA).ravel()
        colour = cv2.resize(m, COLOUR_SIZE, interpolation=cv2.INTER_AREA).ravel()
        hidden = np.flatnonzero(np.concatenate([grey, colour, colour]) >= GLARE_CELL)
        if len(hidden) == 0:
            return self.matrix @ q
        n = float(len(q) - len(hidden))
        # Sums over the cells left = sums over all (a fingerprint is centred and of unit
        # length) minus those over the few hidden: three products over the hidden columns.
        part = self.matrix[:, hidden]
        qh = q[hidden]
        mean_c = -part.sum(axis=1) / n
        mean_q = -float(qh.sum()) / n
        cov = (self.matrix @ q - part @ qh) - n * mean_c * mean_q
        var_c = (1.0 - np.square(part).sum(axis=1)) - n * mean_c * mean_c
        var_q = (1.0 - float(qh @ qh)) - n * mean_q * mean_q
        return cov / np.sqrt(np.maximum(var_c * var_q, 1e-12))

    def likeness(self, rgb: np.ndarray) -> float:
        """The best fingerprint score of a cut-out card against the catalog, either way up,
        without the art's check: a cheap first look at which of several outlines of one
        card is worth matching in full."""
        if not self.keys:
            return 0.0
        return float(self._both_ways(rgb, glare_mask(rgb)).max())

    def _both_ways(self, rgb: np.ndarray, glare: np.ndarray | None) -> np.ndarray:
        """Every catalog fingerprint's correlation with a cut-out card's, upright and
        turned round (N × 2), leaving out ``glare``."""
        return np.stack([self._similarity(rgb, glare),
                         self._similarity(rgb[::-1, ::-1],
                                          None if glare is None else glare[::-1, ::-1])],
                        axis=1)

    def likeliest(self, rgb: np.ndarray, n: int) -> list[object]:
        """The keys of the ``n`` catalog cards whose fingerprints are most like a cut-out's,
        either way up, best first, glare left out as in :meth:`likeness`: of 114 glared
        cards of our tuning generator at their true outlines, the true card ranked at
        worst 4th so (1 outside the best three), 12th over the whole card (3 outside)."""
        if not self.keys:
            return []
        best = self._both_ways(rgb, glare_mask(rgb)).max(axis=1)
        return [self.keys[int(i)] for i in np.argsort(-best)[:n]]

    def search(self, rgb: np.ndarray, *, top: int = 5,
               min_score: float = DEFAULT_MIN_SCORE,
               art_of: Callable[[object], CatalogArt | None] | None = None) -> Match:
        """Match a cut-out card (either way up). The best few by fingerprint have their
        art compared by local features (``art_of(key)`` gives a candidate's, None for a
        card without a readable picture, which scores by its fingerprint; no ``art_of``
        scores every card by fingerprint only): with the picture as it is and, when too
        few agree, with it blurred as the photo is (:meth:`CatalogArt.as_blurred_as`)."""
        if not self.keys:
            return Match(None, (), False)
        # The photo's glare (found on the card alone, the same for every candidate) is
        # left out of both comparisons: the fingerprints' and the art's features.
        glared = glare_mask(rgb)
        scores = self._both_ways(rgb, glared)
        best_way = scores.argmax(axis=1)
        best_scores = scores.max(axis=1)
        order = [int(i) for i in np.argsort(-best_scores)[:max(top, VERIFY)]]
        if art_of is None:
            cands = [Candidate(self.keys[i], float(best_scores[i])) for i in order]
            upside_down = bool(best_way[order[0]] == 1)
        else:
            mine: dict[int, Features] = {}
            scored = []
            for rank, i in enumerate(order):
                way = int(best_way[i])
                inliers = 0.0
                if rank < VERIFY:
                    if way not in mine:
                        turn = (slice(None, None, -1),) * 2 if way else (slice(None),) * 2
                        mine[way] = art_features(
                            rgb[turn], None if glared is None else glared[turn])
                    art = art_of(self.keys[i])
                    inliers = agreeing_features(mine[way], art.features) if art else 0.0
                    blurred = (art.as_blurred_as(mine[way].sharpness)
                               if art is not None and inliers < FULL_INLIERS else None)
                    if blurred is not None:
                        inliers = max(inliers, agreeing_features(mine[way], blurred))
                scored.append((combined_score(float(best_scores[i]), inliers), i, way))
            scored.sort(key=lambda t: -t[0])
            cands = [Candidate(self.keys[i], score) for score, i, _way in scored]
            upside_down = scored[0][2] == 1
        cands = cands[:top]
        best = cands[0] if cands[0].score >= min_score else None
        return Match(best, tuple(cands), upside_down)
