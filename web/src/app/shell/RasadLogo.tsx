import { tokens } from '@fluentui/react-components';

/** The mark: a magnifier over a data point. */
export function RasadLogo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill={tokens.colorBrandBackground} />
      <circle
        cx="14"
        cy="14"
        r="7"
        fill="none"
        stroke={tokens.colorNeutralForegroundOnBrand}
        strokeWidth="3"
      />
      <circle cx="14" cy="14" r="2" fill={tokens.colorNeutralForegroundOnBrand} />
      <path
        d="M19 19l6 6"
        stroke={tokens.colorNeutralForegroundOnBrand}
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
