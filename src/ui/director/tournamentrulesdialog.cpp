#include "director/tournamentrulesdialog.h"

#include "common/screenfit.h"
#include "director/vpscalessection.h"
#include "translations.h"

#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QTextBrowser>

namespace pinaculo {

TournamentRulesDialog::TournamentRulesDialog(QWidget *parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    showPage();
    ScreenFit::resizeToScreen(this, QSize(820, 760));
}

QString TournamentRulesDialog::pagePath(const QString &language)
{
    const QString path = QStringLiteral(":/rules/%1/tournament.html").arg(language);
    return QFile::exists(path) ? path : QStringLiteral(":/rules/en/tournament.html");
}

QString TournamentRulesDialog::text() const
{
    return m_browser->toPlainText();
}

void TournamentRulesDialog::showPage()
{
    setWindowTitle(tr("Tournament Rules"));
    m_browser->setAccessibleName(tr("Tournament rules"));
    QFile page(pagePath(Translations::current()));
    if (!page.open(QIODevice::ReadOnly))
        return;
    m_browser->setHtml(VpScalesSection::fill(QString::fromUtf8(page.readAll())));
}

void TournamentRulesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        showPage();
    QDialog::changeEvent(event);
}

} // namespace pinaculo
