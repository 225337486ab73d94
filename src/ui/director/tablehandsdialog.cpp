#include "director/tablehandsdialog.h"

#include "common/nameheaderview.h"
#include "common/plainmessagebox.h"
#include "common/screenfit.h"
#include "gamedocument.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "handentry/handentrylauncher.h"
#include "matchgamesetup.h"
#include "scoresheet/scoreboardmodel.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pinaculo {

TableHandsDialog::TableHandsDialog(const Tournament &tournament, int round,
                                   const TournamentMatch &match, const QByteArray &stored,
                                   QWidget *parent)
    : QDialog(parent)
    , m_tournament(tournament)
    , m_match(match)
    , m_launcher(new HandEntryLauncher(this))
    , m_pairs(new QCheckBox(tr("The sides are &pairs"), this))
    , m_hands(new QTableView(this))
    , m_record(new QPushButton(tr("&Record Hand…"), this))
    , m_edit(new QPushButton(tr("&Edit Hand…"), this))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("Hands at Table %1").arg(match.table));
    m_pairs->setObjectName(QStringLiteral("tablePairs"));
    m_hands->setObjectName(QStringLiteral("tableHands"));
    m_record->setObjectName(QStringLiteral("tableRecordHand"));
    m_edit->setObjectName(QStringLiteral("tableEditHand"));
    m_status->setObjectName(QStringLiteral("tableHandsStatus"));
    m_hands->setHorizontalHeader(new NameHeaderView(Qt::Horizontal, m_hands));
    m_hands->horizontalHeader()->setHighlightSections(false);
    m_hands->verticalHeader()->hide();
    m_hands->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_hands->setSelectionMode(QAbstractItemView::SingleSelection);
    m_hands->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Enter records the next hand while the round has one to play, and only then takes the
    // game in (updateState): never a game taken in half typed by a key meant for the next hand.
    m_record->setAutoDefault(false);
    m_edit->setAutoDefault(false);

    auto *heading
        = new QLabel(tr("Round %1, table %2: %n hand(s), as the table's score card gives them.",
                        nullptr, tournament.handsPerRound)
                         .arg(round)
                         .arg(match.table),
                     this);
    heading->setTextFormat(Qt::PlainText);
    heading->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("buttonBox"));
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Take In"));
    m_ok->setAutoDefault(false);
    m_record->setDefault(true);
    auto *handButtons = new QHBoxLayout;
    handButtons->addWidget(m_record);
    handButtons->addWidget(m_edit);
    handButtons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(m_pairs);
    layout->addWidget(m_hands, 1);
    layout->addLayout(handButtons);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &TableHandsDialog::reject);
    connect(m_record, &QPushButton::clicked, this, &TableHandsDialog::recordHand);
    connect(m_edit, &QPushButton::clicked, this, &TableHandsDialog::editHand);
    connect(m_hands, &QAbstractItemView::activated, this, &TableHandsDialog::editHand);
    connect(m_pairs, &QCheckBox::toggled, this, &TableHandsDialog::onPairsToggled);

    // The game taken in before goes on as it was; a game the tournament would no longer take
    // (it never took one it could not read) gives way to a new one.
    const GameFileReader::Result read
        = stored.isEmpty() ? GameFileReader::Result {} : GameFileReader::read(stored);
    const bool pairs = MatchGameSetup::pairsByDefault(tournament, match);
    if (!stored.isEmpty() && read.ok() && read.game.setup.sideCount() == match.sides.size())
        startGame(read.game, read.result);
    else
        startGame(Game {MatchGameSetup::setup(tournament, match, pairs), {}}, std::nullopt);
    {
        const QSignalBlocker blocker(m_pairs);
        m_pairs->setChecked(m_document->setup().partnership());
    }
    m_pairs->setVisible(MatchGameSetup::pairsAllowed(tournament, match)
                        && MatchGameSetup::singlesAllowed(tournament, match));
    ScreenFit::resizeToScreen(this, QSize(640, 420));
    m_record->setFocus();
}

TableHandsDialog::~TableHandsDialog()
{
    // The view lets go of the model before the document it follows goes.
    m_hands->setModel(nullptr);
}

QByteArray TableHandsDialog::gameJson() const
{
    return GameFileWriter::toJson(m_document->game(), m_document->result());
}

bool TableHandsDialog::recordHand()
{
    return m_launcher->recordHand() != nullptr;
}

bool TableHandsDialog::editHand()
{
    const QModelIndex current = m_hands->currentIndex();
    return current.isValid() && m_launcher->editHand(current.row()) != nullptr;
}

void TableHandsDialog::reject()
{
    if (!m_document->undoStack()->isClean()
        && PlainMessageBox::question(
               this, windowTitle(), tr("Discard the hands typed for table %1?").arg(m_match.table),
               QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Discard)
        return;
    QDialog::reject();
}

void TableHandsDialog::startGame(const Game &game, const std::optional<GameResult> &scored)
{
    m_hands->setModel(nullptr);
    delete m_model;
    m_document = scored ? std::make_unique<GameDocument>(game, *scored)
                        : std::make_unique<GameDocument>(game);
    m_model = new ScoreboardModel(m_document.get(), this);
    m_shownHands = int(game.hands.size());
    m_hands->setModel(m_model);
    m_hands->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_hands->horizontalHeader()->setSectionResizeMode(ScoreboardModel::NumberColumn,
                                                      QHeaderView::ResizeToContents);
    m_launcher->setDocument(m_document.get());
    connect(m_document.get(), &GameDocument::changed, this, &TableHandsDialog::updateState);
    updateState();
}

void TableHandsDialog::onPairsToggled(bool pairs)
{
    // Only before the first hand: a hand once typed belongs to the seats it was typed for.
    if (m_document->handCount() == 0)
        startGame(Game {MatchGameSetup::setup(m_tournament, m_match, pairs), {}}, std::nullopt);
}

void TableHandsDialog::updateState()
{
    const int hands = m_document->handCount();
    m_pairs->setEnabled(hands == 0);
    m_record->setEnabled(m_document->acceptsHands());
    m_edit->setEnabled(hands > 0);
    m_ok->setEnabled(hands > 0);
    m_record->setDefault(m_document->acceptsHands());
    m_ok->setDefault(!m_document->acceptsHands() && hands > 0);
    // The hand just recorded is the one Edit Hand opens.
    if (hands > m_shownHands || (hands > 0 && !m_hands->currentIndex().isValid()))
        m_hands->setCurrentIndex(m_model->index(hands - 1, 0));
    m_shownHands = hands;
    m_status->setText(
        m_document->acceptsHands()
            ? tr("Hands recorded: %1 of %2.").arg(hands).arg(m_tournament.handsPerRound)
            : tr("The game is over after %n hand(s): take it in.", nullptr, hands));
}

} // namespace pinaculo
