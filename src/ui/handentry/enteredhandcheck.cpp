#include "handentry/enteredhandcheck.h"

#include "coretext.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "gamevalidator.h"

namespace pinaculo {

EnteredHandCheck::EnteredHandCheck(const GameSetup &setup, int handIndex,
                                   const QList<bool> &barbele)
    : m_setup(setup)
    , m_handIndex(handIndex)
    , m_barbele(barbele)
{
    while (m_barbele.size() < setup.sideCount())
        m_barbele.append(false); // a side not named is not barbelé
}

void EnteredHandCheck::setGame(const GameDocument *document)
{
    m_document = document;
    m_checked = false;
}

const HandCheck &EnteredHandCheck::of(const HandRecord &hand)
{
    const quint64 revision = m_document ? m_document->revision() : 0;
    if (m_checked && m_check.revision == revision && m_check.hand == hand)
        return m_check;
    m_check = m_document ? GameEdits::check(m_document, m_handIndex, hand)
                         : GameEdits::checkAlone(m_setup, m_handIndex, m_barbele, hand);
    m_checked = true;
    return m_check;
}

EnteredHandCheck::Findings EnteredHandCheck::findings() const
{
    Findings found;
    found.players.resize(m_setup.playerCount());
    found.melds.resize(m_setup.playerCount());
    for (const HandProblem &p : m_check.problems) {
        const QString text = CoreText::handProblem(p, m_setup, m_check.hand);
        found.all.append(text);
        if (p.seat < 0 || p.seat >= m_setup.playerCount())
            continue;
        // Every finding about a meld goes to its row, which shows its own verdict (MeldCheck,
        // the judge HandValidator asks too) before what the rest of the hand finds about it.
        if (p.meldIndex >= 0)
            found.melds[p.seat].insert(p.meldIndex, text);
        else
            found.players[p.seat].append(text);
    }
    return found;
}

QString EnteredHandCheck::laterProblem() const
{
    // The later hand is the same in the game as corrected, so the game names it as it stands.
    if (!m_check.later || !m_document)
        return {};
    return GameValidator::message(*m_check.later, m_document->game());
}

} // namespace pinaculo
