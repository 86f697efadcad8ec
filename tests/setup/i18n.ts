/**
 * Every suite sees the English messages, as an English browser would: the background's and lib/craft's
 * texts come from public/_locales through t() (lib/i18n/t.ts), and fakeBrowser has no i18n of its own.
 * A suite that needs another language calls installMessages(locale) itself.
 */
import { installEnglishMessages } from '../unit/support/i18n';

installEnglishMessages();
