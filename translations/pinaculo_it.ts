<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AppOptions</name>
    <message>
        <source>--db needs the path of a database file</source>
        <translation>--db richiede il percorso di un file di database</translation>
    </message>
    <message>
        <source>--lang needs one of: %1</source>
        <translation>--lang richiede uno tra: %1</translation>
    </message>
    <message>
        <source>only one game file can be opened, not also %1</source>
        <translation>si può aprire un solo file di partita, non anche %1</translation>
    </message>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola.</source>
        <translation>Segnapunti e arbitro per Pináculo, Pinacle e Pinnacola.</translation>
    </message>
    <message>
        <source>Show this help and quit.</source>
        <translation>Mostra questo aiuto ed esce.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Mostra la versione ed esce.</translation>
    </message>
    <message>
        <source>The database file (default: in the user&apos;s application data folder).</source>
        <translation>Il file del database (predefinito: nella cartella dei dati delle applicazioni dell&apos;utente).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>percorso</translation>
    </message>
    <message>
        <source>language</source>
        <translation>lingua</translation>
    </message>
    <message>
        <source>Quit once the window is shown (for tests).</source>
        <translation>Esce appena la finestra è mostrata (per i test).</translation>
    </message>
    <message>
        <source>Serve a read-only live board of the game on the local network, on this TCP port (0-65535; 0: any free port).</source>
        <translation>Offre sulla rete locale un tabellone della partita in diretta, in sola lettura, su questa porta TCP (0-65535; 0: una porta libera qualsiasi).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>The address the live board listens on, for example 127.0.0.1 (only with --live-board).</source>
        <translation>L&apos;indirizzo su cui ascolta il tabellone in diretta, per esempio 127.0.0.1 (solo con --live-board).</translation>
    </message>
    <message>
        <source>address</source>
        <translation>indirizzo</translation>
    </message>
    <message>
        <source>Show this help with Qt&apos;s own options and quit.</source>
        <translation>Mostra questo aiuto con le opzioni proprie di Qt ed esce.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>A game file to open.</source>
        <translation>Un file di partita da aprire.</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[file]</translation>
    </message>
    <message>
        <source>--live-board needs a port number from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--live-board richiede un numero di porta da 0 a 65535, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--live-board-address is only used with --live-board PORT</source>
        <translation>--live-board-address si usa solo insieme a --live-board PORTA</translation>
    </message>
    <message>
        <source>--live-board-address needs an IP address such as 127.0.0.1 or ::1, not &quot;%1&quot;</source>
        <translation>--live-board-address richiede un indirizzo IP come 127.0.0.1 o ::1, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Try pinaculo --help.</source>
        <translation>Provare pinaculo --help.</translation>
    </message>
    <message>
        <source>The language of the window: %1 (default: the one chosen last, or the system&apos;s).</source>
        <translation>La lingua della finestra: %1 (predefinita: quella scelta l&apos;ultima volta o quella del sistema).</translation>
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
        <translation>Ogni comando elenca le sue opzioni con --help, per esempio: %1</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The description of --lang: the languages it takes, &quot;es, it or en&quot;.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>language</source>
        <translation>lingua</translation>
    </message>
    <message>
        <source>pinaculo-cli: unknown language &quot;%1&quot;; use %2</source>
        <translation>pinaculo-cli: lingua sconosciuta &quot;%1&quot;; usare %2</translation>
    </message>
    <message>
        <source>pinaculo-cli: give a command: meld, score, summary, import, export, list, tournament or club</source>
        <translation>pinaculo-cli: indicare un comando: meld, score, summary, import, export, list, tournament o club</translation>
    </message>
    <message>
        <source>pinaculo-cli: unknown command &quot;%1&quot;; use meld, score, summary, import, export, list, tournament or club</source>
        <translation>pinaculo-cli: comando sconosciuto «%1»; usare meld, score, summary, import, export, list, tournament o club</translation>
    </message>
</context>
<context>
    <name>CliDatabase</name>
    <message>
        <source>The database file (default: the application&apos;s database).</source>
        <translation>Il file del database (predefinito: il database dell&apos;applicazione).</translation>
    </message>
    <message>
        <source>path</source>
        <translation>percorso</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2</source>
        <translation>pinaculo-cli %1: %2</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: the file was left untouched; the application offers to set it aside and start a fresh database</source>
        <translation>pinaculo-cli %1: il file non è stato toccato; l&apos;applicazione propone di metterlo da parte e iniziare un nuovo database</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>Show this help and quit.</source>
        <translation>Mostra questo aiuto ed esce.</translation>
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
        <translation>pinaculo-cli club: indicare un sottocomando: init-db</translation>
    </message>
    <message>
        <source>pinaculo-cli club: unknown subcommand &quot;%1&quot;; use init-db</source>
        <translation>pinaculo-cli club: sottocomando sconosciuto «%1»; usare init-db</translation>
    </message>
    <message>
        <source>Makes the club&apos;s database on a PostgreSQL server ready for a room of tables, as the database&apos;s owner: its schema, the roles and row-level policies under which each table&apos;s login sends only its own match, and the logins of the director, the board and tables 1 to --tables, each with a new password printed once. Logins that exist keep theirs. The owner&apos;s password is found as PostgreSQL&apos;s own tools find it (PGPASSWORD, ~/.pgpass).</source>
        <translation>Prepara il database del circolo su un server PostgreSQL per una sala di tavoli, come proprietario del database: lo schema, i ruoli e le regole per riga con cui l&apos;utente di ogni tavolo invia solo la propria partita, e gli utenti dell&apos;arbitro, del tabellone e dei tavoli da 1 a --tables, ciascuno con una nuova password mostrata una sola volta. Gli utenti già esistenti conservano la propria. La password del proprietario si trova come la trovano gli strumenti di PostgreSQL (PGPASSWORD, ~/.pgpass).</translation>
    </message>
    <message>
        <source>The server&apos;s name or address, or the folder of its unix socket.</source>
        <translation>Il nome o l&apos;indirizzo del server, o la cartella del suo socket unix.</translation>
    </message>
    <message>
        <source>host</source>
        <translation>server</translation>
    </message>
    <message>
        <source>The server&apos;s port.</source>
        <translation>La porta del server.</translation>
    </message>
    <message>
        <source>port</source>
        <translation>porta</translation>
    </message>
    <message>
        <source>The club&apos;s database.</source>
        <translation>Il database del circolo.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>The database&apos;s owner (by default the system user).</source>
        <translation>Il proprietario del database (per impostazione predefinita, l&apos;utente del sistema).</translation>
    </message>
    <message>
        <source>user</source>
        <translation>utente</translation>
    </message>
    <message>
        <source>TLS: %1; verify-full, the default, checks the server&apos;s certificate and name against the club&apos;s certificate authority.</source>
        <extracomment>The description of --tls: the modes it takes, verify-full being the default.</extracomment>
        <translation>TLS: %1; verify-full, la scelta predefinita, verifica il certificato e il nome del server con l&apos;autorità di certificazione del circolo.</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>modo</translation>
    </message>
    <message>
        <source>The club&apos;s certificate authority (a PEM file).</source>
        <translation>L&apos;autorità di certificazione del circolo (un file PEM).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The room&apos;s tables, each given a login.</source>
        <translation>I tavoli della sala, ciascuno con il suo utente.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>The director&apos;s login.</source>
        <translation>L&apos;utente dell&apos;arbitro.</translation>
    </message>
    <message>
        <source>The board&apos;s login, which only reads.</source>
        <translation>L&apos;utente del tabellone, che legge soltanto.</translation>
    </message>
    <message>
        <source>pinaculo-cli club init-db: %1</source>
        <translation>pinaculo-cli club init-db: %1</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>argomento inatteso «%1»</translation>
    </message>
    <message>
        <source>--port must be a port number, 1 to 65535</source>
        <translation>--port deve essere un numero di porta, da 1 a 65535</translation>
    </message>
    <message>
        <source>--tls must be %1</source>
        <translation>--tls deve essere %1</translation>
    </message>
    <message>
        <source>--tables must be a number from 0 to %1</source>
        <translation>--tables deve essere un numero da 0 a %1</translation>
    </message>
    <message>
        <source>The club&apos;s database %1 is at schema version %2.</source>
        <translation>Il database del circolo %1 è alla versione %2 dello schema.</translation>
    </message>
    <message>
        <source>Logins (a new password is shown only now):</source>
        <translation>Utenti (una nuova password è mostrata solo ora):</translation>
    </message>
    <message>
        <source>director</source>
        <translation>arbitro</translation>
    </message>
    <message>
        <source>board</source>
        <translation>tabellone</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>tavolo %1</translation>
    </message>
    <message>
        <source>(kept, its password unchanged)</source>
        <translation>(conservato, con la stessa password)</translation>
    </message>
    <message>
        <source>The address to connect to instead of looking the host up; the server&apos;s certificate is still checked against --host.</source>
        <translation>L&apos;indirizzo a cui connettersi invece di cercare il server per nome; il certificato del server è comunque verificato con --host.</translation>
    </message>
    <message>
        <source>address</source>
        <translation>indirizzo</translation>
    </message>
</context>
<context>
    <name>ClubConnection</name>
    <message>
        <source>Qt SQL&apos;s PostgreSQL driver is not installed: install the package %1</source>
        <translation>Il driver PostgreSQL di Qt SQL non è installato: installare il pacchetto %1</translation>
    </message>
</context>
<context>
    <name>ClubLogins</name>
    <message>
        <source>&quot;%1&quot; cannot name a login: use lower-case letters, digits and _, a letter first, at most 63 characters</source>
        <translation>«%1» non può essere il nome di un utente: usare lettere minuscole, cifre e _, prima una lettera, al massimo 63 caratteri</translation>
    </message>
    <message>
        <source>a club has from 0 to %1 tables, not %2</source>
        <translation>un circolo ha da 0 a %1 tavoli, non %2</translation>
    </message>
</context>
<context>
    <name>ClubMatches</name>
    <message>
        <source>table %1 of round %2 has changed since it was read (another window, or the table itself): read it again</source>
        <translation>il tavolo %1 del turno %2 è cambiato da quando è stato letto (un&apos;altra finestra, o il tavolo stesso): rileggerlo</translation>
    </message>
</context>
<context>
    <name>ClubRefusal</name>
    <message>
        <source>cannot reach the club&apos;s database %1 at %2 as %3 (%4)</source>
        <translation>impossibile raggiungere il database del circolo %1 su %2 come %3 (%4)</translation>
    </message>
    <message>
        <source>the club refused the write: a table&apos;s login sends only its own table&apos;s match, and only while it is being played (%1)</source>
        <translation>il circolo ha rifiutato la scrittura: l&apos;utente di un tavolo invia solo la partita del proprio tavolo, e solo mentre si gioca (%1)</translation>
    </message>
    <message>
        <source>the club refused the write: this login may not make it (%1)</source>
        <translation>il circolo ha rifiutato la scrittura: questo utente non può farla (%1)</translation>
    </message>
    <message>
        <source>the club has this already (%1)</source>
        <translation>il circolo lo ha già (%1)</translation>
    </message>
    <message>
        <source>this login is already connected as many times as it may be (%1)</source>
        <translation>questo utente è già connesso tante volte quante può (%1)</translation>
    </message>
    <message>
        <source>the connection to the club&apos;s database was lost (%1)</source>
        <translation>la connessione al database del circolo si è interrotta (%1)</translation>
    </message>
    <message>
        <source>the club&apos;s database refused: %1</source>
        <translation>il database del circolo ha rifiutato: %1</translation>
    </message>
</context>
<context>
    <name>ClubSchema</name>
    <message>
        <source>the club&apos;s database is of schema version %1, newer than this program&apos;s %2: update the program first</source>
        <translation>il database del circolo ha la versione %1 dello schema, più recente della %2 di questo programma: aggiornare prima il programma</translation>
    </message>
    <message>
        <source>schema step %1: %2</source>
        <translation>passo %1 dello schema: %2</translation>
    </message>
</context>
<context>
    <name>ClubTableLock</name>
    <message>
        <source>table %1 is held by another laptop</source>
        <translation>il tavolo %1 è tenuto da un altro portatile</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>table %1 is held by the laptop %2 since %3: close it there first</source>
        <translation>il tavolo %1 è tenuto dal portatile %2 dalle %3: chiuderlo prima lì</translation>
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
        <translation>Ognuno per sé, da 2 a 6 giocatori, 11 carte, tris e scale, si gioca a 1.500.</translation>
    </message>
    <message>
        <source>Spanish partnership rules: pairs sitting opposite, 4 or 6 players, finishing premiums, play to 1,500.</source>
        <translation>Regole spagnole a coppie: compagni seduti uno di fronte all&apos;altro, 4 o 6 giocatori, premi di chiusura, si gioca a 1.500.</translation>
    </message>
    <message>
        <source>Italian rules: 2 to 4 players or two pairs, 13 cards, runs only, long runs score double, one hand decides.</source>
        <translation>Regole italiane: da 2 a 4 giocatori o due coppie, 13 carte, solo scale, le scale lunghe valgono doppio, decide una sola smazzata.</translation>
    </message>
    <message>
        <source>Pináculo in one turn</source>
        <translation>Pináculo in un turno</translation>
    </message>
    <message>
        <source>Pináculo from the deal</source>
        <translation>Pináculo servito</translation>
    </message>
    <message>
        <source>Pináculo over several turns</source>
        <translation>Pináculo in più turni</translation>
    </message>
    <message>
        <source>Clean escalera</source>
        <translation>Scala pulita</translation>
    </message>
    <message>
        <source>Escalera with one wild card</source>
        <translation>Scala con una matta</translation>
    </message>
    <message>
        <source>Escalera with two wild cards</source>
        <translation>Scala con due matte</translation>
    </message>
    <message>
        <source>Dirty escalera</source>
        <translation>Scala sporca</translation>
    </message>
    <message>
        <source>Eight natural aces</source>
        <translation>Otto assi naturali</translation>
    </message>
    <message>
        <source>Eight natural court cards</source>
        <translation>Otto figure naturali</translation>
    </message>
    <message>
        <source>Seven natural aces</source>
        <translation>Sette assi naturali</translation>
    </message>
    <message>
        <source>Seven natural court cards</source>
        <translation>Sette figure naturali</translation>
    </message>
    <message>
        <source>Six natural aces</source>
        <translation>Sei assi naturali</translation>
    </message>
    <message>
        <source>Six natural court cards</source>
        <translation>Sei figure naturali</translation>
    </message>
    <message>
        <source>Six aces with a wild card</source>
        <translation>Sei assi con una matta</translation>
    </message>
    <message>
        <source>Six court cards with a wild card</source>
        <translation>Sei figure con una matta</translation>
    </message>
    <message>
        <source>Eight naturals</source>
        <translation>Otto naturali</translation>
    </message>
    <message>
        <source>Pinnacolone</source>
        <translation>Pinnacolone</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>non valida</translation>
    </message>
    <message>
        <source>set</source>
        <translation>tris</translation>
    </message>
    <message>
        <source>run</source>
        <translation>scala</translation>
    </message>
    <message>
        <source>over several turns</source>
        <translation>in più turni</translation>
    </message>
    <message>
        <source>in one turn</source>
        <translation>in un turno</translation>
    </message>
    <message>
        <source>from the deal</source>
        <translation>servito</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>ha chiuso</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>ha chiuso in mano</translation>
    </message>
    <message>
        <source>the hand must have a result for each of the %1 players</source>
        <translation>la smazzata deve avere un risultato per ciascuno dei %1 giocatori</translation>
    </message>
    <message>
        <source>%1, meld %2 (%3): %4</source>
        <translation>%1, combinazione %2 (%3): %4</translation>
    </message>
    <message>
        <source>%1, meld %2 has no cards</source>
        <translation>%1, la combinazione %2 non ha carte</translation>
    </message>
    <message>
        <source>%1: %2 is not in this deck (it has no red twos)</source>
        <translation>%1: %2 non è in questo mazzo (non ha i due rossi)</translation>
    </message>
    <message>
        <source>%1: give the melds or the meld points, not both</source>
        <translation>%1: indicare le combinazioni o i loro punti, non entrambi</translation>
    </message>
    <message>
        <source>%1: give the cards left in hand or their points, not both</source>
        <translation>%1: indicare le carte rimaste in mano o i loro punti, non entrambi</translation>
    </message>
    <message>
        <source>%1: points entered as a number cannot be negative</source>
        <translation>%1: i punti inseriti come totale non possono essere negativi</translation>
    </message>
    <message>
        <source>%1: a count of penalties cannot be negative</source>
        <translation>%1: il numero di penalità non può essere negativo</translation>
    </message>
    <message>
        <source>%1 and %2 both went out; only one player can go out</source>
        <translation>%1 e %2 hanno chiuso entrambi; può chiudere un solo giocatore</translation>
    </message>
    <message>
        <source>%1, meld %2 (%3) was laid on the final turn with a wild card, but no wild card was said to be played on that turn</source>
        <translation>%1, la combinazione %2 (%3) è stata calata nell&apos;ultimo turno con una matta, ma era indicato che in quel turno non si è giocata alcuna matta</translation>
    </message>
    <message>
        <source>the same-back bonus names a player who is not in the game</source>
        <translation>il premio per lo stesso dorso nomina un giocatore che non è nella partita</translation>
    </message>
    <message>
        <source>%1 players are too many: this game allows at most %2</source>
        <translation>%1 giocatori sono troppi: questo gioco ne ammette al massimo %2</translation>
    </message>
    <message>
        <source>this game is played in pairs: give the teams</source>
        <translation>questo gioco si gioca a coppie: indicare le coppie</translation>
    </message>
    <message>
        <source>this game is played individually: there are no teams</source>
        <translation>questo gioco è individuale: non ci sono coppie</translation>
    </message>
    <message>
        <source>pairs need an even number of players, at least 4 (there are %1)</source>
        <translation>le coppie richiedono un numero pari di giocatori, almeno 4 (ce ne sono %1)</translation>
    </message>
    <message>
        <source>team %1 names a player who is not in the game</source>
        <translation>la coppia %1 comprende un giocatore che non è nella partita</translation>
    </message>
    <message>
        <source>%1 is in two teams</source>
        <translation>%1 è in due coppie</translation>
    </message>
    <message>
        <source>%1 is in no team</source>
        <translation>%1 non è in nessuna coppia</translation>
    </message>
    <message>
        <source>the first dealer is not one of the players</source>
        <translation>il primo mazziere non è uno dei giocatori</translation>
    </message>
    <message>
        <source>Melds entered as points</source>
        <translation>Combinazioni inserite solo come totale</translation>
    </message>
    <message>
        <source>%1: eight naturals, the cards plus a bonus</source>
        <translation>%1: otto naturali, le carte più un premio</translation>
    </message>
    <message>
        <source>%1: %2, instead of its cards</source>
        <translation>%1: %2, al posto delle sue carte</translation>
    </message>
    <message>
        <source>Rescued wild cards %1</source>
        <translation>Matte recuperate %1</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Ha chiuso</translation>
    </message>
    <message>
        <source>Went out with no wild card on the last turn: melds of that turn ×%1 (%2 → %3)</source>
        <translation>Ha chiuso senza matte nell&apos;ultimo turno: combinazioni di quel turno ×%1 (%2 → %3)</translation>
    </message>
    <message>
        <source>Laid every card at once: all melds ×%1 instead of the going-out bonus (%2 → %3)</source>
        <translation>Chiusura in mano: tutte le combinazioni ×%1 al posto del premio di chiusura (%2 → %3)</translation>
    </message>
    <message>
        <source>Laid every card at once without a wild card: all melds ×%1 instead of the going-out bonus (%2 → %3)</source>
        <translation>Chiusura in mano senza matte: tutte le combinazioni ×%1 al posto del premio di chiusura (%2 → %3)</translation>
    </message>
    <message>
        <source>Finished with cards of one suit</source>
        <translation>Chiusura con carte di un solo seme</translation>
    </message>
    <message>
        <source>Finished with only aces, court cards and wild cards</source>
        <translation>Chiusura con soli assi, figure e matte</translation>
    </message>
    <message>
        <source>Finished with no ace, court card or wild card</source>
        <translation>Chiusura senza assi, figure né matte</translation>
    </message>
    <message>
        <source>Cards left in hand, entered as points</source>
        <translation>Carte rimaste in mano, inserite solo come totale</translation>
    </message>
    <message>
        <source>Cards left in hand: %1</source>
        <translation>Carte rimaste in mano: %1</translation>
    </message>
    <message>
        <source>Exact cut by %1</source>
        <translation>Taglio esatto di %1</translation>
    </message>
    <message>
        <source>%1 was dealt eleven cards of one back</source>
        <translation>A %1 sono state servite undici carte con lo stesso dorso</translation>
    </message>
    <message numerus="yes">
        <source>Barbelé opening under the minimum, %n time(s)</source>
        <translation>
            <numerusform>Apertura fallita in barbelé, %n volta</numerusform>
            <numerusform>Apertura fallita in barbelé, %n volte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</source>
        <translation>
            <numerusform>%1 è in barbelé e deve aprire con %2, ma le combinazioni dell&apos;apertura sommano %3: ne mancano %4</numerusform>
            <numerusform>%1 sono in barbelé e devono aprire con %2, ma le combinazioni dell&apos;apertura sommano %3: ne mancano %4</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s melds were entered as points: no premium, multiplier or opening check could be applied to them</source>
        <translation>Le combinazioni di %1 sono state inserite solo come totale: non è stato possibile applicare premi, moltiplicatori né il controllo dell&apos;apertura</translation>
    </message>
    <message>
        <source>%1 went out, but some of %2&apos;s melds were entered as points: the finishing premiums cannot be judged and are not given</source>
        <translation>%1 ha chiuso, ma alcune combinazioni di %2 sono state inserite solo come totale: i premi di chiusura non si possono valutare e non vengono assegnati</translation>
    </message>
    <message>
        <source>%1&apos;s meld %2 is marked as laid on the final turn, but %1 did not go out</source>
        <translation>La combinazione %2 di %1 è segnata come calata nell&apos;ultimo turno, ma %1 non ha chiuso</translation>
    </message>
    <message>
        <source>%1 went out but still has cards in hand</source>
        <translation>%1 ha chiuso ma ha ancora carte in mano</translation>
    </message>
    <message>
        <source>The hand ended with a pinnacolone: %1 gets no closing bonus</source>
        <translation>La smazzata è finita con un pinnacolone: %1 non riceve il premio di chiusura</translation>
    </message>
    <message>
        <source>cards: %1 = %2</source>
        <translation>carte: %1 = %2</translation>
    </message>
    <message>
        <source>(long run: natural cards ×%1)</source>
        <translation>(scala lunga: carte naturali ×%1)</translation>
    </message>
    <message>
        <source>%1: %2 instead of the cards (%3)</source>
        <translation>%1: %2 al posto delle carte (%3)</translation>
    </message>
    <message>
        <source>%1, eight naturals +%2 = %3</source>
        <translation>%1, otto naturali +%2 = %3</translation>
    </message>
    <message>
        <source>%1 rescued %2</source>
        <translation>%1 recuperato: %2</translation>
    </message>
    <message>
        <source>%1; %2; total %3</source>
        <translation>%1; %2; totale %3</translation>
    </message>
    <message>
        <source>%1: failed openings are entered, but %2 is not barbelé in this hand; only a barbelé side can fail an opening</source>
        <translation>%1: sono segnate aperture fallite, ma %2 non è in barbelé in questa smazzata; solo chi è in barbelé può fallire un&apos;apertura</translation>
    </message>
    <message>
        <source>%1 and %2 are partners but do not sit opposite; in turn order the pairs must alternate (A B A B, or A B C A B C)</source>
        <translation>%1 e %2 sono in coppia ma non siedono uno di fronte all&apos;altro; nell&apos;ordine di gioco le coppie si alternano (A B A B, oppure A B C A B C)</translation>
    </message>
    <message numerus="yes">
        <source>%1 appears %n time(s) in this hand, but the decks hold only %2</source>
        <translation>
            <numerusform>%1 compare %n volta in questa smazzata, ma i mazzi ne contengono solo %2</numerusform>
            <numerusform>%1 compare %n volte in questa smazzata, ma i mazzi ne contengono solo %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) are too few: this game needs at least %1</source>
        <translation>
            <numerusform>%n giocatore non basta: questo gioco ne richiede almeno %1</numerusform>
            <numerusform>%n giocatori non bastano: questo gioco ne richiede almeno %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>team %1 has %n player(s); a team is a pair</source>
        <translation>
            <numerusform>la coppia %1 ha %n giocatore; una coppia è formata da due giocatori</numerusform>
            <numerusform>la coppia %1 ha %n giocatori; una coppia è formata da due giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Did not call pumba, %n time(s)</source>
        <translation>
            <numerusform>Non ha detto pumba, %n volta</numerusform>
            <numerusform>Non ha detto pumba, %n volte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n natural card(s)</source>
        <translation>
            <numerusform>%n carta naturale</numerusform>
            <numerusform>%n carte naturali</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wild card(s)</source>
        <translation>
            <numerusform>%n matta</numerusform>
            <numerusform>%n matte</numerusform>
        </translation>
    </message>
    <message>
        <source>The melds of %1 were entered as points: no premium, multiplier or opening check could be applied to them</source>
        <translation>Le combinazioni di %1 sono state inserite come punti: non è stato possibile applicare premi, moltiplicatori né il controllo di apertura</translation>
    </message>
    <message>
        <source>%1; the melds of %2 were entered as points too: no opening check could be applied to them</source>
        <translation>%1; anche le combinazioni di %2 sono state inserite come punti: non è stato possibile applicare il controllo di apertura</translation>
    </message>
    <message>
        <source>%1 is barbelé and must open with %2, but the opening melds total %3: %4 short</source>
        <comment>a pair, named by its team name</comment>
        <translation>La coppia %1 è in barbelé e deve aprire con %2, ma le combinazioni dell&apos;apertura sommano %3: ne mancano %4</translation>
    </message>
    <message>
        <source>set</source>
        <comment>a set of more than three cards</comment>
        <translation>tris</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) of this rank in this hand, with and without suits, but the decks hold only %2</source>
        <translation>
            <numerusform>%1: %n carta di quel valore in questa smazzata, con o senza seme, ma i mazzi ne hanno solo %2</numerusform>
            <numerusform>%1: %n carte di quel valore in questa smazzata, con o senza seme, ma i mazzi ne hanno solo %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 in the cards left in hand has no suit; only the cards of a set may be written without their suits</source>
        <translation>%1: %2, tra le carte rimaste in mano, non ha seme; solo le carte di un tris si possono scrivere senza seme</translation>
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
        <translation>Impossibile creare la cartella %1 per il database.</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation>Impossibile aprire il database %1: %2</translation>
    </message>
    <message>
        <source>The file %1 is not a Pináculo database.</source>
        <translation>Il file %1 non è un database di Pináculo.</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1 for safe writing: %2</source>
        <translation>Impossibile preparare il database %1 per una scrittura sicura: %2</translation>
    </message>
    <message>
        <source>Cannot prepare the database %1: %2</source>
        <translation>Impossibile preparare il database %1: %2</translation>
    </message>
    <message>
        <source>Cannot move the damaged database %1 aside.</source>
        <translation>Impossibile spostare da parte il database danneggiato %1.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a database file. Give the name of a file, for example %2.</source>
        <translation>%1 è una cartella, non un file di database. Indicare il nome di un file, per esempio %2.</translation>
    </message>
    <message>
        <source>Cannot create the database %1: the folder cannot be written (a read-only folder or medium). Choose another place with --db.</source>
        <translation>Impossibile creare il database %1: la cartella non è scrivibile (una cartella o un supporto di sola lettura). Scegliere un altro percorso con --db.</translation>
    </message>
    <message>
        <source>The database %1 is on a folder or medium that cannot be written: its games can be read, but nothing will be saved.</source>
        <translation>Il database %1 si trova in una cartella o su un supporto non scrivibile: le sue partite si possono leggere, ma non verrà salvato nulla.</translation>
    </message>
    <message>
        <source>The database was written by a newer version of Pináculo (schema %1; this one knows up to %2).</source>
        <translation>Il database è stato scritto da una versione più recente di Pináculo (schema %1; questa conosce fino al %2).</translation>
    </message>
    <message>
        <source>The database %1 must be upgraded before it can be read, and its folder cannot be written.</source>
        <translation>Il database %1 deve essere aggiornato prima di poterlo leggere, e la sua cartella non è scrivibile.</translation>
    </message>
