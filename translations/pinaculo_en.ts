<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AppOptions</name>
    <message>
        <source>--db needs the path of a database file</source>
        <translation>--db needs the path of a database file</translation>
    </message>
    <message>
        <source>--lang needs one of: %1</source>
        <translation>--lang needs one of: %1</translation>
    </message>
    <message>
        <source>only one game file can be opened, not also %1</source>
        <translation>only one game file can be opened, not also %1</translation>
    </message>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola.</source>
        <translation>Score keeper and referee for Pináculo, Pinacle and Pinnacola.</translation>
    </message>
    <message>
        <source>Show this help and quit.</source>
        <translation>Show this help and quit.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Show the version and quit.</translation>
    </message>
    <message>
        <source>The database file (default: in the user&apos;s application data folder).</source>
        <translation>The database file (default: in the user&apos;s application data folder).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>path</translation>
    </message>
    <message>
        <source>language</source>
        <translation>language</translation>
    </message>
    <message>
        <source>Quit once the window is shown (for tests).</source>
        <translation>Quit once the window is shown (for tests).</translation>
    </message>
    <message>
        <source>Serve a read-only live board of the game on the local network, on this TCP port (0-65535; 0: any free port).</source>
        <translation>Serve a read-only live board of the game on the local network, on this TCP port (0-65535; 0: any free port).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <source>The address the live board listens on, for example 127.0.0.1 (only with --live-board).</source>
        <translation>The address the live board listens on, for example 127.0.0.1 (only with --live-board).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>address</translation>
    </message>
    <message>
        <source>Show this help with Qt&apos;s own options and quit.</source>
        <translation>Show this help with Qt&apos;s own options and quit.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>A game file to open.</source>
        <translation>A game file to open.</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[file]</translation>
    </message>
    <message>
        <source>--live-board needs a port number from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--live-board needs a port number from 0 to 65535, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--live-board-address is only used with --live-board PORT</source>
        <translation>--live-board-address is only used with --live-board PORT</translation>
    </message>
    <message>
        <source>--live-board-address needs an IP address such as 127.0.0.1 or ::1, not &quot;%1&quot;</source>
        <translation>--live-board-address needs an IP address such as 127.0.0.1 or ::1, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Try pinaculo --help.</source>
        <translation>Try pinaculo --help.</translation>
    </message>
    <message>
        <source>The language of the window: %1 (default: the one chosen last, or the system&apos;s).</source>
        <translation>The language of the window: %1 (default: the one chosen last, or the system&apos;s).</translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>Usage:</source>
        <translation>Usage:</translation>
    </message>
    <message>
        <source>Each command lists its options with --help, for example: %1</source>
        <translation>Each command lists its options with --help, for example: %1</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The description of --lang: the languages it takes, &quot;es, it or en&quot;.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>language</translation>
    </message>
    <message>
        <source>pinaculo-cli: unknown language &quot;%1&quot;; use %2</source>
        <translation>pinaculo-cli: unknown language &quot;%1&quot;; use %2</translation>
    </message>
    <message>
        <source>pinaculo-cli: give a command: meld, score, summary, import, export, list, tournament or club</source>
        <translation>pinaculo-cli: give a command: meld, score, summary, import, export, list, tournament or club</translation>
    </message>
    <message>
        <source>pinaculo-cli: unknown command &quot;%1&quot;; use meld, score, summary, import, export, list, tournament or club</source>
        <translation>pinaculo-cli: unknown command &quot;%1&quot;; use meld, score, summary, import, export, list, tournament or club</translation>
    </message>
</context>
<context>
    <name>CliDatabase</name>
    <message>
        <source>The database file (default: the application&apos;s database).</source>
        <translation>The database file (default: the application&apos;s database).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>path</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2</source>
        <translation>pinaculo-cli %1: %2</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: the file was left untouched; the application offers to set it aside and start a fresh database</source>
        <translation>pinaculo-cli %1: the file was left untouched; the application offers to set it aside and start a fresh database</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>Show this help and quit.</source>
        <translation>Show this help and quit.</translation>
    </message>
</context>
<context>
    <name>ClubCommand</name>
    <message>
        <source>Usage:</source>
        <translation>Usage:</translation>
    </message>
    <message>
        <source>pinaculo-cli club: give a subcommand: init-db</source>
        <translation>pinaculo-cli club: give a subcommand: init-db</translation>
    </message>
    <message>
        <source>pinaculo-cli club: unknown subcommand &quot;%1&quot;; use init-db</source>
        <translation>pinaculo-cli club: unknown subcommand &quot;%1&quot;; use init-db</translation>
    </message>
    <message>
        <source>Makes the club&apos;s database on a PostgreSQL server ready for a room of tables, as the database&apos;s owner: its schema, the roles and row-level policies under which each table&apos;s login sends only its own match, and the logins of the director, the board and tables 1 to --tables, each with a new password printed once. Logins that exist keep theirs. The owner&apos;s password is found as PostgreSQL&apos;s own tools find it (PGPASSWORD, ~/.pgpass).</source>
        <translation>Makes the club&apos;s database on a PostgreSQL server ready for a room of tables, as the database&apos;s owner: its schema, the roles and row-level policies under which each table&apos;s login sends only its own match, and the logins of the director, the board and tables 1 to --tables, each with a new password printed once. Logins that exist keep theirs. The owner&apos;s password is found as PostgreSQL&apos;s own tools find it (PGPASSWORD, ~/.pgpass).</translation>
    </message>
    <message>
        <source>The server&apos;s name or address, or the folder of its unix socket.</source>
        <translation>The server&apos;s name or address, or the folder of its unix socket.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>The server&apos;s port.</source>
        <translation>The server&apos;s port.</translation>
    </message>
    <message>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <source>The club&apos;s database.</source>
        <translation>The club&apos;s database.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>The database&apos;s owner (by default the system user).</source>
        <translation>The database&apos;s owner (by default the system user).</translation>
    </message>
    <message>
        <source>user</source>
        <translation>user</translation>
    </message>
    <message>
        <source>TLS: %1; verify-full, the default, checks the server&apos;s certificate and name against the club&apos;s certificate authority.</source>
        <extracomment>The description of --tls: the modes it takes, verify-full being the default.</extracomment>
        <translation>TLS: %1; verify-full, the default, checks the server&apos;s certificate and name against the club&apos;s certificate authority.</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>mode</translation>
    </message>
    <message>
        <source>The club&apos;s certificate authority (a PEM file).</source>
        <translation>The club&apos;s certificate authority (a PEM file).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The room&apos;s tables, each given a login.</source>
        <translation>The room&apos;s tables, each given a login.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The director&apos;s login.</source>
        <translation>The director&apos;s login.</translation>
    </message>
    <message>
        <source>The board&apos;s login, which only reads.</source>
        <translation>The board&apos;s login, which only reads.</translation>
    </message>
    <message>
        <source>pinaculo-cli club init-db: %1</source>
        <translation>pinaculo-cli club init-db: %1</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>unexpected argument &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--port must be a port number, 1 to 65535</source>
        <translation>--port must be a port number, 1 to 65535</translation>
    </message>
    <message>
        <source>--tls must be %1</source>
        <translation>--tls must be %1</translation>
    </message>
    <message>
        <source>--tables must be a number from 0 to %1</source>
        <translation>--tables must be a number from 0 to %1</translation>
    </message>
    <message>
        <source>The club&apos;s database %1 is at schema version %2.</source>
        <translation>The club&apos;s database %1 is at schema version %2.</translation>
    </message>
    <message>
        <source>Logins (a new password is shown only now):</source>
        <translation>Logins (a new password is shown only now):</translation>
    </message>
    <message>
        <source>director</source>
        <translation>director</translation>
    </message>
    <message>
        <source>board</source>
        <translation>board</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <source>(kept, its password unchanged)</source>
        <translation>(kept, its password unchanged)</translation>
    </message>
    <message>
        <source>The address to connect to instead of looking the host up; the server&apos;s certificate is still checked against --host.</source>
        <translation>The address to connect to instead of looking the host up; the server&apos;s certificate is still checked against --host.</translation>
    </message>
    <message>
        <source>address</source>
        <translation>address</translation>
    </message>
</context>
<context>
    <name>ClubConnection</name>
    <message>
        <source>Qt SQL&apos;s PostgreSQL driver is not installed: install the package %1</source>
        <translation>Qt SQL&apos;s PostgreSQL driver is not installed: install the package %1</translation>
    </message>
</context>
<context>
    <name>ClubLogins</name>
    <message>
        <source>&quot;%1&quot; cannot name a login: use lower-case letters, digits and _, a letter first, at most 63 characters</source>
        <translation>&quot;%1&quot; cannot name a login: use lower-case letters, digits and _, a letter first, at most 63 characters</translation>
    </message>
    <message>
        <source>a club has from 0 to %1 tables, not %2</source>
        <translation>a club has from 0 to %1 tables, not %2</translation>
    </message>
</context>
<context>
    <name>ClubMatches</name>
    <message>
        <source>table %1 of round %2 has changed since it was read (another window, or the table itself): read it again</source>
        <translation>table %1 of round %2 has changed since it was read (another window, or the table itself): read it again</translation>
    </message>
</context>
<context>
    <name>ClubRefusal</name>
    <message>
        <source>cannot reach the club&apos;s database %1 at %2 as %3 (%4)</source>
        <translation>cannot reach the club&apos;s database %1 at %2 as %3 (%4)</translation>
    </message>
    <message>
        <source>the club refused the write: a table&apos;s login sends only its own table&apos;s match, and only while it is being played (%1)</source>
        <translation>the club refused the write: a table&apos;s login sends only its own table&apos;s match, and only while it is being played (%1)</translation>
    </message>
    <message>
        <source>the club refused the write: this login may not make it (%1)</source>
        <translation>the club refused the write: this login may not make it (%1)</translation>
    </message>
    <message>
        <source>the club has this already (%1)</source>
        <translation>the club has this already (%1)</translation>
    </message>
    <message>
        <source>this login is already connected as many times as it may be (%1)</source>
        <translation>this login is already connected as many times as it may be (%1)</translation>
    </message>
    <message>
        <source>the connection to the club&apos;s database was lost (%1)</source>
        <translation>the connection to the club&apos;s database was lost (%1)</translation>
    </message>
    <message>
        <source>the club&apos;s database refused: %1</source>
        <translation>the club&apos;s database refused: %1</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club&apos;s database is of schema version %1, newer than this program&apos;s %2: update the program first</source>
        <translation>the club&apos;s database is of schema version %1, newer than this program&apos;s %2: update the program first</translation>
    </message>
    <message>
        <source>schema step %1: %2</source>
        <translation>schema step %1: %2</translation>
    </message>
</context>
<context>
    <name>ClubTableLock</name>
    <message>
        <source>table %1 is held by another laptop</source>
        <translation>table %1 is held by another laptop</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 at %2</translation>
    </message>
    <message>
        <source>table %1 is held by the laptop %2 since %3: close it there first</source>
        <translation>table %1 is held by the laptop %2 since %3: close it there first</translation>
    </message>
</context>
<context>
    <name>CoreText</name>
    <message>
        <source>Pináculo</source>
        <translation>Pináculo</translation>
    </message>
    <message>
        <source>Pinacle</source>
        <translation>Pinacle</translation>
    </message>
    <message>
        <source>Pinnacola</source>
        <translation>Pinnacola</translation>
    </message>
    <message>
        <source>Each player for themselves, 2 to 6 players, 11 cards, sets and runs, play to 1,500.</source>
        <translation>Each player for themselves, 2 to 6 players, 11 cards, sets and runs, play to 1,500.</translation>
    </message>
    <message>
        <source>Spanish partnership rules: pairs sitting opposite, 4 or 6 players, finishing premiums, play to 1,500.</source>
        <translation>Spanish partnership rules: pairs sitting opposite, 4 or 6 players, finishing premiums, play to 1,500.</translation>
    </message>
    <message>
        <source>Italian rules: 2 to 4 players or two pairs, 13 cards, runs only, long runs score double, one hand decides.</source>
        <translation>Italian rules: 2 to 4 players or two pairs, 13 cards, runs only, long runs score double, one hand decides.</translation>
    </message>
    <message>
        <source>Pináculo in one turn</source>
        <translation>Pináculo in one turn</translation>
    </message>
    <message>
        <source>Pináculo from the deal</source>
        <translation>Pináculo from the deal</translation>
    </message>
    <message>
        <source>Pináculo over several turns</source>
        <translation>Pináculo over several turns</translation>
    </message>
    <message>
        <source>Clean escalera</source>
        <translation>Clean escalera</translation>
    </message>
    <message>
        <source>Escalera with one wild card</source>
        <translation>Escalera with one wild card</translation>
    </message>
    <message>
        <source>Escalera with two wild cards</source>
        <translation>Escalera with two wild cards</translation>
    </message>
    <message>
        <source>Dirty escalera</source>
        <translation>Dirty escalera</translation>
    </message>
    <message>
        <source>Eight natural aces</source>
        <translation>Eight natural aces</translation>
    </message>
    <message>
        <source>Eight natural court cards</source>
        <translation>Eight natural court cards</translation>
    </message>
    <message>
        <source>Seven natural aces</source>
        <translation>Seven natural aces</translation>
    </message>
    <message>
        <source>Seven natural court cards</source>
        <translation>Seven natural court cards</translation>
    </message>
    <message>
        <source>Six natural aces</source>
        <translation>Six natural aces</translation>
    </message>
    <message>
        <source>Six natural court cards</source>
        <translation>Six natural court cards</translation>
    </message>
    <message>
        <source>Six aces with a wild card</source>
        <translation>Six aces with a wild card</translation>
    </message>
    <message>
        <source>Six court cards with a wild card</source>
        <translation>Six court cards with a wild card</translation>
    </message>
    <message>
        <source>Eight naturals</source>
        <translation>Eight naturals</translation>
    </message>
    <message>
        <source>Pinnacolone</source>
        <translation>Pinnacolone</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>invalid</translation>
    </message>
    <message>
        <source>set</source>
        <translation>set</translation>
    </message>
    <message>
        <source>run</source>
        <translation>run</translation>
    </message>
    <message>
        <source>over several turns</source>
        <translation>over several turns</translation>
    </message>
    <message>
        <source>in one turn</source>
        <translation>in one turn</translation>
    </message>
    <message>
        <source>from the deal</source>
        <translation>from the deal</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>went out</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>all at once</translation>
    </message>
    <message>
        <source>the hand must have a result for each of the %1 players</source>
        <translation>the hand must have a result for each of the %1 players</translation>
    </message>
    <message>
        <source>%1, meld %2 (%3): %4</source>
        <translation>%1, meld %2 (%3): %4</translation>
    </message>
    <message>
        <source>%1, meld %2 has no cards</source>
        <translation>%1, meld %2 has no cards</translation>
    </message>
    <message>
        <source>%1: %2 is not in this deck (it has no red twos)</source>
        <translation>%1: %2 is not in this deck (it has no red twos)</translation>
    </message>
    <message>
        <source>%1: give the melds or the meld points, not both</source>
        <translation>%1: give the melds or the meld points, not both</translation>
    </message>
    <message>
        <source>%1: give the cards left in hand or their points, not both</source>
        <translation>%1: give the cards left in hand or their points, not both</translation>
    </message>
    <message>
        <source>%1: points entered as a number cannot be negative</source>
        <translation>%1: points entered as a number cannot be negative</translation>
    </message>
    <message>
        <source>%1: a count of penalties cannot be negative</source>
        <translation>%1: a count of penalties cannot be negative</translation>
    </message>
    <message>
        <source>%1 and %2 both went out; only one player can go out</source>
        <translation>%1 and %2 both went out; only one player can go out</translation>
    </message>
    <message>
        <source>%1, meld %2 (%3) was laid on the final turn with a wild card, but no wild card was said to be played on that turn</source>
        <translation>%1, meld %2 (%3) was laid on the final turn with a wild card, but no wild card was said to be played on that turn</translation>
    </message>
    <message>
        <source>the same-back bonus names a player who is not in the game</source>
        <translation>the same-back bonus names a player who is not in the game</translation>
    </message>
    <message>
        <source>%1 players are too many: this game allows at most %2</source>
        <translation>%1 players are too many: this game allows at most %2</translation>
    </message>
    <message>
        <source>this game is played in pairs: give the teams</source>
        <translation>this game is played in pairs: give the teams</translation>
    </message>
    <message>
        <source>this game is played individually: there are no teams</source>
        <translation>this game is played individually: there are no teams</translation>
    </message>
    <message>
        <source>pairs need an even number of players, at least 4 (there are %1)</source>
        <translation>pairs need an even number of players, at least 4 (there are %1)</translation>
    </message>
    <message>
        <source>team %1 names a player who is not in the game</source>
        <translation>team %1 names a player who is not in the game</translation>
    </message>
    <message>
        <source>%1 is in two teams</source>
        <translation>%1 is in two teams</translation>
    </message>
    <message>
        <source>%1 is in no team</source>
        <translation>%1 is in no team</translation>
    </message>
    <message>
        <source>the first dealer is not one of the players</source>
        <translation>the first dealer is not one of the players</translation>
    </message>
    <message>
        <source>Melds entered as points</source>
        <translation>Melds entered as points</translation>
    </message>
    <message>
        <source>%1: eight naturals, the cards plus a bonus</source>
        <translation>%1: eight naturals, the cards plus a bonus</translation>
    </message>
    <message>
        <source>%1: %2, instead of its cards</source>
        <translation>%1: %2, instead of its cards</translation>
    </message>
    <message>
        <source>Rescued wild cards %1</source>
        <translation>Rescued wild cards %1</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Went out</translation>
    </message>
    <message>
        <source>Went out with no wild card on the last turn: melds of that turn ×%1 (%2 → %3)</source>
        <translation>Went out with no wild card on the last turn: melds of that turn ×%1 (%2 → %3)</translation>
    </message>
    <message>
        <source>Laid every card at once: all melds ×%1 instead of the going-out bonus (%2 → %3)</source>
        <translation>Laid every card at once: all melds ×%1 instead of the going-out bonus (%2 → %3)</translation>
    </message>
    <message>
        <source>Laid every card at once without a wild card: all melds ×%1 instead of the going-out bonus (%2 → %3)</source>
        <translation>Laid every card at once without a wild card: all melds ×%1 instead of the going-out bonus (%2 → %3)</translation>
    </message>
    <message>
        <source>Finished with cards of one suit</source>
        <translation>Finished with cards of one suit</translation>
    </message>
    <message>
        <source>Finished with only aces, court cards and wild cards</source>
        <translation>Finished with only aces, court cards and wild cards</translation>
    </message>
    <message>
        <source>Finished with no ace, court card or wild card</source>
        <translation>Finished with no ace, court card or wild card</translation>
    </message>
    <message>
        <source>Cards left in hand, entered as points</source>
        <translation>Cards left in hand, entered as points</translation>
    </message>
    <message>
        <source>Cards left in hand: %1</source>
        <translation>Cards left in hand: %1</translation>
    </message>
    <message>
        <source>Exact cut by %1</source>
        <translation>Exact cut by %1</translation>
    </message>
    <message>
        <source>%1 was dealt eleven cards of one back</source>
        <translation>%1 was dealt eleven cards of one back</translation>
    </message>
    <message numerus="yes">
        <source>Barbelé opening under the minimum, %n time(s)</source>
        <translation>
            <numerusform>Barbelé opening under the minimum, %n time</numerusform>
            <numerusform>Barbelé opening under the minimum, %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</source>
        <translation>
            <numerusform>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</numerusform>
            <numerusform>%1 are barbelé and must open with %2, but the opening melds total %3: %4 short</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s melds were entered as points: no premium, multiplier or opening check could be applied to them</source>
        <translation>%1&apos;s melds were entered as points: no premium, multiplier or opening check could be applied to them</translation>
    </message>
    <message>
        <source>%1 went out, but some of %2&apos;s melds were entered as points: the finishing premiums cannot be judged and are not given</source>
        <translation>%1 went out, but some of %2&apos;s melds were entered as points: the finishing premiums cannot be judged and are not given</translation>
    </message>
    <message>
        <source>%1&apos;s meld %2 is marked as laid on the final turn, but %1 did not go out</source>
        <translation>%1&apos;s meld %2 is marked as laid on the final turn, but %1 did not go out</translation>
    </message>
    <message>
        <source>%1 went out but still has cards in hand</source>
        <translation>%1 went out but still has cards in hand</translation>
    </message>
    <message>
        <source>The hand ended with a pinnacolone: %1 gets no closing bonus</source>
        <translation>The hand ended with a pinnacolone: %1 gets no closing bonus</translation>
    </message>
    <message>
        <source>cards: %1 = %2</source>
        <translation>cards: %1 = %2</translation>
    </message>
    <message>
        <source>(long run: natural cards ×%1)</source>
        <translation>(long run: natural cards ×%1)</translation>
    </message>
    <message>
        <source>%1: %2 instead of the cards (%3)</source>
        <translation>%1: %2 instead of the cards (%3)</translation>
    </message>
    <message>
        <source>%1, eight naturals +%2 = %3</source>
        <translation>%1, eight naturals +%2 = %3</translation>
    </message>
    <message>
        <source>%1 rescued %2</source>
        <translation>%1 rescued %2</translation>
    </message>
    <message>
        <source>%1; %2; total %3</source>
        <translation>%1; %2; total %3</translation>
    </message>
    <message>
        <source>%1: failed openings are entered, but %2 is not barbelé in this hand; only a barbelé side can fail an opening</source>
        <translation>%1: failed openings are entered, but %2 is not barbelé in this hand; only a barbelé side can fail an opening</translation>
    </message>
    <message>
        <source>%1 and %2 are partners but do not sit opposite; in turn order the pairs must alternate (A B A B, or A B C A B C)</source>
        <translation>%1 and %2 are partners but do not sit opposite; in turn order the pairs must alternate (A B A B, or A B C A B C)</translation>
    </message>
    <message numerus="yes">
        <source>%1 appears %n time(s) in this hand, but the decks hold only %2</source>
        <translation>
            <numerusform>%1 appears %n time in this hand, but the decks hold only %2</numerusform>
            <numerusform>%1 appears %n times in this hand, but the decks hold only %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) are too few: this game needs at least %1</source>
        <translation>
            <numerusform>%n player is too few: this game needs at least %1</numerusform>
            <numerusform>%n players are too few: this game needs at least %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>team %1 has %n player(s); a team is a pair</source>
        <translation>
            <numerusform>team %1 has %n player; a team is a pair</numerusform>
            <numerusform>team %1 has %n players; a team is a pair</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not call pumba, %n time(s)</source>
        <translation>
            <numerusform>Did not call pumba, %n time</numerusform>
            <numerusform>Did not call pumba, %n times</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n natural card(s)</source>
        <translation>
            <numerusform>%n natural card</numerusform>
            <numerusform>%n natural cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wild card(s)</source>
        <translation>
            <numerusform>%n wild card</numerusform>
            <numerusform>%n wild cards</numerusform>
        </translation>
    </message>
    <message>
        <source>The melds of %1 were entered as points: no premium, multiplier or opening check could be applied to them</source>
        <translation>The melds of %1 were entered as points: no premium, multiplier or opening check could be applied to them</translation>
    </message>
    <message>
        <source>%1; the melds of %2 were entered as points too: no opening check could be applied to them</source>
        <translation>%1; the melds of %2 were entered as points too: no opening check could be applied to them</translation>
    </message>
    <message>
        <source>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</source>
        <comment>a pair, named by its team name</comment>
        <translation>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</translation>
    </message>
    <message>
        <source>set</source>
        <comment>a set of more than three cards</comment>
        <translation>set</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) of this rank in this hand, with and without suits, but the decks hold only %2</source>
        <translation>
            <numerusform>%1: %n card of this rank in this hand, with and without suits, but the decks hold only %2</numerusform>
            <numerusform>%1: %n cards of this rank in this hand, with and without suits, but the decks hold only %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the cards left in hand has no suit; only the cards of a set may be written without their suits</source>
        <translation>%1: %2 in the cards left in hand has no suit; only the cards of a set may be written without their suits</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 or %2</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>Cannot create the folder %1 for the database.</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation>Cannot open the database %1: %2</translation>
    </message>
    <message>
        <source>The file %1 is not a Pináculo database.</source>
        <translation>The file %1 is not a Pináculo database.</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1 for safe writing: %2</source>
        <translation>Cannot prepare the database %1 for safe writing: %2</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1: %2</source>
        <translation>Cannot prepare the database %1: %2</translation>
    </message>
    <message>
        <source>Cannot move the damaged database %1 aside.</source>
        <translation>Cannot move the damaged database %1 aside.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file. Give the name of a file, for example %2.</source>
        <translation>%1 is a folder, not a database file. Give the name of a file, for example %2.</translation>
    </message>
    <message>
        <source>Cannot create the database %1: the folder cannot be written (a read-only folder or medium). Choose another place with --db.</source>
        <translation>Cannot create the database %1: the folder cannot be written (a read-only folder or medium). Choose another place with --db.</translation>
    </message>
    <message>
        <source>The database %1 is on a folder or medium that cannot be written: its games can be read, but nothing will be saved.</source>
        <translation>The database %1 is on a folder or medium that cannot be written: its games can be read, but nothing will be saved.</translation>
    </message>
    <message>
        <source>The database was written by a newer version of Pináculo (schema %1; this one knows up to %2).</source>
        <translation>The database was written by a newer version of Pináculo (schema %1; this one knows up to %2).</translation>
    </message>
    <message>
        <source>The database %1 must be upgraded before it can be read, and its folder cannot be written.</source>
        <translation>The database %1 must be upgraded before it can be read, and its folder cannot be written.</translation>
    </message>
