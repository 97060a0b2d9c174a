// What is wrong with one input, in words, under it (the input names it with aria-describedby).

export function FieldError(props: { readonly id: string; readonly message: string | null }) {
  if (props.message === null) return null;
  return (
    <span className="field-error" id={props.id} data-testid="field-error">
      {props.message}
    </span>
  );
}