</context>
<context>
    <name>DatabaseOpener</name>
    <message>
        <source>Damaged database</source>
        <translation>Database danneggiato</translation>
    </message>
    <message>
        <source>%1

The file will not be changed. Set it aside under a new name and start a new, empty database?</source>
        <translation>%1

Il file non verrà modificato. Metterlo da parte con un nuovo nome e iniziare un nuovo database vuoto?</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Database</translation>
    </message>
    <message>
        <source>The damaged database was kept as %1.</source>
        <translation>Il database danneggiato è stato conservato come %1.</translation>
    </message>
</context>
<context>
    <name>DiscardEntryQuestion</name>
    <message>
        <source>Discard this hand?</source>
        <translation>Annullare l&apos;inserimento?</translation>
    </message>
    <message>
        <source>The cards and results entered for this hand will be lost.</source>
        <translation>Le carte e i risultati inseriti per questa smazzata andranno persi.</translation>
    </message>
    <message>
        <source>Discard what was entered</source>
        <translation>Annulla l&apos;inserimento</translation>
    </message>
    <message>
        <source>Keep entering</source>
        <translation>Continua l&apos;inserimento</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>The game file to write (- for standard output).</source>
        <translation>Il file di partita da scrivere (- per lo standard output).</translation>
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
        <translation>L&apos;id della partita, come lo mostra list.</translation>
    </message>
    <message>
        <source>pinaculo-cli export: %1</source>
        <translation>pinaculo-cli export: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli export: give exactly one game id (a number)</source>
        <translation>pinaculo-cli export: indicare esattamente un id di partita (un numero)</translation>
    </message>
    <message>
        <source>pinaculo-cli export: give the file to write with -o FILE</source>
        <translation>pinaculo-cli export: indicare il file da scrivere con -o FILE</translation>
    </message>
    <message>
        <source>Writes a stored game as a game file.</source>
        <translation>Scrive una partita salvata come file di partita.</translation>
    </message>
</context>
<context>
    <name>GameFileReader</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>riga %1, colonna %2: %3</translation>
    </message>
    <message>
        <source>hand %1, %2, meld %3</source>
        <translation>smazzata %1, %2, combinazione %3</translation>
    </message>
    <message>
        <source>hand %1, %2</source>
        <translation>smazzata %1, %2</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>smazzata %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valido: %1</translation>
    </message>
    <message>
        <source>a game file is one JSON object</source>
        <translation>un file di partita è un unico oggetto JSON</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2 (line %3)</source>
        <translation>chiave sconosciuta &quot;%1&quot; per %2 (riga %3)</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot; in %2</source>
        <translation>chiave sconosciuta &quot;%1&quot; per %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2</source>
        <translation>&quot;%1&quot; deve essere %2</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>un testo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a card (card %2 of &quot;%3&quot;); write cards as rank and suit, for example 10H, QS or JK</source>
        <translation>&quot;%1&quot; non è una carta (carta %2 di &quot;%3&quot;); scrivere le carte come valore e seme, per esempio 10H, QS o JK</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2, who is not one of the players</source>
        <translation>&quot;%1&quot; nomina %2, che non è uno dei giocatori</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partita</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;pinaculo-game&quot;: this is not a game file</source>
        <translation>&quot;format&quot; deve essere &quot;pinaculo-game&quot;: questo non è un file di partita</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1; this file was written by a newer program</source>
        <translation>&quot;version&quot; deve essere 1; questo file è stato scritto da un programma più recente</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot; (line %2)</source>
        <translation>regola sconosciuta &quot;%1&quot; (riga %2)</translation>
    </message>
    <message>
        <source>unknown rule &quot;%1&quot;</source>
        <translation>regola sconosciuta &quot;%1&quot;</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; must be %2</source>
        <translation>la regola &quot;%1&quot; deve essere %2</translation>
    </message>
    <message>
        <source>rule &quot;%1&quot; is out of range</source>
        <translation>la regola &quot;%1&quot; è fuori dall&apos;intervallo ammesso</translation>
    </message>
    <message>
        <source>a list of names</source>
        <translation>un elenco di nomi</translation>
    </message>
    <message>
        <source>null or a list of teams</source>
        <translation>null o un elenco di coppie</translation>
    </message>
    <message>
        <source>a list of teams</source>
        <translation>un elenco di coppie</translation>
    </message>
    <message>
        <source>a team</source>
        <translation>una coppia</translation>
    </message>
    <message>
        <source>a list of hands</source>
        <translation>un elenco di smazzate</translation>
    </message>
    <message>
        <source>a hand must be an object</source>
        <translation>una smazzata deve essere un oggetto</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>la smazzata</translation>
    </message>
    <message>
        <source>an object with one entry per player</source>
        <translation>un oggetto con una voce per giocatore</translation>
    </message>
    <message>
        <source>%1 is missing from the results</source>
        <translation>manca %1 nei risultati</translation>
    </message>
    <message>
        <source>a player&apos;s result must be an object</source>
        <translation>il risultato di un giocatore deve essere un oggetto</translation>
    </message>
    <message>
        <source>the player&apos;s result</source>
        <translation>il risultato del giocatore</translation>
    </message>
    <message>
        <source>give &quot;melds&quot; or &quot;meld_points&quot;, not both</source>
        <translation>indicare &quot;melds&quot; o &quot;meld_points&quot;, non entrambi</translation>
    </message>
    <message>
        <source>give &quot;hand&quot; or &quot;hand_points&quot;, not both</source>
        <translation>indicare &quot;hand&quot; o &quot;hand_points&quot;, non entrambi</translation>
    </message>
    <message>
        <source>a list of melds</source>
        <translation>un elenco di combinazioni</translation>
    </message>
    <message>
        <source>&quot;out&quot; must be &quot;no&quot;, &quot;yes&quot; or &quot;all_at_once&quot;, not &quot;%1&quot;</source>
        <translation>&quot;out&quot; deve essere &quot;no&quot;, &quot;yes&quot; o &quot;all_at_once&quot;, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a meld is a card list or an object with &quot;cards&quot;</source>
        <translation>una combinazione è un elenco di carte o un oggetto con &quot;cards&quot;</translation>
    </message>
    <message>
        <source>the meld</source>
        <translation>la combinazione</translation>
    </message>
    <message>
        <source>the meld has no &quot;cards&quot;</source>
        <translation>la combinazione non ha &quot;cards&quot;</translation>
    </message>
    <message>
        <source>&quot;laid&quot; must be &quot;over_turns&quot;, &quot;one_turn&quot; or &quot;from_deal&quot;, not &quot;%1&quot;</source>
        <translation>&quot;laid&quot; deve essere &quot;over_turns&quot;, &quot;one_turn&quot; o &quot;from_deal&quot;, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>this hand follows the end of the game and must be marked &quot;after_end&quot;: true</source>
        <translation>questa smazzata segue la fine della partita e deve riportare &quot;after_end&quot;: true</translation>
    </message>
    <message>
        <source>this hand is marked &quot;after_end&quot;, but the game had not ended before it</source>
        <translation>questa smazzata riporta &quot;after_end&quot;, ma la partita non era finita prima</translation>
    </message>
    <message>
        <source>the game is larger than %1 MiB, the limit of a game file</source>
        <translation>la partita occupa più di %1 MiB, il limite di un file di partita</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark; a game file is UTF-8 without one</source>
        <translation>il file inizia con un byte order mark (BOM); un file di partita è UTF-8 senza</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is given twice in one object</source>
        <translation>la chiave «%1» compare due volte nello stesso oggetto</translation>
    </message>
    <message>
        <source>a string holds half of a UTF-16 surrogate pair (%1) alone; it is not a character</source>
        <translation>una stringa contiene metà di una coppia surrogata UTF-16 (%1) da sola; non è un carattere</translation>
    </message>
    <message>
        <source>a string holds the control character %1; strings may hold printable characters only</source>
        <translation>una stringa contiene il carattere di controllo %1; le stringhe possono contenere solo caratteri stampabili</translation>
    </message>
    <message>
        <source>the text is not UTF-8; save the file as UTF-8</source>
        <translation>il testo non è UTF-8; salvare il file come UTF-8</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be from %2 to %3 (the limit of a game file)</source>
        <translation>«%1» deve essere tra %2 e %3 (il limite di un file di partita)</translation>
    </message>
    <message>
        <source>the game has %1 hands; a game file holds at most %2</source>
        <translation>la partita ha %1 smazzate; un file di partita ne ammette al massimo %2</translation>
    </message>
    <message>
        <source>%1 melds; a player lays at most %2 in one hand</source>
        <translation>%1 combinazioni; un giocatore ne cala al massimo %2 in una smazzata</translation>
    </message>
    <message>
        <source>this is a folder, not a game file</source>
        <translation>è una cartella, non un file di partita</translation>
    </message>
    <message>
        <source>this is not a regular file (it is a device, pipe or socket); a game file is an ordinary file</source>
        <translation>non è un file normale (è un dispositivo, una pipe o un socket); un file di partita è un file ordinario</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, the limit of a game file</source>
        <translation>il file occupa più di %1 MiB, il limite di un file di partita</translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;: use %2</source>
        <translation>variante sconosciuta &quot;%1&quot;: usare %2</translation>
    </message>
    <message numerus="yes">
        <source>&quot;time_called_after&quot; is %1, but the game has %n hand(s)</source>
        <translation>
            <numerusform>&quot;time_called_after&quot; è %1, ma la partita ha %n smazzata</numerusform>
            <numerusform>&quot;time_called_after&quot; è %1, ma la partita ha %n smazzate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLimits</name>
    <message>
        <source>the game has %1 hands; a game file holds at most %2</source>
        <translation>la partita ha %1 smazzate; un file di partita ne ammette al massimo %2</translation>
    </message>
    <message>
        <source>hand %1 holds more melds, points or penalties than a game file allows (at most %2 melds, %3 meld points, %4 hand points and %5 penalties of a kind per player)</source>
        <translation>la smazzata %1 ha più combinazioni, punti o penalità di quanti ne ammetta un file di partita (al massimo %2 combinazioni, %3 punti di combinazioni, %4 punti in mano e %5 penalità di ogni tipo per giocatore)</translation>
    </message>
</context>
<context>
    <name>GameRepository</name>
    <message>
        <source>The game could not be saved: %1</source>
        <translation>Impossibile salvare la partita: %1</translation>
    </message>
    <message>
        <source>The game could not be saved: game %1 is not in the database</source>
        <translation>Impossibile salvare la partita: la partita %1 non è nel database</translation>
    </message>
    <message>
        <source>The game could not be read: %1</source>
        <translation>Impossibile leggere la partita: %1</translation>
    </message>
    <message>
        <source>There is no game %1 in the database.</source>
        <translation>Nel database non c&apos;è nessuna partita %1.</translation>
    </message>
    <message>
        <source>Game %1 has an unknown variant &quot;%2&quot;.</source>
        <translation>La partita %1 ha una variante sconosciuta &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Game %1 has an invalid value for the rule &quot;%2&quot;.</source>
        <translation>La partita %1 ha un valore non valido per la regola &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Hand %1 of game %2 cannot be read.</source>
        <translation>Impossibile leggere la smazzata %1 della partita %2.</translation>
    </message>
    <message>
        <source>Game %1 is damaged in the database: %2. Nothing was read from it; restore the database from a backup copy.</source>
        <translation>La partita %1 è danneggiata nel database: %2. Non ne è stato letto nulla; ripristinare il database da un backup.</translation>
    </message>
    <message>
        <source>hand %1 is missing</source>
        <translation>manca la smazzata %1</translation>
    </message>
    <message>
        <source>hand %1 does not read as it was stored</source>
        <translation>la smazzata %1 non si legge come è stata salvata</translation>
    </message>
    <message numerus="yes">
        <source>%1 of its %n hand(s) can be read</source>
        <translation>
            <numerusform>si può leggere solo %1 della sua %n smazzata</numerusform>
            <numerusform>si possono leggere solo %1 delle sue %n smazzate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameValidator</name>
    <message>
        <source>hand %1: %2</source>
        <translation>smazzata %1: %2</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>The score sheet: select a hand to see its breakdown</source>
        <translation>Il foglio dei punti: selezionare una smazzata per vederne il dettaglio</translation>
    </message>
    <message>
        <source>Hand breakdown</source>
        <translation>Dettaglio della smazzata</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Totali progressivi</translation>
    </message>
</context>
<context>
    <name>HandEntryDialog</name>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Events of the deal</source>
        <translation>Eventi della distribuzione</translation>
    </message>
    <message>
        <source>Dealt eleven cards of one &amp;back:</source>
        <translation>Ha ricevuto undici carte con lo stesso &amp;dorso:</translation>
    </message>
    <message>
        <source>Score of this hand</source>
        <translation>Punteggio di questa smazzata</translation>
    </message>
    <message>
        <source>Card picker — ×n: copies this hand can still hold</source>
        <translation>Selettore di carte — ×n: copie che questa smazzata può ancora contenere</translation>
    </message>
    <message>
        <source>Click a card to add it to the field being edited</source>
        <translation>Fare clic su una carta per aggiungerla al campo in modifica</translation>
    </message>
    <message>
        <source>P&amp;oints only</source>
        <translation>Solo p&amp;unti</translation>
    </message>
    <message>
        <source>For a table that only counts: one row per side with the points melded and the points left in hand, and who went out. Kept for the next hands.</source>
        <translation>Per un tavolo che conta soltanto: una riga per giocatore o coppia con i punti calati e i punti delle carte rimaste in mano, e chi ha chiuso. Resta scelto per le smazzate successive.</translation>
    </message>
</context>
<context>
    <name>HandEntryKeys</name>
    <message>
        <source>%1 or %2: next number · %3: confirm</source>
        <extracomment>%1 Tab, %2 Enter, %3 Ctrl+Enter</extracomment>
        <translation>%1 o %2: numero successivo · %3: conferma</translation>
    </message>
    <message>
        <source>%1: next meld, from the cards in hand the next player · %2…%3 or %4 / %5: player · %6: confirm</source>
        <extracomment>%1 Enter, %2 Ctrl+1, %3 the last player&apos;s digit, %4 Ctrl+PgUp, %5 Ctrl+PgDn, %6 Ctrl+Enter</extracomment>
        <translation>%1: combinazione successiva; dalle carte in mano, giocatore successivo · %2…%3 o %4 / %5: giocatore · %6: conferma</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Game History</source>
        <translation>Storico delle partite</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Ri&amp;vincita</translation>
    </message>
    <message>
        <source>A new game with the same players and rules</source>
        <translation>Una nuova partita con gli stessi giocatori e le stesse regole</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>Ri&amp;nomina…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>&amp;Summary…</source>
        <translation>&amp;Riepilogo…</translation>
    </message>
    <message>
        <source>Preview and print the summary of the game</source>
        <translation>Vedere in anteprima e stampare il riepilogo della partita</translation>
    </message>
    <message>
        <source>Name of a game or a player</source>
        <translation>Nome di una partita o di un giocatore</translation>
    </message>
    <message>
        <source>Sea&amp;rch:</source>
        <translation>&amp;Cerca:</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>The game&apos;s name in the history.</source>
        <translation>Il nome della partita nello storico.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The game file.</source>
        <translation>Il file della partita.</translation>
    </message>
    <message>
        <source>pinaculo-cli import: %1</source>
        <translation>pinaculo-cli import: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli import: give exactly one game file</source>
        <translation>pinaculo-cli import: indicare esattamente un file di partita</translation>
    </message>
    <message>
        <source>pinaculo-cli import: %1: %2</source>
        <translation>pinaculo-cli import: %1: %2</translation>
    </message>
    <message>
        <source>Stores a game file in the database and prints its id.</source>
        <translation>Salva un file di partita nel database e ne stampa l&apos;id.</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <source>The database %1 is already in use by another instance (process %2). Close that instance first, or choose another database.</source>
        <translation>Il database %1 è già in uso da un&apos;altra istanza (processo %2). Chiudere prima quell&apos;istanza o scegliere un altro database.</translation>
    </message>
    <message>
        <source>Cannot lock the database %1: %2 is a folder. Move or remove that folder; the lock file is made anew at every start.</source>
        <translation>Impossibile bloccare il database %1: %2 è una cartella. Spostare o eliminare quella cartella; il file di blocco viene ricreato a ogni avvio.</translation>
    </message>
    <message>
        <source>Cannot open the database %1: the disk is full. Free some space and start again.</source>
        <translation>Impossibile aprire il database %1: il disco è pieno. Liberare spazio e riavviare.</translation>
    </message>
    <message>
        <source>Cannot lock the database %1: %2</source>
        <translation>Impossibile bloccare il database %1: %2</translation>
    </message>
    <message>
        <source>The database %1 is already in use by another instance, which opened it under another name (a link to the same file). Close that instance first, or choose another database.</source>
        <translation>Il database %1 è già in uso da un&apos;altra istanza, che lo ha aperto con un altro nome (un collegamento allo stesso file). Chiudere prima quell&apos;istanza o scegliere un altro database.</translation>
    </message>
