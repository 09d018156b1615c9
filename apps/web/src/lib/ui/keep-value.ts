/**
 * The value a controlled text field keeps after an edit, written back into the field. The app runs on
 * Preact (docs/decisions/0037), which does not redraw a field whose state did not change: a refused
 * character (a letter in a PIN, a space) would stay on screen although the state left it out. React
 * puts the state's value back by itself; writing it here gives the same result on both.
 */
export function keepValue(field: HTMLInputElement, value: string): string {
  if (field.value !== value) field.value = value;
  return value;
}
