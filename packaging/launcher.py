"""Entry script of the frozen app (PyInstaller, see deckbuilder.spec): the same as the
``deckbuilder`` command."""

import multiprocessing
import sys

if __name__ == "__main__":
    # Goldfish runs (``--workers N`` and the window's simulation panel) start worker
    # processes with the "spawn" method: in a frozen app each worker is this executable
    # again, and freeze_support() turns it into the worker before anything else runs.
    multiprocessing.freeze_support()

    from deckbuilder.cli import main

    sys.exit(main())
