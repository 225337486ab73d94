#include "recordcheckbench.h"

#include "benchreport.h"
#include "cards/cardlineedit.h"
#include "database.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "handentry/handentrydialog.h"
#include "handentry/handentrylauncher.h"
#include "passcounter.h"
#include "randomgame.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

namespace pinaculo {

namespace {

struct Counted
{
    quint64 validations = 0;
    quint64 scorings = 0;
    QString failure;
};

// Types the first player's first meld with its last key apart, then counts the passes from
// that key through OK until the dialog has handed the hand over.
Counted typeLastKeyAndConfirm(HandEntryDialog *dialog, const CardList &meld)
{
    Counted counted;
    dialog->setPointsOnly(false);
    QWidget *page = dialog->findChild<QWidget *>(QStringLiteral("player_0"));
    auto *cards = page ? page->findChild<CardLineEdit *>(QStringLiteral("meldCards_0")) : nullptr;
    auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
    if (!cards || !buttons) {
        counted.failure = QStringLiteral("the dialog has no meld field or no buttons");
        return counted;
    }
    const QString text = cards->notation().format(meld, CardNotation::Style::Letters);
    cards->setFocus();
    cards->selectAll();
    QTest::keyClicks(cards, text.chopped(1));
    const quint64 validations = PassCounter::count(PassCounter::Kind::Validation);
    const quint64 scorings = PassCounter::count(PassCounter::Kind::Scoring);
    QTest::keyClicks(cards, text.right(1));
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    if (!ok->isEnabled()) {
        counted.failure = QStringLiteral("the dialog refused the hand");
        return counted;
    }
    QTest::mouseClick(ok, Qt::LeftButton);
    counted.validations = PassCounter::count(PassCounter::Kind::Validation) - validations;
    counted.scorings = PassCounter::count(PassCounter::Kind::Scoring) - scorings;
    return counted;
}

} // namespace

void RecordCheckBench::run(BenchReport &report)
{
    const QStringList metrics {
        QStringLiteral("record_hand_checks"), QStringLiteral("record_hand_scorings"),
        QStringLiteral("correct_hand_checks"), QStringLiteral("correct_hand_scorings")};
    const auto missing = [&](const QString &reason) {
        for (const QString &metric : metrics)
            report.setMissing(metric, reason);
    };
    QTemporaryDir dir;
    Database db(QStringLiteral("bench-record-checks"));
    const Database::OpenResult opened
        = db.open(dir.filePath(QStringLiteral("record-checks.sqlite")), Database::Access::Shared);
    if (!opened.ok()) {
        missing(opened.message);
        return;
    }
    constexpr int hands = 40;
    RandomGame random(40);
    GameSetup setup = RandomGame::setup(Variant::Pinaculo, 4, false);
    setup.rules.target = 1000000; // the game goes on
    setup.rules.barbeleThreshold = 0; // so that any correction leaves every later hand possible
    Game game = random.game(setup, hands);
    const CardList meld {{Rank::Five, Suit::Spades},
                         {Rank::Six, Suit::Spades},
                         {Rank::Seven, Suit::Spades},
                         {Rank::Eight, Suit::Spades}};
    // The hand typed, new and as the correction: the first player's one meld. The first hand
    // starts as the same hand with a card less, so that the correction types only that meld.
    HandRecord typed;
    typed.results.resize(setup.playerCount());
    MeldEntry entry;
    entry.cards = meld;
    typed.results[0].melds.append(entry);
    game.hands[0] = typed;
    game.hands[0].results[0].melds[0].cards.removeLast();

    Counted added;
    Counted corrected;
    {
        QWidget window;
        GameDocument document(game);
        GameAutosaver saver(db.storage());
        saver.attach(&document);
        HandEntryLauncher launcher(&window);
        launcher.setDocument(&document);
        launcher.setAutosaver(&saver);

        HandEntryDialog *dialog = launcher.recordHand();
        added = dialog ? typeLastKeyAndConfirm(dialog, meld)
                       : Counted {0, 0, QStringLiteral("no dialog for a new hand")};
        if (added.failure.isEmpty()
            && (document.handCount() != hands + 1 || document.game().hands.last() != typed))
            added.failure = QStringLiteral("the new hand was not recorded as typed");
        dialog = launcher.editHand(0);
        corrected = dialog ? typeLastKeyAndConfirm(dialog, meld)
                           : Counted {0, 0, QStringLiteral("no dialog for the correction")};
        if (corrected.failure.isEmpty() && document.game().hands.first() != typed)
            corrected.failure = QStringLiteral("the correction was not recorded as typed");
        if (!saver.isSaved())
            corrected.failure = saver.lastError();
        saver.attach(nullptr);
    }
    db.close();
    if (!added.failure.isEmpty() || !corrected.failure.isEmpty()) {
        missing(added.failure.isEmpty() ? corrected.failure : added.failure);
        return;
    }
    report.set(metrics[0], double(added.validations), 0);
    report.set(metrics[1], double(added.scorings), 0);
    report.set(metrics[2], double(corrected.validations), 0);
    report.set(metrics[3], double(corrected.scorings), 0);
    report.note(QStringLiteral("record_hand_checks"),
                QStringLiteral("pinaculo, 4 players, %1 hands, stored as it changes: a new hand "
                               "and a correction of hand 1, each typed into the hand dialog, "
                               "validation and scoring passes from its last key through OK "
                               "(a whole game's pass counts one)")
                    .arg(hands));
}

} // namespace pinaculo
