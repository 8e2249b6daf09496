"""The layers stay clean: the rules engine loads no GUI, database or imaging library, and
catalog/services load no Qt."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

FORBIDDEN = {
    "deckbuilder.rules": ("PySide6", "sqlalchemy", "sqlmodel", "PIL", "alembic", "sqlite3"),
    # Fingerprints are bytes to the catalog: OpenCV loads only when something is scanned.
    "deckbuilder.catalog": ("PySide6", "cv2"),
    "deckbuilder.scan": ("PySide6", "sqlalchemy", "sqlmodel", "sqlite3"),
    "deckbuilder.services": ("PySide6",),
}


def _loaded_after_import(package: str) -> set[str]:
    code = (
        "import importlib, pkgutil, sys\n"
        f"pkg = importlib.import_module({package!r})\n"
        "for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "    if '.migrations' in m.name: continue\n"
        "    importlib.import_module(m.name)\n"
        "print('\\n'.join(sorted({n.split('.')[0] for n in sys.modules})))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return set(out.stdout.split())


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layer_imports_point_down_only(package: str) -> None:
    loaded = _loaded_after_import(package)
    bad = [m for m in FORBIDDEN[package] if m in loaded]
    assert not bad, f"{package} loads {bad}"


def test_cli_subcommands_do_not_load_qt() -> None:
    code = ("import sys; from deckbuilder.cli import build_parser; build_parser(); "
            "print('PySide6' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


# --------------------------------------------------------------------------- the contract
# docs/ARCHITECTURE.md, "The layer contract", says the same in words: change both together.

PACKAGE = Path(__file__).resolve().parents[1] / "deckbuilder"

#: The small modules at the top of the package that every layer may use.
HELPERS = {"top"}

#: Which layer may import which (besides itself and the helpers).
ALLOWED: dict[str, set[str]] = {
    "top": set(),
    "rules": set(),
    "proxies": {"rules"},
    "catalog": {"rules"},
    "scan": {"rules", "catalog"},
    "services": {"rules", "catalog", "proxies", "scan"},
    "ui": {"services", "rules", "proxies", "scan", "catalog"},
    "cli": {"services", "rules", "catalog", "proxies", "scan", "ui"},
    "main": {"cli", "ui"},
}

#: What the UI may take from ``catalog`` directly: its errors (names ending in ``Error``
#: or ``Cancelled``), its constants (UPPER_CASE), the frozen value types below, and a few
#: functions that still wait for a service method (listed, so no new one slips in).
UI_CATALOG_VALUES = {
    "BackupInfo", "CardRecord", "CatalogLookup", "FileProblem", "ImportPlan",
    "ImportReport", "PreparedSearch", "UnknownRow", "Variant",
}
UI_CATALOG_GRANDFATHERED = {
    ("deckbuilder.catalog.pictures", "crop_picture"),
    ("deckbuilder.catalog.pictures", "make_thumbnail"),
}
#: UI modules that still reach past their service into its database. The list only
#: shrinks (the scan dialog left it: it asks CatalogService.scanner()).
UI_STORAGE_LEFT: set[str] = set()


def _layer(module: str) -> str:
    parts = module.split(".")
    if len(parts) == 1:
        return "top"
    first = parts[1]
    if first == "__main__":
        return "main"
    if first == "cli" or first.startswith("cli_"):
        return "cli"
    if first in ALLOWED:
        return first
    return "top"


def _modules() -> list[tuple[str, Path]]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        if "migrations" in rel.parts:
            continue  # Alembic's own files, loaded by Alembic only
        name = ".".join(rel.parts)
        found.append((name.removesuffix(".__init__"), path))
    return found


def _imports(path: Path) -> list[tuple[str, str | None, int]]:
    """(module, imported name or None, line) of every import, in functions too; relative
    imports resolved (``from .canvas import x`` in proxies/faces/backs.py is
    ``deckbuilder.proxies.faces.canvas``)."""
    found: list[tuple[str, str | None, int]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            package = path.relative_to(PACKAGE.parent).parent.parts
            base = package[:len(package) - node.level + 1]
            module = ".".join((*base, node.module) if node.module else base)
            for alias in node.names:
                if node.module is None and not alias.name.startswith("_"):
                    # ``from . import shapes``: a module of the package, not a name
                    found.append((f"{module}.{alias.name}", None, node.lineno))
                else:
                    found.append((module, alias.name, node.lineno))
        elif isinstance(node, ast.ImportFrom) and node.module:
            found += [(node.module, alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.Import):
            found += [(alias.name, None, node.lineno) for alias in node.names]
    return [f for f in found if f[0].split(".")[0] == "deckbuilder"]


def test_imports_follow_the_layer_contract() -> None:
    wrong = []
    for name, path in _modules():
        mine = _layer(name)
        for module, _imported, line in _imports(path):
            theirs = _layer(module)
            if theirs != mine and theirs not in HELPERS and theirs not in ALLOWED[mine]:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {mine} imports {module} ({theirs})")
    assert not wrong, "\n".join(wrong)


def test_the_ui_takes_only_values_and_errors_from_the_catalog() -> None:
    wrong = []
    for name, path in _modules():
        if _layer(name) != "ui":
            continue
        for module, imported, line in _imports(path):
            if _layer(module) != "catalog":
                continue
            ok = imported is not None and (
                imported in UI_CATALOG_VALUES or imported.isupper()
                or imported.endswith(("Error", "Cancelled"))
                or (module, imported) in UI_CATALOG_GRANDFATHERED)
            if not ok:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {module}.{imported or '*'}")
    assert not wrong, "the UI uses the catalog through services:\n" + "\n".join(wrong)


def _package_of(module: str, path: Path) -> str:
    return module if path.name == "__init__.py" else module.rpartition(".")[0]


def test_no_module_imports_the_private_names_of_another_package() -> None:
    # ``_name`` is private to its package: the modules of one package (a game's folder,
    # proxies/faces) share their helpers, nobody outside reaches in.
    wrong = []
    paths = dict(_modules())
    for name, path in _modules():
        mine = _package_of(name, path)
        for module, imported, line in _imports(path):
            if not imported or not imported.startswith("_") or imported.startswith("__"):
                continue
            theirs = _package_of(module, paths[module]) if module in paths else module
            if module != name and theirs != mine and module != mine:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line}: "
                             f"from {module} import {imported}")
    assert not wrong, "\n".join(wrong)


def test_the_contract_test_sees_a_forbidden_arrow(tmp_path: Path) -> None:
    # The checker itself: a rules module importing the catalog is found.
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from deckbuilder.catalog.db import Database\n",
                   encoding="utf-8")
    (module, imported, line), = _imports(bad)
    assert (_layer("deckbuilder.rules.bad"), _layer(module)) == ("rules", "catalog")
    assert "catalog" not in ALLOWED["rules"] and (imported, line) == ("Database", 2)


def test_the_way_to_the_first_window_loads_no_orm() -> None:
    # sqlmodel, SQLAlchemy and pydantic cost about half a second: only migrations and the
    # schema tests need them, never a later start (issue 16, "Start fast").
    code = ("import sys, deckbuilder.cli, deckbuilder.ui.app, deckbuilder.ui.main_window;"
            " print(sorted({n.split('.')[0] for n in sys.modules}"
            " & {'sqlmodel', 'sqlalchemy', 'pydantic', 'alembic'}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


#: What the first window does without: each is loaded on first use (a tab, a dialog, a
#: picture), not on the way to the window (issue 16, "Start fast").
NOT_BEFORE_THE_WINDOW = ("sqlmodel", "sqlalchemy", "pydantic", "alembic", "PIL", "cv2",
                         "numpy", "PySide6.QtCharts", "PySide6.QtPdf",
                         "PySide6.QtPrintSupport", "deckbuilder.scan",
                         "deckbuilder.proxies.faces", "deckbuilder.proxies.pdf",
                         "deckbuilder.rules.pilots", "deckbuilder.rules.sim",
                         "deckbuilder.services.playtest_service", "deckbuilder.ui.cards.card_editor",
                         "deckbuilder.ui.playtest.playtest_window", "deckbuilder.ui.deck.deck_charts",
                         "deckbuilder.rules.engine")
#: Of a game's package, what the first window may load: the descriptor (and the card values
#: it is built from) and the rulesets (deck rules and checks). Its engines, states, bots
#: and events wait for a playtest.
GAME_MODULES_BEFORE_THE_WINDOW = {"game", "values", "rulesets", "checks"}


def test_the_window_is_shown_before_the_heavy_modules_load(tmp_path: Path) -> None:
    # A later start, as the user makes it (`deckbuilder --db FILE`), up to the window
    # shown; the database was made by a first start beforehand.
    from deckbuilder.services.seeding import open_database

    db_path = tmp_path / "later.sqlite3"
    open_database(db_path).close()
    # Once the window is shown, the child prints what it has loaded and ends at once:
    # os._exit skips the teardown (threads, pools, Qt's destructors), which has nothing
    # to say here and once kept a CI run waiting until its timeout.
    code = ("import os, runpy, sys\n"
            "from deckbuilder.ui import app\n"
            "def shown(window):\n"
            "    print(sorted(sys.modules), flush=True)\n"
            "    os._exit(0)\n"
            "start = app.start_window\n"
            "app.start_window = lambda *a, **k: shown(start(*a, **k))\n"
            "sys.argv = ['deckbuilder', '--db', sys.argv[1], '--exit-on-launch']\n"
            "runpy.run_module('deckbuilder', run_name='__main__')\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code, str(db_path)], capture_output=True,
                         text=True, check=True, env=env, timeout=300)
    loaded = ast.literal_eval(out.stdout.strip().splitlines()[-1])
    assert "deckbuilder.ui.main_window" in loaded
    early = sorted(m for m in loaded for heavy in NOT_BEFORE_THE_WINDOW
                   if m == heavy or m.startswith(heavy + "."))
    assert early == []
    games = [m for m in loaded if m.startswith("deckbuilder.rules.games.")
             and m.count(".") == 4 and m.split(".")[-1] not in GAME_MODULES_BEFORE_THE_WINDOW]
    assert games == []


def test_the_ui_asks_services_not_their_database_or_repositories() -> None:
    # service.db, service.repo, service.cards… are the services' own tools: a window that
    # reaches past a service ties itself to the storage.
    inner = {"db", "repo", "cards", "collection", "pictures", "search_engine"}
    wrong = []
    for name, path in _modules():
        if _layer(name) != "ui":
            continue
        if path.relative_to(PACKAGE.parent).as_posix() in UI_STORAGE_LEFT:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in inner:
                owner = ast.unparse(node.value)
                if owner.split(".")[-1] in {"service", "decks", "playtest", "catalog"}:
                    wrong.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: "
                                 f"{owner}.{node.attr}")
    assert not wrong, "\n".join(wrong)


#: Outside rules/games/ no code names a game: it asks the game's descriptor. The words of
#: a game are its id, its ruleset ids and the names of its card fields (all read from the
#: descriptors, so a new game's words count too), but the shared core's own: the common
#: card attributes, the field types with the keys of their values and the effect verbs
#: (rules.cards), and "version", every file format's version number before it is a
#: Redakai field. A dict keyed by game ids counts once more. Migrations (frozen history)
#: and translations are not code that knows a game.
GAME_WORD_PLACES = ("deckbuilder/rules/games/",)
GENERIC_WORDS = frozenset({"version"})
#: A word a file uses in another sense, with the reason.
FALSE_FRIENDS: dict[str, set[str]] = {
    # The error parameter that names a control character.
    "deckbuilder/rules/values.py": {"character"},
    "deckbuilder/rules/decklist.py": {"character"},
    # A layout error's code, and the deck size in the odds text.
    "deckbuilder/proxies/layout.py": {"size"},
    "deckbuilder/ui/proxies/proxy_dialog.py": {"size"},
    "deckbuilder/ui/common/odds_controls.py": {"size"},
}
def game_words() -> tuple[frozenset[str], frozenset[str]]:
    """(every game word, the game ids) of the registered games."""
    from deckbuilder.rules.cards import COMMON_FIELDS, EFFECT_VERBS, FIELD_TYPES, VALUE_KEYS
    from deckbuilder.rules.registry import all_games

    games = all_games()
    ids = frozenset(g.id for g in games)
    rulesets = {r for g in games for r in g.ruleset_ids}
    fields = {s.name for g in games for s in g.fields()}
    core = {*COMMON_FIELDS, "cost", "colors", *FIELD_TYPES, *VALUE_KEYS, *EFFECT_VERBS,
            *GENERIC_WORDS}
    return frozenset(ids | rulesets | (fields - core)), ids


def _game_words_in(path: Path, words: frozenset[str], ids: frozenset[str],
                   allowed: set[str] = frozenset()) -> list[str]:  # type: ignore[assignment]
    """"line: word" of each game word in the file's code (docstrings are prose), and
    "line: {game: ...}" of each dict display keyed by game ids."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                                       ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)}
    found = [f"{node.lineno}: {node.value}" for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and node.value in words and node.value not in allowed
             and id(node) not in docstrings]
    found += [f"{node.lineno}: {{game: ...}}" for node in ast.walk(tree)
              if isinstance(node, ast.Dict) and any(
                  isinstance(k, ast.Constant) and k.value in ids for k in node.keys)]
    return found


