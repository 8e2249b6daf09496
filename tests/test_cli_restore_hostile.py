"""Hostile backups: each one is made from a real backup (``deckbuilder backup``) and then
changed, and restored with the real ``deckbuilder restore`` command in a child process.

Every case is refused with exit code 2 and a message naming the backup, or restored
safely; either way the data from before opens and passes ``PRAGMA integrity_check``, no
file outside the data folder was read into a backup or touched (canary files), no
temporary file is left (the data folder and the child's TMPDIR are checked), and the
child's peak memory (``RUSAGE_CHILDREN`` of a small wrapper process) stays under 300 MB.
The child may write no file larger than 64 MB (``RLIMIT_FSIZE``): a zip bomb that the
restore unpacked before refusing fails there.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import sqlite3
import struct
import subprocess
import sys
import zipfile
import zlib
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
DB_MEMBER = "deckbuilder.sqlite3"
PEAK_LIMIT_KB = 300 * 1024
#: Runs the command as its own child, so RUSAGE_CHILDREN is that command's peak alone,
#: with a cap on the size of any file it writes.
WRAPPER = r"""
import resource, subprocess, sys
resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 2**20, 64 * 2**20))
code = subprocess.run(sys.argv[1:]).returncode
print("peak-kb", resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
sys.exit(code)
"""


@dataclass
class Run:
    code: int
    out: str
    err: str
    peak_kb: int


@dataclass
class World:
    """A user's data folder, a folder outside it with canary files, and a child TMPDIR."""

    root: Path
    data: Path
    db: Path
    outside: Path
    tmp: Path
    backup: Path  # a real backup of the data, made with `deckbuilder backup`
    cache: Path  # the user cache folder, shared: the reference schemas are kept there

    def run(self, *args: str) -> Run:
        env = dict(os.environ, PYTHONPATH=str(ROOT), TMPDIR=str(self.tmp),
                   XDG_DATA_HOME=str(self.root / "xdg-data"),
                   XDG_CONFIG_HOME=str(self.root / "xdg-config"),
                   XDG_CACHE_HOME=str(self.cache))
        env.pop("DECKBUILDER_DB", None)
        proc = subprocess.run(
            [sys.executable, "-c", WRAPPER, sys.executable, "-m", "deckbuilder", "--db",
             str(self.db), *args], capture_output=True, text=True, env=env, timeout=120)
        err, _, peak = proc.stderr.rpartition("peak-kb ")
        return Run(proc.returncode, proc.stdout, err, int(peak))

    def restore(self, backup: Path) -> Run:
        return self.run("restore", str(backup), "--yes")


def _png(colour: str) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (63, 88), colour).save(buf, "PNG")
    return buf.getvalue()


def _snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes' hash: equal snapshots, nothing touched."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).digest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def template(starter_template: Path, tmp_path_factory: pytest.TempPathFactory) -> World:
    """Made once: the starter data with a picture on a card, its real backup, canaries."""
    root = tmp_path_factory.mktemp("hostile")
    world = World(root, root / "data", root / "data" / "deckbuilder.sqlite3",
                  root / "outside", root / "tmp", root / "real.zip",
                  tmp_path_factory.mktemp("cache"))
    for folder in (world.data, world.outside, world.tmp):
        folder.mkdir()
    shutil.copyfile(starter_template, world.db)
    pictures = starter_template.with_name(starter_template.stem + ".pictures")
    if pictures.exists():
        shutil.copytree(pictures, world.data / "deckbuilder.pictures")
    from deckbuilder.catalog.pictures import PictureStore
    from deckbuilder.services.seeding import open_database

    with open_database(world.db) as db:
        pid = PictureStore(db).add_bytes(_png("red"), "red.png")
        with db.transaction() as conn:
            conn.execute("UPDATE card SET picture_id=? WHERE id=(SELECT min(id) FROM card)",
                         (pid,))
            for n in range(3):
                conn.execute("INSERT INTO deck(name, ruleset, notes, created_at, updated_at, "
                             "author) VALUES (?, 'monsuno-tcg', '', '', '', '')",
                             (f"Deck {n}",))
        db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    (world.outside / "canary.txt").write_text("secret of another program", encoding="utf-8")
    (world.outside / "canary.png").write_bytes(b"not yours")
    made = world.run("backup", str(world.backup))
    assert made.code == 0, made.err
    return world


