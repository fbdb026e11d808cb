// memo.js — memo(C): a component that renders C and re-renders only when a
// prop changed (shallow: a key added, removed or no longer ===). What
// preact/compat's memo does for components without refs, without compat
// itself, whose global option hooks would weigh ~2.7 kB gzip in the page's
// start-up script (docs/decisions.md, "The page's start-up script").
import { h } from 'preact';

// True when next differs from this.props (Preact calls it on the instance).
function differs(next) {
  const prev = this.props;
  for (const k in prev) if (!(k in next)) return true;
  for (const k in next) if (prev[k] !== next[k]) return true;
  return false;
}

export function memo(C) {
  function Memo(props) {
    this.shouldComponentUpdate = differs;
    return h(C, props);
  }
  Memo.displayName = `Memo(${C.displayName || C.name})`;
  return Memo;
}
