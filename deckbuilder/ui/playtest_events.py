"""The playtest window's log: one short line in words for every event an engine emits.

:func:`describe_event` knows every event type of the Redakai, Monsuno and MONSTER CARDS
engines (:data:`EVENT_TYPES`; a test plays every ruleset and checks that none is missing:
an event without words is a programming error, and :func:`describe_event` raises on it).
Texts are ``QCoreApplication.translate("PlaytestEvents", …)`` templates with named
``{placeholders}`` filled from the event's fields; players are named with the window's
``seat_title`` ("You", "Dummy", "Player 3"). Sentences about player 0 have their own "you"
form ("You draw …" / "Dummy draws …").

Cards that other players draw into a hidden hand are not named ("Dummy draws a card").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication

from deckbuilder.rules import events as common
from deckbuilder.rules.engine import Event
from deckbuilder.rules.games.monster_cards import events as mcev
from deckbuilder.rules.games.monsuno import events as mev
from deckbuilder.rules.games.redakai import events as rev


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlaytestEvents", text)


E = TypeVar("E", bound=Event)


class _Words(Generic[E]):
    """One event (``e``, typed for its describer) and how its players are named."""

    def __init__(self, event: E, seat_title: Callable[[int], str]):
        self.e = event
        self.seat_title = seat_title
        self.player = event.player
        self.you = event.player == 0

    def who(self, p: int | None = None) -> str:
        """A player as the subject of a sentence ("You", "Dummy")."""
        return self.seat_title(self.player if p is None else p)

    def obj(self, p: int) -> str:
        """A player as the object of a sentence ("you", "Dummy")."""
        return _tr("you") if p == 0 else self.seat_title(p)

    def whose(self, p: int | None = None, start: bool = False) -> str:
        """A player's, before a noun ("Your"/"your", "Dummy's")."""
        p = self.player if p is None else p
        if p == 0:
            return _tr("Your") if start else _tr("your")
        return _tr("{who}'s").format(who=self.seat_title(p))

    def pick(self, you: str, other: str, **fields: Any) -> str:
        """The "you" template for player 0, the other one for everybody else."""
        return (you if self.you else other).format(who=self.who(), **fields)


def _cards(n: Any) -> str:
    """"1 card", "3 cards" (plural forms come from the translation)."""
    n = int(n)
    text = QCoreApplication.translate("PlaytestEvents", "%n card(s)", "", n)
    # Untranslated (English): pick the English form here.
    return text.replace("card(s)", "card" if n == 1 else "cards")


def _names(values: Sequence[Any]) -> str:
    return ", ".join(str(v) for v in values)


# --------------------------------------------------------------------------- every game

def _first_player(w: _Words[common.FirstPlayer]) -> str:
    if w.e.how == "toss":
        return w.pick(_tr("You attack first"), _tr("{who} attacks first"))
    return w.pick(_tr("You go first"), _tr("{who} goes first"))


def _turn_started(w: _Words[common.TurnStarted]) -> str:
    return w.pick(_tr("Your turn {turn} begins"), _tr("Turn {turn} of {who} begins"),
                  turn=w.e.player_turn)


def _turn_ended(w: _Words[common.TurnEnded]) -> str:
    return w.pick(_tr("You end your turn"), _tr("{who} ends the turn"))


def _card_drawn(w: _Words[common.CardDrawn]) -> str:
    return w.pick(_tr("You draw {card}"), _tr("{who} draws a card"), card=w.e.card)


def _discard_reason(reason: str) -> str:
    known = {"hand limit": _tr("hand limit"), "no free slot": _tr("no free power slot"),
             "after combat": _tr("after the combat"), "owner lost": _tr("its owner is out"),
             "replaced on the field": _tr("replaced on the field")}
    return known.get(reason, reason)


