"""The `deckbuilder proxies` command: PDF sheets of proxies for a deck, or one picture per
card for a print-on-demand shop (``--format images``)."""

from __future__ import annotations

import argparse
import contextlib
import sys
import tempfile
from pathlib import Path
from typing import Any

from deckbuilder.cli.progress import add_quiet_option, bar
from deckbuilder.numbers import decimal
from deckbuilder.outputs import output_file
from deckbuilder.text_files import DECK_FILE, input_file, is_stdio, write_stdout_bytes


def cmd_proxies(args: argparse.Namespace) -> int:
    from deckbuilder.proxies.layout import (
        SheetOptions,
        default_paper,
        parse_back_offset,
        parse_card_size,
    )
    from deckbuilder.services.catalog_service import CatalogService
    from deckbuilder.services.deck_service import DeckService
    from deckbuilder.services.proxy_service import ProxyService
    from deckbuilder.services.seeding import open_database

    # Checked before the database opens: a typo fails fast.
    card_size = parse_card_size(args.card_size) if args.card_size else None
    back_offset = parse_back_offset(args.back_offset) if args.back_offset else (0.0, 0.0)
    if args.format == "images" and (args.deckfile is None or is_stdio(args.out)):
        from deckbuilder.proxies.layout import LayoutError

        raise LayoutError("--format images needs a deck list and a folder as --out "
                          "(one picture per card)", "images_out")
    db = open_database(args.db)
    try:
        catalog = CatalogService(db)
        decks = DeckService(db)
        service = ProxyService(catalog, decks)
        items = []
        if args.deckfile is not None:
            deck = decks.read_file(args.deckfile)
            ruleset, _guessed = decks.ruleset_for(deck, args.ruleset)
            items = service.deck_items(deck, ruleset, missing_only=args.missing_only,
                                       sideboard=not args.no_sideboard,
                                       translation=args.translation)
        if args.format == "images":
            with bar(args, "card pictures", unit="pictures") as shown:
                written = service.write_images(items, args.out, args.shop, progress=shown)
            return _report_images(args, written)
        options = SheetOptions(
            paper=args.paper or default_paper(), landscape=args.landscape, margin=args.margin,
            gap=args.gap, bleed=args.bleed, cut_marks=args.cut_marks, backs=args.backs,
            calibration=args.calibration, page_labels=not args.no_page_numbers,
            back_offset=back_offset,
            # The game's own card size unless --card-size says otherwise.
            card_size=card_size or service.default_card_size(items))
        if is_stdio(args.out):
            # '-': the PDF goes to standard output (written whole first: a PDF's index
            # comes last), and the report below to standard error.
            with tempfile.TemporaryDirectory(prefix="deckbuilder-") as tmp:
                pdf = Path(tmp) / "proxies.pdf"
                sheet = service.write_pdf(items, options, pdf)
                write_stdout_bytes(pdf.read_bytes())
        else:
            sheet = service.write_pdf(items, options, args.out)
    finally:
        db.close()
    with contextlib.redirect_stdout(sys.stderr) if is_stdio(args.out) \
            else contextlib.nullcontext():
        return _report(args, items, options, sheet)


def _report_images(args: argparse.Namespace, written: Any) -> int:
    from deckbuilder.proxies.card_images import ORDER_FILE, PRINT_SHOPS

    shop = PRINT_SHOPS[args.shop]
    w, h = written.size
    print(f"{written.folder}: {len(written.fronts)} card picture"
          f"{'s' if len(written.fronts) != 1 else ''} ({written.copies} copies to order) and "
          f"{len(written.backs)} back{'s' if len(written.backs) != 1 else ''}, {w} × {h} px "
          f"at {shop.dpi} dpi for {shop.title}; copies per picture in {ORDER_FILE}")
    return 0


