/**
 * Original illustrations of Canadian scenes, drawn as SVG in code. Shapes come from a seeded
 * random generator, so every build draws exactly the same pictures.
 */
import type { IllustrationKey } from "../app/config/images";

type Point = [number, number];

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const poly = (points: Point[], fill: string, extra = "") =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ")}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra}/>`;

function linear(id: string, stops: [number, string][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;
}

function svg(width: number, height: number, defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

/** A mountain range: a ridge through the given peaks, closed at the bottom of the picture. */
function range(peaks: Point[], bottom: number, fill: string): string {
  const first = peaks[0] as Point;
  const last = peaks[peaks.length - 1] as Point;
  return poly([[first[0], bottom], ...peaks, [last[0], bottom]], fill);
}

/** Snow caps on the peaks of a range (every local high point). */
function snowCaps(peaks: Point[], depth: number, fill: string): string {
  const caps: string[] = [];
  for (let i = 1; i < peaks.length - 1; i += 1) {
    const [px, py] = peaks[i] as Point;
    const [lx, ly] = peaks[i - 1] as Point;
    const [rx, ry] = peaks[i + 1] as Point;
    if (py > ly || py > ry) continue;
    const left: Point = [px + ((lx - px) * depth) / (ly - py), py + depth];
    const right: Point = [px + ((rx - px) * depth) / (ry - py), py + depth];
    const mid: Point = [px, py + depth * 0.6];
    caps.push(
      poly(
        [
          [px, py],
          right,
          [right[0] - (right[0] - px) * 0.35, py + depth * 1.25],
          mid,
          [left[0] + (px - left[0]) * 0.4, py + depth * 1.2],
          left,
        ],
        fill,
      ),
    );
  }
  return caps.join("");
}

function pine(x: number, y: number, h: number, fill: string, snow?: string): string {
  const w = h * 0.42;
  const tiers = [0, 0.28, 0.52];
  const parts = tiers.map((t, i) => {
    const top = y - h + h * t;
    const bottom = y - h * 0.12 - h * (0.22 * (2 - i));
    const half = w * (0.55 + 0.22 * i);
    return poly(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      fill,
    );
  });
  parts.push(rect(x - h * 0.03, y - h * 0.14, h * 0.06, h * 0.14, fill));
  if (snow) {
    parts.push(
      tiers
        .map((t, i) => {
          const top = y - h + h * t;
          const half = w * (0.2 + 0.1 * i);
          return poly(
            [
              [x, top],
              [x + half, top + h * 0.14],
              [x - half, top + h * 0.14],
            ],
            snow,
          );
        })
        .join(""),
    );
  }
  return parts.join("");
}

function forest(
  rand: () => number,
  x0: number,
  x1: number,
  y: number,
  size: number,
  fill: string,
  snow?: string,
): string {
  const trees: string[] = [];
  for (let x = x0; x < x1; x += size * (0.22 + rand() * 0.2)) {
    trees.push(pine(x, y + rand() * size * 0.15, size * (0.7 + rand() * 0.5), fill, snow));
  }
  return trees.join("");
}

function stars(rand: () => number, count: number, width: number, height: number): string {
  return Array.from({ length: count }, () => {
    const radius = r1(0.8 + rand() * 1.6);
    return `<circle cx="${r1(rand() * width)}" cy="${r1(rand() * height)}" r="${radius}" fill="#fff" opacity="${r1(0.4 + rand() * 0.6)}"/>`;
  }).join("");
}

/** A tower block with a grid of lit windows. */
function building(
  rand: () => number,
  x: number,
  w: number,
  top: number,
  ground: number,
  fill: string,
  light: string,
): string {
  const parts = [rect(x, top, w, ground - top, fill)];
  for (let wy = top + 14; wy < ground - 12; wy += 18) {
    for (let wx = x + 8; wx < x + w - 10; wx += 14) {
      if (rand() < 0.45) parts.push(rect(wx, wy, 6, 8, light, ' opacity="0.85"'));
    }
  }
  return parts.join("");
}

function skyline(
  rand: () => number,
  x0: number,
  x1: number,
  ground: number,
  minH: number,
  maxH: number,
  fill: string,
  light: string,
): string {
  const parts: string[] = [];
  let x = x0;
  while (x < x1) {
    const w = 40 + rand() * 70;
    const h = minH + rand() * (maxH - minH);
    parts.push(building(rand, x, w, ground - h, ground, fill, light));
    x += w + rand() * 6;
  }
  return parts.join("");
}

function rockies(): string {
  const rand = random(11);
  const far: Point[] = [
    [0, 430],
    [120, 300],
    [230, 380],
    [360, 210],
    [470, 330],
    [600, 170],
    [720, 300],
    [830, 230],
    [960, 360],
    [1080, 190],
    [1210, 320],
    [1330, 240],
    [1460, 350],
    [1600, 280],
  ];
  const near: Point[] = [
    [0, 560],
    [140, 420],
    [260, 500],
    [420, 330],
    [560, 470],
    [700, 400],
    [860, 520],
    [1000, 360],
    [1150, 480],
    [1300, 390],
    [1450, 500],
    [1600, 430],
  ];
  return svg(
    1600,
    900,
    [
      linear("sky", [
        [0, "#1e3a8a"],
        [0.55, "#60a5fa"],
        [1, "#fde68a"],
      ]),
      linear("lake", [
        [0, "#0e7490"],
        [1, "#164e63"],
      ]),
    ],
    [
      rect(0, 0, 1600, 900, "url(#sky)"),
      range(far, 640, "#475569"),
      snowCaps(far, 60, "#f8fafc"),
      range(near, 640, "#334155"),
      snowCaps(near, 45, "#e2e8f0"),
      rect(0, 620, 1600, 280, "url(#lake)"),
      `<g opacity="0.25" transform="translate(0 1260) scale(1 -1)">${range(near, 640, "#94a3b8")}</g>`,
      Array.from({ length: 14 }, (_, i) =>
        rect(180 + i * 95, 680 + (i % 5) * 38, 60 + (i % 3) * 30, 3, "#a5f3fc", ' opacity="0.5"'),
      ).join(""),
      forest(rand, -20, 520, 700, 150, "#14532d"),
      forest(rand, 1150, 1640, 690, 160, "#14532d"),
      poly(
        [
          [0, 900],
          [0, 690],
          [520, 720],
          [700, 900],
        ],
        "#166534",
      ),
      poly(
        [
          [1600, 900],
          [1600, 680],
          [1150, 700],
          [980, 900],
        ],
        "#166534",
      ),
    ],
  );
}

function whistler(): string {
  const rand = random(23);
  const peaks: Point[] = [
    [0, 520],
    [180, 330],
    [320, 420],
    [520, 180],
    [700, 360],
    [860, 260],
    [1040, 410],
    [1220, 220],
    [1400, 370],
    [1600, 300],
  ];
  const slope = `<path d="M0 900 L0 640 C 300 560, 520 520, 760 560 C 1000 600, 1300 560, 1600 610 L1600 900 Z" fill="#f1f5f9"/>`;
  const chalet = [
    rect(1120, 660, 200, 120, "#78350f"),
    poly(
      [
        [1100, 665],
        [1220, 580],
        [1340, 665],
      ],
      "#e2e8f0",
    ),
    rect(1150, 690, 36, 30, "#fbbf24"),
    rect(1255, 690, 36, 30, "#fbbf24"),
    rect(1205, 720, 34, 60, "#451a03"),
  ].join("");
  const flakes = Array.from(
    { length: 90 },
    () =>
      `<circle cx="${r1(rand() * 1600)}" cy="${r1(rand() * 900)}" r="${r1(1.5 + rand() * 3)}" fill="#fff" opacity="0.8"/>`,
  ).join("");
  return svg(
    1600,
    900,
    [
      linear("sky", [
        [0, "#0f172a"],
        [0.6, "#3b5b9d"],
        [1, "#a5b4fc"],
      ]),
    ],
    [
      rect(0, 0, 1600, 900, "url(#sky)"),
      stars(rand, 70, 1600, 300),
      `<circle cx="1320" cy="140" r="46" fill="#f8fafc" opacity="0.9"/>`,
      range(peaks, 700, "#cbd5e1"),
      snowCaps(peaks, 120, "#ffffff"),
      `<path d="M520 180 C 560 320, 600 420, 700 560" stroke="#94a3b8" stroke-width="14" fill="none" opacity="0.5"/>`,
      slope,
      forest(rand, 0, 560, 640, 120, "#1e3a2f", "#f8fafc"),
      forest(rand, 1380, 1620, 660, 130, "#1e3a2f", "#f8fafc"),
      chalet,
      flakes,
    ],
  );
}

function wilderness(): string {
  const rand = random(37);
  const hills: Point[] = [
    [0, 470],
    [200, 400],
    [420, 450],
    [640, 380],
    [860, 440],
    [1100, 370],
    [1340, 430],
    [1600, 390],
  ];
  const canoe = [
    `<path d="M700 720 Q 800 760 900 720 L 880 735 Q 800 765 720 735 Z" fill="#b91c1c"/>`,
    `<circle cx="790" cy="700" r="10" fill="#1f2937"/>`,
    rect(784, 708, 12, 22, "#1f2937"),
    `<line x1="770" y1="690" x2="830" y2="760" stroke="#451a03" stroke-width="4"/>`,
  ].join("");
  return svg(
    1600,
    900,
    [
      linear("sky", [
        [0, "#fde68a"],
        [0.5, "#fca5a5"],
        [1, "#c4b5fd"],
      ]),
      linear("lake", [
        [0, "#a78bfa"],
        [0.3, "#1e40af"],
        [1, "#172554"],
      ]),
    ],
    [
      rect(0, 0, 1600, 900, "url(#sky)"),
      `<circle cx="1100" cy="360" r="70" fill="#fef3c7" opacity="0.9"/>`,
      range(hills, 560, "#6d5b8c"),
      forest(rand, -20, 1620, 560, 110, "#1e3a2f"),
      rect(0, 550, 1600, 350, "url(#lake)"),
      rect(1040, 560, 120, 4, "#fef3c7", ' opacity="0.6"'),
      rect(1010, 590, 180, 3, "#fef3c7", ' opacity="0.4"'),
      rect(1060, 625, 90, 3, "#fef3c7", ' opacity="0.35"'),
      rect(0, 540, 1600, 40, "#e9d5ff", ' opacity="0.35"'),
      canoe,
      poly(
        [
          [0, 900],
          [0, 760],
          [260, 800],
          [420, 900],
        ],
        "#14532d",
      ),
      forest(rand, -10, 300, 820, 180, "#052e16"),
    ],
  );
}

function toronto(): string {
  const rand = random(53);
  const ground = 640;
  const tower = [
    poly(
      [
        [945, ground],
        [960, 240],
        [972, 240],
        [987, ground],
      ],
      "#334155",
    ),
    `<ellipse cx="966" cy="300" rx="34" ry="18" fill="#475569"/>`,
    rect(952, 285, 28, 8, "#fbbf24", ' opacity="0.9"'),
    rect(962, 110, 8, 175, "#334155"),
    rect(964, 60, 4, 60, "#64748b"),
    `<circle cx="966" cy="58" r="4" fill="#ef4444"/>`,
  ].join("");
  const dome = `<path d="M1180 ${ground} L1180 560 Q 1260 500 1340 560 L1340 ${ground} Z" fill="#475569"/>`;
  return svg(
    1600,
    900,
    [
      linear("sky", [
        [0, "#1e1b4b"],
        [0.5, "#7c3aed"],
        [1, "#fb923c"],
      ]),
      linear("lake", [
        [0, "#4c1d95"],
        [1, "#0f172a"],
      ]),
    ],
    [
      rect(0, 0, 1600, 900, "url(#sky)"),
      stars(rand, 40, 1600, 250),
      skyline(rand, 40, 1560, ground, 80, 200, "#312e81", "#fde68a"),
      skyline(rand, 200, 900, ground, 160, 330, "#1e293b", "#fcd34d"),
      skyline(rand, 1000, 1450, ground, 140, 290, "#1e293b", "#fcd34d"),
      tower,
      dome,
      rect(0, ground, 1600, 260, "url(#lake)"),
      Array.from({ length: 26 }, (_, i) =>
        rect(60 + i * 58, ground + 20 + (i % 6) * 30, 26, 3, "#fcd34d", ' opacity="0.45"'),
      ).join(""),
      `<path d="M0 900 L0 820 Q 400 790 800 830 T 1600 810 L1600 900 Z" fill="#020617"/>`,
    ],
  );
}

function calgary(): string {
  const rand = random(71);
  const ground = 620;
  const mountains: Point[] = [
    [0, 520],
    [160, 400],
    [300, 470],
    [460, 360],
    [620, 450],
    [780, 380],
    [940, 470],
    [1120, 350],
    [1280, 440],
    [1440, 380],
    [1600, 460],
  ];
  const tower = [
    poly(
      [
        [1040, ground],
        [1050, 280],
        [1070, 280],
        [1080, ground],
      ],
      "#cbd5e1",
    ),
    rect(1030, 250, 60, 36, "#e2e8f0"),
    rect(1036, 258, 48, 10, "#b91c1c"),
    rect(1056, 200, 8, 50, "#94a3b8"),
  ].join("");
  const bow = `<path d="M0 760 C 300 700, 600 820, 900 740 S 1400 700, 1600 760 L1600 820 C 1300 780, 1000 860, 700 820 S 200 780, 0 830 Z" fill="#38bdf8"/>`;
  return svg(
    1600,
    900,
    [
      linear("sky", [
        [0, "#0ea5e9"],
        [1, "#e0f2fe"],
      ]),
    ],
    [
      rect(0, 0, 1600, 900, "url(#sky)"),
      `<ellipse cx="300" cy="160" rx="120" ry="30" fill="#fff" opacity="0.8"/><ellipse cx="1250" cy="120" rx="150" ry="34" fill="#fff" opacity="0.7"/>`,
      range(mountains, ground, "#94a3b8"),
      snowCaps(mountains, 40, "#f8fafc"),
      skyline(rand, 380, 1300, ground, 90, 260, "#1e3a5f", "#bae6fd"),
      skyline(rand, 560, 1000, ground, 180, 320, "#0f2942", "#e0f2fe"),
      tower,
      rect(0, ground, 1600, 280, "#65a30d"),
      bow,
      forest(rand, 0, 1600, 900, 90, "#365314"),
    ],
  );
}

function prairie(): string {
  const rand = random(89);
  const elevator = [
    rect(520, 250, 110, 230, "#b91c1c"),
    poly(
      [
        [510, 255],
        [575, 200],
        [640, 255],
      ],
      "#7f1d1d",
    ),
    rect(555, 170, 40, 40, "#991b1b"),
    poly(
      [
        [550, 175],
        [575, 150],
        [600, 175],
      ],
      "#7f1d1d",
    ),
    rect(640, 380, 60, 100, "#991b1b"),
  ].join("");
  const rows = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M0 ${520 + i * 10 * (i + 1) * 0.8} Q 400 ${500 + i * 9 * (i + 1) * 0.8} 800 ${525 + i * 10 * (i + 1) * 0.8}" stroke="#a16207" stroke-width="${2 + i}" fill="none" opacity="0.35"/>`,
  ).join("");
  return svg(
    800,
    600,
    [
      linear("sky", [
        [0, "#38bdf8"],
        [1, "#e0f2fe"],
      ]),
      linear("field", [
        [0, "#facc15"],
        [1, "#ca8a04"],
      ]),
    ],
    [
      rect(0, 0, 800, 600, "url(#sky)"),
      `<ellipse cx="200" cy="110" rx="110" ry="26" fill="#fff" opacity="0.85"/><ellipse cx="620" cy="80" rx="90" ry="20" fill="#fff" opacity="0.8"/>`,
      rect(0, 470, 800, 130, "url(#field)"),
      rect(0, 460, 800, 14, "#4d7c0f"),
      elevator,
      rows,
      forest(rand, 60, 200, 470, 40, "#3f6212"),
    ],
  );
}

function coast(): string {
  const lighthouse = [
    poly(
      [
        [380, 430],
        [395, 220],
        [435, 220],
        [450, 430],
      ],
      "#f8fafc",
    ),
    poly(
      [
        [386, 350],
        [442, 350],
        [445, 380],
        [384, 380],
      ],
      "#b91c1c",
    ),
    poly(
      [
        [390, 280],
        [440, 280],
        [442, 305],
        [388, 305],
      ],
      "#b91c1c",
    ),
    rect(390, 190, 50, 32, "#fde047"),
    poly(
      [
        [382, 192],
        [415, 160],
        [448, 192],
      ],
      "#b91c1c",
    ),
    poly(
      [
        [440, 205],
        [800, 150],
        [800, 260],
      ],
      "#fef9c3",
      ' opacity="0.35"',
    ),
  ].join("");
  const waves = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M0 ${470 + i * 16} q 25 -8 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0" stroke="#bae6fd" stroke-width="2" fill="none" opacity="0.5"/>`,
  ).join("");
  return svg(
    800,
    600,
    [
      linear("sky", [
        [0, "#1e3a8a"],
        [1, "#93c5fd"],
      ]),
      linear("sea", [
        [0, "#1d4ed8"],
        [1, "#172554"],
      ]),
    ],
    [
      rect(0, 0, 800, 600, "url(#sky)"),
      rect(0, 450, 800, 150, "url(#sea)"),
      waves,
      `<path d="M200 600 L250 430 Q 330 400 420 420 L520 440 Q 560 470 600 600 Z" fill="#57534e"/>`,
      `<path d="M240 450 Q 330 410 430 425 L500 440 L500 455 Q 380 440 240 470 Z" fill="#4d7c0f"/>`,
      lighthouse,
      rect(470, 405, 50, 30, "#f8fafc"),
      poly(
        [
          [465, 408],
          [495, 385],
          [525, 408],
        ],
        "#334155",
      ),
    ],
  );
}

