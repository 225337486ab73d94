#pragma once

#include <QGroupBox>

class QAction;
class QLabel;
class QToolButton;

namespace pinaculo {

class ElidedLabel;

class GameDocument;

// What the table needs before the next deal: who deals, who cuts and how many cards make an
// exact cut, who plays first, and which sides are barbelé and must open high.
class NextHandPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit NextHandPanel(QWidget *parent = nullptr);

    void setDocument(GameDocument *document);
    void setRecordAction(QAction *action);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void keepTallest();
    QLabel *addRow(const QString &objectName, QLabel **caption, bool oneName);
    // A name inside a sentence, cut to a width that leaves room for the sentence.
    QString fitName(const QString &name) const;

    GameDocument *m_document = nullptr;
    QLabel *m_dealerCaption = nullptr;
    ElidedLabel *m_dealer = nullptr;
    QLabel *m_cutterCaption = nullptr;
    QLabel *m_cutter = nullptr;
    QLabel *m_firstCaption = nullptr;
    ElidedLabel *m_first = nullptr;
    QLabel *m_barbeleCaption = nullptr;
    QLabel *m_barbele = nullptr;
    QLabel *m_status = nullptr;
    QToolButton *m_recordButton = nullptr;
    int m_tallestWidth = -1; // the width the panel's tallest was found at
};

} // namespace pinaculo