</context>
<context>
    <name>LateArrival</name>
    <message numerus="yes">
        <source>Forfeit: more than %n minute(s) late, the match is awarded to the side present</source>
        <translation>
            <numerusform>Forfait: oltre %n minuto di ritardo, l&apos;incontro è assegnato alla coppia presente</numerusform>
            <numerusform>Forfait: oltre %n minuti di ritardo, l&apos;incontro è assegnato alla coppia presente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 MP: more than %n minute(s) late</source>
        <translation>
            <numerusform>%1 MP: oltre %n minuto di ritardo</numerusform>
            <numerusform>%1 MP: oltre %n minuti di ritardo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A warning only: up to %n minute(s) late</source>
        <translation>
            <numerusform>Solo un avvertimento: fino a %n minuto di ritardo</numerusform>
            <numerusform>Solo un avvertimento: fino a %n minuti di ritardo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Late arrival: %n minute(s)</source>
        <translation>
            <numerusform>Ritardo: %n minuto</numerusform>
            <numerusform>Ritardo: %n minuti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Stampa un oggetto JSON.</translation>
    </message>
    <message>
        <source>Only games of this player.</source>
        <translation>Solo le partite di questo giocatore.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>Only games of this variant.</source>
        <translation>Solo le partite di questa variante.</translation>
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
        <translation>pinaculo-cli list: argomento inatteso &quot;%1&quot;</translation>
    </message>
    <message>
        <source>No games stored.</source>
        <translation>Nessuna partita salvata.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>date</source>
        <translation>data</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>giocatori</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>smazzate</translation>
    </message>
    <message>
        <source>status</source>
        <translation>stato</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vincitore</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>in corso</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>pareggio</translation>
    </message>
    <message>
        <source>over</source>
        <translation>finita</translation>
    </message>
    <message>
        <source>Lists the stored games.</source>
        <translation>Elenca le partite salvate.</translation>
    </message>
    <message>
        <source>pinaculo-cli list: unknown variant &quot;%1&quot;: use %2</source>
        <translation>pinaculo-cli list: variante sconosciuta &quot;%1&quot;: usare %2</translation>
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
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Strumenti</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Barra degli strumenti principale</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Start a new game: variant, players, seats and rules</source>
        <translation>Iniziare una nuova partita: variante, giocatori, posti e regole</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Open Game File…</source>
        <translation>&amp;Apri file di partita…</translation>
    </message>
    <message>
        <source>Open a game file</source>
        <translation>Aprire un file di partita</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Export Game File…</source>
        <translation>&amp;Esporta file di partita…</translation>
    </message>
    <message>
        <source>Write the game to a game file</source>
        <translation>Scrivere la partita in un file di partita</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>Pa&amp;gina iniziale</translation>
    </message>
    <message>
        <source>Leave the game and show the start page</source>
        <translation>Lasciare la partita e mostrare la pagina iniziale</translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Es&amp;ci</translation>
    </message>
    <message>
        <source>Quit the application</source>
        <translation>Uscire dall&apos;applicazione</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Annullare l&apos;ultima modifica</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Redo the change just undone</source>
        <translation>Ripetere la modifica appena annullata</translation>
    </message>
    <message>
        <source>&amp;Record Hand…</source>
        <translation>Re&amp;gistra smazzata…</translation>
    </message>
    <message>
        <source>Enter the melds and cards of the hand just played</source>
        <translation>Inserire le combinazioni e le carte della smazzata appena giocata</translation>
    </message>
    <message>
        <source>&amp;Edit Hand…</source>
        <translation>&amp;Modifica smazzata…</translation>
    </message>
    <message>
        <source>Correct the selected hand</source>
        <translation>Correggere la smazzata selezionata</translation>
    </message>
    <message>
        <source>&amp;Delete Hand</source>
        <translation>&amp;Elimina smazzata</translation>
    </message>
    <message>
        <source>Delete the selected hand</source>
        <translation>Eliminare la smazzata selezionata</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Re&amp;name Player…</source>
        <translation>Ri&amp;nomina giocatore…</translation>
    </message>
    <message>
        <source>Change a player&apos;s name</source>
        <translation>Cambiare il nome di un giocatore</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>&amp;Full-Screen Scoreboard</source>
        <translation>&amp;Tabellone a schermo intero</translation>
    </message>
    <message>
        <source>Show the scoreboard in big type for the whole table</source>
        <translation>Mostrare il tabellone a caratteri grandi per tutto il tavolo</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>&amp;Meld Checker…</source>
        <translation>&amp;Verifica combinazioni…</translation>
    </message>
    <message>
        <source>Check whether cards make a valid meld and what it scores</source>
        <translation>Controllare se delle carte formano una combinazione valida e quanto vale</translation>
    </message>
    <message>
        <source>&amp;About Pináculo</source>
        <translation>&amp;Informazioni su Pináculo</translation>
    </message>
    <message>
        <source>About this application</source>
        <translation>Informazioni su questa applicazione</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuova</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Record Hand</source>
        <translation>Registra smazzata</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Full Screen</source>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <source>Meld Checker</source>
        <translation>Verifica combinazioni</translation>
    </message>
    <message>
        <source>&amp;Import Game Files…</source>
        <translation>&amp;Importa file di partita…</translation>
    </message>
    <message>
        <source>Store game files in the history without leaving this game</source>
        <translation>Salvare file di partita nello storico senza lasciare questa partita</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>St&amp;orico…</translation>
    </message>
    <message>
        <source>Every stored game: open, rematch, rename or delete one</source>
        <translation>Tutte le partite salvate: aprirne una, giocare la rivincita, rinominarla o eliminarla</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Each player&apos;s record across the stored games</source>
        <translation>I risultati di ogni giocatore nelle partite salvate</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Ante&amp;prima di stampa…</translation>
    </message>
    <message>
        <source>See the printed summary of the game before printing it</source>
        <translation>Vedere il riepilogo stampato della partita prima di stamparlo</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <source>Print a summary of the game</source>
        <translation>Stampare un riepilogo della partita</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Esporta in P&amp;DF…</translation>
    </message>
    <message>
        <source>Write a summary of the game to a PDF file</source>
        <translation>Scrivere un riepilogo della partita in un file PDF</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regolamento</translation>
    </message>
    <message>
        <source>The rules of the variant being played</source>
        <translation>Le regole della variante in gioco</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Share &amp;Live Board…</source>
        <translation>Condividi &amp;punteggio in diretta…</translation>
    </message>
    <message>
        <source>Show the score on the phones at the table: a read-only page on the local network</source>
        <translation>Mostra il punteggio sui telefoni al tavolo: una pagina di sola lettura sulla rete locale</translation>
    </message>
    <message>
        <source>Show the score on the phones at the table</source>
        <translation>Mostra il punteggio sui telefoni al tavolo</translation>
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
        <translation>Finestra dell&apos;a&amp;rbitro…</translation>
    </message>
    <message>
        <source>A club evening or a tournament: rounds, tables, victory points and standings</source>
        <translation>Una serata di circolo o un torneo: turni, tavoli, punti vittoria e classifica</translation>
    </message>
    <message>
        <source>&amp;Time Called</source>
        <translation>&amp;Tempo scaduto</translation>
    </message>
    <message>
        <source>A round played to a time: the game ends after the hands recorded, the higher total winning</source>
        <translation>Turno a tempo: la partita finisce dopo le smazzate registrate e vince il totale più alto</translation>
    </message>
    <message>
        <source>End the game here: time was called</source>
        <translation>Chiudi qui la partita: il tempo è scaduto</translation>
    </message>
</context>
<context>
    <name>MeldCheckerDialog</name>
    <message>
        <source>Meld checker</source>
        <translation>Verifica combinazioni</translation>
    </message>
    <message>
        <source>Settle a dispute: enter a meld as the table saw it and see whether it is valid and what it scores.</source>
        <translation>Per togliersi un dubbio: scrivere una combinazione così come è in tavola e vedere se è valida e quanto vale.</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Carte:</translation>
    </message>
    <message>
        <source>&amp;Laid:</source>
        <translation>C&amp;alata:</translation>
    </message>
    <message>
        <source>&amp;Rescued wild cards:</source>
        <translation>&amp;Matte recuperate:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Natural and wild cards:</source>
        <translation>Carte naturali e matte:</translation>
    </message>
    <message>
        <source>Premium:</source>
        <translation>Premio:</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punti:</translation>
    </message>
    <message>
        <source>How the points add up:</source>
        <translation>Come si sommano i punti:</translation>
    </message>
    <message>
        <source>Card picker — ×n: copies the decks still hold</source>
        <translation>Selettore di carte — ×n: copie ancora presenti nei mazzi</translation>
    </message>
</context>
<context>
    <name>MeldCommand</name>
    <message>
        <source>Checks one meld: shape, premium, points and reasons.</source>
        <translation>Controlla una combinazione: forma, premio, punti e motivi.</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>variante</translation>
    </message>
    <message>
        <source>over_turns, one_turn or from_deal (11-card sets).</source>
        <translation>over_turns, one_turn o from_deal (combinazioni di 11 carte uguali).</translation>
    </message>
    <message>
        <source>laid</source>
        <translation>calata</translation>
    </message>
    <message>
        <source>Wild cards rescued from the meld.</source>
        <translation>Matte recuperate dalla combinazione.</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>Stampa un oggetto JSON.</translation>
    </message>
    <message>
        <source>The meld&apos;s cards, for example 10H JH QH JK.</source>
        <translation>Le carte della combinazione, per esempio 10H JH QH JK.</translation>
    </message>
    <message>
        <source>pinaculo-cli meld: %1</source>
        <translation>pinaculo-cli meld: %1</translation>
    </message>
    <message>
        <source>--laid must be over_turns, one_turn or from_deal</source>
        <translation>--laid deve essere over_turns, one_turn o from_deal</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (card %2) is not a card; write rank and suit, for example 10H, QS or JK</source>
        <translation>&quot;%1&quot; (carta %2) non è una carta; scrivere valore e seme, per esempio 10H, QS o JK</translation>
    </message>
    <message>
        <source>give the meld&apos;s cards, for example: meld --variant pinaculo 3H 4H 5H</source>
        <translation>indicare le carte della combinazione, per esempio: meld --variant pinaculo 3H 4H 5H</translation>
    </message>
    <message>
        <source>--rescued: &quot;%1&quot; is not a card</source>
        <translation>--rescued: &quot;%1&quot; non è una carta</translation>
    </message>
    <message>
        <source>Invalid meld: %1</source>
        <translation>Combinazione non valida: %1</translation>
    </message>
    <message>
        <source>Premium: %1</source>
        <translation>Premio: %1</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Punti: %1</translation>
    </message>
    <message numerus="yes">
        <source>Valid %1 of %n card(s): %2</source>
        <translation>
            <numerusform>Combinazione valida (%1) di %n carta: %2</numerusform>
            <numerusform>Combinazione valida (%1) di %n carte: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>The description of --variant: the variants it takes, &quot;pinaculo, pinacle or pinnacola&quot;.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>--variant must be %1</source>
        <translation>--variant deve essere %1</translation>
    </message>
</context>
<context>
    <name>MeldRow</name>
    <message>
        <source>How the cards of this meld reached the table (matters for pináculos)</source>
        <translation>Come sono arrivate in tavola le carte di questa combinazione (conta per i pináculo)</translation>
    </message>
    <message>
        <source>Laid as a new meld on the turn its owner went out</source>
        <translation>Calata per intero nel turno in cui il giocatore ha chiuso</translation>
    </message>
    <message>
        <source>final turn</source>
        <translation>ultimo turno</translation>
    </message>
    <message>
        <source>Part of the side&apos;s first melding turn of the hand (barbelé check)</source>
        <translation>Fa parte dell&apos;apertura del giocatore o della coppia in questa smazzata (controllo del barbelé)</translation>
    </message>
    <message>
        <source>opening</source>
        <translation>apertura</translation>
    </message>
    <message>
        <source>Remove this meld</source>
        <translation>Togliere questa combinazione</translation>
    </message>
</context>
<context>
    <name>MitchellMovement</name>
    <message>
        <source>a movement needs at least 2 pairs, not %1</source>
        <translation>un movimento richiede almeno 2 coppie, non %1</translation>
    </message>
    <message>
        <source>the East-West pairs move at least 1 table a round, not %1</source>
        <translation>le coppie Est-Ovest si spostano di almeno 1 tavolo per turno, non %1</translation>
    </message>
    <message numerus="yes">
        <source>moving %n table(s) a round at %1 tables, pairs meet again after %2 rounds; %3 rounds were planned</source>
        <translation>
            <numerusform>spostandosi di %n tavolo per turno con %1 tavoli, le coppie si reincontrano dopo %2 turni; ne erano previsti %3</numerusform>
            <numerusform>spostandosi di %n tavoli per turno con %1 tavoli, le coppie si reincontrano dopo %2 turni; ne erano previsti %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NameRules</name>
    <message>
        <source>player %1 has no name</source>
        <translation>il giocatore %1 non ha un nome</translation>
    </message>
    <message>
        <source>team %1 has no name</source>
        <translation>la coppia %1 non ha un nome</translation>
    </message>
    <message>
        <source>the game&apos;s name is empty</source>
        <translation>il nome della partita è vuoto</translation>
    </message>
    <message>
        <source>the house rules have no name</source>
        <translation>le regole di casa non hanno un nome</translation>
    </message>
    <message>
        <source>the player name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>il nome del giocatore «%1» è troppo lungo: un nome ha al massimo %2 caratteri</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>il nome della coppia «%1» è troppo lungo: un nome ha al massimo %2 caratteri</translation>
    </message>
    <message>
        <source>the game name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>il nome della partita «%1» è troppo lungo: un nome ha al massimo %2 caratteri</translation>
    </message>
    <message>
        <source>the house rules name &quot;%1&quot; is too long: a name has at most %2 characters</source>
        <translation>il nome delle regole di casa «%1» è troppo lungo: un nome ha al massimo %2 caratteri</translation>
    </message>
    <message>
        <source>the player name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>il nome del giocatore «%1» contiene un carattere di controllo o invisibile (mostrato come %2)</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>il nome della coppia «%1» contiene un carattere di controllo o invisibile (mostrato come %2)</translation>
    </message>
    <message>
        <source>the game name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>il nome della partita «%1» contiene un carattere di controllo o invisibile (mostrato come %2)</translation>
    </message>
    <message>
        <source>the house rules name &quot;%1&quot; holds a control or invisible character (shown as %2)</source>
        <translation>il nome delle regole di casa «%1» contiene un carattere di controllo o invisibile (mostrato come %2)</translation>
    </message>
    <message>
        <source>two teams are called %1 (names differing only in capitals are the same)</source>
        <translation>due coppie si chiamano %1 (i nomi che differiscono solo per le maiuscole sono lo stesso)</translation>
    </message>
    <message>
        <source>two players are called %1 (names differing only in capitals are the same)</source>
        <translation>due giocatori si chiamano %1 (i nomi che differiscono solo per le maiuscole sono lo stesso)</translation>
    </message>
    <message>
        <source>a name has at most %1 characters</source>
        <translation>un nome ha al massimo %1 caratteri</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Players in seating order</source>
        <translation>Giocatori nell&apos;ordine dei posti</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Aggiungi</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Su</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>&amp;Giù</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>Play in &amp;pairs (partners sit opposite)</source>
        <translation>Si gioca a &amp;coppie (i compagni siedono uno di fronte all&apos;altro)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Si &amp;gioca a:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Primo &amp;mazziere:</translation>
    </message>
    <message>
        <source>Dra&amp;w for seats</source>
        <translation>Sorteggia i &amp;posti</translation>
    </message>
    <message>
        <source>Each player draws a card: players sit from the lowest card to the highest, and the lowest deals first; equal ranks draw again</source>
        <translation>Ogni giocatore pesca una carta: i giocatori siedono dalla carta più bassa alla più alta e la più bassa dà le carte per prima; a valori uguali si ripesca</translation>
    </message>
    <message>
        <source>Show &amp;all rule parameters</source>
        <translation>Mostra &amp;tutti i parametri delle regole</translation>
    </message>
</context>
<context>
    <name>NextRoundPairing</name>
    <message>
        <source>every round of the plan (%1) is already seated</source>
        <translation>tutti i turni del piano (%1) sono già assegnati</translation>
    </message>
    <message>
        <source>round %1 is still in play: close it before seating the next</source>
        <translation>il turno %1 è ancora in gioco: chiuderlo prima di assegnare il successivo</translation>
    </message>
    <message>
        <source>a Mitchell movement seats every entry, numbered from 1 to %1; with an entry withdrawn, seat this round Danish or by hand</source>
        <translation>un movimento Mitchell fa sedere tutti gli iscritti, numerati da 1 a %1; con un iscritto ritirato, assegnare questo turno alla danese o a mano</translation>
    </message>
    <message>
        <source>an all-play-all group of %1 has %2 rounds; round %3 would be its %4th</source>
        <translation>un girone all&apos;italiana di %1 ha %2 turni; il turno %3 sarebbe il suo %4°</translation>
    </message>
    <message>
        <source>round %1 is seated by the director</source>
        <translation>il turno %1 lo assegna l&apos;arbitro</translation>
    </message>
</context>
<context>
    <name>OutcomeText</name>
    <message numerus="yes">
        <source>%1 wins with %2 points</source>
        <translation>
            <numerusform>%1 vince con %2 punti</numerusform>
            <numerusform>%1 vincono con %2 punti</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>La partita finisce in parità</translation>
    </message>
    <message>
        <source>Game on: first to %1</source>
        <translation>Partita in corso: vince chi arriva per primo a %1</translation>
    </message>
    <message>
        <source>Game on: one hand decides</source>
        <translation>Partita in corso: decide una sola smazzata</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game and counts for nothing</source>
        <translation>La smazzata %1 è stata giocata dopo la fine della partita e non conta</translation>
    </message>
    <message>
        <source>Hands %1 to %2 were played after the end of the game and count for nothing</source>
        <translation>Le smazzate dalla %1 alla %2 sono state giocate dopo la fine della partita e non contano</translation>
    </message>
    <message>
        <source>%1 are tied at %2 points: the game goes on for another hand</source>
        <translation>%1 sono pari a %2 punti: si gioca un&apos;altra smazzata</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <comment>the winner is a pair, named by its team name</comment>
        <translation>La coppia %1 vince con %2 punti</translation>
    </message>
    <message numerus="yes">
        <source>Game on: first to %1, or the higher total after %2 hand(s)</source>
        <translation>
            <numerusform>Partita in corso: vince chi arriva per primo a %1, o il totale più alto dopo %2 smazzata</numerusform>
            <numerusform>Partita in corso: vince chi arriva per primo a %1, o il totale più alto dopo %2 smazzate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game on: the higher total after %1 hand(s) wins</source>
        <translation>
            <numerusform>Partita in corso: vince il totale più alto dopo %1 smazzata</numerusform>
            <numerusform>Partita in corso: vince il totale più alto dopo %1 smazzate</numerusform>
        </translation>
    </message>
    <message>
        <source>Time was called after hand %1</source>
        <translation>Il tempo è scaduto dopo la smazzata %1</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>%1 is the open database or one of its files; choose another file</source>
        <translation>%1 è il database aperto o uno dei suoi file; scegliere un altro file</translation>
    </message>
    <message>
        <source>%1 names a folder, not a file</source>
        <translation>%1 indica una cartella, non un file</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>la cartella %1 non esiste</translation>
    </message>
    <message>
        <source>no file is named to write</source>
        <translation>non è stato indicato alcun file da scrivere</translation>
    </message>
    <message>
        <source>%1 is a folder; name a file to write in it</source>
        <translation>%1 è una cartella; indicare un file al suo interno</translation>
    </message>
    <message>
        <source>%1 is not a regular file and cannot be written</source>
        <translation>%1 non è un file normale e non può essere scritto</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>%1 is a pipe that nothing reads; start its reader first</source>
        <translation>%1 è una pipe che nessuno legge; avviare prima il programma che la legge</translation>
    </message>
