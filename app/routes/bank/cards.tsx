import { CARD_BASICS, CARDS_HOW_TO, CARDS_INTRO, DEBIT_CARDS, type CardId } from "#content/pages/cards.ts";
import { useCopy } from "#app/features/pages/use-copy.ts";
import { screenMeta } from "#app/features/screen/screen-meta.ts";
import { ScreenHeader } from "#app/features/screen/screen-page.tsx";
import "#app/features/pages/pages.css";
import type { Route } from "./+types/cards.ts";
import { pagesMessages } from "#app/features/pages/pages-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export const meta: Route.MetaFunction = (args) => screenMeta(args);

/** Standard, gold and platinum debit cards (spec §2): what every card does, then each card. */
export default function Cards() {
  const pagesText = useScreenMessages(pagesMessages);
  const copy = useCopy();
  return (
    <>
      <ScreenHeader />
      <div className="container page">
        <p className="page-lede">{copy(CARDS_INTRO)}</p>
        <section className="page-section" aria-labelledby="every-card">
          <h2 id="every-card">{pagesText.cards.everyCard}</h2>
          <ul className="tick-list">
            {CARD_BASICS.map((item) => (
              <li key={item.en}>{copy(item)}</li>
            ))}
          </ul>
        </section>
        <section className="page-section" aria-labelledby="choose-card">
          <h2 id="choose-card">{pagesText.cards.chooseCard}</h2>
          <ul className="card-grid">
            {DEBIT_CARDS.map((card, index) => (
              <li key={card.id} className={`page-card card-in card-in--up card-in--${index + 1}`} data-card={card.id}>
                <CardPicture tier={card.id} />
                <h3 className="page-card__title">{copy(card.name)}</h3>
                <p>{copy(card.description)}</p>
                <ul className="tick-list">
                  {card.features.map((feature) => (
                    <li key={feature.en}>{copy(feature)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section className="page-section" aria-labelledby="get-card">
          <h2 id="get-card">{pagesText.cards.howToGetCard}</h2>
          <ol className="step-list">
            {CARDS_HOW_TO.map((step) => (
              <li key={step.en}>{copy(step)}</li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

const CARD_COLOURS: Record<CardId, { face: string; edge: string }> = {
  standard: { face: "#0b3b7a", edge: "#072a58" },
  gold: { face: "#c8961e", edge: "#8a6410" },
  platinum: { face: "#8c96a3", edge: "#4b5565" },
};

/** A small drawing of the card in its colour; decorative, since its name is the heading. */
function CardPicture({ tier }: { tier: CardId }) {
  const colour = CARD_COLOURS[tier];
  return (
    <svg className="card-picture" viewBox="0 0 86 54" width={129} height={81} aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="85" height="53" rx="5" fill={colour.face} stroke={colour.edge} />
      <rect x="9" y="18" width="13" height="10" rx="2" fill="#f2d27a" />
      <rect x="9" y="38" width="40" height="3" rx="1.5" fill="#fff" opacity="0.7" />
      <circle cx="66" cy="40" r="7" fill="#fff" opacity="0.35" />
      <circle cx="74" cy="40" r="7" fill="#fff" opacity="0.55" />
    </svg>
  );
}
