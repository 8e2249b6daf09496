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

from deckbuilder.catalog.lookup import CatalogLookup
from deckbuilder.rules.decklist import DeckList
from deckbuilder.rules.legality import LegalityReport, ResolvedDeck
from deckbuilder.rules.registry import Ruleset, get_ruleset
from deckbuilder.services.deck_service import DeckService

DEFAULT_RULESET = "redakai-advanced"
AUTOSAVE_KEY = "autosave/deck"


def zone_title(zone: str) -> str:
    """The translated name of a deck zone."""
    from PySide6.QtCore import QCoreApplication

    return {"team": QCoreApplication.translate("DeckModels", "Team"),
            "deck": QCoreApplication.translate("DeckModels", "Deck"),
            "sideboard": QCoreApplication.translate("DeckModels", "Sideboard")}[zone]


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
        self.deck = DeckList(name="", ruleset=DEFAULT_RULESET)
        self.deck_id: int | None = None
        self.with_collection = False
        self.lookup = CatalogLookup(service.cards)
        self.resolved: ResolvedDeck | None = None
        self.report: LegalityReport | None = None
        self._batch: list[str] | None = None  # texts of the edits of an open batch()
        self._recheck()

    # ------------------------------------------------------------------ state

    @property
    def ruleset(self) -> Ruleset:
        return get_ruleset(self.deck.ruleset or DEFAULT_RULESET)

    @property
    def is_saved(self) -> bool:
        return self.undo_stack.isClean() and (self.deck_id is not None or self.is_empty)

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
        a clean deck leaves nothing behind."""
        import json

        db = self.service.db
        if self.undo_stack.isClean():
            if db.setting(AUTOSAVE_KEY):
                db.set_setting(AUTOSAVE_KEY, "")
            return
        db.set_setting(AUTOSAVE_KEY, json.dumps({"deck_id": self.deck_id,
                                                 "deck": self.deck.to_json()},
                                                ensure_ascii=False))

    def discard_autosave(self) -> None:
        if self.service.db.setting(AUTOSAVE_KEY):
            self.service.db.set_setting(AUTOSAVE_KEY, "")

    def restore_autosave(self) -> bool:
        """Open the edits a crash (or a killed app) left unsaved; True if there were any."""
        import json

        raw = self.service.db.setting(AUTOSAVE_KEY)
        if not raw:
            return False
        try:
            doc = json.loads(raw)
            deck = DeckList.from_json(doc["deck"], "autosave")
            deck_id = doc.get("deck_id")
        except (ValueError, KeyError, TypeError):
            self.discard_autosave()
            return False
        if deck_id is not None and self.service.repo.find_id(deck.name) not in (deck_id, None):
            deck_id = None
        self.load(deck, deck_id if isinstance(deck_id, int) else None)
        self.undo_stack.resetClean()  # the restored edits are not saved yet
        self.savedChanged.emit(False)
        self._autosave()
        return True

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
        self.lookup = CatalogLookup(self.service.cards)
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

    def replace_list(self, deck: DeckList, text: str) -> None:
        """Replace every card at once (a pasted list); keeps the name unless the list has
        one, and keeps the ruleset unless the list names one."""
        after = replace(deck, name=deck.name or self.deck.name,
                        ruleset=deck.ruleset or self.deck.ruleset)
        self.change(text, after)

    # ------------------------------------------------------------------ whole documents

    def load(self, deck: DeckList, deck_id: int | None) -> None:
        """Show another deck (not undoable: the history starts again)."""
        self.undo_stack.clear()
        self.deck_id = deck_id
        self.deck = deck if deck.ruleset else replace(deck, ruleset=DEFAULT_RULESET)
        self._recheck()
        self.changed.emit()
        self.undo_stack.setClean()
        self.savedChanged.emit(True)

    def new(self, ruleset_id: str | None = None) -> None:
        self.load(DeckList(name="", ruleset=ruleset_id or self.deck.ruleset), None)

    def save(self, name: str | None = None) -> int:
        """Save (under ``name`` if given: Save As makes a new deck). Raises DeckError."""
        deck = replace(self.deck, name=name) if name else self.deck
        deck = self.service.canonical(deck, self.ruleset)
        new_id = self.service.save(deck, None if name else self.deck_id)
        self.deck_id = new_id
        self.deck = deck
        self.undo_stack.setClean()
        self.changed.emit()
        return new_id

    def rename(self, name: str) -> None:
        if self.deck_id is not None:
            self.service.repo.rename(self.deck_id, name)
        self.deck = replace(self.deck, name=" ".join(name.split()))
        self.changed.emit()
