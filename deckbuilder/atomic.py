"""Writing files so that a crash never leaves a half-written one under the real name."""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` through a temporary file in the same folder.

    Errors name ``path`` (the file the user asked for), not the temporary file.
    """
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder.

    A new file gets the permissions any program's new file gets (0666 less the umask, as
    Qt's QSaveFile gives); a file that is replaced keeps its own."""
    path = Path(path)
    try:
        fd, tmp = _create_part(path)
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, str(path)) from None
    try:
        with os.fdopen(fd, "wb") as fh:
            keep_mode(fh.fileno(), path)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise OSError(exc.errno, exc.strerror, str(path)) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _create_part(path: Path) -> tuple[int, str]:
    """A new temporary file next to ``path``. Not ``tempfile.mkstemp``: it creates files
    readable by their owner only, and the exported deck or collection would stay so."""
    for _ in range(100):
        tmp = str(path.parent / f".{path.name}.{secrets.token_hex(4)}.part")
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL
                           | getattr(os, "O_BINARY", 0), 0o666), tmp
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name next to {path}")


def keep_mode(fd: int, target: Path) -> None:
    """Give the open file ``fd`` the permissions of ``target`` when that exists (the file
    it will replace), so a replaced file keeps what its owner chose."""
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return
    if os.name != "nt":  # Windows has only the read-only flag, which must not carry over
        os.fchmod(fd, mode)
