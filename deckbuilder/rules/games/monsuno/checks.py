"""Deck checks only Monsuno has: the team's launch total and strike manufacturers."""

from __future__ import annotations

from deckbuilder.rules.legality import CheckContext, Violation, a_an, violation

MANUFACTURER_TITLES = {"core-tech": "Core-Tech", "storm": "S.T.O.R.M.", "eklipse": "Eklipse"}


def _manufacturer(m: str) -> str:
    return MANUFACTURER_TITLES.get(m.lower(), m)


def check_launch_total(c: CheckContext) -> list[Violation]:
    """The team's launch costs within the cap (tournament rules)."""
    out: list[Violation] = []
    rules, team_cards = c.rules, c.team_cards
    if rules.launch_cap is not None:
        launches = [(card.name, int(card.fields.get("launch", 0)), e.count)
                    for e, card in team_cards if card is not None and card.kind in rules.team_kinds]
        total = sum(v * n for _name, v, n in launches)
        if total > rules.launch_cap:
            parts = " + ".join(f"{name} {v}" + (f" ×{n}" if n > 1 else "")
                               for name, v, n in launches)
            out.append(violation("launch-total", f"The team's launch costs add up to {total} ({parts}) "
                          f"— the limit is {rules.launch_cap}", [t[0] for t in launches],
                          total=total, cap=rules.launch_cap))
    return out


def check_manufacturers(c: CheckContext) -> list[Violation]:
    """Strike cards whose manufacturer has no Monsuno in the team."""
    out: list[Violation] = []
    resolved, deck, rules, team_cards = c.resolved, c.deck, c.rules, c.team_cards
    if rules.manufacturer_locked or rules.manufacturer_mismatch:
        team_makers = {str(card.fields.get("manufacturer", "")).lower()
                       for _e, card in team_cards if card is not None and card.kind in rules.team_kinds}
        team_makers.discard("")
        if team_cards:
            # The sideboard is only checked for copies (RULES.md §0).
            for e in deck.deck:
                card = resolved.card(e.name)
                if card is None or card.kind not in rules.deck_kinds:
                    continue
                maker = card.fields.get("manufacturer")
                if not maker or maker.lower() in team_makers:
                    continue
                title_m = _manufacturer(maker)
                # ``group``: the card's breakdown group (Game.group_field), a name the
                # window's wording of the problem needs no game to know.
                if card.fields.get("exclusive") and rules.manufacturer_locked:
                    out.append(violation("manufacturer-locked",
                                  f"'{card.name}' is exclusive to {title_m} Monsuno and the team "
                                  "has none — it cannot be played", [card.name],
                                  name=card.name, group=maker))
                elif rules.manufacturer_mismatch:
                    out.append(violation("manufacturer-mismatch",
                                  f"'{card.name}' is {a_an(title_m)} card but no {title_m} Monsuno "
                                  "is in the team: it loses its bonuses and its speed counts 0",
                                  [card.name], name=card.name, group=maker))
    return out
