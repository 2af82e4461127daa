import { describe, expect, it } from 'vitest';
import { openableUrl } from './safe-link';

describe('openableUrl', () => {
  it.each([
    'https://support.example.com/chat',
    'https://t.me/example_support',
    'https://wa.me/84901234567',
    'https://line.me/R/ti/p/@example_support',
    '  HTTPS://Example.com/a?b=1#c ',
  ])('opens %s', (url) => {
    expect(openableUrl(url)).toMatch(/^https:\/\//);
  });

  it('opens the address as the browser reads it', () => {
    expect(openableUrl('  HTTPS://Example.com/a?b=1#c ')).toBe('https://example.com/a?b=1#c');
    expect(openableUrl('https://t.me/example_support')).toBe('https://t.me/example_support');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'blob:https://example.com/1',
    'file:///etc/passwd',
    'http://example.com',
    '//evil.example.com',
    '/relative/path',
    'https://user:pass@example.com',
    'https://bank.example@evil.example',
    'https://:secret@example.com',
    '   ',
    'https://',
    '',
    null,
    undefined,
    42,
  ])('refuses %s', (url) => {
    expect(openableUrl(url)).toBeNull();
  });
});
