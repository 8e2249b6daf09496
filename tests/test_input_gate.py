"""The input gate: every user file comes in through ``deckbuilder.text_files`` — a regular
file (or ``-``), within the cap of its kind, checked before reading and while reading —
and anything else is refused at once, cheaply, with one exit-2 message naming the file.

The walk finds every command-line argument that reads a file from the parser itself (they
are marked ``type=input_file(KIND)``) and aims a pipe, a folder, an over-cap file and
``/dev/zero`` at each; a new command that reads a file without the mark fails
:func:`test_every_file_argument_of_every_command_is_marked`. The costly cases (what a
refusal costs in memory) run in a child process under an address-space limit."""

from __future__ import annotations

import argparse
import ast
import contextlib
import os
import shutil
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from deckbuilder.cli import build_parser, main
from deckbuilder.numbers import is_number_type
from deckbuilder.outputs import output_file
from deckbuilder.text_files import (
    BACKUP_FILE,
    CATALOG_FILE,
    COLLECTION_FILE,
    DECK_FILE,
    PHOTO_FILE,
    PICTURE_FILE,
    TABLES_FILE,
    InputArgument,
    InputFileError,
    InputKind,
    read_bytes,
)
from tests.peak_memory import LIMIT_MB, run_cli

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
DECK = RESOURCES / "decks" / "monsuno-tcg.txt"
MC_DECK = RESOURCES / "decks" / "monster-cards.txt"

#: A good file of each kind, for the other file arguments of a command under test (the
#: deck beside the hostile one in ``matchup``, say). A new kind needs a sample here.
SAMPLES: dict[str, Path] = {DECK_FILE.name: DECK}

#: Arguments of type Path that name files the command WRITES (the output gate's doors),
#: or the database. Anything else of type Path, or named like a file, must be marked.
NOT_READ = {
    ("--db",),
    ("catalog", "export", "file"),
    ("collection", "export", "file"),
    ("deck", "export", "file"),
    ("goldfish", "--trace"),
    ("proxies", "--out"),
    ("backup", "file"),
    ("deck", "export", "--image-url-base"),  # a web address written into the file
    ("collection", "wishlist", "--out"),
    ("collection", "tradelist", "--out"),
    ("collection", "wishlist", "decks"),  # saved decks' names, not files
}

#: How long a refusal may take before the test calls it a hang (the issue's figure).
HANG_S = 5.0


@dataclass(frozen=True)
class Door:
    """A command-line argument through which a command reads a file."""

    command: tuple[str, ...]
    parser: argparse.ArgumentParser
    action: argparse.Action

    @property
    def kind(self) -> InputKind:
        assert isinstance(self.action.type, InputArgument)
        return self.action.type.kind

    @property
    def id(self) -> str:
        name = self.action.option_strings[0] if self.action.option_strings else \
            self.action.dest
        return " ".join([*self.command, name])


def _commands(parser: argparse.ArgumentParser,
              prefix: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...],
                                                              argparse.ArgumentParser]]:
    """Every parser of the command line with the words that reach it (the top one too)."""
    yield prefix, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _commands(sub, (*prefix, name))


def _arguments() -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser,
                                   argparse.Action]]:
    for command, parser in _commands(build_parser()):
        for action in parser._actions:
            if not isinstance(action, (argparse._HelpAction, argparse._VersionAction,
                                       argparse._SubParsersAction)):
                yield command, parser, action


def _doors() -> list[Door]:
    # The top parser's --open is the window's (tested below); the commands here.
    return [Door(command, parser, action) for command, parser, action in _arguments()
            if command and isinstance(action.type, InputArgument)]


DOORS = _doors()


