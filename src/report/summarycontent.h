#pragma once

#include "summaryoptions.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace pinaculo {

struct Game;
struct GameResult;

// Everything the printed summary says, already in the reader's language and number format,
// and nothing about where it goes on the page. Built once from a game and the outcome its
// caller already has (GameScorer's), never scoring again; the layout and the chart only read it,
// so the words are checked without painting anything.
struct SummaryContent
{
    Q_DECLARE_TR_FUNCTIONS(SummaryContent)

public:
    struct Fact
    {
        QString label;
        QString text;
    };

    struct HandRow
    {
        int number = 0;
        QString dealer;
        QList<int> points; // per side
        QList<int> running; // per side, after the hand
        QList<bool> barbele; // per side, at the start of the hand
        bool afterEnd = false; // played after the end: shown, counts for nothing
    };

    // A notable event of a hand: a premium meld, a penalty, an exact cut, going out.
    struct Highlight
    {
        int hand = 0;
        QString who;
        QString what;
        int points = 0;
        bool scored = true; // false: the event itself gave no points
    };

    struct Standing
    {
        int rank = 0; // equal totals share a rank
        int side = -1;
        QString name;
        QString players; // the partners, in partnership play
        int total = 0;
        bool winner = false;
    };

    QString title;
    QString date; // empty: a blank line to write on
    QString place;
    QList<Fact> facts; // variant, rules, players, first dealer
    QStringList sides;
    QList<HandRow> hands;
    bool anyBarbele = false;
    QString barbeleNote;
    QList<Highlight> highlights;
    QList<Standing> standings;
    QString verdict;
    QString afterEndNote; // which hands no longer count, or empty
    bool over = false;
    int target = 0; // 0: one hand decides

    static SummaryContent fromGame(const Game &game, const GameResult &result,
                                   const SummaryOptions &options = {});
};

} // namespace pinaculo
