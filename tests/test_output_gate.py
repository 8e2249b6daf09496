"""The output gate (issue 27, "one writer"): every file the app writes goes through
deckbuilder.outputs, which never writes over the database, its WAL/SHM/journal, the
pictures folder, a symlink to any of them or a special file (FIFO, device, socket,
folder), and reports a write error as an error.

The command-walk test finds every output of the command line in the parser itself (each
is typed ``output_file``) and aims it at all of those; a command added later without the
mark, or without an entry in ``WRITERS``, fails it. The architecture test at the end
finds every raw write in the package outside the gate and its listed internal users.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import os
import re
import shutil
import sqlite3
import stat
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from deckbuilder.cli import build_parser
from deckbuilder.outputs import output_file
from tests.conftest import run_main

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "deckbuilder"
DECK = ROOT / "resources" / "decks" / "redakai-advanced.txt"
DECK_NAME = "Redakai Advanced"
FORMATS = ("text", "json", "cod", "o8d", "dec", "code", "tts", "image", "sheet")



def _digest(path: Path) -> str | None:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else None


def _data_state(db: Path) -> dict[str, str | None]:
    """The database and its WAL, byte for byte."""
    return {"db": _digest(db), "wal": _digest(Path(f"{db}-wal"))}


def _parts(*folders: Path) -> list[Path]:
    """Temporary files a write left behind."""
    return [p for folder in folders if folder.is_dir() for p in folder.rglob("*.part")]


def _kind(path: Path) -> tuple[str, object]:
    """What a path is (to see that a refused target was left as it was)."""
    try:
        st = path.lstat()
    except FileNotFoundError:
        return ("absent", None)
    if stat.S_ISLNK(st.st_mode):
        return ("link", os.readlink(path))
    if stat.S_ISCHR(st.st_mode):
        return ("char device", st.st_rdev)
    if stat.S_ISFIFO(st.st_mode):
        return ("fifo", None)
    if stat.S_ISDIR(st.st_mode):
        return ("folder", None)
    return ("file", _digest(path))


@pytest.fixture
def db(starter_db, capsys) -> Path:  # type: ignore[no-untyped-def]
    """A database with the starter catalog and one saved deck (DECK_NAME)."""
    path = Path(starter_db.path)
    starter_db.close()
    code, _, err = run_main(capsys, "--db", path, "deck", "import", DECK, "--name", DECK_NAME)
    assert code == 0, err
    return path


def _device_twin(folder: Path, name: str, minor: int) -> Path | None:
    """A character device like /dev/null (1, 3) or /dev/full (1, 7), made in ``folder``:
    the real ones are never aimed at, so a broken gate could not replace them."""
    target = folder / name
    try:
        os.mknod(target, stat.S_IFCHR | 0o666, os.makedev(1, minor))
    except (PermissionError, OSError):
        return None
    return target


def _targets(db: Path, tmp: Path) -> dict[str, Path]:
    """Every kind of path the gate must refuse, made for this database."""
    pictures = db.with_name(db.stem + ".pictures")
    pictures.mkdir(exist_ok=True)
    tmp.mkdir(exist_ok=True)
    link = tmp / "looks-harmless.txt"
    link.symlink_to(db)
    chain = tmp / "chain.txt"
    chain.symlink_to(link)
    wal_link = tmp / "wal.txt"
    wal_link.symlink_to(f"{db}-wal")
    pictures_link = tmp / "pictures-link"
    pictures_link.symlink_to(pictures)
    fifo = tmp / "pipe.txt"
    os.mkfifo(fifo)
    folder = tmp / "a-folder"
    folder.mkdir()
    loop = tmp / "loop.txt"
    loop.symlink_to(loop)
    found = {
        "database": db, "wal": Path(f"{db}-wal"), "shm": Path(f"{db}-shm"),
        "journal": Path(f"{db}-journal"), "symlink to the database": link,
        "symlink chain to the database": chain, "symlink to the wal": wal_link,
        "pictures folder": pictures, "inside the pictures folder": pictures / "ab" / "x.png",
        "through a link to the pictures folder": pictures_link / "x.png",
        "fifo": fifo, "folder": folder, "symlink loop": loop,
    }
    for name, minor in (("full", 7), ("null", 3)):
        device = _device_twin(tmp, name, minor)
        if device is not None:
            found[f"device like /dev/{name}"] = device
    return found


# ----------------------------------------------------------------------------- the walk

#: Every command-line output (command, then the option or positional), with the rest of
#: a valid command line around the target ``t``. A new output without an entry fails
#: test_every_output_of_the_parser_is_in_the_table.
WRITERS: dict[str, list[Callable[[Path], list[object]]]] = {
    "catalog export file": [
        lambda t: ["catalog", "export", t],
        lambda t: ["catalog", "export", t, "--format", "cockatrice"],
    ],
    "collection export file": [lambda t: ["collection", "export", t]],
    "collection wishlist --out": [
        lambda t: ["collection", "wishlist", DECK_NAME, "--out", t]],
    "collection tradelist --out": [lambda t: ["collection", "tradelist", "--out", t]],
    "deck export file": [
        lambda t, f=f: ["deck", "export", DECK_NAME, t, "--format", f]  # type: ignore[misc]
        for f in FORMATS],
    "backup file": [lambda t: ["backup", t]],
    "proxies --out": [lambda t: ["proxies", DECK, "--out", t]],
    "goldfish --trace": [lambda t: ["goldfish", DECK, "--games", "2", "--trace", t]],
}

#: Words that make a Path-typed argument look like an output when it is not marked.
OUTPUT_WORDS = re.compile(r"\b(write|writes|output|save|export|trace|report|out)\b")


def _actions(parser: argparse.ArgumentParser,
             path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], argparse.Action]]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _actions(sub, (*path, name))
        else:
            yield path, action


def _key(path: tuple[str, ...], action: argparse.Action) -> str:
    return " ".join((*path, action.option_strings[-1] if action.option_strings
                     else action.dest))


def _outputs(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    return {_key(p, a): a for p, a in _actions(parser) if a.type is output_file}


def _unmarked_outputs(parser: argparse.ArgumentParser) -> list[str]:
    """Path-typed arguments that look like outputs but are not typed output_file."""
    wrong = []
    for path, action in _actions(parser):
        if action.type is not Path:
            continue
        words = " ".join((*path, *action.option_strings, action.dest,
                          action.help or "")).lower()
        if OUTPUT_WORDS.search(words) and "standard input" not in words:
            wrong.append(_key(path, action))
    return wrong


def test_every_output_of_the_parser_is_in_the_table() -> None:
    found = set(_outputs(build_parser()))
    assert found, "no output_file argument found: the parser lost its marks"
    assert found == set(WRITERS), (
        f"outputs without a WRITERS entry: {sorted(found - set(WRITERS))}; "
        f"entries that are no output: {sorted(set(WRITERS) - found)}")


def test_every_output_looking_argument_is_marked() -> None:
    assert _unmarked_outputs(build_parser()) == []


def test_the_walk_sees_an_unmarked_output() -> None:
    # The checker itself: a new command writing a report through a plain Path is caught.
    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    p = sub.add_parser("summarise")
    p.add_argument("--report", type=Path, help="write the report to this file")
    p.add_argument("--log", type=output_file)
    assert _unmarked_outputs(parser) == ["summarise --report"]
    assert "summarise --log" in _outputs(parser)


@pytest.mark.parametrize("writer", [
    f"{key} #{i}" for key, makers in WRITERS.items() for i in range(len(makers))])
def test_every_output_refuses_the_app_data_and_special_files(
        capsys, qapp, db: Path, tmp_path: Path, writer: str) -> None:  # type: ignore[no-untyped-def]
    key, _, index = writer.rpartition(" #")
    make = WRITERS[key][int(index)]
    targets = _targets(db, tmp_path / "targets")
    # A live WAL, as while the window is open; a reader of the FIFO, so that a broken
    # gate writing into it would not block the test.
    keeper = sqlite3.connect(db)
    keeper.execute("SELECT count(*) FROM card").fetchone()
    reader = os.open(targets["fifo"], os.O_RDONLY | os.O_NONBLOCK)
    try:
        for what, target in targets.items():
            before, kind = _data_state(db), _kind(target)
            code, out, err = run_main(capsys, "--db", db, *make(target))
            assert code == 2, (what, out, err)
            assert "choose another" in err, (what, err)
            assert _data_state(db) == before, what
            assert _kind(target) == kind, what
            assert "written" not in out, (what, out)
        assert os.read(reader, 1) == b""  # nothing was written into the FIFO
        assert _parts(db.parent) == []
    finally:
        os.close(reader)
        keeper.close()
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


# ----------------------------------------------------------------------------- finding 1

def _cockatrice(db: Path | None, target: Path) -> list[object]:
    return [*(["--db", db] if db else []), "catalog", "export", target,
            "--format", "cockatrice"]


def test_cockatrice_export_over_the_database_is_refused(capsys, db: Path) -> None:  # type: ignore[no-untyped-def]
    before = _data_state(db)
    code, _, err = run_main(capsys, *_cockatrice(db, db))
    assert code == 2 and "database" in err, err
    assert _data_state(db) == before
    assert not (db.parent / "pics").exists()


@pytest.mark.parametrize("how", ["DECKBUILDER_DB", "XDG_DATA_HOME"])
def test_cockatrice_export_over_the_default_database_is_refused(
        capsys, monkeypatch, db: Path, how: str) -> None:  # type: ignore[no-untyped-def]
    from deckbuilder.catalog.db import default_db_path

    if how == "DECKBUILDER_DB":
        monkeypatch.setenv("DECKBUILDER_DB", str(db))
        default = db
    else:  # the user data folder (the test's own, set by conftest)
        default = default_db_path()
        default.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(db, default)
    before = _data_state(default)
    code, _, err = run_main(capsys, *_cockatrice(None, default))
    assert code == 2 and "database" in err, err
    assert _data_state(default) == before


def test_a_tts_side_file_named_like_the_database_is_refused(
        capsys, qapp, starter_db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # The database is deck-back.png; exporting deck.json for Tabletop Simulator would
    # write its card back there.
    folder = tmp_path / "export"
    folder.mkdir()
    db = folder / "deck-back.png"
    shutil.copyfile(starter_db.path, db)
    starter_db.close()
    code, _, err = run_main(capsys, "--db", db, "deck", "import", DECK, "--name", DECK_NAME)
    assert code == 0, err
    before = _data_state(db)
    code, _, err = run_main(capsys, "--db", db, "deck", "export", DECK_NAME,
                         folder / "deck.json", "--format", "tts")
    assert code == 2 and "database" in err, err
    assert _data_state(db) == before
    # Refused before anything was written: no JSON, no sheet, no temporary file.
    assert sorted(p.name for p in folder.iterdir() if p.is_file()) == ["deck-back.png"]


def test_a_link_planted_as_a_tts_sheet_is_replaced_not_written_through(
        capsys, qapp, db: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    victim = tmp_path / "victim.txt"
    victim.write_text("mine", encoding="utf-8")
    (tmp_path / "deck-sheet1.png").symlink_to(victim)
    code, _, err = run_main(capsys, "--db", db, "deck", "export", DECK_NAME,
                       tmp_path / "deck.json", "--format", "tts")
    assert code == 0, err
    assert victim.read_text(encoding="utf-8") == "mine"
    sheet = tmp_path / "deck-sheet1.png"
    assert not sheet.is_symlink() and sheet.read_bytes().startswith(b"\x89PNG")


def _pictured_card(db: Path) -> str:
    """The Cockatrice picture name of a card that has a picture."""
    from deckbuilder.catalog.card_repository import CardRepository
    from deckbuilder.catalog.db import Database
    from deckbuilder.catalog.pictures import PictureStore

    with Database.open(db) as opened:
        rec = next(r for r in CardRepository(opened).all() if r.picture)
        suffix = PictureStore(opened).path_of(rec.picture).suffix.lower()
    return rec.card.name.replace("/", "_") + suffix


def test_a_link_planted_in_pics_custom_to_the_database_is_refused(
        capsys, db: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    custom = tmp_path / "cockatrice" / "pics" / "CUSTOM"
    custom.mkdir(parents=True)
    (custom / _pictured_card(db)).symlink_to(db)
    before = _data_state(db)
    code, _, err = run_main(capsys, *_cockatrice(db, tmp_path / "cockatrice" / "cards.xml"))
    assert code == 2 and "database" in err, err
    assert _data_state(db) == before
    assert not (tmp_path / "cockatrice" / "cards.xml").exists()
    assert _parts(tmp_path) == []


def test_cockatrice_pictures_never_go_into_the_pictures_folder(
        capsys, db: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pictures = db.with_name(db.stem + ".pictures")
    listing = sorted(p.relative_to(pictures) for p in pictures.rglob("*"))
    (tmp_path / "pics").symlink_to(pictures)
    code, _, err = run_main(capsys, *_cockatrice(db, tmp_path / "cards.xml"))
    assert code == 2 and "pictures folder" in err, err
    assert sorted(p.relative_to(pictures) for p in pictures.rglob("*")) == listing


def test_a_link_planted_in_pics_custom_elsewhere_is_replaced_not_followed(
        capsys, db: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    custom = tmp_path / "pics" / "CUSTOM"
    custom.mkdir(parents=True)
    victim = tmp_path / "victim.txt"
    victim.write_text("mine", encoding="utf-8")
    planted = custom / _pictured_card(db)
    planted.symlink_to(victim)
    code, _, err = run_main(capsys, *_cockatrice(db, tmp_path / "cards.xml"))
    assert code == 0, err
    assert victim.read_text(encoding="utf-8") == "mine"
    assert not planted.is_symlink() and planted.stat().st_size > 0


_HOLDER = textwrap.dedent("""
    import sys
    from deckbuilder.services.deck_service import DeckService
    from deckbuilder.services.seeding import open_database

    db = open_database(sys.argv[1])
    db.conn.execute("PRAGMA wal_autocheckpoint=0")  # the deck stays in the WAL
    DeckService(db).import_file(sys.argv[2], name="Only in the WAL")
    print("saved", flush=True)
    sys.stdin.readline()  # until told to go on
    db.close()
    print("closed", flush=True)
