<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>CatalogFiles</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="106" />
            <source>Checking the pictures of %n card(s)…</source>
            <translation>
                <numerusform>Checking the pictures of %n card…</numerusform>
                <numerusform>Checking the pictures of %n cards…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="141" />
            <source>The catalog names %n picture(s) outside its own folder:</source>
            <translation>
                <numerusform>The catalog names %n picture outside its own folder:</numerusform>
                <numerusform>The catalog names %n pictures outside its own folder:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CatalogGrid</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/catalog_grid.py" line="64" />
            <source>%n owned</source>
            <translation>
                <numerusform>%n owned</numerusform>
                <numerusform>%n owned</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionImportDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="134" />
            <source>%n problem(s) found. Nothing will be imported until they are fixed.</source>
            <translation>
                <numerusform>%n problem found. Nothing will be imported until they are fixed.</numerusform>
                <numerusform>%n problems found. Nothing will be imported until they are fixed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="174" />
            <source>%n identical row(s) merged.</source>
            <translation>
                <numerusform>%n identical row merged.</numerusform>
                <numerusform>%n identical rows merged.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="175" />
            <source>%n unknown row(s) will be skipped.</source>
            <translation>
                <numerusform>%n unknown row will be skipped.</numerusform>
                <numerusform>%n unknown rows will be skipped.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="210" />
            <source>Collection updated: %n card(s) changed</source>
            <translation>
                <numerusform>Collection updated: %n card changed</numerusform>
                <numerusform>Collection updated: %n cards changed</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionWindow</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/collection/collection_window.py" line="211" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/collection/collection_window.py" line="261" />
            <source>%n card(s) to get written to %1</source>
            <translation>
                <numerusform>%n card to get written to %1</numerusform>
                <numerusform>%n cards to get written to %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/collection/collection_window.py" line="271" />
            <source>%n card(s) to trade written to %1</source>
            <translation>
                <numerusform>%n card to trade written to %1</numerusform>
                <numerusform>%n cards to trade written to %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeckDocument</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_document.py" line="210" />
            <source>Add a copy of %n card(s)</source>
            <translation>
                <numerusform>Add a copy of %n card</numerusform>
                <numerusform>Add a copy of %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_document.py" line="211" />
            <source>Remove a copy of %n card(s)</source>
            <translation>
                <numerusform>Remove a copy of %n card</numerusform>
                <numerusform>Remove a copy of %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeckEditor</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="381" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n problem</numerusform>
                <numerusform>%n problems</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="419" />
            <source>Add %n card(s) to the sideboard</source>
            <translation>
                <numerusform>Add %n card to the sideboard</numerusform>
                <numerusform>Add %n cards to the sideboard</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="420" />
            <source>Add %n card(s)</source>
            <translation>
                <numerusform>Add %n card</numerusform>
                <numerusform>Add %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="423" />
            <source>%n card(s) added</source>
            <translation>
                <numerusform>%n card added</numerusform>
                <numerusform>%n cards added</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="486" />
            <source>Move %n card(s) to the sideboard</source>
            <translation>
                <numerusform>Move %n card to the sideboard</numerusform>
                <numerusform>Move %n cards to the sideboard</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="488" />
            <source>Move %n card(s) from the sideboard</source>
            <translation>
                <numerusform>Move %n card from the sideboard</numerusform>
                <numerusform>Move %n cards from the sideboard</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="775" />
            <source>Deck list pasted as a new deck: %n card(s) — save it to keep it</source>
            <translation>
                <numerusform>Deck list pasted as a new deck: %n card — save it to keep it</numerusform>
                <numerusform>Deck list pasted as a new deck: %n cards — save it to keep it</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeckModels</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_models.py" line="189" />
            <source>Move %n card(s) to %1</source>
            <translation>
                <numerusform>Move %n card to %1</numerusform>
                <numerusform>Move %n cards to %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_models.py" line="198" />
            <source>Add %n card(s) to %1</source>
            <translation>
                <numerusform>Add %n card to %1</numerusform>
                <numerusform>Add %n cards to %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeckStatsPanel</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="448" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="466" />
            <source>%n unknown card(s) not counted</source>
            <translation>
                <numerusform>%n unknown card not counted</numerusform>
                <numerusform>%n unknown cards not counted</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>EngineText</name>
        <message numerus="yes">
            <location filename="deckbuilder/rules/events.py" line="113" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GauntletDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="116" />
            <source>%1 against %n deck(s)</source>
            <translation>
                <numerusform>%1 against %n deck</numerusform>
                <numerusform>%1 against %n decks</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/main_window.py" line="413" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OnlinePlay</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/online_play.py" line="131" />
            <source>%n card(s) installed into Cockatrice.</source>
            <translation>
                <numerusform>%n card installed into Cockatrice.</numerusform>
                <numerusform>%n cards installed into Cockatrice.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>OpenDeckDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="217" />
            <source>%1 · %n card(s)</source>
            <translation>
                <numerusform>%1 · %n card</numerusform>
                <numerusform>%1 · %n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PileDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/playtest/playtest_widgets.py" line="429" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PlaytestWindow</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="418" />
            <source>✗ Not legal: %n problem(s)</source>
            <translation>
                <numerusform>✗ Not legal: %n problem</numerusform>
                <numerusform>✗ Not legal: %n problems</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ProblemsPanel</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="99" />
            <source>Remove %n extra card(s)</source>
            <translation>
                <numerusform>Remove %n extra card</numerusform>
                <numerusform>Remove %n extra cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="281" />
            <source>%n error(s)</source>
            <translation>
                <numerusform>%n error</numerusform>
                <numerusform>%n errors</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="282" />
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%n warning</numerusform>
                <numerusform>%n warnings</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ProxyDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="716" />
            <source>Saved %n page(s) to %1</source>
            <translation>
                <numerusform>Saved %n page to %1</numerusform>
                <numerusform>Saved %n pages to %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScanDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="566" />
            <source>%n card(s) found.</source>
            <translation>
                <numerusform>%n card found.</numerusform>
                <numerusform>%n cards found.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="647" />
            <source>%n card(s) added to the collection</source>
            <translation>
                <numerusform>%n card added to the collection</numerusform>
                <numerusform>%n cards added to the collection</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="669" />
            <source>%n card(s) taken back out of the collection</source>
            <translation>
                <numerusform>%n card taken back out of the collection</numerusform>
                <numerusform>%n cards taken back out of the collection</numerusform>
            </translation>
        </message>
    </context>
</TS>