def test_no_game_words_outside_the_game_packages() -> None:
    # Every file of the package but the games' own is counted, the window's message
    # tables too: a message parameter the window needs has a name no game owns (the
    # rules say a Monsuno manufacturer's problem with ``group``), or the text comes from
    # the game in its own words (``GameState.chance_text``).
    words, ids = game_words()
    wrong = []
    for _name, path in _modules():
        rel = path.relative_to(PACKAGE.parent).as_posix()
        if rel.startswith(GAME_WORD_PLACES):
            continue
        hits = _game_words_in(path, words, ids, FALSE_FRIENDS.get(rel, set()))
        if hits:
            wrong.append(f"{rel}: {len(hits)} game words: {', '.join(hits[:12])}; ask the "
                         "game's descriptor instead")
    assert not wrong, "\n".join(wrong)


def test_the_game_word_count_sees_a_field_a_game_id_and_a_game_keyed_dict(
        tmp_path: Path) -> None:
    words, ids = game_words()
    some_id = sorted(ids)[0]
    path = tmp_path / "m.py"
    path.write_text(f'"""{some_id} in a docstring is prose."""\n'
                    f'COLUMNS = ("kairu", "species")\n'
                    f'TABLE = {{"{some_id}": 1}}\n', encoding="utf-8")
    assert len(_game_words_in(path, words, ids)) == 4


