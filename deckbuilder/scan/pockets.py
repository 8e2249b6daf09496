"""Cards laid out in a grid (a binder page's pockets): keeping the outlines of one card's
size, and finding the pockets whose outline was not seen.

A binder page is photographed from above with every pocket the same size. When blur or
glare hides the gap between pockets, two or four pockets make one card-shaped outline
(a 2 × 2 block has a card's proportions), and a pocket near the page's corner may give no
outline at all; a page held crooked, blurred or washed by a window's reflection on its
plastic may show only two or three. The pockets that were found fix the page's grid
(through one perspective transform), and the grid gives the corners of the others; each
is kept only when it holds print and its sides lie on edges, so an empty pocket or the
table beyond the page is not taken for a card.
"""

from __future__ import annotations

from itertools import pairwise

import cv2
import numpy as np

#: Outlines within this ratio of each other's area are the same size of card.
PEERS = 1.45
#: With this many pockets standing one way, an outline lying across them is dropped.
MIN_POCKETS = 5
#: How many other outlines of one card are kept for a second try (as in detect).
MAX_ALTERNATIVES = 4


def _area(q: np.ndarray) -> float:
    return float(cv2.contourArea(q.astype(np.float32)))


def _inside(point: np.ndarray, quad: np.ndarray) -> bool:
    return cv2.pointPolygonTest(quad.astype(np.float32).reshape(-1, 1, 2),
                                (float(point[0]), float(point[1])), False) >= 0


def same_size(cards: list[np.ndarray], pages: list[np.ndarray] = ()) -> list[np.ndarray]:  # type: ignore[assignment]
    """The outlines of the photo's card size. Cards in one photo lie at about the same
    distance from the camera: much smaller than the largest is a tile of the table or a
    scrap of print. But on a binder page (one of ``pages``) where several pockets of one
    size were found, a much larger outline on the page is a block of pockets whose gaps
    were lost, not a card: it gives way to them."""
    if not cards:
        return cards
    areas = np.array([_area(c) for c in cards])
    peers = np.array([int(np.sum((areas / a <= PEERS) & (a / areas <= PEERS))) for a in areas])
    if peers.max() >= 3:
        ref = float(max(areas[peers == peers.max()]))  # the most shared size
        members = [c for c, a in zip(cards, areas, strict=True) if ref / PEERS <= a <= ref * PEERS]

        def block(card: np.ndarray, area: float) -> bool:
            if area <= 2.2 * ref:
                return False
            holds = sum(_inside(m.mean(axis=0), card) for m in members)
            on_page = any(_inside(card.mean(axis=0), p)
                          and sum(_inside(m.mean(axis=0), p) for m in members) >= 3
                          for p in pages)
            return holds >= 2 or on_page

        kept = [(c, a) for c, a in zip(cards, areas, strict=True) if not block(c, a)]
        cards, areas = [c for c, _a in kept], np.array([a for _c, a in kept])
    largest = float(areas.max())
    return [c for c, a in zip(cards, areas, strict=True) if a >= 0.35 * largest]


