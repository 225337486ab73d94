#include "liveboardstate.h"

#include "gamedocument.h"
#include "scorejsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pinaculo {

namespace {

QJsonObject nextHand(const GameDocument &document)
{
    const GameSetup &setup = document.setup();
    const int next = document.handCount();
    QJsonObject object;
    object.insert(u"target", setup.rules.target);
    object.insert(u"hand_limit", setup.rules.handLimit);
    object.insert(u"number", next + 1);
    object.insert(u"open", document.acceptsHands());
    object.insert(u"tied", document.tiedAtTop());
    object.insert(u"dealer", setup.players.value(setup.dealerOfHand(next)));
    object.insert(u"cutter", setup.players.value(setup.cutterOfHand(next)));
    object.insert(u"first", setup.players.value(setup.firstOfHand(next)));
    // Only where the rules know barbelé at all; an empty list then means nobody is.
    if (setup.rules.barbeleThreshold > 0) {
        QJsonArray barbele;
        const QList<bool> flags = document.nextHandBarbele();
        for (int side = 0; side < flags.size(); ++side) {
            if (flags.at(side))
                barbele.append(setup.sideName(side));
        }
        object.insert(u"barbele", barbele);
        object.insert(u"barbele_opening", setup.rules.barbeleOpening);
    } else {
        object.insert(u"barbele", QJsonValue::Null);
    }
    return object;
}

} // namespace

QByteArray LiveBoardState::scoreJson(const GameDocument &document)
{
    // The CLI's own writer: the same bytes as `pinaculo-cli score --json`, from one owner.
    return ScoreJsonWriter::write(document.game(), document.result());
}

QByteArray LiveBoardState::message(const GameDocument *document)
{
    if (!document)
        return QByteArrayLiteral(R"({"next":null,"score":null})");
    // The bytes QJsonDocument would write for {"next": …, "score": …}, its keys in Qt's order;
    // the score is the writer's, so that the page reads what `score --json` prints.
    QByteArray bytes = QByteArrayLiteral(R"({"next":)");
    bytes += QJsonDocument(nextHand(*document)).toJson(QJsonDocument::Compact);
    bytes += R"(,"score":)";
    bytes += ScoreJsonWriter::write(document->game(), document->result(), QJsonDocument::Compact);
    bytes += '}';
    return bytes;
}

} // namespace pinaculo