</context>
<context>
    <name>PlayerResultPanel</name>
    <message>
        <source>&amp;Melds</source>
        <translation>&amp;Combinazioni</translation>
    </message>
    <message>
        <source>&amp;Add meld</source>
        <translation>&amp;Aggiungi combinazione</translation>
    </message>
    <message>
        <source>Quick entry: the points on the table as one number; no premium or check can be applied</source>
        <translation>Inserimento rapido: solo il totale dei punti calati; non si applica alcun premio né controllo</translation>
    </message>
    <message>
        <source>Cards left in &amp;hand</source>
        <translation>Carte rimaste in &amp;mano</translation>
    </message>
    <message>
        <source>Quick entry: the value of the cards left in hand as one number</source>
        <translation>Inserimento rapido: solo il valore totale delle carte rimaste in mano</translation>
    </message>
    <message>
        <source>W&amp;ent out:</source>
        <translation>Chiu&amp;sura:</translation>
    </message>
    <message>
        <source>Only one player can go out; “all at once” is laying every card in one turn having melded nothing before</source>
        <translation>Può chiudere un solo giocatore; «in mano» è calare tutte le carte in un solo turno senza aver calato nulla prima</translation>
    </message>
    <message>
        <source>a &amp;wild card was played on that turn</source>
        <translation>in quel turno è stata &amp;giocata una matta</translation>
    </message>
    <message>
        <source>&amp;Failed barbelé openings:</source>
        <translation>Aperture &amp;fallite (barbelé):</translation>
    </message>
    <message>
        <source>Check it when a wild card was laid off on an existing meld on the going-out turn: the melds of that turn are then not doubled. A wild card inside a meld marked “final turn” is already taken into account.</source>
        <translation>Selezionarlo se nel turno di chiusura è stata attaccata una matta a una combinazione già calata: allora le combinazioni di quel turno non raddoppiano. Le matte di una combinazione segnata «ultimo turno» sono già considerate.</translation>
    </message>
    <message>
        <source>Did not call &amp;pumba:</source>
        <translation>Non ha detto &amp;pumba:</translation>
    </message>
    <message>
        <source>Meld points as a &amp;number:</source>
        <translation>Solo il totale ca&amp;lato:</translation>
    </message>
    <message>
        <source>Hand points as a n&amp;umber:</source>
        <translation>Solo il &amp;valore in mano:</translation>
    </message>
</context>
<context>
    <name>PrintoutFile</name>
    <message>
        <source>%1 cannot be written</source>
        <translation>impossibile salvare %1</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Stampa %1</translation>
    </message>
    <message>
        <source>%1 could not be sent to the printer %2.</source>
        <translation>Impossibile inviare %1 alla stampante %2.</translation>
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
        <translation>Rinomina giocatore</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <source>New &amp;name:</source>
        <translation>&amp;Nuovo nome:</translation>
    </message>
</context>
<context>
    <name>ReplacedDatabaseQuestion</name>
    <message>
        <source>Database replaced</source>
        <translation>Database sostituito</translation>
    </message>
    <message>
        <source>The database file %1 was replaced or moved while Pináculo had it open, for example by a backup copied over it. Nothing more is written into it, so what is there now stays as it is.</source>
        <translation>Il file del database %1 è stato sostituito o spostato mentre Pináculo lo teneva aperto, per esempio copiandoci sopra un backup. Non vi si scrive più nulla, così ciò che contiene ora resta com&apos;è.</translation>
    </message>
    <message>
        <source>The game on the table is kept in this window. Export it to a game file, or save it as a new game in the database that is there now.</source>
        <translation>La partita in corso resta in questa finestra. Esportarla in un file di partita o salvarla come nuova partita nel database che c&apos;è ora.</translation>
    </message>
    <message>
        <source>Export Game…</source>
        <translation>Esporta partita…</translation>
    </message>
    <message>
        <source>Save as New Game</source>
        <translation>Salva come nuova partita</translation>
    </message>
    <message>
        <source>Quit Without Saving</source>
        <translation>Esci senza salvare</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Non ora</translation>
    </message>
</context>
<context>
    <name>RoundClock</name>
    <message>
        <source>Round %1: %2, not started</source>
        <extracomment>The round clock before the director starts it.</extracomment>
        <translation>Turno %1: %2, non iniziato</translation>
    </message>
    <message>
        <source>Round %1: %2 left</source>
        <translation>Turno %1: mancano %2</translation>
    </message>
    <message>
        <source>Round %1: paused at %2</source>
        <translation>Turno %1: in pausa a %2</translation>
    </message>
    <message>
        <source>Round %1: time!</source>
        <extracomment>Time is called: the hand in play is finished, no new hand starts.</extracomment>
        <translation>Turno %1: tempo!</translation>
    </message>
</context>
<context>
    <name>RuleText</name>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>individual play</source>
        <translation>gioco individuale</translation>
    </message>
    <message>
        <source>in pairs</source>
        <translation>a coppie</translation>
    </message>
    <message>
        <source>individual or in pairs</source>
        <translation>individuale o a coppie</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Barbelé from</source>
        <translation>Barbelé da</translation>
    </message>
    <message>
        <source>Barbelé opening minimum</source>
        <translation>Minimo di apertura in barbelé</translation>
    </message>
    <message>
        <source>Sets allowed</source>
        <translation>Tris ammessi</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimo di giocatori</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Massimo di giocatori</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>Cards dealt</source>
        <translation>Carte distribuite</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Mazzi</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Red twos in the deck</source>
        <translation>Due rossi nel mazzo</translation>
    </message>
    <message>
        <source>Ace below the 3</source>
        <translation>Asso sotto il 3</translation>
    </message>
    <message>
        <source>Only black twos are wild</source>
        <translation>Solo i due neri sono pinelle</translation>
    </message>
    <message>
        <source>Natural cards per meld</source>
        <translation>Carte naturali per combinazione</translation>
    </message>
    <message>
        <source>Joker value</source>
        <translation>Valore del jolly</translation>
    </message>
    <message>
        <source>Two value</source>
        <translation>Valore della pinella</translation>
    </message>
    <message>
        <source>Ace value</source>
        <translation>Valore dell&apos;asso</translation>
    </message>
    <message>
        <source>8 to king value</source>
        <translation>Valore dall&apos;8 al re</translation>
    </message>
    <message>
        <source>Seven value</source>
        <translation>Valore del sette</translation>
    </message>
    <message>
        <source>3 to 6 value</source>
        <translation>Valore dal 3 al 6</translation>
    </message>
    <message>
        <source>Long run from</source>
        <translation>Scala lunga da</translation>
    </message>
    <message>
        <source>Long run factor</source>
        <translation>Moltiplicatore della scala lunga</translation>
    </message>
    <message>
        <source>Long run needs six naturals</source>
        <translation>La scala lunga richiede sei naturali</translation>
    </message>
    <message>
        <source>Rescued wild cards score</source>
        <translation>Le matte recuperate danno punti</translation>
    </message>
    <message>
        <source>Rescued joker</source>
        <translation>Jolly recuperato</translation>
    </message>
    <message>
        <source>Rescued two from a run</source>
        <translation>Pinella recuperata da una scala</translation>
    </message>
    <message>
        <source>Rescued two from a set</source>
        <translation>Pinella recuperata da un tris</translation>
    </message>
    <message>
        <source>Pináculo in one turn</source>
        <translation>Pináculo in un turno</translation>
    </message>
    <message>
        <source>Pináculo from the deal</source>
        <translation>Pináculo servito</translation>
    </message>
    <message>
        <source>Pináculo over several turns</source>
        <translation>Pináculo in più turni</translation>
    </message>
    <message>
        <source>Pináculo needs eight naturals</source>
        <translation>Il pináculo richiede otto naturali</translation>
    </message>
    <message>
        <source>Clean escalera</source>
        <translation>Scala pulita</translation>
    </message>
    <message>
        <source>Escalera with one wild card</source>
        <translation>Scala con una matta</translation>
    </message>
    <message>
        <source>Escalera with two wild cards</source>
        <translation>Scala con due matte</translation>
    </message>
    <message>
        <source>Dirty escalera</source>
        <translation>Scala sporca</translation>
    </message>
    <message>
        <source>Eight natural aces</source>
        <translation>Otto assi naturali</translation>
    </message>
    <message>
        <source>Eight natural court cards</source>
        <translation>Otto figure naturali</translation>
    </message>
    <message>
        <source>Seven natural aces</source>
        <translation>Sette assi naturali</translation>
    </message>
    <message>
        <source>Seven natural court cards</source>
        <translation>Sette figure naturali</translation>
    </message>
    <message>
        <source>Six natural aces</source>
        <translation>Sei assi naturali</translation>
    </message>
    <message>
        <source>Six natural court cards</source>
        <translation>Sei figure naturali</translation>
    </message>
    <message>
        <source>Six aces with a wild card</source>
        <translation>Sei assi con una matta</translation>
    </message>
    <message>
        <source>Six court cards with a wild card</source>
        <translation>Sei figure con una matta</translation>
    </message>
    <message>
        <source>Eight naturals bonus</source>
        <translation>Premio per otto naturali</translation>
    </message>
    <message>
        <source>Pinnacolone</source>
        <translation>Pinnacolone</translation>
    </message>
    <message>
        <source>Going-out bonus</source>
        <translation>Premio di chiusura</translation>
    </message>
    <message>
        <source>No going-out bonus after a pinnacolone</source>
        <translation>Nessun premio di chiusura dopo un pinnacolone</translation>
    </message>
    <message>
        <source>Multipliers</source>
        <translation>Moltiplicatori</translation>
    </message>
    <message>
        <source>Final-turn factor</source>
        <translation>Moltiplicatore dell&apos;ultimo turno</translation>
    </message>
    <message>
        <source>All-at-once factor</source>
        <translation>Moltiplicatore per chiusura in mano</translation>
    </message>
    <message>
        <source>Clean all-at-once factor</source>
        <translation>Moltiplicatore per chiusura in mano senza matte</translation>
    </message>
    <message>
        <source>Finishing in one suit</source>
        <translation>Chiusura in un solo seme</translation>
    </message>
    <message>
        <source>Finishing with high cards</source>
        <translation>Chiusura con carte alte</translation>
    </message>
    <message>
        <source>Finishing with low cards</source>
        <translation>Chiusura con carte basse</translation>
    </message>
    <message>
        <source>Exact cut bonus</source>
        <translation>Premio per taglio esatto</translation>
    </message>
    <message>
        <source>Same-back bonus</source>
        <translation>Premio per stesso dorso</translation>
    </message>
    <message>
        <source>Pumba penalty</source>
        <translation>Penalità per non aver detto pumba</translation>
    </message>
    <message>
        <source>Failed opening penalty</source>
        <translation>Penalità per apertura fallita</translation>
    </message>
    <message>
        <source>Hands in the game</source>
        <translation>Smazzate della partita</translation>
    </message>
</context>
<context>
    <name>RulesReferenceDialog</name>
    <message>
        <source>Rules Reference</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>The game whose rules are shown</source>
        <translation>Il gioco di cui si mostrano le regole</translation>
    </message>
</context>
<context>
    <name>SchemaMigrator</name>
    <message>
        <source>Cannot read the database&apos;s version.</source>
        <translation>Impossibile leggere la versione del database.</translation>
    </message>
    <message>
        <source>The database was written by a newer version of Pináculo (schema %1; this one knows up to %2).</source>
        <translation>Il database è stato scritto da una versione più recente di Pináculo (schema %1; questa conosce fino al %2).</translation>
    </message>
    <message>
        <source>Cannot upgrade the database to version %1: %2</source>
        <translation>Impossibile aggiornare il database alla versione %1: %2</translation>
    </message>
</context>
<context>
    <name>ScoreCardsPrintout</name>
    <message>
        <source>the director&apos;s scale</source>
        <translation>la scala dell&apos;arbitro</translation>
    </message>
    <message numerus="yes">
        <source>, %n minute(s)</source>
        <extracomment>A score card&apos;s line: the round is played to a time.</extracomment>
        <translation>
            <numerusform>, %n minuto</numerusform>
            <numerusform>, %n minuti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 of %2, table %3: %n hand(s)%4</source>
        <translation>
            <numerusform>Turno %1 di %2, tavolo %3: %n smazzata%4</numerusform>
            <numerusform>Turno %1 di %2, tavolo %3: %n smazzate%4</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Total MP</source>
        <translation>Totale MP</translation>
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
        <translation>Punti vittoria: %1</translation>
    </message>
</context>
<context>
    <name>ScoreCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Stampa un oggetto JSON.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The game file.</source>
        <translation>Il file della partita.</translation>
    </message>
    <message>
        <source>pinaculo-cli score: %1</source>
        <translation>pinaculo-cli score: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli score: give exactly one game file</source>
        <translation>pinaculo-cli score: indicare esattamente un file di partita</translation>
    </message>
    <message>
        <source>pinaculo-cli score: %1: %2</source>
        <translation>pinaculo-cli score: %1: %2</translation>
    </message>
    <message>
        <source>Print CSV: one row per hand and side, the same columns as the window&apos;s export.</source>
        <translation>Stampa in CSV: una riga per smazzata e per giocatore o coppia, con le stesse colonne dell&apos;esportazione della finestra.</translation>
    </message>
    <message>
        <source>pinaculo-cli score: give --json or --csv, not both</source>
        <translation>pinaculo-cli score: indicare --json o --csv, non entrambi</translation>
    </message>
    <message>
        <source>Scores a game file: a table of every hand, one JSON object with --json, or CSV with --csv.</source>
        <translation>Conta i punti di un file di partita: una tabella di ogni smazzata, un oggetto JSON con --json o CSV con --csv.</translation>
    </message>
</context>
<context>
    <name>ScoreTable</name>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>smazzata</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totale</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>si gioca a %1</translation>
    </message>
    <message>
        <source>one hand decides</source>
        <translation>decide una sola smazzata</translation>
    </message>
    <message>
        <source>No hands yet.</source>
        <translation>Ancora nessuna smazzata.</translation>
    </message>
    <message>
        <source>%1 = barbelé at the start of the hand: the first melds must total at least %2</source>
        <translation>%1 = barbelé all&apos;inizio della smazzata: l&apos;apertura deve valere almeno %2</translation>
    </message>
    <message>
        <source>  hand %1: %2</source>
        <translation>  smazzata %1: %2</translation>
    </message>
    <message>
        <source>Referee notes:</source>
        <translation>Note dell&apos;arbitro:</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points of a hand played after the end, which do not count</comment>
        <translation>(%1)</translation>
    </message>
    <message numerus="yes">
        <source>target %1, at most %2 hand(s)</source>
        <translation>
            <numerusform>si gioca a %1, al massimo %2 smazzata</numerusform>
            <numerusform>si gioca a %1, al massimo %2 smazzate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 hand(s)</source>
        <translation>
            <numerusform>%1 smazzata</numerusform>
            <numerusform>%1 smazzate</numerusform>
        </translation>
    </message>
    <message>
        <source>time called after hand %1</source>
        <extracomment>A round of a tournament played to a time, ended when time was called.</extracomment>
        <translation>tempo scaduto dopo la smazzata %1</translation>
    </message>
</context>
<context>
    <name>ShareBoardDialog</name>
    <message>
        <source>Live Board</source>
        <translation>Punteggio in diretta</translation>
    </message>
    <message>
        <source>Scan the code with a phone on the same network to follow the score. The page is read-only and updates by itself.</source>
        <translation>Inquadra il codice con un telefono collegato alla stessa rete per seguire il punteggio. La pagina è di sola lettura e si aggiorna da sola.</translation>
    </message>
    <message>
        <source>Anyone with this address can see the score until sharing stops; stopping and sharing again makes a new address.</source>
        <translation>Chi ha questo indirizzo vede il punteggio finché la condivisione resta attiva; fermandola e riavviandola si crea un indirizzo nuovo.</translation>
    </message>
    <message>
        <source>&amp;Stop Sharing</source>
        <translation>&amp;Ferma la condivisione</translation>
    </message>
</context>
<context>
    <name>StandingsPrintout</name>
    <message>
        <source>Final standings, approved by %1</source>
        <translation>Classifica finale, approvata da %1</translation>
    </message>
    <message>
        <source>Provisional standings after %1 of %2 rounds</source>
        <translation>Classifica provvisoria dopo %1 turni su %2</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola</source>
        <translation>Segnapunti e arbitro per Pináculo, Pinacle e Pinnacola</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continua l&apos;ultima partita</translation>
    </message>
    <message>
        <source>&amp;Open a game file…</source>
        <translation>&amp;Apri un file di partita…</translation>
    </message>
    <message>
        <source>&amp;Meld checker…</source>
        <translation>Verifica co&amp;mbinazioni…</translation>
    </message>
    <message>
        <source>No game file opened yet.</source>
        <translation>Nessun file di partita aperto finora.</translation>
    </message>
    <message>
        <source>Game &amp;history…</source>
        <translation>St&amp;orico delle partite…</translation>
    </message>
    <message>
        <source>Every stored game: open, rematch or print one</source>
        <translation>Tutte le partite salvate: aprirne una, giocare la rivincita o stamparla</translation>
    </message>
    <message>
        <source>&amp;Recent game files</source>
        <translation>File di partita &amp;recenti</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Player Statistics</source>
        <translation>Statistiche dei giocatori</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Name of a player</source>
        <translation>Nome di un giocatore</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <source>&amp;Head to Head</source>
        <translation>&amp;Testa a testa</translation>
    </message>
    <message>
        <source>against</source>
        <translation>contro</translation>
    </message>
    <message>
        <source>P&amp;artners</source>
        <translation>C&amp;oppie</translation>
    </message>
    <message>
        <source>Sea&amp;rch:</source>
        <translation>Ce&amp;rca:</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <source>the disk is full; free some space and try again</source>
        <translation>il disco è pieno; liberare spazio e riprovare</translation>
    </message>
    <message>
        <source>the database is damaged</source>
        <translation>il database è danneggiato</translation>
    </message>
    <message>
        <source>the database file cannot be opened; check the folder and its permissions</source>
        <translation>impossibile aprire il file del database; controllare la cartella e i suoi permessi</translation>
    </message>
    <message>
        <source>unknown database error</source>
        <translation>errore sconosciuto del database</translation>
    </message>
    <message>
        <source>the database cannot be written (a read-only file, folder or medium); check the permissions, or choose another place</source>
        <translation>impossibile scrivere nel database (un file, una cartella o un supporto di sola lettura); controllare i permessi o scegliere un altro percorso</translation>
    </message>
    <message>
        <source>the database is busy: another program is using it; try again</source>
        <translation>il database è occupato: un altro programma lo sta usando; riprovare</translation>
    </message>
    <message>
        <source>the disk could not be read or written (SQLite error %1); check the disk and its free space</source>
        <translation>impossibile leggere o scrivere sul disco (errore SQLite %1); controllare il disco e il suo spazio libero</translation>
    </message>
    <message>
        <source>database error %1</source>
        <translation>errore del database %1</translation>
    </message>
    <message>
        <source>the database file %1 was replaced or moved while Pináculo had it open (for example by a backup copied over it); nothing more is written into it, so what is there now stays as it is</source>
        <translation>il file del database %1 è stato sostituito o spostato mentre Pináculo lo teneva aperto (per esempio copiandoci sopra un backup); non vi si scrive più nulla, così ciò che contiene ora resta com&apos;è</translation>
    </message>
</context>
<context>
    <name>SummaryChart</name>
    <message>
        <source>Target</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
<context>
    <name>SummaryCommand</name>
    <message>
        <source>pinaculo-cli summary: give exactly one game file</source>
        <translation>pinaculo-cli summary: indicare esattamente un file di partita</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: %1: %2</source>
        <translation>pinaculo-cli summary: %1: %2</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>Il file PDF da scrivere.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>a4 or letter; by default the language&apos;s usual paper.</source>
        <translation>a4 o letter; per impostazione predefinita, la carta abituale della lingua.</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>The date of the game, YYYY-MM-DD.</source>
        <translation>La data della partita, AAAA-MM-GG.</translation>
    </message>
    <message>
        <source>date</source>
        <translation>data</translation>
    </message>
    <message>
        <source>Where the game was played.</source>
        <translation>Dove si è giocata la partita.</translation>
    </message>
    <message>
        <source>place</source>
        <translation>luogo</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: %1</source>
        <translation>pinaculo-cli summary: %1</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: give the PDF file to write with -o FILE</source>
        <translation>pinaculo-cli summary: indicare il file PDF da scrivere con -o FILE</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: unknown paper &quot;%1&quot;; use a4 or letter</source>
        <translation>pinaculo-cli summary: carta sconosciuta &quot;%1&quot;; usare a4 o letter</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: &quot;%1&quot; is not a date; write it as YYYY-MM-DD</source>
        <translation>pinaculo-cli summary: &quot;%1&quot; non è una data; scriverla come AAAA-MM-GG</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: give exactly one game id</source>
        <translation>pinaculo-cli summary: indicare esattamente un id di partita</translation>
    </message>
    <message>
        <source>pinaculo-cli summary: &quot;%1&quot; is not a game id; list shows them</source>
        <translation>pinaculo-cli summary: &quot;%1&quot; non è un id di partita; list li mostra</translation>
    </message>
    <message>
        <source>The game file, or with --db the stored game&apos;s id.</source>
        <translation>Il file della partita o, con --db, l&apos;id della partita salvata.</translation>
    </message>
    <message>
        <source>Writes the printable summary of a game as a PDF file.</source>
        <translation>Scrive il riepilogo stampabile di una partita in un file PDF.</translation>
    </message>
</context>
<context>
    <name>SummaryContent</name>
    <message>
        <source>%1, first to %2 points</source>
        <translation>%1, vince chi arriva per primo a %2 punti</translation>
    </message>
    <message>
        <source>%1, one hand decides</source>
        <translation>%1, decide una sola smazzata</translation>
    </message>
    <message>
        <source>as in the preset</source>
        <translation>quelle abituali, senza modifiche</translation>
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
        <translation>Ha chiuso</translation>
    </message>
    <message>
        <source>Game summary</source>
        <translation>Riepilogo della partita</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Coppie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Primo mazziere</translation>
    </message>
    <message>
        <source>barbelé at the start of the hand: the first melds must total at least %1</source>
        <translation>barbelé all&apos;inizio della smazzata: l&apos;apertura deve valere almeno %1</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <source>%1, first to %2 points in at most %3 hand(s)</source>
        <translation>
            <numerusform>%1, vince chi arriva per primo a %2 punti in al massimo %3 smazzata</numerusform>
            <numerusform>%1, vince chi arriva per primo a %2 punti in al massimo %3 smazzate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 hand(s)</source>
        <translation>
            <numerusform>%1, %2 smazzata</numerusform>
            <numerusform>%1, %2 smazzate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryLayout</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continua)</translation>
    </message>
    <message>
        <source>B</source>
        <comment>barbelé mark in the table of hands</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>Non si è ancora giocata nessuna smazzata.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Highlights</source>
        <translation>Momenti salienti</translation>
    </message>
    <message>
        <source>No premium melds, penalties or exact cuts.</source>
        <translation>Nessuna combinazione premiata, penalità o taglio esatto.</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classifica finale</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Totali progressivi</translation>
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
        <translation>impossibile scrivere %1</translation>
    </message>
