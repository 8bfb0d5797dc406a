import type { THelpBlock } from '@charterline/shared/schemas/support';

/** An article's body from its blocks: text only, never HTML from the server. */
export const ArticleBlocks = ({ blocks }: { blocks: THelpBlock[] }) => (
  <div className="space-y-3 text-sm text-slate-700">
    {blocks.map((block, i) => {
      switch (block.type) {
        case 'p':
          return <p key={i}>{block.text}</p>;
        case 'h':
          return (
            <h3 key={i} className="pt-2 text-base font-semibold text-slate-900">
              {block.text}
            </h3>
          );
        case 'ul':
          return (
            <ul key={i} className="list-disc space-y-1 pl-5">
              {block.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
      }
    })}
  </div>
);
