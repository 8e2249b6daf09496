"""Keep the window's translations up to date.

    python resources/tools/i18n.py extract   # update resources/translations/*.ts from the code
    python resources/tools/i18n.py compile   # .ts → .qm (pyside6-lrelease)
    python resources/tools/i18n.py check     # fail if a message has no translation

Strings are found in deckbuilder/ui/**/*.py: ``self.tr("…")`` (context: the enclosing class),
``_tr("…")`` (context: the one the module's ``_tr`` passes to ``translate``) and
``QCoreApplication.translate("Context", "…")``; and in deckbuilder/rules/**/*.py, each game's
engine texts, ``Msg("…")`` and ``Msg.counted("%n …(s)", n)`` (context "EngineText"), and its
titles, ``game_text("…")`` (context "GameText"). A third argument to ``tr`` (a count) makes
the message a plural one. Existing translations are kept; messages that left the code are
marked obsolete; new ones are marked unfinished.

English needs a file too, for its plural forms only: ``deckbuilder_en.ts`` holds every plural
message, its two forms made from the source ("%n card(s)" → "%n card", "%n cards"); extract
writes it whole each time, so nobody translates it by hand.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "deckbuilder" / "ui"
RULES = ROOT / "deckbuilder" / "rules"
#: The context of the engines' texts (``deckbuilder/ui/playtest/engine_text.py`` translates in it)
#: and of the games' titles (``deckbuilder/ui/common/game_text.py``).
ENGINE_CONTEXT = "EngineText"
GAME_CONTEXT = "GameText"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = {"ru": "ru_RU"}


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    numerus: bool
    file: str
    line: int


def _module_tr_context(tree: ast.Module) -> str | None:
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "_tr":
            for sub in ast.walk(node):
                if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) \
                        and sub.func.attr == "translate" and sub.args \
                        and isinstance(sub.args[0], ast.Constant):
                    return str(sub.args[0].value)
    return None


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return None
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _literal(node.left), _literal(node.right)
        if left is not None and right is not None:
            return left + right
    return None


def extract() -> list[Message]:
    found: dict[tuple[str, str], Message] = {}
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module_ctx = _module_tr_context(tree)
        rel = str(path.relative_to(ROOT))

        def visit(node: ast.AST, cls: str | None, rel: str = rel,
                  module_ctx: str | None = module_ctx) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.ClassDef):
                    visit(child, child.name)
                    continue
                if isinstance(child, ast.Call):
                    ctx, src = None, None
                    func = child.func
                    if isinstance(func, ast.Attribute) and func.attr == "tr" and cls \
                            and child.args:
                        ctx, src = cls, _literal(child.args[0])
                    elif isinstance(func, ast.Name) and func.id == "_tr" and module_ctx \
                            and child.args:
                        ctx, src = module_ctx, _literal(child.args[0])
                    elif isinstance(func, ast.Attribute) and func.attr == "translate" \
                            and len(child.args) >= 2:
                        c, s = _literal(child.args[0]), _literal(child.args[1])
                        if c is not None:
                            ctx, src = c, s
                    if ctx and src:
                        numerus = len(child.args) >= 3
                        found.setdefault((ctx, src), Message(ctx, src, numerus, rel,
                                                             child.lineno))
                visit(child, cls)

        visit(tree, None)
    for message in extract_rules():
        found.setdefault((message.context, message.source), message)
    return sorted(found.values(), key=lambda m: (m.context, m.file, m.line))


def extract_rules() -> list[Message]:
    """The engines' message keys: the literal first argument of every ``Msg("…", …)`` and
    ``Msg.counted("%n …(s)", n)`` (a plural) in ``deckbuilder/rules``, so a game's texts
    are found in its own package; and the games' titles, ``game_text("…")``."""
    out = []
    for path in sorted(RULES.rglob("*.py")):
        rel = str(path.relative_to(ROOT))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            plain = isinstance(func, ast.Name) and func.id == "Msg"
            counted = isinstance(func, ast.Attribute) and func.attr == "counted" \
                and isinstance(func.value, ast.Name) and func.value.id == "Msg"
            title = isinstance(func, ast.Name) and func.id == "game_text"
            source = _literal(node.args[0]) if plain or counted or title else None
            if source:
                out.append(Message(GAME_CONTEXT if title else ENGINE_CONTEXT, source, counted,
                                   rel, node.lineno))
    return out


