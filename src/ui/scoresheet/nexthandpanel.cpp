#include "scoresheet/nexthandpanel.h"

#include "coretext.h"
#include "common/elidedlabel.h"
#include "common/namefit.h"
#include "common/nametext.h"
#include "gamedocument.h"
#include "namerules.h"

#include <QEvent>
#include <QResizeEvent>
#include <QFontMetrics>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

namespace pinaculo {

NextHandPanel::NextHandPanel(QWidget *parent)
    : QGroupBox(parent)
{
    setObjectName(QStringLiteral("nextHandPanel"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addLayout(form);
    m_dealer = static_cast<ElidedLabel *>(
        addRow(QStringLiteral("nextDealerLabel"), &m_dealerCaption, true));
    m_cutter = addRow(QStringLiteral("nextCutterLabel"), &m_cutterCaption, false);
    m_first = static_cast<ElidedLabel *>(
        addRow(QStringLiteral("nextFirstLabel"), &m_firstCaption, true));
    m_barbele = addRow(QStringLiteral("nextBarbeleLabel"), &m_barbeleCaption, false);
    for (auto [caption, field] : {std::pair<QLabel *, QLabel *> {m_dealerCaption, m_dealer},
                                  std::pair<QLabel *, QLabel *> {m_cutterCaption, m_cutter},
                                  std::pair<QLabel *, QLabel *> {m_firstCaption, m_first},
                                  std::pair<QLabel *, QLabel *> {m_barbeleCaption, m_barbele}})
        form->addRow(caption, field);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("nextHandStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);

    m_recordButton = new QToolButton(this);
    m_recordButton->setObjectName(QStringLiteral("recordHandButton"));
    m_recordButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_recordButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_recordButton->setMinimumHeight(36);
    layout->addWidget(m_recordButton);
    refresh();
}

QLabel *NextHandPanel::addRow(const QString &objectName, QLabel **caption, bool oneName)
{
    *caption = new QLabel(this);
    // A row that is only a name is cut with "…" when the panel is narrow; a sentence wraps.
    QLabel *field = oneName ? new ElidedLabel(this) : new QLabel(this);
    field->setObjectName(objectName);
    field->setWordWrap(!oneName);
    // Names are shown as typed: a name such as "<table>" is text, never markup to lay out.
    field->setTextFormat(Qt::PlainText);
    field->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = field->font();
    bold.setBold(true);
    (*caption)->setBuddy(field);
    field->setFont(bold);
    return field;
}

QString NextHandPanel::fitName(const QString &name) const
{
    const QFontMetrics metrics = m_cutter->fontMetrics();
    return NameFit::fitted(NameRules::excerpt(name), metrics, NameFit::roomInSentence(metrics));
}

void NextHandPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &GameDocument::changed, this, &NextHandPanel::refresh);
    m_tallestWidth = -1; // another game: its own tallest
    refresh();
}

void NextHandPanel::setRecordAction(QAction *action)
{
    m_recordButton->setDefaultAction(action);
}

void NextHandPanel::changeEvent(QEvent *event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        refresh();
}

void NextHandPanel::refresh()
{
    m_dealerCaption->setText(tr("Deals:"));
    m_cutterCaption->setText(tr("Cuts:"));
    m_firstCaption->setText(tr("Plays first:"));
    m_barbeleCaption->setText(tr("Barbelé:"));
    if (!m_document) {
        setTitle(tr("Next hand"));
        return;
    }
    const GameSetup &setup = m_document->setup();
    const int next = m_document->handCount();
    setTitle(tr("Next hand: %1").arg(CoreText::number(next + 1)));

    const QString dealer = setup.players.value(setup.dealerOfHand(next));
    const QString cutter = setup.players.value(setup.cutterOfHand(next));
    m_dealer->setFullText(NameRules::excerpt(dealer));
    if (setup.rules.exactCutBonus > 0)
        m_cutter->setText(tr("%1 — exactly %2 cards for the exact-cut bonus of %3")
                              .arg(fitName(cutter),
                                   CoreText::number(setup.playerCount() * setup.rules.cardsDealt),
                                   CoreText::number(setup.rules.exactCutBonus)));
    else
        m_cutter->setText(fitName(cutter));
    m_cutter->setToolTip(NameFit::toolTip(cutter, fitName(cutter)));
    m_first->setFullText(NameRules::excerpt(setup.players.value(setup.firstOfHand(next))));

    QStringList barbele;
    QStringList barbeleFull;
    int barbeleSides = 0;
    const QList<bool> flags = m_document->nextHandBarbele();
    for (int side = 0; side < flags.size(); ++side) {
        if (!flags.at(side))
            continue;
        barbele.append(fitName(setup.sideName(side)));
        barbeleFull.append(setup.sideName(side));
        ++barbeleSides;
    }
    m_barbele->setToolTip(barbele == barbeleFull
                              ? QString()
                              : NameText::toolTip(QLocale().createSeparatedList(barbeleFull)));
    const bool hasBarbele = setup.rules.barbeleThreshold > 0;
    m_barbeleCaption->setVisible(hasBarbele);
    m_barbele->setVisible(hasBarbele);
    if (barbele.isEmpty())
        m_barbele->setText(tr("nobody"));
    else
        // The number of sides named picks the verb's: "Lucía must", "Lucía and Nina must"; a
        // pair is one side named by its team name, and the sentence names the pairs.
        m_barbele->setText((setup.partnership()
                                ? tr("%1 must open with at least %2 points",
                                     "pairs, named by their team names", barbeleSides)
                                : tr("%1 must open with at least %2 points", nullptr, barbeleSides))
                               .arg(QLocale().createSeparatedList(barbele),
                                    CoreText::number(setup.rules.barbeleOpening)));

    // Once the game is decided there is no next hand to describe: only the reason stays.
    const bool open = m_document->acceptsHands();
    for (QLabel *label : std::initializer_list<QLabel *> {
             m_dealerCaption, m_dealer, m_cutterCaption, m_cutter, m_firstCaption, m_first})
        label->setVisible(open);
    m_barbeleCaption->setVisible(open && hasBarbele);
    m_barbele->setVisible(open && hasBarbele);
    m_recordButton->setVisible(open);
    if (!open)
        setTitle(tr("Next hand"));
    if (!open)
        m_status->setText(tr("The game is over: no more hands can be recorded."));
    else if (m_document->tiedAtTop())
        m_status->setText(tr("Tied at the top: the game goes on for another hand."));
    else
        m_status->clear();
    m_status->setVisible(!m_status->text().isEmpty());
    keepTallest();
}

void NextHandPanel::keepTallest()
{
    // The chart below is laid out again, and jumps, whenever this panel changes height; a
    // sentence that wraps to one line more or less at the next hand would move it at every
    // hand. While a game is open at one width the panel only grows: it settles on its tallest
    // after a few hands.
    if (width() != m_tallestWidth) {
        m_tallestWidth = width();
        setMinimumHeight(0);
    }
    const int needed = hasHeightForWidth() ? heightForWidth(width()) : sizeHint().height();
    if (isVisible() && needed > minimumHeight())
        setMinimumHeight(needed);
}

void NextHandPanel::resizeEvent(QResizeEvent *event)
{
    QGroupBox::resizeEvent(event);
    if (event->size().width() != event->oldSize().width())
        keepTallest();
}

} // namespace pinaculo
