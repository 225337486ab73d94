#include "nexthandpanel.h"

#include "coretext.h"
#include "gamedocument.h"
#include "namerules.h"

#include <QEvent>
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
    m_dealer = addRow(QStringLiteral("nextDealerLabel"), &m_dealerCaption);
    m_cutter = addRow(QStringLiteral("nextCutterLabel"), &m_cutterCaption);
    m_first = addRow(QStringLiteral("nextFirstLabel"), &m_firstCaption);
    m_barbele = addRow(QStringLiteral("nextBarbeleLabel"), &m_barbeleCaption);
    for (auto [caption, field] :
         {std::pair {m_dealerCaption, m_dealer}, std::pair {m_cutterCaption, m_cutter},
          std::pair {m_firstCaption, m_first}, std::pair {m_barbeleCaption, m_barbele}})
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

QLabel *NextHandPanel::addRow(const QString &objectName, QLabel **caption)
{
    *caption = new QLabel(this);
    auto *field = new QLabel(this);
    field->setObjectName(objectName);
    field->setWordWrap(true);
    // Names are shown as typed: a name such as "<table>" is text, never markup to lay out.
    field->setTextFormat(Qt::PlainText);
    field->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = field->font();
    bold.setBold(true);
    (*caption)->setBuddy(field);
    field->setFont(bold);
    return field;
}

void NextHandPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &GameDocument::changed, this, &NextHandPanel::refresh);
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

    m_dealer->setText(NameRules::excerpt(setup.players.value(setup.dealerOfHand(next))));
    const int exactCut = setup.playerCount() * setup.rules.cardsDealt;
    if (setup.rules.exactCutBonus > 0)
        m_cutter->setText(
            tr("%1 — exactly %2 cards for the exact-cut bonus of %3")
                .arg(NameRules::excerpt(setup.players.value(setup.cutterOfHand(next))),
                     CoreText::number(exactCut), CoreText::number(setup.rules.exactCutBonus)));
    else
        m_cutter->setText(NameRules::excerpt(setup.players.value(setup.cutterOfHand(next))));
    m_first->setText(NameRules::excerpt(setup.players.value(setup.firstOfHand(next))));

    QStringList barbele;
    int barbelePlayers = 0;
    const QList<bool> flags = m_document->nextHandBarbele();
    for (int side = 0; side < flags.size(); ++side) {
        if (!flags.at(side))
            continue;
        barbele.append(NameRules::excerpt(setup.sideName(side)));
        // A pair is named after its players: "Lucía and Nina" take a plural verb too.
        barbelePlayers += setup.partnership() ? 2 : 1;
    }
    const bool hasBarbele = setup.rules.barbeleThreshold > 0;
    m_barbeleCaption->setVisible(hasBarbele);
    m_barbele->setVisible(hasBarbele);
    if (barbele.isEmpty())
        m_barbele->setText(tr("nobody"));
    else
        // The number of players named picks the verb's: "Lucía must", "Lucía and Nina must".
        m_barbele->setText(tr("%1 must open with at least %2 points", nullptr, barbelePlayers)
                               .arg(QLocale().createSeparatedList(barbele),
                                    CoreText::number(setup.rules.barbeleOpening)));

    // Once the game is decided there is no next hand to describe: only the reason stays.
    const bool open = m_document->acceptsHands();
    for (QLabel *label :
         {m_dealerCaption, m_dealer, m_cutterCaption, m_cutter, m_firstCaption, m_first})
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
}

} // namespace pinaculo
