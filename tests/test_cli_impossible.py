"""`deckbuilder goldfish` says why a deck cannot win when its cards say so (issue 17): a
Redakai deck with no attack that damages the right zone, a Monsuno team nobody can pay to
launch. Run in process against a copy of the starter database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from deckbuilder.cli import main

DECKS = Path(__file__).resolve().parents[1] / "resources" / "decks"

#: The Redakai starter deck with every attack that damages the right zone swapped for
#: ones that do not (Hex Flick: middle; Oakhide Charge: left and middle): 40 legal cards.
NO_RIGHT_ZONE = """\
Name: Left and Middle Only
Ruleset: redakai-advanced

Characters:
1 Tessia - Ember Veil
1 Brannoc - Stone Oath
1 Korrow - Night Lantern

Deck:
3 Blazing Jab
3 Magma Fist
2 Flare Step
2 Ember Parry
1 Inferno Lance
3 Bramble Kick
2 Sporeburst
2 Bark Ward Counter
2 Shadow Needle
1 Phantom Grasp
3 Hex Flick
3 Oakhide Charge
3 Lavafin Salamander
3 Glowmoth Healer
2 Cragback Tortoise
2 Cinderhoof Stag
2 Miremaw Toad
1 Ember Drake
"""


@pytest.fixture
def db(starter_db) -> Path:  # type: ignore[no-untyped-def]
    path = starter_db.path
    starter_db.close()
    return Path(path)


def goldfish(capsys, db: Path, deck: Path, *extra: object) -> tuple[int, str, str]:  # type: ignore[no-untyped-def]
    code = main([str(a) for a in ("--db", db, "goldfish", deck, "--games", 20, "--seed", 1,
                                  "--max-turns", 12, *extra)])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_redakai_deck_that_never_damages_the_right_zone_is_told_why(  # type: ignore[no-untyped-def]
        capsys, db, tmp_path) -> None:
    deck = tmp_path / "no-right.txt"
    deck.write_text(NO_RIGHT_ZONE, encoding="utf-8")
    code, out, err = goldfish(capsys, db, deck)
    assert code == 0, err
    assert "The dummy was never defeated within 12 turns." in out
    assert ("No game can be won: no card in the deck damages the right zone, so no "
            "character can be defeated.") in out
    code, out, err = goldfish(capsys, db, deck, "--json")
    assert code == 0, err
    result = json.loads(out)
    assert result["kill_turn"]["not_won"] == 20
    assert result["impossible"] == [{
        "code": "zone-never-damaged",
        "message": "no card in the deck damages the right zone, so no character can be "
                   "defeated",
        "params": {"zone": "right"}}]


def test_an_attack_too_dear_for_the_kairu_of_the_turn_limit_does_not_count(  # type: ignore[no-untyped-def]
        capsys, db, tmp_path) -> None:
    # Thornstorm (5 Kairu) is the only attack that damages the right zone: within 4 turns
    # the player never has 5 Kairu (one more each turn, from 0).
    deck = tmp_path / "dear-right.txt"
    deck.write_text(NO_RIGHT_ZONE.replace("3 Hex Flick", "2 Hex Flick\n1 Thornstorm"),
                    encoding="utf-8")
    _code, out, _err = main_json(capsys, db, deck, "--max-turns", 4)
    assert [w["params"] for w in out["impossible"]] == [
        {"zone": "right", "cost": 5, "kairu": 4, "turns": 4}]
    _code, out, _err = main_json(capsys, db, deck, "--max-turns", 5)
    assert "impossible" not in out


def main_json(capsys, db: Path, deck: Path, *extra: object) -> tuple[int, dict, str]:  # type: ignore[no-untyped-def]
    code = main([str(a) for a in ("--db", db, "goldfish", deck, "--games", 5, "--seed", 1,
                                  "--json", *extra)])
    out, err = capsys.readouterr()
    assert code == 0, err
    return code, json.loads(out), err


def test_a_monsuno_team_nobody_can_pay_to_launch_is_told_why(  # type: ignore[no-untyped-def]
        capsys, db, tmp_path) -> None:
    # Thirty strike cards of launch 0 or 1 and a team whose cheapest Monsuno (Granite
    # Warden) costs 5: nothing strikes before a launch, so the hand never holds more than
    # hand_size cards. Five cards can pay 5; with hands of four nobody is ever launched.
    deck = tmp_path / "no-launch.txt"
    deck.write_text("Ruleset: monsuno-hard\nTeam:\n1 Thornback Pangolin\n1 Ashveil Wyrm\n"
                    "1 Granite Warden\nDeck:\n3 Dusk Flutter\n3 Tailwind\n3 Nightsting\n"
                    "3 Venom Dart\n3 Quick Jab\n3 Shade Siphon\n3 Blackout Pulse\n"
                    "3 Hollow Echo\n3 Mantis Scythe\n3 Forge Spark\n", encoding="utf-8")
    _code, result, _err = main_json(capsys, db, deck)
    assert "impossible" not in result
    code, out, err = goldfish(capsys, db, deck, "--set", "hand_size=4")
    assert code == 0, err
    assert "The dummy was never defeated within 12 turns." in out
    assert ("No game can be won: no Monsuno of the team can be launched: the cheapest "
            "costs 5 launch, and the best hand of 4 cards the deck can deal gives only "
            "4.") in out


@pytest.mark.parametrize("deck", sorted(p.stem for p in DECKS.glob("*.txt")))
def test_a_starter_deck_has_nothing_to_explain(capsys, db, deck: str) -> None:  # type: ignore[no-untyped-def]
    _code, out, _err = main_json(capsys, db, DECKS / f"{deck}.txt")
    assert "impossible" not in out
