"""Card pictures: stored once by content hash in the database's pictures folder, with a
cached thumbnail made by Pillow. Broken, disguised or oversized files are refused with a
message; nothing is stored for them."""

from __future__ import annotations

import hashlib
import io
import os
import re
import tempfile
import threading
import warnings
from collections import OrderedDict
from pathlib import Path
from typing import Any

from deckbuilder.catalog.db import Database
from deckbuilder.text_files import PICTURE_FILE, InputFileError, read_bytes

#: Pictures larger than this (in pixels) are refused: a card scan at 1200 dpi is ~12 Mpx.
MAX_PIXELS = 40_000_000
#: Picture files larger than this are refused unread (the input gate's cap for a picture).
MAX_BYTES = PICTURE_FILE.max_bytes
THUMB_SIZE = (120, 168)
FORMAT_EXT = {"PNG": "png", "JPEG": "jpg", "WEBP": "webp", "GIF": "gif", "BMP": "bmp",
              "TIFF": "tif"}


class PictureError(ValueError):
    """A picture file cannot be used; the message names the file and the reason.

    ``str()`` is English (the command line prints it); ``code`` and ``params`` (always
    with ``source``, the file as the message names it) say the same for the window, which
    words it in its language (deckbuilder.ui.common.error_text). An error raised with a message
    only has no code and is shown as it is."""

    def __init__(self, message: str, *, code: str | None = None, **params: Any):
        super().__init__(message)
        self.code = code
        self.params = params


_STORED_NAME = re.compile(r"[0-9a-f]{64}\.(?:" + "|".join(FORMAT_EXT.values()) + ")")


def is_picture_name(rel: object) -> bool:
    """Whether ``rel`` is a stored picture's file name: the SHA-256 of its content in 64
    lowercase hex digits, a dot and one of our extensions.

    Names come from a database, which may come from a backup someone else made: a name
    such as ``/etc/passwd`` or ``../x`` would make a path outside the pictures folder
    that a backup reads or a restore deletes. Every path built from a name checks it."""
    return isinstance(rel, str) and _STORED_NAME.fullmatch(rel) is not None


def _checked(rel: str) -> str:
    if not is_picture_name(rel):
        raise PictureError(f"{rel!r}: not the name of a stored picture")
    return rel


#: Pillow names the size of a decompression bomb in its (English) message, the only place.
_BOMB_PIXELS = re.compile(r"\((\d+) pixels\)")


#: Pictures already found good, by content: an import checks a picture and then stores
#: it, and decoding it twice made a new file's starter catalogs take twice as long.
_INSPECTED: OrderedDict[bytes, tuple[str, int, int]] = OrderedDict()
_INSPECTED_MAX = 512
_inspected_lock = threading.Lock()


