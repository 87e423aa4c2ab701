/** The header's behaviour: fixed after 80 px (SPEC §9), the mobile toggle, one submenu at a time. */
const FIXED_AFTER_PX = 80;

export function initHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const toggle = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const nav = document.querySelector<HTMLElement>('[data-site-nav]');
  if (!header || !toggle || !nav) return;
  const submenuButtons = [...nav.querySelectorAll<HTMLButtonElement>('.has-sub > button')];

  const onScroll = () => header.classList.toggle('is-fixed', window.scrollY > FIXED_AFTER_PX);
  window.addEventListener('scroll', onScroll, { passive: true });
  onScroll();

  const setSubmenu = (button: HTMLButtonElement, open: boolean) => button.setAttribute('aria-expanded', String(open));
  const closeSubmenus = (except?: HTMLButtonElement) =>
    submenuButtons.filter((button) => button !== except).forEach((button) => setSubmenu(button, false));

  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    if (!open) closeSubmenus();
  });

  // While a press inside the menu is under way, its click decides what opens and closes:
  // closing on focusout then would collapse the mobile list under the finger, and the
  // press would end on another item.
  let pressing = false;
  nav.addEventListener('pointerdown', () => (pressing = true));
  document.addEventListener('pointerup', () => setTimeout(() => (pressing = false)));

  for (const button of submenuButtons) {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      closeSubmenus(button);
      setSubmenu(button, open);
    });
    // Leaving a dropdown by keyboard closes it, so focus never sits in a hidden list.
    button.parentElement?.addEventListener('focusout', (event) => {
      if (!pressing && !button.parentElement?.contains(event.relatedTarget as Node | null)) setSubmenu(button, false);
    });
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = submenuButtons.find((button) => button.getAttribute('aria-expanded') === 'true');
    if (open) {
      setSubmenu(open, false);
      open.focus();
    } else if (toggle.getAttribute('aria-expanded') === 'true') {
      toggle.setAttribute('aria-expanded', 'false');
      toggle.focus();
    }
  });

  document.addEventListener('click', (event) => {
    if (!nav.contains(event.target as Node)) closeSubmenus();
  });
}
