#pragma once

class QWidget;

namespace pinaculo {

// Moving the focus on behalf of a key (Enter, a shortcut) in the hand dialog.
namespace EntryFocus {
// Focuses the widget and scrolls its scroll area to it: focus moved by Enter or a shortcut
// does not scroll the page by itself, unlike Tab.
void focusAndReveal(QWidget *widget);
} // namespace EntryFocus

} // namespace pinaculo