def _snap(grad: tuple[np.ndarray, np.ndarray], quad: np.ndarray) -> tuple[np.ndarray, int, int]:
    """``quad`` with each side moved onto the edge it lies near, and how many of its sides
    lie on an edge, out of how many are in the photo.

    A side lies on an edge when the brightness change across it, averaged along it, peaks
    on a line near it well above the change on the other lines parallel to it nearby: the
    edge of a card in its pocket does; a patterned table, a playmat's print or an empty
    stretch of page does not (their change is about the same on every line). The moved
    outline is a second try for the matcher: a card sits a little loose in its pocket."""
    gx, gy = grad
    h, w = gx.shape
    span = float(np.sqrt(max(_area(quad), 1.0)))
    reach = max(3, round(0.04 * span))  # the lines looked at on each side
    seen = on_edge = 0
    t = np.linspace(0.12, 0.88, 24, dtype=np.float32)[:, None]
    lines: list[tuple[np.ndarray, np.ndarray]] = []  # a point and a direction per side
    for k in range(4):
        a, b = quad[k], quad[(k + 1) % 4]
        d = b - a
        length = float(np.linalg.norm(d))
        lines.append((a, d))
        if length < 1:
            continue
        normal = np.array([-d[1], d[0]], np.float32) / length
        base = a + t * d  # 24 points along the side
        inside = (base[:, 0] >= 0) & (base[:, 0] < w) & (base[:, 1] >= 0) & (base[:, 1] < h)
        if inside.mean() < 0.6:
            continue  # the side is out of the photo
        seen += 1
        profile = []
        for off in range(-reach, reach + 1):
            pts = base[inside] + off * normal
            xs = np.clip(np.round(pts[:, 0]).astype(np.int32), 0, w - 1)
            ys = np.clip(np.round(pts[:, 1]).astype(np.int32), 0, h - 1)
            across = np.abs(gx[ys, xs] * normal[0] + gy[ys, xs] * normal[1])
            profile.append(float(across.mean()))
        prof = np.array(profile)
        peak = int(np.argmax(prof))
        if prof[peak] > 1.6 * float(np.median(prof)) and prof[peak] > 4.0:
            on_edge += 1
            lines[k] = (a + (peak - reach) * normal, d)
    snapped = []
    for k in range(4):
        (p, d), (q, e) = lines[k - 1], lines[k]
        m = np.array([[d[0], -e[0]], [d[1], -e[1]]], np.float64)
        if abs(np.linalg.det(m)) < 1e-6:
            return quad, on_edge, seen
        s, _t = np.linalg.solve(m, (q - p).astype(np.float64))
        snapped.append(p + s * d)
    moved = np.array(snapped, np.float32)
    if float(np.abs(moved - quad).max()) > 2.5 * reach:
        return quad, on_edge, seen
    return moved, on_edge, seen


def middle_mask(shape: tuple[int, ...], quad: np.ndarray) -> np.ndarray:
    """A mask (255 inside) of the middle of ``quad``, 0.7 of it about its centre: where a
    card's print is, clear of its border and of the pocket's or table's edge."""
    centre = quad.mean(axis=0)
    inner = (centre + (quad - centre) * 0.7).astype(np.int32)
    mask = np.zeros(shape[:2], np.uint8)
    cv2.fillConvexPoly(mask, inner, 255)
    return mask


def _busy(grad: tuple[np.ndarray, np.ndarray], quad: np.ndarray) -> float:
    """The mean brightness change inside the middle of ``quad`` (its print)."""
    gx, gy = grad
    mask = middle_mask(gx.shape, quad)
    if not mask.any():
        return 0.0
    return float(cv2.mean(np.abs(gx) + np.abs(gy), mask)[0])


def _gradients(rgb: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    grey = cv2.GaussianBlur(cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY), (0, 0), 1.5)
    return (cv2.Sobel(grey, cv2.CV_32F, 1, 0, ksize=3) / 4,
            cv2.Sobel(grey, cv2.CV_32F, 0, 1, ksize=3) / 4)


#: A pocket in the grid's plane: one unit wide and high, corners in the outlines' order.
UNIT = np.array([[0, 0], [1, 0], [1, 1], [0, 1]], np.float32)
#: A pocket's pitch (card plus gap) in card sizes, as first guessed to count the steps.
PITCH = (1.0, 1.25)
#: The gaps between a page's pockets, in millimetres: the least, the most, and the most
#: the gap across may differ from the gap down.
GAP_MM = (-2.0, 15.0, 8.0)
#: Share of a pocket that must be in the photo for it to be cut out.
IN_VIEW = 0.6


