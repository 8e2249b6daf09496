"""The one XML reader for files from other tools (Cockatrice and OCTGN decks, Cockatrice
card databases): expat with no document type declarations, no entities and a size cap, so a
billion-laughs or external-entity file is refused before it costs anything. Each element
keeps the line it starts on, for messages that name the line."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from xml.parsers import expat

__all__ = ["XmlError", "XmlNode", "parse_xml"]


@dataclass
class XmlNode:
    """An element as read, with the line it starts on (for the messages)."""

    tag: str
    attrib: dict[str, str]
    line: int
    # The character data in pieces, joined once (text): expat hands it over a line at a
    # time, and adding each piece to a string copied the whole text every time (a
    # megabyte of newlines in <comments> took minutes).
    parts: list[str] = field(default_factory=list)
    children: list[XmlNode] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "".join(self.parts)

    def find(self, tag: str) -> XmlNode | None:
        return next((c for c in self.children if c.tag == tag), None)

    def iter(self, tag: str) -> Iterator[XmlNode]:
        return (c for c in self.children if c.tag == tag)


class XmlError(ValueError):
    """A file that is not XML we read: the message, its line, a code for the window
    (``xml-too-large``, ``xml-doctype``, ``xml-invalid``) and the code's parameters."""

    def __init__(self, message: str, line: int, code: str, **params: Any):
        super().__init__(message)
        self.line = line
        self.code = code
        self.params = params


class _Refused(Exception):
    pass


def parse_xml(text: str, max_chars: int, what: str = "file") -> XmlNode:
    """The element tree of ``text``; raises :class:`XmlError` for text over ``max_chars``
    characters, a DTD or entity declaration, or bad XML. ``what`` names the kind of file
    in the messages ("a deck file")."""
    if len(text) > max_chars:
        raise XmlError(f"too large for {what} (more than {max_chars:,} characters)", 1,
                       code="xml-too-large", max=max_chars)
    parser = expat.ParserCreate()
    # Character data in large pieces, not one call per line or entity.
    parser.buffer_text = True
    parser.buffer_size = 1 << 16
    stack: list[XmlNode] = []
    root: list[XmlNode] = []

    def start(tag: str, attrib: dict[str, str]) -> None:
        node = XmlNode(tag, attrib, parser.CurrentLineNumber)
        (stack[-1].children if stack else root).append(node)
        stack.append(node)

    def end(_tag: str) -> None:
        stack.pop()

    def data(chars: str) -> None:
        if stack:
            stack[-1].parts.append(chars)

    def refuse(*_args: object) -> None:
        raise _Refused

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = data
    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    parser.ExternalEntityRefHandler = refuse  # type: ignore[assignment]
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    try:
        parser.Parse(text.lstrip("\ufeff"), True)
    except _Refused:
        raise XmlError(f"a document type declaration (DTD) is not allowed in {what}",
                       parser.CurrentLineNumber or 1, code="xml-doctype") from None
    except expat.ExpatError as exc:
        message = expat.errors.messages.get(exc.code, str(exc)) if exc.code else str(exc)
        raise XmlError(f"not valid XML ({message})", exc.lineno or 1, code="xml-invalid",
                       detail=message) from None
    return root[0]
