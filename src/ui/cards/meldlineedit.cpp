#include "cards/meldlineedit.h"

namespace pinaculo {

MeldLineEdit::MeldLineEdit(QWidget *parent)
    : CardLineEdit(parent)
{
}

void MeldLineEdit::setScored(const ScoringInputs &scored)
{
    m_scored = scored;
}

MeldTextResult MeldLineEdit::readMeld() const
{
    return MeldText::read(notation(), text(), m_scored);
}

void MeldLineEdit::setEntry(const MeldEntry &meld)
{
    setText(MeldText::write(meld, notation()));
}

void MeldLineEdit::setMarks(Laid laid, bool finalTurn, bool opening)
{
    const QString written = MeldText::withMarks(text(), laid, finalTurn, opening);
    if (written == text())
        return;
    const int cursor = cursorPosition();
    setText(written);
    setCursorPosition(std::min(cursor, int(written.size())));
}

CardParseResult MeldLineEdit::read(QStringView text) const
{
    // As a card field reports it: every card of the meld, rescued ones included, or the place
    // of what was refused, so that a half-typed card is a hint as in any card field.
    const MeldTextResult meld = MeldText::read(notation(), text, m_scored);
    CardParseResult result;
    result.ok = meld.ok;
    if (meld.ok) {
        result.cards = meld.cards + meld.rescued;
        result.borrowed = meld.borrowed;
    } else {
        result.errorOffset = meld.errorOffset;
        result.errorText = meld.errorText;
        result.errorToken = meld.cardProblem.errorToken;
        result.problem = meld.cardProblem.problem;
    }
    return result;
}

int MeldLineEdit::insertionPoint() const
{
    return readMeld().marksStart;
}

} // namespace pinaculo
