"""Shell completion scripts made from the parser, and a query after the options."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from deckbuilder.cli import main
from deckbuilder.cli.completion import SHELLS

#: How each shell checks a script's syntax without running it.
SYNTAX_CHECK = {"bash": ["bash", "-n"], "zsh": ["zsh", "-n"], "fish": ["fish", "--no-execute"]}


@pytest.mark.parametrize("shell", SHELLS)
def test_each_completion_script_parses_and_knows_the_commands(shell, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["completion", shell]) == 0
    script = capsys.readouterr().out
    long = "-l " if shell == "fish" else "--"
    for word in ("goldfish", "matchup", "proxies", "completion", f"{long}games",
                 f"{long}card-size"):
        assert word in script, word
    if shutil.which(SYNTAX_CHECK[shell][0]) is None:
        pytest.skip(f"{shell} is not installed")
    path = tmp_path / f"deckbuilder.{shell}"
    path.write_text(script, encoding="utf-8")
    done = subprocess.run([*SYNTAX_CHECK[shell], str(path)], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr


def test_bash_completes_a_subcommand_and_its_options(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    # Load the script into bash and ask it as the shell does on Tab.
    assert main(["completion", "bash"]) == 0
    script = tmp_path / "deckbuilder.bash"
    script.write_text(capsys.readouterr().out, encoding="utf-8")

    def complete(words: list[str]) -> set[str]:
        line = " ".join(words)
        probe = (f"source {script}\nCOMP_WORDS=({line})\nCOMP_CWORD={len(words) - 1}\n"
                 f"COMP_LINE='{line}'\nCOMP_POINT=${{#COMP_LINE}}\n"
                 "_shtab_deckbuilder deckbuilder\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n")
        done = subprocess.run(["bash", "-c", probe], capture_output=True, text=True,
                              timeout=60)
        return set(done.stdout.split())

    assert {"goldfish", "gauntlet"} <= complete(["deckbuilder", "g"])
    assert "--games" in complete(["deckbuilder", "goldfish", "--ga"])


def test_catalog_export_takes_the_query_after_the_options(starter_db, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    db = str(starter_db.path)
    starter_db.close()
    out = tmp_path / "strikes.xml"
    code = main(["--db", db, "catalog", "export", str(out), "--format", "cockatrice",
                 "--game", "monsuno", "kind:strike", "--no-pictures"])
    said = capsys.readouterr()
    assert code == 0, said.err
    written = int(re.search(r"(\d+) cards written", said.out).group(1))  # type: ignore[union-attr]
    assert main(["--db", db, "catalog", "search", "game:monsuno kind:strike"]) == 0
    found = len(capsys.readouterr().out.strip().splitlines())
    assert written == found and found > 0
    # The same, with the query in its old place.
    assert main(["--db", db, "catalog", "export", str(out), "kind:strike", "--format",
                 "cockatrice", "--game", "monsuno", "--no-pictures"]) == 0
    assert f"{found} cards written" in capsys.readouterr().out


def test_a_second_stray_word_is_still_an_error(starter_db, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    db = str(starter_db.path)
    starter_db.close()
    with pytest.raises(SystemExit) as exit_info:
        main(["--db", db, "catalog", "export", str(tmp_path / "x.xml"), "--format",
              "cockatrice", "kind:strike", "extra"])
    assert exit_info.value.code == 2
    assert "unrecognized arguments: kind:strike extra" in capsys.readouterr().err


def test_the_linux_install_script_installs_the_three_scripts(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # A stand-in for the built app folder: its "deckbuilder" runs this checkout's.
    import os
    import sys

    root = Path(__file__).resolve().parent.parent
    app = tmp_path / "dist" / "deckbuilder"
    app.mkdir(parents=True)
    exe = app / "deckbuilder"
    exe.write_text(f"#!/bin/sh\nexec {sys.executable} -m deckbuilder \"$@\"\n",
                   encoding="utf-8")
    exe.chmod(0o755)
    prefix = tmp_path / "prefix"
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run(["bash", str(root / "packaging" / "linux" / "install.sh"),
                           "--prefix", str(prefix), "--from", str(app)],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    share = prefix / "share"
    for path in ("bash-completion/completions/deckbuilder", "zsh/site-functions/_deckbuilder",
                 "fish/vendor_completions.d/deckbuilder.fish"):
        text = (share / path).read_text(encoding="utf-8")
        assert "goldfish" in text, path
    done = subprocess.run(["bash", str(root / "packaging" / "linux" / "install.sh"),
                           "--prefix", str(prefix), "--uninstall"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert not (share / "bash-completion/completions/deckbuilder").exists()
