"""No Qt signal feeds its arguments into an optional parameter.

PySide passes a signal's arguments to as many positional parameters as a Python slot
has, defaults included: ``clicked(bool)`` connected to ``save_pdf(self, path=None)``
calls ``save_pdf(False)``. That is how Save PDF…, Save Tables As… and Back Up All Data…
broke. This test reads the source of the window code and fails on any connection that
can do it, so the class of bug cannot come back unseen.

A slot is checked wherever it reaches a signal: ``sig.connect(slot)`` directly, or
through a helper that connects one of its own parameters (``make_action(..., slot)``,
a window's ``_action(text, slot)``), found by reading the helpers too. The three
buttons that broke are clicked here as well, each answering a real file dialog.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QPushButton

import deckbuilder
from tests.proxies.pdf_support import page_sizes_pt

PACKAGE = Path(deckbuilder.__file__).parent
#: Signals that always send an argument: a lambda connected to one of them must take it
#: first (``lambda _checked=False, x=x: ...``) or its first default is overwritten.
ARGUMENT_SIGNALS = {"clicked", "triggered", "toggled"}


@dataclass
class Module:
    path: Path
    tree: ast.Module
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)


def _modules(sources: dict[Path, str] | None = None) -> list[Module]:
    if sources is None:
        # Signals live only where Qt is imported.
        sources = {path: text for path in sorted(PACKAGE.rglob("*.py"))
                   if "PySide6" in (text := path.read_text(encoding="utf-8"))}
    found = []
    for path, text in sources.items():
        mod = Module(path, ast.parse(text, str(path)))
        for node in ast.walk(mod.tree):
            if isinstance(node, ast.ClassDef):
                mod.classes[node.name] = node
        found.append(mod)
    return found


def _first_param_has_default(fn: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda,
                             bound: bool) -> bool:
    """Whether the first positional parameter a caller fills (after ``self``) is optional
    and meant for something else: a name starting with ``_`` says it is there to take
    the signal's argument and ignore it (``def filter_topics(self, _text="")``)."""
    args = fn.args
    positional = [*args.posonlyargs, *args.args]
    if bound:
        positional = positional[1:]
    if not positional or positional[0].arg.startswith("_"):
        return False
    # Defaults belong to the last parameters: the first one is optional when every
    # positional parameter has a default.
    return len(args.defaults) >= len(positional)