#: The words a game's proxy face prints are the game's own (``FaceStyle.words`` in its
#: folder, translated with its other texts); a word a file uses in another sense, with the
#: reason.
FACE_WORD_FALSE_FRIENDS: dict[str, set[str]] = {
    # The cut-mark style "none" (the proxy options, the command line, the window's list).
    "deckbuilder/proxies/layout.py": {"none"},
    "deckbuilder/proxies/render.py": {"none"},
    "deckbuilder/cli/proxies.py": {"none"},
    "deckbuilder/ui/proxies/proxy_dialog.py": {"none"},
    # "none" in prose: no stamps found; a ruleset option that means no limit.
    "deckbuilder/catalog/backup.py": {"none"},
    "deckbuilder/rules/registry.py": {"none"},
    # The engines' pile named "Discard" (an EngineText), not the skill type on a face.
    "deckbuilder/ui/playtest/playtest_window.py": {"Discard"},
}


def face_words() -> frozenset[str]:
    """Every word the registered games' own proxy faces print."""
    from deckbuilder.rules.face_design import game_face
    from deckbuilder.rules.registry import all_games

    return frozenset(str(w) for g in all_games() if (face := game_face(g.id))
                     for w in face.words)


def test_no_face_words_outside_the_game_packages() -> None:
    # A game's face lists the words it prints in its folder, and the proxy window
    # translates them as the game's texts: neither proxies/ nor ui/ (nor any other
    # package) lists or translates them again, so a new game's face with new words
    # needs no line outside its folder and its translations.
    words = face_words()
    assert {"LAUNCH", "KAIRU", "Game Changer"} <= words
    wrong = []
    for _name, path in _modules():
        rel = path.relative_to(PACKAGE.parent).as_posix()
        if rel.startswith(GAME_WORD_PLACES):
            continue
        hits = _game_words_in(path, words, frozenset(),
                              FACE_WORD_FALSE_FRIENDS.get(rel, set()))
        if hits:
            wrong.append(f"{rel}: {len(hits)} face words of a game: {', '.join(hits[:12])}; "
                         "the game's face.py lists them (FaceStyle.words)")
    assert not wrong, "\n".join(wrong)


