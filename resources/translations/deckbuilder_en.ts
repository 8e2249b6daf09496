<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>CatalogFiles</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="109" />
            <source>Checking the pictures of %n card(s)…</source>
            <translation>
                <numerusform>Checking the pictures of %n card…</numerusform>
                <numerusform>Checking the pictures of %n cards…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="144" />
            <source>The catalog names %n picture(s) outside its own folder:</source>
            <translation>
                <numerusform>The catalog names %n picture outside its own folder:</numerusform>
                <numerusform>The catalog names %n pictures outside its own folder:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CollectionImportDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="131" />
            <source>%n problem(s) found. Nothing will be imported until they are fixed.</source>
            <translation>
                <numerusform>%n problem found. Nothing will be imported until they are fixed.</numerusform>
                <numerusform>%n problems found. Nothing will be imported until they are fixed.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="171" />
            <source>%n identical row(s) merged.</source>
            <translation>
                <numerusform>%n identical row merged.</numerusform>
                <numerusform>%n identical rows merged.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="172" />
            <source>%n unknown row(s) will be skipped.</source>
            <translation>
                <numerusform>%n unknown row will be skipped.</numerusform>
                <numerusform>%n unknown rows will be skipped.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="203" />
            <source>Collection updated: %n card(s) changed</source>
            <translation>
                <numerusform>Collection updated: %n card changed</numerusform>
                <numerusform>Collection updated: %n cards changed</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeckEditor</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="476" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n problem</numerusform>
                <numerusform>%n problems</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="513" />
            <source>Add %n card(s) to the sideboard</source>
            <translation>
                <numerusform>Add %n card to the sideboard</numerusform>
                <numerusform>Add %n cards to the sideboard</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="514" />
            <source>Add %n card(s)</source>
            <translation>
                <numerusform>Add %n card</numerusform>
                <numerusform>Add %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="517" />
            <source>%n card(s) added</source>
            <translation>
                <numerusform>%n card added</numerusform>
                <numerusform>%n cards added</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="573" />
            <source>Move %n card(s) to the sideboard</source>
            <translation>
                <numerusform>Move %n card to the sideboard</numerusform>
                <numerusform>Move %n cards to the sideboard</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="574" />
            <source>Move %n card(s) from the sideboard</source>
            <translation>
                <numerusform>Move %n card from the sideboard</numerusform>
                <numerusform>Move %n cards from the sideboard</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="860" />
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
            <location filename="deckbuilder/ui/deck/deck_models.py" line="235" />
            <source>Move %n card(s) to %1</source>
            <translation>
                <numerusform>Move %n card to %1</numerusform>
                <numerusform>Move %n cards to %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_models.py" line="245" />
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
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="414" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="432" />
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
            <location filename="deckbuilder/rules/events.py" line="112" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/main_window.py" line="360" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n card</numerusform>
                <numerusform>%n cards</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PileDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/playtest/playtest_widgets.py" line="293" />
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
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="420" />
            <source>✗ Not legal: %n problem(s)</source>
            <translation>
                <numerusform>✗ Not legal: %n problem</numerusform>
                <numerusform>✗ Not legal: %n problems</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScanDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="549" />
            <source>%n card(s) found.</source>
            <translation>
                <numerusform>%n card found.</numerusform>
                <numerusform>%n cards found.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="606" />
            <source>%n card(s) added to the collection</source>
            <translation>
                <numerusform>%n card added to the collection</numerusform>
                <numerusform>%n cards added to the collection</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="628" />
            <source>%n card(s) taken back out of the collection</source>
            <translation>
                <numerusform>%n card taken back out of the collection</numerusform>
                <numerusform>%n cards taken back out of the collection</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ZoneTable</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="135" />
            <source>Add a copy of %n card(s)</source>
            <translation>
                <numerusform>Add a copy of %n card</numerusform>
                <numerusform>Add a copy of %n cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="136" />
            <source>Remove a copy of %n card(s)</source>
            <translation>
                <numerusform>Remove a copy of %n card</numerusform>
                <numerusform>Remove a copy of %n cards</numerusform>
            </translation>
        </message>
    </context>
</TS>