def _card_discarded(w: _Words[common.CardDiscarded]) -> str:
    reason = _discard_reason(str(w.e.reason))
    if reason:
        return w.pick(_tr("You discard {card} ({reason})"),
                      _tr("{who} discards {card} ({reason})"),
                      card=w.e.card, reason=reason)
    return w.pick(_tr("You discard {card}"), _tr("{who} discards {card}"),
                  card=w.e.card)


def _game_won(w: _Words[common.GameWon]) -> str:
    return w.pick(_tr("You win the game!"), _tr("{who} wins the game"))


def _game_drawn(w: _Words[common.GameDrawn]) -> str:
    return _tr("The game is a draw")


# --------------------------------------------------------------------------- Redakai


def _zone_name(zone: str) -> str:
    return {"left": _tr("left"), "middle": _tr("middle"), "right": _tr("right")}.get(zone, zone)


def _kairu_refilled(w: _Words[rev.KairuRefilled]) -> str:
    return _tr("{whose} Kairu is refilled to {maximum}").format(
        whose=w.whose(start=True), maximum=w.e.maximum)


def _decked_out(w: _Words[rev.DeckedOut]) -> str:
    return w.pick(_tr("You must draw from an empty deck: you lose"),
                  _tr("{who} must draw from an empty deck and loses"))


def _zone_healed(w: _Words[rev.ZoneHealed]) -> str:
    return _tr("{whose} {character}: the {zone} zone is healed").format(
        whose=w.whose(start=True), character=w.e.character,
        zone=_zone_name(str(w.e.zone)))


def _monster_played(w: _Words[rev.MonsterPlayed]) -> str:
    return w.pick(_tr("You transform {character} into {card} ({kairu} Kairu)"),
                  _tr("{who} transforms {character} into {card} ({kairu} Kairu)"),
                  character=w.e.character, card=w.e.card, kairu=w.e.kairu)


def _attack_played(w: _Words[rev.AttackPlayed]) -> str:
    return w.pick(_tr("You attack {target} with {card} (power {power}, {kairu} Kairu)"),
                  _tr("{who} attacks {target} with {card} (power {power}, {kairu} Kairu)"),
                  target=w.e.target, card=w.e.card, power=w.e.power,
                  kairu=w.e.kairu)


def _react_used(w: _Words[rev.ReactUsed]) -> str:
    d = w.e
    if d.character:
        return w.pick(_tr("You react with {card} on {character} ({kairu} Kairu)"),
                      _tr("{who} reacts with {card} on {character} ({kairu} Kairu)"),
                      card=d.card, character=d.character, kairu=d.kairu)
    return w.pick(_tr("You react with {card} ({kairu} Kairu)"),
                  _tr("{who} reacts with {card} ({kairu} Kairu)"),
                  card=d.card, kairu=d.kairu)


def _defense_raised(w: _Words[rev.DefenseRaised]) -> str:
    return _tr("{whose} team gets +{amount} {color} defence until {whose_lower} next turn"
               ).format(whose=w.whose(start=True), whose_lower=w.whose(),
                        amount=w.e.amount, color=w.e.color)


def _power_raised(w: _Words[rev.PowerRaised]) -> str:
    return w.pick(_tr("Your attack gets +{amount} power"),
                  _tr("{who}'s attack gets +{amount} power"), amount=w.e.amount)


def _effect_not_simulated(w: _Words[rev.EffectNotSimulated]) -> str:
    return _tr("The effect \u201c{verb}\u201d is not simulated").format(verb=w.e.verb)


def _react_passed(w: _Words[rev.ReactPassed]) -> str:
    return w.pick(_tr("You pass (no react)"), _tr("{who} passes (no react)"))


def _attack_stopped(w: _Words[rev.AttackStopped]) -> str:
    d = w.e
    return _tr("{card} is stopped by {target} (power {power} vs defence {defense})").format(
        card=d.card, target=d.target, power=d.power, defense=d.defense)