def test_every_file_argument_of_every_command_is_marked() -> None:
    """A Path argument, or one named like a file, either is marked as read through the
    gate or is one the commands write (the output gate's)."""
    file_like = ("file", "deck", "photo", "picture", "image", "backup", "csv", "path",
                 "dummy", "others", "more", "open", "table")
    unmarked = []
    for command, _parser, action in _arguments():
        if isinstance(action.type, InputArgument) or action.nargs == 0:
            continue
        name = action.option_strings[0] if action.option_strings else action.dest
        looks_like_file = action.type is Path or any(w in action.dest for w in file_like) \
            or (action.metavar or "").lower() in ("file", "path", "deck", "photo")
        if looks_like_file and (*command, name) not in NOT_READ:
            unmarked.append(" ".join([*command, name]))
    assert not unmarked, f"read without the input gate's mark: {unmarked}"
    # And the walk below has every command that reads a file.
    assert {d.id for d in DOORS} >= {
        "catalog import file", "collection import file", "check deckfile",
        "deck import file", "goldfish deckfile", "goldfish --dummy", "compare deck_a",
        "compare deck_b", "odds deckfile", "matchup deck_a", "matchup more",
        "gauntlet others", "proxies deckfile", "restore file", "scan photos"}


def _filler(action: argparse.Action, tmp: Path) -> str:
    """A good value for an argument the door under test is not."""
    if isinstance(action.type, InputArgument):
        return str(SAMPLES[action.type.kind.name])
    if action.type is Path:
        return str(tmp / "out" / f"written-{action.dest}.pdf")
    if action.choices:
        return str(next(iter(action.choices)))
    if action.type in (int, float) or is_number_type(action.type):
        return "3"
    if action.type is output_file:
        return str(tmp / "out" / f"written-{action.dest}.pdf")
    return "x"


def _argv(db: Path, door: Door, hostile: str, tmp: Path) -> list[str]:
    """``--db DB COMMAND …`` with ``hostile`` for the door and good values elsewhere."""
    argv = ["--db", str(db), *door.command]
    options: list[str] = []
    for action in door.parser._actions:
        if isinstance(action, argparse._HelpAction):
            continue
        if action is door.action:
            if action.option_strings:
                options += [action.option_strings[0], hostile]
            else:
                argv.append(hostile)
        elif not action.option_strings:
            if action.nargs not in ("?", "*"):
                argv.append(_filler(action, tmp))
        elif action.required:
            options += [action.option_strings[0], _filler(action, tmp)]
    return argv + options


@pytest.fixture(scope="module")
def place(tmp_path_factory: pytest.TempPathFactory, starter_template: Path) -> Path:
    """A folder with a starter database, a pipe, a folder named like a file, an over-cap
    (sparse) file of each kind and a link to /dev/zero."""
    tmp = tmp_path_factory.mktemp("gate")
    shutil.copyfile(starter_template, tmp / "db.sqlite3")
    (tmp / "out").mkdir()
    os.mkfifo(tmp / "pipe.txt")
    (tmp / "folder.txt").mkdir()
    (tmp / "zero.txt").symlink_to("/dev/zero")
    for kind in (DECK_FILE, CATALOG_FILE, COLLECTION_FILE, PHOTO_FILE, PICTURE_FILE,
                 BACKUP_FILE, TABLES_FILE):
        with open(tmp / f"big-{kind.name.replace(' ', '-')}.txt", "wb") as fh:
            fh.truncate(kind.max_bytes + 1)  # sparse: no disk, no time
    return tmp


def _big(place: Path, kind: InputKind) -> Path:
    return place / f"big-{kind.name.replace(' ', '-')}.txt"


def _assert_refused(err: str, path: Path | str, reason: str) -> None:
    """The gate's message: the file, then the reason (a collection file's problems come
    after its "nothing was imported" line, as all of them do)."""
    assert err.startswith(f"deckbuilder: {path}: "), err
    assert f"{path}: {reason}" in err, err


