import { renderWithProviders } from '../../tests/support/render';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, SafeHtml } from './safe-html';

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<a href="javascript:window.__xss=1">tap</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
];

describe('server HTML', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitizeHtml(`<p>ok</p>${payload}`);
    expect(clean).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<form|style=/i);
    renderWithProviders(<SafeHtml html={payload} />);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps formatting and opens links in a new tab', () => {
    const clean = sanitizeHtml(
      '<h3>Risk</h3><p><strong>Read</strong> <a href="https://example.com/terms">this</a></p>',
    );
    expect(clean).toContain('<h3>Risk</h3>');
    expect(clean).toContain('<strong>Read</strong>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('keeps only https links: data:, vbscript: and plain http lose their link', () => {
    const clean = sanitizeHtml(
      '<a href="data:text/html,x">a</a><a href="vbscript:msgbox(1)">b</a><a href="http://example.com">c</a><a href="https://example.com/ok">d</a>',
    );
    const box = document.createElement('div');
    box.innerHTML = clean;
    const hrefs = [...box.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([null, null, null, 'https://example.com/ok']);
    expect(box.textContent).toBe('abcd');
  });
});
