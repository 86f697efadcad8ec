/**
 * A section of today's note (issue 31): the title of the page block the clip goes inside, typed by
 * the user; the titles of the recently used sections are offered as suggestions, and picking
 * "Section of today's note…" starts from the last one used.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import type { Destination } from '../../../lib/model/types';
import { chooseDestination, recent } from '../model';

type SectionDestination = Extract<Destination, { kind: 'daily-section' }>;

const today = (title: string): SectionDestination => ({
  kind: 'daily-section',
  date: 'today',
  title: title.replace(/\s+/g, ' ').trim() || t('place_sectionDefault'),
});

/** The section last used (recent places, newest first), else the default one. */
export function lastSection(places: readonly Destination[]): SectionDestination {
  const last = places.find((d): d is SectionDestination => d.kind === 'daily-section');
  return today(last?.title ?? '');
}

export function SectionField({ title }: { title: string }) {
  // What the user typed, blank included: the destination falls back to the default title meanwhile.
  const [typed, setTyped] = useState(title);
  useEffect(() => {
    // Another section picked from the list: show its title (typing itself changes nothing here).
    if (today(typed).title !== title) setTyped(title);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a title from elsewhere resets what was typed
  }, [title]);
  const titles = [...new Set(recent.value.flatMap((d) => (d.kind === 'daily-section' ? [d.title] : [])))];
  return (
    <label class="field inline-field">
      <span class="label">{t('place_sectionTitle')}</span>
      <input
        class="input"
        value={typed}
        placeholder={t('place_sectionDefault')}
        list={titles.length ? 'section-titles' : undefined}
        onInput={(e) => {
          setTyped(e.currentTarget.value);
          chooseDestination(today(e.currentTarget.value));
        }}
      />
      {titles.length > 0 && (
        <datalist id="section-titles">
          {titles.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      )}
    </label>
  );
}
