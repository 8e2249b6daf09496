"""The installed Qt for Python keeps Python's reference counts right.

PySide6 6.12.0 drops a reference to ``None`` on every Qt call that returns nothing; on
Python 3.11 the interpreter then aborts ("deallocating None") after a few thousand calls —
a window would crash in normal use. pyproject.toml keeps that release out; this test
catches any other release with the same fault."""

from __future__ import annotations

import sys

import pytest


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None and bools are immortal from 3.12")
def test_void_qt_calls_keep_the_reference_to_none(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(20, 20, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    before_none, before_true = sys.getrefcount(None), sys.getrefcount(True)
    try:
        for _ in range(500):
            painter.setPen(QColor(0, 0, 0))
            painter.fillRect(QRectF(0, 0, 5, 5), QColor(1, 2, 3))
            painter.save()
            painter.restore()
            image.isNull()
    finally:
        painter.end()
    # A healthy binding changes these by a handful at most; the faulty one by 2,000.
    assert sys.getrefcount(None) > before_none - 50
    assert sys.getrefcount(True) > before_true - 50