@pytest.fixture
def world(template: World, tmp_path: Path) -> Iterator[World]:
    """A private copy of the template world for one test."""
    root = tmp_path / "w"
    shutil.copytree(template.root, root)
    yield World(root, root / "data", root / "data" / "deckbuilder.sqlite3", root / "outside",
                root / "tmp", root / "real.zip", template.cache)


def _sql(db: Path, statement: str) -> None:
    conn = sqlite3.connect(db)
    try:
        with conn:
            conn.execute(statement)
    finally:
        conn.close()  # an open connection would make the restore refuse


def _decks(db: Path) -> int:
    conn = sqlite3.connect(db)
    try:
        return int(conn.execute("SELECT count(*) FROM deck").fetchone()[0])
    finally:
        conn.close()


def _assert_sound(world: World, decks: int) -> None:
    """The data opens as a catalog, is whole, holds ``decks`` decks, and nothing of a
    restore or backup is left in a temporary place."""
    from deckbuilder.services.seeding import open_database

    assert not [p.name for p in world.data.rglob("*") if p.name.startswith(
        (".restore-", ".backup-")) or p.name.endswith(".part")]
    assert not list(world.tmp.iterdir())
    with open_database(world.db) as db:
        assert db.conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.conn.execute("SELECT count(*) FROM deck").fetchone()[0] == decks
        # Search works (the full-text index is there).
        assert db.conn.execute("SELECT count(*) FROM card_fts").fetchone()[0] > 0


def _assert_refused(world: World, bad: Path, message: str) -> Run:
    """Restoring ``bad`` exits 2 with ``message`` and leaves every file as it was."""
    before_data, before_outside = _snapshot(world.data), _snapshot(world.outside)
    decks = _decks(world.db)
    run = world.restore(bad)
    assert run.code == 2, run.err
    assert message in run.err and bad.name in run.err, run.err
    assert "Traceback" not in run.err
    assert run.peak_kb < PEAK_LIMIT_KB, f"peak {run.peak_kb // 1024} MB"
    print(f"{bad.name}: refused, peak {run.peak_kb // 1024} MB")  # shown with pytest -s
    assert _snapshot(world.data) == before_data
    assert _snapshot(world.outside) == before_outside
    _assert_sound(world, decks)
    return run


# ----------------------------------------------------------------------------- zips

def _deflate(data: bytes) -> bytes:
    c = zlib.compressobj(6, zlib.DEFLATED, -15)
    return c.compress(data) + c.flush()


@dataclass
class Member:
    name: str
    payload: bytes  # as stored in the zip
    crc: int
    size: int  # what the zip says it holds
    method: int = zipfile.ZIP_DEFLATED

    @classmethod
    def of(cls, name: str, data: bytes) -> Member:
        return cls(name, _deflate(data), zlib.crc32(data), len(data))


def _zeros(mib: int, lead: bytes = b"") -> Member:
    """``lead`` then ``mib`` MiB of zeros, deflated to a few hundred KB without building
    them: one fully flushed MiB of zeros repeats as it is."""
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    head = c.compress(lead) + c.flush(zlib.Z_FULL_FLUSH)
    block = c.compress(bytes(1 << 20)) + c.flush(zlib.Z_FULL_FLUSH)
    crc = zlib.crc32(lead)
    for _ in range(mib):
        crc = zlib.crc32(bytes(1 << 20), crc)
    return Member("", head + block * mib + b"\x03\x00", crc, len(lead) + (mib << 20))


def _write_zip(path: Path, members: list[Member]) -> Path:
    """A zip written by hand, so a member can claim another size than it holds and a
    zip can have more than 65,535 members cheaply."""
    with path.open("wb") as fh:
        directory = []
        for m in members:
            name = m.name.encode()
            offset = fh.tell()
            fh.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, m.method, 0, 0x21,
                                 m.crc, len(m.payload), m.size, len(name), 0) + name)
            fh.write(m.payload)
            directory.append(struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0,
                                         m.method, 0, 0x21, m.crc, len(m.payload), m.size,
                                         len(name), 0, 0, 0, 0, 0, offset) + name)
        start = fh.tell()
        fh.write(b"".join(directory))
        size, count = fh.tell() - start, len(members)
        if count > 0xFFFF:
            end64 = fh.tell()
            fh.write(struct.pack("<4sQ2H2L4Q", b"PK\x06\x06", 44, 45, 45, 0, 0, count, count,
                                 size, start))
            fh.write(struct.pack("<4sLQL", b"PK\x06\x07", 0, end64, 1))
            fh.write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF,
                                 0xFFFFFFFF, 0))
        else:
            fh.write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, count, count, size, start, 0))
    return path