def _attack_hit(w: _Words[rev.AttackHit]) -> str:
    d = w.e
    zones = [_zone_name(str(z)) for z in d.damaged]
    fields = {"card": d.card, "target": d.target, "power": d.power,
              "defense": d.defense, "zones": _names(zones)}
    if not zones:
        return _tr("{card} hits {target} (power {power} vs defence {defense}): "
                   "no new damage").format(**fields)
    if len(zones) == 1:
        return _tr("{card} hits {target} (power {power} vs defence {defense}): "
                   "{zones} zone damaged").format(**fields)
    return _tr("{card} hits {target} (power {power} vs defence {defense}): "
               "{zones} zones damaged").format(**fields)


def _ability_blanked(w: _Words[rev.AbilityBlanked]) -> str:
    return _tr("{whose} {character} loses its ability").format(
        whose=w.whose(start=True), character=w.e.character)


def _character_defeated(w: _Words[rev.CharacterDefeated]) -> str:
    return _tr("{whose} {character} is defeated").format(
        whose=w.whose(start=True), character=w.e.character)


# --------------------------------------------------------------------------- Monsuno

def _deck_empty(w: _Words[mev.DeckEmpty]) -> str:
    return w.pick(_tr("Your deck and discard pile are empty: you draw nothing"),
                  _tr("{who} has no card left to draw"))


def _deck_reshuffled(w: _Words[mev.DeckReshuffled]) -> str:
    return w.pick(_tr("You shuffle your discard pile into a new deck ({cards})"),
                  _tr("{who} shuffles the discard pile into a new deck ({cards})"),
                  cards=_cards(w.e.cards))


def _round_started(w: _Words[mev.RoundStarted]) -> str:
    return w.pick(_tr("Round {round}: you attack"), _tr("Round {round}: {who} attacks"),
                  round=w.e.round)


def _launch(w: _Words[mev.LaunchResolved]) -> str:
    outcome = w.e.outcome
    if outcome == "miss":
        return _tr("{whose} launch misses: the roles swap").format(whose=w.whose(start=True))
    if outcome == "clash":
        return _tr("Both Monsuno are launched: clash")
    if outcome == "both-out":
        return w.pick(_tr("Both Monsuno are out: you attack with the advantage"),
                      _tr("Both Monsuno are out: {who} attacks with the advantage"))
    return _tr("Launch: {outcome}").format(outcome=outcome)


def _clash_started(w: _Words[mev.ClashStarted]) -> str:
    if w.e.advantage:
        return _tr("Clash {clash} begins (the attacker has the advantage)").format(
            clash=w.e.clash)
    return _tr("Clash {clash} begins").format(clash=w.e.clash)


def _no_strike_card(w: _Words[mev.NoStrikeCard]) -> str:
    return w.pick(_tr("You play no strike card"), _tr("{who} plays no strike card"))


def _card_to_bottom(w: _Words[mev.CardToBottom]) -> str:
    return w.pick(_tr("You put {card} at the bottom of your deck"),
                  _tr("{who} puts a card at the bottom of the deck"), card=w.e.card)


def _strike_card_set(w: _Words[mev.StrikeCardSet]) -> str:
    if w.e.face_up:
        return w.pick(_tr("You play {card} face up"), _tr("{who} plays {card} face up"),
                      card=w.e.card)
    return w.pick(_tr("You set a strike card face down"),
                  _tr("{who} sets a strike card face down"))


def _strike_cards_revealed(w: _Words[mev.StrikeCardsRevealed]) -> str:
    parts = [_tr("{who}: {card}").format(who=w.who(p),
                                         card=card if card else _tr("no card"))
             for p, card in enumerate(w.e.cards)]
    return _tr("Strike cards revealed \u2014 {cards}").format(cards="; ".join(parts))


def _domination(w: _Words[mev.Domination]) -> str:
    d = w.e
    if d.how == "icons":
        return w.pick(_tr("You dominate (icons)"), _tr("{who} dominates (icons)"))
    speeds = d.speeds or {}
    shown = ", ".join(_tr("{who}: {speed}").format(who=w.who(int(p)), speed=s)
                      for p, s in sorted(speeds.items()))
    if not shown:
        return w.pick(_tr("You dominate (speed)"), _tr("{who} dominates (speed)"))
    return w.pick(_tr("You dominate on speed ({speeds})"),
                  _tr("{who} dominates on speed ({speeds})"), speeds=shown)


