/** The demo pages' drawn pictures (npm run demo-images), by number. */
import type { ImageMetadata } from 'astro';

const scenes = import.meta.glob<ImageMetadata>('./images/scene-*.jpg', {
  eager: true,
  import: 'default',
});
const people = import.meta.glob<ImageMetadata>('./images/person-*.jpg', {
  eager: true,
  import: 'default',
});
const sorted = (images: Record<string, ImageMetadata>) =>
  Object.keys(images)
    .sort()
    .map((key) => images[key]!);
const SCENES = sorted(scenes);
const PEOPLE = sorted(people);

export const scene = (number: number): ImageMetadata => SCENES[(number - 1) % SCENES.length]!;
export const person = (number: number): ImageMetadata => PEOPLE[(number - 1) % PEOPLE.length]!;
