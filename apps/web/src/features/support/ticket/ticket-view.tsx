/** One ticket's conversation (helper E replaces this placeholder). */
export const TicketView = ({ ticketId }: { ticketId: string; onBack: () => void }) => (
  <p className="text-sm text-slate-500">Ticket {ticketId}</p>
);
