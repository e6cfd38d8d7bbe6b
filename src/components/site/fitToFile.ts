type Candidate = { readonly url: string; readonly width: number }

/** `url 640w, url 750w, ...` as candidates, or null for anything else (density descriptors). */
function widthCandidates(srcSet: string): Candidate[] | null {
  const candidates: Candidate[] = []
  for (const entry of srcSet.split(', ')) {
    const match = /^(\S+) (\d+)w$/.exec(entry.trim())
    if (!match?.[1] || !match[2]) return null
    candidates.push({ url: match[1], width: Number(match[2]) })
  }
  return candidates
}

/**
 * An image's srcset and src without the widths beyond its file. Next's optimiser never enlarges
 * (`withoutEnlargement`), so every candidate wider than the file sends the pixels of the first one
 * at least as wide, under another URL: for a 1280-pixel photo, 1920w, 2048w and 3840w. They are
 * dropped, which leaves the browser's choice of pixels unchanged and takes about 85 bytes each
 * out of the page twice (its HTML and its flight data). `src`, Next's widest, becomes the widest
 * kept.
 */
export function fitToFile<Img extends { src: string; srcSet?: string }>(
  img: Img,
  fileWidth: number,
): Img {
  const candidates = img.srcSet ? widthCandidates(img.srcSet) : null
  if (!candidates) return img
  const cover = candidates.findIndex((candidate) => candidate.width >= fileWidth)
  if (cover < 0) return img
  const kept = candidates.slice(0, cover + 1)
  return {
    ...img,
    srcSet: kept.map(({ url, width }) => `${url} ${String(width)}w`).join(', '),
    src: kept[kept.length - 1]?.url ?? img.src,
  }
}
