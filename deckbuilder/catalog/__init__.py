"""The SQLite card catalog: tables, migrations, repositories, import/export, search and
card pictures. No Qt here."""
