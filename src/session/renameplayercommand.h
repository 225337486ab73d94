#pragma once

#include <QString>
#include <QUndoCommand>

namespace pinaculo {

class GameDocument;

// Renames a player. Successive renames of the same player merge into one undo step, so
// correcting a typo twice is undone at once.
class RenamePlayerCommand : public QUndoCommand
{
public:
    RenamePlayerCommand(GameDocument *document, int seat, const QString &name);
    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void updateText();

    GameDocument *m_document;
    int m_seat;
    QString m_before;
    QString m_after;
};

} // namespace pinaculo
