<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
    <context>
        <name>App</name>
        <message>
            <location filename="deckbuilder/ui/app.py" line="82" />
            <source>Restored the backup of %1. Your data from before the restore is kept in %2</source>
            <translation>Восстановлена резервная копия от %1. Ваши данные до восстановления сохранены в %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/app.py" line="84" />
            <source>Restored the backup of %1.</source>
            <translation>Восстановлена резервная копия от %1.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/app.py" line="191" />
            <source>Another Deckbuilder kept the database busy for too long, so this change was not saved. Try again in a moment.</source>
            <translation>Другой запущенный Deckbuilder слишком долго держал базу данных занятой, поэтому это изменение не сохранено. Повторите попытку чуть позже.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/app.py" line="195" />
            <source>Something went wrong: %1

Nothing was half-saved; you can go on. The details were written to the log file %2</source>
            <translation>Что-то пошло не так: %1

Ничего не сохранилось наполовину — можно продолжать работу. Подробности записаны в журнал %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/app.py" line="200" />
            <source>Something went wrong: %1

Nothing was half-saved; you can go on. The details were printed to the terminal.</source>
            <translation>Что-то пошло не так: %1

Ничего не сохранилось наполовину — можно продолжать работу. Подробности выведены в терминал.</translation>
        </message>
    </context>
    <context>
        <name>CameraChoice</name>
        <message>
            <location filename="deckbuilder/ui/common/camera.py" line="55" />
            <source>The system's default camera</source>
            <translation>Камера системы по умолчанию</translation>
        </message>
    </context>
    <context>
        <name>CameraPanel</name>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="315" />
            <source>&amp;Capture</source>
            <translation>&amp;Снять</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="316" />
            <source>Recognise the cards in view now (Space)</source>
            <translation>Распознать карты в кадре сейчас (Пробел)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="319" />
            <source>Count a card held still &amp;automatically</source>
            <translation>&amp;Автоматически считать неподвижно поднесённую карту</translation>
        </message>
    </context>
    <context>
        <name>CardDetail</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="54" />
            <source>Rarity</source>
            <translation>Редкость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="54" />
            <source>Set</source>
            <translation>Сет</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="54" />
            <source>Number</source>
            <translation>Номер</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="55" />
            <source>Deck cost</source>
            <translation>Стоимость в колоде</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="55" />
            <source>Kind</source>
            <translation>Тип</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="55" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="99" />
            <source>Owned:</source>
            <translation>В коллекции:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="102" />
            <source>One copy fewer (-)</source>
            <translation>На одну копию меньше (-)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="105" />
            <source>Owned copies</source>
            <translation>Копий в коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="108" />
            <source>One more copy (+)</source>
            <translation>Ещё одна копия (+)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="117" />
            <source>Copies…</source>
            <translation>Копии…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="118" />
            <source>Condition, language, foil and notes of your copies</source>
            <translation>Состояние, язык, фольга и примечания ваших копий</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="121" />
            <source>Edit Card…</source>
            <translation>Изменить карту…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="122" />
            <source>Change this card (Ctrl+Shift+D)</source>
            <translation>Изменить эту карту (Ctrl+Shift+D)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="159" />
            <source>No card selected</source>
            <translation>Карта не выбрана</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="160" />
            <source>Pick a card in the catalog to see it here.</source>
            <translation>Выберите карту в каталоге, чтобы увидеть её здесь.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="172" />
            <source>Click to see the card large</source>
            <translation>Щёлкните, чтобы увидеть карту крупно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="192" />
            <source>yes</source>
            <translation>да</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="192" />
            <source>no</source>
            <translation>нет</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="230" />
            <source>(no picture)</source>
            <translation>(нет картинки)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_detail.py" line="234" />
            <source>Loading picture…</source>
            <translation>Загрузка картинки…</translation>
        </message>
        <message>
            <source>Monsuno</source>
            <translation type="vanished">Монсуно</translation>
        </message>
        <message>
            <source>strike card</source>
            <translation type="vanished">карта удара</translation>
        </message>
        <message>
            <source>character</source>
            <translation type="vanished">персонаж</translation>
        </message>
        <message>
            <source>attack</source>
            <translation type="vanished">атака</translation>
        </message>
        <message>
            <source>monster</source>
            <translation type="vanished">монстр</translation>
        </message>
        <message>
            <source>Monsuno — medium rules</source>
            <translation type="vanished">Monsuno — средние правила</translation>
        </message>
        <message>
            <source>Monsuno — hard rules</source>
            <translation type="vanished">Monsuno — сложные правила</translation>
        </message>
        <message>
            <source>Monsuno — tournament (TCG)</source>
            <translation type="vanished">Monsuno — турнирные (TCG)</translation>
        </message>
        <message>
            <source>Redakai — advanced rules</source>
            <translation type="vanished">Redakai — продвинутые правила</translation>
        </message>
        <message>
            <source>MONSTER CARDS</source>
            <translation type="vanished">MONSTER CARDS</translation>
        </message>
        <message>
            <source>Manufacturer</source>
            <translation type="vanished">Производитель</translation>
        </message>
        <message>
            <source>Launch</source>
            <translation type="vanished">Запуск</translation>
        </message>
        <message>
            <source>Life</source>
            <translation type="vanished">Жизнь</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation type="vanished">Скорость</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation type="vanished">Урон</translation>
        </message>
        <message>
            <source>Strike type</source>
            <translation type="vanished">Тип удара</translation>
        </message>
        <message>
            <source>Power slots</source>
            <translation type="vanished">Слоты силы</translation>
        </message>
        <message>
            <source>Super strike damage</source>
            <translation type="vanished">Урон суперудара</translation>
        </message>
        <message>
            <source>Exclusive</source>
            <translation type="vanished">Эксклюзивная</translation>
        </message>
        <message>
            <source>Unique</source>
            <translation type="vanished">Уникальная</translation>
        </message>
        <message>
            <source>Dominates</source>
            <translation type="vanished">Доминирует</translation>
        </message>
        <message>
            <source>Timing</source>
            <translation type="vanished">Время применения</translation>
        </message>
        <message>
            <source>Category</source>
            <translation type="vanished">Категория</translation>
        </message>
        <message>
            <source>Restricted to</source>
            <translation type="vanished">Только для</translation>
        </message>
        <message>
            <source>Effects</source>
            <translation type="vanished">Эффекты</translation>
        </message>
        <message>
            <source>Character</source>
            <translation type="vanished">Персонаж</translation>
        </message>
        <message>
            <source>Version</source>
            <translation type="vanished">Версия</translation>
        </message>
        <message>
            <source>Defense</source>
            <translation type="vanished">Защита</translation>
        </message>
        <message>
            <source>Ability</source>
            <translation type="vanished">Способность</translation>
        </message>
        <message>
            <source>Kairu</source>
            <translation type="vanished">Кайру</translation>
        </message>
        <message>
            <source>Heal zones</source>
            <translation type="vanished">Зоны лечения</translation>
        </message>
        <message>
            <source>React</source>
            <translation type="vanished">Ответная способность</translation>
        </message>
        <message>
            <source>Power</source>
            <translation type="vanished">Сила</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation type="vanished">Цвет</translation>
        </message>
        <message>
            <source>Hits</source>
            <translation type="vanished">Попадания</translation>
        </message>
        <message>
            <source>Blanks ability</source>
            <translation type="vanished">Обнуляет способность</translation>
        </message>
        <message>
            <source>Element</source>
            <translation type="vanished">Стихия</translation>
        </message>
        <message>
            <source>Species</source>
            <translation type="vanished">Вид</translation>
        </message>
        <message>
            <source>Means</source>
            <translation type="vanished">Способ атаки</translation>
        </message>
        <message>
            <source>Size</source>
            <translation type="vanished">Размер</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation type="vanished">Навык</translation>
        </message>
    </context>
    <context>
        <name>CardEditor</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="62" />
            <source>Left</source>
            <translation>Левая</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="62" />
            <source>Middle</source>
            <translation>Средняя</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="62" />
            <source>Right</source>
            <translation>Правая</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="72" />
            <source>+amount attack speed this combat</source>
            <translation>+N к скорости атаки в этом бою</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="73" />
            <source>+amount damage this combat</source>
            <translation>+N к урону в этом бою</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="74" />
            <source>remove amount damage (Monsuno) / heal a damage zone (Redakai)</source>
            <translation>снять N урона (Monsuno) / вылечить зону урона (Redakai)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="75" />
            <source>draw amount cards</source>
            <translation>взять N карт</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="76" />
            <source>+amount defense of a colour to your team this turn</source>
            <translation>+N к защите указанного цвета для вашей команды на этот ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="77" />
            <source>+amount attack power this attack</source>
            <translation>+N к силе этой атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="136" />
            <source>colour</source>
            <translation>цвет</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation type="vanished">Стандартный</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation type="vanished">Со сбросом</translation>
        </message>
        <message>
            <source>Game Changer</source>
            <translation type="vanished">Меняющий игру</translation>
        </message>
        <message>
            <source>Monsuno</source>
            <translation type="vanished">Монсуно</translation>
        </message>
        <message>
            <source>Strike card</source>
            <translation type="vanished">Карта удара</translation>
        </message>
        <message>
            <source>Character</source>
            <translation type="vanished">Персонаж</translation>
        </message>
        <message>
            <source>Monster</source>
            <translation type="vanished">Монстр</translation>
        </message>
        <message>
            <source>Attack</source>
            <translation type="vanished">Атака</translation>
        </message>
    </context>
    <context>
        <name>CardEditorDialog</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="160" />
            <source>Card</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="169" />
            <source>&amp;Kind:</source>
            <translation>&amp;Тип:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="174" />
            <source>&amp;Game:</source>
            <translation>&amp;Игра:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="179" />
            <source>required, unique in the game</source>
            <translation>обязательно, уникально в пределах игры</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="184" />
            <source>&amp;Name:</source>
            <translation>&amp;Название:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="186" />
            <source>optional</source>
            <translation>необязательно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="187" />
            <source>The card's name in Russian; search finds it too</source>
            <translation>Название карты на русском; поиск находит и по нему</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="188" />
            <source>&amp;Russian name:</source>
            <translation>&amp;Русское название:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="191" />
            <source>e.g. MC-1</source>
            <translation>напр. MC-1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="193" />
            <source>e.g. 007</source>
            <translation>напр. 007</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="198" />
            <source>N&amp;umber:</source>
            <translation>Но&amp;мер:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="203" />
            <source>&amp;Set:</source>
            <translation>С&amp;ет:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="214" />
            <source>Ra&amp;rity:</source>
            <translation>Ре&amp;дкость:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="244" />
            <source>Click to see the picture large; drop an image file here, or double-click to choose one</source>
            <translation>Щёлкните, чтобы увидеть картинку крупно; перетащите сюда файл изображения или дважды щёлкните, чтобы выбрать его</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="255" />
            <source>&amp;Choose Picture…</source>
            <translation>&amp;Выбрать картинку…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="256" />
            <source>Pick an image file and frame the card part (Ctrl+O)</source>
            <translation>Выбрать файл изображения и выделить на нём карту (Ctrl+O)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="258" />
            <source>Remo&amp;ve Picture</source>
            <translation>&amp;Убрать картинку</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="259" />
            <source>The card will have no picture</source>
            <translation>У карты не будет картинки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="269" />
            <source>Rules &amp;text:</source>
            <translation>Текст пр&amp;авил:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="273" />
            <source>What the card says (optional)</source>
            <translation>Текст на карте (необязательно)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="293" />
            <source>Ctrl+S save · Ctrl+Shift+Enter save and new · Ctrl+O picture</source>
            <translation>Ctrl+S — сохранить · Ctrl+Shift+Enter — сохранить и перейти к следующей · Ctrl+O — картинка</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="300" />
            <source>&amp;Save</source>
            <translation>&amp;Сохранить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="302" />
            <source>Save the card and close (Ctrl+S, Ctrl+Enter)</source>
            <translation>Сохранить карту и закрыть (Ctrl+S, Ctrl+Enter)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="303" />
            <source>Save and &amp;New</source>
            <translation>Сохранить и с&amp;ледующую</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="305" />
            <source>Save the card and start the next one of the same game and kind (Ctrl+Shift+Enter)</source>
            <translation>Сохранить карту и начать следующую той же игры и того же типа (Ctrl+Shift+Enter)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="440" />
            <source>%1  (cost %2)</source>
            <translation>%1  (стоимость %2)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="442" />
            <source>%1: sets most of the deck cost</source>
            <translation>%1: определяет бо́льшую часть стоимости в колоде</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="450" />
            <source>Printed rarity (free text)</source>
            <translation>Редкость, указанная на карте (произвольный текст)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="508" />
            <source>A saved card stays in its game</source>
            <translation>Сохранённая карта остаётся в своей игре</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="522" />
            <source>New Card</source>
            <translation>Новая карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="524" />
            <source>Edit Card — %1</source>
            <translation>Изменение карты — %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="613" />
            <source>Another %1 card is already called “%2”.</source>
            <translation>Другая карта %1 уже называется «%2».</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="619" />
            <source>Name</source>
            <translation>Название</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="619" />
            <source>Russian name</source>
            <translation>Русское название</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="620" />
            <source>Rules text</source>
            <translation>Текст правил</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="629" />
            <source>Choose one.</source>
            <translation>Выберите значение.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="629" />
            <source>Required.</source>
            <translation>Обязательное поле.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="631" />
            <source>Choose or type a colour.</source>
            <translation>Выберите или введите цвет.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="643" />
            <source>Effect %1</source>
            <translation>Эффект %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="645" />
            <source>Kairu</source>
            <translation>Кайру</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="702" />
            <source>from the name (before “ - ”)</source>
            <translation>из названия (часть до « - »)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="702" />
            <source>from the name (after “ - ”)</source>
            <translation>из названия (часть после « - »)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="708" />
            <source>from the name: %1</source>
            <translation>из названия: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="729" />
            <source>Problems to fix: %1</source>
            <translation>Проблем к исправлению: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="734" />
            <source>Still to fill in: %1</source>
            <translation>Осталось заполнить: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="738" />
            <source>Ready to save.</source>
            <translation>Можно сохранять.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="767" />
            <source>Cost %1 = %2</source>
            <translation>Стоимость %1 = %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="803" />
            <source>the card was deleted in the meantime</source>
            <translation>тем временем карта была удалена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="824" />
            <source>Not saved:</source>
            <translation>Не сохранено:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="850" />
            <source>Saved “%1”. Next card:</source>
            <translation>Карта «%1» сохранена. Следующая карта:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="859" />
            <source>Discard Changes?</source>
            <translation>Отменить изменения?</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor.py" line="860" />
            <source>This card has changes that are not saved. Throw them away?</source>
            <translation>В карте есть несохранённые изменения. Отбросить их?</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor_pictures.py" line="229" />
            <source>The stored picture cannot be shown: %1</source>
            <translation>Не удаётся показать сохранённую картинку: %1</translation>
        </message>
        <message>
            <source>C, R, SR or UR: sets most of the deck cost</source>
            <translation type="vanished">C, R, SR или UR: определяет бо́льшую часть стоимости в колоде</translation>
        </message>
        <message>
            <source>Deck cost = rarity cost + (power − 1) + skill cost; a deck may cost at most 200</source>
            <translation type="vanished">Стоимость в колоде = стоимость редкости + (сила − 1) + стоимость навыка; колода может стоить не более 200</translation>
        </message>
        <message>
            <source>Cost %1 = %2 %3 + power %4−1</source>
            <translation type="vanished">Стоимость %1 = %2 %3 + сила %4−1</translation>
        </message>
        <message>
            <source> + %1 skill %2</source>
            <translation type="vanished"> + навык «%1» %2</translation>
        </message>
        <message>
            <source>Drop an image file here, or double-click to choose one</source>
            <translation type="vanished">Перетащите сюда файл изображения или дважды щёлкните, чтобы выбрать его</translation>
        </message>
        <message>
            <source>(no name yet)</source>
            <translation type="vanished">(пока без названия)</translation>
        </message>
        <message>
            <source>Choose Picture</source>
            <translation type="vanished">Выбор картинки</translation>
        </message>
        <message>
            <source>Pictures (%1);;All files (*)</source>
            <translation type="vanished">Изображения (%1);;Все файлы (*)</translation>
        </message>
        <message>
            <source>%1: the picture cannot be shown</source>
            <translation type="vanished">%1: не удаётся показать изображение</translation>
        </message>
        <message>
            <source>Picture not used — %1</source>
            <translation type="vanished">Картинка не использована — %1</translation>
        </message>
        <message>
            <source>%1: cannot read the file (%2)</source>
            <translation type="vanished">%1: не удаётся прочитать файл (%2)</translation>
        </message>
    </context>
    <context>
        <name>CardPictures</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor_pictures.py" line="173" />
            <source>(no name yet)</source>
            <translation>(пока без названия)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor_pictures.py" line="239" />
            <source>Choose Picture</source>
            <translation>Выбор картинки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor_pictures.py" line="241" />
            <source>Pictures (%1);;All files (*)</source>
            <translation>Изображения (%1);;Все файлы (*)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor_pictures.py" line="264" />
            <source>%1: the picture cannot be shown</source>
            <translation>%1: не удаётся показать изображение</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor_pictures.py" line="311" />
            <source>Picture not used — %1</source>
            <translation>Картинка не использована — %1</translation>
        </message>
    </context>
    <context>
        <name>CardViewer</name>
        <message>
            <location filename="deckbuilder/ui/common/card_viewer.py" line="59" />
            <source>Esc or a click closes</source>
            <translation>Esc или щелчок закрывает</translation>
        </message>
    </context>
    <context>
        <name>CatalogFiles</name>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="47" />
            <source>Import Catalog</source>
            <translation>Импорт каталога</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="48" />
            <source>Catalog files (*.json *.csv *.xml);;All files (*)</source>
            <translation>Файлы каталога (*.json *.csv *.xml);;Все файлы (*)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="62" />
            <source>Import cancelled; the catalog is unchanged</source>
            <translation>Импорт отменён; каталог не изменился</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="65" />
            <source>Nothing was imported</source>
            <translation>Ничего не импортировано</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="66" />
            <source>The catalog file has problems; the catalog is unchanged.</source>
            <translation>В файле каталога есть проблемы; каталог не изменён.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="82" />
            <source>Imported %1 cards (%2 new, %3 updated)</source>
            <translation>Импортировано карт: %1 (новых: %2, обновлённых: %3)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="90" />
            <source>Reading %1…</source>
            <translation>Чтение %1…</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="106" />
            <source>Checking the pictures of %n card(s)…</source>
            <translation>
                <numerusform>Проверка картинок %n карты…</numerusform>
                <numerusform>Проверка картинок %n карт…</numerusform>
                <numerusform>Проверка картинок %n карт…</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="107" />
            <source>Writing the cards to the catalog…</source>
            <translation>Запись карт в каталог…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="108" />
            <source>Finishing…</source>
            <translation>Завершение…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="140" />
            <source>Pictures outside the catalog's folder</source>
            <translation>Картинки вне папки каталога</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="141" />
            <source>The catalog names %n picture(s) outside its own folder:</source>
            <translation>
                <numerusform>Каталог ссылается на %n картинку вне своей папки:</numerusform>
                <numerusform>Каталог ссылается на %n картинки вне своей папки:</numerusform>
                <numerusform>Каталог ссылается на %n картинок вне своей папки:</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="143" />
            <source>Read them as well? Say yes only if you trust where the file comes from.</source>
            <translation>Прочитать и их? Соглашайтесь, только если доверяете источнику файла.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="149" />
            <source>Export Catalog</source>
            <translation>Экспорт каталога</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="150" />
            <source>JSON catalog (*.json);;CSV catalog (*.csv)</source>
            <translation>Каталог JSON (*.json);;Каталог CSV (*.csv)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="156" />
            <source>Export failed</source>
            <translation>Не удалось экспортировать</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="158" />
            <source>%1 cards written to %2</source>
            <translation>Записано карт: %1 в %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="165" />
            <source>Export for Cockatrice</source>
            <translation>Экспорт для Cockatrice</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="166" />
            <source>Cockatrice card database (*.xml)</source>
            <translation>База карт Cockatrice (*.xml)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_files.py" line="180" />
            <source>%1 cards written to %2 for Cockatrice</source>
            <translation>Записано карт для Cockatrice: %1 в %2</translation>
        </message>
        <message>
            <source>Catalog files (*.json *.csv);;All files (*)</source>
            <translation type="vanished">Файлы каталога (*.json *.csv);;Все файлы (*)</translation>
        </message>
    </context>
    <context>
        <name>CatalogGrid</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/catalog_grid.py" line="64" />
            <source>%n owned</source>
            <translation>
                <numerusform>%n в коллекции</numerusform>
                <numerusform>%n в коллекции</numerusform>
                <numerusform>%n в коллекции</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CatalogModel</name>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="176" />
            <source>Name</source>
            <translation>Название</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="178" />
            <source>Kind</source>
            <translation>Тип</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="179" />
            <source>Owned</source>
            <translation>Есть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="182" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="184" />
            <source>Cost</source>
            <translation>Стоимость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="185" />
            <source>Power</source>
            <translation>Сила</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="186" />
            <source>Faction</source>
            <translation>Фракция</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="187" />
            <source>Details</source>
            <translation>Подробности</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="193" />
            <source>Rarity</source>
            <translation>Редкость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="466" />
            <source>Launch cost (Monsuno), Kairu (Redakai) or deck cost (MONSTER CARDS)</source>
            <translation>Стоимость запуска (Monsuno), Кайру (Redakai) или стоимость в колоде (MONSTER CARDS)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="468" />
            <source>Damage (Monsuno) or power (Redakai, MONSTER CARDS)</source>
            <translation>Урон (Monsuno) или сила (Redakai, MONSTER CARDS)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="469" />
            <source>Manufacturer (Monsuno), colour (Redakai) or element (MONSTER CARDS)</source>
            <translation>Производитель (Monsuno), цвет (Redakai) или стихия (MONSTER CARDS)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_model.py" line="471" />
            <source>Copies you own; double-click to change</source>
            <translation>Копий в вашей коллекции; дважды щёлкните, чтобы изменить</translation>
        </message>
        <message>
            <source>Manufacturer</source>
            <translation type="vanished">Производитель</translation>
        </message>
        <message>
            <source>Launch</source>
            <translation type="vanished">Запуск</translation>
        </message>
        <message>
            <source>Life</source>
            <translation type="vanished">Жизнь</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation type="vanished">Скорость</translation>
        </message>
        <message>
            <source>Damage</source>
            <translation type="vanished">Урон</translation>
        </message>
        <message>
            <source>Type</source>
            <translation type="vanished">Тип удара</translation>
        </message>
        <message>
            <source>Dominates</source>
            <translation type="vanished">Доминирует</translation>
        </message>
        <message>
            <source>Kairu</source>
            <translation type="vanished">Кайру</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation type="vanished">Цвет</translation>
        </message>
        <message>
            <source>Character</source>
            <translation type="vanished">Персонаж</translation>
        </message>
        <message>
            <source>Defence / hits</source>
            <translation type="vanished">Защита / попадания</translation>
        </message>
        <message>
            <source>Element</source>
            <translation type="vanished">Стихия</translation>
        </message>
        <message>
            <source>Species</source>
            <translation type="vanished">Вид</translation>
        </message>
        <message>
            <source>Means</source>
            <translation type="vanished">Способ атаки</translation>
        </message>
        <message>
            <source>Size</source>
            <translation type="vanished">Размер</translation>
        </message>
        <message>
            <source>Skill</source>
            <translation type="vanished">Навык</translation>
        </message>
        <message>
            <source>hits</source>
            <translation type="vanished">попадания</translation>
        </message>
        <message>
            <source>react</source>
            <translation type="vanished">ответ</translation>
        </message>
    </context>
    <context>
        <name>CatalogPanel</name>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="105" />
            <source>Search: words, game:redakai, kairu&lt;=3, m:storm, is:owned …</source>
            <translation>Поиск: слова, game:redakai, kairu&lt;=3, m:storm, is:owned …</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="106" />
            <source>Search the catalog (Ctrl+F). Press F1 for the syntax.</source>
            <translation>Поиск по каталогу (Ctrl+F). Синтаксис — по клавише F1.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="109" />
            <source>Search syntax with examples (F1)</source>
            <translation>Синтаксис поиска с примерами (F1)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="116" />
            <source>Show the cards as a list</source>
            <translation>Показать карты списком</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="120" />
            <source>Show the cards as a grid of pictures</source>
            <translation>Показать карты сеткой картинок</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="131" />
            <source>All games</source>
            <translation>Все игры</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="138" />
            <source>Owned only</source>
            <translation>Только в коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="265" />
            <source>Search problem at character %1: %2</source>
            <translation>Проблема в запросе (символ %1): %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="393" />
            <source>All kinds</source>
            <translation>Все типы</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="410" />
            <source>More filters…</source>
            <translation>Ещё фильтры…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/catalog_panel.py" line="413" />
            <source>Pick a game for more filters</source>
            <translation>Выберите игру для других фильтров</translation>
        </message>
        <message>
            <source>All manufacturers</source>
            <translation type="vanished">Все производители</translation>
        </message>
        <message>
            <source>All colours</source>
            <translation type="vanished">Все цвета</translation>
        </message>
        <message>
            <source>All elements</source>
            <translation type="vanished">Все стихии</translation>
        </message>
    </context>
    <context>
        <name>CollectionImportDialog</name>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="49" />
            <source>Import Collection — %1</source>
            <translation>Импорт коллекции — %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="53" />
            <source>Quantities in the file:</source>
            <translation>Количества в файле:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="55" />
            <source>replace what I own of those cards</source>
            <translation>заменяют мои количества этих карт</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="56" />
            <source>add to what I own</source>
            <translation>добавляются к моей коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="57" />
            <source>become my whole collection</source>
            <translation>становятся всей моей коллекцией</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="72" />
            <source>Card</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="72" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="73" />
            <source>Variant</source>
            <translation>Вариант</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="73" />
            <source>Now</source>
            <translation>Сейчас</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="74" />
            <source>After</source>
            <translation>После</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="83" />
            <source>Import</source>
            <translation>Импортировать</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="134" />
            <source>%n problem(s) found. Nothing will be imported until they are fixed.</source>
            <translation>
                <numerusform>Найдена %n проблема. Пока всё не исправлено, ничего не будет импортировано.</numerusform>
                <numerusform>Найдено %n проблемы. Пока всё не исправлено, ничего не будет импортировано.</numerusform>
                <numerusform>Найдено %n проблем. Пока всё не исправлено, ничего не будет импортировано.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="145" />
            <source> foil</source>
            <translation> фольга</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="155" />
            <source>line %1</source>
            <translation>строка %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="155" />
            <source>unknown</source>
            <translation>неизвестна</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="162" />
            <source>Use “%1”</source>
            <translation>Взять «%1»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="172" />
            <source>%1 rows read, %2 cards will change.</source>
            <translation>Прочитано строк: %1, изменится карт: %2.</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="174" />
            <source>%n identical row(s) merged.</source>
            <translation>
                <numerusform>Объединена %n одинаковая строка.</numerusform>
                <numerusform>Объединено %n одинаковые строки.</numerusform>
                <numerusform>Объединено %n одинаковых строк.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="175" />
            <source>%n unknown row(s) will be skipped.</source>
            <translation>
                <numerusform>%n неизвестная строка будет пропущена.</numerusform>
                <numerusform>%n неизвестные строки будут пропущены.</numerusform>
                <numerusform>%n неизвестных строк будет пропущено.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="185" />
            <source>Read as %1 text.</source>
            <translation>Прочитано как текст в кодировке %1.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="188" />
            <source>Columns not read: %1.</source>
            <translation>Не прочитаны столбцы: %1.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="190" />
            <source>No quantity column (Quantity, Count, Qty, Amount or Copies): each row counts as 1 copy.</source>
            <translation>Нет столбца с количеством (Quantity, Count, Qty, Amount или Copies): каждая строка считается одной картой.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="203" />
            <source>The collection changed since this preview (another window or command wrote to it); nothing was imported. This is the new preview. </source>
            <translation>Коллекция изменилась после этого предпросмотра (в неё записало другое окно или команда); ничего не импортировано. Это новый предпросмотр. </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/collection_import.py" line="210" />
            <source>Collection updated: %n card(s) changed</source>
            <translation>
                <numerusform>Коллекция обновлена: изменена %n карта</numerusform>
                <numerusform>Коллекция обновлена: изменены %n карты</numerusform>
                <numerusform>Коллекция обновлена: изменено %n карт</numerusform>
            </translation>
        </message>
        <message>
            <source>Skip unknown cards</source>
            <translation type="vanished">Пропускать неизвестные карты</translation>
        </message>
    </context>
    <context>
        <name>CollectionWindow</name>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="114" />
            <source>Card</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="114" />
            <source>Game</source>
            <translation>Игра</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="114" />
            <source>Set</source>
            <translation>Сет</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="114" />
            <source>Number</source>
            <translation>Номер</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="114" />
            <source>Copies</source>
            <translation>Копии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="115" />
            <source>For trade</source>
            <translation>На обмен</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="115" />
            <source>Value</source>
            <translation>Стоимость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="165" />
            <source>Game / set</source>
            <translation>Игра / выпуск</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="165" />
            <source>Owned</source>
            <translation>Есть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="165" />
            <source>In the catalog</source>
            <translation>В каталоге</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="166" />
            <source>Complete</source>
            <translation>Собрано</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="173" />
            <source>(no set)</source>
            <translation>(без выпуска)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="218" />
            <source>Deck</source>
            <translation>Колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="218" />
            <source>Ruleset</source>
            <translation>Правила</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="218" />
            <source>Cards</source>
            <translation>Карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="218" />
            <source>Missing</source>
            <translation>Не хватает</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="228" />
            <source>complete</source>
            <translation>всё есть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_models.py" line="279" />
            <source>Needed</source>
            <translation>Нужно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="84" />
            <source>Collection</source>
            <translation>Коллекция</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="100" />
            <source>Search your cards, e.g. game:redakai kind:attack (F1 in the main window: syntax)</source>
            <translation>Поиск по вашим картам, например game:redakai kind:attack (синтаксис — F1 в главном окне)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="118" />
            <source>Completion</source>
            <translation>Полнота</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="139" />
            <source>Decks</source>
            <translation>Колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="144" />
            <source>Export &amp;Wishlist…</source>
            <translation>Список &amp;желаемого…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="146" />
            <source>The cards the ticked decks (or the selected one) need beyond what you own</source>
            <translation>Карты, которых не хватает отмеченным колодам (или выбранной)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="149" />
            <source>Export &amp;Trade List…</source>
            <translation>Список на &amp;обмен…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="151" />
            <source>Copies beyond what your decks and a playset use, and those you put on your trade list</source>
            <translation>Копии сверх нужного вашим колодам и полного набора, а также отмеченные вами на обмен</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="154" />
            <source>&amp;Refresh</source>
            <translation>О&amp;бновить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="157" />
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="191" />
            <source>Copies: %1 · Distinct cards: %2 · On the trade list: %3 · Value: %4</source>
            <translation>Копий: %1 · Разных карт: %2 · На обмен: %3 · Стоимость: %4</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="207" />
            <source>Bad search: %1</source>
            <translation>Ошибка в запросе: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/collection/collection_window.py" line="211" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n карта</numerusform>
                <numerusform>%n карты</numerusform>
                <numerusform>%n карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="212" />
            <source>copies: %1</source>
            <translation>копий: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="251" />
            <source>Export Wishlist</source>
            <translation>Список желаемого</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="252" />
            <source>Save a deck first: the wishlist lists what your saved decks need.</source>
            <translation>Сначала сохраните колоду: в списке желаемого — то, чего не хватает сохранённым колодам.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="257" />
            <source>CSV files (*.csv);;Text files (*.txt)</source>
            <translation>Файлы CSV (*.csv);;Текстовые файлы (*.txt)</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/collection/collection_window.py" line="261" />
            <source>%n card(s) to get written to %1</source>
            <translation>
                <numerusform>%n карта для покупки записана в %1</numerusform>
                <numerusform>%n карты для покупки записаны в %1</numerusform>
                <numerusform>%n карт для покупки записано в %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="266" />
            <source>Export Trade List</source>
            <translation>Список на обмен</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/collection/collection_window.py" line="271" />
            <source>%n card(s) to trade written to %1</source>
            <translation>
                <numerusform>%n карта на обмен записана в %1</numerusform>
                <numerusform>%n карты на обмен записаны в %1</numerusform>
                <numerusform>%n карт на обмен записано в %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection/collection_window.py" line="280" />
            <source>Export failed</source>
            <translation>Не удалось экспортировать</translation>
        </message>
    </context>
    <context>
        <name>ColourEditor</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="279" />
            <source>required</source>
            <translation>обязательно</translation>
        </message>
    </context>
    <context>
        <name>ComparisonDialog</name>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="54" />
            <source>Playing {games} games for each, on the same seeds…</source>
            <translation>Играем по {games} партий каждым, на одних и тех же зёрнах…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="57" />
            <source>Pilots side by side</source>
            <translation>Пилоты рядом</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="58" />
            <source>Compare decks</source>
            <translation>Сравнение колод</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="67" />
            <source>Kill turn, overlaid (same seeds)</source>
            <translation>Ход победы, наложением (одни и те же зёрна)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="69" />
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="70" />
            <source>Your turn the dummy was defeated (– : not won)</source>
            <translation>Ваш ход, на котором повержен манекен (– : не выиграно)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="81" />
            <source>Cancelled: the batches are compared only when all of them are complete.</source>
            <translation>Отменено: прогоны сравниваются, только когда все они доиграны.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="84" />
            <source>{games} games for each, on the same seeds · up to {turns} turns</source>
            <translation>По {games} партий каждым, на одних и тех же зёрнах · до {turns} ходов</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="120" />
            <source>{name}: mean kill turn {mean} (not won counted as turn {limit}), not won {share}</source>
            <translation>{name}: средний ход победы {mean} (невыигранные считаются ходом {limit}), не выиграно {share}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="127" />
            <source>The planner is &lt;b&gt;{gap}&lt;/b&gt; turns behind the clairvoyant bound on average, slower in {share} of the games.</source>
            <translation>Планировщик в среднем отстаёт от границы Ясновидящего на &lt;b&gt;{gap}&lt;/b&gt; хода и медленнее в {share} партий.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="131" />
            <source>{share} of the shuffles cannot win by turn {turns} even knowing the deck order.</source>
            <translation>{share} тасовок не могут победить к ходу {turns}, даже зная порядок колоды.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="137" />
            <source>A was faster in {a} of the games, B in {b}, both on the same turn in {same}: A scores {score} (95 %: {lo}–{hi}), the same turn counting as half.</source>
            <translation>A была быстрее в {a} партий, B — в {b}, обе на одном ходу — в {same}: очки A — {score} (95 %: {lo}–{hi}), один и тот же ход считается за половину.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="149" />
            <source>&lt;b&gt;No difference found&lt;/b&gt; in {games} games.</source>
            <translation>&lt;b&gt;Разницы не найдено&lt;/b&gt; за {games} партий.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/pilot_compare.py" line="152" />
            <source>&lt;b&gt;{deck} kills {turns} turns sooner&lt;/b&gt; (95 %: {low}–{high}).</source>
            <translation>&lt;b&gt;{deck} побеждает на {turns} хода раньше&lt;/b&gt; (95 %: {low}–{high}).</translation>
        </message>
        <message>
            <source>A was faster in {a} of the games, B in {b}.</source>
            <translation type="vanished">A была быстрее в {a} партий, B — в {b}.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation type="vanished">Отмена</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation type="vanished">Отмена…</translation>
        </message>
        <message>
            <source>The simulation stopped with an error: {error}</source>
            <translation type="vanished">Симуляция остановилась с ошибкой: {error}</translation>
        </message>
    </context>
    <context>
        <name>CropView</name>
        <message>
            <location filename="deckbuilder/ui/cards/picture_crop.py" line="99" />
            <source>Drag the frame to move it, drag a corner to resize it.
