"""Reading a card's name and text with Tesseract (an optional system program: the
``tesseract-ocr`` package with its ``eng`` and ``rus`` languages). Without it,
:func:`available` is False and everything else about scanning still works."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

#: Where the name line and the text box sit on the three games' cards (share of height).
NAME_BAND = (0.025, 0.115)
TEXT_BAND = (0.66, 0.83)
TIMEOUT_S = 20


class OcrUnavailable(RuntimeError):
    """Tesseract is not installed; the message says how to install it."""


@dataclass(frozen=True, slots=True)
class CardText:
    """What was read from a card: its name line and its text box (either may be "")."""

    name: str
    text: str


def tesseract() -> str | None:
    """The tesseract program, or None. ``DECKBUILDER_TESSERACT`` overrides the search."""
    env = os.environ.get("DECKBUILDER_TESSERACT")
    if env is not None:
        return env if env and Path(env).is_file() else None
    return shutil.which("tesseract")


def available() -> bool:
    return tesseract() is not None


INSTALL_HINT = ("text reading needs Tesseract: install the tesseract-ocr, tesseract-ocr-eng "
                "and tesseract-ocr-rus packages (quickstart installs them when it can)")


def languages() -> list[str]:
    """The installed Tesseract languages among those the cards are printed in."""
    exe = tesseract()
    if exe is None:
        return []
    try:
        out = subprocess.run([exe, "--list-langs"], capture_output=True, text=True,
                             timeout=TIMEOUT_S, check=False).stdout
    except (OSError, subprocess.TimeoutExpired):
        return []
    have = {line.strip() for line in out.splitlines()[1:]}
    return [lang for lang in ("eng", "rus") if lang in have]


def _read(rgb: np.ndarray, psm: int, langs: str) -> str:
    exe = tesseract()
    if exe is None:
        raise OcrUnavailable(INSTALL_HINT)
    grey = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    # Tesseract reads text best at about 30 px a line: a cut-out's name line is ~20.
    grey = cv2.resize(grey, None, fx=2.5, fy=2.5, interpolation=cv2.INTER_CUBIC)
    fd, tmp = tempfile.mkstemp(suffix=".png")
    os.close(fd)
    try:
        cv2.imwrite(tmp, grey)
        result = subprocess.run([exe, tmp, "stdout", "--psm", str(psm), "-l", langs],
                                capture_output=True, text=True, timeout=TIMEOUT_S,
                                check=False)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    finally:
        Path(tmp).unlink(missing_ok=True)
    return " ".join(result.stdout.split()) if psm == 7 else result.stdout.strip()


def read_card(rgb: np.ndarray) -> CardText:
    """Read the name line and the text box of an upright cut-out card."""
    langs = "+".join(languages() or ["eng"])
    h, w = rgb.shape[:2]

    def band(b: tuple[float, float]) -> np.ndarray:
        # Inside the boxes' frames: their edges read as "|".
        return rgb[round(h * b[0]):round(h * b[1]), round(w * 0.08):round(w * 0.92)]

    name = _read(band(NAME_BAND), 7, langs).strip(" |[]_-—.,")
    text = " ".join(_read(band(TEXT_BAND), 6, langs).split()).strip(" |[]_")
    return CardText(name, text)