function aurora(): string {
  const rand = random(97);
  const band = (d: string, color: string, opacity: number) =>
    `<path d="${d}" stroke="${color}" stroke-width="60" fill="none" stroke-linecap="round" opacity="${opacity}"/>`;
  return svg(
    800,
    600,
    [
      linear("sky", [
        [0, "#020617"],
        [1, "#1e293b"],
      ]),
    ],
    [
      rect(0, 0, 800, 600, "url(#sky)"),
      stars(rand, 80, 800, 420),
      band("M-40 260 C 160 120, 320 320, 520 170 S 780 120, 860 200", "#34d399", 0.45),
      band("M-40 320 C 200 200, 360 360, 560 240 S 780 200, 860 260", "#22d3ee", 0.3),
      band("M-40 200 C 140 90, 380 240, 600 110 S 800 90, 860 120", "#a78bfa", 0.25),
      rect(0, 470, 800, 130, "#0f172a"),
      `<path d="M0 520 Q 400 495 800 520 L800 600 L0 600 Z" fill="#1e293b"/>`,
      forest(rand, -10, 810, 500, 110, "#020617"),
    ],
  );
}

export const scenes: Record<IllustrationKey, () => string> = {
  rockies,
  whistler,
  wilderness,
  toronto,
  calgary,
  prairie,
  coast,
  aurora,
};
