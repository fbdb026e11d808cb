// Console.jsx — program output as text (never HTML); stderr in its own colour.
export function Console({ chunks, label }) {
  return (
    <pre class="console" role="log" aria-label={label} aria-live="polite">
      {chunks.map((c, i) => <span key={i} class={c.stream === 2 ? 'stderr' : 'stdout'}>{c.text}</span>)}
    </pre>
  );
}
