/** Runs every fidelity case through every converter in Chromium (the bundled harness) and scores it. */
import type { Browser } from 'playwright-core';
import { CASES, CASE_URL } from './cases';
import { scoreConverter, type ConverterScore } from './score';

export const FIDELITY_CONVERTERS = ['ours', 'turndown+gfm', 'defuddle'];

export async function benchFidelity(
  browser: Browser,
  pageUrl: string,
  bundle: string,
): Promise<{ scores: ConverterScore[]; outputs: Record<string, string[]> }> {
  const page = await browser.newPage();
  await page.goto(pageUrl);
  await page.evaluate(bundle);
  const outputs: Record<string, string[]> = {};
  for (const converter of FIDELITY_CONVERTERS) {
    outputs[converter] = await page.evaluate(
      ({ converter, htmls, url }) =>
        htmls.map((html) => {
          try {
            return (
              globalThis as unknown as { __bench: { convertHtml(n: string, h: string, u: string): string } }
            ).__bench.convertHtml(converter, html, url);
          } catch (error) {
            return `[threw: ${String(error)}]`;
          }
        }),
      { converter, htmls: CASES.map((c) => c.html), url: CASE_URL },
    );
  }
  await page.close();
  return { scores: FIDELITY_CONVERTERS.map((c) => scoreConverter(c, CASES, outputs[c])), outputs };
}
