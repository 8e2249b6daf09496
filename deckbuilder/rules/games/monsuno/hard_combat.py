"""The hard and tournament rules' phases, places and the combat in progress (RULES.md,
Monsuno hard / tcg): plain data the state in ``hard.py`` and the bots share."""

from __future__ import annotations

from typing import Any

# Hard phases.
SETUP, MAIN, PAY, STRIKE_CARD, SUPER, RECOVER, COMBAT, FINISHED = range(8)
# Where a Monsuno is.
ASIDE, FIELD, GONE = 0, 1, 2
WHERE_NAMES = ("aside", "battlefield", "defeated")
# Combat stages.
# (reveal, domination and the damage-timing effects run straight after the picks.)
ST_PICK, ST_POWER, ST_HIT1, ST_HIT2, ST_AFTER, ST_END = range(6)


class Combat:
    """One combat in progress. Lists are indexed by player (0, 1)."""

    __slots__ = ("att", "card", "dmgb", "dominant", "fx", "guard", "mon", "open", "picks",
                 "powb", "recovered", "speed", "stage", "super_card")

    def __init__(self, att: int, att_mon: int, def_mon: int, open_: bool):
        self.att = att
        self.mon = [att_mon, def_mon] if att == 0 else [def_mon, att_mon]
        self.card = [-1, -1]
        self.open = open_                 # the defender had no battlefield Monsuno
        self.stage = ST_PICK
        self.picks = [1 - att, att] if open_ else [att, 1 - att]
        self.speed = [0, 0]               # speed effects
        self.dmgb = [0, 0]                # damage effects (on the strike card)
        self.powb = [0, 0]                # power effects (on the Monsuno)
        self.guard: list[dict[str, int]] = [{}, {}]   # defense effects by strike type
        self.dominant = -1
        self.super_card = -1              # clipped card discarded for the super strike
        self.fx: list[tuple[str, int, int]] = []      # (timing, player, card) with effects
        self.recovered = [False, False]

    def copy(self) -> Combat:
        c = Combat.__new__(Combat)
        c.att = self.att
        c.mon = self.mon[:]
        c.card = self.card[:]
        c.open = self.open
        c.stage = self.stage
        c.picks = self.picks[:]
        c.speed = self.speed[:]
        c.dmgb = self.dmgb[:]
        c.powb = self.powb[:]
        c.guard = [dict(self.guard[0]), dict(self.guard[1])]
        c.dominant = self.dominant
        c.super_card = self.super_card
        c.fx = self.fx[:]
        c.recovered = self.recovered[:]
        return c

    def key(self) -> tuple[Any, ...]:
        return (self.att, tuple(self.mon), tuple(self.card), self.open, self.stage,
                tuple(self.picks), tuple(self.speed), tuple(self.dmgb), tuple(self.powb),
                tuple(tuple(sorted(g.items())) for g in self.guard), self.dominant,
                self.super_card, tuple(self.fx), tuple(self.recovered))
