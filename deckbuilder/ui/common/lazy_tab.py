"""A tab whose content is made the first time it is shown, so that a start pays only for
what the window shows (the deck statistics' charts load QtCharts and the odds)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget


class LazyTab(QWidget):
    """Holds the widget ``build`` makes, made on the first show (or :meth:`content`)."""

    def __init__(self, build: Callable[[], QWidget], parent: QWidget | None = None):
        super().__init__(parent)
        self._build = build
        self._content: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def is_built(self) -> bool:
        return self._content is not None

    def content(self) -> QWidget:
        if self._content is None:
            self._content = self._build()
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self._content)
        return self._content

    def showEvent(self, event: QShowEvent) -> None:
        self.content()
        super().showEvent(event)
