#include "fullscreenscoreboard.h"

#include "coretext.h"
#include "gamedocument.h"
#include "namerules.h"
#include "gameview.h"
#include "scoreboardmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QVBoxLayout>

namespace pinaculo {

FullScreenScoreboard::FullScreenScoreboard(GameView *gameView)
    : QWidget(gameView, Qt::Window)
    , m_gameView(gameView)
    , m_banner(new QLabel(this))
    , m_table(new QTableView(this))
    , m_next(new QLabel(this))
{
    setObjectName(QStringLiteral("fullScreenScoreboard"));
    m_banner->setObjectName(QStringLiteral("fullScreenBanner"));
    m_table->setObjectName(QStringLiteral("fullScreenTable"));
    m_next->setObjectName(QStringLiteral("fullScreenNextLabel"));
    // Both quote player names, shown as typed.
    m_banner->setTextFormat(Qt::PlainText);
    m_next->setTextFormat(Qt::PlainText);

    // Big enough to read across a card table: about three times the desktop size.
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 2.4);
    setFont(big);
    QFont bigger = big;
    bigger.setBold(true);
    bigger.setPointSizeF(big.pointSizeF() * 1.3);
    m_banner->setFont(bigger);
    m_banner->setAlignment(Qt::AlignCenter);
    m_banner->setWordWrap(true);
    m_banner->setMargin(12);
    m_banner->setAutoFillBackground(true);
    m_banner->setBackgroundRole(QPalette::Highlight);
    m_banner->setForegroundRole(QPalette::HighlightedText);
    m_next->setAlignment(Qt::AlignCenter);
    m_next->setWordWrap(true);

    m_table->setModel(gameView->scoreboardModel());
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ScoreboardModel::NumberColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setIconSize(QSize(32, 32));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_next);

    if (GameDocument *document = gameView->document())
        connect(document, &GameDocument::changed, this, &FullScreenScoreboard::refresh);
    refresh();
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

void FullScreenScoreboard::refresh()
{
    setWindowTitle(tr("Scoreboard"));
    const QString banner = m_gameView->bannerText();
    m_banner->setText(banner);
    m_banner->setVisible(!banner.isEmpty());
    m_table->scrollToBottom();
    GameDocument *document = m_gameView->document();
    if (!document || !document->acceptsHands()) {
        m_next->setText(tr("Esc closes this view."));
        return;
    }
    const GameSetup &setup = document->setup();
    const int next = document->handCount();
    QString text = tr("Hand %1: %2 deals, %3 cuts, %4 plays first. Esc closes this view.")
                       .arg(CoreText::number(next + 1),
                            NameRules::excerpt(setup.players.value(setup.dealerOfHand(next))),
                            NameRules::excerpt(setup.players.value(setup.cutterOfHand(next))),
                            NameRules::excerpt(setup.players.value(setup.firstOfHand(next))));
    QStringList barbele;
    const QList<bool> flags = document->nextHandBarbele();
    for (int side = 0; side < flags.size(); ++side) {
        if (flags.at(side))
            barbele.append(NameRules::excerpt(setup.sideName(side)));
    }
    if (!barbele.isEmpty())
        text += u'\n'
            + tr("Barbelé: %1 must open with at least %2 points.")
                  .arg(QLocale().createSeparatedList(barbele),
                       CoreText::number(setup.rules.barbeleOpening));
    m_next->setText(text);
}

} // namespace pinaculo
