#include "cardlineedit.h"

#include "cardtext.h"

#include <QEvent>

namespace pinaculo {

namespace {
bool isSeparator(QChar c)
{
    return c.isSpace() || c == u',';
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
}

CardParseResult CardLineEdit::parse() const
{
    return m_notation->parse(text());
}

CardParseResult CardLineEdit::parseBefore(int offset) const
{
    return m_notation->parse(QStringView(text()).left(offset));
}

void CardLineEdit::setCards(const CardList &cards)
{
    setText(m_notation->format(cards, CardNotation::Style::Letters));
}

void CardLineEdit::insertCard(const Card &card)
{
    // Typed, not set: the field's undo history and textEdited listeners see the pick.
    const QString current = text();
    const bool needsSeparator = !current.isEmpty() && !isSeparator(current.back());
    end(false);
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
        const bool separator = isSeparator(before[i]);
        while (i < before.size() && isSeparator(before[i]) == separator)
            ++i;
        const QStringView piece = QStringView(before).sliced(start, i - start);
        QString written = piece.toString();
        if (!separator) {
            const auto card = m_notation->parseCard(piece);
            if (card && !(spelledAlike(piece) && next.parseCard(piece) == card))
                written = next.format(*card, CardNotation::Style::Letters);
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
    emit notationChanged();
}

} // namespace pinaculo