def _read(backup: Path) -> tuple[dict[str, object], dict[str, bytes]]:
    with zipfile.ZipFile(backup) as zf:
        members = {name: zf.read(name) for name in zf.namelist()}
    return json.loads(members.pop("manifest.json")), members


def _crafted(world: World, name: str, *,
             manifest: Callable[[dict], object] | None = None,
             database: Callable[[sqlite3.Connection], object] | None = None,
             members: Callable[[dict[str, bytes]], object] | None = None,
             extra: Sequence[Member] = (),
             manifest_bytes: bytes | None = None) -> Path:
    """The real backup, changed: ``database`` edits its database (its checksum in the
    manifest follows, as an attacker would make it), ``members`` the members by name,
    ``manifest`` the manifest (last); ``extra`` are written as they are."""
    doc, files = _read(world.backup)
    if database is not None:
        work = world.root / "edit.sqlite3"
        work.write_bytes(files[DB_MEMBER])
        conn = sqlite3.connect(work, isolation_level=None)
        database(conn)
        conn.execute("PRAGMA journal_mode=DELETE")
        conn.close()
        files[DB_MEMBER] = work.read_bytes()
        work.unlink()
    if members is not None:
        members(files)
    sums = doc["sha256"]
    assert isinstance(sums, dict)
    for member, data in files.items():
        if member in sums:
            sums[member] = hashlib.sha256(data).hexdigest()
    if manifest is not None:
        manifest(doc)
    raw = manifest_bytes if manifest_bytes is not None else json.dumps(doc).encode()
    out = [Member.of("manifest.json", raw), *(Member.of(n, d) for n, d in files.items()),
           *extra]
    return _write_zip(world.root / f"{name}.zip", out)


def _picture_member(world: World) -> str:
    doc, _ = _read(world.backup)
    sums = doc["sha256"]
    assert isinstance(sums, dict)
    return next(n for n in sums if n.startswith("pictures/"))


# ----------------------------------------------------------------------------- item 2

def test_a_database_naming_a_file_outside_as_a_picture_is_refused(world: World) -> None:
    canary = world.outside / "canary"

    def poison(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT INTO picture(sha256, ext, width, height, size_bytes) "
                     "VALUES (?, 'txt', 1, 1, 1)", (str(canary),))

    bad = _crafted(world, "poisoned", database=poison)
    _assert_refused(world, bad, "no picture name")


def test_a_poisoned_picture_row_already_in_the_data_reads_and_deletes_nothing(
        world: World) -> None:
    """Data restored by an older version may hold such a row: a backup must not take the
    file in, a later restore must not delete it, and no path is made of it."""
    for name, ext in ((str(world.outside / "canary"), "txt"), ("../outside/canary", "png")):
        conn = sqlite3.connect(world.db)
        with conn:
            cur = conn.execute("INSERT INTO picture(sha256, ext, width, height, size_bytes) "
                               "VALUES (?, ?, 1, 1, 1)", (name, ext))
            conn.execute("UPDATE card SET picture_id=? WHERE id=(SELECT max(id) FROM card)",
                         (cur.lastrowid,))
        conn.close()
    outside = _snapshot(world.outside)
    leak = world.root / "leak.zip"
    made = world.run("backup", str(leak))
    assert made.code == 0, made.err
    assert "2 pictures are missing" in made.err
    with zipfile.ZipFile(leak) as zf:
        for member in zf.namelist():
            assert b"secret" not in zf.read(member) and b"not yours" not in zf.read(member)
    (world.root / "export").mkdir()
    exported = world.run("catalog", "export", str(world.root / "export" / "cards.json"))
    assert exported.code == 0, exported.err
    assert not [p for p in (world.root / "export").rglob("*canary*")]
    # The restore replaces the poisoned data; its prune step deletes nothing outside.
    decks = _decks(world.db)
    run = world.restore(world.backup)
    assert run.code == 0, run.err
    assert _snapshot(world.outside) == outside
    _assert_sound(world, decks)


# ----------------------------------------------------------------------------- item 3

def _downgrade(conn: sqlite3.Connection, revision: str) -> None:
    """Take the database back to an older revision with our own migrations."""
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import create_engine

    path = conn.execute("PRAGMA database_list").fetchone()[2]
    conn.close()
    engine = create_engine(f"sqlite:///{path}")
    cfg = Config()
    cfg.set_main_option("script_location", str(ROOT / "deckbuilder/catalog/migrations"))
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.downgrade(cfg, revision)
    engine.dispose()


