#include "calltimecommand.h"

#include "gamedocument.h"

#include <QCoreApplication>

namespace pinaculo {

CallTimeCommand::CallTimeCommand(GameDocument *document)
    : m_document(document)
    , m_before(document->setup().timeCalledAfter)
    , m_after(document->handCount())
{
    setText(QCoreApplication::translate("pinaculo::CallTimeCommand", "time called after hand %1")
                .arg(m_after));
}

void CallTimeCommand::redo()
{
    m_document->setTimeCalledAfter(m_after);
}

void CallTimeCommand::undo()
{
    m_document->setTimeCalledAfter(m_before);
}

} // namespace pinaculo
