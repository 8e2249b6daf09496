"""The catalog side of the window: the card list and grid, searching, collection import, variants, scanning photos."""
