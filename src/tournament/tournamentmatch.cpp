#include "tournamentmatch.h"

namespace pinaculo {

QString TournamentMatch::statusId(Status status)
{
    switch (status) {
    case Status::Playing:
        return QStringLiteral("playing");
    case Status::Submitted:
        return QStringLiteral("submitted");
    case Status::Confirmed:
        return QStringLiteral("confirmed");
    case Status::Accepted:
        return QStringLiteral("accepted");
    }
    return {};
}

std::optional<TournamentMatch::Status> TournamentMatch::statusFromId(const QString &id)
{
    for (Status status :
         {Status::Playing, Status::Submitted, Status::Confirmed, Status::Accepted}) {
        if (statusId(status) == id)
            return status;
    }
    return std::nullopt;
}

} // namespace pinaculo
