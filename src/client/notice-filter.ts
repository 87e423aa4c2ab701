/**
 * <notice-filter>: filters the notices table as the visitor types, on the title and date of
 * each row. The table stays complete in the HTML; without JavaScript the field is hidden by CSS
 * (`scripting: none`). Words typed before the script ran are applied when it does.
 */
class NoticeFilter extends HTMLElement {
  connectedCallback(): void {
    const input = this.querySelector('input');
    const count = this.querySelector('[data-filter-count]');
    // The table's own words: "notice"/"notices" or "job circular"/"job circulars".
    const { one = 'notice', many = 'notices' } = this.dataset;
    const rows = [
      ...document.querySelectorAll<HTMLTableRowElement>(`#${this.dataset.table} tbody tr`),
    ];
    if (!input || !count) return;
    const texts = rows.map((row) =>
      [...row.querySelectorAll('[data-filter-text]')]
        .map((cell) => cell.textContent)
        .join(' ')
        .toLowerCase(),
    );
    const apply = () => {
      const words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      let shown = 0;
      rows.forEach((row, index) => {
        row.hidden = !words.every((word) => texts[index]!.includes(word));
        if (!row.hidden) shown++;
      });
      count.textContent =
        words.length === 0
          ? ''
          : shown === 0
            ? `No ${one} matches.`
            : `${shown} of ${rows.length} ${many} shown.`;
    };
    input.addEventListener('input', apply);
    if (input.value) apply();
  }
}

customElements.define('notice-filter', NoticeFilter);
