"""The user's collection: owned copies per card, condition, language, finish and notes;
CSV import (header-mapped, forgiving about other tools' columns) and export.

An import is planned first (every row resolved and checked, nothing written), then applied
in one transaction. The plan is what the window shows as a preview.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from deckbuilder.catalog.card_repository import MAX_QUANTITY, OWNED_ROW_SQL, CardRepository
from deckbuilder.catalog.catalog_cells import parse_bool, sniff_dialect
from deckbuilder.catalog.csv_records import CsvSyntaxError, neutralise, read_records
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.file_problems import (
    CellError,
    FileProblem,
    cell_problem,
    csv_problem,
    decode_problem,
    read_problem,
)
from deckbuilder.outputs import write_output
from deckbuilder.rules.cards import GAME_TITLES, GAMES, name_key, name_problem, short_repr
from deckbuilder.text_files import COLLECTION_FILE, read_decoded, shown_name

DEFAULT_LANGUAGE = "en"
#: Card conditions, best first. Defined here, not in ``models``, so the window starts
#: without loading sqlmodel.
CONDITIONS = ("NM", "LP", "MP", "HP", "DMG")

# MAX_QUANTITY (9999) is the most copies of one variant recorded: nobody owns ten thousand
# copies of a card. Without a bound a huge number was stored and SQLite's SUM() overflowed
# on the next search or change.


def check_quantity(quantity: int) -> None:
    """Refuse a quantity outside 0–:data:`MAX_QUANTITY` (``ValueError``)."""
    if quantity < 0:
        raise ValueError(f"a quantity cannot be negative, got {quantity}")
    if quantity > MAX_QUANTITY:
        raise ValueError(f"a quantity must be a whole number from 0 to {MAX_QUANTITY}, "
                         f"got {quantity}")

CONDITION_WORDS: dict[str, str] = {
    "nm": "NM", "near mint": "NM", "nearmint": "NM", "near_mint": "NM", "mint": "NM", "m": "NM",
    "new": "NM", "nm/m": "NM", "nm-m": "NM",
    "lp": "LP", "lightly played": "LP", "light played": "LP", "lightlyplayed": "LP",
    "lightplayed": "LP",
    "excellent": "LP", "ex": "LP", "sp": "LP", "slightly played": "LP", "good (lightly played)": "LP",
    "mp": "MP", "moderately played": "MP", "moderatelyplayed": "MP", "played": "MP",
    "good": "MP", "gd": "MP", "vg": "MP", "very good": "MP",
    "hp": "HP", "heavily played": "HP", "heavy played": "HP", "heavilyplayed": "HP",
    "heavyplayed": "HP",
    "dmg": "DMG", "damaged": "DMG", "d": "DMG", "poor": "DMG", "po": "DMG",
}

LANGUAGE_WORDS: dict[str, str] = {
    "english": "en", "russian": "ru", "русский": "ru", "german": "de", "deutsch": "de",
    "french": "fr", "français": "fr", "spanish": "es", "español": "es", "italian": "it",
    "portuguese": "pt", "japanese": "ja", "chinese": "zh", "korean": "ko", "polish": "pl",
    "ukrainian": "uk", "dutch": "nl",
}

FOIL_TRUE = {"foil", "etched", "holo", "holofoil", "premium"}
FOIL_FALSE = {"", "normal", "nonfoil", "non-foil", "regular", "plain"}

# Header name (lower-case) -> our column. Covers our own export and the columns other
# tools write (Moxfield, Deckbox, Dragon Shield, ManaBox, Delver Lens).
HEADER_ALIASES: dict[str, str] = {
    "quantity": "quantity", "count": "quantity", "qty": "quantity", "amount": "quantity",
    "copies": "quantity", "количество": "quantity",
    "name": "name", "card name": "name", "card": "name", "cardname": "name", "название": "name",
    "condition": "condition", "cond": "condition",
    "language": "language", "lang": "language",
    "foil": "foil", "printing": "foil", "finish": "foil",
    "game": "game",
    "set": "set", "edition": "set", "set code": "set", "set name": "set_name",
    "notes": "notes", "note": "notes", "comment": "notes", "comments": "notes",
    "number": "number", "card number": "number", "collector number": "number",
    # What collectors keep beside their copies (Deckbox, Moxfield, Dragon Shield, ManaBox).
    "tradelist count": "trade", "trade quantity": "trade", "trade count": "trade",
    "trade": "trade",
    "purchase price": "price", "my price": "price", "price bought": "price", "price": "price",
    "purchase price currency": "currency", "currency": "currency",
}

#: The most one copy may be said to cost, in cents (the schema's CHECK says the same): a
#: million, far above any card of these games, low enough that a total never overflows.
MAX_PRICE_CENTS = 100_000_000

#: Currency signs other tools put before or after a price, and the code each stands for.
CURRENCY_SIGNS = {"$": "USD", "€": "EUR", "£": "GBP", "₽": "RUB", "¥": "JPY"}


class CollectionFileError(ValueError):
    """A collection file cannot be imported. ``errors`` names each line and column;
    ``problems`` are the same as :class:`FileProblem` values (for the window's
    translation)."""

    def __init__(self, path: str | Path, problems: list[FileProblem]):
        self.path = str(path)
        self.problems = problems
        self.errors = errors = [str(p) for p in problems]
        super().__init__(f"{path}: nothing was imported.\n" + "\n".join(errors[:50])
                         + (f"\n… and {len(errors) - 50} more" if len(errors) > 50 else ""))


class CollectionChangedError(RuntimeError):
    """The collection changed between an import's preview and its apply (another window or
    command wrote to it); nothing was written. ``plan`` is the import worked out again
    against the collection as it is now."""

    def __init__(self, plan: ImportPlan):
        self.plan = plan
        super().__init__(f"{plan.path}: the collection changed since the preview; nothing "
                         "was imported. Check the new preview and import again.")


@dataclass(frozen=True, slots=True)
class Variant:
    condition: str = "NM"
    language: str = DEFAULT_LANGUAGE
    foil: bool = False


@dataclass(frozen=True, slots=True)
class CollectionItem:
    """One owned variant of a card: its copies, how many of them are on the trade list,
    and what one copy cost (whole cents of ``currency``; None: not recorded)."""

    card_id: int
    game: str
    name: str
    quantity: int
    variant: Variant = Variant()
    notes: str = ""
    set: str | None = None
    number: str | None = None
    trade: int = 0
    price_cents: int | None = None
    currency: str = ""


@dataclass(frozen=True, slots=True)
class UnknownRow:
    line: int
    name: str
    game: str | None
    suggestions: tuple[str, ...]

    def message(self, path: str) -> str:
        return str(self.problem(path))

    def problem(self, path: str) -> FileProblem:
        hint = f" — did you mean {', '.join(repr(s) for s in self.suggestions)}?" \
            if self.suggestions else ""
        title = GAME_TITLES.get(self.game, self.game) if self.game else None
        game = f" ({title})" if title else ""
        return FileProblem(path, f"unknown card {self.name!r}{game}{hint}",
                           code="unknown-card", params={"name": self.name, "game": title,
                                                        "suggestions": self.suggestions},
                           line=self.line)


@dataclass(frozen=True, slots=True)
class Change:
    """What an import does to one variant: ``old`` → ``new`` copies; ``trade`` (copies
    on the trade list) and ``price`` (cents, currency) when the file changes them."""

    card_id: int
    game: str
    name: str
    variant: Variant
    old: int
    new: int
    notes: str | None
    trade: int | None = None
    price: tuple[int, str] | None = None


@dataclass
class ImportPlan:
    path: str
    mode: str
    changes: list[Change] = field(default_factory=list)
    unknown: list[UnknownRow] = field(default_factory=list)
    rows: int = 0
    merged: int = 0
    #: The file's columns that the import does not read, as the header names them.
    ignored_columns: tuple[str, ...] = ()
    #: The header of the quantity column; None when there is none (each row is 1 copy).
    quantity_column: str | None = None
    #: The encoding the file was read in, as messages name it (``UTF-8``,
    #: ``Windows-1252``): shown in the preview and the command's output.
    encoding: str = "UTF-8"
    # The file as read and matched to cards: copies listed per variant, its notes, the
    # card's game and name, the lines. The changes are worked out again from these against
    # the collection as it is when the plan is applied.
    wanted: dict[tuple[int, Variant], int] = field(default_factory=dict, repr=False)
    notes: dict[tuple[int, Variant], str] = field(default_factory=dict, repr=False)
    labels: dict[int, tuple[str, str]] = field(default_factory=dict, repr=False)
    lines: dict[tuple[int, Variant], list[int]] = field(default_factory=dict, repr=False)
    trades: dict[tuple[int, Variant], int] = field(default_factory=dict, repr=False)
    #: Per variant: the cents of all copies given a price, those copies, the currency.
    prices: dict[tuple[int, Variant], tuple[int, int, str]] = field(default_factory=dict,
                                                                    repr=False)

    @property
    def encoding_guessed(self) -> bool:
        """Whether the encoding is a code page assumed for a file that is not UTF-8 and
        has no byte-order mark (said to the user: a wrong guess shows in the names)."""
        return self.encoding.startswith("Windows-")

    @property
    def changed(self) -> list[Change]:
        return [c for c in self.changes if c.old != c.new or c.notes is not None
                or c.trade is not None or c.price is not None]


class CollectionRepository:
    """Owned quantities. Every change is one transaction."""

    def __init__(self, db: Database):
        self.db = db

    def owned(self, card_id: int) -> int:
        return self.db.conn.execute(
            f"SELECT COALESCE(SUM({OWNED_ROW_SQL}), 0) FROM collection_entry WHERE card_id=?",
            (card_id,)
        ).fetchone()[0]

    def owned_by_name(self, game: str) -> dict[str, int]:
        """Copies owned per card name key, for one game (legality's collection check)."""
        rows = self.db.conn.execute(
            f"SELECT card.name_key, SUM({OWNED_ROW_SQL}) FROM collection_entry ce "
            "JOIN card ON card.id = ce.card_id WHERE card.game=? GROUP BY card.id "
            "ORDER BY card.name_key", (game,))
        return {k: q for k, q in rows if q}

    def items(self, card_id: int | None = None) -> list[CollectionItem]:
        sql = ("SELECT ce.card_id, card.game, card.name, ce.quantity, ce.condition, ce.language, "
               "ce.foil, ce.notes, card.set_code, card.number, ce.trade_count, ce.price_cents, "
               "ce.currency FROM collection_entry ce "
               "JOIN card ON card.id = ce.card_id WHERE ce.quantity > 0")
        params: list[object] = []
        if card_id is not None:
            sql += " AND ce.card_id=?"
            params.append(card_id)
        sql += (" ORDER BY card.game, card.name_key, ce.condition, ce.language, ce.foil")
        return [
            CollectionItem(cid, g, n, q, Variant(c, lang, bool(f)), notes or "", s, num,
                           trade, price, currency)
            for cid, g, n, q, c, lang, f, notes, s, num, trade, price, currency
            in self.db.conn.execute(sql, params)
        ]

    def set_quantity(self, card_id: int, quantity: int, variant: Variant = Variant(),
                     notes: str | None = None) -> None:
        """Set the copies of one variant (0 removes it)."""
        check_quantity(quantity)
        _check_variant(variant)
        with self.db.transaction() as conn:
            self._set(conn, card_id, variant, quantity, notes)

    @staticmethod
    def _set(conn: sqlite3.Connection, card_id: int, variant: Variant, quantity: int,
             notes: str | None, trade: int | None = None,
             price: tuple[int | None, str] | None = None) -> None:
        """Set one variant's copies (and notes, trade count, price when not None). The
        trade list never holds more copies than are owned: fewer copies shorten it."""
        if quantity == 0 and not notes:
            conn.execute(
                "DELETE FROM collection_entry WHERE card_id=? AND condition=? AND language=? "
                "AND foil=?", (card_id, variant.condition, variant.language, int(variant.foil)))
            return
        cents, currency = price if price is not None else (None, "")
        conn.execute(
            "INSERT INTO collection_entry(card_id, quantity, condition, language, foil, notes, "
            "trade_count, price_cents, currency) VALUES (?, ?, ?, ?, ?, ?, MIN(?, ?), ?, ?) "
            "ON CONFLICT(card_id, condition, language, foil) DO UPDATE "
            "SET quantity=excluded.quantity, notes=coalesce(?, collection_entry.notes), "
            "trade_count=MIN(coalesce(?, collection_entry.trade_count), excluded.quantity), "
            "price_cents=CASE WHEN ? THEN excluded.price_cents ELSE collection_entry.price_cents "
            "END, currency=CASE WHEN ? THEN excluded.currency ELSE collection_entry.currency END",
            (card_id, quantity, variant.condition, variant.language, int(variant.foil),
             notes or "", trade or 0, quantity, cents, currency, notes, trade,
             price is not None, price is not None))

    def replace_variants(self, card_id: int,
                         rows: list[tuple[Variant, int, str]]) -> None:
        """Make the card's owned copies exactly ``rows`` (variant, quantity, notes), in one
        transaction. Two rows of the same variant add up; rows with 0 copies and no notes
        are dropped."""
        quantities: dict[Variant, int] = {}
        notes: dict[Variant, str] = {}
        for variant, quantity, note in rows:
            _check_variant(variant)
            check_quantity(quantity)
            quantities[variant] = quantities.get(variant, 0) + quantity
            check_quantity(quantities[variant])
            if note:
                notes[variant] = " · ".join(x for x in (notes.get(variant, ""), note) if x)
        with self.db.transaction() as conn:
            # The editor shows copies and notes: what else a variant holds is kept.
            kept = {Variant(c, lang, bool(f)): (trade, (cents, cur))
                    for c, lang, f, trade, cents, cur in conn.execute(
                        "SELECT condition, language, foil, trade_count, price_cents, currency "
                        "FROM collection_entry WHERE card_id=? ORDER BY id", (card_id,))}
            conn.execute("DELETE FROM collection_entry WHERE card_id=?", (card_id,))
            for variant, quantity in quantities.items():
                trade, price = kept.get(variant, (None, None))
                self._set(conn, card_id, variant, quantity, notes.get(variant), trade, price)

    def set_total(self, card_id: int, total: int) -> None:
        """Make the card's owned total ``total``: copies are added to (or first taken from)
        the plain variant (NM, English, not foil), then from the others."""
        check_quantity(total)
        with self.db.transaction() as conn:
            self._set_total(conn, card_id, total)

    def add_copies(self, card_id: int, delta: int) -> int:
        """Add ``delta`` copies (fewer when negative, never below 0) to the card's total,
        reading and writing in one transaction so a change made meanwhile by another
        window or command is kept; returns the new total."""
        with self.db.transaction() as conn:
            total = max(0, self.owned(card_id) + delta)
            check_quantity(total)
            self._set_total(conn, card_id, total)
            return total

    def _set_total(self, conn: sqlite3.Connection, card_id: int, total: int) -> None:
        rows = conn.execute(
            "SELECT condition, language, foil, quantity, notes FROM collection_entry "
            "WHERE card_id=? ORDER BY (condition='NM' AND language=? AND foil=0) DESC, id",
            (card_id, DEFAULT_LANGUAGE)).fetchall()
        current = sum(r[3] for r in rows)
        if total >= current:
            plain = Variant()
            have = next((r[3] for r in rows if Variant(r[0], r[1], bool(r[2])) == plain), 0)
            self._set(conn, card_id, plain, have + total - current, None)
            return
        excess = current - total
        for cond, lang, foil, qty, notes in rows:
            if excess == 0:
                break
            take = min(qty, excess)
            excess -= take
            self._set(conn, card_id, Variant(cond, lang, bool(foil)), qty - take, notes or None)

    # ------------------------------------------------------------------ CSV

    def export_csv(self, path: str | Path) -> int:
        """Write every owned variant (``-``: to standard output); returns the number of
        rows."""
        items = self.items()
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["Game", "Name", "Quantity", "Condition", "Language", "Foil", "Notes",
                    "Set", "Number", "Trade Count", "Price", "Currency"])
        for it in items:
            w.writerow([neutralise(str(c)) for c in (
                it.game, it.name, it.quantity, it.variant.condition, it.variant.language,
                "true" if it.variant.foil else "false", it.notes, it.set or "",
                it.number or "", it.trade,
                "" if it.price_cents is None else format_cents(it.price_cents),
                it.currency)])
        write_output(path, buf.getvalue(), self.db.path, stdio=True)
        return len(items)

    def plan_import(self, path: str | Path, *, mode: str = "set",
                    skip_unknown: bool = False, text: str | None = None,
                    encoding: str = "UTF-8") -> ImportPlan:
        """Read a collection CSV and work out every change, writing nothing.

        ``mode``: ``set`` (listed variants get the file's quantity), ``add`` (quantities
        are added), ``replace`` (the collection becomes exactly the file). ``-`` reads
        standard input (named ``<stdin>`` in messages); ``text`` (read in ``encoding``)
        stands for the file's content.
        Raises :class:`CollectionFileError` listing every bad or unknown row.
        """
        if mode not in ("set", "add", "replace"):
            raise ValueError(f"unknown import mode {mode!r}; use set, add or replace")
        if text is None:
            try:
                decoded = read_decoded(path, COLLECTION_FILE)
            except UnicodeDecodeError as exc:
                raise CollectionFileError(shown_name(path), [
                    decode_problem(Path(shown_name(path)), exc)]) from None
            except OSError as exc:
                raise CollectionFileError(shown_name(path), [
                    read_problem(Path(shown_name(path)), exc)]) from None
            text, encoding = decoded.text, decoded.encoding
        path = Path(shown_name(path))
        rows, errors, columns = _read_rows(path, text)
        cards = CardRepository(self.db)
        plan = ImportPlan(str(path), mode, ignored_columns=columns.ignored,
                          quantity_column=columns.quantity, encoding=encoding)
        totals, notes, labels, lines = plan.wanted, plan.notes, plan.labels, plan.lines
        for row in rows:
            plan.rows += 1
            found = cards.find_all(row.name, row.game)
            if row.set and len(found) > 1:
                found = [r for r in found if (r.card.set or "").lower() == row.set.lower()] or found
            if row.number and len(found) > 1:
                found = [r for r in found if (r.card.number or "") == row.number] or found
            if len(found) > 1:
                games = ", ".join(GAME_TITLES[r.card.game] for r in found)
                errors.append(FileProblem(str(path), f"{row.name!r} exists in several games "
                                          f"({games}); add a Game column",
                                          code="ambiguous-name",
                                          params={"name": row.name, "games": games},
                                          line=row.line, column="Name"))
                continue
            if not found:
                plan.unknown.append(UnknownRow(row.line, row.name, row.game,
                                               tuple(cards.suggest(row.name, row.game))))
                continue
            rec = found[0]
            key = (rec.id, row.variant)
            if key in totals:
                plan.merged += 1
            totals[key] = totals.get(key, 0) + row.quantity
            lines.setdefault(key, []).append(row.line)
            if row.trade is not None:
                plan.trades[key] = plan.trades.get(key, 0) + row.trade
            if row.price is not None:
                # Identical rows bought at different prices: the average of their copies.
                cents, copies, _cur = plan.prices.get(key, (0, 0, ""))
                plan.prices[key] = (cents + row.price * row.quantity, copies + row.quantity,
                                    row.currency)
            if row.notes:
                notes[key] = row.notes
            labels[rec.id] = (rec.card.game, rec.card.name)
        if plan.unknown and not skip_unknown:
            errors.extend(u.problem(str(path)) for u in plan.unknown)
        changes, too_many = self._work_out(plan)
        errors.extend(too_many)
        if errors:
            raise CollectionFileError(path, errors)
        plan.changes = changes
        return plan

    def _work_out(self, plan: ImportPlan) -> tuple[list[Change], list[FileProblem]]:
        """The changes of ``plan``'s file against the collection as it is now, or the
        variants the file would take past :data:`MAX_QUANTITY`."""
        path, mode, totals, lines, labels = plan.path, plan.mode, plan.wanted, plan.lines, \
            plan.labels
        current: dict[tuple[int, Variant], int] = {}
        extras: dict[tuple[int, Variant], tuple[int, tuple[int | None, str]]] = {}
        for cid, c, lang, f, q, trade, cents, currency in self.db.conn.execute(
                "SELECT card_id, condition, language, foil, quantity, trade_count, "
                "price_cents, currency FROM collection_entry ORDER BY id"):
            current[(cid, Variant(c, lang, bool(f)))] = q
            extras[(cid, Variant(c, lang, bool(f)))] = (trade, (cents, currency))
        errors: list[FileProblem] = []
        # Each row is within bounds; rows added together, or added to what is owned, may
        # not be.
        for key, qty in totals.items():
            old = current.get(key, 0)
            new = old + qty if mode == "add" else qty
            if new <= MAX_QUANTITY:
                continue
            game, name = labels[key[0]]
            at = ", ".join(str(n) for n in lines[key])
            how = f"lines {at} add up to {qty}" if len(lines[key]) > 1 else f"{qty}"
            have = f" added to the {old} you have" if mode == "add" and old else ""
            v = key[1]
            errors.append(FileProblem(
                str(path), f"{name!r} ({_variant_text(v)}): {how}{have} makes {new} copies; "
                f"at most {MAX_QUANTITY}", code="too-many-copies",
                params={"name": name, "condition": v.condition, "language": v.language,
                        "foil": v.foil, "lines": at if len(lines[key]) > 1 else None,
                        "total": qty, "old": old if mode == "add" else 0, "new": new,
                        "max": MAX_QUANTITY},
                line=lines[key][0]))
        if errors:
            return [], errors
        changes = []
        for (cid, variant), qty in totals.items():
            old = current.get((cid, variant), 0)
            new = old + qty if mode == "add" else qty
            game, name = labels[cid]
            old_trade, old_price = extras.get((cid, variant), (0, (None, "")))
            trade = plan.trades.get((cid, variant))
            if trade is not None and mode == "add":
                trade += old_trade
            price = _average(plan.prices.get((cid, variant)))
            changes.append(Change(
                cid, game, name, variant, old, new, plan.notes.get((cid, variant)),
                trade if trade is not None and trade != old_trade else None,
                price if price is not None and price != old_price else None))
        if mode == "replace":
            names = {cid: (g, n) for cid, g, n in self.db.conn.execute(
                "SELECT card.id, card.game, card.name FROM card JOIN collection_entry ce "
                "ON ce.card_id = card.id ORDER BY card.id")}
            for (cid, variant), old in current.items():
                if (cid, variant) not in totals and old:
                    game, name = names[cid]
                    changes.append(Change(cid, game, name, variant, old, 0, None))
        changes.sort(key=lambda c: (GAMES.index(c.game), name_key(c.name), c.variant.condition,
                                    c.variant.language, c.variant.foil))
        return changes, []

    def apply(self, plan: ImportPlan, *, if_unchanged: bool = False) -> int:
        """Write a plan in one transaction; returns the number of variants changed.

        The changes are worked out again inside the transaction, which holds the write
        lock: another import or edit between the plan and now (another window, a second
        command) is counted in, never overwritten. ``plan.changes`` is brought up to date
        with what was written. With ``if_unchanged`` (a preview the user has seen), a
        different outcome raises :class:`CollectionChangedError` with the new plan and
        writes nothing.
        """
        with self.db.transaction() as conn:
            changes, errors = self._work_out(plan)
            if errors:
                raise CollectionFileError(plan.path, errors)
            if changes != plan.changes:
                if if_unchanged:
                    fresh = dataclasses.replace(plan, changes=changes)
                    raise CollectionChangedError(fresh)
                plan.changes = changes
            changed = plan.changed
            if plan.mode == "replace":
                kept = {(cid, Variant(c, lang, bool(f))): (trade, (cents, cur))
                        for cid, c, lang, f, trade, cents, cur in conn.execute(
                            "SELECT card_id, condition, language, foil, trade_count, "
                            "price_cents, currency FROM collection_entry ORDER BY id")}
                conn.execute("DELETE FROM collection_entry")
                for c in plan.changes:
                    if c.new:
                        trade, price = kept.get((c.card_id, c.variant), (None, None))
                        self._set(conn, c.card_id, c.variant, c.new, c.notes,
                                  c.trade if c.trade is not None else trade,
                                  c.price if c.price is not None else price)
            else:
                for c in changed:
                    self._set(conn, c.card_id, c.variant, c.new, c.notes, c.trade, c.price)
        return len(changed)

    def import_csv(self, path: str | Path, *, mode: str = "set",
                   skip_unknown: bool = False) -> ImportPlan:
        plan = self.plan_import(path, mode=mode, skip_unknown=skip_unknown)
        self.apply(plan)
        return plan


