#include "entrytypist.h"

#include "cards/cardlineedit.h"
#include "entryroute.h"
#include "handentry/handentrydialog.h"
#include "handentry/meldrow.h"
#include "handentry/playerresultpanel.h"
#include "shortestcardtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTest>

namespace pinaculo {

namespace {

template<typename T>
T *named(const QWidget *parent, const QString &name)
{
    return parent ? parent->findChild<T *>(name) : nullptr;
}

QString indexed(const char *name, int index)
{
    return QLatin1StringView(name) + u'_' + QString::number(index);
}

bool isPlainNumber(const QString &text)
{
    const QString trimmed = text.trimmed();
    return !trimmed.isEmpty()
        && std::all_of(trimmed.cbegin(), trimmed.cend(), [](QChar c) { return c.isDigit(); });
}

// A mnemonic that ticks a box is answered after a short delay (Qt animates the click).
constexpr int MnemonicClickWaitMs = 1000;

} // namespace

EntryTypist::EntryTypist(HandEntryDialog &dialog, const GameSetup &setup, EntryStyle style,
                         const CardNotation &notation)
    : m_dialog(dialog)
    , m_setup(setup)
    , m_style(style)
    , m_notation(notation)
{
}

bool EntryTypist::type(const HandRecord &hand)
{
    for (int seat = 0; seat < m_setup.playerCount(); ++seat) {
        const PlayerResult result = hand.results.value(seat);
        if (!EntryKeyPlan::hasAnything(result))
            continue;
        if (!reachPlayer(seat) || !typePlayer(seat, result))
            return false;
    }
    return typeDealEvents(hand) && confirm();
}

bool EntryTypist::reachPlayer(int seat)
{
    auto *tabs = named<QTabWidget>(&m_dialog, QStringLiteral("playerTabs"));
    if (!tabs)
        return fail(QStringLiteral("no playerTabs"));
    const int current = tabs->currentIndex();
    if (current == seat)
        return true;
    // From the cards in hand, Enter goes to the next player; any player is one key away.
    const PlayerResultPanel *panel
        = named<PlayerResultPanel>(&m_dialog, indexed("player", current));
    const bool inHand = panel
        && (hasFocusOn(named<QWidget>(panel, QStringLiteral("handCards")))
            || hasFocusOn(named<QWidget>(panel, QStringLiteral("handPointsSpin"))));
    if (inHand && seat == current + 1)
        press(Qt::Key_Return, KeyKind::Move);
    else
        press(Qt::CTRL | Qt::Key(Qt::Key_1 + seat), KeyKind::Move);
    if (tabs->currentIndex() != seat)
        return fail(QStringLiteral("the page of player %1 did not come forward").arg(seat + 1));
    // A new page: the eyes go to it, and typing goes on where its focus is.
    ++m_tally.fieldChanges;
    ++m_tally.pageChanges;
    m_lastField = focused();
    return true;
}

bool EntryTypist::typePlayer(int seat, const PlayerResult &result)
{
    auto *panel = named<PlayerResultPanel>(&m_dialog, indexed("player", seat));
    if (!panel)
        return fail(QStringLiteral("no page for player %1").arg(seat + 1));
    return typeMelds(panel, result) && typeHandCards(panel, result)
        && typePlayerEvents(panel, result);
}

bool EntryTypist::typeMelds(PlayerResultPanel *panel, const PlayerResult &result)
{
    m_part = Part::Meld;
    const QString points = EntryKeyPlan::meldPointsText(result);
    if (!points.isEmpty()) {
        // A number alone in the first meld is the melds' total; Enter goes on to the hand.
        if (!goTo(named<QWidget>(panel, QStringLiteral("meldCards_0"))))
            return false;
        if (!typeText(points, KeyKind::Number))
            return false;
        press(Qt::Key_Return, KeyKind::Move);
        return true;
    }
    for (int i = 0; i < result.melds.size(); ++i) {
        const MeldEntry &meld = result.melds.at(i);
        auto *field = named<QLineEdit>(panel, indexed("meldCards", i));
        if (!field)
            return fail(QStringLiteral("no field for meld %1").arg(i + 1));
        if (!goTo(field))
            return false;
        const ScoringInputs offered = offeredBy(panel, i);
        const bool shorthand = m_style == EntryStyle::Shorthand;
        const QString text = shorthand ? EntryKeyPlan::meldText(meld, m_notation, offered)
                                       : EntryKeyPlan::plainMeldText(meld, m_notation, offered);
        m_part = Part::Meld;
        if (!typeText(text, KeyKind::Card))
            return false;
        // The shorthand sets the flags by their marks at the end of the same field.
        if (shorthand && !typeText(EntryKeyPlan::meldMarks(meld, offered), KeyKind::Flag))
            return false;
        if (!typeMeldFlags(panel, i, meld))
            return false;
        press(Qt::Key_Return, KeyKind::Move); // on to the next meld
    }
    return true;
}

bool EntryTypist::typeMeldFlags(PlayerResultPanel *panel, int index, const MeldEntry &wanted)
{
    auto *row = named<MeldRow>(panel, indexed("meldRow", index));
    if (!row)
        return fail(QStringLiteral("no row for meld %1").arg(index + 1));
    m_part = Part::MeldFlag;
    // What the row reads from its text now: only what it does not show yet is keyed.
    const MeldEntry shown = row->entry();
    if (!ShortestCardText::sameCards(shown.cards, wanted.cards))
        return fail(
            QStringLiteral("meld %1 reads %2").arg(index + 1).arg(row->cardsEdit()->text()));
    if (shown.laid != wanted.laid) {
        auto *laid = named<QComboBox>(row, indexed("meldLaid", index));
        if (!laid || !laid->isVisible())
            ++m_flagsNotShown;
        else if (!goTo(laid) || !choose(laid, laid->findData(int(wanted.laid))))
            return false;
    }
    const std::pair<const char *, bool> checks[]
        = {{"meldFinalTurn", shown.finalTurn != wanted.finalTurn},
           {"meldOpening", shown.opening != wanted.opening}};
    for (const auto &[name, differs] : checks) {
        if (!differs)
            continue;
        auto *check = named<QCheckBox>(row, indexed(name, index));
        if (!check || !check->isVisible())
            ++m_flagsNotShown;
        else if (!tick(check))
            return false;
    }
    // Rescued cards are typed in the meld's field where they score, and nowhere else.
    if (!ShortestCardText::sameCards(shown.rescued, wanted.rescued))
        ++m_flagsNotShown;
    return true;
}

ScoringInputs EntryTypist::offeredBy(PlayerResultPanel *panel, int index) const
{
    // As a person sees it: the row's boxes that are shown, and rescued cards where the game
    // scores them (the field's placeholder shows the slash then).
    ScoringInputs offered;
    const auto shown = [panel, index](const char *name) {
        const auto *widget = named<QWidget>(panel, indexed(name, index));
        return widget && widget->isVisible();
    };
    offered.laid = shown("meldLaid");
    offered.finalTurn = shown("meldFinalTurn");
    offered.opening = shown("meldOpening");
    offered.rescued = m_setup.rules.rescueAllowed;
    return offered;
}

bool EntryTypist::typeHandCards(PlayerResultPanel *panel, const PlayerResult &result)
{
    const QString text = m_style == EntryStyle::Shorthand
        ? EntryKeyPlan::handText(result, m_setup.rules, m_notation)
        : EntryKeyPlan::plainHandText(result, m_notation);
    if (text.isEmpty())
        return true;
    m_part = Part::Hand;
    // From the empty meld after the last one, Enter goes there (EntryRoute::enterLeadsTo).
    if (!goTo(named<QWidget>(panel, QStringLiteral("handCards"))))
        return false;
    return typeText(text, isPlainNumber(text) ? KeyKind::Number : KeyKind::Card);
}

bool EntryTypist::typePlayerEvents(PlayerResultPanel *panel, const PlayerResult &result)
{
    m_part = Part::PlayerEvent;
    if (result.out != OutKind::No) {
        auto *out = named<QComboBox>(panel, QStringLiteral("outCombo"));
        if (!out || !goTo(out) || !choose(out, out->findData(int(result.out))))
            return false;
    }
    if (result.wildOnFinalTurn == true) {
        auto *wild = named<QCheckBox>(panel, QStringLiteral("wildOnFinalTurnCheck"));
        if (!wild || !wild->isVisible())
            ++m_flagsNotShown;
        else if (!wild->isChecked() && !tick(wild))
            return false;
    }
    const std::pair<const char *, int> counts[]
        = {{"pumbaSpin", result.pumbaMissed}, {"failedOpeningsSpin", result.failedOpenings}};
    for (const auto &[name, count] : counts) {
        if (count == 0)
            continue;
        auto *box = named<QWidget>(panel, QLatin1StringView(name));
        if (!box || !box->isVisible())
            ++m_flagsNotShown;
        else if (!typeNumberInto(box, count))
            return false;
    }
    return true;
}

bool EntryTypist::typeDealEvents(const HandRecord &hand)
{
    m_part = Part::DealEvent;
    if (hand.exactCut) {
        auto *cut = named<QCheckBox>(&m_dialog, QStringLiteral("exactCutCheck"));
        if (!cut || !cut->isVisible())
            ++m_flagsNotShown;
        else if (!cut->isChecked() && !tick(cut))
            return false;
    }
    if (hand.sameBackPlayer >= 0) {
        auto *sameBack = named<QComboBox>(&m_dialog, QStringLiteral("sameBackCombo"));
        if (!sameBack || !sameBack->isVisible())
            ++m_flagsNotShown;
        else if (!goTo(sameBack) || !choose(sameBack, sameBack->findData(hand.sameBackPlayer)))
            return false;
    }
    return true;
}

bool EntryTypist::confirm()
{
    // A number still in a card field becomes the quick entry only when the field is left.
    if (auto *field = qobject_cast<QLineEdit *>(focused()); field && isPlainNumber(field->text()))
        press(Qt::Key_Return, KeyKind::Move);
    press(Qt::CTRL | Qt::Key_Return, KeyKind::Confirm);
    if (m_dialog.isVisible() || m_dialog.result() != QDialog::Accepted) {
        auto *problem = named<QLabel>(&m_dialog, QStringLiteral("problemLabel"));
        return fail(QStringLiteral("not confirmed: %1")
                        .arg(problem ? problem->text() : QStringLiteral("?")));
    }
    return true;
}

bool EntryTypist::goTo(QWidget *target)
{
    if (!target)
        return fail(QStringLiteral("a field is missing"));
    if (hasFocusOn(target))
        return true;
    if (m_style == EntryStyle::Shorthand) {
        const QKeyCombination mnemonic = EntryRoute::mnemonicOf(&m_dialog, target);
        if (mnemonic.key() != Qt::Key_unknown) {
            press(mnemonic, KeyKind::Move);
            if (hasFocusOn(target))
                return true;
        }
    }
    // Enter from the empty meld after the last one goes to the cards in hand: where the
    // target lies past them, that hop and the Tabs from there can be the shorter way.
    if (QWidget *hop = EntryRoute::enterLeadsTo(focused())) {
        const EntryRoute::TabWay fromHere = EntryRoute::tabWay(&m_dialog, focused(), target);
        const EntryRoute::TabWay fromHop = EntryRoute::tabWay(&m_dialog, hop, target);
        if (EntryRoute::isOn(hop, target)
            || (fromHop.reaches()
                && (!fromHere.reaches() || 1 + fromHop.presses < fromHere.presses)))
            press(Qt::Key_Return, KeyKind::Move);
    }
    if (hasFocusOn(target))
        return true;
    // Tab or Shift+Tab, whichever way round is shorter; the count only chooses the way: the
    // keys go on until the focus is there.
    const EntryRoute::TabWay way = EntryRoute::tabWay(&m_dialog, focused(), target);
    if (!way.reaches())
        return fail(QStringLiteral("%1 is not reached by Tab").arg(target->objectName()));
    const QKeyCombination key
        = way.backwards ? QKeyCombination(Qt::SHIFT | Qt::Key_Tab) : QKeyCombination(Qt::Key_Tab);
    const int bound = 2 * int(EntryRoute::tabStops(&m_dialog).size()) + 4;
    for (int pressed = 0; pressed < bound && !hasFocusOn(target); ++pressed)
        press(key, KeyKind::Move);
    return hasFocusOn(target)
        || fail(QStringLiteral("Tab never reached %1").arg(target->objectName()));
}

bool EntryTypist::hasFocusOn(const QWidget *target) const
{
    return EntryRoute::isOn(focused(), target);
}

bool EntryTypist::typeText(const QString &text, KeyKind kind)
{
    // Letters in lower case, as a person types them: the card fields ignore case, so no
    // letter needs Shift.
    for (QChar c : text.toLower()) {
        QWidget *field = focused();
        if (!field)
            return fail(QStringLiteral("no field has the focus"));
        enterField(field);
        QTest::keyClick(field, c.toLatin1());
        m_keyLog += c;
        ++m_tally.keys;
        ++(kind == KeyKind::Number     ? m_tally.numberKeys
               : kind == KeyKind::Flag ? m_tally.flagKeys
                                       : m_tally.cardKeys);
    }
    return true;
}

bool EntryTypist::choose(QComboBox *combo, int index)
{
    if (index < 0)
        return fail(QStringLiteral("%1 has no such item").arg(combo->objectName()));
    enterField(combo);
    // The first letter of the item, where no other item starts with it, picks it in one key.
    const QString item = combo->itemText(index);
    if (m_style == EntryStyle::Shorthand && std::abs(index - combo->currentIndex()) > 1
        && !item.isEmpty() && item.at(0).unicode() < 0x80 && item.at(0).isLetter()) {
        int starting = 0;
        for (int i = 0; i < combo->count(); ++i)
            starting += combo->itemText(i).startsWith(item.at(0), Qt::CaseInsensitive) ? 1 : 0;
        if (starting == 1) {
            QTest::keyClick(combo, item.at(0).toLower().toLatin1());
            m_keyLog += item.at(0).toLower();
            ++m_tally.keys;
            ++m_tally.flagKeys;
        }
    }
    for (int guard = 0; combo->currentIndex() != index && guard < combo->count(); ++guard)
        press(combo->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up, KeyKind::Flag);
    return combo->currentIndex() == index
        || fail(QStringLiteral("%1 did not take item %2").arg(combo->objectName()).arg(index));
}

bool EntryTypist::tick(QCheckBox *check)
{
    const bool wanted = !check->isChecked();
    const QKeyCombination mnemonic = m_style == EntryStyle::Shorthand
        ? EntryRoute::mnemonicOf(&m_dialog, check)
        : QKeyCombination(Qt::Key_unknown);
    enterField(check);
    if (mnemonic.key() != Qt::Key_unknown) {
        // Its letter ticks it from anywhere on the page, once Qt has animated the click.
        press(mnemonic, KeyKind::Flag);
        if (!QTest::qWaitFor([&] { return check->isChecked() == wanted; }, MnemonicClickWaitMs))
            return fail(
                QStringLiteral("%1 did not change by its mnemonic").arg(check->objectName()));
    } else {
        if (!goTo(check))
            return false;
        press(Qt::Key_Space, KeyKind::Flag);
    }
    return check->isChecked() == wanted
        || fail(QStringLiteral("%1 did not change").arg(check->objectName()));
}

bool EntryTypist::typeNumberInto(QWidget *box, int count)
{
    // Reached by Tab or its mnemonic, a number box has its text selected: typing replaces it.
    return goTo(box) && typeText(EntryKeyPlan::countText(count), KeyKind::Number);
}

void EntryTypist::press(QKeyCombination key, KeyKind kind)
{
    QWidget *target = focused();
    QTest::keyClick(target ? target : &m_dialog, key.key(), key.keyboardModifiers());
    m_keyLog += u'<' + QKeySequence(key).toString(QKeySequence::PortableText) + u'>';
    ++m_tally.keys;
    switch (kind) {
    case KeyKind::Card:
        ++m_tally.cardKeys;
        break;
    case KeyKind::Number:
        ++m_tally.numberKeys;
        break;
    case KeyKind::Move:
        ++m_tally.moveKeys;
        break;
    case KeyKind::Flag:
        ++m_tally.flagKeys;
        break;
    case KeyKind::Confirm:
        ++m_tally.confirmKeys;
        break;
    }
}

void EntryTypist::enterField(QWidget *field)
{
    if (field == m_lastField)
        return;
    ++m_tally.fieldChanges;
    m_lastField = field;
    switch (m_part) {
    case Part::Meld:
        ++m_tally.meldFields;
        break;
    case Part::MeldFlag:
        ++m_tally.meldFlagFields;
        break;
    case Part::Hand:
        ++m_tally.handFields;
        break;
    case Part::PlayerEvent:
        ++m_tally.playerEventFields;
        break;
    case Part::DealEvent:
        ++m_tally.dealEventFields;
        break;
    }
}

QWidget *EntryTypist::focused() const
{
    return m_dialog.focusWidget();
}

bool EntryTypist::fail(const QString &what)
{
    if (m_failure.isEmpty())
        m_failure = what;
    return false;
}

} // namespace pinaculo
