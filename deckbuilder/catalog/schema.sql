CREATE TABLE alembic_version (
	version_num VARCHAR(32) NOT NULL, 
	CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)
);

CREATE TABLE deck (
	id INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	ruleset VARCHAR(40) NOT NULL, 
	notes VARCHAR NOT NULL, 
	created_at VARCHAR NOT NULL, 
	updated_at VARCHAR NOT NULL, author VARCHAR DEFAULT '' NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (name)
);

CREATE TABLE picture (
	id INTEGER NOT NULL, 
	sha256 VARCHAR(64) NOT NULL, 
	ext VARCHAR(8) NOT NULL, 
	width INTEGER NOT NULL, 
	height INTEGER NOT NULL, 
	size_bytes INTEGER NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (sha256)
);

CREATE TABLE setting (
	"key" VARCHAR NOT NULL, 
	value VARCHAR NOT NULL, 
	PRIMARY KEY ("key")
);

CREATE TABLE card (
	id INTEGER NOT NULL, 
	game VARCHAR(20) NOT NULL, 
	name VARCHAR NOT NULL, 
	name_key VARCHAR NOT NULL, 
	kind VARCHAR(20) NOT NULL, 
	set_code VARCHAR, 
	number VARCHAR, 
	rarity VARCHAR, 
	text VARCHAR, 
	names VARCHAR NOT NULL, 
	data VARCHAR NOT NULL, 
	origin VARCHAR(10) NOT NULL, 
	picture_id INTEGER, 
	updated_at VARCHAR NOT NULL, 
	colors VARCHAR, 
	cost INTEGER, 
	PRIMARY KEY (id), 
	FOREIGN KEY(picture_id) REFERENCES picture (id) ON DELETE SET NULL, 
	CONSTRAINT uq_card_name_game UNIQUE (name_key, game)
);

CREATE INDEX ix_card_set_code ON card (set_code);

CREATE TABLE deck_entry (
	id INTEGER NOT NULL, 
	deck_id INTEGER NOT NULL, 
	zone VARCHAR(10) NOT NULL, 
	position INTEGER NOT NULL, 
	card_name VARCHAR NOT NULL, 
	count INTEGER NOT NULL, 
	PRIMARY KEY (id), 
	CONSTRAINT ck_deck_entry_zone CHECK (zone IN ('team','deck','sideboard')), 
	CONSTRAINT ck_deck_entry_count CHECK (count > 0), 
	FOREIGN KEY(deck_id) REFERENCES deck (id) ON DELETE CASCADE, 
	CONSTRAINT uq_deck_entry UNIQUE (deck_id, zone, card_name)
);

CREATE INDEX ix_deck_entry_deck_id ON deck_entry (deck_id);

CREATE TABLE collection_entry (
	id INTEGER NOT NULL, 
	card_id INTEGER NOT NULL, 
	quantity INTEGER NOT NULL, 
	condition VARCHAR(3) NOT NULL, 
	language VARCHAR(16) NOT NULL, 
	foil BOOLEAN NOT NULL, 
	notes VARCHAR NOT NULL, trade_count INTEGER NOT NULL DEFAULT 0 CHECK (trade_count >= 0 AND trade_count <= quantity), price_cents INTEGER CHECK (price_cents IS NULL OR price_cents BETWEEN 0 AND 100000000), currency VARCHAR(3) NOT NULL DEFAULT '', 
	PRIMARY KEY (id), 
	CONSTRAINT ck_collection_condition CHECK (condition IN ('NM','LP','MP','HP','DMG')), 
	CONSTRAINT ck_collection_quantity CHECK (quantity >= 0), 
	FOREIGN KEY(card_id) REFERENCES card (id) ON DELETE CASCADE, 
	CONSTRAINT uq_collection_variant UNIQUE (card_id, condition, language, foil)
);

CREATE INDEX ix_collection_entry_card_id ON collection_entry (card_id);

CREATE VIRTUAL TABLE "card_fts" USING fts5(name, text, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3');

CREATE TABLE picture_fingerprint (
	picture_id INTEGER NOT NULL, 
	version INTEGER NOT NULL, 
	data BLOB NOT NULL, 
	PRIMARY KEY (picture_id), 
	FOREIGN KEY(picture_id) REFERENCES picture (id) ON DELETE CASCADE
);

CREATE INDEX ix_card_search ON card (name_key, game, kind, colors, cost, set_code, rarity, origin, picture_id, data);

INSERT INTO alembic_version VALUES ('0006');