</context>
<context>
    <name>SummaryProcess</name>
    <message>
        <source>pinaculo-cli summary: cannot run %1: %2</source>
        <translation>pinaculo-cli summary: impossibile eseguire %1: %2</translation>
    </message>
</context>
<context>
    <name>TableCardsPrintout</name>
    <message>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Nord-Sud</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Est-Ovest</translation>
    </message>
    <message>
        <source>no match at this table</source>
        <extracomment>A table card: in this round the table has no match.</extracomment>
        <translation>nessun incontro a questo tavolo</translation>
    </message>
    <message>
        <source>seated when the round before is closed</source>
        <extracomment>A table card: a round whose seating the director has not made yet.</extracomment>
        <translation>assegnato alla chiusura del turno precedente</translation>
    </message>
</context>
<context>
    <name>TimeCalledHand</name>
    <message>
        <source>When time is called, the hand in play stops and is paid as the cards stand: melds laid count, cards in hand are deducted, nobody goes out</source>
        <translation>Allo scadere del tempo, la smazzata in corso si ferma e si paga con le carte come stanno: le combinazioni calate contano, le carte in mano si tolgono, nessuno chiude</translation>
    </message>
    <message>
        <source>When time is called, the hand in play is played to its end</source>
        <translation>Allo scadere del tempo, la smazzata in corso si gioca fino alla fine</translation>
    </message>
</context>
<context>
    <name>TournamentChecks</name>
    <message>
        <source>entry %1 is listed twice</source>
        <translation>l&apos;iscritto %1 compare due volte</translation>
    </message>
    <message>
        <source>entry %1 withdrew after round %2, but the plan has %3 rounds</source>
        <translation>l&apos;iscritto %1 si è ritirato dopo il turno %2, ma il piano ha %3 turni</translation>
    </message>
    <message>
        <source>the file holds %1 rounds, but &quot;round_plan&quot; names %2</source>
        <translation>il file ha %1 turni, ma &quot;round_plan&quot; ne nomina %2</translation>
    </message>
    <message>
        <source>round %1 is listed where round %2 belongs</source>
        <translation>il turno %1 compare dove va il turno %2</translation>
    </message>
    <message>
        <source>round %1 is seated by %2, but &quot;round_plan&quot; says %3</source>
        <translation>il turno %1 è assegnato con %2, ma &quot;round_plan&quot; dice %3</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>turno %1, tavolo %2: %3</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>turno %1: %2</translation>
    </message>
    <message>
        <source>the standings are approved, but not every round of the plan is closed</source>
        <translation>la classifica è approvata, ma non tutti i turni del piano sono chiusi</translation>
    </message>
    <message>
        <source>a table seats from 2 to 6 sides, not %1</source>
        <translation>un tavolo ospita da 2 a 6 linee, non %1</translation>
    </message>
    <message>
        <source>an entry sits at the table twice</source>
        <translation>un iscritto siede due volte al tavolo</translation>
    </message>
    <message>
        <source>&quot;mp&quot; gives %1 numbers for %2 sides</source>
        <translation>&quot;mp&quot; dà %1 numeri per %2 linee</translation>
    </message>
    <message>
        <source>&quot;absent&quot; must be one of the table&apos;s two entries</source>
        <translation>&quot;absent&quot; deve essere uno dei due iscritti del tavolo</translation>
    </message>
    <message>
        <source>a forfeit has no &quot;mp&quot; and no &quot;game_file&quot;: the awards give them</source>
        <translation>un forfait non ha &quot;mp&quot; né &quot;game_file&quot;: li danno i premi</translation>
    </message>
    <message>
        <source>a table that is %1 needs its &quot;mp&quot;, its &quot;game_file&quot; or &quot;absent&quot;</source>
        <translation>un tavolo nello stato %1 richiede il suo &quot;mp&quot;, il suo &quot;game_file&quot; o &quot;absent&quot;</translation>
    </message>
    <message>
        <source>only an accepted table is corrected</source>
        <translation>si corregge solo un tavolo accettato</translation>
    </message>
    <message>
        <source>a forfeit is not corrected: the director adjusts it</source>
        <translation>un forfait non si corregge: l&apos;arbitro lo rettifica</translation>
    </message>
    <message>
        <source>correction %1 must give %2 numbers in &quot;was&quot; and in &quot;mp&quot;</source>
        <translation>la correzione %1 deve dare %2 numeri in &quot;was&quot; e in &quot;mp&quot;</translation>
    </message>
    <message>
        <source>correction %1 is of scores written against the wrong sides, but %2 are not %3 in another order</source>
        <translation>la correzione %1 è di punti scritti alla linea sbagliata, ma %2 non sono %3 in un altro ordine</translation>
    </message>
    <message>
        <source>only the last round may still be in play</source>
        <translation>solo l&apos;ultimo turno può essere ancora in gioco</translation>
    </message>
    <message>
        <source>entry %1 is not an entry of the tournament</source>
        <translation>l&apos;iscritto %1 non è un iscritto del torneo</translation>
    </message>
    <message>
        <source>entry %1 withdrew after round %2</source>
        <translation>l&apos;iscritto %1 si è ritirato dopo il turno %2</translation>
    </message>
    <message>
        <source>entry %1 is seated twice</source>
        <translation>l&apos;iscritto %1 è seduto due volte</translation>
    </message>
    <message>
        <source>table %1 is listed twice</source>
        <translation>il tavolo %1 compare due volte</translation>
    </message>
    <message>
        <source>a closed round has every table accepted</source>
        <translation>in un turno chiuso tutti i tavoli sono accettati</translation>
    </message>
    <message>
        <source>resting: %1</source>
        <translation>riposo: %1</translation>
    </message>
    <message>
        <source>entry %1 neither plays nor rests in a closed round</source>
        <translation>l&apos;iscritto %1 né gioca né riposa in un turno chiuso</translation>
    </message>
    <message>
        <source>an adjustment names entry %1, who is not seated in this round</source>
        <translation>una rettifica nomina l&apos;iscritto %1, che non siede in questo turno</translation>
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
        <translation>Ogni sottocomando elenca le sue opzioni con --help, per esempio: %1</translation>
    </message>
    <message>
        <source>Gives a table&apos;s victory points from its match points. One number is the difference between two sides and prints the shares of the side ahead and of the side behind; two or more are each side&apos;s match points and print each side&apos;s victory points, in the same order (at a table of more than two sides, the mean of its shares against every other side).</source>
        <translation>Dà i punti vittoria di un tavolo dai suoi punti partita. Un numero è la differenza tra due linee e mostra la quota della linea in vantaggio e di quella in svantaggio; due o più sono i punti partita di ogni linea e mostrano i punti vittoria di ciascuna, nello stesso ordine (a un tavolo di più di due linee, la media delle sue quote contro ogni altra linea).</translation>
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
        <translation>scala</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>The difference, or each side&apos;s match points.</source>
        <translation>La differenza, o i punti partita di ogni linea.</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament vp: %1</source>
        <translation>pinaculo-cli tournament vp: %1</translation>
    </message>
    <message>
        <source>--scale must be %1</source>
        <translation>--scale deve essere %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of match points</source>
        <translation>&quot;%1&quot; non è un numero intero di punti partita</translation>
    </message>
    <message>
        <source>give the difference of match points, or each side&apos;s, for example: tournament vp --scale fibur-3 350</source>
        <translation>indicare la differenza di punti partita, o quelli di ogni linea, per esempio: tournament vp --scale fibur-3 350</translation>
    </message>
    <message>
        <source>mitchell or round-robin.</source>
        <translation>mitchell o round-robin.</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>The number of pairs or players.</source>
        <translation>Il numero di coppie o di giocatori.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Mitchell: the tables the East-West pairs move a round.</source>
        <translation>Mitchell: i tavoli di cui si spostano le coppie Est-Ovest a ogni turno.</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>The rounds to print; by default every round the movement has without a repeat.</source>
        <translation>I turni da scrivere; per impostazione predefinita, tutti quelli che il movimento ha senza ripetere incontri.</translation>
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
        <translation>&quot;%1&quot; non previsto</translation>
    </message>
    <message>
        <source>--entries must be a whole number from 2 to %1</source>
        <translation>--entries deve essere un numero intero da 2 a %1</translation>
    </message>
    <message>
        <source>--rounds must be a whole number of 1 or more</source>
        <translation>--rounds deve essere un numero intero di almeno 1</translation>
    </message>
    <message>
        <source>--step must be a whole number of 1 or more</source>
        <translation>--step deve essere un numero intero di almeno 1</translation>
    </message>
    <message>
        <source>an all-play-all group of %1 has %2 rounds, not %3</source>
        <translation>un girone all&apos;italiana di %1 ha %2 turni, non %3</translation>
    </message>
    <message>
        <source>--movement must be mitchell or round-robin</source>
        <translation>--movement deve essere mitchell o round-robin</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament: give a subcommand: vp, pair, score or check</source>
        <translation>pinaculo-cli tournament: indicare un sottocomando: vp, pair, score o check</translation>
    </message>
    <message>
        <source>pinaculo-cli tournament: unknown subcommand &quot;%1&quot;; use vp, pair, score or check</source>
        <translation>pinaculo-cli tournament: sottocomando sconosciuto &quot;%1&quot;; usare vp, pair, score o check</translation>
    </message>
    <message>
        <source>Prints who meets whom in every round, for the table cards: one line a table, &quot;ROUND TABLE NORTH-SOUTH EAST-WEST&quot; by entry numbers, and &quot;ROUND - ENTRY&quot; for an entry that rests. A Mitchell movement keeps the North-South pairs at their tables and moves the East-West pairs --step tables a round, and refuses more rounds than it plays without two pairs meeting again; an all-play-all group has every entry meet every other once. Given a tournament file instead, prints the seating of its next round, by the movement its round plan names for it.</source>
        <translation>Mostra chi incontra chi in ogni turno, per i cartellini dei tavoli: una riga per tavolo, &quot;TURNO TAVOLO NORD-SUD EST-OVEST&quot; con i numeri degli iscritti, e &quot;TURNO - ISCRITTO&quot; per chi riposa. Un movimento Mitchell lascia le coppie Nord-Sud ai loro tavoli e sposta le coppie Est-Ovest di --step tavoli a ogni turno, e rifiuta più turni di quanti ne giochi senza che due coppie si incontrino di nuovo; in un girone all&apos;italiana ogni iscritto incontra una volta ciascuno degli altri. Con un file di torneo, mostra come siede il suo turno successivo, secondo il movimento che il suo piano dei turni gli assegna.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>A tournament file: its next round.</source>
        <translation>Un file di torneo: il suo turno successivo.</translation>
    </message>
    <message>
        <source>At a table of more than two sides: mean (of the shares against every other side, the default) or placement (by each side&apos;s place in the table&apos;s match points).</source>
        <translation>A un tavolo di più di due coppie: mean (la media delle quote contro ogni altra coppia, il valore predefinito) o placement (per il piazzamento di ciascuna secondo i punti partita del tavolo).</translation>
    </message>
    <message>
        <source>method</source>
        <translation>metodo</translation>
    </message>
    <message>
        <source>--more-sides must be mean or placement</source>
        <translation>--more-sides deve essere mean o placement</translation>
    </message>
</context>
<context>
    <name>TournamentEdits</name>
    <message>
        <source>round %1 has no table %2</source>
        <translation>il turno %1 non ha il tavolo %2</translation>
    </message>
    <message>
        <source>No pairing keeps every previous opponent apart: the pure Danish pairing was made.</source>
        <translation>Nessun abbinamento separa tutti gli avversari precedenti: è stato fatto l&apos;abbinamento danese puro.</translation>
    </message>
    <message>
        <source>Seat round %1</source>
        <translation>Assegnare il turno %1</translation>
    </message>
    <message>
        <source>table %1 is accepted: correct it instead</source>
        <translation>il tavolo %1 è accettato: correggerlo</translation>
    </message>
    <message>
        <source>Result of round %1, table %2</source>
        <translation>Risultato del turno %1, tavolo %2</translation>
    </message>
    <message>
        <source>Game of round %1, table %2</source>
        <translation>Partita del turno %1, tavolo %2</translation>
    </message>
    <message>
        <source>Forfeit at round %1, table %2</source>
        <translation>Forfait al turno %1, tavolo %2</translation>
    </message>
    <message>
        <source>Accept round %1, table %2</source>
        <translation>Accettare il turno %1, tavolo %2</translation>
    </message>
    <message>
        <source>Confirm round %1, table %2</source>
        <translation>Confermare il turno %1, tavolo %2</translation>
    </message>
    <message>
        <source>there is no round %1</source>
        <translation>non c&apos;è il turno %1</translation>
    </message>
    <message>
        <source>table %1 has no result yet</source>
        <translation>il tavolo %1 non ha ancora un risultato</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>Chiudere il turno %1</translation>
    </message>
    <message>
        <source>Adjust entry %1 in round %2</source>
        <translation>Rettificare l&apos;iscritto %1 al turno %2</translation>
    </message>
    <message>
        <source>Correct round %1, table %2</source>
        <translation>Correggere il turno %1, tavolo %2</translation>
    </message>
    <message>
        <source>an entry withdraws after a round it played; before the first, leave it out of the tournament</source>
        <translation>un iscritto si ritira dopo un turno giocato; prima del primo, lasciarlo fuori dal torneo</translation>
    </message>
    <message>
        <source>Withdraw entry %1</source>
        <translation>Ritirare l&apos;iscritto %1</translation>
    </message>
    <message>
        <source>there is no entry %1</source>
        <translation>non c&apos;è l&apos;iscritto %1</translation>
    </message>
    <message>
        <source>Approve the final standings</source>
        <translation>Approvare la classifica finale</translation>
    </message>
    <message>
        <source>a late entry joins while round 1 is in play</source>
        <translation>un iscritto tardivo si unisce mentre si gioca il turno 1</translation>
    </message>
    <message>
        <source>give the late entry a name</source>
        <translation>indicare il nome dell&apos;iscritto tardivo</translation>
    </message>
    <message>
        <source>No entry rests in round 1: entry %1 rests this round and takes the bye award, which an adjustment can change.</source>
        <translation>Nel turno 1 non riposa nessuno: l&apos;iscritto %1 riposa in questo turno e riceve il premio del riposo, che una rettifica può cambiare.</translation>
    </message>
    <message>
        <source>Late entry %1</source>
        <translation>Iscritto tardivo %1</translation>
    </message>
    <message>
        <source>entry %1 does not play at table %2</source>
        <translation>l&apos;iscritto %1 non gioca al tavolo %2</translation>
    </message>
    <message>
        <source>table %1 has no result to confirm yet</source>
        <translation>il tavolo %1 non ha ancora un risultato da confermare</translation>
    </message>
</context>
<context>
    <name>TournamentFileCommand</name>
    <message>
        <source>Print one JSON object.</source>
        <translation>Stampa un oggetto JSON.</translation>
    </message>
    <message>
        <source>Print CSV.</source>
        <translation>Stampa CSV.</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: give --json or --csv, not both</source>
        <translation>pinaculo-cli %1: indicare --json o --csv, non entrambi</translation>
    </message>
    <message>
        <source>Checks a tournament file and every game file it names, as score reads them, and says what it holds; exit code 2 and the reason, with its place, when anything is refused.</source>
        <translation>Controlla un file di torneo e ogni file di partita che nomina, come li legge score, e dice che cosa contiene; codice di uscita 2 e il motivo, con il suo punto, quando qualcosa è rifiutato.</translation>
    </message>
    <message>
        <source>accepted: %1 entries, %2 of %3 rounds seated, %4 tables, %5 results counted</source>
        <translation>accettato: %1 iscritti, %2 turni su %3 assegnati, %4 tavoli, %5 risultati contati</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2: %3</source>
        <translation>pinaculo-cli %1: %2: %3</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: no pairing keeps every previous opponent apart; the pure Danish pairing is printed</source>
        <translation>pinaculo-cli %1: nessun abbinamento separa tutti gli avversari precedenti; si stampa l&apos;abbinamento danese puro</translation>
    </message>
    <message>
        <source>file</source>
        <translation>file</translation>
    </message>
    <message>
        <source>The tournament file.</source>
        <translation>Il file del torneo.</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: %2</source>
        <translation>pinaculo-cli %1: %2</translation>
    </message>
    <message>
        <source>pinaculo-cli %1: give exactly one tournament file</source>
        <translation>pinaculo-cli %1: indicare esattamente un file di torneo</translation>
    </message>
    <message>
        <source>%1: final standings, approved by %2</source>
        <translation>%1: classifica finale, approvata da %2</translation>
    </message>
    <message>
        <source>%1: provisional standings after %2 of %3 rounds</source>
        <translation>%1: classifica provvisoria dopo %2 turni su %3</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>Column headings of the standings; the numbers below are aligned to their right ends.</extracomment>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Iscritto</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <translation>Diff. MP</translation>
    </message>
    <message>
        <source>MP for</source>
        <translation>MP fatti</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <source>(withdrew after round %1)</source>
        <translation>(ritirato dopo il turno %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) reached the scale&apos;s most, %1 VP: a scale of wider bands may tell them apart.</source>
        <translation>
            <numerusform>%n incontro ha raggiunto il massimo della scala, %1 VP: una scala a fasce più ampie può distinguerli.</numerusform>
            <numerusform>%n incontri hanno raggiunto il massimo della scala, %1 VP: una scala a fasce più ampie può distinguerli.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prints a tournament&apos;s standings, worked out from its file and the game files it names: a table, one JSON object with --json, or CSV with --csv. Provisional until the director has approved them.</source>
        <translation>Mostra la classifica di un torneo, calcolata dal suo file e dai file di partita che nomina: una tabella, un oggetto JSON con --json o CSV con --csv. È provvisoria finché l&apos;arbitro non la approva.</translation>
    </message>
</context>
<context>
    <name>TournamentFileReader</name>
    <message>
        <source>the file is larger than %1 MiB, the limit of a tournament file</source>
        <translation>il file supera %1 MiB, il limite di un file di torneo</translation>
    </message>
    <message>
        <source>the file starts with a byte-order mark; a tournament file is UTF-8 without one</source>
        <translation>il file inizia con un byte order mark; un file di torneo è UTF-8 senza</translation>
    </message>
    <message>
        <source>a tournament file is one JSON object</source>
        <translation>un file di torneo è un oggetto JSON</translation>
    </message>
    <message>
        <source>this is a folder, not a tournament file</source>
        <translation>questa è una cartella, non un file di torneo</translation>
    </message>
    <message>
        <source>this is not a regular file (it is a device, pipe or socket); a tournament file is an ordinary file</source>
        <translation>questo non è un file normale (è un dispositivo, una pipe o un socket); un file di torneo è un file comune</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>the tournament</source>
        <translation>il torneo</translation>
    </message>
    <message>
        <source>an entry</source>
        <translation>un iscritto</translation>
    </message>
    <message>
        <source>a round</source>
        <translation>un turno</translation>
    </message>
    <message>
        <source>a table</source>
        <translation>un tavolo</translation>
    </message>
    <message>
        <source>an adjustment</source>
        <translation>una rettifica</translation>
    </message>
    <message>
        <source>a correction</source>
        <translation>una correzione</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot;</source>
        <translation>&quot;vp_scale&quot;</translation>
    </message>
    <message>
        <source>a band of &quot;vp_scale&quot;</source>
        <translation>una fascia di &quot;vp_scale&quot;</translation>
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
        <translation>&quot;format&quot; deve essere &quot;pinaculo-tournament&quot;: non è un file di torneo</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be 1; this file was written by a later version</source>
        <translation>&quot;version&quot; deve essere 1; questo file è stato salvato da una versione successiva</translation>
    </message>
    <message>
        <source>&quot;variant&quot; must be %1, not &quot;%2&quot;</source>
        <translation>&quot;variant&quot; deve essere %1, non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;danish&quot; must be modified or pure, not &quot;%1&quot;</source>
        <translation>&quot;danish&quot; deve essere modified o pure, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;entries&quot; must list from 2 to %1 entries</source>
        <translation>&quot;entries&quot; deve elencare da 2 a %1 iscritti</translation>
    </message>
    <message>
        <source>&quot;rounds&quot; may list at most %1 rounds</source>
        <translation>&quot;rounds&quot; può elencare al massimo %1 turni</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>turno %1, tavolo %2: %3</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>turno %1: %2</translation>
    </message>
    <message>
        <source>entry %1: %2</source>
        <translation>iscritto %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is missing</source>
        <translation>manca &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be from %2 to %3</source>
        <translation>&quot;%1&quot; deve andare da %2 a %3</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>un testo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a text of 1 to %2 characters</source>
        <translation>&quot;%1&quot; deve essere un testo da 1 a %2 caratteri</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a date and time with its offset, for example 2026-12-03T21:40:00+01:00, not &quot;%2&quot;</source>
        <translation>&quot;%1&quot; deve essere una data e un&apos;ora con il suo scarto, per esempio 2026-12-03T21:40:00+01:00, non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot; must be %1 or a scale of its own, not &quot;%2&quot;</source>
        <translation>&quot;vp_scale&quot; deve essere %1 o una scala propria, non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;vp_scale&quot;: %1</source>
        <translation>&quot;vp_scale&quot;: %1</translation>
    </message>
    <message>
        <source>&quot;tie_breaks&quot; lists &quot;%1&quot;, which is not one of %2</source>
        <translation>&quot;tie_breaks&quot; elenca &quot;%1&quot;, che non è uno di %2</translation>
    </message>
    <message>
        <source>&quot;tie_breaks&quot; lists &quot;%1&quot; twice</source>
        <translation>&quot;tie_breaks&quot; elenca &quot;%1&quot; due volte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2, not &quot;%3&quot;</source>
        <translation>&quot;%1&quot; deve essere %2, non &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;round_plan&quot; must name from 1 to %1 rounds</source>
        <translation>&quot;round_plan&quot; deve nominare da 1 a %1 turni</translation>
    </message>
    <message>
        <source>&quot;status&quot; of a round must be published or closed, not &quot;%1&quot;</source>
        <translation>&quot;status&quot; di un turno deve essere published o closed, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;status&quot; of a table must be playing, submitted, confirmed or accepted, not &quot;%1&quot;</source>
        <translation>&quot;status&quot; di un tavolo deve essere playing, submitted, confirmed o accepted, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot; of a correction must be sum_error or wrong_sides, not &quot;%1&quot;</source>
        <translation>&quot;kind&quot; di una correzione deve essere sum_error o wrong_sides, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot; of an adjustment must be mp or vp, not &quot;%1&quot;</source>
        <translation>&quot;kind&quot; di una rettifica deve essere mp o vp, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;amount&quot; of an adjustment must not be 0</source>
        <translation>&quot;amount&quot; di una rettifica non può essere 0</translation>
    </message>
    <message>
        <source>&quot;more_sides&quot; must be mean or placement, not &quot;%1&quot;</source>
        <translation>&quot;more_sides&quot; deve essere mean o placement, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;time_called_hand&quot; must be finish or cards_in_hand, not &quot;%1&quot;</source>
        <translation>&quot;time_called_hand&quot; deve essere finish o cards_in_hand, non &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>TournamentGameFiles</name>
    <message>
        <source>round %1, table %2, %3: %4</source>
        <translation>turno %1, tavolo %2, %3: %4</translation>
    </message>
    <message>
        <source>the game is of the variant %1, the tournament of %2</source>
        <translation>la partita è della variante %1, il torneo di %2</translation>
    </message>
    <message>
        <source>the game has %1 sides, the table seats %2</source>
        <translation>la partita ha %1 linee, il tavolo ne ospita %2</translation>
    </message>