def _inspect(data: bytes, source: str, *, trusted: bool = False) -> tuple[str, int, int]:
    if len(data) > MAX_BYTES:
        raise PictureError(f"{source}: the file is larger than {MAX_BYTES // 2**20} MB",
                           code="file-too-large", source=source, max_mb=MAX_BYTES // 2**20)
    key = hashlib.sha256(data).digest()
    with _inspected_lock:
        known = _INSPECTED.get(key)
    if known is not None:
        return known
    found = _decode(data, source, header_only=trusted)
    with _inspected_lock:
        _INSPECTED[key] = found
        while len(_INSPECTED) > _INSPECTED_MAX:
            _INSPECTED.popitem(last=False)
    return found


def _decode(data: bytes, source: str, *, header_only: bool = False) -> tuple[str, int, int]:
    # Pillow is imported where a picture is read: the way to the first window has none.
    from PIL import Image, UnidentifiedImageError

    if len(data) > MAX_BYTES:
        raise PictureError(f"{source}: the file is larger than {MAX_BYTES // 2**20} MB",
                           code="file-too-large", source=source, max_mb=MAX_BYTES // 2**20)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as im:
                fmt = im.format or ""
                width, height = im.size
                if width * height > MAX_PIXELS:
                    raise PictureError(
                        f"{source}: {width}×{height} pixels is too large "
                        f"(at most {MAX_PIXELS // 1_000_000} megapixels)",
                        code="too-many-pixels", source=source, width=width, height=height,
                        max_mp=MAX_PIXELS // 1_000_000)
                if not header_only:
                    im.verify()
            # verify() does not decode the pixels; a truncated file fails only on load.
            if not header_only:
                with Image.open(io.BytesIO(data)) as im:
                    im.load()
    except PictureError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        found = _BOMB_PIXELS.search(str(exc))
        raise PictureError(f"{source}: refused, the picture is far too large ({exc})",
                           code="decompression-bomb", source=source, detail=str(exc),
                           pixels=int(found.group(1)) if found else None) from exc
    except UnidentifiedImageError as exc:
        raise PictureError(f"{source}: not a picture Deckbuilder can read "
                           "(PNG, JPEG, WebP, GIF, BMP or TIFF)", code="not-a-picture",
                           source=source) from exc
    except (OSError, SyntaxError, ValueError) as exc:
        # Pillow's reason is English only; the window shows it inside its own words.
        raise PictureError(f"{source}: the picture is damaged ({exc})", code="damaged",
                           source=source, detail=str(exc)) from exc
    if fmt not in FORMAT_EXT:
        # An empty format: Pillow opened it but cannot say what it is.
        raise PictureError(f"{source}: {fmt or 'unknown'} pictures are not supported",
                           code="unsupported-format", source=source, format=fmt)
    return FORMAT_EXT[fmt], width, height


def read_picture_file(path: Path, *, sha256: str | None = None) -> bytes:
    """The bytes of a picture file, read through the input gate
    (:func:`deckbuilder.text_files.read_bytes`): only from a regular file of at most
    :data:`MAX_BYTES`; a device (``/dev/zero``), a pipe, a folder or a huge file is refused
    (:class:`PictureError`, in the gate's words) without reading it. With ``sha256`` (the
    hash of an earlier read), a file whose content changed since is refused too."""
    try:
        data = read_bytes(path, PICTURE_FILE)
    except InputFileError as exc:
        raise PictureError(str(exc), code=exc.code, source=str(path), **exc.params) from None
    except OSError as exc:
        raise PictureError(f"{path}: cannot read the picture ({exc.strerror})",
                           code="cannot-read", source=str(path), reason=exc.strerror) from exc
    if sha256 is not None and hashlib.sha256(data).hexdigest() != sha256:
        raise PictureError(f"{path}: the picture changed while it was imported; import "
                           "again", code="changed", source=str(path))
    return data


class PictureStore:
    """The pictures folder of one database."""

    def __init__(self, db: Database):
        self.db = db
        self.root = db.pictures_dir

    def path_of(self, rel: str) -> Path:
        """Absolute path of a stored picture (``rel`` as in :attr:`CardRecord.picture`);
        PictureError for a name that is not one (:func:`is_picture_name`)."""
        return self.root / rel[:2] / _checked(rel)

    def add_file(self, path: str | Path) -> int:
        path = Path(path)
        return self.add_bytes(read_picture_file(path), str(path))

    @staticmethod
    def check(data: bytes, source: str = "picture", *, trusted: bool = False) -> None:
        """Raise :class:`PictureError` if the picture would be refused (nothing stored).
        ``trusted`` (a picture shipped with Deckbuilder): its header is read, its pixels
        are not decoded - decoding every starter picture was most of a first start."""
        _inspect(data, source, trusted=trusted)

    def add_bytes(self, data: bytes, source: str = "picture", *,
                  written: list[Path] | None = None) -> int:
        """Store a picture (once per content) and return its row id. A file this call
        writes is added to ``written``, so a caller whose transaction rolls back can take
        it away again (:meth:`forget_files`)."""
        ext, width, height = _inspect(data, source)
        sha = hashlib.sha256(data).hexdigest()
        rel = f"{sha}.{ext}"
        target = self.path_of(rel)
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            # Write then rename, so a crash never leaves a half-written picture under
            # its final name.
            fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".part")
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(data)
                os.replace(tmp, target)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
            if written is not None:
                written.append(target)
        with self.db.transaction() as conn:
            row = conn.execute("SELECT id FROM picture WHERE sha256=?", (sha,)).fetchone()
            if row:
                return int(row[0])
            cur = conn.execute(
                "INSERT INTO picture(sha256, ext, width, height, size_bytes) "
                "VALUES (?, ?, ?, ?, ?)",
                (sha, ext, width, height, len(data)),
            )
            return int(cur.lastrowid or 0)

    def forget_files(self, written: list[Path]) -> None:
        """Remove picture files written for a transaction that rolled back. A file whose
        picture row exists after all (another process stored the same picture meanwhile
        and committed) stays."""
        for path in written:
            sha = path.name.split(".", 1)[0]
            if self.db.conn.execute("SELECT 1 FROM picture WHERE sha256=?",
                                    (sha,)).fetchone() is None:
                path.unlink(missing_ok=True)

    def thumbnail(self, rel: str) -> Path:
        """Path of the cached thumbnail of a stored picture, made on first use."""
        return make_thumbnail(self.root, rel)


def make_thumbnail(root: Path, rel: str, size: tuple[int, int] = THUMB_SIZE) -> Path:
    """Thread-safe and usable without a database connection (background loaders)."""
    sha = _checked(rel).split(".", 1)[0]
    thumb = root / "thumbs" / sha[:2] / f"{sha}-{size[0]}x{size[1]}.png"
    if thumb.exists():
        return thumb
    src = root / rel[:2] / rel
    thumb.parent.mkdir(parents=True, exist_ok=True)
    from PIL import Image

    with Image.open(src) as opened:
        im = opened.convert("RGBA") if opened.mode in ("P", "LA", "RGBA") else opened.convert("RGB")
        im.thumbnail(size, Image.Resampling.LANCZOS)
        fd, tmp = tempfile.mkstemp(dir=thumb.parent, suffix=".part")
        with os.fdopen(fd, "wb") as fh:
            im.save(fh, "PNG", optimize=True)
        os.replace(tmp, thumb)
    return thumb


#: Largest picture the card editor keeps: a 63 × 88 mm card at about 600 dpi.
CROP_MAX_SIZE = (1490, 2080)


def crop_picture(data: bytes, box: tuple[int, int, int, int], source: str = "picture",
                 max_size: tuple[int, int] = CROP_MAX_SIZE) -> bytes:
    """Cut ``box`` out of a picture and return the piece as PNG bytes.

    ``box`` is (left, top, right, bottom) in the picture's own pixels, counted after the
    EXIF orientation is applied (as Qt shows the picture with auto-transform on). The piece
    is converted to RGB (RGBA when the picture has transparency) and shrunk, ratio kept, to
    fit ``max_size``. Raises :class:`PictureError` naming ``source`` for a broken picture or
    a box outside it; nothing is written anywhere.
    """
    from PIL import Image, ImageOps

    _inspect(data, source)
    left, top, right, bottom = (int(v) for v in box)
    try:
        with Image.open(io.BytesIO(data)) as opened:
            im = ImageOps.exif_transpose(opened)
            width, height = im.size
            if not (0 <= left < right <= width and 0 <= top < bottom <= height):
                raise PictureError(
                    f"{source}: the crop box {left},{top}–{right},{bottom} is not inside "
                    f"the {width}×{height} picture", code="crop-outside", source=source,
                    left=left, top=top, right=right, bottom=bottom, width=width,
                    height=height)
            alpha = im.mode in ("RGBA", "LA", "PA") or (
                im.mode == "P" and "transparency" in im.info)
            piece = im.crop((left, top, right, bottom)).convert("RGBA" if alpha else "RGB")
        if piece.width > max_size[0] or piece.height > max_size[1]:
            piece.thumbnail(max_size, Image.Resampling.LANCZOS)
        buf = io.BytesIO()
        piece.save(buf, "PNG")
    except PictureError:
        raise
    except (OSError, SyntaxError, ValueError) as exc:
        raise PictureError(f"{source}: the picture cannot be cropped ({exc})",
                           code="cannot-crop", source=source, detail=str(exc)) from exc
    return buf.getvalue()
