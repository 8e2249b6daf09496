"""Cards laid out in a grid (a binder page's pockets): keeping the outlines of one card's
size, and finding the pockets whose outline was not seen.

A binder page is photographed from above with every pocket the same size. When blur or
glare hides the gap between pockets, two or four pockets make one card-shaped outline
(a 2 × 2 block has a card's proportions), and a pocket near the page's corner may give no
outline at all. The pockets that were found fix the page's grid (through one perspective
transform), and the grid gives the corners of the others.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

import cv2
import numpy as np

#: Outlines within this ratio of each other's area are the same size of card.
PEERS = 1.45
#: A grid is trusted from this many pockets (four fix a perspective transform).
MIN_POCKETS = 5


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


def _cluster(values: np.ndarray, gap: float) -> np.ndarray:
    """Index of the group of each value (groups split where sorted values jump by more
    than ``gap``)."""
    order = np.argsort(values)
    groups = np.zeros(len(values), np.int32)
    g = 0
    for prev, cur in pairwise(order):
        if values[cur] - values[prev] > gap:
            g += 1
        groups[cur] = g
    return groups


def fill_grid(cards: list[np.ndarray], printed: Callable[[np.ndarray], bool],
              shape: tuple[int, int], pages: list[np.ndarray] = ()) -> list[np.ndarray]:  # type: ignore[assignment]
    """The cards, with the pockets of their grid that had no outline added (when the
    cards found make a grid of up to 3 × 3 with holes). ``printed`` tells a pocket that
    holds a card from an empty one. On a page (one of ``pages``, outlines holding cards)
    the grid is 3 × 3: a row or column with no card found is added on the side where
    the page has room for it."""
    if len(cards) < MIN_POCKETS or len(cards) > 9:
        return cards
    # A page's pockets all stand one way: an outline lying across them is the art box of
    # a card whose own edge was lost against a page of its colour (its pocket is filled
    # in below, when the rest make a grid).
    sides = np.array([c[1] - c[0] for c in cards], np.float32)
    sides /= np.maximum(np.linalg.norm(sides, axis=1, keepdims=True), 1e-6)
    agree = np.abs(sides @ sides.T) > 0.9
    ref = sides[int(np.argmax(agree.sum(axis=1)))]
    upright = [c for c, v in zip(cards, sides, strict=True) if abs(float(v @ ref)) > 0.7]
    if len(upright) < MIN_POCKETS:
        return cards
    cards = upright
    if len(cards) >= 9:
        return cards
    quads = np.array(cards, np.float32)  # N × 4 × 2, corners in the same order
    centres = quads.mean(axis=1)
    # The cards' own axes: across (first side) and down (second side).
    across = np.mean(quads[:, 1] - quads[:, 0], axis=0)
    down = np.mean(quads[:, 2] - quads[:, 1], axis=0)
    if np.linalg.norm(across) < 1 or np.linalg.norm(down) < 1:
        return cards
    ua, ud = across / np.linalg.norm(across), down / np.linalg.norm(down)
    xs, ys = centres @ ua, centres @ ud
    cols = _cluster(xs, 0.5 * float(np.linalg.norm(across)))
    rows = _cluster(ys, 0.5 * float(np.linalg.norm(down)))
    n_cols, n_rows = int(cols.max()) + 1, int(rows.max()) + 1
    if n_cols > 3 or n_rows > 3 or n_cols < 2 or n_rows < 2:
        return cards
    cells = set(zip(rows.tolist(), cols.tolist(), strict=True))
    if len(cells) != len(cards):
        return cards  # two outlines in one pocket: not a clean grid
    grid = np.stack([cols, rows], axis=1).astype(np.float32)
    homography, _mask = cv2.findHomography(grid, centres, 0)
    if homography is None:
        return cards
    inverse = np.linalg.inv(homography)
    # Each corner's place relative to its pocket's centre, in grid units.
    in_grid = cv2.perspectiveTransform(quads.reshape(-1, 1, 2), inverse).reshape(-1, 4, 2)
    offsets = np.median(in_grid - grid[:, None, :], axis=0)  # 4 × 2
    # The fitted grid must explain the cards found (else it is not a page).
    refit = cv2.perspectiveTransform((grid[:, None, :] + offsets[None]).reshape(-1, 1, 2),
                                     homography).reshape(-1, 4, 2)
    size = float(np.sqrt(np.median([_area(q) for q in quads])))
    if float(np.abs(refit - quads).max()) > 0.12 * size:
        return cards
    h, w = shape
    page = next((p for p in pages if all(_inside(c, p) for c in centres)), None)
    col_range, row_range = list(range(n_cols)), list(range(n_rows))
    if page is not None:
        def fits(c: float, r: float) -> bool:
            point = cv2.perspectiveTransform(np.array([[[c, r]]], np.float32), homography)
            return _inside(point[0, 0], page)

        while len(col_range) < 3:
            mid = (row_range[0] + row_range[-1]) / 2
            if fits(col_range[-1] + 1, mid):
                col_range.append(col_range[-1] + 1)
            elif fits(col_range[0] - 1, mid):
                col_range.insert(0, col_range[0] - 1)
            else:
                break
        while len(row_range) < 3:
            mid = (col_range[0] + col_range[-1]) / 2
            if fits(mid, row_range[-1] + 1):
                row_range.append(row_range[-1] + 1)
            elif fits(mid, row_range[0] - 1):
                row_range.insert(0, row_range[0] - 1)
            else:
                break
    out = list(cards)
    for r in row_range:
        for c in col_range:
            if (r, c) in cells:
                continue
            ideal = (np.array([c, r], np.float32) + offsets).reshape(-1, 1, 2)
            pts = cv2.perspectiveTransform(ideal, homography).reshape(4, 2)
            if (pts[:, 0] < 0).any() or (pts[:, 0] > w - 1).any() or (pts[:, 1] < 0).any() \
                    or (pts[:, 1] > h - 1).any():
                continue
            if printed(pts):
                out.append(pts.astype(np.float32))
    return out
