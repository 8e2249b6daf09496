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

from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

#: The columns as revision 0004 had them (frozen here: a migration never reads the games).
_OLD_COLUMNS: tuple[tuple[str, type[sa.types.TypeEngine[Any]]], ...] = (
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


#: The card table as 0004 made it, word for word (a backup's schema is compared exactly).
_CARD_0004 = """CREATE TABLE card_0004 (
\tid INTEGER NOT NULL, \n\tgame VARCHAR(20) NOT NULL, \n\tname VARCHAR NOT NULL, \n\t\
name_key VARCHAR NOT NULL, \n\tkind VARCHAR(20) NOT NULL, \n\tset_code VARCHAR, \n\t\
number VARCHAR, \n\trarity VARCHAR, \n\ttext VARCHAR, \n\tnames VARCHAR NOT NULL, \n\t\
data VARCHAR NOT NULL, \n\torigin VARCHAR(10) NOT NULL, \n\tpicture_id INTEGER, \n\t\
updated_at VARCHAR NOT NULL, \n\tmanufacturer VARCHAR, \n\tlaunch INTEGER, \n\t\
life INTEGER, \n\tspeed INTEGER, \n\tdamage INTEGER, \n\tpower_damage INTEGER, \n\t\
strike_type VARCHAR, \n\t"exclusive" BOOLEAN, \n\tis_unique BOOLEAN, \n\t\
timing VARCHAR, \n\tcategory VARCHAR, \n\tcharacter VARCHAR, \n\tversion VARCHAR, \n\t\
kairu INTEGER, \n\tpower INTEGER, \n\tcolor VARCHAR, \n\tcolors VARCHAR, \n\t\
element VARCHAR, \n\tspecies VARCHAR, \n\tmeans VARCHAR, \n\tsize VARCHAR, \n\t\
skill VARCHAR, \n\tcost INTEGER, \n\tPRIMARY KEY (id), \n\t\
FOREIGN KEY(picture_id) REFERENCES picture (id) ON DELETE SET NULL, \n\t\
CONSTRAINT uq_card_name_game UNIQUE (name_key, game)\n)"""

_KEPT = ("id", "game", "name", "name_key", "kind", "set_code", "number", "rarity", "text",
         "names", "data", "origin", "picture_id", "updated_at", "colors", "cost")


def downgrade() -> None:
    """Back to 0004, the copies of the fields filled from ``data`` again. The table is
    copied: run it with foreign keys off (a development and test tool only; the app
    never downgrades)."""
    op.drop_index("ix_card_search", table_name="card")
    op.drop_index("ix_card_set_code", table_name="card")
    op.execute(_CARD_0004)
    # The copies come back from ``data`` (lower-cased where the old search wanted them).
    lower = {"manufacturer", "strike_type", "timing", "category", "character", "version",
             "color", "element", "species", "means", "size", "skill"}
    values = [f"lower(json_extract(data, '$.{c}'))" if c in lower
              else f"json_extract(data, '$.{'unique' if c == 'is_unique' else c}')"
              for c, _t in _OLD_COLUMNS]
    columns = [*_KEPT, *(f'"{c}"' for c, _t in _OLD_COLUMNS)]
    op.execute(f"INSERT INTO card_0004 ({', '.join(columns)}) "
               f"SELECT {', '.join([*_KEPT, *values])} FROM card")
    op.execute("DROP TABLE card")
    op.execute("ALTER TABLE card_0004 RENAME TO card")
    op.create_index("ix_card_set_code", "card", ["set_code"])
    for column in _OLD_INDEXED:
        op.create_index(f"ix_card_{column}", "card", [column])
    op.create_index("ix_card_search", "card", list(_OLD_SEARCH))
