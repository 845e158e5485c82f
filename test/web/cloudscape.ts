/** Cloudscape in jsdom (imported by the harnesses that render console components). */

/**
 * test/web/environment.js gives jsdom the Fetch API and AbortController of the Node realm (React Router hands the
 * signal to Node's Request). jsdom's addEventListener then refuses `{ signal }` from that realm, which Cloudscape
 * uses; teach it to honour such a signal by removing the listener on abort. (No-op when the realms agree.)
 */
function acceptForeignSignals(): void {
  try {
    new EventTarget().addEventListener('probe', () => undefined, { signal: new AbortController().signal });
    return;
  } catch {
    /* patch below */
  }
  type Add = EventTarget['addEventListener'];
  const wrap = (add: Add): Add =>
    function (this: EventTarget, type, listener, options) {
      if (options && typeof options === 'object' && options.signal) {
        const { signal, ...rest } = options;
        if (signal.aborted) return;
        add.call(this, type, listener, rest);
        signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
        return;
      }
      add.call(this, type, listener, options);
    };
  EventTarget.prototype.addEventListener = wrap(EventTarget.prototype.addEventListener);
  window.addEventListener = wrap(window.addEventListener);
  document.addEventListener = wrap(document.addEventListener);
}
acceptForeignSignals();
export {};
