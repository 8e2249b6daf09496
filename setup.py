"""Package discovery only (everything else is in pyproject.toml): every folder under
deckbuilder/ with an __init__.py is a package, and resources/ ships as deckbuilder.resources
(mapped by package-dir in pyproject.toml), which pyproject's packages.find cannot add."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["deckbuilder", "deckbuilder.*"]), "deckbuilder.resources"])
