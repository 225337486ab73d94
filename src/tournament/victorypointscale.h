#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace pinaculo {

// How a match's match points (MP: each side's total of the round's hands, as GameScorer gives
// it) become victory points (VP): by the absolute difference of the two sides' MP, through bands
// whose bounds are inclusive upper bounds. The side ahead takes the band's larger share, the side
// behind the smaller; equal MP share their band's total evenly. A difference of 51 in a table whose
// bands go 0–50, 55–150 is in the second band: this game's points-only entry takes any integer.
//
// A scale the director defines is checked (VictoryPointScale::checked): bounds rising, each band
// sharing the same total, the side ahead's share never falling as the difference grows. The
// win-draw-loss scale is a scale too, of two bands, whose draw shares add up to less than a win.
class VictoryPointScale
{
    Q_DECLARE_TR_FUNCTIONS(VictoryPointScale)

public:
    struct Band
    {
        int upTo = 0; // the largest MP difference in the band, inclusive
        double ahead = 0; // the VP of the side with more MP
        double behind = 0; // the VP of the side with fewer
        friend bool operator==(const Band &, const Band &) = default;
    };

    struct Shares
    {
        double first = 0;
        double second = 0;
    };

    // A scale as published or built in, trusted: bands in rising order, then the shares of any
    // difference beyond the last band.
    VictoryPointScale(QList<Band> bands, double aheadBeyond, double behindBeyond);

    // A scale the director wrote: refused, with the reason, unless its bounds rise from 0 or more,
    // every band and the shares beyond add up to one total, and the side ahead never gets less
    // as the difference grows (nor less than the side behind).
    static std::optional<VictoryPointScale> checked(QList<Band> bands, double aheadBeyond,
                                                    double behindBeyond, QString *error);

    // The two sides' VP for their MP, in the same order.
    Shares shares(int firstMp, int secondMp) const;
    // The side ahead's and the side behind's VP for an MP difference of `difference` (its sign
    // is ignored).
    Shares sharesOfDifference(qint64 difference) const;
    // The most VP a side can take in one match: the share beyond the last band.
    double maximum() const { return m_aheadBeyond; }

    const QList<Band> &bands() const { return m_bands; }
    double aheadBeyond() const { return m_aheadBeyond; }
    double behindBeyond() const { return m_behindBeyond; }

    friend bool operator==(const VictoryPointScale &, const VictoryPointScale &) = default;

private:
    QList<Band> m_bands;
    double m_aheadBeyond = 0;
    double m_behindBeyond = 0;
};

} // namespace pinaculo
