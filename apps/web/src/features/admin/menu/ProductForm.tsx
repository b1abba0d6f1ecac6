import {
  ALLERGENS,
  CATEGORIES,
  DIET_LABELS,
  DIETS,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_INGREDIENTS_MAX,
  PRODUCT_TITLE_MAX,
  type Product,
} from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { getProductsQueryOptions } from '../../../shared/api/get-products';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useFieldProblems } from '../../../shared/forms/useFieldProblems';
import { allergenName } from '../../../shared/ui/allergen-name';
import { FieldError, invalidFieldProps } from '../../../shared/ui/FieldError';
import { TextField } from '../../../shared/ui/TextField';
import {
  editFailureOf,
  isEditedMeanwhile,
  typedDifferences,
  type UnsavedField,
} from '../edited-meanwhile';
import { SaveOrReload, UnsavedTyping } from '../EditedMeanwhile';
import { useSaveProduct } from './api/save-product';
import { ArtPicker } from './ArtPicker';
import {
  checkProductForm,
  EMPTY_VALUES,
  FIELD_LABELS,
  fieldId,
  NUTRITION_FIELDS,
  shownValueOf,
  valuesOf,
  type ProductField,
  type ProductFormValues,
} from './product-form-values';
import { TextAreaField } from './TextAreaField';

interface ProductFormProps {
  /** The product edited; absent for 'New product'. */
  product?: Product;
  onSaved: (saved: Product) => void;
  onCancel: () => void;
}

/** Grams take one decimal; energy and sodium are whole numbers. */
const STEP: Record<(typeof NUTRITION_FIELDS)[number], string> = {
  kcal: '1',
  protein: '0.1',
  carbs: '0.1',
  fat: '0.1',
  fibre: '0.1',
  sugar: '0.1',
  sodium: '1',
};

/**
 * 'New product' and 'Edit' share this form: every editable field, checked with the contract's
 * rules (the energy check included) before one request is sent, and the server's words after.
 */
