"""Finding a catalog card in a photo by its art when its outline is wrong.

On a woven cloth or a table of planks the outline found for a card may be a rectangle of
the table round it or a piece of it, and then no cut-out matches. The card's art is still
there: the ORB local features of the photo near the outline (or of the whole photo when
no outline was found) are matched against every catalog card's art features
(:func:`deckbuilder.scan.fingerprint.art_features`); the card whose features agree best
under one perspective transform gives, through that transform, where its art box and so
its corners lie in the photo. That outline is cut out and matched like any other (the
caller's job), so the decision whether a card is in the catalog stays in one place.

Every catalog card's art descriptors (as its picture is and blurred, :data:`BLURRED`) go
into one LSH index (FLANN), built once, so a 10,000-card catalog costs a hashed lookup
per photo feature, not a match per card. Each photo feature votes for the card its
nearest catalog feature belongs to; only the :data:`SHORTLIST` cards with the most votes
are matched in full (ratio test, RANSAC).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import cv2
import numpy as np

from deckbuilder.scan import fingerprint as fp

#: Features taken from the photo's neighbourhood of an outline: the card's art must get
#: its share of them even when a woven cloth round it is full of corners.
PHOTO_FEATURES = 2500
#: The most-voted cards matched in full (one RANSAC each).
SHORTLIST = 3
#: A card is located by at least this many art features agreeing under one transform
#: (an unrelated card's art gets a handful by chance).
MIN_INLIERS = 12
#: The agreeing features must spread over this share of the art box at least: a glare
#: streak or a thumb may hide much of it, and the cut-out along the outline they give is
#: matched in full afterwards, which a poorly placed outline fails. On our generator's
#: sleeve-and-glare singles (seeds 3031 and 4041), cards located right (overlap 0.86-0.92)
#: had features spread over 0.067-0.076 of it, under the streak; at 0.05, 2 cards more of
#: 200 were named and none of 120 unknown cards.
SPREAD = 0.05
#: Ratio test of a feature's nearest catalog feature against its second nearest.
RATIO = 0.8
#: The photo is looked at with a card (the square root of its area) about this many
#: pixels: the catalog art's scale (its art box is 240 pixels wide, 0.75 of the card).
CARD_PIXELS = 380.0
#: With no outline to go by, the card's size is unknown: the photo is looked at with a
#: card taken as its longer side over each of these (a photo of one card, near or far:
#: a single card's height 0.4 to 0.8 of the photo's makes 2 to 4). One guess at 3 leaves
#: the near and the far card off ORB's scales; on 30 photos of the worst kind (sleeve,
#: glare streak, thumb, woven cloth: synth.worst_single) the whole photo located 11
#: cards at 3 alone, 15 at these two.
WHOLE_PHOTO_CARDS = (2.2, 3.6)
#: Every catalog card's art is in the index twice: as its picture is and blurred by this
#: (Gaussian sigma, pixels of the 240-wide art box; fingerprint.CatalogArt.blurred), since
#: a blurred photo's ORB finds other corners than a sharp picture's. On 40 photos of the
#: worst kind (tuning set, synth.worst_single) the whole photo located 20 cards with the
#: pictures as they are, 23 with these too (and 22 with a third entry at 2.5).
BLURRED = 1.6
#: The seed of the LSH index's random hash functions (see ArtIndex.__init__).
LSH_SEED = 32
#: cv2.flann's number for an LSH index (the Python binding names no constant for it).
FLANN_INDEX_LSH = 6
#: An outline's neighbourhood: its bounding box grown on every side by this share of
#: its longer side, so a card of which only a third was outlined (anywhere in it) is
#: inside.
GROW = 0.9


@dataclass(frozen=True, slots=True)
class Located:
    """A catalog card found by its art: its key, its corners in the photo (top-left,
    top-right, bottom-right, bottom-left of the card, as 4 × 2 floats) and how many of
    its art's features agreed."""

    key: object
    corners: np.ndarray
    inliers: int


