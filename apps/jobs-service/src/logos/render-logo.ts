/** Background colours of the generated logos; each keeps white initials above 4.5:1 contrast. */
const PALETTE = ['#1A3A57', '#B73143', '#2F6B4F', '#6B3FA0', '#8A4B08', '#0F5F73', '#5C5C5C', '#A3324F'] as const;

/** The logo's edge length in SVG units; the site scales it. */
const SIZE = 120;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function initials(name: string): string {
  return name
    .split(/[\s&-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0].toLocaleUpperCase('de'))
    .join('');
}

function shape(variant: number, colour: string): string {
  const half = SIZE / 2;
  if (variant === 0) return `<circle cx="${half}" cy="${half}" r="${half}" fill="${colour}"/>`;
  if (variant === 1) return `<rect width="${SIZE}" height="${SIZE}" rx="24" fill="${colour}"/>`;
  const points = [
    [half, 0],
    [SIZE, SIZE * 0.25],
    [SIZE, SIZE * 0.75],
    [half, SIZE],
    [0, SIZE * 0.75],
    [0, SIZE * 0.25],
  ]
    .map(([x, y]) => `${x},${y}`)
    .join(' ');
  return `<polygon points="${points}" fill="${colour}"/>`;
}

/** A simple, deterministic logo for a demo company: its initials on a coloured shape. */
export function renderLogo(companyId: number, companyName: string): string {
  const colour = PALETTE[companyId % PALETTE.length];
  const name = escapeXml(companyName);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    shape(companyId % 3, colour),
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="46" font-weight="700" fill="#FFFFFF">${escapeXml(initials(companyName))}</text>`,
    '</svg>',
  ].join('');
}
