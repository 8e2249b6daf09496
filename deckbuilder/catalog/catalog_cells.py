"""The cells of a CSV catalog: a field's compact text (``red 3|-|blue 2``, ``damage 2|draw
1``, ``ru=Имя``) or JSON, read into a card's field value and written back so that it reads
the same; and the separator a spreadsheet chose.
"""

from __future__ import annotations

import json
import re
from typing import Any

from deckbuilder.catalog.file_problems import CellError
from deckbuilder.rules.cards import SCHEMA, FieldSpec, short_repr, to_plain

TRUE_WORDS = {"true", "yes", "y", "1", "x"}
FALSE_WORDS = {"false", "no", "n", "0"}


def parse_bool(text: str) -> bool:
    t = text.strip().lower()
    if t in TRUE_WORDS:
        return True
    if t in FALSE_WORDS:
        return False
    raise CellError(f"expected true/false/yes/no/1/0, got {short_repr(text)}",
                    code="expected-bool", got=short_repr(text))


def _split(text: str) -> list[str]:
    return [p.strip() for p in text.split("|")]


def _parse_effect(text: str) -> dict[str, Any]:
    parts = text.split(None, 2)  # verb, amount, then a colour that may have spaces
    if len(parts) < 2:
        raise CellError("expected an effect like 'damage 2' or 'defense 3 red', got "
                        + short_repr(text), code="effect-form", got=short_repr(text))
    try:
        amount = int(parts[1])
    except ValueError:
        raise CellError(f"expected a number after {short_repr(parts[0])}, "
                        f"got {short_repr(parts[1])}", code="number-after",
                        after=short_repr(parts[0]), got=short_repr(parts[1])) from None
    eff: dict[str, Any] = {"do": parts[0].lower(), "amount": amount}
    if len(parts) == 3:
        eff["color"] = parts[2]
    return eff


def _parse_effects(text: str) -> list[dict[str, Any]]:
    return [_parse_effect(p) for p in _split(text) if p]


