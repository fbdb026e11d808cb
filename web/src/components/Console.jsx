/** @jsxImportSource preact */
// Console.jsx — program output as text (never HTML); stderr in its own colour.
export function Console({ chunks, label, empty }) {
  return (
    <pre class="console" role="log" aria-label={label} aria-live="polite" tabIndex={0}>
      {chunks.length === 0 && empty ? <span class="placeholder">{empty}</span> : null}
      {chunks.map((c, i) => <span key={i} class={c.stream === 2 ? 'stderr' : 'stdout'}>{c.text}</span>)}
    </pre>
  );
}
