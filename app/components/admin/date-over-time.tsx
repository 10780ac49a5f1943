/** "25 Nov 2026, 02:33 am" as the date over the time: keeps a table's date column narrow. */
export function DateOverTime({ value }: { value: string }) {
  const [date, ...time] = value.split(", ");
  return (
    <>
      <span className="block">{date}</span>
      <span className="block">{time.join(", ")}</span>
    </>
  );
}
