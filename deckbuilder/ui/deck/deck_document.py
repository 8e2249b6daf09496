"""The deck being edited: its list, ruleset, saved id, undo history and latest check.

Every change goes through :meth:`DeckDocument.change`, which pushes an undoable command
holding the list before and after (deck lists are immutable values, so undo is exact).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from deckbuilder.rules.decklist import DeckList, DeckValueError
from deckbuilder.rules.legality import LegalityReport, ResolvedDeck
from deckbuilder.rules.registry import Ruleset, all_games, get_ruleset
from deckbuilder.services.autosave import DeckAutosave
from deckbuilder.services.deck_service import DeckService
from deckbuilder.ui.common.legality_text import zone_title


def default_ruleset() -> str:
    """The ruleset of a new deck: the one its game's descriptor names (``new_deck_game``)."""
    games = all_games()
    return next((g for g in games if g.new_deck_game), games[0]).deck_ruleset


class _Change(QUndoCommand):
    def __init__(self, doc: DeckDocument, text: str, before: DeckList, after: DeckList):
        super().__init__(text)
        self.doc = doc
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.doc._set(self.after)

    def undo(self) -> None:
        self.doc._set(self.before)


class DeckDocument(QObject):
    """One open deck. ``changed`` fires after every edit, undo and redo; ``checked`` when
    a new legality report is ready."""

    changed = Signal()
    checked = Signal(object)  # LegalityReport
    savedChanged = Signal(bool)  # True when there is nothing unsaved

    def __init__(self, service: DeckService, parent: QObject | None = None):
        super().__init__(parent)
        self.service = service
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self.savedChanged)
        # A bound method, not a lambda: Qt drops the connection when this document is
        # destroyed, before the stack (its child) emits its last indexChanged.
        self.undo_stack.indexChanged.connect(self._index_changed)
        self.deck = DeckList(name="", ruleset=default_ruleset())
        self.deck_id: int | None = None
        self.with_collection = False
        self.lookup = service.lookup()
        self.resolved: ResolvedDeck | None = None
        self.report: LegalityReport | None = None
        self._batch: list[str] | None = None  # texts of the edits of an open batch()
        self.autosave = DeckAutosave(service)
        self._recheck()

    # ------------------------------------------------------------------ state

    @property
    def ruleset(self) -> Ruleset:
        return get_ruleset(self.deck.ruleset or default_ruleset())

    @property
    def is_saved(self) -> bool:
        """Nothing would be lost by closing: the deck is in the database exactly as shown,
        or it is an empty deck never saved. Judged by the deck, not by the undo history:
        an imported or pasted deck has a clean history and is in no database."""
        if self.deck_id is None:
            return self.is_empty
        from deckbuilder.catalog.decks import DeckError

        try:
            _id, stored = self.service.load(self.deck_id)
        except DeckError:
            return False  # deleted meanwhile (in another window)
        return _with_ruleset(stored) == self.deck

    @property
    def is_empty(self) -> bool:
        return not any(self.deck.counts().values())

    def title(self) -> str:
        return self.deck.name or self.tr("Untitled deck")

    # ------------------------------------------------------------------ autosave

    def _index_changed(self, _index: int) -> None:
        self._autosave()

    def _autosave(self) -> None:
        """Keep unsaved edits in the database after every change, so a crash loses none;
        a clean deck leaves nothing behind. Each open editor has its own slot, so two
        windows on one database never overwrite each other's edits."""
        if self.is_saved:
            self.discard_autosave()
            return
        self.autosave.keep(self.deck, self.deck_id)

    @property
    def autosave_key(self) -> str:
        return self.autosave.key

    def discard_autosave(self) -> None:
        self.autosave.discard()

    def release_autosave(self) -> None:
        """The editor closes: its slot's lock goes (a clean deck has no slot left)."""
        self.autosave.release()

    def restore_autosave(self) -> bool:
        """Open the edits a crash (or a killed app) left unsaved; True if there were any.
        Slots of editors still open (another window) are left alone."""
        def open_deck(deck: DeckList, deck_id: int | None) -> tuple[DeckList, int | None]:
            self.load(deck, deck_id)
            self.undo_stack.resetClean()  # the restored edits are not saved yet
            self.savedChanged.emit(False)
            return self.deck, self.deck_id

        return self.autosave.recover(open_deck)

    def _set(self, deck: DeckList) -> None:
        self.deck = deck
        self._recheck()
        self.changed.emit()

    def _recheck(self) -> None:
        ruleset = self.ruleset
        self.resolved = self.service.resolve(self.deck, ruleset, self.lookup)
        from deckbuilder.rules.legality import check

        collection = self.service.owned_counts(ruleset.game) if self.with_collection else None
        self.report = check(self.resolved, ruleset, None, collection)
        self.checked.emit(self.report)

    def refresh(self) -> None:
        """Check again (after the catalog or the collection changed)."""
        self.lookup = self.service.lookup()
        self._recheck()
        self.changed.emit()

    def set_with_collection(self, on: bool) -> None:
        self.with_collection = on
        self._recheck()
        self.changed.emit()

    # ------------------------------------------------------------------ edits (undoable)

    def change(self, text: str, after: DeckList) -> None:
        if after == self.deck:
            return
        if self._batch is not None:
            # Collected: batch() pushes one command for all of them when it ends.
            self._batch.append(text)
            self.deck = after
            return
        self.undo_stack.push(_Change(self, text, self.deck, after))

    @contextmanager
    def batch(self, text: str) -> Iterator[None]:
        """Make the edits inside one undo step called ``text`` (one Ctrl+Z undoes an
        action on many rows). A single command holding the list before and after, rather
        than a QUndoStack macro: it checks the deck once instead of once per card, and an
        action that changes nothing leaves no empty step behind. A batch of one edit keeps
        that edit's own text; nested batches join the outer one."""
        if self._batch is not None:
            yield
            return
        before = self.deck
        texts: list[str] = []
        self._batch = texts
        try:
            yield
        except BaseException:
            self.deck = before
            raise
        finally:
            self._batch = None
        after, self.deck = self.deck, before
        self.change(texts[0] if len(texts) == 1 else text, after)

    def add(self, zone: str, name: str, delta: int = 1) -> None:
        """Add (or with a negative delta, remove) copies of a card in a zone."""
        card = self.resolved.card(name) if self.resolved else None
        shown = card.name if card is not None else name
        after = self.deck.add(zone, shown, delta)
        where = zone_title(zone).lower()
        if delta > 0:
            text = self.tr("Add %1 to %2").replace("%1", shown).replace("%2", where)
        else:
            text = self.tr("Remove %1 from %2").replace("%1", shown).replace("%2", where)
        self.change(text, after)

    def add_copies(self, items: list[tuple[str, str]], delta: int) -> None:
        """One copy more (or, with a negative delta, fewer) of each (zone, card), as one
        undo step: +/− on the cards selected in a zone table or the card view."""
        n = len(items)
        text = (self.tr("Add a copy of %n card(s)", "", n) if delta > 0
                else self.tr("Remove a copy of %n card(s)", "", n))
        with self.batch(text):
            for zone, name in items:
                self.add(zone, name, delta)

    def move(self, name: str, src: str, dst: str) -> None:
        """Move one copy between zones (one undo step)."""
        if self.deck.copies(name, (src,)) < 1:
            return
        after = self.deck.add(src, name, -1).add(dst, name, 1)
        self.change(self.tr("Move %1 to %2").replace("%1", name)
                    .replace("%2", zone_title(dst).lower()), after)

    def set_ruleset(self, ruleset_id: str) -> None:
        if ruleset_id != self.deck.ruleset:
            self.change(self.tr("Change ruleset to %1").replace("%1", ruleset_id),
                        replace(self.deck, ruleset=ruleset_id))

    # ------------------------------------------------------------------ whole documents

    def load(self, deck: DeckList, deck_id: int | None) -> None:
        """Show another deck (not undoable: the history starts again)."""
        self.undo_stack.clear()
        self.deck_id = deck_id
        self.deck = _with_ruleset(deck)
        self._recheck()
        self.changed.emit()
        self.undo_stack.setClean()
        self.savedChanged.emit(True)
        self._autosave()  # a deck from a file is in no database yet: kept like an edit

    def new(self, ruleset_id: str | None = None) -> None:
        self.load(DeckList(name="", ruleset=ruleset_id or self.deck.ruleset), None)

    def save(self, name: str | None = None) -> int:
        """Save (under ``name`` if given: Save As makes a new deck). Raises DeckError."""
        deck = _renamed(self.deck, name) if name else self.deck
        deck = self.service.canonical(deck, self.ruleset)
        new_id = self.service.save(deck, None if name else self.deck_id)
        self.deck_id = new_id
        self.deck = deck
        self.undo_stack.setClean()
        self.changed.emit()
        self._autosave()
        return new_id

    def rename(self, name: str) -> None:
        if self.deck_id is not None:
            self.service.rename(self.deck_id, name)
        self.deck = _renamed(self.deck, " ".join(name.split()))
        self.changed.emit()
        self._autosave()


def _renamed(deck: DeckList, name: str) -> DeckList:
    """The deck under a name typed by the user; DeckError (which the editor shows) for a
    name the deck list refuses (a control character, over 200 characters)."""
    from deckbuilder.catalog.decks import DeckError

    try:
        return replace(deck, name=name)
    except DeckValueError as exc:
        raise DeckError(str(exc)) from None


def _with_ruleset(deck: DeckList) -> DeckList:
    return deck if deck.ruleset else replace(deck, ruleset=default_ruleset())
