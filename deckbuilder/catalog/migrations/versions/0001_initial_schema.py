"""Initial schema: cards with their search columns and FTS5 index, pictures, collection,
decks and settings.

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
import sqlmodel
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "deck",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("ruleset", sqlmodel.sql.sqltypes.AutoString(length=40), nullable=False),
        sa.Column("notes", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("created_at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("updated_at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("name"),
    )
    op.create_table(
        "picture",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("sha256", sqlmodel.sql.sqltypes.AutoString(length=64), nullable=False),
        sa.Column("ext", sqlmodel.sql.sqltypes.AutoString(length=8), nullable=False),
        sa.Column("width", sa.Integer(), nullable=False),
        sa.Column("height", sa.Integer(), nullable=False),
        sa.Column("size_bytes", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("sha256"),
    )
    op.create_table(
        "setting",
        sa.Column("key", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("value", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.PrimaryKeyConstraint("key"),
    )
    op.create_table(
        "card",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game", sqlmodel.sql.sqltypes.AutoString(length=20), nullable=False),
        sa.Column("name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("name_key", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("kind", sqlmodel.sql.sqltypes.AutoString(length=20), nullable=False),
        sa.Column("set_code", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("number", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("rarity", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("text", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("names", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("data", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("origin", sqlmodel.sql.sqltypes.AutoString(length=10), nullable=False),
        sa.Column("picture_id", sa.Integer(), nullable=True),
        sa.Column("updated_at", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
        sa.Column("manufacturer", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("launch", sa.Integer(), nullable=True),
        sa.Column("life", sa.Integer(), nullable=True),
        sa.Column("speed", sa.Integer(), nullable=True),
        sa.Column("damage", sa.Integer(), nullable=True),
        sa.Column("power_damage", sa.Integer(), nullable=True),
        sa.Column("strike_type", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("exclusive", sa.Boolean(), nullable=True),
        sa.Column("is_unique", sa.Boolean(), nullable=True),
        sa.Column("timing", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("category", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("character", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("version", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("kairu", sa.Integer(), nullable=True),
        sa.Column("power", sa.Integer(), nullable=True),
        sa.Column("color", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("colors", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("element", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("species", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("means", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("size", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("skill", sqlmodel.sql.sqltypes.AutoString(), nullable=True),
        sa.Column("cost", sa.Integer(), nullable=True),
        sa.ForeignKeyConstraint(["picture_id"], ["picture.id"], ondelete="SET NULL"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("game", "name_key", name="uq_card_game_name"),
    )
    with op.batch_alter_table("card", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_card_character"), ["character"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_color"), ["color"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_cost"), ["cost"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_damage"), ["damage"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_element"), ["element"], unique=False)
        batch_op.create_index("ix_card_game_kind", ["game", "kind"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_kairu"), ["kairu"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_launch"), ["launch"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_life"), ["life"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_manufacturer"), ["manufacturer"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_means"), ["means"], unique=False)
        batch_op.create_index("ix_card_name_key", ["name_key"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_power"), ["power"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_rarity"), ["rarity"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_set_code"), ["set_code"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_size"), ["size"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_skill"), ["skill"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_species"), ["species"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_speed"), ["speed"], unique=False)
        batch_op.create_index(batch_op.f("ix_card_strike_type"), ["strike_type"], unique=False)

    op.create_table(
        "deck_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("deck_id", sa.Integer(), nullable=False),
        sa.Column("zone", sqlmodel.sql.sqltypes.AutoString(length=10), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("card_name", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
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
        sa.Column("condition", sqlmodel.sql.sqltypes.AutoString(length=3), nullable=False),
        sa.Column("language", sqlmodel.sql.sqltypes.AutoString(length=16), nullable=False),
        sa.Column("foil", sa.Boolean(), nullable=False),
        sa.Column("notes", sqlmodel.sql.sqltypes.AutoString(), nullable=False),
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
        batch_op.drop_index(batch_op.f("ix_card_strike_type"))
        batch_op.drop_index(batch_op.f("ix_card_speed"))
        batch_op.drop_index(batch_op.f("ix_card_species"))
        batch_op.drop_index(batch_op.f("ix_card_skill"))
        batch_op.drop_index(batch_op.f("ix_card_size"))
        batch_op.drop_index(batch_op.f("ix_card_set_code"))
        batch_op.drop_index(batch_op.f("ix_card_rarity"))
        batch_op.drop_index(batch_op.f("ix_card_power"))
        batch_op.drop_index("ix_card_name_key")
        batch_op.drop_index(batch_op.f("ix_card_means"))
        batch_op.drop_index(batch_op.f("ix_card_manufacturer"))
        batch_op.drop_index(batch_op.f("ix_card_life"))
        batch_op.drop_index(batch_op.f("ix_card_launch"))
        batch_op.drop_index(batch_op.f("ix_card_kairu"))
        batch_op.drop_index("ix_card_game_kind")
        batch_op.drop_index(batch_op.f("ix_card_element"))
        batch_op.drop_index(batch_op.f("ix_card_damage"))
        batch_op.drop_index(batch_op.f("ix_card_cost"))
        batch_op.drop_index(batch_op.f("ix_card_color"))
        batch_op.drop_index(batch_op.f("ix_card_character"))

    op.drop_table("card")
    op.drop_table("setting")
    op.drop_table("picture")
    op.drop_table("deck")
