/**
 * Draws the blog's three original illustrations as SVG and renders them to AVIF and WebP.
 * Run after changing a drawing: `node --import tsx scripts/build-blog-images.ts`.
 */
import { mkdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { imagePath } from "../app/config/images";
import { blogImages } from "../app/features/blog/blog-images";

const W = 800;
const H = 450;
const frame = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;

/** The eleven-point maple leaf, centred on (x, y), `size` pixels tall. */
function mapleLeaf(x: number, y: number, size: number, fill: string): string {
  const points = [
    [0, -50], [9, -32], [20, -37], [16, -12], [34, -28], [38, -18], [50, -22], [44, 0], [50, 4], [26, 22],
    [30, 32], [4, 28], [4, 50], [-4, 50], [-4, 28], [-30, 32], [-26, 22], [-50, 4], [-44, 0], [-50, -22],
    [-38, -18], [-34, -28], [-16, -12], [-20, -37], [-9, -32],
  ];
  const scale = size / 100;
  return `<polygon fill="${fill}" points="${points.map(([px, py]) => `${x + px! * scale},${y + py! * scale}`).join(" ")}"/>`;
}

const scenes: Record<string, () => string> = {
  // A passport beside a chart whose bars climb towards a maple leaf: ranking in the pool.
  "1": () =>
    frame(
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fee2e2"/><stop offset="1" stop-color="#fff7ed"/></linearGradient>`,
      [
        `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
        `<rect x="0" y="380" width="${W}" height="70" fill="#e2e8f0"/>`,
        ...[0, 1, 2, 3, 4].map((i) => {
          const h = 70 + i * 55;
          return `<rect x="${380 + i * 70}" y="${380 - h}" width="48" height="${h}" rx="6" fill="${i === 4 ? "#b91c1c" : "#94a3b8"}"/>`;
        }),
        mapleLeaf(684, 60, 70, "#b91c1c"),
        `<g transform="rotate(-8 210 250)"><rect x="110" y="110" width="200" height="270" rx="14" fill="#7f1d1d"/>`,
        `<rect x="126" y="126" width="168" height="238" rx="8" fill="none" stroke="#fca5a5" stroke-width="3"/>`,
        mapleLeaf(210, 215, 80, "#fde68a"),
        `<rect x="150" y="300" width="120" height="10" rx="5" fill="#fca5a5"/><rect x="170" y="322" width="80" height="8" rx="4" fill="#fca5a5"/></g>`,
      ].join(""),
    ),
  // A Saskatchewan grain elevator in a wheat field under a wide sky.
  "2": () =>
    frame(
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#60a5fa"/><stop offset="1" stop-color="#dbeafe"/></linearGradient>` +
        `<linearGradient id="wheat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#facc15"/><stop offset="1" stop-color="#ca8a04"/></linearGradient>`,
      [
        `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
        `<circle cx="640" cy="90" r="44" fill="#fef08a"/>`,
        `<ellipse cx="200" cy="80" rx="90" ry="22" fill="#ffffff" opacity="0.8"/><ellipse cx="420" cy="120" rx="70" ry="16" fill="#ffffff" opacity="0.7"/>`,
        `<rect x="0" y="300" width="${W}" height="150" fill="url(#wheat)"/>`,
        `<polygon points="0,300 800,290 800,310 0,316" fill="#a3e635" opacity="0.5"/>`,
        ...Array.from({ length: 16 }, (_, i) => `<path d="M${i * 52 + 10} 450 Q${i * 52 + 30} 380 ${i * 52 + 50} 450" fill="none" stroke="#a16207" stroke-width="3" opacity="0.5"/>`),
        `<rect x="250" y="150" width="90" height="160" fill="#991b1b"/><polygon points="240,150 295,95 350,150" fill="#7f1d1d"/>`,
        `<rect x="275" y="55" width="40" height="55" fill="#991b1b"/><polygon points="268,58 295,35 322,58" fill="#7f1d1d"/>`,
        `<rect x="340" y="230" width="70" height="80" fill="#b91c1c"/><polygon points="335,230 375,205 415,230" fill="#7f1d1d"/>`,
        `<rect x="270" y="190" width="50" height="12" fill="#fef2f2"/>`,
      ].join(""),
    ),
  // A graduation cap on a stack of books before a columned university building.
  "3": () =>
    frame(
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0f2fe"/><stop offset="1" stop-color="#f8fafc"/></linearGradient>`,
      [
        `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
        `<polygon points="430,120 640,60 850,120" fill="#cbd5e1"/><rect x="450" y="120" width="380" height="230" fill="#e2e8f0"/>`,
        ...[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${470 + i * 60}" y="140" width="22" height="190" fill="#f8fafc"/>`),
        `<rect x="440" y="330" width="400" height="20" fill="#94a3b8"/>`,
        `<rect x="0" y="350" width="${W}" height="100" fill="#86efac"/>`,
        `<rect x="120" y="330" width="280" height="40" rx="6" fill="#b91c1c"/><rect x="140" y="290" width="250" height="40" rx="6" fill="#1e3a8a"/><rect x="110" y="250" width="270" height="40" rx="6" fill="#15803d"/>`,
        `<rect x="120" y="258" width="250" height="6" fill="#bbf7d0"/><rect x="150" y="298" width="230" height="6" fill="#bfdbfe"/><rect x="130" y="338" width="260" height="6" fill="#fecaca"/>`,
        `<polygon points="245,160 370,200 245,240 120,200" fill="#0f172a"/><rect x="200" y="208" width="90" height="40" fill="#0f172a"/>`,
        `<line x1="330" y1="188" x2="345" y2="250" stroke="#facc15" stroke-width="4"/><circle cx="345" cy="254" r="7" fill="#facc15"/>`,
        mapleLeaf(700, 380, 50, "#b91c1c"),
      ].join(""),
    ),
};

const publicDir = path.resolve(import.meta.dirname, "../public");
mkdirSync(path.join(publicDir, "images", "blog"), { recursive: true });

for (const [id, image] of Object.entries(blogImages)) {
  const draw = scenes[id];
  if (!draw) throw new Error(`no drawing for article ${id}`);
  const source = Buffer.from(draw());
  for (const width of image.widths) {
    const base = sharp(source, { density: (72 * width) / image.width }).resize(width);
    for (const [format, encode] of [
      ["avif", base.clone().avif({ quality: 50, effort: 6 })],
      ["webp", base.clone().webp({ quality: 72, effort: 6 })],
    ] as const) {
      const file = path.join(publicDir, imagePath(image, width, format));
      await encode.toFile(file);
      console.log(`${imagePath(image, width, format).padEnd(44)} ${(statSync(file).size / 1024).toFixed(1)} KB`);
    }
  }
}
