import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { SaveProblem } from './SaveProblem';
import { ServerNotice } from './ServerNotice';

const SERVER_TEXT = 'This draft was changed in another window or by a generation. Reload to see the latest version.';
const conflict = new ApiError(412, `412: ${SERVER_TEXT}`, { error: 'failed-precondition', message: SERVER_TEXT });
const reload = async () => {};

describe('a refused save on a shared draft', () => {
  it('says a colleague on the matter may have saved, before the server’s own words, and offers reload', () => {
    const markup = renderToStaticMarkup(<SaveProblem refusal={conflict} onReload={reload} shared />);
    expect(markup).toContain('A colleague on this matter may have saved the draft after you opened it.');
    expect(markup).toContain(SERVER_TEXT);
    expect(markup).toContain('Reload');
  });

  it('keeps the server’s words alone on a personal draft, and for refusals other than a conflict', () => {
    expect(renderToStaticMarkup(<SaveProblem refusal={conflict} onReload={reload} />)).not.toContain('colleague');
    const tooLong = new ApiError(400, '400: Too long', { error: 'invalid-argument', message: 'The draft is too long.' });
    expect(renderToStaticMarkup(<SaveProblem refusal={tooLong} onReload={reload} shared />)).not.toContain('colleague');
  });

  it('names the colleague who saved a newer version, when there is one', () => {
    expect(renderToStaticMarkup(<ServerNotice kind="newer" by="Jane Roe" />)).toContain('Jane Roe saved a newer version of this draft.');
    expect(renderToStaticMarkup(<ServerNotice kind="newer" />)).toContain('saved in another window or by a generation');
  });
});
