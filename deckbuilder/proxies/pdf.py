"""Writing proxy sheets to PDF (QPdfWriter at 300 dpi) and to a printer."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter

from deckbuilder import APP_TITLE, __version__
from deckbuilder.outputs import OutputFile, check_output_path
from deckbuilder.proxies.render import Sheet

PDF_DPI = 300


def ensure_gui_application() -> None:
    """Fonts and painting need a QGuiApplication; the command line makes an offscreen one."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        QGuiApplication([])


def _setup(device: QPagedPaintDevice, sheet: Sheet) -> None:
    w, h = sheet.layout.page
    size = QPageSize(QSizeF(w, h), QPageSize.Unit.Millimeter, "", QPageSize.SizeMatchPolicy.ExactMatch)
    device.setPageLayout(QPageLayout(size, QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter))


def paint_sheet(sheet: Sheet, device: QPagedPaintDevice, dpi: float,
                progress: Callable[[int], bool] | None = None) -> bool:
    """Paint every page on a paged device (PDF writer or printer). ``progress(page)`` may
    return False to stop; returns False when stopped."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot start painting (is the file or printer writable?)")
    try:
        for i in range(sheet.page_count):
            if i:
                device.newPage()
            sheet.paint_page(painter, i, dpi)
            if progress is not None and progress(i + 1) is False:
                return False
    finally:
        painter.end()
    return True


def write_pdf(sheet: Sheet, path: str | Path,
              progress: Callable[[int], bool] | None = None) -> Path:
    """Write the sheet to a PDF file (through a temporary file: a failure or Cancel leaves
    no half-written PDF)."""
    ensure_gui_application()
    path = Path(path)
    check_output_path(path)
    folder = path.parent
    # Checked here so that the error names the file the user asked for, not the temporary
    # file next to it.
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise FileNotFoundError(f"{path}: cannot write the PDF there: the folder {folder} "
                                f"{what}")
    # QPdfWriter insists on a path: it writes the gate's temporary file, which replaces
    # the PDF only when it is whole (a failure or Cancel leaves no half-written PDF).
    with OutputFile(path) as out:
        writer = QPdfWriter(str(out.path))
        writer.setResolution(PDF_DPI)
        writer.setCreator(f"{APP_TITLE} {__version__}")
        writer.setTitle(path.stem)
        _setup(writer, sheet)
        done = paint_sheet(sheet, writer, PDF_DPI, progress)
        del writer  # flushes and closes the file
        if not done:
            raise InterruptedError("cancelled")
        _check_whole(out.path, path)
    return path


def _check_whole(written: Path, target: Path) -> None:
    """Qt reports no write error (a full disk, say): a PDF whose end is missing was not
    written whole, and must not pass for written."""
    try:
        with open(written, "rb") as fh:
            fh.seek(max(0, os.fstat(fh.fileno()).st_size - 64))
            whole = b"%%EOF" in fh.read()
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, str(target)) from None
    if not whole:
        raise OSError(errno.EIO, "the PDF could not be written whole (is the disk full?)",
                      str(target))


def _print_to_file(sheet: Sheet, printer: QPagedPaintDevice, dpi: float, name: str) -> None:
    """Printing to a file (the print dialog's "Print to file"): the file goes through the
    output gate like a saved PDF, never over the database or a device."""
    with OutputFile(name) as out:
        printer.setOutputFileName(str(out.path))  # type: ignore[attr-defined]
        try:
            _setup(printer, sheet)
            paint_sheet(sheet, printer, dpi)
        finally:
            printer.setOutputFileName(name)  # type: ignore[attr-defined]


def print_sheet(sheet: Sheet, printer: QPagedPaintDevice, dpi: float) -> None:
    """Send the sheet to a printer set up by the print dialog (full page, no scaling)."""
    name = getattr(printer, "outputFileName", lambda: "")()
    if name:
        _print_to_file(sheet, printer, dpi, name)
        return
    _setup(printer, sheet)
    paint_sheet(sheet, printer, dpi)
