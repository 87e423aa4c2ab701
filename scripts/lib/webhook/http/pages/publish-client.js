// The publish page's one script (publish.ts inlines it, allowed by its hash): live progress
// and the releases section (a preview ready, a scheduled action done) from /hooks/events
// without reloading, and "Publish now" sent without leaving the page. Without it the page
// works as forms and a refresh.
const phase = document.getElementById('phase');
const live = document.getElementById('live');
const desk = document.getElementById('desk');
const form = document.getElementById('publish');
const refresh = document.getElementById('refresh');

const events = new EventSource('/hooks/events');
events.addEventListener('message', (message) => {
  const update = JSON.parse(message.data);
  // Only a new sentence is announced again by the live region.
  if (phase.textContent !== update.text) phase.textContent = update.text;
  phase.dataset.state = update.state;
  live.innerHTML = update.html;
});
events.addEventListener('desk', (message) => {
  if (!desk) return;
  // What the editor is typing (a day and a time to schedule) and where, survive the update:
  // the stream's first event comes while the page may already be in use.
  const typed = [...desk.querySelectorAll('input[id]')]
    .filter((input) => input.value !== input.defaultValue)
    .map((input) => [input.id, input.value]);
  const focused = desk.contains(document.activeElement) ? document.activeElement.id : '';
  desk.innerHTML = JSON.parse(message.data).html;
  for (const [id, value] of typed) {
    const input = document.getElementById(id);
    if (input) input.value = value;
  }
  if (focused) document.getElementById(focused)?.focus();
});
events.addEventListener('error', () => {
  if (events.readyState === EventSource.CLOSED)
    phase.textContent = 'Live progress stopped (signed out?). Refresh the page.';
});
if (refresh) refresh.hidden = true;

// A form that leaves the page (Preview, Go live, Restore, Schedule) shows it is at work and
// cannot be sent twice while the publisher answers.
document.addEventListener('submit', (event) => {
  if (event.target === form || event.defaultPrevented) return;
  const button = event.target.querySelector('button[type="submit"]');
  if (!button) return;
  button.setAttribute('aria-busy', 'true');
  // After the submit has been taken, so the form is still sent.
  setTimeout(() => (button.disabled = true));
});

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const button = form.querySelector('button');
  button.disabled = true;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form)),
      headers: { accept: 'application/json' },
    });
    if (response.status === 401 || response.status === 403) location.reload();
  } catch {
    phase.textContent = 'The publisher did not answer. Check your connection and try again.';
  } finally {
    button.disabled = false;
  }
});
