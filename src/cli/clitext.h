#pragma once

#include <QString>

namespace pinaculo {

// Text bound for a terminal. Whatever a message quotes from a file, the database or the command
// line, no control character but the line break reaches the terminal (no escape sequence, bell
// or carriage return), and no message grows without bound.
namespace CliText {

// Control and format characters other than '\n' become U+FFFD; past `limit` characters the
// text is cut with an ellipsis.
QString safe(const QString &text, int limit = 4000);

} // namespace CliText

} // namespace pinaculo