export function ProductForm({ product, onSaved, onCancel }: ProductFormProps) {
  const titleId = useId();
  // The stored product the edit is based on: the one opened, or the one reloaded after someone
  // else saved it meanwhile.
  const [basis, setBasis] = useState(product);
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? valuesOf(product) : EMPTY_VALUES,
  );
  // What the operator had typed that the reloaded version does not say, kept in sight.
  const [unsaved, setUnsaved] = useState<UnsavedField[]>([]);
  const problems = useFieldProblems(FIELD_LABELS, fieldId);
  const save = useSaveProduct();
  const queryClient = useQueryClient();
  const reload = useSingleFlightMutation<Product | undefined, string>({
    mutationFn: async (productId) =>
      (await queryClient.fetchQuery({ ...getProductsQueryOptions(), staleTime: 0 })).find(
        ({ _id }) => _id === productId,
      ),
    onSuccess: (fresh) => {
      if (fresh === undefined) return;
      setUnsaved(typedDifferences(FIELD_LABELS, shownValueOf, values, valuesOf(fresh)));
      setBasis(fresh);
      setValues(valuesOf(fresh));
      save.reset();
    },
  });

  const set =
    <F extends keyof ProductFormValues>(field: F & ProductField) =>
    (value: ProductFormValues[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      problems.clear(field);
    };
  const problemOf = (field: ProductField) => problems.problems[field];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkProductForm(values);
    if ('problems' in checked) {
      problems.show(checked.problems);
      return;
    }
    save.mutate(
      { edited: basis, draft: checked.draft },
      { onSuccess: onSaved, onError: (error) => problems.showFrom(error) },
    );
  };

  const toggleAllergen = (allergen: (typeof ALLERGENS)[number]) =>
    set('allergens')(
      values.allergens.includes(allergen)
        ? values.allergens.filter((declared) => declared !== allergen)
        : [...values.allergens, allergen],
    );

  const failure = editFailureOf(save, reload, Object.keys(problems.problems).length > 0);
  const heading = basis ? `Edit ${basis.title}` : 'New product';
  return (
    <section className="admin-tool menu-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-tool__title">
        {heading}
      </h2>
      <form onSubmit={onSubmit} aria-label={heading} noValidate>
        <div className="menu-form__row">
          <TextField
            id={fieldId('title')}
            label={FIELD_LABELS.title}
            maxLength={PRODUCT_TITLE_MAX}
            autoComplete="off"
            value={values.title}
            onValueChange={set('title')}
            problem={problemOf('title')}
          />
          <div className="field">
            <label htmlFor={fieldId('category')}>{FIELD_LABELS.category}</label>
            <select
              id={fieldId('category')}
              className="menu-form__select"
              value={values.category}
              {...invalidFieldProps(fieldId('category'), problemOf('category'))}
              onChange={(event) =>
                set('category')(event.target.value as ProductFormValues['category'])
              }
            >
              <option value="">Choose a category</option>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
            <FieldError fieldId={fieldId('category')} problem={problemOf('category')} />
          </div>
          <TextField
            id={fieldId('price')}
            label={FIELD_LABELS.price}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.price}
            onValueChange={set('price')}
            problem={problemOf('price')}
          />
        </div>
        <TextAreaField
          id={fieldId('description')}
          label={FIELD_LABELS.description}
          rows={3}
          maxLength={PRODUCT_DESCRIPTION_MAX}
          value={values.description}
          onValueChange={set('description')}
          problem={problemOf('description')}
        />
        <ArtPicker
          id={fieldId('art')}
          label={FIELD_LABELS.art}
          value={values.art}
          onChange={set('art')}
          problem={problemOf('art')}
        />

        <fieldset className="menu-form__group">
          <legend>Nutrition per serving</legend>
          <div className="menu-form__figures">
            <TextField
              id={fieldId('servingSize')}
              label={FIELD_LABELS.servingSize}
              placeholder="350 ml or 320 g"
              autoComplete="off"
              value={values.servingSize}
              onValueChange={set('servingSize')}
              problem={problemOf('servingSize')}
            />
            {NUTRITION_FIELDS.map((field) => (
              <TextField
                key={field}
                id={fieldId(field)}
                label={FIELD_LABELS[field]}
                type="number"
                inputMode="decimal"
                min={0}
                step={STEP[field]}
                value={values[field]}
                onValueChange={set(field)}
                problem={problemOf(field)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset
          className="menu-form__group"
          {...invalidFieldProps(fieldId('diet'), problemOf('diet'))}
        >
          <legend>{FIELD_LABELS.diet}</legend>
          <div className="menu-form__choices">
            {DIETS.map((diet, index) => (
              <label key={diet} className="menu-form__choice">
                <input
                  id={index === 0 ? fieldId('diet') : undefined}
                  type="radio"
                  name="diet"
                  value={diet}
                  checked={values.diet === diet}
                  onChange={() => set('diet')(diet)}
                />
                {DIET_LABELS[diet]}
              </label>
            ))}
          </div>
          <FieldError fieldId={fieldId('diet')} problem={problemOf('diet')} />
        </fieldset>

        <fieldset
          className="menu-form__group"
          {...invalidFieldProps(fieldId('allergens'), problemOf('allergens'))}
        >
          <legend>{FIELD_LABELS.allergens}</legend>
          <div className="menu-form__choices">
            {ALLERGENS.map((allergen, index) => (
              <label key={allergen} className="menu-form__choice">
                <input
                  id={index === 0 ? fieldId('allergens') : undefined}
                  type="checkbox"
                  checked={values.allergens.includes(allergen)}
                  onChange={() => toggleAllergen(allergen)}
                />
                {allergenName(allergen)}
              </label>
            ))}
          </div>
          <FieldError fieldId={fieldId('allergens')} problem={problemOf('allergens')} />
        </fieldset>

        <TextAreaField
          id={fieldId('ingredients')}
          label={FIELD_LABELS.ingredients}
          rows={3}
          maxLength={PRODUCT_INGREDIENTS_MAX}
          placeholder="In descending order by weight"
          value={values.ingredients}
          onValueChange={set('ingredients')}
          problem={problemOf('ingredients')}
        />

        <UnsavedTyping noun="product" unsaved={unsaved} />
        {failure && (
          <p className="admin-tool__outcome admin-tool__outcome--problem" role="alert">
            {failure}
          </p>
        )}
        <div className="menu-form__actions">
          <SaveOrReload
            noun="product"
            submitLabel={basis ? 'Save changes' : 'Add product'}
            saving={save.isPending}
            editedMeanwhile={!!basis && isEditedMeanwhile(save.error)}
            reloading={reload.isPending}
            onReload={() => {
              if (basis) reload.mutate(basis._id);
            }}
          />
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
