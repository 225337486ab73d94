#include "corebench.h"

#include "benchreport.h"
#include "cardnotation.h"
#include "gamefilereader.h"
#include "gamefilewriter.h"
#include "gamescorer.h"
#include "handvalidator.h"
#include "meldanalysis.h"
#include "randomgame.h"
#include "rules.h"
#include "samples.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <chrono>

namespace pinaculo {

namespace {

using Clock = std::chrono::steady_clock;

double elapsedNs(Clock::time_point since)
{
    return double(
        std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - since).count());
}

// Results are folded into this so the optimiser cannot drop the work being timed.
volatile qint64 g_sink = 0;

struct MeldSample
{
    CardList cards;
    int variant = 0;
    Laid laid = Laid::OverTurns;
};

const Rules &presetOf(int variant)
{
    static const Rules presets[]
        = {Rules::preset(Variant::Pinaculo), Rules::preset(Variant::Pinacle),
           Rules::preset(Variant::Pinnacola)};
    return presets[variant];
}

// Half valid melds from real deals, half invalid or doubtful lists: random cards, one suit
// with gaps and repeats, and valid melds with one card swapped.
QList<MeldSample> meldSamples(int count)
{
    RandomGame random(20261130);
    QList<MeldSample> samples;
    samples.reserve(count);
    QList<MeldEntry> valid;
    while (samples.size() < count) {
        const int variant = random.random().bounded(3);
        const Rules &rules = presetOf(variant);
        MeldSample s;
        s.variant = variant;
        switch (random.random().bounded(4)) {
        case 0:
        case 1: {
            if (valid.isEmpty())
                valid = random.validMelds(rules);
            if (valid.isEmpty())
                continue;
            const MeldEntry m = valid.takeLast();
            s.cards = m.cards;
            s.laid = m.laid;
            break;
        }
        case 2:
            s.cards = random.randomCards(rules, 3 + random.random().bounded(11));
            break;
        default: {
            CardList cards = random.randomCards(rules, 40);
            const Suit suit = cards.first().suit;
            for (const Card &card : cards) {
                if (card.suit == suit || card.isJoker())
                    s.cards.append(card);
                if (s.cards.size() >= 3 + random.random().bounded(10))
                    break;
            }
            if (s.cards.size() < 3)
                continue;
            break;
        }
        }
        samples.append(s);
    }
    return samples;
}

} // namespace

void CoreBench::run(BenchReport &report)
{
    measureMeldAnalysis(report);
    measureCardParse(report);
    measureScoreFile(report);
    measureEditFirstHand(report);
}

void CoreBench::measureMeldAnalysis(BenchReport &report)
{
    const int total = m_quick ? 10000 : 100000;
    const int batch = 1000;
    const QList<MeldSample> samples = meldSamples(total);
    qint64 sink = 0;
    for (const MeldSample &s : samples) // warm the caches and the branch predictors
        sink += MeldAnalyzer::analyze(s.cards, presetOf(s.variant), s.laid).points();
    Samples perMeld;
    int valid = 0;
    for (int start = 0; start < total; start += batch) {
        const auto t0 = Clock::now();
        for (int i = start; i < start + batch; ++i) {
            const MeldSample &s = samples[i];
            const MeldAnalysis a = MeldAnalyzer::analyze(s.cards, presetOf(s.variant), s.laid);
            sink += a.points();
            valid += a.valid ? 1 : 0;
        }
        perMeld.add(elapsedNs(t0) / batch);
    }
    g_sink = g_sink + sink;
    report.set(QStringLiteral("meld_analysis_ns"), perMeld.median(), 1);
    report.note(QStringLiteral("meld_analysis"),
                QStringLiteral("%1 melds of the three variants, %2 valid; median of batches of %3")
                    .arg(total)
                    .arg(valid)
                    .arg(batch));
}

