import Link from 'next/link';
import type { DocCard } from '@/lib/model/page';

/** The generated list of a landing page's children, each with its description. */
export function DocCardList({ cards, headingId = 'in-this-section' }: { cards: DocCard[]; headingId?: string }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="card-section">
      <h2 id={headingId}>In this section</h2>
      <ul className="card-list">
        {cards.map((card) => (
          <li key={card.href} className="card">
            <Link href={card.href} prefetch={false}>
              {card.title}
            </Link>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
