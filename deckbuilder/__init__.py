"""Deckbuilder: catalog, decks, goldfish playtesting and proxies for Monsuno, Redakai and
MONSTER CARDS."""

__version__ = "0.1.0"
APP_NAME = "deckbuilder"
APP_TITLE = "Deckbuilder"
