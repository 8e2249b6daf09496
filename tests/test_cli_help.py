"""Every option of every command says what it does, and its default: a newcomer reads
`deckbuilder COMMAND --help` and needs nothing else. The walk covers commands added later."""

from __future__ import annotations

import argparse
import re

import pytest

from deckbuilder.cli import build_parser


def _parsers() -> dict[str, argparse.ArgumentParser]:
    found: dict[str, argparse.ArgumentParser] = {}

    def walk(parser: argparse.ArgumentParser, words: tuple[str, ...]) -> None:
        found[" ".join(words)] = parser
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, child in action.choices.items():
                    walk(child, (*words, name))

    walk(build_parser(), ())
    return found


PARSERS = _parsers()


def _options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [a for a in parser._actions
            if not isinstance(a, argparse._HelpAction | argparse._SubParsersAction)]


@pytest.mark.parametrize("command", sorted(PARSERS))
def test_every_option_has_help(command: str) -> None:
    missing = [a.option_strings[0] if a.option_strings else a.dest
               for a in _options(PARSERS[command]) if not (a.help or "").strip()]
    assert not missing, f"deckbuilder {command}: no help for {missing}"


@pytest.mark.parametrize("command", sorted(PARSERS))
def test_every_default_is_shown_in_the_help(command: str) -> None:
    parser = PARSERS[command]
    text = parser.format_help()
    for action in _options(parser):
        default = action.default
        if (not action.option_strings or default is None or default is False
                or default == argparse.SUPPRESS or default == [] or action.required):
            continue
        option = action.option_strings[-1]
        # The option's entry: from its name to the next option's line.
        entry = re.search(rf"\n  (?:-\w, )?{re.escape(option)}\b.*?(?=\n  -|\Z)", text, re.S)
        assert entry is not None, f"{command} {option} not in the help"
        said = " ".join(entry.group(0).split())
        assert "default" in said, f"deckbuilder {command} {option}: default not shown"


def test_the_walk_sees_an_option_without_help() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    assert [a.dest for a in _options(parser) if not a.help] == ["games"]