""")


def test_cockatrice_export_over_a_live_wal_is_refused(db: Path, tmp_path: Path) -> None:
    # Process A holds a deck committed only in the WAL; process B aims the Cockatrice
    # export at that WAL. B must refuse, and A's deck must survive A's close.
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    holder = subprocess.Popen([sys.executable, "-c", _HOLDER, str(db), str(DECK)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env)
    try:
        assert holder.stdout is not None and holder.stdin is not None
        assert holder.stdout.readline().strip() == "saved", holder.stderr
        wal = Path(f"{db}-wal")
        assert wal.stat().st_size > 0
        export = subprocess.run(
            [sys.executable, "-m", "deckbuilder", "--db", str(db), "catalog", "export",
             str(wal), "--format", "cockatrice"],
            capture_output=True, text=True, env=env, timeout=120)
        assert export.returncode == 2, export.stderr
        assert "database" in export.stderr
        assert not wal.read_bytes().startswith(b"<?xml")
        holder.stdin.write("go on\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "closed"
        assert holder.wait(timeout=60) == 0, holder.stderr.read() if holder.stderr else ""
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()
    with sqlite3.connect(db) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM deck ORDER BY name")]
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert "Only in the WAL" in names


# ----------------------------------------------------------------------------- finding 8

@pytest.mark.parametrize("minor,name", [(3, "null"), (7, "full")])
def test_deck_export_to_a_device_is_refused_and_the_device_stays(
        capsys, db: Path, tmp_path: Path, minor: int, name: str) -> None:  # type: ignore[no-untyped-def]
    device = _device_twin(tmp_path, name, minor)
    if device is None:
        pytest.skip("making a device node needs root")
    code, out, err = run_main(capsys, "--db", db, "deck", "export", DECK_NAME, device)
    assert code == 2, (out, err)
    assert "device" in err and "written" not in out
    st = device.lstat()
    assert stat.S_ISCHR(st.st_mode) and st.st_rdev == os.makedev(1, minor)


def test_deck_export_to_a_fifo_is_refused_and_the_fifo_stays(
        capsys, db: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    code, out, err = run_main(capsys, "--db", db, "deck", "export", DECK_NAME, fifo)
    assert code == 2 and "FIFO" in err, (out, err)
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


_LIMITED = textwrap.dedent("""
    import resource, signal, sys
    from deckbuilder.cli import main

    # Files may not grow past 40 KB: every write beyond fails (EFBIG), as on a full disk.
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (40_000, 40_000))
    sys.exit(main(sys.argv[1:]))
