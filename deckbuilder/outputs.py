"""The one way out: every file the app writes for the user (exports and their side files,
backups, PDFs, traces, CSVs) is written here, so a writer added later cannot forget a check.

What the gate guarantees, for every path it is given:

- **Never the app's own data.** The path is resolved (the final target of a symlink chain
  is what is checked and written) and refused when it is a database this process opened,
  that database's ``-wal``, ``-shm`` or ``-journal`` file, a second name (hard link) of
  one of them, or the pictures folder or anything inside it. A backup or a CSV named like
  the database would otherwise replace it, and a file written over the live WAL loses the
  transactions only it holds.
- **Only a regular file or a new path.** A FIFO, a device node (``/dev/null``,
  ``/dev/full``), a socket or a folder is refused: replacing one would turn the system's
  ``/dev/null`` into a plain file, and writing into one blocks or fails half-way.
- **Whole or not at all.** The data goes to a temporary file next to the target, is
  flushed to disk, the target is checked once more, and the temporary file replaces it in
  one step. A write error (a full disk, an I/O error) is raised as ``OSError`` naming the
  target, so it is reported as an error, never as "written"; nothing is left behind.

The ways in: :func:`write_output` (bytes or text), :func:`open_output` (a stream, e.g. a
trace), :class:`OutputFile` (a temporary path for a library that insists on one: Qt's
PDF writer, ``zipfile``), :class:`OutputGroup` (several files that belong together: a
Tabletop Simulator export and its deck sheets, a card set and its pictures) and
:func:`output_folder` (a folder an export creates). ``-`` means standard output where a
command offers it (``stdio=True``). On the command line every argument that names a file
to write has the type :func:`output_file`, which is how tests find them all.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import stat
import sys
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import IO, Any

from deckbuilder.atomic import create_part, keep_mode

#: The database files (resolved) opened by this process.
_DATABASES: set[Path] = set()
#: SQLite's side files of a database: write-ahead log, shared memory, rollback journal.
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")
#: The file argument that means standard output.
STDOUT = "-"


class OutputPathError(OSError):
    """An output path that is the database, one of its side files, inside its pictures
    folder, or no regular file (a device, FIFO, socket or folder). An ``OSError``
    (``filename`` and ``strerror``), so every place that reports a file that cannot be
    written reports this one too."""

    def __init__(self, target: Path, reason: str, *, code: str):
        super().__init__(errno.EPERM, reason, str(target))
        self.code = code


def remember_database(path: Path) -> None:
    """Protect ``path`` (and its side files and pictures folder) from every writer."""
    _DATABASES.add(_resolved(path))


def pictures_dir_of(db_path: Path) -> Path:
    """The pictures folder of the database at ``db_path`` (as catalog.db names it)."""
    return db_path.with_name(db_path.stem + ".pictures")


def output_file(value: str) -> Path:
    """The ``argparse`` type of every command-line argument that names a file to write.

    It only makes a path (the gate checks when the command writes, knowing the database),
    but it marks the argument: the command-walk test finds every output this way and aims
    it at the database."""
    return Path(value)


def is_stdout(path: str | Path | None) -> bool:
    return path is not None and str(path) == STDOUT


def _absolute(path: str | Path) -> Path:
    return Path(os.path.abspath(Path(path).expanduser()))


def _resolved(path: str | Path) -> Path:
    try:
        return _absolute(path).resolve()
    except RuntimeError:  # a symlink loop (Python 3.11 says so with RuntimeError)
        raise OutputPathError(_absolute(path), "a loop of symbolic links; choose another "
                              "file", code="output-not-regular") from None


def _same_file(a: Path, b: Path) -> bool:
    # A hard link or a second name of the same file is the same file.
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _refuse_app_data(out: Path, db_path: str | Path | None) -> None:
    databases = set(_DATABASES)
    if db_path is not None:
        databases.add(_resolved(db_path))
    for db in databases:
        if out == db or _same_file(out, db):
            raise OutputPathError(out, "this is Deckbuilder's database; writing there would "
                                  "destroy your catalog, collection and decks — choose "
                                  "another file", code="output-is-database")
        for suffix in SIDE_SUFFIXES:
            side = Path(str(db) + suffix)
            if out == side or _same_file(out, side):
                raise OutputPathError(out, f"this is a working file of Deckbuilder's "
                                      f"database ({suffix[1:]}); choose another file",
                                      code="output-is-database")
        pictures = pictures_dir_of(db).resolve()
        if out == pictures or out.is_relative_to(pictures) or _same_file(out, pictures):
            raise OutputPathError(out, "this is inside Deckbuilder's pictures folder, "
                                  "where only the app stores card pictures; choose another "
                                  "folder", code="output-in-pictures")


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"


def _refuse_special(out: Path, *, follow: bool) -> None:
    try:
        mode = (os.stat(out) if follow else os.lstat(out)).st_mode
    except OSError:
        return  # a new path (or one that cannot be made: creating it says why)
    if stat.S_ISREG(mode) or (not follow and stat.S_ISLNK(mode)):
        return
    if stat.S_ISDIR(mode):
        raise OutputPathError(out, "this is a folder; give a file name (choose another "
                              "file)", code="output-is-folder")
    raise OutputPathError(out, f"this is {_kind(mode)}, not a regular file; only a new "
                          "or regular file is written — choose another file",
                          code="output-not-regular")


def check_output_path(target: str | Path, db_path: str | Path | None = None, *,
                      follow_symlinks: bool = True) -> Path:
    """The path the gate writes for ``target``, or :class:`OutputPathError`.

    Refused: the database at ``db_path`` or any database this process opened, its
    ``-wal``, ``-shm`` or ``-journal`` file, anything inside its pictures folder, and
    anything that exists but is no regular file. With ``follow_symlinks`` (files the user
    named) a symlink chain is followed and its final target is checked and written.
    Without (side files the app names itself, in a folder anyone could have planted links
    in) a symlink is refused when it points at the app's data and is otherwise replaced as
    a link, never written through."""
    if follow_symlinks:
        out = _resolved(target)
    else:
        plain = _absolute(target)
        out = _resolved(plain.parent) / plain.name
        if out.is_symlink():
            _refuse_app_data(_resolved(out), db_path)
    _refuse_app_data(out, db_path)
    _refuse_special(out, follow=follow_symlinks)
    return out


def output_folder(folder: str | Path, db_path: str | Path | None = None) -> Path:
    """Make the folder an export writes its side files into (and its parents), after
    refusing one that is or lies in the app's data (a planted ``pics`` symlink into the
    pictures folder, say); returns it resolved."""
    out = _resolved(folder)
    _refuse_app_data(out, db_path)
    out.mkdir(parents=True, exist_ok=True)
    # Made: checked again as it now resolves (a link swapped in meanwhile).
    out = _resolved(folder)
    _refuse_app_data(out, db_path)
    if not out.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(folder))
    return out


def _named(exc: OSError, target: Path) -> OSError:
    """The error, naming the file the user asked for (not the temporary file)."""
    if isinstance(exc, OutputPathError):
        return exc
    return OSError(exc.errno, exc.strerror or str(exc), str(target))


class OutputFile:
    """One output file on its way to ``target``: checked when made; :attr:`path` is a new
    temporary file next to the final target, for whoever writes it (:meth:`open`, or a
    library that insists on a path); :meth:`commit` flushes it to disk, checks the target
    again and replaces it in one step; :meth:`discard` removes it. As a context manager it
    commits when the block ends normally and discards on an error."""

    def __init__(self, target: str | Path, db_path: str | Path | None = None, *,
                 follow_symlinks: bool = True):
        self.target = Path(target)
        self._db_path = db_path
        self._follow = follow_symlinks
        self.final = check_output_path(target, db_path, follow_symlinks=follow_symlinks)
        try:
            fd, tmp = create_part(self.final)
        except OSError as exc:
            raise _named(exc, self.target) from None
        self.path = Path(tmp)
        self._done = False
        try:
            keep_mode(fd, self.final)
        except OSError as exc:
            self.discard()
            raise _named(exc, self.target) from None
        finally:
            os.close(fd)

    def open(self, mode: str = "wb", *, newline: str | None = None) -> IO[Any]:
        """The temporary file, open for writing (``w``: UTF-8 text; ``wb``: bytes)."""
        if mode not in ("w", "wb"):
            raise ValueError(f"an output is opened with 'w' or 'wb', not {mode!r}")
        if mode == "w":
            return open(self.path, "w", encoding="utf-8", newline=newline)
        return open(self.path, "wb")

    def write(self, data: bytes | str) -> None:
        """Write all of ``data`` (text as UTF-8) to the temporary file; an error discards
        it and names the target."""
        raw = data.encode("utf-8") if isinstance(data, str) else data
        try:
            with self.open("wb") as fh:
                fh.write(raw)
        except OSError as exc:
            self.discard()
            raise _named(exc, self.target) from None

    def commit(self) -> Path:
        """Replace the target with what was written; returns the path written."""
        if self._done:
            return self.final
        try:
            fd = os.open(self.path, os.O_RDWR | getattr(os, "O_BINARY", 0))
            try:
                os.fsync(fd)  # a full disk or an I/O error shows here at the latest
            finally:
                os.close(fd)
            # Checked again just before: the target may have become something else while
            # the data was written (a FIFO made, a link swapped).
            again = check_output_path(self.target, self._db_path,
                                      follow_symlinks=self._follow)
            if again != self.final:
                raise OutputPathError(again, "the file changed while it was written; "
                                      "choose another file", code="output-not-regular")
            os.replace(self.path, self.final)
        except OSError as exc:
            self.discard()
            raise _named(exc, self.target) from None
        except BaseException:
            self.discard()
            raise
        self._done = True
        return self.final

    def discard(self) -> None:
        self._done = True
        self.path.unlink(missing_ok=True)

    def __enter__(self) -> OutputFile:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if kind is None:
            self.commit()
            return
        self.discard()
        if isinstance(exc, OSError) and exc.errno is not None \
                and not isinstance(exc, OutputPathError | InterruptedError) \
                and exc.filename in (None, str(self.path)):
            # A write error inside the block (a full disk under a stream): it names the
            # file the user asked for.
            raise _named(exc, self.target) from None


class OutputGroup:
    """Several files that make one output (a Tabletop Simulator object and its deck
    sheets, a card set and its pictures): each is checked when added, and all replace their
    targets only at the end, when every one was written; an error discards them all."""

    def __init__(self, db_path: str | Path | None = None):
        self._db_path = db_path
        self._files: dict[Path, OutputFile] = {}

    def add(self, target: str | Path, *, follow_symlinks: bool = True) -> OutputFile:
        out = OutputFile(target, self._db_path, follow_symlinks=follow_symlinks)
        old = self._files.pop(out.final, None)
        if old is not None:  # the same file named twice: the last one written wins
            old.discard()
        self._files[out.final] = out
        return out

    def write(self, target: str | Path, data: bytes | str, *,
              follow_symlinks: bool = True) -> Path:
        """Add ``target`` and write ``data`` (text as UTF-8) to it; returns its path."""
        out = self.add(target, follow_symlinks=follow_symlinks)
        out.write(data)
        return out.final

    def copy(self, source: str | Path, target: str | Path, *,
             follow_symlinks: bool = True) -> Path:
        """Add ``target`` holding a copy of the file ``source`` (a picture of the store)."""
        out = self.add(target, follow_symlinks=follow_symlinks)
        try:
            with open(source, "rb") as src, out.open("wb") as dst:
                shutil.copyfileobj(src, dst)
        except OSError as exc:
            raise _named(exc, out.target) from None
        return out.final

    def commit(self) -> list[Path]:
        files = list(self._files.values())
        self._files = {}
        try:
            return [f.commit() for f in files]
        finally:
            for f in files:
                if not f._done:
                    f.discard()

    def discard(self) -> None:
        for f in self._files.values():
            f.discard()
        self._files = {}

    def __enter__(self) -> OutputGroup:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if kind is None:
            self.commit()
        else:
            self.discard()


def write_stdout(data: bytes | str) -> None:
    """Write to standard output, after what was printed before (UTF-8 whatever the
    console's code page, as the files are)."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    sys.stdout.flush()
    stream = getattr(sys.stdout, "buffer", None)
    if stream is None:  # a text-only stand-in for stdout
        sys.stdout.write(raw.decode("utf-8", "replace"))
    else:
        stream.write(raw)
    sys.stdout.flush()


def write_output(target: str | Path, data: bytes | str, db_path: str | Path | None = None,
                 *, stdio: bool = False) -> Path:
    """Write ``data`` (text as UTF-8) to ``target`` through the gate; returns the path
    written. ``stdio``: ``-`` means standard output."""
    if stdio and is_stdout(target):
        write_stdout(data)
        return Path(STDOUT)
    with OutputFile(target, db_path) as out:
        out.write(data)
    return out.final


@contextlib.contextmanager
def open_output(target: str | Path, mode: str = "w", db_path: str | Path | None = None,
                *, newline: str | None = None, stdio: bool = False) -> Iterator[IO[Any]]:
    """A stream to ``target`` through the gate (checked now; in place when the block
    ends, gone if it fails). ``stdio``: ``-`` means standard output (left open)."""
    if stdio and is_stdout(target):
        stream: IO[Any] = sys.stdout if mode == "w" else sys.stdout.buffer
        yield stream
        stream.flush()
        return
    with OutputFile(target, db_path) as out, out.open(mode, newline=newline) as fh:
        yield fh

