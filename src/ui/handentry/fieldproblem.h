#pragma once

class QLabel;
class QString;

namespace pinaculo {

// The problem of a field in the label under it: red, or in the placeholder colour while it is
// only a hint (a card still being typed); the label is hidden when there is none.
namespace FieldProblem {
void show(QLabel *label, const QString &text, bool hint = false);
} // namespace FieldProblem

} // namespace pinaculo