def _art_to_card(size: tuple[int, int], card_mm: tuple[float, float]) -> np.ndarray:
    """The 3 × 3 transform from an art box's feature coordinates (see
    :func:`fp.art_features`, ``size`` its width and height) to a card's own pixels at
    1 pixel per 0.01 of its width (the card is 100 wide)."""
    w = 100.0
    h = w * card_mm[1] / card_mm[0]
    d = w * fp.INSET  # the inset is a share of the width on every side
    inner_w, inner_h = w - 2 * d, h - 2 * d
    x0 = d + inner_w * fp.ART_SIDES[0]
    y0 = d + inner_h * fp.ART_BAND[0]
    sx = inner_w * (fp.ART_SIDES[1] - fp.ART_SIDES[0]) / size[0]
    sy = inner_h * (fp.ART_BAND[1] - fp.ART_BAND[0]) / size[1]
    return np.array([[sx, 0, x0], [0, sy, y0], [0, 0, 1]], np.float64)


def _card_corners(card_mm: tuple[float, float]) -> np.ndarray:
    w = 100.0
    h = w * card_mm[1] / card_mm[0]
    return np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float64)


def neighbourhood(quad: np.ndarray, shape: tuple[int, ...],
                  grow: float = GROW) -> tuple[int, int, int, int]:
    """The part of a photo of ``shape`` (x0, y0, x1, y1) in which the card an outline
    ``quad`` was found for lies, whether the outline is the card, a piece of it or a
    rectangle round it."""
    h, w = shape[:2]
    x0, y0 = quad.min(axis=0)
    x1, y1 = quad.max(axis=0)
    pad = grow * max(x1 - x0, y1 - y0)
    return (max(0, int(x0 - pad)), max(0, int(y0 - pad)),
            min(w, int(np.ceil(x1 + pad))), min(h, int(np.ceil(y1 + pad))))


def guesses(outline: np.ndarray, shape: tuple[int, ...]) -> list[np.ndarray]:
    """Where the card whose wrong outline is ``outline`` may lie: the outline itself;
    shrunk to 0.67 (a shape of the table of about twice the card's area round it) about
    its middle and towards each corner; grown to 1.7 (a piece of a third of the card)
    about its middle and each corner. Those whose middle is in a photo of ``shape``."""
    q = outline.astype(np.float32)
    out = [q]
    for factor in (0.67, 1.7):
        for anchor in (q.mean(axis=0), *q):
            out.append((anchor + (q - anchor) * factor).astype(np.float32))
    h, w = shape[:2]
    return [g for g in out if 0 <= g.mean(axis=0)[0] < w and 0 <= g.mean(axis=0)[1] < h]


def related(located: np.ndarray, outline: np.ndarray, share: float = 0.4) -> bool:
    """Whether a card located by its art may be the one ``outline`` was found for: the
    smaller of the two lies inside the other by ``share`` at least (a piece of the card
    outlined, or a shape of the table round it, which a card near the photo's edge or
    off its middle overhangs), not beside it (a neighbour in a binder page)."""
    a, b = located.astype(np.float32), outline.astype(np.float32)
    inter, _ = cv2.intersectConvexConvex(a, b)
    smaller = min(cv2.contourArea(a), cv2.contourArea(b))
    return smaller > 0 and inter >= share * smaller


def _plausible(quad: np.ndarray, aspect: float, shape: tuple[int, ...]) -> bool:
    """Whether a transform's card outline is one a photo can show: convex, of a card's
    proportions allowing tilt, not vanishingly small, and mostly inside the photo."""
    if not cv2.isContourConvex(quad.astype(np.float32).reshape(-1, 1, 2)):
        return False
    short = (np.linalg.norm(quad[1] - quad[0]) + np.linalg.norm(quad[3] - quad[2])) / 2
    long = (np.linalg.norm(quad[2] - quad[1]) + np.linalg.norm(quad[0] - quad[3])) / 2
    if long < 20 or not aspect * 0.6 <= short / long <= aspect * 1.5:
        return False
    h, w = shape[:2]
    centre = quad.mean(axis=0)
    return bool(0 <= centre[0] < w and 0 <= centre[1] < h)


