import { useId, useState, type Ref } from 'react';

interface SearchFieldProps {
  /** The search in the URL. */
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The list's search box. It keeps its own text, so the caret stays where the shopper types, and
 * takes the URL's text back whenever that changes from elsewhere (Clear filters, a link).
 */
export function SearchField({ value, onChange, inputRef }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  return (
    <div className="catalogue-filters__field catalogue-filters__search">
      <label htmlFor={id}>Search</label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={text}
        placeholder="Paneer, mango, oats…"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
