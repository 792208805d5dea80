import type { UseFormRegister } from 'react-hook-form';
import { ownTexts } from '@portal/contracts';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import type { PersonalValues } from './personalForm.ts';
import parts from '../parts.module.css';

const channels = [
  { key: 'email', label: ownTexts.profile.contactEmail },
  { key: 'sms', label: ownTexts.profile.contactSms },
] as const;

/** The ways the employer's scheme may contact the user: e-mail and text message (no post: the portal holds no postal address). */
export function ContactPreferences({ register }: { register: UseFormRegister<PersonalValues> }) {
  return (
    <fieldset className={parts.fieldset}>
      <legend className={parts.legend}>{ownTexts.profile.contactLegend}</legend>
      <div className={parts.inline}>
        {channels.map(({ key, label }) => (
          <Checkbox key={key} id={`contact-${key}`} label={label} {...register(`contactPreferences.${key}`)} />
        ))}
      </div>
    </fieldset>
  );
}
