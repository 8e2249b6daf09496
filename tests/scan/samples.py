"""The committed sample photos of tests/scan/samples and how they were made (run this
file to make them again: ``python -m tests.scan.samples``). Each is a generated photo
(deckbuilder.scan.synth) of starter-catalog cards; SAMPLES says which cards, in reading
order (None: a card in no catalog).

The ``heldout-*`` photos come from the other generator, bench/heldout_photos.py (busy
playmats, turns up to 60°, perspective, JPEG at quality 60), with seeds other than the
benchmark's; ``heldout.json`` keeps each card's true corners."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from deckbuilder.paths import resource
from deckbuilder.scan import detect, synth
from deckbuilder.scan.images import load_picture
from deckbuilder.services.scan_service import ScannedCard, ScanService

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


def scan_at_true_outline(scanner: ScanService, monkeypatch: pytest.MonkeyPatch,
                         photo: synth.SynthPhoto) -> ScannedCard:
    """Scan the photo as the user does, with the finder giving the card's true outline
    (the finding of outlines is not what is tested here)."""
    truth = photo.corners[0]
    monkeypatch.setattr(detect, "find_quads_with_alternatives",
                        lambda rgb, card_mm, **_kw: [(truth, [])])
    (card,) = scanner.scan_image(photo.image).cards
    return card


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


HELDOUT_SINGLE = ("monsuno", "Cinder Lynx")
HELDOUT_FILES = {"unknown": "heldout-unknown-playmat.jpg",
                 "single": "heldout-single-playmat.jpg",
                 "binder": "heldout-binder-page.jpg"}


def heldout_truth() -> dict[str, list[list[list[float]]]]:
    """File name → the true corners of each card in it (reading order for the page)."""
    data: dict[str, list[list[list[float]]]] = json.loads(
        (HERE / "heldout.json").read_text(encoding="utf-8"))
    return data


def make_heldout() -> None:
    import numpy as np

    from bench import heldout_photos as held

    truth = {}
    # Seeds picked among the first few of each kind for what each test needs: a card the
    # outline finder of before missed (not the benchmark's seed, 32).
    g = np.random.default_rng(103)
    shot = held.single_shot(g, held.new_card(g), None, tabletop="playmat")
    (HERE / HELDOUT_FILES["unknown"]).write_bytes(shot.encoded("JPEG", 60))
    truth[HELDOUT_FILES["unknown"]] = [o.tolist() for o in shot.outlines]
    g = np.random.default_rng(201)
    shot = held.single_shot(g, picture(*HELDOUT_SINGLE), None, tabletop="playmat",
                            sleeve=False)
    (HERE / HELDOUT_FILES["single"]).write_bytes(shot.encoded("JPEG", 60))
    truth[HELDOUT_FILES["single"]] = [o.tolist() for o in shot.outlines]
    g = np.random.default_rng(303)
    shot = held.binder_shot(g, [(picture(*c), c[1]) for c in BINDER])
    (HERE / HELDOUT_FILES["binder"]).write_bytes(shot.encoded("JPEG", 60))
    truth[HELDOUT_FILES["binder"]] = [o.tolist() for o in shot.outlines]
    (HERE / "heldout.json").write_text(json.dumps(truth, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    make()
    make_heldout()