# ----------------------------------------------------------------------------- CSV rows

@dataclass(frozen=True, slots=True)
class _Row:
    line: int
    name: str
    game: str | None
    quantity: int
    variant: Variant
    notes: str
    set: str | None
    number: str | None = None
    trade: int | None = None
    price: int | None = None
    currency: str = ""


def _average(prices: tuple[int, int, str] | None) -> tuple[int, str] | None:
    """The price of one copy from (cents of all priced copies, copies, currency)."""
    if prices is None:
        return None
    cents, copies, currency = prices
    return (round(cents / copies) if copies else cents, currency)


def format_cents(cents: int) -> str:
    """A price as files and the command line write it: ``12.50``."""
    return f"{cents // 100}.{cents % 100:02d}"


def parse_price(text: str) -> tuple[int | None, str]:
    """A price cell (``0.25``, ``$0.25``, ``1,50 €``, ``2.5 EUR``, ``1.234,50``) as whole
    cents and the currency its sign or code names (``''`` when none); (None, '') for an
    empty cell. The last ``.`` or ``,`` followed by one or two digits is the decimal mark
    (Excel in most of Europe writes a comma); any other is a thousands separator."""
    t = text.strip()
    if not t:
        return None, ""
    currency = ""
    for sign, code in CURRENCY_SIGNS.items():
        if sign in t:
            currency, t = code, t.replace(sign, "")
    words = t.split()
    if len(words) == 2 and words[1].isalpha() and len(words[1]) == 3:
        currency, t = words[1].upper(), words[0]
    t = t.replace(" ", "").replace("\u00a0", "")
    whole, cents = t, "0"
    for i in range(len(t) - 1, -1, -1):
        if t[i] in ".,":
            if 1 <= len(t) - i - 1 <= 2:
                whole, cents = t[:i], t[i + 1:].ljust(2, "0")
            break
    whole = whole.replace(",", "").replace(".", "") or "0"
    if not (whole.isascii() and whole.isdigit() and cents.isascii() and cents.isdigit()) \
            or len(whole) > 9:
        raise CellError(f"expected a price such as 0.25 or 1,50, got {short_repr(text.strip())}",
                        code="bad-price", value=short_repr(text.strip()))
    value = int(whole) * 100 + int(cents)
    if value > MAX_PRICE_CENTS:
        raise CellError(f"a price of at most {format_cents(MAX_PRICE_CENTS)} a copy, got "
                        f"{short_repr(text.strip())}", code="price-too-high",
                        value=short_repr(text.strip()))
    return value, currency


