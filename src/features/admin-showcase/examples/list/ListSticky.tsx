import { List, ListItem, ListSubheader } from '@/components/ui/List';

const months = ['January', 'February', 'March', 'April'];

export default function ListSticky() {
  return (
    <section
      aria-label="Slips by month"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the list
      tabIndex={0}
      className="-mx-5 max-h-72 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
    >
      <List aria-label="Slips by month" className="py-0">
        {months.map((month) => (
          <li key={month}>
            <ul aria-label={month}>
              <ListSubheader sticky>{month}</ListSubheader>
              {[1, 2, 3].map((n) => (
                <ListItem key={n} primary={`Slip ${month.slice(0, 3).toUpperCase()}-00${n}`} />
              ))}
            </ul>
          </li>
        ))}
      </List>
    </section>
  );
}
