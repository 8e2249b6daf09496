"""Pure-Python card values, deck lists, legality and the game engines.

Standard library only: nothing here may import Qt, SQLAlchemy/sqlmodel or Pillow.
"""