def _check_variant(v: Variant) -> None:
    if v.condition not in CONDITIONS:
        raise ValueError(f"unknown condition {v.condition!r}; use {', '.join(CONDITIONS)}")


def parse_condition(text: str) -> str:
    t = " ".join(text.strip().lower().replace("_", " ").split())
    if not t:
        return "NM"
    if t in CONDITION_WORDS:
        return CONDITION_WORDS[t]
    raise CellError(f"unknown condition {text.strip()!r}; use NM, LP, MP, HP or DMG "
                    "(or Near Mint, Lightly Played, Moderately Played, Heavily Played, Damaged)",
                    code="unknown-condition", value=text.strip())


def parse_language(text: str) -> str:
    t = text.strip().lower()
    if not t:
        return DEFAULT_LANGUAGE
    if t in LANGUAGE_WORDS:
        return LANGUAGE_WORDS[t]
    if len(t) <= 3 and t.isalpha():
        return t
    if len(t) <= 16:
        return t
    raise CellError(f"language {text.strip()!r} is too long", code="language-too-long",
                    value=text.strip())


def parse_foil(text: str) -> bool:
    t = text.strip().lower()
    if t in FOIL_TRUE:
        return True
    if t in FOIL_FALSE:
        return False
    try:
        return parse_bool(t)
    except ValueError:
        raise CellError(f"expected foil/normal or true/false, got {text.strip()!r}",
                        code="expected-foil", value=text.strip()) from None


