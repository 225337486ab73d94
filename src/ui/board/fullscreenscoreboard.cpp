#include "board/fullscreenscoreboard.h"

#include "board/boardhandsmodel.h"
#include "board/boardtypescale.h"
#include "coretext.h"
#include "gamedocument.h"
#include "scoresheet/gameview.h"
#include "common/keynames.h"
#include "common/namefit.h"
#include "common/nameheaderview.h"
#include "namerules.h"
#include "scoresheet/scoreboardmodel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QTableView>
#include <QVBoxLayout>

namespace pinaculo {

namespace {

QLabel *plainLabel(QWidget *parent, const QString &objectName, Qt::Alignment alignment)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    // Names are shown as typed: a name such as "<b>" is text, never markup.
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(alignment);
    // The board sizes the type to the column: a label's own text must not widen its column.
    label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return label;
}

} // namespace

FullScreenScoreboard::FullScreenScoreboard(GameView *gameView)
    : QWidget(gameView, Qt::Window)
    , m_gameView(gameView)
    , m_hands(new BoardHandsModel(this))
    , m_banner(new QLabel(this))
    , m_cardsLayout(new QGridLayout)
    , m_handCaption(
          plainLabel(this, QStringLiteral("boardHandCaption"), Qt::AlignHCenter | Qt::AlignBottom))
    , m_table(new QTableView(this))
    , m_nextHand(new QWidget(this))
    , m_hint(plainLabel(this, QStringLiteral("fullScreenHint"), Qt::AlignRight | Qt::AlignVCenter))
{
    setObjectName(QStringLiteral("fullScreenScoreboard"));
    m_banner->setObjectName(QStringLiteral("fullScreenBanner"));
    m_banner->setTextFormat(Qt::PlainText); // names the winner as typed
    m_banner->setAlignment(Qt::AlignCenter);
    m_banner->setWordWrap(true);
    m_banner->setAutoFillBackground(true);
    m_banner->setBackgroundRole(QPalette::Highlight);
    m_banner->setForegroundRole(QPalette::HighlightedText);

    m_hands->setSourceModel(gameView->scoreboardModel());
    m_table->setObjectName(QStringLiteral("fullScreenTable"));
    // The header names the columns only when the cards stand in rows of three; it fits the names
    // to the columns.
    m_table->setHorizontalHeader(new NameHeaderView(Qt::Horizontal, m_table));
    m_table->setModel(m_hands);
    // The cards above are the columns' headings.
    m_table->horizontalHeader()->hide();
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setAlternatingRowColors(true);
    // A board to read, not to scroll: the latest hands stay in view, and without a scroll bar or
    // frame the columns line up with the cards above them.
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setFrameShape(QFrame::NoFrame);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideNone);

    auto *cards = new QWidget(this);
    cards->setObjectName(QStringLiteral("fullScreenTotals"));
    cards->setLayout(m_cardsLayout);
    m_cardsLayout->setContentsMargins(0, 0, 0, 0);
    m_cardsLayout->setSpacing(0);
    // Exactly as wide as the table's hand column below it (set with the type).
    m_handCaption->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    buildCards();
    arrangeCards(1, int(m_cards.size()));

    m_nextHand->setObjectName(QStringLiteral("fullScreenNextHand"));
    auto *strip = new QGridLayout(m_nextHand);
    strip->setContentsMargins(0, 0, 0, 0);
    m_nextNumber = addNextCell(0, QStringLiteral("boardNextNumber"));
    m_dealer = addNextCell(1, QStringLiteral("boardDealer"));
    m_cutter = addNextCell(2, QStringLiteral("boardCutter"));
    m_first = addNextCell(3, QStringLiteral("boardFirst"));
    m_barbele = addNextCell(4, QStringLiteral("boardBarbele"), &m_barbeleCell);
    // A list of sides may need two lines; the names alone never do.
    m_barbele->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(cards);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_nextHand);
    layout->addWidget(m_hint);

    if (GameDocument *document = gameView->document())
        connect(document, &GameDocument::changed, this, &FullScreenScoreboard::refresh);
    refresh();
}

FullScreenScoreboard::~FullScreenScoreboard() = default;

void FullScreenScoreboard::showOnScreen()
{
    // The screen's size from the start, also where no window manager resizes a full-screen
    // window: the type is worked out from it.
    if (QScreen *screen = m_gameView->screen())
        setGeometry(screen->geometry());
    showFullScreen();
}

