/**
 * Illustrations drawn for the project as SVG (no third-party images). Each motif is a flat scene in
 * the site's palette; a seed varies the details so images of one motif differ.
 */
export type Motif =
  | 'skyline'
  | 'people'
  | 'calendar'
  | 'chat'
  | 'document'
  | 'shop'
  | 'fair'
  | 'laptop'
  | 'growth'
  | 'logo';

export interface Palette {
  background: [string, string];
  primary: string;
  accent: string;
  light: string;
}

export const PALETTES: Record<'red' | 'blue' | 'warm' | 'grey', Palette> = {
  red: { background: ['#fbe9ec', '#f3c9d0'], primary: '#B73143', accent: '#1A3A57', light: '#ffffff' },
  blue: { background: ['#e4edf5', '#c3d5e6'], primary: '#1A3A57', accent: '#B73143', light: '#ffffff' },
  warm: { background: ['#fff3e0', '#fbd9b0'], primary: '#c0592b', accent: '#1A3A57', light: '#ffffff' },
  grey: { background: ['#f4f4f4', '#dedede'], primary: '#4a4a4a', accent: '#B73143', light: '#ffffff' },
};

function random(seed: number): () => number {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

function person(x: number, y: number, scale: number, body: string, skin: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="0" cy="-120" r="38" fill="${skin}"/>
    <path d="M-70 40 Q-70 -70 0 -70 Q70 -70 70 40 Z" fill="${body}"/>
  </g>`;
}

const SKINS = ['#f1c7a5', '#c68b59', '#8d5524', '#e0ac69', '#ffdbac'];

function scene(motif: Motif, p: Palette, w: number, h: number, rnd: () => number): string {
  const cx = w / 2;
  const ground = h * 0.78;
  switch (motif) {
    case 'skyline': {
      let buildings = '';
      for (let x = 0; x < w; x += 70 + rnd() * 40) {
        const bh = 120 + rnd() * 220;
        const bw = 60 + rnd() * 40;
        buildings += `<rect x="${x}" y="${ground - bh}" width="${bw}" height="${bh}" fill="${rnd() > 0.5 ? p.primary : p.accent}" opacity="0.85"/>`;
        for (let wy = ground - bh + 20; wy < ground - 20; wy += 34) {
          buildings += `<rect x="${x + 12}" y="${wy}" width="14" height="18" fill="${p.light}" opacity="0.7"/><rect x="${x + bw - 26}" y="${wy}" width="14" height="18" fill="${p.light}" opacity="0.7"/>`;
        }
      }
      const tx = w * (0.55 + rnd() * 0.2);
      const tower = `<rect x="${tx - 8}" y="${ground - 470}" width="16" height="470" fill="${p.accent}"/>
        <circle cx="${tx}" cy="${ground - 360}" r="42" fill="${p.accent}"/>
        <rect x="${tx - 3}" y="${ground - 560}" width="6" height="100" fill="${p.accent}"/>
        <rect x="${tx - 30}" y="${ground - 362}" width="60" height="6" fill="${p.light}" opacity="0.6"/>`;
      return `${tower}${buildings}<rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${p.primary}"/>`;
    }
    case 'people': {
      const count = 2 + Math.floor(rnd() * 2);
      let out = `<rect x="${cx - 330}" y="${ground - 60}" width="660" height="26" rx="10" fill="${p.accent}"/>`;
      for (let i = 0; i < count; i++) {
        const x = cx - 220 + (440 / (count - 1)) * i;
        out += person(x, ground - 70, 1.1, i % 2 ? p.primary : p.accent, SKINS[Math.floor(rnd() * SKINS.length)]);
      }
      // Drawn for an 800 x 560 stage, then scaled to fill the canvas (photos and icons alike).
      const k = Math.min(w / 800, h / 560);
      return `<g transform="translate(${cx} ${ground}) scale(${k}) translate(${-cx} ${-ground})">${out}<rect x="${cx - 80}" y="${ground - 120}" width="90" height="60" rx="6" fill="${p.light}"/><rect x="${cx + 30}" y="${ground - 110}" width="70" height="50" rx="6" fill="${p.light}" opacity="0.8"/></g>`;
    }
    case 'calendar': {
      const x0 = cx - 300;
      const y0 = h * 0.18;
      let grid = `<rect x="${x0}" y="${y0}" width="600" height="${h * 0.64}" rx="24" fill="${p.light}"/><rect x="${x0}" y="${y0}" width="600" height="90" rx="24" fill="${p.primary}"/>`;
      const highlight = Math.floor(rnd() * 20);
      for (let i = 0; i < 28; i++) {
        const gx = x0 + 40 + (i % 7) * 78;
        const gy = y0 + 120 + Math.floor(i / 7) * ((h * 0.64 - 140) / 4);
        grid += `<rect x="${gx}" y="${gy}" width="56" height="44" rx="8" fill="${i === highlight ? p.accent : p.background[1]}"/>`;
      }
      return `${grid}<circle cx="${x0 + 120}" cy="${y0}" r="16" fill="${p.accent}"/><circle cx="${x0 + 480}" cy="${y0}" r="16" fill="${p.accent}"/>`;
    }
    case 'chat': {
      return `<rect x="${cx - 320}" y="${h * 0.2}" width="380" height="170" rx="40" fill="${p.primary}"/>
        <path d="M${cx - 260} ${h * 0.2 + 165} l-30 60 l80 -60 Z" fill="${p.primary}"/>
        <rect x="${cx - 20}" y="${h * 0.48}" width="340" height="150" rx="40" fill="${p.accent}"/>
        <path d="M${cx + 250} ${h * 0.48 + 145} l40 55 l-90 -55 Z" fill="${p.accent}"/>
        ${[0, 1, 2].map((i) => `<circle cx="${cx - 220 + i * 90}" cy="${h * 0.2 + 85}" r="18" fill="${p.light}"/>`).join('')}
        <rect x="${cx + 20}" y="${h * 0.48 + 50}" width="${200 + rnd() * 60}" height="18" rx="9" fill="${p.light}"/>
        <rect x="${cx + 20}" y="${h * 0.48 + 86}" width="${140 + rnd() * 60}" height="18" rx="9" fill="${p.light}" opacity="0.8"/>`;
    }
    case 'document': {
      let lines = '';
      for (let i = 0; i < 7; i++) {
        lines += `<rect x="${cx - 170}" y="${h * 0.36 + i * 42}" width="${180 + rnd() * 150}" height="16" rx="8" fill="${p.background[1]}"/>`;
      }
      return `<rect x="${cx - 220}" y="${h * 0.1}" width="440" height="${h * 0.8}" rx="20" fill="${p.light}"/>
        <circle cx="${cx - 120}" cy="${h * 0.23}" r="50" fill="${p.primary}"/>
        <rect x="${cx - 40}" y="${h * 0.19}" width="220" height="22" rx="11" fill="${p.accent}"/>
        <rect x="${cx - 40}" y="${h * 0.25}" width="150" height="16" rx="8" fill="${p.background[1]}"/>
        ${lines}
        <circle cx="${cx + 230}" cy="${h * 0.75}" r="70" fill="${p.accent}"/>
        <path d="M${cx + 195} ${h * 0.75} l25 28 l50 -58" stroke="${p.light}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    }
    case 'shop': {
      let awning = '';
      for (let i = 0; i < 8; i++) {
        awning += `<path d="M${cx - 320 + i * 80} ${h * 0.3} h80 v60 q-40 30 -80 0 Z" fill="${i % 2 ? p.light : p.primary}"/>`;
      }
      return `<rect x="${cx - 300}" y="${h * 0.2}" width="600" height="${ground - h * 0.2}" fill="${p.accent}"/>
        <rect x="${cx - 340}" y="${h * 0.16}" width="680" height="${h * 0.14}" rx="8" fill="${p.primary}"/>
        ${awning}
        <rect x="${cx - 250}" y="${h * 0.45}" width="260" height="${ground - h * 0.45 - 10}" fill="${p.background[0]}" opacity="0.9"/>
        <rect x="${cx + 60}" y="${h * 0.45}" width="160" height="${ground - h * 0.45}" fill="${p.light}"/>
        <circle cx="${cx + 190}" cy="${h * 0.63}" r="8" fill="${p.accent}"/>
        <rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${p.background[1]}"/>`;
    }
    case 'fair': {
      let booths = '';
      const n = 4;
      for (let i = 0; i < n; i++) {
        const bx = 60 + i * ((w - 120) / n);
        const bw = (w - 120) / n - 30;
        const color = i % 2 ? p.primary : p.accent;
        booths += `<rect x="${bx}" y="${ground - 220}" width="${bw}" height="220" fill="${p.light}"/>
          <path d="M${bx - 10} ${ground - 220} L${bx + bw / 2} ${ground - 320} L${bx + bw + 10} ${ground - 220} Z" fill="${color}"/>
          <rect x="${bx + bw / 2 - 3}" y="${ground - 380}" width="6" height="60" fill="${color}"/>
          <path d="M${bx + bw / 2 + 3} ${ground - 380} h40 l-10 15 l10 15 h-40 Z" fill="${color}"/>
          <rect x="${bx + 20}" y="${ground - 160}" width="${bw - 40}" height="70" rx="6" fill="${color}" opacity="0.25"/>`;
      }
      return `${booths}<rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${p.primary}" opacity="0.9"/>`;
    }
    case 'laptop': {
      const tiles = [0, 1, 2, 3]
        .map((i) => {
          const tx = cx - 250 + (i % 2) * 255;
          const ty = h * 0.15 + Math.floor(i / 2) * 150;
          const skin = SKINS[Math.floor(rnd() * SKINS.length)];
          return `<rect x="${tx}" y="${ty}" width="245" height="140" rx="10" fill="${i % 2 ? p.background[1] : p.background[0]}"/>
            <circle cx="${tx + 122}" cy="${ty + 55}" r="26" fill="${skin}"/>
            <path d="M${tx + 72} ${ty + 140} q50 -75 100 0 Z" fill="${i % 3 ? p.primary : p.accent}"/>`;
        })
        .join('');
      return `<rect x="${cx - 280}" y="${h * 0.1}" width="560" height="340" rx="20" fill="${p.accent}"/>${tiles}
        <path d="M${cx - 360} ${h * 0.1 + 350} h720 l-40 40 h-640 Z" fill="${p.primary}"/>`;
    }
    case 'growth': {
      let bars = '';
      for (let i = 0; i < 6; i++) {
        const bh = 60 + i * 50 + rnd() * 30;
        bars += `<rect x="${cx - 300 + i * 100}" y="${ground - bh}" width="70" height="${bh}" rx="8" fill="${i % 2 ? p.primary : p.accent}"/>`;
      }
      return `${bars}<path d="M${cx - 280} ${ground - 120} L${cx - 80} ${ground - 220} L${cx + 60} ${ground - 200} L${cx + 280} ${ground - 400}" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round"/>
        <circle cx="${cx + 280}" cy="${ground - 400}" r="22" fill="${p.primary}"/>
        <rect x="${cx - 340}" y="${ground}" width="680" height="10" fill="${p.accent}"/>`;
    }
    case 'logo': {
      const shape =
        rnd() > 0.5
          ? `<circle cx="${w * 0.25}" cy="${h / 2}" r="${h * 0.3}" fill="${p.primary}"/><circle cx="${w * 0.25}" cy="${h / 2}" r="${h * 0.15}" fill="${p.light}"/>`
          : `<rect x="${w * 0.1}" y="${h * 0.2}" width="${h * 0.6}" height="${h * 0.6}" rx="20" fill="${p.primary}" transform="rotate(12 ${w * 0.25} ${h / 2})"/>`;
      return `${shape}<rect x="${w * 0.48}" y="${h * 0.36}" width="${w * 0.42}" height="${h * 0.12}" rx="8" fill="${p.accent}"/><rect x="${w * 0.48}" y="${h * 0.55}" width="${w * 0.3}" height="${h * 0.08}" rx="6" fill="${p.primary}" opacity="0.7"/>`;
    }
  }
}

/** Scenes are laid out for photo sizes; smaller canvases (icons) get the scene drawn at this width and scaled down. */
const SCENE_WIDTH = 1000;

export function illustration(motif: Motif, palette: Palette, width: number, height: number, seed: number): string {
  const rnd = random(seed);
  const scaled = motif !== 'logo' && width < SCENE_WIDTH;
  const sceneWidth = scaled ? SCENE_WIDTH : width;
  const sceneHeight = scaled ? (SCENE_WIDTH * height) / width : height;
  const body = scene(motif, palette, sceneWidth, sceneHeight, rnd);
  const decor = [0, 1, 2]
    .map(() => `<circle cx="${rnd() * width}" cy="${rnd() * height * 0.6}" r="${40 + rnd() * 120}" fill="${palette.light}" opacity="0.35"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>${decor}${scaled ? `<g transform="scale(${width / SCENE_WIDTH})">${body}</g>` : body}
</svg>`;
}
