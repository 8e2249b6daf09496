"""The log file: unexpected errors and the long jobs (imports, simulations, PDFs, backups).

The window is usually started from a menu, with no terminal to print to, so what a bug
report needs goes to a small rotating file in the platform's log folder instead
(``DECKBUILDER_LOG_DIR`` names another folder).
"""

from __future__ import annotations

import logging
import os
import time
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from deckbuilder import APP_NAME, __version__

LOGGER_NAME = "deckbuilder"
LOG_FILE_NAME = "deckbuilder.log"
#: Four files of 1 MB at most: years of jobs, and never a disk filled by a loop of errors.
MAX_BYTES = 1_000_000
BACKUP_COUNT = 3

log = logging.getLogger(LOGGER_NAME)


def log_dir() -> Path:
    """``DECKBUILDER_LOG_DIR`` if set, else the user log folder (platformdirs)."""
    env = os.environ.get("DECKBUILDER_LOG_DIR")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_log_dir

    return Path(user_log_dir(APP_NAME, appauthor=False))


def _file_handler() -> RotatingFileHandler | None:
    for handler in log.handlers:
        if isinstance(handler, RotatingFileHandler):
            return handler
    return None


def log_file() -> Path | None:
    """The file the log goes to, or None before :func:`setup_logging` (or when the folder
    could not be written)."""
    handler = _file_handler()
    return Path(handler.baseFilename) if handler is not None else None


def setup_logging() -> Path | None:
    """Send the app's log to the rotating file in :func:`log_dir`; returns the file. A
    folder that cannot be written leaves the app running without a log file (None)."""
    path = log_dir() / LOG_FILE_NAME
    handler = _file_handler()
    if handler is not None:
        if Path(handler.baseFilename) == path.resolve():
            return path.resolve()
        log.removeHandler(handler)  # the folder changed (a test, or the variable)
        handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT,
                                      encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(
        "%(asctime)s %(process)d %(threadName)s %(levelname)s %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.info("Deckbuilder %s started", __version__)
    return Path(handler.baseFilename)


def log_unexpected(kind: type[BaseException], exc: BaseException,
                   tb: TracebackType | None) -> None:
    """An error nobody caught, with its traceback."""
    log.error("Unexpected error: %s: %s", kind.__name__, exc, exc_info=(kind, exc, tb))


class JobLog:
    """One long job in the log: a line when it starts, and one when it ends with how long
    it took and how it went ("done", "cancelled" or "failed")."""

    def __init__(self, job: str, **details: object):
        self.job = job
        self._t0 = time.perf_counter()
        self._ended = False
        log.info("%s started%s", job, _details(details))

    def end(self, outcome: str, **details: object) -> None:
        if self._ended:
            return
        self._ended = True
        seconds = time.perf_counter() - self._t0
        log.log(logging.WARNING if outcome == "failed" else logging.INFO,
                "%s %s after %.2f s%s", self.job, outcome, seconds, _details(details))


def _details(details: dict[str, object]) -> str:
    return ": " + ", ".join(f"{k}={v}" for k, v in details.items()) if details else ""
