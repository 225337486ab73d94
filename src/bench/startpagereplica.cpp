#include "startpagereplica.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace pinaculo {

StartPageReplica::StartPageReplica()
{
    const QList<QPair<QString, int>> menus
        = {{QStringLiteral("&Game"), 10},    {QStringLiteral("&Edit"), 7},
           {QStringLiteral("&View"), 2},     {QStringLiteral("&Tools"), 1},
           {QStringLiteral("&Language"), 3}, {QStringLiteral("&Help"), 2}};
    for (const auto &[title, items] : menus) {
        QMenu *menu = menuBar()->addMenu(title);
        for (int i = 0; i < items; ++i)
            menu->addAction(QStringLiteral("Item %1…").arg(i + 1));
    }
    QToolBar *toolBar = addToolBar(QStringLiteral("Main toolbar"));
    toolBar->setMovable(false);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    const QStringList tools = {QStringLiteral("New"),
                               QStringLiteral("Open"),
                               QStringLiteral("Export"),
                               QString(),
                               QStringLiteral("Undo"),
                               QStringLiteral("Redo"),
                               QString(),
                               QStringLiteral("Record Hand"),
                               QStringLiteral("Edit"),
                               QStringLiteral("Delete"),
                               QString(),
                               QStringLiteral("Full Screen"),
                               QStringLiteral("Meld Checker")};
    for (const QString &tool : tools) {
        if (tool.isEmpty())
            toolBar->addSeparator();
        else
            toolBar->addAction(tool);
    }

    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->addStretch();
    auto *title = new QLabel(QStringLiteral("Pináculo"));
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 3);
    big.setBold(true);
    title->setFont(big);
    title->setAlignment(Qt::AlignCenter);
    layout->addWidget(title);
    auto *subtitle = new QLabel(
        QStringLiteral("Score keeper and referee for Pináculo, Pinacle and Pinnacola"));
    QFont larger = subtitle->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.2);
    subtitle->setFont(larger);
    subtitle->setAlignment(Qt::AlignCenter);
    layout->addWidget(subtitle);
    auto *columns = new QHBoxLayout;
    columns->addStretch();
    auto *buttons = new QVBoxLayout;
    for (const QString &text :
         {QStringLiteral("&New game…"), QStringLiteral("&Continue the last game"),
          QStringLiteral("&Open a game file…"), QStringLiteral("Game &history…"),
          QStringLiteral("&Meld checker…")}) {
        auto *button = new QPushButton(text);
        button->setMinimumSize(280, 44);
        buttons->addWidget(button);
    }
    columns->addLayout(buttons);
    columns->addSpacing(32);
    auto *recent = new QVBoxLayout;
    auto *heading = new QLabel(QStringLiteral("Recent game files"));
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    recent->addWidget(heading);
    auto *none = new QLabel(QStringLiteral("No game file opened yet."));
    none->setWordWrap(true);
    none->setMinimumWidth(380);
    recent->addWidget(none, 1, Qt::AlignTop);
    columns->addLayout(recent);
    columns->addStretch();
    layout->addLayout(columns);
    layout->addStretch();
    setCentralWidget(page);
    statusBar();
    resize(1280, 800);
}

} // namespace pinaculo
