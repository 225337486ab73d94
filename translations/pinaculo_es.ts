<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AppOptions</name>
    <message>
        <source>--db needs the path of a database file</source>
        <translation>--db necesita la ruta de un archivo de base de datos</translation>
    </message>
    <message>
        <source>--lang needs one of: %1</source>
        <translation>--lang necesita uno de estos: %1</translation>
    </message>
    <message>
        <source>only one game file can be opened, not also %1</source>
        <translation>solo se puede abrir un archivo de partida, no también %1</translation>
    </message>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola.</source>
        <translation>Anotador y árbitro de Pináculo, Pinacle y Pinnacola.</translation>
    </message>
    <message>
        <source>Show this help and quit.</source>
        <translation>Muestra esta ayuda y termina.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Muestra la versión y termina.</translation>
    </message>
    <message>
        <source>The database file (default: in the user&apos;s application data folder).</source>
        <translation>El archivo de la base de datos (por omisión, en la carpeta de datos de aplicaciones del usuario).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>ruta</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>Quit once the window is shown (for tests).</source>
        <translation>Termina en cuanto se muestra la ventana (para pruebas).</translation>
    </message>
    <message>
        <source>Serve a read-only live board of the game on the local network, on this TCP port (0-65535; 0: any free port).</source>
        <translation>Ofrece en la red local un marcador de la partida en directo, de solo lectura, en este puerto TCP (0-65535; 0: cualquier puerto libre).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>puerto</translation>
    </message>
    <message>
        <source>The address the live board listens on, for example 127.0.0.1 (only with --live-board).</source>
        <translation>La dirección en la que escucha el marcador en directo, por ejemplo 127.0.0.1 (solo con --live-board).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>dirección</translation>
    </message>
    <message>
        <source>Show this help with Qt&apos;s own options and quit.</source>
        <translation>Muestra esta ayuda con las opciones propias de Qt y termina.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>A game file to open.</source>
        <translation>Un archivo de partida que abrir.</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[archivo]</translation>
    </message>
    <message>
        <source>--live-board needs a port number from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--live-board necesita un número de puerto de 0 a 65535, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--live-board-address is only used with --live-board PORT</source>
        <translation>--live-board-address solo se usa junto con --live-board PUERTO</translation>
    </message>
    <message>
        <source>--live-board-address needs an IP address such as 127.0.0.1 or ::1, not &quot;%1&quot;</source>
        <translation>--live-board-address necesita una dirección IP como 127.0.0.1 o ::1, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Try pinaculo --help.</source>
        <translation>Pruebe pinaculo --help.</translation>
    </message>
    <message>
        <source>The language of the window: %1 (default: the one chosen last, or the system&apos;s).</source>
        <translation>El idioma de la ventana: %1 (por omisión, el elegido la última vez o el del sistema).</translation>
    </message>
</context>
<context>
    <name>CliApplication</name>
    <message>
        <source>Usage:</source>
        <translation>Uso:</translation>
    </message>
    <message>
        <source>Each command lists its options with --help, for example: %1</source>
        <translation>Cada orden muestra sus opciones con --help, por ejemplo: %1</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The description of --lang: the languages it takes, &quot;es, it or en&quot;.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>idioma</translation>
    </message>
    <message>
        <source>pinaculo-cli: unknown language &quot;%1&quot;; use %2</source>
        <translation>pinaculo-cli: idioma desconocido &quot;%1&quot;; use %2</translation>
    </message>
    <message>
        <source>pinaculo-cli: give a command: meld, score, summary, import, export, list, tournament or club</source>
        <translation>pinaculo-cli: indique una orden: meld, score, summary, import, export, list, tournament o club</translation>
    </message>
    <message>
        <source>pinaculo-cli: unknown command &quot;%1&quot;; use meld, score, summary, import, export, list, tournament or club</source>
        <translation>pinaculo-cli: orden desconocida «%1»; use meld, score, summary, import, export, list, tournament o club</translation>
    </message>
</context>
<context>
    <name>CliDatabase</name>
    <message>
        <source>The database file (default: the application&apos;s database).</source>
        <translation>El archivo de la base de datos (por defecto, la base de datos de la aplicación).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>ruta</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2</source>
        <translation>pinaculo-cli %1: %2</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: the file was left untouched; the application offers to set it aside and start a fresh database</source>
        <translation>pinaculo-cli %1: el archivo no se ha tocado; la aplicación ofrece apartarlo y empezar una base de datos nueva</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>Show this help and quit.</source>
        <translation>Muestra esta ayuda y termina.</translation>
    </message>
</context>
<context>
    <name>ClubCommand</name>
    <message>
        <source>Usage:</source>
        <translation>Uso:</translation>
    </message>
    <message>
        <source>pinaculo-cli club: give a subcommand: init-db</source>
        <translation>pinaculo-cli club: indique una suborden: init-db</translation>
    </message>
    <message>
        <source>pinaculo-cli club: unknown subcommand &quot;%1&quot;; use init-db</source>
        <translation>pinaculo-cli club: suborden desconocida «%1»; use init-db</translation>
    </message>
    <message>
        <source>Makes the club&apos;s database on a PostgreSQL server ready for a room of tables, as the database&apos;s owner: its schema, the roles and row-level policies under which each table&apos;s login sends only its own match, and the logins of the director, the board and tables 1 to --tables, each with a new password printed once. Logins that exist keep theirs. The owner&apos;s password is found as PostgreSQL&apos;s own tools find it (PGPASSWORD, ~/.pgpass).</source>
        <translation>Prepara la base de datos del club en un servidor PostgreSQL para una sala de mesas, como propietario de la base de datos: su esquema, los roles y las políticas por fila con las que el usuario de cada mesa solo envía su propia partida, y los usuarios del director, del tablero y de las mesas 1 a --tables, cada uno con una contraseña nueva que se muestra una sola vez. Los usuarios que ya existen conservan la suya. La contraseña del propietario se busca como la buscan las herramientas de PostgreSQL (PGPASSWORD, ~/.pgpass).</translation>
    </message>
    <message>
        <source>The server&apos;s name or address, or the folder of its unix socket.</source>
        <translation>El nombre o la dirección del servidor, o la carpeta de su socket unix.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>servidor</translation>
    </message>
    <message>
        <source>The server&apos;s port.</source>
        <translation>El puerto del servidor.</translation>
    </message>
    <message>
        <source>port</source>
        <translation>puerto</translation>
    </message>
    <message>
        <source>The club&apos;s database.</source>
        <translation>La base de datos del club.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>The database&apos;s owner (by default the system user).</source>
        <translation>El propietario de la base de datos (por omisión, el usuario del sistema).</translation>
    </message>
    <message>
        <source>user</source>
        <translation>usuario</translation>
    </message>
    <message>
        <source>TLS: %1; verify-full, the default, checks the server&apos;s certificate and name against the club&apos;s certificate authority.</source>
        <extracomment>The description of --tls: the modes it takes, verify-full being the default.</extracomment>
        <translation>TLS: %1; verify-full, la opción por omisión, comprueba el certificado y el nombre del servidor con la autoridad de certificación del club.</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>modo</translation>
    </message>
    <message>
        <source>The club&apos;s certificate authority (a PEM file).</source>
        <translation>La autoridad de certificación del club (un archivo PEM).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>The room&apos;s tables, each given a login.</source>
        <translation>Las mesas de la sala, cada una con su usuario.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The director&apos;s login.</source>
        <translation>El usuario del director.</translation>
    </message>
    <message>
        <source>The board&apos;s login, which only reads.</source>
        <translation>El usuario del tablero, que solo lee.</translation>
    </message>
    <message>
        <source>pinaculo-cli club init-db: %1</source>
        <translation>pinaculo-cli club init-db: %1</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argumento inesperado «%1»</translation>
    </message>
    <message>
        <source>--port must be a port number, 1 to 65535</source>
        <translation>--port debe ser un número de puerto, de 1 a 65535</translation>
    </message>
    <message>
        <source>--tls must be %1</source>
        <translation>--tls debe ser %1</translation>
    </message>
    <message>
        <source>--tables must be a number from 0 to %1</source>
        <translation>--tables debe ser un número de 0 a %1</translation>
    </message>
    <message>
        <source>The club&apos;s database %1 is at schema version %2.</source>
        <translation>La base de datos del club %1 está en la versión %2 del esquema.</translation>
    </message>
    <message>
        <source>Logins (a new password is shown only now):</source>
        <translation>Usuarios (una contraseña nueva solo se muestra ahora):</translation>
    </message>
    <message>
        <source>director</source>
        <translation>director</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tablero</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>mesa %1</translation>
    </message>
    <message>
        <source>(kept, its password unchanged)</source>
        <translation>(se conserva, con la misma contraseña)</translation>
    </message>
    <message>
        <source>The address to connect to instead of looking the host up; the server&apos;s certificate is still checked against --host.</source>
        <translation>La dirección a la que conectarse en lugar de buscar el servidor por su nombre; el certificado del servidor se sigue comprobando con --host.</translation>
    </message>
    <message>
        <source>address</source>
        <translation>dirección</translation>
    </message>
</context>
<context>
    <name>ClubConnection</name>
    <message>
        <source>Qt SQL&apos;s PostgreSQL driver is not installed: install the package %1</source>
        <translation>El controlador PostgreSQL de Qt SQL no está instalado: instale el paquete %1</translation>
    </message>
</context>
<context>
    <name>ClubLogins</name>
    <message>
        <source>&quot;%1&quot; cannot name a login: use lower-case letters, digits and _, a letter first, at most 63 characters</source>
        <translation>«%1» no puede ser el nombre de un usuario: use minúsculas, cifras y _, primero una letra, como mucho 63 caracteres</translation>
    </message>
    <message>
        <source>a club has from 0 to %1 tables, not %2</source>
        <translation>un club tiene de 0 a %1 mesas, no %2</translation>
    </message>
</context>
<context>
    <name>ClubMatches</name>
    <message>
        <source>table %1 of round %2 has changed since it was read (another window, or the table itself): read it again</source>
        <translation>la mesa %1 de la ronda %2 ha cambiado desde que se leyó (otra ventana, o la propia mesa): léala de nuevo</translation>
    </message>
</context>
<context>
    <name>ClubRefusal</name>
    <message>
        <source>cannot reach the club&apos;s database %1 at %2 as %3 (%4)</source>
        <translation>no se puede llegar a la base de datos del club %1 en %2 como %3 (%4)</translation>
    </message>
    <message>
        <source>the club refused the write: a table&apos;s login sends only its own table&apos;s match, and only while it is being played (%1)</source>
        <translation>el club ha rechazado la escritura: el usuario de una mesa solo envía la partida de su propia mesa, y solo mientras se juega (%1)</translation>
    </message>
    <message>
        <source>the club refused the write: this login may not make it (%1)</source>
        <translation>el club ha rechazado la escritura: este usuario no puede hacerla (%1)</translation>
    </message>
    <message>
        <source>the club has this already (%1)</source>
        <translation>el club ya lo tiene (%1)</translation>
    </message>
    <message>
        <source>this login is already connected as many times as it may be (%1)</source>
        <translation>este usuario ya está conectado tantas veces como puede (%1)</translation>
    </message>
    <message>
        <source>the connection to the club&apos;s database was lost (%1)</source>
        <translation>se ha perdido la conexión con la base de datos del club (%1)</translation>
    </message>
    <message>
        <source>the club&apos;s database refused: %1</source>
        <translation>la base de datos del club lo ha rechazado: %1</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club&apos;s database is of schema version %1, newer than this program&apos;s %2: update the program first</source>
        <translation>la base de datos del club tiene la versión %1 del esquema, más nueva que la %2 de este programa: actualice antes el programa</translation>
    </message>
    <message>
        <source>schema step %1: %2</source>
        <translation>paso %1 del esquema: %2</translation>
    </message>
</context>
<context>
    <name>ClubTableLock</name>
    <message>
        <source>table %1 is held by another laptop</source>
        <translation>la mesa %1 la tiene otro portátil</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>table %1 is held by the laptop %2 since %3: close it there first</source>
        <translation>la mesa %1 la tiene el portátil %2 desde las %3: ciérrela antes allí</translation>
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
        <translation>Cada jugador por su cuenta, de 2 a 6 jugadores, 11 cartas, tríos y escaleras, se juega a 1.500.</translation>
    </message>
    <message>
        <source>Spanish partnership rules: pairs sitting opposite, 4 or 6 players, finishing premiums, play to 1,500.</source>
        <translation>Reglas españolas por parejas: compañeros sentados frente a frente, 4 o 6 jugadores, premios por cerrar, se juega a 1.500.</translation>
    </message>
    <message>
        <source>Italian rules: 2 to 4 players or two pairs, 13 cards, runs only, long runs score double, one hand decides.</source>
        <translation>Reglas italianas: de 2 a 4 jugadores o dos parejas, 13 cartas, solo escaleras, las escaleras largas puntúan doble, una sola mano decide.</translation>
    </message>
    <message>
        <source>Pináculo in one turn</source>
        <translation>Pináculo en un turno</translation>
    </message>
    <message>
        <source>Pináculo from the deal</source>
        <translation>Pináculo de mano</translation>
    </message>
    <message>
        <source>Pináculo over several turns</source>
        <translation>Pináculo en varios turnos</translation>
    </message>
    <message>
        <source>Clean escalera</source>
        <translation>Escalera limpia</translation>
    </message>
    <message>
        <source>Escalera with one wild card</source>
        <translation>Escalera con un comodín</translation>
    </message>
    <message>
        <source>Escalera with two wild cards</source>
        <translation>Escalera con dos comodines</translation>
    </message>
    <message>
        <source>Dirty escalera</source>
        <translation>Escalera sucia</translation>
    </message>
    <message>
        <source>Eight natural aces</source>
        <translation>Ocho ases naturales</translation>
    </message>
    <message>
        <source>Eight natural court cards</source>
        <translation>Ocho figuras naturales</translation>
    </message>
    <message>
        <source>Seven natural aces</source>
        <translation>Siete ases naturales</translation>
    </message>
    <message>
        <source>Seven natural court cards</source>
        <translation>Siete figuras naturales</translation>
    </message>
    <message>
        <source>Six natural aces</source>
        <translation>Seis ases naturales</translation>
    </message>
    <message>
        <source>Six natural court cards</source>
        <translation>Seis figuras naturales</translation>
    </message>
    <message>
        <source>Six aces with a wild card</source>
        <translation>Seis ases con un comodín</translation>
    </message>
    <message>
        <source>Six court cards with a wild card</source>
        <translation>Seis figuras con un comodín</translation>
    </message>
    <message>
        <source>Eight naturals</source>
        <translation>Ocho naturales</translation>
    </message>
    <message>
        <source>Pinnacolone</source>
        <translation>Pinnacolone</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>no válida</translation>
    </message>
    <message>
        <source>set</source>
        <translation>trío</translation>
    </message>
    <message>
        <source>run</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>over several turns</source>
        <translation>en varios turnos</translation>
    </message>
    <message>
        <source>in one turn</source>
        <translation>en un turno</translation>
    </message>
    <message>
        <source>from the deal</source>
        <translation>de mano</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>cerró</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>abatió</translation>
    </message>
    <message>
        <source>the hand must have a result for each of the %1 players</source>
        <translation>la mano debe tener un resultado para cada uno de los %1 jugadores</translation>
    </message>
    <message>
        <source>%1, meld %2 (%3): %4</source>
        <translation>%1, combinación %2 (%3): %4</translation>
    </message>
    <message>
        <source>%1, meld %2 has no cards</source>
        <translation>%1, la combinación %2 no tiene cartas</translation>
    </message>
    <message>
        <source>%1: %2 is not in this deck (it has no red twos)</source>
        <translation>%1: %2 no está en esta baraja (no tiene doses rojos)</translation>
    </message>
    <message>
        <source>%1: give the melds or the meld points, not both</source>
        <translation>%1: indique las combinaciones o sus puntos, no ambas cosas</translation>
    </message>
    <message>
        <source>%1: give the cards left in hand or their points, not both</source>
        <translation>%1: indique las cartas que quedan en la mano o sus puntos, no ambas cosas</translation>
    </message>
    <message>
        <source>%1: points entered as a number cannot be negative</source>
        <translation>%1: los puntos anotados como total no pueden ser negativos</translation>
    </message>
    <message>
        <source>%1: a count of penalties cannot be negative</source>
        <translation>%1: el número de penalizaciones no puede ser negativo</translation>
    </message>
    <message>
        <source>%1 and %2 both went out; only one player can go out</source>
        <translation>%1 y %2 cerraron los dos; solo un jugador puede cerrar</translation>
    </message>
    <message>
        <source>%1, meld %2 (%3) was laid on the final turn with a wild card, but no wild card was said to be played on that turn</source>
        <translation>%1, la combinación %2 (%3) se bajó en el último turno con un comodín, pero se indicó que en ese turno no se jugó ningún comodín</translation>
    </message>
    <message>
        <source>the same-back bonus names a player who is not in the game</source>
        <translation>el premio por mismo dorso nombra a un jugador que no está en la partida</translation>
    </message>
    <message>
        <source>%1 players are too many: this game allows at most %2</source>
        <translation>%1 jugadores son demasiados: este juego admite como máximo %2</translation>
    </message>
    <message>
        <source>this game is played in pairs: give the teams</source>
        <translation>este juego se juega por parejas: indique las parejas</translation>
    </message>
    <message>
        <source>this game is played individually: there are no teams</source>
        <translation>este juego es individual: no hay parejas</translation>
    </message>
    <message>
        <source>pairs need an even number of players, at least 4 (there are %1)</source>
        <translation>las parejas necesitan un número par de jugadores, al menos 4 (hay %1)</translation>
    </message>
    <message>
        <source>team %1 names a player who is not in the game</source>
        <translation>la pareja %1 incluye a un jugador que no está en la partida</translation>
    </message>
    <message>
        <source>%1 is in two teams</source>
        <translation>%1 está en dos parejas</translation>
    </message>
    <message>
        <source>%1 is in no team</source>
        <translation>%1 no está en ninguna pareja</translation>
    </message>
    <message>
        <source>the first dealer is not one of the players</source>
        <translation>el primer dador no es uno de los jugadores</translation>
    </message>
    <message>
        <source>Melds entered as points</source>
        <translation>Combinaciones anotadas solo como total</translation>
    </message>
    <message>
        <source>%1: eight naturals, the cards plus a bonus</source>
        <translation>%1: ocho naturales, las cartas más un premio</translation>
    </message>
    <message>
        <source>%1: %2, instead of its cards</source>
        <translation>%1: %2, en lugar de sus cartas</translation>
    </message>
    <message>
        <source>Rescued wild cards %1</source>
        <translation>Comodines rescatados %1</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Cerró</translation>
    </message>
    <message>
        <source>Went out with no wild card on the last turn: melds of that turn ×%1 (%2 → %3)</source>
        <translation>Cerró sin comodín en el último turno: combinaciones de ese turno ×%1 (%2 → %3)</translation>
    </message>
    <message>
        <source>Laid every card at once: all melds ×%1 instead of the going-out bonus (%2 → %3)</source>
        <translation>Abatió: todas las combinaciones ×%1 en lugar del premio por cerrar (%2 → %3)</translation>
    </message>
    <message>
        <source>Laid every card at once without a wild card: all melds ×%1 instead of the going-out bonus (%2 → %3)</source>
        <translation>Abatió sin comodines: todas las combinaciones ×%1 en lugar del premio por cerrar (%2 → %3)</translation>
    </message>
    <message>
        <source>Finished with cards of one suit</source>
        <translation>Cerró con cartas de un solo palo</translation>
    </message>
    <message>
        <source>Finished with only aces, court cards and wild cards</source>
        <translation>Cerró solo con ases, figuras y comodines</translation>
    </message>
    <message>
        <source>Finished with no ace, court card or wild card</source>
        <translation>Cerró sin ases, figuras ni comodines</translation>
    </message>
    <message>
        <source>Cards left in hand, entered as points</source>
        <translation>Cartas en la mano, anotadas solo como total</translation>
    </message>
    <message>
        <source>Cards left in hand: %1</source>
        <translation>Cartas en la mano: %1</translation>
    </message>
    <message>
        <source>Exact cut by %1</source>
        <translation>Corte exacto de %1</translation>
    </message>
    <message>
        <source>%1 was dealt eleven cards of one back</source>
        <translation>A %1 le repartieron once cartas del mismo dorso</translation>
    </message>
    <message numerus="yes">
        <source>Barbelé opening under the minimum, %n time(s)</source>
        <translation>
            <numerusform>Salida fallida en barbelé, %n vez</numerusform>
            <numerusform>Salida fallida en barbelé, %n veces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</source>
        <translation>
            <numerusform>%1 está en barbelé y debe salir con %2, pero las combinaciones de la salida suman %3: faltan %4</numerusform>
            <numerusform>%1 están en barbelé y deben salir con %2, pero las combinaciones de la salida suman %3: faltan %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s melds were entered as points: no premium, multiplier or opening check could be applied to them</source>
        <translation>Las combinaciones de %1 se anotaron solo como total: no se les pudo aplicar ningún premio, multiplicador ni control de salida</translation>
    </message>
    <message>
        <source>%1 went out, but some of %2&apos;s melds were entered as points: the finishing premiums cannot be judged and are not given</source>
        <translation>%1 cerró, pero algunas combinaciones de %2 se anotaron solo como total: los premios por cerrar no se pueden valorar y no se conceden</translation>
    </message>
    <message>
        <source>%1&apos;s meld %2 is marked as laid on the final turn, but %1 did not go out</source>
        <translation>La combinación %2 de %1 está marcada como bajada en el último turno, pero %1 no cerró</translation>
    </message>
    <message>
        <source>%1 went out but still has cards in hand</source>
        <translation>%1 cerró pero aún tiene cartas en la mano</translation>
    </message>
    <message>
        <source>The hand ended with a pinnacolone: %1 gets no closing bonus</source>
        <translation>La mano terminó con un pinnacolone: %1 no recibe el premio por cerrar</translation>
    </message>
    <message>
        <source>cards: %1 = %2</source>
        <translation>cartas: %1 = %2</translation>
    </message>
    <message>
        <source>(long run: natural cards ×%1)</source>
        <translation>(escalera larga: cartas naturales ×%1)</translation>
    </message>
    <message>
        <source>%1: %2 instead of the cards (%3)</source>
        <translation>%1: %2 en lugar de las cartas (%3)</translation>
    </message>
    <message>
        <source>%1, eight naturals +%2 = %3</source>
        <translation>%1, ocho naturales +%2 = %3</translation>
    </message>
    <message>
        <source>%1 rescued %2</source>
        <translation>%1 rescatado: %2</translation>
    </message>
    <message>
        <source>%1; %2; total %3</source>
        <translation>%1; %2; total %3</translation>
    </message>
    <message>
        <source>%1: failed openings are entered, but %2 is not barbelé in this hand; only a barbelé side can fail an opening</source>
        <translation>%1: hay salidas fallidas anotadas, pero %2 no está en barbelé en esta mano; solo quien está en barbelé puede fallar una salida</translation>
    </message>
    <message>
        <source>%1 and %2 are partners but do not sit opposite; in turn order the pairs must alternate (A B A B, or A B C A B C)</source>
        <translation>%1 y %2 son pareja pero no se sientan frente a frente; en el orden de juego las parejas se alternan (A B A B, o A B C A B C)</translation>
    </message>
    <message numerus="yes">
        <source>%1 appears %n time(s) in this hand, but the decks hold only %2</source>
        <translation>
            <numerusform>%1 aparece %n vez en esta mano, pero las barajas solo tienen %2</numerusform>
            <numerusform>%1 aparece %n veces en esta mano, pero las barajas solo tienen %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) are too few: this game needs at least %1</source>
        <translation>
            <numerusform>con %n jugador no basta: este juego necesita al menos %1</numerusform>
            <numerusform>con %n jugadores no basta: este juego necesita al menos %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>team %1 has %n player(s); a team is a pair</source>
        <translation>
            <numerusform>la pareja %1 tiene %n jugador; una pareja son dos jugadores</numerusform>
            <numerusform>la pareja %1 tiene %n jugadores; una pareja son dos jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not call pumba, %n time(s)</source>
        <translation>
            <numerusform>No cantó pumba, %n vez</numerusform>
            <numerusform>No cantó pumba, %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n natural card(s)</source>
        <translation>
            <numerusform>%n carta natural</numerusform>
            <numerusform>%n cartas naturales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wild card(s)</source>
        <translation>
            <numerusform>%n comodín</numerusform>
            <numerusform>%n comodines</numerusform>
        </translation>
    </message>
    <message>
        <source>The melds of %1 were entered as points: no premium, multiplier or opening check could be applied to them</source>
        <translation>Las combinaciones de %1 se anotaron solo como puntos: no se les pudo aplicar ningún premio, multiplicador ni control de salida</translation>
    </message>
    <message>
        <source>%1; the melds of %2 were entered as points too: no opening check could be applied to them</source>
        <translation>%1; las combinaciones de %2 también se anotaron solo como puntos: no se les pudo aplicar el control de salida</translation>
    </message>
    <message>
        <source>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</source>
        <comment>a pair, named by its team name</comment>
        <translation>La pareja %1 está en barbelé y debe salir con %2, pero las combinaciones de la salida suman %3: faltan %4</translation>
    </message>
    <message>
        <source>set</source>
        <comment>a set of more than three cards</comment>
        <translation>serie</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) of this rank in this hand, with and without suits, but the decks hold only %2</source>
        <translation>
            <numerusform>%1: %n carta de ese valor en esta mano, con palo o sin él, pero las barajas solo tienen %2</numerusform>
            <numerusform>%1: %n cartas de ese valor en esta mano, con palo o sin él, pero las barajas solo tienen %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the cards left in hand has no suit; only the cards of a set may be written without their suits</source>
        <translation>%1: %2, entre las cartas que quedan en la mano, no tiene palo; solo las cartas de un trío o una serie pueden escribirse sin palo</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>Cannot create the folder %1 for the database.</source>
        <translation>No se puede crear la carpeta %1 para la base de datos.</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation>No se puede abrir la base de datos %1: %2</translation>
    </message>
    <message>
        <source>The file %1 is not a Pináculo database.</source>
        <translation>El archivo %1 no es una base de datos de Pináculo.</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1 for safe writing: %2</source>
        <translation>No se puede preparar la base de datos %1 para una escritura segura: %2</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1: %2</source>
        <translation>No se puede preparar la base de datos %1: %2</translation>
    </message>
    <message>
        <source>Cannot move the damaged database %1 aside.</source>
        <translation>No se puede apartar la base de datos dañada %1.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file. Give the name of a file, for example %2.</source>
        <translation>%1 es una carpeta, no un archivo de base de datos. Indique el nombre de un archivo, por ejemplo %2.</translation>
    </message>
    <message>
        <source>Cannot create the database %1: the folder cannot be written (a read-only folder or medium). Choose another place with --db.</source>
        <translation>No se puede crear la base de datos %1: no se puede escribir en la carpeta (una carpeta o un soporte de solo lectura). Elija otro lugar con --db.</translation>
    </message>
    <message>
        <source>The database %1 is on a folder or medium that cannot be written: its games can be read, but nothing will be saved.</source>
        <translation>La base de datos %1 está en una carpeta o un soporte en el que no se puede escribir: sus partidas se pueden leer, pero no se guardará nada.</translation>
    </message>
    <message>
        <source>The database was written by a newer version of Pináculo (schema %1; this one knows up to %2).</source>
        <translation>La base de datos la escribió una versión más reciente de Pináculo (esquema %1; esta conoce hasta el %2).</translation>
    </message>
    <message>
        <source>The database %1 must be upgraded before it can be read, and its folder cannot be written.</source>
        <translation>La base de datos %1 debe actualizarse antes de poder leerla, y no se puede escribir en su carpeta.</translation>
    </message>