</context>
<context>
    <name>TournamentRepository</name>
    <message>
        <source>The tournament is no longer in the database.</source>
        <translation>Il torneo non è più nel database.</translation>
    </message>
</context>
<context>
    <name>TournamentScorer</name>
    <message>
        <source>&quot;mp&quot; says %1, but the game file&apos;s totals are %2</source>
        <translation>&quot;mp&quot; dice %1, ma i totali del file di partita sono %2</translation>
    </message>
    <message>
        <source>correction %1 says the MP were %2, but they were %3</source>
        <translation>la correzione %1 dice che i MP erano %2, ma erano %3</translation>
    </message>
    <message>
        <source>round %1, table %2: its game file %3 was not read</source>
        <translation>turno %1, tavolo %2: il suo file di partita %3 non è stato letto</translation>
    </message>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>turno %1, tavolo %2: %3</translation>
    </message>
</context>
<context>
    <name>VictoryPointScale</name>
    <message>
        <source>a scale needs at least one band</source>
        <translation>una scala richiede almeno una fascia</translation>
    </message>
    <message>
        <source>band %1 ends below 0</source>
        <translation>la fascia %1 termina sotto lo 0</translation>
    </message>
    <message>
        <source>band %1 does not end above band %2</source>
        <translation>la fascia %1 non termina sopra la fascia %2</translation>
    </message>
    <message>
        <source>band %1 has a share that is not a number of 0 or more</source>
        <translation>la fascia %1 ha una quota che non è un numero pari o superiore a 0</translation>
    </message>
    <message>
        <source>in band %1 the side ahead gets less than the side behind</source>
        <translation>nella fascia %1 la linea in vantaggio ottiene meno di quella in svantaggio</translation>
    </message>
    <message>
        <source>the shares of band %1 add up to %2, not %3 as in band 1</source>
        <translation>le quote della fascia %1 sommano %2, non %3 come nella fascia 1</translation>
    </message>
    <message>
        <source>the side ahead gets less in band %1 than in band %2</source>
        <translation>la linea in vantaggio ottiene meno nella fascia %1 che nella fascia %2</translation>
    </message>
    <message>
        <source>the shares beyond the last band must add up to %1</source>
        <translation>le quote oltre l&apos;ultima fascia devono sommare %1</translation>
    </message>
    <message>
        <source>the side ahead gets less beyond the last band than in it</source>
        <translation>la linea in vantaggio ottiene meno oltre l&apos;ultima fascia che in essa</translation>
    </message>
</context>
<context>
    <name>VictoryPointScales</name>
    <message>
        <source>FIBUR, rounds of 3 hands</source>
        <translation>FIBUR, turni di 3 smazzate</translation>
    </message>
    <message>
        <source>FIBUR, rounds of 4 hands</source>
        <translation>FIBUR, turni di 4 smazzate</translation>
    </message>
    <message>
        <source>3 for a win, 1 for a draw, 0 for a loss</source>
        <translation>3 per la vittoria, 1 per il pareggio, 0 per la sconfitta</translation>
    </message>
</context>
<context>
    <name>VpScalesSection</name>
    <message>
        <source>MP difference</source>
        <translation>Differenza MP</translation>
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
        <translation>oltre %1</translation>
    </message>
</context>
<context>
    <name>WalOwnership</name>
    <message>
        <source>Cannot move the write-ahead log %1 aside.</source>
        <translation>Impossibile spostare da parte il registro di scrittura anticipata %1.</translation>
    </message>
    <message>
        <source>The write-ahead log beside the database %1 does not belong to it (it was left there before the file was replaced, for example by a backup copy). It was not applied.</source>
        <translation>Il registro di scrittura anticipata accanto al database %1 non gli appartiene (è rimasto lì prima che il file fosse sostituito, per esempio da un backup). Non è stato applicato.</translation>
    </message>
    <message>
        <source>The write-ahead log beside the database %1 does not belong to it (it was left there before the file was replaced, for example by a backup copy). It was not applied, and was kept as %2.</source>
        <translation>Il registro di scrittura anticipata accanto al database %1 non gli appartiene (è rimasto lì prima che il file fosse sostituito, per esempio da un backup). Non è stato applicato ed è stato conservato come %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::AdjustmentDialog</name>
    <message>
        <source>Adjust in Round %1</source>
        <translation>Rettificare al turno %1</translation>
    </message>
    <message>
        <source>Match points, before the VP lookup</source>
        <translation>Punti partita, prima di cercare i VP</translation>
    </message>
    <message>
        <source>Victory points, after the VP lookup</source>
        <translation>Punti vittoria, dopo aver cercato i VP</translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Iscritto:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Quantità:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>An adjustment of 0 changes nothing.</source>
        <translation>Una rettifica di 0 non cambia nulla.</translation>
    </message>
    <message>
        <source>Say why: the reason is kept with the adjustment.</source>
        <translation>Dire perché: il motivo è salvato con la rettifica.</translation>
    </message>
</context>
<context>
    <name>pinaculo::CallTimeCommand</name>
    <message>
        <source>time called after hand %1</source>
        <translation>tempo scaduto dopo la smazzata %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardLineEdit</name>
    <message>
        <source>English suit letters: %1</source>
        <translation>Lettere inglesi dei semi: %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardNotationSection</name>
    <message>
        <source>%1 at the start of a card is %2, and at its end %3: %4 is %5 and %6 is %7.</source>
        <translation>%1 all&apos;inizio di una carta è %2, e alla fine %3: %4 è %5 e %6 è %7.</translation>
    </message>
    <message>
        <source>Careful: %1 means %2 here, not %3 as in the English notation; %3 is %4.</source>
        <translation>Attenzione: qui %1 vuol dire %2, non %3 come nella notazione inglese; %3 si scrive %4.</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>il jolly</translation>
    </message>
    <message>
        <source>the ace</source>
        <translation>l&apos;asso</translation>
    </message>
    <message>
        <source>the two</source>
        <translation>il due</translation>
    </message>
    <message>
        <source>the three</source>
        <translation>il tre</translation>
    </message>
    <message>
        <source>the four</source>
        <translation>il quattro</translation>
    </message>
    <message>
        <source>the five</source>
        <translation>il cinque</translation>
    </message>
    <message>
        <source>the six</source>
        <translation>il sei</translation>
    </message>
    <message>
        <source>the seven</source>
        <translation>il sette</translation>
    </message>
    <message>
        <source>the eight</source>
        <translation>l&apos;otto</translation>
    </message>
    <message>
        <source>the nine</source>
        <translation>il nove</translation>
    </message>
    <message>
        <source>the ten</source>
        <translation>il dieci</translation>
    </message>
    <message>
        <source>the jack</source>
        <translation>il fante</translation>
    </message>
    <message>
        <source>the queen</source>
        <translation>la donna</translation>
    </message>
    <message>
        <source>the king</source>
        <translation>il re</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card: the queen of diamonds</comment>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Typing cards</source>
        <translation>Come si scrivono le carte</translation>
    </message>
    <message>
        <source>In this program a card is typed as its rank followed by its suit: the rank comes first and the suit letter last. Cards are separated by spaces or commas; capital and small letters are the same.</source>
        <translation>In questo programma una carta si scrive con il suo valore seguito dal seme: prima viene il valore e alla fine la lettera del seme. Le carte si separano con spazi o virgole; maiuscole e minuscole sono la stessa cosa.</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettera</translation>
    </message>
    <message>
        <source>Also accepted</source>
        <translation>Accettati anche</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>%1 can also be written %2</source>
        <translation>%1 si può scrivere anche %2</translation>
    </message>
    <message>
        <source>Ranks: %1.</source>
        <translation>Valori: %1.</translation>
    </message>
    <message>
        <source>The suit symbols %1 are read in every language.</source>
        <translation>I simboli dei semi %1 si leggono in tutte le lingue.</translation>
    </message>
    <message>
        <source>Examples: %1 (a run of %2 with a joker); %3 (a joker and a two of %4).</source>
        <translation>Esempi: %1 (una scala di %2 con un jolly); %3 (un jolly e un due di %4).</translation>
    </message>
    <message>
        <source>Cards may also be typed without spaces: %1 is %2. A run may be typed by its ends: %3, or %4, is every card of %5 from the three to the king; wild cards follow after a space, as in %6.</source>
        <translation>Le carte si possono scrivere anche senza spazi: %1 è %2. Una scala si può scrivere con i suoi estremi: %3, o %4, è ogni carta di %5 dal tre al re; le matte seguono dopo uno spazio, come in %6.</translation>
    </message>
    <message>
        <source>A run by its ends goes up in run order, A 3 4 … K A: the ace is low as the first end and high as the last, so %1 goes from ace to ace, and the two, a wild card, is never part of it. A run that goes down, mixes suits or ends on a two is refused. What is kept is always the cards one by one.</source>
        <translation>Una scala scritta con i suoi estremi sale nell&apos;ordine della scala, A 3 4 … K A: l&apos;asso è basso come primo estremo e alto come ultimo, così %1 va da asso ad asso, e il 2, che è una matta, non ne fa mai parte. Una scala che scende, mescola semi o ha un 2 a un estremo viene rifiutata. Si conservano sempre le carte una per una.</translation>
    </message>
    <message>
        <source>A card typed with an English suit letter, such as %1, is read too, and named under the field with the card it became: %2.</source>
        <translation>Si legge anche una carta scritta con una lettera inglese del seme, come %1, e sotto il campo si indica la carta che ne risulta: %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardPickerButton</name>
    <message numerus="yes">
        <source>%1: %n more can be entered in this hand</source>
        <translation>
            <numerusform>%1: se ne può inserire ancora %n in questa smazzata</numerusform>
            <numerusform>%1: se ne possono inserire ancora %n in questa smazzata</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::CardShorthand</name>
    <message>
        <source>“%1” (item %2) goes down: write a run from its low card to its high one, as in %3</source>
        <translation>«%1» (posizione %2) va verso il basso: scrivere la scala dalla carta più bassa alla più alta, come %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) has ends of two suits: both ends of a run are of one suit, as in %3</source>
        <translation>«%1» (posizione %2) ha estremi di due semi: i due estremi di una scala sono dello stesso seme, come %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) ends on a two: a two is wild and has no place of its own in a run; write it after the run, as in %3</source>
        <translation>«%1» (posizione %2) ha un 2 a un estremo: il 2 è una matta e non ha un posto suo nella scala; scriverlo dopo la scala, come %3</translation>
    </message>
    <message>
        <source>“%1” (item %2) is not a card: write rank then suit, as in %3, or %4 for a joker</source>
        <translation>«%1» (posizione %2) non è una carta: scrivere il valore e poi il seme, come %3, o %4 per un jolly</translation>
    </message>
    <message>
        <source>“%1” (item %2) is not a set by its count: write the count, x and the rank, as in %3</source>
        <translation>«%1» (posizione %2) non è un tris scritto per numero: scrivere il numero, x e il valore, come %3</translation>
    </message>
    <message>
        <source>“%1” (item %2): a set by its count holds from 1 to %3 cards</source>
        <translation>«%1» (posizione %2): un tris scritto per numero ha da 1 a %3 carte</translation>
    </message>
    <message>
        <source>“%1” (item %2) counts wild cards: twos and jokers are written one by one after the set, a two with its suit, as in %3</source>
        <translation>«%1» (posizione %2) conta delle matte: pinelle e jolly si scrivono uno per uno dopo il tris, la pinella con il suo seme, come %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::CardText</name>
    <message>
        <source>Suits: %1 ♠  %2 ♥  %3 ♦  %4 ♣; joker %5</source>
        <translation>Semi: %1 ♠  %2 ♥  %3 ♦  %4 ♣; jolly %5</translation>
    </message>
</context>
<context>
    <name>pinaculo::DirectorWindow</name>
    <message>
        <source>Director&apos;s Window</source>
        <translation>Finestra dell&apos;arbitro</translation>
    </message>
    <message>
        <source>Tables of the round</source>
        <translation>Tavoli del turno</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Turno mostrato</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>Turn&amp;o:</translation>
    </message>
    <message>
        <source>&amp;Tournament</source>
        <translation>&amp;Torneo</translation>
    </message>
    <message>
        <source>&amp;New Tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>&amp;Import Tournament File…</source>
        <translation>&amp;Importa file di torneo…</translation>
    </message>
    <message>
        <source>Import Tournament File</source>
        <translation>Importa file di torneo</translation>
    </message>
    <message>
        <source>Tournament files (*.tournament.json *.json)</source>
        <translation>File di torneo (*.tournament.json *.json)</translation>
    </message>
    <message>
        <source>&amp;Export Tournament File…</source>
        <translation>&amp;Esporta file di torneo…</translation>
    </message>
    <message>
        <source>Export Tournament File</source>
        <translation>Esporta file di torneo</translation>
    </message>
    <message>
        <source>Tournament files (*.tournament.json)</source>
        <translation>File di torneo (*.tournament.json)</translation>
    </message>
    <message>
        <source>Export Standings</source>
        <translation>Esporta classifica</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>C&amp;hiudi</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>T&amp;urno</translation>
    </message>
    <message>
        <source>&amp;Seat Next Round</source>
        <translation>&amp;Assegna il turno successivo</translation>
    </message>
    <message>
        <source>&amp;Close Round</source>
        <translation>&amp;Chiudi il turno</translation>
    </message>
    <message>
        <source>&amp;Approve Final Standings…</source>
        <translation>A&amp;pprova la classifica finale…</translation>
    </message>
    <message>
        <source>T&amp;able</source>
        <translation>T&amp;avolo</translation>
    </message>
    <message>
        <source>No tournament yet</source>
        <translation>Ancora nessun torneo</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A tournament in the Open menu: its name and when it last changed.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annulla %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ripeti %1</translation>
    </message>
    <message>
        <source>No tournament open: Tournament → New Tournament, Open or Import.</source>
        <translation>Nessun torneo aperto: Torneo → Nuovo torneo, Apri o Importa.</translation>
    </message>
    <message>
        <source>%1 — Director&apos;s Window</source>
        <translation>%1 — Finestra dell&apos;arbitro</translation>
    </message>
    <message>
        <source>Round %1 of %2: %3, %4</source>
        <translation>Turno %1 di %2: %3, %4</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>chiuso</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>in gioco</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) reached the scale&apos;s most VP.</source>
        <translation>
            <numerusform>%n incontro ha raggiunto il massimo di VP della scala.</numerusform>
            <numerusform>%n incontri hanno raggiunto il massimo di VP della scala.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Approve Final Standings</source>
        <translation>Approva la classifica finale</translation>
    </message>
    <message>
        <source>Approve these standings as final? They can still be corrected afterwards, and the approval undone.</source>
        <translation>Approvare questa classifica come finale? Potrà ancora essere corretta, e l&apos;approvazione annullata.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Projector View</source>
        <translation>Vista per &amp;proiettore</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;iuto</translation>
    </message>
    <message>
        <source>&amp;Tournament Rules</source>
        <translation>&amp;Regolamento dei tornei</translation>
    </message>
    <message>
        <source>Export Standings as CS&amp;V…</source>
        <translation>Esporta classifica come &amp;CSV…</translation>
    </message>
    <message>
        <source>Add La&amp;te Entry…</source>
        <translation>Iscritto &amp;tardivo…</translation>
    </message>
    <message>
        <source>Late Entry</source>
        <translation>Iscritto tardivo</translation>
    </message>
    <message>
        <source>The pair or player that arrived:</source>
        <translation>La coppia o il giocatore arrivato:</translation>
    </message>
    <message>
        <source>Export Table &amp;Results as CSV…</source>
        <translation>Esporta i &amp;risultati dei tavoli come CSV…</translation>
    </message>
    <message>
        <source>Export Table Results</source>
        <translation>Esporta i risultati dei tavoli</translation>
    </message>
</context>
<context>
    <name>pinaculo::FullScreenScoreboard</name>
    <message>
        <source>Scoreboard</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <source>%1 closes this view.</source>
        <translation>%1 chiude questa vista.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>vince</translation>
    </message>
    <message>
        <source>barbelé</source>
        <translation>barbelé</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Smazzata successiva</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Taglia</translation>
    </message>
    <message>
        <source>Plays first</source>
        <translation>Primo di mano</translation>
    </message>
    <message>
        <source>Barbelé</source>
        <translation>Barbelé</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>everyone (at least %1 to open)</source>
        <translation>tutti (apertura di almeno %1)</translation>
    </message>
    <message>
        <source>%1 (at least %2 to open)</source>
        <translation>%1 (apertura di almeno %2)</translation>
    </message>
</context>
<context>
    <name>pinaculo::GameFileActions</name>
    <message>
        <source>Game files (*.json);;All files (*)</source>
        <translation>File di partita (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Game file refused</source>
        <translation>File di partita rifiutato</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>Impossibile aprire %1.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Aperto %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>Game written to %1</source>
        <translation>Partita esportata in %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) stored in the history.</source>
        <translation>
            <numerusform>%n partita salvata nello storico.</numerusform>
            <numerusform>%n partite salvate nello storico.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be imported; nothing of them was stored.</source>
        <translation>
            <numerusform>Impossibile importare %n file; non ne è stato salvato nulla.</numerusform>
            <numerusform>Impossibile importare %n file; non ne è stato salvato nulla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partita non salvata</translation>
    </message>
    <message>
        <source>The game has changes that are not in a game file yet. Export it before quitting?</source>
        <translation>La partita ha modifiche che non sono ancora in un file di partita. Esportarla prima di uscire?</translation>
    </message>
    <message>
        <source>Open Game File</source>
        <translation>Apri file di partita</translation>
    </message>
    <message>
        <source>game-%1.json</source>
        <translation>partita-%1.json</translation>
    </message>
    <message>
        <source>Export Game File</source>
        <translation>Esporta file di partita</translation>
    </message>
    <message>
        <source>Import Game Files</source>
        <translation>Importa file di partita</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>Quit without exporting</source>
        <translation>Esci senza esportare</translation>
    </message>
    <message>
        <source>The game was not exported: %1.</source>
        <translation>La partita non è stata esportata: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::GameView</name>
    <message>
        <source>Hand breakdown</source>
        <translation>Dettaglio della smazzata</translation>
    </message>
    <message>
        <source>Hand %1: breakdown</source>
        <translation>Smazzata %1: dettaglio</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partita finita: %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::HandBreakdownModel</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Voce</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game (decided in hand %2): these lines show what it would have scored; they count for nothing.</source>
        <translation>La smazzata %1 è stata giocata dopo la fine della partita (decisa nella smazzata %2): queste righe mostrano quanto avrebbe fatto; non contano.</translation>
    </message>
    <message>
        <source>Nothing entered yet</source>
        <translation>Ancora nulla di inserito</translation>
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
        <translation>registrare la smazzata %1</translation>
    </message>
    <message>
        <source>edit hand %1</source>
        <translation>modificare la smazzata %1</translation>
    </message>
    <message>
        <source>delete hand %1</source>
        <translation>eliminare la smazzata %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::HandEntryDialog</name>
    <message>
        <source>Cannot confirm yet: %1</source>
        <translation>Non si può ancora confermare: %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1   (provisional: the hand has problems)</source>
        <translation>%1   (provvisorio: la smazzata ha dei problemi)</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 this hand: %2</source>
        <translation>%1 in questa smazzata: %2</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <source>%1 — hand %2 · dealer: %3 · cut by: %4 · plays first: %5</source>
        <translation>%1 — smazzata %2 · mazziere: %3 · taglia: %4 · primo di mano: %5</translation>
    </message>
    <message>
        <source>E&amp;xact cut by %1 (%2)</source>
        <translation>Taglio esa&amp;tto di %1 (%2)</translation>
    </message>
    <message>
        <source>The cut packet held exactly the cards dealt</source>
        <translation>Il mazzetto tagliato conteneva esattamente le carte distribuite</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>A player dealt eleven cards of one back colour scores %1</source>
        <translation>Un giocatore che riceve undici carte con lo stesso colore del dorso guadagna %1</translation>
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
        <translation>con questa correzione, %1</translation>
    </message>
    <message>
        <source>%1, side %2 (%3)</source>
        <translation>%1, coppia %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Restored as it was left when the application stopped (kept at %1): confirm it, change it, or cancel to discard it.</source>
        <translation>Ripristinata com&apos;era quando l&apos;applicazione si è chiusa (salvata alle %1): confermala, modificala o annulla l&apos;inserimento.</translation>
    </message>
