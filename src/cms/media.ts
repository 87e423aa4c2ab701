import { files, images } from 'virtual:snapshot-media';
export const keys = () => [Object.keys(images).slice(0, 3), Object.keys(files).slice(0, 2)];
export async function imageFor(ref: string) {
  return images[ref]?.();
}
export async function fileUrl(ref: string) { return files[ref]?.(); }