</context>
<context>
    <name>DatabaseOpener</name>
    <message>
        <source>Damaged database</source>
        <translation>Damaged database</translation>
    </message>
    <message>
        <source>%1

The file will not be changed. Set it aside under a new name and start a new, empty database?</source>
        <translation>%1

The file will not be changed. Set it aside under a new name and start a new, empty database?</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Database</translation>
    </message>
    <message>
        <source>The damaged database was kept as %1.</source>
        <translation>The damaged database was kept as %1.</translation>
    </message>
</context>
<context>
    <name>DiscardEntryQuestion</name>
    <message>
        <source>Discard this hand?</source>
        <translation>Discard this hand?</translation>
    </message>
    <message>
        <source>The cards and results entered for this hand will be lost.</source>
        <translation>The cards and results entered for this hand will be lost.</translation>
    </message>
    <message>
        <source>Discard what was entered</source>
        <translation>Discard what was entered</translation>
    </message>
    <message>
        <source>Keep entering</source>
        <translation>Keep entering</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>The game file to write (- for standard output).</source>
        <translation>The game file to write (- for standard output).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>The game&apos;s id, as list shows it.</source>
        <translation>The game&apos;s id, as list shows it.</translation>
    </message>
    <message>
        <source>pinaculo-cli export: %1</source>
        <translation>pinaculo-cli export: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli export: give exactly one game id (a number)</source>
        <translation>pinaculo-cli export: give exactly one game id (a number)</translation>
    </message>
    <message>
        <source>pinaculo-cli export: give the file to write with -o FILE</source>
        <translation>pinaculo-cli export: give the file to write with -o FILE</translation>
    </message>
    <message>
        <source>Writes a stored game as a game file.</source>
        <translation>Writes a stored game as a game file.</translation>
    </message>
</context>
<context>
    <name>GameFileReader</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>line %1, column %2: %3</translation>
    </message>
    <message>
        <source>hand %1, %2, meld %3</source>
        <translation>hand %1, %2, meld %3</translation>
    </message>
    <message>
        <source>hand %1, %2</source>
        <translation>hand %1, %2</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>hand %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>not valid JSON: %1</translation>
    </message>
    <message>
        <source>a game file is one JSON object</source>
        <translation>a game file is one JSON object</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2 (line %3)</source>
        <translation>unknown key &quot;%1&quot; in %2 (line %3)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2</source>
        <translation>unknown key &quot;%1&quot; in %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2</source>
        <translation>&quot;%1&quot; must be %2</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>a whole number</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true or false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card (card %2 of &quot;%3&quot;); write cards as rank and suit, for example 10H, QS or JK</source>
        <translation>&quot;%1&quot; is not a card (card %2 of &quot;%3&quot;); write cards as rank and suit, for example 10H, QS or JK</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2, who is not one of the players</source>
        <translation>&quot;%1&quot; names %2, who is not one of the players</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>the game</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;pinaculo-game&quot;: this is not a game file</source>
        <translation>&quot;format&quot; must be &quot;pinaculo-game&quot;: this is not a game file</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1; this file was written by a newer program</source>
        <translation>&quot;version&quot; must be 1; this file was written by a newer program</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot; (line %2)</source>
        <translation>unknown rule &quot;%1&quot; (line %2)</translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot;</source>
        <translation>unknown rule &quot;%1&quot;</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; must be %2</source>
        <translation>rule &quot;%1&quot; must be %2</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; is out of range</source>
        <translation>rule &quot;%1&quot; is out of range</translation>
    </message>
    <message>
        <source>a list of names</source>
        <translation>a list of names</translation>
    </message>
    <message>
        <source>null or a list of teams</source>
        <translation>null or a list of teams</translation>
    </message>
    <message>
        <source>a list of teams</source>
        <translation>a list of teams</translation>
    </message>
    <message>
        <source>a team</source>
        <translation>a team</translation>
    </message>
    <message>
        <source>a list of hands</source>
        <translation>a list of hands</translation>
    </message>
    <message>
        <source>a hand must be an object</source>
        <translation>a hand must be an object</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>the hand</translation>
    </message>
    <message>
        <source>an object with one entry per player</source>
        <translation>an object with one entry per player</translation>
    </message>
    <message>
        <source>%1 is missing from the results</source>
        <translation>%1 is missing from the results</translation>
    </message>
    <message>
        <source>a player&apos;s result must be an object</source>
        <translation>a player&apos;s result must be an object</translation>
    </message>
    <message>
        <source>the player&apos;s result</source>
        <translation>the player&apos;s result</translation>
    </message>
    <message>
        <source>give &quot;melds&quot; or &quot;meld_points&quot;, not both</source>
        <translation>give &quot;melds&quot; or &quot;meld_points&quot;, not both</translation>
    </message>
    <message>
        <source>give &quot;hand&quot; or &quot;hand_points&quot;, not both</source>
        <translation>give &quot;hand&quot; or &quot;hand_points&quot;, not both</translation>
    </message>
    <message>
        <source>a list of melds</source>
        <translation>a list of melds</translation>
    </message>
    <message>
        <source>&quot;out&quot; must be &quot;no&quot;, &quot;yes&quot; or &quot;all_at_once&quot;, not &quot;%1&quot;</source>
        <translation>&quot;out&quot; must be &quot;no&quot;, &quot;yes&quot; or &quot;all_at_once&quot;, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a meld is a card list or an object with &quot;cards&quot;</source>
        <translation>a meld is a card list or an object with &quot;cards&quot;</translation>
    </message>
    <message>
        <source>the meld</source>
        <translation>the meld</translation>
    </message>
    <message>
        <source>the meld has no &quot;cards&quot;</source>
        <translation>the meld has no &quot;cards&quot;</translation>
    </message>
    <message>
        <source>&quot;laid&quot; must be &quot;over_turns&quot;, &quot;one_turn&quot; or &quot;from_deal&quot;, not &quot;%1&quot;</source>
        <translation>&quot;laid&quot; must be &quot;over_turns&quot;, &quot;one_turn&quot; or &quot;from_deal&quot;, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>cannot open %1: %2</translation>
    </message>
    <message>
        <source>this hand follows the end of the game and must be marked &quot;after_end&quot;: true</source>
        <translation>this hand follows the end of the game and must be marked &quot;after_end&quot;: true</translation>
    </message>
    <message>
        <source>this hand is marked &quot;after_end&quot;, but the game had not ended before it</source>
        <translation>this hand is marked &quot;after_end&quot;, but the game had not ended before it</translation>
    </message>
    <message>
        <source>the game is larger than %1 MiB, the limit of a game file</source>
        <translation>the game is larger than %1 MiB, the limit of a game file</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark; a game file is UTF-8 without one</source>
        <translation>the file starts with a byte-order mark; a game file is UTF-8 without one</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is given twice in one object</source>
        <translation>the key &quot;%1&quot; is given twice in one object</translation>
    </message>
    <message>
        <source>a string holds half of a UTF-16 surrogate pair (%1) alone; it is not a character</source>
        <translation>a string holds half of a UTF-16 surrogate pair (%1) alone; it is not a character</translation>
    </message>
    <message>
        <source>a string holds the control character %1; strings may hold printable characters only</source>
        <translation>a string holds the control character %1; strings may hold printable characters only</translation>
    </message>
    <message>
        <source>the text is not UTF-8; save the file as UTF-8</source>
        <translation>the text is not UTF-8; save the file as UTF-8</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be from %2 to %3 (the limit of a game file)</source>
        <translation>&quot;%1&quot; must be from %2 to %3 (the limit of a game file)</translation>
    </message>
    <message>
        <source>the game has %1 hands; a game file holds at most %2</source>
        <translation>the game has %1 hands; a game file holds at most %2</translation>
    </message>
    <message>
        <source>%1 melds; a player lays at most %2 in one hand</source>
        <translation>%1 melds; a player lays at most %2 in one hand</translation>
    </message>
    <message>
        <source>this is a folder, not a game file</source>
        <translation>this is a folder, not a game file</translation>
    </message>
    <message>
        <source>this is not a regular file (it is a device, pipe or socket); a game file is an ordinary file</source>
        <translation>this is not a regular file (it is a device, pipe or socket); a game file is an ordinary file</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the limit of a game file</source>
        <translation>the file is larger than %1 MiB, the limit of a game file</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;: use %2</source>
        <translation>unknown variant &quot;%1&quot;: use %2</translation>
    </message>
    <message numerus="yes">
        <source>&quot;time_called_after&quot; is %1, but the game has %n hand(s)</source>
        <translation>
            <numerusform>&quot;time_called_after&quot; is %1, but the game has %n hand</numerusform>
            <numerusform>&quot;time_called_after&quot; is %1, but the game has %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLimits</name>
    <message>
        <source>the game has %1 hands; a game file holds at most %2</source>
        <translation>the game has %1 hands; a game file holds at most %2</translation>
    </message>
    <message>
        <source>hand %1 holds more melds, points or penalties than a game file allows (at most %2 melds, %3 meld points, %4 hand points and %5 penalties of a kind per player)</source>
        <translation>hand %1 holds more melds, points or penalties than a game file allows (at most %2 melds, %3 meld points, %4 hand points and %5 penalties of a kind per player)</translation>
    </message>
</context>
<context>
    <name>GameRepository</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>The game could not be saved: %1</translation>
    </message>
    <message>
        <source>The game could not be saved: game %1 is not in the database</source>
        <translation>The game could not be saved: game %1 is not in the database</translation>
    </message>
    <message>
        <source>The game could not be read: %1</source>
        <translation>The game could not be read: %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the database.</source>
        <translation>There is no game %1 in the database.</translation>
    </message>
    <message>
        <source>Game %1 has an unknown variant &quot;%2&quot;.</source>
        <translation>Game %1 has an unknown variant &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Game %1 has an invalid value for the rule &quot;%2&quot;.</source>
        <translation>Game %1 has an invalid value for the rule &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Hand %1 of game %2 cannot be read.</source>
        <translation>Hand %1 of game %2 cannot be read.</translation>
    </message>
    <message>
        <source>Game %1 is damaged in the database: %2. Nothing was read from it; restore the database from a backup copy.</source>
        <translation>Game %1 is damaged in the database: %2. Nothing was read from it; restore the database from a backup copy.</translation>
    </message>
    <message>
        <source>hand %1 is missing</source>
        <translation>hand %1 is missing</translation>
    </message>
    <message>
        <source>hand %1 does not read as it was stored</source>
        <translation>hand %1 does not read as it was stored</translation>
    </message>
    <message numerus="yes">
        <source>%1 of its %n hand(s) can be read</source>
        <translation>
            <numerusform>%1 of its %n hand can be read</numerusform>
            <numerusform>%1 of its %n hands can be read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameValidator</name>
    <message>
        <source>hand %1: %2</source>
        <translation>hand %1: %2</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>The score sheet: select a hand to see its breakdown</source>
        <translation>The score sheet: select a hand to see its breakdown</translation>
    </message>
    <message>
        <source>Hand breakdown</source>
        <translation>Hand breakdown</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Running totals</translation>
    </message>
</context>
<context>
    <name>HandEntryDialog</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Events of the deal</source>
        <translation>Events of the deal</translation>
    </message>
    <message>
        <source>Dealt eleven cards of one &amp;back:</source>
        <translation>Dealt eleven cards of one &amp;back:</translation>
    </message>
    <message>
        <source>Score of this hand</source>
        <translation>Score of this hand</translation>
    </message>
    <message>
        <source>Card picker — ×n: copies this hand can still hold</source>
        <translation>Card picker — ×n: copies this hand can still hold</translation>
    </message>
    <message>
        <source>Click a card to add it to the field being edited</source>
        <translation>Click a card to add it to the field being edited</translation>
    </message>
    <message>
        <source>P&amp;oints only</source>
        <translation>P&amp;oints only</translation>
    </message>
    <message>
        <source>For a table that only counts: one row per side with the points melded and the points left in hand, and who went out. Kept for the next hands.</source>
        <translation>For a table that only counts: one row per side with the points melded and the points left in hand, and who went out. Kept for the next hands.</translation>
    </message>
</context>
<context>
    <name>HandEntryKeys</name>
    <message>
        <source>%1 or %2: next number · %3: confirm</source>
        <extracomment>%1 Tab, %2 Enter, %3 Ctrl+Enter</extracomment>
        <translation>%1 or %2: next number · %3: confirm</translation>
    </message>
    <message>
        <source>%1: next meld, from the cards in hand the next player · %2…%3 or %4 / %5: player · %6: confirm</source>
        <extracomment>%1 Enter, %2 Ctrl+1, %3 the last player&apos;s digit, %4 Ctrl+PgUp, %5 Ctrl+PgDn, %6 Ctrl+Enter</extracomment>
        <translation>%1: next meld, from the cards in hand the next player · %2…%3 or %4 / %5: player · %6: confirm</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Game History</source>
        <translation>Game History</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;match</translation>
    </message>
    <message>
        <source>A new game with the same players and rules</source>
        <translation>A new game with the same players and rules</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;name…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Summary…</translation>
    </message>
    <message>
        <source>Preview and print the summary of the game</source>
        <translation>Preview and print the summary of the game</translation>
    </message>
    <message>
        <source>Name of a game or a player</source>
        <translation>Name of a game or a player</translation>
    </message>
    <message>
        <source>Sea&amp;rch:</source>
        <translation>Sea&amp;rch:</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>The game&apos;s name in the history.</source>
        <translation>The game&apos;s name in the history.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The game file.</source>
        <translation>The game file.</translation>
    </message>
    <message>
        <source>pinaculo-cli import: %1</source>
        <translation>pinaculo-cli import: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli import: give exactly one game file</source>
        <translation>pinaculo-cli import: give exactly one game file</translation>
    </message>
    <message>
        <source>pinaculo-cli import: %1: %2</source>
        <translation>pinaculo-cli import: %1: %2</translation>
    </message>
    <message>
        <source>Stores a game file in the database and prints its id.</source>
        <translation>Stores a game file in the database and prints its id.</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <source>The database %1 is already in use by another instance (process %2). Close that instance first, or choose another database.</source>
        <translation>The database %1 is already in use by another instance (process %2). Close that instance first, or choose another database.</translation>
    </message>
    <message>
        <source>Cannot lock the database %1: %2 is a folder. Move or remove that folder; the lock file is made anew at every start.</source>
        <translation>Cannot lock the database %1: %2 is a folder. Move or remove that folder; the lock file is made anew at every start.</translation>
    </message>
    <message>
        <source>Cannot open the database %1: the disk is full. Free some space and start again.</source>
        <translation>Cannot open the database %1: the disk is full. Free some space and start again.</translation>
    </message>
    <message>
        <source>Cannot lock the database %1: %2</source>
        <translation>Cannot lock the database %1: %2</translation>
    </message>
    <message>
        <source>The database %1 is already in use by another instance, which opened it under another name (a link to the same file). Close that instance first, or choose another database.</source>
        <translation>The database %1 is already in use by another instance, which opened it under another name (a link to the same file). Close that instance first, or choose another database.</translation>
    </message>
