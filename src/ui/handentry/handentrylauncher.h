#pragma once

#include "handdrafts.h"

#include <QObject>
#include <QPointer>
#include <optional>

class QDialog;
class QTimer;
class QWidget;

namespace pinaculo {

class GameAutosaver;
class GameDocument;
class HandEntryDialog;

// Opens the hand-entry dialog to record the next hand or correct one, applies what it confirms
// through GameEdits with the dialog's check of it, and keeps what is being typed as a draft in
// the database (a few hundred milliseconds after each change), so that a crash or a power cut
// loses nothing: resumeDraft() opens the dialog again as it was left.
class HandEntryLauncher : public QObject
{
    Q_OBJECT

public:
    explicit HandEntryLauncher(QWidget *window);

    void setDocument(GameDocument *document);
    // Drafts are kept only while the game is stored.
    void setAutosaver(GameAutosaver *autosaver);

    HandEntryDialog *recordHand();
    HandEntryDialog *editHand(int index);
    // Opens the dialog of a hand left unconfirmed in the current game; false when there is none.
    bool resumeDraft();

    // How long typing must pause before the draft is written.
    static constexpr int DraftDelayMs = 300;

signals:
    void dialogOpened(QDialog *dialog);
    // A correction changed where the game ends (a hand no longer counts, or counts again).
    void outcomeChanged();

private:
    HandEntryDialog *open(int index, const std::optional<HandDraft> &restored = {});
    void saveDraft();
    void clearDraft();

    QWidget *m_window;
    QPointer<GameDocument> m_document;
    QPointer<GameAutosaver> m_autosaver;
    QPointer<HandEntryDialog> m_dialog;
    int m_dialogIndex = -1;
    qint64 m_draftGame = -1;
    QTimer *m_draftTimer;
};

} // namespace pinaculo
