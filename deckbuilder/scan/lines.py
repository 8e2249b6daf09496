"""Finding cards by their straight sides, for photos where outlines do not close.

On a playmat, a patterned cloth or wood, the card's edge runs into the table's own edges,
a thumb over the card breaks it, and a sleeve's glare wipes part of it out: the edge map
then holds no closed card-shaped outline for :mod:`deckbuilder.scan.detect` to find. A
card's four sides are still long straight edges. Here the photo's straight edge segments
are joined into lines; two pairs of roughly parallel lines, roughly across each other,
make a four-sided shape; and a shape counts when edges really run along most of each of
its sides (a gap where a thumb or glare covers the edge is allowed), it has a card's
proportions and its middle holds print.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

#: The photo is looked at this many pixels on its long side: enough for the nine cards
#: of a binder page, and Hough's cost grows with the pixels.
WORK_SIDE = 800
#: Segments closer than this in angle (degrees) and distance (work pixels) are one line.
JOIN_ANGLE, JOIN_DIST = 2.5, 3.0
#: The longest lines kept (a busy table has hundreds of short ones).
MAX_LINES = 70
#: Opposite sides of a card seen at an angle differ by up to this much in direction.
PARALLEL = 18.0
#: How much of each side, and of all four, must have an edge along it.
SIDE_SUPPORT, MEAN_SUPPORT = 0.5, 0.72
#: A side parts the card from the table when the colours either side of it differ by
#: this many times their spread (see :func:`_contrast`).
CONTRAST = 0.9
#: How many shapes are scored at most (the best-supported pairs first).
MAX_SHAPES = 50000


@dataclass(frozen=True, slots=True)
class _Line:
    """A line: unit direction, a point on it, and the extent its segments cover (as
    positions along the direction), with the covered length."""

    direction: np.ndarray
    point: np.ndarray
    lo: float
    hi: float
    support: float

    @property
    def angle(self) -> float:
        return float(np.degrees(np.arctan2(self.direction[1], self.direction[0])) % 180)


def _segments(grey: np.ndarray, colour: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Line segments (x1, y1, x2, y2) of the image's edges, and the (thickened) edge map
    used to check shapes against."""
    h, w = grey.shape
    edges = cv2.Canny(cv2.GaussianBlur(grey, (5, 5), 0), 20, 55)
    # Colour edges: a card's border may differ from the table in hue, not brightness.
    lab = cv2.cvtColor(colour, cv2.COLOR_RGB2LAB)
    for c in (1, 2):
        edges = cv2.bitwise_or(edges, cv2.Canny(cv2.GaussianBlur(lab[:, :, c], (5, 5), 0), 12, 30))
    side = min(h, w)
    segs = cv2.HoughLinesP(edges, 1, np.pi / 360, threshold=max(20, side // 25),
                           minLineLength=max(15, side // 14), maxLineGap=max(4, side // 60))
    thick = cv2.dilate(edges, np.ones((3, 3), np.uint8))
    if segs is None:
        return np.zeros((0, 4), np.float32), thick
    return segs.reshape(-1, 4).astype(np.float32), thick


def _join(segs: np.ndarray) -> list[_Line]:
    """Segments lying on one line (near in angle and in distance) joined; the lines
    with the most edge along them first."""
    d = segs[:, 2:] - segs[:, :2]
    lengths = np.hypot(d[:, 0], d[:, 1])
    groups: list[tuple[np.ndarray, np.ndarray, list[tuple[float, float]]]] = []
    cos_join = np.cos(np.radians(JOIN_ANGLE))
    # The groups' directions, normals and first points, as arrays to test all at once.
    gu = np.zeros((len(segs), 2), np.float32)
    gn = np.zeros((len(segs), 2), np.float32)
    gp = np.zeros((len(segs), 2), np.float32)
    for i in np.argsort(-lengths):
        if lengths[i] < 1:
            continue
        u = d[i] / lengths[i]
        a, b = segs[i, :2], segs[i, 2:]
        g = len(groups)
        if g:
            fits = ((np.abs(gu[:g] @ u) >= cos_join)
                    & (np.abs(np.sum((a - gp[:g]) * gn[:g], axis=1)) <= JOIN_DIST)
                    & (np.abs(np.sum((b - gp[:g]) * gn[:g], axis=1)) <= JOIN_DIST))
            hits = np.flatnonzero(fits)
            if len(hits):
                k = int(hits[0])
                sa, sb = float((a - gp[k]) @ gu[k]), float((b - gp[k]) @ gu[k])
                groups[k][2].append((min(sa, sb), max(sa, sb)))
                continue
        gu[g], gn[g], gp[g] = u, (-u[1], u[0]), a
        groups.append((u, a.copy(), [(0.0, float(lengths[i]))]))
    out = []
    for u, p, spans in groups:
        spans.sort()
        covered, end = 0.0, -np.inf
        for lo, hi in spans:
            if hi > end:
                covered += hi - max(lo, end)
                end = hi
        out.append(_Line(u, p, spans[0][0], end, covered))
    out.sort(key=lambda line: -line.support)
    return out[:MAX_LINES]


def _support(thick: np.ndarray, quads: np.ndarray) -> np.ndarray:
    """Per quad (N × 4 × 2) and side, the share of points along the side (its middle
    80 %: card corners are rounded) that lie on an edge."""
    h, w = thick.shape
    t = np.linspace(0.1, 0.9, 32, dtype=np.float32)[None, None, :, None]
    a = quads[:, :, None, :]
    b = np.roll(quads, -1, axis=1)[:, :, None, :]
    pts = a + (b - a) * t  # N × 4 × 32 × 2
    x = np.clip(np.round(pts[..., 0]).astype(np.int32), 0, w - 1)
    y = np.clip(np.round(pts[..., 1]).astype(np.int32), 0, h - 1)
    inside = (pts[..., 0] >= 0) & (pts[..., 0] < w) & (pts[..., 1] >= 0) & (pts[..., 1] < h)
    hit = (thick[y, x] > 0) & inside
    return hit.mean(axis=2)


def _contrast(lab: np.ndarray, quads: np.ndarray) -> np.ndarray:
    """Per quad and side, how clearly the side parts two different things: the colour
    difference between a band just inside and a band just outside it, over their spread.
    A card's side parts its border from the table; a rectangle cut out of a checked or
    striped table has the same pattern on both sides."""
    h, w = lab.shape[:2]
    centre = quads.mean(axis=1, keepdims=True)  # N × 1 × 2
    a = quads
    b = np.roll(quads, -1, axis=1)
    side = b - a  # N × 4 × 2
    length = np.linalg.norm(side, axis=2, keepdims=True)
    normal = np.stack([-side[..., 1], side[..., 0]], axis=2) / np.maximum(length, 1e-6)
    mid = (a + b) / 2
    outward = np.sign(np.sum((mid - centre) * normal, axis=2, keepdims=True))
    normal = normal * outward
    short = np.minimum(length[:, 0::2], length[:, 1::2]).min(axis=1, keepdims=True)
    step = (0.03 * short + 2.0)[:, :, :, None]  # N × 1 × 1 × 1
    t = np.linspace(0.12, 0.88, 24, dtype=np.float32)[None, None, :, None]
    pts = a[:, :, None, :] + side[:, :, None, :] * t  # N × 4 × 24 × 2

    def sample(offset: np.ndarray) -> np.ndarray:
        q = pts + offset
        x = np.clip(np.round(q[..., 0]).astype(np.int32), 0, w - 1)
        y = np.clip(np.round(q[..., 1]).astype(np.int32), 0, h - 1)
        return lab[y, x].astype(np.float32)  # N × 4 × 24 × 3

    inner = sample(-normal[:, :, None, :] * step)
    outer = sample(normal[:, :, None, :] * step)
    diff = np.linalg.norm(inner.mean(axis=2) - outer.mean(axis=2), axis=2)
    spread = np.sqrt(inner.var(axis=2).sum(axis=2) + outer.var(axis=2).sum(axis=2))
    return diff / (spread + 4.0)


def _on_edges(thick: np.ndarray, origin: np.ndarray, direction: np.ndarray, a: float,
              b: float, n: int) -> float:
    """The share of ``n`` points from ``a`` to ``b`` along a ray that lie on an edge."""
    h, w = thick.shape
    s = np.linspace(a, b, n)
    pts = origin[None, :] + s[:, None] * direction[None, :]
    x = np.clip(np.round(pts[:, 0]).astype(np.int32), 0, w - 1)
    y = np.clip(np.round(pts[:, 1]).astype(np.int32), 0, h - 1)
    return float((thick[y, x] > 0).mean())


def _crossed(quad: np.ndarray, sides: np.ndarray, d: np.ndarray, p: np.ndarray,
             ends: np.ndarray, thick: np.ndarray) -> bool:
    """Whether an edge runs right across the shape, side to side, parallel to two of its
    sides: the shape then spans two things (two pockets of a binder page, a card and the
    table), as a card's own print does not (its boxes stop short of its edge)."""
    for k in range(2):
        p0, p1 = quad[k], quad[(k + 1) % 4]  # a side, and the one opposite
        q0, q1 = quad[(k + 3) % 4], quad[(k + 2) % 4]
        side = p1 - p0
        width = float(np.linalg.norm(side) + np.linalg.norm(q1 - q0)) / 2
        u = side / max(1e-6, float(np.linalg.norm(side)))
        normal = np.array([-u[1], u[0]])
        depth = float((q0 - p0) @ normal)
        if abs(depth) < 1e-6:
            continue
        parallel = np.abs(d @ u) >= np.cos(np.radians(8))
        # Where each line's ends lie across (0 at this side, 1 at the opposite) …
        t = ((ends - p0) @ normal) / depth  # L × 2
        inside = (t.min(axis=1) > 0.12) & (t.max(axis=1) < 0.88)
        # … and along: from beyond one crossing side to beyond the other.
        along = (ends - p0) @ u  # L × 2
        corners = (quad - p0) @ u
        reach = (along.min(axis=1) <= corners.min() + 0.02 * width) \
            & (along.max(axis=1) >= corners.max() - 0.02 * width)
        candidates = np.flatnonzero(parallel & inside & reach)
        for m in candidates:
            if m in sides:
                continue
            # The edge must be there inside the shape, not only beyond it (a line of
            # the table on both sides of a card is joined across it), and right up to
            # both sides: a card's own boxes (a text box running down its whole length)
            # stop short of its edge, behind its border.
            direction = d[m] if d[m] @ u > 0 else -d[m]
            origin = p[m] + float((p0 - p[m]) @ direction) * direction
            middle = _on_edges(thick, origin, direction, 0.08 * width, 0.92 * width, 30)
            near = _on_edges(thick, origin, direction, 0.01 * width, 0.06 * width, 6)
            far = _on_edges(thick, origin, direction, 0.94 * width, 0.99 * width, 6)
            if middle >= 0.9 and near >= 0.65 and far >= 0.65:
                return True
    return False


def _pairs(d: np.ndarray, p: np.ndarray, lo: np.ndarray, hi: np.ndarray,
           min_side: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Pairs (i < j) of lines roughly parallel, at least ``min_side`` apart, whose covered
    stretches face each other; and each pair's mean direction (degrees)."""
    n = len(d)
    i, j = np.triu_indices(n, 1)
    cos = np.abs(np.sum(d[i] * d[j], axis=1))
    normal = np.stack([-d[i, 1], d[i, 0]], axis=1)
    mid_j = p[j] + d[j] * ((lo[j] + hi[j]) / 2)[:, None]
    gap = np.abs(np.sum((mid_j - p[i]) * normal, axis=1))
    ends_lo = np.sum((p[j] + d[j] * lo[j][:, None] - p[i]) * d[i], axis=1)
    ends_hi = np.sum((p[j] + d[j] * hi[j][:, None] - p[i]) * d[i], axis=1)
    overlap = np.minimum(hi[i], np.maximum(ends_lo, ends_hi)) - np.maximum(
        lo[i], np.minimum(ends_lo, ends_hi))
    shorter = np.minimum(hi[i] - lo[i], np.abs(ends_hi - ends_lo))
    ok = (cos >= np.cos(np.radians(PARALLEL))) & (gap >= 0.8 * min_side) \
        & (overlap >= 0.3 * shorter)
    i, j = i[ok], j[ok]
    flip = np.where(np.sum(d[i] * d[j], axis=1) < 0, -1.0, 1.0)[:, None]
    mean = d[i] + d[j] * flip
    angle = np.degrees(np.arctan2(mean[:, 1], mean[:, 0])) % 180
    return i, j, angle


def line_quads(rgb: np.ndarray, aspect: float, min_area: float,
               keep: int = 60) -> list[tuple[np.ndarray, float]]:
    """Card-shaped quads (4 × 2, in ``rgb``'s pixels, corners in order round the shape)
    made of four well-supported straight sides, each with its support (0–1), best first;
    at most ``keep``, no two the same shape."""
    h, w = rgb.shape[:2]
    scale = min(1.0, WORK_SIDE / max(h, w))
    small = cv2.resize(rgb, (round(w * scale), round(h * scale)), interpolation=cv2.INTER_AREA) \
        if scale < 1 else rgb
    grey = cv2.cvtColor(small, cv2.COLOR_RGB2GRAY)
    segs, thick = _segments(grey, small)
    lines = _join(segs)
    if len(lines) < 4:
        return []
    sh, sw = grey.shape
    d = np.array([line.direction for line in lines], np.float64)
    p = np.array([line.point for line in lines], np.float64)
    lo = np.array([line.lo for line in lines])
    hi = np.array([line.hi for line in lines])
    min_side = float(np.sqrt(min_area * scale * scale * aspect))
    pi, pj, pang = _pairs(d, p, lo, hi, min_side)
    if len(pi) < 2:
        return []
    # Every line's meeting point with every other, and where it lies along each.
    nrm = np.stack([-d[:, 1], d[:, 0]], axis=1)
    off = np.sum(nrm * p, axis=1)
    det = nrm[:, None, 0] * nrm[None, :, 1] - nrm[:, None, 1] * nrm[None, :, 0]
    safe = np.where(np.abs(det) < 1e-9, 1e-9, det)
    mx = (off[:, None] * nrm[None, :, 1] - off[None, :] * nrm[:, None, 1]) / safe
    my = (nrm[:, None, 0] * off[None, :] - nrm[None, :, 0] * off[:, None]) / safe
    meet = np.stack([mx, my], axis=2)  # meet[k, m] = where lines k and m cross
    along = np.sum((meet - p[:, None, :]) * d[:, None, :], axis=2)  # along line k
    # Two pairs across each other make a shape: a, b one pair; c, e the other.
    u, v = np.triu_indices(len(pi), 1)
    turn = np.abs(pang[u] - pang[v])
    across = np.minimum(turn, 180 - turn) >= 55
    u, v = u[across], v[across]
    if len(u) > MAX_SHAPES:
        best = np.argsort(-(np.array([lines[k].support for k in range(len(lines))])[pi[u]]
                            + np.array([lines[k].support for k in range(len(lines))])[pi[v]]))
        u, v = u[best[:MAX_SHAPES]], v[best[:MAX_SHAPES]]
    a, b, c, e = pi[u], pj[u], pi[v], pj[v]
    distinct = (a != c) & (a != e) & (b != c) & (b != e)
    a, b, c, e = a[distinct], b[distinct], c[distinct], e[distinct]
    sides = np.stack([a, c, b, e], axis=1)  # the lines of sides 3-0, 0-1, 1-2, 2-3
    quads = np.stack([meet[a, c], meet[c, b], meet[b, e], meet[e, a]], axis=1)
    inside = ((quads[..., 0] > -2) & (quads[..., 0] < sw + 1) & (quads[..., 1] > -2)
              & (quads[..., 1] < sh + 1)).all(axis=1)
    slack = 0.25 * np.linalg.norm(quads[:, 0] - quads[:, 2], axis=1)

    def near(k: np.ndarray, m: np.ndarray) -> np.ndarray:
        s = along[k, m]
        return (s >= lo[k] - slack) & (s <= hi[k] + slack)

    ok = inside & near(a, c) & near(a, e) & near(b, c) & near(b, e) \
        & near(c, a) & near(c, b) & near(e, a) & near(e, b)
    quads, sides = quads[ok].astype(np.float32), sides[ok]
    if not len(quads):
        return []
    s01 = (np.linalg.norm(quads[:, 1] - quads[:, 0], axis=1)
           + np.linalg.norm(quads[:, 3] - quads[:, 2], axis=1)) / 2
    s12 = (np.linalg.norm(quads[:, 2] - quads[:, 1], axis=1)
           + np.linalg.norm(quads[:, 0] - quads[:, 3], axis=1)) / 2
    ratio = np.minimum(s01, s12) / np.maximum(np.maximum(s01, s12), 1e-6)
    x, y = quads[..., 0], quads[..., 1]
    area = 0.5 * np.abs(np.sum(x * np.roll(y, -1, axis=1) - np.roll(x, -1, axis=1) * y,
                               axis=1))
    # A card seen at an angle: opposite sides of about the same length, corners not far
    # from square (a shape with a slanted side is made of the print's lines).
    lengths = np.linalg.norm(np.roll(quads, -1, axis=1) - quads, axis=2)  # N × 4
    opposite = np.minimum(lengths[:, :2], lengths[:, 2:]) / np.maximum(
        np.maximum(lengths[:, :2], lengths[:, 2:]), 1e-6)
    into = quads - np.roll(quads, 1, axis=1)
    out_of = np.roll(quads, -1, axis=1) - quads
    cos = np.abs(np.sum(into * out_of, axis=2)) / np.maximum(
        np.linalg.norm(into, axis=2) * np.linalg.norm(out_of, axis=2), 1e-6)
    ok = (ratio >= aspect * 0.8) & (ratio <= min(aspect * 1.23, 1.0)) \
        & (area >= min_area * scale * scale) & (opposite.min(axis=1) >= 0.72) \
        & (cos.max(axis=1) <= np.cos(np.radians(55)))
    quads, area, sides = quads[ok], area[ok], sides[ok]
    if not len(quads):
        return []
    support = _support(thick, quads)
    ok = (support.min(axis=1) >= SIDE_SUPPORT) & (support.mean(axis=1) >= MEAN_SUPPORT)
    quads, area, score = quads[ok], area[ok], support[ok].mean(axis=1)
    sides = sides[ok]
    if not len(quads):
        return []
    # Three sides at least must part the card from the table (a thumb may cover one).
    contrast = _contrast(cv2.cvtColor(small, cv2.COLOR_RGB2LAB), quads)
    ok = np.sort(contrast, axis=1)[:, 1] >= CONTRAST
    quads, area, score, sides = quads[ok], area[ok], score[ok], sides[ok]
    ends = np.stack([p + d * lo[:, None], p + d * hi[:, None]], axis=1)  # L × 2 × 2
    out: list[tuple[np.ndarray, float]] = []
    centres: list[np.ndarray] = []
    sizes: list[float] = []
    # Largest first: a card's own boxes (art, text) make smaller card-like shapes.
    for k in np.argsort(-area):
        q = quads[k]
        if not cv2.isContourConvex(q.reshape(-1, 1, 2)):
            continue
        centre = q.mean(axis=0)
        # The cheap test first (the same result either way round): most shapes are one
        # already kept, with a side from a neighbouring line.
        if any(np.linalg.norm(centre - c0) < 0.15 * np.sqrt(a0) and 0.7 < area[k] / a0 < 1.4
               for c0, a0 in zip(centres, sizes, strict=True)):
            continue  # the same shape again (one side from a neighbouring line)
        if _crossed(q, sides[k], d, p, ends, thick):
            continue
        centres.append(centre)
        sizes.append(float(area[k]))
        out.append((q / scale, float(score[k])))
        if len(out) >= keep:
            break
    return out
