"""MONSTER CARDS (RULES.md §1.3, §3, §6.3–6.6): the engine and its bots, 2 to 8 players
(the ruleset is declared in rulesets.py).

The board
=========

Every player has a **deck** (their life: the top card is the end of the list), a **hand**
and a **graveyard** (where damage sends cards; its top card is the last one). The table
has one **Attack zone** (one card at most), one **Field** (one Game-Changer card at most)
and a **Discard zone**; :meth:`MonsterCardsState.card_locations` lists each card under its
owner, zone by zone (``deck``, ``hand``, ``graveyard``, ``discard``, ``attack``, ``field``
and ``played`` — a card between the hand and its zone, which is never seen between two
actions except in a finished game).

Setup
=====

Every deck is shuffled; nobody holds cards before their first turn (the first draw to 3 is
part of that turn). Who goes first is a chance step with one outcome per seat, all equally
likely (a person may pick it). People see seat ``p`` as "Player p+1".

A turn (§6.3)
=============

1. *Lightning*: if the Attack zone holds a Lightning card of another player, the player
   whose turn begins mills 1 (deck → graveyard). It fires at the start of every turn of
   every player except its owner, for as long as it stays there ("the next player" is the
   one whose turn comes next, whoever that is). It never fires for its own owner.
2. Draw until the hand holds ``hand_size`` (3) cards. A hand that already holds more keeps
   them (it only happens after Return).
3. Optionally, in any order, one Discard-skill card (Dodge, Snipe) to the Discard zone and
   one Game-Changer card to the Field (the old field card goes to its owner's discard).
   These plays are allowed even while your card holds the Attack zone.
4. The main play: if your card holds the Attack zone you play nothing; otherwise you play
   one card to the Attack zone (*replacement*: the card there deals its power to you and
   goes to discard, yours takes its place) or to the Defense zone (combat with the card in
   the Attack zone). With an empty Attack zone both lead to the same place, so only "to the
   Attack zone" is offered. All of this is one decision, ``monster_cards.main``. When
   nothing is left to choose (your card holds the Attack zone and you hold no Discard or
   Game-Changer card) the player still confirms the end of the turn
   (``monster_cards.end``), as in Redakai, so the turn is seen to pass; the dummy's turns
   and the rest of the turn of a player who just lost pass by themselves.

Damage and losing
=================

Damage mills that many cards. **A deck at 0 loses at once**, however it got there — also
by drawing the last card. Losses are checked after every atomic step (a draw, a mill,
the Double Edged damage of a combat, Surge's mill of every player…); every player found at
0 in the same check loses at the same time: the last player standing wins, and if nobody
is left the game is a draw (``winner == -1``). A player who loses leaves the game: their
cards in the Attack zone, the Field and the ``played`` slot go to the discard zone (their
hand, deck and graveyard stay where they are). If the player whose turn it is loses, the
turn ends at once.

Turn order
==========

Seats go 0, 1, … N−1 and around; the next player is the next seat still in the game, or
the previous one while a **Reverse** card is on the Field. **Snipe** names who takes the
next turn (any player still in, yourself included); afterwards play goes on from that
player. **Friendship** gives you the next turn; when both apply in one turn the later one
(Friendship, in the main play) wins. **Dodge** ends your turn at once and the next player
in order plays. Extra turns count as turns of their player (for the kill turn too).

Combat (§6.4) and the skills (§6.6)
===================================

The advantage of each card adds up, one *gain* at a time:

* rarity: the higher rank gains the difference (C 1, R 2, SR 3, UR 4; the ranks are an
  option); under **Revolution** the lower rank gains it;
* each of the four attribute tables (element, species, means, size) gives +1 to the
  attacker, the defender or nobody. Under **Elemental Torrent** the attacking card uses the
  field card's element in the element table; if it already has that element it keeps it
  and gains +1 (a gain of its own, not an attribute win);
* **Species Pride**: each card in the combat with the field card's species gains +1;
* **Giant Killing**: if the opposing card's power is at least ``giant_killing_gap`` (2)
  more than this card's, every gain above is 1 bigger (rarity, each attribute, the Torrent
  bonus, the Pride bonus).

More advantage wins; equal is a tie. Then, in this order:

1. **Friendship** (as defender) skips all of it: both cards go to discard, you take the
   next turn. A Friendship card that attacks, or is played with no attacker, does nothing.
2. **Finishing Blow**: the attacking card won all four attribute tables (rarity, Torrent
   and Pride do not count) → the defending player loses at once. A Finishing Blow card
   that defends never fires.
3. **Double Edged**: each point of this card's final advantage mills the opposing card's
   owner by 1, each point of the opposing card's advantage mills this card's owner by 1;
   both directions at the same time (two Double Edged cards both count).
4. The outcome: the loser goes to discard. An attacking card that wins stays in the Attack
   zone and deals its power to the defending player (minus ``protect_reduction`` (3), not
   below 0, if the defending card has **Protect**). A defending card that wins moves to the
   Attack zone. A tie sends both to discard. If a step above made the attacking card's
   owner leave, the defending card simply moves to the Attack zone; if it made the
   defending player leave, the attacking card stays and deals nothing.

"The opposing card's owner" is the owner of the card in the Attack zone when the card is
played (for a defence, and for a replacement the owner of the replaced card); a card played
to an empty Attack zone has no opposing card.

* **Heal**, **Pressure**, **Surge**, **Swindle** ("when played") fire when the card is put
  into the Attack or Defense zone by the main play, before the replacement or the combat.
  Pressure and Swindle do nothing with an empty Attack zone. Swindle swaps one card of the
  player's remaining hand with one card of the opposing card's owner's hand, both picked by
  the game's seeded random generator (each lands in the other's slot). A swapped card
  changes owner for good: from then on it is the card of the player who received it (they
  play it and hold the Attack zone with it, it returns to their hand, it leaves with them,
  it is listed under them).
* **Return** and **Ruin** fire when the attacking card deals at least 1 damage to a player:
  when it wins a combat, and also when it is replaced (the replacement damage is its
  attack damage). Ruin sends that player's whole hand to the discard zone; Return puts the
  card back in its owner's hand instead of leaving it in (or sending it from) the Attack
  zone.
* **Dodge**, **Snipe**, the Game Changers: only as the optional plays of step 3; played to
  the Attack or Defense zone they are plain monsters.

The goldfish dummy
==================

A built-in deck of 20 *Training Monster* cards: rarity C, power 1, element ``normal``, no
skill, and the most even values of the other tables — species ``beast`` (as many A as D in
its row and in its column), size ``medium`` (every size is even) and means ``close`` (no
means is even both ways; close gives nothing net as attacker and +1 net as defender, like
range and magic). ``--dummy FILE`` replaces the deck with the file's cards. The dummy draws
and loses like everybody; on its turn it plays the first card of its hand (the one it has
held longest) to the Defense zone if there is an attacker, otherwise to the Attack zone; it
never makes an optional play and never decides anything (the "when played" skills of its
cards still fire). With more than 2 players there is no passive dummy: every other seat
is a bot playing a copy of the dummy's deck with the same policy.

The kill turn is the number of the player's own turns until the opponents have all lost
(the dummy, or every bot seat). A turn in which the player's card held the Attack zone
(nothing played) counts as a turn with no card played in the statistics.

Exact odds (:meth:`MonsterCardsEngine.cards_seen`) assume a full hand of ``hand_size`` on
the first turn and one new card on each later turn (the card played the turn before is
replaced): 3, 4, 5… cards seen by turns 1, 2, 3… That is exact for turns 1 and 2 only.
Turns where your card holds the Attack zone (no play, so no draw) and extra
Dodge/Snipe/field plays (one more draw each) make the count depend on play: the
simulation counts the cards each game drew and the odds are weighed with those counts
(``sim.draw_odds`` with ``drawn``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from deckbuilder.rules.cards import Card
from deckbuilder.rules.engine import (
    Action,
    Engine,
    GameState,
    Prepared,
    expand,
    prepare_seats,
    random_policy,
    shuffle,
)

from .bots import (  # noqa: F401  (the game's API, one import away)
    HOLD,
    _best_main,
    _play_score,
    greedy_policy,
)
from .state import (  # noqa: F401  (the game's API, one import away)
    _PLAYS,
    _SKILL_CODE,
    _TARGETS,
    _WHEN_PLAYED,
    DODGE,
    DOUBLE_EDGED,
    DUMMY_DECK_SIZE,
    FINISHING_BLOW,
    FRIENDSHIP,
    GIANT_KILLING,
    HEAL,
    LIGHTNING,
    MAIN,
    NO_SKILL,
    OVER,
    PRESSURE,
    PROTECT,
    RETURN,
    REVERSE,
    REVOLUTION,
    RUIN,
    SETUP,
    SKILL_NAMES,
    SNIPE,
    SNIPE_CHOICE,
    SPECIES_PRIDE,
    SURGE,
    SWINDLE,
    TORRENT,
    CardInfo,
    MonsterCardsState,
    advantage,
    training_monster,
)
from .tables import (  # noqa: F401  (the game's API, one import away)
    _NOBODY,
    _TABLE_VALUES,
    ELEMENT_GRID,
    ELEMENT_TABLE,
    MAX_PLAYERS,
    MEANS_GRID,
    MEANS_TABLE,
    MIN_PLAYERS,
    RARITY_RANKS,
    SIZE_GRID,
    SIZE_TABLE,
    SPECIES_GRID,
    SPECIES_TABLE,
    TABLE_NAMES,
    MonsterCardsOptions,
    Table,
    Tables,
    _check_table,
    load_tables,
    parse_grid,
    tables_from_mapping,
    tables_to_mapping,
)

# --------------------------------------------------------------------------- engine

def prepare(decks: Sequence[Sequence[Card]], options: MonsterCardsOptions | None = None,
            dummy: int | None = None) -> Prepared:
    """Read the seats' decks (seat 0 first) once. ``dummy``: the passive seat, if any."""
    options = options or MonsterCardsOptions()
    if not MIN_PLAYERS <= len(decks) <= MAX_PLAYERS:
        raise ValueError(f"MONSTER CARDS is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                         f"players, not {len(decks)}")
    ranks = dict(options.rarity_ranks)
    return prepare_seats([((), deck) for deck in decks], lambda card: CardInfo(card, ranks),
                         options, dummy, Tables(options))


def start(prep: Prepared, seed: int) -> MonsterCardsState:
    """A new game (at the chance point "who goes first") with every deck shuffled."""
    n = len(prep.decks)
    state = MonsterCardsState(list(prep.info), list(prep.owner), n, prep.options, seed,
                              prep.dummy, prep.tables)
    for p in range(n):
        deck = state.deck[p] = list(prep.decks[p])
        shuffle(state.rng, deck)
    return state


def new_game(decks: Sequence[Sequence[Card]], options: MonsterCardsOptions | None = None,
             seed: int = 0, dummy: int | None = None) -> MonsterCardsState:
    """A new game from cards (tests and tools)."""
    return start(prepare(decks, options, dummy), seed)


class MonsterCardsEngine(Engine):
    """The MONSTER CARDS engine: 2 to 8 players, goldfish against the dummy or bots."""

    ruleset_id = "monster-cards"
    game = "monster-cards"
    simulated_verbs = frozenset()      # the cards have skills, not effect lists
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def options_type(self) -> MonsterCardsOptions:
        return MonsterCardsOptions()

    def prepare_goldfish(self, deck: Any, *, options: Any = None, dummy: Any = None,
                         players: int = 2) -> Prepared:
        """Seat 0 plays ``deck``. With 2 players seat 1 is the passive dummy; with more,
        every other seat is a bot with its own copy of the dummy's deck (``dummy``'s
        cards, or the built-in vanilla deck)."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"MONSTER CARDS is played by {MIN_PLAYERS} to {MAX_PLAYERS} "
                             f"players, not {players}")
        main = expand(deck.deck.deck, deck.card)
        if dummy is not None:
            bot = expand(dummy.deck.deck, dummy.card)
            if not bot:
                raise ValueError("the dummy's deck list has no cards in its deck")
        else:
            bot = _DUMMY_DECK
        decks = [main] + [bot] * (players - 1)
        return prepare(decks, options, dummy=1 if players == 2 else None)

    def start(self, prepared: Any, seed: int) -> MonsterCardsState:
        return start(prepared, seed)

    def new_goldfish(self, deck: Any, *, options: Any = None, seed: int = 0,
                     dummy: Any = None) -> MonsterCardsState:
        """A 2-player goldfish game: seat 0 plays ``deck``, seat 1 is the dummy."""
        return start(self.prepare_goldfish(deck, options=options, dummy=dummy), seed)

    def policies(self) -> dict[str, Callable[[GameState, random.Random], Action]]:
        return {"greedy": greedy_policy, "random": random_policy}

    def opening_hand(self, options: Any) -> int:
        return int(options.hand_size)

    def cards_seen(self, options: Any, turn: int, first: bool) -> int:
        # The schedule of a player who plays a card on every turn. Hands fill up to
        # hand_size at the start of each of the player's own turns (nobody holds a card
        # before), so turn 1 draws a full hand and turn 2 exactly one card: the first turn
        # always plays, as no card of the player can hold the Attack zone yet. From turn 3
        # play decides: a turn whose card holds the Attack zone played nothing and the next
        # draws nothing, a Dodge/Snipe/field play draws one more, and damage mills cards
        # from the top unseen. That count is not a function of the turn, so the
        # simulation measures it (Stats.draw_counts) and draw_odds weighs the exact odds
        # with it. Going first or second is the same.
        if turn <= 0:
            return 0
        return int(options.hand_size) + turn - 1

    def not_simulated(self, cards: Sequence[Any]) -> list[str]:
        # Every one of the 18 skills is carried out.
        return []


# --------------------------------------------------------------------------- registration

_DUMMY_DECK = [training_monster()] * DUMMY_DECK_SIZE
ENGINE = MonsterCardsEngine()
