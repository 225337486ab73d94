#pragma once

#include "cards/cardlineedit.h"
#include "meldtext.h"
#include "scoringinputs.h"

namespace pinaculo {

// The field of one meld: its cards as typed, then "/" and the wild cards rescued from it, then
// the marks of how it was laid (MeldText owns what the text means). It reads and writes in the
// field's notation like any card field, keeps the marks and the slash as typed through a
// language change, and puts a picked card after the cards, before the marks.
class MeldLineEdit : public CardLineEdit
{
    Q_OBJECT

public:
    explicit MeldLineEdit(QWidget *parent = nullptr);

    // The marks this player's score can use (ScoringInputs); the text refuses the others.
    void setScored(const ScoringInputs &scored);
    const ScoringInputs &scored() const { return m_scored; }

    // The text read with the field's notation.
    MeldTextResult readMeld() const;
    // Replaces the text with the meld, written as MeldText writes it in the field's notation.
    void setEntry(const MeldEntry &meld);
    // Makes the marks at the end of the text these, the rest as typed and the cursor where it
    // was: what the meld's boxes do when they are clicked.
    void setMarks(Laid laid, bool finalTurn, bool opening);

protected:
    CardParseResult read(QStringView text) const override;
    int insertionPoint() const override;

private:
    ScoringInputs m_scored = MeldText::everyMark();
};

} // namespace pinaculo
