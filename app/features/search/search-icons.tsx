import { LINE_ICON } from "#app/components/icons.tsx";

const base = { ...LINE_ICON, strokeWidth: 2 } as const;

export function SearchIcon() {
  return (
    <svg {...base} width={20} height={20}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </svg>
  );
}
