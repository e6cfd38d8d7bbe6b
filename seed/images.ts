import sharp from 'sharp'

import type { SeedImage } from './types'

/**
 * Renders a seed picture: an abstract gradient card in the image's hue. Generated at seed
 * time so the repository carries no binaries; staff replace them with real photography.
 */
export async function renderImage(image: SeedImage, width = 1280, height = 800): Promise<Buffer> {
  const a = `hsl(${image.hue} 70% 45%)`
  const b = `hsl(${(image.hue + 40) % 360} 75% 30%)`
  const c = `hsl(${(image.hue + 200) % 360} 80% 70%)`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.28}" r="${height * 0.32}" fill="${c}" fill-opacity="0.25"/>
  <circle cx="${width * 0.18}" cy="${height * 0.85}" r="${height * 0.4}" fill="#ffffff" fill-opacity="0.08"/>
  <rect x="${width * 0.1}" y="${height * 0.3}" width="${width * 0.45}" height="${height * 0.06}" rx="${height * 0.03}" fill="#ffffff" fill-opacity="0.85"/>
  <rect x="${width * 0.1}" y="${height * 0.42}" width="${width * 0.32}" height="${height * 0.04}" rx="${height * 0.02}" fill="#ffffff" fill-opacity="0.55"/>
  <rect x="${width * 0.1}" y="${height * 0.52}" width="${width * 0.38}" height="${height * 0.04}" rx="${height * 0.02}" fill="#ffffff" fill-opacity="0.4"/>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer()
}
