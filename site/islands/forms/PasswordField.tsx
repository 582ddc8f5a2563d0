/** A password input with a show/hide toggle. */
import { type InputHTMLAttributes, useState } from 'react';
import * as icons from '../../lib/island-icons';
import { Icon } from '../Icon';
import { Field } from './Field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> & {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="password-toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={props.id}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon d={visible ? icons.eyeOff : icons.eye} size={18} />
        </button>
      }
    />
  );
}