def test_no_module_is_longer_than_900_lines() -> None:
    # A file past this size has grown into several jobs (issue 16): split it by job.
    long = [f"{path.relative_to(PACKAGE.parent)}: {n} lines"
            for _name, path in _modules()
            if (n := len(path.read_text(encoding="utf-8").splitlines())) > 900]
    assert not long, "\n".join(long)


# --------------------------------------------------------------------------- no cycles
def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return ((isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
            or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _runtime_imports(path: Path) -> list[tuple[str, str | None]]:
    """(module, imported name or None) of every import that runs: in functions too, but
    not under ``if TYPE_CHECKING:`` (an annotation is no arrow at run time)."""
    found: list[tuple[str, str | None]] = []
    package = path.relative_to(PACKAGE.parent).parent.parts

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - node.level + 1]
                module = ".".join((*base, node.module) if node.module else base)
            else:
                module = node.module or ""
            found.extend((module, alias.name) for alias in node.names)
        elif isinstance(node, ast.Import):
            found.extend((alias.name, None) for alias in node.names)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return [f for f in found if f[0].split(".")[0] == "deckbuilder"]


#: Imports by name that ast cannot see but that are arrows all the same: the registry
#: imports every game package (every folder of rules/games) to read its ``GAME``. (A
#: game's rulesets module, which the registry also loads by name, is the other way round:
#: it registers itself, the registry depends on no ruleset. Not counted.)
DISCOVERS = {"deckbuilder.rules.registry": "deckbuilder.rules.games"}

def _import_graph(prefix: str) -> dict[str, set[str]]:
    """Module → the modules of the package it imports, for the modules named ``prefix…``.
    ``from pkg import name`` points at ``pkg.name`` when that is a module, else at ``pkg``;
    a module of DISCOVERS imports every package right under its folder."""
    modules = dict(_modules())
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        if not name.startswith(prefix):
            continue
        targets = set()
        if name in DISCOVERS:
            folder = DISCOVERS[name]
            targets |= {m for m, p in modules.items() if p.name == "__init__.py"
                        and m.rpartition(".")[0] == folder}
        for module, imported in _runtime_imports(path):
            if imported and f"{module}.{imported}" in modules:
                targets.add(f"{module}.{imported}")
            elif module in modules:
                targets.add(module)
        graph[name] = {t for t in targets if t.startswith(prefix) and t != name}
    return graph


def _import_cycles(prefix: str) -> list[list[str]]:
    """Every import cycle among the modules named ``prefix…``: the strongly connected
    components of more than one module (Tarjan), each as sorted module names, sorted."""
    graph = _import_graph(prefix)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                connect(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return sorted(cycles)


def test_no_import_cycles() -> None:
    # A cycle means two modules are one job in two files, or one reaches back up for
    # something it should have been handed: move the code to where it belongs, or pass
    # what is needed. An import hidden inside a function is counted all the same.
    # A game's descriptor names its engine-side functions by "module:name" (rules.game.deferred),
    # as a ruleset names its engine: imported on first call, after the registry has read it.
    cycles = _import_cycles("deckbuilder")
    assert not cycles, "import cycles:\n" + "\n".join(" ↔ ".join(c) for c in cycles)


def test_the_ui_has_no_import_cycle() -> None:
    # issue 29: CatalogFiles held the whole MainWindow. A UI module gets what it needs
    # handed in (a service, a parent widget) and answers by signals, never by reaching up.
    cycles = _import_cycles("deckbuilder.ui")
    assert not cycles, "import cycles in the UI:\n" + "\n".join(" ↔ ".join(c) for c in cycles)


def test_the_cycle_finder_sees_a_cycle_hidden_in_a_function(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    # The checker itself, on a made-up package: a ↔ b through an import inside a
    # function is a cycle; c → a under TYPE_CHECKING only is not.
    package = tmp_path / "deckbuilder"
    (package / "demo").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "demo" / "__init__.py").write_text("", encoding="utf-8")
    (package / "demo" / "a.py").write_text("from deckbuilder.demo.b import B\n", encoding="utf-8")
    (package / "demo" / "b.py").write_text("def f():\n    from . import a\n", encoding="utf-8")
    (package / "demo" / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import A\n", encoding="utf-8")
    (package / "demo" / "d.py").write_text("from deckbuilder.demo.c import x\n", encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE", package)
    assert _import_cycles("deckbuilder") == [["deckbuilder.demo.a", "deckbuilder.demo.b"]]


# --------------------------------------------------------------------------- background work
#: What starts a thread or a process (called, or subclassed).
THREAD_MAKERS = {"Thread", "Timer", "QThread", "QThreadPool", "QRunnable", "ThreadPoolExecutor",
                 "ProcessPoolExecutor", "start_new_thread", "Process", "Pool"}
#: The window's one helper for long tasks, and the one documented exception (the catalog's
#: search thread: a worker as long-lived as the catalog, see background.py's docstring).
THREAD_PLACES = {"deckbuilder/ui/common/background.py",
                 "deckbuilder/ui/catalog/catalog_searcher.py"}


def _thread_makers(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        named = ([node.func] if isinstance(node, ast.Call)
                 else node.bases if isinstance(node, ast.ClassDef) else [])
        for expr in named:
            name = (expr.id if isinstance(expr, ast.Name)
                    else expr.attr if isinstance(expr, ast.Attribute) else None)
            if name in THREAD_MAKERS:
                found.append(f"{node.lineno}: {ast.unparse(expr)}")
    return found


def test_every_long_task_of_the_window_goes_through_background() -> None:
    # A raw thread is one nobody waits for: the automatic backup was one, and a restore had
    # to find it by its name to wait. Job and TaskPool are waited on by their owners.
    wrong = [f"{path.relative_to(PACKAGE.parent)}:{where}"
             for name, path in _modules() if _layer(name) == "ui"
             and path.relative_to(PACKAGE.parent).as_posix() not in THREAD_PLACES
             for where in _thread_makers(path)]
    assert not wrong, "use ui/common/background.py (Job, TaskPool):\n" + "\n".join(wrong)


def test_the_thread_finder_sees_threads_made_and_subclassed(tmp_path: Path) -> None:
    code = tmp_path / "m.py"
    code.write_text("import threading\nfrom PySide6.QtCore import QThread\n"
                    "class W(QThread): pass\n"
                    "threading.Thread(target=print).start()\n"
                    "threading.Lock()\n", encoding="utf-8")
    assert _thread_makers(code) == ["3: QThread", "4: threading.Thread"]


def test_the_cycle_finder_sees_the_registry_import_the_games() -> None:
    graph = _import_graph("deckbuilder.rules")
    assert "deckbuilder.rules.games.monsuno" in graph["deckbuilder.rules.registry"]
    assert "deckbuilder.rules.games.monsuno.game" not in graph["deckbuilder.rules.registry"]


#: What the CLI may take from ``catalog`` besides its values and errors (the UI's rule):
#: the parser of a condition, where the database lives by default, whether it is busy.
CLI_CATALOG_HELPERS = {"parse_condition", "default_db_path", "is_busy"}


def test_the_cli_goes_through_services_too() -> None:
    # Commands are argument parsing and printing around the services the window uses:
    # no repository, search engine, importer or backup function of the catalog, and no
    # reaching past a service into its database or repositories.
    inner = {"db", "repo", "cards", "collection", "pictures", "search_engine"}
    wrong = []
    for name, path in _modules():
        if _layer(name) != "cli":
            continue
        rel = path.relative_to(PACKAGE.parent)
        for module, imported, line in _imports(path):
            if _layer(module) == "catalog" and not (
                    imported is not None and (
                        imported in UI_CATALOG_VALUES | CLI_CATALOG_HELPERS
                        or imported.isupper()
                        or imported.endswith(("Error", "Cancelled")))):
                wrong.append(f"{rel}:{line}: {module}.{imported or '*'}")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in inner:
                owner = ast.unparse(node.value)
                if owner.split(".")[-1] in {"service", "decks", "catalog"}:
                    wrong.append(f"{rel}:{node.lineno}: {owner}.{node.attr}")
    assert not wrong, "\n".join(wrong)


# --------------------------------------------------------------------------- ui features
#: The UI's feature packages (ui/cards, ui/catalog, ui/deck, ui/playtest, ui/proxies) share
#: only through ui/common; ui/app.py and ui/main_window.py at the top assemble them.
UI_SHARED = "deckbuilder.ui.common"


def _ui_package(module: str) -> str | None:
    """The ui feature package of ``module`` (``deckbuilder.ui.deck`` for its modules), None
    for a module outside ui/ and "top" for the modules at the top of ui/ (the app, the main
    window and its controllers, which assemble the features)."""
    parts = module.split(".")
    if parts[:2] != ["deckbuilder", "ui"]:
        return None
    if len(parts) < 3 or not (PACKAGE / "ui" / parts[2]).is_dir():
        return "top"
    return ".".join(parts[:3])


def test_ui_feature_packages_share_only_through_common() -> None:
    # issue 29: the playtest borrowed the deck's chart helpers, the card viewer the
    # playtest table's pictures, the settings the scan dialog's camera list and the catalog
    # files the whole main window. A feature package sees only itself and ui/common.
    paths = dict(_modules())
    wrong = []
    for name, path in _modules():
        mine = _ui_package(name)
        if mine in (None, "top"):
            continue
        for module, imported, line in _imports(path):
            target = f"{module}.{imported}" if f"{module}.{imported}" in paths else module
            theirs = _ui_package(target)
            if theirs is None or theirs == mine or (theirs == UI_SHARED and mine != "top"):
                continue
            wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line}: imports {target}")
    assert not wrong, "a UI feature package reaches into another:\n" + "\n".join(wrong)


# ------------------------------------------------------------------ inheritance across files
#: Our base classes that others subclass from another module, and why. A base class that
#: only moves lines to another file does not belong here: split the object by job into
#: child widgets and controllers (issue 29). Subclassing Qt's or the stdlib's is fine.
SHARED_BASES: dict[tuple[str, str], str] = {
    ("deckbuilder.rules.engine", "Event"): "the typed event every engine reports",
    ("deckbuilder.rules.engine", "Engine"): "the engine interface each game implements",
    ("deckbuilder.rules.engine", "GameState"): "the state interface each game implements",
    ("deckbuilder.rules.games.monsuno.shared", "_MonsunoState"):
        "what the medium and hard Monsuno rulesets share; each adds its own rules",
    ("deckbuilder.ui.common.background", "Job"): "a background job; subclasses add results",
    ("deckbuilder.ui.playtest.run_dialog", "RunDialog"):
        "the window of a long run with progress and Cancel, for matchups and comparisons",
    ("deckbuilder.ui.playtest.simulation_runs", "SimulationRun"):
        "a series of batches is a batch run with more than one spec",
}


def _cross_module_bases() -> list[tuple[str, int, str, str, str]]:
    """(module, line, class, base, the base's module) of every class of ours whose base is
    one of ours imported from another module."""
    defined = {(name, node.name) for name, path in _modules()
               for node in ast.parse(path.read_text(encoding="utf-8")).body
               if isinstance(node, ast.ClassDef)}
    found = []
    for name, path in _modules():
        imported = {i: m for m, i, _line in _imports(path) if i}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            for base in node.bases:
                base_name = ast.unparse(base).split("[")[0]
                home = imported.get(base_name)
                if home is not None and home != name and (home, base_name) in defined:
                    found.append((name, node.lineno, node.name, base_name, home))
    return found


def test_no_class_is_split_across_modules_by_inheritance() -> None:
    # issue 29: CardPictures, SeatsWindow, KillTurnChart + SimulationComparisons and
    # TableWidget were base classes that existed to move lines to another file (attributes
    # "set by the editor", NotImplementedError hooks): one object in several files.
    wrong = [f"{module}:{line}: {cls}({base} from {home})"
             for module, line, cls, base, home in _cross_module_bases()
             if (home, base) not in SHARED_BASES]
    assert not wrong, ("a class inherits from one of ours in another module: compose it "
                       "from parts, or list the base with a reason:\n" + "\n".join(wrong))
