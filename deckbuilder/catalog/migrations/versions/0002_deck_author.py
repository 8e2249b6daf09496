"""Decks keep their author (the "Author:" line of a deck list).

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("deck", schema=None) as batch_op:
        # Existing decks get an empty author.
        batch_op.add_column(sa.Column("author", sa.String(), nullable=False, server_default=""))


def downgrade() -> None:
    with op.batch_alter_table("deck", schema=None) as batch_op:
        batch_op.drop_column("author")
