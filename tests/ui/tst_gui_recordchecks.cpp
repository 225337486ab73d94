#include "cards/cardlineedit.h"
#include "cardnotation.h"
#include "database.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "handentry/handentrydialog.h"
#include "passcounter.h"
#include "scoresheet/gameview.h"
#include "support/gamefiletest.h"
#include "support/testgames.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace pinaculo;

// A hand recorded in the window is validated once and scored once after its last key, a new
// hand and a correction alike: the dialog's live check is the one OK trusts, and neither the
// edit, the document nor the autosaver asks again (PassCounter counts every pass).
class TestGuiRecordChecks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void newHandIsCheckedOnce();
    void correctionIsCheckedOnce();
    void openedFileIsScoredOnce();

private:
    // Types `meld` into the first meld of the first player, the last key apart: the passes
    // are counted from just before it until the hand is in the game.
    void typeAndConfirm(HandEntryDialog *dialog, const QString &meld);

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    int m_databaseCount = 0;
    quint64 m_validations = 0;
    quint64 m_scorings = 0;
};

namespace {

using testgames::meldHand;

// Ana and Bruno at Pináculo after `hands` hands in which Ana melded a run of three.
Game gameOf(int hands)
{
    Game game;
    game.setup = testgames::setupOf(Variant::Pinaculo, 2);
    for (int i = 0; i < hands; ++i)
        game.hands.append(meldHand(QStringLiteral("5S 6S 7S"), 2));
    return game;
}

} // namespace

void TestGuiRecordChecks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestGuiRecordChecks::init()
{
    m_db = std::make_unique<Database>();
    const QString path = m_dir.filePath(QStringLiteral("games-%1.sqlite").arg(++m_databaseCount));
    QVERIFY(m_db->open(path, Database::Access::Exclusive).ok());
}

void TestGuiRecordChecks::cleanup()
{
    m_db.reset();
}

void TestGuiRecordChecks::typeAndConfirm(HandEntryDialog *dialog, const QString &meld)
{
    dialog->setPointsOnly(false);
    auto *cards = dialog->findChild<QWidget *>(QStringLiteral("player_0"))
                      ->findChild<CardLineEdit *>(QStringLiteral("meldCards_0"));
    QVERIFY(cards);
    cards->setFocus();
    cards->selectAll();
    QTest::keyClicks(cards, meld.chopped(1));
    m_validations = PassCounter::count(PassCounter::Kind::Validation);
    m_scorings = PassCounter::count(PassCounter::Kind::Scoring);
    QTest::keyClicks(cards, meld.right(1));
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"))
                          ->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());
    QTest::mouseClick(ok, Qt::LeftButton);
    m_validations = PassCounter::count(PassCounter::Kind::Validation) - m_validations;
    m_scorings = PassCounter::count(PassCounter::Kind::Scoring) - m_scorings;
}

void TestGuiRecordChecks::newHandIsCheckedOnce()
{
    MainWindow window;
    auto *autosaver = new GameAutosaver(m_db->storage(), &window);
    window.setAutosaver(autosaver);
    window.openGame(gameOf(0));
    // The first hand of a game also stores the game: even then nothing scores it again.
    for (int count = 1; count <= 3; ++count) {
        window.findChild<QAction *>(QStringLiteral("actionRecordHand"))->trigger();
        auto *dialog = window.findChild<HandEntryDialog *>();
        QVERIFY(dialog);
        typeAndConfirm(dialog, QStringLiteral("5S 6S 7S 8S"));
        QCOMPARE(window.document()->handCount(), count);
        QCOMPARE(window.document()->game().hands.last(),
                 meldHand(QStringLiteral("5S 6S 7S 8S"), 2));
        QVERIFY(autosaver->isSaved());
        QCOMPARE(m_validations, 1u);
        QCOMPARE(m_scorings, 1u);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
}

void TestGuiRecordChecks::correctionIsCheckedOnce()
{
    MainWindow window;
    auto *autosaver = new GameAutosaver(m_db->storage(), &window);
    window.setAutosaver(autosaver);
    window.openGame(gameOf(6));
    window.gameView()->selectHand(1);
    window.findChild<QAction *>(QStringLiteral("actionEditHand"))->trigger();
    auto *dialog = window.findChild<HandEntryDialog *>();
    QVERIFY(dialog);
    typeAndConfirm(dialog, QStringLiteral("5S 6S 7S 8S"));
    QCOMPARE(window.document()->game().hands.at(1), meldHand(QStringLiteral("5S 6S 7S 8S"), 2));
    QVERIFY(autosaver->isSaved());
    // One pass over the whole game validates the correction with every later hand and scores
    // it; nothing after it asks again.
    QCOMPARE(m_validations, 1u);
    QCOMPARE(m_scorings, 1u);
}

// A game file is validated and scored as it is read; the game on the table takes that result,
// and the autosaver stores the game with it.
void TestGuiRecordChecks::openedFileIsScoredOnce()
{
    const QString path = m_dir.filePath(QStringLiteral("six-hands.json"));
    QString error;
    QVERIFY2(gamefiletest::write(gameOf(6), path, &error), qPrintable(error));
    MainWindow window;
    auto *autosaver = new GameAutosaver(m_db->storage(), &window);
    window.setAutosaver(autosaver);
    const quint64 validations = PassCounter::count(PassCounter::Kind::Validation);
    const quint64 scorings = PassCounter::count(PassCounter::Kind::Scoring);
    QVERIFY(window.openGameFile(path));
    QCOMPARE(window.document()->game(), gameOf(6));
    QVERIFY(autosaver->isSaved());
    QCOMPARE(PassCounter::count(PassCounter::Kind::Validation) - validations, 1u);
    QCOMPARE(PassCounter::count(PassCounter::Kind::Scoring) - scorings, 1u);
}

QTEST_MAIN(TestGuiRecordChecks)
#include "tst_gui_recordchecks.moc"
