"""Scanning from a camera, without Qt: where frames come from, and when a card held
under the camera is still enough to be recognised and counted."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np


class FrameSource(Protocol):
    """Something that gives the latest camera frame (RGB, height × width × 3) or None
    while there is none yet. The window's camera is one; tests use a list of pictures."""

    def frame(self) -> np.ndarray | None: ...


class StillCard:
    """Says when a card has been held still: the same card corners (within ``tolerance``
    of the frame's size) in ``frames`` frames running. After it has said so once, the
    card must leave the view (or move) before it says so again, so one card held under
    the camera is counted once."""

    def __init__(self, frames: int = 4, tolerance: float = 0.02):
        self.frames = frames
        self.tolerance = tolerance
        self._last: np.ndarray | None = None
        self._steady = 0
        self._counted = False

    def feed(self, quads: Sequence[np.ndarray], size: tuple[int, int]) -> bool:
        """The quads found in the next frame (and the frame's width, height); True when
        this frame should be recognised."""
        if len(quads) != 1:
            self._last, self._steady, self._counted = None, 0, False
            return False
        quad = np.asarray(quads[0], np.float32)
        moved = self._last is None or float(
            np.abs(quad - self._last).max()) > self.tolerance * max(size)
        self._last = quad
        if moved:
            self._steady, self._counted = 1, False
            return False
        self._steady += 1
        if self._steady >= self.frames and not self._counted:
            self._counted = True
            return True
        return False
