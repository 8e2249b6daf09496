"""Finding cards in a photo: each card's four corners, and the card cut out and
perspective-corrected to the game's card shape.

Several edge maps (grey and colour, at a few thresholds) each give closed outlines; those
that are convex four-sided shapes of a card's proportions (allowing a strong tilt) are
candidates. An outline holding two or more other candidates is a binder page or a box,
not a card; one inside another card is part of that card (its art box, its text box).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from deckbuilder.scan import pockets
from deckbuilder.scan.lines import line_quads

#: 63 × 88 mm, the size of all three games' cards (each game's Game.card_size_mm).
DEFAULT_CARD_MM = (63.0, 88.0)
#: Width of a cut-out card in pixels; its height follows the card's proportions.
WARP_WIDTH = 252


@dataclass(frozen=True, slots=True)
class FoundCard:
    """One card in a photo: its corners (top-left, top-right, bottom-right, bottom-left of
    the card as cut out, in the photo's pixels) and the upright cut-out (RGB)."""

    corners: tuple[tuple[float, float], ...]
    image: np.ndarray
    #: Other outlines found for the same card (from other edge maps), as (corners, cut-out),
    #: best guess first: on a busy table a line touching the card can pull a corner of the
    #: chosen outline out, and one of these may then be the true one.
    alternatives: tuple[tuple[tuple[tuple[float, float], ...], np.ndarray], ...] = ()


def _order(quad: np.ndarray) -> np.ndarray:
    """Corners clockwise from the one that makes the first side a short side, so the
    cut-out is portrait (which short side is the top is settled by the matcher)."""
    pts = quad.reshape(4, 2).astype(np.float32)
    centre = pts.mean(axis=0)
    angles = np.arctan2(pts[:, 1] - centre[1], pts[:, 0] - centre[0])
    pts = pts[np.argsort(angles)]  # clockwise on screen (y grows downwards)
    start = int(np.argmin(pts.sum(axis=1)))  # the top-left-most corner
    pts = np.roll(pts, -start, axis=0)
    side0 = np.linalg.norm(pts[1] - pts[0]) + np.linalg.norm(pts[3] - pts[2])
    side1 = np.linalg.norm(pts[2] - pts[1]) + np.linalg.norm(pts[0] - pts[3])
    if side0 > side1:
        # A card lying sideways: start from the bottom-left so the long sides run down.
        pts = np.roll(pts, 1, axis=0)
    return pts


def _edge_maps(rgb: np.ndarray) -> list[np.ndarray]:
    grey = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    hsv = cv2.cvtColor(rgb, cv2.COLOR_RGB2HSV)
    maps = []
    kernel = np.ones((3, 3), np.uint8)
    for channel in (cv2.GaussianBlur(grey, (5, 5), 0), cv2.GaussianBlur(hsv[:, :, 1], (5, 5), 0)):
        for low, high in ((30, 90), (60, 160)):
            edges = cv2.Canny(channel, low, high)
            maps.append(cv2.dilate(edges, kernel))
    # Colour edges: the strongest change over the three channels.
    blurred = cv2.GaussianBlur(rgb, (5, 5), 0)
    grad = np.zeros(grey.shape, np.float32)
    for c in range(3):
        gx = cv2.Sobel(blurred[:, :, c], cv2.CV_32F, 1, 0, ksize=3)
        gy = cv2.Sobel(blurred[:, :, c], cv2.CV_32F, 0, 1, ksize=3)
        grad = np.maximum(grad, cv2.magnitude(gx, gy))
    maps.append(cv2.dilate((grad > 120).astype(np.uint8) * 255, kernel))
    return maps


def _printed(edges: np.ndarray, quad: np.ndarray) -> bool:
    """Whether the middle of ``quad`` holds print (edges), as a card face does; an empty
    frame drawn on the table does not."""
    mask = pockets.middle_mask(edges.shape, quad)
    inside = int(np.count_nonzero(mask))
    return inside > 0 and bool(np.count_nonzero(edges & mask) > 0.06 * inside)


def _quad_of(contour: np.ndarray, aspect: float, min_area: float) -> np.ndarray | None:
    """The card-shaped four corners the outline makes, or None."""
    area = cv2.contourArea(contour)
    if area < min_area:
        return None
    hull = cv2.convexHull(contour)
    hull_area = cv2.contourArea(hull)
    if hull_area <= 0 or area / hull_area < 0.85:
        return None
    peri = cv2.arcLength(hull, True)
    quad = None
    for eps in (0.02, 0.03, 0.04):
        approx = cv2.approxPolyDP(hull, eps * peri, True)
        if len(approx) == 4:
            quad = approx
            break
    if quad is None or not cv2.isContourConvex(quad):
        return None
    pts = _order(quad)
    short = (np.linalg.norm(pts[1] - pts[0]) + np.linalg.norm(pts[3] - pts[2])) / 2
    long = (np.linalg.norm(pts[2] - pts[1]) + np.linalg.norm(pts[0] - pts[3])) / 2
    if long <= 0:
        return None
    # A 30° tilt shortens one pair of sides by up to ~13 %, and perspective a little
    # more; a square (a tile, a box) is not a card.
    if not (aspect * 0.8 <= short / long <= min(aspect * 1.23, 1.0)):
        return None
    quad_area = cv2.contourArea(pts)
    # The outline must fill its four-sided shape: a card, not an L of two cards.
    if quad_area <= 0 or not 0.9 <= area / quad_area <= 1.05:
        return None
    return pts


def _min_area(rgb: np.ndarray) -> float:
    return 0.006 * rgb.shape[0] * rgb.shape[1]


def _candidates(rgb: np.ndarray, aspect: float,
                maps: list[np.ndarray]) -> list[tuple[np.ndarray, float]]:
    h, w = rgb.shape[:2]
    min_area = _min_area(rgb)
    found: list[tuple[np.ndarray, float]] = []
    for edges in maps:
        contours, _ = cv2.findContours(edges, cv2.RETR_LIST, cv2.CHAIN_APPROX_SIMPLE)
        for contour in contours:
            if cv2.contourArea(contour) < min_area:
                continue
            pts = _quad_of(contour, aspect, min_area)
            if pts is None:
                continue
            at_border = np.count_nonzero((pts[:, 0] < 3) | (pts[:, 0] > w - 4)
                                         | (pts[:, 1] < 3) | (pts[:, 1] > h - 4))
            if at_border >= 2 or not _printed(maps[0], pts):
                continue  # the photo's own edge, or an empty frame
            quad_area = cv2.contourArea(pts)
            found.append((pts, quad_area))
    return found


def _iou_and_inside(a: np.ndarray, b: np.ndarray) -> tuple[float, float]:
    """Overlap of two quads (intersection over union) and the share of ``b`` inside ``a``."""
    inter, _ = cv2.intersectConvexConvex(a.astype(np.float32), b.astype(np.float32))
    area_a = cv2.contourArea(a)
    area_b = cv2.contourArea(b)
    union = area_a + area_b - inter
    return (inter / union if union > 0 else 0.0), (inter / area_b if area_b > 0 else 0.0)


def iou(a: np.ndarray, b: np.ndarray) -> float:
    """Intersection over union of two outlines (4 × 2 corners each)."""
    return float(_iou_and_inside(a, b)[0])


def _direction(quad: np.ndarray) -> float:
    """The angle (degrees, 0–180) of a quad's long sides."""
    d = (quad[2] - quad[1]) + (quad[3] - quad[0])
    return float(np.degrees(np.arctan2(d[1], d[0])) % 180)


def _holds_cards(outer: np.ndarray, quads: list[np.ndarray], most: float = 0.6) -> bool:
    """Whether ``outer`` holds two cards side by side: two quads of the same size and
    direction that do not overlap and fill a good part of it (a binder page holds nine;
    a card's art may hold shapes, but not two like that)."""
    area = cv2.contourArea(outer)
    inner = [q for q in quads if q is not outer
             and 0.06 * area < cv2.contourArea(q) < most * area
             and _iou_and_inside(outer, q)[1] > 0.9]
    for i, a in enumerate(inner):
        size_a = cv2.contourArea(a)
        for b in inner[i + 1:]:
            size_b = cv2.contourArea(b)
            turn = abs(_direction(a) - _direction(b))
            if (0.75 < size_b / size_a < 1.33 and min(turn, 180 - turn) < 12
                    and size_a + size_b > 0.12 * area and _iou_and_inside(a, b)[0] < 0.1):
                return True
    return False


def _holds_block(outer: np.ndarray, quads: list[np.ndarray]) -> bool:
    """Whether ``outer`` is a 2 × 2 block of a binder page's pockets (a block has a card's
    proportions): card-shaped outlines of a pocket's size in three of its quarters at
    least, each centred where a pocket's centre is. Shapes cut out of one card by the lines across its print
    or a glare streak lie anywhere in it, and one or two may happen to sit in a quarter."""
    square = np.array([[0, 0], [1, 0], [1, 1], [0, 1]], np.float32)
    to_unit = cv2.getPerspectiveTransform(outer.astype(np.float32), square)
    area = cv2.contourArea(outer)
    cells: set[tuple[int, int]] = set()
    for q in quads:
        if q is outer or not 0.15 * area < cv2.contourArea(q) < 0.3 * area \
                or _iou_and_inside(outer, q)[1] < 0.9:
            continue
        centre = cv2.perspectiveTransform(q.mean(axis=0).reshape(1, 1, 2).astype(np.float32),
                                          to_unit)[0, 0]
        cell = np.round((centre - 0.25) * 2)  # the quarter it would be the pocket of
        if (cell >= 0).all() and (cell <= 1).all() \
                and float(np.abs(centre - (0.25 + cell / 2)).max()) < 0.08:
            cells.add((int(cell[0]), int(cell[1])))
    return len(cells) >= 3


#: With this many cards found by their outlines, none is looked for by straight sides.
FEW_CARDS = 3


def _add_straight_sided(rgb: np.ndarray, aspect: float, edges: np.ndarray,
                        outlines: list[np.ndarray], cards: list[np.ndarray],
                        alternatives: dict[int, list[np.ndarray]],
                        pages: list[np.ndarray]) -> None:
    """Add the cards found by their straight sides (:mod:`deckbuilder.scan.lines`) that
    the closed outlines missed: on a busy table, under a thumb or a glare. One that is a
    card already found becomes an alternative outline of it; one holding cards side by
    side is a binder page's block of pockets; one holding a smaller outline (a card's
    art box taken for the card) takes its place."""
    if len(cards) >= FEW_CARDS:
        # Several cards found by their outlines: a spread or a binder page (whose grid
        # gives the rest), where the lines of neighbouring cards' print make shapes that
        # span two cards.
        return
    found = [q for q, _support in line_quads(rgb, aspect, _min_area(rgb))]
    ordered = [_order(q) for q in found]
    for pts in ordered:
        if not _printed(edges, pts):
            continue
        centre = pts.mean(axis=0)
        if any(cv2.pointPolygonTest(p.astype(np.float32), (float(centre[0]), float(centre[1])),
                                    False) >= 0 for p in pages):
            continue  # a page's pockets are found by its grid: the print's lines cross it

        same = next((c for c in cards if _iou_and_inside(c, pts)[0] > 0.8), None)
        if same is not None:
            alts = alternatives.setdefault(id(same), [])
            if len(alts) < MAX_ALTERNATIVES and _distinct(pts, [same, *alts]):
                alts.append(pts)
            continue
        # Pockets of a block are a quarter of it (2 × 2); straight lines across a card's
        # own print (its boxes, striped art, a glare streak) cut it in halves.
        if _holds_block(pts, outlines + ordered):
            continue
        area = cv2.contourArea(pts)
        inner = [c for c in cards if _iou_and_inside(pts, c)[1] > 0.8
                 and cv2.contourArea(c) < 0.8 * area]
        if any(_iou_and_inside(c, pts)[1] > 0.5 for c in cards if not
               any(c is i for i in inner)):
            continue  # inside a card already found
        if any(_iou_and_inside(c, pts)[0] > 0.1 for c in cards
               if not any(c is i for i in inner)):
            continue  # overlapping another card: two cards do not overlap on a table
        cards[:] = [c for c in cards if not any(c is i for i in inner)]
        cards.append(pts)
        # The outline it replaces stays as a second try for the matcher.
        alternatives[id(pts)] = [*inner, *(a for c in inner for a in alternatives.get(id(c), []))
                                 ][:MAX_ALTERNATIVES]


#: How many other outlines of one card are kept for a second try.
MAX_ALTERNATIVES = 4


def find_quads(rgb: np.ndarray, card_mm: tuple[float, float] = DEFAULT_CARD_MM, *,
               thorough: bool = True) -> list[np.ndarray]:
    """The corners of every card in ``rgb``, each as a 4 × 2 float array (see :func:`_order`),
    in reading order (top to bottom, left to right); ``thorough``: see
    :func:`find_quads_with_alternatives`."""
    return [q for q, _alts in find_quads_with_alternatives(rgb, card_mm, thorough=thorough)]


def _distinct(quad: np.ndarray, others: list[np.ndarray]) -> bool:
    return all(float(np.abs(quad - o).max()) > 2.0 for o in others)


def find_quads_with_alternatives(
        rgb: np.ndarray, card_mm: tuple[float, float] = DEFAULT_CARD_MM, *,
        thorough: bool = True,
) -> list[tuple[np.ndarray, list[np.ndarray]]]:
    """As :func:`find_quads`, each card with the other outlines found for it (see
    :attr:`FoundCard.alternatives`). ``thorough=False`` skips the search by straight
    sides (several times slower than the outlines): for a camera's live view, whose
    captured still is then scanned thoroughly."""
    aspect = card_mm[0] / card_mm[1]
    maps = _edge_maps(rgb)
    cands = _candidates(rgb, aspect, maps)
    # Merge the same outline found in several edge maps: keep the largest (the outer edge
    # of the card rather than the inner edge of its border).
    cands.sort(key=lambda c: -c[1])
    unique: list[np.ndarray] = []
    alternatives: dict[int, list[np.ndarray]] = {}
    for pts, _area in cands:
        same = next((k for k, u in enumerate(unique) if _iou_and_inside(u, pts)[0] > 0.8), None)
        if same is not None:
            alts = alternatives.setdefault(id(unique[same]), [])
            if len(alts) < MAX_ALTERNATIVES and _distinct(pts, [unique[same], *alts]):
                alts.append(pts)
            continue
        unique.append(pts)
    # A shape holding two or more cards of about the same size side by side is a page or a
    # box, not a card (a card holds its art box, but not two of them).
    containers = {i for i, outer in enumerate(unique) if _holds_cards(outer, unique)}
    cards: list[np.ndarray] = []
    for i, pts in enumerate(unique):  # largest first
        if i in containers:
            continue
        if any(_iou_and_inside(c, pts)[1] > 0.5 for c in cards):
            continue  # the art box or text box of a card already found
        cards.append(pts)
    pages = [unique[i] for i in sorted(containers)]
    cards = pockets.same_size(cards, pages)
    cards = pockets.fill_grid(cards, rgb, pages, alternatives)
    # Then the cards whose outline did not close (print shows in any of the edge maps:
    # striped art of one brightness only in colour).
    if thorough:
        _add_straight_sided(rgb, aspect, np.bitwise_or.reduce(maps), unique, cards,
                            alternatives, pages)
    cards = pockets.same_size(cards, pages)
    cards = pockets.reading_order(cards)
    return [(c, alternatives.get(id(c), [])) for c in cards]


def warp_card(rgb: np.ndarray, quad: np.ndarray,
              card_mm: tuple[float, float] = DEFAULT_CARD_MM, width: int = WARP_WIDTH) -> np.ndarray:
    """The card inside ``quad`` cut out upright-or-upside-down at ``width`` pixels wide."""
    height = round(width * card_mm[1] / card_mm[0])
    target = np.array([[0, 0], [width - 1, 0], [width - 1, height - 1], [0, height - 1]],
                      np.float32)
    matrix = cv2.getPerspectiveTransform(quad.astype(np.float32), target)
    return cv2.warpPerspective(rgb, matrix, (width, height), flags=cv2.INTER_AREA,
                               borderMode=cv2.BORDER_REPLICATE)


#: An outline's last tries, scaled about its middle: a sleeve's edge lies outside the card
#: and a worn or rounded border inside it, so the outline found may be a few per cent off
#: the printed card's, which a glare or a blur over the art leaves the matcher no room for.
REFINE_SCALES = (0.94, 1.06)


def _in_photo(quad: np.ndarray, shape: tuple[int, ...]) -> bool:
    """Whether every corner of ``quad`` lies in a photo of ``shape``."""
    h, w = shape[:2]
    return bool(quad[:, 0].min() >= 0 and quad[:, 1].min() >= 0
                and quad[:, 0].max() <= w - 1 and quad[:, 1].max() <= h - 1)


def _refined(quad: np.ndarray, shape: tuple[int, ...]) -> list[np.ndarray]:
    """``quad`` grown and shrunk by :data:`REFINE_SCALES` (those that stay in the photo)."""
    centre = quad.mean(axis=0)
    scaled = [(centre + (quad - centre) * s).astype(np.float32) for s in REFINE_SCALES]
    return [q for q in scaled if _in_photo(q, shape)]


def _completed(quad: np.ndarray, aspect: float, shape: tuple[int, ...]) -> list[np.ndarray]:
    """``quad`` with one side moved so that the shape has the card's proportions, for each
    side in turn (those that stay in the photo and differ from ``quad``). A glare streak,
    a thumb or a line of the card's own print can stop an outline short of one side, or
    a line of the table carry it past it; the other three sides, the card's shape, then
    say where the fourth lies. Then, with a long side kept as the card's short side, the
    shape grown across it: a hard glare streak across a card's middle cuts it into two
    pieces each shaped like a card lying sideways, and either piece's long side is the
    card's width."""
    p = quad.astype(np.float64)

    def unit(v: np.ndarray) -> np.ndarray:
        return v / max(float(np.linalg.norm(v)), 1e-6)

    def moved_from(keep: int, length: float) -> np.ndarray:
        """The shape with side ``keep`` kept and its neighbours made ``length`` long."""
        a, b = p[keep], p[(keep + 1) % 4]  # kept side, from a to b
        before, after = p[(keep + 3) % 4], p[(keep + 2) % 4]  # the moved side's ends
        moved = p.copy()
        moved[(keep + 3) % 4] = a + unit(before - a) * length
        moved[(keep + 2) % 4] = b + unit(after - b) * length
        return moved.astype(np.float32)

    # Corners in order round the card, p0-p1 and p2-p3 its short sides (see _order).
    tries = []
    for keep in range(4):  # the side kept; its opposite side is moved
        kept_len = float(np.linalg.norm(p[(keep + 1) % 4] - p[keep]))
        # A short side kept: the long sides are this long; a long side kept: the short.
        tries.append(moved_from(keep, kept_len / aspect if keep % 2 == 0 else kept_len * aspect))
    size = float(np.linalg.norm(p[2] - p[0]))
    out = [q for q in tries
           if float(np.abs(q - quad).max()) > 0.04 * size and _in_photo(q, shape)]
    for keep in (1, 3):  # a long side taken for the card's short side
        grown = moved_from(keep, float(np.linalg.norm(p[(keep + 1) % 4] - p[keep])) / aspect)
        if _in_photo(grown, shape):
            out.append(_order(grown))  # (its short sides first, as every outline's)
    return out


def find_cards(rgb: np.ndarray, card_mm: tuple[float, float] = DEFAULT_CARD_MM,
               scale: float = 1.0) -> list[FoundCard]:
    """Every card in the photo, cut out; ``scale`` converts the corners to the original
    photo's pixels when ``rgb`` is a shrunk copy. Each card's alternatives end with its
    outline completed to the card's shape (:func:`_completed`)
    and a little grown and shrunk (:data:`REFINE_SCALES`)."""
    def corners(quad: np.ndarray) -> tuple[tuple[float, float], ...]:
        return tuple((float(x) * scale, float(y) * scale) for x, y in quad)

    aspect = card_mm[0] / card_mm[1]
    return [FoundCard(corners(quad), warp_card(rgb, quad, card_mm),
                      tuple((corners(a), warp_card(rgb, a, card_mm))
                            for a in [*alts, *_completed(quad, aspect, rgb.shape),
                                      *_refined(quad, rgb.shape)]))
            for quad, alts in find_quads_with_alternatives(rgb, card_mm)]
