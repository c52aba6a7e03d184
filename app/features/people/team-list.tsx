import { getTeamOfSite, type TeamMemberSummary } from "#domain/content/executives.ts";
import { pick } from "#domain/language.ts";
import type { SiteId } from "#domain/site.ts";
import { useSite } from "#app/features/shell/use-site.ts";
import { useLiveCollection } from "#app/live/use-live-collection.ts";
import type { FocalPositions } from "#app/components/decorative-image.tsx";
import { PersonCard } from "./person-card.tsx";
import { peopleMessages } from "./people-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";
import "./people.css";

/** A sub-site's management team, ordered by position; live, as the board is. */
export function TeamList({ site, members, focal }: { site: SiteId; members: TeamMemberSummary[]; focal?: FocalPositions | undefined }) {
  const { lang } = useSite();
  const peopleText = useScreenMessages(peopleMessages);
  const team = getTeamOfSite(useLiveCollection<TeamMemberSummary>("teams", members), site);
  if (team.length === 0) {
    return (
      <div className="container people">
        <p className="empty-note">{peopleText.teamEmpty}</p>
      </div>
    );
  }
  return (
    <div className="container people">
      <ul className="people__grid">
        {team.map((member, index) => (
          <PersonCard
            key={member.id}
            id={member.id}
            name={member.name}
            imageUrl={member.image_url}
            title={pick(member.title, lang)}
            qualification={member.qualifications}
            position={member.position}
            isFirst={index === 0}
            objectPosition={focal?.[member.image_url]}
          />
        ))}
      </ul>
    </div>
  );
}