</context>
<context>
    <name>DatabaseOpener</name>
    <message>
        <source>Damaged database</source>
        <translation>Base de datos dañada</translation>
    </message>
    <message>
        <source>%1

The file will not be changed. Set it aside under a new name and start a new, empty database?</source>
        <translation>%1

El archivo no se modificará. ¿Apartarlo con otro nombre y empezar una base de datos nueva y vacía?</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de datos</translation>
    </message>
    <message>
        <source>The damaged database was kept as %1.</source>
        <translation>La base de datos dañada se ha conservado como %1.</translation>
    </message>
</context>
<context>
    <name>DiscardEntryQuestion</name>
    <message>
        <source>Discard this hand?</source>
        <translation>¿Desechar lo anotado?</translation>
    </message>
    <message>
        <source>The cards and results entered for this hand will be lost.</source>
        <translation>Se perderán las cartas y los resultados anotados en esta mano.</translation>
    </message>
    <message>
        <source>Discard what was entered</source>
        <translation>Desechar lo anotado</translation>
    </message>
    <message>
        <source>Keep entering</source>
        <translation>Seguir anotando</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>The game file to write (- for standard output).</source>
        <translation>El archivo de partida que se va a escribir (- para la salida estándar).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>The game&apos;s id, as list shows it.</source>
        <translation>El id de la partida, tal como lo muestra list.</translation>
    </message>
    <message>
        <source>pinaculo-cli export: %1</source>
        <translation>pinaculo-cli export: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli export: give exactly one game id (a number)</source>
        <translation>pinaculo-cli export: indique exactamente un id de partida (un número)</translation>
    </message>
    <message>
        <source>pinaculo-cli export: give the file to write with -o FILE</source>
        <translation>pinaculo-cli export: indique el archivo que se va a escribir con -o ARCHIVO</translation>
    </message>
    <message>
        <source>Writes a stored game as a game file.</source>
        <translation>Escribe una partida guardada como archivo de partida.</translation>
    </message>
</context>
<context>
    <name>GameFileReader</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>hand %1, %2, meld %3</source>
        <translation>mano %1, %2, combinación %3</translation>
    </message>
    <message>
        <source>hand %1, %2</source>
        <translation>mano %1, %2</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>mano %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON no válido: %1</translation>
    </message>
    <message>
        <source>a game file is one JSON object</source>
        <translation>un archivo de partida es un único objeto JSON</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2 (line %3)</source>
        <translation>clave desconocida &quot;%1&quot; en %2 (línea %3)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2</source>
        <translation>clave desconocida &quot;%1&quot; en %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2</source>
        <translation>&quot;%1&quot; debe ser %2</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>un texto</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card (card %2 of &quot;%3&quot;); write cards as rank and suit, for example 10H, QS or JK</source>
        <translation>&quot;%1&quot; no es una carta (carta %2 de &quot;%3&quot;); escriba las cartas como valor y palo, por ejemplo 10H, QS o JK</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2, who is not one of the players</source>
        <translation>&quot;%1&quot; nombra a %2, que no es uno de los jugadores</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partida</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;pinaculo-game&quot;: this is not a game file</source>
        <translation>&quot;format&quot; debe ser &quot;pinaculo-game&quot;: esto no es un archivo de partida</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1; this file was written by a newer program</source>
        <translation>&quot;version&quot; debe ser 1; este archivo lo escribió un programa más reciente</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot; (line %2)</source>
        <translation>regla desconocida &quot;%1&quot; (línea %2)</translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot;</source>
        <translation>regla desconocida &quot;%1&quot;</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; must be %2</source>
        <translation>la regla &quot;%1&quot; debe ser %2</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; is out of range</source>
        <translation>la regla &quot;%1&quot; está fuera de rango</translation>
    </message>
    <message>
        <source>a list of names</source>
        <translation>una lista de nombres</translation>
    </message>
    <message>
        <source>null or a list of teams</source>
        <translation>null o una lista de parejas</translation>
    </message>
    <message>
        <source>a list of teams</source>
        <translation>una lista de parejas</translation>
    </message>
    <message>
        <source>a team</source>
        <translation>una pareja</translation>
    </message>
    <message>
        <source>a list of hands</source>
        <translation>una lista de manos</translation>
    </message>
    <message>
        <source>a hand must be an object</source>
        <translation>una mano debe ser un objeto</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>la mano</translation>
    </message>
    <message>
        <source>an object with one entry per player</source>
        <translation>un objeto con una entrada por jugador</translation>
    </message>
    <message>
        <source>%1 is missing from the results</source>
        <translation>falta %1 en los resultados</translation>
    </message>
    <message>
        <source>a player&apos;s result must be an object</source>
        <translation>el resultado de un jugador debe ser un objeto</translation>
    </message>
    <message>
        <source>the player&apos;s result</source>
        <translation>el resultado del jugador</translation>
    </message>
    <message>
        <source>give &quot;melds&quot; or &quot;meld_points&quot;, not both</source>
        <translation>indique &quot;melds&quot; o &quot;meld_points&quot;, no ambos</translation>
    </message>
    <message>
        <source>give &quot;hand&quot; or &quot;hand_points&quot;, not both</source>
        <translation>indique &quot;hand&quot; o &quot;hand_points&quot;, no ambos</translation>
    </message>
    <message>
        <source>a list of melds</source>
        <translation>una lista de combinaciones</translation>
    </message>
    <message>
        <source>&quot;out&quot; must be &quot;no&quot;, &quot;yes&quot; or &quot;all_at_once&quot;, not &quot;%1&quot;</source>
        <translation>&quot;out&quot; debe ser &quot;no&quot;, &quot;yes&quot; o &quot;all_at_once&quot;, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a meld is a card list or an object with &quot;cards&quot;</source>
        <translation>una combinación es una lista de cartas o un objeto con &quot;cards&quot;</translation>
    </message>
    <message>
        <source>the meld</source>
        <translation>la combinación</translation>
    </message>
    <message>
        <source>the meld has no &quot;cards&quot;</source>
        <translation>la combinación no tiene &quot;cards&quot;</translation>
    </message>
    <message>
        <source>&quot;laid&quot; must be &quot;over_turns&quot;, &quot;one_turn&quot; or &quot;from_deal&quot;, not &quot;%1&quot;</source>
        <translation>&quot;laid&quot; debe ser &quot;over_turns&quot;, &quot;one_turn&quot; o &quot;from_deal&quot;, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>this hand follows the end of the game and must be marked &quot;after_end&quot;: true</source>
        <translation>esta mano sigue al final de la partida y debe llevar &quot;after_end&quot;: true</translation>
    </message>
    <message>
        <source>this hand is marked &quot;after_end&quot;, but the game had not ended before it</source>
        <translation>esta mano lleva &quot;after_end&quot;, pero la partida no había terminado antes de ella</translation>
    </message>
    <message>
        <source>the game is larger than %1 MiB, the limit of a game file</source>
        <translation>la partida ocupa más de %1 MiB, el límite de un archivo de partida</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark; a game file is UTF-8 without one</source>
        <translation>el archivo empieza con una marca de orden de bytes (BOM); un archivo de partida es UTF-8 sin ella</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is given twice in one object</source>
        <translation>la clave «%1» aparece dos veces en el mismo objeto</translation>
    </message>
    <message>
        <source>a string holds half of a UTF-16 surrogate pair (%1) alone; it is not a character</source>
        <translation>una cadena contiene media pareja de sustitutos UTF-16 (%1) sola; no es un carácter</translation>
    </message>
    <message>
        <source>a string holds the control character %1; strings may hold printable characters only</source>
        <translation>una cadena contiene el carácter de control %1; las cadenas solo pueden contener caracteres imprimibles</translation>
    </message>
    <message>
        <source>the text is not UTF-8; save the file as UTF-8</source>
        <translation>el texto no es UTF-8; guarde el archivo como UTF-8</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be from %2 to %3 (the limit of a game file)</source>
        <translation>«%1» debe estar entre %2 y %3 (el límite de un archivo de partida)</translation>
    </message>
    <message>
        <source>the game has %1 hands; a game file holds at most %2</source>
        <translation>la partida tiene %1 manos; un archivo de partida admite como máximo %2</translation>
    </message>
    <message>
        <source>%1 melds; a player lays at most %2 in one hand</source>
        <translation>%1 combinaciones; un jugador baja como máximo %2 en una mano</translation>
    </message>
    <message>
        <source>this is a folder, not a game file</source>
        <translation>es una carpeta, no un archivo de partida</translation>
    </message>
    <message>
        <source>this is not a regular file (it is a device, pipe or socket); a game file is an ordinary file</source>
        <translation>no es un archivo normal (es un dispositivo, una tubería o un socket); un archivo de partida es un archivo corriente</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the limit of a game file</source>
        <translation>el archivo ocupa más de %1 MiB, el límite de un archivo de partida</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;: use %2</source>
        <translation>variante desconocida &quot;%1&quot;: use %2</translation>
    </message>
    <message numerus="yes">
        <source>&quot;time_called_after&quot; is %1, but the game has %n hand(s)</source>
        <translation>
            <numerusform>&quot;time_called_after&quot; es %1, pero la partida tiene %n mano</numerusform>
            <numerusform>&quot;time_called_after&quot; es %1, pero la partida tiene %n manos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLimits</name>
    <message>
        <source>the game has %1 hands; a game file holds at most %2</source>
        <translation>la partida tiene %1 manos; un archivo de partida admite como máximo %2</translation>
    </message>
    <message>
        <source>hand %1 holds more melds, points or penalties than a game file allows (at most %2 melds, %3 meld points, %4 hand points and %5 penalties of a kind per player)</source>
        <translation>la mano %1 tiene más combinaciones, puntos o penalizaciones de los que admite un archivo de partida (como máximo %2 combinaciones, %3 puntos de combinaciones, %4 puntos en mano y %5 penalizaciones de cada tipo por jugador)</translation>
    </message>
</context>
<context>
    <name>GameRepository</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>No se pudo guardar la partida: %1</translation>
    </message>
    <message>
        <source>The game could not be saved: game %1 is not in the database</source>
        <translation>No se pudo guardar la partida: la partida %1 no está en la base de datos</translation>
    </message>
    <message>
        <source>The game could not be read: %1</source>
        <translation>No se pudo leer la partida: %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the database.</source>
        <translation>No hay ninguna partida %1 en la base de datos.</translation>
    </message>
    <message>
        <source>Game %1 has an unknown variant &quot;%2&quot;.</source>
        <translation>La partida %1 tiene una variante desconocida &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Game %1 has an invalid value for the rule &quot;%2&quot;.</source>
        <translation>La partida %1 tiene un valor no válido para la regla &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Hand %1 of game %2 cannot be read.</source>
        <translation>No se puede leer la mano %1 de la partida %2.</translation>
    </message>
    <message>
        <source>Game %1 is damaged in the database: %2. Nothing was read from it; restore the database from a backup copy.</source>
        <translation>La partida %1 está dañada en la base de datos: %2. No se ha leído nada de ella; restaure la base de datos desde una copia de seguridad.</translation>
    </message>
    <message>
        <source>hand %1 is missing</source>
        <translation>falta la mano %1</translation>
    </message>
    <message>
        <source>hand %1 does not read as it was stored</source>
        <translation>la mano %1 no se lee como se guardó</translation>
    </message>
    <message numerus="yes">
        <source>%1 of its %n hand(s) can be read</source>
        <translation>
            <numerusform>solo se puede leer %1 de su %n mano</numerusform>
            <numerusform>solo se pueden leer %1 de sus %n manos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameValidator</name>
    <message>
        <source>hand %1: %2</source>
        <translation>mano %1: %2</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>The score sheet: select a hand to see its breakdown</source>
        <translation>La hoja de puntos: seleccione una mano para ver su desglose</translation>
    </message>
    <message>
        <source>Hand breakdown</source>
        <translation>Desglose de la mano</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Totales acumulados</translation>
    </message>
</context>
<context>
    <name>HandEntryDialog</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Events of the deal</source>
        <translation>Incidencias del reparto</translation>
    </message>
    <message>
        <source>Dealt eleven cards of one &amp;back:</source>
        <translation>Recibió once cartas del mismo &amp;dorso:</translation>
    </message>
    <message>
        <source>Score of this hand</source>
        <translation>Puntuación de esta mano</translation>
    </message>
    <message>
        <source>Card picker — ×n: copies this hand can still hold</source>
        <translation>Selector de cartas — ×n: copias que aún caben en esta mano</translation>
    </message>
    <message>
        <source>Click a card to add it to the field being edited</source>
        <translation>Pulse una carta para añadirla al campo que se está editando</translation>
    </message>
    <message>
        <source>P&amp;oints only</source>
        <translation>Solo p&amp;untos</translation>
    </message>
    <message>
        <source>For a table that only counts: one row per side with the points melded and the points left in hand, and who went out. Kept for the next hands.</source>
        <translation>Para una mesa que solo cuenta: una fila por jugador o pareja con los puntos bajados y los puntos de las cartas que quedaron en la mano, y quién cerró. Se mantiene para las manos siguientes.</translation>
    </message>
