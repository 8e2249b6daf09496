"""``python -m deckbuilder``: same as the ``deckbuilder`` command."""

import sys

from deckbuilder.cli import main

sys.exit(main())