Mouse wheel or +/− resizes, arrow keys move (with Shift: bigger steps).</source>
            <translation>Перетаскивайте рамку, чтобы сдвинуть её, или её угол, чтобы изменить размер.
Колесо мыши или +/− меняют размер, стрелки сдвигают рамку (с Shift — крупным шагом).</translation>
        </message>
    </context>
    <context>
        <name>DeckDocument</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_document.py" line="96" />
            <source>Untitled deck</source>
            <translation>Колода без названия</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_document.py" line="201" />
            <source>Add %1 to %2</source>
            <translation>добавление «%1» (%2)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_document.py" line="203" />
            <source>Remove %1 from %2</source>
            <translation>удаление «%1» (%2)</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_document.py" line="210" />
            <source>Add a copy of %n card(s)</source>
            <translation>
                <numerusform>Добавить копию %n карты</numerusform>
                <numerusform>Добавить по копии %n карт</numerusform>
                <numerusform>Добавить по копии %n карт</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_document.py" line="211" />
            <source>Remove a copy of %n card(s)</source>
            <translation>
                <numerusform>Убрать копию %n карты</numerusform>
                <numerusform>Убрать по копии %n карт</numerusform>
                <numerusform>Убрать по копии %n карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_document.py" line="221" />
            <source>Move %1 to %2</source>
            <translation>перемещение «%1» → %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_document.py" line="226" />
            <source>Change ruleset to %1</source>
            <translation>смену правил на %1</translation>
        </message>
    </context>
    <context>
        <name>DeckEditor</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="98" />
            <source>The ruleset the deck is built and checked for</source>
            <translation>Правила, по которым собирается и проверяется колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="110" />
            <source>One more copy of the selected card (+)</source>
            <translation>Ещё одна копия выбранной карты (+)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="113" />
            <source>One copy fewer of the selected card (−, Delete)</source>
            <translation>На одну копию выбранной карты меньше (−, Delete)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="115" />
            <source>Sideboard</source>
            <translation>Сайдборд</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="116" />
            <source>Move one copy between the deck and the sideboard</source>
            <translation>Переместить одну копию между колодой и сайдбордом</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="121" />
            <source>Playtest</source>
            <translation>Тестовая игра</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="122" />
            <source>Play the deck against the dummy (Ctrl+T)</source>
            <translation>Сыграть этой колодой против манекена (Ctrl+T)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="190" />
            <source>Problems</source>
            <translation>Проблемы</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="193" />
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="321" />
            <source>&amp;New Deck…</source>
            <translation>&amp;Новая колода…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="322" />
            <source>Start an empty deck of a game and ruleset</source>
            <translation>Начать пустую колоду для выбранной игры и правил</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="323" />
            <source>&amp;Open Deck…</source>
            <translation>&amp;Открыть колоду…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="324" />
            <source>Open a saved deck or a starter deck</source>
            <translation>Открыть сохранённую или стартовую колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="325" />
            <source>&amp;Save Deck</source>
            <translation>&amp;Сохранить колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="326" />
            <source>Save the deck in the database</source>
            <translation>Сохранить колоду в базе данных</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="327" />
            <source>Save Deck &amp;As…</source>
            <translation>Сохранить колоду &amp;как…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="328" />
            <source>Save a copy under another name</source>
            <translation>Сохранить копию под другим названием</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="329" />
            <source>&amp;Rename Deck…</source>
            <translation>Переи&amp;меновать колоду…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="335" />
            <source>&amp;Duplicate Deck</source>
            <translation>Д&amp;ублировать колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="336" />
            <source>De&amp;lete Deck…</source>
            <translation>Уда&amp;лить колоду…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="337" />
            <source>&amp;Import Deck File…</source>
            <translation>&amp;Импорт колоды из файла…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="338" />
            <source>Open a deck list file (text or JSON)</source>
            <translation>Открыть файл со списком колоды (текст или JSON)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="339" />
            <source>&amp;Export Deck…</source>
            <translation>&amp;Экспорт колоды…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="340" />
            <source>Write the deck as a text deck list</source>
            <translation>Записать колоду в файл в виде текстового списка</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="341" />
            <source>&amp;Paste Deck List…</source>
            <translation>&amp;Вставить список колоды…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="343" />
            <source>Open a deck list from the clipboard as a new deck</source>
            <translation>Открыть список колоды из буфера обмена как новую колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="344" />
            <source>&amp;Copy Deck List</source>
            <translation>&amp;Копировать список колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="345" />
            <source>Copy the deck as text</source>
            <translation>Скопировать колоду как текст</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="346" />
            <source>Copy Deck C&amp;ode</source>
            <translation>Копировать к&amp;од колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="347" />
            <source>Copy the deck as a short code to paste into a chat (Paste Deck List reads it)</source>
            <translation>Скопировать колоду коротким кодом, чтобы вставить его в чат (его читает «Вставить список колоды»)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="349" />
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="351" />
            <source>&amp;Redo</source>
            <translation>&amp;Повторить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="353" />
            <source>&amp;Move to/from Sideboard</source>
            <translation>&amp;Переместить в сайдборд / из сайдборда</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="362" />
            <source>Unsaved changes</source>
            <translation>Несохранённые изменения</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="372" />
            <source>Team %1/%2</source>
            <translation>Команда %1/%2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="376" />
            <source>Deck %1 (%2)</source>
            <translation>Колода %1 (%2)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="377" />
            <source>Sideboard %1</source>
            <translation>Сайдборд %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="380" />
            <source>legal</source>
            <translation>допустима</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="381" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n проблема</numerusform>
                <numerusform>%n проблемы</numerusform>
                <numerusform>%n проблем</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="407" />
            <source>%1 added to the %2</source>
            <translation>«%1» добавлена в раздел «%2»</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="419" />
            <source>Add %n card(s) to the sideboard</source>
            <translation>
                <numerusform>Добавить %n карту в сайдборд</numerusform>
                <numerusform>Добавить %n карты в сайдборд</numerusform>
                <numerusform>Добавить %n карт в сайдборд</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="420" />
            <source>Add %n card(s)</source>
            <translation>
                <numerusform>Добавить %n карту</numerusform>
                <numerusform>Добавить %n карты</numerusform>
                <numerusform>Добавить %n карт</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="423" />
            <source>%n card(s) added</source>
            <translation>
                <numerusform>Добавлена %n карта</numerusform>
                <numerusform>Добавлено %n карты</numerusform>
                <numerusform>Добавлено %n карт</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="486" />
            <source>Move %n card(s) to the sideboard</source>
            <translation>
                <numerusform>Перенести %n карту в сайдборд</numerusform>
                <numerusform>Перенести %n карты в сайдборд</numerusform>
                <numerusform>Перенести %n карт в сайдборд</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="488" />
            <source>Move %n card(s) from the sideboard</source>
            <translation>
                <numerusform>Вернуть %n карту из сайдборда</numerusform>
                <numerusform>Вернуть %n карты из сайдборда</numerusform>
                <numerusform>Вернуть %n карт из сайдборда</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="542" />
            <source>Save the changes to “%1”?</source>
            <translation>Сохранить изменения в «%1»?</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="588" />
            <source>Opened %1</source>
            <translation>Открыта колода «%1»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="597" />
            <source>Save Deck As</source>
            <translation>Сохранить колоду как</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="597" />
            <source>Deck name:</source>
            <translation>Название колоды:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="598" />
            <source>New deck</source>
            <translation>Новая колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="609" />
            <source>Not saved</source>
            <translation>Не сохранено</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="613" />
            <source>Saved %1</source>
            <translation>Колода «%1» сохранена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="619" />
            <source>Rename Deck</source>
            <translation>Переименовать колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="619" />
            <source>New name:</source>
            <translation>Новое название:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="626" />
            <source>Not renamed</source>
            <translation>Не переименовано</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="646" />
            <source>Delete Deck</source>
            <translation>Удалить колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="647" />
            <source>Delete “%1” for good? This cannot be undone.</source>
            <translation>Удалить «%1» навсегда? Это действие нельзя отменить.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="659" />
            <source>Import Deck</source>
            <translation>Импорт колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="660" />
            <source>Deck files (*.txt *.dec *.json *.cod *.o8d *.xml);;All files (*)</source>
            <translation>Файлы колод (*.txt *.dec *.json *.cod *.o8d *.xml);;Все файлы (*)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="672" />
            <source>Deck not imported</source>
            <translation>Колода не импортирована</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="678" />
            <source>Imported %1 — save it to keep it</source>
            <translation>Импортирована колода «%1» — сохраните её, чтобы не потерять</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="686" />
            <source>Deck list</source>
            <translation>Список колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="686" />
            <source>JSON deck</source>
            <translation>Колода JSON</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="687" />
            <source>Cockatrice deck</source>
            <translation>Колода Cockatrice</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="687" />
            <source>OCTGN deck</source>
            <translation>Колода OCTGN</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="688" />
            <source>Magic Workstation deck</source>
            <translation>Колода Magic Workstation</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="688" />
            <source>Deck code</source>
            <translation>Код колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="689" />
            <source>Tabletop Simulator saved object</source>
            <translation>Сохранённый объект Tabletop Simulator</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="690" />
            <source>Deck image</source>
            <translation>Изображение колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="690" />
            <source>Deck registration sheet</source>
            <translation>Регистрационный лист колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="701" />
            <source>Team</source>
            <translation>Команда</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="702" />
            <source>Legal</source>
            <translation>Допустима</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="702" />
            <source>Not legal</source>
            <translation>Недопустима</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="703" />
            <source>Cards not in the catalog</source>
            <translation>Карты не из каталога</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="705" />
            <source>Player name</source>
            <translation>Имя игрока</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="705" />
            <source>Deck name</source>
            <translation>Название колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="706" />
            <source>Ruleset</source>
            <translation>Правила</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="706" />
            <source>Total</source>
            <translation>Всего</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="715" />
            <source>Export Deck</source>
            <translation>Экспорт колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="729" />
            <source>Not exported</source>
            <translation>Не экспортировано</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="735" />
            <source>Deck written to %1</source>
            <translation>Колода записана: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="740" />
            <source>Deck list copied</source>
            <translation>Список колоды скопирован</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="749" />
            <source>Deck code copied</source>
            <translation>Код колоды скопирован</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_editor.py" line="775" />
            <source>Deck list pasted as a new deck: %n card(s) — save it to keep it</source>
            <translation>
                <numerusform>Список вставлен как новая колода: %n карта — сохраните её, чтобы не потерять</numerusform>
                <numerusform>Список вставлен как новая колода: %n карты — сохраните её, чтобы не потерять</numerusform>
                <numerusform>Список вставлен как новая колода: %n карт — сохраните её, чтобы не потерять</numerusform>
            </translation>
        </message>
        <message>
            <source>Check against my collection</source>
            <translation type="vanished">Сверить с моей коллекцией</translation>
        </message>
        <message>
            <source>Warn about cards you own fewer copies of than the deck needs</source>
            <translation type="vanished">Предупреждать о картах, копий которых в коллекции меньше, чем нужно колоде</translation>
        </message>
        <message>
            <source>&amp;New Deck</source>
            <translation type="vanished">&amp;Новая колода</translation>
        </message>
        <message>
            <source>Start an empty deck</source>
            <translation type="vanished">Начать пустую колоду</translation>
        </message>
        <message>
            <source>Open a saved deck</source>
            <translation type="vanished">Открыть сохранённую колоду</translation>
        </message>
        <message>
            <source>⇄ Sideboard</source>
            <translation type="vanished">⇄ Сайдборд</translation>
        </message>
        <message>
            <source>▶ Playtest</source>
            <translation type="vanished">▶ Тестовая игра</translation>
        </message>
        <message>
            <source>&amp;Export Deck List…</source>
            <translation type="vanished">&amp;Экспорт списка колоды…</translation>
        </message>
        <message>
            <source>Deck lists (*.txt *.dec *.json);;All files (*)</source>
            <translation type="vanished">Списки колод (*.txt *.dec *.json);;Все файлы (*)</translation>
        </message>
        <message>
            <source>Deck lists (*.txt)</source>
            <translation type="vanished">Списки колод (*.txt)</translation>
        </message>
        <message>
            <source>Export Deck List</source>
            <translation type="vanished">Экспорт списка колоды</translation>
        </message>
        <message>
            <source>JSON deck (*.json)</source>
            <translation type="vanished">Колода в JSON (*.json)</translation>
        </message>
        <message>
            <source>Deck list written to %1</source>
            <translation type="vanished">Список колоды записан в %1</translation>
        </message>
        <message>
            <source>Replace the deck with a list from the clipboard</source>
            <translation type="vanished">Заменить колоду списком из буфера обмена</translation>
        </message>
        <message>
            <source>Paste deck list</source>
            <translation type="vanished">вставку списка колоды</translation>
        </message>
        <message numerus="yes">
            <source>Deck list pasted: %n card(s)</source>
            <translation type="vanished">
                <numerusform>Список колоды вставлен: %n карта</numerusform>
                <numerusform>Список колоды вставлен: %n карты</numerusform>
                <numerusform>Список колоды вставлен: %n карт</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>DeckGroups</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_groups.py" line="46" />
            <source>Kind</source>
            <translation>Тип</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_groups.py" line="53" />
            <source>Not in the catalog</source>
            <translation>Нет в каталоге</translation>
        </message>
    </context>
    <context>
        <name>DeckModels</name>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="20" />
            <source>Team</source>
            <translation>Команда</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="21" />
            <source>Deck</source>
            <translation>Колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="22" />
            <source>Sideboard</source>
            <translation>Сайдборд</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="41" />
            <source>Unknown card “%1”</source>
            <translation>Неизвестная карта «%1»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="42" />
            <source> — did you mean %1?</source>
            <translation> — может быть, вы имели в виду %1?</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="45" />
            <source>“%1” belongs to another game (%2)</source>
            <translation>«%1» относится к другой игре (%2)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="47" />
            <source>“%1” does not belong in the %2</source>
            <translation>«%1» не может находиться в разделе «%2»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="49" />
            <source>The team has %1 cards — it needs exactly %2</source>
            <translation>Карт в команде: %1 — нужно ровно %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="51" />
            <source>The team needs different cards: “%1” repeats one already there</source>
            <translation>В команде должны быть разные карты: «%1» повторяется</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="53" />
            <source>%1 cards in the deck — it needs at least %2</source>
            <translation>Карт в колоде: %1 — нужно не менее %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="55" />
            <source>%1 cards in the deck — it holds at most %2</source>
            <translation>Карт в колоде: %1 — допускается не более %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="57" />
            <source>%1 copies of “%2” — at most %3 allowed</source>
            <translation>Копий «%2»: %1 — допускается не более %3</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="60" />
            <source>“%1” is Unique: %2 copies — only %3 allowed</source>
            <translation>«%1» — уникальная карта: копий %2, а допускается только %3</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="63" />
            <source>The team's launch costs add up to %1 — the limit is %2</source>
            <translation>Суммарная стоимость запуска команды — %1, а лимит — %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="65" />
            <source>Total deck cost %1 — the limit is %2</source>
            <translation>Общая стоимость колоды — %1, а лимит — %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="67" />
            <source>“%1” is exclusive to %2 Monsuno and the team has none — it cannot be played</source>
            <translation>«%1» — эксклюзивная карта для Монсуно %2, а в команде их нет: её нельзя сыграть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="70" />
            <source>“%1” is a %2 card but no %2 Monsuno is in the team: it loses its bonuses and its speed counts 0</source>
            <translation>«%1» — карта %2, но в команде нет Монсуно %2: она теряет бонусы, а её скорость считается равной 0</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/legality_text.py" line="73" />
            <source>You own %1 of the %2 “%3” the deck needs — %4 missing</source>
            <translation>Колоде нужно «%3»: %2, в коллекции — %1, не хватает %4</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_models.py" line="105" />
            <source>Card</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_models.py" line="105" />
            <source>Kind</source>
            <translation>Тип</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_models.py" line="106" />
            <source>Cost</source>
            <translation>Стоимость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_models.py" line="106" />
            <source>Owned</source>
            <translation>Есть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_models.py" line="136" />
            <source>unknown</source>
            <translation>неизвестно</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_models.py" line="189" />
            <source>Move %n card(s) to %1</source>
            <translation>
                <numerusform>Перенести %n карту: %1</numerusform>
                <numerusform>Перенести %n карты: %1</numerusform>
                <numerusform>Перенести %n карт: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_models.py" line="198" />
            <source>Add %n card(s) to %1</source>
            <translation>
                <numerusform>Добавить %n карту: %1</numerusform>
                <numerusform>Добавить %n карты: %1</numerusform>
                <numerusform>Добавить %n карт: %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_models.py" line="249" />
            <source>✓ Legal under %1</source>
            <translation>✓ Колода допустима по правилам %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_models.py" line="263" />
            <source>Error</source>
            <translation>Ошибка</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_models.py" line="263" />
            <source>Warning</source>
            <translation>Предупреждение</translation>
        </message>
    </context>
    <context>
        <name>DeckStatsPanel</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="153" />
            <source>Card kinds</source>
            <translation>Типы карт</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="188" />
            <source>Draw odds</source>
            <translation>Вероятность добора</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="190" />
            <source>Click cards to choose them (click again to drop):</source>
            <translation>Щёлкните по картам, чтобы выбрать их (повторный щелчок снимает выбор):</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="245" />
            <source>Kairu</source>
            <translation>Кайру</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="245" />
            <source>Launch</source>
            <translation>Запуск</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="246" />
            <source>Cost</source>
            <translation>Стоимость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="249" />
            <source>Colours</source>
            <translation>Цвета</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="249" />
            <source>Manufacturers</source>
            <translation>Производители</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="250" />
            <source>Elements</source>
            <translation>Стихии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="253" />
            <source>Kairu curve</source>
            <translation>Кривая Кайру</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="253" />
            <source>Launch curve</source>
            <translation>Кривая запуска</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="254" />
            <source>Cost curve</source>
            <translation>Кривая стоимости</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="295" />
            <source>No deck is open.</source>
            <translation>Колода не открыта.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="297" />
            <source>None of the deck's cards is in the catalog: fix their names to see the statistics.</source>
            <translation>Ни одной карты колоды нет в каталоге: исправьте названия, чтобы увидеть статистику.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="300" />
            <source>The deck is empty: add cards to see the cost curve, the breakdowns and the draw odds.</source>
            <translation>Колода пуста: добавьте карты, чтобы увидеть кривую стоимости, распределения и вероятность добора.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="315" />
            <source>Copies</source>
            <translation>Копии</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="448" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n карта</numerusform>
                <numerusform>%n карты</numerusform>
                <numerusform>%n карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="450" />
            <source>average Kairu {value}</source>
            <translation>средний Кайру {value}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="451" />
            <source>average launch {value}</source>
            <translation>средний запуск {value}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="452" />
            <source>average cost {value}</source>
            <translation>средняя стоимость {value}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="458" />
            <source>deck cost {total}</source>
            <translation>стоимость колоды {total}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="463" />
            <source>team launch {total}</source>
            <translation>запуск команды {total}</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="466" />
            <source>%n unknown card(s) not counted</source>
            <translation>
                <numerusform>%n неизвестная карта не учтена</numerusform>
                <numerusform>%n неизвестные карты не учтены</numerusform>
                <numerusform>%n неизвестных карт не учтено</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="483" />
            <source>The deck is empty.</source>
            <translation>Колода пуста.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="486" />
            <source>Choose a ruleset to see the draw odds.</source>
            <translation>Выберите правила, чтобы увидеть вероятность добора.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="490" />
            <source>Choose one or more cards above.</source>
            <translation>Выберите одну или несколько карт выше.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="495" />
            <source>No draw model for this ruleset yet.</source>
            <translation>Для этих правил пока нет модели добора.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_charts.py" line="503" />
            <source>Cards seen per turn come from the rules engine (default options).</source>
            <translation>Число карт, просматриваемых за ход, берётся из движка правил (настройки по умолчанию).</translation>
        </message>
        <message>
            <source>attack</source>
            <translation type="vanished">атака</translation>
        </message>
        <message>
            <source>monster</source>
            <translation type="vanished">монстр</translation>
        </message>
        <message>
            <source>strike</source>
            <translation type="vanished">удар</translation>
        </message>
        <message>
            <source>Monsuno</source>
            <translation type="vanished">Монсуно</translation>
        </message>
        <message>
            <source>character</source>
            <translation type="vanished">персонаж</translation>
        </message>
        <message>
            <source>Estimate until the rules engine is written: each clash shows the top {per} cards of the deck.</source>
            <translation type="vanished">Приблизительная оценка, пока нет движка правил: в каждой схватке открываются верхние карты колоды — {per} шт.</translation>
        </message>
        <message>
            <source>Estimate until the rules engine is written: an opening hand of {opening}, then {per} more each turn.</source>
            <translation type="vanished">Приблизительная оценка, пока нет движка правил: стартовая рука — {opening}, затем ещё по {per} каждый ход.</translation>
        </message>
        <message>
            <source>Estimate until the rules engine is written: {opening} cards on turn 1, then {per} more each turn.</source>
            <translation type="vanished">Приблизительная оценка, пока нет движка правил: на 1-м ходу карт — {opening}, затем ещё по {per} каждый ход.</translation>
        </message>
        <message>
            <source>red</source>
            <translation type="vanished">красный</translation>
        </message>
        <message>
            <source>blue</source>
            <translation type="vanished">синий</translation>
        </message>
        <message>
            <source>green</source>
            <translation type="vanished">зелёный</translation>
        </message>
        <message>
            <source>purple</source>
            <translation type="vanished">фиолетовый</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation type="vanished">жёлтый</translation>
        </message>
        <message>
            <source>orange</source>
            <translation type="vanished">оранжевый</translation>
        </message>
        <message>
            <source>black</source>
            <translation type="vanished">чёрный</translation>
        </message>
        <message>
            <source>white</source>
            <translation type="vanished">белый</translation>
        </message>
        <message>
            <source>clear</source>
            <translation type="vanished">бесцветный</translation>
        </message>
        <message>
            <source>normal</source>
            <translation type="vanished">обычная</translation>
        </message>
        <message>
            <source>fire</source>
            <translation type="vanished">огонь</translation>
        </message>
        <message>
            <source>water</source>
            <translation type="vanished">вода</translation>
        </message>
        <message>
            <source>wood</source>
            <translation type="vanished">дерево</translation>
        </message>
        <message>
            <source>light</source>
            <translation type="vanished">свет</translation>
        </message>
        <message>
            <source>dark</source>
            <translation type="vanished">тьма</translation>
        </message>
        <message>
            <source>neutral</source>
            <translation type="vanished">нейтральный</translation>
        </message>
        <message>
            <source>The odds count the chosen cards together: any mix of them makes up the copies</source>
            <translation type="vanished">Вероятность считается для выбранных карт вместе: подходит любое их сочетание</translation>
        </message>
        <message>
            <source>At least</source>
            <translation type="vanished">Не менее</translation>
        </message>
        <message>
            <source>How many copies of the chosen cards, together</source>
            <translation type="vanished">Сколько копий выбранных карт в сумме</translation>
        </message>
        <message>
            <source>by clash</source>
            <translation type="vanished">к схватке</translation>
        </message>
        <message>
            <source>by turn</source>
            <translation type="vanished">к ходу</translation>
        </message>
        <message>
            <source>{names} and {more} more</source>
            <translation type="vanished">{names} и ещё {more}</translation>
        </message>
        <message>
            <source>{p} to see at least {n} of {cards} by clash {t} ({seen} cards seen of {size})</source>
            <translation type="vanished">{p} — шанс увидеть к схватке {t} не менее {n} из выбранных ({cards}); открыто карт: {seen} из {size}</translation>
        </message>
        <message>
            <source>{p} to hold at least {n} of {cards} by turn {t} ({seen} cards seen of {size})</source>
            <translation type="vanished">{p} — шанс иметь к ходу {t} не менее {n} из выбранных ({cards}); просмотрено карт: {seen} из {size}</translation>
        </message>
        <message>
            <source>Copies of the chosen cards in the deck: {n}.</source>
            <translation type="vanished">Копий выбранных карт в колоде: {n}.</translation>
        </message>
    </context>
    <context>
        <name>DeckViews</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_views.py" line="46" />
            <source>Group the cards by</source>
            <translation>Группировать карты по</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_views.py" line="55" />
            <source>Show the deck as lists</source>
            <translation>Показать колоду списками</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_views.py" line="59" />
            <source>Show the deck as card pictures</source>
            <translation>Показать колоду картинками карт</translation>
        </message>
    </context>
    <context>
        <name>DeckVisual</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_visual.py" line="354" />
            <source>Double-click a card in the catalog, or drag it here</source>
            <translation>Дважды щёлкните карту в каталоге или перетащите её сюда</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_visual.py" line="405" />
            <source>%1 missing</source>
            <translation>не хватает %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_visual.py" line="628" />
            <source>Copies in the %1: %2</source>
            <translation>Копий (%1): %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_visual.py" line="633" />
            <source>You own %1 — %2 missing</source>
            <translation>В коллекции %1 — не хватает %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_visual.py" line="635" />
            <source>You own %1</source>
            <translation>В коллекции %1</translation>
        </message>
    </context>
    <context>
        <name>DefenseZone</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="425" />
            <source>clear</source>
            <translation>пусто</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="426" />
            <source>No defense in this zone</source>
            <translation>В этой зоне нет защиты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="430" />
            <source>Defense value</source>
            <translation>Значение защиты</translation>
        </message>
    </context>
    <context>
        <name>DummyCardsDialog</name>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_widgets.py" line="452" />
            <source>Dummy's Cards</source>
            <translation>Карты манекена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_widgets.py" line="461" />
            <source>Filter by name</source>
            <translation>Фильтр по названию</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_widgets.py" line="504" />
            <source>Chosen: %1 of %2.</source>
            <translation>Выбрано: %1 из %2.</translation>
        </message>
    </context>
    <context>
        <name>EffectRow</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="509" />
            <source>Amount</source>
            <translation>Значение (N)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="516" />
            <source>What the effect does</source>
            <translation>Что делает эффект</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="518" />
            <source>Colour of the defense (defense effects only)</source>
            <translation>Цвет защиты (только для эффектов защиты)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="521" />
            <source>Remove this effect</source>
            <translation>Удалить этот эффект</translation>
        </message>
    </context>
    <context>
        <name>EffectsEditor</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="566" />
            <source>+ Add Effect</source>
            <translation>+ Добавить эффект</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="567" />
            <source>Add an effect the game engine can play</source>
            <translation>Добавить эффект, который может разыграть игровой движок</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="569" />
            <source>no effects</source>
            <translation>нет эффектов</translation>
        </message>
    </context>
    <context>
        <name>EngineText</name>
        <message>
            <location filename="deckbuilder/rules/engine.py" line="552" />
            <source>You</source>
            <translation>Вы</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/engine.py" line="553" />
            <source>Dummy</source>
            <translation>Манекен</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/engine.py" line="553" />
            <source>Player {number}</source>
            <translation>Игрок {number}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="97" />
            <source>you</source>
            <translation>вам</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="103" />
            <source>Your</source>
            <translation>вы</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="103" />
            <source>your</source>
            <translation>вы</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="104" />
            <source>{who}'s</source>
            <translation>{who}</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/rules/events.py" line="113" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n карта</numerusform>
                <numerusform>%n карты</numerusform>
                <numerusform>%n карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="126" />
            <source>You attack first</source>
            <translation>Ваша атака — первая</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="126" />
            <source>{who} attacks first</source>
            <translation>Первым атакует {who}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="131" />
            <source>Your turn {turn} begins</source>
            <translation>Начинается ваш ход {turn}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="131" />
            <source>Turn {turn} of {who} begins</source>
            <translation>Начинается ход {turn} игрока {who}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="136" />
            <source>You end your turn</source>
            <translation>Вы завершаете ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="136" />
            <source>{who} ends the turn</source>
            <translation>{who} завершает ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="140" />
            <source>You draw {card}</source>
            <translation>Вы берёте {card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="140" />
            <source>{who} draws a card</source>
            <translation>{who} берёт карту</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="144" />
            <source>hand limit</source>
            <translation>лимит руки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="144" />
            <source>no free power slot</source>
            <translation>нет свободного слота силы</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="145" />
            <source>after the combat</source>
            <translation>после боя</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="145" />
            <source>its owner is out</source>
            <translation>её владелец выбыл</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="146" />
            <source>replaced on the field</source>
            <translation>заменена на поле</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="153" />
            <source>You discard {card} ({reason})</source>
            <translation>Вы сбрасываете {card} ({reason})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="154" />
            <source>{who} discards {card} ({reason})</source>
            <translation>{who} сбрасывает {card} ({reason})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="156" />
            <source>You discard {card}</source>
            <translation>Вы сбрасываете {card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="156" />
            <source>{who} discards {card}</source>
            <translation>{who} сбрасывает {card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="161" />
            <source>You win the game!</source>
            <translation>Вы выиграли партию!</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="161" />
            <source>{who} wins the game</source>
            <translation>{who} выигрывает партию</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/events.py" line="165" />
            <source>The game is a draw</source>
            <translation>Партия закончилась вничью</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="146" />
            <source>attack damage</source>
            <translation>урон от атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="146" />
            <source>Lightning</source>
            <translation>Lightning</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="147" />
            <source>Pressure</source>
            <translation>Pressure</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="147" />
            <source>Surge</source>
            <translation>Surge</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="148" />
            <source>Double Edged</source>
            <translation>Double Edged</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="154" />
            <source>You lose {cards} from your deck to the graveyard ({reason}); {deck} left</source>
            <translation>Из вашей колоды на кладбище уходит {cards} ({reason}); в колоде осталось {deck}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="156" />
            <source>{who} loses {cards} from the deck to the graveyard ({reason}); {deck} left</source>
            <translation>Из колоды игрока {who} на кладбище уходит {cards} ({reason}); в колоде осталось {deck}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="164" />
            <source>deck empty</source>
            <translation>колода пуста</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="165" />
            <source>Finishing Blow</source>
            <translation>Finishing Blow</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="166" />
            <source>You are out ({reason})</source>
            <translation>Вы выбываете ({reason})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="166" />
            <source>{who} is out ({reason})</source>
            <translation>{who} выбывает ({reason})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="171" />
            <source>You play {card} ({skill}) to the Discard zone</source>
            <translation>Вы играете {card} ({skill}) в зону сброса</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="172" />
            <source>{who} plays {card} ({skill}) to the Discard zone</source>
            <translation>{who} играет {card} ({skill}) в зону сброса</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="179" />
            <source>You will take the next turn yourself</source>
            <translation>Следующий ход вы оставляете за собой</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="180" />
            <source>{who} will take the next turn</source>
            <translation>{who} оставляет следующий ход за собой</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="181" />
            <source>You choose {chosen} to play next</source>
            <translation>Вы передаёте следующий ход {chosen}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="182" />
            <source>{who} chooses {chosen} to play next</source>
            <translation>{who} передаёт следующий ход {chosen}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="186" />
            <source>You put {card} ({skill}) on the Field</source>
            <translation>Вы выкладываете {card} ({skill}) на поле</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="187" />
            <source>{who} puts {card} ({skill}) on the Field</source>
            <translation>{who} выкладывает {card} ({skill}) на поле</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="193" />
            <source>You play {card} to the Defense zone</source>
            <translation>Вы играете {card} в зону защиты</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="194" />
            <source>{who} plays {card} to the Defense zone</source>
            <translation>{who} играет {card} в зону защиты</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="195" />
            <source>You play {card} to the Attack zone</source>
            <translation>Вы играете {card} в зону атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="196" />
            <source>{who} plays {card} to the Attack zone</source>
            <translation>{who} играет {card} в зону атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="200" />
            <source>{whose} {card} holds the Attack zone</source>
            <translation>{card} ({whose}) занимает зону атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="205" />
            <source>{card}: the top card of {whose} graveyard goes back on the deck ({cards} in the deck)</source>
            <translation>{card}: верхняя карта кладбища ({whose}) возвращается в колоду (в колоде {cards})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="214" />
            <source>Swindle: you give {given} to {other} and take {taken}</source>
            <translation>Swindle: вы отдаёте {given} игроку {other} и забираете {taken}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="217" />
            <source>Swindle: {who} takes your {taken} and gives you {given}</source>
            <translation>Swindle: {who} забирает вашу карту {taken} и отдаёт вам {given}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="219" />
            <source>Swindle: {who} swaps a card with {other}</source>
            <translation>Swindle: {who} меняется картой с игроком {other}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="225" />
            <source>{whose} {card} is replaced and deals {damage} damage to {target}</source>
            <translation>{card} ({whose}) заменяется и наносит {target} {damage} урона</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="232" />
            <source>{card} (Ruin): you discard your hand ({cards})</source>
            <translation>{card} (Ruin): вы сбрасываете руку ({cards})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="233" />
            <source>{card} (Ruin): {who} discards the hand ({cards})</source>
            <translation>{card} (Ruin): {who} сбрасывает руку ({cards})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="238" />
            <source>{whose} {card} returns to the hand (Return)</source>
            <translation>{card} ({whose}) возвращается в руку (Return)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="243" />
            <source>Friendship: your {card} and {attacker} go to the Discard zone; you take the next turn</source>
            <translation>Friendship: ваша карта {card} и {attacker} уходят в зону сброса; следующий ход — ваш</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="245" />
            <source>Friendship: {who}'s {card} and {attacker} go to the Discard zone; {who} takes the next turn</source>
            <translation>Friendship: {card} игрока {who} и {attacker} уходят в зону сброса; следующий ход делает {who}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="257" />
            <source>Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} (advantage {d}): the attacker wins</source>
            <translation>Бой: {attacker} ({theirs}, преимущество {a}) против {defender} ({mine}, преимущество {d}): побеждает атакующий</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="260" />
            <source>Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} (advantage {d}): the defender wins</source>
            <translation>Бой: {attacker} ({theirs}, преимущество {a}) против {defender} ({mine}, преимущество {d}): побеждает защищающийся</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="262" />
            <source>Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} (advantage {d}): a tie</source>
            <translation>Бой: {attacker} ({theirs}, преимущество {a}) против {defender} ({mine}, преимущество {d}): ничья</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="267" />
            <source>Finishing Blow! {whose} {card} knocks {target} out</source>
            <translation>Finishing Blow! {card} ({whose}) наносит {target} последний удар</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="273" />
            <source>{who}: {damage}</source>
            <translation>{who}: {damage}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="275" />
            <source>Double Edged damage — {parts}</source>
            <translation>Урон Double Edged — {parts}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="283" />
            <source>{whose} {card} deals {damage} damage to {target} (reduced by Protect)</source>
            <translation>{card} ({whose}) наносит {target} {damage} урона (уменьшено благодаря Protect)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="285" />
            <source>{whose} {card} deals {damage} damage to {target}</source>
            <translation>{card} ({whose}) наносит {target} {damage} урона</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="314" />
            <source>winner</source>
            <translation>победитель</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="314" />
            <source>out</source>
            <translation>выбыл</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="314" />
            <source>playing</source>
            <translation>ходит</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="314" />
            <source>plays next</source>
            <translation>ходит следующим</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="314" />
            <source>normal</source>
            <translation>обычный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="315" />
            <source>reversed</source>
            <translation>обратный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="315" />
            <source>Dodge</source>
            <translation>Dodge</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="315" />
            <source>Elemental Torrent</source>
            <translation>Elemental Torrent</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="315" />
            <source>Friendship</source>
            <translation>Friendship</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="316" />
            <source>Giant Killing</source>
            <translation>Giant Killing</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="316" />
            <source>Heal</source>
            <translation>Heal</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="316" />
            <source>Protect</source>
            <translation>Protect</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="316" />
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="316" />
            <source>Reverse</source>
            <translation>Reverse</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="317" />
            <source>Revolution</source>
            <translation>Revolution</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="317" />
            <source>Ruin</source>
            <translation>Ruin</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="317" />
            <source>Snipe</source>
            <translation>Snipe</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="317" />
            <source>Species Pride</source>
            <translation>Species Pride</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/events.py" line="317" />
            <source>Swindle</source>
            <translation>Swindle</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="689" />
            <source>Yourself (another turn)</source>
            <translation>Вы сами (ещё один ход)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="690" />
            <source>{player} (cards in deck: {cards})</source>
            <translation>{player} (карт в колоде: {cards})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="695" />
            <source>Snipe: choose who takes the next turn</source>
            <translation>Snipe: выберите, кто сделает следующий ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="699" />
            <source>Your {card} holds the Attack zone: you play nothing this turn</source>
            <translation>Ваша карта {card} занимает зону атаки: в этот ход вы ничего не играете</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="701" />
            <source>You have no card to play</source>
            <translation>Вам нечего сыграть</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="703" />
            <source>End the turn</source>
            <translation>Завершить ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="712" />
            <source>Attack with {card}: take {damage} damage from {attacker}, then {card} holds the Attack zone</source>
            <translation>Атаковать картой {card}: получить {damage} урона от {attacker}, затем {card} займёт зону атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="715" />
            <source>Attack with {card} (power {power})</source>
            <translation>Атаковать картой {card} (сила {power})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="718" />
            <source>Defend with {card} against {attacker}</source>
            <translation>Защищаться картой {card} от {attacker}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="721" />
            <source>Dodge with {card}: discard it and pass the turn unattacked</source>
            <translation>Сыграть {card} (Dodge): сбросить её и передать ход, избежав атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="724" />
            <source>Snipe with {card}: discard it and choose who plays next</source>
            <translation>Сыграть {card} (Snipe): сбросить её и выбрать, кто ходит следующим</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="727" />
            <source>Put {card} on the field ({skill})</source>
            <translation>Выложить {card} на поле ({skill})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="731" />
            <source>Your {card} holds the Attack zone: play a Discard or Game-Changer card, or end the turn</source>
            <translation>Ваша карта {card} занимает зону атаки: сыграйте карту типа «Со сбросом» или «Меняющий игру» либо завершите ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="735" />
            <source>{card} of {player} (power {power}) holds the Attack zone: defend against it or replace it</source>
            <translation>{card} ({player}, сила {power}) занимает зону атаки: защититесь от неё или замените её</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="741" />
            <source>The Attack zone is empty: play a card to it</source>
            <translation>Зона атаки пуста: сыграйте в неё карту</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="771" />
            <source>Deck</source>
            <translation>Колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="772" />
            <source>Graveyard</source>
            <translation>Кладбище</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="778" />
            <source>Hand</source>
            <translation>Рука</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="779" />
            <source>Turns</source>
            <translation>Ходов</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="793" />
            <source>Status</source>
            <translation>Статус</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="799" />
            <source>Attack zone</source>
            <translation>Зона атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="800" />
            <source>Defense zone</source>
            <translation>Зона защиты</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="801" />
            <source>Field</source>
            <translation>Поле</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="802" />
            <source>turn order</source>
            <translation>порядок ходов</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="803" />
            <source>Discard zone</source>
            <translation>Зона сброса</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="815" />
            <source>power {power}</source>
            <translation>сила {power}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="819" />
            <source>owner</source>
            <translation>владелец</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/state.py" line="819" />
            <source>power</source>
            <translation>сила</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="193" />
            <source>Your deck and discard pile are empty: you draw nothing</source>
            <translation>Ваши колода и сброс пусты: вы ничего не берёте</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="194" />
            <source>{who} has no card left to draw</source>
            <translation>{who}: карт для добора не осталось</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="198" />
            <source>You shuffle your discard pile into a new deck ({cards})</source>
            <translation>Вы замешиваете сброс в новую колоду ({cards})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="199" />
            <source>{who} shuffles the discard pile into a new deck ({cards})</source>
            <translation>{who} замешивает сброс в новую колоду ({cards})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="204" />
            <source>Round {round}: you attack</source>
            <translation>Раунд {round}: вы атакуете</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="204" />
            <source>Round {round}: {who} attacks</source>
            <translation>Раунд {round}: атакует {who}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="211" />
            <source>{whose} launch misses: the roles swap</source>
            <translation>Промах при запуске ({whose}): роли меняются</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="213" />
            <source>Both Monsuno are launched: clash</source>
            <translation>Оба Монсуно запущены: схватка</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="215" />
            <source>Both Monsuno are out: you attack with the advantage</source>
            <translation>Оба Монсуно вылетели: вы атакуете с преимуществом</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="216" />
            <source>Both Monsuno are out: {who} attacks with the advantage</source>
            <translation>Оба Монсуно вылетели: {who} атакует с преимуществом</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="217" />
            <source>Launch: {outcome}</source>
            <translation>Запуск: {outcome}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="222" />
            <source>Clash {clash} begins (the attacker has the advantage)</source>
            <translation>Начинается схватка {clash} (у атакующего преимущество)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="223" />
            <source>Clash {clash} begins</source>
            <translation>Начинается схватка {clash}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="227" />
            <source>You play no strike card</source>
            <translation>Вы не играете карту удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="227" />
            <source>{who} plays no strike card</source>
            <translation>{who} не играет карту удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="231" />
            <source>You put {card} at the bottom of your deck</source>
            <translation>Вы кладёте {card} под низ колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="232" />
            <source>{who} puts a card at the bottom of the deck</source>
            <translation>{who} кладёт карту под низ колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="237" />
            <source>You play {card} face up</source>
            <translation>Вы играете {card} лицом вверх</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="237" />
            <source>{who} plays {card} face up</source>
            <translation>{who} играет {card} лицом вверх</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="239" />
            <source>You set a strike card face down</source>
            <translation>Вы кладёте карту удара лицом вниз</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="240" />
            <source>{who} sets a strike card face down</source>
            <translation>{who} кладёт карту удара лицом вниз</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="244" />
            <source>{who}: {card}</source>
            <translation>{who}: {card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="245" />
            <source>no card</source>
            <translation>нет карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="247" />
            <source>Strike cards revealed — {cards}</source>
            <translation>Карты удара открыты — {cards}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="253" />
            <source>You dominate (icons)</source>
            <translation>Вы доминируете (по значкам)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="253" />
            <source>{who} dominates (icons)</source>
            <translation>{who} доминирует (по значкам)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="255" />
            <source>{who}: {speed}</source>
            <translation>{who}: {speed}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="258" />
            <source>You dominate (speed)</source>
            <translation>Вы доминируете (по скорости)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="258" />
            <source>{who} dominates (speed)</source>
            <translation>{who} доминирует (по скорости)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="259" />
            <source>You dominate on speed ({speeds})</source>
            <translation>Вы доминируете по скорости ({speeds})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="260" />
            <source>{who} dominates on speed ({speeds})</source>
            <translation>{who} доминирует по скорости ({speeds})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="272" />
            <source>{whose} {target} takes {amount} damage from the Recover ({left} life left)</source>
            <translation>{target} ({whose}) получает {amount} урона от восстановления; осталось жизни: {left}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="274" />
            <source>{whose} {target} takes {amount} damage from {theirs} {source} ({left} life left)</source>
            <translation>{target} ({whose}) получает {amount} урона от {source} ({theirs}); осталось жизни: {left}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="280" />
            <source>{whose} {target} takes {amount} damage from the super strike of {theirs} {card} (life {life})</source>
            <translation>{target} ({whose}) получает {amount} урона от суперудара {card} ({theirs}); жизнь: {life}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="282" />
            <source>{whose} {target} takes {amount} damage from {theirs} {card} (life {life})</source>
            <translation>{target} ({whose}) получает {amount} урона от {card} ({theirs}); жизнь: {life}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="290" />
            <source>{whose} {monsuno} uses its super strike, discarding {cards}</source>
            <translation>{monsuno} ({whose}) применяет суперудар; сброшено: {cards}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="291" />
            <source>nothing</source>
            <translation>ничего</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="295" />
            <source>You attach {card} to {monsuno}</source>
            <translation>Вы прикрепляете {card} к {monsuno}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="296" />
            <source>{who} attaches {card} to {monsuno}</source>
            <translation>{who} прикрепляет {card} к {monsuno}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="301" />
            <source>You clip {card} to {monsuno}</source>
            <translation>Вы закрепляете {card} на {monsuno}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="301" />
            <source>{who} clips {card} to {monsuno}</source>
            <translation>{who} закрепляет {card} на {monsuno}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="306" />
            <source>{whose} {monsuno} is powered up</source>
            <translation>{monsuno} ({whose}) получает усиление</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="313" />
            <source>You launch {monsuno}, paying {cards}</source>
            <translation>Вы запускаете {monsuno}, оплачивая картами: {cards}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="314" />
            <source>{who} launches {monsuno}, paying {cards}</source>
            <translation>{who} запускает {monsuno}, оплачивая картами: {cards}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="316" />
            <source>You launch {monsuno}</source>
            <translation>Вы запускаете {monsuno}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="316" />
            <source>{who} launches {monsuno}</source>
            <translation>{who} запускает {monsuno}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="323" />
            <source>You Recover: you discard your hand ({discarded}) and draw {drawn}</source>
            <translation>Вы восстанавливаетесь: сбрасываете руку ({discarded}) и берёте новую ({drawn})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="325" />
            <source>{who} Recovers: discards the hand ({discarded}) and draws {drawn}</source>
            <translation>{who} восстанавливается: сбрасывает руку ({discarded}) и берёт новую ({drawn})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="328" />
            <source>You Recover and draw {drawn}</source>
            <translation>Вы восстанавливаетесь и добираете карты ({drawn})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="329" />
            <source>{who} Recovers and draws {drawn}</source>
            <translation>{who} восстанавливается и добирает карты ({drawn})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="331" />
            <source>Out of turn: {text}</source>
            <translation>Не в свой ход: {text}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="340" />
            <source>{whose} {monsuno} strikes {theirs} {target}</source>
            <translation>{monsuno} ({whose}) атакует {target} ({theirs})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="341" />
            <source>{whose} {monsuno} strikes {theirs} {target} (not on the battlefield)</source>
            <translation>{monsuno} ({whose}) атакует {target} ({theirs}, не на поле боя)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="350" />
            <source>{card}: +{amount} speed</source>
            <translation>{card}: +{amount} к скорости</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="352" />
            <source>{card}: +{amount} damage to the strike card</source>
            <translation>{card}: +{amount} к урону карты удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="354" />
            <source>{card}: +{amount} damage to the Monsuno</source>
            <translation>{card}: +{amount} к урону Монсуно</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="356" />
            <source>{card}: heals {amount} damage</source>
            <translation>{card}: снимает {amount} урона</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="358" />
            <source>{card}: draw {amount}</source>
            <translation>{card}: взять карт — {amount}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="360" />
            <source>{card}: {amount} less {color} damage this combat</source>
            <translation>{card}: урон {color} в этом бою меньше на {amount}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="361" />
            <source>{card}: {verb} {amount}</source>
            <translation>{card}: {verb} {amount}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="369" />
            <source>{whose} {monsuno} is defeated; its clipped cards are discarded ({cards})</source>
            <translation>{monsuno} ({whose}) терпит поражение; закреплённые на нём карты сброшены ({cards})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="371" />
            <source>{whose} {monsuno} is defeated</source>
            <translation>{monsuno} ({whose}) терпит поражение</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="375" />
            <source>{whose} {monsuno} is tired</source>
            <translation>{monsuno} ({whose}) устаёт</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="412" />
            <source>attacker</source>
            <translation>в атаке</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="412" />
            <source>defender</source>
            <translation>в защите</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="412" />
            <source>aside</source>
            <translation>в резерве</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="412" />
            <source>battlefield</source>
            <translation>на поле боя</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="412" />
            <source>blade</source>
            <translation>клинок</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="413" />
            <source>flame</source>
            <translation>пламя</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="413" />
            <source>gust</source>
            <translation>вихрь</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="413" />
            <source>quake</source>
            <translation>землетрясение</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="413" />
            <source>shock</source>
            <translation>разряд</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="413" />
            <source>venom</source>
            <translation>яд</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="413" />
            <source>attacking</source>
            <translation>в атаке</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="414" />
            <source>defending</source>
            <translation>в защите</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="414" />
            <source>{card} deals {damage}</source>
            <translation>{card} наносит {damage}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/events.py" line="414" />
            <source>{card} super strike deals {damage}</source>
            <translation>{card} наносит {damage} суперударом</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="697" />
            <source>{card} (launch {launch})</source>
            <translation>{card} (запуск {launch})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="702" />
            <source>Choose strike cards to pay {cost} launch for {monsuno}</source>
            <translation>Выберите карты удара, чтобы оплатить запуск {monsuno} (стоимость {cost})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="711" />
            <source>Choose a strike card for {monsuno} against {opponent}</source>
            <translation>Выберите карту удара для {monsuno} против {opponent}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="716" />
            <source>Choose a strike card for {monsuno} against {opponent} (the defender revealed {card})</source>
            <translation>Выберите карту удара для {monsuno} против {opponent} (защищающийся открыл {card})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="730" />
            <source>Strike with {damage} damage, keep the clipped cards</source>
            <translation>Атаковать с уроном {damage}, сохранив закреплённые карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="733" />
            <source>Super strike with {damage} damage, discarding {card}</source>
            <translation>Применить суперудар с уроном {damage}, сбросив {card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="739" />
            <source>{monsuno} is powered up: use its super strike?</source>
            <translation>{monsuno} усилен: применить суперудар?</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="743" />
            <source>Keep your hand and draw up to {cards}</source>
            <translation>Оставить руку и добрать до {cards} карт</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="745" />
            <source>Discard your hand and draw {cards} (each of your Monsuno takes {damage} damage)</source>
            <translation>Сбросить руку и взять новую из {cards} карт (каждый ваш Монсуно получает {damage} урона)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="750" />
            <source>Recover out of turn</source>
            <translation>Восстановление не в свой ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="758" />
            <source>Launch {monsuno} (cost {cost})</source>
            <translation>Запустить {monsuno} (стоимость {cost})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="764" />
            <source>Strike {target} with {monsuno}</source>
            <translation>{monsuno}: атаковать {target}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="769" />
            <source>Recover: un-tire your Monsuno and draw up to {cards} cards</source>
            <translation>Восстановиться: снять усталость с ваших Монсуно и добрать руку до {cards} карт</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="772" />
            <source>Recover by discarding your hand and drawing {cards} (each of your Monsuno takes {damage} damage)</source>
            <translation>Восстановиться: сбросить руку и взять новую из {cards} карт (каждый ваш Монсуно получает {damage} урона)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="777" />
            <source>Your turn: launch a Monsuno, strike or recover</source>
            <translation>Ваш ход: запустите Монсуно, атакуйте или восстановитесь</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="798" />
            <source>defeated</source>
            <translation>повержен</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="802" />
            <source>not launched</source>
            <translation>в резерве</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="805" />
            <source>tired</source>
            <translation>устал</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="807" />
            <source>powered up</source>
            <translation>усилен</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="812" />
            <source>life</source>
            <translation>жизнь</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="813" />
            <source>damage</source>
            <translation>урон</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="814" />
            <source>slots</source>
            <translation>слоты</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="815" />
            <source>where</source>
            <translation>где</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="818" />
            <source>launch</source>
            <translation>запуск</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="833" />
            <source>face down</source>
            <translation>лицом вниз</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="834" />
            <source>Strike card</source>
            <translation>Карта удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/hard.py" line="841" />
            <source>Monsuno left</source>
            <translation>Осталось Монсуно</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="120" />
            <source>The launch misses: the roles swap</source>
            <translation>Промах при запуске: роли меняются</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="122" />
            <source>Both Monsuno are out: the attacker has the advantage</source>
            <translation>Оба Монсуно вылетели: у атакующего преимущество</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="426" />
            <source>Clash: choose the strike card to play; the other goes to the bottom of your deck</source>
            <translation>Схватка: выберите карту удара, которую сыграете; другая уйдёт под низ колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="431" />
            <source>Clash: choose the strike card to play; the other goes to the bottom of your deck (your opponent played {card})</source>
            <translation>Схватка: выберите карту удара, которую сыграете; другая уйдёт под низ колоды (противник сыграл {card})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="448" />
            <source>You dominate: choose which card of each player deals damage</source>
            <translation>Вы доминируете: выберите, какая карта каждого игрока наносит урон</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="476" />
            <source>damage taken</source>
            <translation>получено урона</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="481" />
            <source>Top of deck</source>
            <translation>Верх колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="494" />
            <source>Life</source>
            <translation>Жизнь</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="497" />
            <source>Role</source>
            <translation>Роль</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="497" />
            <source>{role} (advantage)</source>
            <translation>{role} (с преимуществом)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="499" />
            <source>Clashes</source>
            <translation>Схваток</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="532" />
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/medium.py" line="533" />
            <source>{card} — {type}, speed {speed}, damage {damage}, dominates {icons}</source>
            <translation>{card} — {type}, скорость {speed}, урон {damage}, доминирует: {icons}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/shared.py" line="344" />
            <source>Discard</source>
            <translation>Сброс</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="118" />
            <source>left</source>
            <translation>левая</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="118" />
            <source>middle</source>
            <translation>средняя</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="118" />
            <source>right</source>
            <translation>правая</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="122" />
            <source>{whose} Kairu is refilled to {maximum}</source>
            <translation>Кайру ({whose}) восполняется до {maximum}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="127" />
            <source>You must draw from an empty deck: you lose</source>
            <translation>Нужно взять карту из пустой колоды: вы проигрываете</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="128" />
            <source>{who} must draw from an empty deck and loses</source>
            <translation>{who} не может взять карту из пустой колоды и проигрывает</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="132" />
            <source>{whose} {character}: the {zone} zone is healed</source>
            <translation>{character} ({whose}): {zone} зона вылечена</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="138" />
            <source>You transform {character} into {card} ({kairu} Kairu)</source>
            <translation>Вы превращаете {character} в {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="139" />
            <source>{who} transforms {character} into {card} ({kairu} Kairu)</source>
            <translation>{who} превращает {character} в {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="144" />
            <source>You attack {target} with {card} (power {power}, {kairu} Kairu)</source>
            <translation>Вы атакуете {target} картой {card} (сила {power}, {kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="145" />
            <source>{who} attacks {target} with {card} (power {power}, {kairu} Kairu)</source>
            <translation>{who} атакует {target} картой {card} (сила {power}, {kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="153" />
            <source>You react with {card} on {character} ({kairu} Kairu)</source>
            <translation>Вы разыгрываете ответ {card} на {character} ({kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="154" />
            <source>{who} reacts with {card} on {character} ({kairu} Kairu)</source>
            <translation>{who} разыгрывает ответ {card} на {character} ({kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="156" />
            <source>You react with {card} ({kairu} Kairu)</source>
            <translation>Вы разыгрываете ответ {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="157" />
            <source>{who} reacts with {card} ({kairu} Kairu)</source>
            <translation>{who} разыгрывает ответ {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="162" />
            <source>{whose} team gets +{amount} {color} defence until {whose_lower} next turn</source>
            <translation>Команда ({whose}) получает +{amount} к защите цвета {color} до следующего хода ({whose_lower})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="168" />
            <source>Your attack gets +{amount} power</source>
            <translation>Ваша атака получает +{amount} к силе</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="169" />
            <source>{who}'s attack gets +{amount} power</source>
            <translation>Атака игрока {who} получает +{amount} к силе</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="173" />
            <source>The effect “{verb}” is not simulated</source>
            <translation>Эффект «{verb}» не симулируется</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="177" />
            <source>You pass (no react)</source>
            <translation>Вы пасуете (без реакции)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="177" />
            <source>{who} passes (no react)</source>
            <translation>{who} пасует (без реакции)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="182" />
            <source>{card} is stopped by {target} (power {power} vs defence {defense})</source>
            <translation>{target} останавливает {card} (сила {power} против защиты {defense})</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="192" />
            <source>{card} hits {target} (power {power} vs defence {defense}): no new damage</source>
            <translation>{card} попадает по {target} (сила {power} против защиты {defense}): нового урона нет</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="195" />
            <source>{card} hits {target} (power {power} vs defence {defense}): {zones} zone damaged</source>
            <translation>{card} попадает по {target} (сила {power} против защиты {defense}): повреждена зона: {zones}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="197" />
            <source>{card} hits {target} (power {power} vs defence {defense}): {zones} zones damaged</source>
            <translation>{card} попадает по {target} (сила {power} против защиты {defense}): повреждены зоны: {zones}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="202" />
            <source>{whose} {character} loses its ability</source>
            <translation>{character} ({whose}) теряет способность</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="207" />
            <source>{whose} {character} is defeated</source>
            <translation>{character} ({whose}) терпит поражение</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="235" />
            <source>L</source>
            <translation>Л</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="235" />
            <source>M</source>
            <translation>С</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="235" />
            <source>R</source>
            <translation>П</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="235" />
            <source>red</source>
            <translation>красный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="235" />
            <source>blue</source>
            <translation>синий</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="235" />
            <source>green</source>
            <translation>зелёный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="235" />
            <source>purple</source>
            <translation>фиолетовый</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/events.py" line="236" />
            <source>blanked</source>
            <translation>заглушён</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="712" />
            <source>Discard {card}</source>
            <translation>Сбросить {card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="716" />
            <source>You hold more than {limit} cards: discard one</source>
            <translation>В руке больше {limit} карт: сбросьте одну</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="725" />
            <source>Pass</source>
            <translation>Пас</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="727" />
            <source>React with {card} ({kairu} Kairu)</source>
            <translation>Разыграть ответ {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="740" />
            <source>{attack} attacks {target}: react or pass</source>
            <translation>{attack} атакует {target}: разыграйте ответ или спасуйте</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="750" />
            <source>Attack {target} with {card}</source>
            <translation>Атаковать {target} картой {card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="755" />
            <source>Transform {character} into {card}</source>
            <translation>Превратить {character} в {card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="760" />
            <source>Play attacks and monsters ({kairu} Kairu left) or end the turn</source>
            <translation>Разыгрывайте атаки и монстров (осталось Кайру: {kairu}) или завершите ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="777" />
            <source>defence</source>
            <translation>защита</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="777" />
            <source>damaged</source>
            <translation>повреждены</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="793" />
            <source>Kairu</source>
            <translation>Кайру</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/state.py" line="800" />
            <source>Attacking</source>
            <translation>Атакующая карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/engine_text.py" line="119" />
            <source>You go first</source>
            <translation>Первый ход — ваш</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/engine_text.py" line="120" />
            <source>{who} goes first</source>
            <translation>Первым ходит {who}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/engine_text.py" line="121" />
            <source>You win the toss and attack first</source>
            <translation>Вы выигрываете жеребьёвку: первая атака — ваша</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/engine_text.py" line="122" />
            <source>{who} wins the toss and attacks first</source>
            <translation>{who} выигрывает жеребьёвку и атакует первым</translation>
        </message>
        <message>
            <source>Event</source>
            <translation type="vanished">Событие</translation>
        </message>
        <message>
            <source>{event}: {details}</source>
            <translation type="vanished">{event}: {details}</translation>
        </message>
    </context>
    <context>
        <name>EnumEditor</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="324" />
            <source>— choose —</source>
            <translation>— выберите —</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="324" />
            <source>— none —</source>
            <translation>— нет —</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="337" />
            <source>%1 — %2, cost %3</source>
            <translation>%1 — %2, стоимость %3</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="63" />
            <source>“{name}”</source>
            <translation>«{name}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="70" />
            <source>deck list</source>
            <translation>список колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="71" />
            <source>pasted deck list</source>
            <translation>вставленный список колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="76" />
            <source>unknown field “{field}” — did you mean “{suggestion}”? (fields: {fields})</source>
            <translation>неизвестное поле «{field}» — может быть, вы имели в виду «{suggestion}»? (поля: {fields})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="78" />
            <source>unknown field “{field}” (fields: {fields})</source>
            <translation>неизвестное поле «{field}» (поля: {fields})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="84" />
            <source>a number of copies but no card name</source>
            <translation>указано число копий, но нет названия карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="85" />
            <source>the number of copies must be at least 1</source>
            <translation>число копий должно быть не меньше 1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="86" />
            <source>at most {max} copies on one line</source>
            <translation>в одной строке не больше {max} копий</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="87" />
            <source>no card name</source>
            <translation>нет названия карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="88" />
            <source>not a text file (it contains NUL bytes)</source>
            <translation>это не текстовый файл (в нём есть нулевые байты)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="89" />
            <source>the line is too long for a card entry</source>
            <translation>строка слишком длинная для записи о карте</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="90" />
            <source>“SB:” needs a card after it</source>
            <translation>после «SB:» должна идти карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="91" />
            <source>“{key}:” must come before the first card</source>
            <translation>«{key}:» должно стоять перед первой картой</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="92" />
            <source>“{key}:” needs a value</source>
            <translation>у «{key}:» должно быть значение</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="93" />
            <source>not valid JSON ({detail})</source>
            <translation>некорректный JSON ({detail})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="94" />
            <source>the JSON is nested too deeply to be a deck</source>
            <translation>в JSON слишком глубокая вложенность — это не колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="95" />
            <source>expected {"format": "deckbuilder-deck", …}</source>
            <translation>ожидалось {"format": "deckbuilder-deck", …}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="96" />
            <source>field “version”: expected 1, got {got}</source>
            <translation>поле «version»: ожидалось 1, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="98" />
            <source>field “{field}”: expected a list</source>
            <translation>поле «{field}»: ожидался список</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="99" />
            <source>field “{field}”: expected {"name": text, "count": number}</source>
            <translation>поле «{field}»: ожидалось {"name": текст, "count": число}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="101" />
            <source>field “{field}.name”: expected a card name</source>
            <translation>поле «{field}.name»: ожидалось название карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="102" />
            <source>field “{field}.count”: expected 1 to {max}, got {got}</source>
            <translation>поле «{field}.count»: ожидалось число от 1 до {max}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="103" />
            <source>field “{field}”: expected a text</source>
            <translation>поле «{field}»: ожидался текст</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="104" />
            <source>too large for a deck file (more than {max} characters)</source>
            <translation>слишком велик для файла колоды (больше {max} символов)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="105" />
            <source>a document type declaration (DTD) is not allowed in a deck file</source>
            <translation>объявление типа документа (DTD) в файле колоды не допускается</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="107" />
            <source>not valid XML ({detail})</source>
            <translation>некорректный XML ({detail})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="108" />
            <source>&lt;{name}&gt; {field}=“{got}”: expected a number of copies from 1 to {max}</source>
            <translation>&lt;{name}&gt; {field}=“{got}”: ожидается число копий от 1 до {max}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="110" />
            <source>&lt;{name}&gt; has no card name</source>
            <translation>у &lt;{name}&gt; нет названия карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="111" />
            <source>unknown zone “{value}” (Cockatrice decks have main, side and tokens)</source>
            <translation>неизвестная зона “{value}” (в колодах Cockatrice есть main, side и tokens)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="113" />
            <source>the deck code is damaged ({detail}): copy it again, in full</source>
            <translation>код колоды повреждён ({detail}): скопируйте его ещё раз, целиком</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="115" />
            <source>a deck code of version {got}; this Deckbuilder reads version {max} (a newer Deckbuilder made it)</source>
            <translation>код колоды версии {got}; этот Deckbuilder читает версию {max} (код создан более новым Deckbuilder)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="117" />
            <source>the deck code names the card {value} of {game}, which the catalog does not have</source>
            <translation>код колоды называет карту {value} игры {game}, которой нет в каталоге</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="119" />
            <source>an XML file whose root is &lt;{name}&gt;; Deckbuilder reads Cockatrice .cod and OCTGN .o8d</source>
            <translation>XML-файл с корневым элементом &lt;{name}&gt;; Deckbuilder читает колоды Cockatrice .cod и OCTGN .o8d</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="121" />
            <source>a card name has at most {max} characters, this one {length}</source>
            <translation>в названии карты не больше {max} символов, а здесь {length}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="122" />
            <source>a card name cannot hold the control character {character}</source>
            <translation>в названии карты не может быть управляющего символа {character}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="123" />
            <source>field “{field}.name”: a card name has at most {max} characters, this one {length}</source>
            <translation>поле «{field}.name»: в названии карты не больше {max} символов, а здесь {length}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="125" />
            <source>field “{field}.name”: a card name cannot hold the control character {character}</source>
            <translation>поле «{field}.name»: в названии карты не может быть управляющего символа {character}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="127" />
            <source>a number of thousands of digits: not a deck</source>
            <translation>число из тысяч цифр: это не колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="128" />
            <source>holds {escape}, which is not a character (a lone surrogate): not valid text</source>
            <translation>содержит {escape} — это не символ (одиночный суррогат): недопустимый текст</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="130" />
            <source>expected 1 to {max} copies, got {got}</source>
            <translation>ожидалось от 1 до {max} копий, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="131" />
            <source>at most {max} copies of a card in one zone; these lines add up to {got}</source>
            <translation>не больше {max} копий карты в одной зоне, а эти строки дают {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="133" />
            <source>a deck list cannot hold the control character {character}</source>
            <translation>в списке колоды не может быть управляющего символа {character}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="135" />
            <source>field “{field}”: cannot hold the control character {character}</source>
            <translation>поле «{field}»: не может быть управляющего символа {character}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="137" />
            <source>field “{field}”: at most {max} characters, this one {length}</source>
            <translation>поле «{field}»: не больше {max} символов, а здесь {length}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="150" />
            <source>{source}: line {line}: {detail}: “{text}”</source>
            <translation>{source}: строка {line}: {detail}: «{text}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="151" />
            <source>{source}: line {line}: {detail}</source>
            <translation>{source}: строка {line}: {detail}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="159" />
            <source>unclosed quote</source>
            <translation>кавычка не закрыта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="160" />
            <source>nothing to negate after “-”</source>
            <translation>после «-» нечего исключать</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="161" />
            <source>unexpected “)”</source>
            <translation>лишняя «)»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="162" />
            <source>unexpected “{token}”</source>
            <translation>неожиданное «{token}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="163" />
            <source>OR needs something on both sides</source>
            <translation>у OR должно быть что-то с обеих сторон</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="164" />
            <source>AND needs something on both sides</source>
            <translation>у AND должно быть что-то с обеих сторон</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="165" />
            <source>expected a word or a filter</source>
            <translation>ожидалось слово или фильтр</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="166" />
            <source>too deeply nested: at most {max} levels of parentheses and negations</source>
            <translation>слишком глубокая вложенность: не больше {max} уровней скобок и отрицаний</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="168" />
            <source>too many words and filters: at most {max}</source>
            <translation>слишком много слов и фильтров: не больше {max}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="169" />
            <source>empty parentheses</source>
            <translation>пустые скобки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="170" />
            <source>missing “)”</source>
            <translation>не хватает «)»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="171" />
            <source>“{field}{op}” needs a value</source>
            <translation>после «{field}{op}» нужно значение</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="172" />
            <source>“{field}” takes “:”</source>
            <translation>«{field}» пишется только с «:»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="173" />
            <source>nothing to search for: use letters or digits</source>
            <translation>искать нечего: нужны буквы или цифры</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="174" />
            <source>unknown game “{value}”; use {choices}</source>
            <translation>неизвестная игра «{value}»; допустимо: {choices}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="175" />
            <source>unknown {field} “{value}”; use {choices}</source>
            <translation>неизвестное значение «{value}» поля {field}; допустимо: {choices}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="176" />
            <source>unknown {field}: value “{value}”; use {choices}</source>
            <translation>неизвестное значение «{field}:{value}»; допустимо: {choices}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="177" />
            <source>unknown field “{field}”</source>
            <translation>неизвестное поле «{field}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="178" />
            <source>“{field}” needs a whole number, not “{value}”</source>
            <translation>для «{field}» нужно целое число, а не «{value}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="179" />
            <source>{value} is too large a number</source>
            <translation>{value} — слишком большое число</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="180" />
            <source>“{field}” can only be compared with “:” or “!=”</source>
            <translation>«{field}» можно сравнивать только через «:» или «!=»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="200" />
            <source>expected an integer from {min} to {max}</source>
            <translation>ожидалось целое число от {min} до {max}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="202" />
            <source>expected an integer ≥ {min}</source>
            <translation>ожидалось целое число ≥ {min}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="203" />
            <source>expected an integer</source>
            <translation>ожидалось целое число</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="205" />
            <source>expected one of {choices}</source>
            <translation>ожидалось одно из значений: {choices}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="207" />
            <source>expected a text</source>
            <translation>ожидался текст</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="208" />
            <source>expected a non-empty text</source>
            <translation>ожидался непустой текст</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="209" />
            <source>expected true or false</source>
            <translation>ожидалось true или false</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="210" />
            <source>expected a list of texts</source>
            <translation>ожидался список текстов</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="211" />
            <source>expected a list of 3 true/false values (left, middle, right)</source>
            <translation>ожидался список из 3 значений true/false (левая, средняя, правая зона)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="212" />
            <source>expected a list of 3 zones (left, middle, right), each null or {"color": text, "value": integer ≥ 0}</source>
            <translation>ожидался список из 3 зон (левая, средняя, правая), каждая — null или {"color": текст, "value": целое число ≥ 0}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="214" />
            <source>expected a list of effects like {"do": "damage", "amount": 2}</source>
            <translation>ожидался список эффектов вида {"do": "damage", "amount": 2}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="215" />
            <source>expected {"kairu": integer ≥ 0, "effects": [...]}</source>
            <translation>ожидалось {"kairu": целое число ≥ 0, "effects": [...]}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="224" />
            <source>expected one of {choices} for {game}, got {got}</source>
            <translation>для {game} ожидалось одно из значений: {choices}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="229" />
            <source>unknown field {field} for a {game} {kind} card</source>
            <translation>у карты {game} вида {kind} нет поля {field}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="236" />
            <source>expected a card object, got {type}</source>
            <translation>ожидался объект карты, а получено {type}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="239" />
            <source>{expected}, got {got}</source>
            <translation>{expected}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="241" />
            <source>missing; {expected}</source>
            <translation>не указано; {expected}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="244" />
            <source>expected an object of translations like {"ru": "…"}</source>
            <translation>ожидался объект с переводами вида {"ru": "…"}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="245" />
            <source>a restricted strike card must list what it is restricted to</source>
            <translation>у ограниченной карты удара должно быть указано, чем она ограничена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="247" />
            <source>an exclusive strike card needs a manufacturer</source>
            <translation>у эксклюзивной карты удара должен быть указан производитель</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="249" />
            <source>expected a list of effects</source>
            <translation>ожидался список эффектов</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="250" />
            <source>expected an effect object like {"do": "damage", "amount": 2}</source>
            <translation>ожидался объект эффекта вида {"do": "damage", "amount": 2}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="252" />
            <source>unknown key {key} (allowed: {allowed})</source>
            <translation>неизвестный ключ {key} (допустимо: {allowed})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="253" />
            <source>unknown effect verb {got}; expected one of {choices}</source>
            <translation>неизвестное действие эффекта {got}; допустимо: {choices}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="254" />
            <source>a defense effect needs a colour (text)</source>
            <translation>у эффекта defense должен быть цвет (текст)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="255" />
            <source>only defense effects take a colour, not {verb}</source>
            <translation>цвет бывает только у эффектов defense, а не у {verb}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="256" />
            <source>expected null or {"color": text, "value": integer ≥ 0}, got {got}</source>
            <translation>ожидалось null или {"color": текст, "value": целое число ≥ 0}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="258" />
            <source>expected a colour name, got {got}</source>
            <translation>ожидалось название цвета, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="259" />
            <source>at most {max} characters, this one {length}</source>
            <translation>не больше {max} символов, а здесь {length}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="260" />
            <source>cannot hold the control character {character}</source>
            <translation>не может быть управляющего символа {character}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="285" />
            <source>refused, the picture is far too large ({pixels} pixels)</source>
            <translation>отклонено: картинка слишком велика (пикселей: {pixels})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="286" />
            <source>refused, the picture is far too large ({detail})</source>
            <translation>отклонено: картинка слишком велика ({detail})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="291" />
            <source>{format} pictures are not supported</source>
            <translation>картинки в формате {format} не поддерживаются</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="292" />
            <source>pictures of an unknown format are not supported</source>
            <translation>картинки неизвестного формата не поддерживаются</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="299" />
            <source>the file is larger than {max_mb} MB</source>
            <translation>файл больше {max_mb} МБ</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="300" />
            <source>{width}×{height} pixels is too large (at most {max_mp} megapixels)</source>
            <translation>{width}×{height} пикселей — слишком много (не больше {max_mp} мегапикселей)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="303" />
            <source>not a picture Deckbuilder can read (PNG, JPEG, WebP, GIF, BMP or TIFF)</source>
            <translation>это не картинка, которую Deckbuilder умеет читать (PNG, JPEG, WebP, GIF, BMP или TIFF)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="306" />
            <source>the picture is damaged ({detail})</source>
            <translation>картинка повреждена ({detail})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="308" />
            <source>cannot read the picture ({reason})</source>
            <translation>не удаётся прочитать картинку ({reason})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="309" />
            <source>not a file (a folder, device or pipe); a picture must be a file</source>
            <translation>не файл (папка, устройство или канал); картинка должна быть файлом</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="311" />
            <source>the picture changed while it was imported; import again</source>
            <translation>картинка изменилась во время импорта; импортируйте ещё раз</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="312" />
            <source>the crop box {left},{top}–{right},{bottom} is not inside the {width}×{height} picture</source>
            <translation>рамка {left},{top}–{right},{bottom} выходит за пределы картинки {width}×{height}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="314" />
            <source>the picture cannot be cropped ({detail})</source>
            <translation>не удаётся обрезать картинку ({detail})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="337" />
            <source>line {line}</source>
            <translation>строка {line}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="339" />
            <source>card #{card} {label}</source>
            <translation>карта №{card} {label}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="340" />
            <source>card #{card}</source>
            <translation>карта №{card}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="342" />
            <source>column {column}</source>
            <translation>столбец {column}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="344" />
            <source>field “{field}”</source>
            <translation>поле «{field}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="349" />
            <source>unknown card “{name}”</source>
            <translation>неизвестная карта «{name}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="353" />
            <source> — did you mean {suggestions}?</source>
            <translation> — может быть, вы имели в виду {suggestions}?</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="359" />
            <source>, foil</source>
            <translation>, фольга</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="362" />
            <source>“{name}” ({variant}): lines {lines} add up to {total} added to the {old} you have makes {new} copies; at most {max}</source>
            <translation>«{name}» ({variant}): строки {lines} вместе дают {total}, и с уже имеющимися {old} итого копий: {new}; можно не больше {max}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="365" />
            <source>“{name}” ({variant}): lines {lines} add up to {total} makes {new} copies; at most {max}</source>
            <translation>«{name}» ({variant}): строки {lines} вместе дают {total}, итого копий: {new}; можно не больше {max}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="368" />
            <source>“{name}” ({variant}): {total} added to the {old} you have makes {new} copies; at most {max}</source>
            <translation>«{name}» ({variant}): {total} и уже имеющиеся {old} — итого копий: {new}; можно не больше {max}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="371" />
            <source>“{name}” ({variant}): {total} makes {new} copies; at most {max}</source>
            <translation>«{name}» ({variant}): копий: {new}; можно не больше {max}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="377" />
            <source>comma</source>
            <translation>запятая</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="377" />
            <source>semicolon</source>
            <translation>точка с запятой</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="377" />
            <source>tab</source>
            <translation>табуляция</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="379" />
            <source>{cells} cells but the header has {columns} columns (a cell holding a {separator} must be in double quotes: "Name, with comma")</source>
            <translation>ячеек: {cells}, а столбцов в заголовке: {columns} (ячейку, в которой есть {separator}, нужно взять в двойные кавычки: "Name, with comma")</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="386" />
            <source>the {game} card “{name}” is already in the file ({first})</source>
            <translation>карта «{name}» ({game}) уже есть в файле ({first})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="395" />
            <source>no such file</source>
            <translation>файл не найден</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="396" />
            <source>not UTF-8 text (byte {byte})</source>
            <translation>это не текст в кодировке UTF-8 (байт {byte})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="397" />
            <source>not {encoding} text (byte {byte})</source>
            <translation>это не текст в кодировке {encoding} (байт {byte})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="398" />
            <source>cannot read ({reason})</source>
            <translation>не удаётся прочитать ({reason})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="399" />
            <source>the file is empty</source>
            <translation>файл пуст</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="400" />
            <source>a quoted cell is never closed: a " on this line has no closing " (inside quotes, write a quote as "")</source>
            <translation>ячейка в кавычках не закрыта: у " в этой строке нет закрывающей " (внутри кавычек кавычку пишут как "")</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="403" />
            <source>not valid CSV ({detail})</source>
            <translation>некорректный CSV ({detail})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="406" />
            <source>not a catalog: lists or objects are nested too deeply to read (a catalog needs only a few levels)</source>
            <translation>это не каталог: списки или объекты вложены слишком глубоко (каталогу нужно всего несколько уровней)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="408" />
            <source>not valid JSON (nested too deeply)</source>
            <translation>некорректный JSON (слишком глубокая вложенность)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="409" />
            <source>not a catalog: {detail}</source>
            <translation>это не каталог: {detail}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="410" />
            <source>field "format": expected "{expected}", got {got}</source>
            <translation>поле "format": ожидалось "{expected}", а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="411" />
            <source>field "version": expected {expected}, got {got}</source>
            <translation>поле "version": ожидалось {expected}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="412" />
            <source>unknown top-level field {field}</source>
            <translation>неизвестное поле верхнего уровня {field}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="413" />
            <source>expected a catalog object, got {type}</source>
            <translation>ожидался объект каталога, а получено {type}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="414" />
            <source>field "cards": expected a list of cards</source>
            <translation>поле "cards": ожидался список карт</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="423" />
            <source>the picture {picture} is outside the catalog file's folder ({folder}); pictures are read only from that folder and its subfolders unless others are allowed</source>
            <translation>картинка {picture} лежит вне папки файла каталога ({folder}); картинки читаются только из этой папки и её подпапок, если другие не разрешены</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="427" />
            <source>unknown column {column}</source>
            <translation>неизвестный столбец {column}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="428" />
            <source>the column “{name}” is already column {first}</source>
            <translation>столбец «{name}» уже есть: это столбец {first}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="429" />
            <source>missing the “{name}” column</source>
            <translation>нет столбца «{name}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="430" />
            <source>{cells} cells but only {columns} columns</source>
            <translation>ячеек: {cells}, а столбцов всего {columns}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="431" />
            <source>not a field of a {game} {kind} card</source>
            <translation>у карты {game} вида {kind} нет такого поля</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="432" />
            <source>expected true/false/yes/no/1/0, got {got}</source>
            <translation>ожидалось true/false/yes/no/1/0, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="433" />
            <source>expected an effect like “damage 2” or “defense 3 red”, got {got}</source>
            <translation>ожидался эффект вида «damage 2» или «defense 3 red», а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="435" />
            <source>expected a number after {after}, got {got}</source>
            <translation>после {after} ожидалось число, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="436" />
            <source>expected an integer from {min} to {max}, got {got}</source>
            <translation>ожидалось целое число от {min} до {max}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="438" />
            <source>expected an integer ≥ {min}, got {got}</source>
            <translation>ожидалось целое число ≥ {min}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="439" />
            <source>expected an integer, got {got}</source>
            <translation>ожидалось целое число, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="440" />
            <source>expected zones like “red 3|-|blue 2”, got {got}</source>
            <translation>ожидались зоны вида «red 3|-|blue 2», а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="441" />
            <source>expected a react like “2: defense 3 red|draw 1”, got {got}</source>
            <translation>ожидалась реакция вида «2: defense 3 red|draw 1», а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="442" />
            <source>expected an object of translations like {"ru": "Имя"}, got {got}</source>
            <translation>ожидался объект с переводами вида {"ru": "Имя"}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="444" />
            <source>expected “ru=Имя|de=Name”, got {got}</source>
            <translation>ожидалось «ru=Имя|de=Name», а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="446" />
            <source>“{name}” repeats column {first} (“{first_name}”); which one counts? Remove one of them</source>
            <translation>«{name}» повторяет столбец {first} («{first_name}»): какой из них считать? Удалите один из них</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="448" />
            <source>no card name column (expected “Name” or “Card Name”; found {found})</source>
            <translation>нет столбца с названием карты (ожидался «Name» или «Card Name»; найдены: {found})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="451" />
            <source>empty card name</source>
            <translation>пустое название карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="456" />
            <source>expected a whole number from 0 to {max}, got {got}</source>
            <translation>ожидалось целое число от 0 до {max}, а указано {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="457" />
            <source>unknown condition “{value}”; use NM, LP, MP, HP or DMG (or Near Mint, Lightly Played, Moderately Played, Heavily Played, Damaged)</source>
            <translation>неизвестное состояние «{value}»; допустимо: NM, LP, MP, HP или DMG (или Near Mint, Lightly Played, Moderately Played, Heavily Played, Damaged)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="460" />
            <source>language “{value}” is too long</source>
            <translation>слишком длинное обозначение языка «{value}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="461" />
            <source>expected foil/normal or true/false, got “{value}”</source>
            <translation>ожидалось foil/normal или true/false, а указано «{value}»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="462" />
            <source>expected a whole number from 0 to the row's {max} copies, got {got}</source>
            <translation>ожидалось целое число от 0 до числа копий в строке ({max}), получено {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="464" />
            <source>expected a price such as 0.25 or 1,50, got {value}</source>
            <translation>ожидалась цена вида 0.25 или 1,50, получено {value}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="465" />
            <source>a price of at most 1000000.00 a copy, got {value}</source>
            <translation>цена копии — не больше 1000000.00, получено {value}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="466" />
            <source>expected a currency code such as USD or EUR, got {got}</source>
            <translation>ожидался код валюты, например USD или EUR, получено {got}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="468" />
            <source>“{name}” exists in several games ({games}); add a Game column</source>
            <translation>«{name}» есть в нескольких играх ({games}); добавьте столбец Game</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="500" />
            <source>… and {count} more problems</source>
            <translation>… и ещё проблем: {count}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="503" />
            <source>{path}: nothing was imported.</source>
            <translation>{path}: ничего не импортировано.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/error_text.py" line="521" />
            <source>the deck names no ruleset and none of its cards is known; add a “Ruleset:” line or choose one</source>
            <translation>в колоде не указаны правила, и ни одна её карта не известна; добавьте строку «Ruleset:» или выберите правила</translation>
        </message>
        <message>
            <source>unknown section “{value}” (Deckbuilder reads Main, Sideboard and Team)</source>
            <translation type="vanished">неизвестный раздел “{value}” (Deckbuilder читает Main, Sideboard и Team)</translation>
        </message>
        <message>
            <source>cannot read {picture} ({reason})</source>
            <translation type="vanished">не удаётся прочитать {picture} ({reason})</translation>
        </message>
    </context>
    <context>
        <name>FolderField</name>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="50" />
            <source>Leave empty for the usual folder on this computer</source>
            <translation>Оставьте пустым, чтобы взять обычную папку на этом компьютере</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="51" />
            <source>Browse…</source>
            <translation>Обзор…</translation>
        </message>
    </context>
    <context>
        <name>GameOverPanel</name>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="76" />
            <source>Cards you drew:</source>
            <translation>Вы взяли карт:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="77" />
            <source>Steps played:</source>
            <translation>Сыграно шагов:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="78" />
            <source>Seed:</source>
            <translation>Зерно:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="90" />
            <source>Restart (same seed)</source>
            <translation>Заново (то же зерно)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="92" />
            <source>New Seed</source>
            <translation>Новое зерно</translation>
        </message>
    </context>
    <context>
        <name>GameRulesetChooser</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="50" />
            <source>Game:</source>
            <translation>Игра:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="54" />
            <source>Ruleset:</source>
            <translation>Правила:</translation>
        </message>
    </context>
    <context>
        <name>GameText</name>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="163" />
            <source>MONSTER</source>
            <translation>МОНСТР</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="163" />
            <source>Common</source>
            <translation>Обычная</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="163" />
            <source>Rare</source>
            <translation>Редкая</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="163" />
            <source>Super Rare</source>
            <translation>Сверхредкая</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="164" />
            <source>Ultra Rare</source>
            <translation>Ультраредкая</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="164" />
            <source>POWER</source>
            <translation>СИЛА</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="164" />
            <source>ELEMENT</source>
            <translation>СТИХИЯ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="164" />
            <source>SPECIES</source>
            <translation>ВИД</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="165" />
            <source>MEANS</source>
            <translation>СПОСОБ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="165" />
            <source>SIZE</source>
            <translation>РАЗМЕР</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="165" />
            <source>SKILL</source>
            <translation>НАВЫК</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="165" />
            <source>NO SKILL</source>
            <translation>БЕЗ НАВЫКА</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="166" />
            <source>Standard</source>
            <translation>Стандартный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="166" />
            <source>Discard</source>
            <translation>Со сбросом</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/face.py" line="166" />
            <source>Game Changer</source>
            <translation>Меняющий игру</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="76" />
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="77" />
            <source>power %1−1</source>
            <translation>сила %1−1</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="81" />
            <source>%1 skill %2</source>
            <translation>навык «%1» %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="100" />
            <source>normal</source>
            <translation>обычная</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="100" />
            <source>fire</source>
            <translation>огонь</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="101" />
            <source>water</source>
            <translation>вода</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="101" />
            <source>wood</source>
            <translation>дерево</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="102" />
            <source>light</source>
            <translation>свет</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="102" />
            <source>dark</source>
            <translation>тьма</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="106" />
            <source>human</source>
            <translation>человек</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="106" />
            <source>beast</source>
            <translation>зверь</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="106" />
            <source>sea</source>
            <translation>морской</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="107" />
            <source>elemental</source>
            <translation>элементаль</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="107" />
            <source>dragon</source>
            <translation>дракон</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="108" />
            <source>god</source>
            <translation>бог</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="108" />
            <source>devil</source>
            <translation>демон</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="109" />
            <source>machine</source>
            <translation>машина</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="109" />
            <source>insect</source>
            <translation>насекомое</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="110" />
            <source>ghost</source>
            <translation>призрак</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="114" />
            <source>close</source>
            <translation>ближний бой</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="114" />
            <source>range</source>
            <translation>дальний бой</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="115" />
            <source>magic</source>
            <translation>магия</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="115" />
            <source>special</source>
            <translation>особый</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="116" />
            <source>guard</source>
            <translation>защита</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="120" />
            <source>small</source>
            <translation>малый</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="120" />
            <source>medium</source>
            <translation>средний</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="121" />
            <source>large</source>
            <translation>большой</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="138" />
            <source>Cost</source>
            <translation>Стоимость</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="139" />
            <source>Element</source>
            <translation>Стихия</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="147" />
            <source>All elements</source>
            <translation>Все стихии</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="157" />
            <source>Cards seen: a full hand on your first turn, then one card a turn for the card you played the turn before.</source>
            <translation>Просмотренные карты: полная рука на первом ходу, затем по карте за ход взамен сыгранной на предыдущем.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="159" />
            <source>A turn whose card holds the Attack zone plays and draws nothing, Dodge, Snipe and field plays draw one more, and damage mills cards unseen, so from turn 3 play changes the count.</source>
            <translation>Ход, когда ваша карта удерживает зону атаки, проходит без розыгрыша и добора; Dodge, Snipe и розыгрыш на поле дают ещё карту, а урон сбрасывает карты невидимыми, так что с 3-го хода число зависит от хода игры.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="164" />
            <source>monster</source>
            <translation>монстр</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="165" />
            <source>Monster</source>
            <translation>Монстр</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="166" />
            <source>Power</source>
            <translation>Сила</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="167" />
            <source>Species</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="167" />
            <source>Means</source>
            <translation>Способ атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="168" />
            <source>Size</source>
            <translation>Размер</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="168" />
            <source>Skill</source>
            <translation>Навык</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="169" />
            <source>power</source>
            <translation>сила</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="169" />
            <source>element</source>
            <translation>стихия</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="170" />
            <source>species</source>
            <translation>вид</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="170" />
            <source>means</source>
            <translation>способ атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="171" />
            <source>size</source>
            <translation>размер</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="171" />
            <source>skill</source>
            <translation>навык</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/game.py" line="182" />
            <source>Deck cost = rarity cost + (power − 1) + skill cost; a deck may cost at most 200</source>
            <translation>Стоимость в колоде = стоимость редкости + (сила − 1) + стоимость навыка; колода может стоить не более 200</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monster_cards/rulesets.py" line="30" />
            <source>MONSTER CARDS</source>
            <translation>MONSTER CARDS</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="242" />
            <source>LAUNCH</source>
            <translation>ЗАПУСК</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="242" />
            <source>MONSUNO</source>
            <translation>МОНСУНО</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="242" />
            <source>STRIKE</source>
            <translation>УДАР</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="242" />
            <source>LIFE</source>
            <translation>ЖИЗНЬ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="243" />
            <source>SPEED</source>
            <translation>СКОРОСТЬ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="243" />
            <source>DAMAGE</source>
            <translation>УРОН</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="243" />
            <source>STRIKE TYPE</source>
            <translation>ТИП УДАРА</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="244" />
            <source>POWER SLOTS</source>
            <translation>СЛОТЫ СИЛЫ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="244" />
            <source>none</source>
            <translation>нет</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="244" />
            <source>SUPER STRIKE</source>
            <translation>СУПЕРУДАР</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="245" />
            <source>DOMINATES</source>
            <translation>ДОМИНИРУЕТ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="245" />
            <source>UNIQUE</source>
            <translation>УНИКАЛЬНАЯ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="245" />
            <source>EXCLUSIVE</source>
            <translation>ЭКСКЛЮЗИВНАЯ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="245" />
            <source>UPGRADE</source>
            <translation>УЛУЧШЕНИЕ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="246" />
            <source>RESTRICTED</source>
            <translation>ОГРАНИЧЕННАЯ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="246" />
            <source>On reveal</source>
            <translation>При открытии</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="246" />
            <source>On domination</source>
            <translation>При доминировании</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="247" />
            <source>On damage</source>
            <translation>При уроне</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="247" />
            <source>After combat</source>
            <translation>После боя</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="247" />
            <source>Effect</source>
            <translation>Эффект</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="248" />
            <source>Restricted to:</source>
            <translation>Только для:</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/face.py" line="248" />
            <source>heal %1 damage</source>
            <translation>вылечить %1 урона</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="117" />
            <source>neutral</source>
            <translation>нейтральный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="121" />
            <source>reveal</source>
            <translation>при открытии</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="121" />
            <source>domination</source>
            <translation>доминирование</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="122" />
            <source>damage</source>
            <translation>урон</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="122" />
            <source>after</source>
            <translation>после боя</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="126" />
            <source>restricted</source>
            <translation>ограниченная</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="127" />
            <source>upgrade</source>
            <translation>улучшение</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="150" />
            <source>Launch</source>
            <translation>Запуск</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="151" />
            <source>Manufacturer</source>
            <translation>Производитель</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="158" />
            <source>All manufacturers</source>
            <translation>Все производители</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="179" />
            <source>Choose the dummy's Monsuno.</source>
            <translation>Выберите Монсуно манекена.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="180" />
            <source>Choose the dummy's %1 Monsuno.</source>
            <translation>Выберите %1 Монсуно манекена.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="182" />
            <source>Each clash shows the top 2 cards of the deck and the one put back goes to the bottom, so by clash T you have seen 2·T different cards. A round whose launch misses has no clash and is not counted.</source>
            <translation>В каждой схватке открываются 2 верхние карты колоды, а возвращённая уходит вниз, так что к схватке T вы видели 2·T разных карт. Раунд, в котором запуск не удался, схватки не даёт и не считается.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="186" />
            <source>Cards seen: the opening hand, then one card in the combat of each of your turns from the second on (the first turn launches: none of your Monsuno is on the battlefield yet).</source>
            <translation>Просмотренные карты: стартовая рука, затем по карте в бою каждого вашего хода начиная со второго (первый ход уходит на запуск: ваших Монсуно на поле ещё нет).</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="189" />
            <source>A Recover that refills the hand, the redraw Recover and draw effects add cards, so play changes the count.</source>
            <translation>Восстановление с добором руки, восстановление со сбросом руки и эффекты добора дают карты, так что число зависит от хода игры.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="194" />
            <source>Monsuno</source>
            <translation>Монсуно</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="194" />
            <source>strike card</source>
            <translation>карта удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="195" />
            <source>Strike card</source>
            <translation>Карта удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="197" />
            <source>Life</source>
            <translation>Жизнь</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="197" />
            <source>Speed</source>
            <translation>Скорость</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="198" />
            <source>Damage</source>
            <translation>Урон</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="198" />
            <source>Strike type</source>
            <translation>Тип удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="199" />
            <source>Power slots</source>
            <translation>Слоты силы</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="200" />
            <source>Super strike damage</source>
            <translation>Урон суперудара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="201" />
            <source>Exclusive</source>
            <translation>Эксклюзивная</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="201" />
            <source>Unique</source>
            <translation>Уникальная</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="202" />
            <source>Dominates</source>
            <translation>Доминирует</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="202" />
            <source>Timing</source>
            <translation>Время применения</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="203" />
            <source>Category</source>
            <translation>Категория</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="204" />
            <source>Restricted to</source>
            <translation>Только для</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="204" />
            <source>Effects</source>
            <translation>Эффекты</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="205" />
            <source>manufacturer</source>
            <translation>производитель</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="205" />
            <source>launch</source>
            <translation>запуск</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="206" />
            <source>life</source>
            <translation>жизнь</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="206" />
            <source>speed</source>
            <translation>скорость</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="207" />
            <source>strike type</source>
            <translation>тип удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="208" />
            <source>power slots</source>
            <translation>слоты силы</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="209" />
            <source>power damage</source>
            <translation>урон суперудара</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/game.py" line="209" />
            <source>dominates</source>
            <translation>доминирует</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/rulesets.py" line="34" />
            <source>Monsuno — medium rules</source>
            <translation>Monsuno — средние правила</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/rulesets.py" line="49" />
            <source>Monsuno — hard rules</source>
            <translation>Monsuno — сложные правила</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/monsuno/rulesets.py" line="64" />
            <source>Monsuno — tournament (TCG)</source>
            <translation>Monsuno — турнирные (TCG)</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="233" />
            <source>KAIRU</source>
            <translation>КАЙРУ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="233" />
            <source>CHARACTER</source>
            <translation>ПЕРСОНАЖ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="233" />
            <source>ATTACK</source>
            <translation>АТАКА</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="234" />
            <source>Transformation</source>
            <translation>Трансформация</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="234" />
            <source>DEFENSE</source>
            <translation>ЗАЩИТА</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="234" />
            <source>+ YELLOW ZONES HEAL</source>
            <translation>+ ЖЁЛТЫЕ ЗОНЫ ЛЕЧАТ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="235" />
            <source>LEFT</source>
            <translation>ЛЕВАЯ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="235" />
            <source>MIDDLE</source>
            <translation>СРЕДНЯЯ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="235" />
            <source>RIGHT</source>
            <translation>ПРАВАЯ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="235" />
            <source>MID</source>
            <translation>СРЕД.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="236" />
            <source>CLEAR</source>
            <translation>ПУСТО</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="236" />
            <source>HEAL</source>
            <translation>ЛЕЧЕНИЕ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="236" />
            <source>HIT</source>
            <translation>УРОН</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="236" />
            <source>HITS</source>
            <translation>ПОПАДАНИЯ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="237" />
            <source>BLANKS ABILITY</source>
            <translation>ГАСИТ СПОСОБНОСТЬ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="237" />
            <source>Ability:</source>
            <translation>Способность:</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="238" />
            <source>Effect:</source>
            <translation>Эффект:</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/face.py" line="238" />
            <source>React (%1 Kairu):</source>
            <translation>Ответ (%1 Кайру):</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="105" />
            <source>red</source>
            <translation>красный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="105" />
            <source>blue</source>
            <translation>синий</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="105" />
            <source>green</source>
            <translation>зелёный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="106" />
            <source>purple</source>
            <translation>фиолетовый</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="106" />
            <source>yellow</source>
            <translation>жёлтый</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="107" />
            <source>orange</source>
            <translation>оранжевый</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="107" />
            <source>black</source>
            <translation>чёрный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="108" />
            <source>white</source>
            <translation>белый</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="108" />
            <source>clear</source>
            <translation>бесцветный</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="131" />
            <source>Kairu</source>
            <translation>Кайру</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="132" />
            <source>Colour</source>
            <translation>Цвет</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="139" />
            <source>All colours</source>
            <translation>Все цвета</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="157" />
            <source>Choose the dummy's %1 characters.</source>
            <translation>Выберите персонажей манекена (%1).</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="160" />
            <source>Cards seen: the opening hand, then the draw at the start of each of your turns, the first one included.</source>
            <translation>Просмотренные карты: стартовая рука, затем добор в начале каждого вашего хода, включая первый.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="162" />
            <source>Draw abilities and draw effects add cards, so play changes the count.</source>
            <translation>Способности и эффекты добора дают карты, так что число зависит от хода игры.</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="165" />
            <source>character</source>
            <translation>персонаж</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="166" />
            <source>attack</source>
            <translation>атака</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="167" />
            <source>Character</source>
            <translation>Персонаж</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="168" />
            <source>Attack</source>
            <translation>Атака</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="169" />
            <source>Version</source>
            <translation>Версия</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="170" />
            <source>Defense</source>
            <translation>Защита</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="170" />
            <source>Ability</source>
            <translation>Способность</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="171" />
            <source>Heal zones</source>
            <translation>Зоны лечения</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="172" />
            <source>React</source>
            <translation>Ответная способность</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="174" />
            <source>Hits</source>
            <translation>Попадания</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="174" />
            <source>Blanks ability</source>
            <translation>Обнуляет способность</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="175" />
            <source>version</source>
            <translation>версия</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="176" />
            <source>defence</source>
            <translation>защита</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="177" />
            <source>heal</source>
            <translation>лечение</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="177" />
            <source>react</source>
            <translation>ответ</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="178" />
            <source>colour</source>
            <translation>цвет</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/game.py" line="179" />
            <source>hits</source>
            <translation>попадания</translation>
        </message>
        <message>
            <location filename="deckbuilder/rules/games/redakai/rulesets.py" line="21" />
            <source>Redakai — advanced rules</source>
            <translation>Redakai — продвинутые правила</translation>
        </message>
    </context>
    <context>
        <name>GauntletDialog</name>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="111" />
            <source>Gauntlet</source>
            <translation>Серия матчей</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="116" />
            <source>%1 against %n deck(s)</source>
            <translation>
                <numerusform>%1 против %n колоды</numerusform>
                <numerusform>%1 против %n колод</numerusform>
                <numerusform>%1 против %n колод</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="118" />
            <source>cancelled after {n} of {total} decks</source>
            <translation>отменено после {n} из {total} колод</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="124" />
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="124" />
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="124" />
            <source>Won–drawn–lost</source>
            <translation>Победы–ничьи–поражения</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="125" />
            <source>Score</source>
            <translation>Очки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="125" />
            <source>95 % interval</source>
            <translation>Интервал 95 %</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="125" />
            <source>Win rate</source>
            <translation>Доля побед</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="138" />
            <source>({n} unfinished)</source>
            <translation>(не доиграно: {n})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="151" />
            <source>Score against each deck (a draw counts as half a win)</source>
            <translation>Очки против каждой колоды (ничья — половина победы)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="177" />
            <source>Export CSV…</source>
            <translation>Экспорт CSV…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="188" />
            <source>Export the gauntlet</source>
            <translation>Экспорт серии матчей</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="189" />
            <source>CSV files (*.csv)</source>
            <translation>Файлы CSV (*.csv)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="195" />
            <source>Cannot export</source>
            <translation>Не удалось экспортировать</translation>
        </message>
        <message>
            <source>{deck} against {n} decks</source>
            <translation type="vanished">{deck} против колод: {n}</translation>
        </message>
        <message>
            <source>Win rate against each deck</source>
            <translation type="vanished">Доля побед против каждой колоды</translation>
        </message>
    </context>
    <context>
        <name>GauntletPicker</name>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="55" />
            <source>Gauntlet</source>
            <translation>Серия матчей</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="57" />
            <source>Play this deck against each ticked deck:</source>
            <translation>Сыграть этой колодой против каждой отмеченной колоды:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="63" />
            <source>Add deck files…</source>
            <translation>Добавить файлы колод…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="68" />
            <source>Play</source>
            <translation>Играть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="90" />
            <source>Play against several decks</source>
            <translation>Играть против нескольких колод</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="91" />
            <source>Deck files (*.txt *.dec *.json *.cod *.o8d *.xml);;All files (*)</source>
            <translation>Файлы колод (*.txt *.dec *.json *.cod *.o8d *.xml);;Все файлы (*)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/gauntlet_dialog.py" line="93" />
            <source>File: %1</source>
            <translation>Файл: %1</translation>
        </message>
        <message>
            <source>Deck: %1</source>
            <translation type="vanished">Колода: %1</translation>
        </message>
    </context>
    <context>
        <name>HelpWindow</name>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="115" />
            <source>Deckbuilder User Guide</source>
            <translation>Руководство Deckbuilder</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="127" />
            <source>Search the guide</source>
            <translation>Поиск по руководству</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="128" />
            <source>Type words to list only the pages that mention all of them (Ctrl+F)</source>
            <translation>Введите слова, чтобы оставить только страницы, где есть они все (Ctrl+F)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="148" />
            <source>Back</source>
            <translation>Назад</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="149" />
            <source>The page before (Alt+Left)</source>
            <translation>Предыдущая страница (Alt+Влево)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="150" />
            <source>Forward</source>
            <translation>Вперёд</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="151" />
            <source>The page after (Alt+Right)</source>
            <translation>Следующая страница (Alt+Вправо)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="152" />
            <source>Home</source>
            <translation>В начало</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="153" />
            <source>The first page (Alt+Home)</source>
            <translation>Первая страница (Alt+Home)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="194" />
            <source>The guide's pages are missing; reinstall Deckbuilder.</source>
            <translation>Страницы руководства не найдены; переустановите Deckbuilder.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/help_window.py" line="264" />
            <source>No page mentions “%1”.</source>
            <translation>Ни на одной странице нет «%1».</translation>
        </message>
    </context>
    <context>
        <name>ImpossibleText</name>
        <message>
            <location filename="deckbuilder/ui/playtest/impossible_text.py" line="19" />
            <source>left</source>
            <translation>левую</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/impossible_text.py" line="19" />
            <source>middle</source>
            <translation>среднюю</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/impossible_text.py" line="19" />
            <source>right</source>
            <translation>правую</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/impossible_text.py" line="26" />
            <source>No game can be won: no attack the deck can pay for damages the {zone} zone (the cheapest that does costs {cost} Kairu; by turn {turns} the player has at most {kairu}), so no character can be defeated.</source>
            <translation>Ни одну партию не выиграть: ни одна атака, которую колода может оплатить, не повреждает {zone} зону (самая дешёвая такая стоит {cost} Кайру, а к ходу {turns} у игрока не больше {kairu}), поэтому ни одного персонажа не победить.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/impossible_text.py" line="32" />
            <source>No game can be won: no card in the deck damages the {zone} zone, so no character can be defeated.</source>
            <translation>Ни одну партию не выиграть: ни одна карта колоды не повреждает {zone} зону, поэтому ни одного персонажа не победить.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/impossible_text.py" line="35" />
            <source>No game can be won: no Monsuno of the team can be launched (the cheapest costs {cost} launch; the best hand of {hand} cards the deck can deal gives {total}).</source>
            <translation>Ни одну партию не выиграть: ни одного Монсуно команды не выпустить (самый дешёвый стоит {cost} запуска, а лучшая рука из {hand} карт, которую может сдать колода, даёт {total}).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/impossible_text.py" line="40" />
            <source>No game can be won: nothing in the team or the deck deals any damage.</source>
            <translation>Ни одну партию не выиграть: ничто в команде и колоде не наносит урона.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/impossible_text.py" line="41" />
            <source>No game can be won: {reason}.</source>
            <translation>Ни одну партию не выиграть: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>InHandModel</name>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_table.py" line="169" />
            <source>{name}: {n} in the deck</source>
            <translation>{name}: в колоде {n}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_table.py" line="170" />
            <source>{name} seen by clash {t} in {p} of the games</source>
            <translation>{name}: увидена к схватке {t} — в {p} партий</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_table.py" line="171" />
            <source>{name} held by turn {t} in {p} of the games</source>
            <translation>{name}: в руке к ходу {t} — в {p} партий</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_table.py" line="186" />
            <source>Card</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_table.py" line="190" />
            <source>The cards of the deck</source>
            <translation>Карты колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_table.py" line="191" />
            <source>Share of games in which the card had been seen by clash {t}</source>
            <translation>Доля партий, в которых карта была увидена к схватке {t}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_table.py" line="193" />
            <source>Share of games in which the card had been in hand by turn {t}</source>
            <translation>Доля партий, в которых карта побывала в руке к ходу {t}</translation>
        </message>
    </context>
    <context>
        <name>InstallDialog</name>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="56" />
            <source>Folder:</source>
            <translation>Папка:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="61" />
            <source>Where you will upload the deck's pictures, so that every player sees the cards; empty: only this computer shows them</source>
            <translation>Куда вы выложите картинки колоды, чтобы карты видели все игроки; пусто — их покажет только этот компьютер</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="64" />
            <source>Pictures' web address:</source>
            <translation>Веб-адрес картинок:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="67" />
            <source>Install</source>
            <translation>Установить</translation>
        </message>
    </context>
    <context>
        <name>IntEditor</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="208" />
            <source>— (%1)</source>
            <translation>— (%1)</translation>
        </message>
    </context>
    <context>
        <name>JobDialog</name>
        <message>
            <location filename="deckbuilder/ui/common/background.py" line="178" />
            <source>Cancelling…</source>
            <translation>Отмена…</translation>
        </message>
    </context>
    <context>
        <name>KillTurnChart</name>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_chart.py" line="62" />
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_chart.py" line="70" />
            <source>Not won</source>
            <translation>Без победы</translation>
        </message>
    </context>
    <context>
        <name>ListEditor</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="371" />
            <source>e.g. blade, quake   (or blade|quake)</source>
            <translation>напр. blade, quake   (или blade|quake)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="52" />
            <source>Back Up All Data</source>
            <translation>Резервная копия всех данных</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="54" />
            <source>Deckbuilder backups (*.zip)</source>
            <translation>Резервные копии Deckbuilder (*.zip)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="61" />
            <source>Writing the backup to %1…</source>
            <translation>Запись резервной копии в %1…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="66" />
            <source>Backup failed</source>
            <translation>Не удалось создать резервную копию</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="73" />
            <source>Backed up %1 cards, %2 decks and %3 pictures to %4</source>
            <translation>Резервная копия записана в %4: карт — %1, колод — %2, картинок — %3</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="77" />
            <source> (%1 pictures were missing from disk and are not in it)</source>
            <translation> (картинок нет на диске, в копию не попали: %1)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="105" />
            <source>Restore From Backup</source>
            <translation>Восстановление из резервной копии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="112" />
            <source>Not a usable backup</source>
            <translation>Эту резервную копию нельзя использовать</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/backups.py" line="116" />
            <source>Replace ALL your data (catalog, collection, decks, pictures) with the backup of %1 (%2 cards, %3 decks)? Deckbuilder opens again afterwards.</source>
            <translation>Заменить ВСЕ ваши данные (каталог, коллекцию, колоды, картинки) резервной копией от %1 (карт: %2, колод: %3)? После этого Deckbuilder откроется заново.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/card_editing.py" line="52" />
            <source>The card editor is not available in this build.</source>
            <translation>Редактор карт недоступен в этой сборке.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/card_editing.py" line="77" />
            <source>Delete Card</source>
            <translation>Удалить карту</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/card_editing.py" line="78" />
            <source>Delete “%1” from the catalog? Copies you own of it are forgotten too.</source>
            <translation>Удалить «%1» из каталога? Сведения о ваших копиях этой карты тоже будут удалены.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/card_editing.py" line="89" />
            <source>Saved %1</source>
            <translation>Карта «%1» сохранена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection_actions.py" line="64" />
            <source>Import Collection</source>
            <translation>Импорт коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection_actions.py" line="65" />
            <source>CSV files (*.csv *.txt);;All files (*)</source>
            <translation>Файлы CSV (*.csv *.txt);;Все файлы (*)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection_actions.py" line="88" />
            <source>Export Collection</source>
            <translation>Экспорт коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection_actions.py" line="89" />
            <source>CSV files (*.csv)</source>
            <translation>Файлы CSV (*.csv)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection_actions.py" line="95" />
            <source>Export failed</source>
            <translation>Не удалось экспортировать</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/collection_actions.py" line="98" />
            <source>%1 rows written to %2</source>
            <translation>Записано строк: %1 в %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="79" />
            <source>Card</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="82" />
            <source>Deck Statistics</source>
            <translation>Статистика колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="211" />
            <source>Import &amp;Catalog…</source>
            <translation>Импорт к&amp;аталога…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="212" />
            <source>Add or update cards from a catalog file (JSON or CSV)</source>
            <translation>Добавить или обновить карты из файла каталога (JSON или CSV)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="214" />
            <source>Export C&amp;atalog…</source>
            <translation>Экспорт ката&amp;лога…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="215" />
            <source>Write the catalog to a JSON or CSV file</source>
            <translation>Записать каталог в файл JSON или CSV</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="217" />
            <source>Export for Coc&amp;katrice…</source>
            <translation>Экспорт для Coc&amp;katrice…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="218" />
            <source>Write the catalog as a Cockatrice card database, pictures beside it</source>
            <translation>Записать каталог как базу карт Cockatrice, с картинками рядом</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="220" />
            <source>Install into Cockatrice…</source>
            <translation>Установить в Cockatrice…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="221" />
            <source>Put the catalog's cards and pictures into Cockatrice's own folder</source>
            <translation>Положить карты каталога и их картинки в папку Cockatrice</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="223" />
            <source>Install into Tabletop Simulator…</source>
            <translation>Установить в Tabletop Simulator…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="224" />
            <source>Put the deck into Tabletop Simulator's Saved Objects</source>
            <translation>Положить колоду в сохранённые объекты Tabletop Simulator</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="225" />
            <source>&amp;Settings…</source>
            <translation>Нас&amp;тройки…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="228" />
            <source>&amp;Back Up All Data…</source>
            <translation>&amp;Резервная копия всех данных…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="229" />
            <source>Save catalog, collection, decks and pictures in one file</source>
            <translation>Сохранить каталог, коллекцию, колоды и картинки в одном файле</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="231" />
            <source>Rest&amp;ore From Backup…</source>
            <translation>&amp;Восстановить из резервной копии…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="232" />
            <source>Replace all data with a backup</source>
            <translation>Заменить все данные резервной копией</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="233" />
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="234" />
            <source>&amp;Find Cards</source>
            <translation>&amp;Найти карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="235" />
            <source>Go to the search box</source>
            <translation>Перейти к строке поиска</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="236" />
            <source>New &amp;Card…</source>
            <translation>Новая &amp;карта…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="237" />
            <source>Create a card of your own</source>
            <translation>Создать собственную карту</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="238" />
            <source>&amp;Edit Card…</source>
            <translation>&amp;Изменить карту…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="239" />
            <source>Change the selected card</source>
            <translation>Изменить выбранную карту</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="240" />
            <source>De&amp;lete Card…</source>
            <translation>&amp;Удалить карту…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="241" />
            <source>&amp;Add to Deck</source>
            <translation>&amp;Добавить в колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="242" />
            <source>Add the selected card to the deck (Enter)</source>
            <translation>Добавить выбранную карту в колоду (Enter)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="243" />
            <source>Add to &amp;Sideboard</source>
            <translation>Добавить в &amp;сайдборд</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="245" />
            <source>Add the selected card to the sideboard (Ctrl+Enter)</source>
            <translation>Добавить выбранную карту в сайдборд (Ctrl+Enter)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="248" />
            <source>&amp;Collection…</source>
            <translation>&amp;Коллекция…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="249" />
            <source>Your cards, completion per game and set, what each deck lacks, wishlist and trade list</source>
            <translation>Ваши карты, полнота по играм и выпускам, чего не хватает колодам, списки желаемого и обмена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="252" />
            <source>&amp;Import Collection CSV…</source>
            <translation>&amp;Импорт коллекции из CSV…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="253" />
            <source>Read owned cards from a CSV file, with a preview before anything changes</source>
            <translation>Загрузить карты коллекции из CSV-файла с предпросмотром до внесения изменений</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="255" />
            <source>&amp;Scan Cards…</source>
            <translation>&amp;Сканировать карты…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="256" />
            <source>Count cards from photos or a camera and add them to your collection</source>
            <translation>Посчитать карты по фотографиям или камере и добавить их в коллекцию</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="258" />
            <source>&amp;Export Collection CSV…</source>
            <translation>&amp;Экспорт коллекции в CSV…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="259" />
            <source>Write your collection to a CSV file</source>
            <translation>Записать вашу коллекцию в CSV-файл</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="260" />
            <source>One More Copy Owned</source>
            <translation>Ещё одна копия в коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="262" />
            <source>Own one more copy of the card</source>
            <translation>Добавить в коллекцию ещё одну копию карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="263" />
            <source>One Copy Fewer Owned</source>
            <translation>На одну копию меньше в коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="265" />
            <source>Own one copy fewer of the card</source>
            <translation>Убрать из коллекции одну копию карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="266" />
            <source>Show Owned Cards Only</source>
            <translation>Показывать только карты из коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="270" />
            <source>Check Deck Against My &amp;Collection</source>
            <translation>Сверить колоду с моей коллекц&amp;ией</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="276" />
            <source>&amp;Print Proxies of the Deck…</source>
            <translation>&amp;Печать прокси колоды…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="277" />
            <source>PDF sheets of the deck's cards at exact card size</source>
            <translation>Листы PDF с картами колоды в точный размер карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="279" />
            <source>Print Proxies of &amp;Selected Cards…</source>
            <translation>Печать прокси в&amp;ыбранных карт…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="280" />
            <source>PDF sheets of the cards selected in the catalog</source>
            <translation>Листы PDF с картами, выбранными в каталоге</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="282" />
            <source>Play&amp;test…</source>
            <translation>&amp;Тестовая игра…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="283" />
            <source>Play the deck against the dummy on the rules engine</source>
            <translation>Сыграть колодой против манекена на движке правил</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="285" />
            <source>&amp;User Guide</source>
            <translation>&amp;Руководство</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="287" />
            <source>How Deckbuilder works, page by page</source>
            <translation>Как устроен Deckbuilder, страница за страницей</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="288" />
            <source>&amp;Search Syntax</source>
            <translation>&amp;Синтаксис поиска</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="290" />
            <source>&amp;About Deckbuilder</source>
            <translation>&amp;О программе Deckbuilder</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="306" />
            <source>&amp;File</source>
            <translation>&amp;Файл</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="309" />
            <source>Open &amp;Recent</source>
            <translation>Открыть н&amp;едавние</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="331" />
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="340" />
            <source>&amp;Deck</source>
            <translation>&amp;Колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="356" />
            <source>&amp;Collection</source>
            <translation>Колл&amp;екция</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="365" />
            <source>&amp;View</source>
            <translation>&amp;Вид</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="367" />
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="385" />
            <source>No recent decks</source>
            <translation>Нет недавних колод</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/main_window.py" line="413" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n карта</numerusform>
                <numerusform>%n карты</numerusform>
                <numerusform>%n карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="415" />
            <source>Search took %1 ms</source>
            <translation>Поиск занял %1 мс</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="490" />
            <source> foil</source>
            <translation> фольга</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="537" />
            <source>Owned copies saved</source>
            <translation>Копии в коллекции сохранены</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="558" />
            <source>Playtest</source>
            <translation>Тестовая игра</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="575" />
            <source>Restored your unsaved changes to “%1”</source>
            <translation>Восстановлены несохранённые изменения колоды «%1»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="603" />
            <source>Only one deck opens at a time; not opened: %1</source>
            <translation>Открыть можно только одну колоду за раз; не открыты: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="664" />
            <source>&lt;h3&gt;Deckbuilder %1&lt;/h3&gt;&lt;p&gt;Catalog, collection, decks, playtesting and proxies for Monsuno, Redakai and MONSTER CARDS.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Deckbuilder %1&lt;/h3&gt;&lt;p&gt;Каталог, коллекция, колоды, тестовые игры и прокси для Monsuno, Redakai и MONSTER CARDS.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="667" />
            <source>&lt;p&gt;Database: %1&lt;br&gt;Pictures: %2&lt;br&gt;Automatic backups: %3&lt;/p&gt;</source>
            <translation>&lt;p&gt;База данных: %1&lt;br&gt;Картинки: %2&lt;br&gt;Автоматические резервные копии: %3&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="671" />
            <source>&lt;p&gt;Log file (errors and long jobs): %1&lt;/p&gt;</source>
            <translation>&lt;p&gt;Журнал (ошибки и долгие операции): %1&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="673" />
            <source>&lt;p&gt;Python %1 · Qt %2 · Qt for Python %3 · SQLite %4&lt;/p&gt;</source>
            <translation>&lt;p&gt;Python %1 · Qt %2 · Qt for Python %3 · SQLite %4&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/main_window.py" line="678" />
            <source>About Deckbuilder</source>
            <translation>О программе Deckbuilder</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxy_actions.py" line="59" />
            <source>Print Proxies</source>
            <translation>Печать прокси</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxy_actions.py" line="63" />
            <source>The deck is empty: add cards first.</source>
            <translation>Колода пуста: сначала добавьте карты.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxy_actions.py" line="75" />
            <source>Select cards in the catalog first.</source>
            <translation>Сначала выберите карты в каталоге.</translation>
        </message>
        <message>
            <source>Import Catalog</source>
            <translation type="vanished">Импорт каталога</translation>
        </message>
        <message>
            <source>Catalog files (*.json *.csv);;All files (*)</source>
            <translation type="vanished">Файлы каталога (*.json *.csv);;Все файлы (*)</translation>
        </message>
        <message>
            <source>Import cancelled; the catalog is unchanged</source>
            <translation type="vanished">Импорт отменён; каталог не изменился</translation>
        </message>
        <message>
            <source>Nothing was imported</source>
            <translation type="vanished">Ничего не импортировано</translation>
        </message>
        <message>
            <source>The catalog file has problems; the catalog is unchanged.</source>
            <translation type="vanished">В файле каталога есть проблемы; каталог не изменён.</translation>
        </message>
        <message>
            <source>Imported %1 cards (%2 new, %3 updated)</source>
            <translation type="vanished">Импортировано карт: %1 (новых: %2, обновлённых: %3)</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation type="vanished">Чтение %1…</translation>
        </message>
        <message numerus="yes">
            <source>Checking the pictures of %n card(s)…</source>
            <translation type="vanished">
                <numerusform>Проверка картинок %n карты…</numerusform>
                <numerusform>Проверка картинок %n карт…</numerusform>
                <numerusform>Проверка картинок %n карт…</numerusform>
            </translation>
        </message>
        <message>
            <source>Writing the cards to the catalog…</source>
            <translation type="vanished">Запись карт в каталог…</translation>
        </message>
        <message>
            <source>Finishing…</source>
            <translation type="vanished">Завершение…</translation>
        </message>
        <message>
            <source>Pictures outside the catalog's folder</source>
            <translation type="vanished">Картинки вне папки каталога</translation>
        </message>
        <message numerus="yes">
            <source>The catalog names %n picture(s) outside its own folder:</source>
            <translation type="vanished">
                <numerusform>Каталог ссылается на %n картинку вне своей папки:</numerusform>
                <numerusform>Каталог ссылается на %n картинки вне своей папки:</numerusform>
                <numerusform>Каталог ссылается на %n картинок вне своей папки:</numerusform>
            </translation>
        </message>
        <message>
            <source>Read them as well? Say yes only if you trust where the file comes from.</source>
            <translation type="vanished">Прочитать и их? Соглашайтесь, только если доверяете источнику файла.</translation>
        </message>
        <message>
            <source>Export Catalog</source>
            <translation type="vanished">Экспорт каталога</translation>
        </message>
        <message>
            <source>JSON catalog (*.json);;CSV catalog (*.csv)</source>
            <translation type="vanished">Каталог JSON (*.json);;Каталог CSV (*.csv)</translation>
        </message>
        <message>
            <source>%1 cards written to %2</source>
            <translation type="vanished">Записано карт: %1 в %2</translation>
        </message>
        <message>
            <source>Export for Cockatrice</source>
            <translation type="vanished">Экспорт для Cockatrice</translation>
        </message>
        <message>
            <source>Cockatrice card database (*.xml)</source>
            <translation type="vanished">База карт Cockatrice (*.xml)</translation>
        </message>
        <message>
            <source>%1 cards written to %2 for Cockatrice</source>
            <translation type="vanished">Записано карт для Cockatrice: %1 в %2</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Deckbuilder %1&lt;/h3&gt;&lt;p&gt;Catalog, collection, decks, playtesting and proxies for Monsuno, Redakai and MONSTER CARDS.&lt;/p&gt;&lt;p&gt;Database: %2&lt;br&gt;Pictures: %4&lt;br&gt;Qt for Python %3&lt;/p&gt;</source>
            <translation type="vanished">&lt;h3&gt;Deckbuilder %1&lt;/h3&gt;&lt;p&gt;Каталог, коллекция, колоды, тестовые игры и прокси для Monsuno, Redakai и MONSTER CARDS.&lt;/p&gt;&lt;p&gt;База данных: %2&lt;br&gt;Картинки: %4&lt;br&gt;Qt for Python %3&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>MatchupDialog</name>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="83" />
            <source>A: {name}</source>
            <translation>A: {name}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="84" />
            <source>B: {name}</source>
            <translation>B: {name}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="85" />
            <source>{a} against {b}: playing {games} games, the computer piloting both decks…</source>
            <translation>{a} против {b}: партий — {games}, обеими колодами играет компьютер…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="89" />
            <source>Matchup</source>
            <translation>Матчап</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="96" />
            <source>Outcomes</source>
            <translation>Исходы</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="100" />
            <source>Games</source>
            <translation>Партии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="104" />
            <source>Games won by the end of each turn</source>
            <translation>Доля выигранных партий к концу каждого хода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="109" />
            <source>Turn</source>
            <translation>Ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="135" />
            <source>Cancelled before a game was played.</source>
            <translation>Отменено до того, как была сыграна хотя бы одна партия.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="140" />
            <source>Cancelled after {games} games</source>
            <translation>Отменено; сыграно партий: {games}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="140" />
            <source>{games} games</source>
            <translation>Партий: {games}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="142" />
            <source>up to {turns} turns</source>
            <translation>не больше {turns} ходов</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="143" />
            <source>{n} processes</source>
            <translation>процессов: {n}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="152" />
            <source>{deck} won</source>
            <translation>Победа: {deck}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="154" />
            <source>Draw</source>
            <translation>Ничья</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="154" />
            <source>Unfinished</source>
            <translation>Не закончены</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="167" />
            <source>&lt;b&gt;{deck}&lt;/b&gt;: {record}</source>
            <translation>&lt;b&gt;{deck}&lt;/b&gt;: {record}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="172" />
            <source>The player going first: {record}</source>
            <translation>Игрок, ходивший первым: {record}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="174" />
            <source>The score counts a draw as half a win.</source>
            <translation>В очках ничья считается половиной победы.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="179" />
            <source>{w} won, {d} drawn, {l} lost</source>
            <translation>побед {w}, ничьих {d}, поражений {l}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="182" />
            <source>{n} unfinished</source>
            <translation>не доиграно: {n}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/matchup_dialog.py" line="183" />
            <source>score {score} (95 %: {slo}–{shi}), won {rate} (95 %: {lo}–{hi})</source>
            <translation>очки {score} (95 %: {slo}–{shi}), победы {rate} (95 %: {lo}–{hi})</translation>
        </message>
        <message>
            <source>{name} won</source>
            <translation type="vanished">Победа: {name}</translation>
        </message>
        <message>
            <source>&lt;b&gt;{name}&lt;/b&gt; won {rate} of the games (95 %: {lo}–{hi})</source>
            <translation type="vanished">&lt;b&gt;{name}&lt;/b&gt; выиграла {rate} партий (95 %: {lo}–{hi})</translation>
        </message>
        <message>
            <source>The player going first won {rate} (95 %: {lo}–{hi})</source>
            <translation type="vanished">Игрок, ходивший первым, выиграл {rate} партий (95 %: {lo}–{hi})</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation type="vanished">Отмена</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation type="vanished">Отмена…</translation>
        </message>
        <message>
            <source>The simulation stopped with an error: {error}</source>
            <translation type="vanished">Симуляция остановилась с ошибкой: {error}</translation>
        </message>
    </context>
    <context>
        <name>NewDeckDialog</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="95" />
            <source>New Deck</source>
            <translation>Новая колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="97" />
            <source>Which game and ruleset is the deck for?</source>
            <translation>Для какой игры и каких правил эта колода?</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="103" />
            <source>Create</source>
            <translation>Создать</translation>
        </message>
    </context>
    <context>
        <name>OddsControls</name>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="44" />
            <source>Click cards to choose them (click again to drop); the odds count them together</source>
            <translation>Щёлкните по картам, чтобы выбрать их (повторный щелчок снимает выбор); вероятность считается для них вместе</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="49" />
            <source>At least</source>
            <translation>Не менее</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="53" />
            <source>How many copies of the chosen cards, together</source>
            <translation>Сколько копий выбранных карт в сумме</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="87" />
            <source>by clash</source>
            <translation>к схватке</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="87" />
            <source>by turn</source>
            <translation>к ходу</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="115" />
            <source>{names} and {more} more</source>
            <translation>{names} и ещё {more}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="125" />
            <source>{p} to see at least {n} of {cards} by clash {t} ({seen} cards seen of {size})</source>
            <translation>{p} — шанс увидеть к схватке {t} не менее {n} из выбранных ({cards}); открыто карт: {seen} из {size}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="128" />
            <source>{p} to hold at least {n} of {cards} by turn {t} ({seen} cards seen of {size})</source>
            <translation>{p} — шанс иметь к ходу {t} не менее {n} из выбранных ({cards}); просмотрено карт: {seen} из {size}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="131" />
            <source>Copies of the chosen cards in the deck: {n}.</source>
            <translation>Копий выбранных карт в колоде: {n}.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="155" />
            <source>In the {games} simulated games, {lo}–{hi} cards were seen by then (mean {mean}); the chance is the exact one for each count, weighted by the games that saw it.</source>
            <translation>В {games} смоделированных партиях к этому моменту было просмотрено от {lo} до {hi} карт (в среднем {mean}); вероятность — точная для каждого числа, взвешенная по партиям.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="158" />
            <source>In the {games} simulated games, {lo} cards were seen by then.</source>
            <translation>В {games} смоделированных партиях к этому моменту было просмотрено карт: {lo}.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/odds_controls.py" line="168" />
            <source>These odds follow the rules' schedule; a simulation measures the real counts.</source>
            <translation>Эта вероятность следует расписанию правил; симуляция измерит настоящее число.</translation>
        </message>
        <message>
            <source>Each clash shows the top 2 cards of the deck and the one put back goes to the bottom, so by clash T you have seen 2·T different cards. A round whose launch misses has no clash and is not counted.</source>
            <translation type="vanished">В каждой схватке открываются 2 верхние карты колоды, а возвращённая уходит вниз, так что к схватке T вы видели 2·T разных карт. Раунд, в котором запуск не удался, схватки не даёт и не считается.</translation>
        </message>
        <message>
            <source>Cards seen: the opening hand, then one card in the combat of each of your turns from the second on (the first turn launches: none of your Monsuno is on the battlefield yet).</source>
            <translation type="vanished">Просмотренные карты: стартовая рука, затем по карте в бою каждого вашего хода начиная со второго (первый ход уходит на запуск: ваших Монсуно на поле ещё нет).</translation>
        </message>
        <message>
            <source>A Recover that refills the hand, the redraw Recover and draw effects add cards, so play changes the count.</source>
            <translation type="vanished">Восстановление с добором руки, восстановление со сбросом руки и эффекты добора дают карты, так что число зависит от хода игры.</translation>
        </message>
        <message>
            <source>Cards seen: the opening hand, then the draw at the start of each of your turns, the first one included.</source>
            <translation type="vanished">Просмотренные карты: стартовая рука, затем добор в начале каждого вашего хода, включая первый.</translation>
        </message>
        <message>
            <source>Draw abilities and draw effects add cards, so play changes the count.</source>
            <translation type="vanished">Способности и эффекты добора дают карты, так что число зависит от хода игры.</translation>
        </message>
        <message>
            <source>Cards seen: a full hand on your first turn, then one card a turn for the card you played the turn before.</source>
            <translation type="vanished">Просмотренные карты: полная рука на первом ходу, затем по карте за ход взамен сыгранной на предыдущем.</translation>
        </message>
        <message>
            <source>A turn whose card holds the Attack zone plays and draws nothing, Dodge, Snipe and field plays draw one more, and damage mills cards unseen, so from turn 3 play changes the count.</source>
            <translation type="vanished">Ход, когда ваша карта удерживает зону атаки, проходит без розыгрыша и добора; Dodge, Snipe и розыгрыш на поле дают ещё карту, а урон сбрасывает карты невидимыми, так что с 3-го хода число зависит от хода игры.</translation>
        </message>
        <message>
            <source>In the {games} simulated games, {lo}–{hi} cards were seen by then (mean {mean}); the chance is the exact one for each count, weighed by the games that saw it.</source>
            <translation type="vanished" />
        </message>
    </context>
    <context>
        <name>OnlinePlay</name>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="102" />
            <source>Not installed</source>
            <translation>Не установлено</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="105" />
            <source>Installed</source>
            <translation>Установлено</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="110" />
            <source>Install into Cockatrice</source>
            <translation>Установка в Cockatrice</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="111" />
            <source>Every card of the catalog goes into Cockatrice as a card set (customsets), with its picture (pics/CUSTOM). Restart Cockatrice afterwards; a player who has the same set sees the same cards.</source>
            <translation>Все карты каталога попадут в Cockatrice как набор карт (customsets), с картинками (pics/CUSTOM). Затем перезапустите Cockatrice; игрок, у которого установлен тот же набор, увидит те же карты.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="118" />
            <source>Install into Tabletop Simulator</source>
            <translation>Установка в Tabletop Simulator</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="119" />
            <source>The deck goes into Tabletop Simulator's Saved Objects: the team face up beside the deck, the sideboard as its own pile. Other players see the cards once the pictures are uploaded to the web address below.</source>
            <translation>Колода попадёт в сохранённые объекты Tabletop Simulator: команда лицом вверх рядом с колодой, сайдборд — отдельной стопкой. Другие игроки увидят карты, когда картинки будут выложены по веб-адресу ниже.</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/online_play.py" line="131" />
            <source>%n card(s) installed into Cockatrice.</source>
            <translation>
                <numerusform>%n карта установлена в Cockatrice.</numerusform>
                <numerusform>%n карты установлены в Cockatrice.</numerusform>
                <numerusform>%n карт установлено в Cockatrice.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="132" />
            <source>Restart Cockatrice to see them.</source>
            <translation>Перезапустите Cockatrice, чтобы их увидеть.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="148" />
            <source>Deck installed into Tabletop Simulator (Objects › Saved Objects).</source>
            <translation>Колода установлена в Tabletop Simulator (Objects › Saved Objects).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/online_play.py" line="151" />
            <source>To share it, upload these pictures and set their web address: %1</source>
            <translation>Чтобы поделиться ею, выложите эти картинки и укажите их веб-адрес: %1</translation>
        </message>
    </context>
    <context>
        <name>OpenDeckDialog</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="146" />
            <source>Open Deck</source>
            <translation>Открыть колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="153" />
            <source>Filter by name, game or ruleset</source>
            <translation>Фильтр по названию, игре или правилам</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="162" />
            <source>No saved decks yet: save one with Ctrl+S</source>
            <translation>Сохранённых колод пока нет: сохраните колоду клавишами Ctrl+S</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="165" />
            <source>Your decks</source>
            <translation>Ваши колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="170" />
            <source>Starter decks</source>
            <translation>Стартовые колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="212" />
            <source>Unknown ruleset</source>
            <translation>Неизвестные правила</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="214" />
            <source>✓ Legal</source>
            <translation>✓ Допустима</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="216" />
            <source>✗ Not legal</source>
            <translation>✗ Недопустима</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="217" />
            <source>%1 · %n card(s)</source>
            <translation>
                <numerusform>%1 · %n карта</numerusform>
                <numerusform>%1 · %n карты</numerusform>
                <numerusform>%1 · %n карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="221" />
            <source>Changed %1</source>
            <translation>Изменена %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="228" />
            <source>Game: %1</source>
            <translation>Игра: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="229" />
            <source>Ruleset: %1</source>
            <translation>Правила: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_gallery.py" line="231" />
            <source>Key card: %1</source>
            <translation>Главная карта: %1</translation>
        </message>
        <message>
            <source>Filter by name or ruleset</source>
            <translation type="vanished">Фильтр по названию или правилам</translation>
        </message>
        <message>
            <source>Deck</source>
            <translation type="vanished">Колода</translation>
        </message>
        <message>
            <source>Ruleset</source>
            <translation type="vanished">Правила</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation type="vanished">Карты</translation>
        </message>
        <message>
            <source>No saved decks yet: build one and save it (Ctrl+S), or import a deck file.</source>
            <translation type="vanished">Сохранённых колод пока нет: соберите колоду и сохраните её (Ctrl+S) или импортируйте файл колоды.</translation>
        </message>
    </context>
    <context>
        <name>OpponentPicker</name>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="56" />
            <source>Starter: %1</source>
            <translation>Стартовая: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="60" />
            <source>Deck: %1</source>
            <translation>Колода: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="86" />
            <source>Who sits across: the built-in training dummy, the starter deck, one of your saved decks or a deck file</source>
            <translation>Кто сидит напротив: встроенный тренировочный манекен, стартовая колода, одна из ваших сохранённых колод или файл колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="91" />
            <source>Built-in training dummy</source>
            <translation>Встроенный тренировочный манекен</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="93" />
            <source>Choose cards…</source>
            <translation>Выбрать карты…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="96" />
            <source>Deck file…</source>
            <translation>Файл колоды…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="111" />
            <source>Opponent's Deck</source>
            <translation>Колода соперника</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="112" />
            <source>Deck files (*.txt *.dec *.json *.cod *.o8d *.xml);;All files (*)</source>
            <translation>Файлы колод (*.txt *.dec *.json *.cod *.o8d *.xml);;Все файлы (*)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="134" />
            <source>Opponent not changed</source>
            <translation>Соперник не изменён</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="141" />
            <source>File: %1</source>
            <translation>Файл: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="162" />
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/opponent_picker.py" line="168" />
            <source>Play</source>
            <translation>Играть</translation>
        </message>
    </context>
    <context>
        <name>OptionsDialog</name>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="133" />
            <source>Rules Options</source>
            <translation>Параметры правил</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="166" />
            <source>Each rarity and its rank, e.g. C=1, R=2, SR=3, UR=4</source>
            <translation>Каждая редкость и её ранг, напр. C=1, R=2, SR=3, UR=4</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="186" />
            <source>Browse…</source>
            <translation>Обзор…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="196" />
            <source>Attribute tables: attackers down, defenders across. Click a cell to cycle: empty (nobody), A (the attacker gets +1), D (the defender gets +1).</source>
            <translation>Таблицы характеристик: атакующие — по строкам, защищающиеся — по столбцам. Щелчок по ячейке меняет её по кругу: пусто (никто), A (атакующий получает +1), D (защищающийся получает +1).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="202" />
            <source>Save Tables As…</source>
            <translation>Сохранить таблицы как…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="203" />
            <source>Write the rarity ranks and tables to a JSON file, to share or to load again as the tables file</source>
            <translation>Записать ранги редкостей и таблицы в файл JSON, чтобы поделиться им или снова загрузить как файл таблиц</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="233" />
            <source>Deck building</source>
            <translation>Сборка колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="235" />
            <source>What makes a deck legal under this ruleset (the game itself plays any deck)</source>
            <translation>Что делает колоду допустимой по этим правилам (сама игра разыгрывает любую колоду)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="247" />
            <source>No limit</source>
            <translation>Без ограничения</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="256" />
            <source>Deck minimum (cards)</source>
            <translation>Минимум карт в колоде</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="257" />
            <source>Deck maximum (cards)</source>
            <translation>Максимум карт в колоде</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="258" />
            <source>Copies of one card at most</source>
            <translation>Не больше копий одной карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="259" />
            <source>Copies of a Unique card at most</source>
            <translation>Не больше копий уникальной карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="260" />
            <source>Team launch cost at most</source>
            <translation>Стоимость запуска команды не больше</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="261" />
            <source>Total deck cost at most</source>
            <translation>Общая стоимость колоды не больше</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="273" />
            <source>Launch weight: miss</source>
            <translation>Вес исхода запуска: промах</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="274" />
            <source>Launch weight: clash</source>
            <translation>Вес исхода запуска: схватка</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="275" />
            <source>Launch weight: both out</source>
            <translation>Вес исхода запуска: оба вылетели</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="276" />
            <source>Reshuffle the discard pile into an empty deck</source>
            <translation>Замешивать сброс в опустевшую колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="277" />
            <source>Hand size</source>
            <translation>Размер руки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="278" />
            <source>Recover: may redraw the hand (mulligan)</source>
            <translation>Восстановление: можно взять руку заново (муллиган)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="279" />
            <source>Recover: damage for the redraw</source>
            <translation>Восстановление: урон за новую руку</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="280" />
            <source>Defender adds its strike card's speed</source>
            <translation>Защищающийся добавляет скорость своей карты удара</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="281" />
            <source>A Monsuno is out when damage exceeds its life</source>
            <translation>Монсуно выбывает, когда урон превышает его жизнь</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="282" />
            <source>Opening hand</source>
            <translation>Стартовая рука</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="283" />
            <source>Kairu at the start</source>
            <translation>Кайру в начале игры</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="284" />
            <source>Kairu gained per turn</source>
            <translation>Прирост Кайру за ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="285" />
            <source>Kairu cap</source>
            <translation>Предел Кайру</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="286" />
            <source>Cards drawn per turn</source>
            <translation>Карт добирается за ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="287" />
            <source>Hand limit</source>
            <translation>Лимит руки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="288" />
            <source>Protect: damage reduction</source>
            <translation>Protect: снижение урона</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="289" />
            <source>Giant Killing: power gap</source>
            <translation>Giant Killing: разница в силе</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="290" />
            <source>Rarity ranks</source>
            <translation>Ранги редкостей</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="291" />
            <source>Element</source>
            <translation>Стихия</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="292" />
            <source>Species</source>
            <translation>Вид</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="293" />
            <source>Means</source>
            <translation>Способ атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="294" />
            <source>Size</source>
            <translation>Размер</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="295" />
            <source>Tables file (JSON)</source>
            <translation>Файл таблиц (JSON)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="300" />
            <source>Tables File</source>
            <translation>Файл таблиц</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="301" />
            <source>Table files (*.json)</source>
            <translation>Файлы таблиц (*.json)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="343" />
            <source>Rarity ranks: %1 is not like R=2</source>
            <translation>Ранги редкостей: «%1» не похоже на R=2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="346" />
            <source>Rarity ranks: give at least one, like C=1</source>
            <translation>Ранги редкостей: укажите хотя бы один, например C=1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="366" />
            <source>The deck minimum ({low}) is more than the deck maximum ({high}): no deck size fits both.</source>
            <translation>Минимум колоды ({low}) больше максимума ({high}): ни один размер колоды не подходит.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="382" />
            <source>Hand size must be at least 1.</source>
            <translation>Размер руки — не меньше 1.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="385" />
            <source>At least one launch weight (miss, clash or both out) must be above 0.</source>
            <translation>Хотя бы один вес запуска (промах, схватка или оба на поле) должен быть больше 0.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="390" />
            <source>Launch weights must be numbers of 0 or more.</source>
            <translation>Веса запуска — числа от 0 и больше.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="393" />
            <source>Hand size and the redraw damage cannot be negative.</source>
            <translation>Размер руки и урон за сброс руки не могут быть отрицательными.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="396" />
            <source>Protect's damage reduction and Giant Killing's power gap cannot be negative.</source>
            <translation>Снижение урона у Protect и разница в силе у Giant Killing не могут быть отрицательными.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="399" />
            <source>These options cannot be negative.</source>
            <translation>Эти параметры не могут быть отрицательными.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="411" />
            <source>Cannot read the tables file %1 (%2).</source>
            <translation>Не удалось прочитать файл таблиц %1 (%2).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="416" />
            <source>The tables file %1 is not valid JSON (line %2: %3).</source>
            <translation>Файл таблиц %1 — не корректный JSON (строка %2: %3).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="418" />
            <source>The rules do not accept these options: %1</source>
            <translation>Правила не принимают эти параметры: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/rules_options.py" line="442" />
            <source>Save Tables As</source>
            <translation>Сохранить таблицы как</translation>
        </message>
        <message>
            <source>Giant Killing: rarity gap</source>
            <translation type="vanished">Giant Killing: разница в редкости</translation>
        </message>
    </context>
    <context>
        <name>PasteDeckDialog</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="166" />
            <source>Paste Deck List</source>
            <translation>Вставка списка колоды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="169" />
            <source>One card per line: “3 Card Name”, “3x Card Name” or just the name. Sections “Team:”, “Deck:”, “Sideboard:” are optional. A deck code (“DB1:…”) works too.</source>
            <translation>По одной карте в строке: «3 Название карты», «3x Название карты» или просто название. Разделы «Team:», «Deck:», «Sideboard:» необязательны. Подойдёт и код колоды («DB1:…»).</translation>
        </message>
        <message>
            <source>One card per line: “3 Card Name”, “3x Card Name” or just the name. Sections “Team:”, “Deck:”, “Sideboard:” are optional.</source>
            <translation type="vanished">По одной карте в строке: «3 Название карты», «3x Название карты» или просто название. Разделы «Team:», «Deck:», «Sideboard:» необязательны.</translation>
        </message>
    </context>
    <context>
        <name>PictureArea</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_editor_pictures.py" line="92" />
            <source>No picture yet.

Drop an image file here
or choose one below.</source>
            <translation>Картинки пока нет.

Перетащите сюда файл изображения
или выберите его ниже.</translation>
        </message>
    </context>
    <context>
        <name>PictureCropDialog</name>
        <message>
            <location filename="deckbuilder/ui/cards/picture_crop.py" line="326" />
            <source>Crop Picture</source>
            <translation>Кадрирование картинки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/picture_crop.py" line="329" />
            <source>Frame the part of the picture that goes on the card. The frame keeps the card's shape (63 × 88).</source>
            <translation>Выделите рамкой часть картинки, которая пойдёт на карту. Рамка сохраняет пропорции карты (63 × 88).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/picture_crop.py" line="338" />
            <source>&amp;Largest Frame</source>
            <translation>&amp;Максимальная рамка</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/picture_crop.py" line="339" />
            <source>The largest frame of the card's shape, centred</source>
            <translation>Самая большая рамка с пропорциями карты, по центру</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/picture_crop.py" line="346" />
            <source>&amp;Use This Part</source>
            <translation>&amp;Использовать эту часть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/picture_crop.py" line="365" />
            <source>Part: %1 × %2 pixels</source>
            <translation>Фрагмент: %1 × %2 пикс.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/picture_crop.py" line="367" />
            <source>(small: a printed proxy may look blurry)</source>
            <translation>(маловато: напечатанный прокси может выглядеть размытым)</translation>
        </message>
    </context>
    <context>
        <name>PileDialog</name>
        <message numerus="yes">
            <location filename="deckbuilder/ui/playtest/playtest_widgets.py" line="429" />
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n карта</numerusform>
                <numerusform>%n карты</numerusform>
                <numerusform>%n карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_widgets.py" line="431" />
            <source>No cards here.</source>
            <translation>Здесь нет карт.</translation>
        </message>
    </context>
    <context>
        <name>PlaytestWindow</name>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="31" />
            <source>You won in clash %1.</source>
            <translation>Вы победили в схватке %1.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="33" />
            <source>A draw after %1 clashes.</source>
            <translation>Ничья после схваток: %1.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="34" />
            <source>%1 won in clash %2.</source>
            <translation>%1 побеждает в схватке %2.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="38" />
            <source>You won on your turn %1.</source>
            <translation>Вы победили на своём %1-м ходу.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="40" />
            <source>A draw after %1 turns.</source>
            <translation>Ничья; сделано ваших ходов: %1.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/game_over.py" line="41" />
            <source>%1 won on your turn %2.</source>
            <translation>%1 побеждает на вашем %2-м ходу.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="98" />
            <source>Playtest — %1</source>
            <translation>Тестовая игра — %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="185" />
            <source>Seed:</source>
            <translation>Зерно:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="190" />
            <source>New Seed</source>
            <translation>Новое зерно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="192" />
            <source>Restart (Ctrl+R)</source>
            <translation>Начать заново (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="194" />
            <source>Rules Options…</source>
            <translation>Параметры правил…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="200" />
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="201" />
            <source>Redo</source>
            <translation>Повторить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="220" />
            <source>Bot: this step (Space)</source>
            <translation>Бот: этот шаг (Пробел)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="221" />
            <source>Bot: this turn</source>
            <translation>Бот: этот ход</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="222" />
            <source>Bot: to the end</source>
            <translation>Бот: до конца</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="234" />
            <source>Your choices</source>
            <translation>Ваш выбор</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="254" />
            <source>What happened:</source>
            <translation>Что произошло:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="279" />
            <source>Table</source>
            <translation>Стол</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="298" />
            <source>Shuffle and Deal</source>
            <translation>Перемешать и раздать</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="299" />
            <source>Draw (Ctrl+D)</source>
            <translation>Взять карту (Ctrl+D)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="308" />
            <source>Sample Hand</source>
            <translation>Пробная рука</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="321" />
            <source>Simulation</source>
            <translation>Симуляция</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="340" />
            <source>Restart</source>
            <translation>Начать заново</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="341" />
            <source>Bot plays this step</source>
            <translation>Бот делает этот шаг</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="343" />
            <source>Draw a card</source>
            <translation>Взять карту</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="384" />
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="384" />
            <source>The opponent cannot play against this deck: %1

The dummy plays instead.</source>
            <translation>Соперник не может играть против этой колоды: %1

Вместо него играет манекен.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="397" />
            <source>New game, seed %1</source>
            <translation>Новая партия, зерно %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="415" />
            <source>✓ Legal deck</source>
            <translation>✓ Колода допустима</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="418" />
            <source>✗ Not legal: %n problem(s)</source>
            <translation>
                <numerusform>✗ Недопустима: %n проблема</numerusform>
                <numerusform>✗ Недопустима: %n проблемы</numerusform>
                <numerusform>✗ Недопустима: %n проблем</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="423" />
            <source>Legal under %1</source>
            <translation>Допустима по правилам: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="483" />
            <source>Chance decides — or pick the outcome yourself</source>
            <translation>Решает случай — или выберите исход сами</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="489" />
            <source>Let chance decide</source>
            <translation>Пусть решит случай</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="500" />
            <source>%1 decides: %2</source>
            <translation>%1 решает: %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="509" />
            <source>OK</source>
            <translation>ОК</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="546" />
            <source>Confirm</source>
            <translation>Подтвердить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="587" />
            <source>That is not a legal choice now.</source>
            <translation>Сейчас так сделать нельзя.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="589" />
            <source>That is not a legal choice: %1</source>
            <translation>Так сделать нельзя: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="645" />
            <source>That card cannot be used now.</source>
            <translation>Эту карту сейчас нельзя использовать.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="664" />
            <source>Look at these cards…</source>
            <translation>Посмотреть эти карты…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="690" />
            <source>%1 cannot go to %2; it can go to: %3</source>
            <translation>«%1» нельзя положить в «%2»; подходящие места: %3</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="691" />
            <source>nowhere on the table</source>
            <translation>на столе таких нет</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="693" />
            <source>%1 cannot be played now.</source>
            <translation>«%1» сейчас нельзя сыграть.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="720" />
            <source>Your discard pile</source>
            <translation>Ваш сброс</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="721" />
            <source>%1's discard pile</source>
            <translation>Сброс: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="723" />
            <source>Your graveyard</source>
            <translation>Ваше кладбище</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="724" />
            <source>%1's graveyard</source>
            <translation>Кладбище: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="725" />
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="774" />
            <source>↶ undone</source>
            <translation>↶ отменено</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="788" />
            <source>↷ redone</source>
            <translation>↷ повторено</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="806" />
            <source>The deck is empty.</source>
            <translation>Колода пуста.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="817" />
            <source>%1 in hand, %2 left in the deck</source>
            <translation>В руке: %1, осталось в колоде: %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="839" />
            <source>Save Log</source>
            <translation>Сохранить журнал</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_window.py" line="847" />
            <source>Log not saved</source>
            <translation>Журнал не сохранён</translation>
        </message>
        <message>
            <source>Dummy:</source>
            <translation type="vanished">Манекен:</translation>
        </message>
        <message>
            <source>The opponent's cards: the ruleset's built-in training dummy, or one of your decks</source>
            <translation type="vanished">Карты противника: встроенный тренировочный манекен этих правил или одна из ваших колод</translation>
        </message>
        <message>
            <source>Built-in training dummy</source>
            <translation type="vanished">Встроенный тренировочный манекен</translation>
        </message>
        <message>
            <source>Choose cards…</source>
            <translation type="vanished">Выбрать карты…</translation>
        </message>
        <message>
            <source>Deck: %1</source>
            <translation type="vanished">Колода: %1</translation>
        </message>
        <message>
            <source>Deck file…</source>
            <translation type="vanished">Файл колоды…</translation>
        </message>
        <message>
            <source>Dummy not changed</source>
            <translation type="vanished">Манекен не изменён</translation>
        </message>
        <message>
            <source>%1 and %2 more</source>
            <translation type="vanished">%1 и ещё %2</translation>
        </message>
        <message>
            <source>The dummy's deck is for another game: %1 are %2 cards, and this playtest is %3.</source>
            <translation type="vanished">Колода манекена — от другой игры: %1 — карты %2, а эта тестовая игра — %3.</translation>
        </message>
        <message>
            <source>These cards of the dummy are not in the catalog: %1</source>
            <translation type="vanished">Этих карт манекена нет в каталоге: %1</translation>
        </message>
        <message>
            <source>Choose the dummy's Monsuno.</source>
            <translation type="vanished">Выберите Монсуно манекена.</translation>
        </message>
        <message>
            <source>Choose the dummy's %1 Monsuno.</source>
            <translation type="vanished">Выберите %1 Монсуно манекена.</translation>
        </message>
        <message>
            <source>Choose the dummy's %1 characters.</source>
            <translation type="vanished">Выберите персонажей манекена (%1).</translation>
        </message>
        <message>
            <source>Dummy: %1</source>
            <translation type="vanished">Манекен: %1</translation>
        </message>
        <message>
            <source>Dummy's Deck</source>
            <translation type="vanished">Колода манекена</translation>
        </message>
        <message>
            <source>Deck lists (*.txt)</source>
            <translation type="vanished">Списки колод (*.txt)</translation>
        </message>
        <message>
            <source>File: %1</source>
            <translation type="vanished">Файл: %1</translation>
        </message>
        <message>
            <source>Opponent:</source>
            <translation type="vanished">Соперник:</translation>
        </message>
        <message>
            <source>Who sits across: the dummy of the Dummy box, or a saved deck or a deck file that the computer plays</source>
            <translation type="vanished">Кто сидит напротив: манекен из списка «Манекен» или сохранённая колода либо файл колоды, которой играет компьютер</translation>
        </message>
        <message>
            <source>Dummy</source>
            <translation type="vanished">Манекен</translation>
        </message>
        <message>
            <source>A saved deck…</source>
            <translation type="vanished">Сохранённая колода…</translation>
        </message>
        <message>
            <source>A deck file…</source>
            <translation type="vanished">Файл колоды…</translation>
        </message>
        <message>
            <source>Opponent plays</source>
            <translation type="vanished">Соперник играет</translation>
        </message>
        <message>
            <source>The deck chosen as the dummy plays as a real opponent: the computer decides for it, seeing only what its seat may see (its hand stays face down)</source>
            <translation type="vanished">Колода, выбранная для манекена, играет как настоящий соперник: за неё решает компьютер, видя только то, что видно с её места (её рука остаётся рубашкой вверх)</translation>
        </message>
        <message>
            <source>How fast the opponent's moves follow each other in What happened</source>
            <translation type="vanished">Как быстро ходы соперника сменяют друг друга в «Что произошло»</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation type="vanished">Быстро</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation type="vanished">Обычно</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation type="vanished">Медленно</translation>
        </message>
        <message>
            <source>Step by step</source>
            <translation type="vanished">По шагу</translation>
        </message>
        <message>
            <source>Reveal the opponent's hand</source>
            <translation type="vanished">Показать руку соперника</translation>
        </message>
        <message>
            <source>For study: show the opponent's hand face up (the computer still plays without seeing yours)</source>
            <translation type="vanished">Для разбора: показать руку соперника лицом вверх (компьютер по-прежнему играет, не видя вашей)</translation>
        </message>
        <message>
            <source>No saved deck</source>
            <translation type="vanished">Нет сохранённых колод</translation>
        </message>
        <message>
            <source>There is no saved deck of this game to play against.</source>
            <translation type="vanished">Нет сохранённой колоды этой игры, против которой можно играть.</translation>
        </message>
        <message>
            <source>Opponent's deck</source>
            <translation type="vanished">Колода соперника</translation>
        </message>
        <message>
            <source>Saved deck:</source>
            <translation type="vanished">Сохранённая колода:</translation>
        </message>
        <message>
            <source>%1 is playing…</source>
            <translation type="vanished">%1 ходит…</translation>
        </message>
        <message>
            <source>No cards here.</source>
            <translation type="vanished">Здесь нет карт.</translation>
        </message>
        <message>
            <source>Dummy: built-in</source>
            <translation type="vanished">Манекен: встроенная колода</translation>
        </message>
        <message>
            <source>Dummy: %1 cards</source>
            <translation type="vanished">Манекен: карт в колоде — %1</translation>
        </message>
    </context>
    <context>
        <name>PrintShopDialog</name>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="58" />
            <source>Images for a Print Shop</source>
            <translation>Изображения для типографии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="65" />
            <source>One picture per card with its bleed, at the size the shop's template asks for, a back picture and a list of how many copies of each to order (%1).</source>
            <translation>По одной картинке на карту, с вылетом под обрез, в размере шаблона типографии, картинка рубашки и список — сколько копий каждой заказать (%1).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="73" />
            <source>MakePlayingCards (poker size)</source>
            <translation>MakePlayingCards (покерный размер)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="74" />
            <source>DriveThruCards (poker size)</source>
            <translation>DriveThruCards (покерный размер)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="75" />
            <source>The card's own size with 3 mm bleed</source>
            <translation>Размер самой карты и вылет 3 мм</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="82" />
            <source>Shop:</source>
            <translation>Типография:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="86" />
            <source>A folder for the pictures</source>
            <translation>Папка для картинок</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="87" />
            <source>Browse…</source>
            <translation>Обзор…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="90" />
            <source>Folder:</source>
            <translation>Папка:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="93" />
            <source>Pictures: %1 · copies to order: %2</source>
            <translation>Картинок: %1 · копий к заказу: %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="106" />
            <source>Folder for the pictures</source>
            <translation>Папка для картинок</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="115" />
            <source>No folder</source>
            <translation>Папка не выбрана</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="116" />
            <source>Choose a folder for the pictures.</source>
            <translation>Выберите папку для картинок.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="122" />
            <source>Writing the card pictures…</source>
            <translation>Сохранение картинок карт…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="134" />
            <source>Pictures not written</source>
            <translation>Картинки не сохранены</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="140" />
            <source>Pictures written</source>
            <translation>Картинки сохранены</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/print_shop.py" line="141" />
            <source>Card pictures (%1) and their backs written to %2. Upload them to the shop and order the copies listed in %3.</source>
            <translation>Картинки карт (%1) и рубашки сохранены в %2. Загрузите их в типографию и закажите копии по списку %3.</translation>
        </message>
        <message>
            <source>%1 pictures, %2 copies to order</source>
            <translation type="vanished" />
        </message>
        <message>
            <source>%1 card pictures and %2 back written to %3. Upload them to the shop and order the copies listed in %4.</source>
            <translation type="vanished" />
        </message>
    </context>
    <context>
        <name>ProblemsPanel</name>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="75" />
            <source>Move %1 to the sideboard</source>
            <translation>Перенести %1 в сайдборд</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="83" />
            <source>Remove %1</source>
            <translation>Убрать %1</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="99" />
            <source>Remove %n extra card(s)</source>
            <translation>
                <numerusform>Убрать %n лишнюю карту</numerusform>
                <numerusform>Убрать %n лишние карты</numerusform>
                <numerusform>Убрать %n лишних карт</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="131" />
            <source>Add %1 to the team (you own it)</source>
            <translation>Добавить %1 в команду (есть в коллекции)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="133" />
            <source>Put %1 in the team instead of %2 (you own it)</source>
            <translation>Поставить %1 в команду вместо %2 (есть в коллекции)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="162" />
            <source>Replace with %1</source>
            <translation>Заменить на %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="171" />
            <source>Move %1 to the deck</source>
            <translation>Перенести %1 в колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="174" />
            <source>Move %1 to the team</source>
            <translation>Перенести %1 в команду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="179" />
            <source>Remove one %1 from the team</source>
            <translation>Убрать один %1 из команды</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="257" />
            <source>Check against my collection</source>
            <translation>Сверить с моей коллекцией</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="258" />
            <source>Warn about cards you own fewer copies of than the deck needs</source>
            <translation>Предупреждать о картах, копий которых в коллекции меньше, чем нужно колоде</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="281" />
            <source>%n error(s)</source>
            <translation>
                <numerusform>%n ошибка</numerusform>
                <numerusform>%n ошибки</numerusform>
                <numerusform>%n ошибок</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="282" />
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%n предупреждение</numerusform>
                <numerusform>%n предупреждения</numerusform>
                <numerusform>%n предупреждений</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="285" />
            <source>No problems</source>
            <translation>Проблем нет</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="314" />
            <source>Fix</source>
            <translation>Исправить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/problems_panel.py" line="315" />
            <source>Ways to fix this problem</source>
            <translation>Как исправить эту проблему</translation>
        </message>
    </context>
    <context>
        <name>ProxyDialog</name>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="31" />
            <source>COST</source>
            <translation>СТОИМОСТЬ</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="32" />
            <source>+%1 speed</source>
            <translation>+%1 к скорости</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="33" />
            <source>+%1 damage</source>
            <translation>+%1 к урону</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="34" />
            <source>heal %1</source>
            <translation>лечение %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="35" />
            <source>draw %1 card</source>
            <translation>взять %1 карту</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="36" />
            <source>draw %1 cards</source>
            <translation>взять карт: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="37" />
            <source>+%1 %2 defense</source>
            <translation>+%1 к защите (%2)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="38" />
            <source>+%1 defense</source>
            <translation>+%1 к защите</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/face_labels.py" line="39" />
            <source>+%1 attack power</source>
            <translation>+%1 к силе атаки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="94" />
            <source>Print Proxies</source>
            <translation>Печать прокси</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="112" />
            <source>Card</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="112" />
            <source>Copies</source>
            <translation>Копии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="119" />
            <source>Sheet</source>
            <translation>Лист</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="126" />
            <source>Custom size</source>
            <translation>Свой размер</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="127" />
            <source>Paper:</source>
            <translation>Бумага:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="134" />
            <source>Custom (mm):</source>
            <translation>Свой размер (мм):</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="135" />
            <source>Landscape</source>
            <translation>Альбомная</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="145" />
            <source>Back to the game's card size (%1 × %2 mm)</source>
            <translation>Вернуть размер карт игры (%1 × %2 мм)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="152" />
            <source>Card size:</source>
            <translation>Размер карты:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="154" />
            <source>Paper left free around the cards; the bleed may reach into it</source>
            <translation>Свободная бумага вокруг карт; вылет под обрез может заходить на неё</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="156" />
            <source>Margins:</source>
            <translation>Поля:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="158" />
            <source>Gap between cards:</source>
            <translation>Промежуток между картами:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="160" />
            <source>Extra picture around each card (0–3 mm), so a slightly off cut leaves no white edge. Between two cards it fills at most half the gap.</source>
            <translation>Лишняя картинка вокруг каждой карты (0–3 мм), чтобы неточный разрез не оставил белой кромки. Между двумя картами она занимает не больше половины промежутка.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="163" />
            <source>Bleed:</source>
            <translation>Вылет под обрез:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="165" />
            <source>Corner crop marks</source>
            <translation>Угловые метки реза</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="166" />
            <source>Cut lines across the page</source>
            <translation>Линии реза через всю страницу</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="167" />
            <source>None</source>
            <translation>Нет</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="168" />
            <source>Cut marks:</source>
            <translation>Метки реза:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="169" />
            <source>Card backs (mirrored, for double-sided printing)</source>
            <translation>Рубашки карт (зеркально, для двусторонней печати)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="177" />
            <source>right </source>
            <translation>вправо </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="178" />
            <source>down </source>
            <translation>вниз </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="181" />
            <source>Back offset:</source>
            <translation>Сдвиг рубашек:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="182" />
            <source>Moves every back page, for a duplex printer that does not print the back exactly behind the front. Print the calibration page with backs on, hold it up to the light and add the numbers the back's cross shows.</source>
            <translation>Сдвигает все страницы рубашек — для принтера, который при двусторонней печати ставит оборот не точно за лицом. Напечатайте калибровочную страницу с рубашками, посмотрите её на просвет и прибавьте числа, на которые указывает крест с оборота.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="187" />
            <source>Calibration page first (a ruler grid)</source>
            <translation>Сначала страница калибровки (сетка с линейками)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="188" />
            <source>With card backs on, its back carries a cross to measure the back offset</source>
            <translation>С рубашками на её обороте печатается крест для измерения сдвига рубашек</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="191" />
            <source>Page numbers in the margin</source>
            <translation>Номера страниц на полях</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="193" />
            <source>Small grey page numbers and which pages are fronts or backs, for printing both sides by hand</source>
            <translation>Мелкие серые номера страниц и пометки, где лица, а где рубашки, — для ручной двусторонней печати</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="198" />
            <source>Card name only</source>
            <translation>Только название карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="199" />
            <source>Also the Russian name</source>
            <translation>И русское название</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="200" />
            <source>Drawn cards show:</source>
            <translation>На нарисованных картах:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="201" />
            <source>Only copies my collection lacks</source>
            <translation>Только копии, которых нет в коллекции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="202" />
            <source>Include the sideboard</source>
            <translation>Включить сайдборд</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="208" />
            <source>Print at 100 % (turn off “fit to page”). Print the calibration page first to check your printer.</source>
            <translation>Печатайте в масштабе 100 % (отключите «вписать в страницу»). Сначала напечатайте страницу калибровки, чтобы проверить принтер.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="225" />
            <source>Whole page</source>
            <translation>Страница целиком</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="226" />
            <source>100 %</source>
            <translation>100 %</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="227" />
            <source>Zoom: the whole page in the window, or the real size</source>
            <translation>Масштаб: страница целиком в окне или настоящий размер</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="236" />
            <source>Click a card to see it large</source>
            <translation>Щёлкните карту, чтобы увидеть её крупно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="263" />
            <source>Save PDF…</source>
            <translation>Сохранить PDF…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="265" />
            <source>Print…</source>
            <translation>Печать…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="266" />
            <source>Images for a Print Shop…</source>
            <translation>Изображения для типографии…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="267" />
            <source>One picture per card with bleed, at the size a print-on-demand card shop asks for</source>
            <translation>По одной картинке на карту с вылетом, в размере, который требует типография печати карт по заказу</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="269" />
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="327" />
            <source>100 mm — measure this bar; if it is not exactly 100 mm, turn off 'fit to page' / 'scale' in the print dialog</source>
            <translation>100 мм — измерьте эту полосу; если она не ровно 100 мм, отключите «вписать в страницу» / «масштаб» в диалоге печати</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="329" />
            <source>100 mm</source>
            <translation>100 мм</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="330" />
            <source>card %1 × %2 mm</source>
            <translation>карта %1 × %2 мм</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="331" />
            <source>Deckbuilder calibration page — paper %1 × %2 mm, grid squares 10 mm</source>
            <translation>Страница калибровки Deckbuilder — бумага %1 × %2 мм, клетки сетки 10 мм</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="332" />
            <source>page %1 of %2</source>
            <translation>страница %1 из %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="333" />
            <source>fronts</source>
            <translation>лица</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="334" />
            <source>backs of page %1</source>
            <translation>рубашки к странице %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="335" />
            <source>calibration</source>
            <translation>калибровка</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="336" />
            <source>back of the calibration page</source>
            <translation>оборот страницы калибровки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="337" />
            <source>Double-sided check: print this sheet on both sides, hold it up to the light and read where the cross on the back meets each scale. Add the two numbers to the back offset (now %1, %2 mm).</source>
            <translation>Проверка двусторонней печати: напечатайте этот лист с двух сторон, посмотрите на просвет и прочитайте, где крест с оборота пересекает каждую шкалу. Прибавьте оба числа к сдвигу рубашек (сейчас %1, %2 мм).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="340" />
            <source>back of the calibration page — read this cross from the front</source>
            <translation>оборот калибровочной страницы — смотрите этот крест с лицевой стороны</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="355" />
            <source>A %1 × %2 mm card does not fit on a %3 × %4 mm page with %5 mm margins. Choose larger paper, landscape, smaller margins or a smaller card.</source>
            <translation>Карта %1 × %2 мм не помещается на страницу %3 × %4 мм с полями %5 мм. Выберите бумагу побольше, альбомную ориентацию, поля поменьше или карту поменьше.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="362" />
            <source>The bleed must be between 0 and %1 mm.</source>
            <translation>Вылет под обрез — от 0 до %1 мм.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="364" />
            <source>Margins and gaps cannot be negative.</source>
            <translation>Поля и промежутки не могут быть отрицательными.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="366" />
            <source>Sizes must be more than 0 mm.</source>
            <translation>Размеры должны быть больше 0 мм.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="368" />
            <source>Each side of a card must be from %1 to %2 mm.</source>
            <translation>Каждая сторона карты должна быть от %1 до %2 мм.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="371" />
            <source>The back offset must be within ±%1 mm each way.</source>
            <translation>Сдвиг рубашек — не больше ±%1 мм в каждую сторону.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="374" />
            <source>Lengths must be numbers of millimetres.</source>
            <translation>Длины должны быть числами в миллиметрах.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="502" />
            <source> (drawn face)</source>
            <translation> (нарисованная)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="507" />
            <source> — low resolution: %1 ppi</source>
            <translation> — низкое разрешение: %1 ppi</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="508" />
            <source>This picture has fewer than %1 pixels per inch at this card size and may print blurry. A larger picture prints sharper.</source>
            <translation>У этой картинки при таком размере карты меньше %1 пикселей на дюйм, она может напечататься размыто. Картинка побольше напечатается чётче.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="577" />
            <source>With a %1 mm gap %2 cards fit a page; without the gap %3 would.</source>
            <translation>С промежутком %1 мм на страницу помещается карт: %2; без промежутка поместилось бы %3.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="583" />
            <source>The cards touch, so the bleed goes only round the outside of the grid; for bleed around every card set the gap to %1 mm.</source>
            <translation>Карты стоят вплотную, поэтому вылет идёт только по внешнему краю сетки; для вылета вокруг каждой карты задайте промежуток %1 мм.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="587" />
            <source>Between cards the bleed fills half the gap (%1 mm); for the full bleed around every card set the gap to %2 mm.</source>
            <translation>Между картами вылет занимает половину промежутка (%1 мм); для полного вылета вокруг каждой карты задайте промежуток %2 мм.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="594" />
            <source>Pictures that may print blurry at this card size (below %2 ppi): %1, marked in the card list.</source>
            <translation>Картинки, которые при таком размере карты могут напечататься размыто (ниже %2 ppi): %1; они отмечены в списке карт.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="633" />
            <source>Nothing to print</source>
            <translation>Печатать нечего</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="646" />
            <source> (backs)</source>
            <translation> (рубашки)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="647" />
            <source> (calibration)</source>
            <translation> (калибровка)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="648" />
            <source> (back of the calibration page)</source>
            <translation> (оборот страницы калибровки)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="651" />
            <source>Page %1 of %2%3 — %4 cards a page, %5 cards in all</source>
            <translation>Страница %1 из %2%3 — карт на странице: %4, всего карт: %5</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="690" />
            <source>Save Proxies as PDF</source>
            <translation>Сохранить прокси в PDF</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="691" />
            <source>PDF files (*.pdf)</source>
            <translation>Файлы PDF (*.pdf)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="699" />
            <source>Writing the PDF…</source>
            <translation>Запись PDF…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="711" />
            <source>PDF not written</source>
            <translation>PDF не записан</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/proxies/proxy_dialog.py" line="716" />
            <source>Saved %n page(s) to %1</source>
            <translation>
                <numerusform>Сохранена %n страница: %1</numerusform>
                <numerusform>Сохранены %n страницы: %1</numerusform>
                <numerusform>Сохранено %n страниц: %1</numerusform>
            </translation>
        </message>
        <message>
            <source>LAUNCH</source>
            <translation type="vanished">ЗАПУСК</translation>
        </message>
        <message>
            <source>KAIRU</source>
            <translation type="vanished">КАЙРУ</translation>
        </message>
        <message>
            <source>MONSUNO</source>
            <translation type="vanished">МОНСУНО</translation>
        </message>
        <message>
            <source>STRIKE</source>
            <translation type="vanished">УДАР</translation>
        </message>
        <message>
            <source>CHARACTER</source>
            <translation type="vanished">ПЕРСОНАЖ</translation>
        </message>
        <message>
            <source>ATTACK</source>
            <translation type="vanished">АТАКА</translation>
        </message>
        <message>
            <source>MONSTER</source>
            <translation type="vanished">МОНСТР</translation>
        </message>
        <message>
            <source>Transformation</source>
            <translation type="vanished">Трансформация</translation>
        </message>
        <message>
            <source>Common</source>
            <translation type="vanished">Обычная</translation>
        </message>
        <message>
            <source>Rare</source>
            <translation type="vanished">Редкая</translation>
        </message>
        <message>
            <source>Super Rare</source>
            <translation type="vanished">Сверхредкая</translation>
        </message>
        <message>
            <source>Ultra Rare</source>
            <translation type="vanished">Ультраредкая</translation>
        </message>
        <message>
            <source>LIFE</source>
            <translation type="vanished">ЖИЗНЬ</translation>
        </message>
        <message>
            <source>SPEED</source>
            <translation type="vanished">СКОРОСТЬ</translation>
        </message>
        <message>
            <source>DAMAGE</source>
            <translation type="vanished">УРОН</translation>
        </message>
        <message>
            <source>STRIKE TYPE</source>
            <translation type="vanished">ТИП УДАРА</translation>
        </message>
        <message>
            <source>POWER SLOTS</source>
            <translation type="vanished">СЛОТЫ СИЛЫ</translation>
        </message>
        <message>
            <source>none</source>
            <translation type="vanished">нет</translation>
        </message>
        <message>
            <source>SUPER STRIKE</source>
            <translation type="vanished">СУПЕРУДАР</translation>
        </message>
        <message>
            <source>DOMINATES</source>
            <translation type="vanished">ДОМИНИРУЕТ</translation>
        </message>
        <message>
            <source>UNIQUE</source>
            <translation type="vanished">УНИКАЛЬНАЯ</translation>
        </message>
        <message>
            <source>EXCLUSIVE</source>
            <translation type="vanished">ЭКСКЛЮЗИВНАЯ</translation>
        </message>
        <message>
            <source>UPGRADE</source>
            <translation type="vanished">УЛУЧШЕНИЕ</translation>
        </message>
        <message>
            <source>RESTRICTED</source>
            <translation type="vanished">ОГРАНИЧЕННАЯ</translation>
        </message>
        <message>
            <source>On reveal</source>
            <translation type="vanished">При открытии</translation>
        </message>
        <message>
            <source>On domination</source>
            <translation type="vanished">При доминировании</translation>
        </message>
        <message>
            <source>On damage</source>
            <translation type="vanished">При уроне</translation>
        </message>
        <message>
            <source>After combat</source>
            <translation type="vanished">После боя</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation type="vanished">Эффект</translation>
        </message>
        <message>
            <source>Restricted to:</source>
            <translation type="vanished">Только для:</translation>
        </message>
        <message>
            <source>DEFENSE</source>
            <translation type="vanished">ЗАЩИТА</translation>
        </message>
        <message>
            <source>+ YELLOW ZONES HEAL</source>
            <translation type="vanished">+ ЖЁЛТЫЕ ЗОНЫ ЛЕЧАТ</translation>
        </message>
        <message>
            <source>LEFT</source>
            <translation type="vanished">ЛЕВАЯ</translation>
        </message>
        <message>
            <source>MIDDLE</source>
            <translation type="vanished">СРЕДНЯЯ</translation>
        </message>
        <message>
            <source>RIGHT</source>
            <translation type="vanished">ПРАВАЯ</translation>
        </message>
        <message>
            <source>MID</source>
            <translation type="vanished">СРЕД.</translation>
        </message>
        <message>
            <source>CLEAR</source>
            <translation type="vanished">ПУСТО</translation>
        </message>
        <message>
            <source>HEAL</source>
            <translation type="vanished">ЛЕЧЕНИЕ</translation>
        </message>
        <message>
            <source>HIT</source>
            <translation type="vanished">УРОН</translation>
        </message>
        <message>
            <source>HITS</source>
            <translation type="vanished">ПОПАДАНИЯ</translation>
        </message>
        <message>
            <source>POWER</source>
            <translation type="vanished">СИЛА</translation>
        </message>
        <message>
            <source>BLANKS ABILITY</source>
            <translation type="vanished">ГАСИТ СПОСОБНОСТЬ</translation>
        </message>
        <message>
            <source>Ability:</source>
            <translation type="vanished">Способность:</translation>
        </message>
        <message>
            <source>Effect:</source>
            <translation type="vanished">Эффект:</translation>
        </message>
        <message>
            <source>React (%1 Kairu):</source>
            <translation type="vanished">Ответ (%1 Кайру):</translation>
        </message>
        <message>
            <source>ELEMENT</source>
            <translation type="vanished">СТИХИЯ</translation>
        </message>
        <message>
            <source>SPECIES</source>
            <translation type="vanished">ВИД</translation>
        </message>
        <message>
            <source>MEANS</source>
            <translation type="vanished">СПОСОБ</translation>
        </message>
        <message>
            <source>SIZE</source>
            <translation type="vanished">РАЗМЕР</translation>
        </message>
        <message>
            <source>SKILL</source>
            <translation type="vanished">НАВЫК</translation>
        </message>
        <message>
            <source>NO SKILL</source>
            <translation type="vanished">БЕЗ НАВЫКА</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation type="vanished">Стандартный</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation type="vanished">Со сбросом</translation>
        </message>
        <message>
            <source>Game Changer</source>
            <translation type="vanished">Меняющий игру</translation>
        </message>
        <message>
            <source>heal %1 damage</source>
            <translation type="vanished">вылечить %1 урона</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation type="vanished">Отмена</translation>
        </message>
        <message>
            <source>Extra picture around each card (0–3 mm), so a slightly off cut leaves no white edge</source>
            <translation type="vanished">Запас изображения вокруг каждой карты (0–3 мм), чтобы неточный разрез не оставил белой кромки</translation>
        </message>
    </context>
    <context>
        <name>ReactEditor</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="635" />
            <source>has a react</source>
            <translation>есть ответная способность</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="636" />
            <source>Usable from the hand by discarding the card</source>
            <translation>Применяется с руки, если сбросить эту карту</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="639" />
            <source> Kairu</source>
            <translation> Кайру</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="640" />
            <source>Kairu cost of the react</source>
            <translation>Стоимость ответной способности в Кайру</translation>
        </message>
    </context>
    <context>
        <name>RunDialog</name>
        <message>
            <location filename="deckbuilder/ui/playtest/run_dialog.py" line="56" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/run_dialog.py" line="79" />
            <source>Cancelling…</source>
            <translation>Отмена…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/run_dialog.py" line="108" />
            <source>The simulation stopped with an error: {error}</source>
            <translation>Симуляция остановилась с ошибкой: {error}</translation>
        </message>
    </context>
    <context>
        <name>ScanDialog</name>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="95" />
            <source>sure</source>
            <translation>уверенно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="97" />
            <source>check this</source>
            <translation>проверьте</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="98" />
            <source>unknown</source>
            <translation>неизвестна</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="102" />
            <source>Match score %1 (0 to 1)</source>
            <translation>Оценка совпадения %1 (от 0 до 1)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="257" />
            <source>Unknown card</source>
            <translation>Неизвестная карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="421" />
            <source>Scan Cards</source>
            <translation>Сканирование карт</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="426" />
            <source>Add &amp;Photos…</source>
            <translation>Добавить &amp;фото…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="427" />
            <source>Pick photos of cards: on a table, in sleeves, or a binder page (or drop them here)</source>
            <translation>Выберите фотографии карт: на столе, в протекторах или страницу альбома (или перетащите их сюда)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="430" />
            <source>Use &amp;Camera</source>
            <translation>&amp;Камера</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="431" />
            <source>Hold cards under a camera; each card held still is counted</source>
            <translation>Подносите карты к камере; каждая неподвижно удержанная карта засчитывается</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="439" />
            <source>Drop photos here, or pick them.</source>
            <translation>Перетащите фотографии сюда или выберите их.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="449" />
            <source>Stop Scanning</source>
            <translation>Остановить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="475" />
            <source>C&amp;reate Card…</source>
            <translation>Со&amp;здать карту…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="476" />
            <source>Make a catalog card from an unknown card's photo and the text read from it</source>
            <translation>Создать карту каталога по фото неизвестной карты и прочитанному с неё тексту</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="480" />
            <source>&amp;Add to Collection</source>
            <translation>&amp;Добавить в коллекцию</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="483" />
            <source>&amp;Undo</source>
            <translation>&amp;Отменить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="484" />
            <source>Take back the copies the last “Add to Collection” put in (Ctrl+Z)</source>
            <translation>Забрать экземпляры, положенные последним «Добавить в коллекцию» (Ctrl+Z)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="489" />
            <source>Close</source>
            <translation>Закрыть</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="516" />
            <source>Photos of Cards</source>
            <translation>Фотографии карт</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="517" />
            <source>Photos</source>
            <translation>Фотографии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="517" />
            <source>All files (*)</source>
            <translation>Все файлы (*)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="529" />
            <source>Scanning…</source>
            <translation>Сканирование…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="545" />
            <source>Text of unknown cards is not read: Tesseract is not installed (packages tesseract-ocr, tesseract-ocr-eng and tesseract-ocr-rus).</source>
            <translation>Текст неизвестных карт не читается: не установлен Tesseract (пакеты tesseract-ocr, tesseract-ocr-eng и tesseract-ocr-rus).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="565" />
            <source>Scanning stopped.</source>
            <translation>Сканирование остановлено.</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="566" />
            <source>%n card(s) found.</source>
            <translation>
                <numerusform>Найдена %n карта.</numerusform>
                <numerusform>Найдено %n карты.</numerusform>
                <numerusform>Найдено %n карт.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="581" />
            <source>No camera was found.</source>
            <translation>Камера не найдена.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="600" />
            <source>Looking for cameras…</source>
            <translation>Ищем камеры…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="620" />
            <source>camera</source>
            <translation>камера</translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="647" />
            <source>%n card(s) added to the collection</source>
            <translation>
                <numerusform>%n карта добавлена в коллекцию</numerusform>
                <numerusform>%n карты добавлены в коллекцию</numerusform>
                <numerusform>%n карт добавлено в коллекцию</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="669" />
            <source>%n card(s) taken back out of the collection</source>
            <translation>
                <numerusform>%n карта забрана из коллекции</numerusform>
                <numerusform>%n карты забраны из коллекции</numerusform>
                <numerusform>%n карт забрано из коллекции</numerusform>
            </translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="673" />
            <source>Some copies had already been removed meanwhile, so fewer were taken back: %1</source>
            <translation>Часть экземпляров тем временем уже убрали, поэтому забрано меньше: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="702" />
            <source>Save and &amp;Next</source>
            <translation>Сохранить и &amp;дальше</translation>
        </message>
    </context>
    <context>
        <name>ScanResultsModel</name>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="149" />
            <source>Photo</source>
            <translation>Фото</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="149" />
            <source>Catalog</source>
            <translation>Каталог</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="149" />
            <source>Card</source>
            <translation>Карта</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="149" />
            <source>Match</source>
            <translation>Совпадение</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="150" />
            <source>Copies</source>
            <translation>Копий</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="150" />
            <source>Add</source>
            <translation>Добавить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/scan_dialog.py" line="181" />
            <source>Unknown card</source>
            <translation>Неизвестная карта</translation>
        </message>
        <message>
            <source>Score</source>
            <translation type="vanished">Оценка</translation>
        </message>
    </context>
    <context>
        <name>SearchHelp</name>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="22" />
            <source>cards whose name (in any language) or rules text has a word starting with “storm”</source>
            <translation>карты, в названии (на любом языке) или тексте правил которых есть слово, начинающееся на «storm»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="24" />
            <source>an exact phrase</source>
            <translation>точная фраза</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="25" />
            <source>one game: monsuno, redakai, monster-cards (or mc)</source>
            <translation>одна игра: monsuno, redakai, monster-cards (или mc)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="26" />
            <source>card kind: monsuno, strike, character, attack, monster</source>
            <translation>тип карты: monsuno, strike, character, attack, monster</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="27" />
            <source>Monsuno manufacturer (core-tech, storm, eklipse)</source>
            <translation>производитель в Monsuno (core-tech, storm, eklipse)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="28" />
            <source>Redakai colour of an attack or of a defence zone</source>
            <translation>цвет атаки или зоны защиты в Redakai</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="30" />
            <source>MONSTER CARDS attributes</source>
            <translation>характеристики MONSTER CARDS</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="31" />
            <source>MONSTER CARDS skill (quote names with spaces)</source>
            <translation>навык MONSTER CARDS (названия с пробелами — в кавычках)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="33" />
            <source>compare any number: launch, life, speed, damage, kairu, power, cost, owned, defense (Redakai: the three zones together)</source>
            <translation>сравнение любого числа: launch, life, speed, damage, kairu, power, cost, owned, defense (Redakai: три зоны вместе)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="35" />
            <source>Monsuno strike type (also strike_type:, st:)</source>
            <translation>тип удара Monsuno (также strike_type:, st:)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="36" />
            <source>set code and rarity</source>
            <translation>код сета и редкость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="37" />
            <source>domination icons and power slots of Monsuno cards</source>
            <translation>значки доминирования и слоты силы карт Monsuno</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="40" />
            <source>cards you do not own yet; cards you own fewer than 4 of (is:owned: the cards you own)</source>
            <translation>карты, которых у вас ещё нет; карты, которых у вас меньше 4 (is:owned — карты, которые у вас есть)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="43" />
            <source>strike card keywords (is:custom: cards you made yourself)</source>
            <translation>ключевые слова карт удара (is:custom — карты, созданные вами)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="45" />
            <source>cards that have something</source>
            <translation>карты, у которых есть указанное</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="46" />
            <source>look only in names, or only in rules text</source>
            <translation>искать только в названиях или только в тексте правил</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="47" />
            <source>a minus sign excludes</source>
            <translation>минус исключает</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="48" />
            <source>either side</source>
            <translation>любое из двух условий</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="49" />
            <source>parentheses group</source>
            <translation>скобки группируют условия</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="70" />
            <source>Type words and filters; everything must match. Searches ignore case and accents, and Russian names work too (ё and е are the same). Click an example to try it.</source>
            <translation>Введите слова и фильтры; совпасть должны все условия. Поиск не учитывает регистр и диакритические знаки, русские названия тоже находятся (ё и е считаются одной буквой). Щёлкните пример, чтобы попробовать его.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/search_help.py" line="83" />
            <source>Search syntax</source>
            <translation>Синтаксис поиска</translation>
        </message>
        <message>
            <source>compare any number: launch, life, speed, damage, kairu, power, cost, owned</source>
            <translation type="vanished">сравнение любого числа: launch, life, speed, damage, kairu, power, cost, owned</translation>
        </message>
        <message>
            <source>cards in your collection</source>
            <translation type="vanished">карты из вашей коллекции</translation>
        </message>
        <message>
            <source>strike card keywords; cards you made yourself</source>
            <translation type="vanished">ключевые слова карт удара; карты, созданные вами</translation>
        </message>
    </context>
    <context>
        <name>SeatsWindow</name>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="83" />
            <source>Opponent:</source>
            <translation>Соперник:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="100" />
            <source>Dummy not changed</source>
            <translation>Манекен не изменён</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="112" />
            <source>%1 and %2 more</source>
            <translation>%1 и ещё %2</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="115" />
            <source>The dummy's deck is for another game: %1 are %2 cards, and this playtest is %3.</source>
            <translation>Колода манекена — от другой игры: %1 — карты %2, а эта тестовая игра — %3.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="122" />
            <source>These cards of the dummy are not in the catalog: %1</source>
            <translation>Этих карт манекена нет в каталоге: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="140" />
            <source>Choose %1 cards for the dummy's team.</source>
            <translation>Выберите карты команды манекена (%1).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="146" />
            <source>Dummy: %1</source>
            <translation>Манекен: %1</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="164" />
            <source>Opponent plays</source>
            <translation>Соперник играет</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="166" />
            <source>The deck chosen as the opponent plays as a real player: the computer decides for it, seeing only what its seat may see (its hand stays face down)</source>
            <translation>Колода, выбранная соперником, играет как настоящий игрок: за неё решает компьютер, видя только то, что видно с её места (её рука остаётся закрытой)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="174" />
            <source>How fast the opponent's moves follow each other in What happened</source>
            <translation>Как быстро ходы соперника сменяют друг друга в «Что произошло»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="176" />
            <source>Fast</source>
            <translation>Быстро</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="176" />
            <source>Normal</source>
            <translation>Обычно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="177" />
            <source>Slow</source>
            <translation>Медленно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="178" />
            <source>Step by step</source>
            <translation>По шагу</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="182" />
            <source>Reveal the opponent's hand</source>
            <translation>Показать руку соперника</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="184" />
            <source>For study: show the opponent's hand face up (the computer still plays without seeing yours)</source>
            <translation>Для разбора: показать руку соперника лицом вверх (компьютер по-прежнему играет, не видя вашей)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_opponent.py" line="223" />
            <source>%1 is playing…</source>
            <translation>%1 ходит…</translation>
        </message>
        <message>
            <source>Dummy:</source>
            <translation type="vanished">Манекен:</translation>
        </message>
        <message>
            <source>The opponent's cards: the ruleset's built-in training dummy, or one of your decks</source>
            <translation type="vanished">Карты противника: встроенный тренировочный манекен этих правил или одна из ваших колод</translation>
        </message>
        <message>
            <source>Built-in training dummy</source>
            <translation type="vanished">Встроенный тренировочный манекен</translation>
        </message>
        <message>
            <source>Choose cards…</source>
            <translation type="vanished">Выбрать карты…</translation>
        </message>
        <message>
            <source>Deck: %1</source>
            <translation type="vanished">Колода: %1</translation>
        </message>
        <message>
            <source>Deck file…</source>
            <translation type="vanished">Файл колоды…</translation>
        </message>
        <message>
            <source>Dummy's Deck</source>
            <translation type="vanished">Колода манекена</translation>
        </message>
        <message>
            <source>Deck lists (*.txt)</source>
            <translation type="vanished">Списки колод (*.txt)</translation>
        </message>
        <message>
            <source>File: %1</source>
            <translation type="vanished">Файл: %1</translation>
        </message>
        <message>
            <source>Who sits across: the dummy of the Dummy box, or a saved deck or a deck file that the computer plays</source>
            <translation type="vanished">Кто сидит напротив: манекен из списка «Манекен» или сохранённая колода либо файл колоды, которой играет компьютер</translation>
        </message>
        <message>
            <source>Dummy</source>
            <translation type="vanished">Манекен</translation>
        </message>
        <message>
            <source>A saved deck…</source>
            <translation type="vanished">Сохранённая колода…</translation>
        </message>
        <message>
            <source>A deck file…</source>
            <translation type="vanished">Файл колоды…</translation>
        </message>
        <message>
            <source>The deck chosen as the dummy plays as a real opponent: the computer decides for it, seeing only what its seat may see (its hand stays face down)</source>
            <translation type="vanished">Колода, выбранная для манекена, играет как настоящий соперник: за неё решает компьютер, видя только то, что видно с её места (её рука остаётся рубашкой вверх)</translation>
        </message>
        <message>
            <source>No saved deck</source>
            <translation type="vanished">Нет сохранённых колод</translation>
        </message>
        <message>
            <source>There is no saved deck of this game to play against.</source>
            <translation type="vanished">Нет сохранённой колоды этой игры, против которой можно играть.</translation>
        </message>
        <message>
            <source>Opponent's deck</source>
            <translation type="vanished">Колода соперника</translation>
        </message>
        <message>
            <source>Saved deck:</source>
            <translation type="vanished">Сохранённая колода:</translation>
        </message>
        <message>
            <source>Choose the dummy's Monsuno.</source>
            <translation type="vanished">Выберите Монсуно манекена.</translation>
        </message>
        <message>
            <source>Choose the dummy's %1 Monsuno.</source>
            <translation type="vanished">Выберите %1 Монсуно манекена.</translation>
        </message>
        <message>
            <source>Choose the dummy's %1 characters.</source>
            <translation type="vanished">Выберите персонажей манекена (%1).</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="84" />
            <source>Settings</source>
            <translation>Настройки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="89" />
            <source>As the system</source>
            <translation>Как в системе</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="94" />
            <source>Language:</source>
            <translation>Язык:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="98" />
            <source>no automatic backups</source>
            <translation>не создавать</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="100" />
            <source>A backup of all data is made once a day at start-up; this many are kept</source>
            <translation>Резервная копия всех данных создаётся раз в день при запуске; хранится указанное число последних копий</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="102" />
            <source>Automatic backups to keep:</source>
            <translation>Хранить автоматических резервных копий:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="106" />
            <source>Camera for scanning cards:</source>
            <translation>Камера для сканирования карт:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="110" />
            <source>Playing online</source>
            <translation>Игра по сети</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="113" />
            <source>Cockatrice's folder</source>
            <translation>Папка Cockatrice</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="114" />
            <source>Cockatrice's folder:</source>
            <translation>Папка Cockatrice:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="116" />
            <source>Tabletop Simulator's Saved Objects</source>
            <translation>Сохранённые объекты Tabletop Simulator</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="117" />
            <source>Tabletop Simulator's Saved Objects:</source>
            <translation>Сохранённые объекты Tabletop Simulator:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="121" />
            <source>The web address you upload Tabletop Simulator deck pictures to, so that every player sees the cards</source>
            <translation>Веб-адрес, куда вы выкладываете картинки колод для Tabletop Simulator, чтобы карты видели все игроки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="124" />
            <source>Deck pictures' web address:</source>
            <translation>Веб-адрес картинок колод:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/settings_dialog.py" line="126" />
            <source>A new language is used from the next start of Deckbuilder.</source>
            <translation>Новый язык будет применён при следующем запуске Deckbuilder.</translation>
        </message>
    </context>
    <context>
        <name>SimulationComparisons</name>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="57" />
            <source>Cannot simulate</source>
            <translation>Симуляция невозможна</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="62" />
            <source>Greedy</source>
            <translation>Жадный</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="62" />
            <source>Planner</source>
            <translation>Планировщик</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="62" />
            <source>Clairvoyant (bound)</source>
            <translation>Ясновидящий (граница)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="84" />
            <source>Compare this deck with:</source>
            <translation>Сравнить эту колоду с:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="91" />
            <source>Cannot compare</source>
            <translation>Сравнение невозможно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="107" />
            <source>A: {name}</source>
            <translation>A: {name}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="108" />
            <source>B: {name}</source>
            <translation>B: {name}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="116" />
            <source>Play this deck against:</source>
            <translation>Сыграть этой колодой против:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="123" />
            <source>Cannot play the matchup</source>
            <translation>Не удаётся сыграть матчап</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="142" />
            <source>This deck</source>
            <translation>Эта колода</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="143" />
            <source>Opponent</source>
            <translation>Соперник</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="179" />
            <source>Cannot play the gauntlet</source>
            <translation>Не удалось сыграть серию матчей</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="185" />
            <source>Playing against {name}…</source>
            <translation>Игра против {name}…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_compare.py" line="196" />
            <source>Gauntlet</source>
            <translation>Серия матчей</translation>
        </message>
        <message>
            <source>Compare with another deck</source>
            <translation type="vanished">Сравнить с другой колодой</translation>
        </message>
        <message>
            <source>Deck files (*.txt *.dec *.json *.cod *.o8d *.xml);;All files (*)</source>
            <translation type="vanished">Файлы колод (*.txt *.dec *.json *.cod *.o8d *.xml);;Все файлы (*)</translation>
        </message>
        <message>
            <source>Play against another deck</source>
            <translation type="vanished">Сыграть против другой колоды</translation>
        </message>
    </context>
    <context>
        <name>SimulationPanel</name>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="216" />
            <source>Choose the number of games and press Run: the deck plays that many games against the dummy, and the kill turns and draws appear here.</source>
            <translation>Выберите число партий и нажмите «Запустить»: колода сыграет столько партий против манекена, а здесь появятся ходы победы и статистика добора.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="267" />
            <source>&amp;Max clashes</source>
            <translation>&amp;Макс. число схваток</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="268" />
            <source>Kill clash</source>
            <translation>Схватка победы</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="269" />
            <source>won in that clash</source>
            <translation>победа в этой схватке</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="270" />
            <source>Clash in which the dummy was defeated</source>
            <translation>Схватка, в которой манекен повержен</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="271" />
            <source>up to {turns} clashes</source>
            <translation>лимит схваток: {turns}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="272" />
            <source>&lt;b&gt;Never won&lt;/b&gt; within {turns} clashes</source>
            <translation>&lt;b&gt;Ни одной победы&lt;/b&gt; к схватке {turns}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="273" />
            <source>Kill clash: mean &lt;b&gt;{mean}&lt;/b&gt; · median &lt;b&gt;{median}&lt;/b&gt; · 10% of games by clash {p10} · 90% by clash {p90}</source>
            <translation>Схватка победы: в среднем &lt;b&gt;{mean}&lt;/b&gt; · медиана &lt;b&gt;{median}&lt;/b&gt; · 10% партий к схватке {p10} · 90% к схватке {p90}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="275" />
            <source>Not won within {turns} clashes: &lt;b&gt;{share}&lt;/b&gt;</source>
            <translation>Без победы к схватке {turns}: &lt;b&gt;{share}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="276" />
            <source>not won within {turns} clashes</source>
            <translation>без победы к схватке {turns}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="277" />
            <source>clashes with no card played: {share}</source>
            <translation>схваток без сыгранных карт: {share}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="278" />
            <source>Won in clash {t}: {n} games ({p})</source>
            <translation>Победа в схватке {t}: партий — {n} ({p})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="279" />
            <source>Not won within {turns} clashes: {n} games ({p})</source>
            <translation>Без победы к схватке {turns}: партий — {n} ({p})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="283" />
            <source>&amp;Max turns</source>
            <translation>&amp;Макс. число ходов</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="284" />
            <source>Kill turn</source>
            <translation>Ход победы</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="285" />
            <source>won on that turn</source>
            <translation>победа на этом ходу</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="286" />
            <source>Your turn the dummy was defeated</source>
            <translation>Ваш ход, на котором манекен повержен</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="287" />
            <source>up to {turns} turns</source>
            <translation>лимит ходов: {turns}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="288" />
            <source>&lt;b&gt;Never won&lt;/b&gt; within {turns} turns</source>
            <translation>&lt;b&gt;Ни одной победы&lt;/b&gt; к ходу {turns}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="289" />
            <source>Kill turn: mean &lt;b&gt;{mean}&lt;/b&gt; · median &lt;b&gt;{median}&lt;/b&gt; · 10% of games by turn {p10} · 90% by turn {p90}</source>
            <translation>Ход победы: в среднем &lt;b&gt;{mean}&lt;/b&gt; · медиана &lt;b&gt;{median}&lt;/b&gt; · 10% партий — к ходу {p10} · 90% — к ходу {p90}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="291" />
            <source>Not won within {turns} turns: &lt;b&gt;{share}&lt;/b&gt;</source>
            <translation>Без победы к ходу {turns}: &lt;b&gt;{share}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="292" />
            <source>not won within {turns} turns</source>
            <translation>без победы к ходу {turns}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="293" />
            <source>turns with no card played: {share}</source>
            <translation>ходов без сыгранных карт: {share}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="294" />
            <source>Won on turn {t}: {n} games ({p})</source>
            <translation>Победа на ходу {t}: партий — {n} ({p})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="295" />
            <source>Not won within {turns} turns: {n} games ({p})</source>
            <translation>Без победы к ходу {turns}: партий — {n} ({p})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="298" />
            <source>Your turn the last opponent fell</source>
            <translation>Ваш ход, на котором пал последний соперник</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="307" />
            <source>Settings</source>
            <translation>Настройки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="317" />
            <source>How many games to play against the dummy</source>
            <translation>Сколько партий сыграть против манекена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="321" />
            <source>Greedy (best-looking play)</source>
            <translation>Жадный (самый выгодный на вид ход)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="322" />
            <source>Random (any legal play)</source>
            <translation>Случайный (любой допустимый ход)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="323" />
            <source>Planner (searches, plays fair)</source>
            <translation>Планировщик (ищет, играет честно)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="324" />
            <source>Clairvoyant (knows the deck order: the bound)</source>
            <translation>Ясновидящий (знает порядок колоды: граница)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="327" />
            <source>How the bot plays your deck</source>
            <translation>Как бот играет вашей колодой</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="333" />
            <source>The same seed and settings give the same figures, on one core or all of them</source>
            <translation>При тех же зерне и настройках получаются те же результаты — и на одном ядре, и на всех</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="335" />
            <source>New seed</source>
            <translation>Новое зерно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="336" />
            <source>Pick a random seed</source>
            <translation>Выбрать случайное зерно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="343" />
            <source>A game still going after this many of your turns counts as not won</source>
            <translation>Партия, не закончившаяся за это число ваших ходов, считается невыигранной</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="346" />
            <source>Players</source>
            <translation>Игроки</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="351" />
            <source>Seats at the table: 2 is you against the dummy; more seats are bots with the dummy's cards</source>
            <translation>Мест за столом: 2 — вы против манекена; на остальных местах — боты с картами манекена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="361" />
            <source>Use all cores ({n} processes)</source>
            <translation>Использовать все ядра (процессов: {n})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="364" />
            <source>Play the games in several processes at once; the figures stay the same</source>
            <translation>Играть партии сразу в нескольких процессах; результаты от этого не меняются</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="372" />
            <source>&amp;Games</source>
            <translation>&amp;Партии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="373" />
            <source>&amp;Bot</source>
            <translation>&amp;Бот</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="374" />
            <source>S&amp;eed</source>
            <translation>З&amp;ерно</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="386" />
            <source>&amp;Run</source>
            <translation>&amp;Запустить</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="390" />
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="398" />
            <source>Export…</source>
            <translation>Экспорт…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="407" />
            <source>Pilots side by side</source>
            <translation>Пилоты рядом</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="409" />
            <source>Play the same games with the greedy bot, the planner and the clairvoyant bound, and draw their kill turns on one chart</source>
            <translation>Сыграть одни и те же партии Жадным ботом, Планировщиком и Ясновидящим (границей) и нарисовать их ходы победы на одном графике</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="413" />
            <source>Compare with…</source>
            <translation>Сравнить с…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="415" />
            <source>Play another deck file on the same seeds and say which deck kills sooner</source>
            <translation>Сыграть другую колоду из файла на тех же зёрнах и сказать, какая колода побеждает раньше</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="418" />
            <source>Against…</source>
            <translation>Против…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="420" />
            <source>Play this deck against another deck file, the computer piloting both (the planner if it is the chosen bot, else the greedy bot), and count who wins</source>
            <translation>Сыграть этой колодой против колоды из другого файла — обеими играет компьютер (planner, если выбран он, иначе жадный бот) — и посчитать, кто побеждает</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="426" />
            <source>Gauntlet…</source>
            <translation>Серия матчей…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="428" />
            <source>Play this deck against each of several deck files on all cores, and list the scores and win rates from best to worst</source>
            <translation>Сыграть этой колодой против каждого из нескольких файлов колод на всех ядрах и перечислить очки и доли побед от лучшей к худшей</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="441" />
            <source>Chance to have held each card, by your turn:</source>
            <translation>Шанс иметь каждую карту в руке к вашему ходу:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="442" />
            <source>Chance to have seen each card, by clash:</source>
            <translation>Шанс увидеть каждую карту к схватке:</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="465" />
            <source>Exact draw odds</source>
            <translation>Точная вероятность добора</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="491" />
            <source>Play the games (Ctrl+R)</source>
            <translation>Сыграть партии (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="492" />
            <source>Stop and show the games played so far (Esc)</source>
            <translation>Остановить и показать уже сыгранные партии (Esc)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="493" />
            <source>Write the figures, the histogram and the table to a CSV or JSON file (Ctrl+E)</source>
            <translation>Сохранить показатели, гистограмму и таблицу в файл CSV или JSON (Ctrl+E)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="535" />
            <source>Cannot simulate</source>
            <translation>Симуляция невозможна</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="566" />
            <source>Playing {games} games…</source>
            <translation>Играются партии ({games})…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="567" />
            <source>Starting {n} processes…</source>
            <translation>Запуск процессов ({n})…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="586" />
            <source>Cancelling…</source>
            <translation>Остановка…</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="646" />
            <source>{done} of {total} games</source>
            <translation>Партии: {done} из {total}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="692" />
            <source>The simulation stopped with an error.</source>
            <translation>Симуляция прервалась из-за ошибки.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="694" />
            <source>Simulation failed</source>
            <translation>Сбой симуляции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="702" />
            <source>Not simulated (the engine plays these cards by their numbers only, without their effects): {names}</source>
            <translation>Не симулируются (движок разыгрывает эти карты только по их числам, без эффектов): {names}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="720" />
            <source>{games} games · bot: {policy} · seed {seed}</source>
            <translation>Партий: {games} · бот: {policy} · зерно {seed}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="724" />
            <source>{n} players</source>
            <translation>игроков: {n}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="726" />
            <source>Cancelled before any game finished.</source>
            <translation>Отменено до завершения первой партии.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="728" />
            <source>&lt;b&gt;Cancelled&lt;/b&gt; after {done} of {total} games: the figures are for the games played ({what}).</source>
            <translation>&lt;b&gt;Отменено&lt;/b&gt;: сыграно партий — {done} из {total}; показатели — только по сыгранным партиям ({what}).</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="756" />
            <source>{n} processes</source>
            <translation>процессов: {n}</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="757" />
            <source>one core</source>
            <translation>одно ядро</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="758" />
            <source>{rate} games/s on {cores}</source>
            <translation>{rate} партий/с ({cores})</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="763" />
            <source>Clairvoyant bound on the same seeds: mean &lt;b&gt;{mean}&lt;/b&gt; (not won counted as {limit}), not won {share} · the planner is {gap} turns behind on average, slower in {slower} of the games</source>
            <translation>Граница Ясновидящего на тех же зёрнах: среднее &lt;b&gt;{mean}&lt;/b&gt; (невыигранные считаются как {limit}), не выиграно {share} · Планировщик в среднем отстаёт на {gap} хода, медленнее в {slower} партий</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="773" />
            <source>{share} of the shuffles cannot win by turn {turns} even knowing the deck order.</source>
            <translation>{share} тасовок не могут победить к ходу {turns}, даже зная порядок колоды.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="803" />
            <source>Choose one or more cards.</source>
            <translation>Выберите одну или несколько карт.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="804" />
            <source>Exact odds from the deck size and the cards drawn by each of your turns under these rules options; after a run, weighted by how many cards the simulated games drew.</source>
            <translation>Точная вероятность по размеру колоды и картам, взятым к каждому вашему ходу при этих параметрах правил; после запуска — с весами по числу карт, взятых в смоделированных партиях.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="853" />
            <source>CSV files (*.csv)</source>
            <translation>Файлы CSV (*.csv)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="854" />
            <source>JSON files (*.json)</source>
            <translation>Файлы JSON (*.json)</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="855" />
            <source>Export Simulation</source>
            <translation>Экспорт симуляции</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="863" />
            <source>{name} already exists. Replace it?</source>
            <translation>{name} уже существует. Заменить?</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="871" />
            <source>Not exported</source>
            <translation>Не экспортировано</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/simulation_panel.py" line="874" />
            <source>Results written to {path}</source>
            <translation>Результаты записаны в {path}</translation>
        </message>
        <message>
            <source>Play this deck against each of several deck files, on all cores if they are chosen, and list the win rates from best to worst</source>
            <translation type="vanished">Сыграть этой колодой против каждого из нескольких файлов колод (на всех ядрах, если они выбраны) и перечислить доли побед от лучшей к худшей</translation>
        </message>
        <message>
            <source>Games</source>
            <translation type="vanished">Партии</translation>
        </message>
        <message>
            <source>Not won</source>
            <translation type="vanished">Без победы</translation>
        </message>
        <message>
            <source>Greedy</source>
            <translation type="vanished">Жадный</translation>
        </message>
        <message>
            <source>Planner</source>
            <translation type="vanished">Планировщик</translation>
        </message>
        <message>
            <source>Clairvoyant (bound)</source>
            <translation type="vanished">Ясновидящий (граница)</translation>
        </message>
        <message>
            <source>Compare with another deck</source>
            <translation type="vanished">Сравнить с другой колодой</translation>
        </message>
        <message>
            <source>Deck files (*.txt *.dec *.json *.cod *.o8d *.xml);;All files (*)</source>
            <translation type="vanished">Файлы колод (*.txt *.dec *.json *.cod *.o8d *.xml);;Все файлы (*)</translation>
        </message>
        <message>
            <source>Cannot compare</source>
            <translation type="vanished">Сравнение невозможно</translation>
        </message>
        <message>
            <source>A: {name}</source>
            <translation type="vanished">A: {name}</translation>
        </message>
        <message>
            <source>B: {name}</source>
            <translation type="vanished">B: {name}</translation>
        </message>
        <message>
            <source>Play against another deck</source>
            <translation type="vanished">Сыграть против другой колоды</translation>
        </message>
        <message>
            <source>Cannot play the matchup</source>
            <translation type="vanished">Не удаётся сыграть матчап</translation>
        </message>
        <message>
            <source>This deck</source>
            <translation type="vanished">Эта колода</translation>
        </message>
        <message>
            <source>Cannot play the gauntlet</source>
            <translation type="vanished">Не удалось сыграть серию матчей</translation>
        </message>
        <message>
            <source>Playing against {name}…</source>
            <translation type="vanished">Игра против {name}…</translation>
        </message>
        <message>
            <source>Gauntlet</source>
            <translation type="vanished">Серия матчей</translation>
        </message>
        <message>
            <source>Play against several decks</source>
            <translation type="vanished">Играть против нескольких колод</translation>
        </message>
        <message>
            <source>Exact odds from the deck size and the cards drawn by each of your turns under these rules options; after a run, weighed with how many cards the simulated games drew.</source>
            <translation type="vanished" />
        </message>
        <message>
            <source>Exact odds from the deck size and the cards drawn by each turn under these rules options (no simulation needed).</source>
            <translation type="vanished">Точная вероятность по размеру колоды и числу карт, взятых к каждому ходу при этих параметрах правил (симуляция не нужна).</translation>
        </message>
        <message>
            <source>Click cards to choose them (click again to drop); the odds count them together</source>
            <translation type="vanished">Щёлкните по картам, чтобы выбрать их (повторный щелчок снимает выбор); вероятность считается для них вместе</translation>
        </message>
        <message>
            <source>At least</source>
            <translation type="vanished">Не менее</translation>
        </message>
        <message>
            <source>How many copies of the chosen cards, together</source>
            <translation type="vanished">Сколько копий выбранных карт в сумме</translation>
        </message>
        <message>
            <source>by clash</source>
            <translation type="vanished">к схватке</translation>
        </message>
        <message>
            <source>by turn</source>
            <translation type="vanished">к ходу</translation>
        </message>
        <message>
            <source>{names} and {more} more</source>
            <translation type="vanished">{names} и ещё {more}</translation>
        </message>
        <message>
            <source>{p} to see at least {n} of {cards} by clash {t}</source>
            <translation type="vanished">{p} — шанс увидеть к схватке {t} не менее {n} из выбранных ({cards})</translation>
        </message>
        <message>
            <source>{p} to hold at least {n} of {cards} by turn {t}</source>
            <translation type="vanished">{p} — шанс иметь к ходу {t} не менее {n} из выбранных ({cards})</translation>
        </message>
        <message>
            <source>{hits} such cards in a {size}-card deck; {seen} cards drawn by then.</source>
            <translation type="vanished">Таких карт в колоде: {hits} из {size}; к этому моменту взято карт: {seen}.</translation>
        </message>
        <message>
            <source>Export CSV…</source>
            <translation type="vanished">Экспорт в CSV…</translation>
        </message>
        <message>
            <source>Write the figures, the histogram and the table to a CSV file (Ctrl+E)</source>
            <translation type="vanished">Записать показатели, гистограмму и таблицу в CSV-файл (Ctrl+E)</translation>
        </message>
        <message>
            <source>{games} games · bot: {policy} · seed {seed} · up to {turns} turns</source>
            <translation type="vanished">Партий: {games} · бот: {policy} · зерно {seed} · лимит ходов: {turns}</translation>
        </message>
    </context>
    <context>
        <name>TextEditor</name>
        <message>
            <location filename="deckbuilder/ui/cards/card_fields.py" line="249" />
            <source>required</source>
            <translation>обязательно</translation>
        </message>
    </context>
    <context>
        <name>ValueNames</name>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="38" />
            <source>common</source>
            <translation>обычная</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="38" />
            <source>uncommon</source>
            <translation>необычная</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="38" />
            <source>rare</source>
            <translation>редкая</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="39" />
            <source>super rare</source>
            <translation>суперредкая</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="39" />
            <source>ultra rare</source>
            <translation>ультраредкая</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="59" />
            <source>rarity</source>
            <translation>редкость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="59" />
            <source>cost</source>
            <translation>стоимость</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="65" />
            <source>L</source>
            <translation>Л</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="65" />
            <source>M</source>
            <translation>С</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/common/value_names.py" line="65" />
            <source>R</source>
            <translation>П</translation>
        </message>
        <message>
            <source>normal</source>
            <translation type="vanished">обычная</translation>
        </message>
        <message>
            <source>fire</source>
            <translation type="vanished">огонь</translation>
        </message>
        <message>
            <source>water</source>
            <translation type="vanished">вода</translation>
        </message>
        <message>
            <source>wood</source>
            <translation type="vanished">дерево</translation>
        </message>
        <message>
            <source>light</source>
            <translation type="vanished">свет</translation>
        </message>
        <message>
            <source>dark</source>
            <translation type="vanished">тьма</translation>
        </message>
        <message>
            <source>human</source>
            <translation type="vanished">человек</translation>
        </message>
        <message>
            <source>beast</source>
            <translation type="vanished">зверь</translation>
        </message>
        <message>
            <source>sea</source>
            <translation type="vanished">морской</translation>
        </message>
        <message>
            <source>elemental</source>
            <translation type="vanished">элементаль</translation>
        </message>
        <message>
            <source>dragon</source>
            <translation type="vanished">дракон</translation>
        </message>
        <message>
            <source>god</source>
            <translation type="vanished">бог</translation>
        </message>
        <message>
            <source>devil</source>
            <translation type="vanished">демон</translation>
        </message>
        <message>
            <source>machine</source>
            <translation type="vanished">машина</translation>
        </message>
        <message>
            <source>insect</source>
            <translation type="vanished">насекомое</translation>
        </message>
        <message>
            <source>ghost</source>
            <translation type="vanished">призрак</translation>
        </message>
        <message>
            <source>close</source>
            <translation type="vanished">ближний бой</translation>
        </message>
        <message>
            <source>range</source>
            <translation type="vanished">дальний бой</translation>
        </message>
        <message>
            <source>magic</source>
            <translation type="vanished">магия</translation>
        </message>
        <message>
            <source>special</source>
            <translation type="vanished">особый</translation>
        </message>
        <message>
            <source>guard</source>
            <translation type="vanished">защита</translation>
        </message>
        <message>
            <source>small</source>
            <translation type="vanished">малый</translation>
        </message>
        <message>
            <source>medium</source>
            <translation type="vanished">средний</translation>
        </message>
        <message>
            <source>large</source>
            <translation type="vanished">большой</translation>
        </message>
        <message>
            <source>neutral</source>
            <translation type="vanished">нейтральный</translation>
        </message>
        <message>
            <source>reveal</source>
            <translation type="vanished">при открытии</translation>
        </message>
        <message>
            <source>domination</source>
            <translation type="vanished">доминирование</translation>
        </message>
        <message>
            <source>damage</source>
            <translation type="vanished">урон</translation>
        </message>
        <message>
            <source>after</source>
            <translation type="vanished">после боя</translation>
        </message>
        <message>
            <source>restricted</source>
            <translation type="vanished">ограниченная</translation>
        </message>
        <message>
            <source>upgrade</source>
            <translation type="vanished">улучшение</translation>
        </message>
        <message>
            <source>red</source>
            <translation type="vanished">красный</translation>
        </message>
        <message>
            <source>blue</source>
            <translation type="vanished">синий</translation>
        </message>
        <message>
            <source>green</source>
            <translation type="vanished">зелёный</translation>
        </message>
        <message>
            <source>purple</source>
            <translation type="vanished">фиолетовый</translation>
        </message>
        <message>
            <source>yellow</source>
            <translation type="vanished">жёлтый</translation>
        </message>
        <message>
            <source>orange</source>
            <translation type="vanished">оранжевый</translation>
        </message>
        <message>
            <source>black</source>
            <translation type="vanished">чёрный</translation>
        </message>
        <message>
            <source>white</source>
            <translation type="vanished">белый</translation>
        </message>
        <message>
            <source>clear</source>
            <translation type="vanished">бесцветный</translation>
        </message>
        <message>
            <source>launch</source>
            <translation type="vanished">запуск</translation>
        </message>
        <message>
            <source>life</source>
            <translation type="vanished">жизнь</translation>
        </message>
        <message>
            <source>speed</source>
            <translation type="vanished">скорость</translation>
        </message>
        <message>
            <source>strike type</source>
            <translation type="vanished">тип удара</translation>
        </message>
        <message>
            <source>power slots</source>
            <translation type="vanished">слоты силы</translation>
        </message>
        <message>
            <source>power damage</source>
            <translation type="vanished">урон суперудара</translation>
        </message>
        <message>
            <source>dominates</source>
            <translation type="vanished">доминирует</translation>
        </message>
        <message>
            <source>character</source>
            <translation type="vanished">персонаж</translation>
        </message>
        <message>
            <source>version</source>
            <translation type="vanished">версия</translation>
        </message>
        <message>
            <source>defence</source>
            <translation type="vanished">защита</translation>
        </message>
        <message>
            <source>Kairu</source>
            <translation type="vanished">Кайру</translation>
        </message>
        <message>
            <source>heal</source>
            <translation type="vanished">лечение</translation>
        </message>
        <message>
            <source>hits</source>
            <translation type="vanished">попадания</translation>
        </message>
        <message>
            <source>react</source>
            <translation type="vanished">ответ</translation>
        </message>
        <message>
            <source>species</source>
            <translation type="vanished">вид</translation>
        </message>
        <message>
            <source>means</source>
            <translation type="vanished">способ атаки</translation>
        </message>
        <message>
            <source>size</source>
            <translation type="vanished">размер</translation>
        </message>
        <message>
            <source>skill</source>
            <translation type="vanished">навык</translation>
        </message>
        <message>
            <source>power</source>
            <translation type="vanished">сила</translation>
        </message>
        <message>
            <source>manufacturer</source>
            <translation type="vanished">производитель</translation>
        </message>
        <message>
            <source>colour</source>
            <translation type="vanished">цвет</translation>
        </message>
        <message>
            <source>element</source>
            <translation type="vanished">стихия</translation>
        </message>
    </context>
    <context>
        <name>VariantsDialog</name>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="39" />
            <source>Copies of %1</source>
            <translation>Копии карты «%1»</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="42" />
            <source>One row per kind of copy you own. Conditions: NM near mint, LP lightly played, MP moderately played, HP heavily played, DMG damaged.</source>
            <translation>По одной строке на каждый вид ваших копий. Состояния: NM — почти как новая, LP — слегка поиграна, MP — умеренно поиграна, HP — сильно поиграна, DMG — повреждена.</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="47" />
            <source>Copies</source>
            <translation>Копии</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="47" />
            <source>Condition</source>
            <translation>Состояние</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="48" />
            <source>Language</source>
            <translation>Язык</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="48" />
            <source>Foil</source>
            <translation>Фольга</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="49" />
            <source>Notes</source>
            <translation>Примечания</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="55" />
            <source>Add Row</source>
            <translation>Добавить строку</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="56" />
            <source>Remove Row</source>
            <translation>Удалить строку</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/catalog/variants_dialog.py" line="115" />
            <source>Not saved</source>
            <translation>Не сохранено</translation>
        </message>
    </context>
    <context>
        <name>Welcome</name>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="131" />
            <source>Welcome! Which game do you play?</source>
            <translation>Добро пожаловать! В какую игру вы играете?</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="141" />
            <source>Open a Starter Deck</source>
            <translation>Открыть стартовую колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="143" />
            <source>Start an Empty Deck</source>
            <translation>Начать пустую колоду</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/deck/deck_dialogs.py" line="148" />
            <source>Then double-click cards in the catalog to add them.</source>
            <translation>Затем дважды щёлкайте карты в каталоге, чтобы добавить их.</translation>
        </message>
    </context>
    <context>
        <name>ZoneTable</name>
        <message>
            <location filename="deckbuilder/ui/deck/zone_table.py" line="75" />
            <source>Double-click a card in the catalog, or drag it here</source>
            <translation>Дважды щёлкните карту в каталоге или перетащите её сюда</translation>
        </message>
        <message numerus="yes">
            <source>Add a copy of %n card(s)</source>
            <translation type="vanished">
                <numerusform>Добавить копию %n карты</numerusform>
                <numerusform>Добавить по копии %n карт</numerusform>
                <numerusform>Добавить по копии %n карт</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove a copy of %n card(s)</source>
            <translation type="vanished">
                <numerusform>Убрать копию %n карты</numerusform>
                <numerusform>Убрать по копии %n карт</numerusform>
                <numerusform>Убрать по копии %n карт</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ZoneWidget</name>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_table.py" line="259" />
            <source>Click to choose what to do here</source>
            <translation>Щёлкните, чтобы выбрать, что сделать здесь</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_table.py" line="300" />
            <source>Click to look at these cards</source>
            <translation>Щёлкните, чтобы посмотреть эти карты</translation>
        </message>
        <message>
            <location filename="deckbuilder/ui/playtest/playtest_table.py" line="323" />
            <source>(empty)</source>
            <translation>(пусто)</translation>
        </message>
    </context>
    <context>
        <name>PlaytestEvents</name>
        <message>
            <source>you</source>
            <translation type="vanished">вам</translation>
        </message>
        <message>
            <source>Your</source>
            <translation type="vanished">вы</translation>
        </message>
        <message>
            <source>your</source>
            <translation type="vanished">вы</translation>
        </message>
        <message>
            <source>{who}'s</source>
            <translation type="vanished">{who}</translation>
        </message>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation type="vanished">
                <numerusform>%n карта</numerusform>
                <numerusform>%n карты</numerusform>
                <numerusform>%n карт</numerusform>
            </translation>
        </message>
        <message>
            <source>You attack first</source>
            <translation type="vanished">Ваша атака — первая</translation>
        </message>
        <message>
            <source>{who} attacks first</source>
            <translation type="vanished">Первым атакует {who}</translation>
        </message>
        <message>
            <source>You go first</source>
            <translation type="vanished">Первый ход — ваш</translation>
        </message>
        <message>
            <source>{who} goes first</source>
            <translation type="vanished">Первым ходит {who}</translation>
        </message>
        <message>
            <source>Your turn {turn} begins</source>
            <translation type="vanished">Начинается ваш ход {turn}</translation>
        </message>
        <message>
            <source>Turn {turn} of {who} begins</source>
            <translation type="vanished">Начинается ход {turn} игрока {who}</translation>
        </message>
        <message>
            <source>You end your turn</source>
            <translation type="vanished">Вы завершаете ход</translation>
        </message>
        <message>
            <source>{who} ends the turn</source>
            <translation type="vanished">{who} завершает ход</translation>
        </message>
        <message>
            <source>You draw {card}</source>
            <translation type="vanished">Вы берёте {card}</translation>
        </message>
        <message>
            <source>{who} draws a card</source>
            <translation type="vanished">{who} берёт карту</translation>
        </message>
        <message>
            <source>hand limit</source>
            <translation type="vanished">лимит руки</translation>
        </message>
        <message>
            <source>no free power slot</source>
            <translation type="vanished">нет свободного слота силы</translation>
        </message>
        <message>
            <source>after the combat</source>
            <translation type="vanished">после боя</translation>
        </message>
        <message>
            <source>its owner is out</source>
            <translation type="vanished">её владелец выбыл</translation>
        </message>
        <message>
            <source>replaced on the field</source>
            <translation type="vanished">заменена на поле</translation>
        </message>
        <message>
            <source>You discard {card} ({reason})</source>
            <translation type="vanished">Вы сбрасываете {card} ({reason})</translation>
        </message>
        <message>
            <source>{who} discards {card} ({reason})</source>
            <translation type="vanished">{who} сбрасывает {card} ({reason})</translation>
        </message>
        <message>
            <source>You discard {card}</source>
            <translation type="vanished">Вы сбрасываете {card}</translation>
        </message>
        <message>
            <source>{who} discards {card}</source>
            <translation type="vanished">{who} сбрасывает {card}</translation>
        </message>
        <message>
            <source>You win the game!</source>
            <translation type="vanished">Вы выиграли партию!</translation>
        </message>
        <message>
            <source>{who} wins the game</source>
            <translation type="vanished">{who} выигрывает партию</translation>
        </message>
        <message>
            <source>The game is a draw</source>
            <translation type="vanished">Партия закончилась вничью</translation>
        </message>
        <message>
            <source>left</source>
            <translation type="vanished">левая</translation>
        </message>
        <message>
            <source>middle</source>
            <translation type="vanished">средняя</translation>
        </message>
        <message>
            <source>right</source>
            <translation type="vanished">правая</translation>
        </message>
        <message>
            <source>{whose} Kairu is refilled to {maximum}</source>
            <translation type="vanished">Кайру ({whose}) восполняется до {maximum}</translation>
        </message>
        <message>
            <source>You must draw from an empty deck: you lose</source>
            <translation type="vanished">Нужно взять карту из пустой колоды: вы проигрываете</translation>
        </message>
        <message>
            <source>{who} must draw from an empty deck and loses</source>
            <translation type="vanished">{who} не может взять карту из пустой колоды и проигрывает</translation>
        </message>
        <message>
            <source>{whose} {character}: the {zone} zone is healed</source>
            <translation type="vanished">{character} ({whose}): {zone} зона вылечена</translation>
        </message>
        <message>
            <source>You transform {character} into {card} ({kairu} Kairu)</source>
            <translation type="vanished">Вы превращаете {character} в {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <source>{who} transforms {character} into {card} ({kairu} Kairu)</source>
            <translation type="vanished">{who} превращает {character} в {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <source>You attack {target} with {card} (power {power}, {kairu} Kairu)</source>
            <translation type="vanished">Вы атакуете {target} картой {card} (сила {power}, {kairu} Кайру)</translation>
        </message>
        <message>
            <source>{who} attacks {target} with {card} (power {power}, {kairu} Kairu)</source>
            <translation type="vanished">{who} атакует {target} картой {card} (сила {power}, {kairu} Кайру)</translation>
        </message>
        <message>
            <source>You react with {card} on {character} ({kairu} Kairu)</source>
            <translation type="vanished">Вы разыгрываете ответ {card} на {character} ({kairu} Кайру)</translation>
        </message>
        <message>
            <source>{who} reacts with {card} on {character} ({kairu} Kairu)</source>
            <translation type="vanished">{who} разыгрывает ответ {card} на {character} ({kairu} Кайру)</translation>
        </message>
        <message>
            <source>You react with {card} ({kairu} Kairu)</source>
            <translation type="vanished">Вы разыгрываете ответ {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <source>{who} reacts with {card} ({kairu} Kairu)</source>
            <translation type="vanished">{who} разыгрывает ответ {card} ({kairu} Кайру)</translation>
        </message>
        <message>
            <source>{whose} team gets +{amount} {color} defence until {whose_lower} next turn</source>
            <translation type="vanished">Команда ({whose}) получает +{amount} к защите цвета {color} до следующего хода ({whose_lower})</translation>
        </message>
        <message>
            <source>Your attack gets +{amount} power</source>
            <translation type="vanished">Ваша атака получает +{amount} к силе</translation>
        </message>
        <message>
            <source>{who}'s attack gets +{amount} power</source>
            <translation type="vanished">Атака игрока {who} получает +{amount} к силе</translation>
        </message>
        <message>
            <source>The effect “{verb}” is not simulated</source>
            <translation type="vanished">Эффект «{verb}» не симулируется</translation>
        </message>
        <message>
            <source>You pass (no react)</source>
            <translation type="vanished">Вы пасуете (без реакции)</translation>
        </message>
        <message>
            <source>{who} passes (no react)</source>
            <translation type="vanished">{who} пасует (без реакции)</translation>
        </message>
        <message>
            <source>{card} is stopped by {target} (power {power} vs defence {defense})</source>
            <translation type="vanished">{target} останавливает {card} (сила {power} против защиты {defense})</translation>
        </message>
        <message>
            <source>{card} hits {target} (power {power} vs defence {defense}): no new damage</source>
            <translation type="vanished">{card} попадает по {target} (сила {power} против защиты {defense}): нового урона нет</translation>
        </message>
        <message>
            <source>{card} hits {target} (power {power} vs defence {defense}): {zones} zone damaged</source>
            <translation type="vanished">{card} попадает по {target} (сила {power} против защиты {defense}): повреждена зона: {zones}</translation>
        </message>
        <message>
            <source>{card} hits {target} (power {power} vs defence {defense}): {zones} zones damaged</source>
            <translation type="vanished">{card} попадает по {target} (сила {power} против защиты {defense}): повреждены зоны: {zones}</translation>
        </message>
        <message>
            <source>{whose} {character} loses its ability</source>
            <translation type="vanished">{character} ({whose}) теряет способность</translation>
        </message>
        <message>
            <source>{whose} {character} is defeated</source>
            <translation type="vanished">{character} ({whose}) терпит поражение</translation>
        </message>
        <message>
            <source>Your deck and discard pile are empty: you draw nothing</source>
            <translation type="vanished">Ваши колода и сброс пусты: вы ничего не берёте</translation>
        </message>
        <message>
            <source>{who} has no card left to draw</source>
            <translation type="vanished">{who}: карт для добора не осталось</translation>
        </message>
        <message>
            <source>You shuffle your discard pile into a new deck ({cards})</source>
            <translation type="vanished">Вы замешиваете сброс в новую колоду ({cards})</translation>
        </message>
        <message>
            <source>{who} shuffles the discard pile into a new deck ({cards})</source>
            <translation type="vanished">{who} замешивает сброс в новую колоду ({cards})</translation>
        </message>
        <message>
            <source>Round {round}: you attack</source>
            <translation type="vanished">Раунд {round}: вы атакуете</translation>
        </message>
        <message>
            <source>Round {round}: {who} attacks</source>
            <translation type="vanished">Раунд {round}: атакует {who}</translation>
        </message>
        <message>
            <source>{whose} launch misses: the roles swap</source>
            <translation type="vanished">Промах при запуске ({whose}): роли меняются</translation>
        </message>
        <message>
            <source>Both Monsuno are launched: clash</source>
            <translation type="vanished">Оба Монсуно запущены: схватка</translation>
        </message>
        <message>
            <source>Both Monsuno are out: you attack with the advantage</source>
            <translation type="vanished">Оба Монсуно вылетели: вы атакуете с преимуществом</translation>
        </message>
        <message>
            <source>Both Monsuno are out: {who} attacks with the advantage</source>
            <translation type="vanished">Оба Монсуно вылетели: {who} атакует с преимуществом</translation>
        </message>
        <message>
            <source>Launch: {outcome}</source>
            <translation type="vanished">Запуск: {outcome}</translation>
        </message>
        <message>
            <source>Clash {clash} begins (the attacker has the advantage)</source>
            <translation type="vanished">Начинается схватка {clash} (у атакующего преимущество)</translation>
        </message>
        <message>
            <source>Clash {clash} begins</source>
            <translation type="vanished">Начинается схватка {clash}</translation>
        </message>
        <message>
            <source>You play no strike card</source>
            <translation type="vanished">Вы не играете карту удара</translation>
        </message>
        <message>
            <source>{who} plays no strike card</source>
            <translation type="vanished">{who} не играет карту удара</translation>
        </message>
        <message>
            <source>You put {card} at the bottom of your deck</source>
            <translation type="vanished">Вы кладёте {card} под низ колоды</translation>
        </message>
        <message>
            <source>{who} puts a card at the bottom of the deck</source>
            <translation type="vanished">{who} кладёт карту под низ колоды</translation>
        </message>
        <message>
            <source>You play {card} face up</source>
            <translation type="vanished">Вы играете {card} лицом вверх</translation>
        </message>
        <message>
            <source>{who} plays {card} face up</source>
            <translation type="vanished">{who} играет {card} лицом вверх</translation>
        </message>
        <message>
            <source>You set a strike card face down</source>
            <translation type="vanished">Вы кладёте карту удара лицом вниз</translation>
        </message>
        <message>
            <source>{who} sets a strike card face down</source>
            <translation type="vanished">{who} кладёт карту удара лицом вниз</translation>
        </message>
        <message>
            <source>{who}: {card}</source>
            <translation type="vanished">{who}: {card}</translation>
        </message>
        <message>
            <source>no card</source>
            <translation type="vanished">нет карты</translation>
        </message>
        <message>
            <source>Strike cards revealed — {cards}</source>
            <translation type="vanished">Карты удара открыты — {cards}</translation>
        </message>
        <message>
            <source>You dominate (icons)</source>
            <translation type="vanished">Вы доминируете (по значкам)</translation>
        </message>
        <message>
            <source>{who} dominates (icons)</source>
            <translation type="vanished">{who} доминирует (по значкам)</translation>
        </message>
        <message>
            <source>{who}: {speed}</source>
            <translation type="vanished">{who}: {speed}</translation>
        </message>
        <message>
            <source>You dominate (speed)</source>
            <translation type="vanished">Вы доминируете (по скорости)</translation>
        </message>
        <message>
            <source>{who} dominates (speed)</source>
            <translation type="vanished">{who} доминирует (по скорости)</translation>
        </message>
        <message>
            <source>You dominate on speed ({speeds})</source>
            <translation type="vanished">Вы доминируете по скорости ({speeds})</translation>
        </message>
        <message>
            <source>{who} dominates on speed ({speeds})</source>
            <translation type="vanished">{who} доминирует по скорости ({speeds})</translation>
        </message>
        <message>
            <source>{whose} {target} takes {amount} damage from the Recover ({left} life left)</source>
            <translation type="vanished">{target} ({whose}) получает {amount} урона от восстановления; осталось жизни: {left}</translation>
        </message>
        <message>
            <source>{whose} {target} takes {amount} damage from {theirs} {source} ({left} life left)</source>
            <translation type="vanished">{target} ({whose}) получает {amount} урона от {source} ({theirs}); осталось жизни: {left}</translation>
        </message>
        <message>
            <source>{whose} {target} takes {amount} damage from the super strike of {theirs} {card} (life {life})</source>
            <translation type="vanished">{target} ({whose}) получает {amount} урона от суперудара {card} ({theirs}); жизнь: {life}</translation>
        </message>
        <message>
            <source>{whose} {target} takes {amount} damage from {theirs} {card} (life {life})</source>
            <translation type="vanished">{target} ({whose}) получает {amount} урона от {card} ({theirs}); жизнь: {life}</translation>
        </message>
        <message>
            <source>{whose} {monsuno} uses its super strike, discarding {cards}</source>
            <translation type="vanished">{monsuno} ({whose}) применяет суперудар; сброшено: {cards}</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation type="vanished">ничего</translation>
        </message>
        <message>
            <source>You attach {card} to {monsuno}</source>
            <translation type="vanished">Вы прикрепляете {card} к {monsuno}</translation>
        </message>
        <message>
            <source>{who} attaches {card} to {monsuno}</source>
            <translation type="vanished">{who} прикрепляет {card} к {monsuno}</translation>
        </message>
        <message>
            <source>You clip {card} to {monsuno}</source>
            <translation type="vanished">Вы закрепляете {card} на {monsuno}</translation>
        </message>
        <message>
            <source>{who} clips {card} to {monsuno}</source>
            <translation type="vanished">{who} закрепляет {card} на {monsuno}</translation>
        </message>
        <message>
            <source>{whose} {monsuno} is powered up</source>
            <translation type="vanished">{monsuno} ({whose}) получает усиление</translation>
        </message>
        <message>
            <source>You launch {monsuno}, paying {cards}</source>
            <translation type="vanished">Вы запускаете {monsuno}, оплачивая картами: {cards}</translation>
        </message>
        <message>
            <source>{who} launches {monsuno}, paying {cards}</source>
            <translation type="vanished">{who} запускает {monsuno}, оплачивая картами: {cards}</translation>
        </message>
        <message>
            <source>You launch {monsuno}</source>
            <translation type="vanished">Вы запускаете {monsuno}</translation>
        </message>
        <message>
            <source>{who} launches {monsuno}</source>
            <translation type="vanished">{who} запускает {monsuno}</translation>
        </message>
        <message>
            <source>You Recover: you discard your hand ({discarded}) and draw {drawn}</source>
            <translation type="vanished">Вы восстанавливаетесь: сбрасываете руку ({discarded}) и берёте новую ({drawn})</translation>
        </message>
        <message>
            <source>{who} Recovers: discards the hand ({discarded}) and draws {drawn}</source>
            <translation type="vanished">{who} восстанавливается: сбрасывает руку ({discarded}) и берёт новую ({drawn})</translation>
        </message>
        <message>
            <source>You Recover and draw {drawn}</source>
            <translation type="vanished">Вы восстанавливаетесь и добираете карты ({drawn})</translation>
        </message>
        <message>
            <source>{who} Recovers and draws {drawn}</source>
            <translation type="vanished">{who} восстанавливается и добирает карты ({drawn})</translation>
        </message>
        <message>
            <source>Out of turn: {text}</source>
            <translation type="vanished">Не в свой ход: {text}</translation>
        </message>
        <message>
            <source>{whose} {monsuno} strikes {theirs} {target}</source>
            <translation type="vanished">{monsuno} ({whose}) атакует {target} ({theirs})</translation>
        </message>
        <message>
            <source>{whose} {monsuno} strikes {theirs} {target} (not on the battlefield)</source>
            <translation type="vanished">{monsuno} ({whose}) атакует {target} ({theirs}, не на поле боя)</translation>
        </message>
        <message>
            <source>{card}: +{amount} speed</source>
            <translation type="vanished">{card}: +{amount} к скорости</translation>
        </message>
        <message>
            <source>{card}: +{amount} damage to the strike card</source>
            <translation type="vanished">{card}: +{amount} к урону карты удара</translation>
        </message>
        <message>
            <source>{card}: +{amount} damage to the Monsuno</source>
            <translation type="vanished">{card}: +{amount} к урону Монсуно</translation>
        </message>
        <message>
            <source>{card}: heals {amount} damage</source>
            <translation type="vanished">{card}: снимает {amount} урона</translation>
        </message>
        <message>
            <source>{card}: draw {amount}</source>
            <translation type="vanished">{card}: взять карт — {amount}</translation>
        </message>
        <message>
            <source>{card}: {amount} less {color} damage this combat</source>
            <translation type="vanished">{card}: урон {color} в этом бою меньше на {amount}</translation>
        </message>
        <message>
            <source>{card}: {verb} {amount}</source>
            <translation type="vanished">{card}: {verb} {amount}</translation>
        </message>
        <message>
            <source>{whose} {monsuno} is defeated; its clipped cards are discarded ({cards})</source>
            <translation type="vanished">{monsuno} ({whose}) терпит поражение; закреплённые на нём карты сброшены ({cards})</translation>
        </message>
        <message>
            <source>{whose} {monsuno} is defeated</source>
            <translation type="vanished">{monsuno} ({whose}) терпит поражение</translation>
        </message>
        <message>
            <source>{whose} {monsuno} is tired</source>
            <translation type="vanished">{monsuno} ({whose}) устаёт</translation>
        </message>
        <message>
            <source>attack damage</source>
            <translation type="vanished">урон от атаки</translation>
        </message>
        <message>
            <source>Lightning</source>
            <translation type="vanished">Lightning</translation>
        </message>
        <message>
            <source>Pressure</source>
            <translation type="vanished">Pressure</translation>
        </message>
        <message>
            <source>Surge</source>
            <translation type="vanished">Surge</translation>
        </message>
        <message>
            <source>Double Edged</source>
            <translation type="vanished">Double Edged</translation>
        </message>
        <message>
            <source>You lose {cards} from your deck to the graveyard ({reason}); {deck} left</source>
            <translation type="vanished">Из вашей колоды на кладбище уходит {cards} ({reason}); в колоде осталось {deck}</translation>
        </message>
        <message>
            <source>{who} loses {cards} from the deck to the graveyard ({reason}); {deck} left</source>
            <translation type="vanished">Из колоды игрока {who} на кладбище уходит {cards} ({reason}); в колоде осталось {deck}</translation>
        </message>
        <message>
            <source>deck empty</source>
            <translation type="vanished">колода пуста</translation>
        </message>
        <message>
            <source>Finishing Blow</source>
            <translation type="vanished">Finishing Blow</translation>
        </message>
        <message>
            <source>You are out ({reason})</source>
            <translation type="vanished">Вы выбываете ({reason})</translation>
        </message>
        <message>
            <source>{who} is out ({reason})</source>
            <translation type="vanished">{who} выбывает ({reason})</translation>
        </message>
        <message>
            <source>You play {card} ({skill}) to the Discard zone</source>
            <translation type="vanished">Вы играете {card} ({skill}) в зону сброса</translation>
        </message>
        <message>
            <source>{who} plays {card} ({skill}) to the Discard zone</source>
            <translation type="vanished">{who} играет {card} ({skill}) в зону сброса</translation>
        </message>
        <message>
            <source>You will take the next turn yourself</source>
            <translation type="vanished">Следующий ход вы оставляете за собой</translation>
        </message>
        <message>
            <source>{who} will take the next turn</source>
            <translation type="vanished">{who} оставляет следующий ход за собой</translation>
        </message>
        <message>
            <source>You choose {chosen} to play next</source>
            <translation type="vanished">Вы передаёте следующий ход {chosen}</translation>
        </message>
        <message>
            <source>{who} chooses {chosen} to play next</source>
            <translation type="vanished">{who} передаёт следующий ход {chosen}</translation>
        </message>
        <message>
            <source>You put {card} ({skill}) on the Field</source>
            <translation type="vanished">Вы выкладываете {card} ({skill}) на поле</translation>
        </message>
        <message>
            <source>{who} puts {card} ({skill}) on the Field</source>
            <translation type="vanished">{who} выкладывает {card} ({skill}) на поле</translation>
        </message>
        <message>
            <source>You play {card} to the Defense zone</source>
            <translation type="vanished">Вы играете {card} в зону защиты</translation>
        </message>
        <message>
            <source>{who} plays {card} to the Defense zone</source>
            <translation type="vanished">{who} играет {card} в зону защиты</translation>
        </message>
        <message>
            <source>You play {card} to the Attack zone</source>
            <translation type="vanished">Вы играете {card} в зону атаки</translation>
        </message>
        <message>
            <source>{who} plays {card} to the Attack zone</source>
            <translation type="vanished">{who} играет {card} в зону атаки</translation>
        </message>
        <message>
            <source>{whose} {card} holds the Attack zone</source>
            <translation type="vanished">{card} ({whose}) занимает зону атаки</translation>
        </message>
        <message>
            <source>{card}: the top card of {whose} graveyard goes back on the deck ({cards} in the deck)</source>
            <translation type="vanished">{card}: верхняя карта кладбища ({whose}) возвращается в колоду (в колоде {cards})</translation>
        </message>
        <message>
            <source>Swindle: you give {given} to {other} and take {taken}</source>
            <translation type="vanished">Swindle: вы отдаёте {given} игроку {other} и забираете {taken}</translation>
        </message>
        <message>
            <source>Swindle: {who} takes your {taken} and gives you {given}</source>
            <translation type="vanished">Swindle: {who} забирает вашу карту {taken} и отдаёт вам {given}</translation>
        </message>
        <message>
            <source>Swindle: {who} swaps a card with {other}</source>
            <translation type="vanished">Swindle: {who} меняется картой с игроком {other}</translation>
        </message>
        <message>
            <source>{whose} {card} is replaced and deals {damage} damage to {target}</source>
            <translation type="vanished">{card} ({whose}) заменяется и наносит {target} {damage} урона</translation>
        </message>
        <message>
            <source>{card} (Ruin): you discard your hand ({cards})</source>
            <translation type="vanished">{card} (Ruin): вы сбрасываете руку ({cards})</translation>
        </message>
        <message>
            <source>{card} (Ruin): {who} discards the hand ({cards})</source>
            <translation type="vanished">{card} (Ruin): {who} сбрасывает руку ({cards})</translation>
        </message>
        <message>
            <source>{whose} {card} returns to the hand (Return)</source>
            <translation type="vanished">{card} ({whose}) возвращается в руку (Return)</translation>
        </message>
        <message>
            <source>Friendship: your {card} and {attacker} go to the Discard zone; you take the next turn</source>
            <translation type="vanished">Friendship: ваша карта {card} и {attacker} уходят в зону сброса; следующий ход — ваш</translation>
        </message>
        <message>
            <source>Friendship: {who}'s {card} and {attacker} go to the Discard zone; {who} takes the next turn</source>
            <translation type="vanished">Friendship: {card} игрока {who} и {attacker} уходят в зону сброса; следующий ход делает {who}</translation>
        </message>
        <message>
            <source>Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} (advantage {d}): the attacker wins</source>
            <translation type="vanished">Бой: {attacker} ({theirs}, преимущество {a}) против {defender} ({mine}, преимущество {d}): побеждает атакующий</translation>
        </message>
        <message>
            <source>Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} (advantage {d}): the defender wins</source>
            <translation type="vanished">Бой: {attacker} ({theirs}, преимущество {a}) против {defender} ({mine}, преимущество {d}): побеждает защищающийся</translation>
        </message>
        <message>
            <source>Combat: {theirs} {attacker} (advantage {a}) against {mine} {defender} (advantage {d}): a tie</source>
            <translation type="vanished">Бой: {attacker} ({theirs}, преимущество {a}) против {defender} ({mine}, преимущество {d}): ничья</translation>
        </message>
        <message>
            <source>Finishing Blow! {whose} {card} knocks {target} out</source>
            <translation type="vanished">Finishing Blow! {card} ({whose}) наносит {target} последний удар</translation>
        </message>
        <message>
            <source>{who}: {damage}</source>
            <translation type="vanished">{who}: {damage}</translation>
        </message>
        <message>
            <source>Double Edged damage — {parts}</source>
            <translation type="vanished">Урон Double Edged — {parts}</translation>
        </message>
        <message>
            <source>{whose} {card} deals {damage} damage to {target} (reduced by Protect)</source>
            <translation type="vanished">{card} ({whose}) наносит {target} {damage} урона (уменьшено благодаря Protect)</translation>
        </message>
        <message>
            <source>{whose} {card} deals {damage} damage to {target}</source>
            <translation type="vanished">{card} ({whose}) наносит {target} {damage} урона</translation>
        </message>
        <message>
            <source>Event</source>
            <translation type="vanished">Событие</translation>
        </message>
        <message>
            <source>{event}: {details}</source>
            <translation type="vanished">{event}: {details}</translation>
        </message>
    </context>
</TS>
