import { useId, type ReactNode } from 'react';
import './fields.css';

/** A row of labelled controls above a demo's Player. */
export function DemoFields({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="docs-demo__fields" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** A labelled `<select>` over a list of values. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="docs-demo__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled range slider; the label shows the current value. */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  format = String,
  onChange,
}: {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  format?: (value: number) => string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="docs-demo__field">
      <label htmlFor={id}>
        {label}: <output htmlFor={id}>{format(value)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="docs-demo__field docs-demo__field--check">
      <label className="docs-demo__check">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
    </div>
  );
}

/** A labelled one-line text input. */
export function TextField({
  label,
  value,
  onChange,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="docs-demo__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={24}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The call the current settings stand for, as the reader would write it. */
export function DemoCode({ children }: { children: ReactNode }) {
  return (
    <p className="docs-demo__call">
      <code>{children}</code>
    </p>
  );
}