</context>
<context>
    <name>HandEntryKeys</name>
    <message>
        <source>%1 or %2: next number · %3: confirm</source>
        <extracomment>%1 Tab, %2 Enter, %3 Ctrl+Enter</extracomment>
        <translation>%1 o %2: siguiente número · %3: confirmar</translation>
    </message>
    <message>
        <source>%1: next meld, from the cards in hand the next player · %2…%3 or %4 / %5: player · %6: confirm</source>
        <extracomment>%1 Enter, %2 Ctrl+1, %3 the last player&apos;s digit, %4 Ctrl+PgUp, %5 Ctrl+PgDn, %6 Ctrl+Enter</extracomment>
        <translation>%1: siguiente combinación; desde las cartas en la mano, siguiente jugador · %2…%3 o %4 / %5: jugador · %6: confirmar</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Game History</source>
        <translation>Historial de partidas</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <source>A new game with the same players and rules</source>
        <translation>Una partida nueva con los mismos jugadores y reglas</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Re&amp;nombrar…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>Re&amp;sumen…</translation>
    </message>
    <message>
        <source>Preview and print the summary of the game</source>
        <translation>Ver e imprimir el resumen de la partida</translation>
    </message>
    <message>
        <source>Name of a game or a player</source>
        <translation>Nombre de una partida o de un jugador</translation>
    </message>
    <message>
        <source>Sea&amp;rch:</source>
        <translation>B&amp;uscar:</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>The game&apos;s name in the history.</source>
        <translation>El nombre de la partida en el historial.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>The game file.</source>
        <translation>El archivo de la partida.</translation>
    </message>
    <message>
        <source>pinaculo-cli import: %1</source>
        <translation>pinaculo-cli import: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli import: give exactly one game file</source>
        <translation>pinaculo-cli import: indique exactamente un archivo de partida</translation>
    </message>
    <message>
        <source>pinaculo-cli import: %1: %2</source>
        <translation>pinaculo-cli import: %1: %2</translation>
    </message>
    <message>
        <source>Stores a game file in the database and prints its id.</source>
        <translation>Guarda un archivo de partida en la base de datos y escribe su id.</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <source>The database %1 is already in use by another instance (process %2). Close that instance first, or choose another database.</source>
        <translation>La base de datos %1 ya la está usando otra instancia (proceso %2). Cierre primero esa instancia o elija otra base de datos.</translation>
    </message>
    <message>
        <source>Cannot lock the database %1: %2 is a folder. Move or remove that folder; the lock file is made anew at every start.</source>
        <translation>No se puede bloquear la base de datos %1: %2 es una carpeta. Mueva o elimine esa carpeta; el archivo de bloqueo se crea de nuevo en cada inicio.</translation>
    </message>
    <message>
        <source>Cannot open the database %1: the disk is full. Free some space and start again.</source>
        <translation>No se puede abrir la base de datos %1: el disco está lleno. Libere espacio y vuelva a empezar.</translation>
    </message>
    <message>
        <source>Cannot lock the database %1: %2</source>
        <translation>No se puede bloquear la base de datos %1: %2</translation>
    </message>
    <message>
        <source>The database %1 is already in use by another instance, which opened it under another name (a link to the same file). Close that instance first, or choose another database.</source>
        <translation>La base de datos %1 ya la está usando otra instancia, que la abrió con otro nombre (un enlace al mismo archivo). Cierre primero esa instancia o elija otra base de datos.</translation>
    </message>
</context>
<context>
    <name>LateArrival</name>
    <message numerus="yes">
        <source>Forfeit: more than %n minute(s) late, the match is awarded to the side present</source>
        <translation>
            <numerusform>Incomparecencia: más de %n minuto de retraso, la partida se adjudica al lado presente</numerusform>
            <numerusform>Incomparecencia: más de %n minutos de retraso, la partida se adjudica al lado presente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 MP: more than %n minute(s) late</source>
        <translation>
            <numerusform>%1 MP: más de %n minuto de retraso</numerusform>
            <numerusform>%1 MP: más de %n minutos de retraso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A warning only: up to %n minute(s) late</source>
        <translation>
            <numerusform>Solo una advertencia: hasta %n minuto de retraso</numerusform>
            <numerusform>Solo una advertencia: hasta %n minutos de retraso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Late arrival: %n minute(s)</source>
        <translation>
            <numerusform>Llegada tarde: %n minuto</numerusform>
            <numerusform>Llegada tarde: %n minutos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Escribe un objeto JSON.</translation>
    </message>
    <message>
        <source>Only games of this player.</source>
        <translation>Solo las partidas de este jugador.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Only games of this variant.</source>
        <translation>Solo las partidas de esta variante.</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <source>pinaculo-cli list: %1</source>
        <translation>pinaculo-cli list: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli list: unexpected argument &quot;%1&quot;</source>
        <translation>pinaculo-cli list: argumento inesperado &quot;%1&quot;</translation>
    </message>
    <message>
        <source>No games stored.</source>
        <translation>No hay partidas guardadas.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>jugadores</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>manos</translation>
    </message>
    <message>
        <source>status</source>
        <translation>estado</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>ganador</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en juego</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>over</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>Lists the stored games.</source>
        <translation>Muestra la lista de partidas guardadas.</translation>
    </message>
    <message>
        <source>pinaculo-cli list: unknown variant &quot;%1&quot;: use %2</source>
        <translation>pinaculo-cli list: variante desconocida &quot;%1&quot;: use %2</translation>
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
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Herramientas</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Start a new game: variant, players, seats and rules</source>
        <translation>Empezar una partida nueva: variante, jugadores, asientos y reglas</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open Game File…</source>
        <translation>&amp;Abrir archivo de partida…</translation>
    </message>
    <message>
        <source>Open a game file</source>
        <translation>Abrir un archivo de partida</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Export Game File…</source>
        <translation>&amp;Exportar archivo de partida…</translation>
    </message>
    <message>
        <source>Write the game to a game file</source>
        <translation>Escribir la partida en un archivo de partida</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>Pá&amp;gina de inicio</translation>
    </message>
    <message>
        <source>Leave the game and show the start page</source>
        <translation>Dejar la partida y mostrar la página de inicio</translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Quit the application</source>
        <translation>Salir de la aplicación</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Deshacer el último cambio</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo the change just undone</source>
        <translation>Rehacer el cambio que se acaba de deshacer</translation>
    </message>
    <message>
        <source>&amp;Record Hand…</source>
        <translation>&amp;Anotar mano…</translation>
    </message>
    <message>
        <source>Enter the melds and cards of the hand just played</source>
        <translation>Introduzca las combinaciones y las cartas de la mano que se acaba de jugar</translation>
    </message>
    <message>
        <source>&amp;Edit Hand…</source>
        <translation>&amp;Editar mano…</translation>
    </message>
    <message>
        <source>Correct the selected hand</source>
        <translation>Corregir la mano seleccionada</translation>
    </message>
    <message>
        <source>&amp;Delete Hand</source>
        <translation>&amp;Borrar mano</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Borrar la mano seleccionada</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Re&amp;name Player…</source>
        <translation>Re&amp;nombrar jugador…</translation>
    </message>
    <message>
        <source>Change a player&apos;s name</source>
        <translation>Cambiar el nombre de un jugador</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>&amp;Full-Screen Scoreboard</source>
        <translation>&amp;Marcador a pantalla completa</translation>
    </message>
    <message>
        <source>Show the scoreboard in big type for the whole table</source>
        <translation>Mostrar el marcador en letra grande para toda la mesa</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>&amp;Meld Checker…</source>
        <translation>&amp;Comprobador de combinaciones…</translation>
    </message>
    <message>
        <source>Check whether cards make a valid meld and what it scores</source>
        <translation>Comprobar si unas cartas forman una combinación válida y cuánto puntúa</translation>
    </message>
    <message>
        <source>&amp;About Pináculo</source>
        <translation>&amp;Acerca de Pináculo</translation>
    </message>
    <message>
        <source>About this application</source>
        <translation>Acerca de esta aplicación</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Record Hand</source>
        <translation>Anotar mano</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Full Screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Meld Checker</source>
        <translation>Comprobador</translation>
    </message>
    <message>
        <source>&amp;Import Game Files…</source>
        <translation>I&amp;mportar archivos de partida…</translation>
    </message>
    <message>
        <source>Store game files in the history without leaving this game</source>
        <translation>Guardar archivos de partida en el historial sin dejar esta partida</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;Historial…</translation>
    </message>
    <message>
        <source>Every stored game: open, rematch, rename or delete one</source>
        <translation>Todas las partidas guardadas: abrir, jugar la revancha, renombrar o borrar una</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>Each player&apos;s record across the stored games</source>
        <translation>El historial de cada jugador en las partidas guardadas</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
    <message>
        <source>See the printed summary of the game before printing it</source>
        <translation>Ver el resumen impreso de la partida antes de imprimirlo</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print a summary of the game</source>
        <translation>Imprimir un resumen de la partida</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <source>Write a summary of the game to a PDF file</source>
        <translation>Escribir un resumen de la partida en un archivo PDF</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglamento</translation>
    </message>
    <message>
        <source>The rules of the variant being played</source>
        <translation>Las reglas de la variante que se está jugando</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Share &amp;Live Board…</source>
        <translation>Compartir &amp;marcador en directo…</translation>
    </message>
    <message>
        <source>Show the score on the phones at the table: a read-only page on the local network</source>
        <translation>Mostrar el marcador en los móviles de la mesa: una página de solo lectura en la red local</translation>
    </message>
    <message>
        <source>Show the score on the phones at the table</source>
        <translation>Mostrar el marcador en los móviles de la mesa</translation>
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
        <translation>Ventana del di&amp;rector…</translation>
    </message>
    <message>
        <source>A club evening or a tournament: rounds, tables, victory points and standings</source>
        <translation>Una velada de club o un torneo: rondas, mesas, puntos de victoria y clasificación</translation>
    </message>
    <message>
        <source>&amp;Time Called</source>
        <translation>&amp;Tiempo cumplido</translation>
    </message>
    <message>
        <source>A round played to a time: the game ends after the hands recorded, the higher total winning</source>
        <translation>Ronda a tiempo: la partida termina tras las manos anotadas y gana el total más alto</translation>
    </message>
    <message>
        <source>End the game here: time was called</source>
        <translation>Terminar aquí la partida: se acabó el tiempo</translation>
    </message>
</context>
<context>
    <name>MeldCheckerDialog</name>
    <message>
        <source>Meld checker</source>
        <translation>Comprobador de combinaciones</translation>
    </message>
    <message>
        <source>Settle a dispute: enter a meld as the table saw it and see whether it is valid and what it scores.</source>
        <translation>Para salir de dudas: escriba una combinación tal como está en la mesa y vea si es válida y cuánto vale.</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Cartas:</translation>
    </message>
    <message>
        <source>&amp;Laid:</source>
        <translation>&amp;Bajada:</translation>
    </message>
    <message>
        <source>&amp;Rescued wild cards:</source>
        <translation>Comodines &amp;rescatados:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Natural and wild cards:</source>
        <translation>Cartas naturales y comodines:</translation>
    </message>
    <message>
        <source>Premium:</source>
        <translation>Premio:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Puntos:</translation>
    </message>
    <message>
        <source>How the points add up:</source>
        <translation>Cómo se suman los puntos:</translation>
    </message>
    <message>
        <source>Card picker — ×n: copies the decks still hold</source>
        <translation>Selector de cartas — ×n: copias que aún quedan en las barajas</translation>
    </message>
</context>
<context>
    <name>MeldCommand</name>
    <message>
        <source>Checks one meld: shape, premium, points and reasons.</source>
        <translation>Comprueba una combinación: forma, premio, puntos y motivos.</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <source>over_turns, one_turn or from_deal (11-card sets).</source>
        <translation>over_turns, one_turn o from_deal (series de 11 cartas iguales).</translation>
    </message>
    <message>
        <source>laid</source>
        <translation>bajada</translation>
    </message>
    <message>
        <source>Wild cards rescued from the meld.</source>
        <translation>Comodines rescatados de la combinación.</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Escribe un objeto JSON.</translation>
    </message>
    <message>
        <source>The meld&apos;s cards, for example 10H JH QH JK.</source>
        <translation>Las cartas de la combinación, por ejemplo 10H JH QH JK.</translation>
    </message>
    <message>
        <source>pinaculo-cli meld: %1</source>
        <translation>pinaculo-cli meld: %1</translation>
    </message>
    <message>
        <source>--laid must be over_turns, one_turn or from_deal</source>
        <translation>--laid debe ser over_turns, one_turn o from_deal</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (card %2) is not a card; write rank and suit, for example 10H, QS or JK</source>
        <translation>&quot;%1&quot; (carta %2) no es una carta; escriba valor y palo, por ejemplo 10H, QS o JK</translation>
    </message>
    <message>
        <source>give the meld&apos;s cards, for example: meld --variant pinaculo 3H 4H 5H</source>
        <translation>indique las cartas de la combinación, por ejemplo: meld --variant pinaculo 3H 4H 5H</translation>
    </message>
    <message>
        <source>--rescued: &quot;%1&quot; is not a card</source>
        <translation>--rescued: &quot;%1&quot; no es una carta</translation>
    </message>
    <message>
        <source>Invalid meld: %1</source>
        <translation>Combinación no válida: %1</translation>
    </message>
    <message>
        <source>Premium: %1</source>
        <translation>Premio: %1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Puntos: %1</translation>
    </message>
    <message numerus="yes">
        <source>Valid %1 of %n card(s): %2</source>
        <translation>
            <numerusform>Combinación válida (%1) de %n carta: %2</numerusform>
            <numerusform>Combinación válida (%1) de %n cartas: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The description of --variant: the variants it takes, &quot;pinaculo, pinacle or pinnacola&quot;.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>--variant must be %1</source>
        <translation>--variant debe ser %1</translation>
    </message>
</context>
<context>
    <name>MeldRow</name>
    <message>
        <source>How the cards of this meld reached the table (matters for pináculos)</source>
        <translation>Cómo llegaron a la mesa las cartas de esta combinación (importa para los pináculos)</translation>
    </message>
    <message>
        <source>Laid as a new meld on the turn its owner went out</source>
        <translation>Bajada entera en el turno en que el jugador cerró</translation>
    </message>
    <message>
        <source>final turn</source>
        <translation>último turno</translation>
    </message>
    <message>
        <source>Part of the side&apos;s first melding turn of the hand (barbelé check)</source>
        <translation>Forma parte de la salida del jugador o la pareja en esta mano (control de barbelé)</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>Remove this meld</source>
        <translation>Quitar esta combinación</translation>
    </message>
</context>
<context>
    <name>MitchellMovement</name>
    <message>
        <source>a movement needs at least 2 pairs, not %1</source>
        <translation>un movimiento necesita al menos 2 parejas, no %1</translation>
    </message>
    <message>
        <source>the East-West pairs move at least 1 table a round, not %1</source>
        <translation>las parejas Este-Oeste avanzan al menos 1 mesa por ronda, no %1</translation>
    </message>
    <message numerus="yes">
        <source>moving %n table(s) a round at %1 tables, pairs meet again after %2 rounds; %3 rounds were planned</source>
        <translation>
            <numerusform>avanzando %n mesa por ronda con %1 mesas, las parejas vuelven a enfrentarse tras %2 rondas; se planearon %3 rondas</numerusform>
            <numerusform>avanzando %n mesas por ronda con %1 mesas, las parejas vuelven a enfrentarse tras %2 rondas; se planearon %3 rondas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <source>player %1 has no name</source>
        <translation>el jugador %1 no tiene nombre</translation>
    </message>
    <message>
        <source>team %1 has no name</source>
        <translation>la pareja %1 no tiene nombre</translation>
    </message>
    <message>
        <source>the game&apos;s name is empty</source>
        <translation>el nombre de la partida está vacío</translation>
    </message>
    <message>
        <source>the house rules have no name</source>
        <translation>las reglas de la casa no tienen nombre</translation>
    </message>
    <message>
        <source>the player name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>el nombre de jugador «%1» es demasiado largo: un nombre tiene como máximo %2 caracteres</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>el nombre de pareja «%1» es demasiado largo: un nombre tiene como máximo %2 caracteres</translation>
    </message>
    <message>
        <source>the game name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>el nombre de partida «%1» es demasiado largo: un nombre tiene como máximo %2 caracteres</translation>
    </message>
    <message>
        <source>the house rules name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>el nombre de las reglas de la casa «%1» es demasiado largo: un nombre tiene como máximo %2 caracteres</translation>
    </message>
    <message>
        <source>the player name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>el nombre de jugador «%1» contiene un carácter de control o invisible (se muestra como %2)</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>el nombre de pareja «%1» contiene un carácter de control o invisible (se muestra como %2)</translation>
    </message>
    <message>
        <source>the game name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>el nombre de partida «%1» contiene un carácter de control o invisible (se muestra como %2)</translation>
    </message>
    <message>
        <source>the house rules name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>el nombre de las reglas de la casa «%1» contiene un carácter de control o invisible (se muestra como %2)</translation>
    </message>
    <message>
        <source>two teams are called %1 (names differing only in capitals are the same)</source>
        <translation>dos parejas se llaman %1 (los nombres que solo difieren en mayúsculas son el mismo)</translation>
    </message>
    <message>
        <source>two players are called %1 (names differing only in capitals are the same)</source>
        <translation>dos jugadores se llaman %1 (los nombres que solo difieren en mayúsculas son el mismo)</translation>
    </message>
    <message>
        <source>a name has at most %1 characters</source>
        <translation>un nombre tiene como máximo %1 caracteres</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Players in seating order</source>
        <translation>Jugadores en el orden de los asientos</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Subir</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>&amp;Bajar</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Play in &amp;pairs (partners sit opposite)</source>
        <translation>Jugar por &amp;parejas (los compañeros se sientan frente a frente)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;Se juega a:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Primer &amp;dador:</translation>
    </message>
    <message>
        <source>Dra&amp;w for seats</source>
        <translation>S&amp;ortear asientos</translation>
    </message>
    <message>
        <source>Each player draws a card: players sit from the lowest card to the highest, and the lowest deals first; equal ranks draw again</source>
        <translation>Cada jugador roba una carta: los jugadores se sientan de la carta más baja a la más alta y la más baja reparte primero; si hay valores iguales se vuelve a robar</translation>
    </message>
    <message>
        <source>Show &amp;all rule parameters</source>
        <translation>Mostrar &amp;todos los parámetros de las reglas</translation>
    </message>
</context>
<context>
    <name>NextRoundPairing</name>
    <message>
        <source>every round of the plan (%1) is already seated</source>
        <translation>todas las rondas del plan (%1) ya están sentadas</translation>
    </message>
    <message>
        <source>round %1 is still in play: close it before seating the next</source>
        <translation>la ronda %1 sigue en juego: ciérrela antes de sentar la siguiente</translation>
    </message>
    <message>
        <source>a Mitchell movement seats every entry, numbered from 1 to %1; with an entry withdrawn, seat this round Danish or by hand</source>
        <translation>un movimiento Mitchell sienta a todos los inscritos, numerados del 1 al %1; con un inscrito retirado, siente esta ronda a la danesa o a mano</translation>
    </message>
    <message>
        <source>an all-play-all group of %1 has %2 rounds; round %3 would be its %4th</source>
        <translation>una liguilla de %1 tiene %2 rondas; la ronda %3 sería su %4.ª</translation>
    </message>
    <message>
        <source>round %1 is seated by the director</source>
        <translation>la ronda %1 la sienta el director</translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message numerus="yes">
        <source>%1 wins with %2 points</source>
        <translation>
            <numerusform>%1 gana con %2 puntos</numerusform>
            <numerusform>%1 ganan con %2 puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>La partida termina en empate</translation>
    </message>
    <message>
        <source>Game on: first to %1</source>
        <translation>Partida en curso: gana el primero que llegue a %1</translation>
    </message>
    <message>
        <source>Game on: one hand decides</source>
        <translation>Partida en curso: decide una sola mano</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game and counts for nothing</source>
        <translation>La mano %1 se jugó después del final de la partida y no cuenta</translation>
    </message>
    <message>
        <source>Hands %1 to %2 were played after the end of the game and count for nothing</source>
        <translation>Las manos %1 a %2 se jugaron después del final de la partida y no cuentan</translation>
    </message>
    <message>
        <source>%1 are tied at %2 points: the game goes on for another hand</source>
        <translation>%1 empatan a %2 puntos: la partida sigue otra mano</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <comment>the winner is a pair, named by its team name</comment>
        <translation>La pareja %1 gana con %2 puntos</translation>
    </message>
    <message numerus="yes">
        <source>Game on: first to %1, or the higher total after %2 hand(s)</source>
        <translation>
            <numerusform>Partida en curso: gana el primero que llegue a %1, o el total más alto tras %2 mano</numerusform>
            <numerusform>Partida en curso: gana el primero que llegue a %1, o el total más alto tras %2 manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game on: the higher total after %1 hand(s) wins</source>
        <translation>
            <numerusform>Partida en curso: gana el total más alto tras %1 mano</numerusform>
            <numerusform>Partida en curso: gana el total más alto tras %1 manos</numerusform>
        </translation>
    </message>
    <message>
        <source>Time was called after hand %1</source>
        <translation>Se acabó el tiempo tras la mano %1</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>%1 is the open database or one of its files; choose another file</source>
        <translation>%1 es la base de datos abierta o uno de sus archivos; elija otro archivo</translation>
    </message>
    <message>
        <source>%1 names a folder, not a file</source>
        <translation>%1 indica una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>la carpeta %1 no existe</translation>
    </message>
    <message>
        <source>no file is named to write</source>
        <translation>no se ha indicado ningún archivo que escribir</translation>
    </message>
    <message>
        <source>%1 is a folder; name a file to write in it</source>
        <translation>%1 es una carpeta; indique un archivo dentro de ella</translation>
    </message>
    <message>
        <source>%1 is not a regular file and cannot be written</source>
        <translation>%1 no es un archivo normal y no se puede escribir</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>%1 is a pipe that nothing reads; start its reader first</source>
        <translation>%1 es una tubería que nadie lee; inicie primero el programa que la lee</translation>
    </message>
