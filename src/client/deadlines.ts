/**
 * A job circular whose last day passed after the site was built says so at once: each element
 * with `data-open-until` (a circular's answer, its row in the list) shows its closed words and
 * hides its open ones once the group's day is past that day, one marked `data-gone-when-closed`
 * (another circular in a list of open ones) is hidden, and a page whose circular closed drops
 * its JobPosting. Until the next build the HTML still says open; without scripts the visitor
 * sees it as built.
 */
import { dayHasPassed } from '../islands/group-day.ts';

let passed = false;
for (const element of document.querySelectorAll<HTMLElement>('[data-open-until]')) {
  const until = element.dataset.openUntil;
  if (!until || !dayHasPassed(until)) continue;
  if (element.hasAttribute('data-gone-when-closed')) {
    element.hidden = true;
    continue;
  }
  passed = true;
  element.classList.add('is-closed');
  element.dataset.circularClosed = '';
  for (const part of element.querySelectorAll<HTMLElement>('.when-open')) part.hidden = true;
  for (const part of element.querySelectorAll<HTMLElement>('.when-closed')) part.hidden = false;
}
if (passed && document.querySelector('.circular-answer[data-open-until]'))
  for (const data of document.querySelectorAll('script[type="application/ld+json"]'))
    if (data.textContent?.includes('"JobPosting"')) data.remove();
