import { useId } from "react";

export interface ShareSlice {
  key: string;
  label: string;
  percent: number;
  /** The percent as the visitor reads it: "74.05%". */
  text: string;
}

// Four colours told apart by lightness as well as hue, each at least 3:1 against white.
const COLOURS = ["#0b3b7a", "#b35f00", "#1e7d34", "#6b3fa0"];
// A circle of this radius has a circumference of 100, so a slice's length is its percent.
const RADIUS = 100 / (2 * Math.PI);

/**
 * A donut chart of shares, with a legend that states every figure: the chart is a picture of
 * the legend, which (with the table beside it) is the text alternative.
 */
export function ShareChart({ title, slices }: { title: string; slices: ShareSlice[] }) {
  const titleId = useId();
  let start = 0;
  const arcs = slices.map((slice, index) => {
    // Start at twelve o'clock and go clockwise.
    const arc = { ...slice, colour: COLOURS[index % COLOURS.length]!, offset: 25 - start };
    start += slice.percent;
    return arc;
  });
  const description = slices.map((slice) => `${slice.label}: ${slice.text}`).join("; ");
  return (
    <figure className="share-chart" aria-labelledby={titleId}>
      <svg className="share-chart__donut" viewBox="0 0 42 42" width={200} height={200} role="img" aria-label={`${title}. ${description}`}>
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="#e6e9ef" strokeWidth="6" />
        {arcs.map((arc) => (
          <circle
            key={arc.key}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke={arc.colour}
            strokeWidth="6"
            strokeDasharray={`${arc.percent} ${100 - arc.percent}`}
            strokeDashoffset={arc.offset}
          />
        ))}
      </svg>
      <figcaption>
        <p id={titleId} className="share-chart__title">
          {title}
        </p>
        <ul className="share-chart__legend">
          {arcs.map((arc) => (
            <li key={arc.key}>
              <span className="share-chart__swatch" style={{ background: arc.colour }} aria-hidden="true" />
              <span className="share-chart__label">{arc.label}</span> <strong>{arc.text}</strong>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
