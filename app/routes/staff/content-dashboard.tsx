import { Link } from "react-router";
import { STAFF_HEADERS, staffMeta } from "#app/features/staff/staff-page.ts";
import { PublishingOnly } from "#app/features/staff/content/publishing-only.tsx";
import { getCollectionPath, getCollectionText, PUBLISHED_COLLECTIONS } from "#app/features/staff/content/published-collections.ts";
import "#app/features/staff/staff-console.css";

export const meta = () => staffMeta("Content");
export const headers = () => STAFF_HEADERS;

/** Every collection the content team publishes, and today's exchange rates. */
export default function ContentDashboard() {
  return (
    <PublishingOnly>
      <div className="staff-page">
        <h1>Content</h1>
        <p className="staff-page__lede">Everything saved here reaches the site at once, including pages visitors have open.</p>
        <ul className="staff-cards">
          <li className="staff-card staff-card--featured">
            <h2>
              <Link to="/staff/rates">Today’s exchange rates</Link>
            </h2>
            <p>Enter the day’s buying and selling rates for every currency and publish them in one action.</p>
          </li>
          {PUBLISHED_COLLECTIONS.map((name) => {
            const text = getCollectionText(name);
            return (
              <li key={name} className="staff-card">
                <h2>
                  <Link to={getCollectionPath(name)}>{text.title}</Link>
                </h2>
                <p>{text.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </PublishingOnly>
  );
}
