"""Reading a card's name and text with Tesseract (an optional system program: the
``tesseract-ocr`` package with its ``eng`` and ``rus`` languages). Without it,
:func:`available` is False and everything else about scanning still works."""

from __future__ import annotations

import functools
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
#: The top of a card, read for its name when its picture matched nothing: taller than
#: NAME_BAND, since a cut-out from a glared or blurred photo may sit a little off the
#: printed card, and read as scattered text (a name line cut by the band's edge is lost).
TOP_BAND = (0.0, 0.2)
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
    return list(_languages_of(exe))


@functools.lru_cache(maxsize=4)
def _languages_of(exe: str) -> tuple[str, ...]:
    # Asked once per program: every card read would otherwise start Tesseract twice.
    try:
        out = subprocess.run([exe, "--list-langs"], capture_output=True, text=True,
                             timeout=TIMEOUT_S, check=False).stdout
    except (OSError, subprocess.TimeoutExpired):
        return ()
    have = {line.strip() for line in out.splitlines()[1:]}
    return tuple(lang for lang in ("eng", "rus") if lang in have)


def _env() -> dict[str, str]:
    """Tesseract's environment: on one thread unless the user says otherwise, as its
    OpenMP threads cost more than they give on a band of a card (a name read took 0.9 s
    on two cores, 0.5 s on one)."""
    return {**os.environ, "OMP_THREAD_LIMIT": os.environ.get("OMP_THREAD_LIMIT", "1")}


def _run(grey: np.ndarray, psm: int, langs: str, *extra: str) -> str:
    exe = tesseract()
    if exe is None:
        raise OcrUnavailable(INSTALL_HINT)
    fd, tmp = tempfile.mkstemp(suffix=".png")
    os.close(fd)
    try:
        cv2.imwrite(tmp, grey)
        result = subprocess.run([exe, tmp, "stdout", "--psm", str(psm), "-l", langs, *extra],
                                capture_output=True, text=True, timeout=TIMEOUT_S,
                                check=False, env=_env())
    except (OSError, subprocess.TimeoutExpired):
        return ""
    finally:
        Path(tmp).unlink(missing_ok=True)
    return result.stdout


def _read(rgb: np.ndarray, psm: int, langs: str) -> str:
    grey = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY)
    # Tesseract reads text best at about 30 px a line: a cut-out's name line is ~20.
    grey = cv2.resize(grey, None, fx=2.5, fy=2.5, interpolation=cv2.INTER_CUBIC)
    out = _run(grey, psm, langs)
    return " ".join(out.split()) if psm == 7 else out.strip()


def read_top_lines(rgb: np.ndarray, even: bool = False) -> tuple[list[str], list[str]]:
    """The lines of text at the top of a cut-out card read either way up: (lines at its
    top, lines at its bottom turned over), in ONE Tesseract run (the two bands stacked),
    since starting Tesseract costs as much as reading a band. Each line's words as read,
    joined by spaces. ``even``: the bands with their light evened out first
    (:func:`even_light`), a second look at a glared card."""
    turned = np.ascontiguousarray(rgb[::-1, ::-1])
    top, bottom = _band(rgb, TOP_BAND, 0.05), _band(turned, TOP_BAND, 0.05)
    if even:
        top, bottom = even_light(top), even_light(bottom)
    gap = np.full((max(8, top.shape[0] // 3), top.shape[1], 3), 255, np.uint8)
    grey = cv2.cvtColor(np.vstack([top, gap, bottom]), cv2.COLOR_RGB2GRAY)
    # About 30 px a line, as for NAME_BAND; a wider band is read a little larger still.
    grey = cv2.resize(grey, None, fx=3, fy=3, interpolation=cv2.INTER_CUBIC)
    split = 3 * (top.shape[0] + gap.shape[0] / 2)
    tsv = _run(grey, 11, "+".join(languages() or ["eng"]), "tsv")
    lines: dict[tuple[str, str, str], list[tuple[float, str]]] = {}
    for row in tsv.splitlines()[1:]:
        cols = row.split("\t")
        if len(cols) < 12 or cols[0] != "5" or not cols[11].strip():
            continue
        lines.setdefault((cols[2], cols[3], cols[4]), []).append(
            (float(cols[7]) + float(cols[9]) / 2, cols[11].strip()))
    out: tuple[list[str], list[str]] = ([], [])
    for words in lines.values():
        middle = sum(y for y, _w in words) / len(words)
        out[middle > split].append(" ".join(w for _y, w in words))
    return out


def even_light(rgb: np.ndarray, window: int = 25) -> np.ndarray:
    """A picture's grey levels stretched between the darkest and the lightest near each
    pixel (within about ``window`` pixels, a name line's height or so): a glare streak
    lays a bright veil over part of a line (the print's contrast there a fraction of
    the rest), which this lifts back, while plain print is left much as it was."""
    grey = cv2.cvtColor(rgb, cv2.COLOR_RGB2GRAY).astype(np.float32)
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (window, window))
    low = cv2.GaussianBlur(cv2.erode(grey, kernel), (0, 0), window / 3)
    high = cv2.GaussianBlur(cv2.dilate(grey, kernel), (0, 0), window / 3)
    # A floor under the spread: a plain patch is not stretched into noise.
    even = (grey - low) / np.maximum(high - low, 12.0) * 255.0
    return cv2.cvtColor(np.clip(even, 0, 255).astype(np.uint8), cv2.COLOR_GRAY2RGB)


def _band(rgb: np.ndarray, b: tuple[float, float], side: float = 0.08) -> np.ndarray:
    h, w = rgb.shape[:2]
    # Inside the boxes' frames: their edges read as "|".
    return rgb[round(h * b[0]):round(h * b[1]), round(w * side):round(w * (1 - side))]


def read_name(rgb: np.ndarray) -> str:
    """Read only the name line of an upright cut-out card (one Tesseract run, ~0.1–0.3 s),
    as shown for an unknown card (matching by name reads :func:`read_top_lines`)."""
    langs = "+".join(languages() or ["eng"])
    return _read(_band(rgb, NAME_BAND), 7, langs).strip(" |[]_-—.,")


def read_card(rgb: np.ndarray) -> CardText:
    """Read the name line and the text box of an upright cut-out card."""
    langs = "+".join(languages() or ["eng"])
    text = " ".join(_read(_band(rgb, TEXT_BAND), 6, langs).split()).strip(" |[]_")
    return CardText(read_name(rgb), text)