</context>
<context>
    <name>pinaculo::HistoryDialog</name>
    <message>
        <source>All players</source>
        <translation>Tutti i giocatori</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Tutte le varianti</translation>
    </message>
    <message>
        <source>No stored games match.</source>
        <translation>Nessuna partita salvata corrisponde.</translation>
    </message>
    <message>
        <source>This game is on the table; open another one to delete it.</source>
        <translation>Questa partita è in tavola; aprirne un&apos;altra per eliminarla.</translation>
    </message>
    <message>
        <source>Rename Game</source>
        <translation>Rinomina partita</translation>
    </message>
    <message>
        <source>Name of the game:</source>
        <translation>Nome della partita:</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Elimina partita</translation>
    </message>
    <message numerus="yes">
        <source>Delete the game &quot;%1&quot; (%2) with its %n hand(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Eliminare la partita &quot;%1&quot; (%2) con la sua %n smazzata? L&apos;operazione non si può annullare.</numerusform>
            <numerusform>Eliminare la partita &quot;%1&quot; (%2) con le sue %n smazzate? L&apos;operazione non si può annullare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::HistoryModel</name>
    <message>
        <source>Playing</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finita</translation>
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
        <translation>Giocata l&apos;ultima volta</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
</context>
<context>
    <name>pinaculo::IntegrityCheck</name>
    <message>
        <source>The file %1 is not a Pináculo database.</source>
        <translation>Il file %1 non è un database di Pináculo.</translation>
    </message>
    <message>
        <source>The database %1 is damaged.</source>
        <translation>Il database %1 è danneggiato.</translation>
    </message>
    <message>
        <source>The database %1 cannot be read: %2</source>
        <translation>Impossibile leggere il database %1: %2</translation>
    </message>
    <message>
        <source>The database %1 is damaged: %2</source>
        <translation>Il database %1 è danneggiato: %2</translation>
    </message>
    <message>
        <source>Nothing more will be written to this database; it stays exactly as it is. Close Pináculo and replace the file with a backup copy, or start Pináculo again to set the damaged file aside and begin a new database.</source>
        <translation>Non verrà scritto più nulla in questo database; resta esattamente com&apos;è. Chiudere Pináculo e sostituire il file con un backup, oppure riavviare Pináculo per mettere da parte il file danneggiato e iniziare un nuovo database.</translation>
    </message>
</context>
<context>
    <name>pinaculo::LateArrivalDialog</name>
    <message>
        <source>Late Arrival at Table %1</source>
        <translation>Ritardo al tavolo %1</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Entry:</source>
        <translation>&amp;Iscritto:</translation>
    </message>
    <message>
        <source>&amp;Minutes late:</source>
        <translation>&amp;Minuti di ritardo:</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Decisione:</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>A&amp;pplica</translation>
    </message>
</context>
<context>
    <name>pinaculo::LiveBoardSharing</name>
    <message>
        <source>The live board cannot listen on %1 port %2: %3</source>
        <translation>Il punteggio in diretta non può restare in ascolto su %1, porta %2: %3</translation>
    </message>
    <message>
        <source>Live Board</source>
        <translation>Punteggio in diretta</translation>
    </message>
</context>
<context>
    <name>pinaculo::LiveBoardTexts</name>
    <message>
        <source>Live score</source>
        <translation>Punteggio in diretta</translation>
    </message>
    <message>
        <source>Read only: the scores are kept on the computer at the table.</source>
        <translation>Sola lettura: i punti si segnano sul computer del tavolo.</translation>
    </message>
    <message>
        <source>Waiting for a game…</source>
        <translation>In attesa di una partita…</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Riconnessione…</translation>
    </message>
    <message>
        <source>Sharing has stopped at the table.</source>
        <translation>Al tavolo la condivisione è stata fermata.</translation>
    </message>
    <message>
        <source>Playing to %1</source>
        <translation>Si gioca a %1</translation>
    </message>
    <message>
        <source>One hand decides</source>
        <translation>Decide una sola smazzata</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Foglio dei punti</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>No hands recorded yet.</source>
        <translation>Nessuna smazzata registrata finora.</translation>
    </message>
    <message>
        <source>Next hand: %1</source>
        <translation>Smazzata successiva: %1</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Taglia</translation>
    </message>
    <message>
        <source>Plays first</source>
        <translation>Primo di mano</translation>
    </message>
    <message>
        <source>Barbelé</source>
        <translation>Barbelé</translation>
    </message>
    <message>
        <source>must open with at least %1 points</source>
        <translation>apertura minima di %1 punti</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <source>Played after the end: it does not count.</source>
        <translation>Giocata dopo la fine: non conta.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vince %1</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>La partita finisce in parità</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Tied at the top: the game goes on for another hand.</source>
        <translation>Parità in testa: la partita continua per un&apos;altra smazzata.</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>In testa</translation>
    </message>
    <message>
        <source>A game of %1 hands</source>
        <translation>Una partita di %1 smazzate</translation>
    </message>
    <message>
        <source>Playing to %1, at most %2 hands</source>
        <translation>Si gioca a %1, al massimo %2 smazzate</translation>
    </message>
</context>
<context>
    <name>pinaculo::MainWindow</name>
    <message>
        <source>Hand %1 deleted; %2 brings it back.</source>
        <translation>Smazzata %1 eliminata; %2 la ripristina.</translation>
    </message>
    <message>
        <source>The game is over: no hand can be recorded after the end.</source>
        <translation>La partita è finita: non si può registrare alcuna smazzata dopo la fine.</translation>
    </message>
    <message>
        <source>Start or open a game to record hands.</source>
        <translation>Iniziare o aprire una partita per registrare le smazzate.</translation>
    </message>
    <message>
        <source>Enter the melds and cards of the hand just played</source>
        <translation>Inserire le combinazioni e le carte della smazzata appena giocata</translation>
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
            <numerusform>%1: %2, dopo %n smazzata</numerusform>
            <numerusform>%1: %2, dopo %n smazzate</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ended in hand %1: %2.</source>
        <translation>La partita è finita nella smazzata %1: %2.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Delete Hand</source>
        <translation>Elimina smazzata</translation>
    </message>
    <message>
        <source>Hand %1 cannot be deleted: %2</source>
        <translation>Impossibile eliminare la smazzata %1: %2</translation>
    </message>
</context>
<context>
    <name>pinaculo::MatchPointsDialog</name>
    <message>
        <source>Match Points of %1</source>
        <translation>Punti partita di %1</translation>
    </message>
    <message>
        <source>Correct %1</source>
        <translation>Correggi %1</translation>
    </message>
    <message>
        <source>Match points of %1</source>
        <translation>Punti partita di %1</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>The scores were written against the &amp;wrong sides</source>
        <translation>I punti sono stati scritti alla linea s&amp;bagliata</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <source>Say why the table is corrected: the reason is kept with it.</source>
        <translation>Dire perché si corregge il tavolo: il motivo è salvato con la correzione.</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldCheckerDialog</name>
    <message>
        <source>Cannot read the cards: %1</source>
        <translation>Impossibile leggere le carte: %1</translation>
    </message>
    <message>
        <source>Cannot read the rescued cards: %1</source>
        <translation>Impossibile leggere le carte recuperate: %1</translation>
    </message>
    <message>
        <source>Enter the cards of a meld.</source>
        <translation>Inserire le carte di una combinazione.</translation>
    </message>
    <message>
        <source>Not a valid meld: %1</source>
        <translation>Non è una combinazione valida: %1</translation>
    </message>
    <message>
        <source>Valid meld</source>
        <translation>Combinazione valida</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Matters only for 11-card sets (pináculos)</source>
        <translation>Conta solo per le combinazioni di 11 carte uguali (pináculo)</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>ad es. %1</translation>
    </message>
    <message>
        <source>wild cards rescued from the meld, e.g. %1</source>
        <translation>matte recuperate dalla combinazione, ad es. %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldProblemText</name>
    <message>
        <source>a meld needs at least 3 cards, this one has %1</source>
        <translation>una combinazione richiede almeno 3 carte, questa ne ha %1</translation>
    </message>
    <message numerus="yes">
        <source>needs at least %n natural card(s), this meld has %1</source>
        <translation>
            <numerusform>serve almeno %n carta naturale, questa combinazione ne ha %1</numerusform>
            <numerusform>servono almeno %n carte naturali, questa combinazione ne ha %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) of this rank in the meld, with and without suits, but the decks hold only %2</source>
        <translation>
            <numerusform>%1: %n carta di quel valore nella combinazione, con o senza seme, ma i mazzi ne hanno solo %2</numerusform>
            <numerusform>%1: %n carte di quel valore nella combinazione, con o senza seme, ma i mazzi ne hanno solo %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 appears %n time(s), but the decks hold only %2</source>
        <translation>
            <numerusform>%1 compare %n volta, ma i mazzi ne contengono solo %2</numerusform>
            <numerusform>%1 compare %n volte, ma i mazzi ne contengono solo %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in this deck (it has no red twos)</source>
        <translation>%1 non è in questo mazzo (non ha i due rossi)</translation>
    </message>
    <message>
        <source>%1 is not wild in this game and a two has no place in a run</source>
        <translation>%1 non è una matta in questo gioco e un due non ha posto in una scala</translation>
    </message>
    <message>
        <source>sets are not allowed in this game: only runs of one suit can be melded</source>
        <translation>in questo gioco i tris non sono ammessi: si possono calare solo scale dello stesso seme</translation>
    </message>
    <message>
        <source>%1 and %2 are neither the same rank (a set) nor the same suit (a run)</source>
        <translation>%1 e %2 non sono né dello stesso valore (un tris) né dello stesso seme (una scala)</translation>
    </message>
    <message>
        <source>a run cannot hold %1 twice</source>
        <translation>una scala non può contenere %1 due volte</translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 needs %n wild card(s) to fill the gaps, the meld has %3 (a run does not turn the corner from the king to the ace and the 3)</source>
        <translation>
            <numerusform>da %1 a %2 serve %n matta per coprire i vuoti, la combinazione ne ha %3 (una scala non gira dal re all&apos;asso e al 3)</numerusform>
            <numerusform>da %1 a %2 servono %n matte per coprire i vuoti, la combinazione ne ha %3 (una scala non gira dal re all&apos;asso e al 3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 needs %n wild card(s) to fill the gaps, the meld has %3</source>
        <translation>
            <numerusform>da %1 a %2 serve %n matta per coprire i vuoti, la combinazione ne ha %3</numerusform>
            <numerusform>da %1 a %2 servono %n matte per coprire i vuoti, la combinazione ne ha %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a run holds at most %n card(s), this one has %1</source>
        <translation>
            <numerusform>una scala ha al massimo %n carta, questa ne ha %1</numerusform>
            <numerusform>una scala ha al massimo %n carte, questa ne ha %1</numerusform>
        </translation>
    </message>
    <message>
        <source>rescued wild cards do not score in this game: a rescued wild goes back to the hand</source>
        <translation>in questo gioco le matte recuperate non danno punti: una matta recuperata torna in mano</translation>
    </message>
    <message>
        <source>only wild cards can be rescued, %1 is not one</source>
        <translation>si possono recuperare solo le matte, e %1 non lo è</translation>
    </message>
    <message>
        <source>a run needs the suit of each card, and %1 has none; write %2 or %3</source>
        <translation>una scala vuole il seme di ogni carta, e %1 non ce l&apos;ha; scrivere %2 o %3</translation>
    </message>
    <message>
        <source>a rescued wild card is written with its suit, and %1 has none; only the cards of a set may be written without their suits</source>
        <translation>una matta recuperata si scrive con il suo seme, e %1 non ce l&apos;ha; solo le carte di un tris si possono scrivere senza seme</translation>
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
        <translation>%1 &amp;nbsp;— recuperati: %2</translation>
    </message>
    <message>
        <source>this meld has rescued cards but no cards of its own</source>
        <translation>questa combinazione ha carte recuperate ma nessuna carta propria</translation>
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
            <numerusform>%1 punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Type rank then suit (%1, or %2 for a joker), separated by spaces, or click the cards below. %3 adds the next meld. A number alone is the points of all the player&apos;s melds.</source>
        <translation>Scrivere il valore e poi il seme (%1, o %2 per un jolly), separati da spazi, oppure fare clic sulle carte qui sotto. %3 aggiunge la combinazione successiva. Un numero da solo è il totale di tutte le combinazioni del giocatore.</translation>
    </message>
    <message>
        <source>Cards of the meld, e.g. %1 or %2 — %3 for the next meld</source>
        <translation>Carte della combinazione, ad es. %1 o %2 — %3 per la combinazione successiva</translation>
    </message>
    <message>
        <source>A set whose suits were not noted: its count, x and its rank, then its wild cards, as in %1.</source>
        <translation>Un tris di cui non si sono annotati i semi: il numero, x e il valore, poi le sue matte, come %1.</translation>
    </message>
    <message>
        <source>After the cards, / and the wild cards rescued from the meld, as in %1.</source>
        <translation>Dopo le carte, / e le matte recuperate dalla combinazione, come %1.</translation>
    </message>
    <message>
        <source>! laid in one turn, !! laid from the dealt hand</source>
        <translation>! calata in un turno, !! calata servita</translation>
    </message>
    <message>
        <source>+ laid on the final turn</source>
        <translation>+ calata nell&apos;ultimo turno</translation>
    </message>
    <message>
        <source>= part of the opening</source>
        <translation>= parte dell&apos;apertura</translation>
    </message>
    <message>
        <source>At the end, the marks the boxes beside also set: %1.</source>
        <translation>In fondo, i segni che mettono anche le caselle accanto: %1.</translation>
    </message>
    <message>
        <source>this meld has marks but no cards: type its cards before the marks</source>
        <translation>questa combinazione ha dei segni ma nessuna carta: scrivere le sue carte prima dei segni</translation>
    </message>
</context>
<context>
    <name>pinaculo::MeldText</name>
    <message>
        <source>rescued cards: %1</source>
        <translation>carte recuperate: %1</translation>
    </message>
    <message>
        <source>nothing follows “/”: write the wild cards rescued from the meld after it, as in %1</source>
        <translation>dopo «/» non c&apos;è nulla: scrivere dopo la barra le matte recuperate dalla combinazione, come %1</translation>
    </message>
    <message>
        <source>“/” is written twice: the rescued wild cards follow a single “/”</source>
        <translation>«/» è scritta due volte: le matte recuperate seguono una sola «/»</translation>
    </message>
    <message>
        <source>the mark “%1” stands among the cards: marks go at the end of the meld, after its cards and the rescued ones</source>
        <translation>il segno «%1» sta tra le carte: i segni vanno in fondo alla combinazione, dopo le sue carte e quelle recuperate</translation>
    </message>
    <message>
        <source>how the meld was laid is marked twice: write ! for one turn or !! for the dealt hand, once</source>
        <translation>come è stata calata la combinazione è segnato due volte: scrivere una volta sola ! (in un turno) o !! (servita)</translation>
    </message>
    <message>
        <source>the mark “%1” is written twice: each mark is written once</source>
        <translation>il segno «%1» è scritto due volte: ogni segno si scrive una volta sola</translation>
    </message>
    <message>
        <source>“%1” is not a mark: ! is a meld laid in one turn and !! one laid from the dealt hand</source>
        <translation>«%1» non è un segno: ! è una combinazione calata in un turno e !! una calata servita</translation>
    </message>
    <message>
        <source>rescued wild cards do not score in this game (a rescued wild goes back to the hand): remove “/” and the cards after it</source>
        <translation>in questo gioco le matte recuperate non danno punti (una matta recuperata torna in mano): togliere «/» e le carte che la seguono</translation>
    </message>
    <message>
        <source>“+” (laid on the final turn) cannot change the score here: no multiplier applies to the final turn&apos;s melds in this game</source>
        <translation>«+» (calata nell&apos;ultimo turno) qui non può cambiare il punteggio: in questo gioco nessun moltiplicatore si applica alle combinazioni dell&apos;ultimo turno</translation>
    </message>
    <message>
        <source>“=” (part of the opening) cannot change the score here: only a barbelé side&apos;s opening is checked, and this player&apos;s side is not barbelé in this hand</source>
        <translation>«=» (parte dell&apos;apertura) qui non può cambiare il punteggio: si controlla solo l&apos;apertura di chi è in barbelé, e questo giocatore (o la sua coppia) non è in barbelé in questa smazzata</translation>
    </message>
    <message>
        <source>“%1” (how the meld was laid) cannot change the score here: no premium of this game depends on it</source>
        <translation>«%1» (come è stata calata la combinazione) qui non può cambiare il punteggio: nessun premio di questo gioco ne dipende</translation>
    </message>
</context>
<context>
    <name>pinaculo::NewGameDialog</name>
    <message>
        <source>none: one hand decides</source>
        <translation>nessuno: decide una sola smazzata</translation>
    </message>
    <message>
        <source>Players in seating order (%1 to %2)</source>
        <translation>Giocatori nell&apos;ordine dei posti (da %1 a %2)</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Nome della coppia</translation>
    </message>
    <message>
        <source>Partners (opposite)</source>
        <translation>Compagni (uno di fronte all&apos;altro)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
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
        <translation>%1: %2 (ha ripescato dopo %3)</translation>
    </message>
    <message>
        <source>Seats from the lowest card: %1. %2 deals first.</source>
        <translation>Posti dalla carta più bassa: %1. %2 è il primo mazziere.</translation>
    </message>
    <message>
        <source>Name, then %1</source>
        <translation>Nome, poi %1</translation>
    </message>
    <message>
        <source>Counter-clockwise turn order; %1 renames</source>
        <translation>Ordine di turno in senso antiorario; %1 rinomina</translation>
    </message>
</context>
<context>
    <name>pinaculo::NewTournamentDialog</name>
    <message>
        <source>New Tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <source>One pair or player a line, in the order of enrolment</source>
        <translation>Una coppia o un giocatore per riga, nell&apos;ordine di iscrizione</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Director:</source>
        <translation>&amp;Arbitro:</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Hands a round:</source>
        <translation>&amp;Smazzate per turno:</translation>
    </message>
    <message>
        <source>Victory &amp;points:</source>
        <translation>&amp;Punti vittoria:</translation>
    </message>
    <message>
        <source>&amp;Rounds:</source>
        <translation>&amp;Turni:</translation>
    </message>
    <message>
        <source>Movements:</source>
        <translation>Movimenti:</translation>
    </message>
    <message>
        <source>Mitchell &amp;step:</source>
        <translation>Spostamento &amp;Mitchell:</translation>
    </message>
    <message>
        <source>&amp;Entries:</source>
        <translation>&amp;Iscritti:</translation>
    </message>
    <message>
        <source>Mitchell</source>
        <translation>Mitchell</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danese</translation>
    </message>
    <message>
        <source>All-play-all</source>
        <translation>All&apos;italiana</translation>
    </message>
    <message>
        <source>By the director</source>
        <translation>Dall&apos;arbitro</translation>
    </message>
    <message>
        <source>Movement of round %1</source>
        <translation>Movimento del turno %1</translation>
    </message>
    <message>
        <source>Give the tournament a name.</source>
        <translation>Dare un nome al torneo.</translation>
    </message>
    <message>
        <source>Give the director&apos;s name: it signs every adjustment and correction.</source>
        <translation>Indicare il nome dell&apos;arbitro: firma ogni rettifica e ogni correzione.</translation>
    </message>
    <message>
        <source>List from 2 to %1 entries, one a line.</source>
        <translation>Elencare da 2 a %1 iscritti, uno per riga.</translation>
    </message>
    <message>
        <source>Entry %1 is longer than %2 characters.</source>
        <translation>L&apos;iscritto %1 ha più di %2 caratteri.</translation>
    </message>
    <message>
        <source>No time limit</source>
        <extracomment>The round&apos;s time left at 0: the round lasts its hands, with no clock.</extracomment>
        <translation>Senza limite di tempo</translation>
    </message>
    <message>
        <source> min</source>
        <extracomment>After the minutes of a round, &quot;40 min&quot;.</extracomment>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Time a round:</source>
        <translation>&amp;Tempo per turno:</translation>
    </message>
    <message>
        <source>Finish the hand in play</source>
        <translation>Finire la smazzata in corso</translation>
    </message>
    <message>
        <source>Pay the hand as the cards stand</source>
        <translation>Pagare la smazzata con le carte come stanno</translation>
    </message>
    <message>
        <source>When time is &amp;called:</source>
        <translation>Allo s&amp;cadere del tempo:</translation>
    </message>
</context>
<context>
    <name>pinaculo::NextHandPanel</name>
    <message>
        <source>Deals:</source>
        <translation>Mazziere:</translation>
    </message>
    <message>
        <source>Cuts:</source>
        <translation>Taglia:</translation>
    </message>
    <message>
        <source>Plays first:</source>
        <translation>Primo di mano:</translation>
    </message>
    <message>
        <source>Barbelé:</source>
        <translation>Barbelé:</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Smazzata successiva</translation>
    </message>
    <message>
        <source>Next hand: %1</source>
        <translation>Smazzata successiva: %1</translation>
    </message>
    <message>
        <source>%1 — exactly %2 cards for the exact-cut bonus of %3</source>
        <translation>%1 — esattamente %2 carte per il premio di taglio esatto di %3</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message numerus="yes">
        <source>%1 must open with at least %2 points</source>
        <translation>
            <numerusform>%1 deve aprire con almeno %2 punti</numerusform>
            <numerusform>%1 devono aprire con almeno %2 punti</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over: no more hands can be recorded.</source>
        <translation>La partita è finita: non si possono registrare altre smazzate.</translation>
    </message>
    <message>
        <source>Tied at the top: the game goes on for another hand.</source>
        <translation>Pareggio in testa: la partita continua per un&apos;altra smazzata.</translation>
    </message>
    <message numerus="yes">
        <source>%1 must open with at least %2 points</source>
        <comment>pairs, named by their team names</comment>
        <translation>
            <numerusform>La coppia %1 deve aprire con almeno %2 punti</numerusform>
            <numerusform>Le coppie %1 devono aprire con almeno %2 punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::PartnershipsModel</name>
    <message>
        <source>%1 and %2</source>
        <extracomment>Two partners who played on the same side: &quot;Ana y Bruno&quot;.</extracomment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Partite insieme</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% di vittorie</translation>
    </message>
</context>
<context>
    <name>pinaculo::PlayerResultPanel</name>
    <message>
        <source>%1, meld %2: %3</source>
        <translation>%1, combinazione %2: %3</translation>
    </message>
    <message>
        <source>%1, cards in hand: %2</source>
        <translation>%1, carte in mano: %2</translation>
    </message>
    <message>
        <source>Side: %1 (%2)</source>
        <translation>Coppia: %1 (%2)</translation>
    </message>
    <message>
        <source>Plays for themselves</source>
        <translation>Gioca per sé</translation>
    </message>
    <message>
        <source>%1 — barbelé: the opening must reach %2</source>
        <translation>%1 — barbelé: l&apos;apertura deve arrivare a %2</translation>
    </message>
    <message>
        <source>A player lays at most %1 melds in one hand.</source>
        <translation>Un giocatore cala al massimo %1 combinazioni in una smazzata.</translation>
    </message>
    <message>
        <source>Start a new meld (%1 in a meld field does the same)</source>
        <translation>Iniziare una nuova combinazione (%1 in un campo di combinazione fa lo stesso)</translation>
    </message>
    <message numerus="yes">
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 punto</numerusform>
            <numerusform>%1 punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards left in hand, e.g. %1, or their points — empty if none</source>
        <translation>Carte rimaste in mano, ad es. %1, o il loro valore — vuoto se non ce ne sono</translation>
    </message>
</context>
<context>
    <name>pinaculo::PointsOnlyTable</name>
    <message>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Melded points</source>
        <translation>Punti calati</translation>
    </message>
    <message>
        <source>Points left in hand</source>
        <translation>Carte in mano (punti)</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>What %1 laid on the table, counted</source>
        <translation>Quanto %1 ha calato sul tavolo, contato</translation>
    </message>
    <message>
        <source>What %1 was left holding, counted (it is taken off)</source>
        <translation>Quanto è rimasto in mano a %1, contato (si sottrae)</translation>
    </message>
    <message>
        <source>%1 went out</source>
        <translation>%1 ha chiuso</translation>
    </message>
    <message>
        <source>Points only: the table counts and types the totals. No premium, multiplier, opening check or penalty is judged; untick “Points only” to enter the cards instead.</source>
        <translation>Solo punti: il tavolo conta e inserisce i totali. Non si valutano premi, moltiplicatori, controllo di apertura né penalità; per inserire le carte, togliere la spunta a «Solo punti».</translation>
    </message>
</context>
<context>
    <name>pinaculo::PrintoutActions</name>
    <message>
        <source>&amp;Standings…</source>
        <translation>&amp;Classifica…</translation>
    </message>
    <message>
        <source>&amp;Table Cards…</source>
        <translation>Cartelli dei &amp;tavoli…</translation>
    </message>
    <message>
        <source>S&amp;core Cards of the Round…</source>
        <translation>&amp;Fogli dei punti del turno…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Stampa</translation>
    </message>
    <message>
        <source>Save as P&amp;DF</source>
        <translation>Salva come P&amp;DF</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Salva come PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>%1: standings</source>
        <extracomment>A printout&apos;s title: the tournament&apos;s name and what is printed.</extracomment>
        <translation>%1: classifica</translation>
    </message>
    <message>
        <source>%1: table cards</source>
        <translation>%1: cartelli dei tavoli</translation>
    </message>
    <message>
        <source>%1: score cards of round %2</source>
        <translation>%1: fogli dei punti del turno %2</translation>
    </message>
    <message>
        <source>Seat a round first.</source>
        <translation>Assegnare prima un turno.</translation>
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
        <translation>Vista per proiettore</translation>
    </message>
    <message>
        <source>No tournament open</source>
        <translation>Nessun torneo aperto</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Nessun turno ancora assegnato</translation>
    </message>
    <message>
        <source>Round %1 of %2: seating</source>
        <translation>Turno %1 di %2: abbinamenti</translation>
    </message>
</context>
<context>
    <name>pinaculo::RenamePlayerCommand</name>
    <message>
        <source>rename %1 to %2</source>
        <translation>rinominare %1 in %2</translation>
    </message>
</context>
<context>
    <name>pinaculo::RoundClockControl</name>
    <message>
        <source>Start C&amp;lock</source>
        <translation>A&amp;vvia il cronometro</translation>
    </message>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Metti in pausa il cronometro</translation>
    </message>
    <message>
        <source>R&amp;eset Clock</source>
        <translation>Azz&amp;era il cronometro</translation>
    </message>
    <message>
        <source>Res&amp;ume Clock</source>
        <translation>&amp;Riprendi il cronometro</translation>
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
        <translation>In gioco</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Consegnato</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confermato</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Accettato</translation>
    </message>
    <message>
        <source>forfeit: %1 absent</source>
        <translation>forfait: assente %1</translation>
    </message>
    <message>
        <source>%1 (game file)</source>
        <translation>%1 (file di partita)</translation>
    </message>
    <message>
        <source>%1 (corrected)</source>
        <translation>%1 (corretto)</translation>
    </message>
    <message>
        <source>Rests</source>
        <translation>Riposa</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Nord-Sud</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Est-Ovest</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
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
        <translation>Uno tra: %1</translation>
    </message>
    <message>
        <source>Changed from the variant&apos;s preset</source>
        <translation>Diverso dal solito in questa variante</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Abituale</translation>
    </message>
</context>
<context>
    <name>pinaculo::RuleParametersSection</name>
    <message>
        <source>Every rule parameter</source>
        <translation>Tutti i parametri delle regole</translation>
    </message>
    <message>
        <source>The values a new game of this variant starts from; the New Game dialog can change any of them for one game.</source>
        <translation>I valori da cui parte una nuova partita di questa variante; la finestra Nuova partita può cambiarne uno qualsiasi per una partita.</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametro</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Abituale</translation>
    </message>
</context>
<context>
    <name>pinaculo::RulePresetBar</name>
    <message>
        <source>&amp;House rules:</source>
        <translation>Rego&amp;le di casa:</translation>
    </message>
    <message>
        <source>Keep the rules set here under a name, to choose them again</source>
        <translation>Salvare con un nome le regole impostate qui, per sceglierle di nuovo</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Delete the chosen house rules</source>
        <translation>Eliminare le regole di casa scelte</translation>
    </message>
    <message>
        <source>House rules saved before: choosing one sets the variant and every rule</source>
        <translation>Regole di casa salvate in precedenza: sceglierne una imposta la variante e tutte le regole</translation>
    </message>
    <message>
        <source>The variant&apos;s own rules</source>
        <translation>Della variante</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Save House Rules</source>
        <translation>Salva regole di casa</translation>
    </message>
    <message>
        <source>Name of these house rules:</source>
        <translation>Nome di queste regole di casa:</translation>
    </message>
    <message>
        <source>House rules named &quot;%1&quot; already exist. Replace them?</source>
        <translation>Esistono già regole di casa chiamate «%1». Sostituirle?</translation>
    </message>
    <message>
        <source>Delete House Rules</source>
        <translation>Elimina regole di casa</translation>
    </message>
    <message>
        <source>Delete the house rules &quot;%1&quot;? Games played with them keep their rules.</source>
        <translation>Eliminare le regole di casa «%1»? Le partite giocate con esse mantengono le loro regole.</translation>
    </message>
    <message>
        <source>Sav&amp;e…</source>
        <translation>Salva co&amp;n nome…</translation>
    </message>
</context>
<context>
    <name>pinaculo::RunningTotalsChart</name>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Obiettivo: %1</translation>
    </message>
</context>
<context>
    <name>pinaculo::ScoreSheetSharing</name>
    <message>
        <source>&amp;Copy Score Sheet as Text</source>
        <translation>&amp;Copia il foglio dei punti come testo</translation>
    </message>
    <message>
        <source>Copy the score sheet as plain text, to paste into a message</source>
        <translation>Copiare il foglio dei punti come testo, da incollare in un messaggio</translation>
    </message>
    <message>
        <source>Copy Score Sheet as &amp;Image</source>
        <translation>Copia il foglio dei punti come &amp;immagine</translation>
    </message>
    <message>
        <source>Copy the score sheet as a picture, to paste into a chat</source>
        <translation>Copiare il foglio dei punti come immagine, da incollare in una chat</translation>
    </message>
    <message>
        <source>Export as &amp;CSV</source>
        <translation>Esporta come CS&amp;V</translation>
    </message>
    <message>
        <source>&amp;Score Sheet…</source>
        <translation>&amp;Foglio dei punti…</translation>
    </message>
    <message>
        <source>Write every hand&apos;s points and running totals to a CSV file for a spreadsheet</source>
        <translation>Esportare i punti di ogni smazzata e i totali in un file CSV per un foglio di calcolo</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Write every player&apos;s record across the stored games to a CSV file</source>
        <translation>Esportare in un file CSV le statistiche di ogni giocatore su tutte le partite salvate</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Score sheet copied as text.</source>
        <translation>Foglio dei punti copiato come testo.</translation>
    </message>
    <message>
        <source>Score sheet copied as a picture.</source>
        <translation>Foglio dei punti copiato come immagine.</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Written to %1</source>
        <translation>Salvato in %1</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>Export Score Sheet as CSV</source>
        <extracomment>The proposed file name of an exported score sheet; %1 is today&apos;s date (2026-03-14).</extracomment>
        <translation>Esporta il foglio dei punti come CSV</translation>
    </message>
    <message>
        <source>score-%1.csv</source>
        <translation>punti-%1.csv</translation>
    </message>
    <message>
        <source>Export Statistics as CSV</source>
        <extracomment>The proposed file name of exported statistics; %1 is today&apos;s date (2026-03-14).</extracomment>
        <translation>Esporta le statistiche come CSV</translation>
    </message>
    <message>
        <source>statistics-%1.csv</source>
        <translation>statistiche-%1.csv</translation>
    </message>
    <message>
        <source>The file was not written: %1.</source>
        <translation>Il file non è stato salvato: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::ScoreboardModel</name>
    <message numerus="yes">
        <source>%1 was barbelé in hand %2: the first meld had to reach %3 points.</source>
        <translation>
            <numerusform>%1 era in barbelé nella smazzata %2: l&apos;apertura doveva arrivare a %3 punti.</numerusform>
            <numerusform>%1 erano in barbelé nella smazzata %2: l&apos;apertura doveva arrivare a %3 punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>This hand has referee warnings: select it to read them.</source>
        <translation>Questa smazzata ha avvisi dell&apos;arbitro: selezionarla per leggerli.</translation>
    </message>
    <message>
        <source>The number of the hand</source>
        <translation>Il numero della smazzata</translation>
    </message>
    <message>
        <source>Who dealt the hand</source>
        <translation>Chi ha distribuito la smazzata</translation>
    </message>
    <message>
        <source>Points %1 scored in the hand</source>
        <translation>Punti di %1 nella smazzata</translation>
    </message>
    <message>
        <source>Running total of %1 after the hand</source>
        <translation>Totale progressivo di %1 dopo la smazzata</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Points %1 (%2) scored in the hand</source>
        <translation>Punti di %1 (%2) nella smazzata</translation>
    </message>
    <message>
        <source>(%1)</source>
        <comment>points of a hand played after the end, which do not count</comment>
        <translation>(%1)</translation>
    </message>
    <message>
        <source>Hand %1 was played after the end of the game (decided in hand %2): it counts for nothing.</source>
        <translation>La smazzata %1 è stata giocata dopo la fine della partita (decisa nella smazzata %2): non conta.</translation>
    </message>
    <message>
        <source>%1 was barbelé in hand %2: the first meld had to reach %3 points.</source>
        <comment>a pair, named by its team name</comment>
        <translation>La coppia %1 era in barbelé nella smazzata %2: l&apos;apertura doveva arrivare a %3 punti.</translation>
    </message>
    <message>
        <source>%1 scored %2 in hand %3</source>
        <translation>%1: %2 nella smazzata %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::ShareBoardDialog</name>
    <message>
        <source>QR code of %1</source>
        <translation>Codice QR di %1</translation>
    </message>
    <message numerus="yes">
        <source>%n phone(s) watching</source>
        <translation>
            <numerusform>%n telefono collegato</numerusform>
            <numerusform>%n telefoni collegati</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pinaculo::StandingsModel</name>
    <message>
        <source>%1 (withdrew after round %2)</source>
        <translation>%1 (ritirato dopo il turno %2)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Iscritto</translation>
    </message>
    <message>
        <source>VP</source>
        <extracomment>Victory points, as the tournament&apos;s rules abbreviate them.</extracomment>
        <translation>VP</translation>
    </message>
    <message>
        <source>MP diff.</source>
        <extracomment>Match points won minus match points lost.</extracomment>
        <translation>Diff. MP</translation>
    </message>
    <message>
        <source>MP for</source>
        <translation>MP fatti</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
</context>
<context>
    <name>pinaculo::StartPage</name>
    <message>
        <source>There is no unfinished game to continue</source>
        <translation>Non c&apos;è nessuna partita non finita da continuare</translation>
    </message>
    <message>
        <source>Press %1 or double-click to open</source>
        <translation>Premere %1 o fare doppio clic per aprire</translation>
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
        <translation>Tutte le varianti</translation>
    </message>
    <message>
        <source>No games stored yet.</source>
        <translation>Ancora nessuna partita salvata.</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Games played and won</source>
        <translation>Partite giocate e vinte</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Choose two players to see how they fared against each other.</source>
        <translation>Scegliere due giocatori per vedere com&apos;è andata tra loro.</translation>
    </message>
    <message>
        <source>%1 and %2 have not played against each other.</source>
        <translation>%1 e %2 non hanno giocato l&apos;uno contro l&apos;altro.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) against each other</source>
        <translation>
            <numerusform>%n partita l&apos;uno contro l&apos;altro</numerusform>
            <numerusform>%n partite l&apos;uno contro l&apos;altro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n won</source>
        <translation>
            <numerusform>%1: %n vinta</numerusform>
            <numerusform>%1: %n vinte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finished as a draw or won by another side</source>
        <translation>
            <numerusform>%n finita in pareggio o vinta da altri</numerusform>
            <numerusform>%n finite in pareggio o vinte da altri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n still being played</source>
        <translation>
            <numerusform>%n ancora in corso</numerusform>
            <numerusform>%n ancora in corso</numerusform>
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
        <translation>%1 ha vinto %2 di %3 partite finite</translation>
    </message>
    <message>
        <source>Games won out of games finished; a game still being played does not count</source>
        <translation>Partite vinte sulle partite finite; una partita ancora in corso non conta</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>% di vittorie</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>Average hand</source>
        <translation>Media per smazzata</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Migliore smazzata</translation>
    </message>
    <message>
        <source>Premium melds</source>
        <translation>Combinazioni premiate</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Ha chiuso</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Punti di penalità</translation>
    </message>