</context>
<context>
    <name>LateArrival</name>
    <message numerus="yes">
        <source>Forfeit: more than %n minute(s) late, the match is awarded to the side present</source>
        <translation>
            <numerusform>Forfeit: more than %n minute late, the match is awarded to the side present</numerusform>
            <numerusform>Forfeit: more than %n minutes late, the match is awarded to the side present</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 MP: more than %n minute(s) late</source>
        <translation>
            <numerusform>%1 MP: more than %n minute late</numerusform>
            <numerusform>%1 MP: more than %n minutes late</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A warning only: up to %n minute(s) late</source>
        <translation>
            <numerusform>A warning only: up to %n minute late</numerusform>
            <numerusform>A warning only: up to %n minutes late</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Late arrival: %n minute(s)</source>
        <translation>
            <numerusform>Late arrival: %n minute</numerusform>
            <numerusform>Late arrival: %n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>Only games of this player.</source>
        <translation>Only games of this player.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Only games of this variant.</source>
        <translation>Only games of this variant.</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variant</translation>
    </message>
    <message>
        <source>pinaculo-cli list: %1</source>
        <translation>pinaculo-cli list: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli list: unexpected argument &quot;%1&quot;</source>
        <translation>pinaculo-cli list: unexpected argument &quot;%1&quot;</translation>
    </message>
    <message>
        <source>No games stored.</source>
        <translation>No games stored.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>sides</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>hands</translation>
    </message>
    <message>
        <source>status</source>
        <translation>status</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winner</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>draw</translation>
    </message>
    <message>
        <source>over</source>
        <translation>over</translation>
    </message>
    <message>
        <source>Lists the stored games.</source>
        <translation>Lists the stored games.</translation>
    </message>
    <message>
        <source>pinaculo-cli list: unknown variant &quot;%1&quot;: use %2</source>
        <translation>pinaculo-cli list: unknown variant &quot;%1&quot;: use %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Pináculo</source>
        <translation>Pináculo</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Main toolbar</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;New Game…</translation>
    </message>
    <message>
        <source>Start a new game: variant, players, seats and rules</source>
        <translation>Start a new game: variant, players, seats and rules</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open Game File…</source>
        <translation>&amp;Open Game File…</translation>
    </message>
    <message>
        <source>Open a game file</source>
        <translation>Open a game file</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Export Game File…</source>
        <translation>&amp;Export Game File…</translation>
    </message>
    <message>
        <source>Write the game to a game file</source>
        <translation>Write the game to a game file</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>&amp;Start Page</translation>
    </message>
    <message>
        <source>Leave the game and show the start page</source>
        <translation>Leave the game and show the start page</translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Quit the application</source>
        <translation>Quit the application</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Undo the last change</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Redo the change just undone</source>
        <translation>Redo the change just undone</translation>
    </message>
    <message>
        <source>&amp;Record Hand…</source>
        <translation>&amp;Record Hand…</translation>
    </message>
    <message>
        <source>Enter the melds and cards of the hand just played</source>
        <translation>Enter the melds and cards of the hand just played</translation>
    </message>
    <message>
        <source>&amp;Edit Hand…</source>
        <translation>&amp;Edit Hand…</translation>
    </message>
    <message>
        <source>Correct the selected hand</source>
        <translation>Correct the selected hand</translation>
    </message>
    <message>
        <source>&amp;Delete Hand</source>
        <translation>&amp;Delete Hand</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Delete the selected hand</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Re&amp;name Player…</source>
        <translation>Re&amp;name Player…</translation>
    </message>
    <message>
        <source>Change a player&apos;s name</source>
        <translation>Change a player&apos;s name</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>&amp;Full-Screen Scoreboard</source>
        <translation>&amp;Full-Screen Scoreboard</translation>
    </message>
    <message>
        <source>Show the scoreboard in big type for the whole table</source>
        <translation>Show the scoreboard in big type for the whole table</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>&amp;Meld Checker…</source>
        <translation>&amp;Meld Checker…</translation>
    </message>
    <message>
        <source>Check whether cards make a valid meld and what it scores</source>
        <translation>Check whether cards make a valid meld and what it scores</translation>
    </message>
    <message>
        <source>&amp;About Pináculo</source>
        <translation>&amp;About Pináculo</translation>
    </message>
    <message>
        <source>About this application</source>
        <translation>About this application</translation>
    </message>
    <message>
        <source>New</source>
        <translation>New</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Record Hand</source>
        <translation>Record Hand</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edit</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Full Screen</source>
        <translation>Full Screen</translation>
    </message>
    <message>
        <source>Meld Checker</source>
        <translation>Meld Checker</translation>
    </message>
    <message>
        <source>&amp;Import Game Files…</source>
        <translation>&amp;Import Game Files…</translation>
    </message>
    <message>
        <source>Store game files in the history without leaving this game</source>
        <translation>Store game files in the history without leaving this game</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;History…</translation>
    </message>
    <message>
        <source>Every stored game: open, rematch, rename or delete one</source>
        <translation>Every stored game: open, rematch, rename or delete one</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Each player&apos;s record across the stored games</source>
        <translation>Each player&apos;s record across the stored games</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Print Pre&amp;view…</translation>
    </message>
    <message>
        <source>See the printed summary of the game before printing it</source>
        <translation>See the printed summary of the game before printing it</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <source>Print a summary of the game</source>
        <translation>Print a summary of the game</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Export P&amp;DF…</translation>
    </message>
    <message>
        <source>Write a summary of the game to a PDF file</source>
        <translation>Write a summary of the game to a PDF file</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>The rules of the variant being played</source>
        <translation>The rules of the variant being played</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Share &amp;Live Board…</source>
        <translation>Share &amp;Live Board…</translation>
    </message>
    <message>
        <source>Show the score on the phones at the table: a read-only page on the local network</source>
        <translation>Show the score on the phones at the table: a read-only page on the local network</translation>
    </message>
    <message>
        <source>Show the score on the phones at the table</source>
        <translation>Show the score on the phones at the table</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>Director&apos;s &amp;Window…</source>
        <translation>Director&apos;s &amp;Window…</translation>
    </message>
    <message>
        <source>A club evening or a tournament: rounds, tables, victory points and standings</source>
        <translation>A club evening or a tournament: rounds, tables, victory points and standings</translation>
    </message>
    <message>
        <source>&amp;Time Called</source>
        <translation>&amp;Time Called</translation>
    </message>
    <message>
        <source>A round played to a time: the game ends after the hands recorded, the higher total winning</source>
        <translation>A round played to a time: the game ends after the hands recorded, the higher total winning</translation>
    </message>
    <message>
        <source>End the game here: time was called</source>
        <translation>End the game here: time was called</translation>
    </message>
</context>
<context>
    <name>MeldCheckerDialog</name>
    <message>
        <source>Meld checker</source>
        <translation>Meld checker</translation>
    </message>
    <message>
        <source>Settle a dispute: enter a meld as the table saw it and see whether it is valid and what it scores.</source>
        <translation>Settle a dispute: enter a meld as the table saw it and see whether it is valid and what it scores.</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Cards:</translation>
    </message>
    <message>
        <source>&amp;Laid:</source>
        <translation>&amp;Laid:</translation>
    </message>
    <message>
        <source>&amp;Rescued wild cards:</source>
        <translation>&amp;Rescued wild cards:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Shape:</translation>
    </message>
    <message>
        <source>Natural and wild cards:</source>
        <translation>Natural and wild cards:</translation>
    </message>
    <message>
        <source>Premium:</source>
        <translation>Premium:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Points:</translation>
    </message>
    <message>
        <source>How the points add up:</source>
        <translation>How the points add up:</translation>
    </message>
    <message>
        <source>Card picker — ×n: copies the decks still hold</source>
        <translation>Card picker — ×n: copies the decks still hold</translation>
    </message>
</context>
<context>
    <name>MeldCommand</name>
    <message>
        <source>Checks one meld: shape, premium, points and reasons.</source>
        <translation>Checks one meld: shape, premium, points and reasons.</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variant</translation>
    </message>
    <message>
        <source>over_turns, one_turn or from_deal (11-card sets).</source>
        <translation>over_turns, one_turn or from_deal (11-card sets).</translation>
    </message>
    <message>
        <source>laid</source>
        <translation>laid</translation>
    </message>
    <message>
        <source>Wild cards rescued from the meld.</source>
        <translation>Wild cards rescued from the meld.</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cards</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>The meld&apos;s cards, for example 10H JH QH JK.</source>
        <translation>The meld&apos;s cards, for example 10H JH QH JK.</translation>
    </message>
    <message>
        <source>pinaculo-cli meld: %1</source>
        <translation>pinaculo-cli meld: %1</translation>
    </message>
    <message>
        <source>--laid must be over_turns, one_turn or from_deal</source>
        <translation>--laid must be over_turns, one_turn or from_deal</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (card %2) is not a card; write rank and suit, for example 10H, QS or JK</source>
        <translation>&quot;%1&quot; (card %2) is not a card; write rank and suit, for example 10H, QS or JK</translation>
    </message>
    <message>
        <source>give the meld&apos;s cards, for example: meld --variant pinaculo 3H 4H 5H</source>
        <translation>give the meld&apos;s cards, for example: meld --variant pinaculo 3H 4H 5H</translation>
    </message>
    <message>
        <source>--rescued: &quot;%1&quot; is not a card</source>
        <translation>--rescued: &quot;%1&quot; is not a card</translation>
    </message>
    <message>
        <source>Invalid meld: %1</source>
        <translation>Invalid meld: %1</translation>
    </message>
    <message>
        <source>Premium: %1</source>
        <translation>Premium: %1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Points: %1</translation>
    </message>
    <message numerus="yes">
        <source>Valid %1 of %n card(s): %2</source>
        <translation>
            <numerusform>Valid %1 of %n card: %2</numerusform>
            <numerusform>Valid %1 of %n cards: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The description of --variant: the variants it takes, &quot;pinaculo, pinacle or pinnacola&quot;.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>--variant must be %1</source>
        <translation>--variant must be %1</translation>
    </message>
</context>
<context>
    <name>MeldRow</name>
    <message>
        <source>How the cards of this meld reached the table (matters for pináculos)</source>
        <translation>How the cards of this meld reached the table (matters for pináculos)</translation>
    </message>
    <message>
        <source>Laid as a new meld on the turn its owner went out</source>
        <translation>Laid as a new meld on the turn its owner went out</translation>
    </message>
    <message>
        <source>final turn</source>
        <translation>final turn</translation>
    </message>
    <message>
        <source>Part of the side&apos;s first melding turn of the hand (barbelé check)</source>
        <translation>Part of the side&apos;s first melding turn of the hand (barbelé check)</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>opening</translation>
    </message>
    <message>
        <source>Remove this meld</source>
        <translation>Remove this meld</translation>
    </message>
</context>
<context>
    <name>MitchellMovement</name>
    <message>
        <source>a movement needs at least 2 pairs, not %1</source>
        <translation>a movement needs at least 2 pairs, not %1</translation>
    </message>
    <message>
        <source>the East-West pairs move at least 1 table a round, not %1</source>
        <translation>the East-West pairs move at least 1 table a round, not %1</translation>
    </message>
    <message numerus="yes">
        <source>moving %n table(s) a round at %1 tables, pairs meet again after %2 rounds; %3 rounds were planned</source>
        <translation>
            <numerusform>moving %n table a round at %1 tables, pairs meet again after %2 rounds; %3 rounds were planned</numerusform>
            <numerusform>moving %n tables a round at %1 tables, pairs meet again after %2 rounds; %3 rounds were planned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <source>player %1 has no name</source>
        <translation>player %1 has no name</translation>
    </message>
    <message>
        <source>team %1 has no name</source>
        <translation>team %1 has no name</translation>
    </message>
    <message>
        <source>the game&apos;s name is empty</source>
        <translation>the game&apos;s name is empty</translation>
    </message>
    <message>
        <source>the house rules have no name</source>
        <translation>the house rules have no name</translation>
    </message>
    <message>
        <source>the player name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>the player name &quot;%1&quot; is too long: a name has at most %2 characters</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>the team name &quot;%1&quot; is too long: a name has at most %2 characters</translation>
    </message>
    <message>
        <source>the game name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>the game name &quot;%1&quot; is too long: a name has at most %2 characters</translation>
    </message>
    <message>
        <source>the house rules name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>the house rules name &quot;%1&quot; is too long: a name has at most %2 characters</translation>
    </message>
    <message>
        <source>the player name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>the player name &quot;%1&quot; holds a control or invisible character (shown as %2)</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>the team name &quot;%1&quot; holds a control or invisible character (shown as %2)</translation>
    </message>
    <message>
        <source>the game name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>the game name &quot;%1&quot; holds a control or invisible character (shown as %2)</translation>
    </message>
    <message>
        <source>the house rules name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>the house rules name &quot;%1&quot; holds a control or invisible character (shown as %2)</translation>
    </message>
    <message>
        <source>two teams are called %1 (names differing only in capitals are the same)</source>
        <translation>two teams are called %1 (names differing only in capitals are the same)</translation>
    </message>
    <message>
        <source>two players are called %1 (names differing only in capitals are the same)</source>
        <translation>two players are called %1 (names differing only in capitals are the same)</translation>
    </message>
    <message>
        <source>a name has at most %1 characters</source>
        <translation>a name has at most %1 characters</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>New Game</translation>
    </message>
    <message>
        <source>Players in seating order</source>
        <translation>Players in seating order</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Add</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Up</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>Do&amp;wn</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>Play in &amp;pairs (partners sit opposite)</source>
        <translation>Play in &amp;pairs (partners sit opposite)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;Target score:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>First &amp;dealer:</translation>
    </message>
    <message>
        <source>Dra&amp;w for seats</source>
        <translation>Dra&amp;w for seats</translation>
    </message>
    <message>
        <source>Each player draws a card: players sit from the lowest card to the highest, and the lowest deals first; equal ranks draw again</source>
        <translation>Each player draws a card: players sit from the lowest card to the highest, and the lowest deals first; equal ranks draw again</translation>
    </message>
    <message>
        <source>Show &amp;all rule parameters</source>
        <translation>Show &amp;all rule parameters</translation>
    </message>
</context>
<context>
    <name>NextRoundPairing</name>
    <message>
        <source>every round of the plan (%1) is already seated</source>
        <translation>every round of the plan (%1) is already seated</translation>
    </message>
    <message>
        <source>round %1 is still in play: close it before seating the next</source>
        <translation>round %1 is still in play: close it before seating the next</translation>
    </message>
    <message>
        <source>a Mitchell movement seats every entry, numbered from 1 to %1; with an entry withdrawn, seat this round Danish or by hand</source>
        <translation>a Mitchell movement seats every entry, numbered from 1 to %1; with an entry withdrawn, seat this round Danish or by hand</translation>
    </message>
    <message>
        <source>an all-play-all group of %1 has %2 rounds; round %3 would be its %4th</source>
        <translation>an all-play-all group of %1 has %2 rounds; round %3 would be its %4th</translation>
    </message>
    <message>
        <source>round %1 is seated by the director</source>
        <translation>round %1 is seated by the director</translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message numerus="yes">
        <source>%1 wins with %2 points</source>
        <translation>
            <numerusform>%1 wins with %2 points</numerusform>
            <numerusform>%1 win with %2 points</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>The game ends in a draw</translation>
    </message>
    <message>
        <source>Game on: first to %1</source>
        <translation>Game on: first to %1</translation>
    </message>
    <message>
        <source>Game on: one hand decides</source>
        <translation>Game on: one hand decides</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game and counts for nothing</source>
        <translation>Hand %1 was played after the end of the game and counts for nothing</translation>
    </message>
    <message>
        <source>Hands %1 to %2 were played after the end of the game and count for nothing</source>
        <translation>Hands %1 to %2 were played after the end of the game and count for nothing</translation>
    </message>
    <message>
        <source>%1 are tied at %2 points: the game goes on for another hand</source>
        <translation>%1 are tied at %2 points: the game goes on for another hand</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <comment>the winner is a pair, named by its team name</comment>
        <translation>%1 wins with %2 points</translation>
    </message>
    <message numerus="yes">
        <source>Game on: first to %1, or the higher total after %2 hand(s)</source>
        <translation>
            <numerusform>Game on: first to %1, or the higher total after %2 hand</numerusform>
            <numerusform>Game on: first to %1, or the higher total after %2 hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game on: the higher total after %1 hand(s) wins</source>
        <translation>
            <numerusform>Game on: the higher total after %1 hand wins</numerusform>
            <numerusform>Game on: the higher total after %1 hands wins</numerusform>
        </translation>
    </message>
    <message>
        <source>Time was called after hand %1</source>
        <translation>Time was called after hand %1</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>%1 is the open database or one of its files; choose another file</source>
        <translation>%1 is the open database or one of its files; choose another file</translation>
    </message>
    <message>
        <source>%1 names a folder, not a file</source>
        <translation>%1 names a folder, not a file</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>the folder %1 does not exist</translation>
    </message>
    <message>
        <source>no file is named to write</source>
        <translation>no file is named to write</translation>
    </message>
    <message>
        <source>%1 is a folder; name a file to write in it</source>
        <translation>%1 is a folder; name a file to write in it</translation>
    </message>
    <message>
        <source>%1 is not a regular file and cannot be written</source>
        <translation>%1 is not a regular file and cannot be written</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 cannot be written: %2</translation>
    </message>
    <message>
        <source>%1 is a pipe that nothing reads; start its reader first</source>
        <translation>%1 is a pipe that nothing reads; start its reader first</translation>
    </message>
</context>
<context>
    <name>PlayerResultPanel</name>
    <message>
        <source>&amp;Melds</source>
        <translation>&amp;Melds</translation>
    </message>
    <message>
        <source>&amp;Add meld</source>
        <translation>&amp;Add meld</translation>
    </message>
    <message>
        <source>Quick entry: the points on the table as one number; no premium or check can be applied</source>
        <translation>Quick entry: the points on the table as one number; no premium or check can be applied</translation>
    </message>
    <message>
        <source>Cards left in &amp;hand</source>
        <translation>Cards left in &amp;hand</translation>
    </message>
    <message>
        <source>Quick entry: the value of the cards left in hand as one number</source>
        <translation>Quick entry: the value of the cards left in hand as one number</translation>
    </message>
    <message>
        <source>W&amp;ent out:</source>
        <translation>W&amp;ent out:</translation>
    </message>
    <message>
        <source>Only one player can go out; “all at once” is laying every card in one turn having melded nothing before</source>
        <translation>Only one player can go out; “all at once” is laying every card in one turn having melded nothing before</translation>
    </message>
    <message>
        <source>a &amp;wild card was played on that turn</source>
        <translation>a &amp;wild card was played on that turn</translation>
    </message>
    <message>
        <source>&amp;Failed barbelé openings:</source>
        <translation>&amp;Failed barbelé openings:</translation>
    </message>
    <message>
        <source>Check it when a wild card was laid off on an existing meld on the going-out turn: the melds of that turn are then not doubled. A wild card inside a meld marked “final turn” is already taken into account.</source>
        <translation>Check it when a wild card was laid off on an existing meld on the going-out turn: the melds of that turn are then not doubled. A wild card inside a meld marked “final turn” is already taken into account.</translation>
    </message>
    <message>
        <source>Did not call &amp;pumba:</source>
        <translation>Did not call &amp;pumba:</translation>
    </message>
    <message>
        <source>Meld points as a &amp;number:</source>
        <translation>Meld points as a &amp;number:</translation>
    </message>
    <message>
        <source>Hand points as a n&amp;umber:</source>
        <translation>Hand points as a n&amp;umber:</translation>
    </message>
