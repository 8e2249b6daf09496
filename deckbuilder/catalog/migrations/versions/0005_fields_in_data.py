"""A card's per-game fields live in its JSON ``data`` only (issue #29): the 21 columns
that copied them out for search go, with their indexes. ``data`` has always held every
field, so no value moves; the search reads the fields with ``json_extract`` and the
expression indexes the catalog makes from the game descriptors when it opens
(``deckbuilder.catalog.fields``). ``cost`` and ``colors``, which a card's game works out,
stay.

The columns are dropped with ``ALTER TABLE … DROP COLUMN`` rather than a batch copy of
the table: the copy would drop the old ``card`` table, and with foreign keys on that
deletes every collection row (ON DELETE CASCADE).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

#: The columns as revision 0004 had them (frozen here: a migration never reads the games).
_OLD_COLUMNS: tuple[tuple[str, type[sa.types.TypeEngine[object]]], ...] = (
    ("manufacturer", sa.String), ("launch", sa.Integer), ("life", sa.Integer),
    ("speed", sa.Integer), ("damage", sa.Integer), ("power_damage", sa.Integer),
    ("strike_type", sa.String), ("exclusive", sa.Boolean), ("is_unique", sa.Boolean),
    ("timing", sa.String), ("category", sa.String), ("character", sa.String),
    ("version", sa.String), ("kairu", sa.Integer), ("power", sa.Integer),
    ("color", sa.String), ("element", sa.String), ("species", sa.String),
    ("means", sa.String), ("size", sa.String), ("skill", sa.String),
)
_OLD_INDEXED = ("character", "element", "species", "means", "size", "skill")
_OLD_SEARCH = (
    "name_key", "game", "kind", "colors", "is_unique", "exclusive", "power", "kairu", "cost",
    "launch", "manufacturer", "element", "species", "means", "size", "skill", "life", "speed",
    "damage", "power_damage", "strike_type", "timing", "category", "character", "version",
    "color", "set_code", "rarity", "origin", "picture_id",
)
_NEW_SEARCH = ("name_key", "game", "kind", "colors", "cost", "set_code", "rarity", "origin",
               "picture_id", "data")


def upgrade() -> None:
    op.drop_index("ix_card_search", table_name="card")
    for column in _OLD_INDEXED:
        op.drop_index(f"ix_card_{column}", table_name="card")
    for column, _type in _OLD_COLUMNS:
        op.execute(f'ALTER TABLE card DROP COLUMN "{column}"')
    op.create_index("ix_card_search", "card", list(_NEW_SEARCH))


def downgrade() -> None:
    op.drop_index("ix_card_search", table_name="card")
    for column, type_ in _OLD_COLUMNS:
        op.add_column("card", sa.Column(column, type_(), nullable=True))
    # The copies come back from ``data`` (lower-cased where the old search wanted them).
    fields = {c: ("unique" if c == "is_unique" else c) for c, _t in _OLD_COLUMNS}
    lower = {"manufacturer", "strike_type", "timing", "category", "character", "version",
             "color", "element", "species", "means", "size", "skill"}
    sets = ", ".join(
        f"{c} = " + (f"lower(json_extract(data, '$.{f}'))" if c in lower
                     else f"json_extract(data, '$.{f}')")
        for c, f in fields.items())
    op.execute(f"UPDATE card SET {sets}")
    for column in _OLD_INDEXED:
        op.create_index(f"ix_card_{column}", "card", [column])
    op.create_index("ix_card_search", "card", list(_OLD_SEARCH))