</context>
<context>
    <name>pinaculo::StoredGames</name>
    <message>
        <source>Every change is saved again.</source>
        <translation>Ogni modifica viene di nuovo salvata.</translation>
    </message>
    <message>
        <source>Stored game</source>
        <translation>Partita salvata</translation>
    </message>
    <message>
        <source>The stored game cannot be opened: %1</source>
        <translation>Impossibile aprire la partita salvata: %1</translation>
    </message>
    <message>
        <source>This game was stored before today&apos;s limits: %1. It opens as it was; a change to it must keep to the limits.</source>
        <translation>Questa partita è stata salvata prima dei limiti attuali: %1. Si apre così com&apos;era; una modifica deve rispettare i limiti.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Non salvato</translation>
    </message>
    <message>
        <source>The last changes could not be saved in the database: %1

Export the game to a game file before quitting?</source>
        <translation>Impossibile salvare le ultime modifiche nel database: %1

Esportare la partita in un file di partita prima di uscire?</translation>
    </message>
    <message>
        <source>The last change could not be saved in the database: %1

It stays in the window and is saved with the next change once the database accepts it again.</source>
        <translation>Impossibile salvare l&apos;ultima modifica nel database: %1

Resta nella finestra e verrà salvata con la modifica successiva quando il database la accetterà di nuovo.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non salvato: %1</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>Database replaced</source>
        <translation>Database sostituito</translation>
    </message>
    <message>
        <source>The game was saved as a new game in the database now at %1.</source>
        <translation>La partita è stata salvata come nuova partita nel database che ora si trova in %1.</translation>
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
        <translation>Anteprima di stampa: %1</translation>
    </message>
    <message>
        <source>Print the game summary</source>
        <translation>Stampa il riepilogo della partita</translation>
    </message>
    <message>
        <source>The summary could not be sent to the printer %1.</source>
        <translation>Impossibile inviare il riepilogo alla stampante %1.</translation>
    </message>
    <message>
        <source>game-summary.pdf</source>
        <translation>riepilogo-partita.pdf</translation>
    </message>
    <message>
        <source>Export the game summary as PDF</source>
        <translation>Esporta il riepilogo della partita in PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>File PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The summary was not saved: %1.</source>
        <translation>Il riepilogo non è stato salvato: %1.</translation>
    </message>
</context>
<context>
    <name>pinaculo::TableActions</name>
    <message>
        <source>&amp;Match Points…</source>
        <translation>&amp;Punti partita…</translation>
    </message>
    <message>
        <source>Take In &amp;Game File…</source>
        <translation>Acquisisci file di parti&amp;ta…</translation>
    </message>
    <message>
        <source>Take In Game File</source>
        <translation>Acquisisci file di partita</translation>
    </message>
    <message>
        <source>Game files (*.json)</source>
        <translation>File di partita (*.json)</translation>
    </message>
    <message>
        <source>&amp;Forfeit…</source>
        <translation>&amp;Forfait…</translation>
    </message>
    <message>
        <source>A&amp;ccept</source>
        <translation>A&amp;ccetta</translation>
    </message>
    <message>
        <source>A&amp;djust…</source>
        <translation>R&amp;ettifica…</translation>
    </message>
    <message>
        <source>C&amp;orrect…</source>
        <translation>C&amp;orreggi…</translation>
    </message>
    <message>
        <source>Select a table first.</source>
        <translation>Selezionare prima un tavolo.</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tavolo %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Forfeit at Table %1</source>
        <translation>Forfait al tavolo %1</translation>
    </message>
    <message>
        <source>The entry that did not come:</source>
        <translation>L&apos;iscritto che non si è presentato:</translation>
    </message>
    <message>
        <source>Seat a round first.</source>
        <translation>Assegnare prima un turno.</translation>
    </message>
    <message>
        <source>&amp;Late Arrival…</source>
        <translation>&amp;Ritardo…</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>&amp;Hands…</source>
        <translation>&amp;Smazzate…</translation>
    </message>
    <message>
        <source>Co&amp;nfirm</source>
        <translation>Co&amp;nferma</translation>
    </message>
    <message>
        <source>One player of each side has agreed the table&apos;s result</source>
        <translation>Un giocatore per parte ha approvato il risultato del tavolo</translation>
    </message>
</context>
<context>
    <name>pinaculo::TableHandsDialog</name>
    <message>
        <source>The sides are &amp;pairs</source>
        <translation>Si gioca in &amp;coppia</translation>
    </message>
    <message>
        <source>&amp;Record Hand…</source>
        <translation>Re&amp;gistra smazzata…</translation>
    </message>
    <message>
        <source>&amp;Edit Hand…</source>
        <translation>&amp;Modifica smazzata…</translation>
    </message>
    <message>
        <source>Hands at Table %1</source>
        <translation>Smazzate del tavolo %1</translation>
    </message>
    <message numerus="yes">
        <source>Round %1, table %2: %n hand(s), as the table&apos;s score card gives them.</source>
        <translation>
            <numerusform>Turno %1, tavolo %2: %n smazzata, come la riporta il foglio dei punti del tavolo.</numerusform>
            <numerusform>Turno %1, tavolo %2: %n smazzate, come le riporta il foglio dei punti del tavolo.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take In</source>
        <translation>&amp;Acquisisci</translation>
    </message>
    <message>
        <source>Discard the hands typed for table %1?</source>
        <translation>Annullare le smazzate inserite per il tavolo %1?</translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n hand(s): take it in.</source>
        <translation>
            <numerusform>La partita è finita dopo %n smazzata: acquisitela.</numerusform>
            <numerusform>La partita è finita dopo %n smazzate: acquisitela.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands recorded: %1 of %2.</source>
        <translation>Smazzate registrate: %1 di %2.</translation>
    </message>
</context>
<context>
    <name>pinaculo::TournamentDocument</name>
    <message>
        <source>round %1, table %2: %3</source>
        <translation>turno %1, tavolo %2: %3</translation>
    </message>
</context>
<context>
    <name>pinaculo::TournamentRulesDialog</name>
    <message>
        <source>Tournament Rules</source>
        <translation>Regolamento dei tornei</translation>
    </message>
    <message>
        <source>Tournament rules</source>
        <translation>Regolamento dei tornei</translation>
    </message>
</context>
<context>
    <name>pinaculo::UndoActions</name>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annulla %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ripeti %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
</context>
<context>
    <name>pinaculo::WindowDialogs</name>
    <message>
        <source>About Pináculo</source>
        <translation>Informazioni su Pináculo</translation>
    </message>
    <message>
        <source>Summary written to %1</source>
        <translation>Riepilogo salvato in %1</translation>
    </message>
    <message>
        <source>Pináculo %1</source>
        <translation>Pináculo %1</translation>
    </message>
    <message>
        <source>Score keeper and referee for Pináculo, Pinacle and Pinnacola: record each hand, and the application scores it, explains every line, keeps the running totals, tells who is barbelé and declares the winner.</source>
        <translation>Segnapunti e arbitro per Pináculo, Pinacle e Pinnacola: si registra ogni smazzata e l&apos;applicazione la conteggia, spiega ogni voce, tiene i totali progressivi, indica chi è in barbelé e proclama il vincitore.</translation>
    </message>
    <message>
        <source>Free software under the licence %1: the GNU General Public License, version 3 or any later version.</source>
        <translation>Software libero con la licenza %1: la GNU General Public License, versione 3 o qualsiasi versione successiva.</translation>
    </message>
</context>
</TS>
