/**
 * What the header's script adds to a menu that works without it (its <details> open by click,
 * tap and keyboard): fixed after 80 px (SPEC §9), one submenu at a time where a browser does
 * not group them by name, Escape to close, and closing what focus or a click has left.
 */
const FIXED_AFTER_PX = 80;

export function initHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const menu = document.querySelector<HTMLDetailsElement>('[data-site-menu]');
  const nav = document.querySelector<HTMLElement>('[data-site-nav]');
  if (!header || !menu || !nav) return;
  const submenus = [...nav.querySelectorAll<HTMLDetailsElement>('.has-sub > details')];

  const onScroll = () => header.classList.toggle('is-fixed', window.scrollY > FIXED_AFTER_PX);
  window.addEventListener('scroll', onScroll, { passive: true });
  // A page opened part way down: checked after its first frame, when reading the scroll
  // position costs nothing; read now, it would lay the page out again in this task.
  requestAnimationFrame(() => setTimeout(onScroll));

  const closeSubmenus = (except?: HTMLDetailsElement) =>
    submenus.filter((submenu) => submenu !== except).forEach((submenu) => (submenu.open = false));

  menu.addEventListener('toggle', () => {
    if (!menu.open) closeSubmenus();
  });

  // While a press inside the menu is under way, its click decides what opens and closes:
  // closing on focusout then would collapse the mobile list under the finger, and the
  // press would end on another item.
  let pressing = false;
  nav.addEventListener('pointerdown', () => (pressing = true));
  document.addEventListener('pointerup', () => setTimeout(() => (pressing = false)));

  for (const submenu of submenus) {
    submenu.addEventListener('toggle', () => {
      if (submenu.open) closeSubmenus(submenu);
    });
    // Leaving a dropdown by keyboard closes it, so focus never sits in a hidden list.
    submenu.addEventListener('focusout', (event) => {
      if (!pressing && !submenu.contains(event.relatedTarget as Node | null)) submenu.open = false;
    });
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = submenus.find((submenu) => submenu.open);
    const target = open ?? (menu.open ? menu : undefined);
    if (!target) return;
    target.open = false;
    target.querySelector('summary')?.focus();
  });

  document.addEventListener('click', (event) => {
    if (!nav.contains(event.target as Node)) closeSubmenus();
  });
}
