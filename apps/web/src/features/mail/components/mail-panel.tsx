/** Placeholder of the foundation (issue 23): helper E builds the mail inbox here. */
export const MailPanel = () => <p className="text-slate-600">No mail yet</p>;
