#pragma once

#include "summaryoptions.h"

#include <QObject>
#include <QStringList>

class QWidget;

namespace pinaculo {

struct Game;
struct GameResult;

// The window's way to the printed game summary: a preview to look at before printing, the
// print dialog, and a PDF file chosen in a save dialog. Each call lays the summary out for the
// paper the user picks, in the language in use at that moment, from the game and the outcome the
// caller already has.
class SummaryPrinting : public QObject
{
    Q_OBJECT

public:
    explicit SummaryPrinting(QObject *parent = nullptr);

    // The date and place printed on the summary; both are blank lines to write on by default.
    void setOptions(const SummaryOptions &options);
    SummaryOptions options() const { return m_options; }

    void printPreview(const Game &game, const GameResult &result, QWidget *parent);
    bool print(const Game &game, const GameResult &result, QWidget *parent);
    // Asks for a file name; returns the file written, or an empty string when cancelled or failed
    // (a file in `databaseFiles`, the open database's, is refused).
    QString exportPdf(const Game &game, const GameResult &result, QWidget *parent,
                      const QStringList &databaseFiles);

private:
    SummaryOptions m_options;
};

} // namespace pinaculo
