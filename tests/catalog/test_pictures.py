"""Card pictures: stored once by content, thumbnails, and refusal of bad files."""

from __future__ import annotations

import hashlib
import io
import random
import struct
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from catalog_samples import png_bytes
from PIL import Image

from deckbuilder.catalog import pictures as pictures_module
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.pictures import MAX_PIXELS, THUMB_SIZE, PictureError, PictureStore


def stored_files(db: Database) -> list[Path]:
    root = db.pictures_dir
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


def picture_count(db: Database) -> int:
    return db.conn.execute("SELECT count(*) FROM picture").fetchone()[0]


def rel_of(db: Database, picture_id: int) -> str:
    sha, ext = db.conn.execute("SELECT sha256, ext FROM picture WHERE id=?",
                               (picture_id,)).fetchone()
    return f"{sha}.{ext}"


def noisy_png(size: tuple[int, int] = (200, 280)) -> bytes:
    """A PNG that does not compress much, so cutting it loses pixel data."""
    im = Image.frombytes("RGB", size, random.Random(7).randbytes(size[0] * size[1] * 3))
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return buf.getvalue()


def png_claiming(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims a huge size (a decompression bomb's first bytes)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b""))


# ------------------------------------------------------------------ storing


def test_a_picture_is_stored_once_per_content(empty_db: Database) -> None:
    store = PictureStore(empty_db)
    data = png_bytes((60, 84))
    first = store.add_bytes(data, "a.png")
    second = store.add_bytes(data, "copy-of-a.png")
    assert first == second
    assert picture_count(empty_db) == 1
    sha = hashlib.sha256(data).hexdigest()
    rel = rel_of(empty_db, first)
    assert rel == f"{sha}.png"
    path = store.path_of(rel)
    assert path.read_bytes() == data
    assert path.parent.name == sha[:2]
    assert stored_files(empty_db) == [path]
    row = empty_db.conn.execute("SELECT width, height, size_bytes FROM picture").fetchone()
    assert row == (60, 84, len(data))
    other = store.add_bytes(png_bytes((60, 84), (0, 0, 255)), "b.png")
    assert other != first
    assert picture_count(empty_db) == 2


def test_a_jpeg_keeps_its_type(empty_db: Database, tmp_path: Path) -> None:
    src = tmp_path / "scan.png"  # a misleading name does not matter, the content does
    src.write_bytes(png_bytes((30, 40), fmt="JPEG"))
    pid = PictureStore(empty_db).add_file(src)
    assert rel_of(empty_db, pid).endswith(".jpg")


def test_add_file_of_a_missing_file(empty_db: Database, tmp_path: Path) -> None:
    missing = tmp_path / "gone.png"
    with pytest.raises(PictureError) as info:
        PictureStore(empty_db).add_file(missing)
    assert str(missing) in str(info.value)


# ------------------------------------------------------------------ thumbnails


@pytest.mark.parametrize(("size", "mode"), [((600, 840), "RGB"), ((900, 300), "RGBA"),
                                            ((50, 70), "RGB"), ((400, 560), "P")])
def test_a_thumbnail_is_made_once_and_fits(empty_db: Database, size: tuple[int, int],
                                           mode: str) -> None:
    im = Image.new(mode, size)
    buf = io.BytesIO()
    im.save(buf, "PNG")
    store = PictureStore(empty_db)
    rel = rel_of(empty_db, store.add_bytes(buf.getvalue(), "card.png"))
    thumb = store.thumbnail(rel)
    assert thumb.exists()
    with Image.open(thumb) as t:
        assert t.format == "PNG"
        assert t.width <= THUMB_SIZE[0] and t.height <= THUMB_SIZE[1]
        # The shape is kept (within rounding) and the picture is never enlarged.
        assert abs(t.width / t.height - size[0] / size[1]) < 0.05
        assert t.width <= size[0]
    mtime = thumb.stat().st_mtime_ns
    # Cached: asked again, the same file comes back even if the original is gone.
    store.path_of(rel).unlink()
    assert store.thumbnail(rel) == thumb
    assert thumb.stat().st_mtime_ns == mtime


# ------------------------------------------------------------------ refusals


def _truncated_png() -> bytes:
    data = noisy_png()
    return data[: len(data) // 2]


def _large_png() -> bytes:
    """8000×6000 = 48 megapixels, over MAX_PIXELS, but only a few kB as a 1-bit PNG."""
    assert MAX_PIXELS < 8000 * 6000
    buf = io.BytesIO()
    Image.new("1", (8000, 6000)).save(buf, "PNG")
    return buf.getvalue()


def _ppm() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (10, 10)).save(buf, "PPM")
    return buf.getvalue()


BAD_PICTURES = {
    "random-bytes": (lambda: random.Random(1).randbytes(4096), "not a picture"),
    "png-magic-then-noise": (lambda: b"\x89PNG\r\n\x1a\n" + random.Random(2).randbytes(4096),
                             ""),
    "truncated-png": (_truncated_png, "damaged"),
    "text-file": (lambda: b"Name,Quantity\nSly Fox,2\n" * 20, "not a picture"),
    "empty-file": (lambda: b"", "not a picture"),
    "48-megapixels": (_large_png, "too large"),
    "bomb-header": (lambda: png_claiming(100_000, 100_000), "too large"),
    "unsupported-format": (_ppm, "not supported"),
}


@pytest.mark.parametrize("kind", sorted(BAD_PICTURES))
def test_bad_pictures_are_refused_and_nothing_is_stored(empty_db: Database, tmp_path: Path,
                                                        kind: str) -> None:
    make, words = BAD_PICTURES[kind]
    src = tmp_path / f"{kind}.png"
    src.write_bytes(make())
    store = PictureStore(empty_db)
    with pytest.raises(PictureError) as info:
        store.add_file(src)
    message = str(info.value)
    assert message.startswith(f"{src}: ")
    assert words in message
    with pytest.raises(PictureError) as info:
        store.add_bytes(src.read_bytes(), "from the clipboard")
    assert str(info.value).startswith("from the clipboard: ")
    assert picture_count(empty_db) == 0
    assert stored_files(empty_db) == []


def test_a_file_over_the_byte_limit_is_refused(empty_db: Database,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    data = noisy_png((64, 64))
    monkeypatch.setattr(pictures_module, "MAX_BYTES", len(data) - 1)
    with pytest.raises(PictureError) as info:
        PictureStore(empty_db).add_bytes(data, "big.png")
    assert str(info.value).startswith("big.png: ")
    assert "larger than" in str(info.value)
    assert picture_count(empty_db) == 0
    assert stored_files(empty_db) == []


def test_a_picture_just_under_the_limit_is_accepted(empty_db: Database) -> None:
    buf = io.BytesIO()
    Image.new("1", (6000, 6000)).save(buf, "PNG")  # 36 megapixels
    pid = PictureStore(empty_db).add_bytes(buf.getvalue(), "big-but-fine.png")
    assert empty_db.conn.execute("SELECT width, height FROM picture WHERE id=?",
                                 (pid,)).fetchone() == (6000, 6000)


# ------------------------------------------------------------------ codes for the window
# A refusal has a stable code and the values of its message besides its English text, so
# the window words it in its own language; ``source`` is the file as the message names it.

BAD_PICTURE_CODES = {
    "random-bytes": {"not-a-picture"},
    "png-magic-then-noise": {"not-a-picture", "damaged"},
    "truncated-png": {"damaged"},
    "text-file": {"not-a-picture"},
    "empty-file": {"not-a-picture"},
    "48-megapixels": {"too-many-pixels"},
    "bomb-header": {"decompression-bomb"},
    "unsupported-format": {"unsupported-format"},
}


@pytest.mark.parametrize("kind", sorted(BAD_PICTURES))
def test_a_refused_picture_has_a_code(empty_db: Database, kind: str) -> None:
    assert set(BAD_PICTURE_CODES) == set(BAD_PICTURES)
    make, _words = BAD_PICTURES[kind]
    with pytest.raises(PictureError) as info:
        PictureStore(empty_db).add_bytes(make(), "scan.png")
    assert info.value.code in BAD_PICTURE_CODES[kind]
    assert info.value.params["source"] == "scan.png"


def test_the_values_of_a_refusal_are_those_of_its_message(
        empty_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = PictureStore(empty_db)

    def refusal(action: Callable[[], object]) -> PictureError:
        with pytest.raises(PictureError) as info:
            action()
        return info.value

    big = refusal(lambda: store.check(_large_png(), "big.png"))
    assert (big.code, big.params) == ("too-many-pixels", {
        "source": "big.png", "width": 8000, "height": 6000, "max_mp": 40})
    bomb = refusal(lambda: store.check(png_claiming(100_000, 100_000), "bomb.png"))
    assert bomb.code == "decompression-bomb" and bomb.params["pixels"] == 10**10
    assert bomb.params["detail"] in str(bomb)
    ppm = refusal(lambda: store.check(_ppm(), "a.ppm"))
    assert (ppm.code, ppm.params) == ("unsupported-format", {"source": "a.ppm",
                                                             "format": "PPM"})
    missing = tmp_path / "gone.png"
    gone = refusal(lambda: store.add_file(missing))
    assert (gone.code, gone.params["source"]) == ("cannot-read", str(missing))
    assert gone.params["reason"] in str(gone)
    crop = refusal(lambda: pictures_module.crop_picture(png_bytes((60, 84)), (0, 0, 70, 84),
                                                        "c.png"))
    assert (crop.code, crop.params) == ("crop-outside", {
        "source": "c.png", "left": 0, "top": 0, "right": 70, "bottom": 84, "width": 60,
        "height": 84})
    data = noisy_png((64, 64))
    monkeypatch.setattr(pictures_module, "MAX_BYTES", 2**20)
    huge = refusal(lambda: store.check(data * (2**20 // len(data) + 1), "huge.png"))
    assert (huge.code, huge.params) == ("file-too-large", {"source": "huge.png", "max_mb": 1})
    # A message alone (another layer's wording) has no code: it is shown as it is.
    assert PictureError("scan.png: the disk is full").code is None


def test_every_starter_picture_is_whole() -> None:
    # A first start reads the starter pictures by their headers only (services/seeding.py,
    # trusted_pictures): so each shipped picture must decode whole, in a stored format.
    from deckbuilder.catalog.catalog_io import read_catalog
    from deckbuilder.services.seeding import starter_paths

    images = sorted({p.image for path in starter_paths() for p in read_catalog(path)
                     if p.image is not None})
    assert len(images) > 100
    for image in images:
        ext, width, height = pictures_module._decode(image.read_bytes(), str(image))
        assert width > 0 and height > 0 and ext in {"png", "jpg", "webp"}, image
