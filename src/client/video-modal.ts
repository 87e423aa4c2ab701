/** Opens the blog's video modal from `[data-video-open]` buttons; see VideoModal.astro. */
export function initVideoModal(): void {
  const dialog = document.querySelector<HTMLDialogElement>('[data-video-modal]');
  const frame = dialog?.querySelector<HTMLElement>('.video-modal__frame');
  if (!dialog || !frame) return;
  let opener: HTMLElement | null = null;

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-video-open]')) {
    button.addEventListener('click', () => {
      opener = button;
      const iframe = document.createElement('iframe');
      iframe.src = dialog.dataset.src ?? '';
      iframe.title = button.dataset.videoTitle ?? 'Video';
      iframe.allow = 'fullscreen; picture-in-picture';
      frame.replaceChildren(iframe);
      dialog.showModal();
    });
  }
  dialog.querySelector('[data-video-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
  dialog.addEventListener('close', () => {
    frame.replaceChildren();
    opener?.focus();
  });
}
