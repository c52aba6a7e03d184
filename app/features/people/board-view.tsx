import type { ChangeEvent } from "react";
import { Form, useSearchParams } from "react-router";
import { formatUrlQuery } from "#domain/url-query.ts";
import { getBoardCards, parseExecutivesFilter, ROLE_TYPES, type BoardMember } from "#domain/content/executives.ts";
import { pick } from "#domain/language.ts";
import { getSiteName } from "#domain/navigation.ts";
import { getSites, type SiteId } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import type { FocalPositions } from "#app/components/decorative-image.tsx";
import { PersonCard } from "./person-card.tsx";
import { peopleMessages } from "./people-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./people.css";

/**
 * The executives view (spec §2): board members filtered by company (this sub-site's by
 * default) and role type (all by default), ordered by position. The filters are a GET form
 * (`?company=&role=`), so they work without JavaScript; with it, a choice applies at once.
 * Live: a board member added or removed shows or leaves without a reload.
 */
export function BoardView({ site, members, focal }: { site: SiteId; members: BoardMember[]; focal?: FocalPositions | undefined }) {
  const { lang, prefix } = useSite();
  const peopleText = useScreenMessages(peopleMessages);
  const [searchParams, setSearchParams] = useSearchParams();
  const records = useLiveCollection<BoardMember>("executives", members);
  const filter = parseExecutivesFilter(searchParams, site);
  const cards = getBoardCards(records, filter);

  function applyFilter(event: ChangeEvent<HTMLSelectElement>) {
    const next = new URLSearchParams(searchParams);
    if (event.target.value) next.set(event.target.name, event.target.value);
    else next.delete(event.target.name);
    setSearchParams(new URLSearchParams(formatUrlQuery(next)), { replace: true, preventScrollReset: true });
  }

  return (
    <div className="container people">
      <Form method="get" className="people-filters" aria-label={peopleText.filters} preventScrollReset>
        <div className="people-filters__field">
          <label htmlFor="board-company">{peopleText.company}</label>
          <select id="board-company" name="company" value={filter.company} onChange={applyFilter}>
            {getSites(prefix).map((entry) => (
              <option key={entry.id} value={entry.id}>
                {getSiteName(prefix, entry.id)[lang]}
              </option>
            ))}
          </select>
        </div>
        <div className="people-filters__field">
          <label htmlFor="board-role">{peopleText.roleType}</label>
          <select id="board-role" name="role" value={filter.roleType ?? ""} onChange={applyFilter}>
            <option value="">{peopleText.allRoleTypes}</option>
            {ROLE_TYPES.map((roleType) => (
              <option key={roleType} value={roleType}>
                {peopleText.roleTypes[roleType] ?? roleType}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button people-filters__apply">
          {peopleText.apply}
        </button>
      </Form>
      <p className="people__count" role="status">
        {peopleText.boardCount(cards.length)}
      </p>
      {cards.length === 0 ? (
        <p className="empty-note">{peopleText.boardEmpty}</p>
      ) : (
        <ul className="people__grid" aria-label={getSiteName(prefix, filter.company)[lang]}>
          {cards.map((card, index) => (
            <PersonCard
              key={card.id}
              id={card.id}
              name={card.name}
              imageUrl={card.image_url}
              title={pick(card.title, lang)}
              detail={peopleText.roleTypes[card.roleType]}
              qualification={card.qualification}
              position={card.position}
              isFirst={index === 0}
              objectPosition={focal?.[card.image_url]}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