def _json_cell(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CellError(f"not valid JSON ({exc.msg})", code="json-invalid",
                        detail=exc.msg) from None
    except RecursionError:
        raise CellError("not valid JSON (nested too deeply)", code="cell-json-too-deep") \
            from None
    except ValueError as exc:  # a number of thousands of digits
        raise CellError(f"not valid JSON ({exc})", code="json-invalid",
                        detail=str(exc)) from None


#: Up to 4000 digits: int() refuses more (Python's own limit); those are no card's number.
_INTEGER = re.compile(r"[+-]?[0-9]{1,4000}")


def cell_value(spec: FieldSpec, text: str) -> Any:
    """Turn a CSV cell into the JSON value of a field (compact forms or JSON)."""
    text = text.strip()
    # A text field's cell is its text even when it starts with "[" ("[Promo] storm"): JSON
    # there could only give a list or an object, which a text field refuses anyway.
    if text.startswith(("[", "{")) and spec.type not in ("str", "enum"):
        return _json_cell(text)
    t = spec.type
    if t == "int":
        # ASCII digits only: int() also takes "٣" and "1_000".
        if _INTEGER.fullmatch(text):
            return int(text)
        message = f"expected {spec.expected()}, got {short_repr(text)}"
        got = short_repr(text)
        if spec.minimum is not None and spec.maximum is not None:
            raise CellError(message, code="expected-integer-range", min=spec.minimum,
                            max=spec.maximum, got=got)
        if spec.minimum is not None:
            raise CellError(message, code="expected-integer-min", min=spec.minimum,
                            got=got)
        raise CellError(message, code="expected-integer", got=got)
    if t == "bool":
        return parse_bool(text)
    if t in ("str", "enum"):
        return text
    if t == "str_list":
        return [p for p in _split(text) if p]
    if t == "bool3":
        return [parse_bool(p) for p in _split(text)]
    if t == "defense3":
        zones: list[Any] = []
        for part in _split(text):
            if part in ("", "-"):
                zones.append(None)
                continue
            bits = part.replace(":", " ").rsplit(None, 1)  # colours may have spaces
            if len(bits) != 2:
                raise CellError(f"expected zones like 'red 3|-|blue 2', got {short_repr(part)}",
                                code="defense-form", got=short_repr(part))
            try:
                zones.append({"color": bits[0], "value": int(bits[1])})
            except ValueError:
                raise CellError(f"expected a number after {short_repr(bits[0])}, "
                                f"got {short_repr(bits[1])}", code="number-after",
                                after=short_repr(bits[0]), got=short_repr(bits[1])) from None
        return zones
    if t == "effects":
        return _parse_effects(text)
    if t == "react":
        cost_s, _, effects = text.partition(":")
        try:
            cost = int(cost_s)
        except ValueError:
            raise CellError("expected a react like '2: defense 3 red|draw 1', got "
                            + short_repr(text), code="react-form", got=short_repr(text)) \
                from None
        return {spec.cost_key: cost, "effects": _parse_effects(effects)}
    raise AssertionError(t)  # pragma: no cover


def cell_text(spec: FieldSpec | None, value: Any) -> str:
    """The CSV form of a field value (inverse of :func:`cell_value`): the compact form, or
    JSON when the compact form would not read back the same (a ``|`` inside a list item or
    a colour, a ``:`` in a zone colour, an item starting with ``[``)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if spec is None or spec.type in ("int", "str", "enum"):
        return str(value)
    compact = _compact_text(spec, value)
    if not compact:  # an empty list: an empty cell gives the field's default, ()
        return ""
    try:
        same = cell_value(spec, compact) == to_plain(value)
    except ValueError:
        same = False
    return compact if same else json.dumps(to_plain(value), ensure_ascii=False)


def _compact_text(spec: FieldSpec, value: Any) -> str:
    if spec.type == "str_list":
        return "|".join(value)
    if spec.type == "bool3":
        return "|".join("true" if v else "false" for v in value)
    if spec.type == "defense3":
        return "|".join("-" if z is None else f"{z['color']} {z['value']}" for z in value)
    if spec.type == "effects":
        return "|".join(_effect_text(e) for e in value)
    if spec.type == "react":
        return f"{value[spec.cost_key]}: " + "|".join(_effect_text(e) for e in value["effects"])
    raise AssertionError(spec.type)  # pragma: no cover


def names_cell_value(text: str) -> dict[str, str]:
    """The translations of a ``names`` cell: ``ru=Имя|de=Name`` or a JSON object."""
    text = text.strip()
    if text.startswith(("[", "{")):
        value = _json_cell(text)
        if not isinstance(value, dict) or not all(
                isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
            raise CellError('expected an object of translations like {"ru": "Имя"}, got '
                            + short_repr(value), code="names-object", got=short_repr(value))
        return value
    names: dict[str, str] = {}
    for part in _split(text):
        lang, eq, name = part.partition("=")
        if not eq:
            raise CellError(f"expected 'ru=Имя|de=Name', got {short_repr(part)}",
                            code="names-form", got=short_repr(part))
        names[lang.strip()] = name.strip()
    return names


def names_cell_text(names: dict[str, str]) -> str:
    """The ``names`` cell of a card: compact, or JSON when a name holds ``|`` or a
    language ``=`` (or the compact form would otherwise read back differently)."""
    if not names:
        return ""
    compact = "|".join(f"{k}={v}" for k, v in names.items())
    try:
        same = names_cell_value(compact) == dict(names)
    except ValueError:
        same = False
    return compact if same else json.dumps(dict(names), ensure_ascii=False)


def _effect_text(e: dict[str, Any]) -> str:
    return f"{e['do']} {e['amount']}" + (f" {e['color']}" if e.get("color") else "")


def all_specs() -> dict[str, FieldSpec]:
    specs: dict[str, FieldSpec] = {}
    for fields in SCHEMA.values():
        for s in fields:
            specs.setdefault(s.name, s)
    return specs


# Excel's line naming the separator: bare (``sep=;``) or, as Dragon Shield writes it,
# quoted (``"sep=,"``); a spreadsheet that saves the file again may pad it with separators.
_SEP_LINE = re.compile(r'(?i)\s*(?:"sep=([^"\r\n])"|sep=([^"\r\n]))\s*')


def sniff_dialect(text: str) -> tuple[str, str]:
    """Strip an Excel ``sep=`` line and guess the delimiter; returns (text, delimiter)."""
    first, _, rest = text.partition("\n")
    sep = _SEP_LINE.match(first)
    if sep:
        delim = sep.group(1) or sep.group(2)
        if not first[sep.end():].strip(delim + " \r"):
            return rest, delim
    header = first
    counts = {d: header.count(d) for d in (",", ";", "\t")}
    best = max(counts, key=lambda d: counts[d])
    return text, best if counts[best] else ","
