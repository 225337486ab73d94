#include "rules/cardnotationsection.h"

#include "cardnotation.h"

#include <QStringList>

namespace pinaculo {

namespace {

constexpr Suit AllSuits[] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};

QString code(const QString &text)
{
    return QStringLiteral("<b>") + text.toHtmlEscaped() + QStringLiteral("</b>");
}

// The sentences for letters that are both a rank and a suit: the place in the card decides,
// and two examples show it ("QQ" and "10Q" in Italian, "TT" and "7T" in Spanish).
QStringList placeSentences(const CardNotation &notation)
{
    QStringList sentences;
    for (Suit suit : AllSuits) {
        const QString letter = notation.suitSpellings(suit).constFirst();
        for (int r = int(Rank::Ace); r <= int(Rank::King); ++r) {
            const Rank rank = static_cast<Rank>(r);
            if (!notation.rankSpellings(rank).contains(letter))
                continue;
            const Card both {rank, suit};
            const Card other {rank == Rank::Ten ? Rank::Seven : Rank::Ten, suit};
            const QString bothToken = letter + letter;
            const QString otherToken = notation.format(other, CardNotation::Style::Letters);
            sentences.append(
                CardNotationSection::tr("%1 at the start of a card is %2, and at its end %3: "
                                        "%4 is %5 and %6 is %7.")
                    .arg(code(letter), CardNotationSection::rankName(rank),
                         CardNotationSection::suitName(suit), code(bothToken),
                         CardNotationSection::cardName(both), code(otherToken),
                         CardNotationSection::cardName(other)));
        }
    }
    return sentences;
}

// The sentences for suit letters that name another suit in the English notation of files and
// other programs (Spanish and Italian C is hearts, English C clubs).
QStringList clashSentences(const CardNotation &notation)
{
    const CardNotation &english = CardNotation::canonical();
    QStringList sentences;
    for (Suit suit : AllSuits) {
        const QString letter = notation.suitSpellings(suit).constFirst();
        for (Suit other : AllSuits) {
            if (other == suit || english.suitSpellings(other).constFirst() != letter)
                continue;
            sentences.append(
                CardNotationSection::tr("Careful: %1 means %2 here, not %3 as in the English "
                                        "notation; %3 is %4.")
                    .arg(code(letter), CardNotationSection::suitName(suit),
                         CardNotationSection::suitName(other),
                         code(QString(notation.suitLetter(other)))));
        }
    }
    return sentences;
}

// The shorthand of typed cards (CardShorthand), its examples written in the notation.
QStringList shorthandSentences(const CardNotation &notation)
{
    const auto letters = [&notation](const CardList &cards) {
        return notation.format(cards, CardNotation::Style::Letters);
    };
    const Card kingOfHearts {Rank::King, Suit::Hearts};
    const Card aceOfHearts {Rank::Ace, Suit::Hearts};
    const Card twoOfClubs {Rank::Two, Suit::Clubs};
    QStringList sentences;
    sentences.append(
        CardNotationSection::tr("Cards may also be typed without spaces: %1 is %2. A run may be "
                                "typed by its ends: %3, or %4, is every card of %5 from the "
                                "three to the king; wild cards follow after a space, as in %6.")
            .arg(code(notation.exampleGlued()),
                 code(letters({{Rank::Three, Suit::Hearts},
                               {Rank::Four, Suit::Hearts},
                               {Rank::Five, Suit::Hearts}})),
                 code(notation.exampleRun()),
                 code(notation.rankText(Rank::Three) + u'-' + letters({kingOfHearts})),
                 CardNotationSection::suitName(Suit::Hearts),
                 code(notation.exampleRun() + u' ' + letters({twoOfClubs}))));
    sentences.append(
        CardNotationSection::tr("A run by its ends goes up in run order, A 3 4 … K A: the ace is "
                                "low as the first end and high as the last, so %1 goes from ace "
                                "to ace, and the two, a wild card, is never part of it. A run "
                                "that goes down, mixes suits or ends on a two is refused. What "
                                "is kept is always the cards one by one.")
            .arg(code(notation.rankText(Rank::Ace) + u'-' + letters({aceOfHearts}))));
    const QString borrowed = notation.borrowedSuitLetter(Suit::Spades);
    if (!borrowed.isEmpty()) {
        const Card queen {Rank::Queen, Suit::Spades};
        sentences.append(
            CardNotationSection::tr("A card typed with an English suit letter, such as %1, is "
                                    "read too, and named under the field with the card it "
                                    "became: %2.")
                .arg(code(notation.rankText(Rank::Queen) + borrowed),
                     code(notation.format(queen, CardNotation::Style::Symbols))));
    }
    return sentences;
}

} // namespace