</context>
<context>
    <name>PlayerResultPanel</name>
    <message>
        <source>&amp;Melds</source>
        <translation>&amp;Combinaciones</translation>
    </message>
    <message>
        <source>&amp;Add meld</source>
        <translation>&amp;Añadir combinación</translation>
    </message>
    <message>
        <source>Quick entry: the points on the table as one number; no premium or check can be applied</source>
        <translation>Anotación rápida: solo el total de los puntos bajados; no se aplica ningún premio ni control</translation>
    </message>
    <message>
        <source>Cards left in &amp;hand</source>
        <translation>Cartas en la &amp;mano</translation>
    </message>
    <message>
        <source>Quick entry: the value of the cards left in hand as one number</source>
        <translation>Anotación rápida: solo el valor total de las cartas que quedan en la mano</translation>
    </message>
    <message>
        <source>W&amp;ent out:</source>
        <translation>C&amp;erró:</translation>
    </message>
    <message>
        <source>Only one player can go out; “all at once” is laying every card in one turn having melded nothing before</source>
        <translation>Solo un jugador puede cerrar; «abatió» es bajar todas las cartas de una sola vez sin haber bajado nada antes</translation>
    </message>
    <message>
        <source>a &amp;wild card was played on that turn</source>
        <translation>se jugó un comodín en ese &amp;turno</translation>
    </message>
    <message>
        <source>&amp;Failed barbelé openings:</source>
        <translation>Salidas &amp;fallidas (barbelé):</translation>
    </message>
    <message>
        <source>Check it when a wild card was laid off on an existing meld on the going-out turn: the melds of that turn are then not doubled. A wild card inside a meld marked “final turn” is already taken into account.</source>
        <translation>Márquelo si en el turno de cerrar se añadió un comodín a una combinación que ya estaba en la mesa: entonces las combinaciones de ese turno no se doblan. Los comodines de una combinación marcada «último turno» ya se tienen en cuenta.</translation>
    </message>
    <message>
        <source>Did not call &amp;pumba:</source>
        <translation>No cantó &amp;pumba:</translation>
    </message>
    <message>
        <source>Meld points as a &amp;number:</source>
        <translation>Solo el total &amp;bajado:</translation>
    </message>
    <message>
        <source>Hand points as a n&amp;umber:</source>
        <translation>Solo el &amp;valor de la mano:</translation>
    </message>
</context>
<context>
    <name>PrintoutFile</name>
    <message>
        <source>%1 cannot be written</source>
        <translation>no se puede guardar %1</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Imprimir %1</translation>
    </message>
    <message>
        <source>%1 could not be sent to the printer %2.</source>
        <translation>No se pudo enviar %1 a la impresora %2.</translation>
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
        <translation>Renombrar jugador</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>New &amp;name:</source>
        <translation>&amp;Nombre nuevo:</translation>
    </message>
</context>
<context>
    <name>ReplacedDatabaseQuestion</name>
    <message>
        <source>Database replaced</source>
        <translation>Base de datos sustituida</translation>
    </message>
    <message>
        <source>The database file %1 was replaced or moved while Pináculo had it open, for example by a backup copied over it. Nothing more is written into it, so what is there now stays as it is.</source>
        <translation>El archivo de base de datos %1 se sustituyó o se movió mientras Pináculo lo tenía abierto, por ejemplo al copiar encima una copia de seguridad. No se escribe nada más en él, así que lo que contiene ahora queda tal como está.</translation>
    </message>
    <message>
        <source>The game on the table is kept in this window. Export it to a game file, or save it as a new game in the database that is there now.</source>
        <translation>La partida en juego se conserva en esta ventana. Expórtela a un archivo de partida o guárdela como partida nueva en la base de datos que hay ahora.</translation>
    </message>
    <message>
        <source>Export Game…</source>
        <translation>Exportar partida…</translation>
    </message>
    <message>
        <source>Save as New Game</source>
        <translation>Guardar como partida nueva</translation>
    </message>
    <message>
        <source>Quit Without Saving</source>
        <translation>Salir sin guardar</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>RoundClock</name>
    <message>
        <source>Round %1: %2, not started</source>
        <extracomment>The round clock before the director starts it.</extracomment>
        <translation>Ronda %1: %2, sin empezar</translation>
    </message>
    <message>
        <source>Round %1: %2 left</source>
        <translation>Ronda %1: quedan %2</translation>
    </message>
    <message>
        <source>Round %1: paused at %2</source>
        <translation>Ronda %1: en pausa con %2</translation>
    </message>
    <message>
        <source>Round %1: time!</source>
        <extracomment>Time is called: the hand in play is finished, no new hand starts.</extracomment>
        <translation>Ronda %1: ¡tiempo!</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>individual play</source>
        <translation>juego individual</translation>
    </message>
    <message>
        <source>in pairs</source>
        <translation>por parejas</translation>
    </message>
    <message>
        <source>individual or in pairs</source>
        <translation>individual o por parejas</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Barbelé from</source>
        <translation>Barbelé desde</translation>
    </message>
    <message>
        <source>Barbelé opening minimum</source>
        <translation>Mínimo de salida en barbelé</translation>
    </message>
    <message>
        <source>Sets allowed</source>
        <translation>Se permiten tríos</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Mínimo de jugadores</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Máximo de jugadores</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Parejas</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Cartas repartidas</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Barajas</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Comodines (jokers)</translation>
    </message>
    <message>
        <source>Red twos in the deck</source>
        <translation>Doses rojos en la baraja</translation>
    </message>
    <message>
        <source>Ace below the 3</source>
        <translation>As por debajo del 3</translation>
    </message>
    <message>
        <source>Only black twos are wild</source>
        <translation>Solo los doses negros son comodines</translation>
    </message>
    <message>
        <source>Natural cards per meld</source>
        <translation>Cartas naturales por combinación</translation>
    </message>
    <message>
        <source>Joker value</source>
        <translation>Valor del joker</translation>
    </message>
    <message>
        <source>Two value</source>
        <translation>Valor del dos</translation>
    </message>
    <message>
        <source>Ace value</source>
        <translation>Valor del as</translation>
    </message>
    <message>
        <source>8 to king value</source>
        <translation>Valor del 8 al rey</translation>
    </message>
    <message>
        <source>Seven value</source>
        <translation>Valor del siete</translation>
    </message>
    <message>
        <source>3 to 6 value</source>
        <translation>Valor del 3 al 6</translation>
    </message>
    <message>
        <source>Long run from</source>
        <translation>Escalera larga desde</translation>
    </message>
    <message>
        <source>Long run factor</source>
        <translation>Multiplicador de la escalera larga</translation>
    </message>
    <message>
        <source>Long run needs six naturals</source>
        <translation>La escalera larga necesita seis naturales</translation>
    </message>
    <message>
        <source>Rescued wild cards score</source>
        <translation>Los comodines rescatados puntúan</translation>
    </message>
    <message>
        <source>Rescued joker</source>
        <translation>Joker rescatado</translation>
    </message>
    <message>
        <source>Rescued two from a run</source>
        <translation>Dos rescatado de una escalera</translation>
    </message>
    <message>
        <source>Rescued two from a set</source>
        <translation>Dos rescatado de un trío</translation>
    </message>
    <message>
        <source>Pináculo in one turn</source>
        <translation>Pináculo en un turno</translation>
    </message>
    <message>
        <source>Pináculo from the deal</source>
        <translation>Pináculo de mano</translation>
    </message>
    <message>
        <source>Pináculo over several turns</source>
        <translation>Pináculo en varios turnos</translation>
    </message>
    <message>
        <source>Pináculo needs eight naturals</source>
        <translation>El pináculo necesita ocho naturales</translation>
    </message>
    <message>
        <source>Clean escalera</source>
        <translation>Escalera limpia</translation>
    </message>
    <message>
        <source>Escalera with one wild card</source>
        <translation>Escalera con un comodín</translation>
    </message>
    <message>
        <source>Escalera with two wild cards</source>
        <translation>Escalera con dos comodines</translation>
    </message>
    <message>
        <source>Dirty escalera</source>
        <translation>Escalera sucia</translation>
    </message>
    <message>
        <source>Eight natural aces</source>
        <translation>Ocho ases naturales</translation>
    </message>
    <message>
        <source>Eight natural court cards</source>
        <translation>Ocho figuras naturales</translation>
    </message>
    <message>
        <source>Seven natural aces</source>
        <translation>Siete ases naturales</translation>
    </message>
    <message>
        <source>Seven natural court cards</source>
        <translation>Siete figuras naturales</translation>
    </message>
    <message>
        <source>Six natural aces</source>
        <translation>Seis ases naturales</translation>
    </message>
    <message>
        <source>Six natural court cards</source>
        <translation>Seis figuras naturales</translation>
    </message>
    <message>
        <source>Six aces with a wild card</source>
        <translation>Seis ases con un comodín</translation>
    </message>
    <message>
        <source>Six court cards with a wild card</source>
        <translation>Seis figuras con un comodín</translation>
    </message>
    <message>
        <source>Eight naturals bonus</source>
        <translation>Premio por ocho naturales</translation>
    </message>
    <message>
        <source>Pinnacolone</source>
        <translation>Pinnacolone</translation>
    </message>
    <message>
        <source>Going-out bonus</source>
        <translation>Premio por cerrar</translation>
    </message>
    <message>
        <source>No going-out bonus after a pinnacolone</source>
        <translation>Sin premio por cerrar tras un pinnacolone</translation>
    </message>
    <message>
        <source>Multipliers</source>
        <translation>Multiplicadores</translation>
    </message>
    <message>
        <source>Final-turn factor</source>
        <translation>Multiplicador del último turno</translation>
    </message>
    <message>
        <source>All-at-once factor</source>
        <translation>Multiplicador por abatir</translation>
    </message>
    <message>
        <source>Clean all-at-once factor</source>
        <translation>Multiplicador por abatir sin comodines</translation>
    </message>
    <message>
        <source>Finishing in one suit</source>
        <translation>Cerrar con un solo palo</translation>
    </message>
    <message>
        <source>Finishing with high cards</source>
        <translation>Cerrar con cartas altas</translation>
    </message>
    <message>
        <source>Finishing with low cards</source>
        <translation>Cerrar con cartas bajas</translation>
    </message>
    <message>
        <source>Exact cut bonus</source>
        <translation>Premio por corte exacto</translation>
    </message>
    <message>
        <source>Same-back bonus</source>
        <translation>Premio por mismo dorso</translation>
    </message>
    <message>
        <source>Pumba penalty</source>
        <translation>Penalización por no cantar pumba</translation>
    </message>
    <message>
        <source>Failed opening penalty</source>
        <translation>Penalización por salida fallida</translation>
    </message>
    <message>
        <source>Hands in the game</source>
        <translation>Manos de la partida</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules Reference</source>
        <translation>Reglamento</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>The game whose rules are shown</source>
        <translation>El juego cuyas reglas se muestran</translation>
    </message>
</context>
<context>
    <name>SchemaMigrator</name>
    <message>
        <source>Cannot read the database&apos;s version.</source>
        <translation>No se puede leer la versión de la base de datos.</translation>
    </message>
    <message>
        <source>The database was written by a newer version of Pináculo (schema %1; this one knows up to %2).</source>
        <translation>La base de datos la escribió una versión más reciente de Pináculo (esquema %1; esta conoce hasta el %2).</translation>
    </message>
    <message>
        <source>Cannot upgrade the database to version %1: %2</source>
        <translation>No se puede actualizar la base de datos a la versión %1: %2</translation>
    </message>
</context>
<context>
    <name>ScoreCardsPrintout</name>
    <message>
        <source>the director&apos;s scale</source>
        <translation>la escala del director</translation>
    </message>
    <message numerus="yes">
        <source>, %n minute(s)</source>
        <extracomment>A score card&apos;s line: the round is played to a time.</extracomment>
        <translation>
            <numerusform>, %n minuto</numerusform>
            <numerusform>, %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of %2, table %3: %n hand(s)%4</source>
        <translation>
            <numerusform>Ronda %1 de %2, mesa %3: %n mano%4</numerusform>
            <numerusform>Ronda %1 de %2, mesa %3: %n manos%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
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
        <translation>Firma</translation>
    </message>
    <message>
        <source>Victory points: %1</source>
        <translation>Puntos de victoria: %1</translation>
    </message>
</context>
<context>
    <name>ScoreCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Escribe un objeto JSON.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>The game file.</source>
        <translation>El archivo de la partida.</translation>
    </message>
    <message>
        <source>pinaculo-cli score: %1</source>
        <translation>pinaculo-cli score: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli score: give exactly one game file</source>
        <translation>pinaculo-cli score: indique exactamente un archivo de partida</translation>
    </message>
    <message>
        <source>pinaculo-cli score: %1: %2</source>
        <translation>pinaculo-cli score: %1: %2</translation>
    </message>
    <message>
        <source>Print CSV: one row per hand and side, the same columns as the window&apos;s export.</source>
        <translation>Escribe CSV: una fila por mano y por jugador o pareja, con las mismas columnas que la exportación de la ventana.</translation>
    </message>
    <message>
        <source>pinaculo-cli score: give --json or --csv, not both</source>
        <translation>pinaculo-cli score: indique --json o --csv, no los dos</translation>
    </message>
    <message>
        <source>Scores a game file: a table of every hand, one JSON object with --json, or CSV with --csv.</source>
        <translation>Puntúa un archivo de partida: una tabla con cada mano, un objeto JSON con --json o CSV con --csv.</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dador</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>se juega a %1</translation>
    </message>
    <message>
        <source>one hand decides</source>
        <translation>decide una sola mano</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Todavía no hay manos.</translation>
    </message>
    <message>
        <source>%1 = barbelé at the start of the hand: the first melds must total at least %2</source>
        <translation>%1 = barbelé al empezar la mano: la salida debe sumar al menos %2</translation>
    </message>
    <message>
        <source>  hand %1: %2</source>
        <translation>  mano %1: %2</translation>
    </message>
    <message>
        <source>Referee notes:</source>
        <translation>Notas del árbitro:</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points of a hand played after the end, which do not count</comment>
        <translation>(%1)</translation>
    </message>
    <message numerus="yes">
        <source>target %1, at most %2 hand(s)</source>
        <translation>
            <numerusform>se juega a %1, como mucho %2 mano</numerusform>
            <numerusform>se juega a %1, como mucho %2 manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hand(s)</source>
        <translation>
            <numerusform>%1 mano</numerusform>
            <numerusform>%1 manos</numerusform>
        </translation>
    </message>
    <message>
        <source>time called after hand %1</source>
        <extracomment>A round of a tournament played to a time, ended when time was called.</extracomment>
        <translation>tiempo cumplido tras la mano %1</translation>
    </message>
</context>
<context>
    <name>ShareBoardDialog</name>
    <message>
        <source>Live Board</source>
        <translation>Marcador en directo</translation>
    </message>
    <message>
        <source>Scan the code with a phone on the same network to follow the score. The page is read-only and updates by itself.</source>
        <translation>Escanee el código con un móvil conectado a la misma red para seguir la puntuación. La página es de solo lectura y se actualiza sola.</translation>
    </message>
    <message>
        <source>Anyone with this address can see the score until sharing stops; stopping and sharing again makes a new address.</source>
        <translation>Quien tenga esta dirección puede ver la puntuación hasta que se deje de compartir; al volver a compartir se crea una dirección nueva.</translation>
    </message>
    <message>
        <source>&amp;Stop Sharing</source>
        <translation>&amp;Dejar de compartir</translation>
    </message>
</context>
<context>
    <name>StandingsPrintout</name>
    <message>
        <source>Final standings, approved by %1</source>
        <translation>Clasificación final, aprobada por %1</translation>
    </message>
    <message>
        <source>Provisional standings after %1 of %2 rounds</source>
        <translation>Clasificación provisional tras %1 de %2 rondas</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola</source>
        <translation>Anotador y árbitro de Pináculo, Pinacle y Pinnacola</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continuar la última partida</translation>
    </message>
    <message>
        <source>&amp;Open a game file…</source>
        <translation>&amp;Abrir un archivo de partida…</translation>
    </message>
    <message>
        <source>&amp;Meld checker…</source>
        <translation>Comprobador de co&amp;mbinaciones…</translation>
    </message>
    <message>
        <source>No game file opened yet.</source>
        <translation>Todavía no se ha abierto ningún archivo de partida.</translation>
    </message>
    <message>
        <source>Game &amp;history…</source>
        <translation>&amp;Historial de partidas…</translation>
    </message>
    <message>
        <source>Every stored game: open, rematch or print one</source>
        <translation>Todas las partidas guardadas: abrir, jugar la revancha o imprimir una</translation>
    </message>
    <message>
        <source>&amp;Recent game files</source>
        <translation>Archivos de partida &amp;recientes</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Player Statistics</source>
        <translation>Estadísticas de jugadores</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Name of a player</source>
        <translation>Nombre de un jugador</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <source>&amp;Head to Head</source>
        <translation>&amp;Cara a cara</translation>
    </message>
    <message>
        <source>against</source>
        <translation>contra</translation>
    </message>
    <message>
        <source>P&amp;artners</source>
        <translation>P&amp;arejas</translation>
    </message>
    <message>
        <source>Sea&amp;rch:</source>
        <translation>B&amp;uscar:</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>el disco está lleno; libere espacio y vuelva a intentarlo</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <translation>la base de datos está dañada</translation>
    </message>
    <message>
        <source>the database file cannot be opened; check the folder and its permissions</source>
        <translation>no se puede abrir el archivo de la base de datos; compruebe la carpeta y sus permisos</translation>
    </message>
    <message>
        <source>unknown database error</source>
        <translation>error desconocido de la base de datos</translation>
    </message>
    <message>
        <source>the database cannot be written (a read-only file, folder or medium); check the permissions, or choose another place</source>
        <translation>no se puede escribir en la base de datos (un archivo, una carpeta o un soporte de solo lectura); revise los permisos o elija otro lugar</translation>
    </message>
    <message>
        <source>the database is busy: another program is using it; try again</source>
        <translation>la base de datos está ocupada: otro programa la está usando; inténtelo de nuevo</translation>
    </message>
    <message>
        <source>the disk could not be read or written (SQLite error %1); check the disk and its free space</source>
        <translation>no se pudo leer o escribir en el disco (error de SQLite %1); revise el disco y su espacio libre</translation>
    </message>
    <message>
        <source>database error %1</source>
        <translation>error de la base de datos %1</translation>
    </message>
    <message>
        <source>the database file %1 was replaced or moved while Pináculo had it open (for example by a backup copied over it); nothing more is written into it, so what is there now stays as it is</source>
        <translation>el archivo de base de datos %1 se sustituyó o se movió mientras Pináculo lo tenía abierto (por ejemplo, al copiar encima una copia de seguridad); no se escribe nada más en él, así que lo que contiene ahora queda tal como está</translation>
    </message>
</context>
<context>
    <name>SummaryChart</name>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>SummaryCommand</name>
    <message>
        <source>pinaculo-cli summary: give exactly one game file</source>
        <translation>pinaculo-cli summary: indique exactamente un archivo de partida</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: %1: %2</source>
        <translation>pinaculo-cli summary: %1: %2</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>El archivo PDF que se va a escribir.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>a4 or letter; by default the language&apos;s usual paper.</source>
        <translation>a4 o letter; por defecto, el papel habitual del idioma.</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>papel</translation>
    </message>
    <message>
        <source>The date of the game, YYYY-MM-DD.</source>
        <translation>La fecha de la partida, AAAA-MM-DD.</translation>
    </message>
    <message>
        <source>date</source>
        <translation>fecha</translation>
    </message>
    <message>
        <source>Where the game was played.</source>
        <translation>Dónde se jugó la partida.</translation>
    </message>
    <message>
        <source>place</source>
        <translation>lugar</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: %1</source>
        <translation>pinaculo-cli summary: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: give the PDF file to write with -o FILE</source>
        <translation>pinaculo-cli summary: indique el archivo PDF que se va a escribir con -o ARCHIVO</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: unknown paper &quot;%1&quot;; use a4 or letter</source>
        <translation>pinaculo-cli summary: papel desconocido &quot;%1&quot;; use a4 o letter</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: &quot;%1&quot; is not a date; write it as YYYY-MM-DD</source>
        <translation>pinaculo-cli summary: &quot;%1&quot; no es una fecha; escríbala como AAAA-MM-DD</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: give exactly one game id</source>
        <translation>pinaculo-cli summary: indique exactamente un id de partida</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: &quot;%1&quot; is not a game id; list shows them</source>
        <translation>pinaculo-cli summary: &quot;%1&quot; no es un id de partida; list los muestra</translation>
    </message>
    <message>
        <source>The game file, or with --db the stored game&apos;s id.</source>
        <translation>El archivo de la partida o, con --db, el id de la partida guardada.</translation>
    </message>
    <message>
        <source>Writes the printable summary of a game as a PDF file.</source>
        <translation>Escribe el resumen imprimible de una partida en un archivo PDF.</translation>
    </message>
</context>
<context>
    <name>SummaryContent</name>
    <message>
        <source>%1, first to %2 points</source>
        <translation>%1, gana el primero que llegue a %2 puntos</translation>
    </message>
    <message>
        <source>%1, one hand decides</source>
        <translation>%1, decide una sola mano</translation>
    </message>
    <message>
        <source>as in the preset</source>
        <translation>las habituales, sin cambios</translation>
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
        <translation>Cerró</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>Resumen de la partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Parejas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primer dador</translation>
    </message>
    <message>
        <source>barbelé at the start of the hand: the first melds must total at least %1</source>
        <translation>barbelé al empezar la mano: la salida debe sumar al menos %1</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>%1, first to %2 points in at most %3 hand(s)</source>
        <translation>
            <numerusform>%1, gana el primero que llegue a %2 puntos en como mucho %3 mano</numerusform>
            <numerusform>%1, gana el primero que llegue a %2 puntos en como mucho %3 manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 hand(s)</source>
        <translation>
            <numerusform>%1, %2 mano</numerusform>
            <numerusform>%1, %2 manos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryLayout</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continuación)</translation>
    </message>
    <message>
        <source>B</source>
        <comment>barbelé mark in the table of hands</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>Todavía no se ha jugado ninguna mano.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Incidencia</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Lo más destacado</translation>
    </message>
    <message>
        <source>No premium melds, penalties or exact cuts.</source>
        <translation>Ninguna combinación premiada, penalización ni corte exacto.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Clasificación final</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Totales acumulados</translation>
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
        <translation>no se puede escribir %1</translation>
    </message>
