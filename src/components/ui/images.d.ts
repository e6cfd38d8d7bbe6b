// The types of an imported image file (SpriteIcon.tsx imports icons.svg). next-env.d.ts references
// them too, but Next writes that file only when it runs, and a fresh checkout type-checks first.
/// <reference types="next/image-types/global" />
