"""Playtesting: the table, the widget-free controller, the simulation tab, comparisons, matchups and gauntlets, rules options, engine messages."""