</context>
<context>
    <name>SummaryProcess</name>
    <message>
        <source>pinaculo-cli summary: cannot run %1: %2</source>
        <translation>pinaculo-cli summary: no se puede ejecutar %1: %2</translation>
    </message>
</context>
<context>
    <name>TableCardsPrintout</name>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Norte-Sur</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Este-Oeste</translation>
    </message>
    <message>
        <source>no match at this table</source>
        <extracomment>A table card: in this round the table has no match.</extracomment>
        <translation>sin partida en esta mesa</translation>
    </message>
    <message>
        <source>seated when the round before is closed</source>
        <extracomment>A table card: a round whose seating the director has not made yet.</extracomment>
        <translation>se sienta al cerrar la ronda anterior</translation>
    </message>
</context>
<context>
    <name>TimeCalledHand</name>
    <message>
        <source>When time is called, the hand in play stops and is paid as the cards stand: melds laid count, cards in hand are deducted, nobody goes out</source>
        <translation>Al acabarse el tiempo, la mano en juego se detiene y se paga tal como están las cartas: las combinaciones bajadas cuentan, las cartas en mano se restan, nadie cierra</translation>
    </message>
    <message>
        <source>When time is called, the hand in play is played to its end</source>
        <translation>Al acabarse el tiempo, la mano en juego se juega hasta el final</translation>
    </message>
</context>
<context>
    <name>TournamentChecks</name>
    <message>
        <source>entry %1 is listed twice</source>
        <translation>el inscrito %1 figura dos veces</translation>
    </message>
    <message>
        <source>entry %1 withdrew after round %2, but the plan has %3 rounds</source>
        <translation>el inscrito %1 se retiró tras la ronda %2, pero el plan tiene %3 rondas</translation>
    </message>
    <message>
        <source>the file holds %1 rounds, but &quot;round_plan&quot; names %2</source>
        <translation>el archivo tiene %1 rondas, pero &quot;round_plan&quot; nombra %2</translation>
    </message>
    <message>
        <source>round %1 is listed where round %2 belongs</source>
        <translation>la ronda %1 figura donde va la ronda %2</translation>
    </message>
    <message>
        <source>round %1 is seated by %2, but &quot;round_plan&quot; says %3</source>
        <translation>la ronda %1 está sentada por %2, pero &quot;round_plan&quot; dice %3</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>ronda %1, mesa %2: %3</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>ronda %1: %2</translation>
    </message>
    <message>
        <source>the standings are approved, but not every round of the plan is closed</source>
        <translation>la clasificación está aprobada, pero no todas las rondas del plan están cerradas</translation>
    </message>
    <message>
        <source>a table seats from 2 to 6 sides, not %1</source>
        <translation>una mesa sienta de 2 a 6 parejas, no %1</translation>
    </message>
    <message>
        <source>an entry sits at the table twice</source>
        <translation>un inscrito se sienta dos veces a la mesa</translation>
    </message>
    <message>
        <source>&quot;mp&quot; gives %1 numbers for %2 sides</source>
        <translation>&quot;mp&quot; da %1 números para %2 parejas</translation>
    </message>
    <message>
        <source>&quot;absent&quot; must be one of the table&apos;s two entries</source>
        <translation>&quot;absent&quot; debe ser uno de los dos inscritos de la mesa</translation>
    </message>
    <message>
        <source>a forfeit has no &quot;mp&quot; and no &quot;game_file&quot;: the awards give them</source>
        <translation>una incomparecencia no lleva &quot;mp&quot; ni &quot;game_file&quot;: los dan los premios</translation>
    </message>
    <message>
        <source>a table that is %1 needs its &quot;mp&quot;, its &quot;game_file&quot; or &quot;absent&quot;</source>
        <translation>una mesa en estado %1 necesita su &quot;mp&quot;, su &quot;game_file&quot; o &quot;absent&quot;</translation>
    </message>
    <message>
        <source>only an accepted table is corrected</source>
        <translation>solo se corrige una mesa aceptada</translation>
    </message>
    <message>
        <source>a forfeit is not corrected: the director adjusts it</source>
        <translation>una incomparecencia no se corrige: el director la ajusta</translation>
    </message>
    <message>
        <source>correction %1 must give %2 numbers in &quot;was&quot; and in &quot;mp&quot;</source>
        <translation>la corrección %1 debe dar %2 números en &quot;was&quot; y en &quot;mp&quot;</translation>
    </message>
    <message>
        <source>correction %1 is of scores written against the wrong sides, but %2 are not %3 in another order</source>
        <translation>la corrección %1 es de puntos anotados a la pareja equivocada, pero %2 no son %3 en otro orden</translation>
    </message>
    <message>
        <source>only the last round may still be in play</source>
        <translation>solo la última ronda puede seguir en juego</translation>
    </message>
    <message>
        <source>entry %1 is not an entry of the tournament</source>
        <translation>el inscrito %1 no es un inscrito del torneo</translation>
    </message>
    <message>
        <source>entry %1 withdrew after round %2</source>
        <translation>el inscrito %1 se retiró tras la ronda %2</translation>
    </message>
    <message>
        <source>entry %1 is seated twice</source>
        <translation>el inscrito %1 está sentado dos veces</translation>
    </message>
    <message>
        <source>table %1 is listed twice</source>
        <translation>la mesa %1 figura dos veces</translation>
    </message>
    <message>
        <source>a closed round has every table accepted</source>
        <translation>en una ronda cerrada todas las mesas están aceptadas</translation>
    </message>
    <message>
        <source>resting: %1</source>
        <translation>descanso: %1</translation>
    </message>
    <message>
        <source>entry %1 neither plays nor rests in a closed round</source>
        <translation>el inscrito %1 ni juega ni descansa en una ronda cerrada</translation>
    </message>
    <message>
        <source>an adjustment names entry %1, who is not seated in this round</source>
        <translation>un ajuste nombra al inscrito %1, que no está sentado en esta ronda</translation>
    </message>
</context>
<context>
    <name>TournamentCommand</name>
    <message>
        <source>Usage:</source>
        <translation>Uso:</translation>
    </message>
    <message>
        <source>Each subcommand lists its options with --help, for example: %1</source>
        <translation>Cada suborden muestra sus opciones con --help, por ejemplo: %1</translation>
    </message>
    <message>
        <source>Gives a table&apos;s victory points from its match points. One number is the difference between two sides and prints the shares of the side ahead and of the side behind; two or more are each side&apos;s match points and print each side&apos;s victory points, in the same order (at a table of more than two sides, the mean of its shares against every other side).</source>
        <translation>Da los puntos de victoria de una mesa a partir de sus puntos de partida. Un número es la diferencia entre dos parejas y muestra lo que corresponde a la pareja que va delante y a la que va detrás; dos o más son los puntos de partida de cada pareja y muestran los puntos de victoria de cada una, en el mismo orden (en una mesa de más de dos parejas, la media de lo que obtiene frente a cada uno de los demás).</translation>
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
        <translation>escala</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>The difference, or each side&apos;s match points.</source>
        <translation>La diferencia, o los puntos de partida de cada pareja.</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament vp: %1</source>
        <translation>pinaculo-cli tournament vp: %1</translation>
    </message>
    <message>
        <source>--scale must be %1</source>
        <translation>--scale debe ser %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of match points</source>
        <translation>&quot;%1&quot; no es un número entero de puntos de partida</translation>
    </message>
    <message>
        <source>give the difference of match points, or each side&apos;s, for example: tournament vp --scale fibur-3 350</source>
        <translation>indique la diferencia de puntos de partida, o los de cada pareja, por ejemplo: tournament vp --scale fibur-3 350</translation>
    </message>
    <message>
        <source>mitchell or round-robin.</source>
        <translation>mitchell o round-robin.</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <source>The number of pairs or players.</source>
        <translation>El número de parejas o de jugadores.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Mitchell: the tables the East-West pairs move a round.</source>
        <translation>Mitchell: las mesas que avanzan las parejas Este-Oeste por ronda.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>The rounds to print; by default every round the movement has without a repeat.</source>
        <translation>Las rondas que escribir; por omisión, todas las que el movimiento tiene sin repetir enfrentamientos.</translation>
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
        <translation>&quot;%1&quot; no se esperaba</translation>
    </message>
    <message>
        <source>--entries must be a whole number from 2 to %1</source>
        <translation>--entries debe ser un número entero de 2 a %1</translation>
    </message>
    <message>
        <source>--rounds must be a whole number of 1 or more</source>
        <translation>--rounds debe ser un número entero de 1 o más</translation>
    </message>
    <message>
        <source>--step must be a whole number of 1 or more</source>
        <translation>--step debe ser un número entero de 1 o más</translation>
    </message>
    <message>
        <source>an all-play-all group of %1 has %2 rounds, not %3</source>
        <translation>una liguilla de todos contra todos de %1 tiene %2 rondas, no %3</translation>
    </message>
    <message>
        <source>--movement must be mitchell or round-robin</source>
        <translation>--movement debe ser mitchell o round-robin</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament: give a subcommand: vp, pair, score or check</source>
        <translation>pinaculo-cli tournament: indique una suborden: vp, pair, score o check</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament: unknown subcommand &quot;%1&quot;; use vp, pair, score or check</source>
        <translation>pinaculo-cli tournament: suborden desconocida &quot;%1&quot;; use vp, pair, score o check</translation>
    </message>
    <message>
        <source>Prints who meets whom in every round, for the table cards: one line a table, &quot;ROUND TABLE NORTH-SOUTH EAST-WEST&quot; by entry numbers, and &quot;ROUND - ENTRY&quot; for an entry that rests. A Mitchell movement keeps the North-South pairs at their tables and moves the East-West pairs --step tables a round, and refuses more rounds than it plays without two pairs meeting again; an all-play-all group has every entry meet every other once. Given a tournament file instead, prints the seating of its next round, by the movement its round plan names for it.</source>
        <translation>Escribe quién se enfrenta a quién en cada ronda, para las tarjetas de mesa: una línea por mesa, &quot;RONDA MESA NORTE-SUR ESTE-OESTE&quot; con los números de inscripción, y &quot;RONDA - INSCRITO&quot; para quien descansa. Un movimiento Mitchell deja a las parejas Norte-Sur en sus mesas y avanza a las Este-Oeste --step mesas por ronda, y rechaza más rondas de las que juega sin que dos parejas vuelvan a enfrentarse; en una liguilla de todos contra todos cada inscrito se enfrenta una vez a cada uno de los demás. Con un archivo de torneo, escribe cómo se sienta su ronda siguiente, según el movimiento que su plan de rondas le asigna.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>A tournament file: its next round.</source>
        <translation>Un archivo de torneo: su ronda siguiente.</translation>
    </message>
    <message>
        <source>At a table of more than two sides: mean (of the shares against every other side, the default) or placement (by each side&apos;s place in the table&apos;s match points).</source>
        <translation>En una mesa de más de dos parejas: mean (la media de lo que obtiene frente a cada una de las demás, por omisión) o placement (por el puesto de cada una según los puntos de partida de la mesa).</translation>
    </message>
    <message>
        <source>method</source>
        <translation>método</translation>
    </message>
    <message>
        <source>--more-sides must be mean or placement</source>
        <translation>--more-sides debe ser mean o placement</translation>
    </message>
</context>
<context>
    <name>TournamentEdits</name>
    <message>
        <source>round %1 has no table %2</source>
        <translation>la ronda %1 no tiene mesa %2</translation>
    </message>
    <message>
        <source>No pairing keeps every previous opponent apart: the pure Danish pairing was made.</source>
        <translation>Ningún emparejamiento separa a todos los rivales anteriores: se hizo el emparejamiento danés puro.</translation>
    </message>
    <message>
        <source>Seat round %1</source>
        <translation>Sentar la ronda %1</translation>
    </message>
    <message>
        <source>table %1 is accepted: correct it instead</source>
        <translation>la mesa %1 está aceptada: corríjala</translation>
    </message>
    <message>
        <source>Result of round %1, table %2</source>
        <translation>Resultado de la ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>Game of round %1, table %2</source>
        <translation>Partida de la ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>Forfeit at round %1, table %2</source>
        <translation>Incomparecencia en la ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>Accept round %1, table %2</source>
        <translation>Aceptar la ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>Confirm round %1, table %2</source>
        <translation>Confirmar la ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>there is no round %1</source>
        <translation>no hay ronda %1</translation>
    </message>
    <message>
        <source>table %1 has no result yet</source>
        <translation>la mesa %1 aún no tiene resultado</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>Cerrar la ronda %1</translation>
    </message>
    <message>
        <source>Adjust entry %1 in round %2</source>
        <translation>Ajustar al inscrito %1 en la ronda %2</translation>
    </message>
    <message>
        <source>Correct round %1, table %2</source>
        <translation>Corregir la ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>an entry withdraws after a round it played; before the first, leave it out of the tournament</source>
        <translation>un inscrito se retira tras una ronda que jugó; antes de la primera, déjelo fuera del torneo</translation>
    </message>
    <message>
        <source>Withdraw entry %1</source>
        <translation>Retirar al inscrito %1</translation>
    </message>
    <message>
        <source>there is no entry %1</source>
        <translation>no hay inscrito %1</translation>
    </message>
    <message>
        <source>Approve the final standings</source>
        <translation>Aprobar la clasificación final</translation>
    </message>
    <message>
        <source>a late entry joins while round 1 is in play</source>
        <translation>un inscrito tardío se une mientras se juega la ronda 1</translation>
    </message>
    <message>
        <source>give the late entry a name</source>
        <translation>indique el nombre del inscrito tardío</translation>
    </message>
    <message>
        <source>No entry rests in round 1: entry %1 rests this round and takes the bye award, which an adjustment can change.</source>
        <translation>En la ronda 1 no descansa nadie: el inscrito %1 descansa esta ronda y recibe el premio del descanso, que un ajuste puede cambiar.</translation>
    </message>
    <message>
        <source>Late entry %1</source>
        <translation>Inscrito tardío %1</translation>
    </message>
    <message>
        <source>entry %1 does not play at table %2</source>
        <translation>el inscrito %1 no juega en la mesa %2</translation>
    </message>
    <message>
        <source>table %1 has no result to confirm yet</source>
        <translation>la mesa %1 aún no tiene resultado que confirmar</translation>
    </message>
</context>
<context>
    <name>TournamentFileCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Escribe un objeto JSON.</translation>
    </message>
    <message>
        <source>Print CSV.</source>
        <translation>Escribe CSV.</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: give --json or --csv, not both</source>
        <translation>pinaculo-cli %1: indique --json o --csv, no ambos</translation>
    </message>
    <message>
        <source>Checks a tournament file and every game file it names, as score reads them, and says what it holds; exit code 2 and the reason, with its place, when anything is refused.</source>
        <translation>Comprueba un archivo de torneo y cada archivo de partida que nombra, tal como los lee score, y dice qué contiene; código de salida 2 y el motivo, con su lugar, cuando algo se rechaza.</translation>
    </message>
    <message>
        <source>accepted: %1 entries, %2 of %3 rounds seated, %4 tables, %5 results counted</source>
        <translation>aceptado: %1 inscritos, %2 de %3 rondas sentadas, %4 mesas, %5 resultados contados</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2: %3</source>
        <translation>pinaculo-cli %1: %2: %3</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: no pairing keeps every previous opponent apart; the pure Danish pairing is printed</source>
        <translation>pinaculo-cli %1: ningún emparejamiento separa a todos los rivales anteriores; se escribe el emparejamiento danés puro</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>The tournament file.</source>
        <translation>El archivo del torneo.</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2</source>
        <translation>pinaculo-cli %1: %2</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: give exactly one tournament file</source>
        <translation>pinaculo-cli %1: indique exactamente un archivo de torneo</translation>
    </message>
    <message>
        <source>%1: final standings, approved by %2</source>
        <translation>%1: clasificación final, aprobada por %2</translation>
    </message>
    <message>
        <source>%1: provisional standings after %2 of %3 rounds</source>
        <translation>%1: clasificación provisional tras %2 de %3 rondas</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column headings of the standings; the numbers below are aligned to their right ends.</extracomment>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Inscrito</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <translation>Dif. MP</translation>
    </message>
    <message>
        <source>MP for</source>
        <translation>MP a favor</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>(withdrew after round %1)</source>
        <translation>(se retiró tras la ronda %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) reached the scale&apos;s most, %1 VP: a scale of wider bands may tell them apart.</source>
        <translation>
            <numerusform>%n partida alcanzó el máximo de la escala, %1 VP: una escala de tramos más anchos puede distinguirlas.</numerusform>
            <numerusform>%n partidas alcanzaron el máximo de la escala, %1 VP: una escala de tramos más anchos puede distinguirlas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prints a tournament&apos;s standings, worked out from its file and the game files it names: a table, one JSON object with --json, or CSV with --csv. Provisional until the director has approved them.</source>
        <translation>Muestra la clasificación de un torneo, calculada a partir de su archivo y de los archivos de partida que nombra: una tabla, un objeto JSON con --json o CSV con --csv. Es provisional hasta que el director la aprueba.</translation>
    </message>
</context>
<context>
    <name>TournamentFileReader</name>
    <message>
        <source>the file is larger than %1 MiB, the limit of a tournament file</source>
        <translation>el archivo supera %1 MiB, el límite de un archivo de torneo</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark; a tournament file is UTF-8 without one</source>
        <translation>el archivo empieza con una marca de orden de bytes; un archivo de torneo es UTF-8 sin ella</translation>
    </message>
    <message>
        <source>a tournament file is one JSON object</source>
        <translation>un archivo de torneo es un objeto JSON</translation>
    </message>
    <message>
        <source>this is a folder, not a tournament file</source>
        <translation>esto es una carpeta, no un archivo de torneo</translation>
    </message>
    <message>
        <source>this is not a regular file (it is a device, pipe or socket); a tournament file is an ordinary file</source>
        <translation>esto no es un archivo normal (es un dispositivo, una tubería o un socket); un archivo de torneo es un archivo corriente</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>no se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>the tournament</source>
        <translation>el torneo</translation>
    </message>
    <message>
        <source>an entry</source>
        <translation>un inscrito</translation>
    </message>
    <message>
        <source>a round</source>
        <translation>una ronda</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>una mesa</translation>
    </message>
    <message>
        <source>an adjustment</source>
        <translation>un ajuste</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>una corrección</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot;</source>
        <translation>&quot;vp_scale&quot;</translation>
    </message>
    <message>
        <source>a band of &quot;vp_scale&quot;</source>
        <translation>un tramo de &quot;vp_scale&quot;</translation>
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
        <translation>&quot;format&quot; debe ser &quot;pinaculo-tournament&quot;: no es un archivo de torneo</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1; this file was written by a later version</source>
        <translation>&quot;version&quot; debe ser 1; este archivo lo guardó una versión posterior</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be %1, not &quot;%2&quot;</source>
        <translation>&quot;variant&quot; debe ser %1, no &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;danish&quot; must be modified or pure, not &quot;%1&quot;</source>
        <translation>&quot;danish&quot; debe ser modified o pure, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;entries&quot; must list from 2 to %1 entries</source>
        <translation>&quot;entries&quot; debe listar de 2 a %1 inscritos</translation>
    </message>
    <message>
        <source>&quot;rounds&quot; may list at most %1 rounds</source>
        <translation>&quot;rounds&quot; puede listar como mucho %1 rondas</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>ronda %1, mesa %2: %3</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>ronda %1: %2</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <translation>inscrito %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>falta &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be from %2 to %3</source>
        <translation>&quot;%1&quot; debe ir de %2 a %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>un texto</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text of 1 to %2 characters</source>
        <translation>&quot;%1&quot; debe ser un texto de 1 a %2 caracteres</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a date and time with its offset, for example 2026-12-03T21:40:00+01:00, not &quot;%2&quot;</source>
        <translation>&quot;%1&quot; debe ser una fecha y hora con su desfase, por ejemplo 2026-12-03T21:40:00+01:00, no &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot; must be %1 or a scale of its own, not &quot;%2&quot;</source>
        <translation>&quot;vp_scale&quot; debe ser %1 o una escala propia, no &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot;: %1</source>
        <translation>&quot;vp_scale&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;tie_breaks&quot; lists &quot;%1&quot;, which is not one of %2</source>
        <translation>&quot;tie_breaks&quot; lista &quot;%1&quot;, que no es uno de %2</translation>
    </message>
    <message>
        <source>&quot;tie_breaks&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;tie_breaks&quot; lista &quot;%1&quot; dos veces</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2, not &quot;%3&quot;</source>
        <translation>&quot;%1&quot; debe ser %2, no &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;round_plan&quot; must name from 1 to %1 rounds</source>
        <translation>&quot;round_plan&quot; debe nombrar de 1 a %1 rondas</translation>
    </message>
    <message>
        <source>&quot;status&quot; of a round must be published or closed, not &quot;%1&quot;</source>
        <translation>&quot;status&quot; de una ronda debe ser published o closed, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;status&quot; of a table must be playing, submitted, confirmed or accepted, not &quot;%1&quot;</source>
        <translation>&quot;status&quot; de una mesa debe ser playing, submitted, confirmed o accepted, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot; of a correction must be sum_error or wrong_sides, not &quot;%1&quot;</source>
        <translation>&quot;kind&quot; de una corrección debe ser sum_error o wrong_sides, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot; of an adjustment must be mp or vp, not &quot;%1&quot;</source>
        <translation>&quot;kind&quot; de un ajuste debe ser mp o vp, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;amount&quot; of an adjustment must not be 0</source>
        <translation>&quot;amount&quot; de un ajuste no puede ser 0</translation>
    </message>
    <message>
        <source>&quot;more_sides&quot; must be mean or placement, not &quot;%1&quot;</source>
        <translation>&quot;more_sides&quot; debe ser mean o placement, no &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;time_called_hand&quot; must be finish or cards_in_hand, not &quot;%1&quot;</source>
        <translation>&quot;time_called_hand&quot; debe ser finish o cards_in_hand, no &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>TournamentGameFiles</name>
    <message>
        <source>round %1, table %2, %3: %4</source>
        <translation>ronda %1, mesa %2, %3: %4</translation>
    </message>
    <message>
        <source>the game is of the variant %1, the tournament of %2</source>
        <translation>la partida es de la variante %1, el torneo de %2</translation>
    </message>
    <message>
        <source>the game has %1 sides, the table seats %2</source>
        <translation>la partida tiene %1 parejas, la mesa sienta %2</translation>
    </message>
