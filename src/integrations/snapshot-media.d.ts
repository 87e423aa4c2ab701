declare module 'virtual:snapshot-media' {
  import type { ImageMetadata } from 'astro';

  /** Image media ref → its metadata, for astro:assets. */
  export const images: Record<string, () => Promise<ImageMetadata>>;
  /** Other media (PDFs) ref → the URL and size of the file as published (a hashed copy in the build). */
  export const files: Record<string, () => Promise<{ url: string; bytes: number }>>;
  /** Refs of the files offered for download only, never shown in a frame (src/integrations/pdf/published-pdfs.ts). */
  export const downloadOnly: ReadonlySet<string>;
}
