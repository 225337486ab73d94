#include "cards/cardlineedit.h"

#include "cardshorthand.h"
#include "cards/cardtext.h"
#include "meldtext.h"

#include <QEvent>
#include <QLabel>

namespace pinaculo {

namespace {
bool isSeparator(QChar c)
{
    return c.isSpace() || c == u',';
}

// What a language change keeps as typed between the cards: separators, and the slash and marks
// of a meld's text, which are part of no card spelling in any notation.
bool isBetweenCards(QChar c)
{
    return isSeparator(c) || MeldText::isPunctuation(c);
}

// A token spelled with a suit symbol or "*" reads the same in every notation; keeping it as
// typed spares the person a rewrite they did not ask for.
bool spelledAlike(QStringView token)
{
    return !token.isEmpty() && !token.back().isLetterOrNumber();
}
} // namespace

CardLineEdit::CardLineEdit(QWidget *parent)
    : QLineEdit(parent)
    , m_notation(&CardText::notation())
{
    connect(this, &QLineEdit::textChanged, this, &CardLineEdit::updateBorrowedLettersHint);
}

CardLineEdit::~CardLineEdit()
{
    delete m_hint;
}

CardParseResult CardLineEdit::read(QStringView text) const
{
    return m_notation->read(text);
}

int CardLineEdit::insertionPoint() const
{
    return int(text().size());
}

CardParseResult CardLineEdit::parse() const
{
    return read(text());
}

CardParseResult CardLineEdit::parseBefore(int offset) const
{
    return read(QStringView(text()).left(offset));
}

QString CardLineEdit::borrowedLettersHint() const
{
    const CardParseResult parsed = parse();
    QStringList cards;
    for (const BorrowedSuitLetter &borrowed : parsed.borrowed) {
        cards.append(QStringLiteral("%1 → %2").arg(
            borrowed.text, m_notation->format(borrowed.card, CardNotation::Style::Symbols)));
    }
    if (cards.isEmpty())
        return {};
    return tr("English suit letters: %1").arg(cards.join(QStringLiteral(", ")));
}

bool CardLineEdit::isShowingBorrowedLettersHint() const
{
    return m_hint && m_hint->isVisible();
}

void CardLineEdit::updateBorrowedLettersHint()
{
    const QString hint = hasFocus() && isVisible() ? borrowedLettersHint() : QString();
    if (hint.isEmpty()) {
        if (m_hint)
            m_hint->hide();
        return;
    }
    if (!m_hint) {
        m_hint = new QLabel(window());
        m_hint->setTextFormat(Qt::PlainText);
        m_hint->setAutoFillBackground(true);
        m_hint->setBackgroundRole(QPalette::ToolTipBase);
        m_hint->setForegroundRole(QPalette::ToolTipText);
        m_hint->setMargin(2);
        m_hint->setAttribute(Qt::WA_TransparentForMouseEvents);
    }
    m_hint->setText(hint);
    m_hint->adjustSize();
    m_hint->move(mapTo(window(), QPoint(0, height())));
    m_hint->raise();
    m_hint->show();
}

void CardLineEdit::focusInEvent(QFocusEvent *event)
{
    QLineEdit::focusInEvent(event);
    updateBorrowedLettersHint();
}

void CardLineEdit::focusOutEvent(QFocusEvent *event)
{
    QLineEdit::focusOutEvent(event);
    updateBorrowedLettersHint();
}

void CardLineEdit::moveEvent(QMoveEvent *event)
{
    QLineEdit::moveEvent(event);
    if (isShowingBorrowedLettersHint())
        updateBorrowedLettersHint();
}

void CardLineEdit::resizeEvent(QResizeEvent *event)
{
    QLineEdit::resizeEvent(event);
    if (isShowingBorrowedLettersHint())
        updateBorrowedLettersHint();
}

void CardLineEdit::hideEvent(QHideEvent *event)
{
    QLineEdit::hideEvent(event);
    if (m_hint)
        m_hint->hide();
}

void CardLineEdit::setCards(const CardList &cards)
{
    setText(m_notation->format(cards, CardNotation::Style::Letters));
}

void CardLineEdit::insertCard(const Card &card)
{
    // Typed, not set: the field's undo history and textEdited listeners see the pick.
    const int at = insertionPoint();
    const QStringView before = QStringView(text()).left(at);
    const bool needsSeparator = !before.isEmpty() && !isSeparator(before.back());
    setCursorPosition(at);
    insert((needsSeparator ? QStringLiteral(" ") : QString())
           + m_notation->format(card, CardNotation::Style::Letters));
}

bool CardLineEdit::stillTyping() const
{
    const QString current = text();
    const CardParseResult parsed = parse();
    return !parsed.ok && hasFocus() && cursorPosition() == current.size()
        && parsed.errorOffset + parsed.errorText.size() == current.size();
}

void CardLineEdit::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        switchNotation(CardText::notation());
    QLineEdit::changeEvent(event);
}

void CardLineEdit::switchNotation(const CardNotation &next)
{
    if (&next == m_notation)
        return;
    const QString before = text();
    const int cursor = cursorPosition();
    QString after;
    int newCursor = -1;
    qsizetype i = 0;
    while (i < before.size()) {
        const qsizetype start = i;
        const bool separator = isBetweenCards(before[i]);
        while (i < before.size() && isBetweenCards(before[i]) == separator)
            ++i;
        const QStringView piece = QStringView(before).sliced(start, i - start);
        QString written = piece.toString();
        if (!separator) {
            const auto card = m_notation->parseCard(piece);
            if (card && !(spelledAlike(piece) && next.parseCard(piece) == card))
                written = next.format(*card, CardNotation::Style::Letters);
            // Cards without spaces and runs by their ends keep their shape.
            const QString shorthand
                = card ? QString() : CardShorthand::rewrite(piece, *m_notation, next);
            if (!shorthand.isEmpty())
                written = shorthand;
        }
        // The cursor keeps its place in the token it was in, or its end.
        if (newCursor < 0 && cursor >= start && cursor <= i)
            newCursor = int(after.size() + std::min<qsizetype>(cursor - start, written.size()));
        after += written;
    }
    m_notation = &next;
    if (after != before) {
        setText(after);
        setCursorPosition(newCursor < 0 ? int(after.size()) : newCursor);
    }
    updateBorrowedLettersHint();
    emit notationChanged();
}

} // namespace pinaculo