</context>
<context>
    <name>PrintoutFile</name>
    <message>
        <source>%1 cannot be written</source>
        <translation>%1 cannot be written</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Print %1</translation>
    </message>
    <message>
        <source>%1 could not be sent to the printer %2.</source>
        <translation>%1 could not be sent to the printer %2.</translation>
    </message>
</context>
<context>
    <name>ProblemLines</name>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
</context>
<context>
    <name>RenamePlayerDialog</name>
    <message>
        <source>Rename Player</source>
        <translation>Rename Player</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>New &amp;name:</source>
        <translation>New &amp;name:</translation>
    </message>
</context>
<context>
    <name>ReplacedDatabaseQuestion</name>
    <message>
        <source>Database replaced</source>
        <translation>Database replaced</translation>
    </message>
    <message>
        <source>The database file %1 was replaced or moved while Pináculo had it open, for example by a backup copied over it. Nothing more is written into it, so what is there now stays as it is.</source>
        <translation>The database file %1 was replaced or moved while Pináculo had it open, for example by a backup copied over it. Nothing more is written into it, so what is there now stays as it is.</translation>
    </message>
    <message>
        <source>The game on the table is kept in this window. Export it to a game file, or save it as a new game in the database that is there now.</source>
        <translation>The game on the table is kept in this window. Export it to a game file, or save it as a new game in the database that is there now.</translation>
    </message>
    <message>
        <source>Export Game…</source>
        <translation>Export Game…</translation>
    </message>
    <message>
        <source>Save as New Game</source>
        <translation>Save as New Game</translation>
    </message>
    <message>
        <source>Quit Without Saving</source>
        <translation>Quit Without Saving</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Not Now</translation>
    </message>
</context>
<context>
    <name>RoundClock</name>
    <message>
        <source>Round %1: %2, not started</source>
        <extracomment>The round clock before the director starts it.</extracomment>
        <translation>Round %1: %2, not started</translation>
    </message>
    <message>
        <source>Round %1: %2 left</source>
        <translation>Round %1: %2 left</translation>
    </message>
    <message>
        <source>Round %1: paused at %2</source>
        <translation>Round %1: paused at %2</translation>
    </message>
    <message>
        <source>Round %1: time!</source>
        <extracomment>Time is called: the hand in play is finished, no new hand starts.</extracomment>
        <translation>Round %1: time!</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>individual play</source>
        <translation>individual play</translation>
    </message>
    <message>
        <source>in pairs</source>
        <translation>in pairs</translation>
    </message>
    <message>
        <source>individual or in pairs</source>
        <translation>individual or in pairs</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Target score</translation>
    </message>
    <message>
        <source>Barbelé from</source>
        <translation>Barbelé from</translation>
    </message>
    <message>
        <source>Barbelé opening minimum</source>
        <translation>Barbelé opening minimum</translation>
    </message>
    <message>
        <source>Sets allowed</source>
        <translation>Sets allowed</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Fewest players</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Most players</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Partnerships</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cards dealt</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Decks</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Red twos in the deck</source>
        <translation>Red twos in the deck</translation>
    </message>
    <message>
        <source>Ace below the 3</source>
        <translation>Ace below the 3</translation>
    </message>
    <message>
        <source>Only black twos are wild</source>
        <translation>Only black twos are wild</translation>
    </message>
    <message>
        <source>Natural cards per meld</source>
        <translation>Natural cards per meld</translation>
    </message>
    <message>
        <source>Joker value</source>
        <translation>Joker value</translation>
    </message>
    <message>
        <source>Two value</source>
        <translation>Two value</translation>
    </message>
    <message>
        <source>Ace value</source>
        <translation>Ace value</translation>
    </message>
    <message>
        <source>8 to king value</source>
        <translation>8 to king value</translation>
    </message>
    <message>
        <source>Seven value</source>
        <translation>Seven value</translation>
    </message>
    <message>
        <source>3 to 6 value</source>
        <translation>3 to 6 value</translation>
    </message>
    <message>
        <source>Long run from</source>
        <translation>Long run from</translation>
    </message>
    <message>
        <source>Long run factor</source>
        <translation>Long run factor</translation>
    </message>
    <message>
        <source>Long run needs six naturals</source>
        <translation>Long run needs six naturals</translation>
    </message>
    <message>
        <source>Rescued wild cards score</source>
        <translation>Rescued wild cards score</translation>
    </message>
    <message>
        <source>Rescued joker</source>
        <translation>Rescued joker</translation>
    </message>
    <message>
        <source>Rescued two from a run</source>
        <translation>Rescued two from a run</translation>
    </message>
    <message>
        <source>Rescued two from a set</source>
        <translation>Rescued two from a set</translation>
    </message>
    <message>
        <source>Pináculo in one turn</source>
        <translation>Pináculo in one turn</translation>
    </message>
    <message>
        <source>Pináculo from the deal</source>
        <translation>Pináculo from the deal</translation>
    </message>
    <message>
        <source>Pináculo over several turns</source>
        <translation>Pináculo over several turns</translation>
    </message>
    <message>
        <source>Pináculo needs eight naturals</source>
        <translation>Pináculo needs eight naturals</translation>
    </message>
    <message>
        <source>Clean escalera</source>
        <translation>Clean escalera</translation>
    </message>
    <message>
        <source>Escalera with one wild card</source>
        <translation>Escalera with one wild card</translation>
    </message>
    <message>
        <source>Escalera with two wild cards</source>
        <translation>Escalera with two wild cards</translation>
    </message>
    <message>
        <source>Dirty escalera</source>
        <translation>Dirty escalera</translation>
    </message>
    <message>
        <source>Eight natural aces</source>
        <translation>Eight natural aces</translation>
    </message>
    <message>
        <source>Eight natural court cards</source>
        <translation>Eight natural court cards</translation>
    </message>
    <message>
        <source>Seven natural aces</source>
        <translation>Seven natural aces</translation>
    </message>
    <message>
        <source>Seven natural court cards</source>
        <translation>Seven natural court cards</translation>
    </message>
    <message>
        <source>Six natural aces</source>
        <translation>Six natural aces</translation>
    </message>
    <message>
        <source>Six natural court cards</source>
        <translation>Six natural court cards</translation>
    </message>
    <message>
        <source>Six aces with a wild card</source>
        <translation>Six aces with a wild card</translation>
    </message>
    <message>
        <source>Six court cards with a wild card</source>
        <translation>Six court cards with a wild card</translation>
    </message>
    <message>
        <source>Eight naturals bonus</source>
        <translation>Eight naturals bonus</translation>
    </message>
    <message>
        <source>Pinnacolone</source>
        <translation>Pinnacolone</translation>
    </message>
    <message>
        <source>Going-out bonus</source>
        <translation>Going-out bonus</translation>
    </message>
    <message>
        <source>No going-out bonus after a pinnacolone</source>
        <translation>No going-out bonus after a pinnacolone</translation>
    </message>
    <message>
        <source>Multipliers</source>
        <translation>Multipliers</translation>
    </message>
    <message>
        <source>Final-turn factor</source>
        <translation>Final-turn factor</translation>
    </message>
    <message>
        <source>All-at-once factor</source>
        <translation>All-at-once factor</translation>
    </message>
    <message>
        <source>Clean all-at-once factor</source>
        <translation>Clean all-at-once factor</translation>
    </message>
    <message>
        <source>Finishing in one suit</source>
        <translation>Finishing in one suit</translation>
    </message>
    <message>
        <source>Finishing with high cards</source>
        <translation>Finishing with high cards</translation>
    </message>
    <message>
        <source>Finishing with low cards</source>
        <translation>Finishing with low cards</translation>
    </message>
    <message>
        <source>Exact cut bonus</source>
        <translation>Exact cut bonus</translation>
    </message>
    <message>
        <source>Same-back bonus</source>
        <translation>Same-back bonus</translation>
    </message>
    <message>
        <source>Pumba penalty</source>
        <translation>Pumba penalty</translation>
    </message>
    <message>
        <source>Failed opening penalty</source>
        <translation>Failed opening penalty</translation>
    </message>
    <message>
        <source>Hands in the game</source>
        <translation>Hands in the game</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules Reference</source>
        <translation>Rules Reference</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>The game whose rules are shown</source>
        <translation>The game whose rules are shown</translation>
    </message>
</context>
<context>
    <name>SchemaMigrator</name>
    <message>
        <source>Cannot read the database&apos;s version.</source>
        <translation>Cannot read the database&apos;s version.</translation>
    </message>
    <message>
        <source>The database was written by a newer version of Pináculo (schema %1; this one knows up to %2).</source>
        <translation>The database was written by a newer version of Pináculo (schema %1; this one knows up to %2).</translation>
    </message>
    <message>
        <source>Cannot upgrade the database to version %1: %2</source>
        <translation>Cannot upgrade the database to version %1: %2</translation>
    </message>
</context>
<context>
    <name>ScoreCardsPrintout</name>
    <message>
        <source>the director&apos;s scale</source>
        <translation>the director&apos;s scale</translation>
    </message>
    <message numerus="yes">
        <source>, %n minute(s)</source>
        <extracomment>A score card&apos;s line: the round is played to a time.</extracomment>
        <translation>
            <numerusform>, %n minute</numerusform>
            <numerusform>, %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of %2, table %3: %n hand(s)%4</source>
        <translation>
            <numerusform>Round %1 of %2, table %3: %n hand%4</numerusform>
            <numerusform>Round %1 of %2, table %3: %n hands%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Total MP</source>
        <translation>Total MP</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Victory points: %1</source>
        <translation>Victory points: %1</translation>
    </message>
</context>
<context>
    <name>ScoreCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The game file.</source>
        <translation>The game file.</translation>
    </message>
    <message>
        <source>pinaculo-cli score: %1</source>
        <translation>pinaculo-cli score: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli score: give exactly one game file</source>
        <translation>pinaculo-cli score: give exactly one game file</translation>
    </message>
    <message>
        <source>pinaculo-cli score: %1: %2</source>
        <translation>pinaculo-cli score: %1: %2</translation>
    </message>
    <message>
        <source>Print CSV: one row per hand and side, the same columns as the window&apos;s export.</source>
        <translation>Print CSV: one row per hand and side, the same columns as the window&apos;s export.</translation>
    </message>
    <message>
        <source>pinaculo-cli score: give --json or --csv, not both</source>
        <translation>pinaculo-cli score: give --json or --csv, not both</translation>
    </message>
    <message>
        <source>Scores a game file: a table of every hand, one JSON object with --json, or CSV with --csv.</source>
        <translation>Scores a game file: a table of every hand, one JSON object with --json, or CSV with --csv.</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>target %1</translation>
    </message>
    <message>
        <source>one hand decides</source>
        <translation>one hand decides</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>No hands yet.</translation>
    </message>
    <message>
        <source>%1 = barbelé at the start of the hand: the first melds must total at least %2</source>
        <translation>%1 = barbelé at the start of the hand: the first melds must total at least %2</translation>
    </message>
    <message>
        <source>  hand %1: %2</source>
        <translation>  hand %1: %2</translation>
    </message>
    <message>
        <source>Referee notes:</source>
        <translation>Referee notes:</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points of a hand played after the end, which do not count</comment>
        <translation>(%1)</translation>
    </message>
    <message numerus="yes">
        <source>target %1, at most %2 hand(s)</source>
        <translation>
            <numerusform>target %1, at most %2 hand</numerusform>
            <numerusform>target %1, at most %2 hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hand(s)</source>
        <translation>
            <numerusform>%1 hand</numerusform>
            <numerusform>%1 hands</numerusform>
        </translation>
    </message>
    <message>
        <source>time called after hand %1</source>
        <extracomment>A round of a tournament played to a time, ended when time was called.</extracomment>
        <translation>time called after hand %1</translation>
    </message>
</context>
<context>
    <name>ShareBoardDialog</name>
    <message>
        <source>Live Board</source>
        <translation>Live Board</translation>
    </message>
    <message>
        <source>Scan the code with a phone on the same network to follow the score. The page is read-only and updates by itself.</source>
        <translation>Scan the code with a phone on the same network to follow the score. The page is read-only and updates by itself.</translation>
    </message>
    <message>
        <source>Anyone with this address can see the score until sharing stops; stopping and sharing again makes a new address.</source>
        <translation>Anyone with this address can see the score until sharing stops; stopping and sharing again makes a new address.</translation>
    </message>
    <message>
        <source>&amp;Stop Sharing</source>
        <translation>&amp;Stop Sharing</translation>
    </message>
</context>
<context>
    <name>StandingsPrintout</name>
    <message>
        <source>Final standings, approved by %1</source>
        <translation>Final standings, approved by %1</translation>
    </message>
    <message>
        <source>Provisional standings after %1 of %2 rounds</source>
        <translation>Provisional standings after %1 of %2 rounds</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola</source>
        <translation>Score keeper and referee for Pináculo, Pinacle and Pinnacola</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continue the last game</translation>
    </message>
    <message>
        <source>&amp;Open a game file…</source>
        <translation>&amp;Open a game file…</translation>
    </message>
    <message>
        <source>&amp;Meld checker…</source>
        <translation>&amp;Meld checker…</translation>
    </message>
    <message>
        <source>No game file opened yet.</source>
        <translation>No game file opened yet.</translation>
    </message>
    <message>
        <source>Game &amp;history…</source>
        <translation>Game &amp;history…</translation>
    </message>
    <message>
        <source>Every stored game: open, rematch or print one</source>
        <translation>Every stored game: open, rematch or print one</translation>
    </message>
    <message>
        <source>&amp;Recent game files</source>
        <translation>&amp;Recent game files</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Player Statistics</source>
        <translation>Player Statistics</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>Name of a player</source>
        <translation>Name of a player</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <source>&amp;Head to Head</source>
        <translation>&amp;Head to Head</translation>
    </message>
    <message>
        <source>against</source>
        <translation>against</translation>
    </message>
    <message>
        <source>P&amp;artners</source>
        <translation>P&amp;artners</translation>
    </message>
    <message>
        <source>Sea&amp;rch:</source>
        <translation>Sea&amp;rch:</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>the disk is full; free some space and try again</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <translation>the database is damaged</translation>
    </message>
    <message>
        <source>the database file cannot be opened; check the folder and its permissions</source>
        <translation>the database file cannot be opened; check the folder and its permissions</translation>
    </message>
    <message>
        <source>unknown database error</source>
        <translation>unknown database error</translation>
    </message>
    <message>
        <source>the database cannot be written (a read-only file, folder or medium); check the permissions, or choose another place</source>
        <translation>the database cannot be written (a read-only file, folder or medium); check the permissions, or choose another place</translation>
    </message>
    <message>
        <source>the database is busy: another program is using it; try again</source>
        <translation>the database is busy: another program is using it; try again</translation>
    </message>
    <message>
        <source>the disk could not be read or written (SQLite error %1); check the disk and its free space</source>
        <translation>the disk could not be read or written (SQLite error %1); check the disk and its free space</translation>
    </message>
    <message>
        <source>database error %1</source>
        <translation>database error %1</translation>
    </message>
    <message>
        <source>the database file %1 was replaced or moved while Pináculo had it open (for example by a backup copied over it); nothing more is written into it, so what is there now stays as it is</source>
        <translation>the database file %1 was replaced or moved while Pináculo had it open (for example by a backup copied over it); nothing more is written into it, so what is there now stays as it is</translation>
    </message>
</context>
<context>
    <name>SummaryChart</name>
    <message>
        <source>Target</source>
        <translation>Target</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>SummaryCommand</name>
    <message>
        <source>pinaculo-cli summary: give exactly one game file</source>
        <translation>pinaculo-cli summary: give exactly one game file</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: %1: %2</source>
        <translation>pinaculo-cli summary: %1: %2</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>The PDF file to write.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>a4 or letter; by default the language&apos;s usual paper.</source>
        <translation>a4 or letter; by default the language&apos;s usual paper.</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>paper</translation>
    </message>
    <message>
        <source>The date of the game, YYYY-MM-DD.</source>
        <translation>The date of the game, YYYY-MM-DD.</translation>
    </message>
    <message>
        <source>date</source>
        <translation>date</translation>
    </message>
    <message>
        <source>Where the game was played.</source>
        <translation>Where the game was played.</translation>
    </message>
    <message>
        <source>place</source>
        <translation>place</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: %1</source>
        <translation>pinaculo-cli summary: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: give the PDF file to write with -o FILE</source>
        <translation>pinaculo-cli summary: give the PDF file to write with -o FILE</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: unknown paper &quot;%1&quot;; use a4 or letter</source>
        <translation>pinaculo-cli summary: unknown paper &quot;%1&quot;; use a4 or letter</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: &quot;%1&quot; is not a date; write it as YYYY-MM-DD</source>
        <translation>pinaculo-cli summary: &quot;%1&quot; is not a date; write it as YYYY-MM-DD</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: give exactly one game id</source>
        <translation>pinaculo-cli summary: give exactly one game id</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: &quot;%1&quot; is not a game id; list shows them</source>
        <translation>pinaculo-cli summary: &quot;%1&quot; is not a game id; list shows them</translation>
    </message>
    <message>
        <source>The game file, or with --db the stored game&apos;s id.</source>
        <translation>The game file, or with --db the stored game&apos;s id.</translation>
    </message>
    <message>
        <source>Writes the printable summary of a game as a PDF file.</source>
        <translation>Writes the printable summary of a game as a PDF file.</translation>
    </message>
</context>
<context>
    <name>SummaryContent</name>
    <message>
        <source>%1, first to %2 points</source>
        <translation>%1, first to %2 points</translation>
    </message>
    <message>
        <source>%1, one hand decides</source>
        <translation>%1, one hand decides</translation>
    </message>
    <message>
        <source>as in the preset</source>
        <translation>as in the preset</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Went out</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>Game summary</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>First dealer</translation>
    </message>
    <message>
        <source>barbelé at the start of the hand: the first melds must total at least %1</source>
        <translation>barbelé at the start of the hand: the first melds must total at least %1</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>%1, first to %2 points in at most %3 hand(s)</source>
        <translation>
            <numerusform>%1, first to %2 points in at most %3 hand</numerusform>
            <numerusform>%1, first to %2 points in at most %3 hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 hand(s)</source>
        <translation>
            <numerusform>%1, %2 hand</numerusform>
            <numerusform>%1, %2 hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryLayout</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continued)</translation>
    </message>
    <message>
        <source>B</source>
        <comment>barbelé mark in the table of hands</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>No hands have been played yet.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Highlights</translation>
    </message>
    <message>
        <source>No premium melds, penalties or exact cuts.</source>
        <translation>No premium melds, penalties or exact cuts.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Running totals</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points that do not count</comment>
        <translation>(%1)</translation>
    </message>
</context>
<context>
    <name>SummaryPrinter</name>
    <message>
        <source>%1 cannot be written</source>
        <translation>%1 cannot be written</translation>
    </message>