def parse_game(text: str) -> str | None:
    t = text.strip().lower()
    if not t:
        return None
    squashed = t.replace(" ", "").replace("-", "").replace("_", "")
    for game, title in GAME_TITLES.items():
        if squashed in (game.replace("-", ""), title.lower().replace(" ", "")):
            return game
    raise CellError(f"unknown game {text.strip()!r}; use " + ", ".join(GAMES),
                    code="unknown-game", value=text.strip(), choices=", ".join(GAMES))


def _variant_text(v: Variant) -> str:
    return f"{v.condition}, {v.language}" + (", foil" if v.foil else "")


#: Columns that must not be given twice under different names: which one would count?
#: (Others, such as "Set" and "Set Code" in one file, are only hints; the first is used.)
_SINGLE_COLUMNS = ("quantity", "name")


#: The columns a row is read from ("Set" and "Number" tell apart cards of one name in
#: several games; "Set Name" is known but not read).
_READ_COLUMNS = frozenset({"quantity", "name", "condition", "language", "foil", "game",
                           "notes", "set", "number", "trade", "price", "currency"})


@dataclass(frozen=True, slots=True)
class _Columns:
    quantity: str | None = None
    ignored: tuple[str, ...] = ()


def _read_rows(path: Path, text: str) -> tuple[list[_Row], list[FileProblem], _Columns]:
    body, delim = sniff_dialect(text)
    offset = text.count("\n") - body.count("\n")
    records = read_records(body, delim)
    errors: list[FileProblem] = []
    try:
        _, _, header = next(records)
    except StopIteration:
        return [], [FileProblem(str(path), "the file is empty", code="empty-file")], _Columns()
    except CsvSyntaxError as exc:
        return [], [csv_problem(path, exc, offset)], _Columns()
    cols: dict[str, int] = {}
    seen: dict[str, int] = {}
    for i, h in enumerate(header):
        text_key = " ".join(h.strip().lower().split())
        key = HEADER_ALIASES.get(text_key)
        if not key:
            continue
        if text_key in seen or (key in cols and key in _SINGLE_COLUMNS):
            first = seen.get(text_key, cols.get(key, 0))
            errors.append(FileProblem(
                str(path), f"{h.strip()!r} repeats column {first + 1} "
                f"({header[first].strip()!r}); which one counts? Remove one of them",
                code="column-repeats", params={"name": h.strip(), "first": first + 1,
                                               "first_name": header[first].strip()},
                line=1 + offset, column=i + 1))
        seen.setdefault(text_key, i)
        cols.setdefault(key, i)
    if "name" not in cols:
        found = ", ".join(repr(h) for h in header)
        return [], [FileProblem(str(path), "no card name column (expected 'Name' or "
                                f"'Card Name'; found {found})", code="no-name-column",
                                params={"found": found}, line=1 + offset)], _Columns()
    if errors:
        return [], errors, _Columns()
    # Said before the import, so that a column the user counted on (a quantity under a
    # name we do not know) is not dropped without a word.
    read = {i for key, i in cols.items() if key in _READ_COLUMNS}
    columns = _Columns(
        header[cols["quantity"]].strip() if "quantity" in cols else None,
        tuple(h.strip() for i, h in enumerate(header) if i not in read and h.strip()))
    rows: list[_Row] = []
    try:
        for _first, last, cells in records:
            line = last + offset
            if not any(c.strip() for c in cells):
                continue
            if len(cells) > len(header) and any(c.strip() for c in cells[len(header):]):
                # Usually a name with a comma that is not in quotes: the row is shifted.
                sep = {",": "comma", ";": "semicolon", "\t": "tab"}.get(delim, repr(delim))
                errors.append(FileProblem(
                    str(path), f"{len(cells)} cells but the header has {len(header)} columns "
                    f'(a cell holding a {sep} must be in double quotes: "Name, with comma")',
                    code="cells-shifted", params={"cells": len(cells), "columns": len(header),
                                                  "separator": delim},
                    line=line))
                continue
            row = _read_row(path, line, header, cols, cells, errors)
            if row is not None:
                rows.append(row)
    except CsvSyntaxError as exc:
        errors.append(csv_problem(path, exc, offset))
    return rows, errors, columns


