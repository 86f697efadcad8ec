/**
 * Firefox's own permission prompt (the doorhanger a `permissions.request()` opens), answered the
 * way a user would: by pressing its Allow or Don't allow button. It is browser UI, so it is reached
 * in Marionette's chrome context (Firefox was started with -remote-allow-system-access).
 */
import type { FirefoxDriver } from './firefox-driver';

const NOTIFICATION = 'addon-webext-permissions-notification';

/** Waits for the prompt, presses one of its buttons, and returns the text it showed. */
export async function answerPermissionPrompt(driver: FirefoxDriver, answer: 'allow' | 'deny'): Promise<string> {
  await driver.marionette.send('Marionette:SetContext', { value: 'chrome' });
  try {
    const shown = await driver.until('the permission prompt', () =>
      driver.execute<string | null>(
        `const [id, answer] = arguments;
         const panel = window.PopupNotifications?.panel;
         const prompt = panel?.state === 'open' ? panel.querySelector('#' + id) : null;
         if (!prompt) return null;
         const text = prompt.textContent.replace(/\\s+/g, ' ').trim();
         (answer === 'allow' ? prompt.button : prompt.secondaryButton).click();
         return text;`,
        NOTIFICATION,
        answer,
      ),
    );
    return shown;
  } finally {
    await driver.marionette.send('Marionette:SetContext', { value: 'content' });
  }
}