def _lattice(cards: list[np.ndarray], base: int) -> tuple[np.ndarray, list[int]] | None:
    """The grid cell (column, row) of each outline that is a pocket of ``cards[base]``'s
    grid, from where it lies in the plane of the base pocket, and which outlines those
    are; None when the outlines do not make a grid."""
    to_plane = cv2.getPerspectiveTransform(cards[base].astype(np.float32), UNIT)
    ref = _area(cards[base])
    members = [i for i, c in enumerate(cards) if ref / PEERS <= _area(c) <= ref * PEERS]
    centres = np.array([cards[i].mean(axis=0) for i in members], np.float32)
    uv = cv2.perspectiveTransform(centres.reshape(-1, 1, 2), to_plane).reshape(-1, 2) - 0.5
    pitch: list[float | None] = []
    for axis in (0, 1):
        far = np.abs(uv[:, axis])
        far = far[far > 0.6]
        steps = np.maximum(np.round(far / np.mean(PITCH)), 1)
        pitch.append(float(np.median(far / steps)) if len(far) else None)
    # The gap between pockets is about the same both ways (in millimetres), so one pitch
    # gives the other: card sides of 63 and 88 mm.
    across, down = pitch
    if across is None and down is None:
        return None
    if across is None:
        across = 1 + (down - 1) * 88 / 63  # type: ignore[operator]
    if down is None:
        down = 1 + (across - 1) * 63 / 88
    step = np.array([across, down], np.float32)
    gaps = (step - 1) * np.array([63.0, 88.0], np.float32)
    if not (GAP_MM[0] <= gaps.min() and gaps.max() <= GAP_MM[1]
            and abs(float(gaps[0] - gaps[1])) <= GAP_MM[2]):
        return None
    cell = np.round(uv / step)
    off = np.abs(uv - cell * step).max(axis=1)
    keep = [k for k in range(len(members)) if off[k] < 0.2]
    if len(keep) < 2:
        return None
    cells = cell[keep].astype(np.int32)
    if np.ptp(cells[:, 0]) > 2 or np.ptp(cells[:, 1]) > 2:
        return None
    if len({(int(c), int(r)) for c, r in cells}) != len(keep):
        return None  # two outlines in one pocket
    return np.concatenate([cells, np.tile(step, (len(keep), 1))], axis=1), \
        [members[k] for k in keep]


def _fit(cells: np.ndarray, step: np.ndarray, quads: list[np.ndarray],
         ) -> tuple[np.ndarray | None, np.ndarray, np.ndarray]:
    """The perspective transform from the grid's plane (cards one unit wide and high,
    ``step`` apart) to the photo that best fits the pockets found, with how far each
    pocket's corners lie from it and the pitch it takes: the pitch first guessed from
    one pocket is tried a little either way (the card's size against the gap)."""
    target = np.concatenate(quads)
    best: tuple[float, np.ndarray | None, np.ndarray, np.ndarray] = (
        np.inf, None, np.zeros(len(cells)), step)
    spread = np.linspace(-0.04, 0.04, 9)
    for dx in spread if np.ptp(cells[:, 0]) else [0.0]:
        for dy in spread if np.ptp(cells[:, 1]) else [0.0]:
            tried = (step + np.array([dx, dy])).astype(np.float32)
            plane = np.concatenate([(cell * tried)[None, :] + UNIT
                                    for cell in cells.astype(np.float32)])
            homography, _mask = cv2.findHomography(plane, target, 0)
            if homography is None:
                continue
            refit = cv2.perspectiveTransform(plane.reshape(-1, 1, 2), homography)
            miss = np.abs(refit.reshape(-1, 2) - target).reshape(len(cells), -1).max(axis=1)
            err = float(np.square(refit.reshape(-1, 2) - target).sum())
            if err < best[0]:
                best = (err, homography, miss, tried)
    return best[1], best[2], best[3]


