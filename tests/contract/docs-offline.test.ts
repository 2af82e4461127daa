/**
 * The HTML references open offline: the REST reference (Redocly build-docs, Redoc inlined) names no
 * remote resource and carries a Content-Security-Policy that lets nothing be fetched; opened in Chromium
 * it requests nothing beyond the file itself and shows the status fields as integers (not `any`). Socket
 * summaries carry no Markdown (the socket template prints them as plain text, so backticks would show as
 * stray characters).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from '../e2e/phone.ts';
import { main } from '../../packages/contract-kit/src/docs.ts';
import { declaredPolicy, externalResources, OFFLINE_POLICY } from '../../packages/contract-kit/src/lib/offline-page.ts';

const out = mkdtempSync(join(tmpdir(), 'docs-offline-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('externalResources', () => {
  it('lists what a page would fetch, not the hyperlinks or SVG namespaces', () => {
    const html = [
      '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">',
      '<script src="//cdn.example.com/redoc.js"></script>',
      '<style>@import url("https://fonts.example.com/a.css"); .x{background:url(https://img.example.com/x.png)}</style>',
      '<a href="https://redocly.com/redoc/">Redoc</a>',
      '<svg xmlns="http://www.w3.org/2000/svg"><use href="url(http://www.w3.org/1999/xlink)"/></svg>',
      '<script>const a = 1;</script><img src="data:image/png;base64,AAAA">',
    ].join('\n');
    expect(externalResources(html).sort()).toEqual([
      '//cdn.example.com/redoc.js',
      'https://fonts.example.com/a.css',
      'https://fonts.googleapis.com/css?family=Roboto',
      'https://img.example.com/x.png',
    ]);
  });
});

describe('the REST reference', () => {
  it('is built self-contained and loads nothing from the internet', async () => {
    const lines: string[] = [];
    expect(await main(['--only', 'rest', '--out', out], (line) => lines.push(line))).toBe(0);
    const html = readFileSync(join(out, 'api.html'), 'utf8');
    expect(externalResources(html)).toEqual([]);
    // the spec is inside the page
    expect(html).toContain('Trading provider API');
    expect(lines.join('\n')).toMatch(/loads nothing from the internet/);
    expect(declaredPolicy(html)).toBe(OFFLINE_POLICY);
    expect(html).not.toContain('cdn.redoc.ly');
  }, 120_000);

  it('opened in a browser, requests nothing but the page and shows the status fields typed', async () => {
    const browser = await chromium.launch({ executablePath: TEST_CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const fetched: string[] = [];
      const refused: string[] = [];
      page.on('request', (request) => {
        if (!/^(file|data|blob):/.test(request.url())) fetched.push(request.url());
      });
      page.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) refused.push(message.text());
      });
      await page.goto(`file://${join(out, 'api.html')}#tag/auth/operation/loginUser`);
      // the sign-in answer's envelope: `status` and `code` are the integer StatusOk, not `any`
      await page.waitForFunction(() => document.body.innerText.includes('(StatusOk)'), undefined, { timeout: 60_000 });
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).toMatch(/\nstatus\ninteger, \(int32\)\n\(StatusOk\)/);
      expect(text).not.toMatch(/\nstatus\nany\n/);
      expect(fetched).toEqual([]);
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});

describe('the socket reference', () => {
  it('has summaries without Markdown code spans', () => {
    const doc = parse(readFileSync('asyncapi.yaml', 'utf8')) as unknown;
    const summaries: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (typeof node === 'object' && node !== null) {
        for (const [key, value] of Object.entries(node)) {
          if ((key === 'summary' || key === 'title') && typeof value === 'string') summaries.push(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(summaries.length).toBeGreaterThan(5);
    expect(summaries.filter((text) => text.includes('`'))).toEqual([]);
  });
});