</context>
<context>
    <name>SummaryProcess</name>
    <message>
        <source>pinaculo-cli summary: cannot run %1: %2</source>
        <translation>pinaculo-cli summary: cannot run %1: %2</translation>
    </message>
</context>
<context>
    <name>TableCardsPrintout</name>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movement</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <source>no match at this table</source>
        <extracomment>A table card: in this round the table has no match.</extracomment>
        <translation>no match at this table</translation>
    </message>
    <message>
        <source>seated when the round before is closed</source>
        <extracomment>A table card: a round whose seating the director has not made yet.</extracomment>
        <translation>seated when the round before is closed</translation>
    </message>
</context>
<context>
    <name>TimeCalledHand</name>
    <message>
        <source>When time is called, the hand in play stops and is paid as the cards stand: melds laid count, cards in hand are deducted, nobody goes out</source>
        <translation>When time is called, the hand in play stops and is paid as the cards stand: melds laid count, cards in hand are deducted, nobody goes out</translation>
    </message>
    <message>
        <source>When time is called, the hand in play is played to its end</source>
        <translation>When time is called, the hand in play is played to its end</translation>
    </message>
</context>
<context>
    <name>TournamentChecks</name>
    <message>
        <source>entry %1 is listed twice</source>
        <translation>entry %1 is listed twice</translation>
    </message>
    <message>
        <source>entry %1 withdrew after round %2, but the plan has %3 rounds</source>
        <translation>entry %1 withdrew after round %2, but the plan has %3 rounds</translation>
    </message>
    <message>
        <source>the file holds %1 rounds, but &quot;round_plan&quot; names %2</source>
        <translation>the file holds %1 rounds, but &quot;round_plan&quot; names %2</translation>
    </message>
    <message>
        <source>round %1 is listed where round %2 belongs</source>
        <translation>round %1 is listed where round %2 belongs</translation>
    </message>
    <message>
        <source>round %1 is seated by %2, but &quot;round_plan&quot; says %3</source>
        <translation>round %1 is seated by %2, but &quot;round_plan&quot; says %3</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>round %1, table %2: %3</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>round %1: %2</translation>
    </message>
    <message>
        <source>the standings are approved, but not every round of the plan is closed</source>
        <translation>the standings are approved, but not every round of the plan is closed</translation>
    </message>
    <message>
        <source>a table seats from 2 to 6 sides, not %1</source>
        <translation>a table seats from 2 to 6 sides, not %1</translation>
    </message>
    <message>
        <source>an entry sits at the table twice</source>
        <translation>an entry sits at the table twice</translation>
    </message>
    <message>
        <source>&quot;mp&quot; gives %1 numbers for %2 sides</source>
        <translation>&quot;mp&quot; gives %1 numbers for %2 sides</translation>
    </message>
    <message>
        <source>&quot;absent&quot; must be one of the table&apos;s two entries</source>
        <translation>&quot;absent&quot; must be one of the table&apos;s two entries</translation>
    </message>
    <message>
        <source>a forfeit has no &quot;mp&quot; and no &quot;game_file&quot;: the awards give them</source>
        <translation>a forfeit has no &quot;mp&quot; and no &quot;game_file&quot;: the awards give them</translation>
    </message>
    <message>
        <source>a table that is %1 needs its &quot;mp&quot;, its &quot;game_file&quot; or &quot;absent&quot;</source>
        <translation>a table that is %1 needs its &quot;mp&quot;, its &quot;game_file&quot; or &quot;absent&quot;</translation>
    </message>
    <message>
        <source>only an accepted table is corrected</source>
        <translation>only an accepted table is corrected</translation>
    </message>
    <message>
        <source>a forfeit is not corrected: the director adjusts it</source>
        <translation>a forfeit is not corrected: the director adjusts it</translation>
    </message>
    <message>
        <source>correction %1 must give %2 numbers in &quot;was&quot; and in &quot;mp&quot;</source>
        <translation>correction %1 must give %2 numbers in &quot;was&quot; and in &quot;mp&quot;</translation>
    </message>
    <message>
        <source>correction %1 is of scores written against the wrong sides, but %2 are not %3 in another order</source>
        <translation>correction %1 is of scores written against the wrong sides, but %2 are not %3 in another order</translation>
    </message>
    <message>
        <source>only the last round may still be in play</source>
        <translation>only the last round may still be in play</translation>
    </message>
    <message>
        <source>entry %1 is not an entry of the tournament</source>
        <translation>entry %1 is not an entry of the tournament</translation>
    </message>
    <message>
        <source>entry %1 withdrew after round %2</source>
        <translation>entry %1 withdrew after round %2</translation>
    </message>
    <message>
        <source>entry %1 is seated twice</source>
        <translation>entry %1 is seated twice</translation>
    </message>
    <message>
        <source>table %1 is listed twice</source>
        <translation>table %1 is listed twice</translation>
    </message>
    <message>
        <source>a closed round has every table accepted</source>
        <translation>a closed round has every table accepted</translation>
    </message>
    <message>
        <source>resting: %1</source>
        <translation>resting: %1</translation>
    </message>
    <message>
        <source>entry %1 neither plays nor rests in a closed round</source>
        <translation>entry %1 neither plays nor rests in a closed round</translation>
    </message>
    <message>
        <source>an adjustment names entry %1, who is not seated in this round</source>
        <translation>an adjustment names entry %1, who is not seated in this round</translation>
    </message>
</context>
<context>
    <name>TournamentCommand</name>
    <message>
        <source>Usage:</source>
        <translation>Usage:</translation>
    </message>
    <message>
        <source>Each subcommand lists its options with --help, for example: %1</source>
        <translation>Each subcommand lists its options with --help, for example: %1</translation>
    </message>
    <message>
        <source>Gives a table&apos;s victory points from its match points. One number is the difference between two sides and prints the shares of the side ahead and of the side behind; two or more are each side&apos;s match points and print each side&apos;s victory points, in the same order (at a table of more than two sides, the mean of its shares against every other side).</source>
        <translation>Gives a table&apos;s victory points from its match points. One number is the difference between two sides and prints the shares of the side ahead and of the side behind; two or more are each side&apos;s match points and print each side&apos;s victory points, in the same order (at a table of more than two sides, the mean of its shares against every other side).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>One scale in the description of --scale: its id, then its name in brackets.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The description of --scale: the scales it takes, each with its name.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>scale</source>
        <translation>scale</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>The difference, or each side&apos;s match points.</source>
        <translation>The difference, or each side&apos;s match points.</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament vp: %1</source>
        <translation>pinaculo-cli tournament vp: %1</translation>
    </message>
    <message>
        <source>--scale must be %1</source>
        <translation>--scale must be %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of match points</source>
        <translation>&quot;%1&quot; is not a whole number of match points</translation>
    </message>
    <message>
        <source>give the difference of match points, or each side&apos;s, for example: tournament vp --scale fibur-3 350</source>
        <translation>give the difference of match points, or each side&apos;s, for example: tournament vp --scale fibur-3 350</translation>
    </message>
    <message>
        <source>mitchell or round-robin.</source>
        <translation>mitchell or round-robin.</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movement</translation>
    </message>
    <message>
        <source>The number of pairs or players.</source>
        <translation>The number of pairs or players.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Mitchell: the tables the East-West pairs move a round.</source>
        <translation>Mitchell: the tables the East-West pairs move a round.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>The rounds to print; by default every round the movement has without a repeat.</source>
        <translation>The rounds to print; by default every round the movement has without a repeat.</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament pair: %1</source>
        <translation>pinaculo-cli tournament pair: %1</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>unexpected &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--entries must be a whole number from 2 to %1</source>
        <translation>--entries must be a whole number from 2 to %1</translation>
    </message>
    <message>
        <source>--rounds must be a whole number of 1 or more</source>
        <translation>--rounds must be a whole number of 1 or more</translation>
    </message>
    <message>
        <source>--step must be a whole number of 1 or more</source>
        <translation>--step must be a whole number of 1 or more</translation>
    </message>
    <message>
        <source>an all-play-all group of %1 has %2 rounds, not %3</source>
        <translation>an all-play-all group of %1 has %2 rounds, not %3</translation>
    </message>
    <message>
        <source>--movement must be mitchell or round-robin</source>
        <translation>--movement must be mitchell or round-robin</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament: give a subcommand: vp, pair, score or check</source>
        <translation>pinaculo-cli tournament: give a subcommand: vp, pair, score or check</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament: unknown subcommand &quot;%1&quot;; use vp, pair, score or check</source>
        <translation>pinaculo-cli tournament: unknown subcommand &quot;%1&quot;; use vp, pair, score or check</translation>
    </message>
    <message>
        <source>Prints who meets whom in every round, for the table cards: one line a table, &quot;ROUND TABLE NORTH-SOUTH EAST-WEST&quot; by entry numbers, and &quot;ROUND - ENTRY&quot; for an entry that rests. A Mitchell movement keeps the North-South pairs at their tables and moves the East-West pairs --step tables a round, and refuses more rounds than it plays without two pairs meeting again; an all-play-all group has every entry meet every other once. Given a tournament file instead, prints the seating of its next round, by the movement its round plan names for it.</source>
        <translation>Prints who meets whom in every round, for the table cards: one line a table, &quot;ROUND TABLE NORTH-SOUTH EAST-WEST&quot; by entry numbers, and &quot;ROUND - ENTRY&quot; for an entry that rests. A Mitchell movement keeps the North-South pairs at their tables and moves the East-West pairs --step tables a round, and refuses more rounds than it plays without two pairs meeting again; an all-play-all group has every entry meet every other once. Given a tournament file instead, prints the seating of its next round, by the movement its round plan names for it.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>A tournament file: its next round.</source>
        <translation>A tournament file: its next round.</translation>
    </message>
    <message>
        <source>At a table of more than two sides: mean (of the shares against every other side, the default) or placement (by each side&apos;s place in the table&apos;s match points).</source>
        <translation>At a table of more than two sides: mean (of the shares against every other side, the default) or placement (by each side&apos;s place in the table&apos;s match points).</translation>
    </message>
    <message>
        <source>method</source>
        <translation>method</translation>
    </message>
    <message>
        <source>--more-sides must be mean or placement</source>
        <translation>--more-sides must be mean or placement</translation>
    </message>
</context>
<context>
    <name>TournamentEdits</name>
    <message>
        <source>round %1 has no table %2</source>
        <translation>round %1 has no table %2</translation>
    </message>
    <message>
        <source>No pairing keeps every previous opponent apart: the pure Danish pairing was made.</source>
        <translation>No pairing keeps every previous opponent apart: the pure Danish pairing was made.</translation>
    </message>
    <message>
        <source>Seat round %1</source>
        <translation>Seat round %1</translation>
    </message>
    <message>
        <source>table %1 is accepted: correct it instead</source>
        <translation>table %1 is accepted: correct it instead</translation>
    </message>
    <message>
        <source>Result of round %1, table %2</source>
        <translation>Result of round %1, table %2</translation>
    </message>
    <message>
        <source>Game of round %1, table %2</source>
        <translation>Game of round %1, table %2</translation>
    </message>
    <message>
        <source>Forfeit at round %1, table %2</source>
        <translation>Forfeit at round %1, table %2</translation>
    </message>
    <message>
        <source>Accept round %1, table %2</source>
        <translation>Accept round %1, table %2</translation>
    </message>
    <message>
        <source>Confirm round %1, table %2</source>
        <translation>Confirm round %1, table %2</translation>
    </message>
    <message>
        <source>there is no round %1</source>
        <translation>there is no round %1</translation>
    </message>
    <message>
        <source>table %1 has no result yet</source>
        <translation>table %1 has no result yet</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>Close round %1</translation>
    </message>
    <message>
        <source>Adjust entry %1 in round %2</source>
        <translation>Adjust entry %1 in round %2</translation>
    </message>
    <message>
        <source>Correct round %1, table %2</source>
        <translation>Correct round %1, table %2</translation>
    </message>
    <message>
        <source>an entry withdraws after a round it played; before the first, leave it out of the tournament</source>
        <translation>an entry withdraws after a round it played; before the first, leave it out of the tournament</translation>
    </message>
    <message>
        <source>Withdraw entry %1</source>
        <translation>Withdraw entry %1</translation>
    </message>
    <message>
        <source>there is no entry %1</source>
        <translation>there is no entry %1</translation>
    </message>
    <message>
        <source>Approve the final standings</source>
        <translation>Approve the final standings</translation>
    </message>
    <message>
        <source>a late entry joins while round 1 is in play</source>
        <translation>a late entry joins while round 1 is in play</translation>
    </message>
    <message>
        <source>give the late entry a name</source>
        <translation>give the late entry a name</translation>
    </message>
    <message>
        <source>No entry rests in round 1: entry %1 rests this round and takes the bye award, which an adjustment can change.</source>
        <translation>No entry rests in round 1: entry %1 rests this round and takes the bye award, which an adjustment can change.</translation>
    </message>
    <message>
        <source>Late entry %1</source>
        <translation>Late entry %1</translation>
    </message>
    <message>
        <source>entry %1 does not play at table %2</source>
        <translation>entry %1 does not play at table %2</translation>
    </message>
    <message>
        <source>table %1 has no result to confirm yet</source>
        <translation>table %1 has no result to confirm yet</translation>
    </message>
</context>
<context>
    <name>TournamentFileCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Print one JSON object.</translation>
    </message>
    <message>
        <source>Print CSV.</source>
        <translation>Print CSV.</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: give --json or --csv, not both</source>
        <translation>pinaculo-cli %1: give --json or --csv, not both</translation>
    </message>
    <message>
        <source>Checks a tournament file and every game file it names, as score reads them, and says what it holds; exit code 2 and the reason, with its place, when anything is refused.</source>
        <translation>Checks a tournament file and every game file it names, as score reads them, and says what it holds; exit code 2 and the reason, with its place, when anything is refused.</translation>
    </message>
    <message>
        <source>accepted: %1 entries, %2 of %3 rounds seated, %4 tables, %5 results counted</source>
        <translation>accepted: %1 entries, %2 of %3 rounds seated, %4 tables, %5 results counted</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2: %3</source>
        <translation>pinaculo-cli %1: %2: %3</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: no pairing keeps every previous opponent apart; the pure Danish pairing is printed</source>
        <translation>pinaculo-cli %1: no pairing keeps every previous opponent apart; the pure Danish pairing is printed</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The tournament file.</source>
        <translation>The tournament file.</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2</source>
        <translation>pinaculo-cli %1: %2</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: give exactly one tournament file</source>
        <translation>pinaculo-cli %1: give exactly one tournament file</translation>
    </message>
    <message>
        <source>%1: final standings, approved by %2</source>
        <translation>%1: final standings, approved by %2</translation>
    </message>
    <message>
        <source>%1: provisional standings after %2 of %3 rounds</source>
        <translation>%1: provisional standings after %2 of %3 rounds</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column headings of the standings; the numbers below are aligned to their right ends.</extracomment>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <translation>MP diff.</translation>
    </message>
    <message>
        <source>MP for</source>
        <translation>MP for</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>(withdrew after round %1)</source>
        <translation>(withdrew after round %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) reached the scale&apos;s most, %1 VP: a scale of wider bands may tell them apart.</source>
        <translation>
            <numerusform>%n match reached the scale&apos;s most, %1 VP: a scale of wider bands may tell them apart.</numerusform>
            <numerusform>%n matches reached the scale&apos;s most, %1 VP: a scale of wider bands may tell them apart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prints a tournament&apos;s standings, worked out from its file and the game files it names: a table, one JSON object with --json, or CSV with --csv. Provisional until the director has approved them.</source>
        <translation>Prints a tournament&apos;s standings, worked out from its file and the game files it names: a table, one JSON object with --json, or CSV with --csv. Provisional until the director has approved them.</translation>
    </message>
</context>
<context>
    <name>TournamentFileReader</name>
    <message>
        <source>the file is larger than %1 MiB, the limit of a tournament file</source>
        <translation>the file is larger than %1 MiB, the limit of a tournament file</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark; a tournament file is UTF-8 without one</source>
        <translation>the file starts with a byte-order mark; a tournament file is UTF-8 without one</translation>
    </message>
    <message>
        <source>a tournament file is one JSON object</source>
        <translation>a tournament file is one JSON object</translation>
    </message>
    <message>
        <source>this is a folder, not a tournament file</source>
        <translation>this is a folder, not a tournament file</translation>
    </message>
    <message>
        <source>this is not a regular file (it is a device, pipe or socket); a tournament file is an ordinary file</source>
        <translation>this is not a regular file (it is a device, pipe or socket); a tournament file is an ordinary file</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>cannot open %1: %2</translation>
    </message>
    <message>
        <source>the tournament</source>
        <translation>the tournament</translation>
    </message>
    <message>
        <source>an entry</source>
        <translation>an entry</translation>
    </message>
    <message>
        <source>a round</source>
        <translation>a round</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>a table</translation>
    </message>
    <message>
        <source>an adjustment</source>
        <translation>an adjustment</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>a correction</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot;</source>
        <translation>&quot;vp_scale&quot;</translation>
    </message>
    <message>
        <source>a band of &quot;vp_scale&quot;</source>
        <translation>a band of &quot;vp_scale&quot;</translation>
    </message>
    <message>
        <source>&quot;awards&quot;</source>
        <translation>&quot;awards&quot;</translation>
    </message>
    <message>
        <source>&quot;approved&quot;</source>
        <translation>&quot;approved&quot;</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;pinaculo-tournament&quot;: this is not a tournament file</source>
        <translation>&quot;format&quot; must be &quot;pinaculo-tournament&quot;: this is not a tournament file</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1; this file was written by a later version</source>
        <translation>&quot;version&quot; must be 1; this file was written by a later version</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be %1, not &quot;%2&quot;</source>
        <translation>&quot;variant&quot; must be %1, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;danish&quot; must be modified or pure, not &quot;%1&quot;</source>
        <translation>&quot;danish&quot; must be modified or pure, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;entries&quot; must list from 2 to %1 entries</source>
        <translation>&quot;entries&quot; must list from 2 to %1 entries</translation>
    </message>
    <message>
        <source>&quot;rounds&quot; may list at most %1 rounds</source>
        <translation>&quot;rounds&quot; may list at most %1 rounds</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>round %1, table %2: %3</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>round %1: %2</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <translation>entry %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>&quot;%1&quot; is missing</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>a whole number</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be from %2 to %3</source>
        <translation>&quot;%1&quot; must be from %2 to %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>a number</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text of 1 to %2 characters</source>
        <translation>&quot;%1&quot; must be a text of 1 to %2 characters</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a date and time with its offset, for example 2026-12-03T21:40:00+01:00, not &quot;%2&quot;</source>
        <translation>&quot;%1&quot; must be a date and time with its offset, for example 2026-12-03T21:40:00+01:00, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>a list</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot; must be %1 or a scale of its own, not &quot;%2&quot;</source>
        <translation>&quot;vp_scale&quot; must be %1 or a scale of its own, not &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot;: %1</source>
        <translation>&quot;vp_scale&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;tie_breaks&quot; lists &quot;%1&quot;, which is not one of %2</source>
        <translation>&quot;tie_breaks&quot; lists &quot;%1&quot;, which is not one of %2</translation>
    </message>
    <message>
        <source>&quot;tie_breaks&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;tie_breaks&quot; lists &quot;%1&quot; twice</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2, not &quot;%3&quot;</source>
        <translation>&quot;%1&quot; must be %2, not &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;round_plan&quot; must name from 1 to %1 rounds</source>
        <translation>&quot;round_plan&quot; must name from 1 to %1 rounds</translation>
    </message>
    <message>
        <source>&quot;status&quot; of a round must be published or closed, not &quot;%1&quot;</source>
        <translation>&quot;status&quot; of a round must be published or closed, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;status&quot; of a table must be playing, submitted, confirmed or accepted, not &quot;%1&quot;</source>
        <translation>&quot;status&quot; of a table must be playing, submitted, confirmed or accepted, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot; of a correction must be sum_error or wrong_sides, not &quot;%1&quot;</source>
        <translation>&quot;kind&quot; of a correction must be sum_error or wrong_sides, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot; of an adjustment must be mp or vp, not &quot;%1&quot;</source>
        <translation>&quot;kind&quot; of an adjustment must be mp or vp, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;amount&quot; of an adjustment must not be 0</source>
        <translation>&quot;amount&quot; of an adjustment must not be 0</translation>
    </message>
    <message>
        <source>&quot;more_sides&quot; must be mean or placement, not &quot;%1&quot;</source>
        <translation>&quot;more_sides&quot; must be mean or placement, not &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;time_called_hand&quot; must be finish or cards_in_hand, not &quot;%1&quot;</source>
        <translation>&quot;time_called_hand&quot; must be finish or cards_in_hand, not &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>TournamentGameFiles</name>
    <message>
        <source>round %1, table %2, %3: %4</source>
        <translation>round %1, table %2, %3: %4</translation>
    </message>
    <message>
        <source>the game is of the variant %1, the tournament of %2</source>
        <translation>the game is of the variant %1, the tournament of %2</translation>
    </message>
    <message>
        <source>the game has %1 sides, the table seats %2</source>
        <translation>the game has %1 sides, the table seats %2</translation>
    </message>
