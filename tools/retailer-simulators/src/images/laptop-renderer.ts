import { colourOf, isGaming, modelOf, specLinesOf } from '../products/product-details';
import type { SimulatedProduct } from '../products/simulated-product';
import { encodePng } from './png';
import { Raster, type Paint, type Point, type Rgb } from './raster';

/** What a picture shows; the first is the listing's primary image, the rest its variants. */
export const IMAGE_VIEWS = ['front', 'lid', 'keyboard', 'side', 'specs'] as const;
export type ImageView = (typeof IMAGE_VIEWS)[number];

/** Design space: 1000 × 750 units (4:3), scaled to the picture's size. */
const DESIGN_WIDTH = 1000;
const ASPECT = 0.75;

/** Height of a picture whose longest side (its width) is `width`, as `_SL<width>_` asks. */
export function imageHeight(width: number): number {
  return Math.round(width * ASPECT);
}

const BRAND_ACCENTS: Record<string, Rgb> = {
  hp: [0, 150, 214],
  lenovo: [226, 35, 26],
  asus: [26, 96, 172],
  acer: [131, 184, 26],
  dell: [0, 125, 184],
  msi: [230, 0, 18],
  apple: [94, 92, 230],
  samsung: [20, 40, 160],
  infinix: [0, 179, 136],
  microsoft: [0, 120, 212],
  primebook: [255, 106, 0],
  chuwi: [212, 160, 23],
};

const BODY_COLOURS: [RegExp, Rgb][] = [
  [/space black|eclipse black|shadow black|obsidian|abyssal/i, [40, 41, 45]],
  [/midnight/i, [46, 54, 66]],
  [/sky blue|ice blue|frost/i, [170, 196, 214]],
  [/indigo/i, [45, 53, 97]],
  [/glacier white|white/i, [232, 233, 235]],
  [/graphite|carbon|classic black|black/i, [52, 54, 58]],
  [/jaeger|eclipse gr|luna|dark gr|space gr|cosmos|moonstone|stellar|mica/i, [112, 116, 124]],
  [/gr[ae]y/i, [140, 145, 152]],
  [/blue/i, [62, 88, 128]],
  [/green/i, [79, 122, 99]],
  [/gold/i, [216, 195, 154]],
  [/pink/i, [232, 183, 192]],
  [/silver|platinum/i, [200, 203, 208]],
];

const shade = (colour: Rgb, factor: number): Rgb =>
  colour.map((c) => Math.max(0, Math.min(255, Math.round(c * factor)))) as unknown as Rgb;
const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as unknown as Rgb;
const luminance = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;

interface Look {
  brand: string;
  model: string;
  body: Rgb;
  accent: Rgb;
  gaming: boolean;
  specs: string[];
}