# The schema a backup made now says it has: the newest migration.
HEAD = sorted(p.name[:4] for p in (Path(__file__).resolve().parents[1] / "deckbuilder" / "catalog"
                                   / "migrations" / "versions").glob("[0-9][0-9][0-9][0-9]_*.py"))[-1]


@pytest.mark.parametrize("case, message", [
    ("schema 9999", f"says schema '9999', its manifest {HEAD}"),
    ("empty alembic_version", "says schema none"),
    ("0001 data, 0003 manifest", f"not a Deckbuilder catalog of schema {HEAD}"),
    ("a trigger", "unexpected trigger 'wipe'"),
    ("a view", "unexpected view"),
    ("five empty tables", f"not a Deckbuilder catalog of schema {HEAD}"),
])
def test_the_database_itself_is_checked_not_only_the_manifest(world: World, case: str,
                                                              message: str) -> None:
    def edit(conn: sqlite3.Connection) -> None:
        if case == "schema 9999":
            conn.execute("UPDATE alembic_version SET version_num='9999'")
        elif case == "empty alembic_version":
            conn.execute("DELETE FROM alembic_version")
        elif case == "a trigger":
            conn.execute("CREATE TRIGGER wipe AFTER INSERT ON collection_entry "
                         "BEGIN DELETE FROM deck; END")
        elif case == "a view":
            conn.execute("CREATE VIEW everything AS SELECT * FROM card")
        elif case == "five empty tables":
            for table in ("card", "collection_entry", "deck", "picture"):
                conn.execute(f"DROP TABLE IF EXISTS {table}")
            conn.execute("DROP TABLE IF EXISTS deck_entry")
            conn.execute("DROP TABLE IF EXISTS card_fts")
            conn.execute("DROP TABLE IF EXISTS setting")
            conn.execute("CREATE TABLE card(id INTEGER PRIMARY KEY)")
            conn.execute("CREATE TABLE collection_entry(quantity INTEGER)")
            conn.execute("CREATE TABLE deck(id INTEGER PRIMARY KEY)")
            conn.execute("CREATE TABLE picture(sha256 TEXT, ext TEXT)")
        elif case == "0001 data, 0003 manifest":
            _downgrade(conn, "0001")

    def counts(doc: dict) -> None:
        if case == "five empty tables":
            doc.update(cards=0, owned=0, decks=0, pictures=0, missing_pictures=0)
            doc["sha256"] = {k: v for k, v in doc["sha256"].items() if k == DB_MEMBER}

    if case == "0001 data, 0003 manifest":
        bad = _crafted(world, "old", members=lambda files: _edit_file(world, files, edit))
    else:
        bad = _crafted(world, "bad", database=edit, manifest=counts,
                       members=(lambda files: _drop_pictures(files))
                       if case == "five empty tables" else None)
    _assert_refused(world, bad, message)
    # The trigger never got in: setting a quantity deletes no deck.
    if case == "a trigger":
        decks = _decks(world.db)
        run = world.run("collection", "set", "monsuno", _a_card(world), "2")
        assert run.code == 0, run.err
        assert _decks(world.db) == decks


def _drop_pictures(files: dict[str, bytes]) -> None:
    for name in [n for n in files if n.startswith("pictures/")]:
        del files[name]


def _edit_file(world: World, files: dict[str, bytes],
               edit: Callable[[sqlite3.Connection], object]) -> None:
    """Like ``database=`` for an edit that closes the connection itself."""
    work = world.root / "old.sqlite3"
    work.write_bytes(files[DB_MEMBER])
    edit(sqlite3.connect(work))
    conn = sqlite3.connect(work)
    conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    files[DB_MEMBER] = work.read_bytes()
    work.unlink()


def _a_card(world: World) -> str:
    conn = sqlite3.connect(world.db)
    try:
        return str(conn.execute("SELECT name FROM card WHERE game='monsuno' "
                                "ORDER BY id LIMIT 1").fetchone()[0])
    finally:
        conn.close()


