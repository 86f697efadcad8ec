/**
 * The preview: drawn as Craft will show it (components/craft-preview, loaded after the first paint),
 * or as its markdown source for editing. Both show the one `markdown` signal, so edits survive
 * switching views.
 */
import { Icon } from '../../../components/icons';
import { lazy } from '../../../components/lazy';
import { t } from '../../../lib/i18n/t';
import { setSource } from '../capture';
import { busy, markdown, phase, previewView, settings } from '../model';

/** The renderer's chunk; main.tsx preloads it once the shell has painted. */
export const RenderedPreview = lazy(() =>
  import('../../../components/craft-preview/rendered-preview').then((m) => m.RenderedPreview),
);

const skeleton = (
  <div class="preview__skeleton" aria-hidden="true">
    <span />
    <span />
    <span />
  </div>
);

function Rendered() {
  if (phase.value === 'capturing' && !markdown.value) return skeleton;
  if (!markdown.value.trim()) return <p class="hint preview__empty">{t('preview_empty')}</p>;
  // Without the renderer the source view still shows and edits everything.
  return (
    <RenderedPreview
      markdown={markdown.value}
      hasHeader={settings.value.headerFields.length > 0}
      fallback={skeleton}
      failure={<p class="hint preview__empty">{t('preview_failed')}</p>}
    />
  );
}

export function PreviewPane() {
  const source = previewView.value === 'source';
  return (
    <section class="preview" aria-labelledby="preview-heading">
      <div class="preview__bar">
        <h2 id="preview-heading" class="label">
          {t('preview_heading')}
        </h2>
        <div class="toggle-group" role="group" aria-label={t('preview_show')}>
          <button
            type="button"
            class="button button--quiet button--small"
            aria-pressed={!source}
            onClick={() => (previewView.value = 'rendered')}
          >
            <Icon name="eye" size={16} />
            {t('preview_craft')}
          </button>
          <button
            type="button"
            class="button button--quiet button--small"
            aria-pressed={source}
            onClick={() => (previewView.value = 'source')}
          >
            <Icon name="code" size={16} />
            {t('preview_markdown')}
          </button>
        </div>
      </div>
      {source ? (
        <textarea
          class="textarea preview__source"
          aria-label={t('preview_source')}
          rows={12}
          value={markdown.value}
          readOnly={busy.value}
          placeholder={phase.value === 'capturing' ? t('clip_reading') : ''}
          data-filled={markdown.value.trim() ? '' : undefined}
          onInput={(e) => setSource(e.currentTarget.value)}
        />
      ) : (
        <div
          class="preview__rendered"
          role="region"
          aria-label={t('preview_rendered')}
          tabIndex={0}
          aria-busy={phase.value === 'capturing'}
        >
          <Rendered />
        </div>
      )}
    </section>
  );
}
