"""The words a drawn card face prints, in the window's language.

A card without a picture is shown as the face the proxies draw, on the proxy sheet and
in the window alike (the playtest table, the deck's card view, the enlarged card): one
mapping English → translated (``deckbuilder.proxies.labels``) serves them all, so a
Russian window never shows a face in English. The shared words keep the context they
were first translated in, the proxy window's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from deckbuilder.proxies.labels import FACE_LABELS
from deckbuilder.rules.registry import all_games
from deckbuilder.ui.common.game_text import face_words, field_label
from deckbuilder.ui.common.value_names import known_values


def _tr(text: str) -> str:
    return QCoreApplication.translate("ProxyDialog", text)


def face_labels() -> dict[str, str]:
    """Every word a drawn face may print, English → in the window's language: the
    shared words (``FACE_LABELS``, the literals below follow its order), each game's
    face's own words (``FaceStyle.words``, translated as the game's texts), the titled
    values of the games' fields (Fire, Beast…) and the fields' labels (for the generic
    face of a game without a face of its own)."""
    translated = [
        _tr("COST"),
        _tr("+%1 speed"),
        _tr("+%1 damage"),
        _tr("heal %1"),
        _tr("draw %1 card"),
        _tr("draw %1 cards"),
        _tr("+%1 %2 defense"),
        _tr("+%1 defense"),
        _tr("+%1 attack power"),
    ]
    labels = dict(zip(FACE_LABELS, translated, strict=True))
    labels.update(face_words())
    games = all_games()
    for field in dict.fromkeys(f for g in games for f in g.value_titles):
        for key, title in known_values(field).items():
            labels[f"{field}={key}"] = title[:1].upper() + title[1:]
    for field in dict.fromkeys(f for g in games for f in g.field_labels):
        labels[f"field={field}"] = field_label(field) or field
    return labels
