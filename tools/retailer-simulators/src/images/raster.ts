import { GLYPH_ADVANCE, GLYPH_HEIGHT, GLYPH_WIDTH, glyph, textWidth } from './bitmap-font';

export type Rgb = readonly [number, number, number];
/** A flat colour, or one per point (design units) for gradients. */
export type Paint = Rgb | ((x: number, y: number) => Rgb);
export type Point = readonly [number, number];

/**
 * An RGB canvas drawn in design units (`scale` pixels each), supersampled: shapes are filled at
 * `supersample` × the final size and box-filtered down, which smooths their edges.
 */
export class Raster {
  private readonly data: Uint8Array;
  private readonly width: number;
  private readonly height: number;
  private readonly k: number;

  constructor(
    readonly finalWidth: number,
    readonly finalHeight: number,
    /** Final pixels per design unit. */
    scale: number,
    private readonly supersample: number,
  ) {
    this.width = finalWidth * supersample;
    this.height = finalHeight * supersample;
    this.k = scale * supersample;
    this.data = new Uint8Array(this.width * this.height * 3);
  }

  clear(colour: Rgb): void {
    for (let i = 0; i < this.data.length; i += 3) {
      this.data[i] = colour[0];
      this.data[i + 1] = colour[1];
      this.data[i + 2] = colour[2];
    }
  }

  private span(py: number, x0: number, x1: number, paint: Paint, alpha: number): void {
    const from = Math.max(0, Math.ceil(x0 * this.k - 0.5));
    const to = Math.min(this.width - 1, Math.floor(x1 * this.k - 0.5));
    const data = this.data;
    const y = py / this.k;
    const flat = typeof paint === 'function' ? null : paint;
    for (let px = from, i = (py * this.width + from) * 3; px <= to; px++, i += 3) {
      const colour = flat ?? (paint as (x: number, y: number) => Rgb)(px / this.k, y);
      if (alpha >= 1) {
        data[i] = colour[0];
        data[i + 1] = colour[1];
        data[i + 2] = colour[2];
      } else {
        data[i] = data[i] + (colour[0] - data[i]) * alpha + 0.5;
        data[i + 1] = data[i + 1] + (colour[1] - data[i + 1]) * alpha + 0.5;
        data[i + 2] = data[i + 2] + (colour[2] - data[i + 2]) * alpha + 0.5;
      }
    }
  }

  /** Fills a polygon (even-odd rule) given in design units. */
  polygon(points: readonly Point[], paint: Paint, alpha = 1): void {
    const ys = points.map(([, y]) => y);
    const top = Math.max(0, Math.floor(Math.min(...ys) * this.k));
    const bottom = Math.min(this.height - 1, Math.ceil(Math.max(...ys) * this.k));
    for (let py = top; py <= bottom; py++) {
      const y = (py + 0.5) / this.k;
      const crossings: number[] = [];
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i];
        const [bx, by] = points[(i + 1) % points.length];
        if (ay <= y === by <= y) continue;
        crossings.push(ax + ((y - ay) / (by - ay)) * (bx - ax));
      }
      crossings.sort((a, b) => a - b);
      for (let i = 0; i + 1 < crossings.length; i += 2) {
        this.span(py, crossings[i], crossings[i + 1], paint, alpha);
      }
    }
  }

  rect(x0: number, y0: number, x1: number, y1: number, paint: Paint, alpha = 1): void {
    this.polygon(
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
      paint,
      alpha,
    );
  }

  roundRect(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    radius: number,
    paint: Paint,
    alpha = 1,
  ): void {
    const points: Point[] = [];
    const corners: [number, number, number][] = [
      [x1 - radius, y0 + radius, -90],
      [x1 - radius, y1 - radius, 0],
      [x0 + radius, y1 - radius, 90],
      [x0 + radius, y0 + radius, 180],
    ];
    for (const [cx, cy, start] of corners) {
      for (let step = 0; step <= 6; step++) {
        const angle = ((start + step * 15) * Math.PI) / 180;
        points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
      }
    }
    this.polygon(points, paint, alpha);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint, alpha = 1): void {
    const top = Math.max(0, Math.floor((cy - ry) * this.k));
    const bottom = Math.min(this.height - 1, Math.ceil((cy + ry) * this.k));
    for (let py = top; py <= bottom; py++) {
      const dy = ((py + 0.5) / this.k - cy) / ry;
      if (dy * dy >= 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.span(py, cx - half, cx + half, paint, alpha);
    }
  }

  /**
   * Prints `text` with the bitmap font, `size` design units tall, centred on `x` (or starting at
   * it), shrunk to fit `maxWidth`. Returns the width used.
   */
  text(
    text: string,
    x: number,
    y: number,
    size: number,
    paint: Paint,
    options: { maxWidth?: number; align?: 'left' | 'centre'; alpha?: number } = {},
  ): number {
    let cell = size / GLYPH_HEIGHT;
    const pixels = textWidth(text);
    if (options.maxWidth !== undefined && pixels * cell > options.maxWidth) {
      cell = options.maxWidth / pixels;
    }
    const width = pixels * cell;
    const left = options.align === 'left' ? x : x - width / 2;
    for (let i = 0; i < text.length; i++) {
      const rows = glyph(text[i]);
      const gx = left + i * GLYPH_ADVANCE * cell;
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        for (let col = 0; col < GLYPH_WIDTH; col++) {
          if (!(rows[row] & (1 << (GLYPH_WIDTH - 1 - col)))) continue;
          const px = gx + col * cell;
          const py = y + row * cell;
          this.rect(px, py, px + cell, py + cell, paint, options.alpha ?? 1);
        }
      }
    }
    return width;
  }

  /** The final-size RGB bytes: each pixel the mean of its supersample × supersample block. */
  pixels(): Uint8Array {
    const s = this.supersample;
    const out = new Uint8Array(this.finalWidth * this.finalHeight * 3);
    const area = s * s;
    for (let y = 0; y < this.finalHeight; y++) {
      for (let x = 0; x < this.finalWidth; x++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let sy = 0; sy < s; sy++) {
          let i = ((y * s + sy) * this.width + x * s) * 3;
          for (let sx = 0; sx < s; sx++, i += 3) {
            r += this.data[i];
            g += this.data[i + 1];
            b += this.data[i + 2];
          }
        }
        const o = (y * this.finalWidth + x) * 3;
        out[o] = Math.round(r / area);
        out[o + 1] = Math.round(g / area);
        out[o + 2] = Math.round(b / area);
      }
    }
    return out;
  }
}