def test_a_real_backup_of_an_older_schema_is_upgraded_before_it_replaces_anything(
        world: World) -> None:
    def old(doc: dict) -> None:
        doc["revision"] = "0001"

    backup = _crafted(world, "genuine-0001",
                      members=lambda files: _edit_file(
                          world, files, lambda conn: _downgrade(conn, "0001")),
                      manifest=old)
    decks = _decks(world.db)
    _sql(world.db, "DELETE FROM deck")
    run = world.restore(backup)
    assert run.code == 0, run.err
    _assert_sound(world, decks)
    # Upgraded before the swap: the data folder holds no upgrade backup (.bak) of it.
    assert not list(world.data.glob("*.bak"))
    conn = sqlite3.connect(world.db)
    assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [(HEAD,)]
    conn.close()


# ----------------------------------------------------------------------------- item 4

@pytest.mark.parametrize("checksum", ["of the new bytes", "the name's"])
def test_a_picture_whose_bytes_are_not_its_name_changes_no_live_picture(
        world: World, checksum: str) -> None:
    member = _picture_member(world)
    live = world.data / "deckbuilder.pictures" / member.removeprefix("pictures/")
    original = live.read_bytes()

    def swap(files: dict[str, bytes]) -> None:
        files[member] = _png("blue")

    def keep_name(doc: dict) -> None:
        if checksum == "the name's":
            doc["sha256"][member] = Path(member).name.split(".")[0]

    bad = _crafted(world, "other-bytes", members=swap, manifest=keep_name,
                   # …and a member that breaks the extraction after it.
                   extra=[Member("pictures/zz/broken", b"\x00garbage", 0, 10)])
    _assert_refused(world, bad, "checksum is not its name" if checksum == "of the new bytes"
                    else "unexpected member 'pictures/zz/broken'")
    assert live.read_bytes() == original
    # Without the breaking member too.
    bad = _crafted(world, "other-bytes-only", members=swap, manifest=keep_name)
    _assert_refused(world, bad, "checksum is not its name" if checksum == "of the new bytes"
                    else "is damaged (checksum differs)")
    assert live.read_bytes() == original


# ----------------------------------------------------------------------------- item 6

def test_a_database_member_bigger_than_its_header_is_refused_unpacked(world: World) -> None:
    """The real database followed by 32 MB of zeros, with the checksum of it all: SQLite
    would read it as the database alone, but it is not what a backup holds."""
    doc, files = _read(world.backup)
    bomb = _zeros(32, files[DB_MEMBER])
    bomb.name = DB_MEMBER
    digest = hashlib.sha256(files[DB_MEMBER])
    for _ in range(32):
        digest.update(bytes(1 << 20))
    doc["sha256"][DB_MEMBER] = digest.hexdigest()  # type: ignore[index]
    members = [Member.of("manifest.json", json.dumps(doc).encode()), bomb,
               *(Member.of(n, d) for n, d in files.items() if n != DB_MEMBER)]
    bad = _write_zip(world.root / "db-bomb.zip", members)
    _assert_refused(world, bad, "its size is not what its header says")


