"""Writing files so that a crash never leaves a half-written one under the real name.

The primitives of the output gate (:mod:`deckbuilder.outputs`), which is the only writer
of files the user names: nothing else imports this module (tests/test_output_gate.py
checks), so no exporter can write around the gate's checks.
"""

from __future__ import annotations

import os
import secrets
import stat
from pathlib import Path


def create_part(path: Path) -> tuple[int, str]:
    """A new temporary file next to ``path`` (open for writing: its descriptor and name).
    Not ``tempfile.mkstemp``: it creates files readable by their owner only, and the
    exported deck or collection would stay so."""
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
