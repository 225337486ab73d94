#include "scoresheet/renameplayerdialog.h"
#include "ui_renameplayerdialog.h"

#include "gameedits.h"
#include "inputlimits.h"
#include "setup/problemlines.h"

#include <QEvent>
#include <QPushButton>

namespace pinaculo {

RenamePlayerDialog::RenamePlayerDialog(const QStringList &players, QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::RenamePlayerDialog>())
    , m_players(players)
{
    ui->setupUi(this);
    ui->problemLabel->setTextFormat(Qt::PlainText); // quotes the name typed
    // Bound what can be typed or pasted; twice the limit, since a character beyond the basic
    // plane takes two units here. Past the limit the name is refused with the reason.
    ui->nameEdit->setMaxLength(2 * InputLimits::NameLength);
    ui->playerCombo->addItems(players);
    connect(ui->playerCombo, &QComboBox::currentIndexChanged, this, [this](int seat) {
        ui->nameEdit->setText(m_players.value(seat));
        ui->nameEdit->selectAll();
        validate();
    });
    connect(ui->nameEdit, &QLineEdit::textChanged, this, &RenamePlayerDialog::validate);
    setSeat(0);
    ui->nameEdit->setFocus();
}

RenamePlayerDialog::~RenamePlayerDialog() = default;

void RenamePlayerDialog::setSeat(int seat)
{
    ui->playerCombo->setCurrentIndex(seat);
    ui->nameEdit->setText(m_players.value(seat));
    ui->nameEdit->selectAll();
    validate();
}

int RenamePlayerDialog::seat() const
{
    return ui->playerCombo->currentIndex();
}

QString RenamePlayerDialog::name() const
{
    return ui->nameEdit->text().trimmed();
}

void RenamePlayerDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        validate();
    }
}

void RenamePlayerDialog::validate()
{
    // An unchanged name is nothing to do rather than a problem; anything else is asked of the
    // rule the rename itself follows.
    const QString wanted = name();
    const bool unchanged = wanted == m_players.value(seat());
    const QString problem
        = unchanged ? QString() : GameEdits::problemWithRename(m_players, seat(), wanted);
    ProblemLines::show(ui->problemLabel, problem.isEmpty() ? QStringList() : QStringList {problem});
    ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(!unchanged && problem.isEmpty());
}

} // namespace pinaculo
