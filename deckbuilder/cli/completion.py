"""`deckbuilder completion SHELL`: the shell completion script, made from the parser
itself (shtab), so every command and option added later completes without anyone
remembering to update a script. ``packaging/linux/install.sh`` installs the three."""

from __future__ import annotations

import argparse
import functools
from pathlib import Path
from typing import Any

from deckbuilder.outputs import output_file
from deckbuilder.text_files import InputArgument

SHELLS = ("bash", "zsh", "fish")
#: Where each shell looks for a completion script under an install prefix (share/…).
INSTALL_PATHS = {
    "bash": "bash-completion/completions/deckbuilder",
    "zsh": "zsh/site-functions/_deckbuilder",
    "fish": "fish/vendor_completions.d/deckbuilder.fish",
}


def cmd_completion(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """Print the completion script of ``parser`` (the whole command line's) for a shell."""
    import shtab

    _mark_files(parser, shtab.FILE)
    if args.shell == "fish":
        # shtab writes bash, zsh and tcsh; fish gets a script listing the same commands and
        # options, read from the parser the same way.
        print(_fish(parser))
    else:
        print(shtab.complete(parser, shell=args.shell))
    return 0


def _mark_files(parser: argparse.ArgumentParser, file_completion: Any) -> None:
    """Complete file names where an argument is a path (deck lists, exports, photos)."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in action.choices.values():
                _mark_files(child, file_completion)
        elif action.type is Path or action.type is output_file \
                or isinstance(action.type, InputArgument):
            action.complete = file_completion  # type: ignore[attr-defined]


def _fish(parser: argparse.ArgumentParser) -> str:
    lines = ["# fish completion for deckbuilder (made by `deckbuilder completion fish`)",
             "complete -c deckbuilder -f"]

    def walk(p: argparse.ArgumentParser, words: tuple[str, ...]) -> None:
        condition = _fish_condition(words)
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                helps = {a.dest: a.help or "" for a in action._choices_actions}
                for name, child in action.choices.items():
                    lines.append(f"complete -c deckbuilder -n {_quote(condition)} -a "
                                 f"{_quote(name)} -d {_quote(helps.get(name, ''))}")
                    walk(child, (*words, name))
                continue
            for option in action.option_strings:
                flag = f"-l {option[2:]}" if option.startswith("--") else f"-s {option[1:]}"
                takes = " -r" if action.nargs != 0 else ""
                files = " -F" if getattr(action, "complete", None) else ""
                choices = (f" -a {_quote(' '.join(map(str, action.choices)))}"
                           if action.choices else "")
                lines.append(f"complete -c deckbuilder -n {_quote(condition)} {flag}{takes}"
                             f"{files}{choices} -d {_quote(_first_line(action.help))}")
            if not action.option_strings and getattr(action, "complete", None):
                lines.append(f"complete -c deckbuilder -n {_quote(condition)} -F")

    walk(parser, ())
    return "\n".join(lines)


def _fish_condition(words: tuple[str, ...]) -> str:
    if not words:
        return "__fish_use_subcommand"
    return " && ".join(f"__fish_seen_subcommand_from {w}" for w in words)


def _first_line(text: str | None) -> str:
    return (text or "").replace("%(default)s", "").split("\n")[0][:80]


def _quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def register(sub: Any, root: argparse.ArgumentParser) -> None:
    p = sub.add_parser("completion", help="print the shell completion script for bash, zsh "
                       "or fish (the Linux install script installs them)")
    p.add_argument("shell", choices=SHELLS, help="the shell: bash, zsh or fish")
    p.set_defaults(func=functools.partial(cmd_completion, parser=root))
