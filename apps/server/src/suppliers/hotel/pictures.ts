import { createRandom, type Random } from '../rail/random';

/**
 * Generated pictures of hotels: small deterministic SVG scenes (colours and shapes from the hotel id and picture name),
 * drawn from rectangles and circles only, with no text, fonts or anything fetched from elsewhere.
 */
export type PictureKind = 'cover' | 'exterior' | 'lobby' | 'restaurant' | 'facility' | 'room' | 'comment';

/** cover-1, room-2-1, comment-15-2, each optionally -big. */
const FILE = /^(cover|exterior|lobby|restaurant|facility)-(\d{1,2})(-big)?\.svg$|^(room|comment)-(\d{1,5})-(\d{1,2})(-big)?\.svg$/;

export function parsePictureFile(file: string): { kind: PictureKind; name: string; big: boolean } | null {
  const m = FILE.exec(file);
  if (!m) return null;
  const kind = (m[1] ?? m[4]) as PictureKind;
  const big = Boolean(m[3] ?? m[7]);
  return { kind, name: file.replace(/(-big)?\.svg$/, ''), big };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

function building(rng: Random, hue: number): string {
  const parts: string[] = [rect(0, 0, 400, 300, hsl(hue + 180, 55, 82)), rect(0, 240, 400, 60, hsl(hue + 90, 25, 55))];
  const w = rng.int(140, 220);
  const h = rng.int(150, 210);
  const x = (400 - w) / 2;
  parts.push(rect(x, 240 - h, w, h, hsl(hue, 30, 45)));
  for (let row = 0; row < Math.floor((h - 40) / 24); row++) {
    for (let col = 0; col < Math.floor((w - 20) / 22); col++) {
      parts.push(rect(x + 14 + col * 22, 240 - h + 16 + row * 24, 12, 14, rng.chance(0.7) ? hsl(48, 90, 75) : hsl(hue, 20, 30)));
    }
  }
  parts.push(rect(x + w / 2 - 16, 210, 32, 30, hsl(hue, 25, 25)));
  return parts.join('');
}

function room(rng: Random, hue: number): string {
  return [
    rect(0, 0, 400, 300, hsl(hue + 30, 35, 88)),
    rect(0, 210, 400, 90, hsl(hue + 20, 30, 60)),
    rect(250, 50, 110, 90, hsl(205, 60, 75), ' stroke="#fff" stroke-width="6"'),
    rect(60, 150, rng.int(180, 220), 70, hsl(hue, 15, 96)),
    rect(60, 120, 40, 40, hsl(hue, 40, 70)),
    rect(110, 120, 40, 40, hsl(hue, 40, 70)),
    rect(60, 180, rng.int(180, 220), 40, hsl(hue, 45, 55)),
  ].join('');
}

function hall(rng: Random, hue: number, kind: PictureKind): string {
  const parts = [rect(0, 0, 400, 300, hsl(hue + 40, 30, 80)), rect(0, 200, 400, 100, hsl(hue + 10, 25, 40))];
  if (kind === 'facility') {
    parts.push(rect(40, 200, 320, 70, hsl(195, 70, 55)));
    for (let i = 0; i < 6; i++) parts.push(rect(50 + i * 52, 225 + (i % 2) * 12, 30, 4, hsl(195, 80, 80)));
  } else {
    const n = kind === 'restaurant' ? 5 : 3;
    for (let i = 0; i < n; i++) parts.push(circle(60 + i * (280 / (n - 1)), 230, kind === 'restaurant' ? 22 : 30, hsl(hue, 35, 65)));
    parts.push(circle(200, 40, rng.int(18, 30), hsl(48, 90, 70)));
  }
  return parts.join('');
}

/** The SVG of a picture; the same hotel and name always draw the same scene. */
export function renderPicture(hotelId: string, kind: PictureKind, name: string, big: boolean): string {
  const rng = createRandom(`picture/${hotelId}/${name}`);
  const hue = createRandom(`picture/${hotelId}`).int(0, 359);
  const body = kind === 'cover' || kind === 'exterior' ? building(rng, hue) : kind === 'room' || kind === 'comment' ? room(rng, hue + rng.int(0, 40)) : hall(rng, hue, kind);
  const [w, h] = big ? [1200, 900] : [400, 300];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 400 300">${body}</svg>`;
}
