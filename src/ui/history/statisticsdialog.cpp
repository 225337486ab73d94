#include "history/statisticsdialog.h"
#include "ui_statisticsdialog.h"

#include "history/columnfit.h"
#include "coretext.h"
#include "variants.h"
#include "history/partnershipsmodel.h"
#include "common/screenfit.h"
#include "history/statisticsmodel.h"
#include "history/tablesearchproxy.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHeaderView>
#include <QLegend>
#include <QValueAxis>

namespace pinaculo {

StatisticsDialog::StatisticsDialog(const GameStore &store, QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::StatisticsDialog>())
    , m_store(store)
    , m_players(new StatisticsModel(this))
    , m_playersProxy(new TableSearchProxy(this))
    , m_partners(new PartnershipsModel(this))
    , m_partnersProxy(new TableSearchProxy(this))
    , m_chart(new QChart)
{
    ui->setupUi(this);
    m_chartView = new QChartView(m_chart, ui->chartHolder);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(180);
    ui->chartLayout->addWidget(m_chartView);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // The table is what is read; the chart sums it up and may be smaller.
    ui->splitter->setStretchFactor(0, 3);
    ui->splitter->setStretchFactor(1, 2);

    m_playersProxy->setSourceModel(m_players);
    m_playersProxy->setSearchColumns({StatisticsModel::PlayerColumn});
    m_partnersProxy->setSourceModel(m_partners);
    m_partnersProxy->setSearchColumns({PartnershipsModel::PairColumn});
    const std::pair<QTableView *, TableSearchProxy *> tables[]
        = {{ui->statisticsTable, m_playersProxy}, {ui->partnersTable, m_partnersProxy}};
    for (const auto &[view, proxy] : tables) {
        view->setModel(proxy);
        view->verticalHeader()->hide();
        view->setSortingEnabled(true);
    }
    ui->statisticsTable->sortByColumn(StatisticsModel::PlayerColumn, Qt::AscendingOrder);
    ui->partnersTable->sortByColumn(PartnershipsModel::GamesColumn, Qt::DescendingOrder);
    ColumnFit::fitToView(ui->statisticsTable, StatisticsModel::PlayerColumn);
    ColumnFit::fitToView(ui->partnersTable, PartnershipsModel::PairColumn);

    fillVariants();
    connect(ui->variantCombo, &QComboBox::currentIndexChanged, this, &StatisticsDialog::refresh);
    connect(ui->searchEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_playersProxy->setSearchText(text);
        m_partnersProxy->setSearchText(text);
    });
    connect(ui->firstPlayerCombo, &QComboBox::currentIndexChanged, this,
            &StatisticsDialog::showHeadToHead);
    connect(ui->secondPlayerCombo, &QComboBox::currentIndexChanged, this,
            &StatisticsDialog::showHeadToHead);
    refresh();
    ScreenFit::resizeToScreen(this, QSize(1000, 740));
}

StatisticsDialog::~StatisticsDialog() = default;

const QList<PlayerStatistics> &StatisticsDialog::statistics() const
{
    return m_players->statistics();
}

void StatisticsDialog::fillVariants()
{
    const QSignalBlocker block(ui->variantCombo);
    const QVariant current = ui->variantCombo->currentData();
    ui->variantCombo->clear();
    ui->variantCombo->addItem(tr("All variants"), QVariant());
    for (Variant v : Variants::all())
        ui->variantCombo->addItem(CoreText::variantName(v), variantId(v));
    ui->variantCombo->setCurrentIndex(qMax(0, ui->variantCombo->findData(current)));
}

GameFilter StatisticsDialog::filter() const
{
    GameFilter filter;
    if (const QVariant v = ui->variantCombo->currentData(); v.isValid())
        filter.variant = variantFromId(v.toString());
    return filter;
}

void StatisticsDialog::refresh()
{
    m_players->setStatistics(m_store.statistics(filter()));
    m_partners->setPartnerships(m_store.partnerships(filter()));
    ui->emptyLabel->setText(statistics().isEmpty() ? tr("No games stored yet.") : QString());
    fillRivals();
    fillChart();
}

void StatisticsDialog::fillRivals()
{
    // The players of the games shown, the same two chosen as before where they still play.
    QStringList players;
    for (const PlayerStatistics &s : statistics())
        players.append(s.player);
    QComboBox *combos[] = {ui->firstPlayerCombo, ui->secondPlayerCombo};
    for (int i = 0; i < 2; ++i) {
        const QSignalBlocker block(combos[i]);
        const QString chosen = combos[i]->currentText();
        combos[i]->clear();
        combos[i]->addItems(players);
        const int kept = combos[i]->findText(chosen);
        combos[i]->setCurrentIndex(kept >= 0 ? kept : std::min(i, int(players.size()) - 1));
    }
    showHeadToHead();
}

void StatisticsDialog::showHeadToHead()
{
    const QString first = ui->firstPlayerCombo->currentText();
    const QString second = ui->secondPlayerCombo->currentText();
    QString text;
    if (first.isEmpty() || second.isEmpty() || first == second) {
        text = tr("Choose two players to see how they fared against each other.");
    } else {
        const PlayerRecords::HeadToHead record = m_store.headToHead(first, second, filter());
        if (record.games == 0) {
            text = tr("%1 and %2 have not played against each other.").arg(first, second);
        } else {
            QStringList lines;
            lines << tr("%n game(s) against each other", nullptr, record.games);
            lines << tr("%1: %n won", nullptr, record.firstWins).arg(first);
            lines << tr("%1: %n won", nullptr, record.secondWins).arg(second);
            if (record.others() > 0)
                lines << tr("%n finished as a draw or won by another side", nullptr,
                            record.others());
            if (record.games > record.finished)
                lines << tr("%n still being played", nullptr, record.games - record.finished);
            text = lines.join(u'\n');
        }
    }
    ui->headToHeadLabel->setText(text);
}

void StatisticsDialog::fillChart()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes())
        m_chart->removeAxis(axis);
    m_chart->setTitle(tr("Games played and won"));
    auto *played = new QBarSet(tr("Played"));
    auto *won = new QBarSet(tr("Won"));
    QStringList players;
    int most = 1;
    for (const PlayerStatistics &s : statistics()) {
        players.append(s.player.toHtmlEscaped()); // the chart's labels read markup
        *played << s.gamesPlayed;
        *won << s.gamesWon;
        most = qMax(most, s.gamesPlayed);
    }
    auto *series = new QBarSeries;
    series->append(played);
    series->append(won);
    m_chart->addSeries(series);
    auto *categories = new QBarCategoryAxis;
    categories->append(players);
    m_chart->addAxis(categories, Qt::AlignBottom);
    series->attachAxis(categories);
    auto *counts = new QValueAxis;
    counts->setRange(0, most);
    counts->setLabelFormat(QStringLiteral("%d"));
    counts->setTickCount(qMin(most, 10) + 1);
    m_chart->addAxis(counts, Qt::AlignLeft);
    series->attachAxis(counts);
}

void StatisticsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui->retranslateUi(this);
        fillVariants();
        m_players->retranslate();
        m_partners->retranslate();
        refresh();
    }
    QDialog::changeEvent(event);
}

} // namespace pinaculo