def _run_guarded(capsys: pytest.CaptureFixture[str], argv: list[str],
                 fifo: Path | None = None) -> tuple[int, str, bool]:
    """``main(argv)``: exit code, standard error, and whether it hung on ``fifo`` (then
    a writer opened after HANG_S let it go on, so that the old code fails, not hangs)."""
    done = threading.Event()
    hung: list[bool] = []

    def unblock() -> None:
        if fifo is not None and not done.wait(HANG_S):
            hung.append(True)
            with contextlib.suppress(OSError):  # the reader went meanwhile
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))

    guard = threading.Thread(target=unblock, daemon=True)
    guard.start()
    try:
        code = main(argv)
    finally:
        done.set()
        guard.join()
    return code, capsys.readouterr().err, bool(hung)


@pytest.mark.parametrize("door", DOORS, ids=lambda d: d.id)
@pytest.mark.parametrize("case", ["pipe", "folder", "over the cap"])
def test_every_door_refuses_a_pipe_a_folder_and_an_over_cap_file(
        capsys: pytest.CaptureFixture[str], place: Path, door: Door, case: str) -> None:
    hostile, fifo = {
        "pipe": (place / "pipe.txt", place / "pipe.txt"),
        "folder": (place / "folder.txt", None),
        "over the cap": (_big(place, door.kind), None),
    }[case]
    reason = {
        "pipe": "not a regular file (a pipe); give a file",
        "folder": "not a regular file (a folder); give a file",
        "over the cap": f"larger than the {door.kind.shown_cap} a {door.kind.name} may be",
    }[case]
    code, err, hung = _run_guarded(capsys, _argv(place / "db.sqlite3", door, str(hostile),
                                                 place), fifo)
    assert not hung, f"{door.id} blocked on a pipe"
    assert code == 2, err
    _assert_refused(err, hostile, reason)
    assert not any((place / "out").iterdir()), "nothing is written for a refused input"


@pytest.mark.parametrize("door", DOORS, ids=lambda d: d.id)
def test_every_door_refuses_dev_zero_at_once_for_almost_no_memory(
        place: Path, door: Door) -> None:
    """Through a symlink, so both the name and what it points to are followed. Before the
    gate every one of these read until the memory ran out (or the limit here)."""
    hostile = place / "zero.txt"
    argv = _argv(place / "db.sqlite3", door, str(hostile), place)
    run = run_cli(Path(argv[1]), *argv[2:], timeout=HANG_S * 3, address_space_mb=1024)
    assert run.code == 2, run.err
    _assert_refused(run.err, hostile, "not a regular file (a device); give a file")
    assert run.peak_mb < LIMIT_MB


# ----------------------------------------------------------------- over-cap streams and files

@pytest.mark.parametrize("command", [("check",), ("deck", "import"), ("catalog", "import"),
                                     ("collection", "import")], ids=" ".join)
def test_standard_input_is_cut_off_at_the_cap(place: Path, command: tuple[str, ...]) -> None:
    """``-`` has no size to check first: it is read in chunks and refused one past the cap
    (here an endless one: /dev/zero as standard input)."""
    kind = {"check": DECK_FILE, "deck": DECK_FILE, "catalog": CATALOG_FILE,
            "collection": COLLECTION_FILE}[command[0]]
    with open("/dev/zero", "rb") as zero:
        run = run_cli(place / "db.sqlite3", *command, "-", timeout=30,
                      address_space_mb=1024, stdin=zero)
    assert run.code == 2, run.err
    _assert_refused(run.err, "<stdin>", f"larger than the {kind.shown_cap} a {kind.name} may be")
    assert run.peak_mb < LIMIT_MB


@pytest.mark.parametrize(("command", "name", "size_mb"), [
    (("deck", "import"), "deck.cod", 400),
    (("collection", "import"), "collection.csv", 400),
    (("catalog", "import"), "catalog.json", 400),
    (("scan",), "photo.jpg", 500),
], ids=["deck .cod", "collection CSV", "catalog JSON", "photo"])
def test_the_issues_large_files_are_refused_unread(
        place: Path, tmp_path: Path, command: tuple[str, ...], name: str,
        size_mb: int) -> None:
    """The sizes of the issue, which cost 807 MB to 2.48 GB before they were refused."""
    big = tmp_path / name
    with open(big, "wb") as fh:
        fh.truncate(size_mb * 2**20)
    run = run_cli(place / "db.sqlite3", *command, str(big), timeout=30)
    assert run.code == 2, run.err
    _assert_refused(run.err, big, "larger than the")
    assert run.peak_mb < LIMIT_MB


