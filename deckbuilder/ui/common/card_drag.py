"""Cards dragged from one view to another: the catalog's table and grid drag card ids, the
deck editor's zones take them. The one format, written and read here, so that the catalog
and the deck packages share it through ui/common and neither imports the other."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMimeData

#: The MIME type of dragged catalog cards: their ids, comma-separated.
CARD_MIME = "application/x-deckbuilder-card-ids"


def card_ids_mime(ids: Sequence[int], text: str) -> QMimeData:
    """The drag data of catalog cards ``ids``, with ``text`` for other programs (their
    names, one a line)."""
    mime = QMimeData()
    mime.setData(CARD_MIME, ",".join(map(str, ids)).encode())
    mime.setText(text)
    return mime


def dropped_card_ids(data: QMimeData) -> list[int]:
    """The catalog card ids dropped with ``data`` (empty when it holds none)."""
    if not data.hasFormat(CARD_MIME):
        return []
    raw = bytes(data.data(CARD_MIME).data()).decode("ascii")
    return [int(x) for x in raw.split(",") if x.strip().isdigit()]
