"""Every main window at 1280×720 and 1920×1080, in English and Russian: opens inside the
screen's available area with every visible button and the status bar on screen and no label
cut short (bench/window_shots.py shoots and checks them in a subprocess with an offscreen
screen of that size). The pictures are kept as CI artifacts in $DECKBUILDER_SCREENSHOT_DIR
(default build/screenshots)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bench.window_shots import WINDOWS, run

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("size", ["1280x720", "1920x1080"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_window_fits_the_screen(size: str, lang: str) -> None:
    out = Path(os.environ.get("DECKBUILDER_SCREENSHOT_DIR") or ROOT / "build" / "screenshots")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    records = run(out, size, lang, env=env)
    assert [r["window"] for r in records] == list(WINDOWS)
    for r in records:
        assert Path(r["file"]).stat().st_size > 0
    assert {r["window"]: r["problems"] for r in records if r["problems"]} == {}
