// export-image.js — turns the exported SVG text into a PNG (issue 16: a
// picture for a slide). The SVG is drawn into a canvas at `scale` (2 by
// default: sharp on a projector), on white; the result is a PNG Blob. Browser
// only (Image, canvas); the SVG itself comes from layout/tree.js exportSvg.

export function svgSize(svgText) {
  const m = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(svgText);
  return m ? { width: +m[1], height: +m[2] } : { width: 800, height: 600 };
}

// Canvas limits: keep the PNG under about 16k px a side and 64 Mpx.
export function pngScale({ width, height }, want = 2) {
  const side = 16000 / Math.max(width, height, 1);
  const area = Math.sqrt(64e6 / Math.max(1, width * height));
  return Math.max(0.1, Math.min(want, side, area));
}

export async function svgToPng(svgText, want = 2) {
  const size = svgSize(svgText);
  const scale = pngScale(size, want);
  // a data: URL, not a blob: one: the page's Content-Security-Policy allows
  // img-src 'self' data: only (and a data: SVG leaves the canvas untainted)
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
  {
    const img = new Image();
    img.decoding = 'sync';
    await new Promise((res, rej) => { img.onload = res; img.onerror = () => rej(new Error('the SVG could not be drawn')); img.src = url; });
    const c = document.createElement('canvas');
    c.width = Math.round(size.width * scale); c.height = Math.round(size.height * scale);
    const ctx = c.getContext('2d');
    ctx.fillStyle = '#ffffff'; ctx.fillRect(0, 0, c.width, c.height);
    ctx.drawImage(img, 0, 0, c.width, c.height);
    return await new Promise((res, rej) => c.toBlob((b) => (b ? res(b) : rej(new Error('no PNG'))), 'image/png'));
  }
}

export function downloadBlob(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url; a.download = name;
  document.body.appendChild(a); a.click(); a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
