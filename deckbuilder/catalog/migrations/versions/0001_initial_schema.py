"""Initial schema: cards with their search indexes and FTS5 index, pictures, collection,
decks and settings.

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "deck",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("ruleset", sa.String(length=40), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.Column("created_at", sa.String(), nullable=False),
        sa.Column("updated_at", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("name"),
    )
    op.create_table(
        "picture",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("sha256", sa.String(length=64), nullable=False),
        sa.Column("ext", sa.String(length=8), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("size_bytes", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("sha256"),
    )
    op.create_table(
        "setting",
        sa.Column("key", sa.String(), nullable=False),
        sa.Column("value", sa.String(), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )
    op.create_table(
        "card",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sa.String(length=20), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("name_key", sa.String(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("set_code", sa.String(), nullable=True),
        sa.Column("number", sa.String(), nullable=True),
        sa.Column("rarity", sa.String(), nullable=True),
        sa.Column("text", sa.String(), nullable=True),
        sa.Column("names", sa.String(), nullable=False),
        sa.Column("data", sa.String(), nullable=False),
        sa.Column("origin", sa.String(length=10), nullable=False),
        sa.Column("picture_id", sa.Integer(), nullable=True),
        sa.Column("updated_at", sa.String(), nullable=False),
        sa.Column("manufacturer", sa.String(), nullable=True),
        sa.Column("launch", sa.Integer(), nullable=True),
        sa.Column("life", sa.Integer(), nullable=True),
        sa.Column("speed", sa.Integer(), nullable=True),
        sa.Column("damage", sa.Integer(), nullable=True),
        sa.Column("power_damage", sa.Integer(), nullable=True),
        sa.Column("strike_type", sa.String(), nullable=True),
        sa.Column("exclusive", sa.Boolean(), nullable=True),
        sa.Column("is_unique", sa.Boolean(), nullable=True),
        sa.Column("timing", sa.String(), nullable=True),
        sa.Column("category", sa.String(), nullable=True),
        sa.Column("character", sa.String(), nullable=True),
        sa.Column("version", sa.String(), nullable=True),
        sa.Column("kairu", sa.Integer(), nullable=True),
        sa.Column("power", sa.Integer(), nullable=True),
        sa.Column("color", sa.String(), nullable=True),
        sa.Column("colors", sa.String(), nullable=True),
        sa.Column("element", sa.String(), nullable=True),
        sa.Column("species", sa.String(), nullable=True),
        sa.Column("means", sa.String(), nullable=True),
        sa.Column("size", sa.String(), nullable=True),
        sa.Column("skill", sa.String(), nullable=True),
        sa.Column("cost", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["picture_id"], ["picture.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("name_key", "game", name="uq_card_name_game"),
    )
    with op.batch_alter_table("card", schema=None) as batch_op:
        batch_op.create_index("ix_card_character", ["character"], unique=False)
        batch_op.create_index("ix_card_element", ["element"], unique=False)
        batch_op.create_index("ix_card_means", ["means"], unique=False)
        batch_op.create_index(
            "ix_card_search",
            [
                "name_key",
                "game",
                "kind",
                "colors",
                "is_unique",
                "exclusive",
                "power",
                "kairu",
                "cost",
                "launch",
                "manufacturer",
                "element",
                "species",
                "means",
                "size",
                "skill",
                "life",
                "speed",
                "damage",
                "power_damage",
                "strike_type",
                "timing",
                "category",
                "character",
                "version",
                "color",
                "set_code",
                "rarity",
                "origin",
                "picture_id",
            ],
            unique=False,
        )
        batch_op.create_index("ix_card_set_code", ["set_code"], unique=False)
        batch_op.create_index("ix_card_size", ["size"], unique=False)
        batch_op.create_index("ix_card_skill", ["skill"], unique=False)
        batch_op.create_index("ix_card_species", ["species"], unique=False)

    op.create_table(
        "deck_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("deck_id", sa.Integer(), nullable=False),
        sa.Column("zone", sa.String(length=10), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("card_name", sa.String(), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.CheckConstraint("zone IN ('team','deck','sideboard')", name="ck_deck_entry_zone"),
        sa.CheckConstraint("count > 0", name="ck_deck_entry_count"),
        sa.ForeignKeyConstraint(["deck_id"], ["deck.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("deck_id", "zone", "card_name", name="uq_deck_entry"),
    )
    with op.batch_alter_table("deck_entry", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_deck_entry_deck_id"), ["deck_id"], unique=False)

    op.create_table(
        "collection_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("card_id", sa.Integer(), nullable=False),
        sa.Column("quantity", sa.Integer(), nullable=False),
        sa.Column("condition", sa.String(length=3), nullable=False),
        sa.Column("language", sa.String(length=16), nullable=False),
        sa.Column("foil", sa.Boolean(), nullable=False),
        sa.Column("notes", sa.String(), nullable=False),
        sa.CheckConstraint(
            "condition IN ('NM','LP','MP','HP','DMG')", name="ck_collection_condition"
        ),
        sa.CheckConstraint("quantity >= 0", name="ck_collection_quantity"),
        sa.ForeignKeyConstraint(["card_id"], ["card.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint(
            "card_id", "condition", "language", "foil", name="uq_collection_variant"
        ),
    )
    with op.batch_alter_table("collection_entry", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_collection_entry_card_id"), ["card_id"], unique=False)

    # Full-text index over names (all translations) and rules text. Rows are written by
    # the card repository with rowid = card.id, after folding ё to е (unicode61 does not).
    op.execute(
        "CREATE VIRTUAL TABLE card_fts USING fts5(name, text, "
        "tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')"
    )


def downgrade() -> None:
    op.execute("DROP TABLE IF EXISTS card_fts")
    with op.batch_alter_table("collection_entry", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_collection_entry_card_id"))

    op.drop_table("collection_entry")
    with op.batch_alter_table("deck_entry", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_deck_entry_deck_id"))

    op.drop_table("deck_entry")
    with op.batch_alter_table("card", schema=None) as batch_op:
        batch_op.drop_index("ix_card_species")
        batch_op.drop_index("ix_card_skill")
        batch_op.drop_index("ix_card_size")
        batch_op.drop_index("ix_card_set_code")
        batch_op.drop_index("ix_card_search")
        batch_op.drop_index("ix_card_means")
        batch_op.drop_index("ix_card_element")
        batch_op.drop_index("ix_card_character")

    op.drop_table("card")
    op.drop_table("setting")
    op.drop_table("picture")
    op.drop_table("deck")
