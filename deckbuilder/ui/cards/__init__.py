"""One card: the card editor and its form model, the detail pane, pictures."""
