"""Answering the opponent question of "Against…" and "Compare with…" (a modal
:class:`OpponentDialog`) the way a user does: open the picker's list, click an entry,
then Play (or Cancel when the entry was refused)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from deckbuilder.ui.playtest.opponent_picker import OpponentDialog


def answer_opponent(qtbot: QtBot, key: object = "file", *, prefix: str | None = None) -> list[str]:
    """Once the question is up, choose the entry whose data is ``key`` (or whose text
    starts with ``prefix``) and click Play. The picker's entries are returned (filled in
    when answered)."""
    seen: list[str] = []

    def later() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, OpponentDialog):
            QTimer.singleShot(20, later)
            return
        box = dialog.picker
        seen.extend(box.itemText(i) for i in range(box.count()))
        index = (box.findData(key) if prefix is None else
                 next(i for i in range(box.count()) if box.itemText(i).startswith(prefix)))
        box.showPopup()
        view = box.view()
        qtbot.waitUntil(view.isVisible)
        rect = view.visualRect(box.model().index(index, 0))
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        if dialog.deck is None:  # refused (a message said why): the user gives up
            dialog.reject()
            return
        qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, later)
    return seen