</context>
<context>
    <name>TournamentRepository</name>
    <message>
        <source>The tournament is no longer in the database.</source>
        <translation>The tournament is no longer in the database.</translation>
    </message>
</context>
<context>
    <name>TournamentScorer</name>
    <message>
        <source>&quot;mp&quot; says %1, but the game file&apos;s totals are %2</source>
        <translation>&quot;mp&quot; says %1, but the game file&apos;s totals are %2</translation>
    </message>
    <message>
        <source>correction %1 says the MP were %2, but they were %3</source>
        <translation>correction %1 says the MP were %2, but they were %3</translation>
    </message>
    <message>
        <source>round %1, table %2: its game file %3 was not read</source>
        <translation>round %1, table %2: its game file %3 was not read</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>round %1, table %2: %3</translation>
    </message>
</context>
<context>
    <name>VictoryPointScale</name>
    <message>
        <source>a scale needs at least one band</source>
        <translation>a scale needs at least one band</translation>
    </message>
    <message>
        <source>band %1 ends below 0</source>
        <translation>band %1 ends below 0</translation>
    </message>
    <message>
        <source>band %1 does not end above band %2</source>
        <translation>band %1 does not end above band %2</translation>
    </message>
    <message>
        <source>band %1 has a share that is not a number of 0 or more</source>
        <translation>band %1 has a share that is not a number of 0 or more</translation>
    </message>
    <message>
        <source>in band %1 the side ahead gets less than the side behind</source>
        <translation>in band %1 the side ahead gets less than the side behind</translation>
    </message>
    <message>
        <source>the shares of band %1 add up to %2, not %3 as in band 1</source>
        <translation>the shares of band %1 add up to %2, not %3 as in band 1</translation>
    </message>
    <message>
        <source>the side ahead gets less in band %1 than in band %2</source>
        <translation>the side ahead gets less in band %1 than in band %2</translation>
    </message>
    <message>
        <source>the shares beyond the last band must add up to %1</source>
        <translation>the shares beyond the last band must add up to %1</translation>
    </message>
    <message>
        <source>the side ahead gets less beyond the last band than in it</source>
        <translation>the side ahead gets less beyond the last band than in it</translation>
    </message>
</context>
<context>
    <name>VictoryPointScales</name>
    <message>
        <source>FIBUR, rounds of 3 hands</source>
        <translation>FIBUR, rounds of 3 hands</translation>
    </message>
    <message>
        <source>FIBUR, rounds of 4 hands</source>
        <translation>FIBUR, rounds of 4 hands</translation>
    </message>
    <message>
        <source>3 for a win, 1 for a draw, 0 for a loss</source>
        <translation>3 for a win, 1 for a draw, 0 for a loss</translation>
    </message>
</context>
<context>
    <name>VpScalesSection</name>
    <message>
        <source>MP difference</source>
        <translation>MP difference</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <extracomment>The VP of the side ahead and of the side behind, &quot;13 – 7&quot;.</extracomment>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>more than %1</source>
        <extracomment>The last row of a VP table: every difference above the last band.</extracomment>
        <translation>more than %1</translation>
    </message>
</context>
<context>
    <name>WalOwnership</name>
    <message>
        <source>Cannot move the write-ahead log %1 aside.</source>
        <translation>Cannot move the write-ahead log %1 aside.</translation>
    </message>
    <message>
        <source>The write-ahead log beside the database %1 does not belong to it (it was left there before the file was replaced, for example by a backup copy). It was not applied.</source>
        <translation>The write-ahead log beside the database %1 does not belong to it (it was left there before the file was replaced, for example by a backup copy). It was not applied.</translation>
    </message>
    <message>
        <source>The write-ahead log beside the database %1 does not belong to it (it was left there before the file was replaced, for example by a backup copy). It was not applied, and was kept as %2.</source>
        <translation>The write-ahead log beside the database %1 does not belong to it (it was left there before the file was replaced, for example by a backup copy). It was not applied, and was kept as %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::AdjustmentDialog</name>
    <message>
        <source>Adjust in Round %1</source>
        <translation>Adjust in Round %1</translation>
    </message>
    <message>
        <source>Match points, before the VP lookup</source>
        <translation>Match points, before the VP lookup</translation>
    </message>
    <message>
        <source>Victory points, after the VP lookup</source>
        <translation>Victory points, after the VP lookup</translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Entry:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Kind:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Amount:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>An adjustment of 0 changes nothing.</source>
        <translation>An adjustment of 0 changes nothing.</translation>
    </message>
    <message>
        <source>Say why: the reason is kept with the adjustment.</source>
        <translation>Say why: the reason is kept with the adjustment.</translation>
    </message>
</context>
<context>
    <name>pinaculo::CallTimeCommand</name>
    <message>
        <source>time called after hand %1</source>
        <translation>time called after hand %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardLineEdit</name>
    <message>
        <source>English suit letters: %1</source>
        <translation>English suit letters: %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardNotationSection</name>
    <message>
        <source>%1 at the start of a card is %2, and at its end %3: %4 is %5 and %6 is %7.</source>
        <translation>%1 at the start of a card is %2, and at its end %3: %4 is %5 and %6 is %7.</translation>
    </message>
    <message>
        <source>Careful: %1 means %2 here, not %3 as in the English notation; %3 is %4.</source>
        <translation>Careful: %1 means %2 here, not %3 as in the English notation; %3 is %4.</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>the joker</translation>
    </message>
    <message>
        <source>the ace</source>
        <translation>the ace</translation>
    </message>
    <message>
        <source>the two</source>
        <translation>the two</translation>
    </message>
    <message>
        <source>the three</source>
        <translation>the three</translation>
    </message>
    <message>
        <source>the four</source>
        <translation>the four</translation>
    </message>
    <message>
        <source>the five</source>
        <translation>the five</translation>
    </message>
    <message>
        <source>the six</source>
        <translation>the six</translation>
    </message>
    <message>
        <source>the seven</source>
        <translation>the seven</translation>
    </message>
    <message>
        <source>the eight</source>
        <translation>the eight</translation>
    </message>
    <message>
        <source>the nine</source>
        <translation>the nine</translation>
    </message>
    <message>
        <source>the ten</source>
        <translation>the ten</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>the jack</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>the queen</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>the king</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: the queen of diamonds</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Typing cards</source>
        <translation>Typing cards</translation>
    </message>
    <message>
        <source>In this program a card is typed as its rank followed by its suit: the rank comes first and the suit letter last. Cards are separated by spaces or commas; capital and small letters are the same.</source>
        <translation>In this program a card is typed as its rank followed by its suit: the rank comes first and the suit letter last. Cards are separated by spaces or commas; capital and small letters are the same.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Suit</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Also accepted</source>
        <translation>Also accepted</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 can also be written %2</source>
        <translation>%1 can also be written %2</translation>
    </message>
    <message>
        <source>Ranks: %1.</source>
        <translation>Ranks: %1.</translation>
    </message>
    <message>
        <source>The suit symbols %1 are read in every language.</source>
        <translation>The suit symbols %1 are read in every language.</translation>
    </message>
    <message>
        <source>Examples: %1 (a run of %2 with a joker); %3 (a joker and a two of %4).</source>
        <translation>Examples: %1 (a run of %2 with a joker); %3 (a joker and a two of %4).</translation>
    </message>
    <message>
        <source>Cards may also be typed without spaces: %1 is %2. A run may be typed by its ends: %3, or %4, is every card of %5 from the three to the king; wild cards follow after a space, as in %6.</source>
        <translation>Cards may also be typed without spaces: %1 is %2. A run may be typed by its ends: %3, or %4, is every card of %5 from the three to the king; wild cards follow after a space, as in %6.</translation>
    </message>
    <message>
        <source>A run by its ends goes up in run order, A 3 4 … K A: the ace is low as the first end and high as the last, so %1 goes from ace to ace, and the two, a wild card, is never part of it. A run that goes down, mixes suits or ends on a two is refused. What is kept is always the cards one by one.</source>
        <translation>A run by its ends goes up in run order, A 3 4 … K A: the ace is low as the first end and high as the last, so %1 goes from ace to ace, and the two, a wild card, is never part of it. A run that goes down, mixes suits or ends on a two is refused. What is kept is always the cards one by one.</translation>
    </message>
    <message>
        <source>A card typed with an English suit letter, such as %1, is read too, and named under the field with the card it became: %2.</source>
        <translation>A card typed with an English suit letter, such as %1, is read too, and named under the field with the card it became: %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardPickerButton</name>
    <message numerus="yes">
        <source>%1: %n more can be entered in this hand</source>
        <translation>
            <numerusform>%1: %n more can be entered in this hand</numerusform>
            <numerusform>%1: %n more can be entered in this hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::CardShorthand</name>
    <message>
        <source>“%1” (item %2) goes down: write a run from its low card to its high one, as in %3</source>
        <translation>“%1” (item %2) goes down: write a run from its low card to its high one, as in %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) has ends of two suits: both ends of a run are of one suit, as in %3</source>
        <translation>“%1” (item %2) has ends of two suits: both ends of a run are of one suit, as in %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) ends on a two: a two is wild and has no place of its own in a run; write it after the run, as in %3</source>
        <translation>“%1” (item %2) ends on a two: a two is wild and has no place of its own in a run; write it after the run, as in %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) is not a card: write rank then suit, as in %3, or %4 for a joker</source>
        <translation>“%1” (item %2) is not a card: write rank then suit, as in %3, or %4 for a joker</translation>
    </message>
    <message>
        <source>“%1” (item %2) is not a set by its count: write the count, x and the rank, as in %3</source>
        <translation>“%1” (item %2) is not a set by its count: write the count, x and the rank, as in %3</translation>
    </message>
    <message>
        <source>“%1” (item %2): a set by its count holds from 1 to %3 cards</source>
        <translation>“%1” (item %2): a set by its count holds from 1 to %3 cards</translation>
    </message>
    <message>
        <source>“%1” (item %2) counts wild cards: twos and jokers are written one by one after the set, a two with its suit, as in %3</source>
        <translation>“%1” (item %2) counts wild cards: twos and jokers are written one by one after the set, a two with its suit, as in %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardText</name>
    <message>
        <source>Suits: %1 ♠  %2 ♥  %3 ♦  %4 ♣; joker %5</source>
        <translation>Suits: %1 ♠  %2 ♥  %3 ♦  %4 ♣; joker %5</translation>
    </message>
</context>
<context>
    <name>pinaculo::DirectorWindow</name>
    <message>
        <source>Director&apos;s Window</source>
        <translation>Director&apos;s Window</translation>
    </message>
    <message>
        <source>Tables of the round</source>
        <translation>Tables of the round</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Round shown</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;ound:</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Tournament</translation>
    </message>
    <message>
        <source>&amp;New Tournament…</source>
        <translation>&amp;New Tournament…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>&amp;Import Tournament File…</source>
        <translation>&amp;Import Tournament File…</translation>
    </message>
    <message>
        <source>Import Tournament File</source>
        <translation>Import Tournament File</translation>
    </message>
    <message>
        <source>Tournament files (*.tournament.json *.json)</source>
        <translation>Tournament files (*.tournament.json *.json)</translation>
    </message>
    <message>
        <source>&amp;Export Tournament File…</source>
        <translation>&amp;Export Tournament File…</translation>
    </message>
    <message>
        <source>Export Tournament File</source>
        <translation>Export Tournament File</translation>
    </message>
    <message>
        <source>Tournament files (*.tournament.json)</source>
        <translation>Tournament files (*.tournament.json)</translation>
    </message>
    <message>
        <source>Export Standings</source>
        <translation>Export Standings</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Round</translation>
    </message>
    <message>
        <source>&amp;Seat Next Round</source>
        <translation>&amp;Seat Next Round</translation>
    </message>
    <message>
        <source>&amp;Close Round</source>
        <translation>&amp;Close Round</translation>
    </message>
    <message>
        <source>&amp;Approve Final Standings…</source>
        <translation>&amp;Approve Final Standings…</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>T&amp;able</translation>
    </message>
    <message>
        <source>No tournament yet</source>
        <translation>No tournament yet</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tournament in the Open menu: its name and when it last changed.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>No tournament open: Tournament → New Tournament, Open or Import.</source>
        <translation>No tournament open: Tournament → New Tournament, Open or Import.</translation>
    </message>
    <message>
        <source>%1 — Director&apos;s Window</source>
        <translation>%1 — Director&apos;s Window</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3, %4</source>
        <translation>Round %1 of %2: %3, %4</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>closed</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in play</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) reached the scale&apos;s most VP.</source>
        <translation>
            <numerusform>%n match reached the scale&apos;s most VP.</numerusform>
            <numerusform>%n matches reached the scale&apos;s most VP.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Approve Final Standings</source>
        <translation>Approve Final Standings</translation>
    </message>
    <message>
        <source>Approve these standings as final? They can still be corrected afterwards, and the approval undone.</source>
        <translation>Approve these standings as final? They can still be corrected afterwards, and the approval undone.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Projector View</source>
        <translation>&amp;Projector View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Tournament Rules</source>
        <translation>&amp;Tournament Rules</translation>
    </message>
    <message>
        <source>Export Standings as CS&amp;V…</source>
        <translation>Export Standings as CS&amp;V…</translation>
    </message>
    <message>
        <source>Add La&amp;te Entry…</source>
        <translation>Add La&amp;te Entry…</translation>
    </message>
    <message>
        <source>Late Entry</source>
        <translation>Late Entry</translation>
    </message>
    <message>
        <source>The pair or player that arrived:</source>
        <translation>The pair or player that arrived:</translation>
    </message>
    <message>
        <source>Export Table &amp;Results as CSV…</source>
        <translation>Export Table &amp;Results as CSV…</translation>
    </message>
    <message>
        <source>Export Table Results</source>
        <translation>Export Table Results</translation>
    </message>
</context>
<context>
    <name>pinaculo::FullScreenScoreboard</name>
    <message>
        <source>Scoreboard</source>
        <translation>Scoreboard</translation>
    </message>
    <message>
        <source>%1 closes this view.</source>
        <translation>%1 closes this view.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winner</translation>
    </message>
    <message>
        <source>barbelé</source>
        <translation>barbelé</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Cuts</translation>
    </message>
    <message>
        <source>Plays first</source>
        <translation>Plays first</translation>
    </message>
    <message>
        <source>Barbelé</source>
        <translation>Barbelé</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>everyone (at least %1 to open)</source>
        <translation>everyone (at least %1 to open)</translation>
    </message>
    <message>
        <source>%1 (at least %2 to open)</source>
        <translation>%1 (at least %2 to open)</translation>
    </message>
</context>
<context>
    <name>pinaculo::GameFileActions</name>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>Game files (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Game file refused</source>
        <translation>Game file refused</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>%1 cannot be opened.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Game written to %1</source>
        <translation>Game written to %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) stored in the history.</source>
        <translation>
            <numerusform>%n game stored in the history.</numerusform>
            <numerusform>%n games stored in the history.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be imported; nothing of them was stored.</source>
        <translation>
            <numerusform>%n file could not be imported; nothing of it was stored.</numerusform>
            <numerusform>%n files could not be imported; nothing of them was stored.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Unsaved game</translation>
    </message>
    <message>
        <source>The game has changes that are not in a game file yet. Export it before quitting?</source>
        <translation>The game has changes that are not in a game file yet. Export it before quitting?</translation>
    </message>
    <message>
        <source>Open Game File</source>
        <translation>Open Game File</translation>
    </message>
    <message>
        <source>game-%1.json</source>
        <translation>game-%1.json</translation>
    </message>
    <message>
        <source>Export Game File</source>
        <translation>Export Game File</translation>
    </message>
    <message>
        <source>Import Game Files</source>
        <translation>Import Game Files</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Quit without exporting</source>
        <translation>Quit without exporting</translation>
    </message>
    <message>
        <source>The game was not exported: %1.</source>
        <translation>The game was not exported: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::GameView</name>
    <message>
        <source>Hand breakdown</source>
        <translation>Hand breakdown</translation>
    </message>
    <message>
        <source>Hand %1: breakdown</source>
        <translation>Hand %1: breakdown</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Game over: %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::HandBreakdownModel</name>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game (decided in hand %2): these lines show what it would have scored; they count for nothing.</source>
        <translation>Hand %1 was played after the end of the game (decided in hand %2): these lines show what it would have scored; they count for nothing.</translation>
    </message>
    <message>
        <source>Nothing entered yet</source>
        <translation>Nothing entered yet</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>pinaculo::HandCommands</name>
    <message>
        <source>record hand %1</source>
        <translation>record hand %1</translation>
    </message>
    <message>
        <source>edit hand %1</source>
        <translation>edit hand %1</translation>
    </message>
    <message>
        <source>delete hand %1</source>
        <translation>delete hand %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::HandEntryDialog</name>
    <message>
        <source>Cannot confirm yet: %1</source>
        <translation>Cannot confirm yet: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1   (provisional: the hand has problems)</source>
        <translation>%1   (provisional: the hand has problems)</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 this hand: %2</source>
        <translation>%1 this hand: %2</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>%1 — hand %2 · dealer: %3 · cut by: %4 · plays first: %5</source>
        <translation>%1 — hand %2 · dealer: %3 · cut by: %4 · plays first: %5</translation>
    </message>
    <message>
        <source>E&amp;xact cut by %1 (%2)</source>
        <translation>E&amp;xact cut by %1 (%2)</translation>
    </message>
    <message>
        <source>The cut packet held exactly the cards dealt</source>
        <translation>The cut packet held exactly the cards dealt</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>A player dealt eleven cards of one back colour scores %1</source>
        <translation>A player dealt eleven cards of one back colour scores %1</translation>
    </message>
    <message>
        <source>%1 — barbelé</source>
        <translation>%1 — barbelé</translation>
    </message>
    <message>
        <source>%1 · %2  %3</source>
        <translation>%1 · %2  %3</translation>
    </message>
    <message>
        <source>after this correction, %1</source>
        <translation>after this correction, %1</translation>
    </message>
    <message>
        <source>%1, side %2 (%3)</source>
        <translation>%1, side %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Restored as it was left when the application stopped (kept at %1): confirm it, change it, or cancel to discard it.</source>
        <translation>Restored as it was left when the application stopped (kept at %1): confirm it, change it, or cancel to discard it.</translation>
    </message>
