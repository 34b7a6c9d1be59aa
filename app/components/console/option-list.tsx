/** Options whose words differ from their values (a status, a role, a kind). */
export function OptionList({ options }: { options: readonly (readonly [string, string])[] }) {
  return options.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));
}
