"""The search syntax over a small catalog of all three games."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from catalog_samples import ALL_CARDS, MC_COSTS, png_bytes, sample_cards, write_json_catalog
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deckbuilder.catalog.card_repository import CardRepository
from deckbuilder.catalog.catalog_io import import_catalog
from deckbuilder.catalog.collection import CollectionRepository, Variant
from deckbuilder.catalog.db import Database
from deckbuilder.catalog.pictures import PictureStore
from deckbuilder.catalog.search import CardSearch, SearchError, parse

ALL_NAMES = sorted(c["name"] for c in ALL_CARDS)
MONSUNO = sorted(c["name"] for c in ALL_CARDS if c["game"] == "monsuno")
REDAKAI = sorted(c["name"] for c in ALL_CARDS if c["game"] == "redakai")
MC = sorted(c["name"] for c in ALL_CARDS if c["game"] == "monster-cards")


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    """The sample catalog, shared by the read-only tests of this module."""
    folder = tmp_path_factory.mktemp("search")
    database = Database.open(folder / "search.sqlite3")
    import_catalog(database, write_json_catalog(folder / "sample.json", sample_cards()))
    yield database
    database.close()


def found(db: Database, query: str) -> list[str]:
    """Names of the cards a query finds, sorted."""
    ids = CardSearch(db).ids(query)
    return sorted(r.card.name for r in CardRepository(db).by_ids(ids))


def error(db: Database, query: str) -> SearchError:
    with pytest.raises(SearchError) as info:
        CardSearch(db).ids(query)
    return info.value


# ------------------------------------------------------------------ words


def test_an_empty_query_finds_everything(db: Database) -> None:
    assert found(db, "") == ALL_NAMES
    assert found(db, "   ") == ALL_NAMES
    assert CardSearch(db).count("") == len(ALL_CARDS)


@pytest.mark.parametrize(("query", "names"), [
    ("storm", ["Storm Bolt"]),
    ("sto", ["Storm Bolt"]),                      # a word prefix, while the user types
    ("Quick", ["Quickforge"]),
    ("STORM BOLT", ["Storm Bolt"]),
    ("bolt storm", ["Storm Bolt"]),               # words in any order
    ("crimson", ["Varo - Crimson Tide"]),
    ("storm-bolt", ["Storm Bolt"]),
    ("wyrm", ["Hydro Wyrm"]),
    ("golem bolt", []),                            # every word must match
])
def test_words_match_names_by_prefix(db: Database, query: str, names: list[str]) -> None:
    assert found(db, query) == names


@pytest.mark.parametrize(("query", "names"), [
    ("swallows", ["Tidal Crash"]),
    ("arena", ["Charlemagne", "Tidal Crash"]),
    ("searing", ["Fire Slash"]),
    ("reversed", ["Thunder Drake"]),
])
def test_words_match_rules_text(db: Database, query: str, names: list[str]) -> None:
    assert found(db, query) == names


@pytest.mark.parametrize(("query", "names"), [
    ("призрачный", ["Ghost Lantern"]),
    ("фонарь", ["Ghost Lantern"]),
    ("ПРИЗРАЧНЫЙ ФОНАРЬ", ["Ghost Lantern"]),     # Cyrillic upper case
    ("Призр", ["Ghost Lantern"]),
    ("громовержец", ["Airswitch"]),
])
def test_words_match_translations_in_any_case(db: Database, query: str,
                                              names: list[str]) -> None:
    assert found(db, query) == names


@pytest.mark.parametrize("query", ["ёжик", "ежик", "ЁЖИК", "ЕЖИК", "Ёжик-Громовержец",
                                   "ежик-громовёржец"])
def test_yo_and_ye_are_the_same_letter(db: Database, query: str) -> None:
    assert found(db, query) == ["Airswitch"]


@pytest.mark.parametrize(("query", "name"), [
    ("cafe golem", "Café Golem"),
    ("CAFÉ GOLEM", "Café Golem"),
    ("café racer", "Cafe Racer"),
    ("cafe racer", "Cafe Racer"),
])
def test_diacritics_are_ignored_both_ways(db: Database, query: str, name: str) -> None:
    assert found(db, query) == [name]
    assert found(db, query.split()[0]) == ["Cafe Racer", "Café Golem"]


def test_quoted_phrases(db: Database) -> None:
    assert found(db, '"storm bolt"') == ["Storm Bolt"]
    assert found(db, '"bolt storm"') == []
    assert found(db, '"the arena"') == ["Charlemagne", "Tidal Crash"]
    assert found(db, '"shakes the arena"') == ["Charlemagne"]
    assert found(db, '"Призрачный Фонарь"') == ["Ghost Lantern"]


def test_name_and_text_filters(db: Database) -> None:
    assert found(db, "name:bolt") == ["Storm Bolt"]
    assert found(db, "text:bolt") == []
    assert found(db, "text:damage") == ["Core Shield", "Storm Bolt"]
    assert found(db, "name:damage") == []
    assert found(db, 'text:"extra damage"') == ["Storm Bolt"]
    assert found(db, "n:фонарь") == ["Ghost Lantern"]
    assert found(db, "o:wave") == ["Tidal Crash"]


# ------------------------------------------------------------------ filters


@pytest.mark.parametrize(("query", "names"), [
    ("game:monsuno", MONSUNO),
    ("game:redakai", REDAKAI),
    ("game:monster-cards", MC),
    ("game:mc", MC),
    ("g:ms", MONSUNO),
    ('game:"MONSTER CARDS"', MC),
    ("game!=monsuno", sorted(REDAKAI + MC)),
])
def test_game_filter(db: Database, query: str, names: list[str]) -> None:
    assert found(db, query) == names


@pytest.mark.parametrize(("query", "names"), [
    ("kind:strike", ["Cafe Racer", "Core Shield", "Neutral Jab", "Storm Bolt"]),
    ("kind:character", ["Kai - Blue Fire", "Varo - Crimson Tide"]),
    ("kind:attack game:rk", ["Fire Slash", "Green Sting", "Tidal Crash"]),
    ("kind:monster game:redakai", ["Hydro Wyrm"]),
    ("set:ms1", ["Charlemagne", "Core Shield", "Quickforge", "Storm Bolt"]),
    ("set:RK2", ["Green Sting", "Tidal Crash"]),
    ("rarity:ur", ["Thunder Drake"]),
    ("rarity:R", ["Ghost Lantern", "Twin Blade"]),
    ("rarity:rare", ["Quickforge"]),
    ("m:storm", ["Charlemagne", "Storm Bolt"]),
    ("m:S.T.O.R.M.", ["Charlemagne", "Storm Bolt"]),
    ("manufacturer:core-tech", ["Core Shield", "Quickforge"]),
    ("manufacturer:eklipse", ["Airswitch"]),
    ("color:red", ["Fire Slash", "Kai - Blue Fire"]),
    ("color:blue", ["Hydro Wyrm", "Kai - Blue Fire", "Tidal Crash"]),
    ("color:yellow", ["Hydro Wyrm"]),             # the colour of its react's defense
    ("element:fire", ["Thunder Drake"]),
    ("element:LIGHT", ["Ghost Lantern"]),
    ("species:dragon", ["Thunder Drake"]),
    ("species:ghost", ["Ghost Lantern"]),
    ("means:close", ["Sly Fox", "Twin Blade"]),
    ("size:large", ["Café Golem", "Thunder Drake"]),
    ("size:small", ["Sly Fox"]),
    ("skill:dodge", ["Sly Fox"]),
    ('skill:"double edged"', ["Twin Blade"]),
    ("skill:heal", ["Ghost Lantern"]),
    ("dom:wave", ["Neutral Jab", "Storm Bolt"]),
    ("dom:wind", ["Cafe Racer", "Core Shield"]),
    ("strike:wave", ["Core Shield", "Quickforge"]),
    ("slot:fire", ["Charlemagne", "Quickforge"]),
    ("character:kai", ["Kai - Blue Fire"]),
    ("version:crimson", ["Varo - Crimson Tide"]),
    ("timing:reveal", ["Core Shield"]),
])
def test_field_filters(db: Database, query: str, names: list[str]) -> None:
    assert found(db, query) == names


@pytest.mark.parametrize(("query", "names"), [
    ("launch=2", ["Quickforge", "Storm Bolt"]),
    ("launch:2", ["Quickforge", "Storm Bolt"]),
    ("launch<2", ["Airswitch", "Core Shield", "Neutral Jab"]),
    ("launch<=1", ["Airswitch", "Core Shield", "Neutral Jab"]),
    ("launch>3", ["Charlemagne"]),
    ("launch>=3", ["Cafe Racer", "Charlemagne"]),
    ("launch!=2", ["Airswitch", "Cafe Racer", "Charlemagne", "Core Shield", "Neutral Jab"]),
    ("power>=5", ["Fire Slash", "Thunder Drake", "Tidal Crash"]),
    ("power=3", ["Green Sting", "Sly Fox"]),
    ("kairu<2", ["Green Sting"]),
    ("kairu>=3", ["Hydro Wyrm", "Tidal Crash"]),
    ("life>=50", ["Charlemagne", "Quickforge"]),
    ("life<50", ["Airswitch"]),
    ("cost=11", ["Ghost Lantern", "Sly Fox"]),
    ("cost>=12", ["Thunder Drake"]),
    ("cost<=9", ["Café Golem", "Twin Blade"]),
    ("cost!=11 game:mc", ["Café Golem", "Thunder Drake", "Twin Blade"]),
    ("speed>=4", ["Airswitch", "Cafe Racer"]),
    ("damage>=15", ["Cafe Racer", "Charlemagne"]),
])
def test_numeric_comparisons(db: Database, query: str, names: list[str]) -> None:
    assert found(db, query) == names


@pytest.mark.parametrize(("query", "names"), [
    # Kai: blue 2, clear, red 1; Varo: all clear; Hydro Wyrm: blue 3.
    ("defense>=3", ["Hydro Wyrm", "Kai - Blue Fire"]),
    ("defense=3", ["Hydro Wyrm", "Kai - Blue Fire"]),
    ("defense<3", ["Varo - Crimson Tide"]),
    ("defense=0", ["Varo - Crimson Tide"]),
    ("defense>3", []),
    ("-defense>=1 game:redakai", ["Fire Slash", "Green Sting", "Tidal Crash",
                                  "Varo - Crimson Tide"]),
])
def test_defense_is_the_total_of_the_zone_values(db: Database, query: str,
                                                 names: list[str]) -> None:
    assert found(db, query) == names


def test_defense_needs_a_number(db: Database) -> None:
    err = error(db, "defense>=lots")
    assert "whole number" in err.message and err.position == 9


def test_strike_type_is_an_alias_of_strike(db: Database) -> None:
    assert found(db, "strike_type:fire") == found(db, "strike:fire") == [
        "Cafe Racer", "Charlemagne", "Storm Bolt"]
    assert found(db, "strike_type!=fire game:monsuno") == found(db, "-st:fire game:monsuno")


def test_the_cost_column_is_the_rules_cost(db: Database) -> None:
    for name, cost in MC_COSTS.items():
        assert found(db, f"cost={cost} name:\"{name}\"") == [name]


@pytest.mark.parametrize(("query", "names"), [
    ("is:unique", ["Core Shield"]),
    ("is:exclusive", ["Storm Bolt"]),
    ("is:neutral", ["Cafe Racer", "Neutral Jab"]),
    ("is:team", ["Airswitch", "Charlemagne", "Kai - Blue Fire", "Quickforge",
                 "Varo - Crimson Tide"]),
    ("is:blanking", ["Tidal Crash"]),
    ("has:react", ["Hydro Wyrm"]),
    ("has:heal", ["Hydro Wyrm"]),
    ("has:skill", ["Ghost Lantern", "Sly Fox", "Thunder Drake", "Twin Blade"]),
    ("has:translation", ["Airswitch", "Ghost Lantern"]),
    ("has:effects", ["Core Shield", "Storm Bolt"]),
    ("not:unique kind:strike", ["Cafe Racer", "Neutral Jab", "Storm Bolt"]),
])
def test_flags(db: Database, query: str, names: list[str]) -> None:
    assert found(db, query) == names


def test_owned_filters_follow_the_collection(catalog_db: Database) -> None:
    assert found(catalog_db, "is:owned") == []
    assert found(catalog_db, "owned>=1") == []
    repo = CardRepository(catalog_db)
    fox = repo.find("Sly Fox")
    bolt = repo.find("Storm Bolt")
    assert fox is not None and bolt is not None
    coll = CollectionRepository(catalog_db)
    coll.set_quantity(fox.id, 1)
    coll.set_quantity(bolt.id, 2)
    coll.set_quantity(bolt.id, 1, Variant("LP", "ru", True))
    assert found(catalog_db, "is:owned") == ["Sly Fox", "Storm Bolt"]
    assert found(catalog_db, "owned>=1") == ["Sly Fox", "Storm Bolt"]
    assert found(catalog_db, "owned>=3") == ["Storm Bolt"]
    assert found(catalog_db, "owned=0 game:mc") == ["Café Golem", "Ghost Lantern",
                                                    "Thunder Drake", "Twin Blade"]
    assert found(catalog_db, "is:foil") == ["Storm Bolt"]
    assert found(catalog_db, "-is:owned game:mc") == ["Café Golem", "Ghost Lantern",
                                                      "Thunder Drake", "Twin Blade"]
    coll.set_total(fox.id, 0)
    assert found(catalog_db, "is:owned") == ["Storm Bolt"]


def test_has_picture(catalog_db: Database) -> None:
    assert found(catalog_db, "has:picture") == []
    pic = PictureStore(catalog_db).add_bytes(png_bytes(), "drake.png")
    repo = CardRepository(catalog_db)
    drake = repo.find("Thunder Drake")
    assert drake is not None
    repo.set_picture(drake.id, pic)
    assert found(catalog_db, "has:picture") == ["Thunder Drake"]
    assert found(catalog_db, "-has:picture game:mc") == ["Café Golem", "Ghost Lantern",
                                                         "Sly Fox", "Twin Blade"]


# ------------------------------------------------------------------ combining


def test_implicit_and(db: Database) -> None:
    assert found(db, "game:monsuno launch<=1") == ["Airswitch", "Core Shield", "Neutral Jab"]
    assert found(db, "game:monsuno AND launch<=1") == ["Airswitch", "Core Shield",
                                                      "Neutral Jab"]
    assert found(db, "kind:strike storm") == ["Storm Bolt"]


def test_negation(db: Database) -> None:
    assert found(db, "-game:monsuno") == sorted(REDAKAI + MC)
    assert found(db, "NOT game:monsuno") == sorted(REDAKAI + MC)
    assert found(db, "kind:strike -is:exclusive") == ["Cafe Racer", "Core Shield",
                                                      "Neutral Jab"]
    assert found(db, '-"storm bolt" kind:strike') == ["Cafe Racer", "Core Shield",
                                                       "Neutral Jab"]
    assert found(db, "game:rk -color:blue") == ["Fire Slash", "Green Sting",
                                               "Varo - Crimson Tide"]


def test_negated_manufacturer_keeps_cards_without_one(db: Database) -> None:
    names = found(db, "-m:storm")
    assert "Charlemagne" not in names and "Storm Bolt" not in names
    # Neutral strikes, Redakai and MONSTER CARDS have no manufacturer: they are "not storm".
    for name in ("Neutral Jab", "Cafe Racer", "Fire Slash", "Sly Fox", "Quickforge"):
        assert name in names
    assert len(names) + len(found(db, "m:storm")) == len(ALL_CARDS)
    assert found(db, "m!=storm") == names


@pytest.mark.parametrize("query", ["m:storm", "color:red", "skill:dodge", "launch>=2",
                                   "set:ms1", "dom:wave", "is:unique", "storm", "has:react"])
def test_a_filter_and_its_negation_split_the_catalog(db: Database, query: str) -> None:
    yes, no = found(db, query), found(db, f"-{query}")
    assert yes
    assert sorted(yes + no) == ALL_NAMES


def test_or_and_parentheses(db: Database) -> None:
    assert found(db, "storm OR wyrm") == ["Hydro Wyrm", "Storm Bolt"]
    assert found(db, "storm | wyrm") == ["Hydro Wyrm", "Storm Bolt"]
    assert found(db, "(color:red OR color:blue) kairu<=3") == ["Fire Slash", "Hydro Wyrm"]
    assert found(db, "color:red OR color:blue kairu<=3") == ["Fire Slash", "Hydro Wyrm",
                                                            "Kai - Blue Fire"]
    assert found(db, "-(game:mc OR game:rk)") == MONSUNO
    assert found(db, "game:mc (skill:dodge OR (size:large power>=5))") == ["Sly Fox",
                                                                        "Thunder Drake"]
    assert found(db, "(((storm)))") == ["Storm Bolt"]


def test_or_binds_looser_than_and(db: Database) -> None:
    # "a OR b c" is "a OR (b AND c)".
    assert found(db, "storm OR game:mc size:small") == ["Sly Fox", "Storm Bolt"]


# ------------------------------------------------------------------ malformed queries


@pytest.mark.parametrize(("query", "position", "words"), [
    ('"unclosed', 0, "unclosed quote"),
    ('storm "bolt', 6, "unclosed quote"),
    ('skill:"double edged', 6, "unclosed quote"),
    ("(storm", 0, "missing ')'"),
    ("storm (bolt OR wyrm", 6, "missing ')'"),
    ("storm)", 5, "unexpected ')'"),
    (")", 0, "expected a word or a filter"),
    ("()", 0, "empty parentheses"),
    ("foo:bar", 0, "unknown field 'foo'"),
    ("storm colour:red", 6, "unknown field 'colour'"),
    ("launch<=abc", 8, "whole number"),
    ("power>=x game:mc", 7, "whole number"),
    ("game:chess", 5, "unknown game 'chess'"),
    ("OR storm", 0, "expected a word or a filter"),
    ("storm OR", 6, "OR needs something on both sides"),
    ("storm OR OR wyrm", 6, "OR needs something on both sides"),
    ("(storm OR)", 7, "OR needs something on both sides"),
    ("AND storm", 0, "AND needs something on both sides"),
    ("-OR storm", 0, "nothing to negate"),
    ("(-)", 1, "nothing to negate"),
    ("storm NOT", 6, "nothing to negate"),
    ("name:", 5, "needs a value"),
    ('name:""', 5, "needs a value"),
    ("color<3", 5, "can only be compared"),
    ("name>3", 4, "takes ':'"),
    ("is:sleepy", 3, "unknown is: value"),
    ("has:wings", 4, "unknown has: value"),
])
def test_malformed_queries_name_the_position(db: Database, query: str, position: int,
                                             words: str) -> None:
    err = error(db, query)
    assert err.position == position
    assert words in err.message
    assert f"position {position + 1}" in str(err)
    assert err.pointer().splitlines()[1] == " " * position + "^"


@pytest.mark.parametrize(("query", "names"), [
    ("-", ALL_NAMES),
    ("storm -", ["Storm Bolt"]),
    ("- storm", ["Storm Bolt"]),
    ("Kai - Blue Fire", ["Kai - Blue Fire"]),
    ("kai -", ["Kai - Blue Fire"]),           # while typing the name
    ("Varo  -  Crimson Tide", ["Varo - Crimson Tide"]),
    ("game:rk - -color:blue", ["Fire Slash", "Green Sting", "Varo - Crimson Tide"]),
])
def test_a_lone_dash_is_punctuation_not_negation(db: Database, query: str,
                                                 names: list[str]) -> None:
    assert found(db, query) == names


def test_a_dash_before_a_closing_parenthesis_is_an_error(db: Database) -> None:
    err = error(db, "storm (-)")
    assert "nothing to negate" in err.message
    assert err.position == 7


def test_every_starter_redakai_character_is_found_by_its_full_name(
        starter_db: Database) -> None:
    repo = CardRepository(starter_db)
    characters = [r.card for r in repo.all("redakai") if r.card.kind == "character"]
    assert characters and all(" - " in c.name for c in characters)
    for card in characters:
        for query in (card.name, card.name.lower(), f"game:redakai {card.name}"):
            names = [r.card.name for r in repo.by_ids(CardSearch(starter_db).ids(query))]
            assert card.name in names, query
            assert len(names) <= 2, (query, names)  # the name, not every card


@pytest.mark.parametrize(("query", "position"), [
    ("(" * 400 + "storm" + ")" * 400, 20),
    ("-(" * 300 + "storm" + ")" * 300, 20),
    ("NOT " * 600 + "storm", 80),
    ("storm " + "(" * 21 + "x" + ")" * 21, 26),
])
def test_deep_nesting_is_a_search_error(db: Database, query: str, position: int) -> None:
    err = error(db, query)
    assert "too deeply nested" in err.message and "at most 20" in err.message
    assert err.position == position


def test_twenty_levels_of_nesting_still_run(db: Database) -> None:
    assert found(db, "(" * 20 + "storm" + ")" * 20) == ["Storm Bolt"]
    assert found(db, "-(" * 10 + "storm" + ")" * 10) == ["Storm Bolt"]
    # Negated filters that each add a level to the SQL as well.
    query = "(-(kind!=strike OR " * 5 + "storm" + "))" * 5
    assert CardSearch(db).count(query) >= 0


@pytest.mark.parametrize("joiner", [" ", " OR ", " -"])
def test_too_many_terms_is_a_search_error(db: Database, joiner: str) -> None:
    assert CardSearch(db).count(joiner.join(["kairu>=0"] * 200)) >= 0
    query = joiner.join(["kairu>=0"] * 1100)
    err = error(db, query)
    assert "too many words and filters: at most 200" in err.message
    assert 0 < err.position < len(query)


def test_a_trailing_and_is_an_error(db: Database) -> None:
    err = error(db, "storm AND")
    assert err.position == 6


def test_a_huge_number_is_a_search_error(db: Database) -> None:
    err = error(db, "launch>99999999999999999999")
    assert err.position == 7


def test_list_filters_treat_wildcards_as_text(db: Database) -> None:
    assert found(db, "dom:_") == []
    assert found(db, "slot:%") == []


def test_parse_errors_come_before_running_anything() -> None:
    with pytest.raises(SearchError):
        parse("(storm")
    assert parse("") is not None


# ------------------------------------------------------------------ injection


@pytest.mark.parametrize("query", [
    "'; DROP TABLE card; --",
    "name:\"x' OR 1=1 --\"",
    "storm\" OR 1=1 --",
    "color:%",
    "dom:_",
    "set:' OR '1'='1",
    "NEAR(storm bolt)",
    "storm*",
    "m:x'); DELETE FROM card; --",
])
def test_sql_and_fts_injection_is_just_text(db: Database, query: str) -> None:
    try:
        names = found(db, query)
    except SearchError:
        names = []
    assert len(names) < len(ALL_CARDS)  # never "everything", as OR 1=1 would give
    count = db.conn.execute("SELECT count(*) FROM card").fetchone()[0]
    assert count == len(ALL_CARDS)
    assert db.conn.execute("SELECT count(*) FROM card_fts").fetchone()[0] == len(ALL_CARDS)


TOKENS = ["storm", "bolt", "ёжик", "café", "-", "OR", "AND", "NOT", "(", ")", '"', "game:",
          "mc", "launch", "<=", ">", "3", "abc", "color:red", "is:owned", "m:", "'", ";",
          "--", "*", ":", "skill:\"double", "edged\"", "%", "_", "|"]


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(TOKENS), max_size=8),
       st.lists(st.sampled_from(["", " "]), min_size=8, max_size=8))
def test_any_query_gives_results_or_a_search_error(db: Database, tokens: list[str],
                                                   gaps: list[str]) -> None:
    query = "".join(t + g for t, g in zip(tokens, gaps, strict=False))
    try:
        ids = CardSearch(db).ids(query)
    except SearchError as err:
        assert 0 <= err.position <= len(query)
    else:
        assert len(ids) == len(set(ids)) <= len(ALL_CARDS)


# ------------------------------------------------------------------ order


def test_sort_by_cost_descending(db: Database) -> None:
    repo = CardRepository(db)
    ids = CardSearch(db).ids("game:mc", order=[("cost", False)])
    names = [r.card.name for r in repo.by_ids(ids)]
    costs = [MC_COSTS[n] for n in names]
    assert costs == sorted(costs, reverse=True)
    assert names[0] == "Thunder Drake" and names[-1] == "Café Golem"


def test_sort_puts_cards_without_the_field_last(db: Database) -> None:
    repo = CardRepository(db)
    for ascending in (True, False):
        ids = CardSearch(db).ids("", order=[("cost", ascending)])
        names = [r.card.name for r in repo.by_ids(ids)]
        assert sorted(names[:len(MC)]) == MC
        assert len(names) == len(ALL_CARDS)


def test_default_order_is_by_name_and_limit(db: Database) -> None:
    repo = CardRepository(db)
    ids = CardSearch(db).ids("game:rk")
    names = [r.card.name for r in repo.by_ids(ids)]
    assert names == sorted(REDAKAI, key=str.casefold)
    assert CardSearch(db).ids("game:rk", limit=2) == ids[:2]
    ids = CardSearch(db).ids("game:rk", order=[("kairu", True), ("name", False)])
    kairu = [r.card.fields.get("kairu", 99) for r in repo.by_ids(ids)]
    assert kairu[:4] == sorted(kairu[:4])


def test_an_unknown_sort_key_is_refused(db: Database) -> None:
    with pytest.raises(ValueError, match="unknown sort key 'colour'"):
        CardSearch(db).ids("", order=[("colour", True)])


def test_search_after_a_card_is_deleted(catalog_db: Database) -> None:
    repo = CardRepository(catalog_db)
    bolt = repo.find("Storm Bolt")
    assert bolt is not None
    repo.delete(bolt.id)
    assert found(catalog_db, "storm") == []
    assert found(catalog_db, "is:exclusive") == []