def test_a_file_growing_past_the_cap_while_read_is_refused(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The size is checked on the opened file, and again while reading: a file that was
    small when checked and grew meanwhile is cut off one past the cap."""
    path = tmp_path / "deck.txt"
    path.write_bytes(b"1 Card\n")
    kind = InputKind("deck file", 16)
    real_fdopen = os.fdopen

    def grow_then_open(fd: int, *args: Any, **kwargs: Any) -> Any:
        path.write_bytes(b"1 Card\n" * 10)  # 70 bytes now, after the size check
        return real_fdopen(fd, *args, **kwargs)

    monkeypatch.setattr(os, "fdopen", grow_then_open)
    with pytest.raises(InputFileError) as refused:
        read_bytes(path, kind)
    assert refused.value.filename == str(path)
    assert refused.value.code == "file-too-large"


# ----------------------------------------------------------------- doors the parser cannot show

def test_the_monster_cards_table_file_goes_through_the_gate(
        capsys: pytest.CaptureFixture[str], place: Path) -> None:
    """``--set tables_file=PATH`` is a value, not an argument of its own: its reader is
    the gate's all the same."""
    for hostile, reason in [
        (place / "folder.txt", "not a regular file (a folder); give a file"),
        (place / "pipe.txt", "not a regular file (a pipe); give a file"),
        (_big(place, TABLES_FILE), "larger than the 1 MB a table file may be"),
    ]:
        code, err, hung = _run_guarded(
            capsys, ["--db", str(place / "db.sqlite3"), "goldfish", str(MC_DECK),
                     "--games", "1", "--set", f"tables_file={hostile}"],
            place / "pipe.txt")
        assert not hung
        assert code == 2, err
        assert f"{hostile}: {reason}" in err


def test_pictures_named_by_a_catalog_go_through_the_gate(
        capsys: pytest.CaptureFixture[str], place: Path, tmp_path: Path) -> None:
    """A catalog's ``image`` fields are user files too (the picture reader is the gate)."""
    import json

    folder = tmp_path / "cat"
    folder.mkdir()
    os.mkfifo(folder / "pipe.png")
    (folder / "big.png").write_bytes(b"")
    os.truncate(folder / "big.png", PICTURE_FILE.max_bytes + 1)
    for image, reason in [("pipe.png", "not a regular file (a pipe); give a file"),
                          ("big.png", "larger than the 50 MB a picture may be")]:
        catalog = folder / "catalog.json"
        catalog.write_text(json.dumps({"format": "deckbuilder-catalog", "version": 1, "cards": [
            {"game": "redakai", "name": "Gate Test", "kind": "attack", "kairu": 1,
             "power": 1, "color": "red", "hits": [True, False, False], "image": image}]}),
            encoding="utf-8")
        code, err, hung = _run_guarded(capsys, ["--db", str(place / "db.sqlite3"), "catalog",
                                                "import", str(catalog)], folder / "pipe.png")
        assert not hung
        assert code == 2, err
        assert f"{folder / image}: {reason}" in err


def test_the_window_refuses_a_deck_file_that_is_a_pipe(place: Path) -> None:
    """``deckbuilder --open FILE`` (what the desktop entry passes): the window's deck files
    are read by the same service; with --exit-on-launch the refusal is printed."""
    run = run_cli(place / "db.sqlite3", "--exit-on-launch", "--open",
                  str(place / "pipe.txt"), timeout=60)
    assert run.code != "timeout"
    assert f"{place / 'pipe.txt'}: not a regular file (a pipe); give a file" in run.err


def test_the_window_option_for_deck_files_is_marked() -> None:
    top = build_parser()
    opened = next(a for a in top._actions if "--open" in a.option_strings)
    assert isinstance(opened.type, InputArgument) and opened.type.kind is DECK_FILE


# ----------------------------------------------------------------- no reader beside the gate

#: The reads of files that are not the user's, each with why it may skip the gate. A new
#: ``read_bytes``/``read_text``/``open``/``Image.open``/``ZipFile`` anywhere else fails
#: :func:`test_no_module_reads_a_file_beside_the_gate`: route it through the gate (or, for
#: a file of our own, add it here with the reason).
OWN_FILES: dict[tuple[str, str], str] = {
    ("catalog/backup.py", "_sha256"): "the backup this process has just written",
    ("catalog/backup.py", "_keep_previous"): "the copy of the database just made (fsync)",
    ("catalog/backup.py", "reference_schema"): "the package's migrations and our cache",
    ("catalog/db.py", "create_schema"): "the package's schema file",
    ("catalog/db.py", "remove_stale_tempdirs"): "our own temporary folders' lock files",
    ("catalog/pictures.py", "make_thumbnail"): "a stored picture (checked when stored)",
    ("scan/images.py", "load_picture"): "a stored picture (checked when stored)",
    ("cli/backup.py", "cmd_backup"): "our own backup in a temporary folder, for stdout",
    ("cli/proxies.py", "cmd_proxies"): "our own PDF in a temporary folder, for stdout",
    ("ui/common/help_window.py", "read_page"): "the help pages shipped in resources",
    ("ui/smoke.py", "_photo"): "the smoke test's own photo, made just before",
    ("ui/smoke.py", "_steps"): "the smoke test's own files in its folder",
    ("outputs.py", "copy"): "a file of the app's own (a stored picture) copied to an export",
    ("proxies/pdf.py", "_check_whole"): "the PDF this process has just written",
}


def _reads_a_file(call: ast.Call) -> bool:
    """Whether ``call`` reads a file by name: ``x.read_bytes()``, ``x.read_text()``,
    ``open()`` / ``x.open()`` to read, ``Image.open(name)``, ``ZipFile(name)`` to read,
    ``imread``."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else \
        func.id if isinstance(func, ast.Name) else ""
    mode = next((a.value for a in call.args if isinstance(a, ast.Constant)
                 and isinstance(a.value, str)), None)
    mode = next((k.value.value for k in call.keywords if k.arg == "mode"
                 and isinstance(k.value, ast.Constant)), mode)
    reading = mode is None or "r" in str(mode)
    if name in ("read_bytes", "read_text", "imread"):
        return isinstance(func, ast.Attribute)  # a bare name is the gate's own function
    if name == "open" and isinstance(func, ast.Attribute) and \
            isinstance(func.value, ast.Name) and func.value.id == "Image":
        first = call.args[0] if call.args else None
        return not (isinstance(first, ast.Call) and isinstance(first.func, ast.Attribute)
                    and first.func.attr == "BytesIO")
    if name == "open" and isinstance(func, ast.Name):
        return reading
    if name == "open" and isinstance(func, ast.Attribute):
        # Path.open(mode): a class's open (Database.open, …) or zf.open(member) is no file.
        return mode is not None and reading
    if name == "ZipFile":
        return reading
    return False


def test_no_module_reads_a_file_beside_the_gate() -> None:
    package = Path(__file__).resolve().parent.parent / "deckbuilder"
    found = set()
    for path in sorted(package.rglob("*.py")):
        if "migrations" in path.parts or path.name == "text_files.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for func in ast.walk(tree):
            if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for node in ast.walk(func):
                    if isinstance(node, ast.Call) and _reads_a_file(node):
                        found.add((path.relative_to(package).as_posix(), func.name))
    assert found - set(OWN_FILES) == set(), "read beside the input gate"
    assert set(OWN_FILES) - found == set(), "allowed but gone: take it off OWN_FILES"
