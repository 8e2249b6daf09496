"""Entry script of the frozen app (PyInstaller, see deckbuilder.spec): the same as the
``deckbuilder`` command, plus the build's hidden self-test ``--smoke-test OUT_DIR``
(deckbuilder/ui/smoke.py)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # Goldfish runs (``--workers N`` and the window's simulation panel) start worker
    # processes with the "spawn" method: in a frozen app each worker is this executable
    # again, and freeze_support() turns it into the worker before anything else runs.
    # tests/test_packaging_files.py checks that nothing is imported before it.
    multiprocessing.freeze_support()

    if sys.argv[1:2] == ["--smoke-test"] and len(sys.argv) == 3:
        from deckbuilder.ui.smoke import run

        sys.exit(run(sys.argv[2]))

    from deckbuilder.cli import main

    sys.exit(main())