def _read_row(path: Path, line: int, header: list[str], cols: dict[str, int],
              cells: list[str], errors: list[FileProblem]) -> _Row | None:
    """One collection row, or None after adding its problems to ``errors``."""

    def cell(key: str) -> str:
        i = cols.get(key)
        return cells[i] if i is not None and i < len(cells) else ""

    name = " ".join(cell("name").split())
    if not name:
        errors.append(FileProblem(str(path), "empty card name", code="empty-name",
                                  line=line, column="Name"))
        return None
    bad = name_problem(name)
    if bad is not None:
        # Refused before any lookup: suggesting names for a huge one costs far too much.
        column = header[cols["name"]]
        errors.append(
            FileProblem(str(path), bad.message, code="name-too-long", params=bad.params,
                        line=line, column=column) if bad.too_long else
            FileProblem(str(path), bad.message, code="name-control-character",
                        params=bad.params, line=line, column=column))
        return None
    row_ok = True
    qty_text = cell("quantity").strip()
    quantity = 1
    if "quantity" in cols:
        # ASCII digits only: int() also takes "٣", "+3" and "1_000".
        quantity = int(qty_text) if qty_text.isascii() and qty_text.isdigit() \
            and len(qty_text) <= 9 else -1
        if not 0 <= quantity <= MAX_QUANTITY:
            errors.append(FileProblem(
                str(path), f"expected a whole number from 0 to {MAX_QUANTITY}, got "
                f"{short_repr(qty_text)}", code="bad-quantity",
                params={"max": MAX_QUANTITY, "got": short_repr(qty_text)},
                line=line, column=header[cols["quantity"]]))
            row_ok = False
    parsed = {}
    for key, fn in (("condition", parse_condition), ("language", parse_language),
                    ("foil", parse_foil), ("game", parse_game)):
        try:
            parsed[key] = fn(cell(key))
        except ValueError as exc:
            errors.append(cell_problem(path, exc, line=line, column=header[cols[key]]))
            row_ok = False
    trade: int | None = None
    if "trade" in cols:
        trade_text = cell("trade").strip()
        trade = int(trade_text) if trade_text.isascii() and trade_text.isdigit() \
            and len(trade_text) <= 9 else (0 if not trade_text else -1)
        if not 0 <= trade <= quantity:
            errors.append(FileProblem(
                str(path), f"expected a whole number from 0 to the row's {quantity} copies, "
                f"got {short_repr(trade_text)}", code="bad-trade-count",
                params={"max": quantity, "got": short_repr(trade_text)},
                line=line, column=header[cols["trade"]]))
            row_ok = False
    price: int | None = None
    currency = ""
    if "price" in cols:
        try:
            price, currency = parse_price(cell("price"))
        except ValueError as exc:
            errors.append(cell_problem(path, exc, line=line, column=header[cols["price"]]))
            row_ok = False
    named = cell("currency").strip().upper()
    if named:
        if not (len(named) == 3 and named.isascii() and named.isalpha()):
            errors.append(FileProblem(
                str(path), f"expected a currency code such as USD or EUR, got "
                f"{short_repr(cell('currency').strip())}", code="bad-currency",
                params={"got": short_repr(cell("currency").strip())},
                line=line, column=header[cols["currency"]]))
            row_ok = False
        currency = named
    if not row_ok:
        return None
    return _Row(line, name, parsed["game"], quantity,  # type: ignore[arg-type]
                Variant(parsed["condition"], parsed["language"], parsed["foil"]),  # type: ignore[arg-type]
                cell("notes").strip(), cell("set").strip() or None,
                cell("number").strip() or None, trade, price, currency)