def _damage_dealt(w: _Words[mev.ClashDamage | mev.DamageDealt]) -> str:
    d = w.e
    if isinstance(d, mev.DamageDealt):     # hard rules: total damage and printed life
        recover = d.source == "recover"
        owner = w.player if recover else 1 - w.player
        fields = {"whose": w.whose(owner, start=True), "target": d.target,
                  "amount": d.amount, "left": max(0, int(d.life) - int(d.damage)),
                  "source": d.source, "theirs": w.whose()}
        if recover:
            return _tr("{whose} {target} takes {amount} damage from the Recover "
                       "({left} life left)").format(**fields)
        return _tr("{whose} {target} takes {amount} damage from {theirs} {source} "
                   "({left} life left)").format(**fields)
    fields = {"whose": w.whose(1 - w.player, start=True), "target": d.target,
              "amount": d.amount, "life": d.life, "card": d.card,
              "theirs": w.whose()}
    if d.source == "super":
        return _tr("{whose} {target} takes {amount} damage from the super strike of "
                   "{theirs} {card} (life {life})").format(**fields)
    return _tr("{whose} {target} takes {amount} damage from {theirs} {card} "
               "(life {life})").format(**fields)


def _super_strike(w: _Words[mev.ClashSuperStrike | mev.SuperStrike]) -> str:
    d = w.e
    discarded = d.discarded
    cards = discarded if isinstance(discarded, str) else _names(discarded)
    return _tr("{whose} {monsuno} uses its super strike, discarding {cards}").format(
        whose=w.whose(start=True), monsuno=d.monsuno, cards=cards or _tr("nothing"))


def _card_attached(w: _Words[mev.CardAttached]) -> str:
    return w.pick(_tr("You attach {card} to {monsuno}"),
                  _tr("{who} attaches {card} to {monsuno}"),
                  card=w.e.card, monsuno=w.e.monsuno)


def _card_clipped(w: _Words[mev.CardClipped]) -> str:
    return w.pick(_tr("You clip {card} to {monsuno}"), _tr("{who} clips {card} to {monsuno}"),
                  card=w.e.card, monsuno=w.e.monsuno)


def _powered_up(w: _Words[mev.PoweredUp]) -> str:
    return _tr("{whose} {monsuno} is powered up").format(whose=w.whose(start=True),
                                                         monsuno=w.e.monsuno)


def _monsuno_launched(w: _Words[mev.MonsunoLaunched]) -> str:
    paid = w.e.paid or []
    if paid:
        return w.pick(_tr("You launch {monsuno}, paying {cards}"),
                      _tr("{who} launches {monsuno}, paying {cards}"),
                      monsuno=w.e.monsuno, cards=_names(paid))
    return w.pick(_tr("You launch {monsuno}"), _tr("{who} launches {monsuno}"),
                  monsuno=w.e.monsuno)


def _recovered(w: _Words[mev.Recovered]) -> str:
    d = w.e
    if d.mulligan:
        text = w.pick(_tr("You Recover: you discard your hand ({discarded}) and draw "
                          "{drawn}"),
                      _tr("{who} Recovers: discards the hand ({discarded}) and draws "
                          "{drawn}"), discarded=_cards(d.discarded), drawn=_cards(d.drawn))
    else:
        text = w.pick(_tr("You Recover and draw {drawn}"),
                      _tr("{who} Recovers and draws {drawn}"), drawn=_cards(d.drawn))
    if d.out_of_turn:
        return _tr("Out of turn: {text}").format(text=text)
    return text