function lookOf(product: SimulatedProduct): Look {
  const gaming = isGaming(product);
  const rog = /\brog\b/i.test(product.title);
  const accent = rog ? [255, 0, 41] : (BRAND_ACCENTS[product.brand.toLowerCase()] ?? [90, 96, 110]);
  const colour = colourOf(product);
  const body = BODY_COLOURS.find(([pattern]) => pattern.test(colour))?.[1] ?? [200, 203, 208];
  const specs = specLinesOf(product)
    .filter(([label]) => label !== 'Battery')
    .slice(0, 5)
    .map(([label, value]) => `${label}: ${value.split(/\s\(|,/)[0]}`);
  return {
    brand: product.brand.toUpperCase(),
    model: modelOf(product).toUpperCase(),
    body: body as Rgb,
    accent: accent as Rgb,
    gaming,
    specs,
  };
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [22, 22, 26];

function shadow(raster: Raster, cx: number, cy: number, rx: number, ry: number): void {
  for (let i = 0; i < 4; i++) {
    raster.ellipse(cx, cy, rx * (1 - i * 0.12), ry * (1 - i * 0.18), [0, 0, 0], 0.05);
  }
}

/** A quadrilateral's point at (u, v) in [0, 1]²: corners top-left, top-right, bottom-right, bottom-left. */
function within(quad: readonly Point[], u: number, v: number): Point {
  const [tl, tr, br, bl] = quad;
  const top: Point = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
  const bottom: Point = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

function cell(quad: readonly Point[], u0: number, v0: number, u1: number, v1: number): Point[] {
  return [within(quad, u0, v0), within(quad, u1, v0), within(quad, u1, v1), within(quad, u0, v1)];
}

function keys(raster: Raster, deck: readonly Point[], look: Look, keyColour: Rgb): void {
  const rows = 6;
  const columns = 15;
  for (let row = 0; row < rows; row++) {
    const v0 = row / rows + 0.012;
    const v1 = (row + 1) / rows - 0.012;
    if (row === rows - 1) {
      // Bottom row: modifiers either side of a long space bar.
      const spans: [number, number][] = [
        [0, 0.1],
        [0.1, 0.2],
        [0.2, 0.3],
        [0.3, 0.7],
        [0.7, 0.8],
        [0.8, 0.9],
        [0.9, 1],
      ];
      for (const [u0, u1] of spans)
        raster.polygon(cell(deck, u0 + 0.004, v0, u1 - 0.004, v1), keyColour);
      continue;
    }
    for (let column = 0; column < columns; column++) {
      const u0 = column / columns + 0.004;
      const u1 = (column + 1) / columns - 0.004;
      const wasd =
        look.gaming && ((row === 2 && column === 2) || (row === 3 && column >= 1 && column <= 3));
      raster.polygon(cell(deck, u0, v0, u1, v1), wasd ? look.accent : keyColour);
    }
  }
}

function wallpaper(look: Look): Paint {
  const dark = shade(look.accent, 0.35);
  const light = mix(look.accent, WHITE, 0.25);
  return (x, y) => {
    const t = Math.max(0, Math.min(1, ((x - 240) / 520) * 0.6 + ((y - 86) / 344) * 0.4));
    return mix(light, dark, t);
  };
}

function drawFront(raster: Raster, look: Look): void {
  shadow(raster, 500, 622, 430, 30);
  const bodyLight = shade(look.body, 1.08);
  const bodyDark = shade(look.body, 0.72);
  raster.roundRect(215, 60, 785, 472, 14, look.body);
  raster.roundRect(227, 72, 773, 460, 8, INK);
  raster.rect(240, 86, 760, 432, wallpaper(look));
  // A soft wave across the screen, then the model name on it.
  const wave: Point[] = [];
  for (let x = 240; x <= 760; x += 20) wave.push([x, 330 + 40 * Math.sin((x - 240) / 90)]);
  raster.polygon([...wave, [760, 432], [240, 432]], WHITE, 0.12);
  raster.text(look.brand, 500, 180, 22, WHITE, { maxWidth: 440, alpha: 0.85 });
  raster.text(look.model, 500, 222, 40, WHITE, { maxWidth: 460 });
  raster.text(look.brand, 500, 440, 11, [120, 120, 128], { maxWidth: 200 });
  raster.rect(238, 472, 762, 482, bodyDark);
  const deck: Point[] = [
    [215, 482],
    [785, 482],
    [880, 598],
    [120, 598],
  ];
  raster.polygon(deck, (_x, y) => mix(look.body, bodyLight, (y - 482) / 116));
  const keyboard = [
    within(deck, 0.09, 0.08),
    within(deck, 0.91, 0.08),
    within(deck, 0.9, 0.6),
    within(deck, 0.1, 0.6),
  ];
  raster.polygon(keyboard, shade(look.body, 0.85));
  keys(raster, keyboard, look, luminance(look.body) > 120 ? [60, 62, 68] : [28, 28, 32]);
  raster.polygon(cell(deck, 0.38, 0.68, 0.62, 0.94), shade(look.body, 0.93));
  raster.polygon(
    [
      [120, 598],
      [880, 598],
      [870, 612],
      [130, 612],
    ],
    bodyDark,
  );
  if (look.gaming) raster.rect(300, 606, 700, 609, look.accent);
}

function drawLid(raster: Raster, look: Look): void {
  shadow(raster, 500, 615, 360, 22);
  const light = shade(look.body, 1.1);
  raster.roundRect(170, 110, 830, 600, 26, (_x, y) => mix(light, look.body, (y - 110) / 490));
  raster.polygon(
    [
      [420, 110],
      [560, 110],
      [330, 600],
      [190, 600],
    ],
    WHITE,
    0.08,
  );
  const logo = look.gaming ? look.accent : shade(look.body, luminance(look.body) > 120 ? 0.7 : 1.6);
  raster.text(look.brand, 500, 330, 48, logo, { maxWidth: 420 });
  raster.rect(200, 590, 800, 600, shade(look.body, 0.8));
}

function drawKeyboard(raster: Raster, look: Look): void {
  shadow(raster, 500, 660, 400, 20);
  raster.roundRect(120, 110, 880, 650, 24, look.body);
  const well: Point[] = [
    [178, 160],
    [822, 160],
    [822, 432],
    [178, 432],
  ];
  if (look.gaming) raster.roundRect(170, 152, 830, 440, 10, look.accent, 0.6);
  raster.roundRect(175, 157, 825, 435, 10, shade(look.body, 0.8));
  keys(raster, well, look, luminance(look.body) > 120 ? [58, 60, 66] : [24, 24, 28]);
  raster.roundRect(385, 462, 615, 622, 12, shade(look.body, 0.92));
  for (let y = 180; y <= 410; y += 14) {
    raster.ellipse(150, y, 3, 3, shade(look.body, 0.6));
    raster.ellipse(850, y, 3, 3, shade(look.body, 0.6));
  }
  raster.text(look.model, 500, 126, 16, shade(look.body, 0.6), { maxWidth: 400 });
}

function drawSide(raster: Raster, look: Look): void {
  shadow(raster, 430, 612, 340, 16);
  const hinge: Point = [720, 578];
  const angle = (16 * Math.PI) / 180;
  const length = 470;
  const top: Point = [hinge[0] + length * Math.sin(angle), hinge[1] - length * Math.cos(angle)];
  const thick = 12;
  const nx = thick * Math.cos(angle);
  const ny = thick * Math.sin(angle);
  raster.polygon(
    [[top[0] - nx, top[1] - ny], top, hinge, [hinge[0] - nx, hinge[1] - ny]],
    look.body,
  );
  raster.roundRect(110, 570, 735, 598, 8, look.body);
  raster.rect(110, 592, 735, 598, shade(look.body, 0.75));
  const port = [40, 40, 46] as Rgb;
  raster.roundRect(170, 578, 196, 588, 4, port);
  raster.rect(214, 577, 252, 589, port);
  raster.rect(270, 577, 316, 590, port);
  raster.ellipse(340, 583, 5, 5, port);
  if (look.gaming) raster.rect(600, 578, 700, 588, look.accent, 0.8);
  raster.rect(150, 598, 190, 602, [30, 30, 30]);
  raster.rect(660, 598, 700, 602, [30, 30, 30]);
  raster.text(look.model, 300, 420, 30, [150, 154, 160], {
    maxWidth: 360,
  });
}

function drawSpecs(raster: Raster, look: Look): void {
  const top = shade(look.accent, 0.3);
  const bottom = shade(look.accent, 0.75);
  raster.rect(0, 0, DESIGN_WIDTH, 750, (_x, y) => mix(top, bottom, y / 750));
  raster.text(look.brand, 60, 60, 26, WHITE, { align: 'left', maxWidth: 880, alpha: 0.8 });
  raster.text(look.model, 60, 110, 56, WHITE, { align: 'left', maxWidth: 880 });
  raster.rect(60, 196, 260, 202, WHITE, 0.7);
  look.specs.forEach((line, i) => {
    const y = 250 + i * 88;
    raster.roundRect(60, y, 84, y + 24, 5, WHITE, 0.85);
    raster.text(line, 110, y, 24, WHITE, { align: 'left', maxWidth: 830 });
  });
}

const DRAW: Record<ImageView, (raster: Raster, look: Look) => void> = {
  front: drawFront,
  lid: drawLid,
  keyboard: drawKeyboard,
  side: drawSide,
  specs: drawSpecs,
};

/** A PNG `width` wide (height 3/4 of it) of the product seen as `view`; the same bytes every time. */
export function renderProductImage(
  product: SimulatedProduct,
  view: ImageView,
  width: number,
): Buffer {
  const height = imageHeight(width);
  const supersample = width <= 200 ? 4 : width <= 600 ? 3 : 2;
  const raster = new Raster(width, height, width / DESIGN_WIDTH, supersample);
  raster.clear(WHITE);
  DRAW[view](raster, lookOf(product));
  return encodePng(width, height, raster.pixels());
}