void FullScreenScoreboard::buildCards()
{
    GameDocument *document = m_gameView->document();
    const int sides = document ? document->setup().sideCount() : 0;
    for (int side = 0; side < sides; ++side) {
        auto *frame = new QFrame(this);
        frame->setObjectName(QStringLiteral("sideCard"));
        frame->setProperty("side", side);
        frame->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        auto *column = new QVBoxLayout(frame);
        column->setContentsMargins(8, 4, 8, 4);
        column->setSpacing(0);
        SideCard card {frame, plainLabel(frame, QStringLiteral("sideName"), Qt::AlignCenter),
                       plainLabel(frame, QStringLiteral("sideTotal"), Qt::AlignCenter),
                       plainLabel(frame, QStringLiteral("sideNote"), Qt::AlignCenter)};
        column->addWidget(card.name);
        column->addWidget(card.total);
        column->addWidget(card.note);
        m_cards.append(card);
    }
}

void FullScreenScoreboard::arrangeCards(int rows, int perRow)
{
    if (rows == m_cardRows)
        return;
    m_cardRows = rows;
    while (m_cardsLayout->count() > 0)
        delete m_cardsLayout->takeAt(0);
    for (int column = 0; column <= m_cards.size(); ++column)
        m_cardsLayout->setColumnStretch(column, 0);
    const bool oneRow = rows <= 1;
    // In one row the "Hand" caption heads the hand column and each card its side's column; in
    // rows of three the table's header names the columns instead.
    m_handCaption->setVisible(oneRow);
    m_table->horizontalHeader()->setVisible(!oneRow);
    if (oneRow)
        m_cardsLayout->addWidget(m_handCaption, 0, 0);
    const int offset = oneRow ? 1 : 0;
    for (int side = 0; side < m_cards.size(); ++side) {
        const int row = oneRow ? 0 : side / perRow;
        const int column = (oneRow ? side : side % perRow) + offset;
        m_cardsLayout->addWidget(m_cards.at(side).frame, row, column);
        m_cardsLayout->setColumnStretch(column, 1);
    }
}

QLabel *FullScreenScoreboard::addNextCell(int column, const QString &objectName, QWidget **cell)
{
    auto *box = new QWidget(m_nextHand);
    box->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *stack = new QVBoxLayout(box);
    stack->setContentsMargins(4, 0, 4, 0);
    stack->setSpacing(0);
    QLabel *heading = plainLabel(box, objectName + QStringLiteral("Caption"), Qt::AlignCenter);
    QLabel *value = plainLabel(box, objectName, Qt::AlignCenter);
    stack->addWidget(heading);
    stack->addWidget(value);
    m_nextCaptions.append(heading);
    auto *strip = static_cast<QGridLayout *>(m_nextHand->layout());
    // Top-aligned, so the captions stay on one line when the barbelé list takes two.
    strip->addWidget(box, 0, column, Qt::AlignTop);
    strip->setColumnStretch(column, BoardTypeScale::nextCellShares().value(column, 1));
    if (cell)
        *cell = box;
    return value;
}

void FullScreenScoreboard::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
}

void FullScreenScoreboard::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_F11
        || event->matches(QKeySequence::FullScreen)) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void FullScreenScoreboard::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    applyScale();
}

void FullScreenScoreboard::refresh()
{
    setWindowTitle(tr("Scoreboard"));
    const QString banner = m_gameView->bannerText();
    m_banner->setText(banner);
    m_banner->setVisible(!banner.isEmpty());
    m_handCaption->setText(tr("Hand"));
    // The key as the keycaps of the language read it.
    m_hint->setText(tr("%1 closes this view.").arg(KeyNames::text(Qt::Key_Escape)));
    GameDocument *document = m_gameView->document();
    if (!document) {
        m_nextHand->hide();
        return;
    }
    const GameSetup &setup = document->setup();
    const GameResult &result = document->result();
    const QList<int> totals = result.totals(setup.sideCount());
    const QList<bool> barbele = document->nextHandBarbele();
    const bool open = document->acceptsHands();
    for (int side = 0; side < m_cards.size(); ++side) {
        const SideCard &card = m_cards.at(side);
        card.total->setText(CoreText::number(totals.value(side)));
        const bool won = result.over && result.winner == side;
        const bool isBarbele = open && barbele.value(side);
        card.note->setText(won ? tr("winner") : (isBarbele ? tr("barbelé") : QString()));
        // The winner's card in the highlight colours, so the table sees it from afar.
        card.frame->setAutoFillBackground(won);
        card.frame->setBackgroundRole(won ? QPalette::Highlight : QPalette::Window);
        for (QLabel *label : {card.name, card.total, card.note})
            label->setForegroundRole(won ? QPalette::HighlightedText : QPalette::WindowText);
    }

    m_nextHand->setVisible(open);
    const QStringList captions
        = {tr("Next hand"), tr("Deals"), tr("Cuts"), tr("Plays first"), tr("Barbelé")};
    for (int i = 0; i < m_nextCaptions.size(); ++i)
        m_nextCaptions.at(i)->setText(captions.value(i));
    const int next = document->handCount();
    m_nextNumber->setText(CoreText::number(next + 1));
    m_dealer->setText(NameRules::excerpt(setup.players.value(setup.dealerOfHand(next))));
    m_cutter->setText(NameRules::excerpt(setup.players.value(setup.cutterOfHand(next))));
    m_first->setText(NameRules::excerpt(setup.players.value(setup.firstOfHand(next))));
    QStringList barbeleSides;
    for (int side = 0; side < barbele.size(); ++side) {
        if (barbele.at(side))
            barbeleSides.append(NameRules::excerpt(setup.sideName(side)));
    }
    m_barbeleCell->setVisible(setup.rules.barbeleThreshold > 0);
    const QString opening = CoreText::number(setup.rules.barbeleOpening);
    if (barbeleSides.isEmpty())
        m_barbele->setText(tr("nobody"));
    // Every card says "barbelé" already: a list of every side would only crowd the strip.
    else if (barbeleSides.size() == setup.sideCount() && barbeleSides.size() > 2)
        m_barbele->setText(tr("everyone (at least %1 to open)").arg(opening));
    else
        m_barbele->setText(tr("%1 (at least %2 to open)")
                               .arg(QLocale().createSeparatedList(barbeleSides), opening));
    applyScale();
}