def test_a_database_whose_header_claims_the_zeros_is_refused_unpacked(
        world: World) -> None:
    """The real database with its page count raised to cover 160 MB of zeros after it: a
    valid SQLite file as far as its header goes, in a few hundred KB of zip. The child
    may write no file over 64 MB: unpacking it before refusing would fail differently."""
    doc, files = _read(world.backup)
    db = bytearray(files[DB_MEMBER])
    page_size = int.from_bytes(db[16:18], "big")
    db[28:32] = ((len(db) + (160 << 20)) // page_size).to_bytes(4, "big")
    bomb = _zeros(160, bytes(db))
    bomb.name = DB_MEMBER
    members = [Member.of("manifest.json", json.dumps(doc).encode()), bomb,
               *(Member.of(n, d) for n, d in files.items() if n != DB_MEMBER)]
    bad = _write_zip(world.root / "db-bomb-header.zip", members)
    _assert_refused(world, bad, "no database compresses that well")


def test_a_picture_member_over_the_picture_limit_is_refused(world: World) -> None:
    member = _picture_member(world)
    bomb = _zeros(100)
    bomb.name = member
    doc, files = _read(world.backup)
    members = [Member.of("manifest.json", json.dumps(doc).encode()), bomb,
               *(Member.of(n, d) for n, d in files.items() if n != member)]
    _assert_refused(world, _write_zip(world.root / "pic-bomb.zip", members),
                    f"{member} is larger than 50 MB")


@pytest.mark.parametrize("claimed", ["honest", "lying"])
def test_a_huge_manifest_is_refused_without_reading_it(world: World, claimed: str) -> None:
    """The real manifest with 1.5 GiB of spaces before its closing brace, in 2 MB of zip;
    the zip says how big it is, or says 4 KB."""
    doc, files = _read(world.backup)
    text = json.dumps(doc).encode()
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    start = c.compress(text[:-1]) + c.flush(zlib.Z_FULL_FLUSH)
    spaces = c.compress(b" " * (1 << 20)) + c.flush(zlib.Z_FULL_FLUSH)
    payload = start + spaces * 1536 + c.compress(b"}") + c.flush()
    crc = zlib.crc32(text[:-1])
    for _ in range(1536):
        crc = zlib.crc32(b" " * (1 << 20), crc)
    crc = zlib.crc32(b"}", crc)
    size = len(text) + (1536 << 20) if claimed == "honest" else 4096
    bad = _write_zip(world.root / f"manifest-{claimed}.zip",
                     [Member("manifest.json", payload, crc, size),
                      *(Member.of(n, d) for n, d in files.items())])
    assert bad.stat().st_size < 8 * 2**20
    _assert_refused(world, bad, "manifest.json is larger than 32 MB" if claimed == "honest"
                    else "no readable manifest")


def test_a_hundred_thousand_empty_pictures_are_refused_at_once(world: World) -> None:
    doc, files = _read(world.backup)
    sums = doc["sha256"]
    assert isinstance(sums, dict)
    fake = []
    for i in range(100_000):
        digest = hashlib.sha256(str(i).encode()).hexdigest()
        name = f"pictures/{digest[:2]}/{digest}.png"
        sums[name] = digest
        fake.append(Member(name, b"", 0, 0, zipfile.ZIP_STORED))
    doc["pictures"] = len(sums) - 1
    bad = _write_zip(world.root / "empties.zip",
                     [Member.of("manifest.json", json.dumps(doc).encode()),
                      *(Member.of(n, d) for n, d in files.items()), *fake])
    _assert_refused(world, bad, "not the ones its database names")


# ----------------------------------------------------------------------------- item 9

@pytest.mark.parametrize("case, message", [
    ("[ x 200,000", "not a flat object"),
    ("cards: [1]", "'cards' must be a whole number"),
    ("pictures: null", "'pictures' must be a whole number"),
    ("cards: 1e999", "'cards' must be a whole number"),
    ("cards: lots", "'cards' must be a whole number"),
    ("cards: true", "'cards' must be a whole number"),
    ("cards: 5000 digits", "'cards' must be a whole number"),
    ("a traversal member", "unexpected member"),
])
def test_a_bad_manifest_gets_a_clear_message(world: World, case: str, message: str) -> None:
    raw = None
    doc, _ = _read(world.backup)
    if case == "[ x 200,000":
        raw = b"[" * 200_000
    elif case == "cards: 1e999":
        raw = json.dumps(doc).replace('"cards": ', '"cards": 1e999, "x": ', 1).encode()
    elif case == "cards: 5000 digits":
        raw = json.dumps(doc).replace('"cards": ', '"cards": ' + "9" * 5000 + ', "x": ',
                                      1).encode()

    def change(doc: dict) -> None:
        if case == "cards: [1]":
            doc["cards"] = [1]
        elif case == "pictures: null":
            doc["pictures"] = None
        elif case == "cards: lots":
            doc["cards"] = "lots"
        elif case == "cards: true":
            doc["cards"] = True
        elif case == "a traversal member":
            doc["sha256"]["pictures/../../outside/canary.txt"] = "0" * 64

    bad = _crafted(world, "manifest", manifest=change, manifest_bytes=raw)
    _assert_refused(world, bad, message)


def test_more_members_than_the_cap_are_refused_before_the_zip_is_opened(
        world: World, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The cap on members, counted from the zip's own directory (lowered here to keep the
    zip small; the command's main runs in this process for that)."""
    from deckbuilder.catalog import backup
    from deckbuilder.cli import main

    monkeypatch.setattr(backup, "MAX_PICTURES", 50)
    doc, files = _read(world.backup)
    fake = [Member(f"pictures/00/{i:064x}.png", b"", 0, 0, zipfile.ZIP_STORED)
            for i in range(60)]
    bad = _write_zip(world.root / "crowded.zip",
                     [Member.of("manifest.json", json.dumps(doc).encode()),
                      *(Member.of(n, d) for n, d in files.items()), *fake])
    before = _snapshot(world.data)
    assert main(["--db", str(world.db), "restore", str(bad), "--yes"]) == 2
    assert "crowded.zip: refused: more than 50 pictures" in capsys.readouterr().err
    assert _snapshot(world.data) == before
