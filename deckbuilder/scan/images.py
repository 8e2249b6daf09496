"""Reading photos: every format Pillow reads (HEIC too when pillow-heif is installed), the
EXIF rotation applied, and decompression bombs, damaged and too-small pictures refused
with a message naming the file."""

from __future__ import annotations

import io
import warnings
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image, ImageOps, UnidentifiedImageError

from deckbuilder.text_files import PHOTO_FILE, InputFileError, open_checked, read_bytes

#: Phone cameras reach 24 Mpx (some 50); beyond this a "photo" is treated as a bomb.
MAX_PIXELS = 60_000_000
#: Photo files larger than this are refused unread (the input gate's cap for a photo).
MAX_BYTES = PHOTO_FILE.max_bytes
#: A card must be at least ~60 px wide to be recognised; a photo below this has no card.
MIN_SIDE = 160
#: Detection runs on the photo shrunk to this long side: enough for 9 cards of a binder
#: page at ~400 px each, and a 24 Mpx photo is read in a fraction of the time.
WORK_LONG_SIDE = 1600

try:  # HEIC/HEIF photos from phones, when the optional plugin is installed.
    from pillow_heif import register_heif_opener

    register_heif_opener()
    HEIF = True
except ImportError:  # pragma: no cover - depends on the machine
    HEIF = False


class ScanError(ValueError):
    """A photo cannot be scanned; the message names the file and the reason.

    ``code`` and ``params`` (always with ``source``) let the window word it in its own
    language."""

    def __init__(self, message: str, *, code: str, **params: Any):
        super().__init__(message)
        self.code = code
        self.params = params


def _formats() -> str:
    return "JPEG, PNG, WebP" + (" or HEIC" if HEIF else "")


def decode_photo(data: bytes, source: str) -> tuple[np.ndarray, float]:
    """The photo as an RGB array (height × width × 3, uint8), upright as its EXIF says,
    shrunk so that its long side is at most :data:`WORK_LONG_SIDE`; and the factor from
    the array's pixels to the (upright) photo's."""
    if len(data) > MAX_BYTES:
        raise ScanError(f"{source}: the file is larger than {MAX_BYTES // 2**20} MB",
                        code="file-too-large", source=source, max_mb=MAX_BYTES // 2**20)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as opened:
                width, height = opened.size
                if width * height > MAX_PIXELS:
                    raise ScanError(
                        f"{source}: refused, {width}×{height} pixels is far too large for "
                        f"a photo (at most {MAX_PIXELS // 1_000_000} megapixels)",
                        code="too-many-pixels", source=source, width=width, height=height,
                        max_mp=MAX_PIXELS // 1_000_000)
                if min(width, height) < MIN_SIDE:
                    raise ScanError(
                        f"{source}: {width}×{height} pixels is too small to find cards in "
                        f"(at least {MIN_SIDE} pixels on each side)",
                        code="too-small", source=source, width=width, height=height,
                        min_side=MIN_SIDE)
                # draft() lets the JPEG decoder shrink by 2/4/8 while decoding: a 24 Mpx
                # photo is read at a quarter of the cost.
                scale = WORK_LONG_SIDE / max(width, height)
                if scale < 1 and opened.format == "JPEG":
                    opened.draft("RGB", (int(width * scale) + 1, int(height * scale) + 1))
                im = ImageOps.exif_transpose(opened).convert("RGB")
                full_long = max(width, height)
    except ScanError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise ScanError(f"{source}: refused, the picture is far too large ({exc})",
                        code="decompression-bomb", source=source, detail=str(exc)) from exc
    except UnidentifiedImageError as exc:
        raise ScanError(f"{source}: not a photo Deckbuilder can read ({_formats()})",
                        code="not-a-picture", source=source) from exc
    except (OSError, SyntaxError, ValueError) as exc:
        raise ScanError(f"{source}: the photo is damaged ({exc})", code="damaged",
                        source=source, detail=str(exc)) from exc
    if max(im.size) > WORK_LONG_SIDE:
        im.thumbnail((WORK_LONG_SIDE, WORK_LONG_SIDE), Image.Resampling.BILINEAR)
    return np.asarray(im), full_long / max(im.size)


def read_photo(path: str | Path) -> tuple[np.ndarray, float]:
    """:func:`decode_photo` of a file read through the input gate; an unreadable or
    refused file (a device, a pipe, a folder, over :data:`MAX_BYTES`) is a
    :class:`ScanError` in the gate's words."""
    path = Path(path)
    try:
        data = read_bytes(path, PHOTO_FILE)
    except InputFileError as exc:
        raise ScanError(str(exc), code=exc.code, source=str(path), **exc.params) from None
    except OSError as exc:
        raise ScanError(f"{path}: cannot read the photo ({exc.strerror})", code="cannot-read",
                        source=str(path), reason=exc.strerror) from exc
    return decode_photo(data, str(path))


def check_photo_file(path: str | Path) -> None:
    """Raise :class:`ScanError` unless the input gate would read ``path`` as a photo (a
    regular file within :data:`MAX_BYTES`): reads nothing, so that a list of photos is
    checked before any is scanned."""
    try:
        open_checked(path, PHOTO_FILE).close()
    except InputFileError as exc:
        raise ScanError(str(exc), code=exc.code, source=str(path), **exc.params) from None
    except FileNotFoundError:
        raise ScanError(f"{path}: no such photo", code="cannot-read", source=str(path),
                        reason="no such file") from None
    except OSError as exc:
        raise ScanError(f"{path}: cannot read the photo ({exc.strerror})", code="cannot-read",
                        source=str(path), reason=exc.strerror) from exc


def load_picture(path: str | Path) -> np.ndarray:
    """A catalog picture (already checked when stored) as an RGB array."""
    with Image.open(path) as im:
        return np.asarray(im.convert("RGB"))