void FullScreenScoreboard::applyScale()
{
    GameDocument *document = m_gameView->document();
    if (!document)
        return;
    const GameSetup &setup = document->setup();
    BoardTypeScale::Texts texts;
    for (int side = 0; side < m_cards.size(); ++side) {
        texts.names.append(NameRules::excerpt(setup.sideName(side)));
        texts.totals.append(m_cards.at(side).total->text());
    }
    // The widest points of each side are enough to size the type, and the score sheet knows
    // which rows hold them: a long game is not measured hand by hand at every change.
    if (const ScoreboardModel *sheet = m_gameView->scoreboardModel()) {
        for (int column = 1; column < m_hands->columnCount(); ++column) {
            const int points = ScoreboardModel::columnOf(BoardHandsModel::sideOfColumn(column),
                                                         ScoreboardModel::PointsColumn);
            for (int row : sheet->widestRows(points))
                texts.values.append(
                    m_hands->mapFromSource(sheet->index(row, points)).data().toString());
        }
    }
    texts.nextHand = {m_dealer->text(), m_cutter->text(), m_first->text(), m_nextNumber->text()};
    texts.handHeading = m_handCaption->text();
    texts.barbele = m_barbele->text();
    for (QLabel *caption : std::as_const(m_nextCaptions))
        texts.captions.append(caption->text());
    for (const SideCard &card : std::as_const(m_cards))
        texts.notes.append(card.note->text());
    const BoardTypeScale scale(size(), m_cards.size(), font(), texts);

    layout()->setContentsMargins(scale.margin(), scale.margin(), scale.margin(), scale.margin());
    layout()->setSpacing(scale.margin());
    m_banner->setFont(scale.bannerFont());
    m_banner->setMargin(scale.margin());
    m_handCaption->setFont(scale.captionFont());
    m_handCaption->setFixedWidth(scale.handColumnWidth());
    arrangeCards(scale.cardRows(), scale.cardsPerRow());
    m_table->horizontalHeader()->setFont(scale.captionFont());
    for (int side = 0; side < m_cards.size(); ++side) {
        const SideCard &card = m_cards.at(side);
        card.name->setFont(scale.nameFont());
        card.total->setFont(scale.totalFont());
        card.note->setFont(scale.captionFont());
        // Cut only where the smallest name type is still too wide (BoardTypeScale).
        NameFit::show(card.name, texts.names.at(side), scale.cardTextWidth());
    }
    m_table->setFont(scale.tableFont());
    m_table->setIconSize(QSize(scale.iconSize(), scale.iconSize()));
    m_table->verticalHeader()->setDefaultSectionSize(scale.rowHeight());
    m_table->setColumnWidth(0, scale.handColumnWidth());
    for (int column = 1; column < m_hands->columnCount(); ++column)
        m_table->setColumnWidth(column, scale.sideColumnWidth());
    for (QLabel *caption : std::as_const(m_nextCaptions))
        caption->setFont(scale.captionFont());
    for (QLabel *value : {m_nextNumber, m_dealer, m_cutter, m_first})
        value->setFont(scale.nextHandFont());
    m_barbele->setFont(scale.barbeleFont());
    m_hint->setFont(scale.captionFont());
    m_table->scrollToBottom();
    // Again once the layout has given the table its new height (a header shown or hidden, a
    // second row of cards), so the latest hand stays in view.
    QMetaObject::invokeMethod(m_table, &QTableView::scrollToBottom, Qt::QueuedConnection);
}

} // namespace pinaculo
