"""Picture fingerprints and matching a cut-out card against them.

A fingerprint is the card's picture reduced to what survives a photo: the brightness at
32 × 44 divided by its own blurred self (uneven light and exposure cancel out) and the
colour at 8 × 11 as chromaticity (independent of how bright the light is), each centred
and scaled to unit length. Two fingerprints are compared by their dot product (a
normalised cross-correlation): 1 is the same picture, near 0 an unrelated one. A card
photographed upside down is compared a second time turned round.

Among the best few, when they are close, ORB local features of the art break the tie
(:func:`orb_score`); a best score under the threshold means the card is not in the
catalog.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np

#: Stored with each fingerprint: a fingerprint of another version is made again.
VERSION = 1
GREY_SIZE = (32, 44)
COLOUR_SIZE = (8, 11)
GREY_WEIGHT, COLOUR_WEIGHT = 0.85, 0.53
#: Best scores under this are "not in the catalog" (calibrated by ``python -m bench scan``).
DEFAULT_MIN_SCORE = 0.80
#: Candidates closer than this to the best are compared again by their local features.
TIE_MARGIN = 0.04
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


_ORB: Any = None


def _orb_features(rgb: np.ndarray) -> tuple[Any, Any]:
    global _ORB
    if _ORB is None:
        _ORB = cv2.ORB.create(nfeatures=300, fastThreshold=10, edgeThreshold=15)
    grey = cv2.cvtColor(_inset(rgb), cv2.COLOR_RGB2GRAY)
    grey = cv2.resize(grey, (240, 336), interpolation=cv2.INTER_AREA)
    keypoints, descriptors = _ORB.detectAndCompute(grey, None)
    return keypoints, descriptors


def orb_score(a: np.ndarray, b: np.ndarray) -> int:
    """How many ORB features of two card images agree (ratio test + a homography's
    inliers): tens for the same picture, a handful for different ones."""
    ka, da = _orb_features(a)
    kb, db = _orb_features(b)
    if da is None or db is None or len(ka) < 8 or len(kb) < 8:
        return 0
    matcher = cv2.BFMatcher(cv2.NORM_HAMMING)
    good = []
    for pair in matcher.knnMatch(da, db, k=2):
        if len(pair) == 2 and pair[0].distance < 0.8 * pair[1].distance:
            good.append(pair[0])
    if len(good) < 8:
        return len(good)
    src = np.array([ka[m.queryIdx].pt for m in good], np.float32)
    dst = np.array([kb[m.trainIdx].pt for m in good], np.float32)
    _h, mask = cv2.findHomography(src, dst, cv2.RANSAC, 6.0)
    return int(mask.sum()) if mask is not None else 0


class FingerprintIndex:
    """The fingerprints of a catalog's pictures, searchable by a cut-out card."""

    def __init__(self, keys: Sequence[object], vectors: Sequence[np.ndarray]):
        self.keys = list(keys)
        self.matrix = (np.vstack(list(vectors)).astype(np.float32) if vectors
                       else np.zeros((0, size()), np.float32))

    def __len__(self) -> int:
        return len(self.keys)

    def search(self, rgb: np.ndarray, *, top: int = 5,
               min_score: float = DEFAULT_MIN_SCORE,
               picture_of: Callable[[object], np.ndarray] | None = None) -> Match:
        """Match a cut-out card (either way up). ``picture_of(key)`` returns a candidate's
        picture (RGB) for breaking near-ties by local features; None skips that step."""
        if not self.keys:
            return Match(None, (), False)
        upright = descriptor(rgb)
        turned = descriptor(rgb[::-1, ::-1])
        scores = self.matrix @ np.stack([upright, turned]).T  # N × 2
        best_way = scores.argmax(axis=1)
        best_scores = scores.max(axis=1)
        order = np.argsort(-best_scores)[:top]
        cands = [Candidate(self.keys[i], float(best_scores[i])) for i in order]
        upside_down = bool(best_way[order[0]] == 1)
        close = [c for c in cands[1:] if cands[0].score - c.score < TIE_MARGIN]
        if close and picture_of is not None and cands[0].score >= min_score - TIE_MARGIN:
            card = rgb[::-1, ::-1] if upside_down else rgb
            votes = {c.key: orb_score(card, picture_of(c.key)) for c in [cands[0], *close]}
            winner = max(votes, key=lambda k: votes[k])
            if winner != cands[0].key and votes[winner] >= 2 * max(
                    1, votes[cands[0].key]):
                i = next(n for n, c in enumerate(cands) if c.key == winner)
                cands.insert(0, cands.pop(i))
        best = cands[0] if cands[0].score >= min_score else None
        return Match(best, tuple(cands), upside_down)