def _report(args: argparse.Namespace, items: Any, options: Any, sheet: Any) -> int:
    from deckbuilder.proxies.render import MIN_PPI

    copies = sum(i.count for i in items)
    w, h = options.page_size
    print(f"{args.out}: {sheet.page_count} page{'s' if sheet.page_count != 1 else ''}, "
          f"{copies} card{'s' if copies != 1 else ''} ({sheet.layout.columns} × "
          f"{sheet.layout.rows} per page), {options.paper.upper()} {w:g} × {h:g} mm, "
          f"cards {options.card_size[0]:g} × {options.card_size[1]:g} mm")
    low = sheet.low_resolution()
    if low:
        print(f"low resolution (below {MIN_PPI} ppi, may print blurry): "
              + ", ".join(f"{item.card.name} ({ppi} ppi)" for item, ppi in low))
    if args.missing_only and not copies:
        print("the collection covers every card of the deck: nothing else to print")
    return 0


#: The print shops' keys, listed here so that the parser is built without Qt.
PRINT_SHOPS_KEYS = ("drivethrucards", "mpc", "plain")


def register(sub: Any) -> None:
    p = sub.add_parser("proxies", help="print proxies of a deck as a PDF sheet "
                       "(exact card size, cut marks, bleed)")
    p.add_argument("deckfile", type=input_file(DECK_FILE), nargs="?",
                   help="deck list (optional with --calibration alone; '-': standard input)")
    p.add_argument("--out", type=output_file, required=True,
                   help="the PDF to write ('-': standard output); with --format images, "
                        "the folder for the pictures")
    p.add_argument("--format", choices=["pdf", "images"], default="pdf",
                   help="a PDF of printable sheets (default), or one PNG per card with "
                        "bleed, a back and an order list, for a print-on-demand card shop")
    p.add_argument("--shop", choices=sorted(PRINT_SHOPS_KEYS), default="mpc",
                   help="with --format images: whose template size to use — mpc "
                        "(MakePlayingCards, 822 × 1122 px), drivethrucards (825 × 1125 px) "
                        "or plain (the card's own size and 3 mm bleed, 300 dpi); default "
                        "%(default)s")
    p.add_argument("--ruleset", help="ruleset id (overrides the file's 'Ruleset:' line)")
    p.add_argument("--paper", choices=["a4", "letter", "a3", "legal"],
                   help="paper size (default: from your locale — Letter in the US/Canada)")
    p.add_argument("--landscape", action="store_true", help="turn the paper sideways")
    p.add_argument("--card-size", metavar="WxH",
                   help="card size in millimetres, e.g. 63x88 (default: the game's size, "
                        "63x88 for the built-in games)")
    p.add_argument("--margin", type=decimal(0, 100), default=5.0, metavar="MM",
                   help="blank paper around the cards, in mm (default %(default)s)")
    p.add_argument("--gap", type=decimal(0, 50), default=0.0, metavar="MM",
                   help="space between cards, in mm (default %(default)s)")
    p.add_argument("--bleed", type=decimal(0, 3), default=0.0, metavar="MM",
                   help="extra picture around each card, 0 to 3 mm")
    p.add_argument("--cut-marks", choices=["none", "lines", "corners"], default="corners",
                   help="where to cut: short marks at the corners (default), lines across "
                   "the whole sheet, or none")
    p.add_argument("--missing-only", action="store_true",
                   help="only the copies your collection does not have")
    p.add_argument("--no-sideboard", action="store_true", help="leave the sideboard out")
    p.add_argument("--backs", action="store_true",
                   help="add card-back pages, mirrored for long-edge duplex printing")
    p.add_argument("--back-offset", metavar="X,Y",
                   help="move the back pages X mm right and Y mm down (negative: left, up) "
                        "when your duplex printer does not put backs exactly behind the "
                        "fronts; measure it with --calibration --backs (default 0,0; a negative X is "
                        "written --back-offset=-1.5,0.5)")
    p.add_argument("--calibration", action="store_true",
                   help="start with a ruler page to check the printer's scale")
    p.add_argument("--no-page-numbers", action="store_true",
                   help="leave out the small page numbers and fronts/backs notes in the "
                        "margin")
    p.add_argument("--translation", metavar="LANG",
                   help="also print the card's name in this language (e.g. ru)")
    add_quiet_option(p)
    p.set_defaults(func=cmd_proxies)
