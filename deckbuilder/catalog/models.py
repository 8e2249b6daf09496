"""All tables of the catalog database, as sqlmodel classes.

These classes are the schema's single description: the Alembic migrations create exactly
this (a test compares the migrated file with this metadata). The repositories read and write
through sqlite3 with bound SQL for speed and return frozen values, never these rows.

The FTS5 index ``card_fts`` is not a table here: it is a virtual table created by the
migration and kept up to date by :mod:`deckbuilder.catalog.card_repository`.
"""

from __future__ import annotations

from sqlalchemy import CheckConstraint, Column, ForeignKey, Index, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

# Most-filtered first: SQLite reads a row's columns left to right, so early ones are
# cheaper to test during a scan. ``data`` (the per-game fields, read with json_extract)
# comes last so that a scan of the index never touches the table.
SEARCH_INDEX_COLUMNS = (
    "kind", "colors", "cost", "set_code", "rarity", "origin", "picture_id", "data",
)
ZONES = ("team", "deck", "sideboard")


class Picture(SQLModel, table=True):
    """A card picture, stored once in the pictures folder under its content hash."""

    __tablename__ = "picture"

    id: int | None = Field(default=None, primary_key=True)
    sha256: str = Field(unique=True, max_length=64)
    ext: str = Field(max_length=8)
    width: int
    height: int
    size_bytes: int


class CardRow(SQLModel, table=True):
    """One card. ``data`` is the canonical JSON of the per-game fields (searched through
    ``json_extract`` and the field indexes of :mod:`deckbuilder.catalog.fields`); ``cost``
    (the deck-building cost) and ``colors`` are worked out by the card's game and kept for
    search."""

    __tablename__ = "card"
    __table_args__ = (
        UniqueConstraint("name_key", "game", name="uq_card_name_game"),
        # One covering index holds every search column in name order: a search scans it
        # front to back without touching the table and its results come out already
        # sorted (issue #2's benchmark: 100,000 cards, p95 ≤ 20 ms).
        Index("ix_card_search", "name_key", "game", *SEARCH_INDEX_COLUMNS),
        # A set is selective: its own index reads only its cards. The games' fields get
        # expression indexes from their descriptors (catalog.fields), not from here.
        Index("ix_card_set_code", "set_code"),
    )

    id: int | None = Field(default=None, primary_key=True)
    game: str = Field(max_length=20)
    name: str
    name_key: str
    kind: str = Field(max_length=20)
    set_code: str | None = None
    number: str | None = None
    rarity: str | None = None
    text: str | None = None
    names: str = Field(default="{}")
    data: str = Field(default="{}")
    origin: str = Field(default="import", max_length=10)
    picture_id: int | None = Field(
        default=None,
        sa_column=Column(Integer, ForeignKey("picture.id", ondelete="SET NULL"), nullable=True),
    )
    updated_at: str = Field(default="")
    # Search columns the card's game works out (Game.deck_cost, Game.card_colors).
    colors: str | None = None
    cost: int | None = None


class CollectionEntry(SQLModel, table=True):
    """How many copies of one card in one condition/language/finish the user owns."""

    __tablename__ = "collection_entry"
    __table_args__ = (
        UniqueConstraint("card_id", "condition", "language", "foil", name="uq_collection_variant"),
        CheckConstraint("quantity >= 0", name="ck_collection_quantity"),
        CheckConstraint("condition IN ('NM','LP','MP','HP','DMG')", name="ck_collection_condition"),
    )

    id: int | None = Field(default=None, primary_key=True)
    card_id: int = Field(
        sa_column=Column(Integer, ForeignKey("card.id", ondelete="CASCADE"), nullable=False,
                         index=True)
    )
    quantity: int = 0
    condition: str = Field(default="NM", max_length=3)
    language: str = Field(default="en", max_length=16)
    foil: bool = False
    notes: str = ""
    # Added by migration 0006 (its CHECKs are there): copies on the trade list, and what
    # one copy cost in whole cents of ``currency`` (an ISO code, '' when not said).
    trade_count: int = Field(default=0, sa_column_kwargs={"server_default": "0"})
    price_cents: int | None = None
    currency: str = Field(default="", max_length=3, sa_column_kwargs={"server_default": ""})


class Deck(SQLModel, table=True):
    """A saved deck. It remembers the ruleset it was built for."""

    __tablename__ = "deck"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(unique=True)
    ruleset: str = Field(max_length=40)
    notes: str = ""
    author: str = Field(default="", sa_column_kwargs={"server_default": ""})
    created_at: str = ""
    updated_at: str = ""


class DeckEntry(SQLModel, table=True):
    """One line of a saved deck. Cards are kept by name so a list with a misspelt or
    deleted card still saves and shows its ``unknown-card`` problem."""

    __tablename__ = "deck_entry"
    __table_args__ = (
        UniqueConstraint("deck_id", "zone", "card_name", name="uq_deck_entry"),
        CheckConstraint("count > 0", name="ck_deck_entry_count"),
        CheckConstraint("zone IN ('team','deck','sideboard')", name="ck_deck_entry_zone"),
    )

    id: int | None = Field(default=None, primary_key=True)
    deck_id: int = Field(
        sa_column=Column(Integer, ForeignKey("deck.id", ondelete="CASCADE"), nullable=False,
                         index=True)
    )
    zone: str = Field(max_length=10)
    position: int = 0
    card_name: str
    count: int = 1


class Setting(SQLModel, table=True):
    """Small key/value store for per-database settings."""

    __tablename__ = "setting"

    key: str = Field(primary_key=True)
    value: str = ""


class PictureFingerprint(SQLModel, table=True):
    """A picture's fingerprint for recognising its card in photos (``deckbuilder.scan``):
    made once per picture and per version of the method, and dropped with the picture."""

    __tablename__ = "picture_fingerprint"

    picture_id: int | None = Field(
        default=None,
        sa_column=Column(Integer, ForeignKey("picture.id", ondelete="CASCADE"),
                         primary_key=True))
    version: int
    data: bytes
