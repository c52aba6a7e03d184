import sharp from "sharp";

/**
 * A JPEG shaped like a phone camera's photo: `width` × `height`, smooth colour fields with fine
 * grain (a flat test card would shrink to nothing and prove little), at the quality phones save.
 */
export async function createPhonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 9;
      const offset = (y * width + x) * 3;
      pixels[offset] = (90 + (x * 120) / width + grain) & 0xff;
      pixels[offset + 1] = (60 + (y * 140) / height + grain) & 0xff;
      pixels[offset + 2] = (150 + Math.sin((x + y) / 180) * 60 + grain) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
