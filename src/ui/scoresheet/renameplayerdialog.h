#pragma once

#include <QDialog>
#include <QStringList>

#include <memory>

namespace Ui {
class RenamePlayerDialog;
}

namespace pinaculo {

// Picks a player and a new name for them. Object names: playerCombo, nameEdit, problemLabel,
// buttonBox (OK disabled while the name is empty, unchanged or taken).
class RenamePlayerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RenamePlayerDialog(const QStringList &players, QWidget *parent = nullptr);
    ~RenamePlayerDialog() override;

    void setSeat(int seat);
    int seat() const;
    QString name() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void validate();

    std::unique_ptr<Ui::RenamePlayerDialog> ui;
    QStringList m_players;
};

} // namespace pinaculo