def _strike_declared(w: _Words[mev.StrikeDeclared]) -> str:
    d = w.e
    fields = {"whose": w.whose(start=True), "monsuno": d.monsuno,
              "theirs": w.whose(1 - w.player), "target": d.target}
    if d.target_on_battlefield:
        return _tr("{whose} {monsuno} strikes {theirs} {target}").format(**fields)
    return _tr("{whose} {monsuno} strikes {theirs} {target} (not on the battlefield)").format(
        **fields)


def _effect_applied(w: _Words[mev.EffectApplied]) -> str:
    d = w.e
    fields = {"card": d.card, "amount": d.amount, "verb": d.verb,
              "color": d.color}
    verb = d.verb
    if verb == "speed":
        return _tr("{card}: +{amount} speed").format(**fields)
    if verb == "damage":
        return _tr("{card}: +{amount} damage to the strike card").format(**fields)
    if verb == "power":
        return _tr("{card}: +{amount} damage to the Monsuno").format(**fields)
    if verb == "heal":
        return _tr("{card}: heals {amount} damage").format(**fields)
    if verb == "draw":
        return _tr("{card}: draw {amount}").format(**fields)
    if verb == "defense" and fields["color"]:
        return _tr("{card}: {amount} less {color} damage this combat").format(**fields)
    return _tr("{card}: {verb} {amount}").format(**fields)


def _monsuno_defeated(w: _Words[mev.MonsunoDefeated]) -> str:
    discarded = w.e.discarded or []
    fields = {"whose": w.whose(start=True), "monsuno": w.e.monsuno,
              "cards": _names(discarded)}
    if discarded:
        return _tr("{whose} {monsuno} is defeated; its clipped cards are discarded "
                   "({cards})").format(**fields)
    return _tr("{whose} {monsuno} is defeated").format(**fields)


def _monsuno_tired(w: _Words[mev.MonsunoTired]) -> str:
    return _tr("{whose} {monsuno} is tired").format(whose=w.whose(start=True),
                                                    monsuno=w.e.monsuno)


# --------------------------------------------------------------------------- MONSTER CARDS

def _mill_reason(reason: str) -> str:
    known = {"attack": _tr("attack damage"), "lightning": _tr("Lightning"),
             "pressure": _tr("Pressure"), "surge": _tr("Surge"),
             "double edged": _tr("Double Edged")}
    return known.get(reason, reason)


def _cards_milled(w: _Words[mcev.CardsMilled]) -> str:
    d = w.e
    return w.pick(_tr("You lose {cards} from your deck to the graveyard ({reason}); "
                      "{deck} left"),
                  _tr("{who} loses {cards} from the deck to the graveyard "
                      "({reason}); {deck} left"),
                  cards=_cards(d.amount), reason=_mill_reason(str(d.reason)),
                  deck=d.deck)


def _player_lost(w: _Words[mcev.PlayerLost]) -> str:
    reason = str(w.e.reason)
    reason = {"deck at 0": _tr("deck empty"),
              "finishing blow": _tr("Finishing Blow")}.get(reason, reason)
    return w.pick(_tr("You are out ({reason})"), _tr("{who} is out ({reason})"),
                  reason=reason)


def _discard_skill_played(w: _Words[mcev.DiscardSkillPlayed]) -> str:
    return w.pick(_tr("You play {card} ({skill}) to the Discard zone"),
                  _tr("{who} plays {card} ({skill}) to the Discard zone"),
                  card=w.e.card, skill=w.e.skill)


def _next_player_chosen(w: _Words[mcev.NextPlayerChosen]) -> str:
    chosen = int(w.e.chosen)
    if chosen == w.player:
        return w.pick(_tr("You will take the next turn yourself"),
                      _tr("{who} will take the next turn"))
    return w.pick(_tr("You choose {chosen} to play next"),
                  _tr("{who} chooses {chosen} to play next"), chosen=w.obj(chosen))


def _field_card_played(w: _Words[mcev.FieldCardPlayed]) -> str:
    return w.pick(_tr("You put {card} ({skill}) on the Field"),
                  _tr("{who} puts {card} ({skill}) on the Field"),
                  card=w.e.card, skill=w.e.skill)


