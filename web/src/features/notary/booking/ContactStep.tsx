/** Step 5: how to reach the client (phone first, for the text reminders), and the language of the messages. */
import { BUSINESS } from '../../../../../shared/business';
import { LOCALES, type Locale } from '../../../../../shared/i18n/core';
import { useI18n } from '../../../lib/i18n/I18nProvider';
import { Field } from '../../../ui/Field';
import { idOf, type StepProps } from './draft';

export function ContactStep({ draft, update, errorOf }: StepProps) {
  const { t } = useI18n();
  return (
    <div className="booking__group">
      <Field
        id={idOf('contact.phone')}
        label={t('notary.contact.phone')}
        hint={t('notary.contact.phoneHint')}
        error={errorOf('contact.phone')}
      >
        {(c) => (
          <input
            {...c}
            type="tel"
            autoComplete="tel"
            value={draft.contact.phone}
            onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, phone: e.target.value } }))}
          />
        )}
      </Field>
      <Field id={idOf('contact.name')} label={t('notary.contact.name')} error={errorOf('contact.name')}>
        {(c) => (
          <input
            {...c}
            autoComplete="name"
            value={draft.contact.name}
            onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, name: e.target.value } }))}
          />
        )}
      </Field>
      <Field id={idOf('contact.email')} label={t('notary.contact.email')} error={errorOf('contact.email')}>
        {(c) => (
          <input
            {...c}
            type="email"
            autoComplete="email"
            value={draft.contact.email}
            onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, email: e.target.value } }))}
          />
        )}
      </Field>
      <Field id={idOf('contact.locale')} label={t('notary.contact.language')}>
        {(c) => (
          <select
            {...c}
            value={draft.contact.locale}
            onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, locale: e.target.value as Locale } }))}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`common.languages.${l}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="checkbox">
        <input
          type="checkbox"
          id={idOf('contact.textReminders')}
          aria-describedby="nb-texts-hint"
          checked={draft.contact.textReminders}
          onChange={(e) => update((d) => ({ ...d, contact: { ...d.contact, textReminders: e.target.checked } }))}
        />
        {t('notary.contact.texts')}
      </label>
      <p id="nb-texts-hint" className="field__hint">
        {t('notary.contact.textsHint', { business: BUSINESS.shortName })}
      </p>
    </div>
  );
}