def fill_grid(cards: list[np.ndarray], rgb: np.ndarray,
              pages: list[np.ndarray] = (),  # type: ignore[assignment]
              alternatives: dict[int, list[np.ndarray]] | None = None) -> list[np.ndarray]:
    """The cards, with the pockets of their binder page (3 × 3) whose outline was not
    seen added, when two or more cards found make part of such a grid.

    The pockets found fix the page's plane (one perspective transform from the grid's
    cells to the photo); each missing pocket of the grid is then added when it shows in
    the photo (most of it: a page filling the photo has its outer pockets cut by the
    frame), holds print (about as much as the pockets found: an empty pocket holds
    next to none) and its sides lie on edges (a card's border in its pocket; a table beyond the page has none there). An
    outline that is not one of the grid's pockets but lies over one of them (an art box,
    a block of two pockets) gives way to the pocket. On a page found by its outline (one
    of ``pages``) the pockets must lie on the page.

    ``alternatives`` (other outlines of a card, by ``id`` of its outline) gets a second
    and third try for each pocket of the grid: where the grid puts it, and that moved
    onto the edges near it (a card sits a little loose in its pocket, and a glare can
    pull an outline's corner)."""
    if len(cards) < 2 or len(cards) > 12:
        return cards
    # A page's pockets all stand one way: an outline lying across them is the art box of
    # a card whose own edge was lost against a page of its colour (its pocket is filled
    # in below, when the rest make a grid).
    sides = np.array([c[1] - c[0] for c in cards], np.float32)
    sides /= np.maximum(np.linalg.norm(sides, axis=1, keepdims=True), 1e-6)
    agree = np.abs(sides @ sides.T) > 0.9
    ref = sides[int(np.argmax(agree.sum(axis=1)))]
    upright = [c for c, v in zip(cards, sides, strict=True) if abs(float(v @ ref)) > 0.7]
    fallback = upright if len(upright) >= MIN_POCKETS else cards
    if len(upright) < 2 or len(upright) >= 9:
        return fallback
    # The grid that explains the most outlines, from each outline taken as a pocket.
    best: tuple[np.ndarray, list[int]] | None = None
    for base in range(len(upright)):
        got = _lattice(upright, base)
        if got is not None and (best is None or len(got[1]) > len(best[1])):
            best = got
    if best is None:
        return fallback
    table, idx = best
    pockets_found = [upright[i] for i in idx]
    cells = table[:, :2].astype(np.int32)
    step = table[0, 2:]
    size = float(np.sqrt(np.median([_area(q) for q in pockets_found])))
    # The fitted grid must explain the pockets found (else it is not a page); an outline
    # it does not explain (a card's art box of about a pocket's size) is left out of it.
    while True:
        homography, miss, step = _fit(cells, step, pockets_found)
        if homography is None:
            return fallback
        if float(miss.max()) <= 0.12 * size:
            break
        if len(cells) <= 3:
            return fallback
        worst = int(np.argmax(miss))
        pockets_found.pop(worst)
        cells = np.delete(cells, worst, axis=0)

    def pocket(c: int, r: int) -> np.ndarray:
        corners = (np.array([c, r], np.float32) * step + UNIT).reshape(-1, 1, 2)
        return cv2.perspectiveTransform(corners, homography).reshape(4, 2).astype(np.float32)

    h, w = rgb.shape[:2]
    frame = np.array([[0, 0], [w - 1, 0], [w - 1, h - 1], [0, h - 1]], np.float32)
    centres = np.array([c.mean(axis=0) for c in pockets_found])
    page = next((p for p in pages if all(_inside(c, p) for c in centres)), None)
    grad = _gradients(rgb)
    found = {(int(c), int(r)) for c, r in cells}
    # How much print a pocket holding a card shows in this photo (blur and glare take
    # some away): an empty pocket shows next to none.
    busy = float(np.median([_busy(grad, q) for q in pockets_found]))
    verdict: dict[tuple[int, int], np.ndarray | None] = {}

    def check(c: int, r: int) -> np.ndarray | None:
        if (c, r) not in verdict:
            quad = pocket(c, r)
            seen, _ = cv2.intersectConvexConvex(quad, frame)
            ok = seen >= IN_VIEW * _area(quad) and _busy(grad, quad) >= 0.3 * busy \
                and (page is None or _inside(quad.mean(axis=0), page))
            if ok:
                _q, on_edge, sides = _snap(grad, quad)
                # A hole among the pockets found is a pocket for sure; one beyond them
                # is one only if the page's edge does not come first.
                hole = c_lo <= c <= c_hi and r_lo <= r <= r_hi
                ok = sides >= 2 and on_edge >= (2 if hole else max(2, sides - 1))
            verdict[(c, r)] = quad if ok else None
        return verdict[(c, r)]

    c_lo, c_hi = int(cells[:, 0].min()), int(cells[:, 0].max())
    r_lo, r_hi = int(cells[:, 1].min()), int(cells[:, 1].max())
    # The page's 3 × 3: of the placings that hold the pockets found, the one whose other
    # pockets show.
    best_add: list[np.ndarray] = []
    for c0 in range(c_hi - 2, c_lo + 1):
        for r0 in range(r_hi - 2, r_lo + 1):
            add = [q for c in range(c0, c0 + 3) for r in range(r0, r0 + 3)
                   if (c, r) not in found and (q := check(c, r)) is not None]
            if len(add) > len(best_add):
                best_add = add
    # An outline found where the grid adds a pocket is that pocket's when it is the
    # pocket's shape (its own edges are truer than the grid's); any other (an art box, a
    # block of two pockets) gives way to the pocket.
    kept = list(fallback)
    for q in best_add:
        same = [c for c in kept if _iou(c, q) > 0.7]
        if same:
            continue
        kept = [c for c in kept if any(c is p for p in pockets_found) or _overlap(c, q) <= 0.3]
        kept.append(q)
    if alternatives is not None:
        for quad in kept:
            cell = np.round((cv2.perspectiveTransform(
                quad.mean(axis=0).reshape(1, 1, 2).astype(np.float32),
                np.linalg.inv(homography)).reshape(2) - 0.5) / step)
            placed = pocket(int(cell[0]), int(cell[1]))
            if _iou(placed, quad) < 0.7:
                continue  # not one of the grid's pockets
            alts = alternatives.setdefault(id(quad), [])
            for alt in (placed, _snap(grad, placed)[0], _snap(grad, quad)[0]):
                if len(alts) < MAX_ALTERNATIVES and all(
                        float(np.abs(alt - o).max()) > 2.0 for o in [quad, *alts]):
                    alts.append(alt)
    return kept