</context>
<context>
    <name>pinaculo::HistoryDialog</name>
    <message>
        <source>All players</source>
        <translation>All players</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>All variants</translation>
    </message>
    <message>
        <source>No stored games match.</source>
        <translation>No stored games match.</translation>
    </message>
    <message>
        <source>This game is on the table; open another one to delete it.</source>
        <translation>This game is on the table; open another one to delete it.</translation>
    </message>
    <message>
        <source>Rename Game</source>
        <translation>Rename Game</translation>
    </message>
    <message>
        <source>Name of the game:</source>
        <translation>Name of the game:</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Delete Game</translation>
    </message>
    <message numerus="yes">
        <source>Delete the game &quot;%1&quot; (%2) with its %n hand(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Delete the game &quot;%1&quot; (%2) with its %n hand? This cannot be undone.</numerusform>
            <numerusform>Delete the game &quot;%1&quot; (%2) with its %n hands? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::HistoryModel</name>
    <message>
        <source>Playing</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> – </source>
        <extracomment>The running totals of the sides, in the order of the Sides column: &quot;1.520 – 980&quot;.</extracomment>
        <translation> – </translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Last played</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Sides</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
</context>
<context>
    <name>pinaculo::IntegrityCheck</name>
    <message>
        <source>The file %1 is not a Pináculo database.</source>
        <translation>The file %1 is not a Pináculo database.</translation>
    </message>
    <message>
        <source>The database %1 is damaged.</source>
        <translation>The database %1 is damaged.</translation>
    </message>
    <message>
        <source>The database %1 cannot be read: %2</source>
        <translation>The database %1 cannot be read: %2</translation>
    </message>
    <message>
        <source>The database %1 is damaged: %2</source>
        <translation>The database %1 is damaged: %2</translation>
    </message>
    <message>
        <source>Nothing more will be written to this database; it stays exactly as it is. Close Pináculo and replace the file with a backup copy, or start Pináculo again to set the damaged file aside and begin a new database.</source>
        <translation>Nothing more will be written to this database; it stays exactly as it is. Close Pináculo and replace the file with a backup copy, or start Pináculo again to set the damaged file aside and begin a new database.</translation>
    </message>
</context>
<context>
    <name>pinaculo::LateArrivalDialog</name>
    <message>
        <source>Late Arrival at Table %1</source>
        <translation>Late Arrival at Table %1</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Entry:</translation>
    </message>
    <message>
        <source>&amp;Minutes late:</source>
        <translation>&amp;Minutes late:</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Ruling:</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Apply</translation>
    </message>
</context>
<context>
    <name>pinaculo::LiveBoardSharing</name>
    <message>
        <source>The live board cannot listen on %1 port %2: %3</source>
        <translation>The live board cannot listen on %1 port %2: %3</translation>
    </message>
    <message>
        <source>Live Board</source>
        <translation>Live Board</translation>
    </message>
</context>
<context>
    <name>pinaculo::LiveBoardTexts</name>
    <message>
        <source>Live score</source>
        <translation>Live score</translation>
    </message>
    <message>
        <source>Read only: the scores are kept on the computer at the table.</source>
        <translation>Read only: the scores are kept on the computer at the table.</translation>
    </message>
    <message>
        <source>Waiting for a game…</source>
        <translation>Waiting for a game…</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconnecting…</translation>
    </message>
    <message>
        <source>Sharing has stopped at the table.</source>
        <translation>Sharing has stopped at the table.</translation>
    </message>
    <message>
        <source>Playing to %1</source>
        <translation>Playing to %1</translation>
    </message>
    <message>
        <source>One hand decides</source>
        <translation>One hand decides</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No hands recorded yet.</source>
        <translation>No hands recorded yet.</translation>
    </message>
    <message>
        <source>Next hand: %1</source>
        <translation>Next hand: %1</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Deals</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Cuts</translation>
    </message>
    <message>
        <source>Plays first</source>
        <translation>Plays first</translation>
    </message>
    <message>
        <source>Barbelé</source>
        <translation>Barbelé</translation>
    </message>
    <message>
        <source>must open with at least %1 points</source>
        <translation>must open with at least %1 points</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Played after the end: it does not count.</source>
        <translation>Played after the end: it does not count.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 wins</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>The game ends in a draw</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Tied at the top: the game goes on for another hand.</source>
        <translation>Tied at the top: the game goes on for another hand.</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>Leading</translation>
    </message>
    <message>
        <source>A game of %1 hands</source>
        <translation>A game of %1 hands</translation>
    </message>
    <message>
        <source>Playing to %1, at most %2 hands</source>
        <translation>Playing to %1, at most %2 hands</translation>
    </message>
</context>
<context>
    <name>pinaculo::MainWindow</name>
    <message>
        <source>Hand %1 deleted; %2 brings it back.</source>
        <translation>Hand %1 deleted; %2 brings it back.</translation>
    </message>
    <message>
        <source>The game is over: no hand can be recorded after the end.</source>
        <translation>The game is over: no hand can be recorded after the end.</translation>
    </message>
    <message>
        <source>Start or open a game to record hands.</source>
        <translation>Start or open a game to record hands.</translation>
    </message>
    <message>
        <source>Enter the melds and cards of the hand just played</source>
        <translation>Enter the melds and cards of the hand just played</translation>
    </message>
    <message>
        <source>Pináculo</source>
        <translation>Pináculo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1[*] — Pináculo</source>
        <translation>%1[*] — Pináculo</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2, after %n hand(s)</source>
        <translation>
            <numerusform>%1: %2, after %n hand</numerusform>
            <numerusform>%1: %2, after %n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ended in hand %1: %2.</source>
        <translation>The game ended in hand %1: %2.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Delete Hand</source>
        <translation>Delete Hand</translation>
    </message>
    <message>
        <source>Hand %1 cannot be deleted: %2</source>
        <translation>Hand %1 cannot be deleted: %2</translation>
    </message>
</context>
<context>
    <name>pinaculo::MatchPointsDialog</name>
    <message>
        <source>Match Points of %1</source>
        <translation>Match Points of %1</translation>
    </message>
    <message>
        <source>Correct %1</source>
        <translation>Correct %1</translation>
    </message>
    <message>
        <source>Match points of %1</source>
        <translation>Match points of %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The scores were written against the &amp;wrong sides</source>
        <translation>The scores were written against the &amp;wrong sides</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Reason:</translation>
    </message>
    <message>
        <source>Say why the table is corrected: the reason is kept with it.</source>
        <translation>Say why the table is corrected: the reason is kept with it.</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldCheckerDialog</name>
    <message>
        <source>Cannot read the cards: %1</source>
        <translation>Cannot read the cards: %1</translation>
    </message>
    <message>
        <source>Cannot read the rescued cards: %1</source>
        <translation>Cannot read the rescued cards: %1</translation>
    </message>
    <message>
        <source>Enter the cards of a meld.</source>
        <translation>Enter the cards of a meld.</translation>
    </message>
    <message>
        <source>Not a valid meld: %1</source>
        <translation>Not a valid meld: %1</translation>
    </message>
    <message>
        <source>Valid meld</source>
        <translation>Valid meld</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Matters only for 11-card sets (pináculos)</source>
        <translation>Matters only for 11-card sets (pináculos)</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>e.g. %1</translation>
    </message>
    <message>
        <source>wild cards rescued from the meld, e.g. %1</source>
        <translation>wild cards rescued from the meld, e.g. %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldProblemText</name>
    <message>
        <source>a meld needs at least 3 cards, this one has %1</source>
        <translation>a meld needs at least 3 cards, this one has %1</translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n natural card(s), this meld has %1</source>
        <translation>
            <numerusform>needs at least %n natural card, this meld has %1</numerusform>
            <numerusform>needs at least %n natural cards, this meld has %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) of this rank in the meld, with and without suits, but the decks hold only %2</source>
        <translation>
            <numerusform>%1: %n card of this rank in the meld, with and without suits, but the decks hold only %2</numerusform>
            <numerusform>%1: %n cards of this rank in the meld, with and without suits, but the decks hold only %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 appears %n time(s), but the decks hold only %2</source>
        <translation>
            <numerusform>%1 appears %n time, but the decks hold only %2</numerusform>
            <numerusform>%1 appears %n times, but the decks hold only %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in this deck (it has no red twos)</source>
        <translation>%1 is not in this deck (it has no red twos)</translation>
    </message>
    <message>
        <source>%1 is not wild in this game and a two has no place in a run</source>
        <translation>%1 is not wild in this game and a two has no place in a run</translation>
    </message>
    <message>
        <source>sets are not allowed in this game: only runs of one suit can be melded</source>
        <translation>sets are not allowed in this game: only runs of one suit can be melded</translation>
    </message>
    <message>
        <source>%1 and %2 are neither the same rank (a set) nor the same suit (a run)</source>
        <translation>%1 and %2 are neither the same rank (a set) nor the same suit (a run)</translation>
    </message>
    <message>
        <source>a run cannot hold %1 twice</source>
        <translation>a run cannot hold %1 twice</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 needs %n wild card(s) to fill the gaps, the meld has %3 (a run does not turn the corner from the king to the ace and the 3)</source>
        <translation>
            <numerusform>%1 to %2 needs %n wild card to fill the gaps, the meld has %3 (a run does not turn the corner from the king to the ace and the 3)</numerusform>
            <numerusform>%1 to %2 needs %n wild cards to fill the gaps, the meld has %3 (a run does not turn the corner from the king to the ace and the 3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 needs %n wild card(s) to fill the gaps, the meld has %3</source>
        <translation>
            <numerusform>%1 to %2 needs %n wild card to fill the gaps, the meld has %3</numerusform>
            <numerusform>%1 to %2 needs %n wild cards to fill the gaps, the meld has %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a run holds at most %n card(s), this one has %1</source>
        <translation>
            <numerusform>a run holds at most %n card, this one has %1</numerusform>
            <numerusform>a run holds at most %n cards, this one has %1</numerusform>
        </translation>
    </message>
    <message>
        <source>rescued wild cards do not score in this game: a rescued wild goes back to the hand</source>
        <translation>rescued wild cards do not score in this game: a rescued wild goes back to the hand</translation>
    </message>
    <message>
        <source>only wild cards can be rescued, %1 is not one</source>
        <translation>only wild cards can be rescued, %1 is not one</translation>
    </message>
    <message>
        <source>a run needs the suit of each card, and %1 has none; write %2 or %3</source>
        <translation>a run needs the suit of each card, and %1 has none; write %2 or %3</translation>
    </message>
    <message>
        <source>a rescued wild card is written with its suit, and %1 has none; only the cards of a set may be written without their suits</source>
        <translation>a rescued wild card is written with its suit, and %1 has none; only the cards of a set may be written without their suits</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldRow</name>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 &amp;nbsp;— rescued: %2</source>
        <translation>%1 &amp;nbsp;— rescued: %2</translation>
    </message>
    <message>
        <source>this meld has rescued cards but no cards of its own</source>
        <translation>this meld has rescued cards but no cards of its own</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message>
        <source>Type rank then suit (%1, or %2 for a joker), separated by spaces, or click the cards below. %3 adds the next meld. A number alone is the points of all the player&apos;s melds.</source>
        <translation>Type rank then suit (%1, or %2 for a joker), separated by spaces, or click the cards below. %3 adds the next meld. A number alone is the points of all the player&apos;s melds.</translation>
    </message>
    <message>
        <source>Cards of the meld, e.g. %1 or %2 — %3 for the next meld</source>
        <translation>Cards of the meld, e.g. %1 or %2 — %3 for the next meld</translation>
    </message>
    <message>
        <source>A set whose suits were not noted: its count, x and its rank, then its wild cards, as in %1.</source>
        <translation>A set whose suits were not noted: its count, x and its rank, then its wild cards, as in %1.</translation>
    </message>
    <message>
        <source>After the cards, / and the wild cards rescued from the meld, as in %1.</source>
        <translation>After the cards, / and the wild cards rescued from the meld, as in %1.</translation>
    </message>
    <message>
        <source>! laid in one turn, !! laid from the dealt hand</source>
        <translation>! laid in one turn, !! laid from the dealt hand</translation>
    </message>
    <message>
        <source>+ laid on the final turn</source>
        <translation>+ laid on the final turn</translation>
    </message>
    <message>
        <source>= part of the opening</source>
        <translation>= part of the opening</translation>
    </message>
    <message>
        <source>At the end, the marks the boxes beside also set: %1.</source>
        <translation>At the end, the marks the boxes beside also set: %1.</translation>
    </message>
    <message>
        <source>this meld has marks but no cards: type its cards before the marks</source>
        <translation>this meld has marks but no cards: type its cards before the marks</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldText</name>
    <message>
        <source>rescued cards: %1</source>
        <translation>rescued cards: %1</translation>
    </message>
    <message>
        <source>nothing follows “/”: write the wild cards rescued from the meld after it, as in %1</source>
        <translation>nothing follows “/”: write the wild cards rescued from the meld after it, as in %1</translation>
    </message>
    <message>
        <source>“/” is written twice: the rescued wild cards follow a single “/”</source>
        <translation>“/” is written twice: the rescued wild cards follow a single “/”</translation>
    </message>
    <message>
        <source>the mark “%1” stands among the cards: marks go at the end of the meld, after its cards and the rescued ones</source>
        <translation>the mark “%1” stands among the cards: marks go at the end of the meld, after its cards and the rescued ones</translation>
    </message>
    <message>
        <source>how the meld was laid is marked twice: write ! for one turn or !! for the dealt hand, once</source>
        <translation>how the meld was laid is marked twice: write ! for one turn or !! for the dealt hand, once</translation>
    </message>
    <message>
        <source>the mark “%1” is written twice: each mark is written once</source>
        <translation>the mark “%1” is written twice: each mark is written once</translation>
    </message>
    <message>
        <source>“%1” is not a mark: ! is a meld laid in one turn and !! one laid from the dealt hand</source>
        <translation>“%1” is not a mark: ! is a meld laid in one turn and !! one laid from the dealt hand</translation>
    </message>
    <message>
        <source>rescued wild cards do not score in this game (a rescued wild goes back to the hand): remove “/” and the cards after it</source>
        <translation>rescued wild cards do not score in this game (a rescued wild goes back to the hand): remove “/” and the cards after it</translation>
    </message>
    <message>
        <source>“+” (laid on the final turn) cannot change the score here: no multiplier applies to the final turn&apos;s melds in this game</source>
        <translation>“+” (laid on the final turn) cannot change the score here: no multiplier applies to the final turn&apos;s melds in this game</translation>
    </message>
    <message>
        <source>“=” (part of the opening) cannot change the score here: only a barbelé side&apos;s opening is checked, and this player&apos;s side is not barbelé in this hand</source>
        <translation>“=” (part of the opening) cannot change the score here: only a barbelé side&apos;s opening is checked, and this player&apos;s side is not barbelé in this hand</translation>
    </message>
    <message>
        <source>“%1” (how the meld was laid) cannot change the score here: no premium of this game depends on it</source>
        <translation>“%1” (how the meld was laid) cannot change the score here: no premium of this game depends on it</translation>
    </message>
</context>
<context>
    <name>pinaculo::NewGameDialog</name>
    <message>
        <source>none: one hand decides</source>
        <translation>none: one hand decides</translation>
    </message>
    <message>
        <source>Players in seating order (%1 to %2)</source>
        <translation>Players in seating order (%1 to %2)</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Team name</translation>
    </message>
    <message>
        <source>Partners (opposite)</source>
        <translation>Partners (opposite)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (drew again after %3)</source>
        <translation>%1: %2 (drew again after %3)</translation>
    </message>
    <message>
        <source>Seats from the lowest card: %1. %2 deals first.</source>
        <translation>Seats from the lowest card: %1. %2 deals first.</translation>
    </message>
    <message>
        <source>Name, then %1</source>
        <translation>Name, then %1</translation>
    </message>
    <message>
        <source>Counter-clockwise turn order; %1 renames</source>
        <translation>Counter-clockwise turn order; %1 renames</translation>
    </message>
</context>
<context>
    <name>pinaculo::NewTournamentDialog</name>
    <message>
        <source>New Tournament</source>
        <translation>New Tournament</translation>
    </message>
    <message>
        <source>One pair or player a line, in the order of enrolment</source>
        <translation>One pair or player a line, in the order of enrolment</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Director:</source>
        <translation>&amp;Director:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>&amp;Hands a round:</source>
        <translation>&amp;Hands a round:</translation>
    </message>
    <message>
        <source>Victory &amp;points:</source>
        <translation>Victory &amp;points:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rounds:</translation>
    </message>
    <message>
        <source>Movements:</source>
        <translation>Movements:</translation>
    </message>
    <message>
        <source>Mitchell &amp;step:</source>
        <translation>Mitchell &amp;step:</translation>
    </message>
    <message>
        <source>&amp;Entries:</source>
        <translation>&amp;Entries:</translation>
    </message>
    <message>
        <source>Mitchell</source>
        <translation>Mitchell</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danish</translation>
    </message>
    <message>
        <source>All-play-all</source>
        <translation>All-play-all</translation>
    </message>
    <message>
        <source>By the director</source>
        <translation>By the director</translation>
    </message>
    <message>
        <source>Movement of round %1</source>
        <translation>Movement of round %1</translation>
    </message>
    <message>
        <source>Give the tournament a name.</source>
        <translation>Give the tournament a name.</translation>
    </message>
    <message>
        <source>Give the director&apos;s name: it signs every adjustment and correction.</source>
        <translation>Give the director&apos;s name: it signs every adjustment and correction.</translation>
    </message>
    <message>
        <source>List from 2 to %1 entries, one a line.</source>
        <translation>List from 2 to %1 entries, one a line.</translation>
    </message>
    <message>
        <source>Entry %1 is longer than %2 characters.</source>
        <translation>Entry %1 is longer than %2 characters.</translation>
    </message>
    <message>
        <source>No time limit</source>
        <extracomment>The round&apos;s time left at 0: the round lasts its hands, with no clock.</extracomment>
        <translation>No time limit</translation>
    </message>
    <message>
        <source> min</source>
        <extracomment>After the minutes of a round, &quot;40 min&quot;.</extracomment>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Time a round:</source>
        <translation>&amp;Time a round:</translation>
    </message>
    <message>
        <source>Finish the hand in play</source>
        <translation>Finish the hand in play</translation>
    </message>
    <message>
        <source>Pay the hand as the cards stand</source>
        <translation>Pay the hand as the cards stand</translation>
    </message>
    <message>
        <source>When time is &amp;called:</source>
        <translation>When time is &amp;called:</translation>
    </message>
</context>
<context>
    <name>pinaculo::NextHandPanel</name>
    <message>
        <source>Deals:</source>
        <translation>Deals:</translation>
    </message>
    <message>
        <source>Cuts:</source>
        <translation>Cuts:</translation>
    </message>
    <message>
        <source>Plays first:</source>
        <translation>Plays first:</translation>
    </message>
    <message>
        <source>Barbelé:</source>
        <translation>Barbelé:</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Next hand: %1</source>
        <translation>Next hand: %1</translation>
    </message>
    <message>
        <source>%1 — exactly %2 cards for the exact-cut bonus of %3</source>
        <translation>%1 — exactly %2 cards for the exact-cut bonus of %3</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message numerus="yes">
        <source>%1 must open with at least %2 points</source>
        <translation>
            <numerusform>%1 must open with at least %2 points</numerusform>
            <numerusform>%1 must open with at least %2 points</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: no more hands can be recorded.</source>
        <translation>The game is over: no more hands can be recorded.</translation>
    </message>
    <message>
        <source>Tied at the top: the game goes on for another hand.</source>
        <translation>Tied at the top: the game goes on for another hand.</translation>
    </message>
    <message numerus="yes">
        <source>%1 must open with at least %2 points</source>
        <comment>pairs, named by their team names</comment>
        <translation>
            <numerusform>%1 must open with at least %2 points</numerusform>
            <numerusform>%1 must open with at least %2 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::PartnershipsModel</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two partners who played on the same side: &quot;Ana y Bruno&quot;.</extracomment>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partners</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Games together</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
</context>
<context>
    <name>pinaculo::PlayerResultPanel</name>
    <message>
        <source>%1, meld %2: %3</source>
        <translation>%1, meld %2: %3</translation>
    </message>
    <message>
        <source>%1, cards in hand: %2</source>
        <translation>%1, cards in hand: %2</translation>
    </message>
    <message>
        <source>Side: %1 (%2)</source>
        <translation>Side: %1 (%2)</translation>
    </message>
    <message>
        <source>Plays for themselves</source>
        <translation>Plays for themselves</translation>
    </message>
    <message>
        <source>%1 — barbelé: the opening must reach %2</source>
        <translation>%1 — barbelé: the opening must reach %2</translation>
    </message>
    <message>
        <source>A player lays at most %1 melds in one hand.</source>
        <translation>A player lays at most %1 melds in one hand.</translation>
    </message>
    <message>
        <source>Start a new meld (%1 in a meld field does the same)</source>
        <translation>Start a new meld (%1 in a meld field does the same)</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards left in hand, e.g. %1, or their points — empty if none</source>
        <translation>Cards left in hand, e.g. %1, or their points — empty if none</translation>
    </message>
</context>
<context>
    <name>pinaculo::PointsOnlyTable</name>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Melded points</source>
        <translation>Melded points</translation>
    </message>
    <message>
        <source>Points left in hand</source>
        <translation>Points left in hand</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Went out</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>What %1 laid on the table, counted</source>
        <translation>What %1 laid on the table, counted</translation>
    </message>
    <message>
        <source>What %1 was left holding, counted (it is taken off)</source>
        <translation>What %1 was left holding, counted (it is taken off)</translation>
    </message>
    <message>
        <source>%1 went out</source>
        <translation>%1 went out</translation>
    </message>
    <message>
        <source>Points only: the table counts and types the totals. No premium, multiplier, opening check or penalty is judged; untick “Points only” to enter the cards instead.</source>
        <translation>Points only: the table counts and types the totals. No premium, multiplier, opening check or penalty is judged; untick “Points only” to enter the cards instead.</translation>
    </message>
</context>
<context>
    <name>pinaculo::PrintoutActions</name>
    <message>
        <source>&amp;Standings…</source>
        <translation>&amp;Standings…</translation>
    </message>
    <message>
        <source>&amp;Table Cards…</source>
        <translation>&amp;Table Cards…</translation>
    </message>
    <message>
        <source>S&amp;core Cards of the Round…</source>
        <translation>S&amp;core Cards of the Round…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Print</translation>
    </message>
    <message>
        <source>Save as P&amp;DF</source>
        <translation>Save as P&amp;DF</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <extracomment>A printout&apos;s title: the tournament&apos;s name and what is printed.</extracomment>
        <translation>%1: standings</translation>
    </message>
    <message>
        <source>%1: table cards</source>
        <translation>%1: table cards</translation>
    </message>
    <message>
        <source>%1: score cards of round %2</source>
        <translation>%1: score cards of round %2</translation>
    </message>
    <message>
        <source>Seat a round first.</source>
        <translation>Seat a round first.</translation>
    </message>
</context>
<context>
    <name>pinaculo::ProjectorPanel</name>
    <message>
        <source>%1 (%2/%3)</source>
        <extracomment>The projector&apos;s list shown a page at a time: its title, then which page.</extracomment>
        <translation>%1 (%2/%3)</translation>
    </message>
</context>
<context>
    <name>pinaculo::ProjectorWindow</name>
    <message>
        <source>Projector View</source>
        <translation>Projector View</translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation>No tournament open</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>No round seated yet</translation>
    </message>
    <message>
        <source>Round %1 of %2: seating</source>
        <translation>Round %1 of %2: seating</translation>
    </message>
</context>
<context>
    <name>pinaculo::RenamePlayerCommand</name>
    <message>
        <source>rename %1 to %2</source>
        <translation>rename %1 to %2</translation>
    </message>
</context>
<context>
    <name>pinaculo::RoundClockControl</name>
    <message>
        <source>Start C&amp;lock</source>
        <translation>Start C&amp;lock</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Pause Clock</translation>
    </message>
    <message>
        <source>R&amp;eset Clock</source>
        <translation>R&amp;eset Clock</translation>
    </message>
    <message>
        <source>Res&amp;ume Clock</source>
        <translation>Res&amp;ume Clock</translation>
    </message>
</context>
<context>
    <name>pinaculo::RoundTablesModel</name>
    <message>
        <source> – </source>
        <extracomment>Between the match points of the sides of one table, &quot;820 – 455&quot;.</extracomment>
        <translation> – </translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Submitted</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmed</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Accepted</translation>
    </message>
    <message>
        <source>forfeit: %1 absent</source>
        <translation>forfeit: %1 absent</translation>
    </message>
    <message>
        <source>%1 (game file)</source>
        <translation>%1 (game file)</translation>
    </message>
    <message>
        <source>%1 (corrected)</source>
        <translation>%1 (corrected)</translation>
    </message>
    <message>
        <source>Rests</source>
        <translation>Rests</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>North-South</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>East-West</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
</context>
<context>
    <name>pinaculo::RuleParametersModel</name>
    <message>
        <source>One of: %1</source>
        <translation>One of: %1</translation>
    </message>
    <message>
        <source>Changed from the variant&apos;s preset</source>
        <translation>Changed from the variant&apos;s preset</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
</context>
<context>
    <name>pinaculo::RuleParametersSection</name>
    <message>
        <source>Every rule parameter</source>
        <translation>Every rule parameter</translation>
    </message>
    <message>
        <source>The values a new game of this variant starts from; the New Game dialog can change any of them for one game.</source>
        <translation>The values a new game of this variant starts from; the New Game dialog can change any of them for one game.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
</context>
<context>
    <name>pinaculo::RulePresetBar</name>
    <message>
        <source>&amp;House rules:</source>
        <translation>&amp;House rules:</translation>
    </message>
    <message>
        <source>Keep the rules set here under a name, to choose them again</source>
        <translation>Keep the rules set here under a name, to choose them again</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete the chosen house rules</source>
        <translation>Delete the chosen house rules</translation>
    </message>
    <message>
        <source>House rules saved before: choosing one sets the variant and every rule</source>
        <translation>House rules saved before: choosing one sets the variant and every rule</translation>
    </message>
    <message>
        <source>The variant&apos;s own rules</source>
        <translation>The variant&apos;s own rules</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Save House Rules</source>
        <translation>Save House Rules</translation>
    </message>
    <message>
        <source>Name of these house rules:</source>
        <translation>Name of these house rules:</translation>
    </message>
    <message>
        <source>House rules named &quot;%1&quot; already exist. Replace them?</source>
        <translation>House rules named &quot;%1&quot; already exist. Replace them?</translation>
    </message>
    <message>
        <source>Delete House Rules</source>
        <translation>Delete House Rules</translation>
    </message>
    <message>
        <source>Delete the house rules &quot;%1&quot;? Games played with them keep their rules.</source>
        <translation>Delete the house rules &quot;%1&quot;? Games played with them keep their rules.</translation>
    </message>
    <message>
        <source>Sav&amp;e…</source>
        <translation>Sav&amp;e…</translation>
    </message>
</context>
<context>
    <name>pinaculo::RunningTotalsChart</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Target %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::ScoreSheetSharing</name>
    <message>
        <source>&amp;Copy Score Sheet as Text</source>
        <translation>&amp;Copy Score Sheet as Text</translation>
    </message>
    <message>
        <source>Copy the score sheet as plain text, to paste into a message</source>
        <translation>Copy the score sheet as plain text, to paste into a message</translation>
    </message>
    <message>
        <source>Copy Score Sheet as &amp;Image</source>
        <translation>Copy Score Sheet as &amp;Image</translation>
    </message>
    <message>
        <source>Copy the score sheet as a picture, to paste into a chat</source>
        <translation>Copy the score sheet as a picture, to paste into a chat</translation>
    </message>
    <message>
        <source>Export as &amp;CSV</source>
        <translation>Export as &amp;CSV</translation>
    </message>
    <message>
        <source>&amp;Score Sheet…</source>
        <translation>&amp;Score Sheet…</translation>
    </message>
    <message>
        <source>Write every hand&apos;s points and running totals to a CSV file for a spreadsheet</source>
        <translation>Write every hand&apos;s points and running totals to a CSV file for a spreadsheet</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Write every player&apos;s record across the stored games to a CSV file</source>
        <translation>Write every player&apos;s record across the stored games to a CSV file</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Score sheet copied as text.</source>
        <translation>Score sheet copied as text.</translation>
    </message>
    <message>
        <source>Score sheet copied as a picture.</source>
        <translation>Score sheet copied as a picture.</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Written to %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export failed</translation>
    </message>
    <message>
        <source>Export Score Sheet as CSV</source>
        <extracomment>The proposed file name of an exported score sheet; %1 is today&apos;s date (2026-03-14).</extracomment>
        <translation>Export Score Sheet as CSV</translation>
    </message>
    <message>
        <source>score-%1.csv</source>
        <translation>score-%1.csv</translation>
    </message>
    <message>
        <source>Export Statistics as CSV</source>
        <extracomment>The proposed file name of exported statistics; %1 is today&apos;s date (2026-03-14).</extracomment>
        <translation>Export Statistics as CSV</translation>
    </message>
    <message>
        <source>statistics-%1.csv</source>
        <translation>statistics-%1.csv</translation>
    </message>
    <message>
        <source>The file was not written: %1.</source>
        <translation>The file was not written: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::ScoreboardModel</name>
    <message numerus="yes">
        <source>%1 was barbelé in hand %2: the first meld had to reach %3 points.</source>
        <translation>
            <numerusform>%1 was barbelé in hand %2: the first meld had to reach %3 points.</numerusform>
            <numerusform>%1 were barbelé in hand %2: the first meld had to reach %3 points.</numerusform>
        </translation>
    </message>
    <message>
        <source>This hand has referee warnings: select it to read them.</source>
        <translation>This hand has referee warnings: select it to read them.</translation>
    </message>
    <message>
        <source>The number of the hand</source>
        <translation>The number of the hand</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Who dealt the hand</translation>
    </message>
    <message>
        <source>Points %1 scored in the hand</source>
        <translation>Points %1 scored in the hand</translation>
    </message>
    <message>
        <source>Running total of %1 after the hand</source>
        <translation>Running total of %1 after the hand</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dealer</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points %1 (%2) scored in the hand</source>
        <translation>Points %1 (%2) scored in the hand</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points of a hand played after the end, which do not count</comment>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game (decided in hand %2): it counts for nothing.</source>
        <translation>Hand %1 was played after the end of the game (decided in hand %2): it counts for nothing.</translation>
    </message>
    <message>
        <source>%1 was barbelé in hand %2: the first meld had to reach %3 points.</source>
        <comment>a pair, named by its team name</comment>
        <translation>%1 was barbelé in hand %2: the first meld had to reach %3 points.</translation>
    </message>
    <message>
        <source>%1 scored %2 in hand %3</source>
        <translation>%1 scored %2 in hand %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::ShareBoardDialog</name>
    <message>
        <source>QR code of %1</source>
        <translation>QR code of %1</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) watching</source>
        <translation>
            <numerusform>%n phone watching</numerusform>
            <numerusform>%n phones watching</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::StandingsModel</name>
    <message>
        <source>%1 (withdrew after round %2)</source>
        <translation>%1 (withdrew after round %2)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entry</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Victory points, as the tournament&apos;s rules abbreviate them.</extracomment>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <extracomment>Match points won minus match points lost.</extracomment>
        <translation>MP diff.</translation>
    </message>
    <message>
        <source>MP for</source>
        <translation>MP for</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
