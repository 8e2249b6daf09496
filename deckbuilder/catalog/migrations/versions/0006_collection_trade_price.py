"""What collectors keep beside their copies (issue #31, item 5): how many of a variant
are on the trade list (Deckbox and Moxfield "Tradelist Count", Dragon Shield "Trade
Quantity") and what one copy cost (ManaBox and Moxfield "Purchase price", Deckbox "My
Price", with ManaBox's "Purchase price currency").

The price is whole cents (hundredths of the currency): money adds up exactly, and
nobody records a fraction of a cent. No price is NULL, not 0 (a card given away is
worth 0). The columns are added with ``ALTER TABLE … ADD COLUMN`` rather than a batch
copy of the table, which would drop the old table (see 0005); SQLite checks a new
column's CHECK against the rows already there, which all get the defaults.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-06
"""

from __future__ import annotations

from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.execute("ALTER TABLE collection_entry ADD COLUMN trade_count INTEGER NOT NULL "
               "DEFAULT 0 CHECK (trade_count >= 0 AND trade_count <= quantity)")
    op.execute("ALTER TABLE collection_entry ADD COLUMN price_cents INTEGER "
               "CHECK (price_cents IS NULL OR price_cents BETWEEN 0 AND 100000000)")
    op.execute("ALTER TABLE collection_entry ADD COLUMN currency VARCHAR(3) NOT NULL "
               "DEFAULT ''")


def downgrade() -> None:
    for column in ("currency", "price_cents", "trade_count"):
        op.execute(f"ALTER TABLE collection_entry DROP COLUMN {column}")