def _intersection(a: np.ndarray, b: np.ndarray) -> float:
    inter, _ = cv2.intersectConvexConvex(a.astype(np.float32), b.astype(np.float32))
    return float(inter)


def _iou(a: np.ndarray, b: np.ndarray) -> float:
    inter = _intersection(a, b)
    union = _area(a) + _area(b) - inter
    return inter / union if union > 0 else 0.0


def _overlap(a: np.ndarray, b: np.ndarray) -> float:
    """Intersection over the smaller of two quads' areas."""
    return _intersection(a, b) / max(min(_area(a), _area(b)), 1.0)


def reading_order(cards: list[np.ndarray]) -> list[np.ndarray]:
    """The cards top to bottom, left to right. Cards that all stand one way (a binder
    page, a spread laid out in rows) are read along their own rows and columns, so that a
    page held crooked is read row by row as it is printed; others along the photo's."""
    if len(cards) < 2:
        return list(cards)
    downs = np.array([(q[3] - q[0]) + (q[2] - q[1]) for q in cards], np.float64)
    downs /= np.maximum(np.linalg.norm(downs, axis=1, keepdims=True), 1e-6)
    mean = downs.mean(axis=0)
    down = mean / max(float(np.linalg.norm(mean)), 1e-6)
    if float((downs @ down).min()) < np.cos(np.radians(15)) or down[1] < 0.5:
        down = np.array([0.0, 1.0])  # turned every way: the photo's own rows
    across = np.array([down[1], -down[0]])
    centres = np.array([q.mean(axis=0) for q in cards], np.float64)
    along, side = centres @ down, centres @ across
    height = float(np.median([np.ptp(q @ down) for q in cards]))
    order = np.argsort(along)
    rows = np.zeros(len(cards), np.int32)
    for prev, cur in pairwise(order):
        rows[cur] = rows[prev] + (along[cur] - along[prev] > 0.5 * height)
    return [cards[i] for i in sorted(range(len(cards)), key=lambda i: (rows[i], side[i]))]
