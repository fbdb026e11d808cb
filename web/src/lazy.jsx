/** @jsxImportSource preact */
// lazy.jsx — the parts of the page its first paint (editor, Run, tree) does
// not need live in chunks of their own, fetched the first time they are
// wanted (docs/decisions.md, "The page's start-up script"). once(load) keeps
// one promise per chunk, so a chunk is requested once however many views ask
// for it; <Lazy load={...}>{(m) => ...}</Lazy> renders children(module) once
// the chunk has arrived, a short note while it loads, and a retry when the
// fetch failed (an offline reader can try again once the network is back).
import { useEffect, useState } from 'preact/hooks';

// once(load) → get(): get() returns load()'s promise, the same one every
// time; get.value is the module once it has arrived (null before). A failed
// load is forgotten, so the next get() fetches again.
export function once(load) {
  let p = null;
  const get = () => {
    if (!p) p = load().then((m) => { get.value = m; return m; }, (e) => { p = null; throw e; });
    return p;
  };
  get.value = null;
  return get;
}

// The module is read from load.value on every render (not kept in state), so
// one <Lazy> reused by Preact for another view never shows the previous one.
export function Lazy({ load, t, children }) {
  const [failed, setFailed] = useState(null);   // the load that failed (set as () => load: a function is an updater)
  const [, arrived] = useState(0);
  const mod = load.value;
  useEffect(() => {
    if (mod) return undefined;
    let live = true;
    setFailed(null);
    load().then(() => { if (live) arrived((n) => n + 1); }, () => { if (live) setFailed(() => load); });
    return () => { live = false; };
  }, [load, mod]);
  if (mod) return children(mod);
  if (failed === load) {
    return (
      <p class="note warn lazy-failed" role="alert">{t('lazy.failed')}{' '}
        <button type="button" class="small" onClick={() => { setFailed(null); load().then(() => arrived((n) => n + 1), () => setFailed(() => load)); }}>{t('lazy.retry')}</button>
      </p>
    );
  }
  return <p class="empty lazy-loading" aria-busy="true">{t('lazy.loading')}</p>;
}