class Checker:
    def __init__(self, sources: dict[Path, str] | None = None) -> None:
        self.modules = _modules(sources)
        self.classes: dict[str, ast.ClassDef] = {}
        #: Every method of every class of ours (static methods take no ``self``).
        self.methods: dict[str, list[ast.FunctionDef]] = {}
        for mod in self.modules:
            self.classes.update(mod.classes)
            for cls in mod.classes.values():
                for node in cls.body:
                    if isinstance(node, ast.FunctionDef) and not any(
                            isinstance(d, ast.Name) and d.id == "staticmethod"
                            for d in node.decorator_list):
                        self.methods.setdefault(node.name, []).append(node)
        self.forwarders = self._find_forwarders()

    def _find_forwarders(self) -> dict[str, int]:
        """Helpers that connect one of their parameters: name -> index of that parameter
        among the arguments a caller writes. Helpers calling helpers are followed."""
        helpers = []
        for mod in self.modules:
            for fn in ast.walk(mod.tree):
                if isinstance(fn, ast.FunctionDef):
                    params = [a.arg for a in [*fn.args.posonlyargs, *fn.args.args]]
                    calls = [c for c in ast.walk(fn) if isinstance(c, ast.Call)
                             and any(isinstance(a, ast.Name) and a.id in params
                                     for a in c.args)]
                    if calls:
                        helpers.append((fn.name, params, calls))
        found: dict[str, int] = {}
        changed = True
        while changed:
            changed = False
            for name, params, calls in helpers:
                if name in found:
                    continue
                offset = 1 if params[:1] == ["self"] else 0
                slots = [s for c in calls for s in self._slots_of(c, found)
                         if isinstance(s, ast.Name) and s.id in params]
                if slots:
                    found[name] = params.index(slots[0].id) - offset  # type: ignore[attr-defined]
                    changed = True
        return found

    @staticmethod
    def _signal(call: ast.Call) -> str | None:
        """The signal's name when ``call`` is ``<...>.signal.connect(slot, ...)`` (or
        ``<...>.signal[int].connect``), else None (``sqlite3.connect(path)``)."""
        func = call.func
        if not (isinstance(func, ast.Attribute) and func.attr == "connect" and call.args):
            return None
        sig = func.value.value if isinstance(func.value, ast.Subscript) else func.value
        return sig.attr if isinstance(sig, ast.Attribute) else None

    def _slots_of(self, call: ast.Call, forwarders: dict[str, int]) -> list[ast.expr]:
        if self._signal(call) is not None:
            return [call.args[0]]
        func = call.func
        name = func.attr if isinstance(func, ast.Attribute) else \
            func.id if isinstance(func, ast.Name) else None
        if name in forwarders and len(call.args) > forwarders[name]:
            return [call.args[forwarders[name]]]
        return []

    def _signal_name(self, call: ast.Call) -> str:
        # Every helper found connects an action's triggered.
        return self._signal(call) or "triggered"

    def _method(self, cls: ast.ClassDef, name: str) -> ast.FunctionDef | None:
        seen: set[str] = set()
        todo = [cls]
        while todo:
            c = todo.pop()
            if c.name in seen:
                continue
            seen.add(c.name)
            for node in c.body:
                if isinstance(node, ast.FunctionDef) and node.name == name:
                    return node
            todo += [self.classes[b.id] for b in c.bases
                     if isinstance(b, ast.Name) and b.id in self.classes]
        return None

    def problems(self) -> list[str]:
        found = []
        for mod in self.modules:
            rel = mod.path.relative_to(PACKAGE.parent)
            for cls_or_mod in [mod.tree, *mod.classes.values()]:
                cls = cls_or_mod if isinstance(cls_or_mod, ast.ClassDef) else None
                body = [n for n in cls_or_mod.body
                        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
                for fn in body:
                    for call in ast.walk(fn):
                        if not isinstance(call, ast.Call):
                            continue
                        for slot in self._slots_of(call, self.forwarders):
                            why = self._bad(slot, cls, fn, mod)
                            if why is None and isinstance(slot, ast.Lambda) \
                                    and self._signal_name(call) in ARGUMENT_SIGNALS \
                                    and _first_param_has_default(slot, bound=False):
                                why = (f"the lambda's '{slot.args.args[0].arg}' receives "
                                       f"{self._signal_name(call)}'s argument")
                            if why:
                                found.append(f"{rel}:{call.lineno}: {why}")
        def by_place(problem: str) -> tuple[str, int]:
            file, line, _ = problem.split(":", 2)
            return file, int(line)

        return sorted(set(found), key=by_place)

    def _bad(self, slot: ast.expr, cls: ast.ClassDef | None,
             where: ast.FunctionDef | ast.AsyncFunctionDef, mod: Module) -> str | None:
        if isinstance(slot, ast.Lambda):
            return None  # judged by the signal it is connected to, in problems()
        if isinstance(slot, ast.Name):
            # A function of the enclosing one, else of the module.
            local = [n for n in ast.walk(where)
                     if isinstance(n, ast.FunctionDef) and n.name == slot.id]
            top = [n for n in mod.tree.body
                   if isinstance(n, ast.FunctionDef) and n.name == slot.id]
            for fn in (local or top)[:1]:
                if _first_param_has_default(fn, bound=False):
                    return f"{slot.id}() has an optional first parameter"
            return None
        if not isinstance(slot, ast.Attribute):
            return None
        owner = slot.value
        if isinstance(owner, ast.Name) and owner.id == "self":
            method = self._method(cls, slot.attr) if cls is not None else None
            if method is not None and _first_param_has_default(method, bound=True):
                return f"{cls.name}.{slot.attr}() has an optional first parameter"  # type: ignore[union-attr]
            return None
        # Another object's method: its class is not known here, so any method of ours
        # with that name and an optional first parameter counts.
        for fn in self.methods.get(slot.attr, []):
            if _first_param_has_default(fn, bound=True):
                return f"a method {slot.attr}() of ours has an optional first parameter"
        return None


PLANTED = """
from deckbuilder.ui.common.actions import make_action

class Dialog:
    def __init__(self):
        self.save_button.clicked.connect(self.save_pdf)
        self.act = self._action("Save", self.save_pdf)
        self.other = make_action(self, "Export", self.export)
        self.box.toggled.connect(lambda zone="deck": self.add(zone))
        self.fine.clicked.connect(lambda: self.save_pdf())
        self.fine2.clicked.connect(lambda _checked=False, zone="deck": self.add(zone))
        self.fine3.textChanged.connect(self.filter)
        self.spin.valueChanged[int].connect(self.save_pdf, Qt.ConnectionType.QueuedConnection)

    def _action(self, text, slot):
        return make_action(self, text, slot)

    def save_pdf(self, path=None): ...
    def export(self, path: str = "x", *, ask: bool = True): ...
    def add(self, zone): ...
    def filter(self, _text=""): ...
"""


def test_the_checker_finds_every_kind_of_bad_connection() -> None:
    actions = PACKAGE / "ui" / "common" / "actions.py"
    sources = {actions: actions.read_text(encoding="utf-8"),
               PACKAGE / "ui" / "planted.py": PLANTED}
    problems = Checker(sources).problems()
    assert [p.split(":")[1] for p in problems] == ["6", "7", "8", "9", "13"], problems


@functools.cache
def package_checker() -> Checker:
    return Checker()


def test_the_checker_finds_slots_through_the_action_helpers() -> None:
    checker = package_checker()
    assert "make_action" in checker.forwarders
    assert checker.forwarders["make_action"] == 2


def test_no_signal_is_connected_to_a_slot_with_an_optional_first_parameter() -> None:
    problems = package_checker().problems()
    assert not problems, (
        "A signal's argument (clicked's 'checked', a spin box's value...) would land in an "
        "optional parameter. Connect a lambda that calls the method without it, or make "
        "the parameter keyword-only:\n  " + "\n  ".join(problems))


# --------------------------------------------------------------------------- the clicks

def menu_action(window, path: str):  # type: ignore[no-untyped-def]
    """The menu bar's action at ``"File/Back Up All Data…"``, found by its text as a user
    reads it (without the & of the mnemonic)."""
    actions = window.menuBar().actions()
    for title in path.split("/"):
        found = [a for a in actions if a.text().replace("&", "") == title]
        assert found, f"no {title!r} among {[a.text() for a in actions]}"
        action = found[0]
        actions = action.menu().actions() if action.menu() else []
    return action


def answer_save_dialog(monkeypatch, path: Path) -> list[str]:  # type: ignore[no-untyped-def]
    """Answer every Save As dialog with ``path``; the list records the titles asked."""
    asked: list[str] = []

    def choose(_parent, title, *_a, **_k):  # type: ignore[no-untyped-def]
        asked.append(title)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    return asked


def test_save_pdf_button_asks_for_a_file_and_writes_the_pdf(qtbot, service, qapp,  # type: ignore[no-untyped-def]
                                                             monkeypatch, tmp_path):
    from PySide6.QtCore import Qt

    from tests.ui.test_proxy_dialog import make_dialog

    qapp.setOrganizationName("deckbuilder-tests")
    dialog = make_dialog(qtbot, service)
    out = tmp_path / "proxies.pdf"
    asked = answer_save_dialog(monkeypatch, out)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert asked == ["Save Proxies as PDF"]
    assert dialog.saved_path == out
    assert len(page_sizes_pt(out)) == dialog.page_count > 0


def test_save_tables_as_button_in_the_playtest_options_writes_the_tables(qtbot, service,  # type: ignore[no-untyped-def]
                                                                         monkeypatch, tmp_path):
    from PySide6.QtCore import Qt

    from deckbuilder.rules.games.monster_cards import MonsterCardsOptions
    from deckbuilder.ui.playtest.rules_options import OptionsDialog
    from tests.ui.test_playtest_window import open_window

    window = open_window(qtbot, service, "monster-cards")
    out = tmp_path / "tables.json"
    asked = answer_save_dialog(monkeypatch, out)

    def click_save_tables(dialog):  # type: ignore[no-untyped-def]
        button = next(b for b in dialog.findChildren(QPushButton)
                      if b.text() == "Save Tables As…")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        dialog.reject()
        return False

    monkeypatch.setattr(OptionsDialog, "exec", click_save_tables)
    qtbot.mouseClick(window.options_button, Qt.MouseButton.LeftButton)
    assert asked == ["Save Tables As"]
    assert MonsterCardsOptions(tables_file=str(out)).size_table == window.options.size_table


def test_back_up_all_data_menu_asks_for_a_file_and_writes_the_backup(main_window, service,  # type: ignore[no-untyped-def]
                                                                     monkeypatch, tmp_path):
    from deckbuilder.catalog.backup import backup_info

    out = tmp_path / "all.zip"
    asked = answer_save_dialog(monkeypatch, out)
    menu_action(main_window, "File/Back Up All Data…").trigger()
    assert asked == ["Back Up All Data"]
    assert backup_info(out).cards == service.cards.count()
    assert str(out) in main_window.statusBar().currentMessage()
