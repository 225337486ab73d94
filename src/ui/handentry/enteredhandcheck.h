#pragma once

#include "gamesetup.h"
#include "handcheck.h"

#include <QHash>
#include <QList>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace pinaculo {

class GameDocument;

// The engine's verdict on the hand the hand dialog shows, made once for each hand entered: in
// its place in the game when the dialog has one (GameEdits::check: a correction with every
// later hand), else on its own with the barbelé flags the dialog opened with. Asked again for
// the same hand against the same state of the game (a repaint, a language change, OK), it
// answers with the verdict it has, without another pass.
class EnteredHandCheck
{
public:
    EnteredHandCheck(const GameSetup &setup, int handIndex, const QList<bool> &barbele);

    void setGame(const GameDocument *document);
    const HandCheck &of(const HandRecord &hand);
    const HandCheck &verdict() const { return m_check; }

    // The verdict's problems in words: all of them, and by the field each concerns, a player's
    // (by seat) or a meld's (by seat and the meld's index among the melds entered).
    struct Findings
    {
        QStringList all;
        QList<QStringList> players;
        QList<QHash<int, QString>> melds;
    };
    Findings findings() const;
    // What the rest of the game makes of the hand, in words ("hand 5: …"), or empty.
    QString laterProblem() const;

private:
    GameSetup m_setup;
    int m_handIndex;
    QList<bool> m_barbele;
    QPointer<const GameDocument> m_document;
    HandCheck m_check;
    bool m_checked = false; // m_check holds a verdict
};

} // namespace pinaculo