QString CardNotationSection::marker()
{
    return QStringLiteral("<!-- card-notation -->");
}

QString CardNotationSection::fill(QString page, const CardNotation &notation)
{
    return page.replace(marker(), html(notation));
}

QString CardNotationSection::suitName(Suit suit)
{
    switch (suit) {
    case Suit::Spades:
        return tr("spades");
    case Suit::Hearts:
        return tr("hearts");
    case Suit::Diamonds:
        return tr("diamonds");
    case Suit::Clubs:
        return tr("clubs");
    case Suit::None:
        break;
    }
    return {};
}

QString CardNotationSection::rankName(Rank rank)
{
    switch (rank) {
    case Rank::Joker:
        return tr("the joker");
    case Rank::Ace:
        return tr("the ace");
    case Rank::Two:
        return tr("the two");
    case Rank::Three:
        return tr("the three");
    case Rank::Four:
        return tr("the four");
    case Rank::Five:
        return tr("the five");
    case Rank::Six:
        return tr("the six");
    case Rank::Seven:
        return tr("the seven");
    case Rank::Eight:
        return tr("the eight");
    case Rank::Nine:
        return tr("the nine");
    case Rank::Ten:
        return tr("the ten");
    case Rank::Jack:
        return tr("the jack");
    case Rank::Queen:
        return tr("the queen");
    case Rank::King:
        return tr("the king");
    }
    return {};
}

QString CardNotationSection::cardName(const Card &card)
{
    if (card.isJoker())
        return rankName(Rank::Joker);
    return CardNotationSection::tr("%1 of %2", "a card: the queen of diamonds")
        .arg(rankName(card.rank), suitName(card.suit));
}

QString CardNotationSection::html(const CardNotation &notation)
{
    QString html
        = QStringLiteral("<h2 id=\"typing\">") + tr("Typing cards") + QStringLiteral("</h2>\n");
    html += QStringLiteral("<p>")
        + tr("In this program a card is typed as its rank followed by its suit: the rank comes "
             "first and the suit letter last. Cards are separated by spaces or commas; capital "
             "and small letters are the same.")
        + QStringLiteral("</p>\n");

    html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n<tr><th>")
        + tr("Suit") + QStringLiteral("</th><th>") + tr("Letter") + QStringLiteral("</th><th>")
        + tr("Also accepted") + QStringLiteral("</th></tr>\n");
    for (Suit suit : AllSuits) {
        const QStringList spellings = notation.suitSpellings(suit);
        html += QStringLiteral("<tr><td>%1 %2</td><td>%3</td><td>%4</td></tr>\n")
                    .arg(QString(CardNotation::suitSymbol(suit)), suitName(suit),
                         code(spellings.constFirst()), spellings.mid(1).join(QStringLiteral("  ")));
    }
    const QStringList joker = notation.jokerSpellings();
    html
        += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>\n</table>\n")
               .arg(tr("Joker"), code(joker.constFirst()), joker.mid(1).join(QStringLiteral("  ")));

    QStringList ranks;
    QStringList alternatives;
    for (int r = int(Rank::Ace); r <= int(Rank::King); ++r) {
        const QStringList spellings = notation.rankSpellings(static_cast<Rank>(r));
        ranks.append(spellings.constFirst());
        for (const QString &other : spellings.mid(1)) {
            alternatives.append(CardNotationSection::tr("%1 can also be written %2")
                                    .arg(code(spellings.constFirst()), code(other)));
        }
    }
    QString ranksText = CardNotationSection::tr("Ranks: %1.").arg(ranks.join(u' '));
    if (!alternatives.isEmpty())
        ranksText += u' ' + alternatives.join(QStringLiteral("; ")) + u'.';
    QStringList symbols;
    for (Suit suit : AllSuits)
        symbols.append(QString(CardNotation::suitSymbol(suit)));
    html += QStringLiteral("<p>") + ranksText + u' '
        + CardNotationSection::tr("The suit symbols %1 are read in every language.")
              .arg(symbols.join(u' '))
        + QStringLiteral("</p>\n");

    const QStringList notes = placeSentences(notation) + clashSentences(notation);
    for (const QString &note : notes)
        html += QStringLiteral("<p>") + note + QStringLiteral("</p>\n");

    html += QStringLiteral("<p>")
        + CardNotationSection::tr("Examples: %1 (a run of %2 with a joker); %3 (a joker and "
                                  "a two of %4).")
              .arg(code(notation.exampleMeld()), suitName(Suit::Hearts),
                   code(notation.exampleWilds()), suitName(Suit::Clubs))
        + QStringLiteral("</p>\n");
    html += QStringLiteral("<p>") + shorthandSentences(notation).join(u' ')
        + QStringLiteral("</p>\n");
    return html;
}

} // namespace pinaculo
