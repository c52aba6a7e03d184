import { peopleMessages } from "./people-messages.ts";
import { useScreenMessages } from "#app/i18n/screen-messages.ts";

export interface PersonCardProps {
  id: string;
  name: string;
  imageUrl: string;
  title: string;
  qualification: string;
  /** Extra line under the title, such as the role type. */
  detail?: string | undefined;
  position: number;
  isFirst: boolean;
  /** Where the round crop keeps the face (`30% 60%`), from the photo's focal point (ADR 076). */
  objectPosition?: string | undefined;
}

/** A board or team member's card: photo, name, title and qualifications. */
export function PersonCard({ id, name, imageUrl, title, qualification, detail, position, isFirst, objectPosition }: PersonCardProps) {
  const peopleText = useScreenMessages(peopleMessages);
  const nameId = `person-${id}`;
  return (
    <li className="person-card" data-position={position}>
      <article aria-labelledby={nameId}>
        <img
          className="person-card__photo"
          src={imageUrl}
          alt=""
          width={160}
          height={160}
          loading={isFirst ? "eager" : "lazy"}
          decoding="async"
          style={objectPosition ? { objectPosition } : undefined}
        />
        <h2 id={nameId} className="person-card__name">
          {name}
        </h2>
        <p className="person-card__title">{title}</p>
        {detail && detail !== title ? <p className="person-card__detail">{detail}</p> : null}
        {qualification ? (
          <p className="person-card__qualification">
            <span className="visually-hidden">{`${peopleText.qualifications}: `}</span>
            {qualification}
          </p>
        ) : null}
      </article>
    </li>
  );
}
