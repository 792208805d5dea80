import { useEffect, useRef } from 'react';
import { useFieldArray, useWatch, type Path } from 'react-hook-form';
import type { BenefitDraft, CatalogueBenefit, PricingRule } from '@portal/contracts';
import { useForm } from '../../../../../ui/form/index.ts';
import { editorResolver, formPath, toForm, type EditorValues } from './formValues.ts';

type Prices = Record<string, number>;

/** Option prices after options were renamed (`[from, to]`) or removed: a price follows its option's code. */
function movedPrices(prices: Prices, renames: [string, string][], removed: string[]): Prices {
  const next = { ...prices };
  for (const [from, to] of renames) {
    // The new code's input registers (empty) before its price moves in.
    if (next[from] !== undefined && next[to] === undefined) {
      next[to] = next[from]!;
      delete next[from];
    }
  }
  for (const code of removed) delete next[code];
  return next;
}

function movedPricing(pricing: PricingRule, renames: [string, string][], removed: string[]): PricingRule {
  if (pricing.kind === 'option-flat') return { ...pricing, prices: movedPrices(pricing.prices, renames, removed) };
  if (pricing.kind === 'option-age-banded') {
    return { ...pricing, bands: pricing.bands.map((band) => ({ ...band, prices: movedPrices(band.prices ?? {}, renames, removed) })) };
  }
  return pricing;
}

/**
 * The benefit editor's one form (ui/form over the contracts' draft schema): the benefit's draft as its values, again
 * whenever a newer version arrives (a save, or a 409's newer values); the server's field errors on their fields (an
 * item of grades or locations on its list). A price per option follows its option when the option's code is retyped,
 * and goes with it when it is removed.
 */
export function useBenefitForm(benefit: CatalogueBenefit) {
  const form = useForm<EditorValues, BenefitDraft>({
    resolver: editorResolver,
    defaultValues: toForm(benefit.draft),
    serverField: (name) => formPath(name) as Path<EditorValues>,
  });
  const { control, reset, getValues, setValue } = form;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the version and the benefit say when the values are new
  useEffect(() => reset(toForm(benefit.draft)), [benefit.id, benefit.version, reset]);

  const options = useFieldArray({ control, name: 'setup.options', keyName: 'key' });
  // The codes as text: the form may hand the same list, changed in place.
  const typed = (useWatch({ control, name: 'setup.options' }) ?? []).map((option) => (option?.value ?? '').trim()).join('\n');
  const codes = useRef(new Map<string, string>());
  useEffect(() => {
    const next = new Map<string, string>();
    const renames: [string, string][] = [];
    const typedCodes = typed.split('\n');
    options.fields.forEach((field, index) => {
      const code = typedCodes[index] ?? '';
      const before = codes.current.get(field.key);
      // An emptied code is being retyped: its price waits under the old one.
      if (code === '') {
        if (before) next.set(field.key, before);
        return;
      }
      next.set(field.key, code);
      if (before && before !== code) renames.push([before, code]);
    });
    const kept = new Set(next.values());
    const removed = [...codes.current.entries()].filter(([key, code]) => !next.has(key) && !kept.has(code)).map(([, code]) => code);
    codes.current = next;
    if (renames.length > 0 || removed.length > 0) setValue('pricing', movedPricing(getValues('pricing'), renames, removed));
  }, [options.fields, typed, getValues, setValue]);

  return { form, options };
}

export type BenefitForm = ReturnType<typeof useBenefitForm>;
