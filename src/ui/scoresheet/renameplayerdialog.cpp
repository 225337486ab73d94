#include "scoresheet/renameplayerdialog.h"
#include "ui_renameplayerdialog.h"

#include "coretext.h"
#include "inputlimits.h"
#include "namerules.h"
#include "setupproblem.h"

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
    const QString wanted = name();
    QString problem;
    bool acceptable = true;
    const NameRules::Problem rule = NameRules::check(wanted);
    if (wanted.isEmpty()) {
        problem = tr("Type the new name.");
        acceptable = false;
    } else if (wanted == m_players.value(seat())) {
        acceptable = false;
    } else if (rule != NameRules::Problem::None) {
        // The same words as a refused game file.
        SetupProblem p;
        p.code = rule == NameRules::Problem::TooLong ? SetupProblem::Code::NameTooLong
                                                     : SetupProblem::Code::NameNotPrintable;
        p.name = wanted;
        p.limit = InputLimits::NameLength;
        problem = CoreText::setupProblem(p);
        acceptable = false;
    } else {
        for (int other = 0; other < m_players.size(); ++other) {
            if (other != seat() && NameRules::same(m_players.at(other), wanted)) {
                problem = tr("%1 is already playing: every player needs a different name.")
                              .arg(m_players.at(other));
                acceptable = false;
            }
        }
    }
    ui->problemLabel->setText(problem);
    ui->problemLabel->setVisible(!problem.isEmpty());
    ui->buttonBox->button(QDialogButtonBox::Ok)->setEnabled(acceptable);
}

} // namespace pinaculo