</context>
<context>
    <name>TournamentRepository</name>
    <message>
        <source>The tournament is no longer in the database.</source>
        <translation>El torneo ya no está en la base de datos.</translation>
    </message>
</context>
<context>
    <name>TournamentScorer</name>
    <message>
        <source>&quot;mp&quot; says %1, but the game file&apos;s totals are %2</source>
        <translation>&quot;mp&quot; dice %1, pero los totales del archivo de partida son %2</translation>
    </message>
    <message>
        <source>correction %1 says the MP were %2, but they were %3</source>
        <translation>la corrección %1 dice que los MP eran %2, pero eran %3</translation>
    </message>
    <message>
        <source>round %1, table %2: its game file %3 was not read</source>
        <translation>ronda %1, mesa %2: no se leyó su archivo de partida %3</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>ronda %1, mesa %2: %3</translation>
    </message>
</context>
<context>
    <name>VictoryPointScale</name>
    <message>
        <source>a scale needs at least one band</source>
        <translation>una escala necesita al menos un tramo</translation>
    </message>
    <message>
        <source>band %1 ends below 0</source>
        <translation>el tramo %1 termina por debajo de 0</translation>
    </message>
    <message>
        <source>band %1 does not end above band %2</source>
        <translation>el tramo %1 no termina por encima del tramo %2</translation>
    </message>
    <message>
        <source>band %1 has a share that is not a number of 0 or more</source>
        <translation>el tramo %1 tiene una parte que no es un número de 0 o más</translation>
    </message>
    <message>
        <source>in band %1 the side ahead gets less than the side behind</source>
        <translation>en el tramo %1 la pareja que va delante obtiene menos que la que va detrás</translation>
    </message>
    <message>
        <source>the shares of band %1 add up to %2, not %3 as in band 1</source>
        <translation>las partes del tramo %1 suman %2, no %3 como en el tramo 1</translation>
    </message>
    <message>
        <source>the side ahead gets less in band %1 than in band %2</source>
        <translation>la pareja que va delante obtiene menos en el tramo %1 que en el tramo %2</translation>
    </message>
    <message>
        <source>the shares beyond the last band must add up to %1</source>
        <translation>las partes más allá del último tramo deben sumar %1</translation>
    </message>
    <message>
        <source>the side ahead gets less beyond the last band than in it</source>
        <translation>la pareja que va delante obtiene menos más allá del último tramo que en él</translation>
    </message>
</context>
<context>
    <name>VictoryPointScales</name>
    <message>
        <source>FIBUR, rounds of 3 hands</source>
        <translation>FIBUR, rondas de 3 manos</translation>
    </message>
    <message>
        <source>FIBUR, rounds of 4 hands</source>
        <translation>FIBUR, rondas de 4 manos</translation>
    </message>
    <message>
        <source>3 for a win, 1 for a draw, 0 for a loss</source>
        <translation>3 por victoria, 1 por empate, 0 por derrota</translation>
    </message>
</context>
<context>
    <name>VpScalesSection</name>
    <message>
        <source>MP difference</source>
        <translation>Diferencia de MP</translation>
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
        <translation>más de %1</translation>
    </message>
</context>
<context>
    <name>WalOwnership</name>
    <message>
        <source>Cannot move the write-ahead log %1 aside.</source>
        <translation>No se puede apartar el registro de escritura anticipada %1.</translation>
    </message>
    <message>
        <source>The write-ahead log beside the database %1 does not belong to it (it was left there before the file was replaced, for example by a backup copy). It was not applied.</source>
        <translation>El registro de escritura anticipada junto a la base de datos %1 no le pertenece (quedó ahí antes de que se sustituyera el archivo, por ejemplo por una copia de seguridad). No se ha aplicado.</translation>
    </message>
    <message>
        <source>The write-ahead log beside the database %1 does not belong to it (it was left there before the file was replaced, for example by a backup copy). It was not applied, and was kept as %2.</source>
        <translation>El registro de escritura anticipada junto a la base de datos %1 no le pertenece (quedó ahí antes de que se sustituyera el archivo, por ejemplo por una copia de seguridad). No se ha aplicado y se ha conservado como %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::AdjustmentDialog</name>
    <message>
        <source>Adjust in Round %1</source>
        <translation>Ajustar en la ronda %1</translation>
    </message>
    <message>
        <source>Match points, before the VP lookup</source>
        <translation>Puntos de partida, antes de buscar los VP</translation>
    </message>
    <message>
        <source>Victory points, after the VP lookup</source>
        <translation>Puntos de victoria, después de buscar los VP</translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Inscrito:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Cantidad:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>An adjustment of 0 changes nothing.</source>
        <translation>Un ajuste de 0 no cambia nada.</translation>
    </message>
    <message>
        <source>Say why: the reason is kept with the adjustment.</source>
        <translation>Diga por qué: el motivo se guarda con el ajuste.</translation>
    </message>
</context>
<context>
    <name>pinaculo::CallTimeCommand</name>
    <message>
        <source>time called after hand %1</source>
        <translation>tiempo cumplido tras la mano %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardLineEdit</name>
    <message>
        <source>English suit letters: %1</source>
        <translation>Letras de palo inglesas: %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardNotationSection</name>
    <message>
        <source>%1 at the start of a card is %2, and at its end %3: %4 is %5 and %6 is %7.</source>
        <translation>%1 al principio de una carta es %2, y al final %3: %4 es %5 y %6 es %7.</translation>
    </message>
    <message>
        <source>Careful: %1 means %2 here, not %3 as in the English notation; %3 is %4.</source>
        <translation>Atención: aquí %1 significa %2, no %3 como en la notación inglesa; %3 se escribe %4.</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>el joker</translation>
    </message>
    <message>
        <source>the ace</source>
        <translation>el as</translation>
    </message>
    <message>
        <source>the two</source>
        <translation>el dos</translation>
    </message>
    <message>
        <source>the three</source>
        <translation>el tres</translation>
    </message>
    <message>
        <source>the four</source>
        <translation>el cuatro</translation>
    </message>
    <message>
        <source>the five</source>
        <translation>el cinco</translation>
    </message>
    <message>
        <source>the six</source>
        <translation>el seis</translation>
    </message>
    <message>
        <source>the seven</source>
        <translation>el siete</translation>
    </message>
    <message>
        <source>the eight</source>
        <translation>el ocho</translation>
    </message>
    <message>
        <source>the nine</source>
        <translation>el nueve</translation>
    </message>
    <message>
        <source>the ten</source>
        <translation>el diez</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>la jota</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>la reina</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>el rey</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: the queen of diamonds</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Typing cards</source>
        <translation>Cómo se escriben las cartas</translation>
    </message>
    <message>
        <source>In this program a card is typed as its rank followed by its suit: the rank comes first and the suit letter last. Cards are separated by spaces or commas; capital and small letters are the same.</source>
        <translation>En este programa una carta se escribe con su valor seguido de su palo: primero va el valor y al final la letra del palo. Las cartas se separan con espacios o comas; da igual escribir en mayúsculas o en minúsculas.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Palo</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letra</translation>
    </message>
    <message>
        <source>Also accepted</source>
        <translation>También se acepta</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 can also be written %2</source>
        <translation>%1 también se puede escribir %2</translation>
    </message>
    <message>
        <source>Ranks: %1.</source>
        <translation>Valores: %1.</translation>
    </message>
    <message>
        <source>The suit symbols %1 are read in every language.</source>
        <translation>Los símbolos de los palos %1 se entienden en todos los idiomas.</translation>
    </message>
    <message>
        <source>Examples: %1 (a run of %2 with a joker); %3 (a joker and a two of %4).</source>
        <translation>Ejemplos: %1 (una escalera de %2 con un joker); %3 (un joker y un dos de %4).</translation>
    </message>
    <message>
        <source>Cards may also be typed without spaces: %1 is %2. A run may be typed by its ends: %3, or %4, is every card of %5 from the three to the king; wild cards follow after a space, as in %6.</source>
        <translation>Las cartas también pueden escribirse sin espacios: %1 es %2. Una escalera puede escribirse por sus extremos: %3, o %4, son todas las cartas de %5 del tres al rey; los comodines van después de un espacio, como en %6.</translation>
    </message>
    <message>
        <source>A run by its ends goes up in run order, A 3 4 … K A: the ace is low as the first end and high as the last, so %1 goes from ace to ace, and the two, a wild card, is never part of it. A run that goes down, mixes suits or ends on a two is refused. What is kept is always the cards one by one.</source>
        <translation>Una escalera por sus extremos sube en el orden de la escalera, A 3 4 … K A: el as es bajo como primer extremo y alto como último, así que %1 va de as a as, y el dos, que es comodín, nunca forma parte de ella. Se rechaza una escalera que baja, mezcla palos o tiene un dos en un extremo. Lo que se guarda son siempre las cartas una a una.</translation>
    </message>
    <message>
        <source>A card typed with an English suit letter, such as %1, is read too, and named under the field with the card it became: %2.</source>
        <translation>También se lee una carta escrita con una letra de palo inglesa, como %1, y debajo del campo se indica la carta que resulta: %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardPickerButton</name>
    <message numerus="yes">
        <source>%1: %n more can be entered in this hand</source>
        <translation>
            <numerusform>%1: se puede introducir %n más en esta mano</numerusform>
            <numerusform>%1: se pueden introducir %n más en esta mano</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::CardShorthand</name>
    <message>
        <source>“%1” (item %2) goes down: write a run from its low card to its high one, as in %3</source>
        <translation>«%1» (posición %2) va hacia abajo: escriba la escalera de su carta más baja a la más alta, como %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) has ends of two suits: both ends of a run are of one suit, as in %3</source>
        <translation>«%1» (posición %2) tiene extremos de dos palos: los dos extremos de una escalera son del mismo palo, como %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) ends on a two: a two is wild and has no place of its own in a run; write it after the run, as in %3</source>
        <translation>«%1» (posición %2) tiene un 2 en un extremo: el 2 es comodín y no tiene un lugar propio en la escalera; escríbalo después de la escalera, como %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) is not a card: write rank then suit, as in %3, or %4 for a joker</source>
        <translation>«%1» (posición %2) no es una carta: escriba el valor y luego el palo, como %3, o %4 para un joker</translation>
    </message>
    <message>
        <source>“%1” (item %2) is not a set by its count: write the count, x and the rank, as in %3</source>
        <translation>«%1» (posición %2) no es un trío escrito por su número: escriba el número, x y el valor, como %3</translation>
    </message>
    <message>
        <source>“%1” (item %2): a set by its count holds from 1 to %3 cards</source>
        <translation>«%1» (posición %2): un trío o una serie escritos por su número tienen de 1 a %3 cartas</translation>
    </message>
    <message>
        <source>“%1” (item %2) counts wild cards: twos and jokers are written one by one after the set, a two with its suit, as in %3</source>
        <translation>«%1» (posición %2) cuenta comodines: los doses y los jokers se escriben uno a uno tras el trío, el dos con su palo, como %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardText</name>
    <message>
        <source>Suits: %1 ♠  %2 ♥  %3 ♦  %4 ♣; joker %5</source>
        <translation>Palos: %1 ♠  %2 ♥  %3 ♦  %4 ♣; joker %5</translation>
    </message>
</context>
<context>
    <name>pinaculo::DirectorWindow</name>
    <message>
        <source>Director&apos;s Window</source>
        <translation>Ventana del director</translation>
    </message>
    <message>
        <source>Tables of the round</source>
        <translation>Mesas de la ronda</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Ronda mostrada</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;onda:</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <source>&amp;New Tournament…</source>
        <translation>&amp;Nuevo torneo…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Import Tournament File…</source>
        <translation>&amp;Importar archivo de torneo…</translation>
    </message>
    <message>
        <source>Import Tournament File</source>
        <translation>Importar archivo de torneo</translation>
    </message>
    <message>
        <source>Tournament files (*.tournament.json *.json)</source>
        <translation>Archivos de torneo (*.tournament.json *.json)</translation>
    </message>
    <message>
        <source>&amp;Export Tournament File…</source>
        <translation>&amp;Exportar archivo de torneo…</translation>
    </message>
    <message>
        <source>Export Tournament File</source>
        <translation>Exportar archivo de torneo</translation>
    </message>
    <message>
        <source>Tournament files (*.tournament.json)</source>
        <translation>Archivos de torneo (*.tournament.json)</translation>
    </message>
    <message>
        <source>Export Standings</source>
        <translation>Exportar clasificación</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Ronda</translation>
    </message>
    <message>
        <source>&amp;Seat Next Round</source>
        <translation>&amp;Sentar la ronda siguiente</translation>
    </message>
    <message>
        <source>&amp;Close Round</source>
        <translation>&amp;Cerrar la ronda</translation>
    </message>
    <message>
        <source>&amp;Approve Final Standings…</source>
        <translation>A&amp;probar la clasificación final…</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>No tournament yet</source>
        <translation>Aún no hay torneos</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tournament in the Open menu: its name and when it last changed.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>No tournament open: Tournament → New Tournament, Open or Import.</source>
        <translation>Ningún torneo abierto: Torneo → Nuevo torneo, Abrir o Importar.</translation>
    </message>
    <message>
        <source>%1 — Director&apos;s Window</source>
        <translation>%1 — Ventana del director</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3, %4</source>
        <translation>Ronda %1 de %2: %3, %4</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en juego</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) reached the scale&apos;s most VP.</source>
        <translation>
            <numerusform>%n partida alcanzó el máximo de VP de la escala.</numerusform>
            <numerusform>%n partidas alcanzaron el máximo de VP de la escala.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Approve Final Standings</source>
        <translation>Aprobar la clasificación final</translation>
    </message>
    <message>
        <source>Approve these standings as final? They can still be corrected afterwards, and the approval undone.</source>
        <translation>¿Aprobar esta clasificación como final? Aún podrá corregirse después, y la aprobación deshacerse.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Projector View</source>
        <translation>Vista para &amp;proyector</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Tournament Rules</source>
        <translation>&amp;Reglamento de torneos</translation>
    </message>
    <message>
        <source>Export Standings as CS&amp;V…</source>
        <translation>Exportar clasificación como CS&amp;V…</translation>
    </message>
    <message>
        <source>Add La&amp;te Entry…</source>
        <translation>Inscrito &amp;tardío…</translation>
    </message>
    <message>
        <source>Late Entry</source>
        <translation>Inscrito tardío</translation>
    </message>
    <message>
        <source>The pair or player that arrived:</source>
        <translation>La pareja o el jugador que ha llegado:</translation>
    </message>
    <message>
        <source>Export Table &amp;Results as CSV…</source>
        <translation>Exportar los &amp;resultados de las mesas como CSV…</translation>
    </message>
    <message>
        <source>Export Table Results</source>
        <translation>Exportar los resultados de las mesas</translation>
    </message>
</context>
<context>
    <name>pinaculo::FullScreenScoreboard</name>
    <message>
        <source>Scoreboard</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <source>%1 closes this view.</source>
        <translation>%1 cierra esta vista.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gana</translation>
    </message>
    <message>
        <source>barbelé</source>
        <translation>barbelé</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Reparte</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Corta</translation>
    </message>
    <message>
        <source>Plays first</source>
        <translation>Es mano</translation>
    </message>
    <message>
        <source>Barbelé</source>
        <translation>Barbelé</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>everyone (at least %1 to open)</source>
        <translation>todos (salida de %1 como mínimo)</translation>
    </message>
    <message>
        <source>%1 (at least %2 to open)</source>
        <translation>%1 (salida de %2 como mínimo)</translation>
    </message>
</context>
<context>
    <name>pinaculo::GameFileActions</name>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>Archivos de partida (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Game file refused</source>
        <translation>Archivo de partida rechazado</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>No se puede abrir %1.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Game written to %1</source>
        <translation>Partida exportada a %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) stored in the history.</source>
        <translation>
            <numerusform>%n partida guardada en el historial.</numerusform>
            <numerusform>%n partidas guardadas en el historial.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be imported; nothing of them was stored.</source>
        <translation>
            <numerusform>No se pudo importar %n archivo; no se guardó nada de él.</numerusform>
            <numerusform>No se pudieron importar %n archivos; no se guardó nada de ellos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partida sin guardar</translation>
    </message>
    <message>
        <source>The game has changes that are not in a game file yet. Export it before quitting?</source>
        <translation>La partida tiene cambios que aún no están en un archivo de partida. ¿Exportarla antes de salir?</translation>
    </message>
    <message>
        <source>Open Game File</source>
        <translation>Abrir archivo de partida</translation>
    </message>
    <message>
        <source>game-%1.json</source>
        <translation>partida-%1.json</translation>
    </message>
    <message>
        <source>Export Game File</source>
        <translation>Exportar archivo de partida</translation>
    </message>
    <message>
        <source>Import Game Files</source>
        <translation>Importar archivos de partida</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Quit without exporting</source>
        <translation>Salir sin exportar</translation>
    </message>
    <message>
        <source>The game was not exported: %1.</source>
        <translation>La partida no se exportó: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::GameView</name>
    <message>
        <source>Hand breakdown</source>
        <translation>Desglose de la mano</translation>
    </message>
    <message>
        <source>Hand %1: breakdown</source>
        <translation>Mano %1: desglose</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partida terminada: %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::HandBreakdownModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Concepto</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game (decided in hand %2): these lines show what it would have scored; they count for nothing.</source>
        <translation>La mano %1 se jugó después del final de la partida (decidida en la mano %2): estas líneas muestran lo que habría sumado; no cuentan.</translation>
    </message>
    <message>
        <source>Nothing entered yet</source>
        <translation>Todavía no se ha anotado nada</translation>
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
        <translation>anotar la mano %1</translation>
    </message>
    <message>
        <source>edit hand %1</source>
        <translation>editar la mano %1</translation>
    </message>
    <message>
        <source>delete hand %1</source>
        <translation>borrar la mano %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::HandEntryDialog</name>
    <message>
        <source>Cannot confirm yet: %1</source>
        <translation>Todavía no se puede confirmar: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1   (provisional: the hand has problems)</source>
        <translation>%1   (provisional: la mano tiene problemas)</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 this hand: %2</source>
        <translation>%1 en esta mano: %2</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>%1 — hand %2 · dealer: %3 · cut by: %4 · plays first: %5</source>
        <translation>%1 — mano %2 · reparte: %3 · corta: %4 · es mano: %5</translation>
    </message>
    <message>
        <source>E&amp;xact cut by %1 (%2)</source>
        <translation>Corte e&amp;xacto de %1 (%2)</translation>
    </message>
    <message>
        <source>The cut packet held exactly the cards dealt</source>
        <translation>El paquete cortado tenía exactamente las cartas repartidas</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>A player dealt eleven cards of one back colour scores %1</source>
        <translation>Un jugador que recibe once cartas del mismo color de dorso gana %1</translation>
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
        <translation>con esta corrección, %1</translation>
    </message>
    <message>
        <source>%1, side %2 (%3)</source>
        <translation>%1, pareja %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Restored as it was left when the application stopped (kept at %1): confirm it, change it, or cancel to discard it.</source>
        <translation>Recuperada tal como quedó cuando se cerró la aplicación (guardada a las %1): confírmala, cámbiala o cancela para desechar lo anotado.</translation>
    </message>
