/** Test-only: what a form field says about itself, as a screen reader hears it. */

/** The error shown at a field (`TextField`, `SelectField`: the described-by text marked as error), or `null`. */
export function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__error'));
  return error?.textContent ?? null;
}

/** The hint shown at a field, or `null`. */
export function hintOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const hint = ids.map((id) => document.getElementById(id)).find((element) => element?.classList.contains('field__hint'));
  return hint?.textContent ?? null;
}
