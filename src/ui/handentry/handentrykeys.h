#pragma once

#include <QCoreApplication>
#include <QKeyCombination>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

class QKeyEvent;
class QWidget;

namespace pinaculo {

class PlayerResultPanel;

// The hand dialog's keys as the keyboard of the language labels them (RePág in Spanish, PagSu in
// Italian), from Qt's own catalogue: a key name typed into a translated sentence would stay
// English.
class HandEntryKeys
{
    Q_DECLARE_TR_FUNCTIONS(HandEntryKeys)

public:
    static QString name(QKeyCombination key);
    // The line under the dialog: what the keys do, with cards or with points only.
    static QString hint(bool pointsOnly, int playerCount);
    // A plain Enter or Return (either key, without Ctrl, which confirms): it moves on.
    static bool movesOn(const QKeyEvent *event);
};

// Enter in the hand dialog moves on and never changes a value. Watching every widget of the
// dialog that takes the focus, it answers a plain Enter before the widget does, so that no
// checkbox or radio button is ever toggled by it (Space still toggles):
//   - in a meld row (its cards, flags or rescued cards): the next meld's cards, a new meld at
//     the last one, the cards in hand from the empty last one (PlayerResultPanel::moveOnFrom);
//   - in the cards in hand or their number: the next player's page, at its first field;
//   - on a push button: the button is pressed, as Space would;
//   - anywhere else: the next field, as Tab.
class HandEntryEnterKey : public QObject
{
    Q_OBJECT

public:
    // `panels` are the players' pages in seat order, `showPlayer` brings a seat's page forward
    // with the focus on its next meld.
    HandEntryEnterKey(QWidget *dialog, const QList<PlayerResultPanel *> *panels,
                      std::function<void(int)> showPlayer);

    // Watches the dialog's focusable widgets; called again when widgets are added.
    void watchWidgets();
    // What Enter does from the widget.
    void moveOnFrom(QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_dialog;
    const QList<PlayerResultPanel *> *m_panels;
    std::function<void(int)> m_showPlayer;
};

} // namespace pinaculo