</context>
<context>
    <name>pinaculo::HistoryDialog</name>
    <message>
        <source>All players</source>
        <translation>Todos los jugadores</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Todas las variantes</translation>
    </message>
    <message>
        <source>No stored games match.</source>
        <translation>Ninguna partida guardada coincide.</translation>
    </message>
    <message>
        <source>This game is on the table; open another one to delete it.</source>
        <translation>Esta partida está en la mesa; abra otra para poder borrarla.</translation>
    </message>
    <message>
        <source>Rename Game</source>
        <translation>Renombrar partida</translation>
    </message>
    <message>
        <source>Name of the game:</source>
        <translation>Nombre de la partida:</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Borrar partida</translation>
    </message>
    <message numerus="yes">
        <source>Delete the game &quot;%1&quot; (%2) with its %n hand(s)? This cannot be undone.</source>
        <translation>
            <numerusform>¿Borrar la partida &quot;%1&quot; (%2) con su %n mano? No se puede deshacer.</numerusform>
            <numerusform>¿Borrar la partida &quot;%1&quot; (%2) con sus %n manos? No se puede deshacer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::HistoryModel</name>
    <message>
        <source>Playing</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminada</translation>
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
        <translation>Jugada por última vez</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
</context>
<context>
    <name>pinaculo::IntegrityCheck</name>
    <message>
        <source>The file %1 is not a Pináculo database.</source>
        <translation>El archivo %1 no es una base de datos de Pináculo.</translation>
    </message>
    <message>
        <source>The database %1 is damaged.</source>
        <translation>La base de datos %1 está dañada.</translation>
    </message>
    <message>
        <source>The database %1 cannot be read: %2</source>
        <translation>No se puede leer la base de datos %1: %2</translation>
    </message>
    <message>
        <source>The database %1 is damaged: %2</source>
        <translation>La base de datos %1 está dañada: %2</translation>
    </message>
    <message>
        <source>Nothing more will be written to this database; it stays exactly as it is. Close Pináculo and replace the file with a backup copy, or start Pináculo again to set the damaged file aside and begin a new database.</source>
        <translation>No se escribirá nada más en esta base de datos; se queda exactamente como está. Cierre Pináculo y sustituya el archivo por una copia de seguridad, o vuelva a iniciar Pináculo para apartar el archivo dañado y empezar una base de datos nueva.</translation>
    </message>
</context>
<context>
    <name>pinaculo::LateArrivalDialog</name>
    <message>
        <source>Late Arrival at Table %1</source>
        <translation>Llegada tarde a la mesa %1</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Inscrito:</translation>
    </message>
    <message>
        <source>&amp;Minutes late:</source>
        <translation>&amp;Minutos de retraso:</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Decisión:</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
</context>
<context>
    <name>pinaculo::LiveBoardSharing</name>
    <message>
        <source>The live board cannot listen on %1 port %2: %3</source>
        <translation>El marcador en directo no puede escuchar en %1, puerto %2: %3</translation>
    </message>
    <message>
        <source>Live Board</source>
        <translation>Marcador en directo</translation>
    </message>
</context>
<context>
    <name>pinaculo::LiveBoardTexts</name>
    <message>
        <source>Live score</source>
        <translation>Marcador en directo</translation>
    </message>
    <message>
        <source>Read only: the scores are kept on the computer at the table.</source>
        <translation>Solo lectura: los puntos se anotan en el ordenador de la mesa.</translation>
    </message>
    <message>
        <source>Waiting for a game…</source>
        <translation>Esperando una partida…</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconectando…</translation>
    </message>
    <message>
        <source>Sharing has stopped at the table.</source>
        <translation>En la mesa se ha dejado de compartir el marcador.</translation>
    </message>
    <message>
        <source>Playing to %1</source>
        <translation>Se juega a %1</translation>
    </message>
    <message>
        <source>One hand decides</source>
        <translation>Decide una sola mano</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No hands recorded yet.</source>
        <translation>Aún no se ha anotado ninguna mano.</translation>
    </message>
    <message>
        <source>Next hand: %1</source>
        <translation>Mano siguiente: %1</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Reparte</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Corta</translation>
    </message>
    <message>
        <source>Plays first</source>
        <translation>Es mano</translation>
    </message>
    <message>
        <source>Barbelé</source>
        <translation>Barbelé</translation>
    </message>
    <message>
        <source>must open with at least %1 points</source>
        <translation>salida mínima de %1 puntos</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Played after the end: it does not count.</source>
        <translation>Jugada después del final: no cuenta.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>La partida termina en empate</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>Tied at the top: the game goes on for another hand.</source>
        <translation>Empate en cabeza: la partida sigue otra mano.</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>En cabeza</translation>
    </message>
    <message>
        <source>A game of %1 hands</source>
        <translation>Una partida de %1 manos</translation>
    </message>
    <message>
        <source>Playing to %1, at most %2 hands</source>
        <translation>Se juega a %1, como mucho %2 manos</translation>
    </message>
</context>
<context>
    <name>pinaculo::MainWindow</name>
    <message>
        <source>Hand %1 deleted; %2 brings it back.</source>
        <translation>Mano %1 borrada; %2 la recupera.</translation>
    </message>
    <message>
        <source>The game is over: no hand can be recorded after the end.</source>
        <translation>La partida ha terminado: no se puede anotar ninguna mano después del final.</translation>
    </message>
    <message>
        <source>Start or open a game to record hands.</source>
        <translation>Empiece o abra una partida para anotar manos.</translation>
    </message>
    <message>
        <source>Enter the melds and cards of the hand just played</source>
        <translation>Introduzca las combinaciones y las cartas de la mano que se acaba de jugar</translation>
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
            <numerusform>%1: %2, tras %n mano</numerusform>
            <numerusform>%1: %2, tras %n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ended in hand %1: %2.</source>
        <translation>La partida terminó en la mano %1: %2.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Delete Hand</source>
        <translation>Borrar mano</translation>
    </message>
    <message>
        <source>Hand %1 cannot be deleted: %2</source>
        <translation>No se puede borrar la mano %1: %2</translation>
    </message>
</context>
<context>
    <name>pinaculo::MatchPointsDialog</name>
    <message>
        <source>Match Points of %1</source>
        <translation>Puntos de partida de %1</translation>
    </message>
    <message>
        <source>Correct %1</source>
        <translation>Corregir %1</translation>
    </message>
    <message>
        <source>Match points of %1</source>
        <translation>Puntos de partida de %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The scores were written against the &amp;wrong sides</source>
        <translation>Los puntos se anotaron a la pareja &amp;equivocada</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Say why the table is corrected: the reason is kept with it.</source>
        <translation>Diga por qué se corrige la mesa: el motivo se guarda con la corrección.</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldCheckerDialog</name>
    <message>
        <source>Cannot read the cards: %1</source>
        <translation>No se pueden leer las cartas: %1</translation>
    </message>
    <message>
        <source>Cannot read the rescued cards: %1</source>
        <translation>No se pueden leer las cartas rescatadas: %1</translation>
    </message>
    <message>
        <source>Enter the cards of a meld.</source>
        <translation>Introduzca las cartas de una combinación.</translation>
    </message>
    <message>
        <source>Not a valid meld: %1</source>
        <translation>No es una combinación válida: %1</translation>
    </message>
    <message>
        <source>Valid meld</source>
        <translation>Combinación válida</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Matters only for 11-card sets (pináculos)</source>
        <translation>Solo importa para las series de 11 cartas iguales (pináculos)</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ej. %1</translation>
    </message>
    <message>
        <source>wild cards rescued from the meld, e.g. %1</source>
        <translation>comodines rescatados de la combinación, p. ej. %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldProblemText</name>
    <message>
        <source>a meld needs at least 3 cards, this one has %1</source>
        <translation>una combinación necesita al menos 3 cartas y esta tiene %1</translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n natural card(s), this meld has %1</source>
        <translation>
            <numerusform>necesita al menos %n carta natural y esta combinación tiene %1</numerusform>
            <numerusform>necesita al menos %n cartas naturales y esta combinación tiene %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) of this rank in the meld, with and without suits, but the decks hold only %2</source>
        <translation>
            <numerusform>%1: %n carta de ese valor en la combinación, con palo o sin él, pero las barajas solo tienen %2</numerusform>
            <numerusform>%1: %n cartas de ese valor en la combinación, con palo o sin él, pero las barajas solo tienen %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 appears %n time(s), but the decks hold only %2</source>
        <translation>
            <numerusform>%1 aparece %n vez, pero las barajas solo tienen %2</numerusform>
            <numerusform>%1 aparece %n veces, pero las barajas solo tienen %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in this deck (it has no red twos)</source>
        <translation>%1 no está en esta baraja (no tiene doses rojos)</translation>
    </message>
    <message>
        <source>%1 is not wild in this game and a two has no place in a run</source>
        <translation>%1 no es comodín en este juego y un dos no tiene sitio en una escalera</translation>
    </message>
    <message>
        <source>sets are not allowed in this game: only runs of one suit can be melded</source>
        <translation>en este juego no se permiten tríos: solo se pueden bajar escaleras de un palo</translation>
    </message>
    <message>
        <source>%1 and %2 are neither the same rank (a set) nor the same suit (a run)</source>
        <translation>%1 y %2 no son ni del mismo valor (un trío) ni del mismo palo (una escalera)</translation>
    </message>
    <message>
        <source>a run cannot hold %1 twice</source>
        <translation>una escalera no puede tener %1 dos veces</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 needs %n wild card(s) to fill the gaps, the meld has %3 (a run does not turn the corner from the king to the ace and the 3)</source>
        <translation>
            <numerusform>de %1 a %2 hace falta %n comodín para cubrir los huecos y la combinación tiene %3 (una escalera no da la vuelta del rey al as y al 3)</numerusform>
            <numerusform>de %1 a %2 hacen falta %n comodines para cubrir los huecos y la combinación tiene %3 (una escalera no da la vuelta del rey al as y al 3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 needs %n wild card(s) to fill the gaps, the meld has %3</source>
        <translation>
            <numerusform>de %1 a %2 hace falta %n comodín para cubrir los huecos y la combinación tiene %3</numerusform>
            <numerusform>de %1 a %2 hacen falta %n comodines para cubrir los huecos y la combinación tiene %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a run holds at most %n card(s), this one has %1</source>
        <translation>
            <numerusform>una escalera tiene como máximo %n carta y esta tiene %1</numerusform>
            <numerusform>una escalera tiene como máximo %n cartas y esta tiene %1</numerusform>
        </translation>
    </message>
    <message>
        <source>rescued wild cards do not score in this game: a rescued wild goes back to the hand</source>
        <translation>en este juego los comodines rescatados no puntúan: un comodín rescatado vuelve a la mano</translation>
    </message>
    <message>
        <source>only wild cards can be rescued, %1 is not one</source>
        <translation>solo se pueden rescatar comodines y %1 no lo es</translation>
    </message>
    <message>
        <source>a run needs the suit of each card, and %1 has none; write %2 or %3</source>
        <translation>una escalera necesita el palo de cada carta, y %1 no lo tiene; escriba %2 o %3</translation>
    </message>
    <message>
        <source>a rescued wild card is written with its suit, and %1 has none; only the cards of a set may be written without their suits</source>
        <translation>un comodín rescatado se escribe con su palo, y %1 no lo tiene; solo las cartas de un trío o una serie pueden escribirse sin palo</translation>
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
        <translation>%1 &amp;nbsp;— rescatados: %2</translation>
    </message>
    <message>
        <source>this meld has rescued cards but no cards of its own</source>
        <translation>esta combinación tiene cartas rescatadas pero ninguna carta propia</translation>
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
            <numerusform>%1 punto</numerusform>
            <numerusform>%1 puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Type rank then suit (%1, or %2 for a joker), separated by spaces, or click the cards below. %3 adds the next meld. A number alone is the points of all the player&apos;s melds.</source>
        <translation>Escriba el valor y luego el palo (%1, o %2 para un joker), separados por espacios, o pulse las cartas de abajo. %3 añade la siguiente combinación. Un número solo es el total de todas las combinaciones del jugador.</translation>
    </message>
    <message>
        <source>Cards of the meld, e.g. %1 or %2 — %3 for the next meld</source>
        <translation>Cartas de la combinación, p. ej. %1 o %2 — %3 para la siguiente combinación</translation>
    </message>
    <message>
        <source>A set whose suits were not noted: its count, x and its rank, then its wild cards, as in %1.</source>
        <translation>Un trío o una serie cuyos palos no se anotaron: su número, x y su valor, y luego sus comodines, como %1.</translation>
    </message>
    <message>
        <source>After the cards, / and the wild cards rescued from the meld, as in %1.</source>
        <translation>Tras las cartas, / y los comodines rescatados de la combinación, como %1.</translation>
    </message>
    <message>
        <source>! laid in one turn, !! laid from the dealt hand</source>
        <translation>! bajada en un turno, !! bajada de mano</translation>
    </message>
    <message>
        <source>+ laid on the final turn</source>
        <translation>+ bajada en el último turno</translation>
    </message>
    <message>
        <source>= part of the opening</source>
        <translation>= parte de la salida</translation>
    </message>
    <message>
        <source>At the end, the marks the boxes beside also set: %1.</source>
        <translation>Al final, las marcas que también ponen las casillas de al lado: %1.</translation>
    </message>
    <message>
        <source>this meld has marks but no cards: type its cards before the marks</source>
        <translation>esta combinación tiene marcas pero ninguna carta: escriba sus cartas antes de las marcas</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldText</name>
    <message>
        <source>rescued cards: %1</source>
        <translation>cartas rescatadas: %1</translation>
    </message>
    <message>
        <source>nothing follows “/”: write the wild cards rescued from the meld after it, as in %1</source>
        <translation>no hay nada tras «/»: escriba detrás los comodines rescatados de la combinación, como %1</translation>
    </message>
    <message>
        <source>“/” is written twice: the rescued wild cards follow a single “/”</source>
        <translation>«/» está escrita dos veces: los comodines rescatados van tras una sola «/»</translation>
    </message>
    <message>
        <source>the mark “%1” stands among the cards: marks go at the end of the meld, after its cards and the rescued ones</source>
        <translation>la marca «%1» está entre las cartas: las marcas van al final de la combinación, tras sus cartas y las rescatadas</translation>
    </message>
    <message>
        <source>how the meld was laid is marked twice: write ! for one turn or !! for the dealt hand, once</source>
        <translation>cómo se bajó la combinación está marcado dos veces: escriba una sola vez ! (en un turno) o !! (de mano)</translation>
    </message>
    <message>
        <source>the mark “%1” is written twice: each mark is written once</source>
        <translation>la marca «%1» está escrita dos veces: cada marca se escribe una sola vez</translation>
    </message>
    <message>
        <source>“%1” is not a mark: ! is a meld laid in one turn and !! one laid from the dealt hand</source>
        <translation>«%1» no es una marca: ! es una combinación bajada en un turno y !! una bajada de mano</translation>
    </message>
    <message>
        <source>rescued wild cards do not score in this game (a rescued wild goes back to the hand): remove “/” and the cards after it</source>
        <translation>en este juego los comodines rescatados no puntúan (un comodín rescatado vuelve a la mano): quite «/» y las cartas que la siguen</translation>
    </message>
    <message>
        <source>“+” (laid on the final turn) cannot change the score here: no multiplier applies to the final turn&apos;s melds in this game</source>
        <translation>«+» (bajada en el último turno) no puede cambiar la puntuación aquí: en este juego ningún multiplicador se aplica a las combinaciones del último turno</translation>
    </message>
    <message>
        <source>“=” (part of the opening) cannot change the score here: only a barbelé side&apos;s opening is checked, and this player&apos;s side is not barbelé in this hand</source>
        <translation>«=» (parte de la salida) no puede cambiar la puntuación aquí: solo se controla la salida de quien está en barbelé, y este jugador (o su pareja) no está en barbelé en esta mano</translation>
    </message>
    <message>
        <source>“%1” (how the meld was laid) cannot change the score here: no premium of this game depends on it</source>
        <translation>«%1» (cómo se bajó la combinación) no puede cambiar la puntuación aquí: ningún premio de este juego depende de ello</translation>
    </message>
</context>
<context>
    <name>pinaculo::NewGameDialog</name>
    <message>
        <source>none: one hand decides</source>
        <translation>ninguna: decide una sola mano</translation>
    </message>
    <message>
        <source>Players in seating order (%1 to %2)</source>
        <translation>Jugadores en el orden de los asientos (de %1 a %2)</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Nombre de la pareja</translation>
    </message>
    <message>
        <source>Partners (opposite)</source>
        <translation>Compañeros (frente a frente)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
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
        <translation>%1: %2 (volvió a robar tras %3)</translation>
    </message>
    <message>
        <source>Seats from the lowest card: %1. %2 deals first.</source>
        <translation>Asientos desde la carta más baja: %1. %2 reparte primero.</translation>
    </message>
    <message>
        <source>Name, then %1</source>
        <translation>Nombre y luego %1</translation>
    </message>
    <message>
        <source>Counter-clockwise turn order; %1 renames</source>
        <translation>Orden de turno en sentido antihorario; %1 cambia el nombre</translation>
    </message>
</context>
<context>
    <name>pinaculo::NewTournamentDialog</name>
    <message>
        <source>New Tournament</source>
        <translation>Nuevo torneo</translation>
    </message>
    <message>
        <source>One pair or player a line, in the order of enrolment</source>
        <translation>Una pareja o jugador por línea, en el orden de inscripción</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Director:</source>
        <translation>&amp;Director:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Hands a round:</source>
        <translation>&amp;Manos por ronda:</translation>
    </message>
    <message>
        <source>Victory &amp;points:</source>
        <translation>&amp;Puntos de victoria:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Rondas:</translation>
    </message>
    <message>
        <source>Movements:</source>
        <translation>Movimientos:</translation>
    </message>
    <message>
        <source>Mitchell &amp;step:</source>
        <translation>&amp;Avance Mitchell:</translation>
    </message>
    <message>
        <source>&amp;Entries:</source>
        <translation>&amp;Inscritos:</translation>
    </message>
    <message>
        <source>Mitchell</source>
        <translation>Mitchell</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danés</translation>
    </message>
    <message>
        <source>All-play-all</source>
        <translation>Todos contra todos</translation>
    </message>
    <message>
        <source>By the director</source>
        <translation>Por el director</translation>
    </message>
    <message>
        <source>Movement of round %1</source>
        <translation>Movimiento de la ronda %1</translation>
    </message>
    <message>
        <source>Give the tournament a name.</source>
        <translation>Ponga nombre al torneo.</translation>
    </message>
    <message>
        <source>Give the director&apos;s name: it signs every adjustment and correction.</source>
        <translation>Indique el nombre del director: firma cada ajuste y cada corrección.</translation>
    </message>
    <message>
        <source>List from 2 to %1 entries, one a line.</source>
        <translation>Liste de 2 a %1 inscritos, uno por línea.</translation>
    </message>
    <message>
        <source>Entry %1 is longer than %2 characters.</source>
        <translation>El inscrito %1 tiene más de %2 caracteres.</translation>
    </message>
    <message>
        <source>No time limit</source>
        <extracomment>The round&apos;s time left at 0: the round lasts its hands, with no clock.</extracomment>
        <translation>Sin límite de tiempo</translation>
    </message>
    <message>
        <source> min</source>
        <extracomment>After the minutes of a round, &quot;40 min&quot;.</extracomment>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Time a round:</source>
        <translation>&amp;Tiempo por ronda:</translation>
    </message>
    <message>
        <source>Finish the hand in play</source>
        <translation>Terminar la mano en juego</translation>
    </message>
    <message>
        <source>Pay the hand as the cards stand</source>
        <translation>Pagar la mano tal como están las cartas</translation>
    </message>
    <message>
        <source>When time is &amp;called:</source>
        <translation>Al a&amp;cabarse el tiempo:</translation>
    </message>
</context>
<context>
    <name>pinaculo::NextHandPanel</name>
    <message>
        <source>Deals:</source>
        <translation>Reparte:</translation>
    </message>
    <message>
        <source>Cuts:</source>
        <translation>Corta:</translation>
    </message>
    <message>
        <source>Plays first:</source>
        <translation>Es mano:</translation>
    </message>
    <message>
        <source>Barbelé:</source>
        <translation>Barbelé:</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>Next hand: %1</source>
        <translation>Mano siguiente: %1</translation>
    </message>
    <message>
        <source>%1 — exactly %2 cards for the exact-cut bonus of %3</source>
        <translation>%1 — exactamente %2 cartas para el premio de corte exacto de %3</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message numerus="yes">
        <source>%1 must open with at least %2 points</source>
        <translation>
            <numerusform>%1 debe salir con al menos %2 puntos</numerusform>
            <numerusform>%1 deben salir con al menos %2 puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: no more hands can be recorded.</source>
        <translation>La partida ha terminado: no se pueden anotar más manos.</translation>
    </message>
    <message>
        <source>Tied at the top: the game goes on for another hand.</source>
        <translation>Empate en cabeza: la partida sigue otra mano.</translation>
    </message>
    <message numerus="yes">
        <source>%1 must open with at least %2 points</source>
        <comment>pairs, named by their team names</comment>
        <translation>
            <numerusform>La pareja %1 debe salir con al menos %2 puntos</numerusform>
            <numerusform>Las parejas %1 deben salir con al menos %2 puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::PartnershipsModel</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two partners who played on the same side: &quot;Ana y Bruno&quot;.</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partidas juntos</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
</context>
<context>
    <name>pinaculo::PlayerResultPanel</name>
    <message>
        <source>%1, meld %2: %3</source>
        <translation>%1, combinación %2: %3</translation>
    </message>
    <message>
        <source>%1, cards in hand: %2</source>
        <translation>%1, cartas en la mano: %2</translation>
    </message>
    <message>
        <source>Side: %1 (%2)</source>
        <translation>Pareja: %1 (%2)</translation>
    </message>
    <message>
        <source>Plays for themselves</source>
        <translation>Juega por su cuenta</translation>
    </message>
    <message>
        <source>%1 — barbelé: the opening must reach %2</source>
        <translation>%1 — barbelé: la salida debe llegar a %2</translation>
    </message>
    <message>
        <source>A player lays at most %1 melds in one hand.</source>
        <translation>Un jugador baja como máximo %1 combinaciones en una mano.</translation>
    </message>
    <message>
        <source>Start a new meld (%1 in a meld field does the same)</source>
        <translation>Empezar una combinación nueva (%1 en un campo de combinación hace lo mismo)</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punto</numerusform>
            <numerusform>%1 puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards left in hand, e.g. %1, or their points — empty if none</source>
        <translation>Cartas que quedan en la mano, p. ej. %1, o su valor — vacío si no hay</translation>
    </message>
</context>
<context>
    <name>pinaculo::PointsOnlyTable</name>
    <message>
        <source>Pair</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Melded points</source>
        <translation>Puntos bajados</translation>
    </message>
    <message>
        <source>Points left in hand</source>
        <translation>Cartas en la mano (puntos)</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Cerró</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nadie</translation>
    </message>
    <message>
        <source>What %1 laid on the table, counted</source>
        <translation>Lo que %1 bajó a la mesa, contado</translation>
    </message>
    <message>
        <source>What %1 was left holding, counted (it is taken off)</source>
        <translation>Lo que le quedó en la mano a %1, contado (se resta)</translation>
    </message>
    <message>
        <source>%1 went out</source>
        <translation>%1 cerró</translation>
    </message>
    <message>
        <source>Points only: the table counts and types the totals. No premium, multiplier, opening check or penalty is judged; untick “Points only” to enter the cards instead.</source>
        <translation>Solo puntos: la mesa cuenta y anota los totales. No se valora ningún premio, multiplicador, control de salida ni penalización; desmarque «Solo puntos» para anotar las cartas.</translation>
    </message>
</context>
<context>
    <name>pinaculo::PrintoutActions</name>
    <message>
        <source>&amp;Standings…</source>
        <translation>&amp;Clasificación…</translation>
    </message>
    <message>
        <source>&amp;Table Cards…</source>
        <translation>&amp;Tarjetas de mesa…</translation>
    </message>
    <message>
        <source>S&amp;core Cards of the Round…</source>
        <translation>&amp;Hojas de puntos de la ronda…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>Im&amp;primir</translation>
    </message>
    <message>
        <source>Save as P&amp;DF</source>
        <translation>Guardar como P&amp;DF</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <extracomment>A printout&apos;s title: the tournament&apos;s name and what is printed.</extracomment>
        <translation>%1: clasificación</translation>
    </message>
    <message>
        <source>%1: table cards</source>
        <translation>%1: tarjetas de mesa</translation>
    </message>
    <message>
        <source>%1: score cards of round %2</source>
        <translation>%1: hojas de puntos de la ronda %2</translation>
    </message>
    <message>
        <source>Seat a round first.</source>
        <translation>Siente primero una ronda.</translation>
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
        <translation>Vista para proyector</translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation>Ningún torneo abierto</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Aún no hay ninguna ronda sentada</translation>
    </message>
    <message>
        <source>Round %1 of %2: seating</source>
        <translation>Ronda %1 de %2: emparejamientos</translation>
    </message>
</context>
<context>
    <name>pinaculo::RenamePlayerCommand</name>
    <message>
        <source>rename %1 to %2</source>
        <translation>renombrar %1 como %2</translation>
    </message>
</context>
<context>
    <name>pinaculo::RoundClockControl</name>
    <message>
        <source>Start C&amp;lock</source>
        <translation>&amp;Iniciar el reloj</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>Pa&amp;usar el reloj</translation>
    </message>
    <message>
        <source>R&amp;eset Clock</source>
        <translation>R&amp;einiciar el reloj</translation>
    </message>
    <message>
        <source>Res&amp;ume Clock</source>
        <translation>Rea&amp;nudar el reloj</translation>
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
        <translation>En juego</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Entregada</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmada</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Aceptada</translation>
    </message>
    <message>
        <source>forfeit: %1 absent</source>
        <translation>incomparecencia: falta %1</translation>
    </message>
    <message>
        <source>%1 (game file)</source>
        <translation>%1 (archivo de partida)</translation>
    </message>
    <message>
        <source>%1 (corrected)</source>
        <translation>%1 (corregida)</translation>
    </message>
    <message>
        <source>Rests</source>
        <translation>Descansa</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Norte-Sur</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Este-Oeste</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
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
        <translation>Uno de estos: %1</translation>
    </message>
    <message>
        <source>Changed from the variant&apos;s preset</source>
        <translation>Distinto de lo habitual en esta variante</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parámetro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Habitual</translation>
    </message>
</context>
<context>
    <name>pinaculo::RuleParametersSection</name>
    <message>
        <source>Every rule parameter</source>
        <translation>Todos los parámetros de las reglas</translation>
    </message>
    <message>
        <source>The values a new game of this variant starts from; the New Game dialog can change any of them for one game.</source>
        <translation>Los valores con los que empieza una partida nueva de esta variante; el diálogo Nueva partida puede cambiar cualquiera de ellos para una partida.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parámetro</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Habitual</translation>
    </message>
</context>
<context>
    <name>pinaculo::RulePresetBar</name>
    <message>
        <source>&amp;House rules:</source>
        <translation>Reglas de la &amp;casa:</translation>
    </message>
    <message>
        <source>Keep the rules set here under a name, to choose them again</source>
        <translation>Guardar con un nombre las reglas puestas aquí, para elegirlas otra vez</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete the chosen house rules</source>
        <translation>Borrar las reglas de la casa elegidas</translation>
    </message>
    <message>
        <source>House rules saved before: choosing one sets the variant and every rule</source>
        <translation>Reglas de la casa guardadas antes: al elegir unas se ponen la variante y todas las reglas</translation>
    </message>
    <message>
        <source>The variant&apos;s own rules</source>
        <translation>De la variante</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Save House Rules</source>
        <translation>Guardar reglas de la casa</translation>
    </message>
    <message>
        <source>Name of these house rules:</source>
        <translation>Nombre de estas reglas de la casa:</translation>
    </message>
    <message>
        <source>House rules named &quot;%1&quot; already exist. Replace them?</source>
        <translation>Ya hay unas reglas de la casa llamadas «%1». ¿Reemplazarlas?</translation>
    </message>
    <message>
        <source>Delete House Rules</source>
        <translation>Borrar reglas de la casa</translation>
    </message>
    <message>
        <source>Delete the house rules &quot;%1&quot;? Games played with them keep their rules.</source>
        <translation>¿Borrar las reglas de la casa «%1»? Las partidas jugadas con ellas conservan sus reglas.</translation>
    </message>
    <message>
        <source>Sav&amp;e…</source>
        <translation>&amp;Guardar…</translation>
    </message>
</context>
<context>
    <name>pinaculo::RunningTotalsChart</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Objetivo: %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::ScoreSheetSharing</name>
    <message>
        <source>&amp;Copy Score Sheet as Text</source>
        <translation>&amp;Copiar la hoja de puntos como texto</translation>
    </message>
    <message>
        <source>Copy the score sheet as plain text, to paste into a message</source>
        <translation>Copiar la hoja de puntos como texto, para pegarla en un mensaje</translation>
    </message>
    <message>
        <source>Copy Score Sheet as &amp;Image</source>
        <translation>Copiar la hoja de puntos como &amp;imagen</translation>
    </message>
    <message>
        <source>Copy the score sheet as a picture, to paste into a chat</source>
        <translation>Copiar la hoja de puntos como imagen, para pegarla en un chat</translation>
    </message>
    <message>
        <source>Export as &amp;CSV</source>
        <translation>Exportar como &amp;CSV</translation>
    </message>
    <message>
        <source>&amp;Score Sheet…</source>
        <translation>&amp;Hoja de puntos…</translation>
    </message>
    <message>
        <source>Write every hand&apos;s points and running totals to a CSV file for a spreadsheet</source>
        <translation>Exportar los puntos de cada mano y los totales a un archivo CSV para una hoja de cálculo</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>Write every player&apos;s record across the stored games to a CSV file</source>
        <translation>Exportar a un archivo CSV las estadísticas de cada jugador en todas las partidas guardadas</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Score sheet copied as text.</source>
        <translation>Hoja de puntos copiada como texto.</translation>
    </message>
    <message>
        <source>Score sheet copied as a picture.</source>
        <translation>Hoja de puntos copiada como imagen.</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Guardado en %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>No se pudo exportar</translation>
    </message>
    <message>
        <source>Export Score Sheet as CSV</source>
        <extracomment>The proposed file name of an exported score sheet; %1 is today&apos;s date (2026-03-14).</extracomment>
        <translation>Exportar la hoja de puntos como CSV</translation>
    </message>
    <message>
        <source>score-%1.csv</source>
        <translation>puntos-%1.csv</translation>
    </message>
    <message>
        <source>Export Statistics as CSV</source>
        <extracomment>The proposed file name of exported statistics; %1 is today&apos;s date (2026-03-14).</extracomment>
        <translation>Exportar las estadísticas como CSV</translation>
    </message>
    <message>
        <source>statistics-%1.csv</source>
        <translation>estadisticas-%1.csv</translation>
    </message>
    <message>
        <source>The file was not written: %1.</source>
        <translation>El archivo no se guardó: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::ScoreboardModel</name>
    <message numerus="yes">
        <source>%1 was barbelé in hand %2: the first meld had to reach %3 points.</source>
        <translation>
            <numerusform>%1 estaba en barbelé en la mano %2: la salida debía llegar a %3 puntos.</numerusform>
            <numerusform>%1 estaban en barbelé en la mano %2: la salida debía llegar a %3 puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>This hand has referee warnings: select it to read them.</source>
        <translation>Esta mano tiene avisos del árbitro: selecciónela para leerlos.</translation>
    </message>
    <message>
        <source>The number of the hand</source>
        <translation>El número de la mano</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Quién repartió la mano</translation>
    </message>
    <message>
        <source>Points %1 scored in the hand</source>
        <translation>Puntos de %1 en la mano</translation>
    </message>
    <message>
        <source>Running total of %1 after the hand</source>
        <translation>Total acumulado de %1 tras la mano</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Dador</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Points %1 (%2) scored in the hand</source>
        <translation>Puntos de %1 (%2) en la mano</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points of a hand played after the end, which do not count</comment>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game (decided in hand %2): it counts for nothing.</source>
        <translation>La mano %1 se jugó después del final de la partida (decidida en la mano %2): no cuenta.</translation>
    </message>
    <message>
        <source>%1 was barbelé in hand %2: the first meld had to reach %3 points.</source>
        <comment>a pair, named by its team name</comment>
        <translation>La pareja %1 estaba en barbelé en la mano %2: la salida debía llegar a %3 puntos.</translation>
    </message>
    <message>
        <source>%1 scored %2 in hand %3</source>
        <translation>%1: %2 en la mano %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::ShareBoardDialog</name>
    <message>
        <source>QR code of %1</source>
        <translation>Código QR de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) watching</source>
        <translation>
            <numerusform>%n móvil conectado</numerusform>
            <numerusform>%n móviles conectados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::StandingsModel</name>
    <message>
        <source>%1 (withdrew after round %2)</source>
        <translation>%1 (se retiró tras la ronda %2)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Inscrito</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Victory points, as the tournament&apos;s rules abbreviate them.</extracomment>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <extracomment>Match points won minus match points lost.</extracomment>
        <translation>Dif. MP</translation>
    </message>
    <message>
        <source>MP for</source>
        <translation>MP a favor</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partidas</translation>
    </message>
