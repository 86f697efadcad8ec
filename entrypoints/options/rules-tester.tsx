/** "Test the rules": which rule a page at this URL (of this schema.org type) would get, and what it picks. */
import { signal } from '@preact/signals';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { StatusMessage } from '../../components/status-message';
import { t } from '../../lib/i18n/t';
import { testAnswer, testRules } from './rules-model';

const url = signal('');
const schemaType = signal('');

export function RulesTester() {
  const answer = testAnswer.value;
  return (
    <form
      class="rules-tester"
      onSubmit={(e) => {
        e.preventDefault();
        testRules(url.value, schemaType.value);
      }}
    >
      <fieldset>
        <legend>{t('rules_testHeading')}</legend>
        <Field label={t('rules_testUrl')} type="url" value={url.value} onInput={(v) => (url.value = v)} />
        <Field label={t('rules_testType')} value={schemaType.value} onInput={(v) => (schemaType.value = v)} />
        <div class="actions">
          <Button type="submit">{t('rules_test')}</Button>
        </div>
        <div data-testid="rules-test-answer">
          {answer && <StatusMessage tone={answer.tone}>{answer.message}</StatusMessage>}
        </div>
      </fieldset>
    </form>
  );
}
