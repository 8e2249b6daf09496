"""Where a lamp's reflection hides a cut-out card's print (issue #32).

A sleeve's glare is a patch or a streak washed out towards white: bright in every
channel, nearly without colour, smooth (the print under it is gone) and reaching the
card's edge (it lies on the sleeve, across the card; a card's own whites, such as its
text box, stay inside its frame). Left in, it pulls
the fingerprint's correlation down and its hard edges draw the local features that the
art's check counts, so the card's own art finds too few partners and the card is called
unknown. :func:`glare_mask` finds it on the card alone (not against a candidate: a mask
chosen per candidate would leave out whatever disagrees, and a card made from a catalog
card's frame with new art would then agree with it).
"""

from __future__ import annotations

import cv2
import numpy as np

#: A pixel is glare when its darkest channel is at least this share of the card's
#: brightest (the 99.5th percentile of the darkest channel) and at least GLARE_FLOOR:
#: washed out in all three channels, not just a bright colour.
GLARE_SHARE = 0.88
GLARE_FLOOR = 150.0
#: ... when its colour is this weak ((max - min) / max of its channels) ...
GLARE_SATURATION = 0.22
#: ... and when the print under it is this smooth (the local standard deviation of the
#: brightness in a window of 1/40 of the card's width).
GLARE_TEXTURE = 9.0
#: A patch smaller than this share of the card is a white of the print (a dot, a letter's
#: counter), not a reflection.
GLARE_MIN_AREA = 0.01
#: A reflection on a sleeve lies across the card, over its edge; a white patch that stays
#: this far (share of the width) inside the edge is the card's own print (a text box).
GLARE_EDGE = 0.06
#: Past this share of the card the "glare" is the card's own white or a photo washed out
#: all over: there is nothing to leave out.
GLARE_MAX_AREA = 0.45


def glare_mask(rgb: np.ndarray) -> np.ndarray | None:
    """A uint8 mask (255 = glare) of a cut-out card (RGB), or None when it shows none."""
    # (OpenCV's per-channel operations: numpy's min over the channel axis of an
    # interleaved image costs ten times as much.)
    r, g, b = cv2.split(np.ascontiguousarray(rgb))
    lo = cv2.min(cv2.min(r, g), b)
    hi = cv2.max(cv2.max(r, g), b)
    brightest = float(np.percentile(lo, 99.5))
    bright = lo >= max(GLARE_FLOOR, GLARE_SHARE * brightest)
    pale = (hi - lo).astype(np.float32) <= GLARE_SATURATION * np.maximum(hi, 1).astype(np.float32)
    grey = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY).astype(np.float32)
    k = max(3, rgb.shape[1] // 40) | 1
    mean = cv2.blur(grey, (k, k))
    var = cv2.blur(grey * grey, (k, k)) - mean * mean
    smooth = var <= GLARE_TEXTURE ** 2
    found = (bright & pale & smooth).astype(np.uint8) * 255
    # A reflection's middle is smooth, its rim is not: close the gaps the texture test
    # leaves, then keep only the patches big enough to be one that reach the card's edge.
    closed = cv2.morphologyEx(found, cv2.MORPH_CLOSE, np.ones((k, k), np.uint8))
    _n, labels, stats, _centres = cv2.connectedComponentsWithStats(closed, connectivity=8)
    area = rgb.shape[0] * rgb.shape[1]
    h, w = rgb.shape[:2]
    edge = GLARE_EDGE * w
    left, top = stats[:, cv2.CC_STAT_LEFT], stats[:, cv2.CC_STAT_TOP]
    right = left + stats[:, cv2.CC_STAT_WIDTH] - 1
    bottom = top + stats[:, cv2.CC_STAT_HEIGHT] - 1
    reaches_edge = ((left <= edge) | (top <= edge) | (right >= w - 1 - edge)
                    | (bottom >= h - 1 - edge))
    keep = np.where((stats[:, cv2.CC_STAT_AREA] >= GLARE_MIN_AREA * area) & reaches_edge,
                    255, 0).astype(np.uint8)
    keep[0] = 0  # the background
    mask: np.ndarray = keep[labels]
    share = float(np.count_nonzero(mask)) / area
    if share == 0.0 or share > GLARE_MAX_AREA:
        return None
    return mask
