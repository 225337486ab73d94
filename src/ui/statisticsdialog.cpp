#include "statisticsdialog.h"
#include "ui_statisticsdialog.h"

#include "coretext.h"
#include "screenfit.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHeaderView>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>

namespace pinaculo {

StatisticsDialog::StatisticsDialog(const GameStore &store, QWidget *parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::StatisticsDialog>())
    , m_store(store)
    , m_chart(new QChart)
{
    ui->setupUi(this);
    m_chartView = new QChartView(m_chart, ui->chartHolder);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(220);
    ui->chartLayout->addWidget(m_chartView);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    ui->statisticsTable->verticalHeader()->hide();
    ui->statisticsTable->setColumnCount(ColumnCount);
    fillVariants();
    connect(ui->variantCombo, &QComboBox::currentIndexChanged, this, &StatisticsDialog::refresh);
    refresh();
    ScreenFit::resizeToScreen(this, QSize(1000, 740));
}

StatisticsDialog::~StatisticsDialog() = default;

void StatisticsDialog::fillVariants()
{
    const QSignalBlocker block(ui->variantCombo);
    const QVariant current = ui->variantCombo->currentData();
    ui->variantCombo->clear();
    ui->variantCombo->addItem(tr("All variants"), QVariant());
    for (Variant v : {Variant::Pinaculo, Variant::Pinacle, Variant::Pinnacola})
        ui->variantCombo->addItem(CoreText::variantName(v), variantId(v));
    ui->variantCombo->setCurrentIndex(qMax(0, ui->variantCombo->findData(current)));
}

void StatisticsDialog::refresh()
{
    GameFilter filter;
    if (const QVariant v = ui->variantCombo->currentData(); v.isValid())
        filter.variant = variantFromId(v.toString());
    m_statistics = m_store.statistics(filter);
    ui->emptyLabel->setText(m_statistics.isEmpty() ? tr("No games stored yet.") : QString());
    fillTable();
    fillChart();
}

void StatisticsDialog::fillTable()
{
    QTableWidget *table = ui->statisticsTable;
    table->setHorizontalHeaderLabels({tr("Player"), tr("Games"), tr("Won"), tr("Hands"),
                                      tr("Average hand"), tr("Best hand"), tr("Premium melds"),
                                      tr("Went out"), tr("Penalties"), tr("Penalty points")});
    table->setRowCount(int(m_statistics.size()));
    for (int row = 0; row < m_statistics.size(); ++row) {
        const PlayerStatistics &s = m_statistics[row];
        const QStringList cells = {s.player,
                                   CoreText::number(s.gamesPlayed),
                                   CoreText::number(s.gamesWon),
                                   CoreText::number(s.handsPlayed),
                                   QLocale().toString(s.averageHand, 'f', 1),
                                   s.handsPlayed > 0 ? CoreText::number(s.bestHand) : QString(),
                                   CoreText::number(s.premiumMelds),
                                   CoreText::number(s.wentOut),
                                   CoreText::number(s.penalties),
                                   CoreText::number(s.penaltyPoints)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            if (column != PlayerColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            table->setItem(row, column, item);
        }
    }
    table->resizeColumnsToContents();
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
    for (const PlayerStatistics &s : std::as_const(m_statistics)) {
        players.append(s.player);
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
        refresh();
    }
    QDialog::changeEvent(event);
}

} // namespace pinaculo