def _card_played(w: _Words[mcev.CardPlayed]) -> str:
    if w.e.zone == "defense":
        return w.pick(_tr("You play {card} to the Defense zone"),
                      _tr("{who} plays {card} to the Defense zone"), card=w.e.card)
    return w.pick(_tr("You play {card} to the Attack zone"),
                  _tr("{who} plays {card} to the Attack zone"), card=w.e.card)


def _attacker_placed(w: _Words[mcev.AttackerPlaced]) -> str:
    return _tr("{whose} {card} holds the Attack zone").format(whose=w.whose(start=True),
                                                              card=w.e.card)


def _card_healed(w: _Words[mcev.CardHealed]) -> str:
    return _tr("{card}: the top card of {whose} graveyard goes back on the deck "
               "({cards} in the deck)").format(card=w.e.card, whose=w.whose(),
                                               cards=_cards(w.e.deck))


def _cards_swapped(w: _Words[mcev.CardsSwapped]) -> str:
    d = w.e
    other = int(d.other)
    if w.you:
        return _tr("Swindle: you give {given} to {other} and take {taken}").format(
            given=d.given, taken=d.taken, other=w.who(other))
    if other == 0:
        return _tr("Swindle: {who} takes your {taken} and gives you {given}").format(
            who=w.who(), taken=d.taken, given=d.given)
    return _tr("Swindle: {who} swaps a card with {other}").format(who=w.who(),
                                                                   other=w.who(other))


def _replacement_damage(w: _Words[mcev.ReplacementDamage]) -> str:
    d = w.e
    return _tr("{whose} {card} is replaced and deals {damage} damage to {target}").format(
        whose=w.whose(start=True), card=d.card, damage=d.damage,
        target=w.obj(int(d.target)))


def _hand_discarded(w: _Words[mcev.HandDiscarded]) -> str:
    d = w.e
    return w.pick(_tr("{card} (Ruin): you discard your hand ({cards})"),
                  _tr("{card} (Ruin): {who} discards the hand ({cards})"),
                  card=d.card, cards=_names(d.cards))


def _card_returned(w: _Words[mcev.CardReturned]) -> str:
    return _tr("{whose} {card} returns to the hand (Return)").format(
        whose=w.whose(start=True), card=w.e.card)


def _friendship(w: _Words[mcev.Friendship]) -> str:
    return w.pick(_tr("Friendship: your {card} and {attacker} go to the Discard zone; you "
                      "take the next turn"),
                  _tr("Friendship: {who}'s {card} and {attacker} go to the Discard zone; "
                      "{who} takes the next turn"),
                  card=w.e.card, attacker=w.e.attacker)


def _combat(w: _Words[mcev.Combat]) -> str:
    d = w.e
    fields = {"theirs": w.whose(int(d.attacker_owner)), "attacker": d.attacker,
              "a": d.attacker_advantage, "mine": w.whose(), "defender": d.defender,
              "d": d.defender_advantage}
    result = d.result
    if result == "attacker":
        return _tr("Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} "
                   "(advantage {d}): the attacker wins").format(**fields)
    if result == "defender":
        return _tr("Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} "
                   "(advantage {d}): the defender wins").format(**fields)
    return _tr("Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} "
               "(advantage {d}): a tie").format(**fields)


def _finishing_blow(w: _Words[mcev.FinishingBlow]) -> str:
    return _tr("Finishing Blow! {whose} {card} knocks {target} out").format(
        whose=w.whose(start=True), card=w.e.card, target=w.obj(int(w.e.target)))


def _double_edged(w: _Words[mcev.DoubleEdged]) -> str:
    damage = w.e.damage
    parts = ", ".join(_tr("{who}: {damage}").format(who=w.who(int(p)), damage=n)
                      for p, n in sorted(damage.items()))
    return _tr("Double Edged damage \u2014 {parts}").format(parts=parts)


