/**
 * What the cross-engine journeys (tests/engines/) run inside the page, installed as `window.__engines`:
 * finding an element by its ARIA role and accessible name (or a CSS selector), where to click it, what
 * covers it, the page's uncaught errors and unhandled rejections, and a few reads of the console's
 * state. One copy for the three engines, so a role or a name means the same thing in each.
 *
 * Plain JavaScript, sent as text: a function compiled by tsx carries `__name()` calls that the page does
 * not have, and WebKit's WebDriver has no init script, so the drivers install this text themselves (an
 * init script in Chromium and Firefox, on first use after each navigation in WebKit). The file is one
 * function of the snapshot reader (tests/support/snapshot-reader.ts), which driver.ts calls with it.
 *
 * Roles and names follow the parts of WAI-ARIA and accname the console uses: explicit `role`, the
 * implicit roles of the elements below, names from aria-labelledby, aria-label, labels, captions and
 * legends, alt, and from content for the roles named by their content (aria-hidden parts left out).
 */
(snapshotReader) => {
  if (window.__engines) return;

  /** At most this many errors are kept between two reads (a loop of errors must not fill the memory). */
  const MAX_ERRORS = 50;
  /** How much of an element's text a failure message quotes. */
  const DESCRIBED_TEXT_CHARS = 80;
  const errors = [];
  const describeReason = (reason) =>
    reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  const record = (line) => {
    if (errors.length < MAX_ERRORS) errors.push(line);
  };
  addEventListener('error', (event) =>
    record(`uncaught ${event.error ? describeReason(event.error) : event.message}`),
  );
  addEventListener('unhandledrejection', (event) =>
    record(`unhandled rejection ${describeReason(event.reason)}`),
  );

  const IMPLICIT = {
    button: 'button, input[type=button], input[type=submit], input[type=reset], summary',
    link: 'a[href], area[href]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], textarea',
    searchbox: 'input[type=search]',
    checkbox: 'input[type=checkbox]',
    radio: 'input[type=radio]',
    heading: 'h1, h2, h3, h4, h5, h6',
    table: 'table',
    row: 'tr',
    columnheader: 'th',
    cell: 'td',
    navigation: 'nav',
    complementary: 'aside',
    main: 'main',
    region: 'section[aria-label], section[aria-labelledby]',
    form: 'form[aria-label], form[aria-labelledby]',
    dialog: 'dialog',
    group: 'fieldset, details',
    list: 'ul, ol',
    listitem: 'li',
    img: 'img:not([alt=""])',
  };
  const NAMED_BY_CONTENT = new Set([
    'button',
    'link',
    'heading',
    'menuitem',
    'menuitemradio',
    'menuitemcheckbox',
    'option',
    'tab',
    'cell',
    'columnheader',
    'row',
    'switch',
    'checkbox',
    'radio',
  ]);

  const squash = (text) => text.replace(/\s+/g, ' ').trim();
  /** Drawn, not hidden, and not inert (the prerendered first paint is inert until the app replaces it). */
  const shown = (el) => {
    if (el.getClientRects().length === 0 || el.closest('[inert]')) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.visibility !== 'collapse';
  };

  /** The text an element gives its name from content: aria-hidden and undisplayed parts left out. */
  const contentText = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
    if (getComputedStyle(node).display === 'none') return '';
    const label = node.getAttribute('aria-label');
    if (label?.trim()) return ` ${label} `;
    if (node.tagName === 'IMG') return ` ${node.getAttribute('alt') ?? ''} `;
    const block = getComputedStyle(node).display !== 'inline';
    const inner = [...node.childNodes].map(contentText).join('');
    return block ? ` ${inner} ` : inner;
  };

  const roleOf = (el) => {
    const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    for (const [role, selector] of Object.entries(IMPLICIT)) if (el.matches(selector)) return role;
    return '';
  };

  const nameOf = (el) => {
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const parts = by.split(/\s+/).map((id) => document.getElementById(id));
      const text = parts.map((part) => (part ? contentText(part) : '')).join(' ');
      if (squash(text)) return squash(text);
    }
    const label = el.getAttribute('aria-label');
    if (label?.trim()) return squash(label);
    if (el.labels?.length) return squash([...el.labels].map(contentText).join(' '));
    if (el.tagName === 'TABLE' && el.caption) return squash(contentText(el.caption));
    if (el.tagName === 'FIELDSET') {
      const legend = el.querySelector(':scope > legend');
      if (legend) return squash(contentText(legend));
    }
    if (el.tagName === 'IMG') return squash(el.getAttribute('alt') ?? '');
    if (NAMED_BY_CONTENT.has(roleOf(el))) {
      const text = squash(contentText(el));
      if (text) return text;
    }
    return squash(el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '');
  };

  /** `name` is a string (matched whole) or `{ source, flags }` (a regular expression, searched). */
  const nameMatches = (name, wanted) => {
    if (wanted === undefined) return true;
    if (typeof wanted === 'string') return name === squash(wanted);
    return new RegExp(wanted.source, wanted.flags).test(name);
  };

  const candidates = (root, role) => {
    const explicit = [...root.querySelectorAll(`[role~="${role}"]`)];
    const implicit = IMPLICIT[role]
      ? [...root.querySelectorAll(IMPLICIT[role])].filter((el) => !el.hasAttribute('role'))
      : [];
    return [...new Set([...explicit, ...implicit])];
  };

  /**
   * Every shown element a target names, in document order. A target is `{ css }` or `{ role, name?,
   * level? }`, either with `within` (another target: only inside its first match).
   */
  const findAll = (target) => {
    let root = document;
    if (target.within) {
      const [outer] = findAll(target.within);
      if (!outer) return [];
      root = outer;
    }
    const found = target.css
      ? [...root.querySelectorAll(target.css)]
      : candidates(root, target.role).filter(
          (el) =>
            roleOf(el) === target.role &&
            (target.level === undefined || el.tagName === `H${target.level}`) &&
            nameMatches(nameOf(el), target.name),
        );
    return found
      .filter(shown)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  };

  /** One line that says what an element is, for failure messages. */
  const describeElement = (el) => {
    if (!el) return 'nothing';
    const attrs = ['role', 'data-scope', 'data-part', 'data-state', 'aria-label']
      .filter((a) => el.hasAttribute(a))
      .map((a) => `${a}="${el.getAttribute(a)}"`);
    if (el.hasAttribute('hidden')) attrs.push('hidden');
    const style = getComputedStyle(el);
    const look = `opacity ${style.opacity}, visibility ${style.visibility}, pointer-events ${style.pointerEvents}, animation ${style.animationName}`;
    const text = squash(el.textContent ?? '').slice(0, DESCRIBED_TEXT_CHARS);
    const layer = el.parentElement?.closest('[data-scope], [role]');
    const inside = layer
      ? ` inside <${layer.tagName.toLowerCase()} ${['role', 'data-scope', 'data-part']
          .map((a) => layer.getAttribute(a) && `${a}="${layer.getAttribute(a)}"`)
          .filter(Boolean)
          .join(' ')}>`
      : '';
    return `<${el.tagName.toLowerCase()}${attrs.length ? ` ${attrs.join(' ')}` : ''}>${text ? ` "${text}"` : ''}${inside} (${look})`;
  };

  /**
   * Scrolls the first match into view and says where a click lands: its centre in viewport pixels and
   * whether the element found there (what a real click reaches) is the target or inside it.
   */
  const clickPoint = (target) => {
    const [el] = findAll(target);
    if (!el) return { found: false };
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const box = el.getBoundingClientRect();
    const x = Math.round(box.left + box.width / 2);
    const y = Math.round(box.top + box.height / 2);
    const hit = document.elementFromPoint(x, y);
    const reaches = hit !== null && el.contains(hit);
    const where = `at (${x}, ${y}) of a ${innerWidth}×${innerHeight} viewport, the target's box ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    return { found: true, x, y, reaches, covered: reaches ? '' : `${describeElement(hit)} ${where}` };
  };

  /** Focuses an editable target and selects what it holds, so what is typed next replaces it. */
  const focusForTyping = (target) => {
    const [el] = findAll(target);
    if (!el) return false;
    el.focus();
    el.select?.();
    return document.activeElement === el;
  };

  const isFocused = (target) => {
    const [el] = findAll(target);
    return el !== undefined && document.activeElement === el;
  };

  /** WCAG relative luminance of the body's background, 0 (black) to 1 (white). */
  const bodyLuminance = () => {
    const [r = 0, g = 0, b = 0] = (
      getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []
    ).map((c) => Number(c) / 255);
    const lin = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };

  /** The overview chart's canvas: its drawn size and how many of its pixels are painted at all. */
  const chartCanvas = () => {
    const canvas = document.querySelector('[data-testid="bar-chart-plot"] canvas');
    if (!canvas) return { canvas: false, width: 0, painted: 0 };
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
    return { canvas: true, width: canvas.getBoundingClientRect().width, painted };
  };

  /** Why a locale may break formatting: navigator.language and whether Intl accepts it. */
  const localeProblem = () => {
    try {
      new Intl.NumberFormat(navigator.language);
      return '';
    } catch (error) {
      return `navigator.language is "${navigator.language}" and new Intl.NumberFormat("${navigator.language}") throws ${describeReason(error)}`;
    }
  };

  window.__engines = {
    count: (target) => findAll(target).length,
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, what a person reads
    texts: (target) => findAll(target).map((el) => squash(el.innerText ?? el.textContent ?? '')),
    attribute: (target, name) => findAll(target)[0]?.getAttribute(name) ?? null,
    property: (target, name) => findAll(target)[0]?.[name] ?? null,
    clickPoint,
    focusForTyping,
    isFocused,
    describeFirst: (target) => {
      const [el] = findAll(target);
      if (!el) return 'nothing';
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return `${describeElement(el)}${hit && el.contains(hit) ? ', and it takes the clicks at its middle' : ''}`;
    },
    describeAt: (x, y) => describeElement(document.elementFromPoint(x, y)),
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, what a person reads
    mainText: () => squash(document.querySelector('main')?.innerText ?? ''),
    takeErrors: () => errors.splice(0),
    /** Query hashes saved in this browser's snapshot databases of one environment. */
    savedHashes: snapshotReader.savedHashes,
    bodyLuminance,
    chartCanvas,
    localeProblem,
  };
};