def update_ts(lang: str, messages: list[Message]) -> Path:
    path = TRANSLATIONS / f"deckbuilder_{lang}.ts"
    old: dict[tuple[str, str], ET.Element] = {}
    if path.exists():
        for ctx in ET.parse(path).getroot().iter("context"):
            name = ctx.findtext("name") or ""
            for msg in ctx.iter("message"):
                old[(name, msg.findtext("source") or "")] = msg
    root = ET.Element("TS", version="2.1", language=LANGUAGES[lang])
    by_ctx: dict[str, list[Message]] = {}
    for m in messages:
        by_ctx.setdefault(m.context, []).append(m)
    seen = set()
    for ctx_name in sorted(by_ctx):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = ctx_name
        for m in by_ctx[ctx_name]:
            seen.add((ctx_name, m.source))
            attrs = {"numerus": "yes"} if m.numerus else {}
            msg = ET.SubElement(ctx, "message", attrs)
            ET.SubElement(msg, "location", filename=m.file, line=str(m.line))
            ET.SubElement(msg, "source").text = m.source
            prev = old.get((ctx_name, m.source))
            tr = ET.SubElement(msg, "translation")
            prev_tr = prev.find("translation") if prev is not None else None
            if prev_tr is not None and (prev_tr.text or len(prev_tr)):
                if m.numerus:
                    forms = [f.text or "" for f in prev_tr.iter("numerusform")] or \
                        [prev_tr.text or ""]
                    for f in forms:
                        ET.SubElement(tr, "numerusform").text = f
                else:
                    tr.text = prev_tr.text
                if prev_tr.get("type") == "unfinished":
                    tr.set("type", "unfinished")
            else:
                tr.set("type", "unfinished")
                if m.numerus:
                    for _ in range(3):
                        ET.SubElement(tr, "numerusform")
    # Keep translations of messages that left the code, marked obsolete.
    for (ctx_name, source), msg in old.items():
        if (ctx_name, source) in seen:
            continue
        ctx = next((c for c in root.iter("context") if c.findtext("name") == ctx_name), None)
        if ctx is None:
            ctx = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = ctx_name
        copy = ET.SubElement(ctx, "message", dict(msg.attrib))
        ET.SubElement(copy, "source").text = source
        tr_old = msg.find("translation")
        tr = ET.SubElement(copy, "translation", {"type": "vanished"})
        if tr_old is not None:
            tr.text = tr_old.text
            for f in tr_old.iter("numerusform"):
                ET.SubElement(tr, "numerusform").text = f.text
    ET.indent(root, space="    ")
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    data = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + data + "\n",
                    encoding="utf-8")
    return path


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural of a "%n card(s)" message."""
    return source.replace("(s)", ""), source.replace("(s)", "s")


def update_english(messages: list[Message]) -> Path:
    """The English plural forms (see the module docstring)."""
    path = TRANSLATIONS / "deckbuilder_en.ts"
    root = ET.Element("TS", version="2.1", language="en_US")
    by_ctx: dict[str, list[Message]] = {}
    for m in messages:
        if m.numerus:
            by_ctx.setdefault(m.context, []).append(m)
    for ctx_name in sorted(by_ctx):
        ctx = ET.SubElement(root, "context")
        ET.SubElement(ctx, "name").text = ctx_name
        for m in by_ctx[ctx_name]:
            msg = ET.SubElement(ctx, "message", {"numerus": "yes"})
            ET.SubElement(msg, "location", filename=m.file, line=str(m.line))
            ET.SubElement(msg, "source").text = m.source
            tr = ET.SubElement(msg, "translation")
            for form in english_forms(m.source):
                ET.SubElement(tr, "numerusform").text = form
    ET.indent(root, space="    ")
    data = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + data + "\n",
                    encoding="utf-8")
    return path


def compile_all() -> None:
    tool = shutil.which("pyside6-lrelease") or str(Path(sys.executable).parent /
                                                   "pyside6-lrelease")
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        subprocess.run([tool, str(ts), "-qm", str(qm)], check=True)
        print(f"{qm.relative_to(ROOT)} written")


def check() -> int:
    missing = 0
    messages = extract()
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        # The English file holds the plural messages only.
        in_code = {(m.context, m.source) for m in messages
                   if m.numerus or ts.name != "deckbuilder_en.ts"}
        in_file = {(c.findtext("name") or "", m.findtext("source") or "")
                   for c in ET.parse(ts).getroot().iter("context") for m in c.iter("message")}
        for ctx, source in sorted(in_code - in_file):
            missing += 1
            print(f"{ts.name}: not extracted yet (run extract): {ctx}: {source!r}")
        for msg in ET.parse(ts).getroot().iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") == "vanished":
                continue
            empty = not (tr.text or "").strip() and not any(
                (f.text or "").strip() for f in tr.iter("numerusform"))
            if tr.get("type") == "unfinished" or empty:
                missing += 1
                print(f"{ts.name}: untranslated: {msg.findtext('source')!r}")
    return 1 if missing else 0


def main() -> int:
    cmd = sys.argv[1] if len(sys.argv) > 1 else "extract"
    if cmd == "extract":
        messages = extract()
        for lang in LANGUAGES:
            path = update_ts(lang, messages)
            print(f"{path.relative_to(ROOT)}: {len(messages)} messages")
        path = update_english(messages)
        print(f"{path.relative_to(ROOT)}: plural forms")
        return 0
    if cmd == "compile":
        compile_all()
        return 0
    if cmd == "check":
        return check()
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
