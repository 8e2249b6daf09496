"""The deck editor: the deck document (undo), its table models, statistics and odds."""