void CoreBench::measureCardParse(BenchReport &report)
{
    // Twelve cards in every accepted spelling: letters, symbols, T, lower case, * and commas.
    const QString text = QStringLiteral("10H JH QH JK, A♠ A♦ 2C 7d T♣ * KS 9♥");
    const int batch = 1000;
    const int batches = m_quick ? 10 : 100;
    Samples perParse;
    qint64 sink = 0;
    for (int b = 0; b <= batches; ++b) {
        const auto t0 = Clock::now();
        for (int i = 0; i < batch; ++i)
            sink += CardNotation::canonical().parse(text).cards.size();
        if (b > 0) // the first batch only warms up
            perParse.add(elapsedNs(t0) / batch);
    }
    g_sink = g_sink + sink;
    if (sink != qint64(batches + 1) * batch * 12) {
        report.setMissing(QStringLiteral("card_parse_ns"),
                          QStringLiteral("the sample did not parse to 12 cards"));
        return;
    }
    report.set(QStringLiteral("card_parse_ns"), perParse.median(), 1);
}

void CoreBench::measureScoreFile(BenchReport &report)
{
    const QString metric = QStringLiteral("score_1000_hands_ms");
    QTemporaryDir dir;
    RandomGame random(1000);
    GameSetup setup = RandomGame::setup(Variant::Pinaculo, 4, false);
    setup.rules.target = 1000000; // far enough that the game lasts 1,000 hands
    const Game game = random.game(setup, 1000);
    const QString path = QDir(m_workFolder.isEmpty() ? dir.path() : m_workFolder)
                             .filePath(QStringLiteral("game-1000.json"));
    QString error;
    if (game.hands.size() != 1000
        || !GameFileWriter::writeFile(game, GameScorer::score(game), path, &error)) {
        report.setMissing(metric,
                          QStringLiteral("could not write the generated game: %1").arg(error));
        return;
    }
    if (!m_workFolder.isEmpty())
        m_scoreGamePath = path;
    Samples ms;
    const int runs = m_quick ? 3 : 11;
    for (int run = 0; run <= runs; ++run) {
        const auto t0 = Clock::now();
        const GameFileReader::Result read = GameFileReader::readFile(path);
        if (!read.ok()) {
            report.setMissing(
                metric,
                QStringLiteral("the generated file was refused: %1").arg(read.error.text()));
            return;
        }
        // The reader scores the game as it validates each hand, as pinaculo-cli score uses it.
        g_sink = g_sink + read.result.hands.size();
        if (run > 0)
            ms.add(elapsedNs(t0) / 1e6);
    }
    report.set(metric, ms.median());
    int melds = 0;
    for (const HandRecord &hand : game.hands) {
        for (const PlayerResult &r : hand.results)
            melds += int(r.melds.size());
    }
    report.note(QStringLiteral("score_1000_hands"),
                QStringLiteral("pinaculo, 4 players, 1000 hands, %1 melds, %2 KiB file; read, "
                               "validated and scored; median of %3 runs")
                    .arg(melds)
                    .arg(QFileInfo(path).size() / 1024)
                    .arg(runs));
}

void CoreBench::measureEditFirstHand(BenchReport &report)
{
    RandomGame random(500);
    GameSetup setup = RandomGame::setup(Variant::Pinaculo, 4, false);
    setup.rules.target = 1000000;
    const Game game = random.game(setup, 500);
    const HandRecord replacements[] = {random.hand(setup), random.hand(setup)};
    Samples ms;
    const int runs = m_quick ? 5 : 21;
    for (int run = 0; run <= runs; ++run) {
        const auto t0 = Clock::now();
        Game edited = game;
        const HandRecord &replacement = replacements[run % 2];
        if (!HandValidator::validate(edited.setup, replacement,
                                     GameScorer::barbeleAt(edited.setup, 0, {}))
                 .isEmpty()) {
            report.setMissing(QStringLiteral("edit_first_hand_ms"),
                              QStringLiteral("the generated replacement hand was refused"));
            return;
        }
        edited.hands[0] = replacement;
        const GameResult result = GameScorer::score(edited);
        g_sink = g_sink + result.hands.last().running.value(0) + result.winner;
        if (run > 0)
            ms.add(elapsedNs(t0) / 1e6);
    }
    report.set(QStringLiteral("edit_first_hand_ms"), ms.median(), 3);
    report.note(QStringLiteral("edit_first_hand"),
                QStringLiteral("pinaculo, 4 players, 500 hands: hand 1 replaced and validated, "
                               "the game scored again; median of %1 runs")
                    .arg(runs));
}

} // namespace pinaculo
