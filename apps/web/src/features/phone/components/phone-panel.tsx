/** Placeholder of the foundation (issue 23): helper F builds the phone panel here. */
export const PhonePanel = () => <p className="text-slate-600">No phone number yet</p>;
