#pragma once

#include <QString>

class QFontMetrics;
class QLabel;

namespace pinaculo {

// The one way a name someone typed is made to fit the room a widget gives it: whole where it
// fits, else cut at its end with "…", and then its whole self, as plain text, in the tooltip.
// Labels (ElidedLabel, the next-hand panel), headers (NameHeaderView) and the full-screen board
// fit names here; models hand out whole names and leave the fitting to the view that knows the
// room. (Cells of item views are cut the same way by Qt, at the view's ElideRight.)
class NameFit
{
public:
    // `name` as shown in `width` pixels of `metrics`.
    static QString fitted(const QString &name, const QFontMetrics &metrics, int width);
    // The tooltip of a name shown as `shown`: the whole name where it was cut, else none.
    static QString toolTip(const QString &name, const QString &shown);
    // A label that shows only `name`, in `width` pixels of its font: plain text, fitted, and the
    // whole name in its tooltip where it was cut.
    static void show(QLabel *label, const QString &name, int width);

    // The room of a name inside a sentence: about fourteen letters, so that a long name leaves
    // the sentence its words.
    static int roomInSentence(const QFontMetrics &metrics);
    // The least room a name is given: a few letters and the ellipsis, enough to tell who it is.
    static int leastRoom(const QFontMetrics &metrics);
};

} // namespace pinaculo
