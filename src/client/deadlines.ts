/**
 * A job circular whose last day passed after the site was built says so at once: each element
 * with `data-open-until` (a circular's answer, its row in the list) shows its closed words and
 * hides its open ones once the group's day (the zone on <html>) is past that day, and a page
 * whose circular closed drops its JobPosting. Until the next build the HTML still says open;
 * without scripts the visitor sees it as built.
 */
const zone = document.documentElement.dataset.timeZone || 'Asia/Dhaka';
// en-CA writes dates as YYYY-MM-DD, which compare as text.
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(Date.now());

let passed = false;
for (const element of document.querySelectorAll<HTMLElement>('[data-open-until]')) {
  if (today <= (element.dataset.openUntil ?? today)) continue;
  passed = true;
  element.classList.add('is-closed');
  element.dataset.circularClosed = '';
  for (const part of element.querySelectorAll<HTMLElement>('.when-open')) part.hidden = true;
  for (const part of element.querySelectorAll<HTMLElement>('.when-closed')) part.hidden = false;
}
if (passed && document.querySelector('.circular-answer[data-open-until]'))
  for (const data of document.querySelectorAll('script[type="application/ld+json"]'))
    if (data.textContent?.includes('"JobPosting"')) data.remove();
