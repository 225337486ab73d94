#include "handentry/handentrylauncher.h"

#include "window/appsettings.h"
#include "gameautosaver.h"
#include "gamedocument.h"
#include "gameedits.h"
#include "handentry/handentrydialog.h"

#include <QTimer>

namespace pinaculo {

HandEntryLauncher::HandEntryLauncher(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_draftTimer(new QTimer(this))
{
    m_draftTimer->setSingleShot(true);
    m_draftTimer->setInterval(DraftDelayMs);
    connect(m_draftTimer, &QTimer::timeout, this, &HandEntryLauncher::saveDraft);
}

void HandEntryLauncher::setDocument(GameDocument *document)
{
    m_document = document;
}

void HandEntryLauncher::setAutosaver(GameAutosaver *autosaver)
{
    m_autosaver = autosaver;
}

HandEntryDialog *HandEntryLauncher::recordHand()
{
    if (!m_document || !m_document->acceptsHands())
        return nullptr;
    return open(m_document->handCount());
}

HandEntryDialog *HandEntryLauncher::editHand(int index)
{
    if (!m_document || index < 0 || index >= m_document->handCount())
        return nullptr;
    return open(index);
}

bool HandEntryLauncher::resumeDraft()
{
    if (!m_document || !m_autosaver || m_autosaver->gameId() < 0 || m_dialog)
        return false;
    GameStore store = m_autosaver->store();
    const std::optional<HandDraft> draft = store.draft(m_autosaver->gameId(), m_document->setup());
    const int count = m_document->handCount();
    const bool fits = draft
        && ((draft->handIndex == count && m_document->acceptsHands())
            || (draft->handIndex >= 0 && draft->handIndex < count));
    if (!fits) {
        // A draft the game no longer has a place for (its hand was deleted, the game ended).
        store.clearDraft(m_autosaver->gameId());
        return false;
    }
    open(draft->handIndex, *draft);
    return true;
}

HandEntryDialog *HandEntryLauncher::open(int index, const std::optional<HandDraft> &restored)
{
    const bool correction = index < m_document->handCount();
    const QList<bool> barbele
        = correction ? m_document->result().hands.at(index).barbele : m_document->nextHandBarbele();
    auto *dialog = new HandEntryDialog(m_document->setup(), index, barbele, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<GameDocument> document = m_document;
    // A new hand is entered the way the table chose last time; a kept hand the way it was.
    dialog->setPointsOnly(AppSettings::pointsOnlyEntry());
    connect(dialog, &HandEntryDialog::pointsOnlyChosen, this, &AppSettings::setPointsOnlyEntry);
    if (correction)
        dialog->setRecord(m_document->game().hands.at(index));
    // Checked in its place in the game as it is typed; a correction with every later hand.
    dialog->setGame(m_document);
    if (restored)
        dialog->restoreDraft(restored->hand, restored->savedAt);
    connect(dialog, &QDialog::accepted, this, [this, document, dialog, index, correction] {
        if (!document)
            return;
        // The dialog's verdict on the hand it shows is trusted: the hand is not checked again.
        if (!correction) {
            GameEdits::recordHand(document, dialog->record(), dialog->check());
            return;
        }
        const int afterEndBefore = document->result().handsAfterEnd();
        if (GameEdits::editHand(document, index, dialog->record(), dialog->check())
            && document->result().handsAfterEnd() != afterEndBefore)
            emit outcomeChanged();
    });
    // Confirmed or cancelled, the draft has served: the hand is in the game or was discarded.
    connect(dialog, &QDialog::finished, this, &HandEntryLauncher::clearDraft);
    connect(dialog, &HandEntryDialog::recordChanged, m_draftTimer, qOverload<>(&QTimer::start));

    m_dialog = dialog;
    m_dialogIndex = index;
    m_draftGame = m_autosaver ? m_autosaver->gameId() : -1;
    emit dialogOpened(dialog);
    dialog->open();
    return dialog;
}

void HandEntryLauncher::saveDraft()
{
    if (!m_dialog || !m_document || !m_autosaver || m_autosaver->document() != m_document)
        return;
    // A new game is stored with its first hand; the first hand's draft stores it already, so
    // that what was typed survives a crash.
    if (m_draftGame < 0 && m_dialog->isChanged())
        m_draftGame = m_autosaver->ensureStored();
    if (m_draftGame < 0 || m_draftGame != m_autosaver->gameId())
        return;
    GameStore store = m_autosaver->store();
    // Nothing typed yet is nothing to keep; an edit undone by hand leaves no draft behind.
    if (m_dialog->isChanged())
        store.saveDraft(m_draftGame, m_document->setup(), m_dialogIndex, m_dialog->record());
    else
        store.clearDraft(m_draftGame);
}

void HandEntryLauncher::clearDraft()
{
    m_draftTimer->stop();
    if (m_autosaver && m_draftGame >= 0)
        m_autosaver->store().clearDraft(m_draftGame);
    m_draftGame = -1;
}

} // namespace pinaculo