""")


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE is POSIX")
@pytest.mark.parametrize("command", ["trace", "proxies", "catalog"])
def test_a_write_error_is_an_error_and_the_old_file_stays(
        db: Path, tmp_path: Path, command: str) -> None:
    target = tmp_path / ("out.pdf" if command == "proxies" else "out.txt")
    target.write_text("the old file", encoding="utf-8")
    args = {"trace": ["goldfish", str(DECK), "--games", "50", "--trace", str(target)],
            "proxies": ["proxies", str(DECK), "--out", str(target)],
            "catalog": ["catalog", "export", str(target), "--no-pictures"]}[command]
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", _LIMITED, "--db", str(db), *args],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert str(target) in done.stderr and "Traceback" not in done.stderr
    assert "written" not in done.stdout
    assert target.read_text(encoding="utf-8") == "the old file"
    assert _parts(tmp_path) == []


def test_a_target_that_turns_special_while_written_is_not_replaced(tmp_path: Path) -> None:
    # Checked again just before the replace: a FIFO made meanwhile stays a FIFO.
    from deckbuilder.outputs import OutputFile, OutputPathError

    target = tmp_path / "out.txt"
    out = OutputFile(target)
    out.write("data")
    os.mkfifo(target)
    with pytest.raises(OutputPathError, match="FIFO"):
        out.commit()
    assert stat.S_ISFIFO(target.lstat().st_mode) and _parts(tmp_path) == []


# ----------------------------------------------------------------------------- architecture

#: Modules that may write files without the gate, and how many raw writes each has (the
#: numbers only shrink). Everything else writes through deckbuilder.outputs.
INTERNAL_WRITERS: dict[str, tuple[int, str]] = {
    "deckbuilder/outputs.py": (6, "the gate itself"),
    "deckbuilder/atomic.py": (1, "the gate's temporary file"),
    "deckbuilder/catalog/db.py": (11, "the database, its pre-upgrade copy, lock files, the "
                                      "schema file of the developer tool"),
    "deckbuilder/catalog/backup.py": (14, "restore: private temporary folders, installing "
                                          "the database and pictures, the schema cache; "
                                          "the backup zip on the gate's temporary path"),
    "deckbuilder/catalog/pictures.py": (8, "the picture store and its thumbnails"),
    "deckbuilder/services/autosave.py": (1, "the lock file of an editor's autosave slot"),
    "deckbuilder/proxies/deck_images.py": (2, "PNG and PDF into memory buffers"),
    "deckbuilder/proxies/pdf.py": (1, "QPdfWriter on the gate's temporary path"),
    "deckbuilder/scan/synth.py": (1, "a JPEG into a memory buffer"),
    "deckbuilder/scan/ocr.py": (1, "a temporary picture for Tesseract"),
    "deckbuilder/ui/catalog/scan_dialog.py": (1, "a scanned crop in a private temporary "
                                                 "folder"),
    "deckbuilder/cli/__init__.py": (1, "stdout pointed at the null device after a broken "
                                       "pipe"),
    "deckbuilder/ui/smoke.py": (3, "the packaged app's smoke test: its own photos and "
                                   "deck in the folder the test hands it"),
}
_WRITE_MODE = set("wax+")


def _mode(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) \
        else None


def _raw_writes(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, what) of every call that creates or changes a file by itself."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) \
            else ""
        owner = ast.unparse(f.value) if isinstance(f, ast.Attribute) else ""
        modes = [_mode(k.value) for k in node.keywords if k.arg == "mode"]
        mode_at = {"open": 0 if owner and owner not in ("io", "builtins") else 1,
                   "fdopen": 1, "ZipFile": 1}.get(name)
        os_open = name == "open" and owner == "os"  # flags, not a mode
        if mode_at is not None and not os_open and len(node.args) > mode_at:
            modes.append(_mode(node.args[mode_at]))
        writing_mode = any(m and _WRITE_MODE & set(m) for m in modes)
        kind = None
        if name in ("open", "fdopen", "ZipFile") and not os_open and writing_mode:
            kind = f"{name} for writing"
        elif name == "open" and owner == "os" and any(
                flag in ast.unparse(node) for flag in ("O_WRONLY", "O_RDWR", "O_CREAT")):
            kind = "os.open for writing"
        elif name in ("write_bytes", "write_text", "QPdfWriter", "mkstemp",
                      "NamedTemporaryFile"):
            kind = name
        elif name == "save" and (
                any(_mode(a) for a in node.args)
                or any(w in owner.lower() for w in ("image", "img", "pixmap", "grab("))):
            kind = "picture save"  # Qt's or Pillow's save to a path or buffer
        elif (owner, name) in {("os", "replace"), ("os", "rename"), ("os", "link"),
                               ("shutil", "copy"), ("shutil", "copy2"),
                               ("shutil", "copyfile"), ("shutil", "copytree"),
                               ("shutil", "move"), ("sqlite3", "connect")}:
            kind = f"{owner}.{name}"
        if kind:
            found.append((node.lineno, kind))
    return sorted(found)


def test_nothing_writes_around_the_output_gate() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if "/migrations/" in rel:
            continue
        writes = _raw_writes(ast.parse(path.read_text(encoding="utf-8")))
        allowed = INTERNAL_WRITERS.get(rel, (0, ""))[0]
        if len(writes) > allowed:
            wrong.append(f"{rel}: {len(writes)} raw writes (at most {allowed}): {writes}")
    assert not wrong, ("write through deckbuilder.outputs (write_output, open_output, "
                       "OutputFile, OutputGroup):\n" + "\n".join(wrong))


def test_only_the_gate_uses_the_atomic_primitives() -> None:
    users = sorted(path.relative_to(ROOT).as_posix() for path in PACKAGE.rglob("*.py")
                   if "deckbuilder.atomic" in path.read_text(encoding="utf-8")
                   or "from deckbuilder import atomic" in path.read_text(encoding="utf-8"))
    assert users == ["deckbuilder/outputs.py"]


def test_the_raw_write_finder_sees_each_kind(tmp_path: Path) -> None:
    # The checker itself: each way of writing around the gate is found.
    code = textwrap.dedent("""
        open(p, "w"); open(p, mode="ab"); p.open("w"); os.fdopen(fd, "wb")
        p.write_text("x"); p.write_bytes(b"x"); QPdfWriter(str(p))
        image.save(p); Image.fromarray(a).save(p, "PNG"); os.replace(a, b)
        shutil.copyfile(a, b); zipfile.ZipFile(p, "w")
        os.open(p, os.O_WRONLY | os.O_CREAT)
        open(p); p.open(); repo.save(deck, deck_id); os.open(p, os.O_RDONLY)
    """)
    found = [kind for _line, kind in _raw_writes(ast.parse(code))]
    assert len(found) == 13, found