class ArtIndex:
    """Every catalog card's art features, searchable by a photo's features. A key given
    more than once (its art as the picture is and blurred) is one card with several sets
    of features: its votes are counted together, and the set most of them went to is
    matched in full (matching every set doubled a located card's cost for no more cards
    located on the tuning set's worst photos)."""

    def __init__(self, keys: Sequence[object], features: Sequence[fp.Features],
                 card_mm: tuple[float, float] = (63.0, 88.0)):
        self.card_mm = card_mm
        self.keys: list[object] = []
        #: Each set of features and the card (its place in ``keys``) it is of.
        self.features: list[fp.Features] = []
        self.card_of: list[int] = []
        slot: dict[object, int] = {}
        owners: list[np.ndarray] = []
        blocks: list[np.ndarray] = []
        for key, f in zip(keys, features, strict=True):
            if f.descriptors is None or len(f.points) < MIN_INLIERS:
                continue  # too plain an art to be found by it
            if key not in slot:
                slot[key] = len(self.keys)
                self.keys.append(key)
            owners.append(np.full(len(f.descriptors), len(self.features), np.int32))
            blocks.append(f.descriptors)
            self.features.append(f)
            self.card_of.append(slot[key])
        self.owner = np.concatenate(owners) if owners else np.zeros(0, np.int32)
        self._matcher: Any = None
        if blocks:
            # An LSH index: a brute-force match of a photo's features against the
            # 50,000 features of 175 cards takes most of a second, this a few ms; only
            # the votes' ranking is needed, which survives the features it misses.
            self._matcher = cv2.FlannBasedMatcher(
                {"algorithm": FLANN_INDEX_LSH, "table_number": 3, "key_size": 16,
                 "multi_probe_level": 0}, {"checks": 16})
            self._matcher.add([np.vstack(blocks)])
            # LSH draws its hash functions at random: from a fixed seed, one photo
            # gives one result whatever OpenCV drew before (a scan, a test run).
            cv2.setRNGSeed(LSH_SEED)
            self._matcher.train()
        self._orb: Any = None

    def __len__(self) -> int:
        return len(self.keys)

    def _photo_features(self, grey: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
        if self._orb is None:
            self._orb = cv2.ORB.create(nfeatures=PHOTO_FEATURES, fastThreshold=10,
                                       edgeThreshold=15)
        keypoints, descriptors = self._orb.detectAndCompute(grey, None)
        return np.array([k.pt for k in keypoints], np.float32).reshape(-1, 2), descriptors

    def _shortlist(self, descriptors: np.ndarray) -> list[int]:
        """The cards most of the photo's features have their nearest feature in: of each,
        the set of features most of its votes went to."""
        votes = np.zeros(len(self.features), np.int32)
        card_of = self.card_of
        for pair in self._matcher.knnMatch(descriptors, k=2):  # (LSH may give fewer)
            if len(pair) < 2:
                continue
            owner = int(self.owner[pair[0].trainIdx])
            # The ratio test tells cards apart: a feature whose two nearest are one card's
            # (its corner sharp and blurred) is no less that card's.
            if card_of[owner] == card_of[int(self.owner[pair[1].trainIdx])] or \
                    pair[0].distance < RATIO * pair[1].distance:
                votes[owner] += 1
        per_card = np.bincount(card_of, weights=votes, minlength=len(self.keys))
        best_set: dict[int, int] = {}
        for k, card in enumerate(card_of):
            if card not in best_set or votes[k] > votes[best_set[card]]:
                best_set[card] = k
        order = np.argsort(-per_card, kind="stable")[:SHORTLIST]
        return [best_set[int(i)] for i in order if per_card[i] >= MIN_INLIERS // 2]

    def locate(self, rgb: np.ndarray, box: tuple[int, int, int, int] | None = None,
               near: np.ndarray | None = None, tries: int = 1) -> list[Located]:
        """The catalog cards whose art is in ``box`` (x0, y0, x1, y1; None: the whole
        photo) of ``rgb``, best first, at most ``tries``; corners in ``rgb``'s pixels.
        ``near``, the outline found (a piece of the card or a shape round it: its size
        is the card's within a factor of two or so), sets the scale the photo is looked
        at: about the catalog art's, which ORB's few pyramid levels must bridge."""
        if not self.keys:
            return []
        x0, y0, x1, y1 = box if box is not None else (0, 0, rgb.shape[1], rgb.shape[0])
        if near is not None:
            sizes = [float(np.sqrt(max(cv2.contourArea(near.astype(np.float32)), 1.0)))]
        else:
            sizes = [max(x1 - x0, y1 - y0) / cards for cards in WHOLE_PHOTO_CARDS]
        found: dict[object, Located] = {}
        for size in sizes:  # the same card at two scales: the more features agreeing
            for loc in self._locate_at(rgb, (x0, y0, x1, y1), min(1.0, CARD_PIXELS / size)):
                if loc.key not in found or loc.inliers > found[loc.key].inliers:
                    found[loc.key] = loc
        return sorted(found.values(), key=lambda loc: -loc.inliers)[:tries]

    def _locate_at(self, rgb: np.ndarray, box: tuple[int, int, int, int],
                   shrink: float) -> list[Located]:
        """:meth:`locate` with the photo's ``box`` looked at shrunk by ``shrink``."""
        x0, y0, x1, y1 = box
        grey = cv2.cvtColor(rgb[y0:y1, x0:x1], cv2.COLOR_RGB2GRAY)
        if shrink < 1.0:
            grey = cv2.resize(grey, (max(1, round(grey.shape[1] * shrink)),
                                     max(1, round(grey.shape[0] * shrink))),
                              interpolation=cv2.INTER_AREA)
        points, descriptors = self._photo_features(grey)
        if descriptors is None or len(points) < MIN_INLIERS:
            return []
        # The features' pixels are the shrunk region's; RANSAC's tolerance is in them.
        to_rgb = np.array([[1 / shrink, 0, x0], [0, 1 / shrink, y0], [0, 0, 1]], np.float64)
        found: list[Located] = []
        for k in self._shortlist(descriptors):
            loc = self._match(self.features[k], self.keys[self.card_of[k]], points,
                              descriptors, to_rgb, rgb.shape)
            if loc is not None:
                found.append(loc)
        return found

    def _match(self, art: fp.Features, key: object, points: np.ndarray,
               descriptors: np.ndarray, to_rgb: np.ndarray,
               shape: tuple[int, ...]) -> Located | None:
        """One card's art ``art`` matched in full against the photo's features (``points``
        in the looked-at pixels, which ``to_rgb`` takes to the photo's of ``shape``)."""
        assert art.descriptors is not None  # (features without are not indexed)
        matcher = cv2.BFMatcher(cv2.NORM_HAMMING)
        good = [pair[0] for pair in matcher.knnMatch(art.descriptors, descriptors, k=2)
                if len(pair) == 2 and pair[0].distance < RATIO * pair[1].distance]
        if len(good) < MIN_INLIERS:
            return None
        src = art.points[[m.queryIdx for m in good]]
        dst = points[[m.trainIdx for m in good]]
        homography, mask = cv2.findHomography(src, dst, cv2.RANSAC, 4.0)
        if homography is None or mask is None:
            return None
        inliers = int(mask.sum())
        if inliers < MIN_INLIERS:
            return None
        # Agreeing features bunched in a corner of the art pin down nothing.
        hull = cv2.convexHull(src[mask.ravel() > 0])
        if cv2.contourArea(hull) < SPREAD * float(np.prod(art.size)):
            return None
        to_photo = to_rgb @ homography @ np.linalg.inv(_art_to_card(art.size, self.card_mm))
        quad = cv2.perspectiveTransform(_card_corners(self.card_mm).reshape(-1, 1, 2),
                                        to_photo).reshape(4, 2)
        if not _plausible(quad, self.card_mm[0] / self.card_mm[1], shape):
            return None
        return Located(key, quad.astype(np.float32), inliers)
