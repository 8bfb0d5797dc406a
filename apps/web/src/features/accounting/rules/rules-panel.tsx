/** Placeholder replaced by its owner in issue 22's build (not shipped as is). */
export const RulesPanel = () => <p>RulesPanel</p>;