def _attack_damage(w: _Words[mcev.AttackDamage]) -> str:
    d = w.e
    fields = {"whose": w.whose(start=True), "card": d.card, "damage": d.damage,
              "target": w.obj(int(d.target))}
    if d.protected:
        return _tr("{whose} {card} deals {damage} damage to {target} (reduced by "
                   "Protect)").format(**fields)
    return _tr("{whose} {card} deals {damage} damage to {target}").format(**fields)


# --------------------------------------------------------------------------- the table

_DESCRIBE: dict[type[Event], Callable[[_Words[Any]], str]] = {
    # every game
    common.FirstPlayer: _first_player, common.TurnStarted: _turn_started,
    common.TurnEnded: _turn_ended, common.CardDrawn: _card_drawn,
    common.CardDiscarded: _card_discarded, common.GameWon: _game_won,
    common.GameDrawn: _game_drawn,
    # Redakai
    rev.KairuRefilled: _kairu_refilled, rev.DeckedOut: _decked_out,
    rev.ZoneHealed: _zone_healed, rev.MonsterPlayed: _monster_played,
    rev.AttackPlayed: _attack_played, rev.ReactUsed: _react_used,
    rev.ReactPassed: _react_passed,
    rev.DefenseRaised: _defense_raised, rev.PowerRaised: _power_raised,
    rev.EffectNotSimulated: _effect_not_simulated, rev.AttackStopped: _attack_stopped,
    rev.AttackHit: _attack_hit, rev.AbilityBlanked: _ability_blanked,
    rev.CharacterDefeated: _character_defeated,
    # Monsuno
    mev.DeckEmpty: _deck_empty, mev.DeckReshuffled: _deck_reshuffled,
    mev.RoundStarted: _round_started, mev.LaunchResolved: _launch,
    mev.ClashStarted: _clash_started,
    mev.NoStrikeCard: _no_strike_card, mev.CardToBottom: _card_to_bottom,
    mev.StrikeCardSet: _strike_card_set, mev.StrikeCardsRevealed: _strike_cards_revealed,
    mev.Domination: _domination, mev.ClashDamage: _damage_dealt,
    mev.DamageDealt: _damage_dealt, mev.ClashSuperStrike: _super_strike,
    mev.SuperStrike: _super_strike,
    mev.CardAttached: _card_attached, mev.CardClipped: _card_clipped,
    mev.PoweredUp: _powered_up, mev.MonsunoLaunched: _monsuno_launched,
    mev.Recovered: _recovered, mev.StrikeDeclared: _strike_declared,
    mev.EffectApplied: _effect_applied, mev.MonsunoDefeated: _monsuno_defeated,
    mev.MonsunoTired: _monsuno_tired,
    # MONSTER CARDS
    mcev.CardsMilled: _cards_milled, mcev.PlayerLost: _player_lost,
    mcev.DiscardSkillPlayed: _discard_skill_played,
    mcev.NextPlayerChosen: _next_player_chosen, mcev.FieldCardPlayed: _field_card_played,
    mcev.CardPlayed: _card_played, mcev.AttackerPlaced: _attacker_placed,
    mcev.CardHealed: _card_healed, mcev.CardsSwapped: _cards_swapped,
    mcev.ReplacementDamage: _replacement_damage, mcev.HandDiscarded: _hand_discarded,
    mcev.CardReturned: _card_returned, mcev.Friendship: _friendship, mcev.Combat: _combat,
    mcev.FinishingBlow: _finishing_blow, mcev.DoubleEdged: _double_edged,
    mcev.AttackDamage: _attack_damage,
}

#: The event types :func:`describe_event` has words for.
EVENT_TYPES = frozenset(_DESCRIBE)


def describe_event(event: Event, seat_title: Callable[[int], str]) -> str:
    """One short line in words for ``event`` (players named by ``seat_title``). An event
    type without words raises ``KeyError``: every engine event must have its line."""
    return _DESCRIBE[type(event)](_Words(event, seat_title))
