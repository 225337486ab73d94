// Every stored hand, opened for editing and confirmed without a change, comes back exactly as
// it was, in every window language: through the hand entry dialog alone, and through the main
// window's Edit action, with the game in the database and its export checked afterwards. Guards the bug where a Spanish or
// Italian window turned clubs into hearts (fields filled in English letters, read back in the
// local ones). Runs over the project's own game files and, when present, the shared acceptance
// cases.
#include "database.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamerepository.h"
#include "gamescorer.h"
#include "scoresheet/gameview.h"
#include "handentry/handentrydialog.h"
#include "window/mainwindow.h"
#include "scorejsonwriter.h"
#include "languages.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace pinaculo;

namespace {

struct GameFile
{
    QString path;
    Game game;
};

// The game files of a folder that read successfully, in name order.
QList<GameFile> readableGames(const QString &folder)
{
    QList<GameFile> games;
    const QDir dir(folder);
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        const GameFileReader::Result read = GameFileReader::readFile(path);
        if (read.ok())
            games.append({path, read.game});
    }
    return games;
}

QString ownDataFolder()
{
    return QStringLiteral(PINACULO_TEST_DATA);
}

QString sharedCasesFolder()
{
    return QDir::cleanPath(QStringLiteral(PINACULO_SOURCE_DIR "/../shared/cases"));
}

void switchLanguage(const QString &language)
{
    QVERIFY(Translations::install(language));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

// One hand as its game file writes it, for readable failure messages.
QByteArray handJson(const Game &game, int index)
{
    const QJsonArray hands
        = GameFileWriter::toJsonObject(game, GameScorer::score(game)).value(u"hands").toArray();
    return QJsonDocument(hands.at(index).toObject()).toJson(QJsonDocument::Compact);
}

QByteArray scoreJson(const Game &game)
{
    return ScoreJsonWriter::write(game, GameScorer::score(game), QJsonDocument::Compact);
}

QString where(const QString &path, const QString &language, int hand)
{
    return QStringLiteral("%1, hand %2, language %3")
        .arg(QFileInfo(path).fileName())
        .arg(hand + 1)
        .arg(language);
}

QPushButton *okButton(const QDialog &dialog)
{
    auto *box = dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    return box ? box->button(QDialogButtonBox::Ok) : nullptr;
}

// Opens every hand of the game in a dialog built as the main window builds it for "Edit hand",
// clicks OK without touching anything, and checks the record and the game's scores.
void confirmEveryHandUntouched(const GameFile &file, const QString &language)
{
    const Game &game = file.game;
    const GameResult result = GameScorer::score(game);
    const QByteArray scores = scoreJson(game);
    for (int i = 0; i < game.hands.size(); ++i) {
        const QString place = where(file.path, language, i);
        HandEntryDialog dialog(game.setup, i, result.hands.at(i).barbele);
        dialog.setRecord(game.hands.at(i));
        dialog.show();
        QPushButton *ok = okButton(dialog);
        QVERIFY2(ok, qPrintable(place));
        QVERIFY2(ok->isEnabled(), qPrintable(place + QStringLiteral(": OK is disabled")));
        QTest::mouseClick(ok, Qt::LeftButton);
        QVERIFY2(!dialog.isVisible(),
                 qPrintable(place + QStringLiteral(": the dialog stayed open")));
        QVERIFY2(dialog.result() == QDialog::Accepted, qPrintable(place));

        const HandRecord record = dialog.record();
        Game edited = game;
        edited.hands[i] = record;
        QCOMPARE(handJson(edited, i), handJson(game, i));
        QVERIFY2(record == game.hands.at(i), qPrintable(place));
        QCOMPARE(scoreJson(edited), scores);
    }
}

// Opens the file in a main window saving to a database, as the application runs, edits every
// hand through the Edit action, confirms it unchanged, and checks that the game stays as read,
// in the window and in the database, and exports as it was read.
void editEveryHandInTheWindow(MainWindow &window, const Database &database, const GameFile &file,
                              const QString &language)
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY2(window.openGameFile(file.path), qPrintable(file.path));
    GameDocument *document = window.document();
    QVERIFY(document);
    QCOMPARE(document->game(), file.game);
    auto *edit = window.findChild<QAction *>(QStringLiteral("actionEditHand"));
    QVERIFY(edit);

    for (int i = 0; i < file.game.hands.size(); ++i) {
        const QString place = where(file.path, language, i);
        window.gameView()->selectHand(i);
        QCOMPARE(window.gameView()->currentHand(), i);
        QVERIFY2(edit->isEnabled(), qPrintable(place));
        edit->trigger();
        const QList<HandEntryDialog *> dialogs = window.findChildren<HandEntryDialog *>();
        QVERIFY2(dialogs.size() == 1, qPrintable(place));
        HandEntryDialog *dialog = dialogs.first();
        QVERIFY2(dialog->isVisible(), qPrintable(place));
        QPushButton *ok = okButton(*dialog);
        QVERIFY2(ok && ok->isEnabled(), qPrintable(place + QStringLiteral(": OK is disabled")));
        QTest::mouseClick(ok, Qt::LeftButton);
        // Closed and, being WA_DeleteOnClose, gone.
        QVERIFY2(!dialog->isVisible(),
                 qPrintable(place + QStringLiteral(": the dialog stayed open")));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY2(window.findChildren<HandEntryDialog *>().isEmpty(), qPrintable(place));

        QCOMPARE(handJson(document->game(), i), handJson(file.game, i));
        QVERIFY2(document->game() == file.game, qPrintable(place));
        QVERIFY2(document->undoStack()->count() == 0,
                 qPrintable(place + QStringLiteral(": an edit was recorded")));
        QVERIFY2(!window.isWindowModified(), qPrintable(place));
    }

    const std::optional<Game> stored
        = GameRepository(database.storage()).loadGame(window.autosaver()->gameId());
    QVERIFY2(stored, qPrintable(file.path));
    QVERIFY2(*stored == file.game,
             qPrintable(file.path + QStringLiteral(": the stored game changed")));

    const QString exported = dir.filePath(QStringLiteral("exported.json"));
    QVERIFY(window.exportGameFile(exported));
    QFile written(exported);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), GameFileWriter::toJson(file.game, GameScorer::score(file.game)));
}

} // namespace

class TestGuiEditRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void clubsGameHasWhatTheBugNeeds();
    void ownGamesThroughTheDialog_data();
    void ownGamesThroughTheDialog();
    void ownGamesThroughTheMainWindow_data();
    void ownGamesThroughTheMainWindow();
    void sharedCasesThroughTheDialog();
};

void TestGuiEditRoundTrip::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("PinaculoTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_gui_editroundtrip"));
}

void TestGuiEditRoundTrip::init()
{
    QSettings().clear();
}

void TestGuiEditRoundTrip::cleanup()
{
    Translations::install(QStringLiteral("en"));
}

// The file the bug was found with: clubs throughout, a dirty escalera of clubs with an
// off-suit two, a two of clubs as a wild, jokers in melds, rescued and in hand.
void TestGuiEditRoundTrip::clubsGameHasWhatTheBugNeeds()
{
    const QString path = QDir(ownDataFolder()).filePath(QStringLiteral("edit-clubs.game.json"));
    const GameFileReader::Result read = GameFileReader::readFile(path);
    QVERIFY2(read.ok(), qPrintable(read.error.text()));
    const GameResult result = GameScorer::score(read.game);

    bool dirtyClubsEscalera = false;
    bool twoOfClubsAsWild = false;
    bool joker = false;
    for (const HandOutcome &hand : result.hands) {
        for (const ScoreLine &line : hand.score.lines) {
            if (line.kind != ScoreLine::Kind::Meld)
                continue;
            const bool clubsRun = line.cards.size() == 12
                && std::count_if(line.cards.begin(), line.cards.end(),
                                 [](const Card &c) { return c.suit == Suit::Clubs; })
                    >= 11;
            if (clubsRun && line.premium == Premium::DirtyEscalera)
                dirtyClubsEscalera = true;
            for (const Card &card : line.cards) {
                joker = joker || card.isJoker();
                if (card == Card {Rank::Two, Suit::Clubs} && !clubsRun)
                    twoOfClubsAsWild = true;
            }
        }
    }
    QVERIFY(dirtyClubsEscalera);
    QVERIFY(twoOfClubsAsWild);
    QVERIFY(joker);
}

void TestGuiEditRoundTrip::ownGamesThroughTheDialog_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : Languages::codes())
        QTest::newRow(qPrintable(language)) << language;
}

void TestGuiEditRoundTrip::ownGamesThroughTheDialog()
{
    QFETCH(QString, language);
    switchLanguage(language);
    const QList<GameFile> games = readableGames(ownDataFolder());
    QVERIFY(games.size() >= 5);
    QVERIFY(std::any_of(games.begin(), games.end(), [](const GameFile &file) {
        return file.path.endsWith(u"edit-clubs.game.json");
    }));
    for (const GameFile &file : games) {
        confirmEveryHandUntouched(file, language);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestGuiEditRoundTrip::ownGamesThroughTheMainWindow_data()
{
    ownGamesThroughTheDialog_data();
}

void TestGuiEditRoundTrip::ownGamesThroughTheMainWindow()
{
    QFETCH(QString, language);
    const QList<GameFile> games = readableGames(ownDataFolder());
    QVERIFY(!games.isEmpty());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Database database;
    const Database::OpenResult opened
        = database.open(dir.filePath(QStringLiteral("games.sqlite")), Database::Access::Exclusive);
    QVERIFY(opened.ok());
    MainWindow window;
    window.setAutosaver(new GameAutosaver(database.storage(), &window));
    window.setLanguage(language);
    window.show();
    for (const GameFile &file : games) {
        editEveryHandInTheWindow(window, database, file, language);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestGuiEditRoundTrip::sharedCasesThroughTheDialog()
{
    const QString folder = sharedCasesFolder();
    if (!QFileInfo(folder).isDir())
        QSKIP(qPrintable(
            QStringLiteral("the shared acceptance cases are not present (%1)").arg(folder)));

    QList<GameFile> games;
    QDirIterator it(folder, {QStringLiteral("*.game.json")}, QDir::Files,
                    QDirIterator::Subdirectories);
    QStringList paths;
    while (it.hasNext())
        paths.append(it.next());
    paths.sort();
    for (const QString &path : std::as_const(paths)) {
        const GameFileReader::Result read = GameFileReader::readFile(path);
        if (read.ok())
            games.append({path, read.game});
    }
    QVERIFY2(!games.isEmpty(), qPrintable(folder));

    for (const QString &language : Languages::codes()) {
        switchLanguage(language);
        if (QTest::currentTestFailed())
            return;
        for (const GameFile &file : std::as_const(games)) {
            confirmEveryHandUntouched(file, language);
            if (QTest::currentTestFailed())
                return;
        }
    }
}

QTEST_MAIN(TestGuiEditRoundTrip)
#include "tst_gui_editroundtrip.moc"