</context>
<context>
    <name>pinaculo::StartPage</name>
    <message>
        <source>There is no unfinished game to continue</source>
        <translation>No hay ninguna partida sin terminar que continuar</translation>
    </message>
    <message>
        <source>Press %1 or double-click to open</source>
        <translation>Pulse %1 o haga doble clic para abrir</translation>
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
        <translation>Todas las variantes</translation>
    </message>
    <message>
        <source>No games stored yet.</source>
        <translation>Todavía no hay partidas guardadas.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Games played and won</source>
        <translation>Partidas jugadas y ganadas</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Choose two players to see how they fared against each other.</source>
        <translation>Elija dos jugadores para ver cómo les ha ido el uno contra el otro.</translation>
    </message>
    <message>
        <source>%1 and %2 have not played against each other.</source>
        <translation>%1 y %2 no han jugado el uno contra el otro.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) against each other</source>
        <translation>
            <numerusform>%n partida el uno contra el otro</numerusform>
            <numerusform>%n partidas el uno contra el otro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n won</source>
        <translation>
            <numerusform>%1: %n ganada</numerusform>
            <numerusform>%1: %n ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished as a draw or won by another side</source>
        <translation>
            <numerusform>%n terminó en empate o la ganó otro</numerusform>
            <numerusform>%n terminaron en empate o las ganó otro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still being played</source>
        <translation>
            <numerusform>%n todavía en juego</numerusform>
            <numerusform>%n todavía en juego</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::StatisticsModel</name>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number. Written as the language writes it: &quot;50 %&quot;, &quot;50%&quot;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 won %2 of %3 finished games</source>
        <translation>%1 ganó %2 de %3 partidas terminadas</translation>
    </message>
    <message>
        <source>Games won out of games finished; a game still being played does not count</source>
        <translation>Partidas ganadas de las partidas terminadas; una partida todavía en juego no cuenta</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% de victorias</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Media por mano</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Mejor mano</translation>
    </message>
    <message>
        <source>Premium melds</source>
        <translation>Combinaciones premiadas</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Cerró</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalizaciones</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Puntos de penalización</translation>
    </message>
</context>
<context>
    <name>pinaculo::StoredGames</name>
    <message>
        <source>Every change is saved again.</source>
        <translation>Todos los cambios se vuelven a guardar.</translation>
    </message>
    <message>
        <source>Stored game</source>
        <translation>Partida guardada</translation>
    </message>
    <message>
        <source>The stored game cannot be opened: %1</source>
        <translation>No se puede abrir la partida guardada: %1</translation>
    </message>
    <message>
        <source>This game was stored before today&apos;s limits: %1. It opens as it was; a change to it must keep to the limits.</source>
        <translation>Esta partida se guardó antes de los límites actuales: %1. Se abre tal como estaba; un cambio en ella debe respetar los límites.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Sin guardar</translation>
    </message>
    <message>
        <source>The last changes could not be saved in the database: %1

Export the game to a game file before quitting?</source>
        <translation>No se pudieron guardar los últimos cambios en la base de datos: %1

¿Exportar la partida a un archivo de partida antes de salir?</translation>
    </message>
    <message>
        <source>The last change could not be saved in the database: %1

It stays in the window and is saved with the next change once the database accepts it again.</source>
        <translation>No se pudo guardar el último cambio en la base de datos: %1

Se mantiene en la ventana y se guardará con el siguiente cambio cuando la base de datos vuelva a aceptarlo.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Sin guardar: %1</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>Database replaced</source>
        <translation>Base de datos sustituida</translation>
    </message>
    <message>
        <source>The game was saved as a new game in the database now at %1.</source>
        <translation>La partida se guardó como partida nueva en la base de datos que ahora está en %1.</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Base de datos</translation>
    </message>
</context>
<context>
    <name>pinaculo::SummaryPrinting</name>
    <message>
        <source>Print preview: %1</source>
        <translation>Vista previa de impresión: %1</translation>
    </message>
    <message>
        <source>Print the game summary</source>
        <translation>Imprimir el resumen de la partida</translation>
    </message>
    <message>
        <source>The summary could not be sent to the printer %1.</source>
        <translation>No se pudo enviar el resumen a la impresora %1.</translation>
    </message>
    <message>
        <source>game-summary.pdf</source>
        <translation>resumen-partida.pdf</translation>
    </message>
    <message>
        <source>Export the game summary as PDF</source>
        <translation>Exportar el resumen de la partida como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The summary was not saved: %1.</source>
        <translation>El resumen no se guardó: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::TableActions</name>
    <message>
        <source>&amp;Match Points…</source>
        <translation>&amp;Puntos de partida…</translation>
    </message>
    <message>
        <source>Take In &amp;Game File…</source>
        <translation>&amp;Tomar archivo de partida…</translation>
    </message>
    <message>
        <source>Take In Game File</source>
        <translation>Tomar archivo de partida</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>Archivos de partida (*.json)</translation>
    </message>
    <message>
        <source>&amp;Forfeit…</source>
        <translation>&amp;Incomparecencia…</translation>
    </message>
    <message>
        <source>A&amp;ccept</source>
        <translation>A&amp;ceptar</translation>
    </message>
    <message>
        <source>A&amp;djust…</source>
        <translation>A&amp;justar…</translation>
    </message>
    <message>
        <source>C&amp;orrect…</source>
        <translation>C&amp;orregir…</translation>
    </message>
    <message>
        <source>Select a table first.</source>
        <translation>Seleccione primero una mesa.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Forfeit at Table %1</source>
        <translation>Incomparecencia en la mesa %1</translation>
    </message>
    <message>
        <source>The entry that did not come:</source>
        <translation>El inscrito que no se presentó:</translation>
    </message>
    <message>
        <source>Seat a round first.</source>
        <translation>Siente primero una ronda.</translation>
    </message>
    <message>
        <source>&amp;Late Arrival…</source>
        <translation>&amp;Llegada tarde…</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>&amp;Hands…</source>
        <translation>&amp;Manos…</translation>
    </message>
    <message>
        <source>Co&amp;nfirm</source>
        <translation>Co&amp;nfirmar</translation>
    </message>
    <message>
        <source>One player of each side has agreed the table&apos;s result</source>
        <translation>Un jugador de cada pareja ha dado por bueno el resultado de la mesa</translation>
    </message>
</context>
<context>
    <name>pinaculo::TableHandsDialog</name>
    <message>
        <source>The sides are &amp;pairs</source>
        <translation>Se juega por &amp;parejas</translation>
    </message>
    <message>
        <source>&amp;Record Hand…</source>
        <translation>&amp;Anotar mano…</translation>
    </message>
    <message>
        <source>&amp;Edit Hand…</source>
        <translation>&amp;Editar mano…</translation>
    </message>
    <message>
        <source>Hands at Table %1</source>
        <translation>Manos de la mesa %1</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, table %2: %n hand(s), as the table&apos;s score card gives them.</source>
        <translation>
            <numerusform>Ronda %1, mesa %2: %n mano, tal como la da la hoja de puntos de la mesa.</numerusform>
            <numerusform>Ronda %1, mesa %2: %n manos, tal como las da la hoja de puntos de la mesa.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take In</source>
        <translation>&amp;Tomar</translation>
    </message>
    <message>
        <source>Discard the hands typed for table %1?</source>
        <translation>¿Desechar las manos anotadas de la mesa %1?</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n hand(s): take it in.</source>
        <translation>
            <numerusform>La partida ha terminado tras %n mano: tómela.</numerusform>
            <numerusform>La partida ha terminado tras %n manos: tómela.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands recorded: %1 of %2.</source>
        <translation>Manos anotadas: %1 de %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::TournamentDocument</name>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>ronda %1, mesa %2: %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::TournamentRulesDialog</name>
    <message>
        <source>Tournament Rules</source>
        <translation>Reglamento de torneos</translation>
    </message>
    <message>
        <source>Tournament rules</source>
        <translation>Reglamento de torneos</translation>
    </message>
</context>
<context>
    <name>pinaculo::UndoActions</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
</context>
<context>
    <name>pinaculo::WindowDialogs</name>
    <message>
        <source>About Pináculo</source>
        <translation>Acerca de Pináculo</translation>
    </message>
    <message>
        <source>Summary written to %1</source>
        <translation>Resumen guardado en %1</translation>
    </message>
    <message>
        <source>Pináculo %1</source>
        <translation>Pináculo %1</translation>
    </message>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola: record each hand, and the application scores it, explains every line, keeps the running totals, tells who is barbelé and declares the winner.</source>
        <translation>Anotador y árbitro de Pináculo, Pinacle y Pinnacola: anote cada mano y la aplicación la puntúa, explica cada concepto, lleva los totales acumulados, indica quién está barbelé y declara el ganador.</translation>
    </message>
    <message>
        <source>Free software under the licence %1: the GNU General Public License, version 3 or any later version.</source>
        <translation>Software libre bajo la licencia %1: la Licencia Pública General de GNU, versión 3 o cualquier versión posterior.</translation>
    </message>
</context>
</TS>
