/**
 * `client:demand="…"`: an island whose JavaScript (React included) loads only when the page
 * needs it. The value lists what counts as need, any of:
 *   session      a stored session exists, or one starts on this page (`nimbus:session`)
 *   toast        a toast is queued (`nimbus:toast`) or carried over from the last page (`flash`)
 *   interaction  pointer, touch, focus or a key on the island
 *   address      the page's address has a query (a shared link whose state the island shows)
 *   billing      checkout asks for billing details (`nimbus:billing-step`: the cart's billing step)
 *   accounts     the nav's account menu opens (`nimbus:accounts`)
 * A click or a form submit that arrives before React owns the island is held and replayed on
 * the same element once it does, so the first interaction is never lost; links are never held.
 * A prerendered page (Speculation Rules) starts nothing until the visitor opens it.
 *
 * Astro inlines this file into every page that uses it, so it stays small and imports nothing.
 */
import type { ClientDirective } from 'astro';

/** The storage keys of a session; the head script of Base.astro reads the same. */
const hasStoredSession = () => {
  try {
    return Boolean(localStorage.getItem('token') || sessionStorage.getItem('token'));
  } catch {
    return false;
  }
};

const hasFlash = () => {
  try {
    return sessionStorage.getItem('flash') !== null;
  } catch {
    return false;
  }
};

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];
const HELD = ['click', 'submit'];
/** Controls whose click does something only React knows about; a link navigates on its own. */
const ACTIONABLE = 'button,input,select,summary,[role="button"],[role="switch"],[role="tab"]';
/**
 * Their new state shows at once and stays in the DOM through hydration; an island with such
 * controls reads them when it mounts (PricingPlans' billing switch), so nothing is replayed.
 */
const NATIVE_STATE = 'input[type="radio"],input[type="checkbox"]';

const demand: ClientDirective = (load, options, el) => {
  const needs = String(options.value ?? '').split(/\s+/);
  /** What a held event happened to: the control clicked (not the icon inside it), or the form sent. */
  const held: Element[] = [];
  let state: 'waiting' | 'loading' | 'ready' = 'waiting';

  const hold = (event: Event) => {
    if (state === 'ready') return;
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'click' && !target?.closest(ACTIONABLE)) return;
    // A radio or checkbox keeps its new state: the island adopts it when it mounts.
    if (target?.matches(NATIVE_STATE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const control = event.type === 'click' ? target?.closest(ACTIONABLE) : target;
    if (control) held.push(control);
    void start();
  };

  const start = async () => {
    if (state !== 'waiting') return;
    state = 'loading';
    el.dataset.demand = 'loading';
    for (const type of INTENT) el.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    state = 'ready';
    el.dataset.demand = 'ready';
    for (const type of HELD) el.removeEventListener(type, hold, true);
    // React hydrates the element an event lands on at once, so the replay reaches its handler.
    for (const target of new Set(held)) {
      if (!(target instanceof HTMLElement) || !target.isConnected) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  };

  const decide = () => {
    if (needs.includes('interaction')) {
      for (const type of INTENT) el.addEventListener(type, start, { capture: true, passive: true });
      for (const type of HELD) el.addEventListener(type, hold, true);
    }
    if (needs.includes('toast')) {
      // site/lib/flash.ts keeps a toast for the next page under this key; the Toaster shows it.
      if (hasFlash()) void start();
      else window.addEventListener('nimbus:toast', start, { once: true });
    }
    if (needs.includes('address') && window.location.search.length > 1) void start();
    if (needs.includes('billing')) window.addEventListener('nimbus:billing-step', start, { once: true });
    if (needs.includes('accounts')) window.addEventListener('nimbus:accounts', start, { once: true });
    if (needs.includes('session')) {
      if (hasStoredSession()) void start();
      else window.addEventListener('nimbus:session', start, { once: true });
    }
  };

  // A page prerendered on intent decides once it is shown, never before: no island may call the API
  // for a page the visitor has not opened, and a session or toast may have come or gone meanwhile
  // (docs/decisions/prerender-on-intent.md).
  // `prerendering` is not in TypeScript's DOM types yet.
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', decide, { once: true });
  else decide();
};

export default demand;
