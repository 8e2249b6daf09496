"""What Linux can prove about Windows and macOS before the desktop workflow
(.github/workflows/desktop.yml) runs there: text files name their encoding, paths are
built with pathlib, the per-user folders are the ones each system expects, and the frozen
entry turns a worker process into a worker before it imports anything."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Every folder of Python code that runs somewhere: the app, its tests, the benchmarks
#: and the build's own scripts.
CODE = [ROOT / "deckbuilder", ROOT / "tests", ROOT / "bench", ROOT / "packaging"]


def _calls(folders: list[Path]) -> Iterator[tuple[Path, ast.Call]]:
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            if "__pycache__" in path.parts:
                continue
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if isinstance(node, ast.Call):
                    yield path, node


def _is_binary_mode(call: ast.Call, position: int) -> bool:
    mode = call.args[position] if len(call.args) > position else next(
        (k.value for k in call.keywords if k.arg == "mode"), None)
    return isinstance(mode, ast.Constant) and "b" in str(mode.value)


def unnamed_encodings(folders: list[Path], root: Path = ROOT) -> list[str]:
    """Text reads and writes that leave the encoding to the system (UTF-8 on Linux and
    macOS, the ANSI code page on Windows): ``open(...)``, ``Path.open(...)``,
    ``.read_text()`` and ``.write_text(text)`` without ``encoding`` (by name or place).
    ruff's PLW1514 (on in pyproject) sees only the calls whose receiver it can type, so
    this walks every call by its shape."""
    found = []
    for path, call in _calls(folders):
        names = {k.arg for k in call.keywords}
        if "encoding" in names or None in names:  # named, or passed on with **kwargs
            continue
        func = call.func
        where = f"{path.relative_to(root)}:{call.lineno}"
        if isinstance(func, ast.Attribute) and func.attr == "read_text" and not call.args:
            found.append(f"{where} read_text()")
        elif isinstance(func, ast.Attribute) and func.attr == "write_text" \
                and len(call.args) < 2:
            found.append(f"{where} write_text()")
        elif isinstance(func, ast.Name) and func.id == "open" and len(call.args) < 4 \
                and not _is_binary_mode(call, 1):
            found.append(f"{where} open()")
        elif isinstance(func, ast.Attribute) and func.attr == "open" \
                and isinstance(func.value, (ast.Call, ast.Name, ast.BinOp)) \
                and len(call.args) < 3 and call.args and not _is_binary_mode(call, 0) \
                and isinstance(call.args[0], ast.Constant) and "r" in str(call.args[0].value):
            found.append(f"{where} .open()")
    return found


def test_every_text_file_is_read_and_written_with_a_named_encoding() -> None:
    assert unnamed_encodings(CODE) == []


def test_the_encoding_check_finds_each_kind_of_call(tmp_path: Path) -> None:
    planted = tmp_path / "planted"
    planted.mkdir()
    (planted / "m.py").write_text(
        "from pathlib import Path\n"
        "p = Path('x')\n"
        "p.read_text()\n"                          # 3
        "p.write_text('a')\n"                      # 4
        "open('x')\n"                              # 5
        "open('x', 'w')\n"                         # 6
        "p.open('r')\n"                            # 7
        "open('x', 'rb')\n"                        # binary: fine
        "p.read_text('utf-8')\n"                   # by place: fine
        "p.write_text('a', encoding='utf-8')\n"    # fine
        "open('x', encoding='utf-8')\n",           # fine
        encoding="utf-8")
    lines = [hit.split(":")[1].split()[0] for hit in unnamed_encodings([planted], tmp_path)]
    assert lines == ["3", "4", "5", "6", "7"]


#: os.path functions that build or take apart a path from strings, with its separators:
#: pathlib does this the same way on every system. (os.path.abspath, which makes a path
#: absolute without resolving links, and os.path.samefile have no pathlib twin and are
#: used on Paths.)
STRING_PATHS = {"join", "split", "dirname", "basename", "splitext", "normpath", "sep",
                "altsep", "pathsep"}


def test_the_app_builds_paths_with_pathlib() -> None:
    found = []
    for path in sorted((ROOT / "deckbuilder").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in STRING_PATHS:
                base = node.value
                text = ast.unparse(base)
                if text in ("os.path", "os", "posixpath", "ntpath") and not (
                        text == "os" and node.attr not in ("sep", "altsep", "pathsep")):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} {text}.{node.attr}")
    assert found == []


# --------------------------------------------------------------------- per-user folders

HOME_POSIX = "/home/ann"
LOCAL_APPDATA = r"C:\Users\ann\AppData\Local"


@pytest.fixture
def as_system(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """``as_system(platform)``: platformdirs (chosen when it is imported) as on that
    system, with a home folder and, for Windows, a local app data folder of its own."""
    import platformdirs

    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    monkeypatch.delenv("XDG_STATE_HOME", raising=False)
    monkeypatch.delenv("DECKBUILDER_DB", raising=False)
    monkeypatch.delenv("DECKBUILDER_LOG_DIR", raising=False)
    monkeypatch.setenv("HOME", HOME_POSIX)
    # platformdirs' own override, taken before asking Windows (which Linux cannot).
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", LOCAL_APPDATA)

    def switch(platform: str) -> None:
        monkeypatch.setattr(sys, "platform", platform)
        importlib.reload(platformdirs)

    yield switch
    monkeypatch.undo()
    importlib.reload(platformdirs)


@pytest.mark.parametrize(("platform", "pure", "data", "cache"), [
    ("linux", PurePosixPath, "/home/ann/.local/share/deckbuilder",
     "/home/ann/.cache/deckbuilder"),
    ("darwin", PurePosixPath, "/home/ann/Library/Application Support/deckbuilder",
     "/home/ann/Library/Caches/deckbuilder"),
    ("win32", PureWindowsPath, r"C:\Users\ann\AppData\Local\deckbuilder",
     r"C:\Users\ann\AppData\Local\deckbuilder\Cache"),
])
def test_the_data_and_cache_folders_are_where_each_system_keeps_them(
        as_system: object, platform: str, pure: type, data: str, cache: str) -> None:
    """The folders packaging/README.md names for each system (``%LOCALAPPDATA%\\deckbuilder``
    on Windows: no second "deckbuilder" for an app author)."""
    from deckbuilder.catalog import backup, db

    as_system(platform)  # type: ignore[operator]
    assert pure(str(db.default_data_dir())) == pure(data)
    assert pure(str(db.default_db_path())) == pure(data) / "deckbuilder.sqlite3"
    assert pure(str(backup._cache_folder())) == pure(cache)


# --------------------------------------------------------------------- the frozen entry

LAUNCHER = ROOT / "packaging" / "launcher.py"


def test_the_frozen_entry_calls_freeze_support_before_importing_anything() -> None:
    """In a frozen app a worker process of goldfish runs is the executable started again;
    freeze_support() must make it a worker before the app (and Qt) is imported, or each
    worker would start the whole app. Run the launcher with freeze_support replaced by a
    probe that records what was imported by then."""
    probe = (
        "import multiprocessing, runpy, sys\n"
        "def probe():\n"
        "    mine = sorted(m for m in sys.modules if m.split('.')[0] in\n"
        "                  ('deckbuilder', 'PySide6', 'numpy', 'cv2', 'sqlalchemy'))\n"
        "    print('imported before freeze_support:', mine)\n"
        "    sys.exit(0)\n"
        "multiprocessing.freeze_support = probe\n"
        "sys.argv = ['deckbuilder', '--version']\n"
        f"runpy.run_path({str(LAUNCHER)!r}, run_name='__main__')\n"
        "print('freeze_support was not called')\n"
        "sys.exit(3)\n")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.strip() == "imported before freeze_support: []"
