"""One package per game, the only place that knows a game: its ``game`` module holds the
:class:`deckbuilder.rules.game.Game` descriptor, its ``rulesets`` module the engines and
rulesets (see :mod:`deckbuilder.rules.registry`)."""