</context>
<context>
    <name>pinaculo::StartPage</name>
    <message>
        <source>There is no unfinished game to continue</source>
        <translation>There is no unfinished game to continue</translation>
    </message>
    <message>
        <source>Press %1 or double-click to open</source>
        <translation>Press %1 or double-click to open</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>pinaculo::StatisticsDialog</name>
    <message>
        <source>All variants</source>
        <translation>All variants</translation>
    </message>
    <message>
        <source>No games stored yet.</source>
        <translation>No games stored yet.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Games played and won</source>
        <translation>Games played and won</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Choose two players to see how they fared against each other.</source>
        <translation>Choose two players to see how they fared against each other.</translation>
    </message>
    <message>
        <source>%1 and %2 have not played against each other.</source>
        <translation>%1 and %2 have not played against each other.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) against each other</source>
        <translation>
            <numerusform>%n game against each other</numerusform>
            <numerusform>%n games against each other</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n won</source>
        <translation>
            <numerusform>%1: %n won</numerusform>
            <numerusform>%1: %n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished as a draw or won by another side</source>
        <translation>
            <numerusform>%n finished as a draw or won by another side</numerusform>
            <numerusform>%n finished as a draw or won by another side</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still being played</source>
        <translation>
            <numerusform>%n still being played</numerusform>
            <numerusform>%n still being played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::StatisticsModel</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number. Written as the language writes it: &quot;50 %&quot;, &quot;50%&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 won %2 of %3 finished games</source>
        <translation>%1 won %2 of %3 finished games</translation>
    </message>
    <message>
        <source>Games won out of games finished; a game still being played does not count</source>
        <translation>Games won out of games finished; a game still being played does not count</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Average hand</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Best hand</translation>
    </message>
    <message>
        <source>Premium melds</source>
        <translation>Premium melds</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Went out</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Penalty points</translation>
    </message>
</context>
<context>
    <name>pinaculo::StoredGames</name>
    <message>
        <source>Every change is saved again.</source>
        <translation>Every change is saved again.</translation>
    </message>
    <message>
        <source>Stored game</source>
        <translation>Stored game</translation>
    </message>
    <message>
        <source>The stored game cannot be opened: %1</source>
        <translation>The stored game cannot be opened: %1</translation>
    </message>
    <message>
        <source>This game was stored before today&apos;s limits: %1. It opens as it was; a change to it must keep to the limits.</source>
        <translation>This game was stored before today&apos;s limits: %1. It opens as it was; a change to it must keep to the limits.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Not saved</translation>
    </message>
    <message>
        <source>The last changes could not be saved in the database: %1

Export the game to a game file before quitting?</source>
        <translation>The last changes could not be saved in the database: %1

Export the game to a game file before quitting?</translation>
    </message>
    <message>
        <source>The last change could not be saved in the database: %1

It stays in the window and is saved with the next change once the database accepts it again.</source>
        <translation>The last change could not be saved in the database: %1

It stays in the window and is saved with the next change once the database accepts it again.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rematch</translation>
    </message>
    <message>
        <source>Database replaced</source>
        <translation>Database replaced</translation>
    </message>
    <message>
        <source>The game was saved as a new game in the database now at %1.</source>
        <translation>The game was saved as a new game in the database now at %1.</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Database</translation>
    </message>
</context>
<context>
    <name>pinaculo::SummaryPrinting</name>
    <message>
        <source>Print preview: %1</source>
        <translation>Print preview: %1</translation>
    </message>
    <message>
        <source>Print the game summary</source>
        <translation>Print the game summary</translation>
    </message>
    <message>
        <source>The summary could not be sent to the printer %1.</source>
        <translation>The summary could not be sent to the printer %1.</translation>
    </message>
    <message>
        <source>game-summary.pdf</source>
        <translation>game-summary.pdf</translation>
    </message>
    <message>
        <source>Export the game summary as PDF</source>
        <translation>Export the game summary as PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>The summary was not saved: %1.</source>
        <translation>The summary was not saved: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::TableActions</name>
    <message>
        <source>&amp;Match Points…</source>
        <translation>&amp;Match Points…</translation>
    </message>
    <message>
        <source>Take In &amp;Game File…</source>
        <translation>Take In &amp;Game File…</translation>
    </message>
    <message>
        <source>Take In Game File</source>
        <translation>Take In Game File</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>Game files (*.json)</translation>
    </message>
    <message>
        <source>&amp;Forfeit…</source>
        <translation>&amp;Forfeit…</translation>
    </message>
    <message>
        <source>A&amp;ccept</source>
        <translation>A&amp;ccept</translation>
    </message>
    <message>
        <source>A&amp;djust…</source>
        <translation>A&amp;djust…</translation>
    </message>
    <message>
        <source>C&amp;orrect…</source>
        <translation>C&amp;orrect…</translation>
    </message>
    <message>
        <source>Select a table first.</source>
        <translation>Select a table first.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Forfeit at Table %1</source>
        <translation>Forfeit at Table %1</translation>
    </message>
    <message>
        <source>The entry that did not come:</source>
        <translation>The entry that did not come:</translation>
    </message>
    <message>
        <source>Seat a round first.</source>
        <translation>Seat a round first.</translation>
    </message>
    <message>
        <source>&amp;Late Arrival…</source>
        <translation>&amp;Late Arrival…</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>&amp;Hands…</source>
        <translation>&amp;Hands…</translation>
    </message>
    <message>
        <source>Co&amp;nfirm</source>
        <translation>Co&amp;nfirm</translation>
    </message>
    <message>
        <source>One player of each side has agreed the table&apos;s result</source>
        <translation>One player of each side has agreed the table&apos;s result</translation>
    </message>
</context>
<context>
    <name>pinaculo::TableHandsDialog</name>
    <message>
        <source>The sides are &amp;pairs</source>
        <translation>The sides are &amp;pairs</translation>
    </message>
    <message>
        <source>&amp;Record Hand…</source>
        <translation>&amp;Record Hand…</translation>
    </message>
    <message>
        <source>&amp;Edit Hand…</source>
        <translation>&amp;Edit Hand…</translation>
    </message>
    <message>
        <source>Hands at Table %1</source>
        <translation>Hands at Table %1</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, table %2: %n hand(s), as the table&apos;s score card gives them.</source>
        <translation>
            <numerusform>Round %1, table %2: %n hand, as the table&apos;s score card gives them.</numerusform>
            <numerusform>Round %1, table %2: %n hands, as the table&apos;s score card gives them.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take In</source>
        <translation>&amp;Take In</translation>
    </message>
    <message>
        <source>Discard the hands typed for table %1?</source>
        <translation>Discard the hands typed for table %1?</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n hand(s): take it in.</source>
        <translation>
            <numerusform>The game is over after %n hand: take it in.</numerusform>
            <numerusform>The game is over after %n hands: take it in.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands recorded: %1 of %2.</source>
        <translation>Hands recorded: %1 of %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::TournamentDocument</name>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>round %1, table %2: %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::TournamentRulesDialog</name>
    <message>
        <source>Tournament Rules</source>
        <translation>Tournament Rules</translation>
    </message>
    <message>
        <source>Tournament rules</source>
        <translation>Tournament rules</translation>
    </message>
</context>
<context>
    <name>pinaculo::UndoActions</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Undo %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Redo %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
</context>
<context>
    <name>pinaculo::WindowDialogs</name>
    <message>
        <source>About Pináculo</source>
        <translation>About Pináculo</translation>
    </message>
    <message>
        <source>Summary written to %1</source>
        <translation>Summary written to %1</translation>
    </message>
    <message>
        <source>Pináculo %1</source>
        <translation>Pináculo %1</translation>
    </message>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola: record each hand, and the application scores it, explains every line, keeps the running totals, tells who is barbelé and declares the winner.</source>
        <translation>Score keeper and referee for Pináculo, Pinacle and Pinnacola: record each hand, and the application scores it, explains every line, keeps the running totals, tells who is barbelé and declares the winner.</translation>
    </message>
    <message>
        <source>Free software under the licence %1: the GNU General Public License, version 3 or any later version.</source>
        <translation>Free software under the licence %1: the GNU General Public License, version 3 or any later version.</translation>
    </message>
</context>
</TS>
