#include "victorypointscales.h"

namespace pinaculo {

namespace {

// Ten bands of the winner's share 10 … 19 with these upper bounds, then 20–0: both FIBUR tables
// have this shape.
VictoryPointScale twentyPoints(const QList<int> &upperBounds)
{
    QList<VictoryPointScale::Band> bands;
    for (int i = 0; i < upperBounds.size(); ++i)
        bands.append({upperBounds[i], 10.0 + i, 10.0 - i});
    return VictoryPointScale(bands, 20, 0);
}

} // namespace

QStringList VictoryPointScales::ids()
{
    return {QStringLiteral("fibur-3"), QStringLiteral("fibur-4"), QStringLiteral("win-draw-loss")};
}

std::optional<VictoryPointScale> VictoryPointScales::byId(const QString &id)
{
    if (id == u"fibur-3")
        return twentyPoints({50, 150, 250, 350, 500, 650, 800, 1000, 1250, 1500});
    if (id == u"fibur-4")
        return twentyPoints({100, 300, 500, 700, 900, 1100, 1300, 1500, 1700, 2000});
    if (id == u"win-draw-loss")
        return VictoryPointScale({{0, 1, 1}}, 3, 0);
    return std::nullopt;
}

QString VictoryPointScales::name(const QString &id)
{
    if (id == u"fibur-3")
        return tr("FIBUR, rounds of 3 hands");
    if (id == u"fibur-4")
        return tr("FIBUR, rounds of 4 hands");
    if (id == u"win-draw-loss")
        return tr("3 for a win, 1 for a draw, 0 for a loss");
    return id;
}

} // namespace pinaculo
