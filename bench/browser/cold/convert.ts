/** Ours, the converter alone, on the live body (read-only). */
import { toCraftMarkdown } from '../../../lib/convert/index';

export const run = (): string => toCraftMarkdown(document.body, { baseUrl: document.baseURI }).markdown;
