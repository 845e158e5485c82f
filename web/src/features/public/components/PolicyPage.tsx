import type { Vars } from '../../../../../shared/i18n/core';
import { registerMessages, useI18n } from '../../../lib/i18n/I18nProvider';
import { useHashScroll } from '../useHashScroll';
import { Breadcrumbs } from './Breadcrumbs';
import { Paragraphs } from '../../../ui/Paragraphs';
import legalMessages from '../../../../../shared/i18n/messages/site/legal';

registerMessages(legalMessages);

/** A legal text page (privacy policy, terms): title, date, contents, then one section per key of `<ns>.<section>`. */
export function PolicyPage(props: {
  ns: 'privacyPage' | 'termsPage';
  path: string;
  navLabel: string;
  updated: string;
  sections: readonly string[];
  vars: Vars;
}) {
  const { t, translate, date } = useI18n();
  useHashScroll();
  const { ns, sections, vars } = props;
  return (
    <div className="page page--policy">
      <Breadcrumbs items={[{ to: props.path, label: props.navLabel }]} />
      <header className="page-header">
        <h1>{t(`site.${ns}.title`)}</h1>
        <p className="muted">{t('site.policy.updated', { date: date(props.updated) })}</p>
        <p className="lead">{t(`site.${ns}.intro`, vars)}</p>
      </header>
      <nav className="toc" aria-label={t('site.policy.contents')}>
        <h2 className="toc__title">{t('site.policy.contents')}</h2>
        <ol>
          {sections.map((s) => (
            <li key={s}>
              <a href={`#${s}`}>{translate(`site.${ns}.${s}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose">
        {sections.map((s) => (
          <section key={s} id={s} aria-labelledby={`${s}-title`}>
            <h2 id={`${s}-title`}>{translate(`site.${ns}.${s}.title`)}</h2>
            <Paragraphs text={translate(`site.${ns}.${s}.body`, vars)} />
          </section>
        ))}
      </div>
    </div>
  );
}
