"""The committed sample photos of tests/scan/samples and how they were made (run this
file to make them again: ``python -m tests.scan.samples``). Each is a generated photo
(deckbuilder.scan.synth) of starter-catalog cards; SAMPLES says which cards, in reading
order (None: a card in no catalog)."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import numpy as np
from PIL import Image

from deckbuilder.paths import resource
from deckbuilder.scan import synth
from deckbuilder.scan.images import load_picture

HERE = Path(__file__).parent / "samples"


def starter_pictures() -> dict[tuple[str, str], Path]:
    """(game, name) → picture file of every starter card."""
    out = {}
    for game in ("monsuno", "redakai", "monster-cards"):
        path = resource("catalogs", f"{game}.json")
        for card in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            if card.get("image"):
                out[(card["game"], card["name"])] = (path.parent / card["image"]).resolve()
    return out


def picture(game: str, name: str) -> np.ndarray:
    return load_picture(starter_pictures()[(game, name)])


SINGLE = ("redakai", "Blazing Jab")
BINDER = [("monsuno", "Antler Rend"), ("redakai", "Wraith Feint"),
          ("monster-cards", "Abyssal Kraken"), ("monsuno", "Squall Barrier"),
          ("redakai", "Volcanic Crash"), ("monster-cards", "Halo Seraph"),
          ("monsuno", "Cinder Lynx"), ("redakai", "Duskwing Owl"),
          ("monster-cards", "Pebble Golem")]


def make() -> None:
    HERE.mkdir(exist_ok=True)
    rng = random.Random(20)
    # A phone photo held sideways: the pixels lie on their side and EXIF says to turn
    # them (orientation 6: 90° clockwise).
    photo = synth.single_photo(rng, picture(*SINGLE), None, size=(960, 720), sleeve=True)
    sideways = Image.fromarray(photo.image).transpose(Image.Transpose.ROTATE_90)
    exif = Image.Exif()
    exif[0x0112] = 6
    sideways.save(HERE / "single-exif-rotated.jpg", "JPEG", quality=82, exif=exif)
    page = synth.binder_photo(rng, [(picture(*c), None) for c in BINDER], size=(1200, 900))
    (HERE / "binder-page.jpg").write_bytes(page.jpeg(80))
    novel = synth.novel_card(rng, picture("redakai", "Blazing Jab"))
    unknown = synth.single_photo(rng, novel, None, size=(960, 720), sleeve=False, max_tilt=10)
    buf = io.BytesIO()
    Image.fromarray(unknown.image).save(buf, "WEBP", quality=80)
    (HERE / "unknown-card.webp").write_bytes(buf.getvalue())


if __name__ == "__main__":
    make()
